"""What a game has beyond the core rules, declared as data on its class.

The core ``Game`` (``base.py``) is what every game has: options, seats, a deal, the
legal actions, apply, a view and an outcome. Anything more a game has (hands only
one seat sees, a board with tokens, a match of several games with a pause between,
an ending that ends in a reading, an ending told step by step, cards that lift as a
stack) is one *part*, named in the game's ``capabilities``. The table asks for the
part (``game.match is None``), never whether a method happens to be overridden,
and a part's hooks live on the part, so a game without it carries none of them.

A part is made once per game object and knows its game (``self.game``); its
defaults are what a game gets when it declares the part and says no more.
"""
from __future__ import annotations

import re

from dataclasses import dataclass, fields
from enum import Enum
from typing import Callable

from tarot_table.option_roles import OptionRole

MOST_COUNT_DIGITS = 6   # a count of the games at a table read from an option: longer text is no count

# Annotations name base's classes (Game, State, Action...) as text only: base imports
# this module, so this one imports nothing of base's.


@dataclass(frozen=True)
class Sight:
    """Which cards anyone may see, as data: a promise that spares a peek looking at each
    card. ``blind`` zones always hold their cards face down and upright, and every other
    zone that is not a private hand holds its cards face up; ``mixed`` zones are left
    out of that promise (their cards may lie either way). ``blind`` None promises
    nothing: every card is looked at. The fuzz checks the promise at every step.
    ``by_view``: a peek is the game's own ``view`` (for a game that hides more than
    who holds a card, and makes no promise)."""

    blind: frozenset[str] | None = None
    mixed: frozenset[str] = frozenset()
    by_view: bool = False


class Part:
    """One capability of a game, made with the game it belongs to."""

    def __init__(self, game: Game) -> None:
        self.game = game


class HiddenHands(Part):
    """Zones whose cards only one seat may see (a hand)."""

    by_card = False   # True when ``can_see`` decides card by card, beyond the owner rule
    # True when ``zone_sight`` answers alike for every seat for each zone that is not
    # private (``private_zones``): a peek of every seat of one position (a network host)
    # then asks it once for those zones, and for the private ones seat by seat
    alike_outside_private = False

    def private_zones(self, state: State) -> dict[str, int]:
        """Each private zone, mapped to the seat that sees it."""
        raise NotImplementedError

    def can_see(self, state: State, zone: str, placed: Placed, seat: int | None) -> bool:
        owner = self.private_zones(state).get(zone)
        if owner is not None:
            return seat == owner
        return placed.face_up

    def zone_sight(self, state: State, zone: str, seat: int | None) -> str:
        """For a game whose ``can_see`` decides card by card: what ``can_see`` answers
        for every card of ``zone`` at once, when it can say so: "all" (each is seen),
        "none" (none is), "face up" (those lying face up), or "by card" (ask each).
        A peek of every seat after every move (a network host) asks this per zone."""
        return "by card"


class Board(Part):
    """A board of spaces with tokens standing on it (the layout's ``board``)."""

    def tokens(self, state: State) -> list:
        """The pieces standing on the board (``layout.Token``)."""
        raise NotImplementedError


class Match(Part):
    """Several games played as one, with a break between them and roles that may switch."""

    def pause(self, state: State) -> Pause | None:
        """A break the table waits out for the player before play goes on (between two
        games), or None while play goes on."""
        return None

    def winning_roles(self, state: State) -> list[str]:
        """The role that won each finished game of the match, so results are counted by
        role as well as by seat."""
        return []

    def next_options(self, state: State) -> dict[str, str]:
        """The options of the next game dealt at the same seats once this one is over (a
        new deal, Play again at a network table): the same, unless the game changes some
        (the sides switched, say)."""
        return dict(state.options)

    def next_words(self, state: State) -> str:
        """What ``next_options`` changes, said on the end panel before the next game's
        button is pressed, as a clause ("the sides switch: ..."); "" when nothing does."""
        return ""


class Reading(Part):
    """A game that ends in a reading: its cards are kept in the journal. One that
    ``reads_cards`` also lays a reading from cards another game hands over (a game's
    cut deck, a hand), so that game offers it at its end without knowing the reader
    (``card_reader``)."""

    reads_cards = False

    def spread_choice(self) -> OptionSpec:
        """The spreads it lays, as an option another game may offer its players (the
        choices are spread ids, with their names as labels)."""
        raise NotImplementedError

    def spread_of_size(self, count: int) -> str | None:
        """The id of its usual spread of exactly ``count`` cards, None when it has none."""
        raise NotImplementedError

    def of_cards(self, label: str, cards: list[str], spread: str, as_given: bool = False) -> FollowUp:
        """A reading of ``cards`` in ``spread``, offered under ``label``: shuffled, or
        ``as_given``, the first card on top (a deck another game has cut)."""
        raise NotImplementedError

    def summary(self, state: State) -> ReadingSummary | None:
        """The finished reading this position shows (None until it is finished)."""
        raise NotImplementedError

    def kept_zones(self, state: State) -> list[str]:
        """The zones a kept table must have (a journal entry is checked by them before
        it is laid out again)."""
        return self.game.zones(state.options, len(state.seats))


def names_and_verb(names: list[str], one: str, several: str) -> str:
    """"Coco wins", "Coco and Dolly win", "Ann, Coco and Dolly win"."""
    if len(names) == 1:
        return f"{names[0]} {one}"
    return f"{', '.join(names[:-1])} and {names[-1]} {several}"


class Ending(Part):
    """How the end of a game is told: the end panel's heading and lines, an ending shown
    step by step, games offered next, and the numbers ``simulate`` reports. Every game
    has one; these defaults serve most."""

    def title(self, state: State, outcome: Outcome, viewer: int) -> str:
        """The heading of the end-of-game panel, as ``viewer`` sees it."""
        game = self.game
        if not game.scored:
            return game.title
        if len(state.seats) == 1:
            return "Well played" if outcome.won_by(0) else "The game is lost"
        people = [seat for seat in state.seats if seat.is_human]
        if outcome.won_by(viewer) and state.seats[viewer].is_human and len(people) == 1:
            return "You win"   # at a shared screen "you" is whoever reads it: the winner is named
        if not outcome.winners:
            return "A draw"
        return names_and_verb([state.seats[i].name for i in outcome.winners], "wins", "win")

    def lines(self, state: State, outcome: Outcome) -> list[str]:
        """What the end panel says under its heading (each line is wrapped)."""
        return [outcome.summary]

    def reveal(self, state: State) -> list[RevealStep]:
        """The end told on the table step by step (none: the end panel shows at once)."""
        return []

    def after_words(self, state: State) -> str:
        """This game and how it ended, for a reading made of its cards: "After <the
        game>: Ann wins (<the outcome's summary>)"."""
        outcome = self.game.outcome(state)
        if outcome is None:
            return f"After {self.game.title}"
        if len(state.seats) == 1:
            result = "won" if outcome.won_by(0) else "lost"
        elif outcome.winners:
            winners = [state.seats[i].name for i in outcome.winners]
            if outcome.summary and all(re.search(rf"\b{re.escape(name)}\b", outcome.summary) for name in winners):
                return f"After {self.game.title}: {outcome.summary}"   # it names them already
            result = names_and_verb(winners, "wins", "win")
        else:
            result = "a draw"
        return f"After {self.game.title}: {result} ({outcome.summary})"

    def follow_ups(self, state: State) -> list[FollowUp]:
        """What the end panel offers next, made from this game (a reading of its cards)."""
        return []

    def measures(self, state: State) -> dict[str, float]:
        """Numbers a finished game reports to ``simulate``; it gives the mean of each."""
        return {}


class Stake(Enum):
    """What a move gives up, so that one stray click never makes it: a game declares it
    for its moves (``Handling.stake``) and the table reads only this, never a move's kind.
    Each value completes "this move ...", said when a click plays nothing."""

    A_CARD = "throws a card away"   # a card leaves play by the player's choice: lost to a trump, discarded, an Ace spent
    FOR_GOOD = "cannot be taken back"   # a choice that shows hidden cards: an attack
    A_PRICE = "pays a price"   # what the game is played for is paid: the Fool's Vitality, an Artifact's cards of Destiny


class Handling(Part):
    """How a person's grabs and clicks are read beyond the usual: every game has one."""

    # Enter on a pile whose top card has one move, which names no card (a draw), makes it
    # at once, as a click does; False where every move from the pile takes two Enters, as
    # its status line says (the reading's deck: its last lay made by one Enter, the
    # second Enter of the rhythm turned the spread's first card: play-test round 9)
    one_enter_draws = True

    def lift(self, state: State, card: str) -> list[str]:
        """What a grab on ``card`` picks up, the card whose moves count first: by default
        the card alone (a game whose cards lie on others hands back the whole stack)."""
        return [card]

    def why_not_clicked(self, state: State, card: str) -> str:
        """What the status bar says when a click on a card that has moves plays none."""
        return "Drag the card to where it should go."

    def clicked(self, state: State, card: str, actions: list[Action]) -> Action | None:
        """The move one click on ``card`` makes at once, ``actions`` being its legal moves;
        None where a click makes none (the card is dragged to its place, or double-clicked
        for its usual one). By default its usual move (``Game.default_action``) where it
        has one move only and that move gives up nothing (``stake``). A game may name the
        usual move of a card with several (a pile whose next card has a usual place)."""
        if len(actions) != 1:
            return None
        usual = self.game.default_action(state, card)
        return usual if usual is None or self.stake(state, usual) is None else None

    def lay_words(self, state: State, action: Action) -> str:
        """What the keys' tag beside the focused place says ``action`` does, before the
        second Enter makes it: its label, unless the game adds what follows from it."""
        return action.label

    def asked_for(self, state: State) -> frozenset[str] | None:
        """The cards the status line asks the player to play now (a battle's Arcana, the
        draw pile's top card): the keys' focus goes to the first of them after a move.
        None named: the first card with a move that gives nothing up. None: the line
        asks for a button only (Endure, where no card can help): the first button."""
        return frozenset()

    def stake(self, state: State, action: Action) -> Stake | None:
        """What ``action`` gives up (a card thrown away, a choice that cannot be taken
        back, what the game is played for), so one click never makes it: a drag or a
        double-click does, and the keys' two Enters. None for a move that gives up
        nothing (a draw, a card secured, laid or turned over), which one click makes
        where it is a card's only move."""
        return None

    def caution(self, state: State, action: Action) -> tuple[str, str, str] | None:
        """A question a person answers before ``action`` is played (title, line, the
        button that plays it), for a legal move that throws away what the game is played
        for or pays a price (Queens of Fate's Artifact); None for an ordinary move. Bots
        are never asked."""
        return None


class Shortcuts(Part):
    """Short cuts bots and ``simulate`` may take: a cheaper list of the legal moves to
    choose from (without labels, say), and the one move left when the game can tell
    cheaply that there is only one. Each is declared by its flag; the fuzz checks both
    promises at every step."""

    lists_moves = False    # ``listed`` gives the legal moves more cheaply than ``legal_actions``
    knows_forced = False   # ``forced`` may name the one legal move

    def listed(self, view: State) -> list[Action]:
        return self.game.legal_actions(view)

    def forced(self, state: State) -> Action | None:
        """The one legal move (a draw with nothing else to do, say), or None when there
        is a choice or the game does not say."""
        return None

    # A copy of the game's ``data`` for the solver's copies (``search.lean_copy``), quicker
    # than the deep ``copy_data`` where the game knows which values no move changes in
    # place (tests/test_solver_lean_copy.py plays every move on such copies); None: deep.
    data_copy: Callable[[dict], dict] | None = None

    # Entries of ``data`` that no rule reads to decide what may or will happen (tallies
    # kept for the story and the statistics): the solver counts positions that differ
    # only there as one (tests/test_solver_pruning.py proves each game's list).
    tallies: frozenset[str] = frozenset()

    def interchangeable(self, state: State) -> tuple[tuple[str, ...], ...]:
        """Groups of places whose piles may be exchanged among them without changing
        what can happen: the solver counts such positions as one. None unless the game
        says (and proves it in tests/test_solver_pruning.py)."""
        return ()

    def hopeless(self, state: State) -> bool:
        """True only with a proof that no line from ``state`` wins (a bound closer than
        the rules' own ending, too dear to work out for every move at the table): the
        solver prunes there. False unless the game says."""
        return False

    def slack(self, state: State) -> float | None:
        """How far ``state`` is from what ``hopeless`` proves lost: a bound on what the
        player has to spare, below zero exactly where ``hopeless`` says so. The solver's
        beam (``search.Solver.beam``) tries the positions with the most to spare first;
        it only orders the search, so it need not be tight. None where the game has none."""
        return None

    def slack_at_most(self, state: State) -> float | None:
        """A quicker count that ``slack`` never exceeds, None exactly where ``slack`` is
        None: the beam works out ``slack`` itself (``slack_within``) only for the
        positions it might keep. The game's own ``slack``, where it has no quicker one."""
        return self.slack(state)

    def slack_within(self, state: State, at_most: float) -> float:
        """``slack(state)``, given ``at_most``, what ``slack_at_most`` said of it."""
        return at_most

    def beams(self, state: State) -> tuple[tuple[int, float], ...] | None:
        """The beam searches the solver runs where ``slack`` is given, in turn: each its
        width and the share of it kept for what is left to spare and progress together
        (``solver.search.kept_by_the_beam``). None: the solver's own (``search.BEAMS``)."""
        return None

    def turn_beams(self, state: State) -> tuple[tuple[int, int], ...]:
        """The beams the solver runs a turn at a time (``search.Solver.beam_by_turn``),
        in turn, after its first rollouts: each its width and the positions it may
        reach within a turn from each one it keeps. None run where the game names none;
        a game that names some gives ``turn`` and ``promise``."""
        return ()

    def turn(self, state: State) -> int:
        """A count the rules only ever raise (the turns played), which the beams of
        ``turn_beams`` advance by: the positions they weigh against each other have played
        the same number of turns."""
        raise NotImplementedError

    def promise(self, state: State) -> float:
        """How near a win ``state`` looks, to rank the positions of a turn in the beams of
        ``turn_beams`` (the highest kept). It only orders the search: nothing is proved by it."""
        raise NotImplementedError

    def finding_share(self, state: State) -> float | None:
        """The share of a solver's budget its search for a win (the quick bot's line,
        nested rollouts, a beam) may use before the proof begins, for a game whose bound
        proves losses (and so finds wins) early in a proof under ``state``'s options.
        None: the solver's own share."""
        return None

    def probing_share(self, state: State) -> float | None:
        """The share of a solver's budget a proof led by the quick bot alone may use
        right after the bot's own line, out of ``finding_share``, for a game whose bound
        cuts its proofs short under ``state``'s options: a win a few moves off the bot's
        line, or a short proof of a loss, comes at once, and what that proof notes lost
        serves the proof after the search for a win. None: no proof first."""
        return None

    def last_restart(self, state: State) -> int | None:
        """Where a proof follows, the restart of the nested rollouts after which the
        search for a win ends (no later restart, no second level), for a game whose
        rollouts are seen to find their wins early under ``state``'s options: the rest of
        the share for a win goes to the proof after it. None: the solver's own
        (``search.RESTARTS``, then the second level)."""
        return None

    def proves_once_stalled(self, state: State) -> bool:
        """Whether the solver's proof comes straight after the restarts of its nested
        rollouts (no beams a turn at a time, no second level), led by the proof's own
        order rather than the rollouts' best line, where the restarts since the halfway
        found no better line by three quarters of them (the rest are left out): a search
        for a win that has stopped getting further leaves the rest of the budget to the
        proof. False: the solver's own order."""
        return False

    def order_once_stalled(self, state: State):
        """The order (a function as ``proof_order``) of the proofs that come once the
        search for a win has stalled (``proves_once_stalled``), where it is not the
        proof's own. None: the proof's own."""
        return None

    def proof_before_turn_beams(self, state: State) -> tuple | None:
        """A proof keyed soundly that comes between the restarts of the nested rollouts
        and the beams a turn at a time (``turn_beams``), where the restarts did not stall:
        its order (a function as ``proof_order``) and the most positions it may reach
        there; where it ends it answers (a win, or a loss proved), else it is paused and
        carried on where those beams end, in place of a second level of rollouts and of
        the solver's proof. None: no such proof."""
        return None

    def plainer(self, state: State) -> State | None:
        """``state`` under options that only take moves away from it (an option whose
        moves none of the lines there play), where the game has such: every line of legal
        moves from it is a line of legal moves from ``state`` with the same end, so a win
        found there is one here (the solver replays it through ``apply`` to be sure), and
        its bound, made for fewer moves, cuts more. Nothing it proves lost is lost here.
        None: no such options."""
        return None

    def rollout_bots(self, state: State) -> tuple:
        """The bots (each a function of the game, a view and a generator, as
        ``Game.bots``) the solver's rollouts play with under ``state``'s options, in
        turn, where they find wins the game's first, quick bot misses: a level-1 search
        of nested rollouts with each, then the restarts with each in turn. Empty: the
        quick bot alone."""
        return ()

    def unordered(self, state: State) -> frozenset[str]:
        """Piles whose order bears on nothing that can happen, under ``state``'s options."""
        return frozenset()

    def proof_order(self, state: State):
        """The move the solver's proofs try first at each decision under ``state``'s
        options (a function of the game, a position and a generator, as ``Game.bots``,
        reading the whole position: the solver knows every card), where it reaches wins
        sooner than the quick bot's choice. None: the quick bot's."""
        return None

    def alike(self, state: State) -> frozenset[str]:
        """Cards no rule tells apart, under ``state``'s options: a position with them
        exchanged among themselves is the same position to the solver, and moving one
        or another of them from the same place the same way is one move. None unless
        the game says (and proves it in tests/test_solver_pruning.py)."""
        return frozenset()

    def keeps_hope(self, after: State, action: Action) -> bool:
        """True only where ``action`` cannot have made ``hopeless`` true of ``after`` when
        it was false of the position before (it moved nothing ``hopeless`` counts on, or
        only towards more hope): the proof asks ``hopeless`` of such a position only when
        it was not asked of the one before. False unless the game says (and proves it in
        tests/test_solver_bounds.py)."""
        return False

    def lasting(self, state: State) -> Callable[[State], dict[str, int]] | None:
        """Under ``state``'s options, where a game can tell it: a function giving, for a
        position, the piles whose cards from place ``n`` up (the oldest at 0) never leave
        them, whatever is played, and bear on nothing but by their number (``{pile: n}``):
        the solver's key writes only the cards below ``n`` and how many lie above, so
        positions that differ only in which of those cards lie where above are searched
        once. None unless the game says (and proves it in tests/test_solver_pruning.py)."""
        return None

    def hopeful_lasting(self, state: State) -> Callable[[State], dict[str, int]] | None:
        """A wider ``lasting`` for a proof that only looks for a win: it may merge a won
        position with a lost one, so nothing such a proof calls lost counts, and a line it
        finds is replayed through ``apply`` before it does. None: no such merge."""
        return None

    def hopeful_unasked(self, state: State) -> frozenset[str]:
        """Kinds of move after which a proof that only looks for a win does not ask
        ``hopeless``: where asking is dear and has not been seen to cut. Not asking only
        searches more, so it hides no win, and such a proof calls nothing lost."""
        return frozenset()

    # Piles whose order no rule reads but as the order their cards are put, all of them
    # at once, on top of another pile (``{pile: onto}``): while ``lasting`` says some
    # card of ``onto`` never leaves it, they go on top of that card and never leave
    # either, so the solver's key lists such a pile sorted (proved in
    # tests/test_solver_pruning.py for each game that names one).
    poured_onto: dict[str, str] = {}

    def undone_first(self, after: State, action: Action) -> frozenset[str]:
        """The kinds of move that, played in ``after`` (the position ``action`` led to),
        undo ``action`` before anything else: each leads where the same move leads from
        the position before ``action``, which the proof searches from there, so it tries
        them only there (``solver.search.Solver.prove``). Empty unless the game says
        (and proves it in tests/test_solver_pruning.py)."""
        return frozenset()


@dataclass(frozen=True)
class Capabilities:
    """The parts a game has, as data on its class: each names the class that carries
    the game's hooks for it, None where the game has not that part. ``Ending`` and
    ``Handling`` every game has (a game names its own class to change them)."""

    hidden_hands: type[HiddenHands] | None = None
    board: type[Board] | None = None
    match: type[Match] | None = None
    reading: type[Reading] | None = None
    shortcuts: type[Shortcuts] | None = None
    ending: type[Ending] = Ending
    handling: type[Handling] = Handling
    # The game's own part of the table on the screen (a question asked before the first
    # move, its own end panel): "module.Class" in the game's folder, a subclass of
    # ``tarot_table.table.game_panel.GamePanel``. Named as text because it is pygame
    # code: only the table imports it, so the rules stay headless.
    table_panel: str | None = None

    def names(self) -> frozenset[str]:
        """The optional parts declared (``{"board", "hidden_hands"}``)."""
        return frozenset(name for name in self._parts()
                         if name not in ("ending", "handling") and getattr(self, name) is not None)

    def build(self, game: Game) -> dict[str, Part | None]:
        """Each part made for ``game``, by name."""
        return {name: (None if getattr(self, name) is None else getattr(self, name)(game))
                for name in self._parts()}

    def _parts(self) -> list[str]:
        return [f.name for f in fields(self) if f.name != "table_panel"]


def next_game(game: Game, state: State) -> tuple[dict[str, str], str]:
    """The options of the next game at the same seats after ``state``'s, and the words
    saying what they change ("" when nothing): only a match changes any."""
    if game.match is None:
        return dict(state.options), ""
    return game.match.next_options(state), game.match.next_words(state)


def games_before(game: Game, options: dict[str, str]) -> int:
    """How many games the table dealt before the one with ``options`` (its option of the
    role ``OptionRole.GAMES_BEFORE``; 0 where the game has none, or its text is no count)."""
    spec = next((spec for spec in game.options if spec.role is OptionRole.GAMES_BEFORE), None)
    return 0 if spec is None else games_counted(options.get(spec.key, ""))


def games_counted(words: str) -> int:
    """A count of games as an option holds it: its digits, or 0 for text that is no count
    (a save or a table's log is read as hostile)."""
    return int(words) if words.isascii() and words.isdigit() and len(words) <= MOST_COUNT_DIGITS else 0


def counted_on(game: Game, state: State, options: dict[str, str]) -> dict[str, str]:
    """``options`` for the next game at the table that played ``state``: the count of the
    games before it goes on by the games ``state`` played (a match's each), so a story
    that numbers its games says "Game 2" for the table's second (play-test round 8: Play
    again's story began "Game 1")."""
    played = max(1, len(game.match.winning_roles(state))) if game.match is not None else 1
    return at_table_count(game, options, games_before(game, state.options) + played)


def at_table_count(game: Game, options: dict[str, str], before: int = 0) -> dict[str, str]:
    """``options`` with the count of the games the table dealt before set to ``before`` (0:
    the first game of a new table)."""
    counted = dict(options)
    for spec in game.options:
        if spec.role is OptionRole.GAMES_BEFORE:
            counted[spec.key] = str(min(before, 10 ** MOST_COUNT_DIGITS - 1))
    return counted


def pause_of(game: Game, state: State) -> Pause | None:
    """The break the table waits out now: only a match has one."""
    return None if game.match is None else game.match.pause(state)


def card_reader(asking: Game) -> Reading | None:
    """The reading part of the registered game that reads cards handed over by another
    game (``asking``, which is left out: it may be loading), None when there is none.
    The games whose registry line says they read cards are loaded in registry order
    until one is found (no other game is loaded for it); a broken one is passed by."""
    from tarot_table.games import GAMES, GameLoadError   # the registry imports the games lazily
    for entry in GAMES.entries():
        if entry.id == asking.id or not entry.reads_cards:
            continue
        try:
            game = GAMES[entry.id]
        except GameLoadError:
            continue
        if game.reading is not None and game.reading.reads_cards:
            return game.reading
    return None


def reading_of(game: Game, state: State) -> ReadingSummary | None:
    """The finished reading the position shows: only a game that ends in one has one."""
    return None if game.reading is None else game.reading.summary(state)
