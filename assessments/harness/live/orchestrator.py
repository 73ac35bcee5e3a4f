"""The live test, from the address check to the observation: the protocol eras tried in
turn, and on the connection that answers, the tests in ``TESTS``' order.

Adding a live test is a module with an ``async def run(ctx, plan)`` and its line in
``TESTS``.
"""

from __future__ import annotations

import anyio

from assessments.harness.budget import Budget
from assessments.harness.live import (
    coverage,
    error_handling,
    handshake,
    header_inspection,
    idempotency,
    invalid_auth,
    plan,
    rapid,
    repeat_call,
    server_name,
    valid_call,
)
from assessments.harness.live.context import MODERN, Context, log
from assessments.harness.live.state import State, observation
from assessments.harness.live.target import LiveTarget, check_target
from assessments.harness.stdio import unreachable_service
from assessments.observations import LiveObservation, Unavailable
from certification.outbound import netrules

ASSESSMENT_DEADLINE = 120.0
MAX_STDERR_TAIL = 2000

# After the handshake and the listing, in this order; each step takes ``(ctx, plan)``.
# Test 6 (header inspection) costs no call: it runs last, whatever happened.
TESTS = (
    plan.choose,  # the tools to call and the budget shared among the tests; no call
    valid_call.run,  # 1
    repeat_call.run,  # 2
    error_handling.run,  # 3 and 4
    invalid_auth.run,  # 5, with the auth discovery after a refusal
    rapid.run,  # 7
    idempotency.run,  # 8
    server_name.first,
    coverage.run,
    server_name.last,
)


def run_live_test(
    target: LiveTarget,
    *,
    budget: Budget,
    user_agent: str,
    call_timeout: float,
    allow_private: bool,
    progress=lambda step: None,
) -> LiveObservation:
    """Run the live test against ``target``, every request taken from ``budget``."""
    state = State()
    pins: dict[str, str] = {}
    try:
        if target.transport != "stdio":  # stdio: a process the operator started locally
            pins = check_target(target.url, call_timeout, allow_private)
    except netrules.TargetError as refusal:
        state.failure = Unavailable(refusal.label, refusal.detail)
        return observation(state, target, user_agent, budget.limit)
    ctx = Context(target, state, budget, user_agent=user_agent, call_timeout=call_timeout,
                  allow_private=allow_private, progress=progress, pins=pins)  # fmt: skip
    try:
        anyio.run(_run, ctx)
    except Exception:  # a broken server must become evidence, never a crash
        log.exception("live test of %s stopped on an unexpected error", target.url)
        state.failure = state.failure or Unavailable("internal-error")
    return observation(state, target, user_agent, budget.limit)


async def _run(ctx: Context) -> None:
    try:
        with anyio.fail_after(ASSESSMENT_DEADLINE):
            for mode in (MODERN, "legacy"):
                if await handshake.connect(ctx, mode, run_tests):
                    return
    finally:
        _end_stdio(ctx)


async def run_tests(ctx: Context, client, era: str) -> None:
    """The tests of ``TESTS`` on one connection, then the header inspection."""
    steps = plan.Plan(client, era)
    try:
        for step in TESTS:
            await step(ctx, steps)
    finally:
        header_inspection.run(ctx)


def _end_stdio(ctx: Context) -> None:
    """A stdio server's stderr: its tail kept when the run went wrong, then closed; a
    failed handshake said as what the process did instead."""
    if ctx.errlog is not None:
        if _went_wrong(ctx):
            ctx.state.stderr_tail = _tail(ctx.errlog)
        ctx.errlog.close()
    failure = ctx.state.failure
    if ctx.target.transport == "stdio" and failure and failure.label == "handshake-failed":
        ctx.state.failure = _stdio_failure(ctx, failure)


def _stdio_failure(ctx: Context, failure: Unavailable) -> Unavailable:
    """What a stdio process did instead of the handshake: exited, stayed silent, wrote
    what is not MCP or a line over the limit. A process that answered in JSON-RPC and
    kept running failed the handshake itself, as ``failure`` says."""
    output = ctx.stdio_output
    found = output.failure(ctx.call_timeout) if output is not None else None
    return unreachable_service(found or failure, ctx.state.stderr_tail)


def _went_wrong(ctx: Context) -> bool:
    state = ctx.state
    broken = any(r.transport_error or r.timed_out for r in state.results)
    return state.failure is not None or not state.connected or broken


def _tail(errlog) -> str | None:
    """The last ``MAX_STDERR_TAIL`` characters a stdio server wrote to stderr."""
    try:
        errlog.flush()
        errlog.seek(0, 2)
        size = errlog.tell()
        errlog.seek(max(0, size - MAX_STDERR_TAIL * 4))
        text = errlog.read()
    except (OSError, ValueError):
        return None
    if len(text) > MAX_STDERR_TAIL:
        text = text[-MAX_STDERR_TAIL:]
        text = text.split("\n", 1)[1] if "\n" in text else text  # from a line's start
    return text.strip() or None
