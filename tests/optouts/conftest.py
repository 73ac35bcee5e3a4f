"""Fixtures and helpers of the opt-out tests."""

from __future__ import annotations

import re
import threading
import time

import pytest

from certification.models import Server
from optouts import services
from optouts.models import OptOut
from tests.conftest import make_server

LINK = re.compile(r"http://[^\s]+/opt-out/confirm/([^/\s]+)/")


@pytest.fixture
def weather(db) -> Server:
    return make_server(
        "Weather",
        endpoint_url="https://mcp.weather.example/mcp",
        contact_email="ops@weather.example",
    )


def request_by_form(client, server, email, mailoutbox, capture):
    with capture(execute=True):
        response = client.post(
            "/opt-out/",
            {"server": server.get_absolute_url(), "contact_email": email, "reason": "x"},
        )
    assert response.status_code == 302 and response["Location"] == "/opt-out/sent/"
    assert len(mailoutbox) == 1 and mailoutbox[0].to == [email]
    return LINK.search(mailoutbox[0].body).group(1)


def held(server, email="someone@elsewhere.example") -> OptOut:
    _, token = services.optout_request(server=server, contact_email=email)
    return services.optout_confirm(token=token)


def opt_out_after(requests: int, mcp, server) -> threading.Thread:
    """A thread that opts ``server`` out as soon as ``mcp`` has received ``requests``."""

    def watch():
        deadline = time.monotonic() + 30
        while mcp.count < requests and time.monotonic() < deadline:
            time.sleep(0.005)
        services.optout_by_command(server=server, contact_email="ops@example.org")

    watcher = threading.Thread(target=watch)
    watcher.start()
    return watcher


def point_at(server, mcp) -> Server:
    Server.objects.filter(pk=server.pk).update(endpoint_url=mcp.url)
    server.refresh_from_db()
    return server
