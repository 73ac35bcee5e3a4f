"""What is kept for readers and must be forgotten when the public record changes: the
anonymous pages (``pagecache``) and the README badges (``badges``).

A change names the servers it concerns when it can, so that it forgets their pages and
the lists, not every kept page (``pagecache`` says which page shows what). Called by
the code that writes, never from signals: the transition helper
(``certification.transitions``) after every change of state, and the services that
write anything else a reader sees (a listing edit, a publication, a bulk import, the
admin). Both are cheap and safe to call more than once in a transaction: each forgets
now and again once the transaction commits, since a read in between may keep the
state before the change.
"""

from __future__ import annotations

from collections.abc import Iterable

from certification import badges, pagecache


def public_record_changed(
    *, slugs: Iterable[str] = (), server_ids: Iterable[int] = (), badge: bool = True
) -> None:
    """Forget the kept pages a change can reach, and the badges of the servers it names.

    Named servers (by slug or id): their own pages (their assessments' too), and the
    pages that list servers or show the changelog; every other listing's pages stay
    kept. No
    server named: every kept page. ``badge``: False when the change cannot alter what a
    named server's badge says (a claim, a dispute)."""
    slugs = [slug for slug in slugs if slug]
    server_ids = list(server_ids)
    if not slugs and not server_ids:
        pagecache.changed()
        return
    named = set(slugs) | set(_slugs_of(server_ids))
    pagecache.changed(*SERVER_WIDE, *(f"server:{slug}" for slug in sorted(named)))
    if badge:
        forget_badges(slugs=slugs, server_ids=server_ids)


def corpus_changed() -> None:
    """A corpus entry's certification changed: forget the pages that place listings
    among the corpus or describe it (``assessments.placement``, the research page)."""
    pagecache.changed(pagecache.CORPUS)


# What a change to one listing can reach besides its own pages.
SERVER_WIDE = ("lists", "changelog")


def _slugs_of(server_ids: list[int]) -> list[str]:
    if not server_ids:
        return []
    from certification.models import Server

    return list(Server.objects.filter(pk__in=server_ids).values_list("slug", flat=True))


def forget_badges(*, slugs: Iterable[str] = (), server_ids: Iterable[int] = ()) -> None:
    """Forget the badges only, when no page could show the change."""
    slugs = [slug for slug in slugs if slug]
    if slugs:
        badges.forget(*slugs)
    for server_id in server_ids:
        badges.forget_server(server_id)
