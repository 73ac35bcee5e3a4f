"""``manage.py verify_changelog [--checkpoint FILE]``: check the public changelog.

Recomputes the hash chain, streaming the entries in chunks (exit 1 if it breaks). With
``--checkpoint``, also checks a checkpoint saved earlier, as JSON (from
``/changelog/checkpoint``) or as a C2SP signed note (from ``/changelog/checkpoint.txt``):
its signature, and that today's log still holds exactly the tree it signed, by
recomputing the root of its first ``size`` entries and a consistency proof from that
size to today's. A deleted tail, or a history rewritten and re-hashed, fails here.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from certification import merkle, signed_note, transparency
from certification.changelog import verify_chain
from certification.models import ChangelogEntry

CHUNK = 2000


class Command(BaseCommand):
    help = "Recompute the changelog's hash chain and check a saved checkpoint (exit 1 if not)."

    def add_arguments(self, parser) -> None:
        parser.add_argument(
            "--checkpoint",
            metavar="FILE",
            help="a checkpoint saved from /changelog/checkpoint (JSON) or "
            "/changelog/checkpoint.txt (C2SP signed note)",
        )

    def handle(self, *args, **options):
        started = time.monotonic()
        saved = _load(options["checkpoint"]) if options["checkpoint"] else None
        entries = ChangelogEntry.objects.select_related("server").order_by("seq")
        breaks = verify_chain(entries.iterator(chunk_size=CHUNK))
        if breaks:
            for item in breaks:
                self.stderr.write(f"entry #{item.seq}: {item.problem}")
            self.stderr.write(f"The changelog hash chain is broken ({len(breaks)} problem(s)).")
            sys.exit(1)
        count = entries.count()
        last = entries.values_list("seq", "entry_hash").last()
        head = f"; head #{last[0]} {last[1]}" if last else ""
        self.stdout.write(f"The changelog hash chain is intact: {count} entries{head}.")
        if saved is not None:
            problem = _check(saved, count)
            if problem:
                self.stderr.write(f"The saved checkpoint does not hold: {problem}")
                sys.exit(1)
            self.stdout.write(
                f"The checkpoint of {saved['size']} entries ({saved['timestamp']}) holds: its "
                f"signature is good and today's log of {count} entries extends it."
            )
        self.stdout.write(f"Checked in {time.monotonic() - started:.2f} s.")


def _load(path: str) -> dict:
    try:
        text = Path(path).read_text()
        if not text.lstrip().startswith("{"):
            return _load_note(path, text)
        document = json.loads(text)
    except (OSError, ValueError) as error:
        raise CommandError(f"{path}: not a readable checkpoint ({error})", returncode=2) from None
    fields = ("origin", "size", "root_hash", "timestamp", "signature")
    if not isinstance(document, dict) or any(name not in document for name in fields):
        raise CommandError(f"{path}: a checkpoint has {', '.join(fields)}", returncode=2)
    return document


def _load_note(path: str, note: str) -> dict:
    """A C2SP signed note's checkpoint, with whether the site's key signed it."""
    try:
        text, _signatures = signed_note.split(note)
        checkpoint = signed_note.CheckpointText.parse(text)
    except signed_note.NoteError as error:
        raise CommandError(f"{path}: not a readable checkpoint ({error})", returncode=2) from None
    try:
        signed_note.open_note(note, [transparency.log_key()])
        signed = True
    except signed_note.NoteError:
        signed = False
    return {
        "origin": checkpoint.origin, "size": checkpoint.size,
        "root_hash": checkpoint.root.hex(), "timestamp": "a signed note", "note_signed": signed,
    }  # fmt: skip


def _check(saved: dict, count: int) -> str | None:
    if "note_signed" in saved:
        if not saved["note_signed"]:
            return "its note signature does not verify with this site's key"
        if saved["origin"] != transparency.origin():
            return f"it is a checkpoint of {saved['origin']}, not of this log"
    elif not transparency.verify_signature(saved):
        return "its signature does not verify with this site's public key"
    size = saved["size"]
    if not isinstance(size, int) or size < 1:
        return "its size is not a positive number"
    if size > count:
        return f"it signed {size} entries and the log now holds {count}: entries were deleted"
    old_root, _ = merkle.root_streamed(transparency.leaves(size))
    if old_root.hex() != saved["root_hash"]:
        return f"the first {size} entries no longer have the root it signed: history was rewritten"
    proof = transparency.consistency(size, count)
    if not merkle.verify_consistency(
        size, count, bytes.fromhex(saved["root_hash"]), bytes.fromhex(proof["second_root"]),
        [bytes.fromhex(node) for node in proof["proof"]],
    ):  # fmt: skip
        return f"no consistency from {size} to {count} entries"
    return None
