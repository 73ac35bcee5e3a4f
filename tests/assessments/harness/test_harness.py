"""The live harness against real MCP servers on loopback, judged from the server's side."""

from __future__ import annotations

import pytest
from django.conf import settings

from assessments.harness.budget import BudgetRefused, MemoryBudget
from assessments.harness.live import LiveTarget, run_live_test
from tests.builders import live
from tests.mcp_servers import (
    auth_enforced,
    hangs,
    legacy_sse,
    unknown_method_32602,
    well_behaved,
)
from tests.mcp_servers.catalog import DEFAULT_TOKEN

UA = "Sagentum/1.0 (+http://testserver/testing-policy)"


def outcomes(observation) -> dict[str, str]:
    return {test.test: test.outcome for test in observation.tests}


def test_a_well_behaved_server_passes_every_test_within_the_budget():
    with well_behaved() as server:
        observation, budget = live(server.url)
        received = list(server.requests)
        destructive_calls = server.tool_calls["clear_records"]
    assert observation.connected and observation.protocol_version
    assert 0 < len(received) <= 15 and len(received) == budget.used == len(observation.calls)
    assert all(r.user_agent == UA for r in received)
    assert destructive_calls == 0
    # The tool whose arguments the schema itself gives (examples) is the target; the calls
    # the 8 tests leave over go to the other read-only tools, one each.
    assert observation.tool == "lookup_country"
    assert observation.exercised == ("lookup_country", "convert_temperature", "sum_numbers")
    assert server.tool_calls["convert_temperature"] == server.tool_calls["sum_numbers"] == 1
    assert observation.tools_callable == 3
    results = outcomes(observation)
    assert results["valid_call"] == results["repeat_call"] == "pass"
    assert results["malformed_parameter"] == results["missing_parameter"] == "pass"
    assert results["rapid_sequential"] == results["read_only_idempotency"] == "pass"
    assert results["invalid_auth"] == "not_applicable"
    assert ("clear_records", "destructive") in [(t, r[:11]) for t, r in observation.unexercised]


def test_the_budget_is_never_exceeded_and_later_tests_are_not_run():
    with well_behaved() as server:
        observation, budget = live(server.url, budget=MemoryBudget(4))
        count = server.count
    assert count <= 4 and budget.used == count
    assert "not_run" in outcomes(observation).values()
    assert any(t.reason == "budget-exhausted" for t in observation.tests)


def test_an_opt_out_between_two_calls_stops_every_later_request():
    budget = MemoryBudget(15, opted_out=lambda: budget.used >= 3)
    with well_behaved() as server:
        run_live_test(LiveTarget(url=server.url), budget=budget, user_agent=UA, call_timeout=5,
                      allow_private=True)  # fmt: skip
        assert server.count == 3 and budget.used == 3


def test_loopback_is_refused_without_a_single_request_unless_allowed():
    with well_behaved() as server:
        observation, budget = live(server.url, allow_private=False)
        assert server.count == 0
    assert not observation.connected and observation.failure.label.startswith("refused")
    assert budget.used == 0


def test_a_server_that_needs_credentials_fails_the_handshake_without_them():
    with auth_enforced() as server:
        observation, _ = live(server.url)
        assert server.count <= 15
    assert not observation.connected and observation.failure.label == "auth-required"


def test_owner_credentials_are_sent_and_a_bogus_token_is_refused():
    with auth_enforced() as server:
        observation, _ = live(server.url, headers={"Authorization": f"Bearer {DEFAULT_TOKEN}"})
        assert server.count <= 15
    assert observation.connected
    assert outcomes(observation)["invalid_auth"] == "pass"
    assert observation.bogus_token_accepted is False


def test_a_hanging_tool_costs_its_test_not_the_assessment():
    with hangs() as server:
        observation, _ = live(server.url, timeout=1.0)
        assert server.count <= 15
    assert observation.connected
    valid = next(r for r in observation.results if r.test == "valid_call")
    assert valid.timed_out and not valid.ok
    results = outcomes(observation)
    assert results["valid_call"] == "fail"
    assert results["rapid_sequential"] == "not_run"
    assert [t.reason for t in observation.tests if t.test == "rapid_sequential"] == ["server-hung"]


def test_a_server_refusing_discovery_is_still_assessed():
    with unknown_method_32602(legacy_only=True) as server:
        observation, _ = live(server.url)
        assert server.count <= 15
        assert all(r.user_agent == UA for r in server.requests)
    assert observation.connected


def test_a_legacy_sse_server_is_assessed_in_the_handshake_era():
    with legacy_sse() as server:
        observation, _ = live(server.url, transport="sse")
        count = server.count
        agents = {r.user_agent for r in server.requests}
    assert observation.connected, observation.failure
    assert observation.protocol_version != "2026-07-28"
    assert count <= 15 and agents == {UA}


def test_budget_refused_is_raised_by_the_memory_budget():
    budget = MemoryBudget(1)
    budget.take()
    with pytest.raises(BudgetRefused, match="budget-exhausted"):
        budget.take()
    assert settings.HARNESS_CALL_BUDGET == 15


def test_the_connection_is_pinned_to_the_address_that_was_checked(monkeypatch):
    """A rebinding name: first answer loopback (allowed here), every later answer
    a private address. The harness resolves once and connects to what it checked,
    keeping the name in the Host header; it never asks again."""
    from certification.outbound import netrules

    answers = []

    def rebinding(host, port):
        answers.append(host)
        return ["127.0.0.1"] if len(answers) == 1 else ["10.0.0.7"]

    monkeypatch.setattr(netrules, "_getaddrinfo", rebinding)
    with well_behaved(hosts=("rebind.test:*",)) as server:
        port = server.url.split(":")[2].split("/")[0]
        observation, budget = live(f"http://rebind.test:{port}/mcp")
        hosts = {r.headers.get("host") for r in server.requests}
        count = server.count
    assert answers == ["rebind.test"]
    assert observation.connected, observation.failure
    assert hosts == {f"rebind.test:{port}"} and count == budget.used > 5


def test_a_request_to_an_unchecked_host_is_resolved_and_refused_before_sending(monkeypatch):
    import anyio
    import httpx2

    from assessments.harness.transport import CallLog, GuardedTransport
    from certification.outbound import netrules

    monkeypatch.setattr(netrules, "_getaddrinfo", lambda host, port: ["10.0.0.7"])
    budget = MemoryBudget(15)
    transport = GuardedTransport(take=budget.take, log=CallLog(), allow_private=True)

    async def send():
        async with httpx2.AsyncClient(transport=transport) as client:
            await client.get("http://elsewhere.test:9/")

    with pytest.raises(httpx2.ConnectError, match="refused-address"):
        anyio.run(send)
    assert transport.refusal == "refused-address"


def test_a_pinned_tls_connection_keeps_the_name_for_sni_and_the_certificate(tmp_path):
    """The connection goes to the pinned address; TLS still names the host, and the
    certificate is checked against the host name, not the address."""
    import ssl

    import anyio
    import httpx2

    from assessments.harness.transport import CallLog, GuardedTransport
    from tests.localhttp import LocalHTTPServer, make_certificates

    ca_pem, cert_pem, key_pem = make_certificates()  # a certificate for "localhost"
    (tmp_path / "cert.pem").write_bytes(cert_pem)
    (tmp_path / "key.pem").write_bytes(key_pem)
    server_context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_context.load_cert_chain(tmp_path / "cert.pem", tmp_path / "key.pem")
    names: list[str | None] = []
    server_context.sni_callback = lambda sock, name, context: names.append(name)
    client_context = ssl.create_default_context()
    client_context.load_verify_locations(cadata=ca_pem.decode())
    local = LocalHTTPServer(tls=server_context).start()
    local.serve("/mcp", "over tls")

    def get(pins):
        transport = GuardedTransport(
            take=MemoryBudget(15).take,
            log=CallLog(),
            allow_private=True,
            pins=pins,
            verify=client_context,
        )

        async def send():
            async with httpx2.AsyncClient(transport=transport) as client:
                return (await client.get(f"https://localhost:{local.port}/mcp")).text

        return anyio.run(send)

    try:
        assert get({"localhost": "127.0.0.1"}) == "over tls"
        assert names == ["localhost"]
        with pytest.raises(httpx2.ConnectError):  # nothing listens there: the pin is used
            get({"localhost": "127.0.0.2"})
    finally:
        local.stop()


def test_a_401_that_names_protected_resource_metadata_is_followed_once_and_counted():
    with auth_enforced() as server:
        observation, budget = live(server.url)
        paths = [(r.method, r.path) for r in server.requests]
    assert observation.failure.label == "auth-required"
    assert ("GET", "/.well-known/oauth-protected-resource/mcp") in paths
    assert budget.used == len(paths) == len(observation.calls)
    assert observation.auth_discovery == {
        "challenge": True,
        "metadata_advertised": True,
        "same_host": True,
        "metadata_served": True,
        "authorization_servers": 1,
    }


def test_with_credentials_the_metadata_is_evidence_of_programmatic_authentication():
    from assessments.graders.live import grade_deployment_live
    from assessments.observations import DocsObservation, Document

    with auth_enforced() as server:
        observation, _ = live(server.url, headers={"Authorization": f"Bearer {DEFAULT_TOKEN}"})
        assert server.count <= 15
    assert observation.auth_discovery["metadata_served"] is True
    assert outcomes(observation)["read_only_idempotency"] == "pass"  # not starved by it
    docs = DocsObservation((Document("README.md", "# X\nHosted and free to use.\n"),))
    grade = grade_deployment_live(docs, {"endpoint_url": server.url}, observation)
    assert grade.grade == "pass"
    assert grade.evidence["found_in"]["programmatic_auth"].startswith("live")
