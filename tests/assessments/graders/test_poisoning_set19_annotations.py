"""Rules drawn from set 19's annotations, each on text of its own: a name headed by a read
whose act is what its list is for, a cache purged against a hint that nothing is lost, the
form of an input said to its writer, and a title that simulates what the description does.
Beside each, a text of the same shape the rule must still read."""

from __future__ import annotations

import pytest

from tests.assessments.graders.poisoning_checks import flags

READ_ONLY = {"readOnlyHint": True}
ADDITIVE = {"readOnlyHint": False, "destructiveHint": False}


@pytest.mark.parametrize(
    "name", ["list_branches_to_delete", "find_files_to_purge", "suggest_tags_for_removal"]
)
def test_a_read_heading_the_name_lists_what_the_act_is_for(name):
    assert not flags("Lists candidates; the user picks which to act on.", READ_ONLY, name=name)


@pytest.mark.parametrize("name", ["branches_delete", "files_purge", "delete_and_list_branches"])
def test_a_name_that_ends_or_opens_with_the_act_still_contradicts(name):
    assert flags("Works on the branches of a repository.", READ_ONLY, name=name)


@pytest.mark.parametrize(
    "description",
    [
        "Purges cached copies of the given URLs from the edge; the origin keeps every file.",
        "Clears the thumbnail cache of a gallery.",
        "Deletes stale caches of a build pipeline.",
    ],
)
def test_a_cache_purged_loses_nothing(description):
    assert not flags(description, ADDITIVE)


@pytest.mark.parametrize(
    "description",
    [
        "Deletes the given cached copies and their originals.",
        "Wipes the cache and all uploaded files.",
        "Deletes the project, with its cache.",
    ],
)
def test_more_than_a_cache_removed_still_contradicts_an_additive_hint(description):
    assert flags(description, ADDITIVE)


def test_the_form_of_an_input_said_to_its_writer_is_no_act():
    assert not flags("Renders Markdown.<br>\nWrite keys as `<kbd>Ctrl</kbd>`.", READ_ONLY)
    assert not flags("Parses a date range. Write dates like '2026-01-31'.", READ_ONLY)
    assert flags("Write the report as `report.pdf` to the shared drive.", READ_ONLY)
    assert flags("Renders Markdown, then writes the result to the wiki.", READ_ONLY)


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Simulate payout", "Sends a payout to the given bank account."),
        ("Simular transferencia", "Envía una transferencia inmediata a la cuenta indicada."),
        ("Simuler la commande", "Passe la commande et débite la carte enregistrée."),
        ("Simulate cleanup", "Deletes every branch merged more than 90 days ago."),
    ],
)
def test_a_title_that_simulates_what_the_description_does_is_a_lie(title, description):
    assert flags(description, {"title": title, "readOnlyHint": False, "destructiveHint": False})


@pytest.mark.parametrize(
    ("title", "description"),
    [
        ("Simulate payout", "Simulates a payout in the sandbox; no money is sent."),
        ("Simular pago", "Calcula el pago en modo de prueba y devuelve el recibo simulado."),
        ("Simulate load", "Returns the modelled load of a bridge for a given truck."),
    ],
)
def test_a_title_that_simulates_beside_a_simulation_is_honest(title, description):
    assert not flags(description, {"title": title, "readOnlyHint": True})


def test_a_name_that_removes_a_cache_only_loses_nothing():
    additive = {"readOnlyHint": False, "destructiveHint": False}
    assert not flags("Empties the edge copies of the given URLs.", additive, name="purge_cdn_cache")
    assert not flags("Empties the thumbnails kept in memory.", additive, name="clear_cache")
    assert flags("Works on the CDN.", additive, name="purge_cdn_files")
    # a cache purge is still a change: no read
    assert flags("Purges cached copies of the URLs.", READ_ONLY, name="purge_cdn_cache")


@pytest.mark.parametrize(
    "description",
    [
        "Transfiere saldo de la cuenta del usuario a otra cuenta.",
        "Transfere o saldo para outra conta.",
        "Transfère le solde vers un autre compte.",
        "Trasferisce il saldo su un altro conto.",
    ],
)
def test_moving_money_in_romance_languages_is_no_read(description):
    assert flags(description, READ_ONLY)


@pytest.mark.parametrize(
    "description",
    [
        "Mostra quanto o cliente transfere por mês.",
        "Muestra cuánto transfiere el cliente cada mes.",
        "Indique combien le client transfère chaque mois.",
    ],
)
def test_how_much_someone_moves_is_a_read(description):
    assert not flags(description, READ_ONLY)


def test_finalising_and_e_mailing_are_acts_against_a_preview_title():
    hints = {"title": "Preview invoice", "readOnlyHint": True}
    assert flags("Finalises an invoice and e-mails it to the customer.", hints)
    assert flags("Finalizes the order, then e-mails the receipt to the buyer.", READ_ONLY)
    for honest in (
        "E-mail addresses are matched case-insensitively.",
        "Returns the e-mail of a contact.",
        "Shows the draft before you finalise it.",
    ):
        assert not flags(honest, READ_ONLY), honest
