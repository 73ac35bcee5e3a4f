"""The public, read-only JSON API (``/api/v1/``). Thin: selectors and the report builder."""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_field
from rest_framework import serializers
from rest_framework.generics import ListAPIView, RetrieveAPIView
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from assessments.models import Assessment
from assessments.report import report_for_assessment
from certification.models import Server


class CertificationSerializer(serializers.Serializer):
    assessment = serializers.IntegerField(source="assessment.pk")
    assessment_type = serializers.CharField(source="assessment.assessment_type")
    rubric_version = serializers.CharField(source="assessment.rubric_version.version")
    score = serializers.DecimalField(
        source="assessment.score", max_digits=4, decimal_places=1, coerce_to_string=False
    )
    tier = serializers.CharField(source="assessment.tier", allow_blank=True)
    published_at = serializers.DateTimeField(source="assessment.finished_at")


class ServerSerializer(serializers.ModelSerializer):
    certification = serializers.SerializerMethodField()
    url = serializers.SerializerMethodField()

    class Meta:
        model = Server
        fields = [
            "slug", "name", "description", "status", "endpoint_url", "transport",
            "repository_url", "documentation_url", "package_registry", "package_name",
            "listed_at", "delisted_at", "url", "certification",
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


class ServerList(ListAPIView):
    """Listed servers with their current certification (50 per page)."""

    permission_classes = [AllowAny]
    serializer_class = ServerSerializer

    def get_queryset(self):
        return (
            Server.objects.listed()
            .select_related("certification__assessment__rubric_version")
            .order_by("name", "pk")
        )


class ServerDetail(RetrieveAPIView):
    """One server, listed or delisted, with its current certification."""

    permission_classes = [AllowAny]
    serializer_class = ServerSerializer
    lookup_field = "slug"
    queryset = Server.objects.select_related("certification__assessment__rubric_version")


class AssessmentReport(APIView):
    """The report document (``sagentum.assessment/1.1``) of a finished assessment."""

    permission_classes = [AllowAny]

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
            return Response({"detail": "This assessment was cancelled before it ran."}, 404)
        return Response(report_for_assessment(assessment))
