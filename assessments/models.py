"""Assessments: requested, run, published for good, and the certification they give."""

from __future__ import annotations

from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils import timezone

from certification.models import AppendOnly, AppendOnlyQuerySet, ImmutableRecordError
from certification.transitions import StateMachine


class AssessmentType(models.TextChoices):
    DOCUMENTATION = "documentation", "Documentation only"
    STATIC = "static", "Documentation + static analysis"
    FULL = "full", "Full (live tested)"


class Grade(models.TextChoices):
    PASS = "pass", "Pass"
    PARTIAL = "partial", "Partial"
    FAIL = "fail", "Fail"
    NOT_TESTED = "not_tested", "Not tested"


class AssessmentQuerySet(models.QuerySet):
    def published(self) -> AssessmentQuerySet:
        return self.filter(state=Assessment.State.COMPLETED)

    def final(self) -> AssessmentQuerySet:
        return self.filter(state__in=Assessment.FINAL_STATES)

    def active(self) -> AssessmentQuerySet:
        return self.filter(state__in=Assessment.ACTIVE_STATES)

    def delete(self) -> None:
        if self.final().exists():
            raise ImmutableRecordError("Finished assessments are never deleted.")
        super().delete()

    def update(self, **kwargs: object) -> int:
        if self.final().exists():  # as the PostgreSQL trigger does, on SQLite too
            raise ImmutableRecordError("Finished assessments cannot change.")
        return super().update(**kwargs)


class DimensionResultQuerySet(models.QuerySet):
    """Results of a finished assessment are refused bulk changes too."""

    def _of_finished(self) -> bool:
        return self.filter(assessment__state__in=Assessment.FINAL_STATES).exists()

    def update(self, **kwargs: object) -> int:
        if self._of_finished():
            raise ImmutableRecordError("Results of a finished assessment cannot change.")
        return super().update(**kwargs)

    def delete(self) -> None:
        if self._of_finished():
            raise ImmutableRecordError("Results of a finished assessment are never deleted.")
        super().delete()


class Assessment(models.Model):
    """One assessment of one server, at one type, under one rubric version.

    Queued, then running, then completed (published) or failed. A finished
    assessment never changes: the model refuses, and on PostgreSQL a trigger
    refuses too. Targets are copied from the listing when it is requested, so
    the record says what was measured even if the listing changes later.
    """

    class State(models.TextChoices):
        QUEUED = "queued", "Queued"
        RUNNING = "running", "Running"
        COMPLETED = "completed", "Completed"
        FAILED = "failed", "Failed"
        CANCELLED = "cancelled", "Cancelled"

    ACTIVE_STATES = (State.QUEUED, State.RUNNING)

    FINAL_STATES = (State.COMPLETED, State.FAILED, State.CANCELLED)
    # The moves ``certification.transitions`` allows ("" : the row being created; a
    # dispute's revision is published as it is made). A running one whose worker died
    # before its first call is queued again.
    TRANSITIONS = {
        "": (State.QUEUED, State.COMPLETED),
        State.QUEUED: (State.RUNNING, State.FAILED, State.CANCELLED),
        State.RUNNING: (State.COMPLETED, State.FAILED, State.CANCELLED, State.QUEUED),
    }
    MACHINE = StateMachine(
        noun="assessment", moves=TRANSITIONS, log_model="assessments.AssessmentTransition",
        log_fk="assessment",
    )  # fmt: skip

    server = models.ForeignKey(
        "certification.Server", on_delete=models.PROTECT, related_name="assessments"
    )
    assessment_type = models.CharField(max_length=20, choices=AssessmentType.choices)
    state = models.CharField(max_length=10, choices=State.choices, default=State.QUEUED)
    rubric_version = models.ForeignKey(
        "certification.RubricVersion", on_delete=models.PROTECT, related_name="assessments"
    )
    requested_by = models.ForeignKey(
        "certification.User",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="requested_assessments",
    )
    requested_at = models.DateTimeField(default=timezone.now)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    deadline_at = models.DateTimeField(null=True, blank=True)
    # What was assessed, copied from the listing at request time.
    endpoint_url = models.CharField(max_length=500, blank=True)
    repository_url = models.CharField(max_length=500, blank=True)
    documentation_url = models.CharField(max_length=500, blank=True)
    # The monorepo folder that holds the server (``manage.py assess --subdir``); a forge
    # URL ending in /tree/<ref>/<path> names it in repository_url itself.
    repository_subdir = models.CharField(max_length=300, blank=True)
    # The package assessed, when the listing has one: at request time its exact spec
    # (registry, name, version, arguments); once fetched, also the file's SHA-256, the
    # hash the index published and where it came from.
    package = models.JSONField(null=True, blank=True)
    # What a full assessment tested: "endpoint" (the remote) or "package" (the package,
    # over stdio in the sandbox).
    live_via = models.CharField(max_length=10, blank=True)
    # Results (set once, when the assessment completes).
    raw_score = models.DecimalField(max_digits=4, decimal_places=1, null=True, blank=True)
    score = models.DecimalField(max_digits=4, decimal_places=1, null=True, blank=True)
    ceiling = models.PositiveSmallIntegerField(null=True, blank=True)
    tier = models.CharField(max_length=30, blank=True)
    failure_label = models.CharField(max_length=50, blank=True)
    failure_detail = models.CharField(max_length=500, blank=True)
    # The catalog it read (assessments.integrity): its SHA-256 and where it came from
    # ("live tools/list", "server.json", ...); its tools are ToolDefinition rows.
    catalog_sha256 = models.CharField(max_length=64, blank=True)
    catalog_source = models.CharField(max_length=100, blank=True)
    supersedes = models.OneToOneField(
        "self",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="superseded_by",
    )
    # Progress while running: the step in hand, shown on the assessment page.
    progress = models.CharField(max_length=100, blank=True)
    # Live calls spent so far; raised one at a time by the harness's budget (never reset).
    calls_made = models.PositiveSmallIntegerField(default=0)
    live = models.JSONField(null=True, blank=True)
    # How many times a worker started it (a run whose worker died before its first call
    # is queued once more), and until when the running worker holds it: the worker
    # renews this while it runs, so an expired lease means the worker is gone.
    starts = models.PositiveSmallIntegerField(default=0)
    lease_until = models.DateTimeField(null=True, blank=True)
    # A queued assessment a worker put back for later (its hosts were busy): by when it
    # is due again. A worker that dies holding it loses it with the embedded broker, so
    # the sweep sends it again once this has long passed.
    retry_due_at = models.DateTimeField(null=True, blank=True)

    objects = AssessmentQuerySet.as_manager()

    class Meta:
        ordering = ["-requested_at", "-pk"]
        indexes = [
            models.Index(fields=["server", "state", "-finished_at"]),
            models.Index(
                fields=["deadline_at"],
                name="assessment_running_deadline",
                condition=Q(state="running"),
            ),
        ]

    def __str__(self) -> str:
        return f"Assessment #{self.pk} of {self.server} ({self.assessment_type})"

    def save(self, *args: object, **kwargs: object) -> None:
        # Refusal only: the database trigger does the same on PostgreSQL.
        if self.pk and type(self).objects.filter(pk=self.pk).final().exists():
            raise ImmutableRecordError(f"Assessment #{self.pk} is finished and cannot change.")
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return reverse("assessment_detail", args=[self.pk])

    def delete(self, *args: object, **kwargs: object) -> None:
        if self.is_final:
            raise ImmutableRecordError(f"Assessment #{self.pk} is finished and cannot be deleted.")
        super().delete(*args, **kwargs)

    @property
    def runs_package(self) -> bool:
        """Whether it fetches the listing's package and starts it in the sandbox (the
        static and full types; the documentation type reads no package)."""
        return bool(self.package) and self.assessment_type != AssessmentType.DOCUMENTATION

    @property
    def is_final(self) -> bool:
        return self.state in self.FINAL_STATES

    @property
    def is_published(self) -> bool:
        return self.state == self.State.COMPLETED

    @property
    def cancellation(self) -> str:
        """When and why it was cancelled, for its page ("while it ran: …"); empty when it
        was not."""
        for transition in self.transitions.all():
            if transition.to_state == self.State.CANCELLED:
                when = (
                    "while it ran"
                    if transition.from_state == self.State.RUNNING
                    else ("before it ran")
                )
                return f"{when}: {transition.reason}" if transition.reason else when
        return ""

    @property
    def tier_info(self) -> dict | None:
        for tier in self.rubric_version.tiers:
            if tier["key"] == self.tier:
                return tier
        return None

    @property
    def revision(self) -> int:
        """1 for an original assessment, 2 for its first revision after a dispute, …"""
        n, current = 1, self.supersedes
        while current is not None:
            n, current = n + 1, current.supersedes
        return n


class AssessmentTransition(AppendOnly, models.Model):
    """Every change of an assessment's state: who, when, from, to, why."""

    append_only_message = "Transition rows are append-only."
    assessment = models.ForeignKey(Assessment, on_delete=models.PROTECT, related_name="transitions")
    from_state = models.CharField(max_length=10, blank=True)
    to_state = models.CharField(max_length=10)
    at = models.DateTimeField(default=timezone.now)
    by = models.ForeignKey(
        "certification.User", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    reason = models.CharField(max_length=500, blank=True)

    objects = AppendOnlyQuerySet.as_manager()

    class Meta:
        ordering = ["at", "pk"]

    def __str__(self) -> str:
        return f"#{self.assessment_id}: {self.from_state or '∅'} → {self.to_state}"


class ToolDefinition(AppendOnly, models.Model):
    """One tool of the catalog an assessment read, exactly as read (canonical JSON), with
    its SHA-256. Written when the assessment is published, never changed."""

    append_only_message = "Tool definitions are kept as they were read."
    assessment = models.ForeignKey(
        Assessment, on_delete=models.PROTECT, related_name="tool_definitions"
    )
    position = models.PositiveIntegerField()
    name = models.CharField(max_length=500)
    sha256 = models.CharField(max_length=64)
    definition = models.JSONField()

    objects = AppendOnlyQuerySet.as_manager()

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["assessment", "position"], name="one_tool_per_position")
        ]
        indexes = [models.Index(fields=["name"], name="tool_definition_name")]

    def __str__(self) -> str:
        return f"#{self.assessment_id} {self.name} {self.sha256[:12]}"


class CatalogWatch(AppendOnly, models.Model):
    """One re-read of a certified server's catalog (``tools/list`` only, at most 3
    requests), compared with the catalog its certification read. Never changes a score."""

    append_only_message = "Catalog watches are recorded once."

    class Outcome(models.TextChoices):
        UNCHANGED = "unchanged", "Unchanged"
        CHANGED = "changed", "Changed"
        UNREACHABLE = "unreachable", "Unreachable"
        INCOMPLETE = "incomplete", "Not read in full"
        SKIPPED = "skipped", "Skipped"

    server = models.ForeignKey(
        "certification.Server", on_delete=models.PROTECT, related_name="catalog_watches"
    )
    # The certifying assessment it was compared with.
    assessment = models.ForeignKey(
        Assessment, null=True, blank=True, on_delete=models.PROTECT, related_name="watches"
    )
    at = models.DateTimeField(default=timezone.now)
    outcome = models.CharField(max_length=12, choices=Outcome.choices)
    detail = models.CharField(max_length=300, blank=True)
    catalog_sha256 = models.CharField(max_length=64, blank=True)
    requests = models.PositiveSmallIntegerField(default=0)
    calls = models.JSONField(default=list, blank=True)
    # Added, removed and changed tools (with parts and diffs) when the catalog changed.
    changes = models.JSONField(null=True, blank=True)
    requested_by = models.ForeignKey(
        "certification.User", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    objects = AppendOnlyQuerySet.as_manager()

    class Meta:
        ordering = ["-at", "-pk"]
        indexes = [models.Index(fields=["server", "-at"], name="watch_server_at")]

    def __str__(self) -> str:
        return f"{self.server} {self.at:%Y-%m-%d}: {self.outcome}"


class DimensionResult(models.Model):
    """The grade of one dimension in one assessment, with reasons and evidence."""

    assessment = models.ForeignKey(Assessment, on_delete=models.PROTECT, related_name="dimensions")
    number = models.PositiveSmallIntegerField()
    key = models.CharField(max_length=40)
    grade = models.CharField(max_length=10, choices=Grade.choices)
    reasons = models.JSONField(default=list)
    evidence = models.JSONField(default=dict)

    objects = DimensionResultQuerySet.as_manager()

    class Meta:
        ordering = ["number"]
        constraints = [
            models.UniqueConstraint(
                fields=["assessment", "number"], name="one_result_per_dimension"
            )
        ]

    def __str__(self) -> str:
        return f"#{self.assessment_id} dimension {self.number}: {self.grade}"

    def save(self, *args: object, **kwargs: object) -> None:
        if self.pk or Assessment.objects.filter(pk=self.assessment_id).final().exists():
            raise ImmutableRecordError("Dimension results are written once, before publication.")
        super().save(*args, **kwargs)

    @property
    def is_tested(self) -> bool:
        return self.grade != Grade.NOT_TESTED


class Certification(models.Model):
    """The certification a server holds: its latest published assessment, with what the
    directory sorts and filters by copied from it (``fields_from``), so that listing
    tens of thousands of servers never joins the assessments table."""

    server = models.OneToOneField(
        "certification.Server", on_delete=models.PROTECT, related_name="certification"
    )
    assessment = models.ForeignKey(Assessment, on_delete=models.PROTECT, related_name="+")
    since = models.DateTimeField()
    score = models.DecimalField(max_digits=4, decimal_places=1, null=True, blank=True)
    tier = models.CharField(max_length=30, blank=True)
    tier_name = models.CharField(max_length=60, blank=True)
    assessment_type = models.CharField(max_length=20, blank=True)
    rubric_version = models.CharField(max_length=20, blank=True)
    assessed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [
            models.Index(fields=["score"], name="certification_score"),
            models.Index(fields=["tier"], name="certification_tier"),
            models.Index(fields=["assessed_at"], name="certification_assessed_at"),
            models.Index(fields=["assessment_type"], name="certification_type"),
        ]

    def __str__(self) -> str:
        return f"{self.server}: assessment #{self.assessment_id}"

    @property
    def tier_info(self) -> dict | None:
        """The tier as the certification badge shows it (from the copied figures)."""
        return {"key": self.tier, "name": self.tier_name} if self.tier else None

    def get_assessment_type_display(self) -> str:
        return dict(AssessmentType.choices).get(self.assessment_type, self.assessment_type)

    @staticmethod
    def fields_from(assessment: Assessment) -> dict:
        """The certifying assessment's figures, as the certification keeps them."""
        info = assessment.tier_info
        return {
            "assessment": assessment,
            "score": assessment.score,
            "tier": assessment.tier,
            "tier_name": info["name"] if info else "",
            "assessment_type": assessment.assessment_type,
            "rubric_version": assessment.rubric_version.version,
            "assessed_at": assessment.finished_at,
        }


class TestCredential(models.Model):
    """Request headers (e.g. ``Authorization``) an owner supplied for one full assessment.

    Encrypted (``certification.credentials``); deleted when the assessment ends,
    whatever its outcome. Never shown: no page, API or admin reads it.
    """

    __test__ = False  # not a test case, despite its name

    assessment = models.OneToOneField(
        Assessment, on_delete=models.CASCADE, related_name="test_credential"
    )
    ciphertext = models.BinaryField()
    created_at = models.DateTimeField(default=timezone.now)

    def __str__(self) -> str:
        return f"test credentials for assessment #{self.assessment_id}"
