"""The changelog's signed checkpoints and the proofs anyone can check against them.

A checkpoint states the changelog's Merkle tree (``certification.merkle``) at one size:
``{"origin", "size", "root_hash", "timestamp"}``, signed with Ed25519 over its canonical
JSON (sorted keys, no whitespace). The key comes from ``CHANGELOG_SIGNING_KEY`` (the
32-byte private seed, base64), or is derived from ``SECRET_KEY`` when that is unset; its
public half is served at ``/changelog/public-key`` and shown on the methodology page.
Checkpoints are stored (append-only) whenever one is asked for and the log has grown,
and every few minutes by the beat, so a deleted tail or a rewritten history shows as a
proof that fails against a checkpoint someone kept.
"""

from __future__ import annotations

import base64
import datetime
import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass
from urllib.parse import urlsplit

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from certification import merkle, pagecache, signed_note
from certification.models import ChangelogEntry, Checkpoint, Cosignature

CHUNK = 5000


def _private_key():
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    from cryptography.hazmat.primitives.hashes import SHA256
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    configured = settings.CHANGELOG_SIGNING_KEY
    if configured:
        seed = base64.b64decode(configured)
    else:
        derive = HKDF(algorithm=SHA256(), length=32, salt=None, info=b"sagentum changelog key")
        seed = derive.derive(settings.SECRET_KEY.encode())
    return Ed25519PrivateKey.from_private_bytes(seed)


def public_key_pem() -> str:
    from cryptography.hazmat.primitives import serialization

    public = _private_key().public_key()
    return public.public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    ).decode()


def key_id() -> str:
    """The first 16 hex digits of the SHA-256 of the raw public key."""
    from cryptography.hazmat.primitives import serialization

    raw = (
        _private_key()
        .public_key()
        .public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    )
    return hashlib.sha256(raw).hexdigest()[:16]


def origin() -> str:
    return urlsplit(settings.SITE_URL).netloc or "sagentum"


def body(size: int, root_hash: str, timestamp: str) -> dict:
    return {"origin": origin(), "size": size, "root_hash": root_hash, "timestamp": timestamp}


def canonical(document: dict) -> bytes:
    return json.dumps(document, sort_keys=True, separators=(",", ":")).encode()


def leaves(upto: int | None = None, after: int = 0) -> Iterator[bytes]:
    """The leaf hashes in ``seq`` order, streamed in chunks (the first ``upto`` only,
    from the one after the first ``after``)."""
    entries = ChangelogEntry.objects.order_by("seq")
    if upto is not None:
        entries = entries.filter(seq__lte=upto)
    if after:
        entries = entries.filter(seq__gt=after)
    for entry_hash in entries.values_list("entry_hash", flat=True).iterator(chunk_size=CHUNK):
        yield merkle.leaf_hash(bytes.fromhex(entry_hash))


@dataclass(frozen=True)
class SignedCheckpoint:
    size: int
    root_hash: str
    timestamp: str
    key_id: str
    signature: str

    def document(self) -> dict:
        return {
            **body(self.size, self.root_hash, self.timestamp),
            "key_id": self.key_id,
            "signature": self.signature,
        }


def _signed(row: Checkpoint) -> SignedCheckpoint:
    stamp = row.created_at.isoformat().replace("+00:00", "Z")
    return SignedCheckpoint(row.size, row.root_hash, stamp, row.key_id, row.signature)


def latest_checkpoint() -> SignedCheckpoint | None:
    """The newest checkpoint, signing a new one first when the log has grown since."""
    size = ChangelogEntry.objects.size()
    newest = Checkpoint.objects.first()
    if newest is not None and newest.size >= size:
        return _signed(newest)
    if size == 0:
        return None
    with transaction.atomic():
        # From the newest checkpoint's right edge: only the entries added since are read.
        start, frontier = (newest.size, _frontier(newest)) if newest is not None else (0, [])
        if frontier is None:  # a checkpoint kept before right edges were
            start, frontier = 0, []
        frontier, added = merkle.frontier_extend(frontier, leaves(size, after=start))
        counted, root = start + added, merkle.frontier_root(frontier)
        now = timezone.now().replace(microsecond=0)
        stamp = now.isoformat().replace("+00:00", "Z")
        signature = _private_key().sign(canonical(body(counted, root.hex(), stamp)))
        row, _ = Checkpoint.objects.get_or_create(
            size=counted,
            defaults={
                "root_hash": root.hex(), "created_at": now, "key_id": key_id(),
                "signature": base64.b64encode(signature).decode(),
                "frontier": [[height, node.hex()] for height, node in frontier],
            },
        )  # fmt: skip
    return _signed(row)


def _frontier(row: Checkpoint) -> merkle.Frontier | None:
    if not row.frontier and row.size:
        return None
    return [(int(height), bytes.fromhex(node)) for height, node in row.frontier]


def verify_signature(document: dict, public_pem: str | None = None) -> bool:
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.serialization import load_pem_public_key

    key = load_pem_public_key((public_pem or public_key_pem()).encode())
    try:
        signed = body(document["size"], document["root_hash"], document["timestamp"])
        signed["origin"] = document["origin"]
        key.verify(base64.b64decode(document["signature"]), canonical(signed))
    except (InvalidSignature, KeyError, TypeError, ValueError):
        return False
    return True


def _tree(size: int) -> list[bytes]:
    """The leaf hashes of the first ``size`` entries; ``ValueError`` when the log is shorter."""
    hashes = list(leaves(size))
    if len(hashes) < size:
        raise ValueError(f"the log holds {len(hashes)} entries, fewer than {size}")
    return hashes


def inclusion(seq: int, size: int) -> dict:
    """The proof that entry ``seq`` is in the tree of the first ``size`` entries."""
    if not 1 <= seq <= size:
        raise ValueError(f"seq must be between 1 and the tree size, {size}")
    hashes = _tree(size)
    proof = merkle.inclusion_proof(seq - 1, hashes)
    entry_hash = ChangelogEntry.objects.values_list("entry_hash", flat=True).get(seq=seq)
    return {
        "seq": seq, "leaf_index": seq - 1, "tree_size": size, "entry_hash": entry_hash,
        "leaf_hash": hashes[seq - 1].hex(), "root_hash": merkle.root(hashes).hex(),
        "proof": [node.hex() for node in proof],
    }  # fmt: skip


def consistency(first: int, second: int) -> dict:
    """The proof that the tree of ``first`` entries is a prefix of the tree of ``second``."""
    if not 1 <= first <= second:
        raise ValueError(f"first must be between 1 and second, {second}")
    hashes = _tree(second)
    return {
        "first": first, "second": second,
        "first_root": merkle.root(hashes[:first]).hex(),
        "second_root": merkle.root(hashes).hex(),
        "proof": [node.hex() for node in merkle.consistency_proof(first, hashes)],
    }  # fmt: skip


# ---------------------------------------------------------------- C2SP checkpoints


def log_key() -> signed_note.VerifierKey:
    """The changelog's key as signed notes name it: the origin, Ed25519."""
    return signed_note.VerifierKey(
        origin(), signed_note.ED25519, signed_note.public_bytes(_private_key())
    )


def checkpoint_text(size: int, root_hash: str) -> str:
    """A checkpoint's C2SP tlog-checkpoint text: origin, tree size, base64 root."""
    return str(signed_note.CheckpointText(origin(), size, bytes.fromhex(root_hash)))


def checkpoint_note(signed: SignedCheckpoint) -> str:
    """The checkpoint as a C2SP signed note, signed with the changelog's key (Ed25519 is
    deterministic: the same checkpoint gives the same note), followed by the witnesses'
    cosignatures kept for it."""
    text = checkpoint_text(signed.size, signed.root_hash)
    note = signed_note.sign(text, origin(), _private_key())
    lines = Cosignature.objects.filter(checkpoint__size=signed.size, signed_text=text).values_list(
        "line", flat=True
    )
    return note + "".join(f"{line}\n" for line in lines)


@dataclass(frozen=True)
class Witness:
    key: signed_note.VerifierKey
    url: str  # its add-checkpoint endpoint ("" when it only sends cosignatures)


def witnesses() -> list[Witness]:
    """The witnesses ``CHANGELOG_WITNESSES`` configures (checked when settings load)."""
    return [
        Witness(signed_note.VerifierKey.parse(key), url)
        for key, url in settings.CHANGELOG_WITNESSES
    ]


def witness_status() -> list[dict]:
    """Each configured witness with its newest kept cosignature (size and time), if any."""
    status = []
    for witness in witnesses():
        newest = (
            Cosignature.objects.filter(witness=witness.key.name, key_id=witness.key.id.hex())
            .select_related("checkpoint")
            .order_by("-checkpoint__size")
            .first()
        )
        status.append({
            "name": witness.key.name,
            "size": newest.checkpoint.size if newest else None,
            "cosigned_at": newest.cosigned_at if newest else None,
        })  # fmt: skip
    return status


class CosignatureRefused(ValueError):
    """A cosigned note that is not kept, with the reason in words."""


def accept_cosignatures(note: str) -> list[Cosignature]:
    """Keep the cosignatures of configured witnesses on one of the changelog's checkpoints:
    ``note`` is the checkpoint note with the witnesses' lines (as a witness returns them
    appended to it). Every line from a configured witness must verify; lines from other
    keys are ignored; a witness's second cosignature of a checkpoint is not kept again.
    Returns the cosignatures kept now."""
    known = [witness.key for witness in witnesses()]
    if not known:
        raise CosignatureRefused("This site has no witnesses configured (CHANGELOG_WITNESSES).")
    try:
        text, signatures = signed_note.split(note)
        checkpoint = signed_note.CheckpointText.parse(text)
    except signed_note.NoteError as error:
        raise CosignatureRefused(f"Not a checkpoint note: {error}.") from None
    if checkpoint.origin != origin():
        raise CosignatureRefused(f"The checkpoint's origin is not this log's ({origin()}).")
    row = Checkpoint.objects.filter(size=checkpoint.size, root_hash=checkpoint.root.hex()).first()
    if row is None:
        raise CosignatureRefused(
            f"This log signed no checkpoint of {checkpoint.size} entries with that root hash."
        )
    try:
        _, verified = signed_note.open_note(note, known)
    except signed_note.NoteError as error:
        raise CosignatureRefused(f"The cosignatures do not verify: {error}.") from None
    kept = []
    with transaction.atomic():
        for signature in signatures:
            key = next(
                (k for k in verified if (k.name, k.id) == (signature.name, signature.key_id)), None
            )
            if key is None:
                continue
            stamp = signed_note.cosignature_time(signature)
            moment = datetime.datetime.fromtimestamp(stamp, tz=datetime.UTC)
            line = signature.line.rstrip("\n")
            cosignature, created = Cosignature.objects.get_or_create(
                checkpoint=row, witness=key.name, key_id=key.id.hex(),
                defaults={"signed_text": text, "cosigned_at": moment, "line": line},
            )  # fmt: skip
            if created:
                kept.append(cosignature)
    if kept:
        pagecache.changed("changelog")  # the changelog page names the witnesses
    return kept
