from django.apps import AppConfig


class CertificationConfig(AppConfig):
    name = "certification"
    verbose_name = "Certification"
