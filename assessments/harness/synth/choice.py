"""The tools the live test may call (rule 4: read-only by construction), ranked."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from assessments.graders.poisoning import contradicting_annotation
from assessments.harness import hints
from assessments.harness.schemas import flatten, required_names
from assessments.harness.synth.arguments import GUESSES, Synthesis, synthesize
from assessments.harness.synth.values import _root
from assessments.observations import Tool


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
