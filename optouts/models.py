"""Opt-out records: an operator's request that live tests stop reaching their server.

A record keeps who asked and how (``source``), how it was confirmed
(``confirmation``), when it took effect, its scope, and when and by whom it
was withdrawn. Records are never deleted; a withdrawn or rejected one stays in
the history. ``Server.live_testing_opted_out`` mirrors "an active record
exists" and is what the harness checks before every call.
"""

from __future__ import annotations

import datetime
import hashlib

from django.db import models
from django.utils import timezone

from certification.transitions import StateMachine


class OptOutQuerySet(models.QuerySet):
    def active(self) -> OptOutQuerySet:
        return self.filter(status=OptOut.Status.ACTIVE)

    def held(self) -> OptOutQuerySet:
        return self.filter(status=OptOut.Status.HELD)


class OptOut(models.Model):
    class Status(models.TextChoices):
        AWAITING_CONFIRMATION = "awaiting_confirmation", "Awaiting e-mail confirmation"
        HELD = "held", "Held for a reviewer"
        ACTIVE = "active", "In effect"
        WITHDRAWN = "withdrawn", "Withdrawn"
        REJECTED = "rejected", "Rejected by a reviewer"
        EXPIRED = "expired", "Link expired unconfirmed"
        SUPERSEDED = "superseded", "Not needed: already opted out"

    # The moves ``certification.transitions`` allows ("" : the request being made),
    # recorded in the audit trail (StateChange).
    TRANSITIONS = {
        "": (Status.AWAITING_CONFIRMATION,),
        Status.AWAITING_CONFIRMATION: (
            Status.ACTIVE, Status.HELD, Status.EXPIRED, Status.SUPERSEDED,
        ),
        Status.HELD: (Status.ACTIVE, Status.REJECTED, Status.SUPERSEDED),
        Status.ACTIVE: (Status.WITHDRAWN,),
    }  # fmt: skip
    MACHINE = StateMachine(noun="opt-out", moves=TRANSITIONS, field="status")

    class Source(models.TextChoices):
        FORM = "form", "Public opt-out form"
        OWNER = "owner", "Verified owner, one click"
        REVIEWER = "reviewer", "Recorded by a reviewer from an e-mail"
        COMMAND = "command", "Recorded by staff (manage.py optout)"

    class Confirmation(models.TextChoices):
        LISTED_CONTACT = "listed_contact", "Link confirmed by the server's listed contact"
        ENDPOINT_DOMAIN = "endpoint_domain", "Link confirmed by an address at the endpoint's domain"
        REVIEWER_APPROVED = "reviewer_approved", "Link confirmed, then approved by a reviewer"
        VERIFIED_OWNER = "verified_owner", "Requested by a verified owner"
        REVIEWER_RECORDED = "reviewer_recorded", "E-mail received and recorded by a reviewer"
        STAFF_COMMAND = "staff_command", "Recorded by staff"

    class Scope(models.TextChoices):
        LIVE_TESTING = "live_testing", "Live testing (full assessments)"

    LINK_LIFETIME = datetime.timedelta(days=3)  # a confirmation link's, by e-mail

    server = models.ForeignKey(
        "certification.Server", on_delete=models.PROTECT, related_name="opt_outs"
    )
    scope = models.CharField(max_length=20, choices=Scope.choices, default=Scope.LIVE_TESTING)
    status = models.CharField(max_length=24, choices=Status.choices)
    source = models.CharField(max_length=10, choices=Source.choices)
    contact_email = models.EmailField()
    reason = models.TextField(blank=True)
    message_reference = models.CharField(max_length=300, blank=True)
    requested_by = models.ForeignKey(
        "certification.User", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    requested_at = models.DateTimeField(default=timezone.now)
    # SHA-256 of the single-use confirmation token (the token itself is only e-mailed).
    # Kept after use, so that the link opened again can say what became of the request;
    # the status, no longer "awaiting confirmation", is what makes it single-use.
    confirmation_hash = models.CharField(max_length=64, blank=True, db_index=True)
    confirmation_expires_at = models.DateTimeField(null=True, blank=True)
    email_confirmed_at = models.DateTimeField(null=True, blank=True)
    confirmation = models.CharField(max_length=20, choices=Confirmation.choices, blank=True)
    effective_at = models.DateTimeField(null=True, blank=True)
    reviewed_by = models.ForeignKey(
        "certification.User", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    reviewed_at = models.DateTimeField(null=True, blank=True)
    review_note = models.TextField(blank=True)
    withdrawn_at = models.DateTimeField(null=True, blank=True)
    withdrawn_by = models.ForeignKey(
        "certification.User", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    withdrawal_note = models.CharField(max_length=300, blank=True)

    objects = OptOutQuerySet.as_manager()

    class Meta:
        ordering = ["-requested_at", "-pk"]
        indexes = [models.Index(fields=["server", "status"])]

    def __str__(self) -> str:
        return f"opt-out of {self.server} ({self.get_status_display()})"


def token_digest(token: str) -> str:
    """What a confirmation link's token is stored and looked up as."""
    return hashlib.sha256(token.encode()).hexdigest()
