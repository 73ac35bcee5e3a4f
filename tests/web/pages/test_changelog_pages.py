"""The changelog links its proofs: the signed checkpoint, the public key and each entry's
inclusion proof, which verifies against that checkpoint; and every entry has a page of
its own that holds it however many entries come after it, where the feed links."""

from __future__ import annotations

import re
from html import unescape
from urllib.parse import urlsplit
from xml.etree import ElementTree

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from certification import merkle, pagecache, transparency
from certification.changelog import changelog_append
from certification.models import ChangelogEntry
from certification.services import server_update
from tests.conftest import make_server
from web.pages.listings import CHANGELOG_PAGE_SIZE

pytestmark = pytest.mark.django_db

ATOM = "{http://www.w3.org/2005/Atom}"
ROW = re.compile(r'<li class="changelog-entry" id="entry-(\d+)">(.*?)</li>', re.DOTALL)


def rows(html: str) -> dict[int, str]:
    """The changelog page's entries by seq, as their markup."""
    return {int(seq): row for seq, row in ROW.findall(html)}


def proof_link(html: str) -> str:
    """The one inclusion-proof link in ``html``."""
    links = re.findall(r'href="(/api/v1/changelog/proof/inclusion\?[^"]*)"', html)
    assert len(links) == 1, links
    return unescape(links[0])


def verifies(client, link: str, entry: ChangelogEntry) -> bool:
    """Whether the proof at ``link`` shows ``entry`` in the tree of today's checkpoint,
    whose signature holds."""
    checkpoint = client.get("/changelog/checkpoint").json()
    assert transparency.verify_signature(checkpoint)
    proof = client.get(link).json()
    nodes = [bytes.fromhex(node) for node in proof["proof"]]
    leaf = merkle.leaf_hash(bytes.fromhex(entry.entry_hash))
    root = bytes.fromhex(checkpoint["root_hash"])
    return merkle.verify_inclusion(leaf, entry.seq - 1, checkpoint["size"], nodes, root)


@pytest.fixture
def log():
    server = make_server("Logged Server")
    for n in range(6):
        changelog_append(kind="correction", title=f"Logged entry {n}", server=server)
    return server


def test_it_links_the_checkpoint_the_key_and_how_to_verify(log, client):
    html = client.get("/changelog/").content.decode()
    assert 'href="/changelog/checkpoint"' in html
    assert 'href="/changelog/public-key"' in html
    assert "verify_log.py include" in html
    assert client.get("/changelog/checkpoint").status_code == 200
    assert client.get("/changelog/public-key").status_code == 200


def test_it_each_entry_links_a_proof_that_verifies_against_the_checkpoint(log, client):
    found = rows(client.get("/changelog/").content.decode())
    entries = ChangelogEntry.objects.all()
    assert sorted(found) == sorted(entry.seq for entry in entries)
    for entry in entries:
        link = proof_link(found[entry.seq])
        assert verifies(client, link, entry), entry.seq
        assert f'href="/changelog/{entry.seq}/"' in found[entry.seq]
    # A proof of another entry does not pass for this one.
    first, last = entries.last(), entries.first()
    assert not verifies(client, proof_link(found[last.seq]), first)


def test_it_the_proof_follows_the_log_as_it_grows(log, client):
    entry = ChangelogEntry.objects.get(seq=2)
    link = proof_link(rows(client.get("/changelog/").content.decode())[2])
    changelog_append(kind="correction", title="One more")
    assert client.get(link).json()["tree_size"] == ChangelogEntry.objects.size()
    assert verifies(client, link, entry)


def test_it_shows_an_entry_on_its_own_page(log, client):
    entry = changelog_append(
        kind="server_delisted", title="Delisted for a test", body="Why it was.", server=log
    )
    assert entry.get_absolute_url() == f"/changelog/{entry.seq}/"
    response = client.get(entry.get_absolute_url())
    assert response.status_code == 200
    html = response.content.decode()
    for text in (
        "Delisted for a test",
        "Why it was.",
        "Server delisted",
        entry.entry_hash,
        entry.prev_hash,  # whole, not shortened
        f'href="{log.get_absolute_url()}"',
        f'href="/changelog/{entry.seq - 1}/"',
        'href="/changelog/checkpoint"',
        'href="/changelog/public-key"',
        f"<dd>{entry.seq}</dd>",
        f'datetime="{entry.created_at.isoformat()}"',
    ):
        assert text in html, text
    assert verifies(client, proof_link(html), entry)


def test_it_answers_404_for_an_unknown_entry(log, client):
    newest = ChangelogEntry.objects.size()
    assert client.get(f"/changelog/{newest}/").status_code == 200
    assert client.get(f"/changelog/{newest + 1}/").status_code == 404
    assert client.get("/changelog/0/").status_code == 404


def test_it_the_feed_links_the_entry_page_which_keeps_it_under_newer_entries(log, client):
    early = changelog_append(kind="correction", title="An early entry")
    feed = ElementTree.fromstring(client.get("/changelog/feed/").content)  # noqa: S314 (our own)
    item = next(e for e in feed.iter(f"{ATOM}entry") if e.findtext(f"{ATOM}title") == early.title)
    link = urlsplit(item.find(f"{ATOM}link").get("href")).path
    assert link == f"/changelog/{early.seq}/"
    # The entry's id is what it was before entries had pages: readers keep track by it.
    assert item.findtext(f"{ATOM}id").endswith(f"/changelog/#entry-{early.seq}")
    for n in range(CHANGELOG_PAGE_SIZE + 5):
        changelog_append(kind="correction", title=f"Newer entry {n}")
    assert early.seq not in rows(client.get("/changelog/").content.decode())
    html = client.get(link).content.decode()
    assert early.title in html and early.entry_hash in html
    # The list keeps its anchors, for links to /changelog/#entry-N shared before.
    assert early.seq in rows(client.get("/changelog/?page=2").content.decode())


def test_it_the_home_page_links_the_entry_page(log, client):
    newest = ChangelogEntry.objects.first()
    assert f'href="/changelog/{newest.seq}/"' in client.get("/").content.decode()


def read(client, path: str) -> tuple[int, object]:
    with CaptureQueriesContext(connection) as captured:
        response = client.get(path)
    assert response.status_code == 200
    return len(captured), response


@pytest.mark.django_db(transaction=True)  # the page is made anew in a thread of its own
def test_it_keeps_the_entry_page_and_forgets_it_when_its_server_is_renamed(log, client, settings):
    settings.PAGE_CACHE_SECONDS = 60
    entry = ChangelogEntry.objects.first()
    made, _ = read(client, entry.get_absolute_url())
    again, kept = read(client, entry.get_absolute_url())
    assert made > 0 and again == 0 and kept["X-Page-Cache"] == "hit"
    server_update(server=log, name="Renamed Server")
    read(client, entry.get_absolute_url())  # the version before, while it is made anew
    pagecache.settle()
    _, renamed = read(client, entry.get_absolute_url())
    assert "Renamed Server" in renamed.content.decode()
    assert entry.entry_hash in renamed.content.decode()
