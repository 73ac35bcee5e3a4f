"""Invalid arguments for the error-handling tests (3 and 4)."""

from __future__ import annotations

from typing import Any

from assessments.harness import hints
from assessments.harness.schemas import (
    SchemaRefused,
    flatten,
    prepare_schema,
    required_names,
    type_names,
    validate_arguments,
)

WRONG_TYPE_VALUES = {
    "string": 12345,
    "integer": "not-a-number",
    "number": "not-a-number",
    "boolean": "not-a-boolean",
    "array": "not-an-array",
    "object": "not-an-object",
}


def _object_view(input_schema: Any) -> dict[str, Any]:
    try:
        prepared = prepare_schema(input_schema)
    except SchemaRefused:
        return {}
    return flatten(prepared)


def _json_type(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object" if isinstance(value, dict) else "null"


def _declared_types(schema: Any) -> set[str]:
    """The JSON types a property admits, from ``type``, typed anyOf/oneOf branches, or
    its const/enum values; empty when it is not typed."""
    view = flatten(schema)
    names = set(type_names(view)) if "type" in view else set()
    if not names:
        for key in ("anyOf", "oneOf"):
            branches = view.get(key)
            if isinstance(branches, list) and branches:
                kinds = [_declared_types(branch) for branch in branches]
                if all(kinds):
                    names = set().union(*kinds)
                    break
    if not names:
        values = view.get("enum") if isinstance(view.get("enum"), list) else []
        values = [view["const"]] if "const" in view else values
        names = {_json_type(value) for value in values}
    return names & {*WRONG_TYPE_VALUES, "null"}


def _admits(types: set[str], value: Any) -> bool:
    kind = _json_type(value)
    return kind in types or (kind == "integer" and "number" in types)


def malformed_arguments(
    input_schema: dict[str, Any], valid: dict[str, Any], *, open_world: bool = False
) -> dict[str, Any] | None:
    """``valid`` with the first typed property (schema order, required ones first) given a
    value of a wrong JSON type; ``None`` when no property is typed. For an open-world
    tool, a property naming or holding an outside target never gets a made-up value, not
    even a wrong-typed one (``"not-an-array"`` may still be read as a host name)."""
    view = _object_view(input_schema)
    properties = view.get("properties") if isinstance(view.get("properties"), dict) else {}
    required = set(required_names(view))
    order = [n for n in properties if n in required] + [n for n in properties if n not in required]
    for name in order:
        if open_world and hints.outside_target(name, flatten(properties[name])):
            continue
        types = _declared_types(properties[name])
        for kind in sorted(types - {"null"}, key=list(WRONG_TYPE_VALUES).index):
            wrong = WRONG_TYPE_VALUES[kind]
            if _admits(types, wrong):
                continue
            arguments = {**(valid or {}), name: wrong}
            if validate_arguments(input_schema, arguments):
                return arguments
    return None


def missing_arguments(input_schema: dict[str, Any], valid: dict[str, Any]) -> dict[str, Any] | None:
    """``valid`` without the required properties; ``None`` when nothing is required."""
    required = set(required_names(_object_view(input_schema)))
    if not required:
        return None
    return {name: value for name, value in (valid or {}).items() if name not in required}
