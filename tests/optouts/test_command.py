"""manage.py optout, and manage.py assess on an opted-out server."""

from __future__ import annotations

import pytest

from certification.models import Server
from optouts import services
from optouts.models import OptOut
from tests.conftest import run_manage as manage
from tests.mcp_servers import slow, well_behaved
from tests.optouts.conftest import (
    opt_out_after,
    point_at,
)


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
