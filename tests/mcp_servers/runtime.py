"""Serving an ASGI app on loopback in a background thread, counting every HTTP request.

``FixtureServer`` wraps an app in ``RecordingMiddleware`` (outermost, so it
sees every request that reaches the socket, including ones a misbehaving
middleware refuses or drops) and runs it under uvicorn on 127.0.0.1 with an
ephemeral port, in a daemon thread with its own event loop.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator, MutableMapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import uvicorn

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

# Keys a fixture middleware finds in the ASGI scope.
RECORD_KEY = "mcp_fixture.record"
TRANSPORT_KEY = "mcp_fixture.transport"


@dataclass
class RecordedRequest:
    """One HTTP request as the server received it, and how it was answered.

    ``headers`` has lower-case names (repeated headers joined with ``", "``).
    ``rpc_method``/``rpc_id``/``tool`` come from a POST body that parses as a
    JSON-RPC message (``tool`` is ``params.name`` of a ``tools/call``).
    ``status`` stays ``None`` while no response has started, and for a
    connection that was dropped without one.
    """

    number: int
    method: str
    path: str
    query: str
    headers: dict[str, str]
    rpc_method: str | None = None
    rpc_id: str | int | None = None
    tool: str | None = None
    body_bytes: int = 0
    status: int | None = None
    response_headers: list[tuple[str, str]] = field(default_factory=list)
    response_bytes: int = 0
    dropped: bool = False

    @property
    def user_agent(self) -> str | None:
        return self.headers.get("user-agent")

    @property
    def has_authorization(self) -> bool:
        return "authorization" in self.headers

    @property
    def protocol_version(self) -> str | None:
        """The ``MCP-Protocol-Version`` request header, if sent."""
        return self.headers.get("mcp-protocol-version")

    @property
    def label(self) -> str:
        """``"POST tools/call"``, ``"GET"``, ``"DELETE"``: compact, for assertions."""
        return f"{self.method} {self.rpc_method}" if self.rpc_method else self.method


class RequestLog:
    """Thread-safe list of ``RecordedRequest`` plus per-tool execution counts."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._requests: list[RecordedRequest] = []
        self._executions: Counter[str] = Counter()

    def new(self, **fields: Any) -> RecordedRequest:
        with self._lock:
            record = RecordedRequest(number=len(self._requests) + 1, **fields)
            self._requests.append(record)
            return record

    def executed(self, tool: str) -> None:
        """Called by a tool's own body: the tool really ran on the server."""
        with self._lock:
            self._executions[tool] += 1

    @property
    def executions(self) -> Counter[str]:
        with self._lock:
            return Counter(self._executions)

    @property
    def requests(self) -> list[RecordedRequest]:
        with self._lock:
            return list(self._requests)

    def reset(self) -> None:
        with self._lock:
            self._requests.clear()
            self._executions.clear()


def _parse_jsonrpc(body: bytes) -> tuple[str | None, str | int | None, str | None]:
    try:
        message = json.loads(body)
    except ValueError:
        return None, None, None
    if isinstance(message, list):  # a batch: record the methods, comma-separated
        methods = [m.get("method") for m in message if isinstance(m, dict)]
        return ",".join(str(m) for m in methods) or None, None, None
    if not isinstance(message, dict):
        return None, None, None
    method = message.get("method")
    params = message.get("params")
    tool = params.get("name") if method == "tools/call" and isinstance(params, dict) else None
    rpc_id = message.get("id")
    return (
        method if isinstance(method, str) else None,
        rpc_id if isinstance(rpc_id, str | int) else None,
        tool if isinstance(tool, str) else None,
    )


async def read_body(receive: Receive) -> tuple[bytes, list[Message]]:
    """Drain the request body; return it and the messages to replay to the inner app."""
    messages: list[Message] = []
    body = b""
    while True:
        message = await receive()
        messages.append(message)
        if message["type"] != "http.request":
            break
        body += message.get("body", b"")
        if not message.get("more_body", False):
            break
    return body, messages


def replaying(messages: list[Message], receive: Receive) -> Receive:
    pending = list(messages)

    async def replay() -> Message:
        if pending:
            return pending.pop(0)
        return await receive()

    return replay


class RecordingMiddleware:
    """Records every HTTP request before anything else sees it, then its response."""

    def __init__(self, app: ASGIApp, log: RequestLog) -> None:
        self.app = app
        self.log = log

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers: dict[str, str] = {}
        for raw_name, raw_value in scope["headers"]:
            name, value = raw_name.decode("latin-1").lower(), raw_value.decode("latin-1")
            headers[name] = f"{headers[name]}, {value}" if name in headers else value
        fields: dict[str, Any] = {
            "method": scope["method"],
            "path": scope["path"],
            "query": scope.get("query_string", b"").decode("latin-1"),
            "headers": headers,
        }
        if scope["method"] == "POST":
            body, messages = await read_body(receive)
            receive = replaying(messages, receive)
            rpc_method, rpc_id, tool = _parse_jsonrpc(body)
            fields.update(rpc_method=rpc_method, rpc_id=rpc_id, tool=tool, body_bytes=len(body))
        record = self.log.new(**fields)
        scope[RECORD_KEY] = record
        # uvicorn's ``send`` is a bound method of its request cycle, which holds the
        # socket's transport: the only way for an ASGI app to drop a connection
        # without answering (see ``closes_connection``).
        scope[TRANSPORT_KEY] = getattr(getattr(send, "__self__", None), "transport", None)

        async def recording_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                record.status = int(message["status"])
                record.response_headers = [
                    (k.decode("latin-1"), v.decode("latin-1"))
                    for k, v in message.get("headers", [])
                ]
            elif message["type"] == "http.response.body":
                record.response_bytes += len(message.get("body", b""))
            await send(message)

        await self.app(scope, receive, recording_send)


class _UvicornServer(uvicorn.Server):
    """uvicorn, polling for shutdown every 10 ms instead of 100 ms.

    ``shutdown`` is uvicorn's own, minus its fixed 100 ms pause: stops are
    about ten times faster, which matters when a test module starts dozens.
    """

    async def main_loop(self) -> None:
        counter = 0
        while not await self.on_tick(counter):  # on_tick also refreshes the Date header
            counter = (counter + 1) % 864000
            await asyncio.sleep(0.01)

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        for server in self.servers:
            server.close()
        for sock in sockets or []:
            sock.close()
        for connection in list(self.server_state.connections):
            connection.shutdown()
        await asyncio.sleep(0)
        try:
            async with asyncio.timeout(self.config.timeout_graceful_shutdown):
                while self.server_state.connections and not self.force_exit:
                    await asyncio.sleep(0.01)
                while self.server_state.tasks and not self.force_exit:
                    await asyncio.sleep(0.01)
        except TimeoutError:
            for task in self.server_state.tasks:
                task.cancel(msg="fixture server stopping")
        for server in self.servers:
            await server.wait_closed()
        if not self.force_exit:
            await self.lifespan.shutdown()


class FixtureServer:
    """An MCP fixture served over HTTP on 127.0.0.1 (ephemeral port) in a background thread.

    Use as a context manager (``with well_behaved() as server: ...``) or call
    ``start()``/``stop()``. It can be started once (the SDK's session manager
    cannot be restarted). While running:

    - ``url``: the MCP endpoint (``http://127.0.0.1:PORT/mcp``; ``/sse`` for SSE);
    - ``requests``: every HTTP request received so far (``RecordedRequest``);
    - ``count``: how many; ``labels``: ``["POST initialize", "GET", ...]``;
    - ``tool_calls``: ``tools/call`` requests per tool name (from the wire);
    - ``executions``: per tool, how often its body really ran on the server;
    - ``reset()``: forget both.
    """

    def __init__(
        self,
        app: ASGIApp,
        *,
        name: str,
        path: str = "/mcp",
        log: RequestLog | None = None,
        attributes: dict[str, Any] | None = None,
        on_stop: list[Callable[[], None]] | None = None,
        graceful_shutdown_seconds: int = 1,
    ) -> None:
        self.name = name
        self.path = path
        self.log = log or RequestLog()
        self.app = RecordingMiddleware(app, self.log)
        # Factory-specific facts a test needs (the expected token, the limit ...).
        for key, value in (attributes or {}).items():
            setattr(self, key, value)
        self._on_stop = list(on_stop or ())
        self._graceful = graceful_shutdown_seconds
        self._socket: socket.socket | None = None
        self._port: int | None = None
        self._server: _UvicornServer | None = None
        self._thread: threading.Thread | None = None
        self._error: BaseException | None = None

    def __repr__(self) -> str:
        return f"<FixtureServer {self.name} {self.url if self._port else '(not started)'}>"

    # -- lifecycle -----------------------------------------------------------------
    def start(self, timeout: float = 10.0) -> FixtureServer:
        if self._thread is not None:
            raise RuntimeError("a FixtureServer can be started only once")
        # proto=IPPROTO_TCP, or asyncio leaves TCP_NODELAY off on accepted connections
        # and every JSON response (headers, then body) waits ~40 ms for a delayed ACK.
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", 0))
        sock.listen(128)
        self._socket = sock
        self._port = sock.getsockname()[1]
        config = uvicorn.Config(
            self.app,
            log_config=None,
            log_level="warning",
            access_log=False,
            lifespan="on",
            http="h11",
            ws="none",
            proxy_headers=False,
            server_header=False,
            timeout_graceful_shutdown=self._graceful,
        )
        self._server = _UvicornServer(config)
        self._thread = threading.Thread(
            target=self._run, name=f"mcp-fixture-{self.name}", daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self._server.started:
            if not self._thread.is_alive():
                raise RuntimeError(f"fixture {self.name} failed to start") from self._error
            if time.monotonic() > deadline:
                self.stop()
                raise TimeoutError(f"fixture {self.name} did not start within {timeout} s")
            time.sleep(0.002)
        return self

    def _run(self) -> None:
        assert self._server is not None and self._socket is not None
        try:
            self._server.run(sockets=[self._socket])
        except BaseException as exc:  # reported by start() or stop()
            self._error = exc

    def stop(self, timeout: float = 10.0) -> None:
        if self._server is None or self._thread is None:
            return
        for release in self._on_stop:
            release()
        self._server.should_exit = True
        self._thread.join(timeout)
        if self._thread.is_alive():
            self._server.force_exit = True
            self._thread.join(timeout)
        if self._socket is not None:
            self._socket.close()
        if self._thread.is_alive():
            raise RuntimeError(f"fixture {self.name} did not stop within {2 * timeout} s")

    def __enter__(self) -> FixtureServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    # -- addresses -----------------------------------------------------------------
    @property
    def port(self) -> int:
        if self._port is None:
            raise RuntimeError("not started")
        return self._port

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def url(self) -> str:
        return self.base_url + self.path

    # -- what the server saw -------------------------------------------------------
    @property
    def requests(self) -> list[RecordedRequest]:
        return self.log.requests

    @property
    def count(self) -> int:
        return len(self.log.requests)

    @property
    def labels(self) -> list[str]:
        return [r.label for r in self.log.requests]

    @property
    def tool_calls(self) -> Counter[str]:
        return Counter(r.tool for r in self.log.requests if r.tool is not None)

    @property
    def executions(self) -> Counter[str]:
        return self.log.executions

    def reset(self) -> None:
        self.log.reset()


@contextmanager
def serving(*servers: FixtureServer) -> Iterator[tuple[FixtureServer, ...]]:
    """Start several fixtures, stop them all afterwards."""
    started: list[FixtureServer] = []
    try:
        for server in servers:
            started.append(server.start())
        yield tuple(started)
    finally:
        for server in reversed(started):
            server.stop()
