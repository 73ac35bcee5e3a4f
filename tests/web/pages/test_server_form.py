"""Proposing a listing (/servers/propose/) and editing one (/servers/<slug>/edit/)."""

from __future__ import annotations

import uuid

import pytest
from django.utils.html import escape

from certification.models import Server

pytestmark = pytest.mark.django_db

PROPOSE = "/servers/propose/"


@pytest.fixture(autouse=True)
def _fresh_cache(settings):
    """Rate-limit counters live in the cache: give each test its own."""
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": uuid.uuid4().hex,
        }
    }


@pytest.fixture
def public_only(settings):
    settings.ALLOW_PRIVATE_TARGETS = False


def proposal(**changes) -> dict[str, str]:
    data = {
        "name": "Acme Weather",
        "description": "Forecasts for any city.",
        "endpoint_url": "https://mcp.acme-weather.example/mcp",
        "transport": "streamable_http",
        "repository_url": "https://github.com/acme/weather-mcp",
        "documentation_url": "",
        "package_registry": "pypi",
        "package_name": "acme-weather-mcp",
        "contact_email": "mcp@acme-weather.example",
    }
    return {**data, **changes}


def edit_url(server: Server) -> str:
    return f"/servers/{server.slug}/edit/"


def listing_of(server: Server, **changes) -> dict[str, str]:
    """The edit form's fields as they stand, with ``changes`` applied."""
    fields = proposal().keys()
    return {**{name: getattr(server, name) for name in fields}, **changes}


def test_it_sends_anonymous_visitors_to_log_in(client, alice_server):
    for url in (PROPOSE, edit_url(alice_server)):
        response = client.get(url)
        assert response.status_code == 302
        assert response["Location"].startswith(f"/accounts/login/?next={url}")
    client.post(PROPOSE, proposal())
    client.post(edit_url(alice_server), listing_of(alice_server, name="Hijacked"))
    assert Server.objects.count() == 1
    assert Server.objects.get().name == "Alice Tools"


def test_it_proposes_a_listing(client, charlie):
    client.force_login(charlie)
    assert client.get(PROPOSE).status_code == 200
    response = client.post(PROPOSE, proposal(name="  Acme   Weather "))
    server = Server.objects.get()
    assert response.status_code == 302
    assert response["Location"] == "/servers/acme-weather/"
    assert (server.name, server.slug, server.status) == ("Acme Weather", "acme-weather", "listed")
    assert server.proposed_by == charlie
    assert server.package_name == "acme-weather-mcp"


def test_it_gives_proposers_no_rights(client, charlie):
    client.force_login(charlie)
    client.post(PROPOSE, proposal())
    assert client.get("/servers/acme-weather/edit/").status_code == 404


def test_it_makes_slugs_unique(alice_server):
    from certification import services

    # Names are unique through the form; a slug stays unique however a name slugifies.
    services.server_create(proposed_by=None, name="Alice  Tools!", endpoint_url="")
    assert Server.objects.filter(slug="alice-tools-2").exists()


def assert_refused(response, field: str | None, message: str, typed: str) -> None:
    assert response.status_code == 400  # as every form of the site answers invalid input
    form = response.context["form"]
    errors = form.errors.get(field or "__all__", [])
    assert any(message in error for error in errors), form.errors
    content = response.content.decode()
    assert escape(message) in content
    assert escape(typed) in content  # what the user typed is kept
    assert not Server.objects.exists()


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("http://mcp.example.com/mcp", "must start with https://"),
        ("ftp://mcp.example.com/mcp", "must start with https://"),
        ("https://user:pass@mcp.example.com/mcp", "must not contain a user name or password"),
        ("https://10.0.0.5/mcp", "private or reserved address (10.0.0.5)"),
        ("https://169.254.169.254/", "private or reserved address (169.254.169.254)"),
        ("https://[::1]/mcp", "private or reserved address (::1)"),
        ("https://localhost/mcp", "points at localhost"),
        ("https://mcp.example.com/mcp#tools", "must not contain a #fragment"),
    ],
)
def test_it_refuses_an_endpoint_it_must_not_call(client, charlie, public_only, url, message):
    client.force_login(charlie)
    response = client.post(PROPOSE, proposal(endpoint_url=url, repository_url=""))
    assert_refused(response, "endpoint_url", message, url)
    # The endpoint was given: the form must not also claim that no URL was.
    assert "__all__" not in response.context["form"].errors


def test_it_refuses_a_private_repository_url(client, charlie, public_only):
    client.force_login(charlie)
    url = "https://192.168.1.10/acme/weather"
    response = client.post(PROPOSE, proposal(repository_url=url))
    assert_refused(response, "repository_url", "private or reserved address", url)


def test_it_allows_loopback_endpoints_when_private_targets_are_allowed(client, charlie, settings):
    settings.ALLOW_PRIVATE_TARGETS = True
    client.force_login(charlie)
    response = client.post(PROPOSE, proposal(endpoint_url="http://127.0.0.1:8765/mcp"))
    assert response.status_code == 302
    assert Server.objects.get().endpoint_url == "http://127.0.0.1:8765/mcp"


def test_it_refuses_a_listing_without_urls(client, charlie):
    client.force_login(charlie)
    data = proposal(name="Nowhere Tools", endpoint_url="", repository_url="", documentation_url="")
    response = client.post(PROPOSE, data)
    assert_refused(response, None, "Give at least one of the endpoint", "Nowhere Tools")


@pytest.mark.parametrize(
    ("registry", "package", "field", "message"),
    [
        ("", "acme-weather-mcp", "package_registry", "Choose the registry"),
        ("pypi", "", "package_name", "Give the package's name on that registry."),
        ("pypi", "-acme-weather-", "package_name", "not a valid PyPI project name"),
        ("pypi", "acme weather", "package_name", "not a valid PyPI project name"),
        ("npm", "Acme-Weather", "package_name", "not a valid npm package name"),
        ("npm", "@acme/", "package_name", "not a valid npm package name"),
    ],
)
def test_it_refuses_a_bad_package(client, charlie, registry, package, field, message):
    client.force_login(charlie)
    data = proposal(description="Typed by hand", package_registry=registry, package_name=package)
    response = client.post(PROPOSE, data)
    assert_refused(response, field, message, package or "Typed by hand")


def test_it_accepts_scoped_npm_packages(client, charlie):
    client.force_login(charlie)
    client.post(PROPOSE, proposal(package_registry="npm", package_name="@acme/weather-mcp"))
    assert Server.objects.get().package_label == "npm: @acme/weather-mcp"


@pytest.mark.parametrize(
    "variant",
    [
        lambda url: url,
        lambda url: url + "/",
        lambda url: url.replace("https://", "HTTPS://").replace(".example.com", ".EXAMPLE.com"),
        lambda url: url.replace(".example.com/", ".example.com:443/"),
        lambda url: url + "?session=1",
    ],
)
def test_it_refuses_a_duplicate_endpoint_however_it_is_written(
    client, charlie, alice_server, variant
):
    client.force_login(charlie)
    response = client.post(PROPOSE, proposal(endpoint_url=variant(alice_server.endpoint_url)))
    assert response.status_code == 400
    assert "already listed as “Alice Tools”" in response.content.decode()
    assert Server.objects.count() == 1


def test_it_limits_proposals_per_day(client, charlie):
    client.force_login(charlie)
    for _ in range(20):
        client.post(PROPOSE, proposal(name=""))
    response = client.post(PROPOSE, proposal())
    assert response.status_code == 400
    assert b"You have proposed many listings today" in response.content
    assert not Server.objects.exists()


def test_it_hides_the_edit_page_from_outsiders(client, charlie, alice_server):
    client.force_login(charlie)
    assert client.get(edit_url(alice_server)).status_code == 404
    response = client.post(edit_url(alice_server), listing_of(alice_server, name="Taken"))
    assert response.status_code == 404
    alice_server.refresh_from_db()
    assert alice_server.name == "Alice Tools"


def test_it_hides_the_edit_page_from_another_owner(client, bob, bob_server, alice_server):
    client.force_login(bob)
    assert client.get(edit_url(bob_server)).status_code == 200
    assert client.get(edit_url(alice_server)).status_code == 404
    response = client.post(edit_url(alice_server), listing_of(alice_server, name="Bob's now"))
    assert response.status_code == 404
    alice_server.refresh_from_db()
    assert alice_server.name == "Alice Tools"


def test_it_lets_the_owner_edit(client, alice, alice_server):
    client.force_login(alice)
    response = client.get(edit_url(alice_server))
    assert response.status_code == 200
    assert escape(alice_server.endpoint_url) in response.content.decode()
    response = client.post(
        edit_url(alice_server), listing_of(alice_server, description="Now with tides.")
    )
    assert response.status_code == 302
    assert response["Location"] == alice_server.get_absolute_url()
    alice_server.refresh_from_db()
    assert alice_server.description == "Now with tides."
    assert alice_server.slug == "alice-tools"


def test_it_keeps_the_owners_input_when_an_edit_is_refused(
    client, alice, alice_server, public_only
):
    client.force_login(alice)
    data = listing_of(alice_server, description="Half-typed", endpoint_url="https://10.0.0.5/mcp")
    response = client.post(edit_url(alice_server), data)
    assert response.status_code == 400  # re-shown, as every form answers invalid input
    assert "Half-typed" in response.content.decode()
    alice_server.refresh_from_db()
    assert alice_server.description == ""
    assert alice_server.endpoint_url != "https://10.0.0.5/mcp"


def test_it_lets_staff_edit_any_listing(client, reviewer, alice_server):
    client.force_login(reviewer)
    response = client.post(edit_url(alice_server), listing_of(alice_server, name="Alice Tools Pro"))
    assert response.status_code == 302
    alice_server.refresh_from_db()
    assert alice_server.name == "Alice Tools Pro"
