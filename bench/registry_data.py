"""Registry-shaped test data: the MCP Registry's list responses, made up but well formed.

``registry_items(count)`` gives ``count`` servers as the registry API lists them
(``{"server": server.json, "_meta": {"io.modelcontextprotocol.registry/official":
…}}``): about 57 % with a remote endpoint (Streamable HTTP, some SSE, a few templated
per-tenant URLs), the rest npm or PyPI packages, most with a GitHub repository (some in
a monorepo folder), and a share of older versions listed beside the latest. Endpoints
sit on ``hosts`` (by default made-up public names; loopback ones for the soak).

``python -m bench.registry_data COUNT [PAGE_SIZE] > registry.jsonl`` writes them as
pages of the list response, one per line, as ``manage.py import_registry`` reads them.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from typing import Any

OFFICIAL = "io.modelcontextprotocol.registry/official"
WORDS = (
    "weather", "calendar", "github", "notes", "search", "files", "postgres", "slack",
    "jira", "maps", "finance", "translate", "email", "docs", "images", "music", "crm",
    "shop", "travel", "health", "news", "code", "logs", "metrics", "storage",
)  # fmt: skip


def registry_items(
    count: int, *, seed: int = 7, hosts: tuple[str, ...] | None = None
) -> list[dict[str, Any]]:
    """``count`` distinct servers (plus some older versions of them), latest marked."""
    rng = random.Random(seed)
    items = []
    for n in range(count):
        items.append(_item(n, rng, hosts))
        if rng.random() < 0.1:  # an older version listed too
            older = json.loads(json.dumps(items[-1]))
            older["server"]["version"] = "0.9.0"
            older["_meta"][OFFICIAL].update(isLatest=False, publishedAt="2025-09-01T00:00:00Z")
            items.insert(len(items) - 1, older)
    return items


def _item(n: int, rng: random.Random, hosts: tuple[str, ...] | None) -> dict[str, Any]:
    word = WORDS[n % len(WORDS)]
    owner = f"dev{n // 7:05d}"
    server: dict[str, Any] = {
        "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
        "name": f"io.github.{owner}/{word}-mcp-{n}",
        "title": f"{word.title()} MCP {n}",
        "description": f"{word.title()} tools for agents: read, search and summarise ({n}).",
        "version": f"1.{n % 10}.{n % 7}",
    }
    if rng.random() < 0.85:
        server["repository"] = {"url": f"https://github.com/{owner}/{word}-mcp", "source": "github"}
        if rng.random() < 0.1:
            server["repository"]["subfolder"] = f"servers/{word}"
    if rng.random() < 0.57:
        host = hosts[n % len(hosts)] if hosts else f"mcp{n % 4000}.{word}-tools.example.net"
        kind = "sse" if rng.random() < 0.08 else "streamable-http"
        url = f"https://{host}/{word}/{n}/{'sse' if kind == 'sse' else 'mcp'}"
        if hosts and host.startswith("127.0.0.1"):
            url = f"http://{host}/mcp"
        if rng.random() < 0.02:
            url = f"https://{{tenant}}.{word}-tools.example.net/mcp"
        server["remotes"] = [{"type": kind, "url": url}]
    else:
        registry = "npm" if rng.random() < 0.6 else "pypi"
        identifier = f"@{owner}/{word}-mcp" if registry == "npm" else f"{word}-mcp-{n}"
        server["packages"] = [
            {"registryType": registry, "identifier": identifier, "version": server["version"],
             "transport": {"type": "stdio"}}
        ]  # fmt: skip
    if rng.random() < 0.3:
        server["websiteUrl"] = f"https://{word}-tools.example.net/docs/{n}"
    meta = {
        "status": "deleted" if rng.random() < 0.01 else "active",
        "publishedAt": f"2026-{1 + n % 11:02d}-{1 + n % 27:02d}T10:00:00Z",
        "updatedAt": "2026-11-30T10:00:00Z",
        "isLatest": True,
    }
    return {"server": server, "_meta": {OFFICIAL: meta}}


def pages(items: list[dict[str, Any]], page_size: int = 100) -> Iterator[dict[str, Any]]:
    """The items as the list endpoint pages them, with cursors."""
    for start in range(0, len(items), page_size):
        chunk = items[start : start + page_size]
        more = start + page_size < len(items)
        metadata = {
            "count": len(chunk),
            **({"nextCursor": f"c{start + page_size}"} if more else {}),
        }
        yield {"servers": chunk, "metadata": metadata}


def main(argv: list[str]) -> int:
    if not argv or not argv[0].isdigit():
        sys.stderr.write("usage: python -m bench.registry_data COUNT [PAGE_SIZE] > file.jsonl\n")
        return 2
    size = int(argv[1]) if len(argv) > 1 and argv[1].isdigit() else 100
    for page in pages(registry_items(int(argv[0])), size):
        sys.stdout.write(json.dumps(page) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
