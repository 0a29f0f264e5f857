"""The reading table: lay a tarot spread and turn its cards.

Rules: a position holds one card; cards come from the top of the shuffled deck
face down; a placed card may be turned face up, once. The reading is complete
when every position holds a card turned face up. A reading is not scored: it
ends in a summary of the spread, not in a win.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from tarot_table.cards import TAROT_DECK, english_name
from tarot_table.games.base import (Action, BadOptions, Event, FollowUp, Game, MadeOnce, Outcome, OptionRole, OptionSpec, PLACED, ReadCard,
                                    ReadingSummary, Seat, State)
from tarot_table.games.capabilities import Capabilities, Handling, Reading
from tarot_table.games.reading import presentation
from tarot_table.games.reading.bots import BOTS
from tarot_table.games.reading.layout import DECK_HELP, DECK_SPENT_HELP, reading_layout
from tarot_table.games.reading.spreads import Position, spread_from_text, spread_text, usable_spreads
from tarot_table.wording import plural

DEFAULT_SPREAD = "three-cards"


class SpreadReading(Reading):
    """What the table keeps of a finished reading."""

    def summary(self, state: State) -> ReadingSummary | None:
        if self.game.outcome(state) is None:
            return None
        cards = tuple(ReadCard(p.title, p.meaning, state.zones[p.zone][0].card, state.zones[p.zone][0].reversed)
                      for p in self.game._positions(state))
        return ReadingSummary(state.options["spread"], spread_from_text(state.data["spread"])[0],
                              state.options.get("question", ""), cards, state.options.get("after", ""))

    def kept_zones(self, state: State) -> list[str]:
        """By the spread the reading keeps: its file may have changed since."""
        return ["deck"] + [p.zone for p in self.game._positions(state)]

    reads_cards = True

    def spread_choice(self) -> OptionSpec:
        return next(o for o in self.game.options if o.key == "spread")

    def spread_of_size(self, count: int) -> str | None:
        """The first of the shipped spreads, in their usual order, with ``count`` positions."""
        return next((s.id for s in usable_spreads().values() if s.builtin and len(s.positions) == count), None)

    def of_cards(self, label: str, cards: list[str], spread: str, as_given: bool = False) -> FollowUp:
        options = {"spread": spread, "cards": ",".join(cards)}
        if as_given:
            options["order"] = "as-given"
        return FollowUp(label, self.game.id, options)


class ReadingHandling(Handling):
    one_enter_draws = False   # every lay by two Enters, the last too: the line's rhythm

    def clicked(self, state: State, card: str, actions: list[Action]) -> Action | None:
        """One click on the deck lays its next card where the spread's order puts it, as
        one click on Queens of Fate's Destiny draws (play-test finding: a click on the deck
        did nothing)."""
        deck = state.zones["deck"]
        if deck and card == deck[-1].card:
            return self.game.default_action(state, card)
        return super().clicked(state, card, actions)

    def asked_for(self, state: State) -> frozenset[str]:
        """The card the status line asks for: the deck's top while a position is empty
        (so the keys' focus stays on the deck after a lay, where "Enter twice on the deck"
        lays the next card: play-test round 8, the focus went to the Crown just laid and
        the next Enter turned it), then the next face-down card in the spread's order."""
        if self.game.next_to_lay(state) is not None:
            return frozenset({state.zones["deck"][-1].card})
        to_turn = self.game.next_to_turn(state)
        return frozenset({state.zones[to_turn.zone][0].card}) if to_turn is not None else frozenset()


class ReadingTable(Game):
    seat_names = ("Reader",)
    bots = BOTS
    strong_bot = "in-order"
    scored = False   # a reading is not a contest: no time, moves or statistics
    session_word = "reading"   # what the table calls one: "New reading", "a name for this reading"
    folder = Path(__file__).parent
    capabilities = Capabilities(reading=SpreadReading, table_panel="table_panel.ReadingPanel",
                                handling=ReadingHandling)

    @property
    def options(self) -> tuple[OptionSpec, ...]:
        """The spreads on offer are the usable spread files, the reader's own included
        (made again only when they change: every new reading reads its options)."""
        return _options(tuple((s.id, s.name) for s in usable_spreads().values()))

    def short_options_parts(self, options: dict[str, str], seats: list[Seat]) -> list[str]:
        """The spread by its name alone and the reversed cards as "reversals on" or "all
        upright", where the top bar is narrow (at 175% in 1920x1080 it had room for
        "Spread: Three cards, …" only)."""
        parts = super().short_options_parts(options, seats)
        if len(parts) != 2:
            return parts
        spread, reversals = parts
        return [spread.split(": ", 1)[-1], "reversals on" if reversals.endswith(": On") else "all upright"]

    def _spread_file(self, spread_id: str):
        spread = usable_spreads().get(spread_id)
        if spread is None:
            raise BadOptions(f"there is no usable spread called '{spread_id}'")
        return spread

    def zones(self, options, players):
        return ["deck"] + [p.zone for p in self._spread_file(options["spread"]).positions]

    def setup(self, state: State) -> None:
        spread = self._spread_file(state.options["spread"])
        state.data["spread"] = spread_text(spread)
        cards = self._chosen_cards(state)
        if state.options["order"] == "as-given":
            cards.reverse()   # dealt from the end of the list: the first card given is on top
        else:
            state.rng.shuffle(cards)
        turned = state.rng.coins(len(cards)) if state.options["reversals"] == "on" else [False] * len(cards)
        state.zones["deck"].extend(PLACED[card, False, turn] for card, turn in zip(cards, turned))
        state.story.append(self._dealing_words(state, spread.name))

    @staticmethod
    def _dealing_words(state: State, spread_name: str) -> str:
        """What happened to the deck, in the story: a deck handed over as it is (a game's
        cut, house decision 12 of Tempting Fate) is not shuffled, only turned."""
        chosen = [c for c in state.options["cards"].split(",") if c.strip()]
        if state.options["order"] != "as-given":
            if chosen:   # some cards handed over to read (a game's hand), not the deck
                return f"The {plural(len(chosen), 'card')} to read {'is' if len(chosen) == 1 else 'are'} shuffled for a {spread_name} reading."
            return f"The deck is shuffled for a {spread_name} reading."
        turned = ", each card turned either way at random" if state.options["reversals"] == "on" else ""
        return (f"The deck is laid out as it was handed over, not shuffled{turned}, "
                f"for a {spread_name} reading.")

    def _chosen_cards(self, state: State) -> list[str]:
        wanted = [c.strip() for c in state.options["cards"].split(",") if c.strip()]
        if not wanted:
            return list(TAROT_DECK)
        if any(c not in TAROT_DECK for c in wanted) or len(set(wanted)) != len(wanted):
            raise BadOptions("the cards to read must be distinct tarot card ids")
        if len(wanted) < len(self._positions(state)):
            raise BadOptions("there are fewer cards than the spread has positions")
        return wanted

    def _positions(self, state: State) -> tuple[Position, ...]:
        return spread_from_text(state.data["spread"])[1]

    def legal_actions(self, state: State) -> list[Action]:
        actions = []
        for pos in self._positions(state):
            pile = state.zones[pos.zone]
            if not pile and state.zones["deck"]:
                actions.append(_LAY[pos.zone, pos.title])
            elif pile and not pile[0].face_up:
                actions.append(_TURN[pos.zone, pos.title])
        return actions

    def perform(self, state: State, action: Action) -> list[Event]:
        if action.kind == "place":
            card = state.top("deck").card
            event = state.move(card, action.to, face_up=False)
            positions = self._positions(state)   # read from the kept spread once a move
            state.story.append(f"A card is laid as {next(p.title for p in positions if p.zone == action.to)}.")
            if all(state.zones[pos.zone] for pos in positions):
                state.story.append(f"Every position holds a card. Click {'it' if len(positions) == 1 else 'each'} "
                                   "to turn it over.")
            return [event]
        pile = state.zones[action.src]
        placed = pile[-1] = PLACED[pile[-1].card, True, pile[-1].reversed]
        turn = "reversed" if placed.reversed else "upright"
        state.story.append(f"{self._title(state, action.src)}: {english_name(placed.card)}, {turn}.")
        return [Event("flip", placed.card, action.src, action.src, True)]

    def _title(self, state: State, zone: str) -> str:
        return next(p.title for p in self._positions(state) if p.zone == zone)

    def outcome(self, state: State) -> Outcome | None:
        for pos in self._positions(state):
            pile = state.zones[pos.zone]
            if not pile or not pile[0].face_up:
                return None
        return Outcome((0,), (1.0,), "The spread is laid and every card is turned.")

    def layout(self, state: State):
        positions = self._positions(state)
        spent = all(state.zones[pos.zone] for pos in positions)
        return reading_layout(positions, state.options.get("question", ""), self._to_do(state),
                              DECK_SPENT_HELP if spent else DECK_HELP)

    def _to_do(self, state: State) -> dict[str, str]:
        """What may be done at each position now, for the words shown when the pointer
        rests on it: a newcomer whose pointer rested on the last position laid read only
        what it means, and not that its card is turned by a click."""
        to_do = {}
        for pos in self._positions(state):
            pile = state.zones[pos.zone]
            if not pile and state.zones["deck"]:
                to_do[pos.zone] = "Drag a card from the deck here."
            elif pile and not pile[0].face_up:
                to_do[pos.zone] = "Click the card to turn it over."
        return to_do

    def undoable(self, state: State, action: Action) -> bool:
        return action.kind != "flip"  # a card once seen stays seen

    def status(self, state: State) -> str:
        return presentation.status(self, state)

    def next_to_lay(self, state: State) -> Position | None:
        """The first empty position after the last one laid, in the spread's order."""
        if not state.zones["deck"]:
            return None
        return _next_after_furthest(self._positions(state), lambda pos: bool(state.zones[pos.zone]))

    def default_action(self, state: State, card: str) -> Action | None:
        """The deck's top card is laid on the next position in the spread's order (as
        the status line names it); a card on the spread is turned over."""
        deck = state.zones["deck"]
        if deck and card == deck[-1].card:
            pos = self.next_to_lay(state)
            return _LAY[pos.zone, pos.title] if pos is not None else None
        return super().default_action(state, card)

    def next_to_turn(self, state: State) -> Position | None:
        """The first face-down card after the last one turned, in the spread's order."""
        laid = [p for p in self._positions(state) if state.zones[p.zone]]
        return _next_after_furthest(tuple(laid), lambda pos: state.zones[pos.zone][0].face_up)

    def describe(self, state: State, card: str) -> str:
        return presentation.describe(self, state, card)

    def why_not(self, state: State, card: str | None, zone: str | None) -> str:
        return presentation.why_not(self, state, card, zone)


# A position's two moves, by its zone and title, made once and shared (an Action is never changed).
_LAY = MadeOnce(lambda key: Action("place", src="deck", to=key[0], label=f"Lay a card as {key[1]}"), limit=10_000)
_TURN = MadeOnce(lambda key: Action("flip", src=key[0], label=f"Turn over {key[1]}"), limit=10_000)


@lru_cache(maxsize=8)
def _options(spreads: tuple[tuple[str, str], ...]) -> tuple[OptionSpec, ...]:
    """The reading table's options for these usable spreads, (id, name) each in order."""
    names = ", ".join(name for _, name in spreads)
    ids = tuple(spread_id for spread_id, _ in spreads)
    return (
        OptionSpec("spread", "Spread", f"How many cards, in what pattern: {names}. Each position of a spread "
                   "stands for a part of the answer.", ids,
                   DEFAULT_SPREAD if DEFAULT_SPREAD in ids else next(iter(ids), ""),
                   labels=tuple(name for _, name in spreads)),
        OptionSpec("reversals", "Reversed cards",
                   "When on, about half the cards lie upside down once turned; a reversed card is "
                   "read with its meaning turned inward or blocked. Off reads every card upright.",
                   ("off", "on"), "on", role=OptionRole.READING_REVERSALS),
        OptionSpec("cards", "Cards", "Read only these cards (ids separated by commas), as another "
                   "game hands them over; empty for the whole deck.", (), "", hidden=True),
        OptionSpec("order", "Order", "Whether handed-over cards are shuffled, or kept in the "
                   "order given with the first on top (a deck another game has cut).",
                   ("shuffled", "as-given"), "shuffled", hidden=True),
        OptionSpec("question", "Your question",
                   "What the reading is about, in your own words; you may leave it empty.",
                   (), "", hidden=True, ask_at_start=True),
        OptionSpec("after", "After a game", "For a reading of the cards a finished game handed over: "
                   "that game and how it ended, in words; empty for a reading on its own.",
                   (), "", hidden=True, role=OptionRole.AFTER_GAME),
    )


def _next_after_furthest(positions: tuple[Position, ...], done) -> Position | None:
    """The first position not ``done`` after the last one that is, wrapping round to the
    start: the suggestion follows the reader wherever they began."""
    reached = max((i for i, pos in enumerate(positions) if done(pos)), default=-1)
    ordered = positions[reached + 1:] + positions[:reached + 1]
    return next((pos for pos in ordered if not done(pos)), None)
