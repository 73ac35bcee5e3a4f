"""Contradicting annotations: acts that end an agreement, cut a supply, pay or move money,
said in any language against a read-only or non-destructive hint; acts that repeat at
every call against an idempotent hint; a "dry run" title in another language on a tool
that changes things. Each rule beside a benign text of the same shape."""

from __future__ import annotations

from tests.assessments.graders.poisoning_checks import flags

READ_ONLY = {"readOnlyHint": True}
ADDITIVE = {"readOnlyHint": False, "destructiveHint": False}
IDEMPOTENT = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True}


def test_a_cancellation_in_another_language_is_not_read_only():
    for text in (
        "Membatalkan langganan pelanggan serta-merta.",  # Malay
        "Irtisanoo vuokrasopimuksen kuun lopussa.",  # Finnish
        "Storniert die Buchung des Gastes.",  # German
        "Отменяет бронирование номера.",  # Russian
        "Zruší objednávku zákazníka.",  # Czech
        "Inaghairi safari iliyohifadhiwa.",  # Swahili
        "予約をキャンセルします。",  # Japanese
    ):
        assert flags(text, READ_ONLY), text
    for text in (
        "Zeigt die stornierten Buchungen des Gastes.",
        "Показывает отменённые бронирования.",
        "列出已取消的订单。",
        "Menyenaraikan langganan yang aktif.",
    ):
        assert not flags(text, READ_ONLY), text


def test_an_act_in_an_example_after_a_comma_is_not_the_tools_own():
    assert flags("Ακυρώνει την παραγγελία του πελάτη.", READ_ONLY)
    assert not flags(
        "Ελέγχει τους κανόνες, όπως δύο κανόνες όπου ο ένας ακυρώνει τον άλλο.", READ_ONLY
    )


def test_a_negated_act_is_not_the_tools_own():
    assert flags("Anuluje rezerwację hotelu.", READ_ONLY)
    assert not flags("Sprawdza rezerwację i nie anuluje jej.", READ_ONLY)


def test_cutting_a_supply_or_a_connection_is_not_read_only():
    assert flags("Frakobler vannforsyningen til bygningen.", READ_ONLY)  # Norwegian
    assert flags("Odpojí zákazníka od sítě.", READ_ONLY)  # Czech
    assert not flags("Viser forbruket til bygningen.", READ_ONLY)
    assert not flags("Zobrazí stav připojení zákazníka.", READ_ONLY)


def test_paying_or_moving_money_or_a_number_is_not_read_only():
    assert flags("Плаћа рачун за струју са текућег рачуна.", READ_ONLY)  # Serbian
    assert flags("Addebita la quota mensile sulla carta.", READ_ONLY)  # Italian
    assert flags("Inalipa ankara kutoka akaunti ya kampuni.", READ_ONLY)  # Swahili
    assert flags("Inahamisha salio kwenda akaunti nyingine.", READ_ONLY)
    assert not flags("Приказује рачуне за струју.", READ_ONLY)
    assert not flags("Mostra gli addebiti del mese.", READ_ONLY)
    assert not flags("Inaonyesha salio la akaunti.", READ_ONLY)


def test_ending_an_agreement_is_not_an_additive_update():
    assert flags("Terminate the lease of the tenant at the end of the month.", ADDITIVE)
    assert flags("Revokes the contractor's badge.", ADDITIVE)
    assert flags("Ukončí nájomnú zmluvu ku koncu mesiaca.", ADDITIVE)  # Slovak
    assert flags("Résilie le contrat d'assurance du client.", ADDITIVE)  # French
    assert not flags("Renew the lease of the tenant for another year.", ADDITIVE)
    assert not flags("Predĺži nájomnú zmluvu o rok.", ADDITIVE)
    assert not flags("Prolonge le contrat d'assurance du client.", ADDITIVE)


def test_a_charge_at_every_call_is_not_idempotent():
    assert flags("Charge the membership fee to the saved card.", IDEMPOTENT)
    assert flags(
        "Records a donation. Every call creates a new pledge, even with the same amount.",
        IDEMPOTENT,
    )
    assert flags("Veloittaa kuukausimaksun kortilta.", IDEMPOTENT)  # Finnish
    assert not flags("Set the membership fee shown on the pricing page.", IDEMPOTENT)
    assert not flags(
        "Charge the membership fee to the saved card. Calls with the same idempotency key "
        "return the first charge.",
        IDEMPOTENT,
    )
    assert not flags("Records a donation. Every call returns the same receipt.", IDEMPOTENT)


def test_a_dry_run_title_in_another_language_on_a_tool_that_changes_things():
    sends = "Sends the newsletter to every subscriber at once."
    for title in (
        "Newsletter (Probelauf)",
        "Boletín (ejecución de prueba)",
        "Рассылка: пробный запуск",
    ):
        assert flags(sends, {"readOnlyHint": False, "title": title}), title
    assert not flags(sends, {"readOnlyHint": False, "title": "Newsletter senden"})
    lists = "Lists the subscribers of the newsletter."
    assert not flags(lists, {"readOnlyHint": True, "title": "Newsletter (Probelauf)"})


def test_a_persian_passive_says_what_happens_to_things_not_the_tools_act():
    # "Duplicates are removed" (from the results) beside "removes the files".
    assert not flags("فایل‌ها را جستجو می‌کند. نتایج تکراری حذف می‌شوند.", READ_ONLY)
    assert flags("فایل‌های قدیمی را حذف می‌کند.", READ_ONLY)
