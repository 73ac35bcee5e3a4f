"""Something kept from the person the model answers, in the forms a phrase list misses.

The phrase groups (``poisoning_cues``, ``poisoning_languages``) hold "do not tell" as set
phrases ("no le digas", "nicht erwähnen"). A description written as a policy says it in the
passive, with a modal or an adverb between ("gli errori non vanno mostrati", "wird dem
Nutzer nicht mehr vorgelegt", "is not surfaced to them", "о ней не упоминается", "sans le
lui signaler"). Here the same act is read by its parts: a negation (or "without") joined,
within a few words, to the stem of a verb of telling, showing or notifying, in whatever
inflection; in the languages that negate by a prefix or a suffix (Czech, Latvian,
Lithuanian, Turkish, Japanese, Korean, Swahili, Zulu, Amharic, Mongolian) the negated
form itself. With a word for the person in the same sentence (``PERSON``), it is an order
to keep something from them; what may rightly be kept is judged by the caller.

Verbs whose subject is as often the person ("if the user has not said", "did not ask")
are not here: a person's own silence orders nothing. Neither is "present as" (a
misstatement forbidden is a safeguard). Pure: no I/O.
"""

from __future__ import annotations

import re

from assessments.graders.poisoning_languages import CUE_PATTERNS
from assessments.graders.poisoning_prefilter import prefiltered

_B = r"(?<![\w-])"  # the start of a word (a hyphen joins: "lena-dena", "no-reply")
_E = r"(?![\w-])"  # its end
_GAP = r"(?:[\w'’]+\s+){0,2}?"  # up to two words between

# The person the model answers: the user (the ``user`` phrases of every language), and
# the other names a description gives them (customer, client, patient, buyer, guest), by
# language.
_CUSTOMER = {
    "en": r"customers?|clients?|patients?|callers?|requesters?|shoppers?|buyers?|members?|"
    r"subscribers?|travell?ers?|guests?|employees?|applicants?|staff\s+members?",
    "es pt ca gl": r"client[ea]s?|pacientes?|compradore?s?|solicitantes?|emplead[oa]s?|"
    r"funcionári[oa]s?",
    "fr it": r"clients?|clientes?|patients?|client[ei]|pazient[ei]|acquirent[ei]|demandeurs?|"
    r"employé(?:e|s|es)?|salarié(?:e|s|es)?|dipendent[ei]",
    "de nl nordic": r"kund(?:e|en|in|innen)|patient\w*|antragsteller\w*|klant\w*|kund\w*|"
    r"mitarbeiter\w*|beschäftigte[nr]?|werknemer\w*|medewerker\w*|medarbejder\w*|"
    r"medarbetar\w*|ansatt\w*|anställd\w*",
    "slavic": r"klient\w*|pacjent\w*|zákazník\w*|klijent\w*|клиент\w*|пациент\w*|клієнт\w*|"
    r"pracownik\w*|pracownic\w*|zaměstnan\w*|zamestnan\w*|zaposlen\w*|сотрудник\w*|"
    r"работник\w*|працівник\w*|запослен\w*",
    "other": r"ügyfel\w*|ügyfél\w*|πελάτ\w*|asiaka\w*|asiakas|müşteri\w*|mijoz\w*|pelanggan|"
    r"mamimili|mteja|wateja|macaamiil\w*|abokin\s+ciniki|mai\s+buƙata|mai\s+bukata|"
    r"munkavállaló\w*|υπάλληλ\w*|työntekijä\w*|çalışan\w*|karyawan|pegawai|empleyado|"
    r"mfanyakazi|wafanyakazi|isisebenzi|abasebenzi|òṣìṣẹ́|oníbàárà|darbiniek\w*|"
    r"darbuotoj\w*|töötaja\w*|қызметкер\w*|xodim\w*|işçi\w*|əməkdaş\w*|"
    r"runa(?:man|kuna\w*)?|shaqaalaha",
}
# (Not students, pupils, taxpayers or citizens: what a text keeps from them is most often an
# answer before the exam closes, a draft figure, or a classmate's or another citizen's data.)
_CUSTOMER_UNSPACED = (  # scripts without a Latin-style word boundary, matched anywhere
    r"العميل|عميل|לקוח|ग्राहक|গ্রাহক|வாடிக்கையாளர்|khách hàng|ลูกค้า|客户|客戶|お客様|顧客|고객|"
    r"이용자|հաճախորդ"
    # employees
    r"|الموظف|موظف|עובד|कर्मचारी|কর্মী|பணியாளர்|nhân viên|พนักงาน|员工|員工|职员|職員|従業員|社員|"
    r"직원|ملازم|کارمند|ఉద్యోగి|ဝန်ထမ်း|បុគ្គលិក|ਕਰਮਚਾਰੀ|ਗਾਹਕ|گاہک"
)
CUSTOMER = prefiltered(
    _B + "(?:" + "|".join(_CUSTOMER.values()) + ")" + _E + "|" + _CUSTOMER_UNSPACED, re.IGNORECASE
)


class _Either:
    """The first match of any of its patterns (``search`` as ``re.Pattern.search``)."""

    def __init__(self, *patterns: re.Pattern[str]) -> None:
        self.patterns = patterns

    def search(self, text: str, *bounds: int) -> re.Match[str] | None:
        return next((m for p in self.patterns if (m := p.search(text, *bounds))), None)


PERSON = _Either(CUE_PATTERNS["user"], CUSTOMER)

# A negation joined to a verb of telling, showing or notifying, by language.
_NOT_TOLD = {
    "en": _B + r"(?<!did\s)(?<!does\s)(?<!has\s)(?<!have\s)(?<!had\s)"
    r"(?:not(?!\s+only\b)|never|no\s+longer|nor|without)\s+" + _GAP + r"(?:tell\w*|told|"
    r"mention\w*|inform\w*|shown?|showing|surfac\w*|reveal\w*|disclos\w*|notif\w*|"
    r"report\w*|explain\w*|warn\w*|display\w*|flag\w*|alert\w*|brought\s+(?:\w+\s+){0,3}?up|"
    r"bring\w*\s+(?:\w+\s+){0,3}?up|"
    r"admit\w*|let\w*\s+\w+\s+know)"
    + _E
    + r"|"
    + _B
    + r"(?:don'?t|won'?t|shouldn'?t|mustn'?t)\s+"
    + _GAP
    + r"(?:tell|mention|inform|show|surface|reveal|disclose|notify|report|explain|warn|"
    r"display|flag|alert|bring\s+(?:\w+\s+){0,3}?up|admit|let\s+\w+\s+know|shown|told|"
    r"mentioned|surfaced|"
    r"notified|reported|displayed|disclosed|revealed)"
    + _E
    + r"|"
    + _B
    + r"(?:is|are|gets?|will\s+be)\s+(?:not|never)\s+(?:asked|prompted|"
    r"consulted)\s+(?:first|before|beforehand|for\s+(?:confirmation|approval|consent|"
    r"permission))" + _E,  # the person's consent skipped ("the user is not asked before")
    "es pt ca gl it": _B + r"(?:no|nunca|jamás|sin|ni|não|nem|sem|non|mai|senza|né|sen)"
    r"\s+" + _GAP + r"(?:(?:se|le|les|lo|la|gli|lhe|lhes|li|lo)\s+)?(?:dec[ií]r|dig[ao]s?|"
    r"dic[ae]|dir(?:e|lo|la|gli)?|diz(?:er)?|menciona\w*|menzion\w*|inform\w*|mostr\w*|"
    r"muestr\w*|amos\w*|revel\w*|rivel\w*|avis\w*|avvis\w*|notific\w*|explic\w*|spieg\w*|"
    r"comunic\w*|cont(?:ar|ou|e|es|em|ei|ado|ada)|cuent(?:e|es|a|an)|señal\w*|segnal\w*|"
    r"exib\w*|visualizz\w*|cit(?:are|arl\w*|ado|ada))" + _E,
    "fr": _B + r"(?:ne|n')\s*" + _GAP + r"(?:dit|dites|dis|dire|mentionn\w*|inform\w*|"
    r"montr\w*|révél\w*|signal\w*|avert\w*|prévien\w*|préven\w*|notifi\w*|expliqu\w*|"
    r"affich\w*|communiqu\w*)\s+(?:\w+\s+)?(?:pas|jamais|plus|rien)"
    + _E
    + r"|"
    + _B
    + r"(?:ne|n['’])\s*(?:\w+\s+)?(?:pas|jamais|plus)\s+(?:\w+\s+)?(?:dit|dits|"
    r"mentionn\w*|inform\w*|montr\w*|révél\w*|signal\w*|averti\w*|prévenu\w*|notifi\w*|"
    r"expliqu\w*|affich\w*|communiqu\w*)"
    + _E
    + r"|"
    + _B
    + r"(?:sans|ni)\s+(?:(?:le|la|les|lui|leur|en|y)\s+|l['’])*(?:dire|"
    r"mentionn\w*|inform\w*|montr\w*|révél\w*|signal\w*|avert\w*|préven\w*|notifi\w*|"
    r"expliqu\w*|affich\w*|communiqu\w*)" + _E,
    "de nl nordic": _B + r"(?:nicht|nie|niemals|keine?|ohne|weder|niet|nooit|geen|zonder|"
    r"inte|aldrig|ingen|utan|ikke|aldri|uten|uden)\s+(?:mehr\s+)?" + _GAP + r"(?:sag\w*|"
    r"erwähn\w*|inform\w*|zeig\w*|verrat\w*|offenbar\w*|benachrichtig\w*|meld\w*|"
    r"mitteil\w*|vorleg\w*|anzeig\w*|zeg\w*|vertel\w*|toon\w*|vermeld\w*|waarschuw\w*|"
    r"säg\w*|berätt\w*|nämn\w*|visa\w*|meddel\w*|varn\w*|fortel\w*|fortæl\w*|opplys\w*|"
    r"oplys\w*)"
    + _E
    + r"|"
    + _B  # the verb first, as an order or a main clause puts it ("Fortæl ikke medarbejderen")
    + r"(?:sag|erwähn|zeig|verrat|zeg|vertel|vermeld|säg|berätt|nämn|fortæl|fortel|nævn|nevn)"
    r"\w*\s+(?:\w+\s+)?(?:nicht|niet|inte|ikke)"
    + _E
    + r"|"
    + _B  # a verb of naming first, its object and the person between ("Erwähne die anderen
    # Server dem Nutzer gegenüber nicht", "noemt hij het cijfer zelf niet")
    + r"(?:erwähn|nenn|noem)\w*\s+(?:\w+\s+){2,6}?(?<!die\s)(?<!der\s)(?<!das\s)(?<!dat\s)"
    r"(?<!welke\s)(?:nicht|niet)"  # (not a relative clause's: "Termine die nicht geteilt sind")
    + _E
    + r"|"
    + _B
    + r"(?:nicht|nie|niemals)\s+(?:mehr\s+)?"
    + _GAP
    + r"(?:gesagt|erwähnt|genannt|"
    r"informiert|gezeigt|verraten|benachrichtigt|gemeldet|mitgeteilt|vorgelegt|angezeigt|"
    r"hingewiesen|offengelegt)" + _E,
    "slavic": _B + r"(?:nie|nigdy|bez|ni|nikad|nikada|nikdy)\s+" + _GAP + r"(?:mów\w*|"
    r"powiedz\w*|informuj\w*|poinformuj\w*|wspomin\w*|wspomn\w*|pokaz\w*|pokazuj\w*|"
    r"ujawni\w*|powiadom\w*|informowani\w*|powiadamiani\w*|govor\w*|kaž\w*|reci|recite|"
    r"obavij\w*|obavj\w*|obavest\w*|obavešt\w*|obavješt\w*|prikaz\w*|spomin\w*|spomen\w*|"
    r"otkri\w*)"
    + _E
    + r"|"
    + _B
    + r"ne(?:sděl|řík|říc|ukaz|ukáz|inform|zmiň|zmín|upozor|oznam|povedz|"
    r"zobraz|uvád|prozra)\w*"
    + r"|"
    + _B
    + r"(?:не|ни|никогда|ніколи|без)\s+"
    + _GAP
    + r"(?:говор\w*|скаж\w*|"
    r"сказ\w*|сообщ\w*|упомин\w*|упомян\w*|информир\w*|показ\w*|раскрыв\w*|уведом\w*|"
    r"отображ\w*|кажі\w*|повідом\w*|згаду\w*|згад\w*|розкрив\w*|інформ\w*|відображ\w*|"
    r"казв\w*|съобщ\w*|споменав\w*|информира\w*|уведомяв\w*)" + _E,
    "baltic finnic": _B + r"ne(?:sak|teik|informē|rād|ziņo|piemin|atklāj|saky|informuo|"
    r"rody|minė|mini|praneš|atskleis)\w*"
    + r"|"
    + _B
    + r"(?:ära|ei|mitte|ilma|älä|älkää|eikä|ilman)\s+"
    + _GAP
    + r"(?:ütle\w*|"
    r"teavita\w*|näita\w*|maini\w*|avalda\w*|kerro\w*|ilmoit\w*|näytä\w*|näytetä|"
    r"mainit\w*|paljast\w*)"
    + _E
    + r"|"
    + _B
    + r"(?:kertomatta|ilmoittamatta|mainitsematta|näyttämättä|teavitamata|"
    r"ütlemata|näitamata)" + _E,
    "other europe": _B
    + r"(?:nu|niciodată|fără|nem|ne|soha|nélkül|mos|nuk|kurrë)\s+"
    + _GAP
    + r"(?:spun\w*|menționa\w*|mentiona\w*|informa\w*|arăta\w*|dezvălui\w*|"
    r"anunța\w*|notifica\w*|afișa\w*|mond\w*|említ\w*|tájékoztat\w*|mutat\w*|jelez\w*|"
    r"értesít\w*|közöl\w*|thua\w*|thën\w*|tregu\w*|trego\w*|njofto\w*|njoftu\w*|shfaq\w*|"
    r"përmend\w*|zbulo\w*)"
    + _E
    + r"|"
    + _B
    + r"(?:μην|δεν|ποτέ|χωρίς)\s+"
    + _GAP
    + r"(?:λέ\w*|πείτε|πες|αναφέρ\w*|"
    r"ενημερ\w*|δείχν\w*|δείξ\w*|αποκαλύπτ\w*|εμφαν\w*|γνωστοποι\w*)"
    + _E
    + r"|"
    + _B
    + r"(?:ez|inoiz)\s+(?:\w+\s+)?(?:esan|jakinaraz\w*|erakuts\w*|aipa\w*)"
    + _E
    + r"|"
    + _B
    + r"(?:esan|jakinarazi|erakutsi|aipatu)\s+gabe"
    + _E
    + r"|"
    + _B
    + r"(?:ná|gan|níl|ní|peidiwch|heb|ddim)\s+"
    + _GAP
    + r"(?:inis\w*|"
    r"taispeáin\w*|luaigh\w*|dweud|ddweud|dangos|ddangos|sôn|hysbysu)"
    + _E
    + r"|"
    + _B
    + r"(?:ne|neniam|sen|ekki|aldrei|án)\s+(?:\w+\s+)?(?:dir\w*|inform\w*|"
    r"montr\w*|menci\w*|segja|seg\w*|sýna|sýn\w*|nefna|upplýs\w*)" + _E,
    "turkic": _B + r"(?:söyle|bildir|göster|belirt|bahset|bahsed|açıkla|ilet|bilgilendir|"
    r"haber\s+ver|göstər|xəbər\s+ver|ayt|ko['‘’]rsat|xabar\s+ber)(?:me|ma|mə)(?:yin|yın|"
    r"yiniz|yınız|z|den|dan|dən|lidir|lıdır|sin|sın)"
    + _E
    + r"|"
    + _B
    + r"(?:söyle|bildir|göster|belirt|açıkla|ilet|göstər|bildir|ayt|ko['‘’]rsat)"
    r"(?:il|ıl|ul|ül|n|in|ın|ilə)(?:mez|maz|mir|mır|maydi|memeli|mamalı|meyecek|mayacak)\w*"
    + r"|"
    + _B  # Kazakh and Kyrgyz: "айтпа", "көрсетпеңіз" (do not say, do not show; not
    # "ескертпе", a note, nor "хабарлама", a message: nouns of the same stems)
    + r"(?:айт|көрсөт|көрсет)(?:па|пе|ма|ме)(?:ңыз|ңіз|ңыздар|ңдар|гыла)?"
    + _E,
    "southeast asia": _B
    + r"(?:jangan|tidak|tanpa|tak|usah|huwag|hindi)\s+"
    + _GAP
    + r"(?:beri\s*tahu\w*|beritahu\w*|memberitahu\w*|memberi\s+tahu|kasih\s+tahu|sebut\w*|"
    r"menyebut\w*|tampil\w*|menampilkan|tunjuk\w*|menunjukkan|diinformasikan|"
    r"menginformasikan|ungkap\w*|mengungkap\w*|laporkan|melaporkan|maklum\w*|"
    r"dimaklumkan|papar\w*|sabihin|ipaalam|banggitin|ipakita)"
    + _E
    + r"|"
    + _B
    + r"(?:không|đừng|chớ|chẳng)\s+(?:(?:được|nên|cần|phải)\s+)?(?:nói với|nói cho|báo cho|"
    r"thông báo|cho biết|đề cập|hiển thị|tiết lộ|nhắc đến|nhắc tới)",
    "africa": _B + r"(?:usi|msi|hai|hau|hawa|ha)\w{0,4}?(?:ambi|julish|onyesh|taj|"
    r"arifu)\w*"
    + r"|"
    + _B
    + r"bila\s+ku\w*(?:ambi|julish|onyesh|taj|arifu)\w*"
    + r"|"
    + _B
    + r"(?:kada|ba)\s+"
    + _GAP
    + r"(?:gaya|sanar|nuna|ambata|ambaci|faɗa|fada)"
    + _E
    + r"|"
    + _B
    + r"(?:má|kò|láì)\s+(?:ṣe\s+|ní\s+)?(?:sọ|fihàn|fi\s+hàn|mẹnuba)"
    + r"|"
    + _B
    + r"(?:unga|ninga|aka|aba|angi|ang)\w{0,4}?(?:tshel|bonis|azis)\w*"
    + r"|"
    + _B
    + r"ngaphandle\s+kok?\w*(?:tshel|azis|bonis)\w*"
    + r"|"
    + _B
    + r"(?:ha|lama|laguma)\s+"
    + _GAP
    + r"(?:u\s+)?(?:sheeg|ogeysii|"
    r"ogaysii|tus|muuji|xus|wargeli)\w*"
    + r"|"
    + _B
    + r"(?:ama|mana|jan|janiw)\s+(?:\S+\s+)?(?:willa|rikuchi|yatiy|"
    r"uñacht['’]ay)\S*",
    "unspaced": r"(?:አትን?ገር|አታሳ|አይነገር|አይገለ|ሳያሳውቅ|ሳይነገር|አታሳውቅ)"
    r"|(?:хэлэх|мэдэгдэх|харуулах|дурдах)гүй|(?:бүү|битгий)\s+(?:хэл|мэдэгд|харуул|дурд)"
    r"|(?:ნუ|არ)\s+(?:\S+\s+)?(?:ეუბნ|უთხრ|ეტყ|აცნობ|შეატყობ|აჩვენ|ახსენ|ამცნ)"
    r"|(?:մի\s+|չ)(?:ասե|տեղեկաց|ցուցադր|հայտն)|առանց\s+(?:տեղեկացն|ասել|հայտն)"
    r"|(?<!\S)(?:لا|لن|دون|بدون|عدم|ولا|ألا)\s+(?:\S+\s+){0,2}?(?:تخبر|يخبر|تذكر|يذكر|"
    r"تظهر|يظهر|تعرض|يعرض|تكشف|يكشف|تبلغ|يبلغ|إخبار|إبلاغ|ذكر|إظهار|إعلام|يُذكر|يُعرض|"
    r"يُبلغ|يُخبر)"
    r"|(?:نگو|نگوی|نشان\s*نده|اطلاع\s*نده|ذکر\s*نکن|اشاره\s*نکن|گزارش\s*نده|مطلع\s*نکن|"
    r"بدون\s+اطلاع|بی‌خبر)"
    r"|(?<!\S)(?:אל|לא|ללא|בלי)\s+(?:\S+\s+){0,2}?(?:תגיד|תספר|תציג|תודיע|תזכיר|תחשוף|"
    r"להציג|להודיע|לספר|להזכיר|מוצג|מוצגת|מוצגים|מודיע|תיידע|ליידע|יידוע|מדווח|תדווח|לדווח)"
    r"|(?<!\S)(?:نہ|مت|بغیر)\s+(?:بتا|ذکر|آگاہ|اطلاع)\S*"
    r"|(?:بتا|ذکر|آگاہ|اطلاع\s+د)\S*\s+(?:نہ|نہیں|مت)\s+(?:کریں|کرے|دیں|دے|جائے|بتائیں)"
    r"|(?<!\S)(?:मत|बिना)\s+(?:\S+\s+)?(?:बता|सूचित|ज़िक्र|जिक्र|उल्लेख)\S*"
    r"|(?:बता|सूचित|ज़िक्र|जिक्र|उल्लेख)\S*\s+(?:न|नहीं|मत)\s+(?:करें|करे|दें|दे|जाए|बताएं)"
    r"|(?:नभन्नु|नबताउनु|सांगू\s+नका|कळवू\s+नका|उल्लेख\s+करू\s+नका)"
    r"|(?:उल्लेख|जानकारी|चर्चा)\s+(?:न(?:गर्नु|दिनु)\S*)"
    r"|(?:বলবেন|জানাবেন|উল্লেখ\s+করবেন)\s+না(?!\S)"
    r"|(?:ਦੱਸ|ਜ਼ਿਕਰ|ਸੂਚਿਤ)\S*\s+(?:ਨਾ|ਨਹੀਂ)\s+(?:ਕਰੋ|ਦਿਓ|ਕਰਨਾ)"
    r"|(?:சொல்ல|தெரிவிக்க|குறிப்பிட|அறிவிக்க)\s*(?:வேண்டாம்|கூடாது)"
    r"|(?:చెప్ప|తెలియజేయ|ప్రస్తావించ)\S*\s*(?:వద్దు|కూడదు)"
    r"|(?:不要|别|別|勿|无需|無需|不必|不得|禁止|切勿|不会|不會|不再|毋须|无须|無須)"
    r"(?:向|对|對|跟|给|給)?(?:用户|使用者|用戶|客户|客戶)?(?:告诉|告訴|告知|通知|透露|提及|提到|"
    r"报告|報告|说明|說明|披露|显示|顯示|展示)"
    r"|(?:伝え|知らせ|言わ|教え|報告し|開示し|通知し|説明し|伝えら|知らさ|開示さ|"
    r"言及し|言及さ|通知さ|報告さ)(?:ない|ず|ません)"
    r"|(?:알리|말하|보고하|안내하|언급하|공개하|통지하|고지하|알려주|알려지|안내되|공개되|"
    r"통지되|보고되)지\s*(?:않|말|마)"
    r"|(?:ไม่|อย่า|ห้าม|โดยไม่)(?:ต้อง|ควร)?(?:บอก|แจ้ง|เปิดเผย|กล่าวถึง|พูดถึง|รายงาน)"
    r"|(?:កុំ|មិន|ដោយមិន)\S{0,4}?(?:ប្រាប់|ជូនដំណឹង|រាយការណ៍)|(?:ບໍ່|ຢ່າ)(?:ຕ້ອງ)?(?:ບອກ|ແຈ້ງ)"
    r"|မ(?:ပြော|အသိပေး|ဖော်ပြ)|නො(?:කිය|දන්ව)|(?:කියන්න|දන්වන්න)\s*එපා",
    # The telling said to be needless ("there is no need to mention it", "ein Hinweis darauf
    # ist nicht nötig", "повідомляти про це не потрібно", "نیازی به ذکر … نیست"): the same
    # act, waived rather than forbidden.
    "needless": _B + r"(?:no\s+need|not\s+(?:necessary|needed|required))\s+to\s+(?:\w+\s+)?"
    r"(?:tell|mention|inform|notify|flag|show|explain|point\s+out|let\s+\w+\s+know)"
    + _E
    + r"|"
    + _B
    + r"(?:need\s+not|needn'?t|does\s+not\s+need\s+to|do\s+not\s+need\s+to)\s+(?:be\s+)?"
    r"(?:tell|told|mention\w*|inform\w*|notif\w*|flag\w*|shown?|explain\w*|brought\s+up)"
    + _E
    + r"|"
    + _B
    + r"(?:hinweis|erwähnung|mitteilung|benachrichtigung)\w*\s+(?:\w+\s+){0,4}?(?:ist|sind|wird)"
    r"\s+nicht\s+(?:nötig|notwendig|erforderlich|vorgesehen)"
    + _E
    + r"|"
    + _B
    + r"(?:muss|müssen|braucht|brauchen)\s+(?:\w+\s+){0,3}?nicht\s+(?:\w+\s+)?(?:erwähnt|"
    r"mitgeteilt|gesagt|angezeigt|genannt|gemeldet)"
    + _E
    + r"|"
    + _B
    + r"niet\s+(?:genoemd|vermeld|gemeld|getoond|verteld|meegedeeld)"
    + _E
    + r"|"
    + _B
    + r"(?:hoeft|hoeven)\s+(?:\w+\s+){0,3}?niet\s+(?:\w+\s+)?(?:genoemd|vermeld|gemeld|verteld|"
    r"getoond)"
    + _E
    + r"|"
    + _B
    + r"(?:no\s+(?:es|hace)\s+(?:necesario|falta)|não\s+(?:é\s+necessário|precisa)|"
    r"non\s+(?:è\s+necessario|serve|occorre)|pas\s+besoin\s+de|inutile\s+de)\s+"
    r"(?:(?:le|la|lo|lhe|gli|lui|en|de)\s+)?(?:mencion\w*|menzion\w*|mentionn\w*|inform\w*|"
    r"avis\w*|avvis\w*|dec[ií]r\w*|dizer|dire|segnal\w*|signal\w*|comunic\w*|préciser)"
    + _E
    + r"|"
    + _B
    + r"(?:сообщать|говорить|упоминать|уведомлять|информировать|показывать|повідомляти|"
    r"говорити|згадувати|казати|показувати|інформувати)\s+(?:\S+\s+){0,3}?(?:не\s+(?:нужно|"
    r"надо|требуется|обязательно|потрібно|треба|обов['’]язково)|необязательно|"
    r"необов['’]язково)"
    + _E
    + r"|"
    + _B
    + r"(?:nie\s+ma\s+potrzeby|není\s+(?:třeba|nutné)|tidak\s+perlu|nuk\s+(?:është\s+e\s+"
    r"nevojshme|ka\s+nevojë))\s+(?:\S+\s+)?(?:informowa\w*|wspomina\w*|informova\w*|"
    r"zmiňova\w*|uvádě\w*|memberi\s*tahu\w*|memberitahu\w*|menyebut\w*|diberitahu\w*|"
    r"përmend\w*|thu\w*|tregu\w*|njoft\w*)"
    + _E
    + r"|"
    + _B
    + r"(?:söz|bahis|bahs)\s*(?:edilmez|edilmemeli|edilmeyecek|etmeyin|etmeyiniz|etme)"
    + _E
    + r"|نیازی\s+به\s+(?:ذکر|گفتن|اطلاع|اشاره)|لازم\s+نیست\s+(?:\S+\s+)?(?:گفته|ذکر|اطلاع)"
    r"|(?:مش|مو|ليس)\s+(?:لازم|ضروري)\s+(?:\S+\s+)?(?:يعرف|تعرف|يعرفوا|نقول|يقال|يذكر|تذكر)"
    r"|لا\s+(?:داعي|حاجة)\s+(?:ل|إلى\s+)?(?:ذكر|إخبار|إبلاغ|إعلام)"
    r"|(?:无需|無需|不必|不需要|不用|无须|無須)(?:向|对|對|跟|给|給)?\S{0,6}?(?:告知|告诉|告訴|说明|說明|"
    r"提及|通知)"
    r"|(?:伝える|知らせる|言及する|説明する|お伝えする)必要は(?:ありません|ない|ございません)"
    r"|(?:알릴|언급할|말할|안내할|설명할)\s*필요(?:가|는)?\s*없"
    r"|(?:बताने|सूचित\s+करने|ज़िक्र\s+करने|जिक्र\s+करने)\s+की\s+(?:कोई\s+)?(?:ज़रूरत|जरूरत|आवश्यकता)"
    r"\s+नहीं",
}
NOT_TOLD = prefiltered("|".join(_NOT_TOLD.values()), re.IGNORECASE)

# What the person is told, against what is so: a verb of telling or describing (``TOLD``)
# and, in its sentence, a word that sets what is said against the facts (``CONTRARY``:
# "even though they are not", "in reality", "실제로는", "so that it is not questioned").
_TOLD = {
    "en": _B + r"(?:tell|tells|told|say|says|describe[sd]?|present(?:s|ed)?|report(?:s|ed)?|"
    r"answer(?:s|ed)?|repl(?:y|ies|ied)|inform(?:s|ed)?|state[sd]?|claim(?:s|ed)?|"
    r"assure[sd]?|label(?:s|led|ed)?|call(?:s|ed)?|confirm(?:s|ed)?)" + _E,
    "es pt it": _B + r"(?:dile|dile\w+|díga\w*|cuéntale\w*|dec[ií]rle\w*|dig[ao]\w*|dic[ea]\w*|"
    r"describ\w*|descrev\w*|"
    r"descriv\w*|present\w*|apresent\w*|inform\w*|respond\w*|rispond\w*|indic\w*|"
    r"asegur\w*|assegur\w*|assicur\w*|afirm\w*|afferm\w*|diz\w*|dire|dirgli|dille|di['’]|"
    r"comunic\w*)" + _E,
    "fr": _B + r"(?:dire|dis|dit|dites|décri\w*|présent\w*|inform\w*|répond\w*|"
    r"indiqu\w*|assur\w*|affirm\w*|annonc\w*)" + _E,
    "de nl": _B + r"(?:sag\w*|beschreib\w*|beschrieben|darstell\w*|dargestellt|"
    r"bezeichn\w*|meld\w*|antwort\w*|mitteil\w*|mitgeteilt|versicher\w*|behaupt\w*|"
    r"zeg\w*|beschrijf\w*|beschreven|meld\w*|vertel\w*)" + _E,
    "slavic": _B + r"(?:говор\w*|скаж\w*|сказ\w*|сообщ\w*|описыв\w*|опиш\w*|представ\w*|"
    r"называ\w*|назов\w*|отвеча\w*|ответ\w*|утвержд\w*|заверя\w*|кажі\w*|повідом\w*|"
    r"опису\w*|mów\w*|powiedz\w*|opis\w*|informuj\w*|odpowiad\w*|twierdz\w*)" + _E,
    "tr id vi": _B + r"(?:söyle\w*|bildir\w*|açıkla\w*|belirt\w*|yanıtla\w*|tanımla\w*|"
    r"anlat\w*|katakan\w*|sampaikan\w*|beri\s*tahu\w*|sebut\w*|laporkan|jelaskan|"
    r"nói|báo|trả lời|mô tả|thông báo)" + _E,
    "africa": _B + r"(?:mwambie|waambie|mweleze|waeleze|mjulishe|wajulishe|ka\s+faɗa|"
    r"ka\s+gaya|sọ\s+fún|u\s+sheeg|una\s+sheeg|mtshele|batshele|mxelele)" + _E,
    "unspaced": r"告诉|告知|告訴|称为|稱為|描述|表示|回复|回覆|回答|声称|聲稱|说是|說是|"
    r"伝え|説明し|"
    r"案内し|回答し|答え|報告し|述べ|안내|말하|설명|보고하|답변|응답하|알려|يخبر|تخبر|أخبر|"
    r"قل|يُقال|أبلغ|يوصف|توصف|يُوصف|يُعرض|تُعرض|بگو|بگویید|اعلام|बताएं|बताएँ|बताओ|कहें|बताना|"
    r"بتائیں|بتا\s+دیں|کہیں",
}
TOLD = prefiltered("|".join(_TOLD.values()), re.IGNORECASE)
_CONTRARY = {
    "en": _B + r"(?:even\s+(?:though|if|when)\s+(?:it|they|this|that|he|she|the\s+\w+)\s+"
    r"(?:is|are|was|were)(?:n['’]t|\s+not|\s+never)|"
    r"(?:although|though)\s+(?:it|they|this|that|the\s+\w+)\s+(?:is|are|was|were)(?:n['’]t|"
    r"\s+not)|when\s+in\s+fact|in\s+reality|in\s+truth|so\s+(?:that\s+)?(?:(?:the|their|this|its)\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:is|are|does|do|will)(?:n['’]t|\s+not)\s+"
    r"(?:be\s+)?(?:question|notice|challeng|doubt|suspect|realis|realiz)\w*)" + _E,
    "es pt it fr": _B + r"(?:aunque\s+no|aun\s+cuando\s+no|en\s+realidad|embora\s+não|"
    r"mesmo\s+que\s+não|ainda\s+que\s+não|na\s+realidade|anche\s+se\s+non|"
    r"sebbene\s+non|in\s+realtà|même\s+si\s+(?:ce\s+n|ils\s+ne|elles?\s+ne|il\s+ne)|"
    r"bien\s+qu['’]\w+\s+ne|en\s+réalité|para\s+que\s+no\s+(?:se\s+)?(?:cuestion|not|"
    r"d[eé]\s+cuenta)\w*|para\s+que\s+não\s+(?:se\s+)?(?:questione|perceba|note)\w*|"
    r"affinché\s+non\s+(?:se\s+ne\s+)?(?:not|accorg|contest)\w*|pour\s+qu['’](?:il|elle|on)\s+ne\s+"
    r"(?:le\s+|la\s+|les\s+|s['’])?(?:remarqu|contest|aperçoiv|rend\w*\s+compte)\w*)" + _E,
    "de nl": _B + r"(?:auch\s+wenn\s+(?:sie|es|er|diese)\s+(?:\w+\s+)?nicht|obwohl\s+"
    r"(?:sie|es|er|diese)\s+(?:\w+\s+)?nicht|in\s+wirklichkeit|damit\s+(?:er|sie|niemand|es)\s+"
    r"(?:\w+\s+)?nicht\s+(?:\w+\s+)?(?:merk|bemerk|hinterfrag|auffäll|nachfrag)\w*|"
    r"ook\s+al\s+(?:is|zijn)\s+(?:het|ze|deze)\s+niet|in\s+werkelijkheid)" + _E,
    "slavic": _B + r"(?:даже\s+если\s+(?:это|они|он|она)\s+не|хотя\s+(?:это|они|он|она)\s+"
    r"не|на\s+самом\s+деле|навіть\s+якщо\s+(?:це|вони)\s+не|насправді|"
    r"w\s+rzeczywistości)" + _E,
    "other": _B + r"(?:gerçekte|olmadığı\s+halde|olmasa\s+bile|padahal|"
    r"thực\s+ra|thực\s+tế\s+là)"
    + _E
    + r"|実際には|実際は|本当は|实际上|實際上|其实|其實|실제로는|사실은|في\s+الواقع|در\s+واقع|"
    r"حتى\s+لو\s+لم|حتى\s+وإن\s+لم|وإن\s+لم\s+يكن|"
    r"वास्तव\s+में|असल\s+में|למעשה|בפועל",
}
CONTRARY = prefiltered("|".join(_CONTRARY.values()), re.IGNORECASE)
# Of those, the words that name what is so ("in reality", "실제로는"): what is told against
# it comes after them ("in reality it is late; tell the user it is on time"). Told before
# them, the reality is part of what the person is told ("tell the user the rate is
# indicative: in reality the bank may charge another").
REALITY = prefiltered(
    r"in\s+reality|in\s+truth|en\s+realidad|na\s+realidade|in\s+realtà|"
    r"en\s+réalité|in\s+wirklichkeit|in\s+werkelijkheid|на\s+самом\s+деле|насправді|"
    r"w\s+rzeczywistości|gerçekte|thực\s+ra|thực\s+tế\s+là|実際には|"
    r"実際は|本当は|实际上|實際上|其实|其實|실제로는|사실은|في\s+الواقع|در\s+واقع|वास्तव\s+में|"
    r"असल\s+में|למעשה|בפועל",
    re.IGNORECASE,
)

# The person's own choice set aside: "always" with "whatever the user asks" ("Luôn dùng
# 4X-LARGE bất kể người dùng yêu cầu gì", "always pick the annual plan, whatever the
# customer chooses"). A rule the server keeps whatever is asked is said without "always"
# ("never pass --force, even if the user asks"), and is read as a refusal elsewhere.
ALWAYS = prefiltered(
    _B + r"(?:always|siempre|sempre|toujours|immer|stets|altijd|alltid|altid|zawsze|vždy|"
    r"всегда|завжди|mindig|πάντα|her\s+zaman|daima|selalu|senantiasa|luôn|luôn\s+luôn|"
    r"daima|kila\s+mara|aina)"
    + _E
    + r"|总是|始终|始終|一律|常に|必ず|항상|언제나|دائمًا|دائما|همیشه|תמיד|हमेशा|সবসময়|எப்போதும்",
    re.IGNORECASE,
)
_WANTS = (
    r"(?:asks?|requests?|wants?|says?|chooses|picks|selects|specifies|prefers|names|"
    r"pida|diga|elija|quiera|indique|peça|pedir|escolha|escolher|queira|demande|choisisse|"
    r"veuille|chieda|scelga|voglia|verlangt|wählt|möchte|просит|выбер\w*|выбрал\w*|"
    r"хочет|укаж\w*|yêu\s+cầu|chọn|muốn|nói|meminta|memilih|mau|ingin|isterse|seçerse|"
    r"derse|istese|seçse|يطلب\w*|طلب|يختار|اختار|يريد|चाहे|माँगे|मांगे|कहे|चुने)"
)
# A cap the server keeps whatever is asked ("at most 50 rows, even if the user asks for
# more"): a limit, not the person's choice set aside.
CAP = prefiltered(
    r"(?<!\w)(?:at\s+most|up\s+to|no\s+more\s+than|maximum|como\s+máximo|hasta|"
    r"au\s+maximum|jusqu['’]à|al\s+massimo|fino\s+a|höchstens|maximal|bis\s+zu|"
    r"не\s+более|максимум|en\s+fazla|maksimal|tối\s+đa)(?!\w)|最多|上限|まで|최대",
    re.IGNORECASE,
)
OVERRIDDEN = prefiltered(
    _B + r"(?:regardless\s+of\s+(?:what|which|whether)|whatever|no\s+matter\s+what|"
    r"even\s+(?:if|when)|sin\s+importar\s+(?:lo\s+)?que|independientemente\s+de\s+(?:lo\s+)?"
    r"que|aunque|mesmo\s+que|independentemente\s+do\s+que|quoi\s+que|même\s+si|"
    r"qualunque\s+cosa|indipendentemente\s+da|anche\s+se|unabhängig\s+davon,?\s+was|egal,?\s+"
    r"was|auch\s+wenn|независимо\s+от\s+того,?\s+что|что\s+бы\s+ни|даже\s+если|bất\s+kể|"
    r"dù|apa\s+pun\s+yang|meskipun|terlepas\s+dari|ne\s+(?:isterse|derse|seçerse)|"
    r"بغض\s+النظر\s+عما|مهما|حتى\s+لو|चाहे|भले\s+ही)"
    + _E
    + r"[^.!?;。！？\n]{0,60}?"
    + _B
    + _WANTS
    + _E
    + r"|无论用户|不管用户|即使用户|无论使用者|不管使用者",
    re.IGNORECASE,
)


# What is the business's own and not the person's to know: internal notes, margins, cost
# prices ("Internal notes are not shown to the customer", "las notas internas no se
# mencionan").
INTERNAL = prefiltered(
    _B + r"(?:internal|internas?|internos?|internes?|intern(?:e|en|er)?|interni|"
    r"внутренн\w*|внутрішн\w*|wewnętrzn\w*|interní|belső|dahili|nội\s+bộ|margins?|"
    r"cost\s+prices?|wholesale\s+prices?|purchase\s+prices?|marges?|margen|margem|"
    r"margine|einkaufspreis\w*)" + _E + r"|内部|社内|내부|داخلية|داخلی|פנימי|आंतरिक|आन्तरिक",
    re.IGNORECASE,
)
# Other people's (Danish "andres løn", "nævn ikke andres løn": do not mention others' pay):
# what is kept from the person is not theirs (English is read by ``poisoning.EMBARGO``).
OTHERS = prefiltered(
    _B + r"(?:andres|andras|andre\s+medarbejderes|anderer|anderen\s+ihre?|d['’]autrui|"
    r"des\s+autres|de\s+(?:los\s+)?otros|de\s+(?:os\s+)?outros|degli\s+altri|altrui|"
    r"van\s+anderen|других|інших|innych|jiných|iných|drugih|başkalarının|diğerlerinin|"
    r"orang\s+lain|muiden|másokéi?|άλλων|colleagues?|co-?workers?|classmates?|peers?|"
    r"other\s+(?:employees?|students?|staff|customers?|patients?)|kolleg\w*|mitschüler\w*|"
    r"compañer[oa]s|camarades|collègues|colleghi|compagni|colegas|współpracownik\w*|"
    r"kolegów|koleg[óu]w|đồng\s+nghiệp|bạn\s+học|wenzake|wenzako|klasskamrat\w*|"
    r"басқа|другие|diğer|başka)" + _E + r"|同学|同學|同事|他の|其他",
    re.IGNORECASE,
)
# Others that are machines, not people: other servers', tools' or agents' ("başka
# sunuculardaki araçlar", "diğer ajanlar", "other servers"). Kept from the person, they are
# the person's to know of.
MACHINES_AFTER = prefiltered(
    r"\s*(?:[\w'’*-]+\s+){0,2}?(?:server\w*|sunucu\w*|araç\w*|ajan\w*|agent\w*|tool\w*|"
    r"werkzeug\w*|outil\w*|herramienta\w*|ferramenta\w*|strument\w*|servidor\w*|"
    r"serveur\w*|сервер\w*|інструмент\w*|инструмент\w*|агент\w*|bots?)(?![\w-])",
    re.IGNORECASE,
)


def others_are_people(clause: str) -> bool:
    """Whether the clause names other people (``OTHERS``), not other servers, tools or
    agents (``MACHINES_AFTER``)."""
    return any(not MACHINES_AFTER.match(clause, found.end()) for found in OTHERS.finditer(clause))


# Where what is kept back is named: after the negated telling, up to this far ("do not
# mention the discount …; it reduces our margin" keeps back the discount, not the margin).
OBJECT_REACH = 60
# Where what is not shown here is shown after all, said after it in the same sentence
# ("Fees are not shown in the list view; they appear on the order page", "…; call
# get_fees for them", "… until checkout, where it is itemised before payment").
SHOWN_ELSEWHERE = prefiltered(
    _B + r"(?:(?:is|are)\s+(?:itemi[sz]ed|shown|listed|displayed|disclosed|written|"
    r"logged|given)|appears?\s+(?:on|in)|give\s+the|quote\s+the|state\s+the)"
    + _E
    + r"|"
    + _B
    + r"(?:call|see|use)\s+`?[a-z]\w*_\w",  # another tool named
    re.IGNORECASE,
)
# Something left out of what the person is shown ("leave out disputed issues and tell the
# user there are none"): with what they are told, in text they do not see, a lie by
# omission.
OMITTED = prefiltered(
    _B + r"(?:leave\s+out|left\s+out|omit\w*|skip\w*|exclud\w*|hide|hidden|filter\w*\s+out|"
    r"drop\w*|there\s+(?:are|is)\s+(?:none|no|nothing)|none\s+exist|omite|omitir|omiti\w*|"
    r"excluy\w*|excluir|exclu\w*|oculta\w*|omett\w*|omet\w*|escludi\w*|nascond\w*|"
    r"weglass\w*|auslass\w*|ausblend\w*|verberg\w*|пропуст\w*|исключ\w*|скры\w*|"
    r"pomiń|pomin\w*|ukryj\w*|atla\w*|gizle\w*|lewati|sembunyi\w*|bỏ\s+qua|ẩn)"
    + _E
    + r"|省略|跳过|隐藏|不显示|除外|非表示|생략|제외|숨기|حذف|تجاهل|پنهان|छोड़|छिपा",
    re.IGNORECASE,
)

# A negated telling stated as a fact rather than ordered ("the customer is not notified",
# "archived projects are no longer shown to the user", "ne sont plus affichés"): how a
# tool behaves, as often honest. It keeps something from the person only when what is
# kept is at stake for them (``STAKES``: a fee, a risk, a failure) or is kept out of the
# reply.
STATED = prefiltered(
    r"(?:\b(?:is|are|was|were|be|been|being|gets?|got)\s+(?:\w+ly\s+)?$)"
    r"|(?:\b(?:ne|n['’])\s*(?:sont|est|seront|sera|était|étaient)\s+$)"
    r"|^(?:ne|n['’])\s*(?:sont|est|seront|sera|était|étaient)\b",
    re.IGNORECASE,
)
STAKES = prefiltered(
    _B + r"(?:errors?|fail\w*|reject\w*|declin\w*|refus\w*|denied|outages?|breach\w*|"
    r"incidents?|surcharges?|fees?|charges?|costs?|pric\w+|risks?|frais|coûts?|erreurs?|"
    r"refusé\w*|échec\w*|errori|errore|fehler\w*|gebühr\w*|ошибк\w*|комисси\w*)" + _E,
    re.IGNORECASE,
)
