"""The live test's modules: the ordered list of tests, what each records, and the count
the plan reads from the budget, against the loopback fixture servers."""

from __future__ import annotations

from django.conf import settings

from assessments.harness.budget import MemoryBudget
from assessments.harness.live import TESTS, LiveTarget, run_live_test
from assessments.harness.live.state import REPORTED_TESTS
from tests.mcp_servers import well_behaved

UA = "Sagentum/1.0 (+http://testserver/testing-policy)"


def run(url: str, budget: MemoryBudget):
    return run_live_test(
        LiveTarget(url=url), budget=budget, user_agent=UA, call_timeout=5.0, allow_private=True
    )


def test_every_reported_test_is_run_by_a_module_and_its_calls_are_its_own():
    budget = MemoryBudget(settings.HARNESS_CALL_BUDGET)
    with well_behaved() as server:
        observation = run(server.url, budget)
        received = server.count
    assert [t.test for t in observation.tests] == list(REPORTED_TESTS)
    assert all(t.outcome != "not_run" for t in observation.tests), observation.tests
    for test in observation.tests:
        assert test.calls == sum(1 for c in observation.calls if c.test == test.test)
    assert received == budget.used == len(observation.calls) <= budget.limit
    assert observation.call_budget == budget.limit
    assert len(TESTS) >= len(REPORTED_TESTS) - 1  # test 6 runs after the list, always


def test_the_plan_reads_what_is_left_from_the_budget():
    budget = MemoryBudget(settings.HARNESS_CALL_BUDGET)
    for _ in range(budget.limit - 4):  # spent before the run, as by an earlier delivery
        budget.take()
    with well_behaved() as server:
        observation = run(server.url, budget)
        received = server.count
    assert received == len(observation.calls) <= 4 and budget.left == 4 - received
    results = {t.test: (t.outcome, t.reason) for t in observation.tests}
    # Too few calls for the rapid calls: recorded as not run, never sent past the budget.
    assert results["rapid_sequential"] == ("not_run", "budget-exhausted")
