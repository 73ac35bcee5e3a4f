"""Dimension 8 (deployment accessibility), from documents.

Pure functions of the collected documents (README, docs/ files, the documentation
page) and the listing. The detection rules are the constants below, matched against
the documents' text and code blocks, as outlined by ``assessments.doctext``.

Dimension 8 — three checks:

- **Remote endpoint**: the listing has an endpoint URL, the live harness
  connected, or the documents tell a client to connect to a hosted ``https``
  endpoint (``_hosted_endpoint``): a client configuration's ``url``
  (``CONFIG_URL``), the URL of a ``claude mcp add --transport http NAME URL``-style
  command (``CLIENT_ADD``, before any ``--``) or of ``mcp-remote``
  (``MCP_REMOTE``), or a URL whose path ends in ``/mcp`` or ``/sse`` right after
  an instruction to connect (``CONNECT_INSTRUCTION``: "connect to", "point your
  client at", "Endpoint:", "available at"). A link to a page, whatever its path
  ends in, is not an endpoint; nor are forges, registries, documentation hosts
  or paths (``/docs/``, ``/guides/``), loopback and placeholder hosts.
- **Programmatic authentication or none needed**: ``PROGRAMMATIC_AUTH`` or
  ``NO_AUTH`` in the documents; or none needed by a local-only server (no remote
  endpoint found) whose set-up documentation asks for no credential at all
  (``CREDENTIAL_NEEDED``: no API key, token, password, OAuth, sign-in or
  authentication section, no ``*_KEY``/``*_TOKEN``/``*_PASSWORD`` variable).
- **Free use documented**: ``FREE_USE`` (free tier or plan, free to use, open
  source, an open-source licence named).

Pass: all three. Partial: a remote endpoint without the other two ("remote but
heavy set-up"), or no remote endpoint but usable set-up docs: a code block
with an install or run command (``SETUP_COMMAND``). Fail: neither.

Evidence holds which checks passed, the document each was found in, and
counts; never excerpts.
"""

from __future__ import annotations

import re
import urllib.parse
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from assessments.graders.base import DimensionGrade, not_tested
from assessments.graders.docs_text import (
    AUTH_MECHANISM,
    NO_AUTH,
    PROGRAMMATIC_AUTH,
    _Doc,
    _documents,
    _first,
)
from assessments.graders.registry import grader
from assessments.graders.rubric import number_of
from assessments.graders.sources import nothing_listed
from assessments.observations import DocsObservation
from assessments.reasons import reason

if TYPE_CHECKING:
    from assessments.graders.sources import Sources

DEPLOYMENT = number_of("deployment_accessibility")
# Any sign that using the server takes a credential: with none, a local-only server needs
# no authentication, which the rubric counts with programmatic authentication.
CREDENTIAL_NEEDED = re.compile(
    AUTH_MECHANISM.pattern
    + r"|(?i:\bpasswords?\b|\bsign[ -]?in\b|\blog[ -]?in\b|\bcredentials?\b|\bauth\b"
    r"|\bauthenticat\w*|\bauthori[sz]\w*|\bsecrets?\b)"
    r"|\b[A-Z][A-Z0-9_]*_(?:PASSWORD|PASSWD|CREDENTIALS?|AUTH)\b"
)
NONE_NEEDED_LOCALLY = "none needed: local only, and the set-up documentation asks for no credential"
FREE_USE = re.compile(
    r"(?i)\bfree (?:tier|plan|to use|of charge|for (?:personal|non-commercial|open[- ]source))"
    r"|\bno cost\b|\bopen[- ]source\b|\bfreemium\b|\bfree and open\b"
    r"|\blicen[cs]ed?\b\W{1,40}(?:MIT|ISC|Apache|BSD|GPL|AGPL|LGPL|MPL|Unlicense)\b"
    r"|\b(?:MIT|ISC|Apache[- ]2\.0|BSD|GPL|AGPL|LGPL|MPL)[- ]licen[cs]ed?\b"
)
SETUP_COMMAND = re.compile(
    r"(?m)(?:^|[\s$>;&|])(?:"
    r"(?P<runner>uvx|npx|bunx|pnpx)\s+(?:-[\w-]+\s+)*[@\w]"
    r"|(?P<script>node|python3?|deno)\s+(?:-m\s+\w|run\b|\S+\.(?:[cm]?js|ts|py)\b)"
    r"|(?P<manager>pip3?|pipx|uv|npm|pnpm|yarn|bun|docker(?:-compose)?|podman|go|cargo|brew)"
    r"\s+(?:install|run|tool|add|dlx|pull|compose|exec|i|up|sync)\b"
    r")"
    r"|(?P<config>\"mcpServers\"\s*:)"
    r"|\"command\"\s*:\s*\"(?:[\w.~-]*[/\\])*(?P<configured>uvx|npx|bunx|pnpx|node|python3?|deno"
    r"|uv|docker|podman|pipx|bun)(?:\.exe)?\""
)
# A client configuration's arguments, beside a ``"command"``: with them a fragment
# (``"name": {"command": "uvx", "args": […]}``) is set-up documentation.
CONFIG_ARGS = re.compile(r"\"args\"\s*:\s*\[")
SETUP_KINDS = {"pip3": "pip", "python3": "python", "docker-compose": "docker", "pnpx": "pnpm"}
NON_ENDPOINT_HOSTS = frozenset(
    {
        "github.com", "gitlab.com", "raw.githubusercontent.com", "bitbucket.org",
        "npmjs.com", "www.npmjs.com", "pypi.org", "hub.docker.com", "modelcontextprotocol.io",
        "smithery.ai", "glama.ai", "img.shields.io", "badge.fury.io", "cursor.com",
        "cursor.sh", "vscode.dev", "insiders.vscode.dev", "lobehub.com", "mcp.so",
        "pulsemcp.com", "mcpservers.org", "deepwiki.com", "archestra.ai", "mseep.ai",
    }
)  # fmt: skip
# Hosts that serve documentation, never an endpoint.
DOCUMENTATION_HOST = re.compile(
    r"^(?:docs?|developers?|help|support|blog|wiki|learn)\.|\.(?:readthedocs\.io|gitbook\.io"
    r"|github\.io|mintlify\.app)$"
)
# Where a configuration's URL names a sign-in (an OAuth issuer, a realm), not a server.
IDENTITY_HOST = re.compile(
    r"(?i)^(?:login|auth|accounts|sso|id|oauth2?)\.|\.auth0\.com$|\.okta\.com$"
)
IDENTITY_PATH = re.compile(
    r"(?i)/(?:realms|oauth2?|authorize|token|openid-connect|\.well-known)(?:/|$)|/v2\.0/?$"
)
TEMPLATE_PART = re.compile(r"<[^>/]*>|\{[^}/]*\}|%3C|\$\{")
# A client configuration's url: "url": "https://…" (JSON) or url = "https://…" (TOML).
CONFIG_URL = re.compile(
    r"""["']?(?:url|serverUrl|server_url)["']?\s*[:=]\s*["'](https://[^"'\s]+)["']"""
)
# Install badges and editor "add server" links name an MCP server, not an endpoint; a
# documentation path is a page about one.
NOT_ENDPOINT_SEGMENT = re.compile(
    r"(?i)badge|install|deeplink|redirect|\.(?:svg|png|jpe?g|gif|html?|md)$"
    r"|^(?:docs?|documentation|guides?|blog|tutorials?|learn|help|articles?|wiki|reference)$"
)
# A client told to connect: `claude mcp add --transport http NAME URL` (codex, gemini and
# others share the form; a local server's command follows `--`), and mcp-remote's URL.
CLIENT_ADD = re.compile(r"(?i)\bmcp\s+add\b[^\n]{0,500}")
MCP_REMOTE = re.compile(
    r"(?i)\bmcp-remote(?:@[\w.^~-]{1,30})?[\"']?\s*,?\s*[\"']?(https://[^\s<>\"'`)\]]+)"
)
# Prose that tells a client where to connect; the URL must follow it closely.
CONNECT_INSTRUCTION = re.compile(
    r"(?i)\b(?:connect(?:s|ing)?|point)\b[^\n]{0,40}?\b(?:to|at)\b"
    r"|\b(?:url|endpoint|address)\s*(?:is\b|:|=)"
    r"|\b(?:available|hosted|served|running|reachable)\s+(?:on|at)\b"
    r"|\b(?:remote|hosted)\s+(?:MCP\s+)?(?:server|endpoint)\b[^\n.]{0,30}?(?:\bat\b|:)"
)
# A host named for MCP (mcp.acme.com): its root is the endpoint an instruction names.
MCP_HOST = re.compile(r"^mcp\.[a-z0-9-]+\.[a-z0-9.-]+$")
INSTRUCTION_REACH = 60
READING_WORDS = re.compile(r"(?i)\b(?:docs?|documentation|guides?|learn|read|see|blog|article)\b")
PLACEHOLDER_HOST = re.compile(r"(?i)(?:^|\.)(?:example\.(?:com|org|net)|localhost)$|your|<|\{")
HTTPS_URL = re.compile(r"https://[^\s<>\"'`)\]]+")
HOST_NAME = re.compile(r"^[a-z0-9.\-]+\.[a-z]{2,}$")


def _hosted_endpoint(text: str) -> bool:
    """A hosted endpoint a client is told to connect to: a client configuration's
    ``url``, an ``mcp add`` command's or ``mcp-remote``'s URL, or an ``/mcp`` or ``/sse``
    URL right after an instruction to connect; never a link to a page."""
    configured = {match.group(1) for match in CONFIG_URL.finditer(text)}
    configured |= {match.group(1) for match in MCP_REMOTE.finditer(text)}
    for command in CLIENT_ADD.finditer(text):
        remote_part = command.group().split(" -- ", 1)[0]
        configured |= {match.group() for match in HTTPS_URL.finditer(remote_part)}
    return any(_is_endpoint(url, configured=True) for url in configured) or any(
        _is_endpoint(url) for url in _instructed_urls(text)
    )


def _instructed_urls(text: str) -> Iterator[str]:
    """URLs that closely follow an instruction to connect ("Connect to `https://…`")."""
    for instruction in CONNECT_INSTRUCTION.finditer(text):
        start = instruction.end()
        line_end = text.find("\n", start, start + INSTRUCTION_REACH)
        at = text.find("https://", start, line_end if line_end >= 0 else start + INSTRUCTION_REACH)
        if at >= 0 and not READING_WORDS.search(text, start, at):
            url = HTTPS_URL.match(text, at)
            if url:
                yield url.group()


def _is_endpoint(url: str, *, configured: bool = False) -> bool:
    parts = urllib.parse.urlsplit(url.rstrip(".,;:"))
    host = (parts.hostname or "").lower()
    if not HOST_NAME.match(host) or host in NON_ENDPOINT_HOSTS or PLACEHOLDER_HOST.search(host):
        return False
    if DOCUMENTATION_HOST.search(host) or IDENTITY_HOST.search(host):
        return False
    if TEMPLATE_PART.search(parts.path) or IDENTITY_PATH.search(parts.path):
        return False  # an identity provider's issuer or a per-tenant template, not a server
    segments = [s.lower() for s in parts.path.split("/") if s]
    if any(NOT_ENDPOINT_SEGMENT.search(segment) for segment in segments) or parts.query:
        return False  # a badge, an install or "add to editor" link, or a page with a query
    if not segments and MCP_HOST.match(host):
        return True
    return configured or (bool(segments) and segments[-1] in ("mcp", "sse"))


def _setup_commands(docs: list[_Doc]) -> tuple[list[str], str | None]:
    """The kinds of install or run commands in code blocks, and the first document with one."""
    kinds: set[str] = set()
    origin = None
    for doc in docs:
        for block in doc.outline.code_blocks:
            for match in SETUP_COMMAND.finditer(block.text):
                if match.group("configured") and not CONFIG_ARGS.search(block.text):
                    continue
                kind = (
                    match.group("runner")
                    or match.group("script")
                    or match.group("manager")
                    or match.group("configured")
                )
                kinds.add(SETUP_KINDS.get(kind, kind) if kind else "client-config")
                origin = origin or doc.origin
    return sorted(kinds), origin


def _remote(
    documents: list[_Doc], listing: dict[str, Any], live_connected: bool | None
) -> str | None:
    """Where a remote endpoint was found: "live", "listing", or a document's origin."""
    if live_connected:
        return "live"
    if str(listing.get("endpoint_url") or "").strip():
        return "listing"
    return _first(documents, lambda doc: _hosted_endpoint(doc.text))


def grade_deployment(
    docs: DocsObservation,
    *,
    listing: dict[str, Any],
    live_connected: bool | None = None,
    live_auth: str | None = None,
) -> DimensionGrade:
    """Dimension 8. Pass: a remote endpoint (reachable or documented), programmatic
    authentication or none needed (documented, or ``live_auth``: where the live test saw
    it, e.g. OAuth protected-resource metadata served; or a local-only server whose
    set-up documentation asks for no credential), and free use documented.
    Partial: remote without the other two, or local-only with usable set-up docs. Fail:
    neither. The rules are in the module docstring."""
    documents = _documents(docs)
    found_in = {
        "remote": _remote(documents, listing, live_connected),
        "programmatic_auth": _first(
            documents, lambda d: bool(PROGRAMMATIC_AUTH.search(d.text) or NO_AUTH.search(d.text))
        )
        or live_auth,
        "free_use": _first(documents, lambda d: bool(FREE_USE.search(d.text)))
        or (f"LICENSE ({docs.licence})" if docs.licence else None),
    }
    setup, found_in["setup_docs"] = _setup_commands(documents)
    if found_in["programmatic_auth"] is None and found_in["remote"] is None:
        found_in["programmatic_auth"] = _none_needed_locally(documents, found_in["setup_docs"])
    checks = {key: origin is not None for key, origin in found_in.items()}
    evidence: dict[str, Any] = {
        "checks": checks,
        "found_in": {key: origin for key, origin in found_in.items() if origin},
        "setup_commands": setup,
    }
    if live_connected is not None:
        evidence["live_connected"] = live_connected
    grade, labels = _deployment_grade(checks)
    return DimensionGrade(DEPLOYMENT, grade, [reason(label) for label in labels], evidence)


def _none_needed_locally(documents: list[_Doc], setup_origin: str | None) -> str | None:
    """A local-only server (stdio, a package with no remote) whose set-up documentation
    asks for no credential at all needs no authentication: no "offer programmatic
    authentication" hint for a filesystem, memory or time server."""
    if setup_origin is None or any(CREDENTIAL_NEEDED.search(doc.text) for doc in documents):
        return None
    return NONE_NEEDED_LOCALLY


def _deployment_grade(checks: dict[str, bool]) -> tuple[str, list[str]]:
    missing = [
        label
        for check, label in (
            ("programmatic_auth", "auth-not-programmatic"),
            ("free_use", "no-free-use"),
        )
        if not checks[check]
    ]
    if checks["remote"]:
        return ("pass", []) if not missing else ("partial", ["heavy-setup", *missing])
    if checks["setup_docs"]:
        return "partial", ["no-remote-option", *missing]
    return "fail", ["no-remote-option", "no-setup-docs", *missing]


# Registered grader


@grader("deployment_accessibility", source="documents")
def deployment_from_sources(sources: Sources) -> DimensionGrade:
    """The documents and the listing; with nothing listed, or nothing readable, not
    tested."""
    docs = sources.docs
    if docs is None and nothing_listed(sources.obs):
        return not_tested(DEPLOYMENT, "no-sources")
    if docs is None:
        return not_tested(DEPLOYMENT, sources.docs_label)
    return grade_deployment(docs, listing=sources.obs.listing)
