"""The weekly re-check of verified proofs, and the end of pending claims whose token
expired (the beat runs ``reverify_due``)."""

from __future__ import annotations

import datetime
import logging

from celery.exceptions import SoftTimeLimitExceeded
from django.db import transaction
from django.utils import timezone

from certification.models import Server
from verification.models import Claim, ClaimCheck
from verification.services import _end, _lapse_orphaned_coowners, claim_check

log = logging.getLogger(__name__)


def reverify_due(*, now: datetime.datetime | None = None, limit: int = 500) -> int:
    """Re-check verified proofs whose time has come, and end pending claims whose
    token expired. Returns how many checks ran."""
    now = now or timezone.now()
    for claim in Claim.objects.filter(status=Claim.Status.PENDING, expires_at__lte=now):
        _end(claim, Claim.Status.EXPIRED, reason="the token expired")
    due = (
        Claim.objects.verified()
        .proven()
        .filter(next_check_at__lte=now)
        .select_related("server")
        .order_by("next_check_at")[:limit]
    )
    count = 0
    for claim in due:
        # Reserve this week's check: a second run at the same time skips it, so a
        # failure is never counted (or mailed) twice.
        reserved = Claim.objects.filter(pk=claim.pk, next_check_at=claim.next_check_at).update(
            next_check_at=now + Claim.RETRY_INTERVAL
        )
        if not reserved:
            continue
        try:
            claim_check(claim=claim, kind=ClaimCheck.Kind.SCHEDULED)
        except SoftTimeLimitExceeded:
            raise
        except Exception:
            log.exception("re-verification of claim %s stopped on an error", claim.pk)
            continue
        count += 1
    proven = Claim.objects.verified().proven().values("server_id")
    orphaned = (
        Claim.objects.verified()
        .filter(method=Claim.Method.COOWNER)
        .exclude(server_id__in=proven)
        .values_list("server_id", flat=True)
        .distinct()
    )
    for server in Server.objects.filter(pk__in=list(orphaned)):
        with transaction.atomic():
            _lapse_orphaned_coowners(server)
    return count
