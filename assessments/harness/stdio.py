"""stdio targets (``manage.py assess --stdio``, and packages in the sandbox): every
JSON-RPC message sent counts, and what the process writes is read within bounds.

The write stream is wrapped so that each message takes one unit of the budget
before it is written to the server's stdin, and is recorded as a call.

The process is run by ``bounded_stdio`` rather than the SDK's ``stdio_client``, whose
reader holds a line of any length in memory and logs a traceback for every line it
cannot parse (a server printing garbage filled the log with thousands of them). Here:

- a line is never held past the response limit (``MAX_RESPONSE_BYTES``, as over HTTP):
  the rest of it is read and thrown away. One that begins as a JSON object while one
  request is waiting is that request's answer, too large: the request fails at once
  (as the SDK fails an HTTP request whose response never completes) and its call is
  recorded ``too-large``. Any other is output that is not MCP;
- a line that is not JSON-RPC (not UTF-8, not JSON, or JSON that is no JSON-RPC
  message) is counted by kind and skipped, never logged line by line; blank lines are
  ignored. A few before the first message pass (a start-up banner), but
  ``MAX_INVALID_LINES`` of them, or one line over the limit, end the connection;
- when standard output ends, the process's exit code is waited for briefly, so that a
  process that exited is told from one that is still running.

``StdioOutput`` keeps all of it, and says what the process did instead of the handshake
(``StdioOutput.failure``). When the transport closes, one log line per kind of fault
gives its count and the first line of that kind, cut and escaped.
"""

from __future__ import annotations

import logging
import os
import re
import signal
from collections import Counter
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import anyio

from assessments.harness.budget import BudgetRefused
from assessments.harness.transport import MAX_RESPONSE_BYTES, CallLog
from assessments.observations import Unavailable

log = logging.getLogger(__name__)

# Lines that are not JSON-RPC, before the first message, that end the connection: a
# banner or a few log lines pass, a flood does not.
MAX_INVALID_LINES = 200
SAMPLE_CHARS = 80  # of the first line of each kind, kept as evidence
HEAD_BYTES = 4096  # of a line over the limit, kept to tell what it was
EXIT_WAIT = 1.0  # seconds the exit code is waited for once standard output ends

KINDS = {
    "not-utf8": "not in UTF-8",
    "not-json": "not in JSON",
    "not-json-rpc": "in JSON but not JSON-RPC",
    "too-large": f"over the {MAX_RESPONSE_BYTES}-byte response limit",
}


def _lines(count: int, kind: str = "") -> str:
    return f"{count} line{'' if count == 1 else 's'} {KINDS.get(kind, 'not in JSON-RPC')}"


@dataclass
class StdioOutput:
    """What a run's stdio server wrote besides JSON-RPC, and how its last process ended.

    One per run, shared by the processes it starts (one per protocol era): the counts
    and samples add up over all of them; the rest describes the last one.
    """

    redact: tuple[str, ...] = ()  # values never shown in a sample (the owner's own)
    invalid: Counter[str] = field(default_factory=Counter)  # lines, by kind
    samples: dict[str, str] = field(default_factory=dict)  # the first line of each kind
    logged: set[str] = field(default_factory=set)
    # The last process started:
    start_error: str | None = None
    messages: int = 0
    unanswered: int = 0  # lines that are not JSON-RPC before the first message
    too_large: bool = False
    gave_up: bool = False  # the connection was ended for what the process wrote
    stdout_closed: bool = False
    stdin_closed: bool = False
    exit_code: int | None = None

    @classmethod
    def hiding(cls, values) -> StdioOutput:
        """An output whose samples never show ``values`` (those of four characters or
        more, longest first, so that no shorter one cuts a longer)."""
        kept = {value for value in values if isinstance(value, str) and len(value) >= 4}
        return cls(redact=tuple(sorted(kept, key=len, reverse=True)))

    def begin(self) -> None:
        """A new process: what described the last one no longer holds."""
        self.start_error, self.exit_code = None, None
        self.messages = self.unanswered = 0
        self.too_large = self.gave_up = self.stdout_closed = self.stdin_closed = False

    def note(self, kind: str, line: bytes) -> None:
        self.invalid[kind] += 1
        if kind not in self.samples:
            self.samples[kind] = sample(line, self.redact)
        if not self.messages:
            self.unanswered += 1

    def failure(self, timeout: float) -> Unavailable | None:
        """What the last process did instead of answering the handshake; ``None`` when
        it answered in JSON-RPC and was still running (the handshake error stands)."""
        if self.start_error:
            return Unavailable("process-exited", f"the command could not be started: "
                                                 f"{self.start_error}")  # fmt: skip
        if self.too_large:
            return Unavailable(
                "response-too-large",
                f"a line the process wrote on its standard output is over the "
                f"{MAX_RESPONSE_BYTES}-byte ({MAX_RESPONSE_BYTES // 1024} KiB) response "
                f"limit; nothing past the limit was read{self._other_lines('too-large')}",
            )
        if self.gave_up or (self.unanswered and not self.messages and self.exit_code is None):
            return Unavailable("invalid-output", self._invalid_detail())
        if self.exit_code is not None:
            return Unavailable(
                "process-exited",
                f"the process {_exit(self.exit_code)} before it answered{self._other_lines()}",
            )
        if self.messages:
            return None
        if self.stdout_closed or self.stdin_closed:
            closed = "output" if self.stdout_closed else "input"
            return Unavailable("no-answer", f"the process closed its standard {closed} "
                                            "without answering; it was still running")  # fmt: skip
        return Unavailable(
            "no-answer",
            f"the process was still running but wrote nothing on its standard output "
            f"within the call deadline ({timeout:g} s)",
        )

    def _invalid_detail(self) -> str:
        kinds = ", ".join(_lines(count, kind) for kind, count in self.invalid.items())
        first = next(iter(self.invalid), None)
        shown = f"; the first: '{self.samples[first]}'" if first else ""
        ended = "; the connection was ended" if self.gave_up else ""
        return f"no MCP message, only what is not JSON-RPC: {kinds}{shown}{ended}"

    def _other_lines(self, besides: str = "") -> str:
        others = sum(count for kind, count in self.invalid.items() if kind != besides)
        return f", after {_lines(others)}" if others else ""

    def log_new_kinds(self, program: str) -> None:
        """One log line per kind of fault, the first time the run meets it."""
        for kind, count in self.invalid.items():
            if kind in self.logged:
                continue
            self.logged.add(kind)
            log.warning(
                "stdio server %s wrote %s on its standard output (counted, not logged one "
                "by one); the first: '%s'",
                program, _lines(count, kind), self.samples.get(kind, ""),
            )  # fmt: skip


# A host name as runtimes print it in a failed lookup (at least one dot, a top label).
_HOST = r"((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.){1,10}[A-Za-z][A-Za-z0-9-]{1,62})"
# A lookup that failed, naming the host: Node, urllib3 and requests, Go, the JVM, curl.
_LOOKUP_OF = re.compile(
    rf"getaddrinfo\s+(?:EAI_AGAIN|ENOTFOUND|EAI_NONAME|EAI_FAIL)\s+{_HOST}"
    rf"|Failed to resolve ['\"]{_HOST}['\"]"
    rf"|ConnectionPool\(host=['\"]{_HOST}['\"]"
    rf"|\blookup {_HOST}(?: on \S{{1,60}})?: (?:no such host|Temporary failure|server misbehaving)"
    rf"|UnknownHostException:?\s+{_HOST}"
    rf"|Could not resolve host:?\s+{_HOST}"
)
# A failed lookup or an unreachable network, without the host.
_NO_NETWORK = re.compile(
    r"Temporary failure in name resolution|Name or service not known|getaddrinfo failed"
    r"|nodename nor servname provided|No address associated with hostname"
    r"|failed to lookup address information|\bE(?:AI_AGAIN|NOTFOUND|NETUNREACH)\b"
    r"|Network is unreachable"
)
_ADDRESS = re.compile(rf"\bhttps?://{_HOST}")
# What a process that did not answer may have been waiting for.
_SILENT = ("no-answer", "process-exited", "handshake-failed")


def unreachable_service(failure: Unavailable | None, stderr: str | None) -> Unavailable | None:
    """``failure`` said again as ``service-unreachable`` when the process, instead of
    answering, failed to reach a service by name (its standard error shows a lookup that
    failed: a package runs in a sandbox without network); else ``failure`` as it is."""
    if failure is None or failure.label not in _SILENT or not stderr:
        return failure
    named = _LOOKUP_OF.search(stderr)
    if named is None and not _NO_NETWORK.search(stderr):
        return failure
    host = next((g for g in named.groups() if g), None) if named else None
    if host is None and (address := _ADDRESS.search(stderr)) is not None:
        host = address.group(1)
    reached = f"could not reach {host}" if host else "could not reach the network"
    return Unavailable(
        "service-unreachable",
        f"{failure.detail}; its standard error shows it {reached} (a name lookup or a "
        f"connection failed)",
    )


def sample(line: bytes, redact: tuple[str, ...] = ()) -> str:
    """The start of ``line`` as evidence: at most ``SAMPLE_CHARS`` characters, control and
    invisible characters escaped, the owner's values taken out."""
    margin = max((len(value) for value in redact), default=0)
    head = line[: (SAMPLE_CHARS + margin) * 4]
    text = head.decode("utf-8", "replace")
    for value in redact:
        text = text.replace(value, "[redacted]")
    shown = repr(text[:SAMPLE_CHARS])[1:-1]
    return shown + ("…" if len(text) > SAMPLE_CHARS or len(line) > len(head) else "")


def _exit(code: int) -> str:
    if code < 0:
        try:
            return f"was ended by signal {signal.Signals(-code).name}"
        except ValueError:
            return f"was ended by signal {-code}"
    return f"exited with code {code}"


@dataclass(frozen=True)
class TooLong:
    """A line over the limit: its first ``HEAD_BYTES``, the rest thrown away."""

    head: bytes


class Lines:
    """Standard output cut into lines, never more than ``limit`` bytes of one held."""

    def __init__(self, limit: int = MAX_RESPONSE_BYTES) -> None:
        self._limit = limit
        self._buffer = bytearray()
        self._over = False  # inside a line past the limit, thrown away up to its end

    def feed(self, chunk: bytes) -> list[bytes | TooLong]:
        """The lines ``chunk`` completes (without their newline); a line over the limit
        comes out once, as a ``TooLong``, when it crosses the limit."""
        lines: list[bytes | TooLong] = []
        start = 0
        while True:
            end = chunk.find(b"\n", start)
            piece = chunk[start:] if end < 0 else chunk[start:end]
            if not self._over and len(self._buffer) + len(piece) > self._limit:
                head = bytes(self._buffer[:HEAD_BYTES]) + piece[:HEAD_BYTES]
                lines.append(TooLong(head[:HEAD_BYTES]))
                self._buffer.clear()
                self._over = True
            elif not self._over:
                self._buffer += piece
            if end < 0:
                return lines
            if not self._over:
                lines.append(bytes(self._buffer))
            self._buffer.clear()
            self._over = False
            start = end + 1


def parse(line: bytes) -> tuple[Any, str | None]:
    """(the JSON-RPC message, None), or (None, the kind of line it is instead)."""
    import mcp_types
    from pydantic import ValidationError

    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        return None, "not-utf8"
    try:
        return mcp_types.jsonrpc_message_adapter.validate_json(text, by_name=False), None
    except ValidationError as error:
        first = error.errors(include_url=False)[:1]
        return None, "not-json" if first and first[0]["type"] == "json_invalid" else "not-json-rpc"
    except (ValueError, RecursionError):
        return None, "not-json-rpc"


class _Conversation:
    """The ids of the requests sent and not yet answered (the harness sends one at a
    time), so that a response too large to read can fail the request it answers."""

    def __init__(self) -> None:
        self.waiting: set[Any] = set()

    def sent(self, message: Any) -> None:
        root = getattr(message, "root", message)
        method = getattr(root, "method", None)
        if method == "notifications/cancelled":
            params = getattr(root, "params", None)
            if isinstance(params, dict):
                self.waiting.discard(params.get("requestId"))
        elif method is not None and getattr(root, "id", None) is not None:
            self.waiting.add(root.id)

    def received(self, message: Any) -> None:
        root = getattr(message, "root", message)
        if getattr(root, "method", None) is None:  # a response or an error
            self.waiting.discard(getattr(root, "id", None))

    def only_waiting(self) -> Any:
        return next(iter(self.waiting)) if len(self.waiting) == 1 else None


@asynccontextmanager
async def bounded_stdio(command: list[str], *, env: dict[str, str], errlog, output: StdioOutput,
                        on_too_large=lambda request_id: None):  # fmt: skip
    """The SDK's stdio transport, reading the server's output within bounds (see the
    module docstring). Yields the (read, write) streams an SDK ``Client`` takes.

    The process is started as the SDK starts it (in a new session, with the SDK's few
    inherited variables under ``env``, ``cwd`` ``/``) and stopped by the SDK's own
    shutdown sequence: stdin closed, a grace period, then the whole process group
    ended, every wait bounded.
    """
    import mcp_types
    from mcp.client.stdio import _stop_server_process, get_default_environment
    from mcp.shared.message import SessionMessage

    output.begin()
    try:
        process = await anyio.open_process(
            command, env=get_default_environment() | env, stderr=errlog, cwd="/",
            start_new_session=True,
        )  # fmt: skip
    except OSError as error:
        output.start_error = f"{type(error).__name__}: {error}"[:300]
        raise
    read_writer, read_stream = anyio.create_memory_object_stream[Any](0)
    write_stream, write_reader = anyio.create_memory_object_stream[Any](0)
    conversation = _Conversation()
    stopping = False
    writer_done = anyio.Event()

    async def ended(what: str) -> None:
        """The process closed a pipe: wait briefly for its exit code, then end the read
        side, so a waiting request fails at once rather than at its deadline."""
        with anyio.move_on_after(EXIT_WAIT):
            while process.returncode is None and not stopping:
                await anyio.sleep(0.01)
        if not stopping:
            setattr(output, f"{what}_closed", True)
            output.exit_code = process.returncode
        await read_writer.aclose()

    async def deliver(line: bytes | TooLong) -> bool:
        """Pass one line on; False when nothing more should be (given up, or gone)."""
        if isinstance(line, TooLong):
            output.note("too-large", line.head)
            output.too_large = True
            waiting = conversation.only_waiting()
            if waiting is not None and line.head.lstrip().startswith(b"{"):
                conversation.waiting.discard(waiting)
                on_too_large(waiting)
                error = mcp_types.ErrorData(
                    code=mcp_types.CONNECTION_CLOSED,
                    message=f"response over the {MAX_RESPONSE_BYTES}-byte limit",
                )
                return await send(mcp_types.JSONRPCError(jsonrpc="2.0", id=waiting, error=error))
            return bool(output.messages) or give_up()
        if not line.strip():
            return True
        message, kind = parse(line)
        if message is None:
            output.note(kind, line)
            return bool(output.messages) or output.unanswered < MAX_INVALID_LINES or give_up()
        output.messages += 1
        conversation.received(message)
        return await send(message)

    def give_up() -> bool:
        output.gave_up = True
        return False

    async def send(message: Any) -> bool:
        try:
            await read_writer.send(SessionMessage(message))
        except (anyio.ClosedResourceError, anyio.BrokenResourceError):
            return False
        return True

    async def read_stdout() -> None:
        lines, delivering = Lines(), True
        while True:
            try:
                chunk = await process.stdout.receive()
            except (anyio.EndOfStream, anyio.ClosedResourceError, anyio.BrokenResourceError,
                    OSError):  # fmt: skip
                break
            for line in lines.feed(chunk) if delivering else ():
                if not await deliver(line):
                    delivering = False
                    await read_writer.aclose()  # the waiting request fails at once
                    break
        if delivering:
            await ended("stdout")

    async def write_stdin() -> None:
        try:
            async with write_reader:
                async for session_message in write_reader:
                    conversation.sent(session_message.message)
                    data = session_message.message.model_dump_json(by_alias=True,
                                                                   exclude_unset=True)  # fmt: skip
                    await process.stdin.send((data + "\n").encode())
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
            await ended("stdin")
        finally:
            writer_done.set()

    async with anyio.create_task_group() as tasks:
        tasks.start_soon(read_stdout)
        tasks.start_soon(write_stdin)
        try:
            yield read_stream, write_stream
        finally:
            stopping = True
            with anyio.CancelScope(shield=True):
                read_stream.close()  # the reader drains what is left, delivering nothing
                write_stream.close()
                with anyio.move_on_after(0.5):
                    await writer_done.wait()
                await _stop_server_process(process)
                for stream in (read_stream, write_stream, read_writer, write_reader):
                    await stream.aclose()
                output.log_new_kinds(os.path.basename(command[0]))
            tasks.cancel_scope.cancel()


class _CountingWriteStream:
    def __init__(self, stream, take, log: CallLog) -> None:
        self._stream, self._take, self._log = stream, take, log
        self.refusal: str | None = None
        self.calls: dict[Any, Any] = {}  # request id -> its call, for a response too large

    async def send(self, item: Any, /) -> None:
        try:
            await anyio.to_thread.run_sync(self._take)
        except BudgetRefused as refusal:
            self.refusal = refusal.label
            raise
        message = getattr(item, "message", None)
        root = getattr(message, "root", message)
        method = getattr(root, "method", None) or "response"
        params = getattr(root, "params", None)
        tool = None
        if method == "tools/call" and isinstance(params, dict):
            tool = params.get("name")
        call = self._log.start(str(method), tool)
        if getattr(root, "id", None) is not None and method != "response":
            self.calls[root.id] = call
        # Latency is request to response, measured by the harness around each request.
        await self._stream.send(item)

    def too_large(self, request_id: Any) -> None:
        call = self.calls.get(request_id)
        if call is not None:
            call.outcome = "too-large"

    async def aclose(self) -> None:
        await self._stream.aclose()

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_info) -> None:
        await self.aclose()


def inherited_environment() -> dict[str, str]:
    """The caller's environment less Sagentum's own settings (its secret key, database and
    broker URLs, credentials key, e-mail password): those are never a server's business."""
    from django.conf import settings

    own = set(getattr(settings, "OWN_ENVIRONMENT", frozenset())) | _dotenv_names(settings)
    return {
        name: value
        for name, value in os.environ.items()
        if name not in own and not name.startswith(OWN_PREFIXES)
    }


# Prefixes of settings Sagentum or its libraries may read without naming them one by one
# (EMAIL_URL implies EMAIL_HOST_PASSWORD, and so on).
OWN_PREFIXES = ("EMAIL_", "DJANGO_", "DATABASE_", "CELERY_", "REDIS_", "SECRET_", "CREDENTIALS_")


def _dotenv_names(settings) -> set[str]:
    """The names a local ``.env`` sets: Sagentum's configuration, whatever it holds."""
    path = getattr(settings, "BASE_DIR", None)
    try:
        text = (path / ".env").read_text(encoding="utf-8") if path else ""
    except OSError:
        return set()
    names = set()
    for line in text.splitlines():
        name, sep, _ = line.strip().removeprefix("export ").partition("=")
        if sep and name and not name.startswith("#"):
            names.add(name.strip())
    return names


@asynccontextmanager
async def counting_stdio(
    command: list[str],
    *,
    take,
    log: CallLog,
    errlog,
    env=None,
    inherit: bool = True,
    output: StdioOutput | None = None,
):
    """The server inherits the caller's environment (less Sagentum's own settings), with
    ``env`` added (the SDK alone would pass on only HOME, LOGNAME, PATH, SHELL, TERM and
    USER). With ``inherit`` off (a sandboxed package), ``env`` is all it gets: the
    sandbox itself replaces what the SDK adds. ``output`` collects what the process
    wrote besides JSON-RPC and how it ended."""
    inherited = inherited_environment() if inherit else {}
    output = output if output is not None else StdioOutput()
    counted: _CountingWriteStream | None = None

    def too_large(request_id: Any) -> None:
        if counted is not None:
            counted.too_large(request_id)

    async with bounded_stdio(command, env={**inherited, **(env or {})}, errlog=errlog,
                             output=output, on_too_large=too_large) as (read, write):  # fmt: skip
        counted = _CountingWriteStream(write, take, log)
        yield read, counted
