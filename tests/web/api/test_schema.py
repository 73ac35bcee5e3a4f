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


def test_readers_at_once_never_generate_it_at_once(monkeypatch):
    # drf-spectacular loads its extensions into their classes on first use: two
    # generations at once could meet one half-loaded. A process generates one at a time.
    import threading
    import time

    from rest_framework.renderers import JSONRenderer

    from web.api import schema

    running, most = [], []

    def slow(self, *args, **kwargs):
        running.append(1)
        most.append(len(running))
        time.sleep(0.05)
        running.pop()
        return {"openapi": "3.0.3"}

    schema._written.cache_clear()
    monkeypatch.setattr(SchemaGenerator, "get_schema", slow)
    readers = [
        threading.Thread(target=schema._written, args=(f"v{n}", "en", JSONRenderer, "a/b"))
        for n in range(4)
    ]
    for reader in readers:
        reader.start()
    for reader in readers:
        reader.join()
    schema._written.cache_clear()
    assert len(most) == 4 and max(most) == 1
