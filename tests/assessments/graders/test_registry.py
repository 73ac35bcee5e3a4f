"""Graders are found through the registry by the rubric's dimension keys; the rubric (not
numbers in code) gives the dimensions, their numbers, order and the types they are
assessed at."""

from __future__ import annotations

import copy
import datetime

import pytest

from assessments.graders import grade_observations, grade_sources, registry
from assessments.graders.base import DimensionGrade, not_tested
from assessments.graders.live import grade_live_observations
from assessments.graders.rubric import dimensions, key_of, number_of, packaged_rubric
from assessments.observations import (
    Catalog,
    DocsObservation,
    Document,
    LiveObservation,
    Observations,
    Tool,
)
from assessments.reasons import reason
from assessments.scoring import score_grades

NOW = datetime.datetime(2026, 12, 2, tzinfo=datetime.UTC)
TOOL = Tool(
    name="get_weather",
    description="Return the current weather for a city as temperature and conditions.",
    input_schema={"properties": {"city": {"type": "string", "description": "City"}}},
    output_schema={"type": "object"},
    annotations={"readOnlyHint": True},
)
README = "# Weather\n\nget_weather: city: string\n"
DOCS = DocsObservation(documents=(Document("README.md", README),))
EXTRA = {
    "number": 9,
    "key": "extra_signal",
    "name": "Extra Signal",
    "weight": 1.0,
    "question": "Does a ninth dimension get graded?",
    "criteria": {"pass": "yes", "partial": "some", "fail": "no"},
    "grading": "Pass when registered.",
    "assessed_by": {"documentation": "docs", "static": "docs", "full": "docs"},
}


@pytest.fixture
def graders(monkeypatch):
    """The registry, restored after the test."""
    registry.source_grader("tool_descriptions")  # every module registered
    monkeypatch.setattr(registry, "GRADERS", copy.deepcopy(registry.GRADERS))
    return registry.GRADERS


def with_extra(*, live_only: bool = False) -> dict:
    rubric = copy.deepcopy(dict(packaged_rubric()))
    extra = dict(EXTRA)
    if live_only:
        extra["assessed_by"] = {"full": "live"}
    rubric["dimensions"] = [*rubric["dimensions"], extra]
    return rubric


def connected(**fields) -> LiveObservation:
    return LiveObservation(
        connected=True, protocol_version="2025-11-25", user_agent="Sagentum/1.0", call_budget=15,
        **fields,
    )  # fmt: skip


def obs(**fields) -> Observations:
    return Observations(now=NOW, **{"assessment_type": "documentation", "docs": DOCS, **fields})


def test_every_dimension_of_the_packaged_rubric_has_a_registered_grader():
    for dimension in dimensions():
        assert registry.sources_of(dimension["key"]), dimension["key"]


def test_the_live_only_dimensions_are_those_the_rubric_assesses_only_at_the_full_type():
    only_live = [d["key"] for d in dimensions() if set(d["assessed_by"]) == {"full"}]
    assert only_live == ["behavioural_consistency", "error_handling"]
    for key in only_live:
        assert registry.source_grader(key) is None and registry.live_grader(key) is not None


def test_numbers_and_keys_come_from_the_rubric():
    assert [key_of(d["number"]) for d in dimensions()] == [d["key"] for d in dimensions()]
    assert number_of("idempotency_safety") == 5
    assert DimensionGrade(6, "pass").key == "documentation"


def test_a_second_grader_for_the_same_side_of_a_dimension_is_refused(graders):
    with pytest.raises(ValueError, match="already has a grader"):
        registry.grader("documentation", source="documents")(lambda sources: None)
    with pytest.raises(ValueError, match="unknown source"):
        registry.grader("documentation", source="tea leaves")


def test_a_new_dimension_with_a_registered_grader_is_graded_and_scored(graders):
    @registry.grader("extra_signal", source="documents")
    def extra(sources):
        assert sources.docs is DOCS
        return DimensionGrade(0, "pass", [], {"documents": len(sources.docs.documents)})

    rubric = with_extra()
    result = grade_observations(obs(), rubric)
    assert [g.number for g in result] == list(range(1, 10))
    assert result[-1] == DimensionGrade(9, "pass", [], {"documents": 1})
    # The first eight are graded as without the extra dimension.
    assert result[:8] == grade_observations(obs())
    score = score_grades(
        {g.number: g.grade for g in result}, rubric=rubric, assessment_type="documentation"
    )
    assert 9 in score.tested


def test_a_dimension_without_a_grader_is_not_tested_with_a_reason(graders):
    rubric = with_extra()
    graded = grade_sources(obs(), rubric)[9]
    assert graded == not_tested(9, "no-grader")
    assert graded.reasons == [reason("no-grader")]
    full = obs(assessment_type="full", live=connected())
    assert grade_live_observations(full, rubric)[-1] == not_tested(9, "no-grader")
    opted_out = obs(assessment_type="full", opted_out=True)
    assert grade_live_observations(opted_out, rubric)[-1] == not_tested(9, "no-grader")


def test_a_new_live_only_dimension_is_graded_by_its_live_grader(graders):
    @registry.grader("extra_signal", source="live")
    def extra(sources, before):
        assert before == not_tested(9, "not-in-tier")
        return DimensionGrade(9, "pass", [], {"transport": sources.live.transport})

    rubric = with_extra(live_only=True)
    live = connected(transport="stdio")
    graded = grade_live_observations(obs(assessment_type="full", live=live), rubric)
    assert graded[-1] == DimensionGrade(9, "pass", [], {"transport": "stdio"})
    # Not measured at the documentation type, and not tested when opted out.
    assert grade_observations(obs(), rubric)[-1] == not_tested(9, "not-in-tier")
    opted_out = obs(assessment_type="full", opted_out=True)
    assert grade_live_observations(opted_out, rubric)[-1] == not_tested(9, "opted-out")


def test_a_renumbered_rubric_numbers_the_grades_by_its_own_numbers():
    rubric = copy.deepcopy(dict(packaged_rubric()))
    rubric["dimensions"] = list(reversed(rubric["dimensions"]))
    for number, dimension in enumerate(rubric["dimensions"], start=1):
        dimension["number"] = number
    declared = obs(declared_catalog=Catalog((TOOL,), "README.md"))
    result = grade_observations(declared, rubric)
    assert [g.number for g in result] == list(range(1, 9))
    before = {g.key: g for g in grade_observations(declared)}
    for dimension, graded in zip(rubric["dimensions"], result, strict=True):
        expected = before[dimension["key"]]
        assert (graded.grade, graded.reasons, graded.evidence) == (
            expected.grade, expected.reasons, expected.evidence,
        )  # fmt: skip


@pytest.mark.parametrize("transport", ["stdio", "streamable_http"])
def test_an_empty_live_catalog_fails_a_remote_server_but_not_a_process_started_here(transport):
    """A remote server lists what it serves: no tools is an empty catalog (Fail). A
    package or command started here may list its tools only once configured: no tools
    says what its introspection says at the static type (no-tools-listed, not tested)."""
    live = connected(transport=transport, catalog=Catalog((), "live tools/list"))
    graded = {g.number: g for g in grade_live_observations(obs(assessment_type="full",
                                                               live=live))}  # fmt: skip
    if transport == "stdio":
        for number in (1, 5):
            assert graded[number] == not_tested(
                number, "no-tools-listed", detail="tools/list answered no tools"
            )
    else:
        assert graded[1].grade == "fail"
        assert graded[1].reasons[0]["label"] == "catalog-empty"
    # Tools a README declares still grade a local server whose list is empty.
    if transport == "stdio":
        declared = obs(
            assessment_type="full", live=live, declared_catalog=Catalog((TOOL,), "README.md")
        )
        assert grade_live_observations(declared)[0].grade != "not_tested"
