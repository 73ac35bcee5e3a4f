"""The public read API: a server's history and score trend, the changelog since a
point, rubric versions, and cursor pagination on every list."""

from __future__ import annotations

import pytest

from certification.models import ChangelogEntry
from tests.builders import published
from tests.conftest import make_server

pytestmark = pytest.mark.django_db


def test_history_lists_every_finished_assessment_newest_first(client, alice_server):
    first = published(alice_server, grades={1: "pass", 6: "fail"})
    second = published(alice_server)
    body = client.get(f"/api/v1/servers/{alice_server.slug}/history").json()
    assert [item["id"] for item in body["results"]] == [second.pk, first.pk]
    item = body["results"][0]
    assert item["state"] == "completed" and item["score"] == float(second.score)
    assert item["report"].endswith(f"/api/v1/assessments/{second.pk}")
    assert client.get("/api/v1/servers/nope/history").status_code == 404


def test_the_trend_is_the_published_scores_oldest_first(client, alice_server):
    low = published(alice_server, grades={1: "fail", 6: "fail", 8: "pass"})
    high = published(alice_server)
    body = client.get(f"/api/v1/servers/{alice_server.slug}/trend").json()
    assert [p["assessment"] for p in body["points"]] == [low.pk, high.pk]
    assert [p["score"] for p in body["points"]] == [float(low.score), float(high.score)]


def test_the_changelog_since_a_seq_or_a_time(client, alice_server):
    published(alice_server)
    published(alice_server)
    entries = list(ChangelogEntry.objects.order_by("seq"))
    assert len(entries) >= 2
    body = client.get("/api/v1/changelog/").json()
    assert [e["seq"] for e in body["results"]] == sorted((e.seq for e in entries), reverse=True)
    after_first = client.get(f"/api/v1/changelog/?since={entries[0].seq}").json()["results"]
    assert entries[0].seq not in [e["seq"] for e in after_first] and after_first
    moment = entries[-1].created_at.isoformat()
    assert client.get("/api/v1/changelog/", {"since": moment}).json()["results"] == []
    assert client.get("/api/v1/changelog/", {"since": "2000-01-01"}).json()["results"]
    bad = client.get("/api/v1/changelog/?since=yesterday")
    assert bad.status_code == 400 and "since" in bad.json()["errors"]


def test_rubric_versions_and_one_with_its_data(client):
    listing = client.get("/api/v1/rubrics/").json()["results"]
    assert [r["version"] for r in listing] == ["1.0"]
    rubric = client.get(listing[0]["url"]).json()
    assert len(rubric["data"]["dimensions"]) == 8 and rubric["source_sha256"]
    assert client.get("/api/v1/rubrics/9.9").status_code == 404


def test_every_list_pages_by_cursor(client, alice_server):
    for name in ("Aa", "Bb", "Cc"):
        make_server(name)
    seen = []
    url = "/api/v1/servers/?limit=2"
    while url:
        body = client.get(url).json()
        assert "count" not in body and len(body["results"]) <= 2
        seen += [s["slug"] for s in body["results"]]
        url = body["next"]
    assert len(seen) == len(set(seen)) == 4
    assert seen == sorted(
        seen, key=lambda slug: client.get(f"/api/v1/servers/{slug}").json()["name"]
    )
    for path in ("/api/v1/disputes/", "/api/v1/changelog/", "/api/v1/rubrics/",
                 f"/api/v1/servers/{alice_server.slug}/history"):  # fmt: skip
        body = client.get(path).json()
        assert set(body) == {"next", "previous", "results"}, path


@pytest.mark.parametrize(
    "since",
    ["\u00b2", "2026-13-01T00:00:00", "2026-01-01T00:00:00+99:00",
     "0001-01-01T00:00:00+01:00", "9999-12-31T23:00:00-05:00", "2026-02-30"],
)  # fmt: skip
def test_an_odd_since_is_a_400_not_a_500(client, since):
    response = client.get("/api/v1/changelog/", {"since": since})
    assert response.status_code == 400 and "since" in response.json()["errors"]


@pytest.mark.parametrize(
    "path", ["/api/v1/changelog/", "/api/v1/disputes/", "/api/v1/rubrics/", "/api/v1/servers/"]
)
def test_a_crafted_cursor_is_a_404_not_a_500(client, alice_server, path):
    import base64

    for position in ("abc", "notadate", "zz"):
        cursor = base64.b64encode(f"p={position}".encode()).decode()
        response = client.get(path, {"cursor": cursor})
        assert response.status_code in (200, 404), (path, position, response.status_code)


def test_a_forged_forwarded_for_does_not_escape_the_throttle(client, monkeypatch, db):
    from rest_framework.throttling import SimpleRateThrottle

    monkeypatch.setattr(SimpleRateThrottle, "THROTTLE_RATES", {"anon": "3/minute", "user": None})
    codes = [
        client.get("/api/v1/rubrics/", HTTP_X_FORWARDED_FOR=f"10.0.0.{n}").status_code
        for n in range(5)
    ]
    assert codes.count(429) == 2


def test_a_report_reads_its_dimension_results_once(client, alice_server):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    assessment = published(alice_server)
    with CaptureQueriesContext(connection) as captured:
        report = client.get(f"/api/v1/assessments/{assessment.pk}").json()
    results = [q for q in captured if 'FROM "assessments_dimensionresult"' in q["sql"]]
    assert len(results) == 1 and [d["number"] for d in report["dimensions"]] == list(range(1, 9))


@pytest.mark.parametrize("path", ["/api/v1/servers/{}/history", "/servers/{}/history/"])
def test_a_history_reads_no_field_left_unread(client, alice_server, path):
    # The histories leave the run's records (and the API the rubric's text) unread: a row
    # that touched one would cost a query per assessment.
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    published(alice_server)
    client.get(path.format(alice_server.slug))
    with CaptureQueriesContext(connection) as one:
        client.get(path.format(alice_server.slug))
    for _ in range(4):
        published(alice_server)
    client.get(path.format(alice_server.slug))
    with CaptureQueriesContext(connection) as five:
        page = client.get(path.format(alice_server.slug))
    assert page.status_code == 200 and len(five) == len(one)


def test_a_kept_report_is_the_report_made_whole_and_shows_what_changed_since(client, alice_server):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from assessments.models import Assessment
    from assessments.report import report_for_assessment
    from certification import services

    assessment = published(alice_server)
    url = f"/api/v1/assessments/{assessment.pk}"
    first = client.get(url).json()
    with CaptureQueriesContext(connection) as captured:
        again = client.get(url).json()
    assert again == first
    assert not [q for q in captured if 'FROM "assessments_dimensionresult"' in q["sql"]]
    assert not [q for q in captured if 'FROM "assessments_tooldefinition"' in q["sql"]]
    services.server_update(server=alice_server, name="Renamed Server")
    renamed = client.get(url).json()
    assert renamed["server"]["name"] == "Renamed Server"
    whole = report_for_assessment(
        Assessment.objects.select_related("server", "rubric_version").get(pk=assessment.pk)
    )
    assert list(renamed) == list(whole)  # key for key, in order
    assert renamed == json_of(whole)


def json_of(document: dict) -> dict:
    import json

    from rest_framework.utils.encoders import JSONEncoder

    return json.loads(json.dumps(document, cls=JSONEncoder))
