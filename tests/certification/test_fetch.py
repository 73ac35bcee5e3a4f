"""Bounded fetches under the address rules, against real HTTP servers on loopback."""

from __future__ import annotations

import socket
import ssl
import time

import pytest

from certification.env import Env
from certification.outbound import fetch as fetch_module
from certification.outbound.fetch import FetchError, fetch, raw_file_url
from tests.localhttp import LocalHTTPServer, make_certificates

USER_AGENT = "Sagentum/1.0 (+http://testserver/testing-policy)"


@pytest.fixture
def server():
    local = LocalHTTPServer().start()
    yield local
    local.stop()


@pytest.fixture
def private(settings):
    settings.ALLOW_PRIVATE_TARGETS = True
    settings.HARNESS_USER_AGENT = USER_AGENT
    return settings


def get(url: str, **options) -> fetch_module.FetchResult:
    options.setdefault("max_bytes", 1024)
    options.setdefault("timeout", 5.0)
    options.setdefault("allow_redirects_to_other_hosts", False)
    return fetch(url, **options)


def failure(url: str, **options) -> FetchError:
    with pytest.raises(FetchError) as caught:
        get(url, **options)
    return caught.value


@pytest.fixture
def tls_server(tmp_path, monkeypatch):
    ca_pem, cert_pem, key_pem = make_certificates()
    (tmp_path / "cert.pem").write_bytes(cert_pem)
    (tmp_path / "key.pem").write_bytes(key_pem)
    server_context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_context.load_cert_chain(tmp_path / "cert.pem", tmp_path / "key.pem")
    names: list[str | None] = []
    server_context.sni_callback = lambda sock, name, context: names.append(name)

    def trusting_context() -> ssl.SSLContext:
        context = ssl.create_default_context()
        context.load_verify_locations(cadata=ca_pem.decode())
        return context

    # The one seam: trust the test CA instead of the system's.
    monkeypatch.setattr(fetch_module, "_ssl_context", trusting_context)
    local = LocalHTTPServer(tls=server_context).start()
    local.server_names = names
    yield local
    local.stop()


def test_it_returns_the_body_status_and_content_type(server, private):
    server.serve("/doc", "# Weather\n", content_type="text/markdown")
    result = get(server.url("/doc"))
    assert (result.status, result.body, result.truncated) == (200, b"# Weather\n", False)
    assert result.content_type == "text/markdown"
    assert result.url == result.final_url == server.url("/doc")


def test_it_sends_the_user_agent_on_every_request_including_redirects(server, private):
    server.redirect("/old", "/new")
    server.serve("/new", "moved")
    result = get(server.url("/old"))
    assert result.body == b"moved"
    assert result.final_url == server.url("/new")
    assert [r.path for r in server.received] == ["/old", "/new"]
    assert {r.headers["User-Agent"] for r in server.received} == {USER_AGENT}


def test_it_reads_the_user_agent_setting_at_call_time(server, private):
    server.serve("/doc", "x")
    private.HARNESS_USER_AGENT = "Sagentum/9.9 (+http://elsewhere/testing-policy)"
    get(server.url("/doc"))
    assert (
        server.received[0].headers["User-Agent"]
        == "Sagentum/9.9 (+http://elsewhere/testing-policy)"
    )


def test_a_body_of_exactly_the_limit_is_whole(server, private):
    server.serve("/doc", b"a" * 100)
    result = get(server.url("/doc"), max_bytes=100)
    assert (len(result.body), result.truncated) == (100, False)


def test_a_body_over_the_limit_is_too_large(server, private):
    server.serve("/doc", b"a" * 101)
    error = failure(server.url("/doc"), max_bytes=100)
    assert error.label == "too-large"


def test_a_body_over_the_limit_can_be_truncated_instead(server, private):
    server.serve("/doc", b"a" * 100 + b"b" * 50)
    result = get(server.url("/doc"), max_bytes=100, truncate=True)
    assert (result.body, result.truncated) == (b"a" * 100, True)


def endless(request):
    """A body without Content-Length that never ends on its own."""
    request.send_response(200)
    request.send_header("Content-Type", "text/plain")
    request.send_header("Connection", "close")
    request.end_headers()
    request.close_connection = True
    try:
        for _ in range(2000):  # 128 MiB at most, if nobody hangs up
            request.wfile.write(b"x" * 65536)
    except OSError:
        pass


@pytest.mark.parametrize("truncate", [False, True])
def test_an_endless_body_is_capped_while_reading(server, private, truncate):
    server.routes["/endless"] = endless
    started = time.monotonic()
    if truncate:
        result = get(server.url("/endless"), max_bytes=100_000, truncate=True)
        assert (len(result.body), result.truncated) == (100_000, True)
    else:
        assert failure(server.url("/endless"), max_bytes=100_000).label == "too-large"
    assert time.monotonic() - started < 3


def slow(request):
    time.sleep(3)
    request.send_response(200)
    request.send_header("Content-Length", "2")
    request.end_headers()
    request.wfile.write(b"ok")


def trickle(request):
    """Headers at once, then one byte every 0.1 s for 6 s: every read is quick, the
    whole is not."""
    request.send_response(200)
    request.send_header("Content-Length", "60")
    request.end_headers()
    try:
        for _ in range(60):
            request.wfile.write(b"x")
            request.wfile.flush()
            time.sleep(0.1)
    except OSError:
        pass


@pytest.mark.parametrize("handler", [slow, trickle])
def test_the_whole_fetch_has_one_deadline(server, private, handler):
    server.routes["/slow"] = handler
    started = time.monotonic()
    error = failure(server.url("/slow"), timeout=0.8)
    assert error.label == "timeout"
    assert time.monotonic() - started < 2


def test_it_refuses_a_redirect_to_another_host(server, private):
    server.redirect("/go", f"http://localhost:{server.port}/landing")
    server.serve("/landing", "landed")
    error = failure(server.url("/go"))
    assert error.label == "cross-host-redirect"
    assert server.requests_to("/landing") == []


def test_it_follows_a_redirect_to_another_host_when_allowed(server, private):
    server.redirect("/go", f"http://localhost:{server.port}/landing")
    server.serve("/landing", "landed")
    result = get(server.url("/go"), allow_redirects_to_other_hosts=True)
    assert result.body == b"landed"
    assert result.final_url == f"http://localhost:{server.port}/landing"


def chain(server: LocalHTTPServer, length: int) -> None:
    for hop in range(length):
        server.redirect(f"/hop/{hop}", f"/hop/{hop + 1}", status=(301, 302, 303, 307, 308)[hop % 5])
    server.serve(f"/hop/{length}", "end")


def test_it_follows_up_to_the_redirect_limit(server, private):
    chain(server, 5)
    assert get(server.url("/hop/0"), max_redirects=5).body == b"end"


def test_it_stops_past_the_redirect_limit(server, private):
    chain(server, 6)
    error = failure(server.url("/hop/0"), max_redirects=5)
    assert error.label == "too-many-redirects"
    assert len(server.received) == 6
    assert server.requests_to("/hop/6") == []


@pytest.mark.parametrize("status", [404, 403, 500, 503])
def test_an_error_status_is_an_http_error(server, private, status):
    server.serve("/missing", "no", status=status)
    error = failure(server.url("/missing"))
    assert (error.label, error.status) == ("http-error", status)
    assert f"HTTP {status}" in error.detail


def test_a_missing_page_is_a_404(server, private):
    error = failure(server.url("/nothing-here"))
    assert (error.label, error.status) == ("http-error", 404)


def test_a_refused_connection_is_reported(private):
    with socket.socket() as idle:
        idle.bind(("127.0.0.1", 0))
        port = idle.getsockname()[1]
    # Nobody listens on that port any more.
    error = failure(f"http://127.0.0.1:{port}/")
    assert error.label == "connection-failed"


@pytest.mark.parametrize(
    ("url", "label"),
    [
        ("https://127.0.0.1:{port}/doc", "refused-address"),
        ("https://localhost:{port}/doc", "refused-address"),
        ("https://[::ffff:127.0.0.1]:{port}/doc", "refused-address"),
        ("http://127.0.0.1:{port}/doc", "refused-scheme"),
    ],
)
def test_loopback_is_refused_before_any_request_by_default(server, settings, url, label):
    settings.ALLOW_PRIVATE_TARGETS = False
    server.serve("/doc", "secret")
    error = failure(url.format(port=server.port))
    assert error.label == label
    assert server.received == []


@pytest.mark.parametrize(
    "location",
    [
        "http://10.0.0.1/internal",
        "https://169.254.169.254/latest/meta-data/",
        "http://[fd00::1]/",
        "http://100.64.0.1/",
        "ftp://example.com/file",
        "http://user:pass@localhost:{port}/doc",
    ],
)
def test_every_redirect_target_is_checked_again(server, private, location):
    server.redirect("/go", location.format(port=server.port))
    server.serve("/doc", "secret")
    error = failure(server.url("/go"), allow_redirects_to_other_hosts=True)
    assert error.label.startswith("refused-")
    assert [r.path for r in server.received] == ["/go"]


def test_it_connects_to_the_checked_address_and_keeps_the_host_name(server, private, monkeypatch):
    # "pinned.test" exists only in this resolver seam: the request can reach the server
    # only if the socket goes to the address that was resolved and checked.
    monkeypatch.setattr(
        "certification.outbound.netrules._getaddrinfo", lambda host, port: ["127.0.0.1"]
    )
    server.serve("/doc", "via the pinned address")
    result = get(f"http://pinned.test:{server.port}/doc")
    assert result.body == b"via the pinned address"
    assert server.received[0].headers["Host"] == f"pinned.test:{server.port}"


def test_a_name_resolving_to_a_refused_address_gets_no_request(server, settings, monkeypatch):
    settings.ALLOW_PRIVATE_TARGETS = False
    monkeypatch.setattr(
        "certification.outbound.netrules._getaddrinfo", lambda host, port: ["127.0.0.1"]
    )
    server.serve("/doc", "secret")
    assert failure(f"https://public-looking.test:{server.port}/doc").label == "refused-address"
    assert server.received == []


def test_tls_uses_the_host_name_for_sni_and_the_certificate(tls_server, private):
    tls_server.serve("/doc", "over tls")
    result = get(f"https://localhost:{tls_server.port}/doc")
    assert result.body == b"over tls"
    assert tls_server.server_names == ["localhost"]


def test_tls_refuses_a_certificate_for_another_name(tls_server, private):
    tls_server.serve("/doc", "over tls")
    error = failure(f"https://127.0.0.1:{tls_server.port}/doc")
    assert error.label == "connection-failed"
    assert tls_server.received == []


GITHUB = "https://raw.githubusercontent.com/acme/weather/HEAD/"
GITLAB = "https://gitlab.com/acme/weather/-/raw/HEAD/"


@pytest.mark.parametrize(
    ("repository", "path", "expected"),
    [
        ("https://github.com/acme/weather", "README.md", GITHUB + "README.md"),
        ("https://github.com/acme/weather.git", "README.md", GITHUB + "README.md"),
        ("https://github.com/acme/weather/", "/README.md", GITHUB + "README.md"),
        ("https://www.github.com/acme/weather/tree/main/src", "x.py", GITHUB + "x.py"),
        ("git@github.com:acme/weather.git", "README.md", GITHUB + "README.md"),
        (
            "https://github.com/acme/weather",
            ".well-known/sagentum-verification.txt",
            GITHUB + ".well-known/sagentum-verification.txt",
        ),
        ("https://github.com/acme/weather", "docs/a b.md", GITHUB + "docs/a%20b.md"),
        (
            "https://GitHub.com/Acme/Weather",
            "README.md",
            GITHUB.replace("acme/weather", "Acme/Weather") + "README.md",
        ),
        ("https://gitlab.com/acme/weather", "README.md", GITLAB + "README.md"),
        ("https://gitlab.com/acme/weather.git", "README.md", GITLAB + "README.md"),
        ("https://gitlab.com/acme/weather/-/tree/main", "README.md", GITLAB + "README.md"),
        (
            "https://gitlab.com/acme/tools/weather",
            "README.md",
            "https://gitlab.com/acme/tools/weather/-/raw/HEAD/README.md",
        ),
        ("https://example.org/acme/weather", "README.md", None),
        ("https://github.com/acme", "README.md", None),
        ("https://github.com/acme/weather", "../secrets", None),
        ("https://github.com/acme/weather", "", None),
        ("/srv/repositories/weather", "README.md", None),
        ("file:///srv/repositories/weather", "README.md", None),
        ("", "README.md", None),
    ],
)
def test_raw_file_url_for_builtin_forges(settings, repository, path, expected):
    settings.REPO_RAW_URL_TEMPLATES = {}
    assert raw_file_url(repository, path) == expected


def test_raw_file_url_from_configured_templates(settings):
    settings.REPO_RAW_URL_TEMPLATES = Env(
        {
            "REPO_RAW_URL_TEMPLATES": (
                "git.example.org=https://git.example.org/{owner}/{repo}/raw/branch/HEAD/{path}"
                " 127.0.0.1:8080=http://127.0.0.1:8080/{owner}/{repo}/raw/{path},"
                "github.com=https://mirror.example.net/{owner}/{repo}/{path}"
            )
        }
    ).templates("REPO_RAW_URL_TEMPLATES")
    assert (
        raw_file_url("https://git.example.org/acme/weather.git", "README.md")
        == "https://git.example.org/acme/weather/raw/branch/HEAD/README.md"
    )
    assert (
        raw_file_url("http://127.0.0.1:8080/acme/weather", "tools.json")
        == "http://127.0.0.1:8080/acme/weather/raw/tools.json"
    )
    assert raw_file_url("http://127.0.0.1:9090/acme/weather", "tools.json") is None
    assert (
        raw_file_url("https://github.com/acme/weather", "README.md")
        == "https://mirror.example.net/acme/weather/README.md"
    )
