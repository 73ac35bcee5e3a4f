"""A PostgreSQL and a Redis of the fault tests' own, in temporary folders on loopback, that a
test can take away and bring back; a Celery worker on them; and ``run_driver``, which runs
``tests.faults.driver`` against them. The machine's shared servers are never touched.

PYTEST_DONT_REWRITE
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Settings of the suite's own run that the fault processes must not inherit.
OWN = ("DATABASE_URL", "CELERY_BROKER_URL", "REDIS_URL", "CELERY_BROKER_DIR")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def postgres_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    return Path(found[-1]).parent if found else None


class TempPostgres:
    """``initdb`` in a fresh folder, served on a port of its own (fsync off: a test's)."""

    def __init__(self) -> None:
        self.bin = postgres_bin()
        self.folder = Path(tempfile.mkdtemp(prefix="sagentum-faults-pg-", dir="/tmp"))
        self.folder.chmod(0o755)
        self.data = self.folder / "data"
        self.port = free_port()
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/sagentum"

    def _as_owner(self, *argv: str) -> list[str]:
        # PostgreSQL refuses to run as root: as root, its files belong to `postgres`.
        return ["runuser", "-u", "postgres", "--", *argv] if os.geteuid() == 0 else list(argv)

    def _run(self, *argv: str) -> None:
        subprocess.run(self._as_owner(*argv), check=True, capture_output=True, timeout=60)

    def init(self) -> TempPostgres:
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres")
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres", "-A",
                  "trust", "-E", "UTF8", "--no-sync")  # fmt: skip
        self.start()
        self._run(str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port),
                  "-U", "postgres", "sagentum")  # fmt: skip
        return self

    def stop(self, mode: str = "immediate") -> None:
        """Gone at once (``immediate``: as a crash, every connection cut)."""
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", mode, "-w", "stop")

    def start_command(self) -> list[str]:
        options = (f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.data} -c fsync=off "
                   "-c full_page_writes=off")  # fmt: skip
        log = str(self.folder / "postgres.log")
        return self._as_owner(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", log,
                              "-o", options, "-w", "start")  # fmt: skip

    def start(self) -> None:
        subprocess.run(self.start_command(), check=True, capture_output=True, timeout=60)

    def stop_command(self) -> list[str]:
        return self._as_owner(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m",
                              "immediate", "-w", "stop")  # fmt: skip

    def query(self, sql: str, *params) -> list[tuple]:
        import psycopg

        with psycopg.connect(self.url, connect_timeout=5, autocommit=True) as conn:
            return conn.execute(sql, params).fetchall()

    def close(self) -> None:
        with contextlib.suppress(subprocess.CalledProcessError):
            self.stop("fast")
        shutil.rmtree(self.folder, ignore_errors=True)


class TempRedis:
    """A ``redis-server`` on a port of its own; ``pause`` makes it unreachable (stopped with
    SIGSTOP: connections hang, nothing it holds is lost) until ``resume``."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="sagentum-faults-redis-", dir="/tmp"))
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--dir",
             str(self.folder), "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + 20
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    def pause(self) -> None:
        self.process.send_signal(signal.SIGSTOP)

    def resume(self) -> None:
        self.process.send_signal(signal.SIGCONT)

    def close(self) -> None:
        self.resume()
        self.process.kill()
        self.process.wait(timeout=10)
        shutil.rmtree(self.folder, ignore_errors=True)


def environment(pg: TempPostgres, redis: TempRedis | None, **extra: str) -> dict[str, str]:
    env = {name: value for name, value in os.environ.items() if name not in OWN}
    env.update(
        DATABASE_URL=pg.url, DEBUG="1", PYTHONUNBUFFERED="1", ALLOW_PRIVATE_TARGETS="1",
        HOST_MIN_GAP_SECONDS="0", DJANGO_SETTINGS_MODULE="sagentum.settings",
    )  # fmt: skip
    if redis is not None:
        env["CELERY_BROKER_URL"] = redis.url
    env.update(extra)
    return env


def run_driver(env: dict[str, str], *args: str, timeout: float = 120) -> dict:
    """``python -m tests.faults.driver ARGS``: its last line of output, as JSON."""
    done = subprocess.run(
        [sys.executable, "-m", "tests.faults.driver", *args], cwd=ROOT, env=env,
        capture_output=True, text=True, timeout=timeout,
    )  # fmt: skip
    if done.returncode:
        raise AssertionError(f"driver {args} failed:\n{done.stdout}\n{done.stderr[-4000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


class Worker:
    """``celery worker`` on the fault tests' servers, its output in a file."""

    def __init__(self, env: dict[str, str], log: Path, *, concurrency: int = 1) -> None:
        self.log = log
        with log.open("ab") as out:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "celery", "-A", "sagentum", "worker",
                 "--pool=threads", f"--concurrency={concurrency}", "--queues=default,live",
                 "--loglevel=INFO", "--without-gossip", "--without-mingle",
                 "--without-heartbeat", f"--hostname=faults-{os.getpid()}-{time.time_ns()}@x"],
                cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
            )  # fmt: skip
        deadline = time.monotonic() + 60
        while "ready." not in self.output():
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.process.kill()
                raise AssertionError(f"the worker did not start:\n{self.output()}")
            time.sleep(0.1)

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def kill(self) -> None:
        self.process.kill()
        self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()
