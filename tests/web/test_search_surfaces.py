"""The same search behind the directory, the API's list and /mcp find_servers: words in
any order and field, best match first, a typo forgiven, and each surface says how the
words were matched."""

from __future__ import annotations

import pytest

from tests.builders import call
from tests.conftest import make_server

pytestmark = pytest.mark.django_db


@pytest.fixture
def corpus(db):
    make_server("Ledger Tools", description="Bookkeeping for small firms: track invoices.")
    make_server("Invoice Mailer", description="Send bills to customers by e-mail.")
    make_server("Weather Now", description="Current weather and forecasts.")


def test_the_directory_finds_words_in_any_order_and_says_when_it_forgave_a_typo(client, corpus):
    page = client.get("/servers/", {"q": "invoices bookkeeping"}).content.decode()
    assert "Ledger Tools" in page and "Invoice Mailer" not in page
    assert "1 server matching" in page
    page = client.get("/servers/", {"q": "invoice"}).content.decode()
    assert page.index("Invoice Mailer") < page.index("Ledger Tools")  # the name first
    page = client.get("/servers/", {"q": "wether"}).content.decode()
    assert "Weather Now" in page and "spelled close to them" in page
    page = client.get("/servers/", {"q": "invoice", "sort": "oldest"}).content.decode()
    assert page.index("Ledger Tools") < page.index("Invoice Mailer")  # the order asked for


def test_the_api_list_searches_and_pages_the_best_matches_first(client, corpus):
    body = client.get("/api/v1/servers/", {"q": "invoice", "limit": 1}).json()
    assert [item["name"] for item in body["results"]] == ["Invoice Mailer"]
    assert body["search"] == {"words": ["invoice"], "way": "all", "matches": 2, "more": False}
    following = client.get(body["next"]).json()
    assert [item["name"] for item in following["results"]] == ["Ledger Tools"]
    assert following["next"] is None and following["previous"] is not None
    assert client.get("/api/v1/servers/", {"q": "invoice", "cursor": "bad"}).status_code == 404
    assert "search" not in client.get("/api/v1/servers/").json()  # no words: by name


@pytest.mark.django_db(transaction=True)  # the tool reads on a connection of its own
def test_find_servers_searches_by_words_best_match_first(corpus):
    page = call("find_servers", {"query": "invoice"}).structured_content
    assert [server["name"] for server in page["servers"]] == ["Invoice Mailer", "Ledger Tools"]
    assert page["matched"] == "every_word"
    page = call("find_servers", {"query": "forcasts wether"}).structured_content
    assert [server["name"] for server in page["servers"]] == ["Weather Now"]
    assert page["matched"] == "close_spelling"
    assert call("find_servers").structured_content["matched"] is None


def test_a_search_cursor_past_the_matches_is_refused_by_the_api_and_restarts_the_page(
    client, corpus
):
    from web import keyset

    stale = keyset.cursor_for(5)  # two matches: no sixth
    answer = client.get("/api/v1/servers/", {"q": "invoice", "cursor": stale})
    assert answer.status_code == 404
    page = client.get("/servers/", {"q": "invoice", "after": stale}).content.decode()
    assert "Invoice Mailer" in page and "Ledger Tools" in page  # the first page
