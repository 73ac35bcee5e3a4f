"""The rules a listing's fields obey, whatever writes them: a form, the MCP Registry
import, the admin or a command. Forms in the pages turn these into field errors."""

from __future__ import annotations

import ipaddress
import re
import shlex
import unicodedata
import urllib.parse
from urllib.parse import urlsplit

from django.conf import settings
from django.core.exceptions import ValidationError

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


MAX_PACKAGES = 10
MAX_WORDS = 50  # argv words per list
MAX_WORD = 500  # characters per argv word
MAX_VARIABLES = 30
MAX_DESCRIPTION = 300
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


# A listing without a tier: assessed without enough data for one, or not yet assessed.
UNTIERED = [("insufficient", "Insufficient data"), ("not_assessed", "Not yet assessed")]


def tier_choices() -> list[tuple[str, str]]:
    """The directory's tier filter: the tiers of the rubric in effect, highest first,
    then the two states of a listing without a tier."""
    return [*((tier["key"], tier["name"]) for tier in rubric_tiers()), *UNTIERED]
