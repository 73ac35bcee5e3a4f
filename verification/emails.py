"""E-mails about ownership claims: the verification result (or being made a co-owner),
a failed weekly re-check, and a lapse."""

from __future__ import annotations

import datetime

from django.conf import settings
from django.db.models import Q
from django.template.loader import render_to_string

from certification.mail import send
from verification.models import Claim, ClaimCheck
from verification.selectors import claim_instructions


def send_check_failed(*, check_id: int, lapsed: bool) -> int:
    check = ClaimCheck.objects.select_related("claim__server", "claim__user").get(pk=check_id)
    claim = check.claim
    recipients = owners_to_tell(claim, since=check.checked_at)
    if not recipients:
        return 0
    context = {
        "check": check,
        "claim": claim,
        "lapsed": lapsed,
        "lapse_after": Claim.LAPSE_AFTER,
        "remaining": max(Claim.LAPSE_AFTER - claim.consecutive_failures, 0),
        "where": claim.package_spec or claim_instructions(claim)["name"] or check.looked_at,
        "url": settings.SITE_URL + claim.get_absolute_url(),
    }
    subject = render_to_string("verification/email/check_failed_subject.txt", context).strip()
    body = render_to_string("verification/email/check_failed_body.txt", context)
    return send(subject, body, recipients)


def send_verified(*, claim_id: int) -> int:
    claim = Claim.objects.select_related("server", "user", "granted_by").get(pk=claim_id)
    if not claim.user.email:
        return 0
    context = {
        "claim": claim,
        "lapse_after": Claim.LAPSE_AFTER,
        "where": claim_instructions(claim)["name"] if claim.is_proven else "",
        "url": settings.SITE_URL + claim.get_absolute_url(),
        "server_url": settings.SITE_URL + claim.server.get_absolute_url(),
    }
    subject = (
        f"You are a co-owner of {claim.server.name}"
        if claim.granted_by
        else f"You are a verified owner of {claim.server.name}"
    )
    body = render_to_string("verification/email/verified_body.txt", context)
    return send(subject, body, [claim.user.email])


def send_coowner_ended(*, claim_id: int, because: str) -> int:
    claim = Claim.objects.select_related("server", "user").get(pk=claim_id)
    if not claim.user.email:
        return 0
    context = {
        "claim": claim,
        "because": because,
        "server_url": settings.SITE_URL + claim.server.get_absolute_url(),
    }
    subject = f"You are no longer a co-owner of {claim.server.name}"
    body = render_to_string("verification/email/coowner_ended_body.txt", context)
    return send(subject, body, [claim.user.email])


def owners_to_tell(claim, *, since) -> list[str]:
    """The claimant and the server's co-owners (those lapsing with this claim included)."""
    coowners = Claim.objects.filter(server=claim.server, method=Claim.Method.COOWNER).filter(
        Q(status=Claim.Status.VERIFIED)
        | Q(status=Claim.Status.LAPSED, lapsed_at__gte=since - datetime.timedelta(minutes=5))
    )
    emails = {claim.user.email} | {c.user.email for c in coowners.select_related("user")}
    return sorted(email for email in emails if email)
