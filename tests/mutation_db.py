"""A pytest plugin for `make mutation` only (pyproject's ``[tool.mutmut]`` loads it).

mutmut runs each mutant's tests in a process forked from one that has already read the
settings, so every child would name the parent's per-process SQLite test database, and
two children at once would create and drop the same file. Each process gets a file of
its own instead, copied from the migrated template that `make mutation` builds once, so
that a mutant's run spends no time on migrations.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

TEMPLATE = ".mutation-template.sqlite3"


def pytest_sessionstart(session: pytest.Session) -> None:
    from django.conf import settings
    from django.db import connections

    if settings.DATABASES["default"]["ENGINE"] != "django.db.backends.sqlite3":
        return
    connections.close_all()
    name = Path(settings.BASE_DIR) / f".test-db-mutant-{os.getpid()}.sqlite3"
    connections["default"].settings_dict["TEST"]["NAME"] = str(name)
    session.config.stash[_database] = name
    template = Path(settings.BASE_DIR) / TEMPLATE
    if template.is_file():
        # The backup API copies a consistent database, the write-ahead log included.
        with sqlite3.connect(template) as source, sqlite3.connect(name) as target:
            source.backup(target)
        source.close()
        target.close()
        session.config.option.reuse_db = True


def pytest_sessionfinish(session: pytest.Session) -> None:
    name = session.config.stash.get(_database, None)
    if name is None:
        return
    from django.db import connections

    connections.close_all()
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(f"{name}{suffix}").unlink(missing_ok=True)


_database = pytest.StashKey[Path]()
