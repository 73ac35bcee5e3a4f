"""Dimension 1's side-effect check reads imperative and third-person verbs alike, and
never takes a read verb for a side effect."""

from __future__ import annotations

import json

import pytest

from assessments.collect.tool_catalog import catalog_from_json
from assessments.graders.catalog import grade_tool_descriptions, states_side_effects, tool_checks

TYPED = {
    "type": "object",
    "properties": {"key": {"type": "string", "description": "The key, such as user:42."}},
}
OUTPUT = {"type": "object", "properties": {"ok": {"type": "boolean"}}}


def manifest(*descriptions: str) -> str:
    """A tools manifest (MCP tool definitions without annotations) with these descriptions."""
    tools = [
        {"name": f"tool_{n}", "description": d, "inputSchema": TYPED, "outputSchema": OUTPUT}
        for n, d in enumerate(descriptions)
    ]
    return json.dumps({"tools": tools})


@pytest.mark.parametrize(
    "description",
    [
        "Delete a field from a record in the key-value store, by its name.",
        "Set a key in the key-value store to the given value, replacing any old one.",
        "Creates a new issue in the tracker with the given title and body text.",
        "Update the record's status field and return the record as it is now.",
        "Remove a label from a pull request; the label itself is kept.",
        "Write the given text to a file in the workspace, creating it if needed.",
        "Send a message to a channel the bot has joined, as the bot user.",
        "Sets the value of a key in the cache for the given number of seconds.",
        "Use this to rename a branch in the repository to a new name.",
        "Reads the file at the given path and then deletes it from the folder.",
        "Look up a user by e-mail address. Read-only: changes nothing on the server.",
    ],
)
def test_an_imperative_or_third_person_write_states_the_side_effect(description):
    assert states_side_effects(description)
    graded = grade_tool_descriptions(catalog_from_json(manifest(description), "tools.json")[0])
    assert graded.grade == "pass", graded.reasons


@pytest.mark.parametrize(
    "description",
    [
        "Get a key's value from the key-value store, or null when it is unset.",
        "List posts in a channel, newest first, with their authors and dates.",
        "Read a file from the workspace and return its text content as UTF-8.",
        "Search updates and changes in the project's activity feed by keyword.",
        "Get recent changes and updates to the repository as a list of commits.",
        "Explains how to create a project, with links to the relevant pages.",
        "Returns the current weather for a city as temperature and conditions.",
    ],
)
def test_a_read_verb_states_no_side_effect(description):
    assert not states_side_effects(description)
    catalog = catalog_from_json(manifest(description), "tools.json")[0]
    graded = grade_tool_descriptions(catalog)
    assert tool_checks(catalog.tools[0])["side_effects"] is False
    assert graded.grade == "partial"
    assert [r["label"] for r in graded.reasons] == ["tool-side-effects-unstated"]


def test_a_catalog_mixing_both_names_only_the_unstated_tools():
    text = manifest(
        "Delete a field from a record in the key-value store, by its name.",
        "Get a key's value from the key-value store, or null when it is unset.",
    )
    graded = grade_tool_descriptions(catalog_from_json(text, "tools.json")[0])
    assert [(r["label"], r["tool"]) for r in graded.reasons] == [
        ("tool-side-effects-unstated", "tool_1")
    ]
