"""Disputes of published scores: the dispute, its evidence, and every state change.

States (docs/disputes.md, "From filing to resolution"): a dispute filed without specific
evidence stays ``submitted`` until ``evidence_due_at`` for the filer to add some, then
``submitted → acknowledged`` when none came; with evidence (filed or added), ``submitted →
under_review → upheld | rejected | acknowledged`` (a reviewer's written reason); the filer
may ``withdraw`` before resolution.
Every change is a ``DisputeTransition`` row, written by the service that makes
it. An upheld dispute's revision is a new assessment that supersedes the
disputed one (``Dispute.revision``); the disputed assessment is never edited.
"""

from __future__ import annotations

import datetime
import json

from django.db import models
from django.urls import reverse
from django.utils import timezone

from certification.models import AppendOnly
from certification.transitions import StateMachine


class Dispute(models.Model):
    class State(models.TextChoices):
        SUBMITTED = "submitted", "Submitted"
        ACKNOWLEDGED = "acknowledged", "Acknowledged"
        UNDER_REVIEW = "under_review", "Under review"
        UPHELD = "upheld", "Upheld"
        REJECTED = "rejected", "Rejected"
        WITHDRAWN = "withdrawn", "Withdrawn"

    OPEN_STATES = (State.SUBMITTED, State.UNDER_REVIEW)
    REVIEW_WINDOW = datetime.timedelta(hours=48)  # from under review to resolved
    EVIDENCE_WINDOW = datetime.timedelta(hours=72)  # from filing without evidence to adding it
    DUE_SOON = datetime.timedelta(hours=6)  # reviewers are reminded this long before
    RESOLVED_STATES = (State.UPHELD, State.REJECTED, State.ACKNOWLEDGED)
    # Allowed moves: from → to.
    TRANSITIONS = {
        "": (State.SUBMITTED,),
        State.SUBMITTED: (State.ACKNOWLEDGED, State.UNDER_REVIEW, State.WITHDRAWN),
        State.UNDER_REVIEW: (State.UPHELD, State.REJECTED, State.ACKNOWLEDGED, State.WITHDRAWN),
    }
    MACHINE = StateMachine(
        noun="dispute", moves=TRANSITIONS, log_model="disputes.DisputeTransition",
        log_fk="dispute", log_reason="note",
    )  # fmt: skip

    assessment = models.ForeignKey(
        "assessments.Assessment", on_delete=models.PROTECT, related_name="disputes"
    )
    server = models.ForeignKey(
        "certification.Server", on_delete=models.PROTECT, related_name="disputes"
    )
    filed_by = models.ForeignKey(
        "certification.User", on_delete=models.PROTECT, related_name="disputes"
    )
    dimensions = models.JSONField()  # the disputed dimension numbers, ascending
    statement = models.TextField()
    state = models.CharField(max_length=15, choices=State.choices, default=State.SUBMITTED)
    filed_at = models.DateTimeField(default=timezone.now)
    due_at = models.DateTimeField(null=True, blank=True)
    # Filed without specific evidence: until when the filer may add some.
    evidence_due_at = models.DateTimeField(null=True, blank=True)
    resolved_at = models.DateTimeField(null=True, blank=True)
    # The public reply: why it was acknowledged, or the reviewer's overall note.
    public_note = models.TextField(blank=True)
    # Per disputed dimension: number, grade before, grade, criterion, reasoning.
    resolution = models.JSONField(default=list, blank=True)
    reviewer = models.ForeignKey(
        "certification.User",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="disputes_reviewed",
    )
    revision = models.OneToOneField(
        "assessments.Assessment",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="revised_after",
    )
    # The SLA e-mails to reviewers, sent once each.
    due_soon_sent_at = models.DateTimeField(null=True, blank=True)
    overdue_sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-filed_at", "-pk"]
        indexes = [
            models.Index(fields=["state", "due_at"]),
            models.Index(fields=["state", "evidence_due_at"]),
            models.Index(fields=["server", "-filed_at"]),
        ]

    def __str__(self) -> str:
        return f"Dispute #{self.pk} of assessment #{self.assessment_id}"

    def get_absolute_url(self) -> str:
        return reverse("dispute_detail", args=[self.pk])

    @property
    def is_open(self) -> bool:
        return self.state in self.OPEN_STATES

    def awaits_evidence(self, now=None) -> bool:
        """Filed without specific evidence, and the filer may still add some."""
        now = now or timezone.now()
        return (
            self.state == self.State.SUBMITTED
            and self.evidence_due_at is not None
            and now < self.evidence_due_at
        )

    def overdue(self, now=None) -> bool:
        now = now or timezone.now()
        return (
            self.state == self.State.UNDER_REVIEW and self.due_at is not None and now > self.due_at
        )


class Evidence(AppendOnly, models.Model):
    """One item of evidence: a documentation quote, or a test result."""

    append_only_message = "Evidence is recorded once, as filed."

    class Kind(models.TextChoices):
        QUOTE = "quote", "Documentation quote"
        TEST_RESULT = "test_result", "Test result"

    MAX_ATTACHMENT_BYTES = 64 * 1024

    dispute = models.ForeignKey(Dispute, on_delete=models.PROTECT, related_name="evidence")
    kind = models.CharField(max_length=12, choices=Kind.choices)
    # A quote: the quoted text and where it is quoted from.
    url = models.CharField(max_length=2000, blank=True)
    quote = models.TextField(blank=True)
    # A test result: what was run, when, and what it returned.
    tool = models.CharField(max_length=200, blank=True)
    arguments = models.JSONField(null=True, blank=True)
    ran_at = models.DateTimeField(null=True, blank=True)
    result = models.TextField(blank=True)
    attachment_name = models.CharField(max_length=200, blank=True)
    attachment = models.TextField(blank=True)  # text or JSON, size-capped; shown to few
    # The check made at filing (quotes only): found on the page or not, and when.
    quote_found = models.BooleanField(null=True, blank=True)
    page_sha256 = models.CharField(max_length=64, blank=True)
    checked_at = models.DateTimeField(null=True, blank=True)
    check_detail = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["pk"]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} for dispute #{self.dispute_id}"

    @property
    def arguments_json(self) -> str:
        """A test result's arguments as JSON (``{"confirm": false}``), keys sorted (PostgreSQL
        keeps JSON objects in an order of its own), for pages and e-mails; "" when none."""
        if self.arguments is None:
            return ""
        return json.dumps(
            self.arguments, ensure_ascii=False, separators=(", ", ": "), sort_keys=True
        )


class DisputeTransition(AppendOnly, models.Model):
    """Every change of a dispute's state: who, when, from, to, why."""

    append_only_message = "Transition rows are append-only."

    dispute = models.ForeignKey(Dispute, on_delete=models.PROTECT, related_name="transitions")
    from_state = models.CharField(max_length=15, blank=True)
    to_state = models.CharField(max_length=15)
    at = models.DateTimeField(default=timezone.now)
    by = models.ForeignKey(
        "certification.User", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    note = models.TextField(blank=True)

    class Meta:
        ordering = ["at", "pk"]

    def __str__(self) -> str:
        return f"#{self.dispute_id}: {self.from_state or '∅'} → {self.to_state}"

    @property
    def from_label(self) -> str:
        return Dispute.State(self.from_state).label if self.from_state else "—"

    @property
    def to_label(self) -> str:
        return Dispute.State(self.to_state).label


class DisputeCheck(models.Model):
    """A reviewer's re-run of the disputed live tests: a separate, recorded live check
    under every harness rule (its own call budget, the User-Agent, the opt-out checked
    before each call, read-only by construction). It attaches to the dispute as evidence
    and never publishes a score."""

    class State(models.TextChoices):
        QUEUED = "queued", "Queued"
        RUNNING = "running", "Running"
        COMPLETED = "completed", "Completed"
        FAILED = "failed", "Failed"

    FINAL_STATES = (State.COMPLETED, State.FAILED)

    dispute = models.ForeignKey(Dispute, on_delete=models.PROTECT, related_name="checks")
    requested_by = models.ForeignKey(
        "certification.User", on_delete=models.PROTECT, related_name="+"
    )
    state = models.CharField(max_length=10, choices=State.choices, default=State.QUEUED)
    requested_at = models.DateTimeField(default=timezone.now)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    endpoint_url = models.CharField(max_length=500)
    # Whether the filer's test-result arguments were used (only a verified owner's are).
    filer_arguments_used = models.BooleanField(default=False)
    calls_made = models.PositiveSmallIntegerField(default=0)
    live = models.JSONField(null=True, blank=True)
    failure_label = models.CharField(max_length=50, blank=True)
    failure_detail = models.CharField(max_length=500, blank=True)

    class Meta:
        ordering = ["requested_at", "pk"]

    def __str__(self) -> str:
        return f"Live check #{self.pk} for dispute #{self.dispute_id}"

    @property
    def is_final(self) -> bool:
        return self.state in self.FINAL_STATES
