from django.apps import AppConfig


class OptOutsConfig(AppConfig):
    name = "optouts"
    verbose_name = "Opt-outs from live testing"
