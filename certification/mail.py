"""Outgoing e-mail: one way to send (every subject carries the site's prefix), one way to
ask for a message (``queue``: a Celery task once the transaction commits, retried with
backoff), and the development backend, which prints messages to standard error so that
commands whose standard output is read by scripts (``manage.py verify``, ``optout``)
keep it clean."""

from __future__ import annotations

import logging
import sys

from django.conf import settings
from django.core.mail import send_mail
from django.core.mail.backends.console import EmailBackend
from django.db import transaction

log = logging.getLogger(__name__)

# What a queued message may name: a ``send…`` function of one of these modules, each
# taking ids (re-read when the task runs) and returning how many messages went.
SENDERS = ("assessments.emails", "disputes.emails", "optouts.emails", "verification.emails")


def check_sender(sender: str) -> None:
    """Raise ``ValueError`` unless ``sender`` names a ``send…`` function of ``SENDERS``."""
    module, _, name = sender.rpartition(".")
    if module not in SENDERS or not name.startswith("send"):
        raise ValueError(f"{sender} is not an e-mail sender")


def queue(sender: str, **arguments: object) -> None:
    """Have ``sender`` (``"optouts.emails.send_review_outcome"``) called by a worker once
    the current transaction commits. The change that asked for it stands whatever
    becomes of the message: a mail server's failure is retried by the task, a broker's
    is logged."""
    check_sender(sender)

    def enqueue() -> None:
        from certification.tasks import send_email

        try:
            send_email.apply_async((sender, arguments), queue="default")
        except Exception:
            log.exception("could not queue the e-mail %s %s", sender, arguments)

    transaction.on_commit(enqueue)


def send(subject: str, body: str, recipients: list[str]) -> int:
    """Send one plain-text message from ``DEFAULT_FROM_EMAIL``."""
    subject = " ".join(subject.split())  # one line, whatever the template produced
    return send_mail(settings.EMAIL_SUBJECT_PREFIX + subject, body, None, recipients)


class ConsoleEmailBackend(EmailBackend):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("stream", sys.stderr)
        super().__init__(*args, **kwargs)
