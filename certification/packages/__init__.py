"""Servers shipped as packages: named exactly, fetched from the configured index,
hash-checked, kept by hash, and run only inside the sandbox.

``PackageRef`` names one exact version (``npm:NAME@VERSION``, ``pypi:NAME==VERSION``);
``fetch.fetch_package`` brings it; ``sandbox`` builds the isolated command line;
``launch`` says how the package is started; ``introspect`` asks a started package its
catalog without calling a tool.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

NPM_NAME = re.compile(r"^(?:@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$")
PYPI_NAME = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$")
# An exact semver (npm) with optional pre-release and build parts.
SEMVER = re.compile(
    r"^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$"
)
SUPPORTED = ("npm", "pypi")


class PackageRefused(Exception):
    """A package that will not be run: ``label`` is one of ``assessments.reasons``."""

    def __init__(self, label: str, detail: str) -> None:
        super().__init__(f"{label}: {detail}")
        self.label, self.detail = label, detail


@dataclass(frozen=True)
class PackageRef:
    """One exact version of one package, and how the listing starts it."""

    registry: str  # "npm" or "pypi"
    name: str
    version: str
    package_arguments: tuple[str, ...] = ()
    runtime_hint: str = ""
    # Names of the environment variables the listing says the package reads.
    environment: tuple[str, ...] = field(default=(), compare=False)

    def __str__(self) -> str:
        return self.spec

    @property
    def spec(self) -> str:
        separator = "==" if self.registry == "pypi" else "@"
        return f"{self.registry}:{self.name}{separator}{self.version}"

    @property
    def key(self) -> str:
        """The cache's name for this version: one folder per registry, name and version."""
        name = self.name.lower().replace("/", "__").replace("@", "")
        if self.registry == "pypi":
            name = re.sub(r"[-_.]+", "-", name)
        return f"{self.registry}/{name}/{self.version}"

    @classmethod
    def of_listing(cls, package) -> PackageRef:
        """The ref of a ``certification.models.ServerPackage`` (checked like a spec)."""
        parse_spec(package.spec)
        return cls.of_record(listing_record(package))

    @classmethod
    def of_record(cls, record: dict) -> PackageRef:
        """The ref of a record ``listing_record`` made (an assessment keeps one)."""
        return cls(
            record["registry"], record["name"], record["version"],
            package_arguments=tuple(record.get("arguments") or ()),
            runtime_hint=record.get("runtime_hint", ""),
            environment=tuple(record.get("environment") or ()),
        )  # fmt: skip


def listing_record(package) -> dict:
    """What an assessment copies of a listing's package when it is requested: registry,
    name, exact version, runtime hint, arguments and the names of its variables."""
    return {
        "registry": package.registry_type, "name": package.identifier,
        "version": package.version, "runtime_hint": package.runtime_hint,
        "arguments": [str(word) for word in package.package_arguments or []][:50],
        "environment": [v.get("name", "") for v in package.environment_variables or []][:50],
    }  # fmt: skip


def parse_spec(spec: str) -> PackageRef:
    """``npm:NAME@VERSION`` or ``pypi:NAME==VERSION``, an exact version only; raises
    ``ValueError`` with a sentence a user can act on."""
    registry, sep, rest = spec.strip().partition(":")
    registry = registry.lower()
    if not sep or registry not in SUPPORTED:
        raise ValueError(
            f"{spec!r}: write npm:NAME@VERSION or pypi:NAME==VERSION (npm and PyPI packages "
            "are assessed; OCI, NuGet and MCPB packages are not)"
        )
    if registry == "pypi":
        name, sep, version = rest.partition("==")
        if not sep or not PYPI_NAME.match(name) or not _pep440_exact(version):
            raise ValueError(f"{spec!r}: write pypi:NAME==VERSION with an exact version")
        return PackageRef("pypi", name, version)
    name, sep, version = rest.rpartition("@")
    if not sep or not name or not NPM_NAME.match(name) or not SEMVER.match(version):
        raise ValueError(f"{spec!r}: write npm:NAME@VERSION with an exact version (1.2.3)")
    return PackageRef("npm", name, version)


def _pep440_exact(version: str) -> bool:
    from packaging.version import InvalidVersion, Version

    if not version or any(c in version for c in "*<>=!~, "):
        return False
    try:
        Version(version)
    except InvalidVersion:
        return False
    return True
