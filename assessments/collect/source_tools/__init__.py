"""Tool definitions found in a repository's source, for dimensions 1 and 5 (static).

``tools_in_file`` reads one file; the repository collector feeds it every text
file of the checkout (within the walk's limits) and keeps the first definition
of each tool name, at most ``MAX_TOOLS``. Build output (dist/, build/, out/) is read
only when the rest of the checkout defines no tool: a package published as built code
(npm's dist/) has no other. Minified and declaration files are never read.

Test, mock, fixture and example code is not the server: a tool defined there is
not the server's catalog. ``tools_in_test_code`` reads it apart, and the collector
keeps the tools found *only* there (``test_only``) as evidence for the report,
never for grading. Test code is known by its path (tests/, spec/, mocks/, e2e/,
examples/, testHelpers/ …, ``test_x.py``, ``x_test.go``, ``x.test.ts``, ``conftest.py``,
a file whose name starts with mock or ends in ``.mock.ts``) and, in Rust, by the
``#[cfg(test)]`` items of any file. A tool's own name never makes it test code: a
real tool may be named after mocks (``get_sentinel_mock`` in ``get_sentinel_mock.go``).
"""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

from assessments.collect.files import is_test_fixture
from assessments.collect.source_tools.golang import go_tools
from assessments.collect.source_tools.javascript import javascript_tools
from assessments.collect.source_tools.python import python_tools
from assessments.collect.source_tools.rust import rust_test_tools, rust_tools
from assessments.collect.source_tools.sources import Sources
from assessments.observations import Tool

__all__ = [
    "MAX_TOOLS", "ToolCollector", "is_test_code", "tools_in_build_output", "tools_in_file",
    "tools_in_test_code",
]  # fmt: skip

MAX_TOOLS = 500
JAVASCRIPT_SUFFIXES = frozenset({".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"})
BUILD_DIRECTORIES = frozenset({"dist", "build", "out"})
# Test material beyond what ``is_test_fixture`` knows (the secrets scan's notion).
TEST_DIRECTORIES = frozenset(
    {"mock", "mocks", "e2e", "testing", "testutil", "testutils", "test-utils", "test_utils",
     "test-helpers", "test_helpers", "testhelpers", "test-helper", "test_helper", "testhelper",
     "__mocks__", "integration-tests", "integration_tests"}
)  # fmt: skip
# A mock by its file name: ``mock_store.py``, ``mocks.ts``, ``mockRemote.ts`` (camel case),
# ``store.mock.ts``; not ``mockingbird.py``, and not ``get_sentinel_mock.go``, whose
# name only repeats the tool it defines.
_MOCK_FILE_NAME = re.compile(r"^(?:mocks?|Mocks?)(?:[._-]|[A-Z])|\.mocks?\.")


def is_test_code(path: str) -> bool:
    """Whether a repository path holds test, mock, fixture or example code."""
    parts = PurePosixPath(path).parts
    if any(part.lower() in TEST_DIRECTORIES for part in parts[:-1]):
        return True
    return is_test_fixture(path) or bool(_MOCK_FILE_NAME.search(parts[-1] if parts else ""))


def _build_output(path: str) -> bool:
    parts = PurePosixPath(path).parts
    name = parts[-1].lower()
    return any(part in BUILD_DIRECTORIES for part in parts[:-1]) or name.endswith(
        (".d.ts", ".min.js")
    )


def _read(path: str, text: str, sources: Sources | None) -> list[Tool]:
    suffix = PurePosixPath(path).suffix.lower()
    if suffix == ".py":
        return python_tools(path, text, sources)
    if suffix in JAVASCRIPT_SUFFIXES:
        return javascript_tools(path, text, sources)
    if suffix == ".go":
        return go_tools(path, text)
    if suffix == ".rs":
        return rust_tools(path, text)
    return []


def tools_in_file(path: str, text: str, sources: Sources | None = None) -> list[Tool]:
    """The server's tools one source file defines (Python by ``ast``; TypeScript/JavaScript,
    Go and Rust by scanning); none in test code or build output. ``sources``: the rest of
    the checkout, for a description, schema or base class imported from the same package."""
    if _build_output(path) or is_test_code(path):
        return []
    return _read(path, text, sources)


def tools_in_build_output(path: str, text: str, sources: Sources | None = None) -> list[Tool]:
    """The tools one file of build output defines (dist/, build/, out/), outside test
    code; none in a minified or declaration file."""
    name = PurePosixPath(path).name.lower()
    if not _build_output(path) or name.endswith((".d.ts", ".min.js")) or is_test_code(path):
        return []
    return _read(path, text, sources)


def tools_in_test_code(path: str, text: str, sources: Sources | None = None) -> list[Tool]:
    """The tools one file defines in its test code: the whole file under a test path, or
    a Rust file's ``#[cfg(test)]`` items."""
    if _build_output(path):
        return []
    rust = PurePosixPath(path).suffix.lower() == ".rs"
    if is_test_code(path):
        return _read(path, text, sources) + (rust_test_tools(path, text) if rust else [])
    return rust_test_tools(path, text) if rust else []


class ToolCollector:
    """The first definition of each tool name, in the order files are read; at most
    ``limit``. Tools of test code are kept apart (``test_only``), and so are those of
    build output, the server's (``server_tools``) only when no other code defines one.
    With ``root`` (the checkout), what a definition imports from its own package is read
    from there."""

    def __init__(self, limit: int = MAX_TOOLS, root: Path | None = None) -> None:
        self.limit = limit
        self.tools: dict[str, Tool] = {}
        self.built_tools: dict[str, Tool] = {}
        self.test_tools: dict[str, Tool] = {}
        self.sources = Sources(root) if root is not None else None

    def add_file(self, path: str, text: str) -> None:
        if len(self.tools) < self.limit:
            self._keep(self.tools, tools_in_file(path, text, self.sources))
        if not self.tools and len(self.built_tools) < self.limit:
            self._keep(self.built_tools, tools_in_build_output(path, text, self.sources))
        if len(self.test_tools) < self.limit:
            self._keep(self.test_tools, tools_in_test_code(path, text, self.sources))

    @property
    def server_tools(self) -> list[Tool]:
        """The server's tools: its code's, else its build output's."""
        return list((self.tools or self.built_tools).values())

    def _keep(self, kept: dict[str, Tool], found: list[Tool]) -> None:
        for tool in found:
            if len(kept) >= self.limit:
                return
            kept.setdefault(tool.name, tool)

    @property
    def test_only(self) -> list[Tool]:
        """Tools defined in test code and nowhere in the server's own code."""
        own = self.tools or self.built_tools
        return [tool for name, tool in self.test_tools.items() if name not in own]
