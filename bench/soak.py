"""Sweeps on several worker nodes, one killed mid-sweep: ``make soak`` (loopback only).

Fixture MCP servers (the reference server of the tests) listen on ``SOAK_HOSTS`` fake
hosts, the loopback addresses 127.0.0.2 and up, each serving many listings at
``/s/<n>/mcp``; every request is recorded on the fixtures' side with its host, its
listing, when it arrived and when it was answered. Celery workers run as separate
nodes (``celery worker --pool=solo``) on Redis and PostgreSQL (the database
``sagentum_soak``, made anew each run), and ``manage.py sweep --tier full`` queues the
assessments. Three rounds, each on listings of its own:

1. one node, 2. two nodes — for the rate;
3. four nodes sweeping ``SOAK_SERVERS`` (300) listings, one node killed with SIGKILL
   once a third of them have finished.

Afterwards, from the database: every assessment ended completed or failed (an
assessment the killed node held is failed by the stuck-assessment sweep, the beat's
job, once its deadline passes), and none was published twice. From the fixtures'
side: no listing received more than 15 requests per assessment started, and no host
ever served more assessments at once than ``HOST_CONCURRENCY``. Assessments per
minute are printed for 1, 2 and 4 nodes. Every round is bounded in time; the run
fails if any check fails.
"""

from __future__ import annotations

import asyncio
import bisect
import logging
import os
import signal
import subprocess
import sys
import threading
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATABASE = "postgres://postgres@127.0.0.1:5432/sagentum_soak"
BROKER, CACHE = "redis://127.0.0.1:6379/4", "redis://127.0.0.1:6379/5"
SOAK_SERVERS = int(os.environ.get("SOAK_SERVERS", "300"))
SOAK_HOSTS = int(os.environ.get("SOAK_HOSTS", "6"))
HOST_CONCURRENCY = 2
ROUND_SECONDS = int(os.environ.get("SOAK_ROUND_SECONDS", "900"))
PORT = 18765
CALL_BUDGET = 15
ENV = {
    "DATABASE_URL": DATABASE, "CELERY_BROKER_URL": BROKER, "REDIS_URL": CACHE,
    "DEBUG": "0", "SECRET_KEY": "soak-" + "k" * 50, "ALLOWED_HOSTS": "127.0.0.1",
    "ALLOW_PRIVATE_TARGETS": "1", "HOST_CONCURRENCY": str(HOST_CONCURRENCY),
    "HOST_MIN_GAP_SECONDS": "1", "CELERY_VISIBILITY_TIMEOUT": "60",
    "SECURE_SSL_REDIRECT": "0", "PYTHONUNBUFFERED": "1",
}  # fmt: skip


# -- the fixtures' side ------------------------------------------------------------------


@dataclass
class Visit:
    """One HTTP request as a fixture host saw it."""

    host: str
    listing: int
    arrived: float
    answered: float = 0.0


@dataclass
class Ledger:
    visits: list[Visit] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, visit: Visit) -> None:
        with self.lock:
            self.visits.append(visit)


class ListingRouter:
    """``/s/<n>/mcp`` becomes the SDK app's ``/mcp``; each request is recorded."""

    def __init__(self, app, host: str, ledger: Ledger) -> None:
        self.app, self.host, self.ledger = app, host, ledger

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        parts = scope["path"].split("/")  # ["", "s", "<n>", "mcp"]
        if len(parts) != 4 or parts[1] != "s" or not parts[2].isdigit() or parts[3] != "mcp":
            await send({"type": "http.response.start", "status": 404, "headers": []})
            return await send({"type": "http.response.body", "body": b""})
        visit = Visit(self.host, int(parts[2]), time.monotonic())
        self.ledger.add(visit)
        try:
            await self.app({**scope, "path": "/mcp", "raw_path": b"/mcp"}, receive, send)
        finally:
            visit.answered = time.monotonic()


def serve_hosts(ledger: Ledger) -> list[str]:
    """Start one fixture server per fake host, each in a thread; their addresses."""
    import uvicorn
    from mcp.server.transport_security import TransportSecuritySettings

    from tests.mcp_servers.servers import build_well_behaved

    hosts = [f"127.0.0.{2 + i}" for i in range(SOAK_HOSTS)]
    started = []
    for host in hosts:
        security = TransportSecuritySettings(
            enable_dns_rebinding_protection=True, allowed_hosts=[f"{host}:*"]
        )
        app = build_well_behaved().streamable_http_app(transport_security=security)
        config = uvicorn.Config(
            ListingRouter(app, host, ledger), host=host, port=PORT, log_config=None,
            log_level="warning", access_log=False, lifespan="on", http="h11", ws="none",
        )  # fmt: skip
        server = uvicorn.Server(config)
        thread = threading.Thread(target=lambda s=server: asyncio.run(s.serve()), daemon=True)
        thread.start()
        started.append(server)
    deadline = time.monotonic() + 30
    while not all(server.started for server in started):
        if time.monotonic() > deadline:
            raise SystemExit("the fixture hosts did not start")
        time.sleep(0.05)
    return hosts


# -- the nodes -----------------------------------------------------------------------


def start_node(name: str, log_dir: Path) -> subprocess.Popen:
    log = (log_dir / f"{name}.log").open("wb")
    return subprocess.Popen(  # noqa: S603 - our own worker
        [sys.executable, "-m", "celery", "-A", "sagentum", "worker", "--pool=solo",
         "--queues=live", f"--hostname={name}@soak", "--loglevel=WARNING",
         "--without-gossip", "--without-mingle"],
        cwd=ROOT, env={**os.environ, **ENV}, stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip


def stop_nodes(nodes: list[subprocess.Popen]) -> None:
    for node in nodes:
        if node.poll() is None:
            node.send_signal(signal.SIGTERM)
    for node in nodes:
        try:
            node.wait(timeout=30)
        except subprocess.TimeoutExpired:
            node.kill()


# -- the driver ----------------------------------------------------------------------


def setup() -> None:
    name = DATABASE.rsplit("/", 1)[1]
    admin = DATABASE.rsplit("/", 1)[0] + "/postgres"
    for statement in (f"DROP DATABASE IF EXISTS {name} WITH (FORCE)", f"CREATE DATABASE {name}"):
        subprocess.run(["psql", admin, "-qc", statement], check=True)  # noqa: S603, S607
    for url in (BROKER, CACHE):
        subprocess.run(["redis-cli", "-u", url, "FLUSHDB"], check=True, capture_output=True)  # noqa: S603, S607
    os.environ.update(ENV)
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sagentum.settings")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def add_listings(hosts: list[str], first: int, count: int) -> list[int]:
    from certification.models import Server

    numbers = list(range(first, first + count))
    Server.objects.bulk_create(
        Server(
            name=f"Soak {n}",
            slug=f"soak-{n}",
            search_text=f"soak {n}",
            endpoint_url=f"http://{hosts[n % len(hosts)]}:{PORT}/s/{n}/mcp",
        )
        for n in numbers
    )
    return numbers


@dataclass
class Round:
    nodes: int
    listings: list[int]
    kill: bool = False
    seconds: float = 0.0
    ended: int = 0
    killed: str = ""
    ran: int = 0
    run_seconds: float = 0.0
    abandoned: int = 0


def run_round(spec: Round, log_dir: Path) -> None:
    from django.core.management import call_command
    from django.utils import timezone

    from assessments import recovery
    from assessments.models import Assessment

    slugs = [f"soak-{n}" for n in spec.listings]
    mine = Assessment.objects.filter(server__slug__in=slugs)
    nodes = [start_node(f"node{spec.nodes}-{i}", log_dir) for i in range(spec.nodes)]
    time.sleep(3)  # the nodes connect before the sweep, so that the rate is theirs
    began, started = timezone.now(), time.monotonic()
    call_command("sweep", tier="full", stale_days=1, limit=len(slugs), verbosity=0)
    try:
        while time.monotonic() - started < ROUND_SECONDS:
            recovery.sweep_stuck_assessments()  # what the beat does every minute
            ended = mine.filter(state__in=("completed", "failed")).count()
            if spec.kill and not spec.killed and ended >= len(slugs) // 3:
                os.kill(nodes[0].pid, signal.SIGKILL)
                spec.killed = f"node{spec.nodes}-0 after {ended} ended"
            if ended == len(slugs) and not mine.exclude(state__in=("completed", "failed")):
                break
            time.sleep(1)
        spec.seconds = time.monotonic() - started
    finally:
        stop_nodes(nodes)
    # The rate counts what the nodes ran, up to the last of it; an assessment the killed
    # node held is failed when its deadline passes, which says nothing of the rate.
    ran = mine.filter(state__in=("completed", "failed")).exclude(failure_label="deadline-exceeded")
    spec.ended = mine.filter(state__in=("completed", "failed")).count()
    spec.abandoned = spec.ended - ran.count()
    last = max((a.finished_at for a in ran.only("finished_at")), default=None)
    spec.ran = ran.count()
    spec.run_seconds = (last - began).total_seconds() if last else spec.seconds


def most_at_once(spans: list[tuple[float, float]]) -> int:
    """The largest number of the spans that overlap at one moment."""
    ends: list[float] = []
    most = 0
    for start, end in sorted(spans):
        del ends[: bisect.bisect_right(ends, start)]
        bisect.insort(ends, end)
        most = max(most, len(ends))
    return most


def check(rounds: list[Round], ledger: Ledger) -> list[str]:
    from django.db.models import Count

    from assessments.models import Assessment, AssessmentTransition

    problems = []
    everything = Assessment.objects.filter(server__slug__startswith="soak-")
    for state, count in everything.values_list("state").annotate(n=Count("pk")):
        if state not in ("completed", "failed"):
            problems.append(f"{count} assessments ended {state}")
    twice = (
        AssessmentTransition.objects.filter(to_state="completed")
        .values("assessment_id").annotate(n=Count("pk")).filter(n__gt=1).count()
    )  # fmt: skip
    if twice:
        problems.append(f"{twice} assessments published twice")
    per_server = everything.values("server_id").annotate(n=Count("pk")).filter(n__gt=1).count()
    if per_server:
        problems.append(f"{per_server} listings assessed more than once in a sweep")
    started = started_per_listing(everything.exclude(started_at=None))
    visits: dict[int, list[Visit]] = defaultdict(list)
    for visit in ledger.visits:
        visits[visit.listing].append(visit)
    for listing, seen in visits.items():
        if len(seen) > CALL_BUDGET * max(started.get(listing, 0), 1):
            problems.append(f"listing {listing} received {len(seen)} requests")
    by_host: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for seen in visits.values():
        span = (min(v.arrived for v in seen), max(v.answered or v.arrived for v in seen))
        by_host[seen[0].host].append(span)
    for host, spans in sorted(by_host.items()):
        if (most := most_at_once(spans)) > HOST_CONCURRENCY:
            problems.append(f"{host} served {most} assessments at once")
    return problems


def started_per_listing(assessments) -> dict[int, int]:
    counts: dict[int, int] = defaultdict(int)
    for slug in assessments.values_list("server__slug", flat=True):
        counts[int(slug.removeprefix("soak-"))] += 1
    return counts


def main() -> int:
    setup()
    logging.getLogger("mcp").setLevel(logging.WARNING)  # the fixtures' own chatter
    ledger = Ledger()
    hosts = serve_hosts(ledger)
    log_dir = ROOT / ".soak"
    log_dir.mkdir(exist_ok=True)
    small = max(SOAK_SERVERS // 10, 12)
    # Each round's listings are added just before it, so that its sweep finds only them.
    rounds = [Round(1, list(range(small))), Round(2, list(range(small, 3 * small))),
              Round(4, list(range(3 * small, 3 * small + SOAK_SERVERS)), kill=True)]  # fmt: skip
    for spec in rounds:
        add_listings(hosts, spec.listings[0], len(spec.listings))
        run_round(spec, log_dir)
        rate = spec.ran / (spec.run_seconds / 60)
        print(f"{spec.nodes} node(s): {spec.ran} assessments run in {spec.run_seconds:.0f} s, "
              f"{rate:.1f} a minute; {spec.ended} of {len(spec.listings)} ended in all"
              + (f"; killed {spec.killed}, {spec.abandoned} it held failed at their "
                 "deadline" if spec.killed else ""), flush=True)  # fmt: skip
    problems = check(rounds, ledger)
    hosts_seen = len({visit.host for visit in ledger.visits})
    print(f"fixtures saw {len(ledger.visits)} requests on {hosts_seen} hosts")
    for problem in problems:
        print(f"  FAIL: {problem}")
    print("soak: ok" if not problems else "soak: failed")
    return 0 if not problems else 1


if __name__ == "__main__":
    sys.exit(main())
