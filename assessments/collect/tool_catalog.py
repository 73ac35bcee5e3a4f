"""The declared tool catalog, from a JSON manifest or from tool tables in the docs.

Sources, in order of precedence (the first that yields a tool wins):

1. ``server.json``, when it has a top-level ``tools`` list;
2. a tools manifest: ``tools.json``, ``mcp-tools.json``,
   ``.well-known/mcp/tools.json`` (a ``{"tools": [...]}`` object or a bare list);
3. another JSON file at the repository root with a top-level ``tools`` list;
4. the tool reference in the README and docs (``doc_tools``): tool tables
   (``tool_tables``: a Markdown table whose header has a tool-name column
   (``Tool``, ``Tools``, ``Tool name``, or ``Name`` when the table has no
   ``Type``/``Required`` column, which would make it a table of parameters) and a
   ``Description`` column), lists, headings and definition lists. The catalog is
   marked ``partial_schema``: a table gives names and descriptions only, and no
   input schema is invented, even when the table has a parameters column.

Each JSON tool is ``{name, description, inputSchema, outputSchema,
annotations}``; entries without a usable name are skipped. Bounds: at most
``MAX_TOOLS`` tools (the rest are dropped, and that is recorded), JSON nested
at most ``MAX_JSON_DEPTH`` levels (deeper documents are rejected whole).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from assessments.collect.doc_tools import tools_in_document
from assessments.observations import Catalog, Document, Tool, Unavailable

MAX_TOOLS = 500
MAX_JSON_DEPTH = 64
MAX_NAME = 128
MANIFEST_PATHS = ("server.json", "tools.json", "mcp-tools.json", ".well-known/mcp/tools.json")
# A bare list of tools is accepted only from files whose name says they are tool manifests.
BARE_LIST_ALLOWED = frozenset(MANIFEST_PATHS) - {"server.json"}


def _too_deep(value: Any, limit: int = MAX_JSON_DEPTH) -> bool:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return True
        if isinstance(item, dict):
            stack.extend((child, depth + 1) for child in item.values())
        elif isinstance(item, list):
            stack.extend((child, depth + 1) for child in item)
    return False


def _load(text: str) -> Any:
    """Parsed JSON, or None when it is invalid or nested too deeply."""
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return None if _too_deep(value) else value


def _dict_or_none(value: Any) -> dict[str, Any] | None:
    return value if isinstance(value, dict) else None


def tool_from_json(entry: Any, source: str) -> Tool | None:
    """A tool from one manifest entry, or None when it has no usable name."""
    if not isinstance(entry, dict):
        return None
    name = entry.get("name")
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME:
        return None
    if any(ord(char) < 0x20 for char in name):
        return None
    description = entry.get("description")
    return Tool(
        name=name.strip(),
        description=description if isinstance(description, str) else "",
        input_schema=_dict_or_none(entry.get("inputSchema")),
        output_schema=_dict_or_none(entry.get("outputSchema")),
        annotations=_annotations(entry.get("annotations")),
        source=source,
    )


def _annotations(value: Any) -> dict[str, Any] | None:
    """A manifest's annotations, less the key the source scanner uses for "unknown" (a
    manifest cannot make its own annotations unknown)."""
    if not isinstance(value, dict):
        return None
    return {key: item for key, item in value.items() if key != "unresolved"}


def _tools_list(value: Any, origin: str) -> list[Any] | None:
    if isinstance(value, dict) and isinstance(value.get("tools"), list):
        return value["tools"]
    if isinstance(value, list) and origin in BARE_LIST_ALLOWED:
        return value
    return None


def _bounded(tools: Iterable[Tool], origin: str) -> tuple[list[Tool], list[Unavailable]]:
    """The first ``MAX_TOOLS`` tools with distinct names, and a note when some were dropped."""
    kept: dict[str, Tool] = {}
    total = 0
    for tool in tools:
        if tool.name in kept:
            continue
        total += 1
        if len(kept) < MAX_TOOLS:
            kept[tool.name] = tool
    notes = []
    if total > MAX_TOOLS:
        detail = f"{origin} lists {total} tools; the first {MAX_TOOLS} were kept"
        notes.append(Unavailable("catalog-truncated", detail))
    return list(kept.values()), notes


def token_estimate(tools: Iterable[Tool]) -> int:
    """An estimate of the tokens an agent pays to load the catalog: the length of the
    catalog as a ``tools/list`` result (compact JSON, only the fields known) divided by
    4, rounded up. Only an estimate: real tokenizers differ."""
    entries = []
    for tool in tools:
        entry: dict[str, Any] = {"name": tool.name}
        if tool.description:
            entry["description"] = tool.description
        for key, value in (
            ("inputSchema", tool.input_schema),
            ("outputSchema", tool.output_schema),
            ("annotations", tool.annotations),
        ):
            if value is not None:
                entry[key] = value
        entries.append(entry)
    text = json.dumps({"tools": entries}, separators=(",", ":"), ensure_ascii=False)
    return math.ceil(len(text) / 4)


def catalog_from_json(
    text: str, origin: str, *, strict: bool = True
) -> tuple[Catalog | None, list[Unavailable]]:
    """The catalog a JSON file declares, and notes on what was wrong with it.

    ``strict``: the file is one that should be a manifest, so invalid JSON or a
    ``tools`` list without a usable tool is recorded (``catalog-invalid``);
    otherwise such a file is ignored silently.
    """
    value = _load(text)
    entries = _tools_list(value, origin) if value is not None else None
    if entries is None:
        if value is None and strict:
            return None, [Unavailable("catalog-invalid", f"{origin} is not valid JSON")]
        return None, []
    stated = _json_stated(entries)
    parsed = (tool_from_json(entry, origin) for entry in entries)
    tools, notes = _bounded(
        (replace(tool, stated=stated) for tool in parsed if tool is not None), origin
    )
    if not tools:
        if strict and entries:
            notes.append(Unavailable("catalog-invalid", f"{origin} lists no tool with a name"))
        return None, notes
    catalog = Catalog(tuple(tools), source=origin, token_estimate=token_estimate(tools))
    return catalog, notes


JSON_FIELDS = {
    "description": "description",
    "inputSchema": "input_schema",
    "outputSchema": "output_schema",
    "annotations": "annotations",
}


def _json_stated(entries: list[Any]) -> frozenset[str] | None:
    """MCP tool definitions (entries with an ``inputSchema``) state every field; a
    manifest of names and descriptions (a desktop-extension ``manifest.json``) states only
    the fields its entries carry."""
    present = {
        field
        for entry in entries[:MAX_TOOLS]
        if isinstance(entry, dict)
        for key, field in JSON_FIELDS.items()
        if key in entry
    }
    return None if "input_schema" in present else frozenset(present)


def catalog_from_docs(
    documents: Iterable[Document],
) -> tuple[Catalog | None, list[Unavailable]]:
    """The tools the documentation's tools sections document (``doc_tools``): tables,
    bullet lists, headings and definition lists, with the fields they state."""
    found = [tool for document in documents for tool in tools_in_document(document)]
    if not found:
        return None, []
    origins = list(dict.fromkeys(tool.source for tool in found))
    source = ", ".join(origins)
    tools, notes = _bounded(found, source)
    catalog = Catalog(
        tuple(tools), source=source, token_estimate=token_estimate(tools), partial_schema=True
    )
    return catalog, notes


def name_key(name: str) -> str:
    """A tool name without case and separators: ``sequential_thinking``,
    ``sequential-thinking`` and ``sequentialThinking`` are one name."""
    return re.sub(r"[\W_]+", "", name).lower()


def align_names(declared: Catalog, names: Iterable[str]) -> Catalog:
    """``declared`` (a documentation catalog) with each tool renamed to the name a more
    authoritative source gives it (source code, ``tools/list``) when the two differ only in
    case and separators, so one tool is not graded twice under two spellings; a name that
    matches exactly, or matches more than one, is kept as written."""
    by_key: dict[str, list[str]] = {}
    for name in dict.fromkeys(names):
        by_key.setdefault(name_key(name), []).append(name)
    server_names = [name for found in by_key.values() for name in found]
    prefixes = _shared_prefixes(server_names)
    tools = []
    for tool in declared.tools:
        known = by_key.get(name_key(tool.name), [])
        if not known and prefixes:  # `list_files` is the server's `notes_list_files`
            known = [p + tool.name for p in prefixes if p + tool.name in server_names]
        if tool.name not in known and len(known) == 1:
            tool = replace(tool, name=known[0])
        tools.append(tool)
    return replace(declared, tools=tuple(tools))


def _shared_prefixes(names: list[str]) -> list[str]:
    """Prefixes (``notes_``, ``notes-``) that most of a server's tool names share: the
    server's namespace, which a README may leave out."""
    counts: dict[str, int] = {}
    for name in names:
        for separator in ("_", "-", "."):
            head, sep, rest = name.partition(separator)
            if sep and head and rest:
                counts[head + sep] = counts.get(head + sep, 0) + 1
    return [p for p, n in counts.items() if n >= 2 and n * 2 >= len(names)]
