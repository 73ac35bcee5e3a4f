"""``manage.py watch_catalogs [--server SLUG]``: re-read certified catalogs now."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from assessments import watching
from certification.models import Server


class Command(BaseCommand):
    help = (
        "Re-read the tool catalog of every certified server with a remote endpoint or a "
        "package (or one) and compare it with its certification: tools/list only, at most 3 "
        "requests each (a package: started in the sandbox and introspected). "
        "Prints one line per server: unchanged, changed, unreachable, incomplete or skipped."
    )

    def add_arguments(self, parser) -> None:
        parser.add_argument("--server", metavar="SLUG", help="watch only this listed server")

    def handle(self, *args, **options) -> None:
        slug = options["server"]
        if slug is not None and not Server.objects.filter(slug=slug).exists():
            raise CommandError(f"no server is listed as {slug!r}", returncode=2)
        for watch in watching.catalog_watch_all(slug=slug):
            line = f"{watch.server.slug} {watch.outcome}"
            if watch.outcome == "skipped" and watch.detail:
                line += f" ({watch.detail})"
            elif watch.outcome in ("unreachable", "incomplete") and watch.detail:
                line += f": {watch.detail}"
            elif watch.outcome == "changed":
                found = watch.changes or {}
                line += (
                    f" since #{watch.assessment_id}: {len(found.get('added', []))} added, "
                    f"{len(found.get('removed', []))} removed, "
                    f"{len(found.get('changed', []))} changed"
                )
            self.stdout.write(f"{line} ({watch.requests} request{'s' * (watch.requests != 1)})")
