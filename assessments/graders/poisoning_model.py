"""Tool-poisoning signals read by a statistical model, beside the worded rules.

The rules name what they read ("keep this from the user", a hidden span, an address data
is sent to) and reach text worded as the sets they were drawn from; written apart, the
next set says the same things in other words and other languages, and the rules reach
half of it. The model reads what the words are made of: each word's character n-grams
(two to five characters, the word padded with a space at each end, so the stem of a verb
counts in every ending), hashed into a fixed number of buckets, weighed by how rare each
is in the training texts (1 + log of the count, times the inverse document frequency,
scaled to unit length), and a linear weight per bucket. Its weights are learnt from the
labelled sets the rules were tuned on (``tools/train_poisoning_model.py``, ``make
poisoning-model``), one text per field: the field each poisoned entry names as its
payload against every field of every honest entry. A field whose score reaches the
threshold is a finding, read whole and, in a longer field, as each run of three
consecutive sentences, so that honest sentences padded around a poisoned one do not
dilute it to nothing; a second linear reading of the same n-grams tells a request for
data sent elsewhere (exfiltration) from a model instruction. The threshold was chosen
on sets the model had not been trained on, as the highest false-positive share a rule is
allowed; the held-out sets are measured, never trained on (``bench/poisoning.py``).

A finding says it was the model's (``read_by``) and gives its score, the field and the
sentence that weighs most, so an owner can dispute it with the text itself. Pure: no I/O
but reading the shipped weights once; no third-party package.
"""

from __future__ import annotations

import array
import functools
import json
import math
import sys
import zlib
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from assessments.graders.poisoning_prefilter import prefiltered

MODEL_PATH = Path(__file__).with_name("poisoning_model.bin")
BITS = 20  # buckets: 2**20
MASK = (1 << BITS) - 1
SIZES = (2, 3, 4, 5)
MAX_CHARS = 20_000  # read of one field; the rules read further
MAX_TOOL_CHARS = 200_000  # read of one tool's fields, in the order the scan gives them
MAX_CATALOG_CHARS = 300_000  # read of a whole catalog, tools and instructions
MAX_PIECES = 40  # sentences weighed for the match shown
WINDOW = 3  # consecutive sentences of a longer field scored together, beside the whole
MAX_WINDOW_PIECES = 200  # sentences of one field read in windows
MIN_CHARS = 12  # shorter fields carry no sentence to weigh
MIN_WORDS = 3
UNSPACED_LETTERS = 8  # or this many letters of a script written without spaces
PROSE_KEYS = frozenset(
    {"description", "title", "instructions", "markdownDescription", "enumDescriptions",
     "$comment"}
)  # fmt: skip
INSTRUCTION = "tool-poisoning-model-instruction"
EXFILTRATION = "tool-poisoning-exfiltration"
MAGIC = b"SAGPM1\n"
# A part of a field's path that makes it a value, whatever its own key: a "description"
# inside a default or an example object is data the tool is given, not prose about it.
VALUE_PART = prefiltered(r"(?:^|\.)(?:default|examples?|const|enum)(?:\[\d+\])?(?:\.|$)")
KEY_INDEX = prefiltered(r"\[\d+\]$|\s\(hidden\)$")
UNSPACED = prefiltered(
    "[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]"
)


def prose(field: str, text: str) -> bool:
    """A field the model reads: a description, a title or the server's instructions, of a
    few words (or of a few letters of a script written without spaces: Chinese, Japanese,
    Thai, Khmer, Burmese). Values (defaults, examples, enumerations, and any description
    inside them) and names are left to the rules, which read what a value is (a credential
    file, an address)."""
    key = KEY_INDEX.sub("", field.rsplit(".", 1)[-1])
    if key not in PROSE_KEYS or VALUE_PART.search(field) or len(text.strip()) < MIN_CHARS:
        return False
    head = text[:MAX_CHARS]
    return len(head.split(None, MIN_WORDS)) >= MIN_WORDS or (
        len(UNSPACED.findall(head[:400])) >= UNSPACED_LETTERS
    )


def grams(text: str) -> Counter[int]:
    """The bucket of each character n-gram of each word, counted."""
    counts: Counter[int] = Counter()
    for word in text[:MAX_CHARS].casefold().split():
        padded = f" {word} "
        size = len(padded)
        for n in SIZES:
            for i in range(size - n + 1):
                gram = padded[i : i + n].encode("utf-8", "surrogatepass")
                counts[zlib.crc32(gram) & MASK] += 1
    return counts


@dataclass(frozen=True)
class Model:
    """Weights by bucket, one dense column each (2**20 single floats: 4 MiB a column):
    an unseen bucket has ``idf_unseen`` and weighs nothing."""

    idf: array.array
    poisoned: array.array
    sent: array.array  # exfiltration against instruction, among the poisoned
    bias: float
    sent_bias: float
    idf_unseen: float
    threshold: float
    meta: dict

    def vector(self, text: str) -> dict[int, float]:
        """The text's unit-length vector of weighed n-gram counts."""
        return weighed(grams(text), self.idf)

    def score(self, text: str) -> float:
        """How likely the text is a poisoned field, from 0 to 1."""
        return self.score_of(self.vector(text))

    def score_of(self, vector: dict[int, float]) -> float:
        if not vector:
            return 0.0
        weights = self.poisoned
        return _sigmoid(self.bias + sum(weights[b] * v for b, v in vector.items()))

    def read(self, text: str) -> tuple[float, dict[int, float], str | None]:
        """The field's score, the vector that gave it, and the window that gave it (None
        for the whole field): the whole field is scored, and each run of ``WINDOW``
        consecutive sentences of a field that has more, so that honest sentences around a
        poisoned one do not dilute it to nothing."""
        best = self.vector(text)
        score, window = self.score_of(best), None
        pieces = sentences(text)[:MAX_WINDOW_PIECES]
        if len(pieces) > WINDOW:
            counts = [grams(piece) for piece in pieces]
            for start in range(len(pieces) - WINDOW + 1):
                joined: Counter[int] = Counter()
                for part in counts[start : start + WINDOW]:
                    joined.update(part)
                vector = weighed(joined, self.idf)
                scored = self.score_of(vector)
                if scored > score:
                    best, score = vector, scored
                    window = " ".join(pieces[start : start + WINDOW])
        return score, best, window

    def kind(self, text: str) -> str:
        """The label of a poisoned text: data sent elsewhere, or an instruction."""
        return self.kind_of(self.vector(text))

    def kind_of(self, vector: dict[int, float]) -> str:
        weights = self.sent
        sent = self.sent_bias + sum(weights[b] * v for b, v in vector.items())
        return EXFILTRATION if sent > 0 else INSTRUCTION


def weighed(counts: Counter[int], idf) -> dict[int, float]:
    """Counts of buckets as a unit-length vector: 1 + log of each count, times the bucket's
    inverse document frequency (``idf[bucket]``). The reading's weighting, and training's."""
    values = {bucket: (1.0 + math.log(count)) * idf[bucket] for bucket, count in counts.items()}
    norm = math.sqrt(sum(value * value for value in values.values())) or 1.0
    return {bucket: value / norm for bucket, value in values.items()}


def _sigmoid(value: float) -> float:
    if value < -60:
        return 0.0
    return 1.0 / (1.0 + math.exp(-value))


@functools.cache
def model() -> Model | None:
    """The shipped weights, read once; None when the file is absent."""
    if not MODEL_PATH.exists():
        return None
    return load(MODEL_PATH.read_bytes())


@functools.cache
def shipped_meta() -> dict | None:
    """The shipped file's header alone (threshold, what it was trained on), for pages that
    describe the reading without loading its weights."""
    if not MODEL_PATH.exists():
        return None
    return _parts(MODEL_PATH.read_bytes())[0]


def _parts(data: bytes) -> tuple[dict, bytes]:
    if not data.startswith(MAGIC):
        raise ValueError("not a poisoning model file")
    raw = zlib.decompress(data[len(MAGIC) :])
    size = int.from_bytes(raw[:4], "little")
    return json.loads(raw[4 : 4 + size]), raw[4 + size :]


def load(data: bytes) -> Model:
    """A model from the bytes ``dump`` wrote."""
    meta, rest = _parts(data)
    count = meta["buckets"]
    columns = []
    for code, width in (("I", 4), ("f", 4), ("f", 4), ("f", 4)):
        column = array.array(code)
        column.frombytes(rest[: count * width])
        if sys.byteorder == "big":  # the file is little-endian
            column.byteswap()
        rest = rest[count * width :]
        columns.append(column)
    buckets, idf_seen, poisoned_seen, sent_seen = columns
    idf = array.array("f", [meta["idf_unseen"]]) * (1 << BITS)
    poisoned = array.array("f", [0.0]) * (1 << BITS)
    sent = array.array("f", [0.0]) * (1 << BITS)
    for i, bucket in enumerate(buckets):
        idf[bucket], poisoned[bucket], sent[bucket] = idf_seen[i], poisoned_seen[i], sent_seen[i]
    return Model(
        idf=idf, poisoned=poisoned, sent=sent, bias=meta["bias"], sent_bias=meta["sent_bias"],
        idf_unseen=meta["idf_unseen"], threshold=meta["threshold"], meta=meta,
    )  # fmt: skip


def dump(meta: dict, buckets, idf, poisoned, sent) -> bytes:
    """The model file: a JSON header (biases, threshold, what it was trained on), then the
    buckets and their three weights as little-endian 32-bit columns, compressed."""
    meta = {**meta, "buckets": len(buckets)}
    header = json.dumps(meta, sort_keys=True).encode()
    columns = []
    for code, values in (("I", buckets), ("f", idf), ("f", poisoned), ("f", sent)):
        column = array.array(code, values)
        if sys.byteorder == "big":
            column.byteswap()
        columns.append(column.tobytes())
    body = b"".join(columns)
    return MAGIC + zlib.compress(len(header).to_bytes(4, "little") + header + body, 9)


PIECE = prefiltered(r"[^.!?\n。！？।؟]+[.!?。！？।؟]?")


def sentences(text: str) -> list[str]:
    """The text's sentences long enough to weigh (``MIN_CHARS``), as read."""
    return [p.strip() for p in PIECE.findall(text[:MAX_CHARS]) if len(p.strip()) >= MIN_CHARS]


def heaviest_piece(reading: Model, text: str) -> str:
    """The sentence of the text the model weighs most poisoned: the match shown."""
    pieces = sentences(text)
    if len(pieces) <= 1:
        return text[:MAX_CHARS].strip()
    return max(pieces[:MAX_PIECES], key=reading.score)


class Budget:
    """Characters the model may still read of one catalog (``MAX_CATALOG_CHARS``)."""

    def __init__(self, chars: int = MAX_CATALOG_CHARS) -> None:
        self.chars = chars


def model_findings(
    texts: list[tuple[str, str]], budget: Budget | None = None, reading: Model | None = None
) -> Iterator[dict]:
    """Each field the model reads as poisoned: label, field, match and score. A tool's
    fields are read up to ``MAX_TOOL_CHARS`` and a catalog's (``budget``, shared by its
    tools) up to ``MAX_CATALOG_CHARS``, so that a hostile catalog of many long strings
    costs a bounded time; a field that would go past either is not read. ``reading``: the
    shipped model unless another is given (training measures its own)."""
    reading = reading if reading is not None else model()
    if reading is None:
        return
    budget = budget or Budget()
    tool = MAX_TOOL_CHARS
    for field, text in texts:
        if not prose(field, text):
            continue
        take = min(len(text), MAX_CHARS)
        if take > tool or take > budget.chars:
            return
        tool -= take
        budget.chars -= take
        score, vector, window = reading.read(text)
        if score >= reading.threshold:
            yield {
                "label": reading.kind_of(vector), "field": field,
                "match": window or heaviest_piece(reading, text), "score": round(score, 3),
            }  # fmt: skip
