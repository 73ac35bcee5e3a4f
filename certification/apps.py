import os
import sys

from django.apps import AppConfig


class CertificationConfig(AppConfig):
    name = "certification"
    verbose_name = "Certification"

    def ready(self) -> None:
        from django.apps import apps
        from django.db.models.signals import post_delete, post_save

        from assessments.models import Certification
        from certification import pagecache
        from certification.badges import forget, forget_server
        from certification.models import Server

        # Any save of a server or a certification (the services' own, the admin's)
        # forgets the badge; the services that write with ``update()`` call
        # ``forget`` themselves.
        def server_saved(sender, instance, **kwargs) -> None:
            forget(instance.slug)

        def certification_saved(sender, instance, **kwargs) -> None:
            forget_server(instance.server_id)

        post_save.connect(server_saved, sender=Server, dispatch_uid="badge-server")
        post_save.connect(certification_saved, sender=Certification, dispatch_uid="badge-cert")

        # Any save or delete of the project's rows renews the public pages' generation.
        for label in ("certification", "assessments", "disputes", "verification", "optouts"):
            for model in apps.get_app_config(label).get_models():
                for signal in (post_save, post_delete):
                    signal.connect(pagecache.model_changed, sender=model, dispatch_uid="pages")

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
