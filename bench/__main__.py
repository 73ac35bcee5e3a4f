"""Harness benchmarks on loopback fixture servers whose every request takes a set time.

1. Overhead: in a warm process, the wall time of a live test against a server
   whose every request takes 50 ms, divided by the sum of the server's own
   service times (target: 1.25 at most).
2. Concurrency: 20 live tests of 200 ms servers at once, each in its own
   thread as a threaded worker runs them, against the time of one (target:
   3 times at most).
3. Badge: a cached badge against a view that does nothing (target: 1.5 times at
   most; ``bench/web.py``).
4. Tool-poisoning signals: false positives, precision and recall on each labelled set,
   beside those of Cisco's MCP scanner's YARA analyzer run offline (target: no false
   positive, recall of at least 90 %, and at least the peer's; ``bench/poisoning.py``).
5. Sandbox: a program's start in the package sandbox against a plain start, Python and
   Node (reported; ``bench/sandbox.py``).
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sagentum.settings")
os.environ.setdefault("DEBUG", "1")


def live_test(url: str) -> float:
    from django.conf import settings

    from assessments.harness.budget import MemoryBudget
    from assessments.harness.live import LiveTarget, run_live_test

    budget = MemoryBudget(settings.HARNESS_CALL_BUDGET)
    started = time.perf_counter()
    observation = run_live_test(
        LiveTarget(url=url), budget=budget, user_agent="Sagentum/1.0 (+bench)",
        call_timeout=15.0, allow_private=True,
    )  # fmt: skip
    elapsed = time.perf_counter() - started
    if not observation.connected:
        raise SystemExit(f"the live test did not connect: {observation.failure}")
    return elapsed


def overhead(runs: int = 7) -> float:
    from tests.mcp_servers import slow

    server = slow(delay=0.050)
    service_times = server.service_times
    ratios = []
    with server:
        live_test(server.url)  # warm-up: imports, TLS context, first connection
        for _ in range(runs):
            service_times.clear()
            wall = live_test(server.url)
            ratios.append(wall / sum(service_times))
    ratio = statistics.median(ratios)
    print(f"overhead: median wall / server time = {ratio:.3f} over {runs} runs "
          f"(min {min(ratios):.3f}, max {max(ratios):.3f}); target <= 1.25")  # fmt: skip
    return ratio


def concurrency(count: int = 20) -> float:
    from tests.mcp_servers import serving, slow

    fixtures = [slow(delay=0.200) for _ in range(count)]
    with serving(*fixtures):
        one = live_test(fixtures[0].url)
        started = time.perf_counter()
        with ThreadPoolExecutor(max_workers=count) as pool:
            list(pool.map(live_test, [server.url for server in fixtures]))
        together = time.perf_counter() - started
    factor = together / one
    print(f"concurrency: one live test {one:.2f} s; {count} at once {together:.2f} s "
          f"= {factor:.2f}x; target <= 3x")  # fmt: skip
    return factor


def main() -> int:
    import logging

    import django

    django.setup()
    logging.disable(logging.INFO)
    from bench.poisoning import poisoning
    from bench.sandbox import sandbox_startup
    from bench.web import badge

    signals = poisoning()
    badge_ratio = badge()
    ratio = overhead()
    factor = concurrency()
    sandbox_startup()
    return 0 if ratio <= 1.25 and factor <= 3 and badge_ratio <= 1.5 and signals else 1


if __name__ == "__main__":
    sys.exit(main())
