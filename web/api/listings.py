"""The public, read-only JSON API (``/api/v1/``). Thin: selectors and the report builder."""

from __future__ import annotations

from django.db.models import prefetch_related_objects
from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    extend_schema,
    extend_schema_field,
    extend_schema_view,
)
from rest_framework import serializers
from rest_framework.exceptions import ValidationError
from rest_framework.generics import ListAPIView, RetrieveAPIView
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from assessments.models import Assessment, ToolDefinition
from assessments.placement import assessment_tokens, placement_weighing
from assessments.report import measured_report, report_in_context
from assessments.selectors import (
    RESULTS,
    UNLISTED,
    WITH_CURRENT,
    current_assessment_with_results,
)
from certification import search, transparency
from certification.models import ChangelogEntry, RubricVersion, Server, ServerPackage
from certification.pagecache import CORPUS, PublicRead
from certification.selectors import changelog_entries
from certification.version import VERSION
from web.api.errors import ApiError
from web.api.pagination import CursorPage, RankedPage
from web.fragments import KeptItems, code_digest, digest, kept_final
from web.scopes import assessment_scopes


class CertificationSerializer(serializers.Serializer):
    assessment = serializers.IntegerField(source="assessment_id")
    assessment_type = serializers.CharField()
    rubric_version = serializers.CharField()
    score = serializers.DecimalField(max_digits=4, decimal_places=1, coerce_to_string=False)
    tier = serializers.CharField(allow_blank=True)
    published_at = serializers.DateTimeField(source="assessed_at")


class EnvironmentVariableSerializer(serializers.Serializer):
    """An environment variable a package reads: its name, never a value."""

    name = serializers.CharField()
    description = serializers.CharField(allow_blank=True, default="")
    is_required = serializers.BooleanField(default=False)
    is_secret = serializers.BooleanField(default=False)


class PackageSerializer(serializers.ModelSerializer):
    """A package users install to run the server locally; ``assessed`` is false (with
    the reason in ``refusal``) for a package Sagentum does not fetch and assess."""

    runtime_arguments = serializers.ListField(child=serializers.CharField())
    package_arguments = serializers.ListField(child=serializers.CharField())
    environment_variables = EnvironmentVariableSerializer(many=True)
    assessed = serializers.BooleanField(source="is_assessed")
    refusal = serializers.CharField()

    class Meta:
        model = ServerPackage
        fields = [
            "registry_type", "identifier", "version", "transport", "runtime_hint",
            "runtime_arguments", "package_arguments", "environment_variables", "assessed",
            "refusal",
        ]  # fmt: skip


class ServerSerializer(serializers.ModelSerializer):
    certification = serializers.SerializerMethodField()
    url = serializers.SerializerMethodField()
    packages = PackageSerializer(many=True, read_only=True)

    class Meta:
        model = Server
        fields = [
            "slug", "name", "description", "status", "endpoint_url", "transport",
            "repository_url", "documentation_url", "package_registry", "package_name",
            "packages", "full_target", "listed_at", "delisted_at", "url", "certification",
        ]  # fmt: skip

    @extend_schema_field(CertificationSerializer(allow_null=True))
    def get_certification(self, server: Server) -> dict | None:
        certification = getattr(server, "certification", None)
        if certification is None:
            return None
        return CertificationSerializer(certification).data

    def get_url(self, server: Server) -> str:
        request = self.context.get("request")
        path = server.get_absolute_url()
        return request.build_absolute_uri(path) if request else path


# Every value an item of the API's server list shows: the listing's own fields, and its
# certification's (as CertificationSerializer names them); its packages are read apart.
LIST_ROW_FIELDS = (
    "pk",
    *(
        name
        for name in ServerSerializer.Meta.fields
        if name not in ("packages", "url", "certification")
    ),
    *(f"certification__{field.source}" for field in CertificationSerializer().fields.values()),
)


@extend_schema_view(
    get=extend_schema(
        parameters=[
            OpenApiParameter(
                "q",
                str,
                description="Words to search for (ranked, stemmed, typo-tolerant: "
                "see the methodology); the results come best match first, with a `search` "
                "object saying how the words were matched.",
            )
        ]
    )
)
class ServerList(PublicRead, KeptItems, ListAPIView):
    """Listed servers with their current certification (50 per page), by name; or, with
    ``?q=``, those the words find, best match first."""

    permission_classes = [AllowAny]

    @property
    def paginator(self):
        if not hasattr(self, "_paginator"):
            text = self.request.query_params.get("q", "")[:100]
            self._paginator = (
                RankedPage(search.find(Server.objects.listed(), text, shape="listed"))
                if search.words(text)
                else CursorPage()
            )
        return self._paginator

    def page_scopes(self, **kwargs) -> tuple[str, ...]:
        return ("lists",)

    serializer_class = ServerSerializer
    cursor_ordering = ("name", "pk")

    def get_queryset(self):
        return Server.objects.listed().select_related("certification").prefetch_related("packages")

    # A page is read as rows of the values its items show; only the items not kept are
    # read as listings, with their certification and packages, and serialized.
    def item_rows(self):
        return Server.objects.listed().values(*LIST_ROW_FIELDS)

    def page_rows(self, rows: list[dict]) -> list[dict]:
        packages: dict[int, list[dict]] = {row["pk"]: [] for row in rows}
        read = ServerPackage.objects.filter(server_id__in=packages).order_by(
            "server_id", *ServerPackage._meta.ordering
        )
        for package in read.values():
            packages[package["server_id"]].append(package)
        for row in rows:
            row["packages"] = packages[row["pk"]]
        return rows

    def item_values(self, row: dict) -> tuple:
        return (
            *(row[name] for name in LIST_ROW_FIELDS),
            *(value for package in row["packages"] for value in package.values()),
        )

    def items_for(self, rows: list[dict]) -> list[Server]:
        # Not filtered on being listed: a listing delisted since its row was read is
        # still shown as it was, rather than left out of a page already counted.
        listings = Server.objects.select_related("certification").prefetch_related("packages")
        found = listings.in_bulk([row["pk"] for row in rows])
        return [found[row["pk"]] for row in rows]

    def item_current(self, row: dict, server: Server) -> bool:
        # A listing changed between the two reads is shown as read now, but not kept
        # under the key of the values read before.
        certification = getattr(server, "certification", None)
        values = []
        for name in LIST_ROW_FIELDS:
            held, _, field = name.partition("certification__")
            if field:
                values.append(getattr(certification, field, None))
            else:
                values.append(getattr(server, held))
        packages = (
            getattr(package, field.attname)
            for package in server.packages.all()
            for field in ServerPackage._meta.concrete_fields
        )
        return self.item_values(row) == (*values, *packages)


class ScorePlacementSerializer(serializers.Serializer):
    above = serializers.IntegerField(help_text="Corpus entries it scores above.")
    tied = serializers.IntegerField()
    below = serializers.IntegerField(help_text="Corpus entries it scores below.")
    of = serializers.IntegerField(help_text="Corpus entries with a score.")


class TokenPlacementSerializer(serializers.Serializer):
    estimate = serializers.IntegerField(help_text="The catalog's token estimate.")
    lighter_than = serializers.IntegerField(help_text="Corpus entries whose catalog weighs more.")
    of = serializers.IntegerField()
    median = serializers.IntegerField()


class PlacementSerializer(serializers.Serializer):
    """The certification among the corpus entries of its rubric version and type (as in
    the report's ``placement``): context read now, not part of the measured record."""

    among = serializers.CharField()
    rubric_version = serializers.CharField()
    assessment_type = serializers.CharField()
    entries = serializers.IntegerField()
    score = ScorePlacementSerializer(allow_null=True)
    tokens = TokenPlacementSerializer(allow_null=True)
    computed_at = serializers.DateTimeField()
    note = serializers.CharField(allow_null=True)


class ServerDetailSerializer(ServerSerializer):
    placement = serializers.SerializerMethodField()

    class Meta(ServerSerializer.Meta):
        fields = [*ServerSerializer.Meta.fields, "placement"]

    @extend_schema_field(PlacementSerializer(allow_null=True))
    def get_placement(self, server: Server) -> dict | None:
        # Read with the server (``WITH_CURRENT``); its results only for its catalog's
        # weight, and only when that is not kept.
        assessment = current_assessment_with_results(server, results=False)
        if assessment is None or not assessment.is_published:
            return None
        return placement_weighing(assessment, catalog_tokens_kept(assessment)).document()


def catalog_tokens_kept(assessment: Assessment) -> int | None:
    """A published assessment's catalog token estimate (``assessment_tokens``, read from
    its dimension 1 result), made once per assessment and kept (``web.fragments``)."""

    def make(item: Assessment) -> dict:
        prefetch_related_objects([item], RESULTS)
        return {"tokens": assessment_tokens(item)}

    code = digest(VERSION, code_digest(assessment_tokens))
    return kept_final("tokens", assessment, code, make)["tokens"]


class ServerDetail(PublicRead, RetrieveAPIView):
    """One server, listed or delisted, with its current certification and its place
    among the corpus."""

    permission_classes = [AllowAny]

    def page_scopes(self, **kwargs) -> tuple[str, ...]:
        return (f"server:{kwargs['slug']}", CORPUS)

    serializer_class = ServerDetailSerializer
    lookup_field = "slug"
    queryset = Server.objects.select_related(*WITH_CURRENT).prefetch_related("packages")


class AssessmentReport(PublicRead, APIView):
    """The report document (``sagentum.assessment/1.4``) of a finished assessment, placed
    among the corpus as it is now."""

    permission_classes = [AllowAny]

    def page_scopes(self, **kwargs) -> tuple[str, ...]:
        return assessment_scopes(kwargs["assessment_id"])

    @extend_schema(
        responses={200: OpenApiTypes.OBJECT, 404: OpenApiTypes.OBJECT},
        parameters=[OpenApiParameter("assessment_id", int, OpenApiParameter.PATH)],
    )
    def get(self, request: Request, assessment_id: int) -> Response:
        assessment = get_object_or_404(
            Assessment.objects.select_related("server", "rubric_version").final(),
            pk=assessment_id,
        )
        if assessment.state == Assessment.State.CANCELLED:
            raise ApiError(404, "This assessment was cancelled before it ran.", "cancelled")
        return Response(report_in_context(measured_report_kept(assessment), assessment))


def measured_report_kept(assessment: Assessment) -> dict:
    """The measured part of a final assessment's report (``measured_report``), made once
    per assessment, state and version of the code, then kept (``web.fragments``): its
    results, tool definitions and the catalog before it are read only to make it."""
    code = digest(VERSION, code_digest(measured_report))

    def make(item: Assessment) -> dict:
        prefetch_related_objects([item], RESULTS)
        return measured_report(item)

    return kept_final("report", assessment, code, make)


class HistoryItemSerializer(serializers.ModelSerializer):
    """One assessment of a server's history: published, failed or cancelled."""

    rubric_version = serializers.CharField(source="rubric_version.version")
    score = serializers.DecimalField(
        max_digits=4, decimal_places=1, coerce_to_string=False, allow_null=True
    )
    raw_score = serializers.DecimalField(
        max_digits=4, decimal_places=1, coerce_to_string=False, allow_null=True
    )
    superseded_by = serializers.SerializerMethodField()
    report = serializers.SerializerMethodField()

    class Meta:
        model = Assessment
        fields = [
            "id", "assessment_type", "state", "rubric_version", "score", "raw_score", "ceiling",
            "tier", "requested_at", "finished_at", "failure_label", "supersedes", "superseded_by",
            "report",
        ]  # fmt: skip

    def get_superseded_by(self, assessment: Assessment) -> int | None:
        revision = getattr(assessment, "superseded_by", None)
        return revision.pk if revision is not None else None

    def get_report(self, assessment: Assessment) -> str:
        path = f"/api/v1/assessments/{assessment.pk}"
        request = self.context.get("request")
        return request.build_absolute_uri(path) if request else path


def _server(slug: str) -> Server:
    return get_object_or_404(Server, slug=slug)


class ServerHistory(PublicRead, ListAPIView):
    """Every finished assessment of a server, newest first (failed ones too)."""

    permission_classes = [AllowAny]

    def page_scopes(self, **kwargs) -> tuple[str, ...]:
        return (f"server:{kwargs['slug']}",)

    serializer_class = HistoryItemSerializer
    cursor_ordering = ("-requested_at", "-pk")

    def get_queryset(self):
        server = _server(self.kwargs["slug"])
        return (
            server.assessments.final()
            .select_related("rubric_version", "superseded_by")
            .defer(
                "rubric_version__data",
                "rubric_version__changelog",
                *UNLISTED,
                *(f"superseded_by__{name}" for name in UNLISTED),
            )
            .order_by("-requested_at", "-pk")
        )


class TrendPointSerializer(serializers.Serializer):
    assessment = serializers.IntegerField(source="pk")
    finished_at = serializers.DateTimeField()
    assessment_type = serializers.CharField()
    score = serializers.DecimalField(
        max_digits=4, decimal_places=1, coerce_to_string=False, allow_null=True
    )
    tier = serializers.CharField(allow_blank=True)


class TrendSerializer(serializers.Serializer):
    server = serializers.CharField()
    points = TrendPointSerializer(many=True)


TREND_POINTS = 100


class ServerTrend(PublicRead, APIView):
    """The server's published scores over time, oldest first (the last 100)."""

    permission_classes = [AllowAny]

    def page_scopes(self, **kwargs) -> tuple[str, ...]:
        return (f"server:{kwargs['slug']}",)

    @extend_schema(responses=TrendSerializer)
    def get(self, request: Request, slug: str) -> Response:
        server = _server(slug)
        latest = list(server.assessments.published().order_by("-finished_at", "-pk")[:TREND_POINTS])
        points = TrendPointSerializer(reversed(latest), many=True).data
        return Response({"server": server.slug, "points": points})


class ToolVersionSerializer(serializers.ModelSerializer):
    """One tool's definition as one published assessment read it."""

    assessment = serializers.IntegerField(source="assessment_id")
    assessment_type = serializers.CharField(source="assessment.assessment_type")
    finished_at = serializers.DateTimeField(source="assessment.finished_at")
    source = serializers.CharField(source="assessment.catalog_source")
    report = serializers.SerializerMethodField()

    class Meta:
        model = ToolDefinition
        fields = ["assessment", "assessment_type", "finished_at", "source", "sha256",
                  "definition", "report"]  # fmt: skip

    def get_report(self, version: ToolDefinition) -> str:
        path = f"/api/v1/assessments/{version.assessment_id}"
        request = self.context.get("request")
        return request.build_absolute_uri(path) if request else path


class ToolHistory(PublicRead, ListAPIView):
    """One tool's definitions across the server's published assessments, newest first:
    each exactly as read, with its SHA-256 (a different hash is a changed definition)."""

    permission_classes = [AllowAny]
    serializer_class = ToolVersionSerializer
    cursor_ordering = ("-pk",)  # rows are written when their assessment is published

    def page_scopes(self, **kwargs) -> tuple[str, ...]:
        return (f"server:{kwargs['slug']}",)

    def get_queryset(self):
        server = _server(self.kwargs["slug"])
        versions = ToolDefinition.objects.filter(
            assessment__server=server,
            assessment__state=Assessment.State.COMPLETED,
            name=self.kwargs["tool"],
        ).select_related("assessment")
        if not versions.exists():
            raise ApiError(
                404,
                f"No published assessment of {server.slug} read a tool named "
                f"{self.kwargs['tool']!r}.",
                "not_found",
            )
        return versions


class ChangelogEntrySerializer(serializers.ModelSerializer):
    server = serializers.SlugRelatedField(slug_field="slug", read_only=True)

    class Meta:
        model = ChangelogEntry
        fields = [
            "seq", "kind", "created_at", "server", "title", "body", "data", "prev_hash",
            "entry_hash",
        ]  # fmt: skip


class ChangelogList(PublicRead, KeptItems, ListAPIView):
    """The public changelog, newest first. ``?since=`` (an ISO 8601 time, or an entry's
    ``seq``) keeps only what came after it; ``?server=<slug>`` one server's entries."""

    permission_classes = [AllowAny]

    # A page is read as rows of what its items show beyond the hashed entry (its
    # server's slug); only the entries not kept are read whole and serialized.
    def item_rows(self):
        return self.get_queryset().values("pk", "seq", "entry_hash", "server__slug")

    def item_values(self, row: dict) -> tuple:
        return (row["entry_hash"], row["server__slug"] or "")

    def items_for(self, rows: list[dict]) -> list[ChangelogEntry]:
        found = ChangelogEntry.objects.select_related("server").in_bulk([r["pk"] for r in rows])
        return [found[row["pk"]] for row in rows]  # entries are never deleted

    def item_current(self, row: dict, entry: ChangelogEntry) -> bool:
        return row["server__slug"] == (entry.server.slug if entry.server else None)

    def page_scopes(self, **kwargs) -> tuple[str, ...]:
        return ("changelog",)

    serializer_class = ChangelogEntrySerializer
    cursor_ordering = ("-seq",)

    @extend_schema(
        parameters=[
            OpenApiParameter("since", str, description="ISO 8601 time or an entry's seq"),
            OpenApiParameter("server", str, description="a server's slug"),
        ]
    )
    def get(self, request, *args, **kwargs):
        return super().get(request, *args, **kwargs)

    def get_queryset(self):
        params = self.request.query_params
        try:
            return changelog_entries(since=params.get("since", ""), server=params.get("server", ""))
        except ValueError as error:
            raise ValidationError({"since": [str(error)]}) from None


def _positive(request: Request, name: str) -> int:
    text = request.query_params.get(name, "").strip()
    if not text.isdigit() or not 0 < int(text) < 2**31:
        raise ValidationError({name: ["Give a whole number of 1 or more."]})
    return int(text)


def _size(request: Request, name: str) -> int:
    """The tree size asked for, or the latest checkpoint's."""
    if request.query_params.get(name):
        return _positive(request, name)
    latest = transparency.latest_checkpoint()
    return latest.size if latest else 0


class InclusionProof(APIView):
    """The Merkle audit path (RFC 9162) proving that changelog entry ``seq`` is in the log's
    tree of ``size`` entries (default: the latest checkpoint's size)."""

    permission_classes = [AllowAny]

    @extend_schema(
        parameters=[
            OpenApiParameter("seq", int, required=True, description="the entry's seq"),
            OpenApiParameter("size", int, description="a tree size (a checkpoint's)"),
        ],
        responses={200: OpenApiTypes.OBJECT, 400: OpenApiTypes.OBJECT},
    )
    def get(self, request: Request) -> Response:
        seq, size = _positive(request, "seq"), _size(request, "size")
        try:
            return Response(transparency.inclusion(seq, size))
        except (ValueError, ChangelogEntry.DoesNotExist) as error:
            raise ValidationError({"seq": [str(error) or "no such entry"]}) from None


class ConsistencyProof(APIView):
    """The Merkle consistency proof (RFC 9162) that the log's tree of ``first`` entries is a
    prefix of its tree of ``second`` entries (default: the latest checkpoint's size)."""

    permission_classes = [AllowAny]

    @extend_schema(
        parameters=[
            OpenApiParameter("first", int, required=True, description="the older size"),
            OpenApiParameter("second", int, description="the newer size"),
        ],
        responses={200: OpenApiTypes.OBJECT, 400: OpenApiTypes.OBJECT},
    )
    def get(self, request: Request) -> Response:
        first, second = _positive(request, "first"), _size(request, "second")
        try:
            return Response(transparency.consistency(first, second))
        except ValueError as error:
            raise ValidationError({"first": [str(error)]}) from None


class RubricSummarySerializer(serializers.ModelSerializer):
    url = serializers.SerializerMethodField()

    class Meta:
        model = RubricVersion
        fields = ["version", "published_on", "effective_from", "changelog", "url"]

    def get_url(self, rubric: RubricVersion) -> str:
        path = f"/api/v1/rubrics/{rubric.version}"
        request = self.context.get("request")
        return request.build_absolute_uri(path) if request else path


class RubricSerializer(RubricSummarySerializer):
    class Meta(RubricSummarySerializer.Meta):
        fields = [*RubricSummarySerializer.Meta.fields, "source_sha256", "data"]


class RubricList(PublicRead, ListAPIView):
    """Every published rubric version, newest first."""

    permission_classes = [AllowAny]
    serializer_class = RubricSummarySerializer
    cursor_ordering = ("-effective_from",)

    def get_queryset(self):
        return RubricVersion.objects.published()


class RubricDetail(PublicRead, RetrieveAPIView):
    """One published rubric version with its full data: dimensions, criteria, weights,
    grades, ceilings and tiers."""

    permission_classes = [AllowAny]
    serializer_class = RubricSerializer
    lookup_field = "version"
    lookup_url_kwarg = "version"

    def get_queryset(self):
        return RubricVersion.objects.published()


class CosignatureSubmit(APIView):
    """A witness's cosignatures of one of the changelog's checkpoints (C2SP
    tlog-cosignature): the body is the checkpoint note (``/changelog/checkpoint.txt``)
    with the witness's signature lines appended, as ``text/plain``. Only witnesses the
    operator configured are kept; each line of theirs must verify."""

    permission_classes = [AllowAny]

    @extend_schema(
        request={"text/plain": OpenApiTypes.STR},
        responses={201: OpenApiTypes.OBJECT, 200: OpenApiTypes.OBJECT, 400: OpenApiTypes.OBJECT},
    )
    def post(self, request: Request) -> Response:
        try:
            note = request.body.decode()
        except UnicodeDecodeError:
            raise ApiError(400, "The note is not UTF-8 text.", "invalid") from None
        try:
            kept = transparency.accept_cosignatures(note)
        except transparency.CosignatureRefused as refused:
            raise ApiError(400, str(refused), "invalid") from None
        return Response(
            {
                "kept": [
                    {"witness": c.witness, "size": c.checkpoint.size,
                     "cosigned_at": c.cosigned_at.isoformat().replace("+00:00", "Z")}
                    for c in kept
                ],
                "detail": f"{len(kept)} new cosignature(s) kept."
                if kept else "These cosignatures were already kept.",
            },
            status=201 if kept else 200,
        )  # fmt: skip
