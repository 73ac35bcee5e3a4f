"""The changelog as a verifiable record: RFC 9162 Merkle proofs, signed checkpoints, and a
saved checkpoint that catches a deleted tail or a rewritten, re-hashed history, checked
by ``verify_changelog --checkpoint`` and by the stand-alone verifier against the API."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import call_command
from django.db import connection
from django.utils import timezone

from certification import merkle, transparency
from certification.changelog import changelog_append, compute_hash, entry_content
from certification.models import ChangelogEntry, Checkpoint
from tests.conftest import make_server
from tests.paths import ROOT

ROOT = ROOT
VERIFIER = ROOT / "tools" / "verify_log.py"


def leaves_of(n: int) -> list[bytes]:
    return [merkle.leaf_hash(hashlib.sha256(str(i).encode()).digest()) for i in range(n)]


@pytest.mark.parametrize("n", range(1, 34))
def test_every_inclusion_and_consistency_proof_verifies_and_a_forgery_does_not(n):
    leaves = leaves_of(n)
    root = merkle.root(leaves)
    assert merkle.root_streamed(iter(leaves)) == (root, n)
    for i in range(n):
        proof = merkle.inclusion_proof(i, leaves)
        assert merkle.verify_inclusion(leaves[i], i, n, proof, root)
        assert not merkle.verify_inclusion(merkle.leaf_hash(b"forged"), i, n, proof, root)
    for m in range(1, n + 1):
        proof = merkle.consistency_proof(m, leaves)
        assert merkle.verify_consistency(m, n, merkle.root(leaves[:m]), root, proof)
        if m < n:
            rewritten = [*leaves[: m - 1], merkle.leaf_hash(b"rewritten")]
            assert not merkle.verify_consistency(m, n, merkle.root(rewritten), root, proof)


@pytest.mark.parametrize("n", range(0, 40))
def test_a_right_edge_extended_later_gives_the_same_root(n):
    leaves = leaves_of(n)
    for m in range(n + 1):
        edge, first = merkle.frontier_extend([], iter(leaves[:m]))
        assert merkle.frontier_root(edge) == merkle.root(leaves[:m]) and first == m
        edge, added = merkle.frontier_extend(edge, iter(leaves[m:]))
        assert merkle.frontier_root(edge) == merkle.root(leaves) and added == n - m


def test_leaves_and_nodes_are_domain_separated():
    a, b = b"a" * 32, b"b" * 32
    assert merkle.leaf_hash(a + b) != merkle.node_hash(a, b)
    assert merkle.root([]) == hashlib.sha256(b"").digest()


@pytest.fixture
def log(db):
    server = make_server("Logged")
    for n in range(5):
        changelog_append(kind="correction", title=f"entry {n}", server=server)
    return server


def test_a_checkpoint_is_signed_and_stays_until_the_log_grows(log, client):
    first = client.get("/changelog/checkpoint").json()
    assert first["size"] == ChangelogEntry.objects.count()
    assert transparency.verify_signature(first)
    assert client.get("/changelog/checkpoint").json() == first
    assert Checkpoint.objects.count() == 1
    changelog_append(kind="correction", title="one more")
    second = client.get("/changelog/checkpoint").json()
    assert second["size"] == first["size"] + 1 and transparency.verify_signature(second)
    assert not transparency.verify_signature({**second, "size": first["size"]})
    pem = client.get("/changelog/public-key").content.decode()
    assert pem.startswith("-----BEGIN PUBLIC KEY-----") and pem == transparency.public_key_pem()
    page = client.get("/methodology/").content.decode()
    assert transparency.key_id() in page and "BEGIN PUBLIC KEY" in page
    feed = client.get("/changelog/feed/").content.decode()
    assert "<sagentum:checkpoint>" in feed and f'"size": {second["size"]}' in feed


def test_the_api_serves_proofs_that_verify_against_the_checkpoint(log, client):
    checkpoint = client.get("/changelog/checkpoint").json()
    size, root = checkpoint["size"], bytes.fromhex(checkpoint["root_hash"])
    for seq in (1, 3, size):
        proof = client.get(f"/api/v1/changelog/proof/inclusion?seq={seq}&size={size}").json()
        leaf = merkle.leaf_hash(bytes.fromhex(proof["entry_hash"]))
        nodes = [bytes.fromhex(node) for node in proof["proof"]]
        assert merkle.verify_inclusion(leaf, seq - 1, size, nodes, root)
    consistency = client.get(f"/api/v1/changelog/proof/consistency?first=2&second={size}").json()
    nodes = [bytes.fromhex(node) for node in consistency["proof"]]
    first_root = bytes.fromhex(consistency["first_root"])
    assert merkle.verify_consistency(2, size, first_root, root, nodes)
    for bad in ("seq=0", "seq=x", f"seq={size + 5}&size={size}", "seq=1&size=99999"):
        response = client.get(f"/api/v1/changelog/proof/inclusion?{bad}")
        assert response.status_code == 400, bad
    assert client.get("/api/v1/changelog/proof/consistency?first=9&second=2").status_code == 400


def test_a_new_checkpoint_hashes_only_the_entries_added_since(log, monkeypatch):
    first = transparency.latest_checkpoint()
    read = []
    original = transparency.leaves

    def counted(upto=None, after=0):
        for leaf in original(upto, after):
            read.append(leaf)
            yield leaf

    monkeypatch.setattr(transparency, "leaves", counted)
    for n in range(3):
        changelog_append(kind="correction", title=f"later {n}")
    second = transparency.latest_checkpoint()
    assert len(read) == 3 and second.size == first.size + 3
    assert second.root_hash == merkle.root(list(original())).hex()
    # A checkpoint kept without its right edge (before they were kept): read whole once.
    changelog_append(kind="correction", title="after an old checkpoint")
    Checkpoint.objects.create(
        size=second.size + 1, root_hash="0" * 64, created_at=timezone.now(),
        key_id="old", signature="old", frontier=[],
    )  # fmt: skip
    changelog_append(kind="correction", title="and one more")
    read.clear()
    third = transparency.latest_checkpoint()
    assert len(read) == third.size == second.size + 2
    assert third.root_hash == merkle.root(list(original())).hex()


def test_renaming_a_listing_does_not_break_the_chain(log):
    log.slug = "renamed"
    log.save()
    out = StringIO()
    call_command("verify_changelog", stdout=out)
    assert "intact" in out.getvalue()


def _tamper(sql: str, params=()) -> None:
    """Do what the append-only rules forbid, as an attacker with the database would."""
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":  # row triggers off, as a superuser could
            cursor.execute("SET session_replication_role = replica")
        cursor.execute(sql, params)
        if connection.vendor == "postgresql":
            cursor.execute("SET session_replication_role = origin")


def _saved(client, tmp_path) -> Path:
    path = tmp_path / "checkpoint.json"
    path.write_text(json.dumps(client.get("/changelog/checkpoint").json()))
    return path


def _verify(path) -> tuple[int, str]:
    out, err = StringIO(), StringIO()
    try:
        call_command("verify_changelog", "--checkpoint", str(path), stdout=out, stderr=err)
    except SystemExit as exit_:
        return exit_.code, out.getvalue() + err.getvalue()
    return 0, out.getvalue() + err.getvalue()


def test_a_saved_checkpoint_holds_while_the_log_only_grows(log, client, tmp_path):
    path = _saved(client, tmp_path)
    changelog_append(kind="correction", title="later")
    code, text = _verify(path)
    assert code == 0 and "holds" in text and "Checked in" in text


def test_a_deleted_tail_is_caught(log, client, tmp_path):
    path = _saved(client, tmp_path)
    last = ChangelogEntry.objects.order_by("-seq").first().seq
    _tamper("DELETE FROM certification_changelogentry WHERE seq = %s", [last])
    code, text = _verify(path)
    assert code == 1 and "entries were deleted" in text


def test_a_rewritten_and_rehashed_history_is_caught(log, client, tmp_path):
    """Rewrite entry 2 and recompute every hash after it: the chain alone looks intact,
    but the checkpoint someone kept no longer matches."""
    path = _saved(client, tmp_path)
    entries = list(ChangelogEntry.objects.select_related("server").order_by("seq"))
    prev = entries[0].entry_hash
    for entry in entries[1:]:
        if entry.seq == 2:
            entry.title = "history, rewritten"
        entry.prev_hash = prev
        entry.entry_hash = compute_hash(prev, entry_content(entry))
        _tamper(
            "UPDATE certification_changelogentry SET title = %s, prev_hash = %s, entry_hash = %s "
            "WHERE seq = %s",
            [entry.title, entry.prev_hash, entry.entry_hash, entry.seq],
        )
        prev = entry.entry_hash
    code, text = _verify(path)
    assert code == 1 and "history was rewritten" in text
    assert "hash chain is intact" in text  # the chain alone could not tell


def test_a_checkpoint_that_is_not_ours_is_refused(log, client, tmp_path):
    path = _saved(client, tmp_path)
    forged = {**json.loads(path.read_text()), "root_hash": "00" * 32}
    path.write_text(json.dumps(forged))
    code, text = _verify(path)
    assert code == 1 and "signature does not verify" in text


@pytest.mark.django_db(transaction=True)
def test_the_standalone_verifier_checks_the_live_site(live_server, tmp_path, settings):
    server = make_server("Logged live")
    for n in range(3):
        changelog_append(kind="correction", title=f"entry {n}", server=server)

    def verifier(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, str(VERIFIER), *args], capture_output=True, text=True, timeout=60,
            check=False,
        )  # fmt: skip

    saved = verifier("save", live_server.url)
    assert saved.returncode == 0, saved.stderr
    path = tmp_path / "kept.json"
    path.write_text(saved.stdout)
    changelog_append(kind="correction", title="a later entry")
    checked = verifier("check", live_server.url, str(path))
    assert checked.returncode == 0 and checked.stdout.startswith("OK"), checked.stderr
    included = verifier("include", live_server.url, str(path), "2")
    assert included.returncode == 0 and "is in the checkpoint" in included.stdout
    last = ChangelogEntry.objects.order_by("-seq").first().seq
    _tamper("DELETE FROM certification_changelogentry WHERE seq >= %s", [last - 1])
    caught = verifier("check", live_server.url, str(path))
    assert caught.returncode == 1 and "FAIL" in (caught.stdout + caught.stderr)


def test_a_proof_out_of_range_names_the_size_to_ask_within(log, client):
    size = client.get("/changelog/checkpoint").json()["size"]
    refused = client.get("/api/v1/changelog/proof/inclusion?seq=999999").json()
    assert f"between 1 and the tree size, {size}" in str(refused)
