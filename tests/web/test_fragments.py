"""Rows kept apart from their pages: a page made anew renders only the rows whose
values changed, every change shows at once, and a cache outage only costs time."""

from __future__ import annotations

import pytest
from django.core.cache import cache, caches

from certification import services
from certification.models import Server
from tests.builders import published
from web import fragments

pytestmark = pytest.mark.django_db


@pytest.fixture
def counted(monkeypatch):
    """How many rows were made (not read from the cache); the filters apart."""
    made = {"html": 0}
    render = fragments.render_to_string

    def counting(template, *args, **kwargs):
        if "filters" not in template:
            made["html"] += 1
        return render(template, *args, **kwargs)

    monkeypatch.setattr(fragments, "render_to_string", counting)
    cache.clear()
    return made


@pytest.fixture
def listings():
    return [Server.objects.create(name=f"Listing {n}", slug=f"listing-{n}") for n in range(3)]


def test_a_page_made_again_renders_only_the_rows_that_changed(client, counted, listings):
    first = client.get("/servers/")
    assert counted["html"] == 3 and b"Listing 1" in first.content
    again = client.get("/servers/")
    assert counted["html"] == 3 and again.content == first.content
    services.server_update(server=listings[1], name="Renamed Listing")
    renamed = client.get("/servers/")
    assert counted["html"] == 4
    assert b"Renamed Listing" in renamed.content and b"Listing 1<" not in renamed.content


def table(response) -> str:
    content = response.content.decode()
    return content[content.index("<tbody>") : content.index("</tbody>")]


def test_a_certification_and_an_opt_out_show_in_the_row_at_once(client, counted, listings):
    client.get("/servers/")
    published(listings[0])
    assert "Not yet assessed" in table(client.get("/servers/?q=listing 2"))
    row = table(client.get("/servers/?q=Listing 0"))
    assert "Not yet assessed" not in row and "rubric" in row
    Server.objects.filter(pk=listings[2].pk).update(live_testing_opted_out=True)
    assert "Opted out of live testing" in table(client.get("/servers/?q=Listing 2"))


def test_the_filters_are_kept_per_query_and_show_what_was_asked(client, listings):
    first = client.get("/servers/?q=listing&sort=score").content.decode()
    assert 'value="listing"' in first and '<option value="score" selected>' in first
    other = client.get("/servers/?q=other&tier=bogus").content.decode()
    assert 'value="other"' in other and "Not understood, so left out: Tier." in other
    assert 'value="listing"' in client.get("/servers/?q=listing&sort=score").content.decode()


def test_changelog_entries_are_kept_by_their_hash(client, counted, listings):
    published(listings[0])
    client.get("/changelog/")
    made = counted["html"]
    client.get("/changelog/")
    assert counted["html"] == made
    published(listings[1])  # one entry more: one row made
    page = client.get("/changelog/")
    assert counted["html"] == made + 1 and b"Listing 1" in page.content


def test_api_items_show_every_change(client, listings):
    cache.clear()
    first = client.get("/api/v1/servers/").json()["results"]
    assert [item["certification"] for item in first] == [None, None, None]
    published(listings[0])
    services.server_update(server=listings[2], description="Now described")
    items = {item["slug"]: item for item in client.get("/api/v1/servers/").json()["results"]}
    assert items["listing-0"]["certification"]["tier"] is not None
    assert items["listing-2"]["description"] == "Now described"
    other_host = client.get("/api/v1/servers/", HTTP_HOST="localhost").json()["results"]
    assert other_host[0]["url"].startswith("http://localhost/")


def test_a_cache_outage_makes_every_row(client, counted, listings, monkeypatch):
    client.get("/servers/")

    class Down:
        def get_many(self, *args, **kwargs):
            raise ConnectionError("cache down")

        set_many = get_many

    monkeypatch.setattr(fragments, "cache", Down())
    page = client.get("/servers/")
    assert page.status_code == 200 and counted["html"] == 6 and b"Listing 2" in page.content
    assert b'name="q"' in page.content


def test_a_report_card_renders_an_assessments_dimensions_once(
    client, counted, listings, monkeypatch
):
    from web.pages import listings as pages

    render = pages.render_to_string

    def counting(template, *args, **kwargs):
        counted["html"] += 1
        return render(template, *args, **kwargs)

    monkeypatch.setattr(pages, "render_to_string", counting)
    published(listings[0], grades={1: "pass", 5: "pass", 6: "pass", 8: "partial"})
    first = client.get("/servers/listing-0/")
    made = counted["html"]
    assert made == 1 and b"dims-heading" in first.content
    again = client.get("/servers/listing-0/")
    assert counted["html"] == made and again.content == first.content
    published(listings[0], grades={1: "fail", 5: "fail", 6: "fail", 8: "fail"})
    later = client.get("/servers/listing-0/").content
    assert counted["html"] == made + 1 and later != first.content


def test_with_debug_a_template_edited_while_the_site_runs_gets_a_new_key(settings, monkeypatch):
    from types import SimpleNamespace

    from web import fragments as parts

    sources = iter(["<p>{{ a }}</p>", "<p>{{ a }}!</p>", "<p>{{ a }}?</p>"])
    monkeypatch.setattr(
        parts,
        "get_template",
        lambda name: SimpleNamespace(template=SimpleNamespace(source=next(sources))),
    )
    parts._code_digest.cache_clear()
    settings.DEBUG = True
    assert parts.code_digest("edited.html") != parts.code_digest("edited.html")
    settings.DEBUG = False
    assert parts.code_digest("edited.html") == parts.code_digest("edited.html")
    parts._code_digest.cache_clear()


def test_api_items_kept_build_no_listing_and_a_package_change_shows(client, listings, monkeypatch):
    from web.api.listings import ServerList

    cache.clear()
    made = []
    items_for = ServerList.items_for

    def counting(self, rows):
        made.extend(row["pk"] for row in rows)
        return items_for(self, rows)

    monkeypatch.setattr(ServerList, "items_for", counting)
    first = client.get("/api/v1/servers/").json()["results"]
    assert sorted(made) == sorted(listing.pk for listing in listings)
    made.clear()
    assert client.get("/api/v1/servers/").json()["results"] == first and made == []
    services.server_packages_set(
        server=listings[1],
        packages=[{"registry_type": "npm", "identifier": "listing-one", "version": "1.2.3"}],
    )
    items = {item["slug"]: item for item in client.get("/api/v1/servers/").json()["results"]}
    assert made == [listings[1].pk]
    assert [package["identifier"] for package in items["listing-1"]["packages"]] == ["listing-one"]
    made.clear()
    found = client.get("/api/v1/servers/?q=listing").json()
    assert len(found["results"]) == 3 and made == []  # the search's pages read the same items


@pytest.mark.parametrize(
    "path",
    [
        "/servers/", "/servers/?q=listing", "/servers/?sort=score", "/api/v1/servers/", "/",
        "/changelog/", "/changelog/feed/", "/api/v1/changelog/",
    ],
)  # fmt: skip
def test_rows_made_anew_read_no_field_left_unread(client, listings, path, monkeypatch):
    # The lists read only the columns their rows show: a row made anew that touched a
    # column left unread would cost one query per row. Every row is made (no parts kept).
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    class Down:
        def get_many(self, *args, **kwargs):
            raise ConnectionError("cache down")

        set_many = get_many

    monkeypatch.setattr(fragments, "cache", Down())
    for listing in listings:
        published(listing)
    client.get(path)
    with CaptureQueriesContext(connection) as three:
        assert client.get(path).status_code == 200
    for n in range(3, 9):
        published(Server.objects.create(name=f"Listing {n}", slug=f"listing-{n}"))
    client.get(path)
    with CaptureQueriesContext(connection) as nine:
        page = client.get(path)
    assert page.status_code == 200
    assert b"listing-8" in page.content or b"Listing 8" in page.content
    assert len(nine) == len(three)


def test_an_api_item_changed_between_its_two_reads_is_not_kept_under_the_old_values(
    client, listings, monkeypatch
):
    from web.api.listings import ServerList

    cache.clear()
    items_for = ServerList.items_for

    def renamed_meanwhile(self, rows):
        Server.objects.filter(pk=listings[0].pk).update(name="Renamed Meanwhile")
        return items_for(self, rows)

    monkeypatch.setattr(ServerList, "items_for", renamed_meanwhile)
    first = {item["slug"]: item for item in client.get("/api/v1/servers/").json()["results"]}
    assert first["listing-0"]["name"] == "Renamed Meanwhile"
    monkeypatch.setattr(ServerList, "items_for", items_for)
    Server.objects.filter(pk=listings[0].pk).update(name="Listing 0")  # the values read first
    again = {item["slug"]: item for item in client.get("/api/v1/servers/").json()["results"]}
    assert again["listing-0"]["name"] == "Listing 0"


def test_directory_rows_kept_build_no_listing(client, listings, monkeypatch):
    from web.pages import listings as pages

    cache.clear()
    made = []
    read = pages.directory_listings

    def counting(rows):
        made.extend(row["pk"] for row in rows)
        return read(rows)

    monkeypatch.setattr(pages, "directory_listings", counting)
    for path in ("/servers/", "/servers/?q=listing", "/servers/?sort=newest"):
        first = client.get(path)
        assert first.status_code == 200 and b"Listing 2" in first.content
    assert sorted(made) == sorted(listing.pk for listing in listings)  # each made once
    made.clear()
    services.server_update(server=listings[1], name="Renamed Listing")
    assert b"Renamed Listing" in client.get("/servers/?sort=score").content
    assert made == [listings[1].pk]


def test_a_directory_row_changed_between_its_two_reads_is_not_kept(client, listings, monkeypatch):
    from web.pages import listings as pages

    cache.clear()
    read = pages.directory_listings

    def changed_meanwhile(rows):
        Server.objects.filter(pk=listings[0].pk).update(name="Renamed Meanwhile")
        return read(rows)

    monkeypatch.setattr(pages, "directory_listings", changed_meanwhile)
    first = table(client.get("/servers/"))
    assert "Renamed Meanwhile" in first and "Listing 1" in first
    monkeypatch.setattr(pages, "directory_listings", read)
    Server.objects.filter(pk=listings[0].pk).update(name="Listing 0")  # the values read first
    assert "Listing 0<" in table(client.get("/servers/"))


def test_changelog_rows_kept_read_no_entry_and_a_renamed_listing_shows(
    client, listings, monkeypatch
):
    from web.pages import listings as pages

    cache.clear()
    published(listings[0])
    read, made = pages.changelog_entries_of, []

    def counting(rows):
        made.extend(row["seq"] for row in rows)
        return read(rows)

    monkeypatch.setattr(pages, "changelog_entries_of", counting)
    first = client.get("/changelog/")
    assert made and b"Listing 0" in first.content
    made.clear()
    assert client.get("/changelog/").content == first.content and made == []
    services.server_update(server=listings[0], name="Renamed Listing")
    renamed = client.get("/changelog/")
    assert b"Renamed Listing" in renamed.content and made  # the rows naming it, made again


def test_api_changelog_items_kept_read_no_entry(client, listings, monkeypatch):
    from web.api.listings import ChangelogList

    cache.clear()
    published(listings[0])
    items_for, made = ChangelogList.items_for, []

    def counting(self, rows):
        made.extend(row["seq"] for row in rows)
        return items_for(self, rows)

    monkeypatch.setattr(ChangelogList, "items_for", counting)
    first = client.get("/api/v1/changelog/").json()["results"]
    assert made and first[0]["entry_hash"]
    made.clear()
    assert client.get("/api/v1/changelog/").json()["results"] == first and made == []
    published(listings[1])
    again = client.get("/api/v1/changelog/").json()["results"]
    assert len(again) == len(first) + 1 and made == [again[0]["seq"]]


def test_the_feed_from_kept_entries_is_the_feed_django_writes_and_a_new_entry_is_written_once(
    client, listings, monkeypatch
):
    from django.contrib.syndication.views import Feed
    from django.test import RequestFactory

    from web.feeds import ChangelogFeed, CheckpointAtomFeed

    for listing in listings:
        published(listing)
    cache.clear()
    written = []
    elements = CheckpointAtomFeed.entry_elements

    def counting(self):
        made = elements(self)
        written.append(len(made))
        return made

    monkeypatch.setattr(CheckpointAtomFeed, "entry_elements", counting)
    first = client.get("/changelog/feed/").content
    again = client.get("/changelog/feed/").content
    entries = first.count(b"<entry>")
    assert entries >= 3 and first == again and written == [entries]  # then all kept
    plain = Feed.get_feed(ChangelogFeed(), None, RequestFactory().get("/changelog/feed/"))
    assert again.decode() == plain.writeString("utf-8")  # as Django writes it whole
    published(Server.objects.create(name="Listing New", slug="listing-new"))
    newer = client.get("/changelog/feed/").content.decode()
    assert written == [entries, 1] and newer.count("<entry>") == entries + 1
    assert newer.index("Listing New") < newer.index("Listing 2")  # newest first


def test_each_process_keeps_the_parts_it_used_lately_in_front_of_the_cache(
    client, counted, listings, settings, monkeypatch
):
    settings.PART_MEMORY_BYTES = 1_000_000
    fragments.NEAR.clear()
    shared = []
    backend = type(caches["default"])  # each test's cache is one of this kind
    get_many = backend.get_many

    def counting(self, keys, *args, **kwargs):
        shared.append(len(keys))
        return get_many(self, keys, *args, **kwargs)

    monkeypatch.setattr(backend, "get_many", counting)
    first = client.get("/servers/")
    assert counted["html"] == 3 and shared == [3, 1]  # the rows, the filters
    shared.clear()
    again = client.get("/servers/")
    assert again.content == first.content and counted["html"] == 3 and shared == []
    # A change is a new key: that row alone is made, and read from the cache by none.
    services.server_update(server=listings[1], description="Changed")
    changed = client.get("/servers/")
    assert counted["html"] == 4 and shared == [1] and b"Changed" in changed.content
    # Another cache (another key prefix) is another store: nothing is taken from this one.
    settings.CACHES = {
        name: {**config, "KEY_PREFIX": "another"} for name, config in settings.CACHES.items()
    }
    cache.clear()
    shared.clear()
    client.get("/servers/")
    assert counted["html"] == 7 and shared == [3, 1]


def test_each_process_keeps_texts_within_its_budget_the_least_lately_used_dropped(settings):
    settings.PART_MEMORY_BYTES = 1000
    near = fragments.Near()
    near.set_many({"a": "x" * 6, "b": "y" * 400, "c": "z" * 400, "d": {"json": 1}})
    # A text over a hundredth of the budget, and what is not a text, are not kept here.
    assert near.get_many(["a", "b", "c", "d"]) == {"a": "x" * 6}
    settings.PART_MEMORY_BYTES = 100_000
    near.set_many({f"k{n}": "p" * 400 for n in range(3)})
    settings.PART_MEMORY_BYTES = 1000
    near.get_many(["k0"])  # used lately: k1 is now the least
    near.set_many({"k3": "q" * 8})
    assert sorted(near.get_many(["a", "k0", "k1", "k2", "k3"])) == ["k0", "k2", "k3"]
    settings.PART_MEMORY_BYTES = 0
    assert near.get_many(["k0"]) == {}


def test_json_items_are_kept_in_the_process_only_for_a_caller_that_only_reads_them(
    client, listings, settings, monkeypatch
):
    from rest_framework.utils.serializer_helpers import ReturnDict

    settings.PART_MEMORY_BYTES = 1_000_000
    fragments.NEAR.clear()
    near = fragments.Near()
    near.set_many({"a": {"x": 1}, "b": [1, 2]})  # not said to be read only: not kept
    near.set_many({"c": ReturnDict({"x": 1}, serializer=object())}, read_only=True)
    kept = near.get_many(["a", "b", "c"])
    assert list(kept) == ["c"] and type(kept["c"]) is dict and kept["c"] == {"x": 1}
    # The API's list and the sub-registry's read their items only: a second read of a
    # page takes every item from the process.
    shared = []
    backend = type(caches["default"])
    get_many = backend.get_many

    def counting(self, keys, *args, **kwargs):
        shared.append(len(keys))
        return get_many(self, keys, *args, **kwargs)

    monkeypatch.setattr(backend, "get_many", counting)
    for listing in listings:  # the sub-registry lists certified listings
        published(listing)
    for path, items in (("/api/v1/servers/", "results"), ("/v0/servers", "servers")):
        first = client.get(path)
        assert len(first.json()[items]) == 3, path
        shared.clear()
        assert client.get(path).json() == first.json() and shared == [], path
