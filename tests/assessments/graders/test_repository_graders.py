"""Dimensions 4 (static security) and 7 (reliability) graded from hand-built observations."""

from __future__ import annotations

import datetime

import pytest

from assessments.graders import grade_observations
from assessments.graders.repository import grade_reliability, grade_security_static
from assessments.observations import Observations, RepositoryObservation, SecretFinding

NOW = datetime.datetime(2026, 12, 2, 12, 0, tzinfo=datetime.UTC)


def labels(grade) -> list[str]:
    return [r["label"] for r in grade.reasons]


def repo(**fields) -> RepositoryObservation:
    fields.setdefault("files_scanned", 12)
    return RepositoryObservation(**fields)


KEY = SecretFinding("deploy/id_rsa", 1, "private-key")
URL = SecretFinding("config/mirror.yaml", 3, "credentials-in-url")
FIXTURE = SecretFinding("tests/fixtures/aws.txt", 2, "aws-access-key", in_test_fixture=True)


def test_security_passes_when_the_whole_repository_is_clean():
    grade = grade_security_static(repo())
    assert (grade.number, grade.grade, grade.reasons) == (4, "pass", [])
    assert grade.evidence == {
        "files_scanned": 12,
        "scan_truncated": False,
        "findings": 0,
        "findings_in_test_fixtures": 0,
        "locations": [],
    }


def test_security_fails_on_a_secret_outside_test_fixtures():
    grade = grade_security_static(repo(secrets=(FIXTURE, KEY)))
    assert grade.grade == "fail"
    assert labels(grade) == ["secret-in-repository", "secret-in-test-fixture"]
    # The findings that decide the grade come first.
    assert grade.evidence["locations"][0] == {
        "path": "deploy/id_rsa",
        "line": 1,
        "kind": "private-key",
        "in_test_fixture": False,
    }


def test_security_fails_on_credentials_in_a_url():
    grade = grade_security_static(repo(secrets=(URL,)))
    assert grade.grade == "fail"
    assert grade.reasons[0]["label"] == "credentials-in-url"
    assert grade.reasons[0]["count"] == 1


def test_security_is_partial_for_secrets_only_in_test_fixtures():
    grade = grade_security_static(repo(secrets=(FIXTURE,)))
    assert (grade.grade, labels(grade)) == ("partial", ["secret-in-test-fixture"])
    assert grade.evidence["findings_in_test_fixtures"] == 1


def test_security_is_partial_when_a_clean_scan_was_truncated():
    grade = grade_security_static(repo(scan_truncated=True))
    assert (grade.grade, labels(grade)) == ("partial", ["scan-truncated"])


def test_security_still_fails_when_a_truncated_scan_found_a_secret():
    grade = grade_security_static(repo(scan_truncated=True, secrets=(KEY,)))
    assert (grade.grade, labels(grade)) == ("fail", ["secret-in-repository", "scan-truncated"])


def test_security_evidence_is_capped():
    findings = tuple(SecretFinding(f"f{i}.py", i, "generic-assignment") for i in range(80))
    grade = grade_security_static(repo(secrets=findings))
    assert grade.evidence["findings"] == 80
    assert len(grade.evidence["locations"]) == 50


def committed(days_ago: float, **fields) -> RepositoryObservation:
    fields.setdefault("changelog_files", ("CHANGELOG.md",))
    return repo(last_commit_at=NOW - datetime.timedelta(days=days_ago), **fields)


@pytest.mark.parametrize(
    ("days", "grade", "reasons"),
    [
        (0, "pass", []),
        (89, "pass", []),
        (90, "pass", []),
        (90.001, "partial", ["infrequent-commits"]),
        (91, "partial", ["infrequent-commits"]),
        (179, "partial", ["infrequent-commits"]),
        (180, "partial", ["infrequent-commits"]),
        (180.001, "fail", ["stale-repository"]),
        (181, "fail", ["stale-repository"]),
        (365, "fail", ["stale-repository"]),
    ],
)
def test_reliability_boundaries_with_a_changelog(days, grade, reasons):
    result = grade_reliability(committed(days), now=NOW)
    assert (result.number, result.grade, labels(result)) == (7, grade, reasons)
    assert result.evidence["days_since_last_commit"] == int(days)


@pytest.mark.parametrize(
    ("days", "grade", "reasons"),
    [
        (89, "partial", ["no-changelog"]),
        (90, "partial", ["no-changelog"]),
        (91, "partial", ["infrequent-commits", "no-changelog"]),
        (180, "partial", ["infrequent-commits", "no-changelog"]),
        (181, "fail", ["stale-repository", "no-changelog"]),
    ],
)
def test_reliability_without_a_changelog(days, grade, reasons):
    result = grade_reliability(committed(days, changelog_files=()), now=NOW)
    assert (result.grade, labels(result)) == (grade, reasons)


def test_release_tags_count_as_a_changelog():
    result = grade_reliability(committed(10, changelog_files=(), release_tags=("v1.0",)), now=NOW)
    assert result.grade == "pass"
    assert result.evidence["release_tags"] == 1


def test_reliability_evidence():
    observation = committed(10, release_tags=("v1", "v2"), commit_count=42)
    assert grade_reliability(observation, now=NOW).evidence == {
        "changelog_files": ["CHANGELOG.md"],
        "release_tags": 2,
        "commits_examined": 42,
        "last_commit_at": "2026-11-22T12:00:00+00:00",
        "days_since_last_commit": 10,
    }


def test_without_a_commit_date_the_folders_changelogs_and_documents_grade_it():
    # A folder without history: absence is evidence, as with no repository at all.
    result = grade_reliability(repo(changelog_files=("CHANGELOG.md",)), now=NOW)
    assert (result.grade, labels(result)) == ("fail", ["no-maintenance-signal"])
    old = (("CHANGELOG.md", "## 1.0 - 2024-01-15\n"),)
    result = grade_reliability(repo(changelog_files=("CHANGELOG.md",), changelogs=old), now=NOW)
    assert (result.grade, labels(result)) == ("fail", ["stale-repository"])
    assert result.evidence["source"] == "folder without history"


def test_a_future_commit_counts_as_now_and_naive_times_as_utc():
    result = grade_reliability(committed(-3), now=NOW)
    assert (result.grade, result.evidence["days_since_last_commit"]) == ("pass", 0)
    naive = repo(last_commit_at=datetime.datetime(2026, 11, 1), changelog_files=("NEWS",))
    assert grade_reliability(naive, now=NOW.replace(tzinfo=None)).grade == "pass"


def test_the_dispatcher_grades_dimensions_4_and_7_from_the_repository():
    observations = Observations(
        assessment_type="static", repository=committed(5, secrets=(KEY,)), now=NOW
    )
    grades = {g.number: g for g in grade_observations(observations)}
    assert (grades[4].grade, grades[7].grade) == ("fail", "pass")
    documentation = Observations(
        assessment_type="documentation", repository=committed(5, secrets=(KEY,)), now=NOW
    )
    grades = {g.number: g for g in grade_observations(documentation)}
    assert (grades[4].grade, grades[7].grade) == ("not_tested", "pass")
