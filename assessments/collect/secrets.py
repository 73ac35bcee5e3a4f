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
  placeholder (EXAMPLE, your…, xxxx, 8 repeated characters, 1234567, abcdefg)
  is not a finding.
- ``generic-assignment``: a literal assigned to a name that says secret
  (``*_KEY``/``*Key`` except public/primary/foreign/sort/cache-style keys,
  ``*TOKEN``, ``*SECRET``, ``*PASSWORD*``/``*PASSWD*``, ``api_key``), in code
  (``name = "…"``, ``name: "…"``, ``"name": "…"``, ``name => "…"``) or, in
  configuration files (.env, YAML, INI, properties, shell, Dockerfile), also
  unquoted (``NAME=value``). The value must look random: at least
  ``MIN_SECRET_LENGTH`` characters, no whitespace, Shannon entropy of at least
  ``ENTROPY_THRESHOLD`` bits per character, at least two character classes,
  and no placeholder or indirection (``${VAR}``, ``$VAR``, ``{{ }}``, ``<token>``,
  ``changeme``, ``your-api-key``, ``xxx``, an ALL_CAPS variable name, a URL or path).
  Environment lookups (``os.environ[...]``, ``process.env.X``) are not literals
  and never match.
- ``credentials-in-url``: ``scheme://user:password@host``, unless the password
  is a placeholder (``pass``, ``password``, ``${…}``, ``<…>``, ``****``, …),
  equals the user name (``guest:guest``-style defaults), or the host is a
  reserved example domain (example.com, *.example, *.test, *.invalid).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from pathlib import PurePosixPath

from assessments.collect.files import is_test_fixture
from assessments.observations import SecretFinding

MIN_SECRET_LENGTH = 16
ENTROPY_THRESHOLD = 3.0
MAX_FINDINGS_PER_FILE = 50

TOKEN_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("aws-access-key", re.compile(r"(?<![A-Za-z0-9])(?:AKIA|ASIA)[0-9A-Z]{16}(?![A-Za-z0-9])")),
    (
        "github-token",
        re.compile(
            r"(?<![A-Za-z0-9_])(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{60,255})"
            r"(?![A-Za-z0-9_])"
        ),
    ),
    ("gitlab-token", re.compile(r"(?<![A-Za-z0-9_-])glpat-[A-Za-z0-9_-]{20,255}")),
    ("slack-token", re.compile(r"(?<![A-Za-z0-9])xox[abprs]-\d{6,}-[A-Za-z0-9-]{8,255}")),
    ("stripe-live-key", re.compile(r"(?<![A-Za-z0-9])[sr]k_live_[A-Za-z0-9]{16,255}")),
    ("google-api-key", re.compile(r"(?<![A-Za-z0-9_-])AIza[0-9A-Za-z_-]{35}(?![A-Za-z0-9_-])")),
    (
        "openai-api-key",
        re.compile(r"(?<![A-Za-z0-9_-])sk-[A-Za-z0-9_-]{0,40}T3BlbkFJ[A-Za-z0-9_-]{16,255}"),
    ),
    (
        "anthropic-api-key",
        re.compile(r"(?<![A-Za-z0-9_-])sk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{80,255}"),
    ),
)

_PRIVATE_KEY = re.compile(r"-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----")
# After the header: escaped or real line breaks, string concatenation, PEM headers
# (Proc-Type, DEK-Info, Version), then key material.
_KEY_MATERIAL = re.compile(
    r"""(?:\s|\\[nr]|["'`+,]|[A-Za-z-]{2,20}:[^\n\\]{0,120}(?:\\n|\n))*[A-Za-z0-9+/=]{40}"""
)

_KEYWORD = re.compile(r"key|token|secret|passw|pwd", re.IGNORECASE)
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

_URL_CREDENTIALS = re.compile(
    r"(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]{1,20}://"
    r"(?P<user>[^\s:/?#@\"'`<>\\]{0,128}):(?P<password>[^\s/?#@\"'`<>\\]{1,128})"
    r"@(?P<host>[A-Za-z0-9.\-\[\]_]{1,253})"
)
_PLACEHOLDER_PASSWORDS = frozenset(
    {"pass", "password", "passwd", "pwd", "pw", "p", "x", "secret", "changeme", "example",
     "test", "foo", "bar", "token", "apikey", "api_key", "key", "none", "null", "mypassword",
     "yourpassword", "your_password", "your-password", "pass123", "password123"}
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
    if any(marker in value for marker in _INDIRECTION) or _reads_as_placeholder(value):
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
    if _reads_as_placeholder(password) or (password.isdigit() and len(password) <= 5):
        return True
    return bool(_EXAMPLE_HOSTS.search(host.lower().rstrip(".")))


def _token_hits(text: str) -> list[tuple[int, str]]:
    hits = []
    for kind, pattern in TOKEN_PATTERNS:
        hits += [
            (m.start(), kind) for m in pattern.finditer(text) if not _reads_as_placeholder(m[0])
        ]
    for match in _PRIVATE_KEY.finditer(text):
        if _KEY_MATERIAL.match(text, match.end(), match.end() + 600):
            hits.append((match.start(), "private-key"))
    for match in _URL_CREDENTIALS.finditer(text):
        if not _placeholder_credentials(*match.group("user", "password", "host")):
            hits.append((match.start(), "credentials-in-url"))
    return hits


def _generic_lines(path: str, text: str) -> list[int]:
    pattern = _GENERIC_CONFIG if _is_config_file(path) else _GENERIC_CODE
    found = []
    for number, line in enumerate(text.split("\n"), start=1):
        if not _KEYWORD.search(line):
            continue
        for match in pattern.finditer(line):
            value = match.group("value") or match.groupdict().get("bare") or ""
            if is_secret_name(match.group("name")) and looks_like_secret(value):
                found.append(number)
                break
    return found


def find_secrets(path: str, text: str) -> list[SecretFinding]:
    """The secrets in one file's text, at most ``MAX_FINDINGS_PER_FILE``, one per line and kind."""
    located = {(text.count("\n", 0, offset) + 1, kind) for offset, kind in _token_hits(text)}
    taken = {number for number, _ in located}
    # A line already reported for a token of known shape is not reported again as generic.
    located |= {(n, "generic-assignment") for n in _generic_lines(path, text) if n not in taken}
    fixture = is_test_fixture(path)
    return [
        SecretFinding(path=path, line=number, kind=kind, in_test_fixture=fixture)
        for number, kind in sorted(located)[:MAX_FINDINGS_PER_FILE]
    ]
