"""CI gating: ``assess --format sarif`` (valid SARIF 2.1.0, one result per reason that cost
points, located), ``--format junit`` and ``--fail-under`` (exit 5)."""

from __future__ import annotations

import json
from xml.etree import ElementTree

import jsonschema
import pytest

from assessments.ci_formats import below, parse_threshold
from certification.selectors import current_rubric
from tests.builders import assess
from tests.conftest import make_server
from tests.paths import TESTS
from tests.repos import abandoned_repo, clean_repo, leaky_repo

pytestmark = pytest.mark.django_db

# The SARIF 2.1.0 schema as its maintainers publish it (npm @microsoft/sarif-multitool-linux
# 5.7.0, MIT), kept with the tests so validation needs no network.
SARIF_SCHEMA = json.loads((TESTS / "schemas" / "sarif-2.1.0.json").read_text())


@pytest.fixture
def server():
    return make_server("Weather Tools", endpoint_url="")


def sarif_of(server, repo) -> dict:
    code, out, err = assess("--server", server.slug, "--tier", "static", "--repo", str(repo),
                            "--format", "sarif", "--no-save")  # fmt: skip
    assert code == 0, err
    document = json.loads(out)
    jsonschema.validate(document, SARIF_SCHEMA, cls=jsonschema.Draft202012Validator)
    return document


def test_sarif_has_a_located_result_per_reason_that_cost_points(server, tmp_path):
    repo, secrets = leaky_repo(tmp_path)
    run = sarif_of(server, repo)["runs"][0]
    by_rule = {}
    for result in run["results"]:
        by_rule.setdefault(result["ruleId"], []).append(result)
    assert "secret-in-repository" in by_rule
    secret = by_rule["secret-in-repository"][0]
    assert secret["level"] == "error" and secret["properties"]["dimension"] == 4
    assert secret["properties"]["pointsLost"] > 0
    places = {
        (where["artifactLocation"]["uri"], where["region"]["startLine"])
        for where in (loc["physicalLocation"] for loc in secret["locations"])
    }
    assert {path for path, _ in places} == {"deploy/id_rsa", "src/client.ts"}
    rules = {rule["id"]: rule for rule in run["tool"]["driver"]["rules"]}
    assert set(rules) == set(by_rule)
    assert rules["secret-in-repository"]["helpUri"].endswith("#reason-secret-in-repository")
    assert run["properties"]["score"] is not None
    for value in secrets.values():
        assert value not in json.dumps(run)  # where, never the secret


def test_a_clean_repository_gives_results_only_for_lost_points(server, tmp_path):
    run = sarif_of(server, clean_repo(tmp_path))["runs"][0]
    lost = {r["properties"]["dimension"] for r in run["results"]}
    assert 4 not in lost  # the secret scan passed: nothing to report there
    assert all(r["properties"]["pointsLost"] > 0 for r in run["results"])


def test_junit_has_a_case_per_dimension(server, tmp_path):
    repo = str(abandoned_repo(tmp_path))
    code, out, _ = assess("--server", server.slug, "--tier", "static", "--repo", repo,
                          "--format", "junit", "--no-save")  # fmt: skip
    assert code == 0
    root = ElementTree.fromstring(out)  # noqa: S314 (our own output)
    suite = root.find("testsuite[@name='dimensions']")
    cases = suite.findall("testcase")
    assert len(cases) == 8 and suite.get("tests") == "8"
    seven = next(c for c in cases if c.get("name").startswith("7. "))
    assert seven.find("failure").get("type") == "fail"
    assert "stale-repository" in seven.find("failure").get("message")
    assert int(root.get("failures")) >= 1 and int(root.get("skipped")) >= 1  # not in tier: 2, 3
    assert suite.find("properties/property[@name='score']").get("value")


@pytest.mark.parametrize(
    ("threshold", "code"),
    [("10", 0), ("99.5", 5), ("not_recommended", 0), ("Production Ready", 5)],
)
def test_fail_under_exits_5_below_the_threshold(server, tmp_path, threshold, code):
    repo = str(clean_repo(tmp_path))
    got, out, err = assess("--server", server.slug, "--tier", "documentation", "--repo", repo,
                           "--fail-under", threshold, "--no-save")  # fmt: skip
    assert got == code, err
    assert out  # the report is printed either way
    if code == 5:
        assert "below --fail-under" in err


@pytest.mark.parametrize("bad", ["excellent", "101", "-1", "nan", ""])
def test_a_bad_threshold_is_refused_before_anything_runs(server, bad):
    code, _, message = assess("--server", server.slug, "--tier", "static", "--fail-under", bad)
    assert code == 2 and "--fail-under takes a tier" in message


def test_no_score_is_below_every_threshold():
    rubric = current_rubric().data
    report = {"score": None, "tier": None}
    assert below(report, parse_threshold("0", rubric), rubric)
    assert below(report, parse_threshold("not-recommended", rubric), rubric)
    assert not below({"score": 70.0, "tier": "suitable"}, parse_threshold("70", rubric), rubric)


def test_every_rule_help_link_has_its_anchor_on_the_methodology_page(client, server, tmp_path):
    repo, _ = leaky_repo(tmp_path)
    rules = sarif_of(server, repo)["runs"][0]["tool"]["driver"]["rules"]
    version = current_rubric().version
    page = client.get(f"/methodology/{version}/").content.decode()
    for rule in rules:
        path, anchor = rule["helpUri"].split("#")
        assert path.endswith(f"/methodology/{version}/")
        assert f'id="{anchor}"' in page


def test_every_sarif_result_has_a_file_as_code_scanning_requires(server, tmp_path):
    repo, _ = leaky_repo(tmp_path)
    for result in sarif_of(server, repo)["runs"][0]["results"]:
        files = [loc["physicalLocation"]["artifactLocation"]["uri"]
                 for loc in result["locations"] if "physicalLocation" in loc]  # fmt: skip
        assert files, result


def test_a_failed_assessment_does_not_read_as_clean(server, tmp_path):
    args = ["--server", server.slug, "--tier", "static", "--repo", str(tmp_path / "missing"),
            "--no-save"]  # fmt: skip
    code, out, _ = assess(*args, "--format", "sarif")
    assert code == 4
    run = json.loads(out)["runs"][0]
    jsonschema.validate(json.loads(out), SARIF_SCHEMA, cls=jsonschema.Draft202012Validator)
    invocation = run["invocations"][0]
    assert invocation["executionSuccessful"] is False
    assert "sources-unreachable" in invocation["toolExecutionNotifications"][0]["message"]["text"]
    code, out, _ = assess(*args, "--format", "junit")
    root = ElementTree.fromstring(out)  # noqa: S314 (our own output)
    assert code == 4 and root.get("errors") == "1"
    assert root.find(".//testcase/error").get("type") == "sources-unreachable"


def test_sarif_paths_of_a_monorepo_folder_are_relative_to_the_repository_root(server, tmp_path):
    from tests.repos import DAY, fake_github_token, make_repo, now

    files = {
        "README.md": "# Tools\n",
        "servers/weather/README.md": "# Weather\n",
        "servers/weather/src/client.ts": f'const auth = "{fake_github_token()}";\n',
    }
    repo = make_repo(tmp_path / "mono", [(files, now() - 2 * DAY)])
    args = ["--server", server.slug, "--tier", "static", "--repo", str(repo),
            "--subdir", "servers/weather", "--format", "sarif", "--no-save"]  # fmt: skip
    code, out, err = assess(*args)
    assert code == 0, err
    document = json.loads(out)
    jsonschema.validate(document, SARIF_SCHEMA, cls=jsonschema.Draft202012Validator)
    uris = {
        location["physicalLocation"]["artifactLocation"]["uri"]
        for result in document["runs"][0]["results"]
        for location in result["locations"]
        if "physicalLocation" in location
    }
    assert "servers/weather/src/client.ts" in uris
    assert all(uri.startswith("servers/weather/") for uri in uris if "://" not in uri), uris
