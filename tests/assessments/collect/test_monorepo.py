"""A server in one folder of a monorepo: --subdir, or a forge URL's /tree/<ref>/<path>."""

from __future__ import annotations

import datetime
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from assessments.collect import Target, collect
from certification.outbound.fetch import clean_subdir, split_repository_url
from tests.repos import DAY, fake_github_token, make_repo, now

SERVER_README = """# Weather server

## Tools

| tool | description |
|---|---|
| `get_forecast` | Returns the forecast for a city as JSON, read-only. |
"""


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("https://github.com/o/r/tree/main/pkg/server", ("https://github.com/o/r", "pkg/server")),
        ("https://github.com/o/r/blob/v2/src/mcp", ("https://github.com/o/r", "src/mcp")),
        ("https://gitlab.com/g/sub/r/-/tree/main/srv", ("https://gitlab.com/g/sub/r", "srv")),
        ("https://github.com/o/r", ("https://github.com/o/r", "")),
        ("https://github.com/o/r/tree/main", ("https://github.com/o/r", "")),
        ("https://github.com/o/r/tree/main/../x", ("https://github.com/o/r/tree/main/../x", "")),
        ("/srv/checkout", ("/srv/checkout", "")),
    ],
)  # fmt: skip
def test_a_forge_url_into_a_folder_names_the_repository_and_the_folder(url, expected):
    assert split_repository_url(url) == expected


@pytest.mark.parametrize("bad", ["../x", "/etc", "a/../../b", "a/$(x)"])
def test_a_folder_outside_the_repository_is_refused(bad):
    with pytest.raises(ValueError, match="not a folder inside the repository"):
        clean_subdir(bad)


def monorepo(root):
    latest = now() - 5 * DAY
    return make_repo(
        root / "mono",
        [
            ({"README.md": "# Many things\n", "packages/other/config.py":
              f'GITHUB_TOKEN = "{fake_github_token()}"\n'}, latest - 400 * DAY),
            ({"packages/server/README.md": SERVER_README,
              "packages/server/CHANGELOG.md": "# Changelog\n## 1.0.0\n"}, latest - 10 * DAY),
            ({"packages/other/notes.md": "unrelated\n"}, latest),
        ],
    )  # fmt: skip


@pytest.fixture
def git_server(git_server, settings):
    settings.ALLOW_PRIVATE_TARGETS = True
    return git_server


def collect_folder(url: str, subdir: str):
    target = Target(name="weather", repository_url=url, subdir=subdir)
    return collect(target, "static", now=datetime.datetime.now(datetime.UTC))


def test_a_static_assessment_reads_only_the_servers_folder(tmp_path, git_server):
    url = git_server.publish(monorepo(tmp_path / "repos"), "mono")
    observations = collect_folder(url, "packages/server")
    repo = observations.repository
    assert repo.secrets == ()  # the token lives in another package
    assert repo.changelog_files == ("CHANGELOG.md",)
    # The folder's own last commit, not the repository's.
    assert 14 <= (datetime.datetime.now(datetime.UTC) - repo.last_commit_at).days <= 16
    assert [d.origin for d in observations.docs.documents] == ["README.md"]
    assert "Weather server" in observations.docs.documents[0].text
    assert [t.name for t in observations.declared_catalog.tools] == ["get_forecast"]


def test_a_missing_folder_is_unreachable_not_a_crash(tmp_path, git_server):
    url = git_server.publish(monorepo(tmp_path / "repos"), "mono")
    observations = collect_folder(url, "packages/nope")
    assert observations.repository.label == "repository-unreachable"
    assert "no folder packages/nope" in observations.repository.detail


@pytest.mark.django_db
def test_assess_takes_subdir_and_refuses_a_bad_one(tmp_path):
    import json

    path = monorepo(tmp_path / "repos")
    common = ["assess", "--endpoint", "http://127.0.0.1:9/mcp", "--tier", "static",
              "--repo", str(path), "--no-save"]  # fmt: skip
    with pytest.raises(CommandError, match="--subdir") as error:
        call_command(*common, "--subdir", "../x")
    assert error.value.returncode == 2
    whole, folder = StringIO(), StringIO()
    call_command(*common, "--format", "json", stdout=whole)
    call_command(*common, "--subdir", "packages/server", "--format", "json", stdout=folder)
    security = {
        name: json.loads(out.getvalue())["dimensions"][3]["grade"]
        for name, out in (("whole", whole), ("folder", folder))
    }
    # The token in packages/other fails the whole repository, not the server's folder.
    assert security == {"whole": "fail", "folder": "pass"}


@pytest.mark.parametrize("kind", ["documentation", "static"])
def test_a_local_folder_inside_a_repository_keeps_the_folders_history(tmp_path, kind):
    path = monorepo(tmp_path / "repos") / "packages" / "server"
    observations = collect(
        Target(name="weather", repository_url=str(path)), kind,
        now=datetime.datetime.now(datetime.UTC),
    )  # fmt: skip
    repo = observations.repository
    assert repo.last_commit_at is not None
    assert 14 <= (datetime.datetime.now(datetime.UTC) - repo.last_commit_at).days <= 16
    assert repo.changelog_files == ("CHANGELOG.md",)
    assert "Weather server" in observations.docs.documents[0].text
