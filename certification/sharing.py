"""What a shared link to a report card or a dispute says in a preview (Open Graph and
Twitter card tags), and the address it points to."""

from __future__ import annotations

from django.conf import settings
from django.urls import reverse

# The report card's picture (``server_card_png``): the size link previews show large.
CARD_WIDTH, CARD_HEIGHT = 1200, 630


def absolute(path: str) -> str:
    return settings.SITE_URL.rstrip("/") + path


def server_share(server, assessment) -> dict[str, str]:
    if assessment is None:
        verdict = "not yet assessed"
    elif assessment.score is None:
        verdict = "insufficient data"
    else:
        name = (assessment.tier_info or {}).get("name", assessment.tier)
        verdict = f"{name}, {assessment.score} out of 100"
    return {
        "title": f"{server.name}: {verdict}",
        "description": f"{settings.SITE_NAME} report card of the MCP server {server.name}: "
        f"{verdict}, with every dimension, its evidence and the score's arithmetic.",
        "url": absolute(server.get_absolute_url()),
        # Versioned by the assessment shown: link previews are kept by address, so a new
        # result gets a new address (the card itself answers for any ``v``).
        "image": absolute(reverse("server_card_png", args=[server.slug]))
        + f"?v={assessment.pk if assessment else 0}",
        "image_width": str(CARD_WIDTH),
        "image_height": str(CARD_HEIGHT),
        "image_alt": f"{settings.SITE_NAME} report card of {server.name}: {verdict}, "
        "and the points of each dimension",
    }


def dispute_share(dispute) -> dict[str, str]:
    return {
        "title": f"Dispute #{dispute.pk} of {dispute.server.name}: "
        f"{dispute.get_state_display().lower()}",
        "description": f"A public dispute of a {settings.SITE_NAME} score, with its "
        "evidence, the reviewer's reasoning and the outcome.",
        "url": absolute(dispute.get_absolute_url()),
    }
