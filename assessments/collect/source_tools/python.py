"""Tool definitions in Python source, read with ``ast`` (never imported or run).

Two forms are recognised:

- a function decorated with ``@<anything>.tool`` or ``@<anything>.tool(...)``
  (MCPServer/FastMCP style): the name is the ``name=`` keyword or first
  positional string, else the function name; the description is
  ``description=``, else the docstring; the input schema comes from the
  signature (``self``/``cls``, ``Context`` parameters, ``_private`` parameters
  and ``*args``/``**kwargs`` are left out), with a property description only
  when declared through ``Annotated[T, Field(description=...)]`` or a
  ``= Field(description=...)`` default; the output schema follows the SDK: a
  return annotation other than ``Any``, ``CallToolResult`` or content blocks
  gives one (primitives, ``None``, lists and unions wrapped as
  ``{"result": …}``), unless ``structured_output=False``.
- a ``Tool(name=..., description=..., inputSchema=..., annotations=...)``
  call (the low-level server's tool list), with literal schemas.

- a tool class (``name = "x"``, ``description``, ``input_schema``,
  ``annotations``) whose own name or a base's ends in ``Tool``, with what a base
  class of the file or the package sets.

Annotations are read from ``ToolAnnotations(read_only_hint=True, ...)`` (either
spelling) or a dict literal. A name, description, schema or annotations object
given by a constant, an ``Enum`` member, an f-string or a function that returns
one expression is followed one hop (``python_values``), also into the module of
the same package it is imported from; a hint that still is not a literal is not
statically known and is left out.

Schemas and hints are read in ``python_schemas``, tool classes in ``python_classes``.
"""

from __future__ import annotations

import ast
import re
from typing import Any

from assessments.collect.source_tools.python_classes import (
    _class_tool,
    _instance_value,
    _method,
    _self_attribute,
)
from assessments.collect.source_tools.python_schemas import (
    SchemaReader,
    annotations_of,
    input_schema,
    output_schema,
)
from assessments.collect.source_tools.python_values import (
    MAX_DEPTH,
    Module,
    _keyword,
    _literal,
    _name,
    text_of,
    value_of,
)
from assessments.collect.source_tools.sources import Sources
from assessments.observations import Tool

# Only files that may define a tool are parsed.
_CANDIDATE = re.compile(
    r"\.tool\b|\.add_tool\s*\(|\bTool\s*\(|^class\s+\w*Tool\b|Tool\)\s*:", re.MULTILINE
)
# Server methods that register a function as a tool when called with it:
# ``mcp.tool(fn, name=…)``, ``mcp.add_tool(fn, …)``, ``mcp.tool(name=…)(fn)``.
REGISTER_METHODS = frozenset({"tool", "add_tool"})
TOOL_STATES = frozenset({"description", "input_schema", "output_schema", "annotations"})


def _tool_decorator(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> ast.expr | None:
    for decorator in fn.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if isinstance(target, ast.Attribute) and target.attr == "tool":
            return decorator
    return None


def _decorated_tool(fn, decorator: ast.expr, reader: SchemaReader, path: str) -> Tool:
    call = decorator if isinstance(decorator, ast.Call) else ast.Call(decorator, [], [])
    module = reader.module
    first = call.args[0] if call.args else None
    name = text_of(_keyword(call, "name"), module) or text_of(first, module)
    description = text_of(_keyword(call, "description"), module) or ast.get_docstring(fn) or ""
    structured = _literal(_keyword(call, "structured_output"))
    return Tool(
        name=name or fn.name,
        description=description,
        input_schema=input_schema(fn, reader),
        output_schema=None if structured is False else output_schema(fn, reader),
        annotations=annotations_of(_keyword(call, "annotations"), reader.module),
        source=f"{path}:{decorator.lineno}",
    )


Function = ast.FunctionDef | ast.AsyncFunctionDef
Scopes = tuple[ast.AST, ...]


def _registration(call: ast.Call) -> tuple[ast.Call, ast.expr] | None:
    """The call that carries the keywords and the function registered, for
    ``<server>.tool(fn, …)``, ``<server>.add_tool(fn, …)`` and ``<server>.tool(…)(fn)``;
    None for any other call (a decorator, ``add_tool(Tool(…))``, ``tool("name")``)."""
    target, inner = call.func, call
    if isinstance(target, ast.Call) and call.args:
        target, inner = target.func, target  # ``mcp.tool(name="x")(fn)``
        function = call.args[0]
    else:
        function = call.args[0] if call.args else None
    if not (isinstance(target, ast.Attribute) and target.attr in REGISTER_METHODS):
        return None
    if not isinstance(function, ast.Name | ast.Attribute):
        return None
    return inner, function


def _enclosing(tree: ast.Module) -> dict[int, Scopes]:
    """``id(call) → the functions around it``, innermost first (a bounded walk, no
    recursion)."""
    found: dict[int, Scopes] = {}
    stack: list[tuple[ast.AST, Scopes]] = [(tree, ())]
    while stack:
        node, scopes = stack.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Call):
                found[id(child)] = scopes
            inner = (child, *scopes) if isinstance(child, Function | ast.ClassDef) else scopes
            stack.append((child, inner))
    return found


def _local_names(scope: ast.AST) -> tuple[dict[str, Function], dict[str, list[ast.expr]]]:
    """The functions a function body defines and what it assigns to each plain name
    (nested functions' bodies are their own scopes)."""
    defs: dict[str, Function] = {}
    assigned: dict[str, list[ast.expr]] = {}
    stack = list(getattr(scope, "body", []))
    while stack:
        node = stack.pop()
        if isinstance(node, Function):
            defs.setdefault(node.name, node)
            continue
        if isinstance(node, ast.ClassDef | ast.Lambda):
            continue
        if isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and node.value is not None:
                    assigned.setdefault(target.id, []).append(node.value)
        stack.extend(ast.iter_child_nodes(node))
    return defs, assigned


def _registered_function(
    node: ast.expr, scopes: Scopes, module: Module, depth: int = 0
) -> tuple[Function, Module] | None:
    """The function a registration hands over: a function of an enclosing function, of
    the module or of a module of the same package it is imported from, or a method of
    the enclosing class (``self.search``); a name assigned once from another name is
    followed. None when it cannot be known (a name reassigned, a wrapper's result)."""
    if isinstance(node, ast.Attribute):
        owner = next((s for s in scopes if isinstance(s, ast.ClassDef)), None)
        method = _method(owner, node.attr) if owner and _name(node.value) == "self" else None
        return (method, module) if method else None
    if not isinstance(node, ast.Name) or depth > MAX_DEPTH:
        return None
    for scope in scopes:
        if isinstance(scope, ast.ClassDef):
            continue
        defs, assigned = _local_names(scope)
        if node.id in assigned:
            values = assigned[node.id]
            alias = values[0] if len(values) == 1 and isinstance(values[0], ast.Name) else None
            return _registered_function(alias, scopes, module, depth + 1) if alias else None
        if node.id in defs:
            return defs[node.id], module
    if node.id in module.functions:
        return module.functions[node.id], module
    value = module.values.get(node.id)
    if isinstance(value, ast.Name):
        return _registered_function(value, (), module, depth + 1)
    found = module.neighbour(node.id)
    if found and found[1] in found[0].functions:
        return found[0].functions[found[1]], found[0]
    return None


def _called_tool(
    call: ast.Call, function: ast.expr, scopes: Scopes, reader: SchemaReader, path: str
) -> Tool | None:
    """A tool registered by a call with the function (``mcp.tool(fn, name="x",
    description=…)``, ``mcp.add_tool(fn, …)``): named by ``name=`` or the function's name,
    described by ``description=`` or its docstring, its schemas from its signature.
    What the call gives but the scanner cannot read, or a function it cannot find, is
    unknown."""
    module = reader.module
    found = _registered_function(function, scopes, module)
    name = text_of(_keyword(call, "name"), module) or (found[0].name if found else None)
    if not name:
        return None
    unknown: set[str] = set()
    described = _keyword(call, "description")
    description = text_of(described, module) if described is not None else None
    if description is None and described is not None:
        unknown.add("description")
    elif description is None and found is not None:
        description = ast.get_docstring(found[0]) or ""
    elif description is None:
        unknown.add("description")
    structured = _literal(_keyword(call, "structured_output"))
    if found is None:
        unknown |= {"input_schema", "output_schema"}
    home = SchemaReader(found[1]) if found else reader
    return Tool(
        name=name,
        description=description or "",
        input_schema=input_schema(found[0], home) if found else None,
        output_schema=None
        if found is None or structured is False
        else output_schema(found[0], home),
        annotations=annotations_of(_keyword(call, "annotations"), module),
        source=f"{path}:{call.lineno}",
        stated=TOOL_STATES - unknown if unknown else None,
    )


def _schema_value(node: ast.expr | None, reader: SchemaReader) -> dict[str, Any] | None:
    """A literal schema (through a name or a function returning one), or
    ``Model.model_json_schema()`` of a class in the module."""
    module = reader.module
    value = value_of(node, module)
    if isinstance(value, dict):
        return value
    node = module.resolve(node)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        cls = module.classes.get(_name(node.func.value))
        if cls is not None and node.func.attr in ("model_json_schema", "schema"):
            return reader.class_schema(cls)
    return None


def _listed_tool(
    call: ast.Call, reader: SchemaReader, path: str, owner: ast.ClassDef | None = None
) -> Tool | None:
    node = _keyword(call, "name")
    name = text_of(node, reader.module)
    if name is None and owner is not None and _self_attribute(node) is not None:
        name = _instance_value(owner, _self_attribute(node) or "", reader.module)
    if not name:
        return None
    output = _keyword(call, "outputSchema") or _keyword(call, "output_schema")
    return Tool(
        name=name,
        description=text_of(_keyword(call, "description"), reader.module) or "",
        input_schema=_schema_value(
            _keyword(call, "inputSchema") or _keyword(call, "input_schema"), reader
        ),
        output_schema=_schema_value(output, reader) or ({"type": "object"} if output else None),
        annotations=annotations_of(_keyword(call, "annotations"), reader.module),
        source=f"{path}:{call.lineno}",
    )


def python_tools(path: str, text: str, sources: Sources | None = None) -> list[Tool]:
    """The tools defined in one Python file (``sources``: the other files of the
    repository, for what the file imports from its own package)."""
    if not _CANDIDATE.search(text):
        return []
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return []
    reader = SchemaReader(Module(tree, path, sources))
    owners = {
        id(call): cls
        for cls in ast.walk(tree)
        if isinstance(cls, ast.ClassDef)
        for call in ast.walk(cls)
        if isinstance(call, ast.Call)
    }
    decorators = {
        id(d)
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
        for d in node.decorator_list
    }
    tools = []
    scopes: dict[int, Scopes] | None = None
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            decorator = _tool_decorator(node)
            if decorator is not None:
                tools.append(_decorated_tool(node, decorator, reader, path))
        elif isinstance(node, ast.Call) and _name(node.func) == "Tool":
            tool = _listed_tool(node, reader, path, owners.get(id(node)))
            if tool is not None:
                tools.append(tool)
        elif (
            isinstance(node, ast.Call)
            and id(node) not in decorators
            and (registered := _registration(node)) is not None
        ):
            scopes = _enclosing(tree) if scopes is None else scopes
            tool = _called_tool(*registered, scopes.get(id(node), ()), reader, path)
            if tool is not None:
                tools.append(tool)
        elif isinstance(node, ast.ClassDef):
            tool = _class_tool(node, reader, path)
            if tool is not None:
                tools.append(tool)
    return sorted(tools, key=lambda t: int(t.source.rsplit(":", 1)[1]))
