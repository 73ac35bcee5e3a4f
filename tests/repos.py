"""Real git repositories for tests, built with ``git`` in a temporary directory, and a
loopback git server (smart HTTP through ``git http-backend``) to clone them from.

Secret-looking values are generated at run time from random bytes, so that no
real-looking secret is ever committed to this project.

Builders (each returns the repository's path):

- ``clean_repo``: recent commits, README.md, CHANGELOG.md, a release tag and a
  Python MCP server with annotated, described tools and output schemas;
- ``leaky_repo``: a committed private key and a GitHub token in shipped code;
- ``fixture_secret_repo``: a secret only under tests/fixtures/;
- ``abandoned_repo``: last commit a year back, no changelog;
- ``url_credentials_repo``: credentials in a URL in a configuration file.
"""

from __future__ import annotations

import base64
import datetime
import os
import secrets
import socket
import string
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler
from pathlib import Path

from tests.localhttp import LoopbackHTTPServer

DAY = datetime.timedelta(days=1)

SERVER_PY = '''\
"""A weather MCP server."""

from typing import Annotated

from mcp import types as mcp_types
from mcp.server.mcpserver import MCPServer
from pydantic import BaseModel, Field

server = MCPServer("weather", log_level="WARNING")
READ_ONLY = mcp_types.ToolAnnotations(read_only_hint=True, destructive_hint=False)


class Forecast(BaseModel):
    city: str = Field(description="The city the forecast is for")
    celsius: float = Field(description="The expected temperature in degrees Celsius")


@server.tool(annotations=READ_ONLY)
def get_forecast(
    city: Annotated[str, Field(description="The city to forecast, e.g. Lisbon")],
    days: Annotated[int, Field(description="How many days ahead, 1 to 7")] = 1,
) -> Forecast:
    """Return the weather forecast for a city; read-only, it changes nothing."""
    return Forecast(city=city, celsius=21.5)


@server.tool(
    name="delete_alert",
    description="Delete a weather alert subscription by id. This removes it permanently.",
    annotations=mcp_types.ToolAnnotations(read_only_hint=False, destructive_hint=True),
)
def remove_alert(
    alert_id: Annotated[str, Field(description="The id of the alert subscription")],
) -> Forecast:
    return Forecast(city="", celsius=0)


if __name__ == "__main__":
    server.run()
'''

README = """# Weather MCP

A weather server. Tools: `get_forecast(city: string, days: integer)`,
`delete_alert(alert_id: string)`.
"""


def git(cwd: Path, *args: str, when: datetime.datetime | None = None) -> str:
    """Run git in ``cwd`` with a fixed identity, optionally dating the commit ``when``."""
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "Fixture",
        "GIT_AUTHOR_EMAIL": "fixture@example.org",
        "GIT_COMMITTER_NAME": "Fixture",
        "GIT_COMMITTER_EMAIL": "fixture@example.org",
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": os.devnull,
    }
    if when is not None:
        stamp = when.strftime("%Y-%m-%dT%H:%M:%S%z")
        env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = stamp
    result = subprocess.run(
        ["git", *args], cwd=cwd, env=env, capture_output=True, text=True, check=True
    )
    return result.stdout


def write_files(root: Path, files: Mapping[str, str | bytes]) -> None:
    for relative, content in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)


def make_repo(
    path: Path,
    commits: list[tuple[Mapping[str, str | bytes], datetime.datetime]],
    *,
    tags: tuple[str, ...] = (),
) -> Path:
    """A repository at ``path`` with one commit per ``(files, date)``, tags on the last."""
    path.mkdir(parents=True, exist_ok=True)
    git(path, "init", "--quiet", "--initial-branch=main")
    for number, (files, when) in enumerate(commits, start=1):
        write_files(path, files)
        git(path, "add", "--all")
        git(path, "commit", "--quiet", "--allow-empty", "-m", f"Change {number}", when=when)
    for tag in tags:
        git(path, "tag", tag)
    return path


def now() -> datetime.datetime:
    return datetime.datetime.now(datetime.UTC).replace(microsecond=0)


# Secret-looking values, random on every run.


def _random(alphabet: str, length: int) -> str:
    """Random characters, drawn again in the rare case that chance spelled a placeholder
    (``xxx``, ``fake``, a repeated run) that the scanner rightly ignores."""
    from assessments.collect.secrets import _placeholder_token

    while True:
        value = "".join(secrets.choice(alphabet) for _ in range(length))
        if not _placeholder_token(value):
            return value


ALNUM = string.ascii_letters + string.digits


def fake_private_key() -> str:
    body = base64.b64encode(secrets.token_bytes(48 * 6)).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    kind = "RSA " + "PRIVATE KEY"
    return "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----", ""])


def fake_github_token() -> str:
    return "gh" + "p_" + _random(ALNUM, 36)


def fake_aws_key() -> str:
    return "AK" + "IA" + _random(string.ascii_uppercase + string.digits, 16)


def fake_password() -> str:
    """A random password that the scanner must take for one: drawn again in the rare case
    that chance produced a placeholder-looking run (``xXxX``, ``1234567``)."""
    from assessments.collect.secrets import looks_like_secret

    while True:
        candidate = _random(ALNUM, 14) + "7a"
        if looks_like_secret(candidate):
            return candidate


# Fixture repositories.


def clean_repo(root: Path, *, last_commit_days_ago: int = 3) -> Path:
    latest = now() - last_commit_days_ago * DAY
    return make_repo(
        root / "clean",
        [
            ({"README.md": README, "pyproject.toml": "[project]\nname = 'weather'\n"},
             latest - 40 * DAY),
            ({"CHANGELOG.md": "# Changelog\n\n## 1.0.0\n- First release\n",
              "src/weather/server.py": SERVER_PY,
              "src/weather/settings.py": 'API_KEY = os.environ["WEATHER_API_KEY"]\n'
                                         'password = "changeme"\n'},
             latest),
        ],
        tags=("v1.0.0",),
    )  # fmt: skip


REFERENCE_README = """\
# Reference tools

A small MCP server: unit conversion, country lookup and arithmetic. It is hosted
at `https://reference.example.org/mcp` (Streamable HTTP); free to use.

## Install and run

```sh
pip install reference-tools
reference-tools --port 8000
```

## Authentication

No authentication is needed: the server is open and takes no credentials.

## Tools

| tool | parameters | returns |
|---|---|---|
| `convert_temperature` | `value` (number), `unit` (string: celsius or fahrenheit) | both |
| `lookup_country` | `code` (string, ISO 3166-1 alpha-2) | code, name, capital |
| `sum_numbers` | `a` (integer), `b` (integer) | a, b and total |
| `clear_records` | `confirm` (boolean) | what was cleared; destructive |

## Examples

```json
{"method": "tools/call", "params": {"name": "lookup_country", "arguments": {"code": "FR"}}}
```

## Troubleshooting

- `unknown country code`: use a two-letter code such as FR; the error lists the known codes.
- A wrong argument type is refused with an error naming the field.
"""


def reference_repo(root: Path) -> Path:
    """The repository of the reference fixture server (``servers.add_reference_tools``):
    a README documenting every tool with typed parameters, authentication, examples and
    troubleshooting, a dated changelog, a recent commit and a release tag."""
    latest = now() - 2 * DAY
    changelog = f"# Changelog\n\n## 1.0.0 — {latest.date().isoformat()}\n- First release\n"
    return make_repo(
        root / "reference",
        [({"README.md": REFERENCE_README, "CHANGELOG.md": changelog}, latest)],
        tags=("v1.0.0",),
    )


def leaky_repo(root: Path) -> tuple[Path, dict[str, str]]:
    """A repository with a committed private key and token; returns the secrets too."""
    planted = {"private-key": fake_private_key(), "github-token": fake_github_token()}
    files = {
        "README.md": README,
        "CHANGELOG.md": "# Changelog\n",
        "deploy/id_rsa": planted["private-key"],
        "src/client.ts": f'const octokit = new Octokit({{ auth: "{planted["github-token"]}" }});\n',
    }
    return make_repo(root / "leaky", [(files, now() - 2 * DAY)]), planted


def fixture_secret_repo(root: Path) -> tuple[Path, str]:
    """A repository whose only secret is a test fixture; returns the secret too."""
    secret = fake_aws_key()
    files = {
        "README.md": README,
        "CHANGELOG.md": "# Changelog\n",
        "src/app.py": "print('hello')\n",
        "tests/fixtures/credentials.txt": f"aws_access_key_id = {secret}\n",
    }
    return make_repo(root / "fixture-secret", [(files, now() - 2 * DAY)]), secret


def abandoned_repo(root: Path) -> Path:
    year_ago = now() - 365 * DAY
    return make_repo(
        root / "abandoned",
        [({"README.md": README}, year_ago - 30 * DAY), ({"main.py": "print(1)\n"}, year_ago)],
    )


def url_credentials_repo(root: Path) -> tuple[Path, str]:
    """A repository with credentials in a URL; returns the password too."""
    password = fake_password()
    files = {
        "README.md": README,
        "config/mirror.yaml": f"upstream: https://deploy:{password}@git.acme-corp.io/weather.git\n",
    }
    return make_repo(root / "url-credentials", [(files, now() - DAY)]), password


# A git server on loopback.


@dataclass(frozen=True)
class GitRequest:
    method: str
    path: str
    headers: dict[str, str]


class GitHTTPServer(LoopbackHTTPServer):
    """Serves bare copies of repositories over git's smart HTTP protocol on loopback
    (127.0.0.1, or ::1), through ``git http-backend``, recording every request it receives."""

    def __init__(self, root: Path, *, address: str = "127.0.0.1") -> None:
        self.root = root
        self.root.mkdir(parents=True, exist_ok=True)
        self.received: list[GitRequest] = []
        super().__init__(address=address)

    def url(self, name: str, host: str = "127.0.0.1") -> str:
        return f"http://{host}:{self.port}/{name}.git"

    def publish(self, repository: Path, name: str) -> str:
        """A bare copy of ``repository`` served as ``/<name>.git``; returns its URL."""
        bare = self.root / f"{name}.git"
        git(self.root, "clone", "--quiet", "--bare", str(repository), str(bare))
        git(bare, "config", "uploadpack.allowFilter", "true")
        git(bare, "config", "uploadpack.allowAnySHA1InWant", "true")
        return self.url(name)

    def _cgi_environment(self, request: BaseHTTPRequestHandler, length: int) -> dict[str, str]:
        path, _, query = request.path.partition("?")
        env = {
            "PATH": os.environ.get("PATH", os.defpath),
            "GIT_PROJECT_ROOT": str(self.root),
            "GIT_HTTP_EXPORT_ALL": "1",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": os.devnull,
            "PATH_INFO": path,
            "QUERY_STRING": query,
            "REQUEST_METHOD": request.command,
            "CONTENT_TYPE": request.headers.get("Content-Type", ""),
            "CONTENT_LENGTH": str(length),
            "REMOTE_ADDR": "127.0.0.1",
        }
        if request.headers.get("Git-Protocol"):
            env["GIT_PROTOCOL"] = request.headers["Git-Protocol"]
        if request.headers.get("Content-Encoding"):
            env["HTTP_CONTENT_ENCODING"] = request.headers["Content-Encoding"]
        return env

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:
                self._backend()

            def do_POST(self) -> None:
                self._backend()

            def _body(self) -> bytes:
                if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
                    chunks = []
                    while size := int(self.rfile.readline().strip() or b"0", 16):
                        chunks.append(self.rfile.read(size))
                        self.rfile.readline()
                    self.rfile.readline()
                    return b"".join(chunks)
                return self.rfile.read(int(self.headers.get("Content-Length") or 0))

            def _backend(self) -> None:
                with server._lock:
                    server.received.append(
                        GitRequest(self.command, self.path, dict(self.headers.items()))
                    )
                body = self._body()
                output = subprocess.run(
                    ["git", "http-backend"], input=body, capture_output=True,
                    env=server._cgi_environment(self, len(body)), check=False,
                ).stdout  # fmt: skip
                head, _, payload = output.partition(b"\r\n\r\n")
                headers = [line.split(b":", 1) for line in head.split(b"\r\n") if b":" in line]
                status = next((int(v.split()[0]) for k, v in headers if k == b"Status"), 200)
                self.send_response(status)
                for name, value in headers:
                    if name != b"Status":
                        self.send_header(name.decode(), value.strip().decode())
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, format: str, *args: object) -> None:
                pass

        return Handler


class SilentServer:
    """A loopback port that accepts connections and never answers (a hanging server)."""

    def __init__(self) -> None:
        self._socket = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._socket.bind(("127.0.0.1", 0))
        # Connections complete in the kernel's backlog and then wait forever.
        self._socket.listen(16)

    @property
    def port(self) -> int:
        return self._socket.getsockname()[1]

    def close(self) -> None:
        self._socket.close()
