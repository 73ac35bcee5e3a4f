"""Dimension 6 (documentation quality), from documents.

Pure functions of the collected documents (README, docs/ files, the
documentation page) and, for dimension 6, the declared tool catalog (manifests
and the documentation's own tool reference, read the same at every tier, so a
README grades the same at every tier). The
detection rules are the constants below; every one is matched against the
documents' text, headings (Markdown or reStructuredText) and code blocks, as
outlined by ``assessments.doctext``.

Dimension 6 — four checks:

- **Tool reference.** With a known catalog: every tool's name appears in the
  documents (as a whole word, case-insensitively), and every tool that has
  parameters has a type written near one of its mentions — in the table row
  that names it, in the section of a heading that names it (subsections
  included), or after a mention in the text up to the next heading (at most
  ``NEAR_LINES`` lines) — by ``TYPED_PARAMETER``. A tool whose declared input
  schema has no properties needs no types; so does one documented as taking
  none (``NO_PARAMETERS``). Without a catalog: a section whose heading matches
  ``TOOL_SECTION`` and whose text has typed parameters.
- **Authentication documented**: an ``AUTH_HEADING`` heading, or an
  ``AUTH_MECHANISM`` mention (API key, bearer token, OAuth, a ``*_API_KEY``/
  ``*_TOKEN`` variable), or an explicit ``NO_AUTH`` statement.
- **Example calls**: a code block that names a catalog tool or shows a call
  (``CALL_MARKER``); without a catalog, also any code block in a section whose
  heading matches ``EXAMPLE_SECTION``. Install commands alone are not examples.
- **Troubleshooting**: a heading matching ``TROUBLESHOOTING_HEADING``.

Pass: all four. Partial: the tool reference and at least one other. Fail: otherwise.

Dimension 8 (deployment accessibility) is graded in ``docs_deployment``, dimension 7
from the documents (no repository) in ``docs_maintenance``; their graders are
importable from here too.

Evidence holds which checks passed, the document each was found in, and
counts; never excerpts.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from assessments.graders.base import DimensionGrade, not_tested
from assessments.graders.docs_deployment import grade_deployment
from assessments.graders.docs_maintenance import _dates, grade_reliability_from_docs
from assessments.graders.docs_text import (
    AUTH_MECHANISM,
    MAX_LISTED,
    NO_AUTH,
    TOKEN,
    _Doc,
    _documents,
    _first,
    _has_heading,
    _tokens,
)
from assessments.graders.registry import grader
from assessments.graders.rubric import number_of
from assessments.graders.sources import nothing_listed
from assessments.observations import Catalog, DocsObservation, Tool
from assessments.reasons import reason

if TYPE_CHECKING:
    from assessments.graders.sources import Sources

__all__ = ["_dates", "grade_deployment", "grade_documentation", "grade_reliability_from_docs"]

DOCUMENTATION = number_of("documentation")
TYPE_NAMES = (
    r"string|str|integer|int|number|float|double|boolean|bool|array|list|object|dict"
    r"|enum|null|uuid|date|datetime|date-time|any"
)
# A parameter written with its type: `city (string)`, `city: string`, `` `str` ``,
# `"type": "string"`, `list[str]`, `array<string>`, or a table cell holding a type.
TYPED_PARAMETER = re.compile(
    rf"\(\s*(?:(?i:optional|required)\s*,?\s*)?`?(?i:{TYPE_NAMES})\b"
    rf"|(?:`[\w.\-]+`|\b[a-z_][a-z0-9_]*)\*{{0,2}}\s*:\s*`?(?i:{TYPE_NAMES})\b"
    rf"|`(?i:{TYPE_NAMES})(?:\[[^`]*\])?`"
    rf"|\"type\"\s*:\s*\"(?i:{TYPE_NAMES})\""
    rf"|\|\s*`?(?i:{TYPE_NAMES})(?:\[[^|]*\])?`?\s*[|,]"
    rf"|\b(?i:{TYPE_NAMES})\s*[\[<]\s*\w"
)
NO_PARAMETERS = re.compile(
    r"(?i)\b(?:no|takes no|without) (?:parameters|arguments|input|inputs|params)\b"
    r"|\|\s*(?:none|-|—|n/a)\s*\|"
)
NEAR_LINES = 25
TOOL_SECTION = re.compile(
    r"(?i)\b(?:tools?|tool reference|api reference|reference|functions|capabilities)\b"
)
AUTH_HEADING = re.compile(
    r"(?i)\b(?:auth|authentication|authori[sz]ation|api keys?|credentials?|access tokens?)\b"
)
CALL_MARKER = re.compile(
    r"tools/call|\bcall_?tool\b|\bcallTool\b|\"arguments\"\s*:|\"method\"\s*:|\barguments\s*="
    r"|\bmcp call\b|\binspector\b[^\n]{0,200}--tool|\btool_name\s*[=:]",
    re.IGNORECASE,
)
EXAMPLE_SECTION = re.compile(r"(?i)\b(?:examples?|usage|quick ?start|getting started)\b")
TROUBLESHOOTING_HEADING = re.compile(
    r"(?i)\b(?:troubleshoot\w*|faq|faqs|frequently asked questions|known issues|debugging"
    r"|common (?:errors|issues|problems|pitfalls|mistakes)|errors|error codes|error handling"
    # a heading that names a problem and where it happens: "npx issue on Windows"
    r"|(?:issues?|problems?|errors?)\s+(?:on|with|in|when|using|under|behind)\s+(?=\w)"
    r"|not working|(?:doesn'?t|does not|won'?t|will not|can'?t|cannot) (?:start|connect|work|run)"
    r"|workarounds?)\b"
)
MAX_MENTIONS = 20


# Tool reference


class _Mentions:
    """Where each tool name occurs as a token: (document index, line index), a few each."""

    def __init__(self, docs: list[_Doc], names: set[str]) -> None:
        self.docs = docs
        self.where: dict[str, list[tuple[int, int]]] = {}
        for doc_index, doc in enumerate(docs):
            for line_index, line in enumerate(doc.outline.lines):
                for token in _tokens(line) & names:
                    places = self.where.setdefault(token, [])
                    if len(places) < MAX_MENTIONS:
                        places.append((doc_index, line_index))

    def of(self, name: str) -> list[tuple[int, int]]:
        places = self.where.get(name.lower())
        if places is not None or TOKEN.fullmatch(name.lower()):
            return places or []
        # A name with characters outside the token alphabet: plain substring search.
        needle = name.lower()
        return [
            (doc_index, line_index)
            for doc_index, doc in enumerate(self.docs)
            for line_index, line in enumerate(doc.outline.lines)
            if needle in line.lower()
        ][:MAX_MENTIONS]

    def near(self, doc_index: int, line_index: int) -> str:
        """The text near a mention: its table row, or up to the next heading."""
        doc = self.docs[doc_index]
        line = doc.outline.lines[line_index]
        if line.lstrip().startswith("|"):
            return line
        heading = next((h for h in doc.outline.headings if h.line == line_index), None)
        if heading is not None:
            return doc.outline.section_text(heading)
        end = min(doc.outline.next_heading_after(line_index), line_index + NEAR_LINES)
        return "\n".join(doc.outline.lines[line_index:end])


def _needs_types(tool: Tool) -> bool:
    if tool.input_schema is None:
        return True
    properties = tool.input_schema.get("properties")
    if properties is None:
        return False  # a declared schema without properties takes no parameters
    return bool(properties) if isinstance(properties, dict) else True


def _typed(text: str) -> bool:
    return bool(TYPED_PARAMETER.search(text) or NO_PARAMETERS.search(text))


def _catalog_reference(docs: list[_Doc], tools: tuple[Tool, ...]) -> dict[str, Any]:
    mentions = _Mentions(docs, {tool.name.lower() for tool in tools})
    missing, untyped, origins = [], [], []
    for tool in tools:
        places = mentions.of(tool.name)
        if not places:
            missing.append(tool.name)
            continue
        origins.append(docs[places[0][0]].origin)
        if _needs_types(tool) and not any(_typed(mentions.near(*place)) for place in places):
            untyped.append(tool.name)
    return {
        "passed": not missing and not untyped,
        "found_in": list(dict.fromkeys(origins))[:MAX_LISTED],
        "tools_named": len(tools) - len(missing),
        "tools_typed": len(tools) - len(missing) - len(untyped),
        "missing": missing[:MAX_LISTED],
        "untyped": untyped[:MAX_LISTED],
    }


def _section_reference(docs: list[_Doc]) -> dict[str, Any]:
    from assessments.collect.doc_tools import tool_reference
    from assessments.observations import Document

    def typed_tool_section(doc: _Doc) -> bool:
        tools, categories = tool_reference(Document(doc.origin, doc.text))
        if categories and not tools:
            return False  # "`string` tools", "`hash` tools": categories, not a reference
        return any(
            TOOL_SECTION.search(heading.title)
            and TYPED_PARAMETER.search(doc.outline.section_text(heading))
            for heading in doc.outline.headings
        )

    origin = _first(docs, typed_tool_section)
    return {"passed": origin is not None, "found_in": [origin] if origin else []}


def _tool_reference(docs: list[_Doc], catalog: Catalog | None) -> dict[str, Any]:
    if catalog is not None and catalog.tools:
        return _catalog_reference(docs, catalog.tools)
    return _section_reference(docs)


# Examples


def _example_calls(docs: list[_Doc], names: set[str]) -> tuple[int, int, str | None]:
    """(code blocks, example calls, origin of the first example call)."""
    blocks = examples = 0
    origin = None
    for doc in docs:
        example_lines = _example_section_lines(doc) if not names else set()
        for block in doc.outline.code_blocks:
            blocks += 1
            words = _tokens(block.text)
            if CALL_MARKER.search(block.text) or names & words or block.start in example_lines:
                examples += 1
                origin = origin or doc.origin
    return blocks, examples, origin


def _example_section_lines(doc: _Doc) -> set[int]:
    lines: set[int] = set()
    for heading in doc.outline.headings:
        if EXAMPLE_SECTION.search(heading.title):
            lines.update(range(*doc.outline.section(heading)))
    return lines


# Dimension 6


CHECK_LABELS = {
    "tool_reference": "docs-no-tool-reference",
    "authentication": "docs-no-auth",
    "examples": "docs-no-examples",
    "troubleshooting": "docs-no-troubleshooting",
}


def _auth_documented(doc: _Doc) -> bool:
    if _has_heading(doc, AUTH_HEADING):
        return True
    return bool(AUTH_MECHANISM.search(doc.text) or NO_AUTH.search(doc.text))


def grade_documentation(docs: DocsObservation, catalog: Catalog | None) -> DimensionGrade:
    """Dimension 6. Pass: a tool reference, authentication, example calls and
    troubleshooting are all documented. Partial: the tool reference and at least one
    other. Fail: otherwise. The rules are in the module docstring."""
    documents = _documents(docs)
    names = {tool.name.lower() for tool in catalog.tools} if catalog else set()
    reference = _tool_reference(documents, catalog)
    blocks, examples, example_origin = _example_calls(documents, names)
    found_in = {
        "tool_reference": (reference["found_in"] or [None])[0],
        "authentication": _first(documents, _auth_documented),
        "examples": example_origin,
        "troubleshooting": _first(documents, lambda d: _has_heading(d, TROUBLESHOOTING_HEADING)),
    }
    checks = {key: origin is not None for key, origin in found_in.items()}
    checks["tool_reference"] = reference["passed"]
    evidence = _documentation_evidence(docs, catalog, reference, checks, found_in)
    evidence.update(code_blocks=blocks, example_calls=examples)
    reasons = [_missing_reason(check, reference) for check, passed in checks.items() if not passed]
    others = sum(passed for check, passed in checks.items() if check != "tool_reference")
    if all(checks.values()):
        grade = "pass"
    elif checks["tool_reference"] and others >= 1:
        grade = "partial"
    else:
        grade = "fail"
    return DimensionGrade(DOCUMENTATION, grade, reasons, evidence)


def _missing_reason(check: str, reference: dict[str, Any]) -> dict[str, Any]:
    if check != "tool_reference":
        return reason(CHECK_LABELS[check])
    details = {key: reference[key] for key in ("missing", "untyped") if reference.get(key)}
    return reason(CHECK_LABELS[check], **details)


def _documentation_evidence(
    docs: DocsObservation,
    catalog: Catalog | None,
    reference: dict[str, Any],
    checks: dict[str, bool],
    found_in: dict[str, str | None],
) -> dict[str, Any]:
    evidence: dict[str, Any] = {
        "documents": len(docs.documents),
        # Every document read (the collector bounds how many) and, past that bound, which
        # were skipped: what the grade rests on, and what it did not see.
        "sources": [d.origin for d in docs.documents],
        "checks": checks,
        "found_in": {key: origin for key, origin in found_in.items() if origin},
        "catalog_tools": len(catalog.tools) if catalog else None,
    }
    if "tools_named" in reference:
        evidence.update(tools_named=reference["tools_named"], tools_typed=reference["tools_typed"])
    if docs.unavailable:
        evidence["unavailable"] = sorted({u.label for u in docs.unavailable})
    skipped = [u.detail for u in docs.unavailable if u.label == "docs-too-many"]
    if skipped:
        evidence["documents_skipped"] = skipped[0]
    return evidence


# Registered grader


@grader("documentation", source="documents")
def documentation_from_sources(sources: Sources) -> DimensionGrade:
    """The documents with the declared catalog (manifests and the docs' own reference),
    read the same at every tier, so one README grades the same whatever else was
    measured; a listing that names no documentation fails (absence is evidence)."""
    docs = sources.docs
    if docs is None and nothing_listed(sources.obs):
        evidence = {"listing": "names no repository and no documentation URL", "documents": 0}
        return DimensionGrade(DOCUMENTATION, "fail", [reason("no-documentation-listed")], evidence)
    if docs is None:
        return not_tested(DOCUMENTATION, sources.docs_label)
    return grade_documentation(docs, sources.declared_catalog)
