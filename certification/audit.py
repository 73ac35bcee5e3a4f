"""One audit trail for the state machines without a table of their own: claims, opt-outs
and listings. Written by ``certification.transitions``, in the transaction of the change."""

from __future__ import annotations

import datetime

from django.db import models

from certification.models import StateChange, User


def record(
    obj: models.Model,
    *,
    from_state: str,
    to_state: str,
    by: User | None = None,
    reason: str = "",
    at: datetime.datetime | None = None,
) -> StateChange:
    """Append one row for ``obj`` (a ``Claim``, an ``OptOut`` or a ``Server``)."""
    kind = {"claim": "claim", "optout": "optout", "server": "server"}[obj._meta.model_name]
    return StateChange.objects.create(
        kind=kind,
        object_id=obj.pk,
        from_state=from_state or "",
        to_state=to_state,
        by=by if by is not None and by.pk else None,
        reason=reason[:500],
        **({"at": at} if at is not None else {}),
    )


def history(obj: models.Model):
    """The rows of ``obj``, oldest first."""
    return StateChange.objects.filter(kind=obj._meta.model_name, object_id=obj.pk).select_related(
        "by"
    )
