"""Adding a deck from the Decks screen: a file or folder dropped on the window, or the
published Rider-Waite-Smith deck downloaded. Each runs in a thread of its own through the
project's one install (``decks/install.py``: the same checks as ``decks import`` and
``decks install``), and tells how far it has come, for a progress bar."""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable

from tarot_table.decks.install import InstallError, import_deck, install_release
from tarot_table.decks.spec import Deck
from tarot_table.settings import save_settings

PUBLISHED = "rider-waite-smith"


class DeckJob:
    """One install in the background; ``deck`` or ``error`` once ``finished``."""

    def __init__(self, what: str, work: Callable[["DeckJob"], Deck], on_change: Callable[[], None],
                 source: Path | None = None) -> None:
        self.what = what            # "Installing rws.tarotdeck", for the bar's label
        self.source = source        # the file or folder installed (None for a download)
        self.stage = what
        self.done = 0
        self.total = 0              # 0 while the size is not known
        self.deck: Deck | None = None
        self.error = ""
        self.refusal: InstallError | None = None   # the install's refusal itself, when it gave one
        self.finished = False
        self._work = work
        self._on_change = on_change
        self.thread = threading.Thread(target=self._run, name="deck-install", daemon=True)
        self.thread.start()

    def told(self, stage: str) -> Callable[[int, int], None]:
        """A progress callback for one stage of the work ("Downloading", "Unpacking")."""
        def progress(done: int, total: int) -> None:
            self.stage, self.done, self.total = stage, done, total
            self._on_change()
        return progress

    def fraction(self) -> float | None:
        return min(1.0, self.done / self.total) if self.total > 0 else None

    def _run(self) -> None:
        try:
            self.deck = self._work(self)
        except InstallError as err:
            self.error, self.refusal = str(err), err
        except Exception as err:   # the install code's own fault: said, never a crash of the window
            self.error = f"the deck could not be installed ({type(err).__name__}: {err}). Nothing was installed."
        finally:
            self.finished = True
            self._on_change()

    def wait(self, timeout: float | None = None) -> None:
        self.thread.join(timeout)


def install_dropped(path: Path, on_change: Callable[[], None], agreed: str = "") -> DeckJob:
    """A deck file or folder dropped on the window, installed as ``decks import`` would
    (a deck installed with its id replaced only by the deck a question was ``agreed``
    to: ``ReplaceNotAsked.digest``)."""
    return DeckJob(f"Installing {path.name}",
                   lambda job: import_deck(path, job.told("Checking and copying"), agreed=agreed), on_change, path)


def download_published(on_change: Callable[[], None], download=install_release, agreed: str = "") -> DeckJob:
    """The published Rider-Waite-Smith deck, downloaded and installed as ``decks install``
    does (``download``: that command's code; tests give it a loopback server), a deck
    installed with its id replaced only by the deck a question was ``agreed`` to (the
    download asked for again after the question)."""
    return DeckJob("Downloading the Rider-Waite-Smith deck",
                   lambda job: download(PUBLISHED, job.told("Downloading"), job.told("Checking and unpacking"),
                                        agreed=agreed),
                   on_change)


def use_deck(app, deck_id: str, folder: Path | None = None) -> bool:
    """Play with this deck (the one in ``folder``: another may claim its id) from now
    on, with its own default back, kept in the settings; whether it is the deck in use
    now (its check may fail)."""
    settings = app.settings
    settings.deck, settings.deck_folder, settings.card_back = deck_id, str(folder or ""), ""
    app.load_deck()
    try:
        save_settings(settings)
    except OSError:
        pass   # used in this window all the same
    return (app.art.deck.path if app.art.deck else None) == folder
