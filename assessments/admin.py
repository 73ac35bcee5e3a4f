from django.contrib import admin

from assessments.models import Assessment, AssessmentTransition, Certification, DimensionResult
from certification.admin import ReadOnlyAdmin


class DimensionResultInline(admin.TabularInline):
    model = DimensionResult
    fields = ["number", "key", "grade", "reasons", "evidence"]
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False


class TransitionInline(admin.TabularInline):
    model = AssessmentTransition
    fields = ["at", "from_state", "to_state", "by", "reason"]
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Assessment)
class AssessmentAdmin(ReadOnlyAdmin):
    """Assessments are requested, run and published by the services; never edited here."""

    list_display = ["pk", "server", "assessment_type", "state", "score", "tier", "finished_at"]
    list_filter = ["state", "assessment_type", "tier"]
    search_fields = ["server__name", "server__slug"]
    inlines = [DimensionResultInline, TransitionInline]


@admin.register(Certification)
class CertificationAdmin(ReadOnlyAdmin):
    list_display = ["server", "assessment", "since"]
