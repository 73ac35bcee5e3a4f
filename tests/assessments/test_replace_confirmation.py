"""A cheaper assessment never replaces a stronger certification unawares: the request
form and the API say what it would replace and ask for a confirmation, the service
refuses it unconfirmed, and the report card keeps the best tier reached and when."""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from assessments import selectors, services
from assessments.models import Assessment, Certification
from tests.builders import published

pytestmark = pytest.mark.django_db

ALL_PASS = dict.fromkeys(range(1, 9), "pass")


@pytest.fixture
def certified(alice_server):
    """Alice's server, certified Production Ready (100) by a full assessment."""
    alice_server.documentation_url = "https://docs.example.com/tools"
    alice_server.repository_url = "https://example.com/acme/tools"
    alice_server.save()
    full = published(alice_server, kind="full", grades=ALL_PASS)
    assert full.tier == "production_ready" and full.score == 100
    return alice_server


def assess(client, server, kind, **fields):
    return client.post(f"/servers/{server.slug}/assess/", {"assessment_type": kind, **fields})


def api_request(client, server, body):
    return client.post(
        f"/api/v1/servers/{server.slug}/assessments", body, content_type="application/json"
    )


def current_tier(server) -> str:
    return Certification.objects.get(server=server).tier


# The decision: which types would replace the certification


def test_it_names_every_type_that_cannot_match_the_certification(certified):
    found = selectors.request_replacements(certified, ["documentation", "static", "full"])
    assert sorted(found) == ["documentation", "static"]
    docs = found["documentation"]
    assert docs.ceiling == 75 and docs.best_tier_name == "Suitable"
    assert docs.certification.tier == "production_ready"
    assert "Production Ready, 100.0, from a full live-tested assessment" in docs.message
    assert "capped at 75, Suitable at best" in docs.message
    assert found["static"].ceiling == 80


def test_a_capped_score_is_replaced_only_by_a_lower_ceiling_or_a_shallower_type(alice_server):
    alice_server.documentation_url = "https://docs.example.com/tools"
    alice_server.save()
    published(alice_server, kind="static", grades=ALL_PASS)  # 80, Suitable
    found = selectors.request_replacements(alice_server, ["documentation", "static", "full"])
    assert sorted(found) == ["documentation"]
    published(alice_server, kind="documentation", grades=ALL_PASS)  # 75
    assert selectors.request_replacements(alice_server, ["documentation", "static"]) == {}


def test_a_shallower_type_replaces_even_a_score_under_its_ceiling(alice_server):
    alice_server.documentation_url = "https://docs.example.com/tools"
    alice_server.save()
    low = published(alice_server, kind="static", grades={1: "fail", 2: "partial", 5: "fail"})
    assert low.score < 75
    assert list(selectors.request_replacements(alice_server, ["documentation"])) == [
        "documentation"
    ]


def test_nothing_to_replace_without_a_scored_certification(alice_server):
    alice_server.documentation_url = "https://docs.example.com/tools"
    alice_server.save()
    assert selectors.request_replacements(alice_server, ["documentation"]) == {}
    nothing = published(alice_server, kind="full", grades=dict.fromkeys(range(1, 9), "not_tested"))
    assert nothing.score is None  # insufficient data: nothing is lost
    assert selectors.request_replacements(alice_server, ["documentation"]) == {}


def test_the_service_refuses_a_persons_unconfirmed_replacement(alice, certified):
    with pytest.raises(services.ReplaceUnconfirmed) as refused:
        services.assessment_request(
            server=certified, requested_by=alice, assessment_type="documentation", enqueue=False
        )
    assert refused.value.code == "confirm_replace_required"
    assert refused.value.replacement.certification.tier == "production_ready"
    assert not Assessment.objects.active().exists()
    queued = services.assessment_request(
        server=certified, requested_by=alice, assessment_type="documentation",
        enqueue=False, confirm_replace=True,
    )  # fmt: skip
    assert queued.state == "queued"


# The request form


def test_the_form_says_what_a_cheaper_request_would_replace(client, alice, certified):
    client.force_login(alice)
    html = client.get(certified.get_absolute_url()).content.decode()
    warning = html[html.index('id="replace-warning"') :]
    warning = warning[: warning.index("</div>\n")]
    assert "Production Ready, 100.0, from a full live-tested assessment" in warning
    held = Certification.objects.get(server=certified)
    assert f"published on {held.assessed_at.day} {held.assessed_at:%B %Y}" in warning
    assert "documentation-only assessment is capped at 75, Suitable at best" in warning
    assert "documentation + static analysis assessment is capped at 80" in warning
    assert 'type="checkbox" name="confirm_replace"' in warning


def test_the_form_asks_nothing_when_nothing_would_be_replaced(client, alice, alice_server):
    alice_server.documentation_url = "https://docs.example.com/tools"
    alice_server.save()
    client.force_login(alice)
    html = client.get(alice_server.get_absolute_url()).content.decode()
    assert "Request an assessment" in html
    assert "replace-warning" not in html and "confirm_replace" not in html


def test_an_unconfirmed_cheaper_request_is_shown_again_with_what_was_typed(
    client, alice, certified
):
    client.force_login(alice)
    response = assess(client, certified, "documentation")
    assert response.status_code == 400
    html = response.content.decode()
    assert "whatever it scores: tick the box to confirm" in html
    assert 'value="documentation" id="id_assessment_type_0" required checked' in html
    assert "confirm_replace_error" in html  # the error is tied to the checkbox
    assert not Assessment.objects.active().exists()
    assert current_tier(certified) == "production_ready"


def test_a_confirmed_cheaper_request_is_queued(client, alice, certified):
    client.force_login(alice)
    response = assess(client, certified, "static", confirm_replace="on")
    queued = Assessment.objects.active().get()
    assert response.status_code == 302 and response["Location"] == queued.get_absolute_url()
    assert queued.assessment_type == "static" and queued.requested_by == alice


def test_a_certification_published_after_the_form_was_read_is_not_replaced_unawares(
    client, alice, certified, monkeypatch
):
    # The form is checked as if the certification did not exist yet (the first reading);
    # the service, which decides again under the server's lock, still asks.
    real, readings = selectors.request_replacements, []

    def published_meanwhile(server, kinds):
        readings.append(kinds)
        return {} if len(readings) == 1 else real(server, kinds)

    monkeypatch.setattr(selectors, "request_replacements", published_meanwhile)
    client.force_login(alice)
    response = assess(client, certified, "documentation")
    assert response.status_code == 400
    html = response.content.decode()
    assert 'id="replace-warning"' in html and "Tick the box to confirm" in html
    assert not Assessment.objects.active().exists() and len(readings) >= 2


def test_a_request_that_replaces_nothing_needs_no_confirmation(client, alice, certified):
    client.force_login(alice)
    response = assess(client, certified, "full")
    assert response.status_code == 302
    assert Assessment.objects.active().get().assessment_type == "full"


def test_a_reviewer_confirms_too(client, reviewer, certified):
    client.force_login(reviewer)
    assert assess(client, certified, "documentation").status_code == 400
    assert not Assessment.objects.active().exists()
    assert assess(client, certified, "documentation", confirm_replace="on").status_code == 302
    assert Assessment.objects.active().get().requested_by == reviewer


# The API


def test_the_api_refuses_an_unconfirmed_cheaper_request_naming_what_it_replaces(
    client, alice, certified
):
    client.force_login(alice)
    response = api_request(client, certified, {"assessment_type": "documentation"})
    assert response.status_code == 409
    body = response.json()
    assert body["code"] == "confirm_replace_required"
    assert "confirm_replace" in body["detail"] and "Production Ready" in body["detail"]
    replacement = body["replacement"]
    assert replacement["assessment_type"] == "documentation"
    assert replacement["ceiling"] == 75 and replacement["best_tier"] == "Suitable"
    replaces = replacement["replaces"]
    assert replaces["tier"] == "production_ready" and replaces["score"] == 100.0
    assert replaces["assessment_type"] == "full" and replaces["published_at"]
    assert not Assessment.objects.active().exists()
    false = api_request(client, certified, {"assessment_type": "static", "confirm_replace": False})
    assert false.status_code == 409


def test_the_api_queues_a_confirmed_cheaper_request(client, alice, certified):
    client.force_login(alice)
    body = {"assessment_type": "documentation", "confirm_replace": True}
    response = api_request(client, certified, body)
    assert response.status_code == 201, response.content
    data = response.json()
    queued = Assessment.objects.active().get()
    assert data["id"] == queued.pk and data["state"] == "queued"
    assert data["url"].endswith(queued.get_absolute_url())
    assert data["replaces"]["replaces"]["tier"] == "production_ready"
    assert data["worker_seen_recently"] is False


def test_the_api_needs_no_confirmation_when_nothing_is_replaced(client, alice, certified):
    client.force_login(alice)
    response = api_request(client, certified, {"assessment_type": "full"})
    assert response.status_code == 201
    assert response.json()["replaces"] is None


def test_the_api_refuses_those_who_may_not_request(client, charlie, certified):
    body = {"assessment_type": "documentation", "confirm_replace": True}
    assert api_request(client, certified, body).status_code in (401, 403)
    client.force_login(charlie)
    response = api_request(client, certified, body)
    assert response.status_code == 403 and response.json()["code"] == "forbidden"
    assert api_request(client, certified, {"assessment_type": "deep"}).status_code == 400
    assert not Assessment.objects.active().exists()


def test_the_api_says_when_an_assessment_is_already_queued(client, alice, certified):
    client.force_login(alice)
    assert api_request(client, certified, {"assessment_type": "full"}).status_code == 201
    again = api_request(client, certified, {"assessment_type": "full"})
    assert again.status_code == 409 and again.json()["code"] == "already_active"


def test_the_openapi_document_describes_the_confirmation(client):
    schema = client.get("/api/schema/", {"format": "json"}).json()
    operation = schema["paths"]["/api/v1/servers/{slug}/assessments"]["post"]
    assert {"201", "403", "409"} <= set(operation["responses"])
    properties = schema["components"]["schemas"]["AssessmentRequestInput"]["properties"]
    assert properties["confirm_replace"]["type"] == "boolean"
    assert "confirm_replace_required" in properties["confirm_replace"]["description"]


# The best tier reached


def test_the_report_card_keeps_the_best_tier_reached_and_when(client, certified):
    best = published(certified, kind="full", grades=ALL_PASS)
    published(certified, kind="documentation", grades=ALL_PASS)
    assert current_tier(certified) == "suitable"
    html = client.get(certified.get_absolute_url()).content.decode()
    line = html[html.index('id="best-reached"') :]
    line = line[: line.index("</p>")]
    assert f'Production Ready on <a href="{best.get_absolute_url()}">' in line
    assert f"{best.finished_at.day} {best.finished_at:%B %Y}</time>" in line
    assert "now Suitable after a documentation-only assessment" in line


def test_the_assessment_page_of_the_certification_says_it_too(client, certified):
    older = Assessment.objects.get(server=certified)
    current = published(certified, kind="documentation", grades=ALL_PASS)
    html = client.get(current.get_absolute_url()).content.decode()
    assert 'id="best-reached"' in html and "now Suitable after" in html
    assert 'id="best-reached"' not in client.get(older.get_absolute_url()).content.decode()


def test_no_best_tier_line_while_the_certification_holds_it(client, certified):
    assert 'id="best-reached"' not in client.get(certified.get_absolute_url()).content.decode()
    published(certified, kind="documentation", grades=ALL_PASS)
    published(certified, kind="full", grades=ALL_PASS)  # back to Production Ready
    assert 'id="best-reached"' not in client.get(certified.get_absolute_url()).content.decode()


def test_the_best_tier_is_one_query_and_only_a_better_one(certified):
    published(certified, kind="static", grades=ALL_PASS)  # Suitable, 80
    current = published(certified, kind="documentation", grades={1: "fail", 2: "fail"})
    current = Assessment.objects.select_related("rubric_version").get(pk=current.pk)
    assert current.tier == "not_recommended"
    with CaptureQueriesContext(connection) as queries:
        best = selectors.best_tier_reached(current)
    assert len(queries) == 1
    assert best.tier_name == "Production Ready" and best.now_tier_name == "Not Recommended"


def test_an_assessment_revised_after_a_dispute_counts_as_its_revision(
    charlie, reviewer, alice_server
):
    from disputes import services as disputes
    from disputes.services import Decision, EvidenceItem

    alice_server.documentation_url = "https://docs.example.com/tools"
    alice_server.save()
    original = published(alice_server, kind="full", grades=ALL_PASS)
    dispute = disputes.dispute_file(
        user=charlie, assessment=original, dimensions=[1], statement="Dimension 1 is wrong.",
        evidence=[EvidenceItem(kind="test_result", tool="get_weather", result='{"ok": 1}')],
    )  # fmt: skip
    revision = disputes.dispute_resolve(
        dispute=dispute, by=reviewer, decisions=[Decision(1, "fail", "Two tools are bare.")]
    ).revision
    assert revision.supersedes_id == original.pk and revision.tier != "production_ready"
    current = published(alice_server, kind="documentation", grades={1: "fail", 2: "fail"})
    best = selectors.best_tier_reached(current)
    # Production Ready was taken back by the revision: the best reached is the revision's.
    assert best is not None and best.assessment_id == revision.pk
    assert best.tier_name != "Production Ready"
