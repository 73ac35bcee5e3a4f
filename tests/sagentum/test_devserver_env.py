"""Where settings come from, and what each process says about them at start-up.

The process environment wins over ``.env``, ``.env`` over the built-in default, and
``make run`` (sagentum/devserver.py) adds nothing of its own: an operator's
``ALLOW_PRIVATE_TARGETS=0`` in ``.env`` is what every process runs with. Each process
reports its safety settings with their sources, and never a secret.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings

from certification.env import DEFAULT, ENVIRONMENT, Env, read_dotenv
from sagentum import devserver
from tests.paths import ROOT

ROOT = ROOT
CLEAN_ENV = ROOT / ".ci" / "clean-env"
DEV_TEMPLATES = (
    "forge.demo.sagentum.test=http://127.0.0.1:8765/forge/{owner}/{repo}/raw/HEAD/{path}"
)
REPORT = (
    "import django; django.setup()\n"
    "from django.conf import settings\n"
    "from certification.startup import report_text\n"
    "print(report_text('test'))\n"
    "print('ALLOW_PRIVATE_TARGETS' in __import__('os').environ, settings.ALLOW_PRIVATE_TARGETS)\n"
)


@pytest.fixture
def dotenv(tmp_path) -> Path:
    path = tmp_path / ".env"
    path.write_text(
        "# development\nDEBUG=1\nALLOW_PRIVATE_TARGETS=0\nexport SITE_URL='http://dev.test'\n"
        "HOST_CONCURRENCY=3\n"
    )
    return path


def clean_python(code: str, **assignments: str) -> subprocess.CompletedProcess:
    """``python -c code`` with every setting unset but ``assignments`` (the checkout's
    ``.env`` supplies the rest), as `make run` starts a process."""
    assignments = {"DJANGO_SETTINGS_MODULE": "sagentum.settings", **assignments}
    command = ["bash", str(CLEAN_ENV), *(f"{k}={v}" for k, v in assignments.items())]
    return subprocess.run(
        [*command, sys.executable, "-c", code],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip


def nothing_from_dotenv() -> dict[str, str]:
    """Every setting blank, which hides the checkout's ``.env`` line: the default."""
    return {name: "" for name in settings.OWN_ENVIRONMENT - {"DJANGO_SETTINGS_MODULE"}}


# ---------------------------------------------------------------- sources


def test_it_takes_a_value_from_dotenv_when_the_environment_has_none(dotenv):
    env = Env({}, dotenv=dotenv)
    assert env.bool("DEBUG") is True
    assert env.bool("ALLOW_PRIVATE_TARGETS", True) is False
    assert env.url("SITE_URL", "http://127.0.0.1:8000") == "http://dev.test"  # quotes, export
    assert env.source("DEBUG") == f".env {dotenv}"
    assert env.source("ALLOW_PRIVATE_TARGETS") == f".env {dotenv}"


def test_the_environment_wins_over_dotenv_and_is_reported_as_such(dotenv):
    env = Env({"ALLOW_PRIVATE_TARGETS": "1", "HOST_CONCURRENCY": " "}, dotenv=dotenv)
    assert env.bool("ALLOW_PRIVATE_TARGETS") is True
    assert env.source("ALLOW_PRIVATE_TARGETS") == ENVIRONMENT
    # Set blank in the environment: unset, and the file's line stays hidden.
    assert env.int("HOST_CONCURRENCY", 2) == 2
    assert env.source("HOST_CONCURRENCY") == DEFAULT


def test_a_setting_nobody_set_is_the_default(dotenv):
    env = Env({}, dotenv=dotenv)
    assert env.list("ALLOWED_HOSTS", ["127.0.0.1"]) == ["127.0.0.1"]
    assert env.source("ALLOWED_HOSTS") == DEFAULT
    assert env.source("NEVER_READ") == DEFAULT
    assert Env({}, dotenv=dotenv.parent / "missing").dotenv_path is None


def test_reading_dotenv_leaves_the_process_environment_alone(dotenv, monkeypatch):
    monkeypatch.delenv("HOST_CONCURRENCY", raising=False)
    Env(dotenv=dotenv).int("HOST_CONCURRENCY", 2)
    assert "HOST_CONCURRENCY" not in os.environ
    assert read_dotenv(dotenv)["HOST_CONCURRENCY"] == "3"


def test_the_settings_take_the_environment_over_the_checkouts_dotenv():
    result = clean_python(REPORT, ALLOW_PRIVATE_TARGETS="0", DEBUG="1")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[1].startswith("  from the environment: DEBUG=True, ALLOW_PRIVATE_TARGETS=False")
    assert lines[-1] == "True False"


def test_the_settings_report_what_the_checkouts_dotenv_set():
    dotenv = ROOT / ".env"
    values = read_dotenv(dotenv) if dotenv.is_file() else {}
    if not values.get("DEBUG"):
        pytest.skip("the checkout's .env sets no DEBUG (`make .env` writes one that does)")
    result = clean_python(REPORT)
    assert result.returncode == 0, result.stderr
    [line] = [line for line in result.stdout.splitlines() if line.startswith("  from .env ")]
    assert line.startswith(f"  from .env {dotenv}: DEBUG=")
    assert "from the environment: none" in result.stdout
    assert result.stdout.splitlines()[-1].startswith("False ")  # not put in os.environ


# ---------------------------------------------------------------- the report


def test_the_report_names_each_safety_setting_and_never_a_secret():
    secrets = {
        "SECRET_KEY": "example-secret-key-" + "q" * 40,
        "CREDENTIALS_KEY": "example-credentials-key-material",
        "CHANGELOG_SIGNING_KEY": "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=",  # bytes 0 to 31
        "DATABASE_URL": "postgres://sagentum:example-db-word@127.0.0.1:5432/sagentum",
        "CELERY_BROKER_URL": "redis://:example-broker-word@127.0.0.1:6379/0",
        "REDIS_URL": "redis://:example-cache-word@127.0.0.1:6379/1",
        "EMAIL_URL": "smtp+tls://mailer:example-mail-word@mail.example:587",
        "REPO_RAW_URL_TEMPLATES": "git.example=https://git.example/{owner}/{repo}/raw/{path}",
    }
    assignments = {**nothing_from_dotenv(), "DEBUG": "0", "ALLOWED_HOSTS": "sagentum.example"}
    result = clean_python(REPORT, **{**assignments, **secrets})
    assert result.returncode == 0, result.stderr
    report = result.stdout
    assert report.startswith("safety settings of this test process (pid ")
    for name, value in secrets.items():
        assert value not in report, name
    for part in ("-word", "example-secret", "example-credentials", "AAECAwQF"):
        assert part not in report
    environment = report.splitlines()[1]
    for shown in (
        "DEBUG=False", "ALLOWED_HOSTS=sagentum.example", "SECRET_KEY=set",
        "CREDENTIALS_KEY=set", "CHANGELOG_SIGNING_KEY=set", "database=postgresql",
        "broker=redis", "cache=redis", "REPO_RAW_URL_TEMPLATES=git.example",
    ):  # fmt: skip
        assert shown in environment, (shown, report)
    defaults = report.splitlines()[2]
    assert defaults.startswith("  from built-in defaults: ")
    for name in ("ALLOW_PRIVATE_TARGETS=False", "SANDBOX_COMMAND=", "SECURE_SSL_REDIRECT=True"):
        assert name in defaults, (name, report)


def test_a_command_that_does_work_reports_and_others_stay_quiet():
    working = clean_python(
        "import sys; sys.argv = ['manage.py', 'sweep', '--help']\n"
        "from django.core.management import execute_from_command_line\n"
        "execute_from_command_line(sys.argv)\n",
        DEBUG="1",
    )
    assert working.returncode == 0, working.stderr
    assert "safety settings of this manage.py sweep process" in working.stderr
    assert "safety settings" not in working.stdout  # a command's output stays clean

    quiet = clean_python(
        "import sys; sys.argv = ['manage.py', 'check']\n"
        "from django.core.management import execute_from_command_line\n"
        "execute_from_command_line(sys.argv)\n",
        DEBUG="1",
    )
    assert quiet.returncode == 0, quiet.stderr
    assert "safety settings" not in quiet.stderr + quiet.stdout


# ---------------------------------------------------------------- make run


def test_make_run_adds_no_setting_of_its_own(monkeypatch, tmp_path):
    for name in ("DEBUG", "ALLOW_PRIVATE_TARGETS", "REPO_RAW_URL_TEMPLATES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("CELERY_BROKER_DIR", str(tmp_path / "broker"))
    seen = {}

    def run(argv, **kwargs):
        seen.setdefault("steps", []).append((argv[2:], kwargs["env"]))
        return subprocess.CompletedProcess(argv, 0)

    def supervise(self):
        seen["supervised"] = self.env
        return 0

    monkeypatch.setattr(devserver.subprocess, "run", run)
    monkeypatch.setattr(devserver.Supervisor, "run", supervise)
    monkeypatch.setattr(devserver, "ROOT", ROOT)
    assert devserver.main() == 0
    environments = [env for _argv, env in seen["steps"]] + [seen["supervised"]]
    for env in environments:
        for name in ("DEBUG", "ALLOW_PRIVATE_TARGETS", "REPO_RAW_URL_TEMPLATES"):
            assert name not in env
    assert [argv for argv, _env in seen["steps"]] == [
        ["migrate", "--noinput"],
        ["seed_demo"],
        ["corpus", "load"],
    ]


def test_make_run_warns_of_settings_that_stop_the_demo(tmp_path):
    dotenv = tmp_path / ".env"
    dotenv.write_text(f"DEBUG=1\nALLOW_PRIVATE_TARGETS=1\nREPO_RAW_URL_TEMPLATES={DEV_TEMPLATES}\n")
    assert devserver.development_warnings(Env({}, dotenv=dotenv)) == []

    dotenv.write_text("DEBUG=1\nALLOW_PRIVATE_TARGETS=0\n")
    warnings = devserver.development_warnings(Env({}, dotenv=dotenv))
    assert len(warnings) == 2, warnings
    assert warnings[0].startswith(f"ALLOW_PRIVATE_TARGETS is off (.env {dotenv})")
    assert (
        "REPO_RAW_URL_TEMPLATES (unset) has no template for forge.demo.sagentum.test"
        in (warnings[1])
    )

    missing = devserver.development_warnings(Env({}, dotenv=tmp_path / "none"))
    assert "`make .env` writes the development one" in missing[0]
    assert any(warning.startswith("DEBUG is off (default)") for warning in missing)
