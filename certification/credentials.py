"""Owner-supplied test credentials: encrypted at rest, used for one assessment, then deleted.

Fernet (from ``cryptography``) with a key from ``CREDENTIALS_KEY``, or derived
from ``SECRET_KEY`` when that is unset. Values never appear in logs,
evidence, reports or pages: only the harness's request headers carry them.
"""

from __future__ import annotations

import base64
import hashlib
import json

from cryptography.fernet import Fernet, InvalidToken
from django.conf import settings


def _fernet(purpose: str = "test-credentials") -> Fernet:
    """A key per purpose, all from the one key material, so one ciphertext cannot be
    passed off as another kind."""
    material = settings.CREDENTIALS_KEY or settings.SECRET_KEY
    digest = hashlib.sha256(f"sagentum-{purpose}:".encode() + material.encode()).digest()
    return Fernet(base64.urlsafe_b64encode(digest))


def encrypt_text(purpose: str, text: str) -> str:
    return _fernet(purpose).encrypt(text.encode()).decode("ascii")


def decrypt_text(purpose: str, ciphertext: str) -> str | None:
    """The text, or None when it cannot be read (empty, or the key changed)."""
    try:
        return _fernet(purpose).decrypt(ciphertext.encode("ascii")).decode()
    except (InvalidToken, ValueError):
        return None


def encrypt_secrets(
    *,
    headers: dict[str, str],
    arguments: dict[str, dict],
    environment: dict[str, str] | None = None,
) -> bytes:
    """Request headers (credentials), the owner's working arguments and a package's test
    environment variables, encrypted together."""
    data = {"headers": headers, "arguments": arguments, "environment": environment or {}}
    return _fernet().encrypt(json.dumps(data).encode())


def decrypt_secrets(
    ciphertext: bytes,
) -> tuple[dict[str, str], dict[str, dict], dict[str, str]]:
    """(headers, arguments, environment), empty when the key changed since they were
    stored."""
    try:
        data = json.loads(_fernet().decrypt(bytes(ciphertext)))
    except (InvalidToken, ValueError):
        data = {}
    return data.get("headers", {}), data.get("arguments", {}), data.get("environment", {})
