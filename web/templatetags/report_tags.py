"""Template helpers for report cards."""

from __future__ import annotations

from typing import Any

from django import template

register = template.Library()

MAX_LIST_ITEMS = 12
TABLED = frozenset({"tool_list"})


def _plain(value: Any) -> str:
    """Evidence in words: yes/no, lists joined ("calls 7, 8, 9" or "none"), and a group of
    facts in parentheses after its name, never Python's brackets."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "—"
    if isinstance(value, list | tuple):
        return ", ".join(_plain(item) for item in value) if value else "none"
    if isinstance(value, dict):
        parts = []
        for key, item in value.items():
            name = key.replace("_", " ")
            parts.append(f"{name} ({_plain(item)})" if isinstance(item, dict) else
                         f"{name} {_plain(item)}")  # fmt: skip
        separator = "; " if any(isinstance(item, dict) for item in value.values()) else ", "
        return separator.join(parts)
    return str(value)


@register.filter
def evidence_items(evidence: dict[str, Any]) -> list[dict[str, Any]]:
    """Label with either ``text`` or a list of ``items`` for each piece of evidence."""
    rows = []
    for key, value in (evidence or {}).items():
        if key in TABLED:
            continue  # shown as a table of its own
        row: dict[str, Any] = {"label": key.replace("_", " ").capitalize(), "text": "", "items": []}
        if isinstance(value, list | tuple):
            row["items"] = [_plain(item) for item in value[:MAX_LIST_ITEMS]]
            if len(value) > MAX_LIST_ITEMS:
                row["items"].append(f"… and {len(value) - MAX_LIST_ITEMS} more")
            if not value:
                row["text"] = "none"
        else:
            row["text"] = _plain(value)
        rows.append(row)
    return rows


@register.filter
def evidence_text(evidence: dict[str, Any]) -> dict[str, Any]:
    """A dimension's evidence in sentences, and the facts no sentence says (as
    ``evidence_items``), so nothing recorded is hidden."""
    from assessments.evidence_text import evidence_sentences

    sentences, left = evidence_sentences(evidence)
    return {"sentences": sentences, "facts": evidence_items(left)}


@register.filter
def reason_details(item: dict[str, Any]) -> str:
    """The details of a reason entry other than its label and hint."""
    return ", ".join(
        _detail(key, value)
        for key, value in item.items()
        if key not in ("label", "hint") and value not in (None, "")
    )


def _detail(key: str, value: Any) -> str:
    if key == "match":
        return f"matched “{value}”"
    if key == "read_by" and value == "model":  # a tool-poisoning finding of no worded rule
        return "read by the statistical reading, not a worded rule"
    if key == "score" and isinstance(value, float):
        return f"score {value:.3f} of 1"
    return f"{key.replace('_', ' ')} {_plain(value)}"


@register.filter
def sent_arguments(live: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Calls grouped by tool and arguments (``report_text.sent_arguments``)."""
    from assessments.report_text import sent_arguments as grouped

    return grouped(live)


@register.filter
def breakable(value: Any) -> str:
    """Escape a name and let it wrap after each underscore (``read_only_<wbr>idempotency``),
    so a long tool or test name does not widen its table past the page."""
    from django.utils.html import escape
    from django.utils.safestring import mark_safe

    return mark_safe(escape("" if value is None else value).replace("_", "_<wbr>"))  # noqa: S308
