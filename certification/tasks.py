"""Celery tasks of the core app. Tasks take ids, re-fetch, and call one service."""

from __future__ import annotations

from celery import shared_task

from certification import services


@shared_task(bind=True, ignore_result=True)
def heartbeat(self) -> None:
    """Record that this worker is alive and consuming; scheduled by beat every minute."""
    services.worker_heartbeat_record(hostname=self.request.hostname or "unknown")


@shared_task(ignore_result=True)
def checkpoint() -> None:
    """Sign a changelog checkpoint when the log has grown since the last one."""
    from certification import transparency

    transparency.latest_checkpoint()
