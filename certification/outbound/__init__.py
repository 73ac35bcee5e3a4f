"""Outbound I/O every layer may use: HTTP fetches and the address rules they obey."""
