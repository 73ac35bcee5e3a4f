"""Recompute the changelog hash chain; exit 1 if it breaks."""

from __future__ import annotations

import sys

from django.core.management.base import BaseCommand

from certification.changelog import verify_chain
from certification.models import ChangelogEntry


class Command(BaseCommand):
    help = "Recompute the public changelog's hash chain and report any break (exit 1)."

    def handle(self, *args, **options):
        entries = ChangelogEntry.objects.select_related("server").order_by("seq")
        breaks = verify_chain(entries.iterator())
        count = entries.count()
        if breaks:
            for item in breaks:
                self.stderr.write(f"entry #{item.seq}: {item.problem}")
            self.stderr.write(f"The changelog hash chain is broken ({len(breaks)} problem(s)).")
            sys.exit(1)
        last = entries.last()
        head = f"; head #{last.seq} {last.entry_hash}" if last else ""
        self.stdout.write(f"The changelog hash chain is intact: {count} entries{head}.")
