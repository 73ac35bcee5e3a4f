"""The disputes list (/disputes/): its columns, its filters (a value not understood is
left out and named, the other applies), and the link to it in every page's header."""

from __future__ import annotations

import re

import pytest

from disputes import services
from tests.builders import file, published
from tests.conftest import make_server

pytestmark = pytest.mark.django_db


@pytest.fixture
def assessment(alice, alice_server):
    return published(alice_server, grades={1: "pass", 5: "pass", 6: "fail", 8: "partial"})


@pytest.fixture
def disputes(charlie, bob, assessment, reviewer):
    """One under review (dimensions 6 and 8) and one rejected (6), of Alice Tools."""
    review = file(charlie, assessment, dimensions=(6, 8))
    rejected = file(bob, assessment)
    services.dispute_resolve(
        dispute=rejected, by=reviewer, decisions=[services.Decision(6, "fail", "Not shown.")]
    )
    return review, rejected


def rows(page: str) -> dict[int, str]:
    """The table's rows by dispute number."""
    body = page.split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    return {
        int(n): row
        for n, row in re.findall(r"<tr><th scope=\"row\"><a [^>]*>#(\d+)</a>(.*?)</tr>", body)
    }


def test_it_shows_the_outcome_and_the_disputed_dimensions_by_name(client, disputes):
    review, rejected = disputes
    page = client.get("/disputes/").text
    assert '<th scope="col">Outcome</th>' in page and '<th scope="col">Dimensions</th>' in page
    found = rows(page)
    assert "6. Documentation Quality; 8. Deployment Accessibility" in found[review.pk]
    assert "Under review" in found[review.pk]
    assert "6. Documentation Quality" in found[rejected.pk] and "Rejected" in found[rejected.pk]
    assert "Deployment" not in found[rejected.pk]


def test_the_filters_are_the_directory_s_styled_form(client, disputes, assessment):
    page = client.get("/disputes/").text
    form = page.split('<form method="get" class="filter-bar"', 1)[1].split("</form>", 1)[0]
    assert form.count('class="filter-field"') == 2 and 'class="filter-actions"' in form
    server = assessment.server
    assert f'<option value="{server.slug}">{server.name}</option>' in form
    assert '<option value="rejected">Rejected</option>' in form


def test_it_filters_by_server_and_outcome(client, disputes, assessment):
    review, rejected = disputes
    slug = assessment.server.slug
    assert set(rows(client.get(f"/disputes/?server={slug}&state=rejected").text)) == {rejected.pk}
    assert set(rows(client.get("/disputes/?state=under_review").text)) == {review.pk}
    other = make_server("Quiet Tools")  # a listing with no disputes is understood
    page = client.get(f"/disputes/?server={other.slug}").text
    assert rows(page) == {} and "No disputes." in page and "Not understood" not in page
    assert f'<option value="{other.slug}" selected>Quiet Tools</option>' in page


def test_an_unknown_server_or_outcome_is_left_out_and_named(client, disputes, assessment):
    review, rejected = disputes
    page = client.get("/disputes/?server=no-such-server&state=rejected").text
    assert set(rows(page)) == {rejected.pk}  # the outcome still applies
    assert (
        'Not understood, so left out: <span id="id_server_error">Server</span>. '
        "The other filter applies." in page
    )
    assert 'aria-describedby="id_server_error"' in page  # the select names its error
    page = client.get(f"/disputes/?server={assessment.server.slug}&state=won").text
    assert set(rows(page)) == {review.pk, rejected.pk}  # the server still applies
    assert 'left out: <span id="id_state_error">Outcome</span>. The other filter applies.' in page
    page = client.get("/disputes/?server=nope&state=won").text
    assert set(rows(page)) == {review.pk, rejected.pk}
    assert re.search(
        r"left out: <span [^>]*>Server</span>, <span [^>]*>Outcome</span>\. No filter applies", page
    )


@pytest.mark.parametrize("persona", ["anonymous", "charlie", "reviewer"])
def test_every_reader_finds_it_in_the_header(client, persona, charlie, reviewer):
    if persona != "anonymous":
        client.force_login({"charlie": charlie, "reviewer": reviewer}[persona])
    for url in ("/", "/servers/"):
        header = client.get(url).text.split('<nav class="site-nav"', 1)[1].split("</nav>", 1)[0]
        assert '<a href="/disputes/">Disputes</a>' in header, url
    header = client.get("/disputes/").text.split('<nav class="site-nav"', 1)[1]
    assert '<a href="/disputes/" aria-current="page">Disputes</a>' in header
