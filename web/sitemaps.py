"""robots.txt and the sitemaps (Django's sitemaps framework): what search engines may read.

Every address is written on ``SITE_URL``, the site's public address, whatever host the
request came in on. The sections are the public pages, every listed server's report card
and each published methodology; private pages (accounts, claims, reviews, the admin,
edit and opt-out forms) are neither listed nor crawled.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.contrib.sitemaps.views import SitemapIndexItem
from django.db.models import Max
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_safe

from certification.models import RubricVersion, Server
from certification.pagecache import public_page

# Addresses a crawler has no business in: signed-in pages, forms that change the record,
# one-time links. (Anything under them answers a reader with a sign-in page anyway.)
NOT_CRAWLED = (
    "/accounts/",
    "/account/",
    "/admin/",
    "/claims/",
    "/review/",
    "/opt-out/confirm/",
    "/servers/propose/",
    "/servers/*/edit/",
    "/servers/*/claim/",
    "/servers/*/assess/",
    "/servers/*/watch/",
    "/servers/*/opt-out/",
    "/assessments/*/dispute/",
    "/disputes/*/withdraw/",
    "/disputes/*/acknowledge/",
    "/disputes/*/resolve/",
    "/disputes/*/check/",
    "/api/v1/changelog/proof/",  # each proof rebuilds the tree: for verifiers, not crawlers
)


class _OnTheSite(Sitemap):
    """A section whose addresses are written on SITE_URL."""

    def get_domain(self, site=None) -> str:
        return urlsplit(settings.SITE_URL).netloc

    def get_protocol(self, protocol=None) -> str:
        return urlsplit(settings.SITE_URL).scheme


class PublicPages(_OnTheSite):
    """The pages every reader starts from."""

    changefreq = "daily"
    PAGES = ("home", "server_list", "changelog", "methodology", "testing_policy", "mcp_docs",
             "research")  # fmt: skip

    def items(self) -> tuple[str, ...]:
        return self.PAGES

    def location(self, item: str) -> str:
        return reverse(item)

    def priority(self, item: str) -> float:
        return 1.0 if item == "home" else 0.8


class Listings(_OnTheSite):
    """Every listed server's report card, changed when its listing or certification was."""

    changefreq = "weekly"
    limit = 5000

    def items(self):
        return (
            Server.objects.filter(status=Server.Status.LISTED)
            .only("slug", "updated_at", "sort_assessed_at")
            .order_by("pk")
        )

    def lastmod(self, server: Server):
        return max(filter(None, (server.updated_at, server.sort_assessed_at)))

    def get_latest_lastmod(self):
        latest = Server.objects.filter(status=Server.Status.LISTED).aggregate(
            updated=Max("updated_at"), assessed=Max("sort_assessed_at")
        )
        moments = [moment for moment in latest.values() if moment]
        return max(moments) if moments else None


class Methodologies(_OnTheSite):
    """Each published rubric version's methodology page: published once, never changed."""

    changefreq = "yearly"

    def items(self):
        return RubricVersion.objects.published().order_by("effective_from")

    def lastmod(self, rubric: RubricVersion):
        return rubric.published_on


SITEMAPS = {"pages": PublicPages, "listings": Listings, "methodology": Methodologies}


@require_safe
@cache_control(max_age=3600, public=True)
@public_page(scopes=lambda: ("lists",))
def sitemap_index(request: HttpRequest) -> HttpResponse:
    """The sitemap index: every page of every section, each with its newest change."""
    base = settings.SITE_URL.rstrip("/")
    entries = []
    for section, kind in SITEMAPS.items():
        sitemap = kind()
        path = reverse("sitemap_section", kwargs={"section": section})
        latest = sitemap.get_latest_lastmod()
        for page in sitemap.paginator.page_range:
            location = base + path + (f"?p={page}" if page > 1 else "")
            entries.append(SitemapIndexItem(location, latest))
    return render(
        request, "sitemap_index.xml", {"sitemaps": entries}, content_type="application/xml"
    )


@require_safe
@cache_control(max_age=86400, public=True)
def robots_txt(request: HttpRequest) -> HttpResponse:
    lines = ["User-agent: *", *(f"Disallow: {path}" for path in NOT_CRAWLED), ""]
    lines.append(f"Sitemap: {settings.SITE_URL.rstrip('/')}{reverse('sitemap_index')}")
    return HttpResponse("\n".join(lines) + "\n", content_type="text/plain; charset=utf-8")
