"""Untrusted JSON Schemas made safe to use: ``$ref`` inlined, regexes dropped, depth,
size and validation work bounded.

Every schema comes from the server under test, so each one is treated as
hostile input:

- **Regex ``pattern``s never run.** Python's ``re`` has no timeout and holds the
  GIL while it matches, and a pattern such as ``^(a+)+$`` backtracks
  exponentially on ``"aaaa…a!"``: one schema could stall the worker. Validation
  therefore runs on a copy without ``pattern`` and ``patternProperties`` (and,
  where ``patternProperties`` was dropped, without the
  ``additionalProperties``/``unevaluatedProperties`` of the same object, since
  which names they admit depends on the patterns).
- **``$ref`` is inlined, bounded.** Only local JSON pointers (``#``,
  ``#/$defs/…``, ``#/definitions/…``, any ``#/…``) are followed. A reference
  already expanded ``MAX_REF_REPEAT`` times on the same path (a recursive
  schema) is cut off there and admits anything below that point. A copy
  nested deeper than ``MAX_SCHEMA_DEPTH`` subschemas or holding more than
  ``MAX_SCHEMA_NODES`` of them is refused as invalid, with a message.
  ``$dynamicRef``/``$recursiveRef`` are dropped (they admit anything).
- **Validation work is bounded**: at most ``MAX_VALIDATION_STEPS`` keyword
  applications per validation, and ``uniqueItems`` in linear time (jsonschema
  compares unsortable items pairwise). Format checking is off. Messages name
  the path and the failed keyword, never the value, so they may go into
  evidence.
"""

from __future__ import annotations

import contextvars
import itertools
import json
import math
import urllib.parse
from collections.abc import Callable
from typing import Any

from jsonschema import Draft202012Validator, ValidationError, validators

MAX_SCHEMA_DEPTH = 32  # nested subschemas, after inlining $ref
MAX_SCHEMA_NODES = 5000  # subschemas, after inlining $ref
MAX_REF_REPEAT = 2  # expansions of one $ref on one path before recursion is cut off
MAX_VALIDATION_STEPS = 500_000  # keyword applications per validation or synthesis
MAX_MESSAGES = 20
MAX_CANONICAL_DEPTH = 64

# Schema keywords by what their value holds (the rest are copied as data).
SUBSCHEMA = frozenset(
    {
        "additionalProperties", "additionalItems", "contains", "propertyNames", "not", "if",
        "then", "else", "unevaluatedItems", "unevaluatedProperties", "contentSchema",
    }
)  # fmt: skip
SUBSCHEMA_MAP = frozenset({"properties", "dependentSchemas"})
SUBSCHEMA_LIST = frozenset({"allOf", "anyOf", "oneOf", "prefixItems"})
DROPPED = frozenset(
    {
        "pattern", "patternProperties", "$defs", "definitions", "$id", "$schema", "$anchor",
        "$dynamicAnchor", "$dynamicRef", "$recursiveRef", "$recursiveAnchor", "$vocabulary",
        "$comment",
    }
)  # fmt: skip
INFERRED_TYPES = (
    ("object", ("properties", "required", "additionalProperties", "minProperties")),
    ("array", ("items", "prefixItems", "minItems", "maxItems", "contains")),
    ("string", ("minLength", "maxLength", "format")),
    ("number", ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf")),
)


class SchemaRefused(Exception):
    """A schema that will not be used: too deep, too large, or with references not followed."""


class TooMuchWork(Exception):
    pass


# Preparing a schema: inline local $ref, drop regexes, bound depth and size.


class _Inliner:
    def __init__(self, root: Any) -> None:
        self.root = root
        self.nodes = 0

    def schema(self, node: Any, depth: int, refs: tuple[str, ...]) -> Any:
        if isinstance(node, bool):
            return node
        if not isinstance(node, dict):
            raise SchemaRefused("a subschema is neither an object nor a boolean")
        if depth > MAX_SCHEMA_DEPTH:
            raise SchemaRefused(f"the schema is nested deeper than {MAX_SCHEMA_DEPTH} levels")
        self.nodes += 1
        if self.nodes > MAX_SCHEMA_NODES:
            raise SchemaRefused(f"the schema has more than {MAX_SCHEMA_NODES} subschemas")
        if "$ref" in node:
            return self.reference(node, depth, refs)
        patterned = bool(node.get("patternProperties"))
        out: dict[str, Any] = {}
        for key, value in node.items():
            if key in DROPPED or (
                patterned and key in ("additionalProperties", "unevaluatedProperties")
            ):
                continue
            out[key] = self.keyword(key, value, depth, refs)
        if isinstance(out.get("items"), list):  # the draft 4-7 tuple form
            out.setdefault("prefixItems", out.pop("items"))
            if "additionalItems" in out:
                out["items"] = out.pop("additionalItems")
        return _draft4_bounds(out)

    def keyword(self, key: str, value: Any, depth: int, refs: tuple[str, ...]) -> Any:
        if key in SUBSCHEMA or (key == "items" and not isinstance(value, list)):
            return self.schema(value, depth + 1, refs)
        if key in SUBSCHEMA_MAP:
            if not isinstance(value, dict):
                raise SchemaRefused(f"{key!r} is not an object")
            return {name: self.schema(sub, depth + 1, refs) for name, sub in value.items()}
        if key in SUBSCHEMA_LIST or key == "items":
            if not isinstance(value, list):
                raise SchemaRefused(f"{key!r} is not a list")
            return [self.schema(sub, depth + 1, refs) for sub in value]
        return value

    def reference(self, node: dict[str, Any], depth: int, refs: tuple[str, ...]) -> Any:
        ref = node["$ref"]
        if not isinstance(ref, str) or not ref.startswith("#"):
            raise SchemaRefused("only local $ref (#/...) is followed")
        if refs.count(ref) >= MAX_REF_REPEAT:
            target: Any = {}  # recursion cut off: anything is admitted below this point
        else:
            target = self.schema(self.resolve(ref), depth + 1, (*refs, ref))
        siblings = self.schema({k: v for k, v in node.items() if k != "$ref"}, depth, refs)
        if not siblings:
            return target
        return {**siblings, "allOf": [target, *siblings.get("allOf", [])]}

    def resolve(self, ref: str) -> Any:
        pointer = urllib.parse.unquote(ref[1:])
        if pointer == "":
            return self.root
        if not pointer.startswith("/"):
            raise SchemaRefused("$ref to an anchor is not followed")
        node = self.root
        for part in pointer[1:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            if isinstance(node, dict) and part in node:
                node = node[part]
            elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
                node = node[int(part)]
            else:
                raise SchemaRefused(f"$ref {ref[:100]!r} does not resolve")
        return node


def _draft4_bounds(schema: dict[str, Any]) -> dict[str, Any]:
    """Draft 4's boolean exclusiveMinimum/Maximum, in the 2020-12 form."""
    for exclusive, inclusive in (("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")):
        flag = schema.get(exclusive)
        if isinstance(flag, bool):
            del schema[exclusive]
            if flag and is_number(schema.get(inclusive)):
                schema[exclusive] = schema.pop(inclusive)
    return schema


def prepare_schema(schema: Any) -> Any:
    """A copy of ``schema`` that is safe to validate with: no ``$ref``, no regexes, bounded.
    Raises ``SchemaRefused`` with a message saying why it cannot be used."""
    return _Inliner(schema).schema(schema, 0, ())


# Validation with bounded work.

_steps: contextvars.ContextVar[list[int]] = contextvars.ContextVar("schema_work_steps")


def _spend() -> None:
    left = _steps.get(None)
    if left is not None:
        left[0] -= 1
        if left[0] < 0:
            raise TooMuchWork


def _counted(keyword: Callable) -> Callable:
    def apply(validator, value, instance, schema):
        _spend()
        return keyword(validator, value, instance, schema)

    return apply


def _unique_items(validator, unique, instance, schema):
    if not unique or not validator.is_type(instance, "array"):
        return
    seen: set[str] = set()
    for item in instance:
        key = canonical_json(item)
        if key in seen:
            yield ValidationError("has non-unique elements")
            return
        seen.add(key)


_Validator = validators.extend(
    Draft202012Validator,
    {
        key: _counted(keyword)
        for key, keyword in {
            **Draft202012Validator.VALIDATORS,
            "uniqueItems": _unique_items,
        }.items()
    },
)


class WorkBudget:
    """Sets the step budget for the validations run inside the ``with`` block."""

    def __enter__(self) -> None:
        self.token = _steps.set([MAX_VALIDATION_STEPS])

    def __exit__(self, *exc_info: object) -> None:
        _steps.reset(self.token)


def schema_errors(prepared: Any, instance: Any) -> list[str]:
    """What is wrong with ``instance`` under a prepared schema (at most ``MAX_MESSAGES``),
    within a fresh step budget; running out of steps is itself a message."""
    try:
        with WorkBudget():
            found = list(itertools.islice(_Validator(prepared).iter_errors(instance), MAX_MESSAGES))
    except TooMuchWork:
        return [f"validation stopped after {MAX_VALIDATION_STEPS} steps"]
    except RecursionError:
        return ["the value is nested too deeply to validate"]
    except Exception as error:  # a malformed schema is evidence, not a crash
        return [f"the schema could not be applied ({type(error).__name__})"]
    return list(dict.fromkeys(_message(error) for error in found))


def is_valid(prepared: Any, instance: Any) -> bool:
    """Within an enclosing ``WorkBudget``; ``TooMuchWork`` propagates."""
    try:
        return _Validator(prepared).is_valid(instance)
    except TooMuchWork:
        raise
    except Exception:
        return False


def _path(parts: Any) -> str:
    text = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in parts)
    return text[:200]


def _brief(value: Any) -> str:
    text = json.dumps(value, default=str, ensure_ascii=False)
    return text if len(text) <= 60 else text[:59] + "…"


def _message(error: ValidationError) -> str:
    where, keyword, expected = _path(error.absolute_path), error.validator, error.validator_value
    if keyword == "required" and isinstance(error.instance, dict):
        missing = [name for name in expected if name not in error.instance]
        return f"{where}: required property {_brief(missing[0] if missing else expected)} missing"
    if keyword == "type":
        return f"{where}: expected type {_brief(expected)}"
    if keyword in ("additionalProperties", "unevaluatedProperties") and expected is False:
        return f"{where}: has properties that are not allowed"
    if keyword in SUBSCHEMA | SUBSCHEMA_MAP | SUBSCHEMA_LIST | {"items"}:
        return f"{where}: does not match {keyword}"
    return f"{where}: fails {keyword} {_brief(expected)}"


def validate_arguments(input_schema: Any, arguments: Any) -> list[str]:
    """What is wrong with ``arguments`` under ``input_schema`` (empty: valid), by JSON
    Schema 2020-12 without format checking, regexes, or unbounded ``$ref``/work; a schema
    that cannot be used (too deep, too large, a ``$ref`` not followed) yields one message
    saying so. Works for any instance: the harness also checks structuredContent against
    an outputSchema with it."""
    if not isinstance(input_schema, dict | bool):
        return ["the schema is not a JSON object"]
    try:
        prepared = prepare_schema(input_schema)
    except SchemaRefused as refusal:
        return [f"schema refused: {refusal}"]
    return schema_errors(prepared, arguments)


# Views of a prepared schema, to build values from.


def is_number(value: Any) -> bool:
    """A JSON number (not a boolean), finite."""
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and math.isfinite(value))


def merge(primary: dict[str, Any], secondary: dict[str, Any]) -> dict[str, Any]:
    """``primary`` with what ``secondary`` adds: properties and required combined."""
    out = dict(primary)
    for key, value in secondary.items():
        if key == "properties" and isinstance(value, dict):
            out["properties"] = {**value, **(out.get("properties") or {})}
        elif key == "required" and isinstance(value, list):
            out["required"] = required_names({"required": [*required_names(out), *value]})
        else:
            out.setdefault(key, value)
    return out


def flatten(schema: Any) -> dict[str, Any]:
    """A schema with its allOf branches merged in: a view to build values from (values are
    still validated against the schema itself)."""
    if not isinstance(schema, dict):
        return {}
    if not isinstance(schema.get("allOf"), list):
        return schema
    out = {key: value for key, value in schema.items() if key != "allOf"}
    for branch in schema["allOf"]:
        out = merge(out, flatten(branch))
    return out


def required_names(view: dict[str, Any]) -> list[str]:
    """The property names ``view`` requires, in order, once each."""
    names = view.get("required")
    if not isinstance(names, list):
        return []
    return list(dict.fromkeys(name for name in names if isinstance(name, str)))


def type_names(view: dict[str, Any]) -> list[str]:
    """The JSON types ``view`` declares, or infers from its keywords; ``null`` last."""
    declared = view.get("type")
    if isinstance(declared, str):
        names = [declared]
    elif isinstance(declared, list):
        names = [name for name in declared if isinstance(name, str)]
    else:
        names = [name for name, keys in INFERRED_TYPES if any(key in view for key in keys)]
    return sorted(names, key=lambda name: name == "null")  # null only as a last resort


def _canonical(value: Any, depth: int = 0) -> Any:
    if depth > MAX_CANONICAL_DEPTH:
        return "…"
    if isinstance(value, dict):
        return {str(key): _canonical(item, depth + 1) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_canonical(item, depth + 1) for item in value]
    if isinstance(value, float) and value.is_integer():
        return int(value)  # 1 and 1.0 are the same JSON number
    return value


def canonical_json(value: Any) -> str:
    return json.dumps(_canonical(value), sort_keys=True, ensure_ascii=False, default=str)
