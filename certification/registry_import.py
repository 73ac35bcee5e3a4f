"""Import the MCP Registry into listings (``manage.py import_registry``).

The registry name is a listing's identity: a re-import updates the listing in place,
an entry that left the registry (or that the registry marks deleted) is delisted,
never deleted, and an entry whose endpoint is already listed is linked to that
listing instead of listed twice. A bad entry is skipped with its reason and nothing
else is lost. Listings are written in bulk, in one transaction.

A listing the import made takes the entry's packages (``ServerPackage``), the set
replaced when the registry's packages change; a listing made by hand and linked keeps
its own packages, and takes the registry's only when it has none. A package that
cannot be listed (an unknown registry, no exact version) is left out and named in
the summary's skips.

A listing whose endpoint or repository the import changes is passed to ``moved``, in
the same transaction: the ownership (``verification.listings.listings_import``) ends
the proofs made for the old ones.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify

from certification.invalidation import public_record_changed
from certification.listing_rules import endpoint_key
from certification.models import RegistryEntry, Server, ServerPackage
from certification.registry import Entry

BATCH = 1000
LEFT_REGISTRY = "no longer in the MCP Registry"
DELETED_IN_REGISTRY = "marked deleted in the MCP Registry"
LISTING_FIELDS = ("name", "description", "endpoint_url", "transport", "repository_url",
                  "documentation_url", "package_registry", "package_name")  # fmt: skip
ENTRY_FIELDS = ["version", "status", "repository", "remotes", "packages", "published_at"]
FILLED_ON_LINK = ("description", "repository_url", "documentation_url", "package_name")


@dataclass
class ImportSummary:
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    linked: int = 0
    delisted: int = 0
    relisted: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)


def registry_import(
    entries: dict[str, Entry],
    *,
    skipped: list[tuple[str, str]] = (),
    delist_missing: bool = True,
    progress: Callable[[int, int], None] | None = None,
    moved: Callable[[Server], None] | None = None,
) -> ImportSummary:
    summary = ImportSummary(skipped=list(skipped))
    with transaction.atomic():
        plan = _Plan(summary, moved=moved)
        for done, entry in enumerate(entries.values(), start=1):
            plan.add(entry)
            if progress and (done % 500 == 0 or done == len(entries)):
                progress(done, len(entries))
        plan.write()
        if delist_missing and entries:  # an empty or unreadable import delists nothing
            # An entry skipped for a fault is still in the registry: not delisted for it.
            plan.delist_missing(set(entries) | {name for name, _ in summary.skipped})
        public_record_changed()
    return summary


class _Plan:
    def __init__(self, summary: ImportSummary, *, moved: Callable[[Server], None] | None) -> None:
        self.summary = summary
        self.on_moved = moved
        self.now = timezone.now()
        self.known = {e.name: e for e in RegistryEntry.objects.select_related("server")}
        self.by_endpoint = {
            endpoint_key(url): pk
            for pk, url in Server.objects.exclude(endpoint_url="").values_list("pk", "endpoint_url")
        }
        self.slugs = set(Server.objects.values_list("slug", flat=True))
        self.linked = {entry.server_id for entry in self.known.values()}
        self.claimed: dict[tuple, str] = {}  # endpoints taken by this import
        self.new: list[tuple[Server, Entry]] = []
        self.links: list[tuple[Server, Entry]] = []
        self.changed_servers: list[Server] = []
        self.changed_entries: list[RegistryEntry] = []
        self.to_delist: list[Server] = []
        self.to_relist: list[Server] = []
        self.seen: list[int] = []  # registry rows read again, unchanged or not
        self.with_packages = set(ServerPackage.objects.values_list("server_id", flat=True))
        self.package_sets: list[tuple[Server, Entry]] = []  # whose packages are replaced
        self.moved: list[Server] = []  # endpoint or repository changed: proofs end

    def skip(self, name: str, reason: str) -> None:
        self.summary.skipped.append((name, reason))

    def add(self, entry: Entry) -> None:
        fields = entry.listing()
        key = endpoint_key(fields["endpoint_url"]) if fields["endpoint_url"] else None
        if key is not None and key in self.claimed:
            self.skip(entry.name, f"same endpoint as {self.claimed[key]}")
            return
        existing = self.known.get(entry.name)
        server = existing.server if existing else None
        owner = self.by_endpoint.get(key) if key else None
        if key is not None and owner is not None and (server is None or owner != server.pk):
            if server is None and owner not in self.linked:
                server = Server.objects.get(pk=owner)  # listed by hand: linked, not doubled
                self.links.append((server, entry))
                self._packages(server, entry, replace=False)
                self.linked.add(owner)
                self.claimed[key] = entry.name
                return
            self.skip(entry.name, "its endpoint is already another listing's")
            return
        if key is not None:
            self.claimed[key] = entry.name
        if server is None:
            self._create(entry, fields)
        else:
            self._update(existing, entry, fields)

    def _create(self, entry: Entry, fields: dict) -> None:
        if entry.status == "deleted":
            self.skip(entry.name, "marked deleted in the registry and not listed here")
            return
        server = Server(slug=self._slug(fields["name"]), listed_at=self.now, **fields)
        try:
            server.full_clean(exclude=["slug"], validate_unique=False, validate_constraints=False)
        except ValidationError as error:
            self.slugs.discard(server.slug)
            self.skip(entry.name, _words(error))
            return
        self.new.append((server, entry))
        self._packages(server, entry, replace=False)

    def _update(self, known: RegistryEntry, entry: Entry, fields: dict) -> None:
        server = known.server
        if not known.created_listing:  # made by hand: only blanks are filled
            fields = _blanks(server, fields, has_packages=server.pk in self.with_packages)
        changes = {name: value for name, value in fields.items() if getattr(server, name) != value}
        if {"endpoint_url", "repository_url"} & changes.keys():
            self.moved.append(server)
        if changes:
            for name, value in changes.items():
                setattr(server, name, value)
            try:
                server.full_clean(validate_unique=False, validate_constraints=False)
            except ValidationError as error:
                server.refresh_from_db()
                self.skip(entry.name, _words(error))
                return
            self.changed_servers.append(server)
        self._packages(
            server, entry, replace=known.created_listing and known.packages != entry.packages
        )
        if _copy(entry, known, self.now):
            self.changed_entries.append(known)
        self.seen.append(known.pk)
        if entry.status == "deleted" and server.status == Server.Status.LISTED:
            self.to_delist.append(server)
        elif entry.status != "deleted" and server.delisted_reason in (
            LEFT_REGISTRY, DELETED_IN_REGISTRY
        ):  # fmt: skip
            self.to_relist.append(server)
        if changes:
            self.summary.updated += 1
        else:
            self.summary.unchanged += 1

    def _packages(self, server: Server, entry: Entry, *, replace: bool) -> None:
        """Give ``server`` the entry's packages when ``replace``, or when it has none."""
        for label, reason in entry.packages_left_out:
            self.skip(f"{entry.name} package {label}", f"not listed: {reason}")
        has_some = server.pk is not None and server.pk in self.with_packages
        if replace or (entry.package_rows and not has_some):
            self.package_sets.append((server, entry))

    def _slug(self, name: str) -> str:
        base = slugify(name)[:90] or "server"
        slug, n = base, 1
        while slug in self.slugs:
            n += 1
            slug = f"{base}-{n}"
        self.slugs.add(slug)
        return slug

    def write(self) -> None:
        from certification import services

        servers = [server for server, _ in self.new]
        for server in [*servers, *self.changed_servers]:
            server.search_text = server.folded_search_text()
        for start in range(0, len(servers), BATCH):
            Server.objects.bulk_create(servers[start : start + BATCH])
        rows = []
        linked = {id(server) for server, _ in self.links}
        for server, entry in [*self.new, *self.links]:
            row = RegistryEntry(server=server, name=entry.name,
                                created_listing=id(server) not in linked)  # fmt: skip
            _copy(entry, row, self.now)
            rows.append(row)
        for start in range(0, len(rows), BATCH):
            RegistryEntry.objects.bulk_create(rows[start : start + BATCH])
        for server, entry in self.links:
            filled = _blanks(server, entry.listing(), has_packages=server.pk in self.with_packages)
            if filled:
                for name, value in filled.items():
                    setattr(server, name, value)
                server.save(update_fields=[*filled, "updated_at"])  # keeps search_text
                public_record_changed(slugs=[server.slug])
        fields = [*LISTING_FIELDS, "search_text", "updated_at"]
        for server in self.changed_servers:
            server.updated_at = self.now
        Server.objects.bulk_update(self.changed_servers, fields, batch_size=BATCH)
        RegistryEntry.objects.bulk_update(self.changed_entries, ENTRY_FIELDS, batch_size=BATCH)
        for start in range(0, len(self.seen), BATCH):
            chunk = self.seen[start : start + BATCH]
            RegistryEntry.objects.filter(pk__in=chunk).update(seen_at=self.now)
        self._write_packages()
        public_record_changed(slugs=[server.slug for server in self.changed_servers])
        if self.on_moved is not None:
            for server in self.moved:  # a proof covers the endpoint it was made for
                self.on_moved(server)
        for server in self.to_delist:
            services.server_delist(server=server, reason=DELETED_IN_REGISTRY)
        for server in self.to_relist:
            services.server_relist(server=server, reason="back in the MCP Registry")
        self.summary.created += len(self.new)
        self.summary.linked += len(self.links)
        self.summary.delisted += len(self.to_delist)
        self.summary.relisted += len(self.to_relist)

    def _write_packages(self) -> None:
        """Replace the packages of the listings in ``package_sets``, in bulk."""
        replaced = [server.pk for server, _ in self.package_sets if server.pk in self.with_packages]
        for start in range(0, len(replaced), BATCH):
            ServerPackage.objects.filter(server_id__in=replaced[start : start + BATCH]).delete()
        rows = [
            ServerPackage(server=server, **row)
            for server, entry in self.package_sets
            for row in entry.package_rows
        ]
        ServerPackage.objects.bulk_create(rows, batch_size=BATCH)

    def delist_missing(self, seen: set[str]) -> None:
        from certification import services

        for name, known in self.known.items():
            if name not in seen and known.server.status == Server.Status.LISTED:
                services.server_delist(server=known.server, reason=LEFT_REGISTRY)
                self.summary.delisted += 1


def _blanks(server: Server, listing: dict, *, has_packages: bool) -> dict:
    """What a listing made by hand takes from the registry: its blank fields only, the
    package's registry together with its name, and no package name at all when it lists
    packages of its own (its first npm or PyPI package names it)."""
    filled = {n: listing[n] for n in FILLED_ON_LINK if listing[n] and not getattr(server, n)}
    if has_packages:
        filled.pop("package_name", None)
    elif "package_name" in filled:
        filled["package_registry"] = listing["package_registry"]
    return filled


def _copy(entry: Entry, row: RegistryEntry, now) -> bool:
    """Set the registry's facts on ``row``; whether any of them changed."""
    changed = False
    for name in ENTRY_FIELDS:
        value = getattr(entry, name)
        if getattr(row, name) != value:
            setattr(row, name, value)
            changed = True
    row.seen_at = now
    return changed


def _words(error: ValidationError) -> str:
    messages = [
        f"{name}: {' '.join(texts)}" for name, texts in error.message_dict.items()
    ] if hasattr(error, "error_dict") else error.messages  # fmt: skip
    return "; ".join(messages)[:300]
