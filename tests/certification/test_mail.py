"""E-mail is asked for with ``mail.queue`` and sent by a Celery task once the
transaction commits, retried with backoff when the mail server fails."""

from __future__ import annotations

import smtplib

import pytest
from django.core import mail as outbox

from certification import mail
from certification.tasks import send_email
from optouts import services as optouts
from tests.conftest import make_server

pytestmark = pytest.mark.django_db


def test_a_message_is_queued_for_a_worker_only_when_the_change_commits(
    monkeypatch, django_capture_on_commit_callbacks
):
    sent = []
    monkeypatch.setattr(
        send_email, "apply_async", lambda args, **options: sent.append((args, options))
    )
    server = make_server("Mail", contact_email="ops@mail.example.com")
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        optout, token = optouts.optout_request(
            server=server, contact_email="ops@mail.example.com", reason=""
        )
    assert sent == [] and len(callbacks) == 1
    callbacks[0]()
    assert sent == [(
        ("optouts.emails.send_confirmation_link", {"optout_id": optout.pk, "token": token}),
        {"queue": "default"},
    )]  # fmt: skip
    assert outbox.outbox == []


def test_a_failing_mail_server_is_tried_again_and_the_message_goes(monkeypatch):
    server = make_server("Mail", contact_email="ops@mail.example.com")
    optout, token = optouts.optout_request(
        server=server, contact_email="ops@mail.example.com", reason=""
    )
    outbox.outbox.clear()
    attempts = []
    real = mail.send_mail

    def flaky(*args, **kwargs):
        attempts.append(args[0])
        if len(attempts) == 1:
            raise smtplib.SMTPServerDisconnected("the mail server hung up")
        return real(*args, **kwargs)

    monkeypatch.setattr(mail, "send_mail", flaky)
    args = ("optouts.emails.send_confirmation_link", {"optout_id": optout.pk, "token": token})
    result = send_email.apply(args)
    assert result.successful() and len(attempts) == 2 and len(outbox.outbox) == 1
    assert send_email.max_retries == 8 and send_email.retry_backoff == 60


def test_a_change_stands_when_the_broker_is_down(monkeypatch, django_capture_on_commit_callbacks):
    def down(*args, **kwargs):
        raise ConnectionError("broker down")

    monkeypatch.setattr(send_email, "apply_async", down)
    server = make_server("Mail", contact_email="ops@mail.example.com")
    with django_capture_on_commit_callbacks(execute=True):
        optout, _ = optouts.optout_request(
            server=server, contact_email="ops@mail.example.com", reason=""
        )
    assert optout.pk and outbox.outbox == []


@pytest.mark.parametrize("sender", ["os.system", "certification.mail.send", "optouts.services.x"])
def test_only_the_apps_senders_can_be_named(sender):
    with pytest.raises(ValueError, match="not an e-mail sender"):
        mail.queue(sender)
    result = send_email.apply((sender, {}))
    assert result.failed() and isinstance(result.result, ValueError)


def test_a_message_about_a_record_that_is_gone_is_not_retried(monkeypatch):
    from optouts import emails

    calls = []
    real = emails.send_review_outcome
    monkeypatch.setattr(emails, "send_review_outcome", lambda **kw: calls.append(kw) or real(**kw))
    result = send_email.apply(("optouts.emails.send_review_outcome", {"optout_id": 10**9}))
    assert result.failed() and len(calls) == 1
