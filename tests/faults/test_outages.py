"""Faults survived, on a PostgreSQL and a Redis these tests start themselves
(``tests/faults/services.py``): the database away for 10 s in the middle of an assessment,
a dispute resolution and a registry import; the broker away for 10 s while assessments
are queued and running; a worker killed while it publishes. After each: nothing published
half, every operation finished or failed with its reason, none lost, none run twice,
none stuck, and the processes carry on by themselves. docs/running.md has the figures.
"""

from __future__ import annotations

import json
import shlex
import threading
import time

import pytest

from tests.faults.services import (
    TempPostgres,
    TempRedis,
    Worker,
    environment,
    postgres_bin,
    run_driver,
)
from tests.mcp_servers import slow

pytestmark = [
    pytest.mark.faults,
    pytest.mark.skipif(postgres_bin() is None, reason="PostgreSQL's server programs are missing"),
]

FINAL = ("completed", "failed", "cancelled")


@pytest.fixture
def postgres():
    pg = TempPostgres().init()
    yield pg
    pg.close()


@pytest.fixture
def redis():
    server = TempRedis()
    yield server
    server.close()


@pytest.fixture
def site(postgres, redis, tmp_path):
    """The two servers, migrated, with a worker on them."""
    env = environment(postgres, redis, PACKAGE_CACHE_DIR=str(tmp_path / "packages"))
    run_driver(env, "migrate", timeout=300)
    worker = Worker(env, tmp_path / "worker.log")
    yield env, worker
    worker.stop()


def wait_final(env, ids, worker, timeout=120.0) -> list[dict]:
    deadline = time.monotonic() + timeout
    while True:
        report = run_driver(env, "states", *map(str, ids))["assessments"]
        if all(a["state"] in FINAL for a in report):
            return report
        if time.monotonic() > deadline:
            raise AssertionError(f"not final after {timeout} s: {report}\n{worker.output()}")
        time.sleep(1)


def calls_made(postgres, assessment_id) -> int:
    try:
        rows = postgres.query(
            "SELECT calls_made FROM assessments_assessment WHERE id = %s", assessment_id
        )
    except Exception:
        return 0
    return rows[0][0] if rows else 0


def wait_calls(postgres, assessment_id, count, worker, timeout=60.0) -> None:
    deadline = time.monotonic() + timeout
    while calls_made(postgres, assessment_id) < count:
        assert time.monotonic() < deadline, worker.output()
        time.sleep(0.05)


def whole(report: dict) -> bool:
    """Published whole (results, certification, changelog) or not at all."""
    if report["state"] == "completed":
        return report["results"] == 8 and report["changelog"] == 1
    return report["results"] == 0 and not report["certified"] and report["changelog"] == 0


def test_the_database_away_for_10_s_during_an_assessment(postgres, site):
    env, worker = site
    with slow(delay=0.4) as mcp:
        first = run_driver(env, "request", "Slow Tools", mcp.url, "full")["id"]
        wait_calls(postgres, first, 2, worker)
        postgres.stop()
        time.sleep(10)
        postgres.start()
        [ended] = wait_final(env, [first], worker)
        assert ended["state"] == "failed" and ended["label"] == "database-unavailable", ended
        assert whole(ended) and ended["runs"] == 1 and ended["calls"] <= 15
        assert mcp.count <= ended["calls"]  # no call went out uncounted

        # The worker reconnected by itself: the next assessment runs to the end.
        second = run_driver(env, "request", "Slow Tools", mcp.url, "full")["id"]
        [done] = wait_final(env, [second], worker)
    assert done["state"] == "completed", (done, worker.output()[-3000:])
    assert whole(done) and done["runs"] == 1


def test_the_database_away_for_10_s_during_a_dispute_resolution(postgres, site):
    env, _ = site
    env = {**env, "FAULT_STOP": shlex.join(postgres.stop_command()),
           "FAULT_START": shlex.join(postgres.start_command())}  # fmt: skip
    report = run_driver(env, "dispute-outage", timeout=180)
    assert report["first"].startswith("failed: "), report
    # Nothing of the first resolution was kept: still under review, no revision, no entry.
    assert report["after_fault"] == {**report["before"], "state": "under_review"}, report
    assert report["state"] == "upheld" and report["revision_certified"]
    assert report["entries"] == report["before"]["entries"] + 2  # the revision and the outcome


def test_the_database_away_for_10_s_during_a_registry_import(postgres, site, tmp_path):
    env, _ = site
    env = {**env, "FAULT_STOP": shlex.join(postgres.stop_command()),
           "FAULT_START": shlex.join(postgres.start_command())}  # fmt: skip
    source = tmp_path / "registry.jsonl"
    source.write_text("\n".join(
        json.dumps({"name": f"io.example/tools-{n}", "description": f"Tools {n}.",
                    "version": "1.0.0"})
        for n in range(300)
    ))  # fmt: skip
    report = run_driver(env, "import-outage", str(source), timeout=180)
    assert report["first"].startswith("refused: the database could not be reached"), report
    assert report["after_fault"] == {"entries": 0, "servers": 0}  # nothing half-written
    assert report["entries"] == report["servers"] == 300


def test_the_broker_away_for_10_s_while_assessments_are_queued_and_running(redis, site):
    env, worker = site
    with slow(delay=0.2) as mcp:
        ids = [run_driver(env, "request", f"Queued {n}", f"{mcp.url}?n={n}", "full")["id"]
               for n in range(3)]  # fmt: skip
        wait_calls_any = time.monotonic() + 60
        while not mcp.count:
            assert time.monotonic() < wait_calls_any, worker.output()
            time.sleep(0.05)
        redis.pause()
        # Requested while the broker is away: the request stands and the sweep sends it.
        during = threading.Thread(
            target=lambda: ids.append(
                run_driver(env, "request", "During", f"{mcp.url}?n=during", "full")["id"]
            )
        )
        during.start()
        time.sleep(10)
        redis.resume()
        during.join(timeout=120)
        assert not during.is_alive()
        run_driver(env, "sweep")  # the beat's minute: sends what the broker could not take
        report = wait_final(env, ids, worker, timeout=240)
    assert [a["state"] for a in report] == ["completed"] * 4, (report, worker.output()[-4000:])
    assert all(whole(a) and a["runs"] == 1 and a["calls"] <= 15 for a in report), report


def test_a_worker_killed_before_its_first_call_is_run_again_by_another(site, tmp_path):
    """The worker is killed while it reads the documentation (no call to the server made):
    once its lease expires the sweep queues the assessment again, and a new worker
    publishes it."""
    from tests.localhttp import LocalHTTPServer

    env, worker = site
    released = threading.Event()
    docs = LocalHTTPServer().start()

    def slow_page(request):
        released.wait(30)
        body = DOCS_PAGE.encode()
        request.send_response(200)
        request.send_header("Content-Type", "text/markdown; charset=utf-8")
        request.send_header("Content-Length", str(len(body)))
        request.end_headers()
        request.wfile.write(body)

    docs.routes["/docs/"] = slow_page
    try:
        first = run_driver(env, "request-docs", "Docs Tools", docs.url("/docs/"))["id"]
        deadline = time.monotonic() + 60
        while not docs.requests_to("/docs/"):
            assert time.monotonic() < deadline, worker.output()
            time.sleep(0.05)
        worker.kill()
        released.set()
        [held] = run_driver(env, "states", str(first))["assessments"]
        assert held["state"] == "running" and held["calls"] == 0
        replacement = Worker(env, tmp_path / "worker-2.log")
        try:
            assert run_driver(env, "sweep", "61")["moved"] == 1
            [done] = wait_final(env, [first], replacement)
        finally:
            replacement.stop()
    finally:
        docs.stop()
    assert done["state"] == "completed", (done, replacement.output()[-3000:])
    assert done["starts"] == 2 and done["runs"] == 2 and whole(done)


DOCS_PAGE = """# Docs Tools

Docs Tools is an MCP server that searches documentation.

## Tools

- `search_docs` (read-only): search the documentation for a query; returns matching pages.

## Authentication

None: the server reads public pages only.
"""


def test_a_worker_killed_while_it_publishes(postgres, site, tmp_path):
    """The test holds a lock the worker's publishing transaction needs, kills the worker
    while it waits inside that transaction, then lets go: nothing of it was kept, and
    once the dead worker's lease expires the sweep fails the assessment (it made calls)."""
    import psycopg

    env, worker = site
    with slow(delay=0.05) as mcp, psycopg.connect(postgres.url) as lock:
        lock.execute("LOCK TABLE assessments_certification IN ACCESS EXCLUSIVE MODE")
        first = run_driver(env, "request", "Publishing", mcp.url, "full")["id"]
        deadline = time.monotonic() + 90
        while not _waiting_on_lock(postgres):
            assert time.monotonic() < deadline, worker.output()
            time.sleep(0.1)
        worker.kill()
        lock.rollback()
    [held] = run_driver(env, "states", str(first))["assessments"]
    assert held["state"] == "running" and held["results"] == 0 and held["changelog"] == 0
    run_driver(env, "sweep", "61")  # the lease has expired by then
    [ended] = run_driver(env, "states", str(first))["assessments"]
    assert ended["state"] == "failed" and ended["label"] == "worker-lost", ended
    assert whole(ended) and ended["runs"] == 1


def _waiting_on_lock(postgres) -> bool:
    rows = postgres.query(
        "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
        "AND query ILIKE '%%assessments_certification%%'"
    )
    return rows[0][0] > 0
