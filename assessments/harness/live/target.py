"""What the live test connects to, and the address rules checked before it does."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from certification.outbound import netrules


@dataclass(frozen=True)
class LiveTarget:
    url: str = ""
    transport: str = "streamable_http"  # "sse", or "stdio" (command line only)
    command: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)  # added to a stdio server's environment
    # Ask a stateless-era server its name (one server/discover, from a spare call): for a
    # listing made from the command line, named by what the server calls itself.
    learn_name: bool = False
    headers: dict[str, str] = field(default_factory=dict)  # owner-supplied test credentials
    owner_arguments: dict[str, dict[str, Any]] = field(default_factory=dict)
    # False for a sandboxed package: ``env`` is its whole environment, nothing inherited.
    inherit_environment: bool = True
    # Folders the server serves, as it sees them (a sandboxed package's home); empty:
    # the existing folders named on the command line.
    roots: tuple[str, ...] = ()
    # A sandboxed package: no network but loopback inside its own namespace.
    offline: bool = False


def check_target(url: str, timeout: float, allow_private: bool) -> dict[str, str]:
    """The address rules, before any connection: https, public addresses only.

    Returns the pin for the transport: the URL's host name mapped to the checked
    address every connection will use (empty for an IP literal).
    """
    netrules.check_url(url, allow_private=allow_private)
    parts = urlsplit(url)
    port = netrules.default_port(parts)
    addresses = netrules.resolve(parts.hostname, port, timeout, allow_private=allow_private)
    if netrules.is_ip_literal(parts.hostname):
        return {}
    return {parts.hostname.lower(): str(addresses[0])}


def same_origin(url: str, endpoint: str) -> bool:
    """Same scheme, host and port as the endpoint (a malformed URL is not)."""
    try:
        one, two = urlsplit(url), urlsplit(endpoint)
        return (one.scheme, one.hostname, one.port) == (two.scheme, two.hostname, two.port)
    except ValueError:
        return False


def command_roots(command: tuple[str, ...]) -> list[str]:
    """Existing folders named on a stdio server's command line (``--repository=/srv/r``
    or ``/srv/r``), the program itself excluded."""
    import os

    roots = []
    for word in list(command)[1:50]:
        value = word.split("=", 1)[1] if word.startswith("-") and "=" in word else word
        if value.startswith("/") and os.path.isdir(value):
            roots.append(value.rstrip("/") or "/")
    return list(dict.fromkeys(roots))
