"""Ownership claims on servers. A verified claim makes its user an owner."""

from __future__ import annotations

from django.db import models
from django.utils import timezone


class ClaimQuerySet(models.QuerySet):
    def verified(self) -> ClaimQuerySet:
        return self.filter(status=Claim.Status.VERIFIED)


class Claim(models.Model):
    """A user's claim to own a server, proven by DNS-TXT or a repository file."""

    class Method(models.TextChoices):
        DNS = "dns", "DNS TXT record"
        REPO = "repo", "File in the repository"

    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        VERIFIED = "verified", "Verified"
        LAPSED = "lapsed", "Lapsed"
        EXPIRED = "expired", "Expired"
        WITHDRAWN = "withdrawn", "Withdrawn"

    server = models.ForeignKey(
        "certification.Server", on_delete=models.PROTECT, related_name="claims"
    )
    user = models.ForeignKey("certification.User", on_delete=models.CASCADE, related_name="claims")
    method = models.CharField(max_length=10, choices=Method.choices)
    domain = models.CharField(max_length=253, blank=True)
    token_hash = models.CharField(max_length=64)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField(null=True, blank=True)
    verified_at = models.DateTimeField(null=True, blank=True)
    lapsed_at = models.DateTimeField(null=True, blank=True)
    last_checked_at = models.DateTimeField(null=True, blank=True)
    next_check_at = models.DateTimeField(null=True, blank=True, db_index=True)
    consecutive_failures = models.PositiveSmallIntegerField(default=0)

    objects = ClaimQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["server", "status"])]

    def __str__(self) -> str:
        return f"{self.user} → {self.server} ({self.get_status_display()})"
