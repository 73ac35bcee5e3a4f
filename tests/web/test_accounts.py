"""Accounts: sign-up confirmed by e-mail, log-in, log-out, password reset."""

from __future__ import annotations

import re
import uuid

import pytest
from allauth.account.models import EmailAddress
from django.core import mail

from certification.models import User

pytestmark = pytest.mark.django_db

PASSWORD = "a long and unusual passphrase"
LINK = re.compile(r"https?://\S+")


@pytest.fixture(autouse=True)
def _fresh_cache(settings):
    """allauth keeps its rate-limit counters in the cache: give each test its own."""
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": uuid.uuid4().hex,
        }
    }


def link_in(message) -> str:
    """The path of the only link in an e-mail."""
    links = LINK.findall(message.body)
    assert len(links) == 1, message.body
    return re.sub(r"^https?://[^/]+", "", links[0])


def signed_in(client) -> bool:
    return "_auth_user_id" in client.session


def sign_up(client, email: str = "dana@example.org"):
    return client.post(
        "/accounts/signup/", {"email": email, "password1": PASSWORD, "password2": PASSWORD}
    )


def log_in(client, email: str, password: str = PASSWORD):
    return client.post("/accounts/login/", {"login": email, "password": password})


def test_it_sends_a_confirmation_link_on_sign_up(client):
    response = sign_up(client)
    assert response.status_code == 302
    assert response["Location"] == "/accounts/confirm-email/"
    assert "write to" in client.get("/accounts/confirm-email/").text  # whom, if nothing comes
    assert User.objects.filter(email="dana@example.org").exists()
    assert not signed_in(client)
    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == ["dana@example.org"]
    assert message.subject.startswith("[Sagentum] ")
    assert link_in(message).startswith("/accounts/confirm-email/")
    # The service's name, not the host the request came in on, nor a made-up user name.
    assert message.body.startswith("Hello from Sagentum,")
    assert "account on Sagentum (127.0.0.1:8000)" in message.body
    assert "user dana" not in message.body


def test_it_refuses_log_in_before_confirmation(client):
    sign_up(client)
    other = client.__class__()
    response = log_in(other, "dana@example.org")
    assert response.status_code == 302
    assert response["Location"] == "/accounts/confirm-email/"
    assert not signed_in(other)
    assert not EmailAddress.objects.get(email="dana@example.org").verified


def test_it_confirms_the_address_by_the_link(client):
    sign_up(client)
    path = link_in(mail.outbox[0])
    page = client.get(path)
    assert page.status_code == 200
    assert b"dana@example.org" in page.content
    assert b"for user dana" not in page.content  # no generated username on show
    assert not EmailAddress.objects.get(email="dana@example.org").verified  # GET alone does not

    response = client.post(path)
    assert response.status_code == 302
    assert EmailAddress.objects.get(email="dana@example.org").verified

    fresh = client.__class__()
    assert log_in(fresh, "dana@example.org").status_code == 302
    assert signed_in(fresh)


def test_it_refuses_a_wrong_password(client, alice):
    response = log_in(client, "alice@example.org", "not the password")
    assert response.status_code == 200
    assert not signed_in(client)


def test_it_logs_in_a_confirmed_user(client, alice):
    response = log_in(client, "alice@example.org", "correct horse battery")
    assert response.status_code == 302
    assert response["Location"] == "/"
    assert client.session["_auth_user_id"] == str(alice.pk)


def test_it_logs_out_by_post_only(client, alice):
    client.force_login(alice)
    page = client.get("/accounts/logout/")
    assert page.status_code == 200  # a confirmation page, not a log-out
    assert signed_in(client)
    response = client.post("/accounts/logout/")
    assert response.status_code == 302
    assert not signed_in(client)


def test_it_resets_a_forgotten_password(client, alice):
    response = client.post("/accounts/password/reset/", {"email": "alice@example.org"})
    assert response.status_code == 302
    assert len(mail.outbox) == 1
    assert mail.outbox[0].to == ["alice@example.org"]
    path = link_in(mail.outbox[0])
    assert path.startswith("/accounts/password/reset/key/")

    form_page = client.get(path, follow=True)
    assert form_page.status_code == 200
    set_password_url = form_page.redirect_chain[-1][0] if form_page.redirect_chain else path
    new_password = "another quite long passphrase"
    done = client.post(set_password_url, {"password1": new_password, "password2": new_password})
    assert done.status_code == 302

    alice.refresh_from_db()
    assert alice.check_password(new_password)
    assert not alice.check_password("correct horse battery")
    fresh = client.__class__()
    assert log_in(fresh, "alice@example.org", new_password).status_code == 302
    assert signed_in(fresh)


def test_it_sends_no_reset_link_to_an_unknown_address(client, alice):
    response = client.post("/accounts/password/reset/", {"email": "nobody@example.org"})
    assert response.status_code == 302  # no hint whether the address exists
    assert all("/accounts/password/reset/key/" not in m.body for m in mail.outbox)
