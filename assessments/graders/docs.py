"""Dimensions 6 (documentation quality) and 8 (deployment accessibility), from documents.

Pure functions of the collected documents (README, docs/ files, the
documentation page) and, for dimension 6, the declared tool catalog (manifests
and the documentation's own tool reference, read the same at every tier, so a
README grades the same at every tier). The
detection rules are the constants below; every one is matched against the
documents' text, headings (Markdown or reStructuredText) and code blocks, as
outlined by ``assessments.doctext``.

Dimension 6 — four checks:

- **Tool reference.** With a known catalog: every tool's name appears in the
  documents (as a whole word, case-insensitively), and every tool that has
  parameters has a type written near one of its mentions — in the table row
  that names it, in the section of a heading that names it (subsections
  included), or after a mention in the text up to the next heading (at most
  ``NEAR_LINES`` lines) — by ``TYPED_PARAMETER``. A tool whose declared input
  schema has no properties needs no types; so does one documented as taking
  none (``NO_PARAMETERS``). Without a catalog: a section whose heading matches
  ``TOOL_SECTION`` and whose text has typed parameters.
- **Authentication documented**: an ``AUTH_HEADING`` heading, or an
  ``AUTH_MECHANISM`` mention (API key, bearer token, OAuth, a ``*_API_KEY``/
  ``*_TOKEN`` variable), or an explicit ``NO_AUTH`` statement.
- **Example calls**: a code block that names a catalog tool or shows a call
  (``CALL_MARKER``); without a catalog, also any code block in a section whose
  heading matches ``EXAMPLE_SECTION``. Install commands alone are not examples.
- **Troubleshooting**: a heading matching ``TROUBLESHOOTING_HEADING``.

Pass: all four. Partial: the tool reference and at least one other. Fail: otherwise.

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

import datetime
import re
import urllib.parse
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from assessments.doctext import Outline, outline
from assessments.graders.base import DimensionGrade
from assessments.observations import Catalog, DocsObservation, Tool
from assessments.reasons import reason

TYPE_NAMES = (
    r"string|str|integer|int|number|float|double|boolean|bool|array|list|object|dict"
    r"|enum|null|uuid|date|datetime|date-time|any"
)
# A parameter written with its type: `city (string)`, `city: string`, `` `str` ``,
# `"type": "string"`, `list[str]`, `array<string>`, or a table cell holding a type.
TYPED_PARAMETER = re.compile(
    rf"\(\s*(?:(?i:optional|required)\s*,?\s*)?`?(?i:{TYPE_NAMES})\b"
    rf"|(?:`[\w.\-]+`|\b[a-z_][a-z0-9_]*)\*{{0,2}}\s*:\s*`?(?i:{TYPE_NAMES})\b"
    rf"|`(?i:{TYPE_NAMES})(?:\[[^`]*\])?`"
    rf"|\"type\"\s*:\s*\"(?i:{TYPE_NAMES})\""
    rf"|\|\s*`?(?i:{TYPE_NAMES})(?:\[[^|]*\])?`?\s*[|,]"
    rf"|\b(?i:{TYPE_NAMES})\s*[\[<]\s*\w"
)
NO_PARAMETERS = re.compile(
    r"(?i)\b(?:no|takes no|without) (?:parameters|arguments|input|inputs|params)\b"
    r"|\|\s*(?:none|-|—|n/a)\s*\|"
)
NEAR_LINES = 25
TOOL_SECTION = re.compile(
    r"(?i)\b(?:tools?|tool reference|api reference|reference|functions|capabilities)\b"
)
AUTH_HEADING = re.compile(
    r"(?i)\b(?:auth|authentication|authori[sz]ation|api keys?|credentials?|access tokens?)\b"
)
NO_AUTH = re.compile(
    r"(?i)\bno (?:authentication|auth|api key|credentials?|account|sign[- ]?up)"
    r"(?: is| are)? (?:required|needed)\b"
    r"|\b(?:does not|doesn't|do not|don't|never) (?:require|need) (?:any )?"
    r"(?:authentication|auth|an? api key|credentials|an account)\b"
    r"|\b(?:needs|requires) no (?:authentication|auth|api key|credentials|account)\b"
    r"|\bwithout (?:any )?(?:authentication|an api key|credentials|an account)\b"
    r"|\b(?:authentication|an api key) is not (?:required|needed)\b"
)
PROGRAMMATIC_AUTH = re.compile(
    r"(?i:authorization:\s*bearer|\bbearer tokens?\b|\bapi[ _-]?keys?\b|\baccess tokens?\b"
    r"|\bclient credentials\b|\bclient[_ ]secret\b|\bx-api-key\b|\bapi[ _-]?tokens?\b"
    r"|\bpersonal access tokens?\b)"
    r"|\b[A-Z][A-Z0-9_]*_(?:API_KEY|API_TOKEN|TOKEN|ACCESS_TOKEN|SECRET|KEY|PAT)\b"
)
AUTH_MECHANISM = re.compile(PROGRAMMATIC_AUTH.pattern + r"|\bOAuth\b")
# Any sign that using the server takes a credential: with none, a local-only server needs
# no authentication, which the rubric counts with programmatic authentication.
CREDENTIAL_NEEDED = re.compile(
    AUTH_MECHANISM.pattern
    + r"|(?i:\bpasswords?\b|\bsign[ -]?in\b|\blog[ -]?in\b|\bcredentials?\b|\bauth\b"
    r"|\bauthenticat\w*|\bauthori[sz]\w*|\bsecrets?\b)"
    r"|\b[A-Z][A-Z0-9_]*_(?:PASSWORD|PASSWD|CREDENTIALS?|AUTH)\b"
)
NONE_NEEDED_LOCALLY = "none needed: local only, and the set-up documentation asks for no credential"
CALL_MARKER = re.compile(
    r"tools/call|\bcall_?tool\b|\bcallTool\b|\"arguments\"\s*:|\"method\"\s*:|\barguments\s*="
    r"|\bmcp call\b|\binspector\b[^\n]{0,200}--tool|\btool_name\s*[=:]",
    re.IGNORECASE,
)
EXAMPLE_SECTION = re.compile(r"(?i)\b(?:examples?|usage|quick ?start|getting started)\b")
TROUBLESHOOTING_HEADING = re.compile(
    r"(?i)\b(?:troubleshoot\w*|faq|faqs|frequently asked questions|known issues|debugging"
    r"|common (?:errors|issues|problems|pitfalls|mistakes)|errors|error codes|error handling)\b"
)
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
)
INSTRUCTION_REACH = 60
READING_WORDS = re.compile(r"(?i)\b(?:docs?|documentation|guides?|learn|read|see|blog|article)\b")
PLACEHOLDER_HOST = re.compile(r"(?i)(?:^|\.)(?:example\.(?:com|org|net)|localhost)$|your|<|\{")
HTTPS_URL = re.compile(r"https://[^\s<>\"'`)\]]+")
HOST_NAME = re.compile(r"^[a-z0-9.\-]+\.[a-z]{2,}$")
MAX_LISTED = 10
MAX_MENTIONS = 20
TOKEN = re.compile(r"[a-z0-9_](?:[a-z0-9_.\-/]*[a-z0-9_])?")
TOKEN_PART = re.compile(r"[a-z0-9_](?:[a-z0-9_\-]*[a-z0-9_])?")


@dataclass(frozen=True)
class _Doc:
    origin: str
    text: str
    outline: Outline


def _documents(docs: DocsObservation) -> list[_Doc]:
    return [_Doc(d.origin, d.text, outline(d.text)) for d in docs.documents]


def _first(docs: list[_Doc], found: Callable[[_Doc], bool]) -> str | None:
    """The origin of the first document where ``found`` holds."""
    return next((doc.origin for doc in docs if found(doc)), None)


def _has_heading(doc: _Doc, pattern: re.Pattern[str]) -> bool:
    return any(pattern.search(heading.title) for heading in doc.outline.headings)


# Tool reference


def _tokens(text: str) -> set[str]:
    """Lower-cased word-like tokens (``get_weather``, ``weather.get``, ``get-weather``),
    and their parts between dots and slashes."""
    lowered = text.lower()
    return set(TOKEN.findall(lowered)).union(TOKEN_PART.findall(lowered))


class _Mentions:
    """Where each tool name occurs as a token: (document index, line index), a few each."""

    def __init__(self, docs: list[_Doc], names: set[str]) -> None:
        self.docs = docs
        self.where: dict[str, list[tuple[int, int]]] = {}
        for doc_index, doc in enumerate(docs):
            for line_index, line in enumerate(doc.outline.lines):
                for token in _tokens(line) & names:
                    places = self.where.setdefault(token, [])
                    if len(places) < MAX_MENTIONS:
                        places.append((doc_index, line_index))

    def of(self, name: str) -> list[tuple[int, int]]:
        places = self.where.get(name.lower())
        if places is not None or TOKEN.fullmatch(name.lower()):
            return places or []
        # A name with characters outside the token alphabet: plain substring search.
        needle = name.lower()
        return [
            (doc_index, line_index)
            for doc_index, doc in enumerate(self.docs)
            for line_index, line in enumerate(doc.outline.lines)
            if needle in line.lower()
        ][:MAX_MENTIONS]

    def near(self, doc_index: int, line_index: int) -> str:
        """The text near a mention: its table row, or up to the next heading."""
        doc = self.docs[doc_index]
        line = doc.outline.lines[line_index]
        if line.lstrip().startswith("|"):
            return line
        heading = next((h for h in doc.outline.headings if h.line == line_index), None)
        if heading is not None:
            return doc.outline.section_text(heading)
        end = min(doc.outline.next_heading_after(line_index), line_index + NEAR_LINES)
        return "\n".join(doc.outline.lines[line_index:end])


def _needs_types(tool: Tool) -> bool:
    if tool.input_schema is None:
        return True
    properties = tool.input_schema.get("properties")
    if properties is None:
        return False  # a declared schema without properties takes no parameters
    return bool(properties) if isinstance(properties, dict) else True


def _typed(text: str) -> bool:
    return bool(TYPED_PARAMETER.search(text) or NO_PARAMETERS.search(text))


def _catalog_reference(docs: list[_Doc], tools: tuple[Tool, ...]) -> dict[str, Any]:
    mentions = _Mentions(docs, {tool.name.lower() for tool in tools})
    missing, untyped, origins = [], [], []
    for tool in tools:
        places = mentions.of(tool.name)
        if not places:
            missing.append(tool.name)
            continue
        origins.append(docs[places[0][0]].origin)
        if _needs_types(tool) and not any(_typed(mentions.near(*place)) for place in places):
            untyped.append(tool.name)
    return {
        "passed": not missing and not untyped,
        "found_in": list(dict.fromkeys(origins))[:MAX_LISTED],
        "tools_named": len(tools) - len(missing),
        "tools_typed": len(tools) - len(missing) - len(untyped),
        "missing": missing[:MAX_LISTED],
        "untyped": untyped[:MAX_LISTED],
    }


def _section_reference(docs: list[_Doc]) -> dict[str, Any]:
    from assessments.collect.doc_tools import tool_reference
    from assessments.observations import Document

    def typed_tool_section(doc: _Doc) -> bool:
        tools, categories = tool_reference(Document(doc.origin, doc.text))
        if categories and not tools:
            return False  # "`string` tools", "`hash` tools": categories, not a reference
        return any(
            TOOL_SECTION.search(heading.title)
            and TYPED_PARAMETER.search(doc.outline.section_text(heading))
            for heading in doc.outline.headings
        )

    origin = _first(docs, typed_tool_section)
    return {"passed": origin is not None, "found_in": [origin] if origin else []}


def _tool_reference(docs: list[_Doc], catalog: Catalog | None) -> dict[str, Any]:
    if catalog is not None and catalog.tools:
        return _catalog_reference(docs, catalog.tools)
    return _section_reference(docs)


# Examples


def _example_calls(docs: list[_Doc], names: set[str]) -> tuple[int, int, str | None]:
    """(code blocks, example calls, origin of the first example call)."""
    blocks = examples = 0
    origin = None
    for doc in docs:
        example_lines = _example_section_lines(doc) if not names else set()
        for block in doc.outline.code_blocks:
            blocks += 1
            words = _tokens(block.text)
            if CALL_MARKER.search(block.text) or names & words or block.start in example_lines:
                examples += 1
                origin = origin or doc.origin
    return blocks, examples, origin


def _example_section_lines(doc: _Doc) -> set[int]:
    lines: set[int] = set()
    for heading in doc.outline.headings:
        if EXAMPLE_SECTION.search(heading.title):
            lines.update(range(*doc.outline.section(heading)))
    return lines


# Dimension 6


CHECK_LABELS = {
    "tool_reference": "docs-no-tool-reference",
    "authentication": "docs-no-auth",
    "examples": "docs-no-examples",
    "troubleshooting": "docs-no-troubleshooting",
}


def _auth_documented(doc: _Doc) -> bool:
    if _has_heading(doc, AUTH_HEADING):
        return True
    return bool(AUTH_MECHANISM.search(doc.text) or NO_AUTH.search(doc.text))


def grade_documentation(docs: DocsObservation, catalog: Catalog | None) -> DimensionGrade:
    """Dimension 6. Pass: a tool reference, authentication, example calls and
    troubleshooting are all documented. Partial: the tool reference and at least one
    other. Fail: otherwise. The rules are in the module docstring."""
    documents = _documents(docs)
    names = {tool.name.lower() for tool in catalog.tools} if catalog else set()
    reference = _tool_reference(documents, catalog)
    blocks, examples, example_origin = _example_calls(documents, names)
    found_in = {
        "tool_reference": (reference["found_in"] or [None])[0],
        "authentication": _first(documents, _auth_documented),
        "examples": example_origin,
        "troubleshooting": _first(documents, lambda d: _has_heading(d, TROUBLESHOOTING_HEADING)),
    }
    checks = {key: origin is not None for key, origin in found_in.items()}
    checks["tool_reference"] = reference["passed"]
    evidence = _documentation_evidence(docs, catalog, reference, checks, found_in)
    evidence.update(code_blocks=blocks, example_calls=examples)
    reasons = [_missing_reason(check, reference) for check, passed in checks.items() if not passed]
    others = sum(passed for check, passed in checks.items() if check != "tool_reference")
    if all(checks.values()):
        grade = "pass"
    elif checks["tool_reference"] and others >= 1:
        grade = "partial"
    else:
        grade = "fail"
    return DimensionGrade(6, grade, reasons, evidence)


def _missing_reason(check: str, reference: dict[str, Any]) -> dict[str, Any]:
    if check != "tool_reference":
        return reason(CHECK_LABELS[check])
    details = {key: reference[key] for key in ("missing", "untyped") if reference.get(key)}
    return reason(CHECK_LABELS[check], **details)


def _documentation_evidence(
    docs: DocsObservation,
    catalog: Catalog | None,
    reference: dict[str, Any],
    checks: dict[str, bool],
    found_in: dict[str, str | None],
) -> dict[str, Any]:
    evidence: dict[str, Any] = {
        "documents": len(docs.documents),
        # Every document read (the collector bounds how many) and, past that bound, which
        # were skipped: what the grade rests on, and what it did not see.
        "sources": [d.origin for d in docs.documents],
        "checks": checks,
        "found_in": {key: origin for key, origin in found_in.items() if origin},
        "catalog_tools": len(catalog.tools) if catalog else None,
    }
    if "tools_named" in reference:
        evidence.update(tools_named=reference["tools_named"], tools_typed=reference["tools_typed"])
    if docs.unavailable:
        evidence["unavailable"] = sorted({u.label for u in docs.unavailable})
    skipped = [u.detail for u in docs.unavailable if u.label == "docs-too-many"]
    if skipped:
        evidence["documents_skipped"] = skipped[0]
    return evidence


# Dimension 8


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
    return DimensionGrade(8, grade, [reason(label) for label in labels], evidence)


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


# Dimension 7 without a repository: maintenance signals in the documents

CHANGELOG_ORIGIN = re.compile(r"(?i)(?:change[-_ ]?log|changes|history|news|release[-_ ]?notes)")
CHANGELOG_HEADING = re.compile(
    r"(?i)\b(?:change[- ]?log|release notes|releases|what'?s new|version history)\b"
)
STATUS_PAGE = re.compile(r"(?i)\bstatus[ -]page\b|https://status\.[a-z0-9.\-]+|/status\b")
# A date on its own: not inside a path or URL (``/2025-03-26/``), not part of a longer
# word (``2026-09-12-placeholder``); a timestamp's ``T`` may follow.
ISO_DATE = re.compile(
    r"(?<![/\w.-])(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?![0-9A-SU-Za-z_/]|-\w)"
)
# MCP protocol versions are dates too; beside a word for the protocol they say which
# version a server speaks, not when it was last maintained.
PROTOCOL_VERSIONS = {"2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"}
PROTOCOL_WORDS = re.compile(r"(?i)protocol|spec(?:ification)?\b|protocolVersion|mcp[ -]version")
MONTHS = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
WORD_DATE = re.compile(
    r"(?i)\b(" + "|".join(MONTHS) + r")\s+(\d{1,2}),?\s+(20\d\d)\b"
    r"|\b(\d{1,2})\s+(" + "|".join(MONTHS) + r")\s+(20\d\d)\b"
)
MAX_DATES = 500


def _dates(text: str, now: datetime.datetime) -> list[datetime.datetime]:
    """Calendar dates written in ``text`` (ISO or "March 5, 2026"), none after ``now``."""
    found = []
    for match in ISO_DATE.finditer(text):
        near = text[max(0, match.start() - 80) : match.end() + 80]
        if match[0] in PROTOCOL_VERSIONS and PROTOCOL_WORDS.search(near):
            continue
        found.append((int(match[1]), int(match[2]), int(match[3])))
    for match in WORD_DATE.finditer(text):
        if match[1]:
            found.append((int(match[3]), MONTHS.index(match[1].lower()) + 1, int(match[2])))
        else:
            found.append((int(match[6]), MONTHS.index(match[5].lower()) + 1, int(match[4])))
    out = []
    for year, month, day in found[:MAX_DATES]:
        try:
            moment = datetime.datetime(year, month, day, tzinfo=datetime.UTC)
        except ValueError:
            continue
        if moment <= now + datetime.timedelta(days=1):
            out.append(moment)
    return out


def _changelog_docs(docs: list[_Doc]) -> list[_Doc]:
    return [
        doc
        for doc in docs
        if CHANGELOG_ORIGIN.search(doc.origin.rsplit("/", 1)[-1])
        or _has_heading(doc, CHANGELOG_HEADING)
    ]


def grade_reliability_from_docs(
    docs: DocsObservation | None,
    *,
    now: datetime.datetime | None = None,
    changelogs: tuple[tuple[str, str], ...] = (),
) -> DimensionGrade:
    """Dimension 7 for a listing without a repository, or a folder without history (a
    plain folder, a package's files), from its documents and the folder's ``changelogs``
    ((path, text) pairs).

    The newest date in a changelog or release-notes document (or section) stands for
    the last commit: Pass, a changelog dated within 90 days; Partial, a changelog
    dated within 180 days or undated, or only a status page or a dated document; Fail,
    a changelog whose newest date is more than 6 months old (``stale-repository``), or
    no signal at all (``no-maintenance-signal``). Dates after ``now`` are ignored. A
    folder's changelog is read like a listed one, so supplying the folder never grades
    better than its changelog would alone.
    """
    now = now or datetime.datetime.now(datetime.UTC)
    if now.tzinfo is None:
        now = now.replace(tzinfo=datetime.UTC)
    documents = _documents(docs) if docs is not None else []
    read = {doc.origin for doc in documents}
    files = [_Doc(path, text, outline(text)) for path, text in changelogs if path not in read]
    changelogs = _changelog_docs(documents) + files  # a folder's changelog files by name
    documents += files
    changelog_dates = [d for doc in changelogs for d in _dates(doc.text, now)]
    any_dates = [d for doc in documents for d in _dates(doc.text, now)]
    status = _first(documents, lambda doc: bool(STATUS_PAGE.search(doc.text)))
    newest = max(changelog_dates or any_dates, default=None)
    evidence: dict[str, Any] = {
        "source": "documentation",
        "documents": len(documents),
        "changelog_in": [doc.origin for doc in changelogs][:MAX_LISTED],
        "status_page_in": status,
        "newest_date": newest.date().isoformat() if newest else None,
    }
    if newest is not None:
        evidence["days_since_newest_date"] = (now - newest).days
    if changelogs and changelog_dates:
        age = now - max(changelog_dates)
        if age <= datetime.timedelta(days=90):
            return DimensionGrade(7, "pass", [], evidence)
        if age <= datetime.timedelta(days=180):
            return DimensionGrade(7, "partial", [reason("infrequent-commits")], evidence)
        return DimensionGrade(7, "fail", [reason("stale-repository")], evidence)
    if changelogs:
        return DimensionGrade(7, "partial", [reason("changelog-undated")], evidence)
    if status or any_dates:
        recent = newest is not None and now - newest <= datetime.timedelta(days=180)
        if status or recent:
            return DimensionGrade(7, "partial", [reason("no-changelog")], evidence)
    return DimensionGrade(7, "fail", [reason("no-maintenance-signal")], evidence)
