"""The fixture catalog: one factory per behaviour, each returning an unstarted ``FixtureServer``.

Every factory serves Streamable HTTP at ``/mcp`` (``legacy_sse`` serves
``/sse``) and answers both protocol eras: the ``initialize`` handshake
(2025-11-25 and earlier) and the stateless 2026-07-28 era (``server/discover``,
no session), except where its docstring says otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from mcp.server.lowlevel import Server
from mcp.server.mcpserver import MCPServer

from tests.mcp_servers import middleware as mw
from tests.mcp_servers import servers
from tests.mcp_servers.runtime import ASGIApp, FixtureServer, RequestLog

Wrapper = Callable[[ASGIApp], ASGIApp]

DEFAULT_TOKEN = "example-owner-token-0001"


def _http(
    name: str,
    build: Callable[..., MCPServer | Server],
    *wrappers: Wrapper,
    attributes: dict[str, Any] | None = None,
    on_stop: list[Callable[[], None]] | None = None,
    app_options: dict[str, Any] | None = None,
    **build_options: Any,
) -> FixtureServer:
    log = RequestLog()
    sdk_server = build(log.executed, **build_options)
    app: ASGIApp = sdk_server.streamable_http_app(**(app_options or {}))
    for wrap in wrappers:  # the first wrapper ends up innermost
        app = wrap(app)
    return FixtureServer(
        app,
        name=name,
        log=log,
        attributes={"sdk_server": sdk_server, **(attributes or {})},
        on_stop=on_stop,
    )


def well_behaved(*, hosts: tuple[str, ...] = ()) -> FixtureServer:
    """The reference server (``servers.add_reference_tools``): every tool described
    (≥ 40 characters, says what it returns), every input property typed and
    described, pydantic output schemas, annotations on every tool (read tools
    ``readOnlyHint: true, destructiveHint: false``; ``clear_records``
    ``readOnlyHint: false, destructiveHint: true`` — never to be called),
    deterministic results, wrong-typed or missing arguments answered with an
    ``isError`` result naming the field. Should grade Production Ready.

    ``hosts``: further ``Host`` header values the SDK's rebinding protection
    accepts besides loopback (e.g. ``"rebind.test:*"``)."""
    options = {}
    if hosts:
        from mcp.server.transport_security import TransportSecuritySettings

        loopback = ["127.0.0.1:*", "localhost:*", "[::1]:*"]
        options["transport_security"] = TransportSecuritySettings(
            enable_dns_rebinding_protection=True, allowed_hosts=[*loopback, *hosts]
        )
    return _http("well_behaved", servers.build_well_behaved, app_options=options)


def no_annotations() -> FixtureServer:
    """The reference tools without any annotations (``annotations`` absent)."""
    return _http("no_annotations", servers.build_no_annotations)


def no_descriptions() -> FixtureServer:
    """Tools ``lookup(key)`` and ``sum_numbers(a, b)``: no descriptions, parameters
    without a type or description, no output schema (annotations present)."""
    return _http("no_descriptions", servers.build_no_descriptions)


def swallows_errors() -> FixtureServer:
    """``sum_numbers`` declares ``a``/``b`` as required integers, yet every call —
    wrong types, missing arguments, even an unknown tool name — is answered
    as a success (``isError: false``, schema-conforming structured content)."""
    return _http("swallows_errors", servers.build_swallows_errors)


def hangs(*, answer_first: int = 0) -> FixtureServer:
    """``check_status`` (read-only) sleeps an hour on every call after the first
    ``answer_first``. Stopping the fixture releases the sleep (the hung call
    then answers late) so shutdown stays quick."""
    hang = servers.Hang()
    return _http(
        "hangs",
        servers.build_hangs,
        attributes={"hang": hang},
        on_stop=[hang.release],
        answer_first=answer_first,
        hang=hang,
    )


def closes_connection(
    *, methods: Iterable[str] = ("tools/call",), after: int = 0, mid_response: bool = False
) -> FixtureServer:
    """The reference server behind ``DropConnection``: every ``tools/call`` (after the
    first ``after``) has its TCP connection cut with no HTTP response (with
    ``mid_response=True``: after a 200 status line and SSE headers, before any
    body). Other methods are served normally."""
    return _http(
        "closes_connection",
        servers.build_well_behaved,
        lambda app: mw.DropConnection(app, methods=methods, after=after, mid_response=mid_response),
    )


def oversized(*, size: int = servers.OVERSIZED_BYTES) -> FixtureServer:
    """``export_data`` (read-only) returns one text block of ``size`` bytes
    (default 1.5 MiB, over the 1 MiB cap).

    Legacy era: the response is an SSE event, and the SDK client's own
    ``max_sse_event_size`` (1 MiB) fails the call (``MCPError`` −32000, the
    client survives). 2026-07-28: a plain JSON body, which the SDK accepts
    whole — the harness has to cap it itself."""
    return _http("oversized", servers.build_oversized, attributes={"size": size}, size=size)


def huge_catalog(*, tools: int = 600) -> FixtureServer:
    """A single ``tools/list`` page with ``tools`` tools (default 600; the cap is 500)."""
    return _http(
        "huge_catalog", servers.build_huge_catalog, attributes={"tools": tools}, tools=tools
    )


def hostile_schemas(*, depth: int = 64) -> FixtureServer:
    """Read-only tools with a ``depth``-deep input schema, a catastrophic regex
    ``pattern`` and a recursive ``$ref`` (see ``servers.build_hostile_schemas``).

    With ``mcp`` 2.3: up to ``depth=96`` the listing reaches the caller; from
    100 the SDK client's JSON parser refuses it (``MCPError`` −32700,
    "recursion limit exceeded") and the whole ``Client`` is torn down; from
    about 200 the server cannot even serialize it (−32603)."""
    return _http("hostile_schemas", servers.build_hostile_schemas, depth=depth)


def leaky_headers() -> FixtureServer:
    """The reference server behind ``LeakyHeaders``: every response carries
    ``X-Api-Key: sk_live_...``, ``Set-Cookie: session=...; Path=/`` (no
    ``Secure``, no ``HttpOnly``) and, when the request had one,
    ``X-Echo-Authorization`` repeating its ``Authorization``."""
    return _http(
        "leaky_headers",
        servers.build_well_behaved,
        mw.LeakyHeaders,
        attributes={"leaked_api_key": mw.LEAKED_API_KEY, "leaked_session": mw.LEAKED_SESSION},
    )


def auth_not_enforced(*, token: str = DEFAULT_TOKEN) -> FixtureServer:
    """Declares bearer auth (protected-resource metadata, ``WWW-Authenticate`` on
    every response) yet serves every request, with no, a bogus or the right token."""
    return _http(
        "auth_not_enforced",
        servers.build_well_behaved,
        lambda app: mw.BearerAuth(app, token=token, enforce=False),
        attributes={"token": token},
    )


def auth_enforced(*, token: str = DEFAULT_TOKEN) -> FixtureServer:
    """Requires ``Authorization: Bearer <token>`` on ``/mcp``: otherwise 401 with
    ``WWW-Authenticate: Bearer realm="mcp", resource_metadata=...``. The token
    is configurable (an owner-supplied credential); ``.token`` holds it."""
    return _http(
        "auth_enforced",
        servers.build_well_behaved,
        lambda app: mw.BearerAuth(app, token=token, enforce=True),
        attributes={"token": token},
    )


def rate_limited(
    *,
    limit: int = 3,
    window: float = 60.0,
    retry_after: int | None = 1,
    methods: Iterable[str] | None = ("tools/call",),
) -> FixtureServer:
    """The reference server behind ``RateLimit``: after ``limit`` ``tools/call``
    requests within ``window`` seconds, 429 with ``Retry-After: <retry_after>``
    (left out when ``None``) and a JSON-RPC error body. ``methods=None``
    limits every HTTP request, handshake included. ``.limiter.refused``
    counts refusals."""
    limiter: dict[str, mw.RateLimit] = {}

    def wrap(app: ASGIApp) -> ASGIApp:
        limiter["it"] = mw.RateLimit(
            app, limit=limit, window=window, retry_after=retry_after, methods=methods
        )
        return limiter["it"]

    server = _http("rate_limited", servers.build_well_behaved, wrap, attributes={"limit": limit})
    server.limiter = limiter["it"]
    return server


def inconsistent(*, vary: str = "shape") -> FixtureServer:
    """``get_inventory`` (read-only) answers identical calls differently: other keys
    and types on every other call (``vary="shape"``), or the same shape with a
    different count each time (``vary="value"``)."""
    return _http("inconsistent", servers.build_inconsistent, attributes={"vary": vary}, vary=vary)


def violates_output_schema() -> FixtureServer:
    """``get_profile`` (read-only) declares ``{name: string, age: integer}`` and
    returns ``{"name": 42}``."""
    return _http("violates_output_schema", servers.build_violates_output_schema)


def paginated(*, pages: int = 3, per_page: int = 2) -> FixtureServer:
    """``tools/list`` over ``pages`` pages of ``per_page`` tools (``tool_0000`` ...),
    cursors ``"1"``, ``"2"`` ...; the last page has no ``nextCursor``."""
    return _http(
        "paginated",
        servers.build_paginated,
        attributes={"pages": pages, "per_page": per_page},
        pages=pages,
        per_page=per_page,
    )


def endless_pagination(*, per_page: int = 2) -> FixtureServer:
    """Like ``paginated`` but every page has a ``nextCursor``: the catalog never ends."""
    return _http(
        "endless_pagination",
        servers.build_paginated,
        attributes={"per_page": per_page},
        per_page=per_page,
        endless=True,
    )


def unknown_method_32602(*, legacy_only: bool = False) -> FixtureServer:
    """The reference server behind ``UnknownMethodInvalidParams``: a request for a
    method it does not serve is answered −32602 instead of −32601.

    ``legacy_only=True`` also treats ``server/discover`` as unknown, like a
    server older than 2026-07-28: ``mode="auto"`` then falls back to
    ``initialize`` (a pinned ``mode="2026-07-28"`` sends no discover and is
    still served)."""
    log = RequestLog()
    sdk_server = servers.build_well_behaved(log.executed)
    known = {"initialize", *servers.lowlevel(sdk_server)._request_handlers}
    if legacy_only:
        known.discard("server/discover")
    app = mw.UnknownMethodInvalidParams(sdk_server.streamable_http_app(), known=known)
    return FixtureServer(
        app, name="unknown_method_32602", log=log, attributes={"sdk_server": sdk_server}
    )


def slow(*, delay: float = 0.2) -> FixtureServer:
    """The reference server with every HTTP request delayed by ``delay`` seconds.
    ``service_times`` (an attribute) lists how long the server spent on each
    request, delay included: the benchmarks divide by its sum."""
    import threading
    import time

    import anyio

    service_times: list[float] = []
    lock = threading.Lock()

    def delayed(app: ASGIApp) -> ASGIApp:
        async def middleware(scope, receive, send):
            if scope["type"] != "http":
                return await app(scope, receive, send)
            started = time.perf_counter()
            await anyio.sleep(delay)
            await app(scope, receive, send)
            with lock:
                service_times.append(time.perf_counter() - started)

        return middleware

    return _http(
        "slow",
        servers.build_well_behaved,
        delayed,
        attributes={"service_times": service_times},
    )


def legacy_sse() -> FixtureServer:
    """The reference server over the legacy HTTP+SSE transport (``GET /sse`` plus
    ``POST /messages/?session_id=...``); ``.url`` ends in ``/sse``. Handshake era only."""
    log = RequestLog()
    sdk_server = servers.build_well_behaved(log.executed)
    return FixtureServer(
        sdk_server.sse_app(),
        name="legacy_sse",
        path="/sse",
        log=log,
        attributes={"sdk_server": sdk_server},
    )


# Every Streamable HTTP factory, by name, called with its defaults.
def described_values() -> FixtureServer:
    """``servers.build_described_values``: valid values named only in descriptions."""
    return _http("described_values", servers.build_described_values)


def roots() -> FixtureServer:
    """``servers.build_roots``: a path parameter only a listing tool's result can fill."""
    return _http("roots", servers.build_roots)


def open_world() -> FixtureServer:
    """``servers.build_open_world``: open-world tools, one needing an outside URL."""
    return _http("open_world", servers.build_open_world)


def handshake_era_only() -> FixtureServer:
    """The reference server as a server older than 2026-07-28 answers: a request
    other than ``initialize`` without a session (``Mcp-Session-Id``) is refused with
    HTTP 400, so a client must fall back to the ``initialize`` handshake."""
    return _http("handshake_era_only", servers.build_well_behaved, mw.SessionRequired)


def changing_catalog() -> FixtureServer:
    """A weather server whose catalog changes when the test says so:
    ``server.state["version"] = 2`` (``servers.changing_tools`` lists the changes)."""
    state = {"version": 1}
    return _http(
        "changing_catalog", servers.build_changing_catalog, attributes={"state": state}, state=state
    )


def poisoned() -> FixtureServer:
    """A weather server whose catalog carries each kind of tool poisoning and whose
    instructions address the model (``servers.poisoned_tools``)."""
    return _http("poisoned", servers.build_poisoned)


HTTP_FIXTURES: dict[str, Callable[[], FixtureServer]] = {
    "well_behaved": well_behaved,
    "no_annotations": no_annotations,
    "no_descriptions": no_descriptions,
    "swallows_errors": swallows_errors,
    "hangs": hangs,
    "closes_connection": closes_connection,
    "oversized": oversized,
    "huge_catalog": huge_catalog,
    "hostile_schemas": hostile_schemas,
    "leaky_headers": leaky_headers,
    "auth_not_enforced": auth_not_enforced,
    "auth_enforced": auth_enforced,
    "rate_limited": rate_limited,
    "inconsistent": inconsistent,
    "violates_output_schema": violates_output_schema,
    "paginated": paginated,
    "endless_pagination": endless_pagination,
    "unknown_method_32602": unknown_method_32602,
    "slow": slow,
    "described_values": described_values,
    "roots": roots,
    "open_world": open_world,
    "changing_catalog": changing_catalog,
    "poisoned": poisoned,
}

# Fixtures kept in their own modules, registered here with the rest.
from tests.mcp_servers import own_arguments  # noqa: E402

HTTP_FIXTURES.update(own_arguments.HTTP_FIXTURES)
