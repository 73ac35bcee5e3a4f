"""Grades that hold up on real servers: working arguments found without help, several
tools exercised, the budget planned, and the server's side of every claim."""

from __future__ import annotations

import pytest

from assessments.graders.live import grade_behavioural_consistency
from assessments.harness.budget import MemoryBudget
from assessments.harness.live import LiveTarget, run_live_test
from tests.mcp_servers import (
    described_values,
    handshake_era_only,
    open_world,
    roots,
    well_behaved,
)
from tests.mcp_servers.servers import FIXTURE_ROOT

UA = "Sagentum/1.0 (+http://testserver/testing-policy)"


def live(url: str, **target):
    budget = MemoryBudget(15)
    observation = run_live_test(
        LiveTarget(url=url, **target),
        budget=budget,
        user_agent=UA,
        call_timeout=5.0,
        allow_private=True,
    )
    return observation, budget


def outcomes(observation) -> dict[str, str]:
    return {test.test: test.outcome for test in observation.tests}


def calls_of(observation, test: str):
    return [c for c in observation.calls if c.test == test and c.method == "tools/call"]


def test_values_named_in_a_description_make_the_valid_call_work():
    with described_values() as server:
        observation, _ = live(server.url)
        executions = dict(server.executions)
    # Every valid call the server saw succeeded: none was refused for a made-up value.
    assert executions.get("list_sessions refused", 0) + executions.get("get_time refused", 0) == 0
    assert executions["get_time ok"] >= 1 and executions["list_sessions ok"] >= 1
    assert outcomes(observation)["valid_call"] == "pass"
    valid = calls_of(observation, "valid_call")[0]
    assert valid.argument_sources in ({"timezone": "description"}, {"scope": "description"})
    assert valid.arguments in ({"timezone": "Europe/Lisbon"}, {"scope": "local"})
    assert grade_behavioural_consistency(observation).grade != "not_tested"


def test_a_path_returned_by_a_listing_tool_feeds_the_next_tool():
    with roots() as server:
        observation, _ = live(server.url)
        executions = dict(server.executions)
    # The no-argument listing tool is the target; the path tool gets the listed root.
    assert observation.tool == "list_allowed_directories"
    assert executions["list_directory ok"] >= 1
    assert executions.get("list_directory refused", 0) == 0 or any(
        c.test in ("malformed_parameter", "missing_parameter") for c in observation.calls
    )
    fed = [c for c in observation.calls if c.tool == "list_directory" and c.test == "coverage"]
    assert fed and fed[0].arguments == {"path": FIXTURE_ROOT}
    assert fed[0].argument_sources == {"path": "earlier-result"}
    assert "list_directory" in observation.exercised


def test_an_open_world_tool_never_gets_a_made_up_url():
    with open_world() as server:
        observation, _ = live(server.url)
        fetched = server.tool_calls["fetch_page"]
        searched = server.tool_calls["search_docs"]
    assert fetched == 0
    assert ("fetch_page", "outside-target-needs-owner-value") in observation.unexercised
    assert searched >= 1 and observation.tool == "search_docs"


def test_an_open_world_tool_with_the_owners_url_is_called_and_the_value_never_reported():
    arguments = {"fetch_page": {"url": "https://docs.owner.test/page"}}
    with open_world() as server:
        observation, _ = live(server.url, owner_arguments=arguments)
        fetched = server.tool_calls["fetch_page"]
    assert fetched >= 1
    owned = [c for c in observation.calls if (c.argument_sources or {}).get("url") == "owner"]
    assert owned and all(c.arguments == {"url": "(owner-supplied)"} for c in owned)
    assert "docs.owner.test" not in repr(observation.calls)


def test_a_handshake_era_server_gets_all_8_tests_within_15_calls(caplog):
    with caplog.at_level("INFO", logger="assessments.harness.live"), handshake_era_only() as server:
        observation, budget = live(server.url)
        received = server.labels
    # The era it refused is said in one line (what failed), not as a nested repr.
    ended = [r.getMessage() for r in caplog.records if "ended early" in r.getMessage()]
    assert ended and all("\n" not in m and "Group(" not in m for m in ended), ended
    assert observation.connected and observation.protocol_version != "2026-07-28"
    assert len(received) <= 15 and budget.used == len(received)
    # No server-push stream is opened: the budget goes to the tests.
    assert not any(label.startswith("GET") for label in received)
    results = outcomes(observation)
    assert "not_run" not in results.values(), results
    assert results["read_only_idempotency"] == "pass"


def test_a_failed_valid_call_on_made_up_arguments_gets_a_second_try():
    # Break the first candidate of get_time by hand (the description's 'Europe/Lisbon'
    # would work): the harness keeps the runner-up and spends a spare call on it.
    from assessments.harness import synth

    original = synth.synthesize

    def first_value_wrong(schema, **kwargs):
        result = original(schema, **kwargs)
        if result.arguments and "timezone" in result.arguments and result.alternative:
            return synth.Synthesis(
                {"timezone": "Not/AZone"},
                result.sources,
                result.alternative,
            )
        return result

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(synth.choice, "synthesize", first_value_wrong)  # where it is called
        with described_values() as server:
            observation, _ = live(server.url)
            executions = dict(server.executions)
    valid = calls_of(observation, "valid_call")
    assert observation.tool == "get_time"  # ties on guessed values go by name
    assert len(valid) == 2 and observation.second_try
    assert executions["get_time refused"] >= 1 and executions["get_time ok"] >= 1
    assert valid[0].arguments == {"timezone": "Not/AZone"}
    assert valid[1].arguments == {"timezone": "UTC"}
    assert valid[1].chosen_because == "second-candidate"
    assert outcomes(observation)["valid_call"] == "pass"


def test_coverage_counts_listed_callable_and_exercised_tools():
    with well_behaved() as server:
        observation, _ = live(server.url)
    assert len(observation.catalog.tools) == 4
    assert observation.tools_callable == 3
    assert len(observation.exercised) == 3


def _hostile(executed):
    from mcp.server.mcpserver import MCPServer

    from tests.mcp_servers.servers import READ_ONLY

    server = MCPServer("hostile", log_level="WARNING")

    @server.tool(description="Returns deeply nested brackets.", annotations=READ_ONLY,
                 structured_output=False)  # fmt: skip
    def nested() -> str:
        return "[" * 3000

    @server.tool(description="Returns an identifier in superscript digits.",
                 annotations=READ_ONLY)  # fmt: skip
    def odd_id() -> dict:
        return {"id": "²"}

    @server.tool(description="Looks an item up by id; any id is accepted.", annotations=READ_ONLY)
    def item(item_id: int) -> dict:
        return {"item": item_id}

    return server


def test_hostile_results_never_stop_the_tests():
    from tests.mcp_servers.catalog import _http

    with _http("hostile", _hostile) as server:
        observation, _ = live(server.url)
    results = outcomes(observation)
    assert results["valid_call"] == "pass"
    assert "not_run" not in {results[t] for t in ("malformed_parameter", "missing_parameter")}
    assert all(t.reason != "not-reached" for t in observation.tests)


def test_rate_limiting_with_retry_after_is_signalled_properly_not_a_failure():
    from assessments.graders.live import grade_error_handling
    from tests.mcp_servers import rate_limited

    with rate_limited() as server:
        observation, _ = live(server.url)
    assert grade_error_handling(observation).grade != "fail"
    limited = [t for t in observation.tests if t.test == "rapid_sequential"]
    assert limited[0].outcome == "pass"


def test_a_paginated_catalog_is_not_a_changed_catalog():
    from assessments.graders.live import grade_idempotency_live
    from tests.mcp_servers import paginated

    with paginated() as server:
        observation, _ = live(server.url)
    assert observation.catalog_unchanged is True
    assert "catalog-changed" not in [
        r["label"] for r in grade_idempotency_live(observation).reasons
    ]


def test_made_up_arguments_that_fail_are_not_repeated():
    from assessments.harness import synth

    original = synth.synthesize

    def always_wrong(schema, **kwargs):
        result = original(schema, **kwargs)
        if result.arguments and "timezone" in result.arguments:
            return synth.Synthesis({"timezone": "Not/AZone"}, result.sources, None)
        if result.arguments and "scope" in result.arguments:
            return synth.Synthesis({"scope": "nowhere"}, result.sources, None)
        return result

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(synth.choice, "synthesize", always_wrong)  # where it is called
        with described_values() as server:
            observation, _ = live(server.url)
            calls = dict(server.tool_calls)
    results = {t.test: (t.outcome, t.reason) for t in observation.tests}
    for test in ("repeat_call", "rapid_sequential", "read_only_idempotency"):
        assert results[test] == ("not_run", "arguments-unverified")
    # Two valid-call tries, at most one each error test, and the rest to other tools.
    assert calls["get_time"] <= 4 and calls["list_sessions"] >= 1
