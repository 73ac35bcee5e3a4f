"""One budget type: its count, what is left, and where the count is kept (in memory,
over another ``take``, on an assessment's row)."""

from __future__ import annotations

import pytest
from django.conf import settings

from assessments import services
from assessments.harness.budget import Budget, BudgetRefused, MemoryBudget, StoredBudget
from assessments.models import Assessment
from tests.builders import queued


def spend(budget: Budget, times: int) -> None:
    for _ in range(times):
        budget.take()


def test_a_memory_budget_counts_what_it_grants_and_refuses_past_its_limit():
    budget = MemoryBudget(settings.HARNESS_CALL_BUDGET)
    spend(budget, 3)
    assert (budget.used, budget.left) == (3, budget.limit - 3)
    spend(budget, budget.left)
    with pytest.raises(BudgetRefused) as refused:
        budget.take()
    assert refused.value.label == "budget-exhausted" and budget.left == 0
    assert budget.used == budget.limit  # a refused call is not counted


def test_an_opt_out_is_refused_before_the_count():
    budget = MemoryBudget(settings.HARNESS_CALL_BUDGET, opted_out=lambda: budget.used >= 2)
    spend(budget, 2)
    with pytest.raises(BudgetRefused, match="opted-out"):
        budget.take()
    assert budget.used == 2


@pytest.mark.django_db(transaction=True)  # the row's store closes its connection each take
def test_a_stored_budget_is_decided_by_its_row(alice_server):
    assessment = services.assessment_start(assessment_id=queued(alice_server, "full").pk)
    budget = StoredBudget(assessment.pk, 4, start=assessment.starts)
    spend(budget, 2)
    assert Assessment.objects.get(pk=assessment.pk).calls_made == 2 == budget.used
    # Calls another delivery of the same start made count too: the row decides.
    Assessment.objects.filter(pk=assessment.pk).update(calls_made=4)
    with pytest.raises(BudgetRefused, match="budget-exhausted"):
        budget.take()
    assert budget.used == 2 and not budget.database_lost
