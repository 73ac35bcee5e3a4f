"""HTML to readable, Markdown-like text, with the standard library's ``html.parser``.

The documentation graders read Markdown structure, so a documentation page is
turned into the same shapes:

- comments, ``script``, ``style``, ``noscript``, ``template``, ``svg`` and
  the ``head`` are dropped;
- ``<h1>``–``<h6>`` become ``#``–``######`` lines;
- ``<pre>`` becomes a fenced code block with its whitespace kept; an inline
  ``<code>`` becomes a backticked span, or a fenced block when it spans lines;
- each table row becomes a ``| a | b |`` line, with a ``| --- |`` delimiter
  after a table's first row; a table inside a table is flattened into its cell;
- list items become ``- `` lines, other block elements line breaks.

Before parsing, comments are cut out and every ``<`` that cannot open markup
closed within ``MAX_MARKUP`` characters is escaped, so that the parser's
rescanning of unfinished constructs stays linear on hostile pages.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

DROPPED = frozenset({"script", "style", "noscript", "template", "svg", "head"})
BLOCKS = frozenset(
    {
        "p", "div", "section", "article", "main", "header", "footer", "nav", "aside",
        "ul", "ol", "dl", "dt", "dd", "blockquote", "hr", "br", "figure", "figcaption",
        "details", "summary", "form", "fieldset", "caption",
    }
)  # fmt: skip
HEADINGS = {f"h{level}": level for level in range(1, 7)}
WHITESPACE = re.compile(r"\s+")
OPENING = re.compile(r"<([A-Za-z/!?])?")
MAX_MARKUP = 64 * 1024
HIDDEN_OPENING = re.compile(r"<!--|<!\[")
HIDDEN_CLOSING = {"<!--": "-->", "<![": "]]>"}
FENCE = "```"


class _Converter(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.dropped: list[str] = []
        self.pre = 0
        self.code: list[str] | None = None
        self.tables: list[int] = []  # rows emitted so far, per open table
        self.row: list[str] | None = None
        self.cell: list[str] | None = None

    # Output helpers

    def emit(self, text: str) -> None:
        if self.cell is not None:
            self.cell.append(text)
        elif self.code is not None:
            self.code.append(text)
        else:
            self.out.append(text)

    def newline(self, blank: bool = False) -> None:
        """End the current line (and leave a blank line after it when ``blank``)."""
        if self.cell is not None:
            self.cell.append(" ")
        elif self.code is None:
            ending = "\n\n" if blank else "\n"
            tail = "".join(self.out[-2:])
            if not tail.endswith(ending) and self.out:
                self.out.append("\n" if tail.endswith("\n") else ending)

    # Parser callbacks

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "body" and "head" in self.dropped:
            self.dropped.remove("head")
        if tag in DROPPED:
            self.dropped.append(tag)
        if self.dropped:
            return
        if tag in HEADINGS:
            self.newline(blank=True)
            self.emit("#" * HEADINGS[tag] + " ")
        elif tag == "pre":
            self.start_pre()
        elif tag == "code" and not self.pre and self.code is None and self.cell is None:
            self.code = []
        elif tag == "code" and not self.pre and self.cell is not None:
            self.emit("`")
        elif tag in ("table", "tr", "td", "th"):
            self.start_table_part(tag)
        elif tag == "li":
            self.newline()
            self.emit("- ")
        elif tag in BLOCKS:
            self.newline(blank=tag == "p")

    def handle_endtag(self, tag: str) -> None:
        if self.dropped:
            if tag == self.dropped[-1]:
                self.dropped.pop()
            return
        if tag in HEADINGS:
            self.newline(blank=True)
        elif tag == "pre" and self.pre:
            self.end_pre()
        elif tag == "code" and not self.pre and self.code is not None:
            self.end_code()
        elif tag == "code" and not self.pre and self.cell is not None:
            self.emit("`")
        elif tag in ("table", "tr", "td", "th"):
            self.end_table_part(tag)
        elif tag in BLOCKS or tag == "li":
            self.newline(blank=tag == "p")

    def handle_data(self, data: str) -> None:
        if self.dropped:
            return
        if self.tables and self.cell is None and not self.pre:
            return  # whitespace between rows and cells
        if self.pre or self.code is not None:
            self.emit(data)
        else:
            self.emit(WHITESPACE.sub(" ", data))

    # Elements

    def start_pre(self) -> None:
        if not self.pre:
            self.emit(f"\n{FENCE}\n")
        self.pre += 1

    def end_pre(self) -> None:
        self.pre -= 1
        if not self.pre:
            self.emit(f"\n{FENCE}\n")

    def end_code(self) -> None:
        text, self.code = "".join(self.code or []), None
        if "\n" in text.strip():
            self.emit(f"\n{FENCE}\n{text.strip(chr(10))}\n{FENCE}\n")
        elif text.strip():
            self.emit(f"`{WHITESPACE.sub(' ', text).strip()}`")

    def start_table_part(self, tag: str) -> None:
        if tag == "table":
            self.tables.append(0)
            if len(self.tables) == 1:
                self.newline()
        elif len(self.tables) > 1:
            self.emit(" ")  # a nested table is flattened into its cell
        elif tag == "tr":
            self.row = []
        elif self.row is not None:
            self.cell = []

    def end_table_part(self, tag: str) -> None:
        if tag == "table":
            if self.tables:
                self.tables.pop()
            if not self.tables:
                self.row = self.cell = None
                self.newline()
        elif len(self.tables) > 1:
            return
        elif tag in ("td", "th") and self.row is not None and self.cell is not None:
            text = WHITESPACE.sub(" ", "".join(self.cell)).strip()
            self.row.append(text.replace("|", "\\|"))
            self.cell = None
        elif tag == "tr" and self.row is not None:
            self.end_row()

    def end_row(self) -> None:
        row, self.row = self.row or [], None
        if not row or not self.tables:
            return
        self.newline()
        self.out.append("| " + " | ".join(row) + " |\n")
        if self.tables[-1] == 0:
            self.out.append("| " + " | ".join("---" for _ in row) + " |\n")
        self.tables[-1] += 1


def _tidy(text: str) -> str:
    """Strip lines outside code fences and squeeze runs of blank lines."""
    lines: list[str] = []
    in_fence = False
    for line in text.split("\n"):
        if line.strip() == FENCE:
            in_fence = not in_fence
            lines.append(FENCE)
            continue
        lines.append(line.rstrip() if in_fence else line.strip())
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip() + "\n"


def _without_comments(html: str) -> str:
    """The text without comments and ``<![…]]>`` sections (an unclosed one runs to the
    end), removed in one pass: ``html.parser`` would rescan for each unclosed one."""
    pieces: list[str] = []
    position = 0
    while (match := HIDDEN_OPENING.search(html, position)) is not None:
        pieces.append(html[position : match.start()])
        closing = HIDDEN_CLOSING[match.group()]
        end = html.find(closing, match.end())
        if end < 0:
            return "".join(pieces)
        position = end + len(closing)
    pieces.append(html[position:])
    return "".join(pieces)


def _defuse(html: str) -> str:
    """Escape every ``<`` that cannot open markup the parser finishes quickly: one not
    followed by a letter, ``/``, ``!`` or ``?``, or whose next ``>`` is more than
    ``MAX_MARKUP`` characters away. Without this, ``html.parser`` rescans to the end
    of the text for each such ``<`` (quadratic time on input like ``</</</…``)."""
    pieces: list[str] = []
    start = 0
    closing = -1
    for match in OPENING.finditer(html):
        at = match.start()
        if closing < at:
            found = html.find(">", at)
            closing = found if found >= 0 else len(html) + MAX_MARKUP + 1
        if match.group(1) and closing - at <= MAX_MARKUP:
            continue
        pieces.append(html[start:at])
        pieces.append("&lt;")
        start = at + 1
    pieces.append(html[start:])
    return "".join(pieces)


def html_to_text(html: str) -> str:
    """Readable, Markdown-like text of an HTML page (see the module docstring)."""
    converter = _Converter()
    converter.feed(_defuse(_without_comments(html)))
    converter.close()
    if converter.code is not None:
        converter.end_code()
    return _tidy("".join(converter.out))
