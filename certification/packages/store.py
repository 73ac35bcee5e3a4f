"""The package cache's files and the package clients: running npm and pip with the
caller's configuration, unpacking, locking, measuring and evicting what is kept."""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import re
import shutil
import subprocess
import tarfile
import time
from pathlib import Path
from typing import Any

from certification.packages import PackageRef, PackageRefused

MANIFEST = "sagentum-package.json"
RECENT_SECONDS = 600  # a kept package used this recently is never evicted
NO_SPACE = re.compile(r"No space left on device|ENOSPC|Disk quota exceeded", re.IGNORECASE)


NOT_FOUND = re.compile(
    r"E404|404 Not Found|No matching distribution|Could not find a version|"
    r"is not in this registry|No match found", re.IGNORECASE,
)  # fmt: skip
HASH_MISMATCH = re.compile(r"EINTEGRITY|DO NOT MATCH THE HASHES|integrity checksum failed",
                           re.IGNORECASE)  # fmt: skip


def _environment() -> dict[str, str]:
    """The package clients' environment: the caller's, so their own configuration holds."""
    return {
        **os.environ,
        "npm_config_ignore_scripts": "true", "npm_config_update_notifier": "false",
        "npm_config_fund": "false", "npm_config_audit": "false",
        "npm_config_loglevel": "error", "PIP_NO_INPUT": "1",
    }  # fmt: skip


def _run(argv: list[str], ref: PackageRef, what: str) -> str:
    """Run a package client with the caller's configuration; its failure as a refusal."""
    from django.conf import settings

    try:
        done = subprocess.run(
            argv, capture_output=True, text=True, env=_environment(), stdin=subprocess.DEVNULL,
            timeout=settings.PACKAGE_FETCH_TIMEOUT,
        )  # fmt: skip
    except FileNotFoundError:
        raise PackageRefused("package-fetch-failed", f"{argv[0]} is not installed") from None
    except subprocess.TimeoutExpired:
        raise PackageRefused("package-fetch-failed", f"{what} of {ref.spec} took longer than "
                             f"{settings.PACKAGE_FETCH_TIMEOUT} s") from None  # fmt: skip
    if done.returncode != 0:
        said = f"{done.stderr}\n{done.stdout}"
        if HASH_MISMATCH.search(said):
            raise PackageRefused("hash-mismatch", f"{ref.spec}: {what} found that the file "
                                 "does not match the hash the index publishes")  # fmt: skip
        if NOT_FOUND.search(said):
            raise PackageRefused("package-not-found", f"the configured index has no {ref.spec}")
        if NO_SPACE.search(said):
            raise PackageRefused("disk-full", f"{what} of {ref.spec}: no space left on device")
        raise PackageRefused("package-fetch-failed", f"{what} of {ref.spec} failed: "
                             f"{_last_line(said)}")  # fmt: skip
    return done.stdout


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    meaningful = [line for line in lines if "error" in line.lower()] or lines
    return (meaningful[-1] if meaningful else "no output")[:200]


def _unpack_tarball(path: Path, into: Path) -> None:
    with tarfile.open(path, "r:gz") as archive:
        members = archive.getmembers()
        if not members or any(not m.name.startswith("package/") for m in members):
            raise PackageRefused("package-fetch-failed", "the npm tarball does not hold a "
                                 "package/ folder")  # fmt: skip
        archive.extractall(into, filter="data")


def _check_members(names: list[str], ref: PackageRef) -> None:
    for name in names:
        parts = name.split("/")
        if name.startswith("/") or ".." in parts:
            raise PackageRefused("package-fetch-failed", f"{ref.spec}: the wheel names a path "
                                 "outside itself")  # fmt: skip


def _json_file(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


@contextlib.contextmanager
def _locked(path: Path):
    """One fetch of a version at a time on this machine (every worker process)."""
    with open(path, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _readable(path: Path) -> None:
    """The sandbox runs as another user: it must be able to read what it mounts."""
    for folder, _, files in os.walk(path):
        os.chmod(folder, os.stat(folder).st_mode | 0o555)
        for name in files:
            full = os.path.join(folder, name)
            if not os.path.islink(full):
                os.chmod(full, os.stat(full).st_mode | 0o444)


def _size(path: Path) -> int:
    total = 0
    for folder, _, files in os.walk(path):
        for name in files:
            with contextlib.suppress(OSError):
                total += os.lstat(os.path.join(folder, name)).st_size
    return total


def evict(cache: Path, limit: int, *, keep: str = "") -> list[str]:
    """Remove the least recently used packages until the cache is within ``limit``
    bytes; never ``keep`` nor one used in the last few minutes. Returns what went."""
    kept = []
    for home in (cache / "objects").iterdir():
        manifest = home / MANIFEST
        try:
            size = json.loads(manifest.read_text())["size"]
            used = manifest.stat().st_mtime
        except (OSError, ValueError, KeyError):
            continue
        kept.append((used, int(size), home))
    total = sum(size for _, size, _ in kept)
    removed = []
    for used, size, home in sorted(kept, key=lambda item: item[0]):
        if total <= limit:
            break
        if home.name == keep or time.time() - used < RECENT_SECONDS:
            continue
        shutil.rmtree(home, ignore_errors=True)
        total -= size
        removed.append(home.name)
    return removed
