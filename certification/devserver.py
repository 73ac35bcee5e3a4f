"""`make run`: migrate, load demo data, then run the web server and a Celery worker.

Everything runs on loopback with the embedded defaults (SQLite and the
filesystem broker). Ctrl-C stops every process this started.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from honcho.manager import Manager

ROOT = Path(__file__).resolve().parent.parent
APPS = ("certification", "assessments", "disputes", "optouts", "verification")


def main() -> int:
    env = dict(os.environ)
    env.setdefault("DEBUG", "1")
    env.setdefault("ALLOW_PRIVATE_TARGETS", "1")
    # The demo forge of the demo MCP process (see certification/demo_mcp.py).
    env.setdefault(
        "REPO_RAW_URL_TEMPLATES",
        "forge.demo.sagentum.test=http://127.0.0.1:8765/forge/{owner}/{repo}/raw/HEAD/{path} "
        "127.0.0.1:8765=http://127.0.0.1:8765/forge/{owner}/{repo}/raw/HEAD/{path}",
    )
    env["PYTHONUNBUFFERED"] = "1"
    port = env.get("PORT", "8000")
    python = sys.executable
    for step in (["migrate", "--noinput"], ["seed_demo"]):
        result = subprocess.run(  # noqa: S603 - fixed argv, our own interpreter
            [python, "manage.py", *step], cwd=ROOT, env=env, check=False
        )
        if result.returncode:
            return result.returncode
    manager = Manager()
    manager.add_process(
        "web",
        # ASGI, so that Sagentum's own MCP endpoint is served at /mcp on the same port.
        f"{python} -m uvicorn certification.asgi:application --host 127.0.0.1 --port {port} "
        f"--reload {' '.join(f'--reload-dir {app}' for app in APPS)}",
        env=env,
        cwd=str(ROOT),
    )
    manager.add_process(
        "worker",
        f"{python} -m celery -A certification worker -B --loglevel=INFO --pool=threads "
        f"--concurrency=4 --queues=default,live "
        f"--schedule={ROOT / '.celery' / 'beat-schedule'}",
        env=env,
        cwd=str(ROOT),
    )
    manager.add_process("mcp-demo", f"{python} -m certification.demo_mcp", env=env, cwd=str(ROOT))
    print(f"Sagentum is starting at http://127.0.0.1:{port}/  (Ctrl-C stops everything)")
    manager.loop()
    return manager.returncode or 0


if __name__ == "__main__":
    sys.exit(main())
