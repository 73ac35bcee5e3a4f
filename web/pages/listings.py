"""Public pages and the listing forms."""

from __future__ import annotations

import functools
import json
from functools import cached_property
from html import escape as quote_attr

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db import DatabaseError, connection, transaction
from django.db.models import prefetch_related_objects
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseNotModified, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.http import parse_etags
from django.utils.safestring import mark_safe
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_safe
from django_ratelimit.decorators import ratelimit

from assessments.graders.poisoning_model import shipped_meta as poisoning_meta
from certification import badges, services, transparency
from certification.compiled import Compiled
from certification.models import (
    ChangelogEntry,
    RubricVersion,
    Server,
    ServerPackage,
)
from certification.pagecache import CORPUS, public_page
from certification.rubric import rubric_diff
from certification.selectors import (
    access_server_for_management,
    current_rubric,
    directory_figures,
    worker_status,
)
from certification.sharing import absolute, server_share
from certification.version import VERSION
from verification.listings import listing_packages_set, listing_update
from verification.selectors import user_owns_server
from web import fragments, report_card
from web.context_processors import rubric_numbers
from web.forms.listings import (
    UNLISTED,
    ServerForm,
    check_listing,
    directory_page,
    package_formset,
)

DIRECTORY_PAGE_SIZE = 50
CHANGELOG_PAGE_SIZE = 50
BADGE_KINDS = [("markdown", "Markdown"), ("html", "HTML"), ("rst", "reStructuredText")]


@require_safe
@public_page(scopes=lambda: ("lists", "changelog"))
def home(request: HttpRequest) -> HttpResponse:
    listed = Server.objects.listed()
    figures = directory_figures()
    rubric = current_rubric()
    context = {
        "rubric": rubric,
        "RUBRIC": rubric_numbers(rubric.data if rubric else {}),  # read once
        "server_count": figures.listed,
        "counted_at": figures.counted_at,
        # Only what the page shows of each.
        "recent_servers": listed.order_by("-listed_at", "name", "pk").only(
            "slug", "name", "listed_at"
        )[:5],
        "tier_counts": figures.tiers,
        "latest_entries": ChangelogEntry.objects.order_by("-seq").only(
            "seq", "title", "created_at"
        )[:5],
    }
    return render(request, "certification/home.html", context)


@require_safe
@public_page(scopes=lambda: ("lists",))
def server_list(request: HttpRequest) -> HttpResponse:
    page, form = directory_page(request.GET, DIRECTORY_PAGE_SIZE, fields=DIRECTORY_ROW)
    query = request.GET.copy()
    for name in ("page", "after", "before", "last"):
        query.pop(name, None)
    rows = fragments.rows(
        "includes/server_row.html",
        page.object_list,
        values=directory_row_values,
        context=lambda server: {"server": server},
        includes=("includes/certification_badge.html", "includes/tier_badge.html"),
        read=directory_listings,
    )
    filters = fragments.rows(
        "includes/directory_filters.html",
        [form],
        values=lambda form: (
            fragments.code_digest(type(form)),  # its fields' labels and choices
            query.urlencode(),
            *(key for pair in form.fields["tier"].choices for key in pair),
        ),
        context=lambda form: {"form": form, "query": query.urlencode()},
    )[0]
    context = {
        "form": form,
        "page": page,
        "rows": rows,
        "filters": filters,
        "query": query.urlencode(),
    }
    return render(request, "certification/server_list.html", context)


# Every value a directory row shows (``includes/server_row.html``), as the paths the
# page's one read of its rows names them.
DIRECTORY_ROW = (
    "pk", "slug", "name", "description", "live_testing_opted_out", "endpoint_url",
    "transport", "package_registry", "package_name", "listed_at", "certification__pk",
    "certification__tier", "certification__tier_name", "certification__score",
    "certification__assessment_type", "certification__rubric_version",
)  # fmt: skip


def directory_row_values(row: dict | Server) -> tuple:
    """Every value a directory row shows, from its ``DIRECTORY_ROW`` dict or a listing."""
    if not isinstance(row, dict):
        held = getattr(row, "certification", None)
        row = {
            path: getattr(held, path.removeprefix("certification__"), None)
            if path.startswith("certification__")
            else getattr(row, path)
            for path in DIRECTORY_ROW
        }
    shown = ("tier", "tier_name", "score", "assessment_type", "rubric_version")
    return (
        row["slug"], row["name"], row["description"], row["live_testing_opted_out"],
        bool(row["endpoint_url"]), row["transport"], row["package_registry"],
        row["package_name"], row["listed_at"].isoformat(),
        *(row[f"certification__{name}"] for name in shown if row["certification__pk"]),
    )  # fmt: skip


def directory_listings(rows: list[dict]) -> list[Server]:
    """The listings of directory rows, to render those not kept (listings are never
    deleted: one delisted meanwhile shows as it was read)."""
    listings = Server.objects.select_related("certification").defer(*UNLISTED)
    found = {server.pk: server for server in listings.filter(pk__in=[r["pk"] for r in rows])}
    return [found[row["pk"]] for row in rows]


@require_safe
@public_page(scopes=lambda slug: (f"server:{slug}", CORPUS))  # placed among the corpus
def server_detail(request: HttpRequest, slug: str) -> HttpResponse:
    """The report card: the current certification, every dimension, and the history."""
    found = LISTING_WITH_CURRENT.objects(slug)
    if not found:
        raise Http404("No Server matches the given query.")
    return render_server_page(request, found[0])


def _listing_with_current(slug: str):
    from assessments.selectors import WITH_CURRENT

    return Server.objects.select_related(*WITH_CURRENT).filter(slug=slug).order_by()[:1]


# A listing by its slug, with its certification's assessment and what revised it.
LISTING_WITH_CURRENT = Compiled(_listing_with_current)
# A listing's packages, in no order (put in order by the caller).
PACKAGES = Compiled(lambda pk: ServerPackage.objects.filter(server_id=pk).order_by())


def render_server_page(
    request: HttpRequest, server: Server, *, request_form=None, status: int = 200
) -> HttpResponse:
    from assessments import selectors
    from assessments.placement import placement_weighing
    from assessments.selectors import (
        allowed_types,
        request_refusals,
        user_is_reviewer,
    )
    from disputes.selectors import dispute_context, server_disputes
    from web.forms.assessments import AssessmentRequestForm

    # Its results are read only when what the card shows of them is not kept.
    assessment = selectors.current_assessment_with_results(server, results=False)
    published = published_part(assessment) if assessment else None
    record = selectors.server_record(server, assessment)
    disputes = server_disputes(server)
    allowed = allowed_types(request.user, server) if request.user.is_authenticated else []
    if request_form is None and allowed:
        replacements = selectors.request_replacements(server, allowed)
        request_form = AssessmentRequestForm(allowed=allowed, replacements=replacements)
    is_owner = user_owns_server(request.user, server)
    active = record.active
    may_request_some = is_owner or request.user.is_staff or user_is_reviewer(request.user)
    context = {
        "server": server,
        # What an assessment would measure, said only while none is published.
        "rubric": current_rubric() if assessment is None else None,
        "assessment": assessment,
        "coverage": published["coverage"] if published else None,
        "ceiling_text": report_card.ceiling_explanation(assessment) if assessment else "",
        "shortfall": published["shortfall"] if published else [],
        "active": active,
        "best_reached": record.best_reached,
        "placement": placement_weighing(assessment, published["tokens"])
        if published and assessment.is_published
        else None,
        # The request form, the watch button and queued work wait for a worker.
        "worker": worker_status() if request_form or active or is_owner else None,
        "catalog": report_card.catalog_view(assessment) if assessment else None,
        **report_card.catalog_watch_view(server, assessment),
        "assessment_report": published["report"] if published else "",
        "history_count": record.count,
        "sparkline": report_card.score_sparkline(record.scores),
        # In the model's order (position, then id), sorted here: the ORM takes longer to
        # build the ORDER BY than Python takes to sort a listing's few packages.
        "packages": [
            {"package": package, "command": package.command}
            for package in sorted(_packages(server), key=lambda p: (p.position, p.pk))
        ],
        **(dispute_context(assessment, disputes) if assessment else {}),
        # The server's disputes, whichever assessment each is of (after the current
        # assessment's context, whose "disputes" are that assessment's own).
        "disputes": (
            disputes[:10]
            if disputes is not None
            else server.disputes.select_related("assessment")[:10]
        ),
        "request_form": request_form,
        "can_manage": request.user.is_authenticated and (request.user.is_staff or is_owner),
        # The flag is set and cleared with the opt-outs in effect (optouts.services).
        "opt_out": server.opt_outs.active().order_by("effective_at").first()
        if server.live_testing_opted_out
        else None,
        "is_owner": is_owner,
        "request_refusals": (
            request_refusals(request.user, server)
            if may_request_some and not allowed and request_form is None and server.is_listed
            else []
        ),
        "my_claim": (
            server.claims.active().filter(user=request.user).first()
            if request.user.is_authenticated
            else None
        ),
    }
    context["badge"] = badge_snippets(server)
    context["share"] = server_share(server, assessment)
    context["badge_kinds"] = [
        ("markdown", "Markdown"),
        ("html", "HTML"),
        ("rst", "reStructuredText"),
    ]
    return render(request, "certification/server_detail.html", context, status=status)


def _packages(server: Server) -> list[ServerPackage]:
    packages = PACKAGES.objects(server.pk)
    for package in packages:
        package.server = server
    return packages


REPORT_TEMPLATES = (
    "includes/assessment_report.html",
    "includes/dimension_chart.html",
    "includes/dimension_table.html",
    "includes/tools_table.html",
)


def published_part(assessment) -> dict:
    """What the report card shows of an assessment's results: its dimensions and tools
    (``report``, rendered), how many dimensions were graded, the tiers' unmet
    conditions and the catalog's weight. Made once per assessment and state (a published
    assessment never changes) and version of the code, then kept (``web.fragments``):
    the results are read only to make it."""
    from assessments.placement import assessment_tokens
    from assessments.selectors import RESULTS

    code = fragments.digest(
        VERSION,
        fragments.code_digest(report_card.coverage),  # the module that reads the results
        *(fragments.code_digest(name) for name in REPORT_TEMPLATES),
    )

    def make(item) -> dict:
        prefetch_related_objects([item], RESULTS)
        rows = report_card.dimension_rows(item)
        context = {
            "assessment": item,
            "rows": rows,
            "chart": report_card.chart(rows) if rows else None,
            "tools": report_card.tools_table(item, rows),
            "methodology_url": item.rubric_version.get_absolute_url(),
        }
        return {
            "report": str(render_to_string(REPORT_TEMPLATES[0], context)),
            "coverage": report_card.coverage(rows),
            "shortfall": report_card.tier_shortfall(item, rows),
            "tokens": assessment_tokens(item),
        }

    part = fragments.kept_final("card", assessment, code, make)
    return {**part, "report": mark_safe(part["report"])}  # noqa: S308 - our templates


def badge_snippets(server: Server) -> dict[str, str]:
    """How to embed the server's badge, each linking back to its report card."""
    path = reverse("badge_svg", args=[server.slug])
    image, card = absolute(path), absolute(server.get_absolute_url())
    alt = f"{settings.SITE_NAME} certification of {server.name}"
    return {
        "image": image,
        "path": path,
        "markdown": f"[![{alt.replace('[', '(').replace(']', ')')}]({image})]({card})",
        # Plain text (escaped once more on the page): the snippet is shown, not rendered.
        "html": f'<a href="{quote_attr(card)}"><img src="{quote_attr(image)}" '
        f'alt="{quote_attr(alt)}"></a>',
        "rst": f".. image:: {image}\n   :alt: {alt}\n   :target: {card}",
    }


@login_required
@ratelimit(key="user", rate="20/d", method="POST", block=False)
def server_propose(request: HttpRequest) -> HttpResponse:
    form = ServerForm(request.POST or None)
    packages = package_formset(request.POST or None)
    if request.method == "POST":
        if getattr(request, "limited", False):
            form.add_error(None, "You have proposed many listings today; try again tomorrow.")
        elif check_listing(form, packages):
            server = _listing_save(form, packages, proposed_by=request.user)
            messages.success(request, f"“{server.name}” is now listed. Thank you.")
            return redirect(server)
    context = {"form": form, "packages": packages, "server": None}
    status = 400 if request.method == "POST" else 200  # re-shown: something was wrong
    return render(request, "certification/server_form.html", context, status=status)


@login_required
def server_edit(request: HttpRequest, slug: str) -> HttpResponse:
    server = access_server_for_management(request.user, slug)
    form = ServerForm(request.POST or None, instance=server)
    packages = package_formset(request.POST or None, server=server)
    if request.method == "POST" and check_listing(form, packages):
        _listing_save(form, packages, server=server)
        messages.success(request, "The listing was updated.")
        return redirect(server)
    context = {"form": form, "packages": packages, "server": server}
    status = 400 if request.method == "POST" else 200  # re-shown: something was wrong
    return render(request, "certification/server_form.html", context, status=status)


@transaction.atomic
def _listing_save(form, packages, *, server: Server | None = None, proposed_by=None) -> Server:
    """The listing and, when the form carried them, its packages, in one transaction."""
    if server is None:
        server = services.server_create(proposed_by=proposed_by, **form.cleaned_data)
    else:
        # An edit ends the proofs made for the endpoint, repository or packages it changes.
        server = listing_update(server=server, **form.cleaned_data)
    if packages.submitted:
        # The set is replaced as the form shows it: order, removals and all.
        listing_packages_set(server=server, packages=list(packages.packages()))
    return server


def dispute_record():
    from disputes.selectors import dispute_record as record

    return record()


@require_safe
@public_page
def methodology(request: HttpRequest) -> HttpResponse:
    rubric = current_rubric() or RubricVersion.objects.published().first()
    if rubric is None:
        raise Http404("No rubric has been published yet.")
    return _render_rubric(request, rubric)


@require_safe
@public_page
def methodology_version(request: HttpRequest, version: str) -> HttpResponse:
    rubric = get_object_or_404(RubricVersion.objects.published(), version=version)
    return _render_rubric(request, rubric)


def _render_rubric(request: HttpRequest, rubric: RubricVersion) -> HttpResponse:
    versions = RubricVersion.objects.published().order_by("-effective_from")
    previous = versions.filter(effective_from__lt=rubric.effective_from).first()
    context = {
        "rubric": rubric,
        "versions": versions,
        "previous": previous,
        "in_effect": current_rubric(),
        "ceilings": _ceiling_rows(rubric),
        "dimensions_html": rubric_dimensions(rubric),
        "diff": rubric_diff(previous.data, rubric.data) if previous else [],
        "dispute_record": dispute_record(),
        "reasons_html": reason_list(),
        "public_key": transparency.public_key_pem(),
        "key_id": transparency.key_id(),
        "poisoning_reading": poisoning_meta(),
    }
    return render(request, "certification/methodology.html", context)


@require_safe
def changelog_checkpoint(request: HttpRequest) -> JsonResponse:
    """The changelog's latest signed checkpoint (signed now if the log has grown)."""
    signed = transparency.latest_checkpoint()
    if signed is None:
        return JsonResponse({"detail": "The changelog is empty."}, status=404)
    response = JsonResponse(signed.document())
    response["Cache-Control"] = "no-cache"
    return response


@require_safe
def changelog_checkpoint_note(request: HttpRequest) -> HttpResponse:
    """The latest checkpoint as a C2SP signed note (tlog-checkpoint), with the witnesses'
    cosignatures kept for it: the form transparency-log tools read."""
    signed = transparency.latest_checkpoint()
    if signed is None:
        return HttpResponse("The changelog is empty.\n", status=404, content_type="text/plain")
    response = HttpResponse(
        transparency.checkpoint_note(signed), content_type="text/plain; charset=utf-8"
    )
    response["Cache-Control"] = "no-cache"
    return response


@require_safe
def changelog_verifier_key(request: HttpRequest) -> HttpResponse:
    """The checkpoint key as a note verifier key (name+key ID+base64 key)."""
    return HttpResponse(f"{transparency.log_key()}\n", content_type="text/plain; charset=utf-8")


@require_safe
def changelog_public_key(request: HttpRequest) -> HttpResponse:
    """The Ed25519 public key that verifies checkpoints (PEM), at a stable URL."""
    return HttpResponse(transparency.public_key_pem(), content_type="text/plain; charset=utf-8")


def reason_labels() -> list[tuple[str, str]]:
    """Every reason label a report can give, with its hint (anchors ``#reason-<label>``)."""
    from assessments.reasons import REASONS

    return sorted(REASONS.items())


def _ceiling_rows(rubric: RubricVersion) -> list[dict]:
    ceilings = rubric.data["ceilings"]
    return [
        {**kind, "ceiling": ceilings.get(kind["key"])} for kind in rubric.data["assessment_types"]
    ]


RUBRIC_DIMENSIONS = "includes/rubric_dimensions.html"
REASON_LABELS = "includes/reason_labels.html"


def rubric_dimensions(rubric: RubricVersion) -> str:
    """A published rubric version's dimensions as its methodology page shows them,
    rendered once per process, version and template (a published version never
    changes; a draft is rendered each time)."""
    if rubric.status != RubricVersion.Status.PUBLISHED:
        return _rendered_dimensions(rubric)
    code = fragments.code_digest(RUBRIC_DIMENSIONS)
    return _published_dimensions(code, rubric.pk, rubric.version, rubric.source_sha256, rubric)


@functools.lru_cache(maxsize=16)
def _published_dimensions(code: str, pk: int, version: str, sha256: str, rubric) -> str:
    return _rendered_dimensions(rubric)


def _rendered_dimensions(rubric: RubricVersion) -> str:
    context = {"rubric": rubric, "dimensions": _dimension_rows(rubric)}
    return render_to_string(RUBRIC_DIMENSIONS, context)


def reason_list() -> str:
    """Every reason label with its hint (``reason_labels``), rendered once per process
    and template: they are the code's (several hundred values to render on each page)."""
    return _reason_list(fragments.code_digest(REASON_LABELS))


@functools.lru_cache(maxsize=4)
def _reason_list(code: str) -> str:
    return render_to_string(REASON_LABELS, {"reasons": reason_labels()})


def _dimension_rows(rubric: RubricVersion) -> list[dict]:
    kinds = rubric.data["assessment_types"]
    return [
        {
            **dimension,
            "sources": [
                {"name": kind["name"], "source": dimension.get("assessed_by", {}).get(kind["key"])}
                for kind in kinds
            ],
        }
        for dimension in rubric.dimensions
    ]


@require_safe
@public_page(scopes=lambda: ("changelog",))
def changelog(request: HttpRequest) -> HttpResponse:
    # Each entry as the values its row shows (one values() query), its entry read only
    # to render a row not kept.
    entries = ChangelogEntry.objects.order_by("-seq").values(*CHANGELOG_ROW)
    server = None
    if request.GET.get("server"):
        server = get_object_or_404(Server, slug=request.GET["server"])
        entries = entries.for_server(server)
    if server is None:
        paginator = SeqPaginator(entries, CHANGELOG_PAGE_SIZE, ChangelogEntry.objects.size())
    else:
        paginator = Paginator(entries, CHANGELOG_PAGE_SIZE)
    page = paginator.get_page(request.GET.get("page"))
    query = request.GET.copy()
    query.pop("page", None)
    rows = fragments.rows(
        "includes/changelog_entry.html",
        page.object_list,
        # The hash covers the entry's own text; the server's name is shown beside it.
        values=lambda entry: (server is None, *changelog_row_values(entry)),
        context=lambda entry: {"entry": entry, "server": server},
        read=changelog_entries_of,
    )
    context = {"page": page, "rows": rows, "server": server, "query": query.urlencode()}
    context["witnesses"] = transparency.witness_status()
    return render(request, "certification/changelog.html", context)


CHANGELOG_ROW = ("pk", "seq", "entry_hash", "server__slug", "server__name")


def changelog_row_values(entry: dict | ChangelogEntry) -> tuple:
    """What a changelog row shows besides its entry's own text, which its hash covers."""
    if isinstance(entry, dict):
        return entry["entry_hash"], entry["server__slug"] or "", entry["server__name"] or ""
    listing = entry.server
    return entry.entry_hash, listing.slug if listing else "", listing.name if listing else ""


def changelog_entries_of(rows: list[dict]) -> list[ChangelogEntry]:
    """The entries of changelog rows (entries are never deleted), in the rows' order."""
    entries = ChangelogEntry.objects.select_related("server")
    found = {entry.pk: entry for entry in entries.filter(pk__in=[row["pk"] for row in rows])}
    return [found[row["pk"]] for row in rows]


@require_safe
@public_page(scopes=lambda seq: ("changelog",))
def changelog_entry(request: HttpRequest, seq: int) -> HttpResponse:
    """One entry at a stable address, with its inclusion proof. The entry never changes;
    the name and address of its server beside it can, hence the ``changelog`` scope."""
    entry = get_object_or_404(ChangelogEntry.objects.select_related("server"), seq=seq)
    return render(request, "certification/changelog_entry.html", {"entry": entry})


class SeqPaginator(Paginator):
    """The whole changelog, newest first: its seqs are its positions, so a page is a range
    of seqs read from the index however deep it is, and its size is the newest seq."""

    def __init__(self, entries, per_page: int, newest: int) -> None:
        super().__init__(entries, per_page)
        self.newest = newest

    @cached_property
    def count(self) -> int:
        return self.newest

    def page(self, number):
        number = self.validate_number(number)
        top = self.newest - (number - 1) * self.per_page
        rows = list(self.object_list.filter(seq__lte=top, seq__gt=top - self.per_page))
        return self._get_page(rows, number, self)


@require_safe
@public_page
def mcp_docs(request: HttpRequest) -> HttpResponse:
    """How agents use Sagentum's own MCP endpoint, read from the tools it registers."""
    from web.mcp import reference  # imports the MCP SDK: only for this page
    from web.mcp.tools import explain

    tools = reference.tool_reference()
    example = next(tool for tool in tools if tool["name"] == "explain")
    arguments = reference.EXAMPLE_ARGUMENTS["explain"]
    result = explain.__wrapped__(**arguments).model_dump()
    response = {
        "jsonrpc": "2.0",
        "id": 1,
        "result": {"structuredContent": result, "isError": False},
    }
    context = {
        "endpoint": absolute("/mcp"),
        "tools": tools,
        "example_request": example["request"],
        "example_result": json.dumps(response, indent=2, ensure_ascii=False),
        "version": VERSION,
        "rate": _rate_words(settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["anon"]),
    }
    return render(request, "certification/mcp_docs.html", context)


def _rate_words(rate: str | None) -> str:
    """``120/minute`` as "120 requests a minute"."""
    if not rate:
        return "any number of requests"
    count, period = rate.split("/")
    return f"{count} requests a {period.rstrip('s')}"


@require_safe
@public_page
def testing_policy(request: HttpRequest) -> HttpResponse:
    context = {
        "user_agent": settings.HARNESS_USER_AGENT,
        "call_budget": settings.HARNESS_CALL_BUDGET,
        "watch_budget": settings.CATALOG_WATCH_BUDGET,
        "call_timeout": settings.HARNESS_CALL_TIMEOUT,
        "sandbox": {
            "memory_mb": settings.SANDBOX_MEMORY_MB,
            "processes": settings.SANDBOX_PROCESSES,
            "file_size_mb": settings.SANDBOX_FILE_SIZE_MB,
            "cpu_seconds": settings.SANDBOX_CPU_SECONDS,
        },
    }
    return render(request, "certification/testing_policy.html", context)


@never_cache
@require_GET
def livez(request: HttpRequest) -> HttpResponse:
    """Liveness: this web process answers. Nothing else is asked (no database, cache or
    broker), so it is also the baseline to time pages against; ``/healthz`` says whether
    the database and a worker answer."""
    return JsonResponse({"status": "ok"})


@never_cache
@require_GET
def healthz(request: HttpRequest) -> HttpResponse:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        return JsonResponse({"status": "error", "database": "unreachable"}, status=503)
    worker = worker_status()
    return JsonResponse(
        {
            "status": "ok",
            "database": "ok",
            # Informational: a stopped worker does not make the web process unhealthy, but
            # a monitor can alert on "worker": "not seen recently".
            "worker": "ok" if worker.seen_recently else "not seen recently",
            "worker_last_seen": worker.last_seen.isoformat() if worker.last_seen else None,
        }
    )


@require_safe
def badge(request: HttpRequest, slug: str, fmt: str) -> HttpResponse:
    """The server's README badge: SVG, or shields.io "endpoint" JSON. From the cache,
    with an ETag; an unknown slug gets a "not listed" badge with a 404."""
    made = badges.rendered(slug)
    headers = {
        "ETag": made.etag,
        "Cache-Control": f"public, max-age={badges.CACHE_SECONDS}",
        "X-Content-Type-Options": "nosniff",
    }
    if fmt == "json":
        headers["Access-Control-Allow-Origin"] = "*"
    # Weak comparison, as RFC 9110 asks of If-None-Match (a proxy that compresses the
    # body marks the tag weak); "*" matches any badge.
    wanted = {
        tag.removeprefix("W/") for tag in parse_etags(request.headers.get("If-None-Match", ""))
    }
    if made.etag in wanted or "*" in wanted:
        return HttpResponseNotModified(headers=headers)
    if fmt == "json":
        body, content_type = made.json, "application/json"
    else:
        body, content_type = made.svg, "image/svg+xml; charset=utf-8"
    status = 200 if made.found else 404
    return HttpResponse(body, content_type=content_type, status=status, headers=headers)
