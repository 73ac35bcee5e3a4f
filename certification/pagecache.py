"""Public pages served from the cache to anonymous readers.

A page is kept under its URL with the public record's *generation* it was made under.
The generation is a random token in the cache that every change of what the public
reads replaces: the services that write call ``changed()`` through
``certification.invalidation``, and the transition helper (``certification.transitions``)
does on every change of state. A page kept under an older generation is not served.
Each also expires after ``PAGE_CACHE_SECONDS``, which bounds how stale a page can be
when a change reaches the cache late (a cache outage, a write made outside the
services). The generation and the page are read in one round trip.

Only what every reader sees alike is kept: GET and HEAD from a reader without a
session, messages or credentials, answered 200 without setting a cookie or using a
CSRF token. ``PAGE_CACHE_SECONDS`` 0 (the default with ``DEBUG``) turns it off.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import uuid
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_vary_headers

log = logging.getLogger(__name__)

GENERATION_KEY = "pages:generation"


def seconds() -> int:
    return int(getattr(settings, "PAGE_CACHE_SECONDS", 0))


def changed() -> None:
    """The public record changed: forget every kept page now and again once the current
    transaction commits, since a read in between may keep the state before the change."""

    def renew() -> None:
        try:
            cache.set(GENERATION_KEY, uuid.uuid4().hex, timeout=None)
        except Exception:  # never undo a change over a cache outage: pages expire
            log.warning("page cache unavailable; kept pages expire on their own", exc_info=True)

    if seconds() <= 0:
        return
    renew()
    transaction.on_commit(renew)


@dataclass
class Lookup:
    """Where a request's page is kept, the generation it was read under, and the page
    when it was kept under that generation."""

    key: str
    generation: str
    hit: HttpResponse | None


def lookup(request: HttpRequest, variant: str = "") -> Lookup | None:
    """This request's page as kept (one round trip to the cache), or None when the page
    is not the same for every reader, the cache is off or cannot be reached."""
    if seconds() <= 0 or request.method not in ("GET", "HEAD"):
        return None
    cookies = request.COOKIES
    if settings.SESSION_COOKIE_NAME in cookies or "messages" in cookies:
        return None
    if "HTTP_AUTHORIZATION" in request.META:
        return None
    # The whole URL: pages hold links made from the host and scheme they were asked on.
    where = f"{request.build_absolute_uri()}\0{variant}".encode()
    key = f"page:{hashlib.sha256(where).hexdigest()}"
    try:
        found = cache.get_many([GENERATION_KEY, key])
        generation = found.get(GENERATION_KEY)
        if generation is None:
            generation = uuid.uuid4().hex
            if not cache.add(GENERATION_KEY, generation, timeout=None):
                generation = cache.get(GENERATION_KEY, generation)
    except Exception:
        return None
    kept = found.get(key)
    if kept is None or kept[0] != generation:
        return Lookup(key, generation, None)
    _, content, content_type = kept
    response = HttpResponse(content, content_type=content_type)
    patch_vary_headers(response, ("Cookie",))
    return Lookup(key, generation, response)


def keep(found: Lookup, request: HttpRequest, response: HttpResponse) -> None:
    """Keep a rendered 200 answer that sets no cookie and used no CSRF token, under the
    generation read before it was made: a change made meanwhile leaves it unused."""
    if response.status_code != 200 or response.cookies or response.streaming:
        return
    if request.META.get("CSRF_COOKIE_NEEDS_UPDATE") or request.META.get("CSRF_COOKIE_USED"):
        return
    value = (found.generation, response.content, response["Content-Type"])
    try:
        cache.set(found.key, value, timeout=seconds())
    except Exception:
        log.warning("page cache unavailable; the page is served uncached", exc_info=True)


def public_page(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """A page view whose answer to anonymous readers is kept (see the module)."""

    @functools.wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        found = lookup(request)
        if found is not None and found.hit is not None:
            return found.hit
        response = view(request, *args, **kwargs)
        if found is not None:
            if hasattr(response, "render") and not response.is_rendered:
                response.render()
            keep(found, request, response)
        patch_vary_headers(response, ("Cookie",))
        return response

    return wrapper


def _kept_get(get: Callable) -> Callable:
    @functools.wraps(get)
    def wrapper(self, request, *args, **kwargs):
        if not self.page_looked_up:  # once, if a subclass's get calls this one
            self.page_looked_up = True
            json = getattr(request, "accepted_media_type", "") == "application/json"
            self.page = lookup(request, "json") if json else None
            if self.page is not None and self.page.hit is not None:
                return self.page.hit
        return get(self, request, *args, **kwargs)

    return wrapper


class PublicRead:
    """For API views: a JSON answer to an anonymous reader is kept (see the module).

    Authentication, permissions, throttling and content negotiation still run on every
    request; a kept answer skips the query and the serialisation."""

    page_looked_up = False
    page: Lookup | None = None

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if "get" in cls.__dict__:
            cls.get = _kept_get(cls.__dict__["get"])

    @_kept_get
    def get(self, request, *args, **kwargs):
        return super().get(request, *args, **kwargs)

    def finalize_response(self, request, response, *args, **kwargs):
        response = super().finalize_response(request, response, *args, **kwargs)
        fresh = hasattr(response, "render") and not response.is_rendered  # not a kept one
        if self.page is not None and fresh and response.status_code == 200:
            response.render()
            keep(self.page, request, response)
        return response
