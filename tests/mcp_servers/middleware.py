"""ASGI middleware that makes an otherwise well-behaved MCP server misbehave at the HTTP level.

Each sits between ``RecordingMiddleware`` (outermost) and the SDK's app, so
whatever it refuses, drops or rewrites is still counted.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Iterable
from typing import Any

import anyio

from tests.mcp_servers.runtime import (
    RECORD_KEY,
    TRANSPORT_KEY,
    ASGIApp,
    Message,
    Receive,
    Scope,
    Send,
)


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope["headers"]:
        if key.lower() == name:
            return value.decode("latin-1")
    return None


async def send_json(
    send: Send, status: int, payload: Any, headers: Iterable[tuple[str, str]] = ()
) -> None:
    body = json.dumps(payload).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                *((k.encode("latin-1"), v.encode("latin-1")) for k, v in headers),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


def jsonrpc_error(rpc_id: Any, code: int, message: str) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": rpc_id, "error": {"code": code, "message": message}}


class DropConnection:
    """Closes the TCP connection, without an HTTP response, on the chosen JSON-RPC methods.

    The first ``after`` matching requests are served normally. With
    ``mid_response=True`` the status line and headers (200, an SSE stream) go
    out first and the connection is cut before any body.
    """

    def __init__(
        self,
        app: ASGIApp,
        *,
        methods: Iterable[str] = ("tools/call",),
        after: int = 0,
        mid_response: bool = False,
    ) -> None:
        self.app = app
        self.methods = frozenset(methods)
        self.after = after
        self.mid_response = mid_response
        self.matched = 0
        self._lock = threading.Lock()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        record = scope.get(RECORD_KEY)
        if scope["type"] != "http" or record is None or record.rpc_method not in self.methods:
            await self.app(scope, receive, send)
            return
        with self._lock:
            self.matched += 1
            serve = self.matched <= self.after
        if serve:
            await self.app(scope, receive, send)
            return
        transport = scope.get(TRANSPORT_KEY)
        if transport is None:
            raise RuntimeError("DropConnection needs uvicorn's transport in the scope")
        if self.mid_response:
            await send(
                {
                    "type": "http.response.start",
                    "status": 200,
                    "headers": [(b"content-type", b"text/event-stream")],
                }
            )
            await anyio.sleep(0.05)  # let the headers reach the client first
        record.dropped = True
        transport.abort()
        # Wait for uvicorn to notice, so it neither answers 500 nor logs an error.
        with anyio.move_on_after(2):
            while (await receive())["type"] != "http.disconnect":
                pass


# Assembled at run time so the source holds no key-shaped literal.
LEAKED_API_KEY = "sk_" + "live_" + "FIXTURE0NOT0A0REAL0KEY00"
LEAKED_SESSION = "s3ss10n-" + "fixture-" + "9f8e7d6c5b4a"


class LeakyHeaders:
    """Adds credential-leaking headers to every response:

    - ``X-Api-Key: sk_live_...`` (a static secret key);
    - ``X-Echo-Authorization: <the request's Authorization>`` whenever the
      request carried one (the caller's credential reflected back);
    - ``Set-Cookie: session=...; Path=/`` without ``Secure`` or ``HttpOnly``.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        authorization = _header(scope, b"authorization")

        async def leaking_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                extra = [
                    (b"x-api-key", LEAKED_API_KEY.encode()),
                    (b"set-cookie", f"session={LEAKED_SESSION}; Path=/".encode()),
                ]
                if authorization is not None:
                    extra.append((b"x-echo-authorization", authorization.encode("latin-1")))
                message = {**message, "headers": [*message.get("headers", []), *extra]}
            await send(message)

        await self.app(scope, receive, leaking_send)


PROTECTED_RESOURCE_PATHS = (
    "/.well-known/oauth-protected-resource",
    "/.well-known/oauth-protected-resource/mcp",
)


class BearerAuth:
    """Advertises bearer-token auth, and enforces it or not.

    Both modes serve OAuth protected-resource metadata (RFC 9728) at
    ``/.well-known/oauth-protected-resource[/mcp]`` without auth.

    ``enforce=True``: a request to ``mcp_path`` without ``Authorization:
    Bearer <token>`` gets 401 with ``WWW-Authenticate: Bearer realm="mcp",
    resource_metadata="..."`` (plus ``error="invalid_token"`` when a wrong
    token was presented) and ``{"error": "invalid_token", ...}``.

    ``enforce=False``: every request is served whatever it carries (none, a
    bogus or the right token), but every response still says
    ``WWW-Authenticate: Bearer ...``: auth declared, not enforced.
    """

    def __init__(self, app: ASGIApp, *, token: str, enforce: bool, mcp_path: str = "/mcp") -> None:
        self.app = app
        self.token = token
        self.enforce = enforce
        self.mcp_path = mcp_path

    def _base(self, scope: Scope) -> str:
        host, port = scope["server"]
        return f"http://{host}:{port}"

    def _challenge(self, scope: Scope, error: str | None = None) -> str:
        metadata = self._base(scope) + PROTECTED_RESOURCE_PATHS[1]
        challenge = f'Bearer realm="mcp", resource_metadata="{metadata}"'
        return challenge + (f', error="{error}"' if error else "")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if scope["path"] in PROTECTED_RESOURCE_PATHS and scope["method"] == "GET":
            base = self._base(scope)
            await send_json(
                send,
                200,
                {
                    "resource": base + self.mcp_path,
                    "authorization_servers": [base],
                    "bearer_methods_supported": ["header"],
                },
            )
            return
        if scope["path"] != self.mcp_path:
            await self.app(scope, receive, send)
            return
        authorization = _header(scope, b"authorization")
        if self.enforce and authorization != f"Bearer {self.token}":
            error = "invalid_token" if authorization else None
            await send_json(
                send,
                401,
                {
                    "error": "invalid_token",
                    "error_description": "Authentication required"
                    if authorization is None
                    else "The bearer token is not valid",
                },
                [("www-authenticate", self._challenge(scope, error))],
            )
            return
        if self.enforce:
            await self.app(scope, receive, send)
            return
        challenge = self._challenge(scope).encode()

        async def advertising_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [*message.get("headers", []), (b"www-authenticate", challenge)]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, advertising_send)


class RateLimit:
    """429 with ``Retry-After`` once ``limit`` matching requests arrived within ``window`` s.

    Matching requests are POSTs whose JSON-RPC method is in ``methods``
    (``None``: every HTTP request). Refused requests do not count towards
    the limit. The 429 body is a JSON-RPC error (code −32000) echoing the
    request id. ``retry_after=None`` leaves the header out (improper
    signalling).
    """

    def __init__(
        self,
        app: ASGIApp,
        *,
        limit: int,
        window: float = 60.0,
        retry_after: int | None = 1,
        methods: Iterable[str] | None = ("tools/call",),
    ) -> None:
        self.app = app
        self.limit = limit
        self.window = window
        self.retry_after = retry_after
        self.methods = None if methods is None else frozenset(methods)
        self.refused = 0
        self._hits: deque[float] = deque()
        self._lock = threading.Lock()

    def _admit(self) -> bool:
        now = time.monotonic()
        with self._lock:
            while self._hits and now - self._hits[0] >= self.window:
                self._hits.popleft()
            if len(self._hits) >= self.limit:
                self.refused += 1
                return False
            self._hits.append(now)
            return True

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        record = scope.get(RECORD_KEY)
        if scope["type"] != "http" or record is None:
            await self.app(scope, receive, send)
            return
        if self.methods is not None and record.rpc_method not in self.methods:
            await self.app(scope, receive, send)
            return
        if self._admit():
            await self.app(scope, receive, send)
            return
        headers = [] if self.retry_after is None else [("retry-after", str(self.retry_after))]
        await send_json(
            send, 429, jsonrpc_error(record.rpc_id, -32000, "Rate limit exceeded"), headers
        )


class UnknownMethodInvalidParams:
    """Answers requests for methods outside ``known`` with −32602 (invalid params)
    instead of −32601 (method not found), as some older servers do."""

    def __init__(self, app: ASGIApp, *, known: Iterable[str]) -> None:
        self.app = app
        self.known = frozenset(known)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        record = scope.get(RECORD_KEY)
        if (
            scope["type"] != "http"
            or record is None
            or record.rpc_method is None
            or record.rpc_id is None  # a notification: no answer expected
            or record.rpc_method in self.known
        ):
            await self.app(scope, receive, send)
            return
        await send_json(
            send, 200, jsonrpc_error(record.rpc_id, -32602, f"Invalid params: {record.rpc_method}")
        )


class SessionRequired:
    """Refuses, with HTTP 400 and a JSON-RPC error, any request other than ``initialize``
    that carries no ``Mcp-Session-Id``: how a server of the handshake era answers a
    stateless 2026-07-28 request."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        record = scope.get(RECORD_KEY)
        if (
            scope["type"] != "http"
            or scope["method"] != "POST"
            or record is None
            or record.rpc_method == "initialize"
            or _header(scope, b"mcp-session-id")
        ):
            await self.app(scope, receive, send)
            return
        await send_json(
            send, 400, jsonrpc_error(record.rpc_id, -32600, "Bad Request: Missing session ID")
        )


__all__ = [
    "LEAKED_API_KEY",
    "LEAKED_SESSION",
    "BearerAuth",
    "DropConnection",
    "LeakyHeaders",
    "RateLimit",
    "SessionRequired",
    "UnknownMethodInvalidParams",
]
