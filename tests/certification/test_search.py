"""Search by words (certification.search), on whichever database the suite runs on:
PostgreSQL's full-text search and the trigram index on its words, or SQLite's FTS5."""

from __future__ import annotations

import pytest

from assessments.models import ToolDefinition
from assessments.publishing import listing_certified
from certification import search
from certification.models import Server
from tests.builders import published
from tests.conftest import make_server

CORPUS = {
    "Ledger Tools": "Bookkeeping for small firms: track invoices and receipts.",
    "Invoice Mailer": "Send bills to customers by e-mail.",
    "Weather Now": "Current weather conditions and forecasts for any city.",
    "Docs Finder": "Look things up in documentation pages.",
    "Sheet Helper": "Works with office files.",
}


@pytest.fixture
def corpus(db) -> dict[str, Server]:
    return {name: make_server(name, description=text) for name, text in CORPUS.items()}


def names(text: str) -> list[str]:
    found = search.find(Server.objects.listed(), text)
    order = dict(Server.objects.filter(pk__in=found.ids).values_list("pk", "name"))
    return [order[pk] for pk in found.ids]


def test_every_word_in_any_order(corpus):
    assert names("bookkeeping invoices") == ["Ledger Tools"]
    assert names("invoices bookkeeping") == ["Ledger Tools"]
    assert names("receipt") == ["Ledger Tools"]  # stemmed: "receipts"


def test_two_words_in_different_fields(corpus):
    assert names("ledger receipts") == ["Ledger Tools"]  # the name, the description


def test_a_match_in_the_name_ranks_above_one_in_the_description(corpus):
    assert names("invoice") == ["Invoice Mailer", "Ledger Tools"]


def test_a_typo_finds_the_word_spelled_close_to_it(corpus):
    found = search.find(Server.objects.listed(), "wether")
    assert found.way == "close" and found.ids == [corpus["Weather Now"].pk]
    assert names("documentaton") == ["Docs Finder"]


def test_the_words_inside_a_package_name_or_an_address_are_words(corpus):
    make_server("Local Files", package_registry="npm", package_name="@example/files-mcp")
    make_server("Acme Forecast", repository_url="https://github.com/acme/forecast-mcp")
    found = search.find(Server.objects.listed(), "files mcp")
    # Its name and package weigh more than an office-files helper's description.
    assert found.way == "all" and names("files mcp")[0] == "Local Files"
    assert names("acme forecast") == ["Acme Forecast"]
    assert search.find(Server.objects.listed(), "github mcp").way == "all"


def test_only_a_word_the_index_lacks_is_spelled_otherwise(corpus):
    make_server("Feather Slack", description="Posts feathers to a channel.")
    make_server("Weather Slack", description="Posts the forecast to a channel.")
    found = search.find(Server.objects.listed(), "weather slak")
    # "slak" is read as "slack"; "weather", which the index has, is not read as "feather".
    assert found.way == "close" and names("weather slak") == ["Weather Slack"]


def test_a_word_under_three_letters_is_searched_as_typed(corpus):
    make_server("Aim Tracker", description="Keeps an aim.")
    assert names("ai") == []  # not read as "aim"
    make_server("AI Helper", description="An ai helper.")
    assert names("ai") == ["AI Helper"]


def test_a_typo_finds_words_of_listings_added_or_changed_since(corpus):
    Server.objects.bulk_create([
        Server(name="Kubernetes Pods", slug="kubernetes-pods", description="Lists pods.",
               search_text="kubernetes pods lists pods.")
    ])  # fmt: skip
    assert names("kubernets") == ["Kubernetes Pods"]
    sheet = corpus["Sheet Helper"]
    sheet.description = "Works with spreadsheets and calendars."
    sheet.save()
    assert names("calender") == ["Sheet Helper"]


def test_when_no_listing_has_every_word_those_with_some_come_best_first(corpus):
    found = search.find(Server.objects.listed(), "forecasts zebra")
    assert found.way == "some" and found.ids == [corpus["Weather Now"].pk]


def test_a_tool_s_purpose_finds_the_server_whose_certified_tools_do_it(corpus):
    helper = corpus["Sheet Helper"]
    assert names("read a spreadsheet") == []
    assessment = published(helper)
    for position, (name, description) in enumerate(
        [("readSpreadsheet", "Read the cells of a spreadsheet."), ("list_files", "List files.")]
    ):
        ToolDefinition.objects.create(
            assessment=assessment, position=position, name=name, sha256="0" * 64,
            definition={"name": name, "description": description},
        )  # fmt: skip
    listing_certified(assessment)
    helper.refresh_from_db()
    assert helper.tool_names == "readSpreadsheet read Spreadsheet list_files list files"
    assert names("read a spreadsheet") == ["Sheet Helper"]
    assert names("spreadsheet reading") == ["Sheet Helper"]


def test_the_other_filters_still_apply_and_words_that_are_not_words_find_nothing(corpus):
    weather = corpus["Weather Now"]
    others = Server.objects.listed().exclude(pk=weather.pk)
    assert search.find(others, "weather").ids == []
    assert search.find(Server.objects.listed(), "the of a !!!") == search.Found(words=())
    assert search.words("Read a SPREADSHEET, then read it") == ("read", "spreadsheet", "then")


def test_a_listing_changed_is_searched_as_it_now_reads(corpus):
    docs = corpus["Docs Finder"]
    docs.description = "Translate text between languages."
    docs.save()
    assert names("documentation") == []
    assert names("languages") == ["Docs Finder"]
    Server.objects.bulk_create([Server(name="Bulk Atlas", slug="bulk-atlas", description="Maps.")])
    assert names("atlas maps") == ["Bulk Atlas"]  # rows written in bulk are indexed too


@pytest.mark.django_db
def test_sqlite_keeps_its_full_text_triggers_after_every_migration():
    """SQLite drops a table's triggers when a migration rebuilds it to change a column;
    the last migration that touches certification_server must put them back."""
    from django.db import connection

    if connection.vendor != "sqlite":
        pytest.skip("the full-text triggers are SQLite's")
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = %s",
            ["certification_server"],
        )
        names = {row[0] for row in cursor.fetchall()}
    assert {f"certification_server_fts_{n}" for n in ("insert", "delete", "update")} <= names


def test_equal_matches_come_earliest_listed_first(db):
    # The same text under names out of alphabetical order: equal ranks, so the order
    # in which they were listed decides, on either database.
    made = [make_server(name, description="Tide tables for harbours.") for name in "CAB"]
    assert search.find(Server.objects.listed(), "tide").ids == [server.pk for server in made]


def test_a_word_only_a_little_like_one_of_the_index_finds_nothing(db):
    # "bour" is 0.3 like "harbour" by pg_trgm (its index's own threshold), under the
    # 0.35 a close spelling needs; difflib (SQLite) puts it further still.
    make_server("Harbour Master", description="Berths and tides of the harbour.")
    assert search.find(Server.objects.listed(), "bour").ids == []
    assert search.find(Server.objects.listed(), "harbor").way == "close"


def test_a_named_shape_is_compiled_once_and_each_shape_keeps_its_own_query(corpus, monkeypatch):
    from django.db import connection
    from django.db.models.sql.compiler import SQLCompiler

    compiles, as_sql = [], SQLCompiler.as_sql
    monkeypatch.setattr(
        SQLCompiler, "as_sql", lambda self, *a, **k: compiles.append(1) or as_sql(self, *a, **k)
    )
    search._RANKING.clear()
    everything = Server.objects.listed()
    only_ledger = Server.objects.listed().filter(name="Ledger Tools")
    runs = [
        (everything, "all", "invoice"), (only_ledger, "ledger", "invoice"),
        (everything, "all", "weather"), (only_ledger, "ledger", "weather"),
        (everything, "all", "wether"), (only_ledger, "ledger", "invoices"),
    ]  # fmt: skip
    found = [search.find(listings, text, shape=shape).ids for listings, shape, text in runs]
    assert found == [
        [corpus["Invoice Mailer"].pk, corpus["Ledger Tools"].pk], [corpus["Ledger Tools"].pk],
        [corpus["Weather Now"].pk], [],
        [corpus["Weather Now"].pk], [corpus["Ledger Tools"].pk],
    ]  # fmt: skip
    if connection.vendor == "postgresql":
        # Each shape's first run compiled, with its probe; no other run compiles.
        assert len(compiles) == 4
