"""WSGI entry point for production servers (gunicorn sagentum.wsgi)."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "sagentum.settings")
application = get_wsgi_application()

from certification import startup  # noqa: E402 - after Django is set up

startup.report("web")
