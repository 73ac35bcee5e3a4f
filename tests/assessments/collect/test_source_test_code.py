"""Test, mock, fixture and example code is not the server: a tool defined only there is
kept as evidence (``test_only_tools``), never graded as part of the server's catalog."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assessments.collect.source_tools import (
    ToolCollector,
    is_test_code,
    tools_in_file,
    tools_in_test_code,
)
from assessments.graders.catalog import grade_tool_descriptions
from assessments.observations import Catalog
from tests.paths import TESTS

FIXTURES = TESTS / "fixtures" / "sources"
SERVER_TOOL = '@mcp.tool()\ndef ping() -> str:\n    """Answer pong."""\n'


@pytest.fixture
def kv_server(tmp_path) -> Path:
    """A copy of the fixture outside this project's git repository (read in place)."""
    return Path(shutil.copytree(FIXTURES / "test_code", tmp_path / "kv"))


@pytest.mark.parametrize(
    "path",
    [
        "tests/server.py",
        "test/server.py",
        "src/__tests__/server.ts",
        "spec/server.ts",
        "mocks/server.ts",
        "src/__mocks__/server.ts",
        "fixtures/server.py",
        "examples/server.py",
        "e2e/server.ts",
        "internal/testutil/server.go",
        "src/test_server.py",
        "src/server_test.py",
        "conftest.py",
        "src/server.test.ts",
        "src/server.spec.ts",
        "pkg/server_test.go",
        "src/mock_server.py",
        "src/server.mock.ts",
        "packages/remote/src/testHelpers/remote.ts",
        "src/test-helpers/remote.ts",
        "src/testing/server.py",
        "src/mockRemote.ts",
        "src/mocks.ts",
        "src/MockServer.java",
    ],
)
def test_it_knows_test_code_by_path_and_convention(path):
    assert is_test_code(path)
    assert tools_in_file(path, SERVER_TOOL if path.endswith(".py") else "") == []


@pytest.mark.parametrize(
    "path",
    [
        "src/server.py",
        "src/latest.py",
        "src/contest/entry.py",
        "src/mockingbird.py",
        "pkg/tools/get_sentinel_mock.py",  # a real tool named after the mocks it serves
    ],
)
def test_the_servers_own_code_is_not_test_code(path):
    assert not is_test_code(path)
    if path.endswith(".py"):
        assert [t.name for t in tools_in_file(path, SERVER_TOOL)] == ["ping"]
        assert tools_in_test_code(path, SERVER_TOOL) == []


def test_a_tool_of_a_test_file_is_read_apart():
    [tool] = tools_in_test_code("tests/test_server.py", SERVER_TOOL)
    assert (tool.name, tool.source) == ("ping", "tests/test_server.py:1")


def test_rust_cfg_test_modules_are_test_code():
    text = (FIXTURES / "rust_tests" / "src" / "lib.rs").read_text()
    assert [t.name for t in tools_in_file("src/lib.rs", text)] == ["add"]
    assert [t.name for t in tools_in_test_code("src/lib.rs", text)] == ["probe"]


def test_the_collector_keeps_only_tools_found_nowhere_but_in_test_code():
    collector = ToolCollector()
    collector.add_file("tests/test_server.py", SERVER_TOOL.replace("ping", "probe"))
    collector.add_file("tests/test_ping.py", SERVER_TOOL)
    collector.add_file("src/server.py", SERVER_TOOL)
    assert list(collector.tools) == ["ping"]
    assert [t.name for t in collector.test_only] == ["probe"]


def test_the_scan_reports_test_only_tools_and_grades_only_the_servers(kv_server, tmp_path):
    from assessments.collect.repository import collect_repository

    workdir = tmp_path / "work"
    workdir.mkdir()
    observation, _ = collect_repository(str(kv_server), workdir=workdir, metadata_only=False)
    assert [t.name for t in observation.source_tools] == ["get_value"]
    found = {t.name: t.source for t in observation.test_only_tools}
    assert found == {
        "wipe_everything": "tests/test_server.py:8",
        "seed_keys": "src/kv_server/conftest.py:6",
        "example_echo": "examples/client.ts:1",
        "mock_fetch": "mocks/server.ts:1",
        "spec_only": "src/kv_server/server.spec.ts:1",
        "go_probe": "src/kv_server/store_test.go:3",
        "e2e_reset": "e2e/run.ts:1",
    }
    # The test's stand-in for get_value is the server's tool, not a test-only one, and
    # the real definition (not the stand-in's description) is the one graded.
    assert observation.source_tools[0].description == "Read the value stored under a key."
    graded = grade_tool_descriptions(Catalog(observation.source_tools, "source code"))
    assert [t["name"] for t in graded.evidence["tool_list"]] == ["get_value"]


def test_the_report_names_test_only_tools_and_treats_secrets_in_mocks_as_fixtures(
    kv_server, tmp_path
):
    from assessments.collect.repository import collect_repository
    from assessments.collect.secrets import find_secrets
    from assessments.graders import grade_observations
    from assessments.observations import Observations

    workdir = tmp_path / "work"
    workdir.mkdir()
    observation, _ = collect_repository(str(kv_server), workdir=workdir, metadata_only=False)
    grades = grade_observations(Observations(assessment_type="static", repository=observation))
    evidence = grades[0].evidence
    assert evidence["tools_only_in_test_code"] == sorted(
        t.name for t in observation.test_only_tools
    )
    assert "wipe_everything" not in [t["name"] for t in evidence.get("tool_list", [])]
    key = "AKIA" + "QWERTYUIOPASDFGH"  # an AWS-shaped key, split so no scan matches this file
    for path in ("mocks/aws.ts", "src/e2e/fixtures.ts"):
        (finding,) = find_secrets(path, f'const key = "{key}";\n')
        assert finding.in_test_fixture, path
    (finding,) = find_secrets("src/aws.ts", f'const key = "{key}";\n')
    assert not finding.in_test_fixture


def test_test_helpers_and_mock_files_of_a_monorepo_are_not_the_server():
    from assessments.collect.repository import scan

    found = scan(FIXTURES / "tool_classes_ts")
    assert "fake-remote-tool" not in [t.name for t in found.tools]
    assert {t.name: t.source for t in found.test_only_tools} == {
        "fake-remote-tool": "packages/remote/src/testHelpers/fakeRemote.ts:3",
        "mock-upstream-tool": "packages/remote/src/mockUpstream.ts:3",
    }


def test_a_tool_named_after_mocks_is_the_servers_when_its_path_is():
    from assessments.collect.repository import scan

    found = scan(FIXTURES / "named_after_mocks")
    assert [(t.name, t.source) for t in found.tools] == [
        ("get_policy_mock", "pkg/tools/get_policy_mock.go:4")
    ]
    assert [t.name for t in found.test_only_tools] == ["fake_policy_client"]
