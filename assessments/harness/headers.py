"""Response header inspection (test 6): credentials leaked in headers, cookie flags.

Works on names and values in memory and returns finding labels with header
names only: no header value ever leaves this module.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

CREDENTIAL_HEADER_NAMES = re.compile(
    r"^(x-)?(api[-_]?key|auth[-_]?token|access[-_]?token|secret|password|private[-_]?key)$|"
    r"^authorization$|^proxy-authorization$",
    re.IGNORECASE,
)
TOKEN_VALUE = re.compile(
    r"\b(sk_live_[0-9A-Za-z]{10,}|ghp_[0-9A-Za-z]{20,}|github_pat_[0-9A-Za-z_]{20,}|"
    r"glpat-[0-9A-Za-z_-]{16,}|AKIA[0-9A-Z]{16}|xox[abprs]-[0-9A-Za-z-]{10,}|"
    r"AIza[0-9A-Za-z_-]{30,}|sk-[A-Za-z0-9_-]{20,}|eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.)"
)
SECRET_COOKIE_NAMES = re.compile(r"(token|secret|api[-_]?key|password|auth)", re.IGNORECASE)
# Headers that carry identifiers by design, not credentials.
BENIGN = frozenset({"mcp-session-id", "set-cookie", "www-authenticate", "date", "etag"})


def inspect_headers(
    headers: Iterable[tuple[str, str]], *, sent_authorization: str | None = None
) -> tuple[str, ...]:
    """Finding labels, each ``kind:header-name``, for one response's headers."""
    findings: list[str] = []
    for name, value in headers:
        lower = name.lower()
        if sent_authorization and sent_authorization in value:
            findings.append(f"authorization-echoed:{lower}")
        elif lower == "set-cookie":
            findings.extend(_cookie_findings(value))
        elif lower in BENIGN:
            continue
        elif CREDENTIAL_HEADER_NAMES.match(lower) or TOKEN_VALUE.search(value):
            findings.append(f"credential-header:{lower}")
    return tuple(dict.fromkeys(findings))


def _cookie_findings(value: str) -> list[str]:
    name = value.split("=", 1)[0].strip()
    attributes = {part.strip().split("=", 1)[0].lower() for part in value.split(";")[1:]}
    findings = []
    cookie_value = value.split("=", 1)[1].split(";", 1)[0] if "=" in value else ""
    if SECRET_COOKIE_NAMES.search(name) or TOKEN_VALUE.search(cookie_value):
        findings.append(f"secret-in-cookie:{name.lower()}")
    if "secure" not in attributes:
        findings.append(f"cookie-without-secure:{name.lower()}")
    if "httponly" not in attributes:
        findings.append(f"cookie-without-httponly:{name.lower()}")
    return findings
