"""Forms of the claim flow."""

from __future__ import annotations

from django import forms

from verification.models import Claim
from verification.selectors import claim_domains, claim_methods

METHOD_HELP = {
    Claim.Method.DNS: "Publish a TXT record under the endpoint's domain.",
    Claim.Method.REPO: "Commit a small file to the repository's default branch.",
}


class ClaimForm(forms.Form):
    method = forms.ChoiceField(label="How will you prove control?", widget=forms.RadioSelect)
    domain = forms.ChoiceField(
        label="Domain for the DNS record",
        required=False,
        help_text=(
            "For the DNS method: the endpoint's host or one of its parent domains. A record "
            "at a parent domain proves every host under it; public suffixes (such as co.uk) "
            "cannot be used."
        ),
    )

    def __init__(self, *args, server, **kwargs):
        super().__init__(*args, **kwargs)
        methods = claim_methods(server)
        labels = dict(Claim.Method.choices)
        self.fields["method"].choices = [(m, f"{labels[m]} — {METHOD_HELP[m]}") for m in methods]
        domains = claim_domains(server)
        self.fields["domain"].choices = [(d, d) for d in domains]
        if domains:
            self.fields["domain"].initial = domains[-1]
        else:
            del self.fields["domain"]
        if len(methods) == 1:
            self.fields["method"].initial = methods[0]
            if "domain" in self.fields and methods == [Claim.Method.DNS]:
                self.fields["domain"].required = True
        elif "domain" in self.fields:
            # Needed with the DNS method only; the label says so instead of "(optional)".
            self.fields["domain"].required_for = "for the DNS method"
        self.available = bool(methods)

    def clean(self):
        cleaned = super().clean()
        if (
            cleaned.get("method") == Claim.Method.DNS
            and "domain" in self.fields
            and not cleaned.get("domain")
        ):
            self.add_error("domain", "Choose the domain that will hold the TXT record.")
        return cleaned


class CoownerForm(forms.Form):
    email = forms.EmailField(
        label="E-mail address of the co-owner",
        help_text="They need a Sagentum account with this address.",
    )
