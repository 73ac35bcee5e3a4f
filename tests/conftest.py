"""Shared fixtures: personas, servers, and a real Celery worker process."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from django.conf import settings as django_settings
from django.db import connection
from django.utils import timezone

from certification.models import REVIEWERS_GROUP, Server, User

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _plain_static_storage(settings):
    # Manifest storage needs collectstatic; tests render templates without it.
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }


@pytest.fixture(scope="session", autouse=True)
def _own_broker_folder(tmp_path_factory):
    """Tasks the tests enqueue go to a folder of the run's own, never to the checkout's
    ``.celery/`` that ``make run``'s worker serves (unless CELERY_BROKER_DIR names one)."""
    if not django_settings.CELERY_BROKER_URL.startswith("filesystem") or os.environ.get(
        "CELERY_BROKER_DIR"
    ):
        yield
        return
    from sagentum.celery import app, ensure_broker_folders

    folder = tmp_path_factory.mktemp("broker")
    before = (django_settings.CELERY_BROKER_DIR, app.conf.broker_transport_options)
    django_settings.CELERY_BROKER_DIR = folder
    app.conf.broker_transport_options = {
        **before[1],
        "data_folder_in": str(folder / "queue"),
        "data_folder_out": str(folder / "queue"),
        "processed_folder": str(folder / "processed"),
        "control_folder": str(folder / "control"),
    }
    ensure_broker_folders()
    yield
    django_settings.CELERY_BROKER_DIR, app.conf.broker_transport_options = before


@pytest.fixture(autouse=True)
def _own_politeness(settings):
    # Per-host slots, gaps and back-offs of one test never reach another.
    settings.POLITENESS_KEY_PREFIX = f"test-{uuid.uuid4().hex}:polite:"
    settings.HOST_MIN_GAP_SECONDS = 0


@pytest.fixture(autouse=True)
def _own_cache(settings):
    # A fresh key space per test: rate-limit counters in a shared Redis must not carry
    # over from one test, or one run, to the next.
    settings.CACHES = {
        name: {**config, "KEY_PREFIX": f"test-{uuid.uuid4().hex}"}
        for name, config in settings.CACHES.items()
    }


@pytest.fixture(autouse=True)
def _mail_sent_in_process(monkeypatch):
    # Queued e-mails run in the test's own process when the transaction commits, so
    # that tests read mail.outbox; tests/certification/test_mail.py covers the broker and
    # the retries.
    from certification.tasks import send_email

    monkeypatch.setattr(send_email, "apply_async", lambda args, **options: send_email.apply(args))


@pytest.fixture(autouse=True)
def _no_page_cache(settings):
    # Pages are rendered anew in every test but those of the page cache itself.
    settings.PAGE_CACHE_SECONDS = 0
    # Parts are read from the test's own cache alone, which tests clear to make them
    # anew (tests/web/test_fragments.py covers each process's own memory of them).
    settings.PART_MEMORY_BYTES = 0
    # Ids are used again from one test to the next (SQLite); in production never.
    from web.scopes import _listing_of

    _listing_of.cache_clear()


@pytest.fixture(autouse=True)
def _no_dns_beyond_loopback(settings):
    # Verification lookups go to the test's own zone server (the ``zone`` fixture) or
    # to a closed loopback port, never to the machine's resolvers.
    settings.DNS_NAMESERVERS = [("127.0.0.1", 9)]
    settings.VERIFICATION_DNS_TIMEOUT = 0.5


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    # The production hasher is slow on purpose (about half a second per password).
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _rubric_read_anew():
    """Pages keep the rubric in effect a minute per process: each test's database is its
    own, so each test reads it anew."""
    from certification.rubric import forget_rubric_in_effect

    forget_rubric_in_effect()
    yield
    forget_rubric_in_effect()


@pytest.fixture(autouse=True)
def _reference_data(request):
    """Transactional tests empty every table afterwards; put back what migrations load."""
    marker = request.node.get_closest_marker("django_db")
    transactional = marker is not None and marker.kwargs.get("transaction", False)
    if transactional or {"transactional_db", "live_server"} & set(request.fixturenames):
        from django.contrib.auth.models import Group

        from certification.models import ChangelogEntry, RubricVersion
        from certification.reference_data import (
            ensure_published_rubrics,
            ensure_reviewers_group,
            ensure_rubric_changelog,
        )

        request.getfixturevalue("transactional_db")
        ensure_reviewers_group(Group)
        ensure_published_rubrics(RubricVersion)
        ensure_rubric_changelog(RubricVersion, ChangelogEntry)


def make_user(email: str, *, password: str = "correct horse battery", **fields) -> User:
    from allauth.account.models import EmailAddress

    user = User.objects.create_user(
        username=email.split("@")[0], email=email, password=password, **fields
    )
    EmailAddress.objects.create(user=user, email=email, verified=True, primary=True)
    return user


def make_server(name: str, **fields) -> Server:
    from certification.services import unique_server_slug

    fields.setdefault("endpoint_url", f"https://{unique_server_slug(name)}.example.com/mcp")
    return Server.objects.create(name=name, slug=unique_server_slug(name), **fields)


def make_owner(user: User, server: Server):
    from verification.models import Claim

    return Claim.objects.create(
        server=server,
        user=user,
        method=Claim.Method.DNS,
        token_hash=hashlib.sha256(user.email.encode()).hexdigest(),
        status=Claim.Status.VERIFIED,
        verified_at=timezone.now(),
    )


@pytest.fixture
def alice(db) -> User:
    """Owns ``alice_server``."""
    return make_user("alice@example.org")


@pytest.fixture
def bob(db) -> User:
    """Owns ``bob_server``: a second owner who must not act on Alice's server."""
    return make_user("bob@example.org")


@pytest.fixture
def charlie(db) -> User:
    """An outsider: signed in, owns nothing."""
    return make_user("charlie@example.org")


@pytest.fixture
def reviewer(db) -> User:
    from django.contrib.auth.models import Group

    user = make_user("rita@example.org", is_staff=True)
    user.groups.add(Group.objects.get(name=REVIEWERS_GROUP))
    return user


@pytest.fixture
def alice_server(alice) -> Server:
    server = make_server("Alice Tools")
    make_owner(alice, server)
    return server


@pytest.fixture
def bob_server(bob) -> Server:
    server = make_server("Bob Tools")
    make_owner(bob, server)
    return server


def _database_url_for_subprocess() -> str:
    """The URL of the test database, for processes the tests start."""
    db = connection.settings_dict
    if db["ENGINE"].endswith("sqlite3"):
        return f"sqlite:///{db['NAME']}"
    user = db.get("USER") or ""
    password = f":{db['PASSWORD']}" if db.get("PASSWORD") else ""
    auth = f"{user}{password}@" if user else ""
    return f"postgres://{auth}{db.get('HOST') or '127.0.0.1'}:{db.get('PORT') or 5432}/{db['NAME']}"


def run_manage(*args: str, env_extra: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """``manage.py ARGS`` in a subprocess on the test database (commands that exit)."""
    env = {**os.environ, "DATABASE_URL": _database_url_for_subprocess(), **(env_extra or {})}
    return subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True,
        text=True, timeout=60,
    )  # fmt: skip


class WorkerProcess:
    def __init__(self, process: subprocess.Popen, queue: str, hostname: str, log: Path):
        self.process, self.queue, self.hostname, self.log = process, queue, hostname, log

    def output(self) -> str:
        return self.log.read_text(errors="replace")


@pytest.fixture
def celery_worker_process(transactional_db, tmp_path):
    """A real ``celery worker`` subprocess on a queue of its own, sharing the test database.

    Uses the configured broker (Redis in CI, the embedded filesystem broker
    otherwise). Tests using it must commit their data (``transactional_db``).
    """
    queue = f"test-{uuid.uuid4().hex[:12]}"
    hostname = f"{queue}@localhost"
    env = {
        **os.environ,
        "DATABASE_URL": _database_url_for_subprocess(),
        "DEBUG": "1",
        "PYTHONUNBUFFERED": "1",
        # The fixture MCP servers listen on loopback.
        "ALLOW_PRIVATE_TARGETS": "1",
        # Tests start assessments of one loopback host back to back.
        "HOST_MIN_GAP_SECONDS": "0",
    }
    if django_settings.CELERY_BROKER_URL.startswith("filesystem"):
        env["CELERY_BROKER_DIR"] = str(django_settings.CELERY_BROKER_DIR)
    log = tmp_path / "worker.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "sagentum", "worker", "--pool=solo",
             f"--queues={queue}", f"--hostname={hostname}", "--loglevel=INFO",
             "--without-gossip", "--without-mingle", "--without-heartbeat"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )  # fmt: skip
    worker = WorkerProcess(process, queue, hostname, log)
    deadline = time.monotonic() + 60
    while "ready." not in worker.output():
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"the Celery worker did not start:\n{worker.output()}")
        time.sleep(0.1)
    yield worker
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()


@pytest.fixture
def zone(settings):
    """A DNS server on loopback authoritative for ``example.test``, used by the
    verification lookups (``DNS_NAMESERVERS`` points at it)."""
    from tests.dnsserver import ZoneServer

    with ZoneServer(zones=("example.test",)) as server:
        settings.DNS_NAMESERVERS = [("127.0.0.1", server.port)]
        settings.VERIFICATION_DNS_TIMEOUT = 1.0
        yield server


@pytest.fixture
def loopback(settings):
    """The harness may reach the loopback fixture servers, with a short call timeout."""
    settings.ALLOW_PRIVATE_TARGETS = True
    settings.HARNESS_CALL_TIMEOUT = 5.0


@pytest.fixture
def git_server(tmp_path):
    """A loopback git smart-HTTP server for repositories a test publishes."""
    from tests.repos import GitHTTPServer

    server = GitHTTPServer(tmp_path / "served").start()
    yield server
    server.stop()
