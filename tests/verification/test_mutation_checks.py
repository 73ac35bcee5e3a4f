"""What a failed repository fetch or a refused package tells the claimant, word for word:
the label, whether a later retry may succeed, and the instruction in the detail."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from certification.outbound.fetch import FetchError
from certification.packages import PackageRef
from tests.builders import HASH, OTHER, PATH, REPO, UA, VALUE
from tests.localhttp import LocalHTTPServer
from verification import checks
from verification.checks import CheckResult

URL = "https://forge.example.com/acme/weather/raw/HEAD/.well-known/sagentum-verification.txt"


@pytest.mark.parametrize(
    ("error", "label", "detail", "retryable"),
    [
        (
            FetchError("http-error", "404", status=404),
            "repo-not-found",
            f"No file at {URL} (HTTP 404). Commit .well-known/sagentum-verification.txt at "
            "the root of the default branch.",
            False,
        ),
        (
            FetchError("http-error", "502", status=502),
            "repo-http-error",
            f"{URL} answered HTTP 502.",
            True,
        ),
        (FetchError("http-error", "500", status=500), "repo-http-error", None, True),
        (FetchError("http-error", "499", status=499), "repo-http-error", None, False),
        (FetchError("http-error", "no status"), "repo-http-error", None, False),
        (
            FetchError("too-large", "over"),
            "repo-oversize",
            f"{URL} is larger than 4096 bytes; the file should hold only the value.",
            False,
        ),
        (
            FetchError("timeout", "slow"),
            "repo-timeout",
            f"Fetching {URL} took longer than 2.5 s; try again later.",
            True,
        ),
        (
            FetchError("cross-host-redirect", "to https://elsewhere.example"),
            "repo-redirect",
            f"{URL} redirected elsewhere (to https://elsewhere.example); redirects to other "
            "hosts are not followed.",
            False,
        ),
        (FetchError("too-many-redirects", "6 hops"), "repo-redirect", None, False),
        (
            FetchError("refused-address", "a private address"),
            "repo-refused",
            f"{URL} may not be fetched: a private address.",
            False,
        ),
        (
            FetchError("connection-failed", "connection reset"),
            "repo-unreachable",
            f"{URL} could not be fetched: connection reset.",
            True,
        ),
    ],
)
def test_a_failed_repository_fetch_says_what_to_do(settings, error, label, detail, retryable):
    settings.VERIFICATION_FETCH_TIMEOUT = 2.5
    result = checks._fetch_failure(error, URL)
    assert (result.verified, result.label, result.looked_at) == (False, label, URL)
    assert result.retryable is retryable
    if detail is not None:
        assert result.detail == detail


REF = PackageRef("pypi", "weather-mcp", "1.2.0")


@pytest.mark.parametrize(
    ("refusal", "label", "detail", "retryable"),
    [
        (
            "package-not-found",
            "package-not-found",
            f"{REF.spec} was not found in the package index Sagentum fetches from (gone). "
            "Publish that exact version, or list a version that exists.",
            False,
        ),
        (
            "hash-mismatch",
            "package-hash-mismatch",
            f"{REF.spec} was not read: the file fetched does not match the hash the index "
            "publishes for it (gone).",
            False,
        ),
        (
            "package-unverifiable",
            "package-unverifiable",
            f"{REF.spec} was not read: gone, so it cannot be checked.",
            False,
        ),
        (
            "network",
            "package-fetch-failed",
            f"{REF.spec} could not be fetched (network: gone). This is usually temporary; "
            "try again later.",
            True,
        ),
    ],
)
def test_a_refused_package_says_why_after_the_version_note(refusal, label, detail, retryable):
    result = checks._package_refused(
        SimpleNamespace(label=refusal, detail="gone"), REF, "The version changed. "
    )
    assert result == CheckResult(
        False, label, "The version changed. " + detail, REF.spec, retryable=retryable
    )


def test_where_a_package_names_itself_and_carries_the_token_by_registry():
    assert checks.package_where("npm") == '"mcpName" in package.json'
    assert checks.package_where("pypi") == (
        "a line mcp-name: <name> in the package's description (its README)"
    )
    assert checks._token_where("npm") == (
        "its README (a line of its own) or package.json (any field)"
    )
    assert checks._token_where("pypi") == (
        "its README, the package's description (a line of its own)"
    )
    assert checks._instruction("npm", "io.example/weather") == (
        '"mcpName": "io.example/weather" in package.json'
    )
    assert checks._instruction("pypi", "io.example/weather") == (
        "a line mcp-name: io.example/weather in the README (the package's description)"
    )


# The repository file, against a loopback forge as in tests/verification/test_checks.py.


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


def test_a_listing_without_a_repository_has_no_file_to_read():
    assert checks.check_repo("", HASH) == CheckResult(
        False, "repo-missing", "The listing names no repository, so there is no file to read.", ""
    )


def test_an_unsupported_forge_is_named_with_the_way_out():
    repository = "https://git.example.org/acme/weather"
    assert checks.check_repo(repository, HASH) == CheckResult(
        False,
        "repo-unsupported",
        f"Sagentum cannot read raw files from {repository}: GitHub and GitLab are supported "
        "(other forges by configuration). Use the DNS method instead.",
        repository,
    )


def test_the_value_found_names_the_file(forge):
    forge.serve(PATH, f"# Sagentum\n{VALUE}\n")
    url = forge.url(PATH)
    assert checks.check_repo(REPO, HASH) == CheckResult(
        True, "verified", f"The value was found in {url}.", url, url
    )


def test_a_file_that_is_not_utf8_is_still_read(forge):
    forge.serve(PATH, b"\xff\xfe caf\xe9\n" + VALUE.encode() + b"\n")
    assert checks.check_repo(REPO, HASH).label == "verified"


def test_a_same_host_redirect_names_where_it_went(forge):
    forge.redirect(PATH, "/users/sign_in")
    forge.serve("/users/sign_in", "<html>Sign in</html>", content_type="text/html")
    url, final = forge.url(PATH), forge.url("/users/sign_in")
    assert checks.check_repo(REPO, HASH) == CheckResult(
        False,
        "repo-redirect",
        f"{url} redirected to {final}, which is not the file (is the repository private?).",
        url,
        final,
    )


def test_another_token_and_no_value_are_told_apart(forge):
    url = forge.url(PATH)
    forge.serve(PATH, f"sagentum-verification={OTHER}\n")
    assert checks.check_repo(REPO, HASH) == CheckResult(
        False,
        "repo-wrong-token",
        f"{url} holds a sagentum-verification= line, but with another token (perhaps an "
        "earlier claim's, or another claimant's). Add a line with the value shown for this "
        "claim; other lines may stay, and any matching line counts.",
        url,
        url,
    )
    forge.serve(PATH, f"see {VALUE} for details\n")
    assert checks.check_repo(REPO, HASH) == CheckResult(
        False,
        "repo-no-value",
        f"{url} exists but has no line sagentum-verification=… of its own. Put the value on "
        "a line by itself.",
        url,
        url,
    )


# DNS, against the loopback zone server of tests/conftest.py.

CHALLENGE = "_sagentum-challenge.example.test"
WHERE = f"TXT {CHALLENGE}"


def test_a_dns_timeout_and_a_servfail_are_retryable_with_their_own_words(zone):
    zone.timeouts.add(CHALLENGE)
    assert checks.check_dns("example.test", HASH) == CheckResult(
        False,
        "dns-timeout",
        f"The DNS lookup of {CHALLENGE} timed out. This is usually temporary; try again later.",
        WHERE,
        retryable=True,
    )
    zone.timeouts.clear()
    zone.servfail.add(CHALLENGE)
    assert checks.check_dns("example.test", HASH) == CheckResult(
        False,
        "dns-servfail",
        f"The DNS servers answered {CHALLENGE} with an error (SERVFAIL or REFUSED). This is "
        "usually temporary (or a broken DNSSEC signature); try again later.",
        WHERE,
        retryable=True,
    )


def test_the_value_found_says_whether_a_cname_led_there(zone):
    zone.records[CHALLENGE] = [("TXT", VALUE)]
    assert checks.check_dns("example.test", HASH) == CheckResult(
        True, "verified", f"The value was found at {CHALLENGE}.", WHERE, CHALLENGE
    )
    zone.chase_cnames = False
    zone.records[CHALLENGE] = [("CNAME", "proofs.example.test")]
    zone.records["proofs.example.test"] = [("TXT", VALUE)]
    assert checks.check_dns("example.test", HASH) == CheckResult(
        True,
        "verified",
        f"The value was found at {CHALLENGE} (through the CNAME to proofs.example.test).",
        WHERE,
        "proofs.example.test",
    )


def test_a_txt_value_that_is_not_utf8_is_still_read(zone):
    zone.records[CHALLENGE] = [("TXT", b"caf\xe9"), ("TXT", VALUE)]
    assert checks.check_dns("example.test", HASH).verified


def test_a_cname_to_a_missing_name_names_the_missing_one(zone):
    zone.chase_cnames = False
    zone.records[CHALLENGE] = [("CNAME", "gone.example.test")]
    assert checks.check_dns("example.test", HASH) == CheckResult(
        False,
        "dns-nxdomain",
        f"The name gone.example.test does not exist (NXDOMAIN). Create a TXT record at "
        f"{CHALLENGE}.",
        WHERE,
    )


def test_a_challenge_name_too_long_to_exist_is_nxdomain(zone):
    domain = ".".join(["a" * 60, "b" * 60, "c" * 60, "d" * 40, "example.test"])
    result = checks.check_dns(domain, HASH)
    assert (result.label, result.verified, result.retryable) == ("dns-nxdomain", False, False)


def test_a_cname_loop_is_a_retryable_servfail(zone):
    zone.chase_cnames = False
    zone.records[CHALLENGE] = [("CNAME", "loop.example.test")]
    zone.records["loop.example.test"] = [("CNAME", CHALLENGE)]
    result = checks.check_dns("example.test", HASH)
    assert (result.label, result.retryable) == ("dns-servfail", True)


def test_a_name_with_no_txt_record_counts_no_other_values(zone):
    zone.records[CHALLENGE] = [("A", "192.0.2.1")]
    assert checks.check_dns("example.test", HASH) == CheckResult(
        False,
        "dns-no-record",
        f"No TXT record with a sagentum-verification= value at {CHALLENGE}.",
        WHERE,
    )


def test_another_token_at_the_challenge_name_is_told_word_for_word(zone):
    zone.records[CHALLENGE] = [("TXT", f"sagentum-verification={OTHER}")]
    assert checks.check_dns("example.test", HASH) == CheckResult(
        False,
        "dns-wrong-token",
        f"A TXT record at {CHALLENGE} holds a sagentum-verification= value, but with another "
        "token (perhaps from an earlier claim). Publish the value shown for this claim; you may "
        "keep or remove the old one.",
        WHERE,
        CHALLENGE,
    )


def test_a_value_at_a_nearby_name_says_whose_token_it_is(zone):
    zone.records["_sagentum.example.test"] = [("TXT", f"sagentum-verification={OTHER}")]
    assert checks.check_dns("example.test", HASH) == CheckResult(
        False,
        "dns-wrong-name",
        "A sagentum-verification= value (with another token) was found at "
        f"_sagentum.example.test, but it must be a TXT record at {CHALLENGE}.",
        WHERE,
        "_sagentum.example.test",
    )
    zone.records["_sagentum.example.test"] = [("TXT", VALUE)]
    assert "(with this claim's token)" in checks.check_dns("example.test", HASH).detail


def test_other_txt_values_are_counted_in_the_singular_and_plural(zone):
    zone.records[CHALLENGE] = [("TXT", "v=spf1 -all"), ("TXT", "google-site-verification=abc")]
    assert checks.check_dns("example.test", HASH).detail == (
        f"No TXT record with a sagentum-verification= value at {CHALLENGE} "
        "(2 other TXT values found there)."
    )
    zone.records[CHALLENGE] = [("TXT", "v=spf1 -all")]
    assert checks.check_dns("example.test", HASH).detail == (
        f"No TXT record with a sagentum-verification= value at {CHALLENGE} "
        "(1 other TXT value found there)."
    )


def _token(n: int) -> str:
    return f"{checks.VALUE_PREFIX}{'t' * 15}{n}"


def test_published_values_are_read_from_the_description_the_readmes_and_npm_package_json(
    tmp_path,
):
    files = tmp_path / "files"
    files.mkdir()
    bad = b"\xff\xfe not utf-8 "
    (files / "package.json").write_bytes(bad + f'{{"x": "{_token(1)}"}}'.encode())
    for n in range(2, 8):  # six READMEs: the first five (in name order) are read
        (files / f"README{n}.md").write_bytes(bad + _token(n).encode())
    (files / "README0").mkdir()  # a folder named like one: skipped, not an error
    npm = SimpleNamespace(registry="npm", files=str(files), metadata={"description": _token(0)})
    assert checks._published_values(npm) == [_token(0), _token(1), *map(_token, range(2, 6))]
    pypi = SimpleNamespace(registry="pypi", files=str(files), metadata={"description": _token(0)})
    assert _token(1) not in checks._published_values(pypi)  # package.json is npm's
    twice = SimpleNamespace(registry="pypi", files=str(files),
                            metadata={"description": f"{_token(2)}\n{_token(2)}"})  # fmt: skip
    assert checks._published_values(twice).count(_token(2)) == 1
    empty = SimpleNamespace(registry="pypi", files=str(tmp_path / "none"), metadata={})
    assert checks._published_values(empty) == []


@pytest.mark.parametrize("registry", ["npm", "pypi"])
def test_each_package_outcome_in_full_words(monkeypatch, tmp_path, registry):
    """The whole detail, where it looked and where it was found, for each outcome."""
    from certification.packages import fetch as fetching

    token = "t" * 24
    mine, other = checks.publish_value(token), checks.publish_value("o" * 24)
    answer = {}

    def fetched(ref):
        return SimpleNamespace(
            registry=registry,
            files=str(tmp_path),
            metadata={"description": answer["text"]},
            source=answer["source"],
            mcp_name=answer["name"],
        )

    monkeypatch.setattr(fetching, "fetch_package", fetched)
    spec = PackageRef(registry, "acme-tools", "2.0.0").spec
    npm = registry == "npm"
    where = (
        '"mcpName" in package.json'
        if npm
        else "a line mcp-name: <name> in the package's description (its README)"
    )
    token_where = (
        "its README (a line of its own) or package.json (any field)"
        if npm
        else "its README, the package's description (a line of its own)"
    )
    instruction = (
        '"mcpName": "io.acme/tools" in package.json'
        if npm
        else "a line mcp-name: io.acme/tools in the README (the package's description)"
    )

    def check(name, text, source="https://index.example/acme-tools-2.0.0", changed_from=""):
        answer.update(name=name, text=text, source=source)
        expected = checks.token_hash(token)
        return checks.check_package(
            registry, "acme-tools", "2.0.0", "io.acme/tools", expected, changed_from=changed_from
        )

    found = "https://index.example/acme-tools-2.0.0"
    assert check("io.acme/tools", mine) == CheckResult(
        True, "verified",
        f"{spec} names io.acme/tools ({where}) and carries this claim's token.", spec, found,
    )  # fmt: skip
    assert check("io.acme/tools", other) == CheckResult(
        False, "package-other-token",
        f"{spec} names io.acme/tools and holds a {checks.VALUE_PREFIX} line, but with another "
        "token (perhaps an earlier claim's): publish this claim's value in a new version and "
        "list that exact version.", spec, found)  # fmt: skip
    assert check("io.acme/tools", "", source="") == CheckResult(
        False, "package-no-token",
        f"{spec} names io.acme/tools, but carries no {checks.VALUE_PREFIX} line: add this "
        f"claim's value to {token_where}, publish a new version and list that exact version. "
        "The name is public; the token shows that you published it.", spec, spec)  # fmt: skip
    assert check(None, mine) == CheckResult(
        False, "package-no-name",
        f"{spec} names no MCP name: add {instruction}, publish it as a new version and list "
        "that exact version.", spec, found)  # fmt: skip
    changed = check("io.other/tools", mine, changed_from="1.0.0")
    assert changed == CheckResult(
        False, "package-wrong-name",
        "The listing's version of the package changed since the claim was made or last "
        f"verified (from 1.0.0 to 2.0.0); this check read 2.0.0. {spec} names "
        f"io.other/tools, but this listing's name is io.acme/tools. Change it to "
        f"{instruction}, publish a new version and list that exact version.", spec, found,
    )  # fmt: skip
    assert not check(None, mine, changed_from="2.0.0").detail.startswith("The listing's")
    answer.update(name=None, text=mine, source=found)
    unchanged = checks.check_package(registry, "acme-tools", "2.0.0", "io.acme/tools", "x")
    assert unchanged.detail.startswith(f"{spec} names no MCP name")  # no version note
