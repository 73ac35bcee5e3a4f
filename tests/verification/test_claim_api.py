"""The claims API with a personal token, and the tokens page."""

from __future__ import annotations

import re

from tests.verification.conftest import CHALLENGE


def test_the_api_with_a_personal_token(client, zone, charlie, bob, server):
    from knox.models import AuthToken

    _, token = AuthToken.objects.create(user=charlie)
    auth = {"HTTP_AUTHORIZATION": f"Token {token}"}
    assert AuthToken.objects.get(user=charlie).digest != token  # stored hashed
    assert client.get("/api/v1/claims/").status_code in (401, 403)
    response = client.post(
        "/api/v1/claims/", {"server": server.slug, "method": "dns"},
        content_type="application/json", **auth,
    )  # fmt: skip
    assert response.status_code == 201, response.content
    created = response.json()
    assert created["publish"]["name"] == CHALLENGE
    zone.records[CHALLENGE] = [("TXT", created["publish"]["value"])]
    check = client.post(f"/api/v1/claims/{created['id']}/checks", **auth)
    assert check.status_code == 201 and check.json()["verified"] is True
    listed = client.get(f"/api/v1/claims/{created['id']}/checks", **auth).json()
    assert [c["label"] for c in listed] == ["verified"]
    again = client.post(
        "/api/v1/claims/", {"server": server.slug, "method": "dns"},
        content_type="application/json", **auth,
    )  # fmt: skip
    assert again.status_code == 400 and "already" in again.json()["detail"]
    _, other = AuthToken.objects.create(user=bob)
    response = client.get(f"/api/v1/claims/{created['id']}", HTTP_AUTHORIZATION=f"Token {other}")
    assert response.status_code == 404


def test_api_tokens_page_creates_shows_once_and_revokes(client, charlie):
    from knox.models import AuthToken

    client.force_login(charlie)
    page = client.post("/account/api-tokens/", follow=True).content.decode()
    stored = AuthToken.objects.get(user=charlie)
    shown = re.search(r'id="new-token">(sgt_[0-9a-f]+)<', page).group(1)
    assert shown.startswith(stored.token_key) and len(shown) > 60
    again = client.get("/account/api-tokens/").content.decode()
    assert shown not in again and stored.token_key in again  # shown once
    assert AuthToken.objects.filter(user=charlie).count() == 1
    client.post("/account/api-tokens/", {"revoke": stored.token_key})
    assert not AuthToken.objects.filter(user=charlie).exists()
