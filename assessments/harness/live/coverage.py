"""Coverage: the calls left once the tests are done go to further callable tools, one
each, with arguments built from what earlier calls returned."""

from __future__ import annotations

from assessments.harness.budget import BudgetRefused
from assessments.harness.live.calls import again, call
from assessments.harness.live.context import Context
from assessments.harness.live.plan import Plan


async def run(ctx: Context, plan: Plan) -> None:
    if plan.ended:
        return
    done = {plan.target.tool.name}
    for choice in plan.choices:
        if choice.tool.name in done:
            continue
        if ctx.left <= 0:
            ctx.state.unexercised.append((choice.tool.name, "not-reached-in-budget"))
            continue
        done.add(choice.tool.name)
        try:
            await call(ctx, plan.client, "coverage", again(ctx, choice))
        except* BudgetRefused:
            ctx.state.unexercised.append((choice.tool.name, "not-reached-in-budget"))
