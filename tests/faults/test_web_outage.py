"""A request made while the database cannot be reached answers 503 with its reason and a
Retry-After, as a page and in the API's error shape, and never a 500 with a traceback."""

from __future__ import annotations

import logging

import pytest
from django.db import OperationalError
from django.test import Client


@pytest.fixture
def database_away(monkeypatch):
    """Every query fails as it does when PostgreSQL has gone away."""
    from django.db.backends.utils import CursorWrapper

    def gone(*args, **kwargs):
        raise OperationalError("server closed the connection unexpectedly")

    monkeypatch.setattr(CursorWrapper, "execute", gone)
    monkeypatch.setattr(CursorWrapper, "executemany", gone)


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/servers/", "/api/v1/servers/", "/changelog/"])
def test_a_request_while_the_database_is_away_answers_503_with_its_reason(
    path, database_away, caplog
):
    client = Client(raise_request_exception=False)
    with caplog.at_level(logging.WARNING):
        response = client.get(path)
    assert response.status_code == 503, (path, response.content[:300])
    assert response["Retry-After"] == "30"
    if path.startswith("/api/"):
        assert response.json()["code"] == "database_unavailable"
    assert b"database cannot be reached" in response.content
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == [], [r.getMessage() for r in errors]
