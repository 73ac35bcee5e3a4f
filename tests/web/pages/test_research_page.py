"""The research page, "State of MCP servers": its figures on a small corpus and
directory (the tables' numbers), its provenance, where it is linked from, and that it is
kept and cheap to serve."""

from __future__ import annotations

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from assessments import research
from tests.builders import published
from tests.conftest import make_server
from tests.corpus_builders import corpus_entry

pytestmark = pytest.mark.django_db

PASS = dict.fromkeys(range(1, 9), "pass")


@pytest.fixture
def corpus():
    """Three full corpus entries, and one documentation-only listing outside the corpus."""
    corpus_entry(
        "Corpus A", grades=PASS, tokens=500,  # 100, Production Ready
        annotations=[{"readOnlyHint": True, "destructiveHint": False}, {"readOnlyHint": True}],
        coverage=[("t0", True, None), ("t1", True, None)],
    )  # fmt: skip
    corpus_entry(
        "Corpus B", grades={**PASS, 1: "partial"}, tokens=3000,  # 91.7, Suitable
        reasons={1: ["tool-short-description", "tool-no-output-schema"]},
        annotations=[None, None, {"readOnlyHint": True}],
        coverage=[("t0", True, None), ("t1", False, "destructive"), ("t2", False, "needs-network")],
    )  # fmt: skip
    corpus_entry(
        "Corpus C", grades={**PASS, 1: "fail", 2: "fail", 5: "fail"}, tokens=12000,  # 55.6
        reasons={1: ["tool-no-output-schema"], 5: ["no-annotations"]},
        annotations=[None, None, None, None],
        coverage=[("t0", True, None), ("t1", False, "needs-network"),
                  ("t2", False, "needs-network"), ("t3", False, "not-reached-in-budget")],
    )  # fmt: skip
    published(make_server("Docs Only"))  # 75, Suitable: the directory only


def row(html: str, table: str, key: str) -> str:
    """The text of the row ``key`` of the table ``table``, tags and spacing folded."""
    body = re.search(rf'<table[^>]*id="{table}".*?</table>', html, re.S).group(0)
    found = re.search(rf'<tr data-key="{re.escape(key)}">(.*?)</tr>', body, re.S).group(1)
    return " ".join(re.sub(r"<[^>]+>", " ", found).split())


@pytest.fixture
def page(client, corpus):
    response = client.get("/research/")
    assert response.status_code == 200
    return response.content.decode()


def test_the_tiers_of_the_corpus_and_the_directory(page):
    assert row(page, "table-tiers", "production_ready") == "Production Ready 1 (33.3 %) 1 (25.0 %)"
    assert row(page, "table-tiers", "suitable") == "Suitable 1 (33.3 %) 2 (50.0 %)"
    assert row(page, "table-tiers", "use_with_caution") == "Use With Caution 1 (33.3 %) 1 (25.0 %)"
    assert row(page, "table-tiers", "not_recommended") == "Not Recommended 0 (0.0 %) 0 (0.0 %)"
    assert "3 entries with an assessment under this rubric" in page
    assert "4 listed servers with a certification under this rubric" in page


def test_the_pass_rates_by_dimension(page):
    assert row(page, "table-pass-rates", "1") == (
        "1. Tool Description Quality 1 of 3 (33.3 %) 2 of 4 (50.0 %)")  # fmt: skip
    # The documentation-only listing did not test dimension 2: left out, not a failure.
    assert row(page, "table-pass-rates", "2") == (
        "2. Behavioural Consistency 2 of 3 (66.7 %) 2 of 3 (66.7 %)")  # fmt: skip
    assert "1. Tool Description Quality" in page and "33.3 %</text>" in page  # the chart


def test_the_reasons_points_were_lost_with_their_hints(page):
    keys = re.findall(r'<tr data-key="([^"]+)">', re.search(
        r'id="table-reasons".*?</table>', page, re.S).group(0))  # fmt: skip
    assert keys == ["tool-no-output-schema", "no-annotations", "tool-short-description"]
    assert row(page, "table-reasons", "tool-no-output-schema").endswith("2 (66.7 %)")
    assert "Declare an outputSchema and return structuredContent" in page
    assert 'href="/methodology/#reason-no-annotations"' in page


def test_the_catalog_sizes(page):
    assert row(page, "table-tools", "1–5") == "1–5 3 (100.0 %)"
    assert row(page, "table-tokens", "under 500") == "under 500 0 (0.0 %)"
    assert row(page, "table-tokens", "500–1,999") == "500–1,999 1 (33.3 %)"
    assert row(page, "table-tokens", "10,000 or more") == "10,000 or more 1 (33.3 %)"
    assert "Median 3 tools (at most 4); median 3,000 tokens (at most 12,000)." in page
    assert "3 tool catalogs read, 9 tools in all" in page


def test_the_annotation_coverage(page):
    assert row(page, "table-annotations", "any") == "at least one hint 3 of 9 tools (33.3 %)"
    assert row(page, "table-annotations", "destructiveHint") == (
        "destructiveHint 1 of 9 tools (11.1 %)")  # fmt: skip
    entries = "Entries annotating {} 1 of 3 (33.3 %)"
    assert row(page, "table-annotations", "entries-all") == entries.format("every tool")
    assert row(page, "table-annotations", "entries-some") == entries.format("some tools")
    assert row(page, "table-annotations", "entries-none") == entries.format("no tool")


def test_what_the_live_test_could_exercise(page):
    assert "3 live tests, 9 tools listed" in page
    assert "4 called with valid arguments and answering (44.4 %)" in page
    assert row(page, "table-unexercised", "needs-network").endswith("3 (60.0 %)")
    assert row(page, "table-unexercised", "destructive").endswith("1 (20.0 %)")
    assert "The tool is annotated destructiveHint: true" in page


def test_it_names_its_sources_and_versions(page):
    from certification.version import VERSION

    assert f"by Sagentum {VERSION}" in page and 'href="/methodology/1.0/">version 1.0</a>' in page
    assert "corpus/corpus.json" in page or "no corpus file is shipped" in page
    assert page.count("<svg") >= 8 and "<script" not in page.split("</header>", 1)[-1]


def test_it_is_linked_from_home_and_methodology_and_in_the_sitemap(client, corpus):
    for path in ("/", "/methodology/"):
        assert 'href="/research/"' in client.get(path).content.decode(), path
    assert "/research/</loc>" in client.get("/sitemap-pages.xml").content.decode()


def test_it_is_kept_and_its_figures_are_read_once(client, corpus, settings):
    research.research_figures()
    with CaptureQueriesContext(connection) as read:
        research.research_figures()
    assert len(read) <= 2  # the rubric in effect and the corpus' state
    settings.PAGE_CACHE_SECONDS = 60
    client.get("/research/")
    assert client.get("/research/")["X-Page-Cache"] == "hit"


def test_an_empty_corpus_says_so(client):
    html = client.get("/research/").content.decode()
    assert "0 entries with an assessment under this rubric" in html
    assert "No corpus entry lost points yet." in html
