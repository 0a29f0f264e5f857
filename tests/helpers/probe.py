"""Code run in a Python process of its own (what a module does on import, or to the
collector, depends on what the process did before)."""
from __future__ import annotations

import subprocess
import sys


def printed_by_a_fresh_python(code: str, timeout: float = 120, env: dict | None = None) -> str:
    """What ``code`` prints, run by a new interpreter; it must exit cleanly."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=timeout, env=env)
    assert done.returncode == 0, done.stderr
    return done.stdout
