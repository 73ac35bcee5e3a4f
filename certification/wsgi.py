"""WSGI entry point for production servers (gunicorn certification.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "certification.settings")
application = get_wsgi_application()

from certification import startup  # noqa: E402 - after Django is set up

startup.report("web")
