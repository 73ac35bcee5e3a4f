"""One body for every API error (4xx), and a JSON parser that refuses what it cannot
read with a 400 rather than a 500.

Every error answers ``{"status": 404, "code": "not_found", "detail": "…"}``; a
validation error adds ``"errors": {"field": ["…"]}``, and a refusal may add what the
client needs next (a dispute of a superseded assessment names its ``revision``).
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import Http404, HttpRequest, JsonResponse
from rest_framework import exceptions
from rest_framework.parsers import JSONParser
from rest_framework.response import Response
from rest_framework.views import exception_handler


class ApiError(exceptions.APIException):
    """A refusal with its status, code, message and any extra fields of the body."""

    def __init__(self, status: int, detail: str, code: str, **extra: Any):
        super().__init__(detail=detail, code=code)
        self.status_code = status
        self.extra = extra


def error_body(status: int, detail: str, code: str, **extra: Any) -> dict[str, Any]:
    return {"status": status, "code": code, "detail": detail, **extra}


def too_large_body(limit: int) -> dict[str, Any]:
    """The refusal of a body over ``DATA_UPLOAD_MAX_MEMORY_SIZE`` (``limit`` bytes)."""
    return error_body(413, f"The request body is too large: at most {limit} bytes are "
                      "accepted.", "request_too_large")  # fmt: skip


def api_exception_handler(exc: Exception, context: dict) -> Response | None:
    if isinstance(exc, RequestDataTooBig):
        # Read by a parser: a 413 logged as one WARNING line, not a 400 with a traceback.
        return Response(too_large_body(settings.DATA_UPLOAD_MAX_MEMORY_SIZE), status=413)
    response = exception_handler(exc, context)
    if response is None:
        return None  # not an API error: a 500, logged as such
    status = response.status_code
    if isinstance(exc, exceptions.ValidationError):
        data = response.data
        errors = data if isinstance(data, dict) else {"non_field_errors": data}
        response.data = error_body(status, "The request has invalid fields.", "invalid",
                                   errors=errors)  # fmt: skip
        return response
    detail = exc.detail if isinstance(exc, exceptions.APIException) else response.data
    if isinstance(detail, dict):
        detail = detail.get("detail", "")
    if isinstance(exc, Http404) and str(detail).endswith("matches the given query."):
        # Django's lookup message names a model class; say what the client asked for.
        detail = f"Not found: nothing is published at {context['request'].path}."
    codes = exc.get_codes() if isinstance(exc, exceptions.APIException) else None
    code = codes if isinstance(codes, str) else _code_for(status)
    response.data = error_body(status, str(detail), code, **getattr(exc, "extra", {}))
    return response


def _code_for(status: int) -> str:
    return {400: "bad_request", 401: "not_authenticated", 403: "permission_denied",
            404: "not_found", 405: "method_not_allowed", 409: "conflict",
            429: "throttled"}.get(status, "error")  # fmt: skip


class StrictJSONParser(JSONParser):
    """JSON bodies; one nested too deeply to read is a 400, not a crash."""

    def parse(self, stream, media_type=None, parser_context=None):
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            data = None
            deep = True
        else:
            deep = nesting(data) > MAX_JSON_DEPTH
        if deep:
            raise exceptions.ParseError(
                f"JSON parse error - the body is nested too deeply (over {MAX_JSON_DEPTH} levels)."
            )
        return data


MAX_JSON_DEPTH = 32


def nesting(value) -> int:
    """How deeply a parsed JSON value nests, counted without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, level)
            if level <= MAX_JSON_DEPTH:
                children = item.values() if isinstance(item, dict) else item
                stack.extend((child, level + 1) for child in children)
    return deepest


def api_not_found(request: HttpRequest) -> JsonResponse:
    """An address under /api/ that names nothing, answered as every API error is."""
    from django.urls import Resolver404, resolve

    path = request.path
    other = path[:-1] if path.endswith("/") else path + "/"
    try:
        meant = resolve(other).url_name != "api_not_found"
    except Resolver404:
        meant = False
    detail = f"Not found: nothing is published at {path}."
    if meant:
        detail += f" Did you mean {other}?"
    return JsonResponse(error_body(404, detail, "not_found"), status=404)
