"""Reads of listings and the changelog, shared by the pages, the API and the MCP endpoint."""

from __future__ import annotations

import datetime
import re

from django.utils import timezone
from django.utils.dateparse import parse_datetime

from certification.forms import DirectoryForm
from certification.models import ChangelogEntry, ChangelogEntryQuerySet, Server, ServerQuerySet

SINCE_HELP = "Give an ISO 8601 time (2026-12-01T00:00:00Z), a date (2026-12-01) or a seq."


def directory(params: dict[str, str]) -> tuple[ServerQuerySet, DirectoryForm]:
    """Listed servers filtered and sorted as the directory's form asks, with the form.

    An invalid form leaves the listing unfiltered, sorted by name; its errors say why.
    """
    form = DirectoryForm(params or None)
    servers = Server.objects.listed().select_related("certification")
    if form.is_bound and form.is_valid():
        return form.filter(servers), form
    return servers.order_by("name", "pk"), form


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
