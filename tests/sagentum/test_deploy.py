"""Deployment checks, each in a subprocess: ``make deploy-check`` runs them alone.

``manage.py check --deploy`` must report nothing under production-like settings, and
``make run`` must serve the public pages and its MCP endpoint, report the safety
settings of each process, start a worker again when it is killed (leaving one beat and
nothing of the dead worker), then stop everything it started on Ctrl-C (SIGINT to its
process group, as a terminal sends it). Both run under ``.ci/clean-env``, so the
settings of the suite's own run (PostgreSQL or SQLite) never reach them; ``make run``
keeps its database, broker and cache in a folder of the test's own.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import re
import secrets
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.conf import settings

from tests.paths import ROOT
from tests.procs import processes

ROOT = ROOT
CLEAN_ENV = ROOT / ".ci" / "clean-env"

pytestmark = pytest.mark.deploy

PRODUCTION = {
    "DEBUG": "0",
    "ALLOWED_HOSTS": "sagentum.example",
    "SITE_URL": "https://sagentum.example",
    "DATABASE_URL": "postgres://postgres@127.0.0.1:5432/test",
    "CELERY_BROKER_URL": "redis://127.0.0.1:6379/0",
    "REDIS_URL": "redis://127.0.0.1:6379/1",
    "ALLOW_PRIVATE_TARGETS": "0",
}
SMOKE_PAGES = ("/", "/servers/", "/methodology/", "/testing-policy/", "/docs/mcp/", "/healthz")
# Ports that `make run` uses by default: a developer's own `make run` may hold them.
DEFAULT_PORTS = frozenset({8000, 8765})
START_SECONDS = 180  # migrations on a new SQLite database, demo data, four processes
STOP_SECONDS = 20
RESTART_SECONDS = 60  # a killed worker noticed, started again and ready


def clean_env(assignments: dict[str, str], *command: str) -> list[str]:
    """``command`` run with every setting unset, then ``assignments`` set."""
    return [
        "bash",
        str(CLEAN_ENV),
        *(f"{name}={value}" for name, value in assignments.items()),
        *command,
    ]


def test_clean_env_unsets_every_setting(monkeypatch):
    for name in settings.OWN_ENVIRONMENT:
        monkeypatch.setenv(name, "from-the-caller")
    monkeypatch.setenv("SAGENTUM_UNRELATED", "kept")
    result = subprocess.run(
        clean_env({}, "env"), cwd=ROOT, capture_output=True, text=True, check=True, timeout=30
    )
    names = {line.partition("=")[0] for line in result.stdout.splitlines()}
    assert not names & settings.OWN_ENVIRONMENT
    assert "SAGENTUM_UNRELATED" in names


def test_check_deploy_reports_nothing():
    # Every other setting empty (read as unset), so that a local .env supplies none.
    blank = {name: "" for name in settings.OWN_ENVIRONMENT - {"DJANGO_SETTINGS_MODULE"}}
    production = {**blank, **PRODUCTION, "SECRET_KEY": secrets.token_urlsafe(64)}
    command = [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"]
    result = subprocess.run(
        clean_env(production, *command),
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout
    assert result.stdout.strip() == "System check identified no issues (0 silenced).", result.stdout


# ---------------------------------------------------------------- make run


def free_ports(count: int) -> list[int]:
    """Distinct loopback ports nothing listens on, never `make run`'s defaults."""
    sockets = []
    try:
        while len(sockets) < count:
            sock = socket.socket()
            sock.bind(("127.0.0.1", 0))
            if sock.getsockname()[1] in DEFAULT_PORTS:
                sock.close()
                continue
            sockets.append(sock)
        return [sock.getsockname()[1] for sock in sockets]
    finally:
        for sock in sockets:
            sock.close()


def listening(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=2):
            return True
    except OSError:
        return False


class MakeRun:
    """`make run` in a session of its own, as a terminal's foreground job would be.

    The processes it starts put themselves in process groups of their own: those
    groups are recorded as they appear, so that whatever outlives SIGINT is found
    (and, after the test, stopped)."""

    def __init__(self, log: Path, port: int, demo_port: int, data: Path) -> None:
        self.log_path = log
        self.port = port
        self.demo_port = demo_port
        own = {
            "PORT": str(port),
            "DEMO_MCP_PORT": str(demo_port),
            # A database, broker (and beat schedule) and cache of the test's own: never
            # the checkout's.
            "DATABASE_URL": f"sqlite:///{data / 'db.sqlite3'}",
            "CELERY_BROKER_DIR": str(data / "broker"),
            "CACHE_DIR": str(data / "cache"),
        }
        # A make of its own, not one nested in a `make test` that may be running this.
        environment = {
            name: value
            for name, value in os.environ.items()
            if name not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")
        }
        with log.open("wb") as output:
            self.process = subprocess.Popen(
                clean_env(own, "make", "run"),
                cwd=ROOT,
                env=environment,
                stdin=subprocess.DEVNULL,
                stdout=output,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        self.groups = {self.process.pid}

    def descendants(self) -> dict[int, tuple[int, int, str, str]]:
        table = processes()
        found = {self.process.pid}
        grew = True
        while grew:
            grew = False
            for pid, (ppid, *_rest) in table.items():
                if ppid in found and pid not in found:
                    found.add(pid)
                    grew = True
        return {pid: table[pid] for pid in found if pid in table}

    def record(self) -> dict[int, tuple[int, int, str, str]]:
        found = self.descendants()
        self.groups |= {pgid for _ppid, pgid, _state, _cmd in found.values()}
        return found

    def leftovers(self) -> dict[int, str]:
        """Live processes in the recorded groups (zombies are dead already)."""
        return {
            pid: cmd
            for pid, (_ppid, pgid, state, cmd) in processes().items()
            if pgid in self.groups and state != "Z"
        }

    def output(self) -> str:
        """Everything `make run` printed so far."""
        return self.log_path.read_text(errors="replace")

    def log(self) -> str:
        lines = self.output().splitlines()
        return "\n".join(["---- last 80 lines of make run ----", *lines[-80:]])

    def get(self, path: str) -> int:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            return response.status
        finally:
            connection.close()

    def post_json(self, path: str, payload: dict, headers: dict[str, str]) -> tuple[int, str]:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            connection.request(
                "POST",
                path,
                body=json.dumps(payload),
                headers={"Content-Type": "application/json", **headers},
            )
            response = connection.getresponse()
            return response.status, response.read().decode(errors="replace")
        finally:
            connection.close()

    def wait_until_serving(self) -> None:
        deadline = time.monotonic() + START_SECONDS
        while True:
            self.record()
            try:
                if self.get("/healthz") == 200:
                    return
            except OSError:
                pass
            assert self.process.poll() is None, f"make run exited early\n{self.log()}"
            assert time.monotonic() < deadline, (
                f"/healthz did not answer 200 within {START_SECONDS}s\n{self.log()}"
            )
            time.sleep(1)

    def interrupt(self) -> float:
        """SIGINT to make's process group, as Ctrl-C sends it; seconds until all stopped."""
        self.record()
        started = time.monotonic()
        os.killpg(self.process.pid, signal.SIGINT)
        while time.monotonic() - started < STOP_SECONDS:
            if (
                self.process.poll() is not None
                and not self.leftovers()
                and not listening(self.port)
                and not listening(self.demo_port)
            ):
                return time.monotonic() - started
            time.sleep(0.5)
        still = "\n".join(f"  {pid} {cmd}" for pid, cmd in sorted(self.leftovers().items()))
        pytest.fail(
            f"make run left processes behind {STOP_SECONDS}s after SIGINT "
            f"(make: {self.process.poll()}; port {self.port} "
            f"{'open' if listening(self.port) else 'closed'}):\n{still}\n{self.log()}"
        )

    def stop(self) -> None:
        """Whatever is left, stopped: TERM to every recorded group, then KILL."""
        if self.process.poll() is None:
            self.record()
        for sig in (signal.SIGTERM, signal.SIGKILL):
            if not self.leftovers():
                break
            for pgid in self.groups:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(pgid, sig)
            deadline = time.monotonic() + 10
            while self.leftovers() and time.monotonic() < deadline:
                time.sleep(0.5)
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=10)


@pytest.fixture
def make_run(tmp_path) -> Iterator[MakeRun]:
    port, demo_port = free_ports(2)
    running = MakeRun(tmp_path / "make-run.log", port, demo_port, tmp_path)
    try:
        yield running
    finally:
        running.stop()


def celery_processes(make_run: MakeRun, kind: str) -> dict[int, tuple[int, str]]:
    """The live Celery ``worker`` or ``beat`` processes: pid -> (process group, command).

    Celery rewrites its command lines (``[celeryd: …]``, ``[celery beat] …``)."""
    return {
        pid: (pgid, cmd)
        for pid, (_ppid, pgid, state, cmd) in make_run.record().items()
        if "celery" in cmd and f" {kind} " in f" {cmd} " and state != "Z"
    }


def wait_for(check, what: str, make_run: MakeRun, seconds: float):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.5)
    pytest.fail(f"{what} within {seconds}s\n{make_run.log()}")


def test_make_run_serves_pages_restarts_a_killed_worker_and_stops_on_ctrl_c(make_run):
    make_run.wait_until_serving()
    time.sleep(2)  # the worker finishes starting before it is asked to stop

    codes = {path: make_run.get(path) for path in SMOKE_PAGES}
    assert codes == dict.fromkeys(SMOKE_PAGES, 200), make_run.log()

    # Sagentum's own MCP endpoint, on the same port: a stateless tools/list.
    status, body = make_run.post_json(
        "/mcp",
        {"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
        {"Accept": "application/json, text/event-stream", "MCP-Protocol-Version": "2025-11-25"},
    )
    assert status == 200, body
    assert '"get_certification"' in body, body

    started = make_run.record()
    assert any(" -m sagentum.demo_mcp" in cmd for *_rest, cmd in started.values())
    [(worker, (worker_group, _cmd))] = wait_for(
        lambda: list(celery_processes(make_run, "worker").items()), "a worker", make_run, 30
    )
    assert len(celery_processes(make_run, "beat")) == 1, make_run.log()

    # Each process says which safety settings it runs with, and where they came from.
    log = make_run.output()
    for process in ("web", "worker", "beat"):
        assert f"safety settings of this {process} process" in log, log
    # make run names its port in SITE_URL for the children; the database is the embedded one.
    assert re.search(r"from the environment: [^\n]*SITE_URL=http://127\.0\.0\.1:\d+", log), log
    assert re.search(r"from the environment: [^\n]*database=sqlite", log), log

    # A worker killed outright is noticed and started again; nothing of it is left, and
    # beat, a process of its own, runs once still.
    os.kill(worker, signal.SIGKILL)
    wait_for(
        lambda: set(celery_processes(make_run, "worker")) - {worker},
        "a new worker",
        make_run,
        RESTART_SECONDS,
    )
    assert "worker was killed by SIGKILL" in make_run.output()
    wait_for(lambda: make_run.output().count(" ready.") >= 2, "the new worker ready", make_run, 60)
    assert len(celery_processes(make_run, "worker")) == 1, make_run.log()
    assert len(celery_processes(make_run, "beat")) == 1, make_run.log()
    assert not [
        pid for pid, (_ppid, pgid, state, _cmd) in processes().items()
        if pgid == worker_group and state != "Z"
    ]  # fmt: skip
    assert make_run.get("/healthz") == 200

    make_run.interrupt()
