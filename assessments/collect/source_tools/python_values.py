"""Python values a tool definition points to, followed one hop without running anything.

``Module`` holds the names of one file (assignments, classes, functions, imports);
``value_of`` follows a name, a class constant (an ``Enum`` member and its ``.value``),
an f-string, ``+`` of strings and a call of a function that returns one expression, in
the file or in the module of the same package the name is imported from (whose own
imports are not followed). Anything else is ``UNKNOWN``.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from typing import Any

from assessments.collect.source_tools.sources import Sources

MAX_DEPTH = 6


def _name(node: ast.AST | None) -> str:
    """The last dotted part of a name (``mcp_types.ToolAnnotations`` → ``ToolAnnotations``)."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _literal(node: ast.AST | None) -> Any:
    try:
        return ast.literal_eval(node) if node is not None else None
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _string(node: ast.AST | None) -> str | None:
    value = _literal(node)
    return value if isinstance(value, str) else None


class Module:
    """Names a definition may refer to: module-level assignments, classes and functions,
    names assigned exactly once inside functions (``read_only = ToolAnnotations(...)`` in
    the function that registers the tools), and names imported from another module of the
    same package (read through ``sources``, one hop: that module's own imports are not
    followed)."""

    def __init__(self, tree: ast.Module, path: str = "", sources: Sources | None = None) -> None:
        self.path, self.sources = path, sources
        self.values: dict[str, ast.expr] = {}
        self.classes: dict[str, ast.ClassDef] = {}
        self.functions: dict[str, ast.FunctionDef | ast.AsyncFunctionDef] = {}
        self.imports: dict[str, tuple[str, int, str]] = {}
        self._neighbours: dict[tuple[str, int], Module | None] = {}
        for node in tree.body:
            self._define(node)
        local: dict[str, list[ast.expr]] = {}
        for function in tree.body:
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in function.body:
                if isinstance(node, ast.Assign) and len(node.targets) == 1:
                    name = node.targets[0]
                    if isinstance(name, ast.Name):
                        local.setdefault(name.id, []).append(node.value)
        for name, values in local.items():
            if len(values) == 1 and name not in self.values:
                self.values[name] = values[0]

    def _define(self, node: ast.stmt) -> None:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            self.values[_name(node.targets[0])] = node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            self.values[_name(node.target)] = node.value
        elif isinstance(node, ast.ClassDef):
            self.classes[node.name] = node
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            self.functions[node.name] = node
        elif isinstance(node, ast.ImportFrom) and node.module != "__future__":
            for alias in node.names:
                local = alias.asname or alias.name
                self.imports[local] = (node.module or "", node.level, alias.name)

    def resolve(self, node: ast.expr | None, depth: int = 0) -> ast.expr | None:
        while isinstance(node, ast.Name) and node.id in self.values and depth < MAX_DEPTH:
            node, depth = self.values[node.id], depth + 1
        return node

    def neighbour(self, name: str) -> tuple[Module, str] | None:
        """The module of the same package ``name`` is imported from, and its name there."""
        if name not in self.imports or self.sources is None:
            return None
        module_name, level, original = self.imports[name]
        key = (module_name, level)
        if key not in self._neighbours:
            found = self.sources.python_module(self.path, module_name, level)
            self._neighbours[key] = Module(_parse(found[1]), found[0]) if found else None
        module = self._neighbours[key]
        return (module, original) if module is not None else None

    def class_named(self, name: str) -> tuple[ast.ClassDef, Module] | None:
        if name in self.classes:
            return self.classes[name], self
        found = self.neighbour(name)
        if found and found[1] in found[0].classes:
            return found[0].classes[found[1]], found[0]
        return None


def _parse(text: str) -> ast.Module:
    try:
        return ast.parse(text)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return ast.Module(body=[], type_ignores=[])


class Unknown:
    """A value the scanner cannot know without running the code."""


UNKNOWN = Unknown()
_STRING_METHODS = {"strip": str.strip, "lstrip": str.lstrip, "rstrip": str.rstrip}
_STRING_HELPERS = {"dedent": textwrap.dedent, "cleandoc": inspect.cleandoc}


def value_of(node: ast.AST | None, module: Module, depth: int = 0) -> Any:
    """The value of an expression, following names, class constants (an ``Enum`` member
    and its ``.value``), f-strings (a part that is not a constant is kept as ``{name}``),
    ``+`` of strings and calls of a function that returns one expression, one hop each
    (a name imported from the same package included); ``UNKNOWN`` for anything else."""
    if node is None or depth > MAX_DEPTH:
        return UNKNOWN
    literal = _literal(node)
    if literal is not None or (isinstance(node, ast.Constant) and node.value is None):
        return literal
    reader = _VALUE_READERS.get(type(node))
    return reader(node, module, depth + 1) if reader else UNKNOWN


def _name_value(node: ast.Name, module: Module, depth: int) -> Any:
    if node.id in module.values:
        return value_of(module.values[node.id], module, depth)
    found = module.neighbour(node.id)
    if found and found[1] in found[0].values:
        return value_of(found[0].values[found[1]], found[0], depth)
    return UNKNOWN


def _attribute_value(node: ast.Attribute, module: Module, depth: int) -> Any:
    target = node.value
    if node.attr in ("value", "name") and isinstance(target, ast.Attribute):
        member = _attribute_value(target, module, depth)
        if node.attr == "value" or member is UNKNOWN:
            return member
        return target.attr  # ``Names.STATUS.name``
    found = module.class_named(_name(target)) if isinstance(target, ast.Name) else None
    if found is None:
        return UNKNOWN
    cls, home = found
    for item in cls.body:
        if isinstance(item, ast.Assign) and any(_name(t) == node.attr for t in item.targets):
            return value_of(item.value, home, depth)
        if isinstance(item, ast.AnnAssign) and _name(item.target) == node.attr:
            return value_of(item.value, home, depth)
    return UNKNOWN


def _joined_value(node: ast.JoinedStr, module: Module, depth: int) -> str:
    parts = []
    for part in node.values:
        if isinstance(part, ast.Constant):
            parts.append(str(part.value))
            continue
        inner = (
            value_of(part.value, module, depth) if isinstance(part, ast.FormattedValue) else None
        )
        shown = isinstance(inner, str | int | float) and not isinstance(inner, bool)
        parts.append(str(inner) if shown else "{" + ast.unparse(part.value) + "}")
    return "".join(parts)


def _binary_value(node: ast.BinOp, module: Module, depth: int) -> Any:
    left, right = value_of(node.left, module, depth), value_of(node.right, module, depth)
    if isinstance(node.op, ast.Add) and isinstance(left, str) and isinstance(right, str):
        return left + right
    return UNKNOWN


def _container_value(node: ast.AST, module: Module, depth: int) -> Any:
    if isinstance(node, ast.Dict):
        if None in node.keys:
            return UNKNOWN
        pairs = [(value_of(k, module, depth), value_of(v, module, depth))
                 for k, v in zip(node.keys, node.values, strict=True)]  # fmt: skip
        if any(k is UNKNOWN or v is UNKNOWN for k, v in pairs):
            return UNKNOWN
        return dict(pairs)
    items = [value_of(item, module, depth) for item in node.elts]  # type: ignore[attr-defined]
    return UNKNOWN if any(item is UNKNOWN for item in items) else items


def returned(function: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.expr | None:
    """The expression a function returns when its body is (a docstring and) one return."""
    body = [n for n in function.body if not (isinstance(n, ast.Expr) and _string(n.value))]
    if len(body) == 1 and isinstance(body[0], ast.Return):
        return body[0].value
    return None


def called_function(node: ast.Call, module: Module):
    """The function of the module (or imported from the same package) a call names, with
    the module it lives in; None for anything else."""
    if not isinstance(node.func, ast.Name):
        return None
    if node.func.id in module.functions:
        return module.functions[node.func.id], module
    found = module.neighbour(node.func.id)
    if found and found[1] in found[0].functions:
        return found[0].functions[found[1]], found[0]
    return None


def _call_value(node: ast.Call, module: Module, depth: int) -> Any:
    helper = _STRING_HELPERS.get(_name(node.func))
    if helper and len(node.args) == 1:
        text = value_of(node.args[0], module, depth)
        return helper(text) if isinstance(text, str) else UNKNOWN
    if isinstance(node.func, ast.Attribute) and node.func.attr in _STRING_METHODS:
        text = value_of(node.func.value, module, depth)
        return _STRING_METHODS[node.func.attr](text) if isinstance(text, str) else UNKNOWN
    found = called_function(node, module)
    expression = returned(found[0]) if found else None
    return value_of(expression, found[1], depth) if found and expression else UNKNOWN


_VALUE_READERS = {
    ast.Name: _name_value,
    ast.Attribute: _attribute_value,
    ast.JoinedStr: _joined_value,
    ast.BinOp: _binary_value,
    ast.Dict: _container_value,
    ast.List: _container_value,
    ast.Tuple: _container_value,
    ast.Call: _call_value,
}


def text_of(node: ast.AST | None, module: Module) -> str | None:
    value = value_of(node, module)
    return value if isinstance(value, str) else None
