"""Tool-poisoning signals in languages other than English: the words, as data.

Two kinds of table. Ordered patterns (``INSTRUCTION_ML``, ``DESTRUCTIVE_ML``, and the
secret, hand-over and conversation words the exfiltration patterns combine) for the
languages whose word order they follow. And phrase groups (``CUES``), one list per
language, for what an instruction to the model is made of in any word order: a verb to
ignore, a word for earlier or all, a word for instructions; a "do not tell" and a word for
the user; "without asking" and the user; a claim of precedence over the user or the
system; an order to obey only this server. A sentence with one phrase of every group of
a rule is an instruction (``cue_rule``), whichever language each phrase is in and in
whatever order they come, so subject-object-verb languages (Japanese, Korean, Turkish,
Hindi, Persian) need no patterns of their own. Pure: no I/O.
"""

from __future__ import annotations

import re

from assessments.graders.poisoning_cues import BASE_CUES

# The same two kinds of instruction in other languages: earlier instructions to be ignored
# (a verb, a word for instructions, and one for "previous", "all" or "system"), and
# something kept from the user. Scripts written without spaces have no word boundaries.
_W = r"[^.;。！？!?\n]"
IN_SENTENCE = _W  # a character of the same sentence
_IGNORE_ML = (
    r"(?<!\w)(?:ignora|ignore|ignorar|ignorez|olvida|olvide|descarta|omite|esqueça|esqueca|"
    r"desconsidere|oublie[zr]?|dimentica|ignoriere|ignorier|vergiss|missachte|игнорируй\w*|"
    r"проигнорируй\w*|забудь\w*)(?!\w)"
    r"(?=" + _W + r"{0,60}?(?:anterior|previ|precedent|prévi|antérieur|todas|todos|toutes|tutte|"
    r"précédent|vorherig|früher|bisherig|alle|предыдущ|прежн|все|всех|system|sistem|систем))"
    + _W
    + r"{0,60}?(?:instruc|instruç|indicaciones|reglas|regras|règles|regole|orientaç|consignes|"
    r"istruzioni|directi|diretriz|anweisung|instruktion|regeln|vorgaben|richtlinie|restric|"
    r"инструкци|указани|правил|ограничени)"
    r"|(?:忽略|无视|忽视|忘记|忘掉|不要理会|不要遵守|不必遵守)" + _W + r"{0,12}?"
    r"(?:之前|以前|先前|上面|上述|所有|全部|其他|系统)"
    + _W
    + r"{0,12}?(?:指令|指示|规则|说明|提示|限制)"
    r"|(?:以前|前の|これまで|上記|すべて|全て|他の|システム)"
    + _W
    + r"{0,10}?(?:指示|命令|ルール|指令|制約)"
    + _W
    + r"{0,12}?(?:無視|忘れ)"
    r"|(?:이전|모든|기존|시스템)"
    + _W
    + r"{0,10}?(?:지시|명령|규칙|지침)"
    + _W
    + r"{0,10}?(?:무시|잊)"
)
_USER_ML = (
    r"(?:usuari[oa]|utilizador|utilisat(?:eur|rice)|utente|benutzer|nutzer|anwender|пользовател)"
)
_CONCEAL_ML = (
    r"(?<!\w)(?:no|não|nao|ne|non|не)\s+(?:\w+\s+){0,2}?(?:digas|diga|informes|informe|menciones|"
    r"mencione|comuniques|comunique|reveles|revele|cuentes|cuente|avises|avise|muestres|"
    r"muestre|conte|mostre|notifique|dites|dis|mentionnez|mentionne|signalez|révélez|"
    r"informez|montrez|prévenez|parlez|dire|dirlo|informare|menzionare|rivelare|avvisare|"
    r"сообщай\w*|говори\w*|рассказывай\w*|упоминай\w*|показывай\w*|информируй\w*)(?!\w)"
    + _W
    + r"{0,50}?"
    + _USER_ML
    + r"|(?<!\w)(?:sin|sem|sans|senza|ohne|без)\s+(?:\w+\s+){0,2}?(?:decir|informar|avisar|"
    r"notificar|consultar|preguntar|contar|dizer|perguntar|prévenir|informer|avertir|demander|"
    r"consulter|chiedere|informieren|fragen|benachrichtigen|ведома|уведомлени|согласия)\w*"
    + _W
    + r"{0,30}?"
    + _USER_ML
    + r"|(?:sage|sag|erzähle|erzähl|verrate|teile|zeige)\s+(?:dem|der|den)\s+(?:benutzer|nutzer|"
    r"anwender)\w*\s+(?:\w+\s+){0,3}?(?:nicht|nichts|nie|niemals)\b"
    r"|(?:benutzer|nutzer|anwender)\w*\s+(?:darf|soll|muss|braucht)\s+(?:\w+\s+){0,2}?"
    r"(?:nicht|nichts|nie)\s+(?:\w+\s+)?(?:wissen|erfahren|merken|sehen)"
    r"|(?:不要|别|切勿|请勿|不得|无需|不必|禁止)(?="
    + _W
    + r"{0,12}?(?:用户|使用者))"
    + _W
    + r"{0,12}?(?:告诉|告知|通知|提醒|透露|提及|知道|显示|报告)"
    r"|(?:向|对)(?:用户|使用者)(?:隐瞒|保密)"
    r"|(?:ユーザー|ユーザ|利用者|使用者)" + _W + r"{0,15}?(?:伝えない|知らせない|言わない|教えない|"
    r"伝えず|知らせず|言わず|報告しない|開示しない|見せない|通知しない|秘密に|内緒)"
    r"|(?:사용자|유저)" + _W + r"{0,15}?(?:알리지|말하지|보고하지)"
)
INSTRUCTION_ML = re.compile(_IGNORE_ML + "|" + _CONCEAL_ML, re.IGNORECASE)

# Secrets in other languages, the verbs that hand them over, and the conversation.
SECRETS_ML = (
    r"(?:contraseñas?|credenciales|claves?\s+(?:privadas?|de\s+api|api)|senhas?|credenciais|"
    r"chaves?\s+(?:privadas?|de\s+api)|passw[öo]rter|kennw[öo]rter|zugangsdaten|"
    r"private[nr]?\s+schlüssel|api-schlüssel|mots?\s+de\s+passe|identifiants|jetons|"
    r"clés?\s+(?:privées?|api)|парол\w+|токен\w*|ключ\w*|учётн\w+\s+данн\w+|учетн\w+\s+данн\w+|"
    r"密码|令牌|密钥|凭据|凭证|私钥|パスワード|トークン|秘密鍵|認証情報|APIキー)"
)
HANDOVER_VERBS_ML = (
    r"(?:(?<!\w)(?:lee|leer|abre|incluye|incluya|envía|envia|envíe|adjunta|pega|copia|pasa|"
    r"sube|leia|lê|abra|inclua|envie|anexe|copie|cole|passe|lies|lese|öffne|übergib|übergebe|"
    r"sende|schicke|füge|kopiere|hänge|lis|lisez|ouvre|ouvrez|inclus|incluez|envoie|envoyez|"
    r"copiez|collez|joins|joignez|ajoutez|transmets|transmettez|leggi|apri|includi|invia|"
    r"allega|incolla|прочитай\w*|прочти\w*|открой\w*|отправь\w*|передай\w*|вставь\w*|"
    r"добавь\w*|скопируй\w*|приложи\w*|загрузи\w*)(?!\w)"
    r"|读取|打开|发送|附加|传递|传入|上传|复制|粘贴|填入|読み取|読み込|送信|添付|含め|貼り付|渡し|"
    r"アップロード)"
)
CONVERSATION_ML = (
    r"(?:historial|conversaci[oó]n|mensajes|hist[oó]rico|conversa|mensagens|verlauf|"
    r"unterhaltung|nachrichten|historique|conversation|cronologia|истори\w+|переписк\w+|"
    r"сообщени\w+|диалог\w*|对话|聊天记录|历史记录|会話|履歴|チャット)"
)

# What an ASCII text must contain for a pattern in another language to match it: found
# with plain substring search first, since those patterns try every position.
INSTRUCTION_ML_STEMS = (
    "instruc", "indicacion", "regla", "regra", "regole", "consigne", "istruzion", "directi",
    "diretriz", "anweisung", "instruktion", "regeln", "vorgabe", "richtlinie", "restric",
    "usuari", "utilizador", "utilisat", "utente", "nutzer", "anwender",
)  # fmt: skip
SECRET_ML_STEMS = (
    "~", "$home", "%userprofile%", "id_", ".aws", "mcp.json", ".env", "/etc/", "bash_history",
    "private", "ssh", "credential", "password", "contrase", "credencia", "clave", "senha",
    "chave", "passw", "kennw", "zugangsdaten", "de passe", "identifiants", "jetons",
    "historial", "conversa", "mensaje", "mensage", "verlauf", "unterhaltung", "nachrichten",
    "historique", "cronologia", "historico",
)  # fmt: skip

# Destructive verbs in other languages (Spanish, Portuguese, German, French, Italian,
# Russian, Chinese, Japanese, Korean); "deleted" as an adjective (已删除, 削除された) is not.
DESTRUCTIVE_ML = re.compile(
    r"(?<!\w)(?:elimina|borra|suprime|vacía|sobrescribe|destruye|apaga|exclui|sobrescreve|"
    r"destrói|löscht|lösche|entfernt|entferne|überschreibt|leert|vernichtet|supprime|efface|"
    r"écrase|détruit|cancella|sovrascrive|svuota|distrugge|удаляет|удалит|удали|стирает|"
    r"очищает|перезаписывает|уничтожает|видаляє|видали|стирає|очищає|перезаписує|usuwa|usuń|"
    r"kasuje|nadpisuje|verwijdert|verwijder|overschrijft|menghapus|hapus|siler|kalıcı\s+olarak|"
    r"xóa|xoá|inafuta|kufuta|futa|יימחק|מוחק|מוחקת|מחק|يحذف|تحذف|احذف|يمسح|امسح|حذف\s+می|"
    r"پاک\s+می|मिटा|हटा\s+देत|डिलीट)(?!\w)"
    r"|(?<![已被不没无未勿别])(?:删除|清空|清除|覆盖|移除|销毁|抹除|刪除|覆蓋|銷毀)(?!的)"
    r"|(?:削除|消去|上書き|破棄|抹消)(?:します|する|し、|して)"
    r"|(?:삭제|제거|덮어쓰|해지)(?:합니다|한다|하고)",
    re.IGNORECASE,
)
# Words for "permanently" and "irreversibly": whatever the verb, the act cannot be undone.
PERMANENTLY_ML = re.compile(
    r"(?<!\w)(?:permanently|irreversibly|irrevocably|définitivement|irréversiblement|"
    r"permanentemente|definitivamente|irreversiblemente|dauerhaft|endgültig|unwiderruflich|"
    r"навсегда|безвозвратно|назавжди|безповоротно|trwale|nieodwracalnie|kalıcı\s+olarak|"
    r"secara\s+permanen|vĩnh\s+viễn|לצמיתות|برای\s+همیشه|نهائيا|نهائيًا|بشكل\s+دائم|"
    r"स्थायी\s+रूप\s+से|हमेशा\s+के\s+लिए)(?!\w)"
    r"|永久|永続的に|영구적으로|영구히",
    re.IGNORECASE,
)
NEGATION_ML_BEFORE = re.compile(
    r"(?:(?<!\w)(?:no|não|nao|nunca|ne|n'|non|mai|nicht|nie|kein\w*|не|ни)\s+(?:\w+\s+)?|"
    r"不|不会|不能|没有|无法|禁止)$",
    re.IGNORECASE,
)
NEGATION_ML_AFTER = re.compile(r"\s+(?:\w+\s+){0,2}?(?:nicht|nichts|keine\w*|pas|rien)\b", re.I)


DESTRUCTIVE_ML_STEMS = (
    "elimina", "borra", "suprime", "sobrescribe", "destruye", "apaga", "exclui", "sobrescreve",
    "entfernt", "entferne", "leert", "vernichtet", "supprime", "efface", "cancella",
    "sovrascrive", "svuota", "distrugge", "usuwa", "kasuje", "nadpisuje", "verwijder",
    "overschrijft", "hapus", "siler", "inafuta", "kufuta", "futa",
)  # fmt: skip

# Phrase groups, by language (``poisoning_cues``), a copy completed below.
CUES: dict[str, dict[str, str]] = {group: dict(words) for group, words in BASE_CUES.items()}

# Forms the first lists lacked: "do not show or notify", "do not ask (again)", payment codes.
_MORE = {
    "untold": {
        "pl": "nie pokazuj|nie podawaj|nie zdradzaj",
        "uk": "не повідомляй|не кажи|не показуй|не згадуй",
        "tr": "bildirmeyin|bildirme|söylemeyin|söyleme|göstermeyin|gösterme|bahsetmeyin",
        "de": "nicht zeigen|zeig nicht|zeige nicht|nicht anzeigen",
        "fr": "ne montre pas|ne montrez pas",
        "it": "non mostrare|non menzionarlo",
        "nl": "toon niet|niet tonen|niet laten zien|noem niet",
        "he": "ולא להזכיר|לא להזכיר|אל תזכיר|אל תספר|ואל תציג",
        "es": "no enseñes|no muestre",
        "id": "jangan beri tahu|jangan sebutkan|jangan tampilkan|jangan memberi tahu",
        "vi": "đừng nói|đừng cho|không cho người|đừng hiển thị",
        "ja": "伝えないで|知らせないで|言わないで|表示しないで",
        "zh": "不要告诉|不要提及|不要显示|不要告訴|不要提到|勿告知",
        "ko": "알리지 마|말하지 마|언급하지 마",
    },
    "unasked": {
        "ja": "待たずに|返事を待たず|確認を待たず",
        "uk": "не питай|більше не питай",
        "ru": "не спрашивай|больше не спрашивай",
        "nl": "geen bevestiging",
        "tr": "sormayın|sorma",
        "pl": "nie pytaj",
        "de": "frag nicht|nicht fragen|nicht mehr fragen",
        "es": "no preguntes",
        "fr": "ne demande pas|ne demandez pas",
        "it": "non chiedere",
        "pt": "não pergunte",
        "id": "jangan tanya|tidak perlu bertanya",
        "vi": "đừng hỏi",
        "zh": "不要询问|不要詢問|不必询问",
        "ko": "묻지 마",
        "he": "אל תשאל",
    },
    "secret": {
        "en": "cvv|cvc|card number",
        "pl": "numer karty",
        "es": "número de tarjeta",
        "pt": "número do cartão",
        "de": "kartennummer",
        "fr": "numéro de carte",
    },
}
for _group, _languages in _MORE.items():
    for _language, _words in _languages.items():
        CUES[_group][_language] = "|".join(filter(None, [CUES[_group].get(_language), _words]))

# Files that hold credentials or history, named in a text of any language.
CUES["secret_file"] = {
    "en": ".env|.bash_history|.zsh_history|id_rsa|id_ed25519|.ssh/|.aws/|.npmrc|.netrc|.pgpass|"
    ".git-credentials|hosts.yml",
}
# Alternatives and competitors, which a steering text tells the model to keep from view.
CUES["others"] = {
    "es": "otros|otras|competidor|competencia",
    "pt": "outros|outras|concorrent",
    "fr": "autres|concurren",
    "it": "altri|altre|concorrent",
    "de": "andere|konkurren|mitbewerber",
    "nl": "andere|concurrent",
    "pl": "innych|inne|konkurenc",
    "ru": "други|конкурент",
    "uk": "інш|конкурент",
    "tr": "diğer|rakip",
    "id": "lain|pesaing",
    "vi": "khác|đối thủ",
    "he": "אחרים|אחרות|מתחר",
    "ar": "أخرى|الآخرين|منافس",
    "fa": "دیگر|رقیب",
    "hi": "अन्य|दूसरे|प्रतिस्पर्धी",
    "ja": "他の|他社|競合",
    "zh": "其他|竞争|競爭",
    "ko": "다른|경쟁",
}
# A note addressed to the model ("for the language model:", "note for the AI assistant").
CUES["to_model"] = {
    "es": "para el asistente|para la ia|al asistente de ia|para el modelo",
    "pt": "para o assistente|para a ia|para o modelo",
    "fr": "pour l'assistant|à l'assistant|pour l'ia|pour le modèle",
    "it": "per l'assistente|per l'ia|per il modello",
    "de": "für den assistenten|an den assistenten|für die ki|an die ki|für das modell",
    "nl": "voor de assistent|voor de ai|voor het model",
    "pl": "dla asystenta|dla ai|dla modelu",
    "ru": "для ассистента|для ии|для модели|для языковой модели",
    "uk": "для асистента|для ші|для моделі|для мовної моделі",
    "tr": "asistana|yapay zekaya|modele",
    "id": "untuk asisten|untuk ai|untuk model",
    "vi": "cho trợ lý|trợ lý ai|cho mô hình",
    "he": "לעוזר|לבינה המלאכותית|למודל",
    "ar": "للمساعد|للذكاء الاصطناعي|للنموذج",
    "fa": "برای دستیار|برای مدل",
    "hi": "सहायक के लिए|एआई के लिए|मॉडल के लिए",
    "ja": "アシスタントへ|AIへ|モデルへ|アシスタント向け|AI向け",
    "zh": "给AI|给助手|致AI|致助手|给模型|給AI|給助手",
    "ko": "어시스턴트에게|AI에게|모델에게",
}
# The user's agreement claimed in advance ("the user has agreed", "pre-authorised").
CUES["consented"] = {
    "es": "ha aceptado|ha autorizado|dio su consentimiento|autorizó|ya aceptó",
    "pt": "autorizou|concordou|consentiu|já aceitou",
    "fr": "a accepté|a autorisé|a consenti",
    "it": "ha acconsentito|ha autorizzato|ha accettato",
    "de": "zugestimmt|eingewilligt|vorab autorisiert|vorab genehmigt",
    "nl": "gemachtigd|toestemming gegeven|ingestemd",
    "pl": "zgodził|wyraził zgodę|upoważnił",
    "ru": "согласился|согласилась|дал согласие",
    "uk": "погодився|погодилася|дав згоду",
    "tr": "onay verdi|kabul etti|izin verdi",
    "id": "telah menyetujui|sudah menyetujui|sudah mengizinkan",
    "vi": "đã đồng ý|đã cho phép",
    "he": "הסכים|אישר מראש",
    "hi": "सहमति दे दी|सहमत हो गया",
    "ja": "同意済み|承認済み|同意しています|許可済み",
    "zh": "已同意|已授权|已授權",
    "ko": "동의했|승인했",
}

for _language, _words in [*CUES["user"].items(), *CUES["instructions"].items()]:
    if _language != "en":
        CUES["over_whom"][_language] = "|".join(
            filter(None, [CUES["over_whom"].get(_language), _words])
        )

# An instruction in any language: a sentence with a phrase of every group of one rule.
CUE_RULES = (
    ("ignore", "earlier", "instructions"),
    ("untold", "user"),
    ("unasked", "user"),
    ("outranks", "over_whom"),
    ("obey_only",),
    ("other_server", "instead"),
    ("untold", "others"),
    ("to_model", "user"),
    ("consented", "user"),
)
# Secrets or the conversation handed over: an exfiltration (and an instruction to do it).
HANDOVER_RULES = (
    ("handover", "source", "secret"),
    ("handover", "conversation", "whole"),
    ("handover", "conversation", "address"),
    ("handover", "secret", "conversation"),
    ("handover", "secret_file"),
)
UNSPACED = re.compile("[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
# Scripts whose words take prefixes and suffixes (Hebrew, Arabic, Persian): their
# phrases match anywhere in a word too.
PREFIXED = re.compile("[\u0590-\u05ff\u0600-\u06ff]")
# A dot inside a word (".env", "example.com") does not end a sentence.
SENTENCE = re.compile(r"(?:[^.!?。！？\n;؛।]|\.(?=[^\s.!?])){1,600}")
# Groups whose phrases are stems (matched at a word's start, not as whole words).
STEMS = (
    "others",
    "earlier",
    "instructions",
    "user",
    "over_whom",
    "source",
    "secret",
    "conversation",
    "whole",
)
# Phrases that are English words too: they count, but never alone make a text foreign.
ENGLISH_WORDS = frozenset(
    {"ignore", "instruction", "directives", "system", "user", "conversation", "joins"}
)


def _alternation(phrases: set[str], stems: bool) -> re.Pattern[str] | None:
    anywhere = {p for p in phrases if UNSPACED.search(p) or PREFIXED.search(p)}
    spaced = sorted(phrases - anywhere, key=len, reverse=True)
    unspaced = sorted(anywhere, key=len, reverse=True)
    end = "" if stems else r"(?!\w)"
    parts = []
    if spaced:
        parts.append(r"(?<!\w)(?:" + "|".join(re.escape(p) for p in spaced) + ")" + end)
    if unspaced:
        parts.append("(?:" + "|".join(re.escape(p) for p in unspaced) + ")")
    return re.compile("|".join(parts), re.IGNORECASE) if parts else None


def _phrases(group: str, foreign: bool) -> set[str]:
    return {
        phrase
        for language, phrases in CUES[group].items()
        if not (foreign and language == "en")
        for phrase in phrases.split("|")
        if not (foreign and phrase in ENGLISH_WORDS)
    }


CUE_PATTERNS = {name: _alternation(_phrases(name, False), name in STEMS) for name in CUES}
FOREIGN_PATTERNS = {name: _alternation(_phrases(name, True), name in STEMS) for name in CUES}
# An address data can be sent to: a URL, an e-mail address, or "there" pointing to one.
CUE_PATTERNS["address"] = re.compile(
    r"https?://|[\w.+-]@[\w-]+\.|(?<!\w)(?:lì|là|allí|ali|dort|daar|там)(?!\w)"
)
FOREIGN_PATTERNS["address"] = None
# Whether an ASCII text may hold a cue at all (Hinglish, Indonesian and Swahili are
# written in plain Latin letters): found before any sentence is read.
_ASCII_FOREIGN = re.compile(
    "|".join(p.pattern for p in FOREIGN_PATTERNS.values() if p is not None), re.IGNORECASE
)


def cue_rule(text: str) -> tuple[str, str] | None:
    """("instruction" or "handover", the sentence) for the first sentence holding a phrase
    of every group of one rule, one of them not English; or None. English alone is left
    to the ordered patterns."""
    if text.isascii() and not _ASCII_FOREIGN.search(text):
        return None
    for sentence in SENTENCE.finditer(text):
        words = sentence.group()
        for kind, rules in (("instruction", CUE_RULES), ("handover", HANDOVER_RULES)):
            if any(_holds(rule, words) for rule in rules):
                return kind, words.strip()[:160]
    return None


def _holds(rule: tuple[str, ...], words: str) -> bool:
    return all(CUE_PATTERNS[name].search(words) for name in rule) and any(
        FOREIGN_PATTERNS[name] is not None and FOREIGN_PATTERNS[name].search(words) for name in rule
    )
