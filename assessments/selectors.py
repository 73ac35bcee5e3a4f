"""Reads for report cards, history and the directory."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from django.db.models import Case, IntegerField, Prefetch, Value, When

from assessments.models import (
    Assessment,
    AssessmentType,
    CatalogWatch,
    Certification,
    DimensionResult,
)
from assessments.reasons import REASONS
from assessments.scoring import decide_tier, dimension_points, tier_conditions_unmet
from certification.models import RubricVersion, Server, User

GRADE_VALUE = {"pass": 1.0, "partial": 0.5, "fail": 0.0}
GRADE_WORDS = {"pass": "Pass", "partial": "Partial", "fail": "Fail", "not_tested": "Not tested"}


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
    return (
        Assessment.objects.select_related("server", "rubric_version", "supersedes")
        .prefetch_related(
            Prefetch("dimensions", queryset=DimensionResult.objects.order_by("number"))
        )
        .filter(pk=assessment_id)
        .first()
    )


def server_history(server: Server):
    return server.assessments.select_related("rubric_version").order_by("-requested_at", "-pk")


@dataclass(frozen=True)
class DimensionRow:
    number: int
    key: str
    name: str
    weight: float
    grade: str
    grade_word: str
    reasons: list[dict[str, Any]]
    evidence: dict[str, Any]
    question: str
    # Its share of the raw score out of 100 (None when not tested), and where the
    # rubric version's methodology page explains each reason label.
    possible: Decimal | None = None
    earned: Decimal | None = None
    methodology_url: str = ""

    @property
    def lost(self) -> Decimal | None:
        return None if self.possible is None else self.possible - self.earned

    @property
    def not_tested_reason(self) -> str:
        if self.grade != "not_tested" or not self.reasons:
            return ""
        return REASONS.get(self.reasons[0]["label"], "")


def dimension_rows(assessment: Assessment) -> list[DimensionRow]:
    results = {r.number: r for r in assessment.dimensions.all()}
    grades = {n: r.grade for n, r in results.items()}
    points = dimension_points(grades, rubric=assessment.rubric_version.data)
    methodology = assessment.rubric_version.get_absolute_url()
    rows = []
    for spec in assessment.rubric_version.dimensions:
        result = results.get(spec["number"])
        grade = result.grade if result else "not_tested"
        share = points.get(spec["number"])
        rows.append(
            DimensionRow(
                number=spec["number"],
                key=spec["key"],
                name=spec["name"],
                weight=spec["weight"],
                grade=grade,
                grade_word=GRADE_WORDS[grade],
                reasons=result.reasons if result else [],
                evidence=result.evidence if result else {},
                question=spec["question"],
                possible=share.possible if share else None,
                earned=share.earned if share else None,
                methodology_url=methodology,
            )
        )
    return rows


def ceiling_explanation(assessment: Assessment) -> str:
    """Why the ceiling applied (or that none did), in words."""
    if assessment.score is None:
        return ""
    # "Documentation-only assessments": the type's name used as an adjective.
    kind = assessment.get_assessment_type_display().replace(" only", "-only")
    if assessment.ceiling is None:
        return f"{kind} assessments have no score ceiling."
    if assessment.raw_score is not None and assessment.raw_score > assessment.ceiling:
        return (
            f"The measured score was {assessment.raw_score}; {kind.lower()} assessments are capped "
            f"at {assessment.ceiling} because they do not test the server live."
        )
    return f"{kind} assessments are capped at {assessment.ceiling}; this score is below the cap."


def tier_shortfall(assessment: Assessment, rows: list[DimensionRow]) -> list[str]:
    """Conditions of a higher tier whose score threshold was met but not its conditions."""
    if assessment.score is None:
        return []
    grades = {row.number: row.grade for row in rows}
    missing = []
    for tier in assessment.rubric_version.tiers:
        if tier["key"] == assessment.tier:
            break
        if assessment.score >= tier["min_score"]:
            unmet = tier_conditions_unmet(
                tier, grades=grades, assessment_type=assessment.assessment_type
            )
            missing.extend(f"{tier['name']} needs {text}" for text in unmet)
    return missing


CHART_LABEL_WIDTH = 250
CHART_BAR_WIDTH = 260
CHART_ROW = 30


def _bar(grade: str, full: int) -> int:
    """A bar's length for a grade: the grade's share of ``full``, at least a sliver so
    a Fail shows; no bar at all for Not tested."""
    value = GRADE_VALUE.get(grade)
    return 0 if value is None else max(round(full * value), 3)


def chart(rows: list[DimensionRow]) -> dict[str, Any]:
    """Geometry for the inline SVG chart: one bar per dimension, the grade in words.

    A Not tested dimension gets a hatched full-width track and no bar, so it
    cannot be read as a zero.
    """
    bars = []
    for index, row in enumerate(rows):
        bars.append(
            {
                "y": index * CHART_ROW,
                "text_y": index * CHART_ROW + 19,
                "label": f"{row.number}. {row.name}",
                "width": _bar(row.grade, CHART_BAR_WIDTH),
                "grade": row.grade,
                "word": row.grade_word,
                "word_x": CHART_LABEL_WIDTH + CHART_BAR_WIDTH + 12,
            }
        )
    return {
        "rows": bars,
        "height": len(rows) * CHART_ROW,
        "bar_x": CHART_LABEL_WIDTH,
        "track_width": CHART_BAR_WIDTH,
        "width": CHART_LABEL_WIDTH + CHART_BAR_WIDTH + 110,
        "narrow": _narrow_chart(rows),
    }


# On a phone the chart is drawn about as wide as the screen, label above its bar, so its
# 13 px text is not scaled below 12 px.
NARROW_WIDTH, NARROW_BAR, NARROW_ROW = 340, 230, 48


def _narrow_chart(rows: list[DimensionRow]) -> dict[str, Any]:
    bars = []
    for index, row in enumerate(rows):
        top = index * NARROW_ROW
        bars.append({
            "label": f"{row.number}. {row.name}", "label_y": top + 15, "bar_y": top + 22,
            "text_y": top + 36, "width": _bar(row.grade, NARROW_BAR),
            "grade": row.grade, "word": row.grade_word, "word_x": NARROW_BAR + 10,
        })  # fmt: skip
    return {"rows": bars, "width": NARROW_WIDTH, "height": len(rows) * NARROW_ROW,
            "track_width": NARROW_BAR}  # fmt: skip


SPARK_WIDTH, SPARK_HEIGHT, SPARK_PAD = 160, 32, 3


def score_sparkline(server: Server, limit: int = 30) -> dict[str, Any] | None:
    """The last published scores as an inline-SVG polyline (0 at the bottom, 100 at the
    top), oldest first; ``None`` with fewer than two scores."""
    scores = list(
        server.assessments.published()
        .exclude(score=None)
        .order_by("-finished_at", "-pk")
        .values_list("score", flat=True)[:limit]
    )[::-1]
    if len(scores) < 2:
        return None
    step = (SPARK_WIDTH - 2 * SPARK_PAD) / (len(scores) - 1)
    span = SPARK_HEIGHT - 2 * SPARK_PAD
    points = [
        (round(SPARK_PAD + i * step, 1), round(SPARK_PAD + span * (1 - float(s) / 100), 1))
        for i, s in enumerate(scores)
    ]
    return {
        "width": SPARK_WIDTH,
        "height": SPARK_HEIGHT,
        "points": " ".join(f"{x},{y}" for x, y in points),
        "last": points[-1],
        "first_score": scores[0],
        "last_score": scores[-1],
        "count": len(scores),
    }


@dataclass
class ToolRow:
    name: str
    tokens: int | None
    annotations: Any  # a dict, None (none declared) or "unknown" (the source cannot say)
    findings: list[str]
    called: bool | None  # None: no live test
    why_not: str = ""


ANNOTATION_WORDS = (("readOnlyHint", "read-only"), ("destructiveHint", "destructive"),
                    ("idempotentHint", "idempotent"), ("openWorldHint", "open world"))  # fmt: skip


def tools_table(assessment: Assessment, rows: list[DimensionRow]) -> list[ToolRow]:
    """Every tool of the catalog the assessment read: its annotations in words, the
    findings that name it, its estimated token cost, and whether the live test called
    it (and if not, why)."""
    first = next((r.evidence for r in rows if r.number == 1), {}) or {}
    # A dispute's revision keeps the measured evidence under "before".
    listed = first.get("tool_list") or (first.get("before") or {}).get("tool_list") or []
    coverage = ((assessment.live or {}).get("coverage") or {}).get("tools") or []
    live = {item["tool"]: item for item in coverage}
    findings: dict[str, list[str]] = {}
    for row in rows:
        for item in row.reasons:
            if item.get("tool"):
                labels = findings.setdefault(item["tool"], [])
                if item["label"] not in labels:
                    labels.append(item["label"])
    names = [t["name"] for t in listed] + [n for n in live if n not in {t["name"] for t in listed}]
    by_name = {t["name"]: t for t in listed}
    table = []
    for name in names:
        tool = by_name.get(name, {})
        seen = live.get(name)
        table.append(ToolRow(
            name=name, tokens=tool.get("tokens"),
            annotations=_annotation_words(tool.get("annotations", "unknown")),
            findings=findings.get(name, []),
            called=None if not live else bool(seen and seen["called"]),
            why_not=(seen or {}).get("reason") or ("not listed live" if live and not seen else ""),
        ))  # fmt: skip
    return table


def _annotation_words(annotations: Any) -> str:
    if annotations == "unknown":
        return "unknown (the source cannot state them)"
    if not annotations:
        return "none declared"
    words = []
    for key, word in ANNOTATION_WORDS:
        if key in annotations:
            value = annotations[key]
            # Only a real boolean says yes or no ("false" as text from a manifest does not).
            words.append(word if value is True else f"not {word}" if value is False else
                         f"{word} unclear")  # fmt: skip
    return ", ".join(words) or "none of the four hints"


PART_WORDS = {"input_schema": "input schema", "output_schema": "output schema",
              "other": "other fields"}  # fmt: skip


def catalog_view(assessment: Assessment) -> dict[str, Any] | None:
    """The report's catalog section for a page: each changed tool's parts in words and
    its diff as lines marked removed or added."""
    from assessments.report import stored_catalog

    catalog = stored_catalog(assessment)
    _readable((catalog or {}).get("changes_since"))
    return catalog


def _readable(found: dict[str, Any] | None) -> dict[str, Any] | None:
    """Changes with each changed tool's parts in words and its diff as marked lines."""
    for item in (found or {}).get("changed", []):
        item["parts_words"] = ", ".join(PART_WORDS.get(part, part) for part in item["parts"])
        item["lines"] = [
            {"kind": _diff_kind(line), "text": line} for line in item["diff"].splitlines()
        ]
    return found


def _diff_kind(line: str) -> str:
    if line.startswith(("+++", "---", "@@")):
        return "diff-meta"
    return {"+": "diff-new", "-": "diff-old"}.get(line[:1], "")


def catalog_watch_view(server: Server, assessment: Assessment | None) -> dict[str, Any]:
    """For the server's page: the latest watch of its certified catalog, and the notice
    (with readable changes) when the catalog read differs from the certified one."""
    if assessment is None:
        return {"last_watch": None, "catalog_notice": None, "notice_changes": None}
    last = CatalogWatch.objects.filter(server=server, assessment=assessment).first()
    notice = catalog_notice(server, assessment)
    changes = _readable(copy.deepcopy(notice.changes)) if notice is not None else None
    return {"last_watch": last, "catalog_notice": notice, "notice_changes": changes}


def catalog_notice(server: Server, assessment: Assessment | None) -> CatalogWatch | None:
    """The latest read of the certified catalog when it differs from it: what the
    server's page warns about until a new assessment."""
    if assessment is None:
        return None
    latest = (
        CatalogWatch.objects.filter(server=server, assessment=assessment)
        .filter(outcome__in=["changed", "unchanged"])
        .first()
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

    assessment: Assessment  # the latest published assessment that reached it
    tier_name: str
    now_tier_name: str
    now_type_words: str


def best_tier_reached(current: Assessment) -> BestReached | None:
    """The best tier the server reached, when it is better than that of ``current`` (its
    certifying assessment), with the latest assessment that reached it; one query.

    Only published assessments under ``current``'s rubric version count: a tier is a
    verdict of its rubric, and another version's thresholds and weights are not the
    same scale (a new rubric version starts the record anew). An assessment revised
    after a dispute counts as its revision, not as first published.
    """
    tiers = current.rubric_version.tiers
    keys = [tier["key"] for tier in tiers]
    now_rank = keys.index(current.tier) if current.tier in keys else len(keys)
    if now_rank == 0:
        return None  # it holds the top tier: nothing earlier can be better
    rank = Case(
        *(When(tier=key, then=Value(n)) for n, key in enumerate(keys)),
        default=Value(len(keys)),
        output_field=IntegerField(),
    )
    best = (
        Assessment.objects.published()
        .filter(server_id=current.server_id, rubric_version_id=current.rubric_version_id)
        .filter(superseded_by__isnull=True, score__isnull=False)
        .annotate(rank=rank)
        .filter(rank__lt=now_rank)
        .order_by("rank", "-finished_at", "-pk")
        .first()
    )
    if best is None:
        return None
    names = {tier["key"]: tier["name"] for tier in tiers}
    return BestReached(
        assessment=best,
        tier_name=names[best.tier],
        now_tier_name=names.get(current.tier, "Insufficient data"),
        now_type_words=TYPE_ADJECTIVES.get(current.assessment_type, current.assessment_type),
    )
