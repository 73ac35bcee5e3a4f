"""The certified directory as an MCP Registry sub-registry (``/v0/servers``).

Registry clients and other sub-registries read Sagentum's certifications in the shape
the MCP Registry serves (its generic registry API, version 2025-12-01): each item is
``{"server": <server.json>, "_meta": {...}}``, each page ``{"servers": [...],
"metadata": {"count": n, "nextCursor": "..."}}``, errors ``{"error": "..."}`` besides
the site's own error fields.

The contract (docs/api.md, "Sub-registry"):

- Only certified listings are served (a listing with a certification, the score
  possibly "insufficient data"); a listing never certified is left out.
- A listing imported from the MCP Registry keeps its registry name; any other is named
  ``<namespace>/<slug>``, the namespace being the site's host reversed
  (``sagentum.example.com`` → ``com.example.sagentum``).
- A name has one version, the listing as it is now: the registry's version when it
  was imported, else its first package's version, else ``0.0.0``.
- The certification is under ``_meta["<namespace>/certification"]``; the registry's
  own ``io.modelcontextprotocol.registry/official`` says ``active``, or ``deleted``
  for a delisted listing, which is served only when ``include_deleted`` or
  ``updated_since`` asks for it, as the registry does.

A page is read in name order from the listings' ``(status, name, id)`` index
(``web.keyset``), listed ones first, then the delisted when they are asked for; its
certifications come with it (one join) and the changelog entries that published them
in one more query.
"""

from __future__ import annotations

import datetime
import functools
from decimal import Decimal
from urllib.parse import urlencode, urlsplit

from django.conf import settings
from django.db.models import OuterRef, Q, QuerySet, Subquery, Value
from django.db.models.functions import Coalesce, NullIf
from django.urls import reverse
from django.utils import timezone
from django.utils.dateparse import parse_datetime
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from certification.models import ChangelogEntry, RubricVersion, Server, ServerPackage
from certification.pagecache import PublicRead
from certification.sharing import absolute
from web import fragments, keyset
from web.api.errors import ApiError

SCHEMA = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"
OFFICIAL = "io.modelcontextprotocol.registry/official"
DEFAULT_LIMIT, MAX_LIMIT = 30, 100
NO_VERSION = "0.0.0"
MAX_DESCRIPTION = 100  # server.json's limit; a longer description is cut with "…"
REMOTE_TYPES = {Server.Transport.STREAMABLE_HTTP: "streamable-http", Server.Transport.SSE: "sse"}
KEYS = (keyset.Key("name"), keyset.Key("pk"))
PUBLISHING = (ChangelogEntry.Kind.ASSESSMENT_PUBLISHED, ChangelogEntry.Kind.ASSESSMENT_SUPERSEDED)


def namespace() -> str:
    """The site's reverse-DNS namespace: its host's labels reversed."""
    host = urlsplit(settings.SITE_URL).hostname or "sagentum"
    return ".".join(reversed(host.split(".")))


def meta_key() -> str:
    return f"{namespace()}/certification"


def served_name(server: Server) -> str:
    registry = getattr(server, "registry", None)
    return registry.name if registry is not None else f"{namespace()}/{server.slug}"


# What no entry shows of a listing: the searched text (tens of kilobytes for a large
# catalog) and the owner's details.
NOT_SERVED = ("search_text", "tool_names", "tool_descriptions", "contact_email", "full_target")


def listings() -> QuerySet:
    """Certified listings, with what an entry shows: its certification and registry row
    (joined) and the version it is served at (their packages: ``with_packages``)."""
    first_package = ServerPackage.objects.filter(server=OuterRef("pk")).order_by("position", "pk")
    version = Coalesce(
        NullIf("registry__version", Value("")),
        NullIf(Subquery(first_package.values("version")[:1]), Value("")),
        Value(NO_VERSION),
    )
    return (
        Server.objects.filter(certification__isnull=False)
        .select_related("certification", "registry")
        .defer(*NOT_SERVED)
        .annotate(served_version=version)
    )


# Every value an entry shows of a listing (``entry``), read as a row: a page's entries
# are kept under a digest of their rows (``servers_page``).
ENTRY_ROW = (
    "pk", "name", "slug", "description", "repository_url", "documentation_url",
    "endpoint_url", "transport", "status", "listed_at", "delisted_at", "delisted_reason",
    "updated_at", "served_version", "registry__name", "registry__packages",
    *(f"certification__{name}" for name in (
        "tier", "tier_name", "score", "rubric_version", "assessment_type", "assessed_at",
        "assessment_id", "since",
    )),
)  # fmt: skip
PACKAGE_FIELDS = tuple(field.attname for field in ServerPackage._meta.concrete_fields)


def row_of(server: Server) -> tuple:
    """``ENTRY_ROW``'s values as ``server`` holds them (read with ``listings``)."""
    values = []
    for path in ENTRY_ROW:
        thing = server
        for part in path.split("__"):
            thing = getattr(thing, part, None)
        values.append(thing)
    return tuple(values)


def listing_named(name: str, *, include_deleted: bool) -> Server | None:
    """The certified listing served under ``name``: a registry name, or the site's
    namespace and a slug (for a listing that has no registry name)."""
    named = Q(registry__name=name)
    prefix = f"{namespace()}/"
    if name.startswith(prefix):
        named |= Q(registry__isnull=True, slug=name[len(prefix) :])
    found = listings().filter(named)
    if not include_deleted:
        found = found.filter(status=Server.Status.LISTED)
    server = found.first()
    return with_packages([server])[0] if server is not None else None


def with_packages(
    servers: list[Server], found: dict[int, list[ServerPackage]] | None = None
) -> list[Server]:
    """``servers``, each with its packages in order (``served_packages``): ``found``, by
    listing, or read in one query (a prefetch builds a query of its own for each
    listing: a third of a page's time)."""
    if found is None:
        found = {server.pk: [] for server in servers}
        for package in ServerPackage.objects.filter(server_id__in=found).order_by():
            found[package.server_id].append(package)
    for server in servers:
        server.served_packages = sorted(found[server.pk], key=lambda p: (p.position, p.pk))
    return servers


# ---------------------------------------------------------------- the entries


def entry(server: Server, published_by: ChangelogEntry | None) -> dict:
    """One item: the listing's ``server.json`` and the registry's and Sagentum's
    metadata."""
    return {
        "server": server_json(server),
        "_meta": {OFFICIAL: official(server), meta_key(): certification(server, published_by)},
    }


def server_json(server: Server) -> dict:
    document = {
        "$schema": SCHEMA,
        "name": served_name(server),
        "title": server.name[:100],
        "description": _description(server),
        "version": server.served_version,
    }
    if server.repository_url:
        document["repository"] = _repository(server.repository_url)
    if server.documentation_url:
        document["websiteUrl"] = server.documentation_url
    if server.endpoint_url:
        remote_type = REMOTE_TYPES.get(server.transport, "streamable-http")
        document["remotes"] = [{"type": remote_type, "url": server.endpoint_url}]
    packages = [p for p in (_package(server, row) for row in server.served_packages) if p]
    if packages:
        document["packages"] = packages
    return document


def _description(server: Server) -> str:
    text = " ".join(server.description.split()) or f"The MCP server {server.name}."
    if len(text) > MAX_DESCRIPTION:
        text = text[: MAX_DESCRIPTION - 1].rstrip() + "…"
    return text


def _repository(url: str) -> dict:
    """A listing's repository URL as server.json names it: a monorepo folder
    (``…/tree/HEAD/<folder>``, as the registry import writes it) as ``subfolder``."""
    base, _, folder = url.partition("/tree/HEAD/")
    host = (urlsplit(base).hostname or "").removeprefix("www.")
    source = {"github.com": "github", "gitlab.com": "gitlab"}.get(host, host)
    repository = {"url": base, "source": source}
    if folder:
        repository["subfolder"] = folder
    return repository


def _package(server: Server, package: ServerPackage) -> dict | None:
    """A package as server.json describes it; its argv words as positional arguments.
    One not started over stdio needs the URL the registry gave it, else it is left out."""
    transport = {"type": package.transport}
    if package.transport != "stdio":
        transport = _registry_transport(server, package)
        if transport is None:
            return None
    document = {
        "registryType": package.registry_type,
        "identifier": package.identifier,
        "transport": transport,
    }
    if package.version:
        document["version"] = package.version
    if package.runtime_hint:
        document["runtimeHint"] = package.runtime_hint
    for field, words in (("runtimeArguments", package.runtime_arguments),
                         ("packageArguments", package.package_arguments)):  # fmt: skip
        if words:
            document[field] = [{"type": "positional", "value": word} for word in words]
    if package.environment_variables:
        document["environmentVariables"] = [
            {"name": v["name"], "description": v.get("description", ""),
             "isRequired": bool(v.get("is_required")), "isSecret": bool(v.get("is_secret"))}
            for v in package.environment_variables
        ]  # fmt: skip
    return document


def _registry_transport(server: Server, package: ServerPackage) -> dict | None:
    registry = getattr(server, "registry", None)
    for raw in registry.packages if registry is not None else []:
        if isinstance(raw, dict) and raw.get("identifier") == package.identifier:
            transport = raw.get("transport")
            url = transport.get("url") if isinstance(transport, dict) else None
            if isinstance(url, str) and url.startswith(("http://", "https://")):
                return {"type": package.transport, "url": url}
    return None


def updated_at(server: Server) -> datetime.datetime:
    """When the entry last changed: the listing edited, certified or delisted."""
    moments = [server.updated_at, server.listed_at, server.certification.since]
    return max(moment for moment in [*moments, server.delisted_at] if moment is not None)


def official(server: Server) -> dict:
    """The registry's own metadata, as a registry states it of what it serves."""
    meta = {
        "status": "active" if server.is_listed else "deleted",
        "publishedAt": _time(server.listed_at),
        "updatedAt": _time(updated_at(server)),
        "isLatest": True,
    }
    if server.delisted_at is not None and not server.is_listed:
        meta["statusMessage"] = server.delisted_reason[:500]
        meta["statusChangedAt"] = _time(server.delisted_at)
    return meta


def certification(server: Server, published_by: ChangelogEntry | None) -> dict:
    held = server.certification
    meta = {
        "tier": held.tier or None,
        "tierName": held.tier_name or None,
        "score": float(held.score) if isinstance(held.score, Decimal) else None,
        "rubricVersion": held.rubric_version,
        "assessmentType": held.assessment_type,
        "assessedAt": _time(held.assessed_at),
        "reportUrl": absolute(server.get_absolute_url()),
        "assessment": absolute(reverse("api_assessment", args=[held.assessment_id])),
        "changelogEntry": None,
    }
    if published_by is not None:
        proof = reverse("api_changelog_inclusion") + "?" + urlencode({"seq": published_by.seq})
        meta["changelogEntry"] = {
            "seq": published_by.seq,
            "entryHash": published_by.entry_hash,
            "url": absolute(published_by.get_absolute_url()),
            "inclusionProof": absolute(proof),
        }
    return meta


def publishing_entries(servers: list[Server]) -> dict[int, ChangelogEntry]:
    """The changelog entry that published each listing's certification (its assessment,
    or the revision a dispute published), read in one query by the listings' ids."""
    wanted = {server.pk: server.certification.assessment_id for server in servers}
    found: dict[int, ChangelogEntry] = {}
    # A listing has an entry for each of its assessments: only those naming a certified
    # assessment are read (an assessment's id names one listing's), and of them only
    # what the entry's own page and proof are found by.
    ids = list(wanted.values())
    entries = ChangelogEntry.objects.filter(server_id__in=wanted).filter(
        Q(kind=ChangelogEntry.Kind.ASSESSMENT_PUBLISHED, data__assessment__in=ids)
        | Q(kind=ChangelogEntry.Kind.ASSESSMENT_SUPERSEDED, data__revision__in=ids)
    )
    for seq, server_id, entry_hash in entries.order_by("seq").values_list(
        "seq", "server_id", "entry_hash"
    ):
        found[server_id] = ChangelogEntry(seq=seq, server_id=server_id, entry_hash=entry_hash)
    return found


def _time(moment: datetime.datetime | None) -> str | None:
    if moment is None:
        return None
    return moment.astimezone(datetime.UTC).isoformat().replace("+00:00", "Z")


# ---------------------------------------------------------------- the query parameters


def _refuse(status: int, detail: str, code: str) -> ApiError:
    return ApiError(status, detail, code, error=detail)


def _limit(params) -> int:
    text = params.get("limit", "").strip()
    if not text:
        return DEFAULT_LIMIT
    if not text.isdigit() or not 1 <= int(text) <= MAX_LIMIT:
        raise _refuse(400, f"limit must be a whole number from 1 to {MAX_LIMIT}.", "invalid")
    return int(text)


def _since(params) -> datetime.datetime | None:
    text = params.get("updated_since", "").strip()
    if not text:
        return None
    try:
        moment = parse_datetime(text)
    except ValueError:
        moment = None
    if moment is None:
        raise _refuse(400, "updated_since must be an RFC 3339 time, such as "
                      "2025-08-07T13:15:04Z.", "invalid")  # fmt: skip
    return moment if timezone.is_aware(moment) else moment.replace(tzinfo=datetime.UTC)


def _flag(params, name: str) -> bool:
    text = params.get(name, "").strip().lower()
    if text not in ("", "true", "false", "1", "0"):
        raise _refuse(400, f"{name} must be true or false.", "invalid")
    return text in ("true", "1")


def _tiers(params) -> list[str]:
    wanted = [key for key in params.get("tier", "").split(",") if key.strip()]
    if not wanted:
        return []
    known = {t["key"] for rubric in RubricVersion.objects.published() for t in rubric.tiers}
    unknown = sorted(set(wanted) - known)
    if unknown:
        raise _refuse(400, f"Unknown tier {unknown[0]!r}: the tiers are "
                      f"{', '.join(sorted(known))}.", "invalid")  # fmt: skip
    return wanted


def _conditions(params) -> list[Q]:
    """The filters the registry's list parameters ask for (none: the whole list); a bad
    value is refused (400) here, before anything is read."""
    conditions = []
    since = _since(params)
    if since is not None:
        conditions.append(
            Q(updated_at__gt=since) | Q(certification__since__gt=since)
            | Q(delisted_at__gt=since) | Q(listed_at__gt=since)
        )  # fmt: skip
    words = params.get("search", "").strip()[:100]
    if words:
        conditions.append(
            Q(name__icontains=words) | Q(registry__name__icontains=words)
            | Q(registry__isnull=True, slug__icontains=words)
        )  # fmt: skip
    tiers = _tiers(params)
    if tiers:
        conditions.append(Q(certification__tier__in=tiers))
    version = params.get("version", "").strip()
    if version and version != "latest":  # each name has one version, the latest
        conditions.append(Q(served_version=version))
    return conditions


def servers_page(params) -> dict:
    """The page of entries ``params`` asks for (the registry's list parameters)."""
    size = _limit(params)
    statuses = [Server.Status.LISTED]
    if _flag(params, "include_deleted") or params.get("updated_since", "").strip():
        statuses.append(Server.Status.DELISTED)
    conditions = _conditions(params)

    @functools.cache
    def filtered() -> QuerySet:  # built once, when a segment is read
        queryset = listings().values(*ENTRY_ROW)
        for condition in conditions:  # one filter each, as the ORM joins them apart
            queryset = queryset.filter(condition)
        return queryset

    # Unfiltered (no words, date, tier or version), a status's list is one query: named,
    # so that its first page is compiled once (``keyset.Segment.shape``).
    plain = not conditions

    def segment(status: str) -> keyset.Segment:
        def read() -> QuerySet:
            return filtered().filter(status=status)

        return keyset.Segment(read, KEYS, ("sub-registry", status) if plain else None)

    segments = [segment(status) for status in statuses]
    cursor = params.get("cursor", "")
    if cursor:
        read = keyset.cursor_values(segments, cursor)
        if read is None or not (isinstance(read[1][0], str) and type(read[1][1]) is int):
            raise _refuse(400, "The cursor cannot be read: use the metadata.nextCursor of "
                          "the page before, as it was given.", "invalid_cursor")  # fmt: skip
    page = keyset.paginate(segments, {"after": cursor}, size)
    rows = list(page.object_list)
    metadata = {"count": len(rows)}
    if page.next_cursor:
        metadata["nextCursor"] = page.next_cursor
    return {"servers": kept_entries(rows), "metadata": metadata}


def kept_entries(rows: list[dict]) -> list[dict]:
    """The entries of a page's rows (``ENTRY_ROW``), each kept under a digest of its row,
    its packages and this module (``web.fragments``): only the entries not kept read
    their listings and the changelog entries that published their certifications, and
    are made. The row names the certified assessment, and the entry that published it
    never changes (the changelog is append-only), so it is not read for the key."""
    packages: dict[int, list[tuple]] = {row["pk"]: [] for row in rows}
    read = ServerPackage.objects.filter(server_id__in=packages).order_by()
    for package in read.values_list(*PACKAGE_FIELDS):
        packages[package[PACKAGE_FIELDS.index("server_id")]].append(package)
    source = fragments.digest(fragments.code_digest(entry), settings.SITE_URL, namespace())

    def key(row: dict) -> str:
        held = (value for package in sorted(packages[row["pk"]]) for value in package)
        return fragments.digest(source, *(row[path] for path in ENTRY_ROW), *held)

    def make(missing: list[dict]) -> list:
        found = listings().in_bulk([row["pk"] for row in missing])
        # Their packages as the keys read them: no second read.
        servers = with_packages(
            [found[row["pk"]] for row in missing],
            {
                row["pk"]: [
                    ServerPackage(**dict(zip(PACKAGE_FIELDS, p, strict=True)))
                    for p in packages[row["pk"]]
                ]
                for row in missing
            },
        )
        published = publishing_entries(servers)
        made = []
        for row, server in zip(missing, servers, strict=True):
            item = entry(server, published.get(server.pk))
            # A listing changed between the two reads is served as read now, not kept
            # under the values read before.
            same = row_of(server) == tuple(row[path] for path in ENTRY_ROW)
            made.append(item if same else fragments.Unkept(item))
        return made

    # Put into the page's response as they are (read only).
    return fragments.kept_together("registry-entry", rows, key=key, make=make, read_only=True)


# ---------------------------------------------------------------- the views

NAME = OpenApiParameter(
    "serverName", str, OpenApiParameter.PATH,
    description="The server's name, URL-encoded (io.github.acme%2Fweather)",
)  # fmt: skip
INCLUDE_DELETED = OpenApiParameter(
    "include_deleted", bool, description="Also delisted listings, with status deleted"
)
LIST_PARAMETERS = [
    OpenApiParameter("cursor", str, description="The metadata.nextCursor of the page before"),
    OpenApiParameter(
        "limit", int, description=f"Entries per page, 1 to {MAX_LIMIT} (default {DEFAULT_LIMIT})"
    ),
    OpenApiParameter("search", str, description="A substring of the name or title"),
    OpenApiParameter(
        "updated_since",
        OpenApiTypes.DATETIME,
        description="Entries changed after this time (RFC 3339); delisted "
        "ones included, with status deleted",
    ),
    OpenApiParameter("version", str, description="latest, or an exact version"),
    INCLUDE_DELETED,
    OpenApiParameter(
        "tier",
        str,
        description="Sagentum's extension: only these tiers (tier keys, comma-separated)",
    ),
]


class SubRegistryRead(PublicRead, APIView):
    permission_classes = [AllowAny]

    def initial(self, request: Request, *args, **kwargs) -> None:
        super().initial(request, *args, **kwargs)
        given = [*kwargs.values(), *request.query_params.keys(), *request.query_params.values()]
        if any("\x00" in text for text in given):  # no database stores it in a string
            raise _refuse(400, "The request holds a NUL character.", "invalid")

    def page_scopes(self, **kwargs) -> tuple[str, ...]:
        return ("lists",)  # every change of a listing renews it


class ServerList(SubRegistryRead):
    """Certified listings as MCP Registry entries (``server.json`` with Sagentum's
    certification under ``_meta``), in name order, paged by cursor."""

    @extend_schema(
        tags=["sub-registry"], operation_id="subregistry_servers_list",
        parameters=LIST_PARAMETERS, responses={200: OpenApiTypes.OBJECT, 400: OpenApiTypes.OBJECT},
    )  # fmt: skip
    def get(self, request: Request) -> Response:
        return Response(servers_page(request.query_params))


class ServerVersions(SubRegistryRead):
    """Every version of one certified listing: its one version, the listing as it is."""

    @extend_schema(
        tags=["sub-registry"], operation_id="subregistry_server_versions",
        parameters=[NAME, INCLUDE_DELETED],
        responses={200: OpenApiTypes.OBJECT, 404: OpenApiTypes.OBJECT},
    )  # fmt: skip
    def get(self, request: Request, serverName: str) -> Response:
        server = _named(request, serverName)
        item = entry(server, publishing_entries([server]).get(server.pk))
        return Response({"servers": [item], "metadata": {"count": 1}})


class ServerVersion(SubRegistryRead):
    """One version of one certified listing (``latest``: its one version)."""

    @extend_schema(
        tags=["sub-registry"], operation_id="subregistry_server_version",
        parameters=[NAME, OpenApiParameter("version", str, OpenApiParameter.PATH,
                                           description="A version, or latest"),
                    INCLUDE_DELETED],
        responses={200: OpenApiTypes.OBJECT, 404: OpenApiTypes.OBJECT},
    )  # fmt: skip
    def get(self, request: Request, serverName: str, version: str) -> Response:
        server = _named(request, serverName)
        if version not in ("latest", server.served_version):
            raise _refuse(404, f"{serverName} has no version {version}: it is served at "
                          f"{server.served_version} only.", "not_found")  # fmt: skip
        return Response(entry(server, publishing_entries([server]).get(server.pk)))


def _named(request: Request, name: str) -> Server:
    server = listing_named(name, include_deleted=_flag(request.query_params, "include_deleted"))
    if server is None:
        raise _refuse(404, "Server not found", "not_found")
    return server


@extend_schema(exclude=True)
@api_view(["GET", "HEAD"])
@permission_classes([AllowAny])
def not_found(request: Request, rest: str = "") -> Response:
    """Any other address under /v0/: the registry's 404, in its shape (a name is
    ``namespace/name``; its versions are under ``/versions``)."""
    raise _refuse(
        404,
        "Server not found: a server is /v0/servers/<namespace>/<name>/versions/<version> "
        "(or latest), and the list is /v0/servers",
        "not_found",
    )
