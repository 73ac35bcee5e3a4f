"""A tool reference kept in its own pages is found, however many other documents there are.

The fixture ``tests/fixtures/readmes/docs-folder`` is a repository whose README points to
one page per tool (``docs/tools/search_notes.md`` and a docs-site page
``website/docs/tools/delete_note.mdx``); each test adds shallower filler pages that
used to fill the document bound first."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assessments.collect import docs as docs_module
from assessments.collect.doc_tools import reference_likelihood
from assessments.collect.docs import collect_documentation
from assessments.graders.docs import grade_documentation
from tests.paths import TESTS

FIXTURE = TESTS / "fixtures" / "readmes" / "docs-folder"
TOOL_PAGES = ["docs/tools/search_notes.md", "website/docs/tools/delete_note.mdx"]


@pytest.fixture
def repository(tmp_path):
    root = tmp_path / "repo"
    shutil.copytree(FIXTURE, root)
    for number in range(30):
        (root / "docs" / f"a-guide-{number:02}.md").write_text(f"# Guide {number}\n\nProse.\n")
    modules = root / "website" / "node_modules" / "pkg"
    modules.mkdir(parents=True)
    (modules / "README.md").write_text("## Tools\n\n- `not_this_server`: a dependency\n")
    return root


def collect(root: Path):
    return collect_documentation(repository_url="", documentation_url="", clone_dir=root)


def test_it_reads_the_tool_pages_first_past_many_other_documents(repository):
    docs, catalog = collect(repository)
    read = [d.origin for d in docs.documents]
    assert read[:3] == ["README.md", *TOOL_PAGES]
    assert {"docs/authentication.md", "docs/troubleshooting.md"} <= set(read)
    assert len(read) == docs_module.MAX_DOCUMENTS
    assert [t.name for t in catalog.tools] == ["search_notes", "delete_note"]
    assert not any("node_modules" in origin for origin in read)


def test_it_names_the_documents_it_skipped(repository):
    docs, _ = collect(repository)
    (note,) = [u for u in docs.unavailable if u.label == "docs-too-many"]
    assert note.detail.startswith("15 more documents were not read (limit 20): docs/a-guide-")
    skipped = note.detail.split(": ", 1)[1].split(", ")
    assert len(skipped) == 15 and not set(skipped) & {d.origin for d in docs.documents}
    assert all(name.startswith("docs/a-guide-") for name in skipped)
    # The report says which documents the grade read and which it skipped.
    evidence = grade_documentation(docs, None).evidence
    assert evidence["sources"] == [d.origin for d in docs.documents]
    assert evidence["documents_skipped"] == note.detail


def test_a_tool_page_states_its_parameters_and_annotations(repository):
    _, catalog = collect(repository)
    search, delete = catalog.tools
    assert search.input_schema == {
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "Words to look for"},
            "limit": {"type": "integer", "description": "How many notes to return, at most 50"},
        },
        "required": ["query"],
    }
    assert search.annotations == {"readOnlyHint": True}
    assert search.description.startswith("Searches the notebook")
    assert delete.annotations == {"readOnlyHint": False, "destructiveHint": True}
    assert delete.input_schema["required"] == ["note_id"]
    assert "title" not in {t.name for t in catalog.tools}  # the MDX front matter


def test_the_reference_in_its_own_pages_passes_the_documentation_check(repository):
    docs, catalog = collect(repository)
    graded = grade_documentation(docs, catalog)
    assert graded.evidence["checks"] == {
        "tool_reference": True, "authentication": True, "examples": True,
        "troubleshooting": True,
    }  # fmt: skip
    assert graded.grade == "pass"


def test_documents_are_ranked_by_what_they_hold():
    table = "## Parameters\n\n| Name | Type | Description |\n|-|-|-|\n| q | string | x |\n"
    assert reference_likelihood("docs/tools/search.md", "# search\n") == 4 + 2
    assert reference_likelihood("docs/guide.md", "## Tools\n\n- `a_b` (string): x\n") == 4 + 3
    assert reference_likelihood("docs/guide.md", table) == 3
    assert reference_likelihood("docs/setup.md", "# Authentication\n## Troubleshooting\n") == 2
    assert reference_likelihood("docs/guide.md", "# Guide\n\nProse.\n") == 0
