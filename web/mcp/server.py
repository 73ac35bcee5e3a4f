"""The MCP server behind /mcp, and its Streamable HTTP application."""

from __future__ import annotations

import inspect
import json
from pathlib import Path

from django.conf import settings
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.tools import Tool
from mcp.server.transport_security import TransportSecuritySettings
from starlette.applications import Starlette

from certification.version import VERSION
from web.mcp.tools import READ_ONLY, TOOLS, get_report

REPORT_SCHEMA_FILE = (
    Path(__file__).resolve().parents[2] / "assessments" / "schema" / "assessment-report.schema.json"
)
INSTRUCTIONS = (
    "Sagentum certifies MCP servers for use by autonomous agents against a published, "
    "versioned rubric (weighted dimensions and tiers, which get_rubric returns). Use "
    "find_servers to look a server up, get_certification for its current tier and score, "
    "get_report for the full evidence of one assessment, recent_changelog for what "
    "changed, and get_rubric or explain for what a dimension, tier or reason label means. "
    "Every tool is read-only and needs no credentials."
)


def build_server() -> MCPServer:
    """The MCP server with every tool registered, read-only and with its output schema."""
    tools = []
    for function, title in TOOLS:
        description = " ".join(inspect.cleandoc(function.__doc__ or "").split())
        tool = Tool.from_function(
            function, title=title, description=description, annotations=READ_ONLY
        )
        if function is get_report:
            # Declared from the published report schema; the result is built as JSON.
            tool.fn_metadata.output_schema = json.loads(REPORT_SCHEMA_FILE.read_text())
        tools.append(tool)
    return MCPServer(
        name="sagentum",
        title="Sagentum",
        description="Certification tiers, scores and reports of MCP servers, read-only.",
        instructions=INSTRUCTIONS,
        website_url=settings.SITE_URL,
        version=VERSION,
        tools=tools,
        log_level="WARNING",
    )


def asgi_app() -> Starlette:
    """The Streamable HTTP application at ``/mcp``: stateless, JSON responses.

    Host and Origin are checked by the site's own rules (``sagentum.asgi``), so
    the SDK's loopback-only defaults are turned off here.
    """
    return build_server().streamable_http_app(
        streamable_http_path="/mcp",
        stateless_http=True,
        json_response=True,
        transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
    )
