"""Claim pages: the flow, forms that keep what was typed, who sees what, the admin."""

from __future__ import annotations

import datetime

import pytest
from django.utils import timezone

from certification.models import ChangelogEntry
from tests.conftest import make_server, make_user
from tests.verification.conftest import CHALLENGE, new_claim, publish
from verification import selectors, services
from verification.models import Claim
from verification.selectors import user_owns_server


def test_the_claim_flow_in_the_browser_s_place(client, zone, charlie, server):
    client.force_login(charlie)
    page = client.get(server.get_absolute_url()).content.decode()
    assert f"/servers/{server.slug}/claim/" in page
    form = client.get(f"/servers/{server.slug}/claim/").content.decode()
    assert "mcp.example.test" in form and "example.test" in form
    response = client.post(
        f"/servers/{server.slug}/claim/", {"method": "dns", "domain": "example.test"}
    )
    claim = Claim.objects.get(user=charlie)
    assert response["Location"] == claim.get_absolute_url()
    page = client.get(claim.get_absolute_url()).content.decode()
    value = selectors.claim_instructions(claim)["value"]
    assert value in page and CHALLENGE in page and "Check now" in page
    assert "Next scheduled re-check" in page and "Last checked" in page
    client.post(f"/claims/{claim.pk}/check/")
    page = client.get(claim.get_absolute_url()).content.decode()
    assert "dns-nxdomain" in page and "does not exist" in page
    zone.records[CHALLENGE] = [("TXT", value)]
    client.post(f"/claims/{claim.pk}/check/")
    page = client.get(claim.get_absolute_url()).content.decode()
    assert "Verified" in page and "Other owners" in page
    claim.refresh_from_db()
    assert f"Verified</span> since {claim.verified_at:%Y-%m-%d %H:%M} UTC" in page
    assert "Edit listing" in client.get(server.get_absolute_url()).content.decode()


def test_a_bad_domain_keeps_the_form_and_says_why(client, charlie, server):
    client.force_login(charlie)
    response = client.post(f"/servers/{server.slug}/claim/", {"method": "dns", "domain": "test"})
    assert response.status_code == 400 and "not one of the available choices" in response.text
    assert not Claim.objects.exists()


def test_with_both_methods_the_dns_domain_is_asked_for_only_with_dns(client, charlie):
    server = make_server(
        "Both", endpoint_url="https://mcp.both.test/mcp", repository_url="https://github.com/o/r"
    )
    client.force_login(charlie)
    page = client.get(f"/servers/{server.slug}/claim/").text
    assert "(for the DNS method)" in page and "(optional)" not in page
    response = client.post(f"/servers/{server.slug}/claim/", {"method": "dns", "domain": ""})
    assert response.status_code == 400 and "Choose the domain" in response.text
    assert not Claim.objects.exists()
    response = client.post(f"/servers/{server.slug}/claim/", {"method": "repo", "domain": ""})
    assert response.status_code == 302 and Claim.objects.get().method == "repo"


def test_every_check_is_shown_a_page_at_a_time(client, charlie, server):
    from verification.models import ClaimCheck

    claim = new_claim(charlie, server)
    start = timezone.now() - datetime.timedelta(days=60)
    ClaimCheck.objects.bulk_create(
        ClaimCheck(claim=claim, kind="manual", method="dns", verified=False,
                   label=f"dns-check-{n:02d}", checked_at=start + datetime.timedelta(hours=n))
        for n in range(55)
    )  # fmt: skip
    client.force_login(charlie)
    first = client.get(f"/claims/{claim.pk}/").text
    assert "Every check (55)" in first and "Page 1 of 2" in first
    assert "dns-check-54" in first and "dns-check-04" not in first  # newest first
    second = client.get(f"/claims/{claim.pk}/?page=2").text
    assert all(f"dns-check-0{n}" in second for n in range(5))


def test_an_account_with_claims_cannot_be_deleted_with_its_record(charlie, server):
    from django.db.models import ProtectedError

    new_claim(charlie, server)
    with pytest.raises(ProtectedError):
        charlie.delete()
    assert Claim.objects.filter(user=charlie).exists()


def test_an_outsider_cannot_see_a_token_or_act_on_a_claim(client, charlie, bob, server):
    claim = new_claim(charlie, server)
    token = selectors.claim_token(claim)
    client.force_login(bob)
    for url in (f"/claims/{claim.pk}/", f"/api/v1/claims/{claim.pk}"):
        response = client.get(url)
        assert response.status_code == 404 and token not in response.content.decode()
    for action in ("check", "withdraw", "reissue", "coowners"):
        assert client.post(f"/claims/{claim.pk}/{action}/").status_code == 404
    assert client.post(f"/api/v1/claims/{claim.pk}/checks").status_code == 404
    new_claim(bob, server)
    mine = client.get("/api/v1/claims/").json()["results"]
    assert [c["id"] for c in mine] != [] and claim.pk not in [c["id"] for c in mine]
    assert token not in client.get("/api/v1/claims/").content.decode()
    claim.refresh_from_db()
    assert claim.status == "pending" and not claim.checks.exists()


def test_staff_read_a_claim_without_its_token(client, reviewer, charlie, server):
    claim = new_claim(charlie, server)
    client.force_login(reviewer)
    response = client.get(f"/claims/{claim.pk}/")
    assert response.status_code == 200 and selectors.claim_token(claim) not in response.text


def test_a_lapsed_owner_loses_the_rights(client, zone, charlie, server, recheck):
    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    client.force_login(charlie)
    assert client.get(f"/servers/{server.slug}/edit/").status_code == 200
    zone.records[CHALLENGE] = []
    for _ in range(3):
        recheck(claim)
    assert client.get(f"/servers/{server.slug}/edit/").status_code == 404
    claim.refresh_from_db()
    page = client.get(claim.get_absolute_url()).content.decode()
    assert f"Lapsed</span> on {claim.lapsed_at:%Y-%m-%d %H:%M} UTC" in page
    response = client.post(
        f"/servers/{server.slug}/assess/", {"assessment_type": "full"}, follow=True
    )
    assert not server.assessments.exists() and "only by a verified owner" in response.text


def test_staff_revoke_a_claim_from_the_admin(client, zone, charlie, server, settings):
    admin_user = make_user("root@example.org", is_staff=True, is_superuser=True)
    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    client.force_login(admin_user)
    response = client.post(
        "/admin/verification/claim/",
        {"action": "revoke", "_selected_action": [claim.pk]},
        follow=True,
    )
    assert "1 claim(s) revoked" in response.text
    claim.refresh_from_db()
    assert claim.status == "lapsed" and not user_owns_server(charlie, server)
    assert "staff revoked it" in ChangelogEntry.objects.get(kind="ownership_lapsed").body
    with pytest.raises(services.ClaimError):
        services.claim_revoke(claim=claim, by=charlie)


def test_co_owners_are_told_when_the_owner_is_revoked(
    zone, charlie, bob, server, mailoutbox, django_capture_on_commit_callbacks
):
    admin_user = make_user("root@example.org", is_staff=True, is_superuser=True)
    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    services.coowner_add(by=charlie, server=server, email="bob@example.org")
    with django_capture_on_commit_callbacks(execute=True):
        services.claim_revoke(claim=claim, by=admin_user)
    assert not user_owns_server(bob, server)
    (mail,) = mailoutbox
    assert mail.to == ["bob@example.org"] and "staff revoked it" in mail.body
