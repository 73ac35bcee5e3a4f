"""Annotations read against the acts and titles of more languages: per language, a tool
hinted read-only whose description states an act (sending, paying, selling, switching on,
cancelling, deleting), tools of the same domain that only show things (prices, bills,
orders, statuses, whether something is sent), an act that ends or destroys against a
non-destructive hint, the same acts correctly hinted, and titles that promise a look or no
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
            "Quest utensil debitescha la carta da credit dal client.",
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
}
LANGUAGES = sorted(CASES)


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_act_is_not_read_only(language):
    for text in CASES[language].acts:
        assert contradicts(text, READ_ONLY), text


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_tool_that_only_shows_is_read_only(language):
    for text in CASES[language].shows:
        assert not contradicts(text, READ_ONLY), text


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_end_is_not_an_additive_update(language):
    case = CASES[language]
    for text in case.ends:
        assert contradicts(text, READ_ONLY), text
        assert contradicts(text, ADDITIVE), text
    for text in case.acts:  # an act that destroys nothing, hinted so
        assert not contradicts(text, ADDITIVE), text


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
        assert contradicts(case.acts[0], {}, case.look_title)
        for text in case.shows:
            assert not contradicts(text, {}, case.look_title), text
