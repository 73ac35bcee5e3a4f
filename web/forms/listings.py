"""Forms for listing servers and for the directory's filters; the rules they apply are
the listing's own (certification.listing_rules)."""

from __future__ import annotations

import functools
import shlex
from collections.abc import Callable, Sequence

from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import connection, models
from django.db.models import QuerySet
from django.db.models.expressions import RawSQL
from django.utils.choices import BaseChoiceIterator

from assessments.models import AssessmentType
from certification import search
from certification.compiled import Compiled
from certification.listing_rules import (
    HIDDEN_CHARACTERS,
    MAX_PACKAGES,
    NPM_NAME,
    PYPI_NAME,
    RUNTIME_HINT,
    check_package_identifier,
    check_package_version,
    check_public_url,
    name_key,
    repository_key,
    same_endpoint,
    tier_choices,
    variables_of,
    variables_text,
    words_of,
)
from certification.models import Server, ServerPackage, ServerQuerySet
from certification.selectors import directory_figures
from web import keyset
from web.keyset import Key, Segment


def _formfield(field, **kwargs):
    # URLs without a scheme are read as https (Django 6's default, chosen now).
    if isinstance(field, models.URLField):
        kwargs.setdefault("assume_scheme", "https")
    return field.formfield(**kwargs)


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
            "full_target",
            # Not shown: the first npm or PyPI package of the packages below sets them.
            "package_registry",
            "package_name",
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
            "full_target": "Only matters when the listing has both a remote endpoint and an npm "
            "or PyPI package: which of the two a full (live) assessment tests. Automatic "
            "tests the endpoint.",
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
            self.add_error("package_registry", f"Choose the registry “{package}” is published on.")
        elif registry and not package:
            self.add_error("package_name", "Give the package's name on that registry.")
        elif registry == Server.PackageRegistry.PYPI and not PYPI_NAME.match(package):
            self.add_error("package_name", f"“{package}” is not a valid PyPI project name.")
        elif registry == Server.PackageRegistry.NPM and not NPM_NAME.match(package):
            self.add_error(
                "package_name", f"“{package}” is not a valid npm package name (lower case)."
            )
        data["package_name"] = package
        urls = ("endpoint_url", "repository_url", "documentation_url")
        # A URL refused by its own check was still given: do not also say none was.
        if not any(data.get(f) or f in self.errors for f in urls):
            raise ValidationError(
                "Give at least one of the endpoint, repository or documentation URL: "
                "without one there is nothing to assess."
            )
        return data


PACKAGES_PREFIX = "packages"


class PackageForm(forms.Form):
    """One of a listing's packages. Arguments are argv words; environment variables are
    names with flags, never values."""

    registry_type = forms.ChoiceField(
        label="Registry", choices=[("", "—"), *ServerPackage.RegistryType.choices],
        help_text="npm and PyPI packages are assessed; OCI images, NuGet packages and MCP "
        "bundles are shown on the listing but not assessed.",
    )  # fmt: skip
    identifier = forms.CharField(
        label="Package name", max_length=214,
        help_text="As on its registry: acme-weather-mcp, @acme/weather-mcp, "
        "ghcr.io/acme/weather-mcp, or an MCP bundle's https:// URL.",
    )  # fmt: skip
    version = forms.CharField(
        label="Exact version", max_length=100,
        help_text="One published version, e.g. 1.2.3 — not a range (^1.2, ~1, >=1.0, *) or "
        "a tag such as latest. npm: semver; PyPI: a PEP 440 version.",
    )  # fmt: skip
    transport = forms.ChoiceField(
        initial="stdio",
        choices=[("stdio", "stdio"), ("streamable-http", "Streamable HTTP"), ("sse", "SSE")],
        help_text="How a client talks to the started package; only stdio packages are run "
        "in the sandbox.",
    )  # fmt: skip
    runtime_hint = forms.CharField(
        required=False, max_length=50,
        help_text="The command that starts it, e.g. npx, uvx, docker, dnx.",
    )  # fmt: skip
    runtime_arguments = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 2}),
        help_text="Words given to the runtime before the package, separated by spaces as in "
        "a shell; quote a word that holds a space. E.g. -y",
    )  # fmt: skip
    package_arguments = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 2}),
        help_text="Words given to the package after its name, separated by spaces as in a "
        "shell; quote a word that holds a space. E.g. --port 8080 --read-only",
    )  # fmt: skip
    environment_variables = forms.CharField(
        required=False, widget=forms.Textarea(attrs={"rows": 3}),
        help_text="One a line: the name, then “required” and/or “secret” if they apply, "
        "then a colon and what it is. E.g. ACME_API_KEY required secret: your Acme API key. "
        "Names only: never type a value here.",
    )  # fmt: skip

    def clean(self) -> dict:
        data = super().clean()
        for field, value in list(data.items()):
            if isinstance(value, str) and HIDDEN_CHARACTERS.search(value):
                self.add_error(field, "This contains control or text-direction characters, "
                               "which can disguise what it says; remove them.")  # fmt: skip
                data.pop(field)
        registry_type = data.get("registry_type")
        for field, check in (("identifier", check_package_identifier),
                             ("version", check_package_version)):  # fmt: skip
            if registry_type and field in data:
                try:
                    data[field] = check(registry_type, data[field].strip())
                except ValidationError as error:
                    self.add_error(field, error)
        if data.get("runtime_hint") and not RUNTIME_HINT.match(data["runtime_hint"]):
            self.add_error("runtime_hint", "Give one command name, e.g. npx or uvx.")
        for field, label in (("runtime_arguments", "runtime arguments"),
                             ("package_arguments", "package arguments")):  # fmt: skip
            if field in data:
                try:
                    data[field] = words_of(data[field], label)
                except ValidationError as error:
                    self.add_error(field, error)
        if "environment_variables" in data:
            try:
                data["environment_variables"] = variables_of(data["environment_variables"])
            except ValidationError as error:
                self.add_error("environment_variables", error)
        return data

    def has_changed(self) -> bool:
        # A blank row is one with nothing typed in it, whatever its transport says.
        return any(name != "transport" for name in self.changed_data)

    @staticmethod
    def initial_of(package: ServerPackage) -> dict:
        return {
            "registry_type": package.registry_type,
            "identifier": package.identifier,
            "version": package.version,
            "transport": package.transport,
            "runtime_hint": package.runtime_hint,
            "runtime_arguments": shlex.join(package.runtime_arguments),
            "package_arguments": shlex.join(package.package_arguments),
            "environment_variables": variables_text(package.environment_variables),
        }


class BasePackageFormSet(forms.BaseFormSet):
    """A listing's packages, in order. A POST without this formset's management form
    (a client of the form from before packages) leaves the packages as they are:
    ``submitted`` is then False and the formset is unbound."""

    default_error_messages = {
        **forms.BaseFormSet.default_error_messages,
        "too_many_forms": f"A listing names at most {MAX_PACKAGES} packages.",
    }

    def __init__(self, data=None, *args, **kwargs) -> None:
        prefix = kwargs.get("prefix") or self.get_default_prefix()
        self.submitted = data is not None and f"{prefix}-TOTAL_FORMS" in data
        super().__init__(data if self.submitted else None, *args, **kwargs)

    def add_fields(self, form: forms.Form, index: int | None) -> None:
        super().add_fields(form, index)
        if "DELETE" in form.fields:
            form.fields["DELETE"].label = "Remove this package"

    def clean(self) -> None:
        seen = set()
        for form in self.forms:
            if not form.cleaned_data or self._should_delete_form(form):
                continue
            key = (form.cleaned_data.get("registry_type"), form.cleaned_data.get("identifier"))
            if key in seen:
                form.add_error("identifier", "This package is already listed above.")
            seen.add(key)

    def packages(self) -> list[dict]:
        """The packages kept (``ServerPackage`` field values), in the order given; a blank
        row has no cleaned data."""
        kept = [f for f in self.forms if f.cleaned_data and not self._should_delete_form(f)]
        return [
            {"position": position, **{k: v for k, v in form.cleaned_data.items() if k != "DELETE"}}
            for position, form in enumerate(kept)
        ]


PackageFormSet = forms.formset_factory(
    PackageForm, formset=BasePackageFormSet, extra=2, can_delete=True,
    max_num=MAX_PACKAGES, validate_max=True, absolute_max=MAX_PACKAGES + 2,
)  # fmt: skip


def package_formset(data=None, *, server: Server | None = None) -> BasePackageFormSet:
    """The packages part of the listing form, filled with ``server``'s packages."""
    packages = server.packages.all() if server is not None and server.pk else []
    initial = [PackageForm.initial_of(package) for package in packages]
    return PackageFormSet(data, initial=initial, prefix=PACKAGES_PREFIX)


def check_listing(form: ServerForm, packages: BasePackageFormSet) -> bool:
    """Validate the listing with its packages. When the packages were submitted, the
    listing's first npm or PyPI package becomes its ``package_registry`` and
    ``package_name`` (which search and labels read)."""
    valid = form.is_valid()
    valid = (packages.is_valid() if packages.submitted else True) and valid
    if not valid:
        return False
    data = form.cleaned_data
    if packages.submitted:
        first = next((p for p in packages.packages()
                      if p["registry_type"] in ServerPackage.ASSESSED), None)  # fmt: skip
        data["package_registry"] = first["registry_type"] if first else ""
        data["package_name"] = first["identifier"] if first else ""
    if data.get("full_target") == "endpoint" and not data.get("endpoint_url"):
        form.add_error("full_target", "The listing has no remote endpoint to test.")
    elif data.get("full_target") == "package" and not data.get("package_name"):
        form.add_error("full_target", "The listing has no npm or PyPI package to test.")
    return form.is_valid()


SCORE = "certification__score"


class ReadOnce(BaseChoiceIterator):
    """Choices made by ``make`` on first use, then the same list."""

    def __init__(self, make) -> None:
        self.make, self.made = make, None

    def __iter__(self):
        if self.made is None:
            self.made = list(self.make())
        return iter(self.made)


class DirectoryForm(forms.Form):
    # Each order as the segments the directory reads one after the other (see
    # ``web.keyset``): servers with the sort value by it, then those without by name.
    SORTS = {
        "name": ("", False, "Name (A–Z)"),
        "relevance": ("", False, "Best match"),  # with words to search for; else by name
        "score": ("sort_score", True, "Highest score"),
        "assessed": ("sort_assessed_at", True, "Latest assessed"),
        "newest": ("listed_at", True, "Newest listed"),
        "oldest": ("listed_at", False, "Oldest listed"),
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
        required=False,
        label="Sort by",
        choices=[(key, label) for key, (*_, label) in SORTS.items()],
    )

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        if self.is_bound and not self.data.get("sort") and search.words(self.data.get("q", "")):
            # Words to search for and no order asked: the best match first, and the
            # select says so.
            self.data = self.data.copy()
            self.data["sort"] = "relevance"
        # The rubric's tiers, read once, when first needed, for the form's checks, its
        # select and the key its rendering is kept under.
        self.fields["tier"].choices = ReadOnce(lambda: [("", "Any"), *tier_choices()])

    def valid(self) -> dict:
        """The filters that were understood: a value that was not (an unknown tier, a
        sort that does not exist) is left out and named by ``ignored``; the others
        still apply."""
        if not self.is_bound:
            return {}
        self.is_valid()
        return self.cleaned_data

    def ignored(self) -> list[str]:
        """The labels of the filters left out, for the page to name."""
        return [str(self[name].label or name) for name in self.errors if name in self.fields]

    def filter(self, servers):
        data = self.valid()  # the words, if any, are searched by ``directory_page``
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
        return servers

    FILTERS = ("transport", "registry", "tier", "type")

    def shape(self) -> tuple:
        """What ``filter`` applies, as a key: the same key, the same filtered query
        (``certification.search.find``'s ``shape``)."""
        data = self.valid()
        return ("directory", *(data.get(name) or "" for name in self.FILTERS))

    def segments(self, servers, named: bool = False) -> list[Segment]:
        """``servers`` in the order the form asks for (by name when it is invalid).
        ``named``: ``servers`` is the directory's query for the form's filters, and the
        segments are named by them and the order (``keyset.Segment.shape``)."""
        sort = self.valid().get("sort")
        path, descending, _ = self.SORTS[sort or "name"]
        by_name = (Key("name"), Key("pk"))

        def shape(part: str):
            return (self.shape(), sort or "name", part) if named else None

        if not path:
            return [Segment(servers, by_name, shape("all"))]
        if not Server._meta.get_field(path).null:
            return [Segment(servers, (Key(path, descending), *by_name), shape("all"))]
        return [
            Segment(lambda: servers.filter(**{f"{path}__isnull": False}),
                    (Key(path, descending), *by_name), shape("held")),
            Segment(lambda: servers.filter(**{f"{path}__isnull": True}), by_name,
                    shape("others")),
        ]  # fmt: skip


UNLISTED = (
    "search_text", "updated_at", "delisted_at", "delisted_reason", "contact_email",
    "repository_url", "documentation_url", "full_target", "proposed_by", "corpus",
    "tool_names", "tool_descriptions", "certification__since",
)  # fmt: skip


def directory(params) -> tuple[ServerQuerySet, DirectoryForm]:
    """Listed servers filtered as the directory's form asks, and the form (whose
    ``segments`` put them in the order it asks for, see ``web.keyset``).

    A filter that was not understood is left out (the others apply, and the listing is
    sorted by name when the sort was not understood); the form's errors say which.
    """
    form = DirectoryForm(params or None)
    # What no list shows is left unread (the search column is the listing's text again).
    servers = Server.objects.listed().select_related("certification").defer(*UNLISTED)
    if form.is_bound:
        servers = form.filter(servers)
    return servers, form


def directory_page(
    params, size: int, fields: Sequence[str] = ()
) -> tuple[keyset.Page, DirectoryForm]:
    """The page of the directory ``params`` ask for (filters, order and cursor), with its
    count, and the form. With ``fields``, the page's rows are dicts of those fields and of
    the sort keys (one ``values()`` read, which builds no model instance), else listings.
    """
    servers, form = directory(params)
    text = form.valid().get("q", "")
    if not search.words(text):
        segments = form.segments(servers, named=True)
        page = keyset.paginate(_rows(segments, fields), params, size)
        page.count = _unfiltered_count(form) or keyset.count(servers)
        return page, form
    # The search's matches (at most search.LIMIT, best first; see certification.search),
    # in their order or in the one the form asks for.
    found = search.find(servers, text, shape=form.shape())
    listings = Server.objects.select_related("certification")
    if (form.valid().get("sort") or "relevance") == "relevance":
        shown = listings.values(*fields) if fields else listings.defer(*UNLISTED)
        read = functools.partial(_rows_by_ids, tuple(fields)) if fields else None
        page = keyset.ranked(shown, found.ids, params, size, read=read)
    else:
        segments = form.segments(keyset.among(listings, found.ids))
        page = keyset.paginate(_rows(segments, fields), params, size)
    page.count = keyset.Count(len(found.ids), exact=not found.more)
    page.search = found
    return page, form


# A page of a search's matches by their ids, as rows of the fields asked for: one
# compiled query per set of fields (PostgreSQL: the ids as one array).
_BY_IDS: dict[tuple[str, ...], Compiled] = {}
ANY_ID = '"certification_server"."id" = ANY(%s)'  # our own SQL; the ids are its parameter


def _rows_by_ids(fields: tuple[str, ...], ids: list) -> list[dict]:
    """The listings ``ids`` names, in that order, as ``values()`` rows of ``fields``."""
    listings = Server.objects.select_related("certification")
    if connection.vendor != "postgresql":  # no arrays: the ORM's ``pk IN (…)``
        return keyset.in_order(listings.values(*fields), ids)
    compiled = _BY_IDS.get(fields)
    if compiled is None:

        def build(chosen: list) -> QuerySet:
            among = RawSQL(ANY_ID, (chosen,), output_field=models.BooleanField())  # noqa: S611
            return listings.filter(among).order_by().values_list(*fields)

        compiled = _BY_IDS.setdefault(fields, Compiled(build))
    rows = [dict(zip(fields, row, strict=True)) for row in compiled.rows(list(ids))]
    found = {row["pk"]: row for row in rows}
    return [found[pk] for pk in ids if pk in found]


def _rows(segments: list[Segment], fields: Sequence[str]) -> list[Segment]:
    """``segments`` read as ``values()`` rows of ``fields`` and of their sort keys."""
    if not fields:
        return segments

    def read(segment: Segment) -> Callable[[], QuerySet]:
        names = dict.fromkeys((*fields, *(k.path for k in segment.keys)))
        return lambda: segment.read().values(*names)

    return [
        Segment(read(segment), segment.keys,
                (segment.shape, tuple(fields)) if segment.shape is not None else None)
        for segment in segments
    ]  # fmt: skip


def _unfiltered_count(form: DirectoryForm) -> keyset.Count | None:
    """The whole directory's count, from the home page's figures (counted at most once a
    minute when large: "about" then), when the form filters nothing."""
    data = form.valid()
    if any(value for name, value in data.items() if name != "sort"):
        return None
    figures = directory_figures()
    return keyset.Count(figures.listed, exact=figures.counted_at is None)
