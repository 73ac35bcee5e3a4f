"""Test 8, read-only idempotency: after the calls, the catalog's first page and a
repeated read are unchanged."""

from __future__ import annotations

import time

import anyio

from assessments.harness.live.calls import call
from assessments.harness.live.catalog import _catalog, digest
from assessments.harness.live.context import Context
from assessments.harness.live.plan import Plan


async def run(ctx: Context, plan: Plan) -> None:
    if plan.skips(ctx, "read_only_idempotency"):
        return
    if ctx.left < 2:  # a listing and a call, or nothing at all
        ctx.record("read_only_idempotency", "not_run", "budget-exhausted")
        return
    await ctx.begin("read_only_idempotency")
    before = ctx.state.first_page or ctx.state.catalog
    started = time.monotonic()
    with anyio.fail_after(ctx.call_timeout):
        page = await plan.client.list_tools()
    ctx.stdio_latency("tools/list", started)
    after = _catalog(page.tools)  # page 1 again, compared with page 1 as first listed
    unchanged = ctx.state.catalog_unchanged = digest(after) == digest(before)
    first = plan.first
    again = await call(ctx, plan.client, "read_only_idempotency", plan.target)
    same = again.ok and first.ok and again.digest == first.digest
    if same and unchanged:
        ctx.record("read_only_idempotency", "pass")
    elif not (again.ok and first.ok) and unchanged:
        ctx.record("read_only_idempotency", "fail", "call-failed")
    else:
        ctx.record("read_only_idempotency", "fail", "side-effects-or-drift")
