"""What a probe of every URL found, each fixed and kept fixed: the admin's sign-in limited,
bad input a 4xx with a message (never a 500), listings that cannot be disguised or
doubled, one bucket for claim checks, a new token never in the session in clear, bulk
changes to published rows refused on SQLite too, and e-mail subjects in plain text."""

from __future__ import annotations

import pytest
from django.contrib.sessions.models import Session
from django.core import mail
from django.core.management import CommandError, call_command

from assessments.models import Assessment, AssessmentTransition, DimensionResult
from certification.models import ChangelogEntry, ImmutableRecordError, Server
from tests.builders import published
from tests.conftest import make_server, make_user

pytestmark = pytest.mark.django_db


def test_the_admin_sign_in_is_rate_limited(client):
    make_user("boss@example.org", is_staff=True, is_superuser=True)
    codes = [
        client.post(
            "/admin/login/", {"username": "boss@example.org", "password": f"no{n}"}
        ).status_code
        for n in range(12)
    ]
    assert codes[:5] == [200] * 5 and codes[-1] == 429
    assert client.get("/admin/login/").status_code == 200  # the page itself stays


def test_working_arguments_nested_thousands_deep_are_refused_with_a_message(
    client, alice, alice_server
):
    from web.forms.assessments import AssessmentRequestForm

    deep = "[" * 5000 + "]" * 5000
    form = AssessmentRequestForm(
        {"assessment_type": "full", "working_arguments": '{"t": {"a": ' + deep + "}}"},
        allowed=["full"],
    )
    assert not form.is_valid()
    assert "nested too deeply" in str(form.errors["working_arguments"])


def test_an_opt_out_review_with_a_non_numeric_id_is_a_400(client, reviewer):
    client.force_login(reviewer)
    response = client.post("/review/opt-outs/", {"optout": "1 OR 1=1", "decision": "approve"})
    assert response.status_code == 400 and b"by its number" in response.content


@pytest.mark.parametrize(
    ("fields", "field", "says"),
    [
        ({"endpoint_url": "https://mcp.example.com:70000/mcp"}, "endpoint_url", "port outside"),
        ({"name": "Acme\u202eWeather"}, "name", "text-direction characters"),
        ({"description": "Good\x07 tools"}, "description", "control"),
        ({"description": "Weather" + chr(0xE0049) + chr(0xE0047)}, "description", "control"),
        ({"name": "Alice  TOOLS"}, "name", "already named “Alice Tools”"),
        ({"name": "\u0410lice Tools"}, "name", "already named"),  # a Cyrillic А
    ],
)
def test_the_listing_form_refuses_disguised_or_doubled_listings(
    client, alice, alice_server, fields, field, says
):
    client.force_login(alice)
    data = {"name": "Fresh Tools", "endpoint_url": "https://fresh.example.com/mcp",
            "transport": "streamable_http", **fields}  # fmt: skip
    response = client.post("/servers/propose/", data)
    assert response.status_code == 400
    assert says in str(response.context["form"].errors.get(field)), response.context["form"].errors


def test_a_repository_listed_already_is_named(client, alice):
    make_server("First", repository_url="https://github.com/acme/tools")
    client.force_login(alice)
    data = {"name": "Second", "repository_url": "https://GitHub.com/acme/tools.git/",
            "transport": "streamable_http"}  # fmt: skip
    errors = client.post("/servers/propose/", data).context["form"].errors
    assert "already listed as “First” (/servers/first/)" in str(errors["repository_url"])


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("--endpoint", "http://[::1"),
        ("--endpoint", "https://example.com:99999/mcp"),
        ("--endpoint", "ftp://example.com/mcp"),
        ("--docs", "https://exa mple.com/"),
        ("--repo", "http://[bad"),
    ],
)
def test_assess_with_a_malformed_url_exits_2_with_one_line(option, value):
    args = ["--endpoint", "https://ok.example.com/mcp", "--tier", "static", "--no-save"]
    if option == "--endpoint":
        args = ["--tier", "full", "--no-save"]
    with pytest.raises(CommandError) as error:
        call_command("assess", option, value, *args)
    assert error.value.returncode == 2
    assert "is not a valid URL" in str(error.value) and "\n" not in str(error.value)


def test_a_malformed_redirect_is_named_as_such():
    from certification.outbound.fetch import FetchError, _next_url

    with pytest.raises(FetchError) as error:
        _next_url("https://example.com/a", "http://[broken", other_hosts=True,
                  allow_private=False)  # fmt: skip
    assert error.value.label == "bad-redirect" and "malformed address" in error.value.detail


def test_claim_checks_on_the_site_and_the_api_share_one_bucket(client, alice, alice_server):
    from django.test import RequestFactory
    from django_ratelimit.core import is_ratelimited
    from knox.models import AuthToken

    from verification.models import Claim
    from verification.selectors import CLAIM_CHECK_LIMIT

    claim = Claim.objects.get(user=alice, server=alice_server)
    request = RequestFactory().post("/")
    request.user = alice
    for _ in range(30):  # the hour's checks, spent (as through the API)
        is_ratelimited(request, **CLAIM_CHECK_LIMIT, increment=True)
    client.force_login(alice)
    checks = claim.checks.count()
    page = client.post(f"/claims/{claim.pk}/check/", follow=True).content.decode()
    assert "Too many checks in the last hour" in page and claim.checks.count() == checks
    _, token = AuthToken.objects.create(user=alice)
    api = client.post(f"/api/v1/claims/{claim.pk}/checks", HTTP_AUTHORIZATION=f"Token {token}")
    assert api.status_code == 429


def test_a_new_api_token_is_never_in_the_session_in_clear(client, alice):
    client.force_login(alice)
    client.post("/account/api-tokens/")
    stored = " ".join(str(s.get_decoded()) for s in Session.objects.all())
    page = client.get("/account/api-tokens/").content.decode()
    token = page.split('<code id="new-token">')[1].split("</code>")[0]
    assert token and token not in stored
    assert token not in client.get("/account/api-tokens/").content.decode()  # shown once


def test_bulk_changes_to_published_rows_are_refused_on_every_database(alice_server):
    assessment = published(alice_server)
    with pytest.raises(ImmutableRecordError):
        Assessment.objects.filter(pk=assessment.pk).update(score=100)
    with pytest.raises(ImmutableRecordError):
        DimensionResult.objects.filter(assessment=assessment).update(grade="pass")
    with pytest.raises(ImmutableRecordError):
        DimensionResult.objects.filter(assessment=assessment).delete()
    with pytest.raises(ImmutableRecordError):
        AssessmentTransition.objects.filter(assessment=assessment).update(reason="x")
    with pytest.raises(ImmutableRecordError):
        AssessmentTransition.objects.filter(assessment=assessment).delete()
    with pytest.raises(ImmutableRecordError):
        ChangelogEntry.objects.all().update(title="rewritten")
    with pytest.raises(ImmutableRecordError):
        ChangelogEntry.objects.all().delete()
    assert Assessment.objects.get(pk=assessment.pk).score == assessment.score


def test_the_published_e_mail_subject_is_plain_text(alice, django_capture_on_commit_callbacks):
    server = make_server("Tom & Jerry's <Tools>")
    from verification.models import Claim

    Claim.objects.create(user=alice, server=server, method="dns", status="verified",
                         domain="tom.example")  # fmt: skip
    with django_capture_on_commit_callbacks(execute=True):
        published(server)
    subjects = [message.subject for message in mail.outbox]
    assert any("Tom & Jerry's <Tools>" in subject for subject in subjects), subjects
    assert not any("&amp;" in subject or "&#x27;" in subject for subject in subjects)
    assert Server.objects.filter(name__startswith="Tom").exists()
