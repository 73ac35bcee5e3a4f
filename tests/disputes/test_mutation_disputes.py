"""An upheld dispute's revision, field by field: what it copies from the assessment it
revises, what it changes, the transition and changelog entry that record it, and the
certification it takes over (also when the server had none)."""

from __future__ import annotations

import datetime

import pytest

from assessments import services as assessment_services
from assessments.graders.base import DimensionGrade
from assessments.integrity import KeptCatalog, KeptTool
from assessments.models import Assessment, Certification
from assessments.observations import Observations
from assessments.reasons import reason
from assessments.runner import RunOutcome
from assessments.scoring import score_grades
from certification.models import ChangelogEntry, RubricVersion
from disputes import services
from disputes.services import Decision, EvidenceItem
from tests.builders import outcome, published, queued

pytestmark = pytest.mark.django_db

TOOLS = (
    KeptTool("get_weather", "a" * 64, {"name": "get_weather", "description": "The weather."}),
    KeptTool("get_alerts", "b" * 64, {"name": "get_alerts", "description": "Alerts."}),
)
CATALOG = KeptCatalog(source="live tools/list", sha256="c" * 64, tools=TOOLS)
LONG_REASONING = "The README documents every parameter, " + "x" * 400


def published_static(server, grades: dict[int, str]) -> Assessment:
    """A static assessment with a catalog, live details and its own reasons per grade."""
    queued = assessment_services.assessment_request(
        server=server, requested_by=None, assessment_type="static", enqueue=False
    )
    Assessment.objects.filter(pk=queued.pk).update(
        endpoint_url="https://weather.example.com/mcp",
        repository_url="https://forge.example.com/acme/weather",
        documentation_url="https://docs.example.com/weather",
        repository_subdir="servers/weather",
    )
    running = assessment_services.assessment_start(assessment_id=queued.pk)
    rubric = RubricVersion.objects.in_effect().data
    dims = [
        DimensionGrade(
            n,
            grades.get(n, "not_tested"),
            [reason("not-in-tier")],
            {"dimension": n, "seen": ["README.md"]},
        )
        for n in range(1, 9)
    ]
    score = score_grades({d.number: d.grade for d in dims}, rubric=rubric, assessment_type="static")

    class Outcome(RunOutcome):
        catalog = CATALOG

    outcome = Outcome(Observations(assessment_type="static"), dims, score, {"calls": 4})
    return assessment_services.assessment_publish(assessment=running, outcome=outcome)


def uphold_6(user, reviewer, assessment, reasoning=LONG_REASONING):
    dispute = services.dispute_file(
        user=user, assessment=assessment, dimensions=[6], statement="Dimension 6 is wrong.",
        evidence=[EvidenceItem(kind="test_result", tool="get_weather", result='{"ok": true}')],
    )  # fmt: skip
    return services.dispute_resolve(
        dispute=dispute, by=reviewer, decisions=[Decision(6, "pass", f"  {reasoning}  ")]
    )


def test_a_revision_copies_what_was_assessed_and_changes_only_the_decided_grade(
    charlie, alice_server, reviewer
):
    old = published_static(alice_server, {1: "pass", 2: "pass", 5: "pass", 6: "fail", 8: "pass"})
    dispute = uphold_6(charlie, reviewer, old)
    revision = dispute.revision

    copied = (
        "server_id", "assessment_type", "rubric_version_id", "endpoint_url", "repository_url",
        "documentation_url", "repository_subdir", "live", "catalog_sha256", "catalog_source",
    )  # fmt: skip
    assert [getattr(revision, f) for f in copied] == [getattr(old, f) for f in copied]
    assert revision.live == {"calls": 4} and revision.catalog_source == "live tools/list"
    assert revision.supersedes_id == old.pk
    assert revision.requested_by == reviewer
    assert revision.started_at == revision.requested_at == revision.finished_at is not None
    assert revision.calls_made == 0
    tools = ("position", "name", "sha256", "definition")
    assert list(revision.tool_definitions.order_by("position").values_list(*tools)) == list(
        old.tool_definitions.order_by("position").values_list(*tools)
    )

    # 100 × (1.5 + 1 + 1.5 + 1 + 1) ÷ 6 = 100, capped at the static ceiling of 80.
    assert (revision.raw_score, revision.score, revision.ceiling) == (100, 80, 80)
    assert revision.tier == "suitable"

    results = {r.number: r for r in revision.dimensions.all()}
    olds = {r.number: r for r in old.dimensions.all()}
    for number in (1, 2, 3, 4, 5, 7, 8):
        kept, before = results[number], olds[number]
        assert (kept.key, kept.grade, kept.reasons, kept.evidence) == (
            before.key, before.grade, before.reasons, before.evidence,
        )  # fmt: skip
    revised = results[6]
    assert (revised.key, revised.grade) == (olds[6].key, "pass")
    reasoning = LONG_REASONING.strip()
    assert revised.reasons == [
        {
            "label": "revised-after-dispute",
            "hint": f"revised after dispute #{dispute.pk}: {reasoning[:300]}",
            "dispute": dispute.pk,
        }
    ]
    assert revised.evidence == {
        "dispute": dispute.pk,
        "grade_before": "fail",
        "criterion": dispute.resolution[0]["criterion"],
        "reasoning": reasoning,
        "before": olds[6].evidence,
    }
    assert revised.evidence["criterion"]


def test_a_revision_records_its_transition_certification_and_changelog_entry(
    charlie, alice_server, reviewer
):
    old = published_static(alice_server, {1: "pass", 5: "partial", 6: "fail", 8: "pass"})
    dispute = uphold_6(charlie, reviewer, old)
    revision = dispute.revision

    transition = revision.transitions.get()
    assert (transition.from_state, transition.to_state, transition.by) == (
        "", "completed", reviewer,
    )  # fmt: skip
    assert transition.at == revision.finished_at
    assert transition.reason == f"revision of #{old.pk} after dispute #{dispute.pk}"

    certification = Certification.objects.get(server=alice_server)
    assert certification.assessment_id == revision.pk
    assert certification.since == revision.finished_at

    entry = ChangelogEntry.objects.get(kind="assessment_superseded")
    assert entry.server_id == alice_server.pk
    assert entry.title == (
        f"{alice_server.name}: assessment #{old.pk} superseded by #{revision.pk} after "
        f"dispute #{dispute.pk}, {old.score} → {revision.score}"
    )
    assert entry.data == {
        "assessment": old.pk,
        "revision": revision.pk,
        "dispute": dispute.pk,
        "score_before": str(old.score),
        "score": str(revision.score),
        "tier": revision.tier,
        "certification": revision.pk,
    }


def test_a_revision_certifies_a_server_left_without_a_certification(
    charlie, alice_server, reviewer
):
    old = published_static(alice_server, {1: "pass", 5: "pass", 6: "fail", 8: "pass"})
    Certification.objects.filter(server=alice_server).delete()
    revision = uphold_6(charlie, reviewer, old).revision
    assert Certification.objects.get(server=alice_server).assessment_id == revision.pk
    assert "stays the certification" not in revision.transitions.get().reason


def test_an_assessment_that_measured_nothing_has_no_score_before(charlie, alice_server, reviewer):
    old = published_static(alice_server, {})
    assert old.score is None
    dispute = uphold_6(charlie, reviewer, old)
    entry = ChangelogEntry.objects.get(kind="assessment_superseded")
    assert entry.data["score_before"] is None
    assert entry.data["score"] == str(dispute.revision.score) == "80.0"


def _publish(assessment: Assessment, grades: dict[int, str]) -> Assessment:
    running = assessment_services.assessment_start(assessment_id=assessment.pk)
    return assessment_services.assessment_publish(
        assessment=running, outcome=outcome("documentation", grades)
    )


def test_newer_means_finished_later_whenever_each_was_requested(charlie, alice_server, reviewer):
    # The later certification was requested first and finished last.
    disputed = _publish(queued(alice_server), {1: "pass", 5: "pass", 6: "fail", 8: "partial"})
    later = queued(alice_server)
    Assessment.objects.filter(pk=later.pk).update(
        requested_at=disputed.requested_at - datetime.timedelta(minutes=1)
    )
    later = _publish(later, {1: "pass", 5: "partial", 6: "pass", 8: "pass"})
    assert later.requested_at < disputed.requested_at < disputed.finished_at < later.finished_at
    revision = uphold_6(charlie, reviewer, disputed).revision
    assert Certification.objects.get(server=alice_server).assessment_id == later.pk
    assert f"#{later.pk} is newer" in revision.transitions.get().reason


def test_a_certification_older_than_the_disputed_assessment_is_replaced(
    charlie, alice_server, reviewer
):
    older = published(alice_server, grades={1: "pass", 5: "pass", 6: "pass", 8: "pass"})
    # Requested before the older one finished, finished after it: finishing decides.
    disputed = queued(alice_server)
    Assessment.objects.filter(pk=disputed.pk).update(
        requested_at=older.requested_at - datetime.timedelta(minutes=1)
    )
    disputed = _publish(disputed, {1: "pass", 5: "pass", 6: "fail", 8: "partial"})
    assert disputed.requested_at < older.finished_at < disputed.finished_at
    # Whatever left the older assessment certifying, the revision is newer than it.
    Certification.objects.filter(server=alice_server).update(assessment=older)
    revision = uphold_6(charlie, reviewer, disputed).revision
    assert Certification.objects.get(server=alice_server).assessment_id == revision.pk
    assert "stays the certification" not in revision.transitions.get().reason


@pytest.mark.parametrize(
    ("dimension", "grade", "text"),
    [
        ({"criteria": {"pass": "Every tool is described."}}, "pass", "Every tool is described."),
        ({"criteria": {"pass": "Every tool is described."}}, "fail", ""),
        ({"criteria": ["not", "a", "mapping"]}, "pass", ""),
        ({}, "pass", ""),
    ],
)
def test_the_criterion_met_is_the_rubrics_text_for_the_grade_or_nothing(dimension, grade, text):
    assert services._criterion(dimension, grade) == text


def test_only_a_published_assessment_can_be_disputed(alice_server):
    running = assessment_services.assessment_start(assessment_id=queued(alice_server).pk)
    with pytest.raises(services.DisputeError) as raised:
        services.current_assessment(running)
    assert str(raised.value) == "Only a published assessment can be disputed."
    assert raised.value.code == "not-published"
