"""Listing edits that end the proofs made for what they change: the pages, the admin, the
registry import and the commands edit listings through these, over the core's writes."""

from __future__ import annotations

from django.db import transaction

from certification.models import Server
from certification.registry import Entry
from certification.registry_import import ImportSummary, registry_import
from certification.services import server_packages_set, server_update
from verification.models import Claim
from verification.services import claims_after_listing_change


@transaction.atomic
def listing_update(*, server: Server, **fields) -> Server:
    """Edit a listing (``certification.services.server_update``) and end the proofs the
    edit leaves behind: a proof covers the endpoint or repository it was made for, not
    a new one. The pages, the admin and the commands edit listings through this."""
    locked = Server.objects.select_for_update().filter(pk=server.pk)
    before = locked.values("endpoint_url", "repository_url").get()
    updated = server_update(server=server, **fields)
    if any(before[name] != getattr(updated, name) for name in before):
        claims_after_listing_change(server=updated)
    return updated


@transaction.atomic
def listing_packages_set(*, server: Server, packages: list[dict]) -> Server:
    """Replace the listing's packages (``certification.services.server_packages_set``);
    a package claim whose package is gone or changed ends, as an edited endpoint's does."""
    updated = server_packages_set(server=server, packages=packages)
    if Claim.objects.active().filter(server=updated, method=Claim.Method.PACKAGE).exists():
        claims_after_listing_change(server=updated)  # only a package's proof rests on these
    return updated


def listings_import(entries: dict[str, Entry], **options) -> ImportSummary:
    """Import the MCP Registry (``certification.registry_import``), ending in the same
    transaction the proofs of the listings whose endpoint or repository it changed."""
    return registry_import(
        entries, **options, moved=lambda server: claims_after_listing_change(server=server)
    )
