"""Fixed reason labels, each with a one-line hint on how to fix it.

Graders attach these labels to grades; reports, pages and the API print the
hint beside each label. A label never changes meaning once published: add a
new label rather than rewording an old one into something else.
"""

from __future__ import annotations

REASONS: dict[str, str] = {
    # Why a dimension was not tested (never a fault of the server).
    "not-in-tier": "this assessment type does not measure this dimension; a deeper "
    "assessment type does",
    "opted-out": "opted out of live testing",
    "no-grader": "this version of Sagentum has no grader for this dimension of the rubric, "
    "so it could not be measured",
    "annotations-unresolved": "the source sets tool annotations through code the scanner "
    "cannot follow (a helper call or a name from another module), so they are unknown here; "
    "a server.json or the live catalog settles them",
    "catalog-without-annotations": "the tool catalog found (a documentation table or list, or "
    "a manifest of names) cannot state annotations, so they are unknown here; publish a "
    'server.json or tools manifest with MCP tool definitions, or write "Read-only: true" '
    "under each tool in the docs",
    "catalog-names-only": "the tool catalog found names the tools but states nothing to "
    "judge them by; document each tool with a description and its parameters",
    "no-catalog": "no tool catalog was found: publish a server.json or tools manifest, or a "
    "tool table in the README, so tools can be assessed without calling the server",
    "no-sources": "neither the README nor the documentation could be read; give a reachable "
    "repository or documentation URL",
    "no-repository": "no repository URL is listed, so the repository could not be examined",
    "repository-unreachable": "the repository could not be cloned or read within the limits",
    "docs-unreachable": "the documentation URL could not be fetched within the limits",
    "docs-unreadable": "the documentation URL did not return HTML or text; link a page that "
    "people and agents can read",
    "docs-truncated": "a document is larger than 1 MiB; only its first 1 MiB was read",
    "docs-too-many": "there are more documents than the limit (20); only the first were read",
    "readme-missing": "add a README at the repository root that says what the server does, "
    "how to run it and how to call its tools",
    "readme-unreachable": "the README could not be fetched from the repository within the limits",
    "repository-file-unreachable": "a repository file could not be read within the limits",
    "repository-host-unknown": "the repository host is not a known forge, so its files could "
    "not be read without a clone",
    "catalog-invalid": "the tools manifest is not valid JSON or lists no tool with a name; fix "
    "it so clients and agents can read it",
    "catalog-truncated": "the catalog lists more tools than the limit (500); only the first 500 "
    "were assessed",
    "no-history": "no repository history could be read at this assessment type",
    # The live test: why a test or a live dimension did not run (never a fault of the server).
    "not-run": "the live test did not run for this assessment, so the dimensions only it "
    "measures are excluded from the score, not failed",
    "not-reached": "the live test stopped before it reached this test",
    "no-callable-tool": "no tool could be called safely: annotate read-only tools with "
    "readOnlyHint: true and give them schemas a working call can be built from, or name a "
    "safe tool with working arguments in the assessment request",
    "no-typed-parameter": "the tool called has no typed input property, so the wrong-type test "
    "could not be sent",
    "no-required-parameter": "the tool called has no required input property, so the "
    "missing-parameter test could not be sent",
    # The live test: why a tool was left uncalled (evidence, never a failure of the server).
    "not-read-only": "the tool is annotated readOnlyHint: false, so the live test did not call "
    "it; the owner can name it as safe with working arguments",
    "contradicting-annotation": "the tool is annotated readOnlyHint: true but its description "
    "says it changes or sends something, so the live test did not call it; make the "
    "annotations and the description agree, or the owner can name it as safe",
    "destructive": "the tool is annotated destructiveHint: true, so the live test did not call "
    "it; the owner can name it as safe with working arguments",
    "arguments-unsynthesizable": "no valid arguments could be built from the input schema; "
    "declare const, enum, default or examples that work, or name working arguments in the "
    "assessment request",
    "owner-arguments-invalid": "the arguments named in the assessment request do not validate "
    "against the tool's input schema, so the tool was not called with them",
    "outside-target-needs-owner-value": "the tool is annotated openWorldHint: true and needs a "
    "URL, host name, IP address or e-mail address, which Sagentum never makes up; give a "
    "working value in the request form's working arguments or assess --arguments",
    "not-reached-in-budget": "the tool may be called, but the call budget was spent on the "
    "live tests first; name it with working arguments to have it tested",
    # Grades the live test could not establish (never a fault of the server).
    "arguments-unverified": "the valid call failed with arguments Sagentum built from the "
    "schema, so the failure may be Sagentum's; give working arguments in the request form's "
    "working-arguments field (or manage.py assess --arguments) to have it graded",
    "no-responses-inspected": "no response was received whose headers or authentication could "
    "be checked",
    "no-results-compared": "no two successful results of the same call were received, so "
    "repeat calls could not be compared",
    # 1. Tool descriptions
    "catalog-empty": "the server declares no tools; an empty catalog gives an agent nothing to use",
    "tool-no-description": "give every tool a description that says what it does, when to use "
    "it and what it returns",
    "tool-short-description": "describe what the tool does, when to use it, and what it returns "
    "in at least 40 characters; agents choose tools from this text",
    "tool-param-undescribed": "give every input property a type and a description, so an agent "
    "can build valid arguments",
    "tool-no-output-schema": "declare an outputSchema and return structuredContent so agents can "
    "read results without parsing prose",
    "tool-side-effects-unstated": "state side effects: annotate readOnlyHint/destructiveHint, or "
    "say in the description what the tool changes",
    # 2. Behavioural consistency
    "valid-call-failed": "a valid call, with arguments that satisfy the input schema, did not "
    "succeed; make valid calls succeed, or declare examples that work",
    "outcomes-differ": "the same call with the same arguments succeeded once and failed the "
    "next time; make read paths deterministic",
    "output-schema-violated": "a result does not conform to the tool's declared outputSchema; "
    "return structuredContent that matches it",
    "shapes-differ": "the same call returned results of different shapes (other keys, types or "
    "content block types); keep a tool's result shape stable",
    "shapes-differ-optional": "results of the same call differ in optional fields only; agents "
    "cope better when a field is always present, with null when empty",
    # 3. Error handling
    "invalid-input-accepted": "a call with a wrong-typed or missing argument was answered as a "
    "success; validate arguments and refuse invalid ones",
    "generic-refusal": "invalid arguments were refused without naming the problem; answer "
    "JSON-RPC error -32602, or an isError result that names the offending parameter",
    "error-timeout": "a call with invalid arguments got no answer before the timeout; refuse "
    "invalid input at once",
    "error-server-failure": "invalid input or repeated calls caused a server error (HTTP 5xx or a "
    "dropped connection); refuse invalid input with -32602 and keep serving",
    "stopped-answering": "the server stopped answering after an invalid request; one bad "
    "request should not take the server down",
    "error-under-load": "back-to-back identical calls caused server errors, dropped "
    "connections or hangs; signal rate limits with HTTP 429 and Retry-After instead",
    "rate-limited-without-retry-after": "rate limiting answered HTTP 429 without Retry-After; "
    "send Retry-After so agents know when to try again",
    # 4. Security posture
    "secret-in-repository": "remove the secret from the repository, rotate it, and load it from "
    "the environment or a secret store",
    "secret-in-test-fixture": "even test fixtures should not hold real-looking secrets; use "
    "obvious placeholders or generate them at test time",
    "credentials-in-url": "do not put user names, passwords or tokens in URLs; they end up in "
    "logs and histories",
    "scan-truncated": "the repository is larger than the scan limits; only part of it was scanned",
    "credential-header": "a response header carries a credential (a token or key); never send "
    "credentials to clients in headers, and rotate the exposed one",
    "authorization-echoed": "a response echoes the request's Authorization value; never "
    "reflect credentials back",
    "secret-in-cookie": "a cookie carries a secret-looking name or value; keep secrets "
    "server-side and give the client an opaque session identifier",
    "cookie-without-secure": "set the Secure flag on every cookie so it is only sent over HTTPS",
    "cookie-without-httponly": "set the HttpOnly flag on cookies that scripts do not need",
    "auth-not-enforced": "the server declares authentication but accepted a request with a "
    "bogus bearer token; verify every token",
    # 5. Idempotency and safety
    "no-annotations": "annotate every tool with readOnlyHint, and destructiveHint for tools "
    "that change things, so agents know what is safe to repeat",
    "read-only-hint-missing": "declare readOnlyHint on every tool (true for tools that only read)",
    "destructive-hint-missing": "declare destructiveHint on every tool that is not read-only",
    "repeat-calls-disagree": "the same read-only call with the same arguments returned different "
    "results; make read paths deterministic, or signal a retryable error with a stable code",
    "catalog-changed": "the tool catalog changed while only read-only calls were made; keep "
    "the catalog stable, and make read-only tools free of side effects",
    # 6. Documentation
    "no-documentation-listed": "the listing names no repository and no documentation, so "
    "there is nothing to learn the server from; list its repository or documentation URL",
    "docs-no-tool-reference": "document every tool by name with its parameters and their types",
    "docs-no-auth": "document authentication end to end: how to get a credential and how to "
    "send it, or state that none is needed",
    "docs-no-examples": "add example calls (code blocks) showing a request and its result",
    "docs-no-troubleshooting": "add troubleshooting guidance: common errors and what to do "
    "about them",
    # 7. Reliability signal
    "stale-repository": "the last commit is more than 6 months old; agents depend on "
    "maintained servers",
    "infrequent-commits": "the last commit is more than 90 days old",
    "no-changelog": "keep a changelog (a CHANGELOG file or releases) so users can follow changes",
    "no-commit-date": "the date of the last commit could not be read",
    "stale-releases": "the package's newest release is more than 6 months old and no repository "
    "is listed; agents depend on maintained servers",
    "infrequent-releases": "the package's newest release is more than 90 days old and no "
    "repository is listed",
    "single-release": "the package has one release and no repository is listed: keep releasing "
    "with notes, or list the repository",
    "no-maintenance-signal": "no repository is listed and the documentation shows no sign of "
    "maintenance (a dated changelog, release notes or a status page); list the repository or "
    "publish release notes",
    "changelog-undated": "the changelog or release notes carry no dates; date each release so "
    "users can tell the server is maintained",
    # 8. Deployment accessibility
    "no-remote-option": "offer a hosted endpoint, or document local set-up well enough to "
    "follow without help",
    "auth-not-programmatic": "offer programmatic authentication (API keys, OAuth client "
    "credentials) that an agent can use without a person",
    "no-free-use": "document a free tier or free use so developers can evaluate the server",
    "heavy-setup": "the remote option needs significant set-up; document a short path to a "
    "first call",
    "no-setup-docs": "document how to install and run the server",
    # Revisions after a dispute.
    "revised-after-dispute": "a reviewer changed this grade after a dispute with evidence; the "
    "dispute page has the evidence and the reasoning",
    # Notes on a report (no grade changes).
    "no-server-entry-point": "no code in the repository starts an MCP server (a library or an "
    "SDK?): the grades describe the repository, and a certification means little without a "
    "server",
    # Failed assessments
    "sources-unreachable": "nothing could be read: the repository and documentation were both "
    "unreachable; check the URLs and try again",
    "internal-error": "the assessment stopped because of an error in Sagentum; it has been "
    "logged and the assessment can be requested again",
    "deadline-exceeded": "the assessment did not finish before its deadline",
    "database-unavailable": "Sagentum's database could not be reached during the run, so "
    "no further call could be counted and none was sent; nothing was published; request it "
    "again",
    "worker-lost": "the worker running the assessment stopped after it had made live calls "
    "(or twice before its first); it is not run again on its own, so that no call is made "
    "twice; request it again",
    "no-endpoint": "a full assessment needs a remote endpoint URL in the listing",
    "handshake-failed": "the server could not be reached, or did not complete the MCP "
    "handshake in either protocol era; check that the endpoint answers MCP over HTTPS (a "
    "local process: that it answers MCP on its standard output)",
    "process-exited": "the local server process ended before it answered the handshake; "
    "its exit code is in the detail and its standard error in the report (a missing "
    "variable can be given with --env)",
    # Packages (fetched, hash-checked, run only in the sandbox).
    "hash-mismatch": "the fetched file does not match the hash its package index publishes, "
    "so it was never run; publish the package again or check the index",
    "disk-full": "the worker's disk filled up while the package or repository was fetched; "
    "nothing of it was kept, nothing ran and nothing was graded; it can be requested again once "
    "there is room",
    "package-not-found": "the configured package index has no such package and exact version",
    "package-unverifiable": "the package index publishes no hash for this file, so what was "
    "fetched cannot be checked; it was not run",
    "package-fetch-failed": "the package could not be fetched or installed (its "
    "dependencies included); the detail says what failed",
    "no-entry-point": "the package names no program to start (npm: bin or main; PyPI: a "
    "console script)",
    "sandbox-unavailable": "the sandbox that package servers run in is not available on the "
    "workers, and packages are never run without it",
    "sandbox-busy": "every sandbox place on the worker stayed taken; request the assessment "
    "again later",
    "service-unreachable": "the server process tried to reach a service while starting and "
    "could not (the host and what the process did are in the detail, its standard error in "
    "the report); a package runs in a sandbox without network, where a server that needs "
    "its service to start cannot list its tools or be tested live there (a static "
    "assessment still grades its documentation and source): not a fault of the server",
    "no-answer": "the server process did not answer in time; it was still running: check "
    "that it serves MCP over stdio (JSON-RPC on its standard output) without waiting for "
    "input or configuration first",
    "needs-network": "the tool may reach the outside world (openWorldHint is true, or absent, "
    "which MCP reads as true), and a package runs in a sandbox without network: annotate "
    "openWorldHint: false if it stays local, or name it with working arguments to have it "
    "called anyway; not a fault of the server",
    "no-tools-listed": "the package listed no tools when started in the sandbox (a server "
    "that needs its configuration first?): give its test environment variables, or the "
    "catalog is read from the documentation and source instead",
    "invalid-output": "the server process wrote what is not MCP (not JSON-RPC, or not UTF-8) "
    "on its standard output; write only JSON-RPC messages there, one per line, and logs "
    "to standard error",
    "response-too-large": "a line the server process wrote on its standard output is larger "
    "than the live test's response limit (1 MiB), so it was not read; keep every message "
    "under the limit (paginate lists, shorten results)",
    "package-build-failed": "the package is published only as a source distribution, and "
    "building it into a wheel in the sandbox (without network) failed; the detail says why",
    "auth-required": "the server requires authentication: the verified owner can supply "
    "test credentials with the assessment request",
    "budget-exhausted": "the call budget was spent before this could run; it is never "
    "exceeded to finish a test",
    "refused-address": "the endpoint resolves to a private, loopback or reserved address, "
    "which Sagentum never connects to",
    "refused-scheme": "the endpoint must use https",
    "refused-credentials": "the endpoint URL contains credentials; supply them as test "
    "credentials instead",
    "refused-url": "the endpoint URL is not a valid absolute URL",
    "dns-failed": "the endpoint's host name could not be resolved",
    "timeout": "the server did not answer within the time limit",
    # Outcomes of single live tests (the report's tests table).
    "call-failed": "a valid call with arguments built from the tool's schema did not succeed; "
    "declare examples that work, or name working arguments in the request",
    "repeat-differs": "the same call repeated at once returned a different shape or outcome",
    "error-not-handled": "invalid input caused a server error, a dropped connection or a hang "
    "instead of a clean refusal",
    "open-server": "the server needs no authentication, so a bogus token proves nothing; "
    "not a fault",
    "unexpected-status": "a bogus token got an unexpected HTTP status instead of 401 or 403",
    "rate-limited-properly": "rapid calls were limited with 429 and Retry-After, as agents "
    "need; not a fault",
    "side-effects-or-drift": "after the calls, the catalog or a repeated read-only result changed",
    "credential-in-headers": "a response header carried a credential: never echo or send "
    "secrets in headers",
    "server-hung": "the tool hung past the per-call deadline twice in a row, so the remaining "
    "calls were not made; a hang costs the test, not the assessment",
    "cookie-flags": "a cookie was set without Secure or HttpOnly",
    # Tool poisoning: text in the catalog aimed at the model (assessments.graders.poisoning).
    "tool-poisoning-invisible-text": "a tool's text carries invisible or bidirectional-control "
    "characters that a person reading it cannot see but a model reads; remove them",
    "tool-poisoning-hidden-markup": "a tool's text hides content in an HTML comment or in "
    "markup addressed to the model (<IMPORTANT>, <system>, display:none); say everything "
    "in plain, visible text",
    "tool-poisoning-model-instruction": "a tool's text instructs the model (to ignore earlier "
    "instructions, keep something from the user, read files or secrets, or steer other "
    "tools or servers); descriptions should tell what the tool does, not command the agent",
    "tool-poisoning-exfiltration": "a tool's text tells the model to send data to a fixed "
    "address (a URL or an e-mail address); a tool must never route users' data to a "
    "destination the user did not choose",
    "tool-poisoning-contradicting-annotation": "the tool is annotated read-only but its "
    "description says it changes or sends something; make the annotations tell the truth",
    "transport-without-http-auth": "this transport carries no HTTP authentication to test; "
    "not a fault",
    "default-encryption-key": "a hard-coded key is used to encrypt or sign when its setting is "
    "missing, so a deployment that forgets the setting uses a key anyone can read; refuse to "
    "start without the setting, or generate a key on first run",
    "catalog-too-large": "the tools/list response is larger than the live test's response "
    "limit, so the catalog could not be read; paginate tools/list or shorten the catalog "
    "(every tool's definition costs an agent context too)",
}


def reason(label: str, **details: object) -> dict[str, object]:
    """A reason entry for a grade: the label, its hint, and any details (tool, file, …)."""
    if label not in REASONS:
        raise KeyError(f"unknown reason label {label!r}")
    return {"label": label, "hint": REASONS[label], **details}
