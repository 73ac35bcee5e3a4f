"""Public pages served from the cache to anonymous readers.

A page is kept under its URL with the *generations* of the scopes it shows: ``all``,
which every page depends on, and the narrower ones it names (``lists``: the directory
and the lists; ``changelog``; ``server:<slug>``: one listing's own pages and its
assessments'; ``corpus``: the pages that place a listing among the corpus, or
describe it). A generation is a random token in the cache that a change of
what its scope shows replaces: the services that write call ``changed()`` through
``certification.invalidation``, naming the scopes the change can reach, and the
transition helper (``certification.transitions``) does on every change of state. A
page kept under an older generation of any of its scopes is not served. Each also
expires after ``PAGE_CACHE_SECONDS``, which bounds how stale a page can be when a
change reaches the cache late (a cache outage, a write made outside the services).
The generations and the page are read in one round trip.

A changed page is made anew once, whatever the number of readers. A listing's own
pages (``server:<slug>``) are made by the first reader to find them changed, so that a
change shows at once there; the readers that come meanwhile are given the version kept
before the change, for at most ``STALE_SECONDS`` after that version was made. A page
that many listings reach (the home page, the directory, the changelog, the lists),
which every write of a busy registry changes, is served in that version to the first
reader too while it is made anew in a thread of its own (stale while revalidate): it
shows a change from the next read after it is made. Without a recent version (never
kept, or too old) the reader waits for the page made for it.

Only what every reader sees alike is kept: GET and HEAD from a reader without a
session, messages or credentials, answered 200 without setting a cookie or using a
CSRF token. ``PAGE_CACHE_SECONDS`` 0 (the default with ``DEBUG``) turns it off. A page
that could be kept says how it was served in ``X-Page-Cache``: ``hit``, ``stale`` (the
version before a change, while the page is made anew) or ``miss`` (made now), and when
the version served was made in ``X-Page-Made`` (Unix time): how many versions readers
were served is how many times the page was made.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import hashlib
import logging
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from django.db import connections, transaction
from django.http import HttpRequest, HttpResponse
from django.utils.cache import patch_vary_headers

log = logging.getLogger(__name__)

GENERATION_KEY = "pages:generation"  # the generation of ``all``
ALL = "all"
CORPUS = "corpus"  # what shows the corpus: placements on cards, the research page
STALE_SECONDS = 30  # how old a page may be to stand in while it is made anew
RENDER_SECONDS = 30  # how long a reader making a page anew holds it
MADE_HEADER = "X-Page-Made"  # when the version served was made (Unix time)


def _generation_key(scope: str) -> str:
    return GENERATION_KEY if scope == ALL else f"pages:generation:{scope}"


def seconds() -> int:
    return int(getattr(settings, "PAGE_CACHE_SECONDS", 0))


def changed(*scopes: str) -> None:
    """The public record changed: forget the kept pages of ``scopes`` (every kept page
    when none is named) now and again once the current transaction commits, since a
    read in between may keep the state before the change."""
    keys = [_generation_key(scope) for scope in scopes or (ALL,)]

    def renew() -> None:
        try:
            cache.set_many({key: uuid.uuid4().hex for key in keys}, timeout=None)
        except Exception:  # never undo a change over a cache outage: pages expire
            log.warning("page cache unavailable; kept pages expire on their own", exc_info=True)

    if seconds() <= 0:
        return
    renew()
    transaction.on_commit(renew)


@dataclass
class Lookup:
    """Where a request's page is kept, the generations it was read under, the page when
    it was kept under those, and a page kept under older ones, recent enough to stand in
    while another reader makes it anew."""

    key: str
    generation: str
    hit: HttpResponse | None
    stale: HttpResponse | None = None
    shared: bool = False  # shows no one listing's own record: made anew in the background
    holder: str = ""  # the token this reader holds the page under while making it

    @property
    def in_background(self) -> bool:
        return self.shared and self.stale is not None and bool(self.holder)


def lookup(request: HttpRequest, variant: str = "", scopes: tuple[str, ...] = ()) -> Lookup | None:
    """This request's page as kept (one round trip to the cache), or None when the page
    is not the same for every reader, the cache is off or cannot be reached. ``scopes``:
    what the page shows besides ``all`` (see the module)."""
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
    generation_keys = [_generation_key(scope) for scope in (ALL, *scopes)]
    try:
        found = cache.get_many([*generation_keys, key])
        generations = [found.get(name) or _first_generation(name) for name in generation_keys]
    except Exception:
        return None
    generation = "|".join(generations)
    kept = found.get(key)
    if kept is None:
        return Lookup(key, generation, None)
    kept_generation, content, content_type, *made = kept
    made_at = made[0] if made else 0.0
    if kept_generation == generation:
        return Lookup(key, generation, _response(content, content_type, made_at))
    recent = time.time() - made_at <= STALE_SECONDS
    stale = _response(content, content_type, made_at) if recent else None
    shared = not any(scope.startswith("server:") for scope in scopes)
    return Lookup(key, generation, None, stale, shared)


def _first_generation(name: str) -> str:
    generation = uuid.uuid4().hex
    if not cache.add(name, generation, timeout=None):
        generation = cache.get(name, generation)
    return generation


def _response(content: bytes, content_type: str, made_at: float) -> HttpResponse:
    response = HttpResponse(content, content_type=content_type)
    response[MADE_HEADER] = f"{made_at:.3f}"
    patch_vary_headers(response, ("Cookie",))
    return response


def making(found: Lookup) -> bool:
    """Whether this reader makes the page anew: False when another reader is making it
    and a recent version can stand in meanwhile (that version is then served). The
    reader that makes it holds it under a token of its own (``found.holder``); without
    the cache it makes the page itself, in the request."""
    if found.stale is None:
        return True
    token = uuid.uuid4().hex
    try:
        if not cache.add(f"{found.key}:making", token, timeout=RENDER_SECONDS):
            return False
    except Exception:
        return True
    found.holder = token
    return True


def made(found: Lookup) -> None:
    """Let the page go, if this reader still holds it (a render that outlived
    ``RENDER_SECONDS`` must not let go of the next reader's)."""
    if not found.holder:
        return
    with contextlib.suppress(Exception):
        if cache.get(f"{found.key}:making") == found.holder:
            cache.delete(f"{found.key}:making")


_remaking: set[threading.Thread] = set()
_remaking_lock = threading.Lock()
# Pages a process makes in the background at once: each holds a database connection
# (of the pool when there is one), and a reader who finds every slot taken is served
# the version before the change without starting another (a crawler of many changed
# URLs must not start a render for each).
BACKGROUND_RENDERS = 2
_slots = threading.BoundedSemaphore(BACKGROUND_RENDERS)


def remake(found: Lookup, make: Callable[[], object]) -> HttpResponse:
    """Serve the version kept before the change and make the page anew in a thread of
    its own (``make`` keeps it); the reader calling this holds the page (``making``).
    With every slot taken, only the version before the change is served, and the page
    let go for a later reader to make."""
    if not _slots.acquire(blocking=False):
        made(found)
        return marked(found.stale, "stale")

    def run() -> None:
        try:
            make()
        except Exception:
            log.exception("a kept page could not be made anew: %s", found.key)
        finally:
            with _remaking_lock:
                _remaking.discard(threading.current_thread())
            _slots.release()
            made(found)
            try:
                connections.close_all()  # this thread's own
            except Exception:
                log.warning("a background render's connection did not close", exc_info=True)

    thread = threading.Thread(target=run, name="page-remake", daemon=True)
    with _remaking_lock:
        _remaking.add(thread)
    thread.start()
    return marked(found.stale, "stale")


def own_request(request: HttpRequest) -> HttpRequest:
    """A copy of ``request`` for a background render, with its own ``META``: what the
    render notes there (a CSRF token asked for) is its own and is read by ``keep``,
    while the reader's request goes on through the middleware."""
    clone = copy.copy(request)
    clone.META = dict(request.META)
    return clone


def settle(timeout: float = 30) -> None:
    """Wait for the pages being made anew in this process (tests, the bench)."""
    with _remaking_lock:
        threads = list(_remaking)
    for thread in threads:
        thread.join(timeout)


def keep(found: Lookup, request: HttpRequest, response: HttpResponse) -> None:
    """Keep a rendered 200 answer that sets no cookie and used no CSRF token, under the
    generation read before it was made: a change made meanwhile leaves it unused."""
    if response.status_code != 200 or response.cookies or response.streaming:
        return
    if request.META.get("CSRF_COOKIE_NEEDS_UPDATE") or request.META.get("CSRF_COOKIE_USED"):
        return
    made_at = time.time()
    response[MADE_HEADER] = f"{made_at:.3f}"
    value = (found.generation, response.content, response["Content-Type"], made_at)
    try:
        cache.set(found.key, value, timeout=seconds())
    except Exception:
        log.warning("page cache unavailable; the page is served uncached", exc_info=True)


def marked(response: HttpResponse, how: str) -> HttpResponse:
    """Say how the page was served (``X-Page-Cache``: hit, stale or miss, when it could
    be kept), for operators and ``make bench-scale``."""
    response["X-Page-Cache"] = how
    return response


def public_page(
    view: Callable[..., HttpResponse] | None = None, *, scopes: Callable[..., tuple] | None = None
) -> Callable:
    """A page view whose answer to anonymous readers is kept (see the module).
    ``scopes(**kwargs)``: what the page shows besides ``all``, from its URL's arguments."""
    if view is None:
        return functools.partial(public_page, scopes=scopes)

    @functools.wraps(view)
    def wrapper(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        found = lookup(request, scopes=scopes(**kwargs) if scopes else ())
        if found is not None and found.hit is not None:
            return marked(found.hit, "hit")
        if found is not None and not making(found):
            return marked(found.stale, "stale")
        if found is None:
            response = view(request, *args, **kwargs)
        elif found.in_background:
            apart = own_request(request)
            return remake(found, lambda: _made(view, apart, args, kwargs, found))
        else:
            try:
                response = marked(_made(view, request, args, kwargs, found), "miss")
            finally:
                made(found)
        patch_vary_headers(response, ("Cookie",))
        return response

    return wrapper


def _made(view, request: HttpRequest, args, kwargs, found: Lookup) -> HttpResponse:
    """The page ``view`` makes for ``request``, rendered and kept."""
    response = view(request, *args, **kwargs)
    if hasattr(response, "render") and not response.is_rendered:
        response.render()
    keep(found, request, response)
    return response


def _kept_get(get: Callable) -> Callable:
    @functools.wraps(get)
    def wrapper(self, request, *args, **kwargs):
        if not self.page_looked_up:  # once, if a subclass's get calls this one
            self.page_looked_up = True
            json = getattr(request, "accepted_media_type", "") == "application/json"
            scopes = self.page_scopes(**kwargs)
            self.page = lookup(request, "json", scopes=scopes) if json else None
            if self.page is not None and self.page.hit is not None:
                return marked(self.page.hit, "hit")
            if self.page is not None and not making(self.page):
                return marked(self.page.stale, "stale")
            if self.page is not None and self.page.in_background:
                # A copy of the view answers in the thread: its finalize_response keeps
                # the answer and lets the page go (``PublicRead``).
                made_by = copy.copy(self)
                made_by.headers = dict(self.headers)
                apart = copy.copy(request)
                apart._request = own_request(request._request)
                made_by.request = apart
                return remake(
                    self.page,
                    lambda: made_by.finalize_response(
                        apart, get(made_by, apart, *args, **kwargs), *args, **kwargs
                    ),
                )
        return get(self, request, *args, **kwargs)

    return wrapper


class PublicRead:
    """For API views: a JSON answer to an anonymous reader is kept (see the module).

    Authentication, permissions, throttling and content negotiation still run on every
    request; a kept answer skips the query and the serialisation."""

    page_looked_up = False
    page: Lookup | None = None

    def page_scopes(self, **kwargs) -> tuple[str, ...]:
        """What the answer shows besides ``all`` (see the module), from the URL's
        arguments."""
        return ()

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
            marked(response, "miss")
        if self.page is not None and fresh and self.page.stale is not None:
            made(self.page)
        return response
