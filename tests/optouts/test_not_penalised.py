"""An opted-out server's scores leave out the live-only dimensions."""

from __future__ import annotations

from django.utils import timezone


def test_scores_of_an_opted_out_server_leave_out_the_live_only_dimensions(alice, alice_server):
    from assessments.collect import Target
    from assessments.graders import grade_observations
    from assessments.observations import Observations
    from assessments.scoring import score_grades
    from certification.selectors import current_rubric

    rubric = current_rubric().data

    def graded(opted_out: bool):
        obs = Observations(assessment_type="static", listing=Target(name="x").listing,
                           now=timezone.now(), opted_out=opted_out)  # fmt: skip
        grades = grade_observations(obs)
        return grades, score_grades({g.number: g.grade for g in grades}, rubric=rubric,
                                    assessment_type="static")  # fmt: skip

    grades, score = graded(True)
    live_only = [g for g in grades if g.number in (2, 3)]
    assert all(g.grade == "not_tested" and g.reasons[0]["label"] == "opted-out" for g in live_only)
    assert score == graded(False)[1]  # excluded, not failed: the same number either way

    from django.template.loader import render_to_string

    from web.report_card import DimensionRow

    row = DimensionRow(number=2, key="k", name="Behavioural Consistency", weight=1.0,
                       grade="not_tested", grade_word="Not tested", reasons=live_only[0].reasons,
                       evidence={}, question="")  # fmt: skip
    html = render_to_string("includes/dimension_table.html", {"rows": [row]})
    assert "<strong>Not tested</strong> — opted out of live testing <a" in html
    assert "#reason-opted-out" in html
