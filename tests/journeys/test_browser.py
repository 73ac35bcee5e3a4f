"""Journeys through the real pages in headless Chromium (Playwright's sync API).

One browser serves the whole module; every test gets a fresh context (no
cookies carried over) and fails on any console error, uncaught exception or
Content-Security-Policy violation.

Playwright's sync API keeps an asyncio event loop running in the test thread,
and Django refuses ORM calls from such a thread (SynchronousOnlyOperation),
including pytest-django's own database flush after each test. Nothing here
runs ORM code concurrently with that loop: the loop only drives the browser
while the test waits. So DJANGO_ALLOW_ASYNC_UNSAFE is set for this module's
tests only, and restored afterwards.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.builders import full_assessment_with_calls
from tests.conftest import make_server, make_user

sync_api = pytest.importorskip("playwright.sync_api")

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
MOBILE = {"width": 390, "height": 844}
PASSWORD = "correct horse battery"

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(
        not CHROMIUM.exists(),
        reason=f"{CHROMIUM} is not installed (Debian: sudo apt-get install chromium)",
    ),
]

# Reported to the console so that the console listener below sees every
# violation, including ones the browser would only count silently.
REPORT_CSP_VIOLATIONS = """
document.addEventListener("securitypolicyviolation", (event) => {
  console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
});
"""


@pytest.fixture(scope="module")
def _allow_orm_beside_playwright() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
        yield


@pytest.fixture(scope="module")
def browser(_allow_orm_beside_playwright):
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(autouse=True)
def _plain_http(settings):
    # The live server speaks plain HTTP; the production defaults would redirect
    # to HTTPS and refuse to send secure cookies back.
    settings.SECURE_SSL_REDIRECT = False
    settings.SESSION_COOKIE_SECURE = False
    settings.CSRF_COOKIE_SECURE = False
    settings.ALLOW_PRIVATE_TARGETS = False


REFUSED_FORM = "the server responded with a status of 400"


class Tab:
    """A page in a fresh browser context, recording everything that went wrong."""

    def __init__(self, browser, base_url: str, **context_options):
        self.base_url = base_url
        self.context = browser.new_context(base_url=base_url, **context_options)
        self.context.add_init_script(REPORT_CSP_VIOLATIONS)
        self.page = self.context.new_page()
        self.page.set_default_timeout(5000)
        self.problems: list[str] = []
        self.refusal_expected = False
        self.page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        self.page.on("console", self._console)
        self.page.on("requestfailed", self._request_failed)

    def _console(self, message) -> None:
        if self.refusal_expected and REFUSED_FORM in message.text:
            return  # a form re-shown with its errors answers 400, as it should
        if message.type in ("error", "warning"):
            self.problems.append(f"console {message.type}: {message.text}")

    def expect_refusal(self) -> None:
        """The next form post is refused: its page comes back with status 400."""
        self.refusal_expected = True

    def _request_failed(self, request) -> None:
        # Moving on to the next page cancels requests still in flight (ERR_ABORTED).
        if "ERR_ABORTED" not in (request.failure or ""):
            self.problems.append(f"request failed: {request.url} ({request.failure})")

    def open(self, path: str):
        response = self.page.goto(path)
        assert response is not None
        return response

    def assert_clean(self) -> None:
        assert self.problems == []

    def stylesheet_applied(self) -> bool:
        # site.css sets the system font stack; the browser default is a serif.
        family = self.page.evaluate("getComputedStyle(document.body).fontFamily")
        return "system-ui" in family

    def field(self, label: str):
        """The control whose label starts with ``label`` (markers such as "*" follow it)."""
        return self.page.get_by_label(re.compile(rf"^{re.escape(label)}(\s|$)"))

    def log_in(self, email: str, *, next_path: str) -> None:
        self.open(f"/accounts/login/?next={next_path}")
        self.field("Email").fill(email)
        self.field("Password").fill(PASSWORD)
        self.page.get_by_role("button", name="Sign In").click()
        self.page.wait_for_url(f"**{next_path}")


@pytest.fixture
def tab(browser, live_server) -> Iterator[Tab]:
    tab = Tab(browser, live_server.url)
    yield tab
    tab.context.close()


@pytest.fixture
def phone(browser, live_server) -> Iterator[Tab]:
    tab = Tab(browser, live_server.url, viewport=MOBILE, is_mobile=True, has_touch=True)
    yield tab
    tab.context.close()


@pytest.fixture
def directory():
    return {
        "weather": make_server(
            "Alpha Weather", description="Forecasts for any city.", package_registry="pypi",
            package_name="alpha-weather-mcp",
        ),
        "books": make_server("Beta Books", transport="sse", description="Bookkeeping tools."),
        "files": make_server(
            "Gamma Files", endpoint_url="", repository_url="https://github.com/example/gamma",
            description="Local files.",
        ),
    }  # fmt: skip


def test_it_renders_the_public_pages_without_errors(tab, directory):
    for path, heading in [
        ("/", "Know which MCP servers are safe to run unattended."),
        ("/servers/", "Server directory"),
        ("/methodology/", "How Sagentum assesses MCP servers"),
        ("/testing-policy/", "Testing policy"),
        (f"/servers/{directory['weather'].slug}/", "Alpha Weather"),
    ]:
        response = tab.open(path)
        assert response.status == 200, path
        assert response.headers.get("content-security-policy"), path
        sync_api.expect(tab.page.get_by_role("heading", level=1)).to_have_text(heading)
        assert tab.stylesheet_applied(), path
    sync_api.expect(tab.page.get_by_text("Not yet assessed").first).to_be_visible()
    tab.assert_clean()


def test_it_keeps_every_typed_value_when_the_proposal_is_rejected(tab):
    make_user("pat@example.org")
    tab.log_in("pat@example.org", next_path="/servers/propose/")
    page = tab.page
    typed = {
        "Name": "Browser Test Server",
        "Description": "Checks that a rejected form keeps what was typed.",
        "Endpoint URL": "http://10.0.0.1/mcp",
        "Repository URL": "https://github.com/example/browser-test-mcp",
        "Documentation URL": "https://docs.example.org/browser-test-mcp",
        "Contact email": "ops@example.org",
    }
    for label, value in typed.items():
        tab.field(label).fill(value)
    page.locator("#id_transport").select_option("sse")
    # The first package's fields (the form offers blank rows for more).
    package = {"#id_packages-0-identifier": "browser-test-mcp",
               "#id_packages-0-version": "1.2.0"}  # fmt: skip
    for selector, value in package.items():
        page.locator(selector).fill(value)
    page.locator("#id_packages-0-registry_type").select_option("pypi")
    tab.expect_refusal()
    page.get_by_role("button", name="List this server").click()

    summary = page.get_by_role("alert")
    sync_api.expect(summary).to_contain_text("Please correct the following")
    sync_api.expect(summary).to_contain_text("Endpoint URL")
    endpoint = tab.field("Endpoint URL")
    sync_api.expect(endpoint).to_have_attribute("aria-invalid", "true")
    sync_api.expect(page.locator("#id_endpoint_url_error")).to_contain_text("https://")
    for label, value in typed.items():
        sync_api.expect(tab.field(label)).to_have_value(value)
    sync_api.expect(page.locator("#id_transport")).to_have_value("sse")
    for selector, value in package.items():
        sync_api.expect(page.locator(selector)).to_have_value(value)
    sync_api.expect(page.locator("#id_packages-0-registry_type")).to_have_value("pypi")

    endpoint.fill("https://mcp.browser-test.example/mcp")
    page.get_by_role("button", name="List this server").click()

    page.wait_for_url(re.compile(r"/servers/browser-test-server/$"))
    sync_api.expect(page.get_by_role("heading", level=1)).to_have_text("Browser Test Server")
    sync_api.expect(page.locator(".report-summary")).to_contain_text("Not yet assessed")
    # The messages, beside the report card's Copy buttons' own (empty) status region.
    sync_api.expect(page.locator(".messages[role=status]")).to_contain_text("is now listed")
    tab.assert_clean()


def test_it_searches_and_filters_the_directory(tab, directory):
    page = tab.page
    tab.open("/servers/")
    rows = page.locator("table tbody tr")
    sync_api.expect(rows).to_have_count(3)

    page.get_by_role("searchbox", name="Search").fill("weather")
    page.get_by_role("button", name="Apply").click()
    page.wait_for_url(re.compile(r"q=weather"))
    sync_api.expect(rows).to_have_count(1)
    sync_api.expect(rows.first).to_contain_text("Alpha Weather")
    sync_api.expect(page.get_by_role("searchbox", name="Search")).to_have_value("weather")

    page.get_by_role("searchbox", name="Search").fill("")
    tab.field("Endpoint").select_option("none")
    page.get_by_role("button", name="Apply").click()
    page.wait_for_url(re.compile(r"transport=none"))
    sync_api.expect(rows).to_have_count(1)
    sync_api.expect(rows.first).to_contain_text("Gamma Files")
    sync_api.expect(tab.field("Endpoint")).to_have_value("none")

    tab.field("Endpoint").select_option("")
    tab.field("Sort by").select_option("newest")
    page.get_by_role("button", name="Apply").click()
    page.wait_for_url(re.compile(r"sort=newest"))
    sync_api.expect(rows.first).to_contain_text("Gamma Files")

    page.get_by_role("searchbox", name="Search").fill("no such server")
    page.get_by_role("button", name="Apply").click()
    sync_api.expect(page.get_by_text("No listed server matches.")).to_be_visible()
    page.get_by_role("link", name="Show all servers").click()
    sync_api.expect(rows).to_have_count(3)
    tab.assert_clean()


def test_it_does_not_scroll_sideways_on_a_phone(phone, directory):
    make_user("pat@example.org")
    paths = [
        "/",
        "/servers/",
        f"/servers/{directory['weather'].slug}/",
        "/methodology/",
        "/testing-policy/",
        "/accounts/login/",
        "/accounts/signup/",
        "/accounts/password/reset/",
    ]
    for path in paths:
        phone.open(path)
        # Against the screen: a phone's browser widens its window to fit what overflows.
        width = [phone.page.evaluate("document.documentElement.scrollWidth"), MOBILE["width"]]
        assert width[0] <= width[1], f"{path} is {width[0]} px wide in a {width[1]} px window"
    phone.log_in("pat@example.org", next_path="/servers/propose/")
    phone.expect_refusal()
    phone.page.get_by_role("button", name="List this server").click()
    sync_api.expect(phone.page.get_by_role("alert")).to_be_visible()
    scroll, inner = phone.page.evaluate("document.documentElement.scrollWidth"), MOBILE["width"]
    assert scroll <= inner
    phone.assert_clean()


def test_it_shows_the_friendly_error_pages(tab, live_server, django_assert_num_queries):
    response = tab.open("/servers/no-such-server/")
    assert response.status == 404
    sync_api.expect(tab.page.get_by_role("heading", level=1)).to_have_text("Page not found")
    assert tab.stylesheet_applied()
    tab.page.get_by_role("searchbox", name="Search the directory").fill("weather")
    tab.page.get_by_role("button", name="Search").click()
    tab.page.wait_for_url(re.compile(r"/servers/\?q=weather"))

    from django.test import RequestFactory
    from django.views.defaults import server_error

    with django_assert_num_queries(0):
        html = server_error(RequestFactory().get("/")).content.decode()
    tab.page.set_content(html, wait_until="load")  # relative links resolve to the live server
    sync_api.expect(tab.page.get_by_role("heading", level=1)).to_contain_text("went wrong")
    assert tab.stylesheet_applied()


def test_a_user_claims_a_server_and_proves_it_with_a_dns_record(browser, live_server, settings):
    from tests.dnsserver import ZoneServer

    server = make_server("Delta Weather", endpoint_url="https://mcp.delta.test/mcp")
    make_user("dana@example.org")
    tab = Tab(browser, live_server.url)
    tab.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = tab.page
    with ZoneServer(zones=("delta.test",)) as zone:
        settings.DNS_NAMESERVERS = [("127.0.0.1", zone.port)]
        settings.VERIFICATION_DNS_TIMEOUT = 1.0
        tab.log_in("dana@example.org", next_path=f"/servers/{server.slug}/")
        page.get_by_role("link", name="Claim this server").click()
        page.get_by_role("radio", name=re.compile("DNS TXT record")).check()
        tab.field("Domain for the DNS record").select_option("delta.test")
        page.get_by_role("button", name="Create claim").click()
        sync_api.expect(page.locator("#publish-name")).to_have_text(
            "_sagentum-challenge.delta.test"
        )
        page.locator("button[data-copy=publish-value]").click()
        sync_api.expect(page.locator("button[data-copy=publish-value]")).to_have_text("Copied")
        # Said to a screen reader too, in a polite live region.
        sync_api.expect(page.get_by_role("status").filter(has_text="Copied")).to_have_text(
            "Copied to the clipboard."
        )
        value = page.evaluate("navigator.clipboard.readText()")
        assert value.startswith("sagentum-verification=")
        assert value == page.locator("#publish-value").inner_text()

        page.get_by_role("button", name="Check now").click()
        sync_api.expect(page.get_by_role("status").first).to_contain_text("dns-nxdomain")
        claim_url = page.url
        page.set_viewport_size(MOBILE)  # the check history and the claim list fit a phone
        for path in (claim_url, "/claims/"):
            page.goto(path)
            scroll, inner = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
            assert scroll <= inner, f"{path} is {scroll} px wide in a {inner} px window"
        page.set_viewport_size({"width": 1280, "height": 900})
        page.goto(claim_url)
        zone.records["_sagentum-challenge.delta.test"] = [("TXT", value)]
        page.get_by_role("button", name="Check now").click()
        sync_api.expect(page.locator(".messages")).to_contain_text("you are now an owner")
        sync_api.expect(page.locator(".claim-status")).to_have_text("Verified")
        sync_api.expect(page.get_by_text("Next scheduled re-check")).to_be_visible()
        page.goto(f"/servers/{server.slug}/")
        sync_api.expect(page.get_by_role("link", name="Edit listing")).to_be_visible()
    tab.assert_clean()
    tab.context.close()


def test_a_score_is_disputed_re_checked_and_upheld_in_the_open(browser, live_server, settings):
    """Publish → dispute with evidence → the reviewer re-runs the live tests and upholds →
    the revision on the report card, in the changelog and in the Atom feed, with the
    hash chain still verifying."""
    from django.contrib.auth.models import Group

    from certification.changelog import verify_chain
    from certification.models import REVIEWERS_GROUP, ChangelogEntry
    from disputes import checks
    from disputes.models import Dispute, DisputeCheck
    from tests.builders import published
    from tests.mcp_servers import well_behaved

    settings.ALLOW_PRIVATE_TARGETS = True
    settings.HARNESS_CALL_TIMEOUT = 5.0
    make_user("erin@example.org")
    rita = make_user("rita@example.org", is_staff=True)
    rita.groups.add(Group.objects.get(name=REVIEWERS_GROUP))
    with well_behaved() as mcp:
        server = make_server("Epsilon Tools", endpoint_url=mcp.url)
        assessment = published(server, "full", grades={1: "pass", 2: "fail", 5: "pass", 6: "pass"})
        before = str(assessment.score)

        filer = Tab(browser, live_server.url)
        page = filer.page
        filer.log_in("erin@example.org", next_path=f"/servers/{server.slug}/")
        page.get_by_role("link", name="Dispute this score").click()
        page.get_by_role("checkbox", name=re.compile("^2. Behavioural Consistency")).check()
        filer.field("What is wrong, and what should the grade be?").fill(
            "lookup_country returns results that match its output schema."
        )
        filer.field("Tool called").first.fill("lookup_country")
        filer.field("Arguments (JSON)").first.fill('{"code": "FR"}')
        filer.field("What it returned").first.fill('{"code": "FR", "name": "France"}')
        page.get_by_role("button", name="File the dispute").click()
        sync_api.expect(page.locator(".report-summary")).to_contain_text("Under review")
        dispute = Dispute.objects.get()
        filer.assert_clean()
        filer.context.close()

        reviewer = Tab(browser, live_server.url)
        page = reviewer.page
        reviewer.log_in("rita@example.org", next_path="/review/disputes/")
        page.get_by_role("link", name=f"#{dispute.pk}").click()
        page.get_by_role("button", name="Re-run the live tests").click()
        sync_api.expect(page.locator(".messages")).to_contain_text("were queued")
        # As the worker would, in a thread of its own (Playwright's loop holds this one).
        check_id, done = DisputeCheck.objects.get().pk, {}

        def work() -> None:
            from django.db import connections

            try:
                done["check"] = checks.check_execute(check_id=check_id)
            finally:
                connections.close_all()

        worker = threading.Thread(target=work)
        worker.start()
        worker.join(60)
        assert done["check"].state == "completed", done["check"].failure_label
        page.reload()
        sync_api.expect(page.get_by_text(re.compile(r"Live check #\d+: completed"))).to_be_visible()
        assert 0 < mcp.count <= 15
        page.get_by_role("radio", name=re.compile("^Pass:")).check()
        reviewer.field("Public reasoning").fill("The re-run shows every result conforms.")
        page.get_by_role("button", name="Record the decision").click()
        sync_api.expect(page.locator(".report-summary")).to_contain_text("Upheld")
        dispute.refresh_from_db()
        revision = dispute.revision
        page.goto(f"/servers/{server.slug}/")
        banner = page.locator(".banner", has_text=f"Revised after dispute #{dispute.pk}")
        sync_api.expect(banner).to_contain_text(f"{before} → {revision.score}")
        page.goto(f"/changelog/?server={server.slug}")
        sync_api.expect(page.get_by_text(f"dispute #{dispute.pk} upheld")).to_be_visible()
        feed = page.request.get(f"{live_server.url}/changelog/feed/").text()
        assert f"dispute #{dispute.pk} upheld" in feed
        reviewer.assert_clean()
        reviewer.context.close()
    assert verify_chain(ChangelogEntry.objects.order_by("seq")) == []


def test_the_api_docs_work_under_the_strict_csp(tab):
    response = tab.open("/api/docs/")
    assert response.status == 200
    assert "script-src 'self'" in response.headers["content-security-policy"]
    sync_api.expect(tab.page.get_by_text("Sagentum API").first).to_be_visible()
    # Swagger UI fetched the schema and lists the operations.
    sync_api.expect(tab.page.locator(".opblock").first).to_be_visible()
    assert tab.page.locator(".opblock").count() > 5
    tab.assert_clean()


CHART_TEXT_PX = """(selector) => {
  const svg = document.querySelector(selector);
  const box = svg.getBoundingClientRect();
  if (box.width === 0) return null;  // not shown at this width
  const scale = box.width / svg.viewBox.baseVal.width;
  const size = parseFloat(getComputedStyle(svg.querySelector("text")).fontSize);
  return size * scale;
}"""


@pytest.mark.parametrize("width", [1280, 390])
def test_the_report_card_reads_at_desktop_and_phone_widths(browser, live_server, width):
    from tests.builders import published

    server = make_server("Chart Server")
    published(server, grades={1: "pass", 5: "partial", 6: "fail", 8: "pass"})
    published(server)
    tab = Tab(browser, live_server.url, viewport={"width": width, "height": 900})
    try:
        tab.open(f"/servers/{server.slug}/")
        sizes = [tab.page.evaluate(CHART_TEXT_PX, s) for s in (".chart-wide", ".chart-narrow")]
        shown = [size for size in sizes if size is not None]
        assert len(shown) == 1 and shown[0] >= 12, sizes  # one chart, no label under 12 px
        sync_api.expect(tab.page.locator(".sparkline polyline")).to_be_visible()
        sync_api.expect(tab.page.get_by_text("Scored on 4 of 8 dimensions")).to_be_visible()
        overflow = tab.page.evaluate("document.documentElement.scrollWidth > window.innerWidth")
        assert not overflow
        tab.assert_clean()
    finally:
        tab.context.close()


def test_the_calls_table_fits_its_column_at_1280(browser, live_server):
    assessment = full_assessment_with_calls(make_server("Calls Server"))
    tab = Tab(browser, live_server.url, viewport={"width": 1280, "height": 900})
    try:
        tab.open(f"/assessments/{assessment.pk}/")
        table = tab.page.locator(".calls-table")
        sync_api.expect(table).to_be_visible()
        fits = tab.page.evaluate(
            "() => { const t = document.querySelector('.calls-table');"
            " return t.scrollWidth <= t.parentElement.clientWidth; }"
        )
        assert fits  # no column cut off or scrolled out of view
        method = table.locator("tbody code").first
        line = tab.page.evaluate("(el) => parseFloat(getComputedStyle(el).lineHeight)",
                                 method.element_handle())  # fmt: skip
        assert method.bounding_box()["height"] < 1.6 * line  # "tools/call" on one line
        tab.assert_clean()
    finally:
        tab.context.close()


def test_the_assessment_page_follows_the_state_and_the_calls(tab, settings):
    from assessments import services
    from assessments.models import Assessment
    from tests.builders import queued

    budget = settings.HARNESS_CALL_BUDGET
    waiting = queued(make_server("Progress Server"), "full")
    tab.open(waiting.get_absolute_url())
    panel = tab.page.locator("#progress")
    sync_api.expect(panel.locator("[data-queued-notice]")).to_be_visible()
    sync_api.expect(panel.get_by_label("Live calls")).to_have_attribute("value", "0")
    services.assessment_start(assessment_id=waiting.pk)
    Assessment.objects.filter(pk=waiting.pk).update(calls_made=3)
    # The page's script polls the status and follows it, without a reload.
    sync_api.expect(panel.locator("[data-field=state_display]")).to_have_text("Running")
    sync_api.expect(panel.locator("[data-queued-notice]")).to_be_hidden()
    sync_api.expect(panel.locator("[data-field=calls]")).to_have_text(f"3 of {budget} calls made")
    bar = panel.get_by_label("Live calls")
    assert bar.evaluate("(bar) => [bar.value, bar.max]") == [3, budget]
    assert tab.page.evaluate("performance.getEntriesByType('navigation').length") == 1
    tab.assert_clean()


REFUSING_CLIPBOARD = """
Object.defineProperty(navigator, "clipboard", {
  value: {writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError"))},
});
"""


def test_a_copy_that_fails_is_said_to_a_screen_reader(tab):
    make_user("pat@example.org")
    tab.context.add_init_script(REFUSING_CLIPBOARD)
    tab.log_in("pat@example.org", next_path="/account/api-tokens/")
    tab.page.get_by_role("button", name="Create a token").click()
    tab.page.get_by_role("button", name="Copy").first.click()
    status = tab.page.locator("[data-copy-status]")
    sync_api.expect(status).to_have_attribute("aria-live", "polite")
    sync_api.expect(status).to_have_text("Could not copy: select the text and copy it yourself.")
    sync_api.expect(tab.page.get_by_role("button", name="Copy").first).to_have_text("Copy")
    tab.assert_clean()
