"""Working arguments without help: values from descriptions, name conventions and
earlier results, ranked, validated, with where each came from."""

from __future__ import annotations

import secrets

import pytest

from assessments.harness import hints
from assessments.harness.synth import rank_tools, synthesize
from assessments.observations import Tool

READ_ONLY = {"readOnlyHint": True}


def one(name: str, prop: dict, **kwargs):
    schema = {"type": "object", "properties": {name: prop}, "required": [name]}
    return synthesize(schema, **kwargs)


@pytest.mark.parametrize(
    ("description", "expected"),
    [
        ("IANA timezone name (e.g., 'America/New_York', 'Europe/London')", "America/New_York"),
        ("Which repositories: one of 'local', 'remote', 'all'", "local"),
        ("Scope, one of local, remote or all.", "local"),
        ("Sort order. Defaults to `desc`.", "desc"),
        ('Format, for example "json"', "json"),
        ("Time to convert in 24-hour format (HH:MM)", "12:00"),
        ("Day in YYYY-MM-DD", "2024-01-01"),
    ],
)
def test_a_value_quoted_or_listed_in_the_description_is_sent(description, expected):
    result = one("value", {"type": "string", "description": description})
    assert result.arguments == {"value": expected}
    assert result.sources == {"value": "description"}


def test_a_described_number_is_typed_and_bounds_still_rule():
    result = one("size", {"type": "integer", "maximum": 50, "description": "e.g. 20"})
    assert result.arguments == {"size": 20} and result.sources["size"] == "description"
    over = one("size", {"type": "integer", "maximum": 10, "description": "e.g. 20"})
    assert over.arguments == {"size": 1}  # 20 is invalid here: the next candidate


@pytest.mark.parametrize(
    ("name", "prop", "expected"),
    [
        ("timezone", {"type": "string"}, "UTC"),
        ("targetTimeZone", {"type": "string"}, "UTC"),
        ("language", {"type": "string"}, "en"),
        ("query", {"type": "string", "minLength": 1}, "test"),
        ("max_results", {"type": "integer", "minimum": 5}, 5),
        ("limit", {"type": "integer"}, 1),
        ("repo_path", {"type": "string"}, "."),
    ],
)
def test_name_conventions_fill_what_the_schema_leaves_open(name, prop, expected):
    result = one(name, prop)
    assert result.arguments == {name: expected}


def test_schema_data_outranks_the_description_and_conventions():
    prop = {"type": "string", "enum": ["Europe/Paris"], "description": "e.g. 'UTC'"}
    assert one("timezone", prop).sources == {"timezone": "enum"}


def test_a_second_candidate_is_kept_for_a_guessed_value():
    result = one("timezone", {"type": "string", "description": "e.g. 'America/New_York'"})
    assert result.arguments == {"timezone": "America/New_York"}
    assert result.alternative == {"timezone": "UTC"}


def test_values_an_earlier_call_returned_come_first():
    harvest = hints.Harvest()
    hints.harvest_result(None, "Allowed directories:\n/srv/data\n/srv/other", harvest, call=4)
    result = one("path", {"type": "string"}, harvest=harvest)
    assert result.arguments == {"path": "/srv/data"}
    assert result.sources == {"path": "earlier-result"}
    assert harvest.calls["/srv/data"] == 4


def test_identifiers_are_harvested_from_structured_content():
    harvest = hints.Harvest()
    hints.harvest_result({"items": [{"id": "a1", "title": "First"}, {"id": "b2"}]}, None, harvest)
    assert harvest.for_kind("id")[:2] == ["a1", "b2"]
    assert one("item_id", {"type": "string"}, harvest=harvest).arguments == {"item_id": "a1"}


def test_an_open_world_tool_never_gets_a_made_up_outside_target():
    for name, prop in [
        ("url", {"type": "string"}),
        ("target", {"type": "string", "format": "uri"}),
        ("recipient_email", {"type": "string"}),
        ("host", {"type": "string"}),
    ]:
        result = one(name, prop, open_world=True)
        assert result.arguments is None
        assert result.refusal == "outside-target-needs-owner-value"
        assert result.parameters == (name,)
    owner = one("url", {"type": "string"}, open_world=True, owner={"url": "https://a.test"})
    assert owner.arguments == {"url": "https://a.test"} and owner.sources == {"url": "owner"}
    # Identifiers and queries for the server's own backend may still be made up.
    assert one("query", {"type": "string"}, open_world=True).arguments == {"query": "test"}


def test_owner_values_are_kept_and_the_rest_synthesized():
    schema = {
        "type": "object",
        "properties": {"token": {"type": "string"}, "timezone": {"type": "string"}},
        "required": ["token", "timezone"],
    }
    result = synthesize(schema, owner={"token": "s3cret"})
    assert result.arguments == {"token": "s3cret", "timezone": "UTC"}
    assert result.sources == {"token": "owner", "timezone": "name-convention"}


def tool(name, schema=None, annotations=READ_ONLY):
    return Tool(name=name, input_schema=schema, annotations=annotations)


def test_tools_rank_no_arguments_first_then_those_an_earlier_result_can_feed():
    path = {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}
    zone = {"type": "object", "properties": {"tz": {"type": "string"}}, "required": ["tz"]}
    choices, _ = rank_tools(
        [tool("a_read_file", path), tool("b_time", zone), tool("z_list_roots")], {}
    )
    assert [(c.tool.name, c.rank) for c in choices] == [
        ("z_list_roots", "no-arguments"),
        ("a_read_file", "fed-by-earlier-result"),
        ("b_time", "synthesized"),
    ]


def test_an_open_world_tool_needing_an_outside_target_is_left_uncalled_with_the_reason():
    fetch = {"type": "object", "properties": {"url": {"type": "string"}}, "required": ["url"]}
    choices, unexercised = rank_tools(
        [tool("fetch", fetch, {"readOnlyHint": True, "openWorldHint": True})], {}
    )
    assert choices == [] and unexercised == [("fetch", "outside-target-needs-owner-value")]


@pytest.mark.parametrize(
    ("name", "schema", "kind"),
    [
        ("source_url", None, "url"),
        ("x", {"format": "email"}, "email"),
        ("repoPath", None, "path"),
        ("userId", None, "id"),
        ("timezone", None, None),
        ("urls", None, "url"),
        ("ip_address", None, "ip"),
        ("files", None, "path"),
        ("links", {"type": "array", "items": {"format": "uri"}}, "url"),
        ("status", None, None),
    ],
)
def test_parameter_kinds(name, schema, kind):
    assert hints.kind_of(name, schema) == kind


def test_credentials_in_a_result_are_never_harvested_so_never_sent_or_reported():
    harvest = hints.Harvest()
    secret, opaque_id = (f"a8F{secrets.token_hex(11)}" for _ in range(2))  # made at test time
    result = {
        "SECRET_KEY": secret,
        "api_key": "k-123",
        "session": {"id": "s-1"},
        "items": [{"id": "a1"}, {"id": opaque_id}],
        "mirror": "https://user:pw@git.example.org/x",
    }
    hints.harvest_result(result, None, harvest)
    assert harvest.values == {"id": ["a1"]}


def test_sagentums_own_settings_never_reach_a_stdio_server(monkeypatch, settings):
    from assessments.harness.stdio import inherited_environment

    monkeypatch.setenv("SECRET_KEY", "sagentum-own-secret")
    monkeypatch.setenv("DATABASE_URL", "postgres://sagentum@db/x")
    monkeypatch.setenv("WEATHER_API_KEY", "the-servers-own")
    passed = inherited_environment()
    assert "SECRET_KEY" not in passed and "DATABASE_URL" not in passed
    assert passed["WEATHER_API_KEY"] == "the-servers-own"
    assert "SECRET_KEY" in settings.OWN_ENVIRONMENT


def test_what_the_owner_supplied_is_never_reused_even_when_echoed_back():
    harvest = hints.Harvest()
    harvest.deny({"get_project": {"project_id": "internal_roadmap"}})
    harvest.deny({"Authorization": "Bearer sk-live-abcdefgh12345"})
    result = {
        "id": "internal_roadmap",
        "items": [{"id": "a1"}, {"id": "sk-live-abcdefgh12345"}],
        "file": "/dl?token=x",
        "path": "/srv/data/internal_roadmap/notes",
    }
    hints.harvest_result(result, None, harvest)
    assert harvest.values == {"id": ["a1"]}


def test_no_email_or_dotenv_setting_reaches_a_stdio_server(monkeypatch, settings, tmp_path):
    from assessments.harness.stdio import inherited_environment

    (tmp_path / ".env").write_text("# local\nMY_LOCAL_SETTING=1\nexport OTHER_ONE=2\n")
    settings.BASE_DIR = tmp_path
    for name in ("EMAIL_HOST_PASSWORD", "MY_LOCAL_SETTING", "OTHER_ONE", "SERVER_TOKEN"):
        monkeypatch.setenv(name, "x")
    passed = inherited_environment()
    assert "EMAIL_HOST_PASSWORD" not in passed and "MY_LOCAL_SETTING" not in passed
    assert "OTHER_ONE" not in passed and passed["SERVER_TOKEN"] == "x"
