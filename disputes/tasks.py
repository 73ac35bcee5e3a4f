"""Celery tasks for disputes."""

from __future__ import annotations

from celery import shared_task


@shared_task(ignore_result=True)
def dispute_sla_reminders() -> int:
    """E-mail the reviewers about disputes due within 6 hours or overdue, once each
    (beat: every 10 minutes)."""
    from django.db import transaction

    from disputes import services

    with transaction.atomic():
        return services.sla_reminders()


@shared_task(ignore_result=True)
def dispute_evidence_deadlines() -> int:
    """Acknowledge the disputes filed without evidence whose time to add some passed
    (beat: every 10 minutes)."""
    from disputes import services

    return services.dispute_acknowledge_without_evidence()


@shared_task(acks_late=True, ignore_result=True, soft_time_limit=300, time_limit=330)
def run_dispute_check(check_id: int) -> None:
    """A reviewer's re-run of the disputed live tests (on the live queue)."""
    from disputes.checks import check_execute

    check_execute(check_id=check_id)
