"""What a live test run accumulates, and the ``LiveObservation`` made of it at the end."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from assessments.harness.transport import CallLog
from assessments.observations import (
    CallRecord,
    CallResult,
    Catalog,
    LiveObservation,
    LiveTestRecord,
    Tool,
    Unavailable,
)

# The methodology's tests, in the order the report lists them.
REPORTED_TESTS = (
    "valid_call", "repeat_call", "malformed_parameter", "missing_parameter",
    "invalid_auth", "header_inspection", "rapid_sequential", "read_only_idempotency",
)  # fmt: skip


@dataclass
class State:
    """What the run accumulates; turned into a ``LiveObservation`` at the end."""

    log: CallLog = field(default_factory=CallLog)
    tests: dict[str, LiveTestRecord] = field(default_factory=dict)
    results: list[CallResult] = field(default_factory=list)
    protocol_version: str | None = None
    catalog: Catalog | None = None
    tool: Tool | None = None
    arguments: dict[str, Any] | None = None
    unexercised: list[tuple[str, str]] = field(default_factory=list)
    connected: bool = False
    failure: Unavailable | None = None
    auth_required: bool | None = None
    bogus_token_accepted: bool | None = None
    catalog_unchanged: bool | None = None
    refusal: str | None = None
    choice: Any = None
    tools_callable: int = 0
    exercised: list[str] = field(default_factory=list)
    second_try: bool = False
    server_name: str | None = None
    instructions: str | None = None
    stderr_tail: str | None = None
    auth_discovery: dict[str, Any] | None = None
    first_page: Catalog | None = None  # the first tools/list page, for the idempotency test


def observation(state: State, target, user_agent: str, call_budget: int) -> LiveObservation:
    calls = tuple(
        CallRecord(
            n=c.n, test=c.test, method=c.method, tool=c.tool, http_status=c.http_status,
            rpc_error=c.rpc_error, is_error=c.is_error, latency_ms=c.latency_ms,
            bytes=c.bytes if c.http_status is not None else None, outcome=c.outcome,
            header_findings=c.header_findings, retry_after=c.retry_after,
            arguments=c.arguments, argument_sources=c.argument_sources,
            chosen_because=c.chosen_because,
        )
        for c in state.log.calls
    )  # fmt: skip
    tests = tuple(
        state.tests.get(name) or LiveTestRecord(name, "not_run", state.refusal or "not-reached")
        for name in REPORTED_TESTS
    )
    return LiveObservation(
        connected=state.connected,
        protocol_version=state.protocol_version,
        user_agent=user_agent,
        call_budget=call_budget,
        calls=calls,
        tests=tests,
        results=tuple(state.results),
        catalog=state.catalog,
        tool=state.tool.name if state.tool else None,
        unexercised=tuple(state.unexercised),
        auth_required=state.auth_required,
        bogus_token_accepted=state.bogus_token_accepted,
        catalog_unchanged=state.catalog_unchanged,
        failure=state.failure,
        transport=target.transport,
        server_name=state.server_name,
        instructions=state.instructions,
        stderr_tail=state.stderr_tail,
        tools_callable=state.tools_callable,
        exercised=tuple(state.exercised),
        second_try=state.second_try,
        auth_discovery=state.auth_discovery,
    )
