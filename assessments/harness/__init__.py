"""The live test harness (full assessments): ``assessments.harness.live.run_live_test``.

``mcp`` is imported only inside the harness modules that need it, never at
Django start-up: importing it costs about 1.5 s.
"""
