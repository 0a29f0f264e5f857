"""The one host an app process runs for the tables its person hosts (``HostThread``),
started the first time it is needed and kept until the app quits. It listens on
every network (``LISTEN_ON``) at ``PORT`` (any free port if that one is taken; a table
hosted again asks first for the port it had) and announces its tables on the local
network; tests set loopback and no announcing.
No pygame."""
from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from tarot_table.net import held_seats
from tarot_table.net.client import uri_of
from tarot_table.net.host_thread import HostThread
from tarot_table.net.server import FolderServed
from tarot_table.net.table import Refused

# what a person is told where the tables this app hosted are hosted by another window
SERVED_ELSEWHERE = ("This table is open in another Tarot Table window on this computer: play it there "
                    "(or close that window, then join it here).")

LISTEN_ON = "0.0.0.0"
PORT = 8765
ANNOUNCE = True

_running: list[HostThread] = []


def host(prefer: int | None = None) -> HostThread:
    """The app's host, started if it is not running: on port ``prefer`` when it is free
    (the port a table hosted again had, so the people who sat at it find it where they
    left it), else on ``PORT``, else on any free port. OSError when it cannot start."""
    if _running and _running[0].running:
        return _running[0]
    _running.clear()
    for port in dict.fromkeys(p for p in (prefer, PORT) if p):
        try:
            started = _start(port)
            break
        except FolderServed:
            raise   # another window hosts this folder's tables: no port helps
        except OSError:
            continue   # taken (a `serve` here, another window)
    else:
        started = _start(0)
    _running.append(started)
    return started


def port_of(address: str) -> int | None:
    """The port of an address as a seat keeps it ("127.0.0.1:42235"), None when it names
    none or is not an address (it is read from a file)."""
    try:
        return urlsplit(uri_of(address)).port
    except ValueError:
        return None


def _start(port: int) -> HostThread:
    thread = HostThread(host=LISTEN_ON, port=port, announce=ANNOUNCE,
                        interfaces=["127.0.0.1"] if LISTEN_ON.startswith("127.") else None)
    try:
        thread.start()
    except OSError:
        thread.close()
        raise
    return thread


def served_elsewhere() -> bool:
    """Another process (another window of the app) hosts the tables this app hosted, so
    this one cannot host them again."""
    from tarot_table import filestore, paths
    if running() is not None:
        return False
    try:
        filestore.try_hold(paths.data_dir() / "tables" / "host").release()
    except filestore.InUse:
        return True
    except OSError:
        return False   # a folder that cannot be written: hosting says why
    return False


def running() -> HostThread | None:
    return _running[0] if _running and _running[0].running else None


def people_at_play() -> list[tuple[str, str, list[str]]]:
    """The people from elsewhere seated at this app's hosted tables still played (the
    app's own seat at each left out), for the question before the app quits: (game title,
    table code, their names, each away now marked so: "Bob (away)"). A person away had
    not been asked about, and the app quit without a word (play-test round 8). None when
    no host runs, or it does not answer."""
    host = running()
    if host is None:
        return []
    try:
        tables = host.people_playing()
    except Refused:
        return []
    own = {(held.code, held.seat) for held in held_seats.load()[0] if held.hosted}
    found = []
    for title, code, people in tables:
        names = [name if connected else f"{name}{AWAY_MARK}" for seat, name, connected in people
                 if (code, seat) not in own]
        if names:
            found.append((title, code, names))
    return found


AWAY_MARK = " (away)"   # after the name of a person seated at a hosted table but not connected now


def quit_words(playing: list[tuple[str, str, list[str]]]) -> str:
    """What the question before the app quits says: who plays at which of its tables
    ((game title, code, names) each: ``people_at_play``), and what quitting does to them."""
    from tarot_table.games.capabilities import names_and_verb   # asked only then: the menu loads no rules
    tables = [f"{names_and_verb(names, 'is', 'are')} "
              f"{'seated' if any(name.endswith(AWAY_MARK) for name in names) else 'playing'} "
              f"at your {title} table {code}" for title, code, names in playing]
    return (f"{'; '.join(tables)}. Quitting stops the game for them until you open Tarot Table "
            "again: nothing is lost, the table is kept and its seats wait.")


# what a person deleting a table this app hosted is told while another window hosts it
DELETE_ELSEWHERE = "it is hosted by another Tarot Table window on this computer: delete it there, or close that window first"


def delete_hosted_table(folder: Path, code: str) -> list[tuple[int, str]]:
    """Table ``code`` of ``folder`` (the app's host's) deleted for good: this app's host,
    when it runs, stops hosting it and tells whoever plays at it that it has ended
    (``HostThread.drop_table``); otherwise its files are removed under the folder's hold, so
    no host starts on them meanwhile. The seats and names of the people who were
    connected to it.
    Refused (saying why) while another window hosts the folder, which would write the table
    again, or when the host does not answer; OSError when a file cannot be removed."""
    from tarot_table import filestore
    from tarot_table.net import store
    host = running()
    if host is not None:
        return host.drop_table(code)
    try:
        hold = filestore.try_hold(folder / "host")
    except filestore.InUse:
        raise Refused(DELETE_ELSEWHERE) from None
    try:
        store.delete_table(folder, code)
    finally:
        hold.release()
    return []


def fold_logs_left_by_a_killed_host(folder: Path) -> None:
    """A host killed left its tables' last moves in their logs, after their saves, which
    the rows read: with no host at the folder (none in this app, and no other process
    holding it), the logs are played into new saves as a host starting would, so the
    Continue list tells every move made and its time (it told the save's, up to 32 moves behind)."""
    from tarot_table import filestore
    from tarot_table.applog import logger
    from tarot_table.net import store
    if running() is not None or not any(folder.glob("*.log")):
        return
    try:
        hold = filestore.try_hold(folder / "host")
    except (filestore.InUse, OSError):
        return   # a host serves the folder: its tables are whole in its keeping
    try:
        told: list[str] = []
        _, problems = store.load_folder(folder, lambda: 0.0, told)
        for problem in problems:   # Continue lists it damaged
            logger(__name__).warning("a hosted table not read: %s", problem)
        for words in told:   # told again by the host when the table is hosted
            logger(__name__).warning("a hosted table read back: %s", words)
    finally:
        hold.release()


def own_address(prefer: int | None = None) -> str:
    """Where this computer's own seat reaches the host (started on port ``prefer`` if it
    is not running and that port is free): loopback."""
    return f"127.0.0.1:{host(prefer).port}"


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
