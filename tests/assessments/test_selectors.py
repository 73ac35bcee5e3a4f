"""The report card's reads: a listing read with its current assessment costs one query
more for the results, and gives what the two-query read gives; a published rubric
version is read once per process."""

from __future__ import annotations

import datetime

import pytest

from assessments.selectors import WITH_CURRENT, current_assessment_with_results
from certification.models import Server
from certification.rubric import published_version
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
    published_version(current.rubric_version_id)  # read once per process
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


def test_a_published_rubric_version_is_read_once_and_a_draft_never_kept(
    django_assert_num_queries,
):
    from certification.models import RubricVersion

    version = RubricVersion.objects.filter(status=RubricVersion.Status.PUBLISHED).first()
    with django_assert_num_queries(1):
        assert published_version(version.pk).data == version.data
        assert published_version(version.pk) is published_version(version.pk)
    draft = RubricVersion.objects.create(
        version="9.9", status=RubricVersion.Status.DRAFT, data=version.data,
        effective_from=datetime.date(2099, 1, 1), published_on=version.published_on,
        source_sha256="0" * 64,
    )  # fmt: skip
    with django_assert_num_queries(2):
        assert published_version(draft.pk) is None
        assert published_version(draft.pk) is None
