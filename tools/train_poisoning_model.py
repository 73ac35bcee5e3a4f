"""Trains the statistical reading of tool poisoning (``assessments/graders/poisoning_model``)
from the labelled sets the rules were tuned on, and writes its weights.

    make poisoning-model                 # train on every tuned set, write the weights
    python tools/train_poisoning_model.py --inner
                                         # how the threshold was chosen: train on all tuned
                                         # sets but 26 and 27, measure on those two

One text per field, as the scan reads a tool (``tool_texts``; prose only: descriptions,
titles and the server's instructions, never a name or a value): the field
a poisoned entry names as its payload is a poisoned text, every field of an honest entry
an honest one; the honest advice set and the reviews' texts at the rules' edges count
too. The held-out sets (``bench.poisoning.HELD_OUT``), the held-out honest advice and the
corpus of real servers are never read here. A logistic regression (scikit-learn, a
development dependency; the product reads the weights without it) weighs the buckets;
a second one, trained on the poisoned texts alone, tells exfiltration from instruction.
The weights file records a digest of the training texts: a test fails when the sets
change and the weights were not trained again.
"""

from __future__ import annotations

import argparse
import array
import dataclasses
import hashlib
import importlib
import json
import math
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# The lowest of ``THRESHOLDS`` at which, trained without sets 26 and 27 (``--inner``), the
# model flagged no more than one honest entry of either set and none of the corpus of real
# servers or of the held-out honest advice: 0.95 (at 0.9: two of set 26, none of set 27,
# one of the advice and two of the corpus; fields read whole and in runs of three sentences).
THRESHOLD = 0.95
C = 10.0  # inverse regularisation strength of both regressions
POISONED_LABELS = {
    "tool-poisoning-model-instruction", "tool-poisoning-exfiltration",
    "tool-poisoning-hidden-markup", "tool-poisoning-invisible-text",
}  # fmt: skip
EXFILTRATION = "tool-poisoning-exfiltration"
REVIEWS = "tests.assessments.graders.poisoning_review_round"


def _setup() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sagentum.settings")
    os.environ.setdefault("DEBUG", "1")
    import django

    django.setup()


def _fields(entry: dict) -> list[tuple[str, str]]:
    from assessments.graders.poisoning import tool_texts
    from assessments.observations import Tool
    from bench.poisoning import input_schema

    tool = Tool(
        name=entry.get("name") or "tool", description=entry.get("description") or "",
        input_schema=input_schema({"params": {}, **entry}),
        output_schema=entry.get("output_schema"), annotations=entry.get("annotations"),
    )  # fmt: skip
    from assessments.graders.poisoning_model import prose

    texts = [(f, t) for f, t in tool_texts(tool) if isinstance(t, str) and prose(f, t)]
    if entry.get("instructions") and prose("instructions", entry["instructions"]):
        texts.append(("instructions", entry["instructions"]))
    return texts


def _at(entry: dict, path: str) -> object:
    current: object = entry
    for part in path.split("."):
        if isinstance(current, list) and part.isdigit() and int(part) < len(current):
            current = current[int(part)]
        elif isinstance(current, dict):
            current = current.get(part)
        else:
            return None
    return current


def set_examples(module: str) -> list[tuple[str, int, int]]:
    """(text, poisoned, sent elsewhere) for each field of a labelled set, as trained on."""
    corpus = importlib.import_module(module)
    examples = [(text, 0, 0) for entry in corpus.BENIGN for _, text in _fields(entry)]
    for entry in getattr(corpus, "POISONED", []):
        if entry["label"] not in POISONED_LABELS:
            continue
        payload = _at(entry, entry.get("field") or "")
        if not isinstance(payload, str) or not payload.strip():
            continue
        sent = int(entry["label"] == EXFILTRATION)
        examples += [(t, 1, sent) for _, t in _fields(entry) if payload in t]
    return examples


def review_examples() -> list[tuple[str, int, int]]:
    """The texts two rounds of review wrote at the rules' edges, honest and poisoned."""
    examples: list[tuple[str, int, int]] = []
    r22 = importlib.import_module(f"{REVIEWS}22")
    examples += [(item["d"], 0, 0) for item in r22.HONEST_AT_THE_EDGES]
    r23 = importlib.import_module(f"{REVIEWS}23")
    examples += [(text, 0, 0) for text in (*r23.HONEST_TEXTS, *r23.HONEST_NOT_DESTRUCTIVE)]
    examples += [
        (text, 1, int(label == EXFILTRATION))
        for text, label in r23.POISONED_TEXTS
        if label in POISONED_LABELS
    ]
    for number in (24, 25):
        review = importlib.import_module(f"{REVIEWS}{number}")
        examples += [(item["description"], 0, 0) for item in review.HONEST]
        examples += [
            (item["description"], 1, int(item.get("label") == EXFILTRATION))
            for item in review.POISONED
            if item.get("label", "tool-poisoning-model-instruction") in POISONED_LABELS
        ]
    return examples


def training_examples(sets: list[str]) -> list[tuple[str, int, int]]:
    """Every training text of the named set modules, the honest advice and the reviews."""
    from assessments.graders.poisoning_model import prose

    examples = [example for module in sets for example in set_examples(module)]
    examples += set_examples("tests.poisoning_advice")
    examples += [example for example in review_examples() if prose("description", example[0])]
    return examples


def digest(examples: list[tuple[str, int, int]]) -> str:
    return hashlib.sha256(json.dumps(examples, ensure_ascii=False).encode()).hexdigest()


def tuned_sets() -> list[str]:
    from bench.poisoning import SETS

    return [module for _, module in SETS]


def train(examples: list[tuple[str, int, int]]):
    """The fitted model (``poisoning_model.Model``) and its file's columns."""
    import numpy as np
    from scipy.sparse import csr_matrix
    from sklearn.linear_model import LogisticRegression

    from assessments.graders.poisoning_model import BITS, dump, grams, load, weighed

    counted = [grams(text) for text, _, _ in examples]
    frequency: dict[int, int] = {}
    for counts in counted:
        for bucket in counts:
            frequency[bucket] = frequency.get(bucket, 0) + 1
    size = len(examples)
    buckets = sorted(frequency)
    # Single floats, as the file keeps them and the reading reads them.
    single = array.array("f", [math.log((1 + size) / (1 + frequency[b])) + 1 for b in buckets])
    idf = dict(zip(buckets, single, strict=True))
    idf_unseen = math.log(1 + size) + 1
    rows, cols, values = [], [], []
    for row, counts in enumerate(counted):
        for bucket, value in weighed(counts, idf).items():
            rows.append(row)
            cols.append(bucket)
            values.append(value)
    matrix = csr_matrix((values, (rows, cols)), shape=(size, 1 << BITS))
    poisoned = np.array([p for _, p, _ in examples])
    first = LogisticRegression(C=C, max_iter=5000, class_weight="balanced")
    first.fit(matrix, poisoned)
    among = poisoned == 1
    second = LogisticRegression(C=C, max_iter=5000, class_weight="balanced")
    second.fit(matrix[among], np.array([s for _, p, s in examples if p]))
    columns = (
        buckets, [idf[b] for b in buckets],
        [float(first.coef_[0][b]) for b in buckets], [float(second.coef_[0][b]) for b in buckets],
    )  # fmt: skip
    meta = {
        "bias": float(first.intercept_[0]), "sent_bias": float(second.intercept_[0]),
        "idf_unseen": idf_unseen, "threshold": THRESHOLD,
    }  # fmt: skip
    model = load(dump(meta, *columns))  # as the product will read it
    return model, meta, columns


INNER = ("tests.poisoning_set26", "tests.poisoning_set27")  # left out to choose the threshold
THRESHOLDS = (0.7, 0.8, 0.9, 0.95, 0.97, 0.98, 0.99)  # the candidates, lowest first


def inner() -> None:
    """How the threshold was chosen: trained without sets 26 and 27 (``INNER``), the model's
    own findings on those two, the held-out honest advice and the corpus of real servers."""
    from assessments.graders.poisoning_model import model_findings

    trained, _, _ = train(training_examples([m for m in tuned_sets() if m not in INNER]))
    for threshold in THRESHOLDS:
        reading = dataclasses.replace(trained, threshold=threshold)

        def found(texts, reading=reading):
            return list(model_findings(texts, reading=reading))

        line = [f"threshold {threshold}:"]
        for module in (*INNER, "tests.poisoning_advice_held"):
            corpus = importlib.import_module(module)
            false = sum(1 for e in corpus.BENIGN if found(_fields(e)))
            caught = sum(
                1 for e in getattr(corpus, "POISONED", [])
                if any(f["label"] == e["label"] for f in found(_fields(e)))
            )  # fmt: skip
            line.append(f"{module.rsplit('_', 1)[-1]} caught {caught}, false {false};")
        line.append(f"corpus false {sum(1 for _, texts in corpus_texts() if found(texts))}")
        print(" ".join(line), flush=True)


def corpus_texts():
    """(tool name, its texts as the scan lists them) for each definition of the corpus of
    real servers: never trained on."""
    from assessments.graders.poisoning import tool_texts
    from assessments.observations import Tool

    data = json.loads((ROOT / "corpus" / "corpus.json").read_text())
    for entry in data["entries"]:
        for item in (entry["definitions"] or {}).values():
            tool = Tool(
                name=item.get("name") or "tool", description=item.get("description"),
                input_schema=item.get("inputSchema"), output_schema=item.get("outputSchema"),
                annotations=item.get("annotations"),
            )  # fmt: skip
            yield tool.name, [(f, t) for f, t in tool_texts(tool) if isinstance(t, str)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inner", action="store_true", help="measure the threshold's choice")
    args = parser.parse_args()
    _setup()
    if args.inner:
        inner()
        return 0
    import sklearn

    from assessments.graders.poisoning_model import MODEL_PATH, dump

    sets = tuned_sets()
    examples = training_examples(sets)
    _, meta, columns = train(examples)
    meta |= {
        "trained_on": sets, "training_digest": digest(examples), "texts": len(examples),
        "poisoned_texts": sum(p for _, p, _ in examples), "C": C,
        "scikit_learn": sklearn.__version__,
    }  # fmt: skip
    MODEL_PATH.write_bytes(dump(meta, *columns))
    print(
        f"wrote {MODEL_PATH.relative_to(ROOT)}: {len(columns[0]):,} buckets from "
        f"{len(examples):,} texts ({meta['poisoned_texts']:,} poisoned) of {len(sets)} sets"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
