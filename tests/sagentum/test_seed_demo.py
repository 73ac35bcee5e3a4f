"""The seed_demo command: idempotent demo data; demo accounts only in development."""

from __future__ import annotations

from io import StringIO

import pytest
from allauth.account.models import EmailAddress
from django.core.management import call_command

from certification.models import Server, User
from verification.models import Claim
from verification.selectors import servers_owned_by

pytestmark = pytest.mark.django_db


def seed(*args: str) -> str:
    out = StringIO()
    call_command("seed_demo", *args, stdout=out)
    return out.getvalue()


def counts() -> tuple[int, int, int, int]:
    return (
        Server.objects.count(),
        User.objects.count(),
        Claim.objects.count(),
        EmailAddress.objects.count(),
    )


def test_it_is_idempotent(settings):
    settings.DEBUG = True
    first = seed()
    after_first = counts()
    second = seed()
    assert counts() == after_first == (6, 3, 2, 3)
    assert "Demo servers: 6 created, 0 present." in first
    assert "Demo servers: 0 created, 6 present." in second
    assert "demo-owner-pass" in first and "demo-owner-pass" not in second


def test_it_creates_demo_accounts_with_debug_on(settings):
    settings.DEBUG = True
    seed()
    owner = User.objects.get(email="owner@demo.sagentum.test")
    assert owner.check_password("demo-owner-pass")
    assert list(servers_owned_by(owner).values_list("slug", flat=True)) == [
        "filesystem-package",
        "sagentum-demo",
    ]
    assert User.objects.get(email="reviewer@demo.sagentum.test").is_reviewer
    assert User.objects.get(email="admin@demo.sagentum.test").is_superuser
    assert EmailAddress.objects.filter(verified=True).count() == 3


def test_it_creates_no_accounts_with_debug_off(settings):
    settings.DEBUG = False
    out = seed()
    assert "DEBUG is off" in out
    assert Server.objects.count() == 6
    assert not User.objects.exists()
    assert not Claim.objects.exists()


def test_it_skips_accounts_when_asked(settings):
    settings.DEBUG = True
    seed("--no-accounts")
    assert Server.objects.count() == 6
    assert not User.objects.exists()


def test_it_keeps_existing_servers_as_they_are(settings):
    settings.DEBUG = False
    seed()
    Server.objects.filter(slug="acme-weather").update(description="Edited by its owner.")
    seed()
    assert Server.objects.get(slug="acme-weather").description == "Edited by its owner."


def test_the_demo_claims_last_check_is_the_one_in_its_table(settings, client):
    settings.DEBUG = True
    seed()
    claim = Claim.objects.get(server__slug="sagentum-demo")
    assert claim.last_checked_at == claim.checks.get().checked_at
    client.force_login(claim.user)
    page = client.get(f"/claims/{claim.pk}/").content.decode()
    assert page.count(claim.last_checked_at.strftime("%Y-%m-%d %H:%M")) >= 2  # field and table
