"""Forms of the claim flow."""

from __future__ import annotations

from django import forms

from verification.models import Claim
from verification.selectors import claim_domains, claim_methods, claim_packages, listing_mcp_name

METHOD_HELP = {
    Claim.Method.DNS: "Publish a TXT record under the endpoint's domain.",
    Claim.Method.REPO: "Commit a small file to the repository's default branch.",
    Claim.Method.PACKAGE: (
        "Name this listing in the listed version of its npm or PyPI package, as the MCP "
        "Registry asks."
    ),
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

    package = forms.ChoiceField(
        label="Package that names this listing",
        required=False,
        help_text="For the package method: the exact version the listing gives is read.",
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
        packages = claim_packages(server)
        if packages:
            choices = [(f"{p.registry_type}:{p.identifier}", p.spec) for p in packages]
            self.fields["package"].choices = choices
            self.fields["package"].initial = choices[0][0]
            # The first is taken when none is chosen, so the field is never required.
            self.fields["package"].required_for = "for the package method; the first by default"
            self.mcp_name = listing_mcp_name(server)
        else:
            del self.fields["package"]
            self.mcp_name = ""
        # Listed packages of other registries, said why they are not offered.
        self.unusable_packages = [p for p in server.packages.all() if not p.is_assessed]
        self.available = bool(methods)

    def clean(self):
        cleaned = super().clean()
        if (
            cleaned.get("method") == Claim.Method.DNS
            and "domain" in self.fields
            and not cleaned.get("domain")
        ):
            self.add_error("domain", "Choose the domain that will hold the TXT record.")
        if cleaned.get("method") != Claim.Method.PACKAGE:
            cleaned["package"] = ""
        return cleaned


class CoownerForm(forms.Form):
    email = forms.EmailField(
        label="E-mail address of the co-owner",
        help_text="They need a Sagentum account with this address.",
    )
