"""Tournament of Queens: drag queens court nine judges with their attributes, spoil
each other's looks, bribe the panel and play the Major Arcana for their effects.

Zones: the draw pile ``stock``, ``discard``, the judge ``reserve``, nine judges
``judge1``..``judge9`` (each a stack: the judge dealt, then the bribes on it), the
``stage`` (table-wide effects and blessings on judges) and, for every seat, its
``hand``, its ``sash`` (continuing effects worn) and four attribute stacks
``attr{seat}_{suit}`` (the attribute card, if any, then the modifiers on it). The
rules in the project's own words, with every house decision, are in rules.md.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from tarot_table.cards import TAROT_DECK, english_name, facts, the
from tarot_table.games.base import Action, Event, Game, OptionSpec, Outcome, PLACED, Placed, State
from tarot_table.games.capabilities import Capabilities, Handling, HiddenHands, Stake, names_and_verb
from tarot_table.games.tournament_of_queens import effects as fx
from tarot_table.games.tournament_of_queens.bots import BOTS
from tarot_table.games.tournament_of_queens.cards import ATTRIBUTES, LOWER_IS_BETTER, WORDS, bribe_rank, value
from tarot_table.games.tournament_of_queens.effects import JUDGE_EFFECT_WORDS, JUDGEMENT_AS_JUDGE, effect_of, say
from tarot_table.games.tournament_of_queens.judging import Board, cast, tally
from tarot_table.games.tournament_of_queens.layout import tournament_layout
from tarot_table.games.tournament_of_queens.playing import play_effect
from tarot_table.games.tournament_of_queens import presentation
from tarot_table.games.tournament_of_queens.presentation import TournamentEnding
from tarot_table.games.tournament_of_queens.zones import JUDGEMENT, JUDGES, attr, attr_suit, hand, owner, sash

PATTERN = "OXOOXOOXO"           # the judges' deal: O face up (open), X face down (hidden)
RESERVE = 4
HAND = 6
EMPRESS, EMPEROR, HIEROPHANT, STRENGTH, SUN = (f"major_arcana.{n:02d}" for n in (3, 4, 5, 8, 19))


def _points(pile: list[Placed], worn: bool) -> int:
    """An attribute's cards added up: the base and upright modifiers add, reversed
    modifiers take away. A zero (no card worn) never falls below zero: rivals may
    raise it, and what they take off again stops at zero (house decision 5)."""
    points = sum(-value(p.card) if p.reversed else value(p.card) for p in pile)
    return points if worn or points > 0 else 0


@dataclass
class Openings:
    """The places a card in hand may go this turn, found once for the whole hand."""

    rivals: list[int]                     # rivals open to modifiers
    judges: list[tuple[str, int]]         # judges open to bribes, with their top card's bribe rank


class ContestantHands(HiddenHands):
    by_card = True   # the High Priestess's secret is one card of the reserve
    alike_outside_private = True   # see zone_sight: only a hand's answer depends on the seat

    def private_zones(self, state: State) -> dict[str, int]:
        return {hand(seat): seat for seat in range(len(state.seats))}

    def can_see(self, state: State, zone: str, placed: Placed, seat: int | None) -> bool:
        """As usual, and the High Priestess's secret: the reserve card she looked at, kept
        by its place in the pile (counted from the bottom), so the card's name is not in
        the data every seat's view shares."""
        if zone.startswith("hand"):   # the private zones, without building their dict per card
            return seat == owner(zone)
        if zone == "reserve" and state.data["peeks"]:
            return [seat, state.zones["reserve"].index(placed)] in state.data["peeks"]
        return placed.face_up

    def zone_sight(self, state: State, zone: str, seat: int | None) -> str:
        """``can_see`` above for a whole zone at once: a hand for its owner alone, the
        reserve card by card while a secret is kept, every other pile as it lies."""
        if zone.startswith("hand"):
            return "all" if seat == owner(zone) else "none"
        if zone == "reserve" and state.data["peeks"]:
            return "by card"
        return "face up"


class TournamentHandling(Handling):
    def stake(self, state: State, action: Action) -> Stake | None:
        """House decision 24: a card discarded from the hand is thrown away, and a move
        that cannot be taken back (a secret look, a judge revealed, the play that ends the
        contest) stays done: one click makes neither."""
        if action.kind == "discard":
            return Stake.A_CARD
        after = state.clone()
        self.game.apply(after, action)
        return None if self.game.undoable(after, action) else Stake.FOR_GOOD


class TournamentOfQueens(Game):
    seat_names = ("Anemone", "Blanche", "Coco", "Dolly", "Esme", "Fifi")
    bots = BOTS
    strong_bot = "shrewd"
    folder = Path(__file__).parent
    capabilities = Capabilities(hidden_hands=ContestantHands, ending=TournamentEnding, handling=TournamentHandling)
    options = (
        OptionSpec("words", "Words", "The words the table uses for the fourth attribute (Swords) and for "
                   "playing a card reversed against a rival: the rules' own, or milder ones. The game "
                   "is the same either way.", tuple(WORDS), "as-written"),
    )

    # ---- set-up --------------------------------------------------------------------------
    def zones(self, options, players):
        names = ["stock", "discard", "reserve", "stage", *JUDGES]
        for seat in range(players):
            names += [hand(seat), sash(seat), *(attr(seat, s) for s in ATTRIBUTES)]
        return names

    def setup(self, state: State) -> None:
        players = len(state.seats)
        stock = state.zones["stock"]
        stock.extend(PLACED[c, False, False] for c in TAROT_DECK)
        state.rng.shuffle(stock)
        state.data.update({"dealer": players - 1, "bases": {}, "continuing": {}, "peeks": [],
                           "skip": [0] * players, "last_round": None, "judgement_by": None,
                           "turns": 0, "result": None})
        for zone, mark in zip(JUDGES, PATTERN):
            state.move(stock[-1].card, zone, face_up=mark == "O")
        for _ in range(RESERVE):
            state.move(stock[-1].card, "reserve", face_up=False)
        for _ in range(HAND):
            for seat in range(players):
                state.move(stock[-1].card, hand(seat))
        names = [s.name for s in state.seats]
        state.story.append(f"{names[-1]} deals: nine judges, six open and three hidden, a reserve of "
                           f"{RESERVE} and {HAND} cards each. {names[0]} opens the contest.")
        seated = next((j for j in self.open_judges(state) if state.top(j).card == JUDGEMENT), None)
        if seated is not None:
            state.story.append(f"Judgement is dealt as judge {seated[5:]}: it gives 2 votes to the best all "
                               f"round. {JUDGEMENT_AS_JUDGE}")
        self._start_turn(state, 0)

    # ---- turns ---------------------------------------------------------------------------
    def _start_turn(self, state: State, seat: int) -> list[Event]:
        """Seat ``seat`` begins a turn: a missed turn passes, otherwise she draws (if the
        pile holds any card) and must play; with no card at all her turn passes."""
        state.to_act = seat
        events: list[Event] = []
        name = state.seats[seat].name
        if state.data["skip"][seat] and state.data["last_round"] is None:
            state.data["skip"][seat] -= 1
            events.append(say(state, f"{name} is in seclusion and misses this turn."))
            return events + self._end_turn(state)
        if state.zones["stock"]:
            events.append(state.move(state.top("stock").card, hand(seat), face_up=False, src="stock"))
        if not state.zones[hand(seat)]:
            events.append(say(state, f"{name} has no cards left and passes."))
            return events + self._end_turn(state)
        return events

    def _end_turn(self, state: State) -> list[Event]:
        seat = state.to_act
        state.data["turns"] += 1
        if self._everyone_out(state):
            return self._finish(state, "Every contestant is out of cards.")
        last = state.data["last_round"]
        if last is not None:
            if not last:
                return self._finish(state, "Judgement's last round is over.")
            return self._start_turn(state, last.pop(0))
        return self._start_turn(state, (seat + 1) % len(state.seats))

    def _everyone_out(self, state: State) -> bool:
        return not state.zones["stock"] and not any(state.zones[hand(s)] for s in range(len(state.seats)))

    def _call_judgement(self, state: State, seat: int) -> list[Event]:
        """Judgement ends the contest: every other contestant has one more turn, in
        turn order from the caller's left; the caller has none. Nobody misses it: a
        seclusion still to come (the Hermit) is lifted (house decision 11)."""
        if state.data["last_round"] is not None:
            return []
        players = len(state.seats)
        state.data["last_round"] = [(seat + k) % players for k in range(1, players)]
        state.data["judgement_by"] = seat
        lifted = [state.seats[s].name for s in range(players) if state.data["skip"][s] and s != seat]
        state.data["skip"] = [0] * players
        events = [Event("announce", text="Judgement: the last round"),
                  say(state, f"Judgement is called for {state.seats[seat].name}: everyone else has one "
                             f"more turn.")]
        if lifted:
            events.append(say(state, f"{' and '.join(lifted)} leave{'s' if len(lifted) == 1 else ''} "
                                     f"seclusion for the last round."))
        return events

    def default_action(self, state: State, card: str) -> Action | None:
        """The card's usual move, where a double-click plays it and the keys' focus starts
        once it is picked up: its first move that leaves no attribute the wrong way, the
        player's own worse or a rival's better (wearing the Six of Wands over the Queen of
        Wands, 14, came first: play-test round 5, K5); its first where every move does."""
        mine = self.actions_for_card(state, card)
        fine = [action for action in mine if not self._wrong_way(state, action)]
        return (fine or mine or [None])[0]

    def _wrong_way(self, state: State, action: Action) -> bool:
        """Whether ``action`` leaves the attribute it is laid on worse for the player to act
        (her own lower, a rival's higher; lower is better for one attribute)."""
        if action.kind not in ("attribute", "modify"):
            return False
        seat, suit = owner(action.to), attr_suit(action.to)
        after = state.clone()
        self.apply(after, action)
        gain = self.total(after, seat, suit) - self.total(state, seat, suit)
        better_for_her = -gain if suit == LOWER_IS_BETTER else gain
        return better_for_her < 0 if seat == state.to_act else better_for_her > 0

    # ---- what may be played --------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        actions = self.unlabelled_actions(state)
        if actions:
            words = WORDS[state.options.get("words", "as-written")]
            for action in actions:   # made just now, shared with no one yet
                action.label = self._move_label(state, action, words)
        return actions

    def unlabelled_actions(self, state: State) -> list[Action]:
        if state.data["result"] is not None or state.to_act is None:
            return []
        me = state.to_act
        openings = self._openings(state, me)
        actions: list[Action] = []
        for placed in state.zones[hand(me)]:
            actions += self._card_plays(state, me, placed.card, openings)
        return actions

    def _openings(self, state: State, me: int) -> Openings:
        """What every card in a hand may be played on, worked out once per turn."""
        rivals = [rival for rival in self.rivals(state, me) if not self.protected(state, rival, me)]
        judges = [(judge, bribe_rank(state.top(judge).card)) for judge in self.open_judges(state)
                  if not self.blessed(state, judge)]
        return Openings(rivals, judges)

    def _card_plays(self, state: State, me: int, card: str, openings: Openings) -> list[Action]:
        plays: list[Action] = []
        f = facts(card)
        if f.arcana == "minor":
            suit, worth = f.suit, value(card)
            plays.append(Action("attribute", card, attr(me, suit)))
            for rival in openings.rivals:
                zone = attr(rival, suit)
                plays.append(Action("modify", card, zone, "up"))
                if self.can_take_off(state, zone, worth):
                    plays.append(Action("modify", card, zone, "down"))
        rank = bribe_rank(card)
        for judge, covered in openings.judges:
            if rank > covered:
                plays.append(Action("bribe", card, judge))
        if f.arcana == "major":
            plays += [Action("effect", card, zone) for zone in self.effect_targets(state, me, card)]
        plays.append(Action("discard", card, "discard"))
        return plays

    def _move_label(self, state: State, action: Action, words: dict[str, str]) -> str:
        """What a legal move is called on screen."""
        kind, card, zone = action.kind, action.card, action.to
        name = english_name(card)
        if kind == "attribute":
            return f"Wear {name} as your {words[facts(card).suit]}"
        if kind == "modify":
            whose, word = f"{state.seats[owner(zone)].name}'s ", words[facts(card).suit]
            if action.choice == "up":
                return f"Add {value(card)} to {whose}{word} (upright)"
            return f"Take {value(card)} off {whose}{word} (reversed)"
        if kind == "bribe":   # the seed: "The judge is now bribed, and will vote according to the card you just played."
            return f"Bribe judge {zone[5:]} with {name}: it votes as {name} does"
        if kind == "effect":
            return self._effect_label(state, card, zone)
        return f"Discard {name}"

    def _effect_label(self, state: State, card: str, zone: str) -> str:
        name = english_name(card)
        if zone.startswith("judge"):   # a trump's effect on a judge is not a bribe: its own words say what it does
            return f"Play {name} on judge {zone[5:]}: {JUDGE_EFFECT_WORDS[facts(card).number]}"
        if zone.startswith("attr"):
            return f"Play {name} on {state.seats[owner(zone)].name}'s {self.word(state, attr_suit(zone))}"
        if zone.startswith("sash"):
            return f"Play {name} on {state.seats[owner(zone)].name}"
        return f"Play {name}"

    def effect_targets(self, state: State, me: int, card: str) -> list[str]:
        """Where a trump may be dropped as an effect now."""
        effect = effect_of(card)
        kind = effect.target
        players = range(len(state.seats))
        if kind == fx.STAGE:
            if effect.number == 17 and not state.data["continuing"]:
                return []
            return ["stage"]
        if kind == fx.RESERVE:
            reserve = state.zones["reserve"]
            return ["reserve"] if reserve and [me, len(reserve) - 1] not in state.data["peeks"] else []
        if kind == fx.OWN:
            if effect.number == 7 and not state.zones["stock"]:
                return []
            return [sash(me)]
        if kind == fx.ANYONE:
            return [sash(s) for s in players]
        if kind == fx.RIVAL:
            if effect.number == 9:   # nobody misses her turn in the last round (house decision 11)
                return [] if state.data["last_round"] is not None else [sash(s) for s in self.rivals(state, me)]
            return [sash(s) for s in self.rivals(state, me) if state.zones[hand(s)]]
        if kind in (fx.ATTRIBUTE, fx.RIVAL_ATTRIBUTE, fx.MODIFIED):
            return [attr(s, suit) for s in players for suit in ATTRIBUTES
                    if self._attribute_target(state, me, effect, s, suit)]
        if kind in (fx.OPEN_JUDGE, fx.BRIBED_JUDGE):
            judges = [j for j in self.open_judges(state) if not self.blessed(state, j)]
            if kind == fx.BRIBED_JUDGE:
                judges = [j for j in judges if len(state.zones[j]) > 1]
            if effect.number == 13 and not state.zones["reserve"]:
                return []
            return judges
        if kind == fx.HIDDEN_JUDGE:
            if not state.zones["reserve"]:
                return []
            return [j for j in JUDGES if not self.is_open(state, j)]
        raise ValueError(kind)

    def _attribute_target(self, state: State, me: int, effect, seat: int, suit: str) -> bool:
        zone = attr(seat, suit)
        if seat != me and self.protected(state, seat, me):
            return False
        if effect.target == fx.RIVAL_ATTRIBUTE:
            return seat != me and bool(state.zones[zone] or state.zones[attr(me, suit)])
        if effect.target == fx.MODIFIED:
            return self.modifier_count(state, zone) > 0
        if effect.number == 11:   # Justice needs a modifier somewhere in that suit
            return any(self.modifier_count(state, attr(s, suit)) for s in range(len(state.seats))
                       if s == me or not self.protected(state, s, me))
        if effect.number == 16:
            return bool(state.zones[zone])
        if effect.number == 8:
            return STRENGTH not in state.data["continuing"]
        return True

    # ---- facts about the table -----------------------------------------------------------
    def rivals(self, state: State, me: int) -> list[int]:
        return [s for s in range(len(state.seats)) if s != me]

    def word(self, state: State, key: str) -> str:
        return WORDS[state.options.get("words", "as-written")][key]

    def is_open(self, state: State, judge: str) -> bool:
        return state.zones[judge][0].face_up

    def open_judges(self, state: State) -> list[str]:
        return [j for j in JUDGES if self.is_open(state, j)]

    def blessed(self, state: State, judge: str) -> bool:
        blessing = state.data["continuing"].get(HIEROPHANT)
        return blessing is not None and blessing["on"] == judge

    def protected(self, state: State, seat: int, by: int) -> bool:
        """Whether the Emperor keeps ``by`` off ``seat``'s attributes."""
        throne = state.data["continuing"].get(EMPEROR)
        return throne is not None and throne["on"] == sash(seat) and by != seat

    def base(self, state: State, zone: str) -> str | None:
        return state.data["bases"].get(zone)

    def modifier_count(self, state: State, zone: str) -> int:
        return len(state.zones[zone]) - (1 if self.base(state, zone) else 0)

    def can_take_off(self, state: State, zone: str, worth: int) -> bool:
        """Whether a reversed modifier of ``worth`` may go on a rival's attribute: on a
        worn card always; on a zero only as far as rivals have raised it (house decision 5)."""
        return zone in state.data["bases"] or _points(state.zones[zone], False) >= worth

    def total(self, state: State, seat: int, suit: str) -> int:
        zone = attr(seat, suit)
        return _points(state.zones[zone], zone in state.data["bases"]) + self.boost(state, seat, suit, zone)

    def boost(self, state: State, seat: int, suit: str, zone: str) -> int:
        """What the Empress, the Sun and Strength add to an attribute, wherever they lie."""
        continuing = state.data["continuing"]
        if not continuing:
            return 0
        boost = 0
        if suit == "cups" and continuing.get(EMPRESS, {}).get("on") == sash(seat):
            boost += fx.EMPRESS_BONUS
        if suit == "pentacles" and continuing.get(SUN, {}).get("on") == sash(seat):
            boost += fx.SUN_BONUS
        if continuing.get(STRENGTH, {}).get("on") == zone:
            boost += -fx.STRENGTH_BONUS if suit == LOWER_IS_BETTER else fx.STRENGTH_BONUS
        return boost

    def judging_board(self, state: State) -> Board:
        players = len(state.seats)
        bases, zones = state.data["bases"], state.zones
        totals, worn, modifiers = [], [0] * players, [0] * players
        for seat in range(players):
            totals.append({})
            for suit in ATTRIBUTES:
                zone = attr(seat, suit)
                pile = zones[zone]
                based = zone in bases
                totals[seat][suit] = _points(pile, based) + self.boost(state, seat, suit, zone)
                worn[seat] += based
                modifiers[seat] += len(pile) - based
        return Board(totals, worn, modifiers, [len(zones[hand(seat)]) for seat in range(players)])

    def standing(self, state: State) -> list[Fraction]:
        """Votes if the contest ended now, counting the open judges only."""
        return tally(self.judging_board(state), [state.top(j).card for j in self.open_judges(state)])

    # ---- playing -------------------------------------------------------------------------
    def perform(self, state: State, action: Action) -> list[Event]:
        me = state.to_act
        handler = getattr(self, "_do_" + action.kind)
        events = handler(state, me, action)
        if action.card == JUDGEMENT:   # out of a hand by any road, it calls the last round
            events += self._call_judgement(state, me)
        if state.data["result"] is None:
            events += self._end_turn(state)
        state.data["showed"] = self._showed_a_person(state, me, events)
        return events

    @staticmethod
    def _showed_a_person(state: State, mover: int, events: list[Event]) -> bool:
        """Whether the move let a person see a card hidden from them (house decision 20):
        a bot's move shows every person what it lays face up from its hand or the pile and
        the card it draws for a person; a person's own move counts only what it shows
        them (a card taken from a rival's hand or the pile), since the next person looks
        only once the screen is passed, when that move may no longer be taken back."""
        people = [s for s, seat in enumerate(state.seats) if seat.is_human]
        watching = people if not state.seats[mover].is_human else [mover]
        for event in events:
            if event.kind == "flip" and event.face_up and watching:
                return True
            if event.kind != "move":
                continue
            for person in watching:
                was_hidden = event.src in ("stock", "reserve") or (
                    event.src.startswith("hand") and owner(event.src) != person)
                if was_hidden and (event.face_up or event.dst == hand(person)):
                    return True
        return False

    def _discard_stack(self, state: State, zone: str) -> list[Event]:
        state.data["bases"].pop(zone, None)
        return [self._to_discard(state, p.card, zone) for p in list(state.zones[zone])]

    def _to_discard(self, state: State, card: str, src: str | None = None) -> Event:
        """Put ``card`` face up and upright on the discard pile; ``src``, the zone it
        lies in when known, spares a search of the table."""
        return state.move(card, "discard", face_up=True, src=src, reversed=False)

    def _do_attribute(self, state: State, me: int, action: Action) -> list[Event]:
        suit = facts(action.card).suit
        events = self._discard_stack(state, action.to)
        events.append(state.move(action.card, action.to, face_up=True, src=hand(me)))
        state.data["bases"][action.to] = action.card
        events.append(say(state, f"{state.seats[me].name} wears {the(action.card)}: "
                                 f"{self.word(state, suit)} {self.total(state, me, suit)}."))
        return events

    def _do_modify(self, state: State, me: int, action: Action) -> list[Event]:
        suit = facts(action.card).suit
        rival = owner(action.to)
        events = [state.move(action.card, action.to, face_up=True, src=hand(me), reversed=action.choice == "down")]
        sign = "takes" if action.choice == "down" else "adds"
        how = f" ({self.word(state, 'negative')})" if action.choice == "down" else ""
        events.append(say(state, f"{state.seats[me].name} {sign} {value(action.card)} "
                                 f"{'off' if action.choice == 'down' else 'to'} {state.seats[rival].name}'s "
                                 f"{self.word(state, suit)}{how}: now {self.total(state, rival, suit)}."))
        return events

    def _do_bribe(self, state: State, me: int, action: Action) -> list[Event]:
        events = [state.move(action.card, action.to, face_up=True, src=hand(me))]
        events.append(say(state, f"{state.seats[me].name} bribes judge {action.to[5:]} with "
                                 f"{the(action.card)}."))
        return events

    def _do_discard(self, state: State, me: int, action: Action) -> list[Event]:
        return [self._to_discard(state, action.card, hand(me)),
                say(state, f"{state.seats[me].name} discards {the(action.card)}.")]

    def _do_effect(self, state: State, me: int, action: Action) -> list[Event]:
        return play_effect(self, state, me, action.card, action.to)

    # ---- the end --------------------------------------------------------------------------
    def _finish(self, state: State, why: str) -> list[Event]:
        events = []
        turned = []
        for judge in JUDGES:
            pile = state.zones[judge]
            for index, placed in enumerate(pile):
                if not placed.face_up:
                    pile[index] = PLACED[placed.card, True, placed.reversed]
                    turned.append(placed.card)
                    events.append(Event("flip", placed.card, judge, judge, True))
        board = self.judging_board(state)
        by_judge = []
        for judge in JUDGES:
            card = state.top(judge).card
            given = cast(board, card, state.rng.choice)
            by_judge.append({"judge": judge, "card": card,
                             "votes": {str(s): [v.numerator, v.denominator] for s, v in given.items()}})
        totals = [Fraction(0)] * len(state.seats)
        for entry in by_judge:
            for seat, (num, den) in entry["votes"].items():
                totals[int(seat)] += Fraction(num, den)
        top = max(totals)
        leaders = [s for s in range(len(state.seats)) if totals[s] == top]
        catfight = len(leaders) > 1
        if catfight:
            fiercest = max(board.totals[s][LOWER_IS_BETTER] for s in leaders)
            leaders = [s for s in leaders if board.totals[s][LOWER_IS_BETTER] == fiercest]
        state.data["result"] = {"why": why, "by_judge": by_judge, "winners": leaders, "catfight": catfight,
                                "votes": [[v.numerator, v.denominator] for v in totals], "turned": turned}
        state.to_act = None
        names = [s.name for s in state.seats]
        events.append(say(state, f"{why} The hidden judges are turned and the panel votes."))
        for entry in by_judge:
            events.append(say(state, presentation.judge_line(self, state, entry)))
        events.append(say(state, presentation.tally_line(self, state)))
        events.append(say(state, self.outcome(state).summary))
        events.append(Event("announce", text=names_and_verb([names[s] for s in leaders], "takes the crown",
                                                            "share the crown")))
        return events

    def final_votes(self, state: State) -> list[Fraction]:
        return [Fraction(n, d) for n, d in state.data["result"]["votes"]]

    def outcome(self, state: State) -> Outcome | None:
        result = state.data["result"]
        if result is None:
            return None
        winners = tuple(result["winners"])
        share = 1 / len(winners)
        ending = "Judgement called" if state.data["judgement_by"] is not None else "everyone out of cards"
        return Outcome(winners, tuple(share if s in winners else 0.0 for s in range(len(state.seats))),
                       presentation.crown_line(self, state), ending)

    def undoable(self, state: State, action: Action) -> bool:
        """Not once the hidden judges are turned, nor a secret look or a revealed judge,
        nor a move that showed a person a hidden card (``_showed_a_person``)."""
        if state.data["result"] is not None or state.data.get("showed"):
            return False
        return not (action.kind == "effect" and facts(action.card).number in (2, 21))

    def why_not_undoable(self, action: Action) -> str:
        """House decision 20, in a newcomer's words: what the move showed, and to whom."""
        if action.kind == "effect" and facts(action.card).number == 2:
            return "Undo goes no further back: the High Priestess showed you the next judge, and a look cannot be unseen."
        if action.kind == "effect" and facts(action.card).number == 21:
            return "Undo goes no further back: the World seated a judge from the reserve, face up for everyone."
        return self.no_undo_reason   # a card a bot showed, or a draw (the game's end says its own)

    def layout(self, state: State):
        return tournament_layout(self, state)

    # ---- what the table says: the words are in presentation.py -----------------------------
    def status(self, state: State) -> str:
        return presentation.status(self, state)

    def rules_text(self, options: dict[str, str] | None = None) -> str:
        return presentation.rules_text(self, options)

    def describe(self, state: State, card: str) -> str:
        return presentation.describe(self, state, card)

    def why_not(self, state: State, card: str | None, zone: str | None) -> str:
        return presentation.why_not(self, state, card, zone)

    def badges(self, state: State) -> dict[str, str]:
        return presentation.badges(self, state)

    def short_badges(self, state: State) -> dict[str, tuple[str, ...]]:
        names_whole = presentation.badges(self, state, short=True, cut_names=False)
        names_cut = presentation.badges(self, state, short=True)
        return {card: tuple(dict.fromkeys((names_whole[card], mark))) for card, mark in names_cut.items()}

    def buttons(self, state: State) -> list[tuple[str, list[Action]]]:
        return presentation.buttons(self, state)

    def hint(self, state: State, action: Action) -> str:
        """The move's label, and why, for an attribute worn that leaves its wearer worse."""
        return presentation.hint(self, state, action, super().hint(state, action))

    def judge_help(self, state: State, judge: str) -> str:
        """The hover text of a judge's place (the layout shows it)."""
        return presentation.judge_help(self, state, judge)
