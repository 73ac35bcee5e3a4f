"""The report card shows its arithmetic: each dimension's points earned of possible and
lost, how many dimensions the score rests on, and reason labels linked to the methodology."""

from __future__ import annotations

import html
import re

import pytest

from assessments.scoring import dimension_points
from tests.builders import published

pytestmark = pytest.mark.django_db


def test_each_dimension_shows_its_points_and_the_score_its_coverage(client, alice_server):
    # Weights 1.5, 1.5, 1.0 and 1.0 tested: 5 in all. Dimension 8 (partial) can give
    # 100 × 1/5 = 20 and gives half; dimension 1 can give 30 and gives all of it.
    published(alice_server, grades={1: "pass", 5: "pass", 6: "pass", 8: "partial"})
    page = html.unescape(client.get(f"/servers/{alice_server.slug}/").content.decode())
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page))
    assert "10.0 of 20.0 (\u221210.0)" in text
    assert "30.0 of 30.0" in text and "30.0 of 30.0 (" not in text
    assert "Scored on 4 of 8 dimensions" in text


def test_points_add_up_to_the_raw_score():
    rubric = {
        "dimensions": [{"number": n, "weight": w} for n, w in [(1, 1.5), (2, 1.0), (3, 2.0)]],
        "grades": {"pass": 1.0, "partial": 0.5, "fail": 0.0},
    }
    points = dimension_points({1: "pass", 2: "fail", 3: "partial"}, rubric=rubric)
    assert float(sum(p.possible for p in points.values())) == pytest.approx(100)
    assert float(sum(p.earned for p in points.values())) == pytest.approx(100 * 2.5 / 4.5)
    assert float(points[2].lost) == pytest.approx(100 * 1.0 / 4.5)
    assert dimension_points({1: "not_tested"}, rubric=rubric) == {}


def test_reason_labels_link_to_their_entry_on_the_methodology_page(client, alice_server):
    published(alice_server, grades={1: "pass", 5: "pass", 6: "fail", 8: "partial"})
    page = client.get(f"/servers/{alice_server.slug}/").content.decode()
    links = set(re.findall(r'href="(/methodology/[^"#]+/)#(reason-[a-z0-9-]+)"', page))
    assert links
    methodology = client.get(next(iter(links))[0]).content.decode()
    for _, anchor in links:
        assert f'id="{anchor}"' in methodology


def test_the_report_card_draws_the_score_history(client, alice_server):
    url = f"/servers/{alice_server.slug}/"
    published(alice_server, grades={1: "fail", 6: "fail", 8: "pass"})
    assert "<polyline" not in client.get(url).content.decode()  # one score: no line
    published(alice_server)
    page = client.get(url).content.decode()
    points = re.search(r'<polyline points="([^"]+)"', page).group(1).split()
    assert len(points) == 2
    (x1, y1), (x2, y2) = (map(float, p.split(",")) for p in points)
    assert x1 < x2 and y2 < y1  # later and higher: the score rose
    assert "over the last 2 published assessments" in page


def test_the_tools_table_lists_every_tool_with_what_was_found_and_the_live_use():
    from types import SimpleNamespace

    from assessments.graders.catalog import grade_tool_descriptions
    from assessments.observations import Catalog, Tool
    from web.report_card import DimensionRow, tools_table

    catalog = Catalog(
        tools=(
            Tool("get_weather", "Current weather for a city, in metric units.",
                 {"type": "object", "properties": {"city": {"type": "string"}}},
                 annotations={"readOnlyHint": True}),
            Tool("delete_alert", "", {"type": "object"}),
        ),
        source="live tools/list",
    )  # fmt: skip
    graded = grade_tool_descriptions(catalog)
    row = DimensionRow(1, "tool_descriptions", "Tool Description Quality", 1.5, graded.grade,
                       "", graded.reasons, graded.evidence, "")  # fmt: skip
    live = {"coverage": {"tools": [{"tool": "get_weather", "called": True, "reason": None},
                                   {"tool": "delete_alert", "called": False,
                                    "reason": "not-read-only"}]}}  # fmt: skip
    table = tools_table(SimpleNamespace(live=live), [row])
    assert [t.name for t in table] == ["get_weather", "delete_alert"]
    weather, delete = table
    assert weather.annotations == "read-only" and weather.called and weather.tokens > 10
    assert delete.annotations == "none declared" and delete.called is False
    assert delete.why_not == "not-read-only" and "tool-no-description" in delete.findings
    assert tools_table(SimpleNamespace(live=None), [row])[0].called is None


def test_the_report_card_shows_the_tools_section_only_with_a_catalog(client, alice_server):
    published(alice_server)
    assert 'id="tools-heading"' not in client.get(f"/servers/{alice_server.slug}/").text


def test_live_evidence_reads_as_words_not_python_lists():
    from web.templatetags.report_tags import evidence_items

    evidence = {
        "tests": {"malformed_parameter": {"calls": [4], "is_error": True},
                  "missing_parameter": {"calls": [5], "http_status": 200}},
        "header_findings": [],
        "rapid_sequential": {"calls": [7, 8, 9], "succeeded": 3},
    }  # fmt: skip
    rows = {row["label"]: row for row in evidence_items(evidence)}
    assert rows["Tests"]["text"] == (
        "malformed parameter (calls 4, is error yes); missing parameter (calls 5, http status 200)"
    )
    assert rows["Header findings"]["text"] == "none"
    assert rows["Rapid sequential"]["text"] == "calls 7, 8, 9, succeeded 3"
    assert not any("[" in row["text"] or "{" in row["text"] for row in rows.values())


def test_annotations_that_are_not_booleans_read_as_unclear():
    from web.report_card import _annotation_words

    assert _annotation_words({"readOnlyHint": "false"}) == "read-only unclear"
    assert _annotation_words({"readOnlyHint": False, "destructiveHint": True}) == (
        "not read-only, destructive"
    )
