"""Contradicting annotations: honest tools that must not be flagged, each beside a poisoned
near miss that still is. A transformation that returns its result is no act on the world;
noun readings of ambiguous verbs need a verb context; a status lookup of an act is not the
act; an opening question names no act; a title naming what is sent or deployed, or an honest
"(reversible)", is no lie; "only if" bounds "each call creates a new"."""

from __future__ import annotations

from tests.assessments.graders.poisoning_checks import flags

READ_ONLY = {"readOnlyHint": True, "destructiveHint": False}
NOT_DESTRUCTIVE = {"destructiveHint": False}
CHANGES = {"readOnlyHint": False}
IDEMPOTENT = {"idempotentHint": True}
DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": True}


def test_a_transformation_that_returns_its_result_is_read_only():
    for text in (
        "Merges two JSON objects into one and returns the result.",
        "Ersetzt Platzhalter im Text und gibt das Ergebnis zurück.",
        "Reemplaza los marcadores del texto y devuelve el resultado.",
        "Remplace les variables du texte et renvoie le résultat.",
        "Trennt den Text in Sätze und gibt sie zurück.",
        "Metindeki boşlukları kaldırır ve sonucu döndürür.",
    ):
        assert not flags(text, READ_ONLY), text
    for text in (
        "Merges two customer accounts into one.",
        "Merges two customer accounts into one and returns the new account id.",
        "Ersetzt die Konfigurationsdatei des Servers.",
        "Reemplaza la base de datos de producción.",
        "Remplace le fichier de configuration du serveur.",
        "Trennt die Verbindung des Kunden.",
        "Gümrük tutmasını kaldırır ve konteyneri serbest bırakır.",
    ):
        assert flags(text, READ_ONLY), text


def test_ordering_items_and_returning_them_is_idempotent():
    assert not flags("Orders the items by priority and returns them.", IDEMPOTENT)
    assert flags("Orders the items in the cart and charges the card.", IDEMPOTENT)


def test_noun_readings_of_ambiguous_verbs_need_a_verb_context():
    for text in (
        "Lists recent deploys for a Netlify site.",
        "Cobra command tree of a Go project.",
        "Muestra las cuotas de cada apuesta.",
        "Membantu memutuskan rute terbaik.",
    ):
        assert not flags(text, READ_ONLY), text
    for text in (
        "Deploys the site to Netlify.",
        "Builds the site and deploys it.",
        "Cobra la suscripción mensual al cliente.",
        "Apuesta 10 € al equipo local.",
        "Memutuskan koneksi pengguna dari jaringan.",
    ):
        assert flags(text, READ_ONLY), text
    assert not flags("Void elements of HTML are listed.", NOT_DESTRUCTIVE)
    assert flags("Voids the invoice and its payments.", NOT_DESTRUCTIVE)


def test_a_status_lookup_of_an_act_is_not_the_act():
    assert not flags("查询订单取消状态", READ_ONLY)
    assert flags("取消订单并退款", READ_ONLY)


def test_an_opening_question_names_no_act():
    assert not flags("Libera espacio? Comprueba qué archivos ocupan más.", READ_ONLY)
    assert flags("¿Poco espacio? Libera los archivos bloqueados del disco.", READ_ONLY)


def test_a_title_naming_what_is_sent_or_deployed_is_no_lie():
    assert not flags(
        "Sends a push notification to the user's phone.",
        {**CHANGES, "title": "Show notification"},
    )
    assert flags(
        "Deletes every notification of the user.", {**CHANGES, "title": "Show notifications"}
    )
    assert not flags(
        "Deploys the current branch to a preview URL.",
        {**CHANGES, "title": "Preview deployment"},
    )
    assert flags(
        "Deploys the current branch to production.", {**CHANGES, "title": "Preview deployment"}
    )


def test_an_honest_reversible_title_on_a_destructive_hint_is_no_lie():
    for title, text in (
        ("Move to trash (reversible)", "Moves the file to the trash; it can be restored."),
        ("Soft delete (undoable)", "Marks the record as deleted; it can be restored later."),
    ):
        assert not flags(text, {**DESTRUCTIVE, "title": title}), title
    assert flags(
        "Permanently deletes the file; it cannot be recovered.",
        {**DESTRUCTIVE, "title": "Delete file (reversible)"},
    )
    assert flags("Deletes the file.", {**DESTRUCTIVE, "title": "Safe delete"})


def test_a_drill_is_not_a_dry_run():
    drill = {"readOnlyHint": False, "destructiveHint": False}
    assert not flags(
        "Triggers the building's evacuation drill alarm.",
        {**drill, "title": "Iniciar simulacro de evacuación"},
    )
    assert flags(
        "Transfiere el dinero a la cuenta.", {**drill, "title": "Transferencia (simulacro)"}
    )


def test_only_if_bounds_each_call_creating_a_new_one():
    assert not flags("Each call creates a new version only if the content changed.", IDEMPOTENT)
    assert flags("Each call creates a new version, even if the content is unchanged.", IDEMPOTENT)


def test_a_title_that_names_its_subject_by_a_noun_of_looking_claims_no_look():
    # Task Master's set_task_status: title "Set Task Status", destructiveHint true. A title
    # ending on "Status", "Overview" or "Preview" after other words names what the tool is
    # about, and the word before may be any act; only a title that opens with a look (or
    # is the noun alone) sets a look against a destructive hint.
    for title, text in (
        ("Set Task Status", "Set the status of one or more tasks or subtasks."),
        ("Mark Task Status", "Mark tasks as done or pending."),
        ("Task Status", "Tasks of the board."),
        ("Reset Account Overview", "Resets the widgets on the dashboard."),
    ):
        assert not flags(text, {"title": title, "destructiveHint": True}), title
    for title, text in (
        ("View Task Status", "Returns the task status."),
        ("Llistar Task Status", "Returns the task status."),  # a look of the second list
        ("Show Account Overview", "The account's dashboard."),
        ("Status", "Shows the status."),
        ("Status Overview", "Shows it."),
        ("Görevleri listele", "Görevler."),
    ):
        assert flags(text, {"title": title, "destructiveHint": True}), title
