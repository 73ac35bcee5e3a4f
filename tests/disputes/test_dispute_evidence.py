"""Evidence added to a dispute filed without any (``dispute_add_evidence``), and the sweep
that acknowledges those whose time to add it passed (``dispute_acknowledge_without_evidence``
and its beat task)."""

from __future__ import annotations

import datetime

import pytest
from django.core import mail
from django.utils import timezone

from certification.models import ChangelogEntry
from disputes import services
from disputes.models import Dispute
from disputes.services import NO_EVIDENCE_NOTE, DisputeError, EvidenceItem
from tests.builders import file, published, result_item

pytestmark = pytest.mark.django_db


@pytest.fixture
def assessment(alice, alice_server):
    return published(alice_server, grades={1: "pass", 5: "pass", 6: "fail", 8: "partial"})


@pytest.fixture
def waiting(charlie, assessment):
    """Filed without specific evidence: open, waiting for some."""
    return file(charlie, assessment, evidence=[])


def states(dispute) -> list[tuple[str, str]]:
    return [(t.from_state, t.to_state) for t in dispute.transitions.all()]


def add(dispute, by, evidence=None):
    return services.dispute_add_evidence(
        dispute=dispute, by=by, evidence=[result_item()] if evidence is None else evidence
    )


def test_it_puts_the_dispute_under_review_due_48_hours_from_then(
    charlie, waiting, reviewer, django_capture_on_commit_callbacks
):
    Dispute.objects.filter(pk=waiting.pk).update(
        filed_at=timezone.now() - datetime.timedelta(hours=30)
    )
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        done = add(waiting, charlie)
    assert done.state == "under_review" and done.resolved_at is None
    assert abs(done.due_at - (timezone.now() + Dispute.REVIEW_WINDOW)) < datetime.timedelta(
        minutes=1
    )
    assert states(done) == [("", "submitted"), ("submitted", "under_review")]
    assert done.transitions.last().by == charlie
    assert [e.tool for e in done.evidence.all()] == ["get_weather"]
    recipients = {address for m in mail.outbox for address in m.to}
    assert recipients == {"rita@example.org", "alice@example.org", "charlie@example.org"}
    (review,) = [m for m in mail.outbox if m.to == ["rita@example.org"]]
    assert f"to review by {done.due_at:%Y-%m-%d %H:%M UTC}" in review.subject


def test_a_quote_added_is_checked_on_arrival(charlie, waiting):
    item = EvidenceItem(kind="quote", url="https://127.0.0.1:9/docs", quote="No auth needed.")
    done = add(waiting, charlie, [item])
    evidence = done.evidence.get()
    assert evidence.quote_found is None and "could not be fetched" in evidence.check_detail
    assert evidence.checked_at is not None


@pytest.mark.parametrize(
    ("evidence", "message"),
    [
        ([], "Add a documentation quote"),
        ([result_item(result="")], "Add a documentation quote"),  # not specific
        ([EvidenceItem(kind="quote", quote="x", url="ftp://docs")], "must start with https"),
        ([result_item(attachment="x" * 70_000)], "at most 64 KiB"),
        ([result_item()] * 11, "At most 10 evidence items"),
    ],
)
def test_it_refuses_what_a_filing_would(charlie, waiting, evidence, message):
    with pytest.raises(DisputeError, match=message):
        add(waiting, charlie, evidence)
    waiting.refresh_from_db()
    assert waiting.state == "submitted" and waiting.evidence.count() == 0


def test_only_the_filer_adds_and_only_while_it_waits(alice, bob, charlie, reviewer, waiting):
    for person in (alice, bob, reviewer):
        with pytest.raises(DisputeError) as error:
            add(waiting, person)
        assert error.value.code == "forbidden"
    Dispute.objects.filter(pk=waiting.pk).update(evidence_due_at=timezone.now())
    waiting.refresh_from_db()
    with pytest.raises(DisputeError, match="has passed"):
        add(waiting, charlie)
    assert waiting.evidence.count() == 0


def test_a_dispute_filed_with_evidence_takes_no_more_this_way(charlie, assessment):
    dispute = file(charlie, assessment)
    with pytest.raises(DisputeError) as error:
        add(dispute, charlie)
    assert error.value.code == "state"


def test_the_filer_may_withdraw_while_it_waits(charlie, waiting):
    done = services.dispute_withdraw(dispute=waiting, by=charlie)
    assert done.state == "withdrawn"
    assert states(done)[-1] == ("submitted", "withdrawn")
    with pytest.raises(DisputeError):
        add(done, charlie)


def test_the_sweep_acknowledges_it_once_its_time_passed_and_not_before(
    alice, charlie, waiting, django_capture_on_commit_callbacks
):
    mail.outbox.clear()
    deadline = waiting.evidence_due_at
    with django_capture_on_commit_callbacks(execute=True):
        before = deadline - datetime.timedelta(minutes=1)
        assert services.dispute_acknowledge_without_evidence(now=before) == 0
        waiting.refresh_from_db()
        assert waiting.state == "submitted" and mail.outbox == []
        assert services.dispute_acknowledge_without_evidence(now=deadline) == 1
        assert services.dispute_acknowledge_without_evidence(now=deadline) == 0
    waiting.refresh_from_db()
    assert waiting.state == "acknowledged" and waiting.resolved_at == deadline
    assert waiting.public_note == NO_EVIDENCE_NOTE and "No specific evidence" in NO_EVIDENCE_NOTE
    assert states(waiting)[-1] == ("submitted", "acknowledged")
    entry = ChangelogEntry.objects.filter(kind="dispute_acknowledged").get()
    assert entry.data["dispute"] == waiting.pk and entry.body == NO_EVIDENCE_NOTE
    (outcome,) = mail.outbox
    assert set(outcome.to) == {"alice@example.org", "charlie@example.org"}
    assert "acknowledged, the score stands at" in outcome.subject


def test_the_sweep_leaves_disputes_that_got_evidence_or_were_withdrawn(
    charlie, assessment, waiting
):
    other = file(charlie, published(assessment.server), evidence=[])
    add(waiting, charlie)
    services.dispute_withdraw(dispute=other, by=charlie)
    later = timezone.now() + Dispute.EVIDENCE_WINDOW + datetime.timedelta(hours=1)
    assert services.dispute_acknowledge_without_evidence(now=later) == 0
    assert sorted(Dispute.objects.values_list("state", flat=True)) == ["under_review", "withdrawn"]


def test_the_beat_task_acknowledges_the_lapsed(charlie, waiting, settings):
    from disputes.tasks import dispute_evidence_deadlines

    schedule = settings.CELERY_BEAT_SCHEDULE["dispute-evidence-deadlines"]
    assert schedule["task"] == dispute_evidence_deadlines.name and schedule["schedule"] <= 600
    assert dispute_evidence_deadlines.apply().get() == 0
    Dispute.objects.filter(pk=waiting.pk).update(
        evidence_due_at=timezone.now() - datetime.timedelta(minutes=1)
    )
    assert dispute_evidence_deadlines.apply().get() == 1
    waiting.refresh_from_db()
    assert waiting.state == "acknowledged"


def test_the_published_record_counts_the_48_hours_from_when_the_evidence_came(
    charlie, waiting, reviewer
):
    from disputes.selectors import dispute_record

    filed = timezone.now() - datetime.timedelta(hours=60)
    Dispute.objects.filter(pk=waiting.pk).update(filed_at=filed)
    add(waiting, charlie)  # 60 hours after filing
    services.dispute_resolve(
        dispute=waiting, by=reviewer, decisions=[services.Decision(6, "fail", "Not shown.")]
    )
    record = dispute_record()
    assert record.with_evidence == 1 and record.resolved_with_evidence == 1
    assert record.within_window == 1 and record.median_hours < 1
