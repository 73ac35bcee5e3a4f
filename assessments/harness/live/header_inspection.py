"""Test 6, response header inspection: no call of its own; it reads the headers of every
response already received for leaked credentials and cookie flags."""

from __future__ import annotations

from assessments.harness.live.context import Context
from assessments.observations import LiveTestRecord

CREDENTIAL_FINDINGS = {"credential-header", "authorization-echoed", "secret-in-cookie"}


def run(ctx: Context) -> None:
    findings = {f for call in ctx.state.log.calls for f in call.header_findings}
    kinds = {finding.split(":", 1)[0] for finding in findings}
    if kinds & CREDENTIAL_FINDINGS:
        record = LiveTestRecord("header_inspection", "fail", "credential-in-headers")
    elif kinds:
        record = LiveTestRecord("header_inspection", "partial", "cookie-flags")
    else:
        record = LiveTestRecord("header_inspection", "pass")
    ctx.state.tests["header_inspection"] = record
