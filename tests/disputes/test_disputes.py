"""Disputes: filing with evidence checked on arrival, triage, limits, every transition and
every forbidden one, resolution into a superseding revision, and the SLA reminders."""

from __future__ import annotations

import datetime

import pytest
from django.core import mail
from django.utils import timezone

from assessments.models import Assessment, Certification
from certification.changelog import verify_chain
from certification.models import ChangelogEntry
from disputes import services
from disputes.models import Dispute, DisputeTransition
from disputes.services import Decision, DisputeError, EvidenceItem
from tests.builders import file, published, result_item
from tests.conftest import make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def assessment(alice, alice_server):
    # Dimension 6 fails: the disputed one.
    return published(alice_server, grades={1: "pass", 5: "pass", 6: "fail", 8: "partial"})


def states(dispute) -> list[tuple[str, str]]:
    return [(t.from_state, t.to_state) for t in dispute.transitions.all()]


def test_evidence_puts_a_dispute_under_review_due_in_48_hours(
    charlie, assessment, reviewer, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        dispute = file(charlie, assessment)
    assert dispute.state == "under_review"
    assert dispute.due_at - dispute.filed_at == datetime.timedelta(hours=48)
    assert states(dispute) == [("", "submitted"), ("submitted", "under_review")]
    assert any("rita@example.org" in m.to for m in mail.outbox)


def test_no_specific_evidence_stays_open_for_evidence_and_is_not_reviewed(
    charlie, assessment, reviewer, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        dispute = file(charlie, assessment, evidence=[])
    assert dispute.state == "submitted" and dispute.resolved_at is None
    assert dispute.due_at is None
    assert dispute.evidence_due_at - dispute.filed_at == Dispute.EVIDENCE_WINDOW
    assert datetime.timedelta(hours=72) == Dispute.EVIDENCE_WINDOW
    assert states(dispute) == [("", "submitted")]
    assert not ChangelogEntry.objects.filter(kind="dispute_acknowledged").exists()
    assert all("rita@example.org" not in m.to for m in mail.outbox)  # nothing to review
    assert Assessment.objects.filter(supersedes=assessment).count() == 0


@pytest.mark.parametrize(
    ("changes", "code"),
    [
        ({"dimensions": ()}, None),
        ({"dimensions": (9,)}, None),
        ({"statement": "  "}, None),
        ({"evidence": [EvidenceItem(kind="quote", quote="x")]}, None),
        ({"evidence": [EvidenceItem(kind="quote", quote="x", url="ftp://a")]}, None),
        ({"evidence": [result_item(attachment="x" * 70_000)]}, None),
    ],
)
def test_bad_filings_are_refused_with_the_field(charlie, assessment, changes, code):
    with pytest.raises(DisputeError) as error:
        file(charlie, assessment, **changes)
    assert str(error.value)
    assert Dispute.objects.count() == 0


def test_an_unconfirmed_email_cannot_file(assessment):
    from allauth.account.models import EmailAddress

    dave = make_user("dave@example.org")
    EmailAddress.objects.filter(user=dave).update(verified=False)
    with pytest.raises(DisputeError, match="Confirm your e-mail"):
        file(dave, assessment)


def test_limits_one_open_per_assessment_a_few_open_and_a_daily_rate(charlie, alice_server):
    first = published(alice_server)
    file(charlie, first)
    with pytest.raises(DisputeError) as duplicate:
        file(charlie, first)
    assert duplicate.value.code == "duplicate"
    others = [published(alice_server) for _ in range(3)]
    for one in others[:2]:
        file(charlie, one)
    with pytest.raises(DisputeError) as too_many:
        file(charlie, others[2])
    assert too_many.value.code == "too-many-open"


def test_a_superseded_assessment_points_to_its_revision(charlie, assessment, reviewer):
    dispute = file(charlie, assessment)
    services.dispute_resolve(
        dispute=dispute, by=reviewer, decisions=[Decision(6, "pass", "The README documents it.")]
    )
    with pytest.raises(services.Superseded) as superseded:
        file(make_user("erin@example.org"), assessment)
    assert superseded.value.revision.supersedes_id == assessment.pk


def test_upheld_publishes_a_superseding_revision_that_becomes_the_certification(
    charlie, alice, assessment, reviewer, django_capture_on_commit_callbacks
):
    dispute = file(charlie, assessment)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        resolved = services.dispute_resolve(
            dispute=dispute, by=reviewer,
            decisions=[Decision(6, "pass", "The quoted page documents auth and examples.")],
        )  # fmt: skip
    assert resolved.state == "upheld"
    revision = resolved.revision
    assert revision.supersedes_id == assessment.pk and revision.is_published
    assert revision.rubric_version_id == assessment.rubric_version_id
    assert revision.assessment_type == assessment.assessment_type
    grades = {r.number: r.grade for r in revision.dimensions.all()}
    assert grades[6] == "pass"
    six = revision.dimensions.get(number=6)
    assert (
        six.reasons[0]["label"] == "revised-after-dispute" and six.evidence["dispute"] == dispute.pk
    )
    assert revision.score > assessment.score
    assert Certification.objects.get(server=assessment.server).assessment_id == revision.pk
    # The disputed assessment is untouched.
    assessment.refresh_from_db()
    assert {r.number: r.grade for r in assessment.dimensions.all()}[6] == "fail"
    kinds = list(ChangelogEntry.objects.values_list("kind", flat=True).order_by("seq"))[-2:]
    assert kinds == ["assessment_superseded", "dispute_upheld"]
    assert verify_chain(ChangelogEntry.objects.order_by("seq")) == []
    recipients = {address for message in mail.outbox for address in message.to}
    assert {"charlie@example.org", "alice@example.org"} <= recipients
    assert resolved.resolution[0]["criterion"]  # the rubric's criterion text


def test_rejected_changes_nothing_but_says_why(charlie, assessment, reviewer):
    dispute = file(charlie, assessment)
    resolved = services.dispute_resolve(
        dispute=dispute, by=reviewer, decisions=[Decision(6, "fail", "The quote is not there.")]
    )
    assert resolved.state == "rejected" and resolved.revision is None
    assert Certification.objects.get(server=assessment.server).assessment_id == assessment.pk
    assert (
        ChangelogEntry.objects.filter(kind="dispute_rejected")
        .get()
        .body.endswith("The quote is not there.")
    )


def test_who_may_review_never_the_filer_or_an_owner(alice, charlie, assessment, reviewer):
    dispute = file(charlie, assessment)
    decisions = [Decision(6, "pass", "x")]
    for person in (charlie, alice):
        with pytest.raises(DisputeError) as error:
            services.dispute_resolve(dispute=dispute, by=person, decisions=decisions)
        assert error.value.code == "forbidden"
    from verification.services import coowner_add

    coowner_add(by=alice, server=assessment.server, email=reviewer.email)  # now a co-owner
    with pytest.raises(DisputeError):
        services.dispute_resolve(dispute=dispute, by=reviewer, decisions=decisions)


def test_forbidden_transitions(charlie, assessment, reviewer):
    dispute = file(charlie, assessment)
    with pytest.raises(DisputeError):
        services.dispute_resolve(dispute=dispute, by=reviewer, decisions=[])  # not every dim
    services.dispute_withdraw(dispute=dispute, by=charlie)
    dispute.refresh_from_db()
    assert states(dispute)[-1] == ("under_review", "withdrawn")
    for action in (
        lambda: services.dispute_withdraw(dispute=dispute, by=charlie),
        lambda: services.dispute_acknowledge(dispute=dispute, by=reviewer, reason="x"),
        lambda: services.dispute_resolve(
            dispute=dispute, by=reviewer, decisions=[Decision(6, "pass", "x")]
        ),
    ):
        with pytest.raises(DisputeError):
            action()
    with pytest.raises(Exception):  # noqa: B017 - transition rows are append-only
        DisputeTransition.objects.first().save()


def test_a_reviewer_acknowledges_with_a_written_reason(charlie, assessment, reviewer):
    dispute = file(charlie, assessment)
    with pytest.raises(DisputeError):
        services.dispute_acknowledge(dispute=dispute, by=reviewer, reason=" ")
    done = services.dispute_acknowledge(dispute=dispute, by=reviewer, reason="Not evidence.")
    assert done.state == "acknowledged" and done.public_note == "Not evidence."
    assert states(done)[-1] == ("under_review", "acknowledged")


def test_only_the_filer_withdraws(charlie, alice, assessment):
    dispute = file(charlie, assessment)
    with pytest.raises(DisputeError):
        services.dispute_withdraw(dispute=dispute, by=alice)


def test_sla_reminders_go_once_each_at_6_hours_and_when_overdue(
    charlie, assessment, reviewer, django_capture_on_commit_callbacks
):
    dispute = file(charlie, assessment)
    mail.outbox.clear()
    filed = dispute.filed_at
    with django_capture_on_commit_callbacks(execute=True):
        assert services.sla_reminders(now=filed + datetime.timedelta(hours=41)) == 0
        assert services.sla_reminders(now=filed + datetime.timedelta(hours=43)) == 1
        assert services.sla_reminders(now=filed + datetime.timedelta(hours=44)) == 0
        assert services.sla_reminders(now=filed + datetime.timedelta(hours=49)) == 1
        assert services.sla_reminders(now=filed + datetime.timedelta(hours=50)) == 0
    subjects = [m.subject for m in mail.outbox]
    assert any("due within 6 hours" in s for s in subjects)
    assert any("is overdue" in s for s in subjects)
    assert all(m.to == ["rita@example.org"] for m in mail.outbox)


PAGE = "<html><body><h2>Auth</h2><p>No   authentication\n is NEEDED.</p></body></html>"


def test_a_quote_is_checked_on_its_page_at_filing(charlie, assessment, settings):
    from tests.localhttp import LocalHTTPServer

    settings.ALLOW_PRIVATE_TARGETS = True
    server = LocalHTTPServer().start()
    try:
        server.serve("/docs", PAGE, content_type="text/html; charset=utf-8")
        url = server.url("/docs")
        found = EvidenceItem(kind="quote", url=url, quote="no authentication is needed")
        missing = EvidenceItem(kind="quote", url=url, quote="free tier")
        dispute = file(charlie, assessment, evidence=[found, missing])
        assert len(server.requests_to("/docs")) == 2  # each quote's page fetched once
    finally:
        server.stop()
    first, second = dispute.evidence.all()
    assert first.quote_found is True and len(first.page_sha256) == 64
    assert first.check_detail == "quote found"
    assert second.quote_found is False and second.check_detail.startswith("quote not found at")
    assert dispute.state == "under_review"  # nothing is auto-decided


def test_an_unreachable_quote_page_is_recorded_not_a_crash(charlie, assessment):
    item = EvidenceItem(kind="quote", url="https://127.0.0.1:9/x", quote="anything")
    dispute = file(charlie, assessment, evidence=[item])
    evidence = dispute.evidence.get()
    assert evidence.quote_found is None and "could not be fetched" in evidence.check_detail
    assert timezone.now() - evidence.checked_at < datetime.timedelta(minutes=1)


def test_the_beat_task_sends_the_overdue_reminder_once(
    charlie, assessment, reviewer, django_capture_on_commit_callbacks, settings
):
    from disputes.tasks import dispute_sla_reminders

    schedule = settings.CELERY_BEAT_SCHEDULE["dispute-sla-reminders"]
    assert schedule["task"] == dispute_sla_reminders.name and schedule["schedule"] <= 600
    dispute = file(charlie, assessment)
    mail.outbox.clear()
    past = timezone.now() - datetime.timedelta(hours=1)
    Dispute.objects.filter(pk=dispute.pk).update(due_at=past)  # as if 49 hours had passed
    with django_capture_on_commit_callbacks(execute=True):
        assert dispute_sla_reminders.apply().get() == 1
        assert dispute_sla_reminders.apply().get() == 0
    assert [m.subject for m in mail.outbox if "overdue" in m.subject] != []
    assert len(mail.outbox) == 1
