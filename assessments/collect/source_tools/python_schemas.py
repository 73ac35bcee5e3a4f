"""JSON schemas and annotation hints of Python tool definitions, read from type
annotations and ``ToolAnnotations(...)`` as the SDK would publish them (roughly)."""

from __future__ import annotations

import ast
from typing import Any

from assessments.collect.source_tools.python_values import (
    MAX_DEPTH,
    Module,
    _keyword,
    _literal,
    _name,
    _string,
    called_function,
    returned,
    value_of,
)

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
