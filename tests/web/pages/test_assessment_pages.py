"""Report card, assessment page, history, the JSON API, and who may request what."""

from __future__ import annotations

import re

import jsonschema
import pytest

from assessments import selectors, services
from assessments.models import Assessment
from assessments.report import load_schema
from tests.builders import full_assessment_with_calls, published, queued
from tests.conftest import make_server

pytestmark = pytest.mark.django_db


@pytest.fixture
def docs_server(alice_server):
    alice_server.documentation_url = "https://docs.example.com/tools"
    alice_server.repository_url = "https://example.com/acme/tools"
    alice_server.save()
    return alice_server


def test_the_report_card_shows_tier_score_ceiling_and_every_dimension(client, docs_server):
    assessment = published(docs_server, grades={1: "pass", 5: "pass", 6: "pass", 8: "partial"})
    html = client.get(docs_server.get_absolute_url()).content.decode()
    assert "Suitable" in html and "75.0" in html
    assert "The measured score was 90.0" in html and "capped" in html
    for name in ("Tool Description Quality", "Behavioural Consistency", "Reliability Signal"):
        assert name in html
    assert html.count("Not tested") >= 4
    assert "this assessment type does not measure this dimension" in html
    assert f"/assessments/{assessment.pk}/" in html and "version 1.0" in html
    assert "<svg" in html and "Not yet assessed" not in html


def test_the_report_card_says_why_a_high_score_is_not_production_ready(client, docs_server):
    # A superuser-run full-type record is not needed: a static 80 meets 65 only.
    published(docs_server, kind="static", grades=dict.fromkeys(range(1, 9), "pass"))
    html = client.get(docs_server.get_absolute_url()).content.decode()
    assert "80.0" in html and "Suitable" in html


def test_the_assessment_page_shows_progress_while_running(client, docs_server):
    running = services.assessment_start(assessment_id=queued(docs_server).pk)
    services.assessment_progress(assessment=running, step="Reading the repository")
    html = client.get(running.get_absolute_url()).content.decode()
    assert "In progress" in html and "Reading the repository" in html
    assert "js/progress.js" in html and 'http-equiv="refresh"' in html
    status = client.get(f"/assessments/{running.pk}/status.json").json()
    assert status == {
        "id": running.pk,
        "state": "running",
        "state_display": "Running",
        "progress": "Reading the repository",
        "final": False,
        "calls_made": None,
        "call_budget": None,
        "worker_seen_recently": False,  # no heartbeat in this test
    }


def test_the_queued_notice_shows_only_while_the_assessment_is_queued(client, docs_server):
    waiting = queued(docs_server)
    html = client.get(waiting.get_absolute_url()).content.decode()
    assert re.search(r"<p data-queued-notice>Queued", html)
    running = services.assessment_start(assessment_id=waiting.pk)
    html = client.get(running.get_absolute_url()).content.decode()
    assert re.search(r"<p data-queued-notice hidden>Queued", html)  # for the script to follow
    assert "Running" in html


def test_a_running_live_test_shows_its_calls_as_a_progress_bar(client, docs_server, settings):
    running = services.assessment_start(assessment_id=queued(docs_server, "full").pk)
    Assessment.objects.filter(pk=running.pk).update(calls_made=3)
    html = client.get(running.get_absolute_url()).content.decode()
    budget = settings.HARNESS_CALL_BUDGET
    bar = re.search(r"<progress id=\"call-progress\" ([^>]*)>", html)
    assert bar and f'max="{budget}"' in bar[1] and 'value="3"' in bar[1]
    assert '<label for="call-progress">' in html and f"3 of {budget} calls made" in html
    lighter = services.assessment_start(assessment_id=queued(make_server("Doc Only")).pk)
    assert "<progress" not in client.get(lighter.get_absolute_url()).content.decode()


def test_a_live_tests_calls_fold_into_one_line_each(client, docs_server):
    assessment = full_assessment_with_calls(docs_server)
    html = client.get(assessment.get_absolute_url()).content.decode()
    calls = re.findall(r"<li><details>\s*<summary>(.*?)</summary>", html, re.S)
    assert len(calls) == len(assessment.live["calls"]) == 15
    assert calls[0].startswith(
        '<span class="call-head">Call 1</span> read_<wbr>only_<wbr>idempotency'
    )
    assert "· ok · 1234.5 ms" in calls[0]
    assert "<details open" not in html  # every call folded; the table shows them on wide screens
    assert 'class="data-table stack calls-table"' in html


def test_a_failed_assessment_page_says_why_and_is_not_scored(client, docs_server):
    running = services.assessment_start(assessment_id=queued(docs_server).pk)
    failed = services.assessment_fail(
        assessment=running, label="sources-unreachable", detail="HTTP 404 for the docs"
    )
    html = client.get(failed.get_absolute_url()).content.decode()
    assert "Could not finish" in html and "sources-unreachable" in html
    assert "HTTP 404 for the docs" in html and "does not replace" in html


def test_history_lists_every_assessment_and_marks_the_current_one(client, docs_server):
    first = published(docs_server)
    second = published(docs_server, kind="static")
    html = client.get(f"/servers/{docs_server.slug}/history/").content.decode()
    assert f"#{first.pk}" in html and f"#{second.pk}" in html
    assert html.index(f"#{second.pk}") < html.index(f"#{first.pk}")
    assert "current" in html


def test_the_directory_filters_by_tier_and_type_and_sorts_by_score(client, docs_server, bob_server):
    published(docs_server)
    html = client.get("/servers/?tier=suitable").content.decode()
    assert docs_server.name in html and bob_server.name not in html
    html = client.get("/servers/?tier=not_assessed").content.decode()
    assert bob_server.name in html and docs_server.name not in html
    html = client.get("/servers/?type=static").content.decode()
    assert docs_server.name not in html
    html = client.get("/servers/?sort=score").content.decode()
    assert html.index(docs_server.name) < html.index(bob_server.name)


def test_the_api_serves_the_report_and_it_matches_the_schema(client, docs_server):
    assessment = published(docs_server, kind="static")
    response = client.get(f"/api/v1/assessments/{assessment.pk}")
    assert response.status_code == 200
    report = response.json()
    jsonschema.validate(report, load_schema())
    assert report["id"] == assessment.pk and report["tier"] == "suitable"
    assert report["server"]["slug"] == docs_server.slug


def test_the_api_does_not_serve_unfinished_assessments(client, docs_server):
    running = services.assessment_start(assessment_id=queued(docs_server).pk)
    assert client.get(f"/api/v1/assessments/{running.pk}").status_code == 404
    assert client.get("/api/v1/assessments/999999").status_code == 404


def test_the_api_lists_servers_with_their_certification(client, docs_server):
    assessment = published(docs_server)
    data = client.get("/api/v1/servers/").json()
    row = next(r for r in data["results"] if r["slug"] == docs_server.slug)
    assert row["certification"]["assessment"] == assessment.pk
    assert row["certification"]["score"] == 75.0
    assert client.get(f"/api/v1/servers/{docs_server.slug}").json()["name"] == docs_server.name


# Who may request an assessment: anonymous, no permission, wrong object, right.


def post_request(client, server, kind="documentation"):
    return client.post(f"/servers/{server.slug}/assess/", {"assessment_type": kind})


def test_anonymous_users_are_sent_to_log_in(client, docs_server):
    response = post_request(client, docs_server)
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    assert not Assessment.objects.exists()


def test_an_outsider_cannot_request(client, charlie, docs_server):
    client.force_login(charlie)
    response = post_request(client, docs_server)
    assert response.status_code == 302
    assert not Assessment.objects.exists()
    html = client.get(docs_server.get_absolute_url()).content.decode()
    assert "Only the server&#x27;s verified owners and reviewers" in html
    assert "Request an assessment" not in html


def test_an_owner_of_another_server_cannot_request(client, bob, bob_server, docs_server):
    client.force_login(bob)
    post_request(client, docs_server)
    assert not Assessment.objects.filter(server=docs_server).exists()


def test_the_owner_can_request_and_lands_on_the_assessment(client, alice, docs_server):
    client.force_login(alice)
    html = client.get(docs_server.get_absolute_url()).content.decode()
    assert "Request an assessment" in html
    response = post_request(client, docs_server, "static")
    assessment = Assessment.objects.get(server=docs_server)
    assert response["Location"] == assessment.get_absolute_url()
    assert assessment.requested_by == alice and assessment.assessment_type == "static"


def test_a_reviewer_may_request_the_lower_tiers_but_not_a_full_test(client, reviewer, docs_server):
    client.force_login(reviewer)
    assert selectors.check_request_eligibility(reviewer, docs_server, "static").allowed
    post_request(client, docs_server, "full")
    assert not Assessment.objects.exists()
    post_request(client, docs_server, "documentation")
    assert Assessment.objects.get().requested_by == reviewer


def test_delisted_servers_are_not_assessed(alice, docs_server):
    from certification.services import server_delist

    server_delist(server=docs_server, reason="gone")
    decision = selectors.check_request_eligibility(alice, docs_server, "documentation")
    assert not decision.allowed and "no longer listed" in decision.reason


# The full test's options on the request form: credentials and working arguments.


@pytest.fixture
def live_server_listing(alice_server):
    alice_server.endpoint_url = "https://mcp.alice.example/mcp"
    alice_server.save()
    return alice_server


def test_the_owner_supplies_credentials_stored_encrypted_and_never_shown(
    client, alice, live_server_listing
):
    from assessments.models import TestCredential
    from certification.credentials import decrypt_secrets

    client.force_login(alice)
    page = client.get(live_server_listing.get_absolute_url()).content.decode()
    assert "Options for the full live test" in page
    secret = "Bearer owner-test-token-1234"
    client.post(
        f"/servers/{live_server_listing.slug}/assess/",
        {
            "assessment_type": "full",
            "credential_header": "Authorization",
            "credential_value": secret,
            "working_arguments": '{"get_weather": {"city": "Lisbon"}}',
        },
    )
    stored = TestCredential.objects.get(assessment__server=live_server_listing)
    assert secret.encode() not in bytes(stored.ciphertext)
    headers, arguments, _ = decrypt_secrets(stored.ciphertext)
    assert headers == {"Authorization": secret}
    assert arguments == {"get_weather": {"city": "Lisbon"}}
    for path in (stored.assessment.get_absolute_url(), live_server_listing.get_absolute_url()):
        assert "owner-test-token-1234" not in client.get(path).content.decode()


def test_bad_working_arguments_are_refused_and_kept_as_typed(client, alice, live_server_listing):
    client.force_login(alice)
    response = client.post(
        f"/servers/{live_server_listing.slug}/assess/",
        {"assessment_type": "full", "working_arguments": '{"get_weather": "Lisbon"',
         "credential_value": "Bearer not-echoed-9876"},
    )  # fmt: skip
    assert response.status_code == 400
    html = response.content.decode()
    assert "This is not valid JSON" in html
    assert "{&quot;get_weather&quot;: &quot;Lisbon&quot;" in html
    assert "not-echoed-9876" not in html
    assert "enter it again" in html  # the emptied credential field says why
    assert 'action="/servers/' in html and '/assess/#request"' in html  # errors in view
    assert not Assessment.objects.exists()


def test_credentials_are_refused_for_the_lower_types(client, alice, live_server_listing):
    live_server_listing.repository_url = "https://example.com/alice/tools"
    live_server_listing.save()
    client.force_login(alice)
    response = client.post(
        f"/servers/{live_server_listing.slug}/assess/",
        {"assessment_type": "static", "credential_value": "Bearer x"},
    )
    assert response.status_code == 400
    assert "used only by the full live test" in response.content.decode()
    assert not Assessment.objects.exists()
