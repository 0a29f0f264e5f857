"""The one host an app process runs for the tables its person hosts (``HostThread``),
started the first time it is needed and kept until the app quits. It listens on
every network (``LISTEN_ON``) at ``PORT`` (any free port if that one is taken) and
announces its tables on the local network; tests set loopback and no announcing.
No pygame."""
from __future__ import annotations

from tarot_table.net.host_thread import HostThread

LISTEN_ON = "0.0.0.0"
PORT = 8765
ANNOUNCE = True

_running: list[HostThread] = []


def host() -> HostThread:
    """The app's host, started if it is not running. OSError when it cannot start."""
    if _running and _running[0].running:
        return _running[0]
    _running.clear()
    try:
        started = _start(PORT)
    except OSError:
        started = _start(0)   # the usual port is taken (a `serve` here, another window): any free one
    _running.append(started)
    return started


def _start(port: int) -> HostThread:
    thread = HostThread(host=LISTEN_ON, port=port, announce=ANNOUNCE,
                        interfaces=["127.0.0.1"] if LISTEN_ON.startswith("127.") else None)
    try:
        thread.start()
    except OSError:
        thread.close()
        raise
    return thread


def running() -> HostThread | None:
    return _running[0] if _running and _running[0].running else None


def own_address() -> str:
    """Where this computer's own seat reaches the host: loopback."""
    return f"127.0.0.1:{host().port}"


def shown_addresses() -> list[str]:
    """The addresses other computers reach the host at, as a person types them."""
    port = host().port
    if LISTEN_ON not in ("0.0.0.0", "::"):
        return [f"[{LISTEN_ON}]:{port}" if ":" in LISTEN_ON else f"{LISTEN_ON}:{port}"]
    from tarot_table.net.discovery import own_addresses
    found = [a for a in own_addresses() if ":" not in a] or ["127.0.0.1"]
    return [f"{a}:{port}" for a in found[:4]]


def stop() -> None:
    while _running:
        _running.pop().close()
