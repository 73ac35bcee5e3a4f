"""The disk fills up while a package is fetched: a clear failure, nothing half-written
kept, and the next fetch (with room again) works. The package cache is a small tmpfs
mounted for the test, so this needs root (CI runs as root)."""

from __future__ import annotations

import os
import secrets
import subprocess

import pytest

from certification.packages import PackageRefused
from certification.packages.fetch import fetch_package

pytest_plugins = ["tests.packages"]


@pytest.fixture
def small_cache(package_cache):
    """The package cache on a tmpfs of 160 KiB."""
    if os.geteuid() != 0:
        pytest.skip("mounting a small file system needs root")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=160k,mode=0755", "tmpfs",
                           str(package_cache)], capture_output=True, text=True)  # fmt: skip
    if done.returncode:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    yield package_cache
    subprocess.run(["umount", "-l", str(package_cache)], check=False)


def _files(folder) -> list[str]:
    return sorted(
        os.path.relpath(os.path.join(top, name), folder)
        for top, _, names in os.walk(folder)
        for name in names
        if not name.endswith(".lock")
    )


@pytest.mark.parametrize("size", [300_000, 60_000], ids=["while-downloading", "while-unpacking"])
def test_a_full_disk_is_a_clear_failure_and_keeps_nothing(pypi_index, small_cache, size):
    # Random hex does not compress: the wheel (and its unpacked metadata) is about `size`.
    big = pypi_index.add("bulky-server", "1.0.0", readme=secrets.token_hex(size // 2))

    with pytest.raises(PackageRefused) as refused:
        fetch_package(big.ref)

    assert refused.value.label == "disk-full"
    assert "no space left in the package cache" in refused.value.detail
    assert _files(small_cache) == []  # no object, no reference, no staging folder

    # Room again (a small package): fetched and kept whole.
    small = pypi_index.add("small-server", "1.0.0")
    fetched = fetch_package(small.ref)
    assert fetched.sha256 == small.sha256
    assert f"refs/{small.ref.key}.json" in {p.replace(os.sep, "/") for p in _files(small_cache)}


@pytest.fixture
def small_tmp(monkeypatch):
    """Temporary folders (where repositories are cloned) on a tmpfs of 160 KiB."""
    if os.geteuid() != 0:
        pytest.skip("mounting a small file system needs root")
    import tempfile

    folder = tempfile.mkdtemp(prefix="sagentum-small-tmp-", dir="/tmp")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=160k", "tmpfs", folder],
                          capture_output=True, text=True)  # fmt: skip
    if done.returncode:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    monkeypatch.setattr(tempfile, "tempdir", folder)
    yield folder
    subprocess.run(["umount", "-l", folder], check=False)
    os.rmdir(folder)


@pytest.mark.django_db
def test_a_full_disk_while_a_repository_is_cloned_fails_the_assessment(
    git_server, small_tmp, tmp_path
):
    """Not graded without the repository: the fault is the worker's, not the server's."""
    from django.utils import timezone

    from assessments.collect import Target
    from assessments.runner import AssessmentFailed, run_assessment
    from certification.models import RubricVersion
    from tests.repos import make_repo

    bulky = make_repo(tmp_path / "bulky", [(
        {"README.md": "# Bulky\n", "data.bin": secrets.token_bytes(400_000)}, timezone.now(),
    )])  # fmt: skip
    url = git_server.publish(bulky, "bulky")
    rubric = RubricVersion.objects.in_effect().data
    with pytest.raises(AssessmentFailed) as failed:
        run_assessment(Target(name="Bulky", repository_url=url), "static", rubric=rubric,
                       now=timezone.now())  # fmt: skip
    assert failed.value.label == "disk-full", failed.value
    assert "no space left" in failed.value.detail
    assert _files(small_tmp) == []  # the clone was removed
