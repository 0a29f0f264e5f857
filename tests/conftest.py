"""Shared test set-up: headless SDL, a private home for every test, and deck makers."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SHARED_DECKS = Path(__file__).resolve().parents[1].parent / "shared" / "decks"
_DECKS_FROM_ENV = os.environ.get("TAROT_TABLE_DECKS", "")


@pytest.fixture(autouse=True)
def private_home(tmp_path):
    """Every test gets its own user dirs and sees no deck unless it asks for one. Set
    with a patcher of its own, not the test's ``monkeypatch``: a test that calls
    ``monkeypatch.undo()`` midway (to draw with the real functions again) would undo
    these too, and write to the real user folders afterwards."""
    with pytest.MonkeyPatch.context() as private:
        home = tmp_path / "home"
        private.setenv("TAROT_TABLE_HOME", str(home))
        private.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
        private.setenv("TAROT_TABLE_DECKS", "")
        private.setenv("TAROT_TABLE_RELEASES_API", "http://127.0.0.1:9/")   # a download never leaves loopback
        # coaching notes take a strip of the table's room: only the tests of them turn them on
        private.setattr("tarot_table.settings.COACHING_DEFAULT", False)
        # a table hosted from the new-game page listens and is looked for on loopback only,
        # announced to no one
        private.setattr("tarot_table.net.app_host.LISTEN_ON", "127.0.0.1")
        private.setattr("tarot_table.net.app_host.ANNOUNCE", False)
        private.setattr("tarot_table.table.scenes.join.LOOK_ON", ["127.0.0.1"])
        # where nothing is announced there, a look hears nothing however long it listens: it
        # ends soon (a test that announces a table sets how long a look waits to hear it)
        private.setattr("tarot_table.table.scenes.join.LOOK_S", 0.2)
        # every host a test starts in a thread (the app's own, tests/helpers/network.py's)
        # writes a table again SAVE_TICK after its last write at the closest, not
        # ``Limits.save_every`` (2 s) after: a test waiting for a save (a table's time, its
        # end kept) waits for the write, not for the wall clock (the tests of save_every
        # itself make their own Server)
        from tarot_table.net.host_thread import HostThread
        from tarot_table.net.server import SAVE_TICK
        start = HostThread.start

        def quick_saving_start(host) -> int:
            host.server.limits.save_every = SAVE_TICK
            return start(host)
        private.setattr(HostThread, "start", quick_saving_start)
        yield home
        from tarot_table.net import app_host
        app_host.stop()


def shared_deck_root() -> Path | None:
    for candidate in [Path(p) for p in _DECKS_FROM_ENV.split(os.pathsep) if p] + [SHARED_DECKS]:
        if (candidate / "rider-waite-smith" / "deck.toml").exists():
            return candidate
    return None


@pytest.fixture
def shared_decks(monkeypatch) -> Path:
    """The real Rider-Waite-Smith deck beside the checkout."""
    root = shared_deck_root()
    if root is None:
        pytest.fail("the shared Rider-Waite-Smith deck is missing: set TAROT_TABLE_DECKS to ../shared/decks")
    monkeypatch.setenv("TAROT_TABLE_DECKS", str(root))
    return root


@pytest.fixture
def make_deck(tmp_path):
    """Build a small but complete deck folder; callers break it as they need."""
    from tests.helpers.deckmaker import build_deck

    def make(name: str = "test-deck", **kwargs) -> Path:
        return build_deck(tmp_path / "decks" / name, deck_id=name, **kwargs)

    return make


def headless_app(size: tuple[int, int]):
    """A headless app of ``size`` with instant animation, on a ``ManualClock`` that only
    the test moves, for a fixture to yield from; its scenes are left afterwards."""
    from tarot_table.clock import ManualClock
    from tarot_table.table.app import App
    app = App(headless=True, size=size, clock=ManualClock())
    app.settings.animation = "instant"
    yield app
    for scene in app.scenes:
        scene.leave()


@pytest.fixture
def app():
    """A headless app at 1280x800 with instant animation."""
    yield from headless_app((1280, 800))


@pytest.fixture
def tester_app(shared_decks):
    """The review's smallest window, 1024x700, with the deck the play-tester played."""
    yield from headless_app((1024, 700))


# Fixtures kept with their helpers, offered to every test by name.
from tests.helpers.frames import clock  # noqa: E402,F401
from tests.helpers.network import apps, loopback_host  # noqa: E402,F401
from tests.helpers.releases import legacy_release_server, release_server  # noqa: E402,F401
from tests.helpers.window import display  # noqa: E402,F401
