"""The forms of the pages, one module per area."""
