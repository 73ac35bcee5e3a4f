"""The Celery application shared by every worker, beat and the web processes."""

from __future__ import annotations

import os
from pathlib import Path

from celery import Celery, signals

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sagentum.settings")

app = Celery("sagentum")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


def ensure_broker_folders() -> None:
    """The embedded filesystem broker needs its folders before the first message."""
    options = app.conf.broker_transport_options or {}
    for key in ("data_folder_in", "data_folder_out", "processed_folder", "control_folder"):
        if options.get(key):
            Path(options[key]).mkdir(parents=True, exist_ok=True)


@app.on_after_configure.connect
def _on_configure(sender: Celery, **_: object) -> None:
    # Every process that publishes or consumes (web, worker, beat) reads the
    # configuration once; the embedded broker's folders must exist for all of them.
    ensure_broker_folders()


@signals.celeryd_after_setup.connect
def _report_worker(**_: object) -> None:
    # After the worker set up its logging, before it takes a task.
    from certification import startup

    startup.report("worker")


@signals.beat_init.connect
def _report_beat(**_: object) -> None:
    from certification import startup

    startup.report("beat")


@signals.worker_ready.connect
def _seen_at_start(sender: object = None, **_: object) -> None:
    # Pages say when no worker has been seen (a heartbeat, sent by beat every minute):
    # a worker that has just started counts at once, not after beat's first heartbeat.
    import logging

    from django.db import DatabaseError, connection

    from certification.services import worker_heartbeat_record

    try:
        worker_heartbeat_record(hostname=getattr(sender, "hostname", None) or "unknown")
    except DatabaseError as error:  # the database away: the scheduled heartbeat will do
        logging.getLogger(__name__).warning("no heartbeat recorded at start: %s", error)
    finally:
        connection.close()  # the main process keeps no connection its children could share
