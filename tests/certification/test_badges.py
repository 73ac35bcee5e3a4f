"""README badges: what each state says, the 404 for an unknown slug, the cache and its
invalidation, ETag revalidation."""

from __future__ import annotations

import json

import pytest

from certification import services as server_services
from disputes import services as disputes
from disputes.services import Decision
from optouts import services as optouts
from tests.builders import file, published
from tests.conftest import make_server, make_user

pytestmark = pytest.mark.django_db


def svg(client, slug):
    response = client.get(f"/badge/{slug}.svg")
    return response, response.content.decode()


def message(client, slug) -> str:
    return json.loads(client.get(f"/badge/{slug}.json").content)["message"]


def test_an_unassessed_server_says_so(client):
    server = make_server("Plain")
    response, body = svg(client, server.slug)
    assert response.status_code == 200 and response["Content-Type"].startswith("image/svg+xml")
    assert body.startswith("<svg") and "sagentum" in body and "not assessed" in body
    doc = json.loads(client.get(f"/badge/{server.slug}.json").content)
    assert doc["schemaVersion"] == 1 and doc["label"] == "sagentum"
    assert doc["message"] == "not assessed"


def test_a_certified_server_shows_its_tier_mark_and_score(client, alice_server):
    assessment = published(alice_server, kind="full", grades={n: "pass" for n in range(1, 9)})
    assert assessment.tier == "production_ready"
    name = assessment.tier_info["name"]
    assert message(client, alice_server.slug) == f"\u2605 {name} {assessment.score}"
    _, body = svg(client, alice_server.slug)
    assert f"{name} {assessment.score}" in body and "<title>sagentum: " in body


@pytest.mark.parametrize("slug", ["no-such-server", "a b<c>", "x" * 300, "%00"])
def test_an_unknown_slug_gets_a_not_listed_badge_with_a_404(client, slug):
    response = client.get(f"/badge/{slug}.svg")
    assert response.status_code == 404
    assert "not listed" in response.content.decode() and "<c>" not in response.content.decode()
    assert client.get(f"/badge/{slug}.json").status_code == 404


def test_revalidation_answers_304_and_the_badge_comes_from_the_cache(
    client, alice_server, django_assert_num_queries
):
    published(alice_server)
    first = client.get(f"/badge/{alice_server.slug}.svg")
    etag = first["ETag"]
    assert etag.startswith('"') and "max-age=" in first["Cache-Control"]
    assert "public" in first["Cache-Control"]
    with django_assert_num_queries(0):
        again = client.get(f"/badge/{alice_server.slug}.svg", HTTP_IF_NONE_MATCH=etag)
        assert again.status_code == 304 and again["ETag"] == etag and again.content == b""
        fresh = client.get(f"/badge/{alice_server.slug}.svg")
        assert fresh.status_code == 200 and fresh.content == first.content
    stale = client.get(f"/badge/{alice_server.slug}.svg", HTTP_IF_NONE_MATCH='"old"')
    assert stale.status_code == 200


def test_every_change_of_what_it_says_reaches_the_badge(client, alice, alice_server, reviewer):
    slug = alice_server.slug
    assert message(client, slug) == "not assessed"  # cached now
    first = published(alice_server, grades={1: "pass", 5: "pass", 6: "fail", 8: "partial"})
    assert str(first.score) in message(client, slug)

    optouts.optout_by_owner(server=alice_server, user=alice)
    assert message(client, slug).endswith("· opted out of live testing")
    optouts.optout_withdraw(server=alice_server, by=alice)
    assert "opted out" not in message(client, slug)

    dispute = file(make_user("carol@example.org"), first)
    resolved = disputes.dispute_resolve(
        dispute=dispute, by=reviewer, decisions=[Decision(6, "pass", "Documented.")]
    )
    text = message(client, slug)
    assert text.endswith("· revised after dispute") and str(resolved.revision.score) in text

    server_services.server_delist(server=alice_server, reason="gone", by=reviewer)
    assert message(client, slug) == "delisted"
    server_services.server_relist(server=alice_server, by=reviewer)
    assert "revised after dispute" in message(client, slug)

    server_services.server_update(server=alice_server, slug="renamed")
    assert client.get(f"/badge/{slug}.svg").status_code == 404
    assert "revised after dispute" in message(client, "renamed")


def test_the_report_card_offers_the_badge_in_three_formats_linking_back(client, alice_server):
    page = client.get(f"/servers/{alice_server.slug}/").content.decode()
    image = f"http://127.0.0.1:8000/badge/{alice_server.slug}.svg"
    card = f"http://127.0.0.1:8000/servers/{alice_server.slug}/"
    assert f"]({image})]({card})" in page  # Markdown
    assert f"&lt;a href=&quot;{card}&quot;&gt;&lt;img src=&quot;{image}&quot;" in page  # HTML
    assert f".. image:: {image}" in page and f":target: {card}" in page  # reStructuredText
    assert page.count('data-copy="badge-') == 3
    assert f'<img src="/badge/{alice_server.slug}.svg"' in page


def test_report_cards_and_disputes_have_link_previews_and_a_copy_link(client, alice_server):
    assessment = published(alice_server)
    page = client.get(f"/servers/{alice_server.slug}/").content.decode()
    card = f"http://127.0.0.1:8000/servers/{alice_server.slug}/"
    assert f'<meta property="og:url" content="{card}">' in page
    title = f"Alice Tools: {assessment.tier_info['name']}, {assessment.score} out of 100"
    assert f'<meta property="og:title" content="{title}">' in page
    assert '<meta name="twitter:card" content="summary_large_image">' in page
    assert f'data-copy-text="{card}">Copy link</button>' in page
    dispute = file(make_user("carol@example.org"), assessment)
    page = client.get(f"/disputes/{dispute.pk}/").content.decode()
    link = f"http://127.0.0.1:8000/disputes/{dispute.pk}/"
    assert f'<meta property="og:url" content="{link}">' in page
    assert '<meta name="twitter:card" content="summary">' in page  # no picture of its own
    assert "og:image" not in page
    assert f'data-copy-text="{link}">Copy link</button>' in page
    assert "og:title" not in client.get("/servers/").content.decode()  # only where worth it


def test_weak_and_star_revalidation_and_head(client, alice_server):
    first = client.get(f"/badge/{alice_server.slug}.svg")
    etag = first["ETag"]
    assert (
        client.get(f"/badge/{alice_server.slug}.svg", HTTP_IF_NONE_MATCH=f"W/{etag}").status_code
        == 304
    )
    assert client.get(f"/badge/{alice_server.slug}.svg", HTTP_IF_NONE_MATCH="*").status_code == 304
    head = client.head(f"/badge/{alice_server.slug}.svg")
    assert head.status_code == 200 and head["ETag"] == etag


def test_a_cache_outage_never_stops_a_publication_or_a_badge(alice_server, client, monkeypatch):
    from django.core.cache import caches

    def down(*args, **kwargs):
        raise ConnectionError("cache down")

    for name in ("get", "set", "delete_many"):
        monkeypatch.setattr(type(caches["default"]), name, down)
    assessment = published(alice_server)  # forgets the badge: the outage is logged, not raised
    assert str(assessment.score) in message(client, alice_server.slug)
