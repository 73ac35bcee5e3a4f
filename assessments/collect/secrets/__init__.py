"""Secrets committed to a repository: detection rules for dimension 4 (static).

A finding records where a secret is (path, line) and what kind it is, never the
secret or the line it is on: nothing matched here is stored, logged or returned.

Rules (each with its negative cases in the tests):

- ``private-key``: a ``-----BEGIN … PRIVATE KEY-----`` header followed by key
  material (base64, possibly after PEM headers or an escaped newline), so code
  that merely names the header is not a finding.
- Tokens with a recognisable shape: ``aws-access-key`` (AKIA/ASIA + 16),
  ``github-token`` (ghp_/gho_/ghu_/ghs_/ghr_ + 36, github_pat_ + 60 or more),
  ``gitlab-token`` (glpat-), ``slack-token`` (xoxa/b/p/r/s- with a numeric
  workspace part), ``stripe-live-key`` (sk_live_/rk_live_), ``google-api-key``
  (AIza + 35), ``openai-api-key`` (sk-… with the T3BlbkFJ marker),
  ``anthropic-api-key`` (sk-ant-api/admin). A token whose body reads as a
  placeholder (EXAMPLE, your…, xxxx, 8 repeated characters, a counting run of 6
  such as 123456 or abcdef) is reported as a placeholder, which costs nothing.
- Not scanned: lockfiles, secret-scanner baselines (``.secrets.baseline``),
  recorded responses (cassettes/, recordings/, snapshots, ``.har``). Code after
  Rust's ``#[cfg(test)]`` counts as a test fixture, as files under tests/ do.
- ``generic-assignment``: a literal assigned to a name that says secret
  (``*_KEY``/``*Key`` except public/primary/foreign/sort/cache-style keys,
  ``*TOKEN``, ``*SECRET``, ``*PASSWORD*``/``*PASSWD*``, ``api_key``), in code
  (``name = "…"``, ``name: "…"``, ``"name": "…"``, ``name => "…"``) or, in
  configuration files (.env, YAML, INI, properties, shell, Dockerfile), also
  unquoted (``NAME=value``). The value must look random: at least
  ``MIN_SECRET_LENGTH`` characters, no whitespace, Shannon entropy of at least
  ``ENTROPY_THRESHOLD`` bits per character, at least two character classes,
  and no placeholder or indirection (``${VAR}``, ``$VAR``, ``{{ }}``, ``<token>``,
  ``changeme``, ``your-api-key``, ``xxx``, an ALL_CAPS variable name, a URL or
  path, or a name-like phrase of letters and separators such as
  ``account_session_code`` or ``io.example/clientInfo``). Environment lookups
  (``os.environ[...]``, ``process.env.X``) are not literals and never match.
- ``credentials-in-url``: ``scheme://user:password@host``, unless the password
  is a placeholder (``pass``, ``password``, ``${…}``, ``<…>``, ``****``, an
  ALL_CAPS name, a word such as ``secret``, the classic ``scott:tiger``, …),
  equals the user name (``guest:guest``-style defaults), looks like a port, the
  host is a reserved example domain (example.com, *.example, *.test, *.invalid),
  or the line says it is an illustration ("e.g.", "example"). A placeholder
  password (``user:password@``, ``abc123``, a counting run) is listed as a
  placeholder; an indirection (``${…}``, ``<…>``) or a port is no credential at all.
- Placeholders, listed at no cost: a value that reads as one (the words above,
  ``abc123``, a counting run, sequential bytes written in hex, ``\\x`` escapes or
  base64 such as ``000102030405…``), and, in test files, a test token whose
  parts say so (``ntn_test_token_123``, ``mock``, ``stub``). In documentation
  (``DOC_SUFFIXES``: Markdown, reStructuredText, text, AsciiDoc) a generic
  assignment or credentials in a URL are an example, listed as a placeholder;
  a token of a provider's exact shape or a private key there still counts.
- ``default-encryption-key``: a literal used when an environment setting is
  missing (``os.getenv("SECRET_KEY", "…")``, ``process.env.JWT_SECRET || "…"``,
  ``env::var("AES_KEY").unwrap_or("…")``), for a name that says it encrypts or
  signs (``ENCRYPTION_KEY``, ``SECRET_KEY``, ``JWT_SECRET``, ``*_CIPHER_*``, …): a
  security gap (dimension 4 partial), since a deployment that forgets the
  setting runs with a key anyone can read. A real-looking fallback for another
  secret name (``API_KEY``) is a ``generic-assignment``. Not looked for in test
  files or documentation.

The generic rule accepts some misses (a real password made only of letters) to
keep shipped code free of false findings; a finding fails dimension 4.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import PurePosixPath

from assessments.collect.secrets.rules import (
    TOKEN_PATTERNS,
    _default_key_hits,
    _generic_hits,
    _token_hits,
)
from assessments.collect.secrets.values import (
    _placeholder_token,  # noqa: F401 - the test fixtures judge their fakes with it
    is_encryption_key_name,
    is_secret_name,
    looks_like_secret,
    sequential_bytes,
    shannon_entropy,
    value_kind,
)
from assessments.collect.source_tools import is_test_code
from assessments.observations import SecretFinding

__all__ = [
    "find_secrets",
    "is_encryption_key_name",
    "is_secret_name",
    "looks_like_secret",
    "not_scanned",
    "sequential_bytes",
    "shannon_entropy",
    "value_kind",
]


MAX_FINDINGS_PER_FILE = 50
DOC_SUFFIXES = (".md", ".markdown", ".mdx", ".rst", ".txt", ".adoc")
# Token kinds of a provider's exact shape: a real one in documentation is still a leak.
SHAPED_KINDS = frozenset(kind for kind, _, _ in TOKEN_PATTERNS) | {"private-key"}


def _is_documentation(path: str) -> bool:
    return PurePosixPath(path.lower()).suffix in DOC_SUFFIXES


def _numbered(text: str, hits: list[tuple[int, str]]) -> Iterator[tuple[int, str]]:
    """``(line number, kind)`` for ``(offset, kind)`` hits, counting lines once."""
    line, counted = 1, 0
    for offset, kind in sorted(hits):
        line += text.count("\n", counted, offset)
        counted = offset
        yield line, kind


# Files that hold hashes, checksums or recorded traffic, never the project's secrets:
# lockfiles, secret-scanner baselines, recorded HTTP responses and snapshots.
NOT_SCANNED_NAMES = frozenset(
    {"package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml", "bun.lock",
     "poetry.lock", "uv.lock", "pipfile.lock", "pdm.lock", "cargo.lock", "go.sum",
     "composer.lock", "gemfile.lock", "flake.lock", "mix.lock", "pubspec.lock",
     "packages.lock.json", ".secrets.baseline", ".gitleaksignore", ".trufflehogignore"}
)  # fmt: skip
NOT_SCANNED_SUFFIXES = (".lock", ".har", ".snap", ".sum")
RECORDING_DIRECTORIES = frozenset(
    {"cassettes", "recordings", "__snapshots__", "snapshots", "vcr_cassettes", "http_recordings"}
)


def not_scanned(path: str) -> bool:
    """Lockfiles, secret-scanner baselines and recorded responses are not scanned."""
    parts = PurePosixPath(path.lower()).parts
    name = parts[-1] if parts else ""
    if name in NOT_SCANNED_NAMES or name.endswith(NOT_SCANNED_SUFFIXES):
        return True
    return any(part in RECORDING_DIRECTORIES for part in parts[:-1])


def _test_lines(path: str, text: str) -> list[tuple[int, int]]:
    """Line ranges of language-level test code (what Rust's ``#[cfg(test)]`` marks): test
    code, as a file under tests/ would be."""
    if not path.endswith(".rs"):
        return []
    from assessments.collect.source_tools.rust import test_blocks

    return [
        (text.count("\n", 0, start) + 1, text.count("\n", 0, end) + 1)
        for start, end in test_blocks(text)
    ]


def _as_documentation(hits: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """In documentation, a generic assignment or credentials in a URL are an example:
    listed as placeholders. A provider-shaped token or a private key still counts."""
    return [
        (offset, kind if kind in SHAPED_KINDS or ":" in kind else f"placeholder:{kind}")
        for offset, kind in hits
    ]


def find_secrets(path: str, text: str) -> list[SecretFinding]:
    """The secrets in one file's text, at most ``MAX_FINDINGS_PER_FILE``, one per line and
    kind. Placeholders (a counting run, ``EXAMPLE``, ``xxxx``, sequential bytes, a
    documentation example) are reported as placeholders, which cost nothing."""
    if not_scanned(path):
        return []
    fixture = is_test_code(path)
    documentation = _is_documentation(path)
    hits = _token_hits(text)
    if not (fixture or documentation):
        hits += _default_key_hits(text)
    taken = {text.rfind("\n", 0, offset) + 1 for offset, _ in hits}
    # A line already reported for a token of known shape is not reported again as generic.
    hits += [hit for hit in _generic_hits(path, text, test_file=fixture) if hit[0] not in taken]
    if documentation:
        hits = _as_documentation(hits)
    located = set(_numbered(text, hits))
    tests = _test_lines(path, text)
    found = [
        SecretFinding(
            path=path,
            line=number,
            kind=kind.removeprefix("placeholder:"),
            in_test_fixture=fixture or any(start <= number <= end for start, end in tests),
            placeholder=kind.startswith("placeholder:"),
        )
        for number, kind in sorted(located)[:MAX_FINDINGS_PER_FILE]
    ]
    return found
