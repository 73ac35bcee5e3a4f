"""``manage.py import_registry PATH_OR_URL``: list the MCP Registry's servers.

PATH_OR_URL is a file (the API's list response, pages of it one per line, or
``server.json`` documents one per line), a folder of such files (``*.json``,
``*.jsonl``), or the URL of the registry's list endpoint, whose pages are followed by
their cursor under the usual address rules. Exit 0 when done, 2 for bad arguments, 4
when the source cannot be read.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from django.core.management.base import BaseCommand, CommandError
from django.db import DatabaseError

from certification import registry
from verification.listings import listings_import

EXIT_USAGE, EXIT_UNREADABLE, EXIT_DATABASE = 2, 4, 5
MAX_PAGES = 5000
PAGE_BYTES = 32 * 1024 * 1024
SHOWN_SKIPS = 20


class Command(BaseCommand):
    help = "Import MCP Registry server.json documents as listings; print a summary."

    def add_arguments(self, parser) -> None:
        parser.add_argument("source", metavar="PATH_OR_URL")
        parser.add_argument(
            "--keep-missing",
            action="store_true",
            help="do not delist listings imported before that this source does not hold "
            "(for importing part of the registry)",
        )

    def handle(self, *args, **options) -> None:
        source = options["source"].strip()
        started = time.monotonic()
        self.incomplete = ""
        documents = list(self._documents(source))
        entries, skipped = registry.parse(documents)
        if any(isinstance(d, registry.SkippedLine) for d in documents):
            self.incomplete = "a line of the source is not JSON"
        delist = not options["keep_missing"] and not self.incomplete
        try:
            summary = listings_import(
                entries, skipped=skipped, delist_missing=delist,
                progress=self._progress if sys.stderr.isatty() else None,
            )  # fmt: skip
        except DatabaseError as error:
            # One transaction: the database kept nothing of it.
            raise CommandError(
                f"the database could not be reached during the import ({_first_line(error)}); "
                "nothing of this import was written: run it again", returncode=EXIT_DATABASE,
            ) from None  # fmt: skip
        if sys.stderr.isatty():
            sys.stderr.write("\n")
        out = self.stdout.write
        out(
            f"{len(entries)} registry entries read in {time.monotonic() - started:.1f} s: "
            f"{summary.created} created, {summary.updated} updated, {summary.unchanged} "
            f"unchanged, {summary.linked} linked to existing listings, {summary.delisted} "
            f"delisted, {summary.relisted} listed again, {len(summary.skipped)} skipped"
        )
        if self.incomplete and not options["keep_missing"]:
            out(f"  nothing delisted: the source was not read whole ({self.incomplete})")
        for name, reason in summary.skipped[:SHOWN_SKIPS]:
            out(f"  skipped {name}: {reason}")
        if len(summary.skipped) > SHOWN_SKIPS:
            out(f"  … and {len(summary.skipped) - SHOWN_SKIPS} more skipped")

    def _progress(self, done: int, total: int) -> None:
        width = 30
        filled = width * done // max(total, 1)
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        sys.stderr.flush()

    def _documents(self, source: str) -> Iterator[Any]:
        if source.startswith(("http://", "https://")):
            yield from self._pages(source)
            return
        if "://" in source:
            raise CommandError(f"{source}: only http(s) URLs or local paths", returncode=2)
        path = Path(source)
        if path.is_dir():
            files = sorted([*path.glob("*.json"), *path.glob("*.jsonl")])
            if not files:
                raise CommandError(f"{source}: no .json or .jsonl file in this folder",
                                   returncode=EXIT_UNREADABLE)  # fmt: skip
        elif path.is_file():
            files = [path]
        else:
            raise CommandError(f"{source}: no such file or folder", returncode=EXIT_UNREADABLE)
        for file in files:
            try:
                text = file.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as error:
                raise CommandError(f"{file}: {error}", returncode=EXIT_UNREADABLE) from None
            yield from registry.read_documents(text)

    def _pages(self, url: str) -> Iterator[Any]:
        from certification.outbound.fetch import FetchError, fetch

        cursor, pages, seen = None, 0, set()
        while pages < MAX_PAGES:
            page_url = _with_cursor(url, cursor)
            try:
                result = fetch(page_url, max_bytes=PAGE_BYTES, timeout=60.0,
                               allow_redirects_to_other_hosts=False)  # fmt: skip
            except FetchError as error:
                raise CommandError(f"{page_url}: {error.label}: {error.detail}",
                                   returncode=EXIT_UNREADABLE) from None  # fmt: skip
            if result.status != 200:
                raise CommandError(f"{page_url}: HTTP {result.status}", returncode=EXIT_UNREADABLE)
            documents = list(registry.read_documents(result.body.decode("utf-8", "replace")))
            yield from documents
            pages += 1
            cursor = registry.next_cursor(documents[0]) if len(documents) == 1 else None
            if cursor is None:
                return
            if cursor in seen:
                self.incomplete = "the registry repeated a page cursor"
                return
            seen.add(cursor)
        self.incomplete = f"paging stopped after {MAX_PAGES} pages"


def _with_cursor(url: str, cursor: str | None) -> str:
    if cursor is None:
        return url
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query) if k != "cursor"] + [("cursor", cursor)]
    return urlunsplit(parts._replace(query=urlencode(query)))


def _first_line(error: BaseException) -> str:
    lines = str(error).strip().splitlines()
    return lines[0] if lines else type(error).__name__
