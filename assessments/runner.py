"""Run one assessment's work: collect, grade, score. No database access.

The Celery task and ``manage.py assess`` both call ``run_assessment``; the
services around them decide what is stored.
"""

from __future__ import annotations

import dataclasses
import datetime
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from assessments.collect import Progress, Target, collect
from assessments.harness.budget import Budget
from assessments.integrity import KeptCatalog, keep
from assessments.observations import (
    Catalog,
    DocsObservation,
    Observations,
    PackageObservation,
    RepositoryObservation,
    Unavailable,
)
from assessments.scoring import ScoreResult, score_grades

if TYPE_CHECKING:
    from assessments.graders import DimensionGrade


class AssessmentFailed(Exception):
    """The assessment could not finish: recorded as failed, never scored as zeros."""

    def __init__(self, label: str, detail: str = "", *, live: Any = None) -> None:
        super().__init__(f"{label}: {detail}" if detail else label)
        self.label, self.detail, self.live = label, detail, live


class AssessmentCancelled(AssessmentFailed):
    """The assessment must stop and publish nothing, e.g. the operator opted out."""


OPTED_OUT_DETAIL = "the operator opted out of live testing"


@dataclass(frozen=True)
class RunOutcome:
    observations: Observations
    grades: list[DimensionGrade]
    score: ScoreResult
    live: dict[str, Any] | None = None

    @property
    def catalog(self) -> KeptCatalog | None:
        """The catalog this assessment read, kept: the live one when the server was
        tested live, else the one the graders read (documentation, manifest, source)."""
        live = self.observations.live
        if live is not None and getattr(live, "catalog", None) is not None:
            return keep(live.catalog)
        from assessments.graders import graded_catalog

        declared = graded_catalog(self.observations)
        return keep(declared) if declared is not None and declared.tools else None


def check_assessable(target: Target, assessment_type: str) -> None:
    """Raise ``AssessmentFailed`` when the listing gives nothing this type can read."""
    readable = target.repository_url or target.documentation_url
    if assessment_type == "static" and target.package is not None:
        return  # the package's own files are read
    if assessment_type in ("documentation", "static") and not readable:
        raise AssessmentFailed(
            "no-sources", "a documentation or static assessment needs a repository or "
            "documentation URL",
        )  # fmt: skip


def run_assessment(
    target: Target,
    assessment_type: str,
    *,
    rubric: dict[str, Any],
    now: datetime.datetime,
    progress: Progress = lambda step: None,
    budget: Budget | None = None,
    live_target: Any = None,
    package_env: dict[str, str] | None = None,
) -> RunOutcome:
    """Collect, grade and score an assessment of any type. ``package_env``: the owner's
    test variables for a package started in the sandbox at the static type (a full
    assessment's are in ``live_target``)."""
    if assessment_type == "full":
        return _run_full(target, rubric=rubric, now=now, progress=progress, budget=budget,
                         live_target=live_target)  # fmt: skip
    check_assessable(target, assessment_type)
    fetched, package = read_package(target, assessment_type, progress, ask=True, env=package_env)
    observations = collect(
        target, assessment_type, now=now, progress=progress, package=package,
        package_files=Path(fetched.files) if fetched else None,
    )  # fmt: skip
    _worker_fault(observations)
    if not _anything_read(observations):
        raise AssessmentFailed("sources-unreachable", _unreachable_detail(observations))
    progress("Grading")
    from assessments.graders import grade_observations

    grades = grade_observations(observations, rubric)  # the rubric this assessment runs under
    score = score_grades(
        {grade.number: grade.grade for grade in grades},
        rubric=rubric,
        assessment_type=assessment_type,
    )
    return RunOutcome(observations, grades, score)


@dataclass(frozen=True)
class Ended:
    """How a run ended: its outcome, or why it stopped (``stopped``: the
    ``AssessmentCancelled`` or ``AssessmentFailed`` it raised, with ``live``, the live
    record of a failed run, when the live test had begun)."""

    outcome: RunOutcome | None = None
    stopped: AssessmentFailed | None = None
    live: dict[str, Any] | None = None

    @property
    def cancelled(self) -> bool:
        return isinstance(self.stopped, AssessmentCancelled)


def _worker_fault(observations: Observations) -> None:
    """A source that could not be read because of the worker itself (its disk filled up)
    says nothing of the server: the assessment fails instead of grading without it."""
    repository = observations.repository
    if isinstance(repository, Unavailable) and repository.label == "disk-full":
        raise AssessmentFailed("disk-full", repository.detail)


def run_to_end(target: Target, assessment_type: str, **options: Any) -> Ended:
    """``run_assessment``, with a cancellation or a failure as a value: what the worker's
    saved run and ``manage.py assess``'s unsaved one both record."""
    try:
        return Ended(outcome=run_assessment(target, assessment_type, **options))
    except AssessmentFailed as stopped:
        live = live_report(stopped.live) if stopped.live is not None else None
        return Ended(
            stopped=stopped, live=None if isinstance(stopped, AssessmentCancelled) else live
        )


def _run_full(target: Target, *, rubric, now, progress, budget, live_target) -> RunOutcome:
    """Everything the static type reads, plus the live test (its calls within the budget)."""
    from django.conf import settings

    from assessments.graders.live import grade_live_observations
    from assessments.harness.live import LiveTarget, run_live_test

    if target.opted_out:
        raise AssessmentCancelled("opted-out", OPTED_OUT_DETAIL)
    via_package = target.live_via == "package" and target.package is not None
    if budget is None or not (target.endpoint_url or live_target or via_package):
        raise AssessmentFailed("no-endpoint", "a full assessment needs a remote endpoint")
    fetched, package = read_package(target, "full", progress, ask=False)
    observations = (
        collect(target, "static", now=now, progress=progress, package=package,
                package_files=Path(fetched.files) if fetched else None)
        if (target.repository_url or target.documentation_url or fetched)
        else Observations(assessment_type="static", listing=target.listing, now=now)
    )  # fmt: skip
    _worker_fault(observations)
    live_target = live_target or LiveTarget(url=target.endpoint_url)
    # What the owner supplied, taken before the sandbox adds its own few variables.
    owner_values = [*live_target.headers.values(), *live_target.env.values()]
    if via_package:
        live_target = _sandboxed(live_target, fetched, target.package)
    progress("Connecting to the server")
    with _slot_if(via_package):
        live = run_live_test(
            live_target,
            budget=budget,
            user_agent=settings.HARNESS_USER_AGENT,
            call_timeout=settings.HARNESS_CALL_TIMEOUT,
            allow_private=settings.ALLOW_PRIVATE_TARGETS,
            progress=progress,
        )
    live = redacted(live, owner_values)
    if any(test.reason == "opted-out" for test in live.tests):
        # Opted out while the test ran: its later calls were never sent, and a
        # partial live test is not published against the server.
        raise AssessmentCancelled("opted-out", f"{OPTED_OUT_DETAIL} during the live test")
    if not live.connected:
        failure = live.failure or Unavailable("handshake-failed")
        raise AssessmentFailed(failure.label, failure.detail, live=live)
    observations = dataclasses.replace(observations, assessment_type="full", live=live)
    progress("Grading")
    grades = grade_live_observations(observations, rubric)
    score = score_grades(
        {grade.number: grade.grade for grade in grades}, rubric=rubric, assessment_type="full"
    )
    return RunOutcome(observations, grades, score, live=live_report(live))


REDACTED = "[redacted: a value the owner supplied]"


def _secrets(values: list[str]) -> list[str]:
    """The values worth taking out, longest first (so no shorter one cuts a longer)."""
    return sorted({s for s in values if isinstance(s, str) and len(s) >= 4}, key=len)[::-1]


def _scrub(value, secrets: list[str]):
    """``value`` with every secret (as ``_secrets`` gives them) replaced, through strings,
    dicts and lists."""
    if not secrets:
        return value
    if isinstance(value, str):
        for secret in secrets:
            value = value.replace(secret, REDACTED)
        return value
    if isinstance(value, dict):
        return {_scrub(k, secrets): _scrub(v, secrets) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(_scrub(v, secrets) for v in value)
    return value


def _scrubbed_catalog(catalog, secrets: list[str]):
    if not isinstance(catalog, Catalog):
        return catalog
    tools = tuple(
        dataclasses.replace(
            tool, name=_scrub(tool.name, secrets), description=_scrub(tool.description, secrets),
            input_schema=_scrub(tool.input_schema, secrets),
            output_schema=_scrub(tool.output_schema, secrets),
            annotations=_scrub(tool.annotations, secrets),
            definition=_scrub(tool.definition, secrets),
        )
        for tool in catalog.tools
    )  # fmt: skip
    return dataclasses.replace(catalog, tools=tools)


def redacted(live, secrets: list[str]):
    """The live observation with every owner-supplied secret value taken out of what is
    kept and published (the catalog, instructions, server name, stderr): a server may
    echo its credentials back, and nothing it says is trusted."""
    secrets = _secrets(secrets)
    if not secrets:
        return live
    return dataclasses.replace(
        live, catalog=_scrubbed_catalog(live.catalog, secrets),
        instructions=_scrub(live.instructions, secrets),
        server_name=_scrub(live.server_name, secrets),
        stderr_tail=_scrub(live.stderr_tail, secrets),
    )  # fmt: skip


def package_report(package: PackageObservation | None, *, tested_live: bool) -> dict[str, Any]:
    """What the report says of the package read: the fetched file and its introspection."""
    if package is None:
        return {}
    found: dict[str, Any] = {**package.record, "tested_live": tested_live}
    catalog = package.catalog
    if catalog is None:
        found["introspection"] = None
    else:
        read = not isinstance(catalog, Unavailable)
        found["introspection"] = {
            "outcome": "read" if read else catalog.label,
            "detail": "" if read else catalog.detail[:300],
            "tools": len(catalog.tools) if read else 0,
            "requests": package.requests,
            "elapsed_ms": package.elapsed_ms,
            "server_name": package.server_name,
            **({"stderr_tail": package.stderr_tail} if package.stderr_tail else {}),
        }
    return found


def _sandboxed(live_target, fetched, ref):
    """The live target as the package started in the sandbox, over stdio: only the
    owner's test variables reach it, nothing of this process's environment."""
    from assessments.package_catalog import sandboxed_command, sandboxed_environment
    from certification.packages import PackageRefused
    from certification.packages.sandbox import sandbox_roots

    try:
        command = sandboxed_command(fetched, ref, dict(live_target.env))
    except PackageRefused as refused:
        raise AssessmentFailed(refused.label, refused.detail) from None
    return dataclasses.replace(
        live_target, url="", transport="stdio", command=tuple(command),
        env=sandboxed_environment(dict(live_target.env)), inherit_environment=False,
        roots=sandbox_roots(ref), offline=True,
    )  # fmt: skip


def _slot_if(sandboxed: bool):
    import contextlib

    from certification.packages import sandbox

    return sandbox.slot() if sandboxed else contextlib.nullcontext()


def live_report(live) -> dict[str, Any]:
    """The ``live`` object of the report document: tests and calls, no payloads."""
    return {
        "protocol_version": live.protocol_version,
        "user_agent": live.user_agent,
        "call_budget": live.call_budget,
        "calls_made": len(live.calls),
        "tool": live.tool,
        "transport": live.transport,
        "server_name": live.server_name,
        "second_try": live.second_try,
        "stderr_tail": live.stderr_tail,
        "auth_discovery": live.auth_discovery,
        "coverage": coverage(live),
        "tests": [test.as_report() for test in live.tests],
        "calls": [call.as_report() for call in live.calls],
        "unexercised": [{"tool": name, "reason": label} for name, label in live.unexercised],
    }


def coverage(live) -> dict[str, Any]:
    """Tools listed, callable and exercised, and for each tool not called, why."""
    listed = [tool.name for tool in live.catalog.tools] if live.catalog else []
    why_not = dict(live.unexercised)
    exercised = set(live.exercised)
    tools = [
        {
            "tool": name,
            "called": name in exercised,
            "reason": None if name in exercised else why_not.get(name, "call-failed"),
        }
        for name in listed
    ]
    return {
        "listed": len(listed),
        "callable": live.tools_callable,
        "exercised": len(exercised),
        "tools": tools,
    }


def _anything_read(observations: Observations) -> bool:
    docs = observations.docs
    return (
        (isinstance(docs, DocsObservation) and docs.readable)
        or isinstance(observations.repository, RepositoryObservation)
        or observations.package is not None
    )


def read_package(
    target: Target,
    assessment_type: str,
    progress: Progress,
    *,
    ask: bool,
    env: dict[str, str] | None = None,
):
    """The listed package, fetched (hash-checked) and its files scanned, and with ``ask``
    its catalog by introspection in the sandbox, started with the owner's test variables
    ``env``: ``(fetched, PackageObservation)``, or ``(None, None)`` when no package is read.
    A package that cannot be fetched or run safely stops the assessment before anything
    runs. An empty catalog is no catalog: a server that lists its tools only once
    configured says nothing of them unconfigured."""
    if target.package is None or assessment_type == "documentation":
        return None, None
    from django.conf import settings

    from assessments.collect.repository import read_directory
    from assessments.package_catalog import introspect
    from certification.packages import PackageRefused, sandbox
    from certification.packages.fetch import fetch_package

    try:
        sandbox.check_available()
        progress("Fetching the package")
        fetched = fetch_package(target.package)
    except PackageRefused as refused:
        raise AssessmentFailed(refused.label, refused.detail) from None
    package = PackageObservation(
        record=fetched.record(),
        scan=read_directory(Path(fetched.files), metadata_only=False),
        release_dates=tuple(fetched.release_dates),
    )
    if not ask:
        return fetched, package
    progress("Starting the package in the sandbox")
    try:
        with sandbox.slot():
            seen = introspect(fetched, target.package, env=env or {},
                              timeout=settings.HARNESS_CALL_TIMEOUT * 2)  # fmt: skip
    except PackageRefused as refused:
        raise AssessmentFailed(refused.label, refused.detail) from None
    catalog = seen.catalog
    if isinstance(catalog, Catalog) and not catalog.tools:
        given = ", ".join(sorted(env or {})) or "none"
        catalog = Unavailable("no-tools-listed", f"tools/list answered no tools (test "
                              f"variables given: {given})")  # fmt: skip
    secrets = _secrets(list((env or {}).values()))
    return fetched, dataclasses.replace(
        package, catalog=_scrubbed_catalog(catalog, secrets) if secrets else catalog,
        server_name=_scrub(seen.server_name, secrets),
        instructions=_scrub(seen.instructions, secrets), requests=seen.requests,
        elapsed_ms=seen.elapsed_ms,
        stderr_tail=None if isinstance(catalog, Catalog) else _scrub(seen.stderr_tail, secrets),
    )  # fmt: skip


def _unreachable_detail(observations: Observations) -> str:
    """Each distinct error once ("x.org did not resolve"), however many files it stopped."""
    messages: list[str] = []
    for source in (observations.repository, observations.docs):
        for part in (getattr(source, "detail", "") or "").split("; "):
            message = LABEL_PREFIX.sub("", part).strip()
            if message and message not in messages:
                messages.append(message)
    return "; ".join(messages)[:500]


LABEL_PREFIX = re.compile(r"^[a-z]+(?:-[a-z]+)+: ")
