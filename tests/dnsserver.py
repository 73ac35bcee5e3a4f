"""A small authoritative DNS server on loopback for tests of DNS lookups.

It answers UDP and TCP on the same ephemeral port of 127.0.0.1 from a table of
records that tests may change while it runs, and records every query it
receives. Names can be made to time out or to answer SERVFAIL.
"""

from __future__ import annotations

import contextlib
import select
import socket
import threading
from collections.abc import Iterable

import dns.exception
import dns.flags
import dns.message
import dns.name
import dns.opcode
import dns.rcode
import dns.rdata
import dns.rdataclass
import dns.rdatatype
import dns.rdtypes.ANY.TXT
import dns.rrset

TTL = 60
MAX_CNAME_HOPS = 8
UDP_LIMIT = 512  # answer size allowed over UDP when the query has no EDNS
TXT_STRING_LIMIT = 255

Record = tuple[str, ...]


def _norm(name: str | dns.name.Name) -> str:
    text = name.to_text() if isinstance(name, dns.name.Name) else name
    return text.rstrip(".").lower()


def _in_zone(name: str, zone: str) -> bool:
    return name == zone or name.endswith("." + zone)


def _rdata(record: Record) -> dns.rdata.Rdata:
    """Build one rdata from a record tuple such as ``("TXT", "a", "b")``."""
    if not isinstance(record, tuple | list) or not record:
        raise ValueError(f"a DNS record is a tuple such as ('TXT', 'text'), not {record!r}")
    try:
        rdtype = dns.rdatatype.from_text(record[0])
    except dns.exception.DNSException as error:
        raise ValueError(f"unknown DNS record type in {record!r}") from error
    values = record[1:]
    if rdtype == dns.rdatatype.TXT:
        strings = [v.encode() if isinstance(v, str) else bytes(v) for v in values]
        if not strings:
            raise ValueError(f"TXT record {record!r} has no strings")
        for string in strings:
            if len(string) > TXT_STRING_LIMIT:
                raise ValueError(
                    f"TXT string of {len(string)} bytes is longer than {TXT_STRING_LIMIT}:"
                    f" split it into several strings of one record ({string[:40]!r}...)"
                )
        return dns.rdtypes.ANY.TXT.TXT(dns.rdataclass.IN, rdtype, strings)
    # Names in the record (a CNAME's target) are absolute, with or without the dot.
    try:
        return dns.rdata.from_text(
            dns.rdataclass.IN, rdtype, " ".join(values), origin=dns.name.root, relativize=False
        )
    except dns.exception.DNSException as error:
        raise ValueError(f"malformed DNS record {record!r}: {error}") from error


class ZoneServer:
    """Authoritative answers for ``zones`` from ``records``.

    ``records`` maps a name to a list of record tuples: ``("TXT", "s1", "s2")``
    is one TXT record of two strings, ``("CNAME", "target.name")``,
    ``("A", "192.0.2.1")``; any other type is given in its text form. Names are
    matched case-insensitively, without the trailing dot.

    Outside the zones the answer is REFUSED. A name with records of the asked
    type gets them; a CNAME is answered with the CNAME and, when
    ``chase_cnames``, with the records of its target found in ``records`` (up
    to eight hops). A name in ``records``, an ancestor of one, or a zone apex
    without records of the asked type gets an empty answer (NODATA); any other
    name NXDOMAIN. Negative answers carry the zone's SOA.

    ``start()`` raises ``ValueError`` for a malformed record. One added later
    makes queries in the zones answer SERVFAIL, its ``ValueError`` kept in
    ``errors``. ``queries`` holds each query's name (lowercase, without the
    final dot) and type, as received.
    """

    host = "127.0.0.1"

    def __init__(
        self,
        zones: Iterable[str] = ("example.test",),
        records: dict[str, list[Record]] | None = None,
    ) -> None:
        self.zones = tuple(_norm(zone) for zone in zones)
        self.records: dict[str, list[Record]] = records if records is not None else {}
        self.timeouts: set[str] = set()
        self.servfail: set[str] = set()
        self.chase_cnames = True
        self.queries: list[tuple[str, str]] = []
        self.errors: list[Exception] = []
        self.port = 0
        self._lock = threading.Lock()
        self._udp: socket.socket | None = None
        self._tcp: socket.socket | None = None
        self._wake_r: socket.socket | None = None
        self._wake_w: socket.socket | None = None
        self._threads: list[threading.Thread] = []
        self._connections: dict[socket.socket, threading.Thread] = {}
        self._stopping = False

    @property
    def nameserver(self) -> str:
        """The address in the ``host:port`` form of the ``DNS_NAMESERVERS`` setting."""
        return f"{self.host}:{self.port}"

    # Lifecycle

    def start(self) -> ZoneServer:
        if self._udp is not None:
            raise RuntimeError("ZoneServer already started")
        self._table()  # refuse malformed records here rather than in the server thread
        self._udp, self._tcp = self._bind()
        self._wake_r, self._wake_w = socket.socketpair()
        self.port = self._udp.getsockname()[1]
        for target in (self._serve_udp, self._serve_tcp):
            thread = threading.Thread(target=target, name=f"dns-{target.__name__}", daemon=True)
            thread.start()
            self._threads.append(thread)
        return self

    def stop(self) -> None:
        if self._stopping or self._wake_w is None:
            return
        self._stopping = True
        self._wake_w.send(b"x")  # every select() below watches the other end
        for thread in self._threads:
            thread.join(timeout=5)
        with self._lock:  # no connection is accepted any more
            connections = dict(self._connections)
        for conn, thread in connections.items():
            thread.join(timeout=5)
            conn.close()
        for sock in (self._udp, self._tcp, self._wake_r, self._wake_w):
            if sock is not None:
                sock.close()

    def __enter__(self) -> ZoneServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    def _bind(self) -> tuple[socket.socket, socket.socket]:
        # UDP picks the port; TCP takes the same number, which may be in use already.
        for _ in range(50):
            udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
            udp.bind((self.host, 0))
            tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            tcp.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                tcp.bind((self.host, udp.getsockname()[1]))
            except OSError:
                udp.close()
                tcp.close()
                continue
            tcp.listen(16)
            return udp, tcp
        raise OSError("no port free for both UDP and TCP on 127.0.0.1")

    # Transport

    def _wait(self, sock: socket.socket) -> bool:
        """Wait until ``sock`` is readable; False once the server is stopping."""
        assert self._wake_r is not None
        readable, _, _ = select.select([sock, self._wake_r], [], [])
        return self._wake_r not in readable

    def _serve_udp(self) -> None:
        assert self._udp is not None
        while self._wait(self._udp):
            try:
                wire, peer = self._udp.recvfrom(65535)
            except OSError:
                continue
            reply = self._respond(wire, UDP_LIMIT)
            if reply is not None:
                with contextlib.suppress(OSError):
                    self._udp.sendto(reply, peer)

    def _serve_tcp(self) -> None:
        assert self._tcp is not None
        while self._wait(self._tcp):
            try:
                conn, _ = self._tcp.accept()
            except OSError:
                continue
            thread = threading.Thread(target=self._serve_connection, args=(conn,), daemon=True)
            with self._lock:
                self._connections[conn] = thread
            thread.start()

    def _serve_connection(self, conn: socket.socket) -> None:
        buffer = b""
        try:
            while self._wait(conn):
                data = conn.recv(65537)
                if not data:
                    break
                buffer += data
                while len(buffer) >= 2 and len(buffer) >= 2 + int.from_bytes(buffer[:2], "big"):
                    size = int.from_bytes(buffer[:2], "big")
                    wire, buffer = buffer[2 : 2 + size], buffer[2 + size :]
                    reply = self._respond(wire, 65535)
                    if reply is not None:
                        conn.sendall(len(reply).to_bytes(2, "big") + reply)
        except OSError:
            pass
        finally:
            with self._lock:
                self._connections.pop(conn, None)
            conn.close()

    # Answers

    def _respond(self, wire: bytes, limit: int) -> bytes | None:
        """The reply to one query in wire form, or None to stay silent."""
        try:
            query = dns.message.from_wire(wire)
        except dns.exception.DNSException:
            return None
        if query.flags & dns.flags.QR:
            return None
        response = dns.message.make_response(query)
        if query.opcode() != dns.opcode.QUERY:
            response.set_rcode(dns.rcode.NOTIMP)
        elif len(query.question) != 1:
            response.set_rcode(dns.rcode.FORMERR)
        else:
            question = query.question[0]
            name = _norm(question.name)
            with self._lock:
                self.queries.append((name, dns.rdatatype.to_text(question.rdtype)))
            if name in {_norm(n) for n in self.timeouts}:
                return None
            try:
                self._answer(response, question.name, question.rdtype, question.rdclass)
            except Exception as error:  # a malformed record: report it, keep serving
                with self._lock:
                    self.errors.append(error)
                response = dns.message.make_response(query)
                response.set_rcode(dns.rcode.SERVFAIL)
        if limit == UDP_LIMIT and query.edns >= 0:
            limit = max(UDP_LIMIT, query.payload)
        try:
            return response.to_wire(max_size=limit)
        except dns.exception.TooBig:
            # Truncated: the question alone with TC, so the client asks again over TCP.
            response.answer, response.authority, response.additional = [], [], []
            response.flags |= dns.flags.TC
            return response.to_wire(max_size=limit)

    def _answer(
        self,
        response: dns.message.Message,
        qname: dns.name.Name,
        rdtype: dns.rdatatype.RdataType,
        rdclass: dns.rdataclass.RdataClass,
    ) -> None:
        name = _norm(qname)
        if name in {_norm(n) for n in self.servfail}:
            response.set_rcode(dns.rcode.SERVFAIL)
            return
        zone = next((z for z in self.zones if _in_zone(name, z)), None)
        if zone is None or rdclass != dns.rdataclass.IN:
            response.set_rcode(dns.rcode.REFUSED)
            return
        table = self._table()
        response.flags |= dns.flags.AA
        has_soa = any(r.rdtype == dns.rdatatype.SOA for r in table.get(zone, []))
        if rdtype == dns.rdatatype.SOA and name == zone and not has_soa:
            response.answer.append(self._soa(zone))
            return

        owner, seen = qname, set()
        while True:
            rdatas = table.get(_norm(owner), [])
            wanted = [r for r in rdatas if rdtype in (r.rdtype, dns.rdatatype.ANY)]
            if wanted:
                for each_type in dict.fromkeys(r.rdtype for r in wanted):
                    response.answer.append(
                        dns.rrset.from_rdata_list(
                            owner, TTL, [r for r in wanted if r.rdtype == each_type]
                        )
                    )
                return
            cnames = [r for r in rdatas if r.rdtype == dns.rdatatype.CNAME]
            if not cnames or rdtype == dns.rdatatype.CNAME or len(seen) == MAX_CNAME_HOPS:
                break
            response.answer.append(dns.rrset.from_rdata_list(owner, TTL, cnames[:1]))
            seen.add(_norm(owner))
            owner = cnames[0].target
            if not self.chase_cnames or _norm(owner) in seen or _norm(owner) not in table:
                return

        if response.answer:
            return  # a chased CNAME ends at a name without the asked type
        exists = name == zone or any(_in_zone(known, name) for known in table)
        if not exists:
            response.set_rcode(dns.rcode.NXDOMAIN)
        response.authority.append(self._soa(zone))

    def _table(self) -> dict[str, list[dns.rdata.Rdata]]:
        """The records as rdata, keyed by normalised name (read afresh for each query)."""
        return {
            _norm(name): [_rdata(record) for record in records]
            for name, records in list(self.records.items())
        }

    @staticmethod
    def _soa(zone: str) -> dns.rrset.RRset:
        return dns.rrset.from_text(
            zone + ".",
            TTL,
            dns.rdataclass.IN,
            dns.rdatatype.SOA,
            f"ns.{zone}. hostmaster.{zone}. 1 3600 600 86400 {TTL}",
        )
