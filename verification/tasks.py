"""Celery tasks for ownership verification."""

from __future__ import annotations

from celery import shared_task


@shared_task(ignore_result=True, soft_time_limit=1800, time_limit=1900)
def reverify_claims() -> int:
    """Re-check every verified proof whose weekly check is due (beat: hourly)."""
    from verification import reverification

    return reverification.reverify_due()
