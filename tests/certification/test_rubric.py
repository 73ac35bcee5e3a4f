"""Rubric 1.0 as loaded by the data migration, the quarterly rule, validation and diffs."""

from __future__ import annotations

import copy
import datetime
import hashlib

import pytest
from django.utils import timezone

from certification import services
from certification.models import RubricVersion
from certification.rubric import (
    RubricError,
    check_quarterly_rule,
    check_rubric_data,
    load_rubric_file,
    rubric_diff,
    rubric_path,
)

DIMENSIONS = [
    (1, "tool_descriptions", "Tool Description Quality", 1.5),
    (2, "behavioural_consistency", "Behavioural Consistency", 1.0),
    (3, "error_handling", "Error Handling & Agent Recovery", 1.0),
    (4, "security_posture", "Security Posture", 1.0),
    (5, "idempotency_safety", "Idempotency & Agent Safety", 1.5),
    (6, "documentation", "Documentation Quality", 1.0),
    (7, "reliability_signal", "Reliability Signal", 1.0),
    (8, "deployment_accessibility", "Deployment Accessibility", 1.0),
]
D = datetime.date


def rubric_data(**changes) -> dict:
    """A complete rubric, as in the 1.0 file, with top-level fields replaced."""
    data, _ = load_rubric_file(rubric_path("1.0"))
    return {**data, **changes}


def draft(version: str, effective_from: str, published_on: str = "2026-03-01") -> RubricVersion:
    data = rubric_data(version=version, effective_from=effective_from, published_on=published_on)
    return services.rubric_version_create(data=data, source_sha256="0" * 64)


@pytest.fixture
def rubric(db) -> RubricVersion:
    return RubricVersion.objects.get(version="1.0")


def test_it_loads_rubric_1_0_published(rubric):
    assert rubric.is_published
    assert rubric.published_on == D(2026, 3, 1)
    assert rubric.effective_from == D(2026, 4, 1)
    assert RubricVersion.objects.in_effect(D(2026, 4, 1)) == rubric
    assert RubricVersion.objects.in_effect(D(2026, 3, 31)) is None


def test_it_has_the_8_dimensions_in_order(rubric):
    got = [(d["number"], d["key"], d["name"], d["weight"]) for d in rubric.dimensions]
    assert got == DIMENSIONS
    assert rubric.total_weight == 9.0


def test_it_has_criteria_text_for_every_dimension(rubric):
    for dimension in rubric.dimensions:
        assert set(dimension["criteria"]) == {"pass", "partial", "fail"}
        for text in dimension["criteria"].values():
            assert len(text) > 30 and text.endswith(".")
        assert dimension["question"].endswith("?")
    first, last = rubric.dimensions[0], rubric.dimensions[-1]
    assert first["criteria"]["pass"].startswith("Tool descriptions use precise functional")
    assert last["criteria"]["fail"] == (
        "No remote option and local setup is unnecessarily complex. "
        "Authentication requires human intervention."
    )


def test_it_has_grades_and_ceilings(rubric):
    assert rubric.data["grades"] == {"pass": 1.0, "partial": 0.5, "fail": 0.0}
    ceilings = rubric.data["ceilings"]
    assert ceilings == {"documentation": 75, "static": 80}
    assert "full" not in ceilings  # no ceiling


def test_it_has_the_tiers(rubric):
    tiers = [(t["key"], t["name"], t["min_score"]) for t in rubric.tiers]
    assert tiers == [
        ("production_ready", "Production Ready", 85),
        ("suitable", "Suitable", 65),
        ("use_with_caution", "Use With Caution", 45),
        ("not_recommended", "Not Recommended", 0),
    ]
    production_ready = rubric.tiers[0]
    assert production_ready["pass_dimensions"] == [1, 5]
    assert production_ready["assessment_types"] == ["full"]
    assert all("pass_dimensions" not in t for t in rubric.tiers[1:])


def test_it_states_each_tier_rule_in_words(rubric):
    assert [row["rule"] for row in rubric.tier_rows] == [
        "Score 85 or more, with dimensions 1 and 5 graded Pass and a full (live tested) assessment",
        "Score 65 or more, when Production Ready does not apply",
        "Score 45 to under 65",
        "Score below 45",
    ]


def test_it_stores_the_hash_of_the_frozen_file(rubric):
    digest = hashlib.sha256(rubric_path("1.0").read_bytes()).hexdigest()
    assert rubric.source_sha256 == digest
    data, _ = load_rubric_file(rubric_path("1.0"))
    assert rubric.data == data


@pytest.mark.parametrize("day", ["2026-07-01", "2026-10-01", "2027-01-01"])
def test_it_accepts_the_first_day_of_a_quarter(day):
    effective = D.fromisoformat(day)
    check_quarterly_rule(
        effective_from=effective, published_on=D(2026, 6, 1), earlier=[D(2026, 4, 1)]
    )


@pytest.mark.parametrize("day", ["2026-07-02", "2026-06-30", "2026-08-01", "2026-12-31"])
def test_it_refuses_a_day_that_does_not_start_a_quarter(day):
    with pytest.raises(RubricError, match="first day of a calendar quarter"):
        check_quarterly_rule(
            effective_from=D.fromisoformat(day), published_on=D(2026, 6, 1), earlier=[]
        )


def test_it_refuses_to_take_effect_before_publication():
    with pytest.raises(RubricError, match="cannot take effect earlier"):
        check_quarterly_rule(effective_from=D(2026, 7, 1), published_on=D(2026, 7, 2), earlier=[])
    check_quarterly_rule(effective_from=D(2026, 7, 1), published_on=D(2026, 7, 1), earlier=[])


def test_it_refuses_a_second_version_in_a_quarter():
    with pytest.raises(RubricError, match="already takes effect in Q3 2026"):
        check_quarterly_rule(
            effective_from=D(2026, 7, 1), published_on=D(2026, 6, 1), earlier=[D(2026, 7, 1)]
        )


def test_it_refuses_a_version_before_the_latest():
    with pytest.raises(RubricError, match="after the latest one"):
        check_quarterly_rule(
            effective_from=D(2026, 1, 1), published_on=D(2025, 12, 1), earlier=[D(2026, 4, 1)]
        )


def test_it_publishes_a_version_for_the_next_quarter(rubric):
    new = draft("1.1", "2026-07-01", published_on="2026-06-01")
    assert new.status == RubricVersion.Status.DRAFT
    assert RubricVersion.objects.in_effect(D(2026, 7, 1)) == rubric  # drafts have no effect
    services.rubric_version_publish(rubric=new)
    new.refresh_from_db()
    assert new.is_published
    assert RubricVersion.objects.in_effect(D(2026, 7, 1)) == new
    assert RubricVersion.objects.in_effect(D(2026, 6, 30)) == rubric


def test_it_refuses_a_second_version_in_the_same_quarter(rubric):
    services.rubric_version_publish(rubric=draft("1.1", "2026-07-01", "2026-06-01"))
    # The rule is checked when a draft is stored, with the rule's own words.
    with pytest.raises(RubricError, match="already takes effect in Q3 2026"):
        draft("1.2", "2026-07-01", "2026-06-01")
    assert not RubricVersion.objects.filter(version="1.2").exists()


def test_it_refuses_to_publish_before_the_latest(rubric):
    with pytest.raises(RubricError, match="after the latest one"):
        draft("0.9", "2026-01-01", "2025-12-01")
    assert not RubricVersion.objects.filter(version="0.9").exists()


def test_it_refuses_to_publish_before_publication_date(rubric):
    with pytest.raises(RubricError, match="cannot take effect earlier"):
        draft("1.1", "2026-07-01", published_on="2026-07-15")


@pytest.mark.parametrize("day", ["2026-07-02", "2026-06-30"])
def test_it_refuses_a_draft_that_does_not_start_a_quarter(rubric, day):
    with pytest.raises(RubricError, match="first day of a calendar quarter"):
        draft("1.1", day)
    assert not RubricVersion.objects.filter(version="1.1").exists()


def test_it_accepts_complete_data():
    check_rubric_data(rubric_data())


def test_it_rejects_a_missing_dimension():
    data = rubric_data()
    data["dimensions"] = [d for d in data["dimensions"] if d["number"] != 3]
    assert len(data["dimensions"]) == 7
    with pytest.raises(RubricError, match="numbered from 1 in order, without a gap"):
        check_rubric_data(data)


def test_the_number_of_dimensions_is_the_rubrics_own():
    """A later rubric may drop or add dimensions; none at all, or numbers out of order,
    are refused."""
    data = copy.deepcopy(rubric_data())
    data["dimensions"] = data["dimensions"][:7]
    check_rubric_data(data)
    extra = copy.deepcopy(data["dimensions"][0]) | {"number": 8, "key": "extra"}
    data["dimensions"] = [*data["dimensions"], extra, extra | {"number": 9, "key": "more"}]
    check_rubric_data(data)
    for dimensions in ([], list(reversed(data["dimensions"]))):
        data["dimensions"] = dimensions
        with pytest.raises(RubricError, match="numbered from 1"):
            check_rubric_data(data)


def test_it_rejects_missing_criteria():
    data = copy.deepcopy(rubric_data())
    del data["dimensions"][4]["criteria"]["partial"]
    with pytest.raises(RubricError, match="dimension 5 needs pass, partial and fail"):
        check_rubric_data(data)


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("weight", 0, "dimension 2 has no 'weight'"),
        ("weight", -1.0, "dimension 2 needs a positive weight"),
        ("name", "", "dimension 2 has no 'name'"),
    ],
)
def test_it_rejects_a_broken_dimension(field, value, message):
    data = copy.deepcopy(rubric_data())
    data["dimensions"][1][field] = value
    with pytest.raises(RubricError, match=message):
        check_rubric_data(data)


def test_it_rejects_tiers_that_do_not_reach_zero():
    data = copy.deepcopy(rubric_data())
    data["tiers"] = data["tiers"][:3]
    with pytest.raises(RubricError, match="down to 0"):
        check_rubric_data(data)


def test_it_rejects_missing_top_level_keys():
    data = rubric_data()
    del data["ceilings"]
    with pytest.raises(RubricError, match="'ceilings'"):
        check_rubric_data(data)


def test_it_diffs_two_versions():
    old = rubric_data()
    new = copy.deepcopy(old)
    new["dimensions"][1]["weight"] = 1.5
    new["dimensions"][2]["criteria"]["pass"] = "Every error is MCP-compliant."
    new["ceilings"]["documentation"] = 70
    rows = rubric_diff(old, new)
    assert rows == [
        {
            "section": "Dimension 2: Behavioural Consistency",
            "field": "weight",
            "old": 1.0,
            "new": 1.5,
        },
        {
            "section": "Dimension 3: Error Handling & Agent Recovery",
            "field": "pass criterion",
            "old": old["dimensions"][2]["criteria"]["pass"],
            "new": "Every error is MCP-compliant.",
        },
        {"section": "Ceilings", "field": "documentation", "old": 75, "new": 70},
    ]


def test_it_reports_no_difference_between_equal_versions():
    assert rubric_diff(rubric_data(), rubric_data()) == []


def test_it_diffs_a_new_ceiling_and_tier_threshold():
    old = rubric_data()
    new = copy.deepcopy(old)
    new["ceilings"]["full"] = 95
    new["tiers"][1]["min_score"] = 70
    rows = {
        (row["section"], row["field"]): (row["old"], row["new"]) for row in rubric_diff(old, new)
    }
    assert rows == {("Ceilings", "full"): (None, 95), ("Tier Suitable", "min_score"): (65, 70)}


def test_a_publication_is_read_by_the_pages_of_this_process_at_once(rubric):
    from certification.rubric import rubric_in_effect

    today = timezone.now().date()
    quarter = D(today.year, 3 * ((today.month - 1) // 3) + 1, 1)
    assert rubric_in_effect() == rubric  # read, and kept for a minute
    new = draft(
        "9.0", quarter.isoformat(), published_on=(quarter - datetime.timedelta(days=30)).isoformat()
    )
    services.rubric_version_publish(rubric=new)
    assert rubric_in_effect() == new
