"""Withdrawing an opt-out, what owners and outsiders see, and recording one received by e-mail."""

from __future__ import annotations

from optouts import services
from optouts.models import OptOut
from tests.conftest import make_server


def test_a_reviewer_withdraws_only_with_a_reason_and_the_requester_is_told(
    client, reviewer, weather, mailoutbox, django_capture_on_commit_callbacks
):
    _, token = services.optout_request(server=weather, contact_email="ops@weather.example")
    services.optout_confirm(token=token)
    client.force_login(reviewer)
    page = client.get(weather.get_absolute_url()).text
    assert f'href="/servers/{weather.slug}/opt-out/withdraw/"' in page  # a page, not a click
    page = client.get(f"/servers/{weather.slug}/opt-out/withdraw/").text
    assert "Why is it withdrawn?" in page and "ops@weather.example" in page
    response = client.post(f"/servers/{weather.slug}/opt-out/withdraw/", {"note": "  "})
    assert response.status_code == 400 and "Say why" in response.text
    weather.refresh_from_db()
    assert weather.live_testing_opted_out
    mailoutbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            f"/servers/{weather.slug}/opt-out/withdraw/",
            {"note": "the operator asked, ref. <x@mail.example>", "next": "queue"},
        )
    assert response.status_code == 302 and response["Location"] == "/review/opt-outs/"
    weather.refresh_from_db()
    optout = OptOut.objects.get()
    assert not weather.live_testing_opted_out and optout.status == "withdrawn"
    assert optout.withdrawal_note == "the operator asked, ref. <x@mail.example>"
    (mail,) = mailoutbox
    assert mail.to == ["ops@weather.example"] and "withdrawn" in mail.subject
    assert "a Sagentum reviewer" in mail.body and "<x@mail.example>" in mail.body


def test_an_owner_withdrawing_a_strangers_opt_out_does_not_see_the_address(
    client, alice, alice_server, mailoutbox, django_capture_on_commit_callbacks
):
    alice_server.contact_email = "ops@alice.example"
    alice_server.save()
    _, token = services.optout_request(server=alice_server, contact_email="ops@alice.example")
    services.optout_confirm(token=token)
    client.force_login(alice)
    page = client.get(f"/servers/{alice_server.slug}/opt-out/withdraw/").text
    assert "ops@alice.example" not in page and "e-mailed to the address" in page
    with django_capture_on_commit_callbacks(execute=True):
        client.post(f"/servers/{alice_server.slug}/opt-out/withdraw/")
    (mail,) = mailoutbox
    assert mail.to == ["ops@alice.example"] and "a verified owner of the server" in mail.body


def test_an_outsider_cannot_reach_the_withdrawal_page(client, charlie, weather):
    services.optout_by_command(server=weather, contact_email="ops@weather.example")
    client.force_login(charlie)
    assert client.get(f"/servers/{weather.slug}/opt-out/withdraw/").status_code == 404
    assert (
        client.post(f"/servers/{weather.slug}/opt-out/withdraw/", {"note": "x"}).status_code == 404
    )
    weather.refresh_from_db()
    assert weather.live_testing_opted_out


def test_a_server_without_an_endpoint_has_nothing_to_opt_out_of(client, alice, db):
    server = make_server("Stdio only", endpoint_url="", repository_url="https://github.com/o/r")
    assert "Opt out of live testing" not in client.get(server.get_absolute_url()).text
    response = client.post(
        "/opt-out/", {"server": server.get_absolute_url(), "contact_email": "a@b.example"}
    )
    assert response.status_code == 400 and "lists no remote endpoint" in response.text
    assert not OptOut.objects.exists()


def test_an_assessment_published_before_the_opt_out_is_said_to_predate_it(client, alice_server):
    from tests.builders import published

    alice_server.documentation_url = "https://docs.example.com"
    alice_server.save()
    published(alice_server)
    services.optout_by_command(server=alice_server, contact_email="ops@example.org")
    page = client.get(alice_server.get_absolute_url()).text
    assert "in assessments made from now on" in page
    assert "published below was made before the opt-out" in page


def test_the_owner_sees_why_nothing_can_be_requested_after_opting_out(client, alice, alice_server):
    client.force_login(alice)
    page = client.get(alice_server.get_absolute_url()).text
    assert "Request assessment" in page and "capped at 75" not in page  # only full offered
    services.optout_by_owner(server=alice_server, user=alice)
    page = client.get(alice_server.get_absolute_url()).text
    assert "Request assessment" not in page and "nothing can be requested now" in page
    assert "opted out of live testing" in page and "the listing gives none" in page
    assert "continue once the listing gives a repository or documentation URL" in page


def test_a_reviewer_records_an_opt_out_received_by_email(client, reviewer, weather, charlie):
    client.force_login(charlie)
    assert client.get("/review/opt-outs/").status_code == 404
    client.force_login(reviewer)
    data = {"record": "1", "server": weather.endpoint_url, "contact_email": "ops@weather.example"}
    response = client.post("/review/opt-outs/", data)
    assert response.status_code == 400 and "Message reference" in response.text
    assert "ops@weather.example" in response.text  # what was typed is kept
    client.post("/review/opt-outs/", {**data, "message_reference": "<abc@mail.example>"})
    optout = OptOut.objects.get()
    assert optout.status == "active" and optout.message_reference == "<abc@mail.example>"
    assert optout.source == "reviewer" and optout.requested_by == reviewer
    history = client.get("/review/opt-outs/").text
    assert "&lt;abc@mail.example&gt;" in history and "Recorded by a reviewer" in history
