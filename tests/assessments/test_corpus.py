"""``manage.py corpus``: a pinned list of packages assessed in the sandbox into the corpus
file (``run``), and the file published as corpus listings (``load``). The packages come
from the local indexes of ``tests.packages``; nothing is downloaded."""

from __future__ import annotations

import copy
import hashlib
import io
import json
import shutil
from pathlib import Path

import pytest
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import CommandError

from assessments.corpus import read_corpus, read_targets
from assessments.models import Assessment
from certification.models import ChangelogEntry, RubricVersion, Server

pytest_plugins = ["tests.packages"]
pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(shutil.which("bwrap") is None, reason="bubblewrap is not installed"),
]
SHIPPED = Path(settings.BASE_DIR) / "corpus"


def targets_file(folder: Path, npm, pypi) -> Path:
    """Two targets: an npm package pinned to what its registry publishes, and a PyPI
    package pinned to a hash its index does not serve."""
    path = folder / "targets.toml"
    path.write_text(
        "[[target]]\n"
        f'registry = "npm"\nname = "{npm.ref.name}"\nversion = "{npm.ref.version}"\n'
        f'hash = "{npm.published_hash}"\nkind = "notes"\nnote = "A well-behaved server."\n'
        'env = {NOTES_MODE = "plain"}\n\n'
        "[[target]]\n"
        f'registry = "pypi"\nname = "{pypi.ref.name}"\nversion = "{pypi.ref.version}"\n'
        f'hash = "sha256={"0" * 64}"\nkind = "notes"\nnote = "Pinned to another file."\n'
    )
    return path


def run_corpus(*args: str) -> str:
    out = io.StringIO()
    call_command("corpus", "run", *args, stdout=out)
    return out.getvalue()


def load_corpus(path: Path) -> str:
    out = io.StringIO()
    call_command("corpus", "load", str(path), stdout=out)
    return out.getvalue()


@pytest.fixture
def corpus(tmp_path, npm_registry, pypi_index) -> Path:
    npm = npm_registry.add("corpus-notes", "1.0.0")
    pypi = pypi_index.add("corpus-pinned", "2.0.0")
    out = tmp_path / "corpus.json"
    run_corpus(str(targets_file(tmp_path, npm, pypi)), "--out", str(out))
    return out


def test_it_records_a_completed_and_a_failed_target(corpus, tmp_path, npm_registry):
    written = read_corpus(corpus)
    targets = tmp_path / "targets.toml"
    assert written["targets_sha256"] == hashlib.sha256(targets.read_bytes()).hexdigest()
    assert written["rubric_version"] == RubricVersion.objects.in_effect().version
    assert written["evaluator_version"] and written["date"]
    completed, failed = written["entries"]
    assert completed["target"]["env"] == {"NOTES_MODE": "plain"}
    for tier in ("static", "full"):
        run = completed["runs"][tier]
        assert run["outcome"] == "completed", run
        report = run["report"]
        assert report["assessment_type"] == tier and report["state"] == "completed"
        assert len(report["dimensions"]) == 8 and report["tier"]
        assert report["package"]["published_hash"] == completed["target"]["hash"]
        assert report["package"]["environment"] == ["NOTES_MODE"]
        assert "stderr_tail" not in (report.get("live") or {})
        hashes = {tool["sha256"] for tool in report["catalog"]["tools"]}
        assert hashes and hashes <= set(completed["definitions"])
    assert completed["runs"]["full"]["report"]["live"]["calls_made"] > 0
    assert completed["description"] == "A fixture MCP server (well-behaved)"
    for tier in ("static", "full"):
        assert failed["runs"][tier]["outcome"] == "failed"
        assert failed["runs"][tier]["label"] == "hash-mismatch"
        assert "sha256=" + "0" * 64 in failed["runs"][tier]["detail"]


def test_a_second_run_keeps_what_the_first_assessed(corpus, tmp_path, npm_registry):
    before = corpus.read_bytes()
    asked = len(npm_registry.received)
    said = run_corpus(str(tmp_path / "targets.toml"), "--out", str(corpus))
    assert said.count("kept from the previous run") == 2
    assert len(npm_registry.received) == asked  # nothing fetched, nothing assessed
    assert corpus.read_bytes() == before  # the same file, dated by its assessments


def test_only_assesses_the_packages_named(corpus, tmp_path):
    said = run_corpus(str(tmp_path / "targets.toml"), "--out", str(corpus), "--only",
                      "corpus-notes")  # fmt: skip
    assert "corpus-notes@1.0.0 static: completed" in said
    assert said.count("kept from the previous run") == 1


def test_it_loads_the_corpus_as_listings_once(corpus, client):
    said = load_corpus(corpus)
    assert "1 corpus listings created, 2 assessments published" in said
    server = Server.objects.get(corpus=True)
    assert server.name == "corpus-notes" and server.package_name == "corpus-notes"
    assert server.description == "A fixture MCP server (well-behaved)"
    package = server.packages.get()
    assert (package.registry_type, package.identifier, package.version) == (
        "npm", "corpus-notes", "1.0.0",
    )  # fmt: skip
    assert package.environment_variables[0]["name"] == "NOTES_MODE"
    written = read_corpus(corpus)["entries"][0]["runs"]
    published = {a.assessment_type: a for a in Assessment.objects.published().filter(server=server)}
    assert set(published) == {"static", "full"}
    for tier, assessment in published.items():
        report = written[tier]["report"]
        assert assessment.rubric_version.version == report["rubric_version"]
        assert float(assessment.score) == report["score"] and assessment.tier == report["tier"]
        assert [d.grade for d in assessment.dimensions.order_by("number")] == [
            d["grade"] for d in report["dimensions"]
        ]
        assert assessment.package["sha256"] == report["package"]["sha256"]
        tools = list(assessment.tool_definitions.order_by("position"))
        assert [t.sha256 for t in tools] == [t["sha256"] for t in report["catalog"]["tools"]]
        assert all(t.definition.get("name") == t.name for t in tools)
    assert server.certification.assessment == published["full"]
    card = client.get(server.get_absolute_url())
    assert card.status_code == 200
    assert str(published["full"].score) in card.content.decode()
    entries = ChangelogEntry.objects.filter(kind=ChangelogEntry.Kind.ASSESSMENT_PUBLISHED)
    assert entries.filter(server=server).count() == 2

    said = load_corpus(corpus)
    assert "0 corpus listings created, 0 assessments published, 2 already loaded" in said
    assert Server.objects.filter(corpus=True).count() == 1
    assert Assessment.objects.filter(server=server).count() == 2


def test_a_newer_corpus_adds_the_new_versions(corpus, tmp_path):
    load_corpus(corpus)
    newer = read_corpus(corpus)
    entry = newer["entries"][0]
    entry["target"]["version"] = "1.1.0"
    for run in entry["runs"].values():
        run["report"]["package"].update(version="1.1.0", sha256="1" * 64)
    path = tmp_path / "newer.json"
    path.write_text(json.dumps(newer))
    assert "0 corpus listings created, 2 assessments published" in load_corpus(path)
    server = Server.objects.get(corpus=True)
    assert server.packages.get().version == "1.1.0"
    assert Assessment.objects.published().filter(server=server).count() == 4
    assert server.certification.assessment.package["version"] == "1.1.0"


def test_a_report_whose_grades_do_not_give_its_score_is_not_loaded(corpus, tmp_path):
    altered = read_corpus(corpus)
    report = altered["entries"][0]["runs"]["static"]["report"]
    report["score"] = 99.9
    path = tmp_path / "altered.json"
    path.write_text(json.dumps(altered))
    with pytest.raises(CommandError, match="1 assessments not loaded") as refused:
        load_corpus(path)
    assert refused.value.returncode == 1
    assert not Assessment.objects.filter(assessment_type="static").exists()
    assert Assessment.objects.published().filter(assessment_type="full").count() == 1


def test_it_refuses_a_corpus_of_a_rubric_not_published_here(corpus, tmp_path):
    unknown = copy.deepcopy(read_corpus(corpus))
    unknown["rubric_version"] = "9.9"
    path = tmp_path / "unknown.json"
    path.write_text(json.dumps(unknown))
    with pytest.raises(CommandError, match=r"rubric '9\.9', which is not a published") as refused:
        load_corpus(path)
    assert refused.value.returncode == 3
    assert not Server.objects.filter(corpus=True).exists()
    assert not Assessment.objects.exists()


@pytest.mark.django_db(transaction=False)
def test_the_shipped_corpus_matches_its_targets():
    targets = read_targets(SHIPPED / "targets.toml")
    shipped = read_corpus(SHIPPED / "corpus.json")
    assert shipped["targets_sha256"] == targets.sha256
    assert len(targets.targets) >= 40
    assert [e["spec"] for e in shipped["entries"]] == [t.spec for t in targets.targets]
    assert RubricVersion.objects.published().filter(version=shipped["rubric_version"]).exists()
    for entry, target in zip(shipped["entries"], targets.targets, strict=True):
        assert entry["target"] == target.record()
        for run in entry["runs"].values():
            if run["outcome"] == "completed":
                assert len(run["report"]["dimensions"]) == 8
                assert run["report"]["package"]["version"] == target.version
            else:
                assert run["label"]
    completed = sum(run["outcome"] == "completed" for e in shipped["entries"]
                    for run in e["runs"].values())  # fmt: skip
    said = load_corpus(SHIPPED / "corpus.json")
    assert f"{len(targets.targets)} corpus listings created, {completed} assessments" in said
    assert Server.objects.filter(corpus=True).count() == len(targets.targets)


def test_the_sandbox_folder_is_a_placeholder_in_the_listings_start_command():
    from assessments.corpus.load import listing_arguments

    assert listing_arguments(["/home/sandbox"]) == ["<directory>"]
    assert listing_arguments(["--allowed-directories", "/home/sandbox/data", "-v"]) == [
        "--allowed-directories",
        "<directory>/data",
        "-v",
    ]
    assert listing_arguments(["--db-path", ":memory:"]) == ["--db-path", ":memory:"]
