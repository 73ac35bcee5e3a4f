"""Introspection: start a fetched package in the sandbox and ask it ``initialize`` and
``tools/list`` (every page, within the caps), never ``tools/call``.

What it says is what an agent is told: the exact descriptions, schemas and annotations,
and the server's instructions. Whatever the process does instead (exits, stays silent,
prints garbage, floods) ends as a labelled failure, never an exception.
"""

from __future__ import annotations

import logging
import tempfile
import time
from dataclasses import dataclass, field

import anyio

from assessments.harness.transport import CallLog
from assessments.observations import Catalog, Unavailable
from certification.packages import PackageRef, sandbox
from certification.packages.fetch import FetchedPackage

log = logging.getLogger(__name__)

SOURCE = "package (introspected)"
MAX_PAGES = 5
MAX_TOOLS = 500
MAX_INSTRUCTIONS = 20_000
MAX_STDERR = 2000


@dataclass(frozen=True)
class Introspection:
    catalog: Catalog | Unavailable
    server_name: str | None = None
    instructions: str | None = None
    protocol_version: str | None = None
    requests: int = 0
    elapsed_ms: float = 0.0
    stderr_tail: str | None = None
    methods: tuple[str, ...] = field(default=())


# What the MCP SDK adds to a stdio server's environment from the host's own, whatever it is
# given; unset again before the isolator starts (by name: no value on a command line).
SDK_ADDED = ("LOGNAME", "SHELL", "TERM", "USER")


def sandboxed_command(
    fetched: FetchedPackage, ref: PackageRef, owner_env: dict[str, str] | None = None
) -> list[str]:
    """The whole command line that starts the package isolated, its environment exactly
    what ``sandboxed_environment`` gives."""
    from pathlib import Path

    sandbox.check_available()
    program = [*fetched.entry, *ref.package_arguments]
    unset = []
    for name in SDK_ADDED:
        if name not in (owner_env or {}):
            unset += ["-u", name]
    return ["/usr/bin/env", *unset, *sandbox.command(Path(fetched.run_dir), program)]


def sandboxed_environment(owner_env: dict[str, str]) -> dict[str, str]:
    return sandbox.environment(owner_env, {"NODE_ENV": "production"})


def introspect(
    fetched: FetchedPackage, ref: PackageRef, *, env: dict[str, str], timeout: float
) -> Introspection:
    """The catalog the package states when started; never raises for what it does."""
    from assessments.harness.stdio import StdioOutput, unreachable_service

    command = sandboxed_command(fetched, ref, env)
    started = time.monotonic()
    log = CallLog(current_test="introspection")
    output = StdioOutput.hiding(env.values())
    with tempfile.TemporaryFile(mode="w+") as errlog:
        try:
            result = anyio.run(_ask, command, sandboxed_environment(env), errlog,
                               timeout, log, output)  # fmt: skip
        except BaseException as error:
            methods = [call.method for call in log.calls]
            if isinstance(error, KeyboardInterrupt | SystemExit):
                raise
            tail = _tail(errlog)
            failure = unreachable_service(_label(_first(error), output.failure(timeout)), tail)
            return Introspection(
                catalog=failure, requests=len(methods), methods=tuple(methods),
                elapsed_ms=_ms(started), stderr_tail=tail,
            )  # fmt: skip
        tools, name, instructions, version = result
    methods = [call.method for call in log.calls]
    from assessments.harness.live import _catalog

    catalog = _catalog(tools)
    return Introspection(
        catalog=Catalog(catalog.tools, SOURCE, catalog.token_estimate, catalog.partial_schema),
        server_name=name, instructions=instructions, protocol_version=version,
        requests=len(methods), elapsed_ms=_ms(started), methods=tuple(methods),
    )  # fmt: skip


async def _ask(command, env, errlog, timeout, log, output):
    from mcp import Client

    with anyio.fail_after(timeout):
        stream = _recording_stdio(command, env, errlog, log, output)
        async with Client(stream, mode="legacy", cache=None,
                          read_timeout_seconds=timeout) as client:  # fmt: skip
            tools, cursor = [], None
            for _ in range(MAX_PAGES):
                page = await client.list_tools(cursor=cursor)
                tools.extend(page.tools[: MAX_TOOLS - len(tools)])
                cursor = page.next_cursor
                if not cursor or len(tools) >= MAX_TOOLS:
                    break
            info = getattr(client, "server_info", None)
            instructions = getattr(client, "instructions", None)
            return (
                tools,
                str(info.name)[:200] if info and getattr(info, "name", None) else None,
                instructions[:MAX_INSTRUCTIONS] if isinstance(instructions, str) else None,
                client.protocol_version,
            )


def _recording_stdio(command, env, errlog, log, output):
    """The stdio streams, each message recorded (its method, no payload): the harness's
    own, with nothing to count against and nothing of this process's environment."""
    from assessments.harness.stdio import counting_stdio

    return counting_stdio(command, take=lambda: None, log=log, errlog=errlog, env=env,
                          inherit=False, output=output)  # fmt: skip


def _first(error: BaseException) -> BaseException:
    while isinstance(error, BaseExceptionGroup) and error.exceptions:
        error = error.exceptions[0]
    return error


def _label(error: BaseException, seen: Unavailable | None) -> Unavailable:
    """What the package did instead of answering: ``seen`` is what its standard output
    and its process showed (``StdioOutput.failure``: exited, wrote what is not MCP or a
    line over the limit, stayed silent), which names it best; a package silent until the
    deadline keeps its plain wording. One that answered in JSON-RPC and kept running
    failed the handshake itself."""
    text = (str(error) or type(error).__name__)[:300]
    if seen is not None and seen.label != "no-answer":
        return seen
    if isinstance(error, TimeoutError):
        return Unavailable("no-answer", "the package did not answer in time")
    return seen or Unavailable("handshake-failed", text)


def _tail(errlog) -> str | None:
    try:
        errlog.seek(0, 2)
        size = errlog.tell()
        errlog.seek(max(0, size - MAX_STDERR * 4))
        text = errlog.read()[-MAX_STDERR:]
    except (OSError, ValueError):
        return None
    return text or None


def _ms(started: float) -> float:
    return round((time.monotonic() - started) * 1000, 1)
