"""Dimensions 1 (tool descriptions) and 5 (idempotency and safety), from a tool catalog."""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from assessments.graders.base import DimensionGrade, not_tested
from assessments.graders.registry import grader
from assessments.graders.rubric import number_of
from assessments.observations import Catalog, Tool, Unavailable
from assessments.reasons import reason

if TYPE_CHECKING:
    from assessments.graders.sources import Sources

TOOL_DESCRIPTIONS = number_of("tool_descriptions")
IDEMPOTENCY = number_of("idempotency_safety")

MIN_DESCRIPTION = 40
# Phrases that say a tool changes nothing.
SIDE_EFFECT_WORDS = (
    "read-only", "read only", "does not modify", "doesn't modify", "no side effect",
    "side effect", "without modifying", "does not change", "doesn't change",
)  # fmt: skip
# Verbs that change something, in the imperative ("Delete a field") and the third person
# ("Deletes a field"). Read verbs (get, list, read, search, fetch, find) are not here.
WRITE_VERBS = (
    "create", "delete", "remove", "update", "modify", "write", "send", "set", "change", "add",
    "insert", "append", "edit", "save", "store", "post", "publish", "upload", "move", "rename",
    "replace", "overwrite", "drop", "erase", "destroy", "archive", "cancel", "close", "merge",
    "push", "commit", "execute", "trigger", "stop", "restart", "kill",
    "terminate", "enable", "disable", "assign", "invite", "subscribe", "unsubscribe",
    "approve", "reject", "grant", "revoke", "transfer", "pay", "charge", "purchase", "reset",
    "clear", "purge", "truncate", "install", "uninstall", "deploy", "schedule", "book", "reply",
    "submit", "mark", "apply", "patch", "put", "register", "unregister", "attach", "detach",
    "lock", "unlock", "block", "unblock", "mute", "unmute", "pin", "unpin", "star", "unstar",
    "like", "follow", "unfollow", "forward", "rollback", "restore", "import",
)  # fmt: skip
_FORMS = {verb: (verb, verb + ("es" if verb.endswith(("sh", "ch", "ss", "x")) else "s"))
          for verb in WRITE_VERBS}  # fmt: skip
_FORMS.update({"modify": ("modify", "modifies"), "copy": ("copy", "copies"),
               "apply": ("apply", "applies"), "reply": ("reply", "replies")})  # fmt: skip
_VERB = "|".join(sorted({form for forms in _FORMS.values() for form in forms}, key=len)[::-1])
# The verb that leads a sentence (or a "This tool" / "It" / "to" clause): what the tool
# does, in either form. Elsewhere a word such as "updates" or "posts" is as often a noun
# ("List recent posts and updates"), and only an unambiguous third-person verb counts.
SIDE_EFFECT_VERB = re.compile(
    r"(?:^|[.!?;:\n]\s*|[-*•]\s+|\b(?:(?:this|the)\s+tool|it|then|also|will|can|may"
    r"|(?<!how )to)\s+)(?:[a-z]+ly\s+)?(?:" + _VERB + r")\b(?![-'])"
    # "… and updates it", "reads and deletes the file": a verb with its object.
    r"|\band\s+(?:" + _VERB + r")\s+(?:the|a|an|it|them|its|their|all|any|every|this|that"
    r"|your|those|these)\b",
    re.IGNORECASE,
)
THIRD_PERSON_WRITES = re.compile(
    r"\b(?:creates|deletes|removes|modifies|writes|sends|inserts|appends|overwrites|erases"
    r"|destroys|uploads|publishes|renames|executes|submits|saves|terminates|revokes)\b",
    re.IGNORECASE,
)


def _params_described(tool: Tool) -> bool:
    properties = (tool.input_schema or {}).get("properties") or {}
    if not isinstance(properties, dict):
        return False
    return all(
        isinstance(spec, dict) and spec.get("description") and ("type" in spec or _typed(spec))
        for spec in properties.values()
    )


def _typed(spec: dict) -> bool:
    return any(key in spec for key in ("enum", "const", "anyOf", "oneOf", "$ref"))


def annotations_unresolved(tool: Tool) -> bool:
    """The source scanner found annotations it could not read (a helper call, a name from
    elsewhere): unknown, which costs the server nothing."""
    return (tool.annotations or {}).get("unresolved") is True


def _side_effects_stated(tool: Tool) -> bool:
    if annotations_unresolved(tool):
        return True
    if tool.annotations and any(
        key in tool.annotations for key in ("readOnlyHint", "destructiveHint")
    ):
        return True
    return states_side_effects(tool.description)


def states_side_effects(description: str) -> bool:
    """Whether a description says what the tool changes (or that it changes nothing):
    "Delete a field", "Sets a key", "This tool creates …", "Read-only." count as plainly
    as "deletes"; "Get a key", "List posts", "Search updates" do not."""
    text = description.strip().lower()
    if any(word in text for word in SIDE_EFFECT_WORDS):
        return True
    return bool(SIDE_EFFECT_VERB.search(text) or THIRD_PERSON_WRITES.search(text))


def tool_checks(tool: Tool) -> dict[str, bool | None]:
    """The four checks of dimension 1 for one tool; ``None`` where the tool's source
    cannot state the field (a documentation table holds no schema): unknown, not failed.
    Side effects can still be stated in a description when annotations cannot be."""
    side_effects: bool | None = _side_effects_stated(tool)
    if not tool.states("annotations") and not side_effects:
        side_effects = None
    checks: dict[str, bool | None] = {
        "description": len(tool.description.strip()) >= MIN_DESCRIPTION,
        "parameters": _params_described(tool),
        "output_schema": bool(tool.output_schema),
        "side_effects": side_effects,
    }
    for check, field in (("description", "description"), ("parameters", "input_schema"),
                         ("output_schema", "output_schema")):  # fmt: skip
        if not tool.states(field):
            checks[check] = None
    return checks


CHECK_REASONS = {
    "parameters": "tool-param-undescribed",
    "output_schema": "tool-no-output-schema",
    "side_effects": "tool-side-effects-unstated",
}


def _names_only(checks: dict[str, bool | None]) -> bool:
    """A tool its source only names: no description, parameters or output schema to
    judge (stated annotations alone say nothing of how it is described)."""
    return all(checks[check] is None for check in ("description", "parameters", "output_schema"))


def grade_tool_descriptions(catalog: Catalog) -> DimensionGrade:
    """Pass: every tool meets all four checks. Partial: every tool has a description
    and at least half of all checks pass. Fail: otherwise, or an empty catalog.

    A catalog that only names its tools (a README list of names) is not tested
    (``catalog-names-only``), even when it states annotations; a tool only named
    beside described ones keeps the catalog from passing. Either way such a
    catalog never passes."""
    evidence = {
        "source": catalog.source,
        "tools": len(catalog.tools),
        "catalog_tokens_estimate": catalog.token_estimate,
    }
    if not catalog.tools:
        return DimensionGrade(TOOL_DESCRIPTIONS, "fail", [reason("catalog-empty")], evidence)
    evidence["source_states"] = catalog.expresses
    evidence["tool_list"] = tool_list(catalog)
    reasons, passed, total, described, undescribed = [], 0, 0, 0, 0
    names_only = []
    for tool in catalog.tools:
        checks = tool_checks(tool)
        if _names_only(checks):
            names_only.append(tool.name)
        known = [value for value in checks.values() if value is not None]
        passed += sum(known)
        total += len(known)
        if tool.description.strip():
            described += 1
        elif tool.states("description"):
            undescribed += 1
        if checks["description"] is False:
            label = "tool-short-description" if tool.description.strip() else "tool-no-description"
            reasons.append(reason(label, tool=tool.name, observed=len(tool.description.strip())))
        for check, label in CHECK_REASONS.items():
            if checks[check] is False:
                reasons.append(reason(label, tool=tool.name))
    evidence.update(described=described, checks_passed=passed, checks_total=total)
    if not total or len(names_only) == len(catalog.tools):
        return not_tested(TOOL_DESCRIPTIONS, "catalog-names-only", **evidence)
    if names_only:
        evidence["named_only"] = names_only[:MAX_TOOL_ROWS]
        reasons += [reason("catalog-names-only", tool=name) for name in names_only]
    if passed == total and not names_only:
        grade = "pass"
    elif not undescribed and passed * 2 >= total:
        grade = "partial"
    else:
        grade = "fail"
    return DimensionGrade(TOOL_DESCRIPTIONS, grade, reasons, evidence)


def grade_idempotency_annotations(
    catalog: Catalog, *, repeat_calls_agree: bool | None = None
) -> DimensionGrade:
    """Pass: every tool declares readOnlyHint, every tool that is not read-only declares
    destructiveHint, and (when measured live) repeated read-only calls agree.
    Partial: some annotations. Fail: none at all, or repeated read-only calls disagree."""
    unresolved = [t for t in catalog.tools if annotations_unresolved(t)]
    unstated = [t for t in catalog.tools if not t.states("annotations")]
    tools = tuple(t for t in catalog.tools if t not in unresolved and t not in unstated)
    if catalog.tools and not tools:
        label = "annotations-unresolved" if unresolved else "catalog-without-annotations"
        return not_tested(
            IDEMPOTENCY, label, source=catalog.source, tools=len(catalog.tools),
            source_states=catalog.expresses,
        )  # fmt: skip
    with_read_only = [t for t in tools if t.annotations and "readOnlyHint" in t.annotations]
    writers = [t for t in tools if not (t.annotations or {}).get("readOnlyHint", False)]
    writers_labelled = [t for t in writers if "destructiveHint" in (t.annotations or {})]
    evidence = {
        "source": catalog.source,
        "tools": len(tools),
        "read_only_hint_declared": len(with_read_only),
        "not_read_only": len(writers),
        "destructive_hint_declared": len(writers_labelled),
    }
    if unresolved:
        evidence["annotations_unresolved"] = len(unresolved)
    if unstated:
        evidence["annotations_not_stated"] = len(unstated)
    if repeat_calls_agree is not None:
        evidence["repeat_calls_agree"] = repeat_calls_agree
    reasons = [
        reason("read-only-hint-missing", tool=t.name) for t in tools if t not in with_read_only
    ]
    reasons += [
        reason("destructive-hint-missing", tool=t.name)
        for t in writers
        if t not in writers_labelled
    ]
    annotated = [
        t
        for t in tools
        if t.annotations and ("readOnlyHint" in t.annotations or "destructiveHint" in t.annotations)
    ]
    if not tools or not annotated:
        return DimensionGrade(IDEMPOTENCY, "fail", [reason("no-annotations")], evidence)
    if repeat_calls_agree is False:
        return DimensionGrade(
            IDEMPOTENCY, "fail", [reason("repeat-calls-disagree"), *reasons], evidence
        )
    if not reasons:
        return DimensionGrade(IDEMPOTENCY, "pass", [], evidence)
    return DimensionGrade(IDEMPOTENCY, "partial", reasons, evidence)


MAX_TOOL_ROWS = 100


def tool_list(catalog: Catalog) -> list[dict[str, Any]]:
    """Each tool's name, estimated token cost and annotations, for the report card's table
    of tools (``annotations`` is None when the source states none, "unknown" when it
    cannot state them)."""
    from assessments.collect.tool_catalog import token_estimate

    rows = []
    for tool in catalog.tools[:MAX_TOOL_ROWS]:
        if not tool.states("annotations"):
            annotations: Any = "unknown"
        else:
            annotations = dict(tool.annotations) if tool.annotations else None
        rows.append({"name": tool.name, "tokens": token_estimate([tool]),
                     "annotations": annotations})  # fmt: skip
    return rows


# Registered graders


@grader("tool_descriptions", source="catalog")
def tool_descriptions_from_sources(sources: Sources) -> DimensionGrade:
    """The catalog the documentation and static sources give; tools defined only in
    test, mock or example code are reported, never graded."""
    catalog = sources.catalog
    if isinstance(catalog, Unavailable):
        grade = not_tested(TOOL_DESCRIPTIONS, catalog.label, detail=catalog.detail)
    else:
        grade = grade_tool_descriptions(catalog)
    test_only = sources.obs.repository.test_only_tools if sources.read_repository else ()
    if test_only:
        names = sorted({tool.name for tool in test_only})
        grade = dataclasses.replace(grade, evidence={
            **grade.evidence, "tools_only_in_test_code": names[:20],
        })  # fmt: skip
    return grade


def live_catalog_counts(live) -> bool:
    """Whether the live catalog is graded: a remote server lists what it serves, so an
    empty list is an empty catalog (Fail); a process started here (a package, a
    ``--stdio`` command) may list its tools only once configured, so an empty list from
    it says no more than the package's own introspection does at the static type
    (``no-tools-listed``, not tested): see ``unlisted_live``."""
    if live.catalog is None:
        return False
    return bool(live.catalog.tools) or not live.local


def unlisted_live(number: int, live, before: DimensionGrade) -> DimensionGrade:
    """The grade when the live catalog is not graded: the other sources' grade, or, when
    a process started here listed no tools and nothing else graded the dimension,
    ``no-tools-listed`` as at the static type."""
    if live.catalog is not None and before.grade == "not_tested":
        return not_tested(number, "no-tools-listed", detail="tools/list answered no tools")
    return before


@grader("tool_descriptions", source="live")
def tool_descriptions_live(sources: Sources, before: DimensionGrade) -> DimensionGrade:
    """The live catalog, authoritative; without one, the grade from the other sources."""
    live = sources.live
    if live_catalog_counts(live):
        return grade_tool_descriptions(live.catalog)
    return unlisted_live(TOOL_DESCRIPTIONS, live, before)


@grader("idempotency_safety", source="catalog")
def idempotency_from_sources(sources: Sources) -> DimensionGrade:
    catalog = sources.catalog
    if isinstance(catalog, Unavailable):
        return not_tested(IDEMPOTENCY, catalog.label, detail=catalog.detail)
    return grade_idempotency_annotations(catalog)
