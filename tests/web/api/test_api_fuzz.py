"""Schema-driven fuzzing of the JSON API (schemathesis against ``/api/schema/``): no input
the OpenAPI document allows, nor any it does not, may get a 5xx."""

from __future__ import annotations

import contextlib

import pytest

schemathesis = pytest.importorskip("schemathesis")
hypothesis = pytest.importorskip("hypothesis")

pytestmark = pytest.mark.django_db

EXAMPLES = 20  # per operation, for inputs the schema allows and for ones it does not


@pytest.fixture
def _connections_kept_open():
    # A WSGI request closes the database connection when it ends; the test's database
    # lives in that connection (as Django's own test client knows, and avoids).
    from django.core import signals
    from django.db import close_old_connections

    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    yield
    signals.request_started.connect(close_old_connections)
    signals.request_finished.connect(close_old_connections)


def test_no_operation_answers_a_5xx(alice, alice_server, settings, _connections_kept_open):
    from django.core.wsgi import get_wsgi_application
    from hypothesis import HealthCheck, given
    from hypothesis import settings as run
    from hypothesis.errors import Unsatisfiable
    from knox.models import AuthToken
    from schemathesis import GenerationMode

    from tests.builders import published

    settings.ALLOWED_HOSTS = ["*"]
    published(alice_server)
    _, token = AuthToken.objects.create(alice)
    schema = schemathesis.openapi.from_wsgi("/api/schema/", get_wsgi_application())
    failures = []
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) > 10
    for operation in operations:
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            strategy = operation.as_strategy(generation_mode=mode)

            @run(max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,
                 suppress_health_check=list(HealthCheck))  # fmt: skip
            @given(strategy)
            def call(case):
                response = case.call(headers={"Authorization": f"Token {token}"})
                if response.status_code >= 500:
                    failures.append(f"{case.method} {case.formatted_path}: {response.status_code}")

            with contextlib.suppress(Unsatisfiable):  # an operation with nothing to vary
                call()
    assert failures == []
