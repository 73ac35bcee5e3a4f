"""Fixture MCP servers for the live test harness's tests.

Real MCP servers built with the ``mcp`` 2.3 SDK, served on 127.0.0.1 (an
ephemeral port) from a background thread under uvicorn, each behind an ASGI
middleware that records every HTTP request it receives. Tests assert the call
budget, the User-Agent and what was called from the server's side.

Usage::

    from tests.mcp_servers import well_behaved

    with well_behaved() as server:          # started in ~5-50 ms, stopped in ~10 ms
        ...  # connect to server.url (http://127.0.0.1:PORT/mcp)
        server.count                        # HTTP requests received so far
        server.labels                       # ["POST initialize", "GET", "DELETE", ...]
        server.requests[0].user_agent       # RecordedRequest: headers, rpc_method,
                                            #   tool, status, response_headers ...
        server.tool_calls["clear_records"]  # tools/call requests naming that tool
        server.executions["clear_records"]  # times the tool body really ran
        server.reset()

Catalog (``catalog.py``; factories take keyword options, see each docstring):
``well_behaved``, ``no_annotations``, ``no_descriptions``, ``swallows_errors``,
``hangs``, ``closes_connection``, ``oversized``, ``huge_catalog``,
``hostile_schemas`` (deep schema, catastrophic ``pattern``, ``$ref`` cycle),
``leaky_headers``, ``auth_not_enforced``, ``auth_enforced``, ``rate_limited``,
``inconsistent``, ``violates_output_schema``, ``paginated``,
``endless_pagination``, ``described_values``, ``roots``, ``open_world``,
``changing_catalog`` (its catalog changes when a test says so), ``poisoned`` (each
kind of tool poisoning),
``handshake_era_only``, ``unknown_method_32602`` (Streamable HTTP, both
eras), ``legacy_sse`` (HTTP+SSE, ``/sse``) and ``stdio_server.py`` (stdio;
logs each received JSON-RPC message to a file). The SDK servers themselves,
transport-free, are in ``servers.py`` (``BUILDERS``).

What each operation costs, as measured with ``mcp`` 2.3.0 against these
fixtures (``tests/test_mcp_fixtures.py`` asserts all of them except the
``GET`` retry and stdio ``auto``, which were measured by hand):

Streamable HTTP, ``Client(..., mode="legacy")`` (``initialize`` handshake):

- entering the client: 3 requests — ``POST initialize``, ``POST
  notifications/initialized`` (202), ``GET`` (the server-to-client SSE
  stream; sent from a background task, so it may arrive after the next POST);
- each ``list_tools`` page: 1 — each ``call_tool``: 1;
- leaving the client: 1 — ``DELETE`` (session termination);
- so connect + list + N calls + close = 5 + N (the 3-call example: 7);
- a call that times out: +1 (``POST notifications/cancelled``);
- a refused ``GET`` (e.g. 401/429) is retried once after 1 s while the
  client stays open: +1.

Streamable HTTP, ``Client(..., mode="2026-07-28")`` (stateless):

- entering and leaving the client: 0 requests (no handshake, no session, no
  ``GET``, no ``DELETE``); ``client.server_info`` is ``None``;
- each ``list_tools`` page: 1 — each ``call_tool``: 1;
- so list + N calls = 1 + N; a timed-out call aborts its POST (+0).

``mode="auto"``: the 2026-07-28 costs plus 1 (``POST server/discover``);
against a server that refuses ``server/discover`` with an error
(``unknown_method_32602(legacy_only=True)``) it falls back to the handshake:
discover + the legacy costs (connect + list + close = 6).

Either era: ``call_tool`` on a tool not yet listed by this client sends
``tools/list`` (page 1) right *after* the ``tools/call``: +1 request. A
bogus-token client against ``auth_not_enforced`` completes the handshake:
legacy costs 4 requests (connect + ``DELETE``) before any call, 2026-07-28
costs 1 per call.

How failures reach the caller (same in both eras unless stated):

- the client survives, the call raises ``MCPError``: 429 with a JSON-RPC
  error body (that error, here −32000); a connection cut after the response
  headers (−32000 "SSE stream ended without a response"); a timeout
  (−32001); in the legacy era a response over 1 MiB (−32000, the SDK's SSE
  event limit; on 2026-07-28 the JSON body is accepted whole);
- the whole client is torn down (an ``ExceptionGroup``; catch with
  ``except*``) and sends nothing more, not even the ``DELETE``: a 401 on the
  first request (the ``MCPError`` inside says −32603); a connection cut with
  no response (``httpx2.RemoteProtocolError``); JSON nested more than about
  200 levels (−32700 "recursion limit exceeded").

Legacy HTTP+SSE (``sse_client``, ``legacy_sse``): ``GET /sse``, ``POST
initialize``, ``POST notifications/initialized`` (3, each POST answered 202),
then 1 ``POST /messages/`` per operation; no ``DELETE`` on close.

stdio (JSON-RPC messages the server reads): legacy 2 to connect
(``initialize``, ``notifications/initialized``), 2026-07-28 0, auto 1
(``server/discover``); then 1 per operation; nothing on close. Spawning the
Python fixture costs about 1.5 s (imports).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tests.mcp_servers.catalog import (
        HTTP_FIXTURES,
        auth_enforced,
        auth_not_enforced,
        changing_catalog,
        closes_connection,
        described_values,
        endless_pagination,
        handshake_era_only,
        hangs,
        hostile_schemas,
        huge_catalog,
        inconsistent,
        leaky_headers,
        legacy_sse,
        no_annotations,
        no_descriptions,
        open_world,
        oversized,
        paginated,
        poisoned,
        rate_limited,
        roots,
        slow,
        swallows_errors,
        unknown_method_32602,
        violates_output_schema,
        well_behaved,
    )
    from tests.mcp_servers.runtime import FixtureServer, RecordedRequest, serving

__all__ = [
    "HTTP_FIXTURES",
    "FixtureServer",
    "RecordedRequest",
    "auth_enforced",
    "auth_not_enforced",
    "changing_catalog",
    "closes_connection",
    "described_values",
    "endless_pagination",
    "handshake_era_only",
    "hangs",
    "hostile_schemas",
    "huge_catalog",
    "inconsistent",
    "leaky_headers",
    "legacy_sse",
    "no_annotations",
    "no_descriptions",
    "open_world",
    "oversized",
    "paginated",
    "poisoned",
    "rate_limited",
    "roots",
    "serving",
    "slow",
    "swallows_errors",
    "unknown_method_32602",
    "violates_output_schema",
    "well_behaved",
]

_RUNTIME = {"FixtureServer", "RecordedRequest", "serving"}


def __getattr__(name: str) -> Any:
    # Lazy, so the stdio fixture process does not import uvicorn and the catalog.
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    module = import_module(
        "tests.mcp_servers.runtime" if name in _RUNTIME else "tests.mcp_servers.catalog"
    )
    return getattr(module, name)
