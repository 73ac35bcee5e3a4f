"""Reads about ownership: who owns a server, what a claim may use and must publish."""

from __future__ import annotations

import urllib.parse

from django.conf import settings

from certification.credentials import decrypt_text
from certification.models import RegistryEntry, Server, ServerPackage, User
from certification.ownership import endpoint_domains
from certification.ownership import user_owns_server as user_owns_server  # its old address
from verification import checks
from verification.models import Claim

# Claim checks an account may ask for, on the site and through the API together.
CLAIM_CHECK_LIMIT = {"group": "claim-check", "key": "user", "rate": "30/h", "method": "POST"}


def servers_owned_by(user: User):
    return Server.objects.filter(claims__user=user, claims__status=Claim.Status.VERIFIED).distinct()


def claim_domains(server: Server) -> list[str]:
    """Domains a DNS claim on ``server`` may use (``certification.ownership``)."""
    return endpoint_domains(server)


def claim_methods(server: Server) -> list[str]:
    methods = []
    if claim_domains(server):
        methods.append(Claim.Method.DNS)
    if server.repository_url and checks.repo_file_url(server.repository_url):
        methods.append(Claim.Method.REPO)
    if claim_packages(server):
        methods.append(Claim.Method.PACKAGE)
    return methods


def claim_packages(server: Server) -> list[ServerPackage]:
    """The listing's packages a package claim may use: npm and PyPI ones (the registries
    Sagentum fetches from), in the listing's order."""
    return [p for p in server.packages.all() if p.is_assessed]


def claim_package(claim: Claim) -> ServerPackage | None:
    """The listing's package a package claim names, as the listing has it now."""
    return (
        ServerPackage.objects.filter(
            server_id=claim.server_id,
            registry_type=claim.package_registry,
            identifier=claim.package_identifier,
        )
        .order_by("pk")
        .first()
    )


def listing_mcp_name(server: Server) -> str:
    """The name a package must carry to prove ``server``: its MCP Registry name when the
    listing has one, otherwise Sagentum's own for the listing, ``<the site's host, labels
    reversed>/<slug>`` (``org.sagentum/weather`` on https://sagentum.org). Both are
    stable: a registry name never changes, nor does a slug."""
    registered = RegistryEntry.objects.filter(server=server).values_list("name", flat=True)
    name = registered.first()
    if name:
        return name
    host = (urllib.parse.urlsplit(settings.SITE_URL).hostname or "localhost").rstrip(".")
    return f"{'.'.join(reversed(host.lower().split('.')))}/{server.slug}"


def claim_token(claim: Claim) -> str | None:
    """The token in clear, for the claimant's eyes only; None once the claim has ended."""
    if not claim.token_ciphertext:
        return None
    return decrypt_text(Claim.TOKEN_PURPOSE, claim.token_ciphertext)


def claim_instructions(claim: Claim) -> dict[str, str]:
    """Where to publish and what: ``name`` (DNS name, file path, or for a package claim
    the package and the exact version read), ``url`` (for a repository file, where it is
    fetched from), ``value`` (the line with the token); for a package claim also
    ``mcp_name``, the name the package must carry beside it, and ``version``."""
    if claim.method == Claim.Method.PACKAGE:
        package = claim_package(claim)
        version = package.version if package else claim.package_version
        token = claim_token(claim)
        return {
            "name": package.spec if package else claim.package_spec,
            "value": checks.publish_value(token) if token else "",
            "mcp_name": listing_mcp_name(claim.server),
            "url": "",
            "version": version,
        }
    token = claim_token(claim)
    value = checks.publish_value(token) if token else ""
    if claim.method == Claim.Method.DNS:
        return {"name": checks.challenge_name(claim.domain), "value": value, "url": ""}
    if claim.method == Claim.Method.REPO:
        url = checks.repo_file_url(claim.server.repository_url or "") or ""
        return {"name": checks.REPO_FILE_PATH, "value": value, "url": url}
    return {"name": "", "value": "", "url": ""}


def server_has_owner(server: Server, *, excluding: User | None = None) -> bool:
    claims = Claim.objects.verified().filter(server=server)
    if excluding is not None:
        claims = claims.exclude(user=excluding)
    return claims.exists()


def listing_mismatch(claim: Claim) -> checks.CheckResult | None:
    """Why the claim's proof no longer covers the listing, if it does not."""
    server = claim.server
    if claim.method == Claim.Method.DNS and claim.domain not in claim_domains(server):
        return checks.CheckResult(
            False, "listing-changed",
            f"The server's endpoint ({server.endpoint_url or 'none'}) is no longer under "
            f"{claim.domain}, so a record there proves nothing about it. Make a new claim.",
            checks.challenge_name(claim.domain),
        )  # fmt: skip
    if claim.method == Claim.Method.REPO and claim.repository_url != server.repository_url:
        return checks.CheckResult(
            False, "listing-changed",
            f"The listing's repository changed (from {claim.repository_url or 'none'} to "
            f"{server.repository_url or 'none'}); a file in the old one proves nothing about "
            "the new one. Make a new claim.",
            claim.repository_url,
        )  # fmt: skip
    if claim.method == Claim.Method.PACKAGE:
        package = claim_package(claim)
        if package is None or not package.is_assessed:
            return checks.CheckResult(
                False, "listing-changed",
                f"The listing no longer lists the package {claim.package_spec}, so its name "
                "proves nothing about this server. Make a new claim.",
                claim.package_spec,
            )  # fmt: skip
    return None
