"""Full assessments through the pipeline: the stored budget, opt-out, and the tier."""

from __future__ import annotations

import jsonschema
import pytest

from assessments import selectors, services
from assessments.models import Assessment
from assessments.report import load_schema, report_for_assessment
from certification.models import Server
from tests.mcp_servers import no_annotations, well_behaved
from tests.repos import reference_repo

# The budget is taken from worker threads on their own connections: data must be committed.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("loopback")]


def request_full(server, user):
    return services.assessment_request(
        server=server, requested_by=user, assessment_type="full", enqueue=False
    )


def run(assessment) -> Assessment:
    services.assessment_execute(assessment_id=assessment.pk)
    return Assessment.objects.get(pk=assessment.pk)


def test_the_well_behaved_server_is_production_ready(alice, alice_server, git_server, tmp_path):
    repository = git_server.publish(reference_repo(tmp_path / "repos"), "reference")
    with well_behaved() as mcp:
        Server.objects.filter(pk=alice_server.pk).update(
            endpoint_url=mcp.url, repository_url=repository
        )
        alice_server.refresh_from_db()
        assessment = run(request_full(alice_server, alice))
        received = mcp.count
        destructive = mcp.tool_calls["clear_records"]
    assert assessment.state == "completed", (assessment.failure_label, assessment.failure_detail)
    assert assessment.tier == "production_ready", assessment.score
    assert assessment.ceiling is None
    assert 0 < received <= 15 and assessment.calls_made == received
    assert destructive == 0
    report = report_for_assessment(assessment)
    jsonschema.validate(report, load_schema())
    assert report["live"]["calls_made"] == received and len(report["live"]["tests"]) == 8
    # Every dimension measured, each one earned: nothing left out pays.
    assert [d["grade"] for d in report["dimensions"]] == ["pass"] * 8


def test_the_assessment_page_shows_what_was_sent_and_the_coverage(
    client, alice, alice_server, git_server, tmp_path
):
    with well_behaved() as mcp:
        Server.objects.filter(pk=alice_server.pk).update(endpoint_url=mcp.url)
        alice_server.refresh_from_db()
        assessment = run(request_full(alice_server, alice))
    page = client.get(assessment.get_absolute_url()).content.decode()
    assert "What was sent" in page
    assert "<code>{&quot;code&quot;: &quot;FR&quot;}</code>" in page
    assert "code from the schema&#x27;s examples" in page
    assert "Coverage: 4 tools listed, 3 callable, 3 exercised." in page


def test_the_same_server_without_sources_scores_lower(alice, alice_server):
    with well_behaved() as mcp:
        Server.objects.filter(pk=alice_server.pk).update(endpoint_url=mcp.url)
        alice_server.refresh_from_db()
        assessment = run(request_full(alice_server, alice))
    grades = {r.number: r.grade for r in assessment.dimensions.all()}
    assert grades[6] == grades[7] == "fail" and assessment.tier != "production_ready"


def test_a_server_without_annotations_is_not_production_ready(alice, alice_server):
    with no_annotations() as mcp:
        Server.objects.filter(pk=alice_server.pk).update(endpoint_url=mcp.url)
        alice_server.refresh_from_db()
        assessment = run(request_full(alice_server, alice))
        assert mcp.count <= 15
    grades = {r.number: r.grade for r in assessment.dimensions.all()}
    assert grades[5] == "fail" and assessment.tier != "production_ready"


def test_a_resumed_assessment_continues_the_stored_count(alice, alice_server):
    with well_behaved() as mcp:
        Server.objects.filter(pk=alice_server.pk).update(endpoint_url=mcp.url)
        alice_server.refresh_from_db()
        assessment = request_full(alice_server, alice)
        Assessment.objects.filter(pk=assessment.pk).update(calls_made=14)
        assessment = run(assessment)
        assert mcp.count <= 1
    assert assessment.calls_made <= 15


def test_an_opted_out_server_receives_nothing(alice, alice_server):
    with well_behaved() as mcp:
        Server.objects.filter(pk=alice_server.pk).update(endpoint_url=mcp.url)
        alice_server.refresh_from_db()
        queued = request_full(alice_server, alice)
        Server.objects.filter(pk=alice_server.pk).update(live_testing_opted_out=True)
        assessment = run(queued)
        assert mcp.count == 0
    assert assessment.state == "cancelled" and assessment.failure_label == "opted-out"
    alice_server.refresh_from_db()
    refusal = selectors.check_request_eligibility(alice, alice_server, "full")
    assert not refusal.allowed and "opted out" in refusal.reason


def test_owner_credentials_are_encrypted_used_once_and_deleted(alice, alice_server, client):
    from assessments.models import TestCredential
    from tests.mcp_servers import auth_enforced
    from tests.mcp_servers.catalog import DEFAULT_TOKEN

    with auth_enforced() as mcp:
        Server.objects.filter(pk=alice_server.pk).update(endpoint_url=mcp.url)
        alice_server.refresh_from_db()
        queued = services.assessment_request(
            server=alice_server, requested_by=alice, assessment_type="full", enqueue=False,
            credentials={"Authorization": f"Bearer {DEFAULT_TOKEN}"},
        )  # fmt: skip
        stored = bytes(TestCredential.objects.get(assessment=queued).ciphertext)
        assert DEFAULT_TOKEN.encode() not in stored
        assessment = run(queued)
        authorized = [r.has_authorization for r in mcp.requests if r.path == "/mcp"]
        metadata = [r for r in mcp.requests if r.path.startswith("/.well-known/")]
    assert assessment.state == "completed", assessment.failure_label
    assert all(authorized)
    # The protected-resource metadata is public: the owner's credential is not sent there.
    assert metadata and not any(r.has_authorization for r in metadata)
    assert not TestCredential.objects.filter(assessment=assessment).exists()
    outcomes = {t["test"]: t["outcome"] for t in assessment.live["tests"]}
    assert outcomes["invalid_auth"] == "pass"
    for path in (assessment.get_absolute_url(), f"/api/v1/assessments/{assessment.pk}"):
        assert DEFAULT_TOKEN not in client.get(path).content.decode()


def test_credentials_are_deleted_when_the_assessment_fails(alice, alice_server):
    from assessments.models import TestCredential

    Server.objects.filter(pk=alice_server.pk).update(endpoint_url="http://127.0.0.1:9/mcp")
    alice_server.refresh_from_db()
    queued = services.assessment_request(
        server=alice_server, requested_by=alice, assessment_type="full", enqueue=False,
        credentials={"Authorization": "Bearer secret-value"},
    )  # fmt: skip
    assessment = run(queued)
    assert assessment.state == "failed"
    assert not TestCredential.objects.filter(assessment=assessment).exists()


def test_a_listing_made_from_an_endpoint_is_named_by_the_server(settings):
    from io import StringIO

    from django.core.management import call_command

    with well_behaved() as mcp:
        err = StringIO()
        call_command("assess", "--endpoint", mcp.url, stdout=StringIO(), stderr=err)
        discovered = [r for r in mcp.requests if r.rpc_method == "server/discover"]
        total = mcp.count
    assessment = Assessment.objects.get()
    assert assessment.server.name == "well-behaved"
    assert len(discovered) == 1 and assessment.calls_made == total <= 15
    assert "as the server calls itself" in err.getvalue()
