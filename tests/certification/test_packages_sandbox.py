"""Packages: fetched from the configured index with the published hash checked and kept
by hash, then run only in the sandbox, where whatever a hostile package tries ends as
evidence and nothing of it reaches the host. Every index and listener is on this
machine; escapes are counted from outside the sandbox."""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import threading
import time
import uuid
from pathlib import Path

import pytest

from assessments.graders.catalog import grade_idempotency_annotations, grade_tool_descriptions
from assessments.observations import Catalog, Unavailable
from assessments.package_catalog import SOURCE, introspect
from certification.packages import PackageRef, PackageRefused, sandbox
from certification.packages.fetch import MANIFEST, evict, fetch_package
from tests.packages import received, sandbox_processes, wait_for_no_sandbox_processes
from tests.paths import ROOT

pytest_plugins = ["tests.packages"]

needs_bwrap = pytest.mark.skipif(
    shutil.which("bwrap") is None,
    reason="bubblewrap (bwrap) is not installed: packages never run without the sandbox",
)
needs_npm = pytest.mark.skipif(shutil.which("npm") is None, reason="npm is not installed")
HOSTILE_TIMEOUT = 10
QUICK_TIMEOUT = 5


def _objects(cache: Path) -> list[str]:
    folder = cache / "objects"
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


def _notes(result) -> str:
    """What a hostile package reported, in the description it appended it to."""
    assert isinstance(result.catalog, Catalog), result.catalog
    return result.catalog.tools[0].description


def _run(fetched, ref: PackageRef, *, timeout: float = HOSTILE_TIMEOUT, env=None):
    started = time.monotonic()
    result = introspect(fetched, ref, env=env or {}, timeout=timeout)
    return result, time.monotonic() - started


# -- fetching -------------------------------------------------------------------------


def test_it_fetches_a_wheel_and_records_its_published_hash(pypi_index, package_cache):
    published = pypi_index.add("notes-server", "1.2.0", mcp_name="io.github.example/notes")

    fetched = fetch_package(published.ref)

    record = fetched.record()
    assert (record["registry"], record["name"], record["version"]) == (
        "pypi", "notes-server", "1.2.0",
    )  # fmt: skip
    assert record["sha256"] == published.sha256
    assert record["published_hash"] == published.published_hash == f"sha256={published.sha256}"
    assert record["filename"] == "notes_server-1.2.0-py3-none-any.whl"
    assert fetched.mcp_name == "io.github.example/notes"
    assert _objects(package_cache) == [published.sha256]
    assert Path(fetched.run_dir).is_relative_to(package_cache / "objects" / published.sha256)


@needs_npm
def test_it_fetches_an_npm_tarball_and_records_its_published_integrity(npm_registry, package_cache):
    published = npm_registry.add("@fixtures/notes", "2.0.1", mcp_name="io.github.example/notes")

    fetched = fetch_package(published.ref)

    record = fetched.record()
    assert (record["registry"], record["name"], record["version"]) == (
        "npm", "@fixtures/notes", "2.0.1",
    )  # fmt: skip
    assert record["sha256"] == published.sha256
    assert record["published_hash"] == published.published_hash
    assert record["source"] == npm_registry.url + "@fixtures/notes/-/fixtures-notes-2.0.1.tgz"
    assert fetched.mcp_name == "io.github.example/notes"
    assert _objects(package_cache) == [published.sha256]


def test_it_fetches_a_kept_wheel_from_the_cache(pypi_index):
    published = pypi_index.add("notes-server")
    first = fetch_package(published.ref)
    shutil.rmtree(pypi_index.root)  # pip could no longer reach a single file

    again = fetch_package(published.ref)

    assert again == first


@needs_npm
def test_it_fetches_a_kept_tarball_from_the_cache(npm_registry):
    published = npm_registry.add("notes-server")
    first = fetch_package(published.ref)
    asked = len(npm_registry.received)
    assert asked > 0

    again = fetch_package(published.ref)

    assert again == first
    assert len(npm_registry.received) == asked


@needs_npm
def test_a_kept_package_reads_its_release_history_again_after_a_day(npm_registry, package_cache):
    import datetime

    published = npm_registry.add("notes-server", published_at="2026-01-01T00:00:00Z")
    assert fetch_package(published.ref).release_dates == ("2026-01-01T00:00:00Z",)
    ref_file = package_cache / "refs" / f"{published.ref.key}.json"
    kept = json.loads(ref_file.read_text())
    two_days_ago = datetime.datetime.now(datetime.UTC) - datetime.timedelta(days=2)
    ref_file.write_text(json.dumps({**kept, "releases_read_at": two_days_ago.isoformat()}))
    npm_registry.add("notes-server", "1.1.0", published_at="2026-11-30T00:00:00Z")
    asked = len(npm_registry.received)

    again = fetch_package(published.ref)  # the kept 1.0.0, with today's history

    assert again.version == "1.0.0" and again.sha256 == published.sha256
    assert again.release_dates == ("2026-01-01T00:00:00Z", "2026-11-30T00:00:00Z")
    after = len(npm_registry.received)
    assert after > asked
    fetch_package(published.ref)  # read today: the index is not asked again
    assert len(npm_registry.received) == after


def test_it_refuses_a_wheel_whose_hash_differs_from_the_published_one(pypi_index, package_cache):
    published = pypi_index.add("notes-server", wrong_hash=True)

    with pytest.raises(PackageRefused) as refused:
        fetch_package(published.ref)

    assert refused.value.label == "hash-mismatch"
    assert _objects(package_cache) == []
    assert list((package_cache / "tmp").iterdir()) == []


@needs_npm
def test_it_refuses_a_tarball_whose_integrity_differs_from_the_published_one(
    npm_registry, package_cache
):
    published = npm_registry.add("notes-server", wrong_integrity=True)

    with pytest.raises(PackageRefused) as refused:
        fetch_package(published.ref)

    assert refused.value.label == "hash-mismatch"
    assert _objects(package_cache) == []


def test_it_says_a_missing_wheel_version_is_not_found(pypi_index, package_cache):
    pypi_index.add("notes-server", "1.0.0")

    with pytest.raises(PackageRefused) as refused:
        fetch_package(PackageRef("pypi", "notes-server", "1.0.1"))

    assert refused.value.label == "package-not-found"
    assert _objects(package_cache) == []


@needs_npm
def test_it_says_a_missing_npm_version_is_not_found(npm_registry, package_cache):
    npm_registry.add("notes-server", "1.0.0")

    for missing in (
        PackageRef("npm", "notes-server", "1.0.1"),
        PackageRef("npm", "absent", "1.0.0"),
    ):
        with pytest.raises(PackageRefused) as refused:
            fetch_package(missing)
        assert refused.value.label == "package-not-found", missing

    assert _objects(package_cache) == []


@needs_npm
def test_it_never_runs_npm_install_scripts(npm_registry, open_tmp, tmp_path):
    marker = open_tmp / "install-script-ran"
    write_marker = f"node -e \"require('fs').appendFileSync('{marker}', process.argv[1])\""
    scripts = {hook: f"{write_marker} {hook}" for hook in ("preinstall", "install",
                                                           "postinstall", "prepare")}  # fmt: skip
    published = npm_registry.add("scripted-server", scripts=scripts)

    fetch_package(published.ref)

    assert not marker.exists()
    # The same tarball installed the ordinary way does run them: the marker is meaningful.
    subprocess.run(
        ["npm", "install", str(published.path), "--prefix", str(tmp_path / "plain"),
         "--no-audit", "--no-fund", "--ignore-scripts=false"],
        check=True, capture_output=True, timeout=120,
    )  # fmt: skip
    assert "postinstall" in marker.read_text()


def test_it_evicts_the_least_recently_used_packages_over_the_bound(pypi_index, package_cache):
    names = ("oldest-server", "older-server", "recent-server")
    homes = [package_cache / "objects" / fetch_package(pypi_index.add(n).ref).sha256
             for n in names]  # fmt: skip
    now = time.time()
    for home, age in zip(homes, (3000, 2000, 0), strict=True):
        os.utime(home / MANIFEST, (now - age, now - age))
    sizes = [json.loads((home / MANIFEST).read_text())["size"] for home in homes]

    assert evict(package_cache, sizes[1] + sizes[2]) == [homes[0].name]
    # Over any bound, one used in the last minutes stays; so does the one asked to keep.
    assert evict(package_cache, 0, keep=homes[1].name) == []
    assert evict(package_cache, 0) == [homes[1].name]

    assert _objects(package_cache) == [homes[2].name]
    refetched = fetch_package(PackageRef("pypi", "oldest-server", "1.0.0"))
    assert (package_cache / "objects" / refetched.sha256 / MANIFEST).is_file()


# -- introspection --------------------------------------------------------------------


@needs_bwrap
@pytest.mark.parametrize("registry", ["pypi", pytest.param("npm", marks=needs_npm)])
def test_it_introspects_a_well_behaved_package(registry, request, server_stderr):
    index = request.getfixturevalue("pypi_index" if registry == "pypi" else "npm_registry")
    published = index.add("notes-server")
    fetched = fetch_package(published.ref)

    result, elapsed = _run(fetched, published.ref, timeout=30)

    catalog = result.catalog
    assert isinstance(catalog, Catalog), catalog
    assert catalog.source == SOURCE == "package (introspected)"
    tools = {tool.name: tool for tool in catalog.tools}
    assert sorted(tools) == ["delete_note", "get_time", "list_notes"]
    assert tools["get_time"].description.startswith("Returns the current time")
    assert tools["get_time"].input_schema["properties"]["timezone"]["enum"] == [
        "Asia/Kolkata", "Asia/Tokyo", "UTC",
    ]  # fmt: skip
    assert tools["list_notes"].annotations["readOnlyHint"] is True
    assert tools["delete_note"].annotations["destructiveHint"] is True
    assert grade_tool_descriptions(catalog).grade == "pass"
    assert grade_idempotency_annotations(catalog).grade == "pass"
    assert result.server_name == "notes-server"
    assert result.instructions.startswith("Notes and the time.")
    assert result.protocol_version in ("2025-11-25", "2025-06-18")
    # From the server's side: the handshake and the catalog, never a tool call.
    assert received(server_stderr()) == [
        ("initialize", "-"), ("notifications/initialized", "-"), ("tools/list", "-"),
    ]  # fmt: skip
    assert result.methods == ("initialize", "notifications/initialized", "tools/list")
    assert elapsed < 10
    assert wait_for_no_sandbox_processes("notes-server") == []


# -- hostile packages -----------------------------------------------------------------


@needs_bwrap
@pytest.mark.parametrize("registry", ["pypi", pytest.param("npm", marks=needs_npm)])
def test_it_keeps_a_package_off_the_hosts_network(registry, request, sandbox_limits):
    index = request.getfixturevalue("pypi_index" if registry == "pypi" else "npm_registry")
    with socket.create_server(("127.0.0.1", 0)) as listener:
        listener.settimeout(0.3)
        ref = index.add("net-server", behaviour="network").with_arguments(
            str(listener.getsockname()[1])
        )

        result, elapsed = _run(fetch_package(ref), ref)

        assert "[network: refused]" in _notes(result)
        with pytest.raises(TimeoutError):
            listener.accept()
    assert elapsed < HOSTILE_TIMEOUT


@needs_bwrap
def test_it_keeps_a_package_from_writing_on_the_host(pypi_index, sandbox_limits, open_tmp):
    host_file = open_tmp / "notes.txt"
    host_file.write_text("the host's own\n")
    in_checkout = ROOT / f"escaped-{uuid.uuid4().hex}.txt"
    ref = pypi_index.add("writing-server", behaviour="write-outside").with_arguments(
        str(host_file), str(in_checkout)
    )

    result, elapsed = _run(fetch_package(ref), ref)

    notes = _notes(result)
    assert f"{host_file} ENOENT" in notes
    assert f"{in_checkout} ENOENT" in notes
    assert "/pkg/escaped.txt EROFS" in notes  # the package itself is read-only
    assert host_file.read_text() == "the host's own\n"
    assert not in_checkout.exists()
    assert elapsed < HOSTILE_TIMEOUT


@needs_bwrap
@pytest.mark.parametrize("registry", ["pypi", pytest.param("npm", marks=needs_npm)])
def test_it_keeps_sagentums_secrets_from_a_package(
    registry, request, sandbox_limits, open_tmp, monkeypatch
):
    index = request.getfixturevalue("pypi_index" if registry == "pypi" else "npm_registry")
    secrets = {
        "SECRET_KEY": f"django-insecure-{uuid.uuid4().hex}",
        "DATABASE_URL": f"postgres://sagentum:{uuid.uuid4().hex}@127.0.0.1:5432/sagentum",
    }
    for name, value in secrets.items():
        monkeypatch.setenv(name, value)
    dotenv = open_tmp / ".env"
    dotenv.write_text(f"SECRET_KEY={uuid.uuid4().hex}\n")
    database = open_tmp / "db.sqlite3"
    database.write_bytes(b"SQLite format 3\x00" + uuid.uuid4().hex.encode())
    ref = index.add("reading-server", behaviour="read-secrets").with_arguments(
        str(dotenv), str(database)
    )

    result, elapsed = _run(fetch_package(ref), ref, env={"OWNER_TEST_VARIABLE": "given"})

    notes = _notes(result)
    assert "OWNER_TEST_VARIABLE=given" in notes  # what it read is reported
    assert "/proc/1/environ:" in notes
    for name, value in secrets.items():
        assert value not in notes
        assert f"{name}=" not in notes
    assert f"{dotenv} ENOENT" in notes
    assert f"{database} ENOENT" in notes
    everything = repr(result)
    assert dotenv.read_text().strip() not in everything
    assert "SQLite format 3" not in everything
    assert elapsed < HOSTILE_TIMEOUT


@needs_bwrap
@pytest.mark.parametrize("registry", ["pypi", pytest.param("npm", marks=needs_npm)])
def test_it_contains_a_fork_bomb(registry, request, sandbox_limits):
    index = request.getfixturevalue("pypi_index" if registry == "pypi" else "npm_registry")
    published = index.add("forking-server", behaviour="fork-bomb")

    result, elapsed = _run(fetch_package(published.ref), published.ref)

    found = re.search(r"fork-bomb: (\d+) (?:forked|spawned), (\d+) refused", _notes(result))
    assert found, _notes(result)
    forks, refusals = int(found[1]), int(found[2])
    assert forks < sandbox_limits.SANDBOX_PROCESSES
    assert refusals > 0  # the process limit stopped it
    assert elapsed < HOSTILE_TIMEOUT
    assert wait_for_no_sandbox_processes("forking-server") == []


@needs_bwrap
def test_it_contains_a_package_that_takes_all_the_memory(pypi_index, sandbox_limits):
    published = pypi_index.add("hungry-server", behaviour="memory")

    result, elapsed = _run(fetch_package(published.ref), published.ref)

    found = re.search(r"memory: held (\d+) MiB", _notes(result))
    assert found, _notes(result)
    assert int(found[1]) < sandbox_limits.SANDBOX_MEMORY_MB  # it asked for 4096
    assert elapsed < HOSTILE_TIMEOUT


@needs_bwrap
def test_it_turns_garbage_on_stdout_into_a_failure(pypi_index, sandbox_limits):
    published = pypi_index.add("garbage-server", behaviour="garbage")

    result, elapsed = _run(fetch_package(published.ref), published.ref, timeout=QUICK_TIMEOUT)

    assert isinstance(result.catalog, Unavailable)
    assert result.catalog.label == "invalid-output", result.catalog
    assert elapsed < QUICK_TIMEOUT + 5  # the time to stop the process
    assert wait_for_no_sandbox_processes("garbage-server") == []


@needs_bwrap
def test_it_gives_up_on_a_silent_package_and_leaves_no_process(
    pypi_index, sandbox_limits, server_stderr
):
    published = pypi_index.add("silent-server", behaviour="silent")
    fetched = fetch_package(published.ref)
    seen: list[int] = []
    running = threading.Event()

    def watch() -> None:
        while not running.is_set():
            seen.append(len(sandbox_processes("silent-server")))
            time.sleep(0.2)

    watcher = threading.Thread(target=watch)
    watcher.start()
    try:
        result, elapsed = _run(fetched, published.ref, timeout=QUICK_TIMEOUT)
    finally:
        running.set()
        watcher.join()

    assert result.catalog == Unavailable("no-answer", "the package did not answer in time")
    assert QUICK_TIMEOUT <= elapsed < QUICK_TIMEOUT + 5
    assert received(server_stderr()) == [("initialize", "-")]
    assert max(seen) > 0  # the watch does see the sandbox's processes while they run
    assert wait_for_no_sandbox_processes("silent-server") == []


# -- the isolator ---------------------------------------------------------------------


def test_it_refuses_to_run_without_the_sandbox(settings):
    settings.SANDBOX_COMMAND = f"/nonexistent/isolator-{uuid.uuid4().hex}"

    with pytest.raises(PackageRefused) as refused:
        sandbox.check_available()

    assert refused.value.label == "sandbox-unavailable"
    assert "bubblewrap" in refused.value.detail
    assert settings.SANDBOX_COMMAND in refused.value.detail


ISOLATOR = r"""#!/bin/sh
# Keeps the SANDBOX_COMMAND contract with bubblewrap, and logs how it was called.
echo "$*" >> "$(dirname "$0")/calls.log"
if [ "$1" = "--check" ]; then exit __CHECK_STATUS__; fi
while [ "$1" != "--" ]; do
  case "$1" in
    --package) package="$2" ;;
    --memory-mb) memory="$2" ;;
    --processes) processes="$2" ;;
    --file-size-mb) file_size="$2" ;;
    --cpu-seconds) cpu="$2" ;;
  esac
  shift 2
done
shift
exec setpriv --reuid=259999 --regid=259999 --clear-groups -- \
  prlimit --data=$((memory * 1048576)) --nproc="$processes" \
    --fsize=$((file_size * 1048576)) --cpu="$cpu" -- \
  bwrap --unshare-all --die-with-parent --new-session --cap-drop ALL \
    --ro-bind /usr /usr --symlink usr/bin /bin --symlink usr/lib /lib \
    --symlink usr/lib64 /lib64 --ro-bind-try /etc/ld.so.cache /etc/ld.so.cache \
    --ro-bind "$package" /pkg --proc /proc --dev /dev --tmpfs /tmp --tmpfs /home \
    --dir /home/sandbox --chdir /home/sandbox -- "$@"
"""


def _isolator(folder: Path, *, check_status: int = 0) -> Path:
    script = folder / f"isolator-{uuid.uuid4().hex[:8]}"
    script.write_text(ISOLATOR.replace("__CHECK_STATUS__", str(check_status)))
    script.chmod(0o755)
    return script


@needs_bwrap
def test_it_runs_a_package_through_another_isolator(pypi_index, settings, open_tmp):
    settings.SANDBOX_COMMAND = str(_isolator(open_tmp))
    settings.SANDBOX_MEMORY_MB = 300
    published = pypi_index.add("notes-server")
    fetched = fetch_package(published.ref)

    result, _ = _run(fetched, published.ref, timeout=30)

    assert isinstance(result.catalog, Catalog), result.catalog
    assert [tool.name for tool in result.catalog.tools] == ["get_time", "list_notes", "delete_note"]
    check, run = (open_tmp / "calls.log").read_text().split("\n", 1)
    assert check == "--check"  # asked first whether it can isolate here
    assert run.startswith(f"--package {fetched.run_dir} --memory-mb 300 --processes ")
    assert f" -- {settings.SANDBOX_PYTHON} -s -E -c " in run


def test_it_refuses_an_isolator_whose_check_fails(settings, open_tmp):
    settings.SANDBOX_COMMAND = str(_isolator(open_tmp, check_status=3))

    with pytest.raises(PackageRefused) as refused:
        sandbox.check_available()

    assert refused.value.label == "sandbox-unavailable"
    assert "exit status 3" in refused.value.detail


def test_a_kept_wheel_reads_its_release_history_again_after_a_day(pypi_server, package_cache):
    import datetime

    published = pypi_server.add("notes-server", uploaded_at="2026-01-01T00:00:00Z")
    assert fetch_package(published.ref).release_dates == ("2026-01-01T00:00:00+00:00",)
    ref_file = package_cache / "refs" / f"{published.ref.key}.json"
    kept = json.loads(ref_file.read_text())
    two_days_ago = datetime.datetime.now(datetime.UTC) - datetime.timedelta(days=2)
    ref_file.write_text(json.dumps({**kept, "releases_read_at": two_days_ago.isoformat()}))
    pypi_server.add("notes-server", "1.1.0", uploaded_at="2026-11-30T00:00:00Z")
    asked = len(pypi_server.requests_to("/simple/notes-server/"))

    again = fetch_package(published.ref)  # the kept 1.0.0, with today's history

    assert again.version == "1.0.0" and again.sha256 == published.sha256
    assert again.release_dates == ("2026-01-01T00:00:00+00:00", "2026-11-30T00:00:00+00:00")
    after = len(pypi_server.requests_to("/simple/notes-server/"))
    assert after == asked + 1
    fetch_package(published.ref)  # read today: the index is not asked again
    assert len(pypi_server.requests_to("/simple/notes-server/")) == after
