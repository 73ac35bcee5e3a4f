"""The listing's admin as the site serves it: an edit made there ends the ownership
proofs made for the endpoint, repository or packages it changes, as the site's own edit
does. The core registers ``ServerAdmin`` with its own write; it cannot call the ownership
above it, so the admin is registered again here with ``listing_update``."""

from django.contrib import admin

from certification.admin import ServerAdmin
from certification.models import Server
from verification.listings import listing_update


class ListingAdmin(ServerAdmin):
    listing_update = staticmethod(listing_update)


admin.site.unregister(Server)
admin.site.register(Server, ListingAdmin)
