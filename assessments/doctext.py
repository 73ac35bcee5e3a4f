"""The rough structure of a documentation text: headings, sections, code blocks, tables.

Enough Markdown (and reStructuredText) to judge documentation, not a renderer.
Pure functions; the collector uses the tables, the documentation graders
everything.

- Headings: ATX (``# Title``), setext and reStructuredText underlines
  (a text line followed by a line of 3 or more ``=``, ``-``, ``~``, ``^``, …;
  ``=`` is level 1, ``-`` level 2, any other character level 3).
- Code blocks: fenced with 3 or more backticks or tildes (an unclosed fence
  runs to the end), and reStructuredText literal blocks (a line ending in
  ``::``, or a ``.. code-block::``/``.. code::``/``.. sourcecode::``
  directive, followed by an indented block).
- Tables: a line with ``|`` followed by a delimiter line (``|---|:--:|``);
  rows continue while lines contain ``|``. Cells split on unescaped ``|``.
- Nothing inside a code block is a heading or a table.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

ATX = re.compile(r"^ {0,3}(#{1,6})(?:[ \t](.*))?$")
UNDERLINE = re.compile(r"^([=\-~^\"'`*+#])\1{2,}\s*$")
UNDERLINE_LEVELS = {"=": 1, "-": 2}
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})([^`\n]*)$")
RST_DIRECTIVE = re.compile(r"^\s*\.\. (?:code-block|code|sourcecode)::\s*(\S*)\s*$")
DELIMITER = re.compile(r"^\s*(?:\|\s*)?:?-+:?\s*(?:\|\s*:?-+:?\s*)*(?:\|\s*)?$")
CELL_SPLIT = re.compile(r"(?<!\\)\|")


@dataclass(frozen=True)
class Heading:
    line: int  # index of the heading's text line
    level: int
    title: str


@dataclass(frozen=True)
class CodeBlock:
    start: int  # index of the first content line
    end: int  # index after the last content line
    info: str  # the language tag, if any
    text: str


@dataclass(frozen=True)
class Table:
    start: int  # index of the header line
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    row_lines: tuple[int, ...]


@dataclass(frozen=True)
class Outline:
    lines: tuple[str, ...]
    headings: tuple[Heading, ...]
    code_blocks: tuple[CodeBlock, ...]
    tables: tuple[Table, ...]

    def section(self, heading: Heading) -> tuple[int, int]:
        """Line range under ``heading``, up to the next heading of the same or a higher
        level (subsections included)."""
        for other in self.headings:
            if other.line > heading.line and other.level <= heading.level:
                return heading.line + 1, other.line
        return heading.line + 1, len(self.lines)

    def section_text(self, heading: Heading) -> str:
        start, end = self.section(heading)
        return "\n".join(self.lines[start:end])

    def next_heading_after(self, line: int) -> int:
        """Index of the first heading line after ``line``, or the end of the text."""
        return next((h.line for h in self.headings if h.line > line), len(self.lines))


def _fenced_blocks(lines: list[str]) -> tuple[list[CodeBlock], set[int]]:
    blocks: list[CodeBlock] = []
    covered: set[int] = set()
    index = 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if not opening:
            index += 1
            continue
        fence = opening.group(1)
        end = index + 1
        while end < len(lines) and not _closes(lines[end], fence):
            end += 1
        text = "\n".join(lines[index + 1 : end])
        blocks.append(CodeBlock(index + 1, end, opening.group(2).strip(), text))
        covered.update(range(index, min(end + 1, len(lines))))
        index = end + 1
    return blocks, covered


def _closes(line: str, fence: str) -> bool:
    stripped = line.strip()
    return len(stripped) >= len(fence) and set(stripped) == {fence[0]}


def _literal_blocks(lines: list[str], covered: set[int]) -> list[CodeBlock]:
    """reStructuredText literal blocks and code directives."""
    blocks: list[CodeBlock] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        directive = RST_DIRECTIVE.match(line)
        if index in covered or not (directive or line.rstrip().endswith("::")):
            index += 1
            continue
        start = index + 1
        while start < len(lines) and (
            not lines[start].strip() or lines[start].strip().startswith(":")
        ):
            start += 1
        end = start
        while end < len(lines) and (not lines[end].strip() or lines[end][:1] in " \t"):
            end += 1
        while end > start and not lines[end - 1].strip():
            end -= 1
        if end > start and lines[start][:1] in " \t":
            info = directive.group(1) if directive else ""
            blocks.append(CodeBlock(start, end, info, "\n".join(lines[start:end])))
            covered.update(range(start, end))
            index = end
        else:
            index += 1
    return blocks


def _heading_at(lines: list[str], index: int, covered: set[int]) -> Heading | None:
    line = lines[index]
    atx = ATX.match(line)
    if atx:
        title = (atx.group(2) or "").strip()
        closing = title.rstrip("#")  # an optional closing sequence: "## Title ##"
        if closing != title and (not closing or closing[-1] in " \t"):
            title = closing.strip()
        return Heading(index, len(atx.group(1)), title)
    if index + 1 >= len(lines) or index + 1 in covered:
        return None
    underline = UNDERLINE.match(lines[index + 1])
    title = line.strip()
    if not underline or not title or "|" in title or UNDERLINE.match(line):
        return None
    return Heading(index, UNDERLINE_LEVELS.get(underline.group(1), 3), title)


def split_cells(line: str) -> tuple[str, ...]:
    """The cells of a table line, stripped, with ``\\|`` unescaped."""
    body = line.strip()
    body = body.removeprefix("|")
    if body.endswith("|") and not body.endswith("\\|"):
        body = body[:-1]
    return tuple(cell.strip().replace("\\|", "|") for cell in CELL_SPLIT.split(body))


def _tables(lines: list[str], covered: set[int]) -> list[Table]:
    tables: list[Table] = []
    index = 0
    while index + 1 < len(lines):
        header, delimiter = lines[index], lines[index + 1]
        if (
            index in covered
            or "|" not in header
            or "|" not in delimiter
            or not DELIMITER.match(delimiter)
        ):
            index += 1
            continue
        rows, row_lines = [], []
        end = index + 2
        while end < len(lines) and end not in covered and "|" in lines[end] and lines[end].strip():
            rows.append(split_cells(lines[end]))
            row_lines.append(end)
            end += 1
        tables.append(Table(index, split_cells(header), tuple(rows), tuple(row_lines)))
        index = end
    return tables


def outline(text: str) -> Outline:
    """Headings, code blocks and tables of a Markdown or reStructuredText text."""
    lines = text.splitlines()
    blocks, covered = _fenced_blocks(lines)
    blocks += _literal_blocks(lines, covered)
    blocks.sort(key=lambda block: block.start)
    headings = []
    for index in range(len(lines)):
        if index in covered:
            continue
        heading = _heading_at(lines, index, covered)
        if heading is not None:
            headings.append(heading)
    return Outline(tuple(lines), tuple(headings), tuple(blocks), tuple(_tables(lines, covered)))
