"""The call budget, enforced before a request leaves and persisted as it is spent.

One type, ``Budget``: its ``limit``, the calls it has granted (``used``) and those
``left``, and ``take``, which every HTTP request that would reach the server (or
every stdio message) calls first. ``take`` also re-checks the opt-out state, so a
server that opts out mid-assessment receives nothing more. Where the count is kept
is the budget's store: in memory (``MemoryBudget``), or on a database row, an
assessment's (``StoredBudget``) or a dispute check's (``disputes.checks.CheckBudget``),
so that a retried or resumed task continues the stored count instead of starting at
zero. The harness reads what is left from the budget, never from a count of its own.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Protocol


class BudgetRefused(Exception):
    """The request must not be sent: the budget is spent or the server opted out."""

    def __init__(self, label: str) -> None:
        super().__init__(label)
        self.label = label  # "budget-exhausted", "opted-out" or "database-unavailable"


def first_refusal(group: BaseExceptionGroup) -> BudgetRefused:
    """The first refusal of an exception group that may hold groups: the client's task
    groups nest them when the budget runs out deep inside it (answering the server's own
    requests, say)."""
    first = group.exceptions[0]
    return first_refusal(first) if isinstance(first, BaseExceptionGroup) else first


class Store(Protocol):
    """Where a budget's count is kept: ``grant`` raises ``BudgetRefused`` to refuse."""

    def grant(self, limit: int, used: int) -> None: ...


class Budget:
    """``limit`` calls; ``take`` grants one (counted in ``used``) or raises ``BudgetRefused``."""

    def __init__(self, limit: int, store: Store) -> None:
        self.limit = limit
        self.store = store
        self.used = 0  # the calls this budget granted
        self._lock = threading.Lock()

    @property
    def left(self) -> int:
        return max(0, self.limit - self.used)

    @property
    def database_lost(self) -> bool:
        """A count could not be stored: that call and every later one were refused, and
        the run must not be published as if it were whole."""
        return getattr(self.store, "database_lost", False)

    def take(self) -> None:
        with self._lock:
            self.store.grant(self.limit, self.used)
            self.used += 1


class InMemory:
    """Nothing stored: the budget's own count is the count (``manage.py assess --no-save``)."""

    def __init__(self, opted_out: Callable[[], bool] = lambda: False) -> None:
        self._opted_out = opted_out

    def grant(self, limit: int, used: int) -> None:
        if self._opted_out():
            raise BudgetRefused("opted-out")
        if used >= limit:
            raise BudgetRefused("budget-exhausted")


class OnRow:
    """A count kept on a database row (``calls_made``): one conditional UPDATE per request.

    The UPDATE matches only while the row is running, under its limit, and its server
    (reached through ``server``) has not opted out, so the database decides atomically
    even when two deliveries of one task race. Assessments and dispute checks use it.
    """

    def __init__(self, queryset, row_id: int, *, running: str, server: str = "server") -> None:
        self.queryset, self.row_id = queryset, row_id
        self.running = running
        self.opted_out_field = f"{server}__live_testing_opted_out"
        # The database could not be reached to count a call: that call and every later
        # one were refused, and the run must not be published as if it were whole.
        self.database_lost = False

    def grant(self, limit: int, used: int) -> None:
        """The row decides, not ``used``: it holds the count of every run of this start."""
        from django.db import DatabaseError

        try:
            updated = self._count(limit)
        except DatabaseError:
            self.database_lost = True
            raise BudgetRefused("database-unavailable") from None
        if updated is True:
            return
        raise BudgetRefused("opted-out" if updated == "opted-out" else "budget-exhausted")

    def _count(self, limit: int) -> bool | str:
        from django.db import close_old_connections
        from django.db.models import F

        if self.database_lost:  # not one more call once a count was lost
            raise BudgetRefused("database-unavailable")
        try:
            updated = self.queryset.filter(
                pk=self.row_id,
                state=self.running,
                calls_made__lt=limit,
                **{self.opted_out_field: False},
            ).update(calls_made=F("calls_made") + 1)
            if updated:
                return True
            opted_out = self.queryset.filter(pk=self.row_id, **{self.opted_out_field: True})
            return "opted-out" if opted_out.exists() else "budget-exhausted"
        finally:
            close_old_connections()


class MemoryBudget(Budget):
    """A budget kept in memory (``manage.py assess --no-save``, the catalog watch)."""

    def __init__(self, limit: int, *, opted_out: Callable[[], bool] = lambda: False) -> None:
        super().__init__(limit, InMemory(opted_out))


class StoredBudget(Budget):
    """An assessment's budget, on its row (bound to its start number when given)."""

    def __init__(self, assessment_id: int, limit: int, *, start: int | None = None) -> None:
        from assessments.models import Assessment

        rows = Assessment.objects.all()
        if start is not None:  # only while this run is the assessment's
            rows = rows.filter(starts=start)
        super().__init__(limit, OnRow(rows, assessment_id, running=Assessment.State.RUNNING))
