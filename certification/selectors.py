"""Reads of listings, the rubric in effect and the changelog, shared by the pages, the API
and the MCP endpoint."""

from __future__ import annotations

import contextlib
import datetime
import re
from dataclasses import dataclass

from django.core.cache import cache
from django.db.models import Count
from django.http import Http404
from django.utils import timezone
from django.utils.dateparse import parse_datetime

from certification.listing_rules import UNTIERED
from certification.models import (
    ChangelogEntry,
    ChangelogEntryQuerySet,
    RubricVersion,
    Server,
    User,
    WorkerHeartbeat,
)
from certification.ownership import user_owns_server
from certification.rubric import rubric_in_effect, rubric_tiers

SINCE_HELP = "Give an ISO 8601 time (2026-12-01T00:00:00Z), a date (2026-12-01) or a seq."


def changelog_entries(*, since: str = "", server: str = "") -> ChangelogEntryQuerySet:
    """Changelog entries, newest first: after ``since`` (a time, a date or a seq) and of
    the server with slug ``server``, when given. Raises ``ValueError`` with
    ``SINCE_HELP`` when ``since`` is none of those."""
    entries = ChangelogEntry.objects.select_related("server").order_by("-seq")
    since = since.strip()
    if since:
        entries = entries.filter(**since_filter(since))
    server = server.strip()
    if server:
        entries = entries.filter(server__slug=server)
    return entries


def since_filter(text: str) -> dict[str, object]:
    if re.fullmatch(r"[0-9]{1,18}", text):
        return {"seq__gt": int(text)}
    try:
        moment = parse_datetime(text.replace(" ", "+"))  # a "+" in a query reads as " "
        if moment is None:
            day = datetime.date.fromisoformat(text)
            moment = datetime.datetime.combine(day, datetime.time.min)
        if timezone.is_naive(moment):
            moment = timezone.make_aware(moment, datetime.UTC)
        moment.astimezone(datetime.UTC)  # out of range in UTC: refused here, not by SQL
    except (ValueError, OverflowError):
        raise ValueError(SINCE_HELP) from None
    return {"created_at__gt": moment}


def access_server_for_management(user: User, slug: str) -> Server:
    """The server, if ``user`` may manage its listing; 404 alike for missing and forbidden."""
    server = Server.objects.filter(slug=slug).first()
    if server is None or not (user.is_staff or user_owns_server(user, server)):
        raise Http404("No such server, or you do not manage it.")
    return server


# Workers record a heartbeat every minute (``certification.tasks.heartbeat``); five
# missed in a row is longer than a restart or a busy minute, and short enough that a
# requester learns before waiting long for work no worker will do.
WORKER_SEEN_WITHIN = datetime.timedelta(minutes=5)


@dataclass(frozen=True)
class WorkerStatus:
    """Whether a worker was seen within ``WORKER_SEEN_WITHIN``, and when one last was."""

    seen_recently: bool
    last_seen: datetime.datetime | None

    @property
    def notice(self) -> str:
        """What a page that queues or follows work says when no worker was seen lately."""
        if self.seen_recently:
            return ""
        when = self.last_seen
        since = f"since {when.day} {when:%B %Y, %H:%M} UTC" if when else "yet"
        return (f"No worker has been seen {since}: queued assessments and checks wait "
                "until one runs again.")  # fmt: skip


def worker_status(*, now: datetime.datetime | None = None) -> WorkerStatus:
    """When any worker last recorded its heartbeat, and whether that is recent (one
    query). Pages that queue work, or follow queued work, say so when it is not."""
    last = WorkerHeartbeat.objects.order_by("-seen_at").values_list("seen_at", flat=True)
    seen = last.first()
    recent = seen is not None and seen >= (now or timezone.now()) - WORKER_SEEN_WITHIN
    return WorkerStatus(seen_recently=recent, last_seen=seen)


def worker_seen_recently(*, now: datetime.datetime | None = None) -> bool:
    return worker_status(now=now).seen_recently


def current_rubric() -> RubricVersion | None:
    """The rubric in effect, as pages show it (``certification.rubric.rubric_in_effect``)."""
    return rubric_in_effect()


# Counts of listings are exact up to this many; above it a count is read from the
# database's estimate (the directory) or kept a while (the home page's figures).
EXACT_UP_TO = 1000
FIGURES_KEY = "directory:figures"
FIGURES_SECONDS = 60


@dataclass
class DirectoryFigures:
    """How many servers are listed and how many hold each tier. ``counted_at``: when
    they were counted, if not for this read (a large directory's figures are counted at
    most once every ``FIGURES_SECONDS``, so a page made anew never counts the table)."""

    listed: int
    tiers: list[dict]
    counted_at: datetime.datetime | None = None


def directory_figures() -> DirectoryFigures:
    try:  # kept only when the directory was large when last counted
        kept = cache.get(FIGURES_KEY)
    except Exception:  # the cache is down: count, as a small directory does
        kept = None
    if isinstance(kept, DirectoryFigures):
        return kept
    listed = Server.objects.listed()
    if listed[: EXACT_UP_TO + 1].count() <= EXACT_UP_TO:
        return DirectoryFigures(listed.count(), tier_distribution(listed))
    kept = DirectoryFigures(listed.count(), tier_distribution(listed), timezone.now())
    with contextlib.suppress(Exception):
        cache.set(FIGURES_KEY, kept, FIGURES_SECONDS)
    return kept


def tier_distribution(servers) -> list[dict]:
    """How many listed servers hold each tier now, including the unassessed."""
    counts = dict(
        servers.exclude(certification__isnull=True)
        .values_list("certification__tier")
        .annotate(n=Count("pk"))
    )
    rows = [
        {"key": tier["key"], "name": tier["name"], "count": counts.get(tier["key"], 0)}
        for tier in rubric_tiers()
    ]
    (insufficient, insufficient_name), (unassessed, unassessed_name) = UNTIERED
    rows.append({"key": insufficient, "name": insufficient_name, "count": counts.get("", 0)})
    unassessed_count = servers.filter(certification__isnull=True).count()
    rows.append({"key": unassessed, "name": unassessed_name, "count": unassessed_count})
    return rows
