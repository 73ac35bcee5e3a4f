"""The Django admin: changelists open; published rubrics and servers cannot be destroyed."""

from __future__ import annotations

import pytest

from certification.models import RubricVersion, Server
from tests.conftest import make_user

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin_client(client):
    client.force_login(make_user("root@example.org", is_staff=True, is_superuser=True))
    return client


@pytest.fixture
def published() -> RubricVersion:
    return RubricVersion.objects.get(version="1.0")


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("/admin/certification/server/", "Alice Tools"),
        ("/admin/certification/rubricversion/", "1.0"),
        ("/admin/verification/claim/", "Alice Tools"),
        ("/admin/certification/user/", "alice@example.org"),
    ],
)
def test_it_opens_the_changelists(admin_client, alice_server, url, expected):
    response = admin_client.get(url)
    assert response.status_code == 200
    assert expected in response.content.decode()


def test_it_refuses_the_admin_to_other_users(client, alice):
    client.force_login(alice)
    response = client.get("/admin/certification/server/")
    assert response.status_code == 302
    assert response["Location"].startswith("/admin/login/")


def test_it_shows_a_published_rubric_read_only(admin_client, published):
    url = f"/admin/certification/rubricversion/{published.pk}/change/"
    response = admin_client.get(url)
    assert response.status_code == 200
    content = response.content.decode()
    assert 'name="_save"' not in content
    assert 'name="changelog"' not in content  # shown as text, not as an input
    assert published.changelog in content
    assert f"/admin/certification/rubricversion/{published.pk}/delete/" not in content


def test_it_refuses_to_change_a_published_rubric_by_post(admin_client, published):
    url = f"/admin/certification/rubricversion/{published.pk}/change/"
    response = admin_client.post(url, {"changelog": "Rewritten.", "_save": "Save"})
    assert response.status_code == 403
    assert RubricVersion.objects.get(pk=published.pk).changelog == published.changelog


def test_it_refuses_to_delete_a_published_rubric(admin_client, published):
    url = f"/admin/certification/rubricversion/{published.pk}/delete/"
    assert admin_client.get(url).status_code == 403
    assert admin_client.post(url, {"post": "yes"}).status_code == 403
    bulk = admin_client.post(
        "/admin/certification/rubricversion/",
        {"action": "delete_selected", "_selected_action": [published.pk], "post": "yes"},
    )
    assert bulk.status_code == 403
    assert RubricVersion.objects.filter(pk=published.pk).exists()


def test_it_has_no_way_to_delete_a_server(admin_client, alice_server):
    change = admin_client.get(f"/admin/certification/server/{alice_server.pk}/change/")
    assert change.status_code == 200
    assert f"/admin/certification/server/{alice_server.pk}/delete/" not in change.content.decode()
    url = f"/admin/certification/server/{alice_server.pk}/delete/"
    assert admin_client.post(url, {"post": "yes"}).status_code == 403
    changelist = admin_client.get("/admin/certification/server/")
    assert b"delete_selected" not in changelist.content
    assert Server.objects.filter(pk=alice_server.pk).exists()
