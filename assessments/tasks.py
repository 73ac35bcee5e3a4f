"""Celery tasks for assessments: each takes an id, re-fetches, and calls one service.

Services are imported inside the tasks so that a worker starts without
loading the collectors and graders until it runs an assessment.
"""

from __future__ import annotations

import logging

from celery import shared_task

log = logging.getLogger(__name__)


@shared_task(
    bind=True, acks_late=True, ignore_result=True, soft_time_limit=900, time_limit=960,
    max_retries=None,
)  # fmt: skip
def run_assessment_task(self, assessment_id: int) -> None:
    """Run one queued assessment once its hosts give it a slot (``politeness``); while
    they do not, the task is sent again later and the server receives nothing."""
    import random

    from django.conf import settings

    from assessments import politeness, services
    from assessments.models import Assessment

    assessment = Assessment.objects.filter(pk=assessment_id, state="queued").first()
    if assessment is None:
        return  # already run, running, or ended
    slot = politeness.acquire(politeness.hosts_of(assessment))
    if not isinstance(slot, politeness.Slot):
        # Below the broker's visibility timeout, or the message is delivered again while
        # it waits; a longer back-off is simply asked again later.
        longest = settings.CELERY_VISIBILITY_TIMEOUT * 5 // 6
        raise self.retry(countdown=min(slot, longest) + random.uniform(0, 2))
    done = None
    try:
        done = services.assessment_execute(assessment_id=assessment_id)
    finally:
        # Not finished (it raised, or timed out) counts as a failure of the host too.
        politeness.release(slot, failed=done is None or done.state == "failed")


@shared_task(ignore_result=True)
def sweep_stuck_assessments() -> None:
    from assessments import services

    services.sweep_stuck_assessments()


@shared_task(ignore_result=True, soft_time_limit=6 * 3600, time_limit=6 * 3600 + 60)
def watch_catalogs() -> None:
    """The weekly catalog watch of every certified server with a remote endpoint."""
    from assessments import watching

    watching.catalog_watch_all()


@shared_task(acks_late=True, ignore_result=True, soft_time_limit=120, time_limit=150)
def watch_catalog(server_id: int, requested_by_id: int | None = None) -> None:
    """One server's catalog watch, as its owner asked."""
    from assessments import watching
    from certification.models import Server, User

    server = Server.objects.filter(pk=server_id).first()
    if server is not None:
        user = User.objects.filter(pk=requested_by_id).first() if requested_by_id else None
        watching.catalog_watch_run(server=server, requested_by=user)


@shared_task(ignore_result=True)
def sweep(tier: str, stale_days: int = 30, limit: int = 500) -> None:
    """A scheduled sweep (``assessments.sweeps``)."""
    from assessments import sweeps

    summary = sweeps.sweep(tier, stale_days=stale_days, limit=limit)
    log.info("sweep %s: %s queued, not queued: %s", tier, summary.queued,
             dict(summary.not_queued))  # fmt: skip
