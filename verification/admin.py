from django.contrib import admin

from certification.admin import ReadOnlyAdmin
from verification.models import Claim, ClaimCheck


class ClaimCheckInline(admin.TabularInline):
    model = ClaimCheck
    extra = 0
    can_delete = False
    fields = ["checked_at", "kind", "verified", "label", "looked_at", "found_at", "detail"]
    readonly_fields = fields

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Claim)
class ClaimAdmin(ReadOnlyAdmin):
    """Claims change through the claim flow and its services; staff read them here."""

    list_display = ["server", "user", "method", "status", "created_at", "verified_at"]
    list_filter = ["status", "method"]
    search_fields = ["server__name", "user__email"]
    inlines = [ClaimCheckInline]
    exclude = ["token_ciphertext"]
    actions = ["revoke"]

    @admin.action(description="Revoke the selected claims (a verified one lapses)")
    def revoke(self, request, queryset) -> None:
        from verification.services import ClaimError, claim_revoke

        done = 0
        for claim in queryset.select_related("server"):
            try:
                claim_revoke(claim=claim, by=request.user)
            except ClaimError:
                continue
            done += 1
        self.message_user(request, f"{done} claim(s) revoked.")


@admin.register(ClaimCheck)
class ClaimCheckAdmin(ReadOnlyAdmin):
    list_display = ["claim", "checked_at", "kind", "verified", "label"]
    list_filter = ["kind", "verified", "label"]
