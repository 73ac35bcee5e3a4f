"""Celery tasks for assessments: each takes an id, re-fetches, and calls one service.

Services are imported inside the tasks so that a worker starts without
loading the collectors and graders until it runs an assessment.
"""

from __future__ import annotations

from celery import shared_task


@shared_task(acks_late=True, ignore_result=True, soft_time_limit=900, time_limit=960)
def run_assessment_task(assessment_id: int) -> None:
    from assessments import services

    services.assessment_execute(assessment_id=assessment_id)


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
