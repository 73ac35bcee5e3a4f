"""Every way an opt-out takes effect cancels the server's queued full assessments: the
owner's button, the listed contact's link, a reviewer's approval or record, and the
staff command."""

from __future__ import annotations

import pytest

from assessments import services as assessment_services
from assessments.models import Assessment
from optouts import services
from tests.conftest import run_manage as manage
from tests.optouts.conftest import LINK, request_by_form


def queue(server, user, kind="full") -> Assessment:
    return assessment_services.assessment_request(
        server=server, requested_by=user, assessment_type=kind, enqueue=False
    )


def states(*assessments: Assessment) -> list[tuple[str, str]]:
    return [
        (found.state, found.failure_label)
        for found in (Assessment.objects.get(pk=a.pk) for a in assessments)
    ]


def test_the_owners_button(client, alice, alice_server):
    full = queue(alice_server, alice)
    client.force_login(alice)
    client.post(f"/servers/{alice_server.slug}/opt-out/")
    assert states(full) == [("cancelled", "opted-out")]


def test_the_listed_contacts_link(client, weather, mailoutbox, django_capture_on_commit_callbacks):
    full = queue(weather, None)  # the staff path: nobody owns this listing
    token = request_by_form(
        client, weather, "ops@weather.example", mailoutbox, django_capture_on_commit_callbacks
    )
    assert states(full) == [("queued", "")]  # nothing until the link is used
    assert LINK.search(mailoutbox[0].body)
    response = client.post(f"/opt-out/confirm/{token}/")
    assert "Opt-out in effect" in response.text
    assert states(full) == [("cancelled", "opted-out")]


def test_a_reviewers_approval_and_record(client, weather, alice_server, alice, reviewer):
    held_request, token = services.optout_request(
        server=weather, contact_email="x@elsewhere.example"
    )
    services.optout_confirm(token=token)
    full = queue(weather, None)
    client.force_login(reviewer)
    client.post("/review/opt-outs/", {"optout": held_request.pk, "decision": "approve"})
    assert states(full) == [("cancelled", "opted-out")]
    recorded = queue(alice_server, alice)
    client.post(
        "/review/opt-outs/",
        {"record": "1", "server": alice_server.get_absolute_url(),
         "contact_email": "ops@alice.example", "message_reference": "mail 7", "reason": "x"},
    )  # fmt: skip
    alice_server.refresh_from_db()
    assert alice_server.live_testing_opted_out
    assert states(recorded) == [("cancelled", "opted-out")]


@pytest.mark.django_db(transaction=True)
def test_the_staff_command(weather):
    full = queue(weather, None)
    done = manage("optout", "--server", weather.slug, "--contact", "ops@weather.example")
    assert done.returncode == 0, done.stderr
    assert states(full) == [("cancelled", "opted-out")]
