"""Test 7, rapid sequential calls: back-to-back identical calls all succeed, or rate
limiting is signalled properly (429 with ``Retry-After``)."""

from __future__ import annotations

from assessments.harness.live.calls import call
from assessments.harness.live.context import Context
from assessments.harness.live.plan import Plan


async def run(ctx: Context, plan: Plan) -> None:
    if plan.skips(ctx, "rapid_sequential"):
        return
    if ctx.left < plan.rapid:
        ctx.record("rapid_sequential", "not_run", "budget-exhausted")
        return
    results = []
    for _ in range(plan.rapid):
        results.append(await call(ctx, plan.client, "rapid_sequential", plan.target))
    wires = [c for c in ctx.state.log.calls if c.test == "rapid_sequential"]
    limited = [c for c in wires if c.http_status == 429]
    if all(r.ok for r in results):
        ctx.record("rapid_sequential", "pass")
    elif any(r.timed_out or r.transport_error or (r.http_status or 0) >= 500 for r in results):
        ctx.record("rapid_sequential", "fail", "error-under-load")
    elif limited and all(c.retry_after for c in limited):
        ctx.record("rapid_sequential", "pass", "rate-limited-properly")
    elif limited:
        ctx.record("rapid_sequential", "partial", "rate-limited-without-retry-after")
    else:
        ctx.record("rapid_sequential", "fail", "call-failed")
