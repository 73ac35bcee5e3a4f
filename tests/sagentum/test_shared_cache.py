"""The embedded default cache is one for every process of the machine.

Without ``REDIS_URL`` the web, the worker and beat share Django's file-based cache in
``CACHE_DIR``, so that a badge or a kept page the worker's change forgets is forgotten
for the web too. Each check runs in processes of its own, with every setting unset as
under `make run`, and outside pytest's marker (a pytest run keeps a cache per process).
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from django.conf import settings

from tests.paths import ROOT

ROOT = ROOT
CLEAN_ENV = ROOT / ".ci" / "clean-env"
SETUP = "import django; django.setup()\nfrom django.core.cache import cache\n"


def embedded(code: str, **assignments: str) -> str:
    """``code`` run as a `make run` process would run it; its standard output."""
    assignments = {"DJANGO_SETTINGS_MODULE": "sagentum.settings", **assignments}
    result = subprocess.run(
        ["bash", str(CLEAN_ENV), *(f"{k}={v}" for k, v in assignments.items()),
         "env", "-u", "PYTEST_VERSION", sys.executable, "-c", SETUP + code],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_a_value_one_process_writes_is_read_and_forgotten_by_others(tmp_path):
    folder = str(tmp_path / "cache")
    embedded("cache.set('badge:demo', 'Production Ready 100', timeout=300)", CACHE_DIR=folder)
    assert embedded("print(cache.get('badge:demo'))", CACHE_DIR=folder) == "Production Ready 100"
    embedded("cache.delete('badge:demo')", CACHE_DIR=folder)
    assert embedded("print(cache.get('badge:demo'))", CACHE_DIR=folder) == "None"


def test_the_embedded_default_is_the_file_cache_in_the_project():
    code = (
        "from django.conf import settings as s\n"
        "c = s.CACHES['default']\n"
        "print(c['BACKEND'], c['LOCATION'], s.PAGE_CACHE_SECONDS)\n"
    )
    folder = ROOT / ".cache"
    # Every setting blank, so that a local .env supplies none.
    blank = {name: "" for name in settings.OWN_ENVIRONMENT - {"DJANGO_SETTINGS_MODULE"}}
    production = embedded(code, **{**blank, "DEBUG": "0", "SECRET_KEY": "k" * 50})
    development = embedded(code, **{**blank, "DEBUG": "1"})
    backend = "django.core.cache.backends.filebased.FileBasedCache"
    # Kept pages are on with a shared cache, but for development (templates change).
    assert production == f"{backend} {folder} 60"
    assert development == f"{backend} {folder} 0"


def test_a_pytest_run_keeps_a_cache_of_its_own():
    if os.environ.get("REDIS_URL") or os.environ.get("CACHE_DIR"):
        pytest.skip("the run names its cache")
    assert settings.CACHES["default"]["BACKEND"].endswith("LocMemCache")
    assert settings.SHARED_CACHE is False
