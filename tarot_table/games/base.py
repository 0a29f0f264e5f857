"""The rules API every game implements, and the plain data it works on.

A game never draws and never reads the mouse. The table asks it what is legal,
hands it the actions people and bots choose, and animates the events it returns.

State is one shape for every game: named zones holding cards (each face up or
down, upright or reversed), a dict of game-specific values, and the random
generator. Because every game keeps its cards in zones, the engine can draw any
table, hide any card a seat may not see, and check that no card is ever created
or lost, without knowing which game it is.
"""
from __future__ import annotations

import copy
import threading
from dataclasses import dataclass, field
from operator import attrgetter
from pathlib import Path
from typing import Any, Callable, Collection

from tarot_table.cards import HIDDEN  # what a seat sees in place of a card identity it may not know
from tarot_table.games.capabilities import (Board, Capabilities, Shortcuts, Ending, Handling, HiddenHands, Match,
                                            Reading, Sight)
from tarot_table.games.glossary import Term, read_terms
from tarot_table.layout import Layout
from tarot_table.option_roles import OptionRole
from tarot_table.rng import Rng

# The moves ``choose_from`` listed last, kept per thread (one Game object serves the
# bot thread and the table at once) as (game, view, moves).
_LAST_LISTED = threading.local()
# The moves handed to a bot about to choose from them (``Game.bot_choice``), per thread, as
# (game, view, moves): the next ``choose_from`` of that very view takes them, once.
_HANDED = threading.local()



class IllegalAction(Exception):
    """An action the rules refuse; ``reason`` is shown to the player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class BadOptions(ValueError):
    """Options, seats or a seed that a game cannot start with."""


@dataclass(frozen=True, slots=True)
class Placed:
    """A card lying in a zone: a value, never changed once made. A card that turns over
    or round is laid anew by its record lying so (``PLACED``), so a position and its
    copies share their records, and a copy is its piles' lists copied."""

    card: str
    face_up: bool = False
    reversed: bool = False
    # The same card turned over (face down for a face-up record, face up for a face-down
    # one): known to the shared records, so that ``State.move`` turns a card by reading it.
    over: Placed | None = field(default=None, init=False, repr=False, compare=False)
    # The solver's word for this record in a position's key (``solver.keys``), written
    # there the first time a key meets it: a key writes every card on the table.
    keyed: str | None = field(default=None, init=False, repr=False, compare=False)

    def to_json(self) -> list:
        return [self.card, int(self.face_up), int(self.reversed)]

    @classmethod
    def from_json(cls, raw: list) -> "Placed":
        card, up, rev = raw
        return AS_SAVED[card, up, rev]

    def __reduce__(self) -> tuple:
        return _placed, (self.card, self.face_up, self.reversed)   # read back as the shared record


def _placed(card: str, face_up: bool, reversed_: bool) -> Placed:
    return PLACED[card, face_up, reversed_]


def _lying(key: tuple) -> Placed:
    """The record of ``PLACED[key]``, made with the one of the same card turned over,
    each knowing the other (``Placed.over``)."""
    card, face_up, reversed_ = key[0], bool(key[1]), bool(key[2])
    placed, over = Placed(card, face_up, reversed_), Placed(card, not face_up, reversed_)
    object.__setattr__(placed, "over", over)   # frozen: set once, as it is made
    object.__setattr__(over, "over", placed)
    PLACED[card, not face_up, reversed_] = over
    return placed


def _read_entry(entry: tuple) -> Placed:
    card, up, rev = entry
    if not isinstance(card, str) or len(card) > FIELD_LENGTH or up not in (0, 1) or rev not in (0, 1):
        raise ValueError("a card entry must be [id, 0|1, 0|1]")   # its id kept (AS_SAVED): bounded
    return PLACED[card, bool(up), bool(rev)]


FIELD_LENGTH = 200   # the longest name of a seat, a card, a zone or a choice read from a file


@dataclass
class Seat:
    name: str
    bot: str | None = None  # the bot's name; None for a person

    @property
    def is_human(self) -> bool:
        return self.bot is None

    def to_json(self) -> dict:
        return {"name": self.name, "bot": self.bot}

    @classmethod
    def from_json(cls, raw: dict) -> "Seat":
        if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
            raise ValueError("a seat needs a name")
        bot = raw.get("bot")
        if bot is not None and not isinstance(bot, str):
            raise ValueError("a seat's bot must be a name")
        if len(raw["name"]) > FIELD_LENGTH or (bot is not None and len(bot) > FIELD_LENGTH):
            raise ValueError(f"a seat's name is longer than {FIELD_LENGTH} characters")
        return cls(raw["name"], bot)


@dataclass(unsafe_hash=True, slots=True)
class Action:
    """One thing a seat may do. Equality ignores the label, so an action read back
    from a save matches the one the rules list. Never change one once made: it is
    hashed, and shared by the rules' lists, saves and bots. (Not frozen only because
    a frozen dataclass is made nearly three times slower, and rules make thousands a
    second.)"""

    kind: str
    card: str | None = None
    to: str | None = None       # the zone the card goes to, or the zone a choice concerns
    choice: str | None = None   # for choices that are not a drop
    src: str | None = None      # the zone whose top card moves, when its identity is hidden
    label: str = field(default="", compare=False)

    def to_json(self) -> dict:
        raw = {"kind": self.kind}
        for key in ("card", "to", "choice", "src"):
            value = getattr(self, key)
            if value is not None:
                raw[key] = value
        return raw

    @classmethod
    def from_json(cls, raw: dict) -> "Action":
        if not isinstance(raw, dict) or not isinstance(raw.get("kind"), str):
            raise ValueError("an action needs a kind")
        kind = raw["kind"]   # checked without generators: a save's whole log is read back
        values = (raw.get("card"), raw.get("to"), raw.get("choice"), raw.get("src"))
        for value in values:
            if value is not None and not isinstance(value, str):
                raise ValueError("action fields must be text")
        if len(kind) > FIELD_LENGTH or any([value is not None and len(value) > FIELD_LENGTH for value in values]):
            raise ValueError(f"an action's field is longer than {FIELD_LENGTH} characters")
        return cls(kind, *values)


@dataclass(unsafe_hash=True, slots=True)
class Event:
    """Something that happened, for the animator and the log. Never change one once
    made; not frozen only for speed, as ``Action`` (a frozen one took six times as long
    to make, and every move makes several).

    kinds: "move" (card from src to dst), "flip", "reverse", "message",
    "announce" for a moment the table should call out (a win, a harvest), and for
    a board's tokens "walk" (``token`` steps through the spaces of ``path`` one by
    one), "slide" (it glides along a link from ``path[0]`` to ``path[-1]``), "lock"
    (bars close over it on the space ``path[0]``) and "unlock" (they open).
    """

    kind: str
    card: str | None = None
    src: str | None = None
    dst: str | None = None
    face_up: bool | None = None
    text: str = ""
    token: str | None = None
    path: tuple[int, ...] = ()


class MadeOnce(dict):
    """Values made once and shared by everyone who asks (an Action, an Event or a
    peek's pile is never changed once made), looked up by what they depend on:
    ``table[key]`` is made by ``make(key)`` the first time it is asked for. Spares a
    game's legal-action lists, its card moves and every peek making new objects each
    position. With a ``limit``, everything is forgotten at once past that many entries,
    so a table whose keys never repeat (a long fuzz run's) stays bounded."""

    def __init__(self, make: Callable[[Any], Any], limit: int | None = None) -> None:
        super().__init__()
        self.make = make
        self.limit = limit

    def __missing__(self, key: Any) -> Any:
        if self.limit is not None and len(self) >= self.limit:
            self.clear()
        value = self[key] = self.make(key)
        return value


# A card moving from one zone to another, lying face up or down: (card, src, dst, face_up).
# The rules of any game look their card moves up here rather than make a new Event each.
MOVE_EVENTS = MadeOnce(lambda key: Event("move", *key), limit=100_000)

# The one record of a card lying face up or down, upright or reversed:
# ``PLACED[card, face_up, reversed]``. Dealing, turning a card and reading a save look
# their records up here rather than make one each; the limit bounds it against the
# names a file or a host may send.
PLACED = MadeOnce(_lying, limit=100_000)
# A save's card entry, ``[id, 0|1, 0|1]``, read as its record: ``AS_SAVED[id, up, reversed]``
# (checked the first time; an entry that is not one raises ValueError).
AS_SAVED = MadeOnce(_read_entry, limit=100_000)


@dataclass(frozen=True)
class Outcome:
    """How a game ended. ``scores`` holds one number per seat (1 win, 0 loss for
    solitaires); ``winners`` are seat indexes. ``detail`` is a short key for
    measurements (what the game was lost to, say), counted by ``simulate``."""

    winners: tuple[int, ...]
    scores: tuple[float, ...]
    summary: str
    detail: str = ""

    def won_by(self, seat: int) -> bool:
        return seat in self.winners


@dataclass(frozen=True)
class OptionSpec:
    """An option of a game. With no ``choices`` it takes free text that the game
    checks itself; ``hidden`` options are set by other games, not in the dialog."""

    key: str
    label: str
    help: str
    choices: tuple[str, ...]
    default: str
    hidden: bool = False
    ask_at_start: bool = False   # free text the table asks for before the first move
    labels: tuple[str, ...] = ()  # what each choice is called on screen, when its id says it badly
    only_with: tuple[str, str] = ()   # (key, choice): the option applies only while that option has that choice
    role: OptionRole | None = None   # the player setting that may choose it, if any

    def applies(self, options: dict[str, str]) -> bool:
        """Whether the option applies with these choices (``only_with``): Queens of Fate's
        Artifacts, say, only with the original rules."""
        return not self.only_with or options.get(self.only_with[0]) == self.only_with[1]

    def label_of(self, choice: str) -> str:
        """A choice as the new-game page shows it: the game's own label, else the id in
        words with its first letter capitalised ("two-games" reads "Two games")."""
        if choice in self.choices and len(self.labels) == len(self.choices):
            return self.labels[self.choices.index(choice)]
        words = choice.replace("-", " ")
        return words[:1].upper() + words[1:]


@dataclass(frozen=True)
class ReadCard:
    """One card of a finished reading: its position, and how it lies."""

    position: str
    meaning: str        # what the position stands for
    card: str
    reversed: bool


@dataclass(frozen=True)
class ReadingSummary:
    """What a game that ends in a reading hands the table: kept in the journal and
    listed, card by card, when the last card turns."""

    spread: str         # the spread's id
    spread_name: str
    question: str
    cards: tuple[ReadCard, ...]
    after: str = ""     # the game whose cards it reads and how that ended; "" for a reading on its own


@dataclass(frozen=True)
class Pause:
    """A break between the parts of a game (the games of a match, say): the table shows
    ``title`` and ``lines``, nobody moves, and ``action`` is played when the player
    presses ``label``."""

    title: str
    lines: tuple[str, ...]
    action: "Action"
    label: str = "Continue"


@dataclass(frozen=True)
class RevealStep:
    """One moment of an ending told on the table, step by step (a count of votes, say):
    what it says, cards that turn face up now (shown face down until then), marks put on
    cards from now on, marks that travel from one zone to another, and zones' labels
    that change from now on (a running count)."""

    caption: str
    turn: tuple[str, ...] = ()
    marks: tuple[tuple[str, str], ...] = ()          # (card, mark)
    travel: tuple[tuple[str, str, str], ...] = ()    # (from zone, to zone, mark)
    labels: tuple[tuple[str, str], ...] = ()         # (zone, label)


@dataclass(frozen=True)
class FollowUp:
    """A game offered once this one ends (a reading made from its cards, say)."""

    label: str
    game: str
    options: dict


@dataclass(slots=True)
class State:
    game: str
    seed: int
    options: dict[str, str]
    seats: list[Seat]
    zones: dict[str, list[Placed]]
    data: dict[str, Any]
    rng: Rng
    to_act: int | None = 0
    moves: int = 0
    story: list[str] = field(default_factory=list)

    def cards(self, zone: str) -> list[Placed]:
        return self.zones[zone]

    def top(self, zone: str) -> Placed | None:
        pile = self.zones[zone]
        return pile[-1] if pile else None

    def find(self, card: str) -> tuple[str, int]:
        """The zone and index of a card; KeyError when it is nowhere."""
        for name, pile in self.zones.items():   # a card that moves is most often on top
            if pile and pile[-1].card == card:
                return name, len(pile) - 1
        for name, pile in self.zones.items():
            for i, placed in enumerate(pile):
                if placed.card == card:
                    return name, i
        raise KeyError(card)

    def move(self, card: str, dst: str, face_up: bool | None = None, src: str | None = None,
             reversed: bool | None = None) -> Event:
        """Move a card to the top of ``dst``, lying face up or down and upright or reversed
        as told (as it lay, where not told). Naming the zone it is in (``src``) spares a
        search of the whole table, which bots playing many games notice."""
        if src is None:
            src, i = self.find(card)
            placed = self.zones[src].pop(i)
        else:
            pile = self.zones[src]
            if pile[-1].card == card:   # most often on top
                placed = pile.pop()
            else:
                placed = pile.pop([p.card for p in pile].index(card))
        if reversed is not None:
            placed = PLACED[card, placed.face_up if face_up is None else face_up, reversed]
        elif face_up is not None and face_up != placed.face_up:
            placed = placed.over or PLACED[card, face_up, placed.reversed]   # none for a record made apart
        self.zones[dst].append(placed)
        return MOVE_EVENTS[card, src, dst, placed.face_up]

    def clone(self, story: bool = True, data_copy: Callable[[dict], dict] | None = None,
              table_shared: bool = False) -> "State":
        """A copy to play on apart: the piles are lists of their own, holding the same
        records (a record is never changed, only replaced). ``story=False`` leaves the
        log out (the solver's copies: no rule reads it). ``data_copy``: the game's own
        copy of its ``data`` (``Shortcuts.data_copy``), else ``copy_data``'s deep one.
        ``table_shared``: the options and the seats are the copy's too, not copied (the
        solver's copies: no move changes either, tests/test_solver_lean_copy.py)."""
        return State(self.game, self.seed, self.options if table_shared else dict(self.options),
                     self.seats if table_shared else [Seat(s.name, s.bot) for s in self.seats],
                     {z: [*pile] for z, pile in self.zones.items()},
                     copy_data(self.data) if data_copy is None else data_copy(self.data),
                     Rng(self.rng.state), self.to_act, self.moves,
                     list(self.story) if story else [])

    def to_json(self) -> dict:
        return {
            "game": self.game, "seed": self.seed, "options": dict(self.options),
            "seats": [s.to_json() for s in self.seats],
            # Placed.to_json written out: a save and every fuzz step serialise each card
            "zones": {z: [[p.card, 1 if p.face_up else 0, 1 if p.reversed else 0] for p in pile]
                      for z, pile in self.zones.items()},
            "data": copy_data(self.data), "rng": self.rng.state,
            "to_act": self.to_act, "moves": self.moves, "story": list(self.story),
        }

    @classmethod
    def from_json(cls, raw: dict) -> "State":
        try:
            zones = {str(z): [AS_SAVED[card, up, rev] for card, up, rev in pile]   # Placed.from_json, inline
                     for z, pile in raw["zones"].items()}
            state = cls(str(raw["game"]), _int(raw["seed"]), _str_dict(raw["options"]),
                        [Seat.from_json(s) for s in raw["seats"]], zones,
                        dict(raw["data"]), Rng(_int(raw["rng"])),
                        None if raw["to_act"] is None else _int(raw["to_act"]),
                        _int(raw["moves"]), [str(line) for line in raw["story"]])
        except (KeyError, TypeError, ValueError, AttributeError) as err:
            raise ValueError(f"the game state is malformed ({err})") from err
        return state


# The stand-ins a peek shows for cards it hides (HIDDEN, lying as the card lies), one per
# way a card can lie; shared by every peek, as every record is.
_HIDDEN_AS = {(up, rev): PLACED[HIDDEN, up, rev] for up in (False, True) for rev in (False, True)}


_FACE_UP, _REVERSED = attrgetter("face_up"), attrgetter("reversed")
_NO_CARDS: tuple = ()


def _face_up_seen(pile: list[Placed]) -> list[Placed]:
    """A pile as anyone sees it: face-up cards, and stand-ins for the face-down. The
    usual piles, all up or all down, are recognised by loops that run in C; an empty
    pile is the one empty pile every peek shares."""
    if not pile:
        return _NO_CARDS
    if all(map(_FACE_UP, pile)):
        return list(pile)
    if not any(map(_FACE_UP, pile)) and not any(map(_REVERSED, pile)):
        return _DOWN_PILES[len(pile)]
    return [p if p.face_up else _HIDDEN_AS[False, p.reversed] for p in pile]


def _hidden_pile(pile: list[Placed]) -> list[Placed]:
    """A pile as a seat that may see none of it sees it."""
    return [_HIDDEN_AS[p.face_up, p.reversed] for p in pile]


# a pile as a seat sees it, by what the hidden hands' ``zone_sight`` says of the whole zone
_PILE_AS_SEEN = {"all": list, "none": _hidden_pile, "face up": _face_up_seen}


def _shared(shared: dict, key: tuple, make: Callable[[list[Placed]], list[Placed]], pile: list[Placed]) -> list[Placed]:
    """``make(pile)``, made once for every seat of a position that sees it alike."""
    made = shared.get(key)
    if made is None:
        made = shared[key] = make(pile)
    return made


# the key of a position's piles every seat sees alike in a peek's ``shared``
_ALIKE = ("piles seen alike",)


def piles_apart(shared: dict) -> Collection[str] | None:
    """The zones the peeks made with ``shared`` (``Game.peek``) give each seat apart, when
    they give every other zone as the very pile they give every seat (the hidden hands'
    ``alike_outside_private``): the same zones for every seat of the position. None when
    the peeks made no such split (each zone may then differ from seat to seat)."""
    alike = shared.get(_ALIKE)
    return None if alike is None else alike[1].keys()


# Piles of n face-down, upright stand-ins, made once per length and shared by every peek:
# tuples, so that no one sharing them can change them.
_DOWN_PILES = MadeOnce(lambda length: (_HIDDEN_AS[False, False],) * length)


class _PeekRng(Rng):
    """The generator every peek carries: a bot decides from a peek at once and draws from
    the generator it is handed, so this one is shared and refuses to be drawn from (a
    copy of the peek, made by ``clone`` or ``view``, gets a generator of its own)."""

    def next_u64(self, *_ignored) -> int:
        raise RuntimeError("a peek's generator is not drawn from: clone the peek first")

    below = shuffle = coins = next_u64


PEEK_RNG = _PeekRng(0)


def stand_in(placed: Placed) -> Placed:
    """What a peek shows for a card it hides: HIDDEN, lying as the card lies."""
    return _HIDDEN_AS[placed.face_up, placed.reversed]


_PLAIN = frozenset({str, int, bool, float, type(None)})   # values ``copy_data`` keeps as they are


def copy_data(value: Any) -> Any:
    """A deep copy of a game's ``data``, quick for the plain JSON-like values it holds
    (dicts, lists, text, numbers); anything else goes through ``copy.deepcopy``. Shared
    references are not kept shared, as after a save and load."""
    kind = type(value)
    if kind is dict:   # a text, number or None inside is kept without a call
        return {key: item if type(item) in _PLAIN else copy_data(item) for key, item in value.items()}
    if kind in _PLAIN:
        return value
    if kind is list:
        return [item if type(item) in _PLAIN else copy_data(item) for item in value]
    if kind is tuple:
        return tuple(copy_data(item) for item in value)
    return copy.deepcopy(value)


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected a whole number, got {value!r}")
    return value


def _str_dict(value: Any) -> dict[str, str]:
    if not isinstance(value, dict) or not all(isinstance(v, str) for v in value.values()):
        raise ValueError("options must map names to text")
    return dict(value)


Bot = Callable[["Game", State, Rng], Action]


class Game:
    """Base class for a game's rules. Subclasses fill in the class attributes and
    the methods marked as theirs; everything else works for every game."""

    id: str = ""
    title: str = ""
    tagline: str = ""
    min_players: int = 1
    max_players: int = 1
    options: tuple[OptionSpec, ...] = ()
    seat_names: tuple[str, ...] = ("Player",)
    bots: dict[str, Bot] = {}
    strong_bot: str = ""        # used for hints and autoplay
    # the strong bot's twin that makes the same moves on any machine at any load, where a
    # game must come out the same each time (pictures of a screen, the self-test); empty:
    # the strong bot is so already
    repeatable_bot: str = ""
    scored: bool = True         # False for what is not a contest (a reading): no time, moves or statistics
    tells_moves: bool = False   # the table says what a move did (its first "message" event) on the status line
    session_word: str = "game"  # what the table calls one session of it ("New game"; a reading's: "reading")
    # The moves listed from the acting seat's view are exactly the state's own (no hidden
    # card bears on them), so a move a bot took from that list needs no second check.
    lists_from_view: bool = False
    # keys of ``State.data`` the game began to keep after its saves were first written: a
    # save made before, whose position lacks one, still matches its replay (saves.py)
    data_added_later: frozenset[str] = frozenset()
    folder: Path = Path(".")    # where rules.md lives
    sight: Sight = Sight()      # which cards anyone sees, as a promise a peek may lean on
    capabilities: Capabilities = Capabilities()   # the parts it has beyond this core
    # Why Undo is greyed after a move that ``undoable`` refuses.
    no_undo_reason: str = "Undo cannot go back past a move that revealed hidden cards."

    # Each part named in ``capabilities``, made for this game (None when it has not it).
    hidden_hands: HiddenHands | None
    board: Board | None
    match: Match | None
    reading: Reading | None
    shortcuts: Shortcuts | None
    ending: Ending
    handling: Handling

    @property
    def same_every_time_bot(self) -> str:
        return self.repeatable_bot or self.strong_bot

    def __init__(self) -> None:
        self._take_registry_facts()
        for name, part in self.capabilities.build(self).items():
            setattr(self, name, part)
        self._peek_way = _peek_way(self)

    def _take_registry_facts(self) -> None:
        """The id, title, tagline and seats are written once, in the game's registry line
        (``tarot_table/games/__init__.py``), which the menu reads before the game loads;
        a registered class takes them from there (a class that names its own id, a
        test's toy game, keeps its own)."""
        from tarot_table.games import GAMES   # the registry, which imports this module's games lazily
        for kind in type(self).__mro__:
            if "id" in vars(kind):
                return
            entry = GAMES.entry_of_class(kind)
            if entry is not None:
                self.id, self.title, self.tagline = entry.id, entry.title, entry.tagline
                self.min_players, self.max_players = entry.min_players, entry.max_players
                return

    # ---- for subclasses -------------------------------------------------
    def setup(self, state: State) -> None:
        """Deal the opening position into ``state``."""
        raise NotImplementedError

    def legal_actions(self, state: State) -> list[Action]:
        raise NotImplementedError

    def unlabelled_actions(self, state: State) -> list[Action]:
        """``legal_actions`` for a caller that never shows them (``apply`` checks a move
        against them; a network host also sends them to a seat that labels them itself): the same
        moves, in the same order, whose labels may be left empty. A game whose labels
        cost much to make overrides it."""
        return self.legal_actions(state)

    def perform(self, state: State, action: Action) -> list[Event]:
        """Carry out an action already known to be legal. The events name every card the
        move took where a seat may now see it (a network host keeps what each seat has
        seen from them: a hand dealt anew without its moves went unnoticed there)."""
        raise NotImplementedError

    def outcome(self, state: State) -> Outcome | None:
        raise NotImplementedError

    def progress(self, state: State) -> float:
        """How far a solitaire has come toward a win, for a search that compares the ends
        of lines that did not win (higher is further). 0 unless the game says."""
        return 0.0

    def forced_move(self, state: State) -> Action | None:
        """The one legal move, when the game's ``shortcuts`` can tell cheaply that there is
        only one: ``simulate`` plays it without building a peek or asking a bot. None
        when there is a choice, or when the game does not say."""
        return self.shortcuts.forced(state) if self.says_forced else None

    @property
    def says_forced(self) -> bool:
        """Whether ``forced_move`` may ever name a move (its shortcuts declare it)."""
        return self.shortcuts is not None and self.shortcuts.knows_forced

    def layout(self, state: State) -> Layout:
        raise NotImplementedError

    def zones(self, options: dict[str, str], players: int) -> list[str]:
        """Every zone name the game uses with these options."""
        raise NotImplementedError

    def status(self, state: State) -> str:
        """What the game expects next, in a sentence."""
        return ""

    def describe(self, state: State, card: str) -> str:
        """What a card means in this game right now (value, role)."""
        return ""

    def why_not(self, state: State, card: str | None, zone: str | None) -> str:
        return "That move is not allowed here."

    def undoable(self, state: State, action: Action) -> bool:
        """Whether ``action``, the last one played (``state`` is the position after it),
        may be taken back: not when it showed cards that were hidden."""
        return True

    def why_not_undoable(self, action: Action) -> str:
        """Why ``action``, refused by ``undoable``, cannot be taken back (the greyed Undo's words)."""
        return self.no_undo_reason

    def default_action(self, state: State, card: str) -> Action | None:
        """What a double-click on a card does (and a click, when the card has one move):
        by default its only action. None: clicks leave it where it is."""
        mine = self.actions_for_card(state, card)
        return mine[0] if mine else None

    def options_words(self, options: dict[str, str]) -> str:
        """The rule set and options a game is played with, in a few words for the
        table's top bar, the rules page and the Continue list ("" if it offers none)."""
        shown = [spec for spec in self.options if not spec.hidden and spec.choices]
        return ", ".join(f"{spec.label}: {spec.label_of(options.get(spec.key, spec.default))}" for spec in shown)

    def seated_options_words(self, options: dict[str, str], seats: list[Seat]) -> str:
        """``options_words`` for a game with its players seated: a game whose options
        name a seat ("Player 1 is Fate in game 1") names the player sitting there."""
        return self.options_words(options)

    def short_options_parts(self, options: dict[str, str], seats: list[Seat]) -> list[str]:
        """``seated_options_words``' comma-separated parts, one for each in order, as short
        as they may be said in a top bar too narrow for them all ("" for a part the table
        already shows in other words, which may be left out there): by default as they are."""
        words = self.seated_options_words(options, seats)
        return words.split(", ") if words else []

    def badges(self, state: State) -> dict[str, str]:
        """Short marks drawn on cards (tokens on a card, say), by card id."""
        return {}

    def short_badges(self, state: State) -> dict[str, tuple[str, ...]]:
        """Shorter forms of some marks, by card id, longest first, for a card too narrow
        for the whole mark: the table takes the first that fits (a name whole before a
        name cut so that different names stay different)."""
        return {}

    def hint(self, state: State, action: Action) -> str:
        """The hint for ``action`` (the strong bot's choice) in a sentence: what to do
        and why. By default the move's label."""
        legal = self.legal_actions(state)
        named = legal[legal.index(action)] if action in legal else action
        return f"Hint: {named.label or named.kind}"

    # ---- shared machinery ------------------------------------------------
    @property
    def rules_path(self) -> Path:
        return self.folder / "rules.md"

    def rules_text(self, options: dict[str, str] | None = None) -> str:
        """The rules page; a game may word it for the options of the game on the table."""
        return self.rules_path.read_text(encoding="utf-8")

    def terms(self) -> tuple[Term, ...]:
        """The game's words for a newcomer, each with what it means (terms.toml, glossary.py)."""
        return read_terms(self.folder)

    def check_options(self, options: dict[str, str] | None) -> dict[str, str]:
        specs = {o.key: o for o in self.options}   # read once: a game may work its options out
        chosen = {key: spec.default for key, spec in specs.items()}
        for key, value in (options or {}).items():
            spec = specs.get(key)
            if spec is None:
                allowed = ", ".join(specs) or "none"
                raise BadOptions(f"unknown option '{key}' for {self.id} (options: {allowed})")
            if spec.choices and value not in spec.choices:
                raise BadOptions(f"option {key} cannot be '{value}' "
                                 f"(choose from: {', '.join(spec.choices)})")
            chosen[key] = value
        return chosen

    def default_name(self, seat: int, name: str) -> bool:
        """Whether ``name`` is the game's own name for ``seat``, not one a person gave."""
        return name.strip() == self.seat_names[seat % len(self.seat_names)]

    def name_giving_way(self, names: list[str], seat: int, wanted: str, longest: int) -> str:
        """The name the bot at ``seat`` takes when a person wants its name ``wanted``: a
        name of the game's own for its seats that no seat has (its own seat's first), else
        ``wanted`` with a number ("Anemone 2"). ``names``: every seat's name now."""
        taken = {name.casefold() for name in names} | {wanted.casefold()}
        own = [self.seat_names[seat % len(self.seat_names)]] + list(self.seat_names)
        numbered = [f"{wanted[:longest - 3]} {n}" for n in range(2, len(names) + 3)]
        return next(name for name in own + numbered if name.casefold() not in taken)

    def seats_named_apart(self, seats: list[Seat], longest: int) -> list[Seat]:
        """The seats with no two named alike, as a network table names them as people sit
        down: a bot named as a person takes another name (``name_giving_way``), a person
        named as a person before them is numbered ("Blanche 2"); the people's names first."""
        names = [seat.name for seat in seats]
        people = [index for index, seat in enumerate(seats) if seat.is_human]
        for index in people:
            wanted = names[index]
            for other, seat in enumerate(seats):
                if not seat.is_human and names[other].casefold() == wanted.casefold():
                    names[other] = self.name_giving_way(names, other, wanted, longest)
            if wanted.casefold() in {names[before].casefold() for before in people if before < index}:
                names[index] = distinct_name(names, index, wanted, longest)
        for index, seat in enumerate(seats):   # two bots named alike: the later one gives way
            if not seat.is_human and names[index].casefold() in {name.casefold() for name in names[:index]}:
                names[index] = self.name_giving_way(names, index, names[index], longest)
        return [Seat(name, seat.bot) for name, seat in zip(names, seats)]

    def default_seats(self, players: int | None = None) -> list[Seat]:
        count = players or self.min_players
        seats = [Seat(self.seat_names[i % len(self.seat_names)]) for i in range(count)]
        for seat in seats[1:]:
            seat.bot = self.strong_bot
        return seats

    def new(self, seed: int, options: dict[str, str] | None = None,
            seats: list[Seat] | None = None) -> State:
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise BadOptions(f"the seed must be a whole number from 0 up, not {seed!r}")
        chosen = self.check_options(options)
        seats = seats or self.default_seats()
        if not self.min_players <= len(seats) <= self.max_players:
            raise BadOptions(f"{self.title} takes {self.min_players}-{self.max_players} players")
        for seat in seats:
            if seat.bot is not None and seat.bot not in self.bots:
                raise BadOptions(f"unknown bot '{seat.bot}' (bots: {', '.join(self.bots)})")
        zones = {z: [] for z in self.zones(chosen, len(seats))}
        state = State(self.id, seed, chosen, seats, zones, {}, Rng(seed))
        self.setup(state)
        return state

    def current_seat(self, state: State) -> int | None:
        return None if self.outcome(state) is not None else state.to_act

    def apply(self, state: State, action: Action) -> list[Event]:
        """Perform ``action`` or raise IllegalAction, leaving ``state`` untouched."""
        if self.outcome(state) is not None:
            raise IllegalAction("The game is over.")
        legal = self.unlabelled_actions(state)   # a move is checked, never shown, here
        for own in legal:   # often the very object listed (undo replays the moves played), found without __eq__
            if own is action:
                break
        else:
            try:
                own = legal[legal.index(action)]   # the rules' own copy
            except ValueError:
                raise IllegalAction(self._refusal(state, action)) from None
        events = self.perform(state, own)   # ``carry_out``, inline: an undo replays every move here
        state.moves += 1
        return events

    def carry_out(self, state: State, action: Action) -> list[Event]:
        """Perform an action known to be legal (the rules' own copy; ``perform`` never
        reads its label) and count the move: ``apply`` without the check."""
        events = self.perform(state, action)
        state.moves += 1
        return events

    def bot_moves(self, view: State) -> list[Action]:
        """The legal moves as bots choose from them: ``legal_actions``, unless the game
        lists the same moves more cheaply (its ``shortcuts``)."""
        cuts = self.shortcuts
        return cuts.listed(view) if cuts is not None and cuts.lists_moves else self.legal_actions(view)

    def choose_from(self, view: State) -> list[Action]:
        """``bot_moves``, remembered with the view they were listed from, so that
        ``apply_chosen`` can carry out the move chosen without listing them again."""
        handed = getattr(_HANDED, "value", None)
        if handed is not None and handed[0] is self and handed[1] is view:   # listed for this very view (``bot_choice``)
            _HANDED.value = None
            listed = handed[2]
        else:
            cuts = self.shortcuts   # ``bot_moves``, inline: bots ask before every move
            listed = cuts.listed(view) if cuts is not None and cuts.lists_moves else self.legal_actions(view)
        _LAST_LISTED.value = (self, view, listed)
        return listed

    def bot_choice(self, bot: Bot, view: State, listed: list[Action], rng: Rng) -> Action:
        """``bot``'s move from ``view`` (a function as ``bots``' values), where ``listed`` is
        what ``bot_moves`` has just listed from ``view`` as it is now: the bot's first
        ``choose_from`` of that very view takes it rather than listing the moves again (the
        solver lists them to order them, then asks the bot which comes first). Once taken,
        or once the bot has chosen, the list is handed to nobody else."""
        _HANDED.value = (self, view, listed)
        try:
            return bot(self, view, rng)
        finally:
            _HANDED.value = None

    def apply_chosen(self, state: State, view: State, action: Action) -> list[Event]:
        """``apply`` for the move a bot has just chosen for the seat to act, deciding
        from ``view``, a peek of ``state`` as it is now. A move from the list that
        ``choose_from`` gave for that very view is carried out at once when the game
        lists the same moves from a view as from the state (``lists_from_view``);
        any other move is checked as ``apply`` checks it."""
        last = getattr(_LAST_LISTED, "value", None)
        _LAST_LISTED.value = None
        if self.lists_from_view and last is not None and last[0] is self and last[1] is view:
            listed = last[2]
            for chosen in listed:   # most often the very object listed
                if chosen is action:
                    break
            else:
                try:
                    chosen = listed[listed.index(action)]   # the rules' own copy, with its label
                except ValueError:
                    return self.apply(state, action)
            return self.carry_out(state, chosen)
        return self.apply(state, action)

    def _refusal(self, state: State, action: Action) -> str:
        """Why an action is refused; malformed ones are answered here so a game's
        ``why_not`` only ever sees real cards and zones."""
        if action.card is not None and not any(p.card == action.card for pile in state.zones.values()
                                               for p in pile):
            return "There is no such card on this table."
        for zone in (action.to, action.src):
            if zone is not None and zone not in state.zones:
                return "There is no such place on this table."
        return self.why_not(state, action.card, action.to) or "That move is not allowed now."

    def actions_for_card(self, state: State, card: str, legal: list[Action] | None = None) -> list[Action]:
        """Actions that pick up this card: named, or as the hidden top of its zone.
        ``legal`` saves asking the rules again when the caller already has the list."""
        zone, index = state.find(card)
        on_top = index == len(state.zones[zone]) - 1
        return [a for a in (self.legal_actions(state) if legal is None else legal)
                if a.card == card or (on_top and a.card is None and a.src == zone)]

    def choices(self, state: State) -> list[Action]:
        """Legal actions that are not a card drop."""
        return [a for a in self.legal_actions(state) if a.card is None and a.src is None]

    def buttons(self, state: State) -> list[tuple[str, list[Action]]]:
        """What the table shows as buttons: (label, actions). A button with one action
        plays it; a button with several offers them as a short list."""
        return [(a.label or a.kind, [a]) for a in self.choices(state)]

    def can_see(self, state: State, zone: str, placed: Placed, seat: int | None) -> bool:
        hands = self.hidden_hands
        return placed.face_up if hands is None else hands.can_see(state, zone, placed, seat)

    def private_zones(self, state: State) -> dict[str, int]:
        """Zones whose cards only one seat may see, mapped to that seat (none without
        hidden hands)."""
        return {} if self.hidden_hands is None else self.hidden_hands.private_zones(state)

    def view(self, state: State, seat: int | None) -> State:
        """A copy of ``state`` in which every card ``seat`` may not see is HIDDEN.
        The random generator is replaced too, so a bot cannot predict the deck."""
        return self.peek(state, seat).clone()

    def peek(self, state: State, seat: int | None, shared: dict | None = None) -> State:
        """What ``seat`` sees of ``state``, like ``view``, for a bot that decides at once
        (``simulate``, the fuzz). It is not a copy: it shares the state's data, story and
        the cards the seat can see, so it must only be read, and only until the state
        changes. Building it costs a list per zone instead of a new object per card,
        and nothing for a zone the game promises is always face up (its pile is shared:
        see ``sight``); face-down piles are shared piles of stand-ins that refuse to be
        changed, and its generator is shared and refuses draws (a bot draws from the one
        it is handed).

        ``shared``, for the seats told of one position (a network host tells every seat
        of every move): a pile this seat sees as another seat did is the very list made
        for that one, kept there (a new dict for each position, read only while the
        state stands still). A game that makes its own peek may ignore it."""
        way = self._peek_way
        if way == "blind":   # the commonest: only the promised piles are hidden
            zones = dict(state.zones)
            for zone in self.sight.blind:
                zones[zone] = _DOWN_PILES[len(zones[zone])]
        elif way == "view":
            return self.view(state, seat)
        elif way == "by zone":
            zones = self._peek_by_zone(state, seat, shared)
        else:   # "by card": the hidden hands decide, zone by zone where they can (a network host peeks for every seat)
            zones = self._peek_by_card(state, seat, shared)
        return State(state.game, state.seed, state.options, state.seats, zones, state.data,
                     PEEK_RNG, state.to_act, state.moves, state.story)

    def _peek_by_card(self, state: State, seat: int | None, shared: dict | None) -> dict[str, list[Placed]]:
        """The peek's piles as the hidden hands' ``can_see`` decides them, a whole zone
        at once where their ``zone_sight`` answers for it (the pile made once in
        ``shared`` for every seat given the same answer), card by card elsewhere. When
        the hidden hands promise the answers differ only for private zones
        (``alike_outside_private``), the seats of one position share the rest whole."""
        hands = self.hidden_hands
        if shared is None or not hands.alike_outside_private:
            return self._piles_by_card(state, seat, {} if shared is None else shared, state.zones)
        alike = shared.get(_ALIKE)
        if alike is None:   # the first seat of the position: the piles every seat sees alike
            private = hands.private_zones(state)
            alike = shared[_ALIKE] = self._piles_by_card(state, seat, shared, state.zones, private)
        zones = dict(alike[0])   # the zones keep their order: each seat's own piles replace stand-ins
        zones.update(self._piles_by_card(state, seat, shared, alike[1]))
        return zones

    def _piles_by_card(self, state: State, seat: int | None, shared: dict, piles: dict[str, list[Placed]],
                       private: dict | None = None):
        """``piles`` as ``seat`` sees them, the hidden hands deciding (see ``_peek_by_card``).
        With ``private``: the piles any seat sees alike, and apart the piles (private,
        or seen card by card) each seat is to be asked about (``alike_outside_private``)."""
        see, sight_of, hidden_as = self.can_see, self.hidden_hands.zone_sight, _HIDDEN_AS
        zones, apart = {}, {}
        for zone, pile in piles.items():
            if private is not None and zone in private:
                zones[zone], apart[zone] = None, pile   # a place kept, filled seat by seat
                continue
            sight = sight_of(state, zone, seat)
            if sight == "by card":
                if private is not None:
                    zones[zone], apart[zone] = None, pile
                    continue
                zones[zone] = [p if see(state, zone, p, seat) else hidden_as[p.face_up, p.reversed] for p in pile]
            elif private is not None:   # the piles every seat is given alike: made once, for the first seat
                zones[zone] = _PILE_AS_SEEN[sight](pile)
            else:
                zones[zone] = _shared(shared, (zone, sight), _PILE_AS_SEEN[sight], pile)
        return zones if private is None else (zones, apart)

    def _peek_by_zone(self, state: State, seat: int | None, shared: dict | None) -> dict[str, list[Placed]]:
        """The peek's piles under the usual rule of who sees what, worked out zone by
        zone: private piles for their owner, face-up cards for everyone (each made once
        in ``shared``, when given, for every seat that sees it alike). One seat's peek (a
        bot deciding, the fuzz) makes its piles directly: a key and a call of ``_shared``
        for each were a fiftieth of the bytecodes the reading's in-order bot ran."""
        owners = self.private_zones(state)
        blind = self.sight.blind
        zones = dict(state.zones)   # each pile replaced in place: the zones keep their order
        if blind is None:
            for zone, pile in state.zones.items():
                if zone not in owners:
                    zones[zone] = (_face_up_seen(pile) if shared is None
                                   else _shared(shared, (zone, "face up"), _face_up_seen, pile))
        else:   # the open piles are shared as they are: a peek is only read
            for zone in blind:
                zones[zone] = _DOWN_PILES[len(zones[zone])]
            for zone in self.sight.mixed:
                zones[zone] = (_face_up_seen(zones[zone]) if shared is None
                               else _shared(shared, (zone, "face up"), _face_up_seen, zones[zone]))
        for zone, owner in owners.items():
            sight = "all" if owner == seat else "none"
            zones[zone] = (_PILE_AS_SEEN[sight](state.zones[zone]) if shared is None
                           else _shared(shared, (zone, sight), _PILE_AS_SEEN[sight], state.zones[zone]))
        return zones

    def all_cards(self, options: dict[str, str], players: int) -> list[str]:
        """Every card the game is played with (for conservation checks)."""
        state = self.new(0, options, self.default_seats(players))
        return sorted(p.card for pile in state.zones.values() for p in pile)


def distinct_name(names: list[str], seat: int, name: str, longest: int) -> str:
    """``name``, or with a number after it ("Anemone 2") when another seat has it, so the
    story and the status line never mean two people by one name."""
    taken = {other.casefold() for index, other in enumerate(names) if index != seat}
    if name.casefold() not in taken:
        return name
    for number in range(2, len(names) + 2):   # one of these is free
        numbered = f"{name[:longest - 1 - len(str(number))]} {number}"
        if numbered.casefold() not in taken:
            return numbered
    return name


def _peek_way(game: Game) -> str:
    """How a game's peek is built, from what it declares (see ``Game.peek``): "blind"
    when only the ``sight.blind`` piles are hidden from everyone, "view" for a game that
    declares its own view is its peek, "by card" when its
    hidden hands decide card by card, "by zone" under the usual rule."""
    hands = game.hidden_hands
    if hands is None and game.sight.blind is not None and not game.sight.mixed:
        return "blind"
    if game.sight.by_view:
        return "view"
    return "by card" if hands is not None and hands.by_card else "by zone"
