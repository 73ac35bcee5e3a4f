"""``manage.py assess`` for the documentation and static types: output, storage, exit codes."""

from __future__ import annotations

import json

import jsonschema
import pytest
from django.core.management import CommandError, call_command

from assessments import services
from assessments.models import Assessment
from assessments.report import load_schema
from tests.builders import assess
from tests.conftest import make_server
from tests.repos import abandoned_repo, clean_repo

pytestmark = pytest.mark.django_db


@pytest.fixture
def server():
    return make_server("Weather Tools", endpoint_url="")


def test_it_assesses_a_local_repository_and_prints_the_schema_valid_report(server, tmp_path):
    repo = clean_repo(tmp_path)
    code, out, _ = assess("--server", server.slug, "--tier", "static", "--repo", str(repo),
                          "--format", "json")  # fmt: skip
    assert code == 0
    report = json.loads(out)
    jsonschema.validate(report, load_schema())
    assert report["assessment_type"] == "static" and report["ceiling"] == 80
    stored = Assessment.objects.get(pk=report["id"])
    assert stored.state == "completed" and stored.repository_url == str(repo)


def test_no_save_prints_without_storing(server, tmp_path):
    code, out, _ = assess("--server", server.slug, "--tier", "documentation",
                          "--repo", str(abandoned_repo(tmp_path)), "--no-save")  # fmt: skip
    assert code == 0
    assert "reliability_signal ×1.0 fail" in out and "reason=stale-repository" in out
    assert not Assessment.objects.exists()


def test_markdown_output_has_the_table_and_the_remediation(server, tmp_path):
    code, out, _ = assess("--server", server.slug, "--tier", "static",
                          "--repo", str(abandoned_repo(tmp_path)), "--format", "markdown",
                          "--no-save")  # fmt: skip
    assert code == 0
    assert "| 7 | Reliability Signal | ×1.0 | Fail |" in out and "## Remediation" in out


def test_unreachable_sources_exit_4_and_record_a_failed_assessment(server, tmp_path):
    code, out, _ = assess("--server", server.slug, "--tier", "static",
                          "--repo", str(tmp_path / "missing"), "--format", "json")  # fmt: skip
    assert code == 4
    report = json.loads(out)
    assert report["state"] == "failed" and report["failure"]["label"] == "sources-unreachable"
    assert Assessment.objects.get().state == "failed"


@pytest.mark.parametrize(
    "args",
    [
        ["--server", "no-such-server", "--tier", "static"],
        ["--endpoint", "ftp://example.com/mcp", "--tier", "static"],
    ],
)
def test_bad_arguments_exit_2(args):
    code, _, message = assess(*args)
    assert code == 2 and message


def test_a_missing_target_is_a_usage_error():
    with pytest.raises(CommandError, match="one of the arguments"):
        call_command("assess", "--tier", "static")


def test_a_running_assessment_of_the_server_refuses_another_with_exit_3(server, tmp_path):
    server.repository_url = "https://example.com/acme/weather"
    server.save()
    services.assessment_request(server=server, requested_by=None, assessment_type="static",
                                enqueue=False)  # fmt: skip
    code, _, message = assess("--server", server.slug, "--tier", "static")
    assert code == 3 and "already queued or running" in message


def test_an_endpoint_is_listed_when_new(tmp_path):
    code, _, _ = assess("--endpoint", "https://mcp.weather.example/mcp", "--tier", "static",
                        "--repo", str(clean_repo(tmp_path)))  # fmt: skip
    assert code == 0
    assessment = Assessment.objects.get()
    assert assessment.server.endpoint_url == "https://mcp.weather.example/mcp"


def test_a_failure_states_each_error_once():
    from types import SimpleNamespace

    from assessments.runner import _unreachable_detail

    dns = "raw.githubusercontent.com did not resolve ([Errno -2] Name or service not known)"
    observations = SimpleNamespace(
        repository=SimpleNamespace(detail="github.com did not resolve ([Errno -2] x)"),
        docs=SimpleNamespace(
            detail=f"readme-unreachable: {dns}; "
            + "; ".join([f"repository-file-unreachable: {dns}"] * 3)
        ),
    )
    detail = _unreachable_detail(observations)
    assert detail == f"github.com did not resolve ([Errno -2] x); {dns}"


def test_package_arguments_that_start_with_a_dash_are_the_options_value():
    from tests.conftest import run_manage

    done = run_manage("assess", "--package-arguments", "--read-write", "--endpoint",
                      "https://x.example.com/mcp", "--no-save")  # fmt: skip
    # Read as the value (then refused for a non-package server), not as an unknown option.
    assert done.returncode == 2, done.stderr
    assert "--package-arguments is for a --package server" in done.stderr
    assert "expected one argument" not in done.stderr
