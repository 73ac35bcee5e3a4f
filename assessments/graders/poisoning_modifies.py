"""Verbs that change what they act on (change, update, modify, set, edit, rename, move,
assign, approve, reset, restart, install, apply, replace, adjust), in the third person a
description opens with, by language: a tool annotated read-only whose first clause acts
so contradicts its annotation. English is read by the annotation rules' own verbs; here are
the forty-odd other languages MCP servers are described in. Creating and adding are left
out ("creates a preview", "adds up the totals" read), and so are verbs that as often turn
a text into another ("setzt weiche Trennstriche", "लिपि में बदलता है"). Pure data.
"""

from __future__ import annotations

import re

from assessments.graders.poisoning_prefilter import prefiltered

_MODIFIES = {
    "es": "actualiza|modifica|edita|renombra|mueve|asigna|aprueba|restablece|reinicia|"
    "instala|reemplaza|sustituye",
    "pt": "altera|atualiza|modifica|edita|renomeia|atribui|aprova|redefine|"
    "reinicia|instala|substitui",
    "ca gl": "canvia|actualitza|estableix|reanomena|mou|assigna|aprova|restableix|"
    "instal·la|substitueix",
    "fr": "modifie|met à jour|définit|édite|renomme|déplace|attribue|approuve|"
    "réinitialise|redémarre|installe|remplace",
    "it": "modifica|aggiorna|rinomina|sposta|assegna|approva|reimposta|"
    "riavvia|installa|sostituisce",
    "de": "ändert|aktualisiert|modifiziert|bearbeitet|benennt|verschiebt|genehmigt|"
    "installiert|ersetzt",
    "nl": "wijzigt|verandert|hernoemt|verplaatst|herstart|installeert|vervangt",
    "sv no da": "ändrar|uppdaterar|flyttar|tilldelar|godkänner|återställer|installerar|"
    "ersätter|justerar|endrer|oppdaterer|tildeler|godkjenner|tilbakestiller|installerer|"
    "erstatter|ændrer|opdaterer|godkender|nulstiller|genstarter",
    "pl": "zmienia|aktualizuje|modyfikuje|ustawia|edytuje|przenosi|przypisuje|zatwierdza|"
    "resetuje|restartuje|instaluje|zastępuje|dostosowuje",
    "cs sk": "mění|změní|upravuje|upraví|nastavuje|nastaví|přejmenuje|přesouvá|přesune|"
    "přiřazuje|schvaluje|schválí|nahrazuje|nahradí|mení|zmení|presúva|priraďuje|schvaľuje|"
    "reštartuje|inštaluje|nahrádza",
    "hu": "módosítja|megváltoztatja|frissíti|beállítja|átnevezi|áthelyezi|hozzárendeli|"
    "jóváhagyja|visszaállítja|újraindítja|telepíti|lecseréli|kicseréli",
    "ro": "modifică|schimbă|actualizează|setează|editează|redenumește|mută|atribuie|aprobă|"
    "resetează|repornește|instalează|înlocuiește|ajustează",
    "el": "αλλάζει|ενημερώνει|τροποποιεί|ορίζει|μετονομάζει|μετακινεί|αναθέτει|εγκρίνει|"
    "επαναφέρει|επανεκκινεί|εγκαθιστά|αντικαθιστά|προσαρμόζει",
    "tr az": "değiştirir|günceller|düzenler|taşır|onaylar|sıfırlar|kurar|uygular|dəyişdirir|"
    "yeniləyir|quraşdırır|köçürür|təsdiqləyir",
    "ru uk bg": "изменяет|меняет|обновляет|устанавливает|редактирует|переименовывает|"
    "перемещает|назначает|одобряет|утверждает|сбрасывает|перезапускает|применяет|заменяет|"
    "корректирует|змінює|оновлює|встановлює|редагує|перейменовує|переміщує|призначає|"
    "схвалює|затверджує|скидає|перезапускає|застосовує|замінює|променя|актуализира|"
    "задава|редактира|преименува|премества|назначава|одобрява|нулира|рестартира|"
    "инсталира|заменя",
    "sr hr sl": "mijenja|menja|мења|ажурира|ažurira|postavlja|поставља|uređuje|preimenuje|"
    "premješta|premešta|dodjeljuje|dodeljuje|odobrava|одобрава|resetira|resetuje|instalira|"
    "zamjenjuje|zamenjuje|spremeni|spreminja|posodobi|nastavi|premakne|dodeli|odobri|"
    "ponastavi|namesti|zamenja",
    "lt lv et fi": "keičia|pakeičia|atnaujina|nustato|redaguoja|pervadina|perkelia|"
    "priskiria|patvirtina|atstato|įdiegia|maina|izmaina|atjaunina|iestata|rediģē|pārdēvē|"
    "pārvieto|piešķir|apstiprina|atiestata|restartē|instalē|aizstāj|muudab|uuendab|"
    "värskendab|määrab|teisaldab|kinnitab|lähtestab|taaskäivitab|paigaldab|asendab|"
    "muuttaa|päivittää|asettaa|muokkaa|nimeää|siirtää|määrittää|hyväksyy|nollaa|asentaa|"
    "korvaa",
    "id ms tl": "mengubah|memperbarui|menyunting|mengedit|memindahkan|"
    "menugaskan|menyetujui|mereset|menginstal|memasang|menerapkan|mengganti|menukar|"
    "mengemas kini|binabago|inililipat|inaaprubahan",
    "vi": "thay đổi|cập nhật|sửa đổi|chỉnh sửa|đổi tên|di chuyển|phê duyệt|đặt lại|"
    "khởi động lại|cài đặt|áp dụng|thay thế|điều chỉnh",
    "sw zu so ha": "inabadilisha|hubadilisha|husasisha|inasasisha|inahamisha|inaidhinisha|"
    "inasakinisha|iyashintsha|ibuyekeza|ihambisa|igunyaza|beddelaa|beddeshaa|"
    "cusboonaysiiyaa|yana canza|tana canza|yana sabunta",
    "sq is ga cy eu eo": "ndryshon|përditëson|zhvendos|miraton|instalon|zëvendëson|breytir|"
    "uppfærir|stillir|færir|samþykkir|athraíonn|nuashonraíonn|socraíonn|yn newid|"
    "yn diweddaru|aldatzen du|eguneratzen du|ezartzen du|ŝanĝas|ĝisdatigas|agordas|movas|"
    "aprobas|instalas|anstataŭigas",
    "kk uz mn": "өзгертеді|жаңартады|орнатады|ауыстырады|бекітеді|o'zgartiradi|"
    "oʻzgartiradi|o‘zgartiradi|yangilaydi|o'rnatadi|ko'chiradi|tasdiqlaydi|өөрчилнө|"
    "өөрчилдөг|шинэчилнэ|тохируулна",
    "ka hy": "ცვლის|შეცვლის|განაახლებს|აყენებს|ადგენს|გადაიტანს|ამტკიცებს|փոխում է|"
    "թարմացնում է|փոփոխում է|սահմանում է|տեղափոխում է|հաստատում է|տեղադրում է",
    "ar fa he": "يغيّر|يغير|يحدّث|يعدّل|يعدل|يضبط|يعيّن|ينقل|يوافق على|يعيد تعيين|يعيد تشغيل|"
    "يثبّت|يطبّق|يستبدل|تغيّر|تعدّل|تغییر می‌دهد|به‌روز می‌کند|ویرایش می‌کند|تنظیم می‌کند|"
    "جابه‌جا می‌کند|تأیید می‌کند|نصب می‌کند|جایگزین می‌کند|משנה|מעדכן|מעדכנת|עורך|מגדיר|"
    "מעביר|מאשר|מאפס|מתקין|מחליף",
    "indic": "अपडेट करता है|अपडेट करती है|संशोधित करता है|सेट करता है|"
    "रीसेट करता है|इंस्टॉल करता है|تبدیل کرتا ہے|بدلتا ہے|اپ ڈیٹ کرتا ہے|ترمیم کرتا ہے|"
    "পরিবর্তন করে|হালনাগাদ করে|আপডেট করে|সম্পাদনা করে|অনুমোদন করে|রিসেট করে|ইনস্টল করে|"
    "ਬਦਲਦਾ ਹੈ|ਬਦਲਦੀ ਹੈ|ਅੱਪਡੇਟ ਕਰਦਾ ਹੈ|बदलते|बदलतो|अद्यतनित करते|अपडेट करते|"
    "மாற்றுகிறது|புதுப்பிக்கிறது|அமைக்கிறது|திருத்துகிறது|நகர்த்துகிறது|அங்கீகரிக்கிறது|"
    "நிறுவுகிறது|మారుస్తుంది|నవీకరిస్తుంది|సవరిస్తుంది|తరలిస్తుంది|ఆమోదిస్తుంది|"
    "परिवर्तन गर्छ|बदल्छ|अद्यावधिक गर्छ",
    "sea": "ပြောင်းလဲသည်|သတ်မှတ်သည်|ផ្លាស់ប្តូរ|ធ្វើបច្ចុប្បន្នភាព|වෙනස් කරයි|යාවත්කාලීන කරයි|ይቀይራል|ያዘምናል|ያስተካክላል",
}
_CJK = (  # verb-final or unspaced: the verb as it closes the clause
    r"(?:変更|更新|設定|編集|移動|承認|リセット|再起動|インストール|適用|置き換え)(?:します|する|し、|して)"
    r"|(?:변경|업데이트|수정|설정|이동|할당|승인|재설정|설치|적용|교체)(?:합니다|한다|하고)|바꿉니다"
    r"|^\s*(?:更改|修改|更新|设置|設置|設定|重命名|移动|移動|批准|重置|重启|重啟|安装|安裝|替换|替換|"
    r"调整|調整)(?![的了时時])"
    r"|^\s*(?:เปลี่ยน|อัปเดต|แก้ไข|ตั้งค่า|ย้าย|อนุมัติ|รีเซ็ต|รีสตาร์ท|ติดตั้ง|แทนที่|ปรับ)"
)
MODIFIES_ML = prefiltered(
    r"(?<![\w-])(?:" + "|".join(_MODIFIES.values()) + r")(?![\w-])|" + _CJK,
    re.IGNORECASE | re.MULTILINE,
)

# "Each call … new" in the languages ``EACH_CALL_ML`` and ``EACH_CALL_CJK`` lack (Indic,
# Southeast Asian, Caucasian, Turkic, Mongolian and African languages): every call makes
# something again ("ஒவ்வொரு அழைப்பும் புதிய கட்டணத்தை உருவாக்குகிறது").
_EACH_CALL = (
    r"ஒவ்வொரு\s+அழைப்ப|ప్రతి\s+(?:కాల్|పిలుపు)|প্রতিটি\s+কল|প্রতিবার\s+কল|प्रत्येक\s+(?:कॉल|कल)|"
    r"ทุกครั้งที่เรียก|การเรียกแต่ละครั้ง|រាល់ការហៅ|ခေါ်တိုင်း|සෑම\s+ඇමතුම|እያንዳንዱ\s+ጥሪ|"
    r"յուրաքանչյուր\s+կանչ|ყოველი\s+გამოძახებ|әр\s+шақыру|har\s+bir\s+chaqiruv|hər\s+çağırış|"
    r"дуудлага\s+бүр|ìpè\s+kọ̀ọ̀kan|gbogbo\s+ìpè|kowane\s+kira|ucingo\s+ngalunye|wac\s+kasta|"
    r"çdo\s+thirrje|hvert\s+kall|sérhvert\s+kall|dei\s+gach\s+glao|pob\s+galwad|dei\s+chuile\s+glao"
)
_NEW = (
    r"புதிய|కొత్త|নতুন|नवीन|नवे|नया|नई|नए|नयाँ|ใหม่|ថ្មី|အသစ်|නව|አዲስ|նոր|ახალ|жаңа|yangi|"
    r"yeni|шинэ|tuntun|sabon|entsha|omusha|cusub|i\s+ri|nýtt|nýja|nua|newydd"
)
# (a word of its own: "yenidən" is "again", "yangilangan" is "updated", "नवीनतम" and
# "ใหม่ล่าสุด" are "latest", which a read returns)
EACH_CALL_NEW = prefiltered(
    r"(?:" + _EACH_CALL + r")[^.;!?।።։。\n]{0,120}?(?:" + _NEW + r")(?![\w-])(?!ล่าสุด)",
    re.IGNORECASE,
)
