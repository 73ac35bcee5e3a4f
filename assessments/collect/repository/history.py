"""What a repository's history shows: the last commit, the changelog files, the tags."""

from __future__ import annotations

import datetime
from pathlib import Path

from assessments.collect.repository.git import Git, RepositoryUnreadable, Source
from assessments.observations import RepositoryObservation

MAX_TAGS = 1000

CHANGELOG_PREFIXES = (
    "changelog", "changes", "history", "news", "releases", "release-notes", "release_notes",
)  # fmt: skip
DOCS_DIRECTORIES = ("docs", "doc")


def is_changelog(name: str) -> bool:
    return name.lower().startswith(CHANGELOG_PREFIXES)


def _tree_entries(git: Git, repository: Path, treeish: str) -> list[tuple[str, str]]:
    """``(type, name)`` of the entries of a tree: "blob"/"tree" and the file name."""
    listing = git.run("ls-tree", "-z", treeish, cwd=repository)
    entries = []
    for record in filter(None, listing.split("\0")):
        meta, _, name = record.partition("\t")
        entries.append((meta.split(" ")[1] if " " in meta else "", name))
    return entries


def _changelogs_in_tree(git: Git, repository: Path, subdir: str = "") -> tuple[str, ...]:
    """Changelog files at the root (or ``subdir``) and in its docs folder, as paths from
    that folder."""
    base = f"HEAD:{subdir}" if subdir else "HEAD"
    try:
        root = _tree_entries(git, repository, base)
    except RepositoryUnreadable:
        return ()  # an empty repository has no HEAD, or the folder is not there
    found = [name for kind, name in root if kind == "blob" and is_changelog(name)]
    for kind, directory in root:
        if kind == "tree" and directory.lower() in DOCS_DIRECTORIES:
            inner = f"{subdir}/{directory}" if subdir else directory
            entries = _tree_entries(git, repository, f"HEAD:{inner}")
            found += [f"{directory}/{n}" for k, n in entries if k == "blob" and is_changelog(n)]
    return tuple(sorted(found))


MAX_CHANGELOG_BYTES = 64 * 1024  # the head of a changelog holds its newest entries


def _changelog_texts(root: Path, names: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """The head of each changelog file, read only when it is a regular file inside
    ``root`` (never through a symlink)."""
    texts = []
    for name in names[:10]:
        path = root / name
        try:
            if path.is_symlink() or not path.resolve().is_relative_to(root.resolve()):
                continue
            with path.open("rb") as handle:
                data = handle.read(MAX_CHANGELOG_BYTES)
        except OSError:
            continue
        texts.append((name, data.decode("utf-8", errors="replace")))
    return tuple(texts)


def _changelogs_in_directory(path: Path) -> tuple[str, ...]:
    found = [p.name for p in path.iterdir() if p.is_file() and is_changelog(p.name)]
    for docs in path.iterdir():
        if docs.is_dir() and not docs.is_symlink() and docs.name.lower() in DOCS_DIRECTORIES:
            found += [f"{docs.name}/{p.name}" for p in docs.iterdir()
                      if p.is_file() and is_changelog(p.name)]  # fmt: skip
    return tuple(sorted(found))


def _last_commit(
    git: Git, repository: Path, subdir: str = ""
) -> tuple[datetime.datetime | None, int]:
    """The date of the last commit (touching ``subdir`` when one is given and the history
    read holds one; else the repository's) and the number of commits read."""
    scope = ["--", subdir] if subdir else []
    try:
        stamp = git.run("log", "-1", "--format=%cI", "HEAD", *scope, cwd=repository).strip()
        if not stamp and scope:
            stamp = git.run("log", "-1", "--format=%cI", "HEAD", cwd=repository).strip()
        count = int(git.run("rev-list", "--count", "HEAD", *scope, cwd=repository).strip() or 0)
    except RepositoryUnreadable as exc:
        if "timed out" in exc.detail:
            raise
        return None, 0
    try:
        moment = datetime.datetime.fromisoformat(stamp).astimezone(datetime.UTC)
    except ValueError:
        return None, count
    return moment, count


def _tags(git: Git, source: Source) -> tuple[str, ...]:
    if source.local_path is not None:
        listing = git.run("tag", "--list", cwd=source.local_path)
        names = listing.splitlines()
    else:
        listing = git.run("ls-remote", "--tags", "--refs", "--", source.url)
        names = [line.partition("\trefs/tags/")[2] for line in listing.splitlines()]
    return tuple(name.strip() for name in names if name.strip())[:MAX_TAGS]


def _history(
    git: Git, repository: Path, tags: tuple[str, ...], subdir: str = ""
) -> RepositoryObservation:
    last_commit_at, count = _last_commit(git, repository, subdir)
    return RepositoryObservation(
        last_commit_at=last_commit_at,
        commit_count=count,
        changelog_files=_changelogs_in_tree(git, repository, subdir),
        release_tags=tags,
    )


def _metadata(git: Git, source: Source, max_bytes: int, subdir: str = "") -> RepositoryObservation:
    tags = _tags(git, source)
    if source.local_path is not None:
        return _history(git, source.local_path, tags, subdir)
    clone = git.clone(1, max_bytes=max_bytes, metadata_only=True)
    return _history(git, clone, tags, subdir)
