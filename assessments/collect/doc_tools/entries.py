"""One documented tool while its section is read (``_Entry``), and the lines that add to it:
its name, parameters, fields and annotation hints."""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Any

from assessments.collect.doc_tools.patterns import (
    CODE_SPAN,
    FIELD_LINE,
    FILE_NAME,
    HINT_KEYS,
    HINT_LINE,
    LABEL_LINE,
    LINKED_NAME,
    LOCALE,
    MARKED_NAME,
    MARKUP,
    MAX_DESCRIPTION,
    MAX_LINE,
    NAME,
    NO_PARAMETERS,
    NOT_PARAMETERS_LABEL,
    PARAMETER,
    PARAMETER_HEADER,
    PARAMETER_SHAPE,
    REQUIRED_MARK,
    SEPARATOR,
    SOURCE_REFERENCE,
    TYPE_WORD,
    TYPE_WORDS,
)
from assessments.observations import Tool


@dataclass
class _Entry:
    name: str
    form: str
    strong: bool = True  # the name alone says it is a tool (get_weather, getWeather)
    group: int = 0  # entries of one list share a group
    description: list[str] = field(default_factory=list)
    described: bool = False  # a "Description:" field was given: it is the description
    parameters: dict[str, dict[str, Any]] = field(default_factory=dict)
    required: list[str] = field(default_factory=list)
    hints: dict[str, bool] = field(default_factory=dict)
    details: bool = False  # a parameter, field or hint was stated under it
    no_parameters: bool = False  # "Parameters: None"
    optional_block: bool = False  # under "Optional inputs:"
    in_parameters: bool = False  # under "Parameters:": "`name`: prose" is a parameter
    marked_required: list[str] = field(default_factory=list)  # "`a` (`string`) (required)"
    collecting: bool = True  # bullets below are its parameters (not "Request headers:")
    category: bool = False  # it names a category of tools, not a tool

    def tool(self, origin: str) -> Tool:
        description = " ".join(" ".join(self.description).split())[:MAX_DESCRIPTION]
        stated = {"description"} if description else set()
        schema = None
        typed = any("type" in spec for spec in self.parameters.values())
        if typed or (self.no_parameters and not self.parameters):
            # Untyped parameter names are no input schema: the README does not state one.
            stated.add("input_schema")
            schema = {"type": "object", "properties": self.parameters}
            if self.required:
                schema["required"] = self.required
        if self.hints:
            stated.add("annotations")
        return Tool(
            name=self.name,
            description=description,
            input_schema=schema,
            annotations=dict(self.hints) or None,
            source=f"{origin} {self.form}",
            stated=frozenset(stated),
        )


def _clean(text: str) -> str:
    return MARKUP.sub("", text).strip()


def name_kind(name: str) -> str | None:
    """ "strong" for a name that is plainly a tool's (``get_weather``, ``getWeather``,
    ``weather.get``), "weak" for a single word (``echo``), None for what is never a tool:
    a file or folder name, a code (``US``, ``en-US``, ``pd``) or an upper-case variable."""
    if FILE_NAME.search(name) or name.endswith("/") or "/" in name.strip("/"):
        return None
    if len(name) < 3 or name.replace("_", "").replace("-", "").isupper() or LOCALE.match(name):
        return None
    inner = name.strip("_.-")
    if any(mark in inner for mark in "_-.") or any(
        a.islower() and b.isupper() for a, b in itertools.pairwise(inner)
    ):
        return "strong"
    return "weak"


def _name_and_rest(text: str, *, marked_only: bool) -> tuple[str, str] | None:
    """The tool name an item or title starts with, and the text after it."""
    text = text.strip()[:MAX_LINE]
    linked = LINKED_NAME.match(text)
    if linked:
        text = linked.group("label") + linked.group("rest")
    found = MARKED_NAME.match(text)
    if not found:
        return None
    name, rest = found.group("name"), found.group("rest")
    code = text.startswith(("`", "**`", "__`")) or bool(linked)
    marked = code or text[:1] in "*_"
    identifier = any(char in name for char in "_.") or (
        name[:1].islower() and ("-" in name or any(c.isupper() for c in name[1:]))
    )
    if not (code or identifier):
        return None  # "**Note**:", "**Read-only**:" and plain words are not tool names
    if not (marked or not marked_only):
        return None
    if rest and not SEPARATOR.match(rest) and not rest.startswith("("):
        return None
    if PARAMETER_SHAPE.match(rest) or name_kind(name.rstrip(".-")) is None:
        return None  # "`query` (string, required)" is a parameter; "`index.ts`" a file
    rest = SEPARATOR.sub("", rest, count=1).strip()
    where = SOURCE_REFERENCE.match(rest)  # "(tools/echo.ts): …": where it is defined
    return name.rstrip(".-/"), rest[where.end() :] if where else rest


def _heading_name(title: str) -> tuple[str, str] | None:
    """The tool a heading names: at its start (``get_weather — …``) or as the one tool
    name in a code span (``Web Search (`web_search`)``)."""
    named = _name_and_rest(title, marked_only=False)
    if named is not None:
        return named
    spans = {span.strip() for span in CODE_SPAN.findall(title[:MAX_LINE])}
    names = {span for span in spans if NAME.match(span) and name_kind(span) == "strong"}
    return (names.pop(), "") if len(names) == 1 else None


def _hint(text: str) -> tuple[str, bool] | None:
    found = HINT_LINE.match(text.strip()[:MAX_LINE])
    if not found:
        return None
    word = found.group(1).lower()
    key = next(value for prefix, value in HINT_KEYS.items() if word.startswith(prefix))
    return key, found.group(2).lower() in ("true", "yes")


def _parameter(text: str) -> tuple[str, dict[str, Any], bool] | None:
    """(name, schema, required) of a parameter line, or None when it is not one."""
    found = PARAMETER.match(text.strip()[:MAX_LINE])
    if not found or not (found.group("paren") is not None or found.group("sep")):
        return None
    paren, rest = found.group("paren") or "", found.group("rest") or ""
    typed = TYPE_WORD.search(paren) or TYPE_WORD.match(_clean(rest))
    if not typed and not paren:
        return None  # "name: prose" is a sentence, not a parameter
    schema: dict[str, Any] = {}
    if typed:
        schema["type"] = TYPE_WORDS[typed.group(1).lower()]
    description = rest
    if typed and not paren:
        description = _clean(rest)[typed.end() :].lstrip(" -—–:,")
    if description.strip():
        schema["description"] = " ".join(description.split())
    required = "optional" not in paren.lower() and "optional" not in rest.lower()[:40]
    return found.group("name"), schema, required


def _add_parameter(entry: _Entry, text: str) -> bool:
    parameter = _parameter(text)
    if parameter is None:
        return False
    name, schema, required = parameter
    entry.parameters.setdefault(name, schema)
    entry.details = True
    if REQUIRED_MARK.search(text[:MAX_LINE]):
        entry.marked_required.append(name)
    if required and not entry.optional_block and name not in entry.required:
        entry.required.append(name)
    return True


def _add_untyped_parameter(entry: _Entry, text: str) -> bool:
    """``- `query`: Search query string`` below ``Parameters:``: a parameter whose type
    the README does not state (a signature above it may)."""
    found = PARAMETER.match(text.strip()[:MAX_LINE])
    marked = text.strip()[:1] in "`*_"
    if not (entry.in_parameters and found and marked and found.group("sep")):
        return False
    description = " ".join((found.group("rest") or "").split())
    schema = entry.parameters.setdefault(found.group("name"), {})
    if description:
        schema.setdefault("description", description)
    entry.details = True
    return True


def _add_field(entry: _Entry, text: str) -> bool:
    """A ``Title:``/``Description:``/``Returns:`` line: the description, or nothing."""
    found = FIELD_LINE.match(text.strip())
    if not found:
        return False
    entry.details = True
    if found.group("field").lower() == "description" and found.group("value").strip():
        if not entry.described:
            entry.description.clear()
        entry.described = True
        entry.description.append(found.group("value").strip())
    return True


def _add_header(entry: _Entry, text: str) -> bool:
    """``Parameters:``, ``Optional inputs:``, ``Parameters: None``, or the parameters
    given inline (``Parameters: - `a` (string): … - `b` (object): …``)."""
    header = PARAMETER_HEADER.match(text.strip())
    if not header:
        return False
    rest = text.strip()[header.end() :].strip()
    none = bool(NO_PARAMETERS.match(_clean(rest)))
    if rest and not none and not rest.startswith("- "):
        return _add_parameter(entry, rest)  # "Parameters: `path` (string)"
    entry.details = True
    entry.collecting = entry.in_parameters = True
    entry.optional_block = bool(header.group("optional"))
    entry.no_parameters = entry.no_parameters or none
    for inline in re.split(r"(?:^|\s)-\s+(?=[`*_])", rest[:MAX_LINE]):
        if inline.strip():
            _add_parameter(entry, inline)
    return True


def _add_detail(entry: _Entry, text: str) -> None:
    """A nested line under a tool: a parameter, an annotation, a field, or more
    description."""
    hint = _hint(text)
    if hint is not None:
        entry.hints[hint[0]] = hint[1]
        entry.details = True
        return
    text = text[:MAX_LINE]
    if _add_header(entry, text) or _add_field(entry, text):
        return
    if not entry.collecting:
        return
    if _add_parameter(entry, text) or _add_untyped_parameter(entry, text):
        return
    if entry.parameters or entry.described:
        return
    if len(" ".join(entry.description)) < MAX_DESCRIPTION:
        entry.description.append(text.strip())


def _label(entry: _Entry, line: str) -> bool:
    """A label line under a tool heading: parameters follow it, or (request headers,
    returns, notes) something else does."""
    found = LABEL_LINE.match(line.strip()[:MAX_LINE])
    if not found or not line.strip().rstrip("*_").endswith(":"):
        return False
    if _add_header(entry, line):
        return True
    entry.collecting = not NOT_PARAMETERS_LABEL.search(found.group("label"))
    entry.in_parameters = False
    return True
