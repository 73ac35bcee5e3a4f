"""The corpus: real MCP server packages, pinned, assessed in the sandbox, shipped.

``corpus/targets.toml`` (or a JSON file of the same shape) pins each package: one
``[[target]]`` table per package with these keys.

- ``registry``: ``npm`` or ``pypi``;
- ``name``, ``version``: the exact package and version (as ``manage.py assess --package``);
- ``hash``: the file's published hash, as the fetch checks it: npm's ``dist.integrity``
  (``sha512-…``); for PyPI ``sha256=<hex>`` of the wheel (or sdist) pip chooses;
- ``arguments`` (optional): the words the package is started with (no secrets);
- ``env`` (optional): variables the package sees, ``{NAME = "value"}`` (no secrets);
- ``kind``: what sort of server it is, in a word or two (``files``, ``time``, ``api``…);
- ``note``: one line on what it is and why it is in the corpus.

``run.corpus_run`` assesses each target at the static and the full type through the code
``manage.py assess --package`` runs, and writes the corpus file (``corpus/corpus.json``);
``load.corpus_load`` publishes its completed assessments as corpus listings.
"""

from __future__ import annotations

import hashlib
import json
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from certification.packages import PackageRef, parse_spec

SCHEMA = "sagentum.corpus/1"
TIERS = ("static", "full")
NPM_HASH = re.compile(r"^sha512-[A-Za-z0-9+/]{86}==$")
PYPI_HASH = re.compile(r"^sha256=[0-9a-f]{64}$")
ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


class TargetsInvalid(ValueError):
    """The targets file cannot be used; the message names the target and the key."""


@dataclass(frozen=True)
class CorpusTarget:
    """One pinned package of the targets file."""

    registry: str
    name: str
    version: str
    hash: str
    kind: str
    note: str
    arguments: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)

    @property
    def ref(self) -> PackageRef:
        return PackageRef(self.registry, self.name, self.version, package_arguments=self.arguments)

    @property
    def spec(self) -> str:
        return self.ref.spec

    def record(self) -> dict:
        """What the corpus file says of the target (variables by name and value: the
        targets file holds none that are secret)."""
        return {
            "registry": self.registry, "name": self.name, "version": self.version,
            "hash": self.hash, "kind": self.kind, "note": self.note,
            "arguments": list(self.arguments), "env": dict(self.env),
        }  # fmt: skip


@dataclass(frozen=True)
class Targets:
    targets: tuple[CorpusTarget, ...]
    sha256: str  # of the file's bytes


def read_targets(path: Path) -> Targets:
    """The targets of a TOML (``.toml``) or JSON file; raises ``TargetsInvalid``."""
    data = Path(path).read_bytes()
    try:
        parsed = tomllib.loads(data.decode()) if str(path).endswith(".toml") else json.loads(data)
    except (ValueError, UnicodeDecodeError) as error:
        raise TargetsInvalid(f"{path}: {error}") from None
    rows = parsed.get("target") if isinstance(parsed, dict) else None
    if not isinstance(rows, list) or not rows:
        raise TargetsInvalid(f"{path}: no [[target]] tables")
    targets = tuple(_target(n, row) for n, row in enumerate(rows, 1))
    seen: set[tuple[str, str]] = set()
    for target in targets:
        key = (target.registry, target.name.lower())
        if key in seen:
            raise TargetsInvalid(f"{target.spec}: listed twice")
        seen.add(key)
    return Targets(targets, hashlib.sha256(data).hexdigest())


def _target(n: int, row: object) -> CorpusTarget:
    if not isinstance(row, dict):
        raise TargetsInvalid(f"target {n}: not a table")
    where = f"target {n} ({row.get('name', '?')})"
    for key in ("registry", "name", "version", "hash", "kind", "note"):
        if not isinstance(row.get(key), str) or not row[key].strip():
            raise TargetsInvalid(f"{where}: {key} must be a non-empty string")
    separator = "==" if row["registry"] == "pypi" else "@"
    try:
        parse_spec(f"{row['registry']}:{row['name']}{separator}{row['version']}")
    except ValueError as error:
        raise TargetsInvalid(f"{where}: {error}") from None
    pattern = PYPI_HASH if row["registry"] == "pypi" else NPM_HASH
    if not pattern.match(row["hash"]):
        shape = "sha256=<64 hex digits>" if row["registry"] == "pypi" else "sha512-<base64>"
        raise TargetsInvalid(f"{where}: hash must be {shape}")
    arguments, env = row.get("arguments", []), row.get("env", {})
    if not isinstance(arguments, list) or not all(isinstance(a, str) for a in arguments):
        raise TargetsInvalid(f"{where}: arguments must be a list of strings")
    if not isinstance(env, dict) or not all(
        ENV_NAME.match(k) and isinstance(v, str) for k, v in env.items()
    ):
        raise TargetsInvalid(f"{where}: env must map variable names to strings")
    return CorpusTarget(
        row["registry"], row["name"], row["version"], row["hash"], row["kind"].strip(),
        " ".join(row["note"].split()), tuple(arguments), dict(env),
    )  # fmt: skip


def read_corpus(path: Path) -> dict:
    """The corpus file, parsed; ``ValueError`` when it is not one."""
    try:
        corpus = json.loads(Path(path).read_text(encoding="utf-8"))
    except ValueError as error:
        raise ValueError(f"{path}: not a corpus file, not JSON ({error})") from None
    if not isinstance(corpus, dict) or corpus.get("schema") != SCHEMA:
        raise ValueError(f"{path}: not a corpus file ({SCHEMA})")
    return corpus
