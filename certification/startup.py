"""The start-up report: which safety-relevant settings a process runs with, and where each
came from (the process environment, a ``.env`` file, or the built-in default).

Every process that does work writes it once as it starts: the web (``sagentum.asgi``
and ``sagentum.wsgi``), a Celery worker (``celeryd_after_setup``), beat
(``beat_init``), and the management commands in ``REPORTING_COMMANDS``, those that reach
other hosts or run other programs (``CertificationConfig.ready``). Other commands
(``check``, ``migrate``, ``shell``, ``seed_demo`` …) stay quiet. The report names no
secret: a key is "set" or says what it is derived from, and a URL that may hold a
password is shown by its kind only.
"""

from __future__ import annotations

import logging
import os
from urllib.parse import urlsplit

from django.conf import settings

from certification.env import DEFAULT, ENVIRONMENT

log = logging.getLogger(__name__)

# Management commands that make outgoing requests, run servers or packages, or queue work.
REPORTING_COMMANDS = frozenset(
    {"assess", "corpus", "import_registry", "sweep", "verify", "watch_catalogs"}
)
HTTPS_SETTINGS = (
    "SECURE_SSL_REDIRECT",
    "SESSION_COOKIE_SECURE",
    "CSRF_COOKIE_SECURE",
    "SECURE_HSTS_SECONDS",
)


def safety_settings() -> list[tuple[str, str, str]]:
    """``(name, value as shown, source)`` of each safety-relevant setting in force."""
    sources = getattr(settings, "SETTING_SOURCES", {})

    def source(*names: str) -> str:
        """The source of the first of ``names`` not left at its default."""
        found = [sources.get(name, DEFAULT) for name in names]
        return next((where for where in found if where != DEFAULT), DEFAULT)

    def key(name: str) -> tuple[str, str, str]:
        shown = "set" if getattr(settings, name, "") else "derived from SECRET_KEY"
        return name, shown, source(name)

    site = urlsplit(settings.SITE_URL)
    cache = settings.CACHES["default"]["BACKEND"].rsplit(".", 1)[-1]
    cache_kind = {"RedisCache": "redis", "FileBasedCache": "file", "LocMemCache": "memory"}
    secret = "set" if sources.get("SECRET_KEY", DEFAULT) != DEFAULT else "development key"
    rows = [
        ("DEBUG", settings.DEBUG, source("DEBUG")),
        ("ALLOW_PRIVATE_TARGETS", settings.ALLOW_PRIVATE_TARGETS, source("ALLOW_PRIVATE_TARGETS")),
        ("ALLOWED_HOSTS", ",".join(settings.ALLOWED_HOSTS), source("ALLOWED_HOSTS")),
        ("SITE_URL", f"{site.scheme}://{site.hostname}{_port(site)}", source("SITE_URL")),
        ("SECRET_KEY", secret, source("SECRET_KEY")),
        key("CREDENTIALS_KEY"),
        key("CHANGELOG_SIGNING_KEY"),
        ("database", _database_kind(), source("DATABASE_URL")),
        ("broker", urlsplit(settings.CELERY_BROKER_URL).scheme,
         source("CELERY_BROKER_URL", "CELERY_BROKER_DIR")),
        ("cache", cache_kind.get(cache, cache), source("REDIS_URL", "CACHE_DIR")),
        ("REPO_RAW_URL_TEMPLATES", ",".join(settings.REPO_RAW_URL_TEMPLATES) or "none",
         source("REPO_RAW_URL_TEMPLATES")),
        ("DNS_NAMESERVERS", ",".join(f"{ip}:{port}" for ip, port in settings.DNS_NAMESERVERS)
         or "system", source("DNS_NAMESERVERS")),
        ("HOST_CONCURRENCY", settings.HOST_CONCURRENCY, source("HOST_CONCURRENCY")),
        ("HOST_MIN_GAP_SECONDS", settings.HOST_MIN_GAP_SECONDS, source("HOST_MIN_GAP_SECONDS")),
        ("SCHEDULED_SWEEPS", settings.SCHEDULED_SWEEPS, source("SCHEDULED_SWEEPS")),
        ("SANDBOX_COMMAND", settings.SANDBOX_COMMAND, source("SANDBOX_COMMAND")),
        *((name, getattr(settings, name), source(name)) for name in HTTPS_SETTINGS),
        ("SECURE_PROXY_SSL_HEADER", settings.SECURE_PROXY_SSL_HEADER is not None,
         source("SECURE_PROXY_SSL_HEADER")),
        ("NUM_PROXIES", settings.REST_FRAMEWORK.get("NUM_PROXIES", 0), source("NUM_PROXIES")),
    ]  # fmt: skip
    return [(name, str(value), where) for name, value, where in rows]


def _port(parts) -> str:
    return f":{parts.port}" if parts.port else ""


def _database_kind() -> str:
    engine = settings.DATABASES["default"]["ENGINE"].rsplit(".", 1)[-1]
    return {"sqlite3": "sqlite"}.get(engine, engine)


def report_text(process: str) -> str:
    """The report: one line per source, the environment first."""
    groups: dict[str, list[str]] = {}
    for name, value, where in safety_settings():
        groups.setdefault(where, []).append(f"{name}={value}")
    order = sorted(groups, key=lambda where: (where != ENVIRONMENT, where == DEFAULT, where))
    lines = [f"safety settings of this {process} process (pid {os.getpid()}):"]
    if ENVIRONMENT not in groups:
        lines.append("  from the environment: none")
    lines += [f"  from {_said(where)}: {', '.join(groups[where])}" for where in order]
    return "\n".join(lines)


def _said(where: str) -> str:
    return {ENVIRONMENT: "the environment", DEFAULT: "built-in defaults"}.get(where, where)


def report(process: str) -> None:
    """Log the report once for this process."""
    log.info("%s", report_text(process))
