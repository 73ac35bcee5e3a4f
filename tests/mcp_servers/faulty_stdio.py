"""A stdio "server" that does everything but speak MCP: run by path,
``python tests/mcp_servers/faulty_stdio.py MODE``. Standard library only, so it starts in
milliseconds. Modes:

- ``garbage``: writes ``--lines`` lines (default 20,000) that are not JSON-RPC (plain
  text, broken JSON, JSON that is no message, bytes that are not UTF-8), then stays
  alive, reading its stdin and never answering;
- ``huge-line``: once the first request arrives, writes one line of ``--mib`` MiB
  (default 50) that is not JSON, generated here, then stays alive;
- ``huge-answer``: answers the first request with a JSON-RPC result of ``--mib`` MiB,
  then stays alive;
- ``silent``: reads its stdin and never answers;
- ``exit``: exits at once with ``--code`` (default 3), after a line on stderr;
- ``offline``: writes on stderr what Node writes when a host name cannot be looked up
  (as in a sandbox without network; nothing is looked up here), then exits with 1;
- ``banner``: writes ``--lines`` lines that are not JSON-RPC (default 5), then becomes the
  well-behaved fixture server (``stdio_server.py``), which answers properly;
- ``asks``: answers ``initialize``, then meets ``tools/list`` with ``--lines`` requests of
  its own to the client (``roots/list``, default 40) before listing one tool: a
  server whose questions spend the client's message budget.

Every mode that stays alive leaves when its stdin closes, as a stdio server should.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

GARBAGE = (
    b"Server starting on stdio...",
    b'{"jsonrpc": "2.0", broken',
    b'{"status": "ready"}',
    b"\xff\xfe not utf-8 \x00\x1b[31m",
)


def _write(data: bytes) -> None:
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def _wait_for_stdin_to_close() -> None:
    for _ in sys.stdin.buffer:
        pass


def _first_request() -> object:
    for line in sys.stdin.buffer:
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if isinstance(message, dict) and "id" in message and "method" in message:
            return message["id"]
    return None


def _huge_line(mib: int, prefix: bytes = b"", suffix: bytes = b"") -> None:
    block = b"x" * (1024 * 1024)
    try:
        _write(prefix)
        for _ in range(mib):
            _write(block)
        _write(suffix + b"\n")
    except BrokenPipeError:
        os._exit(0)  # the client stopped reading: nothing more to say


def _send(message: dict) -> None:
    _write(json.dumps({"jsonrpc": "2.0", **message}).encode() + b"\n")


def _asks(questions: int) -> None:
    """Answer as a server would, but ask the client ``questions`` times before listing."""
    schema = {"type": "object", "properties": {"text": {"type": "string"}}}
    tool = {"name": "echo", "description": "Returns the text it is given.", "inputSchema": schema}
    try:
        for line in sys.stdin.buffer:
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if not isinstance(message, dict) or "method" not in message or "id" not in message:
                continue
            method, request_id = message["method"], message["id"]
            if method == "initialize":
                version = (message.get("params") or {}).get("protocolVersion", "2025-06-18")
                _send({"id": request_id, "result": {
                    "protocolVersion": version, "capabilities": {"tools": {}},
                    "serverInfo": {"name": "asks", "version": "1.0.0"}}})  # fmt: skip
            elif method == "tools/list":
                for n in range(questions):
                    _send({"id": f"ask-{n}", "method": "roots/list"})
                _send({"id": request_id, "result": {"tools": [tool]}})
            else:
                _send({"id": request_id, "error": {"code": -32601, "message": "Method not found"}})
    except BrokenPipeError:
        os._exit(0)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("garbage", "huge-line", "huge-answer", "silent",
                                         "exit", "offline", "banner", "asks"))  # fmt: skip
    parser.add_argument("--lines", type=int)
    parser.add_argument("--mib", type=int, default=50)
    parser.add_argument("--code", type=int, default=3)
    args = parser.parse_args(argv)
    if args.mode == "asks":
        _asks(args.lines if args.lines is not None else 40)
        return
    if args.mode == "offline":
        print("Error: getaddrinfo EAI_AGAIN api.example.com\n    at GetAddrInfoReqWrap"
              ".onlookupall [as oncomplete] (node:dns:122:26) {\n  errno: -3001,\n  code: "
              "'EAI_AGAIN',\n  hostname: 'api.example.com'\n}", file=sys.stderr)  # fmt: skip
        sys.exit(1)
    if args.mode == "exit":
        print("faulty fixture: exiting at once", file=sys.stderr)
        sys.exit(args.code)
    if args.mode in ("garbage", "banner"):
        default = 20_000 if args.mode == "garbage" else 5
        lines = args.lines if args.lines is not None else default
        try:
            for n in range(lines):
                _write(GARBAGE[n % len(GARBAGE)] + b"\n")
        except BrokenPipeError:
            os._exit(0)
        if args.mode == "banner":
            server = Path(__file__).with_name("stdio_server.py")
            argv = [sys.executable, str(server), "--fixture", "well_behaved"]
            os.execv(sys.executable, argv)  # noqa: S606 - this interpreter, fixed arguments
    elif args.mode == "huge-line":
        _first_request()
        _huge_line(args.mib)
    elif args.mode == "huge-answer":
        request_id = _first_request()
        head = json.dumps({"jsonrpc": "2.0", "id": request_id})[:-1].encode()
        _huge_line(args.mib, head + b', "result": {"tools": [], "padding": "', b'"}}')
    _wait_for_stdin_to_close()


if __name__ == "__main__":
    main()
