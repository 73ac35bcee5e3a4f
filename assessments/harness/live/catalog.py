"""A ``tools/list`` answer as the graders read it, and its digest for the idempotency test."""

from __future__ import annotations

import hashlib
import json

from assessments.observations import Catalog, Tool


def _catalog(tools) -> Catalog:
    converted = tuple(
        Tool(
            name=t.name,
            description=t.description or "",
            input_schema=t.input_schema if isinstance(t.input_schema, dict) else None,
            output_schema=t.output_schema if isinstance(t.output_schema, dict) else None,
            annotations=(
                t.annotations.model_dump(by_alias=True, exclude_none=True)
                if t.annotations is not None
                else None
            ),
            source="live",
            definition=t.model_dump(by_alias=True, exclude_unset=True, mode="json"),
        )
        for t in tools
    )
    encoded = json.dumps(
        [t.model_dump(by_alias=True, exclude_none=True, mode="json") for t in tools]
    )
    return Catalog(tools=converted, source="live tools/list", token_estimate=-(-len(encoded) // 4))


def digest(catalog: Catalog) -> str:
    data = [
        (t.name, t.description, t.input_schema, t.output_schema, t.annotations)
        for t in catalog.tools
    ]
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()
