"""The methodology page renders its reason labels and a published version's dimensions
once per process: they are the code's and a published version's, which never change."""

from __future__ import annotations

import pytest

from web.pages import listings

pytestmark = pytest.mark.django_db


def test_the_reasons_and_dimensions_are_rendered_once(client, monkeypatch, settings):
    settings.PAGE_CACHE_SECONDS = 0  # the page made anew on every read
    listings._reason_list.cache_clear()
    listings._published_dimensions.cache_clear()
    rendered = []
    render = listings.render_to_string

    def counting(name, *args, **kwargs):
        rendered.append(name)
        return render(name, *args, **kwargs)

    monkeypatch.setattr(listings, "render_to_string", counting)
    first = client.get("/methodology/").text
    again = client.get("/methodology/").text
    assert first == again
    assert rendered.count(listings.REASON_LABELS) == 1
    assert rendered.count(listings.RUBRIC_DIMENSIONS) == 1
    assert 'id="reason-call-failed"' in again and 'id="dimension-8"' in again
