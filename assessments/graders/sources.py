"""What the documentation and static graders read, resolved once per assessment: the tool
catalog (introspected, from the source code, or declared), the readable documents, and
whether the listing names anything to read at all."""

from __future__ import annotations

from functools import cached_property

from assessments.observations import (
    Catalog,
    DocsObservation,
    LiveObservation,
    Observations,
    RepositoryObservation,
    Tool,
    Unavailable,
)


def merge_catalogs(*catalogs: Catalog | None) -> Catalog | None:
    """One catalog from several sources; for each tool, the first source that gives a
    field wins (pass the most authoritative first)."""
    present = [c for c in catalogs if isinstance(c, Catalog)]
    if not present:
        return None
    if len(present) == 1:
        return present[0]
    merged: dict[str, Tool] = {}
    for catalog in present:
        for tool in catalog.tools:
            known = merged.get(tool.name)
            if known is None:
                merged[tool.name] = tool
                continue
            merged[tool.name] = Tool(
                name=tool.name,
                description=known.description or tool.description,
                input_schema=known.input_schema or tool.input_schema,
                output_schema=known.output_schema or tool.output_schema,
                annotations=known.annotations
                if known.annotations is not None
                else tool.annotations,
                source=known.source,
                stated=None
                if known.stated is None or tool.stated is None
                else known.stated | tool.stated,
            )
    return Catalog(
        tools=tuple(merged.values()),
        source=" + ".join(c.source for c in present),
        token_estimate=max(c.token_estimate for c in present),
        partial_schema=all(c.partial_schema for c in present),
    )


def catalog_of(obs: Observations) -> Catalog | Unavailable:
    introspected = obs.package.catalog if obs.package is not None else None
    if isinstance(introspected, Catalog):
        # What the package itself states when started: authoritative, like a live catalog.
        return introspected
    declared = obs.declared_catalog if isinstance(obs.declared_catalog, Catalog) else None
    source = None
    repo = obs.repository
    files = obs.package.scan if obs.package is not None else None
    is_static = obs.assessment_type != "documentation"
    if is_static and isinstance(files, RepositoryObservation) and files.source_tools:
        # The package's own files: the code of the version assessed, which it runs.
        source = Catalog(tools=files.source_tools, source="package source code")
    elif is_static and isinstance(repo, RepositoryObservation) and repo.source_tools:
        source = Catalog(tools=repo.source_tools, source="source code")
    if declared is not None and source is not None:
        from assessments.collect.tool_catalog import align_names

        # A README's `sequential_thinking` is the source's `sequentialthinking`: one tool.
        declared = align_names(declared, [tool.name for tool in source.tools])
    # The source first: its descriptions are what the server sends to an agent; the
    # documentation fills only what the source does not state (or states beyond reach).
    catalog = merge_catalogs(source, declared)
    if catalog is not None:
        return catalog
    if isinstance(introspected, Unavailable):
        # The package did not state its catalog, and no other source gives one.
        return introspected
    if isinstance(obs.declared_catalog, Unavailable):
        return obs.declared_catalog
    return Unavailable("no-catalog")


def graded_catalog(obs: Observations) -> Catalog | None:
    """The catalog the documentation and static graders read (None: none was found)."""
    catalog = catalog_of(obs)
    return catalog if isinstance(catalog, Catalog) else None


def nothing_listed(obs: Observations) -> bool:
    """The listing names no repository and no documentation URL, so nothing was read and
    nothing failed to be read: absence, not an unreachable source."""
    listing = obs.listing or {}
    listed = listing.get("repository_url") or listing.get("documentation_url") or obs.package
    return not listed and obs.repository is None and not isinstance(obs.docs, Unavailable)


class Sources:
    """One assessment's observations, as the registered graders read them."""

    def __init__(self, obs: Observations) -> None:
        self.obs = obs

    @cached_property
    def catalog(self) -> Catalog | Unavailable:
        return catalog_of(self.obs)

    @property
    def declared_catalog(self) -> Catalog | None:
        declared = self.obs.declared_catalog
        return declared if isinstance(declared, Catalog) else None

    @property
    def docs(self) -> DocsObservation | None:
        """The documents, when they were read and are readable."""
        docs = self.obs.docs
        return docs if isinstance(docs, DocsObservation) and docs.readable else None

    @property
    def docs_label(self) -> str:
        """Why there are no readable documents."""
        docs = self.obs.docs
        return docs.label if isinstance(docs, Unavailable) else "no-sources"

    @property
    def read_repository(self) -> bool:
        """A static or full assessment that read the repository."""
        return self.obs.assessment_type != "documentation" and isinstance(
            self.obs.repository, RepositoryObservation
        )

    @property
    def live(self) -> LiveObservation | None:
        live = self.obs.live
        return live if isinstance(live, LiveObservation) else None
