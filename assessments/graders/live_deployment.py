"""Dimension 8 (deployment accessibility) from the documents and the live connection.

Dimension 8 — deployment accessibility: ``grade_deployment`` with the live
connection when the documents are readable; protected-resource metadata (RFC 9728)
that the server advertised after a 401 and served counts as programmatic
authentication. A stdio process is local: it proves no remote option, and with no
documentation listed it fails (``no-remote-option``, ``no-setup-docs``). Without
readable documents, a working connection alone is a partial (reachable remote endpoint, but no
set-up or free-use documentation: ``no-setup-docs``, ``no-free-use``) — never
a zero for missing docs; with neither, not tested.

Pure functions of a ``LiveObservation`` (and the other observations): no I/O.
Evidence holds call numbers, counts, status codes, error codes and header
names; never a payload, a header value or an argument.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from assessments.graders.base import DimensionGrade, not_tested
from assessments.graders.docs_deployment import grade_deployment
from assessments.graders.registry import grader
from assessments.graders.rubric import number_of
from assessments.observations import DocsObservation, LiveObservation, Unavailable
from assessments.reasons import reason

if TYPE_CHECKING:
    from assessments.graders.sources import Sources

DEPLOYMENT = number_of("deployment_accessibility")


def grade_deployment_live(
    docs: DocsObservation | Unavailable | None,
    listing: dict[str, Any],
    live: LiveObservation | None,
) -> DimensionGrade:
    """Dimension 8 from the documents and the live connection (rules in the module
    docstring)."""
    connected = live.connected if live is not None else None
    local = live is not None and live.local  # a process started here proves no remote option
    discovery = (live.auth_discovery or {}) if live is not None else {}
    served = discovery.get("metadata_served")
    live_auth = "live: OAuth protected-resource metadata" if served else None
    if isinstance(docs, DocsObservation) and docs.readable:
        return grade_deployment(
            docs,
            listing=listing,
            live_connected=None if local else connected,
            live_auth=live_auth,
        )
    label = docs.label if isinstance(docs, Unavailable) else "no-sources"
    if local and connected and not isinstance(docs, Unavailable):
        # Local only, and no documentation listed to set it up from: absence is evidence.
        evidence = {"transport": "stdio", "live_connected": True, "documents": label}
        return DimensionGrade(
            DEPLOYMENT, "fail", [reason("no-remote-option"), reason("no-setup-docs")], evidence
        )
    if not connected or local:
        return not_tested(DEPLOYMENT, label, live_connected=connected)
    # The harness got in, with the owner's test credentials if any: programmatic access.
    checks = {"remote": True, "programmatic_auth": True, "free_use": False, "setup_docs": False}
    evidence = {
        "checks": checks,
        "found_in": {"remote": "live"},
        "live_connected": True,
        "documents": label,
    }
    return DimensionGrade(
        DEPLOYMENT, "partial", [reason("no-setup-docs"), reason("no-free-use")], evidence
    )


@grader("deployment_accessibility", source="live")
def deployment_live(sources: Sources, before: DimensionGrade) -> DimensionGrade:
    return grade_deployment_live(sources.obs.docs, sources.obs.listing, sources.live)
