"""One way to change the state of anything that has one: assessments, disputes, claims,
opt-outs and listings.

Each model declares its ``StateMachine`` next to its fields: the state column, the
moves allowed (from → to, ``""`` standing for the row being created), and where its
transition rows go (a table of its own, or the shared audit trail ``StateChange``).
``transition`` then does the same four things for every one of them:

1. refuses a move the table does not allow (``TransitionRefused``);
2. writes the new state, and the columns that change with it, with one conditional
   ``UPDATE ... WHERE pk = … AND state = <from>`` (only those columns, as
   ``save(update_fields=…)`` would, and nothing when another writer moved the row
   first: the caller learns it from the result);
3. writes the transition row: who, when, from, to, why;
4. forgets the kept pages, and the server's badge when the machine says its moves
   change what a badge says (``certification.invalidation``).

Callers hold the row's lock (``select_for_update``) or rely on the condition, and run
inside the transaction that makes the rest of the change.

Imports no model at module level: ``certification.models`` declares a machine too.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.apps import apps
from django.db import models


class TransitionRefused(Exception):
    """A move its machine's table does not allow."""


@dataclass(frozen=True)
class StateMachine:
    """The allowed moves of one model's state, and where its transition rows go."""

    noun: str  # what the row is called in a refusal ("dispute")
    moves: Mapping[str, tuple[str, ...]]  # from → the states it may go to; "" = created
    field: str = "state"
    # Its own transition table ("app_label.Model"), the column there that points to the
    # row and the one that holds the why; none: the shared audit trail (StateChange).
    log_model: str = ""
    log_fk: str = ""
    log_reason: str = "reason"
    # Its moves change what the server's badge says (a listing's status, an opt-out).
    badge: bool = False

    def allows(self, from_state: str, to_state: str) -> bool:
        return to_state in self.moves.get(from_state or "", ())

    def check(self, from_state: str, to_state: str) -> None:
        if not self.allows(from_state, to_state):
            article = "An" if self.noun[0] in "aeiou" else "A"
            raise TransitionRefused(
                f"{article} {self.noun} cannot go from {from_state or 'nothing'} to {to_state}."
            )


def machine_of(obj: models.Model) -> StateMachine:
    return type(obj).MACHINE


def transition(
    obj: models.Model,
    *,
    to: str,
    by: Any = None,
    reason: str = "",
    changes: Mapping[str, Any] | None = None,
    from_state: str | None = None,
    at: datetime.datetime | None = None,
    recorded_from: str | None = None,
) -> bool:
    """Move ``obj`` from ``from_state`` (by default the state it was read in) to ``to``,
    writing ``changes`` in the same ``UPDATE``; then its transition row (``by``, ``at``,
    ``reason``) and the invalidation. Returns False, and writes nothing, when the row was
    no longer in ``from_state``. On success ``obj`` carries the new values.

    ``recorded_from``: the state the transition row names when it is not the row's own,
    for a row made in a working state on its way to its first recorded one (a dispute's
    revision is made running to take its results, and recorded as published from
    nothing); the move checked is then the recorded one."""
    machine = machine_of(obj)
    before = getattr(obj, machine.field) if from_state is None else from_state
    recorded = before if recorded_from is None else recorded_from
    machine.check(recorded, to)
    values = {machine.field: to, **(changes or {})}
    rows = type(obj)._default_manager.filter(pk=obj.pk, **{machine.field: before})
    if not rows.update(**values):
        return False
    for name, value in values.items():
        setattr(obj, name, value)
    _log(obj, machine, from_state=recorded, to_state=to, by=by, reason=reason, at=at)
    _invalidate(obj, machine)
    return True


def record_created(
    obj: models.Model, *, by: Any = None, reason: str = "", at: datetime.datetime | None = None
) -> None:
    """The move from nothing to the state ``obj`` was just created in."""
    machine = machine_of(obj)
    state = getattr(obj, machine.field)
    machine.check("", state)
    _log(obj, machine, from_state="", to_state=state, by=by, reason=reason, at=at)
    _invalidate(obj, machine)


def _log(obj, machine: StateMachine, *, from_state, to_state, by, reason, at) -> None:
    if not machine.log_model:
        from certification.audit import record

        record(obj, from_state=from_state, to_state=to_state, by=by, reason=reason, at=at)
        return
    row = {
        machine.log_fk: obj,
        "from_state": from_state or "",
        "to_state": to_state,
        "by": by,
        machine.log_reason: reason,
    }
    log = apps.get_model(machine.log_model)
    if machine.log_reason == "reason":
        row["reason"] = reason[: log._meta.get_field("reason").max_length]
    if at is not None:
        row["at"] = at
    log.objects.create(**row)


def _invalidate(obj, machine: StateMachine) -> None:
    from certification.invalidation import public_record_changed

    if hasattr(obj, "slug"):  # a listing
        public_record_changed(slugs=[obj.slug], badge=machine.badge)
    elif getattr(obj, "server_id", None):  # an assessment, dispute, claim or opt-out
        public_record_changed(server_ids=[obj.server_id], badge=machine.badge)
    else:
        public_record_changed()
