"""Personal API tokens: made and revoked by the account's owner, five at most, each shown
once and kept as a digest only."""

from __future__ import annotations

import pytest
from knox.models import AuthToken

from certification import api_tokens
from verification import services

pytestmark = pytest.mark.django_db


def test_an_account_holds_five_tokens_at_most(alice, bob):
    tokens = [api_tokens.api_token_create(user=alice) for _ in range(api_tokens.MAX_API_TOKENS)]
    assert len(set(tokens)) == 5 and AuthToken.objects.filter(user=alice).count() == 5
    assert all(token not in str(AuthToken.objects.values_list()) for token in tokens)
    with pytest.raises(api_tokens.TokenRefused, match="revoke one first"):
        api_tokens.api_token_create(user=alice)
    assert api_tokens.api_token_create(user=bob)  # another account's count is its own


def test_only_the_owner_revokes_a_token(client, alice, bob):
    token = api_tokens.api_token_create(user=alice)
    key = AuthToken.objects.get(user=alice).token_key
    assert not api_tokens.api_token_revoke(user=bob, token_key=key)
    assert client.get("/api/v1/claims/", HTTP_AUTHORIZATION=f"Token {token}").status_code == 200
    client.force_login(alice)
    page = client.post("/account/api-tokens/", {"revoke": key}, follow=True)
    assert "The token was revoked." in page.content.decode()
    client.logout()
    refused = client.get("/api/v1/claims/", HTTP_AUTHORIZATION=f"Token {token}")
    assert refused.status_code in (401, 403) and "Invalid token" in refused.json()["detail"]


def test_the_page_says_why_a_sixth_token_is_refused(client, alice):
    for _ in range(api_tokens.MAX_API_TOKENS):
        api_tokens.api_token_create(user=alice)
    client.force_login(alice)
    page = client.post("/account/api-tokens/", follow=True).content.decode()
    assert "You have 5 tokens; revoke one first." in page


def test_a_claim_for_a_new_address_makes_its_account_and_a_refused_one_leaves_none(db):
    from certification.models import User
    from tests.conftest import make_server

    server = make_server("Tokens", endpoint_url="https://mcp.tokens.example.com/mcp")
    claim = services.claim_for_email(
        email="new@tokens.example.com", server=server, method="dns", domain="tokens.example.com"
    )
    assert claim.user.email == "new@tokens.example.com" and not claim.user.has_usable_password()
    with pytest.raises(services.ClaimError):
        services.claim_for_email(
            email="other@tokens.example.com", server=server, method="dns", domain="com"
        )
    assert not User.objects.filter(email="other@tokens.example.com").exists()
