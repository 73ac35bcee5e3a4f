"""Disputes over the API (session or ``Authorization: Token …``; reading is public).

- ``POST /api/v1/assessments/<id>/disputes``: file one (signed in, confirmed e-mail);
  201 with the dispute, 400 with field errors, 409 when the assessment was revised (the
  body names the revision).
- ``GET /api/v1/disputes/<id>``; ``GET /api/v1/disputes/?server=<slug>&state=…``.
- ``POST /api/v1/disputes/<id>/resolve``: reviewers (not the filer, not an owner).
- ``POST /api/v1/disputes/<id>/withdraw``: the filer, before resolution.
"""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.generics import ListAPIView
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from assessments.models import Assessment
from disputes import selectors, services
from disputes.models import Dispute, Evidence
from web.api.errors import error_body


class EvidenceSerializer(serializers.ModelSerializer):
    """An item of evidence; ``attachment`` is the attached text for those who may see it
    (``selectors.may_see_attachments``, as on the dispute's page), else null."""

    attachment = serializers.SerializerMethodField()

    class Meta:
        model = Evidence
        fields = [
            "kind", "url", "quote", "tool", "arguments", "ran_at", "result", "attachment_name",
            "attachment", "quote_found", "page_sha256", "checked_at", "check_detail",
        ]  # fmt: skip

    def get_attachment(self, item: Evidence) -> str | None:
        return item.attachment if self.context.get("attachments_visible") else None


class DisputeSerializer(serializers.ModelSerializer):
    """A dispute as its reader may see it: give the request in the context."""

    server = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    evidence = serializers.SerializerMethodField()

    class Meta:
        model = Dispute
        fields = [
            "id", "assessment", "server", "dimensions", "statement", "state", "filed_at",
            "due_at", "evidence_due_at", "resolved_at", "evidence", "public_note", "resolution",
            "revision",
        ]  # fmt: skip

    @extend_schema_field(EvidenceSerializer(many=True))
    def get_evidence(self, dispute: Dispute) -> list:
        request = self.context.get("request")
        visible = request is not None and selectors.may_see_attachments(request.user, dispute)
        return EvidenceSerializer(
            dispute.evidence.all(), many=True, context={"attachments_visible": visible}
        ).data


class EvidenceInput(serializers.Serializer):
    kind = serializers.ChoiceField(choices=Evidence.Kind.choices)
    url = serializers.CharField(required=False, allow_blank=True, max_length=2000)
    quote = serializers.CharField(required=False, allow_blank=True, max_length=2000)
    tool = serializers.CharField(required=False, allow_blank=True, max_length=200)
    arguments = serializers.JSONField(required=False, allow_null=True)
    ran_at = serializers.DateTimeField(required=False, allow_null=True)
    result = serializers.CharField(required=False, allow_blank=True, max_length=10_000)
    attachment_name = serializers.CharField(required=False, allow_blank=True, max_length=200)
    attachment = serializers.CharField(required=False, allow_blank=True, max_length=70_000)


class DisputeInput(serializers.Serializer):
    dimensions = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=8), min_length=1, max_length=8
    )
    statement = serializers.CharField(max_length=5000)
    evidence = EvidenceInput(many=True, required=False, max_length=10)


class DecisionInput(serializers.Serializer):
    number = serializers.IntegerField(min_value=1, max_value=8)
    grade = serializers.ChoiceField(choices=services.GRADES)
    reasoning = serializers.CharField(max_length=5000)


class ResolveInput(serializers.Serializer):
    dimensions = DecisionInput(many=True, min_length=1, max_length=8)


def _refusal(error: services.DisputeError) -> Response:
    if isinstance(error, services.Superseded):
        conflict = status.HTTP_409_CONFLICT
        body = error_body(conflict, str(error), "superseded", revision=error.revision.pk)
        return Response(body, status=conflict)
    code = {
        "forbidden": status.HTTP_403_FORBIDDEN,
        "state": status.HTTP_409_CONFLICT,
        "rate-limited": status.HTTP_429_TOO_MANY_REQUESTS,
    }.get(error.code, status.HTTP_400_BAD_REQUEST)
    extra = {"errors": {error.field: [str(error)]}} if error.field else {}
    return Response(error_body(code, str(error), error.code or "refused", **extra), status=code)


class DisputeFile(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=DisputeInput, responses={201: DisputeSerializer})
    def post(self, request: Request, assessment_id: int) -> Response:
        """File a dispute of a published assessment."""
        assessment = get_object_or_404(
            Assessment.objects.select_related("server", "rubric_version"), pk=assessment_id
        )
        data = DisputeInput(data=request.data)
        data.is_valid(raise_exception=True)
        items = [services.EvidenceItem(**item) for item in data.validated_data.get("evidence", [])]
        try:
            dispute = services.dispute_file(
                user=request.user,
                assessment=assessment,
                dimensions=data.validated_data["dimensions"],
                statement=data.validated_data["statement"],
                evidence=items,
            )
        except services.DisputeError as error:
            return _refusal(error)
        return Response(
            DisputeSerializer(dispute, context={"request": request}).data,
            status=status.HTTP_201_CREATED,
        )


class DisputeDetail(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=DisputeSerializer)
    def get(self, request: Request, dispute_id: int) -> Response:
        dispute = get_object_or_404(Dispute.objects.select_related("server"), pk=dispute_id)
        return Response(DisputeSerializer(dispute, context={"request": request}).data)


class DisputeList(ListAPIView):
    """Disputes, newest first; ``?server=<slug>`` and ``?state=…`` filter them."""

    permission_classes = [AllowAny]
    serializer_class = DisputeSerializer
    cursor_ordering = ("-filed_at", "-pk")

    @extend_schema(
        parameters=[
            OpenApiParameter("server", str, description="a server's slug"),
            OpenApiParameter("state", str, enum=Dispute.State.values),
        ]
    )
    def get(self, request, *args, **kwargs):
        return super().get(request, *args, **kwargs)

    def get_queryset(self):
        disputes = Dispute.objects.select_related("server").prefetch_related("evidence")
        server = self.request.query_params.get("server")
        state = self.request.query_params.get("state")
        if server:
            disputes = disputes.filter(server__slug=server)
        if state:
            disputes = disputes.filter(state=state)
        return disputes


class DisputeResolve(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=ResolveInput, responses={200: DisputeSerializer})
    def post(self, request: Request, dispute_id: int) -> Response:
        """Decide every disputed dimension: ``upheld`` when a grade changes."""
        dispute = get_object_or_404(Dispute, pk=dispute_id)
        data = ResolveInput(data=request.data)
        data.is_valid(raise_exception=True)
        decisions = [services.Decision(**d) for d in data.validated_data["dimensions"]]
        try:
            resolved = services.dispute_resolve(
                dispute=dispute, by=request.user, decisions=decisions
            )
        except services.DisputeError as error:
            return _refusal(error)
        return Response(DisputeSerializer(resolved, context={"request": request}).data)


class DisputeWithdraw(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(request=None, responses={200: DisputeSerializer})
    def post(self, request: Request, dispute_id: int) -> Response:
        dispute = get_object_or_404(Dispute, pk=dispute_id)
        try:
            withdrawn = services.dispute_withdraw(dispute=dispute, by=request.user)
        except services.DisputeError as error:
            return _refusal(error)
        return Response(DisputeSerializer(withdrawn, context={"request": request}).data)
