"""Full assessments through the pipeline: the stored budget, opt-out, and the tier."""

from __future__ import annotations

import jsonschema
import pytest

from assessments import services
from assessments.models import Assessment
from assessments.report import load_schema, report_for_assessment
from certification.models import Server
from tests.mcp_servers import no_annotations, well_behaved

# The budget is taken from worker threads on their own connections: data must be committed.
pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
def _loopback(settings):
    settings.ALLOW_PRIVATE_TARGETS = True
    settings.HARNESS_CALL_TIMEOUT = 5.0


def request_full(server, user):
    return services.assessment_request(
        server=server, requested_by=user, assessment_type="full", enqueue=False
    )


def run(assessment) -> Assessment:
    services.assessment_execute(assessment_id=assessment.pk)
    return Assessment.objects.get(pk=assessment.pk)


def test_the_well_behaved_server_is_production_ready(alice, alice_server):
    with well_behaved() as mcp:
        Server.objects.filter(pk=alice_server.pk).update(endpoint_url=mcp.url)
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
    assert assessment.state == "failed" and assessment.failure_label == "opted-out"
    alice_server.refresh_from_db()
    refusal = services.check_request_eligibility(alice, alice_server, "full")
    assert not refusal.allowed and "opted out" in refusal.reason
