"""Writes about ownership: claims, their checks, co-owners and lapse (listing edits that
end proofs: ``verification.listings``; the weekly re-check: ``verification.reverification``).

Rules (docs/ownership.md):

- A DNS, repository-file or package claim gets a fresh token (32 random bytes, URL-safe
  base64 without padding). Only its SHA-256 is compared against; an encrypted copy lets the
  claimant read it again on the claim page. A pending claim's token expires
  after ``Claim.TOKEN_LIFETIME``; ``claim_reissue`` gives it a new one.
- A package claim's proof is the listing's name and the claim's token, both carried by
  the exact version of one of the listing's npm or PyPI packages
  (``checks.check_package``), read again at each check in the version the listing gives
  then: the name alone is public, so it cannot say who claims.
- A user has at most one active (pending or verified) claim per server.
  Several users may hold pending claims; the first to verify wins, and later
  ones are told the server already has an owner, who may add co-owners.
- A verified proof (DNS, repository file or package) is re-checked every
  ``Claim.RECHECK_INTERVAL``. A retryable failure (timeout, SERVFAIL) is tried
  again after ``Claim.RETRY_INTERVAL``, up to ``Claim.MAX_RETRIES`` times, before it
  counts. Each counted failure e-mails the owner; ``Claim.LAPSE_AFTER`` in a row
  lapse the claim, which is recorded on the public changelog without personal
  data. When a server has no verified proof left, its co-owners lapse too.
- A check the claimant asks for on a verified claim resets the count when it
  succeeds and never counts when it fails.
"""

from __future__ import annotations

import logging
import secrets

from django.db import IntegrityError, transaction
from django.utils import timezone

from certification import mail
from certification.credentials import encrypt_text
from certification.invalidation import public_record_changed
from certification.models import ChangelogEntry, Server, ServerPackage, User
from certification.transitions import record_created, transition
from verification import checks
from verification.models import Claim, ClaimCheck
from verification.selectors import (
    claim_domains,
    claim_package,
    claim_packages,
    listing_mcp_name,
    listing_mismatch,
    server_has_owner,
)

log = logging.getLogger(__name__)


class ClaimError(Exception):
    """A claim action that may not be done; the message is shown to the user as is."""


# ---------------------------------------------------------------------------- writes


def _new_token() -> tuple[str, str, str]:
    token = secrets.token_urlsafe(Claim.TOKEN_BYTES)
    return token, checks.token_hash(token), encrypt_text(Claim.TOKEN_PURPOSE, token)


def claim_create(
    *, user: User, server: Server, method: str, domain: str = "", package: str = ""
) -> Claim:
    """A pending claim, with a fresh token for DNS and repository-file claims; raises
    ``ClaimError`` with the reason. ``package`` (package claims): ``npm:NAME`` or
    ``pypi:NAME`` of one of the listing's packages, or its spec with the version; by
    default the listing's first npm or PyPI package."""
    if not server.is_listed:
        raise ClaimError("This server is no longer listed and cannot be claimed.")
    if method not in Claim.PROVEN_METHODS:
        raise ClaimError("Choose DNS TXT record, File in the repository or Name in the package.")
    domain = domain.strip().rstrip(".").lower()
    listed = None
    if package.strip() and method != Claim.Method.PACKAGE:
        raise ClaimError("A package is chosen for the package method only.")
    if method == Claim.Method.PACKAGE:
        domain = ""
        listed = check_claim_package(server, package)
    elif method == Claim.Method.DNS:
        allowed = claim_domains(server)
        if not allowed:
            raise ClaimError(
                "This server's endpoint has no domain a DNS record can prove (no endpoint, "
                "an IP address, or a public suffix). Use the repository file instead."
            )
        domain = domain or allowed[-1]
        if domain not in allowed:
            raise ClaimError(
                f"“{domain}” is not the endpoint's host or one of its parent domains "
                f"({', '.join(allowed)}); public suffixes cannot be used."
            )
    else:
        domain = ""
        if not server.repository_url:
            raise ClaimError("The listing gives no repository URL; use the DNS method.")
        if checks.repo_file_url(server.repository_url) is None:
            raise ClaimError(
                "Sagentum cannot read raw files from this repository's host (GitHub and "
                "GitLab are supported); use the DNS method."
            )
    existing = Claim.objects.active().filter(user=user, server=server).first()
    if existing is not None:
        if existing.status == Claim.Status.VERIFIED:
            raise ClaimError("You are already a verified owner of this server.")
        raise ClaimError(
            "You already have a pending claim on this server; check it or withdraw it first."
        )
    token, digest, ciphertext = _new_token()
    try:
        with transaction.atomic():
            claim = Claim.objects.create(
                server=server,
                user=user,
                method=method,
                domain=domain,
                repository_url=server.repository_url if method == Claim.Method.REPO else "",
                package_registry=listed.registry_type if listed else "",
                package_identifier=listed.identifier if listed else "",
                package_version=listed.version if listed else "",
                token_hash=digest,
                token_ciphertext=ciphertext,
                expires_at=timezone.now() + Claim.TOKEN_LIFETIME,
            )
            record_created(claim, by=user, reason=method)
    except IntegrityError:
        raise ClaimError("You already have an active claim on this server.") from None
    del token
    return claim


def check_claim_package(server: Server, package: str = "") -> ServerPackage:
    """The listing's package a package claim will read: the one ``package`` names
    (``npm:NAME``, ``pypi:NAME``, or with its version), else the first npm or PyPI one.
    Raises ``ClaimError`` saying why none can be used."""
    usable = claim_packages(server)
    if not usable:
        raise ClaimError(
            "This listing names no npm or PyPI package. A package must be listed first "
            "(edit the listing) before it can prove ownership; or use another method."
        )
    wanted = package.strip()
    if not wanted:
        return usable[0]
    for listed in server.packages.all():
        names = {f"{listed.registry_type}:{listed.identifier}", listed.spec}
        if wanted in names or wanted.lower() in {n.lower() for n in names}:
            if not listed.is_assessed:
                raise ClaimError(
                    f"{listed.get_registry_type_display()} packages cannot prove ownership: "
                    "Sagentum reads the name in npm and PyPI packages only. Choose one of "
                    f"{', '.join(p.spec for p in usable)}."
                )
            return listed
    raise ClaimError(
        f"The listing has no package {wanted}; choose one of {', '.join(p.spec for p in usable)}."
    )


@transaction.atomic
def claim_for_email(
    *, email: str, server: Server, method: str, domain: str = "", package: str = ""
) -> Claim:
    """``claim_create`` for the address ``email``, making its account when there is none:
    one without a password, whose owner signs in after a password reset. A refused claim
    leaves no account behind."""
    from allauth.account.models import EmailAddress
    from allauth.utils import generate_unique_username

    user = User.objects.filter(email__iexact=email).first()
    if user is None:
        user = User.objects.create_user(
            username=generate_unique_username([email, "owner"]), email=email, password=None
        )
        EmailAddress.objects.create(user=user, email=email, primary=True, verified=False)
    return claim_create(user=user, server=server, method=method, domain=domain, package=package)


# ------------------------------------------------------------------------ API tokens


def claim_reissue(*, claim: Claim) -> Claim:
    """A new token for a pending or expired claim; the old value stops counting."""
    if not claim.uses_token:
        raise ClaimError("This claim has no token.")
    if claim.status not in (Claim.Status.PENDING, Claim.Status.EXPIRED):
        raise ClaimError("Only a pending or expired claim gets a new token.")
    if (
        claim.status == Claim.Status.EXPIRED
        and Claim.objects.active().filter(user=claim.user, server=claim.server).exists()
    ):
        raise ClaimError("You already have an active claim on this server.")
    _, digest, ciphertext = _new_token()
    renewed = {
        "token_hash": digest,
        "token_ciphertext": ciphertext,
        "expires_at": timezone.now() + Claim.TOKEN_LIFETIME,
        "ended_at": None,
    }
    if claim.status != Claim.Status.PENDING:
        transition(claim, to=Claim.Status.PENDING, by=claim.user, changes=renewed,
                   reason="a new token was issued")  # fmt: skip
        return claim
    for name, value in renewed.items():
        setattr(claim, name, value)
    claim.save(update_fields=[*renewed])  # still pending: a new token only
    public_record_changed(server_ids=[claim.server_id], badge=False)
    return claim


def claim_withdraw(*, claim: Claim) -> Claim:
    with transaction.atomic():
        # The server first, as coowner_add does: a co-owner added meanwhile is seen here.
        Server.objects.select_for_update().get(pk=claim.server_id)
        claim = Claim.objects.select_for_update().select_related("user", "server").get(pk=claim.pk)
        if not claim.is_active:
            raise ClaimError("This claim has already ended.")
        _end(claim, Claim.Status.WITHDRAWN, by=claim.user, reason="withdrawn by the claimant")
        if claim.is_proven:
            _lapse_orphaned_coowners(
                claim.server, because=f"{claim.user.email} withdrew the ownership claim"
            )
    return claim


def coowners_ending_with(claim: Claim) -> list[Claim]:
    """The co-owners who lose their rights if ``claim`` ends: those of a server whose
    last proven owner it is."""
    if not (claim.is_proven and claim.status == Claim.Status.VERIFIED):
        return []
    return _orphaned_coowners(claim.server, ending=claim)


def _orphaned_coowners(server: Server, *, ending: Claim | None = None) -> list[Claim]:
    """Co-owners last while a proven owner does: the verified co-owners of ``server``
    when no proven owner (other than ``ending``) remains, else none."""
    proven = Claim.objects.verified().proven().filter(server=server)
    if ending is not None:
        proven = proven.exclude(pk=ending.pk)
    if proven.exists():
        return []
    coowners = Claim.objects.verified().filter(server=server, method=Claim.Method.COOWNER)
    return list(coowners.select_related("user"))


def claim_revoke(*, claim: Claim, by: User) -> Claim:
    """Staff end a claim (e.g. proven for an endpoint its holder does not run). A verified
    one lapses, which the changelog records."""
    if not by.is_staff:
        raise ClaimError("Only staff revoke claims.")
    with transaction.atomic():
        Server.objects.select_for_update().get(pk=claim.server_id)
        claim = Claim.objects.select_for_update().select_related("user", "server").get(pk=claim.pk)
        if not claim.is_active:
            raise ClaimError("This claim has already ended.")
        if claim.status == Claim.Status.VERIFIED:
            _lapse(claim, because="staff revoked it", by=by)
        else:
            _end(claim, Claim.Status.WITHDRAWN, by=by, reason="revoked by staff")
    return claim


def _end(claim: Claim, status: str, *, by: User | None = None, reason: str = "") -> None:
    now = timezone.now()
    ended = {"ended_at": now, "next_check_at": None, "token_ciphertext": ""}
    if status == Claim.Status.LAPSED:
        ended["lapsed_at"] = now
    transition(claim, to=status, by=by, reason=reason, changes=ended)


def coowner_add(*, by: User, server: Server, email: str) -> Claim:
    """A verified owner makes another registered user a co-owner."""
    with transaction.atomic():
        Server.objects.select_for_update().get(pk=server.pk)  # against a lapse meanwhile
        return _coowner_add(by=by, server=server, email=email)


def _coowner_add(*, by: User, server: Server, email: str) -> Claim:
    if not Claim.objects.verified().filter(user=by, server=server).exists():
        raise ClaimError("Only a verified owner of this server can add co-owners.")
    if not Claim.objects.verified().proven().filter(server=server).exists():
        raise ClaimError("This server has no owner with a proof in place; co-owners lapse.")
    user = User.objects.filter(email__iexact=email.strip()).first()
    if user is None:
        raise ClaimError("No Sagentum account uses that e-mail address; ask them to sign up first.")
    if Claim.objects.active().filter(user=user, server=server, status="verified").exists():
        raise ClaimError(f"{user.email} is already an owner of this server.")
    now = timezone.now()
    for pending in Claim.objects.active().filter(user=user, server=server):
        _end(pending, Claim.Status.WITHDRAWN, by=by, reason="superseded: added as a co-owner")
    claim = Claim.objects.create(
        server=server,
        user=user,
        method=Claim.Method.COOWNER,
        granted_by=by,
        status=Claim.Status.VERIFIED,
        verified_at=now,
    )
    record_created(claim, by=by, reason="added as a co-owner")
    mail.queue("verification.emails.send_verified", claim_id=claim.pk)
    return claim


def coowner_remove(*, by: User, claim: Claim) -> Claim:
    if claim.method != Claim.Method.COOWNER or not claim.is_active:
        raise ClaimError("That is not an active co-owner.")
    if not Claim.objects.verified().filter(user=by, server=claim.server).exists():
        raise ClaimError("Only a verified owner of this server can remove co-owners.")
    _end(claim, Claim.Status.REMOVED, by=by, reason="removed by an owner")
    mail.queue(
        "verification.emails.send_coowner_ended",
        claim_id=claim.pk,
        because=f"{by.email} removed you",
    )
    return claim


# ---------------------------------------------------------------------------- checks


def _lookup(claim: Claim) -> tuple[checks.CheckResult, str]:
    """The proof looked up (network I/O: never inside a transaction), and for a package
    claim the exact version read."""
    mismatch = listing_mismatch(claim)
    if mismatch is not None:
        return mismatch, ""
    if claim.method == Claim.Method.DNS:
        return checks.check_dns(claim.domain, claim.token_hash), ""
    if claim.method == Claim.Method.PACKAGE:
        package = claim_package(claim)
        result = checks.check_package(
            package.registry_type, package.identifier, package.version,
            listing_mcp_name(claim.server), claim.token_hash, changed_from=claim.package_version,
        )  # fmt: skip
        return result, package.version
    return checks.check_repo(claim.server.repository_url or "", claim.token_hash), ""


def claims_after_listing_change(*, server: Server) -> None:
    """End the proofs an edit of the endpoint, repository or packages left behind: a pending
    claim is withdrawn, a verified one lapses (and, with no proof left, co-owners)."""
    for claim in Claim.objects.active().proven().filter(server=server).select_related("server"):
        mismatch = listing_mismatch(claim)
        if mismatch is None:
            continue
        _record(claim, ClaimCheck.Kind.SCHEDULED, mismatch)
        what = "package" if claim.method == Claim.Method.PACKAGE else "endpoint or repository"
        if claim.status == Claim.Status.VERIFIED:
            _lapse(claim, because=f"the listing's {what} changed")
        else:
            _end(claim, Claim.Status.WITHDRAWN, reason=f"the listing's {what} changed")


def claim_check(*, claim: Claim, kind: str = ClaimCheck.Kind.MANUAL) -> ClaimCheck:
    """Look the proof up once, record the attempt, and move the claim accordingly."""
    if not claim.is_proven:
        raise ClaimError("A co-owner's claim has no proof of its own to check.")
    if claim.status == Claim.Status.EXPIRED:
        raise ClaimError("This claim's token expired; issue a new token to check again.")
    if not claim.is_active:
        raise ClaimError("This claim has ended; make a new claim to prove ownership again.")
    if claim.token_expired:
        with transaction.atomic():
            _end(claim, Claim.Status.EXPIRED, reason="the token expired")
            return _record(claim, kind, checks.CheckResult(
                False, "token-expired",
                "This claim's token expired 30 days after it was issued; issue a new one.",
                "",
            ))  # fmt: skip
    result, version = _lookup(claim)
    with transaction.atomic():
        # The server row first: two claimants verifying at once are served in turn.
        Server.objects.select_for_update().get(pk=claim.server_id)
        claim = Claim.objects.select_for_update().select_related("server").get(pk=claim.pk)
        if result.verified and version and claim.package_version != version:
            # The version proven from now on: a later check says if the listing's changes.
            claim.package_version = version
            claim.save(update_fields=["package_version"])
        if claim.status == Claim.Status.PENDING:
            return _check_unverified(claim, kind, result)
        if claim.status == Claim.Status.VERIFIED:
            return _check_verified(claim, kind, result)
        return _record(claim, kind, result)  # it ended while the lookup ran


def _record(claim: Claim, kind: str, result: checks.CheckResult, counted=False) -> ClaimCheck:
    claim.last_checked_at = timezone.now()
    claim.save(update_fields=["last_checked_at"])
    public_record_changed(server_ids=[claim.server_id], badge=False)  # its checks
    return ClaimCheck.objects.create(
        claim=claim,
        kind=kind,
        method=claim.method,
        verified=result.verified,
        label=result.label,
        retryable=result.retryable,
        detail=result.detail,
        looked_at=result.looked_at[:600],
        found_at=result.found_at[:600],
        counted=counted,
    )


def _check_unverified(claim: Claim, kind: str, result: checks.CheckResult) -> ClaimCheck:
    if result.verified and server_has_owner(claim.server, excluding=claim.user):
        result = _already_owned(result)
    if result.verified:
        now = timezone.now()
        verified = {
            "verified_at": now,
            "consecutive_failures": 0,
            "retries": 0,
            "next_check_at": now + Claim.RECHECK_INTERVAL,
        }
        try:
            with transaction.atomic():
                transition(claim, to=Claim.Status.VERIFIED, changes=verified,
                           reason=f"{result.label or 'proof'} found")  # fmt: skip
        except IntegrityError:  # one proven owner per server: the other was first
            claim.refresh_from_db()
            result = _already_owned(result)
        else:
            mail.queue("verification.emails.send_verified", claim_id=claim.pk)
    return _record(claim, kind, result)


def _already_owned(result: checks.CheckResult) -> checks.CheckResult:
    return checks.CheckResult(
        False, "already-owned",
        "The proof is in place, but another user verified ownership of this server "
        "first. An owner can add you as a co-owner.",
        result.looked_at, result.found_at,
    )  # fmt: skip


def _check_verified(claim: Claim, kind: str, result: checks.CheckResult) -> ClaimCheck:
    now = timezone.now()
    if result.verified:
        claim.consecutive_failures = claim.retries = 0
        claim.next_check_at = now + Claim.RECHECK_INTERVAL
        claim.save(update_fields=["consecutive_failures", "retries", "next_check_at"])
        return _record(claim, kind, result)
    if kind == ClaimCheck.Kind.MANUAL:
        return _record(claim, kind, result)  # the claimant's own try never counts
    if result.retryable and claim.retries < Claim.MAX_RETRIES:
        claim.retries += 1
        claim.next_check_at = now + Claim.RETRY_INTERVAL
        claim.save(update_fields=["retries", "next_check_at"])
        return _record(claim, kind, result)
    claim.retries = 0
    claim.consecutive_failures += 1
    claim.next_check_at = now + Claim.RECHECK_INTERVAL
    claim.save(update_fields=["retries", "consecutive_failures", "next_check_at"])
    check = _record(claim, kind, result, counted=True)
    lapsed = claim.consecutive_failures >= Claim.LAPSE_AFTER
    if lapsed:
        _lapse(claim)
    mail.queue("verification.emails.send_check_failed", check_id=check.pk, lapsed=lapsed)
    return check


def _lapse(claim: Claim, *, because: str = "", by: User | None = None) -> None:
    from certification.changelog import changelog_append

    by_checks = not because  # the failed-check e-mail already tells the co-owners
    because = because or (
        f"the {claim.get_method_display().lower()} proving it failed {Claim.LAPSE_AFTER} weekly "
        "checks in a row"
    )
    _end(claim, Claim.Status.LAPSED, by=by, reason=because)
    changelog_append(
        kind=ChangelogEntry.Kind.OWNERSHIP_LAPSED,
        title=f"A verified ownership of {claim.server.name} lapsed",
        body=f"It lapsed because {because}.",
        server=claim.server,
        data={"claim": claim.pk, "method": claim.method},
    )
    _lapse_orphaned_coowners(
        claim.server, because="" if by_checks else f"the owner's claim lapsed: {because}"
    )


def _lapse_orphaned_coowners(server: Server, *, because: str = "") -> None:
    """Co-owners last while a proven owner does. With ``because``, each is e-mailed (a
    lapse by failed checks already tells them in its own e-mail)."""
    for coowner in _orphaned_coowners(server):
        _end(coowner, Claim.Status.LAPSED, reason=because or "no proven owner remains")
        if because:
            mail.queue(
                "verification.emails.send_coowner_ended", claim_id=coowner.pk, because=because
            )
