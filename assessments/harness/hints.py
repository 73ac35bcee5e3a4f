"""What a parameter's name and description say about a working value, and the values an
earlier call returned.

Pure functions, no I/O. ``synth`` ranks these candidates after the schema's own
data (const, enum, default, examples) and validates every one against the
parameter's schema before it is sent; nothing here needs to be right, only to be
tried in a sensible order.

- ``described_values``: values quoted or listed in the description ("e.g. 'UTC'",
  "one of 'local', 'remote', 'all'", "defaults to 10", "(e.g., America/New_York)"),
  in the order they appear, the ones introduced by "default" first.
- ``convention_values``: values by name convention (time zone → ``UTC``, language →
  ``en``, query → a short word, limit/count → 1, date → a date, path → ``.``).
- ``kind_of``: what a parameter names (``path``, ``id``, ``name``, ``url``, ``host``,
  ``ip``, ``email``, or ``None``), from its name (plurals too: ``urls``, ``files``) and
  ``format`` (an array's items' too).
- ``outside_target``: whether a parameter, whatever its type, names or holds an outside
  target (a URL, host, IP address or e-mail address): by its name or format, its
  description, or any property or item nested in it.
- ``harvest``: identifiers, paths and names in a tool result (structured content, or
  text that reads as JSON or as a list of lines), for the parameters of later calls;
  the keys of an object that maps names to records (``{"notes.txt": {...}}``) and the
  items of an array of names are values like any other.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

MAX_DESCRIPTION = 2000  # characters of a description that are read
MAX_VALUES = 6  # candidates taken from one description
MAX_HARVEST = 20  # values kept per kind from earlier results
MAX_HARVEST_TEXT = 64 * 1024
MAX_VALUE_LENGTH = 300
MAX_WALK = 2000  # JSON nodes visited in one result

QUOTED = re.compile(r"""'([^'\n]{1,80})'|"([^"\n]{1,80})"|`([^`\n]{1,80})`""")
INTRO = re.compile(
    r"(?i)\b(?:e\.g\.?|eg\.|for example|for instance|such as|example[s]?:?|like|i\.e\.?"
    r"|one of|either|options?(?: are)?:?|valid values?(?: are)?:?|allowed values?(?: are)?:?"
    r"|possible values?(?: are)?:?|supported values?(?: are)?:?|accepts?)\s*[:,]?\s*"
)
DEFAULT_INTRO = re.compile(r"(?i)\bdefaults?(?: value)?(?: is| to|s to)?\s*[:=]?\s*")
# An unquoted value after an introduction: up to the next separator.
BARE = re.compile(r"""[\w./:@+\-]{1,80}""")
LIST_SPLIT = re.compile(r"\s*(?:,|\bor\b|\band\b|\||/(?=\s))\s*")
TIME_OF_DAY = re.compile(r"(?i)\bHH:MM(?::SS)?\b")
DATE_SHAPE = re.compile(r"(?i)\bYYYY-MM-DD\b")
FILLER = {"the", "a", "an", "is", "are", "of", "to", "for", "if", "not", "use", "this"}

NAME_TOKENS = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")

KINDS_BY_FORMAT = {
    "uri": "url",
    "url": "url",
    "iri": "url",
    "uri-reference": "url",
    "iri-reference": "url",
    "hostname": "host",
    "idn-hostname": "host",
    "ipv4": "ip",
    "ipv6": "ip",
    "email": "email",
    "idn-email": "email",
}
KINDS_BY_TOKEN = {
    "url": "url",
    "uri": "url",
    "link": "url",
    "href": "url",
    "website": "url",
    "endpoint": "url",
    "webhook": "url",
    "host": "host",
    "hostname": "host",
    "domain": "host",
    "ip": "ip",
    "address": "ip",
    "addr": "ip",
    "email": "email",
    "mail": "email",
    "recipient": "email",
    "path": "path",
    "file": "path",
    "filename": "path",
    "filepath": "path",
    "dir": "path",
    "directory": "path",
    "folder": "path",
    "root": "path",
    "id": "id",
    "ids": "id",
    "uuid": "id",
    "identifier": "id",
    "name": "name",
    "slug": "name",
    "title": "name",
    "repo": "name",
    "repository": "name",
    "project": "name",
    "table": "name",
    "database": "name",
    "collection": "name",
    "topic": "name",
}
# Parameter kinds that name something outside the server: never made up for an
# open-world tool (docs/assessments.md, "How the harness finds working calls").
OUTSIDE_TARGETS = frozenset({"url", "host", "ip", "email"})

CONVENTIONS: tuple[tuple[frozenset[str], tuple[Any, ...]], ...] = (
    (frozenset({"timezone", "tz", "zone"}), ("UTC",)),
    (frozenset({"language", "lang", "locale"}), ("en", "en-US")),
    (frozenset({"query", "q", "search", "keyword", "keywords", "term", "terms"}), ("test",)),
    (frozenset({"country"}), ("US",)),
    (frozenset({"currency"}), ("USD",)),
    (frozenset({"date", "day"}), ("2024-01-01",)),
    (frozenset({"datetime", "timestamp", "since", "until"}), ("2024-01-01T00:00:00Z",)),
    (frozenset({"url", "uri", "link", "href", "website", "endpoint"}), ("https://example.com",)),
    (frozenset({"email"}), ("user@example.com",)),
    (frozenset({"host", "hostname", "domain"}), ("example.com",)),
    (frozenset({"path", "dir", "directory", "folder", "root"}), (".",)),
)
COUNT_TOKENS = frozenset(
    {"limit", "count", "max", "size", "top", "k", "n", "num", "number", "results", "per", "page"}
)


def name_tokens(name: str) -> list[str]:
    """``maxResults`` → ["max", "results"]; ``repo_path`` → ["repo", "path"]."""
    return [token.lower() for token in NAME_TOKENS.findall(str(name)[:100])]


def _token_kind(token: str) -> str | None:
    """A name token's kind, plurals included (``urls``, ``files``, ``addresses``)."""
    if token in KINDS_BY_TOKEN:
        return KINDS_BY_TOKEN[token]
    for suffix in ("es", "s"):
        if token.endswith(suffix) and token[: -len(suffix)] in KINDS_BY_TOKEN:
            return KINDS_BY_TOKEN[token[: -len(suffix)]]
    return None


def kind_of(name: str, schema: dict[str, Any] | None = None) -> str | None:
    """What a parameter names, from its ``format`` (or its array items' format) first,
    then the last token of its name that has a kind (``source_url`` → url, ``repo_path``
    → path, ``user_id`` → id, ``urls`` → url)."""
    schema = schema if isinstance(schema, dict) else {}
    items = schema.get("items") if isinstance(schema.get("items"), dict) else {}
    for form in (schema.get("format"), items.get("format")):
        if isinstance(form, str) and form in KINDS_BY_FORMAT:
            return KINDS_BY_FORMAT[form]
    for token in reversed(name_tokens(name)):
        kind = _token_kind(token)
        if kind is not None:
            return kind
    return None


def names_outside_target(name: str, schema: dict[str, Any] | None = None) -> bool:
    return kind_of(name, schema) in OUTSIDE_TARGETS


OUTSIDE_WORDS = re.compile(
    r"(?i)\b(?:urls?|uris?|links?|web ?sites?|web ?pages?|host ?names?|hosts?|domains?"
    r"|ip(?:v[46])?(?: address(?:es)?)?|e-?mail(?: address(?:es)?)?|addresses|address"
    r"|endpoints?|webhooks?)\b"
)
MAX_TARGET_WALK = 200  # schema nodes read when looking for a nested outside target


def outside_target(name: str, schema: Any) -> bool:
    """Whether a parameter names or holds an outside target, whatever its type: its own
    name or format, its description, or any property, item or branch nested in it (an
    object with a ``url`` field, an array of hosts). For an open-world tool, such a
    parameter takes only the owner's value."""
    stack, seen = [(name, schema)], 0
    while stack and seen < MAX_TARGET_WALK:
        key, node = stack.pop()
        seen += 1
        node = node if isinstance(node, dict) else {}
        if names_outside_target(key, node):
            return True
        description = node.get("description")
        if isinstance(description, str) and OUTSIDE_WORDS.search(description[:MAX_DESCRIPTION]):
            return True
        properties = node.get("properties")
        if isinstance(properties, dict):
            stack.extend((str(k), v) for k, v in properties.items())
        for nested in ("items", "additionalProperties", "contains"):
            if isinstance(node.get(nested), dict):
                stack.append((key, node[nested]))
        for branches in ("anyOf", "oneOf", "allOf", "prefixItems"):
            if isinstance(node.get(branches), list):
                stack.extend((key, branch) for branch in node[branches])
    return False


def _scalar(text: str) -> Any:
    """A quoted or listed value as JSON would read it: numbers and booleans typed."""
    text = text.strip().strip(".,;:)(")
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    try:
        number = float(text)
    except ValueError:
        return text
    return int(number) if number.is_integer() and "." not in text else number


def _after(intro: re.Pattern[str], text: str) -> list[Any]:
    """Values following each match of ``intro``: quoted ones, else a bare list."""
    found: list[Any] = []
    for match in intro.finditer(text):
        tail = text[match.end() : match.end() + 160]
        clause = re.split(r"[.;)\n](?:\s|$)|\)", tail, maxsplit=1)[0]
        quoted = [next(g for g in m.groups() if g is not None) for m in QUOTED.finditer(clause)]
        if quoted:
            found.extend(quoted)
            continue
        for part in LIST_SPLIT.split(clause)[:MAX_VALUES]:
            bare = BARE.match(part.strip())
            if bare and bare.group(0).lower() not in FILLER:
                found.append(bare.group(0))
            if not bare or bare.end() < len(part.strip()):
                break  # prose, not a list of values
    return found


def described_values(description: Any) -> list[Any]:
    """Values the description quotes or lists (rules in the module docstring)."""
    if not isinstance(description, str) or not description.strip():
        return []
    text = description[:MAX_DESCRIPTION]
    values: list[Any] = _after(DEFAULT_INTRO, text) + _after(INTRO, text)
    values += [next(g for g in m.groups() if g is not None) for m in QUOTED.finditer(text)]
    if TIME_OF_DAY.search(text):
        values.append("12:00")
    if DATE_SHAPE.search(text):
        values.append("2024-01-01")
    out: list[Any] = []
    for value in values:
        typed = _scalar(value) if isinstance(value, str) else value
        if typed not in out and typed != "":
            out.append(typed)
    return out[:MAX_VALUES]


def convention_values(name: str, schema: dict[str, Any] | None = None) -> list[Any]:
    """Values by name convention; a count-like integer gets its lower bound or 1."""
    tokens = set(name_tokens(name))
    joined = "".join(name_tokens(name))
    out: list[Any] = []
    for names, values in CONVENTIONS:
        if tokens & names or joined in names:
            out.extend(values)
    types = (schema or {}).get("type")
    numeric = types in ("integer", "number") or (
        isinstance(types, list) and {"integer", "number"} & set(types)
    )
    if numeric and tokens & COUNT_TOKENS:
        low = (schema or {}).get("minimum")
        out.append(int(low) if isinstance(low, int | float) and low >= 1 else 1)
    return out


# Values an earlier call returned.


@dataclass
class Harvest:
    """Identifiers, paths and names seen in earlier results, by kind, first seen first."""

    values: dict[str, list[str]] = field(default_factory=dict)
    calls: dict[str, int] = field(default_factory=dict)  # value → the call that returned it
    origin: dict[str, str] = field(default_factory=dict)  # value → a source other than a call
    # Values never to reuse: what the owner supplied (arguments, credentials), which a
    # server may echo back and which must never reach a report as a made-up value.
    denied: set[str] = field(default_factory=set)

    def deny(self, values: Any) -> None:
        """Add every string or number inside ``values`` (nested dicts and lists too)."""
        stack = [values]
        while stack and len(self.denied) < 10_000:
            item = stack.pop()
            if isinstance(item, dict):
                stack.extend(item.values())
            elif isinstance(item, list | tuple):
                stack.extend(item)
            elif isinstance(item, str | int) and not isinstance(item, bool):
                self.denied.add(str(item).strip())
                self.denied.update(w for w in str(item).split() if len(w) >= 8)  # "Bearer …"

    @classmethod
    def from_roots(cls, roots: list[str]) -> Harvest:
        """The folders a stdio server was given on its command line (``--repository
        /srv/repo``, ``/data`` for a filesystem server): roots the server itself serves."""
        harvest = cls()
        for root in roots[:20]:
            harvest.add("path", root, None)
            harvest.origin.setdefault(root, "command-line")
        return harvest

    def add(self, kind: str, value: Any, call: int | None) -> None:
        if not isinstance(value, str | int) or isinstance(value, bool):
            return
        text = str(value).strip()
        if not text or len(text) > MAX_VALUE_LENGTH or "\n" in text or _secret_like(text):
            return
        if text in self.denied or any(part and part in text for part in self._long_denied()):
            return
        bucket = self.values.setdefault(kind, [])
        if text not in bucket and len(bucket) < MAX_HARVEST:
            bucket.append(text)
            if call is not None:
                self.calls.setdefault(text, call)

    def _long_denied(self) -> list[str]:
        return [value for value in self.denied if len(value) >= 8]

    def for_kind(self, kind: str | None) -> list[str]:
        """Values for a parameter of ``kind``: its own kind first, then names and ids (a
        file name a listing returned is a candidate for a path or file parameter)."""
        order = {"path": ("path", "name"), "id": ("id", "name"), "name": ("name", "id")}.get(
            kind or ""
        )
        if order is None:
            return []
        return [value for k in order for value in self.values.get(k, [])]


SECRET_NAME = re.compile(
    r"(?i)(?:secret|token|passw|pwd|api[_-]?key|private|credential|auth|cookie|session|bearer)"
)


def _secret_like(text: str) -> bool:
    """A value that may be a credential: never reused as an argument, so never reported.
    URLs and anything with a query string are left out too (``/dl?token=…``)."""
    from assessments.collect.secrets import looks_like_secret

    return looks_like_secret(text) or "://" in text or "?" in text or "=" in text


def _looks_like_path(text: str) -> bool:
    return bool(re.match(r"^(?:/|~/|[A-Za-z]:[\\/]|\./)", text)) and " " not in text.strip()


NAME_LIKE = re.compile(r"[\w.\-:/@]{1,100}")


def _name_like(item: Any) -> bool:
    return isinstance(item, str) and bool(NAME_LIKE.fullmatch(item))


def _harvest_keys(item: dict[Any, Any], key: str | None, harvest: Harvest, call) -> None:
    """The keys of an object that maps names to records (``{"notes.txt": {"size": 3}}``):
    every value an object with the same fields (``{"files": {…}, "tags": […]}`` is a
    record itself, its keys are field names). The root object of a result needs two
    keys (one key there is a wrapper such as ``result``)."""
    if not item or not all(isinstance(v, dict) for v in item.values()):
        return
    if len({frozenset(map(str, v)) for v in list(item.values())[:MAX_HARVEST]}) > 1:
        return
    if key is None and len(item) < 2:
        return
    kind = kind_of(key) if key else None
    for name in list(item)[:MAX_HARVEST]:
        text = str(name)
        if SECRET_NAME.search(text) or not NAME_LIKE.fullmatch(text):
            continue
        harvest.add("path" if _looks_like_path(text) else kind if kind == "path" else "name",
                    text, call)  # fmt: skip


def _walk(value: Any, harvest: Harvest, call: int | None, key: str | None = None) -> None:
    stack, seen = [(key, value, False)], 0
    while stack and seen < MAX_WALK:
        key, item, listed = stack.pop(0)
        seen += 1
        if isinstance(item, dict):
            _harvest_keys(item, key, harvest, call)
            # Whatever a secret-named field holds, at any depth, is never reused.
            stack.extend((k, v, False) for k, v in item.items() if not SECRET_NAME.search(str(k)))
        elif isinstance(item, list):
            stack.extend((key, element, True) for element in item)
        elif isinstance(item, str | int) and not isinstance(item, bool):
            kind = kind_of(key or "") if key else None
            if isinstance(item, str) and _looks_like_path(item):
                harvest.add("path", item, call)
            elif kind in ("id", "name", "path"):
                harvest.add(kind, item, call)
            elif (key is None or listed) and kind is None and _name_like(item):
                # A bare string, or an item of an array of names (``"files": [...]`` is
                # a path kind above; ``"results": ["a", "b"]`` lands here).
                harvest.add("name", item, call)


LINE_PREFIX = re.compile(r"^\s*(?:[-*•]\s+|\d+[.)]\s+|\[(?:FILE|DIR|DIRECTORY)\]\s*)", re.I)


def harvest_result(
    structured: Any, text: str | None, harvest: Harvest, call: int | None = None
) -> None:
    """Add what a result offers to ``harvest`` (rules in the module docstring)."""
    if structured is not None:
        _walk(structured, harvest, call)
    if not text:
        return
    text = text[:MAX_HARVEST_TEXT]
    try:
        _walk(json.loads(text), harvest, call)
        return
    except ValueError:
        pass
    for raw in text.splitlines()[:200]:
        line = LINE_PREFIX.sub("", raw).strip()
        if not line or line.endswith(":"):
            continue
        if _looks_like_path(line):
            harvest.add("path", line, call)
        elif re.fullmatch(r"[\w.\-/@]{1,100}", line):
            harvest.add("name", line, call)
