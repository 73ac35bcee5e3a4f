"""Outgoing e-mail: one way to send (every subject carries the site's prefix), and the
development backend, which prints messages to standard error so that commands whose
standard output is read by scripts (``manage.py verify``, ``optout``) keep it clean."""

from __future__ import annotations

import sys

from django.conf import settings
from django.core.mail import send_mail
from django.core.mail.backends.console import EmailBackend


def send(subject: str, body: str, recipients: list[str]) -> int:
    """Send one plain-text message from ``DEFAULT_FROM_EMAIL``."""
    subject = " ".join(subject.split())  # one line, whatever the template produced
    return send_mail(settings.EMAIL_SUBJECT_PREFIX + subject, body, None, recipients)


class ConsoleEmailBackend(EmailBackend):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("stream", sys.stderr)
        super().__init__(*args, **kwargs)
