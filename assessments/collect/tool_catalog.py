"""The declared tool catalog, from a JSON manifest or from tool tables in the docs.

Sources, in order of precedence (the first that yields a tool wins):

1. ``server.json``, when it has a top-level ``tools`` list;
2. a tools manifest: ``tools.json``, ``mcp-tools.json``,
   ``.well-known/mcp/tools.json`` (a ``{"tools": [...]}`` object or a bare list);
3. another JSON file at the repository root with a top-level ``tools`` list;
4. tool tables in the README and docs: a Markdown table whose header has a
   tool-name column (``Tool``, ``Tools``, ``Tool name``, or ``Name`` when the
   table has no ``Type``/``Required`` column, which would make it a table of
   parameters) and a ``Description`` column. Tables give names and descriptions only: the
   catalog is marked ``partial_schema`` and no input schema is invented, even
   when the table has a parameters column.

Each JSON tool is ``{name, description, inputSchema, outputSchema,
annotations}``; entries without a usable name are skipped. Bounds: at most
``MAX_TOOLS`` tools (the rest are dropped, and that is recorded), JSON nested
at most ``MAX_JSON_DEPTH`` levels (deeper documents are rejected whole).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import Any

from assessments.doctext import Table
from assessments.observations import Catalog, Document, Tool, Unavailable

MAX_TOOLS = 500
MAX_JSON_DEPTH = 64
MAX_NAME = 128
MANIFEST_PATHS = ("server.json", "tools.json", "mcp-tools.json", ".well-known/mcp/tools.json")
# A bare list of tools is accepted only from files whose name says they are tool manifests.
BARE_LIST_ALLOWED = frozenset(MANIFEST_PATHS) - {"server.json"}

TOOL_HEADERS = frozenset({"tool", "tools", "tool name", "mcp tool"})
PARAMETER_TABLE_HEADERS = frozenset({"type", "required"})
DESCRIPTION_HEADERS = frozenset({"description", "what it does", "purpose", "summary"})
TABLE_TOOL_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.\-/]{0,127}$")
MARKUP = re.compile(r"[*_`]+")
EMPHASIS = re.compile(r"(\*\*|__|\*|_)(.+)\1")
LINK = re.compile(r"\[([^\]]{0,300})\]\([^)]{0,2000}\)")
MAX_NAME_CELL = 300


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


def _header_key(cell: str) -> str:
    return " ".join(MARKUP.sub("", LINK.sub(r"\1", cell)).lower().split())


def _name_cell(cell: str) -> str | None:
    """The tool name in a table cell: links, code spans, emphasis and a call's
    argument list removed (``**`get_weather(city)`**`` is ``get_weather``)."""
    if len(cell) > MAX_NAME_CELL:
        return None
    text = LINK.sub(r"\1", cell).replace("`", "").strip()
    while emphasis := EMPHASIS.fullmatch(text):
        text = emphasis.group(2).strip()
    if text.endswith(")") and "(" in text:
        text = text[: text.index("(")].strip()
    return text if TABLE_TOOL_NAME.match(text) else None


def _table_columns(header: tuple[str, ...]) -> tuple[int, int] | None:
    keys = [_header_key(cell) for cell in header]
    names = set(TOOL_HEADERS)
    if not PARAMETER_TABLE_HEADERS & set(keys):
        names.add("name")
    name = next((i for i, key in enumerate(keys) if key in names), None)
    description = next((i for i, key in enumerate(keys) if key in DESCRIPTION_HEADERS), None)
    if name is None or description is None or name == description:
        return None
    return name, description


def table_tools(table: Table, origin: str) -> Iterator[Tool]:
    """The tools of one documentation table (a tool-name and a description column)."""
    columns = _table_columns(table.header)
    if columns is None:
        return
    name_at, description_at = columns
    for row in table.rows:
        if len(row) <= max(name_at, description_at):
            continue
        name = _name_cell(row[name_at])
        if name is not None:
            description = " ".join(row[description_at].split())
            yield Tool(
                name=name,
                description=description,
                source=f"{origin} table",
                stated=frozenset({"description"}),
            )


PARAMETER_NAME_HEADERS = frozenset({"name", "parameter", "param", "argument", "field", "input"})
TYPE_NAMES = {
    "string": "string", "str": "string", "text": "string",
    "number": "number", "float": "number", "double": "number",
    "integer": "integer", "int": "integer",
    "boolean": "boolean", "bool": "boolean",
    "array": "array", "list": "array",
    "object": "object", "dict": "object", "map": "object",
}  # fmt: skip
TYPE_CELL = re.compile(r"(?i)^\W*(" + "|".join(TYPE_NAMES) + r")(?:\[\]|\b)")


def parameter_table(table: Table) -> list[tuple[str, dict[str, Any], bool]]:
    """The parameters of a table with a name and a type column (``| Name | Type |
    Required | Description |``), as (name, schema, required); empty for any other table."""
    keys = [_header_key(cell) for cell in table.header]
    name_at = next((i for i, key in enumerate(keys) if key in PARAMETER_NAME_HEADERS), None)
    type_at = next((i for i, key in enumerate(keys) if key == "type"), None)
    if name_at is None or type_at is None:
        return []
    described = next((i for i, key in enumerate(keys) if key in DESCRIPTION_HEADERS), None)
    required_at = next((i for i, key in enumerate(keys) if key in ("required", "optional")), None)
    found = []
    for row in table.rows:
        if len(row) <= max(name_at, type_at):
            continue
        name = _name_cell(row[name_at])
        typed = TYPE_CELL.match(MARKUP.sub("", row[type_at]))
        if name is None:
            continue
        schema: dict[str, Any] = {"type": TYPE_NAMES[typed.group(1).lower()]} if typed else {}
        if described is not None and described < len(row) and row[described].strip():
            schema["description"] = " ".join(row[described].split())
        required = True
        if required_at is not None and required_at < len(row):
            answer = MARKUP.sub("", row[required_at]).strip().lower()
            required = (answer in ("yes", "true", "✓", "✔", "required", "x")) == (
                keys[required_at] == "required"
            )
        found.append((name, schema, required))
    return found


# A function signature in a README's code block: "async def search(query: str, n: int = 3)
# -> str", "function search(query: string, n?: number)".
SIGNATURE = re.compile(
    r"^\s*(?:export\s+)?(?:async\s+)?(?:def|function)\s+(?P<name>[A-Za-z_]\w{0,127})\s*"
    r"\((?P<params>[^()]{0,2000}(?:\([^()]{0,200}\)[^()]{0,2000})*)\)",
    re.MULTILINE,
)
SIGNATURE_TYPE = re.compile(r"(?i)^(?:optional\[|union\[)?\s*(?P<type>[a-z]+)")
NOT_ARGUMENTS = frozenset({"self", "cls", "ctx", "context"})
NAME_PART = re.compile(r"^[A-Za-z_]\w{0,63}$")


def signature(code: str) -> tuple[str, list[tuple[str, dict[str, Any], bool]]] | None:
    """The function a code block's first signature defines: its name, and its parameters
    as (name, schema, required); a parameter with a default or an optional type is not
    required, and the context argument an MCP framework passes is not a parameter."""
    found = SIGNATURE.search(code[:20_000])
    if found is None:
        return None
    parameters = []
    for part in _top_level_split(found.group("params")):
        name, _, rest = part.strip().lstrip("*").partition(":")
        name, default = name.strip(), "=" in part
        optional = name.endswith("?") or default or "optional" in rest.lower()
        name = name.rstrip("?").strip()
        if not NAME_PART.match(name) or name.lower() in NOT_ARGUMENTS:
            continue
        typed = SIGNATURE_TYPE.match(rest.split("=", 1)[0].strip())
        kind = TYPE_NAMES.get(typed.group("type").lower()) if typed else None
        parameters.append((name, {"type": kind} if kind else {}, not optional))
    return found.group("name"), parameters


def _top_level_split(text: str) -> list[str]:
    """``text`` split at the commas outside brackets (``Dict[str, int]`` stays whole)."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        depth += char in "([{<"
        depth -= char in ")]}>"
        if char == "," and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    return [part for part in [*parts, text[start:]] if part.strip()]


def catalog_from_docs(
    documents: Iterable[Document],
) -> tuple[Catalog | None, list[Unavailable]]:
    """The tools the documentation's tools sections document (``doc_tools``): tables,
    bullet lists, headings and definition lists, with the fields they state."""
    from assessments.collect.doc_tools import tools_in_document

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
