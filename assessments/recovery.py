"""What a dead worker held: the sweep that queues again, once, an assessment whose lease
expired before any live call, and fails the others with what was spent."""

from __future__ import annotations

import datetime
import logging

from django.db import transaction
from django.utils import timezone

from assessments import services  # read as attributes: what the sweep calls is theirs
from assessments.models import (
    Assessment,
)
from certification.transitions import transition

log = logging.getLogger(__name__)


def sweep_stuck_assessments(*, now: datetime.datetime | None = None) -> int:
    """End or queue again what a dead worker held; returns how many assessments it moved.

    A running assessment whose lease expired lost its worker: queued once more if that
    worker made no live call and it was its first start, failed ``worker-lost`` if not
    (a second run would spend calls twice). One past its deadline whose worker still
    holds it is failed ``deadline-exceeded``. A queued one that a worker put back for
    later and that is long overdue is sent again (its task was lost with the worker).
    """
    now = now or timezone.now()
    running = Assessment.objects.filter(state=Assessment.State.RUNNING)
    count = 0
    for assessment in running.filter(lease_until__lt=now).only("pk"):
        count += _worker_lost(assessment.pk, now=now)
    for assessment in running.filter(deadline_at__lt=now).only("pk"):
        ended = services.assessment_fail(
            assessment=assessment,
            label="deadline-exceeded",
            detail="the worker stopped answering before the assessment finished",
        )
        count += ended.state == Assessment.State.FAILED
    overdue = Assessment.objects.filter(state=Assessment.State.QUEUED, retry_due_at__lt=now)
    for assessment in overdue:
        log.warning("assessment %s: its task was not seen again; sending it again", assessment.pk)
        Assessment.objects.filter(pk=assessment.pk, state=Assessment.State.QUEUED).update(
            retry_due_at=None
        )
        services.enqueue_assessment(assessment)
        count += 1
    return count


@transaction.atomic
def _worker_lost(assessment_id: int, *, now: datetime.datetime) -> int:
    locked = Assessment.objects.select_for_update().get(pk=assessment_id)
    if locked.state != Assessment.State.RUNNING or not locked.lease_until:
        return 0
    if locked.lease_until >= now:
        return 0  # renewed since the sweep read it
    if locked.calls_made == 0 and locked.starts <= 1:
        transition(
            locked, to=Assessment.State.QUEUED,
            reason="worker-lost: its worker stopped before the first call; queued again",
            changes={"started_at": None, "deadline_at": None, "lease_until": None, "progress": ""},
        )  # fmt: skip
        log.warning("assessment %s: its worker stopped before the first call; queued again",
                    locked.pk)  # fmt: skip
        transaction.on_commit(lambda: services.enqueue_assessment(locked))
        return 1
    if locked.calls_made:
        detail = (
            f"the worker stopped after {locked.calls_made} live call(s); not run again, "
            "so that no call is made twice"
        )
    else:
        detail = "the worker stopped twice before the first call; not run a third time"
    services.assessment_fail(assessment=locked, label="worker-lost", detail=detail)
    return 1
