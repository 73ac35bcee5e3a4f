"""The server's name and instructions: one ``server/discover`` (stateless era only: the
handshake already told), from a spare call. A local process listed from the command
line is named by what it calls itself, so its name is asked before the coverage calls;
otherwise the instructions take a call the coverage left over."""

from __future__ import annotations

import anyio

from assessments.harness.live.context import MODERN, Context, log
from assessments.harness.live.handshake import MAX_INSTRUCTIONS
from assessments.harness.live.plan import Plan

SERVER_INFO_META = "io.modelcontextprotocol/serverInfo"


async def first(ctx: Context, plan: Plan) -> None:
    """Before the coverage calls, when the name is wanted first."""
    if not plan.ended and plan.name_first:
        await _learn_name(ctx, plan)


async def last(ctx: Context, plan: Plan) -> None:
    """After the coverage calls, otherwise."""
    if not plan.ended and not plan.name_first:
        await _learn_name(ctx, plan)


async def _learn_name(ctx: Context, plan: Plan) -> None:
    """The server's instructions to the model, which the poisoning signals read, and its
    own name when the target wants it; only when a spare call is left."""
    from mcp import MCPError

    if plan.era != "modern" or ctx.left < 1:
        return
    await ctx.begin("server_name")
    try:
        with anyio.fail_after(ctx.call_timeout):
            raw = await plan.client.session.send_discover(MODERN)
    except (MCPError, TimeoutError, ValueError) as error:
        log.debug("server/discover not answered: %s", error)
        return
    if isinstance(raw, dict):
        _keep(ctx, raw)


def _keep(ctx: Context, raw: dict) -> None:
    instructions = raw.get("instructions")
    if isinstance(instructions, str) and instructions:
        ctx.state.instructions = instructions[:MAX_INSTRUCTIONS]
    meta = raw.get("_meta")
    info = meta.get(SERVER_INFO_META) if isinstance(meta, dict) else None
    name = info.get("name") if isinstance(info, dict) else None
    wanted = ctx.target.learn_name and not ctx.state.server_name
    if wanted and isinstance(name, str) and name.strip():
        ctx.state.server_name = name.strip()[:200]
