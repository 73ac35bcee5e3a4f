"""E-mails about assessments, through Django's mail framework."""

from __future__ import annotations

from django.conf import settings
from django.template.loader import render_to_string

from assessments.models import Assessment, CatalogWatch
from certification.mail import send
from certification.models import User
from verification.models import Claim


def owner_emails(server) -> list[str]:
    """The addresses of the server's verified owners."""
    users = User.objects.filter(claims__server=server, claims__status=Claim.Status.VERIFIED)
    return sorted({user.email for user in users if user.email})


def recipients_for(assessment: Assessment) -> list[str]:
    """The server's verified owners and whoever requested the assessment."""
    emails = set(owner_emails(assessment.server))
    if assessment.requested_by and assessment.requested_by.email:
        emails.add(assessment.requested_by.email)
    return sorted(emails)


def send_assessment_finished(*, assessment_id: int) -> int:
    assessment = Assessment.objects.select_related("server", "rubric_version").get(pk=assessment_id)
    recipients = recipients_for(assessment)
    if not recipients:
        return 0
    context = {
        "assessment": assessment,
        "url": settings.SITE_URL + assessment.get_absolute_url(),
        "server_url": settings.SITE_URL + assessment.server.get_absolute_url(),
    }
    subject = render_to_string("assessments/email/finished_subject.txt", context).strip()
    body = render_to_string("assessments/email/finished_body.txt", context)
    return send(subject, body, recipients)


def send_catalog_changed(*, watch_id: int) -> int:
    """The owners hear that a certified server's tool definitions changed."""
    watch = CatalogWatch.objects.select_related("server", "assessment").get(pk=watch_id)
    recipients = owner_emails(watch.server)
    if not recipients:
        return 0
    context = {
        "watch": watch,
        "server_url": settings.SITE_URL + watch.server.get_absolute_url(),
        "changes": watch.changes or {},
    }
    subject = render_to_string("assessments/email/catalog_changed_subject.txt", context)
    body = render_to_string("assessments/email/catalog_changed_body.txt", context)
    return send(subject, body, recipients)
