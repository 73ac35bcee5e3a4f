"""What collectors observed, in plain data, for graders to judge.

Collectors (documentation fetch, repository scan, live harness) fill these;
graders read them. Nothing here holds secrets or payloads: counts, names,
paths, line numbers, dates and short excerpts of public documentation only.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Tool:
    """One tool as declared by the server, its documentation or its source."""

    name: str
    description: str = ""
    input_schema: dict[str, Any] | None = None
    output_schema: dict[str, Any] | None = None
    # None: no annotations object at all; otherwise the hints that were declared.
    annotations: dict[str, Any] | None = None
    # Where the definition was found ("server.json", "README.md table", "src/x.py:12", "live").
    source: str = ""
    # The fields its source states (``description``, ``input_schema``, ``output_schema``,
    # ``annotations``): what is not stated is unknown, never failed. None: a source that
    # holds every field (live tools/list, MCP tool definitions, source code).
    stated: frozenset[str] | None = None
    # The definition exactly as served (live ``tools/list``: every field the server set,
    # in the wire's names); None for a declared catalog (assessments.integrity).
    definition: dict[str, Any] | None = None

    def states(self, field_name: str) -> bool:
        return self.stated is None or field_name in self.stated


@dataclass(frozen=True)
class Catalog:
    tools: tuple[Tool, ...]
    source: str
    # An estimate of the tokens an agent pays to load the catalog (~4 characters each).
    token_estimate: int = 0
    # True when only names and descriptions were found (a docs table, not schemas).
    partial_schema: bool = False

    @property
    def expresses(self) -> list[str]:
        """The fields this catalog's source could state, for the report."""
        fields = ("description", "input_schema", "output_schema", "annotations")
        return [name for name in fields if any(tool.states(name) for tool in self.tools)]


@dataclass(frozen=True)
class Unavailable:
    """A source that could not be read, and why (a reason label and a short detail)."""

    label: str
    detail: str = ""


@dataclass(frozen=True)
class Document:
    """A text read from the repository or the documentation URL."""

    origin: str  # "README.md", "docs/setup.md", or the documentation URL
    text: str


@dataclass(frozen=True)
class DocsObservation:
    documents: tuple[Document, ...] = ()
    unavailable: tuple[Unavailable, ...] = ()
    licence: str | None = None  # the OSI licence of the repository's licence file

    @property
    def readable(self) -> bool:
        return bool(self.documents)


@dataclass(frozen=True)
class SecretFinding:
    path: str
    line: int
    kind: str  # "private-key", "aws-access-key", "generic-assignment", "credentials-in-url", …
    in_test_fixture: bool = False
    placeholder: bool = False  # a token-shaped placeholder (EXAMPLE, a counting run): no fault


@dataclass(frozen=True)
class RepositoryObservation:
    """What a clone of the repository showed."""

    last_commit_at: datetime.datetime | None = None
    commit_count: int = 0
    changelog_files: tuple[str, ...] = ()
    # (path, text) of the changelog files of a folder without history (a plain folder, a
    # package's files): their dates stand in for the commits it lacks.
    changelogs: tuple[tuple[str, str], ...] = ()
    release_tags: tuple[str, ...] = ()
    secrets: tuple[SecretFinding, ...] = ()
    files_scanned: int = 0
    scan_truncated: bool = False
    source_tools: tuple[Tool, ...] = ()
    # Tools defined only in test, mock, fixture or example code: evidence for the report,
    # never the server's catalog.
    test_only_tools: tuple[Tool, ...] = ()
    # Whether any code starts an MCP server (None: the files were not scanned).
    server_entry_point: bool | None = None


@dataclass(frozen=True)
class PackageObservation:
    """A package fetched (``record``: registry, name, version, SHA-256, published hash,
    source), its published files scanned like a repository, and the catalog it stated
    when started in the sandbox (``catalog``: None when it was not asked, as in a full
    assessment that tests the package live)."""

    record: dict[str, Any]
    scan: RepositoryObservation | None = None
    catalog: Catalog | Unavailable | None = None
    server_name: str | None = None
    instructions: str | None = None
    requests: int = 0
    elapsed_ms: float = 0.0
    stderr_tail: str | None = None  # kept only when the package did not state a catalog
    release_dates: tuple[str, ...] = ()  # the index's publication times of its versions


@dataclass(frozen=True)
class Observations:
    """Everything collected for one assessment, by source. ``None``: not collected."""

    assessment_type: str
    listing: dict[str, Any] = field(default_factory=dict)
    docs: DocsObservation | Unavailable | None = None
    declared_catalog: Catalog | Unavailable | None = None
    repository: RepositoryObservation | Unavailable | None = None
    live: Any = None
    opted_out: bool = False
    now: datetime.datetime | None = None
    package: PackageObservation | None = None


# The live test (full assessments). The harness fills these; graders read them.

LIVE_TESTS = (
    "valid_call",
    "repeat_call",
    "malformed_parameter",
    "missing_parameter",
    "invalid_auth",
    "header_inspection",
    "rapid_sequential",
    "read_only_idempotency",
)


@dataclass(frozen=True)
class CallRecord:
    """One request that reached the server (or one stdio message): no payloads."""

    n: int
    test: str  # "handshake", "list_tools", "close", or one of LIVE_TESTS
    method: str  # "initialize", "tools/list", "tools/call", "GET", "DELETE", …
    tool: str | None = None
    http_status: int | None = None
    rpc_error: int | None = None
    is_error: bool | None = None
    latency_ms: float | None = None
    bytes: int | None = None
    outcome: str = "ok"  # ok, error, refused, timeout, transport-error, too-large
    # Names only (never values) of response headers, and what looked wrong in them.
    header_findings: tuple[str, ...] = ()
    retry_after: bool = False
    # tools/call only: the arguments as reported (owner-supplied values by key only, see
    # ``SentArguments``), where each value came from, and why this tool and these values.
    arguments: dict[str, Any] | None = None
    argument_sources: dict[str, str] | None = None
    chosen_because: str | None = None

    def as_report(self) -> dict[str, Any]:
        report = {
            "n": self.n,
            "test": self.test,
            "method": self.method,
            "tool": self.tool,
            "http_status": self.http_status,
            "rpc_error": self.rpc_error,
            "is_error": self.is_error,
            "latency_ms": self.latency_ms,
            "bytes": self.bytes,
            "outcome": self.outcome,
        }
        if self.method == "tools/call":
            report["arguments"] = self.arguments
            report["argument_sources"] = self.argument_sources
            report["chosen_because"] = self.chosen_because
        return report


@dataclass(frozen=True)
class CallResult:
    """What a tools/call answered, reduced to what graders need."""

    test: str
    ok: bool  # a result came back that is not an error
    is_error: bool | None = None
    rpc_error: int | None = None
    # A stable signature of the result's structure (keys and JSON types, content block types).
    shape: str | None = None
    # A hash of the result's content, to compare repeated identical calls.
    digest: str | None = None
    # None: no outputSchema to check; True/False: structuredContent conforms.
    conforms: bool | None = None
    # For refusals: the error text names the offending parameter.
    names_problem: bool | None = None
    timed_out: bool = False
    transport_error: bool = False
    http_status: int | None = None
    tool: str | None = None
    # Whether any argument was made up by the harness rather than given by the owner.
    synthesized: bool = True
    # Whether the owner gave this call's arguments: the owner named the tool with working
    # arguments, and every value sent is theirs (a ``{}`` the harness chose is not).
    owner_supplied: bool = False


@dataclass(frozen=True)
class LiveTestRecord:
    test: str
    outcome: str  # pass, partial, fail, not_applicable, not_run
    reason: str | None = None
    calls: int = 0

    def as_report(self) -> dict[str, Any]:
        return {
            "test": self.test,
            "outcome": self.outcome,
            "reason": self.reason,
            "calls": self.calls,
        }


@dataclass(frozen=True)
class LiveObservation:
    """Everything the live test observed. ``connected`` False: the handshake failed."""

    connected: bool
    protocol_version: str | None
    user_agent: str
    call_budget: int
    calls: tuple[CallRecord, ...] = ()
    tests: tuple[LiveTestRecord, ...] = ()
    results: tuple[CallResult, ...] = ()
    catalog: Catalog | None = None
    tool: str | None = None  # the tool the tests called
    unexercised: tuple[tuple[str, str], ...] = ()  # (tool, reason label)
    auth_required: bool | None = None  # the server refused a request without valid credentials
    bogus_token_accepted: bool | None = None
    catalog_unchanged: bool | None = None
    failure: Unavailable | None = None
    transport: str = "streamable_http"  # "sse", or "stdio": a local process
    server_name: str | None = None  # the server's own serverInfo name, when it sent one
    instructions: str | None = None  # the server's instructions to the model, when it sent any
    stderr_tail: str | None = None  # a stdio server's last words, when the run went wrong
    tools_callable: int = 0
    exercised: tuple[str, ...] = ()  # tools called with valid arguments, in call order
    second_try: bool = False  # the valid call was tried again with the next candidate
    # After a 401/403: challenge, metadata_advertised, same_host, metadata_served,
    # authorization_servers (RFC 9728 protected-resource metadata).
    auth_discovery: dict[str, Any] | None = None

    @property
    def local(self) -> bool:
        return self.transport == "stdio"

    def test(self, name: str) -> LiveTestRecord | None:
        return next((t for t in self.tests if t.test == name), None)

    def results_of(self, *tests: str) -> list[CallResult]:
        return [r for r in self.results if r.test in tests]
