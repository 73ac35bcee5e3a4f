"""E-mails about opt-outs: the confirmation link, a held request for the reviewers,
the reviewer's decision, and a withdrawal the requester did not make themselves."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.models import Group
from django.template.loader import render_to_string
from django.urls import reverse

from certification.mail import send
from certification.models import REVIEWERS_GROUP
from optouts.models import OptOut


def send_confirmation_link(optout_id: int, token: str) -> int:
    optout = OptOut.objects.select_related("server").get(pk=optout_id)
    context = {
        "optout": optout,
        "url": settings.SITE_URL + reverse("optout_confirm", args=[token]),
        "days": OptOut.LINK_LIFETIME.days,
        **_common(optout),
    }
    subject = f"Confirm the opt-out of {optout.server.name} from live testing"
    body = render_to_string("optouts/email/confirm_body.txt", context)
    return send(subject, body, [optout.contact_email])


def _common(optout: OptOut) -> dict:
    return {
        "policy_url": settings.SITE_URL + reverse("testing_policy"),
        "server_url": settings.SITE_URL + optout.server.get_absolute_url(),
        "contact": settings.CONTACT_EMAIL,
        "call_budget": settings.HARNESS_CALL_BUDGET,
    }


def send_review_outcome(optout_id: int) -> int:
    """Tell the requester what the reviewer decided about their held request."""
    optout = OptOut.objects.select_related("server").get(pk=optout_id)
    subject = {
        OptOut.Status.ACTIVE: f"{optout.server.name} is opted out of live testing",
        OptOut.Status.SUPERSEDED: f"{optout.server.name} is opted out of live testing",
        OptOut.Status.REJECTED: f"Your opt-out request for {optout.server.name} was declined",
    }.get(optout.status)
    if subject is None:
        return 0
    body = render_to_string("optouts/email/outcome_body.txt", {"optout": optout, **_common(optout)})
    return send(subject, body, [optout.contact_email])


def send_withdrawn(optout_id: int, *, by_owner: bool = False) -> int:
    """Tell whoever asked for an opt-out that someone else withdrew it."""
    optout = OptOut.objects.select_related("server", "withdrawn_by").get(pk=optout_id)
    subject = f"The opt-out of {optout.server.name} from live testing was withdrawn"
    body = render_to_string(
        "optouts/email/withdrawn_body.txt",
        {"optout": optout, "by_owner": by_owner, **_common(optout)},
    )
    return send(subject, body, [optout.contact_email])


def send_held_to_reviewers(optout_id: int) -> int:
    optout = OptOut.objects.select_related("server").get(pk=optout_id)
    group = Group.objects.filter(name=REVIEWERS_GROUP).first()
    recipients = sorted(
        {u.email for u in group.user_set.filter(is_active=True) if u.email} if group else set()
    )
    if not recipients:
        return 0
    context = {"optout": optout, "url": settings.SITE_URL + reverse("optout_review_queue")}
    subject = f"Opt-out of {optout.server.name} held for review"
    body = render_to_string("optouts/email/held_body.txt", context)
    return send(subject, body, recipients)
