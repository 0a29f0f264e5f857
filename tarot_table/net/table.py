"""A table played over the network, as its host keeps it: the game, its seats and
who sits in them. The host is the authority: every action is checked by the game's
own rules through its ``Session``, and each seat is told only what it may see.

No sockets here (``server`` carries the messages): this is plain state, driven by
the server and by the tests, with the clock handed in.

What a seat receives (``update_for``): ``Game.view`` of the state for that seat with
the deal number and the random generator blanked, the events of the last change with
every card it may not see replaced by HIDDEN, the legal actions when it is to act,
who sits where and who is connected, and the outcome; once the game is over, the
games it offers next (a reading of its cards) made from the whole position, as nothing
is secret then. Never the full state, the deal, the generator, another seat's hand
while the game lasts, or the undo and redo stacks.
"""
from __future__ import annotations

import re
import secrets
from dataclasses import dataclass, field
from typing import Callable

from tarot_table.cards import BACKS, back_of
from tarot_table.clock import IDLE_AFTER_S
from tarot_table.games.base import HIDDEN, Action, Event, Game, IllegalAction, Placed, Seat, State, distinct_name
from tarot_table.games.capabilities import counted_on, next_game
from tarot_table.net import protocol
from tarot_table.net.telling import Round
from tarot_table.rng import FRESH_SEEDS, MAX_SEED, Rng
from tarot_table.session import Session
from tarot_table.wording import plural

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"   # no 0/O or 1/I to misread
CODE_LENGTH = 6
MAX_CLOCK_S = 86400.0 * 365 * 10   # a game's time read back from disk is at most this
MAX_LOG = 1 << 31   # a table's log generation read back from disk is below this
MAX_AWAY_NOTES = 200   # a seat's notes of its stand-in's hidden moves read back from disk, at most
MAX_AWAY_LABEL = 200   # a note's words read back, at most
MAX_READ_BACK = 2000   # the words of how a table was read back from its save before, at most
MAX_GAMES = 1 << 31   # the games dealt at one table, read back from disk, at most
TOKEN_UNKNOWN = "No seat at this table has that token"   # how a host refuses a seat's token it does not know


class Refused(Exception):
    """A request the table turns down; the text is for the person who asked."""


def new_code(prefix: str = "") -> str:
    """A table code; ``prefix`` (one of CODE_LETTERS) names the host process that holds
    it, for a proxy routing by code to several processes (docs/network.md)."""
    return prefix + "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH - len(prefix)))


def normal_code(typed: str) -> str:
    """A table code as a person may type it: any case, spaces and dashes ignored."""
    return "".join(ch for ch in typed.upper() if ch not in " -")


def view_json(view: State, story_from: int = 0, round: Round | None = None, seed: int = 0) -> dict:
    """A seat's view as sent: ``State.to_json`` without the deal number (but ``seed``:
    the deal's, once the game is over), the random generator, or the story lines before
    ``story_from``. A pile the seats' peeks share (``Game.peek``'s ``shared``) is built
    once for them all (``round``)."""
    round = round or Round()
    return {"game": view.game, "seed": seed, "options": view.options,
            "seats": round.once("view seats", lambda: [s.to_json() for s in view.seats]),
            "zones": round.zones(view.zones),
            "data": view.data, "rng": 0, "to_act": view.to_act, "moves": view.moves,
            "story": view.story[story_from:]}


def _event_json(event: Event, card: str | None) -> dict:
    """An event as sent, its card as the seat told it may know it."""
    raw = {"kind": event.kind, "card": card, "src": event.src, "dst": event.dst,
           "face_up": event.face_up, "text": event.text, "token": event.token, "path": list(event.path)}
    return {key: value for key, value in raw.items() if value not in (None, "", [])}


def _fields(action: Action) -> tuple:
    """What makes an action the one it is (its label aside), in ``Action``'s order."""
    return (action.kind, action.card, action.to, action.choice, action.src)


def action_json(action: Action) -> dict:
    """An action as a seat is sent it: ``Action.to_json`` without its label, which the
    player's own rules give it (``client.labelled``); built here directly, as the seat
    to act is sent dozens with every update."""
    raw = {"kind": action.kind}
    if action.card is not None:
        raw["card"] = action.card
    if action.to is not None:
        raw["to"] = action.to
    if action.choice is not None:
        raw["choice"] = action.choice
    if action.src is not None:
        raw["src"] = action.src
    return raw


@dataclass
class Place:
    """One seat of a network table. ``open``: waiting for a person; ``person``: a person
    holds it with ``token``; ``bot``: the host's bot plays it (chosen so, or a person
    left for good)."""

    kind: str
    name: str
    token: str = ""
    bot: str | None = None          # the bot playing it now: its own, or standing in
    connected: bool = False
    away_since: float | None = None
    given_up: bool = False          # a person left it for good: the bot plays it for them

    @property
    def standing_in(self) -> bool:
        return self.kind == "person" and self.bot is not None

    def to_json(self) -> dict:
        return {"kind": self.kind, "name": self.name, "token": self.token, "bot": self.bot,
                "given_up": self.given_up}

    @classmethod
    def from_json(cls, raw: object) -> "Place":
        if not isinstance(raw, dict):
            raise ValueError("a seat of a network table must be an object")
        kind, name, token, bot = raw.get("kind"), raw.get("name"), raw.get("token"), raw.get("bot")
        if kind not in ("open", "person", "bot") or not isinstance(name, str) or len(name) > protocol.MAX_NAME \
                or not isinstance(token, str) or len(token) > protocol.MAX_TOKEN \
                or not (bot is None or isinstance(bot, str) and len(bot) <= protocol.MAX_NAME):
            raise ValueError("a seat of a network table is malformed")
        if (kind == "person") != bool(token):
            raise ValueError("a person's seat needs a token, and only a person's has one")
        return cls(kind, name, token, bot, given_up=raw.get("given_up") is True)


def parse_seats(game: Game, words: list[str]) -> list[Place]:
    """``open``, ``bot`` (the game's first bot) or ``bot:NAME`` for each seat."""
    if not game.min_players <= len(words) <= game.max_players or game.max_players < 2:
        raise Refused(f"{game.title} is played by {game.min_players} to {game.max_players} players, "
                      f"not {len(words)}" if game.max_players > 1 else f"{game.title} is played alone")
    places = []
    for index, word in enumerate(words):
        kind, _, bot = word.strip().partition(":")
        name = game.seat_names[index % len(game.seat_names)]
        if kind == "open" and not bot:
            places.append(Place("open", name))
        elif kind == "bot":
            bot = bot or next(iter(game.bots))
            if bot not in game.bots:
                raise Refused(f"unknown bot '{protocol.short(bot)}' (bots: {', '.join(game.bots)})")
            places.append(Place("bot", name, bot=bot))
        else:
            raise Refused(f"a seat is 'open', 'bot' or 'bot:NAME', not {protocol.short(word)}")
    if not any(p.kind == "open" for p in places):
        raise Refused("a network table needs at least one open seat")
    return places


def counted_time(seconds: float) -> float:
    """A game's time in whole microseconds. The host counts it as the difference of two
    readings of its clock, which are large numbers (seconds since the machine started), and
    such a difference carries the float's rounding: 30 seconds came out 29.99999999999272
    (flaky test of round 9). To the microsecond, the sum of the pieces is the time played."""
    return round(seconds, 6)


@dataclass
class NetTable:
    code: str
    session: Session
    places: list[Place]
    now: Callable[[], float]
    stand_in_after: float | None = 120.0   # seconds before a bot plays for a person away; None: never
    chat: list[tuple[str, str]] = field(default_factory=list)
    changes: int = 0   # counted at every change of the game, so a list of legal moves knows its position
    story_edits: int = 0   # counted when the story's lines were rewritten (a seat named): told again whole
    log: int = 0   # which log of moves follows its save on disk (``store``: a new one with each save)
    log_lines: int = field(default=0, repr=False)   # the lines in that log when read back and not folded (``store.load_folder``)
    # the position's legal moves, listed once, kept as each move's fields (a tuple of text),
    # not as Actions: a tuple of text is let alone by the collector after its first pass,
    # where hundreds of tables' kept Actions were most of what its every pass walked
    # (docs/network.md)
    _listed: tuple[tuple, tuple[tuple, ...]] | None = field(default=None, repr=False)
    _known: list[set[str]] = field(default_factory=list, repr=False)   # the cards each seat has seen
    # for each person's seat a stand-in played: the cards it took out of their sight (laid
    # face down from their hand), each with its move's words, told once they are back
    while_away: dict[int, list[tuple[str, str]]] = field(default_factory=dict, repr=False)
    # the notes the last move made (a stand-in's: ``while_away``), kept in the table's log with
    # the move (``store.move_line``): a host killed before its next save still tells them
    last_notes: list[tuple[str, str]] = field(default_factory=list, repr=False)
    # how its host read it back from disk, when its save was damaged: resumed from the save
    # before it (``store.read_table``), said to the person of this app who hosts it; kept in
    # the save until then (Continue may have folded it, a host may stop before they sit there)
    read_back: str = field(default="", repr=False)
    games: int = 1   # the games dealt at this table: its people play again together (``deal_again``)
    # the seats whose person asked to play again at the finished table (``ask_again``); not
    # saved: a host started again asks them afresh
    again: set[int] = field(default_factory=set, repr=False)
    _clock_from: float = field(default=0.0, repr=False)   # when the game's time was last added up
    _stirred_at: float = field(default=0.0, repr=False)   # the last move, undo or person coming (``_stir``)
    _backs_differ: bool = field(default=False, repr=False)   # its cards show more than one back

    def __post_init__(self) -> None:
        self._clock_from = self._stirred_at = self.now()
        self._backs_differ = any(back_of(p.card) != BACKS[0] for pile in self.state.zones.values() for p in pile)

    @classmethod
    def open(cls, game: Game, seats: list[str], options: dict[str, str] | None = None,
             seed: int | None = None, now: Callable[[], float] = lambda: 0.0,
             stand_in_after: float | None = 120.0, code: str | None = None,
             bot_names: list[str] | None = None) -> "NetTable":
        """``bot_names``: a name for each seat, taken by its bot where given (the names on
        the host's new-game page), each distinct from the others'."""
        places = parse_seats(game, seats)
        for index, name in enumerate((bot_names or [])[:len(places)]):
            name = "".join(ch for ch in name if ch.isprintable()).strip()[:protocol.MAX_NAME]
            if places[index].kind == "bot" and name and \
                    name.casefold() not in {p.name.casefold() for other, p in enumerate(places) if other != index}:
                places[index].name = name
        state_seats = [Seat(p.name, p.bot) for p in places]
        seed = secrets.randbelow(FRESH_SEEDS) if seed is None else seed
        session = Session.start(game, seed, options, state_seats)
        session.name = f"{game.title} (network table)"
        return cls(code or new_code(), session, places, now, stand_in_after)

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def state(self) -> State:
        return self.session.state

    @property
    def moves(self) -> int:
        return len(self.session.actions)

    # ---- who sits where ---------------------------------------------------------
    def claim(self, seat: int | None, token: str | None, name: str) -> int:
        """Sit a player down: with a seat's token, that seat back (reclaimed); without
        one, the open seat asked for (or the first). Returns the seat."""
        if token:
            for index, place in enumerate(self.places):
                if place.token and secrets.compare_digest(place.token, token):
                    if seat is not None and seat != index:
                        raise Refused("That token belongs to another seat.")
                    self._stir()   # up to now, before the clock may start again (``clock``)
                    place.connected, place.away_since = True, None
                    place.bot = None
                    return index
            raise Refused(f"{TOKEN_UNKNOWN} (it may have been given up).")
        if seat is not None and not 0 <= seat < len(self.places):
            raise Refused(f"This table has seats 1 to {len(self.places)}.")
        choices = [seat] if seat is not None else range(len(self.places))
        for index in choices:
            place = self.places[index]
            if place.kind == "open":
                place.kind, place.token = "person", secrets.token_urlsafe(24)
                self._stir()
                place.connected, place.bot = True, None
                if name:
                    self._name_seat(index, name)
                return index
        if seat is not None:
            raise Refused(f"Seat {seat + 1} is taken; join again with its token to reclaim it.")
        raise Refused("Every seat at this table is taken.")

    def reserve(self, seat: int, name: str) -> str:
        """Hold open seat ``seat`` for the person hosting the table before they sit down
        (no joiner is offered it); the token that takes it."""
        place = self.places[seat]
        if place.kind != "open":
            raise Refused(f"Seat {seat + 1} is not open.")
        place.kind, place.token = "person", secrets.token_urlsafe(24)
        if name:
            self._name_seat(seat, name)
        return place.token

    def _name_seat(self, seat: int, name: str) -> None:
        """A seat takes its person's name, in the story told so far too: the deal's line
        ("Blanche deals... Anemone opens") was written with the seats' first names. A bot
        with that name takes another (``_bot_gives_way``): the person keeps theirs."""
        self._bot_gives_way(seat, name)
        self._rename(seat, distinct_name([s.name for s in self.state.seats], seat, name, protocol.MAX_NAME))

    def _bot_gives_way(self, seat: int, name: str) -> None:
        """A bot's seat named as the person at ``seat`` wants to be takes another name
        (``Game.name_giving_way``, as a local table's seats are named apart); each screen
        says so from the seats the host lists."""
        for index, place in enumerate(self.places):
            if index != seat and place.kind == "bot" and place.name.casefold() == name.casefold():
                names = [s.name for s in self.state.seats]   # the person's old name too: the story is told with it
                self._rename(index, self.game.name_giving_way(names, index, name, protocol.MAX_NAME))

    def _rename(self, seat: int, name: str) -> None:
        old = self.state.seats[seat].name
        self.places[seat].name = self.state.seats[seat].name = name
        self.changes += 1   # a move's words may name the seat
        if old and old != name:
            named = re.compile(rf"(?<!\w){re.escape(old)}(?!\w)")
            story = self.state.story
            rewritten = [named.sub(lambda _: name, line) for line in story]
            if rewritten != story:
                story[:] = rewritten
                self.story_edits += 1

    def disconnect(self, seat: int) -> None:
        place = self.places[seat]
        if place.kind == "person":
            self._count_time()   # up to now, before the clock may stop (``clock``)
            place.connected, place.away_since = False, self.now()

    def leave(self, seat: int) -> None:
        """A person gives the seat up for good: the host's bot finishes it."""
        place = self.places[seat]
        self._count_time()
        place.kind, place.token, place.connected, place.away_since = "bot", "", False, None
        place.bot, place.given_up = self.stand_in_bot(), True

    def stand_in_bot(self) -> str:
        return next(iter(self.game.bots))

    def stand_ins_due(self) -> list[int]:
        """Let a bot play for every person away longer than ``stand_in_after``; the
        seats it now plays."""
        if self.stand_in_after is None:
            return []
        due = []
        for index, place in enumerate(self.places):
            if place.kind == "person" and not place.connected and place.bot is None \
                    and place.away_since is not None and self.now() - place.away_since >= self.stand_in_after:
                place.bot = self.stand_in_bot()
                due.append(index)
        return due

    # ---- playing again at the same table ----------------------------------------------
    def ask_again(self, seat: int) -> bool:
        """The person at ``seat`` asks to play the next game at this table, with the same
        seats: dealt once every person connected has asked (``again_agreed``). Whether it
        is news (asked again, nothing is told again)."""
        if not self.session.finished:
            raise Refused("The game is not over: it is played on first.")
        if self.places[seat].kind != "person":
            raise Refused("Only a person's seat asks to play again.")
        news = seat not in self.again
        self.again.add(seat)
        return news

    def again_agreed(self) -> bool:
        """Every person connected to the finished table has asked to play again (a house
        decision, docs/network.md): a person away, or gone, does not hold it up; one who
        has not answered does, as a person who has not moved holds a game."""
        people = [index for index, place in enumerate(self.places) if place.kind == "person" and place.connected]
        return self.session.finished and bool(people) and all(index in self.again for index in people)

    def deal_again(self, seed: int, absent_leave: bool = True) -> None:
        """The next game at this table, deal ``seed``: the same seats, names and bots, the
        options the game gives its next game (``next_game``: the same, or the sides switched). A person not connected now had left the finished table: the host's bot plays
        their seat, as for a seat given up (``leave``; not when the table's log is read
        back, ``absent_leave`` False: nobody is connected then); the others keep their tokens."""
        for index, place in enumerate(self.places):
            if absent_leave and place.kind == "person" and not place.connected:
                self.leave(index)
        self._count_time()
        finished = self.session
        options = counted_on(self.game, finished.state, next_game(self.game, finished.state)[0])
        session = Session.start(self.game, seed, options,
                                [Seat(seat.name, seat.bot) for seat in finished.state.seats])
        session.name = finished.name
        self.session, self.games, self.again = session, self.games + 1, set()
        self.changes += 1
        self.story_edits += 1   # the story is the new game's: each seat is told it whole
        self._listed, self._known, self.while_away, self.last_notes = None, [], {}, []
        self._backs_differ = any(back_of(p.card) != BACKS[0] for pile in self.state.zones.values() for p in pile)
        self._stir()

    def _replay_again(self, line: dict) -> None:
        """A deal again as the table's log holds it ({"do": "again", "seed": ...}), read as
        hostile: only at a finished table, with a deal number the rules take."""
        seed = line.get("seed")
        if not self.session.finished:
            raise ValueError("the table's game is not over: it is not dealt again")
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
            raise ValueError("the deal number is malformed")
        self.deal_again(seed, absent_leave=False)
        self._clock_from = self._stirred_at = self.now()

    # ---- play ----------------------------------------------------------------------
    def act(self, seat: int, raw: object, seen: object = None) -> list[Event]:
        """An action a player sent for ``seat``: checked, then played. ``seen`` is the
        move count the player acted on; a stale one is refused."""
        if self.session.finished:
            raise Refused("The game is over.")
        if self.game.current_seat(self.state) != seat:
            raise Refused("It is not your turn.")
        if self.places[seat].bot is not None:
            raise Refused("A bot is playing this seat.")
        if seen is not None and seen != self.moves:
            raise Refused("The table has moved on since; look again.")
        try:
            action = Action.from_json(raw)
        except ValueError as err:
            raise Refused(f"That is not an action ({err}).") from None
        known = self._knowledge()
        self.last_notes = []
        # a move among those listed is played without listing them again; any other is
        # left to the rules, which refuse it and say why
        listed = [action] if _fields(action) in self._legal_fields() else None
        try:
            events = self.session.play(action, listed=listed)
        except IllegalAction as err:
            raise Refused(err.reason) from None
        self._after_move(known, events)
        return events

    def legal(self) -> list[Action]:
        """The rules' legal actions now, listed once for each position: the list the seat
        to act is sent is the one its move is checked against. Unlabelled: the seat's
        own rules label the moves it is sent."""
        if self._listed_now():
            return [Action(*fields) for fields in self._listed[1]]
        actions = self.game.unlabelled_actions(self.state)
        self._listed = (self._position_stamp(), tuple(map(_fields, actions)))
        return actions

    def _legal_fields(self) -> tuple[tuple, ...]:
        if not self._listed_now():
            self.legal()
        return self._listed[1]

    def _listed_now(self) -> bool:
        return self._listed is not None and self._listed[0] == self._position_stamp()

    def _position_stamp(self) -> tuple:
        return (self.changes, len(self.session.actions), id(self.state), self.state.moves)

    def bot_turn(self) -> tuple[int, str] | None:
        """The seat the host's bot plays now, and which bot, or None. A bot standing in
        for a person away plays only while another person is at the table: a table with
        nobody at it waits for them (house decision, docs/network.md; play-test
        finding N4: two people in their menus came back to a match the bots had finished)."""
        seat = self.game.current_seat(self.state)
        if seat is None:
            return None
        place = self.places[seat]
        if place.bot is None or (place.standing_in and not self.someone_here()):
            return None
        return seat, place.bot

    def someone_here(self) -> bool:
        """A person is connected to the table now."""
        return any(place.kind == "person" and place.connected for place in self.places)

    def bot_view(self, seat: int) -> tuple[State, Rng]:
        return self.game.view(self.state, seat), Rng(self.state.seed * 1_000_003 + self.state.moves)

    def play_bot(self, seat: int, action: Action, seen: int) -> list[Event] | None:
        """The move a host bot chose from the position ``seen`` moves in; None when the
        table has moved on since (a person took the seat back, say)."""
        if seen != self.moves or self.bot_turn() is None or self.bot_turn()[0] != seat:
            return None
        known = self._knowledge()
        self.last_notes = []
        if self.places[seat].standing_in or self.places[seat].given_up:
            self.session.stood_in.add(seat)
        seen = self._seen_now(seat) if self.places[seat].standing_in else None
        label = action.label or next((a.label for a in self.legal() if _fields(a) == _fields(action)), action.kind)
        events = self.session.play(action)
        if seen is not None:
            self._note_out_of_sight(seat, label, events, seen)
        self._after_move(known, events)
        return events

    def _seen_now(self, seat: int) -> set[str]:
        state = self.state
        return {p.card for zone, pile in state.zones.items() for p in pile if self.game.can_see(state, zone, p, seat)}

    def _note_out_of_sight(self, seat: int, label: str, events: list[Event], seen: set[str]) -> None:
        """A stand-in's move for a person away that laid a card they saw (one of their
        hand) face down, out of their sight or out of the others' (``_kept_hidden``):
        noted with the move's words as the seat was offered it ("Lay the Star from your
        hand on path 1"), to tell them alone."""
        state = self.state
        for event in events:
            where = self._where(event.card) if event.card in seen else None
            if where is not None and self._kept_hidden(seat, where[0], state.zones[where[0]][where[1]]):
                self.last_notes.append((event.card, label))
        self._keep_notes(seat, self.last_notes)

    def _kept_hidden(self, seat: int, zone: str, placed: Placed) -> bool:
        """Whether ``seat``'s table leaves the move that put ``placed`` there untold: the
        card is out of the seat's sight, or lies face down outside every hand where another
        seat does not see it (a card the seat laid from its hand and still sees, as Fate
        sees hers on the paths: only its person knows it is theirs, laid while away)."""
        state, game = self.state, self.game
        if not game.can_see(state, zone, placed, seat):
            return True
        return not placed.face_up and zone not in game.private_zones(state) and any(
            not game.can_see(state, zone, placed, other) for other in range(len(self.places)) if other != seat)

    def _keep_notes(self, seat: int, notes: list[tuple[str, str]]) -> None:
        """``notes`` kept for the person at ``seat``, at most ``MAX_AWAY_NOTES`` of them (as
        many as a save is read back with): a stand-in that plays on keeps its first."""
        if notes:
            kept = self.while_away.setdefault(seat, [])
            kept += notes[:MAX_AWAY_NOTES - len(kept)]

    def _away_notes_read(self, raw: object) -> dict[int, list[tuple[str, str]]]:
        """The notes of a stand-in's hidden moves (``while_away``) as a save holds them,
        read as hostile: a seat of the table, at most ``MAX_AWAY_NOTES`` notes each, a card
        of the table and printable words; ValueError when malformed."""
        if not isinstance(raw, dict):
            raise ValueError("the notes of moves made while away are malformed")
        notes = {}
        for key, items in raw.items():
            if not (isinstance(key, str) and key.isdigit() and key.isascii() and int(key) < len(self.places)):
                raise ValueError("the notes of moves made while away are malformed")
            if read := self._notes_read(items):
                notes[int(key)] = read
        return notes

    def _notes_read(self, items: object) -> list[tuple[str, str]]:
        """A seat's notes as a save or a log line holds them, read as hostile: a list of at
        most ``MAX_AWAY_NOTES`` [card of the table, printable words] pairs; ValueError when not."""
        if not isinstance(items, list) or len(items) > MAX_AWAY_NOTES:
            raise ValueError("the notes of moves made while away are malformed")
        for item in items:
            if not (isinstance(item, list) and len(item) == 2 and all(isinstance(x, str) for x in item)
                    and self._where(item[0]) is not None and len(item[1]) <= MAX_AWAY_LABEL
                    and item[1].isprintable()):
                raise ValueError("a note of a move made while away is malformed")
        return [(card, label) for card, label in items]

    def away_news_for(self, seat: int) -> list[list[str]]:
        """Once, to a person back at their seat: the moves the host's bot made for them
        that laid cards of theirs face down, those cards still lying hidden (``_kept_hidden``;
        play-test finding N11: a returning Fate never learned which cards lay on the paths),
        each [the move's words, the card]. A card lying face down is said to be ("Lay the
        Square from your hand on path 1 (still face down)"): a face-up card of its kind
        beside it is not the one told of (play-test round 4). The card is one this seat
        has seen (in its hand): its screen drops the note once it sees the card again."""
        state, hidden = self.state, []
        for card, label in self.while_away.pop(seat, []):
            where = self._where(card)
            placed = state.zones[where[0]][where[1]] if where is not None else None
            if placed is not None and self._kept_hidden(seat, where[0], placed):
                hidden.append([label if placed.face_up else f"{label} (still face down)", card])
        return hidden

    def _after_move(self, known: list[set[str]], events: list[Event]) -> None:
        self.changes += 1
        self._stir()
        if self._shown_anew(known, events):
            seat, _ = self.session.made[-1]
            self.session.made[-1] = (seat, False)   # never taken back (house decision in each rules.md)

    def _knowledge(self) -> list[set[str]]:
        """The cards each seat has seen: those it sees now, the first time asked (a table
        opened or hosted again), and every card a move has shown it since."""
        if len(self._known) != len(self.places):
            state = self.state
            self._known = [{p.card for zone, pile in state.zones.items() for p in pile
                            if self.game.can_see(state, zone, p, seat)} for seat in range(len(self.places))]
        return self._known

    def _shown_anew(self, known: list[set[str]], events: list[Event]) -> bool:
        """Whether the move just made showed some seat a card it had not seen (noted as
        seen). At a network table every seat sees a move at once, so such a move is
        never taken back: a card laid face up from a hand, a card drawn, a bot's card
        after it. Moves show cards by moving or turning them, so the cards the events
        name are the ones looked at."""
        state, shown = self.state, False
        for event in events:
            card = event.card
            if card is None or card == HIDDEN:
                continue
            try:
                zone, index = state.find(card)
            except KeyError:
                continue
            placed = state.zones[zone][index]
            for seat, seen in enumerate(known):
                if card not in seen and self.game.can_see(state, zone, placed, seat):
                    seen.add(card)
                    shown = True
        return shown

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s own last move (and the host's bots' moves after it),
        only until the next person acts."""
        if not self.session.undo(by=seat):
            raise Refused(self.session.why_no_undo(by=seat))
        self.changes += 1
        self._stir()

    # ---- a line of its log on disk, read back -------------------------------------------
    def replay(self, line: object) -> None:
        """One line of the table's log of moves (``store.move_line``), played again through
        the game's own rules: ValueError saying why when the line is malformed, names a
        seat not to act, a move the rules refuse, an undo not allowed, or a move count the
        table does not reach, every check made before the table changes: a line refused
        leaves it as the line before left it."""
        if not isinstance(line, dict) or line.get("do") not in ("move", "undo", "again"):
            raise ValueError("not a move, an undo or a deal again")
        if line["do"] == "again":
            self._replay_again(line)
            return
        seat, moves, clock = line.get("seat"), line.get("n"), line.get("clock")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.places):
            raise ValueError("no such seat")
        if isinstance(moves, bool) or not isinstance(moves, int) \
                or isinstance(clock, bool) or not isinstance(clock, (int, float)) or not 0 <= clock <= MAX_CLOCK_S:
            raise ValueError("its move count or time is malformed")
        if line["do"] == "move":
            if self.session.finished or self.game.current_seat(self.state) != seat or moves != self.moves + 1:
                raise ValueError(f"seat {seat + 1} is not to make move {self.moves + 1} there")
            notes = self._notes_read(line.get("notes", []))
            known = self._knowledge()
            try:
                events = self.session.play(Action.from_json(line.get("action")))
            except IllegalAction as err:
                raise ValueError(f"the rules refuse the move ({err.reason})") from None
            self._after_move(known, events)
            if line.get("stood_in") is True:
                self.session.stood_in.add(seat)
            self._keep_notes(seat, notes)
        else:   # checked before it is made: a line refused leaves the table as it was
            point = self.session.undo_point(by=seat)
            if point is None:
                raise ValueError(f"seat {seat + 1} may not take a move back there")
            if moves != point:
                raise ValueError(f"the undo would leave {plural(point, 'move')}, not {moves}")
            self.session.undo(by=seat)
            self.changes += 1
        self.session.elapsed = max(self.session.elapsed, float(clock))
        self._clock_from = self._stirred_at = self.now()

    # ---- the game's clock, the same on every screen ------------------------------------
    def _count_time(self) -> None:
        """The time since the last count added to the game's (saved with it), while it ran:
        called before every change of whether a person is at the table."""
        now = self.now()
        if self.someone_here():
            self.session.elapsed = counted_time(self.session.elapsed + self._running(now))
        self._clock_from = now

    def _stir(self) -> None:
        """Someone acted at the table (a move, an undo, a person sitting down or back): the
        time so far counted, and the clock runs again for a minute from now."""
        self._count_time()
        self._stirred_at = self.now()

    def _running(self, now: float) -> float:
        """The time since the last count that the clock ran: up to a minute after the last
        move, undo or person coming (``IDLE_AFTER_S``, as house decision 8's minute without
        input at one screen), none after it (play-test round 5, N2: 30 minutes counted for a
        connected person who had left the window alone)."""
        return max(0.0, min(now, self._stirred_at + IDLE_AFTER_S) - self._clock_from)

    def clock(self) -> float:
        """The game's time as every seat's clock shows it: counted by the host from the
        time the table was opened (or hosted again, on top of the time saved) until the
        game ends, while a person is connected to it and someone has acted in the last
        minute (``_running``): with nobody at it the table waits and its clock stands
        still, as it does while its host is gone (play-test finding P9: a hosted table's
        "played" ran on while both people were in their menus)."""
        if self.session.finished or not self.someone_here():
            return self.session.elapsed
        return counted_time(self.session.elapsed + self._running(self.now()))

    def clock_runs_for(self) -> float:
        """How long the clock runs on from now with nobody acting (0: it stands still), told
        with it so that every screen's clock stops where the host's does."""
        if self.session.finished or not self.someone_here():
            return 0.0
        return max(0.0, self._stirred_at + IDLE_AFTER_S - self.now())

    # ---- what a seat is told -------------------------------------------------------
    def update_for(self, seat: int, events: list[Event] = (), story_from: int = 0,
                   round: Round | None = None) -> dict:
        """What ``seat`` is told after a change: its view, and the story from line
        ``story_from`` on (the lines before it were told already). ``round`` holds what
        is made once for all the seats told of the same change."""
        round = round or Round()
        state, game = self.state, self.game
        view = game.peek(state, seat, round.piles)   # read at once, never kept: no copy needed
        story_from = min(story_from, len(state.story))
        told = round.once("position", self._position_json)
        to_act = told["to_act"]
        events_told, every_card_told = self.events_for(view, events, round)
        update = {
            "type": "update", "moves": told["moves"], "seat": seat,
            # the deal's number once the game is over (nothing is secret then): a rematch of the same deal
            "view": view_json(view, story_from, round, state.seed if self.session.finished else 0),
            "story_from": story_from,
            "events": events_told, "to_act": to_act, "seats": told["seats"],
            "can_undo": seat == told["undo_by"], "clock": told["clock"], "clock_runs": told["clock_runs"],
            "outcome": told["outcome"],
        }
        update["view"]["backs"] = told["backs"]
        if told["follow_ups"]:
            update["follow_ups"] = told["follow_ups"]
        if seat in self.while_away and self.places[seat].bot is None:
            update["while_away"] = self.away_news_for(seat)
        if events and self.session.actions and every_card_told:
            # the move's kind ("bribe"), for the seat's coaching notes, only when every card its
            # events name is told to this seat: then the kind says nothing the events do not
            update["kind"] = self.session.actions[-1].kind
        if to_act == seat and self.places[seat].bot is None:
            update["legal"] = [action_json(a) for a in self.legal()]
        return update

    def _position_json(self) -> dict:
        """What every seat is told alike of the position: the move count, whose turn, the
        seats, the clock, the outcome, the backs, the seat that may undo (None: no one),
        and once the game is over the games it offers next (``follow_ups_json``)."""
        outcome = self.game.outcome(self.state)
        point = self.session.undo_point()
        return {"moves": self.moves, "to_act": self.game.current_seat(self.state), "seats": self.seats_json(),
                "clock": int(self.clock() * 10) / 10, "clock_runs": int(self.clock_runs_for() * 10) / 10,
                "backs": self.backs_json(),
                "undo_by": None if point is None else self.session.made[point][0],
                "follow_ups": [] if outcome is None else self.follow_ups_json(),
                "outcome": None if outcome is None else {
                    "winners": list(outcome.winners), "scores": list(outcome.scores),
                    "summary": outcome.summary, "detail": outcome.detail}}

    def follow_ups_json(self) -> list[dict]:
        """The games the finished one offers (a reading of its cards), made from the whole
        position: a seat's view hides cards it could not see, and once the game is over
        nothing is secret any more (play-test finding N12: a reading made from the hidden
        cards of a view crashed the screen that asked for it)."""
        return [{"label": f.label, "game": f.game, "options": dict(f.options)}
                for f in self.game.ending.follow_ups(self.state)]

    def backs_json(self) -> dict:
        """The back each pile's cards show face down, for the piles holding any card
        without the tarot back (a Zener card): the back when the whole pile shows it, else
        one a card. Everyone sees a card's back at a real table: it names the card's deck,
        never the card, so a seat's screen draws a hidden card's own back."""
        if not self._backs_differ:
            return {}
        backs = {}
        for zone, pile in self.state.zones.items():
            shown = [back_of(p.card) for p in pile]
            if any(back != BACKS[0] for back in shown):
                backs[zone] = shown[0] if len(set(shown)) == 1 else shown
        return backs

    def events_for(self, view: State, events: list[Event], round: Round | None = None) -> tuple[list[dict], bool]:
        """``events`` as the seat of ``view`` is told them (a card it does not see where
        the card now lies is HIDDEN: a card moved and then hidden again by the same action
        too), and whether every card they name is told to it. Each event is made once for
        all the seats, with its card and with HIDDEN, and where its card lies found once
        (``round``): a seat's part is only looking there in its view."""
        round = round or Round()
        zones, told, every_card_told = view.zones, [], True
        for card, where, shown, hidden in round.once(("events", id(events)), lambda: self._events_as_told(events)):
            if card is None or where is not None and zones[where[0]][where[1]].card == card:
                told.append(shown)
            else:
                told.append(hidden)
                every_card_told = False
        return told, every_card_told

    def _events_as_told(self, events: list[Event]) -> list[tuple]:
        """For each event: its card, where that card lies now (None: nowhere), and the
        event as sent with its card and with HIDDEN."""
        return [(event.card, None, _event_json(event, None), None) if event.card is None else
                (event.card, self._where(event.card), _event_json(event, event.card), _event_json(event, HIDDEN))
                for event in events]

    def _where(self, card: str) -> tuple[str, int] | None:
        try:
            return self.state.find(card)
        except KeyError:
            return None

    def seats_json(self) -> list[dict]:
        return [{"name": p.name, "kind": p.kind, "connected": p.connected or p.kind == "bot",
                 "bot": p.bot is not None, "stood_in": index in self.session.stood_in,
                 "again": index in self.again}
                for index, p in enumerate(self.places)]

    def welcome_for(self, seat: int) -> dict:
        return {"type": "welcome", "version": protocol.VERSION, "code": self.code, "seat": seat,
                "token": self.places[seat].token, "game": self.game.id}

    def listing(self) -> dict:
        """What a LAN listing or a lobby shows of the table."""
        return {"code": self.code, "game": self.game.id, "title": self.game.title,
                "open": [i for i, p in enumerate(self.places) if p.kind == "open"],
                "seats": len(self.places), "moves": self.moves, "finished": self.session.finished}

    # ---- saving ----------------------------------------------------------------------
    def to_json(self) -> dict:
        saved = {"code": self.code, "places": [p.to_json() for p in self.places],
                 "stand_in_after": self.stand_in_after, "log": self.log, "games": self.games}
        if self.read_back:
            saved["read_back"] = self.read_back
        if self.while_away:   # kept, so a host started again still tells the person back
            saved["while_away"] = {str(seat): [list(note) for note in notes] for seat, notes in self.while_away.items()}
        return saved

    @classmethod
    def from_json(cls, raw: object, session: Session, now: Callable[[], float]) -> "NetTable":
        if not isinstance(raw, dict):
            raise ValueError("the network part of the save is not an object")
        code, places, after, log = raw.get("code"), raw.get("places"), raw.get("stand_in_after"), raw.get("log", 0)
        if not isinstance(code, str) or not 1 <= len(code) <= protocol.MAX_CODE \
                or any(ch not in CODE_LETTERS for ch in code):
            raise ValueError("the table code is malformed")
        if not isinstance(places, list) or len(places) != len(session.state.seats):
            raise ValueError("the network seats do not match the game's seats")
        if after is not None and (isinstance(after, bool) or not isinstance(after, (int, float))
                                  or not 0 <= after <= 86400 * 365):
            raise ValueError("the stand-in delay is malformed")
        if isinstance(log, bool) or not isinstance(log, int) or not 0 <= log < MAX_LOG:
            raise ValueError("the log's number is malformed")
        games = raw.get("games", 1)   # a table saved before its people could play again there: its first
        if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games < MAX_GAMES:
            raise ValueError("the count of games at the table is malformed")
        table = cls(code, session, [Place.from_json(p) for p in places], now, after, log=log, games=games)
        table.while_away = table._away_notes_read(raw.get("while_away", {}))
        read_back = raw.get("read_back", "")
        if not isinstance(read_back, str) or len(read_back) > MAX_READ_BACK or not read_back.isprintable():
            raise ValueError("the words of how the table was read back are malformed")
        table.read_back = read_back
        for place in table.places:   # nobody is connected to a table just hosted again
            if place.kind == "person":
                place.away_since = now()
        return table
