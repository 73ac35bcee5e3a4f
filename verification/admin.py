from django.contrib import admin

from verification.models import Claim


@admin.register(Claim)
class ClaimAdmin(admin.ModelAdmin):
    list_display = ["server", "user", "method", "status", "created_at", "verified_at"]
    list_filter = ["status", "method"]
    search_fields = ["server__name", "user__email"]
    readonly_fields = ["token_hash", "created_at"]
