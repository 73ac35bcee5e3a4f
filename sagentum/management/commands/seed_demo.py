"""Load demonstration data. Idempotent: running it twice changes nothing."""

from __future__ import annotations

import hashlib
import secrets

from django.conf import settings
from django.contrib.auth.models import Group
from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils import timezone

from certification.invalidation import public_record_changed
from certification.models import REVIEWERS_GROUP, Server, ServerPackage, User

DEMO_SERVERS = [
    {
        "slug": "sagentum-demo",
        "name": "Sagentum Demo Server",
        "description": "A small, well-behaved MCP server bundled with Sagentum for trying "
        "assessments locally: read-only weather lookups and temperature conversion, with "
        "annotations, output schemas and its own repository on the demo forge.",
        "endpoint_url": "http://127.0.0.1:8765/mcp",
        "documentation_url": "",
        # Its own repository on the demo forge of `make run` (sagentum/demo_mcp.py).
        "repository_url": "http://127.0.0.1:8765/demo/sagentum-demo-server.git",
        "contact_email": "owner@demo.sagentum.test",
    },
    {
        "slug": "demo-forge-tools",
        "name": "Demo Forge Tools",
        "description": "A demo listing whose repository is on the local demo forge of "
        "make run: claim it with a repository file to try ownership verification.",
        "endpoint_url": "",
        "documentation_url": "",
        "repository_url": "https://forge.demo.sagentum.test/demo/forge-tools",
    },
    {
        "slug": "acme-weather",
        "name": "Acme Weather",
        "description": "Forecasts and current conditions for any city, with read-only tools.",
        "endpoint_url": "https://mcp.acme-weather.example/mcp",
        "repository_url": "https://github.com/acme-example/weather-mcp",
        "documentation_url": "https://docs.acme-weather.example/mcp",
        "package_registry": "pypi",
        "package_name": "acme-weather-mcp",
        "contact_email": "mcp@acme-weather.example",
        "packages": [
            {
                "registry_type": "pypi",
                "identifier": "acme-weather-mcp",
                "version": "1.4.0",
                "runtime_hint": "uvx",
                "environment_variables": [
                    {
                        "name": "ACME_WEATHER_KEY",
                        "description": "API key",
                        "is_required": True,
                        "is_secret": True,
                    }
                ],
            }
        ],
    },
    {
        "slug": "ledgerly-books",
        "name": "Ledgerly Books",
        "description": "Bookkeeping for small businesses: read invoices, create draft entries.",
        "endpoint_url": "https://api.ledgerly.example/mcp",
        "transport": "sse",
        "documentation_url": "https://ledgerly.example/docs/mcp",
        "contact_email": "platform@ledgerly.example",
    },
    {
        "slug": "local-files",
        "name": "Local Files",
        "description": "Reads and searches files in a directory on your own machine.",
        "repository_url": "https://github.com/files-example/local-files-mcp",
        "package_registry": "npm",
        "package_name": "@files-example/local-files-mcp",
        "packages": [
            {
                "registry_type": "npm",
                "identifier": "@files-example/local-files-mcp",
                "version": "2.1.0",
                "runtime_hint": "npx",
                "package_arguments": ["/home/sandbox"],
            },
            {
                "registry_type": "oci",
                "identifier": "ghcr.io/files-example/local-files",
                "version": "2.1.0",
                "runtime_hint": "docker",
            },
        ],
    },
    {
        "slug": "filesystem-package",
        "name": "Filesystem (npm package)",
        "description": "The reference filesystem MCP server, listed by its npm package only: "
        "the demo owner can have it fetched from the npm registry and live-tested in the "
        "sandbox (bubblewrap must be installed, and the npm registry reachable).",
        "endpoint_url": "",
        "package_registry": "npm",
        "package_name": "@modelcontextprotocol/server-filesystem",
        "packages": [
            {
                "registry_type": "npm",
                "identifier": "@modelcontextprotocol/server-filesystem",
                "version": "2026.8.31",
                "runtime_hint": "npx",
                "package_arguments": ["/home/sandbox"],
            }
        ],
    },
]

DEMO_ACCOUNTS = [
    ("owner@demo.sagentum.test", "demo-owner-pass", False, False),
    ("reviewer@demo.sagentum.test", "demo-reviewer-pass", True, False),
    ("admin@demo.sagentum.test", "demo-admin-pass", True, True),
]


class Command(BaseCommand):
    help = "Load demo servers (and, with DEBUG on, demo accounts). Idempotent."

    def add_arguments(self, parser):
        parser.add_argument(
            "--no-accounts", action="store_true", help="Do not create the demo accounts."
        )

    @transaction.atomic
    def handle(self, *args, **options):
        created = 0
        for fields in DEMO_SERVERS:
            fields = dict(fields)
            slug = fields.pop("slug")
            packages = fields.pop("packages", [])
            server, new = Server.objects.get_or_create(slug=slug, defaults=fields)
            created += new
            if packages and not server.packages.exists():
                ServerPackage.objects.bulk_create(
                    ServerPackage(server=server, position=n, **package)
                    for n, package in enumerate(packages)
                )
            if not new and fields.get("repository_url"):
                # A listing seeded before it had a repository gets it (nothing else moves).
                Server.objects.filter(slug=slug, repository_url="").update(
                    repository_url=fields["repository_url"]
                )
        # Written row by row, not through the services: forget what readers were kept.
        public_record_changed(slugs=[fields["slug"] for fields in DEMO_SERVERS])
        self.stdout.write(
            f"Demo servers: {created} created, {len(DEMO_SERVERS) - created} present."
        )
        if options["no_accounts"]:
            return
        if not settings.DEBUG:
            self.stdout.write("DEBUG is off: demo accounts with known passwords were not created.")
            return
        for email, password, staff, superuser in DEMO_ACCOUNTS:
            self._account(email, password, staff=staff, superuser=superuser)
        self._demo_ownership()
        public_record_changed()  # the demo claims show on the listings' pages

    def _demo_ownership(self) -> None:
        """The demo owner holds a verified claim on the bundled demo server and on the
        package-only demo listing."""
        owner = User.objects.get(email=DEMO_ACCOUNTS[0][0])
        for slug in ("sagentum-demo", "filesystem-package"):
            self._grant(owner, Server.objects.get(slug=slug))

    def _grant(self, owner, server) -> None:
        from verification.models import Claim, ClaimCheck

        claim, created = Claim.objects.get_or_create(
            server=server,
            user=owner,
            status=Claim.Status.VERIFIED,
            defaults={
                "method": Claim.Method.REPO,
                "token_hash": hashlib.sha256(secrets.token_bytes(32)).hexdigest(),
                "verified_at": timezone.now(),
            },
        )
        if created:  # no weekly re-check: no proof of it is published anywhere
            check = ClaimCheck.objects.create(
                claim=claim,
                kind=ClaimCheck.Kind.MANUAL,
                method=claim.method,
                verified=True,
                label="demo-data",
                detail="Demo data: this ownership was granted by manage.py seed_demo, "
                "without a proof, so that the demo owner can try the owner's actions. No "
                "proof of it is published anywhere, so a check of this claim fails and the "
                "weekly re-checks would lapse it after three weeks.",
            )
            # "Last checked" on the claim page agrees with its own table of checks.
            Claim.objects.filter(pk=claim.pk).update(last_checked_at=check.checked_at)

    def _account(self, email: str, password: str, *, staff: bool, superuser: bool) -> None:
        from allauth.account.models import EmailAddress

        user, new = User.objects.get_or_create(
            username=email.split("@")[0],
            defaults={"email": email, "is_staff": staff, "is_superuser": superuser},
        )
        if new:
            user.set_password(password)
            user.save(update_fields=["password"])
        EmailAddress.objects.update_or_create(
            user=user, email=email, defaults={"verified": True, "primary": True}
        )
        if staff:
            user.groups.add(Group.objects.get(name=REVIEWERS_GROUP))
        if new:
            self.stdout.write(f"Demo account: {email} / {password}")
