"""``manage.py sweep --tier TYPE [--stale-days N] [--limit N]``: queue stale assessments."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from assessments.sweeps import sweep

TIERS = ("documentation", "static", "full")


class Command(BaseCommand):
    help = (
        "Queue assessments of TYPE for listed servers whose last one is older than N days, "
        "in batches, without flooding the broker; per-host limits apply when they run."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("--tier", required=True, choices=TIERS)
        parser.add_argument("--stale-days", type=int, default=30, metavar="N")
        parser.add_argument("--limit", type=int, default=500, metavar="N")

    def handle(self, *args, **options) -> None:
        if options["stale_days"] < 0 or options["limit"] < 1:
            raise CommandError("--stale-days must be 0 or more and --limit 1 or more",
                               returncode=2)  # fmt: skip
        summary = sweep(options["tier"], stale_days=options["stale_days"], limit=options["limit"])
        self.stdout.write(f"{summary.queued} {options['tier']} assessments queued")
        for reason, count in summary.not_queued.most_common():
            self.stdout.write(f"  {count} not queued: {reason}")
