"""``manage.py request_cosignatures``: ask the configured witnesses to cosign the newest
checkpoint (C2SP tlog-witness add-checkpoint) and keep what they return."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from certification import transparency, witnessing


class Command(BaseCommand):
    help = "Send the newest changelog checkpoint to each witness and keep its cosignature."

    def handle(self, *args, **options):
        asked = [witness for witness in transparency.witnesses() if witness.url]
        if not asked:
            raise CommandError(
                "No witness with an add-checkpoint URL is configured: set CHANGELOG_WITNESSES "
                "to 'VERIFIER_KEY URL' items (docs/public-record.md)."
            )
        outcomes = witnessing.request_cosignatures()
        if not outcomes:
            self.stdout.write("The changelog is empty: there is no checkpoint to cosign.")
            return
        for outcome in outcomes:
            if outcome.problem:
                self.stderr.write(f"{outcome.witness}: {outcome.problem}")
            else:
                self.stdout.write(f"{outcome.witness}: {outcome.kept} cosignature(s) kept.")
        if any(outcome.problem for outcome in outcomes):
            raise CommandError("Some witnesses did not cosign; they are asked again next time.")
