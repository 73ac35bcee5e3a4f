"""Each dimension's evidence in sentences: what was checked, what was found and where.

The evidence below is as the graders record it (copied from real reports)."""

from __future__ import annotations

import dataclasses

import pytest

from assessments import services
from assessments.evidence_text import evidence_sentences
from tests.builders import outcome, queued
from tests.conftest import make_server

CATALOG = {
    "source": "live tools/list",
    "tools": 4,
    "catalog_tokens_estimate": 878,
    "source_states": ["description", "input_schema", "output_schema", "annotations"],
    "tool_list": [{"name": "lookup_country", "tokens": 221, "annotations": {}}],
    "described": 3,
    "checks_passed": 11,
    "checks_total": 16,
    "named_only": ["purge_cache"],
}
CONSISTENCY = {
    "tool": "lookup_country",
    "calls": [2, 3, 6, 7, 8],
    "results": 5,
    "successful_results": 4,
    "distinct_shapes": 2,
    "conforming": 3,
    "violating": 1,
    "further_tools_called": 2,
    "further_tools_succeeded": 1,
}
ERRORS = {
    "tool": "lookup_country",
    "tests": {
        "malformed_parameter": {"calls": [4], "refusal": "accepted", "answered_after": True},
        "missing_parameter": {"calls": [5], "refusal": "generic", "answered_after": False},
    },
    "rapid_sequential": {
        "calls": [6, 7, 8, 9, 10],
        "succeeded": 3,
        "rate_limited": 2,
        "rate_limited_with_retry_after": 1,
        "signalled_errors": 0,
    },
}
SECRETS = {
    "files_scanned": 4,
    "scan_truncated": False,
    "findings": 2,
    "findings_in_test_fixtures": 1,
    "locations": [
        {"path": "deploy/id_rsa", "line": 1, "kind": "private-key", "in_test_fixture": False},
        {"path": "src/client.ts", "line": 12, "kind": "github-token", "in_test_fixture": False},
        {"path": "tests/fx.py", "line": 3, "kind": "aws-key", "in_test_fixture": True},
    ],
    "server_entry_point": True,
    "placeholders": [
        {"path": ".env.example", "line": 17, "kind": "credentials-in-url", "in_test_fixture": False}
    ],
}
ANNOTATIONS = {
    "source": "live tools/list",
    "tools": 4,
    "read_only_hint_declared": 3,
    "not_read_only": 1,
    "destructive_hint_declared": 0,
    "repeat_calls_agree": True,
    "repeat_calls": [2, 3, 11, 12],
    "digests_compared": 3,
    "distinct_digests": 1,
    "catalog_unchanged": True,
}
DOCUMENTATION = {
    "documents": 2,
    "sources": ["README.md", "docs/tools.md"],
    "checks": {"tool_reference": True, "authentication": False, "examples": True,
               "troubleshooting": False},
    "found_in": {"tool_reference": "docs/tools.md", "examples": "README.md"},
    "catalog_tools": None,
    "code_blocks": 3,
    "example_calls": 1,
    "documents_skipped": "docs/archive/old.md and 4 more",
}  # fmt: skip
HISTORY = {
    "changelog_files": [],
    "release_tags": 0,
    "commits_examined": 2,
    "last_commit_at": "2025-12-06T00:42:23+00:00",
    "days_since_last_commit": 365,
}
DEPLOYMENT = {
    "checks": {"remote": True, "programmatic_auth": False, "free_use": True, "setup_docs": True},
    "found_in": {"remote": "listing", "free_use": "README.md", "setup_docs": "README.md"},
    "setup_commands": ["npx", "uvx"],
}


def said(evidence: dict) -> str:
    sentences, _left = evidence_sentences(evidence)
    assert all(not s[:1].islower() and s.endswith(".") for s in sentences), sentences
    return " ".join(sentences)


def test_the_catalog_says_where_it_was_read_and_how_the_checks_went():
    text = said(CATALOG)
    assert "read from the server's tools/list answer during the live test: 4 tools" in text
    assert "about 878 tokens" in text
    assert "3 of 4 tools have a description" in text
    assert "11 of 16 checks passed" in text
    assert "“purge_cache”" in text
    # The tool table is shown as a table of its own, so it is the only fact left.
    assert set(evidence_sentences(CATALOG)[1]) == {"tool_list"}


def test_a_source_that_cannot_state_a_field_says_so():
    text = said({"source": "README.md", "tools": 2, "source_states": ["description"]})
    assert "states descriptions" in text
    assert "cannot state input schemas, output schemas and annotations" in text
    assert "unjudged rather than failed" in text


def test_the_live_consistency_names_the_tool_and_the_calls():
    text = said(CONSISTENCY)
    assert (
        "called “lookup_country” 5 times (calls 2, 3 and 6–8): 5 results came back, 4 of them "
        "successful"
    ) in text
    assert "2 distinct shapes" in text and "3 matched" in text and "1 did not" in text
    assert "2 further tools were called once each; 1 succeeded" in text
    assert evidence_sentences(CONSISTENCY)[1] == {}


def test_error_handling_says_what_was_sent_and_how_the_server_answered():
    text = said(ERRORS)
    assert (
        "Sent a parameter of the wrong type to “lookup_country” (call 4), the server "
        "accepted it as if it were valid, and answered the next request."
    ) in text
    assert "(call 5), the server refused it with an error that does not say" in text
    assert "did not answer the next request" in text
    assert "5 rapid calls in a row (calls 6–10): 3 succeeded, 2 rate-limited (1 saying" in text
    assert evidence_sentences(ERRORS)[1] == {}


def test_a_test_that_was_not_run_says_why():
    not_run = {"outcome": "not_run", "reason": "no-required-field"}
    text = said({"tool": "t", "tests": {"missing_parameter": not_run}})
    assert "a call without a required parameter was not run (no-required-field)" in text


def test_secrets_are_placed_by_file_and_line_and_fixtures_and_placeholders_kept_apart():
    text = said(SECRETS)
    assert "4 files scanned for credentials" in text
    assert "2 credentials found in code that ships: deploy/id_rsa line 1 (private key) and "
    assert "src/client.ts line 12 (github token)" in text
    assert "1 more in test fixtures, not counted: tests/fx.py line 3 (aws key)" in text
    assert "listed at no cost: .env.example line 17 (credentials in url)" in text
    nested = said({"live": None, "static": {"grade": "fail", **SECRETS}})
    assert "No HTTP response of the live test" in nested and "src/client.ts line 12" in nested


def test_live_security_says_what_the_responses_showed():
    evidence = {
        "live": {
            "responses_inspected": 12,
            "header_findings": [{"kind": "secret-in-header", "header": "X-Debug", "calls": 2}],
            "auth_required": True,
            "bogus_token_accepted": True,
            "invalid_auth": "fail",
            "invalid_auth_calls": [14],
        },
        "static": {"not_tested": "no-repository"},
    }
    text = said(evidence)
    assert "The headers of 12 live responses were inspected" in text
    assert "Secret in header in the X-Debug header of 2 responses" in text
    assert "asks for authentication and accepted a made-up token (call 14)" in text
    assert "could not be scanned (no-repository)" in text


def test_annotations_and_repeats():
    text = said(ANNOTATIONS)
    assert "3 of 4 tools declare readOnlyHint" in text
    assert "Of the 1 tool that may change something, 0 declare destructiveHint" in text
    assert "repeated (calls 2, 3, 11 and 12) were compared on 3 results: all the same" in text
    assert "same at the end of the test as at its start" in text


def test_documentation_names_what_was_read_skipped_and_found_where():
    text = said(DOCUMENTATION)
    assert "2 documents read: README.md and docs/tools.md" in text
    assert "Skipped past the limit: docs/archive/old.md and 4 more" in text
    assert "a tool reference (in docs/tools.md) and examples (in README.md)" in text
    assert "Not found: how to authenticate and a troubleshooting section" in text
    assert "3 code blocks, 1 example call" in text


def test_calls_are_counted_as_made_and_runs_read_as_ranges():
    # 9 calls, 8 results: the count is of the calls, the results are said apart.
    text = said({**CONSISTENCY, "calls": [2, 3, 7, 8, 9, 10, 11, 12, 13], "results": 8})
    assert "9 times (calls 2, 3 and 7–13): 8 results came back" in text
    one = said({**CONSISTENCY, "further_tools_called": 1, "further_tools_succeeded": 0})
    assert "1 further tool was called once, and it failed" in one


def test_a_check_found_for_a_reason_in_words_says_the_reason_not_a_place():
    text = said({"checks": {"programmatic_auth": True},
                 "found_in": {"programmatic_auth": "none needed: local only"}})  # fmt: skip
    assert "authentication a program can do unattended (none needed: local only)" in text
    assert "(in none" not in text


def test_history_and_deployment():
    text = said(HISTORY)
    assert "No changelog file" in text and "No release tags" in text
    assert "2 commits examined, the newest 2025-12-06 (365 days ago)" in text
    text = said(DEPLOYMENT)
    assert "a hosted endpoint to connect to (in the listing)" in text
    assert "Not found: authentication a program can do unattended" in text
    assert "Set-up commands documented: npx and uvx" in text


def test_a_fact_without_a_sentence_is_left_over_not_hidden():
    sentences, left = evidence_sentences({"tools": 2, "source": "server.json", "novel": 7})
    assert sentences and left == {"novel": 7}
    assert evidence_sentences({}) == ([], {})
    assert evidence_sentences(None) == ([], {})


@pytest.mark.django_db
def test_the_report_card_shows_the_sentences(client):
    server = make_server("Sentence Weather")
    run = outcome("static", {4: "fail", 6: "partial"})
    run.grades[3] = dataclasses.replace(run.grades[3], evidence=SECRETS)
    started = services.assessment_start(assessment_id=queued(server, "static").pk)
    services.assessment_publish(assessment=started, outcome=run)
    page = client.get(server.get_absolute_url()).text
    assert "Evidence: what was checked and found" in page
    assert "src/client.ts line 12 (github token)" in page
    assert "Files scanned" not in page  # the facts said in sentences are not dumped again


def test_the_markdown_report_says_it_too_with_a_servers_words_kept_plain():
    from assessments.report_text import _evidence_markdown

    hostile = {**CONSISTENCY, "tool": "[click](https://evil.example)"}
    dims = [
        {"number": 2, "name": "Behavioural consistency", "grade": "partial", "evidence": hostile},
        {"number": 3, "name": "Error handling", "grade": "not_tested", "evidence": ERRORS},
    ]
    text = "\n".join(_evidence_markdown(dims))
    assert "## What was checked" in text and "**2. Behavioural consistency** (Partial)" in text
    assert r"“\[click\]\(https://evil.example\)” 5 times" in text
    assert "Error handling" not in text  # not tested: its hint is said elsewhere
    assert _evidence_markdown([]) == []
