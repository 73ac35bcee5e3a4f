"""The public opt-out form: it keeps what was typed, finds the server, and is rate-limited."""

from __future__ import annotations

import re

import pytest

from tests.conftest import make_server


def test_the_form_keeps_what_was_typed_and_says_what_is_wrong(client, weather):
    response = client.post(
        "/opt-out/", {"server": "no-such-server", "contact_email": "a@b.example", "reason": "r"}
    )
    assert response.status_code == 400 and "No listed server matches" in response.text
    assert 'value="no-such-server"' in response.text and 'value="a@b.example"' in response.text
    assert client.get(f"/opt-out/?server={weather.slug}").text.count(weather.slug) >= 1
    written_otherwise = "https://MCP.weather.example:443/mcp/"
    response = client.post(
        "/opt-out/", {"server": written_otherwise, "contact_email": "a@b.example"}
    )
    assert response.status_code == 302, re.findall(r"error-text.*?</p>", response.text, re.S)


def test_the_form_finds_a_server_by_its_name_or_its_endpoints_host(weather):
    from web.forms.optouts import Ambiguous, find_server

    assert find_server("weather") == weather and find_server("  WEATHER ") == weather
    assert find_server("mcp.weather.example") == weather
    assert find_server("weather.example") is None and find_server("nothing here") is None
    assert find_server("mcp.weather.example:443/") == weather
    assert find_server("mcp.weather.example:8443") is None  # another port
    assert find_server("http://[x") is None and find_server("a") is None
    make_server("Weather Two", endpoint_url="https://mcp.weather.example/v2/mcp")
    with pytest.raises(Ambiguous, match="Weather, Weather Two"):
        find_server("mcp.weather.example")


def test_ten_requests_an_hour_per_network_and_mistakes_do_not_count(
    client, weather, mailoutbox, django_capture_on_commit_callbacks
):
    for _ in range(12):
        response = client.post("/opt-out/", {"server": "nothing", "contact_email": "a@b.example"})
        assert response.status_code == 400 and "Too many" not in response.text
    for n in range(10):
        data = {"server": weather.get_absolute_url(), "contact_email": f"p{n}@elsewhere.example"}
        with django_capture_on_commit_callbacks(execute=True):
            assert client.post("/opt-out/", data).status_code == 302
    data = {"server": weather.get_absolute_url(), "contact_email": "p10@elsewhere.example"}
    response = client.post("/opt-out/", data)
    assert response.status_code == 400 and "Too many requests" in response.text
    assert 'value="p10@elsewhere.example"' in response.text
    assert len(mailoutbox) == 10


def test_a_refused_request_sends_nothing_and_does_not_count(client, weather, db):
    stdio = make_server("Stdio only", endpoint_url="", repository_url="https://github.com/o/r")
    for _ in range(12):
        data = {"server": stdio.get_absolute_url(), "contact_email": "a@b.example"}
        response = client.post("/opt-out/", data)
        assert response.status_code == 400 and "Too many" not in response.text
    data = {"server": weather.get_absolute_url(), "contact_email": "a@b.example"}
    assert client.post("/opt-out/", data).status_code == 302
    response = client.post("/opt-out/", {"server": "http://[x", "contact_email": "a@b.example"})
    assert response.status_code == 400 and "No listed server matches" in response.text
