"""Claims as services: tokens, domains, verification, co-owners, withdrawal."""

from __future__ import annotations

import datetime

import pytest
from django.utils import timezone

from tests.conftest import make_server, make_user
from tests.verification.conftest import CHALLENGE, new_claim, publish
from verification import checks, selectors, services
from verification.models import Claim
from verification.selectors import user_owns_server


def test_a_token_is_random_stored_hashed_and_readable_only_through_its_cipher(charlie, server):
    claim = new_claim(charlie, server)
    token = selectors.claim_token(claim)
    assert len(token) == 43 and "=" not in token  # 32 bytes, URL-safe base64, no padding
    assert claim.token_hash == checks.token_hash(token)
    stored = Claim.objects.filter(pk=claim.pk).values().get()
    assert not any(token in str(value) for value in stored.values())
    assert selectors.claim_token(new_claim(make_user("d@example.org"), server)) != token


def test_dns_domains_are_the_host_and_parents_never_a_public_suffix(db):
    def domains(url):
        return selectors.claim_domains(make_server("S", endpoint_url=url))

    assert domains("https://mcp.api.example.co.uk/mcp") == [
        "mcp.api.example.co.uk", "api.example.co.uk", "example.co.uk",
    ]  # fmt: skip
    assert domains("https://acme.github.io/mcp") == ["acme.github.io"]
    assert domains("https://203.0.113.9/mcp") == []


def test_a_domain_outside_the_endpoint_or_a_public_suffix_is_refused(charlie, server):
    for domain in ("test", "other.test", "evil.example.org"):
        with pytest.raises(services.ClaimError, match="not the endpoint's host"):
            new_claim(charlie, server, domain=domain)
    assert new_claim(charlie, server, domain="mcp.example.test").domain == "mcp.example.test"


def test_verification_makes_the_claimant_an_owner_and_schedules_the_weekly_check(
    zone, charlie, server
):
    claim = new_claim(charlie, server)
    assert not user_owns_server(charlie, server)
    first = services.claim_check(claim=claim)
    assert first.label == "dns-nxdomain" and not user_owns_server(charlie, server)
    publish(zone, claim)
    check = services.claim_check(claim=claim)
    claim.refresh_from_db()
    assert check.verified and claim.status == "verified" and user_owns_server(charlie, server)
    assert claim.next_check_at - claim.verified_at == datetime.timedelta(days=7)
    assert list(claim.checks.values_list("label", flat=True)) == ["verified", "dns-nxdomain"]


def test_the_claimant_and_a_new_co_owner_are_emailed_the_result(
    zone, charlie, bob, server, mailoutbox, django_capture_on_commit_callbacks
):
    claim = new_claim(charlie, server)
    with django_capture_on_commit_callbacks(execute=True):
        services.claim_check(claim=claim)  # a failure is shown on the page, not mailed
    assert mailoutbox == []
    publish(zone, claim)
    with django_capture_on_commit_callbacks(execute=True):
        services.claim_check(claim=claim)
    (mail,) = mailoutbox
    assert mail.to == ["charlie@example.org"] and server.name in mail.subject
    assert mail.subject == f"[Sagentum] You are a verified owner of {server.name}"
    assert CHALLENGE in mail.body and "every week" in mail.body
    assert f"/claims/{claim.pk}/" in mail.body
    with django_capture_on_commit_callbacks(execute=True):
        services.coowner_add(by=charlie, server=server, email="bob@example.org")
    assert mailoutbox[-1].to == ["bob@example.org"]
    assert "charlie@example.org" in mailoutbox[-1].body and "co-owner" in mailoutbox[-1].body


def test_several_pending_claims_and_the_first_to_verify_wins(zone, charlie, bob, server):
    first, second = new_claim(charlie, server), new_claim(bob, server)
    publish(zone, first)
    publish(zone, second)
    assert services.claim_check(claim=first).verified
    late = services.claim_check(claim=second)
    assert late.label == "already-owned" and not user_owns_server(bob, server)
    with pytest.raises(services.ClaimError, match="pending claim"):
        new_claim(bob, server)


def test_a_second_claimant_is_told_the_server_has_an_owner_and_to_add_not_replace(
    client, zone, charlie, bob, server
):
    first = new_claim(charlie, server)
    publish(zone, first)
    services.claim_check(claim=first)
    second = new_claim(bob, server)
    client.force_login(bob)
    page = client.get(f"/claims/{second.pk}/").text
    assert "already has a verified owner" in page and "add yours beside it" in page
    client.force_login(charlie)
    assert "already has a verified owner" not in client.get(f"/claims/{first.pk}/").text


def test_a_pending_token_expires_after_30_days_and_a_new_one_can_be_issued(zone, charlie, server):
    claim = new_claim(charlie, server)
    old_value = publish(zone, claim)
    Claim.objects.filter(pk=claim.pk).update(expires_at=timezone.now() - datetime.timedelta(1))
    claim.refresh_from_db()
    assert services.claim_check(claim=claim).label == "token-expired"
    claim.refresh_from_db()
    assert claim.status == "expired" and selectors.claim_token(claim) is None
    services.claim_reissue(claim=claim)
    assert claim.status == "pending" and claim.expires_at > timezone.now()
    assert services.claim_check(claim=claim).label == "dns-wrong-token"  # the old value
    zone.records[CHALLENGE] = []
    new_value = publish(zone, claim)
    assert new_value != old_value and services.claim_check(claim=claim).verified


def test_a_verified_owner_adds_and_removes_co_owners(zone, charlie, bob, server):
    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    with pytest.raises(services.ClaimError, match="Only a verified owner"):
        services.coowner_add(by=bob, server=server, email="charlie@example.org")
    with pytest.raises(services.ClaimError, match="No Sagentum account"):
        services.coowner_add(by=charlie, server=server, email="nobody@example.org")
    coowner = services.coowner_add(by=charlie, server=server, email="BOB@example.org")
    assert user_owns_server(bob, server) and coowner.granted_by == charlie
    services.coowner_remove(by=charlie, claim=coowner)
    assert not user_owns_server(bob, server)


def test_withdrawing_asks_first_and_co_owners_hear_they_lost_their_rights(
    client, zone, charlie, bob, server, mailoutbox, django_capture_on_commit_callbacks
):
    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    services.coowner_add(by=charlie, server=server, email="bob@example.org")
    client.force_login(charlie)
    page = client.get(f"/claims/{claim.pk}/withdraw/").text
    assert "Withdraw your claim?" in page and "bob@example.org" in page
    claim.refresh_from_db()
    assert claim.status == "verified"  # looking at the page changes nothing
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(f"/claims/{claim.pk}/withdraw/")
    assert response.status_code == 302
    assert not user_owns_server(charlie, server) and not user_owns_server(bob, server)
    (mail,) = mailoutbox
    assert mail.to == ["bob@example.org"] and "no longer a co-owner" in mail.subject
    assert "charlie@example.org withdrew" in mail.body


def test_a_removed_co_owner_is_told_and_shown_as_removed(
    zone, charlie, bob, server, mailoutbox, django_capture_on_commit_callbacks
):
    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    coowner = services.coowner_add(by=charlie, server=server, email="bob@example.org")
    with django_capture_on_commit_callbacks(execute=True):
        services.coowner_remove(by=charlie, claim=coowner)
    coowner.refresh_from_db()
    assert coowner.status == "removed" and coowner.get_status_display() == "Removed by an owner"
    assert mailoutbox[-1].to == ["bob@example.org"]
    assert "charlie@example.org removed you" in mailoutbox[-1].body
