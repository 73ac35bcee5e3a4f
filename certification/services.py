"""Writes to the core models. Views, commands and tasks call these.

Each write forgets what readers keep of it (``certification.invalidation``); a change
of a listing's status goes through ``certification.transitions``. What a listing edit
means for ownership claims is the ownership's business, a floor above:
``verification.listings.listing_update`` and ``listing_packages_set`` edit through
these and end the proofs the edit leaves behind.
"""

from __future__ import annotations

import re
from typing import Any

from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify

from certification.changelog import changelog_append
from certification.invalidation import public_record_changed
from certification.models import RubricVersion, Server, ServerPackage, User, WorkerHeartbeat
from certification.rubric import (
    check_quarterly_rule,
    check_rubric_data,
    forget_rubric_in_effect,
    parse_date,
)
from certification.transitions import transition


def unique_server_slug(name: str) -> str:
    # A package or registry name's separators become hyphens, not nothing:
    # "@acme/mcp-server" is acme-mcp-server, "io.github.acme/tools" io-github-acme-tools.
    base = slugify(re.sub(r"[/.:@+]+", " ", name))[:90] or "server"
    slug, n = base, 1
    while Server.objects.filter(slug=slug).exists():
        n += 1
        slug = f"{base}-{n}"
    return slug


@transaction.atomic
def server_create(*, proposed_by: User | None, **fields: Any) -> Server:
    """List a server. Proposing a listing gives the proposer no rights over it."""
    server = Server(proposed_by=proposed_by, slug=unique_server_slug(fields["name"]), **fields)
    server.full_clean()
    server.save()
    public_record_changed(slugs=[server.slug])  # a badge asked for before says "not listed"
    return server


@transaction.atomic
def server_update(*, server: Server, **fields: Any) -> Server:
    """Edit a listing's fields. Ownership claims are not looked at: edits made for a
    person go through ``verification.listings.listing_update``, which calls this."""
    locked = Server.objects.select_for_update().get(pk=server.pk)
    old_slug = locked.slug
    for name, value in fields.items():
        setattr(locked, name, value)
    locked.full_clean()
    locked.save(update_fields=[*fields, "updated_at"])
    public_record_changed(slugs=[old_slug, locked.slug])
    return locked


@transaction.atomic
def server_packages_set(*, server: Server, packages: list[dict[str, Any]]) -> Server:
    """Replace the listing's packages with ``packages`` (ServerPackage fields, in order).
    Package claims are not looked at: ``verification.listings.listing_packages_set``
    calls this and ends those the change leaves without a package."""
    locked = Server.objects.select_for_update().get(pk=server.pk)
    ServerPackage.objects.filter(server=locked).delete()
    ServerPackage.objects.bulk_create(
        ServerPackage(server=locked, **{**package, "position": n})
        for n, package in enumerate(packages)
    )
    public_record_changed(slugs=[locked.slug])
    return locked


@transaction.atomic
def server_delist(*, server: Server, reason: str, by: User | None = None) -> Server:
    """Take a server out of the directory; its report card stays reachable."""
    delisted = {"delisted_at": timezone.now(), "delisted_reason": reason[:300]}
    updated = transition(
        server, to=Server.Status.DELISTED, from_state=Server.Status.LISTED, by=by, reason=reason,
        changes=delisted,
    )  # fmt: skip
    server.refresh_from_db()
    if updated:
        changelog_append(
            kind="server_delisted",
            server=server,
            title=f"{server.name} delisted",
            body=reason[:300],
        )
    return server


@transaction.atomic
def server_relist(*, server: Server, by: User | None = None, reason: str = "") -> Server:
    transition(
        server, to=Server.Status.LISTED, from_state=Server.Status.DELISTED, by=by,
        reason=reason or "listed again", changes={"delisted_at": None, "delisted_reason": ""},
    )  # fmt: skip
    server.refresh_from_db()
    return server


@transaction.atomic
def rubric_version_create(*, data: dict[str, Any], source_sha256: str) -> RubricVersion:
    """Store a rubric version as a draft; it has no effect until published."""
    check_rubric_data(data)
    check_quarterly_rule(
        effective_from=parse_date(data["effective_from"]),
        published_on=parse_date(data["published_on"]),
        earlier=list(RubricVersion.objects.values_list("effective_from", flat=True)),
    )
    rubric = RubricVersion.objects.create(
        version=data["version"],
        published_on=parse_date(data["published_on"]),
        effective_from=parse_date(data["effective_from"]),
        changelog=data["changelog"],
        data=data,
        source_sha256=source_sha256,
    )
    public_record_changed()
    return rubric


@transaction.atomic
def rubric_version_publish(*, rubric: RubricVersion) -> RubricVersion:
    """Publish a draft under the quarterly rule. Called once; the row is frozen after."""
    locked = RubricVersion.objects.select_for_update().get(pk=rubric.pk)
    earlier = list(
        RubricVersion.objects.published()
        .exclude(pk=locked.pk)
        .values_list("effective_from", flat=True)
    )
    check_quarterly_rule(
        effective_from=locked.effective_from, published_on=locked.published_on, earlier=earlier
    )
    locked.status = RubricVersion.Status.PUBLISHED
    locked.save(update_fields=["status"])
    public_record_changed()  # the methodology and every report card name it
    # This process reads the rubric in effect anew, now and once the publication is in.
    forget_rubric_in_effect()
    transaction.on_commit(forget_rubric_in_effect)
    return locked


def worker_heartbeat_record(*, hostname: str) -> WorkerHeartbeat:
    heartbeat, _ = WorkerHeartbeat.objects.update_or_create(
        hostname=hostname[:255], defaults={"seen_at": timezone.now()}
    )
    return heartbeat
