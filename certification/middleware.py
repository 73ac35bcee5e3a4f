"""A request body declared larger than ``DATA_UPLOAD_MAX_MEMORY_SIZE`` is refused with a
413 before anything reads it.

Left to Django, the first read of such a body (``request.body``, ``request.POST``, the
API's parsers) raises ``RequestDataTooBig``, which answers 400 and is logged as an ERROR
with a traceback. Here the declared length is compared first: the API answers in its
common error shape, a page in one line of text, and the refusal is logged like any other
4xx (one WARNING line from ``django.request``). Multipart bodies are left to Django,
which counts only their fields against the limit (files go to disk); the API's exception
handler answers those with the same 413.
"""

from __future__ import annotations

from asgiref.sync import iscoroutinefunction
from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.decorators import sync_and_async_middleware


def oversized_refusal(request: HttpRequest) -> HttpResponse | None:
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    if limit is None or request.content_type == "multipart/form-data":
        return None
    try:
        length = int(request.META.get("CONTENT_LENGTH") or 0)
    except ValueError:
        return None  # Django refuses a malformed length itself
    if length <= limit:
        return None
    from certification.api_errors import too_large_body  # loads DRF, which loads settings

    body = too_large_body(limit)
    if request.path.startswith("/api/"):
        return JsonResponse(body, status=413)
    return HttpResponse(body["detail"], status=413, content_type="text/plain; charset=utf-8")


@sync_and_async_middleware
def refuse_oversized_bodies(get_response):
    if iscoroutinefunction(get_response):

        async def middleware(request: HttpRequest) -> HttpResponse:
            return oversized_refusal(request) or await get_response(request)

    else:

        def middleware(request: HttpRequest) -> HttpResponse:
            return oversized_refusal(request) or get_response(request)

    return middleware
