"""What the fault tests do on their own PostgreSQL (``tests/faults/services.py``), one
command a process: ``python -m tests.faults.driver COMMAND ...``. Each prints one line of
JSON last. ``FAULT_STOP`` (a command that stops the database) and ``FAULT_START`` (one
that starts it again) let ``dispute-outage`` and ``import-outage`` take the database away
in the middle of their operation.
"""

from __future__ import annotations

import datetime
import json
import os
import shlex
import subprocess
import sys
import time


def setup() -> None:
    import django

    django.setup()


def out(value) -> None:
    print(json.dumps(value, default=str), flush=True)


def migrate() -> dict:
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    return {"migrated": True}


def request(name: str, endpoint: str, kind: str) -> dict:
    from assessments import services
    from certification.models import Server
    from tests.conftest import make_server

    server = Server.objects.filter(endpoint_url=endpoint).first()
    server = server or make_server(name, endpoint_url=endpoint)
    assessment = services.assessment_request(server=server, requested_by=None,
                                             assessment_type=kind)  # fmt: skip
    return {"id": assessment.pk, "server": server.pk}


def request_docs(name: str, url: str) -> dict:
    from assessments import services
    from tests.conftest import make_server

    server = make_server(name, documentation_url=url, endpoint_url="")
    assessment = services.assessment_request(server=server, requested_by=None,
                                             assessment_type="documentation")  # fmt: skip
    return {"id": assessment.pk, "server": server.pk}


def states(ids: list[int]) -> dict:
    from assessments.models import Assessment, Certification
    from certification.models import ChangelogEntry

    report = []
    for assessment in Assessment.objects.filter(pk__in=ids).order_by("pk"):
        moves = [(t.from_state, t.to_state) for t in assessment.transitions.all()]
        report.append({
            "id": assessment.pk, "state": assessment.state, "label": assessment.failure_label,
            "detail": assessment.failure_detail, "calls": assessment.calls_made,
            "starts": assessment.starts, "runs": moves.count(("queued", "running")),
            "moves": moves, "results": assessment.dimensions.count(),
            "certified": Certification.objects.filter(assessment=assessment).exists(),
            "changelog": ChangelogEntry.objects.filter(data__assessment=assessment.pk).count(),
        })  # fmt: skip
    return {"assessments": report}


def sweep(after: float) -> dict:
    from django.utils import timezone

    from assessments import recovery

    now = timezone.now() + datetime.timedelta(seconds=after)
    return {"moved": recovery.sweep_stuck_assessments(now=now)}


def _outage_at(module, name: str) -> None:
    """Replace ``module.name`` with a call that first stops the database."""
    original = getattr(module, name)

    def stopping(*args, **kwargs):
        subprocess.run(shlex.split(os.environ["FAULT_STOP"]), check=True, capture_output=True)
        return original(*args, **kwargs)

    setattr(module, name, stopping)
    return original


def _database_back() -> None:
    from django.db import connections

    time.sleep(10)
    subprocess.run(shlex.split(os.environ["FAULT_START"]), check=True, capture_output=True)
    connections.close_all()


def dispute_outage() -> dict:
    """Resolve a dispute (upheld: a revision is published) with the database taken away
    just before the changelog entry; then, the database back, resolve it again."""
    from django.contrib.auth.models import Group

    from assessments.models import Assessment, Certification
    from certification.models import REVIEWERS_GROUP, ChangelogEntry
    from disputes import services
    from disputes.models import Dispute
    from disputes.services import Decision, EvidenceItem
    from tests.builders import published
    from tests.conftest import make_owner, make_server, make_user

    owner = make_user("alice@example.org")
    server = make_server("Alice Tools")
    make_owner(owner, server)
    assessment = published(server, grades={1: "pass", 5: "pass", 6: "fail", 8: "partial"})
    filer = make_user("charlie@example.org")
    reviewer = make_user("rita@example.org", is_staff=True)
    reviewer.groups.add(Group.objects.get(name=REVIEWERS_GROUP))
    dispute = services.dispute_file(
        user=filer, assessment=assessment, dimensions=[6], statement="Dimension 6 is wrong.",
        evidence=[EvidenceItem(kind="test_result", tool="get_weather", result='{"a": 1}')],
    )  # fmt: skip
    before = {"entries": ChangelogEntry.objects.count(), "assessments": Assessment.objects.count()}
    decisions = [Decision(6, "pass", "The README documents it.")]
    original = _outage_at(services, "changelog_append")
    try:
        services.dispute_resolve(dispute=dispute, by=reviewer, decisions=decisions)
        first = "finished"
    except Exception as error:  # the database went away mid-transaction
        first = f"failed: {type(error).__name__}"
    services.changelog_append = original
    _database_back()
    after_fault = {
        "state": Dispute.objects.get(pk=dispute.pk).state,
        "entries": ChangelogEntry.objects.count(),
        "assessments": Assessment.objects.count(),
    }
    resolved = services.dispute_resolve(
        dispute=Dispute.objects.get(pk=dispute.pk), by=reviewer, decisions=decisions
    )
    return {
        "first": first, "before": before, "after_fault": after_fault, "state": resolved.state,
        "revision_certified": Certification.objects.get(server=server).assessment_id
        == resolved.revision_id,
        "entries": ChangelogEntry.objects.count(),
    }  # fmt: skip


def import_outage(path: str) -> dict:
    """``manage.py import_registry PATH`` with the database taken away before its bulk
    writes; then, the database back, the same import again."""
    from io import StringIO

    from django.core.management import CommandError, call_command

    from certification import registry_import
    from certification.models import RegistryEntry, Server

    original = _outage_at(registry_import._Plan, "write")
    try:
        call_command("import_registry", path, stdout=StringIO())
        first = "finished"
    except CommandError as error:
        first = f"refused: {error}"
    except Exception as error:
        first = f"crashed: {type(error).__name__}: {error}"
    registry_import._Plan.write = original
    _database_back()
    after_fault = {"entries": RegistryEntry.objects.count(), "servers": Server.objects.count()}
    call_command("import_registry", path, stdout=StringIO())
    return {
        "first": first, "after_fault": after_fault,
        "entries": RegistryEntry.objects.count(), "servers": Server.objects.count(),
    }  # fmt: skip


def main(argv: list[str]) -> None:
    setup()
    command, args = argv[0], argv[1:]
    if command == "migrate":
        out(migrate())
    elif command == "request":
        out(request(args[0], args[1], args[2]))
    elif command == "request-docs":
        out(request_docs(args[0], args[1]))
    elif command == "states":
        out(states([int(a) for a in args]))
    elif command == "sweep":
        out(sweep(float(args[0]) if args else 0.0))
    elif command == "dispute-outage":
        out(dispute_outage())
    elif command == "import-outage":
        out(import_outage(args[0]))
    else:
        raise SystemExit(f"unknown command {command!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
