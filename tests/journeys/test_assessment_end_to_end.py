"""An owner requests a static assessment in the browser's place; a real worker runs it.

Real parts throughout: the repository is served by git over loopback HTTP,
the task goes through the broker to a ``celery worker`` process, and the
result is read back from the database the worker wrote.
"""

from __future__ import annotations

import datetime
import time

import pytest

from assessments.models import Assessment, Certification
from certification.models import ChangelogEntry
from tests.repos import clean_repo, leaky_repo


def wait_final(assessment_id: int, timeout: float = 90.0) -> Assessment:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assessment = Assessment.objects.get(pk=assessment_id)
        if assessment.is_final:
            return assessment
        time.sleep(0.2)
    raise AssertionError(f"assessment {assessment_id} did not finish in {timeout} s")


@pytest.mark.django_db(transaction=True)
def test_a_requested_static_assessment_is_run_by_a_worker_and_published(
    client, alice, alice_server, git_server, tmp_path, settings, celery_worker_process
):
    settings.ASSESSMENT_QUEUES = dict.fromkeys(
        ("documentation", "static", "full"), celery_worker_process.queue
    )
    alice_server.repository_url = git_server.publish(clean_repo(tmp_path / "repos"), "weather")
    alice_server.save()
    client.force_login(alice)

    response = client.post(f"/servers/{alice_server.slug}/assess/", {"assessment_type": "static"})
    assessment = Assessment.objects.get(server=alice_server)
    assert response["Location"] == assessment.get_absolute_url()

    assessment = wait_final(assessment.pk)
    assert assessment.state == "completed", (
        assessment.failure_label,
        celery_worker_process.output(),
    )
    assert assessment.ceiling == 80 and assessment.score is not None
    grades = {r.number: r.grade for r in assessment.dimensions.all()}
    assert grades[4] == "pass" and grades[7] == "pass" and grades[1] == "pass"
    assert grades[2] == grades[3] == "not_tested"
    assert Certification.objects.get(server=alice_server).assessment == assessment
    assert ChangelogEntry.objects.filter(data__assessment=assessment.pk).exists()
    assert any(r.path.startswith("/weather.git") for r in git_server.received)
    html = client.get(alice_server.get_absolute_url()).content.decode()
    assert str(assessment.score) in html


@pytest.mark.django_db(transaction=True)
def test_a_committed_private_key_fails_security_without_revealing_it(
    alice_server, git_server, tmp_path, settings, celery_worker_process, client
):
    from assessments import services

    settings.ASSESSMENT_QUEUES = dict.fromkeys(
        ("documentation", "static", "full"), celery_worker_process.queue
    )
    path, planted = leaky_repo(tmp_path / "repos")
    alice_server.repository_url = git_server.publish(path, "leaky")
    alice_server.save()
    assessment = services.assessment_request(
        server=alice_server, requested_by=None, assessment_type="static"
    )
    assessment = wait_final(assessment.pk)
    security = assessment.dimensions.get(number=4)
    assert security.grade == "fail"
    assert "deploy/id_rsa" in str(security.evidence)
    page = client.get(assessment.get_absolute_url()).content.decode()
    report = client.get(f"/api/v1/assessments/{assessment.pk}").content.decode()
    for secret in planted.values():
        marker = secret.strip().splitlines()[1] if "\n" in secret.strip() else secret
        assert marker not in page and marker not in report


@pytest.mark.django_db(transaction=True)
def test_a_worker_killed_mid_run_leaves_no_assessment_running_and_no_call_over_budget(
    alice, alice_server, settings, celery_worker_process, client
):
    """SIGKILL the worker during a full assessment of a slow server. The task is
    delivered again (as the broker does with an unacknowledged task): it finds the
    assessment running and sends nothing. Once the dead worker's lease expires the sweep
    fails it ``worker-lost`` (it made calls, so it is not run again); the server never
    received more than the budget."""
    from assessments import recovery, services
    from assessments.tasks import run_assessment_task
    from certification.models import Server
    from tests.mcp_servers import slow

    settings.ASSESSMENT_QUEUES = dict.fromkeys(
        ("documentation", "static", "full"), celery_worker_process.queue
    )
    with slow(delay=0.4) as mcp:
        Server.objects.filter(pk=alice_server.pk).update(endpoint_url=mcp.url)
        alice_server.refresh_from_db()
        assessment = services.assessment_request(
            server=alice_server, requested_by=alice, assessment_type="full"
        )
        deadline = time.monotonic() + 60
        while Assessment.objects.get(pk=assessment.pk).calls_made < 3:
            assert time.monotonic() < deadline, celery_worker_process.output()
            time.sleep(0.05)
        celery_worker_process.process.kill()
        celery_worker_process.process.wait(timeout=10)
        time.sleep(1.0)  # a request in flight at the kill has arrived by now
        received = mcp.count

        run_assessment_task.apply(args=[assessment.pk])  # the redelivery
        time.sleep(1.0)
        assert mcp.count == received

    stuck = Assessment.objects.get(pk=assessment.pk)
    assert stuck.state == "running" and received <= stuck.calls_made < 15
    assert recovery.sweep_stuck_assessments(now=stuck.lease_until) == 0
    swept = stuck.lease_until + datetime.timedelta(seconds=1)
    assert swept < stuck.deadline_at  # noticed before the deadline
    assert recovery.sweep_stuck_assessments(now=swept) == 1
    failed = Assessment.objects.get(pk=assessment.pk)
    assert failed.state == "failed" and failed.failure_label == "worker-lost"
    assert f"after {failed.calls_made} live call" in failed.failure_detail
    assert failed.transitions.filter(to_state="queued").count() == 1  # never queued again
    assert not Assessment.objects.filter(state="running").exists()
    page = client.get(failed.get_absolute_url()).content.decode()
    assert "worker-lost" in page or "worker running the assessment stopped" in page


@pytest.mark.django_db(transaction=True)
def test_an_assessment_whose_worker_died_before_any_call_is_run_by_another(
    alice_server, git_server, tmp_path, settings, celery_worker_process
):
    """A worker took the assessment and died before its first call (it started it and
    never renewed the lease). The sweep queues it again and a live worker publishes it."""
    from assessments import recovery, services

    settings.ASSESSMENT_QUEUES = dict.fromkeys(
        ("documentation", "static", "full"), celery_worker_process.queue
    )
    alice_server.repository_url = git_server.publish(clean_repo(tmp_path / "repos"), "weather")
    alice_server.save()
    assessment = services.assessment_request(
        server=alice_server, requested_by=None, assessment_type="static", enqueue=False
    )
    held = services.assessment_start(assessment_id=assessment.pk)  # the worker that died
    assert recovery.sweep_stuck_assessments(now=held.lease_until + datetime.timedelta(1)) == 1

    done = wait_final(assessment.pk)
    assert done.state == "completed", (done.failure_label, celery_worker_process.output())
    assert done.starts == 2 and Certification.objects.get(server=alice_server).assessment == done
    moves = [(t.from_state, t.to_state) for t in done.transitions.all()]
    assert moves == [("", "queued"), ("queued", "running"), ("running", "queued"),
                     ("queued", "running"), ("running", "completed")]  # fmt: skip
