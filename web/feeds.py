"""The changelog as an Atom feed."""

from __future__ import annotations

import json

from django.conf import settings
from django.contrib.syndication.views import Feed
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed

from certification import transparency
from certification.models import ChangelogEntry, Server

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
