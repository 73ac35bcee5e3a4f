"""What the live graders share: why a dimension was not measured live, call numbers, the
tested tool and a failed call's details. Pure."""

from __future__ import annotations

from typing import Any

from assessments.graders.base import DimensionGrade, not_tested
from assessments.observations import CallResult, LiveObservation, Tool, Unavailable
from assessments.reasons import REASONS

MAX_LISTED = 20


def _label(label: str | None, default: str) -> str:
    """A reason label the harness recorded, when it is a known one."""
    return label if label in REASONS else default


def _not_live(number: int, live: LiveObservation | None) -> DimensionGrade | None:
    """not_tested when there is no live observation or it never connected."""
    if live is None:
        return not_tested(number, "not-run")
    if not live.connected:
        failure = live.failure or Unavailable("handshake-failed")
        return not_tested(number, _label(failure.label, "handshake-failed"), detail=failure.detail)
    return None


def _call_numbers(live: LiveObservation, *tests: str) -> list[int]:
    return [call.n for call in live.calls if call.test in tests]


def _target(live: LiveObservation) -> Tool | None:
    if live.catalog is None or live.tool is None:
        return None
    return next((tool for tool in live.catalog.tools if tool.name == live.tool), None)


def _test_not_run(live: LiveObservation, number: int, test: str) -> DimensionGrade | None:
    """not_tested when no tool could be called or ``test`` did not run."""
    if live.tool is None:
        return not_tested(number, "no-callable-tool")
    record = live.test(test)
    if record is None or record.outcome == "not_run":
        label = _label(record.reason if record else None, "not-run")
        return not_tested(number, label, tool=live.tool)
    return None


def _failure(result: CallResult | None) -> dict[str, Any]:
    if result is None:
        return {}
    details = {
        "rpc_error": result.rpc_error,
        "is_error": result.is_error,
        "http_status": result.http_status,
        "timed_out": result.timed_out or None,
        "transport_error": result.transport_error or None,
    }
    return {key: value for key, value in details.items() if value is not None}
