"""What one documentation collection has read so far, and what it may still spend.

The bounds are given by ``collect_documentation`` when a collection starts (the
package's ``MAX_DOCUMENTS``, ``MAX_DOCUMENT_BYTES`` and ``FETCH_TIMEOUT``).
"""

from __future__ import annotations

import codecs
import contextlib
import re
import time
from dataclasses import dataclass, field

from assessments.observations import Document, Unavailable

MIN_FETCH_TIME = 0.5  # less time left than this: skip the fetch rather than start it
CHARSET = re.compile(r"charset=[\"']?([\w.:\-]+)", re.IGNORECASE)


@dataclass
class _Collected:
    """What has been read so far, in the order of precedence."""

    max_documents: int
    max_bytes: int  # of one document
    documents: list[Document] = field(default_factory=list)
    unavailable: list[Unavailable] = field(default_factory=list)
    manifests: list[tuple[str, str, bool]] = field(default_factory=list)  # origin, text, strict
    skipped: list[str] = field(default_factory=list)
    reserved: int = 0  # room kept for a document still to come (the documentation page)
    licence: str | None = None

    def add_document(self, origin: str, text: str) -> None:
        if len(self.documents) >= self.max_documents - self.reserved:
            self.skipped.append(origin)
        else:
            self.documents.append(Document(origin=origin, text=text))

    def note(self, label: str, detail: str) -> None:
        self.unavailable.append(Unavailable(label, detail))


class _Budget:
    """The time left for all fetches of one collection, and the bytes one fetch may read."""

    def __init__(self, seconds: float, *, fetch_timeout: float, max_bytes: int) -> None:
        self.deadline = time.monotonic() + seconds
        self.fetch_timeout = fetch_timeout
        self.max_bytes = max_bytes

    def timeout(self) -> float | None:
        left = self.deadline - time.monotonic()
        return min(self.fetch_timeout, left) if left >= MIN_FETCH_TIME else None


def _decode(data: bytes, content_type: str = "") -> str:
    match = CHARSET.search(content_type)
    encoding = "utf-8"
    if match:
        with contextlib.suppress(LookupError):
            encoding = codecs.lookup(match.group(1)).name
    return data.decode(encoding, errors="replace").lstrip("\ufeff")
