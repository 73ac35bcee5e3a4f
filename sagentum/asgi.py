"""ASGI entry point: the site, and Sagentum's own MCP endpoint at ``/mcp`` on the same port.

``/mcp`` (and ``/mcp/``) go to the MCP application (``web.mcp``)
once the request's Host, and its Origin when a browser sends one, pass the site's
own ``ALLOWED_HOSTS`` (a foreign Host is answered 421, a foreign Origin 403, as the
MCP specification asks against DNS rebinding), and within the API's anonymous rate
per client address (``API_RATE_ANONYMOUS``; past it a 429 with ``Retry-After`` and a
JSON-RPC error). Everything else is Django. The ASGI lifespan starts and stops the
MCP application's task group. Loading it logs the safety settings the web process runs
with (``certification.startup``).
"""

from __future__ import annotations

import os
from typing import Any

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sagentum.settings")
django_application = get_asgi_application()

from asgiref.sync import sync_to_async  # noqa: E402
from django.conf import settings  # noqa: E402 - after Django is set up
from django.http import HttpRequest  # noqa: E402
from django.http.request import split_domain_port, validate_host  # noqa: E402

from certification import startup  # noqa: E402

MCP_PATHS = ("/mcp", "/mcp/")
Scope = dict[str, Any]


def host_allowed(netloc: str) -> bool:
    """Whether a Host header (or an Origin's host and port) names this site."""
    domain, _port = split_domain_port(netloc.lower())
    hosts = settings.ALLOWED_HOSTS
    if settings.DEBUG and not hosts:  # Django's own rule for an empty list
        hosts = [".localhost", "127.0.0.1", "[::1]"]
    return bool(domain) and validate_host(domain, hosts)


def refusal(scope: Scope) -> tuple[int, str] | None:
    headers = {name.decode("latin-1"): value for name, value in scope.get("headers", [])}
    if not host_allowed(headers.get("host", b"").decode("latin-1")):
        return 421, "Invalid Host header: this host is not served here."
    origin = headers.get("origin", b"").decode("latin-1")
    if origin:
        _scheme, _, netloc = origin.partition("://")
        if not netloc or not host_allowed(netloc):
            return 403, "Invalid Origin header: requests from other sites are refused."
    return None


MAX_BODY = 1024 * 1024  # bytes of one /mcp request: a JSON-RPC call is far smaller


def too_large(scope: Scope) -> tuple[int, str] | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length" and value.isdigit() and int(value) > MAX_BODY:
            return 413, f"Request body too large: at most {MAX_BODY} bytes."
    return None


def bounded(receive: Any) -> Any:
    """``receive`` that ends the request (as a disconnect) past ``MAX_BODY`` bytes, for
    bodies sent without a length."""
    received = 0

    async def wrapper() -> dict:
        nonlocal received
        message = await receive()
        if message.get("type") == "http.request":
            received += len(message.get("body", b""))
            if received > MAX_BODY:
                return {"type": "http.disconnect"}
        return message

    return wrapper


class SiteWithMcp:
    """Route ``/mcp`` to the MCP application and the rest to Django."""

    def __init__(self, site: Any, mcp: Any) -> None:
        self.site, self.mcp = site, mcp

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            await self.mcp(scope, receive, send)
        elif scope["type"] == "http" and scope["path"] in MCP_PATHS:
            refused = refusal(scope) or too_large(scope)
            wait = None if refused else await sync_to_async(seconds_to_wait)(scope)
            if refused is not None:
                await _plain(send, *refused)
            elif wait is not None:
                await _rate_limited(send, wait)
            else:
                await self.mcp({**scope, "path": "/mcp"}, bounded(receive), send)
        else:
            await self.site(scope, receive, send)


PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def seconds_to_wait(scope: Scope) -> int | None:
    """Count this request against its address's budget; how long to wait when over it."""
    from django_ratelimit.core import get_usage

    rate = settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]["anon"]
    if not rate:
        return None
    count, period = rate.split("/")
    request = HttpRequest()
    request.META["REMOTE_ADDR"] = (scope.get("client") or ("unknown", 0))[0]
    usage = get_usage(
        request, group="mcp", key="ip", rate=(int(count), PERIODS[period[0]]), increment=True
    )
    return max(1, int(usage["time_left"])) if usage and usage["should_limit"] else None


async def _rate_limited(send: Any, wait: int) -> None:
    body = (
        b'{"jsonrpc": "2.0", "id": null, "error": {"code": -32000, '
        b'"message": "Too many requests from this address: retry after %d seconds."}}' % wait
    )
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", b"%d" % len(body)),
        (b"retry-after", b"%d" % wait),
    ]
    await send({"type": "http.response.start", "status": 429, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def _plain(send: Any, status: int, text: str) -> None:
    body = text.encode()
    headers = [
        (b"content-type", b"text/plain; charset=utf-8"),
        (b"content-length", b"%d" % len(body)),
    ]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def build_application() -> SiteWithMcp:
    from web.mcp.server import asgi_app

    return SiteWithMcp(django_application, asgi_app())


application = build_application()
startup.report("web")
