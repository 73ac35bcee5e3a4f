"""Dimensions 4 (security posture, static part) and 7 (reliability signal), from a repository.

Both graders are pure: they read a ``RepositoryObservation`` and never the
repository itself. Evidence holds paths, line numbers, kinds, counts and
dates; never a secret or the line it is on.
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from assessments.graders.base import DimensionGrade, not_tested
from assessments.graders.docs import grade_reliability_from_docs
from assessments.graders.registry import grader
from assessments.graders.rubric import number_of
from assessments.observations import (
    DocsObservation,
    Observations,
    RepositoryObservation,
    SecretFinding,
    Unavailable,
)
from assessments.reasons import reason

if TYPE_CHECKING:
    from assessments.graders.sources import Sources

SECURITY = number_of("security_posture")
RELIABILITY = number_of("reliability_signal")

MAX_EVIDENCE_FINDINGS = 50
# A key that encrypts or signs, hard-coded as the fallback for a missing setting.
DEFAULT_KEY = "default-encryption-key"
RECENT = datetime.timedelta(days=90)
STALE = datetime.timedelta(days=180)


def _finding(finding: SecretFinding) -> dict[str, Any]:
    return {
        "path": finding.path,
        "line": finding.line,
        "kind": finding.kind,
        "in_test_fixture": finding.in_test_fixture,
    }


def grade_security_static(repo: RepositoryObservation) -> DimensionGrade:
    """Dimension 4 from the repository's files.

    Fail: a secret or credentials in a URL outside test fixtures (tests/,
    fixtures/, examples/, test-named files, …). Partial: findings only in test
    fixtures; a hard-coded default encryption key used when its setting is missing
    (``default-encryption-key``, a gap rather than a leak); or no findings but the
    scan stopped at its limits (a partial scan cannot show that there are none).
    Pass: the whole repository was scanned and nothing was found. Placeholders
    (documentation examples, ``user:password@``, sequential bytes, test tokens in
    test files) are listed in the evidence and cost nothing.
    """
    placeholders = [f for f in repo.secrets if f.placeholder]
    real = [f for f in repo.secrets if not f.placeholder]
    shipped = [f for f in real if not f.in_test_fixture]
    # A default key in test code configures the tests, not a deployment.
    fixtures = [f for f in real if f.in_test_fixture and f.kind != DEFAULT_KEY]
    evidence = {
        "files_scanned": repo.files_scanned,
        "scan_truncated": repo.scan_truncated,
        "findings": len(real),
        "findings_in_test_fixtures": len(fixtures),
        # The findings that decide the grade first.
        "locations": [_finding(f) for f in [*shipped, *fixtures][:MAX_EVIDENCE_FINDINGS]],
    }
    if repo.server_entry_point is not None:
        evidence["server_entry_point"] = repo.server_entry_point
    if placeholders:  # reported, at no cost: an obvious placeholder is not a secret
        evidence["placeholders"] = [_finding(f) for f in placeholders[:MAX_EVIDENCE_FINDINGS]]
    reasons = []
    defaults = [f for f in shipped if f.kind == DEFAULT_KEY]
    shipped = [f for f in shipped if f.kind != DEFAULT_KEY]
    secrets = [f for f in shipped if f.kind != "credentials-in-url"]
    urls = [f for f in shipped if f.kind == "credentials-in-url"]
    if secrets:
        reasons.append(reason("secret-in-repository", count=len(secrets)))
    if urls:
        reasons.append(reason("credentials-in-url", count=len(urls)))
    if defaults:
        reasons.append(reason(DEFAULT_KEY, count=len(defaults)))
    if fixtures:
        reasons.append(reason("secret-in-test-fixture", count=len(fixtures)))
    if repo.scan_truncated:
        reasons.append(reason("scan-truncated"))
    if shipped:
        grade = "fail"
    elif defaults or fixtures or repo.scan_truncated:
        grade = "partial"
    else:
        grade = "pass"
    return DimensionGrade(SECURITY, grade, reasons, evidence)


def _utc(moment: datetime.datetime) -> datetime.datetime:
    if moment.tzinfo is None:
        return moment.replace(tzinfo=datetime.UTC)
    return moment.astimezone(datetime.UTC)


def grade_reliability(
    repo: RepositoryObservation,
    *,
    now: datetime.datetime | None,
    docs: DocsObservation | None = None,
) -> DimensionGrade:
    """Dimension 7 from the last commit date, changelog files and release tags.

    Pass: the last commit at most 90 days before ``now`` and a changelog (a
    changelog file or at least one release tag). Partial: the last commit at
    most 90 days ago but no changelog, or 90 days < age ≤ 180 days. Fail: the
    last commit more than 180 days (6 months) ago. Ages are exact: 90 days to the
    second is still recent. A commit dated in the future counts as made now. ``now``
    defaults to the current time; naive datetimes are taken as UTC.

    Without a commit date (a plain folder or a package's files: no history) the
    grade is the documents' and the folder's changelogs' own signal
    (``grade_reliability_from_docs``), as for a listing with no repository: absence
    is evidence, so a folder never grades better than supplying nothing, and an old
    dated changelog fails either way.
    """
    changelog_files = list(repo.changelog_files)
    evidence: dict[str, Any] = {
        "changelog_files": changelog_files,
        "release_tags": len(repo.release_tags),
        "commits_examined": repo.commit_count,
    }
    if repo.last_commit_at is None:
        graded = grade_reliability_from_docs(docs, now=now, changelogs=repo.changelogs)
        graded.evidence.update(evidence, source="folder without history")
        return graded
    now = _utc(now or datetime.datetime.now(datetime.UTC))
    last = _utc(repo.last_commit_at)
    age = max(now - last, datetime.timedelta(0))
    evidence.update(last_commit_at=last.isoformat(), days_since_last_commit=age.days)
    has_changelog = bool(changelog_files or repo.release_tags)
    reasons = []
    if age > STALE:
        reasons.append(reason("stale-repository"))
    elif age > RECENT:
        reasons.append(reason("infrequent-commits"))
    if not has_changelog:
        reasons.append(reason("no-changelog"))
    if age > STALE:
        grade = "fail"
    elif age > RECENT or not has_changelog:
        grade = "partial"
    else:
        grade = "pass"
    return DimensionGrade(RELIABILITY, grade, reasons, evidence)


def grade_reliability_from_releases(
    release_dates: tuple[str, ...] | list[str], *, now: datetime.datetime | None
) -> DimensionGrade | None:
    """Dimension 7 from a package's release history on its index, for a listing with no
    repository: the newest release stands for the last commit and a history of releases
    for a changelog (the rubric's "a changelog (a file or releases)"). Pass: released
    within 90 days, more than once. Partial: released within 180 days, or within 90 days
    only once. Fail: the newest release more than 6 months old. None without a date
    (an index that publishes none); dates after ``now`` are ignored."""
    now = _utc(now or datetime.datetime.now(datetime.UTC))
    dates = sorted(d for d in (_release_date(text) for text in release_dates) if d and d <= now)
    if not dates:
        return None
    age = now - dates[-1]
    evidence: dict[str, Any] = {
        "source": "package releases", "releases": len(dates),
        "newest_release_at": dates[-1].isoformat(), "days_since_newest_release": age.days,
    }  # fmt: skip
    if age > STALE:
        return DimensionGrade(RELIABILITY, "fail", [reason("stale-releases")], evidence)
    if age > RECENT:
        return DimensionGrade(RELIABILITY, "partial", [reason("infrequent-releases")], evidence)
    if len(dates) < 2:
        return DimensionGrade(RELIABILITY, "partial", [reason("single-release")], evidence)
    return DimensionGrade(RELIABILITY, "pass", [], evidence)


def _release_date(text: str) -> datetime.datetime | None:
    try:
        return _utc(datetime.datetime.fromisoformat(text.replace("Z", "+00:00")))
    except ValueError:
        return None


GRADE_ORDER = {"fail": 0, "partial": 1, "pass": 2}


# Registered graders


def _repository_grade(
    obs: Observations, number: int, grade: Callable[[RepositoryObservation], DimensionGrade]
) -> DimensionGrade:
    repo = obs.repository
    if repo is None:
        return not_tested(number, "no-repository")
    if isinstance(repo, Unavailable):
        return not_tested(number, repo.label, detail=repo.detail)
    return grade(repo)


@grader("security_posture", source="repository")
def security_from_sources(sources: Sources) -> DimensionGrade:
    """Dimension 4 from the source: the repository's scan, with the published package's
    files (what users install) scanned too when the listing names a package."""
    obs = sources.obs
    scan = obs.package.scan if obs.package is not None else None
    repo = obs.repository
    if scan is None:
        return _repository_grade(obs, SECURITY, grade_security_static)
    if isinstance(repo, RepositoryObservation):
        seen = {(f.path, f.line, f.kind) for f in repo.secrets}
        extra = tuple(f for f in scan.secrets if (f.path, f.line, f.kind) not in seen)
        scan = dataclasses.replace(
            repo,
            secrets=repo.secrets + extra,
            files_scanned=repo.files_scanned + scan.files_scanned,
        )
    return grade_security_static(scan)


@grader("reliability_signal", source="repository")
def reliability_from_sources(sources: Sources) -> DimensionGrade:
    """Dimension 7 from the repository; with no repository listed, from the documents' own
    maintenance signals (and the package's changelog files, read like a folder's), or
    their absence."""
    obs = sources.obs
    docs = sources.docs
    files = obs.package.scan if obs.package is not None else None
    # Only a listed documentation URL can be unreachable; with nothing listed (or a
    # package, whose files were read) there is nothing that failed to be read.
    listed_docs = bool((obs.listing or {}).get("documentation_url"))
    unreachable = isinstance(obs.docs, Unavailable) and listed_docs and files is None
    if obs.repository is None and not unreachable:
        changelogs = files.changelogs if files is not None else ()
        from_docs = grade_reliability_from_docs(docs, now=obs.now, changelogs=changelogs)
        releases = obs.package.release_dates if obs.package is not None else ()
        from_releases = grade_reliability_from_releases(releases, now=obs.now)
        # Either signal shows maintenance: the package's releases, or the documents'. At
        # the same grade the releases say it with a date (a stale release, not nothing).
        if from_releases and GRADE_ORDER[from_releases.grade] >= GRADE_ORDER[from_docs.grade]:
            return from_releases
        return from_docs
    return _repository_grade(
        obs, RELIABILITY, lambda repo: grade_reliability(repo, now=obs.now, docs=docs)
    )
