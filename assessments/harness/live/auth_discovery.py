"""After a 401 or 403: the OAuth protected-resource metadata (RFC 9728) the refusal
named, and whether it is served."""

from __future__ import annotations

import json
from typing import Any

import anyio

from assessments.harness.budget import BudgetRefused
from assessments.harness.live.context import Context, log
from assessments.harness.live.target import same_origin


async def run(ctx: Context, *, keep: int) -> None:
    """Whether the refusal's ``WWW-Authenticate`` named protected-resource metadata and
    whether that document is served: one GET on the endpoint's own host, counted like any
    request, only while ``keep`` calls stay left for the tests."""
    if ctx.state.auth_discovery is not None or ctx.target.transport == "stdio":
        return
    refused = [c for c in ctx.state.log.calls if c.http_status in (401, 403)]
    if not refused:
        return
    url = next((c.resource_metadata for c in refused if c.resource_metadata), None)
    found: dict[str, Any] = {"challenge": any(c.www_authenticate for c in refused)}
    found["metadata_advertised"] = url is not None
    ctx.state.auth_discovery = found
    if url is None:
        return
    found["same_host"] = same_host = same_origin(url, ctx.target.url)
    if not same_host:
        return  # the harness talks only to the server under test, as it was reached
    if ctx.left <= keep:
        found["metadata_served"] = None
        return
    await ctx.begin("auth_discovery")
    found["metadata_served"] = False
    found.update(await _read(ctx, url))


async def _read(ctx: Context, url: str) -> dict[str, Any]:
    """What the metadata GET found: served or not (``None``: not asked, no budget)."""
    try:
        client, _ = ctx.http_client({"Accept": "application/json"}, owner_headers=False)
        async with client:
            with anyio.fail_after(ctx.call_timeout):
                response = await client.get(url)
                body = await response.aread()
        document = json.loads(body) if response.status_code == 200 else None
    except BudgetRefused:
        return {"metadata_served": None}
    except Exception as error:  # unreachable or not JSON: not served
        log.debug("protected-resource metadata not read: %s", error)
        return {"metadata_served": False}
    if isinstance(document, dict) and (
        "resource" in document or "authorization_servers" in document
    ):
        servers = document.get("authorization_servers")
        count = len(servers) if isinstance(servers, list) else 0
        return {"metadata_served": True, "authorization_servers": count}
    return {"metadata_served": False}
