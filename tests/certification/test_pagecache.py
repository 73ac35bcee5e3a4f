"""Public pages kept for anonymous readers: served without the database, forgotten on
every change of the public record, never shared with a signed-in reader."""

from __future__ import annotations

import threading

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from knox.models import AuthToken
from rest_framework.throttling import SimpleRateThrottle

from bench.registry_data import registry_items
from certification import pagecache, services
from certification.models import Server
from certification.registry import parse
from certification.registry_import import registry_import
from tests.builders import published

pytestmark = pytest.mark.django_db(transaction=True)

PAGES = ["/", "/servers/", "/changelog/", "/changelog/feed/", "/methodology/"]


@pytest.fixture
def kept(settings):
    settings.PAGE_CACHE_SECONDS = 60


def queries(client, path: str, **extra) -> tuple[int, object]:
    with CaptureQueriesContext(connection) as captured:
        response = client.get(path, **extra)
    assert response.status_code == 200, (path, response.status_code)
    return len(captured), response


@pytest.mark.parametrize("path", PAGES)
def test_a_second_anonymous_read_needs_no_database(kept, client, alice_server, path):
    first, page = queries(client, path)
    again, hit = queries(client, path)
    assert first > 0 and again == 0
    assert hit.content == page.content
    assert (page["X-Page-Cache"], hit["X-Page-Cache"]) == ("miss", "hit")
    assert "Cookie" in hit["Vary"]
    assert hit["Content-Security-Policy"] == page["Content-Security-Policy"]


def test_the_report_card_and_the_api_are_kept_too(kept, client, alice_server):
    published(alice_server)
    for path in [alice_server.get_absolute_url(), "/api/v1/servers/", "/api/v1/changelog/"]:
        first, page = queries(client, path)
        again, hit = queries(client, path)
        assert first > 0 and again == 0, path
        assert hit.content == page.content


def after_a_change(client, path: str) -> tuple[int, object]:
    """A shared page read after a change: the version before it, while the page is
    made anew in the background; then the page made anew, kept."""
    count, stale = queries(client, path)
    assert count == 0 and stale["X-Page-Cache"] == "stale", path
    pagecache.settle()
    count, page = queries(client, path)
    assert count == 0 and page["X-Page-Cache"] == "hit", path
    return stale, page


def test_a_publication_shows_at_once_on_its_listing_and_from_the_next_read_in_lists(
    kept, client, alice_server
):
    _, before = queries(client, alice_server.get_absolute_url())
    _, listing = queries(client, "/api/v1/servers/")
    assessment = published(alice_server)
    count, after = queries(client, alice_server.get_absolute_url())
    assert count > 0 and after["X-Page-Cache"] == "miss"
    assert before.content != after.content
    assert str(assessment.score) in after.content.decode()
    stale, again = after_a_change(client, "/api/v1/servers/")
    assert stale.json() == listing.json()
    assert again.json()["results"][0]["certification"]["score"] == assessment.score
    assert listing.json()["results"][0]["certification"] is None


def test_a_listing_edit_and_a_bulk_import_show_from_the_next_read(kept, client, alice_server):
    queries(client, "/servers/")
    services.server_update(server=alice_server, name="Renamed Tools")
    stale, page = after_a_change(client, "/servers/")
    assert b"Renamed Tools" not in stale.content and b"Renamed Tools" in page.content
    entries, skipped = parse([{"servers": registry_items(1)}])
    registry_import(entries, skipped=skipped, delist_missing=False)
    assert Server.objects.filter(registry__name="io.github.dev00000/weather-mcp-0").exists()
    assert b"Weather MCP 0" in after_a_change(client, "/servers/")[1].content


def test_without_a_recent_version_the_reader_waits_for_the_page(
    kept, client, alice_server, monkeypatch
):
    queries(client, "/servers/")
    services.server_update(server=alice_server, name="Renamed Tools")
    monkeypatch.setattr(pagecache, "STALE_SECONDS", 0)
    count, page = queries(client, "/servers/")
    assert count > 0 and page["X-Page-Cache"] == "miss" and b"Renamed Tools" in page.content


def test_one_render_per_change_whatever_the_number_of_readers(kept, client, alice_server):
    made, readers_done, real = [], threading.Event(), pagecache.keep

    def keep(found, request, response):  # the render ends once every reader has read
        readers_done.wait(10)
        made.append(request.path)
        real(found, request, response)

    queries(client, "/servers/")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pagecache, "keep", keep)
        services.server_update(server=alice_server, name="Renamed Tools")
        readers = [queries(client, "/servers/") for _ in range(10)]
        readers_done.set()
        pagecache.settle()
    assert all(count == 0 and page["X-Page-Cache"] == "stale" for count, page in readers)
    assert made == ["/servers/"]
    count, page = queries(client, "/servers/")
    assert count == 0 and page["X-Page-Cache"] == "hit" and b"Renamed Tools" in page.content
    # Each version says when it was made: the readers were served one version, then one.
    before = {page["X-Page-Made"] for _, page in readers}
    assert len(before) == 1 and float(page["X-Page-Made"]) > float(before.pop())


def test_a_page_that_fails_to_be_made_anew_lets_the_next_reader_try(
    kept, client, alice_server, monkeypatch
):
    queries(client, "/servers/")
    services.server_update(server=alice_server, name="Renamed Tools")
    monkeypatch.setattr(pagecache, "keep", lambda *args: 1 / 0)
    assert queries(client, "/servers/")[1]["X-Page-Cache"] == "stale"
    pagecache.settle()
    monkeypatch.undo()
    assert b"Renamed Tools" in after_a_change(client, "/servers/")[1].content


def test_a_signed_in_reader_never_gets_the_anonymous_page(kept, client, alice, alice_server):
    queries(client, "/servers/")
    queries(client, "/servers/")  # kept
    client.force_login(alice)
    count, page = queries(client, "/servers/")
    assert count > 0
    assert b"Propose a listing" in page.content and b"to propose a listing" not in page.content


def test_a_token_reader_is_not_served_a_kept_answer(kept, client, alice, alice_server):
    _, token = AuthToken.objects.create(user=alice)
    queries(client, "/api/v1/servers/")
    assert queries(client, "/api/v1/servers/")[0] == 0
    count, _ = queries(client, "/api/v1/servers/", HTTP_AUTHORIZATION=f"Token {token}")
    assert count > 1  # the token's lookup, then the listing itself


def test_throttling_still_applies_to_kept_answers(kept, client, monkeypatch, alice_server):
    # The rates are read once, when DRF loads.
    monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", {"anon": "3/minute", "user": None})
    codes = [client.get("/api/v1/servers/").status_code for _ in range(5)]
    assert codes == [200, 200, 200, 429, 429]


def test_off_renders_every_time(client, alice_server):
    # The page is made on every read; its rows and filters may still come from the
    # parts kept under their digests (web/fragments.py), so the second read asks less.
    first, _ = queries(client, "/servers/")
    again, page = queries(client, "/servers/")
    assert first >= again > 0 and "X-Page-Cache" not in page


def test_a_cache_outage_serves_pages_uncached(kept, client, alice_server, monkeypatch):
    class Down:
        def __getattr__(self, name):
            def broken(*args, **kwargs):
                raise ConnectionError("cache down")

            return broken

    monkeypatch.setattr(pagecache, "cache", Down())
    assert queries(client, "/servers/")[0] > 0
    assert queries(client, "/servers/")[0] > 0
    alice_server.name = "Renamed Tools"
    alice_server.save()  # a change during the outage is not refused
    assert Server.objects.get(pk=alice_server.pk).name == "Renamed Tools"


def test_each_host_the_site_answers_to_has_its_own_kept_pages(kept, client, settings, alice_server):
    settings.ALLOWED_HOSTS = ["testserver", "mirror.example"]
    published(alice_server)
    path = "/api/v1/servers/"
    queries(client, path)
    _, other = queries(client, path, HTTP_HOST="mirror.example")
    assert other.json()["results"][0]["url"].startswith("http://mirror.example/")


def test_a_write_to_one_listing_leaves_another_listings_pages_kept(
    kept, client, alice_server, bob_server
):
    bob_assessment, alice_assessment = published(bob_server), published(alice_server)
    bob_pages = [
        bob_server.get_absolute_url(), f"/api/v1/servers/{bob_server.slug}",
        bob_assessment.get_absolute_url(), f"/api/v1/assessments/{bob_assessment.pk}",
    ]  # fmt: skip
    alice_pages = [alice_server.get_absolute_url(), alice_assessment.get_absolute_url()]
    for path in [*bob_pages, *alice_pages, "/servers/", "/methodology/"]:
        queries(client, path)
    services.server_update(server=alice_server, description="Edited by its owner.")
    for path in [*bob_pages, "/methodology/"]:
        assert queries(client, path)[0] == 0, path  # still kept
    count, page = queries(client, alice_pages[0])
    assert count > 0 and b"Edited by its owner." in page.content
    assert queries(client, alice_pages[1])[0] > 0  # its assessments show the listing
    after_a_change(client, "/servers/")  # the directory shows every listing


def test_a_sign_in_forgets_no_kept_page(kept, client, alice, alice_server):
    from django.test import Client

    for path in ["/", "/servers/", alice_server.get_absolute_url()]:
        queries(client, path)
    assert Client().login(username="alice", password="correct horse battery")
    for path in ["/", "/servers/", alice_server.get_absolute_url()]:
        assert queries(client, path)[0] == 0, path


def test_while_a_page_is_made_anew_other_readers_get_the_version_before(
    kept, client, alice_server, monkeypatch
):
    from django.core.cache import cache
    from django.test import RequestFactory

    queries(client, "/servers/")
    services.server_update(server=alice_server, name="Renamed While Read")
    found = pagecache.lookup(RequestFactory().get("/servers/"), scopes=("lists",))
    assert found.hit is None and found.stale is not None
    cache.add(f"{found.key}:making", 1)  # another reader is making it
    count, page = queries(client, "/servers/")
    assert count == 0 and b"Renamed While Read" not in page.content
    assert page["X-Page-Cache"] == "stale"
    monkeypatch.setattr(pagecache, "STALE_SECONDS", 0)  # too old to stand in: made here
    count, page = queries(client, "/servers/")
    assert count > 0 and b"Renamed While Read" in page.content
    assert queries(client, "/servers/")[0] == 0  # and kept for the next reader


def test_the_reader_that_makes_a_page_anew_lets_the_others_make_it_next_time(
    kept, client, alice_server
):
    from django.core.cache import cache
    from django.test import RequestFactory

    path = alice_server.get_absolute_url()
    queries(client, path)
    services.server_update(server=alice_server, name="Renamed Once")
    count, page = queries(client, path)  # this reader makes its listing's page
    assert count > 0 and b"Renamed Once" in page.content
    scopes = (f"server:{alice_server.slug}", pagecache.CORPUS)  # the card's scopes
    found = pagecache.lookup(RequestFactory().get(path), scopes=scopes)
    assert found.hit is not None and cache.get(f"{found.key}:making") is None
    queries(client, "/servers/")
    services.server_update(server=alice_server, name="Renamed Twice")
    after_a_change(client, "/servers/")  # made in the background, then let go
    found = pagecache.lookup(RequestFactory().get("/servers/"), scopes=("lists",))
    assert found.hit is not None and cache.get(f"{found.key}:making") is None


def test_with_every_background_slot_taken_the_reader_gets_the_version_before_and_starts_none(
    kept, client, alice_server, monkeypatch
):
    from django.core.cache import cache
    from django.test import RequestFactory

    queries(client, "/servers/")
    services.server_update(server=alice_server, name="Renamed Tools")
    monkeypatch.setattr(pagecache, "_slots", threading.BoundedSemaphore(1))
    pagecache._slots.acquire()  # every slot taken by other pages
    started = threading.active_count()
    count, page = queries(client, "/servers/")
    assert count == 0 and page["X-Page-Cache"] == "stale" and b"Renamed Tools" not in page.content
    assert threading.active_count() == started  # no render started
    found = pagecache.lookup(RequestFactory().get("/servers/"), scopes=("lists",))
    assert cache.get(f"{found.key}:making") is None  # let go for a later reader
    pagecache._slots.release()
    assert b"Renamed Tools" in after_a_change(client, "/servers/")[1].content


def test_a_render_lets_go_only_of_the_hold_it_took(kept, alice_server):
    from django.core.cache import cache

    slow = pagecache.Lookup("page:x", "g", None, stale=object(), shared=True)
    assert pagecache.making(slow) and slow.holder
    cache.delete("page:x:making")  # its hold expired (a render longer than RENDER_SECONDS)
    next_reader = pagecache.Lookup("page:x", "g", None, stale=object(), shared=True)
    assert pagecache.making(next_reader)
    pagecache.made(slow)  # the slow render ends: the next reader still holds the page
    assert cache.get("page:x:making") == next_reader.holder
    pagecache.made(next_reader)
    assert cache.get("page:x:making") is None


def test_a_background_render_notes_what_it_used_on_a_request_of_its_own():
    from django.middleware.csrf import get_token
    from django.test import RequestFactory

    reader = RequestFactory().get("/servers/")
    apart = pagecache.own_request(reader)
    get_token(apart)  # a template of the render asked for a CSRF token
    assert apart.META.get("CSRF_COOKIE_NEEDS_UPDATE")  # so keep() leaves the page out
    assert "CSRF_COOKIE_NEEDS_UPDATE" not in reader.META and "CSRF_COOKIE" not in reader.META
