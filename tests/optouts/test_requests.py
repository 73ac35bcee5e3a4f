"""Opt-out requests: the link, who confirms automatically, held requests and the
reviewers' decisions."""

from __future__ import annotations

import pytest
from django.utils import timezone

from optouts import services
from optouts.models import OptOut
from tests.conftest import make_server
from tests.optouts.conftest import (
    held,
    request_by_form,
)


def test_the_listed_contact_confirms_by_link_and_it_takes_effect_then(
    client, weather, mailoutbox, django_capture_on_commit_callbacks, settings
):
    settings.CONTACT_EMAIL = "reviews@sagentum.test"
    token = request_by_form(
        client, weather, "OPS@weather.example", mailoutbox, django_capture_on_commit_callbacks
    )
    assert "reviews@sagentum.test" in mailoutbox[0].body  # whom to write to, to withdraw
    weather.refresh_from_db()
    assert not weather.live_testing_opted_out  # nothing before the link is used
    page = client.get(f"/opt-out/confirm/{token}/")  # a link scanner's GET changes nothing
    assert page.status_code == 200 and "Confirm the opt-out" in page.text
    response = client.post(f"/opt-out/confirm/{token}/")
    assert response.status_code == 200 and "Opt-out in effect" in response.text
    assert "reviews@sagentum.test" in response.text and "withdraw" in response.text
    weather.refresh_from_db()
    optout = OptOut.objects.get()
    assert weather.live_testing_opted_out and optout.status == "active"
    assert optout.confirmation == "listed_contact" and optout.source == "form"
    assert optout.email_confirmed_at and optout.effective_at and optout.reason == "x"
    assert token not in str(OptOut.objects.filter(pk=optout.pk).values().get())


def test_the_link_is_single_use(client, weather, mailoutbox, django_capture_on_commit_callbacks):
    token = request_by_form(
        client, weather, "ops@weather.example", mailoutbox, django_capture_on_commit_callbacks
    )
    assert client.post(f"/opt-out/confirm/{token}/").status_code == 200
    again = client.post(f"/opt-out/confirm/{token}/")
    assert again.status_code == 400 and "already been used" in again.text
    reopened = client.get(f"/opt-out/confirm/{token}/")  # says what became of it
    assert reopened.status_code == 200 and "already used" in reopened.text
    assert "In effect" in reopened.text and "Confirm the opt-out</button>" not in reopened.text
    assert client.get("/opt-out/confirm/not-a-token/").status_code == 404
    assert OptOut.objects.get().status == "active"


def test_a_pending_link_for_a_server_already_opted_out_asks_nothing(client, weather):
    _, token = services.optout_request(server=weather, contact_email="ops@weather.example")
    services.optout_by_command(server=weather, contact_email="ops@weather.example")
    page = client.get(f"/opt-out/confirm/{token}/").text
    assert "already opted out" in page and "Confirm the opt-out</button>" not in page


def test_a_held_requests_link_opened_again_says_it_waits_for_a_reviewer(client, weather):
    _, token = services.optout_request(server=weather, contact_email="x@elsewhere.example")
    services.optout_confirm(token=token)
    page = client.get(f"/opt-out/confirm/{token}/").text
    assert "Held for a reviewer" in page and "no need to send the form again" in page


def test_the_link_expires(client, weather, mailoutbox, django_capture_on_commit_callbacks):
    token = request_by_form(
        client, weather, "ops@weather.example", mailoutbox, django_capture_on_commit_callbacks
    )
    OptOut.objects.update(confirmation_expires_at=timezone.now())
    response = client.post(f"/opt-out/confirm/{token}/")
    assert response.status_code == 400 and "expired" in response.text
    weather.refresh_from_db()
    assert OptOut.objects.get().status == "expired" and not weather.live_testing_opted_out


def test_an_address_at_the_endpoints_domain_confirms_automatically(weather):
    _, token = services.optout_request(server=weather, contact_email="dev@weather.example")
    assert services.optout_confirm(token=token).status == "active"
    assert OptOut.objects.get().confirmation == "endpoint_domain"


def test_a_strangers_request_is_held_for_a_reviewer(
    weather, reviewer, mailoutbox, django_capture_on_commit_callbacks
):
    _, token = services.optout_request(server=weather, contact_email="someone@elsewhere.example")
    with django_capture_on_commit_callbacks(execute=True):
        optout = services.optout_confirm(token=token)
    weather.refresh_from_db()
    assert optout.status == "held" and not weather.live_testing_opted_out
    assert [m.to for m in mailoutbox] == [[reviewer.email]]
    services.optout_review(optout=optout, reviewer=reviewer, approve=True, note="checked")
    weather.refresh_from_db()
    optout.refresh_from_db()
    assert optout.status == "active" and optout.confirmation == "reviewer_approved"
    assert optout.reviewed_by == reviewer and weather.live_testing_opted_out


def test_a_public_suffix_is_not_the_endpoints_domain(db):
    server = make_server("Pages", endpoint_url="https://acme.github.io/mcp")
    _, token = services.optout_request(server=server, contact_email="mallory@github.io")
    assert services.optout_confirm(token=token).status == "held"


def test_a_reviewer_rejects_a_held_request(client, weather, reviewer, charlie):
    _, token = services.optout_request(server=weather, contact_email="x@elsewhere.example")
    optout = services.optout_confirm(token=token)
    with pytest.raises(services.OptOutError):
        services.optout_review(optout=optout, reviewer=charlie, approve=True)
    services.optout_review(optout=optout, reviewer=reviewer, approve=False, note="not them")
    weather.refresh_from_db()
    assert OptOut.objects.get().status == "rejected" and not weather.live_testing_opted_out
    client.force_login(reviewer)
    history = client.get("/review/opt-outs/").text
    assert "Address confirmed" in history and "Rejected by rita@example.org: “not them”" in history
    services.optout_by_command(server=weather, contact_email="ops@weather.example")
    history = client.get("/review/opt-outs/").text
    assert f'href="/servers/{weather.slug}/opt-out/withdraw/?next=queue"' in history


def test_a_verified_owner_opts_out_and_withdraws_in_one_click(client, alice, alice_server, bob):
    client.force_login(bob)
    client.post(f"/servers/{alice_server.slug}/opt-out/")
    alice_server.refresh_from_db()
    assert not alice_server.live_testing_opted_out  # not bob's server
    client.force_login(alice)
    page = client.get(alice_server.get_absolute_url()).text
    assert f'action="/servers/{alice_server.slug}/opt-out/"' in page
    client.post(f"/servers/{alice_server.slug}/opt-out/")
    alice_server.refresh_from_db()
    optout = OptOut.objects.get()
    assert alice_server.live_testing_opted_out and optout.confirmation == "verified_owner"
    page = client.get(alice_server.get_absolute_url()).text
    assert "Opted out of live testing" in page and "not penalised" in page
    client.force_login(bob)
    client.post(f"/servers/{alice_server.slug}/opt-out/withdraw/")
    alice_server.refresh_from_db()
    assert alice_server.live_testing_opted_out
    client.force_login(alice)
    client.post(f"/servers/{alice_server.slug}/opt-out/withdraw/")
    alice_server.refresh_from_db()
    optout.refresh_from_db()
    assert not alice_server.live_testing_opted_out
    assert optout.status == "withdrawn" and optout.withdrawn_by == alice  # kept in history


def test_the_requester_hears_the_reviewers_decision_and_how_to_go_on(
    weather, reviewer, mailoutbox, django_capture_on_commit_callbacks, settings
):
    settings.CONTACT_EMAIL = "reviews@sagentum.test"
    rejected = held(weather)
    mailoutbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.optout_review(optout=rejected, reviewer=reviewer, approve=False, note="not them")
    (mail,) = mailoutbox
    assert mail.to == ["someone@elsewhere.example"] and "declined" in mail.subject
    assert mail.subject.startswith("[Sagentum] ")
    assert "not them" in mail.body and "reviews@sagentum.test" in mail.body
    assert f"/servers/{weather.slug}/" in mail.body  # where to claim the server instead
    approved = held(weather, "other@elsewhere.example")
    mailoutbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.optout_review(optout=approved, reviewer=reviewer, approve=True)
    (mail,) = mailoutbox
    assert mail.to == ["other@elsewhere.example"] and "is opted out" in mail.subject
    assert "withdraw" in mail.body and "reviews@sagentum.test" in mail.body


def test_a_request_confirmed_after_another_opt_out_is_superseded_not_withdrawn(weather, reviewer):
    _, first = services.optout_request(server=weather, contact_email="a@elsewhere.example")
    second = held(weather)
    services.optout_review(optout=second, reviewer=reviewer, approve=True)
    superseded = services.optout_confirm(token=first)
    assert superseded.status == "superseded" and superseded.withdrawn_at is None
    assert OptOut.objects.active().count() == 1
