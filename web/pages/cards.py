"""The report card's picture for link previews (``web.share_card``), at
``/servers/<slug>/card.png``."""

from __future__ import annotations

import hashlib

from django.http import HttpRequest, HttpResponse, HttpResponseNotModified
from django.shortcuts import get_object_or_404
from django.utils.http import parse_etags
from django.views.decorators.http import require_safe

from certification import badges
from certification.models import Server
from certification.pagecache import public_page
from web import share_card


@require_safe
def server_card_png(request: HttpRequest, slug: str) -> HttpResponse:
    """The picture, kept with the listing's pages and cached by browsers and link
    preview fetchers as long as its badge, with an ETag of its bytes."""
    response = _kept_card(request, slug=slug)
    etag = f'"{hashlib.sha256(response.content).hexdigest()[:32]}"'
    headers = {
        "ETag": etag,
        "Cache-Control": f"public, max-age={badges.CACHE_SECONDS}",
        "X-Content-Type-Options": "nosniff",
    }
    wanted = {
        tag.removeprefix("W/") for tag in parse_etags(request.headers.get("If-None-Match", ""))
    }
    if etag in wanted or "*" in wanted:
        return HttpResponseNotModified(headers=headers)
    for name, value in headers.items():
        response[name] = value
    return response


@public_page(scopes=lambda slug: (f"server:{slug}",))
def _kept_card(request: HttpRequest, slug: str) -> HttpResponse:
    # A delisted server keeps its report card, and so its picture.
    from assessments.selectors import WITH_CURRENT

    server = get_object_or_404(Server.objects.select_related(*WITH_CURRENT), slug=slug)
    return HttpResponse(
        share_card.kept_png(share_card.card_facts(server)), content_type="image/png"
    )
