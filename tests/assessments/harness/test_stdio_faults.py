"""A stdio server that does everything but answer is labelled with what it did, quickly,
with a bounded log: garbage is ``invalid-output``, a line over the response limit
``response-too-large`` (never held in memory), silence ``no-answer``, and only a process
that exited ``process-exited``. A start-up banner before a proper handshake is tolerated.

The servers are real processes (``tests/mcp_servers/faulty_stdio.py``), run through the
same harness as ``manage.py assess --stdio``.
"""

from __future__ import annotations

import json
import logging
import resource
import sys
import time
from io import StringIO

import pytest
from django.core.management import call_command

from assessments.harness.budget import MemoryBudget
from assessments.harness.live import LiveTarget, run_live_test
from assessments.harness.stdio import (
    MAX_INVALID_LINES,
    Lines,
    TooLong,
    sample,
    unreachable_service,
)
from assessments.harness.transport import MAX_RESPONSE_BYTES
from assessments.observations import Unavailable
from assessments.reasons import REASONS
from tests.paths import TESTS

FAULTY = TESTS / "mcp_servers" / "faulty_stdio.py"
UA = "Sagentum/1.0 (+http://testserver/testing-policy)"
TIMEOUT = 2.0  # per call; a silent process costs it once per protocol era
STDIO_LABELS = ("process-exited", "no-answer", "invalid-output", "response-too-large")


def run_faulty(*args: str, env: dict[str, str] | None = None):
    started = time.monotonic()
    live = run_live_test(
        LiveTarget(transport="stdio", command=(sys.executable, str(FAULTY), *args),
                   env=env or {}),
        budget=MemoryBudget(15), user_agent=UA, call_timeout=TIMEOUT, allow_private=False,
    )  # fmt: skip
    return live, time.monotonic() - started


def assert_bounded_log(caplog, *, most: int = 6) -> None:
    """A few lines, whatever the server wrote: no traceback, nothing from the SDK's
    stdio reader (which logs one traceback per line it cannot parse)."""
    records = caplog.records
    assert len(records) <= most, [r.getMessage()[:100] for r in records]
    assert not any(r.exc_info for r in records)
    assert not any(r.name.startswith("mcp.client.stdio") for r in records)
    assert sum(len(r.getMessage()) for r in records) < 3000


@pytest.fixture
def logged(caplog):
    caplog.set_level(logging.INFO)
    return caplog


def fault_lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "assessments.harness.stdio"]


# -- real processes -------------------------------------------------------------------


def test_a_flood_of_garbage_is_invalid_output_with_one_log_line_per_kind(logged):
    live, elapsed = run_faulty("garbage", "--lines", "20000")

    assert live.failure.label == "invalid-output", live.failure
    detail = live.failure.detail
    assert "not in JSON" in detail and "not in UTF-8" in detail and "not JSON-RPC" in detail
    assert "the first: 'Server starting on stdio...'" in detail
    assert "the connection was ended" in detail  # at the flood, not at the deadline
    assert not live.connected
    assert elapsed < TIMEOUT + 8  # far less than 20,000 lines, and no second era
    lines = fault_lines(logged)
    assert len(lines) == 3  # not JSON, JSON but not JSON-RPC, not UTF-8
    counted = sum(int(line.split(" wrote ")[1].split()[0]) for line in lines)
    assert counted == MAX_INVALID_LINES
    not_utf8 = next(line for line in lines if "not in UTF-8" in line)
    assert "\\x1b[31m" in not_utf8 and "\x1b" not in not_utf8  # escaped, never raw
    assert_bounded_log(logged)


def test_a_few_garbage_lines_then_silence_is_invalid_output_at_the_deadline(logged):
    live, elapsed = run_faulty("garbage", "--lines", "3")

    assert live.failure.label == "invalid-output", live.failure
    assert "the connection was ended" not in live.failure.detail
    assert 2 * TIMEOUT <= elapsed < 2 * TIMEOUT + 8  # each era waited its deadline
    assert_bounded_log(logged)


def test_a_50_mb_line_is_response_too_large_and_never_held_in_memory(logged):
    peak_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux

    live, elapsed = run_faulty("huge-line", "--mib", "50")

    grown_mib = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak_before) / 1024
    assert live.failure.label == "response-too-large", live.failure
    assert f"{MAX_RESPONSE_BYTES}-byte" in live.failure.detail
    assert elapsed < 15
    assert grown_mib < 30  # the line is 50 MiB: at most the limit of it is ever held
    assert [c.method for c in live.calls] == ["tools/list"]  # no second era to try
    lines = fault_lines(logged)
    assert len(lines) == 1 and "over the 1048576-byte response limit" in lines[0]
    assert len(lines[0]) < 400  # the sample is cut
    assert_bounded_log(logged)


def test_a_tools_list_answer_over_the_limit_is_catalog_too_large_as_over_http(logged):
    live, elapsed = run_faulty("huge-answer", "--mib", "3")

    assert live.failure.label == "catalog-too-large", live.failure
    assert [(c.method, c.outcome) for c in live.calls] == [("tools/list", "too-large")]
    assert elapsed < 15
    assert_bounded_log(logged)


def test_a_silent_live_process_is_no_answer_after_each_eras_deadline(logged):
    live, elapsed = run_faulty("silent")

    assert live.failure == Unavailable(
        "no-answer",
        f"the process was still running but wrote nothing on its standard output within "
        f"the call deadline ({TIMEOUT:g} s)",
    )
    assert "initialize" in [c.method for c in live.calls]  # the handshake era was tried too
    assert 2 * TIMEOUT <= elapsed < 2 * TIMEOUT + 8
    assert fault_lines(logged) == []
    assert_bounded_log(logged)


def test_a_process_that_cannot_look_up_its_service_is_service_unreachable_naming_it(logged):
    live, elapsed = run_faulty("offline")

    assert live.failure == Unavailable(
        "service-unreachable",
        "the process exited with code 1 before it answered; its standard error shows it "
        "could not reach api.example.com (a name lookup or a connection failed)",
    )
    assert "EAI_AGAIN" in live.stderr_tail and elapsed < 5
    assert "sandbox without network" in REASONS["service-unreachable"]


@pytest.mark.parametrize(
    ("stderr", "reached"),
    [
        ("requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.acme.io', "
         "port=443): Max retries exceeded with url: /v1/me (Caused by NameResolutionError("
         "\"<urllib3.connection.HTTPSConnection>: Failed to resolve 'api.acme.io' ([Errno -3] "
         "Temporary failure in name resolution)\"))", "api.acme.io"),
        ('Get "https://api.acme.io/v1": dial tcp: lookup api.acme.io on 127.0.0.53:53: no '
         "such host", "api.acme.io"),
        ("Exception in thread main java.net.UnknownHostException: auth.acme.io",
         "auth.acme.io"),
        ("httpx.ConnectError: [Errno -3] Temporary failure in name resolution\n(while "
         "fetching https://tiles.acme.io/index.json)", "tiles.acme.io"),
        ("OSError: [Errno 101] Network is unreachable", "the network"),
    ],
)  # fmt: skip
def test_lookups_that_failed_are_read_from_each_runtime_s_words(stderr, reached):
    silent = Unavailable("no-answer", "the process was still running")
    assert unreachable_service(silent, stderr) == Unavailable(
        "service-unreachable",
        f"the process was still running; its standard error shows it could not reach "
        f"{reached} (a name lookup or a connection failed)",
    )


def test_what_is_not_a_failed_lookup_or_not_a_silence_stays_as_it_was():
    silent = Unavailable("no-answer", "the process was still running")
    for stderr in (None, "", "Listening on https://localhost:3000", "KeyError: 'API_KEY'"):
        assert unreachable_service(silent, stderr) == silent
    garbage = Unavailable("invalid-output", "no MCP message")
    assert unreachable_service(garbage, "getaddrinfo ENOTFOUND x.example.com") == garbage
    assert unreachable_service(None, "getaddrinfo ENOTFOUND x.example.com") is None


def test_a_process_that_exits_is_process_exited_with_its_code(logged):
    live, elapsed = run_faulty("exit", "--code", "3")

    assert live.failure == Unavailable(
        "process-exited", "the process exited with code 3 before it answered"
    )
    assert "exiting at once" in live.stderr_tail
    assert elapsed < 5  # told at once, not at the deadline
    assert_bounded_log(logged)


def test_a_banner_before_a_proper_handshake_is_tolerated_and_logged_once(logged):
    live, _ = run_faulty("banner", "--lines", "5")

    assert live.connected and live.failure is None
    assert {t.test: t.outcome for t in live.tests}["valid_call"] == "pass"
    lines = fault_lines(logged)
    assert len(lines) == 3  # one per kind of the five lines, none per line
    assert_bounded_log(logged, most=8)


def test_a_sample_never_shows_the_owners_values(logged):
    # The owner's value is on the command line here only so that the fixture prints it.
    secret = "owner-placeholder-value-42"
    script = (
        "import sys; "
        f"sys.stdout.write('config: token={secret}\\n' * 300); sys.stdout.flush(); "
        "sys.stdin.read()"
    )
    live = run_live_test(
        LiveTarget(transport="stdio", command=(sys.executable, "-c", script),
                   env={"OWNER_TOKEN": secret}),
        budget=MemoryBudget(15), user_agent=UA, call_timeout=TIMEOUT, allow_private=False,
    )  # fmt: skip

    assert live.failure.label == "invalid-output"
    assert "config: token=[redacted]" in live.failure.detail
    assert secret not in live.failure.detail
    assert all(secret not in line for line in fault_lines(logged))


# -- the report -------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("args", "label"),
    [
        (["garbage"], "invalid-output"),
        (["huge-line", "--mib", "5"], "response-too-large"),
        (["exit", "--code", "3"], "process-exited"),
    ],
)
def test_the_report_names_what_the_process_did_with_its_hint(args, label, logged):
    command = " ".join([sys.executable, str(FAULTY), *args])
    out = StringIO()
    with pytest.raises(SystemExit) as exit_info:
        call_command("assess", "--stdio", command, "--format", "json", stdout=out)

    assert exit_info.value.code == 4
    report = json.loads(out.getvalue())
    assert report["state"] == "failed"
    assert report["failure"]["label"] == label
    assert report["failure"]["hint"] == REASONS[label]
    assert all(d["grade"] == "not_tested" for d in report["dimensions"] if d["number"] in (2, 3))
    assert_bounded_log(logged, most=8)


def test_every_stdio_label_has_a_meaning_and_a_hint():
    for label in STDIO_LABELS:
        meaning, _, hint = REASONS[label].partition("; ")
        assert meaning and hint, label


# -- the pieces -------------------------------------------------------------------------


def test_lines_are_cut_at_newlines_across_chunks():
    lines = Lines(limit=100)
    assert lines.feed(b"ab\ncd") == [b"ab"]
    assert lines.feed(b"e\n\n") == [b"cde", b""]


def test_a_line_over_the_limit_comes_out_once_and_is_not_kept():
    lines = Lines(limit=10)
    assert lines.feed(b"x" * 8) == []
    assert lines.feed(b"y" * 8) == [TooLong(b"x" * 8 + b"y" * 8)]
    assert lines.feed(b"z" * 10_000) == []  # thrown away, not buffered
    assert lines.feed(b"z\nnext\n") == [b"next"]
    assert lines.feed(b"w" * 30 + b"\nok\n") == [TooLong(b"w" * 30), b"ok"]


def test_a_sample_is_cut_escaped_and_redacted():
    assert sample(b"plain") == "plain"
    assert sample(b"\x1b[31mred\x00\xff") == "\\x1b[31mred\\x00\ufffd"
    assert sample(b"\xe2\x80\xaeevil") == "\\u202eevil"  # an invisible control, shown
    long = sample(b"a" * 500)
    assert long == "a" * 80 + "…"
    secret = "s3cret-value"
    # The value crosses the cut: it is taken out before the line is cut.
    line = ("a" * 75 + secret + "b" * 50).encode()
    shown = sample(line, (secret,))
    assert "s3cre" not in shown and shown.startswith("a" * 75 + "[red")


def test_a_server_whose_own_requests_spend_the_budget_is_a_failure_that_says_so(logged):
    """A server that meets tools/list with requests of its own: each answer is a message
    of the budget, which runs out deep inside the client. That is a finding about the
    server (budget-exhausted, with how many it asked), never an internal error."""
    live, _ = run_faulty("asks", "--lines", "40")
    assert not live.connected
    assert live.failure.label == "budget-exhausted"
    assert "sent 14 requests of its own" in live.failure.detail
    assert len(live.calls) <= 15
