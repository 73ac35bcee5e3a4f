"""Disputes: filing (with evidence checked on arrival), evidence added to a dispute
filed without any (until its ``evidence_due_at``; the deadline swept by a periodic task),
triage, withdrawal, review and resolution. Every state change is written here, with its
transition row, and every e-mail about one is queued here.

A score changes only when a reviewer finds that the evidence changes what a
dimension's criteria require: an upheld dispute publishes a revision of the
disputed assessment (same type and rubric version, the changed grades, score
and tier recomputed by ``assessments.scoring``) that supersedes it; the
disputed assessment itself is never edited.
"""

from __future__ import annotations

import datetime
import logging
import re
from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.utils import timezone

from assessments.models import Assessment
from assessments.publishing import RevisedGrade, assessment_revise
from certification import mail
from certification.changelog import changelog_append
from certification.models import ChangelogEntry, User
from certification.transitions import TransitionRefused, record_created, transition
from disputes.models import Dispute, Evidence
from disputes.quotes import check_quote
from disputes.selectors import has_confirmed_email, may_review

log = logging.getLogger(__name__)

MAX_OPEN_PER_USER = 3
MAX_FILED_PER_DAY = 5
MAX_EVIDENCE_ITEMS = 10
MAX_STATEMENT = 5000
MAX_QUOTE = 2000
MAX_RESULT = 10_000
GRADES = ("pass", "partial", "fail")


class DisputeError(Exception):
    """A refusal, in words a filer or reviewer can act on; ``field`` names the input."""

    def __init__(self, message: str, *, field: str | None = None, code: str = "invalid") -> None:
        super().__init__(message)
        self.field = field
        self.code = code


class Superseded(DisputeError):
    """The assessment was revised: dispute the revision instead."""

    def __init__(self, revision: Assessment) -> None:
        super().__init__(
            f"Assessment #{revision.supersedes_id} was revised as assessment #{revision.pk}; "
            "dispute the revision instead.",
            code="superseded",
        )
        self.revision = revision


@dataclass
class EvidenceItem:
    """One item as filed, before it is stored."""

    kind: str
    url: str = ""
    quote: str = ""
    tool: str = ""
    arguments: Any = None
    ran_at: datetime.datetime | None = None
    result: str = ""
    attachment_name: str = ""
    attachment: str = ""
    check: dict[str, Any] = field(default_factory=dict)

    @property
    def specific(self) -> bool:
        """Evidence a reviewer can check: a quote with its URL, or a test result that says
        what was run and what it returned."""
        if self.kind == Evidence.Kind.QUOTE:
            return bool(self.url.strip() and self.quote.strip())
        return bool(self.tool.strip() and self.result.strip())


# Reads


def current_assessment(assessment: Assessment) -> Assessment:
    """``assessment`` when it may be disputed; ``Superseded`` when it was revised."""
    revision = Assessment.objects.filter(supersedes=assessment).first()
    if revision is not None:
        raise Superseded(revision)
    if not assessment.is_published:
        raise DisputeError("Only a published assessment can be disputed.", code="not-published")
    return assessment


# Filing


def _check_limits(user: User, assessment: Assessment) -> None:
    open_disputes = Dispute.objects.filter(filed_by=user, state__in=Dispute.OPEN_STATES)
    if open_disputes.filter(assessment=assessment).exists():
        raise DisputeError(
            "You already have an open dispute of this assessment: add evidence to it on its "
            "page while it waits for evidence, or withdraw it and file again.",
            code="duplicate",
        )
    if open_disputes.count() >= MAX_OPEN_PER_USER:
        raise DisputeError(
            f"You have {MAX_OPEN_PER_USER} open disputes; file another when one is resolved.",
            code="too-many-open",
        )
    day_ago = timezone.now() - datetime.timedelta(days=1)
    if Dispute.objects.filter(filed_by=user, filed_at__gte=day_ago).count() >= MAX_FILED_PER_DAY:
        raise DisputeError(
            f"You have filed {MAX_FILED_PER_DAY} disputes in the last 24 hours; try again "
            "tomorrow.",
            code="rate-limited",
        )


def validate_filing(
    *, user: User, assessment: Assessment, dimensions: list[int], statement: str,
    evidence: list[EvidenceItem],
) -> None:  # fmt: skip
    """Every refusal a filing can meet, before anything is fetched or stored."""
    if not user.is_authenticated or not has_confirmed_email(user):
        raise DisputeError("Confirm your e-mail address before filing a dispute.", code="email")
    current_assessment(assessment)
    numbers = {d["number"] for d in assessment.rubric_version.dimensions}
    if not dimensions or any(n not in numbers for n in dimensions):
        raise DisputeError("Name one or more of the 8 dimensions.", field="dimensions")
    if not statement.strip():
        raise DisputeError("Say what is wrong with the score.", field="statement")
    if len(statement) > MAX_STATEMENT:
        raise DisputeError(
            f"Keep the statement under {MAX_STATEMENT} characters.", field="statement"
        )
    check_evidence(evidence)
    _check_limits(user, assessment)


def check_evidence(evidence: list[EvidenceItem], *, already: int = 0) -> None:
    """Every refusal an item of evidence can meet, at filing or added later (``already``
    items on file count towards the limit)."""
    if already + len(evidence) > MAX_EVIDENCE_ITEMS:
        raise DisputeError(
            f"At most {MAX_EVIDENCE_ITEMS} evidence items to a dispute.", field="evidence"
        )
    for item in evidence:
        _validate_item(item)


def _validate_item(item: EvidenceItem) -> None:
    if item.kind not in Evidence.Kind.values:
        raise DisputeError("Evidence is a documentation quote or a test result.", field="evidence")
    if item.kind == Evidence.Kind.QUOTE:
        if bool(item.url.strip()) != bool(item.quote.strip()):
            raise DisputeError("A quote needs both the quoted text and its URL.", field="evidence")
        if item.url and not re.match(r"(?i)^https?://", item.url.strip()):
            raise DisputeError("The quote's URL must start with https://.", field="evidence")
        if len(item.quote) > MAX_QUOTE:
            raise DisputeError(f"Quote at most {MAX_QUOTE} characters.", field="evidence")
    else:
        if len(item.result) > MAX_RESULT:
            raise DisputeError(f"Keep the result under {MAX_RESULT} characters.", field="evidence")
        if len(item.attachment.encode()) > Evidence.MAX_ATTACHMENT_BYTES:
            raise DisputeError(
                f"An attachment is at most {Evidence.MAX_ATTACHMENT_BYTES // 1024} KiB of text "
                "or JSON.",
                field="evidence",
            )


def dispute_file(
    *, user: User, assessment: Assessment, dimensions: list[int], statement: str,
    evidence: list[EvidenceItem],
) -> Dispute:  # fmt: skip
    """File a dispute: validate, check each quote on its page (outside any transaction),
    then store and triage it. Raises ``DisputeError`` with the reason."""
    dimensions = sorted(set(dimensions))
    validate_filing(
        user=user, assessment=assessment, dimensions=dimensions, statement=statement,
        evidence=evidence,
    )  # fmt: skip
    _check_quotes(evidence)
    return _store(user, assessment, dimensions, statement, evidence)


def _check_quotes(evidence: list[EvidenceItem]) -> None:
    for item in evidence:
        if item.kind == Evidence.Kind.QUOTE and item.specific:
            item.check = check_quote(item.url.strip(), item.quote)


@transaction.atomic
def _store(user, assessment, dimensions, statement, evidence) -> Dispute:
    # Re-checked under the lock: two filings at once cannot both pass.
    User.objects.select_for_update().get(pk=user.pk)
    current_assessment(Assessment.objects.select_for_update().get(pk=assessment.pk))
    _check_limits(user, assessment)
    now = timezone.now()
    specific = any(item.specific for item in evidence)
    dispute = Dispute.objects.create(
        assessment=assessment, server=assessment.server, filed_by=user, dimensions=dimensions,
        statement=statement.strip(), filed_at=now,
        # Without evidence it stays open this long for the filer to add some.
        evidence_due_at=None if specific else now + Dispute.EVIDENCE_WINDOW,
    )  # fmt: skip
    record_created(dispute, by=user)
    _add_evidence(dispute, evidence)
    if specific:
        _move(dispute, Dispute.State.UNDER_REVIEW, changes={"due_at": now + Dispute.REVIEW_WINDOW})
        mail.queue("disputes.emails.send", kind="dispute_filed", dispute_id=dispute.pk)
    _announce(dispute)
    dispute.refresh_from_db()
    return dispute


def _add_evidence(dispute: Dispute, evidence: list[EvidenceItem]) -> None:
    for item in evidence:
        Evidence.objects.create(
            dispute=dispute, kind=item.kind, url=item.url.strip(), quote=item.quote.strip(),
            tool=item.tool.strip(), arguments=item.arguments, ran_at=item.ran_at,
            result=item.result, attachment_name=item.attachment_name[:200],
            attachment=item.attachment, **item.check,
        )  # fmt: skip


def _announce(dispute: Dispute) -> None:
    """Tell the server's owners of a dispute of their listing, and give the filer a
    receipt (the reviewers hear of it once it is under review)."""
    mail.queue("disputes.emails.send", kind="dispute_filed_owners", dispute_id=dispute.pk)
    mail.queue("disputes.emails.send", kind="dispute_receipt", dispute_id=dispute.pk)


def dispute_add_evidence(*, dispute: Dispute, by: User, evidence: list[EvidenceItem]) -> Dispute:
    """The filer adds evidence to a dispute filed without any, before its
    ``evidence_due_at``: checked as at filing (each quote's page fetched, outside any
    transaction); specific evidence puts it under review, due ``REVIEW_WINDOW`` from
    now, and the reviewers and owners are told as of a filing with evidence."""
    _check_may_add(dispute, by=by, evidence=evidence)
    _check_quotes(evidence)
    return _attach(dispute, by=by, evidence=evidence)


def _check_may_add(dispute: Dispute, *, by: User, evidence: list[EvidenceItem]) -> None:
    """Every refusal an addition can meet; ``dispute`` is re-read (locked, or not)."""
    if by.pk != dispute.filed_by_id:
        raise DisputeError("Only the filer may add evidence to a dispute.", code="forbidden")
    if dispute.state != Dispute.State.SUBMITTED or dispute.evidence_due_at is None:
        raise DisputeError("This dispute no longer takes evidence.", code="state")
    if timezone.now() >= dispute.evidence_due_at:
        raise DisputeError(
            "The time to add evidence to this dispute has passed; file a new dispute with "
            "evidence.",
            code="state",
        )
    check_evidence(evidence, already=dispute.evidence.count())
    if not any(item.specific for item in evidence):
        raise DisputeError(
            "Add a documentation quote with its URL, or a test result (the tool called and "
            "what it returned).",
            field="evidence",
        )


@transaction.atomic
def _attach(dispute: Dispute, *, by: User, evidence: list[EvidenceItem]) -> Dispute:
    locked = _locked(dispute)
    _check_may_add(locked, by=by, evidence=evidence)  # again, under the lock
    _add_evidence(locked, evidence)
    now = timezone.now()
    _move(locked, Dispute.State.UNDER_REVIEW, by=by, note="Evidence added.",
          changes={"due_at": now + Dispute.REVIEW_WINDOW})  # fmt: skip
    mail.queue("disputes.emails.send", kind="dispute_filed", dispute_id=locked.pk)
    _announce(locked)
    locked.refresh_from_db()
    return locked


# State changes


def _move(dispute: Dispute, to_state: str, *, by=None, note: str = "", changes=None) -> None:
    """``dispute`` (locked, or just made) to ``to_state`` with ``changes``, its transition
    row and the invalidation (``certification.transitions``)."""
    try:
        transition(dispute, to=to_state, by=by, reason=note, changes=changes)
    except TransitionRefused as refused:
        raise DisputeError(str(refused)) from None


def _locked(dispute: Dispute) -> Dispute:
    return (
        Dispute.objects.select_for_update()
        .select_related("assessment", "server")
        .get(pk=dispute.pk)
    )


def _acknowledge(dispute: Dispute, *, by: User | None, note: str, when) -> None:
    _move(dispute, Dispute.State.ACKNOWLEDGED, by=by, note=note,
          changes={"resolved_at": when, "public_note": note, "reviewer": by})  # fmt: skip
    changelog_append(
        kind=ChangelogEntry.Kind.DISPUTE_ACKNOWLEDGED,
        server=dispute.server,
        title=f"{dispute.server.name}: dispute #{dispute.pk} acknowledged",
        body=note,
        data={"dispute": dispute.pk, "assessment": dispute.assessment_id},
    )
    mail.queue("disputes.emails.send", kind="dispute_resolved", dispute_id=dispute.pk)


@transaction.atomic
def dispute_acknowledge(*, dispute: Dispute, by: User, reason: str) -> Dispute:
    """A reviewer closes an ``under_review`` dispute without a re-assessment, with a
    written public reason."""
    locked = _locked(dispute)
    if not may_review(by, locked):
        raise DisputeError("You may not review this dispute.", code="forbidden")
    if locked.state != Dispute.State.UNDER_REVIEW:
        raise DisputeError("Only a dispute under review can be acknowledged.", code="state")
    if not reason.strip():
        raise DisputeError("Write the reason for the filer and the public.", field="reason")
    _acknowledge(locked, by=by, note=reason.strip(), when=timezone.now())
    locked.refresh_from_db()
    return locked


@transaction.atomic
def dispute_withdraw(*, dispute: Dispute, by: User) -> Dispute:
    """The filer withdraws an open dispute."""
    locked = _locked(dispute)
    if by.pk != locked.filed_by_id:
        raise DisputeError("Only the filer may withdraw a dispute.", code="forbidden")
    if not locked.is_open:
        raise DisputeError("This dispute is already resolved.", code="state")
    _move(locked, Dispute.State.WITHDRAWN, by=by, changes={"resolved_at": timezone.now()})
    locked.refresh_from_db()
    return locked


@dataclass(frozen=True)
class Decision:
    number: int
    grade: str
    reasoning: str


@transaction.atomic
def dispute_resolve(*, dispute: Dispute, by: User, decisions: list[Decision]) -> Dispute:
    """Record, per disputed dimension, the criterion the evidence now meets and why.
    ``upheld`` when a grade changes (a revision is published), ``rejected`` otherwise."""
    locked = _locked(dispute)
    if not may_review(by, locked):
        raise DisputeError("You may not review this dispute.", code="forbidden")
    if locked.state != Dispute.State.UNDER_REVIEW:
        raise DisputeError("Only a dispute under review can be resolved.", code="state")
    by_number = {d.number: d for d in decisions}
    if set(by_number) != set(locked.dimensions):
        raise DisputeError("Decide every disputed dimension, and only those.", field="dimensions")
    for decision in decisions:
        if decision.grade not in GRADES:
            raise DisputeError("A grade is pass, partial or fail.", field="dimensions")
        if not decision.reasoning.strip():
            raise DisputeError("Write the reasoning for every dimension.", field="dimensions")
    before = {r.number: r.grade for r in locked.assessment.dimensions.all()}
    criteria = {d["number"]: d for d in locked.assessment.rubric_version.dimensions}
    resolution = [
        {
            "number": n,
            "grade_before": before.get(n, "not_tested"),
            "grade": by_number[n].grade,
            "criterion": _criterion(criteria.get(n, {}), by_number[n].grade),
            "reasoning": by_number[n].reasoning.strip(),
        }
        for n in locked.dimensions
    ]
    changed = [r for r in resolution if r["grade"] != r["grade_before"]]
    now = timezone.now()
    state = Dispute.State.UPHELD if changed else Dispute.State.REJECTED
    note = "\n\n".join(f"Dimension {r['number']}: {r['reasoning']}" for r in resolution)
    _move(locked, state, by=by, note=note, changes={
        "resolved_at": now, "reviewer": by, "resolution": resolution, "public_note": note,
    })  # fmt: skip
    revision = _publish_revision(locked, resolution, by=by, now=now) if changed else None
    if revision is not None:
        Dispute.objects.filter(pk=locked.pk).update(revision=revision)
    kind = ChangelogEntry.Kind.DISPUTE_UPHELD if changed else ChangelogEntry.Kind.DISPUTE_REJECTED
    changelog_append(
        kind=kind,
        server=locked.server,
        title=f"{locked.server.name}: dispute #{locked.pk} {state}",
        body=note,
        data={
            "dispute": locked.pk,
            "assessment": locked.assessment_id,
            "revision": revision.pk if revision else None,
            "dimensions": [{"number": r["number"], "grade": r["grade"]} for r in resolution],
        },
    )
    mail.queue("disputes.emails.send", kind="dispute_resolved", dispute_id=locked.pk)
    locked.refresh_from_db()
    return locked


def _criterion(dimension: dict[str, Any], grade: str) -> str:
    criteria = dimension.get("criteria") or {}
    return str(criteria.get(grade, "")) if isinstance(criteria, dict) else ""


def _publish_revision(dispute: Dispute, resolution: list[dict], *, by: User, now) -> Assessment:
    """The disputed assessment's grades with the decided ones changed (the dispute as
    their evidence), published as its revision through the assessments' own publish path
    (``assessment_revise``)."""
    decided = {r["number"]: r for r in resolution}
    grades = []
    for result in dispute.assessment.dimensions.all():
        change = decided.get(result.number)
        if change is None or change["grade"] == result.grade:
            grades.append(
                RevisedGrade(result.number, result.key, result.grade, result.reasons,
                             result.evidence)
            )  # fmt: skip
            continue
        grades.append(
            RevisedGrade(
                number=result.number, key=result.key, grade=change["grade"],
                reasons=[{
                    "label": "revised-after-dispute",
                    "hint": f"revised after dispute #{dispute.pk}: {change['reasoning'][:300]}",
                    "dispute": dispute.pk,
                }],
                evidence={
                    "dispute": dispute.pk, "grade_before": change["grade_before"],
                    "criterion": change["criterion"], "reasoning": change["reasoning"],
                    "before": result.evidence,
                },
            )
        )  # fmt: skip
    return assessment_revise(
        assessment=dispute.assessment, grades=grades, by=by, dispute_id=dispute.pk, now=now
    )


# Deadlines


NO_EVIDENCE_NOTE = (
    "No specific evidence was given (a documentation quote with its URL, or a test "
    "result), so the score stands and nothing is re-assessed. File again with evidence a "
    "reviewer can check."
)


def dispute_acknowledge_without_evidence(*, now: datetime.datetime | None = None) -> int:
    """Acknowledge, with the public note, each dispute whose time to add evidence passed
    without any; each in a transaction of its own, holding its row's lock. Returns how
    many were acknowledged."""
    now = now or timezone.now()
    lapsed = Dispute.objects.filter(
        state=Dispute.State.SUBMITTED, evidence_due_at__lte=now
    ).values_list("pk", flat=True)
    return sum(_acknowledge_lapsed(pk, now=now) for pk in list(lapsed))


@transaction.atomic
def _acknowledge_lapsed(dispute_id: int, *, now: datetime.datetime) -> bool:
    locked = (
        Dispute.objects.select_for_update()
        .select_related("assessment", "server")
        .filter(pk=dispute_id, state=Dispute.State.SUBMITTED, evidence_due_at__lte=now)
        .first()
    )
    if locked is None:  # evidence came, or it was withdrawn, since the sweep read it
        return False
    _acknowledge(locked, by=None, note=NO_EVIDENCE_NOTE, when=now)
    return True


# SLA


def sla_reminders(now=None) -> int:
    """E-mail the reviewers about disputes 6 hours from due and about overdue ones, once
    each. Returns how many reminders were sent."""
    now = now or timezone.now()
    sent = 0
    open_ = Dispute.objects.filter(state=Dispute.State.UNDER_REVIEW, due_at__isnull=False)
    for dispute in open_.filter(due_at__lte=now + Dispute.DUE_SOON, due_soon_sent_at__isnull=True,
                                due_at__gt=now):  # fmt: skip
        if Dispute.objects.filter(pk=dispute.pk, due_soon_sent_at__isnull=True).update(
            due_soon_sent_at=now
        ):
            mail.queue("disputes.emails.send", kind="dispute_due_soon", dispute_id=dispute.pk)
            sent += 1
    for dispute in open_.filter(due_at__lte=now, overdue_sent_at__isnull=True):
        if Dispute.objects.filter(pk=dispute.pk, overdue_sent_at__isnull=True).update(
            overdue_sent_at=now
        ):
            mail.queue("disputes.emails.send", kind="dispute_overdue", dispute_id=dispute.pk)
            sent += 1
    return sent
