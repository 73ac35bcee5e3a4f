"""Assessment pages: one assessment, a server's history, and requesting one."""

from __future__ import annotations

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.db.models import prefetch_related_objects
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.utils.safestring import mark_safe
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_POST, require_safe

from assessments import selectors, services
from assessments.models import Assessment
from assessments.placement import assessment_tokens, placement_weighing
from assessments.reasons import REASONS
from assessments.report import report_notes
from certification.models import Server
from certification.pagecache import public_page
from certification.selectors import worker_status
from certification.version import VERSION
from disputes.selectors import dispute_context, server_disputes
from verification.selectors import user_owns_server
from web import fragments, report_card
from web.forms.assessments import AssessmentRequestForm
from web.scopes import assessment_scopes


@require_safe
@public_page(scopes=assessment_scopes)
def assessment_detail(request: HttpRequest, assessment_id: int) -> HttpResponse:
    """One assessment. A final one's results and record are kept once made
    (``final_part``); what can still change around it (what superseded it, its disputes,
    its placement among the corpus, whether it is the certification) is read anew."""
    assessment = selectors.assessment_page(assessment_id)
    if assessment is None:
        raise Http404("No such assessment.")
    # Queued or running: nothing measured to show yet, and its record still grows.
    final = final_part(assessment) if assessment.is_final else None
    graded = final is not None and final["graded"]
    context = {
        "assessment": assessment,
        "server": assessment.server,
        "final": final,
        "coverage": final["coverage"] if final else None,
        "ceiling_text": report_card.ceiling_explanation(assessment),
        "shortfall": final["shortfall"] if final else [],
        "failure_hint": REASONS.get(assessment.failure_label, ""),
        "transitions": () if final else assessment.transitions.all(),
        "superseded_by": getattr(assessment, "superseded_by", None),
        # The report card's header: a better tier reached before, on the certifying one.
        "placement": placement_weighing(assessment, final["tokens"]) if graded else None,
        "best_reached": selectors.best_tier_reached(assessment)
        if graded and selectors.is_current(assessment)
        else None,
        # Queued or running work waits for a worker: say when none was seen lately.
        "worker": worker_status() if not assessment.is_final else None,
        **dispute_context(assessment, server_disputes(assessment.server)),
    }
    return render(request, "assessments/assessment_detail.html", context)


FINAL_TEMPLATES = (
    "includes/assessment_results.html",
    "includes/assessment_record.html",
    "includes/dimension_chart.html",
    "includes/dimension_table.html",
    "includes/tools_table.html",
    "includes/catalog_changes.html",
    "includes/live_calls.html",
)


def final_part(assessment: Assessment) -> dict:
    """What a final assessment's page shows of its results and record (``results`` and
    ``record``, rendered), with what the page's header needs of them. Made once per
    assessment and state and version of the code, then kept (``web.fragments``): a
    final assessment, its results, tool definitions and state changes never change."""
    code = fragments.digest(
        VERSION,
        fragments.code_digest(report_card.coverage),  # the module that reads the results
        *(fragments.code_digest(name) for name in FINAL_TEMPLATES),
    )

    def make(item: Assessment) -> dict:
        prefetch_related_objects([item], selectors.RESULTS)
        rows = report_card.dimension_rows(item) if item.is_published else []
        context = {
            "assessment": item,
            "server": item.server,
            "rows": rows,
            "chart": report_card.chart(rows) if rows else None,
            "tools": report_card.tools_table(item, rows) if rows else [],
            "catalog": report_card.catalog_view(item) if rows else None,
            "notes": report_notes([{"number": r.number, "evidence": r.evidence} for r in rows]),
            "methodology_url": item.rubric_version.get_absolute_url(),
            "transitions": item.transitions.all(),
            "SITE_NAME": settings.SITE_NAME,
        }
        return {
            "results": str(render_to_string(FINAL_TEMPLATES[0], context)) if rows else "",
            "record": str(render_to_string(FINAL_TEMPLATES[1], context)),
            "coverage": report_card.coverage(rows),
            "shortfall": report_card.tier_shortfall(item, rows),
            "graded": bool(rows),
            "tokens": assessment_tokens(item) if rows else None,
        }

    part = fragments.kept_final("assessment", assessment, code, make)
    # Our own templates, rendered from the record's values (escaped there).
    return {
        **part,
        "results": mark_safe(part["results"]),  # noqa: S308
        "record": mark_safe(part["record"]),  # noqa: S308
    }


@never_cache
@require_safe
def assessment_status(request: HttpRequest, assessment_id: int) -> JsonResponse:
    """What the assessment page polls while the assessment runs."""
    assessment = get_object_or_404(Assessment, pk=assessment_id)
    full = assessment.assessment_type == "full"
    return JsonResponse(
        {
            "id": assessment.pk,
            "state": assessment.state,
            "state_display": assessment.get_state_display(),
            "progress": assessment.progress,
            "final": assessment.is_final,
            "calls_made": assessment.calls_made if full else None,
            "call_budget": settings.HARNESS_CALL_BUDGET if full else None,
            "worker_seen_recently": (
                None if assessment.is_final else worker_status().seen_recently
            ),
        }
    )


@require_safe
@public_page(scopes=lambda slug: (f"server:{slug}",))
def server_history(request: HttpRequest, slug: str) -> HttpResponse:
    server = get_object_or_404(Server, slug=slug)
    context = {
        "server": server,
        "assessments": selectors.server_history(server),
        "current_id": selectors.current_assessment_id(server),
    }
    return render(request, "assessments/server_history.html", context)


@login_required
@require_POST
def assessment_request(request: HttpRequest, slug: str) -> HttpResponse:
    server = get_object_or_404(Server, slug=slug)
    allowed = selectors.allowed_types(request.user, server)
    form = AssessmentRequestForm(
        request.POST, allowed=allowed, replacements=selectors.request_replacements(server, allowed)
    )
    if not form.is_valid():
        if "assessment_type" not in form.errors:
            # The type is allowed; the other fields need fixing: show them again as typed.
            return _request_form_again(request, server, form)
        decision = selectors.check_request_eligibility(
            request.user, server, request.POST.get("assessment_type", "")
        )
        messages.error(request, decision.reason or "Choose an assessment type you may request.")
        return redirect(server)
    try:
        assessment = services.assessment_request(
            server=server,
            requested_by=request.user,
            assessment_type=form.cleaned_data["assessment_type"],
            credentials=form.credentials(),
            owner_arguments=form.cleaned_data["working_arguments"],
            environment=form.cleaned_data["test_environment"],
            confirm_replace=form.cleaned_data["confirm_replace"],
        )
    except services.ReplaceUnconfirmed as refusal:
        # A certification was published since the form was read: ask again.
        form.replacements[refusal.replacement.assessment_type] = refusal.replacement
        form.add_error("confirm_replace", f"{refusal} Tick the box to confirm.")
        return _request_form_again(request, server, form)
    except services.RequestRefused as refusal:
        messages.error(request, str(refusal))
        return redirect(server)
    messages.success(request, "Assessment requested: this page follows its progress.")
    return redirect(assessment)


def _request_form_again(
    request: HttpRequest, server: Server, form: AssessmentRequestForm
) -> HttpResponse:
    """The server's page with the request form as typed and its errors (400), except the
    secrets, which are never sent back to the browser."""
    from web.pages.listings import render_server_page

    if form.data.get("credential_value") and "credential_value" not in form.errors:
        form.add_error(
            "credential_value",
            "For safety the credential you typed is not shown again: enter it again.",
        )
    if form.data.get("test_environment"):
        form.data = form.data.copy()
        form.data["test_environment"] = ""  # secrets are never sent back
        if "test_environment" not in form.errors:
            form.add_error(
                "test_environment",
                "For safety the variables you typed are not shown again: enter them again.",
            )
    return render_server_page(request, server, request_form=form, status=400)


# One owner-asked catalog watch per server every 10 minutes.
WATCH_LIMIT = {"group": "assessments.watch", "rate": "1/10m", "method": "POST"}


@login_required
@require_POST
def catalog_watch_request(request: HttpRequest, slug: str) -> HttpResponse:
    """A verified owner asks for the server's catalog to be re-read now."""
    from django_ratelimit.core import is_ratelimited

    from assessments.tasks import watch_catalog

    server = get_object_or_404(Server, slug=slug)
    if not user_owns_server(request.user, server):
        raise Http404("No such server, or you do not own it.")
    if is_ratelimited(request, key=lambda _group, _request: server.slug, increment=True,
                      **WATCH_LIMIT):  # fmt: skip
        messages.error(request, "The tool definitions were checked less than 10 minutes ago; "
                       "try again later.")  # fmt: skip
        return redirect(server)
    queue = settings.ASSESSMENT_QUEUES["full"]
    transaction.on_commit(
        lambda: watch_catalog.apply_async((server.pk, request.user.pk), queue=queue)
    )
    messages.success(request, "A check of the tool definitions is queued: tools/list only, at "
                     "most 3 requests. Its result appears on this page.")  # fmt: skip
    worker = worker_status()
    if not worker.seen_recently:
        messages.warning(request, worker.notice)
    return redirect(server)
