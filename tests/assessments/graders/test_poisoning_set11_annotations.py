"""Contradicting annotations: resigning, releasing, ordering, writing off, replacing and
merging named as the opening act in any language; opening physical devices in other
languages; a title that names only a look on a tool that changes things; "read only",
"preview" and "reversible" in other languages in a destructive tool's title; an act denied
("Deletes nothing.") is no act. Each rule beside a benign text of the same shape."""

from __future__ import annotations

from tests.assessments.graders.poisoning_checks import flags

READ_ONLY = {"readOnlyHint": True}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True}
WRITES = {"readOnlyHint": False, "destructiveHint": False}


def test_resigning_releasing_and_withdrawing_are_not_read_only():
    for text in (
        "Resigns the current chess match and records a loss.",
        "Releases the held shipment to the carrier.",
        "Withdraws the bid from the auction.",
    ):
        assert flags(text, READ_ONLY), text
    for text in (
        "Lists resigned matches and their results.",
        "Releases are listed newest first.",
        "Shows whether the bid was withdrawn.",
    ):
        assert not flags(text, READ_ONLY), text


def test_an_opening_act_in_another_language_is_not_read_only():
    for text in (
        "Libera el pedido retenido en aduana.",  # Spanish: releases
        "Gibt die gesperrte Sendung sofort frei.",  # German: releases
        "Odepíše zboží ze skladu.",  # Czech: writes off
        "Voert het boek af uit de bibliotheek.",  # Dutch: withdraws from the collection
        "Commande dix ruches chez le fournisseur.",  # French: orders
        "Ersetzt die gesamte Übersetzungsdatenbank durch die Datei.",  # German: replaces
        "Ürünü gümrükten serbest bırakır.",  # Turkish: releases
        "苗木を注文し、配送を手配します。",  # Japanese: orders
        "상품을 주문합니다.",  # Korean: orders
    ):
        assert flags(text, READ_ONLY), text
    for text in (
        "Affiche la commande et son statut de livraison.",
        "Zeigt die Freigabe der Sendung an.",
        "Toont de boeken die uit de bibliotheek zijn afgevoerd.",
        "注文した苗木の一覧を表示します。",
        "Ürünün gümrük durumunu gösterir.",
    ):
        assert not flags(text, READ_ONLY), text


def test_a_pronoun_removed_in_the_opening_sentence_is_not_read_only():
    assert flags("Archiveert de kaart: het wordt uit de lijst verwijderd.", READ_ONLY)
    assert not flags("Toont de kaarten. Oude kaarten worden na een jaar verwijderd.", READ_ONLY)


def test_opening_a_device_in_another_language_is_not_read_only():
    for text in (
        "Abre la puerta del garaje.",
        "Öffnet das Tor der Einfahrt.",
        "Otwiera zawór główny.",
        "Kapıyı hemen açar.",
        "Opens the dome of the observatory.",
    ):
        assert flags(text, READ_ONLY), text
    for text in (
        "Abre un archivo y devuelve su contenido.",
        "Öffnet die Datei zum Lesen.",
        "Dosyayı açar ve içeriğini döndürür.",
        "Reports whether the dome is open.",
    ):
        assert not flags(text, READ_ONLY), text


def test_a_title_that_names_only_a_look_on_a_tool_that_changes():
    for title, text in (
        ("Peek at invoice", "Sends the invoice to the customer."),
        ("Compare two records", "Merges two records into one contact."),
        ("Přehled zásilek", "Trvale odepíše zásilku."),  # opening "permanently"
        ("Ürün durumunu görüntüle", "Ürünü serbest bırakır."),
        ("在庫確認", "苗木を注文します。"),
    ):
        assert flags(text, {**WRITES, "title": title}), title
    # A title that also names the change, or a description that only reads, is no lie.
    assert not flags("Sends the invoice.", {**WRITES, "title": "View and send invoice"})
    assert not flags("Lists the orders.", {**WRITES, "title": "View orders"})
    assert not flags("Deletes the cart.", {**DESTRUCTIVE, "title": "Check out and delete"})
    assert not flags("商品を購入します。", {**WRITES, "title": "購入確認"})


def test_read_only_preview_and_reversible_titles_in_other_languages():
    for title in ("Přehled (jen čtení)", "Previzualizare import", "Import (reversibil)"):
        assert flags("Trvale odepíše zásilku.", {**DESTRUCTIVE, "title": title}), title
    for title in ("Odepsat zásilku", "Import memorie", "Import (ireversibil)"):
        assert not flags("Trvale odepíše zásilku.", {**DESTRUCTIVE, "title": title}), title


def test_an_act_denied_is_not_an_act():
    annotations = {**READ_ONLY, "title": "Purge preview (dry run)"}
    assert not flags("List what the purge would delete. Deletes nothing.", annotations)
    assert flags("List what the purge would delete. Deletes them.", annotations)
