"""The catalog watch's read: a certified server's ``tools/list``, in the fewest requests.

No tool is called. On the stateless 2026-07-28 era the list is one request per page
(no handshake); on the handshake era it is ``initialize``, ``notifications/initialized``
and ``tools/list``, with the optional event stream never opened and no closing
``DELETE``: three requests. Every request takes from the budget first (its calls and the
opt-out, checked before each one) and the same address rules as the live test, and is
recorded. A legacy HTTP+SSE server needs four requests (the event stream carries the
answers), so it is not watched.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

import anyio

from assessments.harness.budget import Budget, BudgetRefused, first_refusal
from assessments.harness.transport import CallLog, GuardedTransport
from assessments.integrity import KeptCatalog, keep

log = logging.getLogger(__name__)

MODERN = "2026-07-28"


@dataclass
class CatalogRead:
    outcome: str  # "read", "unreachable", "incomplete", "opted-out" or "skipped"
    catalog: KeptCatalog | None = None
    calls: list[dict[str, Any]] = field(default_factory=list)
    detail: str = ""


def read_catalog(
    url: str,
    *,
    transport: str,
    protocol_version: str | None,
    budget: Budget,
    user_agent: str,
    timeout: float,
    allow_private: bool,
) -> CatalogRead:
    """Read the server's catalog within ``budget``; never raises for the server's
    faults (they are ``unreachable``, with the reason in ``detail``)."""
    if transport == "sse":
        return CatalogRead("skipped", detail="a legacy HTTP+SSE server needs 4 requests")
    calls = CallLog()
    calls.current_test = "catalog_watch"
    mode = MODERN if protocol_version == MODERN else "legacy"
    failure: CatalogRead | None = None
    tools, complete = [], False
    try:
        tools, complete = anyio.run(
            _list, url, mode, calls, budget, user_agent, timeout, allow_private
        )
    except* BudgetRefused as group:
        label = first_refusal(group).label
        outcome = "opted-out" if label == "opted-out" else "incomplete"
        failure = CatalogRead(outcome, calls=_records(calls), detail=label)
    except* Exception as group:
        failure = CatalogRead("unreachable", calls=_records(calls), detail=_words(_first(group)))
        log.info("catalog watch of %s: %s", url, failure.detail)
    if failure is not None:
        return failure
    if not complete:
        return CatalogRead("incomplete", calls=_records(calls), detail="more pages than requests")
    from assessments.harness.live import _catalog

    return CatalogRead("read", keep(_catalog(tools)), _records(calls))


async def _list(url, mode, calls, budget, user_agent, timeout, allow_private):
    import httpx2
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    guarded = GuardedTransport(
        take=budget.take, log=calls, allow_private=allow_private, resolve_timeout=timeout
    )
    guarded.skip_get_stream = True  # the optional event stream: never opened
    http = httpx2.AsyncClient(
        transport=guarded,
        headers={"User-Agent": user_agent},
        timeout=httpx2.Timeout(timeout + 5),
        follow_redirects=False,
    )
    target = streamable_http_client(url, http_client=http, terminate_on_close=False)
    tools, cursor, pages = [], None, 0
    async with http, Client(target, mode=mode, read_timeout_seconds=timeout, cache=None) as client:
        while True:
            with anyio.fail_after(timeout):
                page = await client.list_tools(cursor=cursor)
            tools.extend(page.tools)
            pages += 1
            cursor = page.next_cursor
            if not cursor or budget.left <= 0:
                break
    return tools, not cursor


def _records(calls: CallLog) -> list[dict[str, Any]]:
    return [
        {
            "n": call.n,
            "method": call.method,
            "http_status": call.http_status,
            "latency_ms": call.latency_ms,
            "outcome": call.outcome,
        }
        for call in calls.calls
    ]


def _first(error: BaseException) -> BaseException:
    while isinstance(error, BaseExceptionGroup):
        error = error.exceptions[0]
    return error


def _words(error: BaseException) -> str:
    text = str(error) or type(error).__name__
    return text[:300]
