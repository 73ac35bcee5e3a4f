"""What every live test shares: the target, the run's state, the budget, and the
clients, every one of whose requests goes through the budget first."""

from __future__ import annotations

import logging
import time

import anyio

from assessments.harness import hints
from assessments.harness.budget import Budget
from assessments.harness.live.state import State
from assessments.harness.live.target import LiveTarget, command_roots
from assessments.harness.transport import GuardedTransport
from assessments.observations import LiveTestRecord

# One logger for the whole live test, whichever of its modules writes.
log = logging.getLogger("assessments.harness.live")

MODERN = "2026-07-28"


class Context:
    """One run of the live test against one target."""

    def __init__(
        self,
        target: LiveTarget,
        state: State,
        budget: Budget,
        *,
        user_agent: str,
        call_timeout: float,
        allow_private: bool,
        progress,
        pins: dict[str, str],
    ) -> None:
        self.target, self.state, self.budget = target, state, budget
        self.user_agent, self.call_timeout = user_agent, call_timeout
        self.allow_private, self.progress, self.pins = allow_private, progress, pins
        # A stdio server's command line names the roots it serves; calls add more. What
        # the owner supplied is never reused (a server may echo it back).
        self.harvest = hints.Harvest.from_roots(list(target.roots) or command_roots(target.command))
        self.harvest.deny(target.owner_arguments)
        self.harvest.deny(target.headers)
        self.harvest.deny(list(target.env.values()))
        self.keep_after_auth = 0  # calls the auth discovery leaves to the later tests
        self.stdio_output = None  # what a stdio server wrote besides JSON-RPC
        self.errlog = None  # a stdio server's stderr

    @property
    def left(self) -> int:
        """Calls left in the budget."""
        return self.budget.left

    async def begin(self, name: str) -> None:
        """Mark the start of a test: its calls are recorded under ``name``."""
        self.state.log.current_test = name
        # The callback may write to the database: never from the event loop's thread.
        await anyio.to_thread.run_sync(self.progress, f"Live test: {name.replace('_', ' ')}")

    def record(self, name: str, outcome: str, reason: str | None = None) -> None:
        calls = sum(1 for c in self.state.log.calls if c.test == name)
        self.state.tests[name] = LiveTestRecord(name, outcome, reason, calls)

    def stdio_latency(self, method: str, started: float) -> None:
        """Over stdio, a request's latency is measured here, request to response."""
        if self.target.transport != "stdio":
            return
        sent = [c for c in self.state.log.calls if c.method == method]
        if sent and sent[-1].latency_ms is None:
            sent[-1].latency_ms = round((time.monotonic() - started) * 1000, 1)

    def http_client(self, extra_headers: dict[str, str] | None = None, *, owner_headers=True):
        import httpx2

        transport = GuardedTransport(
            take=self.budget.take,
            log=self.state.log,
            allow_private=self.allow_private,
            pins=self.pins,
            resolve_timeout=self.call_timeout,
        )
        owner = self.target.headers if owner_headers else {}
        headers = {"User-Agent": self.user_agent, **owner, **(extra_headers or {})}
        return httpx2.AsyncClient(
            transport=transport,
            headers=headers,
            # Longer than the per-call deadline, so the SDK times a call out first (-32001).
            timeout=httpx2.Timeout(self.call_timeout + 5),
            follow_redirects=False,
        ), transport

    def client(self, mode: str):
        """An SDK client for the target's transport; every request goes through the budget."""
        from mcp import Client

        if self.target.transport == "stdio":
            stream, transport = self._stdio_stream()
        elif self.target.transport == "sse":
            stream, transport = self._sse_stream()
            mode = "legacy"  # the HTTP+SSE transport predates the stateless era
        else:
            from mcp.client.streamable_http import streamable_http_client

            http_client, transport = self.http_client()
            transport.skip_get_stream = True  # server pushes are not needed: no budget spent
            stream = streamable_http_client(
                self.target.url, http_client=http_client, terminate_on_close=False
            )
        client = Client(stream, mode=mode, cache=None, read_timeout_seconds=self.call_timeout)
        return client, transport

    def _stdio_stream(self):
        import tempfile

        from assessments.harness.stdio import StdioOutput, counting_stdio

        # The server's stderr (one file for both eras): its tail is kept when the run
        # goes wrong, and it is closed when the run ends.
        if self.errlog is None:
            self.errlog = tempfile.TemporaryFile(mode="w+")  # noqa: SIM115
        if self.stdio_output is None:
            self.stdio_output = StdioOutput.hiding(self.target.env.values())
        stream = counting_stdio(
            list(self.target.command),
            take=self.budget.take,
            log=self.state.log,
            errlog=self.errlog,
            env=self.target.env,
            inherit=self.target.inherit_environment,
            output=self.stdio_output,
        )
        return stream, GuardedTransport(
            take=self.budget.take, log=self.state.log, allow_private=False
        )

    def _sse_stream(self):
        from mcp.client.sse import sse_client

        transports: list[GuardedTransport] = []

        def factory(headers=None, timeout=None, auth=None):
            client, guarded = self.http_client(headers)
            transports.append(guarded)
            return client

        stream = sse_client(
            self.target.url,
            headers={"User-Agent": self.user_agent, **self.target.headers},
            timeout=self.call_timeout,
            sse_read_timeout=self.call_timeout * 4,
            httpx_client_factory=factory,
        )
        return stream, _FirstOf(transports)


class _FirstOf:
    """The refusal of whichever guarded transport an SDK client factory created."""

    def __init__(self, transports: list[GuardedTransport]) -> None:
        self._transports = transports

    @property
    def refusal(self) -> str | None:
        return next((t.refusal for t in self._transports if t.refusal), None)
