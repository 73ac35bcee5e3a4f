"""The project's version, read once from ``pyproject.toml`` (its one source)."""

import tomllib
from pathlib import Path

_PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"

VERSION: str = tomllib.loads(_PYPROJECT.read_text(encoding="utf-8"))["project"]["version"]
