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


class RowBudget:
    """A budget kept on a database row (``calls_made``): one conditional UPDATE per request.

    The UPDATE matches only while the row is running, under its limit, and its server
    (reached through ``server``) has not opted out, so the database decides atomically
    even when two deliveries of one task race. Assessments and dispute checks use it.
    """

    def __init__(self, queryset, row_id: int, limit: int, *, running: str,
                 server: str = "server") -> None:  # fmt: skip
        self.queryset, self.row_id, self.limit = queryset, row_id, limit
        self.running = running
        self.opted_out_field = f"{server}__live_testing_opted_out"
        # The database could not be reached to count a call: that call and every later
        # one were refused, and the run must not be published as if it were whole.
        self.database_lost = False

    def take(self) -> None:
        from django.db import DatabaseError

        try:
            updated = self._count()
        except DatabaseError:
            self.database_lost = True
            raise BudgetRefused("database-unavailable") from None
        if updated is True:
            return
        raise BudgetRefused("opted-out" if updated == "opted-out" else "budget-exhausted")

    def _count(self) -> bool | str:
        from django.db import close_old_connections
        from django.db.models import F

        if self.database_lost:  # not one more call once a count was lost
            raise BudgetRefused("database-unavailable")
        try:
            updated = self.queryset.filter(
                pk=self.row_id,
                state=self.running,
                calls_made__lt=self.limit,
                **{self.opted_out_field: False},
            ).update(calls_made=F("calls_made") + 1)
            if updated:
                return True
            opted_out = self.queryset.filter(pk=self.row_id, **{self.opted_out_field: True})
            return "opted-out" if opted_out.exists() else "budget-exhausted"
        finally:
            close_old_connections()


class StoredBudget(RowBudget):
    """An assessment's budget, on its row."""

    def __init__(self, assessment_id: int, limit: int, *, start: int | None = None) -> None:
        from assessments.models import Assessment

        rows = Assessment.objects.all()
        if start is not None:  # only while this run is the assessment's
            rows = rows.filter(starts=start)
        super().__init__(rows, assessment_id, limit, running=Assessment.State.RUNNING)
