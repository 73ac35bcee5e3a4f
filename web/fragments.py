"""Parts of a page kept apart from it: the rows of the directory, the changelog and the
API lists, each kept under a digest of what it shows, so that a page made anew after
a change renders only the rows that changed and reads the others from the cache in one
round trip.

A part's key is a digest of every value it shows and of the code that shows it (the
template's source, or the serializer's), never an id alone: a kept part can only ever
be the part those values make, so nothing has to forget it; it expires after
``PART_SECONDS`` unused. The one exception is a part made of a final assessment's
results, which never change: it is kept under the assessment's id, state and finish
time and the code's version (the report card's and the API report's). Without a cache
the parts are made on each read.

Since a key can only ever name one part, each process also keeps the parts it last used
in its own memory, up to ``PART_MEMORY_BYTES`` in all, in front of the shared cache: a
page whose rows were all read lately reads none of them from the cache. Nothing there can
be out of date; it only saves the round trip. Rendered texts are kept there always, and
the items of JSON lists when their caller only reads them (``read_only``): one object
then serves every reader of the process.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import inspect
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from django.conf import settings
from django.core.cache import cache
from django.template.loader import get_template, render_to_string
from django.utils.safestring import SafeString, mark_safe
from rest_framework.response import Response

PART_SECONDS = 24 * 3600
T = TypeVar("T")


def digest(*values) -> str:
    text = "\0".join("" if value is None else str(value) for value in values)
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def code_digest(thing) -> str:
    """A digest of a template's source (by its name) or of the module that defines a
    class (a serializer and the serializers it nests): once per process, or on every
    read with ``DEBUG``, where templates are edited while the site runs."""
    if settings.DEBUG:
        return _code_digest.__wrapped__(thing)
    return _code_digest(thing)


@functools.cache
def _code_digest(thing) -> str:
    if isinstance(thing, str):
        return digest(get_template(thing).template.source)
    return digest(inspect.getsource(sys.modules[thing.__module__]))


def kept(kind: str, items: Sequence[T], key: Callable[[T], str], make: Callable[[T], object]):
    """``make(item)`` for each of ``items``, read from the cache where kept under
    ``kind`` and ``key(item)`` (one round trip), made and kept otherwise."""
    return kept_together(kind, items, key, lambda missing: [make(item) for item in missing])


def kept_final(kind: str, assessment: T, code: str, make: Callable[[T], object]):
    """What ``make`` builds of a final assessment's results, kept under the code's digest
    ``code`` and the assessment's id, state and finish time (ids start again in a new
    database): the module's one exception to keys of every value shown, since a final
    assessment's results never change."""

    def key(item) -> str:
        return digest(code, item.pk, item.state, item.finished_at)

    return kept(kind, [assessment], key=key, make=make)[0]


@dataclass(frozen=True)
class Unkept:
    """A part made for one read that must not be kept under its key (it was made from
    values read after the ones the key was made from)."""

    part: object


def kept_together(
    kind: str,
    items: Sequence[T],
    key: Callable[[T], str],
    make: Callable[[list[T]], list],
    read_only: bool = False,
) -> list:
    """As ``kept``, but the items not kept are made by one call, ``make(missing)``, which
    returns their parts in the order given (so that it can read them all at once).

    ``read_only``: the caller never changes the parts it is given (dicts, lists), so the
    process's own memory may keep them too, and give the same object to every reader."""
    keys = [f"part:{kind}:{key(item)}" for item in items]
    found = NEAR.get_many(keys)
    if len(found) < len(keys):
        try:
            shared = cache.get_many([name for name in keys if name not in found])
        except Exception:
            shared = {}
        NEAR.set_many(shared, read_only)
        found.update(shared)
    missing = [(name, item) for name, item in zip(keys, items, strict=True) if name not in found]
    made = {}
    if missing:
        parts = make([item for _, item in missing])
        for (name, _), part in zip(missing, parts, strict=True):
            if isinstance(part, Unkept):  # shown this once, never kept under that key
                found[name] = part.part
            else:
                found[name] = made[name] = part
    if made:
        NEAR.set_many(made, read_only)
        with contextlib.suppress(Exception):
            cache.set_many(made, timeout=PART_SECONDS)
    return [found[name] for name in keys]


class Near:
    """Parts in this process's memory, the least lately used dropped past
    ``PART_MEMORY_BYTES`` (0: none kept here), under the shared cache's key prefix as
    well as their own key, so that a cache of another prefix is another store."""

    def __init__(self) -> None:
        self._parts: OrderedDict[tuple[str, str], tuple[object, int]] = OrderedDict()
        self._size = 0
        self._lock = threading.Lock()

    def get_many(self, keys: list[str]) -> dict:
        if not settings.PART_MEMORY_BYTES or not self._parts:
            return {}
        prefix, found = getattr(cache, "key_prefix", ""), {}
        with self._lock:
            for name in keys:
                held = self._parts.get((prefix, name))
                if held is not None:
                    self._parts.move_to_end((prefix, name))
                    found[name] = held[0]
        return found

    def set_many(self, parts: dict, read_only: bool = False) -> None:
        """Keep ``parts``' texts, and with ``read_only`` their dicts and lists (a
        serializer's own dict as a plain one, so that it holds nothing else), each at
        most a hundredth of the budget."""
        budget = settings.PART_MEMORY_BYTES
        if not budget:
            return
        prefix = getattr(cache, "key_prefix", "")
        with self._lock:
            for name, part in parts.items():
                if isinstance(part, str):
                    size = len(part)
                elif read_only and isinstance(part, dict | list):
                    if type(part) not in (dict, list):  # DRF's ReturnDict holds its serializer
                        part = dict(part) if isinstance(part, dict) else list(part)
                    size = len(repr(part))
                else:
                    continue
                if size > budget // 100:
                    continue
                old = self._parts.pop((prefix, name), None)
                self._size += size - (old[1] if old is not None else 0)
                self._parts[(prefix, name)] = (part, size)
            while self._size > budget and self._parts:
                _, (_, dropped) = self._parts.popitem(last=False)
                self._size -= dropped

    def clear(self) -> None:
        with self._lock:
            self._parts.clear()
            self._size = 0


NEAR = Near()


class KeptItems:
    """For API list views: each item of a page serialized once per digest of what it
    shows (``item_values``), kept apart from the page like the rows of a page.

    A view may page through light rows instead of its items (``item_rows``, say a
    ``values()`` query of every field the items show, completed by ``page_rows``) and
    make the items themselves only for the rows not kept (``items_for``): a page whose
    items are all kept then builds no model instance."""

    def item_values(self, item) -> tuple:
        raise NotImplementedError

    def item_rows(self):
        return self.get_queryset()

    def page_rows(self, rows: list) -> list:
        return rows

    def items_for(self, rows: list) -> list:
        return rows

    def item_current(self, row, item) -> bool:
        """Whether ``item``, read after ``row``, still shows the values ``row`` holds."""
        return True

    def list(self, request, *args, **kwargs):
        queryset = self.filter_queryset(self.item_rows())
        page = self.paginate_queryset(queryset)
        rows = self.page_rows(list(page if page is not None else queryset))
        serializer = self.get_serializer_class()
        source = digest(code_digest(serializer), request.get_host(), request.scheme)
        context = self.get_serializer_context()
        data = kept_together(
            "json",
            rows,
            key=lambda row: digest(source, *self.item_values(row)),
            make=lambda missing: [
                data if self.item_current(row, item) else Unkept(data)
                for row, item in zip(missing, self.items_for(missing), strict=True)
                for data in [serializer(item, context=context).data]
            ],
            read_only=True,  # put into the page's response as they are
        )
        return self.get_paginated_response(data) if page is not None else Response(data)


def rows(
    template: str,
    items: Iterable,
    values: Callable,
    context: Callable,
    includes: Sequence[str] = (),
    read: Callable[[list], list] | None = None,
) -> list[SafeString]:
    """Each of ``items`` rendered by ``template`` with ``context(item)``, kept under the
    digest of ``values(item)`` (every value the row shows) and of the template and the
    templates it ``includes``.

    With ``read``, ``items`` are light rows (``values()`` dicts of every path ``values``
    reads) and ``read(missing)`` gives the objects to render for the rows not kept, in
    their order: a page whose rows are all kept builds no model instance. An object whose
    values are no longer its row's is shown, but not kept under the row's values."""
    items = list(items)
    source = digest(*(code_digest(name) for name in (template, *includes)))

    def make(missing: list) -> list:
        objects = read(missing) if read else missing
        return [
            html if read is None or values(row) == values(thing) else Unkept(html)
            for row, thing in zip(missing, objects, strict=True)
            for html in [str(render_to_string(template, context(thing)))]
        ]

    html = kept_together("html", items, key=lambda item: digest(source, *values(item)), make=make)
    return [mark_safe(part) for part in html]  # noqa: S308 - rendered by our templates
