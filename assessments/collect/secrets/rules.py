"""Where in a text the secrets are: ``(offset, kind)`` hits of each rule, a kind prefixed
``placeholder:`` when the value reads as a stand-in."""

from __future__ import annotations

import re
import string
from pathlib import PurePosixPath

from assessments.collect.secrets.values import (
    _ENV_NAME,
    _placeholder_token,
    is_encryption_key_name,
    is_secret_name,
    looks_like_secret,
    value_kind,
)

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
