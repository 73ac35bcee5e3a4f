"""Each dimension's evidence in sentences: what was checked, what was found and where
(file and line, tool, call numbers), for the report card and the assessment page.

The graders record their evidence as facts (``DimensionResult.evidence``); this reads
those facts back in words. A fact it has no sentence for is returned as left over, so
the page can still show it plainly: nothing recorded is hidden.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

MAX_NAMED = 8  # files, tools or findings named in one sentence before "and N more"

CHECK_WORDS = {
    "tool_reference": "a tool reference",
    "authentication": "how to authenticate",
    "examples": "examples",
    "troubleshooting": "a troubleshooting section",
    "remote": "a hosted endpoint to connect to",
    "programmatic_auth": "authentication a program can do unattended",
    "free_use": "free use",
    "setup_docs": "set-up instructions",
}
ORIGIN_WORDS = {"listing": "the listing", "live": "the live test"}
STATED_WORDS = {
    "description": "descriptions",
    "input_schema": "input schemas",
    "output_schema": "output schemas",
    "annotations": "annotations",
}
TEST_WORDS = {
    "malformed_parameter": "a parameter of the wrong type",
    "missing_parameter": "a call without a required parameter",
}
REFUSAL_WORDS = {
    "compliant": "refused it with an error that names the problem",
    "generic": "refused it with an error that does not say what was wrong",
    "accepted": "accepted it as if it were valid",
    "timeout": "did not answer in time",
    "server-failure": "failed (a server error or a dropped connection)",
    "rate-limited": "answered 429 (rate-limited), so the test could not judge the refusal",
}


def evidence_sentences(evidence: dict[str, Any] | None) -> tuple[list[str], dict[str, Any]]:
    """(sentences, facts left over) for one dimension's evidence."""
    facts = dict(evidence or {})
    sentences: list[str] = []
    said_of: set[str] = set()
    for keys, describe in SENTENCES:
        found = {key: facts[key] for key in keys if key in facts}
        if not found:
            continue
        said = describe(found, facts)
        if said is None:
            continue
        sentences += [said] if isinstance(said, str) else list(said)
        said_of.update(found)
    left = {key: value for key, value in facts.items() if key not in said_of}
    return [_sentence(text) for text in sentences if text], left


# ---------------------------------------------------------------- words


def _sentence(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "?", "!")) else ".")


def _plural(count: int, word: str, plural: str | None = None) -> str:
    """``1 tool``, ``3 tools``, ``no tools``."""
    return f"{count or 'no'} {word if count == 1 else plural or word + 's'}"


def _verb(count: int, singular: str, plural: str) -> str:
    return singular if count == 1 else plural


def _and(items: Iterable[str], *, total: int | None = None) -> str:
    items = [str(item) for item in items]
    shown = items[:MAX_NAMED]
    more = (total if total is not None else len(items)) - len(shown)
    if more > 0:
        shown.append(f"{more} more")
    if len(shown) <= 1:
        return "".join(shown)
    return ", ".join(shown[:-1]) + " and " + shown[-1]


def _calls(numbers: Iterable[int] | None) -> str:
    """``call 4``, ``calls 2, 3 and 7–13``: runs of three or more as ranges."""
    numbers = sorted(set(numbers or ()))
    if not numbers:
        return ""
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    parts: list[str] = []
    for run in runs:
        parts += [f"{run[0]}–{run[-1]}"] if len(run) > 2 else [str(n) for n in run]
    return ("call " if len(numbers) == 1 else "calls ") + _and(parts)


def _in_calls(numbers: Iterable[int] | None) -> str:
    said = _calls(numbers)
    return f" ({said})" if said else ""


def _code(name: Any) -> str:
    return f"“{name}”"


def _where(finding: dict[str, Any]) -> str:
    line = f" line {finding['line']}" if finding.get("line") else ""
    kind = str(finding.get("kind", "")).replace("-", " ")
    return f"{finding.get('path', '?')}{line} ({kind})" if kind else f"{finding.get('path')}{line}"


def _days(days: Any) -> str:
    if days is None:
        return ""
    return "today" if days == 0 else f"{_plural(int(days), 'day')} ago"


def _source(source: Any) -> str:
    words = {
        "live tools/list": "the server's tools/list answer during the live test",
        "documentation": "the documentation",
        "package releases": "the package index's release history",
        "folder without history": "a folder with no version history",
    }
    return words.get(str(source), str(source))


# ---------------------------------------------------------------- sentences, by fact


def _catalog(found: dict, facts: dict) -> list[str]:
    said = []
    tools = found.get("tools")
    source = found.get("source")
    if tools is not None:
        tokens = found.get("catalog_tokens_estimate")
        weight = f", about {tokens:,} tokens of context" if tokens else ""
        where = f" from {_source(source)}" if source else ""
        said.append(f"the catalog was read{where}: {_plural(tools, 'tool')}{weight}")
    elif source:
        said.append(f"read from {_source(source)}")
    return said


def _source_states(found: dict, facts: dict) -> str:
    states = [STATED_WORDS.get(s, s) for s in found["source_states"] or ()]
    missing = [
        word for key, word in STATED_WORDS.items() if key not in (found["source_states"] or ())
    ]
    said = f"that source states {_and(states) or 'nothing but names'}"
    if missing:
        said += f"; it cannot state {_and(missing)}, which are left unjudged rather than failed"
    return said


def _checks_passed(found: dict, facts: dict) -> list[str]:
    said = []
    tools = facts.get("tools")
    if "described" in found and tools is not None:
        said.append(f"{found['described']} of {_plural(tools, 'tool')} have a description")
    if "checks_total" in found:
        said.append(
            f"{found.get('checks_passed', 0)} of {found['checks_total']} checks passed "
            "(per tool: a description that says what it does, every parameter described, "
            "an output schema, and side effects stated)"
        )
    return said


def _named_only(found: dict, facts: dict) -> str:
    names = found["named_only"] or []
    return f"only named, with nothing else to judge: {_and(_code(n) for n in names)}"


def _test_code_tools(found: dict, facts: dict) -> str:
    names = found["tools_only_in_test_code"] or []
    return (
        f"defined only in test, mock or example code, so reported and not graded: "
        f"{_and(_code(n) for n in names)}"
    )


def _consistency(found: dict, facts: dict) -> list[str]:
    said = []
    tool = facts.get("tool")
    if "results" in found:
        calls = found.get("calls") or []
        made = f" {_plural(len(calls), 'time')}{_in_calls(calls)}" if calls else ""
        said.append(
            f"the live test called {_code(tool)}{made}: {_plural(found['results'], 'result')} "
            f"came back, {found.get('successful_results', 0)} of them successful"
        )
        if found.get("successful_results"):
            shapes = found.get("distinct_shapes")
            if shapes is not None:
                said.append(
                    f"the successful results had {_plural(shapes, 'distinct shape')}"
                    + (", as a consistent tool's should" if shapes == 1 else "")
                )
            if found.get("conforming") or found.get("violating"):
                said.append(
                    f"{found.get('conforming', 0)} matched the tool's declared output schema "
                    f"and {found.get('violating', 0)} did not"
                )
    elif tool:
        said.append(f"the tool tested was {_code(tool)}")
    further = found.get("further_tools_called")
    if further:
        succeeded = found.get("further_tools_succeeded", 0)
        said.append(
            f"1 further tool was called once, and {'it succeeded' if succeeded else 'it failed'}"
            if further == 1
            else f"{further} further tools were called once each; {succeeded} succeeded"
        )
    return said


def _error_tests(found: dict, facts: dict) -> list[str]:
    said = []
    tool = facts.get("tool")
    for test, result in (found.get("tests") or {}).items():
        what = TEST_WORDS.get(test, test.replace("_", " "))
        if "refusal" not in result:
            reason = result.get("reason")
            said.append(f"the test sending {what} was not run" + (f" ({reason})" if reason else ""))
            continue
        refusal = REFUSAL_WORDS.get(result["refusal"], result["refusal"])
        to = f" to {_code(tool)}" if tool else ""
        sentence = f"sent {what}{to}{_in_calls(result.get('calls'))}, the server {refusal}"
        if result.get("answered_after") is True:
            sentence += ", and answered the next request"
        elif result.get("answered_after") is False:
            sentence += ", and did not answer the next request"
        said.append(sentence)
    rapid = found.get("rapid_sequential")
    if rapid:
        calls = rapid.get("calls") or []
        sentence = (
            f"{_plural(len(calls), 'rapid call')} in a row{_in_calls(calls)}: "
            f"{rapid.get('succeeded', 0)} succeeded"
        )
        if rapid.get("rate_limited"):
            sentence += (
                f", {rapid['rate_limited']} rate-limited "
                f"({rapid.get('rate_limited_with_retry_after', 0)} saying when to retry)"
            )
        if rapid.get("signalled_errors"):
            sentence += f", {rapid['signalled_errors']} answered with an error"
        said.append(sentence)
    return said


def _scan(found: dict, facts: dict) -> list[str]:
    """Dimension 4's repository scan (at the top, or under ``static``)."""
    said = []
    files = found.get("files_scanned")
    if files is not None:
        cut = " (the scan stopped at its limit)" if found.get("scan_truncated") else ""
        said.append(f"{_plural(files, 'file')} scanned for credentials{cut}")
    locations = found.get("locations") or []
    shipped = [f for f in locations if not f.get("in_test_fixture")]
    fixtures = [f for f in locations if f.get("in_test_fixture")]
    count = found.get("findings")
    if count:
        said.append(
            f"{_plural(count, 'credential')} found in code that ships: "
            f"{_and((_where(f) for f in shipped), total=count)}"
        )
    elif count == 0:
        said.append("no credential found in code that ships")
    if found.get("findings_in_test_fixtures"):
        said.append(
            f"{found['findings_in_test_fixtures']} more in test fixtures, not counted: "
            f"{_and((_where(f) for f in fixtures), total=found['findings_in_test_fixtures'])}"
        )
    placeholders = found.get("placeholders") or []
    if placeholders:
        said.append(
            "placeholders in examples and documentation, listed at no cost: "
            + _and(_where(f) for f in placeholders)
        )
    if found.get("server_entry_point") is False:
        said.append("no server entry point was found in the repository")
    return said


SCAN_KEYS = (
    "files_scanned", "scan_truncated", "findings", "findings_in_test_fixtures", "locations",
    "placeholders", "server_entry_point",
)  # fmt: skip


def _security(found: dict, facts: dict) -> list[str]:
    said = []
    live = found.get("live")
    if live:
        inspected = live.get("responses_inspected")
        if inspected is not None:
            said.append(f"the headers of {_plural(inspected, 'live response')} were inspected")
        for finding in live.get("header_findings") or []:
            kind = str(finding.get("kind", "")).replace("-", " ")
            responses = _plural(finding.get("calls", 0), "response")
            said.append(f"{kind} in the {finding.get('header', '')} header of {responses}")
        if live.get("auth_required"):
            token = live.get("bogus_token_accepted")
            verdict = (
                "accepted a made-up token"
                if token
                else "refused a made-up token"
                if token is False
                else "was not tried with a made-up token"
            )
            said.append(
                f"the server asks for authentication and {verdict}"
                f"{_in_calls(live.get('invalid_auth_calls'))}"
            )
        elif live.get("auth_required") is False:
            said.append("the server asks for no authentication")
    elif "live" in found:
        said.append(
            "no HTTP response of the live test was there to inspect (a local process answers "
            "on its standard output): the grade rests on the files scanned"
        )
    static = found.get("static")
    if static:
        if static.get("not_tested"):
            said.append(f"the repository could not be scanned ({static['not_tested']})")
        else:
            said += _scan({k: static.get(k) for k in SCAN_KEYS if k in static}, facts)
    return said


def _annotations(found: dict, facts: dict) -> list[str]:
    said = []
    tools = facts.get("tools")
    if "read_only_hint_declared" in found and tools is not None:
        declared = found["read_only_hint_declared"]
        said.append(
            f"{declared} of {_plural(tools, 'tool')} {_verb(declared, 'declares', 'declare')} "
            "readOnlyHint"
        )
    if found.get("not_read_only"):
        labelled = found.get("destructive_hint_declared", 0)
        said.append(
            f"of the {_plural(found['not_read_only'], 'tool')} that may change something, "
            f"{labelled} {_verb(labelled, 'declares', 'declare')} destructiveHint"
        )
    elif found.get("not_read_only") == 0:
        said.append("every tool is read-only")
    if found.get("annotations_unresolved"):
        said.append(
            f"the annotations of {_plural(found['annotations_unresolved'], 'tool')} could not "
            "be read from the source (left unjudged)"
        )
    if found.get("annotations_not_stated"):
        said.append(
            f"{_plural(found['annotations_not_stated'], 'tool')} state no annotations where "
            "they were read"
        )
    return said


def _repeats(found: dict, facts: dict) -> list[str]:
    said = []
    if found.get("target_not_read_only"):
        said.append("the tool repeated is not read-only, so its results were not compared")
    compared = found.get("digests_compared")
    if compared:
        distinct = found.get("distinct_digests")
        agree = "all the same" if distinct == 1 else f"{distinct} different ones among them"
        said.append(
            f"the read-only calls repeated{_in_calls(found.get('repeat_calls'))} were "
            f"compared on {_plural(compared, 'result')}: {agree}"
        )
    elif found.get("repeat_calls_agree") is not None:
        agree = "agreed" if found["repeat_calls_agree"] else "did not agree"
        said.append(f"repeated read-only calls{_in_calls(found.get('repeat_calls'))} {agree}")
    if found.get("catalog_unchanged") is True:
        said.append("the catalog was the same at the end of the test as at its start")
    elif found.get("catalog_unchanged") is False:
        said.append("the catalog changed during the test")
    return said


def _documents(found: dict, facts: dict) -> list[str]:
    sources = found.get("sources") or []
    count = found.get("documents", len(sources))
    if not isinstance(count, int):  # why no documentation could be read (a reason label)
        return [f"no documentation could be read ({count})"]
    said = [
        f"{_plural(count, 'document')} read"
        + (f": {_and(sources, total=count)}" if sources else "")
    ]
    skipped = found.get("documents_skipped")
    if skipped:
        said.append(f"skipped past the limit: {skipped}")
    unavailable = found.get("unavailable") or []
    if unavailable:
        said.append(f"could not be read: {_and(unavailable)}")
    return said


def _checks(found: dict, facts: dict) -> list[str]:
    checks = found.get("checks") or {}
    where = found.get("found_in") or {}
    present = [
        _found(CHECK_WORDS.get(key, key), where.get(key)) for key, ok in checks.items() if ok
    ]
    absent = [CHECK_WORDS.get(key, key) for key, ok in checks.items() if not ok]
    said = []
    if present:
        said.append(f"found {_and(present)}")
    if absent:
        said.append(f"not found: {_and(absent)}")
    return said


def _found(what: str, where: str | None) -> str:
    """``a tool reference (in docs/tools.md)``; a reason given in words, as it is."""
    if not where:
        return what
    if " " in where.strip():  # a sentence ("none needed: local only, …"), not a place
        return f"{what} ({where.strip()})"
    return f"{what} (in {ORIGIN_WORDS.get(where, where)})"


def _doc_counts(found: dict, facts: dict) -> list[str]:
    said = []
    if found.get("tools_named") is not None:
        said.append(
            f"the tool reference names {_plural(found['tools_named'], 'tool')}, "
            f"{found.get('tools_typed', 0)} with typed parameters"
        )
    if found.get("catalog_tools") is not None:
        said.append(
            f"the catalog it was compared with has {_plural(found['catalog_tools'], 'tool')}"
        )
    if found.get("code_blocks") is not None:
        said.append(
            f"{_plural(found['code_blocks'], 'code block')}, "
            f"{_plural(found.get('example_calls', 0), 'example call')}"
        )
    return said


def _history(found: dict, facts: dict) -> list[str]:
    said = []
    files = found.get("changelog_files")
    if files is not None:
        said.append(f"changelog: {_and(files)}" if files else "no changelog file")
    if found.get("changelog_in"):
        said.append(f"changelog found in {_and(found['changelog_in'])}")
    if found.get("release_tags") is not None:
        said.append(_plural(found["release_tags"], "release tag"))
    if found.get("commits_examined") is not None:
        last = found.get("last_commit_at")
        when = (
            f", the newest {str(last)[:10]} ({_days(found.get('days_since_last_commit'))})"
            if last
            else ""
        )
        said.append(f"{_plural(found['commits_examined'], 'commit')} examined{when}")
    if found.get("releases") is not None:
        newest = found.get("newest_release_at")
        when = (
            f", the newest {str(newest)[:10]} ({_days(found.get('days_since_newest_release'))})"
            if newest
            else ""
        )
        said.append(f"{_plural(found['releases'], 'release')} on the package index{when}")
    if found.get("newest_date"):
        said.append(
            f"the newest date in the documentation is {found['newest_date']}"
            f" ({_days(found.get('days_since_newest_date'))})"
        )
    if found.get("status_page_in"):
        said.append(f"a status page is linked from {found['status_page_in']}")
    return said


def _deployment(found: dict, facts: dict) -> list[str]:
    said = []
    if found.get("setup_commands"):
        said.append(f"set-up commands documented: {_and(found['setup_commands'])}")
    if found.get("live_connected"):
        transport = found.get("transport")
        said.append("the live test connected" + (f" over {transport}" if transport else ""))
    return said


def _detail(found: dict, facts: dict) -> str:
    return str(found["detail"])


def _tool(found: dict, facts: dict) -> list[str]:
    return []  # named in the sentences of the tests that called it


# (the facts a sentence is about, how it is said), in the order they are said. Every
# sentence may also read the others' facts (the tool a test called, how many tools).
SENTENCES: list[tuple[tuple[str, ...], Callable[[dict, dict], Any]]] = [
    (("detail",), _detail),
    (("source", "tools", "catalog_tokens_estimate"), _catalog),
    (("source_states",), _source_states),
    (("described", "checks_passed", "checks_total"), _checks_passed),
    (
        (
            "read_only_hint_declared",
            "not_read_only",
            "destructive_hint_declared",
            "annotations_unresolved",
            "annotations_not_stated",
        ),
        _annotations,
    ),
    (("named_only",), _named_only),
    (("tools_only_in_test_code",), _test_code_tools),
    (
        (
            "results",
            "successful_results",
            "distinct_shapes",
            "conforming",
            "violating",
            "further_tools_called",
            "further_tools_succeeded",
            "calls",
        ),
        _consistency,
    ),
    (("tests", "rapid_sequential"), _error_tests),
    (("live", "static"), _security),
    (SCAN_KEYS, _scan),
    (
        (
            "repeat_calls_agree",
            "repeat_calls",
            "digests_compared",
            "distinct_digests",
            "catalog_unchanged",
            "target_not_read_only",
        ),
        _repeats,
    ),
    (("documents", "sources", "documents_skipped", "unavailable"), _documents),
    (("checks", "found_in"), _checks),
    (("tools_named", "tools_typed", "catalog_tools", "code_blocks", "example_calls"), _doc_counts),
    (
        (
            "changelog_files",
            "changelog_in",
            "release_tags",
            "commits_examined",
            "last_commit_at",
            "days_since_last_commit",
            "releases",
            "newest_release_at",
            "days_since_newest_release",
            "newest_date",
            "days_since_newest_date",
            "status_page_in",
        ),
        _history,
    ),
    (("setup_commands", "live_connected", "transport"), _deployment),
    (("tool",), _tool),
]
