"""The address rules for every outgoing connection (docs/assessments.md, "The live test": no SSRF).

Every connection Sagentum opens to a URL it was given — the documentation
fetch, the repository raw-file fetch of owner verification, the live harness —
goes through these rules, and they are checked on the address actually
connected to, not only on the name:

- ``check_url``: the scheme is ``https`` (``http`` too only when private
  targets are allowed), the URL names a host, has a valid port, and carries
  no user name or password.
- ``check_address``: the address is global unicast. Refused: loopback,
  unspecified, link-local (including the cloud metadata address
  169.254.169.254), multicast, carrier-grade NAT (100.64.0.0/10), private
  (RFC 1918, unique-local fc00::/7, documentation and benchmarking ranges),
  IPv6 site-local, reserved, and anything else that is not global. IPv4
  addresses carried inside IPv6 (IPv4-mapped ``::ffff:a.b.c.d``, 6to4
  ``2002::/16``, NAT64 ``64:ff9b::/96``) are judged by the IPv4 address
  they carry.
- With ``allow_private=True`` (setting ``ALLOW_PRIVATE_TARGETS``, development
  and tests only) loopback is allowed as well — and nothing else.
- ``resolve``: a host name resolves within a timeout, and every address it
  resolves to must pass ``check_address``; one bad address refuses the host,
  so a name cannot mix a public and a private answer.
"""

from __future__ import annotations

import concurrent.futures
import ipaddress
import socket
import urllib.parse

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

CARRIER_GRADE_NAT = ipaddress.ip_network("100.64.0.0/10")
NAT64_PREFIX = ipaddress.ip_network("64:ff9b::/96")


class TargetError(Exception):
    """A target that may not or could not be used: a reason label and a short detail."""

    def __init__(self, label: str, detail: str) -> None:
        super().__init__(f"{label}: {detail}")
        self.label = label
        self.detail = detail


class TargetRefused(TargetError):
    """The URL or an address it leads to is not allowed by the address rules.

    Labels: ``refused-scheme``, ``refused-credentials``, ``refused-url``,
    ``refused-address``.
    """


class ResolutionFailed(TargetError):
    """The host name did not resolve in time (label ``dns-failed`` or ``timeout``)."""


def allowed_schemes(*, allow_private: bool) -> tuple[str, ...]:
    return ("https", "http") if allow_private else ("https",)


def check_url(url: str, *, allow_private: bool) -> urllib.parse.SplitResult:
    """The parts of ``url`` when it may be fetched; raises ``TargetRefused`` otherwise.

    Rules: ``https`` only (``http`` too when ``allow_private``); a host is named;
    the port, if any, is a valid port number; no user name or password in the
    URL; no whitespace or control characters. Addresses are not checked here
    (see ``resolve``), because a name is only safe once its addresses are.
    """
    if any(ord(char) <= 0x20 or ord(char) == 0x7F for char in url):
        raise TargetRefused("refused-url", "the URL contains whitespace or control characters")
    parts = urllib.parse.urlsplit(url)
    scheme = parts.scheme.lower()
    if scheme not in allowed_schemes(allow_private=allow_private):
        allowed = " or ".join(allowed_schemes(allow_private=allow_private))
        raise TargetRefused("refused-scheme", f"{scheme or 'no'} scheme; only {allowed} is allowed")
    if parts.username is not None or parts.password is not None or "@" in parts.netloc:
        raise TargetRefused("refused-credentials", "the URL carries credentials")
    if not parts.hostname:
        raise TargetRefused("refused-url", "the URL names no host")
    try:
        parts.port  # noqa: B018 - raises ValueError on a bad port
    except ValueError:
        raise TargetRefused("refused-url", "the URL has an invalid port") from None
    return parts


def default_port(parts: urllib.parse.SplitResult) -> int:
    """The port a URL connects to: the explicit one, else 443 for https and 80 for http."""
    return parts.port or (443 if parts.scheme.lower() == "https" else 80)


def _embedded_ipv4(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    if ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    if ip.sixtofour is not None:
        return ip.sixtofour
    if ip in NAT64_PREFIX:
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


def _refusal(ip: IPAddress) -> str | None:
    """What kind of non-public address ``ip`` is, or None for a global unicast one."""
    checks = (
        (ip.is_unspecified, "an unspecified address"),
        (ip.is_link_local, "a link-local address"),
        (ip.is_multicast, "a multicast address"),
        (ip.version == 4 and ip in CARRIER_GRADE_NAT, "a carrier-grade NAT address"),
        (ip.is_private, "a private address"),
        (ip.version == 6 and ip.is_site_local, "a site-local address"),
        (ip.is_reserved, "a reserved address"),
        (not ip.is_global, "not a global unicast address"),
    )
    return next((kind for refused, kind in checks if refused), None)


def check_address(ip: str | IPAddress, *, allow_private: bool) -> None:
    """Raise ``TargetRefused("refused-address", …)`` unless ``ip`` may be connected to.

    Allowed: global unicast addresses; loopback as well when ``allow_private``.
    An IPv4 address carried in IPv6 (mapped, 6to4, NAT64) is judged as that IPv4
    address. Everything else listed in this module's docstring is refused.
    """
    try:
        address = ipaddress.ip_address(ip)
    except ValueError:
        raise TargetRefused("refused-address", f"{ip!r} is not an IP address") from None
    if address.version == 6:
        embedded = _embedded_ipv4(address)
        if embedded is not None:
            try:
                check_address(embedded, allow_private=allow_private)
            except TargetRefused as exc:
                raise TargetRefused("refused-address", f"{address} carries {exc.detail}") from None
            return
    if address.is_loopback:
        if allow_private:
            return
        raise TargetRefused("refused-address", f"{address} is a loopback address")
    kind = _refusal(address)
    if kind is not None:
        raise TargetRefused("refused-address", f"{address} is {kind}")


_PSL = None


def registrable_domain(host: str) -> str | None:
    """The registrable domain of a host name (``example.co.uk`` for ``a.b.example.co.uk``),
    by the Public Suffix List (loaded on first use); None for a public suffix itself."""
    global _PSL
    if _PSL is None:
        from publicsuffixlist import PublicSuffixList

        _PSL = PublicSuffixList()
    return _PSL.privatesuffix(host)


def is_ip_literal(host: str) -> bool:
    """Whether ``host`` is an IP address (IPv6 with or without brackets) rather than a name."""
    return _literal(host) is not None


def _literal(host: str) -> IPAddress | None:
    try:
        return ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return None


def _getaddrinfo(host: str, port: int) -> list[str]:
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP)
    return [str(info[4][0]) for info in infos]


def _lookup(host: str, port: int, timeout: float) -> list[str]:
    # getaddrinfo has no timeout of its own: run it in a thread and stop waiting.
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="resolve")
    try:
        return pool.submit(_getaddrinfo, host, port).result(timeout=timeout)
    except concurrent.futures.TimeoutError:
        raise ResolutionFailed("timeout", f"{host} did not resolve within {timeout:g} s") from None
    except (OSError, UnicodeError) as exc:
        raise ResolutionFailed("dns-failed", f"{host} did not resolve ({exc})") from None
    finally:
        pool.shutdown(wait=False)


def resolve(host: str, port: int, timeout: float, *, allow_private: bool) -> list[IPAddress]:
    """The addresses ``host`` resolves to, every one of them checked by ``check_address``.

    An IP literal is checked without a lookup. Raises ``TargetRefused`` when any
    resolved address is refused (not only the first), ``ResolutionFailed`` when
    the name does not resolve within ``timeout`` seconds.
    """
    literal = _literal(host)
    if literal is not None:
        check_address(literal, allow_private=allow_private)
        return [literal]
    addresses: list[IPAddress] = []
    for text in _lookup(host, port, timeout):
        address = ipaddress.ip_address(text)
        if address not in addresses:
            addresses.append(address)
    if not addresses:
        raise ResolutionFailed("dns-failed", f"{host} resolved to no address")
    for address in addresses:
        try:
            check_address(address, allow_private=allow_private)
        except TargetRefused as exc:
            raise TargetRefused("refused-address", f"{host} resolves to {exc.detail}") from None
    return addresses
