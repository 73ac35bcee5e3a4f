"""Dispute pages and API for each persona: anonymous, an outsider who files, the server's
owner, and a reviewer."""

from __future__ import annotations

import json

import pytest

from assessments.models import Assessment
from assessments.report import load_schema, report_for_assessment
from disputes.models import Dispute
from tests.builders import published

pytestmark = pytest.mark.django_db


@pytest.fixture
def assessment(alice, alice_server):
    return published(alice_server, grades={1: "pass", 5: "pass", 6: "fail", 8: "partial"})


def form(**overrides) -> dict:
    data = {
        "dimensions": ["6"],
        "statement": "The README documents authentication and examples.",
        "test_0_tool": "get_weather",
        "test_0_arguments": '{"city": "Lisbon"}',
        "test_0_result": '{"city": "Lisbon", "celsius": 21.5}',
    }
    return {**data, **overrides}


def test_anonymous_visitors_are_sent_to_sign_in_and_read_disputes(client, assessment, charlie):
    response = client.get(f"/assessments/{assessment.pk}/dispute/")
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    assert client.post(f"/assessments/{assessment.pk}/dispute/", form()).status_code == 302
    client.force_login(charlie)
    dispute_url = client.post(f"/assessments/{assessment.pk}/dispute/", form())["Location"]
    client.logout()
    page = client.get(dispute_url)
    assert page.status_code == 200 and "Under review" in page.text
    assert client.get("/disputes/").status_code == 200
    assert client.get("/review/disputes/").status_code == 302
    dispute = Dispute.objects.get()
    for action in ("withdraw", "acknowledge", "resolve"):
        assert client.post(f"/disputes/{dispute.pk}/{action}/").status_code == 404


def test_the_report_card_and_assessment_page_offer_the_dispute(client, assessment, charlie):
    client.force_login(charlie)
    for url in (assessment.server.get_absolute_url(), assessment.get_absolute_url()):
        assert f'href="/assessments/{assessment.pk}/dispute/"' in client.get(url).text


def test_a_bad_filing_keeps_what_was_typed(client, assessment, charlie):
    client.force_login(charlie)
    response = client.post(
        f"/assessments/{assessment.pk}/dispute/",
        form(test_0_arguments="{not json", quote_0_url="https://docs.example.org/x"),
    )
    assert response.status_code == 400
    assert "Not valid JSON" in response.text
    assert "A quote needs both" in response.text
    assert "The README documents authentication and examples." in response.text
    assert "{not json" in response.text
    assert Dispute.objects.count() == 0


def test_evidence_is_escaped_and_attachments_are_shown_to_few(
    client, assessment, charlie, bob, alice
):
    from django.core.files.uploadedfile import SimpleUploadedFile

    client.force_login(charlie)
    attachment = SimpleUploadedFile("run.json", b'{"private": "log line"}', "application/json")
    client.post(
        f"/assessments/{assessment.pk}/dispute/",
        {**form(test_0_result="<script>alert(1)</script>"), "test_0_attachment": attachment},
    )
    dispute = Dispute.objects.get()
    page = client.get(dispute.get_absolute_url()).text
    assert "<script>alert(1)</script>" not in page and "&lt;script&gt;" in page
    assert "log line" in page  # the filer sees the attachment
    for viewer, visible in ((bob, False), (alice, True), (None, False)):
        client.logout()
        if viewer:
            client.force_login(viewer)
        assert ("log line" in client.get(dispute.get_absolute_url()).text) is visible


def test_the_api_shows_each_reader_the_evidence_the_page_shows(
    client, assessment, charlie, bob, alice
):
    from django.core.files.uploadedfile import SimpleUploadedFile
    from knox.models import AuthToken

    from tests.conftest import make_user

    client.force_login(charlie)
    attachment = SimpleUploadedFile("run.json", b'{"private": "log line"}', "application/json")
    client.post(f"/assessments/{assessment.pk}/dispute/",
                {**form(), "test_0_attachment": attachment})  # fmt: skip
    dispute = Dispute.objects.get()
    staff = make_user("sam@example.org", is_staff=True)  # neither a reviewer nor an owner
    _, token = AuthToken.objects.create(user=charlie)
    public = {
        "tool": "get_weather",
        "arguments": {"city": "Lisbon"},
        "result": '{"city": "Lisbon", "celsius": 21.5}',
        "attachment_name": "run.json",
    }
    for viewer, visible in ((None, False), (bob, False), (charlie, True), (alice, True),
                            (staff, True), ("token", True)):  # fmt: skip
        client.logout()
        auth = {"HTTP_AUTHORIZATION": f"Token {token}"} if viewer == "token" else {}
        if viewer not in (None, "token"):
            client.force_login(viewer)
        one = client.get(f"/api/v1/disputes/{dispute.pk}", **auth).json()["evidence"][0]
        listed = client.get(f"/api/v1/disputes/?server={assessment.server.slug}", **auth)
        assert listed.json()["results"][0]["evidence"][0] == one, viewer
        assert {key: one[key] for key in public} == public, viewer
        assert one["attachment"] == ('{"private": "log line"}' if visible else None), viewer
        if viewer != "token":  # the page: the same rule
            page = client.get(dispute.get_absolute_url()).text
            assert ("log line" in page) is visible and "run.json" in page, viewer
            assert "Lisbon" in page and "celsius" in page, viewer


def test_the_owner_cannot_review_and_the_reviewer_upholds(
    client, assessment, charlie, alice, reviewer
):
    client.force_login(charlie)
    client.post(f"/assessments/{assessment.pk}/dispute/", form())
    dispute = Dispute.objects.get()
    decision = {"grade_6": "pass", "reasoning_6": "The quoted README meets the Pass criterion."}
    client.force_login(alice)
    assert "Record the decision" not in client.get(dispute.get_absolute_url()).text
    assert client.post(f"/disputes/{dispute.pk}/resolve/", decision).status_code == 404
    client.force_login(reviewer)
    queue = client.get("/review/disputes/").text
    assert f"#{dispute.pk}" in queue
    assert "Record the decision" in client.get(dispute.get_absolute_url()).text
    response = client.post(f"/disputes/{dispute.pk}/resolve/", decision)
    assert response.status_code == 302
    dispute.refresh_from_db()
    assert dispute.state == "upheld" and dispute.revision_id
    revision = dispute.revision
    card = client.get(assessment.server.get_absolute_url()).text
    assert f"{assessment.score} → {revision.score}" in card
    old_page = client.get(assessment.get_absolute_url()).text
    assert f"dispute #{dispute.pk}" in old_page and "Superseded by" in old_page
    report = report_for_assessment(Assessment.objects.get(pk=revision.pk))
    old_report = report_for_assessment(Assessment.objects.get(pk=assessment.pk))
    import jsonschema

    jsonschema.validate(report, load_schema())
    jsonschema.validate(old_report, load_schema())
    assert report["supersedes"] == assessment.pk and report["dispute"] == dispute.pk
    assert old_report["superseded_by"] == revision.pk
    feed = client.get("/changelog/feed/").text
    assert f"dispute #{dispute.pk} upheld" in feed


def test_the_api_files_reads_lists_resolves_and_withdraws(client, assessment, charlie, reviewer):
    from knox.models import AuthToken

    _, token = AuthToken.objects.create(user=charlie)
    auth = {"HTTP_AUTHORIZATION": f"Token {token}"}
    body = {
        "dimensions": [6],
        "statement": "Dimension 6 should pass.",
        "evidence": [{"kind": "test_result", "tool": "get_weather", "result": "ok"}],
    }
    url = f"/api/v1/assessments/{assessment.pk}/disputes"
    assert client.post(url, body, content_type="application/json").status_code in (401, 403)
    bad = client.post(url, {"dimensions": [9]}, content_type="application/json", **auth)
    assert bad.status_code == 400 and "dimensions" in bad.json()["errors"]
    created = client.post(url, body, content_type="application/json", **auth)
    assert created.status_code == 201
    dispute = created.json()
    assert dispute["state"] == "under_review" and dispute["due_at"]
    assert client.get(f"/api/v1/disputes/{dispute['id']}").json()["evidence"][0]["tool"] == (
        "get_weather"
    )
    listed = client.get(f"/api/v1/disputes/?server={assessment.server.slug}&state=under_review")
    assert [d["id"] for d in listed.json()["results"]] == [dispute["id"]]
    resolve = {"dimensions": [{"number": 6, "grade": "partial", "reasoning": "Half of it."}]}
    own = client.post(
        f"/api/v1/disputes/{dispute['id']}/resolve", resolve, content_type="application/json",
        **auth,
    )  # fmt: skip
    assert own.status_code == 403  # never the filer
    client.force_login(reviewer)
    done = client.post(
        f"/api/v1/disputes/{dispute['id']}/resolve", resolve, content_type="application/json"
    )
    assert done.status_code == 200 and done.json()["state"] == "upheld"
    again = client.post(url, body, content_type="application/json", **auth)
    assert again.status_code == 409 and again.json()["revision"] == done.json()["revision"]
    client.logout()
    withdraw = client.post(f"/api/v1/disputes/{dispute['id']}/withdraw", **auth)
    assert withdraw.status_code == 409  # already resolved


def test_the_methodology_page_publishes_the_dispute_record(client, assessment, charlie, reviewer):
    from disputes import services
    from tests.builders import file

    dispute = file(charlie, assessment)
    services.dispute_resolve(
        dispute=dispute, by=reviewer, decisions=[services.Decision(6, "fail", "Not shown.")]
    )
    file(charlie, published(assessment.server), evidence=[])  # acknowledged, no promise
    page = client.get("/methodology/").text
    assert "2 disputes received, 1 with evidence" in page
    assert "100.0% of the 1 resolved were resolved within 48 hours" in page


PERSONAS = ("anonymous", "filer", "owner", "reviewer", "other")


@pytest.fixture
def people(alice, charlie, bob, reviewer):
    return {"anonymous": None, "filer": charlie, "owner": alice, "reviewer": reviewer,
            "other": bob}  # fmt: skip


@pytest.fixture
def open_dispute(assessment, charlie):
    from tests.builders import file

    return file(charlie, assessment)


@pytest.mark.parametrize("persona", PERSONAS)
def test_every_page_and_action_for_every_persona(client, people, open_dispute, persona):
    user = people[persona]
    if user:
        client.force_login(user)
    d = open_dispute
    assert client.get("/disputes/").status_code == 200
    assert client.get(d.get_absolute_url()).status_code == 200
    new = client.get(f"/assessments/{d.assessment_id}/dispute/").status_code
    assert new == (302 if persona == "anonymous" else 200)
    queue = client.get("/review/disputes/").status_code
    assert queue == {"anonymous": 302, "reviewer": 200}.get(persona, 404)
    for action in ("acknowledge", "resolve", "check"):
        status = client.post(f"/disputes/{d.pk}/{action}/", {}).status_code
        assert status == (302 if persona == "reviewer" and action != "resolve" else
                          400 if persona == "reviewer" else 404), action  # fmt: skip
    Dispute.objects.filter(pk=d.pk).update(state="under_review")
    withdraw = client.post(f"/disputes/{d.pk}/withdraw/")
    assert withdraw.status_code == (404 if persona == "anonymous" else 302)
    d.refresh_from_db()
    assert (d.state == "withdrawn") is (persona == "filer")


@pytest.mark.parametrize("persona", PERSONAS)
def test_every_api_endpoint_for_every_persona(client, people, open_dispute, persona):
    user = people[persona]
    if user:
        client.force_login(user)
    d = open_dispute
    assert client.get("/api/v1/disputes/").status_code == 200
    assert client.get(f"/api/v1/disputes/{d.pk}").status_code == 200
    resolve = {"dimensions": [{"number": 6, "grade": "fail", "reasoning": "Not shown."}]}
    status = client.post(
        f"/api/v1/disputes/{d.pk}/resolve", resolve, content_type="application/json"
    ).status_code
    assert status == {"anonymous": 403, "reviewer": 200}.get(persona, 403)
    withdraw = client.post(f"/api/v1/disputes/{d.pk}/withdraw").status_code
    assert withdraw == (200 if persona == "filer" else 403)


def test_the_page_shows_test_result_arguments_as_json(client, assessment, charlie):
    import html

    from disputes import services
    from tests.builders import file, result_item

    arguments = {"confirm": False, "city": "Lisbon", "limit": None}
    dispute = file(charlie, assessment, evidence=[result_item(arguments=arguments)])
    page = html.unescape(client.get(dispute.get_absolute_url()).text)
    # Keys sorted: the same on SQLite and PostgreSQL (whose jsonb orders them its own way).
    assert f"<code>{json.dumps(arguments, sort_keys=True)}</code>" in page
    assert '{"city": "Lisbon", "confirm": false, "limit": null}' in page
    assert "'confirm'" not in page and "False" not in page and "None}" not in page
    services.dispute_withdraw(dispute=dispute, by=charlie)  # shown the same when closed
    assert '"confirm": false' in html.unescape(client.get(dispute.get_absolute_url()).text)


def evidence_url(dispute) -> str:
    return f"/disputes/{dispute.pk}/evidence/"


@pytest.fixture
def waiting(assessment, charlie):
    from tests.builders import file

    return file(charlie, assessment, evidence=[])


@pytest.mark.parametrize("persona", PERSONAS)
def test_only_the_filer_is_offered_to_add_evidence(client, people, waiting, persona):
    user = people[persona]
    if user:
        client.force_login(user)
    page = client.get(waiting.get_absolute_url()).text
    assert "Evidence until" in page and "72 hours from filing" in page
    assert ("Add the evidence" in page) is (persona == "filer")
    assert ("You may add" in page) is (persona == "filer")
    if persona != "filer":
        response = client.post(evidence_url(waiting), form())
        assert response.status_code == 404
    waiting.refresh_from_db()
    assert waiting.state == "submitted" and waiting.evidence.count() == 0


def test_the_filer_adds_evidence_and_the_dispute_goes_under_review(
    client, waiting, charlie, reviewer, django_capture_on_commit_callbacks
):
    from django.core import mail

    client.force_login(charlie)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(evidence_url(waiting), form(test_0_arguments='{"confirm": false}'))
    assert response.status_code == 302 and response["Location"] == waiting.get_absolute_url()
    waiting.refresh_from_db()
    assert waiting.state == "under_review" and waiting.due_at
    assert waiting.evidence.get().arguments == {"confirm": False}
    assert any(m.to == ["rita@example.org"] for m in mail.outbox)
    page = client.get(waiting.get_absolute_url()).text
    assert "Under review" in page and "Add the evidence" not in page
    assert "Evidence until" not in page


def test_a_bad_addition_keeps_what_was_typed(client, waiting, charlie):
    client.force_login(charlie)
    response = client.post(evidence_url(waiting), form(test_0_arguments="{not json"))
    assert response.status_code == 400
    assert "Not valid JSON" in response.text and "{not json" in response.text
    empty = client.post(evidence_url(waiting), {})
    assert empty.status_code == 400 and "Add a documentation quote" in empty.text
    waiting.refresh_from_db()
    assert waiting.state == "submitted"


def test_after_the_deadline_the_form_is_gone_and_an_addition_refused(client, waiting, charlie):
    from django.utils import timezone

    Dispute.objects.filter(pk=waiting.pk).update(evidence_due_at=timezone.now())
    client.force_login(charlie)
    page = client.get(waiting.get_absolute_url()).text
    assert "Add the evidence" not in page and "The time to add evidence has passed" in page
    response = client.post(evidence_url(waiting), form())
    assert response.status_code == 400 and "has passed" in response.text
    waiting.refresh_from_db()
    assert waiting.state == "submitted" and waiting.evidence.count() == 0


def test_the_api_gives_until_when_evidence_may_be_added(client, waiting):
    body = client.get(f"/api/v1/disputes/{waiting.pk}").json()
    assert body["state"] == "submitted" and body["due_at"] is None
    assert body["evidence_due_at"].startswith(waiting.evidence_due_at.strftime("%Y-%m-%dT%H:%M"))
