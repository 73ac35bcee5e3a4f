"""The development e-mail backend: messages are printed to standard error, so that
commands whose standard output is read by scripts (``manage.py verify``, ``optout``)
keep it clean."""

from __future__ import annotations

import sys

from django.core.mail.backends.console import EmailBackend


class ConsoleEmailBackend(EmailBackend):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("stream", sys.stderr)
        super().__init__(*args, **kwargs)
