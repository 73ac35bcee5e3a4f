"""The public read API: a server's history and score trend, the changelog since a
point, rubric versions, and cursor pagination on every list."""

from __future__ import annotations

import pytest

from certification.models import ChangelogEntry
from tests.conftest import make_server
from tests.test_assessment_pipeline import published

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
