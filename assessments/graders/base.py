"""The shape every grader returns."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from assessments.graders.rubric import key_of
from assessments.reasons import reason


@dataclass(frozen=True)
class DimensionGrade:
    number: int
    grade: str  # pass, partial, fail, not_tested
    reasons: list[dict[str, Any]] = field(default_factory=list)
    evidence: dict[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> str:
        """The rubric's key of this dimension (the packaged rubric's numbering)."""
        return key_of(self.number)


def not_tested(number: int, label: str, **evidence: Any) -> DimensionGrade:
    return DimensionGrade(number, "not_tested", [reason(label)], evidence)


def numbered(grade: DimensionGrade, number: int) -> DimensionGrade:
    """``grade`` as the grade of the rubric's dimension ``number``."""
    return grade if grade.number == number else replace(grade, number=number)
