"""Graders registered by the rubric's dimension keys.

A grader module registers its functions with ``@grader(key, source=...)``; the
dispatchers (``grade_sources``, ``grade_live_observations``) walk the rubric's
dimensions and ask the registry for each key, so a new dimension is a rubric entry and
a module in this package that registers its grader. Every module of the package is
imported before the first lookup.

Sources: ``catalog`` (the tool catalog the documentation, the source code or the
introspected package states), ``repository`` (the repository's or package's files),
``documents`` (the README and the documentation) and ``live`` (the live test). A
dimension has at most one grader reading the documentation and static sources
(called as ``function(sources)`` with a ``Sources``) and at most one reading the live
test (called as ``function(sources, before)``, ``before`` being the grade from the
other sources, which it may keep, combine or replace).
"""

from __future__ import annotations

import importlib
import pkgutil
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

SOURCES = ("catalog", "repository", "documents", "live")
LIVE = "live"


@dataclass(frozen=True)
class Registered:
    key: str
    source: str
    function: Callable[..., Any]

    @property
    def live(self) -> bool:
        return self.source == LIVE


GRADERS: dict[str, list[Registered]] = {}


def grader(key: str, *, source: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register the decorated function as the grader of dimension ``key`` from ``source``."""
    if source not in SOURCES:
        raise ValueError(f"unknown source {source!r}; one of {', '.join(SOURCES)}")

    def register(function: Callable[..., Any]) -> Callable[..., Any]:
        entry = Registered(key, source, function)
        known = GRADERS.setdefault(key, [])
        if any(other.live == entry.live and other.function is not function for other in known):
            side = "the live test" if entry.live else "the documentation and static sources"
            raise ValueError(f"dimension {key!r} already has a grader reading {side}")
        if entry not in known:
            known.append(entry)
        return function

    return register


def _discover() -> None:
    """Import every module of the graders package, so each has registered its graders."""
    package = importlib.import_module("assessments.graders")
    for module in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{package.__name__}.{module.name}")


_discovery = threading.Lock()
_discovered: list[bool] = []


def _ensure_discovered() -> None:
    if _discovered:
        return
    with _discovery:  # threads that grade at once wait for one discovery to finish
        if not _discovered:
            _discover()
            _discovered.append(True)


def source_grader(key: str) -> Registered | None:
    """The grader of dimension ``key`` reading the documentation and static sources."""
    _ensure_discovered()
    return next((entry for entry in GRADERS.get(key, ()) if not entry.live), None)


def live_grader(key: str) -> Registered | None:
    """The grader of dimension ``key`` reading the live test."""
    _ensure_discovered()
    return next((entry for entry in GRADERS.get(key, ()) if entry.live), None)


def sources_of(key: str) -> tuple[str, ...]:
    """The sources the graders of dimension ``key`` read."""
    _ensure_discovered()
    return tuple(entry.source for entry in GRADERS.get(key, ()))
