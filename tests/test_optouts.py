"""Opt-outs: requested, confirmed, enforced at every call, and never penalised.

Enforcement is judged from the side of a counting fixture MCP server on loopback.
"""

from __future__ import annotations

import re
import threading
import time

import pytest
from django.utils import timezone

from assessments import selectors as assessment_selectors
from assessments import services as assessment_services
from assessments.models import Assessment, Certification
from certification.models import Server
from optouts import services
from optouts.models import OptOut
from tests.conftest import make_server
from tests.conftest import run_manage as manage
from tests.mcp_servers import slow, well_behaved

LINK = re.compile(r"http://[^\s]+/opt-out/confirm/([^/\s]+)/")


@pytest.fixture
def weather(db) -> Server:
    return make_server(
        "Weather",
        endpoint_url="https://mcp.weather.example/mcp",
        contact_email="ops@weather.example",
    )


def request_by_form(client, server, email, mailoutbox, capture):
    with capture(execute=True):
        response = client.post(
            "/opt-out/",
            {"server": server.get_absolute_url(), "contact_email": email, "reason": "x"},
        )
    assert response.status_code == 302 and response["Location"] == "/opt-out/sent/"
    assert len(mailoutbox) == 1 and mailoutbox[0].to == [email]
    return LINK.search(mailoutbox[0].body).group(1)


# ---------------------------------------------------------------------------- requests


def test_the_listed_contact_confirms_by_link_and_it_takes_effect_then(
    client, weather, mailoutbox, django_capture_on_commit_callbacks, settings
):
    settings.CONTACT_EMAIL = "reviews@sagentum.test"
    token = request_by_form(
        client, weather, "OPS@weather.example", mailoutbox, django_capture_on_commit_callbacks
    )
    assert "reviews@sagentum.test" in mailoutbox[0].body  # whom to write to, to withdraw
    weather.refresh_from_db()
    assert not weather.live_testing_opted_out  # nothing before the link is used
    page = client.get(f"/opt-out/confirm/{token}/")  # a link scanner's GET changes nothing
    assert page.status_code == 200 and "Confirm the opt-out" in page.text
    response = client.post(f"/opt-out/confirm/{token}/")
    assert response.status_code == 200 and "Opt-out in effect" in response.text
    assert "reviews@sagentum.test" in response.text and "withdraw" in response.text
    weather.refresh_from_db()
    optout = OptOut.objects.get()
    assert weather.live_testing_opted_out and optout.status == "active"
    assert optout.confirmation == "listed_contact" and optout.source == "form"
    assert optout.email_confirmed_at and optout.effective_at and optout.reason == "x"
    assert token not in str(OptOut.objects.filter(pk=optout.pk).values().get())


def test_the_link_is_single_use(client, weather, mailoutbox, django_capture_on_commit_callbacks):
    token = request_by_form(
        client, weather, "ops@weather.example", mailoutbox, django_capture_on_commit_callbacks
    )
    assert client.post(f"/opt-out/confirm/{token}/").status_code == 200
    again = client.post(f"/opt-out/confirm/{token}/")
    assert again.status_code == 400 and "already been used" in again.text
    reopened = client.get(f"/opt-out/confirm/{token}/")  # says what became of it
    assert reopened.status_code == 200 and "already used" in reopened.text
    assert "In effect" in reopened.text and "Confirm the opt-out</button>" not in reopened.text
    assert client.get("/opt-out/confirm/not-a-token/").status_code == 404
    assert OptOut.objects.get().status == "active"


def test_a_pending_link_for_a_server_already_opted_out_asks_nothing(client, weather):
    _, token = services.optout_request(server=weather, contact_email="ops@weather.example")
    services.optout_by_command(server=weather, contact_email="ops@weather.example")
    page = client.get(f"/opt-out/confirm/{token}/").text
    assert "already opted out" in page and "Confirm the opt-out</button>" not in page


def test_a_held_requests_link_opened_again_says_it_waits_for_a_reviewer(client, weather):
    _, token = services.optout_request(server=weather, contact_email="x@elsewhere.example")
    services.optout_confirm(token=token)
    page = client.get(f"/opt-out/confirm/{token}/").text
    assert "Held for a reviewer" in page and "no need to send the form again" in page


def test_the_link_expires(client, weather, mailoutbox, django_capture_on_commit_callbacks):
    token = request_by_form(
        client, weather, "ops@weather.example", mailoutbox, django_capture_on_commit_callbacks
    )
    OptOut.objects.update(confirmation_expires_at=timezone.now())
    response = client.post(f"/opt-out/confirm/{token}/")
    assert response.status_code == 400 and "expired" in response.text
    weather.refresh_from_db()
    assert OptOut.objects.get().status == "expired" and not weather.live_testing_opted_out


def test_an_address_at_the_endpoints_domain_confirms_automatically(weather):
    _, token = services.optout_request(server=weather, contact_email="dev@weather.example")
    assert services.optout_confirm(token=token).status == "active"
    assert OptOut.objects.get().confirmation == "endpoint_domain"


def test_a_strangers_request_is_held_for_a_reviewer(
    weather, reviewer, mailoutbox, django_capture_on_commit_callbacks
):
    _, token = services.optout_request(server=weather, contact_email="someone@elsewhere.example")
    with django_capture_on_commit_callbacks(execute=True):
        optout = services.optout_confirm(token=token)
    weather.refresh_from_db()
    assert optout.status == "held" and not weather.live_testing_opted_out
    assert [m.to for m in mailoutbox] == [[reviewer.email]]
    services.optout_review(optout=optout, reviewer=reviewer, approve=True, note="checked")
    weather.refresh_from_db()
    optout.refresh_from_db()
    assert optout.status == "active" and optout.confirmation == "reviewer_approved"
    assert optout.reviewed_by == reviewer and weather.live_testing_opted_out


def test_a_public_suffix_is_not_the_endpoints_domain(db):
    server = make_server("Pages", endpoint_url="https://acme.github.io/mcp")
    _, token = services.optout_request(server=server, contact_email="mallory@github.io")
    assert services.optout_confirm(token=token).status == "held"


def test_a_reviewer_rejects_a_held_request(client, weather, reviewer, charlie):
    _, token = services.optout_request(server=weather, contact_email="x@elsewhere.example")
    optout = services.optout_confirm(token=token)
    with pytest.raises(services.OptOutError):
        services.optout_review(optout=optout, reviewer=charlie, approve=True)
    services.optout_review(optout=optout, reviewer=reviewer, approve=False, note="not them")
    weather.refresh_from_db()
    assert OptOut.objects.get().status == "rejected" and not weather.live_testing_opted_out
    client.force_login(reviewer)
    history = client.get("/review/opt-outs/").text
    assert "Address confirmed" in history and "Rejected by rita@example.org: “not them”" in history
    services.optout_by_command(server=weather, contact_email="ops@weather.example")
    history = client.get("/review/opt-outs/").text
    assert f'href="/servers/{weather.slug}/opt-out/withdraw/?next=queue"' in history


def test_a_verified_owner_opts_out_and_withdraws_in_one_click(client, alice, alice_server, bob):
    client.force_login(bob)
    client.post(f"/servers/{alice_server.slug}/opt-out/")
    alice_server.refresh_from_db()
    assert not alice_server.live_testing_opted_out  # not bob's server
    client.force_login(alice)
    page = client.get(alice_server.get_absolute_url()).text
    assert f'action="/servers/{alice_server.slug}/opt-out/"' in page
    client.post(f"/servers/{alice_server.slug}/opt-out/")
    alice_server.refresh_from_db()
    optout = OptOut.objects.get()
    assert alice_server.live_testing_opted_out and optout.confirmation == "verified_owner"
    page = client.get(alice_server.get_absolute_url()).text
    assert "Opted out of live testing" in page and "not penalised" in page
    client.force_login(bob)
    client.post(f"/servers/{alice_server.slug}/opt-out/withdraw/")
    alice_server.refresh_from_db()
    assert alice_server.live_testing_opted_out
    client.force_login(alice)
    client.post(f"/servers/{alice_server.slug}/opt-out/withdraw/")
    alice_server.refresh_from_db()
    optout.refresh_from_db()
    assert not alice_server.live_testing_opted_out
    assert optout.status == "withdrawn" and optout.withdrawn_by == alice  # kept in history


def held(server, email="someone@elsewhere.example") -> OptOut:
    _, token = services.optout_request(server=server, contact_email=email)
    return services.optout_confirm(token=token)


def test_the_requester_hears_the_reviewers_decision_and_how_to_go_on(
    weather, reviewer, mailoutbox, django_capture_on_commit_callbacks, settings
):
    settings.CONTACT_EMAIL = "reviews@sagentum.test"
    rejected = held(weather)
    mailoutbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.optout_review(optout=rejected, reviewer=reviewer, approve=False, note="not them")
    (mail,) = mailoutbox
    assert mail.to == ["someone@elsewhere.example"] and "declined" in mail.subject
    assert mail.subject.startswith("[Sagentum] ")
    assert "not them" in mail.body and "reviews@sagentum.test" in mail.body
    assert f"/servers/{weather.slug}/" in mail.body  # where to claim the server instead
    approved = held(weather, "other@elsewhere.example")
    mailoutbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        services.optout_review(optout=approved, reviewer=reviewer, approve=True)
    (mail,) = mailoutbox
    assert mail.to == ["other@elsewhere.example"] and "is opted out" in mail.subject
    assert "withdraw" in mail.body and "reviews@sagentum.test" in mail.body


def test_a_request_confirmed_after_another_opt_out_is_superseded_not_withdrawn(weather):
    _, first = services.optout_request(server=weather, contact_email="a@elsewhere.example")
    second = held(weather)
    services.optout_review(optout=second, reviewer=make_reviewer(), approve=True)
    superseded = services.optout_confirm(token=first)
    assert superseded.status == "superseded" and superseded.withdrawn_at is None
    assert OptOut.objects.active().count() == 1


def make_reviewer():
    from django.contrib.auth.models import Group

    from certification.models import REVIEWERS_GROUP
    from tests.conftest import make_user

    user = make_user("ray@example.org", is_staff=True)
    user.groups.add(Group.objects.get(name=REVIEWERS_GROUP))
    return user


def test_a_reviewer_withdraws_only_with_a_reason_and_the_requester_is_told(
    client, reviewer, weather, mailoutbox, django_capture_on_commit_callbacks
):
    _, token = services.optout_request(server=weather, contact_email="ops@weather.example")
    services.optout_confirm(token=token)
    client.force_login(reviewer)
    page = client.get(weather.get_absolute_url()).text
    assert f'href="/servers/{weather.slug}/opt-out/withdraw/"' in page  # a page, not a click
    page = client.get(f"/servers/{weather.slug}/opt-out/withdraw/").text
    assert "Why is it withdrawn?" in page and "ops@weather.example" in page
    response = client.post(f"/servers/{weather.slug}/opt-out/withdraw/", {"note": "  "})
    assert response.status_code == 400 and "Say why" in response.text
    weather.refresh_from_db()
    assert weather.live_testing_opted_out
    mailoutbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(
            f"/servers/{weather.slug}/opt-out/withdraw/",
            {"note": "the operator asked, ref. <x@mail.example>", "next": "queue"},
        )
    assert response.status_code == 302 and response["Location"] == "/review/opt-outs/"
    weather.refresh_from_db()
    optout = OptOut.objects.get()
    assert not weather.live_testing_opted_out and optout.status == "withdrawn"
    assert optout.withdrawal_note == "the operator asked, ref. <x@mail.example>"
    (mail,) = mailoutbox
    assert mail.to == ["ops@weather.example"] and "withdrawn" in mail.subject
    assert "a Sagentum reviewer" in mail.body and "<x@mail.example>" in mail.body


def test_an_owner_withdrawing_a_strangers_opt_out_does_not_see_the_address(
    client, alice, alice_server, mailoutbox, django_capture_on_commit_callbacks
):
    alice_server.contact_email = "ops@alice.example"
    alice_server.save()
    _, token = services.optout_request(server=alice_server, contact_email="ops@alice.example")
    services.optout_confirm(token=token)
    client.force_login(alice)
    page = client.get(f"/servers/{alice_server.slug}/opt-out/withdraw/").text
    assert "ops@alice.example" not in page and "e-mailed to the address" in page
    with django_capture_on_commit_callbacks(execute=True):
        client.post(f"/servers/{alice_server.slug}/opt-out/withdraw/")
    (mail,) = mailoutbox
    assert mail.to == ["ops@alice.example"] and "a verified owner of the server" in mail.body


def test_an_outsider_cannot_reach_the_withdrawal_page(client, charlie, weather):
    services.optout_by_command(server=weather, contact_email="ops@weather.example")
    client.force_login(charlie)
    assert client.get(f"/servers/{weather.slug}/opt-out/withdraw/").status_code == 404
    assert (
        client.post(f"/servers/{weather.slug}/opt-out/withdraw/", {"note": "x"}).status_code == 404
    )
    weather.refresh_from_db()
    assert weather.live_testing_opted_out


def test_a_server_without_an_endpoint_has_nothing_to_opt_out_of(client, alice, db):
    server = make_server("Stdio only", endpoint_url="", repository_url="https://github.com/o/r")
    assert "Opt out of live testing" not in client.get(server.get_absolute_url()).text
    response = client.post(
        "/opt-out/", {"server": server.get_absolute_url(), "contact_email": "a@b.example"}
    )
    assert response.status_code == 400 and "lists no remote endpoint" in response.text
    assert not OptOut.objects.exists()


def test_an_assessment_published_before_the_opt_out_is_said_to_predate_it(client, alice_server):
    from tests.test_assessment_pipeline import published

    alice_server.documentation_url = "https://docs.example.com"
    alice_server.save()
    published(alice_server)
    services.optout_by_command(server=alice_server, contact_email="ops@example.org")
    page = client.get(alice_server.get_absolute_url()).text
    assert "in assessments made from now on" in page
    assert "published below was made before the opt-out" in page


def test_the_owner_sees_why_nothing_can_be_requested_after_opting_out(client, alice, alice_server):
    client.force_login(alice)
    page = client.get(alice_server.get_absolute_url()).text
    assert "Request assessment" in page and "capped at 75" not in page  # only full offered
    services.optout_by_owner(server=alice_server, user=alice)
    page = client.get(alice_server.get_absolute_url()).text
    assert "Request assessment" not in page and "nothing can be requested now" in page
    assert "opted out of live testing" in page and "gives neither" in page
    assert "continue once the listing gives a repository or documentation URL" in page


def test_a_reviewer_records_an_opt_out_received_by_email(client, reviewer, weather, charlie):
    client.force_login(charlie)
    assert client.get("/review/opt-outs/").status_code == 404
    client.force_login(reviewer)
    data = {"record": "1", "server": weather.endpoint_url, "contact_email": "ops@weather.example"}
    response = client.post("/review/opt-outs/", data)
    assert response.status_code == 400 and "Message reference" in response.text
    assert "ops@weather.example" in response.text  # what was typed is kept
    client.post("/review/opt-outs/", {**data, "message_reference": "<abc@mail.example>"})
    optout = OptOut.objects.get()
    assert optout.status == "active" and optout.message_reference == "<abc@mail.example>"
    assert optout.source == "reviewer" and optout.requested_by == reviewer
    history = client.get("/review/opt-outs/").text
    assert "&lt;abc@mail.example&gt;" in history and "Recorded by a reviewer" in history


def test_the_form_keeps_what_was_typed_and_says_what_is_wrong(client, weather):
    response = client.post(
        "/opt-out/", {"server": "no-such-server", "contact_email": "a@b.example", "reason": "r"}
    )
    assert response.status_code == 400 and "No listed server matches" in response.text
    assert 'value="no-such-server"' in response.text and 'value="a@b.example"' in response.text
    assert client.get(f"/opt-out/?server={weather.slug}").text.count(weather.slug) >= 1
    written_otherwise = "https://MCP.weather.example:443/mcp/"
    response = client.post(
        "/opt-out/", {"server": written_otherwise, "contact_email": "a@b.example"}
    )
    assert response.status_code == 302, re.findall(r"error-text.*?</p>", response.text, re.S)


def test_the_form_finds_a_server_by_its_name_or_its_endpoints_host(weather):
    from optouts.forms import Ambiguous, find_server

    assert find_server("weather") == weather and find_server("  WEATHER ") == weather
    assert find_server("mcp.weather.example") == weather
    assert find_server("weather.example") is None and find_server("nothing here") is None
    assert find_server("mcp.weather.example:443/") == weather
    assert find_server("mcp.weather.example:8443") is None  # another port
    assert find_server("http://[x") is None and find_server("a") is None
    make_server("Weather Two", endpoint_url="https://mcp.weather.example/v2/mcp")
    with pytest.raises(Ambiguous, match="Weather, Weather Two"):
        find_server("mcp.weather.example")


def test_ten_requests_an_hour_per_network_and_mistakes_do_not_count(
    client, weather, mailoutbox, django_capture_on_commit_callbacks
):
    for _ in range(12):
        response = client.post("/opt-out/", {"server": "nothing", "contact_email": "a@b.example"})
        assert response.status_code == 400 and "Too many" not in response.text
    for n in range(10):
        data = {"server": weather.get_absolute_url(), "contact_email": f"p{n}@elsewhere.example"}
        with django_capture_on_commit_callbacks(execute=True):
            assert client.post("/opt-out/", data).status_code == 302
    data = {"server": weather.get_absolute_url(), "contact_email": "p10@elsewhere.example"}
    response = client.post("/opt-out/", data)
    assert response.status_code == 400 and "Too many requests" in response.text
    assert 'value="p10@elsewhere.example"' in response.text
    assert len(mailoutbox) == 10


def test_a_refused_request_sends_nothing_and_does_not_count(client, weather, db):
    stdio = make_server("Stdio only", endpoint_url="", repository_url="https://github.com/o/r")
    for _ in range(12):
        data = {"server": stdio.get_absolute_url(), "contact_email": "a@b.example"}
        response = client.post("/opt-out/", data)
        assert response.status_code == 400 and "Too many" not in response.text
    data = {"server": weather.get_absolute_url(), "contact_email": "a@b.example"}
    assert client.post("/opt-out/", data).status_code == 302
    response = client.post("/opt-out/", {"server": "http://[x", "contact_email": "a@b.example"})
    assert response.status_code == 400 and "No listed server matches" in response.text


# ---------------------------------------------------------------------------- enforcement


@pytest.fixture
def loopback(settings):
    settings.ALLOW_PRIVATE_TARGETS = True
    settings.HARNESS_CALL_TIMEOUT = 5.0


def opt_out_after(requests: int, mcp, server) -> threading.Thread:
    """A thread that opts ``server`` out as soon as ``mcp`` has received ``requests``."""

    def watch():
        deadline = time.monotonic() + 30
        while mcp.count < requests and time.monotonic() < deadline:
            time.sleep(0.005)
        services.optout_by_command(server=server, contact_email="ops@example.org")

    watcher = threading.Thread(target=watch)
    watcher.start()
    return watcher


def point_at(server, mcp) -> Server:
    Server.objects.filter(pk=server.pk).update(endpoint_url=mcp.url)
    server.refresh_from_db()
    return server


@pytest.mark.django_db(transaction=True)
def test_a_queued_task_and_its_retry_send_nothing_after_the_opt_out(loopback, alice, alice_server):
    with well_behaved() as mcp:
        point_at(alice_server, mcp)
        queued = assessment_services.assessment_request(
            server=alice_server, requested_by=alice, assessment_type="full", enqueue=False
        )
        services.optout_by_owner(server=alice_server, user=alice)
        cancelled = Assessment.objects.get(pk=queued.pk)
        assert cancelled.state == "cancelled" and cancelled.failure_label == "opted-out"
        assert "opted out" in cancelled.transitions.last().reason
        for _ in range(2):  # the queued delivery, then a retry
            assessment_services.assessment_execute(assessment_id=queued.pk)
        assert mcp.count == 0
    refusal = assessment_selectors.check_request_eligibility(alice, alice_server, "full")
    assert not refusal.allowed and "opted out" in refusal.reason
    alice_server.repository_url = "https://github.com/example/alice-tools"
    for kind in ("documentation", "static"):  # still available
        assert assessment_selectors.check_request_eligibility(alice, alice_server, kind).allowed


@pytest.mark.django_db(transaction=True)
def test_an_opt_out_between_two_calls_of_a_running_assessment(loopback, alice, alice_server):
    with slow(delay=0.3) as mcp:
        point_at(alice_server, mcp)
        queued = assessment_services.assessment_request(
            server=alice_server, requested_by=alice, assessment_type="full", enqueue=False
        )
        watcher = opt_out_after(3, mcp, alice_server)
        assessment = assessment_services.assessment_execute(assessment_id=queued.pk)
        watcher.join()
        received = mcp.count
    assert received == 3
    assert assessment.state == "cancelled" and assessment.failure_label == "opted-out"
    assert assessment.score is None
    assert not Certification.objects.filter(server=alice_server).exists()


@pytest.mark.django_db(transaction=True)
def test_a_web_request_for_a_full_assessment_is_refused_with_a_clear_message(
    client, alice, alice_server
):
    services.optout_by_owner(server=alice_server, user=alice)
    client.force_login(alice)
    response = client.post(
        f"/servers/{alice_server.slug}/assess/", {"assessment_type": "full"}, follow=True
    )
    assert "opted out of live testing" in response.text and not alice_server.assessments.exists()


# ---------------------------------------------------------------------------- not penalised


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

    from assessments.selectors import DimensionRow

    row = DimensionRow(number=2, key="k", name="Behavioural Consistency", weight=1.0,
                       grade="not_tested", grade_word="Not tested", reasons=live_only[0].reasons,
                       evidence={}, question="")  # fmt: skip
    html = render_to_string("includes/dimension_table.html", {"rows": [row]})
    assert "<strong>Not tested</strong> — opted out of live testing <a" in html
    assert "#reason-opted-out" in html


# ---------------------------------------------------------------------------- the command


@pytest.mark.django_db(transaction=True)
def test_the_optout_command(weather):
    done = manage("optout", "--server", weather.slug, "--contact", "ops@weather.example")
    assert done.returncode == 0 and "opted out" in done.stdout, done.stderr
    weather.refresh_from_db()
    assert weather.live_testing_opted_out
    assert OptOut.objects.get().confirmation == "staff_command"
    again = manage("optout", "--endpoint", "https://MCP.Weather.example:443/mcp/", "--contact",
                   "ops@weather.example")  # fmt: skip
    assert again.returncode == 1 and "already opted out" in again.stderr
    withdrawn = manage("optout", "--endpoint", weather.endpoint_url, "--contact",
                       "ops@weather.example", "--withdraw")  # fmt: skip
    assert withdrawn.returncode == 0, withdrawn.stderr
    weather.refresh_from_db()
    assert not weather.live_testing_opted_out and OptOut.objects.get().status == "withdrawn"
    assert manage("optout", "--server", "nope", "--contact", "a@b.example").returncode == 2
    assert manage("optout", "--server", weather.slug, "--contact", "nope").returncode == 2
    assert manage("optout", "--server", weather.slug).returncode == 2


@pytest.mark.django_db(transaction=True)
def test_assess_refuses_a_full_test_of_an_opted_out_server_with_exit_3(loopback, alice_server):
    from io import StringIO

    from django.core.management import CommandError, call_command

    with well_behaved() as mcp:
        point_at(alice_server, mcp)
        services.optout_by_command(server=alice_server, contact_email="ops@example.org")
        written_otherwise = mcp.url.replace("127.0.0.1", "127.0.0.1.").rstrip("/") + "/"
        targets = (
            ["--server", alice_server.slug],
            ["--endpoint", mcp.url],
            ["--endpoint", written_otherwise],
            ["--endpoint", written_otherwise, "--no-save"],
        )
        for target in targets:
            with pytest.raises(CommandError) as refused:
                call_command("assess", *target, "--tier", "full", stdout=StringIO())
            assert refused.value.returncode == 3 and "opted out" in str(refused.value)
        assert mcp.count == 0
    assert Server.objects.count() == 1  # no second listing of the same endpoint


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("save", [True, False])
def test_assess_stops_at_an_opt_out_made_while_it_runs(loopback, alice_server, save):
    from io import StringIO

    from django.core.management import CommandError, call_command

    with slow(delay=0.3) as mcp:
        point_at(alice_server, mcp)
        watcher = opt_out_after(3, mcp, alice_server)
        with pytest.raises(CommandError) as refused:
            extra = [] if save else ["--no-save"]
            call_command("assess", "--server", alice_server.slug, *extra, stdout=StringIO())
        watcher.join()
        received = mcp.count
    assert received == 3
    assert refused.value.returncode == 3 and "opted out" in str(refused.value)
