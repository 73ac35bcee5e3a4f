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
the documentation page), ``local.MAX_WALK_ENTRIES`` directory entries looked at.

Nothing here raises: whatever could not be read is recorded in
``DocsObservation.unavailable`` with a reason label from ``reasons.py``. When
not a single document could be read the result is
``Unavailable("no-sources", …)``; without a catalog, ``Unavailable("no-catalog", …)``.

Modules: ``local`` (a local copy), ``forge`` (raw files and the documentation page),
``links`` (what a README links to, which licence a text is), ``collected`` (what one
collection has read and may still spend); here, the results.
"""

from __future__ import annotations

from pathlib import Path

from assessments.collect.doc_tools import tool_reference
from assessments.collect.docs.collected import _Budget, _Collected
from assessments.collect.docs.forge import _read_forge, _read_page, _same_repository
from assessments.collect.docs.local import _local_root, _read_local
from assessments.collect.tool_catalog import catalog_from_docs, catalog_from_json
from assessments.observations import Catalog, DocsObservation, Document, Unavailable

MAX_DOCUMENT_BYTES = 1024 * 1024
MAX_DOCUMENTS = 20
FETCH_TIMEOUT = 10.0
COLLECTION_TIMEOUT = 60.0
MAX_SKIPPED_NAMED = 20


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
        more, limit = len(collected.skipped) - MAX_SKIPPED_NAMED, collected.max_documents
        detail = (
            f"{len(collected.skipped)} more documents were not read (limit {limit}): "
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
    collected = _Collected(max_documents=MAX_DOCUMENTS, max_bytes=MAX_DOCUMENT_BYTES)
    budget = _Budget(COLLECTION_TIMEOUT, fetch_timeout=FETCH_TIMEOUT, max_bytes=MAX_DOCUMENT_BYTES)
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
