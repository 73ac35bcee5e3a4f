from django import forms

from assessments.models import AssessmentType


class AssessmentRequestForm(forms.Form):
    assessment_type = forms.ChoiceField(
        choices=AssessmentType.choices, widget=forms.RadioSelect, label="Assessment type"
    )

    def __init__(self, *args, allowed: list[str], **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["assessment_type"].choices = [
            (key, label) for key, label in AssessmentType.choices if key in allowed
        ]
        # The deepest type the user may request is preselected: one click requests it.
        if allowed:
            self.initial.setdefault("assessment_type", allowed[-1])
