"""Collection: read the sources an assessment type covers, into observations.

All external I/O of the documentation and static types happens here, outside
any database transaction, with timeouts and size caps. Nothing here grades.
"""

from __future__ import annotations

import datetime
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from assessments.observations import (
    Observations,
    PackageObservation,
    RepositoryObservation,
    Unavailable,
)

Progress = Callable[[str], None]


@dataclass(frozen=True)
class Target:
    """What to assess, copied from the listing (or given on the command line)."""

    name: str
    endpoint_url: str = ""
    repository_url: str = ""  # an https URL, or a local path from `manage.py assess --repo`
    documentation_url: str = ""
    opted_out: bool = False
    # A monorepo folder (``manage.py assess --subdir``, or a forge URL's /tree/<ref>/<path>).
    subdir: str = ""
    # The package users install (``certification.packages.PackageRef``), when one is listed.
    package: Any = None
    # What a full assessment tests: "endpoint" or "package".
    live_via: str = "endpoint"

    def repository(self) -> tuple[str, str]:
        """The repository to clone and the folder in it that holds the server."""
        from certification.outbound.fetch import split_repository_url

        url, folder = split_repository_url(self.repository_url)
        return url, self.subdir or folder

    @property
    def listing(self) -> dict[str, str]:
        return {
            "name": self.name,
            "endpoint_url": self.endpoint_url,
            "repository_url": self.repository_url,
            "documentation_url": self.documentation_url,
            **({"package": self.package.spec} if self.package is not None else {}),
        }


def collect(
    target: Target,
    assessment_type: str,
    *,
    now: datetime.datetime,
    progress: Progress = lambda step: None,
    package: PackageObservation | None = None,
    package_files: Path | None = None,
) -> Observations:
    """Observations for a documentation or static assessment of ``target``. With a
    fetched package (``package``, its published files in ``package_files``), a listing
    with no repository and no documentation URL is documented by the package's files."""
    from assessments.collect.docs import collect_documentation
    from assessments.collect.repository import collect_repository

    repository: RepositoryObservation | Unavailable | None = None
    repository_url, subdir = target.repository()
    with tempfile.TemporaryDirectory(prefix="sagentum-") as workdir:
        clone: Path | None = None
        if repository_url:
            progress("Reading the repository")
            repository, clone = collect_repository(
                repository_url,
                workdir=Path(workdir),
                metadata_only=assessment_type == "documentation",
                subdir=subdir,
            )
        elif package_files is not None and not target.documentation_url:
            clone, subdir = package_files, ""  # the package's own README and changelog
        progress("Reading the documentation")
        docs, declared = collect_documentation(
            repository_url=repository_url,
            documentation_url=target.documentation_url,
            clone_dir=clone,
            subdir=subdir,
        )
    return Observations(
        assessment_type=assessment_type,
        listing=target.listing,
        docs=docs,
        declared_catalog=declared,
        repository=repository,
        opted_out=target.opted_out,
        now=now,
        package=package,
    )
