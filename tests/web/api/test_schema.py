"""/api/schema/ is drf-spectacular's schema, generated once per process."""

from __future__ import annotations

import pytest
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.views import SpectacularAPIView


@pytest.mark.parametrize("accept", ["*/*", "application/json", "application/vnd.oai.openapi"])
def test_the_schema_is_the_one_drf_spectacular_serves(client, rf, accept):
    ours = client.get("/api/schema/", HTTP_ACCEPT=accept)
    theirs = SpectacularAPIView.as_view()(rf.get("/api/schema/", HTTP_ACCEPT=accept))
    theirs.render()
    assert ours.status_code == theirs.status_code == 200
    assert ours["Content-Type"] == theirs["Content-Type"]
    assert ours["Content-Disposition"] == theirs["Content-Disposition"]
    assert ours.content == theirs.content


def test_it_is_generated_once(client, monkeypatch):
    generated = []
    original = SchemaGenerator.get_schema

    def counting(self, *args, **kwargs):
        generated.append(1)
        return original(self, *args, **kwargs)

    from web.api import schema

    schema._written.cache_clear()
    monkeypatch.setattr(SchemaGenerator, "get_schema", counting)
    first = client.get("/api/schema/?format=json").content
    assert client.get("/api/schema/?format=json").content == first
    assert len(generated) == 1
