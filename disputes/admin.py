"""Disputes in the admin: read-only; every change goes through the services, which
record it."""

from __future__ import annotations

from django.contrib import admin

from disputes.models import Dispute, DisputeTransition, Evidence


class ReadOnly(admin.ModelAdmin):
    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


class EvidenceInline(admin.TabularInline):
    model = Evidence
    extra = 0
    can_delete = False
    fields = ["kind", "url", "tool", "quote_found", "checked_at"]
    readonly_fields = fields

    def has_add_permission(self, request, obj=None) -> bool:
        return False


class TransitionInline(admin.TabularInline):
    model = DisputeTransition
    extra = 0
    can_delete = False
    fields = ["at", "from_state", "to_state", "by", "note"]
    readonly_fields = fields

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Dispute)
class DisputeAdmin(ReadOnly):
    list_display = ["pk", "server", "assessment", "state", "filed_at", "due_at", "resolved_at"]
    list_filter = ["state"]
    search_fields = ["server__name", "server__slug", "statement"]
    inlines = [EvidenceInline, TransitionInline]
