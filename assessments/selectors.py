"""Reads for report cards, history and the directory."""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from django.db.models import Prefetch, Subquery, prefetch_related_objects
from django.urls import reverse

from assessments.models import (
    Assessment,
    AssessmentType,
    CatalogWatch,
    Certification,
    DimensionResult,
)
from assessments.scoring import decide_tier
from certification.compiled import Compiled
from certification.models import RubricVersion, Server, User
from certification.rubric import published_version


def current_assessment(server: Server) -> Assessment | None:
    certification = (
        Certification.objects.filter(server=server)
        .select_related("assessment__rubric_version")
        .first()
    )
    return certification.assessment if certification else None


def is_current(assessment: Assessment) -> bool:
    """Whether ``assessment`` is its server's certification."""
    return Certification.objects.filter(assessment=assessment).exists()


def assessment_with_results(assessment_id: int) -> Assessment | None:
    return _with_results(Assessment.objects.filter(pk=assessment_id))


def assessment_page(assessment_id: int) -> Assessment | None:
    """The assessment an assessment's page shows, with its server and what superseded
    it, without its results (the page reads them only to make what it keeps of them);
    its rubric version as this process keeps it."""
    found = (
        Assessment.objects.filter(pk=assessment_id)
        .select_related("server", "superseded_by")
        .order_by()[:1]  # one row by its key: no order to compile
    )
    return next(iter(with_rubrics(found)), None)


# What to read a listing with (``select_related``) so that its current assessment is
# read in the same query: ``current_assessment_with_results`` then reads only the results
# (and its rubric version once per process).
WITH_CURRENT = ("certification__assessment__superseded_by",)


def current_assessment_with_results(server: Server, results: bool = True) -> Assessment | None:
    """``server``'s certification with its results, in two queries (one when ``server``
    was read with ``WITH_CURRENT``; then none without ``results``, which the caller
    reads with ``RESULTS`` when it needs them; a listing read otherwise gets them all
    the same)."""
    if Server.certification.is_cached(server):
        certification = getattr(server, "certification", None)
        if certification is None:
            return None
        if Certification.assessment.is_cached(certification):
            found = with_rubrics([certification.assessment])[0]
            if results:
                prefetch_related_objects([found], RESULTS)
            found.server = server
            return found
    held = Certification.objects.filter(server=server).values("assessment_id")[:1]
    # The server is the one read already; what the assessment revised is read only if
    # it revised one (rare: a null key is never looked up).
    found = _with_results(
        Assessment.objects.filter(pk=Subquery(held)), related=("rubric_version", "superseded_by")
    )
    if found is not None:
        found.server = server
    return found


# An assessment's dimension results, in order (what every report of it reads).
RESULTS = Prefetch("dimensions", queryset=DimensionResult.objects.order_by("number"))


def _with_results(
    assessments, related=("server", "rubric_version", "supersedes", "superseded_by")
) -> Assessment | None:
    found = (
        assessments.select_related(*related)
        .prefetch_related(RESULTS)
        .order_by()[:1]  # one row by its key: no order to compile
    )
    return next(iter(found), None)


# What a list of assessments never shows: what a run recorded of the live test and the
# package. Left unread by the histories (the API's also leaves the rubric's text unread:
# the page names each assessment's tier from it).
UNLISTED = ("live", "package")


def server_history(server: Server) -> list[Assessment]:
    return with_rubrics(server.assessments.defer(*UNLISTED).order_by("-requested_at", "-pk"))


def with_rubrics(assessments) -> list[Assessment]:
    """``assessments`` with their rubric versions as this process keeps them
    (``certification.rubric.published_version``), read at most once each."""
    found = list(assessments)
    for assessment in found:
        rubric = published_version(assessment.rubric_version_id)
        if rubric is not None:
            Assessment.rubric_version.field.set_cached_value(assessment, rubric)
    return found


def current_assessment_id(server: Server) -> int | None:
    """The id of ``server``'s certification's assessment (None without one)."""
    held = Certification.objects.filter(server=server).values_list("assessment_id", flat=True)
    return held.first()


_UNREAD = object()


def catalog_notice(
    server: Server, assessment: Assessment | None, last=_UNREAD
) -> CatalogWatch | None:
    """The latest read of the certified catalog when it differs from it: what the
    server's page warns about until a new assessment. ``last``: the latest watch of
    ``assessment`` (None: there is none), when the caller has read it; if it read the
    catalog, or there is none, it decides with no further query."""
    if assessment is None:
        return None
    decides = last is None or (last is not _UNREAD and last.outcome in ("changed", "unchanged"))
    latest = (
        last
        if decides
        else (
            CatalogWatch.objects.filter(server=server, assessment=assessment)
            .filter(outcome__in=["changed", "unchanged"])
            .first()
        )
    )
    return latest if latest is not None and latest.outcome == "changed" else None


# Who may request what


@dataclass(frozen=True)
class Eligibility:
    """Whether a request may be made; if not, why in words and as a code the API
    answers with (``forbidden``, ``unknown_type``, ``not_listed``, ``no_target``,
    ``opted_out``, ``already_active``)."""

    allowed: bool
    reason: str = ""
    code: str = ""


def user_is_reviewer(user: User) -> bool:
    return bool(user.is_authenticated and (user.is_superuser or user.is_reviewer))


def opted_out_message(server: Server) -> str:
    """Why a full assessment is refused, and what remains possible for this listing."""
    remaining = (
        "documentation and static assessments remain available"
        if server.repository_url or server.documentation_url
        else "documentation and static assessments remain possible once the listing gives "
        "a repository or documentation URL"
    )
    return f"This server's operator opted out of live testing; {remaining}."


def check_request_eligibility(user: User, server: Server, assessment_type: str) -> Eligibility:
    """Who may request what (docs/assessments.md): owners any type (full needs verification),
    reviewers the documentation and static types of any listed server, staff any."""
    from verification.selectors import user_owns_server

    if assessment_type not in AssessmentType.values:
        return Eligibility(False, f"Unknown assessment type “{assessment_type}”.", "unknown_type")
    if not user.is_authenticated:
        return Eligibility(False, "Log in to request an assessment.", "forbidden")
    if not server.is_listed:
        return Eligibility(
            False, "This server is no longer listed and is not assessed.", "not_listed"
        )
    owner = user_owns_server(user, server)
    if assessment_type == AssessmentType.FULL:
        if not (owner or user.is_superuser):
            return Eligibility(
                False,
                "A full live-tested assessment can be requested only by a verified owner.",
                "forbidden",
            )
        if not server.full_via:
            return Eligibility(False, full_refusal(server), "no_target")
        if server.live_testing_opted_out:
            return Eligibility(False, opted_out_message(server), "opted_out")
    elif not (owner or user_is_reviewer(user) or user.is_staff):
        return Eligibility(
            False,
            "Only the server's verified owners and reviewers can request assessments.",
            "forbidden",
        )
    elif not (server.repository_url or server.documentation_url or server.assessed_package):
        return Eligibility(
            False,
            "This type reads the repository, documentation or package; the listing gives none.",
            "no_target",
        )
    if server.assessments.active().exists():
        return Eligibility(
            False, "An assessment of this server is already queued or running.", "already_active"
        )
    return Eligibility(True)


def full_refusal(server: Server) -> str:
    """Why a listing cannot have a full assessment, naming what would make it possible."""
    refusals = [p.refusal for p in server.packages.all() if p.refusal]
    if refusals:
        return (f"A full assessment needs a remote endpoint URL or an npm or PyPI package "
                f"started over stdio. {refusals[0]}")  # fmt: skip
    return "A full assessment needs a remote endpoint URL or an npm or PyPI package."


def allowed_types(user, server: Server) -> list[str]:
    return [
        kind
        for kind in AssessmentType.values
        if check_request_eligibility(user, server, kind).allowed
    ]


def request_refusals(user, server: Server) -> list[tuple[str, str]]:
    """Why each type cannot be requested now, for someone who could request some: shown
    instead of an empty form. One line when every type is refused for the same reason."""
    refusals = [
        (label, check_request_eligibility(user, server, kind).reason)
        for kind, label in AssessmentType.choices
    ]
    if len({reason for _, reason in refusals}) == 1:
        return [("", refusals[0][1])]
    grouped: dict[str, list[str]] = {}
    for label, reason in refusals:  # one line per reason, naming the types it applies to
        grouped.setdefault(reason, []).append(label)
    return [(" and ".join(labels), reason) for reason, labels in grouped.items()]


# What a request would replace, and the best tier a server reached

# Each type as an adjective: "after a documentation-only assessment".
TYPE_ADJECTIVES = {
    AssessmentType.DOCUMENTATION: "documentation-only",
    AssessmentType.STATIC: "documentation + static analysis",
    AssessmentType.FULL: "full live-tested",
}
# The types from the shallowest to the deepest: each reads all the one before it reads.
TYPE_DEPTH = {kind: depth for depth, kind in enumerate(AssessmentType.values)}


@dataclass(frozen=True)
class Replacement:
    """A requested type that cannot match the server's certification, which its
    assessment nevertheless replaces once published (the certification is the latest
    published assessment, whatever it scores): it is capped below the certified score,
    is shallower than the certifying assessment, or cannot reach the certified tier."""

    assessment_type: str
    ceiling: int | None
    best_tier_name: str  # the best tier this type can reach under the rubric in effect
    certification: Certification

    @property
    def type_words(self) -> str:
        return TYPE_ADJECTIVES[self.assessment_type]

    @property
    def current_words(self) -> str:
        """“Production Ready, 94.4, from a full live-tested assessment (#12) published
        on 2 December 2026”"""
        held = self.certification
        kind = TYPE_ADJECTIVES.get(held.assessment_type, held.assessment_type)
        when = held.assessed_at
        day = f" published on {when.day} {when:%B %Y}" if when else ""
        number = held.assessment_id
        return f"{held.tier_name}, {held.score}, from a {kind} assessment (#{number}){day}"

    @property
    def reach_words(self) -> str:
        """“capped at 75, Suitable at best”"""
        capped = f"capped at {self.ceiling}" if self.ceiling is not None else "not capped"
        return f"{capped}, {self.best_tier_name} at best"

    @property
    def message(self) -> str:
        """What the form and the API say before the request is confirmed."""
        return (
            f"A {self.type_words} assessment is {self.reach_words}. Once published it "
            f"replaces the current certification ({self.current_words}) on the report "
            "card, in the directory, on the badge and in the API, whatever it scores."
        )


def request_replacements(server: Server, kinds: list[str]) -> dict[str, Replacement]:
    """The requested types among ``kinds`` whose assessment would replace a certification
    it cannot match (see ``Replacement``), each with what it would replace. The form
    and the API ask for a confirmation of these; ``services.assessment_request`` refuses
    them unconfirmed. Empty when the server holds no certification with a score."""
    held = Certification.objects.filter(server=server).first() if kinds else None
    if held is None or held.score is None:
        return {}
    rubric = RubricVersion.objects.in_effect()
    if rubric is None:
        return {}
    keys = [tier["key"] for tier in rubric.tiers]
    names = {tier["key"]: tier["name"] for tier in rubric.tiers}
    held_rank = keys.index(held.tier) if held.tier in keys else len(keys)
    found = {}
    for kind in kinds:
        ceiling = rubric.data["ceilings"].get(kind)
        best = _best_reachable_tier(kind, ceiling, rubric.data)
        capped = ceiling is not None and ceiling < held.score
        shallower = TYPE_DEPTH.get(kind, 0) < TYPE_DEPTH.get(held.assessment_type, 0)
        if capped or shallower or keys.index(best) > held_rank:
            found[kind] = Replacement(kind, ceiling, names[best], held)
    return found


def request_replacement(server: Server, kind: str) -> Replacement | None:
    return request_replacements(server, [kind]).get(kind)


def _best_reachable_tier(kind: str, ceiling: int | None, rubric: dict[str, Any]) -> str:
    """The best tier an assessment of ``kind`` can reach: every dimension passing, at
    its ceiling, decided by the scoring's own rule."""
    perfect = {dimension["number"]: "pass" for dimension in rubric["dimensions"]}
    top = Decimal(ceiling if ceiling is not None else 100)
    return decide_tier(top, grades=perfect, rubric=rubric, assessment_type=kind)[0]


@dataclass(frozen=True)
class BestReached:
    """A better tier than the current certification's, reached by an earlier published
    assessment: "Production Ready on 2 December 2026, now Suitable after a
    documentation-only assessment"."""

    assessment_id: int  # the latest published assessment that reached it
    finished_at: datetime.datetime
    tier_name: str
    now_tier_name: str
    now_type_words: str

    def get_absolute_url(self) -> str:
        return reverse("assessment_detail", args=[self.assessment_id])


def best_tier_reached(current: Assessment) -> BestReached | None:
    """The best tier the server reached, when it is better than that of ``current`` (its
    certifying assessment), with the latest assessment that reached it.

    Only published assessments under ``current``'s rubric version count: a tier is a
    verdict of its rubric, and another version's thresholds and weights are not the
    same scale (a new rubric version starts the record anew). An assessment revised
    after a dispute counts as its revision, not as first published.
    """
    return _best_reached(current, _published(_history(current.server_id)))


@dataclass(frozen=True)
class ServerRecord:
    """What a server's page shows of its assessments, from one read of them (and one
    more for each of ``active`` and ``best_reached`` that there is)."""

    count: int  # every assessment, failed and cancelled ones included
    active: Assessment | None  # the newest queued or running one
    scores: list[Decimal]  # the last ``SCORES`` published scores, oldest first
    best_reached: BestReached | None


RECORD_FIELDS = ("pk", "state", "score", "tier", "finished_at", "requested_at",
                 "rubric_version_id", "supersedes_id")  # fmt: skip


def server_record(server: Server, current: Assessment | None, scores: int = 30) -> ServerRecord:
    """``server``'s assessments as its page shows them (``current``: its certifying
    assessment, for the best tier reached). A server's history is read whole: it is
    one row per assessment, a few columns each."""
    rows = _history(server.pk)
    pending = [row for row in rows if row["state"] in Assessment.ACTIVE_STATES]
    newest = max(pending, key=lambda row: (row["requested_at"], row["pk"]), default=None)
    published = _published(rows)
    return ServerRecord(
        count=len(rows),
        active=Assessment.objects.get(pk=newest["pk"]) if newest else None,
        scores=[row["score"] for row in published if row["score"] is not None][-scores:],
        best_reached=_best_reached(current, published) if current else None,
    )


# A server's assessments as its page lists them (``server_record``).
HISTORY = Compiled(
    lambda pk: Assessment.objects.filter(server_id=pk).order_by().values_list(*RECORD_FIELDS)
)


def _history(server_id: int) -> list[dict]:
    return [dict(zip(RECORD_FIELDS, row, strict=True)) for row in HISTORY.rows(server_id)]


def _published(rows: list[dict]) -> list[dict]:
    """The published ones, oldest first."""
    return sorted(
        (row for row in rows if row["state"] == Assessment.State.COMPLETED and row["finished_at"]),
        key=lambda row: (row["finished_at"], row["pk"]),
    )


def _best_reached(current: Assessment, published: list[dict]) -> BestReached | None:
    tiers = current.rubric_version.tiers
    keys = [tier["key"] for tier in tiers]
    now_rank = keys.index(current.tier) if current.tier in keys else len(keys)
    if now_rank == 0:
        return None  # it holds the top tier: nothing earlier can be better
    revised = {row["supersedes_id"] for row in published if row["supersedes_id"]}

    def rank(row: dict) -> int:
        return keys.index(row["tier"]) if row["tier"] in keys else len(keys)

    better = [
        row for row in published
        if row["rubric_version_id"] == current.rubric_version_id and row["pk"] not in revised
        and row["score"] is not None and rank(row) < now_rank
    ]  # fmt: skip
    if not better:
        return None
    # The best rank; among those, the latest published.
    best = min(better, key=lambda row: (rank(row), -row["finished_at"].timestamp(), -row["pk"]))
    names = {tier["key"]: tier["name"] for tier in tiers}
    return BestReached(
        assessment_id=best["pk"],
        finished_at=best["finished_at"],
        tier_name=names[best["tier"]],
        now_tier_name=names.get(current.tier, "Insufficient data"),
        now_type_words=TYPE_ADJECTIVES.get(current.assessment_type, current.assessment_type),
    )
