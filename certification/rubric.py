"""Rubric versions as data: loading, validating, and the quarterly rule.

Pure functions; nothing here touches the database. ``certification.services``
applies them when a version is published.
"""

from __future__ import annotations

import datetime
import hashlib
import time
import tomllib
from pathlib import Path
from typing import Any

RUBRIC_DIR = Path(__file__).resolve().parent / "rubrics"
ASSESSMENT_TYPES = ("documentation", "static", "full")
GRADES = ("pass", "partial", "fail", "not_tested")


class RubricError(ValueError):
    """The rubric data, or a version's dates, break a rule."""


def rubric_path(version: str) -> Path:
    return RUBRIC_DIR / f"{version}.toml"


def load_rubric_file(path: Path) -> tuple[dict[str, Any], str]:
    """Return the rubric as JSON-ready data and the SHA-256 of the file."""
    raw = path.read_bytes()
    data = _jsonable(tomllib.loads(raw.decode("utf-8")))
    check_rubric_data(data)
    return data, hashlib.sha256(raw).hexdigest()


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _jsonable(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_jsonable(item) for item in value]
    if isinstance(value, datetime.date):
        return value.isoformat()
    return value


def check_rubric_data(data: dict[str, Any]) -> None:
    """Raise ``RubricError`` unless ``data`` is a complete rubric."""
    for key in ("version", "published_on", "effective_from", "changelog", "grades", "ceilings"):
        if key not in data:
            raise RubricError(f"the rubric has no {key!r}")
    dimensions = data.get("dimensions", [])
    numbers = [dimension.get("number") for dimension in dimensions]
    if not numbers or numbers != list(range(1, len(numbers) + 1)):
        raise RubricError("dimensions must be numbered from 1 in order, without a gap")
    for dimension in dimensions:
        _check_dimension(dimension)
    if set(data["grades"]) != {"pass", "partial", "fail"}:
        raise RubricError("grades must give values for pass, partial and fail")
    if not set(data["ceilings"]) <= set(ASSESSMENT_TYPES):
        raise RubricError("ceilings may only name assessment types")
    tiers = data.get("tiers", [])
    minimums = [tier.get("min_score") for tier in tiers]
    if not tiers or minimums != sorted(minimums, reverse=True) or minimums[-1] != 0:
        raise RubricError("tiers must run from the highest minimum score down to 0")
    if [kind.get("key") for kind in data.get("assessment_types", [])] != list(ASSESSMENT_TYPES):
        raise RubricError(f"assessment_types must be {', '.join(ASSESSMENT_TYPES)}")
    quarter_start(parse_date(data["effective_from"]))


def _check_dimension(dimension: dict[str, Any]) -> None:
    for key in ("key", "name", "weight", "question", "criteria", "grading"):
        if not dimension.get(key):
            raise RubricError(f"dimension {dimension['number']} has no {key!r}")
    if set(dimension["criteria"]) != {"pass", "partial", "fail"}:
        raise RubricError(f"dimension {dimension['number']} needs pass, partial and fail criteria")
    if not dimension["weight"] > 0:
        raise RubricError(f"dimension {dimension['number']} needs a positive weight")


def parse_date(value: str | datetime.date) -> datetime.date:
    if isinstance(value, datetime.date):
        return value
    try:
        return datetime.date.fromisoformat(value)
    except ValueError:
        raise RubricError(f"{value!r} is not a date (YYYY-MM-DD)") from None


def quarter_of(day: datetime.date) -> tuple[int, int]:
    return day.year, (day.month - 1) // 3 + 1


def quarter_start(day: datetime.date) -> datetime.date:
    """Return ``day`` if it starts a calendar quarter, else raise ``RubricError``."""
    if day.day != 1 or day.month not in (1, 4, 7, 10):
        raise RubricError(
            f"a rubric version takes effect on the first day of a calendar quarter "
            f"(1 January, April, July or October), not on {day.isoformat()}"
        )
    return day


def check_quarterly_rule(
    *,
    effective_from: datetime.date,
    published_on: datetime.date,
    earlier: list[datetime.date],
) -> None:
    """The rubric "may only be amended quarterly".

    A new version takes effect at the start of a calendar quarter, not before
    it was published, after every earlier version, and in a quarter in which
    no other version took effect. ``earlier`` holds the effective dates of the
    versions already published.
    """
    quarter_start(effective_from)
    if effective_from < published_on:
        raise RubricError(
            f"a version published on {published_on.isoformat()} cannot take effect "
            f"earlier, on {effective_from.isoformat()}"
        )
    for other in earlier:
        if quarter_of(other) == quarter_of(effective_from):
            year, quarter = quarter_of(other)
            raise RubricError(f"a rubric version already takes effect in Q{quarter} {year}")
        if other > effective_from:
            raise RubricError(
                f"a new version must take effect after the latest one ({other.isoformat()})"
            )


def rubric_diff(old: dict[str, Any], new: dict[str, Any]) -> list[dict[str, Any]]:
    """What changed between two rubric versions, field by field, in reading order."""
    rows: list[dict[str, Any]] = []

    def compare(section: str, field: str, before: Any, after: Any) -> None:
        if before != after:
            rows.append({"section": section, "field": field, "old": before, "new": after})

    old_dims = {d["number"]: d for d in old.get("dimensions", [])}
    for dimension in new.get("dimensions", []):
        before = old_dims.get(dimension["number"], {})
        section = f"Dimension {dimension['number']}: {dimension['name']}"
        for field in ("name", "weight", "question", "grading"):
            compare(section, field, before.get(field), dimension.get(field))
        for grade in ("pass", "partial", "fail"):
            compare(
                section,
                f"{grade} criterion",
                before.get("criteria", {}).get(grade),
                dimension.get("criteria", {}).get(grade),
            )
    for kind in ASSESSMENT_TYPES:
        compare("Ceilings", kind, old.get("ceilings", {}).get(kind), new["ceilings"].get(kind))
    old_tiers = {t["key"]: t for t in old.get("tiers", [])}
    for tier in new.get("tiers", []):
        before = old_tiers.get(tier["key"], {})
        for field in ("name", "min_score", "pass_dimensions", "assessment_types"):
            compare(f"Tier {tier['name']}", field, before.get(field), tier.get(field))
    compare("Grades", "values", old.get("grades"), new.get("grades"))
    return rows


# The rubric in effect as pages show it, read at most once a minute per process: a
# published version never changes, reading one decodes its whole JSON (about 1.5 ms,
# a fifth of a directory page), and a new version takes effect for readers within the
# minute, as kept pages do. Assessments read it from the database (``assessments``).
IN_EFFECT_SECONDS = 60
_in_effect: tuple[float, datetime.date, Any] | None = None


def rubric_in_effect():
    """The published rubric version in effect today, for pages (None before any)."""
    global _in_effect
    from django.utils import timezone

    from certification.models import RubricVersion

    today, now = timezone.now().date(), time.monotonic()
    kept = _in_effect
    if kept is not None and kept[1] == today and now < kept[0]:
        return kept[2]
    rubric = RubricVersion.objects.in_effect()
    _in_effect = (now + IN_EFFECT_SECONDS, today, rubric)
    return rubric


def forget_rubric_in_effect() -> None:
    """Forget what this process keeps of rubric versions (the one in effect, and the
    published ones read by ``published_version``)."""
    global _in_effect
    _in_effect = None
    _published.clear()


# A published version never changes (the model refuses, and so does PostgreSQL), so a
# process reads each at most once: lists of assessments name their tiers from it without
# decoding the document again for every row.
_published: dict[int, Any] = {}


def published_version(pk: int):
    """The published rubric version ``pk``, read once per process (None for a draft or
    an unknown key, which are never kept)."""
    from certification.models import RubricVersion

    kept = _published.get(pk)
    if kept is None:
        kept = RubricVersion.objects.filter(pk=pk, status=RubricVersion.Status.PUBLISHED).first()
        if kept is not None:
            _published[pk] = kept
    return kept


def rubric_in_effect_data() -> dict[str, Any]:
    """The data of the rubric version in effect today ({} before any is published)."""
    rubric = rubric_in_effect()
    return rubric.data if rubric else {}


def rubric_tiers() -> list[dict[str, Any]]:
    """The tiers of the rubric in effect, highest first."""
    return list(rubric_in_effect_data().get("tiers", []))
