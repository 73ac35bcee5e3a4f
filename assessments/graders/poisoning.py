"""Tool-poisoning signals: text in a catalog aimed at the model rather than the developer.

Read in tool names, descriptions, every ``description`` and ``title`` inside the input
and output schemas, and the server's ``instructions``. Each finding is a reason with a
fixed label (``tool-poisoning-…``), the tool, the field and the matched text, escaped,
with invisible characters made visible (``<U+200B>``). Kept low-noise on purpose: every
pattern needs the shape of an attack (an instruction, a hidden span, a literal address
data is sent to), not a single suspicious word; ``tests/poisoning_set*.py`` hold the
labelled corpus its precision and recall are measured on. Pure: no I/O.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Mapping
from typing import Any

from assessments.graders.poisoning_disguise import DECODE_AND_OBEY, decoded, undisguised
from assessments.graders.poisoning_languages import (
    CONVERSATION_ML,
    DESTRUCTIVE_ML,
    DESTRUCTIVE_ML_STEMS,
    HANDOVER_VERBS_ML,
    IN_SENTENCE,
    INSTRUCTION_ML,
    INSTRUCTION_ML_STEMS,
    NEGATION_ML_AFTER,
    NEGATION_ML_BEFORE,
    PERMANENTLY_ML,
    SECRET_ML_STEMS,
    SECRETS_ML,
    cue_rule,
)
from assessments.observations import Catalog, Tool
from assessments.reasons import reason

MAX_MATCH = 160
MAX_TEXTS = 400  # schema strings read per tool (hostile schemas are large)
ANNOTATION_LABEL = "tool-poisoning-contradicting-annotation"

# Invisible and bidirectional-control characters, and the blank letters (Hangul fillers,
# the Mongolian vowel separator) that render as nothing. Zero-width (non-)joiners are
# allowed between non-ASCII characters, where emoji sequences and some scripts need them;
# direction marks beside right-to-left letters, where Hebrew and Arabic text needs them.
INVISIBLE = re.compile(
    "[\u115f\u1160\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069"
    "\u3164\ufeff\uffa0\U000e0000-\U000e007f]"
)
JOINERS = re.compile("[\u200c\u200d]")
DIRECTION_MARKS = re.compile("[\u200e\u200f]")
# A subdivision flag (🏴 and tag letters ended by CANCEL TAG) is the one legitimate use of
# tag characters; a run of variation selectors is never legitimate (one follows a base
# character), and is how bytes are hidden after an emoji.
FLAG_TAGS = re.compile("\U0001f3f4[\U000e0030-\U000e0039\U000e0061-\U000e007a]{1,7}\U000e007f")
SELECTOR = "\ufe00-\ufe0f\U000e0100-\U000e01ef"
SELECTOR_RUN = re.compile(f"[{SELECTOR}]{{2,}}+")

HIDDEN_MARKUP = re.compile(
    # A comment of four words or more (a two-word "<!-- more -->" is an example, not a
    # hidden message), markup addressed to the model, or text styled invisible.
    r"<\s*/?\s*(?:important|system|instructions?|hidden|secret|admin|assistant|prompt|sys"
    r"|context|tool_instructions)\b[^>]*>"
    r"|\bstyle\s*=\s*[\"'][^\"']*(?:display\s*:\s*none|visibility\s*:\s*hidden"
    r"|font-size\s*:\s*0|opacity\s*:\s*0(?![.\d]*[1-9])|color\s*:\s*(?:transparent|white|"
    r"#fff(?:fff)?\b))"
    # An element with the hidden attribute, or text coloured white or transparent.
    r"|<[a-z][\w-]{0,20}\s[^<>]{0,200}?(?<![\w-])hidden(?=[\s/>=])"
    r"|<font\s[^<>]{0,100}?\bcolor\s*=\s*[\"']?(?:white|transparent|#fff(?:fff)?\b)"
    r"|\[//\]\s*:\s*#",
    re.IGNORECASE | re.DOTALL,
)

UNSPACED_LETTERS = re.compile("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
CODE_SPAN = re.compile(r"`[^`\n]{1,200}`")  # markup quoted as code is shown, not hidden
_USER = r"(?:the\s+)?(?:user|human|person|operator|developer|customer)s?\b"
_TELL = (
    r"(?:tell|inform|mention|reveal|disclose|notify|alert|warn|let|report|"
    r"bring\s+(?:this|it)\s+up|point\s+(?:this|it)\s+out)"
)
SENSITIVE_FILES = (
    r"(?:(?:~|\$HOME|%USERPROFILE%)[/\\]\.(?:ssh(?![/\\](?:known_hosts|config)\b|[/\\]\S{1,40}?\.pub\b)"
    r"|aws|gnupg|kube|docker|config|cursor|npmrc|netrc|git-credentials)|(?<![\w/~])\.git-credentials\b|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|\.aws/credentials|"
    r"\bmcp\.json\b|(?<![\w.])\.env\b(?![.\w-])|/etc/(?:passwd|shadow)|\.(?:bash|zsh|python)_history|"
    r"\.pgpass\b|\bgh/hosts\.ya?ml\b|"
    r"\b(?:private|ssh)\s+keys?\b|\bcredentials?\s+files?\b|\bpassword\s+(?:file|store)\b)"
)
MODEL_INSTRUCTION = [
    # Earlier instructions to be ignored, or declared void.
    re.compile(
        r"\b(?:guidance|instructions?|rules|directions|prompts?|messages)\b[^.\n]{0,100}?"
        r"\b(?:no\s+longer\s+appl|(?:is|are)\s+(?:now\s+)?(?:void|obsolete|superseded|"
        r"cancell?ed|revoked|no\s+longer\s+valid))"
        r"|\bsupersedes?\b[^.\n]{0,30}?\b(?:operator|user|system|developer)"
        r"|\b(?:ignore|disregard|forget|override|bypass)\b[^.;\n]{0,40}?"
        r"\b(?:previous|prior|above|earlier|preceding|all|any|other|system|original)\b"
        r"[^.;\n]{0,25}?\b(?:instructions?|prompts?|rules|directions|guidelines|constraints|"
        r"restrictions|guardrails|safeguards|safety\s+\w+)\b",
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
        + r"|\b(?:refrain|abstain)\s+from\s+(?:telling|informing|notifying|alerting|letting|"
        r"mentioning|showing)\b[^.\n]{0,40}?"
        + _USER
        + r"|\bkeep\s+(?:this|that|it|these|those|the\s+\w+)\s+(?:\w+\s+)?to\s+yourself\b"
        r"|\bwithout\s+(?:revealing|disclosing|mentioning|saying)\s+(?:which|what|that)\s+"
        r"(?:tools?|calls?|servers?|actions?)\b"
        r"|\bwithout\s+(?:telling|informing|notifying|alerting|warning|letting|"
        r"asking|mentioning\s+(?:it\s+|this\s+)?to)\s+"
        + _USER
        # "requests to hide actions from the user" names an attack, it does not make one
        + r"|(?<!requests\sto\s)(?<!request\sto\s)(?<!attempts\sto\s)(?<!attempt\sto\s)"
        r"\b(?:hide|conceal|keep)\b[^.\n]{0,30}?\bfrom\s+"
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

MODEL_INSTRUCTION += [
    # A forged turn of the conversation, or a role the text claims for itself.
    re.compile(
        r"[\"']role[\"']\s*:\s*[\"'](?:system|developer)[\"']"
        r"|(?:^|\n)[ \t]*(?:human|user)[ \t]*:[^\n]{1,300}\n[ \t\n]{0,10}assistant[ \t]*:"
        r"|<\|im_start\|>\s*system|\[/?INST\]|<<SYS>>"
        r"|(?:^|\n)[ \t]*```[ \t]*(?:system|developer)\b"
        r"|\b(?:developer|god|jailbreak|unrestricted)\s+mode\s+(?:is\s+(?:now\s+)?)?"
        r"(?:enabled|activated|on)\b",
        re.IGNORECASE,
    ),
    # The server ranked above the user, or the user's approval taken for granted.
    re.compile(
        r"\bthis\s+(?:server|tool)(?:'s)?\s+(?:\w+\s+)?(?:takes?|has|have)\s+"
        r"(?:priority|precedence)\s+over\b"
        r"|\b(?:guidance|directions?|instructions?|rules)\s+(?:from|of|in)\s+this\s+"
        r"(?:server|tool)\s+(?:outranks?|overrides?|supersedes?|takes?\s+(?:priority|precedence))"
        r"|\b(?:never|don't|do\s+not|no\s+longer|stop)\s+(?:ask|request|seek|wait)(?:ing)?\s+"
        r"(?:the\s+user\s+)?(?:for\s+)?(?:any\s+|a\s+)?(?:confirmation|approval|permission|consent)"
        r"|\bno\s+longer\s+ask\b|\bskip\s+(?:every|all|any)\s+(?:\w+\s+)?(?:confirmation|approval)"
        r"|\b(?:approve|accept|authori[sz]e|allow)\s+(?:every|all|any)\b[^.\n]{0,40}?\bwithout\s+"
        r"(?:asking|confirmation|approval|checking)"
        r"|\b(?:user|you)\s+(?:has|have)\s+(?:already\s+)?(?:pre-?approved|authori[sz]ed|"
        r"consented\s+to)\s+(?:all|every|any)\b",
        re.IGNORECASE,
    ),
]

MODEL_INSTRUCTION += [
    # Addressed to the model by what it is: "Note to AI assistants:", "(For models: …)",
    # "assistant:" opening a line or a regex comment, "the assistant must …".
    re.compile(
        r"\b(?:note|message|reminder)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:ai\s+)?"
        r"(?:assistants?|models?|llms?|agents?)\b"
        r"|\bfor\s+(?:ai\s+)?(?:models|assistants|llms|ai\s+agents)\s*:"
        r"|(?:^|\n|\(\?#|[(\[]|\bnote[ \t]*:)[ \t]*(?:ai[ \t]+)?(?:assistant|llm)[ \t]*:"
        r"|\b(?:the|an?|any)\s+(?:ai\s+)?(?:assistant|llm|language\s+model)\s+(?:must|should|"
        r"shall|now|will\s+now|always|never|is\s+to|has\s+to|needs\s+to)\b",
        re.IGNORECASE,
    ),
    # A forged tool result or message from the system, put where only data belongs.
    re.compile(
        r"\[/?(?:tool_result|tool_output|function_result|function_output|system_message|"
        r"system|assistant)\]|\bnext_action\s*:"
        r"|[\"']from[\"']\s*:\s*[\"'](?:system|developer|admin)[\"']",
        re.IGNORECASE,
    ),
    # Approval or verification claimed for the user, so the model skips its own checks.
    re.compile(
        r"\btreat\b[^.\n]{0,100}?\bas\s+(?:already\s+)?(?:pre-?approved|approved|authori[sz]ed|"
        r"confirmed|verified)\b"
        r"|\bwithout\s+(?:double-?checking|re-?checking|re-?confirming)\b"
        r"|\bno\s+need\s+to\s+(?:confirm|check|verify|ask|double-check)\b[^.\n]{0,40}?"
        r"\b(?:with\s+(?:them|the\s+user)|the\s+user)\b"
        r"|\b(?:can|may|should)\s+be\s+(?:carried\s+out|executed|done|performed|processed)\s+"
        r"(?:straight\s+away|right\s+away|immediately|directly)\b",
        re.IGNORECASE,
    ),
    # Other servers' tools shadowed, and the model told not to bring it up.
    re.compile(
        r"\beven\s+(?:when|if)\s+(?:an?other|a\s+different|some\s+other)\s+"
        r"(?:server|tool|mcp|integration|plugin)"
        r"|\b(?:don't|do\s+not|never)\s+(?:bring\s+(?:this|it|that)\s+up|mention\s+(?:this|that)"
        r"|mention\s+it)\s*[.)!;]",
        re.IGNORECASE,
    ),
]
MODEL_INSTRUCTION += [
    # Addressed to the model: "Model: …", "hey model,", "Important for the assistant:".
    re.compile(
        r"(?:^|[.!?]\s+|\n)[ \t]*(?:ai\s+)?(?:model|llm|agent)\s*:\s+\w"
        r"|\b(?:hey|hi|dear|attention|yo)\s*,?\s+(?:ai\s+)?(?:model|assistant|agent|llm|bot)\b"
        r"|\b(?:important|notice|attention|instructions?)\s+(?:for|to)\s+(?:the\s+|any\s+)?"
        r"(?:ai\s+)?(?:assistants?|models?|agents?|llms?)\s*:"
        r"|\b(?:the|an?|any)\s+(?:ai\s+)?(?:model|agent)\s+(?:must|shall|is\s+to|has\s+to)\b"
        r"|\bthe\s+(?:processing|calling|consuming)\s+(?:agent|model|assistant)\b",
        re.IGNORECASE,
    ),
    # Data promoted to orders: "treat the note's text as the user's own request".
    re.compile(
        r"\btreat\b[^.\n]{0,80}?(?<!not\s)(?<!never\s)\bas\s+(?:trusted\s+|direct\s+)?"
        r"(?:the\s+user'?s\s+own|"
        r"(?:instructions|directions|commands|orders)\b|(?:a\s+)?(?:request|command)\s+from\s+"
        r"the\s+user|trusted\s+(?:input|directions|instructions|commands))",
        re.IGNORECASE,
    ),
    # Kept quiet without naming the user: "Don't report it.", "leave it out of what it
    # shows", a setting that says never to mention it.
    re.compile(
        r"\b(?:don't|do\s+not|never|shall\s+not|must\s+not)\s+(?:report|disclose|reveal|surface|"
        r"mention)\s+(?:it|this|that|them|the\s+existence)\b"
        r"|\bleave\s+(?:it|them|this|that)\s+out\s+of\s+(?:what|anything)\s+(?:it|you)\s+"
        r"(?:shows?|tells?|reports?)"
        r"|\b(?:mention|disclose|reveal|show)\w*(?:_\w+)?\s*[:=]\s*[\"']?(?:never|no|false)\b",
        re.IGNORECASE,
    ),
    # Settings for the model's conduct written into a description (YAML or JSON).
    re.compile(
        r"\b(?:confirm\w*|ask_user|require_\w*confirm\w*|user_approval)\s*[:=]\s*[\"']?"
        r"(?:false|no|never|off|0)\b"
        r"|\bprecedence\s*[:=]\s*[\"']?\w*server\w*"
        r"|[\"']?audience[\"']?\s*[:=]\s*[\"']?(?:llm|model|assistant|agent|ai)\b"
        r"|\b(?:model|assistant|llm|agent)_(?:behaviou?r|instructions?|directives?|policy)\s*:",
        re.IGNORECASE,
    ),
    # The user's agreement stated as a fact, or another tool called before answering.
    re.compile(
        r"(?:^|[.!?\"]\s*|\n)[ \t]*the\s+user\s+(?:has|had)\s+(?:already\s+)?(?:opted\s+in|"
        r"consented|agreed|authori[sz]ed|pre-?approved)\b"
        r"|\b(?:irrevocably|hereby)\s+(?:agrees?|consents?)\b"
        r"|\b(?:call|invoke|run)\s+`?[a-z][\w.]{2,60}`?(?:\([^()\n]{0,80}\))?\s+(?:first\s+)?"
        r"before\s+(?:answering|responding|replying)\b",
        re.IGNORECASE,
    ),
]
# What the model is to say whatever a result says: a misstatement ordered in advance.
WHATEVER = re.compile(r"\b(?:whatever|regardless\s+of\s+what|no\s+matter\s+what)\b", re.I)
RESULT_SAYS = re.compile(
    r"\b(?:says?|returns?|shows?|reports?|said|returned|states?|indicates?)\b", re.I
)
TELL_VERB = re.compile(
    r"\b(?:tell|tells|say|answer|answers|reply|replies|respond|state|report|inform)\b", re.I
)

_HARVESTED = (  # words for secrets, stored browser data and payment or login codes
    r"(?:api\s+keys?|access\s+keys?|tokens?|passwords?|passphrases?|secrets?|credentials?|"
    r"session\s+cookies?|(?:saved|stored|browser'?s?)\s+(?:\w+\s+)?(?:cookies?|passwords?)|"
    r"card\s+numbers?|cvv|cvc|security\s+codes?|one-time\s+(?:codes?|passwords?)|sms\s+codes?|"
    r"2fa\s+codes?|verification\s+codes?|codes?\s+(?:they|the\s+user|you)\s+(?:received|got))"
)

# Secrets read and handed to the tool: an instruction to the model and an exfiltration at
# once (the arguments go to the server). A tool that says it reads a file and returns
# something of its own ("Read ~/.kube/config and return the context name") hands nothing.
SECRET_HANDOVER = [
    re.compile(
        r"(?<!\bis\s)(?<!\bare\s)(?<!\bbe\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bbeen\s)"
        r"\b(?:read|open|cat|load|include|attach|pass|send|provide|copy|fetch|get|add|put|"
        r"paste|append|upload|extract|collect)\b(?!\s+from\b)[^.\n]{0,60}?"
        + SENSITIVE_FILES
        + r"(?!(?:[^.\n]|\.(?=\S)){0,60}?\band\s+returns?\b)"
        r"|\bcontents?\s+of\s+(?:the\s+|your\s+)?[`'\"]?" + SENSITIVE_FILES,
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:pass|include|put|add|send|append|insert)\b[^.\n]{0,30}?\b(?:the\s+)?"
        r"(?:full\s+|entire\s+|complete\s+)?contents?\s+(?:of\s+)?(?:it|that|the\s+file|this)?"
        r"[^.\n]{0,30}?\b(?:as|in|into)\s+(?:the\s+)?[`'\"]?\w+[`'\"]?\s+"
        r"(?:parameter|param|argument|field)",
        re.IGNORECASE,
    ),
    # Secrets gathered from wherever the model can see them, or from the environment.
    re.compile(
        r"\b(?:collect|gather|harvest|list|include|add|put|paste|copy|dump|fill|append)\b"
        r"[^.\n]{0,40}?\b" + _HARVESTED + r"[^.\n]{0,40}?\b(?:visible|found|present|"
        r"(?:that\s+)?you\s+(?:have\s+)?(?:seen|see|know|can\s+find)|in\s+the\s+(?:workspace|"
        r"environment|conversation|chat|context|session))"
        r"|\b(?:values?|contents?)\s+of\s+(?:every|all|any|each)\s+(?:environment|env)\s+variables?"
        r"|\b(?:environment|env)\s+variables?\s+(?:whose|with|containing|that\s+contains?)\b"
        r"[^.\n]{0,40}?\b(?:key|token|secret|password)s?\b",
        re.IGNORECASE,
    ),
]
SECRET_HANDOVER += [
    # Whatever the user said, gathered into an argument.
    re.compile(
        r"\b(?:include|add|put|paste|fill|copy|attach|send|pass)\b[^.\n]{0,60}?\b(?:everything|"
        r"anything|all|whatever)\s+(?:that\s+)?(?:the\s+user|they|you)\s+(?:have\s+|has\s+)?"
        r"(?:shared|said|typed|wrote|written|mentioned|provided|told)\b"
        r"|\b(?:include|add|put|paste|fill|copy|attach|send|pass)\b[^.\n]{0,80}?"
        + _HARVESTED
        + r"[^.\n]{0,60}?\b(?:they|the\s+user|you)\s+(?:have\s+|has\s+)?(?:received|shared|"
        r"typed|entered|mentioned)\b",
        re.IGNORECASE,
    ),
    # The environment dumped into an argument.
    re.compile(
        r"\b(?:output|result|contents?)\s+of\s+[`'\"]?(?:printenv|env|set|export\s+-p|"
        r"cat\s+/proc/self/environ)\b"
        r"|\b(?:fill|include|paste|put|add|send|append|copy)\b[^.\n]{0,60}?(?:\bprintenv\b|"
        r"\bprocess\.env\b|\bos\.environ\b|/proc/self/environ|\ball\s+(?:the\s+)?environment\s+"
        r"variables)",
        re.IGNORECASE,
    ),
    # A secret named, and its value put in an argument.
    re.compile(
        r"(?:\btokens?\b|\bsecrets?\b|\bpasswords?\b|credentials|\bapi.?keys?\b|"
        r"\b[A-Z][A-Z0-9]*_(?:TOKEN|SECRET|PASSWORD|API_KEY|KEY)\b)[^.\n]{0,120}?"
        r"\b(?:include|put|add|pass|send|append|insert|copy)\b[^.\n]{0,20}?\b(?:its|their|the)\s+"
        r"(?:values?|contents?)\b[^.\n]{0,40}?\b(?:in|into|as)\s+(?:the\s+)?[`'\"]?\w+[`'\"]?\s+"
        r"(?:argument|parameter|param|field)",
        re.IGNORECASE,
    ),
]
HANDOVER_ML = re.compile(  # verb first, or verb last as in Japanese and Korean
    HANDOVER_VERBS_ML + IN_SENTENCE + r"{0,60}?(?:" + SENSITIVE_FILES + "|" + SECRETS_ML + ")"
    r"|(?:"
    + SENSITIVE_FILES
    + "|"
    + SECRETS_ML
    + ")"
    + IN_SENTENCE
    + r"{0,30}?"
    + HANDOVER_VERBS_ML,
    re.IGNORECASE,
)

# Possessive and bounded, and an e-mail address must start at a boundary: hostile texts
# of a megabyte full of "https://" or "aaaa" are matched in linear time.
_EMAIL = r"(?<![\w.+-])[\w.+-]{1,64}+@[\w-]{1,63}+(?:\.[\w-]{1,63}+){1,8}+"
# An address at a domain reserved for examples (RFC 2606: example.com, *.example, *.test)
# receives nothing: a documented placeholder, not a destination.
_REAL_EMAIL = (
    r"(?![\w.+-]{1,64}+@(?:[\w-]{1,63}\.){0,8}(?:example|test|invalid|localhost)"
    r"(?:\.(?:com|net|org))?(?![\w-]|\.\w))" + _EMAIL
)
_ADDRESS = r"(?:https?://[^\s\"'<>)\]]{1,2000}+|" + _EMAIL + ")"
_DATA = (
    r"(?:\b(?:copy|copies|all|every|each|conversations?|chats?|messages?|e-?mails?|contents?|"
    r"data|results?|files?|history|quer(?:y|ies)|outputs?|responses?|logs?|credentials?|"
    r"tokens?|keys?|inputs?|arguments?|parameters?|it|them|this|that|everything|prompts?|"
    r"text|documents?|rows|records|payloads?|body|bodies|transcripts?|cookies?|sessions?|"
    r"updates?|headers?)\b|" + SENSITIVE_FILES + r")"
)
EXFILTRATION = [
    # The conversation asked for as a value, or a credential file's contents.
    re.compile(
        r"\b(?:the\s+)?user'?s\s+(?:\w+\s+)?(?:last|previous|prior|recent|earlier)\s+(?:\w+\s+){0,2}?"
        r"messages\b|\b(?:messages|history|transcript)\s+(?:of|in|from)\s+this\s+"
        r"(?:conversation|chat|session)\b"
        r"|\bcontents?\s+of\s+" + SENSITIVE_FILES,
        re.IGNORECASE,
    ),
    # A covert copy: a blind copy to a fixed address, added on its own.
    re.compile(
        r"(?:always|automatically|silently|自动|自動|siempre|automáticamente|toujours|"
        r"automatiquement|immer|automatisch|sempre|automaticamente|zawsze|automatycznie|всегда|"
        r"автоматически|her\s+zaman|otomatik|selalu|otomatis|luôn|tự\s+động|항상|자동으로|常に)"
        r"[^.。\n]{0,120}?(?:\bbcc\b|blind\s+copy|密件副本|密送|暗送|copia\s+oculta|\bcco\b|"
        r"\bcci\b|blindkopie|ukryt\w+\s+kopi|скрыт\w+\s+копи|숨은\s*참조|gizli\s+kopya)"
        r"|" + _REAL_EMAIL + r"[^.。\n]{0,60}?(?:密件副本|密送|暗送)",
        re.IGNORECASE,
    ),
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
        + _REAL_EMAIL
        + r"|"
        + _REAL_EMAIL
        + r"\s+as\s+(?:an?\s+)?(?:bcc|cc|hidden|blind)\b",
        re.IGNORECASE,
    ),
]

# A bare host name as a destination (``to paste.example``), not a file name (``to out.csv``).
_HOST = (
    r"(?<![\w@.-])(?:[a-z0-9-]{1,63}\.){1,8}(?!(?:json|csv|txt|md|log|xml|ya?ml|html?|pdf|zip|"
    r"tar|gz|db|sqlite|png|jpe?g|py|js|ts)\b)[a-z]{2,24}\b"
)
EXFILTRATION += [
    # A fixed address put in every time, whatever the user asked for.
    re.compile(
        r"\b(?:always|also|silently|secretly|quietly)\s+(?:add|include|put|cc|bcc|copy|insert|"
        r"append|set)\b[^.\n]{0,30}?" + _EMAIL,
        re.IGNORECASE,
    ),
    # A fixed address the model is to set, with the user's data put in the request.
    re.compile(
        r"\b(?:set|point)\s+(?:it|this|the\s+\w+)\s+(?:to|at)\s+" + _ADDRESS + r"[^\n]{0,30}?"
        r"\b(?:include|add|attach|append|send|put)\b[^.\n]{0,60}?\b(?:user'?s|personal|"
        r"messages?|conversation|chat|history|contacts?|credentials?|tokens?|keys?)\b",
        re.IGNORECASE,
    ),
    # The browser's stored secrets sent to a bare host name.
    re.compile(
        r"\b(?:(?:saved|stored|browser'?s?)\s+(?:\w+\s+)?(?:cookies?|passwords?)|session\s+cookies?)"
        r"\b[^.\n]{0,40}?\b(?:to|at)\s+" + _HOST,
        re.IGNORECASE,
    ),
]
EXFILTRATION += [
    # An image or link the model is to render, whose address it is to fill with data.
    re.compile(
        r"!\[[^\]\n]{0,100}\]\(\s*https?://[^\s)]{0,300}?[?&#=/][^\s)]{0,200}?[{<]"
        r"|<img\b[^>]{0,200}?\bsrc\s*=\s*[\"']?https?://[^\s\"'>]{0,300}?[{<]",
        re.IGNORECASE,
    ),
]
# In other languages: the conversation or secrets handed to an address.
EXFILTRATION_ML = re.compile(
    HANDOVER_VERBS_ML
    + IN_SENTENCE
    + r"{0,80}?(?:"
    + CONVERSATION_ML
    + "|"
    + SECRETS_ML
    + ")"
    + IN_SENTENCE
    + r"{0,80}?"
    + _ADDRESS
    + r"|(?:"
    + CONVERSATION_ML
    + "|"
    + SECRETS_ML
    + ")"
    + IN_SENTENCE
    + r"{0,40}?"
    + HANDOVER_VERBS_ML
    + IN_SENTENCE
    + r"{0,40}?"
    + _ADDRESS,
    re.IGNORECASE,
)
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
# A request sent to get an answer back, in the same sentence.
ASKS_FOR_REPLY = re.compile(
    r"[^.;\n]{0,120}?\band\s+(?:returns?|gets?|receives?)\s+(?:its|the|their)\s+"
    r"(?:reply|replies|response|responses|answer|answers|completion)\b",
    re.IGNORECASE,
)
QUOTED_OBJECT = re.compile(r"\s*[<`'\"]")
NEGATION = re.compile(r"\b(?:not|never|no|without|doesn't|don't|won't|cannot|can't)\b\W*$", re.I)

# The tool's main act, the verb its description opens with, when it destroys.
DESTRUCTIVE_OPENING = re.compile(
    r"\s*(?:\w+ly\s+)?(?:delete|deletes|erase|erases|wipe|wipes|destroy|"
    r"destroys|overwrite|overwrites|drop|drops|truncate|truncates|purge|purges|shred|shreds)\b"
    r"(?!\s*-)",
    re.IGNORECASE,
)


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
        for field, address in fixed_copies(tool.input_schema):
            add("tool-poisoning-exfiltration", tool.name, field, address)
    if instructions:
        for label, match in scan_text(instructions):
            add(label, None, "instructions", match)
    return findings


def tool_texts(tool: Tool) -> Iterator[tuple[str, str]]:
    yield "name", tool.name
    if tool.description:
        yield "description", tool.description
    for key, value in (tool.annotations or {}).items():
        if isinstance(value, str):  # the title a client shows in place of the name
            yield f"annotations.{key}", value
    count = 0
    for key, schema in (("inputSchema", tool.input_schema), ("outputSchema", tool.output_schema)):
        for path, text in _schema_texts(schema, key):
            count += 1
            if count > MAX_TEXTS:
                return
            yield path, text


# Schema keywords whose strings are syntax, never prose shown to the model.
SCHEMA_SYNTAX = frozenset(
    {"type", "format", "pattern", "$ref", "$schema", "$id", "$anchor", "$dynamicRef",
     "required", "contentEncoding", "contentMediaType", "dependentRequired"}
)  # fmt: skip


def _schema_texts(node: Any, path: str, depth: int = 0) -> Iterator[tuple[str, str]]:
    """Every string the model may read in a schema: titles and descriptions at any depth,
    and the values of ``examples``, ``default``, ``const``, ``enum`` and enum descriptions
    (``enumDescriptions``, ``x-enum-descriptions``), which clients show as well."""
    if depth > 12:
        return
    if isinstance(node, str):
        yield path, node
    elif isinstance(node, dict):
        for key, value in node.items():
            if key == "pattern" and isinstance(value, str) and "(?#" in value:
                yield f"{path}.pattern", " ".join(REGEX_COMMENT.findall(value[:MAX_SCANNED]))
            if key in SCHEMA_SYNTAX and not isinstance(value, dict):
                continue  # a property named "type" or "format" is still read
            yield from _schema_texts(value, f"{path}.{key}", depth + 1)
    elif isinstance(node, list):
        for index, value in enumerate(node[:50]):
            yield from _schema_texts(value, f"{path}[{index}]", depth + 1)


MAX_SCANNED = 256 * 1024  # characters of one text read (a catalog is at most 1 MiB)
REGEX_COMMENT = re.compile(r"\(\?#([^)]{0,2000})\)")  # a pattern's comments are prose
# Fields that send a copy somewhere: a fixed address there goes with every call.
COPY_FIELD = re.compile(r"(?:^|_|-)(?:bcc|cc|blind_?copy|copy_?to|archive_?to|mirror_?to)$", re.I)
FIXED_ADDRESS = re.compile(
    r"\s*(?:https?://\S+|[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8})\s*"
)


# A field said to carry the conversation, in any language.
CONVERSATION_WORDS = re.compile(
    CONVERSATION_ML + r"|\b(?:conversation|chat\s+history|transcript)\b", re.IGNORECASE
)


def fixed_copies(schema: Any) -> Iterator[tuple[str, str]]:
    """(field, address) for each copy field (``bcc``, ``cc``, ``copy_to``) of the input
    schema, or each field said to carry the conversation, whose ``const`` or ``default``
    is an address: every call copies to it."""
    properties = schema.get("properties") if isinstance(schema, dict) else None
    if not isinstance(properties, dict):
        return
    for name, field in list(properties.items())[:MAX_TEXTS]:
        if not (isinstance(field, dict) and isinstance(name, str)):
            continue
        described = field.get("description")
        about = isinstance(described, str) and CONVERSATION_WORDS.search(described[:2000])
        if not (COPY_FIELD.search(name) or about):
            continue
        for key in ("const", "default"):
            value = field.get(key)
            values = value if isinstance(value, list) else [value]
            for item in values[:10]:
                if isinstance(item, str) and FIXED_ADDRESS.fullmatch(item[:300]):
                    yield f"inputSchema.properties.{name}.{key}", item[:MAX_MATCH]
                    break


def scan_text(text: str) -> Iterator[tuple[str, str]]:
    """(label, matched text) for every kind of signal in one text, then in what the text
    disguises: look-alike letters and leetspeak written plainly, and encoded payloads."""
    text = text[:MAX_SCANNED]
    seen = set()
    for label, found in _scan_plain(text):
        seen.add(label)
        yield label, found
    plainly = undisguised(text)
    for reading in ([plainly] if plainly else []) + decoded(text):
        for label, found in _scan_plain(reading[:MAX_SCANNED]):
            if label not in seen:
                seen.add(label)
                yield label, f"{found[:120]} (disguised)"
    if INSTRUCTION_LABEL not in seen:
        obey = DECODE_AND_OBEY.search(text)
        if obey:
            yield INSTRUCTION_LABEL, _around(text, obey)


INSTRUCTION_LABEL = "tool-poisoning-model-instruction"


def _scan_plain(text: str) -> Iterator[tuple[str, str]]:
    invisible = _invisible(text)
    if invisible:
        yield "tool-poisoning-invisible-text", invisible
    plain = _revealed(text)
    shown = CODE_SPAN.sub("", plain)
    comment = _hidden_comment(shown)
    hidden = next((m for m in HIDDEN_MARKUP.finditer(shown) if not _structure(shown, m)), None)
    hidden = hidden or ROLE_MARKUP.search(shown) or _collapsed(shown)
    if comment is not None:
        yield "tool-poisoning-hidden-markup", comment
    elif hidden:
        yield "tool-poisoning-hidden-markup", _around(shown, hidden)
    plain = _without_mentions(_identifier_words(plain))
    lowered = plain.lower()
    instruction = _first(MODEL_INSTRUCTION, plain)
    if instruction is None and _may_hold(lowered, INSTRUCTION_ML_STEMS):
        instruction = _first([INSTRUCTION_ML], plain)
    instruction = instruction or _misstatement(plain)
    cue = cue_rule(plain) if instruction is None else None
    if cue is not None and cue[0] == "instruction":
        instruction = cue[1]
    secrets = _may_hold(lowered, SECRET_ML_STEMS)
    handover = _first(SECRET_HANDOVER + ([HANDOVER_ML] if secrets else []), plain)
    if handover is None and cue is not None and cue[0] == "handover":
        handover = cue[1]
    exfiltration = handover or _first(EXFILTRATION + ([EXFILTRATION_ML] if secrets else []), plain)
    if instruction or handover:
        yield "tool-poisoning-model-instruction", (instruction or handover)
    if exfiltration:
        yield "tool-poisoning-exfiltration", exfiltration


# Text dressed as another turn of the conversation or as a note to the model: chat-template
# tokens, a fenced block labelled with a role, a tag named for the model or its orders, and
# an element marked not visible.
_ROLE = r"(?:system|assistant|developer|prompt|instructions?|directives?|policy|llm|ai|agent)"
ROLE_MARKUP = re.compile(
    r"<\|[a-z_]{2,20}\|>|<\s*(?:start|end)_of_turn\s*>"
    r"|^[ \t]*(?:```|~~~)[ \t]*" + _ROLE + r"[ \t]*$"
    r"|<\s*/?\s*(?:[a-z][a-z0-9]*[_-])*(?:assistant|llm|ai|agent|model)[_-](?:[a-z0-9]+[_-]?)*"
    r"(?:directive|instruction|note|rule|policy|prompt|config|context|memo)s?\b[^<>]{0,200}>"
    r"|<\s*/?\s*(?:[a-z][a-z0-9]*[_-])*(?:directive|instruction|system)[_-](?:[a-z0-9]+[_-]?)*"
    r"[^<>]{0,200}>"
    r"|<[a-z][\w-]{0,30}\s[^<>]{0,200}?\bvisible\s*=\s*[\"']?(?:false|no|0)\b",
    re.IGNORECASE | re.MULTILINE,
)
# A collapsed block (``<details>``): closed when shown, so a reader does not see its body.
DETAILS = re.compile(r"<details\b[^<>]{0,200}>(.{0,4000}?)</details>", re.IGNORECASE | re.DOTALL)
SUMMARY = re.compile(r"<summary\b[^<>]{0,200}>.{0,300}?</summary>", re.IGNORECASE | re.DOTALL)


def _collapsed(text: str) -> re.Match[str] | None:
    """A ``<details>`` block whose body says something in eight words or more."""
    if "<details" not in text.lower():
        return None
    for block in DETAILS.finditer(text):
        body = SUMMARY.sub("", block.group(1))
        if len(re.sub(r"<[^<>]{0,200}>", " ", body).split()) >= 8:
            return block
    return None


def _identifier_words(text: str) -> str:
    """A sentence written as one identifier (``assistant_must_call_this_tool``) as words."""
    if len(text) > 400 or " " in text.strip() or text.count("_") + text.count("-") < 4:
        return text
    return re.sub(r"[_-]+", " ", text)


def _misstatement(text: str) -> str | None:
    """A sentence that tells the model what to say whatever a result says ("answers should
    say X, whatever the policy text returned says"): the misstatement is decided in advance."""
    for found in WHATEVER.finditer(text):
        start = max(text.rfind(".", 0, found.start()), text.rfind("\n", 0, found.start())) + 1
        ends = [i for i in (text.find(".", found.end()), text.find("\n", found.end())) if i != -1]
        end = min(ends) if ends else len(text)
        clause = text[found.end() : min(end, found.end() + 80)]  # "whatever the text says"
        says = RESULT_SAYS.search(clause)
        rest = text[start : found.start()] + text[found.end() + (says.end() if says else 0) : end]
        if says and TELL_VERB.search(rest[:600]):
            return text[start:end][:160]
    return None


def _structure(text: str, tag: re.Match[str]) -> bool:
    """A tag with other tags right before and after it (``<recipe><instructions><step/>``)
    is the shape of a document, not a span of text hidden in one."""
    before = text[max(0, tag.start() - 40) : tag.start()].rstrip()
    after = text[tag.end() : tag.end() + 40].lstrip()
    return tag.group().startswith("<") and before.endswith(">") and after.startswith("<")


def _may_hold(lowered: str, stems: tuple[str, ...]) -> bool:
    return not lowered.isascii() or any(stem in lowered for stem in stems)


def _first(patterns: list[re.Pattern[str]], text: str) -> str | None:
    for pattern in patterns:
        found = pattern.search(text)
        if found:
            return _around(text, found)
    return None


# A quoted phrase named as an example ("phrases like 'ignore previous instructions'") is
# mentioned, not addressed to the model: a detector or a linter describes what it finds.
QUOTED = re.compile(
    r"'[^'\n]{1,100}'|\"[^\"\n]{1,100}\"|“[^”\n]{1,100}”|‘[^’\n]{1,100}’|«[^»\n]{1,100}»"
)
MENTION_CUE = re.compile(
    r"\b(?:like|such\s+as|e\.g\.|for\s+example|for\s+instance|example|phrases?|wording|"
    r"strings?|quoting)\b[^.!?\n]{0,50}$",
    re.IGNORECASE,
)


def _without_mentions(text: str) -> str:
    def blank(quoted: re.Match[str]) -> str:
        before = text[max(0, quoted.start() - 60) : quoted.start()]
        return "“…”" if MENTION_CUE.search(before) else quoted.group()

    return QUOTED.sub(blank, text)


def _hidden_comment(text: str) -> str | None:
    """An HTML comment of four words or more (a two-word ``<!-- more -->`` is an example,
    not a hidden message), or of eight letters of a script written without spaces
    (Chinese, Japanese), found in linear time."""
    start = text.find("<!--")
    while start != -1:
        end = text.find("-->", start + 4)
        body = text[start + 4 : end if end != -1 else start + 4 + 2000]
        if len(body.split(None, 4)) >= 4 or len(UNSPACED_LETTERS.findall(body[:200])) >= 8:
            return text[start : start + 80]
        if end == -1:
            return None
        start = text.find("<!--", end + 3)
    return None


def contradicting_annotation(tool: Tool) -> str | None:
    """The description's action verb when the tool is annotated read-only, or its
    destructive main act (the verb it opens with) when annotated not destructive."""
    annotations = tool.annotations or {}
    text = _revealed((tool.description or "")[:MAX_SCANNED])
    name = re.sub(r"[_\-.]+|(?<=[a-z])(?=[A-Z])", " ", tool.name or "")[:200]
    opening = FIRST_SENTENCE.match(text).group()
    claim = _claimed_harmless(annotations)
    if claim is not None:
        return claim
    if annotations.get("readOnlyHint") is True:
        return (
            _action(text)
            or _found(SENDS_ML, FIRST_SENTENCE.match(text).group())
            or _destructive_ml(text)
            or _found(BY_DESTROYING, text)
            or _found(PERMANENTLY_ML, text)
            or _found(DESTRUCTIVE_NAME, name)
            or _destructive_ml(name)
        )
    if annotations.get("destructiveHint") is False:
        found = DESTRUCTIVE_OPENING.match(text)
        return (
            (_around(text, found) if found else None)
            or _destructive_ml(opening)
            or _found(PERMANENTLY_ML, opening)
            or _found(DESTRUCTIVE_NAME, name)
            or _destructive_ml(name)
        )
    return None


FIRST_SENTENCE = re.compile(r"[^.!?。！？\n]{0,300}")
# A title that calls the tool harmless ("Safe preview (read-only)") on a tool annotated
# destructive or not read-only: the words a person reads contradict the hints a client reads.
READ_ONLY_TITLE = re.compile(
    r"\bread[- ]?only\b|\bdry[- ]run\b|\bno\s+changes\b|\bpreview\s+only\b|\((?:safe\s+)?preview\)"
    r"|^\s*(?:safe\s+)?preview\b",
    re.IGNORECASE,
)
HARMLESS_TITLE = re.compile(r"\b(?:safe|harmless|non-destructive)\b", re.IGNORECASE)
# Sending, in the first sentence of a description in another language: not read-only.
SENDS_ML = re.compile(
    r"(?<!\w)(?:envía|envia|enviar|envoie|envoyer|sendet|verschickt|versendet|invia|inviare|"
    r"verstuurt|verzendt|wysyła|wyślij|отправляет|отправить|надсилає|надіслати|gönderir|"
    r"gönder|mengirim|mengirimkan|gửi|भेजता|भेजें|שולח|ترسل|يرسل)(?!\w)"
    r"|送信|发送|發送|傳送|寄送|보냅|보내|전송",
    re.IGNORECASE,
)


def _claimed_harmless(annotations: dict) -> str | None:
    title = annotations.get("title")
    if not isinstance(title, str) or not title.strip():
        return None
    title = title[:300]
    changes = annotations.get("destructiveHint") is True or annotations.get("readOnlyHint") is False
    found = READ_ONLY_TITLE.search(title) if changes else None
    if found is None and annotations.get("destructiveHint") is True:
        found = HARMLESS_TITLE.search(title)
    negated = found and re.search(r"\b(?:not|non)[- ]\s*" + re.escape(found.group()), title, re.I)
    if found and not negated:
        return f"title {title[:80]!r} beside its hints"
    return None


# A tool named for destruction ("delete_messages", "factoryReset", "disk_wipe").
DESTRUCTIVE_NAME = re.compile(
    r"^\s*(?:delete|remove|erase|wipe|destroy|purge|drop|truncate|overwrite|shred|nuke)\b"
    r"|\b(?:delete|erase|wipe|destroy|purge|truncate|shred|nuke)\s*$|\bfactory\s+reset\b",
    re.IGNORECASE,
)
# Destruction as the means ("reclaims space by purging old snapshots").
BY_DESTROYING = re.compile(
    r"\bby\s+(?:permanently\s+)?(?:deleting|removing|purging|erasing|wiping|overwriting|"
    r"dropping|truncating|destroying|shredding)\b",
    re.IGNORECASE,
)


def _found(pattern: re.Pattern[str], text: str) -> str | None:
    found = pattern.search(text)
    return _around(text, found) if found else None


def _destructive_ml(text: str) -> str | None:
    if not _may_hold(text.lower(), DESTRUCTIVE_ML_STEMS):
        return None
    for found in DESTRUCTIVE_ML.finditer(text):
        before = text[max(0, found.start() - 30) : found.start()]
        after = text[found.end() : found.end() + 30]
        if not (NEGATION_ML_BEFORE.search(before) or NEGATION_ML_AFTER.match(after)):
            return _around(text, found)
    return None


def _action(text: str) -> str | None:
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
        if verb.lower().startswith("send") and ASKS_FOR_REPLY.match(text, after):
            continue  # "Send the messages to the model and return its reply": a question
        before = text[max(0, found.start(group) - 40) : found.start(group)]
        if not NEGATION.search(before):
            return _around(text, found, group=group)
    return None


def _invisible(text: str) -> str | None:
    text = FLAG_TAGS.sub("\U0001f3f4", text)
    for found in INVISIBLE.finditer(text):
        if not (DIRECTION_MARKS.fullmatch(found.group()) and _beside_rtl(text, found)):
            return _around(text, found)
    found = SELECTOR_RUN.search(text)
    if found:
        return _around(text, found)
    for joiner in JOINERS.finditer(text):
        left = text[joiner.start() - 1 : joiner.start()]
        right = text[joiner.end() : joiner.end() + 1]
        if (not left or left.isascii()) and (not right or right.isascii()):
            return _around(text, joiner)
    return None


def _beside_rtl(text: str, found: re.Match[str]) -> bool:
    """A direction mark with a right-to-left letter next to it, across one space."""
    near = text[max(0, found.start() - 2) : found.start()] + text[found.end() : found.end() + 2]
    return any(unicodedata.bidirectional(char) in ("R", "AL") for char in near)


def _revealed(text: str) -> str:
    """The text with tag characters read as the ASCII they smuggle, and runs of variation
    selectors as the bytes they smuggle, so hidden instructions are matched too; other
    invisible characters removed, and NFKC-normalised."""
    smuggled = "".join(
        chr(ord(char) - 0xE0000) if 0xE0020 <= ord(char) <= 0xE007E else char for char in text
    )
    smuggled = SELECTOR_RUN.sub(_selector_bytes, smuggled)
    return unicodedata.normalize("NFKC", INVISIBLE.sub("", smuggled))


def _selector_bytes(run: re.Match[str]) -> str:
    data = bytes(
        ord(char) - 0xFE00 if ord(char) <= 0xFE0F else ord(char) - 0xE0100 + 16
        for char in run.group()
    )
    return " " + data.decode("utf-8", errors="replace") + " "


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


# The dimension each kind of finding fails: text aimed at the model is a security
# finding, an annotation the text contradicts an idempotency and safety one.
POISONED_DIMENSIONS = (("security_posture", False), ("idempotency_safety", True))


def with_poisoning(
    grades: dict[int, Any], findings: list[dict[str, Any]], rubric: Mapping[str, Any] | None = None
) -> dict[int, Any]:
    """The grades (by the rubric's dimension numbers) with each finding as a reason: the
    security posture fails on text aimed at the model, idempotency and safety on
    annotations the text contradicts. A dimension the assessment type does not otherwise
    measure is measured here: the finding was observed."""
    from assessments.graders.base import DimensionGrade
    from assessments.graders.rubric import number_of

    updated = dict(grades)
    for key, annotation in POISONED_DIMENSIONS:
        number = number_of(key, rubric)
        mine = [f for f in findings if (f["label"] == ANNOTATION_LABEL) == annotation]
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
