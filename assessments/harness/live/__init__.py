"""The live test: connect, list tools, and run the methodology's tests within the budget.

``run_live_test`` is synchronous (it runs its own event loop) so the Celery
task and ``manage.py assess`` call it the same way. It never raises for what
a server does: a hostile or broken server becomes evidence.

The modules: ``target`` (what is tested, the address rules), ``context`` (what
every test shares: the state, the budget, the clients), ``calls`` (one recorded
``tools/call``), ``plan`` (the tools chosen, the budget shared out), one module per
test (``handshake``, ``list_tools``, ``auth_discovery``, ``valid_call``,
``repeat_call``, ``error_handling``, ``invalid_auth``, ``header_inspection``,
``rapid``, ``idempotency``, ``server_name``, ``coverage``), and ``orchestrator``,
which runs them in order.
"""

from assessments.harness.live.catalog import _catalog
from assessments.harness.live.context import MODERN
from assessments.harness.live.orchestrator import ASSESSMENT_DEADLINE, TESTS, run_live_test
from assessments.harness.live.target import LiveTarget, check_target

__all__ = [
    "ASSESSMENT_DEADLINE",
    "MODERN",
    "TESTS",
    "LiveTarget",
    "_catalog",
    "check_target",
    "run_live_test",
]
