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

import base64
import binascii
import itertools
import math
import re
import string
from collections import Counter
from collections.abc import Iterator
from pathlib import PurePosixPath

from assessments.collect.source_tools import is_test_code
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
    "abc123",
)  # fmt: skip
# Parts of a value that say it is a test token, in a test file (``ntn_test_token_123``).
_TEST_TOKEN_PARTS = frozenset({"test", "testing", "mock", "mocked", "stub", "dummy", "fake"})
DOC_SUFFIXES = (".md", ".markdown", ".mdx", ".rst", ".txt", ".adoc")
# Token kinds of a provider's exact shape: a real one in documentation is still a leak.
SHAPED_KINDS = frozenset(kind for kind, _, _ in TOKEN_PATTERNS) | {"private-key"}
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
    return _reads_as_placeholder(token) or _counter_sequence(token) or sequential_bytes(token)


_HEX = re.compile(r"(?:0x)?((?:[0-9a-fA-F]{2}){6,})")
_ESCAPED_BYTE = re.compile(r"\\x([0-9a-fA-F]{2})")
_BASE64 = re.compile(r"[A-Za-z0-9+/_-]{8,}={0,2}")


def _decoded(value: str) -> bytes | None:
    """The bytes a literal spells in hex, ``\\x`` escapes or base64, if it spells any."""
    escaped = _ESCAPED_BYTE.findall(value)
    if len(escaped) >= 6:
        return bytes(int(pair, 16) for pair in escaped)
    hexed = _HEX.fullmatch(value)
    if hexed:
        return bytes.fromhex(hexed.group(1))
    if _BASE64.fullmatch(value):
        try:
            return base64.b64decode(value + "=" * (-len(value) % 4), altchars=b"-_")
        except (binascii.Error, ValueError):
            return None
    return None


def sequential_bytes(value: str) -> bool:
    """A key spelled as sequential bytes (``000102030405…``, ``\\x00\\x01…``, or base64
    of them): typed or generated by a counter, never a random key."""
    data = _decoded(value)
    if not data or len(data) < _ASCENDING:
        return False
    run = 1
    for previous, current in itertools.pairwise(data):
        run = run + 1 if current - previous in (0, 1) else 1
        if run >= _ASCENDING:
            return True
    return False


def _test_token(value: str) -> bool:
    """A value whose parts say it is a test token (``ntn_test_token_123``)."""
    return bool(_TEST_TOKEN_PARTS & set(re.split(r"[_\-.:/]+", value.lower())))


def _character_classes(value: str) -> int:
    return sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )


def value_kind(value: str, *, test_file: bool = False) -> str | None:
    """``"secret"`` for a literal that looks like a real secret, ``"placeholder"`` for one
    shaped like a credential but typed as a stand-in, ``None`` for anything else (a name,
    a phrase, an indirection, a low-entropy string)."""
    if len(value) < MIN_SECRET_LENGTH or any(c.isspace() for c in value):
        return None
    if value[0] in "$%*/.[({" or "://" in value or _ENV_NAME.match(value):
        return None
    if _WORDS.fullmatch(value) or any(marker in value for marker in _INDIRECTION):
        return None
    if _placeholder_token(value) or (test_file and _test_token(value)):
        return "placeholder"
    if _character_classes(value) >= 2 and shannon_entropy(value) >= ENTROPY_THRESHOLD:
        return "secret"
    return None


def looks_like_secret(value: str) -> bool:
    """Whether a literal assigned to a secret-sounding name looks like a real secret."""
    return value_kind(value) == "secret"


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


def _url_password(user: str, password: str, host: str) -> str | None:
    """``"credential"``, ``"placeholder"`` (a stand-in password, an illustration host), or
    ``None`` when it is no credential at all (an indirection, a variable name, a port)."""
    if password[0] in "$%<{[" or any(marker in password for marker in ("${", "{{", "<")):
        return None
    if _ENV_NAME.match(password) or (password.isdigit() and len(password) <= 5):
        return None  # a variable's name; a port, as in host:8080@…
    lowered = password.lower()
    if lowered in _PLACEHOLDER_PASSWORDS or password == user or "secret" in lowered:
        return "placeholder"
    if password[0] == "*" or "..." in password or _placeholder_token(password):
        return "placeholder"
    if _EXAMPLE_HOSTS.search(host.lower().rstrip(".")):
        return "placeholder"
    return "credential"


def _line_of(text: str, offset: int) -> str:
    start = text.rfind("\n", 0, offset) + 1
    end = text.find("\n", offset)
    return text[start : end if end >= 0 else len(text)]


def _url_hits(text: str) -> list[tuple[int, str]]:
    hits = []
    for match in _URL_CREDENTIALS.finditer(text):
        scheme = _SCHEME_BEFORE.search(text, max(0, match.start() - 21), match.start())
        if scheme is None:
            continue
        found = _url_password(*match.group("user", "password", "host"))
        if found is None:
            continue
        line = _line_of(text, match.start()).lower()
        if "e.g." in line or "example" in line:  # an illustration in a comment or docstring
            found = "placeholder"
        kind = "credentials-in-url" if found == "credential" else "placeholder:credentials-in-url"
        hits.append((scheme.start(), kind))
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
        hits += _url_hits(text)
    return hits


def _lowered(text: str) -> str:
    """``text`` in lower case, with every offset still valid in ``text``."""
    lowered = text.lower()
    # A few characters grow when lower-cased ("İ"); then lower only ASCII, more slowly.
    return lowered if len(lowered) == len(text) else text.translate(_ASCII_LOWER)


def _generic_hits(path: str, text: str, *, test_file: bool) -> list[tuple[int, str]]:
    """``(line offset, kind)`` of each line holding a literal assigned to a
    secret-sounding name: ``generic-assignment``, or its placeholder."""
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
            kind = value_kind(value, test_file=test_file)
            if kind is not None and is_secret_name(match.group("name")):
                placeholder = "placeholder:" if kind == "placeholder" else ""
                found.append((start, f"{placeholder}generic-assignment"))
                break
    return found


# An environment lookup with a literal fallback: os.getenv("X", "…"), os.environ.get("X")
# or "…", process.env.X || "…", env::var("X").unwrap_or("…"), ENV.fetch("X", "…").
_ENV_FALLBACK = re.compile(
    r"(?:process\.env\.(?P<dot>[A-Za-z_]\w{0,100})"
    r"|process\.env\[\s*[\"'](?P<index>[A-Za-z_]\w{0,100})[\"']\s*\]"
    r"|(?i:\w{0,20}env\w{0,20}|environ\.get|env\.fetch|env::var|config|getordefault)"
    r"\(\s*[\"'](?P<call>[A-Za-z_]\w{0,100})[\"']\s*\)?)"
    r"\s*(?:,\s*(?:default\s*=\s*)?|\|\||\?\?|\bor\b\s*"
    r"|\.unwrap_or(?:_else)?\(\s*(?:\|[^|\n]{0,20}\|\s*)?|\.or\(\s*)\s*"
    r"[\"'`](?P<value>[^\"'`\r\n]{1,256})[\"'`]"
)
_ASSIGNED_NAME = re.compile(r"([A-Za-z_][\w.]{0,100})[\"']?\s*(?::[^=\n]{0,40})?(?:=|:)\s*$")
# Name parts that say a key encrypts or signs, and whole names that mean the same.
_ENCRYPTION_PARTS = frozenset(
    {"encryption", "encrypt", "crypt", "crypto", "cipher", "aes", "fernet", "signing", "jwt",
     "hmac", "master"}
)  # fmt: skip
_ENCRYPTION_NAMES = frozenset(
    {"secret_key", "secret", "session_secret", "session_key", "cookie_secret", "app_secret",
     "auth_secret", "nextauth_secret", "app_key", "secret_key_base"}
)  # fmt: skip


def _snake(name: str) -> str:
    last = name.rsplit(".", 1)[-1]
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", last).lower().replace("-", "_")


def is_encryption_key_name(name: str) -> bool:
    """Whether a setting's name says it encrypts or signs (``ENCRYPTION_KEY``,
    ``SECRET_KEY``, ``jwtSecret``), rather than reaching a third party."""
    snake = _snake(name)
    if snake in _ENCRYPTION_NAMES:
        return True
    parts = set(snake.split("_"))
    return bool(parts & _ENCRYPTION_PARTS) and is_secret_name(name)


def _default_key_hits(text: str) -> list[tuple[int, str]]:
    """A literal used when a setting is missing: ``default-encryption-key`` for a key that
    encrypts or signs (whatever the literal), ``generic-assignment`` for another secret
    name whose fallback looks like a real secret."""
    lowered = _lowered(text)
    if "env" not in lowered and "config(" not in lowered:
        return []
    hits = []
    for match in _ENV_FALLBACK.finditer(text):
        value = match.group("value").strip()
        # Empty, or an ellipsis standing for a value (in a docstring): no key.
        if not value.strip(".…") or any(marker in value for marker in ("${", "{{", "<")):
            continue
        start = text.rfind("\n", 0, match.start()) + 1
        assigned = _ASSIGNED_NAME.search(text, start, match.start())
        names = [match.group("dot") or match.group("index") or match.group("call")]
        names += [assigned.group(1)] if assigned else []
        if any(is_encryption_key_name(name) for name in names):
            hits.append((start, "default-encryption-key"))
        elif any(is_secret_name(name) for name in names) and looks_like_secret(value):
            hits.append((start, "generic-assignment"))
    return hits


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
