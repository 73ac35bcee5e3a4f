"""How the poisoning scan reads a text and shows what it found: hidden characters
revealed, invisible ones made visible, and a match with the text around it. Pure."""

from __future__ import annotations

import itertools
import re
import unicodedata

from assessments.graders.poisoning_carriers import (
    mixed_script_words,
    mixed_spellings,
    spaces_in_turn,
    symbols_in_turn,
)
from assessments.graders.poisoning_patterns import (
    BLANK_RUN,
    CONTROL_RUN,
    DIRECTION_MARKS,
    FLAG_TAGS,
    HOMOGLYPH_WORD,
    HOMOGLYPH_WORDS,
    IGNORABLE_RUN,
    INVISIBLE,
    JOINER_RUN,
    JOINERS,
    SELECTOR_RUN,
    SOFT_HYPHEN,
    SPLIT_LETTERS,
    SPLITTERS,
    WHITESPACE_BITS,
)
from assessments.graders.poisoning_prefilter import prefiltered

MAX_MATCH = 160  # characters of a match shown
MAX_SCANNED = 256 * 1024  # characters of one text read (a catalog is at most 1 MiB)


def _may_hold(lowered: str, stems: tuple[str, ...]) -> bool:
    return not lowered.isascii() or any(stem in lowered for stem in stems)


def _first(patterns: list[re.Pattern[str]], text: str) -> str | None:
    for pattern in patterns:
        found = pattern.search(text)
        if found:
            return _around(text, found)
    return None


def _found(pattern: re.Pattern[str], text: str) -> str | None:
    found = pattern.search(text)
    return _around(text, found) if found else None


def _invisible(text: str) -> str | None:
    if text.startswith(BYTE_ORDER_MARK):
        text = text[1:]  # a byte-order mark: how a text or a file's content may begin
    text = FLAG_TAGS.sub("\U0001f3f4", text)
    found = IGNORABLE_RUN.search(text) or WHITESPACE_BITS.search(text)
    found = found or _mixed(BLANK_RUN, text) or _mixed(CONTROL_RUN, text)
    if found:
        return _around(text, found)
    rtl = None
    for found in INVISIBLE.finditer(text):
        if found.group() == "\u200b" and _between(text, found, UNSPACED_SCRIPT):
            continue  # a word-break hint in a script written without spaces
        if found.group() == "\u180e" and _between(text, found, MONGOLIAN_LETTER):
            continue  # the vowel separator before a final a or e of a Mongolian word
        if found.group() == WORD_JOINER and _named_joiner(text):
            continue  # a word joiner the text says it uses ("1⁠½ kg with a word joiner")
        if found.group() in MATH_OPERATORS and _math_operator(text, found):
            continue  # an invisible times or function application in a formula ("2⁢x")
        if DIRECTION_MARKS.fullmatch(found.group()):
            rtl = _has_rtl(text) if rtl is None else rtl
            if rtl:
                continue  # a direction mark or isolate in text that holds right-to-left
        return _around(text, found)
    found = SELECTOR_RUN.search(text) or JOINER_RUN.search(text) or SPLIT_LETTERS.search(text)
    if found:
        return _around(text, found)
    words = (word for word in HOMOGLYPH_WORD.finditer(text) if _latin_word(word.group()))
    swapped = list(itertools.islice(words, HOMOGLYPH_WORDS))
    if len(swapped) >= HOMOGLYPH_WORDS:
        return _around(text, swapped[0])
    found = _spoofed_host(text)
    if found:
        return _around(text, found)
    found = mixed_script_words(text) or spaces_in_turn(text) or symbols_in_turn(text)
    if found:
        return _around(text, found)
    spelt = mixed_spellings(text)
    if spelt:
        return spelt
    for joiner in JOINERS.finditer(text):
        left = text[joiner.start() - 1 : joiner.start()]
        right = text[joiner.end() : joiner.end() + 1]
        if joiner.group() == "\u200c" and left == "f" and right in LIGATURE_SECOND:
            continue  # a ligature broken at the seam of a compound ("Auf\u200clage")
        if (not left or left.isascii()) and (not right or right.isascii()):
            return _around(text, joiner)
    return None


def _latin_word(word: str) -> bool:
    """A Latin word with look-alike letters in it: two Latin letters or more, and no fewer
    than the others ("Bооks", "thе"). A Cyrillic word typed with a Latin "i" (Ukrainian
    "оцiнка", "Усi") or a symbol with a Greek index ("Kα", "Cα", "Fαβ", "NF-κB") is not."""
    latin = sum(1 for char in word if char.isascii())
    return latin >= 2 and latin >= len(word) - latin


# A web address's host ("https://api.zendеsk.com" with a Cyrillic "е"): a host is typed in
# one script (a name of another alphabet is all of it), so one Latin label with a look-alike
# letter in it is an address passed off as another's.
URL_HOST = prefiltered(r"\b(?:https?|wss?)://([^\s/:?#@\"'<>`)\]]{1,253})")
HOSTS_READ = 50  # addresses read in one text


def _spoofed_host(text: str) -> re.Match[str] | None:
    for url in itertools.islice(URL_HOST.finditer(text), HOSTS_READ):
        host = url.group(1)
        if host.isascii():
            continue
        for word in HOMOGLYPH_WORD.finditer(text, url.start(1), url.end(1)):
            if _latin_word(word.group()):
                return word
    return None


WORD_JOINER = "\u2060"
NAMES_JOINER = prefiltered(r"word[ -]joiner|\bu\+2060\b", re.IGNORECASE)


def _named_joiner(text: str) -> bool:
    """One or two word joiners in a text that names them: kept for layout, and too few to
    carry anything."""
    return text.count(WORD_JOINER) <= 2 and NAMES_JOINER.search(text) is not None


# The invisible operators of mathematics (function application, invisible times, separator
# and plus): MathML and Unicode math text put one between two terms of a formula ("2⁢x",
# "sin⁡x") so that a screen reader says it. One between two letters or digits, in a text
# about formulas, and too few to carry anything (one byte takes eight).
MATH_OPERATORS = "\u2061\u2062\u2063\u2064"
MATH_OPERATOR_RUN = prefiltered("[\u2061-\u2064]")
NAMES_MATH = prefiltered(
    r"math|formula|equation|operator|algebra|calcul|fórmula|formel|ecuaci|équation|"
    r"уравнен|формул|数式|公式|수식",
    re.IGNORECASE,
)
MAX_MATH_OPERATORS = 6
MAX_MATH_SCAN = 20_000  # characters read for them


def _math_operator(text: str, found: re.Match[str]) -> bool:
    """An invisible operator between two terms of a formula, in a text that names formulas,
    with at most ``MAX_MATH_OPERATORS`` of them in the text."""
    left = text[found.start() - 1 : found.start()]
    right = text[found.end() : found.end() + 1]
    if not (left and right and (left.isalnum() or left in ")]")):
        return False
    if not (right.isalnum() or right in "(["):
        return False
    if len(MATH_OPERATOR_RUN.findall(text[:MAX_MATH_SCAN])) > MAX_MATH_OPERATORS:
        return False
    return NAMES_MATH.search(text[:MAX_MATH_SCAN]) is not None


def _has_rtl(text: str) -> bool:
    """A right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko) anywhere in the text."""
    return RTL_LETTER.search(text) is not None


BYTE_ORDER_MARK = "\ufeff"
# Separators of the words of an identifier ("delete_messages", "factoryReset", "x-ai.hint").
SEPARATORS = prefiltered(r"[_\-.]+|(?<=[a-z])(?=[A-Z])")
# A zero-width non-joiner after an "f" and before the letter it would form a ligature with
# (ff, fi, fl, ft, fb, fh, fj, fk) keeps the two apart at the seam of a compound, as German
# and Dutch typesetting asks ("Auf\u200clage", "Schiff\u200cfahrt"): a word's spelling.
LIGATURE_SECOND = frozenset("filtbhjk")
RTL_LETTER = prefiltered("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")
# Scripts written without spaces between words, where a zero-width space marks where a
# line may break: Thai, Lao, Tibetan, Myanmar, Khmer, kana and CJK ideographs.
UNSPACED_SCRIPT = prefiltered(
    "[\u0e00-\u0eff\u0f00-\u0fff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff]"
)


MONGOLIAN_LETTER = prefiltered("[\u1820-\u18aa]")


def _between(text: str, found: re.Match[str], letters: re.Pattern[str]) -> bool:
    """Whether the match stands between two characters of ``letters``."""
    left = text[found.start() - 1 : found.start()]
    right = text[found.end() : found.end() + 1]
    return bool(left and right and letters.match(left) and letters.match(right))


def _mixed(runs: re.Pattern[str], text: str) -> re.Match[str] | None:
    """The first run of ``runs`` whose kind of character changes four times or more: a run
    of one kind pads or aligns (and two blocks of two kinds still do), kinds in turn are
    the digits of a code."""
    for run in runs.finditer(text):
        chars = run.group()
        if sum(1 for a, b in itertools.pairwise(chars) if a != b) >= 4:
            return run
    return None


def _revealed(text: str) -> str:
    """The text with tag characters read as the ASCII they smuggle, and runs of variation
    selectors as the bytes they smuggle, so hidden instructions are matched too; other
    invisible characters and soft hyphens removed, and NFKC-normalised."""
    smuggled = "".join(
        chr(ord(char) - 0xE0000) if 0xE0020 <= ord(char) <= 0xE007E else char for char in text
    )
    smuggled = SELECTOR_RUN.sub(_selector_bytes, smuggled)
    smuggled = INVISIBLE.sub("", smuggled).replace(SOFT_HYPHEN, "")
    if SPLIT_LETTERS.search(smuggled):  # a mark after every letter: the words read whole
        smuggled = re.sub(f"[{SPLITTERS}]", "", smuggled)
    return unicodedata.normalize("NFKC", smuggled)


def _selector_bytes(run: re.Match[str]) -> str:
    data = bytes(
        ord(char) - 0xFE00 if ord(char) <= 0xFE0F else ord(char) - 0xE0100 + 16
        for char in run.group()
    )
    return " " + data.decode("utf-8", errors="replace") + " "


def _around(text: str, found: re.Match[str], group: int = 0) -> str:
    start, end = found.span(group)
    start, end = max(0, start - 20), min(len(text), max(end, start + 1) + 20)
    return text[start:end]


def visible(text: str) -> str:
    """Invisible, control and bidirectional characters as ``<U+XXXX>``; bounded length."""
    shown = "".join(
        f"<U+{ord(char):04X}>"
        if unicodedata.category(char) in ("Cf", "Cc", "Co", "Cn") and char not in "\n\t"
        else char
        for char in text
    )
    return shown if len(shown) <= MAX_MATCH else shown[: MAX_MATCH - 1] + "…"
