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

from assessments.observations import Observations, RepositoryObservation, Unavailable

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

    def repository(self) -> tuple[str, str]:
        """The repository to clone and the folder in it that holds the server."""
        from assessments.fetch import split_repository_url

        url, folder = split_repository_url(self.repository_url)
        return url, self.subdir or folder

    @property
    def listing(self) -> dict[str, str]:
        return {
            "name": self.name,
            "endpoint_url": self.endpoint_url,
            "repository_url": self.repository_url,
            "documentation_url": self.documentation_url,
        }


def collect(
    target: Target,
    assessment_type: str,
    *,
    now: datetime.datetime,
    progress: Progress = lambda step: None,
) -> Observations:
    """Observations for a documentation or static assessment of ``target``."""
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
    )
