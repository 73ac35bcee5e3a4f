"""The live test: connect, list tools, and run the 8 tests within 15 calls.

``run_live_test`` is synchronous (it runs its own event loop) so the Celery
task and ``manage.py assess`` call it the same way. It never raises for what
a server does: a hostile or broken server becomes evidence.
"""

from __future__ import annotations

import json
import logging
import secrets
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import anyio

from assessments.harness import hints
from assessments.harness.budget import BudgetRefused
from assessments.harness.transport import MAX_RESPONSE_BYTES, CallLog, GuardedTransport
from assessments.observations import (
    CallRecord,
    CallResult,
    Catalog,
    LiveObservation,
    LiveTestRecord,
    Tool,
    Unavailable,
)
from certification.outbound import netrules

log = logging.getLogger(__name__)

MODERN = "2026-07-28"
MAX_TOOLS = 500
MAX_PAGES = 5
ASSESSMENT_DEADLINE = 120.0
RAPID_CALLS = {"modern": 5, "legacy": 4}
SERVER_INFO_META = "io.modelcontextprotocol/serverInfo"


@dataclass(frozen=True)
class LiveTarget:
    url: str = ""
    transport: str = "streamable_http"  # "sse", or "stdio" (command line only)
    command: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)  # added to a stdio server's environment
    # Ask a stateless-era server its name (one server/discover, from a spare call): for a
    # listing made from the command line, named by what the server calls itself.
    learn_name: bool = False
    headers: dict[str, str] = field(default_factory=dict)  # owner-supplied test credentials
    owner_arguments: dict[str, dict[str, Any]] = field(default_factory=dict)
    # False for a sandboxed package: ``env`` is its whole environment, nothing inherited.
    inherit_environment: bool = True
    # Folders the server serves, as it sees them (a sandboxed package's home); empty:
    # the existing folders named on the command line.
    roots: tuple[str, ...] = ()
    # A sandboxed package: no network but loopback inside its own namespace.
    offline: bool = False


MAX_INSTRUCTIONS = 20_000  # characters of serverInfo instructions kept for the graders


@dataclass
class _State:
    """What the run accumulates; turned into a ``LiveObservation`` at the end."""

    log: CallLog = field(default_factory=CallLog)
    tests: dict[str, LiveTestRecord] = field(default_factory=dict)
    results: list[CallResult] = field(default_factory=list)
    protocol_version: str | None = None
    catalog: Catalog | None = None
    tool: Tool | None = None
    arguments: dict[str, Any] | None = None
    unexercised: list[tuple[str, str]] = field(default_factory=list)
    connected: bool = False
    failure: Unavailable | None = None
    auth_required: bool | None = None
    bogus_token_accepted: bool | None = None
    catalog_unchanged: bool | None = None
    refusal: str | None = None
    choice: Any = None
    tools_callable: int = 0
    exercised: list[str] = field(default_factory=list)
    second_try: bool = False
    server_name: str | None = None
    instructions: str | None = None
    stderr_tail: str | None = None
    auth_discovery: dict[str, Any] | None = None
    first_page: Catalog | None = None  # the first tools/list page, for the idempotency test


def run_live_test(
    target: LiveTarget,
    *,
    take,
    user_agent: str,
    call_timeout: float,
    allow_private: bool,
    budget_limit: int = 15,
    progress=lambda step: None,
) -> LiveObservation:
    """Run the live test against ``target``; ``take`` is the budget's ``take``."""
    state = _State()
    pins: dict[str, str] = {}
    try:
        if target.transport != "stdio":  # stdio: a process the operator started locally
            pins = check_target(target.url, call_timeout, allow_private)
    except netrules.TargetError as refusal:
        state.failure = Unavailable(refusal.label, refusal.detail)
        return _observation(state, target, user_agent, budget_limit)
    runner = _Runner(target, state, take, user_agent, call_timeout, allow_private, progress)
    runner.pins, runner.budget_limit = pins, budget_limit
    try:
        anyio.run(runner.run)
    except Exception:  # a broken server must become evidence, never a crash
        log.exception("live test of %s stopped on an unexpected error", target.url)
        state.failure = state.failure or Unavailable("internal-error")
    return _observation(state, target, user_agent, budget_limit)


def check_target(url: str, timeout: float, allow_private: bool) -> dict[str, str]:
    """The address rules, before any connection: https, public addresses only.

    Returns the pin for the transport: the URL's host name mapped to the checked
    address every connection will use (empty for an IP literal).
    """
    netrules.check_url(url, allow_private=allow_private)
    parts = urlsplit(url)
    port = netrules.default_port(parts)
    addresses = netrules.resolve(parts.hostname, port, timeout, allow_private=allow_private)
    if netrules.is_ip_literal(parts.hostname):
        return {}
    return {parts.hostname.lower(): str(addresses[0])}


def _observation(
    state: _State, target: LiveTarget, user_agent: str, budget_limit: int
) -> LiveObservation:
    calls = tuple(
        CallRecord(
            n=c.n, test=c.test, method=c.method, tool=c.tool, http_status=c.http_status,
            rpc_error=c.rpc_error, is_error=c.is_error, latency_ms=c.latency_ms,
            bytes=c.bytes if c.http_status is not None else None, outcome=c.outcome,
            header_findings=c.header_findings, retry_after=c.retry_after,
            arguments=c.arguments, argument_sources=c.argument_sources,
            chosen_because=c.chosen_because,
        )
        for c in state.log.calls
    )  # fmt: skip
    tests = tuple(
        state.tests.get(name) or LiveTestRecord(name, "not_run", state.refusal or "not-reached")
        for name in (
            "valid_call", "repeat_call", "malformed_parameter", "missing_parameter",
            "invalid_auth", "header_inspection", "rapid_sequential", "read_only_idempotency",
        )
    )  # fmt: skip
    return LiveObservation(
        connected=state.connected,
        protocol_version=state.protocol_version,
        user_agent=user_agent,
        call_budget=budget_limit,
        calls=calls,
        tests=tests,
        results=tuple(state.results),
        catalog=state.catalog,
        tool=state.tool.name if state.tool else None,
        unexercised=tuple(state.unexercised),
        auth_required=state.auth_required,
        bogus_token_accepted=state.bogus_token_accepted,
        catalog_unchanged=state.catalog_unchanged,
        failure=state.failure,
        transport=target.transport,
        server_name=state.server_name,
        instructions=state.instructions,
        stderr_tail=state.stderr_tail,
        tools_callable=state.tools_callable,
        exercised=tuple(state.exercised),
        second_try=state.second_try,
        auth_discovery=state.auth_discovery,
    )


class _Runner:
    def __init__(self, target, state, take, user_agent, call_timeout, allow_private, progress):
        self.target, self.state, self.take = target, state, take
        self.user_agent, self.call_timeout = user_agent, call_timeout
        self.allow_private, self.progress = allow_private, progress
        self.pins: dict[str, str] = {}
        self.budget_limit = 15
        # A stdio server's command line names the roots it serves; calls add more. What
        # the owner supplied is never reused (a server may echo it back).
        self.harvest = hints.Harvest.from_roots(
            list(target.roots) or _command_roots(target.command)
        )
        self.harvest.deny(target.owner_arguments)
        self.harvest.deny(target.headers)
        self.harvest.deny(list(target.env.values()))
        self._keep_after_auth = 0
        self._stdio_output = None  # what a stdio server wrote besides JSON-RPC

    # -- plumbing -----------------------------------------------------------------

    def _http_client(self, extra_headers: dict[str, str] | None = None, *, owner_headers=True):
        import httpx2

        transport = GuardedTransport(
            take=self.take,
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

    def _client(self, mode: str):
        """An SDK client for the target's transport; every request goes through the budget."""
        from mcp import Client

        if self.target.transport == "stdio":
            import tempfile

            from assessments.harness.stdio import StdioOutput, counting_stdio

            # The server's stderr (one file for both eras): its tail is kept when the run
            # goes wrong, and it is closed when the run ends.
            if getattr(self, "_errlog", None) is None:
                self._errlog = tempfile.TemporaryFile(mode="w+")  # noqa: SIM115
            if self._stdio_output is None:
                self._stdio_output = StdioOutput.hiding(self.target.env.values())
            stream = counting_stdio(
                list(self.target.command),
                take=self.take,
                log=self.state.log,
                errlog=self._errlog,
                env=self.target.env,
                inherit=self.target.inherit_environment,
                output=self._stdio_output,
            )
            transport = GuardedTransport(take=self.take, log=self.state.log, allow_private=False)
        elif self.target.transport == "sse":
            from mcp.client.sse import sse_client

            transports: list[GuardedTransport] = []

            def factory(headers=None, timeout=None, auth=None):
                client, guarded = self._http_client(headers)
                transports.append(guarded)
                return client

            stream = sse_client(
                self.target.url,
                headers={"User-Agent": self.user_agent, **self.target.headers},
                timeout=self.call_timeout,
                sse_read_timeout=self.call_timeout * 4,
                httpx_client_factory=factory,
            )
            transport = _FirstOf(transports)
            mode = "legacy"  # the HTTP+SSE transport predates the stateless era
        else:
            from mcp.client.streamable_http import streamable_http_client

            http_client, transport = self._http_client()
            transport.skip_get_stream = True  # server pushes are not needed: no budget spent
            stream = streamable_http_client(
                self.target.url, http_client=http_client, terminate_on_close=False
            )
        client = Client(stream, mode=mode, cache=None, read_timeout_seconds=self.call_timeout)
        return client, transport

    async def _test(self, name: str) -> None:
        self.state.log.current_test = name
        # The callback may write to the database: never from the event loop's thread.
        await anyio.to_thread.run_sync(self.progress, f"Live test: {name.replace('_', ' ')}")

    def _record(self, name: str, outcome: str, reason: str | None = None) -> None:
        calls = sum(1 for c in self.state.log.calls if c.test == name)
        self.state.tests[name] = LiveTestRecord(name, outcome, reason, calls)

    # -- the run ------------------------------------------------------------------

    async def run(self) -> None:
        try:
            with anyio.fail_after(ASSESSMENT_DEADLINE):
                for mode in (MODERN, "legacy"):
                    if await self._session(mode):
                        return
        finally:
            errlog = getattr(self, "_errlog", None)
            if errlog is not None:
                if self._went_wrong():
                    self.state.stderr_tail = _tail(errlog)
                errlog.close()
            failure = self.state.failure
            if self.target.transport == "stdio" and failure and failure.label == "handshake-failed":
                self.state.failure = self._stdio_failure(failure)

    def _stdio_failure(self, failure: Unavailable) -> Unavailable:
        """What a stdio process did instead of the handshake: exited, stayed silent, wrote
        what is not MCP or a line over the limit. A process that answered in JSON-RPC and
        kept running failed the handshake itself, as ``failure`` says."""
        output = self._stdio_output
        found = output.failure(self.call_timeout) if output is not None else None
        return found or failure

    def _went_wrong(self) -> bool:
        state = self.state
        broken = any(r.transport_error or r.timed_out for r in state.results)
        return state.failure is not None or not state.connected or broken

    async def _session(self, mode: str) -> bool:
        """One connection in one era. False: the era was refused, try the next."""
        self.state.log.current_test = "handshake"
        client, transport = self._client(mode)
        before = len(self.state.log.calls)
        errors: list[BaseException] = []
        try:
            async with client:
                await self._test("handshake")
                tools = await self._list_tools(client)
                self.state.connected = True
                self.state.protocol_version = client.protocol_version
                info = getattr(client, "server_info", None)
                self.state.server_name = str(info.name)[:200] if info and info.name else None
                instructions = getattr(client, "instructions", None)
                if isinstance(instructions, str) and instructions:
                    self.state.instructions = instructions[:MAX_INSTRUCTIONS]
                modern = mode == MODERN and self.target.transport != "sse"
                await self._run_tests(client, tools, era="modern" if modern else "legacy")
        except* BudgetRefused as group:
            self.state.refusal = group.exceptions[0].label
        except* Exception as group:
            errors.extend(group.exceptions)
        if not errors:
            return True
        log.info("live session (%s) ended early: %r", mode, errors[0])
        if self._catalog_too_large(before):
            return True  # served, but too large to read: another era would list it again
        era_refused = mode == MODERN and self.target.transport != "sse"
        if self.target.transport == "stdio" and _connection_closed(errors[0]):
            era_refused = False  # the process ended: starting it again would not help
        if not self.state.connected and era_refused and not self._auth_refused(before):
            return False
        if not self.state.connected and self.state.auth_required:
            await self._auth_discovery(keep=0)
        self._fail_connection(errors[0], transport)
        return True

    def _catalog_too_large(self, since: int) -> bool:
        """A ``tools/list`` response cut off at the response cap: the server answered,
        with a catalog too large to read, which is not an unreachable server."""
        if self.state.connected or not any(
            c.method == "tools/list" and c.outcome == "too-large"
            for c in self.state.log.calls[since:]
        ):
            return False
        self.state.failure = Unavailable(
            "catalog-too-large",
            f"the tools/list response is over the {MAX_RESPONSE_BYTES}-byte "
            f"({MAX_RESPONSE_BYTES // 1024} KiB) response limit",
        )
        return True

    async def _auth_discovery(self, *, keep: int) -> None:
        """After a 401 or 403: whether its ``WWW-Authenticate`` named OAuth
        protected-resource metadata (RFC 9728) and whether that document is served, one
        GET on the endpoint's own host, counted like any request, only while ``keep``
        calls stay left for the tests."""
        if self.state.auth_discovery is not None or self.target.transport == "stdio":
            return
        refused = [c for c in self.state.log.calls if c.http_status in (401, 403)]
        if not refused:
            return
        url = next((c.resource_metadata for c in refused if c.resource_metadata), None)
        found: dict[str, Any] = {"challenge": any(c.www_authenticate for c in refused)}
        found["metadata_advertised"] = url is not None
        self.state.auth_discovery = found
        if url is None:
            return
        found["same_host"] = same_host = _same_origin(url, self.target.url)
        if not same_host:
            return  # the harness talks only to the server under test, as it was reached
        if self._left() <= keep:
            found["metadata_served"] = None
            return
        await self._test("auth_discovery")
        found["metadata_served"] = False
        try:
            client, _ = self._http_client({"Accept": "application/json"}, owner_headers=False)
            async with client:
                with anyio.fail_after(self.call_timeout):
                    response = await client.get(url)
                    body = await response.aread()
            document = json.loads(body) if response.status_code == 200 else None
        except BudgetRefused:
            found["metadata_served"] = None
            return
        except Exception as error:  # unreachable or not JSON: not served
            log.debug("protected-resource metadata not read: %s", error)
            return
        if isinstance(document, dict) and (
            "resource" in document or "authorization_servers" in document
        ):
            servers = document.get("authorization_servers")
            found["metadata_served"] = True
            found["authorization_servers"] = len(servers) if isinstance(servers, list) else 0

    def _auth_refused(self, since: int) -> bool:
        calls = self.state.log.calls[since:]
        refused = any(c.http_status in (401, 403) for c in calls)
        if refused:
            self.state.auth_required = True
        return refused

    def _stdio_latency(self, method: str, started: float) -> None:
        """Over stdio, a request's latency is measured here, request to response."""
        if self.target.transport != "stdio":
            return
        sent = [c for c in self.state.log.calls if c.method == method]
        if sent and sent[-1].latency_ms is None:
            sent[-1].latency_ms = round((time.monotonic() - started) * 1000, 1)

    def _fail_connection(self, error: BaseException, transport: GuardedTransport) -> None:
        if transport.refusal:
            self.state.refusal = transport.refusal
        if self.state.connected:
            return
        label = transport.refusal or "handshake-failed"
        if self.state.auth_required:
            label = "auth-required"
        self.state.failure = Unavailable(label, _describe(error))

    async def _list_tools(self, client) -> list:
        await self._test("list_tools")
        tools, cursor = [], None
        for _ in range(MAX_PAGES):
            started = time.monotonic()
            with anyio.fail_after(self.call_timeout):
                page = await client.list_tools(cursor=cursor)
            self._stdio_latency("tools/list", started)
            tools.extend(page.tools[: MAX_TOOLS - len(tools)])
            if self.state.first_page is None:
                self.state.first_page = _catalog(page.tools)
            cursor = page.next_cursor
            if not cursor or len(tools) >= MAX_TOOLS:
                break
        self.state.catalog = _catalog(tools)
        return tools

    async def _run_tests(self, client, tools, *, era: str) -> None:
        try:
            await self._plan(client, era)
        finally:
            self._inspect_headers()

    def _inspect_headers(self) -> None:
        """Test 6 costs no call: it reads the headers of every response already received."""
        findings = {f for call in self.state.log.calls for f in call.header_findings}
        kinds = {finding.split(":", 1)[0] for finding in findings}
        if kinds & {"credential-header", "authorization-echoed", "secret-in-cookie"}:
            self.state.tests["header_inspection"] = LiveTestRecord(
                "header_inspection", "fail", "credential-in-headers"
            )
        elif kinds:
            self.state.tests["header_inspection"] = LiveTestRecord(
                "header_inspection", "partial", "cookie-flags"
            )
        else:
            self.state.tests["header_inspection"] = LiveTestRecord("header_inspection", "pass")

    # -- the plan -------------------------------------------------------------------

    def _left(self) -> int:
        """Calls left in the budget, as far as this run has spent it."""
        return self.budget_limit - len(self.state.log.calls)

    async def _plan(self, client, era: str) -> None:
        from assessments.harness import synth

        choices, unexercised = synth.rank_tools(
            list(self.state.catalog.tools), self.target.owner_arguments, self.harvest
        )
        if self.target.offline:
            # A sandboxed package reaches no network: a tool that may reach the outside
            # world would fail for the sandbox's sake, not the server's. MCP's default is
            # open world: only a tool that says openWorldHint: false is called, unless the
            # owner names it.
            def reaches_out(choice) -> bool:
                hints = choice.tool.annotations or {}
                return hints.get("openWorldHint") is not False and choice.rank != "owner-named"

            unexercised += [(c.tool.name, "needs-network") for c in choices if reaches_out(c)]
            choices = [c for c in choices if not reaches_out(c)]
        self.state.unexercised = list(unexercised)
        self.state.tools_callable = len(choices)
        if not choices:
            for name in ("valid_call", "repeat_call", "malformed_parameter", "missing_parameter",
                         "rapid_sequential", "read_only_idempotency"):  # fmt: skip
                self._record(name, "not_run", "no-callable-tool")
            await self._invalid_auth(era)
            return
        target = choices[0]
        errors = self._error_target(choices)
        malformed, missing = _invalid_arguments(errors)
        auth = 1 if self.target.transport == "streamable_http" else 0
        rapid = RAPID_CALLS[era]
        # Reserved up front so that no test starves: valid, repeat, the two error tests,
        # the bogus token, the rapid calls (at least 4) and the idempotency pair.
        reserve = 2 + (malformed is not None) + (missing is not None) + auth + 4 + 2
        rapid = max(4, min(rapid, 4 + self._left() - reserve))
        spare = self._left() - reserve - (rapid - 4)
        self._keep_after_auth = rapid + 2  # the rapid calls and the idempotency pair

        first, target, spare = await self._valid_call(client, target, choices, spare)
        self.state.tool, self.state.arguments = target.tool, target.arguments
        self.state.choice = target
        if not first.ok and first.synthesized and not (first.timed_out or first.transport_error):
            # The made-up arguments fail: repeating them would measure nothing, so the
            # calls go to the error tests and to other tools.
            for name in ("repeat_call", "rapid_sequential", "read_only_idempotency"):
                self._record(name, "not_run", "arguments-unverified")
            self._keep_after_auth = 0
            await self._error_test(client, "malformed_parameter", errors, malformed)
            await self._error_test(client, "missing_parameter", errors, missing)
            await self._invalid_auth(era)
            await self._learn_name(client, era)
            await self._coverage(client, choices, target)
            return
        second = await self._call(client, "repeat_call", target)
        same = first.ok and second.ok and first.shape == second.shape
        why = None if same else ("repeat-differs" if first.ok and second.ok else "call-failed")
        self._record("repeat_call", "pass" if same else "fail", why)
        if first.timed_out and second.timed_out:
            # Hung twice: more calls would only spend the deadline, one timeout each.
            for name in ("malformed_parameter", "missing_parameter", "rapid_sequential",
                         "read_only_idempotency"):  # fmt: skip
                self._record(name, "not_run", "server-hung")
            await self._invalid_auth(era)
            return
        if errors is not None and errors.tool.name != target.tool.name:
            errors = self._again(errors)  # with what the valid call returned
            malformed, missing = _invalid_arguments(errors)
        await self._error_test(client, "malformed_parameter", errors, malformed)
        await self._error_test(client, "missing_parameter", errors, missing)
        await self._invalid_auth(era)
        await self._rapid(client, target, rapid)
        await self._idempotency(client, target, first)
        if self.target.learn_name:  # a local process is named by what it calls itself
            await self._learn_name(client, era)
        await self._coverage(client, choices, target)
        if not self.target.learn_name:  # the instructions, with a call coverage left over
            await self._learn_name(client, era)

    async def _learn_name(self, client, era: str) -> None:
        """One ``server/discover`` (stateless era only: the handshake already told) for
        the server's instructions to the model, which the poisoning signals read, and its
        own name when the target wants it; only when a spare call is left."""
        from mcp import MCPError

        if era != "modern" or self._left() < 1:
            return
        await self._test("server_name")
        try:
            with anyio.fail_after(self.call_timeout):
                raw = await client.session.send_discover(MODERN)
        except (MCPError, TimeoutError, ValueError) as error:
            log.debug("server/discover not answered: %s", error)
            return
        if not isinstance(raw, dict):
            return
        instructions = raw.get("instructions")
        if isinstance(instructions, str) and instructions:
            self.state.instructions = instructions[:MAX_INSTRUCTIONS]
        meta = raw.get("_meta")
        info = meta.get(SERVER_INFO_META) if isinstance(meta, dict) else None
        name = info.get("name") if isinstance(info, dict) else None
        wanted = self.target.learn_name and not self.state.server_name
        if wanted and isinstance(name, str) and name.strip():
            self.state.server_name = name.strip()[:200]

    def _error_target(self, choices):
        """The tool of tests 3 and 4: the target when it has parameters to get wrong, else
        the best-ranked callable tool that has; ``None`` when no tool has any."""
        for choice in choices:
            if _invalid_arguments(choice) != (None, None):
                return choice
        return None

    def _again(self, choice):
        """``choice`` with its arguments built anew from what earlier calls returned."""
        from dataclasses import replace

        from assessments.harness import synth

        if choice.rank == "owner-named" and not choice.synthesis.synthesized:
            return choice
        synthesis = synth.arguments_for(
            choice.tool,
            self.target.owner_arguments.get(choice.tool.name),
            self.harvest,
            named=choice.tool.name in self.target.owner_arguments,
        )
        return replace(choice, synthesis=synthesis) if synthesis.arguments is not None else choice

    async def _valid_call(self, client, target, choices, spare: int):
        """Test 1, with one second try when the first failed on made-up arguments: the
        next candidate value, or else the next-ranked tool (a call from the spare ones)."""
        from dataclasses import replace

        first = await self._call(client, "valid_call", target)
        retry = None
        if not first.ok and first.synthesized and not first.timed_out and spare > 0:
            if target.synthesis.alternative is not None:
                synthesis = replace(
                    target.synthesis,
                    arguments=target.synthesis.alternative,
                    alternative=None,
                )
                retry = replace(target, synthesis=synthesis)
            elif len(choices) > 1:
                retry = self._again(choices[1])
        if retry is not None:
            spare -= 1
            self.state.second_try = True
            again = await self._call(client, "valid_call", retry, why="second-candidate")
            if again.ok:
                first, target = again, retry
        self._record(
            "valid_call", "pass" if first.ok else "fail", None if first.ok else "call-failed"
        )
        return first, target, spare

    async def _coverage(self, client, choices, target) -> None:
        """The calls left once the 8 tests are done go to further callable tools, one
        each, with arguments built from what earlier calls returned."""
        done = {target.tool.name}
        for choice in choices:
            if choice.tool.name in done:
                continue
            if self._left() <= 0:
                self.state.unexercised.append((choice.tool.name, "not-reached-in-budget"))
                continue
            done.add(choice.tool.name)
            try:
                await self._call(client, "coverage", self._again(choice))
            except* BudgetRefused:
                self.state.unexercised.append((choice.tool.name, "not-reached-in-budget"))

    async def _call(self, client, test: str, choice, arguments=None, *, why=None) -> CallResult:
        """One ``tools/call`` of ``choice`` (a ``synth.Choice``), with its arguments unless
        ``arguments`` (an error test's invalid ones) are given."""
        import mcp_types
        from mcp import MCPError

        from assessments.harness import synth

        tool = choice.tool
        sent = choice.arguments if arguments is None else arguments
        sources = _sources(choice, sent)
        await self._test(test)
        request = mcp_types.CallToolRequest(
            params=mcp_types.CallToolRequestParams(name=tool.name, arguments=sent)
        )
        before = len(self.state.log.calls)
        started = time.monotonic()
        synthesized = any(v != "owner" for v in sources.values())
        context = {
            "tool": tool.name,
            "synthesized": synthesized,
            "owner_supplied": arguments is None
            and choice.rank == "owner-named"
            and not synthesized
            and not choice.synthesis.synthesized,
            "sent": (sent, sources, why or choice.rank),
            "before": before,
            "started": started,
        }
        try:
            with anyio.fail_after(self.call_timeout + 1):
                result = await client.session.send_request(
                    request,
                    mcp_types.CallToolResult,
                    request_read_timeout_seconds=self.call_timeout,
                )
        except MCPError as error:
            wire = self.state.log.last_tool_call(test)
            status = wire.http_status if wire is not None and wire.n > before else None
            return self._result(
                test,
                context,
                ok=False,
                rpc_error=error.code,
                timed_out=error.code == -32001,
                # The connection closed under the call; an HTTP answer (a 429 with an
                # error body) is an answer, not a dropped connection.
                transport_error=error.code == -32000 and (status is None or status >= 500),
                names_problem=synth.error_names_problem(error.message, _props(tool)),
            )
        except TimeoutError:
            return self._result(test, context, ok=False, timed_out=True)
        except Exception as error:  # protocol-invalid result or broken stream: evidence
            log.info("call in %s failed after %.1fs: %s", test, time.monotonic() - started, error)
            return self._result(test, context, ok=False, transport_error=True)
        blocks = [block.model_dump(mode="json") for block in result.content or []]
        text = " ".join(str(block.get("text", "")) for block in blocks)
        structured = result.structured_content
        conforms = None
        if tool.output_schema and not result.is_error:
            conforms = structured is not None and not synth.validate_arguments(
                tool.output_schema, structured
            )
        outcome = self._result(
            test,
            context,
            ok=not result.is_error,
            is_error=bool(result.is_error),
            shape=synth.result_shape(structured, blocks),
            digest=synth.result_digest(structured, blocks),
            conforms=conforms,
            names_problem=synth.error_names_problem(text, _props(tool))
            if result.is_error
            else None,
        )
        if outcome.ok and arguments is None:
            wire = self.state.log.last_tool_call(test)
            texts = "\n".join(str(b.get("text", "")) for b in blocks if b.get("type") == "text")
            try:
                hints.harvest_result(structured, texts, self.harvest, wire.n if wire else None)
            except (RecursionError, ValueError, TypeError):  # a hostile result: reuse nothing
                log.info("nothing harvested from a result of %s", tool.name)
            if tool.name not in self.state.exercised:
                self.state.exercised.append(tool.name)
        return outcome

    def _result(self, test: str, context: dict[str, Any], **fields) -> CallResult:
        wire = self.state.log.last_tool_call(test)
        if wire is not None and wire.n <= context["before"]:
            wire = None  # the request never left (refused by the budget)
        if wire is not None:
            wire.rpc_error = fields.get("rpc_error")
            wire.is_error = fields.get("is_error")
            if not fields.get("ok") and wire.outcome == "ok":
                wire.outcome = "error"
            sent, sources, why = context["sent"]
            wire.arguments = _display(sent, sources)
            wire.argument_sources = dict(sources)
            wire.chosen_because = why
            if self.target.transport == "stdio":  # request to response, not just the write
                wire.latency_ms = round((time.monotonic() - context["started"]) * 1000, 1)
        status = wire.http_status if wire else None
        result = CallResult(
            test=test,
            http_status=status,
            tool=context["tool"],
            synthesized=context["synthesized"],
            owner_supplied=context["owner_supplied"],
            **fields,
        )
        self.state.results.append(result)
        return result

    async def _error_test(self, client, test: str, choice, arguments) -> None:
        if arguments is None:
            self._record(
                test,
                "not_applicable",
                "no-typed-parameter" if test == "malformed_parameter" else "no-required-parameter",
            )
            return
        if self._left() < 1:
            self._record(test, "not_run", "budget-exhausted")
            return
        result = await self._call(client, test, choice, arguments)
        if result.ok:
            self._record(test, "fail", "invalid-input-accepted")
        elif result.timed_out or result.transport_error or (result.http_status or 0) >= 500:
            self._record(test, "fail", "error-not-handled")
        elif result.rpc_error == -32602 or (result.is_error and result.names_problem):
            self._record(test, "pass")
        else:
            self._record(test, "partial", "generic-refusal")

    async def _invalid_auth(self, era: str) -> None:
        """One request with a bogus bearer token (test 5): in the 2026-07-28 era a
        ``tools/list`` through the SDK (one request), in the handshake era a bare
        ``initialize`` (one request, where the SDK would send three or more)."""
        await self._test("invalid_auth")
        token = f"Bearer sagentum-invalid-{secrets.token_hex(8)}"
        before = len(self.state.log.calls)
        if self.target.transport != "streamable_http":
            self._record("invalid_auth", "not_applicable", "transport-without-http-auth")
            return
        refused = False
        try:
            if era == "modern":
                await self._bogus_modern(token)
            else:
                await self._bogus_initialize(token)
        except* BudgetRefused:
            refused = True
        except* Exception as group:
            # A refusal tears the client down; the recorded status tells what happened.
            log.debug("bogus-token request ended: %s", group.exceptions[0])
        if refused:
            self._record("invalid_auth", "not_run", "budget-exhausted")
            return
        calls = self.state.log.calls[before:]
        status = calls[0].http_status if calls else None
        declared = self.state.auth_required or any(c.www_authenticate for c in self.state.log.calls)
        if status in (401, 403):
            self.state.bogus_token_accepted = False
            self._record("invalid_auth", "pass")
            await self._auth_discovery(keep=self._keep_after_auth)
        elif status is not None and status < 300 and declared:
            self.state.bogus_token_accepted = True
            self._record("invalid_auth", "fail", "auth-not-enforced")
        elif status is not None and status < 300:
            self.state.bogus_token_accepted = True
            self._record("invalid_auth", "not_applicable", "open-server")
        elif status is None:
            self._record("invalid_auth", "fail", "error-not-handled")
        else:
            self._record("invalid_auth", "partial", "unexpected-status")

    async def _bogus_modern(self, token: str) -> None:
        from mcp import Client
        from mcp.client.streamable_http import streamable_http_client

        http_client, _ = self._http_client({"Authorization": token})
        stream = streamable_http_client(
            self.target.url, http_client=http_client, terminate_on_close=False
        )
        async with Client(stream, mode=MODERN, cache=None) as client:
            with anyio.fail_after(self.call_timeout):
                await client.list_tools()

    async def _bogus_initialize(self, token: str) -> None:
        http_client, _ = self._http_client({"Authorization": token})
        body = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-11-25",
                "capabilities": {},
                "clientInfo": {"name": "sagentum", "version": "1.0"},
            },
        }
        headers = {"Accept": "application/json, text/event-stream"}
        async with http_client:
            response = await http_client.post(self.target.url, json=body, headers=headers)
            await response.aread()

    async def _rapid(self, client, choice, count: int) -> None:
        if self._left() < count:
            self._record("rapid_sequential", "not_run", "budget-exhausted")
            return
        results = []
        for _ in range(count):
            results.append(await self._call(client, "rapid_sequential", choice))
        wires = [c for c in self.state.log.calls if c.test == "rapid_sequential"]
        limited = [c for c in wires if c.http_status == 429]
        if all(r.ok for r in results):
            self._record("rapid_sequential", "pass")
        elif any(r.timed_out or r.transport_error or (r.http_status or 0) >= 500 for r in results):
            self._record("rapid_sequential", "fail", "error-under-load")
        elif limited and all(c.retry_after for c in limited):
            self._record("rapid_sequential", "pass", "rate-limited-properly")
        elif limited:
            self._record("rapid_sequential", "partial", "rate-limited-without-retry-after")
        else:
            self._record("rapid_sequential", "fail", "call-failed")

    async def _idempotency(self, client, choice, first: CallResult) -> None:
        if self._left() < 2:  # a listing and a call, or nothing at all
            self._record("read_only_idempotency", "not_run", "budget-exhausted")
            return
        await self._test("read_only_idempotency")
        before = self.state.first_page or self.state.catalog
        started = time.monotonic()
        with anyio.fail_after(self.call_timeout):
            page = await client.list_tools()
        self._stdio_latency("tools/list", started)
        after = _catalog(page.tools)  # page 1 again, compared with page 1 as first listed
        self.state.catalog_unchanged = _digest(after) == _digest(before)
        again = await self._call(client, "read_only_idempotency", choice)
        same = again.ok and first.ok and again.digest == first.digest
        if same and self.state.catalog_unchanged:
            self._record("read_only_idempotency", "pass")
        elif not (again.ok and first.ok) and self.state.catalog_unchanged:
            self._record("read_only_idempotency", "fail", "call-failed")
        else:
            self._record("read_only_idempotency", "fail", "side-effects-or-drift")


class _FirstOf:
    """The refusal of whichever guarded transport an SDK client factory created."""

    def __init__(self, transports: list[GuardedTransport]) -> None:
        self._transports = transports

    @property
    def refusal(self) -> str | None:
        return next((t.refusal for t in self._transports if t.refusal), None)


def _props(tool: Tool) -> list[str]:
    return list(((tool.input_schema or {}).get("properties") or {}).keys())


def _catalog(tools) -> Catalog:
    import json

    converted = tuple(
        Tool(
            name=t.name,
            description=t.description or "",
            input_schema=t.input_schema if isinstance(t.input_schema, dict) else None,
            output_schema=t.output_schema if isinstance(t.output_schema, dict) else None,
            annotations=(
                t.annotations.model_dump(by_alias=True, exclude_none=True)
                if t.annotations is not None
                else None
            ),
            source="live",
            definition=t.model_dump(by_alias=True, exclude_unset=True, mode="json"),
        )
        for t in tools
    )
    encoded = json.dumps(
        [t.model_dump(by_alias=True, exclude_none=True, mode="json") for t in tools]
    )
    return Catalog(tools=converted, source="live tools/list", token_estimate=-(-len(encoded) // 4))


def _digest(catalog: Catalog) -> str:
    import hashlib
    import json

    data = [
        (t.name, t.description, t.input_schema, t.output_schema, t.annotations)
        for t in catalog.tools
    ]
    return hashlib.sha256(json.dumps(data, sort_keys=True, default=str).encode()).hexdigest()


def _describe(error: BaseException) -> str:
    while isinstance(error, BaseExceptionGroup) and error.exceptions:
        error = error.exceptions[0]  # the error itself, not the task group around it
    text = f"{type(error).__name__}: {error}"
    return text.splitlines()[0][:300] if text else type(error).__name__


def _invalid_arguments(choice) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """(wrong-typed, missing-required) arguments for tests 3 and 4; ``None`` where the
    tool has no typed (or no required) parameter, or there is no tool at all."""
    from assessments.harness import synth

    if choice is None:
        return None, None
    schema = choice.tool.input_schema or {}
    return (
        synth.malformed_arguments(
            schema, choice.arguments, open_world=synth.open_world(choice.tool)
        ),
        synth.missing_arguments(schema, choice.arguments),
    )


def _sources(choice, sent: dict[str, Any]) -> dict[str, str]:
    """Where each value sent came from; a value the choice did not hold was put there by
    an error test (a wrong type)."""
    known = choice.synthesis.sources
    return {
        name: known.get(name, "wrong-type")
        if value == choice.arguments.get(name, _MISSING)
        else "wrong-type"
        for name, value in sent.items()
    }


_MISSING = object()
MAX_SHOWN_VALUE = 200


def _display(sent: dict[str, Any], sources: dict[str, str]) -> dict[str, Any]:
    """Arguments as reported: owner-supplied values by key only, never the value; made-up
    values in full (long strings cut)."""
    import json

    shown: dict[str, Any] = {}
    for name, value in list(sent.items())[:50]:
        if sources.get(name) == "owner":
            shown[name] = "(owner-supplied)"
            continue
        text = json.dumps(value, default=str)
        shown[name] = value if len(text) <= MAX_SHOWN_VALUE else text[:MAX_SHOWN_VALUE] + "…"
    return shown


MAX_STDERR_TAIL = 2000


def _tail(errlog) -> str | None:
    """The last ``MAX_STDERR_TAIL`` characters a stdio server wrote to stderr."""
    try:
        errlog.flush()
        errlog.seek(0, 2)
        size = errlog.tell()
        errlog.seek(max(0, size - MAX_STDERR_TAIL * 4))
        text = errlog.read()
    except (OSError, ValueError):
        return None
    if len(text) > MAX_STDERR_TAIL:
        text = text[-MAX_STDERR_TAIL:]
        text = text.split("\n", 1)[1] if "\n" in text else text  # from a line's start
    return text.strip() or None


def _connection_closed(error: BaseException) -> bool:
    while isinstance(error, BaseExceptionGroup) and error.exceptions:
        error = error.exceptions[0]
    return getattr(error, "code", None) == -32000


def _command_roots(command: tuple[str, ...]) -> list[str]:
    """Existing folders named on a stdio server's command line (``--repository=/srv/r``
    or ``/srv/r``), the program itself excluded."""
    import os

    roots = []
    for word in list(command)[1:50]:
        value = word.split("=", 1)[1] if word.startswith("-") and "=" in word else word
        if value.startswith("/") and os.path.isdir(value):
            roots.append(value.rstrip("/") or "/")
    return list(dict.fromkeys(roots))


def _same_origin(url: str, endpoint: str) -> bool:
    """Same scheme, host and port as the endpoint (a malformed URL is not)."""
    try:
        one, two = urlsplit(url), urlsplit(endpoint)
        return (one.scheme, one.hostname, one.port) == (two.scheme, two.hostname, two.port)
    except ValueError:
        return False
