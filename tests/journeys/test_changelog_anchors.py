"""A link to ``/changelog/#entry-N`` shared before entries had pages of their own still
reaches the entry once newer entries have pushed it off the changelog's first page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from certification.changelog import changelog_append
from certification.models import ChangelogEntry
from web.pages.listings import CHANGELOG_PAGE_SIZE

sync_api = pytest.importorskip("playwright.sync_api")

CHROMIUM = Path("/usr/bin/chromium")

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason=f"{CHROMIUM} is not installed"),
]


@pytest.fixture
def page(live_server, monkeypatch) -> Iterator[object]:
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")  # the ORM beside Playwright's loop
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=["--no-sandbox", "--disable-gpu"]
        )
        page = browser.new_page(base_url=live_server.url)
        page.set_default_timeout(5000)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        yield page
        browser.close()
        assert errors == []


def test_it_an_old_anchor_link_goes_to_the_entry_page(page):
    early = changelog_append(kind="correction", title="Shared long ago")
    for n in range(CHANGELOG_PAGE_SIZE + 2):
        changelog_append(kind="correction", title=f"Newer entry {n}")
    newest = ChangelogEntry.objects.size()

    page.goto(f"/changelog/#entry-{early.seq}")
    page.wait_for_url(f"**/changelog/{early.seq}/")
    assert early.entry_hash in page.content()

    page.goto(f"/changelog/#entry-{newest}")  # on the first page: it stays there
    page.wait_for_load_state()
    assert page.url.endswith(f"/changelog/#entry-{newest}")
    assert page.locator(f"#entry-{newest}").is_visible()
