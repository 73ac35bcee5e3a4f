"""git for one source, under the address rules and within the collection's deadline.

``locate`` checks a remote URL and pins git to the addresses checked; ``Git`` runs
git without a shell, without the operator's configuration or credentials, killed
past the deadline (and a clone past its size limit).
"""

from __future__ import annotations

import contextlib
import ipaddress
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.parse
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings

from certification.outbound import netrules

RESOLVE_TIMEOUT = 10.0
POLL_SECONDS = 0.2


class RepositoryUnreadable(Exception):
    """The repository could not be read; ``detail`` says why, without credentials."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


@dataclass(frozen=True)
class Source:
    """Where to read from: a URL for git, the local path it names, and how to reach it."""

    url: str
    local_path: Path | None = None
    is_git: bool = True
    # host:port:address[,address] for http.curloptResolve; empty for local sources.
    pin: str = ""
    # A local folder inside a git repository: the folder, relative to that repository.
    subdir: str = ""

    @property
    def protocol(self) -> str:
        return urllib.parse.urlsplit(self.url).scheme.lower()


class Deadline:
    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.ends = time.monotonic() + seconds

    def remaining(self) -> float:
        return max(0.0, self.ends - time.monotonic())

    def expired(self) -> bool:
        return time.monotonic() >= self.ends


def locate(source: str, *, allow_private: bool, deadline: Deadline) -> Source:
    """The source to read, with a remote URL checked against the address rules."""
    source = source.strip()
    if source.lower().startswith("file://"):
        return _local(Path(urllib.parse.unquote(urllib.parse.urlsplit(source).path)))
    if "://" not in source and not re.match(r"^[\w.-]+@[\w.-]+:", source):
        return _local(Path(source).expanduser())
    try:
        parts = netrules.check_url(source, allow_private=allow_private)
        port = netrules.default_port(parts)
        timeout = max(0.1, min(RESOLVE_TIMEOUT, deadline.remaining()))
        addresses = netrules.resolve(parts.hostname, port, timeout, allow_private=allow_private)
    except netrules.TargetRefused as exc:
        raise RepositoryUnreadable(f"refused: {exc.detail}") from None
    except netrules.TargetError as exc:
        raise RepositoryUnreadable(exc.detail) from None
    url = urllib.parse.urlunsplit(parts._replace(fragment=""))
    if _is_address(parts.hostname):
        return Source(url=url)  # git connects to the literal address that was checked
    pinned = ",".join(f"[{a}]" if a.version == 6 else str(a) for a in addresses)
    return Source(url=url, pin=f"{parts.hostname}:{port}:{pinned}")


def _is_address(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def _is_repository(path: Path) -> bool:
    return (path / ".git").exists() or ((path / "HEAD").is_file() and (path / "objects").is_dir())


def _local(path: Path) -> Source:
    """A local directory; a folder inside a git repository is read as that repository's
    folder, so its history (``git log -- <folder>``) is there."""
    path = path.resolve()
    if not path.is_dir():
        raise RepositoryUnreadable(f"no such directory: {path}")
    if _is_repository(path):
        return Source(url=path.as_uri(), local_path=path, is_git=True)
    for parent in path.parents:
        if _is_repository(parent):
            folder = path.relative_to(parent).as_posix()
            return Source(url=parent.as_uri(), local_path=parent, is_git=True, subdir=folder)
    return Source(url=path.as_uri(), local_path=path, is_git=False)


class Git:
    """git commands for one source, each bounded by the collection's deadline."""

    def __init__(self, source: Source, *, workdir: Path, deadline: Deadline) -> None:
        self.source = source
        self.workdir = Path(workdir)
        self.deadline = deadline
        self.home = Path(tempfile.mkdtemp(prefix="git-home-", dir=self.workdir))

    def environment(self) -> dict[str, str]:
        # Nothing of the operator's environment: no credentials, .netrc, proxies or config.
        return {
            "PATH": os.environ.get("PATH", os.defpath),
            "HOME": str(self.home),
            "LC_ALL": "C",
            "GIT_TERMINAL_PROMPT": "0",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": os.devnull,
            "GIT_PAGER": "cat",
        }

    def command(self, *args: str) -> list[str]:
        protocol = self.source.protocol
        options = [
            "credential.helper=", "core.hooksPath=" + os.devnull, "core.symlinks=false",
            "core.fsmonitor=false", "protocol.allow=never", f"protocol.{protocol}.allow=always",
            "http.followRedirects=false", f"http.userAgent={settings.HARNESS_USER_AGENT}",
            "advice.detachedHead=false", "gc.auto=0", "maintenance.auto=false",
            "submodule.recurse=false",
        ]  # fmt: skip
        if protocol == "file":
            # Lets a local clone skip file contents (--filter) as a remote one does.
            options.append("uploadpack.allowFilter=true")
        if self.source.pin:
            options.append(f"http.curloptResolve={self.source.pin}")
        return ["git", *(part for option in options for part in ("-c", option)), *args]

    def run(self, *args: str, cwd: Path | None = None) -> str:
        """The standard output of a git command; raises RepositoryUnreadable on failure."""
        process = self._start(self.command(*args), args[0], cwd=cwd, stdout=subprocess.PIPE)
        try:
            out, err = process.communicate(timeout=self.deadline.remaining())
        except subprocess.TimeoutExpired:
            _stop(process)
            raise RepositoryUnreadable(self._timed_out(args[0])) from None
        if process.returncode != 0:
            raise RepositoryUnreadable(f"git {args[0]} failed: {_git_error(err)}")
        return out.decode("utf-8", errors="replace")

    def clone(self, depth: int, *, max_bytes: int, metadata_only: bool, subdir: str = "") -> Path:
        """A shallow clone in the work directory; killed past the deadline or ``max_bytes``.
        With ``subdir`` (a monorepo folder) only that folder's files are checked out."""
        destination = Path(tempfile.mkdtemp(prefix="repository-", dir=self.workdir))
        args = ["clone", "--quiet", f"--depth={depth}", "--single-branch", "--no-tags",
                "--template=", "--filter=blob:none"]  # fmt: skip
        if metadata_only or subdir:
            args.append("--no-checkout")
        log = destination.parent / f"{destination.name}.log"
        with log.open("wb") as errors:
            command = self.command(*args, "--", self.source.url, str(destination))
            process = self._start(command, "clone", cwd=self.workdir,
                                  stdout=subprocess.DEVNULL, stderr=errors)  # fmt: skip
            try:
                self._watch(process, destination, max_bytes)
            finally:
                _stop(process)
        if process.returncode != 0:
            said = _git_error(log.read_bytes())
            if _nearly_full(self.workdir):  # git's own log may not have been written either
                said = f"No space left on device ({said})"
            raise RepositoryUnreadable(f"git clone failed: {said}")
        if subdir and not metadata_only:
            self.run("sparse-checkout", "set", "--no-cone", "--", f"/{subdir}/", cwd=destination)
            self.run("checkout", "--quiet", cwd=destination)
        if directory_size(destination) > max_bytes:
            raise RepositoryUnreadable(_too_large(max_bytes))
        return destination

    def _watch(self, process: subprocess.Popen, destination: Path, max_bytes: int) -> None:
        while True:
            try:
                process.wait(timeout=min(POLL_SECONDS, self.deadline.remaining()))
                return
            except subprocess.TimeoutExpired:
                pass
            if self.deadline.expired():
                raise RepositoryUnreadable(self._timed_out("clone"))
            if directory_size(destination) > max_bytes:
                raise RepositoryUnreadable(_too_large(max_bytes))

    def _start(
        self, command: list[str], step: str, *, cwd: Path | None, stdout, stderr=subprocess.PIPE
    ) -> subprocess.Popen:
        if self.deadline.expired():
            raise RepositoryUnreadable(self._timed_out(step))
        # A session of its own, so a timeout stops git's helpers (remote-https, index-pack) too.
        return subprocess.Popen(  # noqa: S603 - a fixed argument list, no shell
            command, cwd=cwd or self.workdir, env=self.environment(), stdin=subprocess.DEVNULL,
            stdout=stdout, stderr=stderr, start_new_session=True,
        )  # fmt: skip

    def _timed_out(self, step: str) -> str:
        return f"git {step} timed out after {self.deadline.seconds:g} s"


def _stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        # The leader is not yet reaped, so the group id is still this clone's own.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def _too_large(max_bytes: int) -> str:
    return f"the repository is larger than {max_bytes / 1024 / 1024:g} MB"


_URL_SECRETS = re.compile(
    r"(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*://)(?:[^\s/'\"@]*@)?(?P<rest>[^\s'\"?#]*)[^\s'\"]*"
)


def _redact(text: str) -> str:
    """``text`` with any user name, password, query or fragment cut out of the URLs in it."""
    return _URL_SECRETS.sub(lambda m: m["scheme"] + m["rest"], text)


def _nearly_full(folder: Path) -> bool:
    """Less than 64 KiB left where the clone was written."""
    try:
        return shutil.disk_usage(folder).free < 64 * 1024
    except OSError:
        return False


def _git_error(stderr: bytes) -> str:
    """git's own one-line reason (the last fatal/error line), shortened, URLs redacted."""
    lines = [line.strip() for line in stderr.decode("utf-8", errors="replace").splitlines()]
    reasons = [line for line in lines if line.startswith(("fatal:", "error:"))] or lines or [""]
    text = _redact(reasons[-1].removeprefix("fatal:").removeprefix("error:").strip())
    return (text[:157] + "...") if len(text) > 160 else (text or "no reason given")


def directory_size(path: Path) -> int:
    total = 0
    for directory, _dirs, files in os.walk(path):
        for name in files:
            try:
                total += os.lstat(os.path.join(directory, name)).st_size
            except OSError:
                continue
    return total
