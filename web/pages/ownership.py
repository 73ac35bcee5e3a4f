"""The claim flow in the browser: claim a server, publish the value, check, manage co-owners.

A claim's page is the claimant's alone (staff may look, without the token);
anyone else gets the same 404 as for a claim that does not exist.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST
from django_ratelimit.decorators import ratelimit
from knox.models import AuthToken

from certification import api_tokens as personal_tokens
from certification.audit import history
from certification.credentials import decrypt_text, encrypt_text
from certification.models import Server
from verification import selectors, services
from verification.models import Claim
from verification.selectors import CLAIM_CHECK_LIMIT
from web.forms.ownership import ClaimForm, CoownerForm

SHOW_ONCE = "new_api_token"


def _own_claim(request: HttpRequest, claim_id: int, *, staff_may_read=False) -> Claim:
    claim = get_object_or_404(Claim.objects.select_related("server", "user"), pk=claim_id)
    if claim.user_id == request.user.pk or (staff_may_read and request.user.is_staff):
        return claim
    raise Http404("No claim found.")


@login_required
def claim_new(request: HttpRequest, slug: str) -> HttpResponse:
    server = get_object_or_404(Server, slug=slug)
    existing = Claim.objects.active().filter(server=server, user=request.user).first()
    if existing is not None:
        return redirect(existing)
    form = ClaimForm(request.POST or None, server=server)
    if request.method == "POST" and form.is_valid():
        try:
            claim = services.claim_create(
                user=request.user,
                server=server,
                method=form.cleaned_data["method"],
                domain=form.cleaned_data.get("domain") or "",
                package=form.cleaned_data.get("package") or "",
            )
        except services.ClaimError as error:
            form.add_error(None, str(error))
        else:
            if claim.uses_token:
                messages.success(request, "Claim created. Publish the value below, then check.")
            else:
                messages.success(
                    request, "Claim created. Name this listing in the package below, then check."
                )
            return redirect(claim)
    context = {
        "server": server,
        "form": form,
        "owned": selectors.server_has_owner(server),
    }
    return render(
        request, "verification/claim_new.html", context, status=400 if form.errors else 200
    )


@login_required
def claim_list(request: HttpRequest) -> HttpResponse:
    claims = Claim.objects.filter(user=request.user).select_related("server")
    return render(request, "verification/claim_list.html", {"claims": claims})


CHECKS_PAGE_SIZE = 50


@login_required
def claim_detail(request: HttpRequest, claim_id: int) -> HttpResponse:
    claim = _own_claim(request, claim_id, staff_may_read=True)
    return _render_claim(request, claim)


def _render_claim(request, claim, *, coowner_form=None, status=200) -> HttpResponse:
    is_claimant = claim.user_id == request.user.pk
    instructions = selectors.claim_instructions(claim) if is_claimant else None
    coowners = None
    if is_claimant and claim.status == Claim.Status.VERIFIED:
        coowners = (
            Claim.objects.verified()
            .filter(server=claim.server)
            .exclude(pk=claim.pk)
            .select_related("user", "granted_by")
        )
    # Every attempt is kept and shown, a page of them at a time (newest first).
    page = Paginator(claim.checks.all(), CHECKS_PAGE_SIZE).get_page(request.GET.get("page"))
    context = {
        "claim": claim,
        "server": claim.server,
        "is_claimant": is_claimant,
        "instructions": instructions,
        "checks": page.object_list,
        "page": page,
        "latest": claim.checks.first(),
        "coowners": coowners,
        "coowner_form": coowner_form or (CoownerForm() if coowners is not None else None),
        "lapse_after": Claim.LAPSE_AFTER,
        "state_changes": history(claim),
        "owned_by_other": claim.status == Claim.Status.PENDING
        and selectors.server_has_owner(claim.server, excluding=claim.user),
    }
    response = render(request, "verification/claim_detail.html", context, status=status)
    response["Cache-Control"] = "no-store"  # the page shows the token
    return response


@login_required
@require_POST
@ratelimit(**CLAIM_CHECK_LIMIT, block=False)  # one bucket with the API's claim checks
def claim_check(request: HttpRequest, claim_id: int) -> HttpResponse:
    claim = _own_claim(request, claim_id)
    if getattr(request, "limited", False):
        messages.error(request, "Too many checks in the last hour; wait a few minutes.")
        return redirect(claim)
    try:
        check = services.claim_check(claim=claim)
    except services.ClaimError as error:
        messages.error(request, str(error))
    else:
        if check.verified:
            messages.success(request, f"Verified: you are now an owner of {claim.server.name}.")
        # A failure is shown by the page itself, above what to publish.
    return redirect(claim)


@login_required
@require_POST
def claim_reissue(request: HttpRequest, claim_id: int) -> HttpResponse:
    claim = _own_claim(request, claim_id)
    try:
        services.claim_reissue(claim=claim)
    except services.ClaimError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, "A new token was issued; the old value no longer counts.")
    return redirect(claim)


@login_required
def claim_withdraw(request: HttpRequest, claim_id: int) -> HttpResponse:
    """A page that says what ends (ownership, and co-owners' rights with it), then the POST."""
    claim = _own_claim(request, claim_id)
    if not claim.is_active:
        messages.error(request, "This claim has already ended.")
        return redirect(claim)
    if request.method == "POST":
        try:
            services.claim_withdraw(claim=claim)
        except services.ClaimError as error:
            messages.error(request, str(error))
        else:
            messages.success(request, "The claim was withdrawn.")
        return redirect(claim)
    context = {"claim": claim, "server": claim.server,
               "coowners": services.coowners_ending_with(claim)}  # fmt: skip
    return render(request, "verification/claim_withdraw.html", context)


@login_required
@require_POST
def coowner_add(request: HttpRequest, claim_id: int) -> HttpResponse:
    claim = _own_claim(request, claim_id)
    form = CoownerForm(request.POST)
    if form.is_valid():
        try:
            added = services.coowner_add(
                by=request.user, server=claim.server, email=form.cleaned_data["email"]
            )
        except services.ClaimError as error:
            form.add_error("email", str(error))
        else:
            messages.success(request, f"{added.user.email} is now a co-owner.")
            return redirect(claim.get_absolute_url() + "#main")  # where the message is
    return _render_claim(request, claim, coowner_form=form, status=400)


@login_required
@require_POST
def coowner_remove(request: HttpRequest, claim_id: int, coowner_id: int) -> HttpResponse:
    claim = _own_claim(request, claim_id)
    coowner = Claim.objects.filter(pk=coowner_id, server=claim.server).first()
    if coowner is None:
        raise Http404("No claim found.")
    try:
        services.coowner_remove(by=request.user, claim=coowner)
    except services.ClaimError as error:
        messages.error(request, str(error))
    else:
        messages.success(request, f"{coowner.user.email} is no longer a co-owner.")
    return redirect(claim)


@login_required
def api_tokens(request: HttpRequest) -> HttpResponse:
    """Personal API tokens (stored hashed by knox): create one, shown once; revoke.

    A new token is handed to the next GET through the session, encrypted, and removed
    from it there, so reloading the page neither shows it again nor makes another."""
    if request.method == "POST":
        if "revoke" in request.POST:
            personal_tokens.api_token_revoke(user=request.user, token_key=request.POST["revoke"])
            messages.success(request, "The token was revoked.")
        else:
            try:
                token = personal_tokens.api_token_create(user=request.user)
            except personal_tokens.TokenRefused as refusal:
                messages.error(request, str(refusal))
            else:
                # Through the session encrypted, never in clear: only this server reads it.
                request.session[SHOW_ONCE] = encrypt_text("api-token-once", token)
        return redirect("api_tokens")
    sealed = request.session.pop(SHOW_ONCE, None)
    created = decrypt_text("api-token-once", sealed) if sealed else None
    tokens = AuthToken.objects.filter(user=request.user).order_by("-created")
    response = render(
        request, "verification/api_tokens.html", {"tokens": tokens, "created": created}
    )
    response["Cache-Control"] = "no-store"
    return response
