"""Builders the tests of several packages share: an assessment queued or published
without running it, a dispute filed, a tool of /mcp called in process, ``manage.py
assess`` run in process, and the tokens of an ownership proof. Fixtures are in
``tests/conftest.py``; these are plain functions and values that take arguments."""

from __future__ import annotations

import secrets
from io import StringIO

import anyio
from django.core.management import CommandError, call_command
from mcp import Client

from assessments import services
from assessments.graders.base import DimensionGrade
from assessments.harness.budget import MemoryBudget
from assessments.harness.live import LiveTarget, run_live_test
from assessments.models import Assessment
from assessments.observations import Observations
from assessments.reasons import reason
from assessments.runner import RunOutcome
from assessments.scoring import score_grades
from certification.models import RubricVersion
from disputes import services as disputes
from disputes.services import EvidenceItem
from verification import checks
from web.mcp.server import build_server

# Assessments


def outcome(kind: str, grades: dict[int, str]) -> RunOutcome:
    """What a run would produce for these grades (collection is tested on its own)."""
    rubric = RubricVersion.objects.in_effect().data
    dims = [
        DimensionGrade(
            n,
            grades.get(n, "not_tested"),
            [reason("not-in-tier")] if grades.get(n, "not_tested") == "not_tested" else [],
            {"checked": True},
        )
        for n in range(1, 9)
    ]
    score = score_grades({d.number: d.grade for d in dims}, rubric=rubric, assessment_type=kind)
    return RunOutcome(Observations(assessment_type=kind), dims, score)


def queued(server, kind="documentation", by=None) -> Assessment:
    return services.assessment_request(
        server=server, requested_by=by, assessment_type=kind, enqueue=False
    )


def published(server, kind="documentation", grades=None) -> Assessment:
    assessment = services.assessment_start(assessment_id=queued(server, kind).pk)
    grades = grades or {1: "pass", 5: "pass", 6: "pass", 8: "partial"}
    return services.assessment_publish(assessment=assessment, outcome=outcome(kind, grades))


def full_assessment_with_calls(server):
    """A published full assessment whose live section has a full budget of calls."""
    grades = {n: "pass" for n in range(1, 9)}
    base = outcome("full", grades)
    calls = [
        {"n": n, "test": "read_only_idempotency", "method": "tools/call",
         "tool": "convert_temperature_between_units", "http_status": 200, "rpc_error": -32602,
         "is_error": False, "latency_ms": 1234.5, "bytes": 123456, "outcome": "ok"}
        for n in range(1, 16)
    ]  # fmt: skip
    live = {"protocol_version": "2025-11-25", "user_agent": "Sagentum/1.0 (+x)",
            "call_budget": 15, "calls_made": 15, "tool": "convert_temperature_between_units",
            "tests": [], "calls": calls}  # fmt: skip
    assessment = services.assessment_start(assessment_id=queued(server, "full").pk)
    run = RunOutcome(base.observations, base.grades, base.score, live=live)
    return services.assessment_publish(assessment=assessment, outcome=run)


# Disputes


def result_item(**fields) -> EvidenceItem:
    defaults = {"kind": "test_result", "tool": "get_weather", "result": '{"city": "Lisbon"}'}
    return EvidenceItem(**{**defaults, **fields})


def file(user, assessment, evidence=None, dimensions=(6,), statement="Dimension 6 is wrong."):
    return disputes.dispute_file(
        user=user, assessment=assessment, dimensions=list(dimensions), statement=statement,
        evidence=[result_item()] if evidence is None else evidence,
    )  # fmt: skip


def dispute_of(server, filer, *, arguments=None):
    assessment = published(server, "full", grades={1: "pass", 2: "fail", 5: "pass"})
    item = EvidenceItem(kind="test_result", tool="lookup_country", arguments=arguments,
                        result='{"code": "FR", "name": "France"}')  # fmt: skip
    return disputes.dispute_file(
        user=filer, assessment=assessment, dimensions=[2], statement="Dimension 2 works.",
        evidence=[item],
    )  # fmt: skip


# The live test, /mcp and manage.py assess, in process


def live(url: str, *, budget=None, timeout: float = 5.0, allow_private=True, **target):
    budget = budget or MemoryBudget(15)
    observation = run_live_test(
        LiveTarget(url=url, **target),
        budget=budget,
        user_agent=UA,
        call_timeout=timeout,
        allow_private=allow_private,
    )
    return observation, budget


def call(name: str, arguments: dict | None = None):
    """Call one tool in process, through a real client (which checks outputSchema)."""

    async def run():
        async with Client(build_server(), mode="legacy") as client:
            return await client.call_tool(name, arguments or {})

    return anyio.run(run)


def assess(*args: str) -> tuple[int, str, str]:
    out, err = StringIO(), StringIO()
    try:
        call_command("assess", *args, stdout=out, stderr=err)
    except CommandError as error:
        return error.returncode, out.getvalue(), str(error)
    except SystemExit as exit_:
        return exit_.code, out.getvalue(), err.getvalue()
    return 0, out.getvalue(), err.getvalue()


# An ownership proof's token, made at test time

TOKEN, OTHER = (secrets.token_urlsafe(32) for _ in range(2))  # made at test time
VALUE = f"sagentum-verification={TOKEN}"
HASH = checks.token_hash(TOKEN)
UA = "Sagentum/1.0 (+http://testserver/testing-policy)"
PATH = "/acme/weather/raw/HEAD/.well-known/sagentum-verification.txt"
REPO = "https://forge.test/acme/weather"
