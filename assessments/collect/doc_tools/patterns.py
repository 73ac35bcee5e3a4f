"""The patterns the documentation tool reference is read with, and its bounds."""

from __future__ import annotations

import re

from assessments.collect.tool_tables import TYPE_NAMES

TOOLS_HEADING = re.compile(
    r"(?i)^(?:[\W\d_]*)(?:(?:available|mcp|supported|provided|exposed|server|the)\s+)*"
    r"tools?\b(?!ing)|\btool (?:reference|list|catalog)\b|\btools? (?:and|&) "
)
# A heading about tools that is not their reference: "Tool configuration", "Specifying
# tools", "Toolsets", "Tool permissions"; or a folder ("`tools/`", "src/tools").
NOT_A_REFERENCE = re.compile(
    r"(?i)config|setting|select|filter|specif|install|mode\b|secur|permission|toolset|usage"
    r"|enabl|disabl|develop|test|affect|flag|\btools?/|/tools?\b|attribute|\bspans?\b"
)
# What is never a tool, whatever heading it sits under: a section on prompts, resources,
# attributes or configuration ("### Prompts" below "## Tools and features"), and a list
# introduced by a label that says what its items are ("**Parameters:**", "**Attributes**:",
# "**Region codes:**").
NOT_TOOLS_HEADING = re.compile(
    r"(?i)^\W*(?:[\w-]+\s+){0,2}(?:prompts?|resources?|resource templates?|attributes?"
    r"|config|configuration|settings|environment variables)"
    r"(?:\s+(?:reference|list|templates?|options))?\W*$"
)
NOT_TOOLS_LABEL = re.compile(
    r"(?i)\b(?:param\w*|arguments?|args|inputs?|fields?|attributes?|prompts?|resources?"
    r"|codes?|values?|options|settings?|variables?|config\w*)\W*$"
    r"|header|return|output|response|result|example|note|usage|error"
)
TOOL_WORD = re.compile(r"(?i)\btools?\b")
# An item that names a group of tools: "`string` tools to set and get strings",
# "`pub/sub` functionality to publish messages".
CATEGORY_ITEM = re.compile(
    r"^(?:\*\*|__)?`(?P<name>[^`]{1,60})`(?:\*\*|__)?\s+(?:tools?|functionality|functions"
    r"|operations|commands)\b"
)
NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_.\-/]{0,127}$")
MARKED_NAME = re.compile(
    r"^(?:\*\*|__)?`?(?P<name>[A-Za-z_][A-Za-z0-9_.\-/]{0,127})(?:\([^)]{0,200}\))?`?"
    r"(?:\*\*|__)?(?P<rest>.*)$"
)
LINKED_NAME = re.compile(r"^\[(?P<label>[^\]]{1,200})\]\([^)]{0,2000}\)(?P<rest>.*)$")
CODE_SPAN = re.compile(r"`([^`]{1,200})`")
BULLET = re.compile(r"^(?P<indent>\s*)(?:[-*+]|\d{1,3}[.)])\s+(?P<text>.*)$")
SEPARATOR = re.compile(r"^\s*(?:[:—–]|-{1,2}(?=\s)|\s(?=\())\s*")
TYPE_WORDS = TYPE_NAMES  # a documented type word → its JSON Schema type
TYPE_WORD = re.compile(r"(?i)\b(" + "|".join(TYPE_WORDS) + r")(?:\[\]|\b)")
PARAMETER = re.compile(
    r"^(?:\*\*|__)?`?(?P<name>[A-Za-z_][A-Za-z0-9_.\-]{0,63})`?(?:\*\*|__)?\??"
    r"[ \t]*(?:\((?P<paren>[^)]{0,120})\))?"
    r"(?:[ \t]*(?:\*\*|__)?\((?i:required|optional)\)(?:\*\*|__)?)?"
    r"[ \t]*(?:(?P<sep>[:—–]|-{1,2}(?=\s))[ \t]*(?P<rest>.*))?$"
)
# What follows a name when the line is a parameter, not a tool: "(string, required)",
# "(optional)", ": string —".
PARAMETER_SHAPE = re.compile(
    r"(?i)^\s*\(\s*`?(?:required|optional|(?:" + "|".join(TYPE_WORDS) + r")(?:\[\])?)\b"
    r"|^\s*:\s*`?(?:" + "|".join(TYPE_WORDS) + r")(?:\[\])?`?(?:\s*[—–,(]|\s+-|\s*$)"
)
PARAMETER_HEADER = re.compile(
    r"(?i)^(?:\*\*|__)?(?:(?P<optional>optional)\s+|required\s+)?"
    r"(?:inputs?|parameters?|params|arguments?|args)(?:\*\*|__)?(?::(?:\*\*|__)?|\s*$)\s*"
)
# "`namespace` (`string`) **(required)**": where some parameters say so, the rest are optional.
REQUIRED_MARK = re.compile(r"(?i)\((?:\*\*|__)?required(?:\*\*|__)?\)")
NO_PARAMETERS = re.compile(r"(?i)^(?:none|n/a|-|—|no (?:parameters|arguments|inputs?))\.?$")
HINT_LINE = re.compile(
    r"(?i)^(?:\*\*|__)?`?(read[- ]?only(?:hint)?|destructive(?:hint)?|idempotent(?:hint)?"
    r"|open[- ]?world(?:hint)?)`?(?:\*\*|__)?\s*[:=]\s*(?:\*\*|__|\*|_)?`?(true|false|yes|no)`?"
)
HINT_KEYS = {
    "read": "readOnlyHint",
    "destructive": "destructiveHint",
    "idempotent": "idempotentHint",
    "open": "openWorldHint",
}
# Fields of a tool that are neither parameters nor its description ("Returns: List of …"
# is not a parameter named Returns of type list).
FIELD_LINE = re.compile(
    r"(?i)^(?:\*\*|__)?(?P<field>title|description|returns?|return value|output|response"
    r"|result|examples?|notes?|usage|annotations|(?:required )?(?:oauth )?scopes?"
    r"|permissions?)(?:\*\*|__)?\s*:(?:\*\*|__)?\s*(?P<value>.*)$"
)
# A label line ("**Optional request headers:**") after which bullets are not parameters.
LABEL_LINE = re.compile(r"^(?:\*\*|__)?(?P<label>[^:*_`]{1,60}):?(?:\*\*|__)?:?\s*$")
NOT_PARAMETERS_LABEL = re.compile(
    r"(?i)header|return|output|response|result|example|note|usage|error|limit"
)
# Names that are never tools: file names, codes, environment variables.
FILE_NAME = re.compile(
    r"(?i)\.(?:[cm]?[jt]sx?|py|mdx?|json|ya?ml|toml|txt|sh|go|rs|rb|java|kt|cs|php|html?|css"
    r"|lock|cfg|ini|env|csv|xml|png|svg)$"
)
LOCALE = re.compile(r"^[a-z]{2,3}[-_](?:[A-Z]{2}|[A-Z][a-z]{3}|\d{3})$|^[a-z]{2}-[a-z]{2}$")
# Items that name categories of tools, not tools: "tools for issues", "repository tools".
CATEGORY = re.compile(r"(?i)(?<![/.])\btools\b(?![/.])|\btoolsets?\b|\bcategor(?:y|ies)\b")
# A folder of one page per tool: docs/tools/search.md, website/docs/tools/search.mdx.
# A page of a tools folder (``docs/tools/search.md``), or a document named after the tools
# (``TOOLS.md``, ``docs/tools.md``): a tools section as a whole.
TOOL_PAGE_PATH = re.compile(r"(?i)(?:^|/)tools?(?:/[^/]+)?\.(?:md|mdx|markdown|rst)$")
SOURCE_REFERENCE = re.compile(r"^\([^()\s]{1,200}\.[a-z]{1,4}\)\s*(?:[:—–]|-{1,2}(?=\s))?\s*")
MARKUP = re.compile(r"[*_`]+")
MAX_LINES = 20_000
MAX_DESCRIPTION = 2000
MAX_LINE = 600  # characters of a line that are matched (the rest is never a name)
