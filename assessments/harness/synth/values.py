"""Values built from a schema, type by type: the first candidate that validates.

Pure functions, bounded (depth, nodes, characters, items, branches, attempts); the
rules are in the package docstring.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from typing import Any

from assessments.harness.schemas import (
    SchemaRefused,
    TooMuchWork,
    WorkBudget,
    flatten,
    is_number,
    is_valid,
    merge,
    prepare_schema,
    required_names,
    schema_errors,
    type_names,
)

MAX_VALUE_DEPTH = 8  # nesting of a synthesized value (the arguments object is level 0)
MAX_VALUE_NODES = 500
MAX_VALUE_CHARS = 64 * 1024
MAX_STRING_LENGTH = 4096
MAX_ITEMS = 16
MAX_BRANCHES = 8
MAX_ATTEMPTS = 2000  # values tried during one synthesis

FORMAT_SAMPLES = {
    "date": "2024-01-01",
    "date-time": "2024-01-01T00:00:00Z",
    "time": "00:00:00Z",
    "email": "user@example.com",
    "idn-email": "user@example.com",
    "uri": "https://example.com",
    "iri": "https://example.com",
    "uri-reference": "https://example.com",
    "iri-reference": "https://example.com",
    "url": "https://example.com",
    "uuid": "00000000-0000-4000-8000-000000000000",
    "hostname": "example.com",
    "idn-hostname": "example.com",
    "ipv4": "192.0.2.1",
    "ipv6": "2001:db8::1",
}
DATA = ("const", "enum", "default", "examples")
_NOTHING: Any = object()  # no value could be built (``None`` is the JSON null)


def _count(value: Any, default: int | None) -> int | None:
    if is_number(value) and value >= 0 and value == int(value):
        return int(value)
    return default


def _fits(value: Any) -> bool:
    """Whether a value is plain JSON within the depth and size bounds."""
    stack, nodes, chars = [(value, 0)], 0, 0
    while stack:
        item, depth = stack.pop()
        nodes += 1
        if nodes > MAX_VALUE_NODES or depth > MAX_VALUE_DEPTH:
            return False
        if isinstance(item, str):
            chars += len(item)
        elif isinstance(item, dict):
            chars += sum(len(str(key)) for key in item)
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
        elif isinstance(item, float) and not math.isfinite(item):
            return False  # NaN and infinities are not JSON
        elif not (item is None or isinstance(item, bool | int | float)):
            return False
        if chars > MAX_VALUE_CHARS:
            return False
    return True


class _Builder:
    """Builds one value per schema: the first candidate that validates against it."""

    def __init__(self) -> None:
        self.attempts = 0

    def value(self, schema: Any, depth: int, *, data: bool = True) -> Any:
        if not isinstance(schema, dict) or depth > MAX_VALUE_DEPTH:
            return _NOTHING
        self.attempts += 1
        if self.attempts > MAX_ATTEMPTS:
            raise TooMuchWork
        for candidate in self.candidates(schema, depth, data=data):
            if candidate is not _NOTHING and _fits(candidate) and is_valid(schema, candidate):
                return candidate
        return _NOTHING

    def candidates(self, schema: dict[str, Any], depth: int, *, data: bool) -> Iterator[Any]:
        view = flatten(schema)
        if data:
            yield from _data_candidates(view)
        base = {k: v for k, v in view.items() if k not in ("anyOf", "oneOf", *DATA)}
        for key in ("anyOf", "oneOf"):
            branches = view.get(key)
            for branch in branches[:MAX_BRANCHES] if isinstance(branches, list) else ():
                if isinstance(branch, dict):
                    yield self.value(merge(branch, base), depth)
        for name in type_names(view):
            build = self.BY_TYPE.get(name)
            if build is not None:
                yield from build(self, view, depth)

    def string(self, view: dict[str, Any], depth: int) -> Iterator[Any]:
        form = view.get("format")
        if isinstance(form, str) and form in FORMAT_SAMPLES:
            yield FORMAT_SAMPLES[form]
        low, high = _count(view.get("minLength"), 0), _count(view.get("maxLength"), None)
        if low <= MAX_STRING_LENGTH:
            text = "example".ljust(low, "x")
            yield text if high is None else text[:high]

    def integer(self, view: dict[str, Any], depth: int) -> Iterator[Any]:
        yield from _integers(view)

    def number(self, view: dict[str, Any], depth: int) -> Iterator[Any]:
        yield from _integers(view)
        yield from _fractions(view)

    def boolean(self, view: dict[str, Any], depth: int) -> Iterator[Any]:
        yield True

    def null(self, view: dict[str, Any], depth: int) -> Iterator[Any]:
        yield None

    def array(self, view: dict[str, Any], depth: int) -> Iterator[Any]:
        count = _count(view.get("minItems"), 0)
        if count > MAX_ITEMS:
            return
        prefix = view.get("prefixItems") if isinstance(view.get("prefixItems"), list) else []
        values = []
        for index in range(count):
            schema = prefix[index] if index < len(prefix) else view.get("items", {})
            value = self.value(schema, depth + 1)
            if value is _NOTHING:
                return
            values.append(value)
        yield values
        if "contains" in view:
            value = self.value(view["contains"], depth + 1)
            yield _NOTHING if value is _NOTHING else [value, *values[1:]]

    def object_(self, view: dict[str, Any], depth: int) -> Iterator[Any]:
        properties = view.get("properties") if isinstance(view.get("properties"), dict) else {}
        extra = view.get("additionalProperties")
        out = {}
        for name in required_names(view):
            schema = properties.get(name, extra if isinstance(extra, dict) else {})
            value = self.value(schema, depth + 1)
            if value is _NOTHING:
                return
            out[name] = value
        yield out

    BY_TYPE = {
        "string": string,
        "integer": integer,
        "number": number,
        "boolean": boolean,
        "null": null,
        "array": array,
        "object": object_,
    }


def _data_candidates(view: dict[str, Any]) -> Iterator[Any]:
    if "const" in view:
        yield view["const"]
    if isinstance(view.get("enum"), list) and view["enum"]:
        yield view["enum"][0]
    if "default" in view:
        yield view["default"]
    if isinstance(view.get("examples"), list) and view["examples"]:
        yield view["examples"][0]


def _lower(view: dict[str, Any]) -> tuple[float | None, bool]:
    low, strict = view.get("minimum"), False
    low = low if is_number(low) else None
    exclusive = view.get("exclusiveMinimum")
    if is_number(exclusive) and (low is None or exclusive >= low):
        low, strict = exclusive, True
    return low, strict


def _upper(view: dict[str, Any]) -> tuple[float | None, bool]:
    high, strict = view.get("maximum"), False
    high = high if is_number(high) else None
    exclusive = view.get("exclusiveMaximum")
    if is_number(exclusive) and (high is None or exclusive <= high):
        high, strict = exclusive, True
    return high, strict


def _step(view: dict[str, Any]) -> float | None:
    step = view.get("multipleOf")
    return step if is_number(step) and step > 0 else None


def _integers(view: dict[str, Any]) -> Iterator[int]:
    """The lowest admitted integer (or 1, or the highest), then a few above it."""
    (low, low_strict), (high, high_strict) = _lower(view), _upper(view)
    first_allowed = None if low is None else math.floor(low) + 1 if low_strict else math.ceil(low)
    last_allowed = (
        None if high is None else math.ceil(high) - 1 if high_strict else math.floor(high)
    )
    if first_allowed is not None:
        start = first_allowed
    elif last_allowed is None or last_allowed >= 1:
        start = 1
    else:
        start = last_allowed
    step = _step(view)
    stride = 1
    if step is not None and step == int(step):
        stride = int(step)
        start = -(-start // stride) * stride
    for value in range(start, start + 8 * stride, stride):
        if last_allowed is not None and value > last_allowed:
            return
        yield value


def _fractions(view: dict[str, Any]) -> Iterator[float]:
    """For bounds no integer fits: the midpoint, and multiples of a fractional step."""
    (low, _), (high, _) = _lower(view), _upper(view)
    if low is not None and high is not None:
        yield (low + high) / 2
    step = _step(view)
    if step is not None:
        first = math.ceil((low if low is not None else 0) / step)
        for k in range(first, first + 8):
            yield k * step


def _root(input_schema: Any) -> dict[str, Any] | None:
    """The prepared object schema of a tool's input, or ``None`` when it is refused."""
    schema = {"type": "object"} if input_schema is None else input_schema
    if not isinstance(schema, dict):
        return None
    try:
        prepared = prepare_schema(schema)
    except SchemaRefused:
        return None
    if isinstance(prepared, bool):  # a $ref at the root may resolve to true or false
        prepared = {} if prepared else {"not": {}}
    return prepared if "type" in prepared else {"type": "object", **prepared}


def _built(root: dict[str, Any]) -> dict[str, Any] | None:
    """The type-by-type value of the whole arguments object (no hints)."""
    try:
        with WorkBudget():
            arguments = _Builder().value(root, 0, data=False)
    except (TooMuchWork, RecursionError, ArithmeticError):  # e.g. bounds near float limits
        return None
    if not isinstance(arguments, dict) or schema_errors(root, arguments):
        return None
    return json.loads(json.dumps(arguments))  # a copy sharing nothing with the schema
