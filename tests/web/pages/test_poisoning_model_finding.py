"""A tool-poisoning finding of the statistical reading says so on the assessment page and in
the report JSON, with its score, beside the methodology's account of the reading."""

from __future__ import annotations

import importlib

import pytest
from django.urls import reverse

from assessments import services
from assessments.graders.base import DimensionGrade
from assessments.graders.poisoning import scan_catalog
from assessments.observations import Catalog, Observations, Tool
from assessments.runner import RunOutcome
from assessments.scoring import score_grades
from certification.models import RubricVersion
from tests.builders import queued
from tests.conftest import make_server

pytestmark = pytest.mark.django_db


def _finding() -> dict:
    """A finding of the statistical reading as the scan gives it: a tuned set's entry that
    no rule reads (other apps said to be shut down, in Swedish)."""
    corpus = importlib.import_module("tests.poisoning_set25")
    entry = next(e for e in corpus.POISONED if e["name"] == "bibliotek_reservera")
    tool = Tool(entry["name"], description=entry["description"], input_schema={"type": "object"})
    found = [f for f in scan_catalog(Catalog(tools=(tool,), source="t")) if "read_by" in f]
    assert found, "the statistical reading no longer reads the entry"
    return found[0]


def _published(server):
    rubric = RubricVersion.objects.in_effect().data
    grades = {n: DimensionGrade(n, "pass", [], {"checked": True}) for n in range(1, 9)}
    finding = _finding()
    grades[4] = DimensionGrade(4, "fail", [finding], {"tool_poisoning": [finding]})
    dims = list(grades.values())
    kind = "static"
    score = score_grades({d.number: d.grade for d in dims}, rubric=rubric, assessment_type=kind)
    assessment = services.assessment_start(assessment_id=queued(server, kind).pk)
    outcome = RunOutcome(Observations(assessment_type=kind), dims, score)
    return services.assessment_publish(assessment=assessment, outcome=outcome)


def test_the_page_says_the_finding_is_the_statistical_readings(client):
    assessment = _published(make_server("Library"))
    page = client.get(reverse("assessment_detail", args=[assessment.pk])).content.decode()
    assert "read by the statistical reading, not a worded rule" in page
    assert f"score {_finding()['score']:.3f} of 1" in page
    assert "andra e-boksappar" in page  # the sentence that weighs most


def test_the_methodology_explains_the_reading(client):
    page = client.get(reverse("methodology")).content.decode()
    assert 'id="poisoning-model"' in page and "0.95" in page
