"""Cursor pagination for every API list: stable pages while records are added, and no
``OFFSET`` scans. A view names its order as ``cursor_ordering`` (newest first by
default); ``?limit=`` asks for up to 200 per page."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from rest_framework.exceptions import NotFound
from rest_framework.pagination import CursorPagination
from rest_framework.response import Response
from rest_framework.utils.urls import remove_query_param, replace_query_param

from certification.search import Found
from web import keyset


class CursorPage(CursorPagination):
    page_size = 50
    page_size_query_param = "limit"
    max_page_size = 200
    ordering = ("-pk",)

    def get_ordering(self, request, queryset, view):
        return tuple(getattr(view, "cursor_ordering", self.ordering))

    def paginate_queryset(self, queryset, request, view=None):
        # DRF filters on the position a cursor carries without checking its type: a
        # crafted cursor ("p=abc" against a number or a time) is a bad cursor, not a 500.
        try:
            return super().paginate_queryset(queryset, request, view)
        except (ValueError, TypeError, OverflowError, ValidationError):
            raise NotFound(self.invalid_cursor_message) from None


class RankedPage(CursorPage):
    """A search's matches (``certification.search``), best first: a cursor is the
    position a page starts at, in the list of matches made anew for each page."""

    def __init__(self, found: Found) -> None:
        self.found = found

    def paginate_queryset(self, queryset, request, view=None):
        self.request, size, ids = request, self.get_page_size(request), self.found.ids
        cursor = request.query_params.get(self.cursor_query_param)
        start = 0
        if cursor:
            start = keyset.cursor_position(cursor, len(ids))
            if start is None:
                raise NotFound(self.invalid_cursor_message)
        self.start, self.end = start, min(start + size, len(ids))
        return keyset.in_order(queryset, ids[start : self.end])

    def _link(self, position: int | None) -> str | None:
        if position is None:
            return None
        url = self.request.build_absolute_uri()
        if position == 0:
            return remove_query_param(url, self.cursor_query_param)
        return replace_query_param(url, self.cursor_query_param, keyset.cursor_for(position))

    def get_paginated_response(self, data):
        total = len(self.found.ids)
        return Response({
            "next": self._link(self.end if self.end < total else None),
            "previous": self._link(max(0, self.start - self.get_page_size(self.request))
                                   if self.start else None),
            "search": {"words": list(self.found.words), "way": self.found.way,
                       "matches": total, "more": self.found.more},
            "results": data,
        })  # fmt: skip
