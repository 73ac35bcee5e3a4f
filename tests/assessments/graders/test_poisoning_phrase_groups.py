"""The phrase groups' patterns try at each place only the phrases that begin with its
character (``poisoning_languages._one_of``): they find the same match, at the same place,
as the plain alternation of the phrases in their order."""

from __future__ import annotations

import re

import pytest

from assessments.graders.poisoning_languages import CUE_PATTERNS, _one_of, _phrases


@pytest.mark.parametrize("group", ["untold", "handover", "ignore"])
def test_grouped_phrases_match_as_the_plain_alternation(group):
    phrases = sorted(_phrases(group, False), key=len, reverse=True)
    grouped = re.compile(_one_of(phrases), re.IGNORECASE)
    plain = re.compile("(?:" + "|".join(re.escape(p) for p in phrases) + ")", re.IGNORECASE)
    for phrase in phrases:
        for text in (f"'{phrase}' x", f"« {phrase.upper()} »", phrase.title() + "."):
            found, expected = grouped.search(text), plain.search(text)
            assert (found and found.span()) == (expected and expected.span()), text


def test_a_phrase_group_still_finds_its_phrase_among_quoted_decomposed_hangul():
    for phrase in ("agwakwala", "말하지 마"):
        assert phrase in _phrases("untold", False)
        text = "NFC " + "'\u1112\u1161\u11ab' " * 50 + phrase + " ."
        assert CUE_PATTERNS["untold"].search(text).group() == phrase
        assert CUE_PATTERNS["untold"].search(text.upper())
