"""The call plan: which tools the tests call, and how the budget is shared among the
tests, decided once the tools are listed. Each live test reads its part of the plan
and says in it what the later tests should not do."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from assessments.harness import synth
from assessments.harness.live.calls import invalid_arguments
from assessments.harness.live.context import Context
from assessments.observations import CallResult

RAPID_CALLS = {"modern": 5, "legacy": 4}
# The tests that call the chosen tool: none of them runs without one.
TOOL_TESTS = (
    "valid_call", "repeat_call", "malformed_parameter", "missing_parameter",
    "rapid_sequential", "read_only_idempotency",
)  # fmt: skip


@dataclass
class Plan:
    client: Any
    era: str  # "modern" (the stateless 2026-07-28 era) or "legacy"
    choices: list[synth.Choice] = field(default_factory=list)
    target: synth.Choice | None = None  # the tool of tests 1, 2, 7 and 8
    errors: synth.Choice | None = None  # the tool of tests 3 and 4
    malformed: dict[str, Any] | None = None
    missing: dict[str, Any] | None = None
    rapid: int = 0  # calls of test 7
    spare: int = 0  # calls beyond the reserved ones
    first: CallResult | None = None  # test 1's call
    skipped: dict[str, str] = field(default_factory=dict)  # test -> why it is not run
    ended: bool = False  # nothing more after test 8: no server name, no coverage
    refresh_errors: bool = False  # tests 3 and 4 rebuild their arguments first
    name_first: bool = False  # the server's name asked before the coverage calls

    def skip(self, reason: str, *tests: str) -> None:
        for test in tests:
            self.skipped[test] = reason

    def skips(self, ctx: Context, test: str) -> bool:
        """Whether ``test`` is not run (recorded so, with the reason)."""
        if test not in self.skipped:
            return False
        ctx.record(test, "not_run", self.skipped[test])
        return True


async def choose(ctx: Context, plan: Plan) -> None:
    """Rank the callable tools and reserve the budget up front, so no test starves."""
    choices = _callable(ctx)
    plan.choices = choices
    if not choices:
        plan.skip("no-callable-tool", *TOOL_TESTS)
        plan.ended = True
        return
    plan.target = choices[0]
    plan.errors = _error_target(choices)
    plan.malformed, plan.missing = invalid_arguments(plan.errors)
    auth = 1 if ctx.target.transport == "streamable_http" else 0
    # Reserved: valid, repeat, the two error tests, the bogus token, the rapid calls (at
    # least 4) and the idempotency pair.
    reserve = 2 + (plan.malformed is not None) + (plan.missing is not None) + auth + 4 + 2
    plan.rapid = max(4, min(RAPID_CALLS[plan.era], 4 + ctx.left - reserve))
    plan.spare = ctx.left - reserve - (plan.rapid - 4)
    ctx.keep_after_auth = plan.rapid + 2  # the rapid calls and the idempotency pair
    plan.name_first = ctx.target.learn_name


def _callable(ctx: Context) -> list[synth.Choice]:
    """The tools the tests may call, best first; every other one goes to ``unexercised``."""
    choices, unexercised = synth.rank_tools(
        list(ctx.state.catalog.tools), ctx.target.owner_arguments, ctx.harvest
    )
    if ctx.target.offline:
        # A sandboxed package reaches no network: a tool that may reach the outside
        # world would fail for the sandbox's sake, not the server's. MCP's default is
        # open world: only a tool that says openWorldHint: false is called, unless the
        # owner names it.
        def reaches_out(choice) -> bool:
            hints = choice.tool.annotations or {}
            return hints.get("openWorldHint") is not False and choice.rank != "owner-named"

        unexercised += [(c.tool.name, "needs-network") for c in choices if reaches_out(c)]
        choices = [c for c in choices if not reaches_out(c)]
    ctx.state.unexercised = list(unexercised)
    ctx.state.tools_callable = len(choices)
    return choices


def _error_target(choices):
    """The tool of tests 3 and 4: the target when it has parameters to get wrong, else
    the best-ranked callable tool that has; ``None`` when no tool has any."""
    for choice in choices:
        if invalid_arguments(choice) != (None, None):
            return choice
    return None
