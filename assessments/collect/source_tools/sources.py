"""The other files of a checkout that a tool definition points to, read on demand.

A definition often takes its description, schema or annotations from a module of its
own package (``from .descriptions import SEARCH``, ``import { SEARCH } from
"./descriptions.js"``, a base class in ``base.py``). ``Sources`` reads that one module,
with the walk's rules: a path inside the checkout only (no ``..`` out of it, no
symbolic link followed), a regular file within the per-file size limit, and at most
``MAX_READS`` files for a whole scan. Imports from other packages are not followed.
"""

from __future__ import annotations

import os
import posixpath
import stat
from pathlib import Path, PurePosixPath

from assessments.collect.files import MAX_FILE_BYTES, SKIPPED_DIRECTORIES

MAX_READS = 200
JAVASCRIPT_EXTENSIONS = (".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs", ".jsx")


class Sources:
    """Files of the checkout under ``root``, by their path relative to it."""

    def __init__(self, root: Path, *, max_reads: int = MAX_READS) -> None:
        self.root = Path(os.path.realpath(root))
        self.reads_left = max_reads
        self._texts: dict[str, str | None] = {}

    def read(self, path: str) -> str | None:
        """The text of the file at ``path`` (relative, posix), or None when it is not a
        readable regular file of the checkout."""
        path = posixpath.normpath(path)
        if path.startswith(("..", "/")) or path in self._texts:
            return self._texts.get(path)
        if set(PurePosixPath(path).parts) & SKIPPED_DIRECTORIES or self.reads_left <= 0:
            return None
        self.reads_left -= 1
        self._texts[path] = self._load(self.root / path)
        return self._texts[path]

    def _load(self, full: Path) -> str | None:
        try:
            if not Path(os.path.realpath(full)).is_relative_to(self.root):
                return None
            info = os.lstat(full)
            if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_FILE_BYTES:
                return None
            data = full.read_bytes()
        except OSError:
            return None
        return None if b"\x00" in data[:8192] else data.decode("utf-8", errors="replace")

    def first(self, candidates: list[str]) -> tuple[str, str] | None:
        for candidate in candidates:
            text = self.read(candidate)
            if text is not None:
                return posixpath.normpath(candidate), text
        return None

    def python_module(self, importer: str, module: str, level: int) -> tuple[str, str] | None:
        """The module ``from <module> import …`` names in the file ``importer``: a relative
        import, or an absolute one into the package the importer lives in."""
        directory = PurePosixPath(importer).parent
        parts = [p for p in module.split(".") if p]
        if level > 0:
            for _ in range(level - 1):
                directory = directory.parent
        else:
            ancestors = [d for d in (directory, *directory.parents) if parts and d.name == parts[0]]
            if not ancestors:
                return None  # another package: not this repository's own code
            directory, parts = ancestors[0], parts[1:]
        base = directory.joinpath(*parts).as_posix() if parts else directory.as_posix()
        candidates = [f"{base}.py", f"{base}/__init__.py"] if parts else [f"{base}/__init__.py"]
        return self.first(candidates)

    def javascript_module(self, importer: str, specifier: str) -> tuple[str, str] | None:
        """The file a relative ``import … from "./x.js"`` names (TypeScript sources are
        imported under their compiled ``.js`` name)."""
        if not specifier.startswith(("./", "../")):
            return None
        joined = posixpath.join(posixpath.dirname(importer), specifier)
        stem, extension = posixpath.splitext(joined)
        if extension not in JAVASCRIPT_EXTENSIONS:
            stem = joined
        candidates = [stem + ext for ext in JAVASCRIPT_EXTENSIONS]
        candidates += [f"{stem}/index{ext}" for ext in JAVASCRIPT_EXTENSIONS]
        return self.first(candidates)
