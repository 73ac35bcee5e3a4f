"""Tool definitions found in a repository's source, for dimensions 1 and 5 (static).

``tools_in_file`` reads one file; the repository collector feeds it every text
file of the checkout (within the walk's limits) and keeps the first definition
of each tool name, at most ``MAX_TOOLS``. Test, fixture and example code and
build output (dist/, build/, out/, minified and declaration files) are not the
server's own tools and are skipped.
"""

from __future__ import annotations

from pathlib import PurePosixPath

from assessments.collect.files import is_test_fixture
from assessments.collect.source_tools.golang import go_tools
from assessments.collect.source_tools.javascript import javascript_tools
from assessments.collect.source_tools.python import python_tools
from assessments.collect.source_tools.rust import rust_tools
from assessments.observations import Tool

__all__ = ["MAX_TOOLS", "ToolCollector", "tools_in_file"]

MAX_TOOLS = 500
JAVASCRIPT_SUFFIXES = frozenset({".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"})
BUILD_DIRECTORIES = frozenset({"dist", "build", "out"})


def _skipped(path: str) -> bool:
    parts = PurePosixPath(path).parts
    name = parts[-1].lower()
    return (
        is_test_fixture(path)
        or any(part in BUILD_DIRECTORIES for part in parts[:-1])
        or name.endswith((".d.ts", ".min.js"))
    )


def tools_in_file(path: str, text: str) -> list[Tool]:
    """The tools one source file defines (Python by ``ast``; TypeScript/JavaScript, Go and
    Rust by scanning)."""
    if _skipped(path):
        return []
    suffix = PurePosixPath(path).suffix.lower()
    if suffix == ".py":
        return python_tools(path, text)
    if suffix in JAVASCRIPT_SUFFIXES:
        return javascript_tools(path, text)
    if suffix == ".go":
        return go_tools(path, text)
    if suffix == ".rs":
        return rust_tools(path, text)
    return []


class ToolCollector:
    """The first definition of each tool name, in the order files are read; at most ``limit``."""

    def __init__(self, limit: int = MAX_TOOLS) -> None:
        self.limit = limit
        self.tools: dict[str, Tool] = {}

    def add_file(self, path: str, text: str) -> None:
        if len(self.tools) >= self.limit:
            return
        for tool in tools_in_file(path, text):
            if len(self.tools) >= self.limit:
                return
            self.tools.setdefault(tool.name, tool)
