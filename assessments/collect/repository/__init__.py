"""Reading a repository for the documentation and static assessment types.

``collect_repository`` clones (or, for a local directory, reads) the
repository and returns what it showed as a ``RepositoryObservation``, or
``Unavailable("repository-unreachable", detail)`` when it could not be read
within the limits. It never raises for a bad source, a refused address, a
failed or slow clone or an oversized repository.

Sources: an ``https`` URL (``http`` only when ``ALLOW_PRIVATE_TARGETS`` is
on), or — from ``manage.py assess --repo`` — a local directory (a git
repository or a plain directory) or a ``file://`` URL.

How a remote URL is fetched (``git``):

- the URL passes ``netrules.check_url`` and every address its host resolves
  to passes ``netrules.check_address``; git is then pinned to exactly those
  addresses (``http.curloptResolve``), so a second lookup cannot lead it
  elsewhere, and redirects are not followed;
- git runs without a shell, with a wall-clock deadline for the whole
  collection (``timeout``), the clone's directory watched and the clone
  killed past ``max_bytes``; no terminal prompt, no credential helpers, no
  system or user configuration, no ``.netrc`` (an empty ``HOME``), no proxy,
  no hooks or templates, symbolic links checked out as plain files, and only
  the URL's own protocol allowed (``file`` only for local sources); the
  User-Agent is ``HARNESS_USER_AGENT``;
- documentation assessments (``metadata_only``) clone one commit with no
  checkout and no file contents (``--filter=blob:none``) and read the last
  commit date, the changelog files at the root and in docs/ (from the tree
  listing) and the release tags (``git ls-remote --tags``);
- static assessments clone the last ``STATIC_DEPTH`` commits (history as
  commits and trees only, the files of the last commit checked out), then
  scan the checkout for secrets and tool definitions.

A local git repository is cloned the same way in a static assessment (so only
committed files are scanned, never ignored files such as a developer's .env);
in a documentation assessment its metadata is read in place and the
directory itself is returned for the documentation collector. A plain
directory is scanned in place and has no history.

Modules: ``git`` (the source and git under the address rules), ``history`` (the last
commit, changelogs, tags), ``contents`` (the scan of the files).
"""

from __future__ import annotations

import errno
import re
from pathlib import Path

from django.conf import settings

from assessments.collect.files import Limits
from assessments.collect.repository.contents import Scan, _with_scan, scan
from assessments.collect.repository.git import Deadline, Git, RepositoryUnreadable, locate
from assessments.collect.repository.history import (
    _changelog_texts,
    _changelogs_in_directory,
    _history,
    _metadata,
    _tags,
)
from assessments.observations import RepositoryObservation, Unavailable

__all__ = ["Scan", "collect_repository", "read_directory", "scan"]

DEFAULT_TIMEOUT = 60.0
MAX_CLONE_BYTES = 200 * 1024 * 1024
STATIC_DEPTH = 200


def collect_repository(
    source: str,
    *,
    workdir: Path,
    metadata_only: bool,
    timeout: float = DEFAULT_TIMEOUT,
    max_bytes: int = MAX_CLONE_BYTES,
    depth: int | None = None,
    scan_limits: Limits | None = None,
    allow_private: bool | None = None,
    subdir: str = "",
) -> tuple[RepositoryObservation | Unavailable, Path | None]:
    """What the repository at ``source`` shows, and the directory its files can be read from.

    The directory is the checkout (static), the local directory itself (a local
    source in a documentation assessment), or None (a remote source in a
    documentation assessment, or when the repository could not be read). With
    ``subdir`` (a monorepo folder) the scan, the changelog files and the last commit
    are those of that folder, and the directory returned is the folder.
    """
    if allow_private is None:
        allow_private = settings.ALLOW_PRIVATE_TARGETS
    deadline = Deadline(timeout)
    try:
        target = locate(source, allow_private=allow_private, deadline=deadline)
        subdir = "/".join(part for part in (target.subdir, subdir) if part)
        if not target.is_git:
            assert target.local_path is not None
            folder = _folder(target.local_path, subdir)
            return read_directory(folder, metadata_only, scan_limits), folder
        git = Git(target, workdir=workdir, deadline=deadline)
        if metadata_only:
            local = _folder(target.local_path, subdir) if target.local_path else None
            return _metadata(git, target, max_bytes, subdir), local
        checkout = git.clone(
            depth or STATIC_DEPTH, max_bytes=max_bytes, metadata_only=False, subdir=subdir
        )
        folder = _folder(checkout, subdir)
        observation = _history(git, checkout, _tags(git, target), subdir)
        return _with_scan(observation, folder, scan_limits), folder
    except RepositoryUnreadable as exc:
        if NO_SPACE.search(exc.detail):
            return Unavailable("disk-full", DISK_FULL), None
        return Unavailable("repository-unreachable", exc.detail), None
    except OSError as exc:
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            return Unavailable("disk-full", DISK_FULL), None
        return Unavailable("repository-unreachable", f"could not read: {exc.strerror}"), None


# The worker's own disk, not the repository: the assessment fails rather than grade it.
NO_SPACE = re.compile(r"No space left on device|Disk quota exceeded", re.IGNORECASE)
DISK_FULL = (
    "no space left on the worker's disk while the repository was cloned; nothing of it was kept"
)


def _folder(root: Path, subdir: str) -> Path:
    """``subdir`` of ``root``, which must exist there and stay inside it."""
    if not subdir:
        return root
    folder = (root / subdir).resolve()
    if not folder.is_relative_to(root.resolve()) or not folder.is_dir():
        raise RepositoryUnreadable(f"the repository has no folder {subdir}")
    return folder


def read_directory(
    path: Path, metadata_only: bool, limits: Limits | None = None
) -> RepositoryObservation:
    """A plain directory (no git): changelog files (names and the head of their text),
    and in a static assessment a scan."""
    names = _changelogs_in_directory(path)
    observation = RepositoryObservation(
        changelog_files=names, changelogs=_changelog_texts(path, names)
    )
    return observation if metadata_only else _with_scan(observation, path, limits)
