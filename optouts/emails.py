"""E-mails about opt-outs: the confirmation link, and a held request for the reviewers."""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.models import Group
from django.core.mail import send_mail
from django.template.loader import render_to_string
from django.urls import reverse

from certification.models import REVIEWERS_GROUP
from optouts.models import OptOut
from optouts.services import LINK_LIFETIME


def send_confirmation_link(optout_id: int, token: str) -> int:
    optout = OptOut.objects.select_related("server").get(pk=optout_id)
    context = {
        "optout": optout,
        "url": settings.SITE_URL + reverse("optout_confirm", args=[token]),
        "days": LINK_LIFETIME.days,
        "policy_url": settings.SITE_URL + reverse("testing_policy"),
    }
    subject = f"Confirm the opt-out of {optout.server.name} from live testing"
    body = render_to_string("optouts/email/confirm_body.txt", context)
    return send_mail(subject, body, None, [optout.contact_email])


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
    return send_mail(subject, body, None, recipients)
