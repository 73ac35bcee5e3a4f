"""/mcp's get_certification places the certification among the corpus entries of its
rubric version and type, as the report card does (the tools run in worker threads, so
these tests commit their rows)."""

from __future__ import annotations

import jsonschema
import pytest

from assessments.report import load_schema
from tests.builders import call
from tests.conftest import make_server
from tests.corpus_builders import corpus_entry, publish

pytestmark = pytest.mark.django_db(transaction=True)

PASS = dict.fromkeys(range(1, 9), "pass")


def test_get_certification_and_get_report_place_the_assessment():
    corpus_entry("Corpus A", grades=PASS, tokens=500)
    corpus_entry("Corpus B", grades={**PASS, 2: "fail"}, tokens=3000)
    mine = publish(make_server("Mine"), grades={**PASS, 2: "fail"}, tokens=1000)
    body = call("get_certification", {"slug": mine.server.slug}).structured_content
    placement = body["placement"]
    assert (placement["rubric_version"], placement["assessment_type"]) == ("1.0", "full")
    assert placement["score"] == {"above": 0, "tied": 1, "below": 1, "of": 2}
    assert placement["tokens"] == {"estimate": 1000, "lighter_than": 1, "of": 2, "median": 1750}
    report = call("get_report", {"assessment_id": mine.pk}).structured_content
    jsonschema.validate(report, load_schema())
    assert report["placement"]["score"] == placement["score"]


def test_get_certification_says_when_nothing_is_placed():
    corpus_entry("Corpus A", grades=PASS, tokens=500)
    mine = publish(make_server("Mine"), kind="static", grades=PASS, tokens=100)
    placement = call("get_certification", {"slug": mine.server.slug}).structured_content[
        "placement"
    ]
    assert placement["entries"] == 0 and placement["score"] is None
    assert placement["note"] == "no corpus entries of this rubric and type yet"
    bare = make_server("Bare")
    assert call("get_certification", {"slug": bare.slug}).structured_content["placement"] is None
