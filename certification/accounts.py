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
