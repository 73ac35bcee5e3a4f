"""``manage.py corpus run``: assess every pinned package at the static and the full type
and write the corpus file.

Each assessment is the one ``manage.py assess --package … --format json --no-save``
makes (the same command, run in this process; nothing is printed or stored as a
listing). The file is rewritten after every target, so a run that stops leaves the
targets done so far; a run started again keeps the entries of targets that are
unchanged and were assessed by the same evaluator and rubric versions (``fresh``
starts over). A target that fails is recorded as failed and the run goes on.
"""

from __future__ import annotations

import datetime
import io
import json
import os
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from assessments.corpus import SCHEMA, TIERS, CorpusTarget, read_targets
from certification.version import VERSION

# Bulky and of no use to a reader of grades: the end of each package's standard error.
DROPPED = {("live", "stderr_tail"), ("package", "introspection", "stderr_tail")}


def corpus_run(
    *,
    targets_path: Path,
    out: Path,
    rubric_version: str,
    only: Iterable[str] = (),
    fresh: bool = False,
    progress: Callable[[str], None] = lambda line: None,
) -> dict[str, Any]:
    """Assess the targets (those named in ``only``, if any) and write ``out``; returns
    the corpus written."""
    targets = read_targets(targets_path)
    wanted = {name.lower() for name in only}
    unknown = wanted - {t.name.lower() for t in targets.targets}
    if unknown:
        raise ValueError(f"not in {targets_path}: {', '.join(sorted(unknown))}")
    kept = {} if fresh else _reusable(out, rubric_version)
    corpus = {
        "schema": SCHEMA,
        "evaluator_version": VERSION,
        "rubric_version": rubric_version,
        "targets_file": Path(targets_path).name,
        "targets_sha256": targets.sha256,
        "date": None,
        "entries": [],
    }
    total = len(targets.targets)
    for n, target in enumerate(targets.targets, 1):
        previous = kept.get(target.spec)
        if (
            previous is not None
            and previous["target"] == target.record()
            and not (wanted and target.name.lower() in wanted)
        ):
            corpus["entries"].append(previous)
            progress(f"[{n}/{total}] {target.spec}: kept from the previous run")
            continue
        if wanted and target.name.lower() not in wanted:
            continue
        corpus["entries"].append(assess_target(target, progress=progress, prefix=f"[{n}/{total}]"))
        _write(out, corpus)
    _write(out, corpus)
    return corpus


def _reusable(out: Path, rubric_version: str) -> dict[str, dict]:
    """The entries of an earlier run of the same evaluator and rubric, by spec."""
    try:
        earlier = json.loads(Path(out).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(earlier, dict) or (
        earlier.get("schema"),
        earlier.get("evaluator_version"),
        earlier.get("rubric_version"),
    ) != (SCHEMA, VERSION, rubric_version):
        return {}
    return {entry["spec"]: entry for entry in earlier.get("entries") or [] if "spec" in entry}


def assess_target(
    target: CorpusTarget, *, progress: Callable[[str], None], prefix: str = ""
) -> dict[str, Any]:
    """The corpus entry of one target: the pin checked, then each type's outcome."""
    entry: dict[str, Any] = {
        "spec": target.spec,
        "target": target.record(),
        "description": "",
        "assessed_at": _now(),
        "runs": {},
        "definitions": {},
    }
    pinned = check_pin(target)
    if isinstance(pinned, dict):  # the fetch failed or the index serves another file
        for tier in TIERS:
            entry["runs"][tier] = pinned
            progress(f"{prefix} {target.spec} {tier}: failed {pinned['label']}")
        return entry
    entry["description"] = pinned
    for tier in TIERS:
        started = time.monotonic()
        run, definitions = assess_package(target, tier)
        run["seconds"] = round(time.monotonic() - started, 1)
        entry["runs"][tier] = run
        entry["definitions"].update(definitions)
        progress(f"{prefix} {target.spec} {tier}: {_said(run)} ({run['seconds']} s)")
    return entry


def check_pin(target: CorpusTarget) -> str | dict[str, Any]:
    """The package's description when the index serves the pinned file (fetching it into
    the package cache, where the assessments find it), else the failure to record."""
    from certification.packages import PackageRefused
    from certification.packages.fetch import fetch_package

    try:
        fetched = fetch_package(target.ref)
    except PackageRefused as refused:
        return _failed(refused.label, refused.detail)
    served = fetched.published_hash if target.registry == "npm" else f"sha256={fetched.sha256}"
    if served != target.hash:
        return _failed(
            "hash-mismatch",
            f"{fetched.filename}: the index serves {served}, the targets file pins {target.hash}",
        )
    meta = fetched.metadata
    return " ".join(str(meta.get("description") if target.registry == "npm" else
                        meta.get("summary") or "").split())[:2000]  # fmt: skip


def assess_package(target: CorpusTarget, tier: str) -> tuple[dict[str, Any], dict[str, dict]]:
    """One run of ``manage.py assess --package`` in this process: its outcome, and the
    definitions of the tools of the catalog it read, by hash."""
    from django.core.management import call_command
    from django.core.management.base import CommandError

    from assessments.management.commands.assess import Command as Assess

    command, printed = Assess(stdout=io.StringIO(), stderr=io.StringIO()), io.StringIO()
    words = ["--package", target.spec, "--tier", tier, "--format", "json", "--no-save"]
    if target.arguments:
        words.append("--package-arguments=" + " ".join(_quoted(target.arguments)))
    for name, value in target.env.items():
        words += ["--env", f"{name}={value}"]
    try:
        call_command(command, *words, stdout=printed)
    except SystemExit:
        pass  # exit 4 or 5: the report was printed all the same
    except CommandError as refused:
        return _failed("refused", str(refused)), {}
    except Exception as error:
        return _failed("internal-error", f"{type(error).__name__}: {error}"[:500]), {}
    try:
        report = json.loads(printed.getvalue())
    except ValueError:
        return _failed("internal-error", "the assessment printed no report"), {}
    if report.get("state") != "completed":
        failure = report.get("failure") or {}
        detail = failure.get("detail") or failure.get("hint") or ""
        return _failed(failure.get("label") or "failed", detail), {}
    kept = command.kept_catalog
    definitions = {tool.sha256: tool.definition for tool in kept.tools} if kept else {}
    return {"outcome": "completed", "report": slim(report)}, definitions


def slim(report: dict[str, Any]) -> dict[str, Any]:
    """The report without what ``DROPPED`` names."""
    report = json.loads(json.dumps(report))
    for path in DROPPED:
        holder = report
        for key in path[:-1]:
            holder = holder.get(key) if isinstance(holder, dict) else None
        if isinstance(holder, dict):
            holder.pop(path[-1], None)
    return report


def _failed(label: str, detail: str) -> dict[str, Any]:
    return {"outcome": "failed", "label": label, "detail": detail[:500]}


def _said(run: dict[str, Any]) -> str:
    if run["outcome"] != "completed":
        return f"failed {run['label']}: {run['detail'][:120]}"
    report = run["report"]
    return f"completed, {report.get('score')} {report.get('tier') or 'no tier'}"


def _quoted(words: tuple[str, ...]) -> list[str]:
    import shlex

    return [shlex.quote(word) for word in words]


def _now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")


def dumps(corpus: dict[str, Any]) -> str:
    """The corpus as JSON, one entry to a line: small, and a new run's diff names the
    targets whose results changed."""
    head = {key: value for key, value in corpus.items() if key != "entries"}
    lines = [json.dumps(entry, ensure_ascii=False, separators=(",", ":")) for entry in
             corpus["entries"]]  # fmt: skip
    text = json.dumps(head, ensure_ascii=False, indent=1)[:-2]
    return text + ',\n "entries": [\n' + ",\n".join(lines) + "\n ]\n}\n"


def _write(out: Path, corpus: dict[str, Any]) -> None:
    """Replace ``out`` whole (a reader never sees half a file). The corpus is dated by
    its newest assessment, so a run that assessed nothing again leaves the file as it was."""
    corpus["date"] = max((entry["assessed_at"] for entry in corpus["entries"]), default=_now())
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    handle, name = tempfile.mkstemp(dir=out.parent, prefix=".corpus-", suffix=".json")
    with os.fdopen(handle, "w", encoding="utf-8") as file:
        file.write(dumps(corpus))
    os.chmod(name, 0o644)
    os.replace(name, out)
