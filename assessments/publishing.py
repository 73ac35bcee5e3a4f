"""Publishing an assessment: its results, kept catalog, score, certification and
changelog entry, written once by ``_publish`` for a new assessment and for a dispute's
revision alike (``assessment_publish``, ``assessment_revise``)."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from django.db import transaction
from django.utils import timezone

from assessments.integrity import KeptTool
from assessments.models import (
    Assessment,
    Certification,
    DimensionResult,
    ToolDefinition,
)
from assessments.runner import RunOutcome, package_report
from assessments.scoring import ScoreResult, score_grades
from certification import mail
from certification.changelog import changelog_append
from certification.invalidation import corpus_changed, public_record_changed
from certification.models import ChangelogEntry, User
from certification.search import tool_words
from certification.transitions import transition

log = logging.getLogger(__name__)

log = logging.getLogger(__name__)


@transaction.atomic
def assessment_publish(
    *, assessment: Assessment, outcome: RunOutcome, start: int | None = None
) -> Assessment:
    """Store the grades and score, publish for good, and make it the server's certification.
    ``start``: the run that measured it; a run that is no longer the assessment's publishes
    nothing."""
    locked = Assessment.objects.select_for_update().get(pk=assessment.pk)
    if locked.state != Assessment.State.RUNNING or start not in (None, locked.starts):
        return locked
    catalog = outcome.catalog
    read = package_report(outcome.observations.package, tested_live=locked.live_via == "package")
    published = _publish(
        locked,
        grades=outcome.grades,
        tools=catalog.tools if catalog is not None else (),
        score=outcome.score,
        changes={
            "package": {**(locked.package or {}), **read} if read else locked.package,
            "catalog_sha256": catalog.sha256 if catalog else "",
            "catalog_source": catalog.source[:100] if catalog else "",
            "progress": "",
            "live": outcome.live,
        },
        entry=_published_entry,
    )
    mail.queue("assessments.emails.send_assessment_finished", assessment_id=published.pk)
    return published


@transaction.atomic
def assessment_publish_recorded(
    *, assessment: Assessment, report: dict[str, Any], definitions: dict[str, dict], reason: str
) -> Assessment:
    """Publish a running assessment with the results a completed report of the same type
    and rubric version recorded (the shipped corpus, ``assessments.corpus``): its grades,
    catalog (each tool's definition found by its hash in ``definitions``), package and
    live record. The score and tier are computed again by ``assessments.scoring``;
    ``ValueError`` when they differ from the report's, or the report is not of this
    assessment's type and rubric version, so nothing published disagrees with its record."""
    locked = Assessment.objects.select_for_update().get(pk=assessment.pk)
    rubric = locked.rubric_version
    if (report.get("state"), report.get("assessment_type"), report.get("rubric_version")) != (
        "completed", locked.assessment_type, rubric.version,
    ):  # fmt: skip
        raise ValueError("the report is not a completed assessment of this type and rubric")
    grades = [
        RevisedGrade(d["number"], d["key"], d["grade"], d.get("reasons") or [],
                     d.get("evidence") or {})
        for d in report["dimensions"]
    ]  # fmt: skip
    score = score_grades(
        {grade.number: grade.grade for grade in grades},
        rubric=rubric.data,
        assessment_type=locked.assessment_type,
    )
    recorded = report.get("score")
    if (score.score is None) != (recorded is None) or (
        recorded is not None and float(score.score) != float(recorded)
    ):
        raise ValueError(f"the grades score {score.score} here, the report says {recorded}")
    catalog = report.get("catalog") or {}
    tools = [
        KeptTool(tool["name"], tool["sha256"], definitions.get(tool["sha256"]) or {})
        for tool in catalog.get("tools") or []
    ]
    live = report.get("live")
    return _publish(
        locked,
        grades=grades,
        tools=tools,
        score=score,
        changes={
            "package": report.get("package") or locked.package,
            "catalog_sha256": catalog.get("sha256") or "",
            "catalog_source": (catalog.get("source") or "")[:100],
            "progress": "",
            "live": live,
            "calls_made": (live or {}).get("calls_made") or 0,
        },
        entry=_published_entry,
        reason=reason[:500],
    )


class Graded(Protocol):
    """One dimension's result as published: a grader's ``DimensionGrade``, or a stored
    ``DimensionResult`` carried into a revision."""

    number: int
    key: str
    grade: str
    reasons: list
    evidence: dict


@dataclass(frozen=True)
class RevisedGrade:
    """A dimension of a revision: its grade, with why it is what it is."""

    number: int
    key: str
    grade: str
    reasons: list
    evidence: dict


@transaction.atomic
def assessment_revise(
    *,
    assessment: Assessment,
    grades: list[RevisedGrade],
    by: User,
    dispute_id: int,
    now: datetime.datetime,
) -> Assessment:
    """Publish a revision of ``assessment`` after dispute ``dispute_id``: a new assessment
    (same server, type, rubric version, targets and catalog) with ``grades``, its score and
    tier recomputed by ``assessments.scoring``, superseding it. It becomes the
    certification unless a newer assessment already is (its transition and the changelog
    entry then name that one as staying). ``assessment`` itself is never edited."""
    old = assessment
    later = _later_certification(old)
    stays = f"; assessment #{later} is newer and stays the certification" if later else ""
    revision = Assessment.objects.create(
        server=old.server, assessment_type=old.assessment_type, state=Assessment.State.RUNNING,
        rubric_version=old.rubric_version, requested_by=by, requested_at=now, started_at=now,
        endpoint_url=old.endpoint_url, repository_url=old.repository_url,
        documentation_url=old.documentation_url, repository_subdir=old.repository_subdir,
        supersedes=old, live=old.live, calls_made=0, catalog_sha256=old.catalog_sha256,
        catalog_source=old.catalog_source,
    )  # fmt: skip
    score = score_grades(
        {grade.number: grade.grade for grade in grades},
        rubric=old.rubric_version.data,
        assessment_type=old.assessment_type,
    )

    def superseded(published: Assessment) -> dict[str, Any]:
        return {
            "kind": ChangelogEntry.Kind.ASSESSMENT_SUPERSEDED,
            "title": f"{old.server.name}: assessment #{old.pk} superseded by #{published.pk} "
            f"after dispute #{dispute_id}, {old.score} → {published.score}{stays}",
            "data": {
                "assessment": old.pk, "revision": published.pk, "dispute": dispute_id,
                "score_before": str(old.score) if old.score is not None else None,
                "score": str(published.score) if published.score is not None else None,
                "tier": published.tier or None,
                "certification": later or published.pk,
            },
        }  # fmt: skip

    return _publish(
        revision,
        grades=grades,
        tools=old.tool_definitions.all(),  # the catalog it read
        score=score,
        changes={},
        entry=superseded,
        recorded_from="",  # published as it is made: one transition, from nothing
        by=by,
        at=now,
        reason=f"revision of #{old.pk} after dispute #{dispute_id}{stays}",
        certify=later is None,
    )


def _publish(
    assessment: Assessment,
    *,
    grades: Iterable[Graded],
    tools: Iterable,
    score: ScoreResult,
    changes: dict[str, Any],
    entry: Callable[[Assessment], dict[str, Any]],
    recorded_from: str | None = None,
    by: User | None = None,
    at: datetime.datetime | None = None,
    reason: str = "",
    certify: bool = True,
) -> Assessment:
    """Publish ``assessment`` for good: its results and catalog, its score and tier, the
    transition to completed, the server's certification (when ``certify``), the changelog
    entry ``entry`` describes, and the kept pages and badge forgotten. Called inside the
    transaction that holds the assessment (its lock, or its creation)."""
    _write_results(assessment, grades)
    tool_definitions_write(assessment, tools)
    now = at or timezone.now()
    transition(
        assessment, to=Assessment.State.COMPLETED, recorded_from=recorded_from, by=by,
        reason=reason, at=at, changes={
            **changes, "finished_at": now, "raw_score": score.raw_score, "score": score.score,
            "ceiling": score.ceiling, "tier": score.tier or "",
        },
    )  # fmt: skip
    assessment.refresh_from_db()
    if certify:
        Certification.objects.update_or_create(
            server=assessment.server,
            defaults={"since": now, **Certification.fields_from(assessment)},
        )
        listing_certified(assessment)
        public_record_changed(server_ids=[assessment.server_id])  # what its badge says
        if assessment.server.corpus:  # every card is placed among the corpus
            corpus_changed()
    changelog_append(server=assessment.server, **entry(assessment))
    return assessment


def listing_certified(assessment: Assessment) -> None:
    """Copy onto the listing what its lists sort by and what the search reads of the
    catalog, from the assessment that now certifies it."""
    server = assessment.server
    copied = {
        **sort_keys(assessment),
        **tool_words((tool.name, tool.definition) for tool in assessment.tool_definitions.all()),
    }
    for name, value in copied.items():
        setattr(server, name, value)
    server.save(update_fields=list(copied))  # with its search text (Server.save)


def sort_keys(assessment: Assessment) -> dict[str, Any]:
    """What the directory sorts its listings by, from the assessment that certifies one."""
    return {"sort_score": assessment.score, "sort_assessed_at": assessment.finished_at}


def _published_entry(assessment: Assessment) -> dict[str, Any]:
    return {
        "kind": ChangelogEntry.Kind.ASSESSMENT_PUBLISHED,
        "title": _published_title(assessment),
        "data": {
            "assessment": assessment.pk,
            "type": assessment.assessment_type,
            "rubric_version": assessment.rubric_version.version,
            "score": str(assessment.score) if assessment.score is not None else None,
            "tier": assessment.tier or None,
        },
    }


def _later_certification(old: Assessment) -> int | None:
    """The assessment that certifies ``old``'s server when it is newer than ``old`` (a
    later assessment published while the dispute was open), else None: a revision
    replaces only the certification of the assessment it revises, never a later one.

    Locks the certification row until the transaction ends, so an assessment published
    meanwhile either lands before this check or after the revision is certified."""
    certification = (
        Certification.objects.select_for_update(of=("self",))
        .select_related("assessment")
        .filter(server=old.server)
        .first()
    )
    if certification is None or certification.assessment_id == old.pk:
        return None
    current = certification.assessment
    newer = (current.finished_at or current.requested_at, current.pk) > (
        old.finished_at or old.requested_at,
        old.pk,
    )
    return current.pk if newer else None


def _published_title(assessment: Assessment) -> str:
    kind = assessment.get_assessment_type_display().lower()
    if assessment.score is None:
        return f"{assessment.server.name}: {kind} assessment published (insufficient data)"
    tier = assessment.tier_info["name"] if assessment.tier_info else assessment.tier
    return f"{assessment.server.name}: {kind} assessment published, {assessment.score} ({tier})"


def tool_definitions_write(assessment: Assessment, tools) -> None:
    """Keep the catalog's tools as read (``KeptTool``s, or rows of another assessment)."""
    ToolDefinition.objects.bulk_create(
        ToolDefinition(
            assessment=assessment,
            position=position,
            name=tool.name[:500],
            sha256=tool.sha256,
            definition=tool.definition,
        )
        for position, tool in enumerate(tools)
    )


def _write_results(assessment: Assessment, grades: Iterable[Graded]) -> None:
    DimensionResult.objects.bulk_create(
        DimensionResult(
            assessment=assessment,
            number=grade.number,
            key=grade.key,
            grade=grade.grade,
            reasons=grade.reasons,
            evidence=grade.evidence,
        )
        for grade in grades
    )
