"""The rubric, the settings and the models are the only source of their numbers and
names: no template or view repeats a ceiling, the call budget, a tier's name or the
disputes' review window."""

from __future__ import annotations

import re
import tomllib

import pytest
from django.conf import settings

from disputes.models import Dispute
from tests.paths import ROOT

ROOT = ROOT
RUBRIC = tomllib.loads((ROOT / "certification" / "rubrics" / "1.0.toml").read_text())
SOURCES = sorted(
    [*ROOT.glob("templates/**/*.html"), *ROOT.glob("templates/**/*.txt"), *ROOT.glob("*/views.py")]
)


def numbers() -> list[int]:
    return sorted({*RUBRIC["ceilings"].values(), settings.HARNESS_CALL_BUDGET})


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_template_or_view_repeats_a_number_or_a_tier_name(path):
    text = path.read_text()
    for number in numbers():
        said = re.search(rf"(?i)(capped at|at most|up to|ceiling of)\s+{number}\b", text)
        assert said is None, f"{path.name} says {said.group(0)!r}: take it from the rubric"
    for tier in RUBRIC["tiers"]:
        assert tier["name"] not in text, f"{path.name} names the tier {tier['name']!r}"
    hours = int(Dispute.REVIEW_WINDOW.total_seconds() // 3600)
    assert not re.search(rf"within\s+{hours}\s+hours", text), f"{path.name} repeats the window"


def test_the_pages_say_the_rubrics_numbers(client, db):
    home = client.get("/").content.decode()
    ceilings = RUBRIC["ceilings"]
    assert f"capped at {ceilings['documentation']}" in home
    assert f"capped at {ceilings['static']}" in home
    assert f"at most {settings.HARNESS_CALL_BUDGET} calls" in home
    assert "reviewers answer within 48 hours" in home


def test_the_directory_filters_by_the_tiers_of_the_rubric_in_effect(client, db):
    page = client.get("/servers/").content.decode()
    for tier in RUBRIC["tiers"]:
        assert f'<option value="{tier["key"]}">{tier["name"]}</option>' in page
    assert 'value="full">Full (live tested)</option>' in page
