"""The report card's picture for link previews: a 1200 × 630 PNG per listing, named in
the report card's head, kept with the listing's pages and revalidated by its ETag."""

from __future__ import annotations

import io

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from PIL import Image, ImageFont

from certification import services as server_services
from tests.builders import published
from tests.conftest import make_server
from web import share_card

pytestmark = pytest.mark.django_db

ALL_PASS = {n: "pass" for n in range(1, 9)}


def card(client, slug: str, **headers):
    return client.get(f"/servers/{slug}/card.png", **headers)


def picture(response) -> Image.Image:
    image = Image.open(io.BytesIO(response.content))
    image.load()
    return image


def test_it_draws_a_certified_server(client, alice_server):
    published(alice_server, kind="full", grades=ALL_PASS)
    response = card(client, alice_server.slug)
    assert response.status_code == 200 and response["Content-Type"] == "image/png"
    image = picture(response)
    assert (image.format, image.size) == ("PNG", (1200, 630))
    assert image.getpixel((600, 4)) == (0x17, 0x6C, 0x3A)  # the Production Ready colour


def test_it_differs_between_a_certified_and_an_unassessed_server(client, alice_server):
    unassessed = make_server("Plain")
    published(alice_server, kind="full", grades=ALL_PASS)
    certified, plain = card(client, alice_server.slug), card(client, unassessed.slug)
    assert plain.status_code == 200 and picture(plain).size == (1200, 630)
    assert picture(plain).getpixel((600, 4)) == (0x4A, 0x55, 0x63)  # grey: no tier
    assert certified.content != plain.content


def test_what_it_shows(alice_server):
    assert share_card.card_facts(alice_server).verdict == "Not yet assessed"
    assessment = published(alice_server, kind="documentation", grades={1: "pass", 8: "partial"})
    facts = share_card.card_facts(alice_server)
    assert facts.verdict == assessment.tier_info["name"] and facts.score == assessment.score
    assert facts.kind == "Documentation only" and facts.ceiling.startswith("capped at ")
    assert [bar.label[:2] for bar in facts.bars] == [f"{n}." for n in range(1, 9)]
    tested = {bar.label[0]: bar for bar in facts.bars if bar.possible is not None}
    assert set(tested) == {"1", "8"}
    assert tested["1"].earned == tested["1"].possible and tested["8"].earned < tested["8"].possible
    assert facts.address == f"127.0.0.1:8000/servers/{alice_server.slug}/"


def test_insufficient_data_is_no_score_and_no_zero(alice_server):
    published(alice_server, kind="full", grades={n: "not_tested" for n in range(1, 9)})
    facts = share_card.card_facts(alice_server)
    assert (facts.verdict, facts.score, facts.mark) == ("Insufficient data", None, "")
    assert facts.note and all(bar.possible is None for bar in facts.bars)
    assert Image.open(io.BytesIO(share_card.card_png(facts))).size == (1200, 630)


def test_it_follows_each_dimension(client, alice_server):
    def bars(response) -> bytes:  # the dimensions' column, apart from the score
        return picture(response).crop((share_card.BARS_X, 200, 1200, 560)).tobytes()

    published(alice_server, kind="full", grades=ALL_PASS)
    before = card(client, alice_server.slug)
    published(alice_server, kind="full", grades={**ALL_PASS, 3: "fail"})
    after = card(client, alice_server.slug)
    assert picture(after).size == (1200, 630)
    assert bars(after) != bars(before)


def test_a_delisted_server_still_has_its_card(client, alice_server):
    published(alice_server)
    server_services.server_delist(server=alice_server, reason="Gone.")
    response = card(client, alice_server.slug)
    assert response.status_code == 200 and picture(response).size == (1200, 630)


@pytest.mark.parametrize("slug", ["no-such-server", "x" * 120])
def test_an_unknown_slug_is_a_404(client, slug):
    assert card(client, slug).status_code == 404


def test_the_report_card_names_it_in_its_head(client, alice_server):
    first = published(alice_server)
    page = client.get(f"/servers/{alice_server.slug}/").content.decode()
    head = page[: page.index("</head>")]
    image = f"http://127.0.0.1:8000/servers/{alice_server.slug}/card.png?v={first.pk}"
    assert f'<meta property="og:image" content="{image}">' in head
    assert '<meta property="og:image:width" content="1200">' in head
    assert '<meta property="og:image:height" content="630">' in head
    assert '<meta property="og:image:alt" content="Sagentum report card of Alice Tools' in head
    assert '<meta name="twitter:card" content="summary_large_image">' in head
    assert card(client, alice_server.slug).status_code == 200  # where it points answers
    # A new result gets a new address, so previews kept by address show it.
    second = published(alice_server)
    page = client.get(f"/servers/{alice_server.slug}/").content.decode()
    assert f"card.png?v={second.pk}" in page and f"card.png?v={first.pk}" not in page
    assert client.get(f"/servers/{alice_server.slug}/card.png?v={second.pk}").status_code == 200


def test_it_is_kept_and_revalidated(client, alice_server, settings):
    settings.PAGE_CACHE_SECONDS = 60
    published(alice_server)
    first = card(client, alice_server.slug)
    assert first["Cache-Control"] == "public, max-age=300" and first["ETag"].startswith('"')
    with CaptureQueriesContext(connection) as queries:
        again = card(client, alice_server.slug)
        unchanged = card(client, alice_server.slug, HTTP_IF_NONE_MATCH=first["ETag"])
    assert len(queries) == 0
    assert again.content == first.content and again["ETag"] == first["ETag"]
    assert again["X-Page-Cache"] == "hit" and again["Cache-Control"] == first["Cache-Control"]
    assert unchanged.status_code == 304 and unchanged.content == b""
    published(alice_server, kind="full", grades=ALL_PASS)  # forgets the listing's pages
    changed = card(client, alice_server.slug, HTTP_IF_NONE_MATCH=first["ETag"])
    assert changed.status_code == 200 and changed["ETag"] != first["ETag"]


def test_it_draws_without_dejavu(alice_server, monkeypatch, tmp_path):
    published(alice_server, kind="full", grades=ALL_PASS)
    facts = share_card.card_facts(alice_server)
    real = ImageFont.truetype

    def only_pillows_own(font, *args, **kwargs):
        if isinstance(font, str):  # a file: none is installed
            raise OSError(f"cannot open resource {font}")
        return real(font, *args, **kwargs)

    monkeypatch.setattr(share_card, "FONT_DIR", tmp_path)
    monkeypatch.setattr(ImageFont, "truetype", only_pillows_own)
    share_card.font.cache_clear()
    share_card.has_marks.cache_clear()
    try:
        image = Image.open(io.BytesIO(share_card.card_png(facts)))
        assert image.size == (1200, 630)
    finally:
        share_card.font.cache_clear()
        share_card.has_marks.cache_clear()


def test_it_is_drawn_once_per_change_of_what_it_says(client, alice_server, monkeypatch, settings):
    from django.core.cache import cache

    cache.clear()
    settings.PAGE_CACHE_SECONDS = 0  # made anew on every read: only the picture is kept
    drawn = []
    draw = share_card.card_png

    def counting(facts):
        drawn.append(facts.score)
        return draw(facts)

    monkeypatch.setattr(share_card, "card_png", counting)
    published(alice_server, kind="full", grades=ALL_PASS)
    first, again = card(client, alice_server.slug), card(client, alice_server.slug)
    assert first.content == again.content and len(drawn) == 1
    published(alice_server, kind="documentation", grades={1: "fail", 2: "fail"})
    changed = card(client, alice_server.slug)
    assert changed.content != first.content and len(drawn) == 2
