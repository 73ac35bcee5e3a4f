"""Claims end to end: services, pages, API, commands and re-verification, against a
real DNS server on loopback."""

from __future__ import annotations

import datetime
import json
import re

import pytest
from django.core.management import call_command
from django.utils import timezone

from certification.models import ChangelogEntry, Server, User
from tests.conftest import make_server, make_user
from tests.conftest import run_manage as manage
from verification import checks, selectors, services
from verification.models import Claim
from verification.selectors import user_owns_server

CHALLENGE = "_sagentum-challenge.example.test"


@pytest.fixture
def server(db) -> Server:
    return make_server("Weather", endpoint_url="https://mcp.example.test/mcp")


def publish(zone, claim, name=CHALLENGE):
    value = selectors.claim_instructions(claim)["value"]
    zone.records.setdefault(name, []).append(("TXT", value))
    return value


def new_claim(user, server, **options) -> Claim:
    options.setdefault("method", "dns")
    return services.claim_create(user=user, server=server, **options)


# ---------------------------------------------------------------------------- services


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


@pytest.fixture
def recheck(django_capture_on_commit_callbacks):
    """Make the claim's weekly check due and run the periodic task (mail goes on commit)."""

    def run(claim):
        Claim.objects.filter(pk=claim.pk).update(next_check_at=timezone.now())
        with django_capture_on_commit_callbacks(execute=True):
            return services.reverify_due()

    return run


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
    services.reverify_due()
    claim.refresh_from_db()
    assert claim.status == "expired" and claim.token_ciphertext == ""


# ---------------------------------------------------------------------------- pages


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
    response = client.post(
        f"/servers/{server.slug}/assess/", {"assessment_type": "full"}, follow=True
    )
    assert not server.assessments.exists() and "only by a verified owner" in response.text


# ---------------------------------------------------------------------------- API


def test_the_api_with_a_personal_token(client, zone, charlie, bob, server):
    from knox.models import AuthToken

    _, token = AuthToken.objects.create(user=charlie)
    auth = {"HTTP_AUTHORIZATION": f"Token {token}"}
    assert AuthToken.objects.get(user=charlie).digest != token  # stored hashed
    assert client.get("/api/v1/claims/").status_code in (401, 403)
    response = client.post(
        "/api/v1/claims/", {"server": server.slug, "method": "dns"},
        content_type="application/json", **auth,
    )  # fmt: skip
    assert response.status_code == 201, response.content
    created = response.json()
    assert created["publish"]["name"] == CHALLENGE
    zone.records[CHALLENGE] = [("TXT", created["publish"]["value"])]
    check = client.post(f"/api/v1/claims/{created['id']}/checks", **auth)
    assert check.status_code == 201 and check.json()["verified"] is True
    listed = client.get(f"/api/v1/claims/{created['id']}/checks", **auth).json()
    assert [c["label"] for c in listed] == ["verified"]
    again = client.post(
        "/api/v1/claims/", {"server": server.slug, "method": "dns"},
        content_type="application/json", **auth,
    )  # fmt: skip
    assert again.status_code == 400 and "already" in again.json()["detail"]
    _, other = AuthToken.objects.create(user=bob)
    response = client.get(f"/api/v1/claims/{created['id']}", HTTP_AUTHORIZATION=f"Token {other}")
    assert response.status_code == 404


def test_api_tokens_page_creates_shows_once_and_revokes(client, charlie):
    from knox.models import AuthToken

    client.force_login(charlie)
    page = client.post("/account/api-tokens/", follow=True).content.decode()
    stored = AuthToken.objects.get(user=charlie)
    shown = re.search(r'id="new-token">(sgt_[0-9a-f]+)<', page).group(1)
    assert shown.startswith(stored.token_key) and len(shown) > 60
    again = client.get("/account/api-tokens/").content.decode()
    assert shown not in again and stored.token_key in again  # shown once
    assert AuthToken.objects.filter(user=charlie).count() == 1
    client.post("/account/api-tokens/", {"revoke": stored.token_key})
    assert not AuthToken.objects.filter(user=charlie).exists()


# ---------------------------------------------------------------------------- commands


@pytest.mark.django_db(transaction=True)
def test_claim_and_verify_commands(zone, server):
    env = {"DNS_NAMESERVERS": zone.nameserver, "VERIFICATION_DNS_TIMEOUT": "1"}
    done = manage("claim", "--server", server.slug, "--email", "new@example.org",
                  "--method", "dns", "--domain", "example.test", env_extra=env)  # fmt: skip
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert set(printed) == {"claim", "method", "name", "value"}
    assert printed["method"] == "dns" and printed["name"] == CHALLENGE
    assert printed["value"].startswith("sagentum-verification=")
    claim_id = str(printed["claim"])

    missing = manage("verify", claim_id, env_extra=env)
    assert missing.returncode == 1 and "dns-nxdomain" in missing.stdout
    zone.records[CHALLENGE] = [("TXT", printed["value"])]
    verified = manage("verify", claim_id, env_extra=env)
    assert verified.returncode == 0 and verified.stdout.startswith("verified"), verified.stderr
    assert Claim.objects.get(pk=printed["claim"]).status == "verified"

    Claim.objects.filter(pk=printed["claim"]).update(status="withdrawn")
    ended = manage("verify", claim_id, env_extra=env)  # not verified, not a bad argument
    assert ended.returncode == 1 and ended.stdout.startswith("not verified"), ended.stderr
    assert "withdrawn" in ended.stdout
    assert manage("verify", "999999").returncode == 2
    assert manage("verify", "abc").returncode == 2
    bad = manage("claim", "--server", "nope", "--email", "x@example.org", "--method", "dns")
    assert bad.returncode == 2 and "no server" in bad.stderr
    bad = manage("claim", "--server", server.slug, "--email", "not-an-email", "--method", "dns")
    assert bad.returncode == 2
    bad = manage("claim", "--server", server.slug, "--email", "y@example.org", "--method", "ftp")
    assert bad.returncode == 2
    bad = manage("claim", "--server", server.slug, "--email", "y@example.org", "--method", "dns",
                 "--domain", "test")  # fmt: skip
    assert bad.returncode == 2 and "public suffixes" in bad.stderr
    bad = manage("claim", "--server", server.slug, "--email", "y@example.org", "--method", "dns",
                 "--domain", "")  # fmt: skip
    assert bad.returncode == 2 and "--domain is empty" in bad.stderr
    args = ("claim", "--server", server.slug, "--email", "z@example.org", "--method", "dns")
    first = json.loads(manage(*args).stdout)["claim"]
    again = manage(*args)
    assert again.returncode == 2 and f"(claim {first}, pending)" in again.stderr, again.stderr
    assert not User.objects.filter(email="y@example.org").exists()  # not left behind


def test_beat_runs_the_re_verification_task_hourly(zone, charlie, server, settings):
    from certification.celery import app
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
    from certification.services import server_update

    claim = new_claim(charlie, server)
    publish(zone, claim)
    services.claim_check(claim=claim)
    services.coowner_add(by=charlie, server=server, email="bob@example.org")
    server_update(server=server, endpoint_url="https://mcp.example.test/v2/mcp")  # same host
    assert user_owns_server(charlie, server)
    server_update(server=server, endpoint_url="https://mcp.victim.example/mcp")
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
        assert services.reverify_due(now=now) == 1
        assert services.reverify_due(now=now) == 0  # already reserved and done
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
    services.reverify_due()
    assert not user_owns_server(bob, server)


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
