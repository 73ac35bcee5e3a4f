"""TypeScript/JavaScript tools written as classes (``class X extends BaseTool { name =
"x"; description = …; inputSchema = …; annotations = … }``), with what a base class of
the file or of the same package sets."""

from __future__ import annotations

import re

from assessments.collect.source_tools.javascript_schemas import (
    SCHEMA_KEYS,
    _unread_property,
    annotations_value,
    schema_value,
)
from assessments.collect.source_tools.javascript_values import _returned, imported_from, text_value
from assessments.collect.source_tools.scanner import MAX_MATCHES, _closing, _line, _scan_to
from assessments.observations import Tool

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
