"""The MCP Registry's ``server.json`` documents, read into listings. Pure: no database.

Accepted input: the registry API's list response (``{"servers": [{"server": {…},
"_meta": {…}}], "metadata": {"nextCursor": …}}``), a list of such items or of bare
``server.json`` documents, one bare document, or any of these one per line (JSON
Lines, as pages of the API are often saved). The registry name (``io.github.acme/
weather``) is the listing's identity; when one name comes several times (versions),
the latest wins: the one the registry marks ``isLatest``, else the last published.
"""

from __future__ import annotations

import datetime
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any
from urllib.parse import urlsplit

OFFICIAL = "io.modelcontextprotocol.registry/official"
NAME = re.compile(r"^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$")
TEMPLATE = re.compile(r"\{[^}]*\}")
REMOTE_TYPES = {"streamable-http": "streamable_http", "sse": "sse"}
PACKAGE_TYPES = {"npm": "npm", "pypi": "pypi"}  # the registries a listing can name
LISTED_PACKAGE_TYPES = ("npm", "pypi", "oci", "nuget", "mcpb")  # ServerPackage.RegistryType
LINE_BREAKS = re.compile(r"[\r\n\t]+")


@dataclass
class Entry:
    name: str
    title: str
    description: str
    version: str = ""
    status: str = "active"
    latest: bool | None = None
    published_at: datetime.datetime | None = None
    repository: dict[str, Any] | None = None
    website_url: str = ""
    remotes: list[dict[str, Any]] = field(default_factory=list)
    packages: list[dict[str, Any]] = field(default_factory=list)

    @property
    def endpoint(self) -> tuple[str, str]:
        """(URL, transport) of the remote to assess: Streamable HTTP first, never a URL
        with template variables (one per tenant); ("", "") when there is none."""
        usable = [
            remote for remote in self.remotes
            if remote.get("type") in REMOTE_TYPES and _http_url(remote.get("url"))
            and not TEMPLATE.search(remote["url"])
        ]  # fmt: skip
        usable.sort(key=lambda remote: remote["type"] != "streamable-http")
        if not usable:
            return "", ""
        return usable[0]["url"], REMOTE_TYPES[usable[0]["type"]]

    @property
    def repository_url(self) -> str:
        """The repository's URL, with ``/tree/HEAD/<subfolder>`` for a monorepo folder."""
        repository = self.repository or {}
        url = repository.get("url")
        if not _http_url(url):
            return ""
        url = url.rstrip("/").removesuffix(".git")
        folder = str(repository.get("subfolder") or "").strip("/")
        if folder and ".." not in folder.split("/"):
            url = f"{url}/tree/HEAD/{folder}"
        return url[:500]

    @property
    def package(self) -> tuple[str, str]:
        """(registry, identifier) of the first npm or PyPI package listed; failing that,
        of the first one named at all (a package given without a version is not listed,
        but search still finds the listing by its name)."""
        for package in self.package_rows:
            if package["registry_type"] in PACKAGE_TYPES:
                return package["registry_type"], package["identifier"]
        for package in self.packages:
            registry = PACKAGE_TYPES.get(str(package.get("registryType", "")).lower())
            identifier = package.get("identifier")
            if registry and isinstance(identifier, str) and 0 < len(identifier) <= 214:
                return registry, identifier
        return "", ""

    @cached_property
    def package_rows(self) -> list[dict[str, Any]]:
        """The packages as ``ServerPackage`` field values, in order (see ``package_row``)."""
        return self._package_rows[0]

    @cached_property
    def packages_left_out(self) -> list[tuple[str, str]]:
        """(package, why) for each package not listed."""
        return self._package_rows[1]

    @cached_property
    def _package_rows(self) -> tuple[list[dict[str, Any]], list[tuple[str, str]]]:
        from certification.listing_rules import MAX_PACKAGES

        rows, left_out, seen = [], [], set()
        for raw in self.packages:
            row, reason = package_row(raw)
            if row is None:
                label = _text(raw.get("identifier"), 100) or "without an identifier"
                left_out.append((label, reason))
            elif (row["registry_type"], row["identifier"]) not in seen:
                seen.add((row["registry_type"], row["identifier"]))
                rows.append({**row, "position": len(rows)})
        return rows[:MAX_PACKAGES], left_out

    def listing(self) -> dict[str, Any]:
        """The listing's fields, as ``Server`` holds them."""
        endpoint, transport = self.endpoint
        registry, identifier = self.package
        from certification.listing_rules import HIDDEN_CHARACTERS

        return {  # control and text-direction characters cannot disguise a listing
            "name": HIDDEN_CHARACTERS.sub("", self.title)[:100],
            "description": HIDDEN_CHARACTERS.sub("", self.description)[:2000],
            "endpoint_url": endpoint[:500],
            "transport": transport or "streamable_http",
            "repository_url": self.repository_url,
            "documentation_url": self.website_url[:500] if _http_url(self.website_url) else "",
            "package_registry": registry,
            "package_name": identifier,
        }


def package_row(raw: dict[str, Any]) -> tuple[dict[str, Any] | None, str]:
    """One ``server.json`` package as ``ServerPackage`` field values, or (None, why).

    Arguments become argv words: a named one its name then its value (one word when the
    value already reads ``name=…``), a positional one its value; one with neither a value
    nor a default is left out. Environment variables keep their names and flags, never a
    default. Counts and lengths are capped, and control characters removed, as for the
    listing's other text; the identifier and version are checked as the listing form
    checks them, since they name what the sandbox fetches.
    """
    from certification.listing_rules import (
        MAX_DESCRIPTION,
        check_package_identifier,
        check_package_version,
    )

    registry_type = _text(raw.get("registryType"), 10).lower()
    if registry_type not in LISTED_PACKAGE_TYPES:
        return None, f"registry type {registry_type or 'missing'} is not one Sagentum lists"
    identifier, version = _text(raw.get("identifier"), 300), _text(raw.get("version"), 101)
    try:
        check_package_identifier(registry_type, identifier)
        if version or registry_type != "oci":  # an image's tag may be in its identifier
            check_package_version(registry_type, version)
    except Exception as error:  # ValidationError: its sentence is the reason
        return None, " ".join(getattr(error, "messages", [str(error)]))
    transport = raw.get("transport") if isinstance(raw.get("transport"), dict) else {}
    return {
        "registry_type": registry_type,
        "identifier": identifier,
        "version": version,
        "transport": _text(transport.get("type"), 20) or "stdio",
        "runtime_hint": _text(raw.get("runtimeHint"), 50),
        "runtime_arguments": _argv(raw.get("runtimeArguments")),
        "package_arguments": _argv(raw.get("packageArguments")),
        "environment_variables": _variables(raw.get("environmentVariables"), MAX_DESCRIPTION),
    }, ""


def _argv(arguments: Any) -> list[str]:
    from certification.listing_rules import MAX_WORD, MAX_WORDS

    words: list[str] = []
    for argument in arguments if isinstance(arguments, list) else []:
        if not isinstance(argument, dict):
            continue
        value = _text(argument.get("value"), MAX_WORD + 1) or _text(
            argument.get("default"), MAX_WORD + 1
        )
        name = _text(argument.get("name"), MAX_WORD + 1)
        if argument.get("type") == "named" and name:
            given = [value] if value.startswith(f"{name}=") else [name, value]
        else:
            given = [value]
        if not value or any(len(word) > MAX_WORD for word in given):
            continue
        if len(words) + len(given) > MAX_WORDS:
            break
        words.extend(given)
    return words


def _variables(variables: Any, description_limit: int) -> list[dict[str, Any]]:
    from certification.listing_rules import ENV_NAME, MAX_VARIABLES

    kept: list[dict[str, Any]] = []
    for variable in variables if isinstance(variables, list) else []:
        name = _text(variable.get("name"), 200) if isinstance(variable, dict) else ""
        if not ENV_NAME.match(name) or any(v["name"] == name for v in kept):
            continue
        kept.append({
            "name": name,
            "description": " ".join(_text(variable.get("description"), 2000).split())[
                :description_limit
            ],
            "is_required": variable.get("isRequired") is True,
            "is_secret": variable.get("isSecret") is True,
        })  # fmt: skip
        if len(kept) == MAX_VARIABLES:
            break
    return kept


def _text(value: Any, limit: int) -> str:
    """One line of text from the registry: no control or text-direction characters."""
    from certification.listing_rules import HIDDEN_CHARACTERS

    if isinstance(value, bool) or not isinstance(value, str | int | float):
        return ""
    return HIDDEN_CHARACTERS.sub("", LINE_BREAKS.sub(" ", str(value))).strip()[:limit]


def read_documents(text: str) -> Iterator[Any]:
    """The JSON documents in one file or response: one document, or one per line."""
    try:
        yield json.loads(text)
        return
    except ValueError:
        pass
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            try:
                yield json.loads(line)
            except ValueError as error:
                yield SkippedLine(number, str(error))


@dataclass(frozen=True)
class SkippedLine:
    number: int
    error: str


def items(documents: Iterable[Any]) -> Iterator[tuple[Any, dict[str, Any]]]:
    """(server.json candidate, its registry metadata) for every entry in the documents."""
    for document in documents:
        if isinstance(document, SkippedLine):
            yield document, {}
        elif isinstance(document, dict) and isinstance(document.get("servers"), list):
            yield from items(document["servers"])
        elif isinstance(document, list):
            yield from items(document)
        elif isinstance(document, dict) and isinstance(document.get("server"), dict):
            meta = document.get("_meta") if isinstance(document.get("_meta"), dict) else {}
            yield document["server"], meta.get(OFFICIAL) or {}
        else:
            meta = document.get("_meta") if isinstance(document, dict) else None
            official = meta.get(OFFICIAL) if isinstance(meta, dict) else None
            yield document, official if isinstance(official, dict) else {}


def next_cursor(document: Any) -> str | None:
    """The API's cursor to the next page, when the document is a list response."""
    if isinstance(document, dict) and isinstance(document.get("metadata"), dict):
        cursor = document["metadata"].get("nextCursor") or document["metadata"].get("next_cursor")
        return cursor if isinstance(cursor, str) and cursor else None
    return None


def parse(
    documents: Iterable[Any],
) -> tuple[dict[str, Entry], list[tuple[str, str]]]:
    """The latest entry per registry name, and what was skipped with its reason."""
    entries: dict[str, Entry] = {}
    skipped: list[tuple[str, str]] = []
    for position, (raw, official) in enumerate(items(documents), start=1):
        if isinstance(raw, SkippedLine):
            skipped.append((f"line {raw.number}", f"not JSON ({raw.error})"))
            continue
        entry, reason = entry_of(raw, official)
        if entry is None:
            label = raw.get("name") if isinstance(raw, dict) else None
            ident = label if isinstance(label, str) and label else f"entry {position}"
            skipped.append((ident[:200], reason))
            continue
        known = entries.get(entry.name)
        if known is None or _newer(entry, known):
            entries[entry.name] = entry
    return entries, skipped


def entry_of(raw: Any, official: dict[str, Any]) -> tuple[Entry | None, str]:
    if not isinstance(raw, dict):
        return None, "not a server.json object"
    from certification.jsontext import without_nul

    raw = without_nul(raw)  # no database text holds a NUL
    name = raw.get("name")
    if not isinstance(name, str) or not NAME.fullmatch(name) or len(name) > 200:
        return None, "no valid name (reverse-DNS namespace/name)"
    description = raw.get("description")
    if not isinstance(description, str) or not description.strip():
        return None, "no description"
    title = raw.get("title") if isinstance(raw.get("title"), str) else ""
    title = " ".join((title or name.rsplit("/", 1)[1].replace("-", " ")).split())
    status = official.get("status") or raw.get("status") or "active"
    entry = Entry(
        name=name,
        title=title or name,
        description=" ".join(description.split()),
        version=str(raw.get("version") or "")[:100],
        status=str(status)[:20],
        latest=official.get("isLatest") if isinstance(official.get("isLatest"), bool) else None,
        published_at=_moment(official.get("publishedAt") or official.get("published_at")),
        repository=raw.get("repository") if isinstance(raw.get("repository"), dict) else None,
        website_url=raw.get("websiteUrl") if isinstance(raw.get("websiteUrl"), str) else "",
        remotes=[r for r in raw.get("remotes") or [] if isinstance(r, dict)][:20],
        packages=[p for p in raw.get("packages") or [] if isinstance(p, dict)][:20],
    )
    return entry, ""


def _newer(entry: Entry, known: Entry) -> bool:
    if entry.latest is not None and known.latest is not None and entry.latest != known.latest:
        return entry.latest
    if entry.published_at and known.published_at:
        return entry.published_at >= known.published_at
    return True  # the later in the input


def _moment(value: Any) -> datetime.datetime | None:
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=datetime.UTC)


def _http_url(value: Any) -> bool:
    if not isinstance(value, str) or len(value) > 500 or any(c.isspace() for c in value):
        return False
    try:
        parts = urlsplit(value)
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and bool(parts.hostname)
