#!/usr/bin/env python3
"""The shape of the code, as docs/development.md reports it: imports that run up the
layers, module sizes and function sizes.

    .venv/bin/python tools/code_shape.py            # the summary
    .venv/bin/python tools/code_shape.py --list     # and every upward import, every long module

The layers are the ones pyproject.toml's import-linter contract names, lowest last; an
import runs upward when it goes to a higher layer, or between two packages of one layer
written as independent (``a | b``). Lines are physical lines; a function's size is from
its ``def`` to its last line, nested functions counted apart. Migrations and tests are
left out.
"""

from __future__ import annotations

import argparse
import ast
import statistics
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 500


def layers() -> list[list[str]]:
    """The contract's layers, lowest first, each a list of top-level packages."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    contract = next(c for c in config["contracts"] if c["type"] == "layers")
    return [[name.strip() for name in layer.split("|")] for layer in reversed(contract["layers"])]


def source_files(packages: list[str]) -> list[Path]:
    return sorted(
        path
        for package in packages
        for path in (ROOT / package).rglob("*.py")
        if "migrations" not in path.parts and "__pycache__" not in path.parts
    )


def upward_imports(floors: list[list[str]]) -> list[tuple[str, str]]:
    """(importer, imported) pairs that break the layers, read by import-linter's grimp."""
    import grimp

    sys.path.insert(0, str(ROOT))
    packages = [package for floor in floors for package in floor]
    graph = grimp.build_graph(*packages, cache_dir=None)
    floor_of = {package: n for n, floor in enumerate(floors) for package in floor}
    found = []
    for importer in sorted(graph.modules):
        for imported in sorted(graph.find_modules_directly_imported_by(importer)):
            low, high = importer.split(".")[0], imported.split(".")[0]
            if floor_of[high] > floor_of[low] or (floor_of[high] == floor_of[low] and high != low):
                found.append((importer, imported))
    return found


def function_sizes(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(), filename=str(path))
    return [
        node.end_lineno - node.lineno + 1
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="list every finding")
    options = parser.parse_args()
    floors = layers()
    files = source_files([package for floor in floors for package in floor])
    upward = upward_imports(floors)
    sizes = {path: len(path.read_text().splitlines()) for path in files}
    long_modules = sorted(((n, p) for p, n in sizes.items() if n > LIMIT), reverse=True)
    functions = sorted(size for path in files for size in function_sizes(path))
    print(f"layers, lowest first: {' < '.join(' | '.join(floor) for floor in floors)}")
    print(f"imports that run upward: {len(upward)}")
    print(f"modules: {len(files)}, {sum(sizes.values())} lines; over {LIMIT} lines: "
          f"{len(long_modules)}; largest {max(sizes.values())}")  # fmt: skip
    ninetieth = functions[int(len(functions) * 0.9)]
    print(f"functions: {len(functions)}; lines median {statistics.median(functions):g}, "
          f"90th percentile {ninetieth}, largest {functions[-1]}")  # fmt: skip
    if options.list:
        for importer, imported in upward:
            print(f"  upward: {importer} -> {imported}")
        for lines, path in long_modules:
            print(f"  long: {path.relative_to(ROOT)} {lines}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
