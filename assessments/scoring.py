"""Grades to score and tier, exactly as the rubric states. Pure: no ORM, no I/O.

Every page, report and API reads the result of ``score_grades``; the rule is
written here once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

NOT_TESTED = "not_tested"
ONE_DECIMAL = Decimal("0.1")


@dataclass(frozen=True)
class ScoreResult:
    """``raw_score``/``score``/``tier`` are ``None`` when nothing was measured."""

    raw_score: Decimal | None
    score: Decimal | None
    ceiling: int | None
    ceiling_applied: bool
    tier: str | None
    tested: tuple[int, ...]
    unmet_conditions: tuple[str, ...] = ()

    @property
    def insufficient_data(self) -> bool:
        return self.score is None


def round_score(value: Decimal) -> Decimal:
    """One decimal, half up (91.65 → 91.7), applied to the final value only."""
    return value.quantize(ONE_DECIMAL, rounding=ROUND_HALF_UP)


def score_grades(
    grades: Mapping[int, str], *, rubric: Mapping[str, Any], assessment_type: str
) -> ScoreResult:
    """Score an assessment from its grade per dimension number.

    ``raw = 100 × Σ(weight × value) ÷ Σ(weight)`` over dimensions that were
    tested; ``score = min(raw, ceiling)``. The tier is decided on the rounded
    score, the number people see.
    """
    weights = {
        dimension["number"]: Decimal(str(dimension["weight"])) for dimension in rubric["dimensions"]
    }
    values = {grade: Decimal(str(value)) for grade, value in rubric["grades"].items()}
    unknown = set(grades) - set(weights)
    if unknown:
        raise ValueError(f"no such dimension: {sorted(unknown)}")
    tested = tuple(sorted(n for n, grade in grades.items() if grade != NOT_TESTED))
    ceiling = rubric["ceilings"].get(assessment_type)
    if not tested:
        return ScoreResult(None, None, ceiling, False, None, ())
    weight_sum = sum(weights[n] for n in tested)
    earned = sum(weights[n] * values[grades[n]] for n in tested)
    raw = Decimal(100) * earned / weight_sum
    capped = min(raw, Decimal(ceiling)) if ceiling is not None else raw
    score = round_score(capped)
    tier, unmet = decide_tier(score, grades=grades, rubric=rubric, assessment_type=assessment_type)
    return ScoreResult(
        raw_score=round_score(raw),
        score=score,
        ceiling=ceiling,
        ceiling_applied=ceiling is not None and raw > ceiling,
        tier=tier,
        tested=tested,
        unmet_conditions=unmet,
    )


def decide_tier(
    score: Decimal, *, grades: Mapping[int, str], rubric: Mapping[str, Any], assessment_type: str
) -> tuple[str, tuple[str, ...]]:
    """The highest tier whose minimum and conditions hold, and the conditions that kept
    the score out of a higher tier it reached numerically."""
    unmet: list[str] = []
    for tier in rubric["tiers"]:
        if score < tier["min_score"]:
            continue
        missing = tier_conditions_unmet(tier, grades=grades, assessment_type=assessment_type)
        if not missing:
            return tier["key"], tuple(unmet)
        unmet.extend(f"{tier['name']}: {text}" for text in missing)
    raise ValueError("the rubric's lowest tier must accept every score")


def tier_conditions_unmet(
    tier: Mapping[str, Any], *, grades: Mapping[int, str], assessment_type: str
) -> list[str]:
    missing = []
    for number in tier.get("pass_dimensions", []):
        if grades.get(number) != "pass":
            missing.append(f"dimension {number} must be graded Pass")
    kinds = tier.get("assessment_types")
    if kinds and assessment_type not in kinds:
        missing.append(f"requires a {' or '.join(kinds)} assessment")
    return missing


@dataclass(frozen=True)
class DimensionPoints:
    """A dimension's share of the raw score: what it could give, gave and lost."""

    number: int
    weight: Decimal
    possible: Decimal
    earned: Decimal
    lost: Decimal


def dimension_points(
    grades: Mapping[int, str], *, rubric: Mapping[str, Any]
) -> dict[int, DimensionPoints]:
    """Each tested dimension's points out of 100 (before any ceiling, unrounded):
    ``100 × weight ÷ Σ(weight)`` possible, times the grade's value earned. A dimension
    not tested gives and loses nothing and is left out."""
    weights = {d["number"]: Decimal(str(d["weight"])) for d in rubric["dimensions"]}
    values = {grade: Decimal(str(value)) for grade, value in rubric["grades"].items()}
    tested = [n for n, grade in grades.items() if grade != NOT_TESTED]
    if not tested:
        return {}
    weight_sum = sum(weights[n] for n in tested)
    points = {}
    for number in sorted(tested):
        possible = Decimal(100) * weights[number] / weight_sum
        earned = possible * values[grades[number]]
        points[number] = DimensionPoints(
            number, weights[number], possible, earned, possible - earned
        )
    return points
