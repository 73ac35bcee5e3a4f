"""Tool-poisoning signals: text in a catalog aimed at the model rather than the developer.

Read in tool names, descriptions, every ``description`` and ``title`` inside the input
and output schemas, and the server's ``instructions``. Each finding is a reason with a
fixed label (``tool-poisoning-…``), the tool, the field and the matched text, escaped,
with invisible characters made visible (``<U+200B>``). Kept low-noise on purpose: every
pattern needs the shape of an attack (an instruction, a hidden span, a literal address
data is sent to), not a single suspicious word; ``tests/poisoning_corpus.py`` holds the
labelled corpus its precision and recall are measured on. Pure: no I/O.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from typing import Any

from assessments.observations import Catalog, Tool
from assessments.reasons import reason

MAX_MATCH = 160
MAX_TEXTS = 400  # schema strings read per tool (hostile schemas are large)
ANNOTATION_LABEL = "tool-poisoning-contradicting-annotation"

# Invisible and bidirectional-control characters. Zero-width (non-)joiners are allowed
# between non-ASCII characters, where emoji sequences and some scripts need them.
INVISIBLE = re.compile(
    "[\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\U000e0000-\U000e007f]"
)
JOINERS = re.compile("[\u200c\u200d]")

HIDDEN_MARKUP = re.compile(
    # A comment of four words or more (a two-word "<!-- more -->" is an example, not a
    # hidden message), markup addressed to the model, or text styled invisible.
    r"<\s*/?\s*(?:important|system|instructions?|hidden|secret|admin|assistant|prompt|sys"
    r"|context|tool_instructions)\b[^>]*>"
    r"|\bstyle\s*=\s*[\"'][^\"']*(?:display\s*:\s*none|visibility\s*:\s*hidden"
    r"|font-size\s*:\s*0)"
    r"|\[//\]\s*:\s*#",
    re.IGNORECASE | re.DOTALL,
)

CODE_SPAN = re.compile(r"`[^`\n]{1,200}`")  # markup quoted as code is shown, not hidden
_USER = r"(?:the\s+)?(?:user|human|person|operator|developer|customer)s?\b"
_TELL = (
    r"(?:tell|inform|mention|reveal|disclose|notify|alert|warn|let|report|"
    r"bring\s+(?:this|it)\s+up|point\s+(?:this|it)\s+out)"
)
SENSITIVE_FILES = (
    r"(?:(?:~|\$HOME|%USERPROFILE%)[/\\]\.(?:ssh|aws|gnupg|kube|docker|config|cursor|npmrc|"
    r"netrc|git-credentials)|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.aws/credentials|"
    r"\bmcp\.json\b|(?<![\w.])\.env\b(?![.\w-])|/etc/(?:passwd|shadow)|\.bash_history|"
    r"\b(?:private|ssh)\s+keys?\b|\bcredentials?\s+files?\b|\bpassword\s+(?:file|store)\b)"
)
MODEL_INSTRUCTION = [
    # Earlier instructions to be ignored, or declared void.
    re.compile(
        r"\b(?:guidance|instructions?|rules|directions|prompts?|messages)\b[^.\n]{0,60}?"
        r"\b(?:no\s+longer\s+appl|(?:is|are)\s+(?:now\s+)?(?:void|obsolete|superseded|"
        r"cancell?ed|revoked|no\s+longer\s+valid))"
        r"|\bsupersedes?\b[^.\n]{0,30}?\b(?:operator|user|system|developer)"
        r"|\b(?:ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}?"
        r"\b(?:previous|prior|above|earlier|preceding|all|any|other|system|original)\b"
        r"[^.\n]{0,25}?\b(?:instructions?|prompts?|rules|directions|guidelines|constraints)\b",
        re.IGNORECASE,
    ),
    # Something kept from the user, or the user overridden.
    re.compile(
        r"\b(?:do\s+not|don't|never|must\s+not|should\s+not|shouldn't|mustn't)\s+"
        + _TELL
        + r"\b[^.\n]{0,40}?"
        + _USER
        + r"|\b(?:no|not)\s+(?:need|necessary|required)\s+to\s+"
        + _TELL
        + r"\b[^.\n]{0,60}?"
        + _USER
        + r"|\bwithout\s+(?:telling|informing|notifying|alerting|warning|letting|"
        r"asking|mentioning\s+(?:it\s+|this\s+)?to)\s+"
        + _USER
        + r"|\b(?:hide|conceal|keep)\b[^.\n]{0,30}?\bfrom\s+"
        + _USER
        + r"|\b(?:the\s+)?user\s+(?:must|should|need|needs)\s+(?:not|never)\s+"
        r"(?:know|see|notice|be\s+told|find\s+out)"
        r"|\buser\s+(?:does|do)\s*(?:n't|\s+not)\s+need\s+to\s+(?:know|see|be\s+told)"
        r"|\beven\s+if\s+the\s+user\s+(?:explicitly\s+)?(?:asks|requests|says|wants|tells)\b"
        r"|\b(?:whatever|regardless\s+of\s+what|no\s+matter\s+what)\s+the\s+user\s+"
        r"(?:asked|asks|says|said|wants|wanted|requested|requests)\b"
        r"|\btreat\b[^.\n]{0,40}?\bas\s+(?:pre-?approved|already\s+approved|authori[sz]ed|"
        r"confirmed)\b"
        r"|\b(?:is|are)\s+(?:not\s+)?(?:to\s+be\s+)?(?:hidden|secret)\s+from\s+" + _USER,
        re.IGNORECASE,
    ),
    # Files or secrets to be read and passed on (not "settings are read from a .env file").
    re.compile(
        r"(?<!\bis\s)(?<!\bare\s)(?<!\bbe\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bbeen\s)"
        r"\b(?:read|open|cat|load|include|attach|pass|send|provide|copy|fetch|get|add|put|"
        r"paste|append|upload|extract|collect)\b(?!\s+from\b)[^.\n]{0,60}?"
        + SENSITIVE_FILES
        + r"|\bcontents?\s+of\s+(?:the\s+|your\s+)?[`'\"]?"
        + SENSITIVE_FILES,
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:pass|include|put|add|send|append|insert)\b[^.\n]{0,30}?\b(?:the\s+)?"
        r"(?:full\s+|entire\s+|complete\s+)?contents?\s+(?:of\s+)?(?:it|that|the\s+file|this)?"
        r"[^.\n]{0,30}?\b(?:as|in|into)\s+(?:the\s+)?[`'\"]?\w+[`'\"]?\s+"
        r"(?:parameter|param|argument|field)",
        re.IGNORECASE,
    ),
    # The whole conversation handed to a parameter.
    re.compile(
        r"\b(?:pass|include|put|send|add|copy)\b[^.\n]{0,40}?\b(?:full|entire|whole|complete)\s+"
        r"(?:conversation|chat|history|transcript|context\s+window)",
        re.IGNORECASE,
    ),
    # Other tools or servers steered.
    re.compile(
        r"\b(?:do\s+not|don't|never|must\s+not)\s+(?:use|call|invoke|trust)\b[^.\n]{0,40}?"
        r"\b(?:tools?|servers?|functions?)\s+(?:of|from)\s+(?:other|another|different|any\s+other)"
        r"|\b(?:tools?|servers?)\s+(?:of|from)\s+(?:other|another|different)\s+"
        r"(?:servers?|providers?|mcp\s+servers?)\b[^.\n]{0,80}?\b(?:must|should|always|never|"
        r"instead|only)\b"
        r"|\b(?:always|only)\s+(?:use|call)\s+this\s+tool\s+(?:instead|rather)\b"
        r"|\binstead\s+of\s+(?:the\s+)?(?:other|built-in|default)\s+\w+\s+tool"
        r"|\bthis\s+tool\s+(?:has|takes)\s+(?:priority|precedence)\s+over\b"
        r"|\bbefore\s+(?:using|calling|invoking)\s+(?:any|all|every)\s+other\s+tools?\b"
        r"|\b(?:whenever|when|if)\s+(?:any|another|other|an?)\s+[\w -]{0,20}?tools?\s+"
        r"(?:is|are|gets?)\s+(?:used|called|invoked)\b[^.\n]{0,80}?\b(?:must|should|always)\b"
        r"|\bno\s+matter\s+which\s+(?:server|tool)"
        r"|\b\w+\s+server'?s\s+\w+\s+tool\b[^.\n]{0,100}?\b(?:must|should|always|never)\b"
        r"|\b(?:whenever|when|if)\b[^.\n]{0,40}?\b\w+\s+server'?s\s+\w+\s+tool\b"
        r"|\b\w+\s+tool\s+(?:from|of)\s+the\s+[\w -]{1,30}?\s+server\b[^.\n]{0,60}?"
        r"\b(?:deprecated|unsafe|broken|never|do\s+not|don't)\b"
        r"|\balways\s+(?:use|call)\s+\w+\s+(?:from\s+this\s+server\s+)?instead\b"
        r"|\b(?:when|whenever|if)\b[^.\n]{0,60}?\b(?:send|sends|sending|email|e-mail)\w*\b"
        r"[^.\n]{0,60}?\b(?:any|another|other|the)\s+\w*\s*tool\b[^.\n]{0,60}?"
        r"\b(?:must|should|always)\b",
        re.IGNORECASE,
    ),
    # Addressed to the model as such (a mention of "the system prompt" is not).
    re.compile(
        r"\b(?:hidden\s+instructions?|secret\s+instructions?|"
        r"your\s+(?:previous|original|real)\s+instructions|new\s+instructions\s*:)",
        re.IGNORECASE,
    ),
]

# Possessive and bounded, and an e-mail address must start at a boundary: hostile texts
# of a megabyte full of "https://" or "aaaa" are matched in linear time.
_EMAIL = r"(?<![\w.+-])[\w.+-]{1,64}+@[\w-]{1,63}+(?:\.[\w-]{1,63}+){1,8}+"
_ADDRESS = r"(?:https?://[^\s\"'<>)\]]{1,2000}+|" + _EMAIL + ")"
_DATA = (
    r"(?:\b(?:copy|copies|all|every|each|conversations?|chats?|messages?|e-?mails?|contents?|"
    r"data|results?|files?|history|quer(?:y|ies)|outputs?|responses?|logs?|credentials?|"
    r"tokens?|keys?|inputs?|arguments?|parameters?|it|them|this|that|everything|prompts?|"
    r"text|documents?|rows|records|payloads?|body|bodies|transcripts?|cookies?|sessions?|"
    r"updates?|headers?)\b|" + SENSITIVE_FILES + r")"
)
EXFILTRATION = [
    re.compile(
        r"\b(?:send|sends|sending|forward|forwards|post|posts|upload|uploads|copy|copies|"
        r"bcc|cc|mail|email|e-mail|transmit|leak|exfiltrate|mirror|relay|report|reports|"
        r"sync|log|logs|submit|share|deliver|include)\b[^.\n]{0,80}?"
        + _DATA
        + r"[^.\n]{0,80}?\b(?:to|at|into|via|towards?|request\s+to)\s+[`'\"<]?"
        + _ADDRESS,
        re.IGNORECASE,
    ),
    re.compile(  # passive: "every update must also be posted to https://…"
        _DATA + r"[^.\n]{0,80}?\b(?:be|is|are|gets?)\s+(?:\w+\s+){0,2}?(?:sent|forwarded|"
        r"posted|copied|uploaded|mirrored|submitted|shared|delivered|logged|reported|relayed)"
        r"\s+(?:to|at|into)\s+[`'\"<]?" + _ADDRESS,
        re.IGNORECASE,
    ),
    re.compile(  # "set it to https://…; the files are posted there"
        _ADDRESS + r"[^\n]{0,120}?\b(?:are|is|be|get|gets)\s+(?:\w+\s+)?(?:posted|sent|"
        r"uploaded|forwarded|copied|delivered)\s+there\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:bcc|cc)\b\s*[:=]?[^.\n]{0,30}?"
        + _EMAIL
        + r"|"
        + _EMAIL
        + r"\s+as\s+(?:an?\s+)?(?:bcc|cc|hidden|blind)\b",
        re.IGNORECASE,
    ),
]

ACTION_VERBS = (
    r"delete|deletes|remove|removes|erase|erases|wipe|wipes|destroy|destroys|overwrite|"
    r"overwrites|drop|drops|truncate|truncates|send|sends|email|emails|post|posts|publish|"
    r"publishes|upload|uploads|transfer|transfers|write|writes|modify|modifies|move|moves|"
    r"rename|renames|forward|forwards|pay|pays|charge|charges|purchase|purchases|"
    r"revoke|revokes|cancel|cancels|kill|kills|terminate|terminates|update|updates|push|"
    r"pushes|force-push|force-pushes|prune|prunes|purge|purges"
)
_OBJECT = r"\s+(?:it|them|the|a|an|all|every|any|your|their|its|this|that|each|those|these)\b"
ACTION = re.compile(
    # A sentence that starts with the verb ("Deletes the file.", "Send a message."), "this
    # tool / it <verb>", or "and / also / then <verb> <object>" ("reads it and deletes it").
    r"(?:(?:^|[.!?;]\s{1,10}+|\n[ \t]{0,20}+)(?:(?:this|the)\s+tool\s+|it\s+)?"
    r"(?:also\s+|then\s+)?"
    r"(?:[a-z]+ly\s+)?"
    r"(" + ACTION_VERBS + r")\b(?!\s*-)"
    r"|\b(?:(?:this|the)\s+tool|it)\s+(?:also\s+|then\s+|will\s+|can\s+|may\s+)?"
    r"(" + ACTION_VERBS + r")\b(?!\s*-)"
    r"|\b(?:and|also|then)\s+(?:[a-z]+ly\s+)?(" + ACTION_VERBS + r")(?=" + _OBJECT + r"))",
    re.IGNORECASE,
)
# Verbs that are nouns as often: an act only with an object after them.
NOUN_LIKE = {"email", "emails", "post", "posts", "update", "updates", "charge", "charges",
             "transfer", "transfers", "drop", "drops", "move", "moves", "cancel", "cancels",
             "purchase", "purchases", "push", "pushes", "write", "writes"}  # fmt: skip
NOUN_CONTEXT = re.compile(
    r"\s*(?:[,:;.)]|\s(?:are|is|was|were|to|of|for|from|and|or|in|on)\b"
    r"|\s\S+\s+(?:are|is|was|were|have|has)\b)",
    re.IGNORECASE,
)
QUOTED_OBJECT = re.compile(r"\s*[<`'\"]")
NEGATION = re.compile(r"\b(?:not|never|no|without|doesn't|don't|won't|cannot|can't)\b\W*$", re.I)


def scan_catalog(catalog: Catalog, instructions: str | None = None) -> list[dict[str, Any]]:
    """Every poisoning finding of the catalog and the server's instructions, as reasons."""
    findings: list[dict[str, Any]] = []
    seen: set[tuple[str, str | None, str]] = set()

    def add(label: str, tool: str | None, field: str, match: str) -> None:
        if (label, tool, field) in seen:  # one finding per kind, tool and field
            return
        seen.add((label, tool, field))
        findings.append(reason(label, tool=tool, field=field, match=visible(match)))

    for tool in catalog.tools:
        for field, text in tool_texts(tool):
            for label, match in scan_text(text):
                add(label, tool.name, field, match)
        contradiction = contradicting_annotation(tool)
        if contradiction:
            add(ANNOTATION_LABEL, tool.name, "annotations", contradiction)
    if instructions:
        for label, match in scan_text(instructions):
            add(label, None, "instructions", match)
    return findings


def tool_texts(tool: Tool) -> Iterator[tuple[str, str]]:
    yield "name", tool.name
    if tool.description:
        yield "description", tool.description
    count = 0
    for key, schema in (("inputSchema", tool.input_schema), ("outputSchema", tool.output_schema)):
        for path, text in _schema_texts(schema, key):
            count += 1
            if count > MAX_TEXTS:
                return
            yield path, text


def _schema_texts(node: Any, path: str, depth: int = 0) -> Iterator[tuple[str, str]]:
    if depth > 12:
        return
    if isinstance(node, dict):
        for key, value in node.items():
            child = f"{path}.{key}"
            if key in ("description", "title") and isinstance(value, str):
                yield child, value
            elif isinstance(value, dict | list):
                yield from _schema_texts(value, child, depth + 1)
    elif isinstance(node, list):
        for index, value in enumerate(node[:50]):
            yield from _schema_texts(value, f"{path}[{index}]", depth + 1)


MAX_SCANNED = 256 * 1024  # characters of one text read (a catalog is at most 1 MiB)


def scan_text(text: str) -> Iterator[tuple[str, str]]:
    """(label, matched text) for every kind of signal in one text."""
    text = text[:MAX_SCANNED]
    invisible = _invisible(text)
    if invisible:
        yield "tool-poisoning-invisible-text", invisible
    plain = _revealed(text)
    shown = CODE_SPAN.sub("", plain)
    comment = _hidden_comment(shown)
    hidden = HIDDEN_MARKUP.search(shown)
    if comment is not None:
        yield "tool-poisoning-hidden-markup", comment
    elif hidden:
        yield "tool-poisoning-hidden-markup", _around(shown, hidden)
    for pattern in MODEL_INSTRUCTION:
        found = pattern.search(plain)
        if found:
            yield "tool-poisoning-model-instruction", _around(plain, found)
            break
    for pattern in EXFILTRATION:
        found = pattern.search(plain)
        if found:
            yield "tool-poisoning-exfiltration", _around(plain, found)
            break


def _hidden_comment(text: str) -> str | None:
    """An HTML comment of four words or more (a two-word ``<!-- more -->`` is an example,
    not a hidden message), found in linear time."""
    start = text.find("<!--")
    while start != -1:
        end = text.find("-->", start + 4)
        body = text[start + 4 : end if end != -1 else start + 4 + 2000]
        if len(body.split(None, 4)) >= 4:
            return text[start : start + 80]
        if end == -1:
            return None
        start = text.find("<!--", end + 3)
    return None


def contradicting_annotation(tool: Tool) -> str | None:
    """The description's action verb when the tool is annotated read-only."""
    annotations = tool.annotations or {}
    if annotations.get("readOnlyHint") is not True or not tool.description:
        return None
    text = _revealed(tool.description[:MAX_SCANNED])
    for found in ACTION.finditer(text):
        group = next(index for index in (1, 2, 3) if found.group(index))
        verb = found.group(group)
        if verb.isupper() and len(verb) > 1:  # DELETE, DROP: a keyword named, not an act
            continue
        after = found.end(group)
        if verb.lower() in NOUN_LIKE and NOUN_CONTEXT.match(text, after):
            continue  # "Email addresses are matched", "Updates to the schema"
        if QUOTED_OBJECT.match(text, after):
            continue  # "Removes <script> elements": text it returns, not a thing it changes
        before = text[max(0, found.start(group) - 40) : found.start(group)]
        if not NEGATION.search(before):
            return _around(text, found, group=group)
    return None


def _invisible(text: str) -> str | None:
    found = INVISIBLE.search(text)
    if found:
        return _around(text, found)
    for joiner in JOINERS.finditer(text):
        left = text[joiner.start() - 1 : joiner.start()]
        right = text[joiner.end() : joiner.end() + 1]
        if (not left or left.isascii()) and (not right or right.isascii()):
            return _around(text, joiner)
    return None


def _revealed(text: str) -> str:
    """The text with tag characters read as the ASCII they smuggle, so hidden instructions
    are matched too; other invisible characters removed, and NFKC-normalised."""
    smuggled = "".join(
        chr(ord(char) - 0xE0000) if 0xE0020 <= ord(char) <= 0xE007E else char for char in text
    )
    return unicodedata.normalize("NFKC", INVISIBLE.sub("", smuggled))


def _around(text: str, found: re.Match[str], group: int = 0) -> str:
    start, end = found.span(group)
    start, end = max(0, start - 20), min(len(text), max(end, start + 1) + 20)
    return text[start:end]


def visible(text: str) -> str:
    """Invisible, control and bidirectional characters as ``<U+XXXX>``; bounded length."""
    shown = "".join(
        f"<U+{ord(char):04X}>"
        if unicodedata.category(char) in ("Cf", "Cc", "Co", "Cn") and char not in "\n\t"
        else char
        for char in text
    )
    return shown if len(shown) <= MAX_MATCH else shown[: MAX_MATCH - 1] + "…"


def with_poisoning(grades: dict[int, Any], findings: list[dict[str, Any]]) -> dict[int, Any]:
    """The grades with each finding as a reason: dimension 4 fails on text aimed at the
    model, dimension 5 on annotations the text contradicts. A dimension the assessment
    type does not otherwise measure is measured here: the finding was observed."""
    from assessments.graders.base import DimensionGrade

    updated = dict(grades)
    for number, mine in (
        (4, [f for f in findings if f["label"] != ANNOTATION_LABEL]),
        (5, [f for f in findings if f["label"] == ANNOTATION_LABEL]),
    ):
        if not mine:
            continue
        before = grades[number]
        kept = [] if before.grade == "not_tested" else list(before.reasons)
        evidence = dict(before.evidence) if isinstance(before.evidence, dict) else {}
        evidence["tool_poisoning"] = [
            {key: item[key] for key in ("label", "tool", "field", "match")} for item in mine
        ]
        updated[number] = DimensionGrade(number, "fail", kept + mine, evidence)
    return updated
