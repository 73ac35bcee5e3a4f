"""The core: users, listed servers and rubric versions."""

from __future__ import annotations

import shlex

from django.contrib.auth.models import AbstractUser
from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils import timezone

from certification.immutability import (  # the model-side rule, imported from here too
    AppendOnly,
    AppendOnlyQuerySet,
    ImmutableRecordError,
)
from certification.transitions import StateMachine

REVIEWERS_GROUP = "reviewers"


class User(AbstractUser):
    """A person with an account. Roles come from groups and ``is_staff``."""

    @property
    def is_reviewer(self) -> bool:
        return (
            self.is_active
            and self.is_staff
            and (self.is_superuser or self.groups.filter(name=REVIEWERS_GROUP).exists())
        )


class ServerQuerySet(models.QuerySet):
    def listed(self) -> ServerQuerySet:
        return self.filter(status=Server.Status.LISTED)

    def delete(self) -> None:
        raise ImmutableRecordError("Servers are never deleted: delist them instead.")


class Server(models.Model):
    """An MCP server in the registry. Never deleted: delisted servers keep their page."""

    class Status(models.TextChoices):
        LISTED = "listed", "Listed"
        DELISTED = "delisted", "Delisted"

    # The moves ``certification.transitions`` allows, recorded in the audit trail
    # (StateChange); each changes what the listing's badge says.
    TRANSITIONS = {Status.LISTED: (Status.DELISTED,), Status.DELISTED: (Status.LISTED,)}
    MACHINE = StateMachine(noun="listing", moves=TRANSITIONS, field="status", badge=True)

    class Transport(models.TextChoices):
        STREAMABLE_HTTP = "streamable_http", "Streamable HTTP"
        SSE = "sse", "Legacy SSE"

    class PackageRegistry(models.TextChoices):
        NONE = "", "None"
        PYPI = "pypi", "PyPI"
        NPM = "npm", "npm"

    name = models.CharField(max_length=100)
    slug = models.SlugField(max_length=100, unique=True)
    description = models.TextField(max_length=2000, blank=True)
    endpoint_url = models.URLField("endpoint URL", max_length=500, blank=True)
    transport = models.CharField(
        max_length=20, choices=Transport.choices, default=Transport.STREAMABLE_HTTP
    )
    repository_url = models.URLField("repository URL", max_length=500, blank=True)
    documentation_url = models.URLField("documentation URL", max_length=500, blank=True)
    package_registry = models.CharField(
        max_length=10, choices=PackageRegistry.choices, blank=True, default=""
    )
    package_name = models.CharField(max_length=214, blank=True)
    # Which target a full assessment tests when the listing has both a remote endpoint
    # and an assessable package ("" : the endpoint when there is one, else the package).
    full_target = models.CharField(
        "full assessment tests", max_length=10, blank=True, default="",
        choices=[("", "Automatic"), ("endpoint", "The remote endpoint"),
                 ("package", "The package, in the sandbox")],
    )  # fmt: skip
    contact_email = models.EmailField(blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.LISTED)
    # Set and cleared only by the opt-out services; the harness checks it before every call.
    live_testing_opted_out = models.BooleanField(default=False)
    proposed_by = models.ForeignKey(
        "certification.User",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="proposed_servers",
    )
    listed_at = models.DateTimeField(default=timezone.now)
    delisted_at = models.DateTimeField(null=True, blank=True)
    delisted_reason = models.CharField(max_length=300, blank=True)
    updated_at = models.DateTimeField(auto_now=True)
    # A listing loaded from the shipped corpus (``manage.py corpus load``): a pinned
    # package version assessed in the sandbox, which every card is placed among.
    corpus = models.BooleanField("corpus entry", default=False, db_index=True)
    # The certified catalog's tool names and descriptions, copied when it is published
    # (``assessments.publishing``), for the search (``certification.search``).
    tool_names = models.TextField(blank=True, default="", editable=False)
    tool_descriptions = models.TextField(blank=True, default="", editable=False)
    # The searchable fields, case-folded, in one column (kept by save(); see SEARCHED):
    # the trigram index on it finds words spelled close to a query's.
    search_text = models.TextField(blank=True, editable=False)
    # The current certification's score and date, copied when it is published
    # (``assessments.publishing``) so that each of the directory's orders is one index
    # read in order, however deep the page (see docs/running.md, "Kept pages").
    sort_score = models.DecimalField(
        max_digits=4, decimal_places=1, null=True, blank=True, editable=False
    )
    sort_assessed_at = models.DateTimeField(null=True, blank=True, editable=False)

    objects = ServerQuerySet.as_manager()

    class Meta:
        ordering = ["name"]
        indexes = [
            models.Index(fields=["listed_at"]),
            # The directory's orders, each with its ties broken by name, then id.
            models.Index(fields=["status", "name", "id"], name="server_by_name"),
            models.Index(fields=["status", "-sort_score", "name", "id"], name="server_by_score"),
            models.Index(
                fields=["status", "-sort_assessed_at", "name", "id"], name="server_by_assessed"
            ),
            models.Index(fields=["status", "-listed_at", "name", "id"], name="server_by_newest"),
            models.Index(fields=["status", "listed_at", "name", "id"], name="server_by_oldest"),
            # The sitemap's newest change of a listed server, read from the index's end.
            models.Index(fields=["status", "updated_at"], name="server_by_updated"),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["endpoint_url"],
                condition=~Q(endpoint_url=""),
                name="server_unique_endpoint",
            ),
        ]

    def __str__(self) -> str:
        return self.name

    SEARCHED = ("name", "description", "package_name", "endpoint_url", "repository_url",
                "tool_names", "tool_descriptions")  # fmt: skip

    def save(self, *args: object, **kwargs: object) -> None:
        self.search_text = self.folded_search_text()
        fields = kwargs.get("update_fields")
        if fields is not None and set(fields) & set(self.SEARCHED):
            kwargs["update_fields"] = [*fields, "search_text"]
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return reverse("server_detail", args=[self.slug])

    def delete(self, *args: object, **kwargs: object) -> None:
        raise ImmutableRecordError("Servers are never deleted: delist them instead.")

    def folded_search_text(self) -> str:
        return " ".join(
            " ".join(str(getattr(self, f) or "").split()) for f in self.SEARCHED
        ).casefold()

    @property
    def is_listed(self) -> bool:
        return self.status == self.Status.LISTED

    @property
    def assessed_package(self) -> ServerPackage | None:
        """The first package Sagentum can fetch and sandbox (npm or PyPI, over stdio)."""
        return next((p for p in self.packages.all() if not p.refusal), None)

    @property
    def full_via(self) -> str:
        """What a full assessment tests: "endpoint", "package", or "" (neither is listed).
        With both, the owner's choice (``full_target``), else the endpoint."""
        package = self.assessed_package is not None
        if self.endpoint_url and package:
            return self.full_target or "endpoint"
        return "endpoint" if self.endpoint_url else "package" if package else ""

    @property
    def package_label(self) -> str:
        if not self.package_name:
            return ""
        return f"{self.get_package_registry_display()}: {self.package_name}"


# The runner each registry's packages are usually started with, when the listing names none.
RUNNERS = {"npm": "npx", "pypi": "uvx", "oci": "docker", "nuget": "dnx"}


class ServerPackage(models.Model):
    """A package that users install to run the server locally (the MCP Registry's
    ``packages``): which registry, which exact version, and how it is started."""

    class RegistryType(models.TextChoices):
        NPM = "npm", "npm"
        PYPI = "pypi", "PyPI"
        OCI = "oci", "OCI image"
        NUGET = "nuget", "NuGet"
        MCPB = "mcpb", "MCP bundle"

    # The registries whose packages Sagentum fetches, sandboxes and assesses.
    ASSESSED = (RegistryType.NPM, RegistryType.PYPI)

    server = models.ForeignKey(Server, on_delete=models.CASCADE, related_name="packages")
    position = models.PositiveSmallIntegerField(default=0)
    registry_type = models.CharField(max_length=10, choices=RegistryType.choices)
    identifier = models.CharField(max_length=214)
    version = models.CharField("exact version", max_length=100)
    transport = models.CharField(max_length=20, default="stdio")
    runtime_hint = models.CharField(max_length=50, blank=True)
    # argv words, in order: what goes before the package (runtime) and after it.
    runtime_arguments = models.JSONField(default=list, blank=True)
    package_arguments = models.JSONField(default=list, blank=True)
    # [{"name", "description", "is_required", "is_secret"}]: names only, never values.
    environment_variables = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["position", "pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["server", "registry_type", "identifier"], name="server_package_unique"
            ),
        ]

    def __str__(self) -> str:
        return self.spec

    @property
    def spec(self) -> str:
        """``npm:NAME@VERSION`` or ``pypi:NAME==VERSION`` (``manage.py assess --package``)."""
        if self.registry_type == self.RegistryType.PYPI:
            return f"pypi:{self.identifier}=={self.version}"
        return f"{self.registry_type}:{self.identifier}@{self.version}"

    @property
    def is_assessed(self) -> bool:
        return self.registry_type in self.ASSESSED

    @property
    def command(self) -> str:
        """The command line users run to start this package, as the listing describes it;
        "" for an MCP bundle, which is installed into a client rather than run."""
        return shlex.join(self.command_words)

    @property
    def command_words(self) -> list[str]:
        """That command line's words (a client configuration's command and args); none
        for an MCP bundle."""
        runner = self.runtime_hint or RUNNERS.get(self.registry_type, "")
        if not runner:
            return []
        name, version = self.identifier, self.version
        if self.registry_type == self.RegistryType.PYPI:
            ref = f"{name}=={version}"
        elif self.registry_type == self.RegistryType.OCI:
            tagged = ":" in name.rsplit("/", 1)[-1] or "@" in name
            ref = name if tagged or not version else f"{name}:{version}"
        else:
            ref = f"{name}@{version}" if version else name
        # docker needs "run" and a kept-open standard input for a stdio server.
        start = ["docker", "run", "-i", "--rm"] if runner == "docker" else [runner]
        return [*start, *self.runtime_arguments, ref, *self.package_arguments]

    @property
    def refusal(self) -> str:
        """Why this package cannot be assessed ("" when it can)."""
        if self.is_assessed:
            if self.transport != "stdio":
                return (f"Only packages started over stdio are run in the sandbox; this one "
                        f"uses {self.transport}.")  # fmt: skip
            return ""
        return (f"{self.get_registry_type_display()} packages are shown but not assessed: "
                f"Sagentum fetches and sandboxes npm and PyPI packages only.")  # fmt: skip

    @property
    def required_environment(self) -> list[dict]:
        return [v for v in self.environment_variables if v.get("is_required")]


class RegistryEntry(models.Model):
    """What the MCP Registry says of a listing: its registry name (the listing's identity
    there), version, repository, remotes and packages as last imported."""

    server = models.OneToOneField(Server, on_delete=models.PROTECT, related_name="registry")
    name = models.CharField(max_length=200, unique=True)
    version = models.CharField(max_length=100, blank=True)
    status = models.CharField(max_length=20, blank=True)  # active, deprecated, deleted
    repository = models.JSONField(null=True, blank=True)
    remotes = models.JSONField(default=list, blank=True)
    packages = models.JSONField(default=list, blank=True)
    published_at = models.DateTimeField(null=True, blank=True)
    seen_at = models.DateTimeField(default=timezone.now)
    # False for a listing made by hand and linked by its endpoint: the registry then
    # only fills what it leaves blank, never rewrites it.
    created_listing = models.BooleanField(default=True)

    class Meta:
        verbose_name_plural = "registry entries"

    def __str__(self) -> str:
        return self.name


class RubricVersionQuerySet(models.QuerySet):
    def published(self) -> RubricVersionQuerySet:
        return self.filter(status=RubricVersion.Status.PUBLISHED)

    def in_effect(self, on: object = None) -> RubricVersion | None:
        """The published version that new assessments use on the given day."""
        day = on or timezone.now().date()
        return self.published().filter(effective_from__lte=day).order_by("-effective_from").first()

    def delete(self) -> None:
        if self.filter(status=RubricVersion.Status.PUBLISHED).exists():
            raise ImmutableRecordError("Published rubric versions are never deleted.")
        super().delete()

    def update(self, **kwargs: object) -> int:
        # Bulk updates bypass save(): refuse here too, so SQLite matches the trigger.
        if self.filter(status=RubricVersion.Status.PUBLISHED).exists():
            raise ImmutableRecordError("Published rubric versions cannot change.")
        return super().update(**kwargs)


class RubricVersion(models.Model):
    """One version of the rubric, stored whole as data. Immutable once published."""

    class Status(models.TextChoices):
        DRAFT = "draft", "Draft"
        PUBLISHED = "published", "Published"

    version = models.CharField(max_length=20, unique=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.DRAFT)
    published_on = models.DateField()
    effective_from = models.DateField(unique=True)
    changelog = models.TextField()
    data = models.JSONField()
    source_sha256 = models.CharField("SHA-256 of the source file", max_length=64)
    created_at = models.DateTimeField(default=timezone.now)

    objects = RubricVersionQuerySet.as_manager()

    class Meta:
        ordering = ["-effective_from"]

    def __str__(self) -> str:
        return f"Rubric {self.version}"

    def save(self, *args: object, **kwargs: object) -> None:
        # Refusal only: the database trigger does the same on PostgreSQL.
        if self.pk and type(self).objects.filter(pk=self.pk, status=self.Status.PUBLISHED).exists():
            raise ImmutableRecordError(f"Rubric {self.version} is published and cannot change.")
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        return reverse("methodology_version", args=[self.version])

    def delete(self, *args: object, **kwargs: object) -> None:
        if self.status == self.Status.PUBLISHED:
            raise ImmutableRecordError(f"Rubric {self.version} is published and cannot be deleted.")
        super().delete(*args, **kwargs)

    @property
    def is_published(self) -> bool:
        return self.status == self.Status.PUBLISHED

    @property
    def dimensions(self) -> list[dict]:
        return self.data["dimensions"]

    @property
    def tiers(self) -> list[dict]:
        return self.data["tiers"]

    @property
    def tier_rows(self) -> list[dict]:
        """The tiers with their rule in words, highest first."""
        rows, upper, above = [], None, None
        for tier in self.tiers:
            low = tier["min_score"]
            if above and (above.get("pass_dimensions") or above.get("assessment_types")):
                rule = f"Score {low} or more, when {above['name']} does not apply"
            elif upper is None:
                rule = f"Score {low} or more"
            elif low == 0:
                rule = f"Score below {upper}"
            else:
                rule = f"Score {low} to under {upper}"
            extra = []
            if tier.get("pass_dimensions"):
                numbers = " and ".join(str(n) for n in tier["pass_dimensions"])
                extra.append(f"dimensions {numbers} graded Pass")
            if tier.get("assessment_types"):
                names = {t["key"]: t["name"] for t in self.data["assessment_types"]}
                kinds = " or ".join(names[k].lower() for k in tier["assessment_types"])
                extra.append(f"a {kinds} assessment")
            if extra:
                rule += ", with " + " and ".join(extra)
            rows.append({**tier, "rule": rule})
            upper, above = low, tier
        return rows

    @property
    def total_weight(self) -> float:
        return sum(dimension["weight"] for dimension in self.dimensions)


class WorkerHeartbeat(models.Model):
    """The last time each Celery worker proved it consumes tasks (shown on /healthz)."""

    hostname = models.CharField(max_length=255, unique=True)
    seen_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.hostname} at {self.seen_at:%Y-%m-%d %H:%M:%S}"


class ChangelogEntryQuerySet(AppendOnlyQuerySet):
    append_only_message = "The changelog is append-only."

    def for_server(self, server: Server) -> ChangelogEntryQuerySet:
        return self.filter(server=server)

    def size(self) -> int:
        """How many entries the log holds: its newest seq (seqs run 1, 2, 3, … unbroken),
        read from the index instead of counting every row."""
        newest = self.order_by("-seq").values_list("seq", flat=True).first()
        return newest or 0


class ChangelogEntry(models.Model):
    """One entry of the public, append-only, hash-chained changelog.

    ``entry_hash`` is the SHA-256 of the previous entry's hash together with
    this entry's content (see ``certification.changelog``), so rewriting any
    entry breaks every hash after it. Holds no personal data.
    """

    class Kind(models.TextChoices):
        ASSESSMENT_PUBLISHED = "assessment_published", "Assessment published"
        ASSESSMENT_SUPERSEDED = "assessment_superseded", "Assessment superseded after a dispute"
        DISPUTE_ACKNOWLEDGED = "dispute_acknowledged", "Dispute acknowledged"
        DISPUTE_UPHELD = "dispute_upheld", "Dispute upheld"
        DISPUTE_REJECTED = "dispute_rejected", "Dispute rejected"
        RUBRIC_PUBLISHED = "rubric_published", "Rubric version published"
        SERVER_DELISTED = "server_delisted", "Server delisted"
        OWNERSHIP_LAPSED = "ownership_lapsed", "Ownership lapsed"
        CATALOG_CHANGED = "catalog_changed", "Tool definitions changed"
        CORRECTION = "correction", "Correction"

    seq = models.PositiveIntegerField(unique=True)
    kind = models.CharField(max_length=30, choices=Kind.choices)
    created_at = models.DateTimeField()
    server = models.ForeignKey(
        Server, null=True, blank=True, on_delete=models.PROTECT, related_name="changelog"
    )
    title = models.CharField(max_length=300)
    body = models.TextField(blank=True)
    data = models.JSONField(default=dict, blank=True)
    prev_hash = models.CharField(max_length=64)
    entry_hash = models.CharField(max_length=64, unique=True)
    # What the hash covers (certification.changelog.entry_content): 1 names the server by
    # its slug as it is now (entries made before version 2), 2 by its id, which never
    # changes, so renaming a listing cannot break the chain.
    content_version = models.PositiveSmallIntegerField(default=2)

    objects = ChangelogEntryQuerySet.as_manager()

    class Meta:
        ordering = ["-seq"]
        verbose_name_plural = "changelog entries"

    def __str__(self) -> str:
        return f"#{self.seq} {self.title}"

    def save(self, *args: object, **kwargs: object) -> None:
        if self.pk:
            raise ImmutableRecordError("Changelog entries are never edited; add a correction.")
        super().save(*args, **kwargs)

    def get_absolute_url(self) -> str:
        """The entry's own page, which holds it however many entries come after it."""
        return reverse("changelog_entry", args=[self.seq])

    def delete(self, *args: object, **kwargs: object) -> None:
        raise ImmutableRecordError("The changelog is append-only.")


class Checkpoint(AppendOnly, models.Model):
    """A signed statement of the changelog's Merkle tree: its size and root hash at a time
    (certification.transparency). Anyone who keeps one can later prove the log kept it."""

    append_only_message = "Checkpoints are published once."
    size = models.PositiveIntegerField(unique=True)
    root_hash = models.CharField(max_length=64)
    created_at = models.DateTimeField()
    key_id = models.CharField(max_length=16)
    signature = models.CharField(max_length=100)
    # The tree's right edge at this size (certification.merkle.frontier_extend): the
    # next checkpoint hashes only the entries added since. Not signed: derived.
    frontier = models.JSONField(default=list, blank=True)

    objects = AppendOnlyQuerySet.as_manager()

    class Meta:
        ordering = ["-size"]

    def __str__(self) -> str:
        return f"checkpoint {self.size} {self.root_hash[:12]}"


class Cosignature(AppendOnly, models.Model):
    """A witness's cosignature of a checkpoint (C2SP tlog-cosignature): a party the site
    does not control saw this tree and says so, so the log cannot show others another.
    Kept with the checkpoint text it signed; accepted only from configured witnesses."""

    append_only_message = "Cosignatures are kept as they were received."
    checkpoint = models.ForeignKey(
        Checkpoint, on_delete=models.PROTECT, related_name="cosignatures"
    )
    witness = models.CharField(max_length=200)  # the witness key's name
    key_id = models.CharField(max_length=8)  # hex
    signed_text = models.TextField()  # the checkpoint note text the witness signed
    cosigned_at = models.DateTimeField()  # the time the cosignature states
    line = models.CharField(max_length=400)  # the signature line, as received
    received_at = models.DateTimeField(default=timezone.now)

    objects = AppendOnlyQuerySet.as_manager()

    class Meta:
        ordering = ["witness", "-cosigned_at"]
        constraints = [
            models.UniqueConstraint(
                fields=["checkpoint", "witness", "key_id"], name="cosignature_once_per_witness"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.witness} cosigned checkpoint {self.checkpoint_id}"


class StateChange(AppendOnly, models.Model):
    """One change of state of a claim, an opt-out or a listing: who, when, from, to, why.

    Written by the service that makes the change (``certification.audit.record``);
    append-only. Assessments and disputes keep their own transition tables.
    """

    append_only_message = "State changes are append-only."

    class Kind(models.TextChoices):
        CLAIM = "claim", "Ownership claim"
        OPTOUT = "optout", "Opt-out"
        SERVER = "server", "Listing"

    kind = models.CharField(max_length=10, choices=Kind.choices)
    object_id = models.PositiveBigIntegerField()
    from_state = models.CharField(max_length=30, blank=True)
    to_state = models.CharField(max_length=30)
    at = models.DateTimeField(default=timezone.now)
    by = models.ForeignKey(User, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    reason = models.CharField(max_length=500, blank=True)

    objects = AppendOnlyQuerySet.as_manager()

    class Meta:
        ordering = ["at", "pk"]
        indexes = [models.Index(fields=["kind", "object_id", "at"])]

    def __str__(self) -> str:
        return f"{self.kind} #{self.object_id}: {self.from_state or '∅'} → {self.to_state}"

    def delete(self, *args: object, **kwargs: object) -> None:
        raise ImmutableRecordError("State changes are never deleted.")
