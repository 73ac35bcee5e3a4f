"""Placement among the corpus (``assessments.placement``): counts with ties, the entry
itself left out, only the same rubric version and type, the catalog's weight against
the corpus and its median, kept while the corpus is unchanged, and in the report JSON."""

from __future__ import annotations

import copy
from decimal import Decimal

import jsonschema
import pytest
from django.db import connection
from django.db.models import Count, Max
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from assessments import placement
from assessments.models import Assessment
from assessments.placement import CorpusEntry, CorpusSnapshot, place, placement_of
from assessments.report import SCHEMA_ID, load_schema, report_for_assessment
from tests.builders import queued
from tests.conftest import make_server
from tests.corpus_builders import corpus_entry, publish

pytestmark = pytest.mark.django_db

PASS = dict.fromkeys(range(1, 9), "pass")
SCORE_889 = {**PASS, 2: "fail"}  # 100 × 8 / 9
SCORE_778 = {**PASS, 2: "fail", 3: "fail"}  # 100 × 7 / 9


@pytest.fixture
def corpus():
    """Four full entries (100, 88.9, 88.9, 77.8) and one documentation-only (75)."""
    return {
        "a": corpus_entry("Corpus A", grades=PASS, tokens=500),
        "b": corpus_entry("Corpus B", grades=SCORE_889, tokens=3000),
        "c": corpus_entry("Corpus C", grades=SCORE_889, tokens=1000),
        "d": corpus_entry("Corpus D", grades=SCORE_778, tokens=2000),
        "docs": corpus_entry("Corpus Docs", kind="documentation",
                             grades={1: "pass", 5: "pass", 6: "pass"}, tokens=100),
    }  # fmt: skip


def test_it_counts_entries_above_tied_and_below_and_weighs_the_catalog(corpus):
    mine = publish(make_server("Mine"), grades=SCORE_889, tokens=1500)
    found = placement_of(mine)
    assert mine.score == Decimal("88.9") and found.entries == 4
    assert (found.above, found.tied, found.below, found.scored) == (1, 2, 1, 4)
    assert (found.tokens, found.lighter_than, found.weighed) == (1500, 2, 4)
    assert found.median_tokens == 1500  # of 500, 1000, 2000 and 3000


def test_a_corpus_entry_is_placed_among_the_others_not_itself(corpus):
    found = placement_of(corpus["b"])
    assert found.entries == 3  # A, C and D
    assert (found.above, found.tied, found.below) == (1, 1, 1)  # D; C; A
    assert (found.lighter_than, found.weighed, found.median_tokens) == (0, 3, 1000)


def test_a_documentation_assessment_is_placed_among_documentation_ones_only(corpus):
    mine = publish(make_server("Docs only"), kind="documentation", grades={1: "pass", 6: "pass"},
                   tokens=50)  # fmt: skip
    found = placement_of(mine)
    assert found.assessment_type == "documentation" and found.entries == 1
    assert (found.above, found.tied, found.below) == (0, 1, 0)  # both capped at 75
    assert (found.lighter_than, found.weighed, found.median_tokens) == (1, 1, 100)


def test_a_type_with_no_corpus_entry_is_not_placed(corpus):
    mine = publish(make_server("Static"), kind="static", grades=PASS, tokens=10)
    found = placement_of(mine)
    assert not found.is_placed and found.entries == 0
    document = found.document()
    assert document["score"] is None and document["tokens"] is None
    assert document["note"] == "no corpus entries of this rubric and type yet"


def test_another_rubric_version_is_never_counted():
    now = timezone.now()
    snapshot = CorpusSnapshot((
        CorpusEntry(1, 11, "1.0", "full", Decimal("50.0"), 900),
        CorpusEntry(2, 12, "2.0", "full", Decimal("40.0"), 100),
        CorpusEntry(3, 13, "1.0", "static", Decimal("30.0"), 100),
    ), now)  # fmt: skip
    found = place(snapshot=snapshot, server_id=None, rubric_version="1.0",
                  assessment_type="full", score=Decimal("60.0"), tokens=800)  # fmt: skip
    assert (found.entries, found.above, found.scored, found.lighter_than, found.weighed) == (
        1, 1, 1, 1, 1)  # fmt: skip
    alone = place(snapshot=snapshot, server_id=None, rubric_version="3.0",
                  assessment_type="full", score=Decimal("60.0"), tokens=800)  # fmt: skip
    assert not alone.is_placed


def test_no_score_or_no_catalog_is_not_compared(corpus):
    mine = publish(make_server("Bare"), grades=PASS)  # no catalog read
    document = placement_of(mine).document()
    assert document["entries"] == 4 and document["score"] == {
        "above": 3, "tied": 1, "below": 0, "of": 4}  # fmt: skip
    assert document["tokens"] is None
    unscored = publish(make_server("Unscored"), grades={}, tokens=900)  # insufficient data
    document = placement_of(unscored).document()
    assert unscored.score is None and document["score"] is None
    assert document["tokens"] == {"estimate": 900, "lighter_than": 3, "of": 4, "median": 1500}


def test_the_corpus_is_read_once_until_it_changes(corpus):
    placement.corpus_snapshot()
    with CaptureQueriesContext(connection) as kept:
        first = placement.corpus_snapshot()
    assert len(kept) == 1  # the corpus' state only: its figures come from the cache
    assert len(first.entries) == 5
    corpus_entry("Corpus E", grades=PASS, tokens=700)
    assert len(placement.corpus_snapshot().entries) == 6
    publish(corpus["d"].server, grades=PASS, tokens=700)  # D's certification changes
    scores = {e.server_id: e.score for e in placement.corpus_snapshot().entries}
    assert scores[corpus["d"].server_id] == Decimal("100.0")


def test_the_corpus_state_counts_what_the_orm_counts(corpus):
    # Not counted: another listing's published assessment, a corpus entry's queued one.
    publish(make_server("Not corpus"), grades=PASS)
    queued(corpus["a"].server, "full")
    published = Assessment.objects.published().filter(server__corpus=True)
    expected = published.aggregate(n=Count("pk"), newest=Max("pk"))
    assert placement._corpus_state() == (expected["n"], expected["newest"])
    assert expected["n"] == 5


def test_the_report_json_places_it_and_validates(corpus):
    mine = publish(make_server("Mine"), grades=SCORE_889, tokens=1500)
    report = report_for_assessment(mine)
    assert report["schema"] == SCHEMA_ID == "sagentum.assessment/1.4"
    jsonschema.validate(report, load_schema())
    assert report["placement"]["score"] == {"above": 1, "tied": 2, "below": 1, "of": 4}
    assert report["placement"]["tokens"] == {
        "estimate": 1500, "lighter_than": 2, "of": 4, "median": 1500}  # fmt: skip
    assert (report["placement"]["rubric_version"], report["placement"]["entries"]) == ("1.0", 4)
    # A 1.3 report, which has no placement, is still valid.
    older = copy.deepcopy(report)
    older["schema"] = "sagentum.assessment/1.3"
    del older["placement"]
    jsonschema.validate(older, load_schema())
    wrong = copy.deepcopy(report)
    wrong["placement"]["score"]["of"] = 0
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(wrong, load_schema())


def test_a_static_card_is_placed_among_the_static_assessments_of_entries_assessed_since():
    """The corpus assesses each entry at the static tier, then the full one: a static
    card is placed among the entries' static assessments, though their certification
    is now the full one."""
    entries = []
    # Static scores are capped at 80: 80, 77.8 and 66.7.
    lower = {**SCORE_778, 4: "fail"}
    for name, grades in (("S1", PASS), ("S2", SCORE_778), ("S3", lower)):
        entry = corpus_entry(name, kind="static", grades=grades, tokens=1000)
        publish(entry.server, kind="full", grades=PASS, tokens=1000)
        entries.append(entry)
    mine = publish(make_server("Static mine"), kind="static", grades=SCORE_778, tokens=800)
    found = placement_of(mine)
    assert (found.assessment_type, found.entries) == ("static", 3)
    assert (found.above, found.tied, found.below) == (1, 1, 1)
    # A corpus entry's older static assessment is placed among the other two.
    assert placement_of(entries[0]).entries == 2
