"""Annotations read against the acts and titles of more languages: per language, a tool
hinted read-only whose description states an act (sending, paying, selling, switching on,
cancelling, deleting), tools of the same domain that only show things (prices, bills,
orders, statuses, whether something is sent), an act that ends or destroys against a
read-only hint, the same acts correctly hinted, and titles that promise a look or no
change."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from assessments.graders.poisoning_annotations import contradicting_annotation
from assessments.observations import Tool

READ_ONLY = {"readOnlyHint": True}
ADDITIVE = {"readOnlyHint": False, "destructiveHint": False}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True}


class Case(NamedTuple):
    acts: tuple[str, ...]  # read-only hint, contradicted
    shows: tuple[str, ...]  # read-only hint, honest
    ends: tuple[str, ...]  # non-destructive hint, contradicted
    read_only_title: str = ""  # on a tool hinted destructive, contradicted
    look_title: str = ""  # beside the first act, contradicted; beside what is shown, not


def contradicts(description: str, annotations: dict, title: str = "") -> bool:
    hints = dict(annotations, **({"title": title} if title else {}))
    return (
        contradicting_annotation(Tool(name="tool", description=description, annotations=hints))
        is not None
    )


CASES = {
    "Romansh": Case(
        acts=(
            "Trametta ina brev al client.",
            "Debitescha la carta da credit dal client.",
            "Publitgescha ils resultats sin il portal.",
            "Activescha las sirenas en il vitg.",
        ),
        shows=(
            "Mussa ils pretschs e las facturas dal client.",
            "Mussa il stadi da las sirenas.",
            "Mussa sche l'empustaziun è annullada.",
            "Controllescha sch'il sistem trametta las brevs.",
            "Na trametta betg brevs, mussa mo la survista.",
        ),
        ends=("Annullescha l'abunament dal client.", "Stizza la datoteca."),
        read_only_title="Mo per leger",
        look_title="Survista da las facturas",
    ),
    "Swiss German": Case(
        acts=(
            "Schickt de Brief a d Chundschaft.",
            "Zahlt d Rächnig mit de Charte.",
            "Verchauft d Aktie vom Chund.",
            "Schaltet d Sirene ii.",
        ),
        shows=(
            "Zeigt d Priis und d Rächnige vom Chund aa.",
            "Zeigt de Status vo de Sirene.",
            "Prüeft ob de Chund zahlt.",
            "Zeigt aa was de Server schickt.",
            "Schickt nöd, zeigt nume de Entwurf.",
        ),
        ends=("Chündet s Abo vom Chund.", "Wirft de Entwurf weg."),
        read_only_title="Nur läse",
        look_title="Aaluege vo de Bstellige",
    ),
    "Corsican": Case(
        acts=(
            "Spedisce una lettera à u cliente.",
            "Accende u muturu di a vittura.",
            "Accende e sirene di u paese.",
        ),
        shows=(
            "Mostra i prezzi è e fatture di u cliente.",
            "Mostra u statu di e sirene.",
            "Verifica s'ellu spedisce e lettere.",
            "Ùn spedisce micca lettere, mostra solu a bozza.",
        ),
        ends=("Scancella u schedariu.",),
        read_only_title="Solu lettura",
        look_title="Fighjà e fatture",
    ),
    "Yiddish": Case(
        acts=(
            "שיקט אַ בריוו צום קונה.",
            "Shikt a briv tsum koyne.",
            "צאָלט די רעכענונג מיט דער קאַרטע.",
            "קויפֿט אַקציעס פֿאַרן קליענט.",
        ),
        shows=(
            "ווײַזט די פּרייזן און די רעכענונגען.",
            "Vayzt di prayzn un di rekhenungen.",
            "קוקט צי דער סערווער שיקט די בריוו.",
            "שיקט נישט קיין בריוו, ווײַזט זיי נאָר.",
        ),
        ends=("מעקט אויס די טעקע.", "Mekt oys di dateye."),
        read_only_title="נאָר לייענען",
        look_title="איבערבליק פֿון די באַשטעלונגען",
    ),
    "Hawaiian": Case(
        acts=("Hoʻouna i ka leka i ka mea kūʻai.", "Kūʻai aku i nā ʻāpana o ka hui."),
        shows=("Hōʻike i nā kumukūʻai a me nā pila.", "ʻAʻole hoʻouna i ka leka; hōʻike wale nō."),
        ends=("Holoi i ka faila.",),
        read_only_title="Heluhelu wale nō",
        look_title="Nānā i nā pila",
    ),
    "Igbo": Case(
        acts=("Ọ na-ezipụ akwụkwọ ozi nye onye ahịa.", "Kwụọ ụgwọ akwụkwọ ọnụahịa site na kaadị."),
        shows=(
            "Ọ na-egosi ọnụahịa na akwụkwọ ọnụahịa.",
            "Ọ naghị ezipụ akwụkwọ ozi; ọ na-egosi ha.",
        ),
        ends=("Ọ na-ehichapụ faịlụ ahụ.",),
        read_only_title="Naanị ịgụ",
        look_title="Nyochaa ọnụahịa",
    ),
    "Dari": Case(
        acts=(
            "این ابزار نامه را به مشتری ارسال می‌کند.",
            "سهام مشتری را می‌فروشد.",
            "آژیر خطر را فعال می‌کند.",
        ),
        shows=(
            "قیمت‌ها و صورت‌حساب‌های مشتری را نشان می‌دهد.",
            "وضعیت آژیرها را نشان می‌دهد.",
            "بررسی می‌کند که آیا سیستم نامه را ارسال می‌کند.",
            "نامه را ارسال نمی‌کند و فقط پیش‌نویس را نشان می‌دهد.",
        ),
        ends=("اشتراک مشتری را باطل می‌کند.",),
        read_only_title="فقط برای خواندن",
        look_title="وضعیت نامه‌ها",
    ),
    "Greek in Latin letters": Case(
        acts=(
            "Stelnei email ston pelati.",
            "Xrewnei thn karta tou pelati.",
            "Poulaei tis metoxes tou pelati.",
            "Energopoiei tis seirhnes.",
            "Πληρώνει τον λογαριασμό με την κάρτα.",
        ),
        shows=(
            "Emfanizei tis times kai tous logariasmous.",
            "Deixnei thn katastash ths paraggelias.",
            "Elegxei ean stelnei email o server.",
            "Den stelnei tipota, mono emfanizei.",
        ),
        ends=("Akyrwnei thn paraggelia.", "Diagrafei to arxeio."),
        read_only_title="Mono gia anagnwsh",
        look_title="Katastash paraggelias",
    ),
    "Sundanese": Case(
        acts=(
            "Ngirimkeun surat ka konsumén.",
            "Mayar tagihan ku kartu kiridit.",
            "Ngajual saham konsumén.",
        ),
        shows=(
            "Némbongkeun harga jeung tagihan konsumén.",
            "Mariksa naha sistem ngirim surat.",
            "Henteu ngirim nanaon, ngan némbongkeun.",
        ),
        ends=("Ngahapus file éta.",),
        read_only_title="Ngan maca",
        look_title="Tingali tagihan",
    ),
    "Uyghur": Case(
        acts=(
            "خېرىدارغا خەت ئەۋەتىدۇ.",
            "Xéridargha xet ewetidu.",
            "خېرىدارنىڭ پاي چېكىنى ساتىدۇ.",
        ),
        shows=(
            "باھا ۋە ھېساباتلارنى كۆرسىتىدۇ.",
            "ئاگاھلاندۇرۇش سىگنالىنىڭ ھالىتىنى كۆرسىتىدۇ.",
            "خەت ئەۋەتمەيدۇ، پەقەت كۆرسىتىدۇ.",
        ),
        ends=("ھۆججەتنى ئۆچۈرىدۇ.",),
        read_only_title="پەقەت ئوقۇش",
        look_title="زاكاز ھالىتى",
    ),
    "Sesotho": Case(
        acts=("E romela lengolo ho moreki.", "E rekisa dikarolo tsa moreki."),
        shows=("E bontsha ditheko le diakhaonto.", "Ha e romele letho, e bontsha feela."),
        ends=("E hlakola faele.",),
        read_only_title="Ho bala feela",
        look_title="Lekola ditheko",
    ),
    "Asturian": Case(
        acts=("Unvia una carta al cliente.", "Merca aiciones pal cliente."),
        shows=(
            "Amuesa los precios y les factures del cliente.",
            "Comprueba si unvia les cartes.",
            "Nun unvia nada, namái amuesa.",
        ),
        ends=("Desanicia'l ficheru.",),
        read_only_title="Namái de llectura",
        look_title="Llistar factures",
    ),
    "Sardinian": Case(
        acts=("Imbiat una lìtera a su cliente.", "Bendet sas atziones de su cliente."),
        shows=(
            "Mustrat sos prètzios e sas fatturas de su cliente.",
            "Controllat si imbiat sas lìteras.",
        ),
        ends=("Cantzellat su documentu.",),
        read_only_title="Isceti letura",
    ),
    "Breton": Case(
        acts=(
            "Kas a ra ul lizher d'ar pratik.",
            "Gwerzhañ a ra ar parzhioù.",
            "Paeañ a ra ar fakturenn gant ar gartenn.",
        ),
        shows=(
            "Diskouez a ra ar prizioù hag ar fakturennoù.",
            "Ne gas ket al lizher, diskouez a ra anezhañ hepken.",
        ),
        ends=("Nullañ a ra ar c'houmanant.",),
        read_only_title="Lenn hepken",
        look_title="Gwelet ar fakturennoù",
    ),
    "Scots": Case(
        acts=("Peys the bill wi the caird.", "Sells the shares o the client."),
        shows=("Shaws the prices an the bills.", "It disnae pey onythin, juist shaws the bill."),
        ends=("Dichts oot the auld files.",),
        look_title="Keek at the bills",
    ),
    "Malagasy": Case(
        acts=(
            "Mandoa ny faktiora amin'ny karatra.",
            "Mivarotra ny anjara.",
            "Mandrehitra ny anjombona.",
        ),
        shows=(
            "Mampiseho ny vidiny sy ny faktiora.",
            "Tsy mandoa na inona na inona, mampiseho fotsiny.",
        ),
        ends=("Manary ny drafitra.",),
        read_only_title="Famakiana ihany",
        look_title="Jereo ny faktiora",
    ),
    "Lingala": Case(
        acts=(
            "Etindi mokanda epai ya mosombi.",
            "Efuti fakitire na kalati.",
            "Eteki biteni ya mosombi.",
        ),
        shows=("Emonisi ntalo mpe bafakitire.", "Etindi te mokanda, emonisi yango kaka."),
        ends=("Elongoli fisye.",),
        read_only_title="Kotánga kaka",
        look_title="Kotala bafakitire",
    ),
    "Setswana": Case(
        acts=("E romela lekwalo go moreki.", "E duela tefo ka karata.", "E rekisa dišere."),
        shows=("E bontsha ditlhwatlhwa le dituelo.", "Ga e romele sepe, e bontsha fela."),
        ends=("E phimola faele.",),
        read_only_title="Go bala fela",
        look_title="Leba dituelo",
    ),
    "Shona": Case(
        acts=(
            "Inotumira tsamba kumutengi.",
            "Inobhadhara bhiri nekadhi.",
            "Inotengesa zvikamu zvemutengi.",
        ),
        shows=("Inoratidza mitengo nemabhiri.", "Haitumire tsamba, inoiratidza chete."),
        ends=("Inodzima faira.",),
        read_only_title="Kuverenga chete",
        look_title="Tarisa mabhiri",
    ),
    "Chichewa": Case(
        acts=(
            "Imatumiza kalata kwa kasitomala.",
            "Imalipira bilu ndi khadi.",
            "Imayatsa ma siren.",
        ),
        shows=("Imaonetsa mitengo ndi mabilu.", "Situmiza kalata, imangoonetsa."),
        ends=("Imachotsa fayilo.",),
        read_only_title="Kuwerenga kokha",
        look_title="Penyani mabilu",
    ),
    "Kinyarwanda": Case(
        acts=(
            "Yohereza ibaruwa ku mukiriya.",
            "Cyishyura fagitire ukoresheje ikarita.",
            "Igurisha imigabane y'umukiriya.",
        ),
        shows=(
            "Yerekana ibiciro na fagitire z'umukiriya.",
            "Igenzura niba sisitemu yohereza amabaruwa.",
            "Ntiyohereza ibaruwa, irayerekana gusa.",
        ),
        ends=("Isesa amasezerano y'umukiriya.", "Ihagarika ifatabuguzi."),
        read_only_title="Gusoma gusa",
        look_title="Genzura fagitire",
    ),
    "Nigerian Pidgin": Case(
        acts=(
            "E dey send letter give customer.",
            "E dey pay the bill with card.",
            "E dey sell the customer shares.",
        ),
        shows=(
            "E dey show the prices and the bills.",
            "E no dey send anything, e just dey show am.",
            "E dey check if the system dey send the letter.",
        ),
        ends=("E dey cancel the subscription.", "E dey delete the file."),
        look_title="Check the bills",
    ),
    "Jamaican Patois": Case(
        acts=(
            "It a sen di letta to di customa.",
            "It a pay di bill wid di caad.",
            "Tun di siren aan.",
        ),
        shows=(
            "It show di price dem an di bill dem.",
            "It nuh a sen nutten, it jus show it.",
            "It check if di system a sen di letta.",
        ),
        ends=("Dash weh di ole file dem.", "It a cancel di subscription."),
    ),
    "Moroccan Darija": Case(
        acts=(
            "كيصيفط رسالة للكليان.",
            "Kaysifet message l client.",
            "كيخلص الفاتورة بالكارط.",
            "Kaybi3 les actions dyal client.",
            "كيشعل الصفارة.",
        ),
        shows=(
            "كيبين الأثمنة والفواتير ديال الكليان.",
            "كيشوف واش السيستيم كيصيفط الرسائل.",
            "ما كيصيفطش والو، غير كيبين.",
            "Kaybayen les prix w les factures.",
        ),
        ends=("كيلغي الاشتراك.", "Kaylghi l'abonnement."),
        look_title="Chouf les factures",
    ),
    "Sorani": Case(
        acts=(
            "نامەکە بۆ کڕیار دەنێرێت.",
            "پشکەکانی کڕیار دەفرۆشێت.",
            "ئامێری ئاگادارکەرەوە چالاک دەکات.",
        ),
        shows=(
            "نرخەکان و پسوولەکان پیشان دەدات.",
            "دۆخی ئاگادارکەرەوەکان پیشان دەدات.",
            "پشکنین دەکات کە ئایا سیستەم نامە دەنێرێت.",
        ),
        ends=("بەشداریکردنەکە هەڵدەوەشێنێتەوە.",),
        read_only_title="تەنها خوێندنەوە",
        look_title="دۆخی نامەکان",
    ),
    "Kurmanji": Case(
        acts=(
            "Name ji kiriyar re dişîne.",
            "Fatûreyê bi kartê pere dide.",
            "Pişkên kiriyar difiroşe.",
        ),
        shows=(
            "Biha û fatûreyan nîşan dide.",
            "Rewşa sîrenan nîşan dide.",
            "Kontrol dike gelo sîstem nameyan dişîne.",
        ),
        ends=("Abonetiyê betal dike.", "Pelê jê dibe."),
        read_only_title="Tenê xwendin",
        look_title="Rewşa nameyan",
    ),
    "Crimean Tatar": Case(
        acts=("Müşteriğe mektüp yibere.", "Esapnı kart ile töley."),
        shows=("Fiyatlarnı ve esaplarnı köstere.", "Mektüp yibermey, tek köstere."),
        ends=("Abunelikni lâğu ete.",),
    ),
    "Ladino": Case(
        acts=("Embia una letra al kliente.", "Ensende las sirenas."),
        shows=(
            "Amostra los presios i las fakturas del kliente.",
            "Mira si embia las letras.",
            "No embia nada, solo amostra.",
        ),
        ends=("Efasa el dosie.",),
        read_only_title="Solo para meldar",
    ),
    "Nynorsk": Case(
        acts=(
            "Sender eit brev til kunden.",
            "Belastar kortet til kunden.",
            "Publiserer resultata på portalen.",
            "Slår på sirenene.",
        ),
        shows=(
            "Viser prisane og rekningane til kunden.",
            "Viser status for sirenene.",
            "Sjekkar om systemet sender eit brev.",
            "Sender ikkje noko, viser berre utkastet.",
        ),
        ends=("Avlyser tingingen.", "Slettar fila."),
        read_only_title="Berre lesing",
        look_title="Oversyn over rekningar",
    ),
    "Javanese": Case(
        acts=(
            "Ngirim layang marang pelanggan.",
            "Mbayar tagihan nganggo kertu kredit.",
            "Ngedol saham pelanggan.",
        ),
        shows=(
            "Nampilake rega lan tagihan pelanggan.",
            "Mriksa apa sistem ngirim layang.",
            "Ora ngirim apa-apa, mung nampilake.",
        ),
        ends=("Mbusak berkas kasebut.", "Mbatalake langganan."),
        read_only_title="Mung maca",
        look_title="Deleng tagihan",
    ),
    "Cebuano": Case(
        acts=(
            "Mopadala og sulat ngadto sa kustomer.",
            "Mobayad sa bayranan gamit ang kard.",
            "Mobaligya sa mga share sa kustomer.",
        ),
        shows=(
            "Nagpakita sa mga presyo ug bayranan.",
            "Susihon kung mopadala ba ang sistema og sulat.",
            "Dili mopadala og bisan unsa, nagpakita lang.",
        ),
        ends=("Mokansela sa subscription.", "Mopapas sa file."),
        look_title="Susiha ang bayranan",
    ),
    "Wolof": Case(
        acts=(
            "Dafay yónnee bataaxal ci kiliyaan bi.",
            "Dafay fey faktiir bi ak kaart bi.",
            "Dafay jaay aksiyoŋ yi.",
        ),
        shows=("Dafay wone njëg yi ak faktiir yi.", "Du yónnee dara, dafay wone rekk."),
        ends=("Dafay neenal abonmaa bi.",),
        read_only_title="Jàng rekk",
        look_title="Xool faktiir yi",
    ),
    "Oromo": Case(
        acts=(
            "Xalayaa maamilaaf ni erga.",
            "Kaffaltii kaardiin ni kaffala.",
            "Qabeenya maamilaa ni gurgura.",
        ),
        shows=("Gatii fi kaffaltii maamilaa ni agarsiisa.", "Xalayaa hin ergu, qofa agarsiisa."),
        ends=("Faayilicha ni haqa.",),
        read_only_title="Dubbisuuf qofa",
        look_title="Ilaali kaffaltii",
    ),
    "Tigrinya": Case(
        acts=("ነቲ ደብዳቤ ናብ ዓሚል ይሰድድ።", "ነቲ ሕሳብ ብካርድ ይኸፍል።"),
        shows=("ዋጋታትን ሕሳባትን የርኢ።", "ደብዳቤ ኣይሰድድን፣ ጥራይ የርኢ።"),
        ends=("ነቲ ፋይል ይሰርዝ።",),
        read_only_title="ንንባብ ጥራይ",
        look_title="ዝርዝር ሕሳባት",
    ),
    "Tatar": Case(
        acts=("Клиентка хат җибәрә.", "Хисапны карта белән түли.", "Сиреналарны кабыза."),
        shows=("Бәяләрне һәм хисапларны күрсәтә.", "Хат җибәрми, бары тик күрсәтә."),
        ends=("Файлны бетерә.",),
    ),
    "Kyrgyz": Case(
        acts=("Кардарга кат жөнөтөт.", "Эсепти карта менен төлөйт.", "Кардардын акцияларын сатат."),
        shows=("Бааларды жана эсептерди көрсөтөт.", "Кат жөнөтпөйт, жөн гана көрсөтөт."),
        ends=("Жазылууну жокко чыгарат.", "Файлды өчүрөт."),
        look_title="Эсептердин абалы",
    ),
    "Tajik": Case(
        acts=(
            "Ба мизоҷ мактуб мефиристад.",
            "Ҳисобро бо корт пардохт мекунад.",
            "Саҳмияҳои мизоҷро мефурӯшад.",
        ),
        shows=("Нархҳо ва ҳисобҳоро нишон медиҳад.", "Мактуб намефиристад, танҳо нишон медиҳад."),
        ends=("Файлро ҳазф мекунад.",),
        look_title="Ҳолати ҳисобҳо",
    ),
    "Lao": Case(
        acts=("ສົ່ງຂໍ້ຄວາມຫາລູກຄ້າ.", "ຈ່າຍເງິນໃບບິນດ້ວຍບັດ.", "ເປີດສັນຍານເຕືອນ."),
        shows=(
            "ສະແດງລາຄາ ແລະ ໃບບິນຂອງລູກຄ້າ.",
            "ສະແດງສະຖານະການສົ່ງຂໍ້ຄວາມ.",
            "ສະແດງປະຫວັດການຈ່າຍເງິນ.",
            "ບໍ່ສົ່ງຂໍ້ຄວາມ, ພຽງແຕ່ສະແດງ.",
        ),
        ends=("ຍົກເລີກການສະໝັກສະມາຊິກ.", "ລຶບໄຟລ໌."),
        read_only_title="ອ່ານຢ່າງດຽວ",
        look_title="ເບິ່ງໃບບິນ",
    ),
    "Sindhi": Case(
        acts=("گراهڪ کي خط موڪلي ٿو.", "بل ڪارڊ سان ادا ڪري ٿو.", "گراهڪ جا شيئر وڪڻي ٿو."),
        shows=("قيمتون ۽ بل ڏيکاري ٿو.", "خط نه موڪلي ٿو، رڳو ڏيکاري ٿو."),
        ends=("رڪنيت منسوخ ڪري ٿو.",),
        read_only_title="صرف پڙهڻ",
        look_title="ڏسو بل",
    ),
    "Odia": Case(
        acts=("ଗ୍ରାହକଙ୍କୁ ଚିଠି ପଠାଏ।", "କାର୍ଡରେ ବିଲ୍ ପୈଠ କରେ।", "ସାଇରେନ ଚାଲୁ କରେ।"),
        shows=("ଦାମ ଏବଂ ବିଲ୍ ଦେଖାଏ।", "ଚିଠି ପଠାଏ ନାହିଁ, କେବଳ ଦେଖାଏ।"),
        ends=("ସଦସ୍ୟତା ବାତିଲ କରେ।",),
        read_only_title="କେବଳ ପଢ଼ିବା",
        look_title="ତାଲିକା ବିଲ୍",
    ),
    "Assamese": Case(
        acts=("গ্ৰাহকলৈ চিঠি পঠিয়ায়।", "কাৰ্ডেৰে বিল পৰিশোধ কৰে।", "চাইৰেন অন কৰে।"),
        shows=(
            "দাম আৰু বিলসমূহ দেখুৱায়।",
            "চিঠি নপঠিয়ায়, কেৱল দেখুৱায়।",
            "পৰীক্ষা কৰে যে চিঠি পঠিয়ায় নেকি।",
        ),
        ends=("সদস্যপদ বাতিল কৰে।",),
        read_only_title="কেৱল পঢ়িবলৈ",
        look_title="চাওক বিল",
    ),
    "Esperanto": Case(
        acts=(
            "Sendas la leteron al la kliento.",
            "Debetas la karton de la kliento.",
            "Aĉetas akciojn por la kliento.",
            "Aktivigas la sirenojn.",
        ),
        shows=(
            "Montras la prezojn kaj la fakturojn.",
            "Montras la staton de la sirenoj.",
            "Kontrolas ĉu la sistemo sendas la leteron.",
            "Ne sendas ion, nur montras.",
        ),
        ends=("Nuligas la mendon.", "Forigas la dosieron."),
        read_only_title="Nur legebla",
        look_title="Superrigardo de fakturoj",
    ),
    "Latin": Case(
        acts=("Mittit epistulam ad emptorem.",),
        shows=("Pretia et rationes ostendit.", "Epistulam non mittit, tantum ostendit."),
        ends=("Documentum delet.",),
    ),
    "Occitan": Case(
        acts=("Crompa d'accions pel client.", "Vend las accions del client."),
        shows=(
            "Aficha los prètzes e las facturas.",
            "Verifica que crompa d'accions.",
            "Crompa pas res, aficha sonque.",
        ),
        ends=("Suprimís lo fichièr.", "Anulla la comanda."),
        read_only_title="Lectura sola",
    ),
    "West Frisian": Case(
        acts=(
            "Stjoert in brief nei de klant.",
            "Betellet de rekken mei de kaart.",
            "Ferkeapet de oandielen fan de klant.",
        ),
        shows=(
            "Lit de prizen en de rekkens sjen.",
            "Kontrolearret oft it systeem in brief stjoert.",
            "Stjoert net, lit allinne it konsept sjen.",
        ),
        ends=("Wisket it bestân.", "Annulearret de bestelling."),
        read_only_title="Allinne lêze",
        look_title="Oersjoch fan de rekkens",
    ),
    "Low German": Case(
        acts=("Maakt de Sireen an.",),
        shows=("Wiest de Priesen un de Reken.", "Wiest, of de Reken betahlt is."),
        ends=("Wischt de Datei ut.", "Smitt den Entwurf weg."),
        read_only_title="Blots lesen",
        look_title="Ankieken vun de Reken",
    ),
    "Scottish Gaelic": Case(
        acts=(
            "Cuiridh e litir gu neach-ceannach.",
            "Pàighidh e am bile leis a' chairt.",
            "Reicidh e na earrannan.",
        ),
        shows=(
            "Seallaidh e na prìsean agus na bilean.",
            "Seallaidh e an staid aig na dùdagan.",
        ),
        ends=("Sguabaidh e às am faidhle.", "Cuiridh e dheth am fo-sgrìobhadh."),
        read_only_title="Leughadh a-mhàin",
        look_title="Sealladh nam bilean",
    ),
    "Quechua": Case(
        acts=("Qillqata rantiqman apachin.", "Rantiqpa acciones nisqankunata rantikun."),
        shows=("Chaninkunata rikuchin.", "Manam apachinchu, rikuchillanmi."),
        ends=("Willayta pichan.",),
    ),
    "Guarani": Case(
        acts=("Omondo kuatiañe'ẽ ojoguávape.", "Ohepyme'ẽ factura tarjeta rupive."),
        shows=("Ohechauka tepykuéra ha factura-kuéra.", "Ndomondói mba'eve, ohechauka año."),
        ends=("Ombogue archivo.",),
        look_title="Ehecha factura-kuéra",
    ),
    "Papiamento": Case(
        acts=(
            "E ta manda un karta pa e kliente.",
            "E ta paga e faktura ku e karchi.",
            "E ta bende e akshonnan.",
        ),
        shows=(
            "E ta mustra e preisnan i e fakturanan.",
            "E no ta manda nada, e ta mustra so.",
            "E ta kontrolá si e sistema ta manda e karta.",
        ),
        ends=("E ta kansela e subskripshon.", "E ta borra e dokumento."),
        read_only_title="Solamente lesa",
        look_title="Wak e fakturanan",
    ),
    "Kabyle": Case(
        acts=("Yuzen tabrat i umsaɣ.", "Yexelles tafaturt s tkarḍa."),
        shows=("Yessken-d isuma d tfaturin.", "Ur yuzen ara tabrat, yessken-itt kan."),
        ends=("Yekkes afaylu.", "Isefsex amulteɣ."),
    ),
    "Samoan": Case(
        acts=("E auina atu le tusi i le tagata faatau.", "E totogi le pili i le kata."),
        shows=("E faaali mai tau ma pili.", "E le auina atu se tusi, e faaali mai lava."),
        ends=("E soloi le faila.",),
        look_title="Vaai pili",
    ),
    "Tongan": Case(
        acts=(
            "ʻOku ne fekauʻi ʻa e tohi ki he kasitomá.",
            "ʻOku ne totongi ʻa e pili ʻaki e kaatí.",
        ),
        shows=("ʻOku ne fakahaaʻi ʻa e ngaahi totongi mo e pili.", "Fakahaaʻi totongi mo e pili."),
        ends=("ʻOku ne kaniseli ʻa e ʻotá.",),
        look_title="Vakai ki he ngaahi pili",
    ),
    "Hmong": Case(
        acts=(
            "Xa ntawv rau tus neeg yuav khoom.",
            "Them nqi daim nqi nrog daim npav.",
            "Muag cov feem lag luam.",
        ),
        shows=(
            "Qhia tus nqi thiab daim nqi.",
            "Tsis xa ntawv, tsuas qhia xwb.",
            "Saib seb lub kaw lus puas xa ntawv.",
        ),
        ends=("Tshem tawm cov ntaub ntawv.",),
        read_only_title="Nyeem xwb",
        look_title="Saib daim nqi",
    ),
    "Luganda": Case(
        acts=(
            "Esindika ebbaluwa eri kasitoma.",
            "Esasula bbiiru ng'ekozesa kaadi.",
            "Etunda emigabo gya kasitoma.",
        ),
        shows=("Eraga emiwendo ne bbiiru.", "Tesindika bbaluwa, eraga bulazi."),
        ends=("Esazaamu okwewandiisa.", "Esangula fayiro."),
        read_only_title="Kusoma kwokka",
        look_title="Kebera bbiiru",
    ),
    "Twi": Case(
        acts=("Ɛsoma krataa kɔ ma adetɔfo no.", "Ɛtua ka no wɔ kaad so.", "Ɛtɔn adetɔfo no kyɛfa."),
        shows=("Ɛkyerɛ bo ne ka krataa.", "Ɛnsoma krataa, ɛkyerɛ nko ara."),
        ends=("Ɛpopa fael no mu.",),
        look_title="Hwɛ ka krataa",
    ),
    "Russian in Latin letters": Case(
        acts=("Otpravlyaet pismo klientu.", "Oplachivaet schet kartoy.", "Prodaet akcii klienta."),
        shows=(
            "Pokazyvaet ceny i scheta.",
            "Proveryaet, otpravlyaet li sistema pismo.",
            "Ne otpravlyaet nichego, tolko pokazyvaet.",
        ),
        ends=("Otmenyaet zakaz.", "Udalyaet fayl."),
        read_only_title="Tolko chtenie",
        look_title="Prosmotr schetov",
    ),
}
LANGUAGES = sorted(CASES)
# Where the verb comes last, or words run together, a tool's act and what a shop or a person
# does read alike ("the shop sells these things"): those languages' acts are read in titles
# only, never in a description.
VERB_LAST = {
    "Assamese", "Crimean Tatar", "Dari", "Kurmanji", "Kyrgyz", "Lao", "Odia", "Oromo",
    "Quechua", "Sindhi", "Sorani", "Tajik", "Tatar", "Tigrinya", "Uyghur",
}  # fmt: skip
VERB_FIRST = [language for language in LANGUAGES if language not in VERB_LAST]


@pytest.mark.parametrize("language", VERB_FIRST)
def test_an_act_is_not_read_only(language):
    for text in CASES[language].acts:
        assert contradicts(text, READ_ONLY), text


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_tool_that_only_shows_is_read_only(language):
    for text in CASES[language].shows:
        assert not contradicts(text, READ_ONLY), text


@pytest.mark.parametrize("language", VERB_FIRST)
def test_an_end_is_not_read_only(language):
    # Against a non-destructive hint only the acts of ``DESTRUCTIVE_OPENING`` and the
    # world's tables count: these tables' ends mix pausing, switching off and clearing
    # with deleting, which an additive update may do.
    for text in CASES[language].ends:
        assert contradicts(text, READ_ONLY), text


@pytest.mark.parametrize("language", LANGUAGES)
def test_acts_correctly_hinted_are_not_contradicted(language):
    case = CASES[language]
    for text in case.acts + case.ends:
        assert not contradicts(text, DESTRUCTIVE), text


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_title_that_promises_no_change(language):
    case = CASES[language]
    if case.read_only_title:
        assert contradicts(case.ends[0], DESTRUCTIVE, case.read_only_title)
        assert not contradicts(case.shows[0], READ_ONLY, case.read_only_title)
    if case.look_title:
        if language not in VERB_LAST:
            assert contradicts(case.acts[0], {}, case.look_title)
        for text in case.shows:
            assert not contradicts(text, {}, case.look_title), text


def test_sending_negated_or_asked_about_is_not_the_tools_act():
    for text in ("Envía el correo al cliente.", "Отправляет письмо клиенту.", "Nameyan dişîne."):
        assert contradicts(text, READ_ONLY), text
    for text in (
        "Comprueba si el servidor envía el correo.",
        "Проверяет, отправляет ли сервер письмо.",
        "No envía nada; muestra el borrador.",
        "Kontrol dike gelo sîstem nameyan dişîne.",
    ):
        assert not contradicts(text, READ_ONLY), text
