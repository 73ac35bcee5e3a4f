"""The rubric as the graders read it: each dimension's number, key and place, and the
assessment types it is assessed at.

The rubric is data (``certification/rubrics/``); nothing here restates it. A dispatcher
takes the rubric of the assessment as an argument; without one it reads the newest
packaged rubric file, never the database.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from certification.rubric import RUBRIC_DIR, load_rubric_file, parse_date, rubric_path

Rubric = Mapping[str, Any]
LIVE_TYPE = "full"  # the assessment type that includes the live test


@functools.cache
def packaged_rubric(version: str | None = None) -> Rubric:
    """The packaged rubric ``version``, or the one that takes effect last."""
    if version is not None:
        return load_rubric_file(rubric_path(version))[0]
    versions = [load_rubric_file(path)[0] for path in sorted(RUBRIC_DIR.glob("*.toml"))]
    return max(versions, key=lambda data: parse_date(data["effective_from"]))


def rubric_or_packaged(rubric: Rubric | None) -> Rubric:
    return rubric if rubric is not None else packaged_rubric()


def dimensions(rubric: Rubric | None = None) -> list[Mapping[str, Any]]:
    """The rubric's dimensions, in its order (the order of every report)."""
    return list(rubric_or_packaged(rubric)["dimensions"])


def dimension(key: str, rubric: Rubric | None = None) -> Mapping[str, Any]:
    for found in dimensions(rubric):
        if found["key"] == key:
            return found
    raise KeyError(f"the rubric has no dimension {key!r}")


def number_of(key: str, rubric: Rubric | None = None) -> int:
    """The number the rubric gives the dimension ``key``."""
    return dimension(key, rubric)["number"]


def key_of(number: int, rubric: Rubric | None = None) -> str:
    """The key of the rubric's dimension ``number``."""
    for found in dimensions(rubric):
        if found["number"] == number:
            return found["key"]
    raise KeyError(f"the rubric has no dimension {number}")


def assessed_at(found: Mapping[str, Any], assessment_type: str) -> bool:
    """Whether the rubric assesses the dimension at ``assessment_type`` (``assessed_by``
    names what it is assessed from at each type; an absent type is not tested)."""
    return assessment_type in found.get("assessed_by", {})


def live_only(found: Mapping[str, Any]) -> bool:
    """Whether only the live test measures the dimension: the rubric assesses it at the
    live type alone."""
    return set(found.get("assessed_by", {})) == {LIVE_TYPE}


def in_rubric_order(grades: Mapping[int, Any], rubric: Rubric | None = None) -> list[Any]:
    """``grades`` (by dimension number) as a list in the rubric's order."""
    return [grades[found["number"]] for found in dimensions(rubric)]
