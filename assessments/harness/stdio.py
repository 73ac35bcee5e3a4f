"""stdio targets (``manage.py assess --stdio`` only): every JSON-RPC message sent counts.

The write stream is wrapped so that each message takes one unit of the budget
before it is written to the server's stdin, and is recorded as a call.
"""

from __future__ import annotations

import os
from contextlib import asynccontextmanager
from typing import Any

import anyio

from assessments.harness.budget import BudgetRefused
from assessments.harness.transport import CallLog


class _CountingWriteStream:
    def __init__(self, stream, take, log: CallLog) -> None:
        self._stream, self._take, self._log = stream, take, log
        self.refusal: str | None = None

    async def send(self, item: Any, /) -> None:
        try:
            await anyio.to_thread.run_sync(self._take)
        except BudgetRefused as refusal:
            self.refusal = refusal.label
            raise
        message = getattr(item, "message", None)
        root = getattr(message, "root", message)
        method = getattr(root, "method", None) or "response"
        params = getattr(root, "params", None)
        tool = None
        if method == "tools/call" and isinstance(params, dict):
            tool = params.get("name")
        self._log.start(str(method), tool)
        # Latency is request to response, measured by the harness around each request.
        await self._stream.send(item)

    async def aclose(self) -> None:
        await self._stream.aclose()

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_info) -> None:
        await self.aclose()


def inherited_environment() -> dict[str, str]:
    """The caller's environment less Sagentum's own settings (its secret key, database and
    broker URLs, credentials key, e-mail password): those are never a server's business."""
    from django.conf import settings

    own = set(getattr(settings, "OWN_ENVIRONMENT", frozenset())) | _dotenv_names(settings)
    return {
        name: value
        for name, value in os.environ.items()
        if name not in own and not name.startswith(OWN_PREFIXES)
    }


# Prefixes of settings Sagentum or its libraries may read without naming them one by one
# (EMAIL_URL implies EMAIL_HOST_PASSWORD, and so on).
OWN_PREFIXES = ("EMAIL_", "DJANGO_", "DATABASE_", "CELERY_", "REDIS_", "SECRET_", "CREDENTIALS_")


def _dotenv_names(settings) -> set[str]:
    """The names a local ``.env`` sets: Sagentum's configuration, whatever it holds."""
    path = getattr(settings, "BASE_DIR", None)
    try:
        text = (path / ".env").read_text(encoding="utf-8") if path else ""
    except OSError:
        return set()
    names = set()
    for line in text.splitlines():
        name, sep, _ = line.strip().removeprefix("export ").partition("=")
        if sep and name and not name.startswith("#"):
            names.add(name.strip())
    return names


@asynccontextmanager
async def counting_stdio(
    command: list[str], *, take, log: CallLog, errlog, env=None, inherit: bool = True
):
    """The server inherits the caller's environment (less Sagentum's own settings), with
    ``env`` added (the SDK alone would pass on only HOME, LOGNAME, PATH, SHELL, TERM and
    USER). With ``inherit`` off (a sandboxed package), ``env`` is all it gets: the
    sandbox itself replaces what the SDK adds."""
    from mcp.client.stdio import StdioServerParameters, stdio_client

    inherited = inherited_environment() if inherit else {}
    params = StdioServerParameters(
        command=command[0], args=command[1:], env={**inherited, **(env or {})}, cwd="/"
    )
    async with stdio_client(params, errlog=errlog) as (read_stream, write_stream):
        yield read_stream, _CountingWriteStream(write_stream, take, log)
