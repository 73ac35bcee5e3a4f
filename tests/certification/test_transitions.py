"""One transition helper for every state machine, and the invalidation the writes call
(no signals): each service that writes forgets the kept pages, and the badge when what
it says changed."""

from __future__ import annotations

import pytest
from django.core.cache import cache

from assessments import services as assessments
from assessments.models import Assessment, AssessmentTransition
from bench.registry_data import registry_items
from certification import badges, pagecache
from certification import services as listings
from certification.audit import history
from certification.models import Server, StateChange
from certification.registry import parse
from certification.registry_import import registry_import
from certification.transitions import TransitionRefused, transition
from disputes import services as disputes
from disputes.models import Dispute
from disputes.services import Decision
from optouts import services as optouts
from tests.builders import file, published, queued
from tests.conftest import make_server, make_user
from verification import services as claims

pytestmark = pytest.mark.django_db


# The helper


def test_it_refuses_a_move_its_table_does_not_allow_and_writes_nothing(alice_server):
    with pytest.raises(TransitionRefused, match=r"^A listing cannot go from listed to listed\.$"):
        transition(alice_server, to=Server.Status.LISTED)
    assessment = queued(alice_server)
    refusal = r"^An assessment cannot go from queued to completed\.$"
    with pytest.raises(TransitionRefused, match=refusal):
        transition(assessment, to=Assessment.State.COMPLETED)
    assert Assessment.objects.get(pk=assessment.pk).state == "queued"
    assert [t.to_state for t in assessment.transitions.all()] == ["queued"]
    assert not StateChange.objects.exists()


def test_it_moves_only_a_row_still_in_the_state_it_was_read_in(alice_server, reviewer):
    stale = Server.objects.get(pk=alice_server.pk)
    listings.server_delist(server=alice_server, reason="gone", by=reviewer)
    assert transition(stale, to=Server.Status.DELISTED, reason="again") is False
    assert [(c.from_state, c.to_state, c.by) for c in history(alice_server)] == [
        ("listed", "delisted", reviewer)
    ]


def test_it_writes_the_row_with_who_why_and_the_changes(alice_server, reviewer):
    assessment = queued(alice_server)
    assert transition(
        assessment, to=Assessment.State.RUNNING, by=reviewer, reason="by hand",
        changes={"progress": "Starting"},
    )  # fmt: skip
    stored = Assessment.objects.get(pk=assessment.pk)
    assert (stored.state, stored.progress) == ("running", "Starting")
    assert assessment.state == "running"
    row = AssessmentTransition.objects.filter(assessment=assessment).last()
    assert (row.from_state, row.to_state, row.by, row.reason) == (
        "queued", "running", reviewer, "by hand"
    )  # fmt: skip


def test_a_dispute_refused_a_move_says_so_in_its_own_error(charlie, alice_server, reviewer):
    dispute = file(charlie, published(alice_server))
    disputes.dispute_withdraw(dispute=dispute, by=charlie)
    dispute = Dispute.objects.get(pk=dispute.pk)
    with pytest.raises(disputes.DisputeError, match="cannot go from withdrawn to upheld"):
        disputes._move(dispute, Dispute.State.UPHELD)


# Invalidation: each write forgets the kept pages (and the badge, where it changes)


# The scopes a write can renew (``certification.pagecache``); a server's own is named apart.
SCOPES = (pagecache.ALL, "lists", "changelog")


@pytest.fixture
def kept(settings):
    settings.PAGE_CACHE_SECONDS = 60
    reset()


def pages_forgotten() -> bool:
    """Whether the write forgot some kept pages (a scope's generation was renewed)."""
    found = cache.get_many([pagecache._generation_key(scope) for scope in SCOPES])
    return any(value != "before" for value in found.values())


def keep_badge(slug: str) -> None:
    cache.set(badges._key(slug), "kept")


def badge_forgotten(slug: str) -> bool:
    return cache.get(badges._key(slug)) is None


def reset() -> None:
    cache.set_many({pagecache._generation_key(scope): "before" for scope in SCOPES}, None)


def test_listing_writes_forget_pages_and_badges(kept, alice_server, reviewer):
    keep_badge("new-tools")
    listings.server_create(proposed_by=None, name="New Tools", endpoint_url="")
    assert pages_forgotten() and badge_forgotten("new-tools")
    for write in (
        lambda: listings.server_update(server=alice_server, description="Edited."),
        lambda: listings.server_delist(server=alice_server, reason="gone", by=reviewer),
        lambda: listings.server_relist(server=alice_server, by=reviewer),
    ):
        reset()
        keep_badge(alice_server.slug)
        write()
        assert pages_forgotten() and badge_forgotten(alice_server.slug)
    reset()
    listings.server_packages_set(server=alice_server, packages=[])
    assert pages_forgotten()


def test_assessment_writes_forget_pages_and_a_publication_the_badge(kept, alice_server):
    assessment = queued(alice_server)
    assert pages_forgotten()
    reset()
    assessments.assessment_cancel(assessment=assessment, label="opted-out")
    assert pages_forgotten()
    reset()
    keep_badge(alice_server.slug)
    published(alice_server)
    assert pages_forgotten() and badge_forgotten(alice_server.slug)


def test_dispute_writes_forget_pages_and_a_revision_the_badge(
    kept, charlie, alice_server, reviewer
):
    assessment = published(alice_server, grades={1: "pass", 5: "pass", 6: "fail", 8: "partial"})
    reset()
    dispute = file(charlie, assessment)
    assert pages_forgotten()
    reset()
    keep_badge(alice_server.slug)
    disputes.dispute_resolve(dispute=dispute, by=reviewer, decisions=[Decision(6, "pass", "Ok.")])
    assert pages_forgotten() and badge_forgotten(alice_server.slug)


def test_claim_writes_forget_pages(kept, charlie):
    server = make_server("Claimed Weather")
    claim = claims.claim_create(user=charlie, server=server, method="dns")
    assert pages_forgotten()
    reset()
    claims.claim_withdraw(claim=claim)
    assert pages_forgotten()
    reset()
    claims.claim_reissue(claim=claims.claim_create(user=charlie, server=server, method="dns"))
    assert pages_forgotten()


def test_opt_out_writes_forget_pages_and_the_badge_when_it_takes_effect(kept, alice, alice_server):
    optouts.optout_request(server=alice_server, contact_email="ops@example.org")
    assert pages_forgotten()
    reset()
    keep_badge(alice_server.slug)
    optouts.optout_by_owner(server=alice_server, user=alice)
    assert pages_forgotten() and badge_forgotten(alice_server.slug)
    reset()
    keep_badge(alice_server.slug)
    optouts.optout_withdraw(server=alice_server, by=alice)
    assert pages_forgotten() and badge_forgotten(alice_server.slug)


def test_a_registry_import_forgets_pages(kept):
    entries, skipped = parse([{"servers": registry_items(1)}])
    registry_import(entries, skipped=skipped, delist_missing=False)
    assert pages_forgotten()


def test_an_admin_save_forgets_pages(kept, client, alice_server):
    admin = make_user("root@example.org", is_staff=True, is_superuser=True)
    client.force_login(admin)
    data = {
        "name": alice_server.name, "slug": alice_server.slug, "description": "By staff.",
        "endpoint_url": alice_server.endpoint_url, "transport": alice_server.transport,
        "repository_url": "", "documentation_url": "", "package_registry": "",
        "package_name": "", "contact_email": "",
    }  # fmt: skip
    keep_badge(alice_server.slug)
    response = client.post(f"/admin/certification/server/{alice_server.pk}/change/", data)
    assert response.status_code == 302
    assert pages_forgotten() and badge_forgotten(alice_server.slug)


def test_a_catalog_watch_and_a_dispute_check_forget_pages(kept, alice_server, charlie, reviewer):
    from assessments.watching import catalog_watch_run
    from disputes import checks
    from tests.builders import dispute_of

    reset()
    catalog_watch_run(server=alice_server)  # nothing certified: recorded as skipped
    assert pages_forgotten()
    dispute = dispute_of(alice_server, charlie)
    reset()
    checks.check_request(dispute=dispute, by=reviewer, enqueue=False)
    assert pages_forgotten()


def test_no_signal_is_left_to_do_it():
    from django.db.models.signals import post_delete, post_save

    assert not any(
        receiver for signal in (post_save, post_delete) for receiver in signal.receivers
        if "pagecache" in repr(receiver) or "badge" in repr(receiver)
    )  # fmt: skip
