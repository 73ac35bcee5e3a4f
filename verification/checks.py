"""The three proofs of ownership, looked up once each: a DNS TXT record, a repository
file, and the name a listed package says it is published as.

Each returns a ``CheckResult``: verified or not, a reason label, a sentence
saying exactly what was found where and where it must go, and whether the
failure is worth retrying (a timeout or SERVFAIL) or final.

A token is never stored in clear: a published value counts when the SHA-256
of its token equals the claim's ``token_hash``.

Labels — DNS: ``dns-no-record``, ``dns-wrong-token``, ``dns-wrong-name``,
``dns-nxdomain``, ``dns-timeout`` and ``dns-servfail`` (both retryable).
Repository file: ``repo-not-found``, ``repo-no-value``, ``repo-wrong-token``,
``repo-oversize``, ``repo-timeout`` (retryable), ``repo-redirect``,
``repo-http-error`` (retryable for 5xx), ``repo-unreachable`` (retryable),
``repo-refused``, ``repo-unsupported``, ``repo-missing``.
Package: ``package-not-found``, ``package-no-name``, ``package-wrong-name``,
``package-no-token``, ``package-other-token``, ``package-hash-mismatch``,
``package-unverifiable``, ``package-fetch-failed`` (retryable). A package proof
counts when the exact version names the listing the way the MCP Registry proves it
(npm ``mcpName`` in ``package.json``, PyPI a line ``mcp-name: <name>`` in the
description) and carries the claim's token beside it: the name alone is public.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import re
from dataclasses import dataclass

import dns.exception
import dns.name
import dns.nameserver
import dns.rdatatype
import dns.resolver
from django.conf import settings

from certification.outbound import fetch as fetching

VALUE_PREFIX = "sagentum-verification="
CHALLENGE_LABEL = "_sagentum-challenge"
REPO_FILE_PATH = ".well-known/sagentum-verification.txt"
REPO_FILE_MAX_BYTES = 4096
MAX_CNAME_HOPS = 8


@dataclass(frozen=True)
class CheckResult:
    verified: bool
    label: str
    detail: str
    looked_at: str
    found_at: str = ""
    retryable: bool = False


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def publish_value(token: str) -> str:
    return f"{VALUE_PREFIX}{token}"


def challenge_name(domain: str) -> str:
    return f"{CHALLENGE_LABEL}.{domain}"


def _matches(value: str, expected_hash: str) -> bool:
    value = value.strip()
    if not value.startswith(VALUE_PREFIX):
        return False
    return hmac.compare_digest(token_hash(value[len(VALUE_PREFIX) :].strip()), expected_hash)


def _is_ours(value: str) -> bool:
    return value.strip().startswith(VALUE_PREFIX)


# ---------------------------------------------------------------------------- DNS


@dataclass(frozen=True)
class _Lookup:
    outcome: str  # "answer" (possibly no values), "nxdomain", "timeout", "servfail"
    values: tuple[str, ...] = ()
    name: str = ""  # where the values were found, after CNAMEs


def _resolver() -> dns.resolver.Resolver:
    servers = settings.DNS_NAMESERVERS
    resolver = dns.resolver.Resolver(configure=not servers)
    if servers:
        resolver.nameservers = [dns.nameserver.Do53Nameserver(ip, port) for ip, port in servers]
    lifetime = settings.VERIFICATION_DNS_TIMEOUT
    resolver.timeout = lifetime
    resolver.lifetime = lifetime
    resolver.cache = None
    return resolver


def _txt(resolver: dns.resolver.Resolver, name: str) -> _Lookup:
    """TXT values at ``name``, following CNAMEs (also those the server did not chase)."""
    try:
        current = dns.name.from_text(name)
    except dns.exception.DNSException:  # too long, or an empty label: no such name can exist
        return _Lookup("nxdomain", name=name)
    for _ in range(MAX_CNAME_HOPS):
        try:
            answer = resolver.resolve(current, "TXT", raise_on_no_answer=False, search=False)
        except dns.resolver.NXDOMAIN:
            return _Lookup("nxdomain", name=current.to_text(omit_final_dot=True))
        except dns.exception.Timeout:
            return _Lookup("timeout", name=current.to_text(omit_final_dot=True))
        except (dns.resolver.NoNameservers, dns.resolver.YXDOMAIN):
            return _Lookup("servfail", name=current.to_text(omit_final_dot=True))
        except dns.exception.DNSException:  # e.g. a malformed answer: retry later
            return _Lookup("servfail", name=current.to_text(omit_final_dot=True))
        if answer.rrset is not None:
            values = tuple(
                b"".join(rdata.strings).decode("utf-8", "replace") for rdata in answer.rrset
            )
            return _Lookup("answer", values, answer.canonical_name.to_text(omit_final_dot=True))
        if answer.canonical_name == current:
            return _Lookup("answer", (), current.to_text(omit_final_dot=True))
        current = answer.canonical_name  # a CNAME whose target the server did not include
    return _Lookup("servfail", name=current.to_text(omit_final_dot=True))


def nearby_names(domain: str) -> list[str]:
    """Names where a record is often put by mistake, in the order they are reported."""
    return [
        domain,
        f"_sagentum.{domain}",
        f"sagentum-challenge.{domain}",
        f"{CHALLENGE_LABEL}.{domain}.{domain}",
    ]


def check_dns(domain: str, expected_hash: str) -> CheckResult:
    resolver = _resolver()
    name = challenge_name(domain)
    lookup = _txt(resolver, name)
    where = f"TXT {name}"
    via = f" (through the CNAME to {lookup.name})" if lookup.name and lookup.name != name else ""
    if lookup.outcome == "timeout":
        return CheckResult(
            False, "dns-timeout",
            f"The DNS lookup of {name} timed out. This is usually temporary; try again later.",
            where, retryable=True,
        )  # fmt: skip
    if lookup.outcome == "servfail":
        return CheckResult(
            False, "dns-servfail",
            f"The DNS servers answered {name} with an error (SERVFAIL or REFUSED). This is "
            "usually temporary (or a broken DNSSEC signature); try again later.",
            where, retryable=True,
        )  # fmt: skip
    if any(_matches(value, expected_hash) for value in lookup.values):
        return CheckResult(
            True, "verified", f"The value was found at {name}{via}.", where, lookup.name or name
        )
    ours = [value for value in lookup.values if _is_ours(value)]
    if ours:
        return CheckResult(
            False, "dns-wrong-token",
            f"A TXT record at {name}{via} holds a {VALUE_PREFIX} value, but with another "
            "token (perhaps from an earlier claim). Publish the value shown for this claim; "
            "you may keep or remove the old one.",
            where, lookup.name or name,
        )  # fmt: skip
    for nearby in nearby_names(domain):
        found = _txt(resolver, nearby)
        if any(_is_ours(value) for value in found.values):
            token_note = (
                "with this claim's token"
                if any(_matches(value, expected_hash) for value in found.values)
                else "with another token"
            )
            return CheckResult(
                False, "dns-wrong-name",
                f"A {VALUE_PREFIX} value ({token_note}) was found at {found.name or nearby}, "
                f"but it must be a TXT record at {name}.",
                where, found.name or nearby,
            )  # fmt: skip
    if lookup.outcome == "nxdomain":
        return CheckResult(
            False, "dns-nxdomain",
            f"The name {lookup.name or name} does not exist (NXDOMAIN). Create a TXT record "
            f"at {name}.",
            where,
        )  # fmt: skip
    others = len(lookup.values)
    also = f" ({others} other TXT value{'s' if others != 1 else ''} found there)" if others else ""
    return CheckResult(
        False, "dns-no-record",
        f"No TXT record with a {VALUE_PREFIX} value at {name}{via}{also}.",
        where,
    )  # fmt: skip


# ---------------------------------------------------------------------------- repository file


def repo_file_url(repository_url: str) -> str | None:
    return fetching.raw_file_url(repository_url, REPO_FILE_PATH)


def check_repo(repository_url: str, expected_hash: str) -> CheckResult:
    if not repository_url:
        return CheckResult(
            False, "repo-missing",
            "The listing names no repository, so there is no file to read.", "",
        )  # fmt: skip
    url = repo_file_url(repository_url)
    if url is None:
        return CheckResult(
            False, "repo-unsupported",
            f"Sagentum cannot read raw files from {repository_url}: GitHub and GitLab are "
            "supported (other forges by configuration). Use the DNS method instead.",
            repository_url,
        )  # fmt: skip
    try:
        result = fetching.fetch(
            url,
            max_bytes=REPO_FILE_MAX_BYTES,
            timeout=settings.VERIFICATION_FETCH_TIMEOUT,
            allow_redirects_to_other_hosts=False,
        )
    except fetching.FetchError as error:
        return _fetch_failure(error, url)
    if not result.final_url.endswith("/" + REPO_FILE_PATH):
        return CheckResult(
            False, "repo-redirect",
            f"{url} redirected to {result.final_url}, which is not the file (is the "
            "repository private?).",
            url, result.final_url,
        )  # fmt: skip
    text = result.body.decode("utf-8", "replace")
    lines = [line.strip() for line in text.splitlines()]
    if any(_matches(line, expected_hash) for line in lines):
        return CheckResult(True, "verified", f"The value was found in {url}.", url, url)
    if any(_is_ours(line) for line in lines):
        return CheckResult(
            False, "repo-wrong-token",
            f"{url} holds a {VALUE_PREFIX} line, but with another token (perhaps an earlier "
            "claim's, or another claimant's). Add a line with the value shown for this claim; "
            "other lines may stay, and any matching line counts.",
            url, url,
        )  # fmt: skip
    return CheckResult(
        False, "repo-no-value",
        f"{url} exists but has no line {VALUE_PREFIX}… of its own. Put the value on a line "
        "by itself.",
        url, url,
    )  # fmt: skip


def _fetch_failure(error: fetching.FetchError, url: str) -> CheckResult:
    label, detail, retryable = "repo-unreachable", error.detail, True
    if error.label == "http-error" and error.status == 404:
        label, retryable = "repo-not-found", False
        detail = (
            f"No file at {url} (HTTP 404). Commit {REPO_FILE_PATH} at the root of the "
            "default branch."
        )
    elif error.label == "http-error":
        label, retryable = "repo-http-error", (error.status or 0) >= 500
        detail = f"{url} answered HTTP {error.status}."
    elif error.label == "too-large":
        label, retryable = "repo-oversize", False
        detail = (
            f"{url} is larger than {REPO_FILE_MAX_BYTES} bytes; the file should hold only "
            "the value."
        )
    elif error.label == "timeout":
        label = "repo-timeout"
        limit = settings.VERIFICATION_FETCH_TIMEOUT
        detail = f"Fetching {url} took longer than {limit:g} s; try again later."
    elif error.label in ("cross-host-redirect", "too-many-redirects"):
        label, retryable = "repo-redirect", False
        detail = (
            f"{url} redirected elsewhere ({error.detail}); redirects to other hosts are "
            "not followed."
        )
    elif error.label.startswith("refused"):
        label, retryable = "repo-refused", False
        detail = f"{url} may not be fetched: {error.detail}."
    else:
        detail = f"{url} could not be fetched: {error.detail}."
    return CheckResult(False, label, detail, url, retryable=retryable)


# ---------------------------------------------------------------------------- package

PACKAGE_REFUSALS = {
    # the fetch's refusal label: (ours, retryable)
    "package-not-found": ("package-not-found", False),
    "hash-mismatch": ("package-hash-mismatch", False),
    "package-unverifiable": ("package-unverifiable", False),
}


def package_where(registry: str) -> str:
    """Where in a package of ``registry`` its MCP name is read."""
    if registry == "npm":
        return '"mcpName" in package.json'
    return "a line mcp-name: <name> in the package's description (its README)"


def check_package(
    registry: str,
    identifier: str,
    version: str,
    expected_name: str,
    expected_hash: str,
    *,
    changed_from: str = "",
) -> CheckResult:
    """Fetch exactly ``version`` of the package (hash-checked, never run) and compare the
    MCP name it says it is published as with ``expected_name``, and the claim's token it
    carries (a ``sagentum-verification=`` line in its README or description; npm: also
    anywhere in ``package.json``) with ``expected_hash``: the name alone is public, the
    token says the claimant published that version. ``changed_from``: the version checked
    before, when the listing's version has changed since."""
    from certification.packages import PackageRef, PackageRefused
    from certification.packages.fetch import fetch_package

    ref = PackageRef(registry, identifier, version)
    where = ref.spec
    note = (
        f"The listing's version of the package changed since the claim was made or last "
        f"verified (from {changed_from} to {version}); this check read {version}. "
        if changed_from and changed_from != version
        else ""
    )
    try:
        fetched = fetch_package(ref)
    except PackageRefused as refusal:
        return _package_refused(refusal, ref, note)
    found_at = fetched.source or where
    name = fetched.mcp_name
    if name == expected_name:
        values = _published_values(fetched)
        if any(_matches(value, expected_hash) for value in values):
            return CheckResult(
                True, "verified",
                f"{note}{ref.spec} names {expected_name} ({package_where(registry)}) and "
                "carries this claim's token.",
                where, found_at,
            )  # fmt: skip
        if values:
            return CheckResult(
                False, "package-other-token",
                f"{note}{ref.spec} names {expected_name} and holds a {VALUE_PREFIX} line, but "
                "with another token (perhaps an earlier claim's): publish this claim's value "
                "in a new version and list that exact version.",
                where, found_at,
            )  # fmt: skip
        return CheckResult(
            False, "package-no-token",
            f"{note}{ref.spec} names {expected_name}, but carries no {VALUE_PREFIX} line: add "
            f"this claim's value to {_token_where(registry)}, publish a new version and list "
            "that exact version. The name is public; the token shows that you published it.",
            where, found_at,
        )  # fmt: skip
    if name is None:
        return CheckResult(
            False, "package-no-name",
            f"{note}{ref.spec} names no MCP name: add {_instruction(registry, expected_name)}, "
            f"publish it as a new version and list that exact version.",
            where, found_at,
        )  # fmt: skip
    return CheckResult(
        False, "package-wrong-name",
        f"{note}{ref.spec} names {name}, but this listing's name is {expected_name}. "
        f"Change it to {_instruction(registry, expected_name)}, publish a new version and "
        "list that exact version.",
        where, found_at,
    )  # fmt: skip


TOKEN_LINE = re.compile(re.escape(VALUE_PREFIX) + r"[A-Za-z0-9_-]{16,100}")
MAX_README_BYTES = 512 * 1024


def _published_values(fetched) -> list[str]:
    """Every ``sagentum-verification=<token>`` the package's published text carries: its
    description and README files (and npm's ``package.json``)."""
    from pathlib import Path

    texts = [str(fetched.metadata.get("description") or "")]
    files = Path(fetched.files)
    if fetched.registry == "npm":
        with contextlib.suppress(OSError):
            texts.append((files / "package.json").read_text(encoding="utf-8", errors="replace"))
    for readme in sorted(files.glob("README*"))[:5]:
        with contextlib.suppress(OSError):
            texts.append(readme.read_bytes()[:MAX_README_BYTES].decode("utf-8", "replace"))
    return list(dict.fromkeys(m.group(0) for text in texts for m in TOKEN_LINE.finditer(text)))


def _token_where(registry: str) -> str:
    if registry == "npm":
        return "its README (a line of its own) or package.json (any field)"
    return "its README, the package's description (a line of its own)"


def _instruction(registry: str, name: str) -> str:
    if registry == "npm":
        return f'"mcpName": "{name}" in package.json'
    return f"a line mcp-name: {name} in the README (the package's description)"


def _package_refused(refusal, ref, note: str) -> CheckResult:
    label, retryable = PACKAGE_REFUSALS.get(refusal.label, ("package-fetch-failed", True))
    if label == "package-not-found":
        detail = (
            f"{ref.spec} was not found in the package index Sagentum fetches from "
            f"({refusal.detail}). Publish that exact version, or list a version that exists."
        )
    elif label == "package-hash-mismatch":
        detail = (
            f"{ref.spec} was not read: the file fetched does not match the hash the index "
            f"publishes for it ({refusal.detail})."
        )
    elif label == "package-unverifiable":
        detail = f"{ref.spec} was not read: {refusal.detail}, so it cannot be checked."
    else:
        detail = (
            f"{ref.spec} could not be fetched ({refusal.label}: {refusal.detail}). This is "
            "usually temporary; try again later."
        )
    return CheckResult(False, label, note + detail, ref.spec, retryable=retryable)
