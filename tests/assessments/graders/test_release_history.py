"""Dimension 7 for a package listed without a repository: the index's release history is a
maintenance signal (the newest release for the last commit, releases for a changelog)."""

from __future__ import annotations

import datetime
import json
import os
import shutil

import pytest

from assessments.graders import grade_observations
from assessments.graders.repository import grade_reliability_from_releases
from assessments.observations import Observations, PackageObservation
from certification.packages.fetch import npm_release_dates

NOW = datetime.datetime(2026, 12, 4, 12, tzinfo=datetime.UTC)


def days_ago(*days: int) -> tuple[str, ...]:
    return tuple((NOW - datetime.timedelta(days=d)).isoformat() for d in sorted(days, reverse=True))


@pytest.mark.parametrize(
    ("dates", "grade", "label"),
    [
        (days_ago(400, 30), "pass", None),  # released lately, and more than once
        (days_ago(30), "partial", "single-release"),
        (days_ago(400, 120), "partial", "infrequent-releases"),
        (days_ago(400, 200), "fail", "stale-releases"),
    ],
)
def test_the_newest_release_and_the_history(dates, grade, label):
    graded = grade_reliability_from_releases(dates, now=NOW)
    assert graded.grade == grade
    assert [r["label"] for r in graded.reasons] == ([label] if label else [])
    assert graded.evidence["releases"] == len(dates)


def test_no_dates_or_only_future_ones_say_nothing():
    assert grade_reliability_from_releases((), now=NOW) is None
    future = (NOW + datetime.timedelta(days=3)).isoformat()
    assert grade_reliability_from_releases((future, "not a date"), now=NOW) is None


def test_it_counts_only_where_no_repository_is_listed_and_never_lowers_the_documents():
    package = PackageObservation(record={}, release_dates=days_ago(300, 20))
    static = Observations(assessment_type="static", package=package, now=NOW)
    [graded] = [g for g in grade_observations(static) if g.key == "reliability_signal"]
    assert graded.grade == "pass" and graded.evidence["source"] == "package releases"
    old = PackageObservation(record={}, release_dates=days_ago(900))
    stale = Observations(assessment_type="static", package=old, now=NOW)
    [graded] = [g for g in grade_observations(stale) if g.key == "reliability_signal"]
    # No better than the documents' own (no signal), and said with the release's date.
    assert graded.grade == "fail" and [r["label"] for r in graded.reasons] == ["stale-releases"]
    assert graded.evidence["days_since_newest_release"] == 900


def test_the_npm_document_gives_every_versions_time_not_created_or_modified():
    times = {"created": "2020-01-01T00:00:00Z", "modified": "2026-12-01T00:00:00Z",
             "1.0.0": "2025-01-02T00:00:00Z", "1.1.0": "2026-11-02T00:00:00Z"}  # fmt: skip
    manifest = {"time": times}
    assert npm_release_dates(manifest) == ("2025-01-02T00:00:00Z", "2026-11-02T00:00:00Z")
    assert npm_release_dates({}) == () and npm_release_dates({"time": "x"}) == ()


pytest_plugins = ["tests.packages"]


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(shutil.which("bwrap") is None, reason="bubblewrap is not installed")
def test_a_package_assessed_from_its_index_is_graded_on_its_releases(npm_registry):
    from tests.builders import assess

    recent = datetime.datetime.now(datetime.UTC) - datetime.timedelta(days=10)
    npm_registry.add("released-server", "1.0.0", published_at=recent.isoformat())
    code, out, err = assess("--package", "npm:released-server@1.0.0", "--tier", "static",
                            "--format", "json")  # fmt: skip
    assert code == 0, err
    [seventh] = [d for d in json.loads(out)["dimensions"] if d["key"] == "reliability_signal"]
    assert seventh["grade"] == "partial"  # one release, ten days ago
    assert [r["label"] for r in seventh["reasons"]] == ["single-release"]


def test_a_pypi_file_names_its_version():
    from certification.packages.sdist import file_version

    assert file_version("notes_server-1.2.0-py3-none-any.whl") == "1.2.0"
    assert file_version("notes-server-1.2.0.tar.gz") == "1.2.0"
    assert file_version("notes_server-1.2.0.zip") == "1.2.0"
    assert file_version("notes_server-1.2.0-py3.11.egg") == ""
    assert file_version("broken.whl") == "" and file_version("1.0.tar.gz") == ""


def test_a_json_index_gives_each_versions_first_upload_and_a_pep_503_page_none(
    pypi_server, pypi_index_pages
):
    from certification.packages import PackageRef
    from certification.packages.sdist import release_dates

    pypi_server.add("dated-server", "1.0.0", uploaded_at="2025-03-01T10:00:00.123456Z")
    pypi_server.add("dated-server", "1.1.0", uploaded_at="2026-11-20T08:30:00Z")
    ref = PackageRef("pypi", "Dated_Server", "1.1.0")  # the index's name is normalised
    assert release_dates(ref, dict(os.environ)) == (
        "2025-03-01T10:00:00.123456+00:00",
        "2026-11-20T08:30:00+00:00",
    )
    # A PEP 503 page (HTML, here a folder index) says nothing of dates.
    html_env = {**os.environ, "PIP_INDEX_URL": pypi_index_pages.url}
    assert release_dates(ref, html_env) == ()


def test_a_later_file_of_the_same_version_does_not_move_its_date(pypi_server):
    from certification.packages import PackageRef
    from certification.packages.sdist import release_dates

    pypi_server.add("dated-server", "1.0.0", uploaded_at="2025-03-01T10:00:00Z")
    files = pypi_server._files["dated-server"]
    files.append({**files[0], "filename": "dated-server-1.0.0.tar.gz",
                  "upload-time": "2026-06-01T00:00:00Z"})  # fmt: skip
    files.append({"filename": "dated-server-0.9.0.tar.gz", "upload-time": "not a date"})
    page = {"meta": {"api-version": "1.1"}, "name": "dated-server", "files": files}
    pypi_server.serve("/simple/dated-server/", json.dumps(page),
                      content_type="application/vnd.pypi.simple.v1+json")  # fmt: skip
    assert release_dates(PackageRef("pypi", "dated-server", "1.0.0"), dict(os.environ)) == (
        "2025-03-01T10:00:00+00:00",
    )


@pytest.fixture
def pypi_index_pages(tmp_path):
    from tests.packages import LocalPyPI

    index = LocalPyPI(tmp_path / "pages")
    index.add("dated-server", "1.1.0")
    return index


@pytest.mark.django_db(transaction=True)
@pytest.mark.skipif(shutil.which("bwrap") is None, reason="bubblewrap is not installed")
def test_a_pypi_package_assessed_from_its_index_is_graded_on_its_releases(pypi_server):
    from tests.builders import assess

    recent = datetime.datetime.now(datetime.UTC) - datetime.timedelta(days=12)
    pypi_server.add("released-server", "1.0.0", uploaded_at="2025-01-05T00:00:00Z")
    pypi_server.add("released-server", "1.1.0", uploaded_at=recent.isoformat())
    code, out, err = assess("--package", "pypi:released-server==1.1.0", "--tier", "static",
                            "--format", "json")  # fmt: skip
    assert code == 0, err
    [seventh] = [d for d in json.loads(out)["dimensions"] if d["key"] == "reliability_signal"]
    assert seventh["grade"] == "pass"  # released twelve days ago, and before
    assert seventh["evidence"]["releases"] == 2
