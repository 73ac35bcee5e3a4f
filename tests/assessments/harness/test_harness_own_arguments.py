"""The harness's own arguments: a failure on values it made up is never the server's,
what an earlier result listed feeds later calls, and outside targets are never made up
(on fixture servers that record every argument they receive)."""

from __future__ import annotations

from assessments.graders.live import grade_behavioural_consistency
from assessments.harness import hints, synth
from assessments.harness.budget import MemoryBudget
from assessments.harness.live import LiveTarget, run_live_test
from tests.mcp_servers.own_arguments import (
    FILES,
    OUTSIDE,
    TAGS,
    listed_files,
    made_up_arguments,
    optional_extra,
    outside_targets,
    received,
)

UA = "Sagentum/1.0 (+http://testserver/testing-policy)"
OWNER_URL = "https://status.owner.test/health"


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


def outcomes_of(observation) -> dict[str, tuple[str, str | None]]:
    return {t.test: (t.outcome, t.reason) for t in observation.tests}


def test_a_valid_call_failing_on_made_up_arguments_is_not_the_servers_failure():
    with made_up_arguments() as server:
        observation, budget = live(server.url)
        calls = dict(server.tool_calls)
        queried = received(server, "query_records")
    graded = grade_behavioural_consistency(observation)
    assert graded.grade == "not_tested"
    assert [r["label"] for r in graded.reasons] == ["arguments-unverified"]
    # The object whose fields the harness could not fill went out as {} (made up).
    valid = [c for c in observation.calls if c.test == "valid_call"]
    assert valid[0].arguments in ({"filter": {}}, {"kind": "example"})
    assert {"filter": {}} in queried
    assert all(source != "owner" for c in valid for source in c.argument_sources.values())
    # Repeating values that fail measures nothing: no repeat, rapid or idempotency call.
    tests = outcomes_of(observation)
    for name in ("repeat_call", "rapid_sequential", "read_only_idempotency"):
        assert tests[name] == ("not_run", "arguments-unverified")
    assert not any(
        c.test in ("repeat_call", "rapid_sequential", "read_only_idempotency")
        for c in observation.calls
    )
    # The calls saved went to the other tool, and the server saw no more than that.
    assert calls["query_records"] >= 1 and calls["count_records"] >= 1
    assert sum(calls.values()) <= 6 and budget.used <= 15


def test_owner_arguments_that_fail_still_fail_the_valid_call():
    owner = {"count_records": {"kind": "receipt"}}
    with made_up_arguments() as server:
        observation, _ = live(server.url, owner_arguments=owner)
    assert observation.tool == "count_records"
    graded = grade_behavioural_consistency(observation)
    assert graded.grade == "fail"
    assert [r["label"] for r in graded.reasons] == ["valid-call-failed"]


def test_a_further_tool_failing_on_arguments_the_harness_chose_is_not_a_failure():
    """``semantic_search`` needs an optional extra and fails on any call. Called by the
    coverage step with ``{}`` (nothing from the owner), its failure is left to coverage;
    only a further tool the owner gave arguments for can fail dimension 2."""
    with optional_extra() as server:
        observation, _ = live(server.url)
        searched = received(server, "semantic_search")
    assert observation.tool == "list_watches"
    further = [c for c in observation.calls if c.test == "coverage"]
    assert [(c.tool, c.arguments) for c in further] == [("semantic_search", {})]
    assert {} in searched
    graded = grade_behavioural_consistency(observation)
    assert graded.grade != "fail"
    assert "valid-call-failed" not in [r["label"] for r in graded.reasons]
    assert graded.evidence["further_tools_called"] == 1
    assert graded.evidence["further_tools_succeeded"] == 0
    assert "semantic_search" not in observation.exercised  # call-failed in the coverage
    owner = {"list_watches": {}, "semantic_search": {}}
    with optional_extra() as server:
        observation, _ = live(server.url, owner_arguments=owner)
    assert observation.tool == "list_watches"
    graded = grade_behavioural_consistency(observation)
    assert graded.grade == "fail"
    assert [(r["label"], r.get("tool")) for r in graded.reasons] == [
        ("valid-call-failed", "semantic_search")
    ]


def test_names_an_earlier_result_listed_as_keys_or_items_feed_later_calls():
    with listed_files() as server:
        observation, _ = live(server.url)
        read = received(server, "read_file")
        detailed = received(server, "tag_details")
    assert observation.tool == "list_files"
    # A file name that was an object key, and a tag that was an array item.
    assert any(arguments.get("file") in FILES for arguments in read)
    assert any(arguments.get("tag_name") in TAGS for arguments in detailed)
    fed = [c for c in observation.calls if c.test == "coverage" and c.tool == "read_file"]
    assert fed[0].argument_sources == {"file": "earlier-result"}
    assert {"read_file", "tag_details"} <= set(observation.exercised)


def test_keys_of_a_mapping_and_items_of_an_array_are_harvested():
    harvest = hints.Harvest()
    hints.harvest_result({"files": FILES, "tags": TAGS, "total": 2}, None, harvest, 1)
    assert harvest.for_kind("path")[:2] == ["notes.txt", "todo.md"]
    assert set(TAGS) <= set(harvest.for_kind("name"))
    # Field names of a record are not values.
    single = hints.Harvest()
    hints.harvest_result({"bytes": 3, "owner": {"id": "u1"}}, None, single, 1)
    assert "bytes" not in single.for_kind("name") and "owner" not in single.for_kind("name")


def test_an_open_world_tool_is_never_called_on_a_made_up_outside_target():
    owner = {"fetch_status": {"url": OWNER_URL}}
    with outside_targets() as server:
        observation, _ = live(server.url, owner_arguments=owner)
        calls = dict(server.tool_calls)
        fetched = received(server, "fetch_status")
    for name in OUTSIDE:
        assert calls.get(name, 0) == 0, name
        assert (name, "outside-target-needs-owner-value") in observation.unexercised
    # fetch_status is called, and its url is the owner's or absent, in every test: the
    # malformed-parameter test gets another property wrong, never the url.
    assert fetched and all(arguments.get("url", OWNER_URL) == OWNER_URL for arguments in fetched)
    malformed = [c for c in observation.calls if c.test == "malformed_parameter"]
    assert malformed and malformed[0].argument_sources == {"url": "owner", "retries": "wrong-type"}
    assert outcomes_of(observation)["missing_parameter"][0] != "not_run"
    assert OWNER_URL not in repr(observation.calls)


def test_outside_targets_are_found_whatever_their_type():
    from assessments.harness.live import _catalog
    from tests.mcp_servers.own_arguments import outside_targets_tools

    tools = _catalog(outside_targets_tools()).tools
    choices, unexercised = synth.rank_tools(list(tools), None)
    assert choices == []
    assert sorted(name for name, _ in unexercised) == sorted([*OUTSIDE, "fetch_status"])
    assert {reason for _, reason in unexercised} == {"outside-target-needs-owner-value"}
    urls = {"type": "array", "items": {"type": "string", "format": "uri"}}
    assert hints.outside_target("links", urls) and hints.outside_target("x", urls)
    assert not hints.outside_target("query", {"type": "string", "description": "Words."})
