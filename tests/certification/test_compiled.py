"""Queries compiled once per process give what the ORM gives, on either database."""

from __future__ import annotations

import datetime

import pytest
from django.db import connection
from django.db.models.sql.compiler import SQLCompiler

from assessments.models import Assessment
from assessments.selectors import RECORD_FIELDS, WITH_CURRENT
from certification.compiled import Compiled
from certification.models import Server, ServerPackage
from tests.builders import published
from tests.conftest import make_server

pytestmark = pytest.mark.django_db


@pytest.fixture
def compiles(monkeypatch) -> list[int]:
    """Each compiling of a query to SQL."""
    found = []
    as_sql = SQLCompiler.as_sql

    def counting(self, *args, **kwargs):
        found.append(1)
        return as_sql(self, *args, **kwargs)

    monkeypatch.setattr(SQLCompiler, "as_sql", counting)
    return found


def test_objects_are_the_orm_s_with_what_they_were_read_with(alice_server, compiles):
    published(alice_server, kind="static", grades={1: "pass", 2: "partial"})
    other = make_server("Other Tools")
    listing = Compiled(
        lambda slug: Server.objects.select_related(*WITH_CURRENT).filter(slug=slug)[:1]
    )
    for server in (alice_server, other, alice_server):
        (found,) = listing.objects(server.slug)
        orm = Server.objects.select_related(*WITH_CURRENT).get(slug=server.slug)
        assert [getattr(found, f.attname) for f in Server._meta.concrete_fields] == [
            getattr(orm, f.attname) for f in Server._meta.concrete_fields
        ]
        assert isinstance(found.listed_at, datetime.datetime) and found.listed_at.tzinfo
        certification = getattr(found, "certification", None)
        if server is other:
            assert certification is None
        else:
            assessment = certification.assessment
            assert assessment.score == orm.certification.assessment.score
            assert assessment.live == orm.certification.assessment.live  # JSON, decoded
    compiles.clear()
    assert listing.objects("no-such-slug") == [] and compiles == []  # compiled once


def test_rows_are_the_orm_s_and_a_value_that_cannot_be_told_apart_is_not_kept(
    alice_server, compiles
):
    published(alice_server, kind="static", grades={1: "pass"})
    history = Compiled(
        lambda pk: (
            Assessment.objects.filter(server_id=pk).order_by("pk").values_list(*RECORD_FIELDS)
        )
    )
    orm = list(
        Assessment.objects.filter(server_id=alice_server.pk)
        .order_by("pk")
        .values_list(*RECORD_FIELDS)
    )
    assert history.rows(alice_server.pk) == orm and orm
    # The same key bound twice as it is (SQLite): kept, with the key in both places; once
    # as it is and once as a small integer (PostgreSQL's ``Int2``), or made into a
    # pattern: never kept, and each run gets its own rows.
    other = make_server("Other Tools")
    for position in (0, 1):
        ServerPackage.objects.create(
            server=other, position=position, registry_type="npm", identifier=f"p{position}"
        )
    twice = Compiled(
        lambda pk: ServerPackage.objects.filter(server_id=pk, position__lt=pk).order_by("pk")
    )
    runs = [alice_server.pk, other.pk, alice_server.pk, other.pk]
    expected = [
        list(ServerPackage.objects.filter(server_id=pk, position__lt=pk).order_by("pk"))
        for pk in runs
    ]
    compiles.clear()
    assert [twice.objects(pk) for pk in runs] == expected
    # The first run's own and its probe, then none; or each run's own, and its probe.
    assert len(compiles) == (2 if connection.vendor == "sqlite" else 2 * len(runs))
    pattern = Compiled(
        lambda name: Server.objects.filter(name__icontains=name).order_by("pk").values_list("pk")
    )
    names = ["Other", "Tools", "other tools", "Nothing"]
    expected = [
        list(Server.objects.filter(name__icontains=name).order_by("pk").values_list("pk"))
        for name in names
    ]
    compiles.clear()
    assert [pattern.rows(name) for name in names] == expected
    assert len(compiles) == 2 * len(names)  # each run's own, and the probe that failed


def test_a_run_of_other_types_or_matching_nothing_is_the_orm_s(alice_server):
    make_server("Bob's Tools", description="")
    by_name = Compiled(lambda name: Server.objects.filter(name__iexact=name).order_by("pk"))
    by_proposer = Compiled(lambda user: Server.objects.filter(proposed_by_id=user).order_by("pk"))
    among = Compiled(lambda ids: Server.objects.filter(pk__in=ids).order_by("pk"))
    for name in ("alice tools", "ALICE TOOLS", "alice_tools", "%", "bob's tools"):
        assert by_name.objects(name) == list(Server.objects.filter(name__iexact=name))
    for user in (alice_server.pk + 1000, None, alice_server.pk + 1001, None):
        # None: the ORM writes IS NULL, never "= NULL" (which finds nothing)
        assert by_proposer.objects(user) == list(
            Server.objects.filter(proposed_by_id=user).order_by("pk")
        )
    assert by_proposer.objects(None)  # the listings nobody proposed
    assert among.objects([]) == []  # the ORM sends no query for an empty list
    assert among.objects([alice_server.pk]) == [alice_server]
