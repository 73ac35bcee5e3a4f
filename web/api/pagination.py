"""Cursor pagination for every API list: stable pages while records are added, and no
``OFFSET`` scans. A view names its order as ``cursor_ordering`` (newest first by
default); ``?limit=`` asks for up to 200 per page."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from rest_framework.exceptions import NotFound
from rest_framework.pagination import CursorPagination


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
