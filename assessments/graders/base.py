"""The shape every grader returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from assessments.reasons import reason

DIMENSION_KEYS = {
    1: "tool_descriptions",
    2: "behavioural_consistency",
    3: "error_handling",
    4: "security_posture",
    5: "idempotency_safety",
    6: "documentation",
    7: "reliability_signal",
    8: "deployment_accessibility",
}


@dataclass(frozen=True)
class DimensionGrade:
    number: int
    grade: str  # pass, partial, fail, not_tested
    reasons: list[dict[str, Any]] = field(default_factory=list)
    evidence: dict[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> str:
        return DIMENSION_KEYS[self.number]


def not_tested(number: int, label: str, **evidence: Any) -> DimensionGrade:
    return DimensionGrade(number, "not_tested", [reason(label)], evidence)
