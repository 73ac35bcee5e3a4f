"""The research page in headless Chromium at a phone's 390 px: served without errors,
its charts drawn, nothing scrolling sideways, and its text not scaled below 12 px."""

from __future__ import annotations

from tests.corpus_builders import corpus_entry
from tests.journeys.test_browser import (  # the browser and its phone, shared
    MOBILE,
    _allow_orm_beside_playwright,  # noqa: F401
    _plain_http,  # noqa: F401
    browser,  # noqa: F401
    phone,  # noqa: F401
    pytestmark,
)

pytestmark = pytestmark  # browser, and skipped without Chromium
PASS = dict.fromkeys(range(1, 9), "pass")


def test_the_research_page_reads_on_a_phone(phone):  # noqa: F811
    corpus_entry("A corpus entry with a long enough name", grades=PASS, tokens=4200,
                 annotations=[{"readOnlyHint": True}, None],
                 coverage=[("t0", True, None), ("t1", False, "not-reached-in-budget")])  # fmt: skip
    corpus_entry("Another", grades={**PASS, 1: "partial"}, tokens=900,
                 reasons={1: ["tool-side-effects-unstated"]}, annotations=[None],
                 coverage=[("t0", False, "needs-network")])  # fmt: skip
    response = phone.open("/research/")
    assert response.status == 200
    width = phone.page.evaluate("document.documentElement.scrollWidth")
    assert width <= MOBILE["width"], f"/research/ is {width} px wide in a 390 px window"
    charts = phone.page.locator("svg.bar-chart")
    assert charts.count() >= 8 and charts.first.is_visible()
    smallest = phone.page.evaluate(
        "Math.min(...[...document.querySelectorAll('svg.bar-chart')].map(s =>"
        " s.getBoundingClientRect().width / s.viewBox.baseVal.width))"
    )
    assert 13 * smallest >= 12, f"chart text drawn at {13 * smallest:.1f} px"
    phone.assert_clean()
