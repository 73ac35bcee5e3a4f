"""Tool definitions kept exactly as served, hashed, and compared across assessments.

A tool's definition is the object the server sent in ``tools/list`` (every field it
set, in the wire's own names), or, for a catalog declared in documentation or found
in source, the fields that source states. It is kept in canonical JSON (keys sorted,
no insignificant whitespace, UTF-8) and hashed with SHA-256. The catalog's hash is the
SHA-256 of the canonical JSON array of its definitions sorted by name, so the order in
which a server lists its tools is not a change. Pure: no database, no network.
"""

from __future__ import annotations

import difflib
import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from assessments.observations import Catalog, Tool
from certification.jsontext import without_nul

# The parts of a definition a change is reported by, with their wire names.
PARTS = (
    ("description", ("description",)),
    ("input_schema", ("inputSchema",)),
    ("output_schema", ("outputSchema",)),
    ("annotations", ("annotations",)),
)
KNOWN_KEYS = {"name"} | {key for _, keys in PARTS for key in keys}
MAX_DIFF_LINES = 120
MAX_DIFF_LINE = 400
MAX_DIFFED = 4000  # pretty-printed lines a side beyond which no line diff is computed


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def sha256_of(value: Any) -> str:
    return hashlib.sha256(canonical(value).encode("utf-8")).hexdigest()


def definition_of(tool: Tool) -> dict[str, Any]:
    """The definition as served (live), or the fields the declaring source states."""
    if tool.definition is not None:
        return tool.definition
    stated: dict[str, Any] = {"name": tool.name}
    if tool.states("description") and tool.description:
        stated["description"] = tool.description
    for attribute, (key,) in PARTS[1:]:
        value = getattr(tool, attribute)
        if value is not None and tool.states(attribute):
            stated[key] = value
    return stated


@dataclass(frozen=True)
class KeptTool:
    name: str
    sha256: str
    definition: dict[str, Any]


@dataclass(frozen=True)
class KeptCatalog:
    source: str
    sha256: str
    tools: tuple[KeptTool, ...]


def keep(catalog: Catalog) -> KeptCatalog:
    """Every tool's canonical definition and hash, and the catalog's hash."""
    tools = []
    for tool in catalog.tools:
        # As JSON stores it; a NUL, which no database text holds, becomes U+FFFD.
        definition = without_nul(json.loads(canonical(definition_of(tool))))
        tools.append(KeptTool(without_nul(tool.name), sha256_of(definition), definition))
    return KeptCatalog(catalog.source, catalog_sha256(tools), tuple(tools))


def catalog_sha256(tools: Iterable[KeptTool]) -> str:
    ordered = sorted(tools, key=lambda tool: (tool.name, tool.sha256))
    return sha256_of([tool.definition for tool in ordered])


def changes(before: Sequence[KeptTool], after: Sequence[KeptTool]) -> dict[str, Any]:
    """Tools added, removed and changed from ``before`` to ``after``; for a changed tool,
    which parts changed and a unified diff of its definition."""
    old = {tool.name: tool for tool in before}
    new = {tool.name: tool for tool in after}
    changed = []
    for name in sorted(old.keys() & new.keys()):
        if old[name].sha256 != new[name].sha256:
            was, now = old[name].definition, new[name].definition
            changed.append({"name": name, "parts": changed_parts(was, now), "diff": diff(was, now)})
    return {
        "added": sorted(new.keys() - old.keys()),
        "removed": sorted(old.keys() - new.keys()),
        "changed": changed,
    }


def changed_parts(was: dict[str, Any], now: dict[str, Any]) -> list[str]:
    parts = [
        part
        for part, keys in PARTS
        if any(canonical(was.get(key)) != canonical(now.get(key)) for key in keys)
    ]
    others = {key for key in was.keys() | now.keys() if key not in KNOWN_KEYS}
    if any(canonical(was.get(key)) != canonical(now.get(key)) for key in others):
        parts.append("other")
    return parts


def diff(was: dict[str, Any], now: dict[str, Any]) -> str:
    """A unified diff of two definitions, pretty-printed with sorted keys (bounded)."""
    before, after = _pretty(was), _pretty(now)
    if len(before) > MAX_DIFFED or len(after) > MAX_DIFFED:
        return f"(too large to compare line by line: {len(before)} and {len(after)} lines)"
    lines = difflib.unified_diff(before, after, fromfile="before", tofile="after", lineterm="", n=2)
    kept = []
    for number, line in enumerate(lines):
        if number == MAX_DIFF_LINES:
            kept.append("… (diff cut here)")
            break
        kept.append(line if len(line) <= MAX_DIFF_LINE else line[:MAX_DIFF_LINE] + " …")
    return "\n".join(kept)


def _pretty(definition: dict[str, Any]) -> list[str]:
    return json.dumps(definition, sort_keys=True, indent=2, ensure_ascii=False).splitlines()
