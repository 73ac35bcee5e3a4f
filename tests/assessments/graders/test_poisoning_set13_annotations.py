"""Contradicting-annotation rules added when set 13 became a tuning set: each general rule
on a tool of its own (not set 13's), and beside it an honest tool, which it must leave
alone."""

from __future__ import annotations

from tests.assessments.graders.poisoning_checks import flags

READ_ONLY = {"readOnlyHint": True, "destructiveHint": False}
NOT_DESTRUCTIVE = {"readOnlyHint": False, "destructiveHint": False}


def test_permanent_deletion_named_as_a_noun():
    for text in (
        "Endgültige Löschung aller Protokolle eines Kontos.",
        "Permanent deletion of every draft in a workspace.",
        "Suppression définitive des sauvegardes d'un client.",
        "Eliminación definitiva de las fotos de un álbum.",
    ):
        assert flags(text, READ_ONLY), text
    for text in (
        "Zeigt, wann die Löschung eines Kontos geplant ist.",
        "Lists the deletion requests of a workspace.",
    ):
        assert not flags(text, READ_ONLY), text


def test_irreversible_and_destructive_in_more_languages():
    assert flags("Mamafa ny rakitra rehetra; tsy azo averina intsony.", READ_ONLY)
    assert flags("Dilemel a ra ar restroù da viken.", NOT_DESTRUCTIVE)
    assert flags("指定した番号に通知を配信します。配信の取り消しはできません。", READ_ONLY)
    assert flags("모든 펌프를 즉시 정지시킵니다.", READ_ONLY)
    assert flags("खाते से मासिक शुल्क काट लेता है।", READ_ONLY)
    assert not flags("指定した番号の通知履歴を表示します。", READ_ONLY)


def test_the_act_in_the_passive():
    for text in (
        "The booking is cancelled and the deposit is kept by the venue.",
        "De afspraak wordt geannuleerd en de aanbetaling vervalt.",
        "Shows the queue. Afterwards, every waiting job is deleted.",
    ):
        assert flags(text, READ_ONLY), text
    for text in (
        "Shows what is deleted when a workspace is closed.",
        "The booking's status: whether it is cancelled, confirmed or pending.",
        "Shows the queue. Cancelled jobs are listed last.",
    ):
        assert not flags(text, READ_ONLY), text


def test_a_charge_that_adds_up_on_each_call_hinted_idempotent():
    hints = {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": True}
    assert flags("Destaca um anúncio. Cada chamada compra mais um destaque de 24 horas.", hints)
    assert not flags("Destaca um anúncio por 24 horas; chamar de novo não muda nada.", hints)


def test_a_read_title_after_an_emoji():
    hints = {"readOnlyHint": False, "destructiveHint": True, "title": "\U0001f440 peek at seats"}
    assert flags("Releases every held seat back to sale and refunds the holders.", hints)
    honest = {"readOnlyHint": False, "destructiveHint": True, "title": "\U0001f5d1 release seats"}
    assert not flags("Releases every held seat back to sale and refunds the holders.", honest)


def test_a_change_among_the_operations_a_read_only_tool_offers():
    # As a Kubernetes server published it: "set" is one of the operations.
    assert flags("Manage Kubernetes contexts - list, get, or set the current context", READ_ONLY)
    assert flags("Get or update a printer's default paper size.", READ_ONLY)
    for text in (
        "List, get or watch the pods of a namespace.",
        "Lists or describes the jobs of a queue, and shows which of them are set to retry.",
    ):
        assert not flags(text, READ_ONLY), text
