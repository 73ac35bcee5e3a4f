"""Test 2, the repeat identical call: the same outcome and shape as test 1's."""

from __future__ import annotations

from assessments.harness.live.calls import call
from assessments.harness.live.context import Context
from assessments.harness.live.plan import Plan


async def run(ctx: Context, plan: Plan) -> None:
    if plan.skips(ctx, "repeat_call"):
        return
    first = plan.first
    second = await call(ctx, plan.client, "repeat_call", plan.target)
    same = first.ok and second.ok and first.shape == second.shape
    why = None if same else ("repeat-differs" if first.ok and second.ok else "call-failed")
    ctx.record("repeat_call", "pass" if same else "fail", why)
    if first.timed_out and second.timed_out:
        # Hung twice: more calls would only spend the deadline, one timeout each.
        plan.skip("server-hung", "malformed_parameter", "missing_parameter",
                  "rapid_sequential", "read_only_idempotency")  # fmt: skip
        plan.ended = True
