"""Reads about opt-outs: a server's active one, a confirmation link's record, and how
an address is tied to a server."""

from __future__ import annotations

from certification.models import Server
from certification.ownership import endpoint_domains
from optouts.models import OptOut, token_digest


def email_matches_server(email: str, server: Server) -> str | None:
    """How ``email`` is tied to ``server``: a ``Confirmation`` value, or None."""
    email = email.strip().lower()
    if server.contact_email and email == server.contact_email.strip().lower():
        return OptOut.Confirmation.LISTED_CONTACT
    domain = email.rpartition("@")[2]
    if domain and domain in endpoint_domains(server):
        return OptOut.Confirmation.ENDPOINT_DOMAIN
    return None


def active_opt_out(server: Server) -> OptOut | None:
    return server.opt_outs.active().order_by("effective_at").first()


def optout_for_token(token: str) -> OptOut | None:
    """The record a confirmation link names, used or not (its status says which)."""
    if not token:
        return None
    return (
        OptOut.objects.select_related("server")
        .filter(confirmation_hash=token_digest(token))
        .first()
    )
