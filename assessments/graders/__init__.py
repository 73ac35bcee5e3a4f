"""Graders: pure functions from observations to a grade per dimension.

``grade_observations`` decides, per assessment type, which grader judges each
dimension and from which source, following the table in the rubric; what a
type does not measure, or what could not be read, is ``not_tested`` with the
reason — never a zero.
"""

from __future__ import annotations

import dataclasses

from assessments.graders.base import DIMENSION_KEYS, DimensionGrade, not_tested
from assessments.graders.catalog import grade_idempotency_annotations, grade_tool_descriptions
from assessments.graders.docs import (
    grade_deployment,
    grade_documentation,
    grade_reliability_from_docs,
)
from assessments.graders.poisoning import scan_catalog, with_poisoning
from assessments.graders.repository import grade_reliability, grade_security_static
from assessments.observations import (
    Catalog,
    DocsObservation,
    Observations,
    RepositoryObservation,
    Tool,
    Unavailable,
)
from assessments.reasons import reason

__all__ = [
    "DIMENSION_KEYS", "DimensionGrade", "grade_observations", "grade_sources", "graded_catalog",
    "merge_catalogs",
]  # fmt: skip

LIVE_ONLY = (2, 3)


def merge_catalogs(*catalogs: Catalog | None) -> Catalog | None:
    """One catalog from several sources; for each tool, the first source that gives a
    field wins (pass the most authoritative first)."""
    present = [c for c in catalogs if isinstance(c, Catalog)]
    if not present:
        return None
    if len(present) == 1:
        return present[0]
    merged: dict[str, Tool] = {}
    for catalog in present:
        for tool in catalog.tools:
            known = merged.get(tool.name)
            if known is None:
                merged[tool.name] = tool
                continue
            merged[tool.name] = Tool(
                name=tool.name,
                description=known.description or tool.description,
                input_schema=known.input_schema or tool.input_schema,
                output_schema=known.output_schema or tool.output_schema,
                annotations=known.annotations
                if known.annotations is not None
                else tool.annotations,
                source=known.source,
                stated=None
                if known.stated is None or tool.stated is None
                else known.stated | tool.stated,
            )
    return Catalog(
        tools=tuple(merged.values()),
        source=" + ".join(c.source for c in present),
        token_estimate=max(c.token_estimate for c in present),
        partial_schema=all(c.partial_schema for c in present),
    )


def _catalog(obs: Observations) -> Catalog | Unavailable:
    introspected = obs.package.catalog if obs.package is not None else None
    if isinstance(introspected, Catalog):
        # What the package itself states when started: authoritative, like a live catalog.
        return introspected
    declared = obs.declared_catalog if isinstance(obs.declared_catalog, Catalog) else None
    source = None
    repo = obs.repository
    is_static = obs.assessment_type != "documentation"
    if is_static and isinstance(repo, RepositoryObservation) and repo.source_tools:
        source = Catalog(tools=repo.source_tools, source="source code")
    if declared is not None and source is not None:
        from assessments.collect.tool_catalog import align_names

        # A README's `sequential_thinking` is the source's `sequentialthinking`: one tool.
        declared = align_names(declared, [tool.name for tool in source.tools])
    # The source first: its descriptions are what the server sends to an agent; the
    # documentation fills only what the source does not state (or states beyond reach).
    catalog = merge_catalogs(source, declared)
    if catalog is not None:
        return catalog
    if isinstance(introspected, Unavailable):
        # The package did not state its catalog, and no other source gives one.
        return introspected
    if isinstance(obs.declared_catalog, Unavailable):
        return obs.declared_catalog
    return Unavailable("no-catalog")


def _repository_grade(obs: Observations, number: int, grader) -> DimensionGrade:
    repo = obs.repository
    if repo is None:
        return not_tested(number, "no-repository")
    if isinstance(repo, Unavailable):
        return not_tested(number, repo.label, detail=repo.detail)
    return grader(repo)


def _read_repository(obs: Observations) -> bool:
    return obs.assessment_type != "documentation" and isinstance(
        obs.repository, RepositoryObservation
    )


def _static_security(obs: Observations) -> DimensionGrade:
    """Dimension 4 from the source: the repository's scan, with the published package's
    files (what users install) scanned too when the listing names a package."""
    scan = obs.package.scan if obs.package is not None else None
    repo = obs.repository
    if scan is None:
        return _repository_grade(obs, 4, grade_security_static)
    if isinstance(repo, RepositoryObservation):
        seen = {(f.path, f.line, f.kind) for f in repo.secrets}
        extra = tuple(f for f in scan.secrets if (f.path, f.line, f.kind) not in seen)
        scan = dataclasses.replace(
            repo,
            secrets=repo.secrets + extra,
            files_scanned=repo.files_scanned + scan.files_scanned,
        )
    return grade_security_static(scan)


def nothing_listed(obs: Observations) -> bool:
    """The listing names no repository and no documentation URL, so nothing was read and
    nothing failed to be read: absence, not an unreachable source."""
    listing = obs.listing or {}
    listed = listing.get("repository_url") or listing.get("documentation_url") or obs.package
    return not listed and obs.repository is None and not isinstance(obs.docs, Unavailable)


def _docs(obs: Observations) -> DocsObservation | None:
    return obs.docs if isinstance(obs.docs, DocsObservation) and obs.docs.readable else None


def grade_observations(obs: Observations) -> list[DimensionGrade]:
    """All 8 dimensions, in order, for a documentation or static assessment; tool-poisoning
    signals in the catalog read are findings of dimensions 4 and 5."""
    grades = grade_sources(obs)
    catalog = graded_catalog(obs)
    if catalog is not None:
        grades = with_poisoning(grades, scan_catalog(catalog))
    return [grades[number] for number in sorted(DIMENSION_KEYS)]


def graded_catalog(obs: Observations) -> Catalog | None:
    """The catalog the documentation and static graders read (None: none was found)."""
    catalog = _catalog(obs)
    return catalog if isinstance(catalog, Catalog) else None


def grade_sources(obs: Observations) -> dict[int, DimensionGrade]:
    """Each dimension graded from the documentation and repository sources alone."""
    grades: dict[int, DimensionGrade] = {}
    catalog = _catalog(obs)
    if isinstance(catalog, Unavailable):
        grades[1] = not_tested(1, catalog.label, detail=catalog.detail)
        grades[5] = not_tested(5, catalog.label, detail=catalog.detail)
    else:
        grades[1] = grade_tool_descriptions(catalog)
        grades[5] = grade_idempotency_annotations(catalog)
    test_only = obs.repository.test_only_tools if _read_repository(obs) else ()
    if test_only:
        # Reported, never graded: a tool defined only in test, mock or example code.
        names = sorted({tool.name for tool in test_only})
        grades[1] = dataclasses.replace(grades[1], evidence={
            **grades[1].evidence, "tools_only_in_test_code": names[:20],
        })  # fmt: skip
    for number in LIVE_ONLY:
        grades[number] = not_tested(number, "opted-out" if obs.opted_out else "not-in-tier")
    if obs.assessment_type == "documentation":
        grades[4] = not_tested(4, "not-in-tier")
    else:
        grades[4] = _static_security(obs)
    docs = _docs(obs)
    files = obs.package.scan if obs.package is not None else None
    # Only a listed documentation URL can be unreachable; with nothing listed (or a
    # package, whose files were read) there is nothing that failed to be read.
    listed_docs = bool((obs.listing or {}).get("documentation_url"))
    unreachable = isinstance(obs.docs, Unavailable) and listed_docs and files is None
    if obs.repository is None and not unreachable:
        # No repository listed: the documents' own maintenance signals (and the package's
        # changelog files, read like a folder's), or their absence.
        changelogs = files.changelogs if files is not None else ()
        grades[7] = grade_reliability_from_docs(docs, now=obs.now, changelogs=changelogs)
    else:
        grades[7] = _repository_grade(
            obs, 7, lambda repo: grade_reliability(repo, now=obs.now, docs=docs)
        )
    if docs is None and nothing_listed(obs):
        evidence = {"listing": "names no repository and no documentation URL", "documents": 0}
        grades[6] = DimensionGrade(6, "fail", [reason("no-documentation-listed")], evidence)
        grades[8] = not_tested(8, "no-sources")
    elif docs is None:
        label = obs.docs.label if isinstance(obs.docs, Unavailable) else "no-sources"
        grades[6] = not_tested(6, label)
        grades[8] = not_tested(8, label)
    else:
        # The declared catalog (manifests and the docs' own reference) is read the same at
        # every tier, so one README grades the same whatever else was measured.
        declared = obs.declared_catalog if isinstance(obs.declared_catalog, Catalog) else None
        grades[6] = grade_documentation(docs, declared)
        grades[8] = grade_deployment(docs, listing=obs.listing)
    return grades
