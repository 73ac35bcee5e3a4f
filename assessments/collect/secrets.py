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
  or the line says it is an illustration ("e.g.", "example").

The generic rule accepts some misses (a real password made only of letters) to
keep shipped code free of false findings; a finding fails dimension 4.
"""

from __future__ import annotations

import itertools
import math
import re
import string
from collections import Counter
from collections.abc import Iterator
from pathlib import PurePosixPath

from assessments.collect.files import is_test_fixture
from assessments.observations import SecretFinding

MIN_SECRET_LENGTH = 16
ENTROPY_THRESHOLD = 3.0
MAX_FINDINGS_PER_FILE = 50

# (kind, literal markers, pattern): the pattern runs only on a text holding a marker.
TOKEN_PATTERNS: tuple[tuple[str, tuple[str, ...], re.Pattern[str]], ...] = (
    (
        "aws-access-key",
        ("AKIA", "ASIA"),
        re.compile(r"(?<![A-Za-z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])"),
    ),
    (
        "github-token",
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
        re.compile(
            r"(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{60,255})"
            r"(?![A-Za-z0-9_])"
        ),
    ),
    ("gitlab-token", ("glpat-",), re.compile(r"(?<![A-Za-z0-9_-])glpat-[A-Za-z0-9_-]{20,255}")),
    (
        "slack-token",
        ("xoxa-", "xoxb-", "xoxp-", "xoxr-", "xoxs-"),
        re.compile(r"(?<![A-Za-z0-9])xox[abprs]-\d{6,}-[A-Za-z0-9-]{8,255}"),
    ),
    (
        "stripe-live-key",
        ("k_live_",),
        re.compile(r"(?<![A-Za-z0-9])[sr]k_live_[A-Za-z0-9]{16,255}"),
    ),
    (
        "google-api-key",
        ("AIza",),
        re.compile(r"(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])"),
    ),
    (
        "openai-api-key",
        ("T3BlbkFJ",),
        re.compile(r"(?<![A-Za-z0-9_-])sk-[A-Za-z0-9_-]{0,40}T3BlbkFJ[A-Za-z0-9_-]{16,255}"),
    ),
    (
        "anthropic-api-key",
        ("sk-ant-",),
        re.compile(r"(?<![A-Za-z0-9_-])sk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{80,255}"),
    ),
)

_PRIVATE_KEY = re.compile(r"-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----")
# After the header: escaped or real line breaks, string concatenation, PEM headers
# (Proc-Type, DEK-Info, Version), then key material.
_KEY_MATERIAL = re.compile(
    r"""(?:\s|\\[nr]|["'`+,]|[A-Za-z-]{2,20}:[^\n\\]{0,120}(?:\\n|\n))*[A-Za-z0-9+/=]{40}"""
)

# A keyword ending a name, then an assignment: searched in the lower-cased text to find
# the few lines worth matching with the full assignment pattern.
_CANDIDATE = (
    r"(?:key|token|secret|passw|pwd)[a-z0-9_.\-]*[\"']?"
    r"(?:[ \t]*:[ \t]*[a-z_][\w.\[\]<>| ]{0,40}?(?=[ \t]*=))?"
    r"[ \t]*(?::=|=>|\?\?=|\|\|=|=|:)[ \t]*"
)
_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)
_CANDIDATE_CODE = re.compile(_CANDIDATE + r"[\"'`]")
_CANDIDATE_CONFIG = re.compile(_CANDIDATE + r"[^\s]")
_ASSIGNMENT = (
    r"(?P<name>[A-Za-z_][A-Za-z0-9_.\-]{0,100})[\"']?"
    r"(?:[ \t]*:[ \t]*[A-Za-z_][\w.\[\]<>| ]{0,40}?(?=[ \t]*=))?"  # a type: `KEY: str = "…"`
    r"[ \t]*(?::=|=>|\?\?=|\|\|=|=|:)[ \t]*"
)
_QUOTED_VALUE = r"(?P<quote>[\"'`])(?P<value>[^\"'`\r\n]{1,512})(?P=quote)"
_GENERIC_CODE = re.compile(_ASSIGNMENT + _QUOTED_VALUE)
_GENERIC_CONFIG = re.compile(
    _ASSIGNMENT + r"(?:" + _QUOTED_VALUE + r"|(?P<bare>[^\s\"'`#;,]{1,512}))"
)
CONFIG_SUFFIXES = frozenset(
    {".env", ".yml", ".yaml", ".ini", ".cfg", ".conf", ".properties", ".sh", ".bash", ".zsh"}
)
_NOT_SECRET_KEYS = (
    "public_key", "primary_key", "foreign_key", "sort_key", "cache_key", "partition_key",
    "idempotency_key", "lookup_key", "hash_key", "range_key", "row_key", "map_key", "dict_key",
    "storage_key", "translation_key", "i18n_key", "env_key", "keyboard_key", "hot_key",
)  # fmt: skip
_PLACEHOLDER_WORDS = (
    "example", "your", "changeme", "change_me", "change-me", "placeholder", "dummy", "sample",
    "redacted", "xxx", "fake", "replace", "insert", "here", "1234567", "abcdefg", "todo",
)  # fmt: skip
_INDIRECTION = ("${", "{{", "}}", "%(", "<", ">", "process.env", "os.environ", "getenv", "...")
_REPEATED = re.compile(r"(.)\1{7,}")
_ENV_NAME = re.compile(r"^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$")
# Names and phrases, not secrets: "account_email_code", "mfa.webauthn.state",
# "challengePassword", "io.modelcontextprotocol/clientInfo".
_WORDS = re.compile(r"_*[A-Za-z]+(?:[._:/\-]+[A-Za-z]+)*_*")

# Anchored on the literal "://" (fast to find); the scheme before it is checked apart.
_URL_CREDENTIALS = re.compile(
    r"://(?P<user>[^\s:/?#@\"'`<>\\]{0,128}):(?P<password>[^\s/?#@\"'`<>\\,]{1,128})"
    r"@(?P<host>[A-Za-z0-9.\-\[\]_]{1,253})"
)
_SCHEME_BEFORE = re.compile(r"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}\Z")
_PLACEHOLDER_PASSWORDS = frozenset(
    {"pass", "password", "passwd", "pwd", "pw", "p", "x", "secret", "changeme", "example",
     "test", "foo", "bar", "token", "apikey", "api_key", "key", "none", "null", "mypassword",
     "yourpassword", "your_password", "your-password", "pass123", "password123", "masterkey",
     "tiger"}
)  # fmt: skip
_EXAMPLE_HOSTS = re.compile(r"(?:^|\.)(?:example\.(?:com|org|net)|example|test|invalid)$")


def shannon_entropy(value: str) -> float:
    """Bits per character of ``value``'s own character distribution."""
    if not value:
        return 0.0
    counts = Counter(value)
    total = len(value)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


def _reads_as_placeholder(value: str) -> bool:
    lowered = value.lower()
    return bool(any(word in lowered for word in _PLACEHOLDER_WORDS) or _REPEATED.search(lowered))


def _placeholder_token(token: str) -> bool:
    return _reads_as_placeholder(token) or _counter_sequence(token)


def _character_classes(value: str) -> int:
    return sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )


def looks_like_secret(value: str) -> bool:
    """Whether a literal assigned to a secret-sounding name looks like a real secret."""
    if len(value) < MIN_SECRET_LENGTH or any(c.isspace() for c in value):
        return False
    if value[0] in "$%*/.[({" or "://" in value or _ENV_NAME.match(value):
        return False
    if _WORDS.fullmatch(value):
        return False
    if any(marker in value for marker in _INDIRECTION) or _reads_as_placeholder(value):
        return False
    if _counter_sequence(value):
        return False
    return _character_classes(value) >= 2 and shannon_entropy(value) >= ENTROPY_THRESHOLD


def is_secret_name(name: str) -> bool:
    """Whether an assigned name says it holds a secret (``API_KEY``, ``authToken``, …)."""
    last = re.split(r"[.]", name)[-1]
    snake = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", last).lower().replace("-", "_")
    if "password" in snake or "passwd" in snake or snake == "pwd" or snake.endswith("_pwd"):
        return True
    if snake.endswith(("token", "secret")):
        return True
    if snake in ("apikey", "api_key") or snake.endswith(("_apikey", "_api_key")):
        return True
    return snake.endswith("_key") and not snake.endswith(_NOT_SECRET_KEYS)


def _is_config_file(path: str) -> bool:
    name = PurePosixPath(path).name.lower()
    suffix = PurePosixPath(name).suffix
    return (
        suffix in CONFIG_SUFFIXES
        or name.startswith(".env")
        or name.endswith(".env")
        or name.startswith("dockerfile")
    )


def _placeholder_credentials(user: str, password: str, host: str) -> bool:
    lowered = password.lower()
    if lowered in _PLACEHOLDER_PASSWORDS or password == user:
        return True
    if password[0] in "$%<{*[" or any(marker in password for marker in ("${", "{{", "<", "...")):
        return True
    if _reads_as_placeholder(password) or "secret" in lowered or _ENV_NAME.match(password):
        return True
    if password.isdigit() and len(password) <= 5:  # a port, as in host:8080@…
        return True
    return bool(_EXAMPLE_HOSTS.search(host.lower().rstrip(".")))


def _line_of(text: str, offset: int) -> str:
    start = text.rfind("\n", 0, offset) + 1
    end = text.find("\n", offset)
    return text[start : end if end >= 0 else len(text)]


def _url_hits(text: str) -> list[int]:
    hits = []
    for match in _URL_CREDENTIALS.finditer(text):
        scheme = _SCHEME_BEFORE.search(text, max(0, match.start() - 21), match.start())
        if scheme is None or _placeholder_credentials(*match.group("user", "password", "host")):
            continue
        line = _line_of(text, match.start()).lower()
        if "e.g." in line or "example" in line:  # an illustration in a comment or docstring
            continue
        hits.append(scheme.start())
    return hits


def _token_hits(text: str) -> list[tuple[int, str]]:
    hits = []
    for kind, markers, pattern in TOKEN_PATTERNS:
        if any(marker in text for marker in markers):
            hits += [
                (m.start(), f"placeholder:{kind}" if _placeholder_token(m[0]) else kind)
                for m in pattern.finditer(text)
            ]
    if "PRIVATE KEY" in text:
        for match in _PRIVATE_KEY.finditer(text):
            if _KEY_MATERIAL.match(text, match.end(), match.end() + 600):
                hits.append((match.start(), "private-key"))
    if "://" in text and "@" in text:
        hits += [(offset, "credentials-in-url") for offset in _url_hits(text)]
    return hits


def _lowered(text: str) -> str:
    """``text`` in lower case, with every offset still valid in ``text``."""
    lowered = text.lower()
    # A few characters grow when lower-cased ("İ"); then lower only ASCII, more slowly.
    return lowered if len(lowered) == len(text) else text.translate(_ASCII_LOWER)


def _generic_offsets(path: str, text: str) -> list[int]:
    """The offsets of the lines holding a secret assigned to a secret-sounding name."""
    config = _is_config_file(path)
    pattern = _GENERIC_CONFIG if config else _GENERIC_CODE
    candidates = _CANDIDATE_CONFIG if config else _CANDIDATE_CODE
    found, checked = [], -1
    for keyword in candidates.finditer(_lowered(text)):
        start = text.rfind("\n", 0, keyword.start()) + 1
        if start == checked:
            continue
        checked = start
        for match in pattern.finditer(_line_of(text, keyword.start())):
            value = match.group("value") or match.groupdict().get("bare") or ""
            if is_secret_name(match.group("name")) and looks_like_secret(value):
                found.append(start)
                break
    return found


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
# A run of 6 or more consecutive ascending characters ("123456", "abcdef", "KLMNOP").
_ASCENDING = 6


def not_scanned(path: str) -> bool:
    """Lockfiles, secret-scanner baselines and recorded responses are not scanned."""
    parts = PurePosixPath(path.lower()).parts
    name = parts[-1] if parts else ""
    if name in NOT_SCANNED_NAMES or name.endswith(NOT_SCANNED_SUFFIXES):
        return True
    return any(part in RECORDING_DIRECTORIES for part in parts[:-1])


def _counter_sequence(value: str) -> bool:
    """A value that holds a counting run such as ``0123456789`` or ``abcdef``: a
    placeholder someone typed, not a generated secret."""
    run = 1
    for previous, current in itertools.pairwise(value):
        run = run + 1 if ord(current) - ord(previous) == 1 and current.isalnum() else 1
        if run >= _ASCENDING:
            return True
    return False


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


def find_secrets(path: str, text: str) -> list[SecretFinding]:
    """The secrets in one file's text, at most ``MAX_FINDINGS_PER_FILE``, one per line and
    kind. Token-shaped placeholders (a counting run, ``EXAMPLE``, ``xxxx``) are reported
    as placeholders, which cost nothing."""
    if not_scanned(path):
        return []
    hits = _token_hits(text)
    taken = {text.rfind("\n", 0, offset) + 1 for offset, _ in hits}
    # A line already reported for a token of known shape is not reported again as generic.
    hits += [(o, "generic-assignment") for o in _generic_offsets(path, text) if o not in taken]
    located = set(_numbered(text, hits))
    fixture = is_test_fixture(path)
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
