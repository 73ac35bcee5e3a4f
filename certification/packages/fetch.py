"""Fetch exactly what users install: the exact version, from the index pip and npm are
configured for (their own configuration files and variables, so a private mirror or a
local folder index works), checked against the hash the index publishes, kept by hash.

Nothing fetched runs here: npm install scripts never run (``--ignore-scripts``), only
wheels are installed (installing a wheel runs none of its code), and the installed
tree is what the sandbox mounts read-only.
"""

from __future__ import annotations

import base64
import dataclasses
import datetime
import errno
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from certification.packages import PackageRef, PackageRefused
from certification.packages.launch import entry_point
from certification.packages.store import (
    MANIFEST,
    NO_SPACE,
    _check_members,
    _environment,
    _json_file,
    _locked,
    _readable,
    _run,
    _size,
    _unpack_tarball,
    evict,
)


@dataclass(frozen=True)
class FetchedPackage:
    """One fetched, hash-checked version: its published files and its installed tree."""

    registry: str
    name: str
    version: str
    sha256: str  # of the file fetched (wheel or npm tarball)
    published_hash: str  # what the index published for it ("sha256=…", "sha512-…")
    source: str  # the file's address at the index
    filename: str
    files: str  # the published files, unpacked: what the static tier reads
    run_dir: str  # the installed tree (with dependencies), mounted read-only at /pkg
    entry: tuple[str, ...]  # the program inside the sandbox, before the listing's arguments
    metadata: dict[str, Any] = field(default_factory=dict)  # package.json or core metadata
    built: str = ""  # the wheel built in the sandbox from an sdist ("" for a wheel)
    # When the index says each version was published (ISO 8601, newest last): the package's
    # release history, a maintenance signal. npm publishes it, and so does a PyPI index
    # that serves the JSON simple API with upload times; a PEP 503 page does not.
    release_dates: tuple[str, ...] = ()
    releases_read_at: str = ""  # when the index was last asked for them (ISO 8601)

    @property
    def spec(self) -> str:
        separator = "==" if self.registry == "pypi" else "@"
        return f"{self.registry}:{self.name}{separator}{self.version}"

    @property
    def mcp_name(self) -> str | None:
        """The registry name the package says it is published as: npm ``mcpName`` in
        ``package.json``; PyPI an ``mcp-name: <name>`` line in its description."""
        if self.registry == "npm":
            name = self.metadata.get("mcpName")
            return name.strip() if isinstance(name, str) and name.strip() else None
        text = str(self.metadata.get("description") or "")
        found = MCP_NAME_LINE.search(text)
        return found.group(1) if found else None

    def record(self) -> dict[str, str]:
        """What the report says of it."""
        return {
            "registry": self.registry, "name": self.name, "version": self.version,
            "sha256": self.sha256, "published_hash": self.published_hash,
            "source": self.source, "filename": self.filename,
            **({"built_in_sandbox": self.built} if self.built else {}),
        }  # fmt: skip


MCP_NAME_LINE = re.compile(r"(?im)^[ \t>*`-]*mcp-name:\s*`?([A-Za-z0-9.-]+/[A-Za-z0-9._-]+)`?")


def fetch_package(ref: PackageRef) -> FetchedPackage:
    """The package, from the cache when this exact version was fetched before."""
    from django.conf import settings

    cache = Path(settings.PACKAGE_CACHE_DIR)
    for folder in ("objects", "refs", "locks", "tmp"):
        (cache / folder).mkdir(parents=True, exist_ok=True)
    for folder in (cache, cache / "objects"):  # the sandbox's user passes through these
        os.chmod(folder, os.stat(folder).st_mode | 0o555)
    ref_file = cache / "refs" / f"{ref.key}.json"
    with _locked(cache / "locks" / (hashlib.sha256(ref.key.encode()).hexdigest() + ".lock")):
        kept = _kept(cache, ref_file)
        if kept is not None:
            current = _with_current_releases(kept, ref)
            if current is not kept:
                _write_whole(ref_file, json.dumps(asdict(current)))
            return current
        home = None
        try:
            staging = Path(tempfile.mkdtemp(prefix="fetch-", dir=cache / "tmp"))
            staging.chmod(0o755)  # an sdist is built in the sandbox, as its unprivileged user
            try:
                fetched = (_fetch_npm if ref.registry == "npm" else _fetch_pypi)(ref, staging)
                home = cache / "objects" / fetched.sha256
                if home.exists():
                    shutil.rmtree(home)
                (staging / "out").rename(home)
                _readable(home)
                fetched = _rehome(fetched, home)
                # The manifest, then the reference: a reader trusts a kept package only
                # once both are whole.
                (home / MANIFEST).write_text(json.dumps({"size": _size(home), "ref": ref.key}))
                ref_file.parent.mkdir(parents=True, exist_ok=True)
                _write_whole(ref_file, json.dumps(asdict(fetched)))
            finally:
                shutil.rmtree(staging, ignore_errors=True)
        except (OSError, PackageRefused) as error:
            # Nothing half-written is kept: a package is in the cache whole or not at all.
            ref_file.unlink(missing_ok=True)
            if home is not None:
                shutil.rmtree(home, ignore_errors=True)
            if _disk_full(error):
                raise PackageRefused(
                    "disk-full", f"no space left in the package cache ({cache}) while fetching "
                    f"{ref.spec}; nothing of it was kept",
                ) from None  # fmt: skip
            if isinstance(error, PackageRefused):
                raise
            raise PackageRefused("package-fetch-failed",
                                 f"{ref.spec} could not be stored: {error}") from None  # fmt: skip
    evict(cache, int(settings.PACKAGE_CACHE_MB) * 1024 * 1024, keep=fetched.sha256)
    return fetched


def _write_whole(path: Path, text: str) -> None:
    """Write ``path`` through a file beside it, renamed into place once written."""
    partial = path.with_name(path.name + ".partial")
    try:
        partial.write_text(text)
        partial.replace(path)
    finally:
        partial.unlink(missing_ok=True)


def _disk_full(error: BaseException) -> bool:
    if isinstance(error, OSError):
        return error.errno in (errno.ENOSPC, errno.EDQUOT)
    return bool(NO_SPACE.search(str(getattr(error, "detail", ""))))


def _kept(cache: Path, ref_file: Path) -> FetchedPackage | None:
    try:
        data = json.loads(ref_file.read_text())
        data["entry"] = tuple(data["entry"])
        data["release_dates"] = tuple(data.get("release_dates", ()))
        fetched = FetchedPackage(**data)
    except (OSError, ValueError, TypeError, KeyError):
        return None
    home = cache / "objects" / fetched.sha256
    if not (home / MANIFEST).is_file():
        return None
    os.utime(home / MANIFEST)  # used now: the last to be evicted
    return fetched


def _rehome(fetched: FetchedPackage, home: Path) -> FetchedPackage:
    data = asdict(fetched)
    data.update(files=str(home / "files"), run_dir=str(home / "run"), entry=fetched.entry)
    return FetchedPackage(**data)


# -- npm ------------------------------------------------------------------------------


def _fetch_npm(ref: PackageRef, staging: Path) -> FetchedPackage:
    out = staging / "out"
    (out / "run").mkdir(parents=True)
    spec = f"{ref.name}@{ref.version}"
    viewed = _run(["npm", "view", spec, "--json"], ref, "npm view")
    try:
        manifest = json.loads(viewed or "null")
    except ValueError:
        manifest = None
    if isinstance(manifest, list):  # several versions matched: an exact one never does
        manifest = manifest[-1] if manifest else None
    if not isinstance(manifest, dict) or manifest.get("version") != ref.version:
        raise PackageRefused("package-not-found", f"the npm index has no {spec}")
    dist = manifest.get("dist") or {}
    integrity = str(dist.get("integrity") or "")
    if not integrity.startswith("sha512-"):
        raise PackageRefused("package-unverifiable", f"the npm index publishes no sha512 "
                             f"integrity for {spec}")  # fmt: skip
    _run(["npm", "pack", spec, "--pack-destination", str(staging), "--json"], ref, "npm pack")
    tarballs = sorted(staging.glob("*.tgz"))
    if len(tarballs) != 1:
        raise PackageRefused("package-fetch-failed", f"npm pack gave no tarball for {spec}")
    tarball = tarballs[0]
    data = tarball.read_bytes()
    actual = "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()
    if actual != integrity:
        raise PackageRefused("hash-mismatch", f"{spec}: the tarball's sha512 does not match "
                             "the integrity the index publishes")  # fmt: skip
    _unpack_tarball(tarball, out / "unpacked")
    shutil.move(str(out / "unpacked" / "package"), str(out / "files"))
    shutil.rmtree(out / "unpacked", ignore_errors=True)
    (out / "run" / "package.json").write_text('{"private": true}\n')
    _run(
        ["npm", "install", str(tarball), "--prefix", str(out / "run"), "--ignore-scripts",
         "--omit=dev", "--no-audit", "--no-fund", "--no-save", "--no-package-lock"],
        ref, "npm install",
    )  # fmt: skip
    package_json = _json_file(out / "files" / "package.json")
    return FetchedPackage(
        registry="npm", name=ref.name, version=ref.version,
        sha256=hashlib.sha256(data).hexdigest(), published_hash=integrity,
        source=str(dist.get("tarball") or "")[:500], filename=tarball.name,
        files=str(out / "files"), run_dir=str(out / "run"),
        entry=entry_point("npm", ref.name, package_json, out / "run"),
        metadata={k: package_json[k] for k in NPM_KEPT if k in package_json},
        release_dates=npm_release_dates(manifest),
        releases_read_at=_now_iso(),
    )  # fmt: skip


def npm_release_dates(manifest: dict[str, Any]) -> tuple[str, ...]:
    """The publication times of every version in an npm document's ``time`` (not its
    ``created`` and ``modified``), oldest first, the newest 50 at most."""
    times = manifest.get("time")
    if not isinstance(times, dict):
        return ()
    dates = sorted(
        str(when)[:40] for version, when in times.items()
        if version not in ("created", "modified") and isinstance(when, str)
    )  # fmt: skip
    return tuple(dates[-50:])


RELEASES_FRESH = datetime.timedelta(days=1)


def _with_current_releases(kept: FetchedPackage, ref: PackageRef) -> FetchedPackage:
    """A kept package whose release history was read more than a day ago, with the
    history as the index gives it now (versions may have been published since); as kept
    when it is fresh or the index cannot be asked."""
    try:
        read = datetime.datetime.fromisoformat(kept.releases_read_at)
    except ValueError:
        read = None
    if read is not None and datetime.datetime.now(datetime.UTC) - read < RELEASES_FRESH:
        return kept
    if ref.registry == "pypi":
        # An index with no dates, or none reachable, keeps what was read before.
        dates = pypi_release_dates(ref) or kept.release_dates
        return dataclasses.replace(kept, release_dates=dates, releases_read_at=_now_iso())
    try:
        times = json.loads(_run(["npm", "view", ref.name, "time", "--json"], ref, "npm view"))
    except (PackageRefused, ValueError):
        return kept
    dates = npm_release_dates({"time": times if isinstance(times, dict) else {}})
    return dataclasses.replace(kept, release_dates=dates, releases_read_at=_now_iso())


def pypi_release_dates(ref: PackageRef) -> tuple[str, ...]:
    """The upload time of each version on the configured index, oldest first; () when
    the index publishes none."""
    from certification.packages import sdist

    return sdist.release_dates(ref, _environment())


def _now_iso() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat()


NPM_KEPT = ("name", "version", "description", "mcpName", "bin", "main", "repository",
            "homepage", "license", "engines", "dependencies")  # fmt: skip


# -- PyPI -----------------------------------------------------------------------------


def _fetch_pypi(ref: PackageRef, staging: Path) -> FetchedPackage:
    out = staging / "out"
    (out / "run").mkdir(parents=True)
    spec = f"{ref.name}=={ref.version}"
    wanted = ["--only-binary=:all:", "--python-version", sandbox_python_version()]
    try:
        _run([*PIP, "download", "--no-deps", *wanted, "--dest", str(staging), spec], ref,
             "pip download")  # fmt: skip
    except PackageRefused as refused:
        if refused.label != "package-not-found":
            raise
        return _fetch_sdist(ref, staging, wanted)
    wheels = sorted(staging.glob("*.whl"))
    if len(wheels) != 1:
        raise PackageRefused("package-fetch-failed", f"pip download gave no wheel for {spec}")
    wheel = wheels[0]
    report_file = staging / "report.json"
    _run(
        [*PIP, "install", "--dry-run", "--no-deps", "--ignore-installed", *wanted,
         "--target", str(staging / "dry"), "--report", str(report_file), spec],
        ref, "pip install --dry-run",
    )  # fmt: skip
    installed = (_json_file(report_file).get("install") or [{}])[0]
    info = installed.get("download_info") or {}
    published = ((info.get("archive_info") or {}).get("hashes") or {}).get("sha256", "")
    source = str(info.get("url") or "")
    actual = hashlib.sha256(wheel.read_bytes()).hexdigest()
    if not published and not source.startswith("file:"):
        raise PackageRefused("package-unverifiable", f"the index publishes no SHA-256 for "
                             f"{wheel.name}")  # fmt: skip
    if published and published != actual:
        raise PackageRefused("hash-mismatch", f"{wheel.name}: its SHA-256 does not match the "
                             "one the index publishes")  # fmt: skip
    with zipfile.ZipFile(wheel) as archive:
        _check_members(archive.namelist(), ref)
        archive.extractall(out / "files")
    return _installed(ref, out, wanted, wheel, installed.get("metadata") or {}, sha256=actual,
                      published=published, source=source, filename=wheel.name)  # fmt: skip


def _installed(ref, out, wanted, wheel, metadata, **fetched) -> FetchedPackage:
    """The wheel installed with its dependencies (wheels only, from the configured index)
    into the tree the sandbox mounts, and the record of what was fetched."""
    _run(
        [*PIP, "install", "--no-compile", *wanted, "--target", str(out / "run" / "site"),
         str(wheel)],
        ref, "pip install",
    )  # fmt: skip
    _description_as_readme(out / "files", metadata)
    published = fetched.pop("published")
    return FetchedPackage(
        registry="pypi", name=ref.name, version=ref.version, sha256=fetched["sha256"],
        published_hash=f"sha256={published}" if published else "",
        source=fetched["source"][:500], filename=fetched["filename"],
        files=str(out / "files"), run_dir=str(out / "run"),
        entry=entry_point("pypi", ref.name, {}, out / "run"),
        metadata={k: metadata[k] for k in PYPI_KEPT if k in metadata},
        built=fetched.get("built", ""),
        release_dates=pypi_release_dates(ref), releases_read_at=_now_iso(),
    )  # fmt: skip


def _description_as_readme(files: Path, metadata: dict[str, Any]) -> None:
    """A wheel carries its README as the description in its metadata (what the index
    shows): written out as the README the documentation is read from, unless the wheel
    holds one of its own."""
    text = metadata.get("description")
    if not isinstance(text, str) or not text.strip() or any(files.glob("README*")):
        return
    kind = str(metadata.get("description_content_type") or "")
    name = "README.rst" if "rst" in kind else "README.txt" if "plain" in kind else "README.md"
    (files / name).write_text(text, encoding="utf-8")


PIP = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-input"]
PYPI_KEPT = ("name", "version", "summary", "description", "home_page", "project_url",
             "license", "requires_dist", "requires_python")  # fmt: skip


def _fetch_sdist(ref: PackageRef, staging: Path, wanted: list[str]) -> FetchedPackage:
    """No wheel for the sandbox's Python: the sdist, hash-checked, built in the sandbox."""
    from certification.packages import sdist

    out = staging / "out"
    found = sdist.find_sdist(ref, _environment())
    if found is None:
        raise PackageRefused("package-not-found", f"the configured index has no {ref.spec} "
                             "(no wheel for the sandbox's Python, and no sdist)")  # fmt: skip
    url, published = found
    if not published and not url.startswith("file:"):
        raise PackageRefused("package-unverifiable", f"the index publishes no SHA-256 for {url}")
    archive = sdist.download(url, staging)
    actual = sdist.sha256_of(archive)
    if published and published != actual:
        raise PackageRefused("hash-mismatch", f"{archive.name}: its SHA-256 does not match the "
                             "one the index publishes")  # fmt: skip
    source = sdist.unpack(archive, staging / "unpacked")
    wheel = sdist.build_wheel(
        ref, source, staging, lambda args, what: _run([*PIP, *args], ref, what)
    )
    shutil.copytree(source, out / "files", symlinks=False, ignore_dangling_symlinks=True)
    return _installed(ref, out, wanted, wheel, _wheel_metadata(wheel), sha256=actual,
                      published=published, source=url, filename=archive.name,
                      built=wheel.name)  # fmt: skip


def _wheel_metadata(wheel: Path) -> dict[str, Any]:
    """Core metadata of a wheel, in the names pip's report uses."""
    from email.parser import Parser

    with zipfile.ZipFile(wheel) as archive:
        names = [n for n in archive.namelist() if n.endswith(".dist-info/METADATA")]
        text = archive.read(names[0]).decode("utf-8", errors="replace") if names else ""
    message = Parser().parsestr(text)
    found: dict[str, Any] = {key.lower().replace("-", "_"): value for key, value in message.items()}
    found["description"] = message.get_payload() or found.get("description", "")
    return found


def sandbox_python_version() -> str:
    """``3.11``: the version of the Python the sandbox runs, for the wheels to pick."""
    from django.conf import settings

    try:
        done = subprocess.run(
            [settings.SANDBOX_PYTHON, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"],
            capture_output=True, text=True, timeout=20, check=True,
        )  # fmt: skip
    except (OSError, subprocess.SubprocessError):
        raise PackageRefused(
            "sandbox-unavailable",
            f"the sandbox's Python ({settings.SANDBOX_PYTHON}, SANDBOX_PYTHON) does not run",
        ) from None
    return done.stdout.strip()
