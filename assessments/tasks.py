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
