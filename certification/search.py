"""Search of the listings by words, ranked, stemmed and forgiving of a typo: the
directory, the API's list and ``/mcp`` ``find_servers`` all search through ``find``.

- **Words.** A query is its words (letters and digits; common English words such as
  "a" and "the" left out). A listing matches when it has every word, in any of its
  searched fields: name, package, the certified catalog's tool names and
  descriptions, description, addresses. Words are stemmed ("invoices" finds
  "invoice", "reading" finds "read").
- **Ranked.** Names (the listing's, its package's and its tools') weigh most, then
  the description, then the tools' descriptions, then addresses; of equal matches, the
  earliest listed first.
- **Typos.** When no listing has every word as typed, words spelled close to them
  are tried; when still none has them all, listings with some of the words, best
  first. ``Found.way`` says which was used, for the page to say so.

PostgreSQL: full-text search on the stored, weighted column ``search_vector``
(generated from the searched columns; GIN index), and for close spellings the words
of the index kept once each in ``certification_search_word`` (trigram index;
similarity), searched for as the words typed are. SQLite: an FTS5 table kept by
triggers (porter stemmer, bm25 with the same weights), and close spellings from its
vocabulary. Both are made by migration ``certification.0016``.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field

from django.db import connections
from django.db.models import BooleanField, FloatField, QuerySet
from django.db.models.expressions import RawSQL

from certification.compiled import Compiled

LIMIT = 5000  # the best this many matches are kept, in order
MAX_WORDS = 12
WORD = re.compile(r"[^\W_]+")
# Left out of a query: no listing is found or ranked by them (PostgreSQL's English
# configuration leaves them out of the index too).
STOP_WORDS = frozenset((
    "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "has", "have", "in",
    "is", "it", "its", "of", "on", "or", "that", "the", "this", "to", "was", "were",
    "which", "will", "with",
))  # fmt: skip
FTS = "certification_server_fts"
FTS_WEIGHTS = "10.0, 10.0, 10.0, 4.0, 2.0, 1.0, 1.0"  # the FTS5 columns, as in 0016
MATCHING = f"SELECT rowid FROM {FTS} WHERE {FTS} MATCH %s"  # noqa: S608 - our own table
CLOSE_CUTOFF = 0.75  # difflib's ratio for a close spelling (SQLite)
# pg_trgm's similarity of two words for a close spelling: "serch" is 0.44 from
# "search", "slak" 0.38 from "slack", "wether" 0.5 from "weather" and "whether".
CLOSE_SIMILARITY = 0.35
SHORTEST = 3  # the shortest word the index of words holds (migration 0020)


@dataclass(frozen=True)
class Found:
    """The ids of the matching listings, best first (at most ``LIMIT``)."""

    ids: list[int] = field(default_factory=list)
    more: bool = False  # more than LIMIT matched
    way: str = "all"  # "all": every word; "close": close spellings; "some": some words
    words: tuple[str, ...] = ()


def words(text: str) -> tuple[str, ...]:
    """The words of a query that the search looks for (at most ``MAX_WORDS``)."""
    found = [w for w in WORD.findall(text.casefold()) if w not in STOP_WORDS and len(w) <= 40]
    return tuple(dict.fromkeys(found))[:MAX_WORDS]


def find(listings: QuerySet, text: str, shape: Hashable = None) -> Found:
    """The listings of ``listings`` that ``text`` finds, best first.

    ``shape`` names ``listings``' query for a caller that searches the same query again
    and again (the directory's filters, the API's listed servers): the same ``shape``
    must always come with the same query. Its search is then compiled to SQL once per
    process (PostgreSQL), not on every run."""
    wanted = words(text)
    if not wanted:
        return Found(words=wanted)
    engine = _ENGINES.get(connections[listings.db].vendor)
    if engine is None:  # another database: the words as substrings, unranked
        return _substrings(listings, wanted)
    for way in ("all", "close", "some"):
        if way == "some" and len(wanted) == 1:
            break
        ids = engine(listings, wanted, way, shape)
        if ids:
            return Found(ids[:LIMIT], more=len(ids) > LIMIT, way=way, words=wanted)
    return Found(way="all", words=wanted)


def tool_words(tools: Iterable[tuple[str, object]]) -> dict[str, str]:
    """``Server.tool_names`` and ``tool_descriptions`` from a catalog's (name,
    definition) pairs: each name also as its words (``getWeather`` as "get weather")."""
    names, descriptions = [], []
    for name, definition in tools:
        parts = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name).replace("_", " ").replace("-", " ")
        names.append(f"{name} {parts}" if parts != name else name)
        description = definition.get("description") if isinstance(definition, dict) else None
        if isinstance(description, str):
            descriptions.append(" ".join(description.split())[:500])
    return {
        "tool_names": " ".join(names)[:20000],
        "tool_descriptions": "\n".join(descriptions)[:20000],
    }


# PostgreSQL ------------------------------------------------------------------------
# The raw SQL below is this module's own text; a query's words go only as parameters.

VECTOR = '"certification_server"."search_vector"'
# Our own table (migrations 0020, 0023: a word may be there twice); the words go only as
# a parameter. ``%%`` reads the trigram index with pg_trgm's threshold (0.3 unless set
# otherwise: it must not be above ``CLOSE_SIMILARITY``), and the similarity keeps those
# at least ``CLOSE_SIMILARITY`` alike, with no setting to make on each connection.
CLOSE_WORDS = f"""
    SELECT typed.position, close.word
    FROM unnest(%s::text[]) WITH ORDINALITY AS typed (word, position)
    CROSS JOIN LATERAL (
        SELECT word FROM (
            SELECT DISTINCT word FROM certification_search_word WHERE word %% typed.word
        ) AS candidates
        WHERE similarity(word, typed.word) >= {CLOSE_SIMILARITY}
        ORDER BY similarity(word, typed.word) DESC, word
        LIMIT 4
    ) AS close
"""  # noqa: S608 - our own table, and a number of ours

# The ranking of each shape of listings a caller names (``find``'s ``shape``), compiled
# once: its one value is the text search query.
_RANKING: dict[Hashable, Compiled] = {}


def _postgresql(
    listings: QuerySet, wanted: tuple[str, ...], way: str, shape: Hashable = None
) -> list[int]:
    if way == "close":
        # Each word or one of the words of the index spelled close to it.
        groups = _close_words(listings.db, wanted)
        joined = " & ".join(f"({' | '.join(group)})" for group in groups)
    else:
        joined = (" & " if way == "all" else " | ").join(wanted)
    if shape is None or listings.db != "default":
        return _first_column(_ranked(listings, joined))
    compiled = _RANKING.get(shape)
    if compiled is None:
        compiled = _RANKING.setdefault(shape, Compiled(lambda text: _ranked(listings, text)))
    return [row[0] for row in compiled.rows(joined)]


def _ranked(listings: QuerySet, joined: str) -> QuerySet:
    """The ids of ``listings`` that the text search query ``joined`` matches, best first
    (at most ``LIMIT`` + 1)."""
    # A subquery: made once per run. Bare, in the generic plan of a prepared statement
    # (its words a parameter), it is made again for every row tested and ranked, which
    # costs a search of a thousand matches half its time.
    query = "(SELECT to_tsquery('english'::regconfig, %s))"
    matches = RawSQL(f"{VECTOR} @@ {query}", (joined,), BooleanField())  # noqa: S611
    # Weights D, C, B, A: addresses, tool descriptions, description, names.
    weighed = f"ts_rank('{{0.05, 0.2, 0.4, 1.0}}', {VECTOR}, {query})"
    rank = RawSQL(weighed, (joined,), FloatField())  # noqa: S611
    ranked = listings.filter(matches).annotate(search_rank=rank)
    # Equal ranks, earliest listed first (as SQLite's ``rowid``): a tie broken by name
    # compares texts, a third of the ranking's time when a thousand matches tie.
    ranked = ranked.order_by("-search_rank", "pk")
    return ranked.values_list("pk")[: LIMIT + 1]


def _close_words(alias: str, wanted: tuple[str, ...]) -> list[list[str]]:
    """Each word of ``wanted``, with the (at most four) words of the index closest to it
    when the index does not have it as typed (pg_trgm's similarity, read from the
    trigram index on the words, migration ``certification.0020``), in one query. The
    words are letters and digits only, so they go into a text search query as they
    are."""
    with connections[alias].cursor() as cursor:
        cursor.execute(CLOSE_WORDS, [list(wanted)])
        close: dict[int, list[str]] = {}
        for position, word in cursor.fetchall():
            close.setdefault(position, []).append(word)
    # A word the index has as typed is searched for as typed, and so is a word too short
    # for the index of words to hold (under three letters: "ai", "db").
    return [
        [word] if word in close.get(n, ()) or len(word) < SHORTEST else [word, *close.get(n, [])]
        for n, word in enumerate(wanted, 1)
    ]


def _first_column(queryset: QuerySet) -> list:
    """The first value of each of ``queryset``'s rows, fetched at once. Iterated, a
    queryset reads its rows a hundred at a time through a chain of generators: a third
    of a search's time when a common word matches a thousand listings."""
    sql, params = queryset.query.get_compiler(queryset.db).as_sql()
    with connections[queryset.db].cursor() as cursor:
        cursor.execute(sql, params)
        return [row[0] for row in cursor.fetchall()]


# SQLite ----------------------------------------------------------------------------


def _sqlite(
    listings: QuerySet, wanted: tuple[str, ...], way: str, shape: Hashable = None
) -> list[int]:
    if way == "close":
        vocabulary = _vocabulary(listings.db)
        known = set(vocabulary)
        groups = []
        # A word the index has as typed, or one under three letters, is searched as typed.
        for word in wanted:
            close = (
                []
                if word in known or len(word) < SHORTEST
                else difflib.get_close_matches(word, vocabulary, n=4, cutoff=CLOSE_CUTOFF)
            )
            groups.append(" OR ".join(_quoted(w) for w in dict.fromkeys([word, *close])))
        match = " AND ".join(f"({group})" for group in groups)
    else:
        match = (" AND " if way == "all" else " OR ").join(_quoted(w) for w in wanted)
    with connections[listings.db].cursor() as cursor:
        cursor.execute(f"{MATCHING} ORDER BY bm25({FTS}, {FTS_WEIGHTS}), rowid", [match])
        ranked = [row[0] for row in cursor.fetchall()]
    if not ranked:
        return []
    # Of those, the ones the other filters keep, in the order found.
    kept = set(
        listings.filter(pk__in=RawSQL(MATCHING, [match]))  # noqa: S611
        .order_by()
        .values_list("pk", flat=True)
    )
    return [pk for pk in ranked if pk in kept][: LIMIT + 1]


def _vocabulary(alias: str) -> list[str]:
    with connections[alias].cursor() as cursor:
        cursor.execute(f"SELECT term FROM {FTS}_vocab")  # noqa: S608 - our own table
        return [row[0] for row in cursor.fetchall()]


def _quoted(word: str) -> str:
    return '"' + word.replace('"', '""') + '"'


def _substrings(listings: QuerySet, wanted: tuple[str, ...]) -> Found:
    for word in wanted:
        listings = listings.filter(search_text__contains=word)
    ids = list(listings.order_by("name", "pk").values_list("pk", flat=True)[: LIMIT + 1])
    return Found(ids[:LIMIT], more=len(ids) > LIMIT, words=wanted)


_ENGINES = {"postgresql": _postgresql, "sqlite": _sqlite}


# SQLite's full-text table and the columns it indexes, as migration 0016 made them.
SQLITE_FTS = "certification_server_fts"
SQLITE_FTS_COLUMNS = ("name", "package_name", "tool_names", "description", "tool_descriptions",
                      "endpoint_url", "repository_url")  # fmt: skip


def restore_sqlite_index(schema_editor) -> None:
    """(Re)create the triggers that keep SQLite's full-text table in step with
    ``certification_server`` and rebuild it: SQLite drops a table's triggers when a
    migration rebuilds the table to change its columns. Nothing on other databases."""
    if schema_editor.connection.vendor != "sqlite":
        return
    fts, columns = SQLITE_FTS, ", ".join(SQLITE_FTS_COLUMNS)
    new = ", ".join(f"new.{c}" for c in SQLITE_FTS_COLUMNS)
    old = ", ".join(f"old.{c}" for c in SQLITE_FTS_COLUMNS)
    # Our own names only (S608).
    remove = f"INSERT INTO {fts}({fts}, rowid, {columns}) VALUES ('delete', old.id, {old});"  # noqa: S608
    add = f"INSERT INTO {fts}(rowid, {columns}) VALUES (new.id, {new});"  # noqa: S608
    for name in ("insert", "delete", "update"):
        schema_editor.execute(f"DROP TRIGGER IF EXISTS {fts}_{name}")
    schema_editor.execute(
        f"CREATE TRIGGER {fts}_insert AFTER INSERT ON certification_server BEGIN {add} END"
    )
    schema_editor.execute(
        f"CREATE TRIGGER {fts}_delete AFTER DELETE ON certification_server BEGIN {remove} END"
    )
    schema_editor.execute(
        f"CREATE TRIGGER {fts}_update AFTER UPDATE ON certification_server BEGIN {remove} {add} END"
    )
    schema_editor.execute(f"INSERT INTO {fts}({fts}) VALUES ('rebuild')")  # noqa: S608
