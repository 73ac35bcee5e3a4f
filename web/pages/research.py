"""The research page, "State of MCP servers": figures of the corpus and the directory
(``assessments.research``), each drawn as an inline-SVG chart beside its table."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from assessments.research import DimensionRates, ResearchFigures, Row, research_figures
from certification.pagecache import CORPUS, public_page
from web.charts import bar_chart


def _words(row: Row) -> str:
    return f"{row.count} · {row.share} %" if row.share is not None else str(row.count)


def _rate(d: DimensionRates) -> tuple:
    words = f"{d.pass_rate} %" if d.pass_rate is not None else "not tested"
    return (f"{d.number}. {d.name}", d.pass_rate, words)


def _rate(d: DimensionRates) -> tuple:
    words = f"{d.pass_rate} %" if d.pass_rate is not None else "not tested"
    return (f"{d.number}. {d.name}", d.pass_rate, words)


def _rows_chart(rows: list[Row]) -> dict:
    return bar_chart([(row.label, row.share, _words(row)) for row in rows])


def charts(figures: ResearchFigures) -> dict[str, dict]:
    """One chart per figure, from the same numbers as its table."""
    corpus_rates = figures.dimensions.get("corpus", [])
    found = {
        "tiers_corpus": _rows_chart(figures.tiers.get("corpus", [])),
        "tiers_directory": _rows_chart(figures.tiers.get("directory", [])),
        "pass_rates": bar_chart([_rate(d) for d in corpus_rates]),
        "reasons": _rows_chart(figures.reasons),
        "tools": _rows_chart(figures.catalogs.get("tools", [])),
        "tokens": _rows_chart(figures.catalogs.get("tokens", [])),
        "annotations": _rows_chart(figures.annotations.get("tools", [])),
        "unexercised": _rows_chart(figures.live.get("reasons", [])),
    }
    return found


def _pairs(by_source: dict[str, list]) -> list[dict]:
    """The corpus' and the directory's rows side by side (the same keys, in order)."""
    corpus, directory = by_source.get("corpus", []), by_source.get("directory", [])
    return [{"corpus": c, "directory": d} for c, d in zip(corpus, directory, strict=True)]


@require_safe
@public_page(scopes=lambda: ("lists", CORPUS))
def research(request: HttpRequest) -> HttpResponse:
    figures = research_figures()
    context = {
        "figures": figures,
        "charts": charts(figures),
        "tier_pairs": _pairs(figures.tiers),
        "dimension_pairs": _pairs(figures.dimensions),
    }
    return render(request, "certification/research.html", context)
