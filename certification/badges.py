"""The README badge of a server: what it says, as an SVG and as shields "endpoint" JSON.

A badge is read on every view of every README that embeds it, so each one is made
once and kept in the cache under its slug; the services that change what a badge
says (a certification published or revised, a listing delisted, relisted or edited,
an opt-out taking effect or ending) forget it through ``certification.invalidation``.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from dataclasses import dataclass
from html import escape

from django.core.cache import cache
from django.db import transaction

log = logging.getLogger(__name__)

LABEL = "sagentum"
SLUG = re.compile(r"[-a-zA-Z0-9_]{1,100}")
CACHE_SECONDS = 300  # what browsers and shields.io may keep before revalidating

# The site's tier colours and marks (static/css/site.css), darkened where white
# text on them would be hard to read.
TIER_STYLE = {
    "production_ready": ("#176c3a", "\u2605"),
    "suitable": ("#1e5f77", "\u2713"),
    "use_with_caution": ("#8a5a00", "\u26a0"),
    "not_recommended": ("#a1261c", "\u2715"),
}
GREY = "#4a5563"
LABEL_COLOUR = "#333a44"


@dataclass(frozen=True)
class Badge:
    message: str
    colour: str
    found: bool = True  # False: no listed server has this slug (served with a 404)

    def json(self) -> str:
        """The shields.io "endpoint" document."""
        return json.dumps(
            {
                "schemaVersion": 1,
                "label": LABEL,
                "message": self.message,
                "color": self.colour,
                "labelColor": LABEL_COLOUR,
                "cacheSeconds": CACHE_SECONDS,
            },
            ensure_ascii=False,
        )

    def svg(self) -> str:
        return render_svg(LABEL, self.message, self.colour)


def badge_for(slug: str) -> Badge:
    """What the badge of ``slug`` says now (read from the database)."""
    from certification.models import Server

    server = (
        Server.objects.filter(slug=slug)
        .select_related("certification__assessment__rubric_version")
        .first()
    )
    if server is None:
        return Badge("not listed", GREY, found=False)
    if server.status == Server.Status.DELISTED:
        return Badge("delisted", GREY)
    certification = getattr(server, "certification", None)
    notes = []
    if certification is None:
        message, colour = "not assessed", GREY
    else:
        assessment = certification.assessment
        if assessment.score is None or assessment.tier not in TIER_STYLE:
            message, colour = "insufficient data", GREY
        else:
            colour, mark = TIER_STYLE[assessment.tier]
            name = (assessment.tier_info or {}).get("name", assessment.tier)
            message = f"{mark} {name} {assessment.score}"
        if assessment.supersedes_id is not None:
            notes.append("revised after dispute")
    if server.live_testing_opted_out:
        notes.append("opted out of live testing")
    return Badge(" · ".join([message, *notes]), colour)


@dataclass(frozen=True)
class Rendered:
    svg: bytes
    json: bytes
    etag: str
    found: bool


def rendered(slug: str) -> Rendered:
    """The badge of ``slug``, from the cache when it is there."""
    key = _key(slug)
    try:
        hit = cache.get(key)
    except Exception:
        hit = None
    if hit is not None:
        return hit
    # Only a slug a listing could have is looked up (PostgreSQL refuses a NUL, say).
    could_be = SLUG.fullmatch(slug) is not None
    badge = badge_for(slug) if could_be else Badge("not listed", GREY, found=False)
    svg, doc = badge.svg().encode(), badge.json().encode()
    digest = hashlib.sha256(svg + b"\0" + doc).hexdigest()[:32]
    value = Rendered(svg=svg, json=doc, etag=f'"{digest}"', found=badge.found)
    # A change forgets the badge at once in the cache every process shares (Redis, or the
    # file cache of the embedded default). Each entry also expires after CACHE_SECONDS: a
    # read racing a change may store the old state, and a cache outage may drop the
    # forgetting. Made-up slugs cannot fill the cache either.
    try:
        cache.set(key, value, timeout=CACHE_SECONDS)
    except Exception:  # a cache outage serves the badge uncached
        log.warning("badge cache unavailable", exc_info=True)
    return value


def _key(slug: str) -> str:
    # Hashed: a slug in a URL may hold characters a cache key cannot.
    return "badge:v1:" + hashlib.sha256(slug.encode()).hexdigest()


def forget(*slugs: str) -> None:
    """Drop the cached badges of ``slugs`` now and again once the current transaction
    commits: a read in between may have cached the state before the change."""
    keys = [_key(slug) for slug in slugs if slug]

    def drop() -> None:
        try:
            cache.delete_many(keys)
        except Exception:  # never undo a publication over a cache outage: entries expire
            log.warning("badge cache unavailable; %s expire on their own", keys, exc_info=True)

    drop()
    transaction.on_commit(drop)


def forget_server(server_id: int) -> None:
    from certification.models import Server

    slug = Server.objects.filter(pk=server_id).values_list("slug", flat=True).first()
    if slug:
        forget(slug)


# Widths of Verdana 11 px glyphs (what shields.io measures with), close enough that
# ``textLength`` stretches the text by a pixel or two at most.
_NARROW = {" ": 3.9, "i": 3.1, "l": 3.1, "j": 3.4, "I": 4.6, "f": 3.9, "t": 4.3, "r": 4.7,
           ".": 3.9, ",": 3.9, ":": 4.6, ";": 4.6, "'": 3.0, "!": 4.6, "|": 4.6,
           "(": 4.6, ")": 4.6, "-": 4.6, "·": 4.6}  # fmt: skip
_WIDE = {"m": 10.7, "w": 9.0, "M": 9.9, "W": 11.1, "D": 8.5, "N": 8.3, "O": 8.6, "Q": 8.6,
         "H": 8.3, "U": 8.1, "C": 7.7, "G": 8.4, "R": 7.7, "A": 7.5, "V": 7.5, "X": 7.6,
         "Y": 7.4, "K": 7.7, "B": 7.5, "P": 6.7, "E": 6.8, "F": 6.3, "L": 6.1, "T": 6.8,
         "S": 7.5, "Z": 7.6, "J": 5.0}  # fmt: skip


def text_width(text: str) -> float:
    width = 0.0
    for char in text:
        if char in _NARROW:
            width += _NARROW[char]
        elif char in _WIDE:
            width += _WIDE[char]
        elif ord(char) > 0x2000:
            width += 11.0  # a mark
        else:
            width += 6.9 if char.isdigit() else 6.6
    return width


def render_svg(label: str, message: str, colour: str) -> str:
    """A flat, shields-style badge: the label on grey, the message on ``colour``."""
    left = round(text_width(label) + 12)
    right = round(text_width(message) + 12)
    total = left + right
    title = escape(f"{label}: {message}")
    label_x, message_x = left * 5, (left + right / 2) * 10
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{total}" height="20" role="img" '
        f'aria-label="{title}"><title>{title}</title>'
        '<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" '
        'stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>'
        f'<clipPath id="r"><rect width="{total}" height="20" rx="3" fill="#fff"/></clipPath>'
        f'<g clip-path="url(#r)"><rect width="{left}" height="20" fill="{LABEL_COLOUR}"/>'
        f'<rect x="{left}" width="{right}" height="20" fill="{escape(colour)}"/>'
        f'<rect width="{total}" height="20" fill="url(#s)"/></g>'
        '<g fill="#fff" text-anchor="middle" '
        'font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="110" '
        'text-rendering="geometricPrecision">'
        f'<text x="{label_x:.0f}" y="150" fill="#010101" fill-opacity=".3" '
        f'transform="scale(.1)" textLength="{(left - 12) * 10}">{escape(label)}</text>'
        f'<text x="{label_x:.0f}" y="140" transform="scale(.1)" '
        f'textLength="{(left - 12) * 10}">{escape(label)}</text>'
        f'<text x="{message_x:.0f}" y="150" fill="#010101" fill-opacity=".3" '
        f'transform="scale(.1)" textLength="{(right - 12) * 10}">{escape(message)}</text>'
        f'<text x="{message_x:.0f}" y="140" transform="scale(.1)" '
        f'textLength="{(right - 12) * 10}">{escape(message)}</text></g></svg>'
    )
