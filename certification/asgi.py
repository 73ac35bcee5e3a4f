"""ASGI entry point: the site, and Sagentum's own MCP endpoint at ``/mcp`` on the same port.

``/mcp`` (and ``/mcp/``) go to the MCP application (``certification.mcp_endpoint``)
once the request's Host, and its Origin when a browser sends one, pass the site's
own ``ALLOWED_HOSTS`` (a foreign Host is answered 421, a foreign Origin 403, as the
MCP specification asks against DNS rebinding). Everything else is Django. The
ASGI lifespan starts and stops the MCP application's task group.
"""

from __future__ import annotations

import os
from typing import Any

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "certification.settings")
django_application = get_asgi_application()

from django.conf import settings  # noqa: E402 - after Django is set up
from django.http.request import split_domain_port, validate_host  # noqa: E402

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


class SiteWithMcp:
    """Route ``/mcp`` to the MCP application and the rest to Django."""

    def __init__(self, site: Any, mcp: Any) -> None:
        self.site, self.mcp = site, mcp

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            await self.mcp(scope, receive, send)
        elif scope["type"] == "http" and scope["path"] in MCP_PATHS:
            refused = refusal(scope)
            if refused is not None:
                await _plain(send, *refused)
            else:
                await self.mcp({**scope, "path": "/mcp"}, receive, send)
        else:
            await self.site(scope, receive, send)


async def _plain(send: Any, status: int, text: str) -> None:
    body = text.encode()
    headers = [
        (b"content-type", b"text/plain; charset=utf-8"),
        (b"content-length", b"%d" % len(body)),
    ]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


def build_application() -> SiteWithMcp:
    from certification.mcp_endpoint import asgi_app

    return SiteWithMcp(django_application, asgi_app())


application = build_application()
