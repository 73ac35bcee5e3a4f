"""The 15-call budget, enforced before a request leaves and persisted as it is spent.

Every HTTP request that would reach the server (or every stdio message) first
takes one unit here. ``take`` also re-checks the opt-out state, so a server
that opts out mid-assessment receives nothing more. A retried or resumed task
continues the stored count instead of starting at zero.
"""

from __future__ import annotations

import threading
from collections.abc import Callable


class BudgetRefused(Exception):
    """The request must not be sent: the budget is spent or the server opted out."""

    def __init__(self, label: str) -> None:
        super().__init__(label)
        self.label = label  # "budget-exhausted" or "opted-out"


class MemoryBudget:
    """A budget kept in memory (``manage.py assess --no-save``)."""

    def __init__(self, limit: int, *, opted_out: Callable[[], bool] = lambda: False) -> None:
        self.limit = limit
        self.used = 0
        self._opted_out = opted_out
        self._lock = threading.Lock()

    def take(self) -> None:
        if self._opted_out():
            raise BudgetRefused("opted-out")
        with self._lock:
            if self.used >= self.limit:
                raise BudgetRefused("budget-exhausted")
            self.used += 1


class StoredBudget:
    """A budget kept on the assessment row: one conditional UPDATE per request.

    The UPDATE matches only while the assessment is running, under its limit,
    and its server has not opted out, so the database decides atomically even
    when two deliveries of one task race.
    """

    def __init__(self, assessment_id: int, limit: int) -> None:
        self.assessment_id = assessment_id
        self.limit = limit

    def take(self) -> None:
        from django.db import close_old_connections
        from django.db.models import F

        from assessments.models import Assessment

        try:
            updated = Assessment.objects.filter(
                pk=self.assessment_id,
                state=Assessment.State.RUNNING,
                calls_made__lt=self.limit,
                server__live_testing_opted_out=False,
            ).update(calls_made=F("calls_made") + 1)
            if updated:
                return
            row = (
                Assessment.objects.filter(pk=self.assessment_id)
                .values("calls_made", "server__live_testing_opted_out")
                .first()
            )
        finally:
            close_old_connections()
        if row and row["server__live_testing_opted_out"]:
            raise BudgetRefused("opted-out")
        raise BudgetRefused("budget-exhausted")
