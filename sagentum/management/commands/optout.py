"""``manage.py optout``: record (staff path) or withdraw an opt-out (docs/opt-out.md).

Exit 0 done; 1 nothing to do (already opted out, or nothing to withdraw);
2 bad arguments.
"""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError
from django.core.validators import validate_email

from assessments.services import assessments_after_optout
from certification.listing_rules import same_endpoint
from certification.models import Server
from optouts import services


class Command(BaseCommand):
    help = "Record an opt-out from live testing (in effect at once), or withdraw it."

    def add_arguments(self, parser):
        which = parser.add_mutually_exclusive_group(required=True)
        which.add_argument("--server", help="the server's slug")
        which.add_argument("--endpoint", help="the server's endpoint URL")
        parser.add_argument("--contact", required=True, help="who asked (e-mail address)")
        parser.add_argument("--withdraw", action="store_true", help="withdraw the opt-out")

    def handle(self, *args, **options):
        contact = options["contact"].strip()
        try:
            validate_email(contact)
        except ValidationError:
            raise CommandError(f"{contact!r} is not an e-mail address", returncode=2) from None
        if options["server"]:
            server = Server.objects.filter(slug=options["server"]).first()
            named = f"slug {options['server']!r}"
        else:
            server = same_endpoint(options["endpoint"])
            named = f"endpoint {options['endpoint']!r}"
        if server is None:
            raise CommandError(f"no server with {named}", returncode=2)
        try:
            if options["withdraw"]:
                services.optout_withdraw(
                    server=server, note=f"withdrawn by staff at the request of {contact}"
                )
                self.stdout.write(f"withdrawn: {server.slug} may be live-tested again")
            else:
                optout = services.optout_by_command(server=server, contact_email=contact)
                assessments_after_optout(optout=optout)
                self.stdout.write(
                    f"opted out: {server.slug} (opt-out {optout.pk}, in effect "
                    f"{optout.effective_at:%Y-%m-%d %H:%M} UTC); no live-test request will "
                    "reach it"
                )
        except services.OptOutError as error:
            raise CommandError(str(error), returncode=1) from None
