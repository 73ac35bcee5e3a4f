"""Reading the documentation of a local copy: a clone, or a directory given as the
repository. Only regular files inside the copy are read, never through a symlink."""

from __future__ import annotations

import itertools
import os
import re
import urllib.parse
from collections.abc import Sequence
from pathlib import Path

from assessments.collect.doc_tools import reference_likelihood
from assessments.collect.docs.collected import _Collected, _decode
from assessments.collect.docs.links import (
    DOC_SUFFIXES,
    README_NAMES,
    declared_licence,
    licence_of,
    linked_documents,
)
from assessments.collect.tool_catalog import MANIFEST_PATHS

DOCS_DIRECTORIES = ("docs", "doc", "documentation", "website", "site", "docs-site")
# Folders of a docs site that hold no documentation of the server.
NOT_DOCS_DIRECTORIES = frozenset(
    {"node_modules", "build", "dist", "out", "public", "static", "assets", "vendor", "i18n"}
)
MAX_RANKED = 400  # documentation files ranked; the rest keep their walk order
RANK_BYTES = 64 * 1024  # of each file read to rank it
MAX_WALK_ENTRIES = 5000
MAX_ROOT_JSON_FILES = 20
# Root JSON files that are never tool catalogs, whatever they contain.
NOT_CATALOGS = frozenset(
    {"package.json", "package-lock.json", "composer.json", "composer.lock", "renovate.json"}
)


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


def _read_local_file(root: Path, path: Path, max_bytes: int) -> tuple[str, bool] | None:
    """Text of a regular file inside ``root`` (never through a symlink), and whether it
    was cut at ``max_bytes``."""
    try:
        if path.is_symlink() or not path.is_file() or not path.resolve().is_relative_to(root):
            return None
        with path.open("rb") as handle:
            data = handle.read(max_bytes + 1)
    except OSError:
        return None
    return _decode(data[:max_bytes]), len(data) > max_bytes


def _add_local(collected: _Collected, root: Path, path: Path) -> None:
    origin = path.relative_to(root).as_posix()
    read = _read_local_file(root, path, collected.max_bytes)
    if read is None:
        collected.note("repository-file-unreachable", f"{origin} could not be read")
        return
    text, truncated = read
    if truncated:
        collected.note("docs-truncated", f"{origin} is over {collected.max_bytes} bytes")
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


def _local_licence(collected: _Collected, root: Path, entries: list[Path]) -> None:
    """The licence of the copy: a licence file at its root; else, for a package, the one
    its manifest declares (a wheel keeps its licence files and metadata in its
    ``.dist-info`` folder, an npm package names its licence in ``package.json``)."""
    by_name = {path.name.lower(): path for path in entries}
    for name in LICENCE_NAMES:
        if name in by_name:
            read = _read_local_file(root, by_name[name], collected.max_bytes)
            if read is not None:
                collected.licence = licence_of(read[0])
                return
    for folder in (path for path in entries if path.name.endswith(".dist-info")):
        kept = sorted((folder / "licenses").glob("*")) + sorted(folder.glob("LICEN[CS]E*"))
        for path in [*kept, *sorted(folder.glob("COPYING*"))]:
            read = _read_local_file(root, path, collected.max_bytes)
            if read is not None and (found := licence_of(read[0])):
                collected.licence = found
                return
        read = _read_local_file(root, folder / "METADATA", collected.max_bytes)
        if read is not None and (found := declared_licence("METADATA", read[0])):
            collected.licence = found
            return
    if "package.json" in by_name:
        read = _read_local_file(root, by_name["package.json"], collected.max_bytes)
        if read is not None:
            collected.licence = declared_licence("package.json", read[0])


def _local_manifests(collected: _Collected, root: Path, entries: list[Path]) -> None:
    for relative in MANIFEST_PATHS:
        read = _read_local_file(root, root / relative, collected.max_bytes)
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
        read = _read_local_file(root, path, collected.max_bytes)
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
