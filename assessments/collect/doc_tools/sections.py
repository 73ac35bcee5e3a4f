"""Reading one tools section: which headings are tools sections, and the tools its
headings, bullet items and definition lists document (``_SectionReader``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from assessments.collect.doc_tools.entries import (
    _add_detail,
    _add_field,
    _add_parameter,
    _clean,
    _Entry,
    _heading_name,
    _hint,
    _label,
    _name_and_rest,
    _parameter,
    name_kind,
)
from assessments.collect.doc_tools.patterns import (
    BULLET,
    CATEGORY,
    CATEGORY_ITEM,
    LABEL_LINE,
    MAX_LINE,
    MAX_LINES,
    NOT_A_REFERENCE,
    NOT_TOOLS_HEADING,
    NOT_TOOLS_LABEL,
    TOOL_WORD,
    TOOLS_HEADING,
)
from assessments.collect.tool_tables import parameter_table, signature
from assessments.doctext import Heading, Outline


def _tools_sections(doc: Outline) -> list[Heading]:
    """Headings that name tools, outermost first (a nested one is read with its parent)."""
    found: list[Heading] = []
    for heading in doc.headings:
        title = _clean(heading.title)
        if not TOOLS_HEADING.search(title) or NOT_A_REFERENCE.search(title):
            continue
        if any(_not_tools_heading(outer.title) for outer in _ancestors(doc, heading)):
            continue  # "## Trace attributes" > "### MCP tool call spans"
        if any(doc.section(outer)[0] <= heading.line < doc.section(outer)[1] for outer in found):
            continue
        found.append(heading)
    return found


def _ancestors(doc: Outline, heading: Heading) -> Iterator[Heading]:
    level = heading.level
    for outer in reversed([h for h in doc.headings if h.line < heading.line]):
        if outer.level < level:
            level = outer.level
            yield outer


def _not_tools_heading(title: str) -> bool:
    """A heading over prompts, resources, attributes or configuration, not tools."""
    title = _clean(title)
    return bool(NOT_TOOLS_HEADING.match(title)) and not TOOL_WORD.search(title)


def _not_tools_label(line: str) -> bool:
    """A label line (``**Parameters:**``, ``**Region codes:**``) that says the list
    below it holds something other than tools."""
    found = LABEL_LINE.match(line.strip()[:MAX_LINE])
    if not found or not line.strip().rstrip("*_").endswith(":"):
        return False
    label = found.group("label")
    return bool(NOT_TOOLS_LABEL.search(label)) and not TOOL_WORD.search(label)


def _signature(doc: Outline, heading: Heading) -> tuple[str, list[Any]] | None:
    """The function signature in the first code block of a heading's section."""
    start, end = doc.section(heading)
    block = next((b for b in doc.code_blocks if start <= b.start < end), None)
    return signature(block.text) if block is not None else None


def _section_lines(doc: Outline, heading: Heading) -> Iterator[int]:
    start, end = doc.section(heading)
    in_code = {i for block in doc.code_blocks for i in range(block.start - 1, block.end + 1)}
    in_tables = {
        i for table in doc.tables for i in (table.start, table.start + 1, *table.row_lines)
    }
    for index in range(start, min(end, MAX_LINES)):
        if index not in in_code and index not in in_tables:
            yield index


class _SectionReader:
    """Tools documented as headings, bullet items or definition lists in one section."""

    def __init__(self, doc: Outline, heading: Heading) -> None:
        self.doc = doc
        self.heading = heading
        self.entries: list[_Entry] = []
        self.current: _Entry | None = None
        self.item_indent = -1
        self.group = 0
        self.sub_headings = {h.line: h for h in doc.headings if h.level > heading.level}
        self.tool_headings: dict[int, tuple[_Entry, Heading]] = {}
        self.current_heading = -1
        self.categories: list[str] = []
        self.skipped_level = 0  # in a prompts or resources section of this level
        # Under a label such as "**Parameters:**" (1), in the list that follows it (2): a
        # blank line after that list ends it.
        self.skip_list = 0
        self.last_item: tuple[_Entry, int] | None = None  # the last list item, its indent

    def read(self) -> list[_Entry]:
        for index in _section_lines(self.doc, self.heading):
            self.line(index)
        if any(entry.marked_required for entry in self.entries):
            # Where the section marks required parameters, the unmarked ones are optional.
            for entry in self.entries:
                entry.required = [n for n in entry.required if n in entry.marked_required]
        for entry, heading in self.tool_headings.values():
            self.parameter_tables(entry, heading)
            self.signature(entry, heading)
        kept = _tool_entries(self.entries)
        self.categories = [e.name for e in self.entries if e.category and e not in kept]
        return kept

    def parameter_tables(self, entry: _Entry, heading: Heading) -> None:
        """A table of typed parameters in a tool heading's section."""
        start, end = self.doc.section(heading)
        for table in self.doc.tables:
            if start <= table.start < end:
                for name, schema, required in parameter_table(table):
                    entry.parameters.setdefault(name, schema)
                    entry.details = True
                    if required and name not in entry.required:
                        entry.required.append(name)

    def signature(self, entry: _Entry, heading: Heading) -> None:
        """The types and required parameters of a signature in the heading's first code
        block (``async def search(query: str, limit: int = 10)``), when it names the tool."""
        found = _signature(self.doc, heading)
        if found is None or found[0] != entry.name:
            return
        entry.required = [name for name, _, required in found[1] if required]
        for name, schema, _ in found[1]:
            entry.parameters.setdefault(name, {}).update(schema)
        entry.details = True

    def start(self, name: str, form: str, rest: str = "") -> None:
        strong = name_kind(name) == "strong"
        self.current = _Entry(name, form, strong=strong, group=self.group)
        if rest:
            self.current.description.append(rest)
        self.entries.append(self.current)

    def line(self, index: int) -> None:
        line = self.doc.lines[index]
        if index in self.sub_headings:
            heading = self.sub_headings[index]
            if self.skipped_level and heading.level > self.skipped_level:
                return
            self.skipped_level = 0
            self.sub_heading(index, heading)
            return
        if not line.strip():
            self.skip_list = 0 if self.skip_list == 2 else self.skip_list
            return
        if self.skipped_level:
            return
        bullet = BULLET.match(line)
        if bullet:
            self.bullet(len(bullet.group("indent").expandtabs(4)), bullet.group("text"))
        else:
            self.text(index, line)

    def sub_heading(self, index: int, heading: Heading) -> None:
        named = _heading_name(heading.title) or self.signature_name(heading)
        tool = self.tool_headings.get(self.current_heading)
        if named is None and tool is not None and heading.level > tool[1].level:
            _label(tool[0], _clean(heading.title).rstrip(":") + ":")  # "#### Parameters"
            self.current, self.item_indent = tool[0], -1
            return
        self.group += 1
        self.current, self.item_indent, self.current_heading = None, -1, index
        self.skip_list, self.last_item = 0, None
        if named:
            self.start(named[0], "heading", named[1])
            self.tool_headings[index] = (self.current, heading)
        elif _not_tools_heading(heading.title):
            self.skipped_level = heading.level  # "### Prompts" under "## Tools and more"

    def signature_name(self, heading: Heading) -> tuple[str, str] | None:
        """The tool a heading such as ``### 1. Search Tool`` documents, named by the
        function signature in its first code block."""
        found = _signature(self.doc, heading) if TOOL_WORD.search(heading.title) else None
        return (found[0], "") if found and name_kind(found[0]) is not None else None

    def bullet(self, indent: int, text: str) -> None:
        current = self.current
        if current is not None and (
            current.form == "heading" or (current.form == "list" and indent > self.item_indent)
        ):
            _add_detail(current, text)
            return
        if self.last_item and indent > self.last_item[1] and _parameter(text) is not None:
            # A parameter of the last tool, after lines that interrupted its item.
            _add_parameter(self.last_item[0], text)
            return
        if self.skip_list:
            self.skip_list = 2
            return
        category = CATEGORY_ITEM.match(text.strip()[:MAX_LINE])
        if category and name_kind(category.group("name")) != "strong":
            self.start(category.group("name"), "list")  # "`string` tools to get and set"
            self.current.category = True
            self.item_indent = indent
            return
        named = _name_and_rest(text, marked_only=True) or _name_and_rest(text, marked_only=False)
        if named is None:
            self.current, self.item_indent = None, -1
            return
        self.start(named[0], "list", named[1])
        self.item_indent = indent
        self.last_item = (self.current, indent)

    def text(self, index: int, line: str) -> None:
        stripped = line.strip()
        current = self.current
        if stripped.startswith(":") and current is not None and current.form == "definition":
            current.description.append(stripped[1:].strip())
            return
        named = _name_and_rest(stripped, marked_only=True)
        lines = self.doc.lines
        definition = index + 1 < len(lines) and lines[index + 1].strip().startswith(":")
        if named is not None and not named[1] and definition:
            self.start(named[0], "definition")
            return
        if (
            current is not None
            and current.form == "list"
            and not line[:1].isspace()
            and index > 0
            and not lines[index - 1].strip()
        ):
            # A paragraph after a blank line ends the list item (a line right below it
            # continues it): a list after the paragraph is a new list.
            self.current = current = None
        if current is None or (current.form == "list" and not line[:1].isspace()):
            # "**Parameters:**" or "**Attributes**:" starts a list of something else;
            # any other paragraph ends it.
            self.skip_list = 1 if _not_tools_label(stripped) else 0
            if self.skip_list:
                self.current = current = None
        if current is None or current.form not in ("heading", "list"):
            if not line[:1].isspace():
                self.group += 1  # a paragraph between two lists: a new list
            return
        if _hint(stripped) is not None:
            _add_detail(current, stripped)
        elif _add_field(current, stripped) or (
            current.form == "heading" and _label(current, stripped)
        ):
            return
        elif (current.form == "heading" or line[:1].isspace()) and not (
            current.parameters or current.described
        ):
            current.description.append(stripped)


def _tool_entries(entries: list[_Entry]) -> list[_Entry]:
    """The entries that are tools: a heading or a list item with a plain tool name, or a
    single word whose list also holds a plain tool name or that states its parameters or
    fields (``- `fetch` …`` with ``- `url` (string)`` below). A list whose items all name
    categories of tools ("tools for issues") holds no tool."""
    groups: dict[int, list[_Entry]] = {}
    for entry in entries:
        groups.setdefault(entry.group, []).append(entry)
    kept = []
    for group in groups.values():
        lists = [e for e in group if e.form == "list" and not e.category]
        if len(lists) > 1 and all(CATEGORY.search(" ".join(e.description)) for e in lists):
            for entry in lists:
                entry.category = True
        group = [e for e in group if not e.category]
        plain = any(e.strong for e in group)
        kept += [e for e in group if e.strong or plain or e.details or e.form != "list"]
    return kept
