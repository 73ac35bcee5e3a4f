"""Opt-out pages: the public form and its link, the owner's one click, the reviewers' queue."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST
from django_ratelimit.core import get_usage

from assessments.services import assessments_after_optout
from certification.models import Server
from optouts import selectors, services
from optouts.models import OptOut
from verification.selectors import user_owns_server
from web.forms.optouts import OptOutForm, RecordOptOutForm

# Ten requests an hour per network; only requests that send an e-mail count.
REQUEST_LIMIT = {"group": "optouts.request", "key": "ip", "rate": "10/h", "method": "POST"}


def _requests_limited(request: HttpRequest) -> bool:
    """Whether this network has already sent its allowance (counts nothing)."""
    usage = get_usage(request, **REQUEST_LIMIT, increment=False)
    return usage is not None and usage["count"] >= usage["limit"]


def optout_form(request: HttpRequest) -> HttpResponse:
    initial = {}
    if request.method == "GET" and request.GET.get("server"):
        server = Server.objects.listed().filter(slug=request.GET["server"]).first()
        if server is not None:
            initial["server"] = request.build_absolute_uri(server.get_absolute_url())
    form = OptOutForm(request.POST or None, initial=initial)
    if request.method == "POST":
        if _requests_limited(request):
            form.add_error(None, "Too many requests from your network; try again in an hour.")
        elif form.is_valid():
            try:
                optout, _ = services.optout_request(
                    server=form.cleaned_data["server"],
                    contact_email=form.cleaned_data["contact_email"],
                    reason=form.cleaned_data["reason"],
                    requested_by=request.user,
                )
            except services.OptOutError as error:
                form.add_error("server", str(error))
            else:
                get_usage(request, **REQUEST_LIMIT, increment=True)  # a link was sent: it counts
                request.session["optout_sent"] = optout.pk
                return redirect("optout_sent")
    status = 400 if form.errors else 200
    return render(request, "optouts/form.html", {"form": form}, status=status)


def optout_sent(request: HttpRequest) -> HttpResponse:
    optout = OptOut.objects.filter(pk=request.session.get("optout_sent")).first()
    if optout is None:
        return redirect("optout_form")
    return render(
        request, "optouts/sent.html", {"optout": optout, "days": OptOut.LINK_LIFETIME.days}
    )


def optout_confirm(request: HttpRequest, token: str) -> HttpResponse:
    """GET shows what will happen; the POST uses the link (link scanners only GET)."""
    if request.method == "POST":
        try:
            optout = services.optout_confirm(token=token)
        except services.OptOutError as error:
            return render(request, "optouts/confirm.html", {"error": str(error)}, status=400)
        assessments_after_optout(optout=optout)
        return render(request, "optouts/confirmed.html", {"optout": optout})
    optout = selectors.optout_for_token(token)
    if optout is None:
        error = "This confirmation link is not valid."
        return render(request, "optouts/confirm.html", {"error": error}, status=404)
    if optout.status != OptOut.Status.AWAITING_CONFIRMATION:  # say what became of it
        return render(request, "optouts/confirm.html", {"used": optout})
    return render(request, "optouts/confirm.html", {"optout": optout})


@login_required
@require_POST
def optout_owner(request: HttpRequest, slug: str) -> HttpResponse:
    server = get_object_or_404(Server, slug=slug)
    try:
        optout = services.optout_by_owner(server=server, user=request.user)
    except services.OptOutError as error:
        messages.error(request, str(error))
    else:
        assessments_after_optout(optout=optout)
        messages.success(request, "Opted out: no live-test request will reach this server.")
    return redirect(server)


@login_required
def optout_withdraw(request: HttpRequest, slug: str) -> HttpResponse:
    """An owner withdraws in one click (POST from the server page); a reviewer who is not
    an owner confirms on this page and gives the reason, which the requester is sent."""
    server = get_object_or_404(Server, slug=slug)
    owner = user_owns_server(request.user, server)
    if not (owner or request.user.is_reviewer):
        raise Http404("Not found.")
    active = list(server.opt_outs.active())
    next_page = request.POST.get("next") or request.GET.get("next")
    error = None
    if request.method == "POST":
        note = request.POST.get("note", "").strip()
        if owner and not note:
            note = "withdrawn by a verified owner"
        try:
            services.optout_withdraw(server=server, by=request.user, note=note)
        except services.OptOutError as exc:
            if owner or not active:
                messages.error(request, str(exc))
                return redirect(server)
            error = str(exc)
        else:
            messages.success(
                request, "The opt-out is withdrawn; full assessments may be requested."
            )
            return redirect("optout_review_queue" if next_page == "queue" else server)
    if not active:
        messages.error(request, f"{server.name} is not opted out of live testing.")
        return redirect(server)
    context = {
        "server": server,
        "active": active,
        "owner": owner,
        "next": next_page if next_page == "queue" else "",
        "error": error,
        "note": request.POST.get("note", ""),
    }
    return render(request, "optouts/withdraw.html", context, status=400 if error else 200)


@login_required
def optout_review_queue(request: HttpRequest) -> HttpResponse:
    """Reviewers: held requests to decide, an opt-out received by e-mail to record, and
    the whole history."""
    if not request.user.is_reviewer:
        raise Http404("Not found.")
    form = RecordOptOutForm(request.POST or None) if "record" in request.POST else None
    if request.method == "POST":
        if form is not None:
            if form.is_valid():
                try:
                    optout = services.optout_record(
                        server=form.cleaned_data["server"],
                        contact_email=form.cleaned_data["contact_email"],
                        message_reference=form.cleaned_data["message_reference"],
                        reason=form.cleaned_data["reason"],
                        reviewer=request.user,
                    )
                except services.OptOutError as error:
                    form.add_error("server", str(error))
                else:
                    assessments_after_optout(optout=optout)
                    messages.success(request, "The opt-out is recorded and in effect.")
                    return redirect("optout_review_queue")
        else:
            number = request.POST.get("optout", "")
            if not number.isdigit():
                return HttpResponse(
                    "Give the opt-out to review by its number.", status=400,
                    content_type="text/plain; charset=utf-8",
                )  # fmt: skip
            optout = get_object_or_404(OptOut, pk=int(number))
            try:
                optout = services.optout_review(
                    optout=optout,
                    reviewer=request.user,
                    approve=request.POST.get("decision") == "approve",
                    note=request.POST.get("note", ""),
                )
            except services.OptOutError as error:
                messages.error(request, str(error))
            else:
                assessments_after_optout(optout=optout)
                messages.success(request, "Decision recorded.")
            return redirect("optout_review_queue")
    context = {
        "held": OptOut.objects.held().select_related("server"),
        "history": OptOut.objects.select_related(
            "server", "requested_by", "reviewed_by", "withdrawn_by"
        )[:200],
        "form": form or RecordOptOutForm(),
    }
    return render(
        request, "optouts/review.html", context, status=400 if form and form.errors else 200
    )
