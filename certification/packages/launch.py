"""How a fetched package is started inside the sandbox, as users' clients start it.

npm: the package's ``bin`` (the one named like the package when it has several) run by
Node. PyPI: the package's console script (the one named like the package when it has
several), imported from the installed tree by the sandbox's Python.
"""

from __future__ import annotations

import configparser
import re
from pathlib import Path
from typing import Any

from certification.packages import PackageRefused

ROOT = "/pkg"


def entry_point(registry: str, name: str, package_json: dict[str, Any], run_dir: Path):
    """The program (paths inside the sandbox) that starts the server, before the
    listing's package arguments."""
    from django.conf import settings

    if registry == "npm":
        script = _npm_script(name, package_json)
        return (settings.SANDBOX_NODE, f"{ROOT}/node_modules/{name}/{script}")
    module, attribute = _console_script(name, run_dir / "site")
    bootstrap = (
        f"import sys; sys.path.insert(0, {ROOT + '/site'!r}); sys.argv[0] = {name!r}; "
        f"import importlib; target = importlib.import_module({module!r})\n"
        f"for part in {attribute!r}.split('.'): target = getattr(target, part)\n"
        "sys.exit(target())"
    )
    return (settings.SANDBOX_PYTHON, "-s", "-E", "-c", bootstrap)


def _npm_script(name: str, package_json: dict[str, Any]) -> str:
    base = name.rsplit("/", 1)[-1]
    binaries = package_json.get("bin")
    if isinstance(binaries, str) and binaries.strip():
        return _inside(binaries, name)
    if isinstance(binaries, dict) and binaries:
        chosen = binaries.get(base) or binaries.get(name)
        if chosen is None:
            chosen = binaries[sorted(binaries)[0]] if len(binaries) == 1 else None
        if chosen is None:
            matching = [key for key in sorted(binaries) if base in key or key in base]
            chosen = binaries[matching[0]] if matching else binaries[sorted(binaries)[0]]
        return _inside(str(chosen), name)
    main = package_json.get("main")
    if isinstance(main, str) and main.strip():
        return _inside(main, name)
    raise PackageRefused("no-entry-point", f"{name} names no bin and no main in package.json")


def _inside(path: str, name: str) -> str:
    clean = path.strip().removeprefix("./")
    if clean.startswith("/") or ".." in clean.split("/"):
        raise PackageRefused("no-entry-point", f"{name}'s bin points outside the package")
    return clean


def _console_script(name: str, site: Path) -> tuple[str, str]:
    wanted = _normal(name)
    infos = [p for p in site.glob("*.dist-info") if _normal(p.name.split("-")[0]) == wanted]
    if not infos:
        raise PackageRefused("no-entry-point", f"{name} was not installed")
    parser = configparser.ConfigParser(delimiters=("=",), interpolation=None)
    parser.optionxform = str  # script names keep their case
    try:
        parser.read(infos[0] / "entry_points.txt", encoding="utf-8")
        scripts = dict(parser.items("console_scripts")) if parser.has_section(
            "console_scripts") else {}  # fmt: skip
    except configparser.Error:
        scripts = {}
    if not scripts:
        raise PackageRefused("no-entry-point", f"{name} installs no console script to start")
    chosen = next((v for k, v in scripts.items() if _normal(k) == wanted), None)
    if chosen is None:
        chosen = scripts[sorted(scripts)[0]]
    target = chosen.split("[", 1)[0].strip()
    module, _, attribute = target.partition(":")
    if not MODULE.match(module) or (attribute and not MODULE.match(attribute)):
        raise PackageRefused("no-entry-point", f"{name}'s console script {target!r} is unusable")
    return module, attribute or "main"


MODULE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*$")


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()
