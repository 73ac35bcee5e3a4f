"""robots.txt and the sitemaps: every public page and listed server, written on SITE_URL,
and nothing private."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from urllib.parse import urlsplit

import pytest

from certification.models import RubricVersion, Server
from certification.services import server_delist
from tests.conftest import make_server

pytestmark = pytest.mark.django_db

NS = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9"}
SITE = "https://sagentum.example"


@pytest.fixture(autouse=True)
def _site_url(settings):
    settings.SITE_URL = SITE


def locations(client, url: str) -> list[str]:
    response = client.get(url, HTTP_HOST="127.0.0.1")
    assert response.status_code == 200, url
    assert response["Content-Type"].startswith("application/xml")
    root = ET.fromstring(response.content)  # noqa: S314 (our own output)
    return [loc.text for loc in root.iterfind(".//s:loc", NS)]


def test_robots_txt_names_the_sitemap_and_keeps_crawlers_out_of_private_pages(client):
    response = client.get("/robots.txt")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain")
    text = response.content.decode()
    assert f"Sitemap: {SITE}/sitemap.xml" in text
    for private in ("/admin/", "/accounts/", "/claims/", "/review/", "/servers/*/edit/"):
        assert f"Disallow: {private}\n" in text
    # The public record stays readable.
    assert "Disallow: /servers/\n" not in text
    assert "Disallow: /\n" not in text


def test_the_index_lists_every_section_on_the_sites_address(client):
    sections = locations(client, "/sitemap.xml")
    assert sections == [
        f"{SITE}/sitemap-pages.xml",
        f"{SITE}/sitemap-listings.xml",
        f"{SITE}/sitemap-methodology.xml",
    ]


def test_each_section_lists_its_pages_and_every_address_answers(client):
    listed = make_server("Listed Weather")
    gone = make_server("Delisted Weather")
    server_delist(server=gone, reason="withdrawn by its owner")
    pages = set()
    for section in locations(client, "/sitemap.xml"):
        pages.update(locations(client, urlsplit(section).path))
    assert f"{SITE}/" in pages
    assert f"{SITE}/servers/" in pages
    assert f"{SITE}/changelog/" in pages
    assert f"{SITE}{listed.get_absolute_url()}" in pages
    assert f"{SITE}{gone.get_absolute_url()}" not in pages
    for rubric in RubricVersion.objects.published():
        assert f"{SITE}{rubric.get_absolute_url()}" in pages
    for page in pages:
        assert page.startswith(SITE + "/")
        assert client.get(urlsplit(page).path).status_code == 200, page


def test_a_listings_lastmod_is_its_newest_change(client):
    server = make_server("Dated Weather")
    response = client.get("/sitemap-listings.xml")
    root = ET.fromstring(response.content)  # noqa: S314 (our own output)
    (entry,) = [
        url
        for url in root.iterfind("s:url", NS)
        if url.find("s:loc", NS).text.endswith(server.get_absolute_url())
    ]
    assert entry.find("s:lastmod", NS).text.startswith(server.updated_at.date().isoformat())


def test_an_unknown_section_is_not_found(client):
    assert client.get("/sitemap-secrets.xml").status_code == 404
    assert Server.objects.count() == 0
