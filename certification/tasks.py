"""Celery tasks of the core app. Tasks take ids, re-fetch, and call one service."""

from __future__ import annotations

from celery import shared_task
from django.core.exceptions import ObjectDoesNotExist

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


@shared_task(ignore_result=True)
def request_cosignatures() -> None:
    """Ask the configured witnesses to cosign the newest checkpoint (a no-op without)."""
    from certification import witnessing

    witnessing.request_cosignatures()


@shared_task(
    bind=True, acks_late=True, ignore_result=True, max_retries=8, retry_backoff=60,
    retry_backoff_max=6 * 3600, retry_jitter=True, autoretry_for=(Exception,),
    dont_autoretry_for=(ValueError, ObjectDoesNotExist),
)  # fmt: skip
def send_email(self, sender: str, arguments: dict) -> None:
    """Send one e-mail (``mail.queue``); a failure is tried again after 1, 2, 4 … minutes,
    up to 6 hours apart, eight times in all."""
    from django.utils.module_loading import import_string

    from certification.mail import check_sender

    check_sender(sender)  # a ValueError is never retried into sending
    import_string(sender)(**arguments)
