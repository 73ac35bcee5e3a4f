"""The catalog watch: a certified server's tools/list re-read in at most 3 requests (counted
from the server's side), never sent to an opted-out server, a change shown, e-mailed and
logged once while the score stays put, unreachable recorded as such, and a new
assessment clearing the notice."""

from __future__ import annotations

from io import StringIO

import pytest
from django.core import mail
from django.core.management import call_command

from assessments import services, watching
from assessments.models import Assessment, CatalogWatch
from certification.models import ChangelogEntry, Server
from tests.conftest import make_user
from tests.mcp_servers import changing_catalog

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("loopback")]


def certify(server, user) -> Assessment:
    assessment = services.assessment_request(
        server=server, requested_by=user, assessment_type="full", enqueue=False
    )
    services.assessment_execute(assessment_id=assessment.pk)
    return Assessment.objects.get(pk=assessment.pk)


@pytest.fixture
def owned(alice_server):
    return alice_server  # alice is its verified owner


def test_a_changed_catalog_is_shown_emailed_and_logged_once_and_the_score_stays(
    alice, owned, client
):
    with changing_catalog() as mcp:
        Server.objects.filter(pk=owned.pk).update(endpoint_url=mcp.url)
        certified = certify(owned, alice)
        assert certified.state == "completed", certified.failure_detail
        mcp.reset()
        same = watching.catalog_watch_run(server=owned)
        unchanged_requests = list(mcp.labels)
        mcp.state["version"] = 2
        mcp.reset()
        mail.outbox.clear()
        changed = watching.catalog_watch_run(server=owned)
        changed_requests = list(mcp.labels)
        again = watching.catalog_watch_run(server=owned)
        tool_calls = sum(mcp.tool_calls.values())
    assert same.outcome == "unchanged" and same.catalog_sha256 == certified.catalog_sha256
    assert changed.outcome == "changed" and again.outcome == "changed"
    # From the server's side: tools/list only, never more than 3 requests, no tool called.
    for received in (unchanged_requests, changed_requests):
        assert 1 <= len(received) <= 3 and "POST tools/list" in received, received
        assert not any("tools/call" in label or label == "GET" for label in received)
    assert tool_calls == 0 and same.requests == len(unchanged_requests)
    assert {r.user_agent for r in mcp.requests} == {certified.live["user_agent"]}
    assert changed.changes["added"] == ["export_forecasts"]

    # Shown on the page, e-mailed to the owner and logged, once for this catalog.
    page = client.get(f"/servers/{owned.slug}/").content.decode()
    assert "Tool definitions changed since this assessment." in page
    assert "forwards the query to our partners" in page
    # Only a verified owner is offered the check on demand; staff are not.
    button = "Check the tool definitions now"
    assert button not in page
    client.force_login(make_user("sam@example.org", is_staff=True))
    assert button not in client.get(f"/servers/{owned.slug}/").text
    client.force_login(alice)
    assert button in client.get(f"/servers/{owned.slug}/").text
    client.logout()
    assert [m.to for m in mail.outbox] == [[alice.email]]
    assert "tool definitions changed" in mail.outbox[0].subject
    logged = ChangelogEntry.objects.filter(kind="catalog_changed", server=owned)
    assert logged.count() == 1 and logged.get().data["added"] == ["export_forecasts"]
    # Agents asking Sagentum's own MCP endpoint are told too.
    from tests.builders import call

    told = call("get_certification", {"slug": owned.slug}).structured_content
    assert told["tool_definitions_changed_at"] == again.at.isoformat()  # the latest read
    # The score is the certification's, unmoved.
    owned.refresh_from_db()
    assert owned.certification.assessment_id == certified.pk
    assert Assessment.objects.get(pk=certified.pk).score == certified.score

    # A new assessment measures the new definitions and clears the notice.
    with changing_catalog() as mcp:
        mcp.state["version"] = 2
        Server.objects.filter(pk=owned.pk).update(endpoint_url=mcp.url)
        certify(owned, alice)
    page = client.get(f"/servers/{owned.slug}/").content.decode()
    assert "Tool definitions changed since this assessment." not in page


def test_an_opted_out_server_receives_nothing(alice, owned):
    with changing_catalog() as mcp:
        Server.objects.filter(pk=owned.pk).update(endpoint_url=mcp.url)
        certify(owned, alice)
        Server.objects.filter(pk=owned.pk).update(live_testing_opted_out=True)
        mcp.reset()
        owned.refresh_from_db()
        watch = watching.catalog_watch_run(server=owned)
        assert mcp.count == 0
    assert (watch.outcome, watch.detail, watch.requests) == ("skipped", "opted out", 0)


def test_an_unreachable_server_is_recorded_as_unreachable_never_as_a_change(alice, owned):
    with changing_catalog() as mcp:
        Server.objects.filter(pk=owned.pk).update(endpoint_url=mcp.url)
        certify(owned, alice)
    owned.refresh_from_db()  # the fixture has stopped: nothing answers on its port
    watch = watching.catalog_watch_run(server=owned)
    assert watch.outcome == "unreachable" and watch.detail
    assert not ChangelogEntry.objects.filter(kind="catalog_changed").exists()


def test_the_command_prints_one_line_per_server(alice, owned):
    out = StringIO()
    with changing_catalog() as mcp:
        Server.objects.filter(pk=owned.pk).update(endpoint_url=mcp.url)
        certify(owned, alice)
        call_command("watch_catalogs", stdout=out)
        call_command("watch_catalogs", "--server", owned.slug, stdout=out)
    lines = out.getvalue().splitlines()
    assert lines[0].startswith(f"{owned.slug} unchanged (") and len(lines) == 2
    assert CatalogWatch.objects.filter(server=owned).count() == 2


def test_an_owner_asks_for_a_check_and_a_stranger_cannot(alice, bob, owned, client):
    client.force_login(bob)
    assert client.post(f"/servers/{owned.slug}/watch/").status_code == 404
    # Staff who do not own the server are refused too.
    client.force_login(make_user("sam@example.org", is_staff=True))
    assert client.post(f"/servers/{owned.slug}/watch/").status_code == 404
    client.force_login(alice)
    response = client.post(f"/servers/{owned.slug}/watch/", follow=True)
    assert "A check of the tool definitions is queued" in response.content.decode()
    second = client.post(f"/servers/{owned.slug}/watch/", follow=True)
    assert "less than 10 minutes ago" in second.content.decode()


def test_the_notice_is_the_latest_read_of_the_catalog_whatever_came_after(owned):
    import datetime

    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from assessments.selectors import catalog_notice
    from tests.builders import published
    from web.report_card import catalog_watch_view

    assessment = published(owned)
    start = datetime.datetime(2026, 12, 1, tzinfo=datetime.UTC)

    def watch(outcome, hours):
        at = start + datetime.timedelta(hours=hours)
        return CatalogWatch.objects.create(
            server=owned, assessment=assessment, outcome=outcome, at=at
        )

    assert catalog_watch_view(owned, assessment)["catalog_notice"] is None  # no watch yet
    changed = watch("changed", 1)
    with CaptureQueriesContext(connection) as read:
        view = catalog_watch_view(owned, assessment)
    assert view["catalog_notice"] == changed and len(read) == 1  # the latest decides
    watch("unreachable", 2)  # a later watch that could not read the catalog
    view = catalog_watch_view(owned, assessment)
    assert view["last_watch"].outcome == "unreachable" and view["catalog_notice"] == changed
    assert catalog_notice(owned, assessment) == changed  # the caller read no watch
    watch("unchanged", 3)
    assert catalog_watch_view(owned, assessment)["catalog_notice"] is None
    assert catalog_notice(owned, assessment) is None
