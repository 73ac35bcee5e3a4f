"""Scoring edges that rubric 1.0's own numbers leave open: a result with nothing tested,
a raw score exactly at the ceiling, the assessment-type condition of a tier (which the
1.0 ceilings make unreachable, but a rubric without them reaches), and the errors."""

from __future__ import annotations

import copy
from decimal import Decimal

import pytest

from assessments.reasons import reason
from assessments.scoring import dimension_points, score_grades
from certification.rubric import load_rubric_file, rubric_path

RUBRIC, _ = load_rubric_file(rubric_path("1.0"))


def grades(default: str = "pass", **overrides: str) -> dict[int, str]:
    result = dict.fromkeys(range(1, 9), default)
    result.update({int(k.removeprefix("d")): v for k, v in overrides.items()})
    return result


def test_nothing_tested_keeps_the_ceiling_and_applies_none():
    result = score_grades(grades("not_tested"), rubric=RUBRIC, assessment_type="static")
    assert result.insufficient_data
    assert result.ceiling == 80
    assert result.ceiling_applied is False
    assert result.tested == ()
    assert result.unmet_conditions == ()


def test_a_raw_score_exactly_at_the_ceiling_is_not_capped():
    # 100 × (1.5 + 1 + 1 + 1 + 1 + 0.5 + 0) ÷ 7.5 = 80, the static ceiling.
    g = grades(d5="not_tested", d7="partial", d8="fail")
    result = score_grades(g, rubric=RUBRIC, assessment_type="static")
    assert result.raw_score == result.score == Decimal("80.0")
    assert result.ceiling_applied is False


def test_each_dimensions_points_name_it_and_its_weight_and_what_it_lost():
    points = dimension_points(grades(d1="partial", d2="fail"), rubric=RUBRIC)
    # Σ weight = 9: dimension 1 can give 100 × 1.5 ÷ 9.
    one = points[1]
    assert (one.number, one.weight) == (1, Decimal("1.5"))
    assert one.possible == Decimal(100) * Decimal("1.5") / Decimal(9)
    assert one.earned == one.possible / 2
    assert one.lost == one.possible / 2
    two = points[2]
    assert (two.number, two.weight, two.earned) == (2, Decimal("1.0"), Decimal(0))
    assert two.lost == two.possible == Decimal(100) / Decimal(9)


def uncapped_rubric(**tier_changes) -> dict:
    rubric = copy.deepcopy(RUBRIC)
    rubric["ceilings"] = {}
    rubric["tiers"][0].update(tier_changes)
    return rubric


def test_a_tier_for_full_assessments_only_refuses_another_type_and_says_why():
    rubric = uncapped_rubric()
    result = score_grades(grades(), rubric=rubric, assessment_type="static")
    assert result.score == Decimal("100.0")
    assert result.tier == "suitable"
    assert result.unmet_conditions == ("Production Ready: requires a full assessment",)
    assert score_grades(grades(), rubric=rubric, assessment_type="full").tier == (
        "production_ready"
    )


def test_a_tier_open_to_several_types_names_them_all():
    rubric = uncapped_rubric(assessment_types=["full", "static"])
    assert score_grades(grades(), rubric=rubric, assessment_type="static").tier == (
        "production_ready"
    )
    result = score_grades(grades(), rubric=rubric, assessment_type="documentation")
    assert result.unmet_conditions == ("Production Ready: requires a full or static assessment",)


def test_a_tier_without_a_type_condition_takes_every_type():
    rubric = uncapped_rubric()
    del rubric["tiers"][0]["assessment_types"]
    result = score_grades(grades(), rubric=rubric, assessment_type="documentation")
    assert result.tier == "production_ready"
    assert result.unmet_conditions == ()


def test_a_rubric_whose_lowest_tier_leaves_a_score_out_is_refused():
    rubric = copy.deepcopy(RUBRIC)
    rubric["tiers"][-1]["min_score"] = 10
    with pytest.raises(ValueError) as raised:
        score_grades(grades("fail"), rubric=rubric, assessment_type="full")
    assert str(raised.value) == "the rubric's lowest tier must accept every score"


def test_an_unknown_reason_label_is_named_in_the_error():
    with pytest.raises(KeyError) as raised:
        reason("no-such-label")
    assert raised.value.args == ("unknown reason label 'no-such-label'",)
