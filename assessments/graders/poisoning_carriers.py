"""Carriers of hidden bits that draw like ordinary text: which of two spellings, two
scripts or two characters a text uses at each place, where a reader sees one. Pure, and
linear in the text (each function reads it once, and stops at the count it needs).

- Mixed scripts: words whose letters come from two alphabets drawn alike (Latin with
  Armenian, Cherokee, Lisu, Coptic, mathematical or full-width letters; a Cyrillic or
  Greek word with Latin look-alikes in it).
- Mixed spellings: one letter spelt in two canonically equivalent ways in the same text
  (composed and decomposed accents, Hangul syllables and conjoining jamo, a Greek tonos
  and an oxia), which only a choice of bits explains; in a text about normalisation, the
  examples (quoted, or a word beside its other form) are left out.
- Spaces in turn: no-break and ordinary spaces alternating between ordinary words.
- Symbol runs: a run of two to four characters that are neither letters, digits nor
  spaces, in turn (a filler and a null notehead, two control characters).
"""

from __future__ import annotations

import itertools
import re
import unicodedata

from assessments.graders.poisoning_prefilter import prefiltered

MIXED_WORDS = 6  # words of two scripts in one text: no typing slip
# Scripts whose letters are drawn like Latin ones and that no Latin word borrows a letter
# from: Armenian, Cherokee (both blocks), Lisu, Coptic, Old Italic and the
# mathematical and full-width letters (styled Latin, which NFKC reads as plain ASCII).
_FOREIGN_ALIKE = (
    "\u0531-\u058f\u13a0-\u13ff\uab70-\uabbf\ua4d0-\ua4ff\u2c80-\u2cff\uff21-\uff3a"
    "\uff41-\uff5a\U0001d400-\U0001d7ff\U00010300-\U0001032f"
)
FOREIGN_ALIKE = prefiltered(f"[{_FOREIGN_ALIKE}]")
# Latin letters drawn like Cyrillic or Greek ones, when they sit in a word of that script
# ("Сеpвеp" with Latin p and e). The Latin i and j are left out: Ukrainian and Belarusian
# typed on a Latin layout ("оцiнка") use them for their own і and ј.
LATIN_IN_CYRILLIC = frozenset("aceopxyABCEHKMOPTX")
LATIN_IN_GREEK = frozenset("oABEHKMNOPTXYZv")
WORD = prefiltered(r"[^\W\d_]{2,40}+")


def _script(char: str) -> str:
    if char.isascii():
        return "latin"
    code = ord(char)
    if 0x0400 <= code <= 0x052F:
        return "cyrillic"
    if 0x0370 <= code <= 0x03FF:
        return "greek"
    return "other"


def mixed_script_words(text: str) -> re.Match[str] | None:
    """The first of six words or more that mix Latin letters with a look-alike alphabet's:
    a Latin word with an Armenian, Cherokee, Lisu, Coptic or styled letter in it, or a
    Cyrillic or Greek word with a Latin look-alike in it (the Latin words with Cyrillic
    or Greek letters in them are ``HOMOGLYPH_WORD``'s). Which letter is swapped where
    carries the bits."""
    first = None
    count = 0
    for word in WORD.finditer(text):
        chars = word.group()
        if chars.isascii():
            continue
        if _mixed(chars):
            first = first or word
            count += 1
            if count >= MIXED_WORDS:
                return first
    return None


def _mixed(word: str) -> bool:
    latin = [char for char in word if char.isascii()]
    if not latin:
        return False
    if FOREIGN_ALIKE.search(word):
        return True
    scripts = {_script(char) for char in word if not char.isascii()}
    if scripts == {"cyrillic"} and len(latin) < len(word) - len(latin):
        return all(char in LATIN_IN_CYRILLIC for char in latin)
    if scripts == {"greek"} and len(latin) < len(word) - len(latin):
        return all(char in LATIN_IN_GREEK for char in latin)
    return False


SPELLINGS = 8  # places spelt the less usual way, each way, in one text: a byte
# A letter with the marks that follow it, or a Hangul leading consonant with its vowel and
# final: the units NFC composes.
_MARKS = "\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
CLUSTER = prefiltered(f"[\u1100-\u115e][\u1161-\u11a7][\u11a8-\u11ff]?+|[^\\W\\d_][{_MARKS}]*+")


def mixed_spellings(text: str) -> str | None:
    """A text that spells the same letters in two canonically equivalent ways (composed
    and decomposed accents, Hangul syllables and jamo, tonos and oxia), eight places or
    more each way: which spelling stands where carries the bits, since a keyboard or an
    editor writes one form throughout. A normaliser's examples are not counted
    (``_without_examples``). The first letter spelt both ways."""
    if text.isascii() or unicodedata.is_normalized("NFC", text):
        return None
    if NORMALISATION.search(text):
        text = _without_examples(text)
    spellings: dict[str, dict[str, int]] = {}
    for cluster in CLUSTER.finditer(text):
        chars = cluster.group()
        if chars.isascii():
            continue
        composed = unicodedata.normalize("NFC", chars)
        forms = spellings.setdefault(composed, {})
        forms[chars] = forms.get(chars, 0) + 1
    usual = other = 0
    first = None
    for composed, forms in spellings.items():
        if len(forms) < 2:
            continue
        first = first or composed
        counts = sorted(forms.values(), reverse=True)
        usual += counts[0]
        other += sum(counts[1:])
    if usual >= SPELLINGS and other >= SPELLINGS and _form_changes(text, spellings):
        return first
    return None


# A text about normalisation: a normaliser shows a word in both its forms as an example.
NORMALISATION = prefiltered(
    r"normali[sz]\w*|(?<![^\W\d_])NFK?[CD](?![^\W\d_])|decompos\w*|precompos\w*|"
    r"canonical(?:ly)?\s+equivalen\w*|combining\s+(?:marks?|characters?)|jamo|"
    r"normalisier\w*|normalizz\w*|normalizac\w*|normalizaç\w*|нормализ\w*|자모|정규화|"
    r"正規化|规范化|規範化|归一化|正规化",
    re.IGNORECASE,
)
# A word, its letters with the marks that follow them (a decomposed word is one word).
SPELT_WORD = prefiltered(f"(?:[^\\W\\d_][{_MARKS}]*+){{1,80}}+")
# A quoted example: in quotation marks, guillemets, corner brackets or a code span.
QUOTED_EXAMPLE = prefiltered(
    r"'[^'\n]{1,100}+'|\"[^\"\n]{1,100}+\"|‘[^’\n]{1,100}+’|“[^”\n]{1,100}+”|«[^»\n]{1,100}+»"
    r"|「[^」\n]{1,100}+」|『[^』\n]{1,100}+』|`[^`\n]{1,100}+`"
)
BESIDE = 3  # words apart: a word beside its other form ("한글 → 한글", "| café | café |")


def _without_examples(text: str) -> str:
    """``text`` with the examples of a normaliser blanked: what is quoted, and each word
    written beside the same word in its other form (at most ``BESIDE`` words apart). Both
    forms shown of one word carry no bits; words spelt in turn in the prose still do."""
    blank = [(quoted.start(), quoted.end()) for quoted in QUOTED_EXAMPLE.finditer(text)]
    recent: list[tuple[int, int, str, str]] = []  # the last words read: span, NFC, spelling
    for word in SPELT_WORD.finditer(text):
        chars = word.group()
        composed = chars if chars.isascii() else unicodedata.normalize("NFC", chars)
        for start, end, other, spelt in recent:
            if other == composed and spelt != chars:  # the same word in its other form
                blank += [(start, end), word.span()]
        recent = [*recent[-(BESIDE - 1) :], (word.start(), word.end(), composed, chars)]
    if not blank:
        return text
    parts = []
    at = 0
    for start, end in sorted(blank):
        if end > at:
            parts += [text[at : max(at, start)], " "]
            at = end
    return "".join(parts) + text[at:]


FORM_CHANGES = 4  # changes of form along the text: fewer are pieces pasted from two sources


def _form_changes(text: str, spellings: dict[str, dict[str, int]]) -> bool:
    """Whether the letters spelt both ways change form ``FORM_CHANGES`` times or more,
    read in order. A text put together from two sources (a list of names a file system
    decomposed, quoted in composed prose; a polytonic quotation in monotonic Greek) changes
    form once at each seam; bits change it at every other place."""
    changes = 0
    previous = None
    for cluster in CLUSTER.finditer(text):
        chars = cluster.group()
        if chars.isascii():
            continue
        composed = unicodedata.normalize("NFC", chars)
        if len(spellings.get(composed, ())) < 2:
            continue
        # composed, decomposed, or some other spelling (marks out of order, a singleton)
        kind = 0 if chars == composed else 1 if unicodedata.is_normalized("NFD", chars) else 2
        if previous is not None and kind != previous:
            changes += 1
            if changes >= FORM_CHANGES:
                return True
        previous = kind
    return False


SPACE_TURNS = 10  # changes between a no-break and an ordinary space between long words
NO_BREAK = "\u00a0\u2007\u202f"
GAP = prefiltered(f"(?<=[^\\W\\d_]{{4}})[ {NO_BREAK}](?=[^\\W\\d_])")


def spaces_in_turn(text: str) -> re.Match[str] | None:
    """No-break and ordinary spaces in turn between words, changing ten times or more: bits.
    Typesetting puts a no-break space after a short word ("v lese", "Mr Smith"), before a
    sign or a unit and inside numbers, which this leaves out (only a space after a word of
    four letters or more and before a letter counts); a text copied with a no-break
    space everywhere does not change kind."""
    if not any(char in text for char in NO_BREAK):
        return None
    turns = 0
    previous = None
    first = None
    for gap in GAP.finditer(text):
        kind = gap.group() == " "
        if previous is not None and kind != previous:
            turns += 1
            first = first or gap
            if turns >= SPACE_TURNS:
                return first
        previous = kind
    return None


SYMBOL_RUN = prefiltered(r"[^\w\s\x00-\x7f]{16,}+|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]{8,}+")
SYMBOL_TURNS = 8


def symbols_in_turn(text: str) -> re.Match[str] | None:
    """A run of sixteen characters or more that are neither letters, digits nor spaces,
    drawn from two to four code points that change eight times or more (a filler and a
    null notehead, base-four marks; vertical tabs and form feeds, eight or more): digits
    of a code. A row of one symbol ("★★★★★") and a bar of two blocks ("████░░░░") do not
    change kind so often, and a border that does repeats a pattern (``_repeated``)."""
    for run in SYMBOL_RUN.finditer(text):
        chars = run.group()
        if not 2 <= len(set(chars)) <= 4 or _repeated(chars):
            continue
        if sum(1 for a, b in itertools.pairwise(chars) if a != b) >= SYMBOL_TURNS:
            return run
    return None


PATTERN_BREAKS = 2  # places a repeated pattern may break and still be a pattern


def _repeated(chars: str) -> bool:
    """Whether the run repeats a pattern of one to four characters, but for a place or
    two: a border or a rule ("·•·•·•", "▀▄▀▄▀▄", "-=-=-="), emoji each with its variation
    selector, two rows of a chessboard joined. A pattern that repeats carries no bits."""
    for period in range(1, 5):
        breaks = 0
        for index in range(period, len(chars)):
            if chars[index] != chars[index - period]:
                breaks += 1
                if breaks > PATTERN_BREAKS:
                    break
        else:
            return True
    return False
