"""Python tools written as classes (``name = "x"``, ``description``, ``input_schema``,
``annotations``), with what a base class of the file or the package sets."""

from __future__ import annotations

import ast

from assessments.collect.source_tools.python_schemas import SchemaReader, annotations_of
from assessments.collect.source_tools.python_values import (
    MAX_DEPTH,
    UNKNOWN,
    Module,
    _name,
    text_of,
    value_of,
)
from assessments.observations import Tool

CLASS_SCHEMA_KEYS = ("input_schema", "inputSchema", "parameters")


def _self_attribute(node: ast.expr | None) -> str | None:
    """``attr`` of a ``self.attr`` expression."""
    if isinstance(node, ast.Attribute) and _name(node.value) == "self":
        return node.attr
    return None


def _method(cls: ast.ClassDef, name: str) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    return next(
        (n for n in cls.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
         and n.name == name),
        None,
    )  # fmt: skip


def _instance_value(cls: ast.ClassDef, attribute: str, module: Module) -> str | None:
    """What ``self.<attribute>`` holds in a tool class: a class attribute of it or a base,
    a constant its ``__init__`` assigns, or the argument it passes to the base class's
    ``__init__`` (``super().__init__("obsidian_search")``) when the base stores that
    parameter under the attribute (one hop)."""
    attributes = _class_attributes(_class_chain(cls, module))
    if attribute in attributes:
        return text_of(*attributes[attribute])
    init = _method(cls, "__init__")
    for statement in init.body if init else []:
        if isinstance(statement, ast.Assign) and any(
            _self_attribute(t) == attribute for t in statement.targets
        ):
            return text_of(statement.value, module)
        call = statement.value if isinstance(statement, ast.Expr) else None
        if isinstance(call, ast.Call) and _name(call.func) == "__init__":
            return _passed_to_base(cls, call, attribute, module)
    return None


def _passed_to_base(cls: ast.ClassDef, call: ast.Call, attribute: str, module: Module):
    """The argument of ``super().__init__(…)`` (or ``Base.__init__(self, …)``) that the
    base's ``__init__`` assigns to ``self.<attribute>``."""
    target = call.func.value if isinstance(call.func, ast.Attribute) else None
    explicit = not (isinstance(target, ast.Call) and _name(target.func) == "super")
    base_name = _name(target) if explicit else (_name(cls.bases[0]) if cls.bases else "")
    found = module.class_named(base_name) if base_name else None
    init = _method(found[0], "__init__") if found else None
    if init is None:
        return None
    parameters = [a.arg for a in (*init.args.posonlyargs, *init.args.args)][1:]
    arguments = call.args[1:] if explicit else call.args
    passed = dict(zip(parameters, arguments, strict=False))
    passed |= {k.arg: k.value for k in call.keywords if k.arg}
    for statement in init.body:
        if not isinstance(statement, ast.Assign) or not isinstance(statement.value, ast.Name):
            continue
        if any(_self_attribute(t) == attribute for t in statement.targets):
            return text_of(passed.get(statement.value.id), module)
    return None


def _class_chain(cls: ast.ClassDef, module: Module) -> list[tuple[ast.ClassDef, Module]]:
    """The class and its bases of the module or the package, nearest first."""
    chain, queue = [], [(cls, module)]
    while queue and len(chain) < MAX_DEPTH:
        current, home = queue.pop(0)
        chain.append((current, home))
        queue += [found for b in current.bases if (found := home.class_named(_name(b)))]
    return chain


def _class_attributes(chain: list[tuple[ast.ClassDef, Module]]) -> dict[str, tuple]:
    """``name → (value node, module)`` of the class-level assignments, a subclass's first."""
    attributes: dict[str, tuple] = {}
    for cls, home in chain:
        for item in cls.body:
            targets = item.targets if isinstance(item, ast.Assign) else []
            if isinstance(item, ast.AnnAssign) and item.value is not None:
                targets = [item.target]
            for target in targets:
                attributes.setdefault(_name(target), (item.value, home))  # type: ignore[union-attr]
    return attributes


def _class_tool(cls: ast.ClassDef, reader: SchemaReader, path: str) -> Tool | None:
    """A tool written as a class (``name = "x"``, ``description``, ``input_schema``,
    ``annotations``), some of it set by a base class of the module or the package; only a
    class whose own name or a base's ends in ``Tool``, that names itself, and whose chain
    states a description (or a docstring) and an input schema."""
    if not _string_attr(cls, "name"):
        return None
    chain = _class_chain(cls, reader.module)
    names = [name for c, _ in chain for name in (c.name, *map(_name, c.bases))]
    if not any(name.endswith("Tool") for name in names):
        return None
    attributes = _class_attributes(chain)
    name = text_of(*attributes["name"])
    if not name:
        return None
    description = text_of(*attributes.get("description", (None, reader.module)))
    schema_key = next((k for k in CLASS_SCHEMA_KEYS if k in attributes), None)
    described = "description" in attributes or ast.get_docstring(cls)
    if not (described and schema_key):
        return None  # not an MCP tool definition: a class that merely has a name
    schema = value_of(*attributes[schema_key]) if schema_key else UNKNOWN
    annotations = attributes.get("annotations")
    return Tool(
        name=name,
        description=description or ast.get_docstring(cls) or "",
        input_schema=schema if isinstance(schema, dict) else None,
        annotations=annotations_of(annotations[0], annotations[1]) if annotations else None,
        source=f"{path}:{cls.lineno}",
        stated=None if isinstance(schema, dict) else frozenset({"description", "annotations"}),
    )


def _string_attr(cls: ast.ClassDef, attribute: str) -> bool:
    """Whether the class's own body assigns ``attribute``."""
    for item in cls.body:
        if isinstance(item, ast.Assign) and any(_name(t) == attribute for t in item.targets):
            return True
        if isinstance(item, ast.AnnAssign) and item.value and _name(item.target) == attribute:
            return True
    return False
