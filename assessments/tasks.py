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
        countdown = min(slot, longest) + random.uniform(0, 2)
        services.assessment_put_back(assessment_id=assessment_id, countdown=countdown)
        raise self.retry(countdown=countdown)
    done = None
    try:
        with LeaseKeeper(assessment_id):
            done = services.assessment_execute(assessment_id=assessment_id)
    finally:
        # Not finished (it raised, or timed out) counts as a failure of the host too.
        politeness.release(slot, failed=done is None or done.state == "failed")


class LeaseKeeper:
    """Renews the lease of the assessment this worker runs, from a thread of its own, so
    that the sweep can tell a run that is slow from one whose worker died."""

    def __init__(self, assessment_id: int) -> None:
        import threading

        self.assessment_id = assessment_id
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._renew, daemon=True,
                                        name=f"lease-{assessment_id}")  # fmt: skip

    def __enter__(self) -> LeaseKeeper:
        self._thread.start()
        return self

    def __exit__(self, *exc_info) -> None:
        self._stop.set()
        self._thread.join(timeout=10)

    def _renew(self) -> None:
        from django.db import connection

        from assessments import services
        from assessments.models import Assessment

        start = None
        try:
            while not self._stop.wait(services.RUN_LEASE_SECONDS / 3):
                try:
                    if start is None:  # the run began after this thread did
                        row = Assessment.objects.filter(pk=self.assessment_id)
                        start = row.values_list("starts", flat=True).first()
                    services.assessment_lease_renew(assessment_id=self.assessment_id,
                                                    start=start)  # fmt: skip
                except Exception:  # the database is away: try again at the next beat
                    log.warning("assessment %s: could not renew its lease", self.assessment_id,
                                exc_info=True)  # fmt: skip
                    connection.close()
        finally:
            connection.close()


@shared_task(ignore_result=True)
def sweep_stuck_assessments() -> None:
    from assessments import recovery

    recovery.sweep_stuck_assessments()


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
