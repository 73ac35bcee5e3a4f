"""The public pages: home, directory, report card, methodology, testing policy, health."""

from __future__ import annotations

import datetime

import pytest
from django.utils import timezone
from django.utils.html import escape

from certification import services
from certification.models import RubricVersion, Server
from tests.conftest import make_server

pytestmark = pytest.mark.django_db


def names(response) -> list[str]:
    """The names of the directory page's rows (read as ``values()`` dicts)."""
    return [row["name"] for row in response.context["page"].object_list]


@pytest.fixture
def catalog() -> dict[str, Server]:
    """Three listed servers, listed a day apart, and one delisted."""
    start = timezone.now() - datetime.timedelta(days=10)
    servers = {
        "weather": make_server(
            "Acme Weather",
            description="Forecasts for any city.",
            package_registry="pypi",
            package_name="acme-weather-mcp",
            listed_at=start,
        ),
        "books": make_server(
            "Ledgerly Books",
            transport="sse",
            description="Bookkeeping.",
            listed_at=start + datetime.timedelta(days=1),
        ),
        "files": make_server(
            "Local Files",
            endpoint_url="",
            repository_url="https://github.com/example/files-mcp",
            package_registry="npm",
            package_name="@example/files-mcp",
            listed_at=start + datetime.timedelta(days=2),
        ),
        "gone": make_server("Gone Weather", description="Forecasts, formerly."),
    }
    services.server_delist(server=servers["gone"], reason="Left the registry")
    return servers


def test_it_shows_the_home_page(client, catalog):
    response = client.get("/")
    assert response.status_code == 200
    for tier in ("Production Ready", "Suitable", "Use With Caution", "Not Recommended"):
        assert tier in response.content.decode()
    assert response.context["server_count"] == 3
    assert "Local Files" in response.content.decode()
    # Delisted servers leave "recently listed"; their delisting is on the changelog.
    assert "Gone Weather" not in [s.name for s in response.context["recent_servers"]]
    assert "Gone Weather delisted" in response.content.decode()


def test_it_lists_servers_without_the_delisted(client, catalog):
    response = client.get("/servers/")
    assert response.status_code == 200
    assert names(response) == ["Acme Weather", "Ledgerly Books", "Local Files"]
    assert b"Not yet assessed" in response.content


@pytest.mark.parametrize(
    ("q", "expected"),
    [
        ("weather", ["Acme Weather"]),  # name; the delisted "Gone Weather" is left out
        ("bookkeeping", ["Ledgerly Books"]),  # description
        ("files-mcp", ["Local Files"]),  # package
        ("ACME-WEATHER", ["Acme Weather"]),
        ("no such thing", []),
    ],
)
def test_it_searches(client, catalog, q, expected):
    response = client.get("/servers/", {"q": q})
    assert names(response) == expected
    if not expected:
        assert b"No listed server matches." in response.content


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({"transport": "sse"}, ["Ledgerly Books"]),
        ({"transport": "streamable_http"}, ["Acme Weather"]),
        ({"transport": "none"}, ["Local Files"]),
        ({"registry": "pypi"}, ["Acme Weather"]),
        ({"registry": "npm"}, ["Local Files"]),
        ({"registry": "npm", "transport": "sse"}, []),
    ],
)
def test_it_filters(client, catalog, params, expected):
    assert names(client.get("/servers/", params)) == expected


@pytest.mark.parametrize(
    ("sort", "expected"),
    [
        ("name", ["Acme Weather", "Ledgerly Books", "Local Files"]),
        ("newest", ["Local Files", "Ledgerly Books", "Acme Weather"]),
        ("oldest", ["Acme Weather", "Ledgerly Books", "Local Files"]),
    ],
)
def test_it_sorts(client, catalog, sort, expected):
    assert names(client.get("/servers/", {"sort": sort})) == expected


def test_it_leaves_out_the_filter_values_it_does_not_know_and_applies_the_others(client, catalog):
    params = {"transport": "carrier-pigeon", "registry": "cpan", "sort": "newest", "page": "abc"}
    response = client.get("/servers/", params)
    assert response.status_code == 200
    assert b"Not understood, so left out: Endpoint, Package. The others apply." in (
        response.content
    )
    assert names(response) == ["Local Files", "Ledgerly Books", "Acme Weather"]  # newest
    response = client.get("/servers/", {"tier": "bogus", "q": "weather"})
    assert b"left out: Tier. The other filters apply." in response.content
    assert names(response) == ["Acme Weather"]
    assert b'value="weather"' in response.content
    response = client.get("/servers/", {"sort": "bogus", "q": "l"})
    assert b"left out: Sort by." in response.content
    assert names(response) == sorted(names(response))  # by name


def test_it_paginates_by_50_with_links_that_start_where_the_last_page_ended(client):
    Server.objects.bulk_create(
        Server(name=f"Server {n:02}", slug=f"server-{n:02}") for n in range(51)
    )
    first = client.get("/servers/", {"sort": "name"})
    assert len(names(first)) == 50
    assert b"51 servers" in first.content
    after = first.context["page"].next_cursor
    assert f"sort=name&amp;after={after}".encode() in first.content
    assert b"sort=name&amp;last=1" in first.content
    second = client.get("/servers/", {"sort": "name", "after": after})
    assert names(second) == ["Server 50"]
    last = client.get("/servers/", {"sort": "name", "last": "1"})  # the last 50
    assert names(last) == [f"Server {n:02}" for n in range(1, 51)]
    assert names(client.get("/servers/", {"before": last.context["page"].previous_cursor})) == [
        "Server 00"
    ]
    before = second.context["page"].previous_cursor
    back = client.get("/servers/", {"sort": "name", "before": before})
    assert names(back) == names(first)
    # A cursor that cannot be read, or an old page number, gives the first page.
    for params in ({"after": "garbage"}, {"before": "eyJ4Ijo"}, {"page": "99"}):
        assert names(client.get("/servers/", params)) == names(first)


def test_it_shows_a_server_not_yet_assessed(client, catalog):
    response = client.get("/servers/acme-weather/")
    assert response.status_code == 200
    content = response.content.decode()
    assert "Not yet assessed" in content
    assert "PyPI: acme-weather-mcp" in content
    assert "No longer listed" not in content


def test_it_keeps_the_page_of_a_delisted_server(client, catalog):
    response = client.get("/servers/gone-weather/")
    assert response.status_code == 200
    content = response.content.decode()
    assert "No longer listed" in content
    assert "(Left the registry)" in content


def test_it_returns_404_for_an_unknown_server(client, db):
    assert client.get("/servers/nothing-here/").status_code == 404


@pytest.mark.parametrize("url", ["/methodology/", "/methodology/1.0/"])
def test_it_shows_the_methodology(client, db, url):
    response = client.get(url)
    assert response.status_code == 200
    content = response.content.decode()
    rubric = RubricVersion.objects.get(version="1.0")
    assert response.context["rubric"] == rubric
    for dimension in rubric.dimensions:
        assert escape(dimension["name"]) in content
        for text in dimension["criteria"].values():
            assert escape(text) in content
    assert content.count("weight ×1.5") == 2
    assert content.count("weight ×1.0") == 6
    assert "max 75" in content and "max 80" in content
    for tier in rubric.tier_rows:
        assert escape(tier["name"]) in content
        assert escape(tier["rule"]) in content
    assert "This is the version in effect today." in content


def test_it_returns_404_for_an_unknown_rubric_version(client, db):
    assert client.get("/methodology/9.9/").status_code == 404


def test_it_shows_the_testing_policy(client, settings):
    settings.HARNESS_USER_AGENT = "Sagentum/1.0 (+https://sagentum.example/testing-policy)"
    response = client.get("/testing-policy/")
    assert response.status_code == 200
    content = response.content.decode()
    assert "<code>Sagentum/1.0 (+https://sagentum.example/testing-policy)</code>" in content
    assert "At most 15 calls per server per assessment." in content
    assert "opting out is not penalised" in content


def test_it_reports_health(client, db):
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    body = response.json()
    assert body["status"] == "ok"
    assert body["database"] == "ok"
    assert "no-cache" in response["Cache-Control"]
    assert body["worker"] == "not seen recently" and body["worker_last_seen"] is None
    from certification.services import worker_heartbeat_record

    worker_heartbeat_record(hostname="w1@x")
    assert client.get("/healthz").json()["worker"] == "ok"


def test_it_refuses_to_post_to_health(client, db):
    assert client.post("/healthz").status_code == 405


@pytest.mark.parametrize("url", ["/", "/servers/", "/methodology/", "/testing-policy/"])
def test_it_sends_security_headers(client, db, url):
    response = client.get(url)
    assert response["X-Frame-Options"] == "DENY"
    assert response["X-Content-Type-Options"] == "nosniff"
    policy = response["Content-Security-Policy"]
    assert "default-src 'self'" in policy
    assert "frame-ancestors 'none'" in policy
    assert "object-src 'none'" in policy


def test_the_directory_marks_opted_out_servers(client, alice, alice_server):
    from optouts import services as optouts

    assert "Opted out of live testing" not in client.get("/servers/").content.decode()
    optouts.optout_by_owner(server=alice_server, user=alice)
    page = client.get("/servers/").content.decode()
    assert page.count("Opted out of live testing") == 1


def test_sign_up_is_spelled_one_way_and_the_account_menu_links_the_api_tokens(client, alice):
    import re

    for path in ("/", "/accounts/signup/", "/accounts/login/"):
        page = client.get(path).content.decode()
        assert set(re.findall(r"(?i)sign[ -]?up(?![a-z_/\"-])", page)) <= {"Sign up", "sign up"}, (
            path
        )
    client.force_login(alice)
    assert 'href="/account/api-tokens/"' in client.get("/").content.decode()


def test_the_rubric_dates_read_the_same_on_the_methodology_and_in_the_changelog(client):
    methodology = client.get("/methodology/").content.decode()
    changelog = client.get("/changelog/").content.decode()
    for text in ("1 March 2026", "1 April 2026"):
        assert text in methodology and text in changelog
    assert "entry 1" in changelog and ">#1<" not in changelog


def test_livez_answers_without_the_database(client, django_assert_num_queries):
    with django_assert_num_queries(0):
        response = client.get("/livez")
    assert response.status_code == 200 and response.json() == {"status": "ok"}
    assert "no-cache" in response["Cache-Control"] or "max-age=0" in response["Cache-Control"]
    assert client.post("/livez").status_code == 405


def test_a_search_page_shows_its_matches_in_the_order_found(client, catalog):
    from certification import search

    make_server("Weather Alerts", description="Storm warnings, and the weather.")
    make_server("Forecast Hub", description="Weather for any city, weather by the hour.")
    found = search.find(Server.objects.listed(), "weather")
    order = dict(Server.objects.filter(pk__in=found.ids).values_list("pk", "name"))
    for _ in range(3):  # compiled from the second read on (PostgreSQL)
        response = client.get("/servers/", {"q": "weather"})
        assert names(response) == [order[pk] for pk in found.ids] and len(found.ids) == 3
