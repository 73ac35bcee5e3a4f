"""What is kept for readers and must be forgotten when the public record changes: the
anonymous pages (``pagecache``) and the README badges (``badges``).

Called by the code that writes, never from signals: the transition helper
(``certification.transitions``) after every change of state, and the services that
write anything else a reader sees (a listing edit, a publication, a bulk import, the
admin). Both are cheap and safe to call more than once in a transaction: each forgets
now and again once the transaction commits, since a read in between may keep the
state before the change.
"""

from __future__ import annotations

from collections.abc import Iterable

from certification import badges, pagecache


def public_record_changed(*, slugs: Iterable[str] = (), server_ids: Iterable[int] = ()) -> None:
    """Forget every kept page, and the badges of the servers named by slug or id (those
    whose badge may now say something else: a certification, a listing's status or
    slug, an opt-out)."""
    pagecache.changed()
    forget_badges(slugs=slugs, server_ids=server_ids)


def forget_badges(*, slugs: Iterable[str] = (), server_ids: Iterable[int] = ()) -> None:
    """Forget the badges only, when no page could show the change."""
    slugs = [slug for slug in slugs if slug]
    if slugs:
        badges.forget(*slugs)
    for server_id in server_ids:
        badges.forget_server(server_id)
