"""A PyPI package published only as a source distribution: found on the index pip is
configured for (with the hash the index publishes), and built into a wheel only inside
the sandbox, which has no network.

Nothing of the sdist runs on the host: it is unpacked as data, its ``pyproject.toml`` is
read as data, its build requirements are installed as wheels (which runs none of their
code), and the build backend runs in the sandbox, which hands the wheel back on its
standard output.

The same index pages give a package's release history when the index serves the JSON
simple API with upload times (PyPI does): a maintenance signal for a listing with no
repository.
"""

from __future__ import annotations

import base64
import datetime
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import urllib.parse
import urllib.request
from pathlib import Path

from certification.packages import PackageRef, PackageRefused

DEFAULT_INDEX = "https://pypi.org/simple"
MAX_PAGE_BYTES = 8 * 1024 * 1024
MAX_SDIST_BYTES = 100 * 1024 * 1024
MAX_WHEEL_BYTES = 64 * 1024 * 1024
LINK = re.compile(r"""<a\s[^>]*href\s*=\s*["']([^"']+)["'][^>]*>""", re.IGNORECASE)
DEFAULT_REQUIRES = ["setuptools>=40.8.0", "wheel"]
DEFAULT_BACKEND = "setuptools.build_meta:__legacy__"


def configured_indexes(env: dict[str, str]) -> list[str]:
    """The index URLs pip is configured for (its files and variables), index-url first."""
    done = subprocess.run(
        [sys.executable, "-m", "pip", "config", "list"], capture_output=True, text=True,
        env=env, timeout=60,
    )  # fmt: skip
    primary, extra = "", []
    for line in done.stdout.splitlines():
        key, _, value = line.partition("=")
        value = value.strip().strip("'\"")
        option = key.rsplit(".", 1)[-1]
        if option == "index-url" and value and not primary:
            primary = value
        elif option == "extra-index-url":
            extra += value.split()
    return list(dict.fromkeys([primary or DEFAULT_INDEX, *extra]))


def find_sdist(ref: PackageRef, env: dict[str, str]) -> tuple[str, str] | None:
    """``(url, published sha256)`` of ``NAME-VERSION.tar.gz`` on the first configured
    index that lists it; None when none does."""
    wanted = _normal(ref.name)
    for index in configured_indexes(env):
        page_url = f"{index.rstrip('/')}/{wanted}/"
        for url, digest in _links(page_url):
            filename = urllib.parse.unquote(urllib.parse.urlsplit(url).path.rsplit("/", 1)[-1])
            stem = filename.removesuffix(".tar.gz")
            if stem == filename:
                continue
            name, _, version = stem.rpartition("-")
            if _normal(name) == wanted and version == ref.version:
                return url, digest
    return None


def release_dates(ref: PackageRef, env: dict[str, str]) -> tuple[str, ...]:
    """When each version of the package was first uploaded (ISO 8601, oldest first, the
    newest 50), from the first configured index that says: the JSON simple API's
    ``upload-time`` (PEP 691, PEP 700), which PyPI serves. () when no index gives dates
    (a PEP 503 page, HTML or a folder, gives none)."""
    wanted = _normal(ref.name)
    for index in configured_indexes(env):
        text, kind = _page(f"{index.rstrip('/')}/{wanted}/")
        if "json" not in kind:
            continue
        try:
            files = json.loads(text).get("files") or []
        except (ValueError, AttributeError):
            continue
        first: dict[str, datetime.datetime] = {}
        for entry in files if isinstance(files, list) else []:
            if not isinstance(entry, dict):
                continue
            version = file_version(str(entry.get("filename") or ""))
            when = _moment(entry.get("upload-time"))
            if version and when and (version not in first or when < first[version]):
                first[version] = when
        if first:
            return tuple(when.isoformat() for when in sorted(first.values())[-50:])
    return ()


def file_version(filename: str) -> str:
    """The version in a distribution's file name: ``name-1.2.0-py3-none-any.whl`` and
    ``name-1.2.0.tar.gz`` give ``1.2.0``; "" for any other kind of file."""
    if filename.endswith(".whl"):
        parts = filename.split("-")
        return parts[1] if len(parts) >= 5 else ""
    for suffix in (".tar.gz", ".zip", ".tar.bz2"):
        if filename.endswith(suffix):
            name, _, version = filename.removesuffix(suffix).rpartition("-")
            return version if name else ""
    return ""


def _moment(value: object) -> datetime.datetime | None:
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=datetime.UTC)


def _page(page_url: str) -> tuple[str, str]:
    """A simple-index page's text and content type (JSON asked for first); ("", "") when
    it cannot be read."""
    try:
        if page_url.startswith("file:"):
            path = Path(urllib.request.url2pathname(urllib.parse.urlsplit(page_url).path))
            page = path / "index.html" if path.is_dir() else path
            return page.read_text(encoding="utf-8", errors="replace"), "text/html"
        accept = "application/vnd.pypi.simple.v1+json, text/html;q=0.1"
        request = urllib.request.Request(page_url, headers={"Accept": accept})  # noqa: S310
        with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310
            text = response.read(MAX_PAGE_BYTES).decode("utf-8", errors="replace")
            return text, response.headers.get("Content-Type", "")
    except (OSError, ValueError):
        return "", ""


def _links(page_url: str) -> list[tuple[str, str]]:
    """The files a simple-index page lists, as (absolute URL, sha256 or "")."""
    text, kind = _page(page_url)
    if not text:
        return []
    if "json" in kind:
        try:
            files = json.loads(text).get("files") or []
        except (ValueError, AttributeError):
            return []
        return [
            (urllib.parse.urljoin(page_url, f.get("url", "")),
             str((f.get("hashes") or {}).get("sha256", "")))
            for f in files if isinstance(f, dict)
        ]  # fmt: skip
    found = []
    for href in LINK.findall(text):
        url, _, fragment = html.unescape(href).partition("#")
        digest = fragment.removeprefix("sha256=") if fragment.startswith("sha256=") else ""
        found.append((urllib.parse.urljoin(page_url, url), digest))
    return found


def download(url: str, dest: Path) -> Path:
    name = urllib.parse.unquote(urllib.parse.urlsplit(url).path.rsplit("/", 1)[-1])
    target = dest / name
    if url.startswith("file:"):
        shutil.copyfile(urllib.request.url2pathname(urllib.parse.urlsplit(url).path), target)
    else:
        with urllib.request.urlopen(url, timeout=120) as response, open(target, "wb") as out:  # noqa: S310
            while chunk := response.read(1024 * 1024):
                if out.tell() + len(chunk) > MAX_SDIST_BYTES:
                    raise PackageRefused("package-fetch-failed", f"{name} is over 100 MB")
                out.write(chunk)
    return target


def build_requirements(source: Path) -> tuple[list[str], str, list[str]]:
    """``(requires, backend, backend_path)`` of the unpacked sdist's ``pyproject.toml``."""
    try:
        data = tomllib.loads((source / "pyproject.toml").read_text(encoding="utf-8"))
    except FileNotFoundError:
        return list(DEFAULT_REQUIRES), DEFAULT_BACKEND, []
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise PackageRefused("package-build-failed", f"pyproject.toml: {error}") from None
    system = data.get("build-system") or {}
    requires = [str(r) for r in system.get("requires") or []] if "requires" in system else []
    backend = str(system.get("build-backend") or "")
    if not backend:
        return requires or list(DEFAULT_REQUIRES), DEFAULT_BACKEND, []
    return requires, backend, [str(p) for p in system.get("backend-path") or []]


def unpack(sdist: Path, into: Path) -> Path:
    """The sdist's files (as data only), and its one top folder."""
    with tarfile.open(sdist, "r:gz") as archive:
        archive.extractall(into, filter="data")
    tops = [p for p in into.iterdir() if p.is_dir()]
    if len(tops) != 1:
        raise PackageRefused("package-build-failed", f"{sdist.name} holds no single folder")
    return tops[0]


BUILD_SCRIPT = r"""
import base64, importlib, json, os, shutil, sys, tarfile
spec = json.load(open("/pkg/build.json"))
sys.path.insert(0, "/pkg/env")
shutil.copytree("/pkg/source", "/tmp/source")
os.chdir("/tmp/source")
for folder in reversed(spec["backend_path"]):
    sys.path.insert(0, os.path.abspath(folder))
module, _, attribute = spec["backend"].partition(":")
backend = importlib.import_module(module)
for part in filter(None, attribute.split(".")):
    backend = getattr(backend, part)
os.makedirs("/tmp/out")
real_stdout = os.dup(1)
os.dup2(2, 1)  # whatever the backend prints goes to stderr
name = backend.build_wheel("/tmp/out")
with open(os.path.join("/tmp/out", name), "rb") as wheel:
    os.write(real_stdout, name.encode() + b"\n" + base64.b64encode(wheel.read()))
"""


def build_wheel(ref: PackageRef, source: Path, workdir: Path, run_pip) -> Path:
    """Build the unpacked sdist at ``source`` into a wheel, in the sandbox; ``run_pip``
    installs its build requirements (as wheels) into a folder first."""
    from django.conf import settings

    from certification.packages import sandbox

    requires, backend, backend_path = build_requirements(source)
    for folder in backend_path:
        if folder.startswith("/") or ".." in Path(folder).parts:
            raise PackageRefused("package-build-failed", "backend-path leaves the source")
    build = workdir / "build"
    (build / "env").mkdir(parents=True)
    shutil.copytree(source, build / "source", symlinks=True)
    if requires:
        run_pip(["install", "--no-compile", "--only-binary=:all:", "--target",
                 str(build / "env"), *requires], "pip install (build requirements)")  # fmt: skip
    (build / "build.json").write_text(json.dumps({"backend": backend,
                                                  "backend_path": backend_path}))  # fmt: skip
    (build / "build.py").write_text(BUILD_SCRIPT)
    for folder, _, files in os.walk(build):
        os.chmod(folder, 0o755)
        for name in files:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                os.chmod(path, 0o644)
    sandbox.check_available()
    command = sandbox.command(build, [settings.SANDBOX_PYTHON, "-s", "-E", "/pkg/build.py"])
    try:
        done = subprocess.run(
            command, capture_output=True, env=sandbox.environment({}), stdin=subprocess.DEVNULL,
            timeout=settings.PACKAGE_FETCH_TIMEOUT,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        raise PackageRefused(
            "package-build-failed",
            f"building {ref.spec} in the sandbox took over {settings.PACKAGE_FETCH_TIMEOUT} s",
        ) from None
    name, _, payload = done.stdout[: MAX_WHEEL_BYTES * 2].partition(b"\n")
    if done.returncode != 0 or not name.endswith(b".whl") or "/" in name.decode(errors="replace"):
        said = done.stderr.decode(errors="replace").strip().splitlines()
        raise PackageRefused("package-build-failed", f"building {ref.spec} in the sandbox "
                             f"failed: {(said[-1] if said else 'no output')[:200]}")  # fmt: skip
    wheel = workdir / name.decode()
    try:
        wheel.write_bytes(base64.b64decode(payload, validate=True))
    except ValueError:
        raise PackageRefused("package-build-failed", "the sandbox gave back no wheel") from None
    return wheel


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while chunk := handle.read(1024 * 1024):
            digest.update(chunk)
    return digest.hexdigest()


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()
