"""Celery tasks for opt-outs."""

from __future__ import annotations

from celery import shared_task


@shared_task(ignore_result=True)
def expire_optout_links() -> int:
    """Mark requests whose confirmation link was never used as expired (beat: hourly)."""
    from optouts import services

    return services.expire_links()
