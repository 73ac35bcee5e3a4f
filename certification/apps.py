import os
import sys

from django.apps import AppConfig


class CertificationConfig(AppConfig):
    name = "certification"
    verbose_name = "Certification"

    def ready(self) -> None:
        # No signals: the services that write forget the kept pages and badges
        # themselves (certification.invalidation), and the transition helper does on
        # every change of state (certification.transitions).

        # A command that does work reports the safety settings it runs with; the web,
        # the worker and beat report from their own entry points (certification.startup).
        from certification import startup

        command = _management_command()
        if command in startup.REPORTING_COMMANDS:
            startup.report(f"manage.py {command}")


def _management_command() -> str | None:
    """The subcommand of ``manage.py`` or ``django-admin`` this process runs, if any."""
    if len(sys.argv) < 2 or os.path.basename(sys.argv[0]) not in ("manage.py", "django-admin"):
        return None
    return sys.argv[1]
