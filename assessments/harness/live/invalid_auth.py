"""Test 5, invalid authentication: one request with a bogus bearer token, which a server
that requires auth refuses (401/403); not applicable to an open server."""

from __future__ import annotations

import secrets

import anyio

from assessments.harness.budget import BudgetRefused
from assessments.harness.live import auth_discovery
from assessments.harness.live.context import MODERN, Context, log
from assessments.harness.live.plan import Plan


async def run(ctx: Context, plan: Plan) -> None:
    """In the 2026-07-28 era a ``tools/list`` through the SDK (one request), in the
    handshake era a bare ``initialize`` (one request, where the SDK would send three or
    more)."""
    await ctx.begin("invalid_auth")
    token = f"Bearer sagentum-invalid-{secrets.token_hex(8)}"
    before = len(ctx.state.log.calls)
    if ctx.target.transport != "streamable_http":
        ctx.record("invalid_auth", "not_applicable", "transport-without-http-auth")
        return
    refused = False
    try:
        if plan.era == "modern":
            await _bogus_modern(ctx, token)
        else:
            await _bogus_initialize(ctx, token)
    except* BudgetRefused:
        refused = True
    except* Exception as group:
        # A refusal tears the client down; the recorded status tells what happened.
        log.debug("bogus-token request ended: %s", group.exceptions[0])
    if refused:
        ctx.record("invalid_auth", "not_run", "budget-exhausted")
        return
    calls = ctx.state.log.calls[before:]
    await _judge(ctx, calls[0].http_status if calls else None)


async def _judge(ctx: Context, status: int | None) -> None:
    state = ctx.state
    declared = state.auth_required or any(c.www_authenticate for c in state.log.calls)
    if status in (401, 403):
        state.bogus_token_accepted = False
        ctx.record("invalid_auth", "pass")
        await auth_discovery.run(ctx, keep=ctx.keep_after_auth)
    elif status is not None and status < 300 and declared:
        state.bogus_token_accepted = True
        ctx.record("invalid_auth", "fail", "auth-not-enforced")
    elif status is not None and status < 300:
        state.bogus_token_accepted = True
        ctx.record("invalid_auth", "not_applicable", "open-server")
    elif status is None:
        ctx.record("invalid_auth", "fail", "error-not-handled")
    else:
        ctx.record("invalid_auth", "partial", "unexpected-status")


async def _bogus_modern(ctx: Context, token: str) -> None:
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    http_client, _ = ctx.http_client({"Authorization": token})
    stream = streamable_http_client(
        ctx.target.url, http_client=http_client, terminate_on_close=False
    )
    async with Client(stream, mode=MODERN, cache=None) as client:
        with anyio.fail_after(ctx.call_timeout):
            await client.list_tools()


async def _bogus_initialize(ctx: Context, token: str) -> None:
    http_client, _ = ctx.http_client({"Authorization": token})
    body = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": {"name": "sagentum", "version": "1.0"},
        },
    }
    headers = {"Accept": "application/json, text/event-stream"}
    async with http_client:
        response = await http_client.post(ctx.target.url, json=body, headers=headers)
        await response.aread()
