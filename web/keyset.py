"""Pages of a long list read from an index however deep they are (keyset pagination),
and counts that never scan the list.

A list's order is one or more *segments* read one after the other, each a queryset
with an order every key of which is non-null within it (the directory's "highest
score first" is the servers with a score by score, then the others by name). A page is
asked for by a cursor: the segment and the sort keys of the row it starts after
(``after``) or ends before (``before``); the query then starts in the index at that
row, so the last page costs what the first does. No page is numbered: the links are
first, previous, next and last.

A count is exact up to ``EXACT_UP_TO`` (it reads at most that many index entries),
and above it the database's estimate, shown as "about" (PostgreSQL), or exact where
the database has no estimate (SQLite, which serves small installations).
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import datetime
import json
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from django.core.cache import cache
from django.core.exceptions import EmptyResultSet, ValidationError
from django.db import connections
from django.db.models import Q, QuerySet
from django.db.models.expressions import RawSQL
from django.db.models.query import ModelIterable, ValuesIterable, ValuesListIterable

from certification.compiled import Compiled
from certification.selectors import EXACT_UP_TO
from web.fragments import digest

LARGE_SECONDS = 60  # how long an estimated count (above EXACT_UP_TO) is kept


@dataclass(frozen=True)
class Key:
    """One sort key: a field path (``certification__score``) and its direction."""

    path: str
    descending: bool = False

    def value(self, row) -> object:
        if isinstance(row, dict):  # a ``values()`` row, which names the path as it is
            return row[self.path]
        for part in self.path.split("__"):
            row = getattr(row, part)
        return row

    def order(self, forward: bool) -> str:
        return f"-{self.path}" if self.descending == forward else self.path


@dataclass(frozen=True)
class Segment:
    """A queryset (or a function that builds it, called only when it is read) and its
    keys. ``shape`` names its query for a caller that reads it again and again: the same
    shape must always come with the same query. A read from the segment's beginning (a
    first page, or a last one read backwards) is then compiled to SQL once per process,
    and the queryset is not even built."""

    queryset: QuerySet | Callable[[], QuerySet]
    keys: tuple[Key, ...]  # the last one unique (the primary key)
    shape: Hashable = None

    def read(self) -> QuerySet:
        return self.queryset() if callable(self.queryset) else self.queryset


@dataclass
class Page:
    object_list: list
    next_cursor: str = ""
    previous_cursor: str = ""
    count: Count | None = None
    first: bool = True
    last: bool = True
    search: object = None  # a search's certification.search.Found, when words were searched

    @property
    def has_next(self) -> bool:
        return bool(self.next_cursor)

    @property
    def has_previous(self) -> bool:
        return bool(self.previous_cursor)

    @property
    def has_other_pages(self) -> bool:
        return self.has_next or self.has_previous


@dataclass(frozen=True)
class Count:
    value: int
    exact: bool

    def __str__(self) -> str:
        return f"{self.value:,}" if self.exact else f"about {self.value:,}"

    def __int__(self) -> int:
        return self.value


def paginate(segments: Sequence[Segment], params, size: int) -> Page:
    """The page ``params`` asks for: ``after=`` or ``before=`` a cursor, ``last=1`` for
    the last page, else the first. A cursor that cannot be read gives the first page."""
    if params.get("last"):
        return _backward(segments, len(segments) - 1, None, size)
    for name, read in (("after", _forward), ("before", _backward)):
        cursor = _decode(segments, params.get(name) or "")
        if cursor is not None:
            try:  # a value of the wrong type for its key is refused before any query
                return read(segments, cursor[0], cursor[1], size)
            except (ValidationError, ValueError, TypeError):
                break
    return _forward(segments, 0, None, size)


def cursor_values(segments: Sequence[Segment], cursor: str) -> tuple[int, list] | None:
    """The segment and sort keys a cursor of ``segments`` carries, or None when it cannot
    be read (for a list that refuses a bad cursor rather than starting over)."""
    return _decode(segments, cursor)


def ranked(
    queryset: QuerySet, ids: list, params, size: int, read: Callable[[list], list] | None = None
) -> Page:
    """The page ``params`` asks for of the rows ``ids`` names, in that order (a search's
    matches, best first; ``read(ids)``, if given, reads those rows in that order instead
    of ``in_order``). Its cursors are positions in ``ids``: the list is made anew
    for each page, from the same words, so a page follows on from the one before as
    long as the matches have not changed meanwhile."""
    total = len(ids)
    start = 0
    if params.get("last"):
        start = max(0, total - (total % size or size))
    else:
        for name in ("after", "before"):
            position = cursor_position(params.get(name) or "", total)
            if position is not None:
                start = position + 1 if name == "after" else max(0, position - size)
                break
    chosen = ids[start : start + size]
    rows = read(chosen) if read is not None else in_order(queryset, chosen)
    page = Page(rows, first=start == 0, last=start + size >= total)
    if not page.last:
        page.next_cursor = cursor_for(start + len(chosen) - 1)
    if start > 0:
        page.previous_cursor = cursor_for(start)
    return page


def in_order(queryset: QuerySet, ids: list) -> list:
    """The rows of ``queryset`` that ``ids`` names, in the order of ``ids`` (model
    instances, or dicts holding ``pk`` from a ``values()`` query). Read in no order: they
    are put in the order of ``ids`` here."""
    rows = queryset.filter(pk__in=ids).order_by()
    found = {(row["pk"] if isinstance(row, dict) else row.pk): row for row in rows}
    return [found[pk] for pk in ids if pk in found]


def cursor_for(position: int) -> str:
    text = json.dumps(["at", position], separators=(",", ":"))
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def cursor_position(cursor: str, total: int) -> int | None:
    if not cursor or len(cursor) > 100:
        return None
    try:
        kind, position = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
    except (ValueError, TypeError, binascii.Error):
        return None
    if kind != "at" or type(position) is not int or not 0 <= position < total:
        return None
    return position


def _forward(segments, start: int, values, size: int) -> Page:
    rows = _read(segments, range(start, len(segments)), start, values, size + 1, True)
    more = len(rows) > size
    rows = rows[:size]
    page = Page([row for _, row in rows], first=values is None, last=not more)
    if rows and more:
        page.next_cursor = _encode(segments, *rows[-1])
    if rows and values is not None:
        page.previous_cursor = _encode(segments, *rows[0])
    return page


def _backward(segments, start: int, values, size: int) -> Page:
    rows = _read(segments, range(start, -1, -1), start, values, size + 1, False)
    more = len(rows) > size
    rows = rows[:size][::-1]
    page = Page([row for _, row in rows], first=not more, last=values is None)
    if rows and more:
        page.previous_cursor = _encode(segments, *rows[0])
    if rows and values is not None:
        page.next_cursor = _encode(segments, *rows[-1])
    return page


def _read(segments, order, start, values, wanted: int, forward: bool) -> list[tuple]:
    rows: list[tuple] = []
    for index in order:
        segment = segments[index]
        ordering = [key.order(forward) for key in segment.keys]
        if index == start and values is not None:
            queryset = segment.read().filter(_beyond(segment.keys, values, forward))
            found = queryset.order_by(*ordering)[: wanted - len(rows)]
        else:
            found = _from_the_beginning(segment, ordering, wanted - len(rows), forward)
        rows.extend((index, row) for row in found)
        if len(rows) >= wanted:
            break
    return rows


# Reads from a named segment's beginning, compiled once (``Segment.shape``); at most
# ``MAX_KEPT`` kept, then others are compiled on each read.
_BEGINNINGS: dict[tuple, tuple[Compiled, str]] = {}
MAX_KEPT = 1000
_READERS = {ValuesIterable: "dicts", ValuesListIterable: "rows", ModelIterable: "objects"}


def _from_the_beginning(segment: Segment, ordering: list[str], limit: int, forward: bool):
    """The first ``limit`` rows of ``segment`` in ``ordering``."""
    key = (segment.shape, forward, limit)
    kept = _BEGINNINGS.get(key) if segment.shape is not None else None
    if kept is None:
        queryset = segment.read().order_by(*ordering)[:limit]
        reader = _READERS.get(queryset._iterable_class)
        plain = reader is not None and not queryset._prefetch_related_lookups
        if segment.shape is None or not plain or len(_BEGINNINGS) >= MAX_KEPT:
            return queryset
        kept = _BEGINNINGS.setdefault(key, (Compiled(lambda: queryset), reader))
    compiled, reader = kept
    return getattr(compiled, reader)()


def _beyond(keys: Sequence[Key], values: Sequence, forward: bool) -> Q:
    """The rows after ``values`` in the order of ``keys`` (before them when not
    ``forward``), with the first key's bound stated on its own so that the index scan
    starts there."""

    def past(key: Key) -> str:
        return "lt" if key.descending == forward else "gt"

    condition = Q(**{f"{keys[-1].path}__{past(keys[-1])}": values[-1]})
    for key, value in zip(keys[-2::-1], values[-2::-1], strict=True):
        condition = Q(**{f"{key.path}__{past(key)}": value}) | (Q(**{key.path: value}) & condition)
    first = keys[0]
    bound = Q(**{f"{first.path}__{past(first)[0]}te": values[0]})
    return bound & condition


def _encode(segments, index: int, row) -> str:
    values = [_plain(key.value(row)) for key in segments[index].keys]
    text = json.dumps([index, values], separators=(",", ":"))
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def _plain(value):
    if isinstance(value, datetime.datetime):
        return {"t": value.isoformat()}
    if isinstance(value, Decimal):
        return {"d": str(value)}
    return value


def _decode(segments, cursor: str) -> tuple[int, list] | None:
    if not cursor or len(cursor) > 2000:
        return None
    try:
        text = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        index, values = json.loads(text)
        if type(index) is not int or not 0 <= index < len(segments):
            return None
        if not isinstance(values, list) or len(values) != len(segments[index].keys):
            return None
        return index, [_typed(value) for value in values]
    except (ValueError, TypeError, IndexError, KeyError, binascii.Error, InvalidOperation):
        return None


def _typed(value):
    if isinstance(value, dict):
        ((kind, text),) = value.items()
        if kind == "t":
            return datetime.datetime.fromisoformat(text)
        if kind == "d":
            return Decimal(text)
        raise ValueError(kind)
    if value is None or isinstance(value, bool | float | list):
        raise ValueError(value)
    return value


def count(queryset: QuerySet) -> Count:
    """How many rows ``queryset`` has: exact up to ``EXACT_UP_TO``, reading at most that
    many; above it the database's estimate where it has one. An estimate is kept for
    ``LARGE_SECONDS``: meanwhile the count is neither read nor estimated again (it says
    "about", and a minute's writes move an estimate of thousands by little)."""
    queryset = queryset.order_by()
    connection = connections[queryset.db]
    if connection.vendor != "postgresql":  # no estimate: exact (small installations)
        return Count(queryset.count(), exact=True)
    try:
        sql, params = queryset.values("pk").query.sql_with_params()
    except EmptyResultSet:  # a filter nothing can match (an empty list of ids)
        return Count(0, exact=True)
    large = f"count:large:v2:{digest(sql, repr(params))}"
    try:
        known = cache.get(large)
    except Exception:
        known = None
    if isinstance(known, int) and known > EXACT_UP_TO:
        return Count(known, exact=False)
    capped = queryset[: EXACT_UP_TO + 1].count()
    if capped <= EXACT_UP_TO:
        return Count(capped, exact=True)
    estimate = _round(max(_estimate(connection, sql, params), EXACT_UP_TO + 1))
    with contextlib.suppress(Exception):
        cache.set(large, estimate, LARGE_SECONDS)
    return Count(estimate, exact=False)


def among(queryset: QuerySet, ids: list) -> QuerySet:
    """``queryset`` narrowed to the rows ``ids`` names. On PostgreSQL the ids go as one
    array: the driver spends longer splitting a query of a thousand placeholders than
    the database spends reading the rows."""
    if connections[queryset.db].vendor == "postgresql":
        return queryset.filter(pk__in=RawSQL("SELECT unnest(%s::bigint[])", (ids,)))
    return queryset.filter(pk__in=ids)


def _estimate(connection, sql: str, params) -> int:
    with connection.cursor() as cursor:
        cursor.execute(f"EXPLAIN (FORMAT JSON) {sql}", params)
        plan = cursor.fetchone()[0]
    if isinstance(plan, str):
        plan = json.loads(plan)
    return int(plan[0]["Plan"]["Plan Rows"])


def _round(value: int) -> int:
    """To two significant figures: an estimate claims no more."""
    digits = len(str(value)) - 2
    return round(value, -digits) if digits > 0 else value
