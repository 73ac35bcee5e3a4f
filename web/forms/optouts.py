"""Forms of the opt-out flow."""

from __future__ import annotations

import re
import urllib.parse

from django import forms

from certification.listing_rules import endpoint_key, same_endpoint
from certification.models import Server

# A host name with a dot, an optional port and an optional path: "mcp.example.com:8443/".
HOSTLIKE = re.compile(r"^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+\.?(:\d{1,5})?(/.*)?$")


class Ambiguous(Exception):
    """The text names several listed servers."""


def find_server(text: str) -> Server | None:
    """A listed server named by its page address, its slug, its endpoint URL, the host of
    its endpoint, or its name. Raises ``Ambiguous`` when a host or name fits several."""
    text = text.strip()
    if not text:
        return None
    servers = Server.objects.listed()
    by_endpoint = same_endpoint(text) if "://" in text else None
    if by_endpoint is not None and by_endpoint.is_listed:
        return by_endpoint
    try:
        path = urllib.parse.urlsplit(text).path if "://" in text else text
    except ValueError:  # not a URL after all (e.g. an unclosed "[")
        return None
    parts = [part for part in path.split("/") if part]
    slug = parts[1] if len(parts) >= 2 and parts[0] == "servers" else (parts[0] if parts else "")
    found = servers.filter(slug=slug).first() if slug else None
    if found is not None or "://" in text:
        return found
    return _one(list(servers.filter(name__iexact=text)) or _by_host(servers, text))


def _by_host(servers, text: str) -> list[Server]:
    """Listed servers whose endpoint is on the host (and port, if given) ``text`` names."""
    if not HOSTLIKE.match(text):
        return []
    try:
        wanted = urllib.parse.urlsplit(f"//{text}")
        host, port = (wanted.hostname or "").rstrip("."), wanted.port
    except ValueError:
        return []
    found = []
    for server in servers.filter(endpoint_url__icontains=host):
        _, endpoint_host, endpoint_port, _ = endpoint_key(server.endpoint_url)
        if endpoint_host.lower() == host.lower() and port in (None, endpoint_port):
            found.append(server)
    return found


def _one(candidates: list[Server]) -> Server | None:
    if len(candidates) > 1:
        raise Ambiguous(", ".join(sorted(s.name for s in candidates)))
    return candidates[0] if candidates else None


class OptOutForm(forms.Form):
    server = forms.CharField(
        label="Server",
        max_length=500,
        help_text="Its name as listed, its page address on Sagentum (…/servers/<name>/), or "
        "its endpoint URL.",
    )
    contact_email = forms.EmailField(
        label="Contact e-mail",
        help_text=(
            "We send a confirmation link here. The opt-out takes effect as soon as you use "
            "it if this is the server's listed contact or an address at its endpoint's "
            "domain; otherwise a reviewer checks it first."
        ),
    )
    reason = forms.CharField(
        label="Reason",
        required=False,
        max_length=2000,
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text="Optional; shown only to reviewers.",
    )

    def clean_server(self) -> Server:
        try:
            server = find_server(self.cleaned_data["server"])
        except Ambiguous as several:
            raise forms.ValidationError(
                f"Several listed servers match ({several}). Paste the address of the one's "
                "page on Sagentum or its endpoint URL."
            ) from None
        if server is None:
            raise forms.ValidationError(
                "No listed server matches. Give its name as listed, the address of its page "
                "on Sagentum, or its endpoint URL."
            )
        return server


class RecordOptOutForm(OptOutForm):
    message_reference = forms.CharField(
        label="Message reference",
        max_length=300,
        help_text="The Message-ID or ticket reference of the e-mail received.",
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["contact_email"].help_text = "The sender of the e-mail."
