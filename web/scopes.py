"""What a kept page shows, for the pages whose URL does not name their listing (see
``certification.pagecache``)."""

from __future__ import annotations

import functools

from assessments.models import Assessment
from certification.pagecache import CORPUS


def assessment_scopes(assessment_id: int) -> tuple[str, ...]:
    """An assessment's pages show its listing's record and its place among the corpus
    (``assessments.placement``): kept until either changes. An unknown id: nothing
    besides ``all`` (a 404 is never kept)."""
    slug = _listing_of(int(assessment_id))
    return (f"server:{slug}", CORPUS) if slug else ()


@functools.lru_cache(maxsize=65536)
def _listing_of(assessment_id: int) -> str:
    # An assessment never moves to another listing, so each process asks once per
    # assessment. (A slug edited in the admin is caught by the kept pages' expiry.)
    slug = Assessment.objects.filter(pk=assessment_id).values_list("server__slug", flat=True)
    return slug.first() or ""
