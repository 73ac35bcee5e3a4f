"""Arguments for the live test's calls, and the choice of the tool to call.

Pure functions: no I/O. The harness reaches everything it needs here
(``validate_arguments`` and the result signatures are re-exported from
``schemas`` and ``signatures``). Schemas are untrusted: they are used only
through ``schemas.prepare_schema`` (``$ref`` inlined, no regexes, bounded).

Synthesis (``synthesize_arguments``): the required properties of the input
schema, and nothing else. Each takes the first candidate that validates
against its own schema, in this order: ``const``, the first ``enum`` value,
``default``, the first of ``examples``, the ``anyOf``/``oneOf`` branches in
order (each built the same way, recursively), then a value by type — a string
``"example"`` padded with ``x`` or cut to ``minLength``/``maxLength`` (or a
fixed sample for the date, date-time, time, email, uri, uuid, hostname, ipv4
and ipv6 formats); an integer or number at the lower bound (exclusive bounds
and ``multipleOf`` respected), else 1, else the upper bound; ``true``;
``null``; ``minItems`` copies of the item; a nested object built the same
way. ``allOf`` branches are merged into their parent first. A ``pattern`` is
never satisfied by search (it never runs at all): the author's const, enum,
default or examples come first anyway, else a plain value goes out and the
server judges it. A property with no rule at all (no type, no value, no
branch) cannot be built, nor can a value nested deeper than
``MAX_VALUE_DEPTH``; then the tool gets no arguments (``None``) and is left
unexercised. The result is validated against the whole schema before it is
returned.
"""

from __future__ import annotations

import json
import math
import re
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
    validate_arguments,
)
from assessments.harness.signatures import (
    result_digest,
    result_shape,
    shapes_differ_only_in_optional,
)
from assessments.observations import Tool

__all__ = [
    "choose_target_tool",
    "error_names_problem",
    "malformed_arguments",
    "missing_arguments",
    "result_digest",
    "result_shape",
    "shapes_differ_only_in_optional",
    "synthesize_arguments",
    "validate_arguments",
]

MAX_VALUE_DEPTH = 8  # nesting of a synthesized value (the arguments object is level 0)
MAX_VALUE_NODES = 500
MAX_VALUE_CHARS = 64 * 1024
MAX_STRING_LENGTH = 4096
MAX_ITEMS = 16
MAX_BRANCHES = 8
MAX_ATTEMPTS = 2000  # values tried during one synthesis
MAX_ERROR_TEXT = 4096

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
WRONG_TYPE_VALUES = {
    "string": 12345,
    "integer": "not-a-number",
    "number": "not-a-number",
    "boolean": "not-a-boolean",
    "array": "not-an-array",
    "object": "not-an-object",
}
PROBLEM_WORDS = re.compile(
    r"(?i)\b(?:invalid|required|missing|type|types|expected|validation|unexpected"
    r"|must be|should be|not allowed|not a valid)\b"
)
WORD = re.compile(r"[\w.\-]+")
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


def synthesize_arguments(input_schema: dict[str, Any] | None) -> dict[str, Any] | None:
    """Valid arguments for a tool, built from its ``inputSchema`` for the required
    properties only (rules in the module docstring); ``None`` when none could be built."""
    schema = {"type": "object"} if input_schema is None else input_schema
    if not isinstance(schema, dict):
        return None
    try:
        prepared = prepare_schema(schema)
    except SchemaRefused:
        return None
    if isinstance(prepared, bool):  # a $ref at the root may resolve to true or false
        prepared = {} if prepared else {"not": {}}
    root = prepared if "type" in prepared else {"type": "object", **prepared}
    try:
        with WorkBudget():
            arguments = _Builder().value(root, 0, data=False)
    except (TooMuchWork, RecursionError, ArithmeticError):  # e.g. bounds near float limits
        return None
    if not isinstance(arguments, dict) or schema_errors(prepared, arguments):
        return None
    return json.loads(json.dumps(arguments))  # a copy sharing nothing with the schema


# Invalid arguments for the error-handling tests (3 and 4).


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
    input_schema: dict[str, Any], valid: dict[str, Any]
) -> dict[str, Any] | None:
    """``valid`` with the first typed property (schema order, required ones first) given a
    value of a wrong JSON type; ``None`` when no property is typed."""
    view = _object_view(input_schema)
    properties = view.get("properties") if isinstance(view.get("properties"), dict) else {}
    required = set(required_names(view))
    order = [n for n in properties if n in required] + [n for n in properties if n not in required]
    for name in order:
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


# The target tool (rule 4: read-only by construction).


def _refusal(tool: Tool, named: bool) -> str | None:
    """Why ``tool`` may not be called, or ``None`` when it may."""
    if named:
        return None
    hints = tool.annotations
    if hints is None:
        return "no-annotations"
    if hints.get("destructiveHint") is True:
        return "destructive"
    if hints.get("readOnlyHint") is True:
        return None
    return "not-read-only" if hints.get("readOnlyHint") is False else "read-only-hint-missing"


def _arguments_for(tool: Tool, owner: Any) -> tuple[dict[str, Any] | None, str | None]:
    schema = tool.input_schema if isinstance(tool.input_schema, dict) else {"type": "object"}
    if isinstance(owner, dict):
        if not validate_arguments(schema, owner):
            return dict(owner), None
        if _refusal(tool, named=False) is not None:
            # Only the owner's word made this tool callable, and only with those arguments.
            return None, "owner-arguments-invalid"
    arguments = synthesize_arguments(schema)
    if arguments is None:
        return None, "owner-arguments-invalid" if owner is not None else "arguments-unsynthesizable"
    return arguments, None


def choose_target_tool(
    tools: list[Tool], owner_safe: dict[str, dict[str, Any]] | None
) -> tuple[Tool | None, dict[str, Any] | None, list[tuple[str, str]]]:
    """The tool the live test calls, its arguments, and every tool left uncalled with why.

    Candidates: tools annotated ``readOnlyHint: true`` and not ``destructiveHint: true``,
    and tools the owner named in ``owner_safe`` (name → working arguments, or ``None`` to
    have them built). The first candidate by name whose arguments validate wins: the
    owner's arguments where given and valid, else synthesized ones. ``unexercised`` lists
    (tool name, reason label) for each tool that may not be called (``no-annotations``,
    ``read-only-hint-missing``, ``not-read-only``, ``destructive``) or whose arguments could
    not be built (``arguments-unsynthesizable``, ``owner-arguments-invalid``): evidence,
    never a failure of the server.
    """
    owner_safe = owner_safe or {}
    chosen: tuple[Tool, dict[str, Any]] | None = None
    unexercised: list[tuple[str, str]] = []
    for tool in sorted(tools, key=lambda t: t.name):
        named = tool.name in owner_safe
        refusal = _refusal(tool, named)
        if refusal is None and chosen is None:
            arguments, refusal = _arguments_for(tool, owner_safe.get(tool.name))
            if arguments is not None:
                chosen = (tool, arguments)
        if refusal is not None:
            unexercised.append((tool.name, refusal))
    if chosen is None:
        return None, None, unexercised
    return chosen[0], chosen[1], unexercised


def error_names_problem(text: str | None, property_names: list[str]) -> bool:
    """Whether an isError text or a JSON-RPC error message says what is wrong: it names an
    input property, or uses a word such as invalid, required, missing, type or expected.
    Only the first ``MAX_ERROR_TEXT`` characters are read."""
    if not text:
        return False
    text = str(text)[:MAX_ERROR_TEXT]
    if PROBLEM_WORDS.search(text):
        return True
    lowered = text.lower()
    words = set(WORD.findall(lowered))
    for name in list(property_names or [])[:200]:
        needle = str(name).lower()
        if needle and (needle in words or (not WORD.fullmatch(needle) and needle in lowered)):
            return True
    return False
