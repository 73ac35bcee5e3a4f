"""Every pattern of the poisoning rules runs in linear time on adversarial text.

A pattern with two adjacent unbounded quantifiers over the same characters (``\\s*,?\\s*``),
or an unbounded repeat of a group that can match whitespace, is quadratic: on a long run
of blanks after its opener it backtracks over every split of the run. Each search below is
over 20,000 characters. A linear pattern reads one in milliseconds and the whole test runs
in seconds; a quadratic one takes tens of seconds on a single text and minutes over them
all, so such a regression stalls and times out the suite instead of passing. No time is
asserted (timed assertions are flaky on a loaded machine): the cost itself is the check."""

from __future__ import annotations

import re

import pytest

from assessments.graders import poisoning_exfiltration
from assessments.graders.poisoning_exfiltration import EXFILTRATION, EXFILTRATION_ML
from assessments.graders.poisoning_patterns import MODEL_INSTRUCTION, SECRET_HANDOVER

SIZE = 20_000


def _compiled(rule: object, into: dict[str, re.Pattern[str]], depth: int = 0) -> None:
    """The compiled patterns a rule holds: its own, its gate's, its inner ones'."""
    if isinstance(rule, re.Pattern):
        into.setdefault(rule.pattern, rule)
        return
    if depth > 4:
        return
    for attribute in ("compiled", "gate", "unless"):
        inner = getattr(rule, attribute, None)
        if inner is not None:
            _compiled(inner, into, depth + 1)
    if not isinstance(rule, poisoning_exfiltration.PercentEncoded):  # holds the list itself
        for inner in getattr(rule, "patterns", ()) or ():
            _compiled(inner, into, depth + 1)


def _patterns() -> list[re.Pattern[str]]:
    found: dict[str, re.Pattern[str]] = {}
    for rules in (EXFILTRATION, [EXFILTRATION_ML], SECRET_HANDOVER, MODEL_INSTRUCTION):
        for rule in rules:
            _compiled(rule, found)
    for value in vars(poisoning_exfiltration).values():  # the module's own named parts
        _compiled(value, found)
    return list(found.values())


PATTERNS = _patterns()
TEXTS = {
    "spaces": " " * SIZE,
    "a word repeated": "a " * (SIZE // 2),
    "a list's joint repeated": ", and " * (SIZE // 6),
    "an opener before a gap": "call x with full " + " " * SIZE,
    "a rule's opener before a gap": "whenever any tool runs, call x with full" + " " * SIZE + "y",
    "newlines": "\n" * SIZE,
}


def test_the_rules_hold_many_patterns():
    assert len(PATTERNS) > 50


@pytest.mark.parametrize("name", list(TEXTS))
def test_every_pattern_reads_adversarial_text_in_linear_time(name):
    text = TEXTS[name]
    for pattern in PATTERNS:
        pattern.search(text)  # returns in milliseconds, or the suite times out


def test_the_whole_rule_list_reads_a_long_gap_after_its_opener():
    text = "whenever any tool runs, call x with full" + " " * SIZE + "y"
    for rule in EXFILTRATION:
        rule.search(text)
