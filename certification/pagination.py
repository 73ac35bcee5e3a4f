"""Cursor pagination for every API list: stable pages while records are added, and no
``OFFSET`` scans. A view names its order as ``cursor_ordering`` (newest first by
default); ``?limit=`` asks for up to 200 per page."""

from __future__ import annotations

from rest_framework.pagination import CursorPagination


class CursorPage(CursorPagination):
    page_size = 50
    page_size_query_param = "limit"
    max_page_size = 200
    ordering = ("-pk",)

    def get_ordering(self, request, queryset, view):
        return tuple(getattr(view, "cursor_ordering", self.ordering))
