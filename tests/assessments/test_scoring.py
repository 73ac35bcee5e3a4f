"""Scoring is the rubric's arithmetic: worked examples, boundaries and rounding."""

from __future__ import annotations

from decimal import Decimal

import pytest

from assessments.scoring import round_score, score_grades
from certification.rubric import load_rubric_file, rubric_path

RUBRIC, _ = load_rubric_file(rubric_path("1.0"))
ALL = range(1, 9)


def grades(default: str = "pass", **overrides: str) -> dict[int, str]:
    result = dict.fromkeys(ALL, default)
    result.update({int(k.removeprefix("d")): v for k, v in overrides.items()})
    return result


def score(kind: str, g: dict[int, str]):
    return score_grades(g, rubric=RUBRIC, assessment_type=kind)


# The worked examples of the rubric (docs/assessments.md).
WORKED = [
    ("full", grades(), "100.0", "100.0", "production_ready"),
    ("full", grades(d1="partial"), "91.7", "91.7", "suitable"),
    (
        "documentation",
        grades("not_tested", d1="pass", d5="pass", d6="pass", d8="pass"),
        "100.0",
        "75.0",
        "suitable",
    ),
    ("static", grades("fail"), "0.0", "0.0", "not_recommended"),
    ("full", grades("not_tested", d6="pass"), "100.0", "100.0", "suitable"),
]


@pytest.mark.parametrize(("kind", "g", "raw", "final", "tier"), WORKED)
def test_it_scores_the_worked_examples(kind, g, raw, final, tier):
    result = score(kind, g)
    assert result.raw_score == Decimal(raw)
    assert result.score == Decimal(final)
    assert result.tier == tier


def test_it_applies_the_ceilings():
    assert score("documentation", grades()).ceiling == 75
    assert score("static", grades()).score == Decimal("80.0")
    assert score("static", grades()).ceiling_applied is True
    assert score("full", grades()).ceiling is None
    low = score("static", grades("fail", d6="pass"))
    assert low.ceiling_applied is False


def test_it_excludes_not_tested_from_both_sums():
    # Only dimension 1 (1.5) and 2 (1.0) tested: 100 × 1.5 / 2.5 = 60.
    result = score("full", grades("not_tested", d1="pass", d2="fail"))
    assert result.raw_score == Decimal("60.0")
    assert result.tested == (1, 2)


def test_it_has_no_score_when_nothing_was_measured():
    result = score("full", grades("not_tested"))
    assert result.score is None and result.raw_score is None and result.tier is None
    assert result.insufficient_data is True


def test_production_ready_needs_dimensions_1_and_5_and_a_full_assessment():
    assert score("full", grades(d5="partial")).tier == "suitable"
    assert score("static", grades()).tier == "suitable"
    unmet = score("full", grades(d5="partial")).unmet_conditions
    assert any("dimension 5" in text for text in unmet)


@pytest.mark.parametrize(
    ("value", "tier"),
    [
        ("84.9", "suitable"),
        ("85.0", "production_ready"),
        ("64.9", "use_with_caution"),
        ("65.0", "suitable"),
        ("44.9", "not_recommended"),
        ("45.0", "use_with_caution"),
    ],
)
def test_it_places_each_threshold_boundary(value, tier):
    from assessments.scoring import decide_tier

    decided, _ = decide_tier(Decimal(value), grades=grades(), rubric=RUBRIC, assessment_type="full")
    assert decided == tier


def test_boundaries_are_reached_through_real_grades():
    # 6 passes + partial on two 1.0 dimensions: (7.0 + 1.0) / 9 = 88.9 → production ready.
    assert score("full", grades(d2="partial", d3="partial")).score == Decimal("88.9")
    # Fail on dimension 2 and 3: 7 / 9 = 77.8 → suitable.
    assert score("full", grades(d2="fail", d3="fail")).tier == "suitable"
    # Pass only 1 and 5 and 6, fail the rest: 4/9 = 44.4 → not recommended.
    g = grades("fail", d1="pass", d5="pass", d6="pass")
    assert score("full", g).score == Decimal("44.4")
    assert score("full", g).tier == "not_recommended"
    # Plus a partial on 7: 4.5/9 = 50.0 → use with caution.
    g[7] = "partial"
    assert score("full", g).tier == "use_with_caution"


@pytest.mark.parametrize(
    ("raw", "rounded"),
    [("91.65", "91.7"), ("91.649", "91.6"), ("44.95", "45.0"), ("84.94", "84.9"), ("0.05", "0.1")],
)
def test_it_rounds_half_up_to_one_decimal(raw, rounded):
    assert round_score(Decimal(raw)) == Decimal(rounded)


def test_rounding_happens_on_the_final_value_only():
    # 100 × 8.25 / 9 = 91.666…: one rounding of the exact value, not of a rounded step.
    assert score("full", grades(d1="partial")).score == Decimal("91.7")
    # 100 × 2 / 3 = 66.666… with dims 2, 3 (1.0 each) and 4 partial... exact division stays exact.
    result = score("full", grades("not_tested", d2="pass", d3="pass", d4="fail"))
    assert result.score == Decimal("66.7")


def test_it_refuses_unknown_dimensions():
    with pytest.raises(ValueError, match="no such dimension"):
        score_grades({9: "pass"}, rubric=RUBRIC, assessment_type="full")
