"""Writes about opt-outs: request, confirm, review, record, withdraw (docs/opt-out.md).

An opt-out takes effect (``_activate``) in one transaction that marks the
record active and sets ``Server.live_testing_opted_out``, which the harness's
stored budget re-reads before every call: from then on no live call is made. The
server's queued full assessments are cancelled by the assessments, a floor above
(``assessments.services.assessments_after_optout``), which whoever calls these
services calls next; a running one stops at its next call and is cancelled by its
worker. Every change of state goes through ``certification.transitions``.

Public-form requests take effect only once the link e-mailed to the given
address is used, and automatically only when that address is the server's
listed contact or at the endpoint's domain (the host or a parent that is not
a public suffix); otherwise they are held for a reviewer.
"""

from __future__ import annotations

import datetime
import logging
import secrets

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from certification import mail
from certification.invalidation import public_record_changed
from certification.models import Server, User
from certification.ownership import user_owns_server
from certification.transitions import record_created, transition
from optouts.models import OptOut, token_digest
from optouts.selectors import active_opt_out, email_matches_server

log = logging.getLogger(__name__)


class OptOutError(Exception):
    """An opt-out action that may not be done; the message is shown as is."""


def _require_endpoint(server: Server) -> None:
    """Only a remote endpoint is ever live-tested; without one there is nothing to stop.
    (Reviewers and the staff command may still record an operator's request.)"""
    if not server.endpoint_url:
        raise OptOutError(
            f"{server.name} lists no remote endpoint, so {settings.SITE_NAME} sends it no "
            "live-test request and there is nothing to opt out of. If an endpoint is added "
            "to the listing later, opt out then."
        )


# ---------------------------------------------------------------------------- requests


def optout_request(
    *, server: Server, contact_email: str, reason: str = "", requested_by: User | None = None
) -> tuple[OptOut, str]:
    """A public-form request awaiting its e-mailed link. Returns the record and the token
    (to be sent, never stored)."""
    _require_endpoint(server)
    if active_opt_out(server) is not None:
        raise OptOutError(f"{server.name} is already opted out of live testing.")
    token = secrets.token_urlsafe(32)
    optout = OptOut.objects.create(
        server=server,
        status=OptOut.Status.AWAITING_CONFIRMATION,
        source=OptOut.Source.FORM,
        contact_email=contact_email.strip(),
        reason=reason.strip(),
        requested_by=requested_by if requested_by and requested_by.is_authenticated else None,
        confirmation_hash=token_digest(token),
        confirmation_expires_at=timezone.now() + OptOut.LINK_LIFETIME,
    )
    record_created(optout, by=optout.requested_by, reason="requested through the public form")
    mail.queue("optouts.emails.send_confirmation_link", optout_id=optout.pk, token=token)
    return optout, token


def optout_confirm(*, token: str) -> OptOut:
    """Use a confirmation link (once). Takes effect, or is held for a reviewer."""
    with transaction.atomic():
        optout = (
            OptOut.objects.select_for_update()
            .select_related("server")
            .filter(
                confirmation_hash=token_digest(token), status=OptOut.Status.AWAITING_CONFIRMATION
            )
            .first()
            if token
            else None
        )
        if optout is None:
            raise OptOutError("This confirmation link is not valid or has already been used.")
        # The server row, as the other ways in take it: two confirmations at once leave
        # one opt-out in effect and the other "not needed".
        Server.objects.select_for_update().get(pk=optout.server_id)
        now = timezone.now()
        # Single use: the status leaves "awaiting confirmation" whatever happens next. The
        # digest stays so that the link, opened again, can say what became of it.
        expired = bool(optout.confirmation_expires_at and optout.confirmation_expires_at <= now)
        confirmed = {} if expired else {"email_confirmed_at": now}
        match = email_matches_server(optout.contact_email, optout.server)
        if expired:
            outcome = OptOut.Status.EXPIRED
        elif active_opt_out(optout.server) is not None:
            outcome = OptOut.Status.SUPERSEDED
        elif match is None:
            outcome = OptOut.Status.HELD
            mail.queue("optouts.emails.send_held_to_reviewers", optout_id=optout.pk)
        else:
            outcome = OptOut.Status.ACTIVE
        if outcome == OptOut.Status.ACTIVE:
            _activate(optout, confirmation=match, changes=confirmed)
        else:
            transition(optout, to=outcome, changes=confirmed,
                       reason="the confirmation link was used")  # fmt: skip
    if expired:
        raise OptOutError(
            "This confirmation link has expired. Send the opt-out form again for a new one."
        )
    return optout


def optout_review(*, optout: OptOut, reviewer: User, approve: bool, note: str = "") -> OptOut:
    if not reviewer.is_reviewer:
        raise OptOutError("Only reviewers decide held opt-out requests.")
    with transaction.atomic():
        optout = OptOut.objects.select_for_update().select_related("server").get(pk=optout.pk)
        if optout.status != OptOut.Status.HELD:
            raise OptOutError("This request is not waiting for a review.")
        Server.objects.select_for_update().get(pk=optout.server_id)
        optout.reviewed_by, optout.reviewed_at = reviewer, timezone.now()
        optout.review_note = note.strip()
        reviewed = {
            "reviewed_by": optout.reviewed_by,
            "reviewed_at": optout.reviewed_at,
            "review_note": optout.review_note,
        }
        if not approve:
            outcome = OptOut.Status.REJECTED
        elif active_opt_out(optout.server) is not None:
            outcome = OptOut.Status.SUPERSEDED  # opted out another way meanwhile
        else:
            outcome = OptOut.Status.ACTIVE
        if outcome == OptOut.Status.ACTIVE:
            confirmation = OptOut.Confirmation.REVIEWER_APPROVED
            _activate(optout, confirmation=confirmation, changes=reviewed)
        else:
            transition(optout, to=outcome, by=reviewer, reason=note.strip() or "reviewed",
                       changes=reviewed)  # fmt: skip
        mail.queue("optouts.emails.send_review_outcome", optout_id=optout.pk)
    return optout


def optout_by_owner(*, server: Server, user: User, reason: str = "") -> OptOut:
    """A verified owner's one click: in effect at once."""
    if not user_owns_server(user, server):
        raise OptOutError("Only a verified owner of this server can opt out in one click.")
    _require_endpoint(server)
    return _record(
        server=server,
        contact_email=user.email,
        source=OptOut.Source.OWNER,
        confirmation=OptOut.Confirmation.VERIFIED_OWNER,
        requested_by=user,
        reason=reason,
    )


def optout_record(
    *, server: Server, contact_email: str, message_reference: str, reviewer: User, reason: str = ""
) -> OptOut:
    """A reviewer records an opt-out received by e-mail, with the message reference."""
    if not reviewer.is_reviewer:
        raise OptOutError("Only reviewers record opt-outs received by e-mail.")
    if not message_reference.strip():
        raise OptOutError("Give the reference of the e-mail received (e.g. its Message-ID).")
    return _record(
        server=server,
        contact_email=contact_email,
        source=OptOut.Source.REVIEWER,
        confirmation=OptOut.Confirmation.REVIEWER_RECORDED,
        requested_by=reviewer,
        reason=reason,
        message_reference=message_reference,
    )


def optout_by_command(*, server: Server, contact_email: str) -> OptOut:
    return _record(
        server=server,
        contact_email=contact_email,
        source=OptOut.Source.COMMAND,
        confirmation=OptOut.Confirmation.STAFF_COMMAND,
    )


def _record(*, server, contact_email, source, confirmation, requested_by=None, reason="",
            message_reference="") -> OptOut:  # fmt: skip
    with transaction.atomic():
        Server.objects.select_for_update().get(pk=server.pk)
        if active_opt_out(server) is not None:
            raise OptOutError(f"{server.name} is already opted out of live testing.")
        optout = OptOut.objects.create(
            server=server,
            status=OptOut.Status.AWAITING_CONFIRMATION,
            source=source,
            contact_email=contact_email.strip(),
            reason=reason.strip(),
            message_reference=message_reference.strip()[:300],
            requested_by=requested_by,
        )
        record_created(optout, by=requested_by, reason=source)
        _activate(optout, confirmation=confirmation)
    return optout


def _activate(optout: OptOut, *, confirmation: str, changes: dict | None = None) -> None:
    """In effect from now: the record active (with ``changes``), the server flagged. Its
    queued full assessments are the assessments' to cancel (see the module)."""
    transition(
        optout, to=OptOut.Status.ACTIVE, by=optout.reviewed_by or optout.requested_by,
        reason=confirmation, changes={
            **(changes or {}), "confirmation": confirmation, "effective_at": timezone.now(),
        },
    )  # fmt: skip
    Server.objects.filter(pk=optout.server_id).update(live_testing_opted_out=True)
    public_record_changed(server_ids=[optout.server_id])  # the badge says so
    optout.server.live_testing_opted_out = True


# ---------------------------------------------------------------------------- withdrawal


def optout_withdraw(*, server: Server, by: User | None = None, note: str = "") -> list[OptOut]:
    """End the server's opt-out: live tests may be requested again. Owners and
    reviewers (and the staff command) may withdraw; the records stay. A reviewer
    who is not an owner gives the reason, and whoever asked for the opt-out is told."""
    owner = by is not None and user_owns_server(by, server)
    if by is not None and not (by.is_reviewer or owner):
        raise OptOutError("Only a verified owner or a reviewer can withdraw this opt-out.")
    if by is not None and not owner and not note.strip():
        raise OptOutError(
            "Say why the opt-out is withdrawn: the address that asked for it is told."
        )
    with transaction.atomic():
        Server.objects.select_for_update().get(pk=server.pk)
        active = list(server.opt_outs.active())
        if not active:
            raise OptOutError(f"{server.name} is not opted out of live testing.")
        now = timezone.now()
        for optout in active:
            transition(optout, to=OptOut.Status.WITHDRAWN, by=by,
                       reason=note.strip() or "withdrawn", changes={
                "withdrawn_at": now, "withdrawn_by": by,
                "withdrawal_note": note.strip()[:300],
            })  # fmt: skip
        Server.objects.filter(pk=server.pk).update(live_testing_opted_out=False)
        public_record_changed(server_ids=[server.pk])  # the badge says so
        server.live_testing_opted_out = False
        by_email = (by.email if by is not None else "").strip().lower()
        for optout in active:
            if optout.contact_email.strip().lower() != by_email:
                mail.queue("optouts.emails.send_withdrawn", optout_id=optout.pk, by_owner=owner)
    return active


def expire_links(*, now: datetime.datetime | None = None) -> int:
    """Mark requests whose link was never used as expired (periodic)."""
    now = now or timezone.now()
    expired = 0
    stale = OptOut.objects.filter(
        status=OptOut.Status.AWAITING_CONFIRMATION, confirmation_expires_at__lte=now
    )
    for optout in stale:
        with transaction.atomic():
            expired += transition(
                optout, to=OptOut.Status.EXPIRED, reason="the link was never used",
                from_state=OptOut.Status.AWAITING_CONFIRMATION,
            )  # fmt: skip
    return expired
