"""The loopback DNS server answers dnspython's stub resolver as a real server would."""

from __future__ import annotations

import socket
import time

import dns.flags
import dns.message
import dns.nameserver
import dns.query
import dns.rcode
import dns.rdatatype
import dns.resolver
import pytest

from tests.dnsserver import ZoneServer

CHALLENGE = "_sagentum-challenge.example.test"


@pytest.fixture
def server():
    with ZoneServer(records={CHALLENGE: [("TXT", "sagentum-verify=abc123")]}) as zone_server:
        yield zone_server


def resolver_for(server: ZoneServer, lifetime: float = 2.0) -> dns.resolver.Resolver:
    resolver = dns.resolver.Resolver(configure=False)
    # A bare address string would take resolver.port (53): the port goes in a Nameserver.
    resolver.nameservers = [dns.nameserver.Do53Nameserver(server.host, server.port)]
    resolver.timeout = lifetime
    resolver.lifetime = lifetime
    resolver.cache = None
    return resolver


def txt_strings(answer: dns.resolver.Answer) -> list[tuple[bytes, ...]]:
    return sorted(tuple(rdata.strings) for rdata in answer)


def test_it_listens_on_one_loopback_port_for_udp_and_tcp(server):
    assert server.host == "127.0.0.1"
    assert server.port > 0
    assert server.nameserver == f"127.0.0.1:{server.port}"
    query = dns.message.make_query(CHALLENGE, "TXT")
    by_udp = dns.query.udp(query, server.host, port=server.port, timeout=2)
    by_tcp = dns.query.tcp(query, server.host, port=server.port, timeout=2)
    assert by_udp.answer == by_tcp.answer
    assert by_udp.answer[0][0].strings == (b"sagentum-verify=abc123",)


def test_it_answers_a_txt_record_with_authority(server):
    answer = resolver_for(server).resolve(CHALLENGE, "TXT")
    assert txt_strings(answer) == [(b"sagentum-verify=abc123",)]
    assert answer.rrset.ttl == 60
    assert answer.response.flags & dns.flags.AA
    assert answer.nameserver == "127.0.0.1"
    assert answer.port == server.port


def test_it_matches_names_without_regard_to_case_or_the_final_dot(server):
    server.records["Mixed.Example.Test."] = [("TXT", "found")]
    resolver = resolver_for(server)
    assert txt_strings(resolver.resolve("_SAGENTUM-Challenge.EXAMPLE.test.", "TXT")) == [
        (b"sagentum-verify=abc123",)
    ]
    assert txt_strings(resolver.resolve("mixed.example.test", "TXT")) == [(b"found",)]


def test_a_multi_string_txt_record_keeps_its_strings_apart(server):
    server.records[CHALLENGE] = [("TXT", "first part ", "second part")]
    answer = resolver_for(server).resolve(CHALLENGE, "TXT")
    assert len(answer) == 1
    assert answer[0].strings == (b"first part ", b"second part")


def test_several_txt_records_all_come_back(server):
    server.records[CHALLENGE] = [("TXT", "v=spf1 -all"), ("TXT", "token-1"), ("TXT", "token-2")]
    answer = resolver_for(server).resolve(CHALLENGE, "TXT")
    assert txt_strings(answer) == [(b"token-1",), (b"token-2",), (b"v=spf1 -all",)]


def test_records_changed_while_running_are_served(server):
    resolver = resolver_for(server)
    server.records[CHALLENGE].append(("TXT", "added"))
    assert txt_strings(resolver.resolve(CHALLENGE, "TXT")) == [
        (b"added",),
        (b"sagentum-verify=abc123",),
    ]
    server.records["late.example.test"] = [("A", "192.0.2.7")]
    assert [rdata.address for rdata in resolver.resolve("late.example.test", "A")] == ["192.0.2.7"]


def test_a_cname_is_chased_to_the_target_s_records(server):
    server.records[CHALLENGE] = [("CNAME", "token.verify.example.test")]
    server.records["token.verify.example.test"] = [("TXT", "delegated-token")]
    answer = resolver_for(server).resolve(CHALLENGE, "TXT")
    assert txt_strings(answer) == [(b"delegated-token",)]
    assert answer.canonical_name.to_text() == "token.verify.example.test."
    assert answer.qname.to_text() == CHALLENGE + "."
    assert [rrset.rdtype for rrset in answer.response.answer] == [
        dns.rdatatype.CNAME,
        dns.rdatatype.TXT,
    ]


def test_a_chain_of_cnames_is_chased(server):
    server.records[CHALLENGE] = [("CNAME", "one.example.test")]
    server.records["one.example.test"] = [("CNAME", "two.example.test.")]
    server.records["two.example.test"] = [("TXT", "end of chain")]
    answer = resolver_for(server).resolve(CHALLENGE, "TXT")
    assert txt_strings(answer) == [(b"end of chain",)]
    assert answer.canonical_name.to_text() == "two.example.test."


def test_a_cname_loop_ends(server):
    server.records["a.example.test"] = [("CNAME", "b.example.test")]
    server.records["b.example.test"] = [("CNAME", "a.example.test")]
    query = dns.message.make_query("a.example.test", "TXT")
    response = dns.query.udp(query, server.host, port=server.port, timeout=2)
    assert response.rcode() == dns.rcode.NOERROR
    assert [rrset.name.to_text() for rrset in response.answer] == [
        "a.example.test.",
        "b.example.test.",
    ]
    # dnspython refuses such an answer as it would a failing server.
    with pytest.raises(dns.resolver.NoNameservers):
        resolver_for(server).resolve("a.example.test", "TXT")


def test_a_cname_chain_is_followed_for_eight_hops_at_most(server):
    for hop in range(10):
        server.records[f"hop{hop}.example.test"] = [("CNAME", f"hop{hop + 1}.example.test")]
    server.records["hop10.example.test"] = [("TXT", "far away")]
    query = dns.message.make_query("hop0.example.test", "TXT")
    response = dns.query.udp(query, server.host, port=server.port, timeout=2)
    assert [rrset.rdtype for rrset in response.answer] == [dns.rdatatype.CNAME] * 8
    query = dns.message.make_query("hop2.example.test", "TXT")
    response = dns.query.udp(query, server.host, port=server.port, timeout=2)
    assert [rrset.rdtype for rrset in response.answer] == [dns.rdatatype.CNAME] * 8 + [
        dns.rdatatype.TXT
    ]


def test_a_cname_is_answered_alone_when_not_chased(server):
    server.chase_cnames = False
    server.records[CHALLENGE] = [("CNAME", "token.verify.example.test")]
    server.records["token.verify.example.test"] = [("TXT", "delegated-token")]
    resolver = resolver_for(server)
    answer = resolver.resolve(CHALLENGE, "TXT", raise_on_no_answer=False)
    assert answer.rrset is None
    assert answer.canonical_name.to_text() == "token.verify.example.test."
    [cname] = answer.response.answer
    assert cname.rdtype == dns.rdatatype.CNAME
    assert cname[0].target.to_text() == "token.verify.example.test."
    with pytest.raises(dns.resolver.NoAnswer):
        resolver.resolve(CHALLENGE, "TXT")


def test_a_cname_query_gets_the_cname_itself(server):
    server.records[CHALLENGE] = [("CNAME", "token.verify.example.test")]
    server.records["token.verify.example.test"] = [("TXT", "delegated-token")]
    answer = resolver_for(server).resolve(CHALLENGE, "CNAME")
    assert [rdata.target.to_text() for rdata in answer] == ["token.verify.example.test."]
    assert len(answer.response.answer) == 1


def test_a_name_without_the_asked_type_has_no_answer(server):
    server.records["host.example.test"] = [("A", "192.0.2.1")]
    resolver = resolver_for(server)
    with pytest.raises(dns.resolver.NoAnswer) as raised:
        resolver.resolve("host.example.test", "TXT")
    response = raised.value.kwargs["response"]
    assert response.rcode() == dns.rcode.NOERROR
    assert response.flags & dns.flags.AA
    assert [rrset.rdtype for rrset in response.authority] == [dns.rdatatype.SOA]


def test_ancestors_of_names_and_the_apex_exist_without_records(server):
    resolver = resolver_for(server)
    server.records["deep.under.example.test"] = [("TXT", "leaf")]
    for name in ("under.example.test", "example.test"):
        with pytest.raises(dns.resolver.NoAnswer):
            resolver.resolve(name, "TXT")
    assert resolver.resolve("example.test", "SOA").rrset.name.to_text() == "example.test."


def test_an_unknown_name_is_nxdomain(server):
    with pytest.raises(dns.resolver.NXDOMAIN) as raised:
        resolver_for(server).resolve("_sagentum-challenge.other.example.test", "TXT")
    [response] = raised.value.responses().values()
    assert response.rcode() == dns.rcode.NXDOMAIN
    assert response.flags & dns.flags.AA


def test_servfail_makes_the_resolver_give_up(server):
    server.servfail.add(CHALLENGE)
    with pytest.raises(dns.resolver.NoNameservers) as raised:
        resolver_for(server).resolve(CHALLENGE, "TXT")
    assert "SERVFAIL" in str(raised.value)


def test_a_name_that_never_answers_times_out(server):
    server.timeouts.add(CHALLENGE)
    resolver = resolver_for(server, lifetime=0.5)
    started = time.monotonic()
    with pytest.raises(dns.resolver.LifetimeTimeout):
        resolver.resolve(CHALLENGE, "TXT")
    assert time.monotonic() - started < 1.5
    # The server still answers the next name.
    server.records["other.example.test"] = [("TXT", "fine")]
    assert txt_strings(resolver.resolve("other.example.test", "TXT")) == [(b"fine",)]


def test_names_outside_the_zones_are_refused(server):
    server.records["example.org"] = [("TXT", "not ours")]
    with pytest.raises(dns.resolver.NoNameservers) as raised:
        resolver_for(server).resolve("example.org", "TXT")
    assert "REFUSED" in str(raised.value)
    response = dns.query.udp(
        dns.message.make_query("evil-example.test", "TXT"), server.host, port=server.port, timeout=2
    )
    assert response.rcode() == dns.rcode.REFUSED
    assert not response.flags & dns.flags.AA


def test_it_serves_several_zones():
    records = {"a.one.test": [("TXT", "one")], "b.two.test": [("TXT", "two")]}
    with ZoneServer(zones=("one.test", "Two.Test."), records=records) as server:
        resolver = resolver_for(server)
        assert txt_strings(resolver.resolve("a.one.test", "TXT")) == [(b"one",)]
        assert txt_strings(resolver.resolve("b.two.test", "TXT")) == [(b"two",)]
        with pytest.raises(dns.resolver.NoNameservers):
            resolver.resolve("example.test", "TXT")


def test_a_query_over_tcp(server):
    query = dns.message.make_query(CHALLENGE, "TXT")
    response = dns.query.tcp(query, server.host, port=server.port, timeout=2)
    assert response.rcode() == dns.rcode.NOERROR
    assert response.answer[0][0].strings == (b"sagentum-verify=abc123",)
    answer = resolver_for(server).resolve(CHALLENGE, "TXT", tcp=True)
    assert txt_strings(answer) == [(b"sagentum-verify=abc123",)]


def test_one_tcp_connection_carries_several_queries(server):
    server.records["other.example.test"] = [("TXT", "second")]
    with socket.create_connection((server.host, server.port), timeout=2) as sock:
        for name, expected in (
            (CHALLENGE, b"sagentum-verify=abc123"),
            ("other.example.test", b"second"),
        ):
            dns.query.send_tcp(sock, dns.message.make_query(name, "TXT"))
            response, _ = dns.query.receive_tcp(sock)
            assert response.answer[0][0].strings == (expected,)


def test_a_large_udp_answer_is_truncated_and_retried_over_tcp(server):
    server.records[CHALLENGE] = [("TXT", f"token-{i:02d}-" + "x" * 200) for i in range(10)]
    query = dns.message.make_query(CHALLENGE, "TXT")  # no EDNS: 512 bytes at most
    response = dns.query.udp(query, server.host, port=server.port, timeout=2)
    assert response.flags & dns.flags.TC
    assert response.answer == []
    answer = resolver_for(server).resolve(CHALLENGE, "TXT")
    assert len(answer) == 10
    assert server.queries[-2:] == [(CHALLENGE, "TXT"), (CHALLENGE, "TXT")]
    # With EDNS the client's larger buffer is used.
    query = dns.message.make_query(CHALLENGE, "TXT", use_edns=0, payload=4096)
    response = dns.query.udp(query, server.host, port=server.port, timeout=2)
    assert not response.flags & dns.flags.TC
    assert len(response.answer[0]) == 10


def test_queries_are_recorded_in_order(server):
    server.timeouts.add("slow.example.test")
    resolver = resolver_for(server, lifetime=0.3)
    resolver.resolve(CHALLENGE, "TXT")
    with pytest.raises(dns.resolver.NXDOMAIN):
        resolver.resolve("Missing.Example.Test", "A")
    with pytest.raises(dns.resolver.NoNameservers):
        resolver.resolve("example.org", "TXT")
    with pytest.raises(dns.resolver.LifetimeTimeout):
        resolver.resolve("slow.example.test", "TXT")
    dns.query.tcp(dns.message.make_query(CHALLENGE, "CNAME"), server.host, port=server.port)
    assert server.queries[:3] == [
        (CHALLENGE, "TXT"),
        ("missing.example.test", "A"),
        ("example.org", "TXT"),
    ]
    assert server.queries[3] == ("slow.example.test", "TXT")
    assert server.queries[-1] == (CHALLENGE, "CNAME")
    assert set(server.queries[3:-1]) == {("slow.example.test", "TXT")}


def test_a_txt_string_over_255_bytes_is_refused_with_a_clear_error():
    records = {CHALLENGE: [("TXT", "x" * 256)]}
    with pytest.raises(ValueError, match="longer than 255"):
        ZoneServer(records=records).start()


@pytest.mark.parametrize(
    ("record", "message"),
    [
        (("TXT", "y" * 300), "longer than 255"),
        (("A", "not-an-address"), "malformed DNS record"),
        (("NOSUCHTYPE", "x"), "unknown DNS record type"),
        ("TXT", "is a tuple"),
    ],
)
def test_a_malformed_record_added_later_is_a_servfail_kept_in_errors(server, record, message):
    server.records["bad.example.test"] = [record]
    resolver = resolver_for(server)
    with pytest.raises(dns.resolver.NoNameservers):
        resolver.resolve(CHALLENGE, "TXT")
    [error] = server.errors
    assert isinstance(error, ValueError)
    assert message in str(error)
    del server.records["bad.example.test"]
    assert txt_strings(resolver.resolve(CHALLENGE, "TXT")) == [(b"sagentum-verify=abc123",)]


def test_stop_closes_the_port_and_open_connections():
    server = ZoneServer().start()
    sock = socket.create_connection((server.host, server.port), timeout=2)
    dns.query.send_tcp(sock, dns.message.make_query(CHALLENGE, "TXT"))
    response, _ = dns.query.receive_tcp(sock)
    assert response.rcode() == dns.rcode.NXDOMAIN
    server.stop()
    assert sock.recv(1) == b""  # the server closed its end
    sock.close()
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection((server.host, server.port), timeout=2)
    server.stop()  # a second stop does nothing
