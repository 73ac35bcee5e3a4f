"""Ownership claims on servers. A verified claim makes its user an owner.

A claim is proven by a DNS TXT record or a file in the server's repository
(``method`` ``dns`` or ``repo``, each with its own token), by one of the
listing's npm or PyPI packages naming the listing in its exact listed version
(``package``: the name, as in the MCP Registry, with the claim's token beside it), or
granted by a verified owner to a co-owner (``coowner``: no proof of its own;
it stands while the server has a verified owner with a proof). Every
verification attempt is a ``ClaimCheck`` row, kept for good and shown to the
claimant.
"""

from __future__ import annotations

import datetime

from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils import timezone

from certification.transitions import StateMachine


class ClaimQuerySet(models.QuerySet):
    def verified(self) -> ClaimQuerySet:
        return self.filter(status=Claim.Status.VERIFIED)

    def active(self) -> ClaimQuerySet:
        return self.filter(status__in=(Claim.Status.PENDING, Claim.Status.VERIFIED))

    def proven(self) -> ClaimQuerySet:
        """Claims carrying a proof of their own (DNS, repository file or package)."""
        return self.filter(method__in=Claim.PROVEN_METHODS)


class Claim(models.Model):
    """A user's claim to own a server, proven by DNS-TXT, a repository file or a package."""

    class Method(models.TextChoices):
        DNS = "dns", "DNS TXT record"
        REPO = "repo", "File in the repository"
        PACKAGE = "package", "Name in the package"
        COOWNER = "coowner", "Added by an owner"

    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        VERIFIED = "verified", "Verified"
        LAPSED = "lapsed", "Lapsed"
        EXPIRED = "expired", "Expired"
        WITHDRAWN = "withdrawn", "Withdrawn"
        REMOVED = "removed", "Removed by an owner"

    # The moves ``certification.transitions`` allows ("" : the claim being made; a
    # co-owner's is verified when granted), recorded in the audit trail (StateChange).
    TRANSITIONS = {
        "": (Status.PENDING, Status.VERIFIED),
        Status.PENDING: (Status.VERIFIED, Status.EXPIRED, Status.WITHDRAWN),
        Status.EXPIRED: (Status.PENDING,),
        Status.VERIFIED: (Status.LAPSED, Status.WITHDRAWN, Status.REMOVED),
    }
    MACHINE = StateMachine(noun="claim", moves=TRANSITIONS, field="status")

    # The rules of a claim's life (verification.services).
    TOKEN_BYTES = 32
    TOKEN_LIFETIME = datetime.timedelta(days=30)  # a pending claim's token
    RECHECK_INTERVAL = datetime.timedelta(days=7)  # a verified proof is looked up again
    RETRY_INTERVAL = datetime.timedelta(hours=1)  # after a retryable failure
    MAX_RETRIES = 2  # retryable failures tried again before one counts
    LAPSE_AFTER = 3  # counted failures in a row that lapse a verified claim
    TOKEN_PURPOSE = "claim-token"  # noqa: S105 - a key-derivation label, not a secret
    PROVEN_METHODS = (Method.DNS, Method.REPO, Method.PACKAGE)  # a proof of their own
    # Proven by publishing the claim's token (a package claim: beside the listing's name,
    # since the name alone is public and says nothing of who claims).
    TOKEN_METHODS = (Method.DNS, Method.REPO, Method.PACKAGE)

    server = models.ForeignKey(
        "certification.Server", on_delete=models.PROTECT, related_name="claims"
    )
    # The claim and its checks are the ownership record: an account that made claims is
    # deactivated, not deleted.
    user = models.ForeignKey("certification.User", on_delete=models.PROTECT, related_name="claims")
    method = models.CharField(max_length=10, choices=Method.choices)
    domain = models.CharField(max_length=253, blank=True)
    # For a repository-file claim: the listing's repository URL it proves.
    repository_url = models.URLField(max_length=500, blank=True)
    # For a package claim: which of the listing's packages names it (the listing holds
    # one package per registry and identifier), and the exact version last checked, so
    # that a check can say when the listing's version changed since.
    package_registry = models.CharField(max_length=10, blank=True)
    package_identifier = models.CharField(max_length=214, blank=True)
    package_version = models.CharField(max_length=100, blank=True)
    # SHA-256 of the token: what a check compares against.
    token_hash = models.CharField(max_length=64, blank=True)
    # The token encrypted with CREDENTIALS_KEY, so the claimant can read it again
    # on the claim page; emptied when the claim ends.
    token_ciphertext = models.TextField(blank=True)
    granted_by = models.ForeignKey(
        "certification.User",
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        help_text="For a co-owner: the owner who added them.",
    )
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField(null=True, blank=True)
    verified_at = models.DateTimeField(null=True, blank=True)
    lapsed_at = models.DateTimeField(null=True, blank=True)
    ended_at = models.DateTimeField(null=True, blank=True)
    last_checked_at = models.DateTimeField(null=True, blank=True)
    next_check_at = models.DateTimeField(null=True, blank=True, db_index=True)
    consecutive_failures = models.PositiveSmallIntegerField(default=0)
    # Retryable failures (timeouts, SERVFAIL) of the current scheduled check.
    retries = models.PositiveSmallIntegerField(default=0)

    objects = ClaimQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["server", "status"])]
        constraints = [
            models.UniqueConstraint(
                fields=["server", "user"],
                condition=Q(status__in=["pending", "verified"]),
                name="one_active_claim_per_user_and_server",
            ),
            # First to verify wins: one proven owner per server (co-owners come on top).
            models.UniqueConstraint(
                fields=["server"],
                condition=Q(status="verified", method__in=["dns", "repo", "package"]),
                name="one_proven_owner_per_server",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user} → {self.server} ({self.get_status_display()})"

    def get_absolute_url(self) -> str:
        return reverse("claim_detail", args=[self.pk])

    @property
    def is_active(self) -> bool:
        return self.status in (self.Status.PENDING, self.Status.VERIFIED)

    @property
    def is_proven(self) -> bool:
        return self.method in self.PROVEN_METHODS

    @property
    def uses_token(self) -> bool:
        """Every method with a proof of its own publishes the claim's token (a package
        claim with the listing's name beside it); a granted co-ownership has none."""
        return self.method in self.TOKEN_METHODS

    @property
    def package_spec(self) -> str:
        """``npm:NAME`` or ``pypi:NAME`` of a package claim, without its version."""
        return f"{self.package_registry}:{self.package_identifier}" if self.package_registry else ""

    @property
    def status_since(self) -> tuple[str, datetime.datetime] | None:
        """When the current status began, with its word for the claim page: ("since",
        the verification) or ("on", the lapse); None for the other statuses."""
        if self.status == self.Status.VERIFIED and self.verified_at:
            return ("since", self.verified_at)
        if self.status == self.Status.LAPSED and self.lapsed_at:
            return ("on", self.lapsed_at)
        return None

    @property
    def token_expired(self) -> bool:
        return (
            self.status == self.Status.PENDING
            and self.expires_at is not None
            and self.expires_at <= timezone.now()
        )


class ClaimCheck(models.Model):
    """One verification attempt: when, how, the outcome and exactly what was found where."""

    class Kind(models.TextChoices):
        MANUAL = "manual", "Checked on request"
        SCHEDULED = "scheduled", "Weekly re-check"

    claim = models.ForeignKey(Claim, on_delete=models.CASCADE, related_name="checks")
    checked_at = models.DateTimeField(default=timezone.now)
    kind = models.CharField(max_length=10, choices=Kind.choices)
    method = models.CharField(max_length=10, choices=Claim.Method.choices)
    verified = models.BooleanField()
    label = models.CharField(max_length=40)
    retryable = models.BooleanField(default=False)
    detail = models.TextField(blank=True)
    looked_at = models.CharField(max_length=600, blank=True)
    found_at = models.CharField(max_length=600, blank=True)
    counted = models.BooleanField(
        default=False, help_text="Counted as one of the consecutive failures that lapse a claim."
    )

    class Meta:
        ordering = ["-checked_at", "-pk"]

    def __str__(self) -> str:
        return f"check of claim {self.claim_id}: {self.label}"
