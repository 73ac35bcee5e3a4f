"""Contradicting annotations and invisible text: "read only" and a look in the titles of
more languages; sending, publishing, cancelling, deploying or promoting to production,
starting a payment, betting, ordering and switching a device in more languages, against a
read-only hint; "each call ... anew" in many languages against an idempotent hint;
invisible characters in a schema's syntax keywords; a leading byte-order mark. Each rule
beside a benign text of the same shape."""

from __future__ import annotations

from assessments.graders.poisoning_text import _invisible
from tests.assessments.graders.poisoning_checks import flags, labels_of_schema

READ_ONLY = {"readOnlyHint": True}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True}
IDEMPOTENT = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True}


def test_read_only_in_the_title_in_more_languages():
    for title in (
        "Izvještaj (samo za čitanje)",
        "Deklaratsiya (faqat o'qish)",
        "Gögn (bert lesing)",
    ):
        assert flags("Sends the report.", {**DESTRUCTIVE, "title": title}), title
    for title in ("Izvještaj", "Gögn", "Deklaratsiya"):
        assert not flags("Sends the report.", {**DESTRUCTIVE, "title": title}), title


def test_a_look_in_the_title_of_more_languages_beside_an_act():
    title = {"readOnlyHint": False, "title": "Pregled narudžbi"}
    assert flags("Deletes every order of the day.", title)
    assert not flags("Lists every order of the day.", title)


def test_acts_of_more_languages_against_a_read_only_hint():
    for text in (
        "Nameyê ji hemû wergiran re dişîne.",  # Kurmanji: sends
        "Ka whakaputa i te pānui ki te hunga katoa.",  # Maori: publishes
        "Anile tout kòmand jodi a.",  # Haitian Creole: cancels
        "Setzt die neue Version direkt auf Produktion.",  # German: puts into production
        "Deploys the build to every region.",
        "Pokreće isplatu bonusa za ovaj mjesec.",  # Bosnian: starts the payout
        "Magbutang og pusta sa dula.",  # Cebuano: places a bet
        "Заказны рәсмиләштерә.",  # Tatar: places the order
        "د کور دروازه له لرې ځایه بندوي.",  # Pashto: closes the door
    ):
        assert flags(text, READ_ONLY), text
    for text in (
        "Nameyên hatine şandin nîşan dide.",  # Kurmanji: shows sent letters
        "Compares the staging config to production.",
        "Runs the payments report for a month.",
        "Shows the odds of a match.",
        "Заказлар исемлеген күрсәтә.",  # Tatar: shows the list of orders
        "د دروازې حالت ښيي.",  # Pashto: shows the door's state
    ):
        assert not flags(text, READ_ONLY), text


def test_each_call_anew_in_many_languages_against_an_idempotent_hint():
    for text in (
        "Adds the amount to the budget. Kull sejħa żżid l-ammont mill-ġdid.",  # Maltese
        "Geçirýär. Her çagyryş täze geleşik döredýär.",  # Turkmen
        "Crea un pedido. Cada llamada crea un pedido nuevo.",  # Spanish
    ):
        assert flags(text, IDEMPOTENT), text
    for text in (
        "Sets the budget. Cada llamada devuelve un token nuevo.",  # returns a new token
        "Sets the budget. Jeder Aufruf legt keinen neuen Eintrag an.",  # negated
        "Sets the budget. Each call overwrites the same value.",
    ):
        assert not flags(text, IDEMPOTENT), text


def test_invisible_characters_in_a_syntax_keyword_are_read():
    hidden = "\u200b\u200c\u2060\ufeff" * 4
    for key, value in (("pattern", "^(a|b)$" + hidden), ("contentMediaType", "text/csv" + hidden)):
        schema = {"type": "object", "properties": {"x": {"type": "string", key: value}}}
        assert "tool-poisoning-invisible-text" in labels_of_schema(schema, "A tool."), key
    # A pattern that excludes zero-width characters names them in a class: no hiding.
    schema = {"type": "object", "properties": {"x": {"pattern": "^[^\u200b-\u200d\ufeff]*$"}}}
    assert "tool-poisoning-invisible-text" not in labels_of_schema(schema, "A tool.")


def test_a_leading_byte_order_mark_is_not_hidden_text():
    assert _invisible("\ufeff") is None
    assert _invisible("\ufeffid;name;price") is None
    assert _invisible("id;\ufeffname") is not None
    assert _invisible("\ufeff" + "\u200b\u200c" * 5) is not None
