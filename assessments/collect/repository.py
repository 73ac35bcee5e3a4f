"""Reading a repository for the documentation and static assessment types.

``collect_repository`` clones (or, for a local directory, reads) the
repository and returns what it showed as a ``RepositoryObservation``, or
``Unavailable("repository-unreachable", detail)`` when it could not be read
within the limits. It never raises for a bad source, a refused address, a
failed or slow clone or an oversized repository.

Sources: an ``https`` URL (``http`` only when ``ALLOW_PRIVATE_TARGETS`` is
on), or — from ``manage.py assess --repo`` — a local directory (a git
repository or a plain directory) or a ``file://`` URL.

How a remote URL is fetched (harness.md rules 2 and 7):

- the URL passes ``netrules.check_url`` and every address its host resolves
  to passes ``netrules.check_address``; git is then pinned to exactly those
  addresses (``http.curloptResolve``), so a second lookup cannot lead it
  elsewhere, and redirects are not followed;
- git runs without a shell, with a wall-clock deadline for the whole
  collection (``timeout``), the clone's directory watched and the clone
  killed past ``max_bytes``; no terminal prompt, no credential helpers, no
  system or user configuration, no ``.netrc`` (an empty ``HOME``), no proxy,
  no hooks or templates, symbolic links checked out as plain files, and only
  the URL's own protocol allowed (``file`` only for local sources); the
  User-Agent is ``HARNESS_USER_AGENT``;
- documentation assessments (``metadata_only``) clone one commit with no
  checkout and no file contents (``--filter=blob:none``) and read the last
  commit date, the changelog files at the root and in docs/ (from the tree
  listing) and the release tags (``git ls-remote --tags``);
- static assessments clone the last ``STATIC_DEPTH`` commits (history as
  commits and trees only, the files of the last commit checked out), then
  scan the checkout for secrets and tool definitions.

A local git repository is cloned the same way in a static assessment (so only
committed files are scanned, never ignored files such as a developer's .env);
in a documentation assessment its metadata is read in place and the
directory itself is returned for the documentation collector. A plain
directory is scanned in place and has no history.
"""

from __future__ import annotations

import contextlib
import datetime
import errno
import ipaddress
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.parse
from dataclasses import dataclass, replace
from pathlib import Path

from django.conf import settings

from assessments.collect.files import Limits, Walk, is_test_fixture, iter_text_files
from assessments.collect.secrets import find_secrets
from assessments.collect.source_tools import ToolCollector
from assessments.observations import RepositoryObservation, SecretFinding, Tool, Unavailable
from certification.outbound import netrules

DEFAULT_TIMEOUT = 60.0
MAX_CLONE_BYTES = 200 * 1024 * 1024
STATIC_DEPTH = 200
MAX_TAGS = 1000
MAX_FINDINGS = 1000
RESOLVE_TIMEOUT = 10.0
POLL_SECONDS = 0.2
CHANGELOG_PREFIXES = (
    "changelog", "changes", "history", "news", "releases", "release-notes", "release_notes",
)  # fmt: skip
DOCS_DIRECTORIES = ("docs", "doc")


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


def collect_repository(
    source: str,
    *,
    workdir: Path,
    metadata_only: bool,
    timeout: float = DEFAULT_TIMEOUT,
    max_bytes: int = MAX_CLONE_BYTES,
    depth: int | None = None,
    scan_limits: Limits | None = None,
    allow_private: bool | None = None,
    subdir: str = "",
) -> tuple[RepositoryObservation | Unavailable, Path | None]:
    """What the repository at ``source`` shows, and the directory its files can be read from.

    The directory is the checkout (static), the local directory itself (a local
    source in a documentation assessment), or None (a remote source in a
    documentation assessment, or when the repository could not be read). With
    ``subdir`` (a monorepo folder) the scan, the changelog files and the last commit
    are those of that folder, and the directory returned is the folder.
    """
    if allow_private is None:
        allow_private = settings.ALLOW_PRIVATE_TARGETS
    deadline = Deadline(timeout)
    try:
        target = locate(source, allow_private=allow_private, deadline=deadline)
        subdir = "/".join(part for part in (target.subdir, subdir) if part)
        if not target.is_git:
            assert target.local_path is not None
            folder = _folder(target.local_path, subdir)
            return read_directory(folder, metadata_only, scan_limits), folder
        git = Git(target, workdir=workdir, deadline=deadline)
        if metadata_only:
            local = _folder(target.local_path, subdir) if target.local_path else None
            return _metadata(git, target, max_bytes, subdir), local
        checkout = git.clone(
            depth or STATIC_DEPTH, max_bytes=max_bytes, metadata_only=False, subdir=subdir
        )
        folder = _folder(checkout, subdir)
        observation = _history(git, checkout, _tags(git, target), subdir)
        return _with_scan(observation, folder, scan_limits), folder
    except RepositoryUnreadable as exc:
        if NO_SPACE.search(exc.detail):
            return Unavailable("disk-full", DISK_FULL), None
        return Unavailable("repository-unreachable", exc.detail), None
    except OSError as exc:
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            return Unavailable("disk-full", DISK_FULL), None
        return Unavailable("repository-unreachable", f"could not read: {exc.strerror}"), None


# The worker's own disk, not the repository: the assessment fails rather than grade it.
NO_SPACE = re.compile(r"No space left on device|Disk quota exceeded", re.IGNORECASE)
DISK_FULL = (
    "no space left on the worker's disk while the repository was cloned; nothing of it was kept"
)


def _folder(root: Path, subdir: str) -> Path:
    """``subdir`` of ``root``, which must exist there and stay inside it."""
    if not subdir:
        return root
    folder = (root / subdir).resolve()
    if not folder.is_relative_to(root.resolve()) or not folder.is_dir():
        raise RepositoryUnreadable(f"the repository has no folder {subdir}")
    return folder


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


def is_changelog(name: str) -> bool:
    return name.lower().startswith(CHANGELOG_PREFIXES)


def _tree_entries(git: Git, repository: Path, treeish: str) -> list[tuple[str, str]]:
    """``(type, name)`` of the entries of a tree: "blob"/"tree" and the file name."""
    listing = git.run("ls-tree", "-z", treeish, cwd=repository)
    entries = []
    for record in filter(None, listing.split("\0")):
        meta, _, name = record.partition("\t")
        entries.append((meta.split(" ")[1] if " " in meta else "", name))
    return entries


def _changelogs_in_tree(git: Git, repository: Path, subdir: str = "") -> tuple[str, ...]:
    """Changelog files at the root (or ``subdir``) and in its docs folder, as paths from
    that folder."""
    base = f"HEAD:{subdir}" if subdir else "HEAD"
    try:
        root = _tree_entries(git, repository, base)
    except RepositoryUnreadable:
        return ()  # an empty repository has no HEAD, or the folder is not there
    found = [name for kind, name in root if kind == "blob" and is_changelog(name)]
    for kind, directory in root:
        if kind == "tree" and directory.lower() in DOCS_DIRECTORIES:
            inner = f"{subdir}/{directory}" if subdir else directory
            entries = _tree_entries(git, repository, f"HEAD:{inner}")
            found += [f"{directory}/{n}" for k, n in entries if k == "blob" and is_changelog(n)]
    return tuple(sorted(found))


MAX_CHANGELOG_BYTES = 64 * 1024  # the head of a changelog holds its newest entries


def _changelog_texts(root: Path, names: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """The head of each changelog file, read only when it is a regular file inside
    ``root`` (never through a symlink)."""
    texts = []
    for name in names[:10]:
        path = root / name
        try:
            if path.is_symlink() or not path.resolve().is_relative_to(root.resolve()):
                continue
            with path.open("rb") as handle:
                data = handle.read(MAX_CHANGELOG_BYTES)
        except OSError:
            continue
        texts.append((name, data.decode("utf-8", errors="replace")))
    return tuple(texts)


def _changelogs_in_directory(path: Path) -> tuple[str, ...]:
    found = [p.name for p in path.iterdir() if p.is_file() and is_changelog(p.name)]
    for docs in path.iterdir():
        if docs.is_dir() and not docs.is_symlink() and docs.name.lower() in DOCS_DIRECTORIES:
            found += [f"{docs.name}/{p.name}" for p in docs.iterdir()
                      if p.is_file() and is_changelog(p.name)]  # fmt: skip
    return tuple(sorted(found))


def _last_commit(
    git: Git, repository: Path, subdir: str = ""
) -> tuple[datetime.datetime | None, int]:
    """The date of the last commit (touching ``subdir`` when one is given and the history
    read holds one; else the repository's) and the number of commits read."""
    scope = ["--", subdir] if subdir else []
    try:
        stamp = git.run("log", "-1", "--format=%cI", "HEAD", *scope, cwd=repository).strip()
        if not stamp and scope:
            stamp = git.run("log", "-1", "--format=%cI", "HEAD", cwd=repository).strip()
        count = int(git.run("rev-list", "--count", "HEAD", *scope, cwd=repository).strip() or 0)
    except RepositoryUnreadable as exc:
        if "timed out" in exc.detail:
            raise
        return None, 0
    try:
        moment = datetime.datetime.fromisoformat(stamp).astimezone(datetime.UTC)
    except ValueError:
        return None, count
    return moment, count


def _tags(git: Git, source: Source) -> tuple[str, ...]:
    if source.local_path is not None:
        listing = git.run("tag", "--list", cwd=source.local_path)
        names = listing.splitlines()
    else:
        listing = git.run("ls-remote", "--tags", "--refs", "--", source.url)
        names = [line.partition("\trefs/tags/")[2] for line in listing.splitlines()]
    return tuple(name.strip() for name in names if name.strip())[:MAX_TAGS]


def _history(
    git: Git, repository: Path, tags: tuple[str, ...], subdir: str = ""
) -> RepositoryObservation:
    last_commit_at, count = _last_commit(git, repository, subdir)
    return RepositoryObservation(
        last_commit_at=last_commit_at,
        commit_count=count,
        changelog_files=_changelogs_in_tree(git, repository, subdir),
        release_tags=tags,
    )


def _metadata(git: Git, source: Source, max_bytes: int, subdir: str = "") -> RepositoryObservation:
    tags = _tags(git, source)
    if source.local_path is not None:
        return _history(git, source.local_path, tags, subdir)
    clone = git.clone(1, max_bytes=max_bytes, metadata_only=True)
    return _history(git, clone, tags, subdir)


# Code that starts an MCP server (any SDK): a repository without any is a library or an
# SDK, not a server, and the report says so.
SERVER_ENTRY = re.compile(
    r"(?<!class )(?<!func )(?<!def )(?<!function )(?<!fn )(?<!type )"
    r"\b(?:FastMCP|MCPServer|McpServer|NewMCPServer|NewServer|StdioServerTransport|StreamableHTTPServerTransport|serve_server"
    r"|stdio_server|ServeStdio|NewStreamableHTTPServer)\s*[({<]"
    r"|#\[tool_handler\]|impl\s+ServerHandler\s+for"
)
# A class derived from a server class of an SDK (``class Vector(FastMCP)``, ``class App
# extends McpServer``): building one (``Vector(…)``, ``new App(…)``) makes a server too.
SERVER_SUBCLASS = re.compile(
    r"\bclass\s+([A-Za-z_$][\w$]*)\s*(?:<[^<>{}()]{0,200}>)?\s*"
    r"(?:\(\s*|extends\s+)(?:[\w$]+\.)*(?:FastMCP|MCPServer|McpServer)\b"
)
CONSTRUCTED = re.compile(
    r"(?<!class )(?<!def )(?<!function )(?<![\w$])([A-Z][\w$]*)\s*(?:<[^<>()]{0,200}>)?\s*\("
)
MAX_CONSTRUCTED = 20_000  # distinct names remembered per scan
PROGRAM_ENTRY = re.compile(
    r"^func main\(\)|\bfn main\s*\(|if __name__ == [\"']__main__[\"']|^#!.*\bnode\b"
    r"|^def main\s*\(|\b(?:mcp|server|app)\.run\s*\(|\.connect\(\s*transport\b"
    r"|new StdioServerTransport\s*\(|(?<!func )\bServeStdio\s*\(",
    re.MULTILINE,
)
# Programs that build the project rather than serve: code generators and scripts.
BUILD_TOOLING = re.compile(r"(?:^|/)(?:gen|codegen|generator|scripts|hack)/")
SOURCE_SUFFIXES = (".py", ".ts", ".tsx", ".js", ".mjs", ".cjs", ".go", ".rs", ".java", ".kt",
                   ".cs", ".rb", ".php", ".swift")  # fmt: skip


def _without_comments(text: str) -> str:
    """Source lines that are not line comments (a usage example in a comment is not code
    that starts a server); Rust attributes (``#[…]``) are kept."""
    kept = []
    for line in text.splitlines():
        stripped = line.lstrip()
        if stripped.startswith(("//", "/*", "* ")) or (
            stripped.startswith("#") and not stripped.startswith(("#[", "#!"))
        ):
            continue
        kept.append(line)
    return "\n".join(kept)


@dataclass(frozen=True)
class Scan:
    """What one bounded walk of the files found."""

    secrets: list[SecretFinding]
    files_read: int
    truncated: bool
    tools: list[Tool]
    # Tools defined only in test, mock, fixture or example code (not the server's).
    test_only_tools: list[Tool]
    server_entry_point: bool


def scan(root: Path, limits: Limits | None = None) -> Scan:
    """Secrets, tool definitions and whether any code starts an MCP server, in the files
    under ``root``, in one bounded walk."""
    walk, tools, findings = Walk(), ToolCollector(root=root), []
    constructs = runs = False
    subclasses: set[str] = set()
    built: set[str] = set()
    for path, text in iter_text_files(root, walk, limits or Limits()):
        if len(findings) < MAX_FINDINGS:
            findings += find_secrets(path, text)
        tools.add_file(path, text)
        if path.endswith(SOURCE_SUFFIXES) and not is_test_fixture(path):
            code = _without_comments(text)
            constructs = constructs or bool(SERVER_ENTRY.search(code))
            if not constructs:
                subclasses.update(SERVER_SUBCLASS.findall(code))
                if len(built) < MAX_CONSTRUCTED:
                    built.update(CONSTRUCTED.findall(code))
            if not BUILD_TOOLING.search(path):
                runs = runs or bool(PROGRAM_ENTRY.search(code))
    # Building an instance of a class derived from the SDK's server class, anywhere in
    # the repository, makes a server as building the SDK's class does.
    constructs = constructs or bool(subclasses & built)
    found = list(tools.tools.values())
    # A server: a program that runs (a main, a CLI) and code that makes a server or tools.
    # An SDK makes servers too, but nothing of its own runs one.
    entry = runs and (constructs or bool(found))
    return Scan(
        findings[:MAX_FINDINGS], walk.files_read, walk.truncated, found, tools.test_only, entry
    )


def _with_scan(
    observation: RepositoryObservation, root: Path, limits: Limits | None
) -> RepositoryObservation:
    found = scan(root, limits)
    return replace(
        observation,
        secrets=tuple(found.secrets),
        files_scanned=found.files_read,
        scan_truncated=found.truncated,
        source_tools=tuple(found.tools),
        test_only_tools=tuple(found.test_only_tools),
        server_entry_point=found.server_entry_point,
    )


def read_directory(
    path: Path, metadata_only: bool, limits: Limits | None = None
) -> RepositoryObservation:
    """A plain directory (no git): changelog files (names and the head of their text),
    and in a static assessment a scan."""
    names = _changelogs_in_directory(path)
    observation = RepositoryObservation(
        changelog_files=names, changelogs=_changelog_texts(path, names)
    )
    return observation if metadata_only else _with_scan(observation, path, limits)
