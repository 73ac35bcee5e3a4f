"""Forms for listing servers."""

from __future__ import annotations

import ipaddress
import re
import unicodedata
import urllib.parse
from urllib.parse import urlsplit

from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import F

from assessments.models import AssessmentType
from certification.models import Server
from certification.rubric import rubric_tiers

PYPI_NAME = re.compile(r"^([A-Z0-9]|[A-Z0-9][A-Z0-9._-]*[A-Z0-9])$", re.IGNORECASE)
NPM_NAME = re.compile(r"^(@[a-z0-9-~][a-z0-9-._~]*/)?[a-z0-9-~][a-z0-9-._~]*$")


# Control characters (other than line breaks and tabs) and text-direction controls.
HIDDEN_CHARACTERS = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u00ad\u034f\u061c\u115f\u1160\u180e"
    "\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff"
    "\ufff9-\ufffb\U000e0000-\U000e007f]"
)
# Letters of other scripts that read as Latin ones (the common homoglyphs).
CONFUSABLES = str.maketrans(
    "аеорсхуіјѕԁһӏԛԝοαεικνρτυχѵ０１２３４５６７８９ⅰℓ",
    "aeopcxyijsdhlqwoaeiknptuxv0123456789il",
)


def name_key(name: str) -> str:
    """What a name reads as: compatibility-folded, case-folded, homoglyphs to Latin,
    punctuation and spacing ignored ("Acme Weather" = "ACME-weather" = "Аcme Weаther")."""
    folded = unicodedata.normalize("NFKC", name).casefold().translate(CONFUSABLES)
    return "".join(char for char in folded if char.isalnum())


def repository_key(url: str) -> str:
    """A repository URL written another way is the same repository."""
    if not url:
        return ""
    parts = urlsplit(url.strip())
    path = parts.path.rstrip("/").removesuffix(".git").lower()
    return f"{(parts.hostname or '').lower()}{path}"


def check_public_url(value: str, *, label: str, allow_http: bool) -> str:
    """Validate a URL that Sagentum will fetch or call.

    Only the literal form is checked here; the harness checks the addresses a
    host name resolves to at the moment it connects.
    """
    parts = urlsplit(value)
    schemes = ("https", "http") if allow_http else ("https",)
    if parts.scheme not in schemes:
        raise ValidationError(f"The {label} must start with https://.")
    if not parts.hostname:
        raise ValidationError(f"The {label} has no host name.")
    try:
        port = parts.port
    except ValueError:
        port = -1
    if port is not None and not 1 <= port <= 65535:
        raise ValidationError(f"The {label} has a port outside 1–65535.")
    if parts.username or parts.password:
        raise ValidationError(
            f"The {label} must not contain a user name or password: credentials in a URL "
            "leak into logs. Supply test credentials separately."
        )
    if parts.fragment:
        raise ValidationError(f"The {label} must not contain a #fragment.")
    try:
        address = ipaddress.ip_address(parts.hostname)
    except ValueError:
        address = None
    if address is not None and not address.is_global and not settings.ALLOW_PRIVATE_TARGETS:
        raise ValidationError(
            f"The {label} points at a private or reserved address ({address}); "
            "only public addresses can be assessed."
        )
    if parts.hostname in ("localhost",) and not settings.ALLOW_PRIVATE_TARGETS:
        raise ValidationError(
            f"The {label} points at localhost; only public hosts can be assessed."
        )
    return value


def _formfield(field, **kwargs):
    # URLs without a scheme are read as https (Django 6's default, chosen now).
    if isinstance(field, models.URLField):
        kwargs.setdefault("assume_scheme", "https")
    return field.formfield(**kwargs)


def endpoint_key(url: str) -> tuple[str, str, int, str]:
    """What makes two endpoint URLs the same endpoint: scheme, host (any case), port
    (default filled in) and path (without a trailing slash); not the query."""
    try:
        parts = urllib.parse.urlsplit(url.strip())
    except ValueError:  # e.g. an unclosed IPv6 bracket: the same as no endpoint
        return "", "", 0, url
    scheme = parts.scheme.lower()
    try:
        port = parts.port or (443 if scheme == "https" else 80)
    except ValueError:
        port = 0
    return scheme, (parts.hostname or "").rstrip("."), port, parts.path.rstrip("/") or "/"


def same_endpoint(url: str, *, exclude: int | None = None) -> Server | None:
    """A listed or delisted server whose endpoint is ``url`` written another way."""
    key = endpoint_key(url)
    if not key[1]:
        return None
    candidates = Server.objects.filter(endpoint_url__icontains=key[1]).exclude(pk=exclude)
    return next((s for s in candidates if endpoint_key(s.endpoint_url) == key), None)


class ServerForm(forms.ModelForm):
    class Meta:
        model = Server
        formfield_callback = _formfield
        fields = [
            "name",
            "description",
            "endpoint_url",
            "transport",
            "repository_url",
            "documentation_url",
            "package_registry",
            "package_name",
            "contact_email",
        ]
        widgets = {"description": forms.Textarea(attrs={"rows": 4})}
        help_texts = {
            "name": "How the server is known, e.g. “Acme Weather MCP”.",
            "description": "What the server does, in a sentence or two (2000 characters at most).",
            "endpoint_url": "The remote MCP endpoint, e.g. https://mcp.example.com/mcp. "
            "Leave empty for a server that runs only locally.",
            "transport": "Streamable HTTP for current servers; legacy SSE for older ones.",
            "repository_url": "The public source repository, e.g. https://github.com/acme/weather-mcp.",
            "documentation_url": "A page documenting the server's tools and set-up.",
            "package_name": "The package's name on the chosen registry, e.g. acme-weather-mcp.",
            "contact_email": "Where the operator can be reached about this listing.",
        }

    def clean_name(self) -> str:
        name = " ".join(self.cleaned_data["name"].split())
        if len(name) < 2:
            raise ValidationError("Give the server a name of at least 2 characters.")
        key = name_key(name)
        for other, slug in Server.objects.exclude(pk=self.instance.pk).values_list("name", "slug"):
            if name_key(other) == key:
                raise ValidationError(
                    f"A listing is already named “{other}” (/servers/{slug}/); names that read "
                    "the same are not listed twice.",
                    code="duplicate",
                )
        return name

    def _url(self, field: str, label: str, *, allow_http: bool = False) -> str:
        value = self.cleaned_data.get(field, "").strip()
        if value:
            check_public_url(value, label=label, allow_http=allow_http)
        return value

    def clean_endpoint_url(self) -> str:
        value = self._url("endpoint_url", "endpoint URL", allow_http=settings.ALLOW_PRIVATE_TARGETS)
        duplicate = same_endpoint(value, exclude=self.instance.pk) if value else None
        if value and duplicate:
            raise ValidationError(
                f"This endpoint is already listed as “{duplicate.name}”.", code="duplicate"
            )
        return value

    def clean_repository_url(self) -> str:
        value = self._url("repository_url", "repository URL")
        key = repository_key(value)
        if key:
            for name, slug, url in (
                Server.objects.exclude(repository_url="")
                .exclude(pk=self.instance.pk)
                .values_list("name", "slug", "repository_url")
            ):
                if repository_key(url) == key:
                    raise ValidationError(
                        f"This repository is already listed as “{name}” (/servers/{slug}/).",
                        code="duplicate",
                    )
        return value

    def clean_documentation_url(self) -> str:
        return self._url("documentation_url", "documentation URL")

    def clean(self) -> dict:
        data = super().clean()
        for field, value in list(data.items()):
            if isinstance(value, str) and HIDDEN_CHARACTERS.search(value):
                self.add_error(field, "This contains control or text-direction characters, "
                               "which can disguise what it says; remove them.")  # fmt: skip
                data.pop(field, None)
        registry, package = data.get("package_registry", ""), data.get("package_name", "").strip()
        if package and not registry:
            self.add_error("package_registry", "Choose the registry the package is published on.")
        elif registry and not package:
            self.add_error("package_name", "Give the package's name on that registry.")
        elif registry == Server.PackageRegistry.PYPI and not PYPI_NAME.match(package):
            self.add_error("package_name", "This is not a valid PyPI project name.")
        elif registry == Server.PackageRegistry.NPM and not NPM_NAME.match(package):
            self.add_error("package_name", "This is not a valid npm package name (lower case).")
        data["package_name"] = package
        urls = ("endpoint_url", "repository_url", "documentation_url")
        # A URL refused by its own check was still given: do not also say none was.
        if not any(data.get(f) or f in self.errors for f in urls):
            raise ValidationError(
                "Give at least one of the endpoint, repository or documentation URL: "
                "without one there is nothing to assess."
            )
        return data


# A listing without a tier: assessed without enough data for one, or not yet assessed.
UNTIERED = [("insufficient", "Insufficient data"), ("not_assessed", "Not yet assessed")]


def tier_choices() -> list[tuple[str, str]]:
    """The directory's tier filter: the tiers of the rubric in effect, highest first,
    then the two states of a listing without a tier."""
    return [*((tier["key"], tier["name"]) for tier in rubric_tiers()), *UNTIERED]


SCORE = "certification__score"
ASSESSED_AT = "certification__assessed_at"


class DirectoryForm(forms.Form):
    SORTS = {
        "name": (F("name").asc(), "Name (A–Z)"),
        "score": (F(SCORE).desc(nulls_last=True), "Highest score"),
        "assessed": (F(ASSESSED_AT).desc(nulls_last=True), "Latest assessed"),
        "newest": (F("listed_at").desc(), "Newest listed"),
        "oldest": (F("listed_at").asc(), "Oldest listed"),
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
    tier = forms.ChoiceField(
        required=False, label="Tier", choices=lambda: [("", "Any"), *tier_choices()]
    )
    type = forms.ChoiceField(
        required=False, label="Assessment type", choices=[("", "Any"), *AssessmentType.choices]
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
        tier = data.get("tier")
        if tier == "not_assessed":
            servers = servers.filter(certification__isnull=True)
        elif tier == "insufficient":
            servers = servers.filter(certification__isnull=False, **{SCORE: None})
        elif tier:
            servers = servers.filter(certification__tier=tier)
        if data.get("type"):
            servers = servers.filter(certification__assessment_type=data["type"])
        order = self.SORTS[data.get("sort") or "name"][0]
        return servers.order_by(order, "name", "pk")
