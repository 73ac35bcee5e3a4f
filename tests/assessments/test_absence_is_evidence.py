"""Leaving a source out of a listing never raises its score (docs/assessments.md)."""

from __future__ import annotations

import datetime

import pytest

from assessments.graders import grade_observations
from assessments.graders.docs import grade_reliability_from_docs
from assessments.observations import (
    Catalog,
    DocsObservation,
    Document,
    Observations,
    RepositoryObservation,
    Tool,
    Unavailable,
)
from assessments.scoring import score_grades
from certification.rubric import load_rubric_file, rubric_path

NOW = datetime.datetime(2026, 12, 1, tzinfo=datetime.UTC)
TOOL = Tool(
    "get_time",
    "Returns the current time in the given IANA time zone as an ISO 8601 string.",
    {"type": "object", "properties": {"tz": {"type": "string", "description": "zone"}}},
    {"type": "object"},
    {"readOnlyHint": True},
)
CATALOG = Catalog((TOOL,), "server.json")


def grades_of(**fields) -> dict[int, object]:
    observations = Observations(assessment_type="static", now=NOW, **fields)
    return {g.number: g for g in grade_observations(observations)}


def docs(*texts: tuple[str, str]) -> DocsObservation:
    return DocsObservation(tuple(Document(origin, text) for origin, text in texts))


def test_a_listing_without_any_documentation_source_fails_dimension_6():
    grades = grades_of(listing={"name": "x"}, declared_catalog=CATALOG)
    assert grades[6].grade == "fail"
    assert [r["label"] for r in grades[6].reasons] == ["no-documentation-listed"]
    assert grades[7].grade == "fail"
    assert [r["label"] for r in grades[7].reasons] == ["no-maintenance-signal"]


def test_a_listed_source_that_could_not_be_read_is_not_tested():
    unreachable = Unavailable("docs-unreachable", "timed out")
    grades = grades_of(listing={"documentation_url": "https://d.test"}, docs=unreachable)
    assert grades[6].grade == "not_tested" and grades[7].grade == "not_tested"


@pytest.mark.parametrize(
    ("texts", "grade", "label"),
    [
        ((("CHANGELOG.md", "# Changelog\n## 1.2.0 — 2026-11-20\n"),), "pass", None),
        (
            (("README.md", "# X\n## Release notes\n- 2026-07-01: 1.1\n"),),
            "partial",
            "infrequent-commits",
        ),
        ((("docs/changes.md", "## 1.0 (March 3, 2025)\n"),), "fail", "stale-repository"),
        ((("CHANGELOG.md", "## 1.0\n- first\n"),), "partial", "changelog-undated"),
        ((("README.md", "See https://status.example.org for uptime."),), "partial", "no-changelog"),
        ((("README.md", "# X\nNothing dated here.\n"),), "fail", "no-maintenance-signal"),
        ((("CHANGELOG.md", "## 9.0 — 2030-01-01\n"),), "partial", "changelog-undated"),
    ],
)
def test_maintenance_from_documentation_signals(texts, grade, label):
    graded = grade_reliability_from_docs(docs(*texts), now=NOW)
    assert graded.grade == grade
    assert [r["label"] for r in graded.reasons] == ([label] if label else [])


def test_leaving_sources_out_never_scores_higher_than_middling_docs():
    rubric, _ = load_rubric_file(rubric_path("1.0"))
    middling = docs(("README.md", "# Server\nRun it with `uvx server`.\n"))
    repo = RepositoryObservation(last_commit_at=NOW - datetime.timedelta(days=120))
    listed = grades_of(
        listing={"repository_url": "https://forge.test/a/b"},
        docs=middling,
        repository=repo,
        declared_catalog=CATALOG,
    )
    bare = grades_of(listing={"name": "x"}, declared_catalog=CATALOG)

    def score(grades):
        values = {n: g.grade for n, g in grades.items()}
        return score_grades(values, rubric=rubric, assessment_type="static").raw_score

    assert score(bare) < score(listed)


ORDER = {"fail": 0, "partial": 1, "pass": 2, "not_tested": 3}  # not_tested: left out, higher


def _folder(tmp_path, changelog: str):
    folder = tmp_path / "server"
    folder.mkdir()
    (folder / "README.md").write_text("# Server\nAn MCP server. Run it with `uvx server`.\n")
    (folder / "CHANGELOG.md").write_text(changelog)
    return folder


def _dimension_7(target, **collected):
    from assessments.collect import collect

    observations = collect(target, "static", now=NOW, **collected)
    return {g.number: g for g in grade_observations(observations)}[7]


def test_a_folder_or_a_package_with_an_old_dated_changelog_never_beats_nothing(tmp_path, settings):
    from assessments.collect import Target
    from assessments.collect.repository import read_directory
    from assessments.graders.live import grade_live_observations
    from assessments.observations import PackageObservation

    settings.ALLOW_PRIVATE_TARGETS = True
    folder = _folder(tmp_path, "# Changelog\n\n## 1.0.0 - 2024-01-15\n- First release.\n")
    # Nothing but the listing, graded as the runner grades it (no source read), static
    # and full (an endpoint alone).
    nothing = Observations(assessment_type="static", listing={"name": "x"}, now=NOW)
    bare = {g.number: g for g in grade_observations(nothing)}[7]
    full = Observations(assessment_type="full", listing={"name": "x"}, now=NOW)
    assert {g.number: g for g in grade_live_observations(full)}[7].grade == bare.grade
    with_folder = _dimension_7(Target(name="x", repository_url=str(folder)))
    package = PackageObservation(record={}, scan=read_directory(folder, metadata_only=False))
    with_package = _dimension_7(Target(name="x"), package=package, package_files=folder)
    assert bare.grade == "fail"
    for graded in (with_folder, with_package):
        assert ORDER[graded.grade] <= ORDER[bare.grade], graded
        assert [r["label"] for r in graded.reasons] == ["stale-repository"]
        assert graded.evidence["newest_date"] == "2024-01-15"
    # As it is without the folder: the same changelog as a listed document fails the same.
    listed = grade_reliability_from_docs(docs(("CHANGELOG.md", folder.joinpath("CHANGELOG.md")
                                                .read_text())), now=NOW)  # fmt: skip
    assert (listed.grade, listed.reasons) == (with_folder.grade, with_folder.reasons)


def test_a_folders_recent_dated_changelog_counts_as_a_listed_one_would(tmp_path, settings):
    from assessments.collect import Target

    settings.ALLOW_PRIVATE_TARGETS = True
    folder = _folder(tmp_path, "# Changelog\n\n## 1.2.0 — 2026-11-20\n- Faster.\n")
    graded = _dimension_7(Target(name="x", repository_url=str(folder)))
    assert graded.grade == "pass"
    assert graded.evidence["changelog_files"] == ["CHANGELOG.md"]
