"""The changelog as an Atom feed.

Each entry's ``<entry>`` element is kept apart from the feed (``web.fragments``) under a
digest of the entry's hash (which covers all it shows), the address the feed is read at,
the site's address (its ids) and the code's version: a feed made anew after a new entry
writes that one entry's element and reads the others from the cache in one round trip.
"""

from __future__ import annotations

import copy
import io
import json

from django.conf import settings
from django.contrib.syndication.views import Feed
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed
from django.utils.xmlutils import SimplerXMLGenerator

from certification import transparency
from certification.models import ChangelogEntry, Server
from certification.version import VERSION
from web.fragments import code_digest, digest, kept_together

FEED_SIZE = 50


class CheckpointAtomFeed(Atom1Feed):
    """Atom with the log's latest signed checkpoint as a feed-level element."""

    def root_attributes(self):
        return {**super().root_attributes(), "xmlns:sagentum": "https://sagentum.dev/ns/log"}

    def add_root_elements(self, handler):
        super().add_root_elements(handler)
        checkpoint = self.feed.get("checkpoint")
        if checkpoint:
            handler.addQuickElement("sagentum:checkpoint", json.dumps(checkpoint, sort_keys=True))

    def latest_post_date(self):
        return self.feed.get("newest") or super().latest_post_date()

    def write_items(self, handler):
        kept = self.feed.get("entries")
        if kept is None:
            return super().write_items(handler)
        for element in kept:  # each written by ``entry_elements`` below
            handler.ignorableWhitespace(element)  # as it is: XML already

    def entry_elements(self) -> list[str]:
        """Each item's ``<entry>`` element, as ``write_items`` writes it."""
        elements = []
        for item in self.items:
            out = io.StringIO()
            handler = SimplerXMLGenerator(out, "utf-8", short_empty_elements=True)
            handler.startElement("entry", self.item_attributes(item))
            self.add_item_elements(handler, item)
            handler.endElement("entry")
            elements.append(out.getvalue())
        return elements


class ChangelogFeed(Feed):
    feed_type = CheckpointAtomFeed
    title = "Sagentum changelog"
    subtitle = (
        "Every published assessment, dispute outcome, rubric version and delisting, "
        "append-only and hash-chained."
    )

    def feed_extra_kwargs(self, obj):
        signed = transparency.latest_checkpoint()
        return {"checkpoint": signed.document() if signed else None}

    def get_object(self, request, *args, **kwargs):
        slug = request.GET.get("server")
        return get_object_or_404(Server, slug=slug) if slug else None

    def link(self, obj):
        url = reverse("changelog")
        return f"{url}?server={obj.slug}" if obj else url

    def items(self, obj):
        entries = ChangelogEntry.objects.select_related("server")
        if obj is not None:
            entries = entries.for_server(obj)
        return entries.order_by("-seq")[:FEED_SIZE]

    def get_feed(self, obj, request):
        """The feed, its entries' elements read from the cache where kept: only the
        newest entries' hashes and dates are read for them, and the entries not kept
        read whole and written (the feed object is shared: its copies are given their
        items as a list)."""
        entries = ChangelogEntry.objects.order_by("-seq")
        if obj is not None:
            entries = entries.for_server(obj)
        rows = list(entries.values("pk", "entry_hash", "created_at")[:FEED_SIZE])
        source = digest(
            code_digest(ChangelogFeed), VERSION, settings.SITE_URL,  # the ids' address
            request.get_host(), request.is_secure(),
        )  # fmt: skip

        def written(missing: list[dict]) -> list[str]:
            found = ChangelogEntry.objects.select_related("server").in_bulk(
                [row["pk"] for row in missing]
            )
            making = copy.copy(self)
            making.items = [found[row["pk"]] for row in missing]
            making.feed_extra_kwargs = lambda _obj: {}
            return super(ChangelogFeed, making).get_feed(obj, request).entry_elements()

        head = copy.copy(self)
        head.items = []
        feed = super(ChangelogFeed, head).get_feed(obj, request)
        feed.feed["entries"] = kept_together(
            "atom", rows, key=lambda row: digest(source, row["entry_hash"]), make=written
        )
        feed.feed["newest"] = max((row["created_at"] for row in rows), default=None)
        return feed

    def item_title(self, item: ChangelogEntry) -> str:
        return item.title

    def item_description(self, item: ChangelogEntry) -> str:
        return f"{item.body}\n\nEntry #{item.seq}, SHA-256 {item.entry_hash}".strip()

    def item_link(self, item: ChangelogEntry) -> str:
        return item.get_absolute_url()

    def item_guid(self, item: ChangelogEntry) -> str:
        # An Atom id never changes (RFC 4287): this is the address entries had before
        # each had a page of its own (the link), and the list still holds the anchor.
        return f"{settings.SITE_URL}/changelog/#entry-{item.seq}"

    item_guid_is_permalink = False

    def item_pubdate(self, item: ChangelogEntry):
        return item.created_at

    def item_updateddate(self, item: ChangelogEntry):
        return item.created_at
