"""axe-core over every page, public and signed in, at a desktop and a phone width.

axe-core (pinned by tests/axe/package-lock.json; `npm ci --prefix tests/axe`) is
evaluated in each page through the DevTools protocol, which the page's strict
Content-Security-Policy does not govern, and any violation of impact serious or
critical fails the test, listed with the page and the elements it names. The pages
share the browser journeys' fixtures (tests/journeys/test_browser.py): one Chromium
for the module, a fresh context per test, no console error allowed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.builders import full_assessment_with_calls
from tests.conftest import make_owner, make_server, make_user
from tests.journeys import test_browser as journeys
from tests.journeys.test_browser import Tab

# The browser journeys' fixtures: one Chromium for the module, ORM calls allowed beside
# Playwright's loop, plain HTTP on the live server.
browser = journeys.browser
_allow_orm_beside_playwright = journeys._allow_orm_beside_playwright
_plain_http = journeys._plain_http

AXE = Path(__file__).resolve().parents[1] / "axe" / "node_modules" / "axe-core" / "axe.min.js"

pytestmark = [
    *journeys.pytestmark,
    pytest.mark.skipif(
        not AXE.exists(), reason="axe-core is not installed (npm ci --prefix tests/axe)"
    ),
]

WIDTHS = {1280: {"width": 1280, "height": 900}, 390: {"width": 390, "height": 844}}

# Serious and critical violations fail; moderate and minor ones are left to judgement.
RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ` +
      v.nodes.slice(0, 5).map((n) => n.target.join(" ")).join(", "));
}"""


def axe_violations(tab: Tab, path: str) -> list[str]:
    """The serious and critical violations axe finds on ``path``, and whether the page
    scrolls sideways, each naming the page."""
    response = tab.open(path)
    assert response.status == 200, path
    if not tab.page.evaluate("typeof window.axe === 'object'"):
        tab.page.evaluate(AXE.read_text())
    found = [f"{path}: {violation}" for violation in tab.page.evaluate(RUN_AXE)]
    # Reflow (WCAG 1.4.10): nothing scrolls sideways at 390 px either. A phone's browser
    # widens its window to fit what overflows, so the page is measured against the screen.
    wide, window = tab.page.evaluate("document.documentElement.scrollWidth"), tab.width
    if wide > window:
        found.append(f"{path}: {wide} px wide in a {window} px window")
    return found


def assert_accessible(tab: Tab, paths: list[str]) -> None:
    found = [violation for path in paths for violation in axe_violations(tab, path)]
    assert found == [], "\n".join(found)
    tab.assert_clean()


def open_tab(browser, live_server, width: int) -> Tab:
    phone = {"is_mobile": True, "has_touch": True} if width < 600 else {}
    tab = Tab(browser, live_server.url, viewport=WIDTHS[width], **phone)
    tab.width = width
    return tab


@pytest.fixture
def public_record():
    """A listing with a full live assessment, a running one, and a disputed one."""
    from assessments import services
    from certification.models import RubricVersion
    from tests.builders import dispute_of, queued

    weather = make_server("Alpha Weather", description="Forecasts for any city.")
    assessment = full_assessment_with_calls(weather)
    disputed = make_server("Beta Books", description="Bookkeeping tools.")
    dispute = dispute_of(disputed, make_user("erin@example.org"))
    running = services.assessment_start(assessment_id=queued(make_server("Gamma"), "full").pk)
    services.assessment_progress(assessment=running, step="Live test: schema conformance")
    return {
        "server": weather,
        "assessment": assessment,
        "running": running,
        "dispute": dispute,
        "rubric": RubricVersion.objects.in_effect(),
    }


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_axe_finds_nothing_serious_on_the_public_pages(browser, live_server, public_record, width):
    slug = public_record["server"].slug
    tab = open_tab(browser, live_server, width)
    try:
        assert_accessible(tab, [
            "/",
            "/servers/",
            f"/servers/{slug}/",
            f"/assessments/{public_record['assessment'].pk}/",
            f"/assessments/{public_record['running'].pk}/",
            f"/servers/{slug}/history/",
            "/changelog/",
            "/methodology/",
            f"/methodology/{public_record['rubric'].version}/",
            "/testing-policy/",
            "/research/",
            "/docs/mcp/",
            "/disputes/",
            f"/disputes/{public_record['dispute'].pk}/",
            "/opt-out/",
            "/accounts/login/",
        ])  # fmt: skip
    finally:
        tab.context.close()


@pytest.mark.parametrize("width", sorted(WIDTHS))
def test_axe_finds_nothing_serious_on_the_signed_in_pages(
    browser, live_server, public_record, width
):
    from django.contrib.auth.models import Group

    from certification.models import REVIEWERS_GROUP
    from verification.services import claim_create

    owner = make_user("olga@example.org")
    owned = make_server("Delta Weather", endpoint_url="https://mcp.delta.test/mcp")
    verified = make_owner(owner, owned)
    pending = claim_create(user=owner, server=public_record["server"], method="dns")
    rita = make_user("rita@example.org", is_staff=True)
    rita.groups.add(Group.objects.get(name=REVIEWERS_GROUP))

    tab = open_tab(browser, live_server, width)
    try:
        tab.log_in(owner.email, next_path="/claims/")
        assert_accessible(tab, [
            "/claims/",
            f"/claims/{pending.pk}/",
            f"/claims/{verified.pk}/",
            "/account/api-tokens/",
            "/servers/propose/",
            f"/servers/{owned.slug}/edit/",
            f"/servers/{owned.slug}/",
        ])  # fmt: skip
    finally:
        tab.context.close()

    tab = open_tab(browser, live_server, width)
    try:
        tab.log_in(rita.email, next_path="/review/disputes/")
        assert_accessible(tab, [
            "/review/disputes/",
            "/review/opt-outs/",
            f"/disputes/{public_record['dispute'].pk}/",
        ])  # fmt: skip
    finally:
        tab.context.close()
