"""Argument synthesis, bounded validation, invalid-argument builders, the target tool and
result signatures: pure functions on hand-built schemas."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time

import pytest

from assessments.harness.schemas import MAX_SCHEMA_DEPTH
from assessments.harness.synth import (
    choose_target_tool,
    error_names_problem,
    malformed_arguments,
    missing_arguments,
    result_digest,
    result_shape,
    shapes_differ_only_in_optional,
    synthesize_arguments,
    validate_arguments,
)
from assessments.observations import Tool
from tests.paths import ROOT

EMAIL = "user@example.com"
ROOT = ROOT
HOSTILE_PATTERN = "^(a+)+$"
HOSTILE_WORD = "a" * 40 + "!"  # hours of backtracking for a naive regex engine
READ_ONLY = {"readOnlyHint": True, "destructiveHint": False}


def obj(required=None, **properties) -> dict:
    schema = {"type": "object", "properties": properties}
    schema["required"] = list(properties) if required is None else required
    return schema


def nested(depth: int) -> dict:
    schema = {"type": "string"}
    for _ in range(depth):
        schema = {"type": "object", "properties": {"child": schema}, "required": ["child"]}
    return schema


def finishes_within(seconds: float, function, *args):
    """Run ``function`` in a daemon thread; fail if it does not finish in time. For
    Python-level loops only: see ``finishes_in_child`` for regexes."""
    box = {}
    thread = threading.Thread(target=lambda: box.update(value=function(*args)), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"did not finish within {seconds} s"
    return box["value"]


def finishes_in_child(seconds: float, function: str, *args):
    """Run ``synth.<function>(*args)`` in a child process; fail if it does not finish in
    time. A backtracking regex holds the GIL for its whole run, so a thread watching a
    deadline would hang with it; a child process can be killed."""
    code = (
        "import json, sys\n"
        "from assessments.harness import synth\n"
        f"print(json.dumps(synth.{function}(*json.loads(sys.stdin.read()))))\n"
    )
    try:
        done = subprocess.run(
            [sys.executable, "-c", code],
            input=json.dumps(args),
            capture_output=True,
            text=True,
            timeout=seconds,
            cwd=ROOT,
            check=True,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"{function} did not finish within {seconds} s")
    return json.loads(done.stdout)


def synth_one(schema: dict):
    arguments = synthesize_arguments(obj(x=schema))
    return None if arguments is None else arguments["x"]


@pytest.mark.parametrize(
    ("schema", "expected"),
    [
        # const → first enum → default → first example → first anyOf/oneOf branch → by type
        ({"type": "string", "const": "c", "enum": ["e", "c"], "default": "e"}, "c"),
        ({"type": "string", "enum": ["e1", "e2"], "default": "d", "examples": ["x"]}, "e1"),
        ({"type": "string", "default": "d", "examples": ["x"]}, "d"),
        ({"type": "string", "examples": ["FR", "DE"]}, "FR"),
        ({"anyOf": [{"type": "integer", "minimum": 3}, {"type": "string"}]}, 3),
        ({"oneOf": [{"type": "boolean"}, {"type": "string"}]}, True),
        ({"anyOf": [{"enum": ["only"]}, {"type": "null"}]}, "only"),
        # an invalid default falls through to the next rule
        ({"type": "integer", "minimum": 5, "default": 1}, 5),
        # strings
        ({"type": "string"}, "example"),
        ({"type": "string", "minLength": 10}, "examplexxx"),
        ({"type": "string", "maxLength": 3}, "exa"),
        ({"type": "string", "format": "date"}, "2024-01-01"),
        ({"type": "string", "format": "date-time"}, "2024-01-01T00:00:00Z"),
        ({"type": "string", "format": "email"}, "user@example.com"),
        ({"type": "string", "format": "uri"}, "https://example.com"),
        ({"type": "string", "format": "uuid"}, "00000000-0000-4000-8000-000000000000"),
        ({"type": "string", "format": "date", "maxLength": 4}, "exam"),
        # numbers
        ({"type": "integer"}, 1),
        ({"type": "integer", "minimum": 7}, 7),
        ({"type": "integer", "exclusiveMinimum": 7}, 8),
        ({"type": "integer", "maximum": -3}, -3),
        ({"type": "integer", "exclusiveMaximum": 0}, -1),
        ({"type": "integer", "minimum": 5, "multipleOf": 4}, 8),
        ({"type": "integer", "exclusiveMinimum": 8, "multipleOf": 4}, 12),
        ({"type": "number", "minimum": 0.1, "maximum": 0.2}, pytest.approx(0.15)),
        ({"type": "number", "minimum": 2.5}, 3),
        ({"type": "number", "minimum": 0, "exclusiveMaximum": 1, "multipleOf": 0.25}, 0),
        ({"type": "integer", "minimum": 1, "exclusiveMinimum": True}, 2),  # draft 4
        # other types
        ({"type": "boolean"}, True),
        ({"type": "null"}, None),
        ({"type": ["null", "string"]}, "example"),
        ({"type": "array", "items": {"type": "integer"}}, []),
        ({"type": "array", "minItems": 2, "items": {"enum": ["a", "b"]}}, ["a", "a"]),
        ({"type": "array", "minItems": 1, "prefixItems": [{"const": 1}]}, [1]),
        ({"type": "array", "contains": {"const": "must"}}, ["must"]),
        ({"type": "object", "properties": {"a": {"type": "integer"}}}, {}),
        (obj(inner=obj(leaf={"type": "string", "format": "email"})), {"inner": {"leaf": EMAIL}}),
        ({"allOf": [{"type": "object"}, obj(a={"const": 1})]}, {"a": 1}),
    ],
)  # fmt: skip
def test_it_synthesizes_by_the_first_rule_that_applies(schema, expected):
    assert synth_one(schema) == expected


@pytest.mark.parametrize(
    "schema",
    [
        {},  # no rule at all
        {"description": "anything"},
        {"type": "string", "minLength": 5, "maxLength": 2},
        {"type": "integer", "minimum": 3, "maximum": 2},
        {"type": "array", "minItems": 1},  # an item with no rule
        {"type": "array", "minItems": 1000, "items": {"type": "integer"}},
        {"not": {}},
        {"type": "string", "const": 5},
        nested(MAX_SCHEMA_DEPTH),
    ],
)
def test_it_gives_up_when_no_valid_value_can_be_built(schema):
    assert synthesize_arguments(obj(x=schema)) is None


@pytest.mark.parametrize(
    "schema",
    [
        {"type": "string", "format": {}},
        {"type": "integer", "minimum": 10**400},
        {"type": "number", "minimum": 1e308, "maximum": 1.5e308},
        {"type": "number", "minimum": 1, "multipleOf": 1e-308},
        {"type": "number", "minimum": float("nan")},
        {"type": {"not": "a type"}},
        {"enum": "not a list", "examples": {"a": 1}},
        {"allOf": [{"required": [{}, 3, "x"]}, {"required": True}]},
        {"anyOf": "nope"},
        {"items": [{"type": "integer"}], "additionalItems": False, "minItems": 1},
        {"type": "array", "minItems": 2, "uniqueItems": True, "items": {"type": "integer"}},
        {"default": float("inf"), "type": "number"},
    ],
)
def test_hostile_or_broken_schemas_never_raise(schema):
    wrapped = obj(x=schema)
    synthesize_arguments(wrapped)
    validate_arguments(wrapped, {"x": 1})
    malformed_arguments(wrapped, {"x": 1})
    missing_arguments(wrapped, {"x": 1})
    choose_target_tool([Tool(name="t", input_schema=wrapped, annotations=READ_ONLY)], {})


def test_only_required_properties_are_built():
    schema = obj(required=["a"], a={"type": "integer"}, b={"type": "string", "default": "x"})
    assert synthesize_arguments(schema) == {"a": 1}
    assert synthesize_arguments({"type": "object"}) == {}
    assert synthesize_arguments(None) == {}


def test_anyof_at_the_root_picks_a_branch_that_validates():
    schema = {
        "type": "object",
        "properties": {"a": {"type": "string"}, "b": {"type": "integer"}},
        "anyOf": [{"required": ["a"]}, {"required": ["b"]}],
    }
    assert synthesize_arguments(schema) == {"a": "example"}


def test_oneof_skips_a_branch_that_matches_twice():
    # "example" matches both branches (oneOf fails); the integer branch is exclusive.
    schema = {
        "oneOf": [{"type": "string"}, {"type": "string", "maxLength": 50}, {"type": "integer"}]
    }
    assert synth_one(schema) == 1


def test_local_refs_are_followed():
    schema = {
        "type": "object",
        "$defs": {"Unit": {"enum": ["celsius", "fahrenheit"]}},
        "definitions": {"Point": obj(x={"type": "number"}, unit={"$ref": "#/$defs/Unit"})},
        "properties": {"where": {"$ref": "#/definitions/Point", "description": "A point."}},
        "required": ["where"],
    }
    assert synthesize_arguments(schema) == {"where": {"x": 1, "unit": "celsius"}}
    assert validate_arguments(schema, {"where": {"x": 1, "unit": "kelvin"}})


def test_a_recursive_ref_builds_when_recursion_is_optional_and_gives_up_when_required():
    def linked(required: list[str]) -> dict:
        node = obj(required=required, value={"type": "integer"}, next={"$ref": "#/$defs/node"})
        return {**obj(head={"$ref": "#/$defs/node"}), "$defs": {"node": node}}

    assert synthesize_arguments(linked(["value"])) == {"head": {"value": 1}}
    assert synthesize_arguments(linked(["value", "next"])) is None
    # Validation follows the recursion for a few levels, then admits anything below.
    assert validate_arguments(linked(["value"]), {"head": {"value": 1, "next": {"value": "x"}}})


def test_a_ref_cycle_with_no_progress_terminates():
    schema = {
        "$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}},
        "$ref": "#/$defs/a",
    }
    assert finishes_within(2, validate_arguments, schema, {"x": 1}) == []


@pytest.mark.parametrize(
    ("ref", "message"),
    [
        ("https://example.com/schema.json", "only local $ref"),
        ("#/$defs/missing", "does not resolve"),
        ("#anchor", "anchor is not followed"),
    ],
)
def test_refs_that_are_not_followed_refuse_the_schema(ref, message):
    schema = obj(x={"$ref": ref})
    [problem] = validate_arguments(schema, {"x": 1})
    assert problem.startswith("schema refused") and message in problem
    assert synthesize_arguments(schema) is None


def test_schemas_deeper_than_the_limit_are_refused_with_a_message():
    assert validate_arguments(obj(x=nested(MAX_SCHEMA_DEPTH - 2)), {"x": {}}) != []
    deep = obj(x=nested(MAX_SCHEMA_DEPTH + 1))
    assert validate_arguments(deep, {}) == [
        f"schema refused: the schema is nested deeper than {MAX_SCHEMA_DEPTH} levels"
    ]


def test_an_exponential_ref_expansion_is_refused_not_followed():
    defs = {f"d{i}": {"anyOf": [{"$ref": f"#/$defs/d{i + 1}"}] * 4} for i in range(12)}
    defs["d12"] = {"type": "string"}
    schema = {**obj(x={"$ref": "#/$defs/d0"}), "$defs": defs}
    [problem] = finishes_within(5, validate_arguments, schema, {"x": "a"})
    assert "more than" in problem and "subschemas" in problem


def test_a_hostile_pattern_never_runs_in_synthesis():
    schema = obj(word={"type": "string", "pattern": HOSTILE_PATTERN, "default": HOSTILE_WORD})
    assert finishes_in_child(10, "synthesize_arguments", schema) == {"word": HOSTILE_WORD}


def test_a_hostile_pattern_never_runs_in_validation():
    schema = obj(word={"type": "string", "pattern": HOSTILE_PATTERN, "minLength": 1})
    assert finishes_in_child(10, "validate_arguments", schema, {"word": HOSTILE_WORD}) == []
    assert validate_arguments(schema, {"word": ""}) == ["$.word: fails minLength 1"]


def test_pattern_properties_are_dropped_with_the_additional_properties_they_decide():
    schema = {
        "type": "object",
        "patternProperties": {HOSTILE_PATTERN: {"type": "integer"}},
        "additionalProperties": False,
    }
    assert finishes_in_child(10, "validate_arguments", schema, {HOSTILE_WORD: "x"}) == []
    # A property named "pattern" is a name, not the keyword.
    named = obj(pattern={"type": "integer"})
    assert validate_arguments(named, {"pattern": "x"}) == ['$.pattern: expected type "integer"']


def test_unique_items_is_checked_in_linear_time():
    items = [{"k": i} for i in range(20_000)]
    assert (
        finishes_within(5, validate_arguments, {"type": "array", "uniqueItems": True}, items) == []
    )
    duplicated = [*items, {"k": 5}]
    assert validate_arguments({"uniqueItems": True}, duplicated) == ["$: fails uniqueItems true"]
    assert validate_arguments({"uniqueItems": True}, [1, 1.0]) != []
    assert validate_arguments({"uniqueItems": True}, [1, True]) == []


def test_validation_messages_name_the_path_and_keyword_never_the_value():
    schema = obj(
        required=["a", "b"],
        a={"type": "integer"},
        b={"type": "string"},
        c={"enum": ["x", "y"]},
    )
    schema["additionalProperties"] = False
    problems = validate_arguments(schema, {"a": "secret-value", "c": "secret-2", "d": 1})
    assert problems == [
        '$.a: expected type "integer"',
        '$.c: fails enum ["x", "y"]',
        '$: required property "b" missing',
        "$: has properties that are not allowed",
    ]
    assert not any("secret" in problem for problem in problems)


def test_format_is_not_checked_and_broken_schemas_are_messages_not_crashes():
    assert validate_arguments(obj(d={"type": "string", "format": "date"}), {"d": "nope"}) == []
    assert validate_arguments(obj(x={"type": "strin"}), {"x": 1}) == [
        "the schema could not be applied (UnknownType)"
    ]
    assert validate_arguments("not a schema", {}) == ["the schema is not a JSON object"]
    assert validate_arguments({"properties": {"x": "string"}}, {})[0].startswith("schema refused")


# Invalid arguments for tests 3 and 4

SCHEMA = {
    "type": "object",
    "properties": {
        "note": {"type": "string"},
        "count": {"type": "integer"},
        "flag": {"type": "boolean"},
        "untyped": {"description": "anything"},
    },
    "required": ["flag", "count"],
}


@pytest.mark.parametrize(
    ("schema", "valid", "expected"),
    [
        # required first, in schema order: "count" comes before "flag" in properties
        (SCHEMA, {"flag": True, "count": 1}, {"flag": True, "count": "not-a-number"}),
        (obj(s={"type": "string"}), {"s": "x"}, {"s": 12345}),
        (obj(n={"type": "number"}), {"n": 1}, {"n": "not-a-number"}),
        (obj(b={"type": "boolean"}), {"b": True}, {"b": "not-a-boolean"}),
        (obj(a={"type": "array"}), {"a": []}, {"a": "not-an-array"}),
        (obj(o={"type": "object"}), {"o": {}}, {"o": "not-an-object"}),
        # an optional typed property when no required one is typed
        (obj(required=[], o={"type": "string"}), {}, {"o": 12345}),
        # a union is given a value none of its types admits
        (obj(u={"type": ["string", "integer"]}, b={"type": "boolean"}), {}, {"b": "not-a-boolean"}),
        (
            obj(u={"anyOf": [{"type": "integer"}, {"type": "null"}]}),
            {"u": 1},
            {"u": "not-a-number"},
        ),
        (obj(e={"enum": ["a", "b"]}), {"e": "a"}, {"e": 12345}),
        (
            {**obj(p={"$ref": "#/$defs/P"}), "$defs": {"P": {"type": "integer"}}},
            {"p": 1},
            {"p": "not-a-number"},
        ),
    ],
)
def test_malformed_arguments_give_the_first_typed_property_a_wrong_type(schema, valid, expected):
    assert malformed_arguments(schema, valid) == expected
    assert validate_arguments(schema, expected)


@pytest.mark.parametrize(
    "schema",
    [obj(x={"description": "untyped"}), {"type": "object"}, obj(n={"type": "null"})],
)
def test_malformed_arguments_need_a_typed_property(schema):
    assert malformed_arguments(schema, {}) is None


def test_missing_arguments_omit_the_required_properties():
    assert missing_arguments(SCHEMA, {"flag": True, "count": 1, "note": "n"}) == {"note": "n"}
    assert missing_arguments(obj(required=[], a={"type": "string"}), {"a": "x"}) is None
    merged = {"allOf": [obj(a={"type": "string"}), obj(b={"type": "string"})]}
    assert missing_arguments(merged, {"a": "x", "b": "y"}) == {}


# The target tool (rule 4)


def tool(name: str, annotations=READ_ONLY, schema=None) -> Tool:
    schema = schema if schema is not None else obj(city={"type": "string"})
    return Tool(name=name, input_schema=schema, annotations=annotations, source="live")


def test_the_first_read_only_tool_by_name_is_chosen():
    tools = [tool("zeta"), tool("beta"), tool("alpha", {"readOnlyHint": False})]
    chosen, arguments, unexercised = choose_target_tool(tools, {})
    assert chosen.name == "beta" and arguments == {"city": "example"}
    assert unexercised == [("alpha", "not-read-only")]


@pytest.mark.parametrize(
    ("annotations", "label"),
    [
        (None, "no-annotations"),
        ({}, "read-only-hint-missing"),
        ({"idempotentHint": True}, "read-only-hint-missing"),
        ({"readOnlyHint": False}, "not-read-only"),
        ({"readOnlyHint": False, "destructiveHint": False}, "not-read-only"),
        ({"readOnlyHint": False, "destructiveHint": True}, "destructive"),
        ({"readOnlyHint": True, "destructiveHint": True}, "destructive"),
    ],
)
def test_tools_that_may_not_be_called_are_unexercised_with_the_reason(annotations, label):
    chosen, arguments, unexercised = choose_target_tool([tool("a", annotations)], {})
    assert chosen is None and arguments is None
    assert unexercised == [("a", label)]


def test_a_destructive_tool_is_never_chosen_even_when_it_is_the_only_one():
    tools = [tool("clear_records", {"readOnlyHint": False, "destructiveHint": True})]
    assert choose_target_tool(tools, {"other": {}})[0] is None


def test_unsynthesizable_tools_are_skipped_for_the_next_by_name():
    tools = [tool("a_deep", schema=obj(x=nested(40))), tool("b_ok"), tool("c_later")]
    chosen, _, unexercised = choose_target_tool(tools, {})
    assert chosen.name == "b_ok"
    # c_later may be called; it is simply not the target, so it is not listed.
    assert unexercised == [("a_deep", "arguments-unsynthesizable")]


def test_owner_arguments_are_preferred_over_synthesized_ones():
    chosen, arguments, _ = choose_target_tool([tool("lookup")], {"lookup": {"city": "Lisbon"}})
    assert chosen.name == "lookup" and arguments == {"city": "Lisbon"}


def test_an_owner_named_tool_may_be_called_whatever_its_annotations():
    tools = [tool("write_note", {"readOnlyHint": False, "destructiveHint": True}), tool("zread")]
    chosen, arguments, unexercised = choose_target_tool(tools, {"write_note": {"city": "x"}})
    assert chosen.name == "write_note" and arguments == {"city": "x"}
    assert unexercised == []


def test_invalid_owner_arguments_never_unlock_a_tool_but_a_read_only_tool_falls_back():
    writer = tool("a_write", {"readOnlyHint": False})
    reader = tool("b_read")
    chosen, arguments, unexercised = choose_target_tool(
        [writer, reader], {"a_write": {"city": 5}, "b_read": {"city": 5}}
    )
    assert chosen.name == "b_read" and arguments == {"city": "example"}
    assert unexercised == [("a_write", "owner-arguments-invalid")]


def test_no_tools_means_no_target():
    assert choose_target_tool([], {}) == (None, None, [])


# Result signatures


def test_shapes_are_stable_and_ignore_values_and_key_order():
    a = result_shape({"b": 1, "a": ["x", "y"]}, [{"type": "text", "text": "one"}])
    b = result_shape({"a": ["z"], "b": 2.5}, [{"type": "text", "text": "two"}])
    assert a == b
    assert json.loads(a) == {"content": ["text"], "structured": {"a": ["string"], "b": "number"}}
    assert result_shape({"a": 1}, []) != result_shape({"a": "1"}, [])
    assert result_shape(None, [{"type": "text"}]) != result_shape({}, [{"type": "text"}])
    assert result_shape(None, [{"type": "image"}]) != result_shape(None, [{"type": "text"}])


def test_shapes_are_bounded_in_depth():
    deep: dict = {}
    for _ in range(500):
        deep = {"d": deep}
    shape = finishes_within(2, result_shape, deep, [])
    assert shape.count('{"d"') == 9 and '"\\u2026"' in shape  # cut off at depth 8


def test_digests_compare_content_not_metadata():
    block = {"type": "text", "text": "21 °C"}
    same = result_digest({"t": 21, "u": "c"}, [{**block, "_meta": {"request": 1}}])
    assert same == result_digest({"u": "c", "t": 21.0}, [{**block, "_meta": {"request": 2}}])
    assert same != result_digest({"t": 22, "u": "c"}, [block])
    assert len(same) == 64


def test_shapes_differing_only_in_optional_fields():
    schema = {
        "type": "object",
        "properties": {
            "name": {"type": "string"},
            "note": {"type": "string"},
            "place": obj(required=["city"], city={"type": "string"}, zip={"type": "string"}),
        },
        "required": ["name", "place"],
    }
    full = result_shape({"name": "a", "note": "n", "place": {"city": "c", "zip": "z"}}, [])
    bare = result_shape({"name": "a", "place": {"city": "c"}}, [])
    assert shapes_differ_only_in_optional(full, bare, schema)
    renamed = result_shape({"title": "a", "place": {"city": "c"}}, [])
    assert not shapes_differ_only_in_optional(full, renamed, schema)
    retyped = result_shape({"name": 1, "place": {"city": "c"}}, [])
    assert not shapes_differ_only_in_optional(full, retyped, schema)
    assert not shapes_differ_only_in_optional(full, bare, None)
    assert not shapes_differ_only_in_optional("garbage", bare, schema)


@pytest.mark.parametrize(
    ("text", "names", "expected"),
    [
        ("Input validation error: 'x' is not of type 'integer'", [], True),
        ("missing field", [], True),
        ("Expected a number", [], True),
        ("bad value for count", ["count"], True),
        ("Error executing tool get_weather", ["city"], False),
        ("Internal error", ["city"], False),
        ("", ["city"], False),
        (None, ["city"], False),
    ],
)
def test_error_text_names_the_problem(text, names, expected):
    assert error_names_problem(text, names) is expected


def test_a_long_error_text_is_read_only_in_part():
    started = time.monotonic()
    assert error_names_problem("x" * 10_000_000 + " invalid", ["city"]) is False
    assert time.monotonic() - started < 2


def test_malformed_arguments_never_make_up_an_outside_target_for_an_open_world_tool():
    schema = {
        "type": "object",
        "properties": {"url": {"type": "string"}, "retries": {"type": "integer"}},
        "required": ["url"],
    }
    valid = {"url": "https://owner.test/"}
    assert malformed_arguments(schema, valid) == {"url": 12345}
    assert malformed_arguments(schema, valid, open_world=True) == {
        "url": "https://owner.test/",
        "retries": "not-a-number",
    }
    only_hosts = {"type": "object", "properties": {"hosts": {"type": "array"}}}
    assert malformed_arguments(only_hosts, {}, open_world=True) is None
