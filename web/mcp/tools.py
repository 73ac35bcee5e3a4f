"""The tools of /mcp: read-only reads of the public record, each typed and described."""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable
from typing import Annotated, Any, ParamSpec, TypeVar

import mcp_types as types
from django.db import close_old_connections
from django.db.models import prefetch_related_objects
from django.urls import reverse
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from assessments import selectors as assessment_selectors
from assessments.models import Assessment, Certification
from assessments.placement import placement_of
from assessments.reasons import REASONS
from assessments.report import report_for_assessment
from certification.models import RubricVersion, Server, ServerPackage
from certification.selectors import changelog_entries
from certification.sharing import absolute
from web import report_card
from web.forms.listings import directory_page
from web.mcp.models import (
    CertificationOut,
    ChangelogItem,
    ChangelogPage,
    DimensionSummary,
    EnvironmentVariableOut,
    Explanation,
    PackageOut,
    PlacementOut,
    RubricDimensionOut,
    RubricOut,
    ServerPage,
    ServerSummary,
    TierOut,
)

P = ParamSpec("P")
R = TypeVar("R")

READ_ONLY = types.ToolAnnotations(
    read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
)

Slug = Annotated[
    str,
    Field(
        description="A listing's slug, as find_servers returns it (e.g. the last part of "
        "its report card URL /servers/<slug>/).",
        min_length=1,
        max_length=100,
        pattern=r"^[-a-zA-Z0-9_]+$",
    ),
]
# The tiers find_servers filters by: the rubric's four, "insufficient" (too little could
# be measured) and "not_assessed" (no published assessment yet).
TIER_KEYS = (
    "production_ready",
    "suitable",
    "use_with_caution",
    "not_recommended",
    "insufficient",
    "not_assessed",
)


def reads(function: Callable[P, R]) -> Callable[P, R]:
    """Run a tool's reads as a request would: stale connections closed before and after."""

    @functools.wraps(function)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        close_old_connections()
        try:
            return function(*args, **kwargs)
        finally:
            close_old_connections()

    return wrapper


@reads
def find_servers(
    query: Annotated[
        str,
        Field(
            description="Words to look for: a name, a package, or what a tool does ('read "
            "a spreadsheet'). Every word must match (stemmed; a typo is forgiven); empty for "
            "every listed server.",
            max_length=100,
        ),
    ] = "",
    tier: Annotated[
        str | None,
        Field(
            description="Keep only servers holding this tier now; null for any.",
            json_schema_extra={"enum": [*TIER_KEYS, None]},
        ),
    ] = None,
    cursor: Annotated[
        str | None,
        Field(
            description="next_cursor from the previous page; null for the first page.",
            max_length=2000,
        ),
    ] = None,
    page_size: Annotated[int, Field(description="Servers per page.", ge=1, le=50)] = 10,
) -> ServerPage:
    """Search the listed MCP servers by words, best match first (best score first with no
    words), and return one page of them with their current tier and score, and how to
    connect to each (endpoint, packages and a client configuration). Read-only; changes
    nothing."""
    if tier is not None and tier not in TIER_KEYS:
        raise ToolError(
            f"{tier!r} is not a tier: send one of {', '.join(TIER_KEYS)}, or null for any tier."
        )
    sort = "relevance" if query.strip() else "score"
    params = {"q": query, "tier": tier or "", "sort": sort, "after": cursor or ""}
    page, form = directory_page(params, page_size)
    if form.errors:
        raise ToolError(f"Invalid search: {form.errors.as_text()}")
    if cursor and page.first:
        raise ToolError("That cursor cannot be read: pass next_cursor as it was returned.")
    total = page.count
    servers = list(page.object_list)
    prefetch_related_objects(servers, "packages")
    return ServerPage(
        servers=[_summary(server) for server in servers],
        page_size=page_size,
        total=total.value,
        total_exact=total.exact,
        matched=MATCHED.get(page.search.way) if page.search else None,
        has_more=page.has_next,
        next_cursor=page.next_cursor or None,
    )


MATCHED = {"all": "every_word", "close": "close_spelling", "some": "some_words"}


@reads
def get_certification(slug: Slug) -> CertificationOut:
    """Return one server's current certification: tier, score, ceiling, coverage and every
    dimension's grade and points, its place among the corpus of real packages of the same
    rubric and type, with links to its report card, report JSON and badge. Delisted
    servers are answered too. Read-only; changes nothing."""
    server = _server(slug)
    packages = list(server.packages.all())
    assessment = assessment_selectors.current_assessment_with_results(server)
    rows = report_card.dimension_rows(assessment) if assessment else []
    notice = assessment_selectors.catalog_notice(server, assessment)
    return CertificationOut(
        slug=server.slug,
        name=server.name,
        status=server.status,
        endpoint_url=server.endpoint_url or None,
        transport=server.transport if server.endpoint_url else None,
        packages=[_package(package) for package in packages],
        client_config=_client_config(server, packages),
        repository_url=server.repository_url or None,
        documentation_url=server.documentation_url or None,
        certified=assessment is not None,
        **_grade(assessment),
        raw_score=_float(assessment.raw_score) if assessment else None,
        ceiling=assessment.ceiling if assessment else None,
        rubric_version=assessment.rubric_version.version if assessment else None,
        published_at=_iso(assessment.finished_at) if assessment else None,
        scored_on=sum(1 for row in rows if row.grade != "not_tested"),
        revised_after_dispute=bool(assessment and assessment.supersedes_id),
        live_testing_opted_out=server.live_testing_opted_out,
        dimensions=[
            DimensionSummary(
                number=row.number,
                key=row.key,
                name=row.name,
                weight=row.weight,
                grade=row.grade,
                points_possible=_points(row.possible),
                points_earned=_points(row.earned),
                reasons=[reason["label"] for reason in row.reasons],
            )
            for row in rows
        ],
        placement=_placement(assessment),
        tool_definitions_changed_at=_iso(notice.at) if notice else None,
        report_card_url=absolute(server.get_absolute_url()),
        report_json_url=_report_url(assessment.pk) if assessment else None,
        badge_url=absolute(reverse("badge_svg", args=[server.slug])),
    )


def _placement(assessment: Assessment | None) -> PlacementOut | None:
    found = placement_of(assessment) if assessment is not None else None
    return PlacementOut(**found.document()) if found is not None else None


@reads
def get_report(
    assessment_id: Annotated[
        int,
        Field(
            description="An assessment's id, as get_certification or find_servers returns.", ge=1
        ),
    ],
) -> types.CallToolResult:
    """Return the full report of one finished assessment (schema sagentum.assessment/1.4):
    every dimension's grade, reasons and evidence, and for a live test each call made.
    Read-only; changes nothing."""
    assessment = (
        Assessment.objects.select_related("server", "rubric_version")
        .final()
        .exclude(state=Assessment.State.CANCELLED)
        .filter(pk=assessment_id)
        .first()
    )
    if assessment is None:
        raise ToolError(
            f"No finished assessment has id {assessment_id}; get_certification gives a "
            "server's current one."
        )
    report = report_for_assessment(assessment)
    text = json.dumps(report, ensure_ascii=False)
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text)],
        structured_content=json.loads(text),
    )


@reads
def recent_changelog(
    since: Annotated[
        str,
        Field(
            description="Only entries after this: an ISO 8601 time (2026-12-01T00:00:00Z), a "
            "date (2026-12-01) or an entry's seq; empty for the newest.",
            max_length=40,
        ),
    ] = "",
    server: Annotated[
        str,
        Field(
            description="Only this server's entries (its slug); empty for all.",
            max_length=100,
            pattern=r"^[-a-zA-Z0-9_]*$",
        ),
    ] = "",
    limit: Annotated[int, Field(description="How many entries at most.", ge=1, le=100)] = 20,
) -> ChangelogPage:
    """Return the newest entries of Sagentum's public, hash-chained changelog: published
    assessments, dispute outcomes, rubric versions, opt-outs and listing changes.
    Read-only; changes nothing."""
    try:
        entries = list(changelog_entries(since=since, server=server)[:limit])
    except ValueError as error:
        raise ToolError(f"Invalid since: {error}") from None
    latest = changelog_entries().values_list("seq", flat=True).first()
    return ChangelogPage(entries=[_entry(entry) for entry in entries], latest_seq=latest)


@reads
def get_rubric(
    version: Annotated[
        str,
        Field(
            description="A rubric version such as 1.0; empty for the one in effect today.",
            max_length=20,
        ),
    ] = "",
) -> RubricOut:
    """Return a published rubric version: its dimensions with weights, the tiers and
    their rules, and the score ceiling of each assessment type. Read-only; changes nothing."""
    rubric = _rubric(version)
    return RubricOut(
        version=rubric.version,
        published_on=rubric.published_on.isoformat(),
        effective_from=rubric.effective_from.isoformat(),
        ceilings=dict(rubric.data.get("ceilings", {})),
        tiers=[
            TierOut(
                key=row["key"],
                name=row["name"],
                min_score=row["min_score"],
                rule=row["rule"],
                summary=row.get("summary", ""),
            )
            for row in rubric.tier_rows
        ],
        dimensions=[
            RubricDimensionOut(
                number=d["number"],
                key=d["key"],
                name=d["name"],
                weight=d["weight"],
                question=d["question"],
            )
            for d in rubric.dimensions
        ],
        methodology_url=absolute(rubric.get_absolute_url()),
    )


@reads
def explain(
    term: Annotated[
        str,
        Field(
            description="A dimension's number (1-8), key (tool_descriptions) or name "
            "(Tool descriptions), a tier's key or name (production_ready, Production Ready) "
            "or a reason label from a report (call-failed); case and spacing do not matter.",
            min_length=1,
            max_length=80,
        ),
    ],
) -> Explanation:
    """Explain one term of the rubric in effect: a dimension (its question, criteria and
    how it is graded), a tier (its rule) or a reason label (what it means and how to fix
    it). Read-only; changes nothing."""
    rubric = _rubric("")
    term = term.strip()
    key = _term_key(term)
    page = absolute(rubric.get_absolute_url())
    base = {"rubric_version": rubric.version, "criteria": None}
    for d in rubric.dimensions:
        if key in (str(d["number"]), d["key"], _term_key(d["name"])):
            return Explanation(
                kind="dimension",
                term=d["key"],
                title=f"{d['number']}. {d['name']}",
                text=f"{d['question']} {d.get('grading', '')}".strip(),
                url=f"{page}#dimension-{d['number']}",
                **{**base, "criteria": d["criteria"]},
            )
    for row in rubric.tier_rows:
        if key in (row["key"], _term_key(row["name"])):
            return Explanation(
                kind="tier",
                term=row["key"],
                title=row["name"],
                text=f"{row['rule']}. {row.get('summary', '')}".strip(),
                url=f"{page}#tiers",
                **base,
            )
    label = term.lower().replace("_", "-").replace(" ", "-")
    if label in REASONS:
        term = label
        return Explanation(
            kind="reason",
            term=term,
            title=term,
            text=_sentence(REASONS[term]),
            url=f"{page}#reason-{term}",
            **base,
        )
    dimensions = ", ".join(d["key"] for d in rubric.dimensions)
    tiers = ", ".join(row["key"] for row in rubric.tier_rows)
    raise ToolError(
        f"{term!r} is not a dimension, tier or reason label of rubric {rubric.version}. "
        f"Send a dimension's number (1-{len(rubric.dimensions)}) or key ({dimensions}), a "
        f"tier ({tiers}), or a reason label exactly as a report gives it (call-failed)."
    )


TOOLS: list[tuple[Callable[..., Any], str]] = [
    (find_servers, "Find certified MCP servers"),
    (get_certification, "Get a server's certification"),
    (get_report, "Get an assessment report"),
    (recent_changelog, "Read the public changelog"),
    (get_rubric, "Get the rubric"),
    (explain, "Explain a dimension, tier or reason"),
]


# ---------------------------------------------------------------- helpers


def _server(slug: str) -> Server:
    server = Server.objects.filter(slug=slug).first()
    if server is None:
        raise ToolError(f"No server is listed as {slug!r}; find_servers searches the listings.")
    return server


def _rubric(version: str) -> RubricVersion:
    rubrics = RubricVersion.objects.published()
    rubric = rubrics.filter(version=version).first() if version else rubrics.in_effect()
    if rubric is None:
        known = ", ".join(rubrics.values_list("version", flat=True)) or "none"
        raise ToolError(f"No published rubric version {version!r}; published: {known}.")
    return rubric


def _grade(record: Assessment | Certification | None) -> dict[str, Any]:
    """Tier, score and type of an assessment, or of a certification (its copied figures)."""
    if record is None:
        return {
            "tier": None,
            "tier_name": "Not yet assessed",
            "score": None,
            "assessment_id": None,
            "assessment_type": None,
        }
    info = record.tier_info
    certification = isinstance(record, Certification)
    return {
        "tier": record.tier or None,
        "tier_name": (info or {}).get("name") or "Insufficient data",
        "score": _float(record.score),
        "assessment_id": record.assessment_id if certification else record.pk,
        "assessment_type": record.assessment_type,
    }


def _summary(server: Server) -> ServerSummary:
    certification = getattr(server, "certification", None)
    packages = list(server.packages.all())
    return ServerSummary(
        slug=server.slug,
        name=server.name,
        description=server.description[:300],
        **_grade(certification),
        assessed_at=_iso(certification.assessed_at) if certification else None,
        endpoint_url=server.endpoint_url or None,
        transport=server.transport if server.endpoint_url else None,
        packages=[_package(package) for package in packages],
        client_config=_client_config(server, packages),
        report_card_url=absolute(server.get_absolute_url()),
    )


def _package(package: ServerPackage) -> PackageOut:
    return PackageOut(
        registry=package.registry_type,
        identifier=package.identifier,
        version=package.version,
        transport=package.transport,
        command=package.command or None,
        environment_variables=[
            EnvironmentVariableOut(
                name=variable.get("name", ""),
                required=bool(variable.get("is_required")),
                secret=bool(variable.get("is_secret")),
                description=variable.get("description", ""),
            )
            for variable in package.environment_variables
            if variable.get("name")
        ],
    )


def _client_config(server: Server, packages: list[ServerPackage]) -> dict[str, Any] | None:
    """One ``mcpServers`` entry in the form MCP clients read: the remote endpoint when the
    listing has one, else its first package that starts over stdio; null when neither."""
    if server.endpoint_url:
        kind = "sse" if server.transport == Server.Transport.SSE else "http"
        return {"type": kind, "url": server.endpoint_url}
    for package in packages:
        words = package.command_words
        if words and package.transport == "stdio":
            config: dict[str, Any] = {"command": words[0], "args": words[1:]}
            env = {
                variable["name"]: f"<{variable['name']}>"
                for variable in package.environment_variables
                if variable.get("name") and variable.get("is_required")
            }
            if env:
                config["env"] = env
            return config
    return None


def _entry(entry) -> ChangelogItem:
    return ChangelogItem(
        seq=entry.seq,
        kind=entry.kind,
        created_at=_iso(entry.created_at),
        server=entry.server.slug if entry.server else None,
        title=entry.title,
        body=entry.body,
        entry_hash=entry.entry_hash,
        url=absolute(entry.get_absolute_url()),
    )


def _report_url(assessment_id: int) -> str:
    return absolute(reverse("api_assessment", args=[assessment_id]))


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def _term_key(text: str) -> str:
    """A dimension's or tier's name as its key: "Tool Descriptions" -> tool_descriptions."""
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def _points(value: Any) -> float | None:
    """Points to two decimals, as the report card shows them (12.5, not 12.499999)."""
    return None if value is None else round(float(value), 2)


def _float(value: Any) -> float | None:
    return None if value is None else float(value)


def _iso(moment: Any) -> str | None:
    return moment.isoformat() if moment else None
