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
