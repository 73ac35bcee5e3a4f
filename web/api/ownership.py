"""Claims over the API, for their claimants only (session or ``Authorization: Token …``).

- ``GET /api/v1/claims/``: your claims; ``POST`` ``{"server": slug, "method":
  "dns"|"repo"|"package", "domain": …, "package": "npm:NAME"|"pypi:NAME"}`` creates one
  and answers what to publish where (for a package: the MCP name it must carry, and
  the package and exact version read).
- ``GET /api/v1/claims/<id>``: one claim with what to publish and its checks.
- ``GET /api/v1/claims/<id>/checks``: every check; ``POST`` runs one now.

Another user's claim answers 404, as a missing one does.
"""

from __future__ import annotations

from django.shortcuts import get_object_or_404
from django_ratelimit.core import is_ratelimited
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.generics import ListCreateAPIView
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from certification.models import Server
from verification import selectors, services
from verification.models import Claim, ClaimCheck
from verification.selectors import CLAIM_CHECK_LIMIT
from web.api.errors import error_body


class ClaimCheckSerializer(serializers.ModelSerializer):
    class Meta:
        model = ClaimCheck
        fields = [
            "id", "checked_at", "kind", "method", "verified", "label", "retryable",
            "detail", "looked_at", "found_at", "counted",
        ]  # fmt: skip


class ClaimSerializer(serializers.ModelSerializer):
    server = serializers.SlugRelatedField(slug_field="slug", queryset=Server.objects.all())
    publish = serializers.SerializerMethodField()
    package = serializers.CharField(
        source="package_spec",
        required=False,
        allow_blank=True,
        help_text="For the package method: npm:NAME or pypi:NAME of a listed package "
        "(default: the listing's first npm or PyPI package).",
    )
    latest_check = serializers.SerializerMethodField()

    class Meta:
        model = Claim
        fields = [
            "id", "server", "method", "domain", "package", "status", "created_at", "expires_at",
            "verified_at", "lapsed_at", "last_checked_at", "next_check_at",
            "consecutive_failures", "publish", "latest_check",
        ]  # fmt: skip
        read_only_fields = [
            "status", "created_at", "expires_at", "verified_at", "lapsed_at",
            "last_checked_at", "next_check_at", "consecutive_failures",
        ]  # fmt: skip

    def get_publish(self, claim: Claim) -> dict[str, str] | None:
        """Where to publish what (``name``, ``value``, and ``url`` for a file)."""
        if not claim.is_active or not claim.is_proven:
            return None
        return selectors.claim_instructions(claim)

    def get_latest_check(self, claim: Claim) -> dict | None:
        check = claim.checks.first()
        return ClaimCheckSerializer(check).data if check else None


class ClaimList(ListCreateAPIView):
    """Your claims (newest first); POST to claim a server."""

    permission_classes = [IsAuthenticated]
    serializer_class = ClaimSerializer
    cursor_ordering = ("-created_at", "-pk")

    def get_queryset(self):
        return Claim.objects.filter(user=self.request.user).select_related("server")

    def create(self, request: Request, *args, **kwargs) -> Response:
        serializer = self.get_serializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        try:
            claim = services.claim_create(
                user=request.user,
                server=data["server"],
                method=data["method"],
                domain=data.get("domain", ""),
                package=data.get("package_spec", ""),
            )
        except services.ClaimError as error:
            body = error_body(400, str(error), "refused")
            return Response(body, status=status.HTTP_400_BAD_REQUEST)
        return Response(ClaimSerializer(claim).data, status=status.HTTP_201_CREATED)


def _own(request: Request, claim_id: int) -> Claim:
    return get_object_or_404(Claim.objects.select_related("server"), pk=claim_id, user=request.user)


class ClaimDetail(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses=ClaimSerializer)
    def get(self, request: Request, claim_id: int) -> Response:
        return Response(ClaimSerializer(_own(request, claim_id)).data)


class ClaimChecks(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses=ClaimCheckSerializer(many=True))
    def get(self, request: Request, claim_id: int) -> Response:
        claim = _own(request, claim_id)
        return Response(ClaimCheckSerializer(claim.checks.all()[:200], many=True).data)

    @extend_schema(request=None, responses={201: ClaimCheckSerializer})
    def post(self, request: Request, claim_id: int) -> Response:
        """Run one check now; 201 with the check, whatever its outcome."""
        claim = _own(request, claim_id)
        if is_ratelimited(request, **CLAIM_CHECK_LIMIT, increment=True):
            message = "Too many checks in the last hour; wait a few minutes."
            return Response(
                error_body(429, message, "throttled"), status=status.HTTP_429_TOO_MANY_REQUESTS
            )
        try:
            check = services.claim_check(claim=claim)
        except services.ClaimError as error:
            return Response(
                error_body(409, str(error), "conflict"), status=status.HTTP_409_CONFLICT
            )
        return Response(ClaimCheckSerializer(check).data, status=status.HTTP_201_CREATED)
