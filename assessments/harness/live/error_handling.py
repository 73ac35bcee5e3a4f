"""Tests 3 and 4: a malformed parameter (the first typed property given a wrong type)
and missing required parameters, each refused properly."""

from __future__ import annotations

from assessments.harness.live.calls import again, call, invalid_arguments
from assessments.harness.live.context import Context
from assessments.harness.live.plan import Plan

TESTS = ("malformed_parameter", "missing_parameter")


async def run(ctx: Context, plan: Plan) -> None:
    if any([plan.skips(ctx, test) for test in TESTS]):
        return
    errors = plan.errors
    if plan.refresh_errors and errors is not None and errors.tool.name != plan.target.tool.name:
        plan.errors = again(ctx, errors)  # with what the valid call returned
        plan.malformed, plan.missing = invalid_arguments(plan.errors)
    await _error_test(ctx, plan, "malformed_parameter", plan.malformed)
    await _error_test(ctx, plan, "missing_parameter", plan.missing)


async def _error_test(ctx: Context, plan: Plan, test: str, arguments) -> None:
    if arguments is None:
        ctx.record(
            test,
            "not_applicable",
            "no-typed-parameter" if test == "malformed_parameter" else "no-required-parameter",
        )
        return
    if ctx.left < 1:
        ctx.record(test, "not_run", "budget-exhausted")
        return
    result = await call(ctx, plan.client, test, plan.errors, arguments)
    if result.ok:
        ctx.record(test, "fail", "invalid-input-accepted")
    elif result.timed_out or result.transport_error or (result.http_status or 0) >= 500:
        ctx.record(test, "fail", "error-not-handled")
    elif result.rpc_error == -32602 or (result.is_error and result.names_problem):
        ctx.record(test, "pass")
    else:
        ctx.record(test, "partial", "generic-refusal")
