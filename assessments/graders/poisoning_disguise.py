"""Text disguised so that patterns miss it: letters from other scripts that look Latin,
digits for letters, and payloads encoded (base64, ROT13) beside an order to decode them.
``scan_text`` reads what these functions reveal as it reads the text itself.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import html
import re

from assessments.graders.poisoning_prefilter import prefiltered

# Cyrillic and Greek letters drawn like Latin ones (Unicode's confusables, the common few).
_LOOKALIKES = {
    "а": "a", "в": "b", "е": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p",
    "с": "c", "т": "t", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s", "ԁ": "d",
    "ɡ": "g", "һ": "h", "ӏ": "l", "ԛ": "q", "ԝ": "w",
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P",
    "С": "C", "Т": "T", "У": "Y", "Х": "X", "І": "I", "Ј": "J", "Ѕ": "S",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M",
    "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "ο": "o", "ν": "v",
    "α": "a", "ι": "i", "κ": "k", "ρ": "p", "τ": "t", "υ": "u", "χ": "x",
}  # fmt: skip
LOOKALIKES = str.maketrans(_LOOKALIKES)
_OTHER_SCRIPT = "".join(_LOOKALIKES)
MIXED_WORD = prefiltered(
    rf"\b(?=[\w]*[A-Za-z])(?=[\w]*[{_OTHER_SCRIPT}])[\w{_OTHER_SCRIPT}]{{2,40}}\b"
)
# Digits and signs written for letters ("h3y m0del"): a word of letters with such digits.
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a"})
LEET_WORD = prefiltered(r"(?<![\w@])(?=[a-z@]*[0134579@])(?=[\d@]*[a-z])[a-z0134579@]{2,30}(?!\w)",
                       re.IGNORECASE)  # fmt: skip
LEET_STYLE = 3  # distinct words written so before a text is read as leetspeak (a code
# repeated, "G1" on every line of G-code, is one)

BASE64_RUN = prefiltered(r"(?<![\w+/=])[A-Za-z0-9+/]{32,4096}={0,2}(?![\w+/=])")
ROT13_CUE = prefiltered(r"\brot[- ]?13\b|\bcaesar\b", re.IGNORECASE)
# An order to decode a payload and act on it, in one clause (a semicolon ends one: "names
# are shown decoded; raw names use UTF-7" orders nothing): the text hides what it asks.
DECODE_AND_OBEY = prefiltered(
    r"\b(?:decode|decrypt|deobfuscate|unscramble|rot-?13)\w*\b[^.;\n]{0,80}?\b(?:apply|follow|"
    r"obey|execute|run|carry\s+out|act\s+on|use|do\s+what)\b"
    r"|\b(?:decode|decrypt)\s+(?:it\s+|this\s+)?before\s+(?:use|using|following|applying)\b",
    re.IGNORECASE,
)


def undisguised(text: str) -> str | None:
    """The text with look-alike letters and leetspeak written plainly, or None when it has
    neither. Only words that mix scripts are changed, and digits only in a text written
    in leetspeak (a version number or ``base64`` alone is left as it is)."""
    changed = MIXED_WORD.sub(lambda word: word.group().translate(LOOKALIKES), text)
    leet = {word.lower() for word in LEET_WORD.findall(changed)}
    if len(leet) >= LEET_STYLE:
        changed = LEET_WORD.sub(lambda word: word.group().translate(_LEET), changed)
    return changed if changed != text else None


def decoded(text: str) -> list[str]:
    """Readable text hidden in base64 runs, and the ROT13 reading of a text that names
    ROT13: what a model told to decode would read."""
    found = []
    for run in BASE64_RUN.finditer(text[:65536]):
        if len(found) >= 4:
            break
        body = run.group().rstrip("=")  # padding read as it should be, whatever was written
        try:
            raw = base64.b64decode(body + "=" * (-len(body) % 4), validate=True)
            plain = raw.decode("utf-8")
        except (binascii.Error, ValueError):
            continue
        printable = sum(ch.isprintable() or ch in "\n\t" for ch in plain)
        if plain and printable / len(plain) > 0.95 and len(plain.split()) >= 4:
            found.append(plain)
    if ROT13_CUE.search(text):
        found.append(codecs.decode(text[:65536], "rot13"))
    if "&#" in text and CHARACTER_REFERENCES.search(text[:65536]):
        found.append(html.unescape(text[:65536]))  # "&#65;&#115;…": what a renderer shows
    return found


# A run of numeric character references (HTML, XML): letters written as numbers, which a
# renderer shows as text and a reader of the source does not see as words.
CHARACTER_REFERENCES = prefiltered(r"(?:&#(?:\d{1,7}+|[xX][0-9a-fA-F]{1,6}+);\s?+){8}")
