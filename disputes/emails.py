"""E-mails about disputes: to the reviewers (a dispute to review, due soon, overdue), to
the server's owners (a dispute of their listing), to the filer (a receipt), and to the
filer and the owners (the outcome, with what became of the score)."""

from __future__ import annotations

from django.conf import settings
from django.db.models import Q

from assessments.models import Assessment
from certification.mail import send as send_mail
from certification.models import REVIEWERS_GROUP, User
from disputes.models import Dispute, Evidence
from disputes.selectors import dimensions_text, may_review, owners_of

WHEN = "%Y-%m-%d %H:%M UTC"


def _hours(window) -> int:
    return int(window.total_seconds() // 3600)


def _reviewers(dispute: Dispute) -> list[str]:
    users = User.objects.filter(
        Q(is_superuser=True) | Q(groups__name=REVIEWERS_GROUP), is_active=True
    ).distinct()
    return sorted({u.email for u in users if u.email and may_review(u, dispute)})


def _owners(dispute: Dispute) -> list[str]:
    """The listing's owners; a filer who is one gets the receipt instead."""
    people = [u for u in owners_of(dispute.server) if u.pk != dispute.filed_by_id]
    return sorted({u.email for u in people if u.email})


def _filer(dispute: Dispute) -> list[str]:
    filer = dispute.filed_by
    return [filer.email] if filer.email and filer.is_active else []


def _parties(dispute: Dispute) -> list[str]:
    people = [dispute.filed_by, *owners_of(dispute.server)]
    return sorted({u.email for u in people if u.email and u.is_active})


def score_text(assessment: Assessment) -> str:
    """``67.9 (Silver)``, or ``no score``."""
    if assessment.score is None:
        return "no score"
    tier = assessment.tier_info
    return f"{assessment.score} ({tier['name']})" if tier else str(assessment.score)


def _evidence_text(dispute: Dispute) -> str:
    items = list(dispute.evidence.all())
    if not items:
        return "none"
    kinds = [
        f"{count} {label.lower()}{'s' if count > 1 else ''}"
        for kind, label in Evidence.Kind.choices
        if (count := sum(item.kind == kind for item in items))
    ]
    return f"{len(items)} item{'s' if len(items) > 1 else ''} ({', '.join(kinds)})"


def _next_step(dispute: Dispute, *, filer: str = "the filer") -> str:
    """What happens next, and by when, in the dispute's state (``filer``: who may add
    evidence, "you" in the filer's receipt)."""
    review = _hours(Dispute.REVIEW_WINDOW)
    if dispute.state == Dispute.State.UNDER_REVIEW:
        return (
            f"A reviewer checks the evidence against the criteria and answers by "
            f"{dispute.due_at:{WHEN}} (within {review} hours); the outcome is public."
        )
    if dispute.state == Dispute.State.SUBMITTED and dispute.evidence_due_at:
        return (
            f"It has no specific evidence yet. Until {dispute.evidence_due_at:{WHEN}} "
            f"({_hours(Dispute.EVIDENCE_WINDOW)} hours from filing) {filer} may add a "
            "documentation quote with its URL, or a test result, on the dispute's page; a "
            f"reviewer then answers within {review} hours. If none comes by then, the "
            "dispute is acknowledged, the score stands and nothing is re-assessed."
        )
    return f"It is {dispute.get_state_display().lower()}."


def _filed(dispute: Dispute, url: str) -> int:
    due = dispute.due_at.strftime(WHEN) if dispute.due_at else "—"
    name = dispute.server.name
    return send_mail(
        f"Dispute #{dispute.pk} of {name} to review by {due}",
        f"A dispute of assessment #{dispute.assessment_id} of {name} (dimensions "
        f"{dimensions_text(dispute)}) came in with evidence and is due by {due}.\n\n{url}\n",
        _reviewers(dispute),
    )


def _owners_notice(dispute: Dispute, url: str) -> int:
    recipients = _owners(dispute)
    if not recipients:
        return 0
    name = dispute.server.name
    return send_mail(
        f"Your listing {name} is disputed: dispute #{dispute.pk}",
        f"Someone disputed assessment #{dispute.assessment_id} of {name}, which you own "
        f"(score {score_text(dispute.assessment)}).\n\n"
        f"Dimensions: {dimensions_text(dispute)}\n"
        f"Evidence: {_evidence_text(dispute)}\n"
        f"Filed: {dispute.filed_at:{WHEN}}\n\n"
        f"{_next_step(dispute)} Owners do not review disputes of their own listings; the "
        f"dispute, its evidence and its outcome are on its page:\n\n{url}\n",
        recipients,
    )


def _receipt(dispute: Dispute, url: str) -> int:
    name = dispute.server.name
    if dispute.state == Dispute.State.UNDER_REVIEW:
        status = f"under review, answer by {dispute.due_at:{WHEN}}"
    elif dispute.awaits_evidence():
        status = f"add evidence by {dispute.evidence_due_at:{WHEN}}"
    else:
        status = dispute.get_state_display().lower()
    return send_mail(
        f"Your dispute #{dispute.pk} of {name}: {status}",
        f"You disputed assessment #{dispute.assessment_id} of {name} (score "
        f"{score_text(dispute.assessment)}).\n\n"
        f"Dimensions: {dimensions_text(dispute)}\n"
        f"Evidence: {_evidence_text(dispute)}\n"
        f"Filed: {dispute.filed_at:{WHEN}}\n\n"
        f"{_next_step(dispute, filer='you')} You may withdraw it on its page until it is "
        f"resolved.\n\n{url}\n",
        _filer(dispute),
    )


def _reminder(dispute: Dispute, url: str, *, overdue: bool) -> int:
    name = dispute.server.name
    soon = _hours(Dispute.DUE_SOON)
    when = "is overdue" if overdue else f"is due within {soon} hours"
    return send_mail(
        f"Dispute #{dispute.pk} of {name} {when}",
        f"Dispute #{dispute.pk} of {name} {when} (due "
        f"{dispute.due_at:%Y-%m-%d %H:%M} UTC). Sagentum promises an answer within "
        f"{_hours(Dispute.REVIEW_WINDOW)} hours.\n\n{url}\n",
        _reviewers(dispute),
    )


def score_change(dispute: Dispute) -> str:
    """What the outcome did to the score: before and after when a revision was
    published, else the score that stands."""
    if dispute.revision_id:
        return (
            f"The score went from {score_text(dispute.assessment)} to "
            f"{score_text(dispute.revision)} in the revised assessment "
            f"#{dispute.revision_id}: {settings.SITE_URL}{dispute.revision.get_absolute_url()}"
        )
    return f"The score stands at {score_text(dispute.assessment)}."


def _resolved(dispute: Dispute, url: str) -> int:
    name = dispute.server.name
    outcome = dispute.get_state_display().lower()
    if dispute.revision_id:
        change = f"score {dispute.assessment.score} → {dispute.revision.score}"
    else:
        change = f"the score stands at {score_text(dispute.assessment)}"
    return send_mail(
        f"Dispute #{dispute.pk} of {name}: {outcome}, {change}",
        f"Dispute #{dispute.pk} of assessment #{dispute.assessment_id} of {name} "
        f"(dimensions {dimensions_text(dispute)}) was {outcome}.\n\n"
        f"{score_change(dispute)}\n\n{dispute.public_note}\n\n{url}\n",
        _parties(dispute),
    )


def send(kind: str, dispute_id: int) -> int:
    dispute = Dispute.objects.select_related(
        "server", "assessment__rubric_version", "filed_by", "revision__rubric_version"
    ).get(pk=dispute_id)
    url = settings.SITE_URL + dispute.get_absolute_url()
    if kind == "dispute_filed":
        return _filed(dispute, url)
    if kind == "dispute_filed_owners":
        return _owners_notice(dispute, url)
    if kind == "dispute_receipt":
        return _receipt(dispute, url)
    if kind in ("dispute_due_soon", "dispute_overdue"):
        return _reminder(dispute, url, overdue=kind == "dispute_overdue")
    if kind == "dispute_resolved":
        return _resolved(dispute, url)
    raise ValueError(f"unknown dispute e-mail {kind!r}")
