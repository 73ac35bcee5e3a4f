"""The demo forge of ``make run``: a repository-file claim proven on loopback, end to end."""

from __future__ import annotations

import urllib.request

import pytest

from sagentum import demo_mcp
from tests.conftest import make_user
from tests.mcp_servers.runtime import FixtureServer
from verification import selectors, services


@pytest.fixture
def forge(tmp_path, monkeypatch, settings):
    monkeypatch.setattr(demo_mcp, "FORGE", tmp_path)
    app = demo_mcp.add_forge(demo_mcp.build()).streamable_http_app()
    with FixtureServer(app, name="demo") as server:
        base = server.url.rsplit("/mcp", 1)[0]
        settings.ALLOW_PRIVATE_TARGETS = True
        settings.REPO_RAW_URL_TEMPLATES = {
            "forge.demo.sagentum.test": base + "/forge/{owner}/{repo}/raw/HEAD/{path}"
        }
        yield base, tmp_path


def test_a_claim_on_the_demo_listing_is_proven_by_a_file_on_the_demo_forge(forge, db):
    from io import StringIO

    from django.core.management import call_command

    from certification.models import Server

    _, folder = forge
    call_command("seed_demo", "--no-accounts", stdout=StringIO())
    server = Server.objects.get(slug="demo-forge-tools")
    user = make_user("newcomer@example.org")
    claim = services.claim_create(user=user, server=server, method="repo")
    assert services.claim_check(claim=claim).label == "repo-not-found"
    proof = folder / "demo" / "forge-tools" / ".well-known" / "sagentum-verification.txt"
    proof.parent.mkdir(parents=True)
    proof.write_text(selectors.claim_instructions(claim)["value"] + "\n")
    assert services.claim_check(claim=claim).verified


def test_the_demo_forge_serves_nothing_outside_its_folder(forge):
    base, folder = forge
    (folder.parent / "secret.txt").write_text("no")
    for path in ("/forge/demo/x/raw/HEAD/../../../secret.txt", "/forge/../x/raw/HEAD/a"):
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(base + path, timeout=5)  # noqa: S310 - loopback test server
        assert refused.value.code == 404


def test_the_demo_server_earns_its_tiers_from_its_own_repository(forge, settings):
    import datetime

    from assessments.collect import Target
    from assessments.harness.budget import MemoryBudget
    from assessments.runner import run_assessment
    from certification.rubric import load_rubric_file, rubric_path

    base, folder = forge
    demo_mcp.build_demo_repository(folder)
    netloc = base.split("://", 1)[1]
    settings.REPO_RAW_URL_TEMPLATES = {netloc: base + "/forge/{owner}/{repo}/raw/HEAD/{path}"}
    rubric, _ = load_rubric_file(rubric_path("1.0"))
    target = Target(
        name="Sagentum Demo Server",
        endpoint_url=base + "/mcp",
        repository_url=base + "/demo/sagentum-demo-server.git",
    )
    now = datetime.datetime.now(datetime.UTC)
    tested = {}
    for kind in ("documentation", "static", "full"):
        outcome = run_assessment(target, kind, rubric=rubric, now=now, budget=MemoryBudget(15))
        grades = {g.number: g for g in outcome.grades}
        tested[kind] = sorted(n for n, g in grades.items() if g.grade != "not_tested")
        assert all(g.grade == "pass" for g in grades.values() if g.grade != "not_tested"), kind
    # Every dimension each type can measure was measured: nothing left out pays.
    assert tested["documentation"] == [1, 5, 6, 7, 8]
    assert tested["static"] == [1, 4, 5, 6, 7, 8]
    assert tested["full"] == [1, 2, 3, 4, 5, 6, 7, 8]
    assert outcome.score.tier == "production_ready"


def test_the_demo_repository_is_cloned_over_smart_http_and_nothing_else_is(forge):
    base, folder = forge
    demo_mcp.build_demo_repository(folder)
    refs = urllib.request.urlopen(  # noqa: S310 - loopback test server
        base + "/demo/sagentum-demo-server.git/info/refs?service=git-upload-pack", timeout=10
    )
    assert refs.headers["Content-Type"] == "application/x-git-upload-pack-advertisement"
    for path in ("/demo/forge-tools.git/info/refs", "/demo/..%2F..%2Fx.git/info/refs"):
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(base + path, timeout=5)  # noqa: S310 - loopback test server
        assert refused.value.code == 404
