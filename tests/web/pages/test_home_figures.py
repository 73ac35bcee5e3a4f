"""The home page's figures: counted for each read in a small directory; in a large one
counted at most once a minute, and said to be."""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from certification import selectors
from certification.models import Server
from tests.builders import published

pytestmark = pytest.mark.django_db


def listing(n: int) -> Server:
    return Server.objects.create(name=f"Server {n}", slug=f"server-{n}")


def test_a_small_directory_is_counted_on_every_read(client):
    published(listing(1))
    listing(2)
    figures = selectors.directory_figures()
    assert figures.listed == 2 and figures.counted_at is None
    counts = {row["key"]: row["count"] for row in figures.tiers}
    assert counts["not_assessed"] == 1 and sum(counts.values()) == 2
    listing(3)
    assert selectors.directory_figures().listed == 3
    assert b"Counted at" not in client.get("/").content


def test_a_large_directory_is_counted_once_a_minute(client, monkeypatch):
    monkeypatch.setattr(selectors, "EXACT_UP_TO", 2)
    cache.delete(selectors.FIGURES_KEY)
    for n in range(3):
        listing(n)
    first = selectors.directory_figures()
    assert first.listed == 3 and first.counted_at is not None
    listing(3)
    with CaptureQueriesContext(connection) as read:
        kept = selectors.directory_figures()  # kept: no count of the table
    assert len(read) == 0
    assert (kept.listed, kept.counted_at) == (3, first.counted_at)
    response = client.get("/")
    assert b"All 3 listed servers" in response.content and b"Counted at" in response.content
    assert b"about 3 servers" in client.get("/servers/?sort=score").content  # as counted
    assert b">4 servers" in client.get("/servers/?q=server").content  # a search: its own
    cache.delete(selectors.FIGURES_KEY)  # the minute is over
    assert selectors.directory_figures().listed == 4
