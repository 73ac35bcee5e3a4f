"""A dispute's superseding revision never replaces a certification newer than the
assessment it revises: the later assessment stays the certification, and the revision
says so."""

from __future__ import annotations

import pytest

from assessments.models import Certification
from certification.changelog import verify_chain
from certification.models import ChangelogEntry
from disputes import services
from disputes.services import Decision, EvidenceItem
from tests.builders import published

pytestmark = pytest.mark.django_db


def dispute_dimension_6(user, assessment):
    return services.dispute_file(
        user=user, assessment=assessment, dimensions=[6], statement="Dimension 6 is wrong.",
        evidence=[EvidenceItem(kind="test_result", tool="get_weather", result='{"ok": true}')],
    )  # fmt: skip


def uphold(dispute, reviewer):
    return services.dispute_resolve(
        dispute=dispute, by=reviewer, decisions=[Decision(6, "pass", "The README has it.")]
    )


def certifying(server) -> int:
    return Certification.objects.get(server=server).assessment_id


def test_it_leaves_a_later_assessment_as_the_certification(charlie, alice_server, reviewer):
    disputed = published(alice_server, grades={1: "pass", 5: "pass", 6: "fail", 8: "partial"})
    dispute = dispute_dimension_6(charlie, disputed)
    # While the dispute is open, a new assessment is published and certifies the server.
    later = published(alice_server, grades={1: "pass", 5: "partial", 6: "pass", 8: "pass"})
    assert certifying(alice_server) == later.pk

    revision = uphold(dispute, reviewer).revision

    assert revision.supersedes_id == disputed.pk and revision.is_published
    assert certifying(alice_server) == later.pk
    certification = Certification.objects.get(server=alice_server)
    assert certification.score == later.score and certification.tier == later.tier
    # The revision says why it is not the certification.
    reason = revision.transitions.get().reason
    assert f"assessment #{later.pk} is newer and stays the certification" in reason
    entry = ChangelogEntry.objects.get(kind="assessment_superseded")
    assert entry.data["certification"] == later.pk
    assert f"#{later.pk} is newer" in entry.title
    assert verify_chain(ChangelogEntry.objects.order_by("seq")) == []


def test_a_revision_of_the_certifying_assessment_becomes_the_certification(
    charlie, alice_server, reviewer
):
    disputed = published(alice_server, grades={1: "pass", 5: "pass", 6: "fail", 8: "partial"})
    revision = uphold(dispute_dimension_6(charlie, disputed), reviewer).revision
    assert certifying(alice_server) == revision.pk
    assert "stays the certification" not in revision.transitions.get().reason
    entry = ChangelogEntry.objects.get(kind="assessment_superseded")
    assert entry.data["certification"] == revision.pk
