"""The arguments of one call: the owner's values, then for each other required
parameter its best valid candidate, and a second candidate."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from assessments.harness import hints
from assessments.harness.schemas import (
    TooMuchWork,
    WorkBudget,
    flatten,
    is_valid,
    required_names,
    schema_errors,
)
from assessments.harness.synth.values import (
    _NOTHING,
    FORMAT_SAMPLES,
    _Builder,
    _built,
    _fits,
    _root,
)


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
    """Valid candidates for one parameter, best first (the order docs/assessments.md gives
    under "How the harness finds working calls")."""
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
