"""Tool definitions in Rust source (the ``rmcp`` SDK), read with the small scanner.

Recognised forms:

- the ``#[tool(...)]`` attribute on a method: ``#[tool(name = "x", description =
  "…", annotations(read_only_hint = true, destructive_hint = false))]`` before
  ``fn x(…)`` (the name defaults to the function's); its input schema comes from a
  parameter type the scanner does not read, so it is not stated (unknown);
- a ``Tool { name: "x".into(), description: Some("…".into()), input_schema: …,
  annotations: Some(ToolAnnotations { read_only_hint: Some(true), … }) }`` literal.

The item ``#[cfg(test)]`` marks (a module, a function) is test code: ``rust_tools``
skips it and ``rust_test_tools`` reads only it.
Nothing is evaluated.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from assessments.collect.source_tools.scanner import (
    MAX_MATCHES,
    _closing,
    _line,
    _split_top,
    string_value,
)
from assessments.observations import Tool

TOOL_ATTRIBUTE = re.compile(r"#\[\s*tool\s*(?:\(|\])")
DOC_COMMENT = re.compile(r"^\s*///\s?(.*)$")
TOOL_LITERAL = re.compile(r"(?<![\w:])(?:rmcp::model::)?Tool\s*\{")
FUNCTION = re.compile(r"\bfn\s+([A-Za-z_]\w*)")
TEST_ATTRIBUTE = re.compile(r"^[ \t]*#\[cfg\(test\)\]", re.MULTILINE)
MAX_TEST_BLOCKS = 200
HINTS = {
    "read_only_hint": "readOnlyHint",
    "destructive_hint": "destructiveHint",
    "idempotent_hint": "idempotentHint",
    "open_world_hint": "openWorldHint",
}
_PAIR = re.compile(r"^\s*([a-z_]\w*)\s*[=:]\s*(.*)\Z", re.DOTALL)
_WRAPPED = re.compile(r"^(?:Some\s*\(|Cow::from\s*\(|Cow::Borrowed\s*\()?(.*?)\)?$", re.DOTALL)


def _rust_string(expr: str) -> str | None:
    """``"x"``, ``"x".into()``, ``"x".to_string()``, ``Some("x".into())``, ``r#"x"#``."""
    expr = expr.strip()
    expr = re.sub(r"\.(?:into|to_string|to_owned)\(\)\s*$", "", expr)
    inner = _WRAPPED.match(expr)
    expr = inner.group(1).strip() if inner else expr
    expr = re.sub(r"\.(?:into|to_string|to_owned)\(\)\s*$", "", expr)
    raw = re.fullmatch(r'r(#*)"(.*)"\1', expr, re.DOTALL)
    return raw.group(2) if raw else string_value(expr)


def _bool(expr: str) -> bool | None:
    expr = expr.strip()
    some = re.fullmatch(r"Some\s*\((.*)\)", expr, re.DOTALL)
    return {"true": True, "false": False}.get((some.group(1) if some else expr).strip())


def _pairs(body: str) -> dict[str, str]:
    pairs = {}
    for piece in _split_top(body):
        pair = _PAIR.match(piece)
        if pair:
            pairs[pair.group(1)] = pair.group(2).strip()
        elif re.fullmatch(r"[a-z_]\w*\s*\(.*\)", piece.strip(), re.DOTALL):
            name = piece.strip().split("(", 1)[0].strip()
            pairs[name] = piece.strip()[len(name) :].strip()
    return pairs


def _hints(expr: str) -> dict[str, Any]:
    """Hints of ``annotations(read_only_hint = true)`` or ``ToolAnnotations { … }``."""
    expr = expr.strip()
    start = 0 if expr.startswith("(") else expr.find("{")  # annotations(…) or a struct literal
    close = _closing(expr, start) if start >= 0 else None
    if close is None:
        return {"unresolved": True}
    hints: dict[str, Any] = {}
    for key, value in _pairs(expr[start + 1 : close]).items():
        if key in HINTS:
            hints[HINTS[key]] = _bool(value)
        elif key == "title":
            hints["title"] = _rust_string(value)
    return hints


def _doc_comment(text: str, offset: int) -> str:
    """The ``///`` lines right above ``offset`` (rmcp's description when none is given)."""
    lines = text[:offset].splitlines()
    found = []
    for line in reversed(lines[-40:]):
        comment = DOC_COMMENT.match(line)
        if comment:
            found.append(comment.group(1).strip())
        elif line.strip() and not line.strip().startswith("#["):
            break
    return " ".join(reversed(found)).strip()


def _attribute_tool(text: str, match: re.Match[str], path: str) -> Tool | None:
    bare = text[match.end() - 1] == "]"
    close = match.end() - 1 if bare else _closing(text, match.end() - 1)
    if close is None:
        return None
    function = FUNCTION.search(text, close, close + 2000)
    pairs = {} if bare else _pairs(text[match.end() : close])
    name = _rust_string(pairs["name"]) if "name" in pairs else None
    name = name or (function.group(1) if function else None)
    if not name:
        return None
    annotations = _hints(pairs["annotations"]) if "annotations" in pairs else None
    return Tool(
        name=name,
        description=_rust_string(pairs.get("description", "")) or _doc_comment(text, match.start()),
        annotations=annotations,
        source=f"{path}:{_line(text, match.start())}",
        # The input schema comes from the parameter's type (schemars): not read here.
        stated=frozenset({"description", "annotations"}),
    )


def _literal_tool(text: str, match: re.Match[str], path: str) -> Tool | None:
    close = _closing(text, match.end() - 1)
    if close is None:
        return None
    pairs = _pairs(text[match.end() : close])
    name = _rust_string(pairs.get("name", ""))
    if not name or "description" not in pairs:
        return None
    annotations = None
    if "annotations" in pairs and pairs["annotations"].strip() != "None":
        annotations = _hints(pairs["annotations"])
    return Tool(
        name=name,
        description=_rust_string(pairs["description"]) or "",
        annotations=annotations,
        source=f"{path}:{_line(text, match.start())}",
        stated=frozenset({"description", "annotations"}),
    )


def test_blocks(text: str) -> list[tuple[int, int]]:
    """(start, end) offsets of the items ``#[cfg(test)]`` marks: the braced block of the
    module, function or impl that follows (``mod tests;`` marks no block here)."""
    blocks = []
    for match in itertools.islice(TEST_ATTRIBUTE.finditer(text), MAX_TEST_BLOCKS):
        brace = text.find("{", match.end(), match.end() + 2000)
        semicolon = text.find(";", match.end(), match.end() + 2000)
        if brace < 0 or (0 <= semicolon < brace):
            continue
        close = _closing(text, brace)
        blocks.append((match.start(), close + 1 if close is not None else len(text)))
    return blocks


def _blank(text: str, blocks: list[tuple[int, int]]) -> str:
    """``text`` with ``blocks`` replaced by spaces, newlines kept (line numbers stay)."""
    for start, end in reversed(blocks):
        text = text[:start] + re.sub(r"[^\n]", " ", text[start:end]) + text[end:]
    return text


def _outside(blocks: list[tuple[int, int]], length: int) -> list[tuple[int, int]]:
    """The spans of a text of ``length`` characters that ``blocks`` do not cover."""
    spans, start = [], 0
    for begin, end in blocks:
        if begin > start:
            spans.append((start, begin))
        start = max(start, end)
    return spans + ([(start, length)] if start < length else [])


def rust_tools(path: str, text: str) -> list[Tool]:
    """The tools defined in one Rust file, test code excepted."""
    return _tools(path, _blank(text, test_blocks(text)))


def rust_test_tools(path: str, text: str) -> list[Tool]:
    """The tools defined in the ``#[cfg(test)]`` items of one Rust file."""
    blocks = test_blocks(text)
    return _tools(path, _blank(text, _outside(blocks, len(text)))) if blocks else []


def _tools(path: str, text: str) -> list[Tool]:
    if "tool" not in text.lower():
        return []
    found: list[tuple[int, Tool | None]] = []
    for pattern, reader in ((TOOL_ATTRIBUTE, _attribute_tool), (TOOL_LITERAL, _literal_tool)):
        matches = itertools.islice(pattern.finditer(text), MAX_MATCHES)
        found += [(m.start(), reader(text, m, path)) for m in matches]
    return [tool for _, tool in sorted(found, key=lambda pair: pair[0]) if tool is not None]
