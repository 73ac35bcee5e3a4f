"""The report card's reads: a listing read with its current assessment costs one query
more for the results, and gives what the two-query read gives."""

from __future__ import annotations

import pytest

from assessments.selectors import WITH_CURRENT, current_assessment_with_results
from certification.models import Server
from tests.builders import published

pytestmark = pytest.mark.django_db


def test_a_listing_read_with_its_current_assessment_reads_only_the_results(
    django_assert_num_queries,
):
    server = Server.objects.create(name="Read Once", slug="read-once")
    published(server)
    current = published(server, kind="documentation", grades={1: "fail", 5: "pass"})
    plain = current_assessment_with_results(Server.objects.get(pk=server.pk))
    listing = Server.objects.select_related(*WITH_CURRENT).get(pk=server.pk)
    with django_assert_num_queries(1):
        found = current_assessment_with_results(listing)
        grades = [result.grade for result in found.dimensions.all()]
        version = found.rubric_version.version
        revised = getattr(found, "superseded_by", None)
    assert found.pk == plain.pk == current.pk and found.server is listing
    assert grades == [result.grade for result in plain.dimensions.all()]
    assert grades[0] == "fail" and version == plain.rubric_version.version and revised is None


def test_a_listing_read_without_a_certification_costs_no_query(django_assert_num_queries):
    server = Server.objects.create(name="Never Assessed", slug="never-assessed")
    listing = Server.objects.select_related(*WITH_CURRENT).get(pk=server.pk)
    with django_assert_num_queries(0):
        assert current_assessment_with_results(listing) is None
    assert current_assessment_with_results(Server.objects.get(pk=server.pk)) is None
