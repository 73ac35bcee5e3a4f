"""A documentation quote checked on arrival: its page fetched once under the fetch rules
(``certification.outbound.fetch``: https, public addresses, the User-Agent, a size cap
and a timeout), and whether the quote is on it recorded with the page's SHA-256."""

from __future__ import annotations

import contextlib
import hashlib
from typing import Any

from django.utils import timezone

QUOTE_PAGE_BYTES = 2 * 1024 * 1024
QUOTE_FETCH_SECONDS = 10.0


def _normalise(text: str) -> str:
    return " ".join(text.casefold().split())


def check_quote(url: str, quote: str) -> dict[str, Any]:
    """Fetch ``url`` once under the fetch rules and say whether ``quote`` is on the page
    (whitespace and case normalised). Never raises: a failure is recorded as such."""
    from django.conf import settings

    from assessments.collect.htmltext import html_to_text
    from certification.outbound.fetch import FetchError, fetch

    checked_at = timezone.now()
    try:
        result = fetch(
            url,
            max_bytes=QUOTE_PAGE_BYTES,
            timeout=getattr(settings, "DISPUTE_QUOTE_TIMEOUT", QUOTE_FETCH_SECONDS),
            allow_redirects_to_other_hosts=True,
            truncate=True,
        )
    except FetchError as error:
        return {
            "quote_found": None,
            "checked_at": checked_at,
            "check_detail": f"the page could not be fetched ({error.label}: {error.detail})"[:300],
        }
    text = result.body.decode("utf-8", errors="replace")
    if "html" in result.content_type.lower() or "<html" in text[:2048].lower():
        with contextlib.suppress(AssertionError, ValueError, RecursionError):
            text = html_to_text(text)  # else the raw text is still searched
    found = _normalise(quote) in _normalise(text)
    return {
        "quote_found": found,
        "page_sha256": hashlib.sha256(result.body).hexdigest(),
        "checked_at": checked_at,
        "check_detail": ("quote found" if found else f"quote not found at {result.final_url}")[
            :300
        ],
    }
