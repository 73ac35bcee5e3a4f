"""The weekly re-check of a verified proof: counted failures, retries, lapse, a listing's
change, and co-owners left without a proven owner."""

from __future__ import annotations

import datetime
import json

import pytest
from django.core.management import call_command
from django.utils import timezone

from certification.models import ChangelogEntry, Server
from tests.verification.conftest import CHALLENGE, new_claim, publish
from verification import listings, reverification, services
from verification.models import Claim
from verification.selectors import user_owns_server


def test_three_failed_weekly_checks_lapse_the_claim_with_an_email_each_time(
    zone, charlie, bob, server, mailoutbox, recheck
):
    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    services.coowner_add(by=charlie, server=server, email="bob@example.org")
    assert recheck(claim) == 1 and mailoutbox == []  # still in place: no mail
    zone.records[CHALLENGE] = []
    for number in (1, 2):
        recheck(claim)
        claim.refresh_from_db()
        assert claim.status == "verified" and claim.consecutive_failures == number
        assert len(mailoutbox) == number
        assert "dns-no-record" in mailoutbox[-1].body and CHALLENGE in mailoutbox[-1].body
        assert f"{number} of 3" in mailoutbox[-1].subject
    assert not ChangelogEntry.objects.filter(kind="ownership_lapsed").exists()
    recheck(claim)
    claim.refresh_from_db()
    assert claim.status == "lapsed" and claim.lapsed_at is not None
    assert not user_owns_server(charlie, server) and not user_owns_server(bob, server)
    assert "lapsed" in mailoutbox[-1].subject and len(mailoutbox) == 3
    entry = ChangelogEntry.objects.get(kind="ownership_lapsed")
    public = f"{entry.title} {entry.body} {json.dumps(entry.data)}"
    assert entry.server == server and "charlie" not in public and "@" not in public
    assert claim.checks.filter(counted=True).count() == 3
    call_command("verify_changelog")


def test_a_success_between_failures_resets_the_count(zone, charlie, server, mailoutbox, recheck):
    claim = new_claim(charlie, server)
    value = publish(zone, claim)
    services.claim_check(claim=claim)
    zone.records[CHALLENGE] = []
    recheck(claim)
    recheck(claim)
    zone.records[CHALLENGE] = [("TXT", value)]
    recheck(claim)
    claim.refresh_from_db()
    assert claim.consecutive_failures == 0 and claim.status == "verified"


def test_timeouts_are_retried_before_they_count(zone, charlie, server, mailoutbox, recheck):
    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    zone.timeouts.add(CHALLENGE)
    for _ in range(Claim.MAX_RETRIES):
        recheck(claim)
        claim.refresh_from_db()
        assert claim.consecutive_failures == 0 and mailoutbox == []
        assert claim.next_check_at - timezone.now() < datetime.timedelta(hours=1, minutes=1)
    recheck(claim)
    claim.refresh_from_db()
    assert claim.consecutive_failures == 1 and len(mailoutbox) == 1
    assert "dns-timeout" in mailoutbox[0].body


def test_the_claimants_own_failed_check_never_counts(zone, charlie, server):
    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    zone.records[CHALLENGE] = []
    services.claim_check(claim=claim)
    claim.refresh_from_db()
    assert claim.status == "verified" and claim.consecutive_failures == 0


def test_expired_pending_claims_are_ended_by_the_periodic_task(charlie, server):
    claim = new_claim(charlie, server)
    Claim.objects.filter(pk=claim.pk).update(expires_at=timezone.now())
    reverification.reverify_due()
    claim.refresh_from_db()
    assert claim.status == "expired" and claim.token_ciphertext == ""


def test_beat_runs_the_re_verification_task_hourly(zone, charlie, server, settings):
    from sagentum.celery import app
    from verification.tasks import reverify_claims

    entry = settings.CELERY_BEAT_SCHEDULE["reverify-claims"]
    assert entry["schedule"] == 3600.0 and entry["task"] in app.tasks
    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    Claim.objects.filter(pk=claim.pk).update(next_check_at=timezone.now())
    assert reverify_claims.apply().get() == 1
    assert claim.checks.filter(kind="scheduled", verified=True).count() == 1


def test_changing_the_endpoint_or_repository_ends_the_proofs_made_for_the_old_one(
    zone, charlie, bob, server
):
    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    services.coowner_add(by=charlie, server=server, email="bob@example.org")
    listings.listing_update(server=server, endpoint_url="https://mcp.example.test/v2/mcp")
    assert user_owns_server(charlie, server)  # the same host
    listings.listing_update(server=server, endpoint_url="https://mcp.victim.example/mcp")
    claim.refresh_from_db()
    assert claim.status == "lapsed" and claim.checks.first().label == "listing-changed"
    assert not user_owns_server(charlie, server) and not user_owns_server(bob, server)
    entry = ChangelogEntry.objects.get(kind="ownership_lapsed")
    assert "endpoint or repository changed" in entry.body


def test_a_repository_claim_covers_only_the_repository_it_was_made_for(charlie, server):
    server.repository_url = "https://github.com/acme/weather"
    server.save()
    claim = new_claim(charlie, server, method="repo")
    assert claim.repository_url == "https://github.com/acme/weather"
    Server.objects.filter(pk=server.pk).update(repository_url="https://github.com/else/where")
    claim.refresh_from_db()
    check = services.claim_check(claim=claim)
    assert check.label == "listing-changed" and "github.com/else/where" in check.detail


def test_one_proven_owner_per_server_is_enforced_by_the_database(charlie, bob, server):
    from django.db import IntegrityError, transaction

    new_claim(charlie, server)
    Claim.objects.filter(user=charlie).update(status="verified")
    other = new_claim(bob, server)
    with pytest.raises(IntegrityError), transaction.atomic():
        Claim.objects.filter(pk=other.pk).update(status="verified")


def test_a_second_run_at_the_same_time_does_not_count_a_failure_twice(
    zone, charlie, server, mailoutbox, django_capture_on_commit_callbacks
):
    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    zone.records[CHALLENGE] = []
    now = timezone.now()
    Claim.objects.filter(pk=claim.pk).update(next_check_at=now)
    with django_capture_on_commit_callbacks(execute=True):
        assert reverification.reverify_due(now=now) == 1
        assert reverification.reverify_due(now=now) == 0  # already reserved and done
    claim.refresh_from_db()
    assert claim.consecutive_failures == 1 and len(mailoutbox) == 1


def test_co_owners_are_told_and_lapse_with_the_last_proof(
    zone, charlie, bob, server, mailoutbox, recheck
):
    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    services.coowner_add(by=charlie, server=server, email="bob@example.org")
    zone.records[CHALLENGE] = []
    recheck(claim)
    assert mailoutbox[-1].to == ["bob@example.org", "charlie@example.org"]
    recheck(claim)
    recheck(claim)
    assert "lapsed" in mailoutbox[-1].subject
    assert mailoutbox[-1].to == ["bob@example.org", "charlie@example.org"]
    assert not user_owns_server(bob, server)


def test_co_owners_without_a_proven_owner_are_lapsed_by_the_periodic_task(charlie, bob, server):
    claim = new_claim(charlie, server)
    Claim.objects.filter(pk=claim.pk).update(status="verified")
    services.coowner_add(by=charlie, server=server, email="bob@example.org")
    Claim.objects.filter(pk=claim.pk).update(status="withdrawn")  # e.g. the account was removed
    reverification.reverify_due()
    assert not user_owns_server(bob, server)
