"""The sandbox's start-up cost: a program started in the sandbox against the same program
started as a plain process, for Python and Node (median of several runs each).

Reported, with no target: it is paid once per package started (an introspection, or a
full assessment's live test), beside a runtime's own start-up and the server's imports.
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path


def _median_seconds(argv: list[str], env: dict[str, str], runs: int) -> float:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        subprocess.run(argv, env=env, check=True, capture_output=True, timeout=60)  # noqa: S603
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def sandbox_startup(runs: int = 15) -> dict[str, tuple[float, float]] | None:
    from django.conf import settings

    from certification.packages import PackageRefused, sandbox

    try:
        sandbox.check_available()
    except PackageRefused as refused:
        print(f"sandbox: skipped ({refused.detail})")
        return None
    programs = {
        "python": [settings.SANDBOX_PYTHON, "-c", "pass"],
        "node": [settings.SANDBOX_NODE, "-e", "0"],
    }
    results = {}
    with tempfile.TemporaryDirectory() as folder:
        package = Path(folder)
        package.chmod(0o755)
        env = sandbox.environment({})
        for name, program in programs.items():
            if shutil.which(program[0]) is None:
                continue
            plain = _median_seconds(program, env, runs)
            isolated = _median_seconds(sandbox.command(package, program), env, runs)
            results[name] = (plain, isolated)
            print(f"sandbox: {name} start {plain * 1000:.1f} ms plain, {isolated * 1000:.1f} ms "
                  f"in the sandbox (+{(isolated - plain) * 1000:.1f} ms, "
                  f"{isolated / plain:.2f}x), median of {runs}")  # fmt: skip
    return results
