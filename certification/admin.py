from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from django.http import HttpRequest

from certification.models import RubricVersion, Server, User


@admin.register(User)
class UserAdmin(BaseUserAdmin):
    list_display = ["username", "email", "is_staff", "is_active", "date_joined"]


@admin.register(Server)
class ServerAdmin(admin.ModelAdmin):
    list_display = ["name", "slug", "status", "endpoint_url", "listed_at"]
    list_filter = ["status", "transport", "package_registry"]
    search_fields = ["name", "slug", "endpoint_url", "repository_url", "package_name"]
    readonly_fields = ["listed_at", "delisted_at", "updated_at", "proposed_by"]
    prepopulated_fields = {"slug": ["name"]}

    def has_delete_permission(self, request: HttpRequest, obj: Server | None = None) -> bool:
        return False  # servers are delisted, never deleted


@admin.register(RubricVersion)
class RubricVersionAdmin(admin.ModelAdmin):
    list_display = ["version", "status", "published_on", "effective_from"]
    readonly_fields = ["source_sha256", "created_at"]

    def get_readonly_fields(self, request: HttpRequest, obj: RubricVersion | None = None):
        if obj is not None and obj.is_published:
            return [field.name for field in obj._meta.fields]
        return super().get_readonly_fields(request, obj)

    def has_change_permission(self, request: HttpRequest, obj: RubricVersion | None = None) -> bool:
        if obj is not None and obj.is_published:
            return False
        return super().has_change_permission(request, obj)

    def has_delete_permission(self, request: HttpRequest, obj: RubricVersion | None = None) -> bool:
        if obj is not None and obj.is_published:
            return False
        return super().has_delete_permission(request, obj)
