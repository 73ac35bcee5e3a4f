"""What a repository's files hold: secrets, tool definitions, and whether any code starts
an MCP server, found in one bounded walk."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path

from assessments.collect.files import Limits, Walk, is_test_fixture, iter_text_files
from assessments.collect.secrets import find_secrets
from assessments.collect.source_tools import ToolCollector
from assessments.observations import RepositoryObservation, SecretFinding, Tool

MAX_FINDINGS = 1000


# Code that starts an MCP server (any SDK): a repository without any is a library or an
# SDK, not a server, and the report says so.
SERVER_ENTRY = re.compile(
    r"(?<!class )(?<!func )(?<!def )(?<!function )(?<!fn )(?<!type )"
    r"\b(?:FastMCP|MCPServer|McpServer|NewMCPServer|NewServer|StdioServerTransport|StreamableHTTPServerTransport|serve_server"
    r"|stdio_server|ServeStdio|NewStreamableHTTPServer)\s*[({<]"
    r"|#\[tool_handler\]|impl\s+ServerHandler\s+for"
)
# A class derived from a server class of an SDK (``class Vector(FastMCP)``, ``class App
# extends McpServer``): building one (``Vector(…)``, ``new App(…)``) makes a server too.
SERVER_SUBCLASS = re.compile(
    r"\bclass\s+([A-Za-z_$][\w$]*)\s*(?:<[^<>{}()]{0,200}>)?\s*"
    r"(?:\(\s*|extends\s+)(?:[\w$]+\.)*(?:FastMCP|MCPServer|McpServer)\b"
)
CONSTRUCTED = re.compile(
    r"(?<!class )(?<!def )(?<!function )(?<![\w$])([A-Z][\w$]*)\s*(?:<[^<>()]{0,200}>)?\s*\("
)
MAX_CONSTRUCTED = 20_000  # distinct names remembered per scan
PROGRAM_ENTRY = re.compile(
    r"^func main\(\)|\bfn main\s*\(|if __name__ == [\"']__main__[\"']|^#!.*\bnode\b"
    r"|^def main\s*\(|\b(?:mcp|server|app)\.run\s*\(|\.connect\(\s*transport\b"
    r"|new StdioServerTransport\s*\(|(?<!func )\bServeStdio\s*\(",
    re.MULTILINE,
)
# Programs that build the project rather than serve: code generators and scripts.
BUILD_TOOLING = re.compile(r"(?:^|/)(?:gen|codegen|generator|scripts|hack)/")
SOURCE_SUFFIXES = (".py", ".ts", ".tsx", ".js", ".mjs", ".cjs", ".go", ".rs", ".java", ".kt",
                   ".cs", ".rb", ".php", ".swift")  # fmt: skip


def _without_comments(text: str) -> str:
    """Source lines that are not line comments (a usage example in a comment is not code
    that starts a server); Rust attributes (``#[…]``) are kept."""
    kept = []
    for line in text.splitlines():
        stripped = line.lstrip()
        if stripped.startswith(("//", "/*", "* ")) or (
            stripped.startswith("#") and not stripped.startswith(("#[", "#!"))
        ):
            continue
        kept.append(line)
    return "\n".join(kept)


@dataclass(frozen=True)
class Scan:
    """What one bounded walk of the files found."""

    secrets: list[SecretFinding]
    files_read: int
    truncated: bool
    tools: list[Tool]
    # Tools defined only in test, mock, fixture or example code (not the server's).
    test_only_tools: list[Tool]
    server_entry_point: bool


def scan(root: Path, limits: Limits | None = None) -> Scan:
    """Secrets, tool definitions and whether any code starts an MCP server, in the files
    under ``root``, in one bounded walk."""
    walk, tools, findings = Walk(), ToolCollector(root=root), []
    constructs = runs = False
    subclasses: set[str] = set()
    built: set[str] = set()
    for path, text in iter_text_files(root, walk, limits or Limits()):
        if len(findings) < MAX_FINDINGS:
            findings += find_secrets(path, text)
        tools.add_file(path, text)
        if path.endswith(SOURCE_SUFFIXES) and not is_test_fixture(path):
            code = _without_comments(text)
            constructs = constructs or bool(SERVER_ENTRY.search(code))
            if not constructs:
                subclasses.update(SERVER_SUBCLASS.findall(code))
                if len(built) < MAX_CONSTRUCTED:
                    built.update(CONSTRUCTED.findall(code))
            if not BUILD_TOOLING.search(path):
                runs = runs or bool(PROGRAM_ENTRY.search(code))
    # Building an instance of a class derived from the SDK's server class, anywhere in
    # the repository, makes a server as building the SDK's class does.
    constructs = constructs or bool(subclasses & built)
    found = tools.server_tools
    # A server: a program that runs (a main, a CLI) and code that makes a server or tools.
    # An SDK makes servers too, but nothing of its own runs one.
    entry = runs and (constructs or bool(found))
    return Scan(
        findings[:MAX_FINDINGS], walk.files_read, walk.truncated, found, tools.test_only, entry
    )


def _with_scan(
    observation: RepositoryObservation, root: Path, limits: Limits | None
) -> RepositoryObservation:
    found = scan(root, limits)
    return replace(
        observation,
        secrets=tuple(found.secrets),
        files_scanned=found.files_read,
        scan_truncated=found.truncated,
        source_tools=tuple(found.tools),
        test_only_tools=tuple(found.test_only_tools),
        server_entry_point=found.server_entry_point,
    )
