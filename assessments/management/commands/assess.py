"""Run one assessment synchronously, through the same code as the Celery task.

Exit codes (docs/assessments.md): 0 the assessment completed, whatever the score;
2 bad arguments; 3 refused; 4 the server or its sources could not be reached
(a failed assessment is still recorded unless --no-save); 5 completed below
--fail-under.
"""

from __future__ import annotations

import json
import re
import shlex
import sys
from urllib.parse import urlsplit

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from assessments import selectors, services
from assessments.ci_formats import below, parse_threshold, render_junit, render_sarif
from assessments.collect import Target
from assessments.models import Assessment, AssessmentType
from assessments.report import (
    build_report,
    catalog_document,
    previous_catalog,
    report_for_assessment,
)
from assessments.report_text import render_markdown, render_text
from assessments.runner import run_to_end
from certification import services as core_services
from certification.listing_rules import same_endpoint
from certification.models import RubricVersion, Server

EXIT_REFUSED = 3
EXIT_UNREACHABLE = 4
EXIT_BELOW = 5
ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class Command(BaseCommand):
    help = "Assess one MCP server now and print the report."

    def run_from_argv(self, argv: list[str]) -> None:
        # "--package-arguments --read-write": the words start with a dash, which argparse
        # would take for an option of this command; they are the option's value.
        joined = []
        words = iter(argv)
        for word in words:
            if word == "--package-arguments":
                value = next(words, None)
                joined.append(word if value is None else f"{word}={value}")
            else:
                joined.append(word)
        super().run_from_argv(joined)

    def add_arguments(self, parser):
        target = parser.add_mutually_exclusive_group(required=True)
        target.add_argument("--server", metavar="SLUG", help="a listed server")
        target.add_argument("--endpoint", metavar="URL", help="an endpoint (listed if new)")
        target.add_argument("--stdio", metavar='"CMD ARGS"', help="a local server over stdio")
        target.add_argument(
            "--package",
            metavar="npm:NAME@VERSION|pypi:NAME==VERSION",
            help="a package, fetched from the index pip or npm is configured for, "
            "hash-checked and run only in the sandbox (static or full; printed, not saved)",
        )
        parser.add_argument("--tier", choices=AssessmentType.values)
        parser.add_argument("--repo", metavar="URL_OR_PATH", help="repository URL or local path")
        parser.add_argument(
            "--subdir",
            metavar="PATH",
            help="the folder of a monorepo that holds the server (a forge URL ending in "
            "/tree/<ref>/<path> says it too)",
        )
        parser.add_argument("--docs", metavar="URL", help="documentation URL")
        parser.add_argument(
            "--format", choices=["text", "json", "markdown", "sarif", "junit"], default="text"
        )
        parser.add_argument(
            "--fail-under",
            metavar="TIER|SCORE",
            help="exit 5 when the completed assessment is below this tier (e.g. suitable) "
            "or score (e.g. 70)",
        )
        parser.add_argument("--no-save", action="store_true", help="print only; store nothing")
        parser.add_argument(
            "--env",
            metavar="KEY=VALUE",
            action="append",
            default=[],
            help="a variable for the --stdio server, which also inherits this environment, or "
            "for the --package server, which gets only these (repeat for more)",
        )
        parser.add_argument(
            "--package-arguments",
            metavar='"WORDS"',
            default="",
            help="the words the --package server is started with, after its program",
        )
        parser.add_argument(
            "--arguments",
            metavar="JSON",
            help="working arguments for tools the live test may call, as "
            '{"tool_name": {"param": value}} (the operator vouches that they are safe)',
        )

    def handle(self, *args, **options):
        self._stdio = options["stdio"]
        self._created: Server | None = None
        # The catalog an unsaved run read, definitions and all (``manage.py corpus``
        # keeps them beside the report, which has only their hashes).
        self.kept_catalog = None
        if self._stdio is not None:
            try:
                words = shlex.split(self._stdio)
            except ValueError as error:
                raise CommandError(f"--stdio cannot be read: {error}", returncode=2) from None
            if not words:
                raise CommandError("--stdio needs a command line", returncode=2)
        self._package = self._parse_package(options)
        self._arguments = self._parse_arguments(options["arguments"])
        self._env = self._parse_env(
            options["env"], stdio=bool(options["stdio"] or options["package"])
        )
        tier = options["tier"] or self._default_tier(options)
        if self._package is not None:
            if tier == AssessmentType.DOCUMENTATION:
                raise CommandError(
                    "--package runs a static or full assessment (--tier static|full)",
                    returncode=2,
                )
            options["no_save"] = True  # no listing to store against: print only
        if options["stdio"] and tier != AssessmentType.FULL:
            raise CommandError("--stdio runs a full (live) assessment only", returncode=2)
        if options["stdio"]:
            # A local process has no listing to store against: print only.
            options["no_save"] = True
        for option in ("endpoint", "repo", "docs"):
            _check_url(option, options[option])
        rubric = self._rubric()  # first: it also says when the database is not set up
        server = None if options["stdio"] or options["package"] else self._server(options)
        if tier == AssessmentType.FULL:
            self._check_full(server, options)
        if rubric is None:
            raise CommandError("no rubric version is in effect", returncode=EXIT_REFUSED)
        threshold = None
        if options["fail_under"] is not None:
            try:
                threshold = parse_threshold(options["fail_under"], rubric.data)
            except ValueError as error:
                raise CommandError(str(error), returncode=2) from None
        subdir = self._parse_subdir(options["subdir"])
        target = Target(
            subdir=subdir,
            name=server.name
            if server
            else (options["endpoint"] or options["stdio"] or options["package"]),
            package=self._package,
            live_via="package" if self._package is not None else "endpoint",
            opted_out=bool(server and server.live_testing_opted_out),
            endpoint_url=server.endpoint_url if server else options["endpoint"] or "",
            repository_url=options["repo"] or (server.repository_url if server else ""),
            documentation_url=options["docs"] or (server.documentation_url if server else ""),
        )
        if options["no_save"]:
            report, failed = self._run_unsaved(target, tier, rubric, server)
        else:
            report, failed = self._run_saved(server, target, tier)
        self._print(report, rubric.data, options["format"], folder=target.repository()[1])
        if failed:
            sys.exit(EXIT_UNREACHABLE)
        if threshold is not None and below(report, threshold, rubric.data):
            self.stderr.write(
                f"below --fail-under {threshold.describe(rubric.data)}: "
                f"{report.get('tier') or 'no tier'}, score {report.get('score')}"
            )
            sys.exit(EXIT_BELOW)

    def _parse_arguments(self, text: str | None) -> dict[str, dict]:
        if not text:
            return {}
        try:
            value = json.loads(text)
        except ValueError as error:
            raise CommandError(f"--arguments is not JSON: {error}", returncode=2) from None
        if not isinstance(value, dict) or not all(isinstance(v, dict) for v in value.values()):
            raise CommandError(
                '--arguments must be an object of objects: {"tool": {"param": value}}',
                returncode=2,
            )
        return value

    def _rubric(self) -> RubricVersion | None:
        from django.db import DatabaseError

        try:
            return RubricVersion.objects.in_effect()
        except DatabaseError:
            raise CommandError(
                "the database is not set up: run `.venv/bin/python manage.py migrate` "
                "(or `make run`, which does) first",
                returncode=EXIT_REFUSED,
            ) from None

    def _parse_subdir(self, text: str | None) -> str:
        from certification.outbound.fetch import clean_subdir

        if not text:
            return ""
        try:
            return clean_subdir(text)
        except ValueError as error:
            raise CommandError(f"--subdir: {error}", returncode=2) from None

    def _parse_package(self, options):
        from certification.packages import PackageRef, parse_spec

        if options["package_arguments"] and not options["package"]:
            raise CommandError("--package-arguments is for a --package server", returncode=2)
        if not options["package"]:
            return None
        try:
            ref = parse_spec(options["package"])
            words = shlex.split(options["package_arguments"])
        except ValueError as error:
            raise CommandError(f"--package {error}", returncode=2) from None
        return PackageRef(ref.registry, ref.name, ref.version, package_arguments=tuple(words))

    def _parse_env(self, pairs: list[str], *, stdio: bool) -> dict[str, str]:
        if pairs and not stdio:
            raise CommandError("--env is for a --stdio or --package server only", returncode=2)
        env = {}
        for pair in pairs:
            key, sep, value = pair.partition("=")
            if not sep or not ENV_NAME.fullmatch(key):
                raise CommandError(
                    f"--env takes KEY=VALUE with a variable name as KEY, not {pair!r}",
                    returncode=2,
                )
            env[key] = value
        return env

    def _check_full(self, server: Server | None, options) -> None:
        """Refusals (docs/assessments.md, exit codes): opted out, or a private target not
        allowed (exit 3)."""
        from django.conf import settings

        from assessments.harness.live import check_target
        from certification.outbound import netrules

        if server is not None and server.live_testing_opted_out:
            raise CommandError(
                f"{server.name}: {selectors.opted_out_message(server)}", returncode=EXIT_REFUSED
            )
        url = options["endpoint"] or (server.endpoint_url if server else "")
        if options["stdio"] or options["package"]:
            return
        if server is not None and server.full_via == "package":
            return  # the listing's package, in the sandbox
        if not url:
            raise CommandError("a full assessment needs an endpoint URL", returncode=2)
        try:
            check_target(url, settings.HARNESS_CALL_TIMEOUT, settings.ALLOW_PRIVATE_TARGETS)
        except netrules.TargetRefused as refusal:
            raise CommandError(
                f"refused: {refusal.detail or refusal.label}", returncode=EXIT_REFUSED
            ) from None
        except netrules.TargetError:
            pass  # unresolvable: the assessment records the failure (exit 4)

    def _default_tier(self, options) -> str:
        if options["endpoint"] or options["stdio"] or options["package"]:
            return AssessmentType.FULL
        server = Server.objects.filter(slug=options["server"]).first()
        if server and server.full_via:
            return AssessmentType.FULL
        return AssessmentType.STATIC

    def _server(self, options) -> Server | None:
        if options["server"]:
            server = Server.objects.filter(slug=options["server"]).first()
            if server is None:
                raise CommandError(f"no server with slug {options['server']!r}", returncode=2)
            return server
        url = options["endpoint"]
        parts = urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise CommandError(f"--endpoint must be an http(s) URL, not {url!r}", returncode=2)
        # The listing of this endpoint however the URL is written, so that its opt-out
        # and its history apply (one listing per endpoint).
        server = same_endpoint(url)
        if server is None and not options["no_save"]:
            server = core_services.server_create(
                proposed_by=None, name=parts.hostname, endpoint_url=url
            )
            self.stderr.write(f"Listed {url} as “{server.name}” ({server.slug}).")
            self._created = server
        return server

    def _run_saved(self, server: Server, target: Target, tier: str) -> tuple[dict, bool]:
        try:
            assessment = services.assessment_request(
                server=server,
                requested_by=None,
                assessment_type=tier,
                enqueue=False,
                overrides={
                    "repository_subdir": target.subdir,
                    "repository_url": target.repository_url,
                    "documentation_url": target.documentation_url,
                },
            )
        except services.RequestRefused as refusal:
            raise CommandError(str(refusal), returncode=EXIT_REFUSED) from None
        assessment = services.assessment_execute(
            assessment_id=assessment.pk,
            owner_arguments=self._arguments,
            learn_name=self._created is not None,
        )
        assessment = Assessment.objects.get(pk=assessment.pk)
        if assessment.state == Assessment.State.CANCELLED:
            raise CommandError(
                f"assessment {assessment.pk} cancelled ({assessment.failure_label}): "
                f"{assessment.failure_detail}; no further request was sent",
                returncode=EXIT_REFUSED,
            )
        self._name_from_server_info(assessment)
        return report_for_assessment(assessment), assessment.state == Assessment.State.FAILED

    def _name_from_server_info(self, assessment: Assessment) -> None:
        """A listing this command created is named by what the server calls itself."""
        name = ((assessment.live or {}).get("server_name") or "").strip()[:100]
        if self._created is None or not name:
            return
        core_services.server_update(server=self._created, name=name)
        self.stderr.write(f"Named the listing “{name}”, as the server calls itself.")

    def _run_unsaved(self, target, tier, rubric, server) -> tuple[dict, bool]:
        started = timezone.now()
        common = {
            "assessment_id": None,
            "rubric": rubric.data,
            "assessment_type": tier,
            "server": {
                "slug": server.slug if server else None,
                "name": target.name,
                "endpoint": target.endpoint_url or None,
                "repository": target.repository_url or None,
            },
            "package": None,
            "started_at": started,
            "supersedes": None,
            "live": None,
        }
        from django.conf import settings

        from assessments.harness.budget import MemoryBudget
        from assessments.harness.live import LiveTarget

        # Re-read before every call, as the stored budget does: an opt-out made while
        # this runs stops the next request.
        watch = {}  # a listed server's opt-out; a local process has none
        if server is not None:
            watch["opted_out"] = lambda: Server.objects.filter(
                pk=server.pk, live_testing_opted_out=True
            ).exists()
        budget = MemoryBudget(settings.HARNESS_CALL_BUDGET, **watch)
        live_target = None
        if self._stdio:
            live_target = LiveTarget(
                transport="stdio",
                command=tuple(shlex.split(self._stdio)),
                env=self._env,
                learn_name=True,
                owner_arguments=self._arguments,
            )
        elif self._package is not None and tier == AssessmentType.FULL:
            live_target = LiveTarget(
                transport="stdio", env=self._env, learn_name=True, owner_arguments=self._arguments
            )
        elif tier == AssessmentType.FULL:
            live_target = LiveTarget(
                url=target.endpoint_url,
                transport=server.transport if server else "streamable_http",
                owner_arguments=self._arguments,
            )
        ended = run_to_end(
            target, tier, rubric=rubric.data, now=started,
            budget=budget, live_target=live_target,
            package_env=self._env if self._package is not None else None,
        )  # fmt: skip
        if ended.cancelled:
            raise CommandError(
                f"cancelled: {ended.stopped.detail}; no further request was sent",
                returncode=EXIT_REFUSED,
            )
        if ended.stopped is not None:
            if self._package is not None:
                common["package"] = {**self._package_copy(), "tested_live": tier == "full"}
            report = build_report(
                **{**common, "live": ended.live}, state="failed", finished_at=timezone.now(),
                score=None, raw_score=None, ceiling=None, tier=None, dimensions=[],
                failure=(ended.stopped.label, ended.stopped.detail),
            )  # fmt: skip
            return report, True
        outcome = ended.outcome
        score = outcome.score
        common["live"] = outcome.live
        if self._package is not None:
            from assessments.runner import package_report

            read = package_report(outcome.observations.package, tested_live=tier == "full")
            common["package"] = {**self._package_copy(), **read}
        if self._stdio and outcome.live and outcome.live.get("server_name"):
            # A local process has no listing: it is named by what it calls itself.
            common["server"] = {**common["server"], "name": outcome.live["server_name"]}
        kept = self.kept_catalog = outcome.catalog
        report = build_report(
            **common,
            catalog=catalog_document(
                kept, live=outcome.live, previous=previous_catalog(server) if server else None
            )
            if kept
            else None,
            state="completed",
            finished_at=timezone.now(),
            score=score.score,
            raw_score=score.raw_score,
            ceiling=score.ceiling,
            tier=score.tier,
            dimensions=[
                {"number": g.number, "grade": g.grade, "reasons": g.reasons, "evidence": g.evidence}
                for g in outcome.grades
            ],
        )
        return report, False

    def _package_copy(self) -> dict:
        ref = self._package
        return {
            "registry": ref.registry, "name": ref.name, "version": ref.version,
            "arguments": list(ref.package_arguments), "environment": sorted(self._env),
        }  # fmt: skip

    def _print(self, report: dict, rubric: dict, fmt: str, *, folder: str) -> None:
        if fmt == "json":
            self.stdout.write(json.dumps(report, indent=2, ensure_ascii=False))
        elif fmt == "sarif":
            self.stdout.write(render_sarif(report, rubric, folder=folder))
        elif fmt == "junit":
            self.stdout.write(render_junit(report, rubric), ending="")
        elif fmt == "markdown":
            self.stdout.write(render_markdown(report, rubric), ending="")
        else:
            self.stdout.write(render_text(report, rubric), ending="")


def _check_url(option: str, value: str | None) -> None:
    """A malformed --endpoint, --repo or --docs is a usage error (exit 2), in one line.
    ``--repo`` may also be a local path."""
    if value is None or (option == "repo" and "://" not in value):
        return
    problem = None
    if any(char.isspace() or ord(char) < 32 or ord(char) == 127 for char in value):
        problem = "it contains spaces or control characters"
    else:
        try:
            parts = urlsplit(value)
            parts.port  # noqa: B018 - raises for a port out of range
        except ValueError as error:
            problem = str(error)
        else:
            if parts.scheme not in ("http", "https"):
                problem = "only http and https URLs are read"
            elif not parts.hostname:
                problem = "it names no host"
    if problem:
        raise CommandError(f"--{option} {value!r} is not a valid URL: {problem}", returncode=2)
