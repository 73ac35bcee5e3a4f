"""Forms for listing servers."""

from __future__ import annotations

import ipaddress
import re
import shlex
import unicodedata
import urllib.parse
from urllib.parse import urlsplit

from django import forms
from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import F

from assessments.models import AssessmentType
from certification.models import Server, ServerPackage
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


MAX_PACKAGES = 10
MAX_WORDS = 50  # argv words per list
MAX_WORD = 500  # characters per argv word
MAX_VARIABLES = 30
MAX_DESCRIPTION = 300
PACKAGES_PREFIX = "packages"
ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
RUNTIME_HINT = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._+-]*$")
# The names and versions the package assessor accepts (certification.packages.parse_spec):
# a package the form lets through can be fetched by its spec.
PACKAGE_NAMES = {
    ServerPackage.RegistryType.NPM: re.compile(
        r"^(?:@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$"
    ),
    ServerPackage.RegistryType.PYPI: PYPI_NAME,
    ServerPackage.RegistryType.OCI: re.compile(r"^[a-z0-9][A-Za-z0-9._/:@+-]*$"),
    ServerPackage.RegistryType.NUGET: re.compile(r"^[A-Za-z0-9_][A-Za-z0-9._-]*$"),
    ServerPackage.RegistryType.MCPB: re.compile(r"^https://[^\s/]+/\S*$"),
}
NAME_RULES = {
    ServerPackage.RegistryType.NPM: "lower case, optionally scoped as @scope/name",
    ServerPackage.RegistryType.PYPI: "letters, digits, “.”, “_” and “-”, starting and "
    "ending with a letter or digit",
    ServerPackage.RegistryType.OCI: "an image reference such as ghcr.io/acme/weather-mcp",
    ServerPackage.RegistryType.NUGET: "letters, digits, “.”, “_” and “-”",
    ServerPackage.RegistryType.MCPB: "the https:// URL of the bundle",
}
SEMVER = re.compile(
    r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$"
)
# What marks a range or a moving tag rather than one version, in any registry.
VERSION_RANGE = re.compile(r"[\^~<>=*|!,\s]|(^|\.)[xX](\.|$)|^(latest|next|stable)$", re.I)


def check_package_identifier(registry_type: str, identifier: str) -> str:
    """The identifier if it is a valid name on ``registry_type``; raises ValidationError."""
    if len(identifier) > 214 or not PACKAGE_NAMES[registry_type].match(identifier):
        label = ServerPackage.RegistryType(registry_type).label
        raise ValidationError(
            f"“{identifier}” is not a valid {label} name: {NAME_RULES[registry_type]}."
        )
    return identifier


def check_package_version(registry_type: str, version: str) -> str:
    """The version if it names exactly one release on ``registry_type`` (no range, no
    tag such as ``latest``); raises ValidationError."""
    if not version:
        raise ValidationError("Give the exact version users install, e.g. 1.2.3.")
    if len(version) > 100 or VERSION_RANGE.search(version):
        raise ValidationError(
            f"“{version}” is a range or a tag, not one version: give the exact version, e.g. 1.2.3."
        )
    if registry_type == ServerPackage.RegistryType.NPM and not SEMVER.match(version):
        raise ValidationError(
            f"“{version}” is not an exact npm version: npm versions are semver, e.g. 1.2.3 "
            "or 2.0.0-beta.1."
        )
    if registry_type == ServerPackage.RegistryType.PYPI:
        from packaging.version import InvalidVersion, Version

        try:
            parsed = Version(version)
        except InvalidVersion:
            raise ValidationError(
                f"“{version}” is not a PyPI (PEP 440) version, e.g. 1.2.3 or 2.0rc1."
            ) from None
        if parsed.local:
            raise ValidationError(f"“{version}” is a local version, which PyPI does not host.")
    return version


def words_of(text: str, label: str) -> list[str]:
    """argv words typed as a shell would split them."""
    try:
        words = shlex.split(text)
    except ValueError:
        raise ValidationError(f"The {label} have a quote that is not closed.") from None
    if len(words) > MAX_WORDS:
        raise ValidationError(f"Give at most {MAX_WORDS} {label}.")
    if any(len(word) > MAX_WORD for word in words):
        raise ValidationError(f"Each of the {label} is at most {MAX_WORD} characters long.")
    return words


ENV_FLAGS = {"required": ("is_required", True), "optional": ("is_required", False),
             "secret": ("is_secret", True)}  # fmt: skip


def variables_of(text: str) -> list[dict]:
    """Environment variables typed one a line: ``NAME [required] [secret][: description]``."""
    variables, errors = [], []
    for number, line in enumerate(text.splitlines(), start=1):
        head, _, description = line.partition(":")
        words = head.split()
        if not words:
            continue
        name, flags = words[0], words[1:]
        variable = {"name": name, "description": " ".join(description.split()),
                    "is_required": False, "is_secret": False}  # fmt: skip
        if "=" in name:
            errors.append(f"Line {number}: give the variable's name only, never its value.")
        elif not ENV_NAME.match(name):
            errors.append(f"Line {number}: “{name}” is not a variable name (letters, digits "
                          "and “_”, not starting with a digit).")  # fmt: skip
        for flag in flags:
            if flag.lower() not in ENV_FLAGS:
                errors.append(f"Line {number}: “{flag}” is not one of required, optional, "
                              "secret; put a description after a colon.")  # fmt: skip
            else:
                key, value = ENV_FLAGS[flag.lower()]
                variable[key] = value
        if len(variable["description"]) > MAX_DESCRIPTION:
            errors.append(f"Line {number}: keep the description under {MAX_DESCRIPTION} "
                          "characters.")  # fmt: skip
        if any(v["name"] == name for v in variables):
            errors.append(f"Line {number}: {name} is given twice.")
        variables.append(variable)
    if len(variables) > MAX_VARIABLES:
        errors.append(f"Give at most {MAX_VARIABLES} environment variables.")
    if errors:
        raise ValidationError(errors)
    return variables


def variables_text(variables: list[dict]) -> str:
    """The environment variables as the form shows them (the inverse of variables_of)."""
    lines = []
    for variable in variables:
        flags = [("required" if variable.get("is_required") else ""),
                 ("secret" if variable.get("is_secret") else "")]  # fmt: skip
        line = " ".join([variable["name"], *filter(None, flags)])
        description = variable.get("description", "")
        lines.append(f"{line}: {description}" if description else line)
    return "\n".join(lines)


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
