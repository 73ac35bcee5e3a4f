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
from dataclasses import dataclass, field, replace
from typing import Any

from assessments.graders.poisoning import contradicting_annotation
from assessments.harness import hints
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


def synthesize_arguments(input_schema: dict[str, Any] | None) -> dict[str, Any] | None:
    """Valid arguments for a tool, built from its ``inputSchema`` for the required
    properties only (rules in the module docstring); ``None`` when none could be built."""
    return synthesize(input_schema).arguments


@dataclass(frozen=True)
class Synthesis:
    """Arguments for one call, where each value came from, and a second candidate.

    ``sources`` maps each argument to its origin: ``owner``, ``earlier-result``,
    ``command-line`` (a path the operator gave a stdio server),
    ``const``, ``enum``, ``default``, ``examples``, ``description``, ``format``,
    ``name-convention`` or ``type``. ``refusal`` says why no arguments could be built
    (``arguments-unsynthesizable``, ``outside-target-needs-owner-value``), with the
    parameters concerned in ``parameters``.
    """

    arguments: dict[str, Any] | None
    sources: dict[str, str] = field(default_factory=dict)
    alternative: dict[str, Any] | None = None
    refusal: str | None = None
    parameters: tuple[str, ...] = ()

    @property
    def synthesized(self) -> bool:
        """Whether any value was made up by the harness (not the owner's)."""
        return any(source != "owner" for source in self.sources.values())


GUESSES = ("description", "format", "name-convention", "type", "earlier-result", "command-line")


def _ranked(
    name: str,
    schema: Any,
    harvest: hints.Harvest | None,
    builder: _Builder,
) -> list[tuple[Any, str]]:
    """Valid candidates for one parameter, best first (order in ``harness.md``)."""
    view = flatten(schema) if isinstance(schema, dict) else {}
    raw: list[tuple[Any, str]] = []
    for value in (harvest.for_kind(hints.kind_of(name, view)) if harvest else [])[:4]:
        origin = harvest.origin.get(value, "earlier-result")
        raw.append((value, origin))
        if value.isascii() and value.isdecimal():
            raw.append((int(value), origin))
    if "const" in view:
        raw.append((view["const"], "const"))
    if isinstance(view.get("enum"), list) and view["enum"]:
        raw.append((view["enum"][0], "enum"))
    if "default" in view:
        raw.append((view["default"], "default"))
    if isinstance(view.get("examples"), list) and view["examples"]:
        raw.append((view["examples"][0], "examples"))
    raw += [(value, "description") for value in hints.described_values(view.get("description"))]
    form = view.get("format")
    if isinstance(form, str) and form in FORMAT_SAMPLES:
        raw.append((FORMAT_SAMPLES[form], "format"))
    raw += [(value, "name-convention") for value in hints.convention_values(name, view)]
    built = builder.value(schema, 1)
    if built is not _NOTHING:
        raw.append((built, "type"))
    ranked: list[tuple[Any, str]] = []
    for value, source in raw:
        if any(value == seen and type(value) is type(seen) for seen, _ in ranked):
            continue
        if _fits(value) and is_valid(schema, value):
            ranked.append((value, source))
        if len(ranked) >= 3:
            break
    return ranked


def synthesize(
    input_schema: dict[str, Any] | None,
    *,
    owner: dict[str, Any] | None = None,
    harvest: hints.Harvest | None = None,
    open_world: bool = False,
) -> Synthesis:
    """Arguments for one call: the owner's values, then for each other required
    parameter its best valid candidate (``_ranked``); the whole validated. For an
    open-world tool a parameter naming or holding an outside target (URL, host, IP
    address, e-mail; ``hints.outside_target``), required or not and whatever its type,
    takes only the owner's value: without one the tool is not called."""
    root = _root(input_schema)
    if root is None:
        return Synthesis(None, refusal="arguments-unsynthesizable")
    owner = dict(owner) if isinstance(owner, dict) else {}
    if owner and not schema_errors(root, owner):
        return Synthesis(json.loads(json.dumps(owner)), dict.fromkeys(owner, "owner"))
    properties = root.get("properties") if isinstance(root.get("properties"), dict) else {}
    extra = root.get("additionalProperties")
    arguments, sources, choices = dict(owner), dict.fromkeys(owner, "owner"), {}
    missing = []
    blocked = _outside_targets(root, owner) if open_world else []
    builder = _Builder()
    try:
        with WorkBudget():
            for name in required_names(root):
                if name in owner or name in blocked:
                    continue
                schema = properties.get(name, extra if isinstance(extra, dict) else {})
                ranked = _ranked(name, schema, harvest, builder)
                if not ranked:
                    missing.append(name)
                    continue
                arguments[name], sources[name] = ranked[0]
                choices[name] = ranked
    except (TooMuchWork, RecursionError, ArithmeticError):
        return Synthesis(None, refusal="arguments-unsynthesizable")
    if blocked:
        return Synthesis(
            None, refusal="outside-target-needs-owner-value", parameters=tuple(blocked)
        )
    if missing or schema_errors(root, arguments):
        fallback = None if owner else _built(root)
        if fallback is None:
            return Synthesis(None, refusal="arguments-unsynthesizable", parameters=tuple(missing))
        return Synthesis(fallback, dict.fromkeys(fallback, "type"))
    return Synthesis(
        json.loads(json.dumps(arguments)), sources, _alternative(root, arguments, choices)
    )


def _outside_targets(root: dict[str, Any], owner: dict[str, Any]) -> list[str]:
    """The parameters of an open-world tool, required or not, that name or hold an outside
    target and have no owner value."""
    properties = root.get("properties") if isinstance(root.get("properties"), dict) else {}
    names = list(dict.fromkeys([*required_names(root), *properties]))
    return [
        name
        for name in names[:200]
        if name not in owner and hints.outside_target(name, flatten(properties.get(name)))
    ]


def _alternative(
    root: dict[str, Any], arguments: dict[str, Any], choices: dict[str, list[tuple[Any, str]]]
) -> dict[str, Any] | None:
    """The arguments with the first guessed value swapped for its runner-up, when valid."""
    for name, ranked in choices.items():
        if len(ranked) < 2 or ranked[0][1] not in GUESSES:
            continue
        candidate = {**arguments, name: ranked[1][0]}
        if not schema_errors(root, candidate):
            return json.loads(json.dumps(candidate))
    return None


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
        # Annotated read-only, but its own description says it changes or sends
        # something: the annotation is not trusted with a call.
        return "contradicting-annotation" if contradicting_annotation(tool) else None
    return "not-read-only" if hints.get("readOnlyHint") is False else "read-only-hint-missing"


RANKS = ("owner-named", "no-arguments", "fed-by-earlier-result", "synthesized")


@dataclass(frozen=True)
class Choice:
    """A tool the live test may call, its arguments and why it ranks where it does."""

    tool: Tool
    synthesis: Synthesis
    rank: str

    @property
    def arguments(self) -> dict[str, Any]:
        return self.synthesis.arguments or {}


def open_world(tool: Tool) -> bool:
    return (tool.annotations or {}).get("openWorldHint") is True


def _needs_arguments(tool: Tool) -> bool:
    root = _root(tool.input_schema)
    return bool(required_names(root)) if root is not None else True


def _chainable(tool: Tool) -> bool:
    """Every required parameter names a path, an identifier or a name."""
    root = _root(tool.input_schema) or {}
    properties = root.get("properties") if isinstance(root.get("properties"), dict) else {}
    names = required_names(root)
    return bool(names) and all(
        hints.kind_of(name, flatten(properties.get(name))) in ("path", "id", "name")
        for name in names
    )


def arguments_for(
    tool: Tool, owner: Any, harvest: hints.Harvest | None = None, *, named: bool = False
) -> Synthesis:
    """The arguments of one call to ``tool``. An owner's arguments that do not validate
    never unlock a tool only the owner's word made callable."""
    synthesis = synthesize(
        tool.input_schema if isinstance(tool.input_schema, dict) else None,
        owner=owner if isinstance(owner, dict) else None,
        harvest=harvest,
        open_world=open_world(tool),
    )
    if not isinstance(owner, dict) or (synthesis.arguments and not synthesis.synthesized):
        return synthesis
    if _refusal(tool, named=False) is not None:
        # Only the owner's word made this tool callable, and only with those arguments.
        return Synthesis(None, refusal="owner-arguments-invalid")
    if synthesis.arguments is None:  # the owner's values do not fit: build them all
        synthesis = arguments_for(tool, None, harvest, named=named)
    return synthesis


def rank_tools(
    tools: list[Tool],
    owner_safe: dict[str, dict[str, Any] | None] | None,
    harvest: hints.Harvest | None = None,
) -> tuple[list[Choice], list[tuple[str, str]]]:
    """The tools the live test may call, best first, and every other tool with why not.

    Callable (rule 4): tools annotated ``readOnlyHint: true`` and not
    ``destructiveHint: true``, and tools the owner named in ``owner_safe`` (name →
    working arguments, or ``None`` to have them built). Ranked: owner-named tools,
    then read-only tools that need no arguments, then tools whose required parameters
    are all paths, identifiers or names that an earlier (no-argument) call may return,
    then the rest; within a rank, fewer guessed values first, then by name.
    ``unexercised`` lists (tool name, reason label) for each tool that may not be called
    (``no-annotations``, ``read-only-hint-missing``, ``not-read-only``, ``destructive``)
    or whose arguments could not be built (``arguments-unsynthesizable``,
    ``owner-arguments-invalid``, ``outside-target-needs-owner-value``): evidence, never
    a failure of the server.
    """
    owner_safe = owner_safe or {}
    choices: list[Choice] = []
    unexercised: list[tuple[str, str]] = []
    for tool in sorted(tools, key=lambda t: t.name):
        named = tool.name in owner_safe
        refusal = _refusal(tool, named)
        if refusal is not None:
            unexercised.append((tool.name, refusal))
            continue
        synthesis = arguments_for(tool, owner_safe.get(tool.name), harvest, named=named)
        if synthesis.arguments is None:
            unexercised.append((tool.name, synthesis.refusal or "arguments-unsynthesizable"))
            continue
        if named:
            rank = "owner-named"
        elif not _needs_arguments(tool):
            rank = "no-arguments"
        elif _chainable(tool):
            rank = "fed-by-earlier-result"
        else:
            rank = "synthesized"
        choices.append(Choice(tool, synthesis, rank))
    if not any(choice.rank == "no-arguments" for choice in choices):
        choices = [
            replace(c, rank="synthesized") if c.rank == "fed-by-earlier-result" else c
            for c in choices
        ]
    choices.sort(
        key=lambda c: (
            RANKS.index(c.rank),
            sum(source in GUESSES for source in c.synthesis.sources.values()),
            c.tool.name,
        )
    )
    return choices, unexercised


def choose_target_tool(
    tools: list[Tool], owner_safe: dict[str, dict[str, Any]] | None
) -> tuple[Tool | None, dict[str, Any] | None, list[tuple[str, str]]]:
    """The best-ranked tool (``rank_tools``), its arguments, and the tools left uncalled."""
    choices, unexercised = rank_tools(tools, owner_safe)
    if not choices:
        return None, None, unexercised
    return choices[0].tool, choices[0].arguments, unexercised


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
