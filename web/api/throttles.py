"""The API's rates: anonymous clients by address, signed-in and token clients by account."""

from __future__ import annotations

from rest_framework.throttling import UserRateThrottle


class AccountRateThrottle(UserRateThrottle):
    """The account rate, for signed-in and token clients only. DRF's own counts an
    anonymous client under it too, by address, which the anonymous rate already does:
    a second count on every anonymous read, and no other effect while the anonymous
    rate is the lower."""

    def get_cache_key(self, request, view):
        if not (request.user and request.user.is_authenticated):
            return None
        return super().get_cache_key(request, view)
