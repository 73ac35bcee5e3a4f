"""Packages assessed end to end: listed, requested through the web flow and the command
line, fetched from indexes on this machine, run in the sandbox, published with their
hash. Every request the package received is counted on the package's side (its stderr)."""

from __future__ import annotations

import io
import json
import shutil
import tempfile

import jsonschema
import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from assessments import services
from assessments.models import Assessment, TestCredential
from assessments.report import load_schema, report_for_assessment
from certification.models import Server, ServerPackage
from certification.packages import PackageRef
from tests.conftest import make_owner, make_server
from tests.packages import received

pytest_plugins = ["tests.packages"]
pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(shutil.which("bwrap") is None, reason="bubblewrap is not installed"),
]
OWNER_VALUE = "owner-value-4471-test"


@pytest.fixture
def harness_stderr(monkeypatch, tmp_path):
    """What a package the live harness starts writes to stderr, kept (the harness throws
    it away unless the run went wrong)."""
    path = tmp_path / "harness-stderr.log"
    path.touch()
    monkeypatch.setattr(
        tempfile, "TemporaryFile",
        lambda mode="w+", **kwargs: open(path, "a+", encoding="utf-8"),  # noqa: SIM115
    )  # fmt: skip
    return lambda: path.read_text(encoding="utf-8", errors="replace")


def package_listing(owner, published, *, endpoint: str = "", **fields) -> Server:
    server = make_server(f"Package {published.ref.name}", endpoint_url=endpoint)
    ServerPackage.objects.create(
        server=server, registry_type=published.ref.registry, identifier=published.ref.name,
        version=published.ref.version, **fields,
    )  # fmt: skip
    make_owner(owner, server)
    return server


def request_through_the_form(client, user, server, kind: str, **fields) -> Assessment:
    client.force_login(user)
    response = client.post(f"/servers/{server.slug}/assess/", {"assessment_type": kind, **fields})
    assert response.status_code == 302, response.content.decode()[:2000]
    return Assessment.objects.filter(server=server).latest("pk")


def run(assessment) -> Assessment:
    services.assessment_execute(assessment_id=assessment.pk)
    return Assessment.objects.get(pk=assessment.pk)


def grades(assessment) -> dict[int, str]:
    return {r.number: r.grade for r in assessment.dimensions.all()}


def test_a_static_assessment_reads_the_catalog_the_package_states(
    client, alice, pypi_index, server_stderr
):
    published = pypi_index.add("notes-time-server", "1.2.0")
    server = package_listing(alice, published)
    queued = request_through_the_form(client, alice, server, "static")
    assert queued.package["version"] == "1.2.0" and queued.live_via == ""
    assessment = run(queued)
    assert assessment.state == "completed", (assessment.failure_label, assessment.failure_detail)
    assert assessment.catalog_source == "package (introspected)"
    assert {t.name for t in assessment.tool_definitions.all()} == {
        "get_time", "list_notes", "delete_note",
    }  # fmt: skip
    assert grades(assessment)[1] != "not_tested" and grades(assessment)[5] != "not_tested"
    package = assessment.package
    assert package["sha256"] == published.sha256
    assert package["published_hash"] == published.published_hash
    assert package["introspection"]["outcome"] == "read"
    assert package["introspection"]["tools"] == 3
    # Asked, never called: counted on the package's own side.
    methods = [method for method, _ in received(server_stderr())]
    assert methods and "tools/call" not in methods
    assert set(methods) <= {"initialize", "notifications/initialized", "tools/list"}
    report = report_for_assessment(assessment)
    jsonschema.validate(report, load_schema())
    assert report["package"]["sha256"] == published.sha256
    page = client.get(assessment.get_absolute_url()).content.decode()
    assert published.sha256 in page and "no tool called" in page


def test_a_full_assessment_tests_a_package_only_listing_in_the_sandbox(
    client, alice, npm_registry, harness_stderr
):
    published = npm_registry.add("@acme/notes-server", "2.0.1")
    server = package_listing(
        alice, published, environment_variables=[
            {"name": "NOTES_TOKEN", "description": "", "is_required": True, "is_secret": True}
        ],
    )  # fmt: skip
    queued = request_through_the_form(
        client, alice, server, "full", test_environment=f"NOTES_TOKEN={OWNER_VALUE}\n"
    )
    assert queued.live_via == "package"
    stored = bytes(TestCredential.objects.get(assessment=queued).ciphertext)
    assert OWNER_VALUE.encode() not in stored
    assessment = run(queued)
    assert assessment.state == "completed", (assessment.failure_label, assessment.failure_detail)
    live = assessment.live
    assert live["transport"] == "stdio" and assessment.package["tested_live"] is True
    seen = received(harness_stderr())
    # Every message the package received was counted, and the budget held.
    assert 0 < len(seen) <= 15
    assert len(seen) == live["calls_made"] == assessment.calls_made
    called = {tool for method, tool in seen if method == "tools/call"}
    assert called and "delete_note" not in called  # destructive: never called
    assert {t["outcome"] for t in live["tests"]} <= {"pass", "not_applicable", "partial"}
    # A package is a local deployment: dimension 8 is not a pass without a remote.
    assert grades(assessment)[8] != "pass"
    assert not TestCredential.objects.filter(assessment=assessment).exists()
    for path in (assessment.get_absolute_url(), f"/api/v1/assessments/{assessment.pk}"):
        assert OWNER_VALUE not in client.get(path).content.decode()


def test_the_test_environment_reaches_the_package_and_nothing_else_does(
    client, alice, pypi_index, harness_stderr, monkeypatch
):
    monkeypatch.setenv("SECRET_KEY", "host-secret-key-000")
    published = pypi_index.add("secret-reader", behaviour="read-secrets")
    server = package_listing(alice, published)
    queued = request_through_the_form(
        client, alice, server, "full", test_environment=f"OWNER_VAR={OWNER_VALUE}"
    )
    assessment = run(queued)
    assert assessment.state == "completed", (assessment.failure_label, assessment.failure_detail)
    definitions = json.dumps([t.definition for t in assessment.tool_definitions.all()])
    assert "host-secret-key-000" not in definitions
    assert "DATABASE_URL" not in definitions and "DJANGO_SETTINGS_MODULE" not in definitions
    # The owner's variable reached the package, which echoed it: the value is taken out of
    # everything published.
    assert "OWNER_VAR=[redacted: a value the owner supplied]" in definitions
    assert OWNER_VALUE not in definitions
    for path in (assessment.get_absolute_url(), f"/api/v1/assessments/{assessment.pk}"):
        assert OWNER_VALUE not in client.get(path).content.decode()


def test_a_package_whose_hash_does_not_match_is_refused_before_it_runs(
    client, alice, pypi_index, server_stderr
):
    published = pypi_index.add("tampered-server", wrong_hash=True)
    server = package_listing(alice, published)
    assessment = run(request_through_the_form(client, alice, server, "static"))
    assert assessment.state == "failed" and assessment.failure_label == "hash-mismatch"
    assert received(server_stderr()) == []  # never started


def test_without_the_sandbox_packages_are_refused_even_in_debug(
    client, alice, pypi_index, settings
):
    settings.DEBUG = True
    settings.SANDBOX_COMMAND = "/nonexistent/isolator"
    published = pypi_index.add("unsandboxed-server")
    server = package_listing(alice, published)
    assessment = run(request_through_the_form(client, alice, server, "static"))
    assert assessment.state == "failed" and assessment.failure_label == "sandbox-unavailable"
    assert "bubblewrap" in assessment.failure_detail


def test_an_owner_chooses_what_a_full_assessment_tests(alice, pypi_index):
    published = pypi_index.add("both-ways-server")
    server = package_listing(alice, published, endpoint="https://both.example.com/mcp")
    assert server.full_via == "endpoint"
    Server.objects.filter(pk=server.pk).update(full_target="package")
    server.refresh_from_db()
    assert server.full_via == "package"
    queued = services.assessment_request(
        server=server, requested_by=alice, assessment_type="full", enqueue=False
    )
    assert queued.live_via == "package"


def test_unassessed_package_types_are_refused_with_what_is_supported(client, alice):
    server = make_server("Image only", endpoint_url="")
    ServerPackage.objects.create(
        server=server, registry_type="oci", identifier="ghcr.io/acme/img", version="1.0.0"
    )
    make_owner(alice, server)
    client.force_login(alice)
    client.post(f"/servers/{server.slug}/assess/", {"assessment_type": "full"})
    assert not Assessment.objects.filter(server=server).exists()
    from assessments.selectors import check_request_eligibility

    decision = check_request_eligibility(alice, server, "full")
    assert not decision.allowed and "npm and PyPI" in decision.reason


def run_command(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    try:
        call_command("assess", *args, stdout=out, stderr=err)
        code = 0
    except CommandError as error:
        code = error.returncode
        err.write(str(error))
    except SystemExit as stop:
        code = stop.code
    return code, out.getvalue(), err.getvalue()


def test_the_command_line_assesses_a_package_at_the_static_tier(pypi_index, server_stderr):
    published = pypi_index.add("cli-static-server", "0.3.0")
    code, out, err = run_command(
        "--package", "pypi:cli-static-server==0.3.0", "--tier", "static", "--format", "json"
    )
    assert code == 0, err
    report = json.loads(out)
    jsonschema.validate(report, load_schema())
    assert report["package"]["registry"] == "pypi" and report["package"]["version"] == "0.3.0"
    assert report["package"]["sha256"] == published.sha256
    assert report["catalog"]["source"] == "package (introspected)"
    assert "tools/call" not in [m for m, _ in received(server_stderr())]
    assert Assessment.objects.count() == 0  # printed, not saved


def test_the_command_line_runs_the_live_test_against_a_package(npm_registry, harness_stderr):
    npm_registry.add("cli-live-server", "1.0.0")
    code, out, err = run_command(
        "--package", "npm:cli-live-server@1.0.0", "--tier", "full", "--format", "json",
        "--env", f"TOKEN={OWNER_VALUE}",
    )  # fmt: skip
    assert code == 0, err
    report = json.loads(out)
    assert report["live"]["transport"] == "stdio"
    assert report["package"]["tested_live"] is True
    assert report["package"]["environment"] == ["TOKEN"]
    assert OWNER_VALUE not in out
    assert len(received(harness_stderr())) == report["live"]["calls_made"] <= 15
    for fmt in ("text", "markdown", "sarif", "junit"):
        code, out, err = run_command(
            "--package", "npm:cli-live-server@1.0.0", "--tier", "static", "--format", fmt
        )
        assert code == 0 and out.strip(), (fmt, err)


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--package", "npm:thing@^1.0.0"], "exact version"),
        (["--package", "pypi:thing>=1"], "exact version"),
        (["--package", "oci:ghcr.io/acme/x"], "npm and PyPI"),
        (["--package", "npm:thing@1.0.0", "--tier", "documentation"], "static or full"),
        (
            ["--package-arguments", "/srv", "--endpoint", "https://x.example.com/mcp"],
            "--package-arguments is for",
        ),
    ],
)
def test_the_command_line_refuses_bad_package_arguments(args, says):
    code, _, err = run_command(*args)
    assert code == 2 and says in err


def test_the_command_line_says_when_a_version_is_not_published(pypi_index):
    code, out, _ = run_command("--package", "pypi:never-published==9.9.9", "--tier", "static")
    assert code == 4
    assert "package-not-found" in out


def test_an_sdist_is_built_only_inside_the_sandbox(client, alice, pypi_index, server_stderr):
    published = pypi_index.add("source-only-server", "0.9.0", sdist=True,
                               mcp_name="io.github.example/source-only")  # fmt: skip
    server = package_listing(alice, published)
    assessment = run(request_through_the_form(client, alice, server, "static"))
    assert assessment.state == "completed", (assessment.failure_label, assessment.failure_detail)
    package = assessment.package
    # The hash recorded is the sdist's, as the index published it; the wheel was built.
    assert package["filename"] == "source_only_server-0.9.0.tar.gz"
    assert package["sha256"] == published.sha256
    assert package["built_in_sandbox"] == "source_only_server-0.9.0-py3-none-any.whl"
    assert assessment.catalog_source == "package (introspected)"
    assert "tools/list" in [method for method, _ in received(server_stderr())]


def test_an_sdist_whose_build_writes_on_the_host_fails_contained(
    pypi_index, package_cache, open_tmp
):
    from certification.packages import PackageRefused
    from certification.packages.fetch import fetch_package
    from tests.packages import build_sdist

    marker = open_tmp / "built-on-the-host"
    folder = pypi_index.root / "hostile"
    folder.mkdir()
    sdist = build_sdist(folder, "sneaky-build", "1.0.0")
    # A build backend that writes on the host: it runs in the sandbox, where it cannot.
    import io
    import tarfile

    with tarfile.open(sdist, "r:gz") as archive:
        members = [(m, archive.extractfile(m).read()) for m in archive.getmembers()]
    with tarfile.open(sdist, "w:gz") as archive:
        for member, data in members:
            if member.name.endswith("fixture_backend.py"):
                data = (
                    f"import pathlib\npathlib.Path({str(marker)!r}).write_text('escaped')\n"
                ).encode() + data
                member.size = len(data)
            archive.addfile(member, io.BytesIO(data))
    pypi_index.publish(sdist)
    with pytest.raises(PackageRefused) as refused:
        fetch_package(PackageRef("pypi", "sneaky-build", "1.0.0"))
    assert refused.value.label == "package-build-failed"
    assert not marker.exists()


def test_sweeps_take_package_listings_and_politeness_ignores_an_untouched_endpoint(
    alice, pypi_index
):
    from assessments import politeness
    from assessments.sweeps import stale_servers

    published = pypi_index.add("swept-server")
    only_package = package_listing(alice, published)
    both = package_listing(
        alice, pypi_index.add("swept-both"), endpoint="https://b.example.com/mcp"
    )
    Server.objects.filter(pk=both.pk).update(full_target="package")
    image = make_server("Image", endpoint_url="")
    ServerPackage.objects.create(server=image, registry_type="oci", identifier="x/y", version="1")
    for tier in ("static", "full"):
        due = set(stale_servers(tier, stale_days=30))
        assert only_package in due and image not in due
    assert only_package not in set(stale_servers("documentation", stale_days=30))
    both.refresh_from_db()
    queued = services.assessment_request(
        server=both, requested_by=alice, assessment_type="full", enqueue=False
    )
    assert queued.live_via == "package" and politeness.hosts_of(queued) == ()


def test_an_empty_catalog_is_no_catalog_and_test_variables_configure_the_package(
    client, alice, pypi_index, server_stderr
):
    published = pypi_index.add("configured-server", behaviour="needs-config")
    server = package_listing(alice, published)
    bare = run(request_through_the_form(client, alice, server, "static"))
    assert bare.state == "completed", (bare.failure_label, bare.failure_detail)
    assert grades(bare)[1] == "not_tested" and grades(bare)[5] == "not_tested"
    assert bare.dimensions.get(number=1).reasons[0]["label"] == "no-tools-listed"
    assert bare.package["introspection"]["outcome"] == "no-tools-listed"
    configured = run(request_through_the_form(
        client, alice, server, "static", test_environment=f"FIXTURE_CONFIG={OWNER_VALUE}"
    ))  # fmt: skip
    assert configured.catalog_source == "package (introspected)"
    assert configured.tool_definitions.count() == 3
    assert not TestCredential.objects.filter(assessment=configured).exists()
    assert OWNER_VALUE not in client.get(configured.get_absolute_url()).content.decode()


@pytest.mark.parametrize("behaviour", ["open-world", "world-unstated"])
def test_a_sandboxed_package_is_not_called_on_tools_that_may_reach_the_outside_world(
    client, alice, pypi_index, harness_stderr, behaviour
):
    published = pypi_index.add(f"{behaviour}-server", behaviour=behaviour)
    server = package_listing(alice, published)
    assessment = run(request_through_the_form(client, alice, server, "full"))
    assert assessment.state == "completed", (assessment.failure_label, assessment.failure_detail)
    reasons = {t["tool"]: t["reason"] for t in assessment.live["coverage"]["tools"]}
    assert reasons["get_time"] == "needs-network"
    called = {tool for method, tool in received(harness_stderr()) if method == "tools/call"}
    assert "get_time" not in called and "list_notes" in called  # openWorldHint: false


def test_a_package_that_does_not_answer_is_reported_with_what_it_said(
    client, alice, pypi_index, settings
):
    settings.HARNESS_CALL_TIMEOUT = 2
    published = pypi_index.add("mute-server", behaviour="silent")
    server = package_listing(alice, published)
    assessment = run(request_through_the_form(client, alice, server, "static"))
    assert assessment.state == "completed", (assessment.failure_label, assessment.failure_detail)
    seen = assessment.package["introspection"]
    assert seen["outcome"] == "no-answer"
    assert "fixture-received: initialize" in seen["stderr_tail"]
    assert assessment.dimensions.get(number=1).reasons[0]["label"] == "no-answer"
    jsonschema.validate(report_for_assessment(assessment), load_schema())


def test_a_package_that_cannot_reach_its_service_says_so_naming_it(
    client, alice, pypi_index, settings
):
    published = pypi_index.add("cloud-only-server", behaviour="offline")
    server = package_listing(alice, published)
    assessment = run(request_through_the_form(client, alice, server, "static"))
    assert assessment.state == "completed", (assessment.failure_label, assessment.failure_detail)
    seen = assessment.package["introspection"]
    assert seen["outcome"] == "service-unreachable"
    assert "could not reach api.example.com" in json.dumps(seen)
    assert assessment.dimensions.get(number=1).reasons[0]["label"] == "service-unreachable"
    jsonschema.validate(report_for_assessment(assessment), load_schema())


def test_the_catalog_watch_reads_a_certified_package_again_in_the_sandbox(
    client, alice, pypi_index, server_stderr
):
    from assessments import watching

    published = pypi_index.add("watched-server", "1.0.0")
    server = package_listing(alice, published)
    certified = run(request_through_the_form(client, alice, server, "static"))
    assert certified.state == "completed", (certified.failure_label, certified.failure_detail)
    watch = watching.catalog_watch_run(server=server)
    assert watch.outcome == "unchanged" and watch.catalog_sha256 == certified.catalog_sha256
    assert "tools/call" not in [method for method, _ in received(server_stderr())]
    # The listing names a new version whose tools differ: the watch says so.
    pypi_index.add("watched-server", "1.1.0", behaviour="open-world")
    ServerPackage.objects.filter(server=server).update(version="1.1.0")
    watch = watching.catalog_watch_run(server=server)
    assert watch.outcome == "changed" and watch.changes["changed"][0]["name"] == "get_time"
