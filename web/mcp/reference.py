"""/mcp's documentation page: each tool as the page shows it, from its definition."""

from __future__ import annotations

import copy
import functools
import json
from typing import Any

import anyio

from web.mcp.server import build_server

EXAMPLE_ARGUMENTS: dict[str, dict[str, Any]] = {
    "find_servers": {"query": "weather", "tier": "production_ready", "page_size": 5},
    "get_certification": {"slug": "sagentum-demo"},
    "get_report": {"assessment_id": 42},
    "recent_changelog": {"since": "2026-12-01", "limit": 10},
    "get_rubric": {"version": "1.0"},
    "explain": {"term": "call-failed"},
}


def tool_reference() -> list[dict[str, Any]]:
    """Each tool as the documentation page shows it, read from the registered definitions
    once per process (they are the code's: building the server and listing its tools
    takes longer than the rest of the page)."""
    return copy.deepcopy(_tool_reference())


@functools.cache
def _tool_reference() -> list[dict[str, Any]]:
    rows = []
    for tool in anyio.run(build_server().list_tools):
        schema = tool.input_schema
        required = set(schema.get("required", []))
        output = tool.output_schema or {}
        rows.append(
            {
                "name": tool.name,
                "title": tool.title,
                "description": tool.description,
                "parameters": [
                    _field(name, spec, name in required)
                    for name, spec in schema.get("properties", {}).items()
                ],
                "output": [
                    _field(name, spec, name in set(output.get("required", [])))
                    for name, spec in output.get("properties", {}).items()
                ],
                "request": json.dumps(
                    {
                        "jsonrpc": "2.0",
                        "id": 1,
                        "method": "tools/call",
                        "params": {"name": tool.name, "arguments": EXAMPLE_ARGUMENTS[tool.name]},
                    },
                    indent=2,
                ),
            }
        )
    return rows


JSON_TYPES = {str: "string", int: "integer", float: "number", bool: "boolean", type(None): "null"}


def _field(name: str, spec: dict[str, Any], required: bool) -> dict[str, Any]:
    return {
        "name": name,
        "type": _type_words(spec),
        "constraints": _constraints(spec),
        "required": required,
        "default": json.dumps(spec["default"]) if "default" in spec else "",
        "description": spec.get("description", ""),
    }


def _type_words(spec: dict[str, Any]) -> str:
    """The JSON type in words: ``string``, ``integer or null``, ``array of object``."""
    if "anyOf" in spec:
        return " or ".join(_type_words(option) for option in spec["anyOf"])
    if "const" in spec or "enum" in spec:
        values = [spec["const"]] if "const" in spec else spec["enum"]
        return " or ".join(sorted({JSON_TYPES.get(type(value), "any") for value in values}))
    kind = spec.get("type", "object" if "$ref" in spec else "any")
    if isinstance(kind, list):
        return " or ".join(kind)
    if kind == "array":
        return f"array of {_type_words(spec.get('items', {}))}"
    return kind


def _constraints(spec: dict[str, Any]) -> str:
    """Allowed values and bounds in words, from the schema or its options."""
    for option in spec.get("anyOf", []):
        if words := _constraints(option):
            return words
    if "const" in spec:
        return f"always {json.dumps(spec['const'])}"
    if "enum" in spec:
        return "one of " + ", ".join(json.dumps(value) for value in spec["enum"])
    words = [
        template.format(spec[key])
        for key, template in (
            ("minimum", "at least {}"),
            ("maximum", "at most {}"),
            ("minLength", "at least {} characters"),
            ("maxLength", "at most {} characters"),
            ("pattern", "matches {}"),
        )
        if key in spec
    ]
    return ", ".join(words)
