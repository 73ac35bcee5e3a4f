"""Queries of a fixed shape, compiled to SQL once per process.

The ORM compiles a queryset to SQL on every run, and for the small reads a page makes
by a key (a listing by its slug, its disputes, its latest catalog watch) compiling
takes several times as long as the database takes to answer: about a millisecond for
a listing read with its certification, assessment and revision, against 0.2 ms to run.
A ``Compiled`` query is compiled on its first run, and again with other values to see
where its values go among the SQL's parameters; later runs send that SQL with their own
values and build their rows or model instances as the ORM does (the compiler's
converters, ``Model.from_db``, ``select_related``'s populators).

``build(*values)`` must give the same query for any values, each value bound as it is
as one or more parameters (a key, a slug, a search's words: not a list, which changes
the SQL's shape). A query whose values cannot be placed beyond doubt (one rewritten into
a pattern, or into another type) is compiled on every run, as the ORM would, and so is a
run whose values are not of the types the kept SQL was made for (a None, which the ORM
writes ``IS NULL``): a run is never wrong.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from django.core.exceptions import EmptyResultSet
from django.db import connections
from django.db.models import QuerySet
from django.db.models.query import (
    ModelIterable,
    ValuesIterable,
    ValuesListIterable,
    get_related_populators,
)


@dataclass(frozen=True)
class _Shape:
    sql: str
    params: tuple
    # Where each value goes in ``params`` (one or more places; None: not kept).
    slots: tuple[tuple[int, ...], ...] | None
    compiler: Any  # set up by its compiling: its select, converters and models
    types: tuple[type, ...] = ()  # the values' types it was kept for


class Compiled:
    """A query of ``build``'s shape, compiled once per database; ``rows`` for a
    ``values_list`` query (tuples), ``dicts`` for a ``values`` query, ``objects`` for
    model instances."""

    def __init__(self, build: Callable[..., QuerySet]) -> None:
        self.build = build
        self._shapes: dict[str, _Shape] = {}
        self._lock = threading.Lock()

    def rows(self, *values) -> list[tuple]:
        shape = self._shape(values, ValuesListIterable)
        if shape is None:
            return []
        fetched = self._fetch(shape, values)
        return list(shape.compiler.results_iter(results=[fetched], tuple_expected=True))

    def dicts(self, *values) -> list[dict]:
        shape = self._shape(values, ValuesIterable)
        if shape is None:
            return []
        query = shape.compiler.query  # as ``ValuesIterable`` names a row's values
        names = (
            list(query.selected)
            if query.selected
            else [*query.extra_select, *query.values_select, *query.annotation_select]
        )
        rows = shape.compiler.results_iter(results=[self._fetch(shape, values)])
        return [dict(zip(names, row, strict=True)) for row in rows]

    def objects(self, *values) -> list:
        shape = self._shape(values, ModelIterable)
        if shape is None:
            return []
        compiler = shape.compiler
        alias = compiler.using
        select, klass_info = compiler.select, compiler.klass_info
        start, end = klass_info["select_fields"][0], klass_info["select_fields"][-1] + 1
        names = [column[0].target.attname for column in select[start:end]]
        populators = get_related_populators(klass_info, select, alias)
        found = []
        for row in compiler.results_iter(results=[self._fetch(shape, values)]):
            item = klass_info["model"].from_db(alias, names, row[start:end])
            for populator in populators:
                populator.populate(row, item)
            for name, position in (compiler.annotation_col_map or {}).items():
                setattr(item, name, row[position])
            found.append(item)
        return found

    @staticmethod
    def _alias() -> str:
        return "default"

    def _shape(self, values: tuple, iterable: type) -> _Shape | None:
        """The kept shape for ``values``, or this run's own compiling (None: the query
        can match nothing, as with an empty list)."""
        shape = self._shapes.get(self._alias())
        if shape is not None and shape.types == tuple(type(value) for value in values):
            return shape
        queryset = self.build(*values)
        query = queryset.query
        if queryset._iterable_class is not iterable or (
            iterable is ValuesListIterable and (query.annotation_select or query.extra_select)
        ):
            raise TypeError(
                "rows() is for values_list() of fields, dicts() for values() of fields, "
                "objects() for instances"
            )
        try:
            return self._compile(queryset, values)
        except EmptyResultSet:
            return None

    def _fetch(self, shape: _Shape, values: tuple) -> list:
        params = list(shape.params)  # as compiled: this run's values when not kept
        for places, value in zip(shape.slots or (), values if shape.slots else (), strict=True):
            for slot in places:
                params[slot] = value
        with connections[shape.compiler.using].cursor() as cursor:
            cursor.execute(shape.sql, params)
            return cursor.fetchall()

    def _compile(self, queryset: QuerySet, values: tuple) -> _Shape:
        """``queryset`` compiled for this run, and kept for later runs when a compiling
        with other values shows where each value goes: the SQL the same, and every
        parameter that differs one of the values as it is, in one place or more (a
        value Django rewrites, such as a pattern made of it, is never kept)."""
        if queryset._prefetch_related_lookups:
            raise TypeError("a compiled query is one query: no prefetch_related")
        compiler = queryset.query.get_compiler(using=queryset.db)
        sql, params = compiler.as_sql()
        params = tuple(params)
        if queryset.db != self._alias():
            return _Shape(sql, params, None, compiler)
        # A second compiling with other values of the same types (a key plus one, a
        # text with characters a pattern would escape) shows where the values go.
        probes = tuple(_probe(value) for value in values)
        slots = None
        if None not in probes:
            try:
                probe = self.build(*probes).query.get_compiler(using=queryset.db).as_sql()
            except EmptyResultSet:
                probe = None
            if probe is not None:
                slots = _slots((probe[0], tuple(probe[1]), probes), (sql, params, values))
        types = tuple(type(value) for value in values)
        shape = _Shape(sql, params, slots, compiler, types)
        if slots is not None:
            with self._lock:
                self._shapes.setdefault(queryset.db, shape)
        return shape


def _probe(value):
    """Another value of ``value``'s type, or None for a type without one here."""
    if type(value) is int:
        return value + 1
    if type(value) is str:  # what LIKE escapes, so that an escaped value is told apart
        return value + "A_%\\"
    if type(value) is list:  # an array (PostgreSQL's ``= ANY(%s)``)
        return [*value, -1]
    return None


def _slots(before: tuple, now: tuple) -> tuple[tuple[int, ...], ...] | None:
    """Where each value of ``now`` goes among its parameters (each in one or more
    places), as two compiled runs show it (None when they do not show it beyond
    doubt: a parameter that changed but is no one value as it is, or is two)."""
    (sql, params, values), (sql_now, params_now, values_now) = before, now
    if sql != sql_now or len(params) != len(params_now) or len(values) != len(values_now):
        return None
    slots: list[list[int]] = [[] for _ in values]
    for n, (was, param) in enumerate(zip(params, params_now, strict=True)):
        if type(was) is type(param) and was == param:
            continue  # the same in both runs: not a value's
        owners = [
            k for k, (old, new) in enumerate(zip(values, values_now, strict=True))
            if old != new and type(param) is type(new) and was == old and param == new
        ]  # fmt: skip
        if len(owners) != 1:
            return None
        slots[owners[0]].append(n)
    return None if not all(slots) else tuple(tuple(places) for places in slots)
