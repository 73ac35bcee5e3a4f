"""Pages at registry scale: ``make bench-scale`` (PostgreSQL, a few minutes).

Builds, once, a database of ``SCALE_SERVERS`` listings (30,000, through the registry
import of generated entries) and ``SCALE_ASSESSMENTS`` published assessments (300,000)
with everything a published assessment has: 8 dimension results, a transition, the
server's certification and a hash-chained changelog entry each, written in bulk. Then
every public page and API list, and ``/mcp`` ``find_servers``, is timed over HTTP
against ``/livez`` (``bench.load``): made anew, and kept while a writer publishes and
edits at 0, 1 and 5 writes a second with 1 and 20 readers. Targets: median within 3
times ``/livez``'s and 95th percentile within 5 times; a hit rate of 90 % at least for
the pages no write reaches.

The database is ``BENCH_DATABASE_URL`` (default: the local ``sagentum_bench``), created
when missing and never the one ``make run`` or the tests use.
"""

from __future__ import annotations

import datetime
import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/sagentum_bench"
SCALE_SERVERS = int(os.environ.get("SCALE_SERVERS", "30000"))
SCALE_ASSESSMENTS = int(os.environ.get("SCALE_ASSESSMENTS", "300000"))


def setup() -> None:
    url = os.environ.get("BENCH_DATABASE_URL", DEFAULT_URL)
    name = url.rsplit("/", 1)[1]
    admin = url.rsplit("/", 1)[0] + "/postgres"
    query = f"SELECT 1 FROM pg_database WHERE datname = '{name}'"  # noqa: S608 - our own URL
    exists = subprocess.run(  # noqa: S603 - psql from PATH, with our own query
        ["psql", admin, "-tAc", query],  # noqa: S607
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    if exists != "1":
        create = ["psql", admin, "-qc", f"CREATE DATABASE {name}"]
        subprocess.run(create, check=True)  # noqa: S603 - psql from PATH
    os.environ.update(
        DATABASE_URL=url, DEBUG="0", SECRET_KEY="bench-" + "k" * 50,
        ALLOWED_HOSTS="testserver", SECURE_SSL_REDIRECT="0",
        REDIS_URL=os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/2"),
    )  # fmt: skip
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sagentum.settings")
    import django

    django.setup()


def build() -> None:
    from django.core.management import call_command

    from assessments.models import Assessment

    call_command("migrate", verbosity=0)
    call_command("collectstatic", verbosity=0, interactive=False)
    if Assessment.objects.exists():  # built before (the data is only ever added to)
        return
    started = time.monotonic()
    _listings()
    _assessments()
    # Fresh statistics, as autovacuum would gather them in time: without them the first
    # runs plan a filtered page or a search as if the tables were empty.
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")
    print(f"built {SCALE_SERVERS} listings and {SCALE_ASSESSMENTS} assessments in "
          f"{time.monotonic() - started:.0f} s")  # fmt: skip


def _listings() -> None:
    from bench.registry_data import registry_items
    from certification import registry
    from certification.registry_import import registry_import

    entries, skipped = registry.parse([{"servers": registry_items(SCALE_SERVERS)}])
    registry_import(entries, skipped=skipped)


def _assessments() -> None:
    from django.db import transaction
    from django.utils import timezone

    from assessments.models import (
        Assessment,
        AssessmentTransition,
        Certification,
        DimensionResult,
    )  # fmt: skip
    from assessments.publishing import sort_keys
    from assessments.scoring import score_grades
    from certification.changelog import GENESIS, compute_hash, entry_content
    from certification.models import ChangelogEntry, RubricVersion, Server

    rubric = RubricVersion.objects.in_effect()
    servers = list(Server.objects.listed().order_by("pk").values_list("pk", flat=True))
    per = max(1, SCALE_ASSESSMENTS // len(servers))
    rng = random.Random(3)
    grades = ("pass", "partial", "fail")
    start = timezone.now() - datetime.timedelta(days=per * 7)
    last = ChangelogEntry.objects.order_by("-seq").first()
    seq, prev = (last.seq, last.entry_hash) if last else (0, GENESIS)
    batch_size = 2000
    for offset in range(0, len(servers), batch_size):
        chunk = servers[offset : offset + batch_size]
        rows, scored = [], []
        for round_ in range(per):
            when = start + datetime.timedelta(days=7 * round_)
            for pk in chunk:
                kind = ("documentation", "static", "full")[rng.randrange(3)]
                dims = {n: grades[rng.randrange(3)] for n in range(1, 9)}
                score = score_grades(dims, rubric=rubric.data, assessment_type=kind)
                rows.append(Assessment(
                    server_id=pk, assessment_type=kind, state="completed",
                    rubric_version=rubric, requested_at=when, started_at=when,
                    finished_at=when + datetime.timedelta(seconds=30),
                    raw_score=score.raw_score, score=score.score, ceiling=score.ceiling,
                    tier=score.tier or "",
                ))  # fmt: skip
                scored.append(dims)
        with transaction.atomic():
            made = Assessment.objects.bulk_create(rows, batch_size=5000)
            DimensionResult.objects.bulk_create(
                [
                    DimensionResult(
                        assessment=a,
                        number=n,
                        key=f"d{n}",
                        grade=g,
                        reasons=[],
                        evidence={"bench": True},
                    )
                    for a, dims in zip(made, scored, strict=True)
                    for n, g in dims.items()
                ],
                batch_size=10000,
            )
            AssessmentTransition.objects.bulk_create(
                [
                    AssessmentTransition(
                        assessment=a, from_state="", to_state="completed", at=a.finished_at
                    )
                    for a in made
                ],
                batch_size=10000,
            )
            entries = []
            for a in made:
                seq += 1
                entry = ChangelogEntry(
                    seq=seq, kind="assessment_published", created_at=a.finished_at,
                    server_id=a.server_id, title=f"assessment #{a.pk} published",
                    data={"assessment": a.pk}, prev_hash=prev,
                )  # fmt: skip
                entry.entry_hash = compute_hash(prev, entry_content(entry))
                prev = entry.entry_hash
                entries.append(entry)
            ChangelogEntry.objects.bulk_create(entries, batch_size=5000)
            latest = {a.server_id: a for a in made}  # the last round is the newest
            Certification.objects.bulk_create(
                [
                    Certification(server_id=pk, since=a.finished_at, **Certification.fields_from(a))
                    for pk, a in latest.items()
                ],
                batch_size=5000,
            )
            Server.objects.bulk_update(
                [Server(pk=pk, **sort_keys(a)) for pk, a in latest.items()],
                ["sort_score", "sort_assessed_at"],
                batch_size=5000,
            )


def measure() -> bool:
    """Every page made anew, then kept, over HTTP against ``/livez`` (``bench.load``),
    with the number of queries of a first read counted in process."""
    from django.db import connection

    from bench import load

    with connection.cursor() as cursor:  # as autovacuum leaves it after the bulk writes
        cursor.execute("VACUUM ANALYZE")
    paths, quiet = _paths()
    queries = _queries(paths)
    ok = load.made_anew(paths, queries)
    for rate, readers in ((0, 1), (1, 1), (1, 20), (5, 1), (5, 20)):
        ok = load.under_writes(paths, quiet, rate, readers) and ok
    return ok


def _paths() -> tuple[list[str], list[str]]:
    """The pages timed, and those of them no write of the bench's writer reaches (one
    listing's own: the writer writes to the newest ``bench.load.BUSY`` listings)."""
    from certification.models import ChangelogEntry, Server

    server = Server.objects.listed().order_by("pk").first()
    last_changelog = (ChangelogEntry.objects.size() + 49) // 50
    assessment = server.certification.assessment_id
    own = [
        f"/servers/{server.slug}/", f"/servers/{server.slug}/history/",
        f"/assessments/{assessment}/", f"/servers/{server.slug}/card.png",
        f"/badge/{server.slug}.svg", f"/api/v1/servers/{server.slug}",
        f"/api/v1/servers/{server.slug}/history", f"/api/v1/assessments/{assessment}",
    ]  # fmt: skip
    return [
        "/", "/servers/", "/servers/?sort=score", "/servers/?sort=assessed",
        "/servers/?sort=newest", "/servers/?tier=suitable", "/servers/?type=full",
        "/servers/?q=weather", "/servers/?q=wether", "/servers/?last=1",
        "/servers/?sort=score&last=1", f"/servers/{server.slug}/",
        f"/servers/{server.slug}/history/", f"/assessments/{assessment}/",
        f"/servers/{server.slug}/card.png", "/changelog/", f"/changelog/?page={last_changelog}",
        "/changelog/feed/", "/methodology/", "/docs/mcp/", "/research/", "/sitemap.xml",
        f"/badge/{server.slug}.svg", "/api/v1/servers/", f"/api/v1/servers/{server.slug}",
        "/api/v1/changelog/", f"/api/v1/servers/{server.slug}/history",
        f"/api/v1/assessments/{assessment}", "/v0/servers", "/api/schema/",
    ], own  # fmt: skip


def _queries(paths: list[str]) -> dict[str, int]:
    """The queries of a page's first read (the page cache off), in process."""
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext, override_settings
    from rest_framework.throttling import SimpleRateThrottle

    SimpleRateThrottle.THROTTLE_RATES = {"anon": "1000000/minute", "user": None}
    client, queries = Client(), {}
    with override_settings(PAGE_CACHE_SECONDS=0):
        for path in paths:
            with CaptureQueriesContext(connection) as captured:
                response = client.get(path)
            if response.status_code != 200:
                raise SystemExit(f"{path} answered {response.status_code}")
            queries[path] = len(captured)
    return queries


def main() -> int:
    setup()
    build()
    return 0 if measure() else 1


if __name__ == "__main__":
    sys.exit(main())
