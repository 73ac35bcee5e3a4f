"""Sagentum's own MCP endpoint (``/mcp``): the public record, read-only, for agents.

Served over Streamable HTTP beside the site by the ASGI application
(``sagentum.asgi``), stateless and answering in JSON: no session is kept and
nothing is written. Every tool is read-only, typed, described, annotated and
declares an output schema; its structured content is what the JSON API and the
report cards say. A tool's reads run in a worker thread (the SDK runs plain
functions there) and return its database connection as a request would.

Importing this module imports the ``mcp`` SDK (about 1.5 s): only the ASGI
application and the tests do.
"""
