"""The only way the harness reaches a server over HTTP: budgeted, identified, bounded.

``GuardedTransport`` takes one unit of the budget (and re-checks opt-out)
before each request leaves, sends the harness User-Agent, connects only to
an address it has checked, caps every response body, and records each
request as a call. No payload is kept.

Pinning: a host name is resolved once (every address checked by the address
rules) and the connection is made to the checked address, with the name kept
in the ``Host`` header and in TLS (SNI and certificate check). The HTTP
library never resolves the name itself, so a DNS answer that changes between
the check and the connection (rebinding) cannot redirect a request to a
private address. The peer address of every response is checked as well.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field

import anyio
import httpx2

from assessments.harness.budget import BudgetRefused
from assessments.harness.headers import inspect_headers
from certification.outbound import netrules

MAX_RESPONSE_BYTES = 1024 * 1024


class ResponseTooLarge(Exception):
    pass


@dataclass
class WireCall:
    """A call being recorded; turned into an ``observations.CallRecord`` at the end."""

    n: int
    test: str
    method: str
    tool: str | None = None
    http_status: int | None = None
    latency_ms: float | None = None
    bytes: int = 0
    outcome: str = "ok"
    header_findings: tuple[str, ...] = ()
    retry_after: bool = False
    www_authenticate: bool = False
    rpc_error: int | None = None
    is_error: bool | None = None
    arguments: dict | None = None
    argument_sources: dict | None = None
    chosen_because: str | None = None
    # The OAuth protected-resource metadata URL a WWW-Authenticate challenge named
    # (RFC 9728 ``resource_metadata``); kept in memory only, never reported.
    resource_metadata: str | None = None


RESOURCE_METADATA = re.compile(r'resource_metadata\s*=\s*"([^"]{1,2000})"', re.IGNORECASE)


@dataclass
class CallLog:
    """Calls in the order they were sent, and the test each belongs to."""

    calls: list[WireCall] = field(default_factory=list)
    current_test: str = "handshake"

    def start(self, method: str, tool: str | None) -> WireCall:
        # The SDK sends the initialized notification on its own time: it is the handshake's.
        test = "handshake" if method == "notifications/initialized" else self.current_test
        call = WireCall(n=len(self.calls) + 1, test=test, method=method, tool=tool)
        self.calls.append(call)
        return call

    def last_tool_call(self, test: str) -> WireCall | None:
        for call in reversed(self.calls):
            if call.test == test and call.method == "tools/call":
                return call
        return None


def describe_request(request: httpx2.Request) -> tuple[str, str | None]:
    """The JSON-RPC method (or the HTTP verb) and tool name of a request."""
    if request.method != "POST":
        return request.method, None
    try:
        body = json.loads(request.content or b"{}")
    except (ValueError, httpx2.RequestNotRead):
        return "POST", None
    if not isinstance(body, dict):
        return "POST", None
    params = body.get("params") if isinstance(body.get("params"), dict) else {}
    tool = params.get("name") if body.get("method") == "tools/call" else None
    return str(body.get("method", "POST"))[:60], tool if isinstance(tool, str) else None


class _CountingStream(httpx2.AsyncByteStream):
    def __init__(self, stream, call: WireCall, limit: int) -> None:
        self._stream, self._call, self._limit = stream, call, limit

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for chunk in self._stream:
            self._call.bytes += len(chunk)
            if self._call.bytes > self._limit:
                self._call.outcome = "too-large"
                raise ResponseTooLarge(f"response over {self._limit} bytes")
            yield chunk

    async def aclose(self) -> None:
        await self._stream.aclose()


class GuardedTransport(httpx2.AsyncHTTPTransport):
    def __init__(
        self,
        *,
        take: Callable[[], None],
        log: CallLog,
        allow_private: bool,
        pins: dict[str, str] | None = None,
        resolve_timeout: float = 10.0,
        max_bytes: int = MAX_RESPONSE_BYTES,
        **kwargs,
    ) -> None:
        super().__init__(**kwargs)
        self._take, self._log = take, log
        self._allow_private, self._max_bytes = allow_private, max_bytes
        self._pins = dict(pins or {})
        self._resolve_timeout = resolve_timeout
        self.refusal: str | None = None
        self.skip_get_stream = False

    async def _pin(self, request: httpx2.Request) -> None:
        """Point ``request`` at a checked address of its host (see the module docstring)."""
        host = request.url.host
        try:
            if netrules.is_ip_literal(host):
                netrules.check_address(host, allow_private=self._allow_private)
                return
            address = self._pins.get(host.lower())
            if address is None:
                port = request.url.port or (443 if request.url.scheme == "https" else 80)
                addresses = await anyio.to_thread.run_sync(
                    lambda: netrules.resolve(
                        host, port, self._resolve_timeout, allow_private=self._allow_private
                    )
                )
                address = self._pins.setdefault(host.lower(), str(addresses[0]))
        except netrules.TargetError as error:
            self.refusal = error.label
            raise httpx2.ConnectError(f"{error.label}: {error.detail}", request=request) from None
        request.extensions = {**request.extensions, "sni_hostname": host}
        request.url = request.url.copy_with(host=address)

    async def handle_async_request(self, request: httpx2.Request) -> httpx2.Response:
        if self.skip_get_stream and request.method == "GET":
            # The optional stream of server-initiated messages: never opened, never sent.
            return httpx2.Response(405, request=request)
        try:
            await anyio.to_thread.run_sync(self._take)
        except BudgetRefused as refusal:
            self.refusal = refusal.label
            raise
        method, tool = describe_request(request)
        call = self._log.start(method, tool)
        try:
            await self._pin(request)
        except httpx2.ConnectError:
            call.outcome = "refused-address"
            raise
        started = time.perf_counter()
        try:
            response = await super().handle_async_request(request)
        except httpx2.TimeoutException:
            call.outcome = "timeout"
            raise
        except httpx2.TransportError:
            call.outcome = "transport-error"
            raise
        call.latency_ms = round((time.perf_counter() - started) * 1000, 1)
        self._check_peer(response, call)
        call.http_status = response.status_code
        call.retry_after = "retry-after" in response.headers
        call.www_authenticate = "www-authenticate" in response.headers
        for challenge in response.headers.get_list("www-authenticate")[:5]:
            found = RESOURCE_METADATA.search(challenge[:4000])
            if found:
                call.resource_metadata = found.group(1)
                break
        call.header_findings = inspect_headers(
            response.headers.multi_items(),
            sent_authorization=request.headers.get("authorization"),
        )
        if response.status_code >= 400:
            call.outcome = "refused" if response.status_code < 500 else "error"
        response.stream = _CountingStream(response.stream, call, self._max_bytes)
        return response

    def _check_peer(self, response: httpx2.Response, call: WireCall) -> None:
        stream = response.extensions.get("network_stream")
        peer = stream.get_extra_info("server_addr") if stream is not None else None
        if not peer:
            return
        try:
            netrules.check_address(peer[0], allow_private=self._allow_private)
        except netrules.TargetRefused:
            call.outcome = "refused-address"
            self.refusal = "refused-address"
            raise
