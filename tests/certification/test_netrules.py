"""The address rules of every outgoing connection (docs/assessments.md, "The live test")."""

from __future__ import annotations

import ipaddress

import pytest

from certification.outbound.netrules import (
    ResolutionFailed,
    TargetRefused,
    check_address,
    check_url,
    resolve,
)

PUBLIC = [
    "8.8.8.8",
    "1.1.1.1",
    "93.184.216.34",
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8",  # IPv4-mapped public address
    "64:ff9b::808:808",  # NAT64 of 8.8.8.8
    "2002:808:808::1",  # 6to4 of 8.8.8.8
]

LOOPBACK = ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]

# (address, what the refusal says)
NEVER_ALLOWED = [
    ("10.0.0.1", "private"),
    ("172.16.5.4", "private"),
    ("172.31.255.255", "private"),
    ("192.168.1.1", "private"),
    ("169.254.169.254", "link-local"),
    ("169.254.0.1", "link-local"),
    ("100.64.0.1", "carrier-grade NAT"),
    ("100.127.255.254", "carrier-grade NAT"),
    ("224.0.0.1", "multicast"),
    ("224.0.1.1", "multicast"),  # multicast that Python calls global
    ("239.255.255.250", "multicast"),
    ("240.0.0.1", "private"),  # reserved class E, listed private by the stdlib
    ("255.255.255.255", "private"),
    ("0.0.0.0", "unspecified"),  # noqa: S104 - an address to refuse, not to bind
    ("0.1.2.3", "private"),
    ("192.0.2.10", "private"),  # documentation range
    ("198.18.0.1", "private"),  # benchmarking range
    ("::", "unspecified"),
    ("fe80::1", "link-local"),
    ("fc00::1", "private"),
    ("fd12:3456:789a::1", "private"),
    ("fec0::1", "site-local"),
    ("ff02::1", "multicast"),
    ("ff0e::1", "multicast"),
    ("2001:db8::1", "private"),  # documentation
    ("100::1", "private"),  # discard-only
    ("::127.0.0.1", "reserved"),  # deprecated IPv4-compatible form
    ("::ffff:10.0.0.1", "private"),
    ("::ffff:169.254.169.254", "link-local"),
    ("::ffff:100.64.0.1", "carrier-grade NAT"),
    ("64:ff9b::a00:1", "private"),  # NAT64 of 10.0.0.1
    ("2002:a00:1::1", "private"),  # 6to4 of 10.0.0.1
    ("2002:a9fe:a9fe::1", "link-local"),  # 6to4 of 169.254.169.254
]


@pytest.mark.parametrize("address", PUBLIC)
@pytest.mark.parametrize("allow_private", [False, True])
def test_it_allows_global_unicast(address, allow_private):
    check_address(address, allow_private=allow_private)
    check_address(ipaddress.ip_address(address), allow_private=allow_private)


@pytest.mark.parametrize(("address", "kind"), NEVER_ALLOWED)
@pytest.mark.parametrize("allow_private", [False, True])
def test_it_refuses_non_public_addresses_even_when_private_targets_are_allowed(
    address, kind, allow_private
):
    with pytest.raises(TargetRefused) as caught:
        check_address(address, allow_private=allow_private)
    assert caught.value.label == "refused-address"
    assert kind in caught.value.detail


@pytest.mark.parametrize("address", LOOPBACK)
def test_it_refuses_loopback_by_default(address):
    with pytest.raises(TargetRefused, match="loopback"):
        check_address(address, allow_private=False)


@pytest.mark.parametrize("address", LOOPBACK)
def test_it_allows_loopback_only_when_private_targets_are_allowed(address):
    check_address(address, allow_private=True)


def test_it_refuses_what_is_not_an_address():
    with pytest.raises(TargetRefused) as caught:
        check_address("example.com", allow_private=True)
    assert caught.value.label == "refused-address"


# (url, allow_private, label or None when accepted)
URLS = [
    ("https://example.com/mcp", False, None),
    ("HTTPS://Example.COM:8443/docs?q=1", False, None),
    ("https://[2606:4700::1111]/", False, None),
    ("http://example.com/", False, "refused-scheme"),
    ("http://127.0.0.1:8000/", True, None),
    ("ftp://example.com/", True, "refused-scheme"),
    ("file:///etc/passwd", True, "refused-scheme"),
    ("gopher://example.com/", True, "refused-scheme"),
    ("example.com/mcp", True, "refused-scheme"),
    ("https://user:secret@example.com/", False, "refused-credentials"),
    ("https://token@example.com/", False, "refused-credentials"),
    ("https:///path-only", False, "refused-url"),
    ("https://example.com:99999/", False, "refused-url"),
    ("https://example.com:port/", False, "refused-url"),
    ("https://example.com/a b", False, "refused-url"),
    ("https://example.com/\r\nX-Injected: 1", False, "refused-url"),
]


@pytest.mark.parametrize(("url", "allow_private", "label"), URLS)
def test_check_url(url, allow_private, label):
    if label is None:
        parts = check_url(url, allow_private=allow_private)
        assert parts.hostname
        return
    with pytest.raises(TargetRefused) as caught:
        check_url(url, allow_private=allow_private)
    assert caught.value.label == label


def test_resolve_checks_ip_literals_without_a_lookup():
    assert resolve("8.8.8.8", 443, 1.0, allow_private=False) == [ipaddress.ip_address("8.8.8.8")]
    with pytest.raises(TargetRefused, match="private"):
        resolve("10.1.2.3", 443, 1.0, allow_private=True)


def test_resolve_refuses_a_name_that_resolves_to_loopback():
    with pytest.raises(TargetRefused) as caught:
        resolve("localhost", 80, 5.0, allow_private=False)
    assert caught.value.label == "refused-address"
    assert "localhost resolves to" in caught.value.detail


def test_resolve_allows_a_loopback_name_when_private_targets_are_allowed():
    addresses = resolve("localhost", 80, 5.0, allow_private=True)
    assert addresses
    assert all(address.is_loopback for address in addresses)


def test_resolve_refuses_a_name_when_any_address_is_refused(monkeypatch):
    # A name answering one public and one private address is refused as a whole.
    # The system resolver cannot be given such a name here; this is the one seam.
    monkeypatch.setattr(
        "certification.outbound.netrules._getaddrinfo", lambda host, port: ["8.8.8.8", "10.0.0.7"]
    )
    with pytest.raises(TargetRefused, match=r"10\.0\.0\.7"):
        resolve("mixed.example", 443, 1.0, allow_private=False)


def test_resolve_reports_a_name_that_does_not_resolve():
    with pytest.raises(ResolutionFailed) as caught:
        resolve("does-not-exist.invalid", 443, 5.0, allow_private=False)
    assert caught.value.label in ("dns-failed", "timeout")


@pytest.mark.parametrize(
    ("host", "address"),
    [
        ("127.1", "127.0.0.1"),
        ("0x7f000001", "127.0.0.1"),
        ("2130706433", "127.0.0.1"),
        ("0177.0.0.1", "127.0.0.1"),
        ("0", "0.0.0.0"),  # noqa: S104 - an address to refuse, not to bind
    ],
)
def test_odd_spellings_of_an_address_are_judged_by_what_they_resolve_to(host, address):
    with pytest.raises(TargetRefused) as caught:
        resolve(host, 80, 5.0, allow_private=False)
    assert f"{host} resolves to {address}" in caught.value.detail
