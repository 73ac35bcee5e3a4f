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
    PERMANENTLY_ML,
    WRITES_ML,
)
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
    r"\s*(?:\w+ly\s+)?(?:delete|deletes|erase|erases|wipe|wipes|destroy|destroys|discard|"
    r"discards|overwrite|overwrites|drop|drops|truncate|truncates|purge|purges|shred|shreds)\b"
    r"(?!\s*-)(?!\s+(?:nothing|none)\b)",
    re.IGNORECASE,
)


def contradicting_annotation(tool: Tool) -> str | None:
    """The description's action verb when the tool is annotated read-only, or its
    destructive main act (the verb it opens with) when annotated not destructive."""
    annotations = tool.annotations or {}
    text = _revealed((tool.description or "")[:MAX_SCANNED])
    name = SEPARATORS.sub(" ", tool.name or "")[:200]
    opening = FIRST_SENTENCE.match(text).group()
    claim = _claimed_harmless(annotations)
    if claim is not None:
        return claim
    if annotations.get("readOnlyHint") is True:
        return (
            _action(text)
            or _found(SENDS_ML, opening)
            or _found(WRITES_ML, opening)
            or _destructive_ml(text)
            or _found(BY_DESTROYING, text)
            or _found(WHILE_DESTROYING, text)
            or _found(ACTUATES, text)
            or _found(PERMANENTLY_ML, text)
            or _own_act(IRREVERSIBLE_ML, text, opening)
            or _own_act(DATA_LOST_ML, text, opening)
            or _found(DESTRUCTIVE_NAME, name)
            or _destructive_ml(name)
        )
    if annotations.get("destructiveHint") is False:
        found = DESTRUCTIVE_OPENING.match(text)
        return (
            (_around(text, found) if found else None)
            or _destructive_ml(opening)
            or _found(PERMANENTLY_ML, opening)
            or _data_lost(text)
            or _found(DESTRUCTIVE_NAME, name)
            or _destructive_ml(name)
        )
    return None


FIRST_SENTENCE = re.compile(r"[^.!?。！？\n]{0,300}")
# A title that calls the tool harmless ("Safe preview (read-only)") on a tool annotated
# destructive or not read-only: the words a person reads contradict the hints a client reads.
READ_ONLY_TITLE = re.compile(
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
    r"শুধুমাত্র\s+পড়া|basahin\s+lamang)(?!\w)"
    r"|อ่านอย่างเดียว|只读|唯讀|唯读|読み取り専用|읽기\s*전용",
    re.IGNORECASE,
)
HARMLESS_TITLE = re.compile(r"\b(?:safe|harmless|non-destructive)\b", re.IGNORECASE)
# Sending, in the first sentence of a description in another language: not read-only.
SENDS_ML = re.compile(
    r"(?<!\w)(?:envía|envia|enviar|envoie|envoyer|sendet|verschickt|versendet|invia|inviare|"
    r"verstuurt|verzendt|wysyła|wyślij|отправляет|отправить|надсилає|надіслати|gönderir|"
    r"gönder|mengirim|mengirimkan|gửi|भेजता|भेजें|שולח|ترسل|يرسل|στέλνει|αποστέλλει|odešle|"
    r"odesílá|pošle|skickar|elküld|elküldi|trimite|lähettää|nagpapadala|"
    r"ipinapadala|পাঠায়|পাঠাবে|ส่ง)(?!\w)"
    r"|送信|发送|發送|傳送|寄送|보냅|보내|전송"
    r"|(?<!\w)(?:" + SENDS + r")(?!\w)",
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
# Destruction as what the act does along the way ("applies the plan, creating, changing and
# destroying resources").
WHILE_DESTROYING = re.compile(
    r"(?:,|\band)\s+(?:permanently\s+)?(?:deleting|destroying|erasing|wiping|purging|"
    r"overwriting|shredding)\s+(?!(?:nothing|none|no)\b)\w",
    re.IGNORECASE,
)
# A physical act on a device ("Open the garage door.", "Turn off the heater."): it changes
# the world, so it is not read-only.
ACTUATES = re.compile(
    r"(?:^|[.!?;]\s{1,10}+|\n[ \t]{0,20}+)(?:(?:this|the)\s+tool\s+|it\s+)?"
    r"(?:open|opens|close|closes|lock|locks|unlock|unlocks|raise|raises|lower|lowers|arm|arms|"
    r"disarm|disarms|start|starts|stop|stops|(?:turn|turns|switch|switches|power|powers)\s+"
    r"(?:on|off))\s+(?:the|a|an|all|every|your|this|that|its|their)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:doors?|gates?|garage|valves?|windows?|blinds|shutters?|barriers?|lights?|lamps?|"
    r"heaters?|boilers?|furnaces?|thermostats?|alarms?|sirens?|ovens?|pumps?|sprinklers?|"
    r"locks?|engines?|vehicles?|cars?|robots?|motors?|relays?|plugs?|outlets?|fans?)\b",
    re.IGNORECASE,
)
# Destruction as the means ("reclaims space by purging old snapshots").
BY_DESTROYING = re.compile(
    r"\bby\s+(?:permanently\s+)?(?:deleting|removing|purging|erasing|wiping|overwriting|"
    r"dropping|truncating|destroying|shredding)\b",
    re.IGNORECASE,
)


# "Nothing will be deleted", "no data is lost": said of what the tool does not do.
NOTHING_LOST = re.compile(
    r"(?<!\w)(?:nothing|no|none|never|not|nichts|keine?|nie|rien|aucune?|jamais|nada|ningún|"
    r"ninguna|nenhum|nenhuma|nulla|niente|nessun[oa]?|ничего|никакие|никакой|не|nic|żadne|"
    r"hiç|tidak|không)(?!\w)|不会|不會|没有|沒有|何も|아무것도",
    re.IGNORECASE,
)


# What may stand before "cannot be undone" or "will be lost" when the act is the tool's own:
# a label ("Warning:"), then nothing, a pronoun, or the act named ("this action", "the
# call"); a noun of the domain ("paid invoices cannot be refunded") is a rule of the domain.
OWN_SUBJECT = re.compile(
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
CLAUSE_START = re.compile(r"[.!?;:。！？\n][^.!?;:。！？\n]*$")


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


def _data_lost(text: str) -> str | None:
    for found in DATA_LOST_ML.finditer(text):
        if not NOTHING_LOST.search(text[max(0, found.start() - 30) : found.start()]):
            return _around(text, found)
    return None


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
