"""``manage.py verify CLAIM_ID``: one verification check now (docs/ownership.md).

Prints the outcome. Exit 0 verified, 1 not verified (the reason printed, also
for a claim that can no longer be checked: expired, ended, or a co-owner's),
2 bad arguments (not a number, or no such claim).
"""

from __future__ import annotations

import sys

from django.core.management.base import BaseCommand, CommandError

from verification import services
from verification.models import Claim


class Command(BaseCommand):
    help = "Run one verification check of a claim now and print the outcome."

    def add_arguments(self, parser):
        parser.add_argument("claim_id", help="the claim's id")

    def handle(self, *args, **options):
        raw = options["claim_id"]
        if not str(raw).isdigit():
            raise CommandError(
                f"CLAIM_ID must be a positive whole number, not {raw!r}", returncode=2
            )
        claim = Claim.objects.select_related("server").filter(pk=int(raw)).first()
        if claim is None:
            raise CommandError(f"no claim with id {raw}", returncode=2)
        try:
            check = services.claim_check(claim=claim)
        except services.ClaimError as error:
            self.stdout.write(f"not verified: claim {claim.pk} is {claim.status} — {error}")
            sys.stdout.flush()
            sys.exit(1)
        claim.refresh_from_db()
        if check.verified:
            self.stdout.write(
                f"verified: claim {claim.pk} on {claim.server.slug} — {check.detail} "
                f"(status {claim.status})"
            )
            return
        self.stdout.write(f"not verified: {check.label} — {check.detail}")
        if claim.status == "verified":
            self.stdout.write(
                "the claim stays verified: checks run by hand are not counted "
                f"({claim.consecutive_failures} failed weekly checks in a row)"
            )
        if check.looked_at:
            self.stdout.write(f"looked at: {check.looked_at}")
        if check.found_at:
            self.stdout.write(f"found at: {check.found_at}")
        sys.stdout.flush()
        sys.exit(1)
