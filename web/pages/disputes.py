"""Dispute pages: file one, read one (public), the list, and the reviewers' queue."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.views.decorators.http import require_POST, require_safe

from assessments.models import Assessment
from assessments.selectors import user_is_reviewer
from certification.sharing import dispute_share
from disputes import selectors, services
from disputes.models import Dispute
from web.forms.disputes import (
    AcknowledgeForm,
    DisputeFilterForm,
    DisputeForm,
    EvidenceForm,
    ResolveForm,
)

EVIDENCE_HOURS = int(Dispute.EVIDENCE_WINDOW.total_seconds() // 3600)


def _assessment_or_404(assessment_id: int) -> Assessment:
    return get_object_or_404(
        Assessment.objects.select_related("server", "rubric_version"), pk=assessment_id
    )


@login_required
def dispute_new(request: HttpRequest, assessment_id: int) -> HttpResponse:
    assessment = _assessment_or_404(assessment_id)
    try:
        services.current_assessment(assessment)
    except services.Superseded as superseded:
        messages.info(request, str(superseded))
        return redirect("dispute_new", superseded.revision.pk)
    except services.DisputeError as error:
        messages.error(request, str(error))
        return redirect(assessment)
    confirmed = selectors.has_confirmed_email(request.user)
    form = DisputeForm(request.POST or None, request.FILES or None, assessment=assessment)
    if request.method == "POST" and confirmed and form.is_valid():
        try:
            dispute = services.dispute_file(
                user=request.user,
                assessment=assessment,
                dimensions=form.cleaned_data["dimensions"],
                statement=form.cleaned_data["statement"],
                evidence=form.evidence(),
            )
        except services.DisputeError as error:
            form.add_error(error.field if error.field in form.fields else None, str(error))
        else:
            return redirect(dispute)
    return render(
        request,
        "disputes/new.html",
        {"assessment": assessment, "server": assessment.server, "form": form,
         "confirmed": confirmed, "evidence_hours": EVIDENCE_HOURS},
        status=400 if request.method == "POST" else 200,
    )  # fmt: skip


def _dispute_or_404(dispute_id: int) -> Dispute:
    return get_object_or_404(
        Dispute.objects.select_related(
            "assessment__rubric_version", "server", "filed_by", "revision", "reviewer"
        ),
        pk=dispute_id,
    )


def _detail(request: HttpRequest, dispute: Dispute, *, status: int = 200, **forms) -> HttpResponse:
    """The dispute's page; ``forms``: a form shown again with its errors."""
    user = request.user
    reviewer = user.is_authenticated and selectors.may_review(user, dispute)
    is_filer = user.is_authenticated and user.pk == dispute.filed_by_id
    context = {
        "dispute": dispute,
        "server": dispute.server,
        "dimension_names": selectors.named_dimensions(dispute),
        "evidence": dispute.evidence.all(),
        "transitions": dispute.transitions.select_related("by"),
        "attachments_visible": selectors.may_see_attachments(user, dispute),
        "is_filer": is_filer,
        "may_review": reviewer,
        "overdue": dispute.overdue(),
        "awaits_evidence": dispute.awaits_evidence(),
        "evidence_hours": EVIDENCE_HOURS,
        "now": timezone.now(),
        "checks": dispute.checks.select_related("requested_by"),
        "share": dispute_share(dispute),
    }
    if is_filer and context["awaits_evidence"]:
        context["evidence_form"] = EvidenceForm()
    if reviewer and dispute.state == Dispute.State.UNDER_REVIEW:
        from disputes.checks import why_not

        context["resolve_form"] = ResolveForm(dispute=dispute)
        context["acknowledge_form"] = AcknowledgeForm()
        context["check_refusal"] = why_not(dispute)
    context.update(forms)
    return render(request, "disputes/detail.html", context, status=status)


@require_safe
def dispute_detail(request: HttpRequest, dispute_id: int) -> HttpResponse:
    return _detail(request, _dispute_or_404(dispute_id))


@require_POST
def dispute_add_evidence(request: HttpRequest, dispute_id: int) -> HttpResponse:
    """The filer adds evidence to a dispute filed without any."""
    dispute = _action(request, dispute_id)
    if request.user.pk != dispute.filed_by_id:
        raise Http404
    form = EvidenceForm(request.POST, request.FILES)
    if form.is_valid():
        try:
            services.dispute_add_evidence(
                dispute=dispute, by=request.user, evidence=form.evidence()
            )
        except services.DisputeError as error:
            form.add_error(None, str(error))
        else:
            messages.success(request, "Your evidence was added; the dispute is under review.")
            return redirect(dispute)
    return _detail(request, _dispute_or_404(dispute_id), status=400, evidence_form=form)


def _action(request: HttpRequest, dispute_id: int):
    if not request.user.is_authenticated:
        raise Http404
    return get_object_or_404(Dispute.objects.select_related("assessment", "server"), pk=dispute_id)


@require_POST
def dispute_withdraw(request: HttpRequest, dispute_id: int) -> HttpResponse:
    dispute = _action(request, dispute_id)
    try:
        services.dispute_withdraw(dispute=dispute, by=request.user)
    except services.DisputeError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, "Your dispute was withdrawn.")
    return redirect(dispute)


@require_POST
def dispute_check(request: HttpRequest, dispute_id: int) -> HttpResponse:
    """A reviewer re-runs the disputed live tests (queued on the live queue)."""
    from disputes.checks import check_request

    dispute = _action(request, dispute_id)
    if not selectors.may_review(request.user, dispute):
        raise Http404
    try:
        check_request(dispute=dispute, by=request.user)
    except services.DisputeError as error:
        messages.error(request, str(error))
    else:
        messages.success(
            request, "The live tests were queued; their calls appear here when they finish."
        )
    return redirect(dispute)


@require_POST
def dispute_acknowledge(request: HttpRequest, dispute_id: int) -> HttpResponse:
    dispute = _action(request, dispute_id)
    if not selectors.may_review(request.user, dispute):
        raise Http404
    form = AcknowledgeForm(request.POST)
    if form.is_valid():
        try:
            services.dispute_acknowledge(
                dispute=dispute, by=request.user, reason=form.cleaned_data["reason"]
            )
        except services.DisputeError as error:
            messages.error(request, str(error))
        else:
            return redirect(dispute)
    messages.error(request, "Write the reason for acknowledging it.")
    return redirect(dispute)


@require_POST
def dispute_resolve(request: HttpRequest, dispute_id: int) -> HttpResponse:
    dispute = _action(request, dispute_id)
    if not selectors.may_review(request.user, dispute):
        raise Http404
    form = ResolveForm(request.POST, dispute=dispute)
    if form.is_valid():
        try:
            services.dispute_resolve(dispute=dispute, by=request.user, decisions=form.decisions())
        except services.DisputeError as error:
            form.add_error(None, str(error))
        else:
            return redirect(dispute)
    return _detail(request, _dispute_or_404(dispute_id), status=400, resolve_form=form)


@require_safe
def dispute_list(request: HttpRequest) -> HttpResponse:
    form = DisputeFilterForm(request.GET or None)
    disputes = form.filter(Dispute.objects.select_related("server", "assessment__rubric_version"))
    page = Paginator(disputes, 50).get_page(request.GET.get("page"))
    rows = [{"dispute": d, "dimensions": selectors.named_dimensions(d)} for d in page]
    return render(
        request, "disputes/list.html",
        {"page": page, "rows": rows, "form": form, "query": form.query()},
    )  # fmt: skip


@login_required
def review_queue(request: HttpRequest) -> HttpResponse:
    if not user_is_reviewer(request.user):
        raise Http404
    queue = Dispute.objects.filter(state=Dispute.State.UNDER_REVIEW).select_related(
        "server", "filed_by"
    )
    rows = [
        {"dispute": d, "may_review": selectors.may_review(request.user, d),
         "overdue": d.overdue()}
        for d in queue.order_by("due_at", "pk")
    ]  # fmt: skip
    return render(request, "disputes/queue.html", {"rows": rows, "now": timezone.now()})
