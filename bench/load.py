"""Pages served as they are in production, timed against ``/livez`` (part of ``make
bench-scale``): gunicorn with uvicorn workers on the bench database, readers over
HTTP keep-alive connections, each page's time beside the time of ``/livez`` asked by
the same reader just before it.

- Made anew: the page cache off, one reader; every public page and API list, and
  ``/mcp`` ``find_servers`` with and without a query.
- While the record changes: the page cache on, a writer publishing assessments and
  editing listings at a steady rate, 1 or 20 readers. Printed per page: median and
  95th percentile against ``/livez``'s, how it was served (``X-Page-Cache``: hit,
  stale, miss) and, for pages every write reaches, renders per change.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import multiprocessing
import os
import random
import statistics
import subprocess
import threading
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PORT = int(os.environ.get("BENCH_PORT", "8941"))
WORKERS = int(os.environ.get("BENCH_WORKERS", "2"))
MEDIAN_TARGET, P95_TARGET = 3.0, 5.0
BUSY = 200  # the listings the writer writes to; the others' pages are never touched
FIND = ("find_servers", {}), ("find_servers", {"query": "weather"})


@contextlib.contextmanager
def served(page_cache_seconds: int):
    """The site under gunicorn on ``PORT`` with the bench's environment."""
    env = {
        **os.environ,
        "PAGE_CACHE_SECONDS": str(page_cache_seconds),
        "ALLOWED_HOSTS": "127.0.0.1",
        "SITE_URL": f"http://127.0.0.1:{PORT}",
        "API_RATE_ANONYMOUS": "100000000/minute",  # throttling runs, with room for the bench
        # As docs/running.md advises for production: a pool of connections per process.
        "DATABASE_POOL_SIZE": os.environ.get("DATABASE_POOL_SIZE", "4"),
    }
    command = [
        str(ROOT / ".venv/bin/gunicorn"), "sagentum.asgi:application",
        "-k", "uvicorn.workers.UvicornWorker", "--workers", str(WORKERS),
        "--bind", f"127.0.0.1:{PORT}", "--log-level", "warning",
    ]  # fmt: skip
    process = subprocess.Popen(command, cwd=ROOT, env=env)  # noqa: S603 - our own server
    try:
        deadline = time.monotonic() + 60
        while True:
            with contextlib.suppress(OSError, http.client.HTTPException):
                if Reader().get("/livez")[0] == 200:
                    break
            if time.monotonic() > deadline or process.poll() is not None:
                raise SystemExit("gunicorn did not start")
            time.sleep(0.2)
        yield
    finally:
        process.terminate()
        process.wait(timeout=30)


class Reader:
    """One keep-alive connection."""

    def __init__(self) -> None:
        self.connection = http.client.HTTPConnection("127.0.0.1", PORT, timeout=60)
        self.made = ""  # X-Page-Made of the last page read: when its version was made

    def get(self, path: str) -> tuple[int, float, str]:
        if path.startswith("mcp:"):
            return self._mcp(path)
        started = time.perf_counter()
        self.connection.request("GET", path, headers={"Accept-Encoding": "identity"})
        response = self.connection.getresponse()
        response.read()
        elapsed = (time.perf_counter() - started) * 1000
        self.made = response.getheader("X-Page-Made") or ""
        return response.status, elapsed, response.getheader("X-Page-Cache") or ""

    def _mcp(self, path: str) -> tuple[int, float, str]:
        self.made = ""
        name, arguments = FIND[int(path[4:])]
        body = json.dumps({
            "jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": {"name": name, "arguments": arguments},
        })  # fmt: skip
        headers = {"Content-Type": "application/json",
                   "Accept": "application/json, text/event-stream"}  # fmt: skip
        started = time.perf_counter()
        self.connection.request("POST", "/mcp", body=body, headers=headers)
        response = self.connection.getresponse()
        data = response.read()
        elapsed = (time.perf_counter() - started) * 1000
        ok = response.status == 200 and b'"isError":false' in data.replace(b" ", b"")
        return (200 if ok else 500), elapsed, ""


@dataclass
class Timings:
    page: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    base: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    served: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    versions: dict[str, set] = field(default_factory=lambda: defaultdict(set))  # X-Page-Made
    errors: Counter = field(default_factory=Counter)

    def add(self, other: Timings) -> None:
        for path, values in other.page.items():
            self.page[path] += values
            self.base[path] += other.base[path]
            self.served[path] += other.served[path]
            self.versions[path] |= other.versions[path]
        self.errors += other.errors


def read(paths: list[str], rounds: int | None = None, until: float | None = None) -> Timings:
    """Each page after ``/livez``, in turn, for ``rounds`` or until ``until``."""
    reader, timings = Reader(), Timings()
    order = list(paths)
    done = 0
    while (rounds is None or done < rounds) and (until is None or time.monotonic() < until):
        random.shuffle(order)
        for path in order:
            status, base, _ = reader.get("/livez")
            status_page, elapsed, how = reader.get(path)
            if status != 200 or status_page != 200:
                timings.errors[f"{path} {status_page}"] += 1
                continue
            timings.base[path].append(base)
            timings.page[path].append(elapsed)
            timings.served[path][how or "-"] += 1
            if reader.made:
                timings.versions[path].add(reader.made)
        done += 1
    return timings


def p95(values: list[float]) -> float:
    """The 95th percentile, interpolated between the values read (never beyond the
    largest: the default "exclusive" method extrapolates past it when there are fewer
    than 20 values, so one slow read of 15 counted as 1.2 times itself)."""
    return (
        statistics.quantiles(values, n=20, method="inclusive")[-1] if len(values) > 1 else values[0]
    )


def ratios(timings: Timings, path: str) -> tuple[float, float]:
    page, base = timings.page[path], timings.base[path]
    return statistics.median(page) / statistics.median(base), p95(page) / p95(base)


def made_anew(paths: list[str], queries: dict[str, int], rounds: int = 60) -> bool:
    paths = [*paths, "mcp:0", "mcp:1"]
    with served(page_cache_seconds=0):
        read(paths, rounds=1)  # warm each worker's connections and templates
        timings = read(paths, rounds=rounds)
    base = statistics.median(v for path in paths for v in timings.base[path])
    print(f"\npages made anew over HTTP ({WORKERS} gunicorn workers, page cache off), "
          f"against /livez ({base:.2f} ms median); target median {MEDIAN_TARGET}x, "
          f"p95 {P95_TARGET}x")  # fmt: skip
    ok = _table(timings, paths, queries)
    return ok and not timings.errors


def _label(path: str) -> str:
    if path.startswith("mcp:"):
        name, arguments = FIND[int(path[4:])]
        return f"/mcp {name} {json.dumps(arguments)}"
    return path


def _table(timings: Timings, paths: list[str], queries: dict[str, int] | None = None) -> bool:
    ok = True
    for path in paths:
        if not timings.page[path]:
            print(f"  {_label(path):46s} no answer: {dict(timings.errors)}")
            ok = False
            continue
        median, high = ratios(timings, path)
        good = median <= MEDIAN_TARGET and high <= P95_TARGET
        ok = ok and good
        count = f"{queries[path]:3d} queries" if queries and path in queries else " " * 11
        print(f"  {_label(path):46s} {statistics.median(timings.page[path]):7.2f} ms "
              f"{median:5.1f}x  p95 {high:5.1f}x  {count}  {'ok' if good else 'over'}")  # fmt: skip
    if timings.errors:
        print(f"  errors: {dict(timings.errors)}")
    return ok


def under_writes(paths: list[str], quiet: list[str], rate: float, readers: int,
                 seconds: float = 15.0) -> bool:  # fmt: skip
    """Readers for ``seconds`` while a writer makes ``rate`` writes a second."""
    context = multiprocessing.get_context("fork")
    stop, writes = context.Event(), context.Value("i", 0)
    writer = context.Process(target=_write, args=(rate, stop, writes))
    with served(page_cache_seconds=60):
        read(paths, rounds=1)
        started = time.time()
        if rate:
            writer.start()
        until = time.monotonic() + seconds
        results: list[Timings] = []
        threads = [
            threading.Thread(target=lambda: results.append(read(paths, until=until)))
            for _ in range(readers)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        stop.set()
        if rate:
            writer.join(timeout=60)
    timings = Timings()
    for result in results:
        timings.add(result)
    changes = writes.value
    print(f"\nkept pages, while {changes} writes were made in {seconds:.0f} s ({rate}/s asked), "
          f"{readers} reader{'s' if readers > 1 else ''}; served: hit/stale/miss; renders "
          f"per change for the pages every write reaches (versions made meanwhile that "
          f"readers were served, by X-Page-Made)")  # fmt: skip
    ok = _table(timings, paths)
    # Pages kept by the page cache (badges are kept apart, by their own cache).
    quiet = [path for path in quiet if "-" not in timings.served[path]]
    quiet_hits = sum(timings.served[path]["hit"] for path in quiet)
    quiet_all = sum(sum(timings.served[path].values()) for path in quiet)
    rate_quiet = quiet_hits / quiet_all if quiet_all else 0.0
    for path in paths:
        served_ = timings.served[path]
        misses = served_["miss"]
        # A page kept by the page cache (badges are kept apart) that the writes reach.
        touched = path not in quiet and bool(timings.versions[path])
        renders = sum(float(made) >= started for made in timings.versions[path])
        per_change = f"  {renders / changes:4.2f} renders/change" if touched and changes else ""
        print(f"    {_label(path):44s} {served_['hit']:5d}/{served_['stale']:4d}/{misses:4d}"
              f"{per_change}")  # fmt: skip
    print(f"  hit rate of the pages no write reaches: {rate_quiet:.1%} (target 90 %)")
    return ok and rate_quiet >= 0.9


def _write(rate: float, stop, writes) -> None:
    """The writer: in turn, publish an assessment of a busy listing and edit one."""
    import django
    from django.db import connections

    connections.close_all()  # forked: a connection of its own
    django.setup()
    from assessments import services
    from certification.models import Server
    from certification.services import server_update

    busy = list(Server.objects.listed().order_by("-pk")[:BUSY])
    rng = random.Random(7)
    interval = 1.0 / rate
    next_at = time.monotonic()
    while not stop.is_set():
        server = rng.choice(busy)
        if writes.value % 2 == 0:
            queued = services.assessment_request(
                server=server, requested_by=None, assessment_type="documentation",
                enqueue=False,
            )  # fmt: skip
            started = services.assessment_start(assessment_id=queued.pk)
            services.assessment_publish(assessment=started, outcome=_outcome(rng))
        else:
            server_update(server=server, description=f"Edited {time.time():.3f}")
        writes.value += 1
        next_at += interval
        time.sleep(max(0.0, next_at - time.monotonic()))


def _outcome(rng: random.Random):
    from assessments.graders.base import DimensionGrade
    from assessments.observations import Observations
    from assessments.reasons import reason
    from assessments.runner import RunOutcome
    from assessments.scoring import score_grades
    from certification.models import RubricVersion

    rubric = RubricVersion.objects.in_effect().data
    grades = {n: rng.choice(("pass", "partial", "fail")) for n in (1, 5, 6, 8)}
    dims = [
        DimensionGrade(n, grades[n], [], {})
        if n in grades
        else DimensionGrade(n, "not_tested", [reason("not-in-tier")], {})
        for n in range(1, 9)
    ]
    score = score_grades(grades, rubric=rubric, assessment_type="documentation")
    return RunOutcome(Observations(assessment_type="documentation"), dims, score)
