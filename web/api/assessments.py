"""Requesting an assessment over the API (session or ``Authorization: Token …``).

- ``POST /api/v1/servers/<slug>/assessments`` ``{"assessment_type": "documentation",
  "confirm_replace": false}``: queue one, as the request form on the server's page
  does and for the same people. 201 with the queued assessment; 403 when the user may
  not request it; 409 when it cannot be queued now (``not_listed``, ``no_target``,
  ``opted_out``, ``already_active``) or when it would replace a certification it
  cannot match and ``confirm_replace`` is not true (``confirm_replace_required``, the
  body saying what it would replace).

The full test's options (test credentials, working arguments, a package's test
variables) are given on the server's page only.
"""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from django.urls import reverse
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from assessments import services
from assessments.models import Assessment, AssessmentType
from assessments.selectors import Replacement, request_replacement
from certification.models import Server
from certification.selectors import worker_status
from web.api.errors import error_body


class AssessmentRequestInput(serializers.Serializer):
    assessment_type = serializers.ChoiceField(choices=AssessmentType.choices)
    confirm_replace = serializers.BooleanField(
        default=False,
        help_text="Set it to true to replace a certification the requested type cannot "
        "match (it is capped below the certified score, shallower than the certifying "
        "assessment, or cannot reach its tier). Without it such a request is refused with "
        "409 confirm_replace_required, naming what it would replace.",
    )


class ReplacedCertificationSerializer(serializers.Serializer):
    """The certification a request would replace (or replaced)."""

    assessment = serializers.IntegerField(source="assessment_id")
    assessment_type = serializers.CharField()
    rubric_version = serializers.CharField()
    score = serializers.DecimalField(max_digits=4, decimal_places=1, coerce_to_string=False)
    tier = serializers.CharField()
    tier_name = serializers.CharField()
    published_at = serializers.DateTimeField(source="assessed_at")


class ReplacementSerializer(serializers.Serializer):
    """What the requested type can reach and the certification it replaces."""

    assessment_type = serializers.CharField()
    ceiling = serializers.IntegerField(allow_null=True)
    best_tier = serializers.CharField(source="best_tier_name")
    replaces = ReplacedCertificationSerializer(source="certification")


class QueuedAssessmentSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    server = serializers.CharField()
    assessment_type = serializers.CharField()
    state = serializers.CharField()
    url = serializers.CharField(help_text="The assessment's page, which follows its progress.")
    status = serializers.CharField(help_text="Its progress as JSON, to poll.")
    replaces = ReplacementSerializer(
        allow_null=True, help_text="The certification it replaces once published (confirmed)."
    )
    worker_seen_recently = serializers.BooleanField(
        help_text="False when no worker was seen lately: it waits until one runs again."
    )


class ReplaceRefusalSerializer(serializers.Serializer):
    """409 ``confirm_replace_required``: the error body with what would be replaced."""

    status = serializers.IntegerField()
    code = serializers.CharField()
    detail = serializers.CharField()
    replacement = ReplacementSerializer()


# 403: who may not; 409: what stops it now; 400: a type that does not exist.
REFUSAL_STATUS = {
    "forbidden": status.HTTP_403_FORBIDDEN,
    "unknown_type": status.HTTP_400_BAD_REQUEST,
}


class AssessmentRequest(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(
        request=AssessmentRequestInput,
        responses={
            201: QueuedAssessmentSerializer,
            400: OpenApiResponse(description="invalid fields"),
            403: OpenApiResponse(description="the user may not request this type"),
            404: OpenApiResponse(description="no such server"),
            409: OpenApiResponse(
                ReplaceRefusalSerializer,
                description="cannot be queued now (not_listed, no_target, opted_out, "
                "already_active), or confirm_replace_required",
            ),
        },
    )
    def post(self, request: Request, slug: str) -> Response:
        """Request an assessment of a server (its verified owners; reviewers the
        documentation and static types)."""
        server = get_object_or_404(Server, slug=slug)
        data = AssessmentRequestInput(data=request.data)
        data.is_valid(raise_exception=True)
        confirmed = data.validated_data["confirm_replace"]
        try:
            assessment = services.assessment_request(
                server=server,
                requested_by=request.user,
                assessment_type=data.validated_data["assessment_type"],
                confirm_replace=confirmed,
            )
        except services.ReplaceUnconfirmed as refusal:
            conflict = status.HTTP_409_CONFLICT
            detail = f'{refusal} Send "confirm_replace": true to request it anyway.'
            replacement = ReplacementSerializer(refusal.replacement).data
            body = error_body(conflict, detail, refusal.code, replacement=replacement)
            return Response(body, status=conflict)
        except services.RequestRefused as refusal:
            code = REFUSAL_STATUS.get(refusal.code, status.HTTP_409_CONFLICT)
            return Response(error_body(code, str(refusal), refusal.code), status=code)
        # The certification still stands until the assessment is published: name it.
        replaced = request_replacement(server, assessment.assessment_type) if confirmed else None
        return Response(_queued(request, assessment, replaced), status=status.HTTP_201_CREATED)


def _queued(request: Request, assessment: Assessment, replaced: Replacement | None) -> dict:
    page = request.build_absolute_uri(assessment.get_absolute_url())
    poll = request.build_absolute_uri(reverse("assessment_status", args=[assessment.pk]))
    return QueuedAssessmentSerializer(
        {
            "id": assessment.pk,
            "server": assessment.server.slug,
            "assessment_type": assessment.assessment_type,
            "state": assessment.state,
            "url": page,
            "status": poll,
            "replaces": replaced,
            "worker_seen_recently": worker_status().seen_recently,
        }
    ).data
