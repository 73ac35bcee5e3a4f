"""Reports for continuous integration: SARIF 2.1.0 and JUnit XML, and the
``--fail-under`` threshold. Pure: they read the report document and the rubric data.

SARIF has one result per reason that cost points, its rule id the reason label,
located where the evidence says (a tool, a repository file and line, a URL). JUnit has
one test case per dimension and one per live test.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any
from xml.etree import ElementTree

from django.conf import settings

from assessments.reasons import REASONS
from assessments.scoring import NOT_TESTED, dimension_points
from certification.sharing import absolute

SARIF_SCHEMA = (
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
)
SECRET_LABELS = {  # which findings of the evidence each secret label counts
    "secret-in-repository": lambda f: (
        not f["in_test_fixture"] and f["kind"] != "credentials-in-url"
    ),
    "credentials-in-url": lambda f: not f["in_test_fixture"] and f["kind"] == "credentials-in-url",
    "secret-in-test-fixture": lambda f: f["in_test_fixture"],
}
MAX_LOCATIONS = 20


def methodology_url(version: str, anchor: str = "") -> str:
    return absolute(f"/methodology/{version}/") + (f"#{anchor}" if anchor else "")


def _points(report: dict[str, Any], rubric: dict[str, Any]) -> dict:
    if report.get("state") != "completed":
        return {}
    grades = {d["number"]: d["grade"] for d in report["dimensions"]}
    return dimension_points(grades, rubric=rubric)


def _names(rubric: dict[str, Any]) -> dict[int, str]:
    return {d["number"]: d["name"] for d in rubric["dimensions"]}


def _minus(value: Decimal) -> str:
    return f"\u2212{value.quantize(Decimal('0.1'))}"


# ---------------------------------------------------------------------------- SARIF


def render_sarif(report: dict[str, Any], rubric: dict[str, Any], *, folder: str = "") -> str:
    """SARIF 2.1.0. ``folder``: the monorepo folder that was assessed; repository paths
    in the evidence are relative to it, SARIF's to the repository's root (``SRCROOT``)."""
    points = _points(report, rubric)
    names = _names(rubric)
    version = report["rubric_version"]
    rules: dict[str, dict[str, Any]] = {}
    results = []
    for dimension in report["dimensions"]:
        share = points.get(dimension["number"])
        if share is None or share.lost <= 0:
            continue
        reasons = dimension["reasons"] or [{"label": f"dimension-{dimension['number']}"}]
        for entry in reasons:
            label = entry["label"]
            hint = entry.get("hint") or REASONS.get(label, "")
            rules.setdefault(label, _rule(label, hint, version))
            text = (
                f"{names[dimension['number']]}: {dimension['grade']} "
                f"({_minus(share.lost)} points). {label}: {hint}".rstrip(": ")
            )
            if entry.get("tool"):
                text += f" (tool {entry['tool']})"
            result: dict[str, Any] = {
                "ruleId": label,
                "level": "error" if dimension["grade"] == "fail" else "warning",
                "message": {"text": text},
                "properties": {
                    "dimension": dimension["number"],
                    "dimensionKey": dimension["key"],
                    "grade": dimension["grade"],
                    "pointsLost": float(share.lost.quantize(Decimal("0.01"))),
                },
            }
            result["locations"] = _locations(entry, dimension, folder)
            results.append(result)
    run: dict[str, Any] = {
        "invocations": [_invocation(report)],
        "tool": {
            "driver": {
                "name": settings.SITE_NAME,
                "informationUri": methodology_url(version),
                "semanticVersion": _semantic(version),
                "rules": list(rules.values()),
            }
        },
        "results": results,
        "properties": {
            "assessment": report.get("id"),
            "assessmentType": report["assessment_type"],
            "rubricVersion": version,
            "state": report["state"],
            "score": report.get("score"),
            "rawScore": report.get("raw_score"),
            "ceiling": report.get("ceiling"),
            "tier": report.get("tier"),
        },
    }
    return json.dumps(
        {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}, indent=2, ensure_ascii=False
    )


def _invocation(report: dict[str, Any]) -> dict[str, Any]:
    """Whether the assessment ran: a failed one must not read as "no findings"."""
    if report.get("state") == "completed":
        return {"executionSuccessful": True}
    failure = report.get("failure") or {}
    text = ": ".join(part for part in (failure.get("label"), failure.get("detail")) if part)
    return {
        "executionSuccessful": False,
        "toolExecutionNotifications": [
            {"level": "error", "message": {"text": text or "the assessment did not complete"}}
        ],
    }


def _semantic(version: str) -> str:
    parts = [*version.split("."), "0", "0"][:3]
    return ".".join(parts)


def _rule(label: str, hint: str, version: str) -> dict[str, Any]:
    rule: dict[str, Any] = {
        "id": label,
        "helpUri": methodology_url(version, f"reason-{label}"),
    }
    if hint:
        rule["shortDescription"] = {"text": hint}
        rule["help"] = {"text": hint}
    return rule


def _locations(
    entry: dict[str, Any], dimension: dict[str, Any], folder: str = ""
) -> list[dict[str, Any]]:
    def in_repository(path: str) -> dict[str, str]:
        return {"uri": f"{folder}/{path}" if folder else path, "uriBaseId": "SRCROOT"}

    locations: list[dict[str, Any]] = []
    if entry.get("tool"):
        locations.append({"logicalLocations": [{"name": entry["tool"], "kind": "function"}]})
    which = SECRET_LABELS.get(entry["label"])
    if which is not None:
        for finding in (dimension.get("evidence") or {}).get("locations", []):
            if which(finding):
                region = {"startLine": finding["line"]} if finding.get("line") else None
                physical: dict[str, Any] = {"artifactLocation": in_repository(finding["path"])}
                if region:
                    physical["region"] = region
                locations.append({"physicalLocation": physical})
    for key in ("url", "path"):
        value = entry.get(key)
        if isinstance(value, str) and value:
            locations.append({"physicalLocation": {"artifactLocation": {"uri": value}}})
    if not any("physicalLocation" in location for location in locations):
        # Code scanning (GitHub's among others) refuses a result without a file: a finding
        # about the server as a whole is placed on the file it was read from, or on the
        # README, the document every assessment reads first.
        source = (dimension.get("evidence") or {}).get("source")
        path = source if isinstance(source, str) and PATH.fullmatch(source) else "README.md"
        physical = {"artifactLocation": in_repository(path)}
        if locations:
            locations[0]["physicalLocation"] = physical
        else:
            locations.append({"physicalLocation": physical})
    return locations[:MAX_LOCATIONS]


PATH = re.compile(r"[\w.-]+(?:/[\w.-]+)*\.(?:json|md|ya?ml|toml|py|ts|js|go|rs)")


# ---------------------------------------------------------------------------- JUnit


def render_junit(report: dict[str, Any], rubric: dict[str, Any]) -> str:
    points = _points(report, rubric)
    names = _names(rubric)
    suites = ElementTree.Element("testsuites", name=f"{settings.SITE_NAME} assessment")
    dims = ElementTree.SubElement(suites, "testsuite", name="dimensions")
    properties = ElementTree.SubElement(dims, "properties")  # first, as JUnit readers expect
    for key in ("score", "tier", "assessment_type", "rubric_version", "state"):
        value = report.get(key)
        text = "" if value is None else str(value)
        ElementTree.SubElement(properties, "property", name=key, value=text)
    for dimension in report["dimensions"]:
        number = dimension["number"]
        case = ElementTree.SubElement(
            dims, "testcase", classname="sagentum.dimensions",
            name=f"{number}. {names[number]}",
        )  # fmt: skip
        reasons = "\n".join(
            f"{r['label']}: {r.get('hint', '')}" + (f" (tool {r['tool']})" if r.get("tool") else "")
            for r in dimension["reasons"]
        )
        grade = dimension["grade"]
        labels = ", ".join(r["label"] for r in dimension["reasons"])
        if grade == NOT_TESTED:
            ElementTree.SubElement(case, "skipped", message=f"not tested: {labels}".rstrip(": "))
        elif grade in ("fail", "partial"):
            share = points.get(number)
            lost = f" ({_minus(share.lost)} points)" if share else ""
            failure = ElementTree.SubElement(
                case, "failure", type=grade, message=f"{grade}{lost}: {labels}".rstrip(": ")
            )
            failure.text = reasons
    if report.get("state") != "completed":
        failure = report.get("failure") or {}
        case = ElementTree.SubElement(dims, "testcase", classname="sagentum", name="assessment")
        error = ElementTree.SubElement(
            case, "error", type=failure.get("label") or "failed",
            message=failure.get("detail") or "the assessment did not complete",
        )  # fmt: skip
        error.text = failure.get("hint") or ""
    _count(dims)
    live = report.get("live") or {}
    if live.get("tests"):
        tests = ElementTree.SubElement(suites, "testsuite", name="live tests")
        for test in live["tests"]:
            case = ElementTree.SubElement(
                tests, "testcase", classname="sagentum.live", name=test["test"]
            )
            outcome, why = test["outcome"], test.get("reason") or ""
            if outcome in ("not_run", "not_applicable"):
                ElementTree.SubElement(case, "skipped", message=f"{outcome}: {why}".rstrip(": "))
            elif outcome in ("fail", "partial"):
                ElementTree.SubElement(
                    case, "failure", type=outcome, message=f"{outcome}: {why}".rstrip(": ")
                )
        _count(tests)
    for name in ("tests", "failures", "errors", "skipped"):
        total = sum(int(s.get(name, "0")) for s in suites.findall("testsuite"))
        suites.set(name, str(total))
    ElementTree.indent(suites)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        + ElementTree.tostring(suites, encoding="unicode")
        + "\n"
    )


def _count(suite: ElementTree.Element) -> None:
    cases = suite.findall("testcase")
    suite.set("tests", str(len(cases)))
    suite.set("failures", str(sum(1 for c in cases if c.find("failure") is not None)))
    suite.set("skipped", str(sum(1 for c in cases if c.find("skipped") is not None)))
    suite.set("errors", str(sum(1 for c in cases if c.find("error") is not None)))


# ---------------------------------------------------------------------------- --fail-under


@dataclass(frozen=True)
class Threshold:
    tier: str | None = None  # a tier key
    score: Decimal | None = None

    def describe(self, rubric: dict[str, Any]) -> str:
        if self.tier is not None:
            return next(t["name"] for t in rubric["tiers"] if t["key"] == self.tier)
        return str(self.score)


def parse_threshold(text: str, rubric: dict[str, Any]) -> Threshold:
    """A tier (its key or name, any case: ``suitable``, ``"Production Ready"``) or a score
    from 0 to 100. Raises ``ValueError`` naming what is accepted."""
    wanted = re.sub(r"[\s-]+", "_", text.strip().lower())
    for tier in rubric["tiers"]:
        if wanted in (tier["key"], re.sub(r"[\s-]+", "_", tier["name"].lower())):
            return Threshold(tier=tier["key"])
    try:
        score = Decimal(text.strip())
    except InvalidOperation:
        score = None
    if score is None or not score.is_finite() or not 0 <= score <= 100:
        keys = ", ".join(t["key"] for t in rubric["tiers"])
        raise ValueError(f"--fail-under takes a tier ({keys}) or a score from 0 to 100")
    return Threshold(score=score)


def below(report: dict[str, Any], threshold: Threshold, rubric: dict[str, Any]) -> bool:
    """Whether a completed assessment falls short: a lower tier or score; no score at
    all (insufficient data) is short of every threshold."""
    if report.get("score") is None or report.get("tier") is None:
        return True
    if threshold.tier is not None:
        order = [t["key"] for t in rubric["tiers"]]  # highest first
        return order.index(report["tier"]) > order.index(threshold.tier)
    return Decimal(str(report["score"])) < threshold.score
