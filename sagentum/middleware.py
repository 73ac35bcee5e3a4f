"""Requests refused at the door or answered plainly when something is down.

A request body declared larger than ``DATA_UPLOAD_MAX_MEMORY_SIZE`` is refused with a
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

import logging

from asgiref.sync import iscoroutinefunction
from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.decorators import sync_and_async_middleware
from django.utils.deprecation import MiddlewareMixin

log = logging.getLogger(__name__)


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
    from web.api.errors import too_large_body  # loads DRF, which loads settings

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


class DatabaseUnavailableMiddleware(MiddlewareMixin):
    """While the database cannot be reached, a request answers 503 with a Retry-After and
    a reason (the API in its common error shape), logged as one WARNING line instead of a
    500 with a traceback. Services write in one transaction each, so nothing was half
    done; the next request opens a new connection by itself."""

    def process_exception(self, request: HttpRequest, exception: Exception):
        if not isinstance(exception, OperationalError | InterfaceError):
            return None
        said = str(exception).strip().splitlines()
        log.warning("database unavailable for %s %s: %s", request.method, request.path,
                    said[0] if said else type(exception).__name__)  # fmt: skip
        detail = (
            "The database cannot be reached just now, so this request was not completed; "
            "nothing was half done. Try again in a minute."
        )
        if request.path.startswith("/api/"):
            response = JsonResponse({"detail": detail, "code": "database_unavailable"}, status=503)
        else:
            response = HttpResponse(detail, status=503, content_type="text/plain; charset=utf-8")
        response["Retry-After"] = "30"
        response._has_been_logged = True  # the WARNING above, not Django's 5xx ERROR line
        return response
