"""Collect the documentation of a server and the tool catalog it declares.

Sources:

- The repository, read from ``clone_dir`` when given, or from
  ``repository_url`` when that is a local directory (no scheme, from
  ``manage.py assess --repo``): the README (``README.md``, ``README.rst``,
  ``README.txt``, ``README``, matched case-insensitively, first in that
  order), the Markdown, MDX and reStructuredText files under the documentation
  folders (``DOCS_DIRECTORIES``: ``docs/``, ``doc/`` and docs-site folders;
  build output and dependencies are skipped, symlinks are never followed), the
  documentation files the README links to by a relative path (``TOOLS.md``,
  ``guide/tools.md``: at most ``MAX_LINKED``, inside the repository, never
  through ``..``, a scheme or an absolute path), the
  tool manifests and root-level JSON files that may declare tools. The
  documentation files are read likeliest first to hold the tool reference
  (``doc_tools.reference_likelihood``: a tools heading or a tools folder, typed
  parameters, authentication, troubleshooting), then shallowest first and by
  path; those left over past the bound are named in a ``docs-too-many`` note.
- Without a local copy, a forge ``repository_url`` through its raw-file URLs
  (``fetch.raw_file_url``): ``README.md``, then ``README.rst``, then
  ``README``, the files that README links to (as above), and the tool manifests.
  A raw file answered with an HTML page
  (a sign-in page, say) counts as missing. No redirect to another host.
- The ``documentation_url`` page: HTML is turned into Markdown-like text
  (``htmltext``); Markdown, reStructuredText and plain text are read as they
  are; redirects to other hosts are followed (every hop is address-checked).
  A documentation URL that is the repository URL itself is not fetched when
  the README was read (it would be the forge's page around that README).

Bounds: ``MAX_DOCUMENT_BYTES`` per document (a longer one is cut there, and
that is recorded), ``FETCH_TIMEOUT`` per fetch, ``COLLECTION_TIMEOUT`` for all
fetches together, ``MAX_DOCUMENTS`` documents in all (one place is kept for
the documentation page), ``MAX_WALK_ENTRIES`` directory entries looked at.

Nothing here raises: whatever could not be read is recorded in
``DocsObservation.unavailable`` with a reason label from ``reasons.py``. When
not a single document could be read the result is
``Unavailable("no-sources", …)``; without a catalog, ``Unavailable("no-catalog", …)``.
"""

from __future__ import annotations

import codecs
import contextlib
import itertools
import os
import re
import time
import urllib.parse
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from assessments.collect.doc_tools import reference_likelihood, tool_reference
from assessments.collect.htmltext import html_to_text
from assessments.collect.tool_catalog import (
    MANIFEST_PATHS,
    catalog_from_docs,
    catalog_from_json,
)
from assessments.observations import Catalog, DocsObservation, Document, Unavailable
from certification.outbound.fetch import FetchError, FetchResult, fetch, raw_file_url

MAX_DOCUMENT_BYTES = 1024 * 1024
MAX_DOCUMENTS = 20
FETCH_TIMEOUT = 10.0
COLLECTION_TIMEOUT = 60.0
MIN_FETCH_TIME = 0.5  # less time left than this: skip the fetch rather than start it

README_NAMES = ("readme.md", "readme.rst", "readme.txt", "readme")
RAW_README_PATHS = ("README.md", "README.rst", "README")
DOCS_DIRECTORIES = ("docs", "doc", "documentation", "website", "site", "docs-site")
# Folders of a docs site that hold no documentation of the server.
NOT_DOCS_DIRECTORIES = frozenset(
    {"node_modules", "build", "dist", "out", "public", "static", "assets", "vendor", "i18n"}
)
MAX_RANKED = 400  # documentation files ranked; the rest keep their walk order
RANK_BYTES = 64 * 1024  # of each file read to rank it
MAX_SKIPPED_NAMED = 20
DOC_SUFFIXES = (".md", ".markdown", ".mdx", ".rst")
MAX_WALK_ENTRIES = 5000
MAX_ROOT_JSON_FILES = 20
# Root JSON files that are never tool catalogs, whatever they contain.
NOT_CATALOGS = frozenset(
    {"package.json", "package-lock.json", "composer.json", "composer.lock", "renovate.json"}
)
HTML_TYPES = ("text/html", "application/xhtml+xml")
TEXT_TYPES = (
    "text/markdown",
    "text/x-markdown",
    "text/plain",
    "text/x-rst",
    "text/prs.fallenstein.rst",
)
CHARSET = re.compile(r"charset=[\"']?([\w.:\-]+)", re.IGNORECASE)


@dataclass
class _Collected:
    """What has been read so far, in the order of precedence."""

    documents: list[Document] = field(default_factory=list)
    unavailable: list[Unavailable] = field(default_factory=list)
    manifests: list[tuple[str, str, bool]] = field(default_factory=list)  # origin, text, strict
    skipped: list[str] = field(default_factory=list)
    reserved: int = 0  # room kept for a document still to come (the documentation page)
    licence: str | None = None

    def add_document(self, origin: str, text: str) -> None:
        if len(self.documents) >= MAX_DOCUMENTS - self.reserved:
            self.skipped.append(origin)
        else:
            self.documents.append(Document(origin=origin, text=text))

    def note(self, label: str, detail: str) -> None:
        self.unavailable.append(Unavailable(label, detail))


class _Budget:
    """The time left for all fetches of one collection."""

    def __init__(self, seconds: float) -> None:
        self.deadline = time.monotonic() + seconds

    def timeout(self) -> float | None:
        left = self.deadline - time.monotonic()
        return min(FETCH_TIMEOUT, left) if left >= MIN_FETCH_TIME else None


def _decode(data: bytes, content_type: str = "") -> str:
    match = CHARSET.search(content_type)
    encoding = "utf-8"
    if match:
        with contextlib.suppress(LookupError):
            encoding = codecs.lookup(match.group(1)).name
    return data.decode(encoding, errors="replace").lstrip("\ufeff")


# Local copies


def _local_root(repository_url: str, clone_dir: Path | None) -> Path | None:
    if clone_dir is not None:
        return clone_dir
    source = repository_url.strip()
    if source.lower().startswith("file://"):
        source = urllib.parse.unquote(urllib.parse.urlsplit(source).path)
    if not source or "://" in source or re.match(r"^[\w.\-]+@", source):
        return None
    path = Path(source).expanduser()
    return path if path.is_dir() else None


def _read_local_file(root: Path, path: Path) -> tuple[str, bool] | None:
    """Text of a regular file inside ``root`` (never through a symlink), and whether it
    was cut at the size limit."""
    try:
        if path.is_symlink() or not path.is_file() or not path.resolve().is_relative_to(root):
            return None
        with path.open("rb") as handle:
            data = handle.read(MAX_DOCUMENT_BYTES + 1)
    except OSError:
        return None
    return _decode(data[:MAX_DOCUMENT_BYTES]), len(data) > MAX_DOCUMENT_BYTES


def _add_local(collected: _Collected, root: Path, path: Path) -> None:
    origin = path.relative_to(root).as_posix()
    read = _read_local_file(root, path)
    if read is None:
        collected.note("repository-file-unreachable", f"{origin} could not be read")
        return
    text, truncated = read
    if truncated:
        collected.note("docs-truncated", f"{origin} is over {MAX_DOCUMENT_BYTES} bytes")
    collected.add_document(origin, text)


def _root_entries(root: Path) -> list[Path]:
    try:
        with os.scandir(root) as entries:
            return sorted(Path(entry.path) for entry in itertools.islice(entries, MAX_WALK_ENTRIES))
    except OSError:
        return []


def _find_readme(entries: list[Path]) -> Path | None:
    by_name = {
        path.name.lower(): path for path in entries if not path.is_symlink() and path.is_file()
    }
    return next((by_name[name] for name in README_NAMES if name in by_name), None)


# A Markdown link's target: inline ``[text](TOOLS.md "title")`` or a reference
# definition ``[tools]: docs/TOOLS.md``.
MARKDOWN_LINK = re.compile(
    r"\]\(\s*<?([^()\s<>]{1,300})>?(?:\s+[\"'][^\"'\n]{0,300}[\"'])?\s*\)"
    r"|^ {0,3}\[[^\]\n]{1,200}\]:\s*<?([^\s<>]{1,300})>?",
    re.MULTILINE,
)
SCHEME = re.compile(r"^[A-Za-z][\w+.-]*:")
MAX_LINKED = 10  # documents a README links to that are read
MAX_LINKS_LOOKED_AT = 2000


def linked_documents(text: str) -> list[str]:
    """The documentation files a README links to by a relative path, in order, once each
    and at most ``MAX_LINKED``: Markdown (or reStructuredText) files inside the
    repository. A link with a scheme, an absolute path or a ``..`` part is never
    followed."""
    found: list[str] = []
    links = itertools.islice(MARKDOWN_LINK.finditer(text), MAX_LINKS_LOOKED_AT)
    for match in links:
        target = urllib.parse.unquote((match.group(1) or match.group(2)).split("#", 1)[0])
        target = target.split("?", 1)[0].replace("\\", "/")
        if not target or SCHEME.match(target) or target.startswith("/"):
            continue
        parts = [part for part in target.split("/") if part not in ("", ".")]
        if not parts or ".." in parts or not parts[-1].lower().endswith(DOC_SUFFIXES):
            continue
        path = "/".join(parts)
        if path.lower() not in README_NAMES and path not in found:
            found.append(path)
        if len(found) >= MAX_LINKED:
            break
    return found


def _doc_files(root: Path, linked: Sequence[str] = ()) -> list[Path]:
    """Documentation files under the documentation folders and those the README links to
    (``linked``, relative to ``root``), likeliest first to hold the tool reference, then
    shallowest first, within the walk bound."""
    found: list[Path] = []
    visited = 0
    for directory in DOCS_DIRECTORIES:
        top = root / directory
        if top.is_symlink() or not top.is_dir():
            continue
        for current, dirs, files in os.walk(top, followlinks=False):
            dirs[:] = sorted(
                d for d in dirs if not d.startswith(".") and d.lower() not in NOT_DOCS_DIRECTORIES
            )
            visited += len(files) + len(dirs)
            paths = (Path(current, name) for name in files if name.lower().endswith(DOC_SUFFIXES))
            found.extend(path for path in paths if not path.is_symlink())
            if visited > MAX_WALK_ENTRIES:
                break
    for relative in linked:
        path = root / relative
        if path not in found and _inside(root, path):
            found.append(path)
    found.sort(key=lambda path: (len(path.relative_to(root).parts), path.as_posix()))
    return _ranked(root, found)


def _inside(root: Path, path: Path) -> bool:
    """A regular file inside ``root``, not a symlink (nor reached through one out of it)."""
    try:
        return not path.is_symlink() and path.is_file() and path.resolve().is_relative_to(root)
    except OSError:
        return False


def _ranked(root: Path, paths: list[Path]) -> list[Path]:
    """The first ``MAX_RANKED`` files by how likely they hold the tool reference (a stable
    sort: equal ones keep their order), then the rest."""
    scores = {}
    for path in paths[:MAX_RANKED]:
        try:
            with path.open("rb") as handle:
                head = _decode(handle.read(RANK_BYTES))
        except OSError:
            head = ""
        scores[path] = reference_likelihood(path.relative_to(root).as_posix(), head)
    return sorted(paths, key=lambda path: -scores.get(path, 0))


LICENCE_NAMES = ("license", "license.md", "license.txt", "licence", "licence.md", "copying")
LICENCE_BYTES = 16 * 1024
# OSI-approved licences by a phrase of their text: any of them means free use.
OSI_LICENCES = (
    ("MIT", re.compile(r"(?i)\bMIT License\b|Permission is hereby granted, free of charge")),
    ("Apache-2.0", re.compile(r"(?i)Apache License,?\s+Version 2\.0")),
    ("AGPL-3.0", re.compile(r"(?i)GNU AFFERO GENERAL PUBLIC LICENSE")),
    ("LGPL", re.compile(r"(?i)GNU LESSER GENERAL PUBLIC LICENSE")),
    ("GPL", re.compile(r"(?i)GNU GENERAL PUBLIC LICENSE")),
    ("MPL-2.0", re.compile(r"(?i)Mozilla Public License")),
    ("BSD", re.compile(r"(?i)Redistribution and use in source and binary forms")),
    ("ISC", re.compile(r"(?i)\bISC License\b|Permission to use, copy, modify, and/or distribute")),
    ("Unlicense", re.compile(r"(?i)free and unencumbered software released into the public")),
)


def licence_of(text: str) -> str | None:
    """The OSI licence a licence file's text is, or None."""
    head = text[:LICENCE_BYTES]
    return next((name for name, pattern in OSI_LICENCES if pattern.search(head)), None)


def _local_licence(collected: _Collected, root: Path, entries: list[Path]) -> None:
    by_name = {path.name.lower(): path for path in entries}
    for name in LICENCE_NAMES:
        if name in by_name:
            read = _read_local_file(root, by_name[name])
            if read is not None:
                collected.licence = licence_of(read[0])
                return


def _forge_licence(collected: _Collected, repository_url: str, budget: _Budget, subdir: str):
    for path in ("LICENSE", "LICENSE.md"):
        try:
            result = _raw_file(repository_url, _in(subdir, path), budget)
        except FetchError:
            return  # the licence is a bonus: its absence or a failure costs nothing here
        if result is not None:
            collected.licence = licence_of(_decode(result.body, result.content_type))
            return


def _local_manifests(collected: _Collected, root: Path, entries: list[Path]) -> None:
    for relative in MANIFEST_PATHS:
        read = _read_local_file(root, root / relative)
        if read is not None:
            collected.manifests.append((relative, read[0], True))
    candidates = [
        path
        for path in entries
        if path.suffix.lower() == ".json"
        and path.name not in MANIFEST_PATHS
        and path.name.lower() not in NOT_CATALOGS
    ]
    for path in candidates[:MAX_ROOT_JSON_FILES]:
        read = _read_local_file(root, path)
        if read is not None and '"tools"' in read[0]:
            collected.manifests.append((path.name, read[0], False))


def _read_local(collected: _Collected, root: Path) -> None:
    root = root.resolve()
    entries = _root_entries(root)
    readme = _find_readme(entries)
    linked: list[str] = []
    if readme is None:
        collected.note("readme-missing", "the repository has no README at its root")
    else:
        _add_local(collected, root, readme)
        if collected.documents and collected.documents[-1].origin == readme.name:
            linked = linked_documents(collected.documents[-1].text)
    for path in _doc_files(root, linked):
        _add_local(collected, root, path)
    _local_manifests(collected, root, entries)
    _local_licence(collected, root, entries)


# Fetches


def _get(url: str, budget: _Budget, *, other_hosts: bool) -> FetchResult:
    timeout = budget.timeout()
    if timeout is None:
        raise FetchError("timeout", f"{url} was skipped: the collection ran out of time")
    return fetch(
        url,
        max_bytes=MAX_DOCUMENT_BYTES,
        timeout=timeout,
        allow_redirects_to_other_hosts=other_hosts,
        truncate=True,
    )


def _raw_file(repository_url: str, path: str, budget: _Budget) -> FetchResult | None:
    """A raw file of the repository, None when it does not exist; raises ``FetchError``."""
    url = raw_file_url(repository_url, path) or ""
    try:
        result = _get(url, budget, other_hosts=False)
    except FetchError as exc:
        if exc.status in (404, 410):
            return None
        raise
    if result.content_type.lower().startswith(HTML_TYPES):
        return None
    return result


def _in(subdir: str, path: str) -> str:
    return f"{subdir}/{path}" if subdir else path


def _fetch_readme(
    collected: _Collected, repository_url: str, budget: _Budget, subdir: str = ""
) -> None:
    for path in RAW_README_PATHS:
        try:
            result = _raw_file(repository_url, _in(subdir, path), budget)
        except FetchError as exc:
            collected.note("readme-unreachable", exc.detail)
            return
        if result is not None:
            if result.truncated:
                collected.note("docs-truncated", f"{path} is over {MAX_DOCUMENT_BYTES} bytes")
            text = _decode(result.body, result.content_type)
            collected.add_document(path, text)
            _fetch_linked(collected, repository_url, budget, subdir, linked_documents(text))
            return
    collected.note("readme-missing", f"no {', '.join(RAW_README_PATHS)} in {repository_url}")


def _fetch_linked(
    collected: _Collected, repository_url: str, budget: _Budget, subdir: str, paths: list[str]
) -> None:
    """The documents the README links to, as raw files of the repository (a missing one
    costs nothing: the link may point to a folder page or a generated file)."""
    for path in paths:
        try:
            result = _raw_file(repository_url, _in(subdir, path), budget)
        except FetchError as exc:
            collected.note("repository-file-unreachable", exc.detail)
            continue
        if result is not None:
            if result.truncated:
                collected.note("docs-truncated", f"{path} is over {MAX_DOCUMENT_BYTES} bytes")
            collected.add_document(path, _decode(result.body, result.content_type))


def _fetch_manifests(
    collected: _Collected, repository_url: str, budget: _Budget, subdir: str = ""
) -> None:
    for path in MANIFEST_PATHS:
        try:
            result = _raw_file(repository_url, _in(subdir, path), budget)
        except FetchError as exc:
            collected.note("repository-file-unreachable", exc.detail)
            continue
        if result is not None:
            collected.manifests.append((path, _decode(result.body, result.content_type), True))


def _read_forge(
    collected: _Collected, repository_url: str, budget: _Budget, subdir: str = ""
) -> None:
    if raw_file_url(repository_url, "README.md") is None:
        detail = f"no raw-file address is known for {repository_url}"
        collected.note("repository-host-unknown", detail)
        return
    _fetch_readme(collected, repository_url, budget, subdir)
    _fetch_manifests(collected, repository_url, budget, subdir)
    _forge_licence(collected, repository_url, budget, subdir)


def _page_text(result: FetchResult) -> str | None:
    media = result.content_type.split(";")[0].strip().lower()
    text = _decode(result.body, result.content_type)
    if media in HTML_TYPES or (not media and "<html" in text[:2048].lower()):
        try:
            return html_to_text(text)
        except (AssertionError, ValueError, RecursionError):
            return None  # html.parser gave up on this page
    if media in TEXT_TYPES or not media:
        return text
    return None


def _read_page(collected: _Collected, url: str, budget: _Budget) -> None:
    try:
        result = _get(url, budget, other_hosts=True)
    except FetchError as exc:
        collected.note("docs-unreachable", exc.detail)
        return
    text = _page_text(result)
    if text is None:
        kind = result.content_type or "no content type"
        collected.note("docs-unreadable", f"{url} returned {kind}, not HTML or text")
        return
    if result.truncated:
        collected.note("docs-truncated", f"{url} is over {MAX_DOCUMENT_BYTES} bytes")
    collected.add_document(url, text)


def _same_repository(documentation_url: str, repository_url: str) -> bool:
    def key(url: str) -> str:
        return url.strip().rstrip("/").removesuffix(".git").lower()

    return bool(repository_url) and key(documentation_url) == key(repository_url)


# Results


def _catalog(collected: _Collected) -> Catalog | Unavailable:
    """The declared catalog: of the manifests and the documentation's tool reference,
    the one that names the most tools (a tie goes to the manifest, which states more)."""
    candidates: list[Catalog] = []
    for origin, text, strict in collected.manifests:
        catalog, notes = catalog_from_json(text, origin, strict=strict)
        collected.unavailable.extend(notes)
        if catalog is not None:
            candidates.append(catalog)
    catalog, notes = catalog_from_docs(collected.documents)
    collected.unavailable.extend(notes)
    if catalog is not None:
        candidates.append(catalog)
    if candidates:
        return max(candidates, key=lambda c: (len(c.tools), -candidates.index(c)))
    detail = (
        "no server.json or tools manifest with a tools list, and no tool reference under a "
        "tools heading in the docs"
    )
    categories = _categories_only(collected.documents)
    if categories:
        detail += f"; {categories}"
    return Unavailable("no-catalog", detail)


def _categories_only(documents: list[Document]) -> str:
    """Where the tools section names only categories of tools, said in a few words."""
    for document in documents:
        names = tool_reference(document)[1]
        if names:
            shown = ", ".join(names[:5])
            return f"the tools section of {document.origin} names categories of tools ({shown})"
    return ""


def _observation(collected: _Collected) -> DocsObservation | Unavailable:
    if collected.skipped:
        names = ", ".join(collected.skipped[:MAX_SKIPPED_NAMED])
        more = len(collected.skipped) - MAX_SKIPPED_NAMED
        detail = (
            f"{len(collected.skipped)} more documents were not read (limit {MAX_DOCUMENTS}): "
            f"{names}{f' and {more} more' if more > 0 else ''}"
        )
        collected.note("docs-too-many", detail)
    if collected.documents:
        return DocsObservation(
            tuple(collected.documents), tuple(collected.unavailable), collected.licence
        )
    if not collected.unavailable:
        return Unavailable("no-sources", "no repository or documentation URL was given")
    detail = "; ".join(f"{u.label}: {u.detail}" for u in collected.unavailable)
    return Unavailable("no-sources", detail[:1000])


def collect_documentation(
    *, repository_url: str, documentation_url: str, clone_dir: Path | None, subdir: str = ""
) -> tuple[DocsObservation | Unavailable, Catalog | Unavailable]:
    """The documents of a server and its declared tool catalog (see the module docstring).

    Never raises for anything a source does: failures are recorded as unavailable.
    """
    collected = _Collected()
    budget = _Budget(COLLECTION_TIMEOUT)
    root = _local_root(repository_url, clone_dir)
    if root is not None and clone_dir is None and subdir:
        root = root / subdir  # a local source read in place: its monorepo folder
    collected.reserved = 1 if documentation_url else 0
    if root is not None:
        _read_local(collected, root)
    elif repository_url:
        _read_forge(collected, repository_url, budget, subdir)
    collected.reserved = 0
    if documentation_url and not (
        _same_repository(documentation_url, repository_url) and collected.documents
    ):
        _read_page(collected, documentation_url, budget)
    catalog = _catalog(collected)
    return _observation(collected), catalog
