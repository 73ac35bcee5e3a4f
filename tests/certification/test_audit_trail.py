"""One audit trail: every state change of a claim, an opt-out or a listing is a row
written by the service that makes it; the admin cannot change those states around it."""

from __future__ import annotations

import pytest

from certification import services as server_services
from certification.audit import history
from certification.models import ImmutableRecordError, Server, StateChange
from optouts import services as optouts
from tests.conftest import make_server
from verification import listings
from verification import services as claims
from verification.models import Claim

pytestmark = pytest.mark.django_db


def moves(obj) -> list[tuple[str, str]]:
    return [(c.from_state, c.to_state) for c in history(obj)]


def test_claims_record_creation_withdrawal_and_who(charlie):
    server = make_server("Audit Weather")
    claim = claims.claim_create(user=charlie, server=server, method="dns", domain="")
    claims.claim_withdraw(claim=claim)
    assert moves(claim) == [("", "pending"), ("pending", "withdrawn")]
    assert [c.by for c in history(claim)] == [charlie, charlie]


def test_a_lapse_and_a_staff_revoke_are_recorded_with_the_reason(alice, alice_server, reviewer):
    claim = Claim.objects.get(user=alice, server=alice_server)
    claims.claim_revoke(claim=claim, by=reviewer)
    change = history(claim).get()
    assert (change.from_state, change.to_state, change.by) == ("verified", "lapsed", reviewer)
    assert change.reason == "staff revoked it"


def test_opt_outs_record_each_step(alice, alice_server, reviewer):
    optout = optouts.optout_by_owner(server=alice_server, user=alice)
    optouts.optout_withdraw(server=alice_server, by=reviewer, note="asked to test again")
    assert moves(optout) == [
        ("", "awaiting_confirmation"),
        ("awaiting_confirmation", "active"),
        ("active", "withdrawn"),
    ]
    assert history(optout).last().reason == "asked to test again"


def test_delisting_and_listing_again_are_recorded(reviewer):
    server = make_server("Audit Files")
    server_services.server_delist(server=server, reason="gone from the registry", by=reviewer)
    server_services.server_relist(server=server, by=reviewer)
    assert moves(server) == [("listed", "delisted"), ("delisted", "listed")]


def test_rows_are_append_only():
    server = make_server("Audit Books")
    server_services.server_delist(server=server, reason="x")
    row = StateChange.objects.get()
    with pytest.raises(ImmutableRecordError):
        row.save()
    with pytest.raises(ImmutableRecordError):
        row.delete()


def admin_moves_the_endpoint(client, server) -> None:
    from django.contrib.auth import get_user_model

    admin = get_user_model().objects.create_superuser("root", "root@example.org", "pw-pw-pw-pw")
    client.force_login(admin)
    page = client.get(f"/admin/certification/server/{server.pk}/change/").text
    assert 'name="live_testing_opted_out"' not in page  # shown, not editable
    data = {
        "name": server.name, "slug": server.slug,
        "description": server.description, "endpoint_url": "https://moved.example.com/mcp",
        "transport": server.transport, "repository_url": "", "documentation_url": "",
        "package_registry": "", "package_name": "", "contact_email": "",
    }  # fmt: skip
    response = client.post(f"/admin/certification/server/{server.pk}/change/", data)
    assert response.status_code == 302, response.content.decode()[:2000]


def test_the_admin_cannot_untick_an_opt_out(client, alice, alice_server):
    optouts.optout_by_owner(server=alice_server, user=alice)
    admin_moves_the_endpoint(client, alice_server)
    alice_server.refresh_from_db()
    assert alice_server.endpoint_url == "https://moved.example.com/mcp"
    assert alice_server.live_testing_opted_out is True
    assert Server.objects.get(pk=alice_server.pk).live_testing_opted_out


def test_an_endpoint_edit_ends_the_proof_made_for_the_old_one(alice, alice_server):
    listings.listing_update(server=alice_server, endpoint_url="https://moved.example.com/mcp")
    claim = Claim.objects.get(user=alice, server=alice_server)
    assert claim.status == "lapsed"  # the DNS proof was for the old endpoint
    assert history(claim).last().reason == "the listing's endpoint or repository changed"


def test_an_endpoint_edit_in_the_admin_ends_its_proof(client, alice, alice_server):
    admin_moves_the_endpoint(client, alice_server)
    assert Claim.objects.get(user=alice, server=alice_server).status == "lapsed"
