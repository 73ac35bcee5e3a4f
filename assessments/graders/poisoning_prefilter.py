"""A pattern searched in a long text only when the text holds what every match needs.

A pattern's required literals are read from its parsed form: the strings of which every
match must contain at least one (an alternation of words needs one of its words; a
sequence, the most telling of its parts' requirements). A long text is folded once to the
case a case-blind match ignores and cut into its three-character pieces; a pattern none of
whose required literals can be assembled from those pieces cannot match, and is not run.
The check never skips a pattern that could match, so no finding changes; it only spares
the passes of the many patterns a long text gives no foothold (a hostile megabyte of one
repeated phrase gives almost none any).
"""

from __future__ import annotations

import functools
import re
import sys
import threading
from collections.abc import Callable, Iterator
from re import _constants as sre  # the parsed form of a pattern: re's own, as it compiles
from re import _parser
from typing import Any

# Below this many characters a pattern is run as it is: its pass costs less than the check.
MIN_FILTERED = 4096
GRAM = 3
CACHED_TEXTS = 4
# A case-blind match takes a dotted capital I and a dotless i for "i" (Turkish); folding
# keeps every other pair a case-blind match takes as one letter equal (``ſ`` and ``s``,
# ``K`` and the Kelvin sign, ``ς`` and ``σ``).
_FOLD_FIRST = str.maketrans({"\u0130": "i", "\u0131": "i"})


@functools.lru_cache(maxsize=1024)
def prefiltered(pattern: str, flags: int = 0) -> Prefiltered:
    """``re.compile`` for the poisoning rules: the compiled pattern, searched in a long
    text only when the text may hold one of its required literals."""
    return Prefiltered(re.compile(pattern, flags))


class Prefiltered:
    """A compiled pattern whose searches of a long text are skipped when the text lacks
    every literal a match needs; anything else is the compiled pattern's own."""

    def __init__(self, compiled: re.Pattern[str]) -> None:
        self.compiled = compiled

    @functools.cached_property
    def literals(self) -> frozenset[str] | None:
        """Read on the first long text searched, as most patterns never see one."""
        return required_literals(self.compiled)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.compiled, name)

    def __repr__(self) -> str:
        return f"prefiltered({self.compiled!r})"

    def may_match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> bool:
        if min(endpos, len(string)) - pos < MIN_FILTERED:
            return True
        return may_hold(self.literals, string)

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        if not self.may_match(string, pos, endpos):
            return None
        return self.compiled.search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        if not self.may_match(string, pos, endpos):
            return None
        return self.compiled.match(string, pos, endpos)

    def fullmatch(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> re.Match[str] | None:
        if not self.may_match(string, pos, endpos):
            return None
        return self.compiled.fullmatch(string, pos, endpos)

    def finditer(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        if not self.may_match(string, pos, endpos):
            return iter(())
        return self.compiled.finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        if not self.may_match(string, pos, endpos):
            return []
        return self.compiled.findall(string, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        if not self.may_match(string):
            return string
        return self.compiled.sub(repl, string, count)

    def subn(
        self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0
    ) -> tuple[str, int]:
        if not self.may_match(string):
            return string, 0
        return self.compiled.subn(repl, string, count)

    def split(self, string: str, maxsplit: int = 0) -> list[Any]:
        if not self.may_match(string):
            return [string]
        return self.compiled.split(string, maxsplit)


def fold(text: str) -> str:
    """The text in the case a case-blind match reads it: two characters a case-blind
    pattern takes for one fold alike."""
    return text.translate(_FOLD_FIRST).casefold()


def required_literals(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Folded strings of which every match of the pattern holds one, or None when a match
    needs none (a pattern that may match an empty string, or only character classes)."""
    try:
        parsed = _parser.parse(pattern.pattern, pattern.flags)
    except (re.error, TypeError):
        return None
    found = _sequence(list(parsed))
    if not found:
        return None
    return frozenset(fold(literal) for literal in found)


def _sequence(items: list[tuple[Any, Any]]) -> set[str] | None:
    """Of a sequence's parts, the requirement with the longest shortest literal."""
    options: list[set[str]] = []
    run: list[str] = []
    for op, value in items:
        if op is sre.LITERAL:
            run.append(chr(value))
            continue
        if run:
            options.append({"".join(run)})
            run = []
        required = _part(op, value)
        if required:
            options.append(required)
    if run:
        options.append({"".join(run)})
    if not options:
        return None
    return max(options, key=lambda option: (min(map(len, option)), -len(option)))


def _part(op: Any, value: Any) -> set[str] | None:
    if op is sre.SUBPATTERN:
        return _sequence(list(value[3]))
    if op is sre.ATOMIC_GROUP:
        return _sequence(list(value))
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, _high, body = value
        return _sequence(list(body)) if low >= 1 else None
    if op is sre.BRANCH:
        union: set[str] = set()
        for branch in value[1]:
            required = _sequence(list(branch))
            if not required:
                return None
            union |= required
        return union
    return None


class _Pieces:
    """The folded three-character pieces of recent long texts, each read once."""

    def __init__(self) -> None:
        self.texts: dict[str, frozenset[str]] = {}
        self.lock = threading.Lock()  # a worker may scan in several threads

    def of(self, text: str) -> frozenset[str]:
        with self.lock:
            pieces = self.texts.get(text)
        if pieces is None:
            folded = fold(text)
            grams = {folded[at : at + GRAM] for at in range(len(folded))}
            pieces = frozenset(grams | {gram[:size] for gram in grams for size in range(1, GRAM)})
            with self.lock:
                if len(self.texts) >= CACHED_TEXTS:
                    del self.texts[next(iter(self.texts))]
                self.texts[text] = pieces
        return pieces


_PIECES = _Pieces()


def may_hold(literals: frozenset[str] | None, text: str) -> bool:
    """Whether a text may hold one of a pattern's required literals: False only when
    each literal has a piece the text lacks."""
    if literals is None:
        return True
    pieces = _PIECES.of(text)
    return any(_assembled(literal, pieces) for literal in literals)


def _assembled(literal: str, pieces: frozenset[str]) -> bool:
    if len(literal) <= GRAM:
        return literal in pieces
    return all(literal[at : at + GRAM] in pieces for at in range(len(literal) - GRAM + 1))
