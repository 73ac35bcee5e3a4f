"""Ownership by package: the exact listed version of an npm or PyPI package names the
listing (``mcpName`` in package.json, a ``mcp-name:`` line in the description) and
carries the claim's token (a ``sagentum-verification=`` line in its README), read
from a folder PyPI index and a loopback npm registry that pip and npm reach through their
own configuration; never the public indexes."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command
from django.urls import reverse

from certification.models import ChangelogEntry, RegistryEntry, ServerPackage
from tests.conftest import make_server
from verification import listings, selectors, services
from verification.models import Claim
from verification.selectors import user_owns_server

pytest_plugins = ["tests.packages"]

REGISTRY_NAME = "io.github.acme/weather"


@pytest.fixture(autouse=True)
def site(settings):
    settings.SITE_URL = "https://sagentum.example"


@pytest.fixture
def listing(db):
    """A listing with no MCP Registry name: its packages must carry Sagentum's name."""
    return make_server("Weather")


def add_package(server, registry, identifier, version="1.0.0", position=0):
    return ServerPackage.objects.create(
        server=server, registry_type=registry, identifier=identifier, version=version,
        position=position,
    )  # fmt: skip


def claim_on(user, server, package=""):
    return services.claim_create(user=user, server=server, method="package", package=package)


def token_line(claim) -> str:
    """The line the claimant publishes in the package's README."""
    return selectors.claim_instructions(claim)["value"]


# -- the name ------------------------------------------------------------------------


def test_it_derives_the_name_from_the_site_and_slug_without_a_registry_name(listing):
    assert selectors.listing_mcp_name(listing) == "example.sagentum/weather"


def test_it_uses_the_registry_name_when_the_listing_has_one(listing):
    RegistryEntry.objects.create(server=listing, name=REGISTRY_NAME)
    assert selectors.listing_mcp_name(listing) == REGISTRY_NAME


# -- passing -------------------------------------------------------------------------


def test_it_verifies_an_npm_package_whose_exact_version_has_the_mcp_name(
    npm_registry, charlie, listing, mailoutbox, django_capture_on_commit_callbacks
):
    add_package(listing, "npm", "weather-mcp")
    claim = claim_on(charlie, listing)
    assert claim.token_hash and claim.expires_at  # the name is public: a token says who
    npm_registry.add("weather-mcp", "1.0.0", mcp_name="example.sagentum/weather",
                     readme=f"Ownership: {token_line(claim)}")  # fmt: skip
    with django_capture_on_commit_callbacks(execute=True):
        check = services.claim_check(claim=claim)
    claim.refresh_from_db()
    assert check.verified and check.label == "verified", check.detail
    assert check.looked_at == "npm:weather-mcp@1.0.0"
    assert claim.status == "verified" and claim.package_version == "1.0.0"
    assert user_owns_server(charlie, listing)
    assert "name in the listed package" in mailoutbox[0].body


def test_it_verifies_a_pypi_package_with_an_mcp_name_line_under_its_registry_name(
    pypi_index, charlie, listing
):
    RegistryEntry.objects.create(server=listing, name=REGISTRY_NAME)
    add_package(listing, "pypi", "weather-mcp")
    claim = claim_on(charlie, listing)
    pypi_index.add("weather-mcp", "1.0.0", mcp_name=REGISTRY_NAME, readme=token_line(claim))
    check = services.claim_check(claim=claim)
    assert check.verified, check.detail
    assert "pypi:weather-mcp==1.0.0 names io.github.acme/weather" in check.detail


def test_the_name_alone_does_not_prove_who_claims(npm_registry, pypi_index, charlie, listing):
    """A package in the MCP Registry carries its name already: without the claimant's
    token, anyone could claim its listing."""
    add_package(listing, "npm", "weather-mcp")
    claim = claim_on(charlie, listing)
    npm_registry.add("weather-mcp", "1.0.0", mcp_name="example.sagentum/weather")
    check = services.claim_check(claim=claim)
    claim.refresh_from_db()
    assert check.label == "package-no-token" and not check.verified
    assert "sagentum-verification=" in check.detail and claim.status == "pending"
    other = make_server("Other")
    add_package(other, "pypi", "other-mcp")
    pypi_index.add("other-mcp", "1.0.0", mcp_name="example.sagentum/other",
                   readme="sagentum-verification=" + "x" * 43)  # fmt: skip
    check = services.claim_check(claim=claim_on(charlie, other))
    assert check.label == "package-other-token" and not check.verified


# -- failing -------------------------------------------------------------------------


def test_it_says_which_name_an_npm_package_carries_and_which_is_expected(
    npm_registry, charlie, listing
):
    npm_registry.add("weather-mcp", "1.0.0", mcp_name="io.github.someone/else")
    add_package(listing, "npm", "weather-mcp")
    claim = claim_on(charlie, listing)
    check = services.claim_check(claim=claim)
    claim.refresh_from_db()
    assert not check.verified and check.label == "package-wrong-name"
    assert "names io.github.someone/else" in check.detail
    assert "example.sagentum/weather" in check.detail and "mcpName" in check.detail
    assert claim.status == "pending"


def test_it_says_a_pypi_package_names_no_mcp_name(pypi_index, charlie, listing):
    pypi_index.add("weather-mcp", "1.0.0")
    add_package(listing, "pypi", "weather-mcp")
    check = services.claim_check(claim=claim_on(charlie, listing))
    assert check.label == "package-no-name"
    assert "names no MCP name" in check.detail
    assert "mcp-name: example.sagentum/weather" in check.detail


def test_it_says_the_listed_version_is_not_in_the_index(npm_registry, charlie, listing):
    npm_registry.add("weather-mcp", "1.0.0", mcp_name="example.sagentum/weather")
    add_package(listing, "npm", "weather-mcp", version="2.0.0")
    check = services.claim_check(claim=claim_on(charlie, listing))
    assert check.label == "package-not-found" and not check.retryable
    assert "npm:weather-mcp@2.0.0 was not found" in check.detail


def test_it_refuses_a_tarball_that_does_not_match_the_published_hash(
    npm_registry, charlie, listing
):
    npm_registry.add(
        "weather-mcp", "1.0.0", mcp_name="example.sagentum/weather", wrong_integrity=True
    )
    add_package(listing, "npm", "weather-mcp")
    check = services.claim_check(claim=claim_on(charlie, listing))
    assert check.label == "package-hash-mismatch" and not check.verified
    assert "does not match the hash" in check.detail


# -- which package, and when the method is offered ----------------------------------


def test_it_takes_the_first_npm_or_pypi_package_unless_one_is_chosen(charlie, listing):
    add_package(listing, "oci", "ghcr.io/acme/weather", position=0)
    add_package(listing, "pypi", "weather-mcp", position=1)
    add_package(listing, "npm", "weather-mcp", position=2)
    assert claim_on(charlie, listing).package_spec == "pypi:weather-mcp"
    other = make_server("Other")
    add_package(other, "pypi", "other-mcp", position=0)
    add_package(other, "npm", "other-mcp", position=1)
    assert claim_on(charlie, other, package="npm:other-mcp").package_spec == "npm:other-mcp"


def test_it_refuses_a_package_of_a_registry_it_cannot_read(charlie, listing):
    add_package(listing, "oci", "ghcr.io/acme/weather")
    add_package(listing, "npm", "weather-mcp", position=1)
    with pytest.raises(services.ClaimError, match="OCI image packages cannot prove ownership"):
        claim_on(charlie, listing, package="oci:ghcr.io/acme/weather")


def test_it_is_not_offered_without_an_npm_or_pypi_package(client, charlie, listing):
    add_package(listing, "oci", "ghcr.io/acme/weather")
    assert "package" not in selectors.claim_methods(listing)
    with pytest.raises(services.ClaimError, match="A package must be listed first"):
        claim_on(charlie, listing)
    client.force_login(charlie)
    page = client.get(reverse("claim_new", args=[listing.slug])).content.decode()
    assert "package method is not offered" in page and 'value="package"' not in page


def test_the_claim_page_shows_the_name_and_how_to_publish_it(client, charlie, listing):
    add_package(listing, "npm", "weather-mcp", version="1.4.2")
    client.force_login(charlie)
    response = client.post(
        reverse("claim_new", args=[listing.slug]), {"method": "package", "package": ""}
    )
    claim = Claim.objects.get(user=charlie)
    assert response.status_code == 302 and claim.method == "package"
    page = client.get(claim.get_absolute_url()).content.decode()
    assert '"mcpName": "example.sagentum/weather"' in page
    assert "npm:weather-mcp@1.4.2" in page and "Issue a new token" in page
    assert token_line(claim) in page
    old = token_line(claim)
    services.claim_reissue(claim=claim)
    assert token_line(claim) != old


# -- who wins ------------------------------------------------------------------------


def test_a_second_claimant_with_the_same_package_finds_it_already_owned(
    npm_registry, charlie, bob, listing
):
    add_package(listing, "npm", "weather-mcp")
    first = claim_on(charlie, listing)
    later = claim_on(bob, listing)
    npm_registry.add("weather-mcp", "1.0.0", mcp_name="example.sagentum/weather",
                     readme=f"{token_line(first)}\n\n{token_line(later)}")  # fmt: skip
    assert services.claim_check(claim=first).verified
    check = services.claim_check(claim=later)
    later.refresh_from_db()
    assert check.label == "already-owned" and later.status == "pending"
    assert not user_owns_server(bob, listing)


# -- the weekly re-check -------------------------------------------------------------


def test_the_weekly_recheck_reads_the_listed_version_and_lapses_after_three_failures(
    npm_registry, charlie, bob, listing, mailoutbox, recheck
):
    package = add_package(listing, "npm", "weather-mcp")
    claim = claim_on(charlie, listing)
    npm_registry.add("weather-mcp", "1.0.0", mcp_name="example.sagentum/weather",
                     readme=token_line(claim))  # fmt: skip
    npm_registry.add("weather-mcp", "1.1.0")  # published again without the name
    assert services.claim_check(claim=claim).verified
    services.coowner_add(by=charlie, server=listing, email="bob@example.org")
    mailoutbox.clear()
    assert recheck(claim) == 1 and mailoutbox == []  # 1.0.0 still names it
    package.version = "1.1.0"
    package.save(update_fields=["version"])
    for number in (1, 2):
        recheck(claim)
        claim.refresh_from_db()
        assert claim.status == "verified" and claim.consecutive_failures == number
        check = claim.checks.first()
        assert check.label == "package-no-name" and check.counted
        assert "changed since the claim was made or last verified (from 1.0.0 to 1.1.0)" in (
            check.detail
        )
        assert "package-no-name" in mailoutbox[-1].body and "npm:weather-mcp" in mailoutbox[-1].body
    recheck(claim)
    claim.refresh_from_db()
    assert claim.status == "lapsed"
    assert not user_owns_server(charlie, listing) and not user_owns_server(bob, listing)
    entry = ChangelogEntry.objects.get(kind="ownership_lapsed")
    assert entry.data["method"] == "package" and "charlie" not in entry.body


def test_a_new_listed_version_that_names_the_listing_keeps_the_claim(
    pypi_index, charlie, listing, recheck
):
    package = add_package(listing, "pypi", "weather-mcp")
    claim = claim_on(charlie, listing)
    for version in ("1.0.0", "1.1.0"):
        pypi_index.add("weather-mcp", version, mcp_name="example.sagentum/weather",
                       readme=token_line(claim))  # fmt: skip
    assert services.claim_check(claim=claim).verified
    ServerPackage.objects.filter(pk=package.pk).update(version="1.1.0")
    recheck(claim)
    claim.refresh_from_db()
    check = claim.checks.first()
    assert check.verified and check.looked_at == "pypi:weather-mcp==1.1.0"
    assert claim.package_version == "1.1.0" and claim.consecutive_failures == 0


def test_removing_the_package_from_the_listing_lapses_the_claim(npm_registry, charlie, listing):
    add_package(listing, "npm", "weather-mcp")
    claim = claim_on(charlie, listing)
    npm_registry.add("weather-mcp", "1.0.0", mcp_name="example.sagentum/weather",
                     readme=token_line(claim))  # fmt: skip
    assert services.claim_check(claim=claim).verified
    listings.listing_packages_set(server=listing, packages=[])  # as the listing form does
    claim.refresh_from_db()
    assert claim.status == "lapsed" and claim.checks.first().label == "listing-changed"


# -- commands ------------------------------------------------------------------------


def test_the_commands_make_and_verify_a_package_claim(npm_registry, listing, capsys):
    add_package(listing, "npm", "weather-mcp")
    call_command(
        "claim", "--server", listing.slug, "--email", "owner@example.org",
        "--method", "package", "--package", "npm:weather-mcp",
    )  # fmt: skip
    printed = json.loads(capsys.readouterr().out)
    assert printed["method"] == "package"
    assert printed["name"] == "npm:weather-mcp@1.0.0"
    assert printed["mcp_name"] == "example.sagentum/weather"
    assert printed["value"].startswith("sagentum-verification=")
    npm_registry.add("weather-mcp", "1.0.0", mcp_name="example.sagentum/weather",
                     readme=printed["value"])  # fmt: skip
    call_command("verify", str(printed["claim"]))
    assert capsys.readouterr().out.startswith("verified:")
    assert Claim.objects.get(pk=printed["claim"]).status == "verified"


def test_the_api_makes_a_package_claim_and_says_which_name_to_carry(client, charlie, listing):
    add_package(listing, "pypi", "weather-mcp", version="0.3.1")
    client.force_login(charlie)
    response = client.post(
        "/api/v1/claims/",
        {"server": listing.slug, "method": "package", "package": "pypi:weather-mcp"},
        content_type="application/json",
    )
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["package"] == "pypi:weather-mcp"
    assert body["publish"]["mcp_name"] == "example.sagentum/weather"
    assert body["publish"]["value"].startswith("sagentum-verification=")
    assert body["publish"]["name"] == "pypi:weather-mcp==0.3.1"
