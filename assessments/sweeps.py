"""Sweeps: keep assessments fresh across every listing, a batch at a time.

A sweep queues an assessment of one type for listed servers whose last finished
assessment of that type is older than N days (or that have none), which that type can
assess (a remote endpoint and no opt-out for ``full``; a repository or documentation
URL for the others) and that have none queued or running, unless that type cannot match
the certification the server holds (a documentation sweep never replaces a full
Production Ready certification). It stops at its limit, and
before the broker's queue for that type holds ``SWEEP_BACKLOG_LIMIT`` tasks, so a sweep
of the whole registry never floods the broker: the next run goes on where it stopped.
Hosts are spared by the workers (``assessments.politeness``), not here.
"""

from __future__ import annotations

import datetime
import logging
from collections import Counter
from dataclasses import dataclass, field

from django.conf import settings
from django.db.models import Exists, OuterRef, Q
from django.utils import timezone

from assessments import services
from assessments.models import Assessment
from assessments.selectors import request_replacement
from certification.models import Server, ServerPackage

log = logging.getLogger(__name__)
BATCH = 100
WOULD_REPLACE = "it would replace a certification this type cannot match"


@dataclass
class SweepSummary:
    queued: int = 0
    not_queued: Counter = field(default_factory=Counter)


def stale_servers(tier: str, *, stale_days: int):
    """Listed servers this type can assess, due for it, with nothing queued or running."""
    cutoff = timezone.now() - datetime.timedelta(days=stale_days)
    recent = Assessment.objects.filter(
        server=OuterRef("pk"), assessment_type=tier, finished_at__gte=cutoff
    ).exclude(state=Assessment.State.CANCELLED)
    active = Assessment.objects.filter(server=OuterRef("pk")).active()
    # A package Sagentum can fetch and sandbox (npm or PyPI, over stdio).
    packaged = Exists(ServerPackage.objects.filter(
        server=OuterRef("pk"), registry_type__in=ServerPackage.ASSESSED, transport="stdio"
    ))  # fmt: skip
    if tier == "full":
        eligible = (~Q(endpoint_url="") | packaged) & Q(live_testing_opted_out=False)
    elif tier == "static":
        eligible = ~Q(repository_url="") | ~Q(documentation_url="") | packaged
    else:
        eligible = ~Q(repository_url="") | ~Q(documentation_url="")
    return (
        Server.objects.listed()
        .filter(eligible)
        .exclude(Exists(recent))
        .exclude(Exists(active))
        .order_by("pk")
    )


def sweep(tier: str, *, stale_days: int, limit: int) -> SweepSummary:
    summary = SweepSummary()
    room = settings.SWEEP_BACKLOG_LIMIT - backlog(settings.ASSESSMENT_QUEUES[tier])
    due = stale_servers(tier, stale_days=stale_days)
    total = due.count()
    budget = min(limit, max(room, 0))
    last_pk = 0
    while summary.queued < budget:
        batch = list(due.filter(pk__gt=last_pk)[:BATCH])
        if not batch:
            break
        for server in batch:
            last_pk = server.pk
            if summary.queued >= budget:
                break
            if request_replacement(server, tier) is not None:
                # Nobody is asked on a sweep's behalf: a weaker type never replaces a
                # certification it cannot match. An owner may still request it.
                summary.not_queued[WOULD_REPLACE] += 1
                continue
            try:
                services.assessment_request(
                    server=server, requested_by=None, assessment_type=tier, enqueue=True
                )
            except services.RequestRefused as refusal:
                summary.not_queued[f"refused: {refusal}"] += 1
            else:
                summary.queued += 1
    left = total - summary.queued - sum(summary.not_queued.values())
    if left > 0:
        reason = (
            f"the queue already holds {settings.SWEEP_BACKLOG_LIMIT - room} tasks (limit "
            f"{settings.SWEEP_BACKLOG_LIMIT}); the next sweep goes on"
            if room < limit
            else f"over this run's limit of {limit}; the next sweep goes on"
        )
        summary.not_queued[reason] += left
    return summary


def backlog(queue: str) -> int:
    """Tasks waiting in the broker's queue (0 when it cannot be told)."""
    from celery import current_app as app  # the project's app, set up by the shell

    try:
        with app.connection_for_write() as connection:
            declared = connection.default_channel.queue_declare(queue=queue, passive=True)
            return int(declared.message_count)
    except Exception as error:  # a queue not declared yet holds nothing
        log.debug("backlog of %s unknown: %s", queue, error)
        return 0
