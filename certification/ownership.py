"""Who may speak for a listing, as every layer above the core asks it: whether a user
holds a verified ownership claim on a server, and which domains the server's endpoint
lives under.

Claims are made, checked and ended by ``verification``; opt-outs (``optouts``), pages
and disputes only ask these questions. They read the claims through the listing's own
``claims`` relation, so that the siblings need not import each other.
"""

from __future__ import annotations

import urllib.parse

from certification.models import Server, User
from certification.outbound import netrules


def user_owns_server(user: User, server: Server) -> bool:
    """True when ``user`` holds a verified claim on ``server``."""
    if not user.is_authenticated:
        return False
    return server.claims.verified().filter(user=user).exists()


def endpoint_domains(server: Server) -> list[str]:
    """The endpoint's host and its parents, down to the registrable domain, never a
    public suffix (the domains a DNS claim may use, and an opt-out's address may be
    at). Empty for an IP address, a public-suffix host, or no endpoint."""
    if not server.endpoint_url:
        return []
    host = (urllib.parse.urlsplit(server.endpoint_url).hostname or "").rstrip(".").lower()
    if not host or netrules.is_ip_literal(host) or "." not in host:
        return []
    registrable = netrules.registrable_domain(host)
    if registrable is None:
        return []
    labels = host.split(".")
    floor = len(registrable.split("."))
    return [".".join(labels[i:]) for i in range(len(labels) - floor + 1)]
