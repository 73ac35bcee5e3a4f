"""The report card as a picture for link previews (``og:image``): 1200 × 630 PNG, the
size social sites show large. It says what the report card's head says (the server's
name, its tier in the badge's colour, the score, the assessment type and its ceiling)
and draws the eight dimensions' points, earned of possible; a dimension not tested
gets an empty, labelled track, never a zero.

``card_facts`` reads what the picture shows; ``card_png`` draws it, with DejaVu Sans
(Debian's ``fonts-dejavu-core``) or, without it, Pillow's own font; ``kept_png`` keeps
what it drew under what it says.
"""

from __future__ import annotations

import functools
import io
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from urllib.parse import urlsplit

from django.conf import settings
from django.db.models import prefetch_related_objects
from PIL import Image, ImageDraw, ImageFont

from certification.badges import GREY, TIER_STYLE
from certification.models import Server
from certification.sharing import CARD_HEIGHT, CARD_WIDTH
from certification.version import VERSION
from web import fragments, report_card

FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")

INK, SOFT, MUTED = "#17202b", "#4a5563", "#5f6b7a"
BRAND, LINE, TRACK = "#1d4e89", "#d8dee6", "#eaeef3"
GRADE_COLOUR = {"pass": "#176c3a", "partial": "#8a5a00", "fail": "#a1261c"}

PAD = 64
LEFT_WIDTH = 400  # the verdict's column; the dimensions take the rest
BARS_X = PAD + LEFT_WIDTH + 48


@dataclass(frozen=True)
class Bar:
    label: str
    grade: str
    earned: Decimal | None  # None: not tested
    possible: Decimal | None


@dataclass(frozen=True)
class CardFacts:
    server_name: str
    listed: bool
    verdict: str  # the tier's name, "Insufficient data" or "Not yet assessed"
    mark: str  # the tier's mark (★ ✓ ⚠ ✕), as on the badge
    colour: str
    score: Decimal | None
    kind: str  # the assessment type's name
    ceiling: str  # the ceiling, in words
    bars: tuple[Bar, ...]
    address: str  # where the report card is, without the scheme
    note: tuple[str, ...] = ()  # said in place of a score, a line each


def card_facts(server: Server) -> CardFacts:
    """What the card of ``server`` shows: its current certification, as its report card."""
    from assessments.selectors import current_assessment_with_results

    # Its results are read only when its bars are not kept (``_assessment_bars``).
    assessment = current_assessment_with_results(server, results=False)
    address = urlsplit(settings.SITE_URL).netloc + server.get_absolute_url()
    common = {"server_name": server.name, "listed": server.is_listed, "address": address}
    if assessment is None:
        return CardFacts(
            verdict="Not yet assessed", mark="", colour=GREY, score=None, kind="",
            ceiling="", bars=(), note=("No assessment has been", "published yet."), **common,
        )  # fmt: skip
    bars = _assessment_bars(assessment)
    colour, mark = TIER_STYLE.get(assessment.tier, (GREY, ""))
    scored = assessment.score is not None
    return CardFacts(
        verdict=(assessment.tier_info or {}).get("name", assessment.tier)
        if scored
        else "Insufficient data",
        mark=mark if scored else "",
        colour=colour if scored else GREY,
        score=assessment.score,
        kind=assessment.get_assessment_type_display(),
        ceiling=_ceiling_words(assessment) if scored else "",
        bars=bars,
        note=() if scored else ("No dimension could be", "measured: no score, no tier."),
        **common,
    )


def _assessment_bars(assessment) -> tuple[Bar, ...]:
    """The dimensions' bars of a published assessment: made once from its results and
    kept (``web.fragments``), as the report card keeps what it shows of them."""
    from assessments.selectors import RESULTS

    def make(item) -> tuple[Bar, ...]:
        prefetch_related_objects([item], RESULTS)
        return tuple(
            Bar(f"{row.number}. {row.name}", row.grade, row.earned, row.possible)
            for row in report_card.dimension_rows(item)
        )

    code = fragments.digest(
        VERSION, fragments.code_digest(report_card.coverage), fragments.code_digest(Bar)
    )
    return fragments.kept_final("share-bars", assessment, code, make)


def kept_png(facts: CardFacts) -> bytes:
    """``card_png(facts)``, kept under a digest of every fact it draws, of this module,
    the site's name and the picture's size, and of whether the font draws the tiers'
    marks: a picture made once per change of
    what it says, not on every read (drawing one takes tens of milliseconds)."""

    def key(item: CardFacts) -> str:
        return fragments.digest(
            fragments.code_digest(CardFacts), has_marks(), settings.SITE_NAME, CARD_WIDTH,
            CARD_HEIGHT, repr(item),
        )  # fmt: skip

    return fragments.kept("share-png", [facts], key=key, make=card_png)[0]


def _ceiling_words(assessment) -> str:
    if assessment.ceiling is None:
        return "no score ceiling"
    if assessment.raw_score is not None and assessment.raw_score > assessment.ceiling:
        return f"capped at {assessment.ceiling} (measured {assessment.raw_score})"
    return f"capped at {assessment.ceiling}"


@functools.cache
def font(size: int, *, bold: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """DejaVu Sans at ``size`` pixels, or Pillow's own font where it is not installed."""
    path = FONT_DIR / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")
    try:
        return ImageFont.truetype(str(path), size)
    except OSError:
        return ImageFont.load_default(size=size)


@functools.cache
def has_marks() -> bool:
    """Whether the font draws the tiers' marks (Pillow's own has none of them)."""
    return (FONT_DIR / "DejaVuSans.ttf").is_file()


def card_png(facts: CardFacts) -> bytes:
    image = Image.new("RGB", (CARD_WIDTH, CARD_HEIGHT), "#ffffff")
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, CARD_WIDTH, 10), fill=facts.colour)
    _header(draw, facts)
    _verdict(draw, facts)
    if facts.bars:
        _bars(draw, facts.bars)
    else:
        _unassessed(draw, facts)
    _footer(draw, facts)
    out = io.BytesIO()
    image.save(out, format="PNG")  # optimize=True: 3% smaller, four times slower
    return out.getvalue()


def _header(draw: ImageDraw.ImageDraw, facts: CardFacts) -> None:
    _shield(draw, PAD, 46, 40)
    draw.text((PAD + 54, 66), settings.SITE_NAME, font=font(30, bold=True), fill=INK, anchor="lm")
    eyebrow = (
        "MCP SERVER REPORT CARD" if facts.listed else "MCP SERVER REPORT CARD · NO LONGER LISTED"
    )
    draw.text((CARD_WIDTH - PAD, 66), eyebrow, font=font(18), fill=MUTED, anchor="rm")
    room = CARD_WIDTH - 2 * PAD
    face = font(_largest(draw, facts.server_name, room, 52, 36), bold=True)
    draw.text((PAD, 150), _fit(draw, facts.server_name, face, room), font=face, fill=INK,
              anchor="ls")  # fmt: skip
    draw.line((PAD, 188, CARD_WIDTH - PAD, 188), fill=LINE, width=2)


def _shield(draw: ImageDraw.ImageDraw, x: int, y: int, size: int) -> None:
    """The site's mark (``templates/base.html``): a shield with a tick."""
    s = size / 32
    outline = [(16, 2), (28, 7), (28, 15), (26, 22), (21.5, 27.5), (16, 30),
               (10.5, 27.5), (6, 22), (4, 15), (4, 7)]  # fmt: skip
    draw.polygon([(x + px * s, y + py * s) for px, py in outline], fill=BRAND)
    tick = [(10.5, 16.5), (14.5, 20.5), (22, 12)]
    draw.line([(x + px * s, y + py * s) for px, py in tick], fill="#ffffff", width=round(3 * s),
              joint="curve")  # fmt: skip


def _verdict(draw: ImageDraw.ImageDraw, facts: CardFacts) -> None:
    top = 228
    words = f"{facts.mark} {facts.verdict}" if facts.mark and has_marks() else facts.verdict
    pill = font(30, bold=True)
    width = min(draw.textlength(words, font=pill) + 44, LEFT_WIDTH)
    draw.rounded_rectangle((PAD, top, PAD + width, top + 60), radius=10, fill=facts.colour)
    words = _fit(draw, words, pill, LEFT_WIDTH - 44)
    draw.text((PAD + 22, top + 30), words, font=pill, fill="#ffffff", anchor="lm")
    if facts.score is not None:
        score, out_of = str(facts.score), "/ 100"
        room = LEFT_WIDTH - draw.textlength(out_of, font=font(36)) - 12
        big = font(_largest(draw, score, room, 120, 60), bold=True)
        draw.text((PAD - 4, top + 200), score, font=big, fill=INK, anchor="ls")
        after = PAD + draw.textlength(score, font=big) + 8
        draw.text((after, top + 200), out_of, font=font(36), fill=MUTED, anchor="ls")
    for index, line in enumerate(facts.note):
        draw.text((PAD, top + 112 + index * 36), line, font=font(24), fill=SOFT, anchor="ls")
    for index, line in enumerate(line for line in (facts.kind, facts.ceiling) if line):
        text = _fit(draw, line[:1].upper() + line[1:], font(24), LEFT_WIDTH)
        draw.text((PAD, top + 250 + index * 36), text, font=font(24), fill=SOFT, anchor="ls")


def _bars(draw: ImageDraw.ImageDraw, bars: tuple[Bar, ...]) -> None:
    width = CARD_WIDTH - PAD - BARS_X
    row = min(42, 336 // max(len(bars), 1))
    label, points = font(19), font(19, bold=True)
    for index, bar in enumerate(bars):
        y = 226 + index * row
        if bar.possible is None:
            note, colour = "Not tested", MUTED
        else:
            note = f"{bar.earned:.1f} of {bar.possible:.1f}"
            colour = GRADE_COLOUR["fail"] if bar.grade == "fail" else INK
        note_width = draw.textlength(note, font=points)
        name = _fit(draw, bar.label, label, width - note_width - 16)
        draw.text((BARS_X, y + 14), name, font=label, fill=INK, anchor="ls")
        draw.text((BARS_X + width, y + 14), note, font=points, fill=colour, anchor="rs")
        track = (BARS_X, y + 21, BARS_X + width, y + 31)
        if bar.possible is None:
            _hatched(draw, track)
            continue
        draw.rounded_rectangle(track, radius=5, fill=TRACK)
        share = float(bar.earned / bar.possible) if bar.possible else 0.0
        if share > 0:
            end = BARS_X + max(round(width * share), 10)
            colour = GRADE_COLOUR.get(bar.grade, SOFT)
            draw.rounded_rectangle((BARS_X, y + 21, end, y + 31), radius=5, fill=colour)


def _hatched(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int]) -> None:
    """A not-tested track: outlined and striped, so it cannot be read as a zero."""
    left, top, right, bottom = box
    draw.rounded_rectangle(box, radius=5, outline=LINE, width=2)
    for x in range(left + 6, right - 4, 12):
        draw.line((x, bottom - 2, x + 6, top + 2), fill=LINE, width=2)


def _unassessed(draw: ImageDraw.ImageDraw, facts: CardFacts) -> None:
    box = (BARS_X, 228, CARD_WIDTH - PAD, 536)
    draw.rounded_rectangle(box, radius=12, fill="#f5f7fa", outline=LINE, width=2)
    middle = (box[0] + box[2]) // 2
    draw.text((middle, 350), "No score yet", font=font(40, bold=True), fill=INK, anchor="ms")
    for index, line in enumerate(
        ("Each dimension's points show here", "once an assessment is published.")
    ):
        draw.text((middle, 402 + index * 34), line, font=font(22), fill=SOFT, anchor="ms")


def _footer(draw: ImageDraw.ImageDraw, facts: CardFacts) -> None:
    draw.line((PAD, 566, CARD_WIDTH - PAD, 566), fill=LINE, width=2)
    tagline = "Independent certification of MCP servers"
    room = CARD_WIDTH - 2 * PAD - draw.textlength(tagline, font=font(20)) - 32
    draw.text((PAD, 600), _fit(draw, facts.address, font(20), room), font=font(20), fill=BRAND,
              anchor="ls")  # fmt: skip
    draw.text((CARD_WIDTH - PAD, 600), tagline, font=font(20), fill=MUTED, anchor="rs")


def _largest(draw: ImageDraw.ImageDraw, text: str, width: float, most: int, least: int) -> int:
    """The largest bold size from ``most`` down to ``least`` at which ``text`` fits."""
    for size in range(most, least, -2):
        if draw.textlength(text, font=font(size, bold=True)) <= width:
            return size
    return least


def _fit(draw: ImageDraw.ImageDraw, text: str, face, width: float) -> str:
    """``text``, cut with an ellipsis where it is wider than ``width``."""
    if draw.textlength(text, font=face) <= width:
        return text
    while text and draw.textlength(text + "…", font=face) > width:
        text = text[:-1]
    return text.rstrip() + "…"
