"""Typed, strict readers for settings that come from the environment.

Each helper raises ``ImproperlyConfigured`` naming the variable when its value
cannot be parsed, so a typo stops start-up instead of silently falling back
to a default. URL-style values (databases, caches, mail) are parsed by
django-environ.

A value comes from the process environment, else from a ``.env`` file, else it is
the built-in default; ``Env.sources`` records which for every variable read, so
that each process can say at start-up where its safety settings came from
(``certification.startup``). A variable set in the environment, even blank, hides
the file's line: blank means unset, and the default applies. The file is read into
the reader only, never into ``os.environ``, so a process started by this one does
not take the file's values for its own environment.
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import environ
from django.core.exceptions import ImproperlyConfigured

TRUE_VALUES = frozenset({"1", "true", "yes", "on"})
FALSE_VALUES = frozenset({"0", "false", "no", "off"})
ENVIRONMENT = "environment"
DEFAULT = "default"


def read_dotenv(path: Path) -> dict[str, str]:
    """The ``NAME=value`` lines of a ``.env`` file, parsed as django-environ parses them
    (quotes, ``export``), without touching ``os.environ``."""
    reader = type("DotEnv", (environ.Env,), {"ENVIRON": {}})
    reader.read_env(path, overwrite=True)
    return dict(reader.ENVIRON)


class Env:
    """Reads variables from a mapping (``os.environ`` by default), then from the
    ``.env`` file ``dotenv`` when there is one."""

    def __init__(
        self, environ_: Mapping[str, str] | None = None, *, dotenv: Path | None = None
    ) -> None:
        self.environ = os.environ if environ_ is None else environ_
        self.dotenv_path = dotenv if dotenv is not None and dotenv.is_file() else None
        self.dotenv = read_dotenv(self.dotenv_path) if self.dotenv_path else {}
        self.names: set[str] = set()  # every variable the settings read
        self.sources: dict[str, str] = {}  # name -> ENVIRONMENT, ".env <path>" or DEFAULT

    def raw(self, name: str) -> str | None:
        self.names.add(name)
        if name in self.environ:
            value, source = self.environ[name], ENVIRONMENT
        elif name in self.dotenv:
            value, source = self.dotenv[name], f".env {self.dotenv_path}"
        else:
            value, source = None, DEFAULT
        if value is None or value.strip() == "":
            self.sources[name] = DEFAULT
            return None
        self.sources[name] = source
        return value.strip()

    def source(self, name: str) -> str:
        """Where ``name``'s value came from: ``environment``, ``.env <path>`` or
        ``default`` (also for a blank value)."""
        return self.sources.get(name, DEFAULT)

    def fail(self, name: str, value: str, expected: str) -> ImproperlyConfigured:
        return ImproperlyConfigured(f"{name}={value!r} is not valid: expected {expected}.")

    def str(self, name: str, default: str = "") -> str:
        value = self.raw(name)
        return default if value is None else value

    def rate(self, name: str, default: str) -> str:
        """A request rate as ``<count>/<second|minute|hour|day>``."""
        value = self.raw(name)
        if value is None:
            return default
        count, _, period = value.partition("/")
        if not count.isdigit() or period not in ("second", "minute", "hour", "day"):
            raise self.fail(name, value, "a rate such as 120/minute")
        return value

    def choice(self, name: str, default: str, choices: tuple[str, ...]) -> str:
        value = self.raw(name)
        if value is None:
            return default
        if value.upper() not in choices:
            raise self.fail(name, value, f"one of {', '.join(choices)}")
        return value.upper()

    def bool(self, name: str, default: bool = False) -> bool:
        value = self.raw(name)
        if value is None:
            return default
        if value.lower() in TRUE_VALUES:
            return True
        if value.lower() in FALSE_VALUES:
            return False
        raise self.fail(name, value, "one of 1/0, true/false, yes/no, on/off")

    def int(self, name: str, default: int, *, minimum: int | None = None) -> int:
        value = self.raw(name)
        if value is None:
            return default
        try:
            number = int(value)
        except ValueError:
            raise self.fail(name, value, "an integer") from None
        if minimum is not None and number < minimum:
            raise self.fail(name, value, f"an integer >= {minimum}")
        return number

    def float(self, name: str, default: float, *, minimum: float = 0.0) -> float:
        value = self.raw(name)
        if value is None:
            return default
        try:
            number = float(value)
        except ValueError:
            raise self.fail(name, value, "a number of seconds") from None
        if not number > minimum or number != number or number == float("inf"):
            raise self.fail(name, value, f"a finite number greater than {minimum:g}")
        return number

    def list(self, name: str, default: list[str]) -> list[str]:
        value = self.raw(name)
        if value is None:
            return list(default)
        items = [item.strip() for item in value.split(",")]
        if any(not item for item in items):
            raise self.fail(name, value, "a comma-separated list without empty items")
        return items

    def url(self, name: str, default: str, *, schemes: tuple[str, ...] = ("http", "https")) -> str:
        value = self.raw(name)
        if value is None:
            return default
        parts = urlsplit(value)
        if parts.scheme not in schemes or not parts.hostname:
            raise self.fail(name, value, f"an absolute URL ({'/'.join(schemes)})")
        return value.rstrip("/")

    def database(self, name: str, default: str) -> dict[str, Any]:
        value = self.raw(name) or default
        try:
            config = environ.Env.db_url_config(value)
        except (ImproperlyConfigured, ValueError, KeyError) as exc:
            raise self.fail(name, value, f"a database URL ({exc})") from None
        if not config.get("ENGINE"):
            raise self.fail(name, value, "a database URL (sqlite:///… or postgres://…)")
        if config["ENGINE"] not in (
            "django.db.backends.sqlite3",
            "django.db.backends.postgresql",
        ):
            raise self.fail(name, value, "a sqlite:// or postgres:// URL")
        return config

    def cache(self, name: str) -> dict[str, Any] | None:
        value = self.raw(name)
        if value is None:
            return None
        if urlsplit(value).scheme not in ("redis", "rediss"):
            raise self.fail(name, value, "a redis:// or rediss:// URL")
        # django-redis keeps one client per process; Django's own backend builds a
        # client object for every command, which costs more than the command.
        return {"BACKEND": "django_redis.cache.RedisCache", "LOCATION": value}

    def broker(self, name: str) -> str | None:
        value = self.raw(name)
        if value is None:
            return None
        scheme = urlsplit(value).scheme
        if scheme not in ("redis", "rediss", "amqp", "amqps", "filesystem", "memory"):
            raise self.fail(name, value, "a broker URL such as redis://127.0.0.1:6379/0")
        return value

    def email(self, name: str) -> dict[str, Any] | None:
        value = self.raw(name)
        if value is None:
            return None
        try:
            return environ.Env.email_url_config(value)
        except (ImproperlyConfigured, ValueError, KeyError):
            raise self.fail(
                name, value, "an e-mail URL such as smtp+tls://user:pass@host:587"
            ) from None

    def nameservers(self, name: str) -> list[tuple[str, int]]:
        """``ip[:port]`` items; IPv6 addresses with a port go in brackets."""
        result = []
        for item in self.list(name, []):
            host, port = item, 53
            if item.startswith("["):
                host, bracket, rest = item[1:].partition("]")
                if not bracket or (rest and not rest.startswith(":")):
                    raise self.fail(name, item, "[IPv6 address]:port")
                if rest:
                    port = self._port(name, item, rest[1:])
            elif item.count(":") == 1:
                host, port_text = item.split(":")
                port = self._port(name, item, port_text)
            try:
                ipaddress.ip_address(host)
            except ValueError:
                raise self.fail(name, item, "IP addresses, optionally with :port") from None
            result.append((host, port))
        return result

    def _port(self, name: str, item: str, text: str) -> int:
        if not text.isdigit() or not 0 < int(text) < 65536:
            raise self.fail(name, item, "a port between 1 and 65535")
        return int(text)

    def templates(self, name: str) -> dict[str, str]:
        """``host=template`` pairs, separated by commas or whitespace."""
        result = {}
        value = self.raw(name)
        for item in (value or "").replace(",", " ").split():
            host, sep, template = item.partition("=")
            if not sep or not host or "{owner}" not in template or "{path}" not in template:
                raise self.fail(name, item, "host=template pairs using {owner}, {repo} and {path}")
            result[host.lower()] = template
        return result
