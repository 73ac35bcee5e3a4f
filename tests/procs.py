"""The machine's processes as the tests that start and stop process groups see them."""

from __future__ import annotations

from pathlib import Path


def processes() -> dict[int, tuple[int, int, str, str]]:
    """Every process: pid -> (parent pid, process group, state, command line)."""
    table = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
        except OSError:
            continue  # gone meanwhile
        state, ppid, pgid = stat[stat.rindex(")") + 2 :].split()[:3]
        table[int(entry.name)] = (int(ppid), int(pgid), state, cmdline.strip())
    return table
