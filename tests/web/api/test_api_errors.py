"""The API's errors: one body shape for every 4xx, a deep-nested body is a 400, and
anonymous clients are throttled."""

from __future__ import annotations

import json
import logging
from urllib.parse import urlencode

import pytest
from django.test import override_settings

from tests.builders import published
from tests.conftest import make_user

pytestmark = pytest.mark.django_db


def shape(response, status: int) -> dict:
    assert response.status_code == status
    body = response.json()
    assert body["status"] == status and body["code"] and body["detail"], body
    return body


def test_every_kind_of_refusal_has_the_same_shape(client, alice, alice_server):
    shape(client.get("/api/v1/servers/no-such-server"), 404)
    assessment = published(alice_server)
    body = shape(client.post(f"/api/v1/assessments/{assessment.pk}/disputes", {}), 403)
    assert body["code"] == "not_authenticated"
    client.force_login(make_user("carol@example.org"))
    body = shape(
        client.post(f"/api/v1/assessments/{assessment.pk}/disputes", {},
                    content_type="application/json"),
        400,
    )  # fmt: skip
    assert body["code"] == "invalid" and "dimensions" in body["errors"]
    shape(client.put(f"/api/v1/disputes/{assessment.pk}/withdraw"), 405)


@pytest.mark.parametrize("depth", [40, 1000, 100_000])
def test_json_nested_a_thousand_levels_deep_is_a_400(client, alice_server, depth):
    assessment = published(alice_server)
    client.force_login(make_user("carol@example.org"))
    body = "[" * depth + "]" * depth
    response = client.post(f"/api/v1/assessments/{assessment.pk}/disputes", body,
                           content_type="application/json")  # fmt: skip
    assert "nested too deeply" in shape(response, 400)["detail"]


def test_anonymous_clients_are_throttled_with_retry_after(client, monkeypatch, db):
    from rest_framework.throttling import SimpleRateThrottle

    # The rates are read once, when DRF loads; the setting itself is checked at start-up.
    monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", {"anon": "3/minute", "user": None})
    codes = [client.get("/api/v1/servers/").status_code for _ in range(4)]
    assert codes == [200, 200, 200, 429]
    response = client.get("/api/v1/servers/")
    assert shape(response, 429)["code"] == "throttled" and int(response["Retry-After"]) > 0


def test_the_openapi_document_validates_without_warnings(tmp_path):
    from django.core.management import call_command

    # --fail-on-warn: a naming collision or an undescribed view fails here, not at deploy.
    out = tmp_path / "schema.yml"
    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(out))
    text = out.read_text()
    assert "EvidenceKindEnum" in text and "/api/v1/disputes/{dispute_id}" in text


def test_anonymous_clients_are_counted_once_and_accounts_by_account(client, alice, monkeypatch):
    from rest_framework.throttling import SimpleRateThrottle

    monkeypatch.setattr(
        SimpleRateThrottle, "THROTTLE_RATES", {"anon": "3/minute", "user": "2/minute"}
    )
    assert [client.get("/api/v1/servers/").status_code for _ in range(4)] == [200, 200, 200, 429]
    client.force_login(alice)  # the account's own rate, whatever the address has used
    assert [client.get("/api/v1/servers/").status_code for _ in range(3)] == [200, 200, 429]


def no_traceback_logged(caplog) -> None:
    loud = [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert not loud, [(r.name, r.levelname, r.getMessage()) for r in loud]


@override_settings(DATA_UPLOAD_MAX_MEMORY_SIZE=1000)
def test_a_body_over_the_limit_is_a_413_with_a_reason_and_no_traceback(
    client, alice_server, caplog
):
    assessment = published(alice_server)
    url = f"/api/v1/assessments/{assessment.pk}/disputes"
    big = json.dumps({"statement": "x" * 5000}).encode()
    caplog.set_level(logging.INFO)
    # Anonymous: refused before anything reads the body.
    body = shape(client.post(url, big, content_type="application/json"), 413)
    assert body["code"] == "request_too_large" and "at most 1000 bytes" in body["detail"]
    # Signed in, as JSON and as a multipart form (read by the API's parsers).
    client.force_login(make_user("carol@example.org"))
    assert shape(client.post(url, big, content_type="application/json"), 413) == body
    form = client.post(url, {"statement": "x" * 5000, "dimensions": "1"})
    assert shape(form, 413) == body
    # A page answers 413 too, in plain text.
    typed = urlencode({"login": "x" * 5000, "password": "y"})
    page = client.post("/accounts/login/", typed, content_type="application/x-www-form-urlencoded")
    assert page.status_code == 413 and "at most 1000 bytes" in page.content.decode()
    no_traceback_logged(caplog)
    warned = [r for r in caplog.records if r.name == "django.request"]
    assert warned and {r.levelname for r in warned} == {"WARNING"}
    assert all("\n" not in r.getMessage() for r in warned)


@pytest.mark.django_db
def test_an_address_under_the_api_that_names_nothing_answers_in_the_error_shape(client):
    response = client.get("/api/v1/servers/x/assessments/")
    assert response.status_code == 404 and response["Content-Type"] == "application/json"
    body = response.json()
    assert body["code"] == "not_found"
    assert body["detail"].endswith("Did you mean /api/v1/servers/x/assessments?")
    nothing = client.get("/api/v1/nothing-here").json()
    assert nothing["detail"] == "Not found: nothing is published at /api/v1/nothing-here."
