"""Reading real repositories: local paths, file:// URLs, a git server on loopback, the
address rules, the deadline and the size limit."""

from __future__ import annotations

import datetime
import os
import socket
import subprocess
import time
from pathlib import Path

import pytest

from assessments.collect.files import Limits
from assessments.collect.repository import collect_repository
from assessments.graders.repository import grade_reliability, grade_security_static
from assessments.observations import RepositoryObservation, Unavailable
from tests.repos import (
    DAY,
    GitHTTPServer,
    SilentServer,
    abandoned_repo,
    clean_repo,
    fixture_secret_repo,
    git,
    leaky_repo,
    make_repo,
    now,
    url_credentials_repo,
)

USER_AGENT = "Sagentum/1.0 (+http://testserver/testing-policy)"


@pytest.fixture
def workdir(tmp_path) -> Path:
    path = tmp_path / "work"
    path.mkdir()
    return path


@pytest.fixture
def private(settings):
    settings.ALLOW_PRIVATE_TARGETS = True
    settings.HARNESS_USER_AGENT = USER_AGENT
    return settings


@pytest.fixture
def public(settings):
    settings.ALLOW_PRIVATE_TARGETS = False
    return settings


def read(source, workdir, *, metadata_only=False, **options):
    observation, directory = collect_repository(
        str(source), workdir=workdir, metadata_only=metadata_only, **options
    )
    return observation, directory


def assert_recent(moment: datetime.datetime | None, days_ago: int) -> None:
    assert moment is not None and moment.tzinfo is not None
    assert abs(now() - days_ago * DAY - moment) < datetime.timedelta(minutes=5)


def test_it_reads_a_local_repository_for_a_static_assessment(tmp_path, workdir):
    source = clean_repo(tmp_path)
    observation, checkout = read(source, workdir)
    assert isinstance(observation, RepositoryObservation)
    assert_recent(observation.last_commit_at, 3)
    assert observation.commit_count == 2
    assert observation.changelog_files == ("CHANGELOG.md",)
    assert observation.release_tags == ("v1.0.0",)
    assert observation.secrets == ()
    assert observation.files_scanned == 5
    assert observation.scan_truncated is False
    assert [t.name for t in observation.source_tools] == ["get_forecast", "delete_alert"]
    assert observation.source_tools[0].source == "src/weather/server.py:18"
    # A checkout of the committed files, in the work directory.
    assert checkout is not None and checkout.is_relative_to(workdir)
    assert (checkout / "README.md").read_text().startswith("# Weather MCP")
    grades = grade_security_static(observation), grade_reliability(observation, now=now())
    assert [g.grade for g in grades] == ["pass", "pass"]


def test_only_committed_files_of_a_local_repository_are_scanned(tmp_path, workdir):
    source = clean_repo(tmp_path)
    (source / ".env").write_text("OPENAI_API_KEY=Zk3v9QpL2xW8rT5mN1bYa0\n")
    observation, _ = read(source, workdir)
    assert observation.secrets == ()


def test_it_reads_only_metadata_for_a_documentation_assessment(tmp_path, workdir):
    source = clean_repo(tmp_path)
    observation, directory = read(source, workdir, metadata_only=True)
    assert_recent(observation.last_commit_at, 3)
    assert (observation.changelog_files, observation.release_tags) == (
        ("CHANGELOG.md",),
        ("v1.0.0",),
    )
    assert (observation.files_scanned, observation.secrets, observation.source_tools) == (0, (), ())
    # The local directory itself, for the documentation collector to read the README from.
    assert directory == source.resolve()
    assert list(workdir.glob("repository-*")) == []


def test_it_finds_changelogs_at_the_root_and_in_docs_case_insensitively(tmp_path, workdir):
    files = {
        "README.md": "x",
        "changes.rst": "x",
        "News": "x",
        "Docs/HISTORY.md": "x",
        "Docs/Release-Notes.md": "x",
        "docs-site/CHANGELOG.md": "x",
        "src/CHANGELOG.md": "x",
        "changelog/1.0.md": "x",
    }
    source = make_repo(tmp_path / "changelogs", [(files, now())])
    expected = ("Docs/HISTORY.md", "Docs/Release-Notes.md", "News", "changes.rst")
    observation, _ = read(source, workdir, metadata_only=True)
    assert observation.changelog_files == expected
    observation, _ = read(source, workdir)
    assert observation.changelog_files == expected


def test_it_reads_a_file_url(tmp_path, workdir):
    source = clean_repo(tmp_path)
    observation, checkout = read(source.as_uri(), workdir)
    assert observation.release_tags == ("v1.0.0",)
    assert len(observation.source_tools) == 2
    assert checkout is not None and checkout.is_relative_to(workdir)


def test_it_scans_a_plain_directory_in_place(tmp_path, workdir):
    directory = tmp_path / "plain"
    (directory / "docs").mkdir(parents=True)
    (directory / "docs" / "CHANGELOG.md").write_text("# Changes\n")
    (directory / "server.py").write_text("@mcp.tool()\ndef ping() -> str:\n    '''Ping.'''\n")
    observation, returned = read(directory, workdir)
    assert returned == directory.resolve()
    assert (observation.last_commit_at, observation.commit_count) == (None, 0)
    assert observation.changelog_files == ("docs/CHANGELOG.md",)
    assert observation.files_scanned == 2
    assert [t.name for t in observation.source_tools] == ["ping"]
    assert observation.changelogs == (("docs/CHANGELOG.md", "# Changes\n"),)
    assert grade_reliability(observation, now=now()).reasons[0]["label"] == "changelog-undated"
    observation, _ = read(directory, workdir, metadata_only=True)
    assert (observation.changelog_files, observation.files_scanned) == (("docs/CHANGELOG.md",), 0)


def test_a_missing_local_directory_is_unavailable(tmp_path, workdir):
    observation, directory = read(tmp_path / "nowhere", workdir)
    assert observation == Unavailable(
        "repository-unreachable", f"no such directory: {tmp_path / 'nowhere'}"
    )
    assert directory is None


def test_an_empty_repository_has_no_commit_date(tmp_path, workdir):
    source = tmp_path / "empty"
    source.mkdir()
    git(source, "init", "--quiet")
    observation, _ = read(source, workdir, metadata_only=True)
    assert (observation.last_commit_at, observation.changelog_files) == (None, ())
    observation, _ = read(source, workdir)
    assert (observation.last_commit_at, observation.files_scanned) == (None, 0)


def test_committed_secrets_are_found_and_never_reported(tmp_path, workdir):
    source, planted = leaky_repo(tmp_path)
    observation, _ = read(source, workdir)
    assert {(f.path, f.line, f.kind, f.in_test_fixture) for f in observation.secrets} == {
        ("deploy/id_rsa", 1, "private-key", False),
        ("src/client.ts", 1, "github-token", False),
    }
    grade = grade_security_static(observation)
    assert grade.grade == "fail"
    dump = repr(observation) + repr(grade)
    for secret in planted.values():
        for line in secret.splitlines()[1:2] or [secret]:
            assert line not in dump


def test_a_secret_only_in_test_fixtures_is_partial(tmp_path, workdir):
    source, secret = fixture_secret_repo(tmp_path)
    observation, _ = read(source, workdir)
    [finding] = observation.secrets
    assert (finding.path, finding.kind, finding.in_test_fixture) == (
        "tests/fixtures/credentials.txt",
        "aws-access-key",
        True,
    )
    assert grade_security_static(observation).grade == "partial"
    assert secret not in repr(observation)


def test_credentials_in_a_url_are_found(tmp_path, workdir):
    source, password = url_credentials_repo(tmp_path)
    observation, _ = read(source, workdir)
    assert [(f.path, f.line, f.kind) for f in observation.secrets] == [
        ("config/mirror.yaml", 1, "credentials-in-url")
    ]
    assert password not in repr(observation)


def test_an_abandoned_repository_fails_reliability(tmp_path, workdir):
    observation, _ = read(abandoned_repo(tmp_path), workdir, metadata_only=True)
    assert_recent(observation.last_commit_at, 365)
    grade = grade_reliability(observation, now=now())
    assert grade.grade == "fail"
    assert [r["label"] for r in grade.reasons] == ["stale-repository", "no-changelog"]


def test_symbolic_links_are_checked_out_as_plain_files_and_not_followed(tmp_path, workdir):
    outside = tmp_path / "outside.env"
    outside.write_text("OPENAI_API_KEY=Zk3v9QpL2xW8rT5mN1bYa0\n")
    source = tmp_path / "links"
    source.mkdir()
    (source / "README.md").write_text("x")
    os.symlink(outside, source / "linked.env")
    make_repo(source, [({}, now())])
    observation, checkout = read(source, workdir)
    assert observation.secrets == ()
    linked = checkout / "linked.env"
    assert not linked.is_symlink() and linked.read_text() == str(outside)


def test_the_size_limit_stops_the_clone(tmp_path, workdir):
    source = make_repo(tmp_path / "big", [({"data.txt": os.urandom(3 * 1024 * 1024).hex()}, now())])
    observation, directory = read(source, workdir, max_bytes=1024 * 1024)
    assert observation == Unavailable(
        "repository-unreachable", "the repository is larger than 1 MB"
    )
    assert directory is None


def test_the_scan_limits_are_reported(tmp_path, workdir):
    observation, _ = read(clean_repo(tmp_path), workdir, scan_limits=Limits(max_files=2))
    assert (observation.files_scanned, observation.scan_truncated) == (2, True)
    assert grade_security_static(observation).grade == "partial"


# Remote repositories, over git's smart HTTP protocol on loopback.


def test_it_clones_over_http_when_private_targets_are_allowed(
    tmp_path, workdir, private, git_server
):
    url = git_server.publish(clean_repo(tmp_path), "clean")
    observation, checkout = read(url, workdir)
    assert_recent(observation.last_commit_at, 3)
    assert observation.release_tags == ("v1.0.0",)
    assert observation.changelog_files == ("CHANGELOG.md",)
    assert [t.name for t in observation.source_tools] == ["get_forecast", "delete_alert"]
    assert (checkout / "src/weather/server.py").is_file()
    assert git_server.received
    assert {r.headers.get("User-Agent") for r in git_server.received} == {USER_AGENT}


def test_a_remote_documentation_assessment_downloads_no_file_contents(
    tmp_path, workdir, private, git_server
):
    url = git_server.publish(clean_repo(tmp_path), "clean")
    observation, directory = read(url, workdir, metadata_only=True)
    assert directory is None
    assert_recent(observation.last_commit_at, 3)
    assert (observation.changelog_files, observation.release_tags) == (
        ("CHANGELOG.md",),
        ("v1.0.0",),
    )
    [clone] = [path for path in workdir.glob("repository-*") if path.is_dir()]
    assert sorted(p.name for p in clone.iterdir()) == [".git"]
    objects = subprocess.run(
        ["git", "rev-list", "--objects", "--missing=print", "HEAD"],
        cwd=clone, capture_output=True, text=True, check=True,
    ).stdout.splitlines()  # fmt: skip
    missing = [line for line in objects if line.startswith("?")]
    assert len(missing) == 5  # every file of the commit: a blob never fetched


def _ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6) as probe:
            probe.bind(("::1", 0))
    except OSError:
        return False
    return True


@pytest.mark.parametrize(
    "address",
    [
        "127.0.0.1",
        pytest.param(
            "::1", marks=pytest.mark.skipif(not _ipv6_loopback(), reason="no IPv6 loopback")
        ),
    ],
)
def test_git_connects_only_to_the_checked_address(tmp_path, workdir, private, monkeypatch, address):
    server = GitHTTPServer(tmp_path / "served", address=address).start()
    # Only this process can resolve the name: git succeeds only through the pinned address.
    real = socket.getaddrinfo

    def getaddrinfo(host, port, *args, **kwargs):
        if host == "git.sagentum.test":
            return real(address, port, *args, **kwargs)
        return real(host, port, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    try:
        server.publish(clean_repo(tmp_path), "clean")
        observation, _ = read(server.url("clean", host="git.sagentum.test"), workdir)
    finally:
        server.stop()
    assert isinstance(observation, RepositoryObservation), observation
    assert observation.release_tags == ("v1.0.0",)
    assert {r.headers["Host"] for r in server.received} == {f"git.sagentum.test:{server.port}"}


@pytest.mark.parametrize(
    ("url", "detail"),
    [
        ("http://127.0.0.1:{port}/clean.git", "refused: http scheme; only https is allowed"),
        ("https://127.0.0.1:{port}/clean.git", "refused: 127.0.0.1 is a loopback address"),
        ("https://[::1]:{port}/clean.git", "refused: ::1 is a loopback address"),
        ("https://10.0.0.8/clean.git", "refused: 10.0.0.8 is a private address"),
        ("https://169.254.169.254/latest", "refused: 169.254.169.254 is a link-local address"),
        (
            "https://deploy:example-password@github.com/a/b.git",
            "refused: the URL carries credentials",
        ),
        ("ssh://git@github.com/a/b.git", "refused: ssh scheme; only https is allowed"),
        ("git@github.com:a/b.git", "refused: no scheme; only https is allowed"),
    ],
)
def test_urls_refused_by_the_address_rules(url, detail, workdir, public, git_server):
    observation, directory = read(url.format(port=git_server.port), workdir)
    assert observation == Unavailable("repository-unreachable", detail)
    assert directory is None
    assert git_server.received == []


def test_a_name_resolving_to_a_private_address_is_refused(workdir, public, monkeypatch):
    real = socket.getaddrinfo

    def getaddrinfo(host, port, *args, **kwargs):
        if host == "internal.sagentum.test":
            return real("10.1.2.3", port, *args, **kwargs)
        return real(host, port, *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    observation, _ = read("https://internal.sagentum.test/acme/weather.git", workdir)
    assert observation == Unavailable(
        "repository-unreachable",
        "refused: internal.sagentum.test resolves to 10.1.2.3 is a private address",
    )


def test_a_name_that_does_not_resolve_is_unavailable_quickly(workdir, public):
    started = time.monotonic()
    observation, _ = read("https://no-such-host.invalid/a/b.git", workdir, timeout=5)
    assert isinstance(observation, Unavailable)
    assert observation.label == "repository-unreachable"
    assert "no-such-host.invalid" in observation.detail
    assert time.monotonic() - started < 7


def _processes_mentioning(text: str) -> list[str]:
    found = []
    for entry in Path("/proc").iterdir():
        try:
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue
        if text in command:
            found.append(command)
    return found


@pytest.mark.parametrize("metadata_only", [False, True], ids=["clone", "ls-remote"])
def test_a_hanging_server_costs_the_timeout_and_leaves_no_process(workdir, private, metadata_only):
    silent = SilentServer()
    url = f"http://127.0.0.1:{silent.port}/stuck.git"
    started = time.monotonic()
    try:
        observation, _ = read(url, workdir, timeout=1.5, metadata_only=metadata_only)
    finally:
        silent.close()
    elapsed = time.monotonic() - started
    step = "ls-remote" if metadata_only else "clone"
    assert observation == Unavailable("repository-unreachable", f"git {step} timed out after 1.5 s")
    assert 1.4 < elapsed < 5
    # The whole process group was sent SIGKILL; give the kernel a moment to reap it.
    deadline = time.monotonic() + 3
    while _processes_mentioning(url) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _processes_mentioning(url) == []


def test_a_failed_clone_says_why(workdir, private, git_server):
    observation, _ = read(git_server.url("missing"), workdir)
    assert observation == Unavailable(
        "repository-unreachable",
        f"git clone failed: repository 'http://127.0.0.1:{git_server.port}/missing.git/' not found",
    )


def test_failure_details_carry_no_query_or_credentials(workdir, private, git_server):
    observation, _ = read(git_server.url("missing") + "?token=s3cr3t-t0ken-value", workdir)
    assert isinstance(observation, Unavailable)
    assert "s3cr3t" not in observation.detail
    assert f"http://127.0.0.1:{git_server.port}/missing.git" in observation.detail


def test_a_repository_with_no_server_entry_point_is_flagged(tmp_path, workdir):
    from assessments.report import report_notes
    from tests.repos import make_repo, now

    library = make_repo(
        tmp_path / "sdk",
        [({"README.md": "# An MCP client library\n", "src/client.py": "def connect(): ...\n"},
          now())],
    )  # fmt: skip
    observation, _ = collect_repository(str(library), workdir=workdir, metadata_only=False)
    assert observation.server_entry_point is False
    graded = grade_security_static(observation)
    notes = report_notes([{"number": 4, "evidence": graded.evidence}])
    assert [n["label"] for n in notes] == ["no-server-entry-point"]
    server, _ = collect_repository(str(clean_repo(tmp_path)), workdir=workdir, metadata_only=False)
    assert server.server_entry_point is True


def test_an_sdk_that_makes_servers_but_runs_none_is_flagged(tmp_path, workdir):
    from tests.repos import make_repo, now

    sdk = {
        "server/server.go": "package server\n\nfunc NewMCPServer(name string) *MCPServer {\n"
        '\treturn &MCPServer{}\n}\n\nfunc helper() { s := NewMCPServer("x"); _ = s }\n',
        "internal/gen/main.go": "package main\n\nfunc main() {}\n",
        "examples/hello/main.go": "package main\n\nfunc main() { server.ServeStdio(s) }\n",
    }
    observation, _ = collect_repository(
        str(make_repo(tmp_path / "sdk", [(sdk, now())])), workdir=workdir, metadata_only=False
    )
    assert observation.server_entry_point is False
    app = {**sdk, "cmd/server/main.go": "package main\n\nfunc main() {\n"
           "\ts := server.NewMCPServer(\"app\")\n\tserver.ServeStdio(s)\n}\n"}  # fmt: skip
    observation, _ = collect_repository(
        str(make_repo(tmp_path / "app", [(app, now())])), workdir=workdir, metadata_only=False
    )
    assert observation.server_entry_point is True
