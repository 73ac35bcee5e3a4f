"""The fixture MCP servers behave as designed, seen by a real ``mcp.Client`` and by the
servers' own request logs (``tests/mcp_servers``)."""

from __future__ import annotations

import ssl
import sys
import threading
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Literal

import anyio
import httpx2
import jsonschema
import mcp_types
import pytest
from mcp import Client, MCPError
from mcp.client.sse import sse_client
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client

from tests.mcp_servers import catalog
from tests.mcp_servers.runtime import FixtureServer, serving
from tests.mcp_servers.stdio_server import read_log

ROOT = Path(__file__).resolve().parent.parent
UA = "Sagentum/1.0 (+https://sagentum.test/testing-policy)"
ERAS = ["legacy", "2026-07-28"]
HANDSHAKE = ["POST initialize", "POST notifications/initialized", "GET"]
# Built once: loading the CA bundle for every httpx2 client costs ~50 ms.
TLS = ssl.create_default_context()


@pytest.fixture(autouse=True)
def _no_leaked_servers():
    yield
    deadline = time.monotonic() + 2
    while time.monotonic() < deadline:
        alive = [t.name for t in threading.enumerate() if t.name.startswith("mcp-fixture-")]
        if not alive:
            return
        time.sleep(0.01)
    pytest.fail(f"fixture server threads still running: {alive}")


class Wire:
    """What the client saw over HTTP, from httpx2 event hooks."""

    def __init__(self) -> None:
        self.responses: list[httpx2.Response] = []

    async def on_response(self, response: httpx2.Response) -> None:
        self.responses.append(response)

    def statuses(self) -> list[int]:
        return [r.status_code for r in self.responses]


@asynccontextmanager
async def connect(
    url: str,
    mode: str,
    *,
    headers: dict[str, str] | None = None,
    wire: Wire | None = None,
    **client_options: Any,
) -> AsyncIterator[Client]:
    hooks = {"response": [wire.on_response]} if wire is not None else {}
    async with httpx2.AsyncClient(
        headers={"User-Agent": UA, **(headers or {})}, timeout=10, event_hooks=hooks, verify=TLS
    ) as http:
        transport = streamable_http_client(url, http_client=http)
        async with Client(transport, mode=mode, **client_options) as client:
            yield client


def run(fn: Callable[..., Any], *args: Any) -> Any:
    return anyio.run(fn, *args)


def expected_wire(mode: str, *operations: str) -> list[str]:
    """The HTTP requests a session of ``operations`` costs in ``mode``."""
    if mode == "legacy":
        return [*HANDSHAKE, *operations, "DELETE"]
    if mode == "auto":
        return ["POST server/discover", *operations]
    return list(operations)


def assert_wire(server: FixtureServer, expected: list[str]) -> None:
    labels = server.labels
    # The SSE GET comes from a background task: compare the order without it.
    assert [x for x in labels if x != "GET"] == [x for x in expected if x != "GET"], labels
    assert Counter(labels) == Counter(expected), labels
    assert server.count == len(expected)


def leaves(error: BaseException) -> list[BaseException]:
    if isinstance(error, BaseExceptionGroup):
        return [leaf for inner in error.exceptions for leaf in leaves(inner)]
    return [error]


def text_of(result: mcp_types.CallToolResult) -> str:
    return " ".join(block.text for block in result.content if block.type == "text")


# -- the runner ---------------------------------------------------------------------------


def test_start_is_cheap_and_stop_is_quick():
    started = time.perf_counter()
    server = catalog.well_behaved().start()
    try:
        assert time.perf_counter() - started < 1.0
        assert server.running
        assert server.url == f"http://127.0.0.1:{server.port}/mcp"
        with pytest.raises(RuntimeError, match="only once"):
            server.start()
    finally:
        stopping = time.perf_counter()
        server.stop()
    assert time.perf_counter() - stopping < 0.5
    assert not server.running


def test_the_log_records_method_path_headers_status_and_resets():
    async def session(url: str) -> None:
        async with connect(url, "legacy", headers={"Authorization": "Bearer abc"}) as client:
            await client.list_tools()

    with catalog.well_behaved() as server:
        run(session, server.url)
        initialize = server.requests[0]
        assert (initialize.number, initialize.method, initialize.path) == (1, "POST", "/mcp")
        assert (initialize.rpc_method, initialize.status) == ("initialize", 200)
        assert isinstance(initialize.rpc_id, int)
        assert initialize.user_agent == UA and initialize.has_authorization
        assert initialize.headers["authorization"] == "Bearer abc"
        assert initialize.protocol_version is None  # sent from the next request on
        assert server.requests[1].protocol_version == "2025-11-25"
        assert all(r.body_bytes > 0 for r in server.requests if r.method == "POST")
        assert any(name == "mcp-session-id" for name, _ in initialize.response_headers)
        server.reset()
        assert server.count == 0 and server.requests == [] and not server.executions


# -- well_behaved ----------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ERAS)
def test_well_behaved(mode):
    async def session(url: str) -> dict[str, Any]:
        seen: dict[str, Any] = {}
        async with connect(url, mode) as client:
            seen["version"] = client.protocol_version
            seen["tools"] = (await client.list_tools()).tools
            args = {"value": 100, "unit": "celsius"}
            seen["first"] = await client.call_tool("convert_temperature", args)
            seen["again"] = await client.call_tool("convert_temperature", args)
            seen["wrong_type"] = await client.call_tool(
                "convert_temperature", {"value": "hot", "unit": "celsius"}
            )
            seen["missing"] = await client.call_tool("convert_temperature", {"value": 1})
            # Strict: no coercion of a numeric string or a boolean into a number.
            seen["coerced"] = [
                await client.call_tool("convert_temperature", {"value": wrong, "unit": "celsius"})
                for wrong in ("100", True)
            ]
            seen["unknown"] = await client.call_tool("lookup_country", {"code": "XX"})
        return seen

    with catalog.well_behaved() as server:
        seen = run(session, server.url)
        assert seen["version"] == ("2025-11-25" if mode == "legacy" else "2026-07-28")
        tools = {tool.name: tool for tool in seen["tools"]}
        assert sorted(tools) == [
            "clear_records",
            "convert_temperature",
            "lookup_country",
            "sum_numbers",
        ]
        for tool in tools.values():
            assert len(tool.description) >= 40 and "return" in tool.description.lower()
            for prop in tool.input_schema["properties"].values():
                assert prop["type"] and prop["description"]
            assert tool.output_schema["type"] == "object"
            assert tool.annotations is not None
        for name in ("convert_temperature", "lookup_country", "sum_numbers"):
            hints = tools[name].annotations
            assert (hints.read_only_hint, hints.destructive_hint) == (True, False)
        hints = tools["clear_records"].annotations
        assert (hints.read_only_hint, hints.destructive_hint) == (False, True)

        first, again = seen["first"], seen["again"]
        assert not first.is_error and first.structured_content == {
            "celsius": 100.0,
            "fahrenheit": 212.0,
        }
        assert again.structured_content == first.structured_content
        assert seen["wrong_type"].is_error and "value" in text_of(seen["wrong_type"])
        assert seen["missing"].is_error and "unit" in text_of(seen["missing"])
        assert all(r.is_error and "value" in text_of(r) for r in seen["coerced"])
        assert seen["unknown"].is_error and "known codes" in text_of(seen["unknown"])

        calls = ["POST tools/call"] * 7
        assert_wire(server, expected_wire(mode, "POST tools/list", *calls))
        assert {r.user_agent for r in server.requests} == {UA}
        assert server.tool_calls == {"convert_temperature": 6, "lookup_country": 1}
        # Invalid arguments never reach the tool's body.
        assert server.executions == {"convert_temperature": 2, "lookup_country": 1}
        assert server.tool_calls["clear_records"] == 0
        assert server.executions["clear_records"] == 0


def test_the_destructive_tool_counter_counts_a_call():
    async def session(url: str) -> mcp_types.CallToolResult:
        async with connect(url, "2026-07-28") as client:
            await client.list_tools()
            return await client.call_tool("clear_records", {"confirm": True})

    with catalog.well_behaved() as server:
        assert run(session, server.url).structured_content == {"cleared": 3}
        assert server.tool_calls["clear_records"] == 1
        assert server.executions["clear_records"] == 1


def test_auto_mode_costs_one_discover_request():
    async def session(url: str) -> str:
        async with connect(url, "auto") as client:
            await client.list_tools()
            await client.call_tool("sum_numbers", {"a": 2, "b": 3})
            return client.protocol_version

    with catalog.well_behaved() as server:
        assert run(session, server.url) == "2026-07-28"
        assert_wire(server, expected_wire("auto", "POST tools/list", "POST tools/call"))


@pytest.mark.parametrize("mode", ERAS)
def test_calling_an_unlisted_tool_lists_tools_after_the_call(mode):
    async def session(url: str) -> None:
        async with connect(url, mode, cache=None) as client:
            await client.call_tool("sum_numbers", {"a": 2, "b": 3})

    with catalog.well_behaved() as server:
        run(session, server.url)
        assert_wire(server, expected_wire(mode, "POST tools/call", "POST tools/list"))


@pytest.mark.parametrize("name", sorted(catalog.HTTP_FIXTURES))
def test_every_http_fixture_serves_both_eras(name):
    async def session(url: str, mode: str, headers: dict[str, str]) -> str:
        async with connect(url, mode, headers=headers) as client:
            assert (await client.list_tools()).tools
            return client.protocol_version

    with catalog.HTTP_FIXTURES[name]() as server:
        token = getattr(server, "token", None)
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        assert run(session, server.url, "legacy", headers) == "2025-11-25"
        assert run(session, server.url, "2026-07-28", headers) == "2026-07-28"
        legacy = expected_wire("legacy", "POST tools/list")
        assert_wire(server, [*legacy, *expected_wire("2026-07-28", "POST tools/list")])
        assert {r.user_agent for r in server.requests} == {UA}


# -- catalog defects ----------------------------------------------------------------------


@pytest.mark.parametrize("mode", ERAS)
def test_no_annotations(mode):
    async def session(url: str) -> list[mcp_types.Tool]:
        async with connect(url, mode) as client:
            return (await client.list_tools()).tools

    with catalog.no_annotations() as server:
        tools = run(session, server.url)
        assert len(tools) == 4
        assert all(tool.annotations is None for tool in tools)
        assert all(tool.description and tool.output_schema for tool in tools)


@pytest.mark.parametrize("mode", ERAS)
def test_no_descriptions(mode):
    async def session(url: str) -> tuple[list[mcp_types.Tool], mcp_types.CallToolResult]:
        async with connect(url, mode) as client:
            tools = (await client.list_tools()).tools
            return tools, await client.call_tool("sum_numbers", {"a": 2, "b": 3})

    with catalog.no_descriptions() as server:
        tools, result = run(session, server.url)
        assert [tool.name for tool in tools] == ["lookup", "sum_numbers"]
        for tool in tools:
            assert tool.description is None and tool.output_schema is None
            for prop in tool.input_schema["properties"].values():
                assert "type" not in prop and "description" not in prop
        assert text_of(result) == "5"


@pytest.mark.parametrize("mode", ERAS)
def test_swallows_errors(mode):
    async def session(url: str) -> list[mcp_types.CallToolResult]:
        async with connect(url, mode) as client:
            tool = (await client.list_tools()).tools[0]
            assert tool.input_schema["properties"]["a"]["type"] == "integer"
            return [
                await client.call_tool("sum_numbers", {"a": 2, "b": 3}),
                await client.call_tool("sum_numbers", {"a": "two", "b": 3}),
                await client.call_tool("sum_numbers", {}),
                await client.call_tool("no_such_tool", {}),
            ]

    with catalog.swallows_errors() as server:
        valid, wrong_type, missing, unknown = run(session, server.url)
        assert valid.structured_content == {"a": 2, "b": 3, "total": 5}
        for result in (wrong_type, missing, unknown):
            assert not result.is_error
        # The unknown tool was not listed: the client re-lists after the call.
        calls = ["POST tools/call"] * 4
        assert_wire(server, expected_wire(mode, "POST tools/list", *calls, "POST tools/list"))


# -- transport and timing defects --------------------------------------------------------------


@pytest.mark.parametrize("mode", ERAS)
def test_hangs(mode):
    async def session(url: str) -> tuple[bool, MCPError]:
        async with connect(url, mode) as client:
            tools = (await client.list_tools()).tools
            assert tools[0].annotations.read_only_hint
            first = await client.call_tool("check_status", {})
            with pytest.raises(MCPError) as caught:
                await client.call_tool("check_status", {}, read_timeout_seconds=0.3)
            return first.structured_content["healthy"], caught.value

    server = catalog.hangs(answer_first=1).start()
    try:
        healthy, error = run(session, server.url)
        assert healthy
        assert error.code == mcp_types.REQUEST_TIMEOUT
        extra = ["POST notifications/cancelled"] if mode == "legacy" else []
        calls = ["POST tools/call", "POST tools/call", *extra]
        assert_wire(server, expected_wire(mode, "POST tools/list", *calls))
        if mode == "2026-07-28":
            assert server.requests[-1].status is None  # never answered; the client gave up
    finally:
        stopping = time.perf_counter()
        server.stop()
    assert time.perf_counter() - stopping < 1.0


@pytest.mark.parametrize("mode", ERAS)
def test_closes_connection_kills_the_client(mode):
    async def session(url: str) -> None:
        async with connect(url, mode) as client:
            await client.list_tools()
            await client.call_tool("sum_numbers", {"a": 2, "b": 3})

    with catalog.closes_connection() as server:
        with pytest.raises(BaseExceptionGroup) as caught:
            run(session, server.url)
        assert any(isinstance(e, httpx2.RemoteProtocolError) for e in leaves(caught.value))
        operations = [*HANDSHAKE] if mode == "legacy" else []
        assert_wire(server, [*operations, "POST tools/list", "POST tools/call"])  # no DELETE
        dropped = server.requests[-1]
        assert dropped.dropped and dropped.status is None
        assert server.executions["sum_numbers"] == 0


@pytest.mark.parametrize("mode", ERAS)
def test_closes_connection_mid_response_fails_only_the_call(mode):
    async def session(url: str) -> tuple[MCPError, mcp_types.ListToolsResult]:
        async with connect(url, mode) as client:
            await client.list_tools()
            with pytest.raises(MCPError) as caught:
                await client.call_tool("sum_numbers", {"a": 2, "b": 3})
            return caught.value, await client.list_tools()

    with catalog.closes_connection(mid_response=True) as server:
        error, listing = run(session, server.url)
        assert error.code == mcp_types.CONNECTION_CLOSED
        assert len(listing.tools) == 4
        calls = ["POST tools/list", "POST tools/call", "POST tools/list"]
        assert_wire(server, expected_wire(mode, *calls))
        dropped = [r for r in server.requests if r.dropped]
        assert [(r.rpc_method, r.status) for r in dropped] == [("tools/call", 200)]


@pytest.mark.parametrize("mode", ERAS)
def test_oversized_response(mode):
    async def session(url: str) -> mcp_types.CallToolResult | MCPError:
        async with connect(url, mode) as client:
            await client.list_tools()
            try:
                return await client.call_tool("export_data", {})
            except MCPError as error:
                return error

    with catalog.oversized() as server:
        outcome = run(session, server.url)
        call = next(r for r in server.requests if r.rpc_method == "tools/call")
        assert call.status == 200 and call.response_bytes > 1024 * 1024
        if mode == "legacy":
            # SSE responses: the SDK's own 1 MiB event limit refuses it.
            assert isinstance(outcome, MCPError) and "1048576 byte limit" in outcome.message
            assert outcome.code == mcp_types.CONNECTION_CLOSED
        else:
            # JSON responses: no SDK limit; the harness must cap the body itself.
            assert len(text_of(outcome)) == server.size


@pytest.mark.parametrize("mode", ERAS)
def test_huge_catalog_in_one_page(mode):
    async def session(url: str) -> mcp_types.ListToolsResult:
        async with connect(url, mode) as client:
            return await client.list_tools()

    with catalog.huge_catalog() as server:
        page = run(session, server.url)
        assert len(page.tools) == server.tools == 600 and page.next_cursor is None
        assert_wire(server, expected_wire(mode, "POST tools/list"))


def _depth(schema: Any) -> int:
    if isinstance(schema, dict):
        return 1 + max((_depth(v) for v in schema.values()), default=0)
    if isinstance(schema, list):
        return 1 + max((_depth(v) for v in schema), default=0)
    return 0


@pytest.mark.parametrize("mode", ERAS)
def test_hostile_schemas(mode):
    async def session(url: str) -> dict[str, mcp_types.Tool]:
        async with connect(url, mode) as client:
            return {tool.name: tool for tool in (await client.list_tools()).tools}

    with catalog.hostile_schemas() as server:
        tools = run(session, server.url)
        assert _depth(tools["deep_input"].input_schema) > 128
        word = tools["evil_pattern"].input_schema["properties"]["word"]
        assert word["pattern"] == "^(a+)+$" and word["default"].endswith("!")
        ref = tools["recursive_ref"].input_schema
        assert ref["$defs"]["node"]["properties"]["next"] == {"$ref": "#/$defs/node"}
        assert all(tool.annotations.read_only_hint for tool in tools.values())


def test_too_deep_a_schema_breaks_the_sdk_client():
    async def session(url: str) -> None:
        async with connect(url, "2026-07-28") as client:
            await client.list_tools()

    with catalog.hostile_schemas(depth=100) as server:
        with pytest.raises(BaseExceptionGroup) as caught:
            run(session, server.url)
        errors = [e for e in leaves(caught.value) if isinstance(e, MCPError)]
        assert errors and errors[0].code == mcp_types.PARSE_ERROR
        assert "recursion limit" in errors[0].message
        assert server.requests[0].status == 200


# -- security defects ------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ERAS)
def test_leaky_headers(mode):
    async def session(url: str, wire: Wire) -> None:
        bogus = {"Authorization": "Bearer bogus-token-123"}
        async with connect(url, mode, headers=bogus, wire=wire) as client:
            await client.list_tools()

    with catalog.leaky_headers() as server:
        wire = Wire()
        run(session, server.url, wire)
        assert wire.responses
        for response in wire.responses:
            assert response.headers["x-api-key"] == server.leaked_api_key
            assert response.headers["x-api-key"].startswith("sk_live_")
            assert response.headers["x-echo-authorization"] == "Bearer bogus-token-123"
            cookie = response.headers["set-cookie"]
            assert cookie.startswith("session=") and "secure" not in cookie.lower()
            assert "httponly" not in cookie.lower()
        names = {name for name, _ in server.requests[0].response_headers}
        assert {"x-api-key", "set-cookie", "x-echo-authorization"} <= names


@pytest.mark.parametrize("mode", ERAS)
def test_auth_not_enforced(mode):
    async def session(url: str, headers: dict[str, str], wire: Wire) -> None:
        async with connect(url, mode, headers=headers, wire=wire) as client:
            await client.call_tool("sum_numbers", {"a": 2, "b": 3})

    with catalog.auth_not_enforced() as server:
        for headers in ({}, {"Authorization": "Bearer bogus"}):
            server.reset()
            wire = Wire()
            run(session, server.url, headers, wire)
            assert all(status < 300 for status in wire.statuses())
            assert all(r.headers["www-authenticate"].startswith("Bearer ") for r in wire.responses)
            calls = ["POST tools/call", "POST tools/list"]  # not listed first: re-listed
            assert_wire(server, expected_wire(mode, *calls))
        metadata = httpx2.get(
            server.base_url + "/.well-known/oauth-protected-resource/mcp", verify=TLS
        )
        assert metadata.status_code == 200 and metadata.json()["resource"] == server.url


@pytest.mark.parametrize("mode", ERAS)
def test_auth_enforced(mode):
    async def session(url: str, headers: dict[str, str], wire: Wire) -> Any:
        async with connect(url, mode, headers=headers, wire=wire) as client:
            return await client.call_tool("sum_numbers", {"a": 2, "b": 3})

    with catalog.auth_enforced(token="owner-secret-42") as server:
        for headers, error in (({}, None), ({"Authorization": "Bearer bogus"}, "invalid_token")):
            server.reset()
            wire = Wire()
            with pytest.raises(BaseExceptionGroup) as caught:
                run(session, server.url, headers, wire)
            assert any(isinstance(e, MCPError) for e in leaves(caught.value))
            assert wire.statuses() == [401]  # one request, refused
            challenge = wire.responses[0].headers["www-authenticate"]
            assert challenge.startswith('Bearer realm="mcp", resource_metadata="http://127.0.0.1')
            assert (f'error="{error}"' in challenge) == (error is not None)
            assert server.count == 1 and server.requests[0].status == 401
            assert not server.executions
        server.reset()
        good = {"Authorization": "Bearer owner-secret-42"}
        result = run(session, server.url, good, Wire())
        assert result.structured_content["total"] == 5
        assert_wire(server, expected_wire(mode, "POST tools/call", "POST tools/list"))


@pytest.mark.parametrize("mode", ERAS)
def test_rate_limited(mode):
    async def session(url: str, wire: Wire) -> list[Any]:
        outcomes: list[Any] = []
        async with connect(url, mode, wire=wire) as client:
            await client.list_tools()
            for _ in range(5):
                try:
                    outcomes.append(await client.call_tool("sum_numbers", {"a": 2, "b": 3}))
                except MCPError as error:
                    outcomes.append(error)
        return outcomes

    with catalog.rate_limited(limit=3) as server:
        wire = Wire()
        outcomes = run(session, server.url, wire)
        assert [isinstance(o, MCPError) for o in outcomes] == [False, False, False, True, True]
        assert outcomes[3].code == -32000 and "Rate limit" in outcomes[3].message
        refused = [r for r in wire.responses if r.status_code == 429]
        assert len(refused) == 2 and all(r.headers["retry-after"] == "1" for r in refused)
        assert server.limiter.refused == 2 and server.executions["sum_numbers"] == 3
        assert_wire(server, expected_wire(mode, "POST tools/list", *["POST tools/call"] * 5))


def test_rate_limit_window_and_missing_retry_after():
    async def session(url: str, wire: Wire) -> list[bool]:
        ok: list[bool] = []
        async with connect(url, "2026-07-28", wire=wire) as client:
            await client.list_tools()
            for pause in (0, 0, 0.35):
                await anyio.sleep(pause)
                try:
                    await client.call_tool("sum_numbers", {"a": 2, "b": 3})
                    ok.append(True)
                except MCPError:
                    ok.append(False)
        return ok

    with catalog.rate_limited(limit=1, window=0.3, retry_after=None) as server:
        wire = Wire()
        assert run(session, server.url, wire) == [True, False, True]
        refused = [r for r in wire.responses if r.status_code == 429]
        assert len(refused) == 1 and "retry-after" not in refused[0].headers


# -- behavioural defects -----------------------------------------------------------------------


@pytest.mark.parametrize("mode", ERAS)
@pytest.mark.parametrize("vary", ["shape", "value"])
def test_inconsistent(mode, vary):
    async def session(url: str) -> list[Any]:
        async with connect(url, mode) as client:
            tool = (await client.list_tools()).tools[0]
            assert tool.annotations.read_only_hint
            return [
                (await client.call_tool("get_inventory", {})).structured_content for _ in range(2)
            ]

    with catalog.inconsistent(vary=vary) as server:
        first, second = run(session, server.url)
        assert first != second
        if vary == "shape":
            assert set(first) != set(second)
        else:
            assert set(first) == set(second) and first["count"] != second["count"]


@pytest.mark.parametrize("mode", ERAS)
def test_violates_output_schema(mode):
    async def session(url: str) -> tuple[mcp_types.Tool, RuntimeError, Any]:
        async with connect(url, mode) as client:
            tool = (await client.list_tools()).tools[0]
            with pytest.raises(RuntimeError) as caught:
                await client.call_tool("get_profile", {})
            # Sent raw, the result skips the SDK's outputSchema check.
            request = mcp_types.CallToolRequest(
                params=mcp_types.CallToolRequestParams(name="get_profile", arguments={})
            )
            raw = await client.session.send_request(request, mcp_types.CallToolResult)
            return tool, caught.value, raw.structured_content

    with catalog.violates_output_schema() as server:
        tool, error, structured = run(session, server.url)
        assert "Invalid structured content" in str(error)
        assert structured == {"name": 42}
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(structured, tool.output_schema)
        assert server.tool_calls["get_profile"] == 2


@pytest.mark.parametrize("mode", ERAS)
def test_paginated(mode):
    async def session(url: str, pages: int) -> list[mcp_types.ListToolsResult]:
        results: list[mcp_types.ListToolsResult] = []
        async with connect(url, mode) as client:
            cursor = None
            for _ in range(pages):
                results.append(await client.list_tools(cursor=cursor))
                cursor = results[-1].next_cursor
                if cursor is None:
                    break
        return results

    with catalog.paginated(pages=3, per_page=2) as server:
        results = run(session, server.url, 10)
        assert [[t.name for t in r.tools] for r in results] == [
            ["tool_0000", "tool_0001"],
            ["tool_0002", "tool_0003"],
            ["tool_0004", "tool_0005"],
        ]
        assert [r.next_cursor for r in results] == ["1", "2", None]
        assert_wire(server, expected_wire(mode, *["POST tools/list"] * 3))

    with catalog.endless_pagination() as server:
        results = run(session, server.url, 5)
        assert len(results) == 5 and all(r.next_cursor for r in results)
        assert_wire(server, expected_wire(mode, *["POST tools/list"] * 5))


class Probe(mcp_types.Request[mcp_types.RequestParams | None, Literal["sagentum/probe"]]):
    method: Literal["sagentum/probe"] = "sagentum/probe"
    params: mcp_types.RequestParams | None = None


async def _probe(url: str, mode: str) -> tuple[int, str]:
    async with connect(url, mode) as client:
        with pytest.raises(MCPError) as caught:
            await client.session.send_request(Probe(), mcp_types.EmptyResult)
        return caught.value.code, client.protocol_version


@pytest.mark.parametrize("mode", ERAS)
def test_unknown_method_answered_32602(mode):
    with serving(catalog.unknown_method_32602(), catalog.well_behaved()) as (older, compliant):
        assert run(_probe, older.url, mode)[0] == mcp_types.INVALID_PARAMS
        assert_wire(older, expected_wire(mode, "POST sagentum/probe"))
        assert run(_probe, compliant.url, mode)[0] == mcp_types.METHOD_NOT_FOUND
        compliant_status = 200 if mode == "legacy" else 404
        assert compliant.requests[-2 if mode == "legacy" else -1].status == compliant_status


def test_a_server_refusing_discover_makes_auto_fall_back_to_the_handshake():
    with catalog.unknown_method_32602(legacy_only=True) as server:
        code, version = run(_probe, server.url, "auto")
        assert (code, version) == (mcp_types.INVALID_PARAMS, "2025-11-25")
        legacy = expected_wire("legacy", "POST sagentum/probe")
        assert_wire(server, ["POST server/discover", *legacy])


# -- the other transports --------------------------------------------------------------------


def test_legacy_sse():
    async def session(url: str) -> mcp_types.CallToolResult:
        async with Client(sse_client(url, headers={"User-Agent": UA}), mode="legacy") as client:
            await client.list_tools()
            return await client.call_tool("sum_numbers", {"a": 2, "b": 3})

    with catalog.legacy_sse() as server:
        assert server.url.endswith("/sse")
        assert run(session, server.url).structured_content["total"] == 5
        expected = ["GET", "POST initialize", "POST notifications/initialized"]
        expected += ["POST tools/list", "POST tools/call"]
        assert_wire(server, expected)
        assert server.requests[0].path == "/sse"
        assert {r.path for r in server.requests[1:]} == {"/messages/"}
        assert all(r.status == 202 for r in server.requests[1:])
        assert {r.user_agent for r in server.requests} == {UA}
        assert server.executions == {"sum_numbers": 1}


@pytest.mark.parametrize(
    ("mode", "launch"),
    [
        ("legacy", ["-m", "tests.mcp_servers.stdio_server"]),
        ("2026-07-28", [str(ROOT / "tests" / "mcp_servers" / "stdio_server.py")]),
    ],
)
def test_stdio_server_logs_every_message(mode, launch, tmp_path):
    log = tmp_path / "messages.jsonl"

    async def session() -> mcp_types.CallToolResult:
        params = StdioServerParameters(
            command=sys.executable,
            args=launch,
            env={"MCP_FIXTURE_LOG": str(log)},
            cwd=str(ROOT),
        )
        with (tmp_path / "stderr.txt").open("w") as errlog:
            async with Client(stdio_client(params, errlog=errlog), mode=mode) as client:
                await client.list_tools()
                return await client.call_tool("sum_numbers", {"a": 2, "b": 3})

    assert run(session).structured_content["total"] == 5
    methods, executions = read_log(log)
    handshake = ["initialize", "notifications/initialized"] if mode == "legacy" else []
    assert methods == [*handshake, "tools/list", "tools/call"]
    assert executions == {"sum_numbers": 1}
