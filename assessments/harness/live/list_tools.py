"""Listing the tools: every page, within the page and tool caps."""

from __future__ import annotations

import time

import anyio

from assessments.harness.live.catalog import _catalog
from assessments.harness.live.context import Context

MAX_TOOLS = 500
MAX_PAGES = 5


async def run(ctx: Context, client) -> list:
    await ctx.begin("list_tools")
    tools, cursor = [], None
    for _ in range(MAX_PAGES):
        started = time.monotonic()
        with anyio.fail_after(ctx.call_timeout):
            page = await client.list_tools(cursor=cursor)
        ctx.stdio_latency("tools/list", started)
        tools.extend(page.tools[: MAX_TOOLS - len(tools)])
        if ctx.state.first_page is None:
            ctx.state.first_page = _catalog(page.tools)
        cursor = page.next_cursor
        if not cursor or len(tools) >= MAX_TOOLS:
            break
    ctx.state.catalog = _catalog(tools)
    return tools
