"""The sandbox a package server runs in, and never outside it.

``SANDBOX_COMMAND`` names the isolator. ``bwrap`` (the default) is bubblewrap, built
in: the command line below. Any other value is the path of an isolator that keeps
this contract (docs/packages.md), called as::

    ISOLATOR --package DIR --memory-mb N --processes N --file-size-mb N
             --cpu-seconds N --wall-seconds N -- PROGRAM ARG...

and as ``ISOLATOR --check``, which exits 0 when it can isolate on this machine. It
must run PROGRAM with DIR read-only at ``/pkg``; a private, writable, empty
``/home/sandbox`` (the working folder and HOME) and ``/tmp``, thrown away after;
a network namespace with loopback only; its own PID namespace, so that the whole
tree dies when the isolator is stopped or its parent dies; a read-only system and
nothing else of the host; the limits given; its own environment passed on
unchanged (Sagentum gives it only PATH, HOME, TMPDIR, LANG and the owner's test
variables); stdin, stdout and stderr connected; PROGRAM's exit status.
"""

from __future__ import annotations

import contextlib
import fcntl
import itertools
import os
import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from certification.packages import PackageRefused

PACKAGE_ROOT = "/pkg"
HOME = "/home/sandbox"
PATH = "/usr/local/bin:/usr/bin:/bin"
# The parts of /etc a runtime reads: the dynamic linker's cache, certificates, time zone,
# the alternatives a /usr/bin name may point to. Nothing else of the host's /etc.
ETC = ("ld.so.cache", "ssl", "ca-certificates", "alternatives", "localtime", "mime.types")
TMPFS_BYTES = 256 * 1024 * 1024
# Unprivileged user ids a root worker hands each sandbox, so that the process limit of
# one sandbox is not shared with the worker or with another sandbox.
UID_BASE, UID_SPAN = 200_000, 60_000
_uids = itertools.count(os.getpid() * 17 % UID_SPAN)


@dataclass(frozen=True)
class Limits:
    memory_mb: int
    processes: int
    file_size_mb: int
    cpu_seconds: int
    wall_seconds: int = 170

    @classmethod
    def from_settings(cls) -> Limits:
        from django.conf import settings

        return cls(
            memory_mb=settings.SANDBOX_MEMORY_MB,
            processes=settings.SANDBOX_PROCESSES,
            file_size_mb=settings.SANDBOX_FILE_SIZE_MB,
            cpu_seconds=settings.SANDBOX_CPU_SECONDS,
            wall_seconds=settings.SANDBOX_WALL_SECONDS,
        )


def isolator() -> str:
    from django.conf import settings

    return settings.SANDBOX_COMMAND


def environment(owner_env: dict[str, str], extra: dict[str, str] | None = None) -> dict[str, str]:
    """The whole environment the isolator is given: nothing of the host's."""
    return {
        "PATH": PATH, "HOME": HOME, "TMPDIR": "/tmp", "LANG": "C.UTF-8",
        **(extra or {}), **owner_env,
    }  # fmt: skip


def command(package_dir: Path, program: list[str], limits: Limits | None = None) -> list[str]:
    """The command line that runs ``program`` (paths inside the sandbox) isolated."""
    limits = limits or Limits.from_settings()
    name = isolator()
    if name != "bwrap":
        return [
            name, "--package", str(package_dir), "--memory-mb", str(limits.memory_mb),
            "--processes", str(limits.processes), "--file-size-mb", str(limits.file_size_mb),
            "--cpu-seconds", str(limits.cpu_seconds), "--wall-seconds", str(limits.wall_seconds),
            "--", *program,
        ]  # fmt: skip
    wall = [_tool("timeout"), "--signal=KILL", f"{limits.wall_seconds}s"]
    return [
        *_drop_privileges(), *_rlimits(limits), *wall, *_bubblewrap(package_dir), "--", *program
    ]  # fmt: skip


def sandbox_roots(ref) -> tuple[str, ...]:
    """The folders a sandboxed server may be asked about: its home, and absolute paths
    its arguments name (as the server sees them)."""
    named = [w.split("=", 1)[-1] for w in ref.package_arguments if "/" in w]
    return tuple(dict.fromkeys([HOME, *(w for w in named if w.startswith("/"))]))


@contextlib.contextmanager
def slot(wait_seconds: float = 600):
    """One of ``SANDBOXES_PER_WORKER`` places on this machine, held while a sandbox runs;
    waits for one to free up (a file lock each, so a killed worker frees its own)."""
    from django.conf import settings

    folder = Path(settings.PACKAGE_CACHE_DIR) / "locks"
    folder.mkdir(parents=True, exist_ok=True)
    deadline = time.monotonic() + wait_seconds
    while True:
        for n in range(settings.SANDBOXES_PER_WORKER):
            handle = open(folder / f"sandbox-slot-{n}", "a")  # noqa: SIM115
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                handle.close()
                continue
            try:
                yield n
            finally:
                fcntl.flock(handle, fcntl.LOCK_UN)
                handle.close()
            return
        if time.monotonic() > deadline:
            raise PackageRefused("sandbox-busy", "every sandbox place stayed taken")
        time.sleep(0.5)


def _drop_privileges() -> list[str]:
    """A root worker runs the sandbox as a fresh unprivileged user: root is exempt from
    the process limit, and an unprivileged user namespace holds no host capability."""
    if os.geteuid() != 0:
        return []
    uid = UID_BASE + next(_uids) % UID_SPAN
    return [_tool("setpriv"), f"--reuid={uid}", f"--regid={uid}", "--clear-groups", "--"]


def _rlimits(limits: Limits) -> list[str]:
    mb = 1024 * 1024
    return [
        _tool("prlimit"),
        # Private writable memory (RLIMIT_DATA): what a heap grows into. Address space
        # is left alone, since runtimes reserve large unbacked ranges.
        f"--data={limits.memory_mb * mb}",
        f"--nproc={limits.processes}",
        f"--fsize={limits.file_size_mb * mb}",
        f"--cpu={limits.cpu_seconds}",
        "--nofile=1024",
        "--core=0",
        "--",
    ]


def _bubblewrap(package_dir: Path) -> list[str]:
    bind_etc = []
    for name in ETC:
        bind_etc += ["--ro-bind-try", f"/etc/{name}", f"/etc/{name}"]
    links = []
    for name in ("bin", "lib", "lib64", "sbin"):
        target = os.readlink(f"/{name}") if os.path.islink(f"/{name}") else ""
        links += ["--symlink", target, f"/{name}"] if target else []
        if not target and os.path.isdir(f"/{name}"):
            links += ["--ro-bind", f"/{name}", f"/{name}"]
    return [
        _tool("bwrap"),
        "--unshare-all", "--unshare-user", "--uid", "1000", "--gid", "1000",
        "--disable-userns", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
        "--hostname", "sandbox",
        "--ro-bind", "/usr", "/usr", *links, *bind_etc,
        "--ro-bind", str(package_dir), PACKAGE_ROOT,
        "--proc", "/proc", "--dev", "/dev",
        "--size", str(TMPFS_BYTES), "--tmpfs", "/tmp",
        "--size", str(TMPFS_BYTES), "--tmpfs", "/home",
        "--dir", HOME, "--chdir", HOME,
        "--setenv", "HOME", HOME, "--setenv", "PATH", PATH,
        "--unsetenv", "LOGNAME", "--unsetenv", "USER", "--unsetenv", "SHELL",
    ]  # fmt: skip


def _tool(name: str) -> str:
    path = shutil.which(name) or shutil.which(name, path="/usr/bin:/bin:/usr/sbin:/sbin")
    if path is None:
        raise PackageRefused("sandbox-unavailable", _how_to_install(f"{name} is not installed"))
    return path


def _how_to_install(why: str) -> str:
    return (
        f"the sandbox is not available ({why}); packages are never run without it. "
        "Install bubblewrap (Debian: apt-get install bubblewrap) on the workers, or set "
        "SANDBOX_COMMAND to an isolator that keeps the contract in docs/packages.md"
    )


_checked: dict[str, float] = {}
CHECK_SECONDS = 300


def check_available() -> None:
    """Raise ``PackageRefused("sandbox-unavailable", …)`` unless the isolator can run a
    program here. Checked by running one, at most every few minutes per process."""
    name = isolator()
    if time.monotonic() - _checked.get(name, -CHECK_SECONDS) < CHECK_SECONDS:
        return
    if name == "bwrap":
        probe = command(Path("/usr/bin"), ["/usr/bin/true"])
    else:
        if not (os.path.isfile(name) and os.access(name, os.X_OK)):
            raise PackageRefused("sandbox-unavailable", _how_to_install(f"{name} is not there"))
        probe = [name, "--check"]
    try:
        done = subprocess.run(probe, capture_output=True, timeout=20, env=environment({}))
    except (OSError, subprocess.TimeoutExpired) as error:
        raise PackageRefused("sandbox-unavailable", _how_to_install(str(error)[:200])) from None
    if done.returncode != 0:
        said = done.stderr.decode(errors="replace").strip().splitlines()
        why = said[-1][:200] if said else f"exit status {done.returncode}"
        raise PackageRefused("sandbox-unavailable", _how_to_install(why))
    _checked[name] = time.monotonic()
