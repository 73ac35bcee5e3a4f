"""Tool poisoning through annotations: a description or title that contradicts the tool's
``readOnlyHint`` or ``destructiveHint``. Pure."""

from __future__ import annotations

import re

from assessments.graders.poisoning_languages import (
    DATA_LOST_ML,
    DESTRUCTIVE_ML,
    DESTRUCTIVE_ML_STEMS,
    IRREVERSIBLE_ML,
    NEGATION_ML_AFTER,
    NEGATION_ML_BEFORE,
    PERMANENT_ACT_OPENING,
    PERMANENTLY_ML,
    WRITES_ML,
)
from assessments.graders.poisoning_modifies import EACH_CALL_NEW, MODIFIES_ML
from assessments.graders.poisoning_prefilter import prefiltered
from assessments.graders.poisoning_text import (
    MAX_SCANNED,
    SEPARATORS,
    _around,
    _found,
    _may_hold,
    _revealed,
)
from assessments.graders.poisoning_world import SENDS
from assessments.observations import Tool

ACTION_VERBS = (
    r"delete|deletes|remove|removes|erase|erases|wipe|wipes|destroy|destroys|overwrite|"
    r"overwrites|drop|drops|truncate|truncates|send|sends|email|emails|post|posts|publish|"
    r"publishes|upload|uploads|transfer|transfers|write|writes|modify|modifies|move|moves|"
    r"rename|renames|forward|forwards|pay|pays|charge|charges|purchase|purchases|texts|"
    r"notifies|submits|e-mail|e-mails|finalise|finalises|finalize|finalizes|"
    r"revoke|revokes|cancel|cancels|kill|kills|terminate|terminates|update|updates|push|"
    r"pushes|force-push|force-pushes|prune|prunes|purge|purges|resign|resigns|forfeit|forfeits|"
    r"concede|concedes|release|releases|withdraw|withdraws|discard|discards|"
    # the acts of operations and identity teams: a machine, an app or a person's access
    # taken away
    r"deprovision|deprovisions|decommission|decommissions|uninstall|uninstalls|offboard|"
    r"offboards|deactivate|deactivates|disable|disables|suspend|suspends|evict|evicts|"
    r"tear\s+down|tears\s+down|nuke|nukes|expunge|expunges|reimage|reimages"
)
# A field that says there is none ("writes = none", "deletes: no"): no act.
_FIELD_NONE = r"[ \t]*+[=:][ \t]*+(?:none|no|nothing|false|never|n/a)\b"
_OBJECT = r"\s+(?:it|them|the|a|an|all|every|any|your|their|its|this|that|each|those|these)\b"
ACTION = prefiltered(
    # A sentence that starts with the verb ("Deletes the file.", "Send a message."), "this
    # tool / it <verb>", or "and / also / then <verb> <object>" ("reads it and deletes it").
    r"(?:(?:^|[.!?;]\s{1,10}+|\n[ \t]{0,20}+|<summary>\s*+)(?:(?:this|the)\s+tool\s+|it\s+)?"
    r"(?:also\s+|then\s+)?"
    r"(?:[a-z]+ly\s+)?"
    r"(" + ACTION_VERBS + r")\b(?!\s*-)(?!" + _FIELD_NONE + r")"
    r"|\b(?:(?:this|the)\s+tool|it)\s+(?:also\s+|then\s+|will\s+|can\s+|may\s+)?"
    r"(" + ACTION_VERBS + r")\b(?!\s*-)(?!" + _FIELD_NONE + r")"
    r"|\b(?:and|also|then)\s+(?:[a-z]+ly\s+)?(" + ACTION_VERBS + r")(?=" + _OBJECT + r"))",
    re.IGNORECASE,
)
# Verbs that are nouns as often: an act only with an object after them.
NOUN_LIKE = {"email", "emails", "post", "posts", "update", "updates", "charge", "charges",
             "transfer", "transfers", "drop", "drops", "move", "moves", "cancel", "cancels",
             "purchase", "purchases", "push", "pushes", "write", "writes", "release",
             "releases", "texts", "e-mail", "e-mails"}  # fmt: skip
NOUN_CONTEXT = prefiltered(
    # (a modal after it makes it the subject: "Emails may contain text that …")
    r"\s*(?:[,:;.)]|\s(?:are|is|was|were|to|of|for|from|and|or|in|on)\b"
    r"|\s(?:may|might|can|could|often|sometimes|usually)\s+(?:contain|include|hold|look|"
    r"appear|vary|be\s+(?:filtered|sorted|searched|listed|empty|long|large))\b"
    r"|\s\S+\s+(?:are|is|was|were|have|has)\b)",
    re.IGNORECASE,
)
# A request sent to get an answer back, in the same sentence.
ASKS_FOR_REPLY = prefiltered(
    r"[^.;\n]{0,120}?\band\s+(?:returns?|gets?|receives?)\s+(?:its|the|their)\s+"
    r"(?:reply|replies|response|responses|answer|answers|completion)\b",
    re.IGNORECASE,
)
# A request or a query sent to get an answer, in the same sentence, in several languages
# ("Sends a search request to the index and returns the matching documents", "Отправляет
# HTTP-запрос к API и возвращает JSON-ответ"): how a read asks. A request made of a person
# (a payment, a review, a signature, a friend request) is an act.
REQUEST_FOR_ANSWER = prefiltered(
    r"\s+(?:(?!(?:payment|money|pull|merge|review|approval|access|signature|friend|meeting|"
    r"invoice|transfer|refund|платёж\w*|платеж\w*|pago|paiement|zahlung\w*)\b)[\w-]{1,30}\s+){0,3}?"
    r"(?:[\w]{1,10}-)?(?:requests?|query|queries|запрос\w*|consultas?|solicitud(?:es)?|requêtes?|"
    r"anfragen?|richiest[ae]|zapytani[ae]|sorgu\w*|permintaan|dotaz\w*)(?!\w)"
    r"[^.;!?\n]{0,120}?(?<!\w)(?:and|и|y|e|et|und|i|ve|dan|a)\s+(?:then\s+)?"
    r"(?:returns?|gets?|receives?|возвращает|получает|devuelve|retorna|renvoie|retourne|"
    r"restituisce|zwraca|vrací|döndürür|mengembalikan|повертає|gibt)(?!\w)",
    re.IGNORECASE,
)
# An act taken back after its object: "(not sent)", "(not yet posted)". A draft is made, and
# nothing leaves.
NOT_DONE_AFTER = prefiltered(
    r"[^.;!?\n]{0,160}?\(\s*(?:not|never)\s+(?:yet\s+)?(?:sent|posted|published|delivered|"
    r"submitted|shared|uploaded|forwarded|e-?mailed)\s*\)",
    re.IGNORECASE,
)
# A verb that is also a noun, heading a compound ("Email template preview", "Post title
# ideas", "Email addresses of the team"): a thing named, not an act.
NOUN_COMPOUND = prefiltered(
    r"\s+(?:(?!(?:the|a|an|all|every|any|your|their|its|this|that|each|those|these|them|it|my|"
    r"our|his|her)\b)[a-z]{2,20}\s+)?(?:templates?|addresses|address|headers?|signatures?|"
    r"metadata|ideas|suggestions|history)\b"
    # "Release notes of a package", "Update notes for 3.2": a document named, not an act
    r"|\s+notes\s+(?:of|for|from|on)\b"
    # A heading on a line of its own ("Release notes", "Update history:", "Push
    # notifications"): the verb and one word, nothing after them on the line.
    r"|[ \t]+(?!(?:the|a|an|all|every|any|your|their|its|this|that|each|those|these|them|it|"
    r"my|our|his|her|him|us|me|everyone|everybody|everything|anyone|anything|someone|"
    r"something|now|here|again)\b)[a-z]{2,20}[ \t]*:?[ \t]*(?:\r?\n|$)",
    re.IGNORECASE,
)
QUOTED_OBJECT = prefiltered(r"\s*[<`'\"]")
# How the input is written, said to its writer: "Write dates as `YYYY-MM-DD`", "write keys
# like '<kbd>Ctrl</kbd>'" (a bare noun, no article, then "as" and the form quoted).
WRITTEN_AS = prefiltered(
    r"[ \t]++(?!(?:the|a|an|this|that|it|them|all|every|each)\b)[a-z]{2,20}+"
    r"(?:[ \t]++[a-z]{2,20}+)?[ \t]++(?:as|like)[ \t]++[<`'\"]",
    re.IGNORECASE,
)
NOTHING_AFTER = prefiltered(r"\s+(?:nothing|none)\b", re.IGNORECASE)
NEGATION = prefiltered(r"\b(?:not|never|no|without|doesn't|don't|won't|cannot|can't)\b\W*$", re.I)

# The tool's main act, the verb its description opens with, when it destroys.
DESTRUCTIVE_OPENING = prefiltered(
    r"\s*(?:\w+ly\s+)?(?:delete|deletes|erase|erases|wipe|wipes|destroy|destroys|discard|"
    r"discards|overwrite|overwrites|drop|drops|truncate|truncates|purge|purges|shred|shreds|"
    r"deprovision|deprovisions|decommission|decommissions|uninstall|uninstalls|offboard|"
    r"offboards|tear\s+down|tears\s+down|nuke|nukes|expunge|expunges|reimage|reimages)\b"
    r"(?!\s*-)(?!\s+(?:nothing|none)\b)",
    re.IGNORECASE,
)


def contradicting_annotation(tool: Tool) -> str | None:
    """The description's action verb when the tool is annotated read-only, or its
    destructive main act (the verb it opens with) when annotated not destructive."""
    annotations = tool.annotations or {}
    text = _revealed((tool.description or "")[:MAX_SCANNED])
    name = SEPARATORS.sub(" ", tool.name or "")[:200]
    lead = _unframed(text, tool.name or "")
    lead = lead[_past_questions(lead) :]
    opening = FIRST_SENTENCE.match(lead).group()
    closed = annotations.get("openWorldHint") is False
    claim = _claimed_harmless(annotations, text) or _read_title_lies(annotations, lead, opening)
    if claim is not None:
        return claim
    if annotations.get("readOnlyHint") is True:
        acts = (
            _effects_section(text)
            or _found(READ_RETRACTED, text)
            or _action(text)
            or _sends(opening)
            or _found(WRITES_ML, opening)
            or _opening_act(ENDS_ML, opening)
            or _opening_act(CHANGES_ML, opening)
            or _opening_act(ACTS_ML, opening)
            or _opening_act(MODIFIES_ML, opening)
            or _act_more(ACTS_MORE, opening)
            or _destructive_ml(text)
            or _found(BY_DESTROYING, text)
            or _found(WHILE_DESTROYING, text)
            or _found(ACTUATES, text)
            or _actuates_ml(text)
            or _passive_act(PASSIVE_OPENING, opening)
            or _found(OPERATIONS_WITH_CHANGE, opening)
            or _passive_act(THEN_DESTROYED, text)
            or _passive_act(ELABORATED_DESTROYED, opening)
            or _opens_with_act(opening)
            or _found(PRONOUN_REMOVED, opening)
            or _permanent_act(text)
            or _found(PERMANENT_ACT_OPENING, lead)
            or _own_act(IRREVERSIBLE_ML, text, opening)
            or _own_act(DATA_LOST_ML, text, opening)
            or _destructive_name(name, text)
            or _destructive_ml(name)
            or _acting_name(name, ACTING_NAME, text)
            or _found(PAYMENT_OPENING, lead)
        )
        # (read-only and acting on nothing: its world may still be open)
        return acts or (_open_world(lead, opening, text) if closed else None)
    if annotations.get("destructiveHint") is False:
        deferred = AT_PERIOD_END.search(opening) is not None
        found = DESTRUCTIVE_OPENING.match(lead) or (None if deferred else _ends_opening(lead))
        if found and _only_cache(lead, found.end()):
            found = None  # "Purges cached copies of the URLs": fetched again, nothing lost
        destroys = (
            (_around(lead, found) if found else None)
            or _found(DESTROYS_IN_SERIES, opening)
            or _destructive_ml(opening)
            or (None if deferred else _opening_act(ENDS_ML, opening))
            or _found(PERMANENTLY_ML, opening)
            or _found(PERMANENT_ACT_OPENING, lead)
            or _data_lost(text)
            or (_own_act(IRREVERSIBLE_ML, text, opening) if OPENS_REMOVING.match(lead) else None)
            or (None if CACHE_NAME.search(name) else _destructive_name(name, text))
            or _destructive_ml(name)
            or (None if VIEW_NAME.search(name) else _found(DESTROYING_NAME_ML, name))
            or (None if deferred else _acting_name(name, ENDING_NAME, text))
        )
        if destroys:
            return destroys
    if closed:
        reached = _open_world(lead, opening, text)
        if reached:
            return reached
    if annotations.get("idempotentHint") is True:
        return _repeats(lead, opening)
    return None


# The internet or a public service reached by the tool's own act, in its opening ("Queries
# live rates from carriers' public APIs over the internet", "Consulta o registro público
# … pela internet", "从互联网下载任意网页", "从外部公开…网站下载"): no closed world. Not negated
# ("never connects to the internet").
OVER_THE_INTERNET = prefiltered(
    r"(?<![\w-])(?:(?:over|from|via|across|through)\s+the\s+(?:public\s+)?(?:internet|web)|"
    r"public\s+(?:apis?|web\s*sites?|registr(?:y|ies)|endpoints?)|pela\s+internet|"
    r"(?:por|a\s+través\s+de)\s+internet|desde\s+internet|depuis\s+internet|"
    r"(?:via|par)\s+internet|über\s+das\s+internet|aus\s+dem\s+internet|via\s+internet|"
    r"uit\s+het\s+internet|через\s+интернет|из\s+интернета|через\s+інтернет|"
    r"з\s+інтернету|z\s+internetu|przez\s+internet|internet\s+üzerinden|"
    r"internetten|melalui\s+internet|dari\s+internet|qua\s+internet|từ\s+internet)"
    r"(?![\w-])|从互联网|從互聯網|從網際網路|从网上|從網上|从外部|從外部|インターネット(?:から|経由|上の)|"
    r"인터넷(?:에서|을\s*통해)|عبر\s+الإنترنت|من\s+الإنترنت|از\s+اینترنت",
    re.IGNORECASE,
)


FIRST_LINE_SENTENCE = prefiltered(r"[^\n]{0,300}?(?:[.。!?](?=\s|$)|\n|$)")


def _over_the_internet(lead: str) -> str | None:
    """The internet reached (``OVER_THE_INTERNET``) in the first sentence of the lead (read
    to its first line's end or full stop before a space: a host's dots end none), not
    negated just before."""
    found = FIRST_LINE_SENTENCE.match(lead)
    sentence = found.group() if found else lead[:300]
    if KEPT_LOCALLY.search(sentence):
        return None  # (a copy kept here of what came from the internet: no call out)
    for found in OVER_THE_INTERNET.finditer(sentence):
        if not _negated_before(sentence, found.start()):
            return _around(sentence, found)
    return None


# What the internet was reached for once and is now kept here, or a guide about it, or the
# internet named in a negation anywhere in the sentence ("pages cached earlier from the
# internet", "an offline copy of the public registry", "a static guide bundled with it",
# "no se conecta a la red").
KEPT_LOCALLY = prefiltered(
    r"(?<![\w-])(?:cached\s+(?:earlier|before|previously)|previously\s+cached|from\s+(?:the|a)"
    r"\s+(?:local\s+)?cache|offline|local\s+copy|bundled|static\s+guide|copia\s+local|"
    r"lokale[nr]?\s+kopie|cache\s+local|copie\s+locale|earlier|previously|zuvor|"
    r"précédemment|anteriormente|never|not|no|nicht|nie|ne|sans|sin|ohne|without|"
    r"kein\w*|aucun\w*|ningún|nenhum)(?![\w-])|离线|離線|オフライン|오프라인",
    re.IGNORECASE,
)


def _open_world(lead: str, opening: str, text: str) -> str | None:
    """What says the tool reaches the world outside, against openWorldHint false: a send by
    mail, a message or a web address, or the internet reached (``_over_the_internet``)."""
    translated = TRANSLATED_OPENING.search(lead[:UNFRAMED_READ])
    said = opening + (" " + translated.group(1) if translated else "")
    sent = (
        _sends(opening)
        or _found(MAILS_OPENING, opening)
        or (_found(MAILS_OPENING, translated.group(1)) if translated else None)
    )
    if sent and OUTSIDE_CHANNEL.search(said) and not LOCAL_SINK.search(text[:UNFRAMED_READ]):
        return sent  # (sent by mail, a message or a web address: out of the world)
    reached = _over_the_internet(lead)
    if reached:
        return reached  # (what the tool reads or does, over the internet)
    return None


# A sink on the machine itself ("the local Maildir spool", "MailHog on localhost", "the SMS
# simulator", "nothing leaves this machine"): sent, but not out of the world.
LOCAL_SINK = prefiltered(
    r"\b(?:localhost|127\.0\.0\.1|local|lokal\w*|locale?|maildir|spool|mailhog|mailpit|"
    r"simulat\w*|sandbox|nothing\s+leaves|no\s+real\s+(?:message|e-?mail)|buzón\s+local)\b",
    re.IGNORECASE,
)
# The opening's translation in brackets after it ("… পোস্ট করে। (Posts the activity to …)").
TRANSLATED_OPENING = prefiltered(r"^[^\n(]{1,300}\(([A-Z][^()\n]{5,200})\)")
MAILS_OPENING = prefiltered(
    r"^\s*(?:(?:this|the)\s+tool\s+)?(?:sends?|e-?mails?|texts?|posts?|publish(?:es)?|"
    r"tweets?|forwards?|delivers?)\b",
    re.IGNORECASE,
)
# A channel to the world outside: mail, a text message, a fax, a webhook, a chat service, a
# web address. A tool whose opening sends by one is no closed world ("Nosūta … pa e-pastu").
OUTSIDE_CHANNEL = prefiltered(
    r"(?<![\w-])(?:e-?mails?|e-?mailem|e-?pa?st\w*|e-?post\w*|correos?|courriels?|sms|mms|"
    r"fax\w*|webhooks?|slack|telegram|whatsapp|tweets?|imeil\w*|barua\s+pepe|"
    r"електронн\w*\s+пошт\w*|электронн\w*\s+почт\w*|e-?maili\w*|sähköpost\w*|"
    r"ηλεκτρονικ\w*\s+ταχυδρομ\w*|posta\s+elettronica|e-?posta\w*|surel|thư\s+điện\s+tử|"
    r"public\s+(?:feed|page|timeline|profile|channel)s?|social\s+(?:media|networks?))"
    r"(?![\w-])|https?://|メール|이메일|邮件|郵件|ईमेल|ای‌میل|ایمیل|אימייל|بريد|ইমেল|ইমেইল",
    re.IGNORECASE,
)


# A destroying act in the series of acts the opening names ("Stops the guest, destroys it
# and purges its disks"): the tool's own, each with its object.
DESTROYS_IN_SERIES = prefiltered(
    r"(?:,|;|\band|\bthen)\s+(?:\w+ly\s+)?(?:deletes|destroys|purges|wipes|erases|drops|"
    r"truncates|overwrites|shreds)\s+(?:it|them|the|a|an|all|every|any|its|their|this|that|"
    r"each|those|these)\b",
    re.IGNORECASE,
)
# A doc comment's frame at a line's start ("// ", "/** ", " * ", "/// ", "-- ", ";; ") and
# a field label a generated description opens with ("action: delete namespace",
# "Summary: Deletes a pet"): what the tool does is what follows them.
COMMENT_FRAME = prefiltered(r"^[ \t]*+(?:/\*\*?+|\*/|\*(?![*\w])|//[/!]?|--(?!-)|;;)[ \t]?", re.M)
FIELD_LABEL = prefiltered(
    r"\s*+(?:action|summary|description|desc|operation|does|purpose|what\s+it\s+does)"
    r"[ \t]*+:[ \t]*+",
    re.IGNORECASE,
)
# A call's signature on a line of its own ("regenerate_world(seed)"), as a doc comment opens.
SIGNATURE = prefiltered(r"\s*+[\w.:]{1,80}+\([^()\n]{0,200}+\)[ \t]*+(?:->[^\n]{0,80}+)?\n")
# A doc comment that opens with the documented identifier, as Go and C# write them
# ("OffboardUser deletes the user's account"): the identifier is the tool's name, the verb
# after it the tool's act.
IDENTIFIER_SUBJECT = prefiltered(r"\s*+([A-Z][a-z0-9]++(?:[A-Z][a-z0-9]*+)++)[ \t]++(?=[a-z])")
UNFRAMED_READ = 2000  # characters of a framed opening read
# A payment issued or made as the tool's own act, the verb its description opens with
# ("Emite el pago de una indemnización", "Effectue le paiement"); "Muestra cuándo el banco
# emite el pago" names the bank's.
PAYMENT_OPENING = prefiltered(
    r"^\s*+(?:emite|efectúa|realiza|efetua|effectue|émet|esegue|effettua|leistet|issues|makes)"
    r"\s+(?:el|o|le|il|la|una?|die|den|the|a)\s+(?:pago|pagamento|paiement|versement|zahlung|"
    r"payment|payout)(?![\w-])",
    re.IGNORECASE,
)
# What opens a description before its first sentence: a C# doc comment's "<summary>" tag, or
# a Markdown heading on a line of its own, a title the act follows ("## Rate shopping\n
# Queries live rates …").
OPENING_TITLE = prefiltered(r"\s*+(?:<summary>\s*+|#{1,6}[ \t]++[^\n]{1,80}+\n\s*+)")


def _unframed(text: str, name: str) -> str:
    """``text`` with a doc comment's frame, an opening field label and an opening identifier
    that is the tool's name taken away, where it opens with any of them."""
    head = text[:UNFRAMED_READ]
    if COMMENT_FRAME.match(head):
        head = COMMENT_FRAME.sub("", head).lstrip()
    title = OPENING_TITLE.match(head)  # ("<summary>", "## Rate shopping")
    if title and title.end() < len(head):
        head = head[title.end() :]
    signature = SIGNATURE.match(head)
    if signature:
        head = head[signature.end() :]
    label = FIELD_LABEL.match(head)
    if label:
        head = head[label.end() :]
    subject = IDENTIFIER_SUBJECT.match(head)
    if subject and re.sub(r"[\W_]", "", name).lower().endswith(subject.group(1).lower()):
        head = head[subject.end() :]
    return text if head == text[:UNFRAMED_READ] else head + text[UNFRAMED_READ:]


# A documentation section of the tool's effects (a heading "# Side effects" or "# Effects",
# as Rust doc comments write it; a ":side effects:" field, a "@sideEffects" tag) that names
# some: a tool with effects is no read, whatever it is hinted. One that says there are none
# ("None.", "No side effects") is how a read documents itself; a plain label ("Side
# effects: nausea" in a medicine's leaflet, "Effects: blur, sepia") is a subject, not one.
EFFECTS_SECTION = prefiltered(
    r"^[ \t]*+(?:///?|//!|\*|--|;;)?[ \t]*+(?:#{1,4}[ \t]*+(?:side[ -]effects?|effects)"
    r"|@side-?effects?|:side[ -]effects?:)"
    r"[ \t]*+:?[ \t]*+(?:\n(?:[ \t]*+(?:///?|//!|\*|--|;;)?[ \t]*+\n){0,3}+"
    r"[ \t]*+(?:///?|//!|\*|--|;;)?[ \t]*+)?([^\n]{1,300}+)",
    re.IGNORECASE | re.MULTILINE,
)
NO_EFFECTS = prefiltered(
    r"^(?:none|no\b|nothing|n/a|-|—|this\s+(?:tool|call|function)\s+(?:has|makes|causes)\s+no"
    r"|(?:the\s+)?(?:tool|call|function)\s+(?:only\s+)?reads)",
    re.IGNORECASE,
)
# A section whose only effect is the record a read leaves: the query logged, a cache warmed,
# a counter or the access time updated. Every server's reads do so; none is an act.
RECORD_ONLY = prefiltered(
    r"^(?:it\s+)?(?:logs?(?!\s+(?:[\w-]+\s+){0,3}?(?:out|off)\b)|caches?|warms?|"
    r"records?\s+(?:the\s+|each\s+|every\s+)?(?:query|queries|request|call|access|lookup|search)|"
    r"emits?\s+(?:an?\s+)?(?:metrics?|logs?|traces?|spans?|events?)|"
    r"increments?\s+(?:an?\s+|the\s+)?[\w`.-]+\s+(?:counter|metric|gauge)|"
    r"updates?\s+(?:the\s+)?(?:access\s+time|atime|cache|metrics?|statistics|last[- ]read))\b",
    re.IGNORECASE,
)
OTHER_ACT = prefiltered(
    r"\b(?:delet|remov|drop|eras|purg|wip|destroy|truncat|overwrit|send|sent|post|fax|e?mail|"
    r"upload|publish|notif|charg|pay|bill|transfer|modif|chang|creat|insert|reset|cancel|"
    r"revok|disabl|shut|stop|kill|lock)\w*",
    re.IGNORECASE,
)


# A preview that is a picture of something shown somewhere ("no longer previews attachments
# inline", "… in the browser", "… as thumbnails"): a feature of display dropped, not a dry run.
_SHOWN_PREVIEW = (
    r"[^.;\n]{0,40}?\b(?:inline|in\s++(?:the\s++)?(?:browser|chat|reply|page|panel|pane|window|"
    r"client|editor|viewer|sidebar|ui|terminal|message|list)|as\s++(?:an?\s++)?(?:thumbnails?|"
    r"images?|pictures?|icons?|html|text)|thumbnails?)\b"
)
# The text (a changelog, release notes) says the tool's look was taken back: it "no longer
# previews", its dry-run or read-only mode "was removed". Whatever the hint and the title
# still say, the calls now act.
READ_RETRACTED = prefiltered(
    r"\bno\s++longer\s++(?:previews?(?!" + _SHOWN_PREVIEW + r")|simulates?|dry[- ]runs?|"
    r"only\s++(?:reads|previews|simulates)|"
    r"(?:is|runs)\s++(?:read[- ]only|a\s++dry[- ]run|in\s++dry[- ]run))\b"
    r"|\b(?:dry[- ]run|preview|simulation|read[- ]only|sandbox)\s++(?:mode|option|flag)\s++"
    r"(?:was|has\s++been|is\s++now|is)\s++(?:removed|dropped|retired|discontinued|gone)\b",
    re.IGNORECASE,
)


def _effects_section(text: str) -> str | None:
    """The first line of a section of the tool's effects that names some."""
    if "effect" not in text.lower():
        return None
    for found in EFFECTS_SECTION.finditer(text):
        body = found.group(1).strip(" \t*/#-:")
        if not body or NO_EFFECTS.match(body):
            continue
        if RECORD_ONLY.match(body) and not OTHER_ACT.search(body):
            continue
        if all(_not_an_effect(part) for part in EFFECT_SENTENCES.findall(body)):
            continue
        return _around(text, found, 1)
    return None


EFFECT_SENTENCES = prefiltered(r"[^.;!?]*+[.;!?]?")
# A sentence of the section that denies the acts ("This call does not delete, modify or send
# anything.") or points to another tool for them ("To delete objects use `delete_objects`"):
# neither is an effect of this one. A denial with an act after a condition ("Does not ask
# before deleting") still names the act.
EFFECT_DENIED = prefiltered(
    r"\s*(?:(?:this|the)\s+(?:tool|call|function|method|command|endpoint|operation)\s+|it\s+)?"
    r"(?:does\s*n[o']t|do\s*n[o']t|never|will\s+not|won't|cannot|can't)\s"
    r"(?![^.;!?]*?\b(?:before|after|when|while|but|then|instead|unless|except)\b)",
    re.IGNORECASE,
)
OTHER_TOOL = prefiltered(
    r"\s*(?:to|for)\s[^.;!?]{0,120}?\b(?:use|call|see|run)\s+`[A-Za-z][\w.-]{0,60}`",
    re.IGNORECASE,
)


def _not_an_effect(sentence: str) -> bool:
    return not sentence.strip() or bool(EFFECT_DENIED.match(sentence) or OTHER_TOOL.match(sentence))


FIRST_SENTENCE = prefiltered(r"[^.!?。！？\n]{0,300}")
# A question the description opens with ("Libera espacio? Comprueba qué archivos ocupan
# más."): asked of the reader, it names no act of the tool; its act is in what follows.
QUESTION = prefiltered(r"\s{0,10}[¿]?[^.!?。！？\n¿]{1,120}[?？]\s{0,10}")


def _past_questions(text: str) -> int:
    """Where the description starts once up to two opening questions are passed over."""
    start = 0
    for _ in range(2):
        found = QUESTION.match(text, start)
        if not found or found.end() >= len(text):
            break
        start = found.end()
    return start


# A transformation of the input that returns its result ("Merges two JSON objects into one
# and returns the result", "Trennt den Text in Sätze und gibt sie zurück", "Metindeki
# boşlukları kaldırır ve sonucu döndürür"): merging, replacing, splitting, removing from a
# text or ordering is then a computation, not an act on the world. The result must be what
# comes back, and (but for ordering) what is transformed must be text or data.
TRANSFORMS = prefiltered(
    r"\s*(?:(?:this|the)\s+tool\s+)?(?:\w+(?:ly|mente|ment|lich)\s+)?(?:"
    r"(?P<orders>orders?|sorts?|reorders?|sortiert|ordnet|ordena|trie|ordonne|ordina|"
    r"sorteert|sorterar|sorterer|sortuje|сортирует|sıralar|mengurutkan)|"
    r"merges?|replaces?|splits?|removes?|strips?|trims?|"
    r"ersetzt|trennt|teilt|entfernt|führt|fügt|reemplaza|sustituye|divide|separa|elimina|"
    r"quita|fusiona|combina|remplace|sépare|divise|supprime|retire|fusionne|sostituisce|"
    r"rimuove|unisce|substitui|remove|mescla|vervangt|splitst|verwijdert|voegt|ersätter|"
    r"delar|tar\s+bort|erstatter|deler|fjerner|zastępuje|dzieli|usuwa|scala|nahrazuje|"
    r"rozdělí|odstraní|заменяет|разделяет|удаляет|объединяет|mengganti|memisahkan|"
    r"menghapus|menggabungkan|[^,.;:]{0,80}?(?:kaldırır|ayırır|böler|birleştirir|"
    r"değiştirir|çıkarır))(?!\w)",
    re.IGNORECASE,
)
RESULT_RETURNED = prefiltered(
    r"(?<!\w)(?:(?:returns?|devuelve|renvoie|retourne|restituisce|retorna|devolve|"
    r"zwraca|vrací|возвращает|mengembalikan|liefert|levert|returnerar|returnerer)\s+"
    r"(?:(?:the|its|el|los|las|la|le|les|il|o|os|a|as|das|die|het|de|wynik)\s+)?"
    r"(?:\w+\s+)?(?:result|results|output|them|it|resultado|resultados|résultat|"
    r"résultats|risultato|risultati|ergebnis|resultaat|resultat|wynik|výsledek|результат|"
    r"hasil\w*)|gibt\s+(?:das\s+|die\s+)?(?:ergebnis|ergebnisse|sie|es|resultat)\s+"
    r"zurück|(?:sonucu|sonuçları|onları|bunu)\s+döndürür)(?!\w)",
    re.IGNORECASE,
)
DATA_WORD = prefiltered(
    r"(?<!\w)(?:texts?|strings?|inputs?|json|yaml|xml|html|csv|markdown|objects?|arrays?|"
    r"lists?|dictionar(?:y|ies)|dicts?|maps?|items?|values?|fields?|keys?|words?|lines?|"
    r"sentences?|characters?|whitespace|spaces?|placeholders?|templates?|markup|tags?|"
    r"tokens?|texto|textos|cadenas?|texte|textes|chaînes?|testo|stringa|tekst|teksts|"
    r"zeichenkette|zeichen|leerzeichen|metin\w*|boşluk\w*|teks|текст\w*|строк\w*)(?!\w)",
    re.IGNORECASE,
)


def _transforms(text: str, start: int) -> bool:
    """Whether the verb at ``start`` transforms the input into a result it returns."""
    verb = TRANSFORMS.match(text, start)
    if not verb:
        return False
    sentence = FIRST_SENTENCE.match(text, verb.start()).group()
    if not RESULT_RETURNED.search(sentence):
        return False
    return bool(verb.group("orders") or DATA_WORD.search(sentence))


# Words that are a verb or a noun (or another sense) by context: "recent deploys", "Cobra
# command tree", "cada apuesta", "Void elements", "membantu memutuskan rute" (decide, not
# disconnect). Read as the act only with a verb context: an object after them, or a
# subject or a conjunction before them; "deploys" and "memutuskan" also at the start of the
# clause, where a description names its act.
AMBIGUOUS_NEEDS_OBJECT = prefiltered(r"(?:void|voids|cobra|apuesta|aposta)", re.IGNORECASE)
AMBIGUOUS_AT_START = prefiltered(r"(?:deploys|redeploys|memutuskan|memutus)", re.IGNORECASE)
OBJECT_AFTER = prefiltered(
    r"\s+(?:the|a|an|it|them|all|every|any|your|their|its|this|that|each|those|these|to|"
    r"into|onto|out|el|la|los|las|lo|les|un|una|unos|unas|al|por|en|o|os|um|uma|ao|à|aux|"
    r"du|des|[\w-]+'s|koneksi|sambungan|hubungan|jaringan|akses|aliran|listrik|perangkat|"
    r"pengguna|sesi)(?!\w)|\s*(?:\d|[$€£`'\"<])",
    re.IGNORECASE,
)
NOUN_BEFORE = prefiltered(
    r"(?<!\w)(?:the|a|an|recent|latest|last|past|previous|failed|all|its|their|your|our|"
    r"my|of|for|la|las|el|los|una|un|cada|su|sus|tu|mi|esta|este|esa|ese|de|del|da|do|"
    r"uma|sua|seu|na|no)\s+$",
    re.IGNORECASE,
)
SUBJECT_BEFORE = prefiltered(
    r"(?<!\w)(?:it|tool|and|also|then|which|that|who|y|e|et|dan|lalu|kemudian|serta|juga|"
    r"ini)\s+$",
    re.IGNORECASE,
)
CLAUSE_OPENING = prefiltered(r"(?:^|[.!?;:,]\s*|\n\s*)(?:\w+(?:ly|mente)\s+)?$")


def _verb_reading(text: str, start: int, end: int) -> bool:
    """Whether an ambiguous word at ``start:end`` reads as a verb (see above); any other
    word does."""
    word = text[start:end]
    at_start = AMBIGUOUS_AT_START.fullmatch(word)
    if not (at_start or AMBIGUOUS_NEEDS_OBJECT.fullmatch(word)):
        return True
    before = text[max(0, start - 30) : start]
    if NOUN_BEFORE.search(before):
        return False
    if OBJECT_AFTER.match(text, end) or SUBJECT_BEFORE.search(before):
        return True
    return bool(at_start and CLAUSE_OPENING.search(before) and not NOUN_CONTEXT.match(text, end))


def _ends_opening(text: str) -> re.Match[str] | None:
    found = ENDS_OPENING.match(text)
    if found and not _verb_reading(text, found.start("verb"), found.end("verb")):
        return None
    return found


# A title that calls the tool harmless ("Safe preview (read-only)") on a tool annotated
# destructive or not read-only: the words a person reads contradict the hints a client reads.
READ_ONLY_TITLE = prefiltered(
    r"\bread[- ]?only\b|\bdry[- ]run\b|\bno\s+changes\b|\bpreview\s+only\b|\((?:safe\s+)?preview\)"
    r"|^\s*(?:safe\s+)?preview\b"
    # "read-only" in other languages
    r"|(?<!\w)(?:solo\s+lectura|sólo\s+lectura|somente\s+leitura|apenas\s+leitura|"
    r"lecture\s+seule|sola\s+lettura|nur\s+lesen|schreibgeschützt|nur\s+lesend|"
    r"alleen[- ]lezen|alleen[- ]lezend|endast\s+läsning|skrivskyddad|kun\s+læse\w*|"
    r"skrivebeskyttet|jen\s+pro\s+čtení|pouze\s+pro\s+čtení|tylko\s+do\s+odczytu|"
    r"csak\s+olvas\w*|doar\s+citire|numai\s+citire|només\s+lectura|vain\s+luku|"
    r"только\s+чтение|только\s+для\s+чтения|лише\s+читання|тільки\s+читання|"
    r"μόνο\s+ανάγνωση|μόνο\s+για\s+ανάγνωση|salt\s+okunur|hanya\s+baca|chỉ\s+đọc|"
    r"לקריאה\s+בלבד|قراءة\s+فقط|للقراءة\s+فقط|फ़क़त\s+पढ़ने|केवल\s+पढ़ने|শুধু\s+পড়া|"
    r"শুধুমাত্র\s+পড়া|basahin\s+lamang|jen\s+čtení|pouze\s+čtení|(?:len|iba)\s+na\s+čítanie|"
    # the languages of Central Asia, the Caucasus, the Balkans, the North and the Pacific
    r"танҳо\s+(?:барои\s+)?хондан|тек\s+оқу\w*|окуу\s+(?:үчүн\s+)?гана|faqat\s+o.qish\w*|"
    r"yalnız\s+oxu\w*|diňe\s+okamak\w*|уку\s+(?:өчен\s+)?генә|зөвхөн\s+унших|"
    r"მხოლოდ\s+წაკითხვ\w*|միայն\s+կարդալու|samo\s+(?:za\s+)?čitanje|само\s+(?:за\s+)?читање|"
    r"само\s+за\s+четене|samo\s+za\s+branje|vetëm\s+(?:për\s+)?lexim|qari\s+biss|"
    r"bert\s+lesing|bara\s+lesing|aðeins\s+lest\w*|skrifvarið|kun\s+lesing|"
    r"ainult\s+lugemiseks|tikai\s+lasīšanai|tikai\s+lasāms|tik\s+skaitymui|"
    r"darllen\s+yn\s+unig|léamh\s+amháin|irakurtzeko\s+soilik|só\s+lectura|"
    r"slegs\s+lees|kusoma\s+tu|baca\s+sahaja|basahon\s+lang|pānui\s+anake|"
    r"lekti\s+sèlman|فقط\s+خواندنی|صرف\s+پڑھنے|یوازې\s+لوستل)(?!\w)"
    r"|อ่านอย่างเดียว|只读|唯讀|唯读|読み取り専用|읽기\s*전용",
    re.IGNORECASE,
)
# "Dry run" and "test run" in other languages: a title that promises nothing is carried out.
# (Not "simulation" alone: a simulator's title names its subject.)
DRY_RUN_TITLE_ML = prefiltered(
    r"(?<!\w)(?:ejecución\s+(?:de\s+prueba|en\s+seco)|simulacro|execução\s+(?:de\s+teste|"
    r"a\s+seco)|essai\s+à\s+blanc|exécution\s+à\s+blanc|à\s+blanc|probelauf|testlauf|"
    r"trockenlauf|prova\s+a\s+secco|esecuzione\s+di\s+prova|proefdraai|droogloop|"
    r"testkörning|torrkörning|prøvekjøring|tørrkjøring|prøvekørsel|tørkørsel|koeajo|"
    r"kuivaharjoitus|próbne\s+uruchomienie|na\s+sucho|zkušební\s+běh|nanečisto|"
    r"skúšobný\s+beh|naprázdno|probni\s+rad|пробни\s+рад|пробный\s+запуск|"
    r"тестовый\s+прогон|пробний\s+запуск|пробно\s+изпълнение|bandomasis\s+paleidimas|"
    r"bandomoji\s+veiksena|izmēģinājuma\s+palaišana|próbafuttatás|rulare\s+de\s+probă|"
    r"δοκιμαστική\s+εκτέλεση|deneme\s+çalıştırması|kuru\s+çalıştırma|uji\s+coba|"
    r"larian\s+kering|chạy\s+thử|הרצה\s+יבשה|تشغيل\s+تجريبي|اجرای\s+آزمایشی|"
    r"ड्राई\s+रन|परीक्षण\s+रन)(?!\w)"
    r"|试运行|試運行|演练|演練|ドライラン|드라이\s*런|모의\s*실행|ทดลองรัน",
    re.IGNORECASE,
)
HARMLESS_TITLE = prefiltered(
    r"\b(?:safe|harmless|non-destructive)\b"
    # "reversible" or "undoable": a destructive act called one that can be taken back; a
    # lie only when the description says it cannot be (see ``_said_irreversible``)
    r"|(?<!\w)(?P<reversible>reversible|undoable|réversible|reversibile|reversibel|reversível|reversibil|"
    r"odwracaln\w*|vratn[éáý]|обратим\w*|оборотн\w*|geri\s+alınabilir)(?!\w)",
    re.IGNORECASE,
)
# "Simulacro" is also a drill ("Iniciar simulacro de evacuación"): a dry run only when it
# is not the object of an act or a drill "of" something.
DRILL = prefiltered(
    r"(?<!\w)simulacro\s+(?:de|del|d')(?!\w)|(?<!\w)(?:inici\w*|lanz\w*|activ\w*|ejecut\w*|"
    r"realiz\w*|program\w*|convoc\w*|organiz\w*|hac\w*|dispar\w*|comenz\w*|empez\w*)\s+"
    r"(?:(?:el|un|una|la)\s+)?simulacro(?!\w)",
    re.IGNORECASE,
)


def _dry_run_title(title: str) -> re.Match[str] | None:
    for found in DRY_RUN_TITLE_ML.finditer(title):
        if found.group().lower() == "simulacro" and DRILL.search(title):
            continue
        return found
    return None


# "Preview deployment", "Preview build": a title naming what the tool makes, when the
# description makes it too ("Deploys the current branch to a preview URL").
PREVIEW_MADE_TITLE = prefiltered(
    r"^\s*preview\s+(?:deployments?|deploys?|builds?|environments?|envs?|sites?|apps?|"
    r"releases?|versions?|instances?|servers?|branch(?:es)?)(?!\w)",
    re.IGNORECASE,
)
PREVIEW_MADE = prefiltered(
    r"(?<!\w)preview\s+(?:url|urls|link|links|environment|environments|env|deployment|"
    r"deployments|deploy|build|builds|site|sites|app|apps|branch|channel|server|release|"
    r"version|instance|slot)(?!\w)",
    re.IGNORECASE,
)


def _preview_made(title: str, text: str) -> bool:
    return bool(PREVIEW_MADE_TITLE.search(title) and PREVIEW_MADE.search(text[:2000]))


def _said_irreversible(text: str) -> bool:
    return bool(
        PERMANENTLY_ML.search(text)
        or PERMANENT_ACT_OPENING.search(text)
        or IRREVERSIBLE_ML.search(text)
        or _data_lost(text)
    )


# A title that shows what the tool sends ("Show notification" on "Sends a push notification
# to the user's phone"): showing a notification is sending it, so the title is no lie.
SHOWS_SENT_TITLE = prefiltered(
    r"^\s*(?:show|display|pop\s*up|mostrar|muestra|afficher|affiche|anzeigen|zeige|toon|"
    r"mostra|exibir)\s+(?:(?:an?|the|una?|la|le|die|eine)\s+)?(?P<noun>notifications?|"
    r"alerts?|messages?|toasts?|banners?|pop-?ups?|reminders?|notices?|notificaci\w+|"
    r"notificaç\w+|mensaje\w*|mensage\w*|benachrichtigung\w*|nachricht\w*|meldung\w*|"
    r"messaggi\w*|notific\w+|alert\w*|melding\w*)(?!\w)",
    re.IGNORECASE,
)
SENDS_OPENING = prefiltered(
    r"\s*(?:(?:this|the)\s+tool\s+)?(?:\w+ly\s+)?(?:send|sends|push|pushes|post|posts|"
    r"deliver|delivers|display|displays|show|shows|raise|raises|fire|fires|trigger|triggers|"
    r"pop|pops)\b",
    re.IGNORECASE,
)


def _shows_what_it_sends(title: str, opening: str) -> bool:
    shown = SHOWS_SENT_TITLE.search(title)
    if not shown or not (SENDS_OPENING.match(opening) or SENDS_ML.search(opening)):
        return False
    if DESTRUCTIVE_OPENING.match(opening) or _destructive_ml(opening):
        return False
    return shown.group("noun")[:6].lower() in opening.lower()


# "Preview" in other languages, opening a title or in brackets: nothing is carried out.
PREVIEW_TITLE_ML = prefiltered(
    r"(?:^\s*|\(\s*)(?:vista\s+previa|previsualización|pré-visualização|aperçu|anteprima|"
    r"vorschau|voorbeeldweergave|podgląd|náhled|previzualizare|önizleme|pratinjau|"
    r"xem\s+trước|предпросмотр|предварительный\s+просмотр|попередній\s+перегляд|"
    r"förhandsvisning|forhåndsvisning|esikatselu|előnézet)(?!\w)|プレビュー|预览|預覽|미리\s*보기",
    re.IGNORECASE,
)
# Sending, in the first sentence of a description in another language: not read-only.
SENDS_ML = prefiltered(
    r"(?<!\w)(?:envía|envia|enviar|envoie|envoyer|sendet|verschickt|versendet|invia|inviare|"
    r"verstuurt|verzendt|wysyła|wyślij|отправляет|отправить|надсилає|надіслати|gönderir|"
    r"gönder|mengirim|mengirimkan|gửi|भेजता|भेजें|שולח|ترسل|يرسل|στέλνει|αποστέλλει|odešle|"
    r"odesílá|pošle|skickar|elküld|elküldi|trimite|lähettää|nagpapadala|"
    r"ipinapadala|পাঠায়|পাঠাবে|ส่ง)(?!\w)"
    r"|送信|发送|發送|傳送|寄送|보냅|보내|전송"
    # (配信 before a noun, "今後配信するニュースレター", names what is sent, not the act)
    r"|(?:配信|発信)(?:します|し、|して|する(?=[。．.、\s]|$))"
    r"|(?<!\w)(?:" + SENDS + r")(?!\w)",
    re.IGNORECASE,
)


def _claimed_harmless(annotations: dict, text: str) -> str | None:
    title = annotations.get("title")
    if not isinstance(title, str) or not title.strip():
        return None
    title = title[:300]
    changes = annotations.get("destructiveHint") is True or annotations.get("readOnlyHint") is False
    found = (
        (
            READ_ONLY_TITLE.search(title)
            or _dry_run_title(title)
            or PREVIEW_TITLE_ML.search(title)
            or READ_ONLY_TITLE_MORE.search(title)
        )
        if changes
        else None
    )
    if found and found.group().strip().lower() == "preview" and _preview_made(title, text):
        found = None  # "Preview deployment" of a tool that deploys to a preview URL
    if found is None and annotations.get("destructiveHint") is True:
        found = HARMLESS_TITLE.search(title)
        if found and found.group("reversible") and not _said_irreversible(text):
            found = None  # "Move to trash (reversible)": an honest, conservative hint
    negated = found and re.search(r"\b(?:not|non)[- ]\s*" + re.escape(found.group()), title, re.I)
    if found and not negated:
        return f"title {title[:80]!r} beside its hints"
    return None


# A tool named for destruction ("delete_messages", "factoryReset", "disk_wipe").
DESTRUCTIVE_NAME = prefiltered(
    r"^\s*(?:delete|remove|erase|wipe|destroy|purge|drop|truncate|overwrite|shred|nuke)\b"
    r"|\b(?:delete|erase|wipe|destroy|purge|truncate|shred|nuke)\s*$|\bfactory\s+reset\b",
    re.IGNORECASE,
)
_DESTROYS_WORD = r"(?:delete|remove|erase|wipe|destroy|purge|drop|truncate|overwrite|shred|nuke)"
# A name that only looks at the act: denied ("no_delete"), rehearsed before it ("dry_run_purge",
# "simulate_wipe", "purge_dry_run"), or a report on the act where its word is a noun too ("a
# wipe", "a purge"): "wipe_status", "purge_progress". "delete_status" deletes a post, and
# "delete_preview" a preview: a word that is only a verb takes what follows as its object.
NAME_LOOKS_AT_ACT = prefiltered(
    r"\b(?:no|not|non|never|without|dont)\s+" + _DESTROYS_WORD + r"\b"
    r"|\b(?:dry\s*run|preview|previews|simulate|simulated|simulation|what\s+if|rehearse)\s+"
    r"(?:\w+\s+)?" + _DESTROYS_WORD + r"\b"
    r"|\b" + _DESTROYS_WORD + r"\s+(?:dry\s*run|simulation)\b"
    # a read heading the name, the act its list is for ("list_branches_to_delete")
    r"|^\s*(?:list|get|show|find|count|preview|search|view|check|suggest|review)\s+"
    r"(?:\w+\s+){1,3}(?:to|for)\s+" + _DESTROYS_WORD + r"\s*$"
    r"|^\s*(?:wipe|purge|nuke)\s+(?:\w+\s+)?(?:status|progress|state|preview|report|audit|stats|"
    r"statistics|summary|count|estimate|candidates|eligibility|schedule)\s*$",
    re.IGNORECASE,
)


# A tool named for an act on the world, whatever language its description is written in:
# the act word heading the name ("cancel_booking", "dispense_dose", "force_push_branch"),
# or ending it after the thing acted on ("flight_booking_cancel", "branch_force_push",
# "front_door_unlock", "smart_lock_open", "pump_start"). Not when the name reads or looks at
# the act ("get_release", "cancel_status", "release_notes", "refund_policy_get"), nor words
# that name a thing as often as an act ("execute_query" reads, "pay_slip", "charge_level").
_NAME_ACTS = (
    r"cancel|terminate|revoke|rescind|unlock|dispense|refund|force\s*push|publish|send|submit|"
    r"approve|purchase|dispatch|launch"
)
_NAME_ACTS_LAST = r"cancel|terminate|revoke|rescind|unlock|dispense|refund|force\s*push|publish"
_DEVICE = (
    r"lock|door|gate|garage|valve|barrier|hatch|window|shutter|blind|latch|vault|safe|"
    r"sprinkler|pump|motor|engine|drone|mission|spray|heater|boiler|furnace|oven|relay|siren"
)
ACTING_NAME = prefiltered(
    r"^\s*(?:" + _NAME_ACTS + r")(?:\s+\w+){1,4}\s*$"
    r"|^\s*\w+(?:\s+\w+){0,3}?\s+(?:" + _NAME_ACTS_LAST + r")\s*$"
    r"|(?:^|\s)(?:" + _DEVICE + r")\s+(?:open|close|unlock|start|stop|arm|fire|launch)\s*$"
    r"|^\s*(?:open|unlock|start|arm|fire|launch)\s+(?:\w+\s+)?(?:" + _DEVICE + r")\s*$",
    re.IGNORECASE,
)
# A name that reads, checks or plans the act: a read verb first or last ("refund_policy_get"),
# or a report noun anywhere (what is known of an act before it: "launch_weather",
# "publish_calendar", "launch_checklist").
NAME_READS = prefiltered(
    r"^\s*(?:get|list|show|read|fetch|search|find|check|view|describe|lookup|preview|simulate|"
    r"validate|estimate|explain|count|can|is|has|plan|draft|test|dry)\b"
    r"|\b(?:get|list|show|read|fetch|search|find|view|describe|lookup|query|inspect)\s*$"
    r"|\b(?:status|state|preview|previews|notes|history|log|logs|policy|policies|reasons?|"
    r"options|eligibility|estimate|quote|fees?|window|rules?|check|dry\s*run|simulation|"
    r"draft|drafts|template|templates|info|details|list|count|summary|report|schedule|"
    r"progress|stats|reminder|reminders|webhook|settings|config|weather|forecast|conditions|"
    r"calendar|timetable|times|dates|checklist|readiness|requirements)\b",
    re.IGNORECASE,
)
# Ending an agreement or a right named by the tool ("flight_booking_cancel",
# "revoke_token"): against a hint that the tool only adds.
ENDING_NAME = prefiltered(
    r"^\s*(?:cancel|terminate|revoke|rescind|void)(?:\s+\w+){1,4}\s*$"
    r"|^\s*\w+(?:\s+\w+){0,3}?\s+(?:cancel|terminate|revoke|rescind|void)\s*$"
    # a table or a database dropped ("warehouse_table_drop", "schema_drop")
    r"|\b(?:table|tables|database|db|schema|index|collection|column|bucket|partition|"
    r"keyspace|dataset)\s+drop\s*$",
    re.IGNORECASE,
)


def _acting_name(name: str, pattern: re.Pattern[str], text: str = "") -> str | None:
    if NAME_READS.search(name):
        return None
    found = pattern.search(name)
    if found is None or _act_named_as_thing(found.group(), text):
        return None
    return _around(name, found)


# A description that opens by reading ("Returns the go/no-go weather for a launch site"),
# and uses the act word of the tool's name as a noun (after an article or a noun, before
# another noun: "a balloon launch site", "the cancel window"): the name is a compound of
# nouns ("launch_weather", "send_times"), not an act.
READ_OPENING = prefiltered(
    r"\s*(?:(?:this|the)\s+tool\s+)?(?:returns?|lists?|shows?|gets?|reports?|looks?\s+up|"
    r"checks?|reads?|fetches|retrieves?|computes?|calculates?|estimates?|analy[sz]es|finds?|"
    r"searches|describes?|gives?|provides?|tells?|summari[sz]es)\b",
    re.IGNORECASE,
)
_NOUN_BEFORE = (
    r"(?<![^\W_])(?:a|an|the|this|that|each|every|its|their|our|your|of|for|per|next|last|"
    r"first|any)\s+(?:[^\W\d_][\w-]{0,30}\s+){0,2}"
)
_NO_OBJECT_AFTER = (
    r"\s+(?!(?:the|a|an|it|them|all|every|your|their|this|that|these|those|each|any|my|our)"
    r"(?![^\W_]))[^\W\d_]"
)


def _act_named_as_thing(name: str, text: str, acts_pattern: str = _NAME_ACTS) -> bool:
    head = text[:2000]
    if not READ_OPENING.match(head) and not RETURNS_ML.search(FIRST_SENTENCE.match(head).group()):
        return False
    acts = [word for word in name.split() if re.fullmatch(acts_pattern, word, re.IGNORECASE)]
    return any(
        re.search(
            _NOUN_BEFORE + re.escape(word) + r"(?:" + _NO_OBJECT_AFTER + r"|[ \t]*[.,;:!?)])",
            head,
            re.IGNORECASE,
        )
        for word in acts
    )


def _destructive_name(name: str, text: str = "") -> str | None:
    """A name of destruction, unless it looks at the act, or the description reads and uses
    the word as a noun ("drop_zone_weather": "Returns the wind for a skydiving drop zone")."""
    if NAME_LOOKS_AT_ACT.search(name):
        return None
    found = _found(DESTRUCTIVE_NAME, name)
    if found and _act_named_as_thing(name, text, _DESTROYS_WORD):
        return None
    return found


# Destruction as what the act does along the way ("applies the plan, creating, changing and
# destroying resources").
WHILE_DESTROYING = prefiltered(
    r"(?:,|\band)\s+(?:permanently\s+)?(?:deleting|destroying|erasing|wiping|purging|"
    r"overwriting|shredding|discarding|dropping|truncating)\s+(?!(?:nothing|none|no)\b)\w",
    re.IGNORECASE,
)
# A physical act on a device ("Open the garage door.", "Turn off the heater."): it changes
# the world, so it is not read-only.
ACTUATES = prefiltered(
    r"(?:^|[.!?;]\s{1,10}+|\n[ \t]{0,20}+)(?:(?:this|the)\s+tool\s+|it\s+)?"
    r"(?:open|opens|close|closes|lock|locks|unlock|unlocks|raise|raises|lower|lowers|arm|arms|"
    r"disarm|disarms|start|starts|stop|stops|(?:turn|turns|switch|switches|power|powers)\s+"
    r"(?:on|off))\s+(?:the|a|an|all|every|your|this|that|its|their)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:doors?|gates?|garage|valves?|windows?|blinds|shutters?|barriers?|lights?|lamps?|"
    r"heaters?|boilers?|furnaces?|thermostats?|alarms?|sirens?|ovens?|pumps?|sprinklers?|"
    r"locks?|engines?|vehicles?|cars?|robots?|motors?|relays?|plugs?|outlets?|fans?|domes?|"
    r"hatch(?:es)?|roofs?|skylights?|awnings?|bollards?|floodgates?|sluices?)\b",
    re.IGNORECASE,
)
# Destruction as the means ("reclaims space by purging old snapshots").
BY_DESTROYING = prefiltered(
    r"\bby\s+(?:permanently\s+)?(?:deleting|removing|purging|erasing|wiping|overwriting|"
    r"dropping|truncating|destroying|shredding)\b",
    re.IGNORECASE,
)


# "Nothing will be deleted", "no data is lost": said of what the tool does not do.
NOTHING_LOST = prefiltered(
    r"(?<!\w)(?:nothing|no|none|never|not|nichts|keine?|nie|rien|aucune?|jamais|nada|ningún|"
    r"ninguna|nenhum|nenhuma|nulla|niente|nessun[oa]?|ничего|никакие|никакой|не|nic|żadne|"
    r"hiç|tidak|không)(?!\w)|不会|不會|没有|沒有|何も|아무것도",
    re.IGNORECASE,
)


# What may stand before "cannot be undone" or "will be lost" when the act is the tool's own:
# a label ("Warning:"), then nothing, a pronoun, or the act named ("this action", "the
# call"); a noun of the domain ("paid invoices cannot be refunded") is a rule of the domain.
OWN_SUBJECT = prefiltered(
    r"\s*(?:(?:note|warning|caution|important|attention|nota|aviso|atención|achtung|hinweis|"
    r"warnung|avertissement|attenzione|uwaga|внимание|pozor|varning|advarsel)\s*[:!-]\s*)?"
    r"(?:(?:this|that|it|these|the|such|your|esta|este|esto|la|el|cette|ce|cela|ceci|l'|"
    r"questa|questo|ciò|dies|diese|dieser|dieses|das|der|die|es|deze|dit|het|det|detta|dette|"
    r"den|to|tato|toto|ta|to|это|эта|это\s+действие|ця|це|seda|see|bu|ini|itu)\s*)?"
    r"(?:(?:tool|action|operation|call|change|changes|deletion|request|step|command|process|"
    r"acción|operación|action|opération|azione|operazione|aktion|vorgang|vorgäng|löschung|"
    r"actie|handeling|åtgärd|handling|akci|akce|operace|действие|операция|дія|операція|"
    r"toiming|işlem|tindakan|operasi)\s*)?",
    re.IGNORECASE,
)
CLAUSE_START = prefiltered(r"[.!?;:。！？\n][^.!?;:。！？\n]*$")


def _own_act(pattern: re.Pattern[str], text: str, opening: str) -> str | None:
    """Irreversibility or loss said of the tool's own act: in its opening sentence, or in a
    sentence whose subject is the tool, its act or a pronoun for it."""
    for found in pattern.finditer(text):
        if found.start() < len(opening):
            lost = found.group() if pattern is not DATA_LOST_ML else _data_lost(opening)
            if lost:
                return _around(text, found)
            continue
        before = text[max(0, found.start() - 200) : found.start()]
        clause = CLAUSE_START.search(before)
        subject = before[clause.start() + 1 :] if clause else before
        if OWN_SUBJECT.fullmatch(subject) and not (
            pattern is DATA_LOST_ML and NOTHING_LOST.search(subject)
        ):
            return _around(text, found)
    return None


# A description that opens with a removal in English ("Removes all stopped containers",
# "Prunes stale branches"): what the tool's own act that cannot be undone then destroys,
# against destructiveHint false. A send, a vote or a transfer that cannot be undone adds,
# as that hint allows, whatever the text says is removed elsewhere or by someone else.
OPENS_REMOVING = prefiltered(
    r"\s*+(?:removes|deletes|erases|purges|prunes|wipes|overwrites|destroys|drops|"
    r"truncates|shreds|clears|empties)\b",
    re.IGNORECASE,
)


def _data_lost(text: str) -> str | None:
    for pattern in (DATA_LOST_ML, GONE_FOR_GOOD):
        for found in pattern.finditer(text):
            if not NOTHING_LOST.search(text[max(0, found.start() - 30) : found.start()]):
                return _around(text, found)
    return None


# A cache as what the opening act removes ("Purges cached copies of the given URLs", "Clears
# the thumbnail cache"): what a cache held is fetched or made again, so nothing is lost.
CACHE_OBJECT = prefiltered(
    r"\s+(?:(?:the|a|an|all|any|every|its|their|your|stale|expired|old)\s+){0,2}"
    r"(?:[\w-]{1,30}\s+){0,2}(?:cached|caches?)\b",
    re.IGNORECASE,
)
# A name whose act removes a cache only ("purge_cdn_cache", "clear_cache"): what a cache
# held is made again, so nothing is lost.
CACHE_NAME = prefiltered(
    r"^\s*(?:purge|clear|flush|wipe|drop|delete|remove|invalidate|reset)\s+(?:[a-z]+\s+)?"
    r"(?:cache|caches|cached\s+\w+)\s*$",
    re.IGNORECASE,
)
# Something else removed beside the cache, in the same clause ("cached copies and their
# originals").
BESIDE = prefiltered(
    r"\b(?:and|plus|as\s+well\s+as|together\s+with|along\s+with)\b(?![^.;:\n]{0,30}?cache)",
    re.IGNORECASE,
)


def _only_cache(text: str, at: int) -> bool:
    if not CACHE_OBJECT.match(text, at):
        return False
    clause = re.match(r"[^.;:\n]{0,200}", text[at:]).group()
    return BESIDE.search(clause) is None


# What the act replaces or removes said, in the present, to be gone for good ("the stored
# calibration is overwritten for good", "the old key is permanently deleted", "the previous
# version is not kept"): not an additive update. Not a retention rule of the service ("is
# permanently deleted after 30 days"), which the tool does not do.
GONE_FOR_GOOD = prefiltered(
    r"(?<!\w)(?:is|are|gets|get)\s+(?:(?:permanently|irreversibly|irrevocably)\s+"
    r"(?:deleted|erased|destroyed|wiped|overwritten|purged|replaced)"
    r"|(?:deleted|erased|destroyed|wiped|overwritten|purged|replaced)\s+(?:for\s+good|forever|"
    r"permanently|irreversibly|irrevocably))(?!\w)"
    r"(?![^.;\n]{0,40}?\b(?:after|once|within|in)\s+(?:\d|a\s|an\s|one\s|the\s+retention))"
    r"|(?<!\w)(?:the\s+)?(?:previous|old|earlier|prior|former)\s+(?:\w+\s+)?(?:one|version|"
    r"value|copy|data|contents?|file|record|calibration|settings?)\s+(?:is|are)\s+not\s+"
    r"(?:kept|retained|preserved|saved|backed\s+up)(?!\w)",
    re.IGNORECASE,
)


# A name of destruction in the infinitive, as names in Romance, Germanic and Slavic
# languages are written ("yapu_registro_borrar", "datei_loeschen", "usunac_konto"): a word
# of the name, so not a noun of the same stem ("eliminatoria").
DESTROYING_NAME_ML = prefiltered(
    r"(?<![^\W_])(?:borrar|eliminar|suprimir|deletar|effacer|supprimer|"
    r"détruire|detruire|cancellare|eliminare|distruggere|loeschen|löschen|entfernen|"
    r"vernichten|verwijderen|radera|slette|slet|poista|usun|usunac|usunąć|"
    r"smazat|odstranit|vymazat|izbrisati|obrisati|obriši|ukloniti|udalit|удалить|"
    r"видалити|silmek|hapus|menghapus|xoa|sterge|șterge|stergere|törlés|torles|torol)"
    r"(?![^\W_])",
    re.IGNORECASE,
)


# A name of what a search or a view shows ("filtro_eliminar": a filter removed from a view).
VIEW_NAME = prefiltered(
    r"(?<![^\W_])(?:filters?|filtros?|filtres?|filtri|view|vista|vue|ansicht|tags?|etiquetas?|"
    r"search|busqueda|búsqueda|recherche|suche)(?![^\W_])",
    re.IGNORECASE,
)


def _destructive_ml(text: str) -> str | None:
    if not _may_hold(text.lower(), DESTRUCTIVE_ML_STEMS):
        return None
    for found in DESTRUCTIVE_ML.finditer(text):
        before = text[max(0, found.start() - 30) : found.start()]
        after = text[found.end() : found.end() + 30]
        if PASSIVE_FA.match(after) and found.group().startswith(("حذف", "پاک")):
            continue  # "duplicates are removed" (from what is shown): a passive, not an act
        if NEGATION_ML_BEFORE.search(before) or NEGATION_ML_AFTER.match(after):
            continue
        if NEGATED_ENDING.match(text, found.start()) or NEGATED_VERB_AFTER.match(text, found.end()):
            continue  # "(kalıcı olarak) silmez": a verb negated by its ending
        if _transforms(text, found.start()) or _transforms(text, _sentence_start(text, found)):
            continue  # removing from a text and returning the result
        return _around(text, found)
    return None


def _sentence_start(text: str, found: re.Match[str]) -> int:
    base = max(0, found.start() - 200)
    clause = CLAUSE_START.search(text[base : found.start()])
    return base + clause.start() + 1 if clause else base


# The Persian passive auxiliary after a compound verb ("حذف می‌شوند", "are removed"): like
# an English passive, it says what happens to things, not what the tool does.
PASSIVE_FA = prefiltered(r"[\u200c\s]*(?:شو|شد)")


# What a tool reports of its own use ("sends anonymous usage counts", "sends crash
# reports"), said as a side note of a read: it changes nothing of the person's.
USAGE_REPORT = prefiltered(
    r"\s++(?:\w++\s++){0,2}?(?:usage\s+(?:counts|statistics|stats|data|metrics)|telemetry|"
    r"crash\s+reports|diagnostics\s+pings?|anonymous\s+(?:metrics|statistics|stats))\b",
    re.IGNORECASE,
)


# A verb negated by its ending, right after "permanently" (Turkish and Azerbaijani "kalıcı
# olarak silmez", "does not delete permanently"): the act denied.
NEGATED_ENDING = prefiltered(r"\w{2,30}?(?:mez|maz|mıyor|miyor|muyor|müyor|mır|mir)(?!\w)", re.I)
NEGATED_VERB_AFTER = prefiltered(
    r"\s++\w{2,30}?(?:mez|maz|mıyor|miyor|muyor|müyor|mır|mir|mur|mür)(?!\w)", re.IGNORECASE
)


def _permanent_act(text: str) -> str | None:
    """ "Permanently" in any language (``PERMANENTLY_ML``), unless the verb after it is
    negated by its ending."""
    for found in PERMANENTLY_ML.finditer(text):
        if not NEGATED_VERB_AFTER.match(text, found.end()):
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
        if verb.lower() == "write" and WRITTEN_AS.match(text, after):
            continue  # "Write keys as `<kbd>Ctrl</kbd>`": how the input is written
        if verb.lower().startswith("send") and ASKS_FOR_REPLY.match(text, after):
            continue  # "Send the messages to the model and return its reply": a question
        if verb.lower().startswith("send") and REQUEST_FOR_ANSWER.match(text, after):
            continue  # "Sends a search request … and returns the documents": a read asks
        if verb.lower().startswith("send") and USAGE_REPORT.match(text, after):
            continue  # "Sends anonymous usage counts to …": the tool's own telemetry
        if verb.lower() in NOUN_LIKE and NOUN_COMPOUND.match(text, after):
            continue  # "Email template preview": a noun heading a compound
        if NOT_DONE_AFTER.match(text, after):
            continue  # "Posts the grid to the chat draft (not sent)"
        if NOTHING_AFTER.match(text, after):
            continue  # "Deletes nothing.": the act denied, not done
        if _transforms(text, found.start(group)):
            continue  # "Removes the spaces from the text and returns the result"
        before = text[max(0, found.start(group) - 40) : found.start(group)]
        if not NEGATION.search(before):
            return _around(text, found, group=group)
    return None


# Ending an agreement, an order or a right: cancelling, terminating, withdrawing, revoking.
# Not an additive update (so not ``destructiveHint: false``) and not a read. Third-person
# and imperative forms, in the opening sentence: "can be cancelled later" or an infinitive
# after "whether it can" names a possibility, not the tool's act.
ENDS_OPENING = prefiltered(
    r"\s*(?:(?:this|the)\s+tool\s+)?(?:\w+ly\s+)?(?P<verb>cancel|cancels|terminate|terminates|"
    r"withdraw|withdraws|revoke|revokes|rescind|rescinds|annul|annuls|void|voids)\b"
    r"(?!\s*-)(?!\s+(?:nothing|none)\b)",
    re.IGNORECASE,
)
# An ending that takes effect at the end of the period already paid for ("Cancel the
# subscription at the end of the current period", "kündigt zum Ende des
# Abrechnungszeitraums"): nothing is lost until then, and it can be taken back before; so
# it is no destructive update.
AT_PERIOD_END = prefiltered(
    r"\bat\s+(?:the\s+)?(?:end\s+of\s+(?:the|this|its|their|your)\s+"
    r"(?:current|paid|billing|subscription)\s+(?:billing\s+)?(?:period|term|cycle)|"
    r"(?:billing\s+)?(?:period|cycle)\s+end|(?:next\s+)?renewal(?:\s+date)?)\b"
    r"|\b(?:al|a)\s+(?:final|fin)\s+del\s+(?:período|periodo|ciclo)\b"
    r"|\bà\s+la\s+fin\s+de\s+la\s+(?:période|périodicité)\b"
    r"|\bzum\s+(?:Ende\s+des\s+\w{0,20}?(?:zeitraums|periode|laufzeit)|Laufzeitende)\b"
    r"|\balla\s+fine\s+del\s+periodo\b|\bno\s+final\s+do\s+(?:período|ciclo)\b"
    r"|\baan\s+het\s+einde\s+van\s+de\s+(?:periode|looptijd)\b",
    re.IGNORECASE,
)
ENDS_ML = prefiltered(
    r"(?<!\w)(?:"
    # Romance
    r"cancela|anula|rescinde|annule|annulent|résilie|résilient|annulla|disdice|revoca|"
    r"revoga|anulează|reziliază|revocă|retrage|cancel·la|anul·la|"
    # Germanic
    r"storniert|storniere|kündigt|kündige|annulliert|annuleert|annuleer|beëindigt|"
    r"zegt\s+\w+\s+op|avbryter|avbokar|annullerar|återkallar|säger\s+upp|kansellerer|"
    r"kanseller|avbestiller|avbestill|sier\s+opp|tilbakekaller|annullerer|afbestiller|"
    r"opsiger|tilbagekalder|"
    # Finnic, Baltic, Hungarian
    r"peruuttaa|peruu|irtisanoo|irtisano|mitätöi|tühistab|atšaukia|nutraukia|atceļ|"
    r"atsauc|lemondja|visszavonja|megszünteti|felmondja|"
    # Slavic
    r"anuluje|anuluj|odwołuje|wypowiada|rozwiązuje|wycofuje|zruší|zrušte|ruší|stornuje|"
    r"ukončí|ukončuje|odvolá|odvolává|prekliče|odpove|otkazuje|otkaži|poništava|poništi|"
    r"raskida|opoziva|povlači|отказује|откажи|поништава|поништи|раскида|опозива|повлачи|"
    r"отменя|анулира|прекратява|оттегля|отменяет|отмените|отмени|расторгает|прекращает|"
    r"скасовує|скасуйте|скасуй|розриває|припиняє|адмяняе|"
    # Greek, Turkish
    r"ακυρώνει|ακύρωσε|τερματίζει|ανακαλεί|καταγγέλλει|fesheder|sonlandırır|geri\s+çeker|"
    # Malay, Indonesian, Tagalog, Vietnamese
    r"membatalkan|batalkan|mengakhiri|menamatkan|menarik\s+balik|menarik\s+kembali|"
    r"kinakansela|kanselahin|binabawi|(?<!đã\s)(?<!bị\s)(?<!được\s)(?:hủy|huỷ)|chấm\s+dứt|"
    # Swahili: subject and tense prefix, then the stem
    r"(?:[aiu]|wa|li|ki|zi|ya)(?:na|ta|me)(?:ghairi|sitisha|batilisha)|ghairi|batilisha|"
    # Semitic, Persian, Indic
    r"מבטל|מבטלת|מסיים|מסיימת|يلغي|تلغي|ينهي|تنهي|يفسخ|تفسخ|"
    r"(?:لغو|فسخ)\s*(?:می\u200c?\s?)?(?:کند|کنند|نماید|نمایند)|"
    r"रद्द\s+कर(?:ता|ती|ते|ें|े)|समाप्त\s+कर(?:ता|ती|ते)|বাতিল\s+কর[েো]|منسوخ\s+کر(?:تا|تی)"
    r")(?!\w)"
    # not a status, a record or a history of the act looked up ("查询订单取消状态")
    r"|(?<![已被不没沒无無未勿别別])(?:取消|终止|終止|撤回|解约|解約)(?![的了])"
    r"(?!状态|狀態|状况|狀況|情况|情況|记录|記錄|历史|歷史|进度|進度|原因|时间|時間|日期)"
    r"|(?:キャンセル|解約|撤回)(?:します|する|し、|して)"
    r"|(?:취소|종료|철회)(?:합니다|한다|하고|하며)"
    r"|(?<!ที่)(?<!ถูก)ยกเลิก(?!แล้ว)",
    re.IGNORECASE,
)
# Paying or charging money: a change of the world, and one repeated at every call.
_CHARGES_ML = (
    r"cobra|débite|prélève|belastet|addebita|preleva|debiteert|debiterar|debiterer|"
    r"veloittaa|obciąża|naúčtuje|strhne|naplaćuje|naplati|uplaćuje|tereti|наплаћује|"
    r"уплаћује|плаћа|терети|списывает|оплачивает|списує|оплачує|сплачує|таксува|плаща|"
    r"apmokestina|sumoka|iekasē|megterheli|debitează|χρεώνει|tahsil\s+eder|menagih|"
    r"mengenakan\s+caj|sinisingil|trừ\s+tiền|thu\s+phí|يخصم|تخصم|"
    r"(?:پرداخت|کسر)\s*(?:می\u200c?\s?)?(?:کند|کنند|نماید|نمایند)|"
    r"(?:[aiu]|wa|li|ki|zi|ya)(?:na|ta|me)(?:lipa|toza)"
)
_CHARGES_UNSPACED = (
    r"(?:課金|送金|決済|請求)(?:します|する|し、|して)|(?:청구|결제|송금|과금)(?:합니다|한다|하고|하며)"
    # ("काट लेता है" takes from an account; "काट देता है" cuts a text short)
    r"|เรียกเก็บเงิน|โอนเงิน|(?:काट|कटौती\s*कर)\s*(?:लेता|लेती|लेते)?\s*है"
)
CHARGES_ML = prefiltered(
    r"(?<!\w)(?:" + _CHARGES_ML + r")(?!\w)|" + _CHARGES_UNSPACED, re.IGNORECASE
)
# Other acts on the world, for a tool hinted read-only: cutting a connection or a supply,
# paying or charging, moving money or a number elsewhere. Verb forms only ("lists
# payments" names a noun).
CHANGES_ML = prefiltered(
    r"(?<!\w)(?:"
    r"desconecta|déconnecte|trennt|scollega|koppelt\s+\w+\s+los|kobler\s+fra|kopler\s+fra|"
    r"frakobler|kopplar\s+från|kopplar\s+bort|afbryder|katkaisee|rozłącza|odpojí|odpojuje|"
    r"isključuje|искључује|отключает|отключите|відключає|изключва|atjungia|"
    r"atvieno|lekapcsolja|leválasztja|deconectează|αποσυνδέει|memutuskan|memutus|"
    r"ngắt\s+kết\s+nối|מנתק|מנתקת|"
    r"(?:قطع|منتقل)\s*(?:می\u200c?\s?)?(?:کند|کنند|نماید|نمایند)|"
    r"überweist|przelewa|pārskaita|átutal|transferă|transfiere|transfere|transfère|trasferisce|"
    r"(?:[aiu]|wa|li|ki|zi|ya)(?:na|ta|me)(?:hamisha|kata)|hamisha|" + _CHARGES_ML + r")(?!\w)"
    r"|" + _CHARGES_UNSPACED + r"|切断(?:します|する|し、|して)|연결을\s*끊|ตัดการเชื่อมต่อ|"
    r"(?<![已被不没沒无無未])(?:断开|斷開)(?![的了])",
    re.IGNORECASE,
)
# More acts on the world, named in the first clause of the opening sentence: sending,
# publishing and cancelling in more languages; deploying, or putting something into
# production; starting a payment, a payout or a transfer; placing a bet or an order and
# taking money (verb-final languages: the noun, then the verb); switching a device off or
# on in verb-final languages (the device, then the verb).
_SENDS_MORE = (
    r"dişîne|bişîne|voye|tukuna|ka\s+tuku|мефиристад|мефиристонад|җибәрә|iberýär|"
    r"jibgħat|tibgħat|magpadala|nagpadala|ipadala|mandefa|seolann|anfona"
)
_PUBLISHES = (
    r"whakaputa|pibliye|objavljuje|објављује|публикува|објавува|birtir|julkaisee|avaldab|"
    r"publicē|publikuoja|paskelbia|közzéteszi|közzétesz|publică|δημοσιεύει|nashr\s+qiladi|"
    r"жариялайды|нашр\s+мекунад|خپروي|(?:منتشر|نشر)\s*(?:می\u200c?\s?)?(?:کند|کنند)|"
    r"شائع\s+کر(?:تا|تی)|प्रकाशित\s+कर(?:ता|ती|ते)|anachapisha|inilalathala|naglalathala|"
    r"nagpatik|ipatik"
)
_CANCELS_MORE = (
    r"anile|anulon|whakakore|kanselahon|gikansela|ikansela|manafoana|ýatyrýar|"
    r"bekor\s+qiladi|ləğv\s+edir|აუქმებს|չեղարկում|цуцална|бекор\s+мекунад|لغوه\s+کوي|"
    r"tikkanċella|jikkanċella|cealaíonn|ይሰርዛል|fagilee|baajiya|ikhansela|afturkallar"
)
_DEPLOYS = (
    r"deploys|redeploys|rolls\s+out|despliega|déploie|rolt\s+(?:\S+\s+){0,4}?uit|"
    r"rollt\s+(?:\S+\s+){0,4}?aus|wdraża|nasadí|nasazuje|развёртывает|развертывает|"
    r"разворачивает|выкатывает|розгортає|triển\s+khai"
)
_PRODUCTION = (
    r"production|prod|produktion|produktioun|productie|producción|produção|produzione|"
    r"produkcj\w*|produkci\w*|продакшн|продакшен|прод|продуктив"
)
_PUTS = (
    r"sets|puts|pushes|moves|promotes|ships|brings|setzt|stellt|bringt|schiebt|hebt|"
    r"befördert|zet|brengt|plaatst|promoveert|met|passe|pousse|promeut|pone|pasa|lleva|sube|"
    r"promueve|mette|porta|sposta|promuove|coloca|passa|leva|promove|przenosi|wypycha|"
    r"promuje|przesuwa|přesune|povýší|переносит|переводит|продвигает|переміщує|просуває|"
    r"taşır|memindahkan|đưa|chuyển"
)
_STARTS = (
    r"initiates|starts|runs|triggers|executes|launches|inicia|ejecuta|lanza|lance|"
    r"déclenche|exécute|startet|avvia|esegue|lancia|executa|dispara|uruchamia|zleca|"
    r"wykonuje|spustí|spouští|provede|запускает|выполняет|инициирует|запускає|виконує|"
    r"ініціює|pokreće|pokrene|izvršava|izvrši|покреће|извршава|başlatır|yürütür|memulai|"
    r"menjalankan|khởi\s+tạo|thực\s+hiện"
)
_PAYMENTS = (
    r"payouts?|payments?|payroll|transfers?|wires?|remittances?|pagos?|nómina|"
    r"transferencias?|paiements?|virements?|paie|zahlung\w*|auszahlung\w*|überweisung\w*|"
    r"pagament\w*|pagamentos?|transferências?|wypłat\w*|płatnoś\w*|przelew\w*|výplat\w*|"
    r"platb\w*|převod\w*|выплат\w*|плат[её]ж\w*|перевод\w*|виплат\w*|платіж\w*|переказ\w*|"
    r"isplat\w*|uplat\w*|plaćanj\w*|transfer\w*|исплат\w*|уплат\w*|ödeme\w*|havale\w*|"
    r"pembayaran|thanh\s+toán|chuyển\s+khoản"
)
_BETS = (
    r"places?\s+(?:a\s+|an\s+|the\s+)?(?:bet|wager|stake)s?|"
    r"(?:magbutang|nagbutang|ibutang|maglagay|naglalagay)\s+(?:(?:og|ng|ang)\s+)?(?:pusta|taya)|"
    r"apuesta|parie|wettet|scommette|aposta|wedt|obstawia|vsadí|делает\s+ставку|"
    r"bahis\s+(?:yapar|oynar)|bertaruh|đặt\s+cược|anabeti|tumataya|nagpusta|mopusta"
)
_ORDERS_VERB_LAST = (
    r"(?:заказ|буйрутма|тапсырыс|buyurtma|sargyt|sifariş|sipariş)\w*\s+(?:\S+\s+){0,2}?"
    r"(?:рәсмиләштерә|бирә|ясый|береді|рәсімдейді|берет|жасайт|beradi|rasmiylashtiradi|"
    r"berýär|edýär|verir|edir|rəsmiləşdirir)|"
    r"(?:акча|ақша|pul|пул)\s+(?:ала|алады|алат|alır|oladi|alýar|çəkir|yechadi|ечә)"
)
_DEVICES_VERB_LAST = (
    r"(?:انجن|موتور|ماشین|دروازه|دروازې|دروازہ|قفل|والو|इंजन|मोटर|दरवाज़ा|दरवाजा|गेट|"
    r"ताला|वाल्व|dvigatel\w*|eshik\w*|darvoza\w*|qapı\w*|mühərrik\w*|двигател\w*|"
    r"қозғалтқыш\w*|есік\w*|ишек\w*|капка\w*|қақпа\w*)\s+(?:\S+\s+){0,4}?"
    r"(?:بندوي|بندوی|ودروي|ودروی|پرانیزي|خلاصوي|چالانوي|"
    r"(?:خاموش|روشن|باز|قفل|متوقف)\s*(?:می\u200c?\s?)?(?:کند|کنند)|می\u200c?\s?بندد|"
    r"بند\s+کر(?:تا|تی)|کھولت(?:ا|ی)|روکت(?:ا|ی)|बंद\s+कर(?:ता|ती|ते)|खोल(?:ता|ती|ते)|"
    r"रोक(?:ता|ती|ते)|चालू\s+कर(?:ता|ती|ते)|o.chiradi|yopadi|ochadi|to.xtatadi|qulflaydi|"
    r"söndürür|bağlayır|açır|dayandırır|kilidləyir|сөндіреді|жабады|ашады|тоқтатады|"
    r"сүндерә|яба|ача|туктата)"
)
ACTS_ML = prefiltered(
    r"(?<!\w)(?:"
    + _SENDS_MORE
    + "|"
    + _PUBLISHES
    + "|"
    + _CANCELS_MORE
    + "|"
    + _DEPLOYS
    + "|"
    + _BETS
    + "|"
    + _ORDERS_VERB_LAST
    + "|"
    + _DEVICES_VERB_LAST
    + r")(?!\w)"
    r"|^\s*(?:\w+\s+)?(?:" + _PUTS + r")\s+(?:\S+\s+){0,6}?(?:to|into|onto|op|auf|naar|na|"
    r"a|à|в|на)\s+(?:(?:the|die|déi|de|het|la|le|den|dem)\s+|l')?(?:" + _PRODUCTION + r")(?!\w)"
    r"|(?<!\w)(?:" + _STARTS + r")\s+(?:\S+\s+){0,2}?(?:" + _PAYMENTS + r")(?!\w)"
    r"(?!\s+(?:report|reports|history|summary|status|query|log|logs|list)\b)"
    r"|デプロイ(?:します|する|し、|して)|배포(?:합니다|한다|하고|하며)"
    r"|(?:정지|중지|차단)(?:시킵니다|시키고|시키며)|停止(?:させます|させる|します)"
    r"|(?<![已被不没沒无無未])部署(?![的了])",
    re.IGNORECASE,
)
NEGATED_BEFORE = prefiltered(
    r"(?:(?<!\w)(?:not|never|no|without|doesn't|don't|won't|cannot|can't|ei|eikä|nie|ne|"
    r"neither|nor|tidak|bukan|hindi|không|לא|لا|نمی|नहीं)\W{0,3}(?:\w+\W{1,3})?|"
    r"不|不会|不能|没有|无法|禁止)$",
    re.IGNORECASE,
)


def _negated_before(text: str, start: int) -> bool:
    """A negation, in any language, in the 30 characters before ``start``."""
    before = text[max(0, start - 30) : start]
    return bool(NEGATED_BEFORE.search(before) or NEGATION_ML_BEFORE.search(before))


# The first clause of the opening sentence, where its main act is named; what follows a
# comma may be an example ("such as two rules where one cancels the other") or a
# consequence, not the act.
FIRST_CLAUSE = prefiltered(r"[^,،、，;:；：]{0,300}")


def _opening_act(pattern: re.Pattern[str], opening: str) -> str | None:
    """The act named in the first clause of the opening sentence, unless negated just
    before it."""
    clause = FIRST_CLAUSE.match(opening).group()
    for found in pattern.finditer(clause):
        if _negated_before(clause, found.start()) or _SUB_MORE.search(clause[: found.start()]):
            continue
        if not _verb_reading(clause, found.start(), found.end()):
            continue
        if _transforms(opening, found.start()):
            continue
        return _around(clause, found)
    return None


# An idempotent tool gives the same result however often it is called: one that charges,
# pays or sends as its main act does it again at every call, and one that says every call
# creates a new record contradicts the hint. An idempotency key or deduplication keeps
# such a call idempotent.
REPEATING_OPENING = prefiltered(
    r"\s*(?:(?:this|the)\s+tool\s+)?(?:\w+ly\s+)?(?:charge|charges|pay|pays|send|sends|"
    r"email|emails|purchase|purchases|order|orders|bill|bills|debit|debits|buy|buys|gift|"
    r"gifts)\b(?!\s*-)"
    r"(?=\s+(?:it|them|the|a|an|all|every|each|your|their|its|this|that|those|these|"
    r"\$?\d|[a-z]+'s)\b)",
    re.IGNORECASE,
)
EVERY_CALL_NEW = prefiltered(
    r"(?<!\w)(?:every|each)\s+(?:call|invocation|request|run|time\s+it\s+(?:is\s+)?(?:runs|"
    r"called))\s+(?:\w+\s+){0,2}?(?:creates|charges|sends|adds|makes|places|books|"
    r"posts|bills|debits|opens|files|submits|buys|purchases|orders|starts|triggers|launches|"
    r"spawns|queues|enqueues|dispatches)"
    r"(?:\s+and\s+(?:creates|charges|sends|adds|books|bills|debits|buys|purchases))?"
    r"\s+(?:(?:a|an|another)\s+(?:new|separate|second|further|additional|fresh)|"
    r"another(?!\s+(?:time|way|page|look)\b))\b"
    # (a new identifier of the call itself, "a new trace ID in the response", is no new thing)
    r"(?!\s+(?:(?:trace|request|correlation|span|call|run|log)[\s_-]?(?:ids?|identifiers?)|"
    r"timestamps?|nonces?|etags?)\b)"
    # a value moved by each call ("each call raises the bid by one increment")
    r"|(?<!\w)(?:every|each)\s+(?:call|invocation|request|run)\s+(?:\w+\s+){0,2}?(?:raises|"
    r"increases|increments|decrements|lowers|reduces|extends|advances|bumps|tops\s+up)\s+"
    r"[^.;\n]{0,60}?(?<!never\s)(?<!not\s)\bby\s+(?:one|a|an|\d)"
    r"|(?<!\w)calling\s+(?:it|this\s+tool)\s+(?:again|twice)\s+(?:\w+\s+){0,2}?(?:creates|"
    r"charges|sends|adds|books|bills|debits)\b",
    re.IGNORECASE,
)
# "Each call ... anew": every call adding or creating again, in many languages; a call that
# returns something new (a page token, a fresh list) is not counted, nor a negated "new".
EACH_CALL_ML = prefiltered(
    r"(?<!\w)(?:kull|cada|chaque|jede[rsn]?|ogni|elke|iedere|każde|każdym|každé|každým|"
    r"каждый|каждом|кожен|кожному|svaki|svakim|сваки|her|setiap|tiap|mỗi|כל|كل|هر|हर|"
    r"kila|bawat|kada|katrs|katru|kiekvienas|kiekvieną|iga|joka|minden|fiecare|κάθε|hver|"
    r"varje|hvert|ہر)\s+(?:\S+\s+)?(?:sejħa|llamada|invocación|ejecución|appel|exécution|"
    r"aufruf|ausführung|chiamata|esecuzione|aanroep|wywołani\w*|volání|вызов\w*|виклик\w*|"
    r"poziv\w*|позив\w*|çağrı\w*|çagyry\w*|çağırış\w*|panggilan|lần\s+gọi|קריאה|استدعاء|"
    r"فراخوانی|कॉल|wito|tawag|izsaukum\w*|iškvieti\w*|kutsu\w*|hívás\w*|apel\w*|κλήση|kall|"
    r"anrop|chamada|execução)(?!\w)([^.;!?\n]{0,100})",
    re.IGNORECASE,
)
NEW_OR_AGAIN_ML = prefiltered(
    r"(?<!\w)(?:nuev[oa]s?|de\s+nuevo|otra\s+vez|nouve(?:au|lle|aux)|à\s+nouveau|"
    r"de\s+nouveau|neue[nrs]?|erneut|wieder|nuov[oa]|di\s+nuovo|novamente|nieuwe?|opnieuw|"
    r"now[aey]|ponownie|znovu|nov[ýáéoa]|нов\w+|снова|заново|знову|ponovo|yeni|tekrar|"
    r"yeniden|täze|baru|lagi|mới|lại|חדש\w*|שוב|جديد\w*|مجدد\w*|جدید|دوباره|नया|नई|नए|"
    r"mpya|tena|bago|muli|ġdid\w*|jaun\w*|vėl|nauj\w*|uu\w*|jälleen|új\w*|újra|nou|nouă|"
    r"din\s+nou|νέ\w+|ξανά|ny|nytt|nya|igen|på\s+nytt)(?!\w)"
    # "one more" after an act that buys, books, creates or charges ("compra mais um
    # destaque"); "devolve mais um lote" (returns) or "utilise un autre serveur" repeats none
    r"|(?<!\w)(?:compra|cobra|cria|adiciona|reserva|contrata|crea|añade|agrega|achète|"
    r"crée|ajoute|réserve|facture|kauft|erstellt|bucht|berechnet|buys?|creates?|adds?|"
    r"books?|charges?|places?|orders?|bills?)\s+(?:mais\s+um|mais\s+uma|otro\s+más|otra\s+más|"
    r"one\s+more|another|un\s+autre|une\s+autre|noch\s+ein(?:e[nmrs]?)?)(?!\w)",
    re.IGNORECASE,
)
RETURNS_ML = prefiltered(
    r"(?<!\w)(?:returns?|devuelve|renvoie|retourne|liefert|gibt\s+\S+\s+zurück|restituisce|"
    r"retorna|zwraca|vrací|возвращает|повертає|vraća|döndürür|mengembalikan|trả\s+về|"
    r"qaytaradi|gaýtarýar)(?!\w)",
    re.IGNORECASE,
)


# "Each call creates a new version only if the content changed": a condition bounds it,
# and a call repeated with the same input creates nothing.
ONLY_IF = prefiltered(
    r"(?<!\w)(?:only\s+(?:if|when|where)|unless|provided\s+that|solo\s+si|sólo\s+si|"
    r"únicamente\s+si|a\s+menos\s+que|salvo\s+que|seulement\s+si|uniquement\s+si|"
    r"sauf\s+si|à\s+moins\s+que|nur\s+wenn|nur\s+falls|es\s+sei\s+denn|solo\s+se|"
    r"soltanto\s+se|a\s+meno\s+che|apenas\s+se|somente\s+se|alleen\s+als|tenzij|"
    r"tylko\s+jeśli|tylko\s+gdy|chyba\s+że|hanya\s+jika|kecuali|yalnızca|sadece)(?!\w)",
    re.IGNORECASE,
)
SENTENCE_REST = prefiltered(r"[^.;!?\n]{0,160}")


def _bounded(text: str, end: int) -> bool:
    return bool(ONLY_IF.search(SENTENCE_REST.match(text, end).group()))


def _every_call_new(text: str) -> str | None:
    for found in EVERY_CALL_NEW.finditer(text):
        if not _bounded(text, found.end()):
            return _around(text, found)
    return None


def _each_call_new(text: str) -> str | None:
    for found in EACH_CALL_ML.finditer(text):
        rest, bounded = found.group(1), _bounded(text, found.start(1))
        # (or said first, "Crée une nouvelle tâche dans la file à chaque appel"; read back
        # to the sentence's start, at most BEFORE_EACH_CALL characters)
        low = max(0, found.start() - BEFORE_EACH_CALL)
        start = max(low, max(text.rfind(mark, low, found.start()) for mark in ".;!?\n") + 1)
        before = text[start : found.start()]
        if not bounded and not RETURNS_ML.search(before) and _new_said(before):
            return _around(text, found)
        if RETURNS_ML.search(rest):
            continue  # each call returns something: a read, not a repeated effect
        if not bounded and _new_said(rest):
            return _around(text, found)
    return None


BEFORE_EACH_CALL = 300  # characters of the sentence read back from "each call"


def _new_said(part: str) -> bool:
    """Whether the part says something new or again (``NEW_OR_AGAIN_ML``), not negated."""
    return any(not _negated_before(part, new.start()) for new in NEW_OR_AGAIN_ML.finditer(part))


# "Each time it is called, … charges / sends / creates" in Japanese, Chinese and Korean,
# where the verb closes the clause: every call acts again. A call that returns something
# ("呼び出すたびに最新の在庫を返します") repeats no effect.
EACH_CALL_CJK = prefiltered(
    r"(?:(?:呼び出す|呼ぶ|実行する|コールする|呼び出される|実行される)(?:たび|度)に|毎回|"
    r"每次(?:调用|調用|呼叫|执行|執行)|(?:호출|실행)(?:할|하는|될|될\s*)\s*때마다|매번)"
    r"([^。！？\n]{0,60})"
)
ACTS_AGAIN_CJK = prefiltered(
    r"課金|請求|決済|引き落と|送信|送付|作成|追加|発行|払い出|扣款|收费|收費|付款|发送|發送|创建|"
    r"建立|新增|결제|과금|청구|전송|발송|생성|추가"
)
RETURNS_CJK = prefiltered(r"返し|返す|返却|返回|반환|돌려")
# The act denied or said to happen once: a Chinese negation before the verb ("不会再建立",
# "不会重复扣费"), a Japanese or Korean one after it ("課金されません", "청구되지 않습니다"),
# or "only once" ("一回だけ", "只扣款一次", "한 번만"). Each call then acts no more.
ONCE_CJK = prefiltered(
    r"(?:一度|一回|1回|１回|一次)(?:だけ|のみ|きり)|只[^。！？\n]{0,12}?一次|仅一次|僅一次|"
    r"(?:한|1)\s*(?:번|회)\s*만|중복\s*(?:청구|결제|과금|생성|발송)되지"
)
NOT_BEFORE_CJK = prefiltered(r"[不没沒无無未别別][會会再要用能重复複次]{0,4}$")
NOT_AFTER_CJK = prefiltered(
    r"^[ぁ-んァ-ヶ]{0,10}?(?:ない|ません|ず|なし)|^[가-힣]{0,4}?(?:지\s*않|지\s*못|지\s*마)"
)


def _each_call_cjk(text: str) -> str | None:
    for found in EACH_CALL_CJK.finditer(text):
        rest = found.group(1)
        if RETURNS_CJK.search(rest) or ONCE_CJK.search(rest):
            continue
        for act in ACTS_AGAIN_CJK.finditer(rest):
            before = rest[max(0, act.start() - 6) : act.start()]
            after = rest[act.end() : act.end() + 16]
            if not NOT_BEFORE_CJK.search(before) and not NOT_AFTER_CJK.search(after):
                return _around(text, found)
    return None


DEDUPLICATED = prefiltered(
    r"idempoten|dedup|de-dup|same\s+(?:key|request\s+id)|at\s+most\s+once|only\s+once",
    re.IGNORECASE,
)


# A send that sets a device to a level or a state ("Sends a blackout to the desk: every
# channel goes to 0", "Envoie la scène à la console : tous les canaux passent à 0"): sent
# again, it sets the same state, as a hint of idempotence says. A message or a payment sent
# again arrives twice; a level does not.
SETS_LEVEL = prefiltered(
    r"(?<![^\W_])(?:goes|go|fades?|drops?|falls?|(?:is|are)\s+(?:set|held|driven|forced|"
    r"pulled)|switch(?:es)?|turns?|stays?|remains?|passe(?:nt)?|(?:est|sont)\s+mis(?:es)?|"
    r"geh(?:t|en)|(?:wird|werden)\s+(?:\w+\s+)?(?:gesetzt|geschaltet)|pasa(?:n)?|queda(?:n)?|"
    r"va(?:nno)?|vai|vão|gaat|gaan)\s+(?:to|at|on|à|a|al|auf|op|para|em|en|in)\s+"
    r"(?:\d+(?:[.,]\d+)?\s*%?|zero|zéro|null|cero|zero|nul|full|off|black|dark|idle|standby|"
    r"silent|mute|muted|noir|schwarz|negro|nero|preto|zwart)(?![^\W_])",
    re.IGNORECASE,
)


SENDING = prefiltered(r"\b(?:send|sends|email|emails)\b", re.IGNORECASE)


def _repeats(text: str, opening: str) -> str | None:
    if DEDUPLICATED.search(text):
        return None
    found = REPEATING_OPENING.match(text)
    sets_level = SETS_LEVEL.search(text[:600]) is not None
    if found and not _transforms(text, 0) and not (sets_level and SENDING.search(found.group())):
        return _around(text, found)
    return (
        _every_call_new(text)
        or _each_call_new(text)
        or _each_call_cjk(text)
        or _found(EACH_CALL_NEW, text)
        or _opening_act(CHARGES_ML, opening)
        or (None if sets_level else _opening_act(SENDS_ML, opening))
        or _act_more(REPEATS_MORE, opening)
    )


# A title that names only a look ("Peek at current game", "Compare two people", "Přehled
# skladu", "在庫確認") on a tool whose description opens with an act that changes the world:
# the words a person approves contradict what the call does. A title that names a change
# itself ("View and delete", "Purge preview") is not a lie of this kind.
READ_TITLE = prefiltered(
    r"^[\W_]{0,8}?(?:view|peek|show|list|read|look\s*up|lookup|check(?!\s*(?:out|in)\b)|compare|"
    r"preview|inspect|browse|display|overview|status|summary|get|see|"
    r"ver|consultar|mostrar|listar|resumen|visualizar|voir|afficher|consulter|lister|"
    r"visualiser|visualizza|mostra|elenca|panoramica|anzeigen|ansehen|übersicht|prüfen|"
    r"bekijk|bekijken|toon|weergeven|overzicht|podgląd|przegląd|wyświetl|pokaż|přehled|"
    r"náhled|zobrazit|zobraz|vizualizare|afișare|vezi|görüntüle|göster|listele|просмотр|"
    r"обзор|показать|перегляд|visa|näytä|megtekint\w*|"
    # a look in more languages: South Slavic, Baltic, Finnic, Albanian, Maltese, Celtic,
    # Creole, Austronesian, Persian and Pashto, Central Asian
    r"pregled|prikaz|prikaži|pogled|преглед|приказ|прикажи|peržiūra|peržiūrėti|apskate|"
    r"apskatīt|vaata|ülevaade|katso|shiko|shfaq|ara|gweld|féach|ikusi|gade|tirohia|"
    r"titiro|tan-awa|tan-awon|tingnan|lihat|tazama|onyesha|mijery|ببین|مشاهده|وګوره|وګورئ|"
    r"ko.rish|qarash|карау|қарау|көрү|baxış|шолу)(?!\w)"
    r"|(?<!\w)(?:görüntüle|göster|listele|anzeigen|ansehen|bekijken|weergeven|zobrazit|"
    r"overview|status|preview|карау|қарау|көрү|ko.rish|baxış|шолу|ببین|وګوره|وګورئ|"
    r"مشاهده|देखें|देखो)\s*$"
    r"|(?:確認|表示|一覧|閲覧|照会|查看|查询|查詢|조회|보기)\s*$",
    re.IGNORECASE,
)
CHANGE_TITLE_CJK = prefiltered(
    r"注文|購入|発注|削除|送信|支払|予約|取消|キャンセル|解約|删除|發送|发送|下单|支付|订购|"
    r"주문|삭제|전송|결제|취소"
)


def _names_change(title: str) -> bool:
    return bool(
        re.search(r"(?<!\w)(?:" + ACTION_VERBS + r"|merge|merges|order|orders)(?!\w)", title, re.I)
        or CHANGE_TITLE_CJK.search(title)
        or _destructive_ml(title)
        or ENDS_ML.search(title)
        or CHANGES_ML.search(title)
        or SENDS_ML.search(title)
        or WRITES_ML.search(title)
        or _opens_with_act(title)
        or TITLE_ACTS_MORE.search(title)
    )


def _read_title_lies(annotations: dict, text: str, opening: str) -> str | None:
    title = annotations.get("title")
    if isinstance(title, str) and SIMULATE_TITLE.match(title[:300]):
        if SIMULATE_TITLE.search(opening) or _said_simulated(text):
            return None  # the description simulates too
        act = _opening_change(text, opening)
        return f"title {title[:80]!r} beside {act!r}" if act else None
    if not isinstance(title, str):
        return None
    title = title[:300]
    translated = TRANSLATED_TITLE.search(title)
    if not (
        READ_TITLE.search(title)
        or READ_TITLE_MORE.search(title)
        or (
            translated
            and READ_TITLE.search(translated.group(1))
            and not BRACKETED_NOTE.search(translated.group(1))
        )
    ):
        return None
    if _names_change(title) or _preview_made(title, text) or _shows_what_it_sends(title, opening):
        return None
    act = _opening_change(text, opening) or (
        "destructiveHint: true"
        if annotations.get("destructiveHint") is True and not _names_its_subject(title)
        else None
    )
    return f"title {title[:80]!r} beside {act!r}" if act else None


# A title that ends on a noun of looking after other words ("Task Status", "Account
# Overview") names its subject, and the word before may be any act ("Set Task Status",
# "Mark Task Status"); one that opens with a look ("View Task Status") still claims it.
SUBJECT_LAST = prefiltered(r"\S\s+(?:status|overview|preview)\s*$", re.IGNORECASE)


def _names_its_subject(title: str) -> bool:
    """Whether the title names only its subject, by a noun of looking at its end: no
    claim of a look to set against a destructive hint."""
    return bool(SUBJECT_LAST.search(title)) and not (
        READ_TITLE.match(title) or READ_TITLE_MORE.match(title)
    )


# A note in brackets at a title's end ("ver aviso", "status: beta"): no translation of it.
BRACKETED_NOTE = prefiltered(
    r"\b(?:aviso|avis|notice|notes?|nota|hinweis|warning|warnung|docs?|documentation|beta|alpha|"
    r"deprecated|experimental|status\s*:|version|v\d)\b",
    re.IGNORECASE,
)
# A title's translation in brackets at its end ("Buka amamaki (View grades)"): it names the
# same act as the title.
TRANSLATED_TITLE = prefiltered(r"\(([^()]{1,80})\)\s*$")


# A title that opens with "simulate", in any of the languages the tables hold ("Simular
# pagamento Pix", "Simulate payout"): nothing is carried out, so an act the description's
# opening names is a lie. Not when the description says it simulates, tests or uses a sandbox.
SIMULATE_TITLE = prefiltered(
    r"^[\W_]{0,8}?(?:simulate|simulates|simular|simula|simuler|simulieren|simuleer|simuleren|"
    r"symuluj|symulacja|simulovat|simulace|simulare|simulaatio|szimulál\w*|симулировать|"
    r"симуляция|смоделировать|симулювати|simüle\s+et|simülasyon|mensimulasikan|mô\s+phỏng|"
    r"模拟|模擬|シミュレート|シミュレーション|시뮬레이션|모의)(?!\w)"
    r"|(?<!\w)(?:simulate|simulates|simular|simula|simuler|simulieren)(?!\w)",
    re.IGNORECASE,
)
SIMULATED = prefiltered(
    r"(?<!\w)(?:sandbox|test\s+mode|modo\s+(?:de\s+)?(?:teste|prueba)s?|mode\s+test|"
    r"testmodus|simulat\w*|simulad\w*|simulé\w*|simuliert\w*|nothing\s+is\s+(?:sent|paid|"
    r"charged|carried\s+out|executed)|no\s+(?:money|payment|charge)\s+is\s+(?:sent|made|"
    r"taken))(?!\w)",
    re.IGNORECASE,
)


def _said_simulated(text: str) -> bool:
    return SIMULATED.search(text[:2000]) is not None


def _opening_change(text: str, opening: str) -> str | None:
    """An act that changes the world, named in the description's opening sentence."""
    found = DESTRUCTIVE_OPENING.match(text) or _ends_opening(text)
    return (
        (_around(text, found) if found else None)
        or _action(opening)
        or _opens_with_act(opening)
        or _destructive_ml(opening)
        or _opening_act(ENDS_ML, opening)
        or _opening_act(CHANGES_ML, opening)
        or _sends(FIRST_CLAUSE.match(opening).group())
        or _opening_act(ACTS_ML, opening)
        or _act_more(ACTS_MORE, opening)
        or _found(PERMANENTLY_ML, opening)
        or _found(PERMANENT_ACT_OPENING, text)
        or _found(PRONOUN_REMOVED, opening)
        or _found(ACTUATES, opening)
        or _actuates_ml(opening)
    )


# Acts named by the verb a description opens with, in languages that put it first (an
# optional adverb before): ordering or buying, releasing or freeing something held, writing
# off or withdrawing stock, replacing wholesale, merging records into one, resigning. Only
# at the opening, where the verb is the tool's own act; elsewhere many of these words are
# nouns ("la commande", "die Freigabe"). Verb-final languages: in the first clause.
OPENS_WITH = prefiltered(
    r"\s*(?:(?:this|the)\s+tool\s+)?(?:\w+(?:ly|mente|ment|lich|ě)\s+)?(?:"
    # ordering, buying
    r"pide|encarga|compra|commande|achète|bestellt|bestelt|koopt|ordina|acquista|encomenda|"
    r"zamawia|kupuje|objedná|objednává|koupí|заказывает|покупает|замовляє|купує|memesan|"
    r"membeli|đặt\s+hàng|beställer|köper|bestiller|kjøper|køber|tilaa|ostaa|megrendel\w*|"
    r"megvásárol\w*|comandă|cumpără|places\s+(?:an?\s+)?(?:[\w-]+\s+)?orders?|"
    # releasing, freeing
    r"libera|liberan|libère|libèrent|gibt\s+(?:\S+\s+){0,4}?frei|geeft\s+(?:\S+\s+){0,4}?vrij|"
    r"zwalnia|uwalnia|uvolní|uvolňuje|освобождает|выпускает|звільняє|melepaskan|"
    r"giải\s+phóng|släpper|frigör|frigiver|frigir|vapauttaa|felszabadít\w*|eliberează|"
    # writing off, disposing, withdrawing from a collection
    r"odepíše|odepisuje|spisuje|voert\s+(?:\S+\s+){0,4}?af|schrijft\s+(?:\S+\s+){0,4}?af|"
    r"da\s+de\s+baja|dà\s+de\s+baixa|met\s+au\s+rebut|dismette|writes\s+off|disposes\s+of|"
    r"decommissions|"
    # replacing wholesale
    r"înlocuiește|reemplaza|remplace|sostituisce|substitui|vervangt|ersetzt|zastępuje|"
    r"nahradí|nahrazuje|заменяет|замінює|ersätter|erstatter|korvaa|lecseréli|"
    # merging records into another, which ends one of them
    r"merges?\s+(?:\S+\s+){1,6}?into|fusiona|fusionne|voegt\s+(?:\S+\s+){0,4}?samen|"
    r"führt\s+(?:\S+\s+){0,4}?zusammen|sloučí|"
    # resigning, conceding
    r"abandona|abandonne|abbandona|gibt\s+(?:\S+\s+){0,4}?auf|geeft\s+(?:\S+\s+){0,4}?op|"
    r"poddaje|vzdá|сдаётся|сдается|здається|"
    # first clause of verb-final languages: Turkish, Japanese, Chinese, Korean
    r"[^,、，;:；：.。]{0,120}?(?:serbest\s+bırakır|kaldırır|sipariş\s+(?:verir|eder)|"
    r"satın\s+alır|hurdaya\s+ayırır|terk\s+eder)|"
    r"[^,、，;:；：.。]{0,120}?(?:注文|発注|購入|解放|投了)(?:する|します|し(?!ない|ません|た|ま))|"
    r"[^,、，;:；：.。]{0,120}?(?<![已被不没沒无無未])(?:下单|订购|訂購|释放|釋放|认输|認輸)"
    r"(?![的了记紀历歷])|"
    r"[^,、，;:；：.。]{0,120}?(?:주문|구매|해제|기권)(?:합니다|한다|하고|하며)"
    # a word boundary after a spaced language's verb; CJK verbs run into what follows
    r")(?:(?<=[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])|(?!\w))",
    re.IGNORECASE,
)


# Acts that are as often nouns or descriptions ("Fire danger rating", "how often it
# transmits", "Arm joint angles"): the tool's own only when the description opens with the
# verb and its object ("Certify the results and transmit them", "Arms and fires the
# circuit").
OPENING_ACT_OBJECT = prefiltered(
    r"\s*(?:certif(?:y|ies)|transmits?|detonates?|arms?|fires?)(?:\s+(?:and|&)\s+"
    r"(?:certif(?:y|ies)|transmits?|detonates?|arms?|fires?))?\s+"
    r"(?:the|a|an|all|every|each|its|their|this|that|these|those)\s",
    re.IGNORECASE,
)


def _opens_with_act(opening: str) -> str | None:
    found = OPENS_WITH.match(opening) or OPENING_ACT_OBJECT.match(opening)
    if not found or _transforms(opening, 0):
        return None
    return _around(opening, found)


# "… : it is removed from the catalogue": the thing acted on, named by a pronoun, destroyed,
# in the opening sentence.
PRONOUN_REMOVED = prefiltered(
    r"(?<!\w)(?:it|they|het|hij|zij|es|er|sie|il|elle|ils|elles)\s+"
    r"(?:is|are|wordt|worden|wird|werden|est|sont)\s+(?:\S+\s+){0,5}?"
    r"(?:permanently\s+)?(?:deleted|erased|destroyed|wiped|removed|overwritten|verwijderd|"
    r"gewist|vernietigd|overschreven|gelöscht|entfernt|vernichtet|überschrieben|supprimée?s?|"
    r"effacée?s?|détruite?s?)(?!\w)",
    re.IGNORECASE,
)
# A physical act on a device in other languages ("Abre la cúpula", "Öffnet das Tor",
# "Kubbeyi açar"): it changes the world. The noun must name a device: "abre un archivo"
# only reads.
_DEVICES_ML = (
    r"puertas?|portón|portones|válvulas?|ventanas?|cúpulas?|persianas?|barreras?|cerraduras?|"
    r"compuertas?|escotillas?|techo|portas?|portão|janelas?|barreiras?|fechaduras?|comportas?|"
    r"portes?|portails?|vannes?|fenêtres?|coupoles?|dômes?|volets?|barrières?|serrures?|"
    r"trappes?|cancell[oi]|valvol[ae]|finestr[ae]|cupol[ae]|tapparell[ae]|serratur[ae]|"
    r"tür|türen|tor|tore|ventile?|fenster|kuppel|rollladen|schranke|schloss|luke|dach|"
    r"deuren?|poorten?|kleppen?|ramen|raam|koepel|rolluiken?|slagboom|luiken?|"
    r"drzwi|bram[aęy]|zawór|okn[oa]|kopuł[aęy]|rolet[aęy]|szlaban|właz|dveře|brán[auy]|"
    r"ventil|kopuli|kopule|rolet[uy]|závor[uy]|dverь|двер[ьи]|ворота|клапан|окн[оа]|"
    r"купол|шлагбаум|люк|двері|брам[уи]"
)
ACTUATES_ML = prefiltered(
    r"(?:^|[.!?;。]\s{0,10}+|\n[ \t]{0,20}+)(?:\w+(?:mente|ment|lich)\s+)?"
    r"(?:abre|cierra|desbloquea|fecha|destranca|ouvre|ferme|déverrouille|apre|chiude|"
    r"sblocca|öffnet|schließt|entriegelt|verriegelt|opent|sluit|ontgrendelt|otwiera|zamyka|"
    r"odblokowuje|otevře|otevírá|zavře|zavírá|odemkne|открывает|закрывает|отпирает|"
    r"відчиняє|відкриває|зачиняє|закриває)\s+(?:\S+\s+){0,3}?(?:" + _DEVICES_ML + r")(?!\w)"
    r"|(?<!\w)(?:kapı|kapıyı|kubbe|kubbeyi|vana|vanayı|pencere|pencereyi|bariyer|bariyeri|"
    r"kapak|kapağı)\s+(?:\S+\s+){0,2}?(?:açar|kapatır|kilitler)(?!\w)",
    re.IGNORECASE,
)


def _actuates_ml(text: str) -> str | None:
    return _found(ACTUATES_ML, text)


# The act in the passive, said of a thing the tool names: opening the description ("The
# reservation is cancelled and the deposit forfeited", "De reservering wordt
# geannuleerd"), or in a sentence that goes on from the first ("Afterwards, every queued
# job is cancelled"). A description that opens with its verb ("Shows what is deleted")
# does not open with a thing.
_PASSIVE_DESTROYED = (
    r"(?:is|are|will\s+be|gets?|wordt|worden|zal\s+worden|wird|werden|est|sont|sera|seront|"
    r"es|son|será|serán|é|são|será|è|sono|viene|vengono)\s+(?:\w+\s+)?(?:cancell?ed|deleted|"
    r"erased|wiped|destroyed|removed|purged|overwritten|geannuleerd|verwijderd|gewist|"
    r"vernietigd|storniert|gelöscht|vernichtet|annulée?s?|supprimée?s?|effacée?s?|"
    r"cancelad[oa]s?|eliminad[oa]s?|borrad[oa]s?|cancelad[oa]s?|excluíd[oa]s?|apagad[oa]s?|"
    r"cancellat[oaie]|eliminat[oaie])(?!\w)"
)
PASSIVE_OPENING = prefiltered(
    r"^\s*(?:(?:the|de|het|die|der|das|la|le|les|el|los|las|o|a|os|as|il|lo|gli|i)\s+|l'\s*)"
    r"[^\W\d_]+(?:\s+[^\W\d_]+)?\s+" + _PASSIVE_DESTROYED,
    re.IGNORECASE,
)
# An act that changes something named among the operations a tool offers ("Manage
# contexts - list, get, or set the current context", "get or update a setting"): one of
# them writes, so the tool is not read-only.
OPERATIONS_WITH_CHANGE = prefiltered(
    r"(?<![\w-])(?:list|get|show|view|read|describe|fetch|inspect)(?:,\s*+[a-z]{2,12}){0,4},?"
    r"\s++(?:or|and|and/or)\s++(?:set|update|create|delete|remove|switch|change|modify|write|"
    r"edit|rename|reset)(?![\w-])",
    re.IGNORECASE,
)
# The opening act spelt out after a colon or a dash ("Executes the disposition of a
# series: the series and its copies are destroyed"): what follows is the act's own effect.
ELABORATED_DESTROYED = prefiltered(
    r"[:—–]\s++(?:(?!(?:that|which|if|when|once|unless)\b)\w++,?\s++){0,8}?" + _PASSIVE_DESTROYED,
    re.IGNORECASE,
)
THEN_DESTROYED = prefiltered(
    r"(?:^|[.!?;]\s+)(?:afterwards|after\s+that|then|next|finally|additionally|also|"
    r"daarna|danach|ensuite|después|depois|poi)\s*,?\s+(?:\w+\s+){0,5}?" + _PASSIVE_DESTROYED,
    re.IGNORECASE,
)


# A passive that names a state rather than the tool's act: in a relative clause ("files
# that are deleted within a week are marked"), under a condition ("is cancelled if unpaid",
# "is deleted when it expires"), or with another actor ("is deleted by the nightly job").
_RELATIVE = prefiltered(
    r"(?<!\w)(?:that|which|who|whose|where|whether|if|when|once|unless|dat|welche|welcher|"
    r"qui|que|dont|si|cuyo|cuya|che|cui)(?!\w)",
    re.IGNORECASE,
)
_CONDITION = prefiltered(
    r"(?<!\w)(?:if|when|whenever|once|unless|after|until|si|quand|lorsque|cuando|wenn|falls|"
    r"sobald|nachdem|zodra|indien|als|quando|dopo|após|depois|après)(?!\w)",
    re.IGNORECASE,
)
_BY_ANOTHER = prefiltered(
    r"\s+(?:by|door|von|vom|par|por|da|dal|dalla|pelo|pela)\s+(?!(?:this|the)\s+tool\b|it\b)",
    re.IGNORECASE,
)
CLAUSE_REST = prefiltered(r"[^.;!?\n]{0,200}")


def _passive_act(pattern: re.Pattern[str], text: str) -> str | None:
    """A passive of destruction (``PASSIVE_OPENING``, ``THEN_DESTROYED``) said of the tool's
    act: not in a relative clause, not under a condition, not done by someone else."""
    for found in pattern.finditer(text):
        words = found.group().split(None, 1)[-1]  # past the article or the adverb
        rest = CLAUSE_REST.match(text, found.end()).group()
        if _RELATIVE.search(words) or _CONDITION.search(rest) or _BY_ANOTHER.match(rest):
            continue
        return _around(text, found)
    return None


# The tables in more languages. For each language (an ISO 639 code; "-Latn" for the
# romanised form people type): where its descriptions name the tool's act ("first": the
# verb opens the description; "last": the verb closes the clause; "both": either, for
# Latin; "unspaced": words run together, as in Lao; only "first" and "both" languages' acts
# are read in a description, every language's in a title), and its words by use:
#   sends, charges, acts  third-person and imperative forms of acts on the world: sending or
#                         posting, paying or charging; selling, buying, ordering, bidding,
#                         submitting, publishing, switching on or off, commanding a device
#   ends                  acts that end or destroy: cancelling, terminating, discarding,
#                         deleting (against a read-only hint only)
#   title                 infinitives and nouns of those acts, for a title that names one
#   not, not_after        negations before and after the verb
#   sub                   words that open a clause of another verb ("whether", "that",
#                         "what"): an act after them is not the tool's own
#   articles              an article before the word makes it a noun
#   read_only, preview    a title that promises nothing is changed
#   look, look_end        a title that names a look (view, check, list, status), opening
#                         it, or closing it where the verb comes last
# Only inflected verb forms that are not also nouns or statuses: "shows the orders" or
# "lists cancelled payments" names no act. Words that are common words of another
# language ("vende" is Danish for "turn", "sendt" Danish for "sent", "tinda" Tagalog for
# "wares", "sile" Croatian for "forces") are left out or bound to a context.
MORE_LANGUAGES: dict[str, dict[str, str]] = {
    "rm": {  # Romansh
        "order": "first",
        "sends": "trametta|tramettan|spedescha",
        "charges": "debitescha|facturescha|paja|pajan",
        "acts": "publitgescha|publitgeschan|empustescha|activescha",
        "ends": "annullescha|annulleschan|stizza|stizzan",
        "title": "trametter|spedir|publitgar|annullar|stizzar|empustar|pajar|activar|vender|"
        "cumprar",
        "not": "na|n'",
        "not_after": "betg|buc",
        "sub": "sche|sch'|che|ch'|tge|nua|cura",
        "articles": "il|la|ils|las|in|ina|l'|dal|da|tes|sia|ses",
        "read_only": r"mo\s+per\s+leger|be\s+per\s+leger",
        "look": "survista|controllar",
    },
    "gsw": {  # Swiss German
        "order": "first",
        "sends": "schickt|verschickt",
        "charges": "zahlt|zaalt",
        "acts": r"verchauft|chauft|bstellt|büechet|reicht\s+(?:\S+\s+){0,4}?ii|"
        r"schaltet\s+(?:\S+\s+){0,4}?(?:ii|aa|ab|uus|us|ein|an|aus)|"
        r"löst\s+(?:\S+\s+){0,4}?(?:uus|aus)",
        "ends": r"chündet|chündigt|verwirft|wirft\s+(?:\S+\s+){0,4}?(?:weg|furt)|"
        r"rüert\s+(?:\S+\s+){0,4}?(?:weg|furt)",
        "title": "schicke|schicken|verschicke|verschicken|zahle|zahlen|bezahlen|chaufe|kaufen|"
        "verchaufe|verkaufen|bstelle|bestellen|lösche|löschen|storniere|stornieren|chünde|"
        "kündigen|senden",
        "not_after": r"nöd|nid|nit|nüd|nicht|nie|nüt|nichts|kei\w*",
        "sub": r"ob|öb|wenn|wänn|wo|dass|was|wie|welche\w*|wele|weli|falls",
        "articles": "de|d|s|dr|die|der|den|em|im|di|dini|sini|mini|ihri",
        "read_only": r"nur\s+läse|nume\s+läse|nur\s+zum\s+läse|schriibgschützt",
        "look": "aaluege|aaschaue|luege",
    },
    "co": {  # Corsican
        "order": "first",
        "sends": "mandanu|spedisce",
        "acts": r"vendenu|accende|accendenu|spenghje|piazza\s+(?:un|una)\s*'?\s*offerta",
        "ends": "scancella|scancellanu",
        "title": "mandà|spedisce|vende|accende|annullà|cancellà|scancellà|pagà|cumprà",
        "not": "ùn|nun",
        "not_after": "micca|mica",
        "sub": "chì|s'ellu|s'ella|si|quandu|induve|cumu|cosa",
        "articles": "l'|lu|la|li|un|una|di|da|so|sua",
        "read_only": r"solu\s+(?:in\s+)?lettura|solu\s+leghje",
        "look": "fighjà|fighjulà",
    },
    "yi": {  # Yiddish, and in Latin letters
        "order": "first",
        "sends": "שיקט|shikt",
        "charges": "צאָלט|tsolt",
        "acts": r"קויפֿט|koyft|גיט\s+(?:\S+\s+){0,3}?אַרויס|git\s+(?:\S+\s+){0,3}?aroys|"
        r"שאַלט\s+אײַן|shalt\s+ayn",
        "ends": r"מעקט|mekt|שאַפֿט\s+(?:\S+\s+){0,3}?אָפּ|shaft\s+(?:\S+\s+){0,3}?op",
        "title": "שיקן|shikn|צאָלן|tsoln|קויפֿן|koyfn|פֿאַרקויפֿן|farkoyfn|מעקן|mekn|אויסמעקן|"
        "oysmekn|באַשטעלן|bashteln",
        "not_after": "ניט|נישט|nit|nisht|קיין|keyn",
        "sub": "צי|אויב|אַז|ווען|וואָס|ווער|tsi|oyb|az|ven|vos|ver",
        "articles": "דער|די|דאָס|אַ|אַן|der|di|dos",
        "read_only": r"נאָר\s+לייענען|nor\s+leyenen|בלויז\s+לייענען|bloyz\s+leyenen",
        "look": "קוקן|kukn|באַקוקן|bakukn|איבערבליק|iberblik",
    },
    "haw": {  # Hawaiian
        "order": "first",
        "sends": "ho[ʻ'‘’]?ouna",
        "acts": r"k[uū][ʻ'‘’]?ai\s+(?:aku|mai)|ho[ʻ'‘’]?opuka",
        "ends": "holoi|ho[ʻ'‘’]?opau|k[aā]pae|kiola",
        "title": "ho[ʻ'‘’]?ouna|k[uū][ʻ'‘’]?ai|holoi|ho[ʻ'‘’]?opau|uku",
        "not": "[ʻ'‘’]?a[ʻ'‘’]?ole",
        "sub": "in[aā]",
        "articles": "ka|ke|nā",
        "read_only": r"heluhelu\s+wale\s+n[oō]",
        "look": "nānā",
    },
    "ig": {  # Igbo
        "order": "first",
        "sends": r"(?:na-?\s?)?ezip[uụ]|zip[uụ]",
        "charges": r"(?:na-?\s?)?akw[uụ]\s+[uụ]gw[oọ]|kw[uụ][oọ]\s+[uụ]gw[oọ]",
        "acts": r"(?:na-?\s?)?az[uụ]ta|z[uụ]ta|(?:na-?\s?)?ebip[uụ]ta|bip[uụ]ta",
        "ends": r"(?:na-?\s?)?ehichap[uụ]|hichap[uụ]|kagbu[oọ]|(?:na-?\s?)?akagbu",
        "title": r"zip[uụ]|kw[uụ][oọ]\s+[uụ]gw[oọ]|z[uụ]ta|hichap[uụ]|kagbu[oọ]|r[eẹ][eẹ]",
        "not": "anagh[iị]|nagh[iị]|agagh[iị]",
        "sub": r"ma|mgbe|nke|[oọ]\s+b[uụ]r[uụ]",
        "read_only": r"naan[iị]\s+[iị]g[uụ]|g[uụ]\s+naan[iị]",
        "look": "lelee|nyochaa",
    },
    "prs": {  # Dari (and Persian)
        "order": "last",
        "sends": r"(?:ارسال|روان|پست)\s*می\u200c?\s?(?:کند|کنند|نماید|نمایند)|"
        r"می\u200c?\s?فرستد|می\u200c?\s?فرستند",
        "charges": r"(?:شارژ|واریز|برداشت)\s*می\u200c?\s?(?:کند|کنند|نماید|نمایند)|"
        r"(?:صورت\u200c?\s?حساب|فاکتور|بل)\s+(?:\S+\s+){0,2}?صادر\s*می\u200c?\s?(?:کند|نماید)",
        "acts": r"می\u200c?\s?فروشد|می\u200c?\s?فروشند|می\u200c?\s?خرد|می\u200c?\s?خرند|"
        r"(?:خریداری|فعال|خاموش)\s*می\u200c?\s?(?:کند|کنند|نماید|نمایند)|"
        r"چک\u200c?\s?(?:اوت|این)\s*می\u200c?\s?(?:کند|کنند)|"
        r"سفارش\s+می\u200c?\s?دهد|(?:درخواست|تقاضا)\s+(?:\S+\s+){0,2}?(?:ارائه|تسلیم)\s*"
        r"می\u200c?\s?(?:کند|نماید)",
        "ends": r"(?:باطل|متوقف)\s*می\u200c?\s?(?:کند|کنند|نماید|نمایند)|"
        r"دور\s+می\u200c?\s?(?:اندازد|ریزد)",
        "title": "ارسال|فرستادن|پرداخت|خرید|فروش|سفارش|لغو|حذف|ابطال",
        "sub": "که|آیا|اگر|وقتی|چه",
        "read_only": r"(?:صرف|تنها|فقط)\s+(?:خواندنی|برای\s+خواندن)",
        "preview": "پیش\u200c?\\s?نمایش",
        "look": "وضعیت|فهرست|بررسی",
        "look_end": "وضعیت|فهرست|بررسی",
    },
    "el-Latn": {  # Greek in Latin letters, and Greek forms the tables lacked
        "order": "first",
        "sends": "st[eé]ln[eé]i|apost[eé]ll?[eé]i",
        "charges": "(?:x|ch|h)re[wo]nei|pl[iyh]r[wo]nei|plhr[wo]nei|πληρώνει|εξοφλεί",
        "acts": "poula[eé]i|p[wo]lei|agor[aá]zei|[yi]pov[aá]ll?ei|dimosi[eé](?:u|v|f)ei|"
        "energopoiei|apenergopoiei|ekdidei|πουλάει|πωλεί|αγοράζει|υποβάλλει|ενεργοποιεί|"
        "απενεργοποιεί|εκδίδει",
        "ends": "ak[yi]r[wo]nei|diagr[aá]fei|sv[iy]nei|termatizei|katargei|καταργεί",
        "title": "steile|akyr[wo]se|akir[wo]se|diagrapse|pl[ih]r[wo]se|agorase|poulise|"
        "apostoli|akyr[wo]sh|akir[wo]si|diagrafi|pl[ih]r[wo]mh|pliromi|αποστολή|ακύρωση|"
        "διαγραφή|πληρωμή|αγορά|πώληση|στείλε|πλήρωσε|αγόρασε|πούλησε",
        "not": "den|mhn|min|δεν|μην|μη",
        "sub": "ean|oti|pou|otan|ti|poio|poia|αν|εάν|ότι|που|πού|όταν|τι|ποιο|ποια|ποιες",
        "articles": "to|ta|oi|tis|ton|thn|tin|tou|ths|enas|mia|ena|ο|η|το|τα|οι|τον|την|"
        "του|της|των|ένα|μια|ένας",
        "read_only": r"mono\s+(?:gia\s+)?anagn[wo](?:s|sh|si)",
        "preview": "proepiskopisi|proepiskophsh|προεπισκόπηση",
        "look": "provoli|probolh|episkopisi|elegxos|katastasi|katastash|προβολή|επισκόπηση|"
        "έλεγχος|κατάσταση",
    },
    "su": {  # Sundanese
        "order": "first",
        "sends": "ngirim|ngirimkeun|ngintunkeun",
        "charges": "mayar|mayarkeun|ngabayar",
        "acts": "ngajual|meuli|m[eé]sen|ngam[eé]sen|medalkeun|ngaaktipkeun|ngaktifkeun|"
        "ngahurungkeun|mareuman|ngalebetkeun",
        "ends": "ngabolaykeun|ngabatalkeun|ngahapus|ngahapuskeun|mupus|ngabuang",
        "title": "kirim|kirimkeun|bayar|jual|beuli|p[eé]sen|hapus|bolaykeun|batalkeun|pupus",
        "not": "henteu|teu|moal|ulah|tacan",
        "sub": "naha|lamun|upami|anu|nu|y[eé]n|iraha|kumaha|naon",
        "read_only": r"ngan\s+(?:ukur\s+)?maca|ukur\s+maca|maca\s+wungkul",
        "look": "tingali|pariksa|daptar",
    },
    "ug": {  # Uyghur, and in Latin letters
        "order": "last",
        "sends": r"ئەۋەتىدۇ|يوللايدۇ|ئەۋەتىپ\s+بېرىدۇ|ewetidu|yollaydu",
        "charges": "تۆلەيدۇ|t[öo]leydu",
        "acts": r"ساتىدۇ|سېتىۋالىدۇ|سېتىۋېلىدۇ|زاكاز\s+قىلىدۇ|ئېلان\s+قىلىدۇ|ئاكتىپلايدۇ|"
        r"قوزغىتىدۇ|تاپشۇرىدۇ|satidu|s[ée]tiwalidu|zakaz\s+qilidu|[ée]lan\s+qilidu|"
        r"aktiplaydu|qozghitidu|tapshuridu",
        "ends": r"ئۆچۈرىدۇ|ئۆچۈرۈۋېتىدۇ|ئەمەلدىن\s+قالدۇرىدۇ|بىكار\s+قىلىدۇ|توختىتىدۇ|"
        r"[öo]ch[üu]ridu|emeldin\s+qalduridu|bikar\s+qilidu|toxtitidu",
        "title": "ئەۋەتىش|تۆلەش|سېتىش|سېتىۋېلىش|ئۆچۈرۈش|بىكار|ewetish|t[öo]lesh|[öo]ch[üu]r[üu]sh",
        "sub": "ئەگەر|eger|كى|ki",
        "read_only": r"پەقەت\s+ئوقۇش\w*|peqet\s+oqush\w*",
        "look": "كۆرۈش|k[öo]r[üu]sh|تەكشۈرۈش|teksh[üu]r[üu]sh|تىزىملىك|tizimlik",
        "look_end": "كۆرۈش|k[öo]r[üu]sh|تەكشۈرۈش|teksh[üu]r[üu]sh|ھالىتى|haliti",
    },
    "st": {  # Sesotho
        "order": "first",
        "sends": "romela|romella",
        "charges": "lefella|lefisa",
        "acts": "rekisa|rekisetsa|phatlalatsa|hatisa",
        "ends": "hlakola|felisa",
        "title": r"ho\s+(?:romela|lefa|rekisa|reka|hlakola)",
        "sub": "haeba|hore|moo",
        "read_only": r"(?:ho\s+)?bala\s+feela",
        "look": "lekola",
    },
    "ast": {  # Asturian
        "order": "first",
        "sends": "unvia|unvía|unvien|unvíen",
        "acts": "merca|espubliza",
        "ends": "desanicia|desanicien",
        "title": "unviar|desaniciar|mercar|espublizar|pagar|vender|anular|encaboxar",
        "not": "nun|non",
        "sub": "si|que|cuando|ú|onde|cómo|qué",
        "articles": "el|la|los|les|lo|un|una|unos|unes|del|al|so",
        "read_only": r"(?:namái|solo|sólo)\s+(?:de\s+)?llectura",
        "look": "llistar|estáu",
    },
    "sc": {  # Sardinian
        "order": "first",
        "sends": "imbiat|imbiant",
        "acts": "bendet|bendent|c[oò]mporat|atz[eè]ndet",
        "ends": "cantzellat|cantzellant",
        "title": "imbiare|b[eè]ndere|comporare|pagare|cantzellare|annullare",
        "not": "no|non",
        "sub": "si|chi|cando|ue|comente",
        "articles": "su|sa|sos|sas|unu|una|de",
        "read_only": r"(?:isceti|feti|petzi|solu)\s+(?:in\s+|pro\s+)?(?:letura|l[eè]ghere)",
    },
    "br": {  # Breton
        "order": "first",
        "sends": r"kas(?:añ)?\s+a\s+ra",
        "charges": r"pae(?:añ)?\s+a\s+ra|paeit",
        "acts": r"gwerzh(?:añ)?\s+a\s+ra|pren(?:añ)?\s+a\s+ra|embann\s+a\s+ra|"
        r"enaou(?:iñ)?\s+a\s+ra|kemenn(?:iñ)?\s+a\s+ra",
        "ends": r"null(?:añ)?\s+a\s+ra|lazh(?:añ)?\s+a\s+ra|diverk(?:añ)?\s+a\s+ra|nullit|"
        r"dilamit|diverkit",
        "title": "kasañ|paeañ|gwerzhañ|prenañ|embann|nullañ|dilemel|diverkañ|lazhañ",
        "not": "ne|n'",
        "not_after": "ket",
        "sub": "ma|mar|pa|petra|penaos|peur",
        "articles": "ar|al|ur|un|ul",
        "read_only": r"(?:evit\s+)?lenn\s+hepken",
        "look": "gwelet|sellet",
    },
    "sco": {  # Scots
        "order": "first",
        "charges": "peys|pey",
        "acts": "sells",
        "ends": r"dichts\s+oot",
        "not": "disnae|doesnae|dinnae|winnae|willnae|cannae|canna|nae|isnae",
        "sub": "gin|whit|whaur|whan|wha|that|if|whether|which|what|when|who",
        "look": "keek",
    },
    "mg": {  # Malagasy
        "order": "first",
        "sends": "mampita",
        "charges": "mandoa",
        "acts": r"mivarotra|mividy|mamoaka|mandidy|manome\s+baiko|mamono|mandrehitra",
        "ends": "manaisotra|manary",
        "title": "alefa|andefa|aloa|handoa|avarotra|hividy|fafao|foano|esory|ario",
        "not": "tsy|aza",
        "sub": "raha|izay|fa|rehefa|ve",
        "articles": "ny|ilay|ireo|io|ity|ireto",
        "read_only": r"(?:famakiana|vakiana|hovakiana)\s+(?:fotsiny|ihany)",
        "look": "jereo|hijery|fijerena",
    },
    "ln": {  # Lingala
        "order": "first",
        "sends": r"etindi|atindi|etindaka|atindaka|batindi|(?:e|a|ba)zali\s+kotinda",
        "charges": r"efuti|afuti|efutaka|afutaka|bafuti|(?:e|a|ba)zali\s+kofuta",
        "acts": r"eteki|ateki|etekaka|atekaka|esombi|asombi|esombaka|asombaka|ebimisi|"
        r"abimisi|epelisi|apelisi|(?:e|a|ba)zali\s+ko(?:teka|somba|bimisa|pelisa)",
        "ends": r"elongoli|alongoli|elongolaka|alongolaka|longola|(?:e|a|ba)zali\s+kolongola",
        "title": "kotinda|kofuta|koteka|kosomba|kolongola|tinda|longola|somba",
        "not_after": "te",
        "sub": "soki|ete|oyo|ntango|wapi|nini",
        "read_only": r"kot[aá]nga\s+(?:kaka|bobele)",
        "look": "kotala",
    },
    "tn": {  # Setswana
        "order": "first",
        "sends": "romela|romelela",
        "charges": r"(?:e|o|ba)\s+duela|duelela|duedisa",
        "acts": "rekisa|rekisetsa|phasalatsa|gatisa",
        "ends": "khansela|phimola|tlosa|fedisa",
        "title": r"go\s+(?:romela|duela|rekisa|reka|phimola|khansela)",
        "sub": "fa|gore|kwa",
        "read_only": r"(?:go\s+)?bala\s+fela",
        "look": "leba|tlhola",
    },
    "sn": {  # Shona
        "order": "first",
        "sends": "(?:i|a|chi|zvi|ri|u|ti|va)notumira",
        "charges": "(?:i|a|chi|zvi|ri|u|ti|va)nobhadhar(?:a|isa)|bhadhara",
        "acts": "(?:i|a|chi|zvi|ri|u|ti|va)no(?:tengesa|tenga|buritsa|batidza)|tengesa|"
        "buritsa|batidza",
        "ends": "(?:i|a|chi|zvi|ri|u|ti|va)no(?:dzima|kanzura|bvisa|rasa)|kanzura|bvisa",
        "title": "kutumira|kubhadhara|kutengesa|kutenga|kudzima|kukanzura|kubvisa",
        "sub": "kana|kuti|apo|ipo",
        "read_only": r"kuverenga\s+(?:chete|bedzi)",
        "look": "tarisa|ongorora",
    },
    "ny": {  # Chichewa
        "order": "first",
        "sends": "(?:i|a|chi|zi|u|ti|li|ya)(?:ma|ku)tumiz(?:a|ira)|tumiza",
        "charges": "(?:i|a|chi|zi|u|ti|li|ya)(?:ma|ku)lipir(?:a|itsa)|lipira|lipiritsa",
        "acts": "(?:i|a|chi|zi|u|ti|li|ya)(?:ma|ku)(?:gulitsa|gula|sindikiza|yatsa|zimitsa|"
        "tulutsa)|gulitsa|sindikiza|yatsa|zimitsa",
        "ends": "(?:i|a|chi|zi|u|ti|li|ya)(?:ma|ku)(?:chotsa|fufuta|fafaniza|thetsa)|chotsa|"
        "fufuta|fafaniza|thetsa",
        "title": "kutumiza|kulipira|kugulitsa|kugula|kuchotsa|kufufuta|kuthetsa|kuletsa",
        "sub": "ngati|kuti|pamene|kumene|zomwe|omwe|yomwe",
        "read_only": r"kuwerenga\s+kokha|kungowerenga",
        "look": "penyani|yang[ʼ'‘’]?anani",
    },
    "rw": {  # Kinyarwanda
        "order": "first",
        "sends": "(?:y|cy|by|ry|z)ohereza|ohereza",
        "charges": "(?:y|cy|by|ry|z)ishyura|ishyura",
        "acts": "(?:i|ki|bi|ri|a|u)(?:gurisha|sohora|cana|zimya)|gurisha",
        "ends": "(?:i|ki|bi|ri|a|u)(?:hagarika|kuraho|sesa)|hagarika|kuraho",
        "title": "kohereza|kwishyura|kugurisha|kugura|gusiba|guhagarika|gusesa|gukuraho",
        "sub": "niba|ko|iyo|igihe",
        "read_only": r"gusoma\s+gusa",
        "look": "genzura",
    },
    "pcm": {  # Nigerian Pidgin
        "order": "first",
        "sends": r"(?:dey|don|go\s+dey|e\s+go)\s+send",
        "charges": r"(?:dey|don|go\s+dey|e\s+go)\s+(?:pay|charge|collect\s+money)",
        "acts": r"(?:dey|don|go\s+dey|e\s+go)\s+(?:sell|buy|post|submit|publish|on|off)",
        "ends": r"(?:dey|don|go\s+dey|e\s+go)\s+(?:cancel|delete|comot|remove|wipe|"
        r"carry\s+\S+\s+comot|throw\s+\S+\s+away)",
        "not": "no|never",
        "sub": "if|wetin|weda|say",
    },
    "jam": {  # Jamaican Patois
        "order": "first",
        "sends": r"(?:a|ah)\s+sen\s+(?:di|dem|im|out)",
        "charges": r"(?:a|ah)\s+pay\s+(?:fi|di|dem|im)",
        "acts": r"(?:a|ah)\s+(?:sell|buy)\s+(?:fi|di|dem|im)|tun\s+(?:di\s+\S+\s+)?aan",
        "ends": r"dash\s+(?:\S+\s+){0,2}?weh|tek\s+(?:\S+\s+){0,2}?weh|"
        r"(?:a|ah)\s+(?:cancel|delete)\s+(?:fi|di|dem|im)",
        "not": "nuh|neva|cyaan|cyan",
        "sub": "weh|wha|seh|if",
    },
    "ary": {  # Moroccan Darija, and in Latin letters (Arabizi)
        "order": "first",
        "sends": "(?:كي|كت|تي)(?:صيفط|رسل)|kay(?:sifet|sift|rsel)|katsifet",
        "charges": "(?:كي|كت|تي)(?:خلص|دفع)|kay(?:khalles|khales|khless|dfa3|dfe3)",
        "acts": "(?:كي|كت|تي)(?:بيع|شري|نشر|شعل|طفي|فعل|فعّل)|kay(?:bi3|bii3|chri|shri|"
        "nsher|nchr|nchar|ch3el|sh3el|cha3el|tfi|fa3el|fa33el)",
        "ends": "(?:كي|كت|تي)(?:لغي|حيد)|kay(?:lghi|hayed|hiyed|hiyyed)",
        "title": "صيفط|خلص|بيع|شري|لغي|مسح|sifet|khalles|lghi|mse7",
        "sub": "واش|إلا|الا|اللي|فاش|شنو|wach|ila|lli|li|chno|achno|fach",
        "look": "شوف|chouf|shouf",
    },
    "ckb": {  # Sorani
        "order": "last",
        "sends": "دەنێرێت|دەنێرێ|denêrêt",
        "charges": r"پارە(?:ی\s+\S+|کە)?\s+دەدات",
        "acts": r"دەفرۆشێت|دەکڕێت|بڵاو\s*دەکاتەوە|چالاک\s+دەکات|هەڵدەکات|دەکوژێنێتەوە",
        "ends": r"هەڵدەوەشێنێتەوە|دەسڕێتەوە|لاب?دەبات",
        "title": "ناردن|پارەدان|فرۆشتن|کڕین|سڕینەوە|هەڵوەشاندنەوە",
        "sub": "ئەگەر|کە|ئایا",
        "read_only": r"تەنها\s+خوێندنەوە",
        "look": "پیشاندان|بینین|دۆخ|دۆخی",
        "look_end": "دۆخ|لیست",
    },
    "kmr": {  # Kurmanji
        "order": "last",
        "sends": r"dişîne|dişîn[ei]|rêdike",
        "charges": r"pere\s+dide|drav\s+dide",
        "acts": r"difiroşe|dikire|diweşîne|belav\s+dike|çalak\s+dike|vedimirîne",
        "ends": r"betal\s+dike|radike|jê\s+dibe|pûç\s+dike",
        "title": "şandin|dayîn|firotin|kirîn|betalkirin|jêbirin|rakirin",
        "sub": "eger|ger|ku|gelo|heke|heger",
        "read_only": r"tenê\s+xwendin",
        "look": "dîtin|nîşandan|rewş|rewşa",
        "look_end": "rewş|lîste",
    },
    "crh": {  # Crimean Tatar
        "order": "last",
        "sends": "yibere|yiberir|yollay",
        "charges": "t[öő]ley",
        "acts": r"satın\s+ala|neşir\s+ete|derc\s+ete",
        "ends": r"l[âa]ğu\s+ete|yoq\s+ete",
        "title": "yiberüv|yibermek|t[öő]lemek|satmaq|silmek|l[âa]ğu",
        "sub": "eger|ki",
    },
    "lad": {  # Ladino (Judeo-Spanish)
        "order": "first",
        "sends": "embia|embian",
        "acts": "ensende|ensenden",
        "ends": "efasa|efasan|anula",
        "title": "embiar|merkar|pagar|efasar|anular|vender",
        "not": "no|nunka",
        "sub": "si|ke|kuando|onde",
        "articles": "el|la|los|las|un|una",
        "read_only": r"solo\s+(?:para\s+)?meldar",
    },
    "nn": {  # Nynorsk
        "order": "first",
        "sends": r"sender\s+(?:ut|inn|eit|ein|ei|brev|e-post|sms|varsel|melding)",
        "charges": "belastar|fakturerer",
        "acts": r"publiserer|aktiverer|slår\s+(?:\S+\s+){0,3}?på|skrur\s+(?:\S+\s+){0,3}?(?:på|av)",
        "ends": r"avlyser|seier\s+opp|slettar|fjernar|forkastar",
        "title": r"sende|betale|selje|kjøpe|slette|avlyse|seie\s+opp|publisere",
        "not_after": "ikkje|ikke|aldri",
        "sub": "om|kva|kven|korleis|at|når|som|dersom|viss",
        "read_only": r"berre\s+(?:for\s+)?lesing|skriveverna",
        "look": "sjå|oversyn",
    },
    "jv": {  # Javanese
        "order": "first",
        "sends": "ngirim|ngirimake|ngirimaken",
        "charges": "mbayar|mbayari|mbayarake",
        "acts": "ngedol|mesen|nerbitake|ngaktifake|nguripake|mateni|ngajokake",
        "ends": "mbatalake|mbusak|ngapus|mbuwang",
        "title": "kirim|bayar|dol|tuku|busak|batalake|pesen",
        "not": r"ora|dudu|aja|mboten|ora\s+bakal",
        "sub": "apa|yen|menawa|manawa|sing|kang|nalika",
        "read_only": r"mung\s+maca|mung\s+diwaca|waca\s+wae",
        "look": "deleng|priksa",
    },
    "ceb": {  # Cebuano
        "order": "first",
        "sends": "mopadala|magpadala",
        "charges": "mobayad|nagbayad|magbayad|mosingil|nagsingil",
        "acts": "mobaligya|nagbaligya|magbaligya|mopalit|nagpalit|mosumite|nagsumite|"
        "mopasiga|nagpasiga|mopalong|nagpalong",
        "ends": "mokansela|nagkansela|mopapas|nagpapas|papason|mowagtang|nagwagtang",
        "title": "ipadala|bayri|ibaligya|paliti|papasa|kanselaha",
        "not": "dili|wala|ayaw",
        "sub": "kung|kon|nga|ba",
        "articles": "ang|sa|mga|ng",
        "look": "susiha|lantawa",
    },
    "wo": {  # Wolof
        "order": "first",
        "sends": r"(?:dafay|dinañu|dina|mu\s+ngi)\s+y[oó]nnee|y[oó]nnee",
        "charges": r"(?:dafay|dinañu|dina|mu\s+ngi)\s+fey",
        "acts": r"(?:dafay|dinañu|dina|mu\s+ngi)\s+(?:jaay|j[eë]nd|siiwal|taal)|jaay|jënd",
        "ends": r"(?:dafay|dinañu|dina|mu\s+ngi)\s+(?:neenal|dindi)|neenal",
        "title": "yónnee|yonnee|fey|jaay|jënd|neenal|dindi|far",
        "not": "du|dul|duñu|duma|doo",
        "sub": "ndax|bu|su",
        "read_only": r"jàng\s+rekk|jang\s+rekk",
        "look": "xool|seet",
    },
    "om": {  # Oromo
        "order": "last",
        "sends": r"ni\s+erg(?:a|iti|u)|ergiti",
        "charges": r"(?:ni\s+)?kaffal(?:a|ti)",
        "acts": r"(?:ni\s+)?(?:gurgur(?:a|ti)|maxxans(?:a|iti))|ni\s+bit(?:a|ti|u)",
        "ends": r"(?:ni\s+)?balleess(?:a|iti)|ni\s+haq(?:a|xi|u)",
        "title": "erguu|kaffaluu|gurguruu|bituu|haquu|balleessuu|maxxansuu",
        "not": "hin",
        "sub": "yoo|akka|moo|eega",
        "read_only": r"dubbisuuf\s+qofa|dubbisuu\s+qofa",
        "look": "ilaali|haala|tarree",
    },
    "ti": {  # Tigrinya
        "order": "last",
        "sends": r"(?:ይ|ት)(?:ሰድድ|ልእኽ)(?:\s+(?:ኣሎ|ኣላ|እዩ|እያ))?",
        "charges": r"(?:ይ|ት)ኸፍል(?:\s+(?:ኣሎ|ኣላ|እዩ|እያ))?",
        "acts": r"(?:ይ|ት)(?:ሸይጥ|ዕድግ)(?:\s+(?:ኣሎ|ኣላ|እዩ|እያ))?",
        "ends": r"(?:ይ|ት)(?:ሰርዝ|ድምስስ)(?:\s+(?:ኣሎ|ኣላ|እዩ|እያ))?",
        "title": "ምስዳድ|ምኽፋል|ምሻጥ|ምዕዳግ|ምስራዝ|ምድምሳስ",
        "sub": "እንተ|ከም|ዝ",
        "read_only": r"ንንባብ\s+ጥራይ",
        "look": "ርአ|ዝርዝር|ኩነታት",
    },
    "tt": {  # Tatar, and in Latin letters
        "order": "last",
        "sends": "җибәрә|cibärä|yibärä",
        "charges": "түли|tüli",
        "acts": r"сата|сатып\s+ала|бастыра|кабыза|активлаштыра|satıp\s+ala|bastıra|kabıza",
        "ends": r"бетерә|юкка\s+чыгара|beterä|yukka\s+çığara",
        "title": "җибәрү|түләү|сату|бетерү|cibärü|tüläw",
        "sub": "әгәр|ägär",
    },
    "ky": {  # Kyrgyz
        "order": "last",
        "sends": "жөнөтөт",
        "charges": "төлөйт",
        "acts": r"сатат|сатып\s+алат|жарыялайт|күйгүзөт|тапшырат",
        "ends": r"жокко\s+чыгарат|өчүрөт",
        "title": "жөнөтүү|төлөө|сатуу|өчүрүү",
        "sub": "эгер",
        "look": "абал|тизме",
        "look_end": "абалы|тизмеси",
    },
    "tg": {  # Tajik
        "order": "last",
        "sends": r"мефиристад|ирсол\s+мекунад",
        "charges": r"пардохт\s+мекунад|месупорад",
        "acts": r"мефурӯшад|мехарад|фаъол\s+мекунад|хомӯш\s+мекунад|даргиронад",
        "ends": r"(?:ҳазф|нест|нобуд|пок)\s+мекунад",
        "title": "фиристодан|пардохт|фурӯхтан|харидан|ҳазф|бекор",
        "sub": "ки|агар|оё",
        "look": "дидан|ҳолат|ҳолати|рӯйхат",
        "look_end": "ҳолат|рӯйхат",
    },
    "lo": {  # Lao: words run together
        "order": "unspaced",
        "sends": "ສົ່ງ(?:ຂໍ້ຄວາມ|ຈົດໝາຍ|ອີເມວ|ອີເມລ|ແຈ້ງເຕືອນ|SMS)",
        "charges": "ຈ່າຍເງິນ|ຊຳລະເງິນ|ຕັດເງິນ",
        "acts": "ຂາຍຫຸ້ນ|ຊື້ຫຸ້ນ|ສັ່ງຊື້|ເຜີຍແຜ່|ເປີດ(?:ໃຊ້ງານ|ສັນຍານເຕືອນ|ໄຊເຣນ|ສຽງເຕືອນ)",
        "ends": "ຍົກເລີກ|ລຶບ",
        "read_only": "ອ່ານຢ່າງດຽວ|ອ່ານເທົ່ານັ້ນ",
        "look": "ເບິ່ງ|ສະຖານະ|ກວດສອບ|ລາຍການ",
    },
    "sd": {  # Sindhi
        "order": "last",
        "sends": r"موڪلي\s+(?:ٿو|ٿي|ٿا)|موڪليندو|موڪليندي",
        "charges": r"ادا\s+ڪري\s+(?:ٿو|ٿي|ٿا)",
        "acts": r"(?:وڪڻي|خريد\s+ڪري|شايع\s+ڪري|چالو\s+ڪري)\s+(?:ٿو|ٿي|ٿا)",
        "ends": r"(?:منسوخ\s+ڪري|ميٽي|ختم\s+ڪري)\s+(?:ٿو|ٿي|ٿا)",
        "title": "موڪلڻ|ادائگي|وڪڻڻ|خريد|منسوخ",
        "not": "نه|ڪونه",
        "sub": "ته|جيڪڏهن|ڇا",
        "read_only": r"صرف\s+پڙهڻ",
        "look": "ڏسو|حالت|فهرست",
    },
    "or": {  # Odia
        "order": "last",
        "sends": r"ପଠାଏ|ପଠାଇଥାଏ|ପ୍ରେରଣ\s+କରେ",
        "charges": r"(?:ପୈଠ|ଦେୟ\s+ପ୍ରଦାନ|ପେମେଣ୍ଟ)\s+କରେ",
        "acts": r"(?:ବିକ୍ରି|କ୍ରୟ|ପ୍ରକାଶିତ|ସକ୍ରିୟ|ଚାଲୁ)\s+କରେ|କିଣେ",
        "ends": r"(?:ବାତିଲ|ଡିଲିଟ|ବିଲୋପ)\s+କରେ|ହଟାଏ",
        "title": "ପଠାନ୍ତୁ|ପଠାଇବା|ବାତିଲ|ଡିଲିଟ|ପୈଠ",
        "not_after": "ନାହିଁ",
        "sub": "ଯଦି|କି|ଯେ",
        "read_only": "କେବଳ\\s+ପ(?:\u0b22\u0b3c|\u0b5d)ିବା",
        "look": "ଦେଖନ୍ତୁ|ସ୍ଥିତି|ତାଲିକା",
    },
    "as": {  # Assamese
        "order": "last",
        "sends": r"পঠিয়ায়|পঠিয়াই\s+দিয়ে|প্ৰেৰণ\s+কৰে",
        "charges": r"(?:পৰিশোধ|পেমেণ্ট|মাচুল\s+আদায়)\s+কৰে",
        "acts": r"(?:বিক্ৰী|ক্ৰয়|সক্ৰিয়|অন|প্ৰকাশিত)\s+কৰে",
        "ends": r"(?:বাতিল|ডিলিট|বিলোপ)\s+কৰে|মচি\s+পেলায়|আঁতৰায়",
        "title": "পঠিওৱা|পৰিশোধ|বাতিল|মচা",
        "not_after": "নাই|নহয়",
        "sub": "যদি|নেকি|যে",
        "read_only": "কেৱল\\s+প(?:\u09a2\u09bc|\u09dd)িবলৈ",
        "look": "চাওক|স্থিতি",
    },
    "eo": {  # Esperanto (and its x- and h-systems)
        "order": "first",
        "sends": r"sendas\s+(?:la\s+)?\S+n(?!\w)|dissendas|transsendas",
        "charges": "debetas|fakturas",
        "acts": "a(?:ĉ|cx|ch)etas|mendas|submetas|publikigas|aktivigas|malaktivigas|"
        "(?:ŝ|sx|sh)altas|mal(?:ŝ|sx|sh)altas|ekfunkciigas",
        "ends": "nuligas|nuligu|forigas|forigu|for(?:ĵ|jx|jh)etas|vi(?:ŝ|sx|sh)as|"
        "(?:ĉ|cx|ch)esigas",
        "title": "sendi|pagi|vendi|a(?:ĉ|cx|ch)eti|nuligi|forigi|mendi|publikigi",
        "not": "ne",
        "sub": "(?:ĉ|cx|ch)u|ke|kiu|kio|kiam|kie|kiel",
        "read_only": r"nur\s+(?:por\s+)?leg\w*|nurlega",
        "preview": "anta(?:ŭ|ux|uh)rigardo",
        "look": "superrigardo|vidi",
    },
    "la": {  # Latin
        "order": "both",
        "sends": "mittit|transmittit",
        "acts": "vendit|accendit|exstinguit",
        "ends": "delet|abolet|rescindit|tollit",
        "title": "mittere|solvere|vendere|emere|delere",
        "not": "non",
        "sub": "si|num|utrum|quod|quae|ut|cum|nisi",
    },
    "oc": {  # Occitan
        "order": "first",
        "acts": r"vend\s+(?:lo|la|los|las|les|le|l'|un|una|une|des|sas)|vendon|crompa|crompan",
        "ends": "anulla|anullan|suprimís|suprimisson|escafa|escafan",
        "title": "mandar|pagar|vendre|crompar|anullar|suprimir|escafar",
        "not_after": "pas",
        "sub": "que|quand|s'",
        "articles": "lo|los|las|una",
        "read_only": r"lectura\s+sola|sonque\s+(?:en\s+)?lectura",
    },
    "fy": {  # West Frisian
        "order": "first",
        "sends": "stjoert|ferstjoert",
        "charges": "betellet",
        "acts": r"ferkeapet|keapet|publisearret|skeakelt\s+(?:\S+\s+){0,3}?(?:oan|út|ut)",
        "ends": r"annulearret|wisket|smyt\s+(?:\S+\s+){0,3}?fuort",
        "title": "stjoere|betelje|ferkeapje|keapje|wiskje|annulearje",
        "not_after": "net|nea",
        "sub": "oft|dat|wat|hoe|wannear",
        "read_only": r"allinne(?:ch)?\s+lêze",
        "look": "besjen|oersjoch",
    },
    "nds": {  # Low German
        "order": "first",
        "acts": r"maakt\s+(?:\S+\s+){0,3}?an",
        "ends": r"wischt\s+(?:\S+\s+){0,3}?ut|smitt\s+(?:\S+\s+){0,3}?weg",
        "title": "schicken|betahlen|verkopen|köpen|wischen|afbestellen",
        "not_after": "nich|nie|keen|nix|nicks",
        "sub": "of|wenn|wat|dat",
        "articles": "de|dat|een",
        "read_only": r"blo+ts\s+lesen",
        "look": "ankieken",
    },
    "gd": {  # Scottish Gaelic
        "order": "first",
        "sends": r"cuir(?:idh)?\s+(?:\S+\s+){0,3}?gu(?!\s+feum)|a['’]\s+cur\s+(?:\S+\s+){0,3}?gu"
        r"(?!\s+feum)",  # ("cuir gu feum": put to use)
        "charges": r"pàighidh|pàigh|a['’]\s+pàigheadh",
        "acts": r"reicidh|ceannaichidh|foillsichidh|a['’]\s+(?:ceannach|foillseachadh)|"
        r"cuir(?:idh)?\s+(?:\S+\s+){0,3}?air\s+bhog",
        "ends": r"sguab(?:aidh)?\s+(?:\S+\s+){0,3}?às|a['’]\s+sguabadh\s+(?:\S+\s+){0,3}?às|"
        r"cuir(?:idh)?\s+(?:\S+\s+){0,3}?dheth",
        "title": "cuir|pàigh|reic|ceannaich|sguab|foillsich",
        "not": "cha|chan|nach",
        "sub": "ma|mura|ged",
        "read_only": r"leughadh\s+a-mhàin",
        "look": "coimhead|sealladh",
    },
    "qu": {  # Quechua
        "order": "last",
        "sends": "apachin|kachamun",
        "acts": "rantikun|rantin",
        "ends": "chinkachin|qichun|pichan",
        "title": "apachiy|rantikuy|rantiy|chinkachiy|pichay",
        "sub": "sichus|chayqa",
        "look": "qhaway",
    },
    "gn": {  # Guarani
        "order": "first",
        "sends": "omondo|emondo",
        "charges": "ohepyme['’]?[ẽe]|ehepyme['’]?[ẽe]",
        "acts": "ovende|ojogua|omyandy|omyas[ãa]i",
        "ends": "ombogue|embogue|oipe['’]?a",
        "title": "mondo|hepyme['’]?[ẽe]|vende|jogua|mbogue",
        "sub": "oĩpa|oipa|mba['’]e",
        "look": "ehecha",
    },
    "pap": {  # Papiamento
        "order": "first",
        "sends": r"ta\s+manda",
        "charges": r"ta\s+paga",
        "acts": r"ta\s+(?:bende|kumpra|publik[aá]|pega)|kumpra",
        "ends": r"ta\s+(?:kansela|kita|borra)|kansela",
        "title": "manda|paga|bende|kumpra|kansela|kita|borra",
        "sub": "si|ku|kiko|unda",
        "read_only": r"(?:solamente|djis)\s+lesa",
        "look": "wak\\s+(?:e|un)",
    },
    "kab": {  # Kabyle
        "order": "first",
        "sends": "yuzen|yettazen|ittazen",
        "charges": "yexelles|yettxelles",
        "acts": "yezzenz|yettnuzu|yessufeɣ|yesɣa|yettaɣ",
        "ends": "(?:y|i)e?sefsex|sefsex|yekkes|yettekkes|kkes",
        "title": "azen|xelles|zzenz|sefsex|kkes",
        "not": "ur",
        "not_after": "ara",
        "sub": "ma|ayen|anda",
    },
    "sm": {  # Samoan
        "order": "first",
        "sends": r"(?:e|ua|na|o\s+lo\s+o)\s+(?:auina\s+atu|lafo)|auina\s+atu",
        "charges": r"(?:e|ua|na|o\s+lo\s+o)\s+totogi",
        "acts": r"(?:e|ua|na|o\s+lo\s+o)\s+fa['’]?atau\s+(?:atu|mai)",
        "ends": r"(?:e|ua|na|o\s+lo\s+o)\s+(?:soloi|fa['’]?amuta|fa['’]?aleaoga)|soloi|"
        r"fa['’]?aleaoga",
        "title": "auina|totogi|fa['’]?atau|soloi|fa['’]?aleaoga",
        "not": "le",
        "sub": "pe|afai|pe\\s+a",
        "look": "va['’]?ai|siaki",
    },
    "to": {  # Tongan
        "order": "first",
        "sends": r"(?:[ʻ'‘]?oku|na[ʻ'‘]?a|te)\s+ne\s+(?:[ʻ'‘]?ave|fekau[ʻ'‘]?i)|fekau[ʻ'‘]?i",
        "charges": r"(?:[ʻ'‘]?oku|na[ʻ'‘]?a|te)\s+ne\s+totongi",
        "acts": r"(?:[ʻ'‘]?oku|na[ʻ'‘]?a|te)\s+ne\s+(?:fakatau\s+(?:atu|mai)|pulusi)",
        "ends": r"(?:[ʻ'‘]?oku|na[ʻ'‘]?a|te)\s+ne\s+(?:t[aā]mate[ʻ'‘]?i|kaniseli|to[ʻ'‘]?o)|"
        r"kaniseli|t[aā]mate[ʻ'‘]?i",
        "title": "fekau[ʻ'‘]?i|totongi|fakatau|kaniseli|t[aā]mate[ʻ'‘]?i",
        "not": "[ʻ'‘]?ikai",
        "sub": "kapau|pe",
        "look": "vakai",
    },
    "hmn": {  # Hmong (White Hmong, RPA)
        "order": "first",
        "sends": r"xa\s+(?:ntawv|email|e-mail|xov|lus|sms)",
        "charges": r"them\s+(?:\S+\s+)?(?:nqi|nyiaj)",
        "acts": r"muag|tso\s+tawm|tua\s+(?:lub|cov)",
        "ends": r"tshem\s+tawm|lwv|tso\s+tseg|ncua",
        "title": "xa|them|muag|yuav|tshem|lwv",
        "not": "tsis",
        "sub": r"seb|thaum|uas|yog\s+tias",
        "read_only": r"nyeem\s+xwb",
        "look": "saib",
    },
    "lg": {  # Luganda
        "order": "first",
        "sends": "(?:e|ki|a|bi|gu|lu|zi)(?:sindika|weereza)|sindika|weereza",
        "charges": "(?:e|ki|a|bi|gu|lu|zi)sasula|sasula",
        "acts": "(?:e|ki|a|bi|gu|lu|zi)(?:tunda|gula|fulumya|koleeza|zikiza)|fulumya",
        "ends": "(?:e|ki|a|bi|gu|lu|zi)(?:sazaamu|sangula|ggyawo)|sazaamu|sangula|ggyawo",
        "title": "okusindika|okusasula|okutunda|okugula|okusazaamu|okusangula",
        "sub": "oba|nti|bwe",
        "read_only": r"kusoma\s+kwokka",
        "look": "kebera",
    },
    "tw": {  # Twi (Akan)
        "order": "first",
        "sends": "(?:[ɛɔ]|[ɛɔ]re)soma",
        "charges": r"(?:[ɛɔ]|[ɛɔ]re)?tua\s+(?:ka|sika)",
        "acts": "(?:[ɛɔ]|[ɛɔ]re|wɔ)?tɔn|(?:[ɛɔ]|[ɛɔ]re|wɔ)tintim|(?:[ɛɔ]|[ɛɔ]re)tɔ",
        "ends": r"(?:[ɛɔ]|[ɛɔ]re)?(?:twa|popa)\s+(?:\S+\s+){0,3}?mu",
        "title": "tɔn|tua|twa|popa|soma",
        "sub": "sɛ",
        "look": "hwɛ",
    },
    "ru-Latn": {  # Russian in Latin letters
        "order": "first",
        "sends": "otpravl[yj]?aet|pereslyaet",
        "charges": "oplachivaet|spisyvaet",
        "acts": r"proda[eë]t|prodayot|pokupaet|zakazyvaet|publikuet|aktiviruet|otklyuchaet|"
        r"podaet\s+zayavk\w*",
        "ends": "otmen[yj]aet|udal[yj]aet|annuliruet|rastorgaet",
        "title": "otpravit|oplatit|prodat|kupit|otmenit|udalit|zakazat",
        "not": "ne",
        "sub": "li|esli|chto|kotor\\w*|kogda",
        "read_only": r"tolko\s+(?:dlya\s+)?chteni\w*",
        "look": "prosmotr|obzor|spisok|proverka",
    },
}

_POINTED = prefiltered("([\u05d0-\u05ea])")
_EITHER = {("both", "first"), ("both", "last")}


def _words(use: str, order: str | None = None) -> str:
    """One use's words across the languages (of one order), Hebrew letters with or without
    their points."""
    rows = [
        words[use]
        for words in MORE_LANGUAGES.values()
        if use in words
        and (order is None or words["order"] == order or (words["order"], order) in _EITHER)
    ]
    return _POINTED.sub("\\1[\u05b0-\u05c7]*", "|".join(rows)) if rows else "(?!x)x"


_WORD_END = r"(?:(?<=['’])|(?!\w))"  # "sch'il", "l'abunament": an elided word ends at its mark
_SUB_MORE = prefiltered(
    r"(?<!\w)(?:" + _words("sub") + r"|que|qué|che|cosa|chi|whether|if|that|which|what|"
    r"ob|was|wie|dass|welche\w*|ce\s+que|lo\s+que|o\s+que|quanto|quanta|quantos|quantas|"
    r"cu[aá]nto|cu[aá]nta|cu[aá]ntos|cu[aá]ntas|combien|how\s+much|how\s+many)" + _WORD_END,
    re.IGNORECASE,
)
_NOT_MORE = prefiltered(r"(?<!\w)(?:" + _words("not") + r")\W{0,3}(?:\w+\W{1,3})?$", re.IGNORECASE)
# (and Bengali, whose sending is among ``SENDS_ML``: "কোনো ইমেল পাঠায় না", sends no e-mail)
_NOT_AFTER_MORE = prefiltered(
    r"\s+(?:\w+\s+)?(?:" + _words("not_after") + r"|না)(?!\w)", re.IGNORECASE
)
# "отправляет ли", "otpravlyaet li": whether it sends, asked after the verb.
_WHETHER_AFTER = prefiltered(r"\s+(?:li|ли)(?!\w)", re.IGNORECASE)
_ARTICLE_MORE = prefiltered(r"(?<!\w)(?:" + _words("articles") + r")\s*$", re.IGNORECASE)


def _acts_more(uses: tuple[str, ...]) -> re.Pattern[str]:
    """The acts of these uses in the languages whose descriptions open with the verb (one
    short subject marker before it: Sesotho "E romela"), the verb as ``verb``."""
    first = "|".join(_words(use, "first") for use in uses)
    return prefiltered(r"^\s*(?:[^\W\d_]{1,2}\s+)?(?P<verb>" + first + r")(?!\w)", re.IGNORECASE)


ACTS_MORE = _acts_more(("sends", "charges", "acts", "ends"))
REPEATS_MORE = _acts_more(("sends", "charges"))
TITLE_ACTS_MORE = prefiltered(
    r"(?<!\w)(?:"
    + "|".join(_words(use) for use in ("sends", "charges", "acts", "ends", "title"))
    + r")(?!\w)|"
    + "|".join(_words(use, "unspaced") for use in ("sends", "charges", "acts", "ends", "title")),
    re.IGNORECASE,
)
READ_ONLY_TITLE_MORE = prefiltered(
    r"(?<!\w)(?:" + _words("read_only") + r")(?!\w)"
    r"|(?:^\s*|\(\s*)(?:" + _words("preview") + r")(?!\w)",
    re.IGNORECASE,
)
READ_TITLE_MORE = prefiltered(
    r"^[\W_]{0,8}?(?:" + _words("look") + r")(?!\w)|(?<!\w)(?:" + _words("look_end") + r")\s*$"
    r"|^[\W_]{0,8}?(?:" + _words("look", "unspaced") + ")",
    re.IGNORECASE,
)


def _act_more(pattern: re.Pattern[str], opening: str) -> str | None:
    """An act of ``pattern`` that opens the description, as the tool's own: not negated,
    not a noun after an article, not after a word that opens a clause of another verb, and
    not a transformation of text returned. Where the verb comes last, or words run
    together, the tool's act and what a shop, a bot or a person does ("the shop sells these
    things") read alike: those languages' acts are read in titles only."""
    clause = FIRST_CLAUSE.match(opening).group()
    for found in pattern.finditer(clause):
        start, end = found.span("verb")
        before = clause[max(0, start - 40) : start]
        if _negated_before(clause, start) or _NOT_MORE.search(before[-30:]):
            continue
        if _NOT_AFTER_MORE.match(clause, end) or _ARTICLE_MORE.search(before):
            continue
        if _WHETHER_AFTER.match(clause, end):
            continue
        if NOUN_BEFORE.search(before[-30:]):
            continue
        if _SUB_MORE.search(clause[:start]):
            continue
        if _transforms(opening, start):
            continue
        return clause[max(0, start - 20) : end + 20]
    return None


def _sends(opening: str) -> str | None:
    """Sending (``SENDS_ML``) named in the opening sentence as the tool's act: not negated,
    and not in a clause of another verb ("checks whether the server sends")."""
    for found in SENDS_ML.finditer(opening):
        start = found.start()
        clause = opening[:start].rsplit(",", 1)[-1]
        if _negated_before(opening, start) or _NOT_MORE.search(opening[max(0, start - 30) : start]):
            continue
        if _SUB_MORE.search(clause) or _NOT_AFTER_MORE.match(opening, found.end()):
            continue
        if _WHETHER_AFTER.match(opening, found.end()):
            continue
        if REQUEST_FOR_ANSWER.match(opening, found.end()):
            continue  # "Отправляет HTTP-запрос … и возвращает ответ": a read asks
        return _around(opening, found)
    return None
