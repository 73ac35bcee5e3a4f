"""`make run`'s supervisor (sagentum/devserver.py) on small stand-in processes.

Each test runs the supervisor in a session of its own, as `make run` runs in a terminal,
kills one of its processes, and checks that it comes back, that nothing of the killed
process is left over, and that a stop signal leaves no process behind. The same with
the real processes: tests/sagentum/test_deploy.py.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.paths import ROOT
from tests.procs import processes

ROOT = ROOT

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")

SLEEP = "import time; time.sleep(600)"
# A process that starts a child of its own, as uvicorn's reloader or a -B worker do.
PARENT = (
    "import subprocess, sys, time; "
    "subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)', 'grandchild']); "
    "time.sleep(600)"
)
# A leader whose work is done by a child (uvicorn's reloader and its server process).
RELOADER = (
    "import subprocess, sys, time; "
    "subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)', 'server-child']); "
    "time.sleep(600)"
)
DRIVER = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from sagentum import devserver

    devserver.FIRST_DELAY = 0.2
    devserver.ORPHAN_SECONDS = 1.0
    devserver.QUICK_SECONDS = 5.0
    devserver.STOP_SECONDS = 5.0
    python = sys.executable
    services = [
        devserver.Service("sleeper", [python, "-c", {sleep!r}, "sleeper"]),
        devserver.Service("parent", [python, "-c", {parent!r}, "parent"]),
        devserver.Service(
            "reloader", [python, "-c", {reloader!r}, "reloader"], worker_child="server-child"
        ),
        *[devserver.Service("crashing", [python, "-c", "raise SystemExit(3)"])
          for _ in range({crashing})],
    ]
    sys.exit(devserver.Supervisor(services, env=dict(__import__("os").environ),
                                  cwd=Path({root!r})).run())
    """
)


class Run:
    def __init__(self, log: Path, crashing: int = 0) -> None:
        self.log_path = log
        code = DRIVER.format(
            sleep=SLEEP, parent=PARENT, reloader=RELOADER, crashing=crashing, root=str(ROOT)
        )
        with log.open("wb") as output:
            self.process = subprocess.Popen(
                [sys.executable, "-c", code],
                cwd=ROOT,
                stdin=subprocess.DEVNULL,
                stdout=output,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        self.groups = {self.process.pid}

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def descendants(self) -> dict[int, str]:
        table = processes()
        found, grew = {self.process.pid}, True
        while grew:
            grew = False
            for pid, (ppid, *_rest) in table.items():
                if ppid in found and pid not in found:
                    found.add(pid)
                    grew = True
        alive = {pid: table[pid] for pid in found if pid in table and table[pid][2] != "Z"}
        self.groups |= {pgid for _ppid, pgid, _state, _cmd in alive.values()}
        return {pid: cmd for pid, (_ppid, _pgid, _state, cmd) in alive.items()}

    def find(self, word: str) -> list[int]:
        return [pid for pid, cmd in self.descendants().items() if cmd.endswith(f" {word}")]

    def leftovers(self) -> dict[int, str]:
        return {
            pid: cmd
            for pid, (_ppid, pgid, state, cmd) in processes().items()
            if pgid in self.groups and state != "Z"
        }

    def stop(self) -> None:
        self.descendants()
        for sig in (signal.SIGTERM, signal.SIGKILL):
            for pgid in self.groups:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(pgid, sig)
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=10)
            if not self.leftovers():
                return


def wait_for(check: Callable[[], object], what: str, run: Run, seconds: float = 20) -> object:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        result = check()
        if result:
            return result
        time.sleep(0.1)
    pytest.fail(f"{what} within {seconds}s\n{run.log()}")


@pytest.fixture
def run(tmp_path) -> Iterator[Run]:
    running = Run(tmp_path / "supervisor.log")
    try:
        yield running
    finally:
        running.stop()


def all_started(run: Run) -> bool:
    words = ("sleeper", "parent", "grandchild", "reloader", "server-child")
    return all(run.find(word) for word in words)


def test_it_restarts_a_killed_process_and_stops_what_it_had_started(run):
    wait_for(lambda: all_started(run), "every process started", run)
    [leader] = run.find("parent")
    [grandchild] = run.find("grandchild")
    os.kill(leader, signal.SIGKILL)

    wait_for(lambda: set(run.find("parent")) - {leader}, "the parent started again", run)
    assert "parent was killed by SIGKILL" in run.log()
    assert "restart 1" in run.log()
    # The killed process's child was stopped with its group, not left behind.
    wait_for(lambda: grandchild not in processes(), "the old grandchild gone", run)
    wait_for(lambda: run.find("grandchild"), "the new parent's child", run)
    assert len(run.find("grandchild")) == 1, run.log()
    assert len(run.find("sleeper")) == 1  # the others untouched


def test_it_restarts_a_leader_whose_working_child_died(run):
    wait_for(lambda: all_started(run), "every process started", run)
    [leader] = run.find("reloader")
    [child] = run.find("server-child")
    os.kill(child, signal.SIGKILL)

    wait_for(lambda: set(run.find("reloader")) - {leader}, "the reloader replaced", run)
    assert "reloader lost the server process it reloads" in run.log()
    assert leader not in run.descendants()
    wait_for(lambda: run.find("server-child"), "the new reloader's child", run)
    assert len(run.find("server-child")) == 1


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_a_stop_signal_stops_every_process(run, signum):
    wait_for(lambda: all_started(run), "every process started", run)
    started = run.descendants()
    assert len(run.groups) == 4  # the supervisor's, and one for each of its 3 processes

    os.killpg(run.process.pid, signum)  # as Ctrl-C reaches the foreground group
    assert run.process.wait(timeout=15) == 0, run.log()
    wait_for(lambda: not run.leftovers(), "every process gone", run, seconds=5)
    assert "stopped" in run.log()
    assert len(started) == 6


def test_processes_go_when_the_supervisor_is_killed(run):
    wait_for(lambda: all_started(run), "every process started", run)
    leaders = [run.find(word)[0] for word in ("sleeper", "parent", "reloader")]
    os.kill(run.process.pid, signal.SIGKILL)
    run.process.wait(timeout=5)
    # Each leader gets SIGTERM when its parent dies (PR_SET_PDEATHSIG).
    wait_for(
        lambda: not any(pid in processes() and processes()[pid][2] != "Z" for pid in leaders),
        "the supervisor's processes gone",
        run,
    )


def test_a_process_that_keeps_dying_at_once_stops_everything(tmp_path):
    running = Run(tmp_path / "supervisor.log", crashing=1)
    try:
        code = running.process.wait(timeout=60)
        assert code == 1, running.log()
        assert "crashing exited with status 3 5 times in a row" in running.log()
        assert not running.leftovers()
    finally:
        running.stop()
