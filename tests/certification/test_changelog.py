"""The public changelog: append-only, hash-chained, verifiable, on a page and a feed."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.db import IntegrityError, connection, transaction

from certification.changelog import GENESIS, changelog_append, compute_hash, entry_content
from certification.models import ChangelogEntry, ImmutableRecordError
from tests.conftest import make_server

pytestmark = pytest.mark.django_db


def test_it_starts_with_the_rubric_publication():
    first = ChangelogEntry.objects.order_by("seq").first()
    assert first.kind == ChangelogEntry.Kind.RUBRIC_PUBLISHED
    assert first.prev_hash == GENESIS
    assert first.data["version"] == "1.0"


def test_it_chains_each_entry_to_the_previous_one():
    server = make_server("Chain Test")
    a = changelog_append(kind="server_delisted", title="A", server=server)
    b = changelog_append(kind="correction", title="B", body="fixes A")
    assert b.seq == a.seq + 1
    assert b.prev_hash == a.entry_hash
    assert b.entry_hash == compute_hash(a.entry_hash, entry_content(b))
    assert entry_content(a)["server"] == server.pk  # its id, which never changes


def test_it_refuses_edits_and_deletes_through_the_orm():
    entry = changelog_append(kind="correction", title="x")
    entry.title = "rewritten"
    with pytest.raises(ImmutableRecordError):
        entry.save()
    with pytest.raises(ImmutableRecordError):
        entry.delete()
    with pytest.raises(ImmutableRecordError):
        ChangelogEntry.objects.all().delete()


def test_verify_changelog_passes_on_an_intact_chain(capsys):
    changelog_append(kind="correction", title="x")
    call_command("verify_changelog")
    assert "intact" in capsys.readouterr().out


@pytest.mark.skipif(connection.vendor != "sqlite", reason="PostgreSQL refuses the tampering")
def test_verify_changelog_detects_a_rewritten_entry(capsys):
    entry = changelog_append(kind="correction", title="original")
    changelog_append(kind="correction", title="later")
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE certification_changelogentry SET title = 'forged' WHERE id = %s", [entry.pk]
        )
    with pytest.raises(SystemExit) as exit_info:
        call_command("verify_changelog")
    assert exit_info.value.code == 1
    assert f"entry #{entry.seq}: content does not match its hash" in capsys.readouterr().err


def test_postgresql_refuses_raw_updates_and_deletes():
    if connection.vendor != "postgresql":
        pytest.skip("the append-only trigger exists on PostgreSQL")
    entry = changelog_append(kind="correction", title="x")
    for sql in (
        "UPDATE certification_changelogentry SET title = 'forged' WHERE id = %s",
        "DELETE FROM certification_changelogentry WHERE id = %s",
    ):
        with (
            pytest.raises(IntegrityError, match="append-only"),
            transaction.atomic(),
            connection.cursor() as cursor,
        ):
            cursor.execute(sql, [entry.pk])


def test_the_page_lists_entries_newest_first_with_hashes(client):
    server = make_server("Listed Thing")
    old = changelog_append(kind="server_delisted", title="Older entry", server=server)
    new = changelog_append(kind="correction", title="Newer entry")
    html = client.get("/changelog/").content.decode()
    assert html.index("Newer entry") < html.index("Older entry")
    assert new.entry_hash in html and old.entry_hash in html


def test_the_page_filters_by_server(client):
    server = make_server("Filtered")
    changelog_append(kind="server_delisted", title="About Filtered", server=server)
    changelog_append(kind="correction", title="About something else")
    html = client.get(f"/changelog/?server={server.slug}").content.decode()
    assert "About Filtered" in html and "About something else" not in html
    assert client.get("/changelog/?server=no-such-server").status_code == 404


def test_the_atom_feed_has_the_entries(client):
    changelog_append(kind="correction", title="Feed entry")
    response = client.get("/changelog/feed/")
    assert response["Content-Type"].startswith("application/atom+xml")
    body = response.content.decode()
    assert "<feed" in body and "Feed entry" in body and "Rubric 1.0 published" in body
