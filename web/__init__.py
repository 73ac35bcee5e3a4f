"""The read surfaces: pages, the JSON API, /mcp, feeds and badges, over the layers below."""
