"""What the poisoning tests read: the labels, and the labels the scan finds in a text or in
one tool's input schema."""

from __future__ import annotations

from assessments.graders.poisoning import contradicting_annotation, scan_catalog, scan_text
from assessments.observations import Catalog, Tool

INVISIBLE = "tool-poisoning-invisible-text"
MARKUP = "tool-poisoning-hidden-markup"
INSTRUCTION = "tool-poisoning-model-instruction"
EXFIL = "tool-poisoning-exfiltration"
ANNOTATION = "tool-poisoning-contradicting-annotation"


def labels_of(text: str) -> set[str]:
    """The labels the scan finds in one text."""
    return {label for label, _ in scan_text(text)}


def labels_of_schema(schema: dict, description: str = "Syncs a folder.") -> set[str]:
    """The labels the scan finds in one tool with this input schema."""
    tool = Tool(name="t", description=description, input_schema=schema)
    return {f["label"] for f in scan_catalog(Catalog(tools=(tool,), source="test"))}


def flags(description: str, annotations: dict, name: str = "tool") -> bool:
    """Whether the tool's annotations are found to contradict its description."""
    tool = Tool(name=name, description=description, annotations=annotations)
    return contradicting_annotation(tool) is not None
