"""The report document as text and as Markdown, for ``manage.py assess`` and CI logs."""

from __future__ import annotations

import json
import re
from typing import Any

GRADE_WORDS = {"pass": "Pass", "partial": "Partial", "fail": "Fail", "not_tested": "Not tested"}


def _tier_name(report: dict[str, Any], rubric: dict[str, Any]) -> str:
    for tier in rubric["tiers"]:
        if tier["key"] == report["tier"]:
            return tier["name"]
    return "insufficient data"


def render_text(report: dict[str, Any], rubric: dict[str, Any]) -> str:
    """One line per dimension, then each lost point with its hint printed once."""
    server = report["server"]
    kind, version = report["assessment_type"], report["rubric_version"]
    lines = [f"{server['name']} — {kind} assessment, rubric {version}"]
    if report["state"] == "failed":
        failure = report["failure"]
        lines.append(f"state failed reason={failure['label']} {failure['detail']}".rstrip())
        lines.append(f"  hint: {failure['hint']}")
        if report.get("live"):
            lines += _live_text(report["live"])
        return "\n".join(lines) + "\n"
    if report["score"] is None:
        lines.append("score none: insufficient data (no dimension could be measured)")
    else:
        ceiling = f" ceiling={report['ceiling']}" if report["ceiling"] is not None else ""
        lines.append(
            f"score {report['score']} raw={report['raw_score']}{ceiling} tier={report['tier']} "
            f"({_tier_name(report, rubric)})"
        )
    for note in report.get("notes", []):
        lines.append(f"note {note['label']}: {note['hint']}")
    live = report.get("live")
    if live:
        lines += _live_text(live)
    lines += _catalog_text(report.get("catalog"))
    hinted: set[str] = set()
    for dim in report["dimensions"]:
        lines.append(f"  {dim['number']} {dim['key']} ×{dim['weight']} {dim['grade']}")
        for item in dim["reasons"]:
            extra = " ".join(
                f"{k}={v}" for k, v in item.items() if k not in ("label", "hint") and v is not None
            )
            lines.append(f"    reason={item['label']} {extra}".rstrip())
            if item["label"] not in hinted:
                hinted.add(item["label"])
                lines.append(f"      hint: {item['hint']}")
    return "\n".join(lines) + "\n"


def _arguments_text(arguments: dict[str, Any] | None) -> str:
    if arguments is None:
        return ""
    return json.dumps(arguments, ensure_ascii=False, separators=(", ", ": "))


def _sources_text(sources: dict[str, str] | None) -> str:
    return ", ".join(f"{name} from {source}" for name, source in (sources or {}).items())


def _live_text(live: dict[str, Any]) -> list[str]:
    """The live section of the text report: tests, coverage, and every call with what was
    sent and why."""
    transport = f" transport={live['transport']}" if live.get("transport") else ""
    server = f" server_name={live['server_name']}" if live.get("server_name") else ""
    lines = [
        f"live protocol={live['protocol_version']}{transport} calls={live['calls_made']}/"
        f"{live['call_budget']} tool={live['tool']}{server}"
    ]
    for test in live["tests"]:
        reason = f" reason={test['reason']}" if test["reason"] else ""
        lines.append(f"  test {test['test']} {test['outcome']} calls={test['calls']}{reason}")
    cover = live.get("coverage")
    if cover:
        lines.append(
            f"coverage tools listed={cover['listed']} callable={cover['callable']} "
            f"exercised={cover['exercised']}"
        )
        for tool in cover["tools"]:
            if not tool["called"]:
                lines.append(f"  not called {tool['tool']} reason={tool['reason']}")
    for call in live["calls"]:
        latency = f" {call['latency_ms']}ms" if call.get("latency_ms") is not None else ""
        status = f" http={call['http_status']}" if call.get("http_status") is not None else ""
        rpc = f" rpc_error={call['rpc_error']}" if call.get("rpc_error") is not None else ""
        tool = f" {call['tool']}" if call.get("tool") else ""
        lines.append(
            f"  call {call['n']} {call['test']} {call['method']}{tool}{status}{rpc}"
            f" {call['outcome']}{latency}"
        )
        if call.get("arguments") is not None:
            lines.append(f"    arguments {_arguments_text(call['arguments'])}")
            sources = _sources_text(call.get("argument_sources"))
            lines.append(
                f"    chosen because={call.get('chosen_because')}"
                + (f"; {sources}" if sources else "")
            )
    if live.get("stderr_tail"):
        lines.append("stderr of the server (last lines):")
        lines += [f"  | {line}" for line in live["stderr_tail"].splitlines()[-20:]]
    return lines


def _cell(value: Any) -> str:
    """Server-supplied text in a Markdown table cell: one line, no column breaks, no code
    fences."""
    text = " ".join(str(value if value is not None else "").split())
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("`", "'")[:300]


def _live_markdown(live: dict[str, Any]) -> list[str]:
    """The live section of the Markdown report."""
    out = [
        "",
        "## Live test",
        "",
        f"Protocol {live['protocol_version'] or 'unknown'}"
        + (f" over {live['transport']}" if live.get("transport") else "")
        + f"; {live['calls_made']} of {live['call_budget']} calls; tests 1–4, 7 and 8 "
        f"called `{_cell(live['tool'])}`.",
    ]
    cover = live.get("coverage")
    if cover:
        out += [
            "",
            f"Coverage: {cover['listed']} tools listed, {cover['callable']} callable, "
            f"{cover['exercised']} exercised.",
        ]
        skipped = [t for t in cover["tools"] if not t["called"]]
        if skipped:
            out += ["", "| Tool not called | Why |", "|---|---|"]
            out += [f"| `{_cell(t['tool'])}` | `{_cell(t['reason'])}` |" for t in skipped]
    out += ["", "| Test | Outcome | Calls | Reason |", "|---|---|---|---|"]
    for test in live["tests"]:
        out.append(
            f"| {test['test']} | {test['outcome']} | {test['calls']} | {_cell(test['reason'])} |"
        )
    out += [
        "",
        "| # | Test | Method | Tool | Arguments sent | Outcome | Latency |",
        "|---|---|---|---|---|---|---|",
    ]
    for call in live["calls"]:
        arguments = _cell(_arguments_text(call.get("arguments")))
        latency = f"{call['latency_ms']} ms" if call.get("latency_ms") is not None else ""
        shown = f"`{arguments}`" if arguments else ""
        method, tool = _cell(call["method"]), _cell(call.get("tool"))
        out.append(
            f"| {call['n']} | {call['test']} | {method} | {tool} | "
            f"{shown} | {call['outcome']} | {latency} |"
        )
    if live.get("stderr_tail"):
        fence = "~~~~"
        out += ["", "Standard error of the server (last lines):", "", fence]
        out += [live["stderr_tail"].replace(fence, "~ ~ ~ ~"), fence]
    return out


def _remediation(report: dict[str, Any]) -> list[str]:
    """One line per dimension and label, its hint once, the tools it concerns together."""
    grouped: dict[tuple[str, str], dict[str, Any]] = {}
    for dim in report["dimensions"]:
        if dim["grade"] == "not_tested":
            continue
        for item in dim["reasons"]:
            entry = grouped.setdefault(
                (dim["name"], item["label"]), {"hint": item["hint"], "tools": []}
            )
            if item.get("tool") and item["tool"] not in entry["tools"]:
                entry["tools"].append(item["tool"])
    lines = []
    for (name, label), entry in grouped.items():
        tools = entry["tools"]
        shown = ", ".join(f"`{t}`" for t in tools[:10]) + (" …" if len(tools) > 10 else "")
        lines.append(
            f"- **{name}** `{label}`" + (f" ({shown})" if tools else "") + f": {entry['hint']}"
        )
    return lines


def render_markdown(report: dict[str, Any], rubric: dict[str, Any]) -> str:
    server = report["server"]
    out = [f"# {server['name']}: {report['assessment_type']} assessment", ""]
    if report["state"] == "failed":
        failure = report["failure"]
        out += [
            f"**Failed** — `{failure['label']}`: {failure['detail']}",
            "",
            f"> {failure['hint']}",
        ]
        if report.get("live"):
            out += _live_markdown(report["live"])
        return "\n".join(out) + "\n"
    if report["score"] is None:
        out.append("**Score:** none — insufficient data")
    else:
        out.append(f"**Score:** {report['score']} — **{_tier_name(report, rubric)}**")
        if report["ceiling"] is not None:
            out.append(f"(raw {report['raw_score']}, ceiling {report['ceiling']} for this type)")
    for note in report.get("notes", []):
        out += ["", f"> **Note** `{note['label']}`: {note['hint']}"]
    out += [
        "",
        f"Rubric {report['rubric_version']}.",
        "",
        "| # | Dimension | Weight | Grade |",
        "|---|---|---|---|",
    ]
    for dim in report["dimensions"]:
        out.append(
            f"| {dim['number']} | {dim['name']} | ×{dim['weight']} | {GRADE_WORDS[dim['grade']]} |"
        )
    remediation = _remediation(report)
    untested = [
        f"- **{dim['name']}**: not tested — {dim['reasons'][0]['hint']}"
        for dim in report["dimensions"]
        if dim["grade"] == "not_tested" and dim["reasons"]
    ]
    if remediation:
        out += ["", "## Remediation", "", *remediation]
    if untested:
        out += ["", "## Not tested (excluded from the score)", "", *untested]
    out += _evidence_markdown(report["dimensions"])
    if report.get("live"):
        out += _live_markdown(report["live"])
    out += _catalog_markdown(report.get("catalog"))
    return "\n".join(out) + "\n"


def _evidence_markdown(dimensions: list[dict[str, Any]]) -> list[str]:
    """What was checked and found, in sentences, for each measured dimension."""
    from assessments.evidence_text import evidence_sentences

    out = []
    for dim in dimensions:
        if dim["grade"] == "not_tested":
            continue
        sentences, _facts = evidence_sentences(dim.get("evidence"))
        if sentences:
            out += ["", f"**{dim['number']}. {dim['name']}** ({GRADE_WORDS[dim['grade']]})", ""]
            out += [f"- {_md_escape(sentence)}" for sentence in sentences]
    return ["", "## What was checked", *out] if out else []


def _md_escape(text: str) -> str:
    """Text a server chose (tool names, file paths) as plain Markdown: no links or markup."""
    return re.sub(r"([\\`*_\[\]()<>#|!~])", r"\\\1", text)


def _catalog_text(catalog: dict[str, Any] | None) -> list[str]:
    if not catalog:
        return []
    lines = [f"catalog source={catalog['source']} tools={len(catalog['tools'])} "
             f"sha256={catalog['sha256']}"]  # fmt: skip
    since = catalog["changes_since"]
    if since is None:
        return [*lines, "  changes since: none (the first assessment that read a catalog)"]
    if not (since["added"] or since["removed"] or since["changed"]):
        return [*lines, f"  changes since #{since['assessment']}: none"]
    lines.append(f"  changes since #{since['assessment']}:")
    lines += [f"    added {name}" for name in since["added"]]
    lines += [f"    removed {name}" for name in since["removed"]]
    for item in since["changed"]:
        lines.append(f"    changed {item['name']} parts={','.join(item['parts'])}")
        lines += [f"      {line}" for line in item["diff"].splitlines()]
    return lines


def _catalog_markdown(catalog: dict[str, Any] | None) -> list[str]:
    since = (catalog or {}).get("changes_since")
    if not since or not (since["added"] or since["removed"] or since["changed"]):
        return []
    out = ["", f"## Tool definitions changed since assessment #{since['assessment']}", ""]
    out += [f"- Added: `{name}`" for name in since["added"]]
    out += [f"- Removed: `{name}`" for name in since["removed"]]
    for item in since["changed"]:
        parts = ", ".join(part.replace("_", " ") for part in item["parts"])
        # A fence longer than any run of backticks in the served text, which it cannot close.
        fence = "`" * max(
            3, 1 + max((len(run) for run in re.findall("`+", item["diff"])), default=0)
        )
        out += [f"- Changed: `{item['name']}` ({parts})", "", f"  {fence}diff"]
        out += [f"  {line}" for line in item["diff"].splitlines()]
        out += [f"  {fence}"]
    return out


SOURCE_WORDS = {
    "owner": "the owner's working arguments",
    "earlier-result": "a value an earlier call returned",
    "command-line": "a path given to the server on its command line",
    "const": "the schema's const",
    "enum": "the schema's enum",
    "default": "the schema's default",
    "examples": "the schema's examples",
    "description": "the parameter's description",
    "format": "the parameter's format",
    "name-convention": "the parameter's name",
    "type": "the parameter's type and bounds",
    "wrong-type": "a deliberately wrong type",
}
CHOICE_WORDS = {
    "owner-named": "named by the owner",
    "no-arguments": "read-only, needs no arguments",
    "fed-by-earlier-result": "its parameters take what an earlier call returned",
    "synthesized": "read-only, arguments built from its schema",
    "second-candidate": "a second try with the next candidate",
}


def sent_arguments(live: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The tools/call requests of a live record grouped by tool and arguments, in call
    order: what was sent, where each value came from and why, for pages and reports."""
    groups: dict[tuple[str, str, str], dict[str, Any]] = {}
    for call in (live or {}).get("calls", []):
        if call.get("method") != "tools/call" or call.get("arguments") is None:
            continue
        text = _arguments_text(call["arguments"])
        key = (call.get("tool") or "", text, call.get("chosen_because") or "")
        entry = groups.setdefault(
            key,
            {
                "tool": call.get("tool"),
                "arguments": text,
                "sources": "; ".join(
                    f"{name} from {SOURCE_WORDS.get(source, source)}"
                    for name, source in (call.get("argument_sources") or {}).items()
                ),
                "why": CHOICE_WORDS.get(call.get("chosen_because"), call.get("chosen_because")),
                "calls": [],
                "tests": [],
            },
        )
        entry["calls"].append(call["n"])
        if call["test"] not in entry["tests"]:
            entry["tests"].append(call["test"])
    return list(groups.values())
