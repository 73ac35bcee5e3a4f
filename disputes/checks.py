"""Reproduce: a reviewer re-runs the disputed live tests against the server.

A ``DisputeCheck`` is requested from the dispute page, queued on the live queue,
and run by ``check_execute`` through the same harness as a full assessment:
its own call budget (``HARNESS_CALL_BUDGET``) kept on the check's row (one
conditional UPDATE per request, which also re-reads the opt-out), the User-Agent, read-only by
construction. The filer's test-result arguments are used only when the filer
is a verified owner of the server. The calls and outcomes attach to the dispute
as evidence; nothing is published.
"""

from __future__ import annotations

import logging

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from assessments.harness.budget import Budget, OnRow
from certification.invalidation import public_record_changed
from disputes.models import Dispute, DisputeCheck
from disputes.selectors import may_review
from disputes.services import DisputeError

log = logging.getLogger(__name__)

LIVE_DIMENSIONS = frozenset({2, 3, 4, 5, 8})


class CheckBudget(Budget):
    """The calls of one check, counted on its row as an assessment's are on its own."""

    def __init__(self, check_id: int, limit: int) -> None:
        super().__init__(limit, OnRow(DisputeCheck.objects.all(), check_id,
                                      running=DisputeCheck.State.RUNNING,
                                      server="dispute__server"))  # fmt: skip


def why_not(dispute: Dispute) -> str | None:
    """Why the disputed live tests cannot be re-run now, or None when they can."""
    server = dispute.server
    if dispute.state != Dispute.State.UNDER_REVIEW:
        return "only a dispute under review can be checked"
    if not LIVE_DIMENSIONS & set(dispute.dimensions):
        return "none of the disputed dimensions is measured by the live test"
    if not server.endpoint_url:
        return "the listing has no endpoint"
    if server.live_testing_opted_out:
        return "the operator opted out of live testing"
    if dispute.checks.filter(state__in=[DisputeCheck.State.QUEUED, DisputeCheck.State.RUNNING]):
        return "a check is already queued or running"
    return None


def filer_arguments(dispute: Dispute) -> dict[str, dict]:
    """The filer's test-result arguments, by tool; only a verified owner's are used (an
    owner vouches that they are safe, as in an assessment request)."""
    from verification.selectors import user_owns_server

    if not user_owns_server(dispute.filed_by, dispute.server):
        return {}
    return {
        item.tool: item.arguments
        for item in dispute.evidence.filter(kind="test_result")
        if item.tool and isinstance(item.arguments, dict)
    }


@transaction.atomic
def check_request(*, dispute: Dispute, by, enqueue: bool = True) -> DisputeCheck:
    locked = Dispute.objects.select_for_update().select_related("server").get(pk=dispute.pk)
    if not may_review(by, locked):
        raise DisputeError("You may not review this dispute.", code="forbidden")
    reason = why_not(locked)
    if reason:
        raise DisputeError(f"The live tests cannot be re-run: {reason}.", code="state")
    check = DisputeCheck.objects.create(
        dispute=locked, requested_by=by, endpoint_url=locked.server.endpoint_url
    )
    # The dispute's page shows its checks; the dispute is on its server's pages.
    public_record_changed(server_ids=[locked.server_id], badge=False)
    if enqueue:
        transaction.on_commit(lambda: _enqueue(check.pk))
    return check


def _enqueue(check_id: int) -> None:
    from disputes.tasks import run_dispute_check

    run_dispute_check.apply_async(args=[check_id], queue=settings.ASSESSMENT_QUEUES["full"])


def _start(check_id: int) -> DisputeCheck | None:
    with transaction.atomic():
        check = DisputeCheck.objects.select_for_update().filter(pk=check_id).first()
        if check is None or check.state != DisputeCheck.State.QUEUED:
            return None  # a task delivered twice runs once
        DisputeCheck.objects.filter(pk=check.pk).update(
            state=DisputeCheck.State.RUNNING, started_at=timezone.now()
        )
        public_record_changed(server_ids=[check.dispute.server_id], badge=False)
    check.refresh_from_db()
    return check


def check_execute(*, check_id: int) -> DisputeCheck | None:
    """Run one queued check (the task calls this); never raises for what a server does."""
    from assessments.harness.live import LiveTarget, run_live_test
    from assessments.runner import live_report

    check = _start(check_id)
    if check is None:
        return None
    dispute = check.dispute
    arguments = filer_arguments(dispute)
    budget = CheckBudget(check.pk, settings.HARNESS_CALL_BUDGET)
    try:
        observation = run_live_test(
            LiveTarget(url=check.endpoint_url, transport=dispute.server.transport,
                       owner_arguments=arguments),
            budget=budget, user_agent=settings.HARNESS_USER_AGENT,
            call_timeout=settings.HARNESS_CALL_TIMEOUT,
            allow_private=settings.ALLOW_PRIVATE_TARGETS,
        )  # fmt: skip
    except Exception:
        log.exception("live check %s stopped on an error", check.pk)
        _finish(check, state=DisputeCheck.State.FAILED, label="internal-error")
        return DisputeCheck.objects.get(pk=check.pk)
    failure = observation.failure
    _finish(
        check,
        state=DisputeCheck.State.COMPLETED if observation.connected else DisputeCheck.State.FAILED,
        live=live_report(observation),
        label=failure.label if failure and not observation.connected else "",
        detail=failure.detail if failure and not observation.connected else "",
        filer_arguments_used=bool(arguments),
    )
    return DisputeCheck.objects.get(pk=check.pk)


def _finish(check: DisputeCheck, *, state: str, live=None, label="", detail="",
            filer_arguments_used=False) -> None:  # fmt: skip
    DisputeCheck.objects.filter(pk=check.pk, state=DisputeCheck.State.RUNNING).update(
        state=state, finished_at=timezone.now(), live=live, failure_label=label[:50],
        failure_detail=detail[:500], filer_arguments_used=filer_arguments_used,
    )  # fmt: skip
    public_record_changed(server_ids=[check.dispute.server_id], badge=False)
