"""The report card reads its server's history and disputes in a fixed number of
queries, however long they are, and shows what it read."""

from __future__ import annotations

import re

from django.db import connection
from django.test.utils import CaptureQueriesContext

from disputes.models import Dispute
from tests.builders import file, published, queued
from tests.conftest import make_user

ALL_PASS = dict.fromkeys(range(1, 9), "pass")


def read(client, server) -> tuple[int, str]:
    with CaptureQueriesContext(connection) as queries:
        page = client.get(server.get_absolute_url()).content.decode()
    return len(queries), page


def test_the_report_card_asks_as_many_queries_however_long_the_history(
    client, alice_server, charlie
):
    published(alice_server, kind="static", grades=ALL_PASS)  # Suitable
    current = published(alice_server, kind="documentation", grades={1: "fail", 2: "fail"})
    file(charlie, current)
    read(client, alice_server)  # the published rubric version is read once per process
    before, page = read(client, alice_server)
    assert "All 2 assessments of this server" in page and 'id="best-reached"' in page
    assert page.count("Dispute #") == 1

    for n in range(3):
        published(alice_server, kind="static", grades=ALL_PASS)
        current = published(alice_server, kind="documentation", grades={1: "fail", 2: "fail"})
        file(make_user(f"filer{n}@example.com"), current)
    made, _ = read(client, alice_server)  # the new assessment's part: its results read once
    assert made == before + 1
    after, page = read(client, alice_server)
    assert after == before
    assert "All 8 assessments of this server" in page and 'id="best-reached"' in page
    assert page.count("Dispute #") == 4
    assert "over the last 8 published assessments" in page  # the sparkline

    queued(alice_server, kind="static")
    with_active, page = read(client, alice_server)
    # The queued assessment, read whole for its banner, and whether a worker runs.
    assert with_active == before + 2
    assert "An assessment is queued" in page and "All 9 assessments" in page


def test_a_kept_card_reads_no_result_and_shows_what_they_say(client, alice_server, monkeypatch):
    from django.core.cache import cache

    from web.pages import listings

    cache.clear()
    published(alice_server, kind="static", grades={1: "pass", 2: "partial", 3: "pass"})
    made = []
    prefetch = listings.prefetch_related_objects

    def counting(items, *lookups):
        made.append(items[0].pk)
        return prefetch(items, *lookups)

    monkeypatch.setattr(listings, "prefetch_related_objects", counting)
    first = read(client, alice_server)[1]
    again = read(client, alice_server)[1]
    assert len(made) == 1  # the results read for the first card only
    assert first == again
    assert "Scored on 3 of 8 dimensions" in again and "dimension-results" in again


def test_the_report_card_lists_disputes_newest_first(client, alice_server):
    filed = []
    for n in range(3):
        current = published(alice_server, kind="documentation", grades={1: "fail", 2: "fail"})
        filed.append(file(make_user(f"filer{n}@example.com"), current))
    # Filed at the same moment: the later one (by id) first.
    Dispute.objects.filter(pk=filed[0].pk).update(filed_at=filed[1].filed_at)
    _, page = read(client, alice_server)
    shown = [int(n) for n in re.findall(r">Dispute #(\d+)</a>", page)]
    assert shown == [filed[2].pk, filed[1].pk, filed[0].pk]
