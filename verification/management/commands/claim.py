"""``manage.py claim``: the staff path to a pending ownership claim (docs/ownership.md).

Prints one JSON object: the claim's id, its method, where to publish (the DNS
name, the file path, or for ``--method package`` the package and exact version
read) and the value with the claim's token (for a package also ``mcp_name``, the name
it must carry beside it). Exit 2 on bad
arguments or a claim that cannot be made (the reason is printed).
"""

from __future__ import annotations

import json

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError
from django.core.validators import validate_email

from certification.models import Server, User
from verification import selectors, services
from verification.models import Claim


class Command(BaseCommand):
    help = "Create a pending ownership claim for a user (created if new) and print what to publish."

    def add_arguments(self, parser):
        parser.add_argument("--server", required=True, help="the server's slug")
        parser.add_argument("--email", required=True, help="the claimant's e-mail address")
        parser.add_argument("--method", required=True, choices=["dns", "repo", "package"])
        parser.add_argument(
            "--domain", default=None, help="for dns: the endpoint's host or a parent domain"
        )
        parser.add_argument(
            "--package",
            default=None,
            help="for package: npm:NAME or pypi:NAME of a listed package (default: the first)",
        )

    def handle(self, *args, **options):
        server = Server.objects.filter(slug=options["server"]).first()
        if server is None:
            raise CommandError(f"no server with slug {options['server']!r}", returncode=2)
        email = options["email"].strip()
        try:
            validate_email(email)
        except ValidationError:
            raise CommandError(f"{email!r} is not an e-mail address", returncode=2) from None
        if options["domain"] is not None and not options["domain"].strip():
            raise CommandError("--domain is empty; give a domain or leave it out", returncode=2)
        options["domain"] = (options["domain"] or "").strip()
        if options["domain"] and options["method"] != "dns":
            raise CommandError("--domain applies to --method dns only", returncode=2)
        package = (options["package"] or "").strip()
        if options["package"] is not None and not package:
            raise CommandError("--package is empty; give a package or leave it out", returncode=2)
        if package and options["method"] != "package":
            raise CommandError("--package applies to --method package only", returncode=2)
        try:
            claim = services.claim_for_email(
                email=email,
                server=server,
                method=options["method"],
                domain=options["domain"],
                package=package,
            )
        except services.ClaimError as error:
            user = User.objects.filter(email__iexact=email).first()
            if user is None:  # the account made for the claim went with it
                raise CommandError(str(error), returncode=2) from None
            active = Claim.objects.active().filter(user=user, server=server).first()
            where = f" (claim {active.pk}, {active.status})" if active else ""
            raise CommandError(f"refused for {user.email}: {error}{where}", returncode=2) from None
        instructions = selectors.claim_instructions(claim)
        self.stdout.write(
            json.dumps(
                {
                    "claim": claim.pk,
                    "method": claim.method,
                    "name": instructions["name"],
                    "value": instructions["value"],
                    **{k: v for k, v in instructions.items() if k == "mcp_name"},
                }
            )
        )
