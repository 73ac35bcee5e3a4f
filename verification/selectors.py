"""Reads about ownership."""

from __future__ import annotations

from certification.models import Server, User
from verification.models import Claim

# Claim checks an account may ask for, on the site and through the API together.
CLAIM_CHECK_LIMIT = {"group": "claim-check", "key": "user", "rate": "30/h", "method": "POST"}


def user_owns_server(user: User, server: Server) -> bool:
    """True when ``user`` holds a verified claim on ``server``."""
    if not user.is_authenticated:
        return False
    return Claim.objects.verified().filter(user=user, server=server).exists()


def servers_owned_by(user: User):
    return Server.objects.filter(claims__user=user, claims__status=Claim.Status.VERIFIED).distinct()
