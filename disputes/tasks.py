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
