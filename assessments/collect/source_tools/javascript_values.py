"""Following a TypeScript/JavaScript value one hop: a name to its ``const`` in the file
or in the module of the same package it is imported from, a call to what the function
returns when it returns one expression, a template string's ``${NAME}`` to a string
constant. What cannot be followed is left as written (unknown to the readers)."""

from __future__ import annotations

import itertools
import re

from assessments.collect.source_tools.scanner import (
    MAX_MATCHES,
    _closing,
    _entries,
    _scan_to,
    string_value,
)
from assessments.collect.source_tools.sources import Sources

_IDENTIFIER = re.compile(r"[A-Za-z_$][\w$]*\Z")
_MEMBER = re.compile(r"([A-Za-z_$][\w$]*)\s*\.\s*([A-Za-z_$][\w$]*)\Z")
_EXPORT_LIST = re.compile(
    r"export\s*(?:type\s+)?\{([^{}]{0,2000})\}\s*from\s*[\"']([^\"']{1,300})[\"']"
)
_EXPORT_ALL = re.compile(r"export\s*\*\s*from\s*[\"']([^\"']{1,300})[\"']")
MAX_EXPORT_ALL = 20  # ``export * from`` modules of an index file looked into


class SourceText(str):
    """A file's text that knows its path and the rest of the checkout, so that a name the
    file imports from a module of its own package (``import { X } from "./x.js"``) can be
    followed there. Every reader takes the file's text; slices of it are plain strings."""

    path: str = ""
    sources: Sources | None = None

    @classmethod
    def of(cls, text: str, path: str, sources: Sources | None) -> SourceText:
        source = cls(text)
        source.path, source.sources = path, sources
        return source


def _definition(name: str, text: str) -> str | None:
    """The expression a ``const``/``let``/``var`` of the file is set to."""
    found = re.search(
        rf"(?:const|let|var)\s+{re.escape(name)}\s*(?::[^=\n]{{0,200}})?=(?!=)\s*", text
    )
    if not found:
        return None
    return text[found.end() : _scan_to(text, found.end(), ";")].strip()


def imported_from(name: str, text: str) -> tuple[str, SourceText] | None:
    """The name's original name and the text of the module of the same package it is
    imported from (whose own imports are not followed: one hop)."""
    sources = getattr(text, "sources", None)
    if sources is None or name not in text:
        return None
    pattern = r"import\s*(?:type\s+)?\{([^{}]{0,2000})\}\s*from\s*[\"']([^\"']{1,300})[\"']"
    for statement in itertools.islice(re.finditer(pattern, text), MAX_MATCHES):
        for item in statement.group(1).split(","):
            original, _, local = (part.strip() for part in item.partition(" as "))
            if (local or original) == name:
                found = sources.javascript_module(text.path, statement.group(2))  # type: ignore[attr-defined]
                if found is None:
                    return None
                original, found = _through_index(original, found, sources)
                return original, SourceText.of(found[1], found[0], None)
    return None


def _declares(name: str, text: str) -> bool:
    pattern = rf"\b(?:const|let|var|function\s*\*?|class|enum)\s+{re.escape(name)}\b"
    return re.search(pattern, text) is not None


def _through_index(
    name: str, module: tuple[str, str], sources: Sources
) -> tuple[str, tuple[str, str]]:
    """Where an index file that only re-exports ``name`` (``export { X } from "./x.js"``,
    ``export * from "./x.js"``) takes it from: that module of the same package, once;
    the module itself otherwise."""
    path, text = module
    if _declares(name, text):
        return name, module
    for statement in itertools.islice(_EXPORT_LIST.finditer(text), MAX_MATCHES):
        for item in statement.group(1).split(","):
            original, _, exported = (part.strip() for part in item.partition(" as "))
            if (exported or original) == name:
                found = sources.javascript_module(path, statement.group(2))
                return (original, found) if found else (name, module)
    for statement in itertools.islice(_EXPORT_ALL.finditer(text), MAX_EXPORT_ALL):
        found = sources.javascript_module(path, statement.group(1))
        if found and _declares(name, found[1]):
            return name, found
    return name, module


def _property(name: str, key: str, text: str) -> str | None:
    """The value of ``key`` in the object literal a ``const`` of the file (or of the
    module of the same package it is imported from) is set to: ``getDataTool.name``
    where ``export const getDataTool = { name: "get_data", … } as const``. A constant of
    the object's own file that the value names is followed too."""
    definition, home = _definition(name, text), text
    if definition is None:
        imported = imported_from(name, text)
        if imported is None:
            return None
        definition, home = _definition(*imported), imported[1]
    obj = _unwrapped(definition or "")
    if not (obj.startswith("{") and obj.endswith("}")):
        return None
    value = _entries(obj).get(key)
    if value is not None and _IDENTIFIER.match(value):
        return _definition(value, home) or value
    return value


def _returned(body: str) -> str | None:
    """The expression of the ``return`` at the top level of a function body."""
    i = 0
    while i < len(body):
        i = _scan_to(body, i, "r")
        if i >= len(body) or body[i] != "r":
            return None
        if body.startswith("return", i) and not re.match(r"[\w$]", body[i - 1 : i] or " "):
            start = i + len("return")
            return _unwrapped(body[start : _scan_to(body, start, ";")])
        i += 1
    return None


# A trailing type assertion: ``as const``, ``as T``, ``satisfies T`` (``T`` a plain or
# generic type name, an indexed or array type, or a union of them).
_TYPE_SUFFIX = re.compile(r"\s+(?:as|satisfies)\s+[\w.$<>\[\], |&]+\s*$")


def _unwrapped(expr: str) -> str:
    """An expression without its surrounding parentheses and a trailing ``as const``,
    ``as T`` or ``satisfies T``."""
    expr = expr.strip()
    for _ in range(3):  # ``{…} as const satisfies T``
        stripped = _TYPE_SUFFIX.sub("", expr)
        if stripped == expr:
            break
        expr = stripped.strip()
    while expr.startswith("(") and _closing(expr, 0) == len(expr) - 1:
        expr = expr[1:-1].strip()
    return expr


def _function_result(name: str, text: str) -> str | None:
    """What a function of the file returns when it returns one literal expression:
    ``function schema() { return {…} }`` or ``const schema = () => ({…})``."""
    declared = re.search(
        rf"\bfunction\s*\*?\s*{re.escape(name)}\s*(?:<[^()]{{0,200}}>)?\s*\(", text
    )
    if declared:
        return _function_body_result(text, declared.end() - 1)
    value = re.sub(r"^async\s+", "", _definition(name, text) or "")
    if value.startswith("function"):
        opening = value.find("(")
        return _function_body_result(value, opening) if opening >= 0 else None
    if value.startswith("("):
        close = _closing(value, 0)
        rest = value[close + 1 :] if close is not None else ""
    else:
        parameter = re.match(r"[A-Za-z_$][\w$]*", value)
        rest = value[parameter.end() :] if parameter else ""
    arrow = re.match(r"\s*(?::[^=]{0,200}?)?=>\s*", rest)
    if arrow is None:
        return None
    body = rest[arrow.end() :].strip()
    if body.startswith("{"):
        end = _closing(body, 0)
        return _returned(body[1:end]) if end is not None else None
    return _unwrapped(body)


def _function_body_result(text: str, opening: int) -> str | None:
    """The returned expression of the function whose parameter list opens at ``opening``."""
    close = _closing(text, opening)
    brace = text.find("{", close) if close is not None else -1
    end = _closing(text, brace) if brace >= 0 else None
    return _returned(text[brace + 1 : end]) if end is not None else None


def resolve(expr: str, text: str) -> str:
    """Follow a bare name once to its ``const``/``let``/``var`` definition in the file (or
    in the module of the same package it is imported from), a ``X.key`` to the value
    ``key`` has in the object literal ``X`` is set to, and a call to what the function
    returns when it returns one literal expression."""
    expr = expr.strip()
    call = re.fullmatch(r"([A-Za-z_$][\w$]*)\s*\(.*\)", expr, re.DOTALL)
    if call and _closing(expr, expr.index("(")) == len(expr) - 1:
        result = _function_result(call.group(1), text)
        imported = imported_from(call.group(1), text) if result is None else None
        if imported:
            result = _function_result(*imported)
        return result if result is not None else expr
    member = _MEMBER.match(expr)
    if member:
        found = _property(member.group(1), member.group(2), text)
        return found if found is not None else expr
    if not _IDENTIFIER.match(expr):
        return expr
    definition = _definition(expr, text)
    imported = imported_from(expr, text) if definition is None else None
    if imported:
        definition = _definition(*imported)
    return definition if definition is not None else expr


def text_value(expr: str, text: str) -> str | None:
    """A string literal, template string or ``+`` of them, directly or through a constant
    or a function returning one (a template's ``${NAME}`` filled in when ``NAME`` is a
    string constant of the file)."""
    value = string_value(resolve(expr, text))
    if value is None or "${" not in value:
        return value

    def fill(match: re.Match[str]) -> str:
        inner = string_value(_definition(match.group(1), text) or "")
        return inner if inner is not None else match.group(0)

    return re.sub(r"\$\{\s*([A-Za-z_$][\w$]*)\s*\}", fill, value)
