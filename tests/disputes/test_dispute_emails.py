"""The e-mails about a dispute: the owners told of it, the filer's receipt, the reviewers'
notice, and the outcome with what became of the score."""

from __future__ import annotations

import pytest
from django.core import mail

from disputes import services
from disputes.models import Dispute
from disputes.services import Decision, EvidenceItem
from tests.builders import file, published, result_item

pytestmark = pytest.mark.django_db

WHEN = "%Y-%m-%d %H:%M UTC"


@pytest.fixture
def assessment(alice, alice_server):
    return published(alice_server, grades={1: "pass", 5: "pass", 6: "fail", 8: "partial"})


def inbox(address: str) -> list:
    return [m for m in mail.outbox if address in m.to]


def tier_name(assessment) -> str:
    return assessment.tier_info["name"]


def test_it_tells_the_owners_the_filer_and_the_reviewers_of_a_filing_with_evidence(
    alice, bob, charlie, reviewer, assessment, django_capture_on_commit_callbacks
):
    quote = EvidenceItem(kind="quote", url="https://127.0.0.1:9/docs", quote="No auth needed.")
    with django_capture_on_commit_callbacks(execute=True):
        dispute = file(charlie, assessment, evidence=[result_item(), quote], dimensions=(6, 8))
    due = dispute.due_at.strftime(WHEN)
    url = f"/disputes/{dispute.pk}/"

    (owner,) = inbox("alice@example.org")
    assert owner.to == ["alice@example.org"]
    assert f"Alice Tools is disputed: dispute #{dispute.pk}" in owner.subject
    assert "6. Documentation Quality; 8. Deployment Accessibility" in owner.body
    assert "Evidence: 2 items (1 documentation quote, 1 test result)" in owner.body
    assert f"answers by {due}" in owner.body and url in owner.body

    (receipt,) = inbox("charlie@example.org")
    assert receipt.to == ["charlie@example.org"]
    assert receipt.subject.endswith(f"Your dispute #{dispute.pk} of Alice Tools: under review, "
                                    f"answer by {due}")  # fmt: skip
    assert "6. Documentation Quality; 8. Deployment Accessibility" in receipt.body
    assert "Evidence: 2 items" in receipt.body
    assert f"answers by {due} (within 48 hours)" in receipt.body
    assert "withdraw" in receipt.body and url in receipt.body

    (review,) = inbox("rita@example.org")
    assert f"to review by {due}" in review.subject and "6. Documentation Quality" in review.body
    assert inbox("bob@example.org") == []
    assert len(mail.outbox) == 3


def test_an_owner_who_files_gets_the_receipt_and_the_other_owners_the_notice(
    alice, bob, assessment, django_capture_on_commit_callbacks
):
    from verification.services import coowner_add

    coowner_add(by=alice, server=assessment.server, email=bob.email)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        dispute = file(alice, assessment)
    (receipt,) = inbox("alice@example.org")
    assert receipt.subject.endswith(
        f"Your dispute #{dispute.pk} of Alice Tools: under review, answer by "
        f"{dispute.due_at.strftime(WHEN)}"
    )
    (notice,) = inbox("bob@example.org")
    assert "is disputed" in notice.subject


def test_the_receipt_without_evidence_says_until_when_evidence_may_be_added(
    alice, charlie, reviewer, assessment, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        dispute = file(charlie, assessment, evidence=[])
    until = dispute.evidence_due_at.strftime(WHEN)
    (receipt,) = inbox("charlie@example.org")
    assert f"add evidence by {until}" in receipt.subject
    assert "Evidence: none" in receipt.body
    assert f"Until {until} (72 hours from filing) you may add" in receipt.body
    assert "acknowledged, the score stands" in receipt.body
    (owner,) = inbox("alice@example.org")
    assert f"Until {until} (72 hours from filing) the filer may add" in owner.body
    assert inbox("rita@example.org") == []  # nothing to review yet


def test_the_outcome_of_an_upheld_dispute_gives_the_score_before_and_after(
    alice, charlie, reviewer, assessment, django_capture_on_commit_callbacks
):
    dispute = file(charlie, assessment)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        done = services.dispute_resolve(
            dispute=dispute, by=reviewer, decisions=[Decision(6, "pass", "The README shows it.")]
        )
    revision = done.revision
    assert revision.score != assessment.score
    before = f"{assessment.score} ({tier_name(assessment)})"
    after = f"{revision.score} ({tier_name(revision)})"
    assert {address for m in mail.outbox for address in m.to} == {
        "alice@example.org", "charlie@example.org",
    }  # fmt: skip
    for message in mail.outbox:
        assert f"upheld, score {assessment.score} → {revision.score}" in message.subject
        assert f"The score went from {before} to {after}" in message.body
        assert f"/assessments/{revision.pk}/" in message.body
        assert "The README shows it." in message.body


@pytest.mark.parametrize("outcome", ["rejected", "acknowledged"])
def test_the_outcome_without_a_revision_says_the_score_stands(
    alice, charlie, reviewer, assessment, outcome, django_capture_on_commit_callbacks
):
    dispute = file(charlie, assessment)
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        if outcome == "rejected":
            services.dispute_resolve(
                dispute=dispute, by=reviewer, decisions=[Decision(6, "fail", "Not shown.")]
            )
        else:
            services.dispute_acknowledge(dispute=dispute, by=reviewer, reason="Not evidence.")
    assert Dispute.objects.get().state == outcome
    stands = f"the score stands at {assessment.score} ({tier_name(assessment)})"
    recipients = {address for m in mail.outbox for address in m.to}
    assert recipients == {"alice@example.org", "charlie@example.org"}
    for message in mail.outbox:
        assert f"{outcome}, {stands}" in message.subject
        assert f"The score stands at {assessment.score} ({tier_name(assessment)})." in message.body
        assert "went from" not in message.body
