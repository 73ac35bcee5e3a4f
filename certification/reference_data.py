"""Rows every installation has: the reviewers group and the published rubric versions.

Written once, used by the data migration (with historical models) and by
tests that empty the database between runs.
"""

from __future__ import annotations

from certification.rubric import check_quarterly_rule, load_rubric_file, parse_date, rubric_path

PUBLISHED_RUBRICS = ("1.0",)


def ensure_reviewers_group(group_model) -> None:
    group_model.objects.get_or_create(name="reviewers")


def ensure_published_rubrics(rubric_model) -> None:
    """Load each published rubric file that is not in the database yet."""
    for version in PUBLISHED_RUBRICS:
        if rubric_model.objects.filter(version=version).exists():
            continue
        data, sha256 = load_rubric_file(rubric_path(version))
        published_on = parse_date(data["published_on"])
        effective_from = parse_date(data["effective_from"])
        earlier = list(
            rubric_model.objects.filter(status="published").values_list("effective_from", flat=True)
        )
        check_quarterly_rule(
            effective_from=effective_from, published_on=published_on, earlier=earlier
        )
        rubric_model.objects.create(
            version=data["version"],
            status="published",
            published_on=published_on,
            effective_from=effective_from,
            changelog=data["changelog"],
            data=data,
            source_sha256=sha256,
        )


def ensure_rubric_changelog(rubric_model, entry_model) -> None:
    """A "rubric version published" changelog entry for each published version lacking one."""
    from django.utils import timezone

    from certification.changelog import GENESIS, compute_hash, entry_content

    for rubric in rubric_model.objects.filter(status="published").order_by("effective_from"):
        if entry_model.objects.filter(
            kind="rubric_published", data__version=rubric.version
        ).exists():
            continue
        last = entry_model.objects.order_by("-seq").first()
        entry = entry_model(
            seq=(last.seq + 1) if last else 1,
            kind="rubric_published",
            created_at=timezone.now(),
            server=None,
            title=f"Rubric {rubric.version} published",
            # Dates as every page writes them ("1 April 2026").
            body=f"Published {_day(rubric.published_on)}, in effect from "
            f"{_day(rubric.effective_from)}. {rubric.changelog}",
            data={"version": rubric.version, "sha256": rubric.source_sha256},
            prev_hash=last.entry_hash if last else GENESIS,
        )
        entry.entry_hash = compute_hash(entry.prev_hash, entry_content(entry))
        entry.save()


def _day(value) -> str:
    return f"{value.day} {value:%B %Y}"
