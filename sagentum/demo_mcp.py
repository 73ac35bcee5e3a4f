"""The demo MCP server that `make run` starts on 127.0.0.1:8765/mcp, and a demo forge.

A small, well-behaved server (described tools, typed and described
parameters, output schemas, annotations, strict validation) so that a
newcomer can run a full live assessment in the browser at once. It serves
both protocol eras the ``mcp`` SDK speaks. Never started in production.

The same process serves ``/forge/<owner>/<repo>/raw/HEAD/<path>`` from the
folder ``.demo-forge/`` in the project root: the raw-file host of the demo
listing "Demo Forge Tools" (``make run`` maps ``forge.demo.sagentum.test`` to
it through ``REPO_RAW_URL_TEMPLATES``), so that a newcomer can prove a
repository-file claim by writing a file there.

It also serves the demo server's own git repository, made anew at each start in
``.demo-forge/demo/sagentum-demo-server/`` (README with a tool reference,
a dated changelog, the server's source, release tags), over git's smart HTTP at
``http://127.0.0.1:8765/demo/sagentum-demo-server.git``, with its raw files under
``/forge/demo/sagentum-demo-server/raw/HEAD/``: the demo listing's repository, so
that its documentation, static and full assessments all read real sources.
"""

import datetime
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Annotated, Literal

import mcp_types as types
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel, Field

HOST = "127.0.0.1"
PORT = 8765
FORGE = Path(__file__).resolve().parent.parent / ".demo-forge"
FORGE_README = """# Demo Forge Tools

A demo listing for trying ownership claims locally. Its repository lives in
`.demo-forge/demo/forge-tools/` of your Sagentum checkout.

| tool | description |
|---|---|
| `list_notes` | Returns the titles of the stored notes, newest first, as a list of strings. |
"""


DEMO_OWNER, DEMO_REPO = "demo", "sagentum-demo-server"
DEMO_REPOSITORY_URL = f"http://{HOST}:{PORT}/{DEMO_OWNER}/{DEMO_REPO}.git"
GIT = shutil.which("git") or "git"
SAFE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")
DEMO_README = """# Sagentum Demo Server

A small MCP server bundled with Sagentum for trying assessments locally: a
temperature converter and a weather lookup for two cities, both read-only, and
one destructive tool that an assessment must never call. Free to use and open
source (MIT licensed).

It is hosted by `make run` at `http://127.0.0.1:8765/mcp` (Streamable HTTP, both
protocol eras).

## Run it

```sh
python -m sagentum.demo_mcp
```

## Authentication

No authentication is needed: the server is open and takes no credentials.

## Tools

| tool | parameters | annotations |
|---|---|---|
| `convert_temperature` | `value` (number), `unit` (string: celsius or fahrenheit) | read-only |
| `get_weather` | `city` (string, e.g. `Lisbon`) | read-only |
| `reset_station` | `confirm` (boolean) | destructive |

## Examples

```json
{"method": "tools/call", "params": {"name": "get_weather", "arguments": {"city": "Lisbon"}}}
```

```json
{"method": "tools/call", "params": {"name": "convert_temperature",
 "arguments": {"value": 21.5, "unit": "celsius"}}}
```

## Troubleshooting

- `unknown city`: the demo knows Lisbon and Oslo; the error names them.
- A wrong argument type (a string for `value`) is refused with an error naming the field.
- `reset_station` always refuses: the demo station cannot be reset.
"""


def _history(today: datetime.date) -> list[tuple[datetime.date, str, dict[str, str]]]:
    """The demo repository's commits: (date, message, files), oldest first."""
    first, second, latest = (today - datetime.timedelta(days=d) for d in (60, 21, 3))
    release_1_0 = (
        f"## 1.0.0 — {second.isoformat()}\n"
        "- First release: convert_temperature, get_weather, reset_station.\n"
    )
    release_1_1 = (
        f"## 1.1.0 — {latest.isoformat()}\n- get_weather names the known cities in its error.\n\n"
    )
    source = Path(__file__).read_text(encoding="utf-8")
    manifest = {"tools.json": tools_manifest()}
    return [
        (first, "Start the demo server", {"sagentum_demo/server.py": source}),
        (
            second,
            "Release 1.0.0",
            {"README.md": DEMO_README, "CHANGELOG.md": "# Changelog\n\n" + release_1_0, **manifest},
        ),
        (latest, "Release 1.1.0", {"CHANGELOG.md": "# Changelog\n\n" + release_1_1 + release_1_0}),
    ]


def tools_manifest() -> str:
    """The demo server's tool definitions as it serves them (``tools.json``)."""
    import asyncio
    import json

    tools = asyncio.run(build().list_tools())
    listed = [tool.model_dump(by_alias=True, exclude_none=True, mode="json") for tool in tools]
    return json.dumps({"tools": listed}, indent=2) + "\n"


def build_demo_repository(root: Path, today: datetime.date | None = None) -> Path:
    """The demo server's own git repository under ``root`` (made anew each start, its
    history dated back from ``today``), so its documentation, static and full
    assessments all have a real repository to read."""
    repository = root / DEMO_OWNER / DEMO_REPO
    shutil.rmtree(repository, ignore_errors=True)
    repository.mkdir(parents=True)
    env = {
        "PATH": os.environ.get("PATH", os.defpath),
        "HOME": str(repository),
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_AUTHOR_NAME": "Sagentum Demo",
        "GIT_AUTHOR_EMAIL": "owner@demo.sagentum.test",
        "GIT_COMMITTER_NAME": "Sagentum Demo",
        "GIT_COMMITTER_EMAIL": "owner@demo.sagentum.test",
    }

    def git(*args: str, when: datetime.date | None = None) -> None:
        dated = {}
        if when is not None:
            stamp = f"{when.isoformat()}T12:00:00+00:00"
            dated = {"GIT_AUTHOR_DATE": stamp, "GIT_COMMITTER_DATE": stamp}
        subprocess.run(  # noqa: S603 - fixed argv
            [GIT, *args], cwd=repository, env={**env, **dated}, check=True, capture_output=True
        )

    git("init", "--quiet", "--initial-branch=main")
    for when, message, files in _history(today or datetime.date.today()):
        for name, text in files.items():
            path = repository / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        git("add", "--all")
        git("commit", "--quiet", "-m", message, when=when)
    git("tag", "v1.0.0", "HEAD~1")
    git("tag", "v1.1.0")
    return repository


async def _git_backend(request, owner: str, repo: str, rest: str):
    """``git http-backend`` (smart HTTP, clone and fetch only) for a repository under
    ``FORGE``."""
    import anyio
    from starlette.responses import PlainTextResponse, Response

    if not (SAFE_NAME.match(owner) and SAFE_NAME.match(repo)) or ".." in rest.split("/"):
        return PlainTextResponse("not found", status_code=404)
    if not (FORGE / owner / repo / ".git").is_dir():
        return PlainTextResponse("not found", status_code=404)
    body = await request.body()
    env = {
        "PATH": os.environ.get("PATH", os.defpath),
        "GIT_PROJECT_ROOT": str(FORGE),
        "GIT_HTTP_EXPORT_ALL": "1",
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "PATH_INFO": f"/{owner}/{repo}/{rest}",
        "QUERY_STRING": request.url.query,
        "REQUEST_METHOD": request.method,
        "CONTENT_TYPE": request.headers.get("content-type", ""),
        "CONTENT_LENGTH": str(len(body)),
        "REMOTE_ADDR": "127.0.0.1",
    }
    for header, name in (("git-protocol", "GIT_PROTOCOL"),
                         ("content-encoding", "HTTP_CONTENT_ENCODING")):  # fmt: skip
        if request.headers.get(header):
            env[name] = request.headers[header]
    result = await anyio.run_process([GIT, "http-backend"], input=body, env=env, check=False)
    head, _, payload = result.stdout.partition(b"\r\n\r\n")
    headers = [line.split(b":", 1) for line in head.split(b"\r\n") if b":" in line]
    status = next((int(v.split()[0]) for k, v in headers if k == b"Status"), 200)
    kept = {k.decode(): v.strip().decode() for k, v in headers if k.lower() != b"status"}
    return Response(payload, status_code=status, headers=kept)


def add_forge(server: MCPServer) -> MCPServer:
    """One GET route that serves files under ``FORGE``, never outside it, and git's smart
    HTTP for the repositories there."""
    from starlette.responses import PlainTextResponse, Response

    @server.custom_route("/{owner}/{repo}.git/{rest:path}", methods=["GET", "POST"])
    async def smart_http(request) -> Response:
        params = request.path_params
        return await _git_backend(request, params["owner"], params["repo"], params["rest"])

    @server.custom_route("/forge/{owner}/{repo}/raw/HEAD/{path:path}", methods=["GET"])
    async def raw(request) -> Response:
        parts = [request.path_params["owner"], request.path_params["repo"],
                 *request.path_params["path"].split("/")]  # fmt: skip
        if any(part in ("", ".", "..") for part in parts):
            return PlainTextResponse("not found", status_code=404)
        file = FORGE.joinpath(*parts)
        if not file.is_file():
            return PlainTextResponse("not found", status_code=404)
        return Response(file.read_bytes(), media_type="text/plain; charset=utf-8")

    return server


def build() -> MCPServer:
    server = MCPServer("sagentum-demo", log_level="WARNING")
    read_only = types.ToolAnnotations(
        read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
    )
    destructive = types.ToolAnnotations(read_only_hint=False, destructive_hint=True)
    cities = {"lisbon": ("Lisbon", 21.5, "sunny"), "oslo": ("Oslo", 4.0, "snow")}

    class Weather(BaseModel):
        city: str = Field(description="The city the report is for.")
        celsius: float = Field(description="Current temperature in degrees Celsius.")
        conditions: str = Field(description="A one-word summary, e.g. sunny.")

    class Conversion(BaseModel):
        value: float = Field(description="The converted temperature.")
        unit: str = Field(description="The unit of the converted value.")

    @server.tool(annotations=read_only)
    def convert_temperature(
        value: Annotated[float, Field(description="The temperature to convert.", strict=True)],
        unit: Annotated[
            Literal["celsius", "fahrenheit"],
            Field(description="The unit of value; the result is in the other unit."),
        ],
    ) -> Conversion:
        """Convert a temperature between Celsius and Fahrenheit and return the value with its
        unit. Read-only: it changes nothing."""
        if unit == "celsius":
            return Conversion(value=round(value * 9 / 5 + 32, 2), unit="fahrenheit")
        return Conversion(value=round((value - 32) * 5 / 9, 2), unit="celsius")

    @server.tool(annotations=read_only)
    def get_weather(
        city: Annotated[
            str,
            Field(description="City name, e.g. Lisbon.", examples=["Lisbon"], strict=True),
        ],
    ) -> Weather:
        """Return the current weather for a city: temperature in Celsius and a one-word
        summary. Read-only: it changes nothing. Unknown cities are an error."""
        known = cities.get(city.strip().lower())
        if known is None:
            raise ToolError(f"unknown city {city!r}: try Lisbon or Oslo")
        return Weather(city=known[0], celsius=known[1], conditions=known[2])

    @server.tool(annotations=destructive)
    def reset_station(
        confirm: Annotated[bool, Field(description="Must be true to reset.", strict=True)],
    ) -> str:
        """Erase the weather station's stored history. Destructive and irreversible."""
        raise ToolError("the demo station cannot be reset")

    return server


def main() -> int:
    import uvicorn

    port = int(os.environ.get("DEMO_MCP_PORT", PORT))
    readme = FORGE / "demo" / "forge-tools" / "README.md"
    readme.parent.mkdir(parents=True, exist_ok=True)
    if not readme.exists():
        readme.write_text(FORGE_README)
    build_demo_repository(FORGE)
    app = add_forge(build()).streamable_http_app(host=HOST)
    uvicorn.run(app, host=HOST, port=port, log_level="warning")
    return 0


if __name__ == "__main__":
    sys.exit(main())
