from django.apps import AppConfig


class CertificationConfig(AppConfig):
    name = "certification"
    verbose_name = "Certification"

    def ready(self) -> None:
        from django.db.models.signals import post_save

        from assessments.models import Certification
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
