"""The poisoning rules' prefilter skips only a search that cannot match.

A long text is searched by a pattern only when it may hold one of the pattern's required
literals (``poisoning_prefilter``). These tests hold it to what ``re`` itself would find:
the same matches on long texts that hold a literal in a case only a case-blind match takes
for it, and every poisoning module compiling its patterns through the prefilter."""

from __future__ import annotations

import _sre
import re
import sys
from pathlib import Path

import pytest

from assessments.graders import poisoning_prefilter
from assessments.graders.poisoning_prefilter import fold, prefiltered, required_literals

PAD = "x " * poisoning_prefilter.MIN_FILTERED


def test_it_reads_the_literals_every_match_needs():
    assert required_literals(re.compile(r"(?<!\w)(?:send|post)s?\s+to\b")) == {"send", "post"}
    assert required_literals(re.compile(r"\bpass(?:word|phrase)\b", re.I)) == {"pass"}
    assert required_literals(re.compile(r"(?:send)?\s*")) is None
    assert required_literals(re.compile(r"[a-z]+|send")) is None


def test_it_folds_as_a_case_blind_match_reads():
    """Two characters a case-blind match takes for one (a character and its lower case,
    and re's own extra pairs such as ``ſ`` and ``s``) fold to the same text."""
    from re import _casefix

    for code in range(sys.maxunicode + 1):
        lower = _sre.unicode_tolower(code)
        assert fold(chr(code)) == fold(chr(lower)), hex(code)
    for code, others in _casefix._EXTRA_CASES.items():
        for other in others:
            assert fold(chr(code)) == fold(chr(other)), (hex(code), hex(other))


@pytest.mark.parametrize(
    ("pattern", "flags", "text"),
    [
        (r"(?<!\w)send\s+(?:it|them)\b", re.I, PAD + "ſend it"),
        (r"\bKey\b", re.I, PAD + "a \u212aey"),
        (r"(?<!\w)istanbul", re.I, PAD + "\u0130stanbul"),
        (r"ΟΔΟΣ ", re.I, PAD + "οδος "),
        (r"stra(?:ße|sse)", 0, PAD + "straße"),
        (r"send", 0, PAD + "SEND"),
        (r"(?:send|post)", re.I, PAD),
    ],
)
def test_it_finds_what_re_finds(pattern, flags, text):
    compiled = re.compile(pattern, flags)
    filtered = prefiltered(pattern, flags)
    assert len(text) >= poisoning_prefilter.MIN_FILTERED
    assert bool(filtered.search(text)) == bool(compiled.search(text))
    assert filtered.findall(text) == compiled.findall(text)
    assert filtered.sub("-", text) == compiled.sub("-", text)


def test_it_skips_a_long_text_without_the_literals():
    filtered = prefiltered(r"(?<!\w)(?:delete|erase)\s+everything", re.I)
    assert not filtered.may_match(PAD + "delete all")
    assert filtered.may_match(PAD + "DELETE everything")
    assert filtered.may_match("short text")


def test_it_compiles_every_poisoning_pattern():
    """A pattern compiled with ``re.compile`` would miss the prefilter: every poisoning
    module compiles through ``prefiltered``."""
    graders = Path(poisoning_prefilter.__file__).parent
    for module in sorted(graders.glob("poisoning*.py")):
        if module.name != "poisoning_prefilter.py":
            assert "re.compile(" not in module.read_text(), module.name
