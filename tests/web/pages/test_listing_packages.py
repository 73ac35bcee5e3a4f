"""A listing's packages: entered on the listing form, shown on the report card and in
the API, filled by the registry import, edited in the admin."""

from __future__ import annotations

import json
import re
import uuid
from io import StringIO

import pytest
from django.core.management import call_command
from django.utils.html import escape

from certification.models import Server, ServerPackage
from tests.conftest import make_server

pytestmark = pytest.mark.django_db

PROPOSE = "/servers/propose/"
FIELDS = ("registry_type", "identifier", "version", "transport", "runtime_hint",
          "runtime_arguments", "package_arguments", "environment_variables")  # fmt: skip


@pytest.fixture(autouse=True)
def _fresh_cache(settings):
    """Rate-limit counters live in the cache: give each test its own."""
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": uuid.uuid4().hex,
        }
    }


def npm_package(**changes) -> dict[str, str]:
    return {
        "registry_type": "npm",
        "identifier": "@acme/weather-mcp",
        "version": "1.2.3",
        "transport": "stdio",
        "runtime_hint": "npx",
        "runtime_arguments": "-y",
        "package_arguments": "--units metric 'a b'",
        "environment_variables": "ACME_API_KEY required secret: your Acme key\nACME_REGION",
        **changes,
    }


def packages_data(*packages: dict, initial: int = 0, deleted: tuple[int, ...] = ()) -> dict:
    """The packages part of the listing form as a browser posts it."""
    data = {"packages-TOTAL_FORMS": str(len(packages)), "packages-INITIAL_FORMS": str(initial)}
    for index, package in enumerate(packages):
        package = {"transport": "stdio", **package}  # the select sends one
        data.update({f"packages-{index}-{name}": value for name, value in package.items()})
        if index in deleted:
            data[f"packages-{index}-DELETE"] = "on"
    return data


def listing(*packages: dict, **changes) -> dict[str, str]:
    data = {
        "name": "Acme Weather",
        "description": "Forecasts for any city.",
        "endpoint_url": "https://mcp.acme-weather.example/mcp",
        "transport": "streamable_http",
        "repository_url": "https://github.com/acme/weather-mcp",
        "documentation_url": "",
        "contact_email": "",
        "full_target": "",
        **changes,
    }
    return {**data, **packages_data(*packages)}


def stored(server: Server) -> list[tuple]:
    return [tuple(getattr(p, f) for f in ("registry_type", "identifier", "version"))
            for p in server.packages.all()]  # fmt: skip


# The listing form


def test_it_lists_packages_with_a_new_listing(client, charlie):
    client.force_login(charlie)
    oci = {"registry_type": "oci", "identifier": "ghcr.io/acme/weather", "version": "1.2.3"}
    response = client.post(PROPOSE, listing(oci, npm_package(), full_target="package"))
    assert response.status_code == 302, response.context["packages"].errors
    server = Server.objects.get()
    assert stored(server) == [("oci", "ghcr.io/acme/weather", "1.2.3"),
                              ("npm", "@acme/weather-mcp", "1.2.3")]  # fmt: skip
    npm = server.packages.get(registry_type="npm")
    assert (npm.position, npm.runtime_hint, npm.transport) == (1, "npx", "stdio")
    assert npm.runtime_arguments == ["-y"]
    assert npm.package_arguments == ["--units", "metric", "a b"]
    assert npm.environment_variables == [
        {"name": "ACME_API_KEY", "description": "your Acme key", "is_required": True,
         "is_secret": True},
        {"name": "ACME_REGION", "description": "", "is_required": False, "is_secret": False},
    ]  # fmt: skip
    # The first npm or PyPI package names the listing for search and labels.
    assert (server.package_registry, server.package_name) == ("npm", "@acme/weather-mcp")
    assert server.full_target == "package"


def test_the_edit_form_shows_the_packages_as_they_were_typed(client, alice, alice_server):
    ServerPackage.objects.create(
        server=alice_server, registry_type="pypi", identifier="alice-tools", version="2.0rc1",
        runtime_hint="uvx", package_arguments=["--root", "/my files"],
        environment_variables=[{"name": "ALICE_TOKEN", "description": "the token",
                                "is_required": True, "is_secret": True}],
    )  # fmt: skip
    client.force_login(alice)
    page = client.get(f"/servers/{alice_server.slug}/edit/").content.decode()
    assert 'value="alice-tools"' in page and 'value="2.0rc1"' in page
    assert escape("--root '/my files'") in page
    assert "ALICE_TOKEN required secret: the token" in page
    assert 'name="packages-0-DELETE"' in page  # an existing package can be removed
    assert 'name="packages-1-identifier"' in page  # and a blank row adds one


def test_an_edit_replaces_changes_and_removes_packages(client, alice, alice_server):
    for position, name in enumerate(["alice-one", "alice-two"]):
        ServerPackage.objects.create(
            server=alice_server, position=position, registry_type="pypi", identifier=name,
            version="1.0",
        )  # fmt: skip
    client.force_login(alice)
    one = {"registry_type": "pypi", "identifier": "alice-one", "version": "1.0"}
    two = {"registry_type": "pypi", "identifier": "alice-two", "version": "1.1"}
    same = {
        "name": "Alice Tools",
        "endpoint_url": alice_server.endpoint_url,
        "repository_url": "",
    }  # an edit of either would end Alice's proof
    data = {**listing(**same), **packages_data(one, two, initial=2, deleted=(0,))}
    response = client.post(f"/servers/{alice_server.slug}/edit/", data)
    assert response.status_code == 302
    alice_server.refresh_from_db()
    assert stored(alice_server) == [("pypi", "alice-two", "1.1")]
    assert alice_server.package_name == "alice-two"
    # Removing the last npm or PyPI package clears the name search reads.
    gone = packages_data(two, initial=1, deleted=(0,))
    response = client.post(f"/servers/{alice_server.slug}/edit/", {**data, **gone})
    assert response.status_code == 302
    alice_server.refresh_from_db()
    assert stored(alice_server) == []
    assert (alice_server.package_registry, alice_server.package_name) == ("", "")


def test_an_edit_without_the_packages_part_keeps_them(client, alice, alice_server):
    ServerPackage.objects.create(server=alice_server, registry_type="npm",
                                 identifier="alice-tools", version="1.0.0")  # fmt: skip
    client.force_login(alice)
    data = listing(name="Alice Tools", endpoint_url=alice_server.endpoint_url,
                   repository_url="", description="Now with tides.")  # fmt: skip
    data = {k: v for k, v in data.items() if not k.startswith("packages-")}
    assert client.post(f"/servers/{alice_server.slug}/edit/", data).status_code == 302
    assert stored(alice_server) == [("npm", "alice-tools", "1.0.0")]


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"version": "^1.2.3"}, "version", "is a range or a tag, not one version"),
        ({"version": "~1"}, "version", "is a range or a tag"),
        ({"version": ">=1.0.0"}, "version", "is a range or a tag"),
        ({"version": "*"}, "version", "is a range or a tag"),
        ({"version": "1.x"}, "version", "is a range or a tag"),
        ({"version": "latest"}, "version", "is a range or a tag"),
        ({"version": "1.2"}, "version", "is not an exact npm version"),
        ({"version": ""}, "version", "This field is required."),
        ({"registry_type": "pypi", "identifier": "acme-weather", "version": "1.0+local"},
         "version", "is a local version"),
        ({"registry_type": "pypi", "identifier": "acme-weather", "version": "one.two"},
         "version", "is not a PyPI (PEP 440) version"),
        ({"registry_type": "pypi", "identifier": "-acme-"}, "identifier",
         "is not a valid PyPI name"),
        ({"identifier": "Acme-Weather"}, "identifier", "is not a valid npm name"),
        ({"identifier": "@acme/"}, "identifier", "is not a valid npm name"),
        ({"environment_variables": "ACME_API_KEY=sk-live-123"}, "environment_variables",
         "name only, never its value"),
        ({"environment_variables": "9LIVES"}, "environment_variables",
         "is not a variable name"),
        ({"environment_variables": "ACME_KEY secrte"}, "environment_variables",
         "is not one of required, optional, secret"),
        ({"environment_variables": "A\nA"}, "environment_variables", "A is given twice"),
        ({"package_arguments": "--name 'unclosed"}, "package_arguments",
         "have a quote that is not closed"),
        ({"runtime_hint": "npx -y"}, "runtime_hint", "Give one command name"),
    ],
)  # fmt: skip
def test_it_refuses_a_bad_package_and_keeps_what_was_typed(
    client, charlie, changes, field, message
):
    client.force_login(charlie)
    package = npm_package(**changes)
    response = client.post(PROPOSE, listing(package, description="Typed by hand"))
    assert response.status_code == 400
    errors = response.context["packages"].forms[0].errors
    assert any(escape(message) in escape(e) for e in errors.get(field, [])), errors
    content = response.content.decode()
    assert message in content
    assert "Typed by hand" in content
    for name in ("identifier", "version", "package_arguments"):
        assert escape(package[name]) in content  # what was typed is shown again
    assert not Server.objects.exists()


def test_blank_rows_are_ignored_whatever_their_transport(client, charlie):
    client.force_login(charlie)
    data = listing(npm_package(), {"transport": "sse"}, {"transport": ""})
    assert client.post(PROPOSE, data).status_code == 302
    assert stored(Server.objects.get()) == [("npm", "@acme/weather-mcp", "1.2.3")]


def test_it_refuses_more_than_ten_packages(client, charlie):
    client.force_login(charlie)
    packages = [npm_package(identifier=f"acme-{n}") for n in range(11)]
    response = client.post(PROPOSE, listing(*packages))
    assert response.status_code == 400
    assert "A listing names at most 10 packages." in response.content.decode()
    assert not Server.objects.exists()


def test_it_refuses_the_same_package_twice(client, charlie):
    client.force_login(charlie)
    response = client.post(PROPOSE, listing(npm_package(), npm_package(version="2.0.0")))
    assert "This package is already listed above." in response.content.decode()
    assert not Server.objects.exists()


@pytest.mark.parametrize(
    ("target", "changes", "message"),
    [
        ("package", {}, "The listing has no npm or PyPI package to test."),
        ("endpoint", {"endpoint_url": ""}, "The listing has no remote endpoint to test."),
    ],
)
def test_the_full_target_must_exist(client, charlie, target, changes, message):
    client.force_login(charlie)
    oci = {"registry_type": "oci", "identifier": "ghcr.io/acme/weather", "version": "1.0"}
    response = client.post(PROPOSE, listing(oci, full_target=target, **changes))
    assert response.status_code == 400
    assert message in response.context["form"].errors["full_target"]
    assert not Server.objects.exists()


def test_unassessed_registries_are_accepted(client, charlie):
    client.force_login(charlie)
    packages = [
        {"registry_type": "oci", "identifier": "docker.io/acme/weather:1.0", "version": "1.0"},
        {"registry_type": "nuget", "identifier": "Acme.Weather.Mcp", "version": "1.0.0"},
        {"registry_type": "mcpb", "identifier": "https://acme.example/weather.mcpb",
         "version": "1.0.0"},
    ]  # fmt: skip
    response = client.post(PROPOSE, listing(*packages))
    assert response.status_code == 302
    server = Server.objects.get()
    assert [p.registry_type for p in server.packages.all()] == ["oci", "nuget", "mcpb"]
    assert (server.package_registry, server.package_name) == ("", "")


# The listing page


@pytest.fixture
def packaged_server() -> Server:
    server = make_server("Acme Weather", package_registry="npm", package_name="@acme/weather")
    ServerPackage.objects.create(
        server=server, position=0, registry_type="npm", identifier="@acme/weather",
        version="1.2.3", runtime_hint="npx", runtime_arguments=["-y"],
        package_arguments=["--units", "metric"],
        environment_variables=[
            {"name": "ACME_API_KEY", "description": "your key", "is_required": True,
             "is_secret": True},
            {"name": "ACME_REGION", "description": "", "is_required": False, "is_secret": False},
        ],
    )  # fmt: skip
    ServerPackage.objects.create(server=server, position=1, registry_type="oci",
                                 identifier="ghcr.io/acme/weather", version="1.2.3")  # fmt: skip
    return server


def test_the_page_shows_each_package_and_how_to_run_it(client, packaged_server):
    page = client.get(packaged_server.get_absolute_url()).content.decode()
    section = page[page.index('id="packages-heading"') :]
    assert "<code>npx -y @acme/weather@1.2.3 --units metric</code>" in section
    assert "<code>docker run -i --rm ghcr.io/acme/weather:1.2.3</code>" in section
    assert '<code>ACME_API_KEY</code> <span class="tag tag-secret">secret</span>' in section
    assert '<code>ACME_REGION</code> <span class="muted">optional</span>' in section
    assert "Assessed as <code>npm:@acme/weather@1.2.3</code>" in section
    # The OCI image is shown, with the reason it is not assessed naming what is.
    assert escape(ServerPackage.objects.get(registry_type="oci").refusal) in section
    assert "npm and PyPI packages only" in section


def test_the_page_shows_the_packages_in_their_order(client):
    server = make_server("Acme Order")
    for position, name in ((2, "third"), (0, "first"), (1, "second")):
        ServerPackage.objects.create(server=server, position=position, registry_type="npm",
                                     identifier=f"@acme/{name}", version="1.0.0")  # fmt: skip
    page = client.get(server.get_absolute_url()).content.decode()
    found = re.findall(r"<code>@acme/(\w+)</code></h3>", page)
    assert found == ["first", "second", "third"]


def test_the_page_says_when_no_package_is_listed(client):
    server = make_server("Plain Tools")
    page = client.get(server.get_absolute_url()).content.decode()
    assert "None listed: this listing names no package" in page


# The API


def test_the_api_gives_the_packages_and_the_full_target(client, packaged_server):
    Server.objects.filter(pk=packaged_server.pk).update(full_target="endpoint")
    body = client.get(f"/api/v1/servers/{packaged_server.slug}").json()
    assert body["full_target"] == "endpoint"
    npm, oci = body["packages"]
    assert npm == {
        "registry_type": "npm", "identifier": "@acme/weather", "version": "1.2.3",
        "transport": "stdio", "runtime_hint": "npx", "runtime_arguments": ["-y"],
        "package_arguments": ["--units", "metric"],
        "environment_variables": [
            {"name": "ACME_API_KEY", "description": "your key", "is_required": True,
             "is_secret": True},
            {"name": "ACME_REGION", "description": "", "is_required": False, "is_secret": False},
        ],
        "assessed": True, "refusal": "",
    }  # fmt: skip
    assert oci["assessed"] is False and "npm and PyPI" in oci["refusal"]
    listed = client.get("/api/v1/servers/").json()["results"]
    assert [p["identifier"] for p in listed[0]["packages"]] == ["@acme/weather",
                                                                "ghcr.io/acme/weather"]  # fmt: skip


def test_the_schema_describes_the_packages(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json").json()
    package = schema["components"]["schemas"]["Package"]
    assert {"registry_type", "version", "environment_variables", "assessed", "refusal"} <= set(
        package["properties"]
    )
    assert package["properties"]["runtime_arguments"]["items"]["type"] == "string"
    assert "full_target" in schema["components"]["schemas"]["Server"]["properties"]


# The registry import


def server_json(name: str, *packages: dict, **fields) -> dict:
    return {"name": name, "description": f"Tools of {name}.", "version": "1.0.0",
            "packages": list(packages), **fields}  # fmt: skip


def registry_npm(**changes) -> dict:
    return {
        "registryType": "npm", "registryBaseUrl": "https://registry.npmjs.org",
        "identifier": "@acme/weather", "version": "1.2.3", "transport": {"type": "stdio"},
        "runtimeHint": "npx",
        "runtimeArguments": [{"type": "positional", "value": "-y"}],
        "packageArguments": [
            {"type": "named", "name": "--port", "value": "8080"},
            {"type": "named", "name": "--mode", "value": "--mode=read-only"},
            {"type": "named", "name": "--units", "default": "metric"},
            {"type": "positional", "valueHint": "root_dir", "isRequired": True},
            {"type": "positional", "value": "/data"},
        ],
        "environmentVariables": [
            {"name": "ACME_API_KEY", "description": "Your\u202e key", "isRequired": True,
             "isSecret": True, "default": "sk-never-stored"},
            {"name": "bad name"},
        ],
        **changes,
    }  # fmt: skip


def run(tmp_path, *documents) -> str:
    path = tmp_path / "registry.jsonl"
    path.write_text("\n".join(json.dumps(d) for d in documents))
    out = StringIO()
    call_command("import_registry", str(path), stdout=out)
    return out.getvalue()


def test_the_import_lists_the_packages(tmp_path):
    oci = {"registryType": "oci", "identifier": "ghcr.io/acme/weather:1.2.3",
           "transport": {"type": "stdio"}}  # fmt: skip
    out = run(tmp_path, server_json("io.github.acme/weather", oci, registry_npm()))
    server = Server.objects.get(registry__name="io.github.acme/weather")
    image, npm = server.packages.all()
    image_row = (image.registry_type, image.identifier, image.version)
    assert image_row == ("oci", "ghcr.io/acme/weather:1.2.3", "")
    assert (npm.registry_type, npm.identifier, npm.version, npm.runtime_hint) == (
        "npm", "@acme/weather", "1.2.3", "npx")  # fmt: skip
    assert npm.runtime_arguments == ["-y"]
    # named: name then value, or the value alone when it reads name=…; positional: the
    # value or default; one with neither (root_dir) is left out.
    assert npm.package_arguments == ["--port", "8080", "--mode=read-only", "--units",
                                     "metric", "/data"]  # fmt: skip
    assert npm.environment_variables == [{"name": "ACME_API_KEY", "description": "Your key",
                                          "is_required": True, "is_secret": True}]  # fmt: skip
    assert "sk-never-stored" not in json.dumps(npm.environment_variables)
    assert (server.package_registry, server.package_name) == ("npm", "@acme/weather")
    assert "1 created" in out


def test_a_reimport_replaces_the_packages(tmp_path):
    pypi = {"registryType": "pypi", "identifier": "acme-weather", "version": "2.0"}
    run(tmp_path, server_json("io.github.acme/weather", registry_npm(), pypi))
    server = Server.objects.get(registry__name="io.github.acme/weather")
    run(tmp_path, server_json("io.github.acme/weather", {**pypi, "version": "2.1"}))
    assert stored(server) == [("pypi", "acme-weather", "2.1")]
    server.refresh_from_db()
    assert (server.package_registry, server.package_name) == ("pypi", "acme-weather")
    # The same packages again: the rows are left alone.
    first = server.packages.get().pk
    run(tmp_path, server_json("io.github.acme/weather", {**pypi, "version": "2.1"}))
    assert server.packages.get().pk == first
    # Rows missing while the registry's packages are unchanged (listed before packages
    # were kept): filled in.
    ServerPackage.objects.all().delete()
    run(tmp_path, server_json("io.github.acme/weather", {**pypi, "version": "2.1"}))
    assert stored(server) == [("pypi", "acme-weather", "2.1")]


def test_a_package_that_cannot_be_listed_is_left_out_with_its_reason(tmp_path):
    ranged = registry_npm(version="^1.2.3")
    cargo = {"registryType": "cargo", "identifier": "acme-weather", "version": "1.0.0"}
    pypi = {"registryType": "pypi", "identifier": "acme-weather", "version": "2.0"}
    out = run(tmp_path, server_json("io.github.acme/weather", ranged, cargo, pypi))
    server = Server.objects.get(registry__name="io.github.acme/weather")
    assert stored(server) == [("pypi", "acme-weather", "2.0")]
    assert "io.github.acme/weather package @acme/weather: not listed: “^1.2.3” is a range" in out
    assert "registry type cargo is not one Sagentum lists" in out


def test_a_hand_made_listing_keeps_its_own_packages(tmp_path):
    kept = make_server("Kept Tools", endpoint_url="https://kept.example/mcp")
    ServerPackage.objects.create(server=kept, registry_type="pypi", identifier="kept-tools",
                                 version="3.0")  # fmt: skip
    bare = make_server("Bare Tools", endpoint_url="https://bare.example/mcp")
    remote = {"remotes": [{"type": "streamable-http", "url": "https://kept.example/mcp"}]}
    other = {"remotes": [{"type": "streamable-http", "url": "https://bare.example/mcp"}]}
    bare_npm = registry_npm(identifier="bare-tools")
    run(tmp_path, server_json("io.github.a/kept", registry_npm(), **remote),
        server_json("io.github.a/bare", bare_npm, **other))  # fmt: skip
    assert stored(kept) == [("pypi", "kept-tools", "3.0")]
    kept.refresh_from_db()
    assert kept.package_name == ""  # its own packages name it, not the registry's
    assert stored(bare) == [("npm", "bare-tools", "1.2.3")]
    bare.refresh_from_db()
    assert (bare.package_registry, bare.package_name) == ("npm", "bare-tools")
    # A re-import with other packages leaves a linked listing's packages alone.
    run(tmp_path, server_json("io.github.a/kept", **remote),
        server_json("io.github.a/bare", registry_npm(identifier="bare-two"), **other))  # fmt: skip
    assert stored(kept) == [("pypi", "kept-tools", "3.0")]
    assert stored(bare) == [("npm", "bare-tools", "1.2.3")]


# The admin


def test_the_admin_edits_packages_and_keeps_the_package_name(client, alice_server):
    from django.contrib.auth import get_user_model

    admin = get_user_model().objects.create_superuser("root", "root@example.org", "pw-pw-pw-pw")
    client.force_login(admin)
    url = f"/admin/certification/server/{alice_server.pk}/change/"
    assert 'name="packages-TOTAL_FORMS"' in client.get(url).content.decode()
    data = {
        "name": alice_server.name, "slug": alice_server.slug, "description": "",
        "endpoint_url": alice_server.endpoint_url, "transport": alice_server.transport,
        "repository_url": "", "documentation_url": "", "package_registry": "",
        "package_name": "", "full_target": "", "contact_email": "",
        "packages-TOTAL_FORMS": "1", "packages-INITIAL_FORMS": "0",
        "packages-0-position": "0", "packages-0-registry_type": "npm",
        "packages-0-identifier": "alice-tools", "packages-0-version": "latest",
        "packages-0-transport": "stdio", "packages-0-runtime_hint": "",
        "packages-0-runtime_arguments": "[]", "packages-0-package_arguments": "[]",
        "packages-0-environment_variables": "[]",
    }  # fmt: skip
    response = client.post(url, data)
    assert response.status_code == 200  # refused: not an exact version
    assert "is a range or a tag" in response.content.decode()
    response = client.post(url, {**data, "packages-0-version": "1.0.0"})
    assert response.status_code == 302
    assert stored(alice_server) == [("npm", "alice-tools", "1.0.0")]
    alice_server.refresh_from_db()
    assert (alice_server.package_registry, alice_server.package_name) == ("npm", "alice-tools")
