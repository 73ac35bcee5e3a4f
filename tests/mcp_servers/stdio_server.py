"""A fixture MCP server over stdio that logs every JSON-RPC message it receives.

Run it as ``python -m tests.mcp_servers.stdio_server`` (from the repository
root) or by path, ``python tests/mcp_servers/stdio_server.py``. Options:

- ``--fixture NAME``: which server to run, a key of ``servers.BUILDERS``
  (default ``well_behaved``);
- ``--root PATH``: the folder the ``roots`` fixture serves;
- ``--require-env NAME``: exit at once, with a message on stderr, unless the
  variable ``NAME`` is set (a server that crashes at start-up for want of a key);
- ``--log PATH`` (or the ``MCP_FIXTURE_LOG`` environment variable): append
  one JSON line per message received on stdin, ``{"method": ..., "id": ...}``
  (``method`` is null for a response), flushed at once: the count from the
  server's side. Tool executions are logged too, as ``{"executed": NAME}``.
  ``read_log(path)`` separates the two.

The client passes only HOME, LOGNAME, PATH, SHELL, TERM and USER to the
process, plus its ``env``: set ``MCP_FIXTURE_LOG`` there, and ``cwd`` to the
repository root for ``-m``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from collections.abc import AsyncIterator
from io import TextIOWrapper
from pathlib import Path
from typing import Any

LOG_ENV = "MCP_FIXTURE_LOG"


class _Log:
    def __init__(self, path: str | None) -> None:
        self._file = open(path, "a", encoding="utf-8") if path else None  # noqa: SIM115

    def write(self, entry: dict[str, Any]) -> None:
        if self._file is not None:
            self._file.write(json.dumps(entry) + "\n")
            self._file.flush()


class _CountingStdin:
    """Lines of stdin, each logged before the SDK parses it."""

    def __init__(self, log: _Log) -> None:
        import anyio

        self._log = log
        self._lines = anyio.wrap_file(TextIOWrapper(sys.stdin.buffer, encoding="utf-8"))

    async def __aiter__(self) -> AsyncIterator[str]:
        async for line in self._lines:
            if line.strip():
                try:
                    message = json.loads(line)
                except ValueError:
                    message = {}
                method = message.get("method") if isinstance(message, dict) else None
                rpc_id = message.get("id") if isinstance(message, dict) else None
                self._log.write({"method": method, "id": rpc_id})
            yield line


def read_log(path: str | os.PathLike[str]) -> tuple[list[str | None], Counter[str]]:
    """The methods of the messages received, in order, and the tool executions."""
    methods: list[str | None] = []
    executions: Counter[str] = Counter()
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        if "executed" in entry:
            executions[entry["executed"]] += 1
        else:
            methods.append(entry["method"])
    return methods, executions


async def _serve(fixture: str, log: _Log) -> None:
    from mcp.server.stdio import stdio_server

    from tests.mcp_servers.servers import BUILDERS, lowlevel

    server = lowlevel(BUILDERS[fixture](lambda tool: log.write({"executed": tool})))
    stdin: Any = _CountingStdin(log)
    async with stdio_server(stdin=stdin) as (read_stream, write_stream):
        await server.run(read_stream, write_stream, server.create_initialization_options())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fixture", default="well_behaved")
    parser.add_argument("--log", default=os.environ.get(LOG_ENV))
    parser.add_argument(
        "--root",
        metavar="PATH",
        help="the folder the roots fixture serves (default servers.FIXTURE_ROOT)",
    )
    parser.add_argument(
        "--require-env",
        metavar="NAME",
        help="exit at once with a message on stderr unless NAME is in the environment",
    )
    args = parser.parse_args(argv)
    if args.require_env and args.require_env not in os.environ:
        print(f"fixture: {args.require_env} is not set; refusing to start", file=sys.stderr)
        sys.exit(1)
    if __package__ in (None, ""):  # run by path: make ``tests`` importable
        sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    import anyio

    if args.root:
        from tests.mcp_servers import servers

        servers.FIXTURE_ROOT = args.root.rstrip("/")
    anyio.run(_serve, args.fixture, _Log(args.log))


if __name__ == "__main__":
    main()
