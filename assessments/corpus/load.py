"""``manage.py corpus load``: the corpus's completed assessments as corpus listings.

One listing per package (``Server.corpus``), with its ``ServerPackage`` at the version
assessed; each completed assessment is requested, started and published through the
assessment services like any other (report card, certification, changelog entry), under
the rubric version and type the corpus records. Loading again publishes nothing twice: an
assessment of the same type, rubric version and package file is already there. A newer
corpus (new versions) adds new assessments, and the listing names the new version.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.db import transaction

from assessments import services
from assessments.corpus import SCHEMA, TIERS
from assessments.models import Assessment
from assessments.publishing import assessment_publish_recorded
from certification import services as core_services
from certification.models import RubricVersion, Server, ServerPackage
from certification.packages.sandbox import HOME as SANDBOX_HOME


class CorpusRefused(Exception):
    """The corpus cannot be loaded here; the message says why."""


@dataclass
class LoadSummary:
    listings_created: int = 0
    published: list[str] = field(default_factory=list)  # "spec type", in order
    already: int = 0  # assessments loaded before
    not_completed: int = 0  # failed in the corpus: nothing to publish
    errors: list[str] = field(default_factory=list)


def check_corpus(corpus: dict[str, Any]) -> RubricVersion:
    """The published rubric version the corpus was assessed under; ``CorpusRefused``
    when it is not one here."""
    if not isinstance(corpus, dict) or corpus.get("schema") != SCHEMA:
        raise CorpusRefused(f"not a corpus file (its schema is not {SCHEMA})")
    version = corpus.get("rubric_version")
    rubric = RubricVersion.objects.published().filter(version=version).first()
    if rubric is None:
        known = ", ".join(RubricVersion.objects.published().values_list("version", flat=True))
        raise CorpusRefused(
            f"the corpus was assessed under rubric {version!r}, which is not a published "
            f"rubric version here (published: {known or 'none'}); publish it first"
        )
    return rubric


def corpus_load(*, corpus: dict[str, Any]) -> LoadSummary:
    """Publish every completed assessment of ``corpus`` not yet loaded (see the module)."""
    rubric = check_corpus(corpus)
    summary = LoadSummary()
    made_by = f"Sagentum {corpus.get('evaluator_version')}"
    for entry in corpus.get("entries") or []:
        for tier in TIERS:
            run = (entry.get("runs") or {}).get(tier) or {}
            if run.get("outcome") != "completed":
                summary.not_completed += 1
                continue
            try:
                loaded = _load_one(entry, tier, run["report"], rubric, summary, made_by=made_by)
            except (ValueError, KeyError, services.RequestRefused) as error:
                summary.errors.append(f"{entry.get('spec')} {tier}: {error}")
                continue
            if loaded:
                summary.published.append(f"{entry['spec']} {tier}")
            else:
                summary.already += 1
    return summary


@transaction.atomic
def _load_one(
    entry: dict,
    tier: str,
    report: dict,
    rubric: RubricVersion,
    summary: LoadSummary,
    *,
    made_by: str,
) -> bool:
    target, package = entry["target"], report.get("package") or {}
    server = corpus_listing(entry, summary)
    done = Assessment.objects.published().filter(
        server=server, assessment_type=tier, rubric_version=rubric,
        package__version=target["version"], package__sha256=package.get("sha256"),
    )  # fmt: skip
    if done.exists():
        return False
    _name_version(server, target)
    requested = services.assessment_request(
        server=server, requested_by=None, assessment_type=tier, enqueue=False, rubric=rubric
    )
    started = services.assessment_start(assessment_id=requested.pk)
    if started is None:
        raise ValueError("the assessment could not be started")
    assessment_publish_recorded(
        assessment=started,
        report=report,
        definitions=entry.get("definitions") or {},
        reason=f"from the corpus: assessed {report.get('finished_at')} by {made_by}",
    )
    return True


def corpus_listing(entry: dict, summary: LoadSummary) -> Server:
    """The corpus listing of the entry's package, made when there is none."""
    target = entry["target"]
    found = Server.objects.filter(
        corpus=True, packages__registry_type=target["registry"],
        packages__identifier=target["name"],
    ).first()  # fmt: skip
    if found is not None:
        return found
    server = core_services.server_create(
        proposed_by=None,
        name=target["name"][:100],
        description=(entry.get("description") or target["note"])[:2000],
        package_registry=target["registry"],
        package_name=target["name"],
        corpus=True,
    )
    summary.listings_created += 1
    return server


def listing_arguments(arguments: list[str]) -> list[str]:
    """The words a user starts the package with: the sandbox's own folder (which the
    corpus run gives a filesystem-like server to serve) is ``<directory>`` to fill in,
    since no user has it."""
    return [
        word.replace(SANDBOX_HOME, "<directory>") if word.startswith(SANDBOX_HOME) else word
        for word in arguments
    ]


def _name_version(server: Server, target: dict) -> None:
    """The listing's package at the version (and arguments) about to be published."""
    wanted = {
        "registry_type": target["registry"],
        "identifier": target["name"],
        "version": target["version"],
        "package_arguments": listing_arguments(target.get("arguments") or []),
        "environment_variables": [
            {"name": name, "is_required": True, "is_secret": False}
            for name in sorted(target.get("env") or {})
        ],
    }
    current = ServerPackage.objects.filter(server=server).values(*wanted).first()
    if current != wanted:
        core_services.server_packages_set(server=server, packages=[wanted])
