"""E-mails about disputes: to the reviewers (a new dispute, due soon, overdue) and to the
filer and the server's owners (the outcome)."""

from __future__ import annotations

from django.conf import settings
from django.db.models import Q

from certification.mail import send as send_mail
from certification.models import REVIEWERS_GROUP, User
from disputes.models import Dispute
from disputes.selectors import may_review, owners_of


def _reviewers(dispute: Dispute) -> list[str]:
    users = User.objects.filter(
        Q(is_superuser=True) | Q(groups__name=REVIEWERS_GROUP), is_active=True
    ).distinct()
    return sorted({u.email for u in users if u.email and may_review(u, dispute)})


def _parties(dispute: Dispute) -> list[str]:
    people = [dispute.filed_by, *owners_of(dispute.server)]
    return sorted({u.email for u in people if u.email and u.is_active})


def send(kind: str, dispute_id: int) -> int:
    dispute = Dispute.objects.select_related("server", "assessment", "filed_by").get(pk=dispute_id)
    url = settings.SITE_URL + dispute.get_absolute_url()
    name = dispute.server.name
    dimensions = ", ".join(str(n) for n in dispute.dimensions)
    if kind == "dispute_filed":
        due = dispute.due_at.strftime("%Y-%m-%d %H:%M UTC") if dispute.due_at else "—"
        return send_mail(
            f"Dispute #{dispute.pk} of {name} to review by {due}",
            f"A dispute of assessment #{dispute.assessment_id} of {name} (dimensions "
            f"{dimensions}) came in with evidence and is due by {due}.\n\n{url}\n",
            _reviewers(dispute),
        )
    if kind in ("dispute_due_soon", "dispute_overdue"):
        soon, window = (
            int(d.total_seconds() // 3600) for d in (Dispute.DUE_SOON, Dispute.REVIEW_WINDOW)
        )
        when = "is overdue" if kind == "dispute_overdue" else f"is due within {soon} hours"
        return send_mail(
            f"Dispute #{dispute.pk} of {name} {when}",
            f"Dispute #{dispute.pk} of {name} {when} (due "
            f"{dispute.due_at:%Y-%m-%d %H:%M} UTC). Sagentum promises an answer within "
            f"{window} hours.\n\n{url}\n",
            _reviewers(dispute),
        )
    if kind == "dispute_resolved":
        outcome = dispute.get_state_display().lower()
        revision = (
            f"\nThe revised assessment is #{dispute.revision_id}: "
            f"{settings.SITE_URL}/assessments/{dispute.revision_id}/\n"
            if dispute.revision_id
            else ""
        )
        return send_mail(
            f"Dispute #{dispute.pk} of {name}: {outcome}",
            f"Dispute #{dispute.pk} of assessment #{dispute.assessment_id} of {name} was "
            f"{outcome}.\n\n{dispute.public_note}\n{revision}\n{url}\n",
            _parties(dispute),
        )
    raise ValueError(f"unknown dispute e-mail {kind!r}")
