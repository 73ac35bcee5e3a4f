"""Django settings, read entirely from the environment (see ``.env.example``)."""

from __future__ import annotations

import base64
import datetime
import os
import secrets
from pathlib import Path
from urllib.parse import urlsplit

from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

from certification import signed_note
from certification.env import DEFAULT, Env

BASE_DIR = Path(__file__).resolve().parent.parent
# A local .env (`make .env` writes the development one) supplies values the real
# environment does not set; each process reports at start-up where its safety settings
# came from (certification.startup).
env = Env(dotenv=BASE_DIR / ".env")

DEBUG = env.bool("DEBUG", False)


def _development_secret_key() -> str:
    """A random key kept in an ignored file so that sessions survive restarts."""
    path = BASE_DIR / ".dev-secret-key"
    if not path.exists():
        path.write_text(secrets.token_urlsafe(50))
        path.chmod(0o600)
    return path.read_text().strip()


SECRET_KEY = env.str("SECRET_KEY")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "SECRET_KEY is required when DEBUG is off: set it to a long random string."
        )
    SECRET_KEY = _development_secret_key()

ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", ["127.0.0.1", "localhost"])
SITE_URL = env.url("SITE_URL", "http://127.0.0.1:8000")
SITE_NAME = "Sagentum"
CSRF_TRUSTED_ORIGINS = [f"{urlsplit(SITE_URL).scheme}://{urlsplit(SITE_URL).netloc}"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "django.contrib.sitemaps",
    "allauth",
    "allauth.account",
    "rest_framework",
    "knox",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "csp",
    "certification",
    "assessments",
    "disputes",
    "verification",
    "optouts",
    "web",
    "sagentum",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "sagentum.middleware.refuse_oversized_bodies",
    # A request made while the database is away answers 503 with its reason.
    "sagentum.middleware.DatabaseUnavailableMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    "allauth.account.middleware.AccountMiddleware",
]

ROOT_URLCONF = "sagentum.urls"
WSGI_APPLICATION = "sagentum.wsgi.application"
ASGI_APPLICATION = "sagentum.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "csp.context_processors.nonce",
                "web.context_processors.site",
            ],
        },
    },
]
if DEBUG:
    # Templates read anew on each request: the cached loader is reset only by
    # runserver's reloader, and `make run` serves under uvicorn.
    TEMPLATES[0]["APP_DIRS"] = False
    TEMPLATES[0]["OPTIONS"]["loaders"] = [
        "django.template.loaders.filesystem.Loader",
        "django.template.loaders.app_directories.Loader",
    ]

DATABASES = {"default": env.database("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}")}
DATABASES["default"]["ATOMIC_REQUESTS"] = False
DATABASES["default"].setdefault("CONN_MAX_AGE", 0)
# PostgreSQL connections: a pool per process of up to DATABASE_POOL_SIZE (psycopg_pool;
# 0 turns it off). Django's persistent connections are not for ASGI servers, and
# opening a connection per request costs more than many a page's queries.
DATABASE_POOL_SIZE = env.int("DATABASE_POOL_SIZE", 0, minimum=0)
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql" and DATABASE_POOL_SIZE:
    DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
        "min_size": 1, "max_size": DATABASE_POOL_SIZE, "timeout": 10,
    }  # fmt: skip
# PostgreSQL: parameters bound by the server, so that a statement run this many times on a
# connection is prepared there (psycopg's ``prepare_threshold``): a page's queries are each
# planned once per pooled connection instead of on every read. Django leaves both off for
# poolers in transaction mode, which lose a session's prepared statements unless they keep
# them (PgBouncer 1.21+ with max_prepared_statements): 0 turns both off.
DATABASE_PREPARE_THRESHOLD = env.int("DATABASE_PREPARE_THRESHOLD", 5, minimum=0)
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql" and DATABASE_PREPARE_THRESHOLD:
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        server_side_binding=True, prepare_threshold=DATABASE_PREPARE_THRESHOLD
    )
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Web and worker processes share the file: wait on a lock instead of failing.
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {"timeout": 20, "transaction_mode": "IMMEDIATE", "init_command": "PRAGMA journal_mode=WAL;"}
    )
    # A file (not memory) so that worker processes started by tests share it; one per
    # test run, so that concurrent runs in one checkout do not collide.
    DATABASES["default"]["TEST"] = {"NAME": str(BASE_DIR / f".test-db-{os.getpid()}.sqlite3")}
else:
    DATABASES["default"]["TEST"] = {"NAME": f"test_{DATABASES['default']['NAME']}_{os.getpid()}"}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
AUTH_USER_MODEL = "certification.User"

# The cache (badges, kept pages and their generation, rate limits) must be one for every
# process, or a change the worker makes does not reach the web: Redis with REDIS_URL;
# without it, Django's file-based cache in CACHE_DIR, which every process of the machine
# shares (`make run`'s web, worker and beat). Not the database cache: every page read
# would then write to SQLite, which lets one writer in at a time. A pytest run (pytest
# sets PYTEST_VERSION) keeps a memory cache per process unless CACHE_DIR is set: the
# file cache evicts entries at random once full, so the run's tests would evict each
# other's, and a folder shared with `make run` would mix the two.
_cache = env.cache("REDIS_URL")
REDIS_URL = env.str("REDIS_URL", "")  # also the shared state of per-host politeness
CACHE_DIR = Path(env.str("CACHE_DIR", str(BASE_DIR / ".cache")))
if _cache:
    CACHES = {"default": _cache}
elif "PYTEST_VERSION" in os.environ and env.source("CACHE_DIR") == DEFAULT:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "sagentum",
        }
    }
else:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
            "LOCATION": str(CACHE_DIR),
            "OPTIONS": {"MAX_ENTRIES": 1000},  # each write lists the folder to cull it
        }
    }
SHARED_CACHE = not CACHES["default"]["BACKEND"].endswith("LocMemCache")

# How long a public page is kept for anonymous readers (certification/pagecache.py). Off
# with DEBUG, where templates are read anew on every request and a kept page would hide
# an edit, and without a shared cache, where a worker's change would not reach the web.
PAGE_CACHE_SECONDS = env.int(
    "PAGE_CACHE_SECONDS", 60 if SHARED_CACHE and not DEBUG else 0, minimum=0
)

# Rendered parts of pages (directory and changelog rows, report sections) each web
# process also keeps in its own memory, in front of the shared cache (web/fragments.py);
# 0 keeps none there.
PART_MEMORY_BYTES = env.int("PART_MEMORY_BYTES", 16 * 1024 * 1024, minimum=0)

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
AUTHENTICATION_BACKENDS = [
    "django.contrib.auth.backends.ModelBackend",
    "allauth.account.auth_backends.AuthenticationBackend",
]
LOGIN_URL = "account_login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

# Accounts (django-allauth): e-mail addresses as logins, confirmed by a link.
ACCOUNT_LOGIN_METHODS = {"email"}
ACCOUNT_SIGNUP_FIELDS = ["email*", "password1*", "password2*"]
ACCOUNT_EMAIL_VERIFICATION = "mandatory"
ACCOUNT_UNIQUE_EMAIL = True
ACCOUNT_CONFIRM_EMAIL_ON_GET = False
ACCOUNT_LOGIN_ON_EMAIL_CONFIRMATION = True
ACCOUNT_LOGOUT_ON_GET = False
EMAIL_SUBJECT_PREFIX = "[Sagentum] "
ACCOUNT_EMAIL_SUBJECT_PREFIX = EMAIL_SUBJECT_PREFIX
ACCOUNT_DEFAULT_HTTP_PROTOCOL = urlsplit(SITE_URL).scheme
ACCOUNT_EMAIL_CONFIRMATION_EXPIRE_DAYS = 3
ACCOUNT_PASSWORD_RESET_BY_CODE_ENABLED = False
ACCOUNT_PREVENT_ENUMERATION = True
ACCOUNT_ADAPTER = "web.pages.accounts.AccountAdapter"
ACCOUNT_USER_DISPLAY = "web.pages.accounts.user_display"

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "UTC"
# The site is written in English only: with translation off, Django neither looks up
# catalogues nor activates a language on each request.
USE_I18N = False
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        if DEBUG
        else "whitenoise.storage.CompressedManifestStaticFilesStorage"
    },
}
MEDIA_ROOT = BASE_DIR / "media"
WHITENOISE_USE_FINDERS = DEBUG

# E-mail: EMAIL_URL, or Django's EMAIL_* variables, else printed to the console.
_email = env.email("EMAIL_URL")
if _email:
    globals().update(_email)
elif env.str("EMAIL_HOST"):
    EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    EMAIL_HOST = env.str("EMAIL_HOST")
    EMAIL_PORT = env.int("EMAIL_PORT", 25, minimum=1)
    EMAIL_HOST_USER = env.str("EMAIL_HOST_USER")
    EMAIL_HOST_PASSWORD = env.str("EMAIL_HOST_PASSWORD")
    EMAIL_USE_TLS = env.bool("EMAIL_USE_TLS", False)
    EMAIL_USE_SSL = env.bool("EMAIL_USE_SSL", False)
else:
    EMAIL_BACKEND = "certification.mail.ConsoleEmailBackend"  # to standard error
EMAIL_TIMEOUT = 10
DEFAULT_FROM_EMAIL = env.str(
    "DEFAULT_FROM_EMAIL", f"Sagentum <noreply@{urlsplit(SITE_URL).hostname}>"
)
SERVER_EMAIL = DEFAULT_FROM_EMAIL
# Where people write to the reviewers (opt-outs by e-mail, questions about a review);
# shown on the testing policy and in e-mails.
CONTACT_EMAIL = env.str("CONTACT_EMAIL", f"reviews@{urlsplit(SITE_URL).hostname}")

# Security. With DEBUG off these are the production defaults; each can be
# relaxed through its variable for a deployment that needs it.
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SECURE = env.bool("SESSION_COOKIE_SECURE", not DEBUG)
CSRF_COOKIE_SECURE = env.bool("CSRF_COOKIE_SECURE", not DEBUG)
SECURE_SSL_REDIRECT = env.bool("SECURE_SSL_REDIRECT", not DEBUG)
SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
SECURE_HSTS_SECONDS = env.int("SECURE_HSTS_SECONDS", 0 if DEBUG else 31536000, minimum=0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env.bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", not DEBUG)
SECURE_HSTS_PRELOAD = env.bool("SECURE_HSTS_PRELOAD", not DEBUG)
if env.bool("SECURE_PROXY_SSL_HEADER", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF, "data:"],
        "connect-src": [SELF],
        "font-src": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
        "base-uri": [SELF],
        "object-src": [NONE],
    }
}

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "rest_framework.authentication.SessionAuthentication",
        "knox.auth.TokenAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_PAGINATION_CLASS": "web.api.pagination.CursorPage",
    "PAGE_SIZE": 50,
    "DEFAULT_PARSER_CLASSES": [
        "web.api.errors.StrictJSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "EXCEPTION_HANDLER": "web.api.errors.api_exception_handler",
    # Per client: anonymous by address, token and session users by account (the cache).
    "DEFAULT_THROTTLE_CLASSES": [
        "rest_framework.throttling.AnonRateThrottle",
        "web.api.throttles.AccountRateThrottle",
    ],
    # How many proxies append to X-Forwarded-For in front of the site; 0 (the default)
    # ignores the header, so a client cannot pick its own throttling key.
    "NUM_PROXIES": env.int("NUM_PROXIES", 0, minimum=0),
    "DEFAULT_THROTTLE_RATES": {
        "anon": env.rate("API_RATE_ANONYMOUS", "120/minute"),
        "user": env.rate("API_RATE_USER", "600/minute"),
    },
}
# Personal API tokens (django-rest-knox): stored as SHA-512 digests, 90 days.
REST_KNOX = {"TOKEN_TTL": datetime.timedelta(days=90), "TOKEN_PREFIX": "sgt_"}
SPECTACULAR_SETTINGS = {
    "TITLE": "Sagentum API",
    "DESCRIPTION": (
        "Sagentum's MCP server certifications, read-only and public; and, for signed-in "
        "users (session or personal token), their ownership claims."
    ),
    "VERSION": "1",
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # Choice sets that share a field name get names of their own.
    "ENUM_NAME_OVERRIDES": {
        "EvidenceKindEnum": "disputes.models.Evidence.Kind",
        # A listing's status, in the list's and the detail's servers alike.
        "ServerStatusEnum": "certification.models.Server.Status",
    },
    # The API's own paths; the sub-registry's (/v0/) keep their tags of their own.
    "SCHEMA_PATH_PREFIX": "/api/",
}

# Celery. Without CELERY_BROKER_URL the broker is kombu's filesystem transport
# in .celery/, so one machine runs web and worker with nothing else installed.
CELERY_BROKER_DIR = Path(env.str("CELERY_BROKER_DIR", str(BASE_DIR / ".celery")))
CELERY_BROKER_URL = env.broker("CELERY_BROKER_URL") or "filesystem://"
# A task a killed worker held is delivered again after this many seconds (Redis).
CELERY_VISIBILITY_TIMEOUT = env.int("CELERY_VISIBILITY_TIMEOUT", 3600, minimum=60)
CELERY_BROKER_TRANSPORT_OPTIONS = (
    {
        "data_folder_in": str(CELERY_BROKER_DIR / "queue"),
        "data_folder_out": str(CELERY_BROKER_DIR / "queue"),
        "processed_folder": str(CELERY_BROKER_DIR / "processed"),
        "control_folder": str(CELERY_BROKER_DIR / "control"),
        "store_processed": False,
        "polling_interval": 0.2,
    }
    if CELERY_BROKER_URL.startswith("filesystem")
    else {"visibility_timeout": CELERY_VISIBILITY_TIMEOUT}
)
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_DEFAULT_QUEUE = "default"
CELERY_TIMEZONE = TIME_ZONE
# Live assessments get a queue of their own so that deployments can size it apart.
ASSESSMENT_QUEUES = {"documentation": "default", "static": "default", "full": "live"}
CELERY_BEAT_SCHEDULE = {
    "heartbeat": {"task": "certification.tasks.heartbeat", "schedule": 60.0},
    "sweep-stuck-assessments": {
        "task": "assessments.tasks.sweep_stuck_assessments",
        "schedule": 60.0,
    },
    # Each verified claim is re-checked weekly; the hourly run picks those due.
    "reverify-claims": {"task": "verification.tasks.reverify_claims", "schedule": 3600.0},
    "expire-optout-links": {"task": "optouts.tasks.expire_optout_links", "schedule": 3600.0},
    # Reviewers hear of disputes 6 hours from due and when overdue.
    "dispute-sla-reminders": {"task": "disputes.tasks.dispute_sla_reminders", "schedule": 600.0},
    # Disputes filed without evidence are acknowledged once their time to add some passed.
    "dispute-evidence-deadlines": {
        "task": "disputes.tasks.dispute_evidence_deadlines",
        "schedule": 600.0,
    },
    # Certified catalogs re-read weekly (tools/list only, at most 3 requests a server).
    "watch-catalogs": {"task": "assessments.tasks.watch_catalogs", "schedule": 7 * 24 * 3600.0},
    # A signed checkpoint of the changelog whenever it has grown (every five minutes).
    "changelog-checkpoint": {"task": "certification.tasks.checkpoint", "schedule": 300.0},
    # The witnesses asked to cosign it (when CHANGELOG_WITNESSES names their URLs).
    "changelog-cosignatures": {
        "task": "certification.tasks.request_cosignatures",
        "schedule": 900.0,
    },
}
# Documentation and static assessments kept fresh (monthly) when SCHEDULED_SWEEPS is on;
# live tests only when an owner or staff asks (the testing policy): full sweeps by hand.
SCHEDULED_SWEEPS = env.bool("SCHEDULED_SWEEPS", False)
if SCHEDULED_SWEEPS:
    CELERY_BEAT_SCHEDULE |= {
        f"sweep-{tier}": {
            "task": "assessments.tasks.sweep",
            "schedule": 3600.0,
            "kwargs": {"tier": tier, "stale_days": 30, "limit": limit},
        }
        for tier, limit in (("documentation", 200), ("static", 100))
    }
# A sweep stops before a type's queue holds this many tasks (assessments.sweeps).
SWEEP_BACKLOG_LIMIT = env.int("SWEEP_BACKLOG_LIMIT", 1000, minimum=1)

# The live harness and outgoing fetches.
HARNESS_USER_AGENT = env.str("HARNESS_USER_AGENT", f"Sagentum/1.0 (+{SITE_URL}/testing-policy)")
HARNESS_CALL_TIMEOUT = env.float("HARNESS_CALL_TIMEOUT", 15.0)
HARNESS_CALL_BUDGET = 15
CATALOG_WATCH_BUDGET = 3  # requests of one catalog watch (tools/list only)
# Per-host politeness of assessments (assessments.politeness), across every worker.
HOST_CONCURRENCY = env.int("HOST_CONCURRENCY", 2, minimum=1)
HOST_MIN_GAP_SECONDS = env.int("HOST_MIN_GAP_SECONDS", 10, minimum=0)
HOST_SLOT_SECONDS = 20 * 60  # a slot a killed worker left expires after this
HOST_FAILURE_THRESHOLD = 3  # failures in a row before a host backs off
HOST_BACKOFF_SECONDS = 15 * 60
HOST_BACKOFF_MAX_SECONDS = 24 * 3600
POLITENESS_KEY_PREFIX = "sagentum:polite:"
ALLOW_PRIVATE_TARGETS = env.bool("ALLOW_PRIVATE_TARGETS", False)
# Packages (certification.packages): fetched from the index pip and npm are configured
# for, kept by hash, and run only inside the sandbox (docs/packages.md).
PACKAGE_CACHE_DIR = Path(env.str("PACKAGE_CACHE_DIR", str(BASE_DIR / ".package-cache")))
PACKAGE_CACHE_MB = env.int("PACKAGE_CACHE_MB", 2048, minimum=50)
PACKAGE_FETCH_TIMEOUT = env.int("PACKAGE_FETCH_TIMEOUT", 300, minimum=10)
# "bwrap" (bubblewrap, built in) or the path of an isolator that keeps the contract.
SANDBOX_COMMAND = env.str("SANDBOX_COMMAND", "bwrap")
SANDBOX_MEMORY_MB = env.int("SANDBOX_MEMORY_MB", 1024, minimum=64)
SANDBOX_PROCESSES = env.int("SANDBOX_PROCESSES", 64, minimum=4)
SANDBOX_FILE_SIZE_MB = env.int("SANDBOX_FILE_SIZE_MB", 64, minimum=1)
SANDBOX_CPU_SECONDS = env.int("SANDBOX_CPU_SECONDS", 120, minimum=5)
SANDBOX_WALL_SECONDS = env.int("SANDBOX_WALL_SECONDS", 170, minimum=10)
SANDBOX_PYTHON = env.str("SANDBOX_PYTHON", "/usr/bin/python3")
SANDBOX_NODE = env.str("SANDBOX_NODE", "/usr/bin/node")
# Sandboxed runs one worker process holds at once (the rest wait their turn).
SANDBOXES_PER_WORKER = env.int("SANDBOXES_PER_WORKER", 2, minimum=1)
DNS_NAMESERVERS = env.nameservers("DNS_NAMESERVERS")
# Seconds one ownership-verification DNS lookup may take in all.
VERIFICATION_DNS_TIMEOUT = env.float("VERIFICATION_DNS_TIMEOUT", 5.0)
# Seconds a repository-file fetch may take in all (docs/ownership.md: 10).
VERIFICATION_FETCH_TIMEOUT = 10.0
REPO_RAW_URL_TEMPLATES = env.templates("REPO_RAW_URL_TEMPLATES")
CREDENTIALS_KEY = env.str("CREDENTIALS_KEY")
# Ed25519 seed (32 bytes, base64) that signs changelog checkpoints; unset: derived from
# SECRET_KEY (certification.transparency). Changing it changes the published public key.
CHANGELOG_SIGNING_KEY = env.str("CHANGELOG_SIGNING_KEY", "")
if CHANGELOG_SIGNING_KEY:
    try:
        _seed = base64.b64decode(CHANGELOG_SIGNING_KEY, validate=True)
    except ValueError:
        _seed = b""
    if len(_seed) != 32:
        raise env.fail("CHANGELOG_SIGNING_KEY", CHANGELOG_SIGNING_KEY[:8] + "…",
                       "32 bytes in base64 (python -c 'import os,base64;"
                       "print(base64.b64encode(os.urandom(32)).decode())')")  # fmt: skip

# Witnesses whose cosignatures of the changelog's checkpoints are kept and shown (C2SP
# tlog-cosignature): comma-separated, each a witness's verifier key
# (name+id+base64 of a cosignature/v1 key), then optionally a space and the URL of its
# add-checkpoint endpoint (C2SP tlog-witness), which `manage.py request_cosignatures`
# and the beat send new checkpoints to. Cosignatures from other keys are refused.
CHANGELOG_WITNESSES = []
for _item in env.list("CHANGELOG_WITNESSES", []):
    _key, _, _url = _item.partition(" ")
    try:
        _parsed = signed_note.VerifierKey.parse(_key)
    except signed_note.NoteError as _error:
        raise env.fail(
            "CHANGELOG_WITNESSES", _item[:40], f"a witness verifier key ({_error})"
        ) from None
    if _parsed.algorithm != signed_note.COSIGNATURE_V1:
        raise env.fail("CHANGELOG_WITNESSES", _item[:40], "a cosignature/v1 key (type 0x04)")
    if _url.strip() and not _url.strip().startswith(("https://", "http://")):
        raise env.fail("CHANGELOG_WITNESSES", _url, "an http(s) URL after the key")
    CHANGELOG_WITNESSES.append((_key, _url.strip()))

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": env.choice("LOG_LEVEL", "INFO", LOG_LEVELS)},
    # The start-up report of safety settings is written whatever LOG_LEVEL says.
    "loggers": {"certification.startup": {"level": "INFO"}},
}

# Sagentum's own settings never reach a server it starts (``manage.py assess --stdio``
# passes the caller's environment on, less these; ``--env`` may still set one).
OWN_ENVIRONMENT = frozenset(env.names | {"DJANGO_SETTINGS_MODULE"})

# Where each variable read above came from: "environment", ".env <path>" or "default"
# (certification.startup reports those of the safety settings).
SETTING_SOURCES = dict(env.sources)
