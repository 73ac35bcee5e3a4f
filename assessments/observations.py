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


@dataclass(frozen=True)
class Catalog:
    tools: tuple[Tool, ...]
    source: str
    # An estimate of the tokens an agent pays to load the catalog (~4 characters each).
    token_estimate: int = 0
    # True when only names and descriptions were found (a docs table, not schemas).
    partial_schema: bool = False


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

    @property
    def readable(self) -> bool:
        return bool(self.documents)


@dataclass(frozen=True)
class SecretFinding:
    path: str
    line: int
    kind: str  # "private-key", "aws-access-key", "generic-assignment", "credentials-in-url", …
    in_test_fixture: bool = False


@dataclass(frozen=True)
class RepositoryObservation:
    """What a clone of the repository showed."""

    last_commit_at: datetime.datetime | None = None
    commit_count: int = 0
    changelog_files: tuple[str, ...] = ()
    release_tags: tuple[str, ...] = ()
    secrets: tuple[SecretFinding, ...] = ()
    files_scanned: int = 0
    scan_truncated: bool = False
    source_tools: tuple[Tool, ...] = ()


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
