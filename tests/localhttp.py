"""A real HTTP server on loopback for tests of outgoing fetches.

It answers from a table of routes and records every request it receives, so a
test asserts from the server's side what reached it (count, path, headers).
"""

from __future__ import annotations

import datetime
import socket
import ssl
import threading
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

Handler = Callable[[BaseHTTPRequestHandler], None]


@dataclass(frozen=True)
class Received:
    path: str
    headers: dict[str, str]


class _IPv6HTTPServer(ThreadingHTTPServer):
    address_family = socket.AF_INET6


class LoopbackHTTPServer:
    """``ThreadingHTTPServer`` on loopback (127.0.0.1, or ::1; an ephemeral port) in a
    daemon thread, over TLS when given a server-side SSL context. A subclass gives the
    request handler (``_handler_class``) and records what it receives under ``_lock``."""

    def __init__(self, *, address: str = "127.0.0.1", tls: ssl.SSLContext | None = None) -> None:
        self.address = address
        self.scheme = "https" if tls else "http"
        self._lock = threading.Lock()
        server_class = _IPv6HTTPServer if ":" in address else ThreadingHTTPServer
        self._httpd = server_class((address, 0), self._handler_class())
        self._httpd.daemon_threads = True
        if tls is not None:
            self._httpd.socket = tls.wrap_socket(self._httpd.socket, server_side=True)
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def port(self) -> int:
        return self._httpd.server_address[1]

    def start(self):
        self._thread.start()
        return self

    def stop(self) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        raise NotImplementedError


class LocalHTTPServer(LoopbackHTTPServer):
    """Answers from a table of routes (``serve``, ``redirect``) and records every request."""

    def __init__(self, *, tls: ssl.SSLContext | None = None) -> None:
        self.routes: dict[str, Handler] = {}
        self.received: list[Received] = []
        super().__init__(tls=tls)

    @property
    def base(self) -> str:
        return f"{self.scheme}://127.0.0.1:{self.port}"

    def url(self, path: str) -> str:
        return self.base + path

    def requests_to(self, path: str) -> list[Received]:
        with self._lock:
            return [r for r in self.received if r.path == path]

    def serve(
        self,
        path: str,
        body: bytes | str = b"",
        *,
        status: int = 200,
        content_type: str = "text/plain; charset=utf-8",
        headers: dict[str, str] | None = None,
    ) -> None:
        """Answer ``path`` with a fixed response."""
        data = body.encode() if isinstance(body, str) else body

        def handler(request: BaseHTTPRequestHandler) -> None:
            request.send_response(status)
            request.send_header("Content-Type", content_type)
            request.send_header("Content-Length", str(len(data)))
            for name, value in (headers or {}).items():
                request.send_header(name, value)
            request.end_headers()
            request.wfile.write(data)

        self.routes[path] = handler

    def redirect(self, path: str, location: str, status: int = 302) -> None:
        self.serve(path, status=status, headers={"Location": location})

    def _record(self, path: str, headers: dict[str, str]) -> None:
        with self._lock:
            self.received.append(Received(path, headers))

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class RequestHandler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:
                server._record(self.path, dict(self.headers.items()))
                handler = server.routes.get(self.path)
                if handler is None:
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                handler(self)

            def log_message(self, format: str, *args: object) -> None:
                pass

        return RequestHandler


def make_certificates() -> tuple[bytes, bytes, bytes]:
    """A CA certificate, and a certificate and key for the name "localhost" it signed."""
    now = datetime.datetime.now(datetime.UTC)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Test CA")])
    ca = (
        x509.CertificateBuilder()
        .subject_name(ca_name)
        .issuer_name(ca_name)
        .public_key(ca_key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(hours=1))
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(ca_key.public_key()), False)
        .sign(ca_key, hashes.SHA256())
    )
    key = ec.generate_private_key(ec.SECP256R1())
    leaf = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")]))
        .issuer_name(ca_name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(hours=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName("localhost")]), critical=False)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()), False
        )
        .sign(ca_key, hashes.SHA256())
    )
    pem = serialization.Encoding.PEM
    key_pem = key.private_bytes(
        pem, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    return ca.public_bytes(pem), leaf.public_bytes(pem), key_pem
