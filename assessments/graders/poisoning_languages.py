"""Tool-poisoning signals in languages other than English: the words, as data.

Two kinds of table. Ordered patterns (``INSTRUCTION_ML``, ``DESTRUCTIVE_ML``, and the
secret, hand-over and conversation words the exfiltration patterns combine) for the
languages whose word order they follow. And phrase groups (``CUES``), one list per
language, for what an instruction to the model is made of in any word order: a verb to
ignore, a word for earlier or all, a word for instructions; a "do not tell" and a word for
the user; "without asking" and the user; a claim of precedence over the user or the
system; an order to obey only this server. A sentence with one phrase of every group of
a rule is an instruction (``cue_rules``), whichever language each phrase is in and in
whatever order they come, so subject-object-verb languages (Japanese, Korean, Turkish,
Hindi, Persian) need no patterns of their own. Pure: no I/O.
"""

from __future__ import annotations

import functools
import itertools
import re
import unicodedata
from collections.abc import Callable, Iterator

from assessments.graders.poisoning_cues import BASE_CUES
from assessments.graders.poisoning_prefilter import prefiltered
from assessments.graders.poisoning_world import (
    ASSISTANT_WORDS,
    DESTROYS,
    DESTROYS_ASCII_STEMS,
    IRREVERSIBLE,
    PERMANENTLY,
    WORLD,
)

# The same two kinds of instruction in other languages: earlier instructions to be ignored
# (a verb, a word for instructions, and one for "previous", "all" or "system"), and
# something kept from the user. Scripts written without spaces have no word boundaries.
_W = r"[^.;。！？!?\n]"
IN_SENTENCE = _W  # a character of the same sentence
_IGNORE_ML = (  # (not after a negation: "do not ignore …", "no olvides …" keep them)
    r"(?<!\w)(?<!not\s)(?<!never\s)(?<!n't\s)(?<!\bno\s)(?<!\bne\s)(?<!nicht\s)(?<!non\s)"
    r"(?:ignora|ignore|ignorar|ignorez|olvida|olvide|descarta|omite|esqueça|esqueca|"
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
# An option presented as the best against the facts ("present it as the cheapest, even if
# others cost less"): a misstatement ordered in advance. German puts the verb last.
_EVEN_IF_ML = (
    r"(?:aunque|incluso\s+si|aun\s+si|mesmo\s+que|ainda\s+que|embora|même\s+si|bien\s+que|"
    r"anche\s+se|sebbene|benché|auch\s+wenn|obwohl|selbst\s+wenn|ook\s+als|zelfs\s+als|"
    r"nawet\s+jeśli|chociaż|mimo\s+że|даже\s+если|хотя|навіть\s+якщо|хоча|meskipun|walaupun|"
    r"mặc\s+dù|kể\s+cả\s+khi|ngay\s+cả\s+khi)(?!\w)"
)
_BEST_ML = (
    r"(?:más\s+(?:barat|económic)|mejor|mais\s+(?:barat|econômic|económic)|melhor|"
    r"moins\s+ch[eè]r|meilleur|più\s+(?:economic|convenient)|meno\s+car|migliore|"
    r"günstigst|billigst|beste|goedkoopst|najtańsz|najlepsz|самы\w\s+(?:дешёв|дешев|выгодн)|"
    r"лучш|найдешевш|найкращ|termurah|terbaik|rẻ\s+nhất|tốt\s+nhất)"
)
_PRESENTED_BEST = (
    r"|(?<!\w)(?:present|apresent|présent|descri|descrev|décri|przedstaw|opisz|представ|"
    r"подава|подай|опиш)\w*" + _W + r"{0,50}?(?<!\w)(?:como|comme|come|jako|как|як|sebagai)"
    r"\s+(?:\w+\s+){0,2}?"
    + _BEST_ML
    + _W
    + r"{0,80}?"
    + _EVEN_IF_ML
    + r"|(?<!\w)als\s+(?:\w+\s+){0,2}?(?:günstigst|billigst|beste)\w*\s+(?:\w+\s+){0,3}?"
    r"(?:darstellen|darzustellen|präsentieren|ausweisen|bezeichnen|hinstellen)\w*"
    + _W
    + r"{0,80}?"
    + _EVEN_IF_ML
)
# German and Dutch put the verb last: "ohne beim Anwender nachzufragen", "zonder de
# gebruiker te vragen".
UNASKED_VERB_LAST_DE = (
    r"(?<!\w)ohne\s+(?:\w+\s+){0,2}?(?:benutzer|nutzer|anwender)\w*\s+(?:\w+\s+){0,2}?"
    r"(?:nachzufragen|rückzufragen|zu\s+fragen|zu\s+informieren|zu\s+benachrichtigen|"
    r"zu\s+warnen|um\s+erlaubnis\s+zu\s+bitten)(?!\w)"
)
UNASKED_VERB_LAST_NL = (
    r"(?<!\w)zonder\s+(?:\w+\s+){0,2}?gebruiker\w*\s+(?:\w+\s+){0,2}?te\s+"
    r"(?:vragen|informeren|melden|waarschuwen)(?!\w)"
)
_UNASKED_VERB_LAST = "|" + UNASKED_VERB_LAST_DE + "|" + UNASKED_VERB_LAST_NL
INSTRUCTION_ML = prefiltered(
    _IGNORE_ML + "|" + _CONCEAL_ML + _UNASKED_VERB_LAST + _PRESENTED_BEST, re.IGNORECASE
)
# Text addressed to the model in another language as a heading or a vocative ("Assistente:",
# "pour l'assistant :", "KI:", "助手须知：", "어시스턴트:"): what follows is an order to it.
# A word for the assistant stands alone after other text (at the start of a text it labels
# a field: "Asistente: ID del asistente"); a word for the model, the AI or an agent only
# with "for" or "to" (a bare "Modelo:" or "Agente:" labels a field).
_ASSISTANT_ML = (
    r"(?:asistente|assistente|assistent(?:en|in)?|asystent\w*|ассистент\w*|асистент\w*|"
    r"asistan|asisten|asistent\w*|asszisztens\w*|avustaja\w*|βοηθ\w*|trợ\s+lý|دستیار|مساعد|"
    r"העוזר|עוזר|सहायक|সহকারী\w*|ผู้ช่วย|assistant(?=[ \t]+:)|" + ASSISTANT_WORDS + ")"
)
_MODEL_ML = (
    r"(?:ki|ia|ии|ші|yapay\s+zeka|modelo|modèle|modello|modell|модели|моделі|агента|агенту|"
    r"agente|agent|model|modelu|ai)"
)
_AFTER = r"(?<=[\n(\[{>—–:;.!?。！？、，,\"«“।])[ \t]*"
_HEADING = r"(?:^[ \t]*|" + _AFTER + r")"
_FOR = (
    r"(?:pour|para|per|für|an|à|al|ao|dla|для|için|untuk|cho|voor|pro|pentru|til|till|för|"
    r"για|до|kepada|kwa|vir|aan|za|за|pre|për|fyrir)[ \t]+"
    r"(?:l'|le[ \t]+|la[ \t]+|el[ \t]+|o[ \t]+|a[ \t]+|il[ \t]+|lo[ \t]+|den[ \t]+|die[ \t]+|"
    r"das[ \t]+|de[ \t]+|het[ \t]+|sa[ \t]+|τον[ \t]+|το[ \t]+)?"
)
_NOTE = (
    r"(?:(?:nota|note|remarque|hinweis|avviso|aviso|uwaga|примечание|not|catatan|ghi\s+chú|"
    r"paalala|pokyn|poznámka|notă|σημείωση|megjegyzés|opmerking|anmerkung|anteckning|"
    r"bemærkning|примітка|huomautus)[ \t]+)?"
)
ADDRESSED_ML = prefiltered(
    r"(?:"
    + _AFTER
    + _NOTE
    + _ASSISTANT_ML
    + "|"
    + _HEADING
    + _NOTE
    + _FOR
    + r"(?:"
    + _ASSISTANT_ML
    + "|"
    + _MODEL_ML
    + r"))[ \t]*[:：][ \t]*\w"
    # "For the assistant" with a postposition (Bengali, Hindi, Turkish).
    r"|" + _HEADING + _ASSISTANT_ML + r"[ \t]+(?:জন্য|के[ \t]+लिए|"
    r"için|uchun|üçün|үшін|کے[ \t]+لیے|ਲਈ|માટે|కోసం|का[ \t]+लागि)[ \t]*[:：][ \t]*\w"
    r"|" + _AFTER + r"(?:助手|助理|アシスタント|어시스턴트)(?:须知|須知|注意|へ|向け|에게|님)?"
    r"[ \t]*[:：][ \t]*\w"
    r"|"
    + _HEADING
    + r"(?:(?:给|給|致)(?:助手|助理|AI|模型)|(?:AI|アシスタント|モデル|模型|어시스턴트|모델)"
    r"(?:须知|須知|へ|向け|에게))[ \t]*[:：][ \t]*\w",
    re.IGNORECASE,
)

# Secrets in other languages, the verbs that hand them over, and the conversation.
SECRETS_ML = (
    r"(?:contraseñas?|credenciales|claves?\s+(?:privadas?|de\s+api|api)|senhas?|credenciais|"
    r"chaves?\s+(?:privadas?|de\s+api)|passw[öo]rter|kennw[öo]rter|zugangsdaten|"
    r"private[nr]?\s+schlüssel|api-schlüssel|mots?\s+de\s+passe|identifiants|jetons|"
    r"clés?\s+(?:privées?|api)|парол\w+|токен\w*|ключ\w*|учётн\w+\s+данн\w+|учетн\w+\s+данн\w+|"
    r"密码|令牌|密钥|凭据|凭证|私钥|パスワード|トークン|秘密鍵|認証情報|APIキー)"
)
# Verbs of sending or handing over, and verbs of copying and pasting: a copy is handed over
# only into a field, never to an address ("copia tu clave API desde https://…" is setup).
SEND_VERBS_ML = (
    r"(?:(?<!\w)(?:lee|leer|abre|incluye|incluya|envía|envia|envíe|adjunta|pasa|"
    r"leia|lê|abra|inclua|envie|anexe|passe|lies|lese|öffne|übergib|übergebe|"
    r"sende|schicke|füge|hänge|lis|lisez|ouvre|ouvrez|inclus|incluez|envoie|envoyez|"
    r"joins|joignez|ajoutez|transmets|transmettez|leggi|apri|includi|invia|"
    r"allega|прочитай\w*|прочти\w*|открой\w*|отправь\w*|передай\w*|"
    r"добавь\w*|приложи\w*|загрузи\w*)(?!\w)"
    r"|读取|打开|发送|附加|传递|传入|上传|填入|読み取|読み込|送信|添付|含め|渡し|"
    r"アップロード)"
)
COPY_VERBS_ML = (
    r"(?:(?<!\w)(?<!\buna\s)(?<!\buma\s)(?<!\bune\s)(?<!\bla\s)(?<!\ba\s)(?:pega|copia|sube|copie|cole|kopiere|copiez|collez|incolla|скопируй\w*|"
    r"вставь\w*)(?!\w)|复制|粘贴|貼り付)"
)
HANDOVER_VERBS_ML = r"(?:" + SEND_VERBS_ML + "|" + COPY_VERBS_ML + ")"
# The reader's own secret ("tu clave API", "your token"): setting up the service.
NOT_READERS_OWN_ML = (
    r"(?<!\btu\s)(?<!\btus\s)(?<!\bsu\s)(?<!\bsus\s)(?<!\bseu\s)(?<!\bsua\s)"
    r"(?<!\bsuas\s)(?<!\bseus\s)(?<!\bvotre\s)(?<!\bvos\s)(?<!\bton\s)(?<!\bta\s)"
    r"(?<!\btes\s)(?<!\bdein\s)(?<!\bdeine\s)(?<!\bdeinen\s)(?<!\bihren\s)(?<!\bihre\s)"
    r"(?<!\btuo\s)(?<!\btua\s)(?<!\btuoi\s)(?<!\btue\s)(?<!\bla\stua\s)(?<!\bil\stuo\s)"
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
    "usuari", "utilizador", "utilisat", "utente", "nutzer", "anwender", "gebruiker",
    "present", "descri", "przedstaw", "opisz", " als ",
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
DESTRUCTIVE_ML = prefiltered(
    r"(?<!\w)(?:elimina|borra|suprime|vacía|sobrescribe|destruye|apaga|exclui|sobrescreve|"
    r"destrói|löscht|lösche|entfernt|entferne|überschreibt|leert|vernichtet|supprime|efface|"
    r"écrase|détruit|cancella|sovrascrive|svuota|distrugge|удаляет|удалит|удали|стирает|"
    r"очищает|перезаписывает|уничтожает|видаляє|видали|стирає|очищає|перезаписує|usuwa|usuń|"
    r"kasuje|nadpisuje|verwijdert|verwijder|overschrijft|menghapus|hapus|siler|kalıcı\s+olarak|"
    r"xóa|xoá|inafuta|kufuta|futa|יימחק|מוחק|מוחקת|מחק|يحذف|تحذف|احذف|يمسح|امسح|حذف\s+می|"
    r"پاک\s+می|मिटा|हटा\s+देत|डिलीट|διαγράφει|διαγράψει|σβήνει|καταστρέφει|αντικαθιστά|"
    r"smaže|maže|odstraní|odstraňuje|vymaže|přepíše|raderar|tar\s+bort|sletter|overskriver|"
    r"töröl|törli|felülírja|șterge|sterge|elimină|suprascrie|esborra|sobreescriu|"
    r"poistaa|binubura|buburahin|tinatanggal|מוחקים|تمسح|يزيل|মুছে|মোছে|মুছবে|ডিলিট)(?!\w)"
    r"|(?<!ไม่)(?<!ไม่ได้)(?<!อย่า)(?<!ห้าม)(?:ลบ(?!ล้าง)|ล้างข้อมูล)"  # (not after "not", "do not")
    r"|(?<![已被不没无未勿别])(?:删除|清空|清除|覆盖|移除|销毁|抹除|刪除|覆蓋|銷毀)(?!的)"
    r"|(?:削除|消去|上書き|破棄|抹消)(?:します|する|し、|して)"
    r"|(?:삭제|제거|덮어쓰|해지)(?:합니다|한다|하고)"
    # the most-spoken written languages the first list lacked
    r"|(?<!\w)(?:" + DESTROYS + r")(?!\w)",
    re.IGNORECASE,
)
# Words for "permanently" and "irreversibly": whatever the verb, the act cannot be undone.
# Adverbs and phrases only: an adjective ("permanent link", "enlace permanente") names a
# property of a thing, not of the act.
PERMANENTLY_ML = prefiltered(
    r"(?<!\w)(?:permanently|irreversibly|irrevocably|définitivement|irréversiblement|"
    r"permanentemente|definitivamente|irreversiblemente|dauerhaft|endgültig|unwiderruflich|"
    r"навсегда|безвозвратно|назавжди|безповоротно|trwale|nieodwracalnie|kalıcı\s+olarak|"
    r"secara\s+permanen|vĩnh\s+viễn|לצמיתות|برای\s+همیشه|نهائيا|نهائيًا|بشكل\s+دائم|"
    r"स्थायी\s+रूप\s+से|हमेशा\s+के\s+लिए|οριστικά|μόνιμα|αμετάκλητα|trvale|nevratně|"
    r"permanentment|onherroepelijk|"
    r"oåterkalleligt|véglegesen|visszavonhatatlanul|ireversibil|"
    r"definitivament|pysyvästi|magpakailanman|স্থায়ীভাবে|চিরতরে)(?!\w)"
    r"|永久|永続的に|영구적으로|영구히|อย่างถาวร|ถาวร"
    r"|(?<!\w)(?:da\s+viken|مەڭگۈلۈك|tanteraka\s+sy\s+mandrakizay)(?!\w)"
    r"|(?<!\w)(?:" + PERMANENTLY + r")(?!\w)",
    re.IGNORECASE,
)
# The act named as a noun with its permanence, as what a description opens with
# ("Endgültige Löschung aller Protokolle", "Permanent deletion of every draft", "Sofortige
# und endgültige Löschung"): the tool's act. Further on, the noun names a state the tool
# reads ("files scheduled for permanent deletion", "en attente de suppression définitive").
PERMANENT_ACT_OPENING = prefiltered(
    r"^\s*(?:[^\W\d_]+\s+){0,2}?"
    r"(?:(?:endgültige|unwiderrufliche|dauerhafte)\s+(?:Löschung|Vernichtung)|"
    r"(?:permanent|irreversible|irrevocable)\s+(?:deletion|erasure|removal|destruction)|"
    r"(?:suppression|destruction)\s+(?:définitive|irréversible)|"
    r"(?:eliminación|supresión|destrucción)\s+(?:definitiva|permanente|irreversible)|"
    r"(?:exclusão|eliminação|destruição)\s+(?:definitiva|permanente|irreversível)|"
    r"(?:eliminazione|cancellazione|distruzione)\s+(?:definitiva|permanente|irreversibile)|"
    r"(?:definitieve|permanente)\s+(?:verwijdering|vernietiging))(?!\w)"
    # ("Permanent deletion schedule: …" titles what the tool reads)
    r"(?!\s+(?:schedule|requests?|policy|policies|status|dates?|queue|report|log|history|"
    r"settings|window|period|deadline)\b)",
    re.IGNORECASE,
)
# The act said to be irreversible ("cannot be undone", "no se puede deshacer", "nelze vzít
# zpět"): whatever the verb, a tool that says so changes something for good.
IRREVERSIBLE_ML = prefiltered(
    r"(?<!\w)(?:(?:cannot|can't|can\s+not)\s+be\s+(?:undone|reversed|recovered|restored|"
    r"reverted|rolled\s+back|taken\s+back)|(?:is|are)\s+irreversible|"
    # ("Nothing that is removed can be recovered")
    r"nothing\s+(?:that\s+(?:is|was|gets|has\s+been)\s+|that's\s+)?(?:removed|deleted|"
    r"erased|pruned|purged|wiped|overwritten)\s+can\s+(?:ever\s+)?be\s+(?:recovered|"
    r"restored|undone|retrieved|brought\s+back)|"
    r"no\s+(?:se\s+)?puede\s+(?:deshacer|revertir|recuperar|anular)|não\s+pode\s+ser\s+"
    r"(?:desfeit|revertid|recuperad)\w*|ne\s+peut\s+(?:pas\s+)?être\s+(?:annulé|récupéré|"
    r"restauré)\w*|irréversible|non\s+(?:può|possono)\s+essere\s+(?:annullat|recuperat|"
    r"ripristinat)\w*|irreversibile|kann\s+nicht\s+(?:rückgängig\s+gemacht|wiederhergestellt)"
    r"|nicht\s+rückgängig|kan\s+niet\s+(?:ongedaan|hersteld|teruggedraaid)|kan\s+inte\s+"
    r"(?:ångras|återställas)|kan\s+ikke\s+(?:fortrydes|gendannes|angres|gjenopprettes)|"
    r"nelze\s+(?:vzít\s+zpět|vrátit|obnovit|zrušit)|nie\s+można\s+(?:cofnąć|przywrócić)|"
    r"nu\s+(?:mai\s+)?poate\s+fi\s+(?:anulat|recuperat|restaurat)\w*|nem\s+vonható\s+vissza|"
    r"nem\s+állítható\s+vissza|no\s+es\s+pot\s+(?:desfer|recuperar)|ei\s+voi\s+perua|"
    r"hindi\s+na\s+(?:maibabalik|mababawi)|δεν\s+(?:αναιρείται|αναιρούνται|ανακτάται|"
    r"μπορεί\s+να\s+αναιρεθεί)|не\s+(?:можна|можно)\s+(?:скасувати|відновити|отменить|"
    r"восстановить)|geri\s+alınamaz|tidak\s+dapat\s+(?:dibatalkan|dipulihkan)|"
    r"không\s+thể\s+(?:hoàn\s+tác|khôi\s+phục)|לא\s+ניתן\s+(?:לבטל|לשחזר)|"
    r"لا\s+يمكن\s+(?:إلغاء|الغاء|التراجع|استرجاع|استعادة)|قابل\s+برگشت\s+نیست|"
    r"पूर्ववत\s+नहीं|ফেরত\s+আনা\s+যাবে\s+না|পুনরুদ্ধার\s+করা\s+যাবে\s+না)(?!\w)"
    r"|ไม่สามารถ(?:กู้คืน|ย้อนกลับ|ยกเลิก)|กู้คืนไม่ได้|无法(?:撤销|恢复|撤回)|無法(?:撤銷|復原)|"
    r"不可逆|元に戻せ|取り消せません|取り消しはできません|取り消しできません|되돌릴\s*수\s*없|"
    r"복구할\s*수\s*없|취소할\s*수\s*없"
    # Breton, Malagasy, Uyghur: "cannot be recovered", "cannot be restored", "cannot be
    # reopened"
    r"|(?<!\w)(?:ne\s+c'haller\s+ket\s+(?:\w+\s+)?(?:adtapout|assav|dizober|nullañ)|"
    # (Malagasy puts the subject last: "tsy azo averina ireo rakitra ireo" says it of files)
    r"tsy\s+azo\s+(?:averina|ovaina|foanana)(?!\s+(?:ireo|ilay|ny|io|ity)(?!\w))|"
    r"(?:قايتا\s+ئاچقىلى|ئەسلىگە\s+كەلتۈرگىلى)\s+بولمايدۇ)(?!\w)"
    r"|(?<!\w)(?:" + IRREVERSIBLE + r")(?!\w)",
    re.IGNORECASE,
)
# Data said to be lost by the act ("all data on the partition will be destroyed"): what
# the tool does is destructive whatever verb names it.
DATA_LOST_ML = prefiltered(
    r"(?<!\w)(?:will\s+be\s+(?:permanently\s+)?(?:lost|erased|destroyed|wiped|deleted|"
    r"overwritten)|will\s+be\s+gone|(?:is|are)\s+(?:permanently\s+)?lost\s+for\s+(?:good|"
    r"everyone|ever)|"
    r"будут\s+(?:безвозвратно\s+)?(?:уничтожен|удален|удалён|стерт|стёрт|потерян)\w*|"
    r"будет\s+(?:безвозвратно\s+)?(?:уничтожен|удален|удалён|стерт|стёрт|потерян)\w*|"
    r"будуть\s+(?:знищен|видален|стерт|втрачен)\w*|"
    r"se\s+perder(?:á|án)|ser(?:á|án)\s+(?:eliminad|borrad|destruid)\w*|"
    r"se\s+(?:eliminar|borrar)(?:á|án)|ser(?:á|ão)\s+(?:apagad|perdid|excluíd|eliminad|"
    r"destruíd)\w*|ser(?:a|on)t\s+(?:supprimé|effacé|perdu|détruit|écrasé)\w*|"
    r"(?:gehen|geht)\s+verloren|(?:werden|wird)\s+(?:unwiderruflich\s+)?(?:gelöscht|vernichtet|"
    r"überschrieben)|(?:andranno|andrà)\s+pers\w|(?:verranno|verrà|saranno|sarà)\s+"
    r"(?:eliminat|cancellat|distrutt|sovrascritt)\w|zostan(?:ą|ie)\s+(?:usunięt|utracon|"
    r"zniszczon|nadpisan)\w*|zullen\s+(?:verloren\s+gaan|worden\s+verwijderd)|"
    r"silinecek|kaybolacak|akan\s+(?:dihapus|hilang)|sẽ\s+bị\s+(?:xóa|xoá|mất))(?!\w)"
    r"|(?<![不没沒无無未别別])(?:将|会|將|會)(?:被)?(?:删除|清除|清空|销毁|丢失|刪除|銷毀|丟失)"
    r"|(?:削除|消去|破棄)されます|失われます|(?:삭제|손실|파기)됩니다|지워집니다",
    re.IGNORECASE,
)
# Acts that change something, in the first sentence of a description in another language:
# publishing and revoking (sending is ``SENDS_ML``). Not read-only.
WRITES_ML = prefiltered(
    r"(?<!\w)(?:publie|publient|publica|publicam|publiziert|veröffentlicht|pubblica|"
    r"publiceert|publikuje|публикует|опубликует|публікує|опублікує|yayınlar|yayımlar|"
    r"menerbitkan|memublikasikan|revoca|revocan|revoga|révoque|révoquent|widerruft|entzieht|"
    r"trekt\s+in|unieważnia|отзывает|отзовёт|аннулирует|відкликає|анулює|iptal\s+eder|"
    r"mencabut|thu\s+hồi)(?!\w)"
    r"|发布|發佈|發布|撤销|撤銷|吊销|吊銷|投稿します|公開します|失効させ|取り消します|게시합니다|"
    r"철회합니다|폐기합니다",
    re.IGNORECASE,
)
NEGATION_ML_BEFORE = prefiltered(
    r"(?:(?<!\w)(?:no|não|nao|nunca|ne|n'|non|mai|nicht|nie|kein\w*|не|ни)\s+(?:\w+\s+)?|"
    r"不|不会|不能|没有|无法|禁止)$",
    re.IGNORECASE,
)
NEGATION_ML_AFTER = prefiltered(r"\s+(?:\w+\s+){0,2}?(?:nicht|nichts|keine\w*|pas|rien)\b", re.I)


DESTRUCTIVE_ML_STEMS = (
    "elimina", "borra", "suprime", "sobrescribe", "destruye", "apaga", "exclui", "sobrescreve",
    "entfernt", "entferne", "leert", "vernichtet", "supprime", "efface", "cancella",
    "sovrascrive", "svuota", "distrugge", "usuwa", "kasuje", "nadpisuje", "verwijder",
    "overschrijft", "hapus", "siler", "inafuta", "kufuta", "futa", "sterge", "raderar",
    "tar bort", "sletter", "overskriver", "poistaa", "binubura", "buburahin", "tinatanggal",
    "torol", "odstran", "esborra", *DESTROYS_ASCII_STEMS,
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
        "ja": "待たずに|返事を待たず|確認を待たず|再確認しない|改めて確認せず",
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
        "ko": "묻지 마|묻지 말|확인하지 말|다시 묻지",
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
# Polite and verb-last forms of handing over ("впишите", "anhängen", "điền vào").
_MORE["handover"] = {
    "es": "incluya|envíe|pegue|añada|adjunte|copie|agrega|agregue",
    "pt": "adicione|insira|preencha",
    "fr": "insère|insérez|remplis|remplissez",
    "de": "anhängen|anfügen|einfügen|eintragen|beifügen|mitsenden|mitschicken|fügen sie|"
    "tragen sie|hängen sie",
    "pl": "wpisz|dopisz|załącz|dodawaj",
    "ru": "впиши|впишите|вставьте|добавьте|приложите|скопируйте|передайте|отправьте|укажите",
    "uk": "впиши|впишіть|вставте|додайте|надішліть|передайте|вкажіть",
    "vi": "điền|ghi vào|đưa vào",
    "zh": "填写|写入|附加|附带",
    "ja": "記入|入力して|書き込",
    "ko": "기입|입력해",
}


def _extend(group: str, language: str, words: str) -> None:
    """``words`` added to a group's alternatives in one language, after those it has."""
    CUES[group][language] = "|".join(filter(None, [CUES[group].get(language), words]))


def _extend_each(*rows: tuple[str, str, str]) -> None:
    """``_extend`` for each (group, language, words) row."""
    for group, language, words in rows:
        _extend(group, language, words)


for _group, _languages in _MORE.items():
    for _language, _words in _languages.items():
        _extend(_group, _language, _words)

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
# Consent named as given, in the order a sentence of these languages may put it ("consent to
# this the user gave at sign-up", "the confirmation was already received").
_CONSENT_GIVEN = {
    "es": "consentimiento para esto|consentimiento ya|ya dio su consentimiento",
    "pt": "consentimento para isso|deu consentimento|deu o seu consentimento",
    "fr": "consentement à cela|a donné son consentement|déjà donné son accord",
    "it": "consenso a questo|ha dato il consenso|ha già dato il consenso",
    "de": "einwilligung dazu|zustimmung dazu|hat bereits zugestimmt|hat eingewilligt",
    "nl": "toestemming voor|heeft al toestemming",
    "pl": "zgodę na to|wyraził już zgodę|zgoda została udzielona",
    "ru": "согласие на это|согласие дал|согласие дала|согласие уже дал|дал своё согласие|"
    "дал свое согласие|согласие получено",
    "uk": "згоду на це|згоду дав|згоду надав|дав свою згоду",
    "tr": "buna onay|onayı alındı|onay vermişti",
    "id": "persetujuan untuk ini|sudah memberi persetujuan",
    "vi": "đã đồng ý việc này|đã cho phép việc này",
    "ja": "同意を得ている|同意をいただいて|確認済み|承認を得た",
    "zh": "已经同意|已获得同意|已征得同意|已经确认过",
    "ko": "확인을 받은|확인받은|동의를 받은|동의받은|이미 동의",
}
for _language, _words in _CONSENT_GIVEN.items():
    _extend("consented", _language, _words)
# Consent to everything said to have been given in advance ("the user has allowed every
# operation in advance"): a blanket approval no one gave (a scope granted for one kind of
# access names no "all").
_extend_each(
    ("consented", "ru", "заранее разрешил все|заранее разрешила все|заранее одобрил все"),
    (
        "consented",
        "uk",
        "заздалегідь дозволив усі|заздалегідь дозволив всі|заздалегідь схвалив усі",
    ),
    ("consented", "pl", "z góry zezwolił na wszystkie|z góry zatwierdził wszystkie"),
)
# Acts declared approved in advance, in the passive ("count as approved in advance by the
# user"): consent claimed for calls the user has not seen yet.
_extend_each(
    ("consented", "nl", "vooraf goedgekeurd|vooraf toegestaan"),
    ("consented", "de", "im voraus genehmigt|vorab freigegeben"),
    ("consented", "es", "aprobado de antemano|aprobados de antemano|aprobadas de antemano"),
    ("consented", "pt", "aprovado previamente|aprovados previamente|aprovadas previamente"),
    ("consented", "fr", "approuvé à l'avance|approuvés à l'avance|approuvées à l'avance"),
    ("consented", "it", "approvato in anticipo|approvati in anticipo|approvate in anticipo"),
)
# In the answer the user reads: an order not to mention something there conceals it.
CUES["reply"] = {
    "en": "in the answer|in the reply|in your reply|in the response|in the summary",
    "es": "en la respuesta|en tu respuesta|en el resumen",
    "pt": "na resposta|no resumo|na sua resposta",
    "fr": "dans la réponse|dans ta réponse|dans votre réponse|dans le résumé|dans le récapitulatif",
    "it": "nella risposta|nel riepilogo|nel riassunto",
    "de": "in der antwort|in deiner antwort|in der zusammenfassung",
    "nl": "in het antwoord|in de samenvatting",
    "pl": "w odpowiedzi|w podsumowaniu",
    "ru": "в ответе|в сводке|в резюме",
    "uk": "у відповіді|в відповіді|у підсумку",
    "tr": "yanıtta|cevapta|özette",
    "id": "dalam jawaban|di jawaban|dalam ringkasan",
    "vi": "trong câu trả lời|trong phản hồi|trong tóm tắt",
    "ja": "回答で|回答では|返信で|返信では|要約で|要約では|回答に|返信に",
    "zh": "回复中|回答中|答复中|总结中|摘要中|回覆中",
    "ko": "답변에서|답변에|응답에서|응답에|요약에서|요약에",
}
# Forms of "do not mention it" the first lists lacked ("non citarla", "sans le signaler").
_UNTOLD_MORE = {
    "es": "no lo menciones|no la menciones|sin mencionarlo|sin comentarlo|no lo comentes",
    "pt": "não comente|sem comentar|sem mencionar|não o mencione|não a mencione",
    "fr": "sans le signaler|sans le mentionner|sans en parler|n'en parle pas|ne le signale pas",
    "it": "non citarla|non citarlo|non citarle|non citarli|non citare|senza citarl|non parlarne",
    "de": "nicht erwähnen|erwähne es nicht|erwähne sie nicht|nicht aufführen",
    "pl": "nie wspominaj|nie trzeba informować|nie trzeba o tym informować|nie podawaj",
    "ru": "не упоминай|не упоминайте|не сообщайте|не говорите",
    "uk": "не згадуйте|не повідомляйте",
    "zh": "不要提到|不要提及|不必提及|无需提及|不用提",
    "ja": "触れないで|言及しないで",
    "ko": "언급하지|알리지 말",
}
for _language, _words in _UNTOLD_MORE.items():
    _extend("untold", _language, _words)
# What the user mentioned in the conversation put into a field, the user's latest messages,
# a secret the user used with other tools, an environment variable's value: what a tool
# has no need of, handed over.
CUES["mentioned"] = {
    "en": "mentioned|said|shared|told|typed|wrote",
    "es": "mencionó|mencionado|haya mencionado|dijo|compartió|haya dicho",
    "pt": "mencionou|mencionado|disse|compartilhou|tenha dito",
    "fr": "mentionné|a dit|a partagé|a indiqué|a écrit",
    "it": "menzionato|ha detto|ha condiviso|ha indicato|ha scritto",
    "de": "erwähnt|genannt|gesagt|geteilt|angegeben|geschrieben",
    "nl": "genoemd|gezegd|gedeeld|geschreven",
    "pl": "wspomniał|podał|napisał|udostępnił",
    "ru": "упомянул|упоминал|назвал|сообщил|писал|указал",
    "uk": "згадав|згадував|назвав|повідомив|писав|вказав",
    "tr": "bahsettiği|söylediği|paylaştığı|yazdığı",
    "id": "menyebutkan|disebutkan|dibagikan|katakan",
    "vi": "nhắc tới|nhắc đến|đề cập|từng nói|chia sẻ",
    "ja": "言及した|話した|書いた|共有した|触れた|挙げた",
    "zh": "提到|提及|说过|讲过|分享过|透露过",
    "ko": "언급한|말한|공유한|작성한",
}
CUES["into_field"] = {
    "en": "field|parameter|argument",
    "es": "campo|parámetro|argumento",
    "pt": "campo|parâmetro|argumento",
    "fr": "champ|paramètre",
    "it": "campo|parametro|argomento",
    "de": "feld|parameter",
    "nl": "veld",
    "pl": "pole|polu|parametr",
    "ru": "поле|параметр|аргумент",
    "uk": "поле|параметр",
    "tr": "alan|parametre",
    "id": "kolom|bidang",
    "vi": "trường|tham số",
    "ja": "フィールド|引数|パラメータ|欄",
    "zh": "参数|參數|字段|欄位",
    "ko": "필드|파라미터|매개변수|인자",
}
CUES["recent"] = {
    "en": "last|latest|recent|previous",
    "es": "últimos|últimas",
    "pt": "últimos|últimas",
    "fr": "derniers|dernières",
    "it": "ultimi|ultime",
    "de": "letzten",
    "nl": "laatste",
    "pl": "ostatnie|ostatnich",
    "ru": "последние|последних",
    "uk": "останні|останніх",
    "id": "terakhir",
    "vi": "gần đây|cuối cùng",
    "ja": "最近|直近|最新|最後",
    "zh": "最近|最后|最新",
    "ko": "최근|마지막",
}
CUES["messages"] = {
    "en": "messages",
    "es": "mensajes",
    "pt": "mensagens",
    "fr": "messages",
    "it": "messaggi",
    "de": "nachrichten",
    "nl": "berichten",
    "pl": "wiadomości|wiadomosci",
    "ru": "сообщени",
    "uk": "повідомлен",
    "tr": "mesaj",
    "id": "pesan",
    "vi": "tin nhắn",
    "ja": "メッセージ",
    "zh": "消息|留言|訊息",
    "ko": "메시지",
}
CUES["elsewhere"] = {
    "en": "other tools|other servers|another tool|another server",
    "es": "otras herramientas|otros servidores|otras aplicaciones",
    "pt": "outras ferramentas|outros servidores|outros aplicativos",
    "fr": "autres outils|autres serveurs|autres applications",
    "it": "altri strumenti|altri server|altre applicazioni",
    "de": "anderen tools|anderen werkzeugen|anderen servern|andere tools|andere werkzeuge",
    "nl": "andere tools|andere servers",
    "pl": "innych narzędzi|innymi narzędziami|innych serwerów",
    "ru": "другими инструментами|других инструментов|других серверов|другим инструментам",
    "uk": "іншими інструментами|інших інструментів|інших серверів",
    "tr": "diğer araçlar|başka araçlar",
    "id": "alat lain|server lain",
    "vi": "công cụ khác|máy chủ khác",
    "ja": "他のツール|別のツール|他のサーバー",
    "zh": "其他工具|别的工具|其它工具|其他服务器",
    "ko": "다른 도구|다른 서버",
}
CUES["value"] = {
    "en": "value|contents",
    "es": "valor|contenido",
    "pt": "valor|conteúdo",
    "fr": "valeur|contenu",
    "it": "valore|contenuto",
    "de": "wert|inhalt",
    "nl": "waarde|inhoud",
    "pl": "wartość|zawartość",
    "ru": "значение|содержимое",
    "uk": "значення|вміст",
    "tr": "değer|içeriğ",
    "id": "nilai|isi",
    "vi": "giá trị|nội dung",
    "ja": "値|内容",
    "zh": "值|内容",
    "ko": "값|내용",
}
# A choice left open by the user and made by the model ("ha a felhasználó nem dönt, a modell
# a gyors módot válassza"): the model as the subject of a default, which a description
# states only to steer it. The model named alone ("a modell válaszol") is no such thing.
CUES["undecided"] = {
    "en": "if the user does not|if the user doesn't|when the user does not",
    "es": "si el usuario no|cuando el usuario no",
    "pt": "se o usuário não|se o utilizador não|quando o usuário não",
    "fr": "si l'utilisateur ne|si l'utilisateur n'",
    "it": "se l'utente non",
    "de": "wenn der benutzer nicht|falls der benutzer nicht|wenn der nutzer nicht|"
    "falls der nutzer nicht|wenn der benutzer keine|falls der benutzer keine",
    "nl": "als de gebruiker niet|als de gebruiker geen",
    "sv": "om användaren inte",
    "da": "hvis brugeren ikke",
    "no": "hvis brukeren ikke",
    "cs": "když uživatel nic|pokud uživatel nic|když uživatel ne|pokud uživatel ne",
    "ro": "dacă utilizatorul nu",
    "hu": "ha a felhasználó nem",
    "pl": "jeśli użytkownik nie|gdy użytkownik nie",
    "hr": "ako korisnik ne",
    "sr": "ako korisnik ne|ако корисник не",
    "ms": "jika pengguna tidak",
    "id": "jika pengguna tidak|jika pengguna tak",
    "tr": "kullanıcı seçmezse|kullanıcı belirtmezse",
}
CUES["model_subject"] = {
    "en": "the model",
    "es": "el modelo",
    "pt": "o modelo",
    "fr": "le modèle",
    "it": "il modello",
    "de": "das modell",
    "nl": "het model",
    "sv": "modellen",
    "da": "modellen",
    "no": "modellen",
    "cs": "model",
    "ro": "modelul",
    "hu": "a modell",
    "pl": "model",
    "hr": "model",
    "sr": "model|модел",
    "ms": "model",
    "id": "model",
}

# "Also" or "every time": a recipient added on its own to what the user sends.
CUES["also"] = {
    "en": "also|always|every",
    "es": "también|siempre|cada",
    "pt": "também|sempre|cada",
    "fr": "aussi|également|toujours|chaque",
    "it": "anche|sempre|ogni",
    "de": "auch|immer|jede",
    "nl": "ook|altijd|elke",
    "pl": "także|również|zawsze|każd",
    "ru": "также|тоже|всегда|кажд",
    "uk": "також|теж|завжди|кожн",
    "tr": "ayrıca|her zaman|her seferinde",
    "id": "juga|selalu|setiap",
    "vi": "cũng|luôn|mỗi",
    "ja": "常に|毎回|必ず",
    "zh": "也|总是|每次|始终|一律",
    "ko": "항상|매번|또한",
}

# The groups in the languages set 9 brought (Swedish, Danish, Norwegian, Greek, Czech,
# Romanian, Hungarian, Catalan, Finnish, Tagalog, Bengali and Thai) and the forms Hebrew and
# Arabic lacked: the same words, so that every rule reads these languages too.
_NEW_LANGUAGES = {
    "user": {
        "sv": "användar",
        "da": "bruger",
        "no": "bruker",
        "el": "χρήστ",
        "cs": "uživatel",
        "ro": "utilizator",
        "hu": "felhasználó",
        "ca": "usuari",
        "fi": "käyttäjä",
        "tl": "user|gumagamit",
        "bn": "ব্যবহারকারী",
        "th": "ผู้ใช้",
    },
    "untold": {
        "sv": "nämn inte|berätta inte|säg inte|visa inte|utan att berätta|utan att meddela",
        "da": "nævn ikke|fortæl ikke|sig ikke|uden at fortælle|uden at nævne",
        "no": "ikke nevn|ikke fortell|uten å fortelle",
        "el": "μην αναφέρεις|μην αναφέρετε|μην πεις|μην πείτε|μην ενημερώσεις|χωρίς να ενημερώσεις",
        "cs": "nezmiňuj|nezmiňujte|neříkej|neříkejte|neoznamuj|neinformuj|neprozrazuj|"
        "není třeba uživateli oznamovat|není třeba oznamovat|bez vědomí",
        "ro": "nu menționa|nu spune|nu informa|nu pomeni|fără să spui|fără să informezi",
        "hu": "ne említsd|ne mondd|ne szólj|ne tájékoztasd|említés nélkül",
        "ca": "no diguis|no mencionis|no ho mencionis|sense dir|sense avisar",
        "fi": "älä kerro|älä mainitse|kertomatta",
        "tl": "huwag banggitin|huwag itong banggitin|huwag sabihin|huwag ipaalam|"
        "nang hindi sinasabi",
        "bn": "বলবেন না|বলো না|জানাবেন না|উল্লেখ করবেন না|গোপন রাখুন",
        "th": "ไม่ต้องบอก|อย่าบอก|อย่าแจ้ง|ไม่ต้องแจ้ง|อย่าพูดถึง",
        "he": "אל תגלה|אל תחשוף",
        "ar": "لا تكشف",
    },
    "unasked": {
        "sv": "utan att fråga|utan bekräftelse|behöver inte fråga",
        "da": "uden at spørge|uden bekræftelse|behøver ikke spørge",
        "no": "uten å spørre|uten bekreftelse",
        "el": "χωρίς επιβεβαίωση|χωρίς να ρωτήσεις|χωρίς να ρωτήσετε",
        "cs": "bez potvrzení|bez ptaní|bez dotazu|není třeba se ptát",
        "ro": "nu e nevoie să întrebi|nu este nevoie să întrebi|fără să întrebi|fără confirmare",
        "hu": "megerősítés nélkül|kérdezés nélkül|nem kell megerősítést|nem kell rákérdezni",
        "ca": "sense confirmació|sense preguntar",
        "fi": "kysymättä|ilman vahvistusta",
        "tl": "nang hindi nagtatanong|hindi na kailangang itanong|walang kumpirmasyon",
        "bn": "জিজ্ঞাসা না করে|অনুমতি ছাড়া|নিশ্চিত না করে",
        "th": "โดยไม่ต้องถาม|ไม่ต้องถาม|ไม่ต้องยืนยัน",
        "he": "בלי לחכות לאישור|מבלי לחכות לאישור",
        "ar": "دون انتظار|بدون انتظار",
    },
    "to_model": {
        "sv": "till assistenten|för assistenten|till ai|för modellen",
        "da": "til assistenten|til ai|til modellen",
        "no": "til assistenten|til modellen",
        "el": "βοηθέ|προς τον βοηθό|για τον βοηθό|για το μοντέλο",
        "cs": "pro asistenta|pro ai",
        "ro": "pentru asistent|pentru ai|pentru model",
        "hu": "az asszisztens|asszisztensnek",
        "ca": "per a l'assistent|per a la ia|per al model",
        "fi": "avustajalle|tekoälylle|mallille",
        "tl": "para sa ai|para sa assistant|para sa katulong",
        "bn": "সহকারীর জন্য|এআই-এর জন্য|মডেলের জন্য",
        "th": "ผู้ช่วยต้อง|สำหรับผู้ช่วย|ถึงผู้ช่วย|ผู้ช่วยควร",
    },
    "reply": {
        "sv": "i svaret|i sammanfattningen",
        "da": "i svaret|i opsummeringen",
        "el": "στην απάντηση|στη σύνοψη",
        "cs": "v odpovědi|v souhrnu",
        "ro": "în răspuns|în rezumat",
        "hu": "a válaszban|az összefoglalóban",
        "ca": "a la resposta|al resum",
        "tl": "sa sagot|sa buod",
        "bn": "উত্তরে|সারাংশে",
        "th": "ในคำตอบ|ในสรุป|เวลาสรุป",
    },
    "handover": {
        "sv": "skicka|fyll i|bifoga|klistra in|inkludera|lägg till",
        "da": "udfyld|vedhæft|indsæt|tilføj",
        "no": "fyll inn|legg ved|lim inn",
        "el": "στείλε|στείλτε|επικολλήστε|επικόλλησε|συμπεριλάβετε|επισυνάψτε|βάλτε|βάλε",
        "cs": "pošli|pošlete|vlož|vložte|přilož|přiložte|připoj|vyplň",
        "ro": "trimite|include|adaugă|atașează|anexează|anexă|completează|pune|lipește",
        "hu": "küldd|küldje|illeszd be|csatold|add meg|írd be",
        "ca": "inclou|envia|afegeix|adjunta|enganxa|posa",
        "fi": "lähetä|liitä|lisää",
        "tl": "ilagay|ipadala|isama|idikit",
        "bn": "পাঠান|পাঠাও|যোগ করুন|সংযুক্ত করুন|দিন",
        "th": "ใส่|ส่ง|แนบ|วาง|กรอก",
        "ar": "أرسل|ارسل",
    },
    "secret": {
        "en": "otp|one-time code|passcode|mpin|pin code|cookies|localstorage|keychain",
        "sv": "lösenord|kakor|inloggningsuppgifter",
        "da": "adgangskode|cookies",
        "el": "κωδικ|διαπιστευτήρια",
        "cs": "heslo|hesla|přihlašovací údaje",
        "ro": "parol|date de autentificare",
        "hu": "jelszó|jelszav",
        "ca": "contrasenya|credencial",
        "bn": "পাসওয়ার্ড|ওটিপি",
        "th": "รหัสผ่าน|รหัส otp|รหัสยืนยัน|otp",
        "he": "קוד הנטרול|קוד הגישה|קוד גישה|קוד סודי|קוד האבטחה",
    },
    "conversation": {
        "sv": "konversation|samtal",
        "da": "samtale",
        "el": "συνομιλία",
        "cs": "konverzac",
        "ro": "conversați",
        "hu": "beszélgetés",
        "ca": "conversa",
        "tl": "usapan",
        "bn": "কথোপকথন",
        "th": "บทสนทนา",
    },
    "whole": {
        "sv": "hela",
        "da": "hele",
        "el": "ολόκληρ",
        "cs": "celý|celou|celé",
        "ro": "întreg",
        "hu": "teljes",
        "ca": "sencer|complet",
        "tl": "buong",
        "bn": "পুরো|সম্পূর্ণ",
        "th": "ทั้งหมด",
    },
    "messages": {
        "sv": "meddelanden",
        "da": "beskeder",
        "el": "μηνύματ",
        "cs": "zpráv",
        "ro": "mesaje",
        "hu": "üzenet",
        "ca": "missatges",
        "tl": "mensahe",
        "bn": "বার্তা",
        "th": "ข้อความ",
    },
}
for _group, _languages in _NEW_LANGUAGES.items():
    for _language, _words in _languages.items():
        _extend(_group, _language, _words)
# Credential and session stores named by path or command, in a text of any language: the
# browser's saved logins and cookies, the macOS keychain, cloud and cluster configs, game
# clients' session files.
CUES["secret_file"]["en"] += (
    "|.kube/config|kubeconfig|.docker/config.json|login data|dump-keychain|login.keychain|"
    "key4.db|logins.json|document.cookie|localstorage|wallet.dat|loginusers.vdf|ssfn"
)
# People's records in bulk: what a tool sends out when it hands over a customer base (one
# patient's record sent to a specialist is no such thing).
CUES["people"] = {
    "en": "customer list|contact list|all customers|all contacts|patient list|all patients",
    "es": "lista de clientes|todos los clientes|lista de pacientes|todos los pacientes",
    "fr": "liste des clients|liste des patients|tous les patients",
    "de": "kundenliste|alle kunden|patientenliste|alle patienten",
    "nl": "klantenlijst|alle klanten|patiëntenlijst|alle patiënten",
    "sv": "kundlista|patientlista|alla patienter",
    "cs": "seznam zákazníků|seznam pacientů|všechny pacienty",
    "el": "λίστα πελατών|λίστα ασθενών|όλους τους ασθενείς",
    "ar": "قائمة العملاء|قائمة المرضى|جميع المرضى",
    "he": "רשימת הלקוחות|רשימת המטופלים|כל המטופלים",
    "bn": "রোগীর তালিকা|সব রোগী",
    "th": "รายชื่อลูกค้า|รายชื่อผู้ป่วย|ผู้ป่วยทั้งหมด",
    "tl": "listahan ng customer|listahan ng pasyente|lahat ng pasyente",
}

# A patient named with the numbers that identify a person: a record handed over with
# them leaves the care it was written for.
CUES["patient"] = {
    "en": "patient",
    "es": "pacient",
    "fr": "patient",
    "de": "patient",
    "nl": "patiënt",
    "sv": "patient",
    "cs": "pacient",
    "el": "ασθεν",
    "ar": "المرضى|المريض",
    "he": "מטופל",
    "bn": "রোগীর|রোগী",
    "th": "ผู้ป่วย",
    "tl": "pasyente",
}
CUES["identity"] = {
    "en": "national id|social security number|passport number|id card number",
    "es": "dni|número de identificación|número de la seguridad social|número de pasaporte",
    "fr": "numéro de sécurité sociale|numéro de passeport|carte d'identité",
    "de": "personalausweisnummer|sozialversicherungsnummer|reisepassnummer",
    "nl": "bsn|burgerservicenummer|paspoortnummer",
    "sv": "personnummer",
    "cs": "rodné číslo|číslo občanského průkazu",
    "el": "αριθμό ταυτότητας|αμκα",
    "ar": "رقم الهوية|الرقم القومي",
    "he": "מספר תעודת זהות|תעודת זהות",
    "bn": "জাতীয় পরিচয়পত্র|এনআইডি",
    "th": "เลขบัตรประชาชน",
    "tl": "numero ng pasaporte",
}

# Numbers a reply should show masked, if at all: an identity or account number (with the
# identity group and the secrets, what "do not show … in the reply" may protect).
CUES["masked"] = {
    "en": "card number|account number|iban|id number|ssn|last four",
    "es": "número de tarjeta|número de cuenta|iban|últimos cuatro",
    "pt": "número do cartão|número da conta|cpf|iban|últimos quatro",
    "fr": "numéro de carte|numéro de compte|iban|quatre derniers",
    "de": "kartennummer|kontonummer|iban|steuer-id|letzten vier",
    "sv": "kortnummer|kontonummer|fyra sista",
    "zh": "身份证|身份證|证件号|證件號|卡号|卡號|银行卡|銀行卡|账号|帳號|后四位|後四位",
    "ja": "マイナンバー|個人番号|カード番号|口座番号|下4桁|下四桁",
    "ko": "주민등록번호|주민번호|카드 번호|카드번호|계좌번호|뒤 네 자리|뒷자리",
    "sw": "kitambulisho|namba ya kadi|nambari ya kadi|tarakimu nne",
    "lt": "asmens kodas|asmens kodo|asmens kodą|kortelės numeris|kortelės numerio|"
    "kortelės numerį|sąskaitos numeris|sąskaitos numerio|sąskaitos numerį",
    "ta": "ஆதார்|அட்டை எண்|கணக்கு எண்",
    "kk": "жсн|иин|карта нөмір|шот нөмір",
    "vi": "căn cước|cccd|cmnd|số thẻ|số tài khoản",
    "hi": "आधार|कार्ड नंबर|खाता संख्या",
    "id": "nomor kartu|nomor rekening|nik",
    "tr": "kart numarası|hesap numarası|kimlik numarası",
    "ru": "номер карты|номер счёта|номер счета|паспорт|снилс|инн",
    "uk": "номер картки|номер рахунку|паспорт|рнокпп",
    "pl": "numer karty|numer konta|pesel",
    "it": "numero della carta|numero di conto|codice fiscale|iban",
    "nl": "kaartnummer|rekeningnummer|bsn|iban",
    "hy": "հծհ|քարտի համար|հաշվի համար|անձնագր|վերջին չորս",
    "fa": "کد ملی|شماره کارت|شماره حساب|چهار رقم آخر",
    "sq": "numri personal|numri i kartës|numri i llogarisë|katër shifrat e fundit",
}

# The core groups in the most-spoken written languages the lists above lacked
# (``poisoning_world``), written as the scan reads text (NFKC).
for _group, _languages in WORLD.items():
    for _language, _words in _languages.items():
        _extend(_group, _language, unicodedata.normalize("NFKC", _words))

# Verbs that put a value into a field ("write here", "paste in", "fill in", "include") and
# the words of the handover rules in languages the lists above lacked or had in part: the
# whole conversation, a person's address book, a national identity number.
_extend_each(
    ("handover", "sl", "vpiši|vpišite|prilepi|prilepite|vnesi|vnesite|kopiraj|kopirajte"),
    ("handover", "is", "límdu|límið|skrifaðu|fylltu út|fylltu inn"),
    ("handover", "az", "yazın|daxil edin|daxil et"),
    ("handover", "gu", "લખો|ભરો|દાખલ કરો|પેસ્ટ કરો"),
    ("handover", "fi", "kopioi|kirjoita|täytä|sisällytä"),
    ("handover", "sw", "jaza|andika|nakili"),
    ("handover", "lt", "įtrauk|įtraukite|įrašyk|įrašykite|įklijuok|įklijuokite"),
    ("handover", "ms", "isikan|masukkan|tampalkan"),
    ("handover", "kk", "жазыңыз|енгізіңіз|енгіз"),
    ("handover", "no", "kopier|skriv inn|inkluder"),
    ("whole", "fi", "koko"),
    ("whole", "lt", "visą|visus|visas"),
    ("whole", "no", "hele"),
    ("whole", "is", "allt|alla|öll"),
    ("conversation", "fi", "keskustelu"),
    ("conversation", "no", "samtale"),
    ("conversation", "lt", "pokalb"),
    ("conversation", "sl", "pogovor"),
    ("elsewhere", "no", "andre verktøy|andre servere|andre tjenester"),
    ("elsewhere", "da", "andre værktøjer|andre servere"),
    ("elsewhere", "sv", "andra verktyg|andra servrar"),
    ("elsewhere", "fi", "muiden työkalujen|muut työkalut|muiden palvelimien"),
    ("people", "en", "address book"),
    ("people", "lt", "adresų knyg|kontaktų sąraš"),
    ("people", "fi", "osoitekirja|yhteystietoluettelo"),
    ("people", "no", "adressebok|kontaktliste"),
    ("people", "ms", "buku alamat|senarai kenalan"),
    ("identity", "ms", "mykad|nombor kad pengenalan"),
    ("identity", "id", "nomor ktp|nik"),
    ("identity", "kk", "жсн|иин"),
    ("identity", "ru", "иин|снилс|номер паспорта"),
    ("identity", "fi", "henkilötunnus"),
    ("identity", "no", "fødselsnummer"),
    ("identity", "is", "kennitala|kennitölu"),
    ("identity", "pl", "pesel"),
    ("identity", "it", "codice fiscale"),
    ("identity", "tr", "tc kimlik"),
    ("identity", "pt", "cpf"),
    ("identity", "hi", "आधार"),
    ("identity", "gu", "આધાર"),
)

# A note to the model is one to the assistant or the AI: "for the model" ("untuk model",
# "za model", "a modell") is as often the model a tool configures or lists, which the user
# chose. The model is addressed by a heading or a vocative (``ADDRESSED_ML``) instead.
_MODEL_FORMS = prefiltered(
    "mod[eè]l|модел|μοντέλο|mô hình|מודל|نموذج|مدل|ماڈل|मॉडल|मॉडेल|モデル|模型|모델|mallille|"
    "mudelile|మోడల్|மாடல|ਮਾਡਲ|મોડેલ|ಮಾದರಿ|മോഡല|ሞዴል|ආකෘති|মডেল",
    re.IGNORECASE,
)
CUES["to_model"] = {
    _language: "|".join(p for p in _words.split("|") if not _MODEL_FORMS.search(p))
    for _language, _words in CUES["to_model"].items()
}
CUES["to_model"] = {_language: _words for _language, _words in CUES["to_model"].items() if _words}

for _language, _words in [*CUES["user"].items(), *CUES["instructions"].items()]:
    if _language != "en":
        _extend("over_whom", _language, _words)

# Concealment and the assistant as the one addressed, in forms the first tables lacked:
# the passive "is not told" and "say nothing" (Finnish, Norwegian), "do not reveal"
# (Urdu), the assistant named after "AI" (Amharic), and the assistant or "you" as the one
# who must (Finnish, Norwegian).
_extend_each(
    ("untold", "fi", "ei kerrota|ei mainita|ei ilmoiteta"),
    ("untold", "no", "ikke si|si ikke|ikke opplys"),
    ("untold", "ur", "ظاہر نہ کریں|ظاہر مت"),
    ("to_model", "am", "ኤአይ ረዳ|ለኤአይ"),
    ("model_subject", "fi", "avustajan on|avustaja on|avustajan tulee"),
    ("model_subject", "no", "skal du|du skal|du må"),
    ("untold", "hy", "չնշելով|չասելով|առանց նշելու"),
    ("untold", "mn", "бүү хэл|бүү дурд|бүү мэдэгд|бүү харуул"),
    ("model_subject", "mn", "та бол"),  # "you are": a persona given to the one reading
)
# Concealment with a pronoun inside ("sans lui en parler"), "no need to mention it" and
# "say nothing about it" (Spanish, French, Georgian, Darija in Latin letters), and
# "without asking for confirmation" as a gerund (Bosnian/Croatian/Serbian).
_extend_each(
    ("untold", "fr", "sans lui en parler|sans leur en parler|sans lui dire|sans leur dire"),
    ("untold", "de", "nichts davon sagen|nichts davon erzählen|nichts davon erwähnen"),
    ("untold", "ay", "yatiyamti|jan yatiyamti"),
    ("untold", "nl", "vertel de gebruiker niets|vertel niets|zeg niets"),
    ("untold", "es", "no hace falta mencionarlo|no hace falta mencionar|no hace falta decirlo"),
    ("untold", "ka", "არაფერი თქვა|არაფერი უთხრა"),
    ("untold", "ary-Latn", "ma tgoul walo|matgoul walo|ma t9oul walo"),
    ("unasked", "hr", "bez traženja potvrde|bez traženja odobrenja"),
    ("unasked", "sr", "bez traženja potvrde|bez traženja odobrenja|без тражења потврде"),
)
# The impersonal passive "is not said, reported or shown to them" (Azerbaijani, Galician),
# the familiar imperative "disregard" and the word "directions" (Kyrgyz), and the person
# served named as a passenger, a customer or an owner (as "customer" is in English).
# The passive is how a rule about secrets is stated as well ("the password is never told
# to the customer"): read as masking when it names one (``MASKING``).
CUES["untold_passive"] = {}
_extend_each(
    ("untold_passive", "az", "deyilmir|bildirilmir|qeyd olunmur|qeyd edilmir|xəbər verilmir"),
    ("untold_passive", "gl", "non se lle di|non se lle comunica|non se lle informa"),
    ("untold_passive", "gl", "non se lle mostra|non se lle mostran|non se lles mostra"),
    ("ignore", "ky", "эске алба|көңүл бурба|унут"),
    ("instructions", "ky", "көрсөтмө"),
    ("user", "az", "sərnişin|müştəri"),
    ("user", "zu", "umnikazi|ikhasimende"),
)

# The conversation as a whole put into a field, in scripts of Southeast Asia the lists
# lacked or had in part (Lao, Khmer, Thai, Burmese), "add it" in Hungarian, "write it" in
# Spanish, and credential files named by their whole path.
_extend_each(
    ("conversation", "lo", "ສົນທະນາ|ປະຫວັດແຊັດ"),
    ("conversation", "km", "សន្ទនា|ប្រវត្តិជជែក"),
    ("conversation", "th", "การสนทนา|ประวัติแชท"),
    ("conversation", "my", "စကားပြောဆိုမှု|စကားဝိုင်း"),
    ("whole", "lo", "ທັງໝົດ|ທັງຫມົດ"),
    ("whole", "km", "ទាំងមូល|ទាំងអស់"),
    ("whole", "my", "အားလုံး|တစ်ခုလုံး"),
    ("handover", "lo", "ໃສ່|ສົ່ງ|ແນບ|ຕື່ມ|ປ້ອນ|ຂຽນ"),
    ("handover", "km", "ដាក់|បញ្ចូល|ភ្ជាប់|សរសេរ|បំពេញ"),
    ("handover", "hu", "add hozzá|adja hozzá|tedd bele|írd bele|másold be"),
    ("untold", "lo", "ບໍ່ຕ້ອງບອກ|ຢ່າບອກ|ໂດຍບໍ່ບອກ|ຢ່າແຈ້ງ"),
    ("user", "lo", "ຜູ້ໃຊ້"),
    ("also", "hu", "mindig|minden"),
    ("handover", "es", "escribe|escríbela|escríbelo|introduce|introdúcela|ingresa|ingrésala"),
    ("secret_file", "en", ".aws/credentials|.kube/config|.docker/config.json"),
)

# Handing over, concealment and personal identifiers in languages the lists lacked or had
# in part (Somali, Papiamento, Luxembourgish, Bosnian/Croatian/Serbian, Samoan, Turkmen,
# Pashto, Cebuano), and a wallet's recovery phrase, a standing secret in any language.
_extend_each(
    ("handover", "so", "ku dar|ku qor|geli"),
    ("secret", "so", "furayaasha api|furaha api"),
    ("elsewhere", "so", "qalabka kale"),
    ("untold", "so", "uma baahna inuu ogaado"),
    ("handover", "pap", "manda|mand'é|pone|skirbi"),
    ("identity", "pap", "number di pasaporte"),
    ("secret", "pap", "karchi di krédito|number di karchi"),
    ("untold", "pap", "sin bisa|no bisa"),
    ("handover", "lb", "fëll|fëllt|schéck|schéckt"),
    ("identity", "lb", "sozialversécherungsnummer"),
    ("untold", "lb", "brauch de benotzer net ze wëssen"),
    ("handover", "hr", "dodati|dodaj|upiši|upisati"),
    ("handover", "sr", "dodati|dodaj|upiši|upisati"),
    ("identity", "hr", "jmb|jmbg|oib|lične karte|osobne iskaznice"),
    ("identity", "sr", "jmb|jmbg|lične karte|личне карте"),
    ("untold", "hr", "ne obavještavati|ne obavještavajte|ne obavještavaj korisnika"),
    ("untold", "sr", "ne obaveštavati|не обавештавати"),
    ("handover", "sm", "tu'u|tuʻu"),
    ("untold", "sm", "aua le ta'u atu|aua le taʻu atu"),
    ("user", "sm", "tagata fa'aaoga|tagata faʻaaoga"),
    ("handover", "tk", "ýaz|ýazyň|goş|goşuň|iber|iberiň"),
    ("handover", "ps", "ولیکه|ولیکئ|ولیکي"),
    ("handover", "ceb", "ibutang|ipadala"),
    ("secret", "en", "recovery phrase|seed phrase|mnemonic phrase"),
)

# Forms the tables lacked: a reply named as "in the reply" (Chinese) or "in answers"
# (German), "must not occur" as concealment in a reply (German: said of a password's or a
# name's characters, "darf nicht vorkommen" is a rule of form, so only with the reply).
_extend_each(
    ("reply", "zh", "回复里|回答里|回覆裡|回覆里"),
    ("reply", "de", "in antworten|in den antworten|in ihren antworten"),
    ("untold", "de", "nicht erwähnen"),
)
CUES["absent"] = {"de": "nicht vorkommen|nicht erwähnt werden"}
# The traveller and the customer as the person served (Polish, Spanish, Italian, French,
# German, Portuguese): a tool that acts for its customers does things "without notifying the
# customer" by design (an internal note, an automatic refund), so a customer counts with an
# order to the model: to tell them something and act without asking, or not to tell them.
CUES["customer"] = {
    "pl": "podróżn|klient",
    "es": "cliente",
    "it": "cliente|clienti",
    "fr": "client",
    "de": "kunde|kunden|kundin",
    "pt": "cliente",
}
CUES["tell"] = {  # tell (them), said to the model
    "pl": "powiedz|poinformuj|przekaż|odpowiedz",
    "es": "dile|dígale|diles|dígales|infórmale|infórmales|comunícale|respóndele|di al|di a",
    "it": "digli|dille|di' al|dì al|dite al|informa il|informa la|comunica al|rispondi al",
    "fr": "dis au|dites au|dis-lui|dites-lui|dis aux|dites aux|informe le|informez le|"
    "réponds au|répondez au",
    "de": "sag dem|sage dem|sagen sie dem|sag der|sage der|teile dem|teilen sie dem|antworte dem",
    "pt": "diga ao|diga à|diga-lhe|informe ao|informe o|fale ao|responda ao",
}
# A fact kept back: "that" opening what is not to be told ("non dire al cliente che …"),
# where "nie mów klientowi numeru wewnętrznego" keeps an internal number from them.
CUES["that_clause"] = {
    "es": "que",
    "pt": "que",
    "fr": "que|qu'",
    "it": "che",
    "de": "dass",
    "pl": "że",
}
# "Do not tell" as an order, without the forms that describe an act done unannounced ("sin
# avisar", "senza avvisare", "sans prévenir", "ohne zu informieren", "bez informowania").
_UNANNOUNCED = prefiltered(r"^(?:sin|sem|sans|senza|ohne|bez)\s", re.IGNORECASE)
CUES["told_not"] = {
    _language: "|".join(
        p for p in CUES["untold"][_language].split("|") if not _UNANNOUNCED.match(p)
    )
    for _language in CUES["customer"]
}
# Handing over in forms the tables lacked: "send them back" (French), "duplicate it" and
# "forward it" (Russian), "append to" and "paste into" (Chinese, Japanese), "do not need to
# tell" (Chinese), "write into the field" and "mentioned in the chat" (Turkish), and Latin,
# where a note to the model may be written too.
_extend_each(
    ("handover", "fr", "renvoyez|transmettez|transmets"),  # ("renvoie": it returns)
    ("handover", "ru", "продублируй|дублируй|перешли|пересылай|пересылайте"),
    ("handover", "zh", "append 到|追加到|附加到|粘贴到|贴到|加到这里|加到這裡"),
    ("handover", "ja", "paste して|に paste|ペーストして|貼り付けて|コピーして"),
    ("untold", "zh", "不用告诉|不必告诉|无需告诉|不用告訴|不必告訴"),
    ("handover", "tr", "yaz|yazın|yazınız"),
    ("into_field", "tr", "alanına|alanına yaz|parametresine"),
    ("mentioned", "tr", "geçen|bahsedilen|söylenen|paylaşılan"),
    ("conversation", "tr", "sohbet|konuşma"),
    ("handover", "la", "inscribe|inscribite|adde|adice"),  # ("scribe", "Mitte": other words)
    ("conversation", "la", "colloquium|colloquii|sermonem|sermones"),
    ("whole", "la", "totum|totam|omnes|omnia"),
    ("secret", "la", "claves api|tesserae|signa arcana"),  # ("claves": any keys, in Spanish)
    ("whole", "ja", "全部|すべて|全て"),
    ("elsewhere", "ja", "他の tool|他のツール|ほかのツール"),
    ("whole", "id", "semua|seluruh"),
    ("handover", "id", "taruh|tempelkan"),
)
# Forms the tables lacked in languages that mark the object inside the verb (Kinyarwanda
# "ntu-bi-bwire", do not tell it) or address the reader with a particle (Hawaiian "e ke
# kōkua", O helper; romanised Japanese "ashisutanto e", to the assistant), and phrases of
# keeping quiet as they are written in Dari, Lingala, Ladino, Nigerian Pidgin and
# romanised Russian; the word for the customer in Swiss German; the address book and
# "all of it" in Setswana.
_extend_each(
    ("untold", "rw", "ntubibwire|ntubimubwire|ntubibabwire|ntubivuge"),
    ("untold", "prs", "نقل نکنید|بازگو نکنید"),
    ("untold", "ln", "koloba likambo oyo te|koloba yango te|kolobela ye yango te"),
    ("untold", "lad", "no avles de esta|no avles de este|no avles de akeyo"),
    ("untold", "pcm", "no talk am|no talk about am|no mention am"),  # ("no show": a mask)
    ("untold", "ru-latn", "ne upominai|ne upominay|ne govori ob etom|ne soobshchai"),
    ("untold", "ja-latn", "hanasanaide kudasai|iwanaide kudasai|oshienaide kudasai"),
    ("untold", "tn", "se mmolelele|se mo bolelele|se ba bolelele"),
    ("to_model", "haw", "e ke kōkua|e ka mea kōkua"),
    ("to_model", "ja-latn", "ashisutanto e|ashisutanto he|ashisutanto-san"),
    ("to_model", "ln", "mosungi:|mosalisi:"),
    ("to_model", "ru-latn", "pomoshnik:|pomoshniku:|assistentu:"),
    ("to_model", "pcm", "assistant, hear this|assistant, abeg|assistant abeg"),
    ("to_model", "jam", "helpa:|helpa,"),
    ("to_model", "gsw", "hiwis fürs modell|hiwis für s modell|hiwis für de assistänt"),
    ("user", "gsw", "chund|chunde|chundin|chundä"),
    ("unasked", "tn", "o se ka wa botsa|o sa botse|o sa mmotse"),
    ("handover", "tn", "o di romele|romela|o romele"),
    ("whole", "tn", "yotlhe|tsotlhe|otlhe"),
    ("people", "tn", "buka ya dikgolagano|buka yotlhe ya dikgolagano"),
)
# What other tools read or returned: "paste all that other tools read" hands it over, where
# "import all tasks from other apps" names a source.
CUES["read"] = {
    "en": "read|returned|fetched|retrieved|loaded",
    "es": "leído|leídos|leyeron|leen|devolvieron",
    "pt": "leram|lido|lidos|retornaram",
    "fr": "lu|lus|lues|lisent|ont lu|renvoyé",
    "it": "letto|letti|leggono|hanno letto",
    "de": "gelesen|gelesenen|zurückgegeben",
    "ru": "прочитал|прочитали|прочитанн|вернули",
    "tr": "okudu|okuduğu|okunan",
    "id": "baca|dibaca",
    "ja": "読んだ|読み取った|読み込んだ|取得した",
    "zh": "读取的|读到的|读过的|讀取的",
    "ko": "읽은|읽어온",
}
# A persona given inside a game of roles ("Facciamo un gioco di ruolo: tu sei Marco"): the
# model is made someone who says what the server wants said.
CUES["roleplay"] = {
    "en": "role-play|roleplay|role play",
    "es": "juego de rol|juego de roles",
    "pt": "jogo de papéis|jogo de rpg|role-play",
    "fr": "jeu de rôle|jeu de rôles",
    "it": "gioco di ruolo|gioco di ruoli",
    "de": "rollenspiel",
    "nl": "rollenspel",
    "pl": "odgrywanie ról|grę w role|gra w role",
    "ru": "ролевую игру|ролевая игра",
    "uk": "рольову гру|рольова гра",
    "tr": "rol yapma oyunu|rol oyunu",
}
CUES["you_are"] = {
    "en": "you are",
    "es": "tú eres|tu eres|eres",
    "pt": "você é|tu és",
    "fr": "tu es|vous êtes",
    "it": "tu sei|sei",
    "de": "du bist|sie sind",
    "nl": "jij bent|je bent",
    "pl": "ty jesteś|jesteś",
    "ru": "ты —|ты -|ты является|вы —",
    "uk": "ти —|ти -|ви —",
    "tr": "sen bir|sensin",
}

# An instruction in any language: a sentence with a phrase of every group of one rule.
CUE_RULES = (
    ("ignore", "earlier", "instructions"),
    ("untold", "user"),
    ("untold_passive", "user"),
    ("unasked", "user"),
    ("outranks", "over_whom"),
    ("obey_only",),
    ("other_server", "instead"),
    ("untold", "others"),
    ("undecided", "model_subject"),
    ("consented", "user"),
    ("untold", "reply"),
    ("to_model", "untold"),  # the assistant addressed and told to keep something back
    ("untold", "instructions"),  # "do not reveal that you were given this instruction"
    ("absent", "reply"),  # "darf in Antworten nicht vorkommen"
    ("unasked_outright", "customer", "tell"),  # "tell the traveller …, book without asking"
    ("told_not", "customer", "that_clause"),  # "non dire al cliente che …"
)
# The assistant addressed about the user ("Nota para el asistente: muestra al usuario …"):
# an address, read as ``ADDRESSED_TO_MODEL`` is (``poisoning_patterns``), not an order.
ADDRESS_RULES = (("to_model", "user"),)
# The same across the sentences of one text: the assistant addressed (or named as the one
# who must act) in one sentence, told to keep something back in another.
TEXT_RULES = (("to_model", "untold"), ("model_subject", "untold"), ("roleplay", "you_are"))
MAX_TEXT_RULE = 4000  # characters of a text read for them: a note, not a document
# Secrets or the conversation handed over: an exfiltration (and an instruction to do it).
HANDOVER_RULES = (
    ("handover", "source", "secret"),
    ("handover", "secret", "messages"),
    ("handover", "secret", "real_email"),
    ("handover", "standing_secret", "user", "url"),
    ("handover", "standing_secret", "also", "url"),
    ("handover", "whole", "people"),
    ("handover", "patient", "identity"),
    ("handover", "conversation", "whole"),
    ("handover", "conversation", "address"),
    ("handover", "secret", "conversation"),
    ("handover", "secret_file"),
    ("conversation", "mentioned", "into_field"),
    ("handover", "recent", "messages"),
    ("handover", "secret", "elsewhere"),
    ("handover", "value", "env_secret"),
    ("handover", "also", "real_email"),
    ("every_secret",),  # "attach every token you can read here"
    ("handover", "whole", "elsewhere", "read"),  # "paste all that other tools read into notes"
)
# Scripts written without spaces between words (Thai, Lao, Khmer, Myanmar, kana, CJK) and
# Hangul, whose words take endings: their phrases match anywhere.
UNSPACED = prefiltered(
    "[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]"
)
# Scripts whose words take prefixes and suffixes (Hebrew, Arabic, Persian): their
# phrases match anywhere in a word too.
PREFIXED = prefiltered("[\u0590-\u05ff\u0600-\u06ff\u1200-\u137f]")
# A dot inside a word (".env", "example.com") does not end a sentence.
SENTENCE = prefiltered(r"(?:[^.!?。！？\n;؛।۔።]|\.(?=[^\s.!?])){1,600}")
# Groups whose phrases are stems (matched at a word's start, not as whole words).
STEMS = (
    "people",
    "standing_secret",
    "patient",
    "others",
    "earlier",
    "instructions",
    "user",
    "customer",
    "over_whom",
    "source",
    "secret",
    "conversation",
    "whole",
    "messages",
    "also",
    "value",
    "consented",  # "considered approved" agrees with what is approved ("zatwierdzone")
)
# Phrases that are English words too: they count, but never alone make a text foreign.
ENGLISH_WORDS = frozenset(
    {"ignore", "instruction", "directives", "system", "user", "conversation", "joins",
     "parameter", "messages", "argument", "send", "include", "patient", "cookies", "password"}
)  # fmt: skip


def _first_letter(phrase: str) -> str:
    """A key its first character shares with every character a case-blind match takes
    for it (``K`` and the Kelvin sign, ``ſ`` and ``s``, ``İ`` and ``i``): coarse at worst."""
    return phrase[:1].lower()[:1].casefold()[:1]


def _one_of(phrases: list[str]) -> str:
    """An alternation of ``phrases`` (case-blind), tried in their order, grouped by first
    character: at each place only the phrases that begin with its character are tried,
    not every phrase of a group (hundreds, and a megabyte of short words to try them on
    took seconds). Within a group the order is kept, so the same phrase matches first."""
    groups: dict[str, list[str]] = {}
    for phrase in phrases:
        groups.setdefault(_first_letter(phrase), []).append(phrase)
    branches = []
    for group in groups.values():
        firsts = "".join(sorted({re.escape(phrase[0]) for phrase in group if phrase}))
        alternation = "|".join(re.escape(phrase) for phrase in group)
        branches.append(f"(?=[{firsts}])(?:{alternation})" if firsts else f"(?:{alternation})")
    return "(?:" + "|".join(branches) + ")"


def _alternation(phrases: set[str], stems: bool) -> re.Pattern[str] | None:
    anywhere = {p for p in phrases if UNSPACED.search(p) or PREFIXED.search(p)}
    spaced = sorted(phrases - anywhere, key=len, reverse=True)
    unspaced = sorted(anywhere, key=len, reverse=True)
    end = "" if stems else r"(?!\w)"
    parts = []
    if spaced:
        parts.append(r"(?<!\w)" + _one_of(spaced) + end)
    if unspaced:
        parts.append(_one_of(unspaced))
    return prefiltered("|".join(parts), re.IGNORECASE) if parts else None


def _phrases(group: str, foreign: bool) -> set[str]:
    return {
        phrase
        for language, phrases in CUES[group].items()
        if not (foreign and language == "en")
        for phrase in phrases.split("|")
        if not (foreign and phrase in ENGLISH_WORDS)
    }


# A secret sent to a web address: one-time codes are sent to the user by design (a
# verification text), so only standing secrets count there.
_ONE_TIME = prefiltered(r"otp|one-time|passcode|ওটিপি|รหัสยืนยัน", re.IGNORECASE)
CUES["standing_secret"] = {
    _language: "|".join(p for p in _words.split("|") if not _ONE_TIME.search(p))
    for _language, _words in CUES["secret"].items()
}
CUE_PATTERNS = {name: _alternation(_phrases(name, False), name in STEMS) for name in CUES}
FOREIGN_PATTERNS = {name: _alternation(_phrases(name, True), name in STEMS) for name in CUES}
# An address data can be sent to: a URL, an e-mail address, or "there" pointing to one.
CUE_PATTERNS["address"] = prefiltered(
    r"https?://|[\w.+-]@[\w-]+\.|(?<!\w)(?:lì|là|allí|ali|dort|daar|там)(?!\w)"
)
FOREIGN_PATTERNS["address"] = None
# A web address a secret is sent to, in a sentence in another language.
CUE_PATTERNS["url"] = prefiltered(r"https?://[\w-]")
FOREIGN_PATTERNS["url"] = None
# An e-mail address (possessive and bounded: linear on hostile text), and one that is not at
# a domain reserved for examples (RFC 2606: example.com, *.example, *.test), which receives
# nothing: a documented placeholder, not a destination.
EMAIL = r"(?<![\w.+-])[\w.+-]{1,64}+@[\w-]{1,63}+(?:\.[\w-]{1,63}+){1,8}+"
REAL_EMAIL = (
    r"(?![\w.+-]{1,64}+@(?:[\w-]{1,63}\.){0,8}(?:example|test|invalid|localhost)"
    r"(?:\.(?:com|net|org))?(?![\w-]|\.\w))" + EMAIL
)
CUE_PATTERNS["real_email"] = prefiltered(REAL_EMAIL)
FOREIGN_PATTERNS["real_email"] = None
# An environment variable named for a secret (``GITHUB_TOKEN``, ``$DB_PASSWORD``).
CUE_PATTERNS["env_secret"] = prefiltered(
    r"(?<![\w])[A-Z][A-Z0-9]*_(?:[A-Z0-9]+_)*(?:TOKEN|SECRET|PASSWORD|PASSWD|PAT|API_KEY|APIKEY|"
    r"ACCESS_KEY|PRIVATE_KEY|KEY|CREDENTIALS?)(?![\w])"
)
FOREIGN_PATTERNS["env_secret"] = None
# Every secret of a kind handed over ("attach every token", "lampirkan semua token",
# "すべてのトークンをコピーして"): the verb that hands over, then a word for all or every on the
# secret's word. "Revoke all tokens and send a notice" sends something else, "include the
# token in all requests" puts "all" on something else, and a word for keys alone ("todas
# las claves") names a JSON object's or a table's keys as often.
_EVERY = (
    r"\s+(?:[^\s.;:!?]+\s+){0,3}?(?:all|every|each|any|todas|todos|cada|tous|toutes|chaque|"
    r"tutti|tutte|ogni|alle|jede[nrs]?|sämtliche|elke|iedere|wszystkie|każd\w*|все|всех|"
    r"каждый|tüm|bütün|her|semua|seluruh|setiap|omnes|omnia)\s+(?:[^\s.;:!?]+\s+){0,2}?"
)
_KEYS_ALONE = prefiltered(r"^(?:clave|claves|chave|chiav)$")


def _every_secret(foreign: bool) -> re.Pattern[str]:
    secrets = sorted(
        (p for p in _phrases("secret", False) if not _KEYS_ALONE.match(p)), key=len, reverse=True
    )
    verbs = sorted(_phrases("handover", foreign), key=len, reverse=True)

    def alternation(phrases: list[str], unspaced: bool) -> str:
        return _one_of([p for p in phrases if bool(UNSPACED.search(p)) == unspaced])

    return prefiltered(
        r"(?<!\w)(?:" + alternation(verbs, False) + ")" + _EVERY
        + "(?:" + alternation(secrets, False) + ")"
        + r"|(?:すべての|全ての|全部の|所有|全部|모든\s*)[^\s。．.；;！!？?]{0,12}?(?:"
        + alternation(secrets, True) + r")[^。．.；;！!？?\n]{0,20}?(?:"
        + alternation(verbs, True) + ")",
        re.IGNORECASE,
    )  # fmt: skip


CUE_PATTERNS["every_secret"] = _every_secret(False)
FOREIGN_PATTERNS["every_secret"] = _every_secret(True)


class _Kept:
    """A group's pattern whose matches count only where ``keep(match, text)`` holds."""

    def __init__(
        self, pattern: re.Pattern[str] | None, keep: Callable[[re.Match[str], str], bool]
    ) -> None:
        self.pattern = pattern
        self.keep = keep

    def search(self, text: str) -> re.Match[str] | None:
        for found in self.pattern.finditer(text) if self.pattern else ():
            if self.keep(found, text):
                return found
        return None


PERSONA_NAME = prefiltered(r"[ \t]+([^\W\d_][^\W\d_'’-]{0,30})")


def _names_a_persona(found: re.Match[str], text: str) -> bool:
    """A "you are" that gives the model a persona: a name after it (a capital letter) that
    the text goes on to use ("tu sei Marco … Marco non parla mai …"), stated, not asked or
    quoted. "Se sei il master", "sei dadi" (six dice), "Du bist Spielleiter?", "Eres Humano,
    Elfo o Enano" or "sei Elfo o Nano?" give the model no one to be."""
    name = PERSONA_NAME.match(text, found.end())
    if not name or not name.group(1)[0].isupper() or QUESTION_AFTER.match(text, name.end()):
        return False
    if text[max(0, found.start() - 1) : found.start()] in QUOTES:
        return False
    return len(re.findall(r"(?<!\w)" + re.escape(name.group(1)) + r"(?!\w)", text)) > 1


QUOTES = frozenset("'\"“‘«„")
QUESTION_AFTER = prefiltered(r"[^.!?;\n]{0,80}[?？]")
# After "without asking", the clause's end or the customer ("…i zarezerwuj Flex bez
# pytania.", "sin preguntar al cliente").
ASKED_OF_NO_ONE = prefiltered(
    r"\s*(?:[.,;:!?)]|$)|\s+(?:\w+\s+)?(?:cliente|client|kunde\w*|klient\w*|podróżn\w*)",
    re.IGNORECASE,
)


def _said_outright(found: re.Match[str], text: str) -> bool:
    """A "without asking" said outright, at a clause's end or of the customer: "sin pedir
    datos adicionales", "sem perguntar novamente o CPF" or "sans confirmation préalable du
    superviseur" skips a question for data or another's approval, not the customer's."""
    return ASKED_OF_NO_ONE.match(text, found.end()) is not None


# A negation just before the verb to ignore or forget: advice to keep earlier instructions
# ("do not ignore the doctor's earlier instructions", "no olvides las instrucciones
# anteriores", "vergiss nicht"), not an order to drop them.
KEPT_NOT_IGNORED = prefiltered(
    r"(?<!\w)(?:not|never|n't|no|nunca|jamás|não|ne|jamais|non|mai|nicht|niemals|nie|"
    r"niet|nooit|не|никогда|ikke|inte|älä|ne\s+pas)\s+$",
    re.IGNORECASE,
)


def _not_negated(found: re.Match[str], text: str) -> bool:
    return KEPT_NOT_IGNORED.search(text[max(0, found.start() - 12) : found.start()]) is None


# A prohibition of the act that "without asking" qualifies: a safeguard, not an order to
# skip the user ("Delete nothing without asking the user", "No borres nada sin preguntar",
# "ユーザーに確認せずに削除しないでください"). By language: words for never, nothing or none,
# and the prohibitive forms of the verb, never "no need" or a prohibition of asking itself
# (those are found outside the "without asking" phrase, in the same clause).
PROHIBITIONS = {
    # (not of waiting or asking itself: "do not hesitate to pay without asking" is an order)
    "en": r"(?:never|do\s+not|don'?t|must\s+not|mustn'?t|should\s+not|shouldn'?t|may\s+not|"
    r"cannot|can'?t)(?!\s+(?:\w+\s+)?(?:wait|hesitate|bother|ask|need|forget|fail|worry|mind|"
    r"be\s+shy|go\s+wrong)\b)|nothing|none",
    "es": r"nunca|jamás|ningún|ninguna|ninguno|nada|no\s+(?!hace|es\b|necesit|hay\b|pidas|"
    r"preguntes|consultes|esperes|dudes|olvides|te\s+preocupes|dejes\s+de)\w+",
    "pt": r"nada|nunca|jamais|nenhum|nenhuma|não\s+(?!é\b|precis|pergunte|peça|espere|há\b|"
    r"hesite|se\s+esqueça|esqueça|se\s+preocupe)\w+",
    "fr": r"rien|jamais|aucun|aucune|ne\s+(?!demande|attend|perde|perds|h[ée]site)\w+\s+pas|"
    r"n'(?!attend|h[ée]site|oubli)\w+\s+pas",
    "it": r"niente|nulla|mai|nessun\w*|non\s+(?!serve|occorre|chiedere|chiedete|aspettare|"
    r"attendere|è\b|c'è|esitare|dimenticar\w*|preoccupar\w*)\w+",
    "ca": r"res|mai|cap|no\s+(?!cal|preguntis|demanis|esperis)\w+",
    "gl": r"nada|nunca|ningún|ningunha|non\s+(?!fai|preguntes|pidas|agardes)\w+",
    "de": r"nichts|nie|niemals|kein\w*|(?<!frag\s)nicht(?!\s+(?:nötig|notwendig|fragen|nach))",
    "nl": r"niets|nooit|geen(?!\s+bevestiging)|"
    r"(?<!vraag\s)(?<!vergeet\s)niet(?!\s+(?:nodig|vragen))",
    "af": r"moenie|niks|nooit|geen",
    "sv": r"ingenting|inget|inga|aldrig|(?<!behöver\s)(?<!fråga\s)(?<!glöm\s)inte(?!\s+fråga)",
    "no": r"ingenting|intet|aldri|(?<!trenger\s)(?<!spør\s)ikke(?!\s+(?:spør|nødvendig))",
    "da": r"intet|ingenting|aldrig|(?<!behøver\s)(?<!spørg\s)ikke(?!\s+(?:spørg|nødvendig))",
    "fi": r"älä(?!\s+kysy)|älkää(?!\s+kysykö)|ei\s+koskaan|mitään",
    "et": r"ära(?!\s+küsi)|ärge(?!\s+küsige)|midagi|kunagi",
    "pl": r"nic|nigdy|żadn\w+|nie\s+(?!pytaj|trzeba|musisz|czekaj|zapomnij|martw)\w+",
    "cs": r"nic|nikdy|žádn\w+",
    "sk": r"nič|nikdy|žiadn\w+",
    "sl": r"nič|ničesar|nikoli|nikdar|ne\s+(?!sprašuj|vprašaj)\w+",
    "hr": r"ništa|nikad|nikada|ne\s+(?!pitaj|treba|morate|moraš)\w+",
    "sr": r"ništa|nikad|nikada|ништа|никад|никада|ne\s+(?!pitaj|treba)\w+|"
    r"не\s+(?!питај|треба)\w+",
    "ru": r"ничего|никогда|не\s+(?!спрашива|нужно|надо|обязательно|жди|стоит|забу|волнуй)\w+",
    "uk": r"нічого|ніколи|не\s+(?!пита|потрібно|треба|обов|чека|варто|забу|хвилюй)\w+",
    "bg": r"нищо|никога|не\s+(?!питай|е\b|трябва)\w+",
    "el": r"τίποτα|ποτέ|μην?\s+(?!ρωτ|περιμέν)\w+",
    "ro": r"nimic|niciodată|nu\s+(?!e\b|este\b|întreba|trebuie|aștepta)\w+",
    "hu": r"semmit|semmi|soha|ne\s+(?!kérdez|várj)\w+",
    "tr": r"hiçbir|hiç|asla",
    "he": r"(?<!\w)אל(?!\s+תשאל)(?!\w)|שום|לעולם|אף\s+פעם",
    "ar": r"أبدا|أبداً|(?<!\w)لا\s+(?!تسأل|داعي|حاجة)ت\w+",
    "fa": r"هیچ|هرگز|نکنید|نکن(?!\w)",
    "ur": r"کبھی|ہرگز|کچھ\s+بھی|نہ\s+کریں|مت",
    "hi": r"कभी|कुछ\s+भी|(?<!\w)मत(?!\w)|न\s+करें",
    "bn": r"কখনও|কখনো|কিছুই|করবেন\s+না",
    "mr": r"काहीही|कधीही|नका",
    "ne": r"केही\s+पनि|कहिल्यै|(?<!\w)न\S+नुहोस्",
    "id": r"jangan(?!\s+tanya)|tidak\s+pernah|apa\s+pun|apapun|apa-apa",
    "ms": r"jangan(?!\s+tanya)|tidak\s+pernah|apa-apa|apa\s+pun",
    "tl": r"huwag(?!\s+(?:nang\s+)?magtanong)|kailanman|anuman|anumang",
    "sw": r"(?<!\w)(?:usi|msi)\w+e(?!\w)|kamwe|chochote",
    "zu": r"(?<!\w)unga\w+i(?!\w)|lutho|ningaze",
    "vi": r"đừng|không\s+bao\s+giờ|không\s+được|bất\s+cứ|bất\s+kỳ",
    "th": r"ห้าม|อย่า",
    "lo": r"ຫ້າມ|ຢ່າ",
    "km": r"កុំ|ហាម",
    "my": r"ကိုမျှ|ကိုမှ|ဘာမှ",
    "zh": r"不要(?!询问|詢問)|别|勿|不得|禁止|任何",
    "ja": r"(?<!忘れ)(?:しないで|ないでください|ないこと)|禁止|何も|決して",
    "ko": r"마세요|마십시오|금지|아무것도|절대",  # ("묻지 말고": do not ask, and …)
    "ta": r"வேண்டாம்|கூடாது|எதையும்|ஒருபோதும்",
    "te": r"వద్దు|దేనినీ|ఎప్పుడూ|కూడదు",
    "si": r"එපා|කිසිවක්|කිසිදා|කවදාවත්",
    "am": r"ምንም|(?<!\w)አት\w+|(?<!\w)አይ\w+",
    "ka": r"(?<!\w)ნუ\w*|არაფერ\w*|არასდროს",
    "hy": r"(?<!\w)մի\s+\w+|ոչինչ|երբեք",
    "kk": r"ештеңе\w*|ешқашан|ешбір|\w+(?:маңыз|меңіз|баңыз|беңіз|паңыз|пеңіз)(?!\w)",
    "uz": r"hech|\w+(?:mang|mangiz)(?!\w)",
    "mn": r"бүү|битгий|юу\s+ч|хэзээ\s+ч",
    "eu": r"ezer|inoiz|(?<!\w)ez\s+\w+",
    "cy": r"peidiwch|peidia|dim\s+byd|byth",
    "ga": r"(?<!\w)ná(?!\w)|faic|choíche|riamh",
    "lt": r"nieko|niekada|niekuomet",
    "lv": r"neko|nekad|nekādā",
}


def _prohibited(language: str) -> re.Pattern[str]:
    # (a word's start only where words are spaced: Japanese, Chinese, Thai, Lao, Khmer and
    # Burmese run them together, and Korean adds its endings to the word)
    start = "" if language in ("ja", "zh", "th", "lo", "km", "my", "ko") else r"(?<!\w)"
    return prefiltered(start + "(?:" + PROHIBITIONS[language] + ")", re.IGNORECASE)


PROHIBITED = {language: _prohibited(language) for language in PROHIBITIONS}
_UNASKED_IN = {
    language: _alternation(set(CUES["unasked"][language].split("|")), False)
    for language in PROHIBITIONS
    if CUES["unasked"].get(language)
}
# English is read by the ordered patterns ("without asking the user"), not by the groups.
_UNASKED_IN["en"] = prefiltered(
    r"\bwithout\s+(?:first\s+)?(?:asking|telling|informing|notifying|alerting|warning|"
    r"letting|confirming\s+with|checking\s+with|consulting)\b",
    re.IGNORECASE,
)
# (and at a conjunction: in "never leave a cart unpaid and pay it without asking" or "pay
# without asking so that nothing stays overdue" the prohibition is of another act)
CLAUSE_END = prefiltered(
    r"[.;:!?\n,，、。；！？—–]| - |(?<!\w)(?:and|so|because|since|as|but|while|who|which|y|e|et|"
    r"und|en|och|og|i|и|і|ve|dan|và|para\s+que|pour\s+que|damit|so\s+dass)(?!\w)",
    re.IGNORECASE,
)
CLAUSE_REACH = 300


# German and Dutch put the verb last, with the user between ("ohne den Benutzer zu fragen").
_UNASKED_VERB_LAST_IN = (
    ("de", prefiltered(UNASKED_VERB_LAST_DE, re.IGNORECASE)),
    ("nl", prefiltered(UNASKED_VERB_LAST_NL, re.IGNORECASE)),
)


def safeguarded(found: re.Match[str], text: str, languages: tuple[str, ...] = ()) -> bool:
    """Whether a "without asking" phrase qualifies a prohibited act: a prohibition of its
    language, outside the phrase, in its clause (and in the clause before, when the phrase
    opens its own: ", ohne den Benutzer zu fragen")."""
    # (within a sentence's reach each way: a clause is not longer, and a text of many such
    # phrases is then read in linear time)
    reach = max(0, found.start() - CLAUSE_REACH)
    starts = [reach, *(m.end() for m in CLAUSE_END.finditer(text, reach, found.start()))]
    start = starts[-1]
    if not text[start : found.start()].strip() and len(starts) > 1:
        start = starts[-2]
    after = CLAUSE_END.search(text, found.end(), found.end() + CLAUSE_REACH)
    end = after.start() if after else min(len(text), found.end() + CLAUSE_REACH)
    around = text[start : found.start()] + " " + text[found.end() : end]
    languages = languages or _languages_of(found.group(0).lower())
    return any(PROHIBITED[language].search(around) for language in languages)


@functools.lru_cache(maxsize=1024)
def _languages_of(phrase: str) -> tuple[str, ...]:
    """The languages whose "without asking" phrases include ``phrase``."""
    return tuple(language for language, unasked in _UNASKED_IN.items() if unasked.fullmatch(phrase))


# A permission for calls that only read: "without asking" in a sentence that says the calls
# only read ("All tools here only read data, so they can be called without asking the
# user"), as a permission ("can", "may"), and names no act that changes, sends or spends
# (unless negated: "never write"). Nothing the person would be asked about happens.
READS_ONLY = prefiltered(
    r"\bread[- ]only\b|\bonly\s+(?:read|reads|reading|look\s+up|looks\s+up|fetch|fetches|"
    r"list|lists|query|queries)\b|\bno\s+side[- ]effects?\b",
    re.IGNORECASE,
)
PERMITTED = prefiltered(r"\b(?:can|may|could)\b", re.IGNORECASE)
CHANGING_ACT = prefiltered(
    r"(?<![^\W_])(?:delet|remov|drop|purg|eras|wip|pay|paid|purchas|buy|bought|send|sent|"
    r"transfer|writ|wrote|modif|overwrit|updat|post|publish|charg|book|cancel|submit|creat|"
    r"mov|merg|deploy|execut|install|order)\w*",
    re.IGNORECASE,
)
NEGATED_ACT = prefiltered(r"(?:\b(?:never|not|no|nor|without)|n't)\s+(?:\w+\s+)?$", re.I)


def sentence_span(text: str, found: re.Match[str], reach: int) -> tuple[int, int]:
    """Where the sentence around ``found`` starts and ends (after the last mark before it,
    at the first one after it), read at most ``reach`` characters on either side."""
    low = max(0, found.start() - reach)
    start = low
    for mark in SENTENCE_END.finditer(text, low, found.start()):
        start = mark.end()
    end = SENTENCE_END.search(text, found.end(), found.end() + reach + 1)
    return start, min(end.start() if end else len(text), found.end() + reach)


# A mark that ends a sentence: a line's end, or a full stop, "!" or "?" not inside a word
# or a number ("v2.0", "api.example.com" and "3.5 %" end none).
SENTENCE_END = prefiltered(r"\n|[.!?](?![^\W_])")


SENTENCE_REACH = 600  # characters of a sentence read on either side of a match
MATCHES_READ = 20  # matches of one pattern read in a text
TEXT_READ = 20_000  # characters of a text read for them


# A line that goes on with the sentence of the line before it: a hard wrap, in prose or in
# a comment whose every line opens with its marker ("///   away and leaves …", " * the
# request is routed …" in a block comment, "#'   empfiehlt dann …"). The line before ends
# with no mark that ends a sentence or a clause, and the next opens, past the marker, with
# a small letter. A line that opens a list item ("- ", "* ", "+ ", "1. ") starts anew.
WRAPPED = prefiltered(
    r"(?<=[^\s.!?:;。！？：；])[ \t]*\n[ \t]*(?:(?P<marker>///?|#'|--|\*|;;|%)[ \t]*)?"
    r"(?=[^\W\d_])"
)


@functools.lru_cache(maxsize=8)
def unwrapped(text: str) -> str:
    """``text`` with each hard wrap inside a sentence (``WRAPPED``) turned into spaces of
    the same length, so that positions hold. A "*" opens a continued line only inside a
    block comment ("/*"); elsewhere it is a list item's bullet, as "- " is."""
    block = "/*" in text

    def joined(found: re.Match[str]) -> str:
        following = text[found.end()] if found.end() < len(text) else ""
        marker = found.group("marker")
        if marker == "*" and not block:
            return found.group()  # (a list item's bullet; "- " and "1. " open no letter)
        return " " * len(found.group()) if following.islower() else found.group()

    return WRAPPED.sub(joined, text)


def in_sentences(pattern: re.Pattern[str], text: str) -> Iterator[tuple[re.Match[str], str, int]]:
    """(match, its sentence, where the match starts in that sentence) for the first
    ``MATCHES_READ`` matches of ``pattern`` in the first ``TEXT_READ`` characters of
    ``text`` (``sentence_span``, ``SENTENCE_REACH``), its hard wraps joined
    (``unwrapped``): what a rule that reads an act by its parts walks."""
    head = unwrapped(text[:TEXT_READ])
    for found in itertools.islice(pattern.finditer(head), MATCHES_READ):
        start, end = sentence_span(head, found, SENTENCE_REACH)
        yield found, head[start:end], found.start() - start


def permits_reads(found: re.Match[str], text: str) -> bool:
    """Whether a "without asking" phrase permits calls its sentence says only read
    (``READS_ONLY`` and ``PERMITTED`` before it, no ``CHANGING_ACT`` unless negated)."""
    start, end = sentence_span(text, found, CLAUSE_REACH)
    before, sentence = text[start : found.start()], text[start:end]
    if not (READS_ONLY.search(before) and PERMITTED.search(before)):
        return False
    return all(
        NEGATED_ACT.search(sentence[max(0, act.start() - 20) : act.start()])
        for act in CHANGING_ACT.finditer(sentence)
    )


def without_safeguards(text: str) -> str:
    """``text`` with each "without asking" that qualifies a prohibited act, or permits calls
    that only read (``permits_reads``), blanked, for the patterns that read it in a sentence
    of their own ("Delete nothing without asking the user first", "Ne supprimez rien sans
    demander à l'utilisateur")."""
    kept = []
    if "ithout" in text:
        kept += [
            m
            for m in _UNASKED_IN["en"].finditer(text)
            if safeguarded(m, text) or permits_reads(m, text)
        ]
    if not text.isascii() or _ascii_foreign(text):
        kept += [m for m in CUES_UNASKED.finditer(text) if safeguarded(m, text)]
        kept += [
            m
            for language, pattern in _UNASKED_VERB_LAST_IN
            for m in pattern.finditer(text)
            if safeguarded(m, text, (language,))
        ]
    if not kept:
        return text
    kept.sort(key=lambda m: m.start())
    pieces, at = [], 0  # (joined once: a slice of the whole text per phrase is quadratic)
    for found in kept:
        start = max(found.start(), at)  # (phrases of two lists may overlap)
        pieces += [text[at:start], " " * max(0, found.end() - start)]
        at = max(at, found.end())
    return "".join([*pieces, text[at:]])


def _asked_first(found: re.Match[str], text: str) -> bool:
    return not safeguarded(found, text) and not _asks_for_secret(found, text)


def _asks_for_secret(found: re.Match[str], text: str) -> bool:
    """Whether a "do not ask" phrase forbids asking for a secret ("ära küsi kasutajalt
    PIN-koode ega paroole": do not ask the user for PIN codes or passwords), in its clause:
    honest advice, not a confirmation skipped."""
    after = CLAUSE_END.search(text, found.end(), found.end() + SECRET_ASKED_REACH)
    end = after.start() if after else min(len(text), found.end() + SECRET_ASKED_REACH)
    return bool(CUE_PATTERNS["secret"].search(text, found.end(), end))


SECRET_ASKED_REACH = 50  # the object of asking, not a later clause's


# Every "without asking", safeguard or not (the groups keep only those that skip the user).
CUES_UNASKED, FOREIGN_UNASKED = CUE_PATTERNS["unasked"], FOREIGN_PATTERNS["unasked"]
CUE_PATTERNS["unasked"] = _Kept(CUES_UNASKED, _asked_first)
FOREIGN_PATTERNS["unasked"] = _Kept(FOREIGN_UNASKED, _asked_first)
CUE_PATTERNS["ignore"] = _Kept(CUE_PATTERNS["ignore"], _not_negated)
FOREIGN_PATTERNS["ignore"] = _Kept(FOREIGN_PATTERNS["ignore"], _not_negated)
CUE_PATTERNS["you_are"] = _Kept(CUE_PATTERNS["you_are"], _names_a_persona)
FOREIGN_PATTERNS["you_are"] = _Kept(FOREIGN_PATTERNS["you_are"], _names_a_persona)


def _asked_of_no_one(found: re.Match[str], text: str) -> bool:
    return _said_outright(found, text) and _asked_first(found, text)


CUE_PATTERNS["unasked_outright"] = _Kept(CUES_UNASKED, _asked_of_no_one)
FOREIGN_PATTERNS["unasked_outright"] = _Kept(FOREIGN_UNASKED, _asked_of_no_one)
# Whether an ASCII text may hold a cue at all (Hinglish, Indonesian and Swahili are
# written in plain Latin letters): found before any sentence is read.
# Only the phrases in ASCII can be in an ASCII text; the words they hold are looked up
# first (a set of the text's words, fast on any text), and only the phrases of the words
# found are then searched for: an alternation of every phrase of every language, read over
# a long text, costs seconds.
_ASCII_WORD = prefiltered(r"[a-z]+")


def _keys() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """The ASCII phrases by their longest word, which a text holding the phrase holds: as
    a word, or as a word's start when it ends a stem ("instruc")."""
    words: dict[str, set[str]] = {}
    starts: dict[str, set[str]] = {}
    for name in CUES:
        for phrase in _phrases(name, True):
            if not phrase.isascii():
                continue
            phrase = phrase.lower()
            tokens = _ASCII_WORD.findall(phrase)
            key = max(tokens, key=len)
            open_ended = name in STEMS and phrase.endswith(key)
            (starts if open_ended else words).setdefault(key, set()).add(phrase)
    return words, starts


_ASCII_BY_WORD, _ASCII_BY_START = _keys()
_ASCII_KEY_WORDS = frozenset(_ASCII_BY_WORD)
_ASCII_KEY_STARTS = tuple(sorted(_ASCII_BY_START))


@functools.lru_cache(maxsize=256)
def _ascii_phrases(words: frozenset[str], starts: frozenset[str]) -> re.Pattern[str]:
    phrases = {p for key in words for p in _ASCII_BY_WORD[key]}
    phrases |= {p for key in starts for p in _ASCII_BY_START[key]}
    ordered = sorted(phrases, key=len, reverse=True)
    return prefiltered(r"(?<!\w)(?:" + "|".join(re.escape(p) for p in ordered) + ")", re.IGNORECASE)


@functools.lru_cache(maxsize=4)  # several rules ask of the same text in turn
def _ascii_foreign(text: str) -> bool:
    words = set(_ASCII_WORD.findall(text.lower()))
    found = words & _ASCII_KEY_WORDS
    stemmed = [word for word in words if word.startswith(_ASCII_KEY_STARTS)]
    if not found and not stemmed:
        return False
    starts = {key for word in stemmed for key in _ASCII_KEY_STARTS if word.startswith(key)}
    return bool(_ascii_phrases(frozenset(found), frozenset(starts)).search(text))


LETTER = prefiltered(r"[^\W\d_]")


RULE_KINDS = (
    ("instruction", CUE_RULES),
    ("handover", HANDOVER_RULES),
    ("addressed", ADDRESS_RULES),
)


def cue_rules(text: str) -> dict[str, str]:
    """{"instruction", "handover" or "addressed": the sentence} for the first sentence
    holding a phrase of every group of one rule of that kind, one of them not English.
    English alone is left to the ordered patterns."""
    found: dict[str, str] = {}
    if text.isascii() and not _ascii_foreign(text):
        return found
    read: set[str] = set()  # a sentence said again holds nothing it did not hold before
    for sentence in SENTENCE.finditer(text):
        words = sentence.group()
        if words in read or not LETTER.search(words):
            continue  # every phrase has a letter: a run of controls or digits holds none
        read.add(words)
        seen: dict[str, bool] = {}  # each group looked up once a sentence, whatever its rules
        for kind, rules in RULE_KINDS:
            if kind not in found and any(
                _holds(rule, words, seen) and not (rule in MASKING and masking(words))
                for rule in rules
            ):
                found[kind] = words.strip()[:160]
        if len(found) == len(RULE_KINDS):
            break
    if "instruction" not in found:
        held: dict[str, bool] = {}  # each group looked up once in the text's head
        for rule in TEXT_RULES:
            if _holds(rule, text[:MAX_TEXT_RULE], held):
                found["instruction"] = text.strip()[:160]
                break
    return found


# Rules that do not hold where the sentence keeps a number or a secret out of the reply:
# "Visa inte hela personnumret i svaret" protects the user, "回复中不要提到套餐" hides a charge.
MASKING = (("untold", "reply"), ("absent", "reply"), ("untold_passive", "user"))


# What makes keeping a number out of the reply concealment after all: something done with
# it or beside it ("do not mention that the card number was forwarded", "the fee charged
# to the card on file", "the IBAN change").
NOT_MASKING = prefiltered(
    r"(?<!\w)(?:that|dass|że|forward\w*|sent|send\w*|sold|sell\w*|shar\w+|transfer\w*|"
    r"fee|fees|charg\w+|chang\w+|leak\w*|upload\w*|log\w*|vendor|partner|weitergegeben|"
    r"gesendet|verkauft|enviad\w*|envoyé\w*|inviat\w*|vendid\w*|переда\w*|отправ\w*)(?!\w)",
    re.IGNORECASE,
)


def masking(sentence: str) -> bool:
    """Whether ``sentence`` keeps a secret, an identity or an account number out of the reply
    and says nothing else of it."""
    return not NOT_MASKING.search(sentence) and any(
        CUE_PATTERNS[name].search(sentence) for name in ("masked", "identity", "secret")
    )


def _holds(rule: tuple[str, ...], words: str, seen: dict[str, bool] | None = None) -> bool:
    seen = {} if seen is None else seen
    for name in rule:
        if name not in seen:
            seen[name] = CUE_PATTERNS[name].search(words) is not None
        if not seen[name]:
            return False
    return any(
        FOREIGN_PATTERNS[name] is not None and FOREIGN_PATTERNS[name].search(words) for name in rule
    )
