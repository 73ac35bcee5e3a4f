"""The site's pages, one module per area."""
