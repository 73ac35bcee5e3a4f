"""Signatures of tool results, for comparing repeated identical calls (dimensions 2
and 5): a shape (structure without values) and a digest (a hash of the content).
Pure functions, bounded in depth and size; no payload leaves them."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from assessments.harness.schemas import (
    SchemaRefused,
    canonical_json,
    flatten,
    prepare_schema,
    required_names,
    type_names,
)

MAX_SHAPE_DEPTH = 8
MAX_SHAPE_NODES = 2000


def _plain(value: Any) -> Any:
    """A content block (dict or pydantic model) as a dict."""
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json", by_alias=True, exclude_none=True)
    return value


def _block_type(block: Any) -> str:
    kind = block.get("type") if isinstance(block, dict) else getattr(block, "type", None)
    return str(kind)[:40] if kind is not None else "unknown"


class _Shaper:
    def __init__(self) -> None:
        self.nodes = 0

    def shape(self, value: Any, depth: int) -> Any:
        self.nodes += 1
        if depth > MAX_SHAPE_DEPTH or self.nodes > MAX_SHAPE_NODES:
            return "…"
        if isinstance(value, dict):
            return {str(key): self.shape(value[key], depth + 1) for key in sorted(value, key=str)}
        if isinstance(value, list | tuple):
            shapes = {json.dumps(self.shape(item, depth + 1), sort_keys=True) for item in value}
            return [json.loads(shape) for shape in sorted(shapes)]
        if isinstance(value, bool):
            return "boolean"
        if isinstance(value, int | float):
            return "number"  # 21 and 21.5 are the same kind of answer
        if isinstance(value, str):
            return "string"
        return "null" if value is None else "unknown"


def result_shape(structured_content: Any, content_blocks: list[Any] | None) -> str:
    """A stable signature of a result's structure: the structuredContent's keys (sorted) and
    JSON types recursively (numbers as ``number``; a list as its distinct element shapes),
    bounded in depth and size, and the content block types. Canonical JSON, so two
    signatures compare as strings and ``shapes_differ_only_in_optional`` can read them."""
    structured = None if structured_content is None else _Shaper().shape(structured_content, 0)
    blocks = sorted({_block_type(block) for block in content_blocks or []})
    return json.dumps({"content": blocks, "structured": structured}, sort_keys=True)


def result_digest(structured_content: Any, content_blocks: list[Any] | None) -> str:
    """SHA-256 of the canonical JSON of a result's content (structuredContent and content
    blocks, without the blocks' ``_meta``), for comparing repeated identical calls."""
    blocks = []
    for block in content_blocks or []:
        plain = _plain(block)
        if isinstance(plain, dict):
            plain = {k: v for k, v in plain.items() if k not in ("_meta", "meta")}
        blocks.append(plain)
    text = canonical_json({"content": blocks, "structured": structured_content})
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _object_branch(schema: Any) -> dict[str, Any]:
    view = flatten(schema)
    if "properties" in view or "required" in view:
        return view
    for key in ("anyOf", "oneOf"):
        for branch in view.get(key) or []:
            branch_view = flatten(branch)
            if "properties" in branch_view or "object" in type_names(branch_view):
                return branch_view
    return view


def _compatible(a: Any, b: Any, schema: Any) -> bool:
    if a == b:
        return True
    if isinstance(a, dict) and isinstance(b, dict):
        view = _object_branch(schema)
        properties = view.get("properties")
        if not isinstance(properties, dict):
            return False  # nothing says which fields are optional
        required = set(required_names(view))
        for key in a.keys() | b.keys():
            if key in required and not (
                key in a and key in b and _compatible(a[key], b[key], properties.get(key))
            ):
                return False
        return True
    if isinstance(a, list) and isinstance(b, list):
        if not a or not b:
            return True  # an empty list has no element shapes to disagree with
        if len(a) == len(b) == 1:
            items = flatten(_object_branch(schema)).get("items")
            return _compatible(a[0], b[0], items)
    return False


def shapes_differ_only_in_optional(
    shape_a: str | None, shape_b: str | None, output_schema: dict[str, Any] | None
) -> bool:
    """True when two ``result_shape`` signatures agree, or differ only in fields the
    ``output_schema`` does not require (at any depth; an empty list is compatible with any
    list). False without an output schema to tell, or for signatures it cannot read."""
    if shape_a == shape_b:
        return True
    if not output_schema or not shape_a or not shape_b:
        return False
    try:
        a, b = json.loads(shape_a), json.loads(shape_b)
        schema = prepare_schema(output_schema)
    except (ValueError, SchemaRefused):
        return False
    if not (isinstance(a, dict) and isinstance(b, dict)) or a.get("content") != b.get("content"):
        return False
    return _compatible(a.get("structured"), b.get("structured"), schema)
