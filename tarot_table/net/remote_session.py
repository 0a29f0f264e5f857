"""A seat at a network table as the table on the screen plays it: the ``TableSession``
seam (table_session.py) over a ``Link`` to the host, with the few things the table's
drawing reads of a kept game (the moves made, the name, the time, the options).

The host is the judge: ``state`` is this seat's latest view, ``legal_actions`` the
moves the host listed, and ``play`` and ``undo`` only send; the host's answer comes
later as an update, taken in by ``poll`` on the frame's thread, which says what
changed (``Change``) for the table to animate. The cards the view hides (named
``HIDDEN``) are named apart here (``hidden~1``, ``hidden~2`` ...) so the table can
tell one face-down card from another. No pygame here.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from tarot_table.cards import BACKS, COPY_MARK, base_id, the
from tarot_table.clock import Clock
from tarot_table.games.base import HIDDEN, PLACED, Action, Event, FollowUp, Game, Outcome, Pause, State
from tarot_table.games.capabilities import pause_of
from tarot_table.net import protocol
from tarot_table.net.client import MAX_CHAT_KEPT
from tarot_table.net.link import Link
from tarot_table.statistics import MAX_PLAYER, record_result, row_options
from tarot_table.table_session import Played, Undone

# what Undo does at a network table (house decision in each multi-seat rules.md); one line at 1024x700
UNDO_RULE = "Here Undo takes back only your last move, before others act, if it showed no card."
UNDO_RULE_WITH_BOTS = ("Here Undo takes back your last move and the bots' moves after it, until another person acts, "
                       "if no card showed.")
PLAYED_ELSEWHERE = "elsewhere"   # the bot word of a seat a person plays at another screen, in this seat's view
MAX_CLOCK = 1e9   # seconds: a game's time the host tells, at most
MAX_EVENTS = 2000    # events read from one update at most
MAX_FOLLOW_UPS = 8   # games a finished table offers next, read at most
MAX_AWAY_NEWS = 100   # moves made for this seat while it was away, kept to be shown at most
MAX_OPTION_TEXT = 4000   # characters of one option of a game offered next (78 card ids, a comma between)
PLAYED_HERE: set[tuple[str, str, int]] = set()   # (address, code, seat) of the seats this process plays now
# how the link words the end of a connection the host ended or lost (a host killed, stopped or gone
# silent), as against one this seat ended (left, or taken back at another screen)
HOST_GONE_REASONS = ("the host closed the connection", "the connection failed", "the host did not answer in time")
HOST_GONE = ("The host has gone: the table waits, and its clock stands still, until the host opens it again. "
             "Then press Join again (or Menu, Join a table, Your seats) to take your seat back.")
HOST_GONE_AFTER_THE_END = "The game is over, and the host has gone: nothing more is played at this table."
TABLE_DELETED = "The host deleted this table: it has ended, and nothing more is played at it."


def is_stand_in(card: str) -> bool:
    """A card this seat may not see, as the view names it."""
    return base_id(card) == HIDDEN


def seat_apart(state: State, seat: int) -> State:
    """Only this screen's own seat is the person here, in place: the other people play
    at their own screens, so the table shows this seat's hand (face up, labelled as
    one's own) whoever is to play, as it shows a player alone with bots."""
    for index, other in enumerate(state.seats):
        if index != seat and other.bot is None:
            other.bot = PLAYED_ELSEWHERE
    return state


def name_stand_ins(state: State, backs: object = None) -> State:
    """Each hidden card of the view given a name of its own, in place, with the back it
    shows when the host told one other than the tarot's (``backs``: the view's, by pile:
    one back for the whole pile or one a card; ``cards.back_of`` reads it)."""
    backs = backs if isinstance(backs, dict) else {}
    count = 0
    for zone, pile in state.zones.items():
        told = backs.get(zone)
        for index, placed in enumerate(pile):
            if placed.card == HIDDEN:
                count += 1
                back = told if isinstance(told, str) else \
                    told[index] if isinstance(told, list) and index < len(told) else BACKS[0]
                shown = f"{back}{COPY_MARK}" if back in BACKS[1:] else ""
                pile[index] = PLACED[f"{HIDDEN}{COPY_MARK}{shown}{count}", placed.face_up, placed.reversed]
    return state


@dataclass
class Change:
    """What the host's messages since the last frame changed, for the table to show."""

    events: list[Event] = field(default_factory=list)
    moved: bool = False        # the position changed
    taken_back: bool = False   # it went back (an undo)
    moves_taken_back: int = 0   # how many moves it went back (a person's and the bots' after it)
    refused: str = ""          # the host refused what this seat sent
    said: list[str] = field(default_factory=list)   # chat lines, "name: words"
    seats_news: list[str] = field(default_factory=list)   # a person away, a bot standing in, back again
    closed: str = ""           # the connection ended, and why
    pause_passed: tuple[Pause, int] | None = None   # a pause the host's bot ended, and its seat
    dealt_again: bool = False   # the finished table's next game was dealt (its people asked to play again)


class RemoteTableSession:
    saving = False   # the host keeps the game: nothing is saved, recorded or locked here
    hold = None
    journal_id = journal_note = ""
    assisted = recorded = False
    given_up_at = None   # only a solitaire is given up (Session.give_up)
    deal_line = ()   # a network table is never a Winnable only deal: no winning line comes with it
    problem = ""   # what became of an unreadable statistics file, to tell once

    def __init__(self, link: Link, game: Game, joined: dict, update: dict, clock: Clock,
                 address: str = "", backlog: list[dict] | None = None) -> None:
        self.link = link
        self.backlog = list(backlog or [])   # messages taken from the link before this seat was set up
        self.game = game
        self.address = address
        self.code = str(joined.get("code", link.code))
        self.seat = int(joined.get("seat", 0))
        self.token = str(joined.get("token", ""))
        self.clock = clock
        self.elapsed = 0.0
        self.play_timer = _Timer(clock.now())
        self.told_clock = (0.0, clock.now())   # the host's clock as last told, and when (this app's clock)
        self.clock_stops_at = float("inf")   # where the host's clock stops with nobody acting (its "clock_runs")
        self.awaiting = False     # an action or an undo was sent and the host has not answered
        self.connected = True
        self.closed_why = ""
        self.saved = 0
        self.chat: list[tuple[str, str]] = []
        self.seats: list[dict] = []
        self._state: State = update["state"]
        self._update: dict = {}
        self._legal: list[Action] = []
        self.follow_ups: list[FollowUp] = []   # what the host says the finished game offers next
        self.while_away: list[AwayNote] = []   # the host's bot's moves for this seat its table hides, told once
        self._take_update(update)
        self.sat_at = self.moves   # the moves made before this seat sat down (taken back, or not)
        self.since_mine: list[int | None] | None = None   # the seats that moved since this seat's last move seen
        self.mine_taken_back = False
        self.sent: Action | None = None        # the last move this seat sent the host
        self.last_mine: Action | None = None   # this seat's last move the host made, while it is the last seen
        self.recorded = self.finished   # a table joined after its end is not counted again
        PLAYED_HERE.add((address, self.code, self.seat))

    # ---- what the drawing reads of a game in play ----------------------------------
    @property
    def state(self) -> State:
        return self._state

    @property
    def moves(self) -> int:
        return self._state.moves

    @property
    def actions(self) -> range:
        """The moves made, counted: what they were stays on the host."""
        return range(self._state.moves)

    @property
    def name(self) -> str:
        # "Lucky You!, table X": a colon after a title's own "!" read as doubled punctuation
        return f"{self.game.title}, table {self.code}"

    @property
    def options_words(self) -> str:
        return self.game.seated_options_words(self._state.options, self._state.seats)

    @property
    def short_options_parts(self) -> tuple[str, ...]:
        return tuple(self.game.short_options_parts(self._state.options, self._state.seats))

    @property
    def finished(self) -> bool:
        return self.outcome() is not None

    def can_undo(self, by: int | None = None) -> bool:
        return bool(self._update.get("can_undo")) and not self.awaiting

    def why_no_undo(self, by: int | None = None) -> str:
        """Why Undo is greyed now, from what this seat has seen since it sat down: no
        move of its own yet, another person's move since, or a card its move (or the
        bots' after it) showed. Where nothing seen explains it, the table's rule."""
        if not self.connected:
            return "Not connected to the table: no move can be taken back now."
        if self.awaiting:
            return "Wait: the host has not answered your last move yet."
        if self.finished:
            return "The game is over: its result stands, so no move can be taken back."
        if self.since_mine is None:
            if self.mine_taken_back:
                return "Your last move is taken back already: Undo takes back only your last one."
            return "You have not moved yet, so there is no move of yours to take back." if self.sat_at == 0 \
                else "You have not moved since you joined (or joined again), so no move of yours can be taken back."
        people = [s for s in self.since_mine if s is not None and s != self.seat and not self._bot_at(s)]
        if people:
            name = self._state.seats[people[-1]].name
            return f"{name} has moved since your move: Undo takes back yours only until another person acts."
        if self.since_mine:
            return "Your move, or a bot's move after it, showed a card someone had not seen: what is seen stays."
        if self._update.get("can_undo") is False:
            return self._why_mine_stays()
        return self.undo_rule

    def _why_mine_stays(self) -> str:
        """Why this seat's own last move, the last made, may not be taken back: the game's
        own words where its rules keep that move at one screen too; else the card it laid
        open before the others, named, where it lies open to them now (every move is seen
        at once at such a table: each rules.md says so)."""
        mine = self.last_mine
        try:
            if mine is not None and not self.game.undoable(self._state, mine):
                return self.game.why_not_undoable(mine)
            if mine is not None and mine.card is not None and self._open_to_others(mine.card):
                return f"The others saw {the(mine.card)} as you played it, and at this table what is seen stays."
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):   # a position the host told amiss
            pass
        return "Your move showed a card someone had not seen, and at this table what is seen stays."

    def _open_to_others(self, card: str) -> bool:
        state = self._state
        return any(placed.card == card and self.game.can_see(state, zone, placed, other)
                   for zone, pile in state.zones.items() for placed in pile
                   for other in range(len(state.seats)) if other != self.seat)

    def _bot_at(self, seat: int) -> bool:
        return seat < len(self.seats) and self.seats[seat]["bot"]

    def _note_movers(self, before: int, to_act_before: object) -> None:
        """Who made the moves an update brought: the seat whose turn it was (one move an
        update as the host tells them; more at once are not known by seat)."""
        moved = self.moves - before
        if moved < 0:   # an undo: this seat's own (only the mover takes back), or another's after it
            kept = len(self.since_mine) + moved if self.since_mine is not None else -1
            self.mine_taken_back = self.mine_taken_back or kept < 0 and self.since_mine is not None
            self.since_mine = self.since_mine[:kept] if kept >= 0 else None
        elif moved > 0:
            mover = to_act_before if isinstance(to_act_before, int) and not isinstance(to_act_before, bool) else None
            if mover == self.seat:
                self.since_mine, self.mine_taken_back = [None] * (moved - 1), False
                self.last_mine = self.sent
            elif self.since_mine is not None:
                self.since_mine += [mover] + [None] * (moved - 1)

    @property
    def undo_rule(self) -> str:
        """What Undo does at this table: with the host's bots at other seats (a stand-in
        for a person away among them), it takes their moves after yours back too."""
        bots = any(seat["bot"] for index, seat in enumerate(self.seats) if index != self.seat)
        return UNDO_RULE_WITH_BOTS if bots else UNDO_RULE

    def can_redo(self) -> bool:
        return False

    # ---- the TableSession seam -------------------------------------------------------
    def view(self, seat: int | None) -> State:
        """What ``seat`` may know, as ``Game.view`` names it: the stand-ins named apart
        for the drawing are plain ``HIDDEN`` again, so a bot thinking here (the Hint)
        reads the view as it reads one at a single screen."""
        view = self._state.clone()
        for pile in view.zones.values():
            for index, placed in enumerate(pile):
                if is_stand_in(placed.card):
                    pile[index] = PLACED[HIDDEN, placed.face_up, placed.reversed]
        return view if seat == self.seat else self.game.view(view, seat)

    def seat_to_act(self) -> int | None:
        """Whose turn the host last said, while the connection lasts (nobody plays a
        table whose host has gone)."""
        if not self.connected:
            return None
        to_act = self._update.get("to_act")
        return to_act if isinstance(to_act, int) and not isinstance(to_act, bool) else None

    def my_turn(self) -> bool:
        return self.seat_to_act() == self.seat and bool(self._legal) and self.connected and not self.awaiting

    def legal_actions(self) -> list[Action]:
        return self._legal if self.my_turn() else []

    def play(self, action: Action, answers: dict[str, str] | None = None) -> Played:
        """Sent to the host; its answer arrives as an update (``poll``)."""
        if not self.connected:
            return Played(refused=f"Not connected to the table ({self.closed_why}).")
        if self.awaiting:
            return Played(refused="Wait: the host has not answered your last move yet.")
        if action not in self.legal_actions():
            return Played(refused="That move is not yours to make now.")
        self.link.send({"type": "act", "action": action.to_json(), "moves": self.moves})
        self.sent = action
        self.awaiting = True
        return Played()

    def undo(self, by: int | None = None) -> Undone:
        if not self.can_undo(by):
            return Undone(refused=self.why_no_undo(by))   # said from the first move on (Ctrl+Z)
        self.link.send({"type": "undo"})
        self.awaiting = True
        return Undone()

    def redo(self) -> list[Event]:
        return []

    # ---- playing again at the same table -----------------------------------------------
    def ask_again(self) -> None:
        """Ask the host to deal the next game at this table, with the same seats: it deals
        it once every person connected has asked (``NetTable.again_agreed``)."""
        if self.connected and self.finished and not self.asked_again:
            self.link.send({"type": "again"})
            self.seats[self.seat]["again"] = True   # as the host will list it: the button greys at once

    @property
    def asked_again(self) -> bool:
        return self.seat < len(self.seats) and self.seats[self.seat]["again"]

    def again_asked_by(self) -> list[str]:
        """The other people who have asked to play again, by name."""
        return [seat["name"] for index, seat in enumerate(self.seats)
                if index != self.seat and seat["kind"] == "person" and seat["again"]]

    def again_waits_for(self) -> list[str]:
        """The other people connected who have not asked to play again yet, by name."""
        return [seat["name"] for index, seat in enumerate(self.seats)
                if index != self.seat and seat["kind"] == "person" and seat["connected"] and not seat["again"]]

    def left_the_end(self) -> list[str]:
        """The other people gone from the finished table: in a next game here the host's bot
        plays their seats (``NetTable.deal_again``)."""
        return [seat["name"] for index, seat in enumerate(self.seats)
                if index != self.seat and seat["kind"] == "person" and not seat["connected"]]

    def _dealt_again(self) -> None:
        """The next game at this table has begun: this seat starts it afresh (its result
        counted again at its end, no move of its own to take back)."""
        self.recorded, self.sat_at = False, 0
        self.since_mine, self.mine_taken_back, self.sent, self.last_mine = None, False, None, None
        self.while_away = []

    @property
    def point(self) -> int:
        return self.moves

    def events_since(self, point: int) -> list[Event] | None:
        return [] if point == self.moves else None

    def outcome(self) -> Outcome | None:
        return self.game.outcome(self._state)

    # ---- keeping (the host keeps the game; these only count the time shown) ---------
    @property
    def host_gone(self) -> bool:
        """The connection ended by the host's side: killed, stopped or silent."""
        return not self.connected and self.closed_why.startswith(HOST_GONE_REASONS)

    @property
    def table_deleted(self) -> bool:
        """The host ended the table for good (its person deleted it): no seat to take back."""
        return not self.connected and self.closed_why == protocol.TABLE_DELETED

    def tick(self, counted: bool = True, away: tuple[float, float] = (float("inf"), float("inf"))) -> None:
        """The host's clock, run on between its updates while the host is there: the time
        it last told, and the time since it told it up to where it said its clock stops
        with nobody acting (``NetTable.clock_runs_for``). A table whose connection ended
        stands still (its host keeps the time, if it is there). The table's time is
        everyone's at it: whatever this screen shows meanwhile (``counted`` False: the
        rules over the table), one person ``away``, or frames seconds apart, it runs on
        the same on every screen (the host's own screen had lagged its guest's by the
        time the rules lay over its table, or each gap of frames past 5 s, until the next
        move)."""
        now = self.clock.now()
        if not self.finished and self.connected:
            told, told_at = self.told_clock
            self.elapsed = told + max(0.0, min(now, self.clock_stops_at) - told_at)
        self.play_timer.last = now

    def record_if_finished(self) -> None:
        """At the end, once: this seat's result in this computer's statistics, as a game
        played at this screen counts for its person (under the name taken at the table,
        or unnamed when the seat kept the game's own name). The host says who won."""
        if self.recorded or not self.finished or not self.game.scored:
            return
        self.recorded = True
        told = self._update.get("outcome")
        winners = told.get("winners") if isinstance(told, dict) else None
        if not isinstance(winners, list):
            return
        state = self._state
        shown = row_options(self.game, state.options)
        name = state.seats[self.seat].name.strip()
        player = "" if self.game.default_name(self.seat, name) else name
        # a seat the host's bot played for is counted apart, as a game Autoplay helped
        self.problem = record_result(self.game.id, shown, self.seat in winners, self.elapsed,
                                     self.seat in self.stood_in, player[:MAX_PLAYER], name if not player else "")

    def autosave(self) -> None:
        pass

    def put_away(self) -> None:
        pass   # the host keeps the table

    def leave(self, for_good: bool = False) -> None:
        """Close the connection; ``for_good``: the seat is given up and a bot finishes it."""
        self.connected = False
        PLAYED_HERE.discard((self.address, self.code, self.seat))
        self.link.close(leave=for_good)

    def say(self, words: str) -> None:
        words = "".join(ch for ch in words if ch.isprintable()).strip()[:protocol.MAX_CHAT]
        if words and self.connected:
            self.link.send({"type": "chat", "text": words})

    # ---- the host's messages ---------------------------------------------------------
    def has_news(self) -> bool:
        return bool(self.backlog) or not self.link.inbox.empty()

    def poll(self) -> Change:
        """Take in what the host has said since the last frame."""
        change = Change()
        messages, self.backlog = self.backlog + self.link.take(), []
        for message in messages:
            kind = message.get("type")
            if kind == "update":
                before, to_act_before = self.moves, self._update.get("to_act")
                seats_before, paused, ended = self.seats, pause_of(self.game, self._state), self.finished
                events = self._take_update(message)
                if ended and not self.finished:   # the next game at this table: no move was taken back
                    self._dealt_again()
                    change.dealt_again, change.events, change.taken_back = True, [], False
                    before, paused, events = self.moves, None, []
                self._note_movers(before, to_act_before)
                change.pause_passed = self._passed_by_a_bot(paused, to_act_before, before) or change.pause_passed
                change.seats_news += self._seats_news(seats_before, self.seats)
                if isinstance(message.get("saved"), int):
                    self.saved = message["saved"]
                change.moved = True
                change.taken_back = change.taken_back or self.moves < before
                change.moves_taken_back += max(0, before - self.moves)
                change.events = [] if change.taken_back else change.events + events
            elif kind == "seats":
                change.seats_news += self._take_seats(message.get("seats"))
            elif kind == "saved" and isinstance(message.get("moves"), int):
                self.saved = message["moves"]
            elif kind == "error":
                self.awaiting = False
                change.refused = _line(message.get("reason"), 300) or "The host refused that."
            elif kind == "chat":
                said = (_line(message.get("name"), protocol.MAX_NAME), _line(message.get("text"), protocol.MAX_CHAT))
                self.chat = (self.chat + [said])[-MAX_CHAT_KEPT:]
                change.said.append(f"{said[0]}: {said[1]}")
            elif kind == "closed":
                self.connected, self.awaiting = False, False
                PLAYED_HERE.discard((self.address, self.code, self.seat))
                self.closed_why = change.closed = _line(message.get("reason"), 300) or "the connection ended"
        return change

    def _passed_by_a_bot(self, paused: Pause | None, to_act: object, before: int) -> tuple[Pause, int] | None:
        """The pause the host's bot (a stand-in's too) ended with the update just taken,
        and its seat: it ended the pause at once, before this screen could show it."""
        seat = to_act if isinstance(to_act, int) and not isinstance(to_act, bool) else None
        if paused is None or self.moves <= before or seat is None or not self._bot_at(seat) \
                or pause_of(self.game, self._state) is not None:
            return None
        return paused, seat

    def _take_update(self, update: dict) -> list[Event]:
        state = update.get("state")
        if not isinstance(state, State) or state.game != self.game.id:
            return []
        view = update.get("view")
        self._state = seat_apart(name_stand_ins(state, view.get("backs") if isinstance(view, dict) else None),
                                 self.seat)
        self._update = update
        told = update.get("clock")
        if isinstance(told, (int, float)) and not isinstance(told, bool) and 0 <= told <= MAX_CLOCK:
            self.elapsed, self.play_timer.last = float(told), self.clock.now()   # the host's clock, on every screen
            self.told_clock = (self.elapsed, self.play_timer.last)
        runs = update.get("clock_runs")   # a host before it told none: its clock ran on
        self.clock_stops_at = self.clock.now() + runs if isinstance(runs, (int, float)) and not isinstance(runs, bool) \
            and 0 <= runs <= MAX_CLOCK else float("inf")
        self.last_kind = _line(update.get("kind"), 32)   # the move's kind, when the host told it
        listed = update.get("legal_actions")
        self._legal = listed if isinstance(listed, list) else []
        self._take_seats(update.get("seats"))
        self.follow_ups = _follow_ups(update.get("follow_ups"))
        told = update.get("while_away")
        if isinstance(told, list):   # kept until shown, at most MAX_AWAY_NEWS whatever the host tells
            self.while_away += [note for item in told[:MAX_AWAY_NEWS - len(self.while_away)]
                                if (note := _away_note(item)) is not None]
        self.awaiting = False
        raw = update.get("events")
        return [event for item in (raw if isinstance(raw, list) else [])[:MAX_EVENTS]
                if (event := _event(item)) is not None]

    @property
    def stood_in(self) -> set[int]:
        """The seats of people the host's bot has made some move for, as the host last said."""
        return {index for index, seat in enumerate(self.seats) if seat["stood_in"]}

    def _take_seats(self, seats: object) -> list[str]:
        """The seats as the host lists them; what changed for another seat's person, in words."""
        if not isinstance(seats, list) or len(seats) != len(self._state.seats):
            return []
        before = self.seats
        self.seats = [{"name": _line(s.get("name"), protocol.MAX_NAME), "kind": _line(s.get("kind"), 10),
                       "connected": s.get("connected") is True, "bot": s.get("bot") is True,
                       "stood_in": s.get("stood_in") is True, "again": s.get("again") is True}
                      if isinstance(s, dict) else {"name": "", "kind": "", "connected": False, "bot": False,
                                                   "stood_in": False, "again": False}
                      for s in seats]
        return self._seats_news(before, self.seats)

    def _seats_news(self, before: list[dict], after: list[dict]) -> list[str]:
        """A person at another seat gone away, their seat taken by the host's bot (after
        the host's delay) or given up to it for good, or the person back, and a bot
        renamed for a person who took its name: each said once, as it happens."""
        if len(before) != len(after):
            return []
        news = []
        for index, (was, now) in enumerate(zip(before, after)):
            if was["kind"] == now["kind"] == "bot" and was["name"] and now["name"] \
                    and was["name"] != now["name"]:   # a person took the bot's name: the bot gave way
                news.append(f"The host's bot {was['name']} is now called {now['name']}: "
                            f"{was['name']} is a person's name at this table.")
            if index == self.seat or was["kind"] != "person":
                continue
            name = now["name"] or self._state.seats[index].name
            if self.finished and was["connected"] and not now["connected"]:
                news.append(f"{name} has left the finished table: if you play again here, the host's bot "
                            "plays their seat.")
            elif self.finished and now["again"] and not was.get("again"):
                news.append(f"{name} asks to play again at this table.")
            elif now["kind"] == "bot":
                news.append(f"{name} left the table for good: the host's bot plays their seat to the end.")
            elif now["bot"] and not was["bot"]:
                news.append(f"{name} has been away too long: the host's bot plays their seat until they join again.")
            elif now["connected"] and not was["connected"]:
                news.append(f"{name} is back at the table." if not was["bot"] else
                            f"{name} is back and plays their seat again (the host's bot has stopped).")
            elif was["connected"] and not now["connected"] and not now["bot"]:
                news.append(f"{name} is away: their seat waits for them.")
        return news


@dataclass
class _Timer:
    last: float


@dataclass(frozen=True)
class AwayNote:
    """A move the host's bot made for this seat while its person was away that laid a card
    of theirs face down, out of their sight or the others' (``NetTable._kept_hidden``): the
    move's words, and the card (one this seat has seen)."""
    words: str
    card: str

    def still_hidden(self, state: State, hands: Iterable[str]) -> bool:
        """The card is nowhere in this seat's view (``state``: a card it sees is named
        there, one it does not is a stand-in), or it lies there face down outside the
        ``hands`` (a card the seat laid from its hand and still sees, the others not)."""
        hands = set(hands)
        named = [(zone, placed) for zone, pile in state.zones.items() for placed in pile if placed.card == self.card]
        return not named or any(not placed.face_up and zone not in hands for zone, placed in named)


def _away_note(item: object) -> AwayNote | None:
    """A note of a move made while away as the host tells it, [words, card], read as hostile."""
    if not (isinstance(item, list) and len(item) == 2):
        return None
    words, card = _line(item[0], 200), _line(item[1], 80)
    return AwayNote(words, card) if words and card else None


def _line(value: object, limit: int) -> str:
    """Words from the host, printable and cut to ``limit``."""
    return "".join(ch for ch in value if ch.isprintable())[:limit] if isinstance(value, str) else ""


def _follow_ups(raw: object) -> list[FollowUp]:
    """The games the host says the finished table offers next, made from the cards this
    seat's view hides: each well formed one (a label, a game's id, options of text)."""
    offers = []
    for item in raw[:MAX_FOLLOW_UPS] if isinstance(raw, list) else []:
        if not isinstance(item, dict):
            continue
        label, game = _line(item.get("label"), 60), _line(item.get("game"), 40)
        try:
            options = protocol.words(item, "options", protocol.MAX_OPTIONS, MAX_OPTION_TEXT)
        except protocol.BadMessage:
            continue
        if label and game:
            offers.append(FollowUp(label, game, options))
    return offers


def _event(raw: object) -> Event | None:
    """An event as the host told it, its fields checked; None when malformed."""
    if not isinstance(raw, dict) or not isinstance(raw.get("kind"), str):
        return None
    texts = {key: raw.get(key) for key in ("card", "src", "dst", "token")}
    if any(v is not None and (not isinstance(v, str) or len(v) > 64) for v in texts.values()):
        return None
    face_up, path = raw.get("face_up"), raw.get("path", [])
    if face_up is not None and not isinstance(face_up, bool):
        return None
    if not isinstance(path, list) or len(path) > 200 or \
            not all(isinstance(p, int) and not isinstance(p, bool) and 0 <= p < 10_000 for p in path):
        return None
    return Event(raw["kind"][:32], face_up=face_up, text=_line(raw.get("text"), 500), path=tuple(path), **texts)


class Joining:
    """A seat being taken from the app: the link is started at once and its first
    messages are looked at frame by frame (``poll``), never waited for."""

    def __init__(self, address: str, code: str, clock: Clock, seat: int | None = None,
                 token: str | None = None, name: str = "", wake=lambda: None) -> None:
        self.address, self.clock = address, clock
        self.link = Link(address, code, seat, token, name, wake).start()
        self.joined: dict | None = None
        self.problem = ""
        self._held: list[dict] = []

    def poll(self) -> RemoteTableSession | None:
        """The seat, once the host has welcomed it and told the table as it stands;
        None meanwhile, or when it failed (``problem`` says why)."""
        from tarot_table.games import GAMES, GameLoadError
        self._held += self.link.take()
        for index, message in enumerate(self._held):
            if message.get("type") == "closed":
                self.problem = _line(message.get("reason"), 300) or "the host closed the connection"
                return None
            if message.get("type") == "joined":
                self.joined = message
            elif message.get("type") == "update" and self.joined is not None:
                try:
                    game = GAMES[self.joined["game"]]
                except (KeyError, GameLoadError) as err:
                    self.problem = f"this table's game cannot be played here ({err})"
                    self.link.close()
                    return None
                return RemoteTableSession(self.link, game, self.joined, message, self.clock, self.address,
                                          backlog=self._held[index + 1:])
        return None

    def cancel(self) -> None:
        self.link.close()

