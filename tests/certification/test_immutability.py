"""Published rubric versions and servers cannot be changed or deleted, in code and in SQL."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, connection, transaction

from certification import services
from certification.models import ImmutableRecordError, RubricVersion, Server
from certification.rubric import load_rubric_file, rubric_path
from tests.conftest import make_server

UPDATE = "UPDATE certification_rubricversion SET changelog = %s WHERE id = %s"
DELETE = "DELETE FROM certification_rubricversion WHERE id = %s"
postgres_only = pytest.mark.skipif(
    connection.vendor != "postgresql",
    reason="the immutability trigger exists on PostgreSQL only (SQLite relies on the models)",
)


@pytest.fixture
def published(db) -> RubricVersion:
    return RubricVersion.objects.get(version="1.0")


@pytest.fixture
def draft(db) -> RubricVersion:
    data, sha256 = load_rubric_file(rubric_path("1.0"))
    data = {**data, "version": "1.1", "published_on": "2026-06-01", "effective_from": "2026-07-01"}
    return services.rubric_version_create(data=data, source_sha256=sha256)


def stored_changelog(version: str) -> str:
    return RubricVersion.objects.get(version=version).changelog


def test_it_refuses_to_save_a_published_version(published):
    before = published.changelog
    published.changelog = "Rewritten after the fact."
    with pytest.raises(ImmutableRecordError, match="published and cannot change"):
        published.save()
    assert stored_changelog("1.0") == before


def test_it_refuses_to_save_a_published_version_with_update_fields(published):
    published.data = {**published.data, "ceilings": {"documentation": 99}}
    with pytest.raises(ImmutableRecordError):
        published.save(update_fields=["data"])
    assert RubricVersion.objects.get(pk=published.pk).data["ceilings"]["documentation"] == 75


def test_it_refuses_to_delete_a_published_version(published):
    with pytest.raises(ImmutableRecordError, match="cannot be deleted"):
        published.delete()
    assert RubricVersion.objects.filter(pk=published.pk).exists()


def test_it_refuses_to_delete_published_versions_in_bulk(published):
    with pytest.raises(ImmutableRecordError):
        RubricVersion.objects.filter(version="1.0").delete()
    with pytest.raises(ImmutableRecordError):
        RubricVersion.objects.all().delete()
    assert RubricVersion.objects.filter(pk=published.pk).exists()


def test_it_refuses_to_update_published_versions_in_bulk(published, draft):
    with pytest.raises(ImmutableRecordError):
        RubricVersion.objects.filter(version="1.0").update(changelog="Rewritten.")
    with pytest.raises(ImmutableRecordError):
        RubricVersion.objects.all().update(changelog="Rewritten.")
    assert stored_changelog("1.0") == published.changelog
    assert stored_changelog("1.1") == draft.changelog


def test_it_lets_a_draft_change_and_be_published(draft):
    draft.changelog = "Dimension 2 clarified."
    draft.save()
    RubricVersion.objects.filter(pk=draft.pk).update(changelog="Dimension 2 reworded.")
    assert stored_changelog("1.1") == "Dimension 2 reworded."

    services.rubric_version_publish(rubric=draft)
    frozen = RubricVersion.objects.get(pk=draft.pk)
    assert frozen.is_published
    frozen.changelog = "Changed after publication."
    with pytest.raises(ImmutableRecordError):
        frozen.save()
    assert stored_changelog("1.1") == "Dimension 2 reworded."


def test_it_lets_a_draft_be_deleted(draft):
    draft.delete()
    assert not RubricVersion.objects.filter(version="1.1").exists()


def test_it_refuses_to_delete_a_server(db):
    server = make_server("Kept Forever")
    with pytest.raises(ImmutableRecordError, match="delist them instead"):
        server.delete()
    with pytest.raises(ImmutableRecordError):
        Server.objects.filter(pk=server.pk).delete()
    with pytest.raises(ImmutableRecordError):
        Server.objects.all().delete()
    assert Server.objects.filter(pk=server.pk).exists()


def test_it_delists_a_server_instead(db):
    server = services.server_delist(server=make_server("Gone Away"), reason="Left the registry")
    assert server.status == Server.Status.DELISTED
    assert server.delisted_at is not None
    assert server.delisted_reason == "Left the registry"
    assert not Server.objects.listed().filter(pk=server.pk).exists()


def raw_sql(sql: str, *params) -> int:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return cursor.rowcount


@postgres_only
def test_it_refuses_raw_update_of_a_published_row(published):
    with pytest.raises(IntegrityError, match="immutable"), transaction.atomic():
        raw_sql(UPDATE, "Rewritten.", published.pk)
    assert stored_changelog("1.0") == published.changelog


@postgres_only
def test_it_refuses_raw_delete_of_a_published_row(published):
    with pytest.raises(IntegrityError, match="immutable"), transaction.atomic():
        raw_sql(DELETE, published.pk)
    assert RubricVersion.objects.filter(pk=published.pk).exists()


@postgres_only
def test_it_allows_raw_update_and_delete_of_a_draft_row(draft):
    assert raw_sql(UPDATE, "Edited.", draft.pk) == 1
    assert stored_changelog("1.1") == "Edited."
    assert raw_sql(DELETE, draft.pk) == 1
    assert not RubricVersion.objects.filter(pk=draft.pk).exists()
