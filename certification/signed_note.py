"""C2SP signed notes, the checkpoints transparency logs share, and witness cosignatures.

The formats other logs and their tools use (https://c2sp.org/signed-note,
https://c2sp.org/tlog-checkpoint, https://c2sp.org/tlog-cosignature), so that
verifiers and witnesses written for them (Go's ``golang.org/x/mod/sumdb/note``, the
witness network's tooling) can follow the changelog:

- A **note** is UTF-8 text ending in a newline, a blank line, then one signature line
  per key: ``— <key name> <base64(key ID || signature)>`` (an em dash, U+2014).
- An Ed25519 key's **ID** is the first 4 bytes of SHA-256(name || 0x0A || 0x01 ||
  public key); its **verifier key** is ``<name>+<ID in hex>+<base64(0x01 || public key)>``.
- A **checkpoint** is a note whose text is ``<origin>\\n<tree size>\\n<base64 root>\\n``
  (then optional extension lines), signed by the log under a key named as the origin.
- A **cosignature** is a witness's line on the same note: its key ID uses 0x04 in place
  of 0x01, and it signs ``cosignature/v1\\ntime <seconds>\\n`` followed by the note text,
  carrying the 8-byte big-endian time before the 64-byte signature.

Pure: no database, no settings.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
import struct
from dataclasses import dataclass

ED25519 = 0x01
COSIGNATURE_V1 = 0x04
DASH = "\u2014 "
MAX_SIGNATURES = 100
NAME = re.compile(r"^[^\s+]+$")  # a key name: no spaces, no plus sign, not empty


class NoteError(ValueError):
    """A note, key or checkpoint that is not well-formed, or a signature that fails."""


# ---------------------------------------------------------------- keys


def key_id(name: str, algorithm: int, public: bytes) -> bytes:
    return hashlib.sha256(name.encode() + b"\n" + bytes([algorithm]) + public).digest()[:4]


@dataclass(frozen=True)
class VerifierKey:
    """A key that may sign notes: a log's (Ed25519) or a witness's (cosignature/v1)."""

    name: str
    algorithm: int
    public: bytes

    @property
    def id(self) -> bytes:
        return key_id(self.name, self.algorithm, self.public)

    def __str__(self) -> str:
        encoded = base64.b64encode(bytes([self.algorithm]) + self.public).decode()
        return f"{self.name}+{self.id.hex()}+{encoded}"

    @classmethod
    def parse(cls, text: str) -> VerifierKey:
        """``name+hexid+base64`` as the Go tools write it; the ID must match."""
        parts = text.strip().split("+", 2)  # the base64 key may hold "+" itself
        if (
            len(parts) != 3
            or not NAME.match(parts[0])
            or not re.fullmatch(r"[0-9a-f]{8}", parts[1])
        ):
            raise NoteError("a verifier key is name+8 hex digits+base64 key")
        try:
            raw = base64.b64decode(parts[2], validate=True)
        except binascii.Error:
            raise NoteError("the verifier key's last part is not base64") from None
        if len(raw) != 33 or raw[0] not in (ED25519, COSIGNATURE_V1):
            raise NoteError("only Ed25519 keys (type 0x01) and cosignature/v1 keys (0x04)")
        key = cls(parts[0], raw[0], raw[1:])
        if key.id.hex() != parts[1]:
            raise NoteError("the verifier key's ID does not match its name and key")
        return key

    def verify(self, message: bytes, signature: bytes) -> bool:
        from cryptography.exceptions import InvalidSignature
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

        try:
            Ed25519PublicKey.from_public_bytes(self.public).verify(signature, message)
        except (InvalidSignature, ValueError):
            return False
        return True


def public_bytes(private_key) -> bytes:
    from cryptography.hazmat.primitives import serialization

    return private_key.public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw
    )


# ---------------------------------------------------------------- notes


def check_text(text: str) -> None:
    if not text.endswith("\n") or "\n\n" in text or text.startswith("\n"):
        raise NoteError("a note's text ends in a newline and holds no blank line")
    if any(ord(c) < 0x20 and c != "\n" for c in text):
        raise NoteError("a note's text holds no control characters")


def signature_line(name: str, signed: bytes, key: bytes) -> str:
    return f"{DASH}{name} {base64.b64encode(key + signed).decode()}\n"


def sign(text: str, name: str, private_key) -> str:
    """``text`` as a note signed by ``private_key`` (Ed25519) under ``name``."""
    check_text(text)
    if not NAME.match(name):
        raise NoteError("a key name has no spaces or plus signs")
    signature = private_key.sign(text.encode())
    return (
        text
        + "\n"
        + signature_line(name, signature, key_id(name, ED25519, public_bytes(private_key)))
    )


@dataclass(frozen=True)
class Signature:
    name: str
    key_id: bytes
    signed: bytes  # what follows the key ID: a signature, or a time and a signature

    @property
    def line(self) -> str:
        return signature_line(self.name, self.signed, self.key_id)


def split(note: str) -> tuple[str, list[Signature]]:
    """(text, signatures) of a note; ``NoteError`` when it is not well-formed."""
    at = note.rfind("\n\n")
    if at < 0 or not note.endswith("\n"):
        raise NoteError("a note is text, a blank line and signature lines")
    text, lines = note[: at + 1], note[at + 2 :].splitlines()
    check_text(text)
    if not lines or len(lines) > MAX_SIGNATURES:
        raise NoteError(f"a note has 1 to {MAX_SIGNATURES} signature lines")
    signatures = []
    for line in lines:
        if not line.startswith(DASH):
            raise NoteError("a signature line starts with an em dash and a space")
        name, _, encoded = line[len(DASH) :].partition(" ")
        try:
            raw = base64.b64decode(encoded, validate=True)
        except binascii.Error:
            raise NoteError(f"the signature of {name!r} is not base64") from None
        if not NAME.match(name) or len(raw) < 5:
            raise NoteError("a signature line is a key name and base64(key ID || signature)")
        signatures.append(Signature(name, raw[:4], raw[4:]))
    return text, signatures


def open_note(note: str, keys: list[VerifierKey]) -> tuple[str, list[VerifierKey]]:
    """The note's text and the known keys whose signatures verify. A signature by a known
    key that fails rejects the note; unknown signers are ignored; none verified fails."""
    text, signatures = split(note)
    verified = []
    for signature in signatures:
        for key in keys:
            if (key.name, key.id) != (signature.name, signature.key_id) or key in verified:
                continue
            message, sig = _signed_message(key, text, signature.signed)
            if not key.verify(message, sig):
                raise NoteError(f"the signature of {key.name} does not verify")
            verified.append(key)
    if not verified:
        raise NoteError("no known key signed this note")
    return text, verified


def _signed_message(key: VerifierKey, text: str, signed: bytes) -> tuple[bytes, bytes]:
    if key.algorithm == COSIGNATURE_V1:
        if len(signed) != 72:
            return b"", b""
        (timestamp,) = struct.unpack(">Q", signed[:8])
        return cosigned_message(text, timestamp), signed[8:]
    return text.encode(), signed


# ---------------------------------------------------------------- checkpoints


@dataclass(frozen=True)
class CheckpointText:
    origin: str
    size: int
    root: bytes
    extensions: tuple[str, ...] = ()

    def __str__(self) -> str:
        lines = [self.origin, str(self.size), base64.b64encode(self.root).decode()]
        return "\n".join([*lines, *self.extensions]) + "\n"

    @classmethod
    def parse(cls, text: str) -> CheckpointText:
        check_text(text)
        lines = text[:-1].split("\n")
        if len(lines) < 3 or not lines[0]:
            raise NoteError("a checkpoint is an origin, a tree size and a root hash")
        if not re.fullmatch(r"0|[1-9][0-9]{0,19}", lines[1]):
            raise NoteError("a checkpoint's tree size is a decimal number")
        try:
            root = base64.b64decode(lines[2], validate=True)
        except binascii.Error:
            raise NoteError("a checkpoint's root hash is base64") from None
        if len(root) != 32:
            raise NoteError("a checkpoint's root hash is 32 bytes")
        return cls(lines[0], int(lines[1]), root, tuple(lines[3:]))


# ---------------------------------------------------------------- cosignatures


def cosigned_message(text: str, timestamp: int) -> bytes:
    return f"cosignature/v1\ntime {timestamp}\n".encode() + text.encode()


def cosign(text: str, name: str, private_key, timestamp: int) -> str:
    """A witness's cosignature line on a checkpoint's text (used by tests and operators
    who run a witness of their own)."""
    public = public_bytes(private_key)
    signature = private_key.sign(cosigned_message(text, timestamp))
    return signature_line(
        name, struct.pack(">Q", timestamp) + signature, key_id(name, COSIGNATURE_V1, public)
    )


def cosignature_time(signature: Signature) -> int | None:
    """The time a cosignature states (seconds since the epoch), if it is one."""
    if len(signature.signed) != 72:
        return None
    return struct.unpack(">Q", signature.signed[:8])[0]
