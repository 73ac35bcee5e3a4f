"""Who may do what on the public read endpoints: every caller reads, nobody writes, and
bad input is a 4xx with a reason (the API's one error shape), never a 5xx."""

from __future__ import annotations

import pytest
from knox.models import AuthToken

from tests.builders import published
from tests.conftest import make_user

pytestmark = pytest.mark.django_db

CALLERS = ["anonymous", "session", "token", "staff"]
WRITES = ["post", "put", "patch", "delete"]


@pytest.fixture
def record(alice_server):
    return alice_server, published(alice_server)


def api_reads(server, assessment) -> list[str]:
    return [
        "/api/v1/servers/",
        f"/api/v1/servers/{server.slug}",
        f"/api/v1/servers/{server.slug}/history",
        f"/api/v1/servers/{server.slug}/trend",
        f"/api/v1/assessments/{assessment.pk}",
        "/api/v1/changelog/",
        "/api/v1/changelog/?since=1",
        "/api/v1/rubrics/",
        "/api/v1/rubrics/1.0",
    ]


def page_reads(server) -> list[str]:
    return [
        f"/badge/{server.slug}.svg",
        f"/badge/{server.slug}.json",
        f"/servers/{server.slug}/card.png",
        "/docs/mcp/",
        "/changelog/feed/",
        f"/servers/{server.slug}/history/",
        "/",
        "/servers/",
        f"/servers/{server.slug}/",
        "/methodology/",
        "/methodology/1.0/",
        "/changelog/",
        "/testing-policy/",
        "/disputes/",
    ]


def as_caller(client, caller: str) -> dict[str, str]:
    """Sign ``client`` in as ``caller``; the headers a token client sends."""
    if caller == "session":
        client.force_login(make_user("carol@example.org"))
    elif caller == "staff":
        client.force_login(make_user("staff@example.org", is_staff=True))
    elif caller == "token":
        _, token = AuthToken.objects.create(make_user("tina@example.org"))
        return {"HTTP_AUTHORIZATION": f"Token {token}"}
    return {}


def refusal(response, status: int) -> dict:
    assert response.status_code == status, (response.status_code, response.content[:200])
    body = response.json()
    assert body["status"] == status and body["code"] and body["detail"], body
    return body


@pytest.mark.parametrize("caller", CALLERS)
def test_every_caller_reads_the_same_public_record(client, record, caller):
    server, assessment = record
    headers = as_caller(client, caller)
    for path in api_reads(server, assessment):
        response = client.get(path, **headers)
        assert response.status_code == 200, (caller, path)
        assert response["Content-Type"].startswith("application/json"), path
    for path in page_reads(server):
        assert client.get(path, **headers).status_code == 200, (caller, path)


@pytest.mark.parametrize("caller", CALLERS)
@pytest.mark.parametrize("method", WRITES)
def test_no_caller_writes_through_a_read_endpoint(client, record, caller, method):
    server, assessment = record
    headers = as_caller(client, caller)
    for path in api_reads(server, assessment):
        response = getattr(client, method)(path, {}, content_type="application/json", **headers)
        refusal(response, 405)
    for path in page_reads(server):
        response = getattr(client, method)(path, **headers)
        assert response.status_code == 405, (method, path, response.status_code)


@pytest.mark.parametrize(
    ("path", "status", "says"),
    [
        ("/api/v1/servers/no-such-server", 404, "nothing is published at"),
        ("/api/v1/servers/no-such-server/history", 404, "nothing is published at"),
        ("/api/v1/servers/no-such-server/trend", 404, "nothing is published at"),
        ("/api/v1/assessments/999999", 404, "nothing is published at"),
        ("/api/v1/rubrics/9.9", 404, "nothing is published at"),
        ("/api/v1/changelog/?since=yesterday", 400, "invalid fields"),
        ("/api/v1/changelog/?since=%00", 400, "invalid fields"),
        ("/api/v1/servers/?cursor=not-a-cursor", 404, "Invalid cursor"),
        ("/api/v1/changelog/?cursor=%ff%fe", 404, "Invalid cursor"),
    ],
)
def test_bad_input_is_a_4xx_that_says_why(client, record, path, status, says):
    assert says in refusal(client.get(path), status)["detail"]


@pytest.mark.parametrize("limit", ["0", "-1", "abc", "100000", "1e3"])
def test_an_odd_page_size_never_breaks_a_list(client, record, limit):
    response = client.get(f"/api/v1/servers/?limit={limit}")
    assert response.status_code == 200 and len(response.json()["results"]) <= 200


@pytest.mark.parametrize("slug", ["no-such-server", "a" * 300, "%00", "..", "caf%C3%A9"])
def test_an_unknown_badge_is_a_not_listed_404(client, slug):
    response = client.get(f"/badge/{slug}.svg")
    assert response.status_code == 404 and b"not listed" in response.content
