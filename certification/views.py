"""Public pages and the listing forms."""

from __future__ import annotations

from django import forms
from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.db import DatabaseError, connection
from django.http import Http404, HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET
from django_ratelimit.decorators import ratelimit

from certification import services
from certification.forms import ServerForm
from certification.models import RubricVersion, Server, User, WorkerHeartbeat
from certification.rubric import rubric_diff
from verification.selectors import user_owns_server

DIRECTORY_PAGE_SIZE = 50


class DirectoryForm(forms.Form):
    SORTS = {
        "name": ("name", "Name (A–Z)"),
        "newest": ("-listed_at", "Newest listed"),
        "oldest": ("listed_at", "Oldest listed"),
    }

    q = forms.CharField(required=False, max_length=100, label="Search")
    transport = forms.ChoiceField(
        required=False,
        label="Endpoint",
        choices=[("", "Any"), *Server.Transport.choices, ("none", "No remote endpoint")],
    )
    registry = forms.ChoiceField(
        required=False,
        label="Package",
        choices=[("", "Any"), *Server.PackageRegistry.choices[1:]],
    )
    sort = forms.ChoiceField(
        required=False, choices=[(key, label) for key, (_, label) in SORTS.items()]
    )

    def filter(self, servers):
        data = self.cleaned_data
        servers = servers.search(data.get("q", ""))
        if data.get("transport") == "none":
            servers = servers.filter(endpoint_url="")
        elif data.get("transport"):
            servers = servers.exclude(endpoint_url="").filter(transport=data["transport"])
        if data.get("registry"):
            servers = servers.filter(package_registry=data["registry"])
        order = self.SORTS[data.get("sort") or "name"][0]
        return servers.order_by(order, "name", "pk")


def access_server_for_management(user: User, slug: str) -> Server:
    """The server, if ``user`` may manage its listing; 404 alike for missing and forbidden."""
    server = Server.objects.filter(slug=slug).first()
    if server is None or not (user.is_staff or user_owns_server(user, server)):
        raise Http404("No such server, or you do not manage it.")
    return server


def current_rubric() -> RubricVersion | None:
    return RubricVersion.objects.in_effect()


def home(request: HttpRequest) -> HttpResponse:
    listed = Server.objects.listed()
    context = {
        "rubric": current_rubric(),
        "server_count": listed.count(),
        "recent_servers": listed.order_by("-listed_at")[:5],
    }
    return render(request, "certification/home.html", context)


def server_list(request: HttpRequest) -> HttpResponse:
    form = DirectoryForm(request.GET or None)
    servers = Server.objects.listed()
    if form.is_bound and form.is_valid():
        servers = form.filter(servers)
    else:
        servers = servers.order_by("name", "pk")
    page = Paginator(servers, DIRECTORY_PAGE_SIZE).get_page(request.GET.get("page"))
    query = request.GET.copy()
    query.pop("page", None)
    context = {"form": form, "page": page, "query": query.urlencode()}
    return render(request, "certification/server_list.html", context)


def server_detail(request: HttpRequest, slug: str) -> HttpResponse:
    server = get_object_or_404(Server, slug=slug)
    context = {
        "server": server,
        "rubric": current_rubric(),
        "can_manage": request.user.is_authenticated
        and (request.user.is_staff or user_owns_server(request.user, server)),
    }
    return render(request, "certification/server_detail.html", context)


@login_required
@ratelimit(key="user", rate="20/d", method="POST", block=False)
def server_propose(request: HttpRequest) -> HttpResponse:
    form = ServerForm(request.POST or None)
    if request.method == "POST":
        if getattr(request, "limited", False):
            form.add_error(None, "You have proposed many listings today; try again tomorrow.")
        elif form.is_valid():
            server = services.server_create(proposed_by=request.user, **form.cleaned_data)
            messages.success(request, f"“{server.name}” is now listed. Thank you.")
            return redirect(server)
    return render(request, "certification/server_form.html", {"form": form, "server": None})


@login_required
def server_edit(request: HttpRequest, slug: str) -> HttpResponse:
    server = access_server_for_management(request.user, slug)
    form = ServerForm(request.POST or None, instance=server)
    if request.method == "POST" and form.is_valid():
        services.server_update(server=server, **form.cleaned_data)
        messages.success(request, "The listing was updated.")
        return redirect(server)
    return render(request, "certification/server_form.html", {"form": form, "server": server})


def methodology(request: HttpRequest) -> HttpResponse:
    rubric = current_rubric() or RubricVersion.objects.published().first()
    if rubric is None:
        raise Http404("No rubric has been published yet.")
    return _render_rubric(request, rubric)


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
        "dimensions": _dimension_rows(rubric),
        "diff": rubric_diff(previous.data, rubric.data) if previous else [],
    }
    return render(request, "certification/methodology.html", context)


def _ceiling_rows(rubric: RubricVersion) -> list[dict]:
    ceilings = rubric.data["ceilings"]
    return [
        {**kind, "ceiling": ceilings.get(kind["key"])} for kind in rubric.data["assessment_types"]
    ]


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


def testing_policy(request: HttpRequest) -> HttpResponse:
    context = {
        "user_agent": settings.HARNESS_USER_AGENT,
        "call_budget": settings.HARNESS_CALL_BUDGET,
        "call_timeout": settings.HARNESS_CALL_TIMEOUT,
    }
    return render(request, "certification/testing_policy.html", context)


@never_cache
@require_GET
def healthz(request: HttpRequest) -> HttpResponse:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError:
        return JsonResponse({"status": "error", "database": "unreachable"}, status=503)
    last = WorkerHeartbeat.objects.order_by("-seen_at").first()
    return JsonResponse(
        {
            "status": "ok",
            "database": "ok",
            # Informational: a stopped worker does not make the web process unhealthy.
            "worker_last_seen": last.seen_at.isoformat() if last else None,
        }
    )
