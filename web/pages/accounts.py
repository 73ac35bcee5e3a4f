"""Account e-mails name the service, not the host that served the request."""

from __future__ import annotations

from types import SimpleNamespace
from urllib.parse import urlsplit

from allauth.account.adapter import DefaultAccountAdapter
from django.conf import settings


class AccountAdapter(DefaultAccountAdapter):
    def send_mail(self, template_prefix: str, email: str, context: dict) -> None:
        site = SimpleNamespace(
            name=settings.SITE_NAME, domain=urlsplit(settings.SITE_URL).netloc or "localhost"
        )
        super().send_mail(template_prefix, email, {**context, "current_site": site})


def user_display(user) -> str:
    """Accounts are known by their e-mail address (the username is generated)."""
    return user.email or user.get_username()


# The admin's sign-in is limited as the site's own (allauth's failed-login limits):
# ten attempts a minute from one address, five in five minutes for one username.
ADMIN_LOGIN_LIMITS = (
    {"group": "admin.login.ip", "key": "ip", "rate": "10/m", "method": "POST"},
    {"group": "admin.login.user", "key": "post:username", "rate": "5/5m", "method": "POST"},
)


def admin_login(request, extra_context=None):
    """The admin's login view behind the site's sign-in rate limits (429 past them)."""
    from django.contrib import admin
    from django.http import HttpResponse
    from django_ratelimit.core import is_ratelimited

    if request.method == "POST" and any(
        [is_ratelimited(request, increment=True, **limit) for limit in ADMIN_LOGIN_LIMITS]
    ):
        return HttpResponse(
            "Too many sign-in attempts. Wait a few minutes and try again.",
            status=429, content_type="text/plain; charset=utf-8", headers={"Retry-After": "300"},
        )  # fmt: skip
    return admin.site.login(request, extra_context)
