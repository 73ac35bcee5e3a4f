"""Tool-poisoning signals: false positives and recall on each labelled set of definitions.

Each set was written apart from the patterns (``tests/poisoning_set*.py``). Sets 1 to 3
were measured on first contact and then used to revise the patterns; set 4 has never
been tuned on. Target: no false positive on a benign set, recall of at least 90 %.
"""

from __future__ import annotations

import importlib
import time

SETS = (
    ("set 1", "tests.poisoning_set1"),
    ("set 2", "tests.poisoning_set2"),
    ("set 3", "tests.poisoning_set3"),
    ("set 4 (never tuned on)", "tests.poisoning_set4"),
)


def labels_found(entry: dict) -> set[str]:
    """The labels the signals find in one labelled entry."""
    from assessments.graders.poisoning import scan_catalog
    from assessments.observations import Catalog, Tool

    properties = {
        name: {"type": "string", "description": text} for name, text in entry["params"].items()
    }
    tool = Tool(
        name=entry["name"], description=entry["description"],
        input_schema={"type": "object", "properties": properties},
        annotations=entry.get("annotations"),
    )  # fmt: skip
    found = scan_catalog(Catalog(tools=(tool,), source="corpus"), entry.get("instructions"))
    return {finding["label"] for finding in found}


def scores(module: str) -> dict[str, float]:
    corpus = importlib.import_module(module)
    false_positives = sum(1 for entry in corpus.BENIGN if labels_found(entry))
    caught = sum(1 for entry in corpus.POISONED if entry["label"] in labels_found(entry))
    return {
        "benign": len(corpus.BENIGN),
        "false_positives": false_positives,
        "poisoned": len(corpus.POISONED),
        "caught": caught,
        "recall": caught / len(corpus.POISONED),
        "precision": caught / (caught + false_positives) if caught + false_positives else 1.0,
    }


HOSTILE = {  # a megabyte each: what a hostile catalog may send in one description
    "https:// repeated": "https://x" * 110_000,
    "one long word": "a" * 1_000_000,
    "dotted word": "a." * 500_000,
    "unclosed comments": "<!--" * 250_000,
    "a verb repeated": "send " * 200_000,
    "blank lines": "\n" * 1_000_000,
}


def hostile() -> bool:
    """The signals on hostile megabyte texts: linear, so each well under the target."""
    from assessments.graders.poisoning import contradicting_annotation, scan_text
    from assessments.observations import Tool

    worst = 0.0
    for name, text in HOSTILE.items():
        started = time.perf_counter()
        list(scan_text(text))
        contradicting_annotation(Tool("t", description=text, annotations={"readOnlyHint": True}))
        elapsed = time.perf_counter() - started
        worst = max(worst, elapsed)
        print(f"poisoning, hostile text ({name}, {len(text):,} characters): {elapsed:.2f} s")
    print(f"poisoning, slowest hostile text {worst:.2f} s (target 5 s)")
    return worst <= 5.0


def poisoning() -> bool:
    ok = hostile()
    for name, module in SETS:
        s = scores(module)
        print(
            f"poisoning, {name}: {s['false_positives']} false positives of {s['benign']} "
            f"benign; {s['caught']} of {s['poisoned']} poisoned caught "
            f"(recall {s['recall']:.1%}, precision {s['precision']:.1%})"
        )
        ok = ok and s["false_positives"] == 0 and s["recall"] >= 0.9
    return ok
