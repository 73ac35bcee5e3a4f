"""Pages that queue work or follow queued work say so when no worker has been seen
lately (no heartbeat within ``WORKER_SEEN_WITHIN``); the others say nothing."""

from __future__ import annotations

import datetime

import pytest
from django.utils import timezone

from assessments import services
from certification.models import WorkerHeartbeat
from certification.selectors import WORKER_SEEN_WITHIN, worker_seen_recently, worker_status
from tests.builders import published, queued

pytestmark = pytest.mark.django_db

NOTICE = 'id="worker-notice"'


def beat(minutes_ago: float, hostname: str = "celery@worker-1") -> None:
    seen = timezone.now() - datetime.timedelta(minutes=minutes_ago)
    WorkerHeartbeat.objects.update_or_create(hostname=hostname, defaults={"seen_at": seen})


@pytest.fixture
def docs_server(alice_server):
    alice_server.documentation_url = "https://docs.example.com/tools"
    alice_server.save()
    return alice_server


def shown(html: str) -> bool:
    """Whether the notice is on the page and not hidden."""
    if NOTICE not in html:
        return False
    tag = html[html.index(NOTICE) :]
    return " hidden" not in tag[: tag.index(">")]


def test_it_counts_a_heartbeat_within_five_minutes_as_recent(db):
    assert datetime.timedelta(minutes=5) == WORKER_SEEN_WITHIN
    assert worker_seen_recently() is False and worker_status().last_seen is None
    beat(6)
    assert worker_seen_recently() is False
    assert worker_status().notice.startswith("No worker has been seen since ")
    beat(4, hostname="celery@worker-2")  # any worker will do
    assert worker_seen_recently() is True and worker_status().notice == ""


def test_the_request_form_says_when_no_worker_was_seen(client, alice, docs_server):
    client.force_login(alice)
    html = client.get(docs_server.get_absolute_url()).content.decode()
    assert "Request an assessment" in html and shown(html)
    assert "No worker has been seen yet" in html
    # Once, and inside the form, where the owner is about to queue work.
    assert html.count(NOTICE) == 1 and html.index('id="request"') < html.index(NOTICE)
    beat(10)
    html = client.get(docs_server.get_absolute_url()).content.decode()
    seen = WorkerHeartbeat.objects.get().seen_at
    assert shown(html) and f"No worker has been seen since {seen.day} {seen:%B %Y, %H:%M}" in html
    beat(1)
    assert not shown(client.get(docs_server.get_absolute_url()).content.decode())


def test_a_reader_with_nothing_queued_sees_no_notice(client, docs_server):
    assert not shown(client.get(docs_server.get_absolute_url()).content.decode())


def test_the_server_page_says_it_while_an_assessment_waits(client, docs_server):
    queued(docs_server)
    html = client.get(docs_server.get_absolute_url()).content.decode()
    assert "An assessment is queued" in html and shown(html)


def test_the_assessment_page_says_it_while_queued_or_running(client, docs_server):
    waiting = queued(docs_server)
    assert shown(client.get(waiting.get_absolute_url()).content.decode())
    running = services.assessment_start(assessment_id=waiting.pk)
    assert shown(client.get(running.get_absolute_url()).content.decode())
    status = client.get(f"/assessments/{running.pk}/status.json").json()
    assert status["worker_seen_recently"] is False
    beat(0)
    html = client.get(running.get_absolute_url()).content.decode()
    assert NOTICE in html and not shown(html)  # kept hidden for the page's script to show
    assert (
        client.get(f"/assessments/{running.pk}/status.json").json()["worker_seen_recently"] is True
    )


def test_a_published_assessment_needs_no_worker(client, docs_server):
    done = published(docs_server)
    assert NOTICE not in client.get(done.get_absolute_url()).content.decode()
    status = client.get(f"/assessments/{done.pk}/status.json").json()
    assert status["worker_seen_recently"] is None


def test_a_watch_request_says_it_waits_for_a_worker(client, alice, docs_server):
    client.force_login(alice)
    response = client.post(f"/servers/{docs_server.slug}/watch/", follow=True)
    html = response.content.decode()
    assert "A check of the tool definitions is queued" in html
    assert 'class="message message-warning">No worker has been seen yet' in html


def test_a_watch_request_with_a_worker_says_nothing_of_it(client, alice, docs_server):
    beat(0)
    client.force_login(alice)
    html = client.post(f"/servers/{docs_server.slug}/watch/", follow=True).content.decode()
    assert "A check of the tool definitions is queued" in html
    assert "No worker has been seen" not in html
