"""Public pages kept for anonymous readers: served without the database, forgotten on
every change of the public record, never shared with a signed-in reader."""

from __future__ import annotations

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
    assert "Cookie" in hit["Vary"]
    assert hit["Content-Security-Policy"] == page["Content-Security-Policy"]


def test_the_report_card_and_the_api_are_kept_too(kept, client, alice_server):
    published(alice_server)
    for path in [alice_server.get_absolute_url(), "/api/v1/servers/", "/api/v1/changelog/"]:
        first, page = queries(client, path)
        again, hit = queries(client, path)
        assert first > 0 and again == 0, path
        assert hit.content == page.content


def test_a_publication_shows_at_once(kept, client, alice_server):
    _, before = queries(client, alice_server.get_absolute_url())
    _, listing = queries(client, "/api/v1/servers/")
    assessment = published(alice_server)
    _, after = queries(client, alice_server.get_absolute_url())
    assert before.content != after.content
    assert str(assessment.score) in after.content.decode()
    _, again = queries(client, "/api/v1/servers/")
    assert again.json()["results"][0]["certification"]["score"] == assessment.score
    assert listing.json()["results"][0]["certification"] is None


def test_a_listing_edit_and_a_bulk_import_show_at_once(kept, client, alice_server):
    queries(client, "/servers/")
    services.server_update(server=alice_server, name="Renamed Tools")
    assert b"Renamed Tools" in queries(client, "/servers/")[1].content
    entries, skipped = parse([{"servers": registry_items(1)}])
    registry_import(entries, skipped=skipped, delist_missing=False)
    assert Server.objects.filter(registry__name="io.github.dev00000/weather-mcp-0").exists()
    assert b"Weather MCP 0" in queries(client, "/servers/")[1].content


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
    first, _ = queries(client, "/servers/")
    again, _ = queries(client, "/servers/")
    assert first == again > 0


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
