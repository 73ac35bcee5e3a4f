"""The changelog in the forms transparency logs share: C2SP signed-note checkpoints,
checked with Go's own ``golang.org/x/mod/sumdb/note`` and ``sumdb/tlog`` (an
implementation this project did not write), and witness cosignatures (C2SP
tlog-cosignature) accepted from configured witnesses, sent to them over the
tlog-witness protocol, and shown with the checkpoint."""

from __future__ import annotations

import base64
import http.server
import os
import shutil
import subprocess
import threading
from io import StringIO
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from django.core.management import call_command

from certification import merkle, signed_note, transparency, witnessing
from certification.changelog import changelog_append
from certification.models import ChangelogEntry, Cosignature
from tests.conftest import make_server
from tests.paths import ROOT

CHECKNOTE = ROOT / "tests" / "c2sp" / "checknote" / "main.go"
GOPATH = "/usr/share/gocode"  # Debian's golang-golang-x-mod-dev puts golang.org/x/mod here


@pytest.fixture(scope="session")
def checknote(tmp_path_factory) -> Path:
    """Go's checker, built from Debian's packages (.ci/run installs golang-go and
    golang-golang-x-mod-dev)."""
    if not shutil.which("go") or not Path(GOPATH, "src/golang.org/x/mod/sumdb/note").is_dir():
        pytest.fail("Go and golang.org/x/mod are needed: apt-get install golang-go "
                    "golang-golang-x-mod-dev (as .ci/run does)")  # fmt: skip
    folder = tmp_path_factory.mktemp("checknote")
    binary = folder / "checknote"
    env = {**os.environ, "GO111MODULE": "off", "GOPATH": GOPATH, "GOCACHE": str(folder / "cache"),
           "GOFLAGS": "", "CGO_ENABLED": "0"}  # fmt: skip
    subprocess.run(["go", "build", "-o", str(binary), str(CHECKNOTE)], env=env, check=True,
                   capture_output=True, timeout=300)  # fmt: skip
    return binary


def go(binary: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(binary), *map(str, args)], capture_output=True, text=True,
                          timeout=60)  # fmt: skip


@pytest.fixture
def log(db):
    """A log of SIZE entries (the listing's own, then corrections)."""
    server = make_server("Logged")
    while ChangelogEntry.objects.count() < SIZE:
        changelog_append(kind="correction", title="an entry", server=server)
    return server


SIZE = 7


def witness_key(name: str = "witness.example/w1"):
    private = Ed25519PrivateKey.generate()
    public = signed_note.public_bytes(private)
    return private, signed_note.VerifierKey(name, signed_note.COSIGNATURE_V1, public)


def fetch_note(client) -> str:
    response = client.get("/changelog/checkpoint.txt")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain")
    return response.content.decode()


def test_the_signed_note_opens_with_gos_sumdb_note(log, client, checknote, tmp_path):
    note = fetch_note(client)
    vkey = client.get("/changelog/verifier-key").content.decode()
    (tmp_path / "vkey").write_text(vkey)
    (tmp_path / "note").write_text(note)
    opened = go(checknote, "note", tmp_path / "vkey", tmp_path / "note")
    assert opened.returncode == 0, opened.stderr
    origin, size, root = opened.stdout.splitlines()[:3]
    checkpoint = client.get("/changelog/checkpoint").json()
    assert origin == checkpoint["origin"] == vkey.split("+")[0]
    assert int(size) == checkpoint["size"] == 7
    assert base64.b64decode(root).hex() == checkpoint["root_hash"]
    assert f"verified {origin} {vkey.split('+')[1]}" in opened.stdout
    # A note changed after signing is refused by Go as by us.
    (tmp_path / "note").write_text(note.replace(f"\n{size}\n", "\n6\n", 1))
    assert go(checknote, "note", tmp_path / "vkey", tmp_path / "note").returncode == 1
    with pytest.raises(signed_note.NoteError):
        signed_note.open_note(note.replace(f"\n{size}\n", "\n6\n", 1), [transparency.log_key()])


def test_the_merkle_proofs_check_with_gos_sumdb_tlog(log, client, checknote):
    checkpoint = client.get("/changelog/checkpoint").json()
    size = checkpoint["size"]
    root = base64.b64encode(bytes.fromhex(checkpoint["root_hash"])).decode()
    for seq in range(1, size + 1):
        proof = client.get(f"/api/v1/changelog/proof/inclusion?seq={seq}&size={size}").json()
        checked = go(checknote, "inclusion", size, root, seq - 1, proof["entry_hash"],
                     *proof["proof"])  # fmt: skip
        assert checked.returncode == 0, (seq, checked.stderr)
    wrong = client.get(f"/api/v1/changelog/proof/inclusion?seq=2&size={size}").json()
    assert go(checknote, "inclusion", size, root, 2, wrong["entry_hash"],
              *wrong["proof"]).returncode == 1  # fmt: skip
    for first in range(1, size):
        proof = client.get(f"/api/v1/changelog/proof/consistency?first={first}&second={size}")
        body = proof.json()
        first_root = base64.b64encode(bytes.fromhex(body["first_root"])).decode()
        checked = go(checknote, "consistency", first, first_root, size, root, *body["proof"])
        assert checked.returncode == 0, (first, checked.stderr)


def test_verify_changelog_checks_a_saved_signed_note(log, client, tmp_path):
    path = tmp_path / "checkpoint.txt"
    path.write_text(fetch_note(client))
    changelog_append(kind="correction", title="later")
    out = StringIO()
    call_command("verify_changelog", "--checkpoint", str(path), stdout=out, stderr=out)
    assert "The checkpoint of 7 entries (a signed note) holds" in out.getvalue()
    forged = path.read_text().replace("\n7\n", "\n6\n", 1)
    path.write_text(forged)
    with pytest.raises(SystemExit) as exited:
        call_command("verify_changelog", "--checkpoint", str(path), stdout=out, stderr=out)
    assert exited.value.code == 1 and "note signature does not verify" in out.getvalue()
    path.write_text("not a note\n")
    with pytest.raises(Exception, match="not a readable checkpoint"):
        call_command("verify_changelog", "--checkpoint", str(path), stdout=out, stderr=out)


def test_a_configured_witness_cosignature_is_kept_and_served(log, client, settings, checknote,
                                                            tmp_path):  # fmt: skip
    private, key = witness_key()
    settings.CHANGELOG_WITNESSES = [(str(key), "")]
    note = fetch_note(client)
    text = note[: note.index("\n\n") + 1]
    line = signed_note.cosign(text, key.name, private, 1_765_000_000)
    response = client.post("/api/v1/changelog/cosignatures", note + line, content_type="text/plain")
    assert response.status_code == 201, response.content
    assert response.json()["kept"][0]["witness"] == key.name
    assert Cosignature.objects.get().cosigned_at.timestamp() == 1_765_000_000
    again = client.post("/api/v1/changelog/cosignatures", note + line, content_type="text/plain")
    assert again.status_code == 200 and Cosignature.objects.count() == 1
    served = fetch_note(client)
    assert served == note + line
    # The cosignature verifies as cosignature/v1 over the note's text...
    assert signed_note.open_note(served, [key])[1] == [key]
    # ...and Go's reader still opens the log's signature, the witness's line beside it.
    (tmp_path / "vkey").write_text(client.get("/changelog/verifier-key").content.decode())
    (tmp_path / "note").write_text(served)
    opened = go(checknote, "note", tmp_path / "vkey", tmp_path / "note")
    assert opened.returncode == 0 and f"unverified {key.name} {key.id.hex()}" in opened.stdout


@pytest.mark.parametrize("case", ["forged", "unknown", "other_checkpoint", "none", "garbage"])
def test_cosignatures_that_cannot_be_trusted_are_refused_with_a_reason(log, client, settings,
                                                                      case):  # fmt: skip
    private, key = witness_key()
    settings.CHANGELOG_WITNESSES = [] if case == "none" else [(str(key), "")]
    note = fetch_note(client)
    text = note[: note.index("\n\n") + 1]
    if case == "forged":  # signed over other text, sent as this note's
        line = signed_note.cosign(text.replace("\n7\n", "\n8\n"), key.name, private, 1)
    elif case == "unknown":
        stranger, other = witness_key("witness.example/stranger")
        line = signed_note.cosign(text, other.name, stranger, 1)
    else:
        line = signed_note.cosign(text, key.name, private, 1)
    body = note + line
    if case == "other_checkpoint":
        body = body.replace("\n7\n", "\n3\n", 1)
    if case == "garbage":
        body = "hello\n"
    response = client.post("/api/v1/changelog/cosignatures", body, content_type="text/plain")
    assert response.status_code == 400
    detail = response.json()["detail"]
    says = {
        "forged": "do not verify",
        "unknown": "no known key",
        "none": "no witnesses",
        "other_checkpoint": "signed no checkpoint of 3",
        "garbage": "Not a checkpoint",
    }
    assert says[case] in detail, detail
    assert Cosignature.objects.count() == 0


class FakeWitness:
    """A tlog-witness on 127.0.0.1: checks the log's signature and the consistency proof
    from the size it holds (409 with that size otherwise), then cosigns."""

    def __init__(self, log_key, private, key, holds: int = 0):
        self.log_key, self.private, self.key, self.holds = log_key, private, key, holds
        self.requests: list[str] = []
        self.root: bytes | None = None

    def answer(self, body: str) -> tuple[int, str, str]:
        self.requests.append(body)
        head, _, note = body.partition("\n\n")
        lines = head.split("\n")
        old = int(lines[0].removeprefix("old "))
        proof = [base64.b64decode(line) for line in lines[1:] if line]
        try:
            text, _ = signed_note.open_note(note, [self.log_key])
        except signed_note.NoteError:
            return 403, "text/plain", "not signed by a known log\n"
        checkpoint = signed_note.CheckpointText.parse(text)
        if old != self.holds:
            return 409, "text/x.tlog.size", f"{self.holds}\n"
        if old and not merkle.verify_consistency(old, checkpoint.size, self.root, checkpoint.root,
                                                 proof):  # fmt: skip
            return 422, "text/plain", "inconsistent\n"
        self.holds, self.root = checkpoint.size, checkpoint.root
        return (
            200,
            "text/plain",
            signed_note.cosign(text, self.key.name, self.private, 1_765_000_001),
        )

    def __enter__(self):
        witness = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers["Content-Length"])
                status, kind, text = witness.answer(self.rfile.read(length).decode())
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.end_headers()
                self.wfile.write(text.encode())

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/add-checkpoint"
        return self

    def __exit__(self, *exc):
        self.server.shutdown()


def test_witnesses_are_asked_over_tlog_witness_and_their_cosignatures_kept(log, settings):
    private, key = witness_key()
    with FakeWitness(transparency.log_key(), private, key, holds=3) as witness:
        settings.CHANGELOG_WITNESSES = [(str(key), witness.url)]
        # Its root at 3 entries, as it would have kept it.
        witness.root = merkle.root(list(transparency.leaves(3)))
        out = StringIO()
        call_command("request_cosignatures", stdout=out)
        assert f"{key.name}: 1 cosignature(s) kept." in out.getvalue()
        first, second = witness.requests  # 409 named size 3, then a proof from 3 to 7
        assert first.startswith("old 0\n\n") and second.startswith("old 3\n")
        assert len(second.split("\n\n")[0].split("\n")) > 1  # proof lines were sent
        assert Cosignature.objects.get().checkpoint.size == 7
        # Asked again with nothing new: nothing is sent.
        assert witnessing.request_cosignatures() == [witnessing.Outcome(key.name, 0)]
        assert len(witness.requests) == 2
        # The log grows: the next request proves consistency from 7.
        changelog_append(kind="correction", title="later")
        [outcome] = witnessing.request_cosignatures()
        assert outcome.kept == 1 and witness.requests[-1].startswith("old 7\n")


def test_a_witness_that_refuses_is_reported(log, settings):
    private, key = witness_key()
    with FakeWitness(signed_note.VerifierKey("other.example", 1, b"\x01" * 32), private,
                     key) as witness:  # fmt: skip
        settings.CHANGELOG_WITNESSES = [(str(key), witness.url)]
        err = StringIO()
        with pytest.raises(Exception, match="Some witnesses did not cosign"):
            call_command("request_cosignatures", stdout=StringIO(), stderr=err)
        assert f"{key.name}: answered 403" in err.getvalue()
    assert Cosignature.objects.count() == 0


def test_the_changelog_page_names_the_witnesses_and_their_cosignatures(log, client, settings):
    private, key = witness_key()
    settings.CHANGELOG_WITNESSES = [(str(key), "")]
    note = fetch_note(client)
    line = signed_note.cosign(note[: note.index("\n\n") + 1], key.name, private, 1_765_000_000)
    client.post("/api/v1/changelog/cosignatures", note + line, content_type="text/plain")
    page = client.get("/changelog/").content.decode()
    assert "/changelog/checkpoint.txt" in page and "/changelog/verifier-key" in page
    assert key.name in page and "2025-12-06" in page  # 1,765,000,000 s


def test_signed_note_rules():
    private = Ed25519PrivateKey.generate()
    note = signed_note.sign("a\nb\n", "example.com/log", private)
    key = signed_note.VerifierKey("example.com/log", 1, signed_note.public_bytes(private))
    assert signed_note.open_note(note, [key]) == ("a\nb\n", [key])
    assert signed_note.VerifierKey.parse(str(key)) == key
    for bad in ("a\n\nb\n", "no newline", "a\x07\n"):
        with pytest.raises(signed_note.NoteError):
            signed_note.sign(bad, "example.com/log", private)
    with pytest.raises(signed_note.NoteError):
        signed_note.VerifierKey.parse(str(key).replace("+", "+0", 1))
    with pytest.raises(signed_note.NoteError, match="no known key"):
        signed_note.open_note(note, [])
    # A key whose base64 holds "+" (the separator of the verifier key's parts) reads back.
    plus = next(k for k in (witness_key()[1] for _ in range(200)) if "+" in str(k).split("+", 2)[2])
    assert signed_note.VerifierKey.parse(str(plus)) == plus
