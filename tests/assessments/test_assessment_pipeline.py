"""The assessment life cycle: request, start, publish or fail, sweep; immutability."""

from __future__ import annotations

import datetime

import jsonschema
import pytest
from django.core import mail
from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from assessments import recovery, services
from assessments.models import Assessment, Certification, DimensionResult
from assessments.report import load_schema, report_for_assessment
from certification.models import ChangelogEntry, ImmutableRecordError
from tests.builders import published, queued

pytestmark = pytest.mark.django_db


def test_it_queues_with_a_snapshot_a_rubric_and_a_transition(alice, alice_server):
    alice_server.repository_url = "https://example.com/acme/tools"
    alice_server.save()
    assessment = queued(alice_server, by=alice)
    assert assessment.state == "queued"
    assert assessment.rubric_version.version == "1.0"
    assert assessment.repository_url == "https://example.com/acme/tools"
    assert [t.to_state for t in assessment.transitions.all()] == ["queued"]


def test_it_enqueues_only_when_the_transaction_commits(
    alice, alice_server, django_capture_on_commit_callbacks
):
    alice_server.documentation_url = "https://docs.example.com"
    alice_server.save()
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        services.assessment_request(
            server=alice_server, requested_by=alice, assessment_type="documentation"
        )
    assert len(callbacks) == 1


def test_a_task_delivered_twice_runs_once(alice_server):
    assessment = queued(alice_server)
    assert services.assessment_start(assessment_id=assessment.pk) is not None
    assert services.assessment_start(assessment_id=assessment.pk) is None
    assessment.refresh_from_db()
    assert assessment.state == "running" and assessment.deadline_at is not None


def test_publishing_scores_certifies_and_records_on_the_changelog(alice_server):
    assessment = published(alice_server)
    assert assessment.state == "completed"
    # (1.5 + 1.5 + 1 + 0.5) / 5 = 90.0, capped at 75 for documentation.
    assert str(assessment.score) == "75.0" and str(assessment.raw_score) == "90.0"
    assert assessment.ceiling == 75 and assessment.tier == "suitable"
    assert Certification.objects.get(server=alice_server).assessment == assessment
    entry = ChangelogEntry.objects.order_by("-seq").first()
    assert entry.kind == "assessment_published" and entry.data["assessment"] == assessment.pk
    assert [t.to_state for t in assessment.transitions.all()] == ["queued", "running", "completed"]


def test_the_owner_is_emailed_when_it_is_published(
    alice, alice_server, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        assessment = published(alice_server)
    assert len(mail.outbox) == 1
    assert mail.outbox[0].to == [alice.email]
    assert f"/assessments/{assessment.pk}/" in mail.outbox[0].body


def test_nothing_measured_is_insufficient_data_not_zero(alice_server):
    assessment = published(alice_server, grades={1: "not_tested"})
    assert assessment.score is None and assessment.tier == ""
    report = report_for_assessment(assessment)
    assert report["score"] is None and report["tier"] is None


def test_a_failed_assessment_keeps_the_current_certification(alice_server):
    first = published(alice_server)
    running = services.assessment_start(assessment_id=queued(alice_server).pk)
    failed = services.assessment_fail(assessment=running, label="sources-unreachable", detail="x")
    assert failed.state == "failed" and failed.score is None
    assert Certification.objects.get(server=alice_server).assessment == first


def test_published_assessments_refuse_changes(alice_server):
    assessment = published(alice_server)
    assessment.score = 99
    with pytest.raises(ImmutableRecordError):
        assessment.save()
    with pytest.raises(ImmutableRecordError):
        assessment.delete()
    result = assessment.dimensions.first()
    result.grade = "pass"
    with pytest.raises(ImmutableRecordError):
        result.save()
    with pytest.raises(ImmutableRecordError):
        DimensionResult(assessment=assessment, number=9, key="x", grade="pass").save()


def test_postgresql_refuses_raw_changes_to_published_rows(alice_server):
    if connection.vendor != "postgresql":
        pytest.skip("the triggers exist on PostgreSQL")
    assessment = published(alice_server)
    statements = [
        ("UPDATE assessments_assessment SET score = 100 WHERE id = %s", assessment.pk),
        ("DELETE FROM assessments_assessment WHERE id = %s", assessment.pk),
        (
            "UPDATE assessments_dimensionresult SET grade = 'pass' WHERE assessment_id = %s",
            assessment.pk,
        ),
        ("DELETE FROM assessments_dimensionresult WHERE assessment_id = %s", assessment.pk),
        (
            "UPDATE assessments_assessmenttransition SET reason = 'x' WHERE assessment_id = %s",
            assessment.pk,
        ),
    ]
    for sql, pk in statements:
        with pytest.raises(IntegrityError), transaction.atomic(), connection.cursor() as cursor:
            cursor.execute(sql, [pk])
    # A running assessment's row can still change.
    running = services.assessment_start(assessment_id=queued(alice_server).pk)
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE assessments_assessment SET progress = 'x' WHERE id = %s", [running.pk]
        )


def test_the_sweep_fails_assessments_past_their_deadline(alice_server):
    running = services.assessment_start(assessment_id=queued(alice_server).pk)
    later = timezone.now() + datetime.timedelta(hours=1)
    # Its worker is alive and renews the lease (for a dead one:
    # tests/assessments/test_worker_lost.py).
    Assessment.objects.filter(pk=running.pk).update(lease_until=later + datetime.timedelta(1))
    assert recovery.sweep_stuck_assessments(now=timezone.now()) == 0
    assert recovery.sweep_stuck_assessments(now=later) == 1
    running.refresh_from_db()
    assert running.state == "failed" and running.failure_label == "deadline-exceeded"


def test_one_assessment_at_a_time_per_server(alice_server):
    queued(alice_server)
    with pytest.raises(services.RequestRefused, match="already queued or running"):
        queued(alice_server)


def test_the_report_validates_against_the_shipped_schema(alice_server):
    schema = load_schema()
    completed = report_for_assessment(published(alice_server, kind="static"))
    jsonschema.validate(completed, schema)
    running = services.assessment_start(assessment_id=queued(alice_server).pk)
    failed = report_for_assessment(services.assessment_fail(assessment=running, label="no-sources"))
    jsonschema.validate(failed, schema)
    assert failed["failure"]["label"] == "no-sources"
    broken = {**completed, "score": 101}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(broken, schema)
    assert [d["number"] for d in completed["dimensions"]] == list(range(1, 9))
