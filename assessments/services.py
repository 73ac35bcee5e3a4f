"""Writes for the assessment life cycle: request, start, run, fail, cancel; publishing is in
``assessments.publishing``, the sweep of what a dead worker held in ``assessments.recovery``.

State changes go through ``certification.transitions`` (a conditional update, the
transition row, the invalidation of kept pages) and enqueue follow-up work on commit.
A new assessment and a dispute's revision are published by the same ``_publish``.
Collection and grading run outside any transaction (``assessments.runner``).
"""

from __future__ import annotations

import datetime
import logging

from django.conf import settings
from django.db import DatabaseError, close_old_connections, transaction
from django.db.models import F
from django.utils import timezone

from assessments.collect import Target
from assessments.models import (
    Assessment,
    AssessmentType,
    TestCredential,
)
from assessments.publishing import assessment_publish
from assessments.reasons import REASONS
from assessments.selectors import Replacement, check_request_eligibility, request_replacement
from certification import mail
from certification.credentials import decrypt_secrets, encrypt_secrets
from certification.models import RubricVersion, Server, User
from certification.packages import PackageRef, listing_record
from certification.transitions import record_created, transition
from optouts.models import OptOut

log = logging.getLogger(__name__)

# The deadline by which a running assessment must finish, or the sweep fails it.
RUN_DEADLINE = {"documentation": 300, "static": 600, "full": 180}
# How long a worker holds a running assessment without renewing its lease; the task
# renews it every third of that (``assessments.tasks``). The sweep runs every minute, so
# a dead worker's assessment is noticed within two.
RUN_LEASE_SECONDS = 60
# A queued assessment put back for later is sent again when it is this late.
RETRY_GRACE_SECONDS = 600


class RequestRefused(Exception):
    """The user may not request this assessment now; the message says why, ``code`` the
    reason as the API names it (``selectors.Eligibility``)."""

    def __init__(self, message: str, code: str = "refused"):
        super().__init__(message)
        self.code = code


class ReplaceUnconfirmed(RequestRefused):
    """The request would replace a certification it cannot match, and the requester has
    not confirmed it; ``replacement`` says what it would replace."""

    def __init__(self, replacement: Replacement):
        super().__init__(replacement.message, "confirm_replace_required")
        self.replacement = replacement


@transaction.atomic
def assessment_request(
    *,
    server: Server,
    requested_by: User | None,
    assessment_type: str,
    enqueue: bool = True,
    overrides: dict[str, str] | None = None,
    credentials: dict[str, str] | None = None,
    owner_arguments: dict[str, dict] | None = None,
    environment: dict[str, str] | None = None,
    confirm_replace: bool = False,
    rubric: RubricVersion | None = None,
) -> Assessment:
    """Queue an assessment of ``server``; the task is sent when the transaction commits.
    ``environment``: the owner's test variables for a package run in the sandbox.

    ``requested_by`` is None only for the command-line (staff) path, which may also
    override the repository and documentation URLs it reads. A person's request that
    would replace a certification it cannot match (``selectors.request_replacements``)
    is refused with ``ReplaceUnconfirmed`` unless ``confirm_replace``: decided here,
    under the server's lock, so a certification published since the form was shown
    is not replaced unawares. ``rubric``: a published version other than the one in
    effect, for the command-line path only (the corpus, assessed under the version it
    names).
    """
    server = Server.objects.select_for_update().get(pk=server.pk)
    if requested_by is not None:
        decision = check_request_eligibility(requested_by, server, assessment_type)
        if not decision.allowed:
            raise RequestRefused(decision.reason, decision.code)
        replacement = request_replacement(server, assessment_type)
        if replacement is not None and not confirm_replace:
            raise ReplaceUnconfirmed(replacement)
    if rubric is not None and (requested_by is not None or not rubric.is_published):
        raise RequestRefused("Only a published rubric version may be named.", "no_rubric")
    rubric = rubric or RubricVersion.objects.in_effect()
    if rubric is None:
        raise RequestRefused("No rubric version is in effect.", "no_rubric")
    if server.assessments.active().exists():
        raise RequestRefused(
            "An assessment of this server is already queued or running.", "already_active"
        )
    sources = {
        "endpoint_url": server.endpoint_url,
        "repository_url": server.repository_url,
        "documentation_url": server.documentation_url,
        **(overrides if requested_by is None and overrides else {}),
    }
    package = server.assessed_package if assessment_type != AssessmentType.DOCUMENTATION else None
    live_via = server.full_via if assessment_type == AssessmentType.FULL else ""
    if requested_by is None and overrides and overrides.get("endpoint_url"):
        live_via = "endpoint"  # the command line named the endpoint to test
    assessment = Assessment.objects.create(
        server=server,
        assessment_type=assessment_type,
        rubric_version=rubric,
        requested_by=requested_by,
        package=listing_record(package) if package is not None else None,
        live_via=live_via,
        **sources,
    )
    record_created(assessment, by=requested_by)
    keeps_secrets = assessment_type == AssessmentType.FULL or (
        environment and package is not None and assessment_type == AssessmentType.STATIC
    )
    if (credentials or owner_arguments or environment) and keeps_secrets:
        TestCredential.objects.create(
            assessment=assessment,
            ciphertext=encrypt_secrets(
                headers=credentials or {}, arguments=owner_arguments or {},
                environment=environment or {},
            ),
        )  # fmt: skip
    if enqueue:
        transaction.on_commit(lambda: enqueue_assessment(assessment))
    return assessment


def enqueue_assessment(assessment: Assessment) -> None:
    """Send the assessment's task to the broker. When the broker cannot be reached the
    request stands: the assessment is marked due now, and the sweep sends it again."""
    from assessments.tasks import run_assessment_task

    queue = settings.ASSESSMENT_QUEUES[assessment.assessment_type]
    if assessment.runs_package:
        queue = settings.ASSESSMENT_QUEUES["full"]  # sandboxed runs go to the live workers
    try:
        run_assessment_task.apply_async(args=[assessment.pk], queue=queue)
    except Exception:
        log.warning("assessment %s: the broker could not be reached; the sweep sends it "
                    "again", assessment.pk, exc_info=True)  # fmt: skip
        Assessment.objects.filter(pk=assessment.pk, state=Assessment.State.QUEUED).update(
            retry_due_at=timezone.now()
        )


def assessment_start(*, assessment_id: int) -> Assessment | None:
    """Claim a queued assessment for running with a conditional update.

    Returns None when another delivery already claimed it (a task delivered
    twice runs once).
    """
    now = timezone.now()
    with transaction.atomic():
        row = Assessment.objects.select_related("rubric_version")
        assessment = row.select_for_update().filter(pk=assessment_id).first()
        if assessment is None or assessment.state != Assessment.State.QUEUED:
            return None
        seconds = RUN_DEADLINE[assessment.assessment_type]
        if assessment.runs_package:
            seconds += settings.PACKAGE_FETCH_TIMEOUT  # fetching and installing it first
        deadline = now + datetime.timedelta(seconds=seconds)
        transition(assessment, to=Assessment.State.RUNNING, changes={
            "started_at": now,
            "deadline_at": deadline,
            "lease_until": now + datetime.timedelta(seconds=RUN_LEASE_SECONDS),
            "retry_due_at": None,
            "starts": F("starts") + 1,
            "progress": "Starting",
        })  # fmt: skip
    assessment.refresh_from_db()
    return assessment


def assessment_lease_renew(*, assessment_id: int, start: int | None = None) -> bool:
    """Hold a running assessment for another lease; False once it is no longer this
    run's (it ended, or was queued again and started by another worker)."""
    held = Assessment.objects.filter(pk=assessment_id, state=Assessment.State.RUNNING)
    if start is not None:
        held = held.filter(starts=start)
    until = timezone.now() + datetime.timedelta(seconds=RUN_LEASE_SECONDS)
    return bool(held.update(lease_until=until))


def assessment_put_back(*, assessment_id: int, countdown: float) -> None:
    """Note that a queued assessment's task was sent again for later (its hosts were
    busy), so that the sweep can tell a lost task from one that waits."""
    due = timezone.now() + datetime.timedelta(seconds=countdown + RETRY_GRACE_SECONDS)
    Assessment.objects.filter(pk=assessment_id, state=Assessment.State.QUEUED).update(
        retry_due_at=due
    )


def assessment_progress(*, assessment: Assessment, step: str) -> None:
    # update() rather than save(): only the progress column, and only while running. The
    # step shown on a page is not worth stopping a run for when the database is away.
    try:
        Assessment.objects.filter(pk=assessment.pk, state=Assessment.State.RUNNING).update(
            progress=step[:100]
        )
    except DatabaseError:
        log.warning("assessment %s: progress %r not recorded (database unavailable)",
                    assessment.pk, step)  # fmt: skip
        close_old_connections()


def target_for(assessment: Assessment) -> Target:
    return Target(
        package=PackageRef.of_record(assessment.package) if assessment.package else None,
        live_via=assessment.live_via or "endpoint",
        name=assessment.server.name,
        opted_out=assessment.server.live_testing_opted_out,
        endpoint_url=assessment.endpoint_url,
        repository_url=assessment.repository_url,
        documentation_url=assessment.documentation_url,
        subdir=assessment.repository_subdir,
    )


def assessment_execute(
    *, assessment_id: int, owner_arguments: dict[str, dict] | None = None, learn_name: bool = False
) -> Assessment | None:
    """The whole life of one assessment after it was queued. Called by the task.
    ``learn_name``: the listing was just made from an endpoint, so ask the server its name."""
    from assessments.runner import AssessmentFailed, Ended, run_to_end

    assessment = assessment_start(assessment_id=assessment_id)
    if assessment is None:
        return None
    start = assessment.starts
    from assessments.harness.budget import StoredBudget

    # Bound to this start: a run whose worker was presumed dead and whose assessment was
    # queued again can neither spend the new run's calls nor end it.
    budget = StoredBudget(assessment.pk, settings.HARNESS_CALL_BUDGET, start=assessment.starts)
    try:
        live_target = _live_target(assessment, owner_arguments or {}, learn_name=learn_name)
        ended = run_to_end(
            target_for(assessment),
            assessment.assessment_type,
            rubric=assessment.rubric_version.data,
            now=timezone.now(),
            progress=lambda step: assessment_progress(assessment=assessment, step=step),
            budget=budget,
            live_target=live_target,
            package_env=_package_environment(assessment),
        )
    except DatabaseError:
        log.warning("assessment %s stopped: database unavailable", assessment.pk, exc_info=True)
        ended = Ended(stopped=AssessmentFailed("database-unavailable", DATABASE_LOST))
    except Exception:
        log.exception("assessment %s stopped on an error", assessment.pk)
        ended = Ended(stopped=AssessmentFailed("internal-error", ""))
    if budget.database_lost:  # calls were refused part-way: not a whole run to publish
        ended = Ended(stopped=AssessmentFailed("database-unavailable", DATABASE_LOST))
    return when_database_answers(lambda: _record_end(assessment, ended, start=start))


DATABASE_LOST = "the database could not be reached during the run; no uncounted call was sent"
# How long a worker keeps trying to record how a run ended while the database is away;
# past it the task gives up and the sweep ends the assessment once its lease expires.
DATABASE_WAIT_SECONDS = 120


def when_database_answers(write, *, wait: float | None = None):
    """``write()``, tried again with growing pauses while the database cannot be reached
    (each try is its own transaction, so a failed one leaves nothing behind)."""
    import time

    give_up = time.monotonic() + (DATABASE_WAIT_SECONDS if wait is None else wait)
    pause = 0.5
    while True:
        try:
            return write()
        except DatabaseError:
            close_old_connections()
            if time.monotonic() + pause > give_up:
                raise
            log.warning("database unavailable; trying again in %.1f s", pause)
            time.sleep(pause)
            pause = min(pause * 2, 10.0)


def _record_end(assessment: Assessment, ended, *, start: int) -> Assessment:
    # Test credentials serve one assessment only, whatever its outcome.
    TestCredential.objects.filter(assessment_id=assessment.pk).delete()
    if ended.cancelled:
        stopped = ended.stopped
        return assessment_cancel(
            assessment=assessment, label=stopped.label, detail=stopped.detail, start=start
        )
    if ended.stopped is not None:
        stopped = ended.stopped
        return assessment_fail(
            assessment=assessment, label=stopped.label, detail=stopped.detail, live=ended.live,
            start=start,
        )  # fmt: skip
    return assessment_publish(assessment=assessment, outcome=ended.outcome, start=start)


def _stored_secrets(assessment: Assessment) -> tuple[dict, dict, dict]:
    """The owner's (headers, working arguments, test variables), decrypted."""
    stored = TestCredential.objects.filter(assessment_id=assessment.pk).first()
    return decrypt_secrets(stored.ciphertext) if stored else ({}, {}, {})


def _package_environment(assessment: Assessment) -> dict[str, str] | None:
    """The owner's test variables for a package introspected at the static type."""
    if assessment.assessment_type != AssessmentType.STATIC or not assessment.package:
        return None
    return _stored_secrets(assessment)[2]


def _live_target(assessment: Assessment, owner_arguments: dict[str, dict], *, learn_name=False):
    """The endpoint to test, its transport, and the owner's decrypted credentials."""
    if assessment.assessment_type != AssessmentType.FULL:
        return None
    from assessments.harness.live import LiveTarget

    headers, stored_arguments, environment = _stored_secrets(assessment)
    if assessment.live_via == "package":
        return LiveTarget(
            transport="stdio", env=environment,
            owner_arguments={**stored_arguments, **owner_arguments},
        )  # fmt: skip
    return LiveTarget(
        url=assessment.endpoint_url,
        transport=assessment.server.transport,
        headers=headers,
        owner_arguments={**stored_arguments, **owner_arguments},
        learn_name=learn_name,
    )


@transaction.atomic
def _end_unpublished(
    assessment: Assessment,
    *,
    state: str,
    label: str,
    detail: str,
    reason: str,
    by: User | None = None,
    live: dict | None = None,
    start: int | None = None,
) -> tuple[Assessment, bool]:
    """Move a queued or running assessment to ``state`` without publishing anything.
    Returns the row and whether this call ended it. ``start``: only if that run is still
    the assessment's."""  # fmt: skip
    locked = Assessment.objects.select_for_update().get(pk=assessment.pk)
    if locked.is_final or start not in (None, locked.starts):
        return locked, False
    transition(locked, to=state, by=by, reason=reason, changes={
        "finished_at": timezone.now(),
        "failure_label": label if label in REASONS else "internal-error",
        "failure_detail": detail[:500],
        "progress": "",
        "live": live,
    })  # fmt: skip
    TestCredential.objects.filter(assessment_id=locked.pk).delete()  # used once, if at all
    locked.refresh_from_db()
    return locked, True


@transaction.atomic
def assessment_fail(
    *,
    assessment: Assessment,
    label: str,
    detail: str = "",
    live: dict | None = None,
    start: int | None = None,
) -> Assessment:
    """Record that the assessment could not finish. The current certification stays."""
    failed, ended = _end_unpublished(
        assessment, state=Assessment.State.FAILED, label=label, detail=detail, reason=label,
        live=live, start=start,
    )  # fmt: skip
    if ended:
        mail.queue("assessments.emails.send_assessment_finished", assessment_id=failed.pk)
    return failed


def assessment_cancel(
    *,
    assessment: Assessment,
    label: str,
    detail: str = "",
    by: User | None = None,
    start: int | None = None,
) -> Assessment:
    """Stop a queued or running assessment for a stated reason (e.g. ``opted-out``).

    Nothing is published and the current certification stays. A running test
    stops at its next call: the stored budget refuses once the state is no
    longer running.
    """
    cancelled, _ = _end_unpublished(
        assessment, state=Assessment.State.CANCELLED, label=label, detail=detail,
        reason=detail or REASONS.get(label, label), by=by, start=start,
    )  # fmt: skip
    return cancelled


def assessments_after_optout(*, optout: OptOut) -> list[Assessment]:
    """Cancel the queued full assessments of a server whose opt-out ``optout`` is in
    effect, with the opt-out named as the reason; returns them. Call it after any opt-out
    service that may put one in effect (``optouts.services``): nothing is cancelled for
    a request that is held, expired or not needed.

    A full assessment that started meanwhile makes no live call: the harness's stored
    budget re-reads the server's opt-out flag before every call, and its worker cancels
    it."""
    if optout.status != OptOut.Status.ACTIVE:
        return []
    queued = Assessment.objects.filter(
        server_id=optout.server_id,
        assessment_type=AssessmentType.FULL,
        state=Assessment.State.QUEUED,
    )
    return [
        assessment_cancel(
            assessment=assessment,
            label="opted-out",
            detail=f"the operator opted out of live testing (opt-out #{optout.pk})",
        )
        for assessment in queued
    ]
