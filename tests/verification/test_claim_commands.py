"""manage.py claim and manage.py verify."""

from __future__ import annotations

import json

import pytest

from certification.models import User
from tests.conftest import run_manage as manage
from tests.verification.conftest import CHALLENGE
from verification.models import Claim


@pytest.mark.django_db(transaction=True)
def test_claim_and_verify_commands(zone, server):
    env = {"DNS_NAMESERVERS": zone.nameserver, "VERIFICATION_DNS_TIMEOUT": "1"}
    done = manage("claim", "--server", server.slug, "--email", "new@example.org",
                  "--method", "dns", "--domain", "example.test", env_extra=env)  # fmt: skip
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert set(printed) == {"claim", "method", "name", "value"}
    assert printed["method"] == "dns" and printed["name"] == CHALLENGE
    assert printed["value"].startswith("sagentum-verification=")
    claim_id = str(printed["claim"])

    missing = manage("verify", claim_id, env_extra=env)
    assert missing.returncode == 1 and "dns-nxdomain" in missing.stdout
    zone.records[CHALLENGE] = [("TXT", printed["value"])]
    verified = manage("verify", claim_id, env_extra=env)
    assert verified.returncode == 0 and verified.stdout.startswith("verified"), verified.stderr
    assert Claim.objects.get(pk=printed["claim"]).status == "verified"

    Claim.objects.filter(pk=printed["claim"]).update(status="withdrawn")
    ended = manage("verify", claim_id, env_extra=env)  # not verified, not a bad argument
    assert ended.returncode == 1 and ended.stdout.startswith("not verified"), ended.stderr
    assert "withdrawn" in ended.stdout
    assert manage("verify", "999999").returncode == 2
    assert manage("verify", "abc").returncode == 2
    bad = manage("claim", "--server", "nope", "--email", "x@example.org", "--method", "dns")
    assert bad.returncode == 2 and "no server" in bad.stderr
    bad = manage("claim", "--server", server.slug, "--email", "not-an-email", "--method", "dns")
    assert bad.returncode == 2
    bad = manage("claim", "--server", server.slug, "--email", "y@example.org", "--method", "ftp")
    assert bad.returncode == 2
    bad = manage("claim", "--server", server.slug, "--email", "y@example.org", "--method", "dns",
                 "--domain", "test")  # fmt: skip
    assert bad.returncode == 2 and "public suffixes" in bad.stderr
    bad = manage("claim", "--server", server.slug, "--email", "y@example.org", "--method", "dns",
                 "--domain", "")  # fmt: skip
    assert bad.returncode == 2 and "--domain is empty" in bad.stderr
    args = ("claim", "--server", server.slug, "--email", "z@example.org", "--method", "dns")
    first = json.loads(manage(*args).stdout)["claim"]
    again = manage(*args)
    assert again.returncode == 2 and f"(claim {first}, pending)" in again.stderr, again.stderr
    assert not User.objects.filter(email="y@example.org").exists()  # not left behind
