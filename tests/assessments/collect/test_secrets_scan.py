"""The secrets scan: each detection rule, its placeholders, and the walk's limits."""

from __future__ import annotations

import os

import pytest

from assessments.collect.files import Limits, Walk, is_test_fixture, iter_text_files
from assessments.collect.secrets import (
    find_secrets,
    is_secret_name,
    looks_like_secret,
    shannon_entropy,
)
from tests.paths import ROOT
from tests.repos import (
    ALNUM,
    _random,
    fake_aws_key,
    fake_github_token,
    fake_password,
    fake_private_key,
)


def kinds(path: str, text: str) -> list[tuple[int, str]]:
    """The findings that count: placeholders are reported apart and cost nothing."""
    return [(f.line, f.kind) for f in find_secrets(path, text) if not f.placeholder]


def token(prefix: str, length: int, alphabet: str = ALNUM) -> str:
    return prefix + _random(alphabet, length)


UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

POSITIVE = [
    ("aws-access-key", lambda: fake_aws_key()),
    ("github-token", lambda: fake_github_token()),
    ("github-token", lambda: token("gh" + "s_", 36)),
    ("github-token", lambda: token("github" + "_pat_", 82, ALNUM + "_")),
    ("gitlab-token", lambda: token("gl" + "pat-", 20)),
    ("slack-token", lambda: "xo" + "xb-" + token("", 12, "0123456789") + "-" + token("", 24)),
    ("stripe-live-key", lambda: token("sk" + "_live_", 24)),
    ("google-api-key", lambda: token("AI" + "za", 35)),
    ("openai-api-key", lambda: "sk-proj-" + token("", 20) + "T3Blbk" + "FJ" + token("", 20)),
    ("anthropic-api-key", lambda: "sk-ant-" + "api03-" + token("", 90)),
]


@pytest.mark.parametrize(("kind", "make"), POSITIVE, ids=[k for k, _ in POSITIVE])
def test_it_finds_each_token_kind_at_its_line(kind, make):
    text = f"# settings\n\nvalue = '{make()}'\n"
    assert (3, kind) in kinds("src/settings.py", text)


@pytest.mark.parametrize(
    "text",
    [
        "AKIAIOSFODNN7EXAMPLE",  # the AWS documentation's own example
        "gh" + "p_" + "x" * 36,
        "gh" + "p_" + "1234567890abcdefghijklmnopqrstuvwxyz",
        "xo" + "xb-your-token-here",
        "sk" + "_live_" + "xxxxxxxxxxxxxxxxxxxxxxxx",
        "gh" + "p_" + "short",
    ],
)
def test_it_ignores_token_placeholders(text):
    assert kinds("README.md", f"export TOKEN={text}\n") == []


def test_it_finds_a_private_key_and_only_with_key_material():
    key = fake_private_key()
    assert kinds("deploy/id_rsa", key) == [(1, "private-key")]
    escaped = "const KEY = '" + key.replace("\n", "\\n") + "';\n"
    assert kinds("src/key.ts", escaped) == [(1, "private-key")]
    parser = 'if pem.startswith("-----BEGIN ' + 'PRIVATE KEY-----"):\n    return load(pem)\n'
    assert kinds("src/pem.py", parser) == []


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("src/config.py", 'OPENAI_API_KEY = "{v}"'),
        ("src/config.py", 'client = Client(api_key="{v}")'),
        ("src/config.py", 'SECRET: str = "{v}"'),
        ("src/index.ts", 'const authToken: string = "{v}";'),
        ("src/index.ts", "const config = { apiKey: '{v}' };"),
        ("config.json", '{"client_secret": "{v}"}'),
        (".env", "DB_PASSWORD={v}"),
        ("deploy/values.yaml", "  password: {v}"),
        ("deploy/run.sh", "export GITHUB_TOKEN={v}"),
    ],
)
def test_it_finds_generic_secret_assignments(path, line):
    value = fake_password()
    assert kinds(path, line.replace("{v}", value) + "\n") == [(1, "generic-assignment")]


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("src/config.py", 'API_KEY = os.environ["OPENAI_API_KEY"]'),
        ("src/config.py", 'api_key = os.getenv("API_KEY")'),
        ("src/index.ts", "const token = process.env.GITHUB_TOKEN;"),
        ("src/config.py", 'password = "changeme"'),
        ("src/config.py", 'API_KEY = "your-api-key-here"'),
        ("src/config.py", 'API_KEY = "xxxxxxxxxxxxxxxxxxxx"'),
        ("src/config.py", 'API_KEY = "<your-token-goes-in-this-place>"'),
        ("src/config.py", 'TOKEN = "${GITHUB_TOKEN_FROM_THE_ENVIRONMENT}"'),
        ("src/config.py", 'TOKEN_ENV = "GITHUB_TOKEN_FROM_ENV"'),
        ("src/config.py", 'api_key = "OPENAI_API_KEY_VARIABLE"'),
        ("src/config.py", 'public_key = "{v}"'),
        ("src/config.py", 'password_help = "Use at least twelve characters"'),
        ("src/config.py", "password = get_password_from_the_vault()"),
        ("src/config.py", 'token_url = "https://auth.example.com/oauth/token"'),
        ("src/config.py", 'if password == "{v}":'),
        ("values.yaml", "password: ${DB_PASSWORD}"),
        ("values.yaml", 'password: "{{ vault_db_password }}"'),
        ("src/config.py", 'API_KEY = "aaaaaaaaaaaaaaaaaaaaaaaa"'),
        ("src/config.py", 'API_KEY = "1234123412341234"'),
        ("src/app.py", "password = some_function_returning_the_password"),
    ],
)
def test_it_ignores_placeholders_and_lookups(path, line):
    assert kinds(path, line.replace("{v}", fake_password()) + "\n") == []


def test_it_finds_credentials_in_urls():
    password = fake_password()
    text = f"remote = 'https://deploy:{password}@git.acme-corp.io/x.git'\n"
    assert kinds("scripts/mirror.py", text) == [(1, "credentials-in-url")]
    text = f"DATABASE_URL=postgres://app:{password}@db.internal:5432/app\n"
    assert kinds(".env", text) == [(1, "credentials-in-url")]


@pytest.mark.parametrize(
    "url",
    [
        "https://user:pass@host.acme-corp.io/",
        "postgres://username:password@localhost/db",
        "postgres://postgres:postgres@localhost/db",
        "https://user:${PASSWORD}@host.acme-corp.io/",
        "https://user:<password>@host.acme-corp.io/",
        "redis://:****@cache.acme-corp.io:6379",
        "https://deploy:{v}@git.example.com/repo.git",
        "http://localhost:8080/path@thing",
        "git@github.com:acme/weather.git",
    ],
)
def test_it_ignores_placeholder_credentials_in_urls(url):
    assert kinds("README.md", url.replace("{v}", fake_password()) + "\n") == []


def test_findings_never_carry_the_secret():
    planted = [fake_private_key(), fake_github_token(), fake_aws_key(), fake_password()]
    text = (
        f"{planted[0]}\nTOKEN = '{planted[1]}'\nKEY = '{planted[2]}'\n"
        f"url = 'https://u:{planted[3]}@acme-corp.io'\n"
    )
    findings = find_secrets("src/all.py", text)
    assert {f.kind for f in findings} == {
        "private-key",
        "github-token",
        "aws-access-key",
        "credentials-in-url",
    }
    dump = repr(findings)
    for secret in planted:
        assert secret.strip() not in dump
        assert secret.strip()[4:20] not in dump


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("tests/fixtures/key.pem", True),
        ("test/data.txt", True),
        ("pkg/testdata/x.json", True),
        ("web/__tests__/a.js", True),
        ("spec/helpers.rb", True),
        ("examples/quickstart.py", True),
        ("src/test_client.py", True),
        ("src/client_test.go", True),
        ("src/client.test.ts", True),
        ("src/client.spec.js", True),
        ("src/ClientTest.java", True),
        ("conftest.py", True),
        ("src/fixture_data.json", True),
        ("src/client.py", False),
        ("src/latest.py", False),
        ("src/contest/entry.py", False),
        ("README.md", False),
    ],
)
def test_it_marks_test_fixtures(path, expected):
    assert is_test_fixture(path) is expected


def test_fixture_findings_are_marked():
    [finding] = find_secrets("tests/fixtures/aws.txt", f"key={fake_aws_key()}\n")
    assert finding.in_test_fixture is True


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("API_KEY", True),
        ("apiKey", True),
        ("stripe_secret_key", True),
        ("GITHUB_TOKEN", True),
        ("client_secret", True),
        ("DB_PASSWORD", True),
        ("password_hash", True),
        ("self.api_key", True),
        ("public_key", False),
        ("primary_key", False),
        ("cache_key", False),
        ("key", False),
        ("monkey", False),
        ("token_url", False),
    ],
)
def test_secret_names(name, expected):
    assert is_secret_name(name) is expected


def test_entropy_and_randomness():
    assert shannon_entropy("") == 0
    assert shannon_entropy("aaaa") == 0
    assert shannon_entropy("abcd") == 2
    assert looks_like_secret("uJ2oC7Z3" + "6kQpR97a")
    assert not looks_like_secret("uJ2oC7Z36XxXx97a")  # a placeholder-like run
    assert not looks_like_secret("short1A")


def write(root, files: dict[str, bytes]):
    for name, data in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def test_the_walk_skips_git_vendored_binary_large_files_and_symlinks(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("TOKEN = 'not part of the repository'\n")
    root = tmp_path / "repo"
    write(
        root,
        {
            "a.py": b"print(1)\n",
            ".git/config": b"[core]\n",
            "node_modules/x/index.js": b"x\n",
            "logo.png": b"\x89PNG",
            "data.bin2": b"\x00\x01binary",
            "big.txt": b"x" * 2048,
        },
    )
    os.symlink(outside, root / "link.txt")
    walk = Walk()
    read = dict(iter_text_files(root, walk, Limits(max_file_bytes=1024)))
    assert list(read) == ["a.py"]
    assert (walk.files_read, walk.truncated) == (1, False)


@pytest.mark.parametrize(
    "limits", [Limits(max_files=3), Limits(max_total_bytes=30)], ids=["files", "bytes"]
)
def test_the_walk_stops_at_its_limits_and_says_so(tmp_path, limits):
    write(tmp_path, {f"f{i}.txt": b"0123456789\n" for i in range(6)})
    walk = Walk()
    read = list(iter_text_files(tmp_path, walk, limits))
    assert len(read) == walk.files_read < 6
    assert walk.truncated is True


def test_line_numbers_survive_characters_that_grow_when_lower_cased():
    text = "title = 'İİİİ'\n\nAPI_KEY = '" + fake_password() + "'\n"
    assert kinds("src/config.py", text) == [(3, "generic-assignment")]


def test_sample_credentials_from_documentation_are_not_findings():
    text = (
        "# e.g. mysql://root:Zk3v9QpL2xW8@localhost/db\n"
        "URL = 'sqla+postgresql://scott:tiger@localhost/mydatabase'\n"
        "BUS = 'azureservicebus://SAS_POLICY_NAME:SAS_KEY@NAMESPACE'\n"
        "MULTI = 'https://foo.com:123,foo:bar@bar.com/path'\n"
        'PROTOCOL_VERSION_META_KEY = "io.modelcontextprotocol/protocolVersion"\n'
        'SESSION_KEY = "account_email_verification_code"\n'
    )
    assert kinds("src/settings.py", text) == []


def test_a_token_shaped_placeholder_is_reported_as_one():
    found = find_secrets("README.md", "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\n")
    assert [(f.kind, f.placeholder) for f in found] == [("aws-access-key", True)]


@pytest.mark.parametrize(
    "value",
    ["sk_test_0123456789ABCDEFghij", "ABCDEF123456ghijklMNOP", "Zq9-456789-wXyZ-qrstuv"],
)
def test_a_counting_run_is_a_placeholder_not_a_secret(value):
    assert kinds("src/config.py", f'API_KEY = "{value}"\n') == []


@pytest.mark.parametrize(
    "path",
    ["package-lock.json", "web/yarn.lock", "Cargo.lock", "go.sum", "uv.lock", ".secrets.baseline",
     "tests/cassettes/list_users.yaml", "src/recordings/page2.json", "api.har"],
)  # fmt: skip
def test_lockfiles_baselines_and_recorded_responses_are_not_scanned(path):
    text = f'"integrity": "sha512-{token("", 60)}"\nAPI_TOKEN="{token("", 32)}"\n'
    assert find_secrets(path, text) == []


def test_a_rust_test_module_counts_as_a_test_fixture():
    key = token("gh" + "p_", 36)
    text = f'fn main() {{}}\n\n#[cfg(test)]\nmod tests {{\n    const T: &str = "{key}";\n}}\n'
    found = find_secrets("src/lib.rs", text)
    assert [(f.line, f.kind, f.in_test_fixture) for f in found] == [(5, "github-token", True)]
    shipped = find_secrets(
        "src/lib.rs", f'const T: &str = "{key}";\n#[cfg(test)]\nmod tests {{}}\n'
    )
    assert [(f.line, f.in_test_fixture) for f in shipped] == [(1, False)]


def test_a_real_looking_key_in_a_committed_env_backup_still_fails():
    from assessments.graders.repository import grade_security_static
    from assessments.observations import RepositoryObservation

    found = find_secrets(".env.backup", f"OPENAI_API_KEY={token('', 40)}\n")
    assert [f.kind for f in found] == ["generic-assignment"]
    graded = grade_security_static(RepositoryObservation(secrets=tuple(found), files_scanned=1))
    assert graded.grade == "fail"


def test_only_the_item_cfg_test_marks_is_test_code():
    key = token("gh" + "p_", 36)
    top = f'#[cfg(test)]\nmod tests;\n\nconst T: &str = "{key}";\n'
    assert [(f.line, f.in_test_fixture) for f in find_secrets("src/lib.rs", top)] == [(4, False)]
    one_fn = f'#[cfg(test)]\nfn helper() {{ let _k = 1; }}\n\nconst T: &str = "{key}";\n'
    assert [(f.line, f.in_test_fixture) for f in find_secrets("src/lib.rs", one_fn)] == [(4, False)]


def test_hostile_whitespace_never_stalls_the_scanners():
    """Patterns anchored at line starts once took quadratic time on runs of newlines or
    spaces (minutes for a 1 MiB file); run in a child so a stall can be killed."""
    import subprocess
    import sys

    code = (
        "from assessments.collect.secrets import find_secrets\n"
        "from assessments.collect.source_tools import tools_in_file\n"
        "from assessments.collect.doc_tools import tools_in_document\n"
        "from assessments.observations import Document\n"
        "find_secrets('src/a.rs', '\\n' * 400000 + '#[cfg(test)]\\n')\n"
        "tools_in_file('src/a.rs', 'tool\\n' + '\\n' * 400000)\n"
        "tools_in_file('a.go', 'mcp.NewTool(\"x\", mcp.WithDescription(d))\\n' + ' ' * 400000)\n"
        "tools_in_document(Document('R.md', '## Tools\\n\\n- `t_a`: x\\n  - a' + ' ' * 400000))\n"
    )
    root = ROOT
    subprocess.run([sys.executable, "-c", code], cwd=root, timeout=30, check=True)
