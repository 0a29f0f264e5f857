"""The games' registry, loaded lazily: each game is listed by the few facts the menu
shows (id, title, tagline, seats) and the place its rules class lives; its modules are
imported the first time something asks for the game itself. The menu paints before any
game's rules load, and a game whose modules fail to import is reported as broken while
the others go on working."""
from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator, MutableMapping

from tarot_table.collection import COLLECTION

GAMES_PACKAGE = "tarot_table.games"


class GameLoadError(Exception):
    """A registered game whose modules could not be imported; the message says which
    game and what went wrong, for a person."""


class GameEntry:
    """A registry line: what the menu needs before the game loads, and where the
    game's ``Game`` class is (``"folder.module.Class"`` under ``package``, which is
    tarot_table/games for every shipped game; a test registers a game kept elsewhere).
    ``reads_cards`` marks a game whose ``reading`` part reads cards another game hands
    over, so that ``capabilities.card_reader`` loads only such games when it looks for one
    (a game's loaded capability still decides; a test checks the two agree).
    (A plain class: the menu's first frame reads these, and ``dataclasses`` is kept off
    that path; see ``settings.Settings``.)"""

    __slots__ = ("id", "title", "tagline", "min_players", "max_players", "rules", "package", "reads_cards")

    def __init__(self, id: str, title: str, tagline: str, min_players: int, max_players: int,
                 rules: str, package: str = GAMES_PACKAGE, reads_cards: bool = False) -> None:
        self.id = id
        self.title = title
        self.tagline = tagline
        self.min_players = min_players
        self.max_players = max_players
        self.rules = rules
        self.package = package
        self.reads_cards = reads_cards

    def __repr__(self) -> str:
        return f"GameEntry({self.id!r}, {self.rules!r})"

    @property
    def players_text(self) -> str:
        """"1 player", "2 players", "2-6 players"."""
        if self.max_players == 1:
            return "1 player"
        if self.min_players == self.max_players:
            return f"{self.min_players} players"
        return f"{self.min_players}-{self.max_players} players"


class GameRegistry(MutableMapping):
    """Game id -> ``Game``, in registration order. Listing ids, counting, ``in`` and
    :meth:`entries` never import a game; looking one up imports it once. A game object
    may also be put in directly (``registry[game.id] = game``, as tests do with a toy game).

    A game's modules first imported are a moment of the collector's (``COLLECTION.game_loaded``,
    tarot_table/collection.py): its code and tables live as long as the process."""

    def __init__(self, *entries: GameEntry) -> None:
        self._entries = {entry.id: entry for entry in entries}
        self._games: dict = {}
        self._problems: dict[str, str] = {}

    def __getitem__(self, game_id: str):
        if game_id not in self._games:
            entry = self._entries[game_id]   # KeyError for an unknown id, as a dict
            if game_id in self._problems:
                raise GameLoadError(self._problems[game_id])
            self._games[game_id] = self._load(entry)
        return self._games[game_id]

    def __setitem__(self, game_id: str, game) -> None:
        rules = f"{type(game).__module__.removeprefix(GAMES_PACKAGE + '.')}.{type(game).__qualname__}"
        reads_cards = game.reading is not None and game.reading.reads_cards
        self._entries[game_id] = GameEntry(game_id, game.title, game.tagline, game.min_players,
                                           game.max_players, rules, reads_cards=reads_cards)
        self._games[game_id] = game
        self._problems.pop(game_id, None)

    def __delitem__(self, game_id: str) -> None:
        del self._entries[game_id]
        self._games.pop(game_id, None)
        self._problems.pop(game_id, None)

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._entries

    def add(self, entry: GameEntry) -> None:
        """Register one more game by its registry line (its modules load on first use),
        as the shipped games are listed in ``tarot_table/games/__init__.py``; tests add a
        game kept outside the app this way (see docs/new-game.md)."""
        self._entries[entry.id] = entry
        self._games.pop(entry.id, None)
        self._problems.pop(entry.id, None)

    def entries(self) -> list[GameEntry]:
        return list(self._entries.values())

    def entry(self, game_id: str) -> GameEntry:
        """A game's registry line (its title, say) without loading the game."""
        return self._entries[game_id]

    def entry_of_class(self, kind: type) -> GameEntry | None:
        """The registry line that names ``kind`` as its game's class, if any."""
        where = f"{kind.__module__}.{kind.__qualname__}"
        return next((entry for entry in self._entries.values() if f"{entry.package}.{entry.rules}" == where), None)

    def loaded(self, game_id: str) -> bool:
        return game_id in self._games

    def problem(self, game_id: str) -> str:
        """Why the game would not load ("" when it loaded or was not tried yet)."""
        return self._problems.get(game_id, "")

    def _load(self, entry: GameEntry):
        module_name, _, class_name = entry.rules.rpartition(".")
        name = f"{entry.package}.{module_name}"
        first_import = name not in sys.modules
        try:
            game = getattr(importlib.import_module(name), class_name)()
        except Exception as err:   # any fault in a game's own code: that game alone is out
            self._problems[entry.id] = (f"{entry.title} could not be loaded "
                                        f"({type(err).__name__}: {err})")
            raise GameLoadError(self._problems[entry.id]) from err
        if first_import:
            COLLECTION.game_loaded()
        return game
