"""The app's host that cannot start lets go of the tables' folder on every way out.
A host whose port was taken returned holding the folder: another window could not host
its tables until this process ended, and the next start here read every table again.
The folder is looked at from another process, as another window of the app would.
Loopback only."""
from __future__ import annotations

import socket
import subprocess
import sys

import pytest

from tarot_table import paths
from tarot_table.net import app_host, discovery, store
from tarot_table.net.host_thread import HostThread
from tarot_table.net.server import FolderServed
from tests.helpers.network import free_port

TAKES_THE_FOLDER = ("import sys, pathlib; from tarot_table import filestore\n"
                    "try:\n    filestore.try_hold(pathlib.Path(sys.argv[1]))\n    print('taken')\n"
                    "except filestore.InUse:\n    print('in use')\n")
# another window of the app asks for a host of the same folder, on any port
ANOTHER_WINDOW_HOSTS = ("import sys, pathlib; from tarot_table.net.host_thread import HostThread\n"
                        "from tarot_table.net.server import FolderServed\n"
                        "host = HostThread(pathlib.Path(sys.argv[1]))\n"
                        "try:\n    host.start()\n    print('hosting')\n"
                        "except FolderServed as err:\n    print('refused:', err)\n"
                        "host.close()\nprint('stopped' if not host._thread.is_alive() else 'still running')\n")


def the_folder_from_another_process(folder) -> str:
    return subprocess.run([sys.executable, "-c", TAKES_THE_FOLDER, str(folder / "host")],
                          capture_output=True, text=True, timeout=30, check=True).stdout.strip()


@pytest.fixture
def reads(monkeypatch):
    """How many times a host read the tables' folder."""
    counted = []
    read = store.load_folder

    def counting(*args, **kwargs):
        counted.append(1)
        return read(*args, **kwargs)
    monkeypatch.setattr(store, "load_folder", counting)
    return counted


def test_a_port_taken_leaves_the_folder_free_and_unread_then_a_host_and_another_windows_refusal(
        loopback_host, reads):
    folder = paths.data_dir() / "tables"
    with socket.socket() as other:   # another program listens on the port the table had
        other.bind(("127.0.0.1", 0))
        other.listen()
        taken = other.getsockname()[1]
        refused = HostThread(folder, host="127.0.0.1", port=taken)
        with pytest.raises(OSError) as err:
            refused.start()
        assert not isinstance(err.value, FolderServed) and f"127.0.0.1:{taken}" in str(err.value)
        refused.close()
        assert not refused.running and reads == []   # the tables were not read for a port it could not have
        assert the_folder_from_another_process(folder) == "taken"

        host = app_host.host(prefer=taken)   # the table's port taken: the app's own port
        assert host.running and host.port == app_host.PORT != taken and reads == [1]
        code = host.open_table("tempting-fate", ["open", "bot"], {"match": "single"}, seed=5)

    window = subprocess.run([sys.executable, "-c", ANOTHER_WINDOW_HOSTS, str(folder)],
                            capture_output=True, text=True, timeout=60, check=True)
    lines = window.stdout.splitlines()
    assert lines[0].startswith("refused: another host is serving the tables") and lines[1] == "stopped", window
    assert [listing["code"] for listing in host.tables()] == [code]   # this window hosts on
    app_host.stop()
    assert the_folder_from_another_process(folder) == "taken"


def test_a_host_whose_announcer_fails_after_it_listens_lets_the_folder_go(monkeypatch):
    folder = paths.data_dir() / "tables"

    async def no_network(self):
        raise OSError("no network to announce on")
    monkeypatch.setattr(discovery.Announcer, "start", no_network)
    host = HostThread(folder, host="127.0.0.1", port=free_port(), announce=True, interfaces=["127.0.0.1"])
    with pytest.raises(OSError, match="no network to announce on"):
        host.start()
    host.close()
    assert the_folder_from_another_process(folder) == "taken"
    with socket.socket() as probe:   # and its port is let go
        probe.bind(("127.0.0.1", host.port))
