"""Each misbehaving fixture server earns the grade its misbehaviour deserves, and the
stdio path of ``manage.py assess`` stays within the budget from the server's side."""

from __future__ import annotations

import json
import sys
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from assessments.graders.live import grade_live_observations
from assessments.harness.budget import MemoryBudget
from assessments.harness.live import LiveTarget, run_live_test
from assessments.observations import Observations
from tests import mcp_servers
from tests.mcp_servers.stdio_server import read_log
from tests.paths import TESTS

UA = "Sagentum/1.0 (+http://testserver/testing-policy)"


def grades_for(factory, **options) -> tuple[dict[int, str], int]:
    with factory(**options) as server:
        budget = MemoryBudget(15)
        live = run_live_test(
            LiveTarget(url=server.url), budget=budget, user_agent=UA, call_timeout=2.0,
            allow_private=True,
        )  # fmt: skip
        count = server.count
    observations = Observations(assessment_type="full", live=live)
    return {g.number: g.grade for g in grade_live_observations(observations)}, count


@pytest.mark.parametrize(
    ("fixture", "dimension", "expected"),
    [
        ("well_behaved", 5, "pass"),
        ("no_annotations", 5, "fail"),
        ("no_descriptions", 1, "fail"),
        ("swallows_errors", 3, "fail"),
        ("leaky_headers", 4, "fail"),
        ("auth_not_enforced", 4, "fail"),
        ("inconsistent", 2, "fail"),
        ("violates_output_schema", 2, "fail"),
    ],
)
def test_each_misbehaviour_costs_its_dimension(fixture, dimension, expected):
    grades, count = grades_for(getattr(mcp_servers, fixture))
    assert count <= 15
    assert grades[dimension] == expected, grades


def test_a_well_behaved_server_passes_every_live_dimension():
    grades, _ = grades_for(mcp_servers.well_behaved)
    assert [grades[n] for n in (1, 2, 3, 4, 5)] == ["pass"] * 5


@pytest.mark.django_db
def test_assess_stdio_counts_every_message_and_prints_the_report(tmp_path):
    log = tmp_path / "messages.jsonl"
    script = TESTS / "mcp_servers" / "stdio_server.py"
    command = f"{sys.executable} {script} --fixture well_behaved --log {log}"
    out = StringIO()
    call_command("assess", "--stdio", command, "--format", "json", stdout=out)
    report = json.loads(out.getvalue())
    methods, executions = read_log(log)
    assert report["state"] == "completed"
    grades = {d["number"]: d["grade"] for d in report["dimensions"]}
    assert [grades[n] for n in (1, 2, 3, 5)] == ["pass"] * 4
    # A local process: no HTTP responses to inspect, no remote deployment, and a listing
    # with no documentation source is graded as having none.
    assert grades[4] == "not_tested" and grades[8] == "fail" and grades[6] == "fail"
    assert report["live"]["transport"] == "stdio"
    assert 0 < len(methods) <= 15
    assert report["live"]["calls_made"] == len(methods)
    # Latency over stdio is request to response, not the time to write the request.
    called = [c for c in report["live"]["calls"] if c["method"] == "tools/call"]
    assert all(c["latency_ms"] and c["latency_ms"] > 0 for c in called)
    assert called[0]["arguments"] == {"code": "FR"}
    assert called[0]["argument_sources"] == {"code": "examples"}
    assert executions["clear_records"] == 0


@pytest.mark.django_db
@pytest.mark.parametrize("bad", ["[1]", "{not json", '{"tool": 3}'])
def test_assess_refuses_malformed_working_arguments(bad):
    with pytest.raises(CommandError) as refusal:
        call_command("assess", "--stdio", "true", "--arguments", bad)
    assert refusal.value.returncode == 2 and "--arguments" in str(refusal.value)


@pytest.mark.django_db
def test_a_crashing_stdio_server_is_evidence_with_its_stderr_tail(tmp_path):
    script = TESTS / "mcp_servers" / "stdio_server.py"
    command = f"{sys.executable} {script} --require-env SAGENTUM_FIXTURE_KEY"
    out = StringIO()
    with pytest.raises(SystemExit) as exit_info:
        call_command("assess", "--stdio", command, "--format", "json", stdout=out)
    assert exit_info.value.code == 4
    report = json.loads(out.getvalue())
    assert report["state"] == "failed" and report["failure"]["label"] == "process-exited"
    assert "SAGENTUM_FIXTURE_KEY is not set" in report["live"]["stderr_tail"]
    assert "TaskGroup" not in report["failure"]["detail"]


@pytest.mark.django_db
@pytest.mark.parametrize("how", ["--env", "exported"])
def test_a_stdio_server_gets_the_callers_environment_and_env_values(how, monkeypatch):
    script = TESTS / "mcp_servers" / "stdio_server.py"
    command = f"{sys.executable} {script} --require-env SAGENTUM_FIXTURE_KEY"
    extra = []
    if how == "--env":
        extra = ["--env", "SAGENTUM_FIXTURE_KEY=1"]
    else:
        monkeypatch.setenv("SAGENTUM_FIXTURE_KEY", "1")
    out = StringIO()
    call_command("assess", "--stdio", command, *extra, "--format", "json", stdout=out)
    report = json.loads(out.getvalue())
    assert report["state"] == "completed" and report["live"]["stderr_tail"] is None


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--stdio", "x", "--env", "1BAD=2"], "KEY=VALUE"),
        (["--stdio", "x", "--env", "NOVALUE"], "KEY=VALUE"),
        (["--endpoint", "http://127.0.0.1:9/mcp", "--env", "A=1"], "--package server only"),
        (["--stdio", "x 'unbalanced"], "cannot be read"),
        (["--stdio", "  "], "needs a command line"),
    ],
)
def test_bad_stdio_options_are_refused_with_exit_2(args, message):
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match=message) as error:
        call_command("assess", *args, "--no-save")
    assert error.value.returncode == 2


@pytest.mark.django_db
def test_a_folder_on_a_stdio_servers_command_line_feeds_its_path_parameters(tmp_path):
    log = tmp_path / "messages.jsonl"
    root = tmp_path / "served-root"
    root.mkdir()
    script = TESTS / "mcp_servers" / "stdio_server.py"
    command = f"{sys.executable} {script} --fixture roots --log {log} --root {root}"
    out = StringIO()
    call_command("assess", "--stdio", command, "--format", "json", stdout=out)
    report = json.loads(out.getvalue())
    sent = [c for c in report["live"]["calls"] if c["tool"] == "list_directory"]
    assert any(c["argument_sources"] == {"path": "command-line"} for c in sent)
    assert any(c["arguments"] == {"path": str(root)} for c in sent)
    _, executions = read_log(log)
    assert executions["list_directory ok"] >= 1


@pytest.mark.parametrize(
    "fixture",
    ["well_behaved", "no_annotations", "swallows_errors", "leaky_headers", "auth_not_enforced",
     "inconsistent", "described_values", "roots", "open_world", "no_descriptions"],
)  # fmt: skip
def test_no_grade_without_an_observation(fixture):
    """Every pass, partial and fail cites what it saw; what nothing was seen for is
    not_tested with its reason."""
    with getattr(mcp_servers, fixture)() as server:
        budget = MemoryBudget(15)
        live = run_live_test(
            LiveTarget(url=server.url), budget=budget, user_agent=UA, call_timeout=2.0,
            allow_private=True,
        )  # fmt: skip
    for grade in grade_live_observations(Observations(assessment_type="full", live=live)):
        if grade.grade == "not_tested":
            assert grade.reasons, grade
        else:
            assert isinstance(grade.evidence, dict) and any(
                value not in (None, [], {}, 0) for value in grade.evidence.values()
            ), grade


def test_assess_on_a_database_that_is_not_set_up_says_so(tmp_path):
    from tests.conftest import run_manage

    empty = f"sqlite:///{tmp_path / 'empty.sqlite3'}"
    result = run_manage("assess", "--stdio", "true", env_extra={"DATABASE_URL": empty})
    assert result.returncode == 3
    assert "the database is not set up" in result.stderr and "Traceback" not in result.stderr
