"""Dimensions 1 and 5 from a tool catalog: pure graders on hand-built catalogs."""

from __future__ import annotations

import pytest

from assessments.graders.catalog import (
    grade_idempotency_annotations,
    grade_tool_descriptions,
    tool_checks,
)
from assessments.observations import Catalog, Tool

GOOD_DESCRIPTION = "Return the current weather for a city as temperature and conditions."
TYPED = {
    "type": "object",
    "properties": {"city": {"type": "string", "description": "City name, e.g. Lisbon"}},
}
OUTPUT = {"type": "object", "properties": {"celsius": {"type": "number"}}}
READ_ONLY = {"readOnlyHint": True, "destructiveHint": False}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True}


def tool(name="get_weather", **fields) -> Tool:
    defaults = {
        "description": GOOD_DESCRIPTION,
        "input_schema": TYPED,
        "output_schema": OUTPUT,
        "annotations": READ_ONLY,
    }
    return Tool(name=name, **{**defaults, **fields})


def catalog(*tools: Tool) -> Catalog:
    return Catalog(tools=tools, source="test", token_estimate=123)


def test_a_complete_tool_passes_all_four_checks():
    assert tool_checks(tool()) == dict.fromkeys(
        ("description", "parameters", "output_schema", "side_effects"), True
    )


@pytest.mark.parametrize(
    ("fields", "failed"),
    [
        ({"description": "x" * 39}, "description"),
        ({"input_schema": {"properties": {"city": {"type": "string"}}}}, "parameters"),
        ({"input_schema": {"properties": {"city": {"description": "a city"}}}}, "parameters"),
        ({"output_schema": None}, "output_schema"),
        ({"annotations": None}, "side_effects"),
    ],
)
def test_each_check_fails_on_its_own(fields, failed):
    checks = tool_checks(tool(**fields))
    assert [name for name, ok in checks.items() if not ok] == [failed]


def test_forty_characters_is_enough():
    assert tool_checks(tool(description="x" * 40))["description"] is True


def test_a_description_that_states_changes_counts_as_stating_side_effects():
    assert tool_checks(tool(annotations=None, description=GOOD_DESCRIPTION + " Creates a record."))[
        "side_effects"
    ]


def test_dimension_1_passes_when_every_tool_meets_every_check():
    grade = grade_tool_descriptions(catalog(tool("a"), tool("b")))
    assert grade.grade == "pass" and grade.reasons == []
    assert grade.evidence["catalog_tokens_estimate"] == 123 and grade.evidence["tools"] == 2


def test_dimension_1_is_partial_when_described_and_half_the_checks_pass():
    # 8 checks; the second tool fails output schema and side effects: 6 of 8 pass.
    grade = grade_tool_descriptions(
        catalog(tool("a"), tool("b", output_schema=None, annotations=None))
    )
    assert grade.grade == "partial"
    assert {r["label"] for r in grade.reasons} == {
        "tool-no-output-schema",
        "tool-side-effects-unstated",
    }
    assert all(r["tool"] == "b" for r in grade.reasons)


def test_dimension_1_fails_when_a_tool_has_no_description():
    grade = grade_tool_descriptions(catalog(tool("a"), tool("b", description="")))
    assert grade.grade == "fail"
    assert any(r["label"] == "tool-no-description" for r in grade.reasons)


def test_dimension_1_fails_below_half_the_checks():
    bare = {
        "description": "short",
        "input_schema": None,
        "output_schema": None,
        "annotations": None,
    }
    assert grade_tool_descriptions(catalog(tool("a", **bare))).grade == "fail"


def test_dimension_1_fails_an_empty_catalog():
    grade = grade_tool_descriptions(catalog())
    assert grade.grade == "fail" and grade.reasons[0]["label"] == "catalog-empty"


def test_dimension_5_passes_with_every_hint_declared():
    grade = grade_idempotency_annotations(catalog(tool("a"), tool("b", annotations=DESTRUCTIVE)))
    assert grade.grade == "pass"
    assert grade.evidence["not_read_only"] == 1 and grade.evidence["destructive_hint_declared"] == 1


def test_dimension_5_is_partial_when_a_writer_lacks_destructive_hint():
    grade = grade_idempotency_annotations(
        catalog(tool("a"), tool("b", annotations={"readOnlyHint": False}))
    )
    assert grade.grade == "partial"
    assert grade.reasons == [
        {"label": "destructive-hint-missing", "hint": grade.reasons[0]["hint"], "tool": "b"}
    ]


def test_dimension_5_is_partial_when_some_tools_are_unannotated():
    grade = grade_idempotency_annotations(catalog(tool("a"), tool("b", annotations=None)))
    assert grade.grade == "partial"


def test_dimension_5_fails_without_any_annotation():
    grade = grade_idempotency_annotations(catalog(tool("a", annotations=None)))
    assert grade.grade == "fail" and grade.reasons[0]["label"] == "no-annotations"


def test_dimension_5_fails_when_repeated_reads_disagree():
    grade = grade_idempotency_annotations(catalog(tool("a")), repeat_calls_agree=False)
    assert grade.grade == "fail" and grade.reasons[0]["label"] == "repeat-calls-disagree"
    assert (
        grade_idempotency_annotations(catalog(tool("a")), repeat_calls_agree=True).grade == "pass"
    )


def names_only(name: str, **fields) -> Tool:
    """A tool as a README list of names gives it: the name, and nothing to judge."""
    return Tool(name=name, source="README.md list", stated=frozenset(fields), **fields)


def test_a_catalog_of_names_only_never_passes_dimension_1():
    bare = catalog(names_only("get_weather"), names_only("set_alert"))
    assert grade_tool_descriptions(bare).grade == "not_tested"
    # Annotations under each name ("Read-only: true") state no description: still names only.
    annotated = catalog(
        names_only("get_weather", annotations=READ_ONLY),
        names_only("set_alert", annotations=DESTRUCTIVE),
    )
    graded = grade_tool_descriptions(annotated)
    assert graded.grade == "not_tested"
    assert [r["label"] for r in graded.reasons] == ["catalog-names-only"]


def test_a_tool_only_named_beside_described_ones_keeps_the_catalog_from_passing():
    graded = grade_tool_descriptions(
        catalog(tool(), names_only("set_alert", annotations=DESTRUCTIVE))
    )
    assert graded.grade == "partial"
    assert [(r["label"], r["tool"]) for r in graded.reasons] == [
        ("catalog-names-only", "set_alert")
    ]
    assert graded.evidence["named_only"] == ["set_alert"]
