"""The documentation files a README links to, and the licence a licence file is."""

from __future__ import annotations

import itertools
import json
import re
import urllib.parse

README_NAMES = ("readme.md", "readme.rst", "readme.txt", "readme")
DOC_SUFFIXES = (".md", ".markdown", ".mdx", ".rst")


# A Markdown link's target: inline ``[text](TOOLS.md "title")`` or a reference
# definition ``[tools]: docs/TOOLS.md``.
MARKDOWN_LINK = re.compile(
    r"\]\(\s*<?([^()\s<>]{1,300})>?(?:\s+[\"'][^\"'\n]{0,300}[\"'])?\s*\)"
    r"|^ {0,3}\[[^\]\n]{1,200}\]:\s*<?([^\s<>]{1,300})>?",
    re.MULTILINE,
)
SCHEME = re.compile(r"^[A-Za-z][\w+.-]*:")
MAX_LINKED = 10  # documents a README links to that are read
MAX_LINKS_LOOKED_AT = 2000


def linked_documents(text: str) -> list[str]:
    """The documentation files a README links to by a relative path, in order, once each
    and at most ``MAX_LINKED``: Markdown (or reStructuredText) files inside the
    repository. A link with a scheme, an absolute path or a ``..`` part is never
    followed."""
    found: list[str] = []
    links = itertools.islice(MARKDOWN_LINK.finditer(text), MAX_LINKS_LOOKED_AT)
    for match in links:
        target = urllib.parse.unquote((match.group(1) or match.group(2)).split("#", 1)[0])
        target = target.split("?", 1)[0].replace("\\", "/")
        if not target or SCHEME.match(target) or target.startswith("/"):
            continue
        parts = [part for part in target.split("/") if part not in ("", ".")]
        if not parts or ".." in parts or not parts[-1].lower().endswith(DOC_SUFFIXES):
            continue
        path = "/".join(parts)
        if path.lower() not in README_NAMES and path not in found:
            found.append(path)
        if len(found) >= MAX_LINKED:
            break
    return found


LICENCE_BYTES = 16 * 1024
# OSI-approved licences by a phrase of their text: any of them means free use.
OSI_LICENCES = (
    ("MIT", re.compile(r"(?i)\bMIT License\b|Permission is hereby granted, free of charge")),
    ("Apache-2.0", re.compile(r"(?i)Apache License,?\s+Version 2\.0")),
    ("AGPL-3.0", re.compile(r"(?i)GNU AFFERO GENERAL PUBLIC LICENSE")),
    ("LGPL", re.compile(r"(?i)GNU LESSER GENERAL PUBLIC LICENSE")),
    ("GPL", re.compile(r"(?i)GNU GENERAL PUBLIC LICENSE")),
    ("MPL-2.0", re.compile(r"(?i)Mozilla Public License")),
    ("BSD", re.compile(r"(?i)Redistribution and use in source and binary forms")),
    ("ISC", re.compile(r"(?i)\bISC License\b|Permission to use, copy, modify, and/or distribute")),
    ("Unlicense", re.compile(r"(?i)free and unencumbered software released into the public")),
)


def licence_of(text: str) -> str | None:
    """The OSI licence a licence file's text is, or None."""
    head = text[:LICENCE_BYTES]
    return next((name for name, pattern in OSI_LICENCES if pattern.search(head)), None)


# OSI licences by their SPDX identifiers, as a package declares them (``"license": "MIT"``
# in package.json, ``License-Expression: Apache-2.0`` in a wheel's metadata); an
# expression ("MIT OR Apache-2.0") names the first one it offers.
SPDX_OSI = re.compile(
    r"(?<![\w.-])(MIT|Apache[- ]2\.0|(?:A|L)?GPL-[23]\.0[\w+-]*|BSD(?:-[\w-]+)?|0BSD|ISC|MPL-2\.0"
    r"|Unlicense|Zlib|EPL-2\.0|Artistic-2\.0|BSL-1\.0|PostgreSQL|Python-2\.0)(?![\w.-])",
    re.IGNORECASE,
)
# A wheel's classifier for an OSI-approved licence: the licence is what follows.
OSI_CLASSIFIER = re.compile(r"(?m)^Classifier:\s*License\s*::\s*OSI Approved\s*::\s*(.+?)\s*$")


def declared_licence(name: str, text: str) -> str | None:
    """The OSI licence a package's manifest declares (``package.json``'s ``license``, a
    wheel's ``METADATA``: its licence expression, an OSI-approved classifier, or its
    ``License:`` field), or None ("UNLICENSED", "SEE LICENSE IN …", none declared)."""
    if name == "package.json":
        try:
            manifest = json.loads(text)
        except ValueError:
            return None
        declared = manifest.get("license") if isinstance(manifest, dict) else None
        if isinstance(declared, dict):  # the older {"type": "MIT", "url": …}
            declared = declared.get("type")
        found = SPDX_OSI.search(declared) if isinstance(declared, str) else None
        return found.group(1) if found else None
    head = text[:LICENCE_BYTES].split("\n\n", 1)[0]  # the headers, not the description
    fields = {}
    for line in head.splitlines():
        key, _, value = line.partition(":")
        fields.setdefault(key.strip().lower(), value.strip())
    expression = SPDX_OSI.search(fields.get("license-expression", ""))
    if expression:
        return expression.group(1)
    classifier = OSI_CLASSIFIER.search(head)
    if classifier:
        return licence_of(classifier.group(1)) or classifier.group(1)
    field = fields.get("license", "")
    short = SPDX_OSI.search(field)
    return licence_of(field) or (short.group(1) if short else None)
