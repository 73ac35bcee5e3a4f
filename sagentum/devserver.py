"""`make run`: migrate, load demo data and the shipped corpus, then run the site's processes
and keep them running.

Settings come from the environment and the development ``.env`` (``make .env`` writes
it), read by ``sagentum.settings`` in each process: this module sets none, so a
value an operator put in ``.env`` is the value in force. It only warns when that
leaves the demo unusable (no ``.env``, ``ALLOW_PRIVATE_TARGETS`` off, no template for
the demo forge). Every process then logs which safety settings it runs with and where
each came from (``certification.startup``).

Four processes, each in a process group of its own:

- ``web``: uvicorn (ASGI, so that Sagentum's own MCP endpoint is ``/mcp`` on the same
  port), reloading on code changes;
- ``worker``: a Celery worker (threads) on the queues ``default`` and ``live``;
- ``beat``: Celery beat, a process of its own rather than the worker's ``-B`` child, so
  that a worker that dies never leaves a scheduler behind and a restarted one never
  makes two;
- ``mcp-demo``: the demo MCP server and its forge (``sagentum.demo_mcp``).

A process that dies is noticed within a second: whatever is left of its group is
stopped (SIGTERM, then SIGKILL), and it is started again after 1 s, twice as long after
each further death up to 30 s, and 1 s again once it has run for a minute. The web
counts as dead too when uvicorn's reloader has been without its server process for a
few seconds (the reloader does not replace it). A process that dies five times in a
row within 10 s of starting stops everything, with its output above. Ctrl-C, SIGTERM
or SIGHUP stop every group (SIGTERM, then SIGKILL after ``STOP_SECONDS``; a second
Ctrl-C kills at once). On Linux each process also gets SIGTERM should this supervisor
itself die (``PR_SET_PDEATHSIG``).
"""

from __future__ import annotations

import contextlib
import ctypes
import datetime
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TextIO

from django.core.exceptions import ImproperlyConfigured
from honcho.colour import get_colours
from honcho.printer import Message, Printer

from certification.env import DEFAULT, Env

ROOT = Path(__file__).resolve().parent.parent
APPS = ("certification", "assessments", "disputes", "optouts", "verification")
DEMO_FORGE_HOST = "forge.demo.sagentum.test"

STOP_SECONDS = 10.0  # from SIGTERM to SIGKILL when stopping a group
FIRST_DELAY = 1.0  # before the first restart of a process that died
MAX_DELAY = 30.0
STABLE_SECONDS = 60.0  # a process that ran this long starts its back-off anew
QUICK_SECONDS = 10.0
QUICK_DEATHS = 5  # deaths in a row, each within QUICK_SECONDS of starting, stop everything
ORPHAN_SECONDS = 5.0  # a leader without the child doing its work this long counts as dead
POLL_SECONDS = 0.25


@dataclass
class Service:
    name: str
    argv: list[str]
    # When the leader only watches a child that does the work (uvicorn's reloader): a
    # word of that child's command line. The service is dead too once no such child has
    # run for ORPHAN_SECONDS.
    worker_child: str | None = None


@dataclass
class _State:
    service: Service
    colour: str
    process: subprocess.Popen | None = None
    started: float = 0.0
    due: float | None = 0.0  # when to start (again); None while running
    delay: float = field(default_factory=lambda: FIRST_DELAY)
    quick_deaths: int = 0
    restarts: int = 0
    childless_since: float | None = None
    reader: threading.Thread | None = None


class Supervisor:
    """Starts ``services``, restarts one that dies, and stops them all on a signal."""

    def __init__(
        self,
        services: list[Service],
        *,
        env: dict[str, str],
        cwd: Path,
        output: TextIO | None = None,
    ) -> None:
        self.env, self.cwd = env, cwd
        width = max(len(name) for name in [*(s.name for s in services), "supervisor"])
        self.printer = Printer(output or sys.stdout, width=width)
        self.lock = threading.Lock()
        colours = get_colours()
        self.states = [_State(service, next(colours)) for service in services]
        self.signals = 0  # how many stop signals arrived (set by the handler only)
        self.returncode = 0

    # ------------------------------------------------------------------ output

    def say(self, text: str, name: str = "supervisor", colour: str | None = None) -> None:
        message = Message("line", text, datetime.datetime.now(), name, colour)
        with self.lock:
            self.printer.write(message)

    def _relay(self, state: _State, stream: IO[bytes]) -> None:
        for line in iter(stream.readline, b""):
            self.say(line.decode("utf-8", "replace"), state.service.name, state.colour)
        stream.close()

    # ------------------------------------------------------------------ the loop

    def run(self) -> int:
        """Supervise until a stop signal (or a process that keeps dying); the exit code."""
        for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            signal.signal(signum, self._on_signal)
        try:
            while not self.signals and not self.returncode:
                now = time.monotonic()
                for state in self.states:
                    self._check(state, now)
                    if self.signals or self.returncode:
                        break
                time.sleep(POLL_SECONDS)
        finally:
            self.stop_all()
        return self.returncode

    def _on_signal(self, signum: int, frame: object) -> None:
        # Only counts: the main loop (or stop_all) acts on it between its steps.
        self.signals += 1

    def _check(self, state: _State, now: float) -> None:
        if state.process is None:
            if state.due is not None and now >= state.due:
                self._start(state)
            return
        code = state.process.poll()
        if code is None:
            if state.service.worker_child is None or not self._orphaned(state, now):
                return
            how = "lost the server process it reloads"
        else:
            how = _ended(code)
        self._stop_group(state, grace=2.0)
        ran = now - state.started
        if ran >= STABLE_SECONDS:
            state.delay = FIRST_DELAY
        state.quick_deaths = state.quick_deaths + 1 if ran < QUICK_SECONDS else 0
        name = state.service.name
        if state.quick_deaths >= QUICK_DEATHS:
            self.say(
                f"{name} {how} {state.quick_deaths} times in a row within "
                f"{QUICK_SECONDS:.0f} s of starting (its output is above): stopping everything"
            )
            self.returncode = 1
            return
        state.restarts += 1
        state.due, delay = now + state.delay, state.delay
        state.delay = min(state.delay * 2, MAX_DELAY)
        self.say(
            f"{name} {how} after {ran:.0f} s; starting it again in {delay:g} s "
            f"(restart {state.restarts})"
        )

    def _orphaned(self, state: _State, now: float) -> bool:
        if _child_running(state.process.pid, state.service.worker_child) is not False:
            state.childless_since = None
            return False
        if state.childless_since is None:
            state.childless_since = now
        return now - state.childless_since >= ORPHAN_SECONDS

    def _start(self, state: _State) -> None:
        state.process = subprocess.Popen(  # noqa: S603 - our own argv
            state.service.argv,
            cwd=self.cwd,
            env=self.env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # a group of its own, stopped as one
            preexec_fn=_die_with(os.getpid()),  # only a prctl call
        )
        state.started, state.due, state.childless_since = time.monotonic(), None, None
        state.reader = threading.Thread(
            target=self._relay, args=(state, state.process.stdout), daemon=True
        )
        state.reader.start()

    # ------------------------------------------------------------------ stopping

    def _stop_group(self, state: _State, grace: float) -> None:
        """Stop what is left of a dead (or stuck) process's group and reap its leader."""
        process, state.process = state.process, None
        if process is None:
            return
        _wait_groups([process.pid], grace, lambda: False)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=2)
        if state.reader is not None:
            state.reader.join(timeout=2)

    def stop_all(self) -> None:
        """SIGTERM to every group, SIGKILL to what is left after STOP_SECONDS (at once on
        a second signal); returns once every group is gone."""
        running = [state for state in self.states if state.process is not None]
        if not running:
            return
        self.say("stopping " + ", ".join(state.service.name for state in running))
        first = self.signals
        left = _wait_groups(
            [state.process.pid for state in running], STOP_SECONDS, lambda: self.signals > first
        )
        for state in running:
            with contextlib.suppress(subprocess.TimeoutExpired):
                state.process.wait(timeout=2)
            if state.reader is not None:
                state.reader.join(timeout=2)
            state.process = None
        if left:
            self.say(f"killed what was still running after {STOP_SECONDS:.0f} s")
        self.say("stopped")


def _wait_groups(groups: list[int], grace: float, hurry: Callable[[], bool]) -> bool:
    """SIGTERM to ``groups``, then SIGKILL to those alive after ``grace`` seconds or once
    ``hurry()``; whether any had to be killed."""
    for pgid in groups:
        _signal_group(pgid, signal.SIGTERM)
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline and not hurry():
        if not any(_group_alive(pgid) for pgid in groups):
            return False
        time.sleep(0.1)
    alive = [pgid for pgid in groups if _group_alive(pgid)]
    for pgid in alive:
        _signal_group(pgid, signal.SIGKILL)
    deadline = time.monotonic() + 5
    while any(_group_alive(pgid) for pgid in alive) and time.monotonic() < deadline:
        time.sleep(0.1)
    return bool(alive)


def _signal_group(pgid: int, signum: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signum)


def _proc_table() -> list[tuple[int, int, int, str]] | None:
    """``(pid, parent pid, process group, state)`` of every process, from ``/proc``;
    None where there is no ``/proc``."""
    proc = Path("/proc")
    if not (proc / "self" / "stat").exists():
        return None
    table = []
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue  # gone meanwhile
        state, ppid, pgid = stat[stat.rindex(")") + 2 :].split()[:3]
        table.append((int(entry.name), int(ppid), int(pgid), state))
    return table


def _group_alive(pgid: int) -> bool:
    """Whether a process of group ``pgid`` still runs (zombies are dead already)."""
    table = _proc_table()
    if table is None:
        try:
            os.killpg(pgid, 0)
        except ProcessLookupError:
            return False
        return True
    return any(group == pgid and state != "Z" for _pid, _ppid, group, state in table)


def _child_running(pid: int, word: str) -> bool | None:
    """Whether ``pid`` has a live child with ``word`` in its command line; None where
    that cannot be told."""
    table = _proc_table()
    if table is None:
        return None
    for child, ppid, _group, state in table:
        if ppid == pid and state != "Z":
            with contextlib.suppress(OSError):
                if word in Path(f"/proc/{child}/cmdline").read_bytes().decode(errors="replace"):
                    return True
    return False


def _ended(code: int) -> str:
    if code < 0:
        with contextlib.suppress(ValueError):
            return f"was killed by {signal.Signals(-code).name}"
        return f"was killed by signal {-code}"
    return f"exited with status {code}"


if sys.platform == "linux":
    _prctl = ctypes.CDLL(None, use_errno=True).prctl
    PR_SET_PDEATHSIG = 1

    def _die_with(parent: int) -> Callable[[], None]:
        """Run in the child before exec: SIGTERM to it should ``parent`` die."""

        def arrange() -> None:
            _prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
            if os.getppid() != parent:  # died before the line above
                os.kill(os.getpid(), signal.SIGTERM)

        return arrange

else:

    def _die_with(parent: int) -> None:
        return None


# ---------------------------------------------------------------------- make run


def development_warnings(env: Env) -> list[str]:
    """What in the settings keeps the demo from working; said, never overridden."""
    warnings = []
    if env.dotenv_path is None:
        warnings.append(
            f"there is no {ROOT / '.env'}: `make .env` writes the development one "
            "(DEBUG=1, ALLOW_PRIVATE_TARGETS=1 and the demo forge's REPO_RAW_URL_TEMPLATES)"
        )
    if not env.bool("DEBUG"):
        warnings.append(
            f"DEBUG is off ({env.source('DEBUG')}): SECRET_KEY must be set, and no demo "
            "accounts are made"
        )
    if not env.bool("ALLOW_PRIVATE_TARGETS"):
        warnings.append(
            f"ALLOW_PRIVATE_TARGETS is off ({env.source('ALLOW_PRIVATE_TARGETS')}): the demo "
            "MCP server on 127.0.0.1 cannot be assessed, nor any other loopback target"
        )
    if DEMO_FORGE_HOST not in env.templates("REPO_RAW_URL_TEMPLATES"):
        source = env.source("REPO_RAW_URL_TEMPLATES")
        warnings.append(
            f"REPO_RAW_URL_TEMPLATES ({'unset' if source == DEFAULT else source}) has no "
            f"template for {DEMO_FORGE_HOST}: a repository-file claim on the demo listing "
            "cannot be verified (the line is in .env.example)"
        )
    return warnings


def services(python: str, port: str, schedule: Path) -> list[Service]:
    reload_dirs = [arg for app in APPS for arg in ("--reload-dir", app)]
    uvicorn = f"-m uvicorn sagentum.asgi:application --host 127.0.0.1 --port {port}"
    celery = [python, "-m", "celery", "-A", "sagentum"]
    worker = "worker --loglevel=INFO --pool=threads --concurrency=4 --queues=default,live"
    return [
        Service(
            "web",
            [python, *uvicorn.split(), "--reload", *reload_dirs],
            worker_child="multiprocessing.spawn",  # not the reloader's resource tracker
        ),
        Service("worker", [*celery, *worker.split()]),
        Service("beat", [*celery, "beat", "--loglevel=INFO", f"--schedule={schedule}"]),
        Service("mcp-demo", [python, "-m", "sagentum.demo_mcp"]),
    ]


def main() -> int:
    env = dict(os.environ)
    env["PYTHONUNBUFFERED"] = "1"
    try:
        settings = Env(dotenv=ROOT / ".env")  # read as sagentum.settings reads them
        for warning in development_warnings(settings):
            print(f"make run: WARNING: {warning}", file=sys.stderr, flush=True)
        broker_dir = Path(settings.str("CELERY_BROKER_DIR", str(ROOT / ".celery")))
    except ImproperlyConfigured as exc:
        print(f"make run: {exc}", file=sys.stderr)
        return 2
    python = sys.executable
    # The corpus (corpus/corpus.json) gives the research page its figures and every card
    # its placement; loading it again adds nothing.
    for step in (["migrate", "--noinput"], ["seed_demo"], ["corpus", "load"]):
        try:
            result = subprocess.run(  # noqa: S603 - fixed argv, our own interpreter
                [python, "manage.py", *step], cwd=ROOT, env=env, check=False
            )
        except KeyboardInterrupt:  # Ctrl-C reached the step too, in our process group
            return 130
        if result.returncode:
            return result.returncode
    # Beat's schedule beside the broker's folders: a `make run` with a broker folder of
    # its own (the tests') never shares a schedule with another.
    broker_dir.mkdir(parents=True, exist_ok=True)
    port = env.get("PORT", "8000")
    if settings.raw("SITE_URL") is None:
        # Links the site writes (badges, "Copy link", e-mails) name the port it serves on;
        # a SITE_URL in the environment or .env is left as it is.
        env["SITE_URL"] = f"http://127.0.0.1:{port}"
    supervisor = Supervisor(services(python, port, broker_dir / "beat-schedule"), env=env, cwd=ROOT)
    print(f"Sagentum is starting at http://127.0.0.1:{port}/  (Ctrl-C stops everything)")
    sys.stdout.flush()
    return supervisor.run()


if __name__ == "__main__":
    sys.exit(main())
