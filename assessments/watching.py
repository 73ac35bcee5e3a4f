"""The catalog watch: re-read each certified server's ``tools/list`` and compare it with
the catalog its certification read.

Weekly for every certified server with a remote endpoint (a beat task), and on demand by
a verified owner. Discovery and ``tools/list`` only, at most 3 requests, each one counted,
recorded, sent with the harness's User-Agent and only after the opt-out is checked again.
A catalog whose hash differs from the certification's is recorded as changed: the
server's page says so with the diff, its owners are e-mailed and the changelog records
it, once per new catalog. The published score does not move; only a new assessment
changes a number, and it clears the notice. Unreachable is recorded as unreachable.
"""

from __future__ import annotations

import logging

from django.conf import settings
from django.db import transaction

from assessments.harness.budget import MemoryBudget
from assessments.harness.watch import read_catalog
from assessments.integrity import KeptTool, changes
from assessments.models import Assessment, CatalogWatch, Certification
from certification import mail
from certification.changelog import changelog_append
from certification.invalidation import public_record_changed
from certification.models import ChangelogEntry, Server, User

log = logging.getLogger(__name__)


def watchable_servers():
    """Listed servers holding a certification whose assessment read a catalog, with a
    remote endpoint or a package."""
    from django.db.models import Q

    return (
        Server.objects.listed()
        .filter(~Q(endpoint_url="") | Q(packages__registry_type__in=["npm", "pypi"]))
        .distinct()
        .filter(certification__isnull=False)
        .exclude(certification__assessment__catalog_sha256="")
        .order_by("pk")
    )


def catalog_watch_run(*, server: Server, requested_by: User | None = None) -> CatalogWatch:
    """Watch one server now and record what was found."""
    server = Server.objects.get(pk=server.pk)  # its endpoint as stored now
    certification = Certification.objects.filter(server=server).select_related("assessment").first()
    assessment = certification.assessment if certification else None
    via_package = bool(assessment and assessment.package) and (
        assessment.live_via == "package" or not server.endpoint_url
    )
    if (
        assessment is None
        or not assessment.catalog_sha256
        or not (server.endpoint_url or via_package)
    ):
        return _record(server, assessment, "skipped", detail="no certified catalog to compare",
                       requested_by=requested_by)  # fmt: skip
    if _opted_out(server.pk):
        return _record(server, assessment, "skipped", detail="opted out",
                       requested_by=requested_by)  # fmt: skip
    if via_package:
        read = read_package_catalog(server)
    else:
        budget = MemoryBudget(
            settings.CATALOG_WATCH_BUDGET, opted_out=lambda: _opted_out(server.pk)
        )
        read = read_catalog(
            server.endpoint_url,
            transport=server.transport,
            protocol_version=(assessment.live or {}).get("protocol_version"),
            budget=budget,
            user_agent=settings.HARNESS_USER_AGENT,
            timeout=settings.HARNESS_CALL_TIMEOUT,
            allow_private=settings.ALLOW_PRIVATE_TARGETS,
        )
    if read.outcome != "read":
        outcome = "skipped" if read.outcome in ("opted-out", "skipped") else read.outcome
        detail = "opted out" if read.outcome == "opted-out" else read.detail
        return _record(server, assessment, outcome, detail=detail, calls=read.calls,
                       requested_by=requested_by)  # fmt: skip
    kept = read.catalog
    if kept.sha256 == assessment.catalog_sha256:
        return _record(server, assessment, "unchanged", sha256=kept.sha256, calls=read.calls,
                       requested_by=requested_by)  # fmt: skip
    before = [KeptTool(d.name, d.sha256, d.definition) for d in assessment.tool_definitions.all()]
    found = changes(before, kept.tools)
    with transaction.atomic():
        # One announcement per new catalog, even when two watches find it at once.
        Assessment.objects.select_for_update().filter(pk=assessment.pk).first()
        first_time = not CatalogWatch.objects.filter(
            assessment=assessment, outcome="changed", catalog_sha256=kept.sha256
        ).exists()
        watch = _record(server, assessment, "changed", sha256=kept.sha256, calls=read.calls,
                        changes=found, requested_by=requested_by)  # fmt: skip
        if first_time:
            _announce(watch)
    return watch


def read_package_catalog(server: Server):
    """The catalog of the package the listing names now (its exact version, which may be
    newer than the one certified), by introspection in the sandbox: no tool is called."""
    from assessments.harness.watch import CatalogRead
    from assessments.integrity import keep
    from assessments.observations import Unavailable
    from assessments.package_catalog import introspect
    from certification.packages import PackageRef, PackageRefused, sandbox
    from certification.packages.fetch import fetch_package

    package = server.assessed_package
    if package is None:
        return CatalogRead("skipped", detail="the listing names no npm or PyPI package now")
    ref = PackageRef.of_listing(package)
    try:
        sandbox.check_available()
        fetched = fetch_package(ref)
        with sandbox.slot():
            seen = introspect(fetched, ref, env={}, timeout=settings.HARNESS_CALL_TIMEOUT * 2)
    except PackageRefused as refused:
        return CatalogRead("unreachable", detail=f"{ref.spec}: {refused.detail}")
    calls = [
        {"n": n, "method": method, "http_status": None, "latency_ms": None, "outcome": "ok"}
        for n, method in enumerate(seen.methods, 1)
    ]
    if isinstance(seen.catalog, Unavailable):
        return CatalogRead("unreachable", calls=calls, detail=f"{ref.spec}: {seen.catalog.label}")
    return CatalogRead("read", keep(seen.catalog), calls)


def catalog_watch_all(*, slug: str | None = None) -> list[CatalogWatch]:
    """Watch every watchable server (or the one with ``slug``), one after another."""
    servers = watchable_servers()
    if slug is not None:
        servers = Server.objects.filter(slug=slug)
    watches = []
    from celery.exceptions import SoftTimeLimitExceeded

    for server in servers:
        try:
            watches.append(catalog_watch_run(server=server))
        except SoftTimeLimitExceeded:
            raise  # the run's time is up: stop, the next week's run goes on
        except Exception:
            log.exception("catalog watch of %s failed", server.slug)
    return watches


def _opted_out(server_id: int) -> bool:
    return Server.objects.filter(pk=server_id, live_testing_opted_out=True).exists()


def _record(server, assessment, outcome, *, detail="", sha256="", calls=(), changes=None,
            requested_by=None) -> CatalogWatch:  # fmt: skip
    watch = CatalogWatch.objects.create(
        server=server, assessment=assessment, outcome=outcome, detail=detail[:300],
        catalog_sha256=sha256, requests=len(calls), calls=list(calls), changes=changes,
        requested_by=requested_by,
    )  # fmt: skip
    # The server's page says when its catalog was last read.
    public_record_changed(server_ids=[server.pk], badge=False)
    return watch


def _announce(watch: CatalogWatch) -> None:
    """The changelog entry, and the owners' e-mail once the record is committed."""
    found = watch.changes or {}
    names = [*found.get("added", []), *found.get("removed", []),
             *(item["name"] for item in found.get("changed", []))]  # fmt: skip
    changelog_append(
        kind=ChangelogEntry.Kind.CATALOG_CHANGED,
        server=watch.server,
        title=f"{watch.server.name}: tool definitions changed since assessment "
        f"#{watch.assessment_id}",
        body="The published score is unchanged; a new assessment would measure the new "
        f"definitions. Tools concerned: {', '.join(names[:20])}.",
        data={
            "watch": watch.pk,
            "assessment": watch.assessment_id,
            "catalog_sha256": watch.catalog_sha256,
            "added": found.get("added", []),
            "removed": found.get("removed", []),
            "changed": [item["name"] for item in found.get("changed", [])],
        },
    )
    mail.queue("assessments.emails.send_catalog_changed", watch_id=watch.pk)
