"""The handshake: one connection in one protocol era, the tools listed, the server's
name and instructions kept; when it fails, what failed (the era, auth, the address,
a catalog too large to read)."""

from __future__ import annotations

from assessments.harness.budget import BudgetRefused, first_refusal
from assessments.harness.live import auth_discovery, list_tools
from assessments.harness.live.context import MODERN, Context, log
from assessments.harness.transport import MAX_RESPONSE_BYTES, GuardedTransport
from assessments.observations import Unavailable

MAX_INSTRUCTIONS = 20_000  # characters of serverInfo instructions kept for the graders


async def connect(ctx: Context, mode: str, run_tests) -> bool:
    """One connection in one era, the tests run on it by ``run_tests(ctx, client, era)``.
    False: the era was refused, try the next."""
    ctx.state.log.current_test = "handshake"
    client, transport = ctx.client(mode)
    before = len(ctx.state.log.calls)
    errors: list[BaseException] = []
    try:
        async with client:
            await ctx.begin("handshake")
            await list_tools.run(ctx, client)
            _connected(ctx, client)
            modern = mode == MODERN and ctx.target.transport != "sse"
            await run_tests(ctx, client, "modern" if modern else "legacy")
    except* BudgetRefused as group:
        ctx.state.refusal = first_refusal(group).label
    except* Exception as group:
        errors.extend(group.exceptions)
    if ctx.state.refusal and not ctx.state.connected:
        # Refused before the catalog was read: the server's own requests to the client
        # (each answer is a message of the budget) can spend it during the handshake.
        asked = sum(1 for call in ctx.state.log.calls[before:] if call.method == "response")
        detail = (f"the server sent {asked} requests of its own before answering tools/list; "
                  "answering them spent the message budget") if asked else ""  # fmt: skip
        ctx.state.failure = Unavailable(ctx.state.refusal, detail)
        return True
    if not errors:
        return True
    log.info("live session (%s) ended early: %s", mode, describe(errors[0]))
    return await _ended_early(ctx, mode, errors[0], transport, before)


def _connected(ctx: Context, client) -> None:
    state = ctx.state
    state.connected = True
    state.protocol_version = client.protocol_version
    info = getattr(client, "server_info", None)
    state.server_name = str(info.name)[:200] if info and info.name else None
    instructions = getattr(client, "instructions", None)
    if isinstance(instructions, str) and instructions:
        state.instructions = instructions[:MAX_INSTRUCTIONS]


async def _ended_early(ctx: Context, mode: str, error, transport, before: int) -> bool:
    if _catalog_too_large(ctx, before):
        return True  # served, but too large to read: another era would list it again
    era_refused = mode == MODERN and ctx.target.transport != "sse"
    if ctx.target.transport == "stdio" and _connection_closed(error):
        era_refused = False  # the process ended: starting it again would not help
    if not ctx.state.connected and era_refused and not _auth_refused(ctx, before):
        return False
    if not ctx.state.connected and ctx.state.auth_required:
        await auth_discovery.run(ctx, keep=0)
    _fail_connection(ctx, error, transport)
    return True


def _catalog_too_large(ctx: Context, since: int) -> bool:
    """A ``tools/list`` response cut off at the response cap: the server answered,
    with a catalog too large to read, which is not an unreachable server."""
    if ctx.state.connected or not any(
        c.method == "tools/list" and c.outcome == "too-large" for c in ctx.state.log.calls[since:]
    ):
        return False
    ctx.state.failure = Unavailable(
        "catalog-too-large",
        f"the tools/list response is over the {MAX_RESPONSE_BYTES}-byte "
        f"({MAX_RESPONSE_BYTES // 1024} KiB) response limit",
    )
    return True


def _auth_refused(ctx: Context, since: int) -> bool:
    calls = ctx.state.log.calls[since:]
    refused = any(c.http_status in (401, 403) for c in calls)
    if refused:
        ctx.state.auth_required = True
    return refused


def _fail_connection(ctx: Context, error: BaseException, transport: GuardedTransport) -> None:
    if transport.refusal:
        ctx.state.refusal = transport.refusal
    if ctx.state.connected:
        return
    label = transport.refusal or "handshake-failed"
    if ctx.state.auth_required:
        label = "auth-required"
    ctx.state.failure = Unavailable(label, describe(error))


def describe(error: BaseException) -> str:
    while isinstance(error, BaseExceptionGroup) and error.exceptions:
        error = error.exceptions[0]  # the error itself, not the task group around it
    text = f"{type(error).__name__}: {error}"
    return text.splitlines()[0][:300] if text else type(error).__name__


def _connection_closed(error: BaseException) -> bool:
    while isinstance(error, BaseExceptionGroup) and error.exceptions:
        error = error.exceptions[0]
    return getattr(error, "code", None) == -32000
