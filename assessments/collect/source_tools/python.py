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
"""

from __future__ import annotations

import ast
import re
from typing import Any

from assessments.collect.source_tools.python_values import (
    MAX_DEPTH,
    UNKNOWN,
    Module,
    _keyword,
    _literal,
    _name,
    _string,
    called_function,
    returned,
    text_of,
    value_of,
)
from assessments.collect.source_tools.sources import Sources
from assessments.observations import Tool

HINTS = {
    "read_only_hint": "readOnlyHint",
    "destructive_hint": "destructiveHint",
    "idempotent_hint": "idempotentHint",
    "open_world_hint": "openWorldHint",
    "title": "title",
}
HINT_KEYS = frozenset(HINTS.values())
SCALARS = {
    "str": "string", "int": "integer", "float": "number", "bool": "boolean", "bytes": "string",
    "datetime": "string", "date": "string", "time": "string", "UUID": "string", "Path": "string",
    "Decimal": "number", "AnyUrl": "string", "HttpUrl": "string", "EmailStr": "string",
}  # fmt: skip
ARRAYS = frozenset({"list", "List", "Sequence", "tuple", "Tuple", "set", "Set", "frozenset",
                    "FrozenSet", "Iterable", "MutableSequence"})  # fmt: skip
OBJECTS = frozenset({"dict", "Dict", "Mapping", "MutableMapping"})
UNTYPED = frozenset({"Any", "object"})
CONTENT_TYPES = frozenset(
    {"TextContent", "ImageContent", "AudioContent", "EmbeddedResource", "ResourceLink",
     "ContentBlock", "Content", "Image", "Audio", "CallToolResult"}
)  # fmt: skip
STRUCTURED_BASES = frozenset({"BaseModel", "TypedDict"})
# Only files that may define a tool are parsed.
_CANDIDATE = re.compile(
    r"\.tool\b|\.add_tool\s*\(|\bTool\s*\(|^class\s+\w*Tool\b|Tool\)\s*:", re.MULTILINE
)
# Server methods that register a function as a tool when called with it:
# ``mcp.tool(fn, name=…)``, ``mcp.add_tool(fn, …)``, ``mcp.tool(name=…)(fn)``.
REGISTER_METHODS = frozenset({"tool", "add_tool"})
TOOL_STATES = frozenset({"description", "input_schema", "output_schema", "annotations"})


ANNOTATION_TYPES = frozenset({"ToolAnnotations", "dict"})
# The annotations of a tool whose ``annotations=`` value the scanner cannot resolve:
# unknown, which costs the server nothing (graders skip such tools).
UNKNOWN_ANNOTATIONS = {"unresolved": True}


def annotations_of(node: ast.expr | None, module: Module, depth: int = 0) -> dict[str, Any] | None:
    """The statically known hints of an ``annotations=`` value (None when there is none),
    through a name or a function of the module (or the package) that returns them."""
    if node is None:
        return None
    node = module.resolve(node)
    if isinstance(node, ast.Name) and depth < MAX_DEPTH:
        found = module.neighbour(node.id)
        if found and found[1] in found[0].values:
            return annotations_of(found[0].values[found[1]], found[0], depth + 1)
    hints: dict[str, Any] = {}
    if isinstance(node, ast.Constant) and node.value is None:
        return None
    if isinstance(node, ast.Call) and _name(node.func) in ANNOTATION_TYPES:
        pairs = [(k.arg, k.value) for k in node.keywords if k.arg]
    elif isinstance(node, ast.Dict) and None not in node.keys:
        pairs = [(_string(k), v) for k, v in zip(node.keys, node.values, strict=True)]
    elif isinstance(node, ast.Call) and called_function(node, module) and depth < MAX_DEPTH:
        function, home = called_function(node, module)
        return annotations_of(returned(function), home, depth + 1) or dict(UNKNOWN_ANNOTATIONS)
    else:
        # A helper that does more than return, a name from another package, ``**spread``.
        return dict(UNKNOWN_ANNOTATIONS)
    for key, value in pairs:
        key = HINTS.get(key or "", key)
        literal = value_of(value, module)
        if key in HINT_KEYS and isinstance(literal, bool | str):
            hints[key] = literal
        elif key in HINT_KEYS:
            hints[key] = None  # declared, with a value not knowable here
    return hints


def _field_call(node: ast.AST | None) -> ast.Call | None:
    if isinstance(node, ast.Call) and _name(node.func) == "Field":
        return node
    return None


def _field_description(node: ast.AST | None) -> str | None:
    field = _field_call(node)
    return _string(_keyword(field, "description")) if field else None


def _union(parts: list[dict[str, Any]]) -> dict[str, Any]:
    return {"anyOf": parts} if len(parts) > 1 else (parts[0] if parts else {})


def _union_members(node: ast.expr) -> list[ast.expr]:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return _union_members(node.left) + _union_members(node.right)
    return [node]


def _subscript_args(node: ast.Subscript) -> list[ast.expr]:
    inner = node.slice
    return list(inner.elts) if isinstance(inner, ast.Tuple) else [inner]


class SchemaReader:
    """JSON schemas from type annotations, as pydantic would publish them (roughly)."""

    def __init__(self, module: Module) -> None:
        self.module = module

    def schema(self, node: ast.expr | None, depth: int = 0) -> dict[str, Any]:
        if node is None or depth > MAX_DEPTH:
            return {}
        if isinstance(node, ast.Constant):
            if node.value is None:
                return {"type": "null"}
            if isinstance(node.value, str):  # a string annotation: "int", "list[str]"
                try:
                    return self.schema(ast.parse(node.value, mode="eval").body, depth + 1)
                except SyntaxError:
                    return {}
            return {}
        if isinstance(node, ast.BinOp):
            return _union([self.schema(m, depth + 1) for m in _union_members(node)])
        if isinstance(node, ast.Subscript):
            return self._generic(node, depth)
        return self._named(_name(node), depth)

    def _named(self, name: str, depth: int) -> dict[str, Any]:
        if name in SCALARS:
            return {"type": SCALARS[name]}
        if name in ARRAYS:
            return {"type": "array"}
        if name in OBJECTS:
            return {"type": "object"}
        if name in self.module.classes:
            return self.class_schema(self.module.classes[name], depth + 1) or {}
        return {}

    def _generic(self, node: ast.Subscript, depth: int) -> dict[str, Any]:
        base, args = _name(node.value), _subscript_args(node)
        if base == "Annotated" and args:
            schema = dict(self.schema(args[0], depth + 1))
            description = next(filter(None, map(_field_description, args[1:])), None)
            if description:
                schema["description"] = description
            return schema
        if base == "Optional":
            return _union([self.schema(args[0], depth + 1), {"type": "null"}])
        if base == "Union":
            return _union([self.schema(a, depth + 1) for a in args])
        if base == "Literal":
            values = [_literal(a) for a in args]
            return {"enum": values}
        if base in ARRAYS:
            return {"type": "array", "items": self.schema(args[0], depth + 1)}
        if base in OBJECTS:
            return {"type": "object"}
        return self._named(base, depth)

    def class_schema(self, cls: ast.ClassDef, depth: int = 0) -> dict[str, Any] | None:
        """An object schema for a model/TypedDict/dataclass, an enum for an Enum; None when
        the class carries no field annotations (the SDK cannot serialise it either)."""
        bases = {_name(b) for b in cls.bases}
        if any(base.endswith("Enum") for base in bases):
            values = [
                _literal(n.value) for n in cls.body if isinstance(n, ast.Assign | ast.AnnAssign)
            ]
            return {"enum": [v for v in values if v is not None]}
        fields = [n for n in cls.body if isinstance(n, ast.AnnAssign)]
        if not fields and not bases & STRUCTURED_BASES:
            return None
        properties = {}
        for node in fields:
            schema = dict(self.schema(node.annotation, depth + 1))
            description = _field_description(node.value)
            if description:
                schema["description"] = description
            properties[_name(node.target)] = schema
        return {"type": "object", "properties": properties}


def _is_context(annotation: ast.expr | None) -> bool:
    if isinstance(annotation, ast.Subscript):
        annotation = annotation.value
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        return annotation.value.split("[")[0].rsplit(".", 1)[-1] == "Context"
    return _name(annotation) == "Context"


def _required(default: ast.expr | None) -> bool:
    if default is None:
        return True
    field = _field_call(default)
    if field is None:
        return False
    has_default = _keyword(field, "default") is not None or _keyword(field, "default_factory")
    first = field.args[0] if field.args else None
    return not has_default and (first is None or _literal(first) is Ellipsis)


def _parameters(fn: ast.FunctionDef | ast.AsyncFunctionDef):
    args = fn.args
    positional = [*args.posonlyargs, *args.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(args.defaults))
    pairs = list(zip(positional, [*defaults, *args.defaults], strict=True))
    pairs += list(zip(args.kwonlyargs, args.kw_defaults, strict=True))
    if pairs and pairs[0][0].arg in ("self", "cls"):
        pairs = pairs[1:]
    return [(a, d) for a, d in pairs if not a.arg.startswith("_") and not _is_context(a.annotation)]


def input_schema(fn: ast.FunctionDef | ast.AsyncFunctionDef, reader: SchemaReader) -> dict:
    properties: dict[str, Any] = {}
    required = []
    for arg, default in _parameters(fn):
        schema = dict(reader.schema(arg.annotation))
        description = _field_description(default)
        if description:
            schema["description"] = description
        properties[arg.arg] = schema
        if _required(default):
            required.append(arg.arg)
    schema: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return schema


def _wrapped(schema: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "properties": {"result": schema}, "required": ["result"]}


def _returns_content(node: ast.expr, depth: int = 0) -> bool:
    if depth > MAX_DEPTH:
        return False
    if isinstance(node, ast.Subscript):
        return any(_returns_content(a, depth + 1) for a in _subscript_args(node))
    if isinstance(node, ast.BinOp):
        return any(_returns_content(m, depth + 1) for m in _union_members(node))
    return _name(node) in CONTENT_TYPES


def output_schema(
    fn: ast.FunctionDef | ast.AsyncFunctionDef, reader: SchemaReader
) -> dict[str, Any] | None:
    returns = fn.returns
    if isinstance(returns, ast.Subscript) and _name(returns.value) == "Annotated":
        returns = _subscript_args(returns)[0]
    if isinstance(returns, ast.Constant) and isinstance(returns.value, str):
        try:
            returns = ast.parse(returns.value, mode="eval").body
        except SyntaxError:
            return None
    if returns is None or _name(returns) in UNTYPED or _returns_content(returns):
        return None
    name = _name(returns)
    if name in reader.module.classes:
        return reader.class_schema(reader.module.classes[name])
    if isinstance(returns, ast.Name | ast.Attribute) and name not in SCALARS:
        if name in OBJECTS:
            # A bare dict has no field hints: the SDK publishes no schema for it.
            return None if name == "dict" else {"type": "object"}
        # A class imported from elsewhere: most often a model; its fields are not known here.
        return {"type": "object"} if name[:1].isupper() else None
    if isinstance(returns, ast.Subscript) and _name(returns.value) in OBJECTS:
        return {"type": "object"}
    return _wrapped(reader.schema(returns))


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
