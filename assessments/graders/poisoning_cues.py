"""Tool-poisoning phrase groups in languages other than English, as data: for each group
(a verb to ignore, a word for earlier or all, a word for instructions, "do not tell", a
word for the user, …) the phrases of each language. ``poisoning_languages`` adds the
later forms and builds the patterns and rules from them."""

from __future__ import annotations

# Phrase groups, by language. Latin, Cyrillic, Greek, Arabic, Hebrew and Devanagari
# phrases match from a word start (a phrase may be a stem: "instruc" covers
# "instrucciones"); Chinese, Japanese and Korean phrases match anywhere.
BASE_CUES: dict[str, dict[str, str]] = {  # group: {language: phrases separated by |}
    "ignore": {  # to ignore, forget or set aside
        "es": "ignora|ignore|ignorar|olvida|olvide|descarta|omite|desatiende",
        "pt": "ignore|ignora|esqueça|esqueca|desconsidere|descarte",
        "fr": "ignore|ignorez|oublie|oubliez|ne tiens pas compte|ne tenez pas compte",
        "it": "ignora|ignorate|dimentica|dimenticate|trascura|non considerare",
        "de": "ignoriere|ignorier|vergiss|vergessen sie|missachte|beachte nicht",
        "nl": "negeer|vergeet",
        "pl": "zignoruj|ignoruj|zapomnij|pomiń",
        "ru": "игнорируй|проигнорируй|забудь|не обращай внимания|пренебреги",
        "uk": "ігноруй|проігноруй|забудь|не зважай",
        "tr": "yok say|görmezden gel|unut|dikkate alma",
        "id": "abaikan|lupakan|acuhkan",
        "vi": "bỏ qua|phớt lờ|quên",
        "sw": "puuza|sahau|usizingatie",
        "ar": "تجاهل|انس|اِنسَ|أهمل|لا تلتفت",
        "fa": "نادیده بگیر|فراموش کن|اعتنا نکن",
        "he": "התעלם|שכח|אל תתייחס",
        "hi": "अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल जा|भूलो|ignore karo|bhool jao|bhul jao",
        "ja": "無視|忘れ",
        "zh": "忽略|无视|忽视|忘记|忘掉|不要理会|不要遵守|忽視|忘記",
        "ko": "무시|잊어|잊으",
    },
    "earlier": {  # earlier, previous, all, the system's, other
        "es": "anterior|previa|previo|todas|todos|sistema|demás",
        "pt": "anterior|prévia|todas|todos|sistema|demais",
        "fr": "précédent|antérieur|toutes|tous|système|autres",
        "it": "precedent|tutte|tutti|sistema|altre",
        "de": "vorherig|früher|bisherig|alle|system|anderen",
        "nl": "eerdere|vorige|alle|systeem|andere",
        "pl": "poprzedni|wcześniejsz|wszystk|systemow|innych",
        "ru": "предыдущ|прежн|все|всех|систем|других",
        "uk": "попередн|всі|усі|систем|інших",
        "tr": "önceki|tüm|bütün|sistem|diğer",
        "id": "sebelumnya|semua|sistem|lainnya",
        "vi": "trước|tất cả|hệ thống",
        "sw": "awali|zote|mfumo|zilizopita",
        "ar": "السابقة|كل|جميع|النظام|الأخرى",
        "fa": "قبلی|همه|سیستم",
        "he": "הקודמות|הקודמים|כל|המערכת",
        "hi": "पिछले|पिछली|सभी|सारे|सिस्टम|pichhle|pichle|saare|sabhi",
        "ja": "以前|前の|これまで|上記|すべて|全て|他の|システム",
        "zh": "之前|以前|先前|上面|上述|所有|全部|其他|系统|系統",
        "ko": "이전|모든|기존|시스템|다른",
    },
    "instructions": {  # instructions, rules, guidance
        "es": "instruc|indicaciones|reglas|directrices|pautas|órdenes",
        "pt": "instruç|instruc|regras|orientaç|diretriz",
        "fr": "instruction|consignes|règles|directives",
        "it": "istruzion|regole|direttive|indicazioni",
        "de": "anweisung|instruktion|regeln|vorgaben|richtlinie",
        "nl": "instructie|regels|richtlijn|aanwijzing",
        "pl": "instrukcj|zasad|reguł|polece|wytyczn",
        "ru": "инструкци|указани|правил|ограничени",
        "uk": "інструкці|вказівк|правил|обмежен",
        "tr": "talimat|kural|yönerge",
        "id": "instruksi|perintah|aturan|petunjuk|arahan",
        "vi": "hướng dẫn|chỉ dẫn|quy tắc|chỉ thị",
        "sw": "maagizo|maelekezo|sheria",
        "ar": "التعليمات|تعليمات|الأوامر|القواعد|الإرشادات",
        "fa": "دستورالعمل|دستورات|قوانین|قواعد",
        "he": "הוראות|ההוראות|הנחיות|כללים",
        "hi": "निर्देश|नियम|आदेश|हिदायत|मार्गदर्शन|nirdesh",
        "ja": "指示|命令|ルール|指令|制約",
        "zh": "指令|指示|规则|規則|说明|提示|限制",
        "ko": "지시|명령|규칙|지침",
    },
    "untold": {  # do not tell or mention; without telling
        "es": (
            "no digas|no le digas|no informes|no menciones|no comuniques|no reveles|no avises|"
            "no muestres|sin decir|sin informar|sin avisar"
        ),
        "pt": (
            "não diga|não conte|não informe|não mencione|não revele|não avise|não mostre|"
            "sem avisar|sem informar|sem dizer"
        ),
        "fr": (
            "ne dis pas|ne dites pas|ne mentionne pas|ne mentionnez pas|ne signale pas|"
            "ne révèle pas|sans prévenir|sans informer|sans dire"
        ),
        "it": (
            "non dire|non dirlo|non informare|non menzionare|non rivelare|non avvisare|"
            "senza avvisare|senza informare|senza dire|nascondi"
        ),
        "de": (
            "nicht mitteilen|nicht erwähnen|nicht sagen|nichts sagen|nichts erzählen|"
            "nicht verraten|ohne zu informieren|verschweige|verheimliche"
        ),
        "nl": "niet vertellen|vertel niet|meld niet|niet melden|zonder te melden|verzwijg",
        "pl": (
            "nie mów|nie informuj|nie wspominaj|nie ujawniaj|bez informowania|bez wiedzy|"
            "zatajaj|ukryj"
        ),
        "ru": (
            "не сообщай|не говори|не рассказывай|не упоминай|не показывай|не информируй|"
            "без ведома|скрой|утаи|держи в тайне|не сообщать|не упоминать|не говорить|"
            "не рассказывать"
        ),
        "uk": "не повідомляй|не кажи|не розповідай|не згадуй|не показуй|без відома|приховай",
        "tr": "söyleme|bildirme|bahsetme|haber verme|haberi olmadan|gizle",
        "id": (
            "jangan beri tahu|jangan beritahu|jangan memberi tahu|jangan katakan|"
            "jangan sebutkan|jangan bilang|jangan tunjukkan|tanpa memberi tahu|"
            "tanpa sepengetahuan"
        ),
        "vi": (
            "đừng nói|không nói cho|đừng cho|không cho|đừng thông báo|không thông báo|đừng đề cập|"
            "không đề cập|không nhắc|đừng nhắc"
        ),
        "sw": "usimwambie|usimjulishe|usitaje|bila kumwambia|bila kumjulisha",
        "ar": "لا تخبر|لا تُخبر|لا تذكر|لا تُعلم|لا تعلم|دون إخبار|دون علم|بدون علم|لا تبلغ",
        "fa": "نگو|اطلاع نده|ذکر نکن|بدون اطلاع|اشاره نکن",
        "he": "אל תספר|אל תגיד|אל תזכיר|אל תודיע|בלי לספר|מבלי לספר|מבלי ליידע",
        "hi": (
            "मत बताना|मत बताओ|मत बताएं|न बताएं|ना बताएं|नहीं बताना|ज़िक्र मत|जिक्र मत|छिपाएं|"
            "छुपाएं|छुपाओ|छिपाओ|बिना बताए|mat batana|mat batao|na batana|mat bolna|"
            "bina bataye|chhupa|chupa|na bataye|na batayen|kabhi na bata|mat bataye|"
            "mat batayen|उल्लेख न करें|उल्लेख मत|ज़िक्र न करें|जिक्र न करें"
        ),
        "ja": (
            "伝えない|知らせない|言わない|教えない|伝えず|知らせず|言わず|報告しない|"
            "開示しない|見せない|通知しない|秘密に|内緒|触れない|言及しない"
        ),
        "zh": (
            "不要告诉|不要告知|不要通知|不要提及|不要透露|别告诉|不告诉|隐瞒|不要告訴|"
            "別告訴|隱瞞|不要提到|勿告知|不要让"
        ),
        "ko": "알리지|말하지|보고하지|언급하지|밝히지",
    },
    "user": {  # the user
        "en": "user",
        "es": "usuari",
        "pt": "usuári|utilizador",
        "fr": "utilisat",
        "it": "utent",
        "de": "benutzer|nutzer|anwender",
        "nl": "gebruiker",
        "pl": "użytkownik",
        "ru": "пользовател",
        "uk": "користувач",
        "tr": "kullanıcı",
        "id": "pengguna",
        "vi": "người dùng",
        "sw": "mtumiaji|watumiaji",
        "ar": "مستخدم",
        "fa": "کاربر",
        "he": "משתמש",
        "hi": "उपयोगकर्ता|यूज़र|यूजर",
        "ja": "ユーザー|ユーザ|利用者",
        "zh": "用户|用戶|使用者",
        "ko": "사용자|유저",
    },
    "unasked": {  # without asking or confirming
        "es": (
            "sin confirmación|sin pedir|sin preguntar|sin consultar|no es necesario pedir|"
            "no hace falta pedir|no hace falta preguntar|no pidas confirmación"
        ),
        "pt": (
            "sem confirmação|sem perguntar|sem pedir|sem consultar|não é preciso pedir|"
            "não precisa pedir|não peça confirmação"
        ),
        "fr": (
            "sans confirmation|sans demander|sans consulter|pas besoin de demander|"
            "inutile de demander|ne demande pas de confirmation"
        ),
        "it": (
            "senza conferma|senza chiedere|salta la conferma|salta ogni conferma|"
            "non serve chiedere|non chiedere conferma|non occorre chiedere"
        ),
        "de": (
            "ohne bestätigung|ohne rückfrage|ohne nachzufragen|ohne zu fragen|"
            "nicht nötig zu fragen|keine rückfrage|frag nicht nach"
        ),
        "nl": "zonder bevestiging|zonder te vragen|niet nodig om te vragen|vraag geen bevestiging",
        "pl": "bez potwierdzenia|bez pytania|nie pytając",
        "ru": "без подтверждения|без запроса|не спрашивая",
        "uk": "без підтвердження|не питаючи",
        "tr": "onay almadan|onay istemeden|sormadan|onaysız",
        "id": "tanpa konfirmasi|tanpa bertanya|tanpa meminta",
        "vi": "không cần xác nhận|không hỏi|bỏ qua xác nhận",
        "sw": "bila uthibitisho|bila kuuliza",
        "ar": "دون تأكيد|بدون تأكيد|دون سؤال|دون طلب",
        "fa": "بدون تأیید|بدون تایید|بدون پرسیدن",
        "he": "ללא אישור|בלי אישור|בלי לשאול|מבלי לשאול",
        "hi": (
            "बिना पुष्टि|बिना पूछे|पुष्टि के बिना|bina puche|bina pooche|"
            "puchne ki zarurat nahi|poochne ki zaroorat nahi|पूछने की ज़रूरत नहीं|"
            "पूछने की जरूरत नहीं"
        ),
        "ja": "確認なしで|確認せずに|確認不要|承認なしで|許可なく",
        "zh": "无需确认|不需要确认|无需询问|不必确认|跳过确认|無需確認|不用确认",
        "ko": "확인 없이|확인하지 않고|묻지 않고|승인 없이",
    },
    "outranks": {  # takes precedence over
        "en": "outrank|take precedence|takes precedence|take priority over|takes priority over",
        "es": "prevalece|tiene prioridad|por encima de|valen más|vale más|gana este servidor",
        "pt": "prevalece|tem prioridade|acima d|valem mais|vale mais|vence este servidor",
        "fr": (
            "prime sur|priment sur|a priorité|ont priorité|au-dessus d|valent plus|vaut plus|"
            "ce serveur l'emporte"
        ),
        "it": (
            "prevale|prevalgono|ha la priorità|hanno la priorità|al di sopra d|valgono più|"
            "vale più|vince questo server|vince il server"
        ),
        "de": (
            "hat vorrang|haben vorrang|vorrangig vor|steht über|stehen über|gelten mehr|"
            "gilt mehr|gewinnt dieser server"
        ),
        "nl": "heeft voorrang|hebben voorrang|gaat voor|gaan voor",
        "pl": "ma pierwszeństwo|mają pierwszeństwo|nadrzędn|ważniejsz",
        "ru": "имеет приоритет|имеют приоритет|важнее|выше указаний|главнее",
        "uk": "має пріоритет|мають пріоритет|важливіш|головніш",
        "tr": "önceliklidir|önceliği var|üstündür",
        "el": "έχουν προτεραιότητα έναντι|έχει προτεραιότητα έναντι|υπερισχύει|υπερισχύουν",
        "id": "lebih diutamakan|lebih penting dari|mengesampingkan",
        "vi": "được ưu tiên hơn|ưu tiên hơn|quan trọng hơn",
        "sw": "ina kipaumbele|zina kipaumbele",
        "ar": "لها الأولوية|له الأولوية|تتقدم على|أعلى من|تعلو على",
        "fa": "اولویت دارد|اولویت دارند|مهم‌تر از|بالاتر از",
        "he": "גוברות על|גובר על|עדיפות על|קודמות ל",
        "hi": "प्राथमिकता|से ऊपर|ज़्यादा ज़रूरी|zyada important",
        "ja": "より優先|優先され|優先する",
        "zh": "优先于|優先於|高于|凌驾",
        "ko": "보다 우선|우선합니다|우선한다|우선순위가 높",
    },
    "over_whom": {  # what it is ranked above (the user's and instructions' words are added below)
        "en": "user|system|instruction|other tool|other server",
    },
    "obey_only": {  # follow or obey only this
        "es": "obedece solo|sigue solo|sigue únicamente|solo obedece",
        "pt": "obedeça apenas|siga apenas|siga somente|só obedeça",
        "fr": "obéis uniquement|suis uniquement|n'obéis qu|obéissez uniquement",
        "it": "segui solo|obbedisci solo|segui soltanto|obbedisci soltanto|segui unicamente",
        "de": "befolge nur|gehorche nur|folge nur|nur noch diesem",
        "nl": "volg alleen|gehoorzaam alleen|luister alleen",
        "pl": "słuchaj tylko|wykonuj tylko|stosuj się tylko",
        "ru": "следуй только|подчиняйся только|слушай только|только этому",
        "uk": "слідуй лише|слухай лише|підкоряйся лише|лише цьому",
        "tr": "yalnızca bu|sadece bu sunucu|sadece bu araç",
        "id": "hanya ikuti|hanya patuhi|patuhi hanya|ikuti hanya",
        "vi": "chỉ tuân theo|chỉ làm theo|chỉ nghe theo",
        "sw": "fuata tu|tii tu",
        "ar": "اتبع فقط|أطع فقط|فقط اتبع|فقط أطع",
        "fa": "فقط از این|فقط پیروی",
        "he": "ציית רק|רק לשרת|פעל רק",
        "hi": "केवल इसी|सिर्फ इसी|sirf isi|sirf is server|sirf is tool",
        "ja": "だけに従|のみに従|だけを使",
        "zh": "只服从|只听从|只遵循|只遵守|仅遵循",
        "ko": "만 따르|만 따라",
    },
    "other_server": {  # another server
        "en": "another server|other server|other connected server|another connected server|"
        "other mcp server|another mcp server",
        "es": "otro servidor|otros servidores",
        "pt": "outro servidor|outros servidores",
        "fr": "autre serveur|autres serveurs",
        "it": "altro server|altri server",
        "de": "anderen server|andere server|anderer server",
        "nl": "andere server",
        "pl": "innego serwera|inny serwer|innych serwerów",
        "ru": "другого сервера|другой сервер|других серверов",
        "uk": "іншого сервера|інший сервер|інших серверів",
        "tr": "başka sunucu|diğer sunucu",
        "id": "server lain",
        "vi": "máy chủ khác",
        "sw": "seva nyingine",
        "ar": "خادم آخر|خوادم أخرى",
        "fa": "سرور دیگر",
        "he": "שרת אחר|שרתים אחרים",
        "hi": "दूसरे सर्वर|अन्य सर्वर|doosre server",
        "ja": "他のサーバー|別のサーバー",
        "zh": "其他服务器|其他伺服器|别的服务器",
        "ko": "다른 서버",
    },
    "instead": {  # instead of
        "en": "instead",
        "es": "en lugar de|en vez de",
        "pt": "em vez de|em lugar de",
        "fr": "au lieu de|à la place de",
        "it": "invece di|al posto di",
        "de": "anstatt|statt",
        "nl": "in plaats van",
        "pl": "zamiast",
        "ru": "вместо",
        "uk": "замість",
        "tr": "yerine",
        "id": "alih-alih|daripada",
        "vi": "thay vì",
        "sw": "badala ya",
        "ar": "بدلاً من|بدلا من",
        "fa": "به جای",
        "he": "במקום",
        "hi": "के बजाय|की जगह|ki jagah",
        "ja": "代わりに",
        "zh": "而不是|取代|代替",
        "ko": "대신",
    },
    "handover": {  # send, put, include, attach
        "es": "envía|envia|incluye|pon|pega|añade|adjunta|copia",
        "pt": "envie|inclua|coloque|cole|adicione|anexe",
        "fr": "envoie|envoyez|inclus|incluez|mets|mettez|ajoute|ajoutez|colle|joins",
        "it": "invia|includi|inserisci|metti|aggiungi|allega|incolla",
        "de": "sende|schicke|füge|kopiere|hänge|übergib|trage",
        "nl": "stuur|verstuur|voeg|plak|kopieer|zet",
        "pl": "wyślij|dołącz|wklej|dodaj|wstaw",
        "ru": "отправь|вставь|добавь|приложи|скопируй|передай",
        "uk": "надішли|встав|додай|передай|скопіюй",
        "tr": "gönder|ekle|yapıştır|koy",
        "id": "kirim|kirimkan|sertakan|tempel|masukkan|tambahkan|lampirkan",
        "vi": "gửi|thêm|dán|đính kèm|chèn",
        "sw": "tuma|ongeza|bandika|weka|ambatisha",
        "ar": "أرسل|ارسل|أضف|الصق|ضع|أرفق|انسخ",
        "fa": "بفرست|ارسال کن|اضافه کن|بچسبان|قرار بده|بگذار",
        "he": "שלח|הוסף|הדבק|צרף|העתק",
        "hi": "भेजें|भेजो|डालें|डालो|जोड़ें|जोड़ो|चिपकाएं|daalo|bhejo",
        "ja": "送信|送って|入れて|含めて|添付|貼り付け|追加して",
        "zh": "发送|發送|附上|加入|放入|粘贴|貼上|填入|一并|一併",
        "ko": "보내|넣어|첨부|붙여|추가해",
    },
    "source": {  # where secrets are taken from: the browser, saved, the environment
        "en": "browser|saved|stored|environment variables",
        "es": "navegador|guardad|variables de entorno",
        "pt": "navegador|salvas|salvos|armazenad|variáveis de ambiente",
        "fr": "navigateur|enregistré|variables d'environnement",
        "it": "salvat|variabili d'ambiente",
        "de": "gespeichert|umgebungsvariablen",
        "nl": "opgeslagen|omgevingsvariabelen",
        "pl": "przeglądar|zapisan|zmienne środowiskowe",
        "ru": "браузер|сохранённ|сохраненн|переменные окружения|переменные среды",
        "uk": "браузер|збережен|змінні середовища",
        "tr": "tarayıcı|kayıtlı|kaydedilmiş|ortam değişkenleri",
        "id": "peramban|tersimpan|variabel lingkungan",
        "vi": "trình duyệt|đã lưu|biến môi trường",
        "sw": "kivinjari|zilizohifadhiwa",
        "ar": "المتصفح|المحفوظة|متغيرات البيئة",
        "fa": "مرورگر|ذخیره|متغیرهای محیطی",
        "he": "הדפדפן|השמורות|משתני סביבה",
        "hi": "ब्राउज़र|ब्राउजर|सहेजे|सेव",
        "ja": "ブラウザ|保存され|環境変数",
        "zh": "浏览器|瀏覽器|保存的|已保存|环境变量",
        "ko": "브라우저|저장된|환경 변수",
    },
    "secret": {  # passwords, tokens, cookies, credentials
        "en": "cookie|password|token|credential",
        "es": "contraseña|credencial|clave",
        "pt": "senha|credencia|chave",
        "fr": "mot de passe|mots de passe|identifiant|jeton",
        "it": "credenzial|chiav",
        "de": "passwort|passwörter|kennwort|zugangsdaten",
        "nl": "wachtwoord|inloggegevens",
        "pl": "hasł|dane logowania|ciasteczk",
        "ru": "парол|токен|куки",
        "uk": "парол|токен|куки",
        "tr": "şifre|parola|çerez",
        "id": "kata sandi|kredensial",
        "vi": "mật khẩu|thông tin đăng nhập",
        "sw": "nenosiri|nywila|vidakuzi",
        "ar": "كلمات المرور|كلمة المرور|بيانات الاعتماد|ملفات تعريف الارتباط",
        "fa": "رمز عبور|گذرواژه|کوکی",
        "he": "סיסמ|עוגיות",
        "hi": "पासवर्ड|टोकन|कुकी",
        "ja": "パスワード|トークン|クッキー|認証情報",
        "zh": "密码|密碼|令牌|凭据|憑證",
        "ko": "비밀번호|토큰|쿠키",
    },
    "conversation": {  # the conversation
        "en": "conversation|chat history",
        "es": "conversación",
        "pt": "conversa",
        "fr": "conversation",
        "it": "conversazion|cronologia",
        "de": "unterhaltung|gespräch|chatverlauf",
        "nl": "gesprek",
        "pl": "rozmow",
        "ru": "разговор|переписк|диалог",
        "uk": "розмов|переписк",
        "tr": "konuşma|sohbet",
        "id": "percakapan|obrolan",
        "vi": "cuộc trò chuyện|hội thoại",
        "sw": "mazungumzo",
        "ar": "محادثة|المحادثة",
        "fa": "گفتگو",
        "he": "השיחה",
        "hi": "बातचीत|वार्तालाप",
        "ja": "会話|チャット履歴",
        "zh": "对话|對話|聊天记录|聊天記錄",
        "ko": "대화",
    },
    "whole": {  # whole, complete, all of it
        "en": "whole|entire|full|complete",
        "es": "completa|entera|toda",
        "pt": "completa|inteira|toda",
        "fr": "complète|entière|toute",
        "it": "completa|intera|tutta",
        "de": "gesamte|vollständig|ganze",
        "nl": "volledige|hele",
        "pl": "cał",
        "ru": "весь|всю|полностью|целиком",
        "uk": "весь|всю|повністю",
        "tr": "tüm|tamamı",
        "id": "seluruh",
        "vi": "toàn bộ",
        "sw": "yote|nzima",
        "ar": "كاملة|كامل|بالكامل",
        "fa": "کامل",
        "he": "כל",
        "hi": "पूरी|पूरा|सारी",
        "ja": "全体|すべて|全部",
        "zh": "完整|全部",
        "ko": "전체|모든",
    },
}
