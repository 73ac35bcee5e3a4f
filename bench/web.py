"""The badge's cost: a cached badge against a view that does nothing, both through the
whole middleware stack in one process (target: 1.5 times at most)."""

from __future__ import annotations

import statistics
import time

from django.http import HttpResponse
from django.urls import include, path


def trivial(request):
    return HttpResponse("ok", content_type="text/plain")


# The trivial view comes after the site's own URLs, so both pay for the same routing.
urlpatterns = [path("", include("sagentum.urls")), path("bench/trivial", trivial)]


def _time(client, url: str, runs: int) -> float:
    started = time.perf_counter()
    for _ in range(runs):
        response = client.get(url)
    elapsed = time.perf_counter() - started
    if response.status_code != 200:
        raise SystemExit(f"{url} answered {response.status_code}")
    return elapsed / runs


def badge(rounds: int = 7, runs: int = 400) -> float:
    from django.db import connection
    from django.test import Client
    from django.test.utils import override_settings, setup_test_environment

    setup_test_environment()
    old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
    try:
        with override_settings(ROOT_URLCONF="bench.web", ALLOWED_HOSTS=["*"]):
            from certification.models import Server

            server = Server.objects.create(name="Bench", slug="bench")
            client = Client()
            url = f"/badge/{server.slug}.svg"
            _time(client, url, 20)  # warm-up, and the badge cached
            _time(client, "/bench/trivial", 20)
            ratios = []
            for _ in range(rounds):
                ratios.append(_time(client, url, runs) / _time(client, "/bench/trivial", runs))
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)
    ratio = statistics.median(ratios)
    print(f"badge: median cached badge / trivial view = {ratio:.3f} over {rounds} rounds "
          f"of {runs} requests; target <= 1.5")  # fmt: skip
    return ratio
