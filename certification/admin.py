from datetime import date

from django import forms
from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from django.core.exceptions import ValidationError
from django.db import models
from django.forms.models import BaseInlineFormSet
from django.http import HttpRequest

from certification import services
from certification.invalidation import public_record_changed
from certification.listing_rules import check_package_identifier, check_package_version
from certification.models import (
    ChangelogEntry,
    RubricVersion,
    Server,
    ServerPackage,
    StateChange,
    User,
    WorkerHeartbeat,
)


class ForgetsKeptPages:
    """For the admins that write: a save or delete made here forgets the kept pages, as
    the services' own writes do (``certification.invalidation``). Before ``ModelAdmin``
    in the bases."""

    def save_model(self, request: HttpRequest, obj, form, change: bool) -> None:
        super().save_model(request, obj, form, change)
        public_record_changed()

    def save_related(self, request: HttpRequest, form, formsets, change: bool) -> None:
        super().save_related(request, form, formsets, change)
        public_record_changed()

    def delete_model(self, request: HttpRequest, obj) -> None:
        super().delete_model(request, obj)
        public_record_changed()

    def delete_queryset(self, request: HttpRequest, queryset) -> None:
        super().delete_queryset(request, queryset)
        public_record_changed()


@admin.register(User)
class UserAdmin(ForgetsKeptPages, BaseUserAdmin):
    list_display = ["username", "email", "is_staff", "is_active", "date_joined"]


class PackageInlineFormSet(BaseInlineFormSet):
    """A change form posted without the packages part leaves them as they are."""

    def __init__(self, data=None, *args, **kwargs) -> None:
        prefix = kwargs.get("prefix") or self.get_default_prefix()
        if data is not None and f"{prefix}-TOTAL_FORMS" not in data:
            data = data.copy()
            data[f"{prefix}-TOTAL_FORMS"] = data[f"{prefix}-INITIAL_FORMS"] = "0"
        super().__init__(data, *args, **kwargs)


class ServerPackageAdminForm(forms.ModelForm):
    """The listing form's rules: a name valid on its registry, one exact version."""

    def clean(self) -> dict:
        data = super().clean()
        registry_type = data.get("registry_type")
        for field, check in (("identifier", check_package_identifier),
                             ("version", check_package_version)):  # fmt: skip
            if registry_type and data.get(field) is not None:
                try:
                    check(registry_type, data[field])
                except ValidationError as error:
                    self.add_error(field, error)
        return data


class ServerPackageInline(admin.StackedInline):
    model = ServerPackage
    form = ServerPackageAdminForm
    formset = PackageInlineFormSet
    extra = 0
    max_num = 10
    fields = [
        "position", "registry_type", "identifier", "version", "transport", "runtime_hint",
        "runtime_arguments", "package_arguments", "environment_variables",
    ]  # fmt: skip


@admin.register(Server)
class ServerAdmin(ForgetsKeptPages, admin.ModelAdmin):
    list_display = ["name", "slug", "status", "endpoint_url", "listed_at"]
    list_filter = ["status", "transport", "package_registry"]
    search_fields = ["name", "slug", "endpoint_url", "repository_url", "package_name"]
    # The opt-out flag changes only through the opt-out services (which record it), and
    # listing edits go through server_update (which forgets the kept pages and badges).
    readonly_fields = [
        "status",
        "listed_at",
        "delisted_at",
        "delisted_reason",
        "updated_at",
        "proposed_by",
        "live_testing_opted_out",
    ]
    prepopulated_fields = {"slug": ["name"]}
    inlines = [ServerPackageInline]

    actions = ["delist"]
    # How an edit is written: the core's write here; the site registers this admin again
    # with the ownership's, which also ends the proofs made for what changed (web/admin.py).
    listing_update = staticmethod(services.server_update)

    def has_delete_permission(self, request: HttpRequest, obj: Server | None = None) -> bool:
        return False  # servers are delisted, never deleted

    def formfield_for_dbfield(self, db_field, request: HttpRequest, **kwargs):
        # URLs typed without a scheme are read as https, as on the site's own forms.
        if isinstance(db_field, models.URLField):
            kwargs.setdefault("assume_scheme", "https")
        return super().formfield_for_dbfield(db_field, request, **kwargs)

    def save_model(self, request: HttpRequest, obj: Server, form, change: bool) -> None:
        """An edit goes through ``listing_update``, as the site's own edit does."""
        if not change:
            super().save_model(request, obj, form, change)
            public_record_changed(slugs=[obj.slug])
            return
        fields = {name: getattr(obj, name) for name in form.changed_data if name != "slug"}
        if "slug" in form.changed_data:
            fields["slug"] = obj.slug
        if fields:
            self.listing_update(server=obj, **fields)

    def save_related(self, request: HttpRequest, form, formsets, change: bool) -> None:
        """After the packages are saved, the listing's first npm or PyPI package is its
        ``package_registry`` and ``package_name`` again (search and labels read them)."""
        super().save_related(request, form, formsets, change)
        server = form.instance
        if not any(f.has_changed() for f in formsets if f.model is ServerPackage):
            return
        first = server.packages.filter(registry_type__in=ServerPackage.ASSESSED).first()
        fields = {"package_registry": first.registry_type if first else "",
                  "package_name": first.identifier if first else ""}  # fmt: skip
        if any(getattr(server, name) != value for name, value in fields.items()):
            self.listing_update(server=server, **fields)

    @admin.action(description="Delist the selected servers (kept, with a banner)")
    def delist(self, request: HttpRequest, queryset) -> None:
        count = 0
        for server in queryset.filter(status=Server.Status.LISTED):
            services.server_delist(
                server=server, reason=f"delisted by staff on {date.today()}", by=request.user
            )
            count += 1
        self.message_user(request, f"{count} server(s) delisted.")


@admin.register(RubricVersion)
class RubricVersionAdmin(ForgetsKeptPages, admin.ModelAdmin):
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


class ReadOnlyAdmin(admin.ModelAdmin):
    """Records that are written only by the application's services."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj=None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj=None) -> bool:
        return False


@admin.register(ChangelogEntry)
class ChangelogEntryAdmin(ReadOnlyAdmin):
    list_display = ["seq", "kind", "title", "created_at"]
    list_filter = ["kind"]
    search_fields = ["title", "entry_hash"]


@admin.register(WorkerHeartbeat)
class WorkerHeartbeatAdmin(ReadOnlyAdmin):
    list_display = ["hostname", "seen_at"]


@admin.register(StateChange)
class StateChangeAdmin(ReadOnlyAdmin):
    """The audit trail of claims, opt-outs and listings: read-only, append-only."""

    list_display = ["at", "kind", "object_id", "from_state", "to_state", "by", "reason"]
    list_filter = ["kind", "to_state"]
    search_fields = ["reason"]
