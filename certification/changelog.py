"""The public changelog: appending entries and verifying the hash chain.

Each entry stores ``prev_hash`` (the previous entry's hash, 64 zeros for the
first) and ``entry_hash = SHA-256(canonical JSON of prev_hash and the
entry's content)``. Anyone holding the entries (page, feed or API) can
recompute the chain; ``manage.py verify_changelog`` does.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from django.db import connection, transaction
from django.utils import timezone

from certification.models import ChangelogEntry, Server

GENESIS = "0" * 64
ADVISORY_LOCK_ID = 0x5A6E7C1  # serialises appends on PostgreSQL


def entry_content(entry: ChangelogEntry) -> dict[str, Any]:
    """The fields the hash covers, in a stable form."""
    return {
        "seq": entry.seq,
        "kind": entry.kind,
        "created_at": entry.created_at.isoformat(timespec="microseconds"),
        # Version 2 names the server by its id, which never changes; version 1 (entries
        # made before) by its slug, as they were hashed.
        "server": (entry.server_id if entry.content_version >= 2 else entry.server.slug)
        if entry.server_id
        else None,
        "title": entry.title,
        "body": entry.body,
        "data": entry.data,
    }


def compute_hash(prev_hash: str, content: dict[str, Any]) -> str:
    canonical = json.dumps(
        {"prev_hash": prev_hash, "content": content},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
    )
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


@transaction.atomic
def changelog_append(
    *,
    kind: str,
    title: str,
    body: str = "",
    server: Server | None = None,
    data: dict[str, Any] | None = None,
) -> ChangelogEntry:
    """Append one entry. Called inside the transaction that makes the change it records."""
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s)", [ADVISORY_LOCK_ID])
    last = ChangelogEntry.objects.order_by("-seq").first()
    entry = ChangelogEntry(
        seq=(last.seq + 1) if last else 1,
        kind=kind,
        created_at=timezone.now(),
        server=server,
        title=title[:300],
        body=body,
        data=data or {},
        prev_hash=last.entry_hash if last else GENESIS,
    )
    entry.entry_hash = compute_hash(entry.prev_hash, entry_content(entry))
    entry.save()
    return entry


@dataclass(frozen=True)
class ChainBreak:
    seq: int
    problem: str


def verify_chain(entries) -> list[ChainBreak]:
    """Recompute every hash in ``seq`` order; an empty list means the chain is intact."""
    breaks: list[ChainBreak] = []
    expected_prev, expected_seq = GENESIS, 1
    for entry in entries:
        if entry.seq != expected_seq:
            breaks.append(ChainBreak(entry.seq, f"expected entry #{expected_seq} here"))
        if entry.prev_hash != expected_prev:
            breaks.append(ChainBreak(entry.seq, "prev_hash does not match the previous entry"))
        if compute_hash(entry.prev_hash, entry_content(entry)) != entry.entry_hash:
            breaks.append(ChainBreak(entry.seq, "content does not match its hash"))
        expected_prev, expected_seq = entry.entry_hash, entry.seq + 1
    return breaks
