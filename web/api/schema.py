"""The API's OpenAPI schema (drf-spectacular), generated and written once per process."""

from __future__ import annotations

import functools
import threading

from django.http import HttpResponse
from django.utils import translation
from drf_spectacular.generators import SchemaGenerator
from drf_spectacular.views import SpectacularAPIView


# ``/api/schema/``: the schema is read from the code (the API's views and serializers)
# and is the same for every reader, so it is generated and written once per process,
# version, language and format, not on every read (tens of milliseconds each). No
# docstring: the schema describes this endpoint with drf-spectacular's own.
class SchemaView(SpectacularAPIView):
    def _get_schema_response(self, request):
        version = self.api_version or request.version or self._get_version_parameter(request)
        renderer, media_type = request.accepted_renderer, request.accepted_media_type
        content = _written(version, translation.get_language(), type(renderer), media_type)
        if renderer.charset:
            media_type = f"{media_type}; charset={renderer.charset}"
        filename = self._get_filename(request, version)
        response = HttpResponse(content, content_type=media_type)
        response["Content-Disposition"] = f'inline; filename="{filename}"'
        return response


# One generation at a time in a process: drf-spectacular loads its extensions into their
# classes on first use, and a thread generating while another is loading them can meet
# one half-loaded (an optional extension's target still None: a 500).
_GENERATING = threading.Lock()


# Bounded: a reader chooses the version and the media type's parameters.
@functools.lru_cache(maxsize=8)
def _written(version: str | None, language: str | None, renderer: type, media_type: str) -> bytes:
    """Generated as ``SpectacularAPIView`` generates it for a public reader (no request:
    what a reader may do is not what the schema says), written by ``renderer``."""
    with _GENERATING:
        schema = SchemaGenerator(api_version=version).get_schema(request=None, public=True)
    return renderer().render(schema, media_type, {})
