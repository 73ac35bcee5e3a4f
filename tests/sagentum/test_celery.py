"""A real round trip through the broker to a worker process (not eager mode)."""

from __future__ import annotations

import time

import pytest
from django.conf import settings
from django.utils import timezone

from certification.models import WorkerHeartbeat
from certification.tasks import heartbeat
from sagentum.celery import app


def wait_for(predicate, timeout: float = 30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        result = predicate()
        if result:
            return result
        time.sleep(0.1)
    return None


@pytest.mark.django_db(transaction=True)
def test_it_runs_a_task_in_a_worker_process(celery_worker_process):
    assert app.conf.task_always_eager is False
    sent = timezone.now()
    heartbeat.apply_async(queue=celery_worker_process.queue)

    row = wait_for(
        lambda: WorkerHeartbeat.objects.filter(
            hostname=celery_worker_process.hostname, seen_at__gte=sent
        ).first()
    )
    assert row is not None, celery_worker_process.output()
    # The worker is another process: the task ran there, not in this one.
    assert "certification.tasks.heartbeat" in celery_worker_process.output()
    assert "succeeded" in celery_worker_process.output()


@pytest.mark.django_db(transaction=True)
def test_a_worker_is_seen_as_soon_as_it_starts(celery_worker_process):
    """No "no worker running" notice in the minute before beat's first heartbeat."""
    from certification.selectors import worker_status

    row = WorkerHeartbeat.objects.filter(hostname=celery_worker_process.hostname).first()
    assert row is not None, celery_worker_process.output()  # no task was sent
    assert worker_status().seen_recently


def test_it_uses_the_configured_broker():
    expected = settings.CELERY_BROKER_URL
    assert app.conf.broker_url == expected
    if "CELERY_BROKER_URL" not in __import__("os").environ:
        assert expected == "filesystem://"
