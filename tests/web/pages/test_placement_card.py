"""The report card, the assessment page and the API place the assessment among the corpus
entries of its rubric version and type; a kept card is forgotten when the corpus changes."""

from __future__ import annotations

import jsonschema
import pytest

from assessments.report import load_schema
from tests.conftest import make_server
from tests.corpus_builders import corpus_entry, publish

pytestmark = pytest.mark.django_db

PASS = dict.fromkeys(range(1, 9), "pass")
SCORE_889 = {**PASS, 2: "fail"}
SCORE_778 = {**PASS, 2: "fail", 3: "fail"}


@pytest.fixture
def corpus():
    corpus_entry("Corpus A", grades=PASS, tokens=500)
    corpus_entry("Corpus B", grades=SCORE_889, tokens=3000)
    corpus_entry("Corpus C", grades=SCORE_889, tokens=1000)
    corpus_entry("Corpus D", grades=SCORE_778, tokens=2000)


PLACED = "Scores above 1, ties with 2 and is below 1 of 4 corpus entries of rubric 1.0, full type."
WEIGHED = "Catalog: 1,500 tokens, lighter than 2 of 4, median 1,500."


def test_the_report_card_and_the_assessment_page_place_it(client, corpus):
    mine = publish(make_server("Mine"), grades=SCORE_889, tokens=1500)
    for path in (mine.server.get_absolute_url(), mine.get_absolute_url()):
        html = client.get(path).content.decode()
        assert PLACED in html and WEIGHED in html, path
        assert '<a href="/research/">The corpus</a> as read' in html


def test_a_type_without_corpus_entries_says_so(client, corpus):
    mine = publish(make_server("Docs"), kind="documentation", grades={1: "pass", 6: "pass"})
    html = client.get(mine.server.get_absolute_url()).content.decode()
    assert "Not placed: no corpus entries of this rubric and type yet" in html
    assert "Scores above" not in html


def test_the_api_places_the_server_and_its_report(client, corpus):
    mine = publish(make_server("Mine"), grades=SCORE_889, tokens=1500)
    server = client.get(f"/api/v1/servers/{mine.server.slug}").json()
    assert server["placement"]["score"] == {"above": 1, "tied": 2, "below": 1, "of": 4}
    assert server["placement"]["tokens"]["median"] == 1500
    report = client.get(f"/api/v1/assessments/{mine.pk}").json()
    jsonschema.validate(report, load_schema())
    assert report["placement"]["score"] == server["placement"]["score"]
    assert report["placement"]["tokens"] == {
        "estimate": 1500, "lighter_than": 2, "of": 4, "median": 1500}  # fmt: skip
    listed = client.get("/api/v1/servers/").json()["results"]
    assert all("placement" not in item for item in listed)  # the list stays one read


def test_a_kept_card_is_made_anew_when_the_corpus_changes(client, corpus, settings):
    settings.PAGE_CACHE_SECONDS = 60
    mine = publish(make_server("Mine"), grades=SCORE_889, tokens=1500)
    first = client.get(mine.server.get_absolute_url())
    assert PLACED in first.content.decode()
    assert client.get(mine.server.get_absolute_url())["X-Page-Cache"] == "hit"
    corpus_entry("Corpus E", grades=PASS, tokens=4000)
    again = client.get(mine.server.get_absolute_url())
    assert again["X-Page-Cache"] == "miss"
    assert "is below 2 of 5 corpus entries" in again.content.decode()
    assert "lighter than 3 of 5, median 2,000." in again.content.decode()


def test_a_card_above_or_below_every_entry_says_so_in_words(client):
    corpus_entry("Corpus B", grades=SCORE_889, tokens=3000)
    corpus_entry("Corpus D", grades=SCORE_778, tokens=2000)
    top = publish(make_server("Top"), grades=PASS, tokens=100)
    html = client.get(top.server.get_absolute_url()).content.decode()
    assert "Scores above every one of the 2 corpus entries of rubric 1.0, full type." in html
    low = publish(make_server("Low"), grades={**SCORE_778, 4: "fail"}, tokens=100)
    html = client.get(low.server.get_absolute_url()).content.decode()
    assert "Scores below every one of the 2 corpus entries" in html
