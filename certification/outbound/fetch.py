"""Bounded HTTP GETs under the address rules, and forge raw-file URLs.

``fetch`` is the one way Sagentum reads a URL it was given (documentation
pages, repository files, owner-verification files). Its rules:

- GET only, with the ``HARNESS_USER_AGENT`` User-Agent on every request.
- The URL and every redirect target pass ``netrules.check_url``; the host is
  resolved and every address checked (``netrules.resolve``), and the socket is
  opened to a checked address — never re-resolved — while the Host header,
  TLS SNI and certificate check use the host name from the URL.
- One deadline for the whole fetch (lookups, connects, redirects, headers and
  body): a watchdog closes the socket when it passes, so a server that
  trickles bytes cannot hold a worker.
- At most ``max_bytes`` of body are kept: ``max_bytes + 1`` are read to tell
  an oversized body from one that is exactly the limit. Oversize raises
  ``too-large`` unless ``truncate=True``, which returns the first
  ``max_bytes`` with ``truncated=True``.
- At most ``max_redirects`` redirects (301, 302, 303, 307, 308). A redirect to
  another host name is refused unless ``allow_redirects_to_other_hosts``; a
  change of scheme or port on the same host name is not another host, but
  the scheme rule still applies. ``127.0.0.1`` and ``localhost`` are
  different hosts.
- A final status outside 2xx is an error (``http-error``, with the status).

Settings are read when ``fetch`` is called, never at import.
"""

from __future__ import annotations

import contextlib
import http.client
import re
import socket
import ssl
import threading
import time
import urllib.parse
from dataclasses import dataclass

from django.conf import settings

from certification.outbound.netrules import (
    IPAddress,
    TargetError,
    check_url,
    default_port,
    resolve,
)

REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
READ_CHUNK = 64 * 1024

GITHUB_RAW = "https://raw.githubusercontent.com/{owner}/{repo}/HEAD/{path}"
GITLAB_RAW = "https://gitlab.com/{owner}/{repo}/-/raw/HEAD/{path}"
BUILTIN_RAW_TEMPLATES = {
    "github.com": GITHUB_RAW,
    "www.github.com": GITHUB_RAW,
    "gitlab.com": GITLAB_RAW,
    "www.gitlab.com": GITLAB_RAW,
}
# Hosts whose repositories may sit in nested groups (gitlab.com/group/subgroup/project).
NESTED_GROUP_HOSTS = frozenset({"gitlab.com", "www.gitlab.com"})
SAFE_SEGMENT = re.compile(r"^[A-Za-z0-9_.\-]+$")
SCP_LIKE = re.compile(r"^[\w.\-]+@(?P<host>[\w.\-]+):(?P<path>[^/].*)$")


@dataclass(frozen=True)
class FetchResult:
    url: str
    final_url: str
    status: int
    content_type: str
    body: bytes
    truncated: bool


class FetchError(Exception):
    """A fetch that did not produce a body: a label, a short detail, and the HTTP status
    when one was received.

    Labels: ``refused-scheme``, ``refused-credentials``, ``refused-url``,
    ``refused-address``, ``dns-failed``, ``timeout``, ``connection-failed``,
    ``bad-response``, ``bad-redirect``, ``http-error``, ``too-large``, ``too-many-redirects``,
    ``cross-host-redirect``.
    """

    def __init__(self, label: str, detail: str, *, status: int | None = None) -> None:
        super().__init__(f"{label}: {detail}")
        self.label = label
        self.detail = detail
        self.status = status


class _PinnedHTTPConnection(http.client.HTTPConnection):
    """An HTTP connection whose socket goes to addresses checked beforehand."""

    pinned_addresses: list[IPAddress]

    def connect(self) -> None:
        self.sock = _connect_any(self.pinned_addresses, self.port, self.timeout)


class _PinnedHTTPSConnection(http.client.HTTPSConnection, _PinnedHTTPConnection):
    # HTTPSConnection.connect() calls super().connect() (the pinned socket above), then
    # wraps it with TLS using server_hostname=self.host: SNI and the certificate check
    # are done on the URL's host name, not on the pinned address.
    pass


def _connect_any(addresses: list[IPAddress], port: int, timeout: float | None) -> socket.socket:
    error: OSError = OSError("no address to connect to")
    for address in addresses:
        try:
            sock = socket.create_connection((str(address), port), timeout)
        except OSError as exc:
            error = exc
            continue
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return sock
    raise error


def _ssl_context() -> ssl.SSLContext:
    return ssl.create_default_context()


class _Watchdog:
    """Shuts the current connection's socket down when the deadline passes."""

    def __init__(self, deadline: float) -> None:
        self.deadline = deadline
        self.fired = False
        self.connection: http.client.HTTPConnection | None = None
        self._lock = threading.Lock()
        self._timer = threading.Timer(max(deadline - time.monotonic(), 0), self._fire)
        self._timer.daemon = True

    def __enter__(self) -> _Watchdog:
        self._timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._timer.cancel()
        self.watch(None)

    def remaining(self) -> float:
        left = self.deadline - time.monotonic()
        if left <= 0 or self.fired:
            raise FetchError("timeout", "no complete answer within the deadline")
        return left

    def watch(self, connection: http.client.HTTPConnection | None) -> None:
        with self._lock:
            if self.connection is not None:
                self.connection.close()
            self.connection = connection

    def _fire(self) -> None:
        with self._lock:
            self.fired = True
            sock = self.connection.sock if self.connection is not None else None
            if sock is not None:
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)


def _request_target(parts: urllib.parse.SplitResult) -> str:
    target = parts.path or "/"
    if parts.query:
        target += "?" + parts.query
    return urllib.parse.quote(target, safe="/%?&=+:;@!$'()*,-._~[]")


def _open(
    parts: urllib.parse.SplitResult, watchdog: _Watchdog, *, allow_private: bool
) -> http.client.HTTPResponse:
    """Send the GET to a checked address of ``parts`` and return the response headers."""
    host, port = parts.hostname or "", default_port(parts)
    addresses = resolve(host, port, watchdog.remaining(), allow_private=allow_private)
    connection: _PinnedHTTPConnection
    if parts.scheme.lower() == "https":
        connection = _PinnedHTTPSConnection(
            host, port, timeout=watchdog.remaining(), context=_ssl_context()
        )
    else:
        connection = _PinnedHTTPConnection(host, port, timeout=watchdog.remaining())
    connection.pinned_addresses = addresses
    watchdog.watch(connection)
    headers = {
        "User-Agent": settings.HARNESS_USER_AGENT,
        "Accept": "*/*",
        "Accept-Encoding": "identity",
        "Connection": "close",
    }
    connection.request("GET", _request_target(parts), headers=headers)
    return connection.getresponse()


def _read_body(
    response: http.client.HTTPResponse,
    url: str,
    watchdog: _Watchdog,
    *,
    max_bytes: int,
    truncate: bool,
) -> tuple[bytes, bool]:
    declared = response.getheader("Content-Length", "")
    if not truncate and declared.isdigit() and int(declared) > max_bytes:
        raise FetchError("too-large", f"{url} declares {declared} bytes, over {max_bytes}")
    chunks: list[bytes] = []
    size = 0
    while size <= max_bytes:
        chunk = response.read1(min(READ_CHUNK, max_bytes + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    watchdog.remaining()  # a body cut short by the watchdog is a timeout, not a body
    if size <= max_bytes and (response.length or 0) > 0:
        raise FetchError("bad-response", f"{url} closed the connection before the whole body")
    body = b"".join(chunks)
    if len(body) > max_bytes and not truncate:
        raise FetchError("too-large", f"{url} is larger than {max_bytes} bytes")
    return body[:max_bytes], len(body) > max_bytes


def _next_url(current: str, location: str, *, other_hosts: bool, allow_private: bool) -> str:
    try:
        target = urllib.parse.urljoin(current, location.strip())
        parts = check_url(target, allow_private=allow_private)
        parts.port  # noqa: B018 - a port out of range raises here
    except ValueError:
        raise FetchError(
            "bad-redirect", f"{current} redirects to a malformed address {location[:120]!r}"
        ) from None
    here = urllib.parse.urlsplit(current).hostname
    if not other_hosts and parts.hostname != here:
        raise FetchError("cross-host-redirect", f"{current} redirects to another host")
    return urllib.parse.urlunsplit(parts._replace(fragment=""))


def _follow(
    url: str,
    watchdog: _Watchdog,
    *,
    max_bytes: int,
    other_hosts: bool,
    max_redirects: int,
    truncate: bool,
) -> FetchResult:
    allow_private = bool(settings.ALLOW_PRIVATE_TARGETS)
    current = url
    for hop in range(max_redirects + 1):
        parts = check_url(current, allow_private=allow_private)
        response = _open(parts, watchdog, allow_private=allow_private)
        location = response.getheader("Location")
        if response.status in REDIRECT_STATUSES and location:
            if hop == max_redirects:
                raise FetchError(
                    "too-many-redirects", f"more than {max_redirects} redirects from {url}"
                )
            current = _next_url(
                current, location, other_hosts=other_hosts, allow_private=allow_private
            )
            continue
        if not 200 <= response.status < 300:
            raise FetchError(
                "http-error", f"HTTP {response.status} for {current}", status=response.status
            )
        body, truncated = _read_body(
            response, current, watchdog, max_bytes=max_bytes, truncate=truncate
        )
        content_type = response.getheader("Content-Type", "")
        return FetchResult(url, current, response.status, content_type, body, truncated)
    raise AssertionError("unreachable")  # pragma: no cover


def fetch(
    url: str,
    *,
    max_bytes: int,
    timeout: float,
    allow_redirects_to_other_hosts: bool,
    max_redirects: int = 5,
    truncate: bool = False,
) -> FetchResult:
    """GET ``url`` under the rules of this module; raise ``FetchError`` when it fails.

    ``timeout`` is the deadline in seconds for the whole fetch, redirects included.
    """
    with _Watchdog(time.monotonic() + timeout) as watchdog:
        try:
            return _follow(
                url,
                watchdog,
                max_bytes=max_bytes,
                other_hosts=allow_redirects_to_other_hosts,
                max_redirects=max_redirects,
                truncate=truncate,
            )
        except FetchError:
            raise
        except TargetError as exc:
            raise FetchError(exc.label, exc.detail) from None
        except (OSError, http.client.HTTPException, ValueError) as exc:
            raise _transport_error(exc, url, watchdog, timeout) from None


def _transport_error(exc: Exception, url: str, watchdog: _Watchdog, timeout: float) -> FetchError:
    if watchdog.fired or isinstance(exc, TimeoutError) or time.monotonic() >= watchdog.deadline:
        return FetchError("timeout", f"no complete answer from {url} within {timeout:g} s")
    if isinstance(exc, ssl.SSLError | ssl.CertificateError):
        return FetchError("connection-failed", f"TLS with {url} failed ({exc})")
    if isinstance(exc, http.client.HTTPException | ValueError):
        return FetchError("bad-response", f"{url} sent a malformed response")
    return FetchError("connection-failed", f"could not connect to {url} ({exc})")


def _repository_parts(repository_url: str) -> tuple[str, str, list[str]] | None:
    """(netloc key, host name, path segments) of a repository URL, or None."""
    text = repository_url.strip()
    scp = SCP_LIKE.match(text)
    if scp and "://" not in text:
        text = f"ssh://{scp['host']}/{scp['path']}"
    parts = urllib.parse.urlsplit(text)
    if parts.scheme.lower() not in ("http", "https", "ssh", "git") or not parts.hostname:
        return None
    try:
        port = parts.port
    except ValueError:
        return None
    host = parts.hostname.lower()
    netloc = f"{host}:{port}" if port else host
    return netloc, host, [segment for segment in parts.path.split("/") if segment]


def _owner_repo(host: str, segments: list[str]) -> tuple[str, str] | None:
    if "-" in segments:  # GitLab's separator before /tree/, /blob/, …
        segments = segments[: segments.index("-")]
    if host in NESTED_GROUP_HOSTS:
        owner_segments, repo = segments[:-1], segments[-1] if segments else ""
    else:
        owner_segments, repo = segments[:1], segments[1] if len(segments) > 1 else ""
    repo = repo.removesuffix(".git")
    names = [*owner_segments, repo]
    if not owner_segments or any(
        not SAFE_SEGMENT.match(name) or name in (".", "..") for name in names
    ):
        return None
    return "/".join(owner_segments), repo


TREE_MARKERS = ("tree", "blob")


def clean_subdir(text: str) -> str:
    """A monorepo folder as a clean relative path (``packages/server``); ``ValueError``
    for an absolute path, a climb out (``..``) or an unsafe name."""
    parts = [part for part in str(text).replace("\\", "/").split("/") if part not in ("", ".")]
    if str(text).startswith("/") or any(
        part == ".." or not SAFE_SEGMENT.match(part) for part in parts
    ):
        raise ValueError(f"{text!r} is not a folder inside the repository")
    return "/".join(parts)


def split_repository_url(repository_url: str) -> tuple[str, str]:
    """(the repository's URL, the folder a forge URL points into): for
    ``https://github.com/o/r/tree/main/packages/x`` (GitLab: ``/-/tree/<ref>/…``) the
    repository ``https://github.com/o/r`` and the folder ``packages/x``. A URL that names
    no folder comes back as it is, with an empty folder."""
    text = repository_url.strip()
    parts = urllib.parse.urlsplit(text)
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return text, ""
    segments = [segment for segment in parts.path.split("/") if segment]
    marker = next(
        (
            i
            for i, s in enumerate(segments)
            if s in TREE_MARKERS and i >= 2 and i + 1 < len(segments)
        ),
        None,
    )
    if marker is None:
        return text, ""
    base = segments[: marker - 1] if segments[marker - 1] == "-" else segments[:marker]
    try:
        folder = clean_subdir("/".join(segments[marker + 2 :]))
    except ValueError:
        return text, ""
    return urllib.parse.urlunsplit(
        parts._replace(path="/" + "/".join(base), query="", fragment="")
    ), folder


def raw_file_url(repository_url: str, path: str) -> str | None:
    """The forge URL of the raw file ``path`` at the default branch of a repository.

    GitHub: ``https://raw.githubusercontent.com/<owner>/<repo>/HEAD/<path>``;
    GitLab: ``https://gitlab.com/<owner>/<repo>/-/raw/HEAD/<path>`` (owner may be
    a nested group); other hosts through ``settings.REPO_RAW_URL_TEMPLATES``,
    keyed by ``host:port`` or ``host``, which take precedence over the built-in
    ones. A trailing ``.git`` is dropped; ``git@host:owner/repo`` is understood.
    None for an unknown host, a URL without owner and repository, or a path
    that climbs out of the repository.
    """
    parsed = _repository_parts(repository_url)
    if parsed is None:
        return None
    netloc, host, segments = parsed
    templates = getattr(settings, "REPO_RAW_URL_TEMPLATES", {}) or {}
    template = templates.get(netloc) or templates.get(host) or BUILTIN_RAW_TEMPLATES.get(host)
    path_segments = [segment for segment in path.split("/") if segment]
    names = _owner_repo(host, segments)
    if template is None or names is None or not path_segments or ".." in path_segments:
        return None
    owner, repo = names
    quoted = urllib.parse.quote("/".join(path_segments), safe="/")
    return template.replace("{owner}", owner).replace("{repo}", repo).replace("{path}", quoted)
