"""What a dead worker held: a lease the worker renews, queued again once when no call was
made, failed ``worker-lost`` when calls were made, and a stale run that can neither spend
nor end the run that replaced it."""

from __future__ import annotations

import datetime
import time

import pytest
from django.utils import timezone

from assessments import recovery, services, tasks
from assessments.harness.budget import BudgetRefused, StoredBudget
from assessments.models import Assessment, Certification
from tests.builders import outcome, queued

pytestmark = pytest.mark.django_db

LEASE = datetime.timedelta(seconds=services.RUN_LEASE_SECONDS)


@pytest.fixture
def sent(monkeypatch):
    """The assessments the services send to the broker."""
    ids: list[int] = []
    monkeypatch.setattr(services, "enqueue_assessment", lambda a: ids.append(a.pk))
    return ids


def started(server, kind="documentation") -> Assessment:
    return services.assessment_start(assessment_id=queued(server, kind).pk)


def test_a_start_takes_a_lease_and_counts_the_start(alice_server):
    before = timezone.now()
    assessment = started(alice_server)
    assert assessment.starts == 1
    assert before + LEASE <= assessment.lease_until <= timezone.now() + LEASE


def test_a_dead_workers_assessment_with_no_call_is_queued_again_once(
    alice_server, sent, django_capture_on_commit_callbacks
):
    assessment = started(alice_server)
    with django_capture_on_commit_callbacks(execute=True):
        assert recovery.sweep_stuck_assessments(now=assessment.lease_until) == 0  # not yet
        moved = recovery.sweep_stuck_assessments(now=assessment.lease_until + _s(1))
    assert moved == 1 and sent == [assessment.pk]
    assessment.refresh_from_db()
    assert assessment.state == "queued" and assessment.lease_until is None
    last = assessment.transitions.last()
    assert (last.from_state, last.to_state) == ("running", "queued")
    assert last.reason.startswith("worker-lost")

    # Started again and its worker dies again before a call: not a third time.
    again = services.assessment_start(assessment_id=assessment.pk)
    assert again.starts == 2
    recovery.sweep_stuck_assessments(now=again.lease_until + _s(1))
    again.refresh_from_db()
    assert again.state == "failed" and again.failure_label == "worker-lost"
    assert "twice" in again.failure_detail and sent == [assessment.pk]


@pytest.mark.django_db(transaction=True)  # the budget closes its connection after each take
def test_a_dead_workers_assessment_that_made_calls_fails_and_is_not_run_again(alice_server, sent):
    assessment = started(alice_server, "full")
    budget = StoredBudget(assessment.pk, 15, start=assessment.starts)
    for _ in range(3):
        budget.take()
    recovery.sweep_stuck_assessments(now=assessment.lease_until + _s(1))
    assessment.refresh_from_db()
    assert assessment.state == "failed" and assessment.failure_label == "worker-lost"
    assert "after 3 live call(s)" in assessment.failure_detail
    assert assessment.calls_made == 3 and sent == []


def test_a_held_lease_past_the_deadline_is_deadline_exceeded(alice_server, sent):
    assessment = started(alice_server)
    late = assessment.deadline_at + _s(1)
    # The worker is alive: it renewed its lease just now.
    Assessment.objects.filter(pk=assessment.pk).update(lease_until=late + LEASE)
    assert recovery.sweep_stuck_assessments(now=late) == 1
    assessment.refresh_from_db()
    assert assessment.state == "failed" and assessment.failure_label == "deadline-exceeded"
    assert sent == []


def test_a_renewed_lease_is_not_swept(alice_server):
    assessment = started(alice_server)
    later = assessment.lease_until + _s(30)
    assert services.assessment_lease_renew(assessment_id=assessment.pk, start=1)
    Assessment.objects.filter(pk=assessment.pk).update(lease_until=later + _s(1))
    assert recovery.sweep_stuck_assessments(now=later) == 0
    assert Assessment.objects.get(pk=assessment.pk).state == "running"
    # Another start's keeper renews nothing.
    assert not services.assessment_lease_renew(assessment_id=assessment.pk, start=2)


@pytest.mark.django_db(transaction=True)
def test_a_stale_run_can_neither_spend_nor_end_the_run_that_replaced_it(alice_server, sent):
    first = started(alice_server, "full")
    recovery.sweep_stuck_assessments(now=first.lease_until + _s(1))
    second = services.assessment_start(assessment_id=first.pk)
    assert second.starts == 2

    stale_budget = StoredBudget(first.pk, 15, start=1)
    with pytest.raises(BudgetRefused):
        stale_budget.take()
    StoredBudget(first.pk, 15, start=2).take()

    kind = "full"
    stale = services.assessment_publish(
        assessment=first, outcome=outcome(kind, {1: "pass"}), start=1
    )
    assert stale.state == "running" and not Certification.objects.filter(server=alice_server)
    services.assessment_fail(assessment=first, label="internal-error", start=1)
    assert Assessment.objects.get(pk=first.pk).state == "running"

    done = services.assessment_publish(
        assessment=second, outcome=outcome(kind, {1: "pass"}), start=2
    )
    assert done.state == "completed" and done.calls_made == 1
    assert Certification.objects.get(server=alice_server).assessment_id == first.pk


def test_a_queued_assessment_put_back_and_lost_is_sent_again(alice_server, sent):
    assessment = queued(alice_server)
    services.assessment_put_back(assessment_id=assessment.pk, countdown=30)
    assessment.refresh_from_db()
    due = assessment.retry_due_at
    assert due >= timezone.now() + _s(30 + services.RETRY_GRACE_SECONDS - 5)
    assert recovery.sweep_stuck_assessments(now=due - _s(1)) == 0
    assert recovery.sweep_stuck_assessments(now=due + _s(1)) == 1
    assert sent == [assessment.pk]
    assessment.refresh_from_db()
    assert assessment.state == "queued" and assessment.retry_due_at is None
    # Sent once: the next sweep has nothing to send until it is put back again.
    assert recovery.sweep_stuck_assessments(now=due + _s(120)) == 0


def test_a_queued_assessment_waiting_in_the_broker_is_never_sent_again(alice_server, sent):
    queued(alice_server)
    assert recovery.sweep_stuck_assessments(now=timezone.now() + datetime.timedelta(days=2)) == 0
    assert sent == []


@pytest.mark.django_db(transaction=True)
def test_the_lease_keeper_renews_while_the_run_lasts(alice_server, monkeypatch):
    monkeypatch.setattr(services, "RUN_LEASE_SECONDS", 0.3)
    assessment = started(alice_server)
    first = assessment.lease_until
    with tasks.LeaseKeeper(assessment.pk):
        deadline = time.monotonic() + 10
        while Assessment.objects.get(pk=assessment.pk).lease_until == first:
            assert time.monotonic() < deadline, "the lease was never renewed"
            time.sleep(0.05)
    renewed = Assessment.objects.get(pk=assessment.pk).lease_until
    time.sleep(0.5)
    assert Assessment.objects.get(pk=assessment.pk).lease_until == renewed  # stopped


def _s(seconds: float) -> datetime.timedelta:
    return datetime.timedelta(seconds=seconds)
