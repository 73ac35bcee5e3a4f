"""Asking witnesses to cosign the changelog's checkpoints (C2SP tlog-witness).

For each witness ``CHANGELOG_WITNESSES`` gives an add-checkpoint URL, the newest
checkpoint is sent with a consistency proof from the size that witness last cosigned
(kept as its cosignatures here, or learnt from its 409 answer), and the cosignature lines
it returns are checked and kept (``transparency.accept_cosignatures``). A witness that
refuses, or cannot be reached, is reported and asked again at the next round.
"""

from __future__ import annotations

import base64
import urllib.error
import urllib.request
from dataclasses import dataclass

from certification import transparency
from certification.models import Cosignature

TIMEOUT = 15.0
MAX_BODY = 64 * 1024
SIZE_TYPE = "text/x.tlog.size"


@dataclass(frozen=True)
class Answer:
    status: int
    content_type: str
    body: str


@dataclass(frozen=True)
class Outcome:
    witness: str
    kept: int
    problem: str = ""


def post(url: str, body: str) -> Answer:
    """POST ``body`` to a witness (an address the operator configured)."""
    request = urllib.request.Request(  # noqa: S310 - an http(s) URL checked in settings
        url, data=body.encode(), method="POST",
        headers={"Content-Type": "text/plain; charset=utf-8",
                 "User-Agent": "Sagentum changelog (tlog-witness client)"},
    )  # fmt: skip
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as response:  # noqa: S310
            return _answer(response.status, response.headers, response.read(MAX_BODY))
    except urllib.error.HTTPError as error:
        return _answer(error.code, error.headers, error.read(MAX_BODY))


def _answer(status: int, headers, content: bytes) -> Answer:
    kind = (headers.get("Content-Type") or "").split(";")[0].strip().lower()
    return Answer(status, kind, content.decode("utf-8", "replace"))


def request_body(old: int, signed: transparency.SignedCheckpoint, note: str) -> str:
    """``old N``, the consistency proof from N to the checkpoint's size (base64 lines),
    a blank line, then the checkpoint note."""
    proof = []
    if 0 < old < signed.size:
        nodes = transparency.consistency(old, signed.size)["proof"]  # as the API serves it
        proof = [base64.b64encode(bytes.fromhex(node)).decode() for node in nodes]
    return "".join(f"{line}\n" for line in [f"old {old}", *proof]) + "\n" + note


def _last_cosigned(witness: transparency.Witness) -> int:
    sizes = Cosignature.objects.filter(witness=witness.key.name, key_id=witness.key.id.hex())
    return (
        sizes.order_by("-checkpoint__size").values_list("checkpoint__size", flat=True).first() or 0
    )


def request_cosignatures(send=post) -> list[Outcome]:
    """Send the newest checkpoint to every witness with a URL; keep what they cosign."""
    signed = transparency.latest_checkpoint()
    if signed is None:
        return []
    note = transparency.checkpoint_note(signed)
    outcomes = []
    for witness in transparency.witnesses():
        if witness.url:
            outcomes.append(_ask(witness, signed, note, send))
    return outcomes


def _ask(witness, signed, note: str, send) -> Outcome:
    name = witness.key.name
    old = _last_cosigned(witness)
    if old >= signed.size:
        return Outcome(name, 0)  # it already cosigned this checkpoint
    for _attempt in range(2):  # once more after a 409 names the size it holds
        try:
            answer = send(witness.url, request_body(old, signed, note))
        except (OSError, ValueError) as error:
            return Outcome(name, 0, f"could not be reached ({error})")
        if answer.status == 409 and answer.content_type == SIZE_TYPE:
            held = answer.body.strip()
            if not held.isdigit() or int(held) > signed.size:
                return Outcome(name, 0, f"holds a size this log never had ({held[:20]!r})")
            old = int(held)
            continue
        if answer.status != 200:
            return Outcome(name, 0, f"answered {answer.status}: {answer.body.strip()[:200]}")
        try:
            kept = transparency.accept_cosignatures(note + answer.body)
        except transparency.CosignatureRefused as refused:
            return Outcome(name, 0, str(refused))
        return Outcome(name, len(kept))
    return Outcome(name, 0, "answered 409 twice: its view of the log moved meanwhile")
