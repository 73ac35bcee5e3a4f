"""Fixtures and helpers of the ownership tests: a listed server, a claim, a published
proof in the loopback DNS zone, and a due weekly re-check."""

from __future__ import annotations

import pytest
from django.utils import timezone

from certification.models import Server
from tests.conftest import make_server
from verification import reverification, selectors, services
from verification.models import Claim

CHALLENGE = "_sagentum-challenge.example.test"


@pytest.fixture
def server(db) -> Server:
    return make_server("Weather", endpoint_url="https://mcp.example.test/mcp")


def publish(zone, claim, name=CHALLENGE):
    value = selectors.claim_instructions(claim)["value"]
    zone.records.setdefault(name, []).append(("TXT", value))
    return value


def new_claim(user, server, **options) -> Claim:
    options.setdefault("method", "dns")
    return services.claim_create(user=user, server=server, **options)


@pytest.fixture
def recheck(django_capture_on_commit_callbacks):
    """Make the claim's weekly check due and run the periodic task (mail goes on commit)."""

    def run(claim):
        Claim.objects.filter(pk=claim.pk).update(next_check_at=timezone.now())
        with django_capture_on_commit_callbacks(execute=True):
            return reverification.reverify_due()

    return run
