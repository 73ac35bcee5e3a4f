"""An assessment's page keeps what a final assessment shows of its results and record,
and reads anew what can still change around it: what superseded it, its disputes."""

from __future__ import annotations

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

from disputes.models import Dispute
from tests.builders import published, queued
from tests.web.pages.test_dispute_pages import form


def read(client, assessment) -> tuple[int, str]:
    with CaptureQueriesContext(connection) as queries:
        page = client.get(assessment.get_absolute_url()).content.decode()
    return len(queries), page


@pytest.fixture
def made(monkeypatch) -> list[int]:
    """The assessments whose results were read to make their page's part."""
    from web.pages import assessments

    cache.clear()
    found = []
    prefetch = assessments.prefetch_related_objects

    def counting(items, *lookups):
        found.append(items[0].pk)
        return prefetch(items, *lookups)

    monkeypatch.setattr(assessments, "prefetch_related_objects", counting)
    return found


def test_a_final_assessment_s_results_are_read_once(client, alice_server, made):
    assessment = published(alice_server, kind="static", grades={1: "pass", 2: "partial"})
    first_count, first = read(client, assessment)
    again_count, again = read(client, assessment)
    assert made == [assessment.pk]  # the results read for the first page only
    assert first == again and again_count < first_count
    assert "Scored on 2 of 8 dimensions" in again and "dimension-results" in again
    assert "State changes" in again and "completed" in again  # the record


def test_a_running_assessment_is_read_whole_each_time(client, alice_server, made):
    assessment = queued(alice_server, kind="static")
    page = read(client, assessment)[1]
    assert made == [] and "In progress" in page and "State changes" in page
    assessment.transitions.create(from_state="queued", to_state="running", reason="started")
    page = read(client, assessment)[1]
    assert page.count('<th scope="row" class="nowrap">') == 2  # its record as it now is


def test_what_changes_around_a_kept_assessment_is_shown_as_it_now_is(
    client, alice_server, charlie, reviewer, made
):
    assessment = published(alice_server, kind="documentation", grades={6: "fail"})
    assert "Superseded by" not in read(client, assessment)[1]
    client.force_login(charlie)
    client.post(f"/assessments/{assessment.pk}/dispute/", form())
    dispute = Dispute.objects.get()
    client.logout()
    assert (
        f'Disputes of this assessment: <a href="/disputes/{dispute.pk}/">'
        in (read(client, assessment)[1])
    )
    client.force_login(reviewer)
    decision = {"grade_6": "pass", "reasoning_6": "The quoted README meets the Pass criterion."}
    assert client.post(f"/disputes/{dispute.pk}/resolve/", decision).status_code == 302
    client.logout()
    page = read(client, assessment)[1]
    assert "Superseded by" in page and f"dispute #{dispute.pk}" in page
    assert "Dispute this score" not in page
    assert made == [assessment.pk]  # its own results were still read once
    dispute.refresh_from_db()
    revision = read(client, dispute.revision)[1]
    assert f"Revision {dispute.revision.revision} of" in revision
