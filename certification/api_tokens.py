"""Personal API tokens (django-rest-knox): made and revoked by the account's owner, a few
at most, each shown once."""

from __future__ import annotations

from django.db import transaction

from certification.models import User

MAX_API_TOKENS = 5


class TokenRefused(Exception):
    """A personal API token may not be made now; the message says why."""


def api_token_create(*, user: User) -> str:
    """A new personal API token in clear, shown once (knox keeps its digest only)."""
    from knox.models import AuthToken

    with transaction.atomic():
        User.objects.select_for_update().filter(pk=user.pk).first()  # one at a time
        if AuthToken.objects.filter(user=user).count() >= MAX_API_TOKENS:
            raise TokenRefused(f"You have {MAX_API_TOKENS} tokens; revoke one first.")
        _, token = AuthToken.objects.create(user=user)
    return token


def api_token_revoke(*, user: User, token_key: str) -> bool:
    from knox.models import AuthToken

    deleted, _ = AuthToken.objects.filter(user=user, token_key=token_key).delete()
    return bool(deleted)
