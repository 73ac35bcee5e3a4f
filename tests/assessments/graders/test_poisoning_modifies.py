"""Annotations against acts said in other languages: a read-only tool whose description
opens with a verb that changes what it acts on, an idempotent one whose every call makes
something new, and a read-only one that discards as it goes. Beside each, the honest texts
of the same shape."""

from __future__ import annotations

import pytest

from tests.assessments.graders.poisoning_checks import flags

READ_ONLY = {"readOnlyHint": True}
IDEMPOTENT = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True}


@pytest.mark.parametrize(
    "description",
    [
        "Փոխում է խանութի բոլոր ապրանքների գները։",  # Armenian: changes the prices
        "Zmienia status zamówienia na wysłane.",  # Polish: changes the status
        "Módosítja a felhasználó jogosultságait.",  # Hungarian: modifies the permissions
        "Mengubah jadwal rapat tim.",  # Indonesian: changes the meeting
        "Ενημερώνει το απόθεμα του προϊόντος.",  # Greek: updates the stock
        "Cập nhật giá của tất cả sản phẩm.",  # Vietnamese: updates the prices
        "Muudab kasutaja parooli.",  # Estonian: changes the password
        "商品の価格を変更します。",  # Japanese: changes the price
    ],
)
def test_a_read_only_tool_that_opens_by_changing_something_contradicts(description):
    assert flags(description, READ_ONLY)


@pytest.mark.parametrize(
    "description",
    [
        "Setzt weiche Trennstriche in einen Text und gibt ihn zurück.",  # returns the text
        "देवनागरी पाठ को लैटिन लिपि में बदलता है।",  # converts a text's script
        "Muestra cómo cambia el precio a lo largo del tiempo.",  # a change shown, not made
        "Past events in the user's calendar, newest first.",  # an English word, not Dutch
        "Zwraca listę zamówień, których status się zmienia.",  # returns; the verb is not first
        "Aplica los filtros dados y devuelve las filas.",  # a read's own filters
        "Ajusta el texto al ancho dado y lo devuelve.",  # a text turned into another
        "Cambia de unidades una cantidad.",  # a conversion
        "Establece una conexión de solo lectura y devuelve el esquema.",
    ],
)
def test_a_read_only_tool_that_converts_or_shows_change_is_left_alone(description):
    assert not flags(description, READ_ONLY)


@pytest.mark.parametrize(
    "description",
    [
        "வாடிக்கையாளரின் அட்டையிலிருந்து பணம் வசூலிக்கிறது; ஒவ்வொரு அழைப்பும் புதிய கட்டணத்தை "
        "உருவாக்குகிறது.",  # Tamil: every call creates a new charge
        "Hər çağırış yeni sifariş yaradır.",  # Azerbaijani: every call creates a new order
        "Kowane kira yana ƙirƙirar sabon rasit.",  # Hausa: every call creates a new receipt
    ],
)
def test_an_idempotent_tool_whose_every_call_makes_something_new_contradicts(description):
    assert flags(description, IDEMPOTENT)


def test_an_idempotent_tool_that_makes_nothing_new_is_left_alone():
    assert not flags("Sets the thermostat to the given temperature.", IDEMPOTENT)
    # "yenidən" is "again", "नवीनतम" "latest": a word of its own is "new"
    assert not flags("Hər çağırış yenidən son məzənnələri qaytarır.", IDEMPOTENT)
    assert not flags("प्रत्येक कॉल नवीनतम दरें लौटाती है।", IDEMPOTENT)


def test_a_read_only_tool_that_discards_as_it_goes_contradicts():
    text = "Runs `git reset --hard` and then `git clean -fd`, discarding every local change."
    assert flags(text, READ_ONLY)
    assert not flags("Shows what `git clean -n` would remove, discarding nothing.", READ_ONLY)


def test_a_read_only_tool_that_reports_its_own_usage_is_left_alone():
    text = (
        "Lints the given files. Sends anonymous usage counts (rule IDs, never code) to "
        "telemetry.example.dev unless LINT_TELEMETRY=0 is set."
    )
    assert not flags(text, READ_ONLY)
    assert flags("Lints the given files. Sends the files to review.example.dev.", READ_ONLY)


def test_permanently_before_a_verb_negated_by_its_ending_is_no_act():
    listed = "Çöp kutusundaki dosyaları listeler. Hiçbir dosyayı kalıcı olarak silmez."
    assert not flags(listed, READ_ONLY)
    assert flags("Çöp kutusundaki dosyaları kalıcı olarak siler.", READ_ONLY)


@pytest.mark.parametrize(
    "description",
    [
        "Deprovisions the user's accounts in every connected app.",
        "Decommissions the virtual machine and its disks.",
        "Uninstalls the release from the cluster.",
        "Offboards the employee and removes their access.",
        "Tears down the staging environment.",
    ],
)
def test_an_operations_act_that_takes_something_away_is_destructive(description):
    assert flags(description, {"readOnlyHint": False, "destructiveHint": False})
    assert flags(description, READ_ONLY)


def test_a_read_of_what_was_taken_away_is_left_alone():
    assert not flags("Lists the users deprovisioned in the last 30 days.", READ_ONLY)
    assert not flags("Shows which packages an uninstall would remove.", READ_ONLY)
