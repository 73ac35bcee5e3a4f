"""Reads about disputes: who may review one, whom it concerns, and the service's own
public record."""

from __future__ import annotations

import statistics
from dataclasses import dataclass

from assessments.models import Assessment
from certification.compiled import Compiled
from certification.models import Server, User
from disputes.models import Dispute


@dataclass(frozen=True)
class DisputeRecord:
    received: int
    with_evidence: int
    resolved_with_evidence: int
    within_window: int
    median_hours: float | None

    @property
    def within_window_percent(self) -> float | None:
        if not self.resolved_with_evidence:
            return None
        return round(100 * self.within_window / self.resolved_with_evidence, 1)


def dispute_record() -> DisputeRecord:
    """Disputes received; of those with evidence (the ones with a 48-hour promise), how
    many were resolved, how many within 48 hours, and the median time to resolution,
    counted from when the evidence came (at filing, or added later)."""
    received = Dispute.objects.count()
    reviewed = Dispute.objects.filter(due_at__isnull=False)
    resolved = list(
        reviewed.filter(resolved_at__isnull=False)
        .exclude(state=Dispute.State.WITHDRAWN)
        .values_list("due_at", "resolved_at")
    )
    hours = [(end - (due - Dispute.REVIEW_WINDOW)).total_seconds() / 3600 for due, end in resolved]
    return DisputeRecord(
        received=received,
        with_evidence=reviewed.count(),
        resolved_with_evidence=len(resolved),
        within_window=sum(h <= Dispute.REVIEW_WINDOW.total_seconds() / 3600 for h in hours),
        median_hours=round(statistics.median(hours), 1) if hours else None,
    )


def has_confirmed_email(user: User) -> bool:
    from allauth.account.models import EmailAddress

    return EmailAddress.objects.filter(user=user, verified=True).exists()


def may_review(user: User, dispute: Dispute) -> bool:
    """A reviewer who is neither the filer nor an owner or co-owner of the server."""
    from assessments.selectors import user_is_reviewer
    from verification.selectors import user_owns_server

    return (
        user_is_reviewer(user)
        and user.pk != dispute.filed_by_id
        and not user_owns_server(user, dispute.server)
    )


def may_see_attachments(user: User, dispute: Dispute) -> bool:
    """Who sees the attachments of a dispute's evidence, on its page and in the API alike:
    the filer, a verified owner of the server, and staff. Everything else is public."""
    if not user.is_authenticated:
        return False
    from verification.selectors import user_owns_server

    return user.pk == dispute.filed_by_id or user.is_staff or user_owns_server(user, dispute.server)


def owners_of(server: Server) -> list[User]:
    from verification.models import Claim

    return list(
        User.objects.filter(
            claims__server=server, claims__status=Claim.Status.VERIFIED, is_active=True
        ).distinct()
    )


def dispute_context(assessment: Assessment, read: list[Dispute] | None = None) -> dict:
    """The disputes around an assessment: the one that revised it into this one, the one
    that superseded it, and whether it may be disputed. ``read``: every dispute of its
    server, when the caller has read them (``server_disputes``)."""
    superseded = getattr(assessment, "superseded_by", None)
    if read is not None:
        return {
            "revised_after": next((d for d in read if d.revision_id == assessment.pk), None),
            "superseding_dispute": next(
                (d for d in read if superseded and d.revision_id == superseded.pk), None
            ),
            "may_dispute": assessment.is_published and superseded is None,
            "disputes": [d for d in read if d.assessment_id == assessment.pk][:20],
        }
    return {
        "revised_after": Dispute.objects.filter(revision=assessment)
        .select_related("assessment")
        .first(),
        "superseding_dispute": Dispute.objects.filter(revision=superseded).first()
        if superseded
        else None,
        "may_dispute": assessment.is_published and superseded is None,
        "disputes": assessment.disputes.all()[:20],
    }


READ_WHOLE_UP_TO = 50


SERVER_DISPUTES = Compiled(
    lambda pk: Dispute.objects.filter(server_id=pk).order_by()[: READ_WHOLE_UP_TO + 1]
)


def server_disputes(server: Server) -> list[Dispute] | None:
    """Every dispute of ``server``, newest first, in one query, when there are at most
    ``READ_WHOLE_UP_TO`` (nearly every server); else None, and the page reads what it
    shows one part at a time."""
    # Read in no order (which ones are read matters only when there are too many, and
    # then none of them is shown) and put in the model's order here: the ORM takes
    # longer to build the ORDER BY than Python takes to sort fifty rows.
    found = SERVER_DISPUTES.objects(server.pk)
    if len(found) > READ_WHOLE_UP_TO:
        return None
    for dispute in found:
        dispute.server = server
    return sorted(found, key=lambda dispute: (dispute.filed_at, dispute.pk), reverse=True)


def named_dimensions(dispute: Dispute) -> list[tuple[int, str]]:
    """The disputed dimensions as (number, name), named by the disputed assessment's
    rubric version."""
    names = {d["number"]: d["name"] for d in dispute.assessment.rubric_version.dimensions}
    return [(n, names.get(n, "")) for n in dispute.dimensions]


def dimensions_text(dispute: Dispute) -> str:
    """``6. Documentation; 8. Security``: the disputed dimensions in words."""
    return "; ".join(f"{n}. {name}" if name else str(n) for n, name in named_dimensions(dispute))
