"""Reproduce: a reviewer's re-run of the disputed live tests, asserted from the server's
side."""

from __future__ import annotations

import pytest
from django.conf import settings

from certification.models import Server
from disputes import checks
from disputes.services import DisputeError
from tests.builders import dispute_of
from tests.mcp_servers import well_behaved

# The budget is taken from the harness's worker threads: data must be committed.
pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("loopback")]


def test_a_reviewer_re_runs_the_live_tests_within_the_harness_rules(
    client, alice_server, charlie, reviewer
):
    with well_behaved() as mcp:
        Server.objects.filter(pk=alice_server.pk).update(endpoint_url=mcp.url)
        alice_server.refresh_from_db()
        dispute = dispute_of(alice_server, charlie, arguments={"code": "ZZ"})
        check = checks.check_request(dispute=dispute, by=reviewer, enqueue=False)
        done = checks.check_execute(check_id=check.pk)
        received = list(mcp.requests)
        destructive = mcp.tool_calls["clear_records"]
    assert done.state == "completed" and done.live["tests"]
    assert 0 < len(received) <= 15 and done.calls_made == len(received)
    assert {r.user_agent for r in received} == {settings.HARNESS_USER_AGENT}
    assert destructive == 0
    # The filer is not an owner: their arguments were not used.
    assert done.filer_arguments_used is False
    client.force_login(reviewer)
    page = client.get(dispute.get_absolute_url()).text
    assert f"Live check #{check.pk}" in page and "lookup_country" in page
    # A check never publishes anything.
    assert dispute.assessment.server.assessments.count() == 1
    assert checks.check_execute(check_id=check.pk) is None  # delivered twice, runs once


def test_an_owners_arguments_are_used_and_their_values_never_shown(alice, alice_server, reviewer):
    with well_behaved() as mcp:
        Server.objects.filter(pk=alice_server.pk).update(endpoint_url=mcp.url)
        alice_server.refresh_from_db()
        dispute = dispute_of(alice_server, alice, arguments={"code": "JP"})
        check = checks.check_request(dispute=dispute, by=reviewer, enqueue=False)
        done = checks.check_execute(check_id=check.pk)
    assert done.filer_arguments_used is True
    sent = [c for c in done.live["calls"] if c["tool"] == "lookup_country" and c["arguments"]]
    assert any(c["arguments"] == {"code": "(owner-supplied)"} for c in sent)
    assert "JP" not in str(done.live)


def test_no_re_run_for_an_opted_out_server_or_by_the_filer(alice_server, charlie, reviewer):
    dispute = dispute_of(alice_server, charlie)
    with pytest.raises(DisputeError) as own:
        checks.check_request(dispute=dispute, by=charlie, enqueue=False)
    assert own.value.code == "forbidden"
    Server.objects.filter(pk=alice_server.pk).update(live_testing_opted_out=True)
    dispute.refresh_from_db()
    assert checks.why_not(dispute) == "the operator opted out of live testing"
    with pytest.raises(DisputeError, match="opted out"):
        checks.check_request(dispute=dispute, by=reviewer, enqueue=False)


def test_the_checks_budget_stops_at_15_and_at_an_opt_out(alice_server, charlie, reviewer):
    from assessments.harness.budget import BudgetRefused
    from disputes.models import DisputeCheck

    dispute = dispute_of(alice_server, charlie)
    check = checks.check_request(dispute=dispute, by=reviewer, enqueue=False)
    DisputeCheck.objects.filter(pk=check.pk).update(state="running")
    budget = checks.CheckBudget(check.pk, 15)
    for _ in range(15):
        budget.take()
    with pytest.raises(BudgetRefused) as spent:
        budget.take()
    assert spent.value.label == "budget-exhausted"
    DisputeCheck.objects.filter(pk=check.pk).update(calls_made=3)
    Server.objects.filter(pk=alice_server.pk).update(live_testing_opted_out=True)
    with pytest.raises(BudgetRefused) as opted:
        budget.take()
    assert opted.value.label == "opted-out"
