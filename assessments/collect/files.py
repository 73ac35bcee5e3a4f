"""Walking a checked-out repository within limits, for the secrets scan and tool extraction.

Only regular files are read: symbolic links are never followed (a link to a
file outside the checkout must not be read). Binary files, files over the
per-file limit and vendored directories are skipped; the walk stops at the
file-count or byte limit and says so.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

MAX_FILE_BYTES = 1024 * 1024
MAX_FILES = 5000
MAX_TOTAL_BYTES = 50 * 1024 * 1024

# Third-party code and caches: not the server's own files.
SKIPPED_DIRECTORIES = frozenset(
    {".git", ".hg", ".svn", "node_modules", ".venv", "venv", "__pycache__", ".tox", ".nox",
     ".mypy_cache", ".pytest_cache", ".ruff_cache", ".next", ".turbo", ".gradle", ".idea"}
)  # fmt: skip
BINARY_SUFFIXES = frozenset(
    {".png", ".jpg", ".jpeg", ".gif", ".webp", ".ico", ".bmp", ".tiff", ".pdf", ".zip",
     ".gz", ".tgz", ".bz2", ".xz", ".7z", ".jar", ".war", ".class", ".so", ".dylib", ".dll",
     ".exe", ".bin", ".o", ".a", ".pyc", ".whl", ".woff", ".woff2", ".ttf", ".otf", ".eot",
     ".mp3", ".mp4", ".mov", ".avi", ".wav", ".ogg", ".sqlite", ".db", ".wasm"}
)  # fmt: skip
FIXTURE_DIRECTORIES = frozenset(
    {"test", "tests", "fixtures", "testdata", "__tests__", "__fixtures__", "__mocks__", "spec",
     "examples", "example", "samples"}
)  # fmt: skip
_TEST_FILE_NAME = re.compile(r"^test|fixture|[._-](?:tests?|spec)(?:[._-]|$)|^conftest\.py$")
_CAMEL_TEST_NAME = re.compile(r"[a-z0-9]Tests?\.")


@dataclass(frozen=True)
class Limits:
    max_files: int = MAX_FILES
    max_total_bytes: int = MAX_TOTAL_BYTES
    max_file_bytes: int = MAX_FILE_BYTES


@dataclass
class Walk:
    """The outcome of a walk, filled in as it goes."""

    files_read: int = 0
    bytes_read: int = 0
    truncated: bool = False


def is_test_fixture(path: str) -> bool:
    """Whether a repository path is test or example material rather than shipped code.

    True under test/, tests/, fixtures/, testdata/, __tests__/, spec/, examples/
    (and __fixtures__/, __mocks__/), or for a file whose name says test or fixture
    (test_x.py, x_test.go, x.test.ts, x.spec.js, FooTest.java, conftest.py).
    """
    parts = PurePosixPath(path).parts
    if any(part.lower() in FIXTURE_DIRECTORIES for part in parts[:-1]):
        return True
    name = parts[-1] if parts else ""
    return bool(_TEST_FILE_NAME.search(name.lower()) or _CAMEL_TEST_NAME.search(name))


def _looks_binary(head: bytes) -> bool:
    return b"\x00" in head


def _regular_size(path: str) -> int | None:
    try:
        info = os.lstat(path)
    except OSError:
        return None
    return info.st_size if stat.S_ISREG(info.st_mode) else None


def iter_text_files(root: Path, walk: Walk, limits: Limits = Limits()) -> Iterator[tuple[str, str]]:
    """``(relative posix path, text)`` for each text file under ``root``, in a stable order.

    Updates ``walk`` as it goes; sets ``walk.truncated`` and stops when the next
    file would pass the file-count or total-byte limit.
    """
    for directory, dirnames, filenames in os.walk(root, followlinks=False):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIPPED_DIRECTORIES)
        for filename in sorted(filenames):
            if Path(filename).suffix.lower() in BINARY_SUFFIXES:
                continue
            full = os.path.join(directory, filename)
            size = _regular_size(full)
            if size is None or size > limits.max_file_bytes:
                continue
            if (
                walk.files_read >= limits.max_files
                or walk.bytes_read + size > limits.max_total_bytes
            ):
                walk.truncated = True
                return
            try:
                with open(full, "rb") as handle:
                    data = handle.read(limits.max_file_bytes + 1)
            except OSError:
                continue
            walk.bytes_read += len(data)
            if _looks_binary(data[:8192]):
                continue
            walk.files_read += 1
            relative = Path(full).relative_to(root).as_posix()
            yield relative, data.decode("utf-8", errors="replace")
