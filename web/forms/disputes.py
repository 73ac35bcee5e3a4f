"""The dispute form: dimensions, a statement, and up to three quotes and two test results
(the evidence slots also make the form that adds evidence to a dispute filed without any).

Fixed slots rather than a script-built formset, so the form works without
JavaScript and keeps everything typed when it is shown again with errors.
"""

from __future__ import annotations

import json
from urllib.parse import urlencode

from django import forms
from django.db.models import Q

from certification.models import Server
from disputes.models import Dispute, Evidence
from disputes.services import GRADES, Decision, EvidenceItem

QUOTE_SLOTS = 3
TEST_SLOTS = 2


class EvidenceForm(forms.Form):
    """Evidence items: up to three quotes and two test results, each slot optional. Used
    alone on a dispute's page, for the filer to add evidence to a dispute filed without
    any."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        for i in range(QUOTE_SLOTS):
            self.fields[f"quote_{i}_url"] = forms.URLField(
                required=False, max_length=2000, label="Page URL", assume_scheme="https"
            )
            self.fields[f"quote_{i}_text"] = forms.CharField(
                required=False, max_length=2000, label="Quoted text",
                widget=forms.Textarea(attrs={"rows": 2}),
            )  # fmt: skip
        for i in range(TEST_SLOTS):
            self.fields[f"test_{i}_tool"] = forms.CharField(
                required=False, max_length=200, label="Tool called"
            )
            self.fields[f"test_{i}_arguments"] = forms.CharField(
                required=False, max_length=5000, label="Arguments (JSON)",
                widget=forms.Textarea(attrs={"rows": 2}),
            )  # fmt: skip
            self.fields[f"test_{i}_ran_at"] = forms.DateTimeField(
                required=False, label="When it ran (UTC, YYYY-MM-DD HH:MM)"
            )
            self.fields[f"test_{i}_result"] = forms.CharField(
                required=False, max_length=10_000, label="What it returned",
                widget=forms.Textarea(attrs={"rows": 3}),
            )  # fmt: skip
            self.fields[f"test_{i}_attachment"] = forms.FileField(
                required=False, label="Attachment (text or JSON, at most 64 KiB)"
            )

    def quote_slots(self):
        return [(self[f"quote_{i}_url"], self[f"quote_{i}_text"]) for i in range(QUOTE_SLOTS)]

    def test_slots(self):
        names = ("tool", "arguments", "ran_at", "result", "attachment")
        return [[self[f"test_{i}_{name}"] for name in names] for i in range(TEST_SLOTS)]

    def clean(self):
        data = super().clean()
        for i in range(QUOTE_SLOTS):
            url, text = data.get(f"quote_{i}_url"), data.get(f"quote_{i}_text")
            if bool(url) != bool((text or "").strip()):
                self.add_error(
                    f"quote_{i}_text" if url else f"quote_{i}_url",
                    "A quote needs both the quoted text and the page it is quoted from.",
                )
        for i in range(TEST_SLOTS):
            self._clean_test(data, i)
        return data

    def _clean_test(self, data, i: int) -> None:
        raw = (data.get(f"test_{i}_arguments") or "").strip()
        if raw:
            try:
                data[f"test_{i}_arguments"] = json.loads(raw)
            except ValueError as error:
                self.add_error(f"test_{i}_arguments", f"Not valid JSON: {error}")
        upload = data.get(f"test_{i}_attachment")
        if upload:
            if upload.size > Evidence.MAX_ATTACHMENT_BYTES:
                self.add_error(f"test_{i}_attachment", "An attachment is at most 64 KiB.")
                return
            try:
                data[f"test_{i}_attachment_text"] = upload.read().decode("utf-8")
            except UnicodeDecodeError:
                self.add_error(f"test_{i}_attachment", "Attach plain text or JSON (UTF-8).")
        filled = [data.get(f"test_{i}_{name}") for name in ("tool", "result")]
        if any(filled) and not all(filled):
            self.add_error(
                f"test_{i}_result" if filled[0] else f"test_{i}_tool",
                "A test result needs the tool called and what it returned.",
            )

    def evidence(self) -> list[EvidenceItem]:
        data = self.cleaned_data
        items = [
            EvidenceItem(kind="quote", url=data[f"quote_{i}_url"], quote=data[f"quote_{i}_text"])
            for i in range(QUOTE_SLOTS)
            if data.get(f"quote_{i}_url")
        ]
        for i in range(TEST_SLOTS):
            if not data.get(f"test_{i}_tool"):
                continue
            upload = data.get(f"test_{i}_attachment")
            items.append(
                EvidenceItem(
                    kind="test_result", tool=data[f"test_{i}_tool"],
                    arguments=data.get(f"test_{i}_arguments") or None,
                    ran_at=data.get(f"test_{i}_ran_at"), result=data[f"test_{i}_result"],
                    attachment_name=upload.name if upload else "",
                    attachment=data.get(f"test_{i}_attachment_text", ""),
                )
            )  # fmt: skip
        return items


class DisputeForm(EvidenceForm):
    dimensions = forms.TypedMultipleChoiceField(
        coerce=int,
        widget=forms.CheckboxSelectMultiple,
        label="Which dimensions are graded wrongly?",
    )
    statement = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 5}),
        max_length=5000,
        label="What is wrong, and what should the grade be?",
        help_text="Say which criterion the evidence meets. A statement alone (“the score is "
        "unfair”) is not reviewed: you may add evidence on the dispute's page for a while, "
        "and without it the dispute is acknowledged.",
    )

    def __init__(self, *args, assessment, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        results = {r.number: r for r in assessment.dimensions.all()}

        def graded(number: int) -> str:
            return results[number].get_grade_display() if number in results else "Not tested"

        self.fields["dimensions"].choices = [
            (d["number"], f"{d['number']}. {d['name']} — graded {graded(d['number'])}")
            for d in assessment.rubric_version.dimensions
        ]


class ResolveForm(forms.Form):
    """Per disputed dimension: the criterion the evidence now meets, and why."""

    def __init__(self, *args, dispute, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        rubric = {d["number"]: d for d in dispute.assessment.rubric_version.dimensions}
        before = {r.number: r.grade for r in dispute.assessment.dimensions.all()}
        self.rows = []
        for number in dispute.dimensions:
            spec = rubric.get(number, {})
            criteria = spec.get("criteria") or {}
            self.fields[f"grade_{number}"] = forms.ChoiceField(
                choices=[(g, f"{g.title()}: {criteria.get(g, '')}") for g in GRADES],
                widget=forms.RadioSelect,
                initial=before.get(number) if before.get(number) in GRADES else None,
                label=f"{number}. {spec.get('name', '')}",
            )
            self.fields[f"reasoning_{number}"] = forms.CharField(
                widget=forms.Textarea(attrs={"rows": 3}), max_length=5000,
                label="Public reasoning",
            )  # fmt: skip
            self.rows.append((number, before.get(number, "not_tested")))

    def decisions(self) -> list[Decision]:
        return [
            Decision(n, self.cleaned_data[f"grade_{n}"], self.cleaned_data[f"reasoning_{n}"])
            for n, _ in self.rows
        ]


class AcknowledgeForm(forms.Form):
    reason = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3}),
        max_length=5000,
        label="Why the evidence does not call for a review (public)",
    )


class DisputeFilterForm(forms.Form):
    """The disputes list's filters. A value not understood (a server no listing has, a
    state that does not exist) is left out and named by ``ignored``; the others apply."""

    server = forms.ModelChoiceField(
        queryset=Server.objects.all(), to_field_name="slug", required=False,
        empty_label="Any server", label="Server",
        error_messages={"invalid_choice": "No listing has this address."},
    )  # fmt: skip
    state = forms.ChoiceField(required=False, label="Outcome")

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["state"].choices = [("", "Any outcome"), *Dispute.State.choices]
        # Offered: the servers that have disputes, and the one asked for (any listing's
        # slug is understood).
        offered = Q(disputes__isnull=False)
        if self.data.get("server"):
            offered |= Q(slug=self.data["server"])
        servers = Server.objects.filter(offered).distinct().order_by("name")
        self.fields["server"].widget.choices = [
            ("", "Any server"),
            *servers.values_list("slug", "name"),
        ]

    def valid(self) -> dict:
        """The filters that were understood."""
        if not self.is_bound:
            return {}
        self.is_valid()
        return self.cleaned_data

    def ignored(self) -> list:
        """The filters left out (bound fields), for the page to name: each name carries
        the id its select's ``aria-describedby`` points to."""
        return [self[name] for name in self.errors if name in self.fields]

    def query(self) -> str:
        """The understood filters as a query string, for the page links."""
        data = self.valid()
        server = data.get("server")
        kept = {"server": server.slug if server else "", "state": data.get("state", "")}
        return urlencode({name: value for name, value in kept.items() if value})

    def filter(self, disputes):
        data = self.valid()
        if data.get("server"):
            disputes = disputes.filter(server=data["server"])
        if data.get("state"):
            disputes = disputes.filter(state=data["state"])
        return disputes
