"""Text from outside made fit to store: what PostgreSQL refuses in text and JSON."""

from __future__ import annotations

from typing import Any


def without_nul(value: Any) -> Any:
    """``value`` with every NUL character in its strings (and keys) made U+FFFD."""
    if isinstance(value, str):
        return value.replace("\x00", "\ufffd")
    if isinstance(value, list):
        return [without_nul(item) for item in value]
    if isinstance(value, dict):
        return {without_nul(key): without_nul(item) for key, item in value.items()}
    return value
