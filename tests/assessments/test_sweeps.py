"""Sweeps queue what is stale, in batches, never past the broker's backlog limit; per-host
politeness (in flight per host, the gap between starts, back-off after failures) holds
across processes through Redis, and in memory without it."""

from __future__ import annotations

import datetime
import subprocess
import sys
import uuid
from io import StringIO
from unittest import mock

import pytest
from django.core.management import CommandError, call_command
from django.utils import timezone

from assessments import politeness
from assessments.models import Assessment
from assessments.sweeps import stale_servers, sweep
from tests.builders import published
from tests.conftest import make_server

pytestmark = pytest.mark.django_db


@pytest.fixture
def listings():
    fresh = make_server("Fresh", documentation_url="https://fresh.example/docs", endpoint_url="")
    old = make_server("Old", documentation_url="https://old.example/docs", endpoint_url="")
    never = make_server("Never", documentation_url="https://never.example/docs", endpoint_url="")
    nothing = make_server("Nothing to read", endpoint_url="https://n.example/mcp")
    published(fresh)
    forty_days_ago = timezone.now() - datetime.timedelta(days=40)
    with mock.patch("django.utils.timezone.now", return_value=forty_days_ago):
        published(old)  # published records never change: made in the past instead
    return {"fresh": fresh, "old": old, "never": never, "nothing": nothing}


def test_only_stale_listings_the_type_can_read_are_due(listings):
    due = set(stale_servers("documentation", stale_days=30).values_list("name", flat=True))
    assert due == {"Old", "Never"}
    live = set(stale_servers("full", stale_days=30).values_list("name", flat=True))
    assert "Nothing to read" in live and "Fresh" not in live  # Fresh has no endpoint


def test_a_sweep_queues_in_order_up_to_its_limit_and_says_why_not(listings, settings):
    settings.SWEEP_BACKLOG_LIMIT = 1000
    out = StringIO()
    call_command("sweep", "--tier", "documentation", "--limit", "1", stdout=out)
    text = out.getvalue()
    assert text.startswith("1 documentation assessments queued")
    assert "1 not queued: over this run's limit of 1" in text
    queued = Assessment.objects.filter(state="queued")
    assert [a.server.name for a in queued] == ["Old"]
    # The next run goes on where it stopped; a queued one is not queued twice.
    sweep("documentation", stale_days=30, limit=10)
    assert sorted(a.server.name for a in Assessment.objects.filter(state="queued")) == [
        "Never", "Old",
    ]  # fmt: skip


def test_a_sweep_never_replaces_a_certification_its_type_cannot_match(settings):
    settings.SWEEP_BACKLOG_LIMIT = 1000
    forty_days_ago = timezone.now() - datetime.timedelta(days=40)
    strong = make_server("Strong", documentation_url="https://strong.example/docs")
    weak = make_server("Weak", documentation_url="https://weak.example/docs")
    with mock.patch("django.utils.timezone.now", return_value=forty_days_ago):
        published(strong, "full", grades=dict.fromkeys(range(1, 9), "pass"))  # above 75
        published(weak, "documentation", grades={1: "pass", 5: "fail", 6: "fail"})
    summary = sweep("documentation", stale_days=30, limit=10)
    queued = [a.server.name for a in Assessment.objects.filter(state="queued")]
    assert queued == ["Weak"]
    assert summary.not_queued["it would replace a certification this type cannot match"] == 1


def test_a_full_backlog_stops_the_sweep(listings, settings, monkeypatch):
    settings.SWEEP_BACKLOG_LIMIT = 5
    monkeypatch.setattr("assessments.sweeps.backlog", lambda queue: 5)
    summary = sweep("documentation", stale_days=30, limit=10)
    assert summary.queued == 0
    assert "the queue already holds 5 tasks" in next(iter(summary.not_queued))


def test_bad_arguments_are_refused():
    with pytest.raises(CommandError) as error:
        call_command("sweep", "--tier", "static", "--limit", "0")
    assert error.value.returncode == 2
    with pytest.raises(CommandError, match="invalid choice"):
        call_command("sweep", "--tier", "everything")


def test_the_registrable_domain_groups_a_sites_hosts():
    assert politeness.registrable("mcp.eu.example.co.uk") == "example.co.uk"
    assert politeness.registrable("api.weather.example.com") == "example.com"
    assert politeness.registrable("127.0.0.1") == "127.0.0.1"


@pytest.fixture(params=["memory", "redis"])
def backend(request, settings):
    settings.POLITENESS_KEY_PREFIX = f"test-{uuid.uuid4().hex}:polite:"
    if request.param == "memory":
        settings.REDIS_URL = ""
        return "memory"
    url = "redis://127.0.0.1:6379/15"
    try:
        import redis

        redis.Redis.from_url(url, socket_connect_timeout=1).ping()
    except Exception:
        pytest.skip("Redis is not running on 127.0.0.1:6379")
    settings.REDIS_URL = url
    return "redis"


def test_in_flight_is_limited_per_host_and_the_gap_is_kept(backend, settings):
    settings.HOST_CONCURRENCY, settings.HOST_MIN_GAP_SECONDS = 2, 0
    hosts = ("domain:example.com",)
    first, second = politeness.acquire(hosts), politeness.acquire(hosts)
    assert isinstance(first, politeness.Slot) and isinstance(second, politeness.Slot)
    third = politeness.acquire(hosts)
    assert isinstance(third, float) and third > 0  # a third must wait
    assert isinstance(politeness.acquire(("domain:other.example",)), politeness.Slot)
    politeness.release(first, failed=False)
    assert isinstance(politeness.acquire(hosts), politeness.Slot)
    settings.HOST_MIN_GAP_SECONDS = 30
    wait = politeness.acquire(("domain:gap.example",))
    assert isinstance(wait, politeness.Slot)
    again = politeness.acquire(("domain:gap.example",))
    assert isinstance(again, float) and 25 < again <= 30


def test_a_host_that_fails_repeatedly_backs_off(backend, settings):
    settings.HOST_MIN_GAP_SECONDS = 0
    hosts = ("address:203.0.113.9",)
    for _ in range(settings.HOST_FAILURE_THRESHOLD):
        slot = politeness.acquire(hosts)
        assert isinstance(slot, politeness.Slot)
        politeness.release(slot, failed=True)
    wait = politeness.acquire(hosts)
    assert isinstance(wait, float) and wait > 60


def test_slots_are_shared_by_separate_processes_through_redis(backend, settings):
    if backend != "redis":
        pytest.skip("only Redis is shared between processes")
    settings.HOST_CONCURRENCY, settings.HOST_MIN_GAP_SECONDS = 1, 0
    slot = politeness.acquire(("domain:shared.example",))
    assert isinstance(slot, politeness.Slot)
    code = (
        "import django, os; os.environ['DJANGO_SETTINGS_MODULE']='sagentum.settings'; "
        "django.setup(); from django.conf import settings as s; "
        f"s.REDIS_URL={settings.REDIS_URL!r}; s.POLITENESS_KEY_PREFIX="
        f"{settings.POLITENESS_KEY_PREFIX!r}; s.HOST_CONCURRENCY=1; s.HOST_MIN_GAP_SECONDS=0; "
        "from assessments import politeness as p; "
        "print(type(p.acquire(('domain:shared.example',))).__name__)"
    )
    other = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True,
        env={"DEBUG": "1", "PATH": "/usr/bin:/bin"},
    )  # fmt: skip
    assert other.stdout.strip() == "float"  # the other process must wait


def test_a_task_refused_a_slot_is_sent_again_later_and_runs_nothing(monkeypatch):
    from assessments import services, tasks

    server = make_server("Busy host", endpoint_url="https://busy.example/mcp")
    assessment = services.assessment_request(
        server=server, requested_by=None, assessment_type="full", enqueue=False
    )
    monkeypatch.setattr(politeness, "hosts_of", lambda a: ("domain:busy.example",))
    monkeypatch.setattr(politeness, "acquire", lambda hosts: 42.0)
    retried = {}

    class Later(Exception):
        pass

    def retry(countdown):
        retried["countdown"] = countdown
        raise Later

    monkeypatch.setattr(tasks.run_assessment_task, "retry", retry)
    monkeypatch.setattr(services, "assessment_execute", lambda **kw: pytest.fail("ran"))
    with pytest.raises(Later):
        tasks.run_assessment_task.run(assessment.pk)
    assert 42 <= retried["countdown"] <= 44
    assert Assessment.objects.get(pk=assessment.pk).state == "queued"


def test_hosts_are_the_endpoints_domain_and_address_but_not_a_forge():
    full = Assessment(assessment_type="full", endpoint_url="https://127.0.0.1:8443/mcp")
    assert politeness.hosts_of(full)[0] == "domain:127.0.0.1"
    docs = Assessment(assessment_type="documentation", endpoint_url="",
                      documentation_url="https://github.com/acme/tools#readme")  # fmt: skip
    assert politeness.hosts_of(docs) == ()
    own = Assessment(assessment_type="static", endpoint_url="",
                     documentation_url="https://docs.acme.example.com/mcp")  # fmt: skip
    assert politeness.hosts_of(own) == ("domain:example.com",)


def test_the_soak_counts_assessments_at_once_per_host_as_the_fixtures_saw_them():
    from bench.soak import most_at_once

    assert most_at_once([]) == 0
    assert most_at_once([(0, 1), (1.5, 2), (3, 4)]) == 1
    assert most_at_once([(0, 5), (1, 2), (1.5, 3), (4, 6)]) == 3
    assert most_at_once([(0, 2), (2.5, 3), (1, 4)]) == 2
