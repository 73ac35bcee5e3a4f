from django.contrib import admin

from certification.admin import ReadOnlyAdmin
from optouts.models import OptOut


@admin.register(OptOut)
class OptOutAdmin(ReadOnlyAdmin):
    """Opt-outs change through their services (the form, the owner's click, the reviewers'
    page, ``manage.py optout``); staff read the whole history here."""

    list_display = ["server", "status", "source", "contact_email", "requested_at", "effective_at",
                    "withdrawn_at"]  # fmt: skip
    list_filter = ["status", "source", "confirmation"]
    search_fields = ["server__name", "contact_email", "message_reference"]
    exclude = ["confirmation_hash"]
