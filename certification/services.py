"""Writes to the core models. Views, commands and tasks call these."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify

from certification.badges import forget
from certification.models import RubricVersion, Server, User, WorkerHeartbeat
from certification.rubric import check_quarterly_rule, check_rubric_data, parse_date


def unique_server_slug(name: str) -> str:
    base = slugify(name)[:90] or "server"
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
    return server


@transaction.atomic
def server_update(*, server: Server, **fields: Any) -> Server:
    locked = Server.objects.select_for_update().get(pk=server.pk)
    old_slug = locked.slug
    for name, value in fields.items():
        setattr(locked, name, value)
    before = Server.objects.values("endpoint_url", "repository_url").get(pk=server.pk)
    locked.full_clean()
    locked.save(update_fields=[*fields, "updated_at"])
    forget(old_slug)  # the save forgets the new slug's badge
    if any(before[name] != getattr(locked, name) for name in before):
        from verification.services import claims_after_listing_change

        # A proof covers the endpoint or repository it was made for, not a new one.
        claims_after_listing_change(server=locked)
    return locked


@transaction.atomic
def server_packages_set(*, server: Server, packages: list[dict[str, Any]]) -> Server:
    """Replace the listing's packages with ``packages`` (ServerPackage fields, in order);
    a package claim whose package is gone or changed ends, as an edited endpoint's does."""
    from certification import pagecache
    from certification.models import ServerPackage

    locked = Server.objects.select_for_update().get(pk=server.pk)
    ServerPackage.objects.filter(server=locked).delete()
    ServerPackage.objects.bulk_create(
        ServerPackage(server=locked, **{**package, "position": n})
        for n, package in enumerate(packages)
    )
    pagecache.changed()  # bulk writes send no signals
    from verification.models import Claim
    from verification.services import claims_after_listing_change

    if Claim.objects.active().filter(server=locked, method=Claim.Method.PACKAGE).exists():
        claims_after_listing_change(server=locked)  # only a package's proof rests on these
    return locked


@transaction.atomic
def server_delist(*, server: Server, reason: str, by: User | None = None) -> Server:
    """Take a server out of the directory; its report card stays reachable."""
    from certification.audit import record
    from certification.changelog import changelog_append

    updated = Server.objects.filter(pk=server.pk, status=Server.Status.LISTED).update(
        status=Server.Status.DELISTED, delisted_at=timezone.now(), delisted_reason=reason[:300]
    )
    server.refresh_from_db()
    forget(server.slug)
    if updated:
        record(server, from_state=Server.Status.LISTED, to_state=Server.Status.DELISTED, by=by,
               reason=reason)  # fmt: skip
        changelog_append(
            kind="server_delisted",
            server=server,
            title=f"{server.name} delisted",
            body=reason[:300],
        )
    return server


@transaction.atomic
def server_relist(*, server: Server, by: User | None = None, reason: str = "") -> Server:
    from certification.audit import record

    updated = Server.objects.filter(pk=server.pk, status=Server.Status.DELISTED).update(
        status=Server.Status.LISTED, delisted_at=None, delisted_reason=""
    )
    server.refresh_from_db()
    forget(server.slug)
    if updated:
        record(server, from_state=Server.Status.DELISTED, to_state=Server.Status.LISTED, by=by,
               reason=reason or "listed again")  # fmt: skip
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
    return RubricVersion.objects.create(
        version=data["version"],
        published_on=parse_date(data["published_on"]),
        effective_from=parse_date(data["effective_from"]),
        changelog=data["changelog"],
        data=data,
        source_sha256=source_sha256,
    )


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
    return locked


def worker_heartbeat_record(*, hostname: str) -> WorkerHeartbeat:
    heartbeat, _ = WorkerHeartbeat.objects.update_or_create(
        hostname=hostname[:255], defaults={"seen_at": timezone.now()}
    )
    return heartbeat
