"""Tool definitions in TypeScript and JavaScript source, read with a small scanner.

Recognised forms:

- ``server.tool("name", "description", { zod shape }, { annotations }, callback)``
  (every optional argument of the TypeScript SDK's ``tool()`` may be absent);
- ``server.registerTool("name", { title, description, inputSchema,
  outputSchema, annotations }, callback)``;
- tool-list objects ``{ name: "x", description: "…", inputSchema: {…} }`` (the
  low-level ``ListToolsRequestSchema`` handler), recognised only when the
  object has an ``inputSchema`` key, and tool objects registered in a loop,
  ``{ method: "x", description: "…", parameters: schema, annotations: {…} }``
  (``name``/``method``, with ``parameters``, ``schema`` or ``input_schema`` and a
  description);
- tool classes, ``class X extends BaseTool { name = "x"; description = …;
  inputSchema = …; annotations = … }``, with what a base class of the file or of
  the same package (a relative import) sets, when the class or the class it
  extends is named ``…Tool``.

Schemas are read from zod shapes (``z.string().describe("…").optional()``,
``z.object({...})``) and JSON-schema literals. A name, a call of a function that
returns one expression and a template string's ``${NAME}`` are followed one hop
(``javascript_values``), also into a module of the same package. Strings are
literals, possibly joined with ``+``. Nothing is evaluated, and every scan is
bounded by ``MAX_SPAN`` characters (``scanner``).
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from assessments.collect.source_tools.javascript_values import (
    SourceText,
    _returned,
    _unwrapped,
    imported_from,
    resolve,
    text_value,
)
from assessments.collect.source_tools.scanner import (
    MAX_MATCHES,
    _closing,
    _entries,
    _line,
    _scan_to,
    _split_top,
    string_value,
)
from assessments.collect.source_tools.sources import Sources
from assessments.observations import Tool

HINT_KEYS = frozenset({"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"})
ZOD_TYPES = {
    "string": "string", "number": "number", "bigint": "integer", "boolean": "boolean",
    "array": "array", "tuple": "array", "set": "array", "object": "object", "record": "object",
    "map": "object", "date": "string", "enum": "string", "nativeEnum": None, "literal": None,
}  # fmt: skip
NOT_REQUIRED = frozenset({"optional", "nullish", "default"})
_CALL = re.compile(r"\s*\.?\s*([A-Za-z_$][\w$]*)\s*(?:<[^()]{0,200}>)?\s*\(")
_TOOL_CALL = re.compile(r"\.tool\s*\(")
_REGISTER_CALL = re.compile(r"\.registerTool\s*\(")
_LISTED_TOOL = re.compile(r"\{\s*(?:name|method)\s*:\s*[\"'`]")
_CANDIDATE = re.compile(
    r"\.tool\s*\(|\.registerTool\s*\(|inputSchema|parameters\s*:"
    r"|\bclass\s+[\w$]*Tool\b|\bextends\s+[\w$.]*Tool\b"
)
# Keys a tool object may give its input schema under (a loop over tool objects often
# uses ``parameters`` or ``schema``).
SCHEMA_KEYS = ("inputSchema", "parameters", "schema", "input_schema")
# A class declaration up to its opening brace: its name and the class it extends.
_CLASS_NAME = "([A-Za-z_$][\\w$]*)"
_CLASS_HEAD = re.compile(
    r"\bclass\s+" + _CLASS_NAME + r"\s*(?:<[^{}()]{0,200}?>)?\s*"
    r"(?:extends\s+([A-Za-z_$][\w$.]*)\s*(?:<[^{}()]{0,200}?>)?\s*)?"
    r"(?:implements\s+[^{}()]{0,200}?)?\{"
)
# A class field: modifiers, the name, an optional type, and the value it is set to.
_FIELD = re.compile(
    r"(?:(?:public|private|protected|readonly|static|override|declare)\s+)*"
    r"([A-Za-z_$][\w$]*)\s*[?!]?\s*(?::\s*[^=(){};]{0,300}?)?=(?![=>])\s*(.+)\Z",
    re.DOTALL,
)
MAX_CLASS_DEPTH = 6
# Where a class's chain entry keeps its body, for its getters (not a field name: no
# identifier starts with a space).
_GETTER_BODY = " body"
UNKNOWN_ANNOTATIONS = {"unresolved": True}


def _chain(expr: str) -> list[tuple[str, str]]:
    """``z.string().describe("x").optional()`` → [("z.string", ""), ("describe", '"x"'), …]."""
    calls, pos = [], 0
    head = re.match(r"\s*(?:z|zod)\s*\.", expr)
    if not head:
        return []
    pos = head.end()
    while True:
        match = _CALL.match(expr, pos)
        if not match:
            return calls
        close = _closing(expr, match.end() - 1)
        if close is None:
            return calls
        calls.append((match.group(1), expr[match.end() : close]))
        pos = close + 1


def zod_property(expr: str) -> tuple[dict[str, Any], bool] | None:
    """The JSON schema of a zod expression and whether it is required."""
    calls = _chain(expr)
    if not calls:
        return None
    kind, argument = calls[0]
    json_type = ZOD_TYPES.get(kind)
    schema: dict[str, Any] = {"type": json_type} if json_type else {}
    if kind == "enum":
        schema["enum"] = [string_value(v) for v in _split_top(argument.strip()[1:-1])]
    elif kind == "literal":
        schema["const"] = string_value(argument)
    elif kind in ("union", "discriminatedUnion"):
        schema["anyOf"] = []
    methods = {name for name, _ in calls[1:]}
    if "int" in methods:
        schema["type"] = "integer"
    description = next((string_value(a) for name, a in reversed(calls) if name == "describe"), None)
    if description:
        schema["description"] = description
    return schema, not (methods & NOT_REQUIRED or kind == "optional")


def _json_property(obj: str) -> dict[str, Any]:
    entries, schema = _entries(obj), {}
    for key in ("type", "description", "title", "format"):
        value = string_value(entries.get(key, ""))
        if value is not None:
            schema[key] = value
    if entries.get("enum", "").startswith("["):
        schema["enum"] = [string_value(v) for v in _split_top(entries["enum"][1:-1])]
    return schema


def _json_schema(entries: dict[str, str], text: str) -> dict[str, Any]:
    properties = _entries(resolve(entries.get("properties", "{}"), text))
    schema: dict[str, Any] = {
        "type": string_value(entries.get("type", "")) or "object",
        "properties": {key: _json_property(value) for key, value in properties.items()},
    }
    required = entries.get("required", "")
    if required.startswith("["):
        schema["required"] = [s for s in map(string_value, _split_top(required[1:-1])) if s]
    return schema


def _typed_field(expr: str) -> tuple[dict[str, Any], bool] | None:
    """A ``{ type: z.string(), description: "…" }`` field (a tool class's ``schema``)."""
    entries = _entries(expr)
    parsed = zod_property(entries.get("type", ""))
    if parsed is None:
        return None
    description = string_value(entries.get("description", ""))
    schema = {**parsed[0], "description": description} if description else parsed[0]
    return schema, parsed[1]


def _zod_shape(entries: dict[str, str]) -> dict[str, Any]:
    properties, required = {}, []
    for key, value in entries.items():
        parsed = zod_property(value) or _typed_field(value)
        properties[key] = parsed[0] if parsed else {}
        if parsed and parsed[1]:
            required.append(key)
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return schema


def schema_value(expr: str, text: str) -> dict[str, Any] | None:
    """A schema from a zod shape, ``z.object({...})``, a JSON-schema literal, or a name for one."""
    expr = resolve(expr, text)
    wrapped = re.match(r"(?:\w+\.)?\w+\s*\(\s*([A-Za-z_$][\w$]*)\s*[,)]", expr)
    if wrapped and not expr.startswith(("z.", "zod.")):  # zodToJsonSchema(Schema)
        expr = resolve(wrapped.group(1), text)
    calls = _chain(expr)
    if calls and calls[0][0] in ("object", "strictObject"):
        expr = calls[0][1].strip()
    entries = {**_spread_entries(expr, text), **_entries(expr)}
    if not entries:
        return None
    if "properties" in entries or string_value(entries.get("type", "")) == "object":
        return _json_schema(entries, text)
    return _zod_shape(entries)


def _spread_entries(obj: str, text: str) -> dict[str, str]:
    """The entries an object literal takes from ``...NAME`` spreads, each followed one hop
    to an object literal of the file or of its package (``{ ...CommonArgs, id: … }``)."""
    obj = obj.strip()
    if not (obj.startswith("{") and obj.endswith("}")):
        return {}
    entries: dict[str, str] = {}
    for piece in _split_top(obj[1:-1]):
        spread = re.fullmatch(r"\.\.\.\s*([A-Za-z_$][\w$]*)", piece)
        if spread:
            entries.update(_entries(resolve(spread.group(1), text)))
    return entries


def annotations_value(expr: str, text: str) -> dict[str, Any]:
    """The hints of an ``annotations`` value: literal ones with their value, a hint set
    from a name with ``None`` (declared, value unknown); ``{"unresolved": True}`` when
    the value is not an object literal the scanner can read (a helper call, an import).
    A trailing ``satisfies T``, ``as T`` or ``as const`` is dropped, before and after
    following a name; an object literal still unreadable is unknown, never empty."""
    resolved = _unwrapped(resolve(_unwrapped(expr), text))
    if not (resolved.startswith("{") and resolved.endswith("}")):
        return {"unresolved": True}
    hints: dict[str, Any] = {}
    for key, value in _entries(resolved).items():
        if key in HINT_KEYS and value in ("true", "false"):
            hints[key] = value == "true"
        elif key in HINT_KEYS:
            hints[key] = None
        elif key == "title" and string_value(value) is not None:
            hints[key] = string_value(value)
    return hints


def _call_arguments(text: str, match: re.Match[str]) -> list[str] | None:
    close = _closing(text, match.end() - 1)
    return None if close is None else _split_top(text[match.end() : close])


def _from_config(name: str, config: dict[str, str], text: str, source: str) -> Tool:
    """A tool from its configuration object. A description or input schema that is set
    but cannot be read (a helper's result, ``X.schema`` of another package) is unknown."""
    output = config.get("outputSchema")
    description = text_value(config.get("description", ""), text)
    schema = schema_value(config["inputSchema"], text) if "inputSchema" in config else None
    unknown = {"description"} if description is None and config.get("description") else set()
    if schema is None and "inputSchema" in config:
        unknown.add("input_schema")
    return Tool(
        name=name,
        description=description or "",
        input_schema=schema,
        output_schema=(schema_value(output, text) or {"type": "object"}) if output else None,
        annotations=annotations_value(config["annotations"], text)
        if "annotations" in config
        else None,
        source=source,
        stated=CLASS_STATES - unknown if unknown else None,
    )


def _is_callback(arg: str) -> bool:
    return "=>" in arg.split("{", 1)[0] or arg.startswith(("async", "function"))


def _tool_call(text: str, match: re.Match[str], path: str) -> Tool | None:
    args = _call_arguments(text, match)
    name = text_value(args[0], text) if args else None
    if not name:
        return None
    description, shape, annotations = "", None, None
    for arg in args[1:]:
        if _is_callback(arg):
            break
        if not description and shape is None and text_value(arg, text) is not None:
            description = text_value(arg, text) or ""
            continue
        entries = _entries(resolve(arg, text))
        if entries and set(entries) <= HINT_KEYS | {"title"}:
            annotations = annotations_value(arg, text)
        elif shape is None:
            shape = schema_value(arg, text)
    return Tool(
        name=name,
        description=description,
        input_schema=shape if shape is not None else {"type": "object", "properties": {}},
        annotations=annotations,
        source=f"{path}:{_line(text, match.start())}",
    )


def _registered_tool(text: str, match: re.Match[str], path: str) -> Tool | None:
    args = _call_arguments(text, match)
    name = text_value(args[0], text) if args else None
    if not name or len(args) < 2:
        return None
    config = _entries(resolve(args[1], text))
    return _from_config(name, config, text, f"{path}:{_line(text, match.start())}")


def _listed_tool(text: str, match: re.Match[str], path: str) -> Tool | None:
    close = _closing(text, match.start())
    if close is None:
        return None
    entries = _entries(text[match.start() : close + 1])
    name = string_value(entries.get("name", "") or entries.get("method", ""))
    # An array (``parameters: ["[url]"]``, a CLI command's arguments) is no schema.
    key = next((k for k in SCHEMA_KEYS if k in entries and entries[k][:1] != "["), None)
    if not name or key is None or ("inputSchema" not in entries and "description" not in entries):
        return None
    entries = {**entries, "inputSchema": entries[key]}
    return _from_config(name, entries, text, f"{path}:{_line(text, match.start())}")


def _class_fields(body: str) -> dict[str, str]:
    """``name = value`` fields at the top level of a class body (methods are skipped)."""
    fields, pos = {}, 0
    while pos < len(body) and len(fields) < MAX_MATCHES:
        end = _scan_to(body, pos, ";\n")
        while end < len(body) and body[end] == "\n" and _continues(body, pos, end):
            end = _scan_to(body, end + 1, ";\n")
        field = _FIELD.match(body[pos:end].strip())
        if field:
            fields.setdefault(field.group(1), field.group(2).strip())
        if end >= len(body) or body[end] not in ";\n":
            break
        pos = end + 1
    return fields


def _continues(body: str, start: int, newline: int) -> bool:
    """Whether a field's value goes on past the line break at ``newline``: the line ends
    in ``=`` or an operator, or the next line starts with one (``? a : b``, ``.trim()``)."""
    before, after = body[start:newline].rstrip(), body[newline + 1 :].lstrip()
    return before.endswith(("=", "?", ":", "+", "||", "&&", "(", ",")) or after.startswith(
        ("?", ":", ".", "+", "||", "&&", "??")
    )


def _class_pattern(name: str) -> re.Pattern[str]:
    return re.compile(_CLASS_HEAD.pattern.replace(_CLASS_NAME, f"({re.escape(name)})", 1))


def _class_named(name: str, text: str) -> tuple[re.Match[str], str] | None:
    """The declaration of class ``name`` in the file, or in the module of the same
    package it is imported from."""
    found = _class_pattern(name).search(text)
    if found:
        return found, text
    imported = imported_from(name, text)
    if imported is None:
        return None
    found = _class_pattern(imported[0]).search(imported[1])
    return (found, imported[1]) if found else None


# Keys a tool class may give its input schema under (``argsShape``: a zod shape).
CLASS_SCHEMA_KEYS = (*SCHEMA_KEYS, "argsShape")
# The fields a tool class names itself by: an instance ``name``, or a static ``toolName``
# that the base class's constructor copies into ``name``.
CLASS_NAME_KEYS = ("name", "toolName")
CLASS_STATES = frozenset({"description", "input_schema", "output_schema", "annotations"})
_GETTER = r"\bget\s+{}\s*\(\s*\)\s*(?::[^{{}}()]{{0,300}}?)?\{{"


def _class_tool(text: str, match: re.Match[str], path: str) -> Tool | None:
    """A tool written as a class (``name = "x"`` or ``static toolName = "x"``,
    ``description``, ``inputSchema``/``schema``/``argsShape``, ``annotations``), some of it
    set by a base class of the file or the package. Only a class that names itself, whose
    own name or a base's ends in ``Tool``, and that looks like an MCP tool definition:
    its chain sets a description and an input schema, or the file registers it with a
    server. A set-up wizard's ``class Cursor extends AITool { name = "Cursor" }`` is not."""
    if not any(n.rsplit(".", 1)[-1].endswith("Tool") for n in match.groups("")):
        return None  # cheaply: most classes are not tools
    chain = _class_chain_with_texts(match, text)
    own = chain[0][2]
    names = [n for cls, base, _, _ in chain for n in (cls, base.rsplit(".", 1)[-1])]
    name_key = next((k for k in CLASS_NAME_KEYS if k in own), None)
    if name_key is None or not any(n.endswith("Tool") for n in names):
        return None
    fields: dict[str, tuple[str, str]] = {}
    for _, _, values, home in chain:
        for key, value in values.items():
            fields.setdefault(key, (value, home))
    name = text_value(*fields[name_key])
    schema_key = next((k for k in CLASS_SCHEMA_KEYS if k in fields), None)
    # A schema a getter computes (``get argsShape() { … }``) is set, but not known here.
    computed = schema_key is None and any(
        _getter_body(k, values) for _, _, values, _ in chain for k in CLASS_SCHEMA_KEYS
    )
    described = "description" in fields and (schema_key is not None or computed)
    if not name or not (described or _registered_class(match.group(1), text)):
        return None
    output = fields.get("outputSchema")
    description = text_value(*fields["description"]) if "description" in fields else ""
    unknown = {"description"} if description is None else set()
    if computed or (schema_key and _unread_property(*fields[schema_key])):
        unknown.add("input_schema")
    return Tool(
        name=name,
        description=description or "",
        input_schema=schema_value(*fields[schema_key]) if schema_key else None,
        output_schema=(schema_value(*output) or {"type": "object"}) if output else None,
        annotations=_class_annotations(chain, fields),
        source=f"{path}:{_line(text, match.start())}",
        # What is computed at run time (``cond ? "a" : "b"``) is unknown, not missing.
        stated=CLASS_STATES - unknown if unknown else None,
    )


def _unread_property(expr: str, text: str) -> bool:
    """Whether a zod shape holds a property built by a helper the scanner cannot read
    (``zEJSON().describe(…)``, ``Args.projectId()``) or described by a helper's text:
    its type or description is unknown, not missing."""
    expr = resolve(expr, text)
    calls = _chain(expr)
    if calls and calls[0][0] in ("object", "strictObject"):
        expr = calls[0][1].strip()
    entries = {**_spread_entries(expr, text), **_entries(expr)}
    if "properties" in entries or string_value(entries.get("type", "")) == "object":
        return False  # a JSON-schema literal
    return any(_unread(value) for value in entries.values())


def _unread(value: str) -> bool:
    parsed = zod_property(value) or _typed_field(value)
    if parsed is None:
        return True
    # ``.describe(helper(…))``: described, with a text the scanner cannot know.
    return ".describe(" in value and "description" not in parsed[0]


def _registered_class(name: str, text: str) -> bool:
    """Whether the file hands the class (or an instance of it) to a server's tool
    registration: ``server.registerTool(new X())``, ``server.addTool(X)``."""
    pattern = rf"\.(?:registerTool|addTool|tool)\s*\(\s*(?:new\s+)?{re.escape(name)}\b"
    return re.search(pattern, text) is not None


def _class_annotations(chain: list[tuple[str, str, dict, str]], fields: dict) -> dict | None:
    """The hints of a tool class: an ``annotations`` field, else an ``annotations`` getter
    of the class or a base that returns an object literal (followed one hop). Unknown
    when a getter computes them, or when a base class could not be read (it may set
    them); None only when the whole chain was read and sets none."""
    for _, _, values, home in chain:
        if "annotations" in values:
            return annotations_value(*fields["annotations"])
        getter = _getter_result("annotations", home, values)
        if getter is not None:
            return getter
    # The last class read still extends one: a base of another package, or too deep.
    return dict(UNKNOWN_ANNOTATIONS) if chain[-1][1] else None


def _getter_body(name: str, values: dict) -> str | None:
    """The body of a class's ``get <name>()`` (its chain entry keeps the class body)."""
    body = values.get(_GETTER_BODY) or ""
    found = re.search(_GETTER.format(re.escape(name)), body)
    if found is None:
        return None
    close = _closing(body, found.end() - 1)
    return body[found.end() : close].strip() if close is not None else ""


def _getter_result(name: str, home: str, values: dict) -> dict | None:
    """The hints an ``get annotations()`` of a class body returns, when the body is one
    ``return`` of an object literal (or of a constant or function that gives one) whose
    hints are all literals; ``UNKNOWN_ANNOTATIONS`` for any other getter; None without one."""
    inner = _getter_body(name, values)
    if inner is None:
        return None
    if not inner.startswith("return"):
        return dict(UNKNOWN_ANNOTATIONS)  # computed: a switch, a mutation, a lookup
    result = _returned(inner)
    hints = annotations_value(result, home) if result else dict(UNKNOWN_ANNOTATIONS)
    if any(value is None for value in hints.values()):
        return dict(UNKNOWN_ANNOTATIONS)  # a hint read from ``this`` or a parameter
    return hints


def _class_chain_with_texts(match: re.Match[str], text: str) -> list[tuple[str, str, dict, str]]:
    """``(class name, base name, fields, text of its file)`` of a class and its bases."""
    chain: list[tuple[str, str, dict, str]] = []
    current: tuple[re.Match[str], str] | None = (match, text)
    while current is not None and len(chain) < MAX_CLASS_DEPTH:
        head, home = current
        close = _closing(home, head.end() - 1)
        body = home[head.end() : close] if close is not None else ""
        base = head.group(2) or ""
        chain.append((head.group(1), base, {**_class_fields(body), _GETTER_BODY: body}, home))
        base_name = base.rsplit(".", 1)[-1]
        current = _class_named(base_name, home) if base_name else None
    return chain


def javascript_tools(path: str, text: str, sources: Sources | None = None) -> list[Tool]:
    """The tools defined in one TypeScript or JavaScript file (``sources``: the rest of
    the checkout, for what the file imports from its own package)."""
    if not _CANDIDATE.search(text):
        return []
    text = SourceText.of(text, path, sources)
    found: list[tuple[int, Tool | None]] = []
    for pattern, reader in (
        (_TOOL_CALL, _tool_call),
        (_REGISTER_CALL, _registered_tool),
        (_LISTED_TOOL, _listed_tool),
        (_CLASS_HEAD, _class_tool),
    ):
        matches = itertools.islice(pattern.finditer(text), MAX_MATCHES)
        found += [(m.start(), reader(text, m, path)) for m in matches]
    return [tool for _, tool in sorted(found, key=lambda pair: pair[0]) if tool is not None]
