"""Test 1, the standard valid call, with one second try when the first failed on
made-up arguments."""

from __future__ import annotations

from dataclasses import replace

from assessments.harness.live.calls import again, call
from assessments.harness.live.context import Context
from assessments.harness.live.plan import Plan


async def run(ctx: Context, plan: Plan) -> None:
    if plan.skips(ctx, "valid_call"):
        return
    first, target = await _valid_call(ctx, plan)
    ctx.state.tool, ctx.state.arguments = target.tool, target.arguments
    ctx.state.choice = target
    plan.first, plan.target = first, target
    if not first.ok and first.synthesized and not (first.timed_out or first.transport_error):
        # The made-up arguments fail: repeating them would measure nothing, so the
        # calls go to the error tests and to other tools.
        plan.skip("arguments-unverified", "repeat_call", "rapid_sequential",
                  "read_only_idempotency")  # fmt: skip
        ctx.keep_after_auth = 0
        plan.name_first = True
    else:
        plan.refresh_errors = True


async def _valid_call(ctx: Context, plan: Plan):
    """The valid call, and its second try: the next candidate value, or else the
    next-ranked tool (a call from the spare ones)."""
    target, choices = plan.target, plan.choices
    first = await call(ctx, plan.client, "valid_call", target)
    retry = None
    if not first.ok and first.synthesized and not first.timed_out and plan.spare > 0:
        if target.synthesis.alternative is not None:
            synthesis = replace(
                target.synthesis,
                arguments=target.synthesis.alternative,
                alternative=None,
            )
            retry = replace(target, synthesis=synthesis)
        elif len(choices) > 1:
            retry = again(ctx, choices[1])
    if retry is not None:
        plan.spare -= 1
        ctx.state.second_try = True
        second = await call(ctx, plan.client, "valid_call", retry, why="second-candidate")
        if second.ok:
            first, target = second, retry
    ctx.record("valid_call", "pass" if first.ok else "fail", None if first.ok else "call-failed")
    return first, target
