"""The directory's pages read from the index: walking every page forward and back gives
every listed server once, in the order the form asks for, whatever the sort; a cursor
that cannot be read gives the first page; counts are exact up to a bound."""

from __future__ import annotations

import base64
import datetime
import json

import pytest
from django.db import connection
from django.db.models import F
from django.utils import timezone

from certification.models import Server
from tests.builders import published
from web import keyset
from web.forms.listings import DirectoryForm, directory

pytestmark = pytest.mark.django_db

ORDERS = {  # the directory's orders as one ORM ordering each (what the segments must equal)
    "name": (F("name").asc(),),
    "relevance": (F("name").asc(),),  # with no words to search for, by name
    "score": (F("certification__score").desc(nulls_last=True), F("name").asc()),
    "assessed": (F("certification__assessed_at").desc(nulls_last=True), F("name").asc()),
    "newest": (F("listed_at").desc(), F("name").asc()),
    "oldest": (F("listed_at").asc(), F("name").asc()),
}
GRADES = [
    {1: "pass", 5: "pass", 6: "pass", 8: "pass"},
    {1: "pass", 5: "partial", 6: "pass", 8: "partial"},
    {1: "fail", 5: "fail", 6: "partial", 8: "fail"},
    {},  # nothing tested: certified without a score
]


@pytest.fixture
def listings():
    now = timezone.now()
    servers = [
        Server.objects.create(
            name=f"Server {n % 7} {chr(65 + n)}",
            slug=f"server-{n}",
            listed_at=now - datetime.timedelta(days=n % 5),  # ties in every sort
        )
        for n in range(17)
    ]
    for n, server in enumerate(servers[:12]):  # five are never assessed
        published(server, grades=GRADES[n % len(GRADES)])
    Server.objects.create(name="Gone", slug="gone", status=Server.Status.DELISTED)
    return servers


def walk(segments, size: int, forward: bool) -> list[str]:
    page = keyset.paginate(segments, {} if forward else {"last": "1"}, size)
    seen = list(page.object_list)
    while page.has_next if forward else page.has_previous:
        cursor = page.next_cursor if forward else page.previous_cursor
        page = keyset.paginate(segments, {"after" if forward else "before": cursor}, size)
        seen = seen + page.object_list if forward else page.object_list + seen
    return [server.slug for server in seen]


@pytest.mark.parametrize("named", [False, True])
@pytest.mark.parametrize("sort", DirectoryForm.SORTS)
@pytest.mark.parametrize("size", [1, 4, 50])
def test_every_page_forward_and_back_is_the_whole_order(listings, sort, size, named):
    servers, form = directory({"sort": sort})
    segments = form.segments(servers, named=named)  # named: its first and last compiled
    expected = list(
        Server.objects.listed().order_by(*ORDERS[sort], "pk").values_list("slug", flat=True)
    )
    assert len(expected) == 17 and "gone" not in expected
    assert walk(segments, size, forward=True) == expected
    assert walk(segments, size, forward=False) == expected


def test_a_named_segments_beginning_is_compiled_once_and_reads_what_is_there_now(
    listings, monkeypatch
):
    from django.db.models.sql.compiler import SQLCompiler

    compiles, as_sql = [], SQLCompiler.as_sql
    monkeypatch.setattr(
        SQLCompiler, "as_sql", lambda self, *a, **k: compiles.append(1) or as_sql(self, *a, **k)
    )
    keyset._BEGINNINGS.clear()

    def first_page(tier: str) -> tuple[list[str], int]:
        servers, form = directory({"sort": "score", "tier": tier})
        segments = form.segments(servers, named=True)
        before = len(compiles)
        slugs = [s.slug for s in keyset.paginate(segments, {}, 50).object_list]
        return slugs, len(compiles) - before

    reads = [first_page("not_assessed") for _ in range(3)]
    assert reads[0][0] == reads[1][0] == reads[2][0] and len(reads[0][0]) == 5
    # Two segments read, each compiled and probed once; then none.
    assert [made for _, made in reads] == [4, 0, 0]
    # A listing added meanwhile is read by the same SQL.
    Server.objects.create(name="Newly Listed", slug="newly-listed")
    slugs, made = first_page("not_assessed")
    assert "newly-listed" in slugs and made == 0
    # Another filter is another shape, compiled on its own.
    assert first_page("suitable")[1] > 0


def test_filters_apply_to_every_segment(listings):
    servers, form = directory({"sort": "score", "tier": "not_assessed"})
    assert sorted(walk(form.segments(servers), 2, True)) == sorted(s.slug for s in listings[12:])
    assert keyset.count(servers) == keyset.Count(5, exact=True)


def cursor(value) -> str:
    text = json.dumps(value).encode()
    return base64.urlsafe_b64encode(text).decode().rstrip("=")


@pytest.mark.parametrize(
    "crafted",
    [
        "garbage",
        "!!!",
        cursor([9, ["a", 1]]),  # no such segment
        cursor([-1, ["a", 1]]),
        cursor([True, ["a", 1]]),
        cursor([0, ["a"]]),  # too few values
        cursor([0, ["a", "not a number"]]),  # the primary key is a number
        cursor([0, [{"d": "NaNx"}, "a", 1]]),
        cursor([0, [{"t": "yesterday"}, "a", 1]]),
        cursor([0, [None, 1]]),
        cursor({"a": 1}),
        "A" * 3000,
    ],
)
def test_a_cursor_that_cannot_be_read_gives_the_first_page(listings, crafted):
    for sort in ("name", "score"):
        servers, form = directory({"sort": sort})
        segments = form.segments(servers)
        first = keyset.paginate(segments, {}, 3).object_list
        for name in ("after", "before"):
            page = keyset.paginate(segments, {name: crafted}, 3)
            assert page.object_list == first and page.first


def test_a_count_reads_at_most_its_bound_then_estimates(listings, monkeypatch):
    servers, _ = directory({})
    assert keyset.count(servers) == keyset.Count(17, exact=True)
    assert str(keyset.count(servers)) == "17"
    monkeypatch.setattr(keyset, "EXACT_UP_TO", 10)
    over = keyset.count(servers)
    if connection.vendor == "postgresql":  # the planner's estimate, never below the bound
        assert not over.exact and over.value >= 11 and str(over).startswith("about ")
    else:  # no estimate: exact
        assert over == keyset.Count(17, exact=True)


@pytest.mark.skipif(connection.vendor != "postgresql", reason="only PostgreSQL estimates")
def test_a_count_found_large_is_kept_as_estimated_for_a_minute(listings, monkeypatch):
    from django.core.cache import cache
    from django.test.utils import CaptureQueriesContext

    monkeypatch.setattr(keyset, "EXACT_UP_TO", 10)
    servers, _ = directory({})
    with CaptureQueriesContext(connection) as first:
        estimated = keyset.count(servers)
    with CaptureQueriesContext(connection) as again:
        assert keyset.count(servers) == estimated and not estimated.exact
    assert len(first) == 2 and len(again) == 0  # the capped count and the estimate, then none
    assert first[1]["sql"].startswith("EXPLAIN")
    with CaptureQueriesContext(connection) as other:
        keyset.count(directory({"type": "full"})[0])  # another query: counted
    assert not other[0]["sql"].startswith("EXPLAIN")
    cache.clear()  # the minute is over
    with CaptureQueriesContext(connection) as later:
        assert not keyset.count(servers).exact
    assert len(later) == 2


def test_an_estimate_claims_two_figures():
    assert [keyset._round(n) for n in (7, 99, 1234, 29686)] == [7, 99, 1200, 30000]
    assert str(keyset.Count(29686, exact=False)) == "about 29,686"


@pytest.mark.parametrize("sort", ["score", ""])  # a directory order; the best match first
def test_a_search_s_matches_are_paged_whole_in_either_order(listings, sort):
    from web.forms.listings import directory_page

    Server.objects.filter(slug__in=["server-3", "server-9"]).update(description="rare words")
    page, _ = directory_page({"q": "rare words", "sort": sort}, 1)
    seen = [server.slug for server in page.object_list]
    while page.has_next:
        page, _ = directory_page({"q": "rare words", "sort": sort, "after": page.next_cursor}, 1)
        seen += [server.slug for server in page.object_list]
    assert sorted(seen) == ["server-3", "server-9"] and page.count == keyset.Count(2, True)
    back = [server.slug for server in page.object_list]
    while page.has_previous:
        page, _ = directory_page(
            {"q": "rare words", "sort": sort, "before": page.previous_cursor}, 1
        )
        back = [server.slug for server in page.object_list] + back
    assert back == seen
    last, _ = directory_page({"q": "rare words", "sort": sort, "last": "1"}, 1)
    assert [server.slug for server in last.object_list] == seen[-1:] and last.has_previous


def test_a_filter_nothing_can_match_counts_none(listings):
    servers, _ = directory({})
    assert keyset.count(servers.filter(pk__in=[])) == keyset.Count(0, exact=True)
