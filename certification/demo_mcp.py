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
"""

import os
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


def add_forge(server: MCPServer) -> MCPServer:
    """One GET route that serves files under ``FORGE``, never outside it."""
    from starlette.responses import PlainTextResponse, Response

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
    app = add_forge(build()).streamable_http_app(host=HOST)
    uvicorn.run(app, host=HOST, port=port, log_level="warning")
    return 0


if __name__ == "__main__":
    sys.exit(main())
