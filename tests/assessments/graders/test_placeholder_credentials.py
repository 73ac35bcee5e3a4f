"""Placeholder credentials cost nothing, real ones in code that runs still fail, and a
hard-coded default encryption key is a gap of its own (dimension 4, static part)."""

from __future__ import annotations

import pytest

from assessments.collect.files import Walk, iter_text_files
from assessments.collect.secrets import find_secrets, sequential_bytes
from assessments.graders.repository import grade_security_static
from assessments.observations import RepositoryObservation
from tests.repos import fake_password


def counted(path: str, text: str) -> list[tuple[int, str]]:
    return [(f.line, f.kind) for f in find_secrets(path, text) if not f.placeholder]


def listed(path: str, text: str) -> list[tuple[int, str]]:
    return [(f.line, f.kind) for f in find_secrets(path, text) if f.placeholder]


def graded(path: str, text: str):
    found = tuple(find_secrets(path, text))
    return grade_security_static(RepositoryObservation(secrets=found, files_scanned=1))


@pytest.mark.parametrize(
    "url",
    [
        "postgres://user:password@db.acme-corp.io/app",
        "postgres://admin:abc123@db.acme-corp.io/app",
        "mysql://root:0123456789@db.acme-corp.io/app",
        "redis://app:your-key-here@cache.acme-corp.io:6379",
        "amqp://guest:guest@mq.acme-corp.io//",
    ],
)
def test_it_lists_a_connection_string_placeholder_at_no_cost(url):
    text = f'DATABASE_URL = "{url}"\n'
    assert counted("src/settings.py", text) == []
    assert listed("src/settings.py", text) == [(1, "credentials-in-url")]
    assert graded("src/settings.py", text).grade == "pass"


@pytest.mark.parametrize(
    "value",
    [
        "abc123def456ghi789jkl",
        "your-key-here-0000-1111",
        "sk-xxx-9f8e7d6c5b4a3f2e1d",
        "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
        "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=",
    ],
)
def test_a_placeholder_value_is_listed_not_counted(value):
    text = f'ENCRYPTION_KEY = "{value}"\n'
    assert counted("src/config.py", text) == []
    assert listed("src/config.py", text) == [(1, "generic-assignment")]
    result = graded("src/config.py", text)
    assert result.grade == "pass"
    assert result.evidence["placeholders"][0]["path"] == "src/config.py"


def test_sequential_bytes_in_hex_escapes_and_base64():
    assert sequential_bytes("000102030405060708090a0b0c0d0e0f")
    assert sequential_bytes("0x101112131415161718")
    assert sequential_bytes("\\x00\\x01\\x02\\x03\\x04\\x05\\x06\\x07")
    assert sequential_bytes("AAECAwQFBgcICQoLDA0ODw==")
    assert not sequential_bytes("9f3ac81e77d2b0c4e5a61f08")
    assert not sequential_bytes(fake_password())


def test_a_test_token_in_a_test_file_is_a_placeholder_but_not_in_shipped_code():
    text = 'NOTION_TOKEN = "ntn_test_token_123"\n'
    assert counted("tests/test_client.py", text) == []
    assert listed("tests/test_client.py", text) == [(1, "generic-assignment")]
    assert graded("tests/test_client.py", text).grade == "pass"
    # The same literal in code that runs is still a finding.
    assert counted("src/client.py", text) == [(1, "generic-assignment")]


def test_a_credential_in_a_documentation_example_is_a_placeholder():
    password = fake_password()
    readme = (
        "## Configure\n\n```json\n"
        f'{{"mcpServers": {{"db": {{"env": {{"DB_PASSWORD": "{password}"}}}}}}}}\n'
        "```\n\n"
        f"Connect with `postgres://app:{password}@db.acme-corp.io/app`.\n"
    )
    assert counted("README.md", readme) == []
    assert listed("README.md", readme) == [(4, "generic-assignment"), (7, "credentials-in-url")]
    assert graded("docs/setup.mdx", readme).grade == "pass"


def test_a_real_looking_key_in_code_that_runs_still_fails():
    password = fake_password()
    for path, text in (
        ("src/config.py", f'API_KEY = "{password}"\n'),
        ("src/db.py", f'URL = "postgres://app:{password}@db.acme-corp.io/app"\n'),
        ("src/config.py", f'API_KEY = os.environ.get("API_KEY", "{password}")\n'),
        ("src/index.ts", f'const apiKey = process.env.API_KEY || "{password}";\n'),
    ):
        assert counted(path, text), path
        assert graded(path, text).grade == "fail", path


def test_a_provider_shaped_token_in_documentation_still_counts():
    token = "gh" + "p_" + fake_password()[:14] * 3
    assert counted("README.md", f"export GITHUB_TOKEN={token[:40]}\n") == [(1, "github-token")]


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("src/crypto.py", 'ENCRYPTION_KEY = os.getenv("ENCRYPTION_KEY", "default-encryption-key")'),
        ("src/settings.py", 'SECRET_KEY = os.environ.get("SECRET_KEY") or "dev-secret-key"'),
        ("src/settings.py", 'SECRET_KEY = config("SECRET_KEY", default="django-insecure-x1")'),
        ("src/auth.ts", 'const secret = process.env.JWT_SECRET || "supersecret";'),
        ("src/auth.ts", "const key = process.env['SESSION_SECRET'] ?? 'keyboard cat';"),
        ("src/main.rs", 'let k = env::var("AES_KEY").unwrap_or_else(|_| "k".repeat(32));'),
        ("src/main.rs", 'let k = std::env::var("CIPHER_KEY").unwrap_or("0123456789abcdef");'),
        ("cmd/main.go", 'key := getEnv("ENCRYPTION_KEY", "' + fake_password() + '")'),
    ],
)
def test_a_hard_coded_default_encryption_key_is_a_gap_named_as_such(path, line):
    found = counted(path, line + "\n")
    assert found == [(1, "default-encryption-key")]
    result = graded(path, line + "\n")
    assert result.grade == "partial"
    labels = [r["label"] for r in result.reasons]
    assert labels == ["default-encryption-key"]
    assert "setting is missing" in result.reasons[0]["hint"]


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("src/crypto.py", 'ENCRYPTION_KEY = os.getenv("ENCRYPTION_KEY")'),
        ("src/crypto.py", 'ENCRYPTION_KEY = os.getenv("ENCRYPTION_KEY", "")'),
        ("src/cache.py", 'CACHE_KEY = os.getenv("CACHE_KEY", "weather-v1")'),
        ("src/log.py", 'LEVEL = os.getenv("LOG_LEVEL", "info")'),
        ("src/auth.ts", 'const token = process.env.GITHUB_TOKEN || "";'),
        ("tests/test_crypto.py", 'KEY = os.getenv("ENCRYPTION_KEY", "test-key")'),
        ("docs/deploy.md", 'SECRET_KEY = os.getenv("SECRET_KEY", "change-me")'),
    ],
)
def test_no_default_key_finding_without_a_literal_a_key_or_code_that_runs(path, line):
    assert [f for f in find_secrets(path, line + "\n") if f.kind == "default-encryption-key"] == []


def test_a_default_key_with_a_real_secret_still_fails():
    password = fake_password()
    text = f'SECRET_KEY = "{password}"\nAES_KEY = os.getenv("AES_KEY", "fallback-key")\n'
    result = graded("src/settings.py", text)
    assert result.grade == "fail"
    labels = [r["label"] for r in result.reasons]
    assert labels == ["secret-in-repository", "default-encryption-key"]


def test_a_repository_on_disk_grades_placeholders_and_the_default_key(tmp_path):
    (tmp_path / "src").mkdir()
    (tmp_path / "tests").mkdir()
    (tmp_path / "README.md").write_text(
        "Set `DATABASE_URL=postgres://user:password@localhost:5432/app`.\n"
    )
    (tmp_path / "src" / "crypto.py").write_text(
        'import os\n\nKEY = os.environ.get("ENCRYPTION_KEY", "0123456789abcdef0123456789abcdef")\n'
    )
    (tmp_path / "tests" / "test_notion.py").write_text('TOKEN = "ntn_test_token_123"\n')
    walk = Walk()
    files = iter_text_files(tmp_path, walk)
    findings = [finding for path, text in files for finding in find_secrets(path, text)]
    result = grade_security_static(
        RepositoryObservation(secrets=tuple(findings), files_scanned=walk.files_read)
    )
    assert result.grade == "partial"
    assert [r["label"] for r in result.reasons] == ["default-encryption-key"]
    assert result.evidence["locations"] == [
        {"path": "src/crypto.py", "line": 3, "kind": "default-encryption-key",
         "in_test_fixture": False},
    ]  # fmt: skip
    assert {p["path"] for p in result.evidence["placeholders"]} == {
        "README.md",
        "tests/test_notion.py",
    }


def test_a_docstring_that_shows_the_pattern_with_an_ellipsis_is_no_finding():
    text = '"""Like ``os.getenv("SECRET_KEY", "…")`` or ``process.env.JWT_SECRET || "..."``."""\n'
    assert find_secrets("src/rules.py", text) == []
