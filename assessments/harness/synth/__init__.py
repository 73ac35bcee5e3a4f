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

The modules: ``values`` (a value built type by type), ``arguments`` (one call's
arguments, where each came from, a second candidate), ``invalid`` (the error tests'
arguments), ``choice`` (the callable tools, ranked) and ``errors`` (whether an error
says what is wrong).
"""

from assessments.harness.schemas import validate_arguments
from assessments.harness.signatures import (
    result_digest,
    result_shape,
    shapes_differ_only_in_optional,
)
from assessments.harness.synth.arguments import (
    GUESSES,
    Synthesis,
    synthesize,
    synthesize_arguments,
)
from assessments.harness.synth.choice import (
    RANKS,
    Choice,
    arguments_for,
    choose_target_tool,
    open_world,
    rank_tools,
)
from assessments.harness.synth.errors import MAX_ERROR_TEXT, error_names_problem
from assessments.harness.synth.invalid import (
    WRONG_TYPE_VALUES,
    malformed_arguments,
    missing_arguments,
)
from assessments.harness.synth.values import (
    FORMAT_SAMPLES,
    MAX_ATTEMPTS,
    MAX_BRANCHES,
    MAX_ITEMS,
    MAX_STRING_LENGTH,
    MAX_VALUE_CHARS,
    MAX_VALUE_DEPTH,
    MAX_VALUE_NODES,
)

__all__ = [
    "FORMAT_SAMPLES",
    "GUESSES",
    "MAX_ATTEMPTS",
    "MAX_BRANCHES",
    "MAX_ERROR_TEXT",
    "MAX_ITEMS",
    "MAX_STRING_LENGTH",
    "MAX_VALUE_CHARS",
    "MAX_VALUE_DEPTH",
    "MAX_VALUE_NODES",
    "RANKS",
    "WRONG_TYPE_VALUES",
    "Choice",
    "Synthesis",
    "arguments_for",
    "choose_target_tool",
    "error_names_problem",
    "malformed_arguments",
    "missing_arguments",
    "open_world",
    "rank_tools",
    "result_digest",
    "result_shape",
    "shapes_differ_only_in_optional",
    "synthesize",
    "synthesize_arguments",
    "validate_arguments",
]
