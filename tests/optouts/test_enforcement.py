"""An opt-out is enforced at every call, judged from the side of a counting fixture MCP
server on loopback."""

from __future__ import annotations

import pytest

from assessments import selectors as assessment_selectors
from assessments import services as assessment_services
from assessments.models import Assessment, Certification
from optouts import services
from tests.mcp_servers import slow, well_behaved
from tests.optouts.conftest import (
    opt_out_after,
    point_at,
)


@pytest.mark.django_db(transaction=True)
def test_a_queued_task_and_its_retry_send_nothing_after_the_opt_out(loopback, alice, alice_server):
    with well_behaved() as mcp:
        point_at(alice_server, mcp)
        queued = assessment_services.assessment_request(
            server=alice_server, requested_by=alice, assessment_type="full", enqueue=False
        )
        optout = services.optout_by_owner(server=alice_server, user=alice)
        assessment_services.assessments_after_optout(optout=optout)  # as the pages do
        cancelled = Assessment.objects.get(pk=queued.pk)
        assert cancelled.state == "cancelled" and cancelled.failure_label == "opted-out"
        assert "opted out" in cancelled.transitions.last().reason
        for _ in range(2):  # the queued delivery, then a retry
            assessment_services.assessment_execute(assessment_id=queued.pk)
        assert mcp.count == 0
    refusal = assessment_selectors.check_request_eligibility(alice, alice_server, "full")
    assert not refusal.allowed and "opted out" in refusal.reason
    alice_server.repository_url = "https://github.com/example/alice-tools"
    for kind in ("documentation", "static"):  # still available
        assert assessment_selectors.check_request_eligibility(alice, alice_server, kind).allowed


@pytest.mark.django_db(transaction=True)
def test_an_opt_out_between_two_calls_of_a_running_assessment(loopback, alice, alice_server):
    with slow(delay=0.3) as mcp:
        point_at(alice_server, mcp)
        queued = assessment_services.assessment_request(
            server=alice_server, requested_by=alice, assessment_type="full", enqueue=False
        )
        watcher = opt_out_after(3, mcp, alice_server)
        assessment = assessment_services.assessment_execute(assessment_id=queued.pk)
        watcher.join()
        received = mcp.count
    assert received == 3
    assert assessment.state == "cancelled" and assessment.failure_label == "opted-out"
    assert assessment.score is None
    assert not Certification.objects.filter(server=alice_server).exists()


@pytest.mark.django_db(transaction=True)
def test_a_web_request_for_a_full_assessment_is_refused_with_a_clear_message(
    client, alice, alice_server
):
    services.optout_by_owner(server=alice_server, user=alice)
    client.force_login(alice)
    response = client.post(
        f"/servers/{alice_server.slug}/assess/", {"assessment_type": "full"}, follow=True
    )
    assert "opted out of live testing" in response.text and not alice_server.assessments.exists()
