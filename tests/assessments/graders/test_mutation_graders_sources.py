"""Which source grades each dimension (assessments.graders): merged catalogs, a package's
introspected catalog and files, and what is absent rather than unreachable.

Each test pins a behaviour whose breakage would publish a wrong grade; written against
the survivors of ``make mutation`` in ``assessments/graders/__init__.py``.
"""

from __future__ import annotations

import datetime

from assessments.graders import grade_observations, grade_sources, graded_catalog, merge_catalogs
from assessments.graders.base import DimensionGrade
from assessments.observations import (
    Catalog,
    DocsObservation,
    Document,
    Observations,
    PackageObservation,
    RepositoryObservation,
    SecretFinding,
    Tool,
    Unavailable,
)

NOW = datetime.datetime(2026, 12, 1, tzinfo=datetime.UTC)
SCHEMA = {"type": "object", "properties": {"q": {"type": "string", "description": "Query."}}}
OUTPUT = {"type": "object", "properties": {"hits": {"type": "array"}}}
README = Document(
    origin="README.md",
    text="# Search\n\nA search server.\n\n## Tools\n\n- `search`: Search the index by a query.\n",
)


def by_number(grades: list[DimensionGrade]) -> dict[int, DimensionGrade]:
    return {grade.number: grade for grade in grades}


def package(catalog=None, scan=None) -> PackageObservation:
    record = {"registry_type": "pypi", "identifier": "search-mcp", "version": "1.0.0"}
    return PackageObservation(record=record, scan=scan, catalog=catalog)


# -- merge_catalogs ------------------------------------------------------------------------


def test_merging_keeps_every_field_the_first_source_lacks_and_the_first_sources_own():
    readme = Catalog(
        tools=(
            Tool("search", "Search the index.", source="README.md", stated=frozenset({"a"})),
            Tool("fetch", "Fetch a page.", source="README.md"),
        ),
        source="README",
        token_estimate=120,
        partial_schema=True,
    )
    code = Catalog(
        tools=(
            Tool("search", "", input_schema=SCHEMA, output_schema=OUTPUT,
                 annotations={"readOnlyHint": True}, source="src/server.py",
                 stated=frozenset({"b"})),
            Tool("fetch", "Fetch.", input_schema=SCHEMA, source="src/server.py"),
            Tool("index", "Index a document.", source="src/server.py"),
        ),
        source="source code",
        token_estimate=300,
        partial_schema=False,
    )  # fmt: skip
    merged = merge_catalogs(readme, code)
    tools = {tool.name: tool for tool in merged.tools}
    assert [tool.name for tool in merged.tools] == ["search", "fetch", "index"]
    search = tools["search"]
    assert search.description == "Search the index."
    assert search.input_schema == SCHEMA and search.output_schema == OUTPUT
    assert search.annotations == {"readOnlyHint": True}
    assert search.source == "README.md"
    assert search.stated == frozenset({"a", "b"})
    assert tools["fetch"].stated is None  # one source did not say what it states
    assert tools["fetch"].description == "Fetch a page."
    assert merged.source == "README + source code"
    assert merged.token_estimate == 300
    assert merged.partial_schema is False
    assert merge_catalogs(code, readme).partial_schema is False
    both_partial = Catalog(tools=(), source="x", partial_schema=True)
    assert merge_catalogs(readme, both_partial).partial_schema is True


def test_merging_keeps_the_first_sources_schemas_and_annotations_over_the_seconds():
    first = Catalog(
        tools=(Tool("search", "Search.", input_schema=SCHEMA, output_schema=OUTPUT,
                    annotations={"readOnlyHint": False}),),
        source="one",
    )  # fmt: skip
    other = {"type": "object", "properties": {"x": {"type": "integer"}}}
    second = Catalog(
        tools=(Tool("search", "Other.", input_schema=other, output_schema=other,
                    annotations={"readOnlyHint": True}),),
        source="two",
    )  # fmt: skip
    (tool,) = merge_catalogs(first, second).tools
    assert (tool.input_schema, tool.output_schema) == (SCHEMA, OUTPUT)
    assert tool.annotations == {"readOnlyHint": False}
    no_annotations = Catalog(tools=(Tool("search", "Search."),), source="one")
    assert merge_catalogs(no_annotations, second).tools[0].annotations == {"readOnlyHint": True}


def test_a_tool_named_twice_in_one_source_is_merged_and_later_tools_still_count():
    catalog = Catalog(
        tools=(Tool("a", "First a."), Tool("a", "Second a."), Tool("b", "The b tool.")),
        source="one",
    )
    merged = merge_catalogs(catalog, Catalog(tools=(Tool("c", "The c tool."),), source="two"))
    assert [tool.name for tool in merged.tools] == ["a", "b", "c"]


# -- the catalog graded ----------------------------------------------------------------------


def test_a_packages_introspected_catalog_is_the_one_graded_over_readme_and_source():
    introspected = Catalog(
        tools=(Tool("lookup", "Look a word up in the dictionary.", input_schema=SCHEMA),),
        source="package (introspected)",
    )
    declared = Catalog(tools=(Tool("search", "Search the index by a query."),), source="README")
    obs = Observations(
        assessment_type="static", declared_catalog=declared, package=package(introspected),
        docs=DocsObservation(documents=(README,)), now=NOW,
    )  # fmt: skip
    assert graded_catalog(obs) is introspected
    grades = by_number(grade_observations(obs))
    assert grades[1].evidence["tools"] == 1


def test_source_tools_are_read_at_the_static_tier_and_not_at_the_documentation_tier():
    repo = RepositoryObservation(
        last_commit_at=NOW, commit_count=10,
        source_tools=(Tool("index", "Index a document into the search store.",
                           source="src/server.py"),),
    )  # fmt: skip
    declared = Catalog(tools=(Tool("search", "Search the index by a query."),), source="README")
    static = Observations(assessment_type="static", repository=repo, declared_catalog=declared)
    catalog = graded_catalog(static)
    assert [tool.name for tool in catalog.tools] == ["index", "search"]
    assert catalog.source == "source code + README"
    docs_only = Observations(
        assessment_type="documentation", repository=repo, declared_catalog=declared
    )
    assert [tool.name for tool in graded_catalog(docs_only).tools] == ["search"]


def test_a_package_that_did_not_answer_is_graded_on_its_own_files_source_first():
    # Its published files are the code of the version assessed: their tools (here without
    # annotations, which is evidence) come before a listed repository's and the README's.
    files = RepositoryObservation(
        source_tools=(Tool("drop_table", "Drop a table and every row in it.",
                           input_schema=SCHEMA, source="dist/tools.js"),),
    )  # fmt: skip
    repo = RepositoryObservation(
        last_commit_at=NOW, source_tools=(Tool("old_tool", "Gone since.", source="src/a.ts"),)
    )
    declared = Catalog(tools=(Tool("drop_table", "Drop a table."),), source="README")
    obs = Observations(
        assessment_type="static", repository=repo, declared_catalog=declared,
        package=package(Unavailable("process-exited"), scan=files), now=NOW,
    )  # fmt: skip
    catalog = graded_catalog(obs)
    assert catalog.source == "package source code + README"
    assert [tool.name for tool in catalog.tools] == ["drop_table"]
    assert catalog.tools[0].description == "Drop a table and every row in it."
    grades = grade_sources(obs)
    assert grades[5].grade == "fail" and "no-annotations" in [r["label"] for r in grades[5].reasons]
    # Without tools in its files, the listed repository's source as before.
    bare = Observations(
        assessment_type="static", repository=repo, declared_catalog=declared,
        package=package(Unavailable("process-exited"), scan=RepositoryObservation()), now=NOW,
    )  # fmt: skip
    assert graded_catalog(bare).source == "source code + README"


def test_the_source_description_wins_and_the_readme_fills_what_it_lacks():
    # What the server sends an agent is its source's description, not the README's line.
    repo = RepositoryObservation(
        last_commit_at=NOW,
        source_tools=(Tool("convert", "Convert a YouTube video's transcript to Markdown, "
                           "with timestamps as headings.", source="src/index.ts"),
                      Tool("fetch", None, source="src/index.ts")),
    )  # fmt: skip
    read_only = {"readOnlyHint": True}
    readme = (Tool("convert", "YouTube to Markdown", annotations=read_only),
              Tool("fetch", "Fetch a page as Markdown."))  # fmt: skip
    declared = Catalog(tools=readme, source="README")
    tools = {t.name: t for t in graded_catalog(
        Observations(assessment_type="static", repository=repo, declared_catalog=declared)
    ).tools}  # fmt: skip
    assert tools["convert"].description.startswith("Convert a YouTube video's transcript")
    assert tools["convert"].annotations == {"readOnlyHint": True}  # only the README states it
    assert tools["fetch"].description == "Fetch a page as Markdown."


def test_readme_names_are_aligned_to_the_source_names_before_merging():
    repo = RepositoryObservation(
        last_commit_at=NOW,
        source_tools=(Tool("sequentialthinking", "Think step by step.", input_schema=SCHEMA),),
    )
    declared = Catalog(tools=(Tool("sequential_thinking", "Think in steps."),), source="README")
    obs = Observations(assessment_type="static", repository=repo, declared_catalog=declared)
    assert [tool.name for tool in graded_catalog(obs).tools] == ["sequentialthinking"]


def test_an_unreadable_catalog_leaves_dimensions_1_and_5_untested_with_its_detail():
    obs = Observations(
        assessment_type="static",
        declared_catalog=Unavailable("docs-unreachable", "HTTP 503 from the docs site"),
    )
    grades = grade_sources(obs)
    for number in (1, 5):
        assert grades[number].grade == "not_tested"
        assert [r["label"] for r in grades[number].reasons] == ["docs-unreachable"]
        assert grades[number].evidence == {"detail": "HTTP 503 from the docs site"}
    silent = Observations(assessment_type="static", package=package(Unavailable("no-answer")))
    assert [r["label"] for r in grade_sources(silent)[1].reasons] == ["no-answer"]


def test_tools_only_in_test_code_are_listed_at_most_twenty_in_name_order():
    tests = tuple(Tool(f"fake_{i:02}", "A fake.") for i in range(25))
    repo = RepositoryObservation(
        last_commit_at=NOW, source_tools=(Tool("search", "Search the index by a query."),),
        test_only_tools=tests,
    )  # fmt: skip
    evidence = grade_sources(Observations(assessment_type="static", repository=repo))[1].evidence
    assert evidence["tools_only_in_test_code"] == [f"fake_{i:02}" for i in range(20)]


# -- security from the package's files -----------------------------------------------------


def test_a_packages_files_add_their_own_secrets_to_the_repositorys_once():
    shared = SecretFinding("src/config.py", 3, "aws-access-key")
    repo = RepositoryObservation(last_commit_at=NOW, secrets=(shared,), files_scanned=40)
    only_published = SecretFinding("dist/bundle.js", 9, "private-key")
    scan = RepositoryObservation(secrets=(shared, only_published), files_scanned=12)
    obs = Observations(assessment_type="static", repository=repo, package=package(scan=scan))
    grade = grade_sources(obs)[4]
    assert grade.grade == "fail"
    assert grade.evidence["files_scanned"] == 52
    assert [(f["path"], f["line"]) for f in grade.evidence["locations"]] == [
        ("src/config.py", 3), ("dist/bundle.js", 9),
    ]  # fmt: skip
    assert grade.evidence["findings"] == 2
    alone = grade_sources(Observations(assessment_type="static", package=package(scan=scan)))[4]
    assert alone.evidence["files_scanned"] == 12


def test_an_unreadable_repository_is_untested_with_its_detail():
    obs = Observations(
        assessment_type="static", repository=Unavailable("repository-unreachable", "git: 128")
    )
    grades = grade_sources(obs)
    for number in (4, 7):
        assert grades[number].grade == "not_tested"
        assert grades[number].reasons[0]["label"] == "repository-unreachable"
        assert grades[number].evidence == {"detail": "git: 128"}


# -- absence, not an unreachable source ----------------------------------------------------


def test_a_listing_with_nothing_to_read_fails_documentation_as_absent():
    grades = grade_sources(Observations(assessment_type="documentation", now=NOW))
    assert grades[6] == DimensionGrade(
        6, "fail", grades[6].reasons,
        {"listing": "names no repository and no documentation URL", "documents": 0},
    )  # fmt: skip
    assert [r["label"] for r in grades[6].reasons] == ["no-documentation-listed"]
    assert grades[8].grade == "not_tested"


def test_a_listed_repository_documentation_url_or_package_is_not_absence():
    for listing, pkg in (
        ({"repository_url": "https://git.example/r"}, None),
        ({"documentation_url": "https://docs.example"}, None),
        ({}, package()),
    ):
        obs = Observations(assessment_type="documentation", listing=listing, package=pkg)
        labels = [r["label"] for r in grade_sources(obs)[6].reasons]
        assert labels != ["no-documentation-listed"], (listing, pkg)
    unreachable = Observations(
        assessment_type="documentation", docs=Unavailable("docs-unreachable")
    )
    assert [r["label"] for r in grade_sources(unreachable)[6].reasons] == ["docs-unreachable"]


def test_maintenance_is_read_from_the_documents_with_the_assessments_own_date():
    dated = Document(origin="CHANGELOG.md", text="# Changelog\n\n## 1.2.0 - 2026-11-20\n")
    docs = DocsObservation(documents=(README, dated))
    fresh = grade_sources(Observations(assessment_type="documentation", docs=docs, now=NOW))[7]
    later = datetime.datetime(2028, 1, 1, tzinfo=datetime.UTC)
    stale = grade_sources(Observations(assessment_type="documentation", docs=docs, now=later))[7]
    assert fresh.grade != stale.grade
    repo = RepositoryObservation(last_commit_at=NOW - datetime.timedelta(days=3), commit_count=50)
    with_repo = Observations(assessment_type="static", repository=repo, docs=docs, now=NOW)
    years = Observations(assessment_type="static", repository=repo, docs=docs, now=later)
    assert grade_sources(with_repo)[7].grade != grade_sources(years)[7].grade


def test_a_package_without_documents_reads_maintenance_from_its_changelog_files():
    scan = RepositoryObservation(
        changelogs=(("CHANGELOG.md", "# Changelog\n\n## 2.0.0 - 2026-11-25\n"),)
    )
    with_changelog = Observations(assessment_type="static", package=package(scan=scan), now=NOW)
    without = Observations(assessment_type="static", package=package(), now=NOW)
    assert grade_sources(with_changelog)[7].grade != grade_sources(without)[7].grade


def test_documentation_is_graded_against_the_declared_catalog_when_docs_are_read():
    docs = DocsObservation(documents=(README,))
    declared = Catalog(tools=(Tool("search", "Search the index by a query."),), source="README")
    with_catalog = grade_sources(
        Observations(assessment_type="documentation", docs=docs, declared_catalog=declared)
    )[6]
    without = grade_sources(Observations(assessment_type="documentation", docs=docs))[6]
    assert with_catalog.evidence != without.evidence
