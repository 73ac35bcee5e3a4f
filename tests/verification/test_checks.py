"""The two proofs against real servers on loopback: a DNS server and an HTTP forge."""

from __future__ import annotations

import time

import pytest

from tests.builders import HASH, OTHER, PATH, REPO, UA, VALUE
from tests.localhttp import LocalHTTPServer
from verification import checks

CHALLENGE = "_sagentum-challenge.example.test"


def test_the_value_at_the_challenge_name_verifies(zone):
    zone.records[CHALLENGE] = [("TXT", VALUE)]
    result = checks.check_dns("example.test", HASH)
    assert result.verified and result.label == "verified"
    assert result.found_at == CHALLENGE and result.looked_at == f"TXT {CHALLENGE}"
    assert (CHALLENGE, "TXT") in zone.queries


def test_the_record_is_looked_up_under_the_chosen_domain_only(zone):
    # Which domains a claim may choose (the host or a parent) is claim_domains' rule,
    # tested with the claim flow; the check itself reads only the chosen one.
    zone.records[CHALLENGE] = [("TXT", VALUE)]
    assert checks.check_dns("example.test", HASH).verified
    assert not checks.check_dns("mcp.example.test", HASH).verified
    assert ("_sagentum-challenge.mcp.example.test", "TXT") in zone.queries


def test_split_strings_are_joined(zone):
    zone.records[CHALLENGE] = [("TXT", VALUE[:25], VALUE[25:])]
    assert checks.check_dns("example.test", HASH).verified


def test_any_matching_value_among_several_records_counts(zone):
    zone.records[CHALLENGE] = [
        ("TXT", "v=spf1 -all"),
        ("TXT", f"sagentum-verification={OTHER}"),
        ("TXT", VALUE),
    ]
    assert checks.check_dns("example.test", HASH).verified


@pytest.mark.parametrize("chase", [True, False])
def test_cnames_are_followed(zone, chase):
    zone.chase_cnames = chase
    zone.records[CHALLENGE] = [("CNAME", "proofs.example.test")]
    zone.records["proofs.example.test"] = [("TXT", VALUE)]
    result = checks.check_dns("example.test", HASH)
    assert result.verified and result.found_at == "proofs.example.test"


def test_another_token_is_reported_as_such(zone):
    zone.records[CHALLENGE] = [("TXT", f"sagentum-verification={OTHER}")]
    result = checks.check_dns("example.test", HASH)
    assert (result.verified, result.label, result.retryable) == (False, "dns-wrong-token", False)
    assert CHALLENGE in result.detail and OTHER not in result.detail


@pytest.mark.parametrize(
    "wrong",
    [
        "example.test",
        "_sagentum.example.test",
        "sagentum-challenge.example.test",
        "_sagentum-challenge.example.test.example.test",
    ],
)
def test_a_record_at_a_nearby_wrong_name_says_where_it_was_and_where_it_must_go(zone, wrong):
    zone.records[wrong] = [("TXT", VALUE)]
    result = checks.check_dns("example.test", HASH)
    assert result.label == "dns-wrong-name" and result.found_at == wrong
    assert f"found at {wrong}" in result.detail and f"TXT record at {CHALLENGE}" in result.detail
    assert "with this claim's token" in result.detail


def test_nxdomain(zone):
    result = checks.check_dns("example.test", HASH)
    assert result.label == "dns-nxdomain" and not result.retryable
    assert "does not exist" in result.detail and CHALLENGE in result.detail


def test_a_domain_too_long_for_the_nearby_names_is_still_answered(zone):
    domain = ".".join(["a" * 60, "b" * 60, "c" * 60, "example.test"])
    result = checks.check_dns(domain, HASH)  # _sagentum-challenge.<d>.<d> cannot exist
    assert result.label == "dns-nxdomain" and not result.verified


def test_a_name_with_other_records_only_has_no_record(zone):
    zone.records[CHALLENGE] = [("TXT", "google-site-verification=abc")]
    result = checks.check_dns("example.test", HASH)
    assert result.label == "dns-no-record" and "1 other TXT value" in result.detail


def test_a_timeout_is_retryable(zone):
    zone.timeouts.add(CHALLENGE)
    started = time.monotonic()
    result = checks.check_dns("example.test", HASH)
    assert result.label == "dns-timeout" and result.retryable
    assert time.monotonic() - started < 5


def test_servfail_is_retryable(zone):
    zone.servfail.add(CHALLENGE)
    result = checks.check_dns("example.test", HASH)
    assert result.label == "dns-servfail" and result.retryable


# ---------------------------------------------------------------------------- repository file


@pytest.fixture
def forge(settings):
    server = LocalHTTPServer().start()
    settings.ALLOW_PRIVATE_TARGETS = True
    settings.HARNESS_USER_AGENT = UA
    settings.VERIFICATION_FETCH_TIMEOUT = 1.0
    template = server.base + "/{owner}/{repo}/raw/HEAD/{path}"
    settings.REPO_RAW_URL_TEMPLATES = {"forge.test": template}
    yield server
    server.stop()


def test_the_file_with_the_value_on_a_line_of_its_own_verifies(forge):
    forge.serve(PATH, f"# Sagentum\n{VALUE}\n")
    result = checks.check_repo(REPO, HASH)
    assert result.verified and result.found_at == forge.url(PATH)
    assert [r.headers.get("User-Agent") for r in forge.requests_to(PATH)] == [UA]


def test_an_absent_file_is_404_with_the_url(forge):
    result = checks.check_repo(REPO, HASH)
    assert result.label == "repo-not-found" and not result.retryable
    assert forge.url(PATH) in result.detail and "HTTP 404" in result.detail


def test_a_file_without_the_value(forge):
    forge.serve(PATH, f"see {VALUE} for details\n")
    assert checks.check_repo(REPO, HASH).label == "repo-no-value"


def test_a_file_with_another_token(forge):
    forge.serve(PATH, f"sagentum-verification={OTHER}\n")
    assert checks.check_repo(REPO, HASH).label == "repo-wrong-token"


def test_an_oversize_file(forge):
    forge.serve(PATH, VALUE + "\n" + "x" * 5000)
    result = checks.check_repo(REPO, HASH)
    assert result.label == "repo-oversize" and "4096 bytes" in result.detail


def test_a_file_of_exactly_4096_bytes_is_read(forge):
    body = (VALUE + "\n").encode()
    forge.serve(PATH, body + b"#" * (4096 - len(body)))
    assert checks.check_repo(REPO, HASH).verified


def test_a_redirect_to_another_host_is_not_followed(forge):
    forge.redirect(PATH, f"http://localhost:{forge.port}/elsewhere")
    forge.serve("/elsewhere", VALUE)
    result = checks.check_repo(REPO, HASH)
    assert result.label == "repo-redirect" and not result.retryable
    assert forge.requests_to("/elsewhere") == []


def test_a_slow_forge_times_out_retryably(forge):
    def slow(request):
        time.sleep(2.5)

    forge.routes[PATH] = slow
    result = checks.check_repo(REPO, HASH)
    assert result.label == "repo-timeout" and result.retryable


def test_an_unsupported_forge_is_explained(forge):
    result = checks.check_repo("https://git.example.org/acme/weather", HASH)
    assert result.label == "repo-unsupported" and "DNS" in result.detail


def test_github_and_gitlab_raw_urls():
    assert checks.repo_file_url("https://github.com/acme/weather") == (
        "https://raw.githubusercontent.com/acme/weather/HEAD/.well-known/sagentum-verification.txt"
    )
    assert checks.repo_file_url("https://gitlab.com/acme/tools/weather.git") == (
        "https://gitlab.com/acme/tools/weather/-/raw/HEAD/.well-known/sagentum-verification.txt"
    )


def test_the_address_rules_apply_to_the_repository_fetch(forge, settings):
    settings.ALLOW_PRIVATE_TARGETS = False
    forge.serve(PATH, VALUE)
    result = checks.check_repo(REPO, HASH)
    assert result.label == "repo-refused" and not result.retryable
    assert forge.requests_to(PATH) == []


def test_a_redirect_on_the_same_host_to_another_page_is_not_taken_for_the_file(forge):
    forge.redirect(PATH, "/users/sign_in")
    forge.serve("/users/sign_in", "<html>Sign in</html>", content_type="text/html")
    result = checks.check_repo(REPO, HASH)
    assert result.label == "repo-redirect" and "private" in result.detail


def test_a_listing_without_a_repository():
    assert checks.check_repo("", HASH).label == "repo-missing"
