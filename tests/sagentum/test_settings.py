"""Settings read from the environment: good values parse, bad ones stop start-up."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from django.core.exceptions import ImproperlyConfigured

from certification.env import Env
from tests.paths import ROOT

ROOT = ROOT


def refused(values: dict[str, str], reader: str, name: str, *args) -> str:
    """Read ``name`` with ``Env.<reader>`` and return the refusal message."""
    with pytest.raises(ImproperlyConfigured) as caught:
        getattr(Env(values), reader)(name, *args)
    message = str(caught.value)
    assert name in message
    return message


def test_it_reads_booleans():
    env = Env({"A": "1", "B": "off", "C": " Yes ", "D": ""})
    assert env.bool("A") is True
    assert env.bool("B", True) is False
    assert env.bool("C") is True
    assert env.bool("D", True) is True  # empty means unset
    assert env.bool("MISSING") is False


def test_it_refuses_a_bool_it_cannot_read():
    message = refused({"DEBUG": "maybe"}, "bool", "DEBUG")
    assert "'maybe'" in message


def test_it_reads_numbers():
    env = Env({"PORT": "587", "HARNESS_CALL_TIMEOUT": "2.5"})
    assert env.int("PORT", 25, minimum=1) == 587
    assert env.int("MISSING", 25) == 25
    assert env.float("HARNESS_CALL_TIMEOUT", 15.0) == 2.5
    assert env.float("MISSING", 15.0) == 15.0


@pytest.mark.parametrize("value", ["abc", "0", "-1", "inf", "-inf", "nan"])
def test_it_refuses_a_timeout_that_is_not_a_positive_finite_number(value):
    refused({"HARNESS_CALL_TIMEOUT": value}, "float", "HARNESS_CALL_TIMEOUT", 15.0)


@pytest.mark.parametrize(("value", "minimum"), [("abc", None), ("1.5", None), ("0", 1)])
def test_it_refuses_a_bad_integer(value, minimum):
    with pytest.raises(ImproperlyConfigured, match="EMAIL_PORT"):
        Env({"EMAIL_PORT": value}).int("EMAIL_PORT", 25, minimum=minimum)


def test_it_reads_lists():
    env = Env({"ALLOWED_HOSTS": "example.org, www.example.org"})
    assert env.list("ALLOWED_HOSTS", []) == ["example.org", "www.example.org"]
    assert env.list("MISSING", ["127.0.0.1"]) == ["127.0.0.1"]
    refused({"ALLOWED_HOSTS": "a,,b"}, "list", "ALLOWED_HOSTS", [])


def test_it_reads_urls():
    env = Env({"SITE_URL": "https://sagentum.example/"})
    assert env.url("SITE_URL", "") == "https://sagentum.example"
    assert env.url("MISSING", "http://127.0.0.1:8000") == "http://127.0.0.1:8000"


@pytest.mark.parametrize("value", ["notaurl", "ftp://example.org", "https://"])
def test_it_refuses_a_bad_site_url(value):
    refused({"SITE_URL": value}, "url", "SITE_URL", "")


def test_it_reads_database_urls():
    sqlite = Env({"DATABASE_URL": "sqlite:////tmp/x.sqlite3"}).database("DATABASE_URL", "")
    assert sqlite["ENGINE"] == "django.db.backends.sqlite3"
    assert sqlite["NAME"] == "/tmp/x.sqlite3"
    pg = Env({"DATABASE_URL": "postgres://u:p@db.internal:5433/certs"}).database("DATABASE_URL", "")
    assert pg["ENGINE"] == "django.db.backends.postgresql"
    assert (pg["NAME"], pg["USER"], pg["HOST"], pg["PORT"]) == ("certs", "u", "db.internal", 5433)


def test_it_uses_the_default_database_when_unset():
    config = Env({}).database("DATABASE_URL", "sqlite:////tmp/default.sqlite3")
    assert config["NAME"] == "/tmp/default.sqlite3"


@pytest.mark.filterwarnings("ignore:Engine not recognized")
def test_it_refuses_a_database_url_it_cannot_read():
    refused({"DATABASE_URL": "garbage"}, "database", "DATABASE_URL", "")


def test_it_refuses_mysql():
    message = refused({"DATABASE_URL": "mysql://u:p@h/db"}, "database", "DATABASE_URL", "")
    assert "postgres" in message


def test_it_reads_redis_url():
    cache = Env({"REDIS_URL": "redis://127.0.0.1:6379/1"}).cache("REDIS_URL")
    assert cache == {
        "BACKEND": "django_redis.cache.RedisCache",
        "LOCATION": "redis://127.0.0.1:6379/1",
    }
    assert Env({}).cache("REDIS_URL") is None
    refused({"REDIS_URL": "memcached://127.0.0.1:11211"}, "cache", "REDIS_URL")


def test_it_reads_broker_url():
    env = Env({"CELERY_BROKER_URL": "redis://127.0.0.1:6379/0"})
    assert env.broker("CELERY_BROKER_URL") == "redis://127.0.0.1:6379/0"
    assert Env({}).broker("CELERY_BROKER_URL") is None
    refused({"CELERY_BROKER_URL": "http://127.0.0.1/"}, "broker", "CELERY_BROKER_URL")


def test_it_reads_email_url():
    config = Env({"EMAIL_URL": "smtp+tls://user:secret@mail.example:587"}).email("EMAIL_URL")
    assert config["EMAIL_BACKEND"] == "django.core.mail.backends.smtp.EmailBackend"
    assert (config["EMAIL_HOST"], config["EMAIL_PORT"]) == ("mail.example", 587)
    assert config["EMAIL_HOST_USER"] == "user"
    assert config["EMAIL_USE_TLS"] is True
    assert Env({}).email("EMAIL_URL") is None
    refused({"EMAIL_URL": "bogus://mail.example"}, "email", "EMAIL_URL")


def test_it_reads_nameservers():
    env = Env({"DNS_NAMESERVERS": "1.2.3.4, 1.2.3.4:5353, [::1]:53, [::1], ::1"})
    assert env.nameservers("DNS_NAMESERVERS") == [
        ("1.2.3.4", 53),
        ("1.2.3.4", 5353),
        ("::1", 53),
        ("::1", 53),
        ("::1", 53),
    ]
    assert Env({}).nameservers("DNS_NAMESERVERS") == []


@pytest.mark.parametrize(
    "value",
    [
        "dns.example",
        "1.2.3.4:0",
        "1.2.3.4:65536",
        "1.2.3.4:abc",
        "1.2.3.4:",
        "[::1]:x",
        "[::1",
        "[::1]53",
    ],
)
def test_it_refuses_bad_nameservers(value):
    refused({"DNS_NAMESERVERS": value}, "nameservers", "DNS_NAMESERVERS")


def test_it_reads_repo_raw_url_templates():
    template = "https://git.example.org/{owner}/{repo}/raw/HEAD/{path}"
    env = Env({"REPO_RAW_URL_TEMPLATES": f"Git.Example.org={template}, code.example={template}"})
    assert env.templates("REPO_RAW_URL_TEMPLATES") == {
        "git.example.org": template,
        "code.example": template,
    }
    assert Env({}).templates("REPO_RAW_URL_TEMPLATES") == {}


@pytest.mark.parametrize(
    "value",
    [
        "git.example.org",
        "=https://x/{owner}/{repo}/{path}",
        "git.example.org=https://git.example.org/{owner}/{repo}/raw",
    ],
)
def test_it_refuses_bad_repo_raw_url_templates(value):
    refused({"REPO_RAW_URL_TEMPLATES": value}, "templates", "REPO_RAW_URL_TEMPLATES")


def start_django(**variables: str) -> subprocess.CompletedProcess:
    """Load the real settings module in a fresh process with these variables set."""
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "sagentum.settings", **variables}
    return subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_it_starts_with_good_settings():
    result = start_django(DEBUG="1", HARNESS_CALL_TIMEOUT="5")
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize(
    ("name", "value"),
    [("DEBUG", "maybe"), ("HARNESS_CALL_TIMEOUT", "abc"), ("SITE_URL", "notaurl")],
)
def test_it_refuses_to_start_with_a_bad_value(name, value):
    result = start_django(**{"DEBUG": "1", name: value})
    assert result.returncode != 0
    last_line = result.stderr.strip().splitlines()[-1]
    assert last_line.startswith("django.core.exceptions.ImproperlyConfigured")
    assert f"{name}={value!r}" in last_line


def test_it_refuses_to_start_without_secret_key_when_debug_is_off():
    result = start_django(DEBUG="0", SECRET_KEY="")
    assert result.returncode != 0
    assert "ImproperlyConfigured: SECRET_KEY is required" in result.stderr


def test_it_reads_and_refuses_request_rates():
    assert Env({"R": "30/hour"}).rate("R", "1/second") == "30/hour"
    assert Env({}).rate("R", "120/minute") == "120/minute"
    for value in ("fast", "10/min", "/minute", "-1/day", "10"):
        assert "120/minute" in refused(
            {"API_RATE_ANONYMOUS": value}, "rate", "API_RATE_ANONYMOUS", "1/day"
        )


def test_a_postgresql_pool_serves_the_connections_when_sized():
    if not os.environ.get("DATABASE_URL", "").startswith("postgres"):
        pytest.skip("needs PostgreSQL: set DATABASE_URL=postgres://… (make test on CI does)")
    script = (
        "import django; django.setup()\n"
        "from django.db import connection\n"
        "for _ in range(8):\n"
        "    with connection.cursor() as cursor:\n"
        "        cursor.execute('SELECT pg_backend_pid()')\n"
        "        print(cursor.fetchone()[0])\n"
        "    connection.close()\n"
        "print(connection.pool.max_size)\n"
    )
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "sagentum.settings",
           "DATABASE_POOL_SIZE": "3", "DEBUG": "1"}  # fmt: skip
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=60)  # fmt: skip
    assert result.returncode == 0, result.stderr
    *pids, size = result.stdout.split()
    assert size == "3"
    # Closed connections go back to the pool, not to the server: eight uses, three at most.
    assert len(pids) == 8 and len(set(pids)) <= 3
