"""Reads about disputes: the service's own public record."""

from __future__ import annotations

import statistics
from dataclasses import dataclass

from disputes.models import Dispute
from disputes.services import REVIEW_WINDOW


@dataclass(frozen=True)
class DisputeRecord:
    received: int
    with_evidence: int
    resolved_with_evidence: int
    within_window: int
    median_hours: float | None

    @property
    def within_window_percent(self) -> float | None:
        if not self.resolved_with_evidence:
            return None
        return round(100 * self.within_window / self.resolved_with_evidence, 1)


def dispute_record() -> DisputeRecord:
    """Disputes received; of those with evidence (the ones with a 48-hour promise), how
    many were resolved, how many within 48 hours, and the median time to resolution."""
    received = Dispute.objects.count()
    reviewed = Dispute.objects.filter(due_at__isnull=False)
    resolved = list(
        reviewed.filter(resolved_at__isnull=False)
        .exclude(state=Dispute.State.WITHDRAWN)
        .values_list("filed_at", "resolved_at")
    )
    hours = [(end - start).total_seconds() / 3600 for start, end in resolved]
    return DisputeRecord(
        received=received,
        with_evidence=reviewed.count(),
        resolved_with_evidence=len(resolved),
        within_window=sum(h <= REVIEW_WINDOW.total_seconds() / 3600 for h in hours),
        median_hours=round(statistics.median(hours), 1) if hours else None,
    )
