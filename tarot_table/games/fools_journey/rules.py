"""The Fool's Journey: lead the Fool through the Future, past every Challenge.

The rules as the project plays them, with every house decision, are in rules.md
beside this file. Places and stacks are in table.py, the reversed trumps'
powers in powers.py, refusals in refusals.py.
"""
from __future__ import annotations

from pathlib import Path

from tarot_table.cards import english_name
from tarot_table.games.base import (
    HIDDEN, PLACED, Action, Event, Game, IllegalAction, MadeOnce, OptionSpec, Outcome, Seat, State,
)
from tarot_table.games.capabilities import Capabilities, Handling, Shortcuts, Sight, Stake
from tarot_table.games.fools_journey import cards as fc
from tarot_table.games.fools_journey import hints, legal, no_way_through, powers, refusals, road_ahead, story
from tarot_table.games.fools_journey import table as tb
from tarot_table.games.fools_journey.bots import BOTS
from tarot_table.games.fools_journey.layout import journey_layout, short_rules_in_play
from tarot_table.games.fools_journey.presentation import asked_for, badges, describe, label, status
from tarot_table.rng import Rng
from tarot_table.wording import listed

ADVENTURE = 4      # cards dealt to an empty Present
REFILL = 3         # cards dealt when one card is left
PRESENT_ORDER = tb.present_zones()
HIDDEN_PILES = frozenset({"future", "past"})   # always face down and upright
AHEAD = "the Challenges ahead"    # what a journey proved hopeless was lost to
STANDSTILL = "a standstill"        # what a journey with no move left was lost to
UNSEEN_PILES = {"past": "the Past", "future": "the Future"}   # face-down piles, their cards never shown
STANDALONE = ("future", "past", "fool", "friend", "sleeve")   # piles whose cards do not lie on each other
# Moves that show cards from the Future cannot be taken back.


def name(card: str) -> str:
    return english_name(card)


def blow_words(foe: str, amount: int, before: int, after: int) -> str:
    """What a blow did to the Fool's Vitality. Below zero it is spent (the rules keep how
    far below, which only the World's last breath asks after): a player reads it so,
    never a negative Vitality. It names what is taken: "Strength costs the Fool 8" read
    as a price the Fool paid for Strength."""
    if after < 0:
        return f"{foe} takes {amount} Vitality from the Fool, {-after} more than his {before}: it is spent."
    return f"{foe} takes {amount} Vitality from the Fool: {before} → {after}."


class JourneyHandling(Handling):
    def lift(self, state: State, card: str) -> list[str]:
        """A card lying on another (a Helper, worn Volition, an endured Challenge) is
        picked up with the whole stack, from the card beneath."""
        zone, index = tb.where(state, card)
        if index and zone not in STANDALONE:
            return [p.card for p in state.zones[zone]]
        return [card]

    def why_not_clicked(self, state: State, card: str) -> str:
        return refusals.why_not_clicked(self.game, state, card)

    def asked_for(self, state: State) -> frozenset[str]:
        return asked_for(state)

    def stake(self, state: State, action: Action) -> Stake | None:
        """House decisions 26 and 29: a card discarded or an Ace spent throws a card away,
        a move that costs the Fool Vitality (a Challenge completed directly, a Strength
        card too weak for what it endures) pays what the journey is played for, and a move
        after which new cards are dealt cannot be taken back: one click makes none of them."""
        if action.kind in SPENDS_A_CARD:
            return Stake.A_CARD
        after = state.clone()
        try:
            self.game.apply(after, action)
        except IllegalAction:
            return None
        if after.data["vitality"] < state.data["vitality"]:
            return Stake.A_PRICE
        return None if self.game.undoable(after, action) else Stake.FOR_GOOD

    def caution(self, state: State, action: Action) -> tuple[str, str, str] | None:
        """House decision 28: a move that will fell the Fool (his Vitality spent, the
        journey lost) asks first; the World's last breath, which wins, does not."""
        after = state.clone()
        try:
            self.game.apply(after, action)
        except IllegalAction:
            return None
        outcome = self.game.outcome(after)
        if outcome is None or outcome.winners or after.data["vitality"] > 0:
            return None
        foe = after.data["blow"] or action.card
        cost = state.data["vitality"] - after.data["vitality"]
        return (f"Let {story.the(foe)} fell the Fool?",
                f"Challenge {fc.number(foe)} costs him {cost}, and he has {state.data['vitality']} Vitality left: "
                f"the journey ends here, lost.", "Fell him")


class JourneyMoves(Shortcuts):
    lists_moves = True
    # counted for the story and the bots; "revealed" and "blow" are set afresh by each move
    tallies = frozenset({"adventures", "completed", "revealed", "blow"})

    def listed(self, view: State) -> list[Action]:
        return legal.moves(self.game, view)

    def interchangeable(self, state: State) -> tuple[tuple[str, ...], ...]:
        """Without reversals the Satchel's places are alike, and so are the Wisdom places
        (a Helper's Wisdom is paid by the card's own number, never its place); with them
        the Wheel and the Empress go through the places in their order."""
        if state.options["reversals"] == "on":
            return ()
        return (tb.satchel_zones(state.options), tb.wisdom_zones(state.options))

    def hopeless(self, state: State) -> bool:
        """The closer count of the Helpers (no_way_through), or the Fool dead before the
        next cards he needs are dealt (road_ahead)."""
        return no_way_through.hopeless(state) or road_ahead.short_before_a_deal(state)

    def slack(self, state: State) -> float | None:
        """The least of the closer count and the road ahead's Vitality less 1: below zero
        exactly where ``hopeless`` proves the journey lost. Given where the beams ranked by
        it find wins the rollouts miss: at hard without an Ace up the sleeve (30 wide, then
        100 wide), and with every Ace on the Fool (one 100 wide, ``beams``). At normal and easy the rollouts
        find nearly every win and the beam only delays them, and with an Ace in the
        Satchel the beam ran through the rollouts' whole share without a win
        (docs/solver.md, "A beam ranked by what is left to spare", "A beam 100 wide with
        every Ace on the Fool")."""
        closer = self.slack_at_most(state)
        return closer if closer is None or closer < 0 else self.slack_within(state, closer)

    def slack_at_most(self, state: State) -> int | None:
        """The closer count alone (``slack`` is the least of it and the road ahead's)."""
        return no_way_through.closer_margin(state) if _beams_run(state.options) else None

    def slack_within(self, state: State, at_most: int) -> int:
        road = road_ahead.slack(state)
        return at_most if road is None else min(at_most, road - 1)

    def beams(self, state: State) -> tuple[tuple[int, float], ...] | None:
        """With every Ace on the Fool, one beam 100 wide with a third kept for progress:
        30 wide it found one deal of the ten the rollouts left unknown at 10 s, 100 wide
        four, and a second beam 100 wide took the time of deals the rollouts find later
        (docs/solver.md, "A beam 100 wide with every Ace on the Fool"). Elsewhere the
        solver's own (``search.BEAMS``)."""
        return WIDE_BEAMS if state.options["ace_up"] == "on-fool" else None

    def finding_share(self, state: State) -> float | None:
        """With every Ace on the Fool (easy or normal), 99% of the budget for a win
        before the proof: no such deal has been proved lost, and on 100 normal deals the
        proof after the rollouts won within 0.02 s of its start where it won at all
        (deals 26, 42 and 82), so the restarts have the time: deal 90's come at 8.9 s,
        81's at 9.5 s (docs/solver.md, "Every Ace on the Fool: 97% for a win", and the
        99% after it). At hard, where the proof proves deals lost, and elsewhere, the
        solver's own share."""
        options = state.options
        return ON_FOOL_FINDING_SHARE if options["ace_up"] == "on-fool" and options["difficulty"] != "hard" else None

    def alike(self, state: State) -> frozenset[str]:
        """The four Aces: a Chance (or, on the Fool, a banishing) whatever its suit, and
        no rule, power or count reads an Ace's suit (a Helper doubles, and the Lovers and
        Temperance take, only numbered cards, two to ten)."""
        return fc.ACES

    def unordered(self, state: State) -> frozenset[str]:
        """The Past is read only by Random Order and the Star."""
        options = state.options
        return _PAST if options["reversals"] == "off" and options["order"] == "standard" else frozenset()


_PAST = frozenset({"past"})
# The story's lines as events, made once each (most are a card's sentence, met every game).
_MESSAGES = MadeOnce(lambda words: Event("message", text=words), limit=10_000)
_DISCARDED = MadeOnce(lambda card: Event("message", text=story.discarded(card)))   # 78 cards at most
_BEFRIENDED = MadeOnce(lambda card: Event("message", text=story.befriended(card)))
WIDE_BEAMS = ((100, 1 / 3),)   # with every Ace on the Fool (``JourneyMoves.beams``)
ON_FOOL_FINDING_SHARE = 0.99   # the search for a win's share then (``JourneyMoves.finding_share``)


def _beams_run(options: dict[str, str]) -> bool:
    """Where the solver's beams run (``JourneyMoves.slack`` is given): at hard without an
    Ace up the sleeve, and with every Ace on the Fool."""
    ace_up = options["ace_up"]
    return ace_up == "on-fool" or (ace_up == "off" and options["difficulty"] == "hard")


class FoolsJourney(Game):
    seat_names = ("Fool",)
    bots = BOTS
    strong_bot = "rollouts"
    repeatable_bot = "rollouts-fixed"   # the rollouts keep to a time budget, so load changes their moves
    tells_moves = True
    lists_from_view = True    # no move depends on which cards lie face down in the Future or the Past
    folder = Path(__file__).parent
    sight = Sight(blind=HIDDEN_PILES)   # the Future and the Past; every other card lies open
    capabilities = Capabilities(handling=JourneyHandling, shortcuts=JourneyMoves)
    options = (
        OptionSpec("reversals", "Reversals (advanced)",
                   "Advanced rules, for after a few journeys: a completed Challenge is turned upside "
                   "down instead of spent, and each reversed trump then has a power of its own, to "
                   "use (often for a point of Wisdom), keep in the Satchel or discard.", ("off", "on"), "off"),
        OptionSpec("difficulty", "Difficulty",
                   "How much the Fool starts with. Easy: 30 Vitality (his life), room to equip 4 Wisdom, "
                   "4 places in the Satchel, and Helpers may double cards not equipped too. Normal: "
                   "25, 3 and 3. Hard: 20, 2 and 2.", ("easy", "normal", "hard"), "normal"),
        OptionSpec("order", "Direct completions",
                   "What paying for a Challenge with the Fool's own Vitality costs. Standard: what is "
                   "left of its number. Random Order: its full number, worn down or not, and it takes "
                   "a mixed pile of cards from the Future and the Past with it; the top one of that "
                   "pile comes back into the Present.",
                   ("standard", "random"), "standard"),
        OptionSpec("ace_up", "Ace up the sleeve",
                   "An Ace to start with. In the Satchel: one Ace waits there, a Chance like any Ace "
                   "(a fresh adventure when you need one). On the Fool: all four Aces lie by him, each "
                   "able to banish one Challenge to the bottom of the Future (they take no Chance).",
                   ("off", "satchel", "on-fool"), "off", labels=("Off", "In the Satchel", "On the Fool")),
        OptionSpec("friend", "Supportive friend",
                   "Two Helpers (court cards that double a card of their suit) may wait under the "
                   "Fool, outside the Satchel, until you need them.", ("off", "on"), "off"),
    )

    # ---- set-up ----------------------------------------------------------------------
    def zones(self, options, players):
        extra = (["friend"] if options["friend"] == "on" else []) + \
                (["sleeve"] if options["ace_up"] == "on-fool" else [])
        return (["future", "past", "fool"] + list(tb.present_zones()) + list(tb.satchel_zones(options))
                + list(tb.wisdom_zones(options)) + list(tb.EQUIPPED) + extra)

    def setup(self, state: State) -> None:
        deck = fc.deck()
        state.rng.shuffle(deck)
        state.zones["fool"] = [PLACED[fc.FOOL, True, False]]
        ace_up = state.options["ace_up"]
        if ace_up != "off":
            aces = [c for c in deck if c in fc.ACES]
            if ace_up == "satchel":
                deck.remove(aces[0])
                state.zones["satchel_1"] = [PLACED[aces[0], True, False]]
            else:
                deck = [c for c in deck if c not in fc.ACES]
                state.zones["sleeve"] = [PLACED[c, True, False] for c in aces]
        state.zones["future"] = [PLACED[c, False, False] for c in deck]
        most = tb.limits(state.options)[0]
        state.data.update({"vitality": most, "max": most, "bank": 0, "worn": {}, "boost": {},
                           "ended": None, "revealed": False, "adventures": 0, "blow": None,
                           "completed": 0})
        state.story.append(f"The Fool sets out with {most} Vitality; {len(deck)} cards make up his road.")
        self._refill(state)

    @staticmethod
    def advanced(state: State) -> bool:
        return state.options["reversals"] == "on"

    # ---- legal actions ---------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        """The legal moves with their labels, for people (buttons, hints, refusals)."""
        return [Action(a.kind, a.card, a.to, a.choice, a.src, label(self, state, a)) for a in self.moves(state)]

    def apply(self, state: State, action: Action) -> list[Event]:
        """The engine's check, against the unlabelled moves: labels are only for
        people, and building them for every position would slow the bots tenfold."""
        if self.outcome(state) is not None:
            raise IllegalAction("The game is over.")
        if action not in self.moves(state, only=action.card):
            raise IllegalAction(self._refusal(state, action))
        events = self.perform(state, action)
        state.moves += 1
        return events

    def moves(self, state: State, only: str | None = None) -> list[Action]:
        """Every legal move, unlabelled (what the bots and the checks use); with
        ``only``, just the moves of that card."""
        return legal.moves(self, state, only)

    def satchel_room(self, state: State) -> bool:
        held = len(tb.filled(state, tb.satchel_zones(state.options)))
        return held < tb.limits(state.options)[2]

    def helper_targets(self, state: State, helper: str) -> list[str]:
        return legal.helper_targets(state, helper)

    # ---- performing -----------------------------------------------------------------
    def perform(self, state: State, action: Action) -> list[Event]:
        state.data["revealed"] = False
        state.data["blow"] = None
        if action.kind == "power":
            events = powers.perform(self, state, action)
        else:
            events = DOERS[action.kind](self, state, action)
        return events + self._after(state)

    def say(self, state: State, words: str) -> Event:
        """A story line met again and again (a card's, a power's): its event made once."""
        state.story.append(words)
        return _MESSAGES[words]

    def report(self, state: State, words: str) -> Event:
        """A story line of this move's own figures (a heal, a wear, a Helper), seldom met
        twice: its event made afresh, where the table of lines made once grew to thousands
        of such lines, most met once, each looked up far in memory."""
        state.story.append(words)
        return Event("message", text=words)

    def _do_store(self, state, action):
        src, _ = tb.where(state, action.card)
        events = tb.move_stack(state, src, action.to)
        return events + [self.say(state, story.stored(action.card))]

    def _do_equip(self, state, action):
        src, _ = tb.where(state, action.card)
        events = tb.move_stack(state, src, action.to)
        from_satchel = tb.group(src) == "satchel"
        return events + [self.say(state, story.equipped(action.card, fc.ROLE_NAMES.get(tb.role_now(state, action.to), "equipment"),
                                                        from_satchel))]

    def _do_befriend(self, state, action):
        src, _ = tb.where(state, action.card)
        told = _BEFRIENDED[action.card]
        state.story.append(told.text)   # the Story tells where a Helper went (play-test finding P15)
        return tb.move_stack(state, src, "friend") + [told]

    def _do_discard(self, state, action):
        src, _ = tb.where(state, action.card)
        events = tb.discard(state, src)
        told = _DISCARDED[action.card]   # the commonest move: its words looked up once a card
        state.story.append(told.text)   # and told in the Story, as every other move is (P15)
        events.append(told)
        return events

    def _do_replenish(self, state, action):
        src, _ = tb.where(state, action.card)
        gain = tb.worth(state, src)
        before = state.data["vitality"]
        state.data["vitality"] = min(state.data["max"], before + gain)
        lost = before + gain - state.data["vitality"]
        words = story.healed(action.card, gain, before, state.data["vitality"], lost)
        return tb.discard(state, src) + [self.report(state, words)]

    def _do_helper(self, state, action):
        paid = self.pay(state)
        spent = paid[0].card if paid else None   # the card moved to the Past; none: a point kept
        events = paid + tb.lay_on(state, action.card, action.to, boost=True)
        doubled = story.doubled(action.card, tb.base(state, action.to), tb.worth(state, action.to), spent)
        return events + [self.report(state, doubled)]

    def _do_chance(self, state, action):
        events = tb.discard_card(state, action.card)
        for zone in tb.present_zones():
            events += tb.to_future(state, zone)
        state.rng.shuffle(state.zones["future"])
        events.append(self.say(state, f"{name(action.card)}: the Fool takes a chance on a new adventure."))
        return events

    def _do_banish(self, state, action):
        trump_card = tb.base(state, action.to)
        events = tb.discard_card(state, action.card) + tb.discard(state, action.to, 1)
        events += tb.to_future(state, action.to, bottom=True)
        return events + [self.say(state, f"{name(action.card)} banishes {story.the(trump_card)} "
                                         "to the bottom of the Future.")]

    def pay(self, state: State, exclude: str | None = None) -> list[Event]:
        """Spend one point of Wisdom (house decision 5): a point gained from the
        Hierophant first, then the Lovers' extra point, then a Wisdom card with no
        number, then the lowest-numbered one."""
        if state.data["bank"]:
            state.data["bank"] -= 1
            return []
        zones = [z for z in tb.filled(state, tb.wisdom_zones(state.options)) if z != exclude]
        for zone in zones:
            if tb.LOVERS in tb.boosts(state, zone):
                state.data["boost"].pop(tb.LOVERS)
                return tb.discard_card(state, tb.LOVERS)

        def order(zone):
            card = tb.base(state, zone)
            return (fc.is_numbered(card) or card == tb.HIEROPHANT, fc.number(card))
        return tb.discard(state, min(zones, key=order))

    # ---- challenges --------------------------------------------------------------------
    def _do_overcome(self, state, action):
        events = self.sun_rises(state)
        return events + self.strike(state, "volition", action.to, tb.worth(state, "volition"), "Volition")

    def sun_rises(self, state: State) -> list[Event]:
        """The Sun on the Volition card heals the Fool by its worth just before it strikes."""
        if not tb.has_boost(state, "volition", tb.SUN):
            return []
        before = state.data["vitality"]
        state.data["vitality"] = min(state.data["max"], before + tb.worth(state, "volition"))
        events = tb.discard_card(state, tb.SUN)
        return events + [self.report(state, f"The Sun warms the Fool: Vitality {before} → {state.data['vitality']}.")]

    def strike(self, state: State, attacker: str, target: str, force: int, role: str) -> list[Event]:
        """Volition (or the Moon copying it, its ``role`` "worth") against a Challenge:
        overcome it when the force reaches what is left of it, otherwise wear it down and
        lie on it."""
        left = tb.remaining(state, target)
        striker, foe = tb.base(state, attacker), tb.base(state, target)
        if force >= left:
            events = tb.discard(state, attacker)
            return events + self.complete(state, target, story.overcome(striker, role, force, foe, left))
        cards = [p.card for p in state.zones[attacker]]
        events = tb.move_stack(state, attacker, target)
        for card in cards:
            state.data["boost"].pop(card, None)
        worn = state.data["worn"]
        worn[foe] = worn.get(foe, 0) + force
        return events + [self.report(state, story.worn_down(striker, role, force, foe, left))]

    def _do_endure(self, state, action):
        strength = tb.remaining(state, "strength")
        target = action.to
        foe = tb.base(state, target)
        left = tb.remaining(state, target)
        met = story.endured(tb.base(state, "strength"), strength, foe, left)
        if strength > left:
            cards = [p.card for p in state.zones[target]]
            events = tb.move_stack(state, target, "strength")
            state.data["worn"].pop(foe, None)
            state.data["worn"][tb.base(state, "strength")] = state.data["worn"].get(
                tb.base(state, "strength"), 0) + left
            for card in cards:
                state.data["boost"].pop(card, None)
            return events + self.tell(state, foe, met) + self._counted(state)
        hermit = tb.has_boost(state, "strength", tb.HERMIT)
        events = tb.discard(state, "strength")
        if strength < left and hermit:
            met += " The Hermit's lamp keeps the Fool from harm."
        elif strength < left:
            blow, wound = self.hurt(state, left - strength, foe)
            met, events = f"{met} {blow}", events + wound
        return events + self.complete(state, target, met)

    def _counted(self, state: State) -> list[Event]:
        state.data["completed"] += 1
        return []

    def _do_complete(self, state, action):
        zone, _ = tb.where(state, action.card)
        met = story.paid_directly(action.card, tb.remaining(state, zone))
        blow, events = self.hurt(state, tb.direct_cost(state, zone), action.card)
        met = f"{met} {blow}"
        fallen = state.data["vitality"] <= 0   # the journey is over: no heap is dealt
        if state.options["order"] == "random" and fc.number(action.card) != fc.MAGICIAN and not fallen:
            return events + self.random_order(state, zone, met)
        return events + self.complete(state, zone, met)

    def hurt(self, state: State, amount: int, foe: str) -> tuple[str, list[Event]]:
        """A Challenge takes Vitality (``amount`` is more than 0); Judgement on the Fool
        revives him at 1. The words of the blow, for the move's line, and the events."""
        before = state.data["vitality"]
        state.data["vitality"] -= amount
        state.data["blow"] = foe
        words = blow_words(name(foe), amount, before, state.data["vitality"])
        if tb.JUDGEMENT not in {p.card for p in state.zones["fool"]}:
            return words, []
        events = tb.discard_card(state, tb.JUDGEMENT)
        if state.data["vitality"] <= 0:
            state.data["vitality"] = 1
            words += " Judgement sounds: the Fool rises again with 1 Vitality."
        return words, events

    def complete(self, state: State, zone: str, met: str) -> list[Event]:
        """A Challenge is behind the Fool: with reversals it turns over and stays
        where it is, otherwise it goes to the Past with what lay on it. ``met`` says
        how it was met and what it cost (``tell``)."""
        card = tb.base(state, zone)
        events = tb.discard(state, zone, 1)
        if self.advanced(state):
            pile = state.zones[zone]
            pile[0] = tb.lying(pile[0], pile[0].face_up, True)
            events.append(Event("reverse", card, zone, zone, True))
        else:
            events += tb.discard(state, zone)
        state.data["completed"] += 1
        return events + self.tell(state, card, met)

    def tell(self, state: State, card: str, met: str) -> list[Event]:
        """A completed Challenge: the status line says ``met``, how it was met and what it
        cost; the story says that, then its tale (one line a move). A Challenge that cost
        the Fool his last Vitality has no story line: the ending says what felled him."""
        if state.data["vitality"] > 0:
            state.story.append(f"{met} {story.COMPLETED[fc.NUMBER_OF[card]]}")
        return [Event("message", text=met)]

    def random_order(self, state: State, zone: str, met: str) -> list[Event]:
        """The Random Order procedure: the Challenge and cards taken in turn from the
        Future and the Past, as many as its numeral, are shuffled onto the Past and
        its top card comes up into the Present."""
        card = tb.base(state, zone)
        events = tb.discard(state, zone, 1)
        heap = [state.zones[zone].pop()]
        sources = ["future", "past"]
        turn = 0
        while len(heap) < fc.number(card) and (state.zones["future"] or state.zones["past"]):
            pile = state.zones[sources[turn % 2]]
            turn += 1
            if pile:
                heap.append(pile.pop())
        state.rng.shuffle(heap)
        state.zones["past"].extend([tb._forget(state, taken) for taken in heap])   # face down
        state.data["completed"] += 1
        events += self.tell(state, card, met)
        free = tb.empty(state, tb.present_zones())
        if free:
            up = state.zones["past"].pop()
            up = tb.lying(up, True, up.reversed)
            state.zones[free[0]].append(up)
            state.data["revealed"] = True
            events.append(Event("move", up.card, "past", free[0], True))
            events.append(self.say(state, f"From the shuffled heap, {story.the(up.card)} comes back into the Present."))
        return events

    # ---- after every action ------------------------------------------------------------
    def _refill(self, state: State) -> list[Event]:
        """One card left in the Present (or none): the next adventure is dealt."""
        zones = state.zones
        future = zones["future"]
        if not future:
            return []
        held = 0
        for zone in PRESENT_ORDER:   # counted in a loop that stops at the second card: most moves leave two
            if zones[zone]:
                held += 1
                if held > 1:
                    return []
        free = [zone for zone in PRESENT_ORDER if not zones[zone]]
        events, dealt = [], []
        for zone in free[:ADVENTURE if not held else REFILL]:
            if not future:
                break
            events += tb.deal_into(state, zone)
            dealt.append(story.the(state.zones[zone][-1].card))
        # play-test round 9: three new cards came into the Present without a line of the story
        which = "The first adventure" if not state.data["adventures"] else "A new adventure"
        come = "comes" if len(dealt) == 1 else "come"
        events.append(self.report(state, f"{which}: {listed(dealt)} {come} into the Present."))
        state.data["adventures"] += 1
        return events

    def _after(self, state: State) -> list[Event]:
        # a Fool whose Vitality is spent goes no further: no next adventure is dealt
        events = self._refill(state) if state.data["vitality"] > 0 else []
        self._check_end(state)
        if state.data["ended"]:
            events.append(Event("announce", text=state.data["ended"][1]))
        return events

    def journey_over(self, state: State) -> bool:
        return not state.zones["future"] and not any(
            tb.is_upright_trump(state, z) for z in tb.loose_zones(state))

    def _check_end(self, state: State) -> None:
        vitality = state.data["vitality"]
        blow = state.data["blow"]
        if vitality <= 0:
            if vitality == 0 and self.journey_over(state) and blow == tb.trump(fc.WORLD):
                # house decision 3: the World completed with his last breath wins
                self._end(state, "won", "With his last breath the Fool completes the World: "
                                        "the journey is won.", "")
            else:
                cause = name(blow) if blow else "exhaustion"
                by = f"facing {story.the(blow)}, Challenge {fc.number(blow)}{self._gone_to(state, blow)}" \
                    if blow else "by exhaustion"
                self._end(state, "lost", f"The Fool's Vitality is spent {by}: the journey ends here.", cause)
        elif not state.zones["future"] and self.journey_over(state):   # the first question, asked here
            self._end(state, "won", f"The Future is empty and the Fool has survived every Challenge, "
                                    f"with {vitality} Vitality left.", "")
        else:
            self._check_hopeless(state)

    def _gone_to(self, state: State, card: str) -> str:
        """Where a card named at the end went when it is no longer to be seen (a Challenge
        completed without reversals goes face down to the Past): the player is told only
        of cards they can see, or where the card lies."""
        zone, index = state.find(card)
        if state.zones[zone][index].face_up and zone not in UNSEEN_PILES:
            return ""
        return f", now face down in {UNSEEN_PILES.get(zone, zone)}"

    def _check_hopeless(self, state: State) -> None:
        """A journey no way of playing on can win ends at once, saying why."""
        beyond = no_way_through.verdict(state)
        if beyond is not None:
            self._end(state, "lost", f"No way through is left: the Challenges still ahead are worth "
                                     f"{beyond.ahead}, and the Fool's Vitality with the most every card "
                                     f"still in play could do for him comes to {beyond.at_most}. "
                                     "The journey is lost.", AHEAD)
        elif self._at_a_standstill(state):
            self._end(state, "lost", "No move is left: every card in the Present and the Satchel carries "
                                     "a Helper that may not be discarded before it is used, and none can "
                                     "be used. The journey is lost.", STANDSTILL)

    def _at_a_standstill(self, state: State) -> bool:
        """No legal move at all. Only a table whose every loose card carries a deployed
        Helper can come to this (anything else may be discarded, completed or used), so
        the moves are listed only then."""
        zones = state.zones
        for zone in legal.loose_places(state):
            pile = zones[zone]
            if pile and (len(pile) < 2 or not tb.has_helper(state, zone)):
                return False
        return not self.moves(state)

    def _end(self, state: State, result: str, words: str, cause: str) -> None:
        if not state.data["ended"]:
            state.data["ended"] = [result, words, cause]
            state.story.append(words)

    def outcome(self, state: State) -> Outcome | None:
        ended = state.data["ended"]
        if not ended:
            return None
        won = ended[0] == "won"
        return Outcome((0,) if won else (), (1.0 if won else 0.0,), ended[1],
                       detail="" if won else f"lost to {ended[2]}")

    def progress(self, state: State) -> float:
        """The trumps completed, and a little for Vitality left (a tie-break)."""
        return state.data["completed"] + state.data["vitality"] / 100

    # ---- presentation and the engine's questions ----------------------------------------
    def layout(self, state: State):
        return journey_layout(self, state)

    def status(self, state: State) -> str:
        return status(self, state)

    def describe(self, state: State, card: str) -> str:
        return describe(self, state, card)

    def badges(self, state: State) -> dict[str, str]:
        return badges(self, state)

    def why_not(self, state: State, card: str | None, zone: str | None) -> str:
        return refusals.why_not(self, state, card, zone)

    def hint(self, state: State, action: Action) -> str:
        return hints.hint(self, state, action)

    def undoable(self, state: State, action: Action) -> bool:
        return not state.data["revealed"]

    def default_action(self, state: State, card: str) -> Action | None:
        """A click's move: never a discard, nor a reversed trump's power (house decision 26)."""
        preferred = ("overcome", "equip", "replenish", "store", "chance", "endure", "complete")
        mine = [a for a in self.actions_for_card(state, card) if a.kind not in NOT_BY_CLICK]
        for kind in preferred:
            for action in mine:
                if action.kind == kind:
                    return action
        return mine[0] if mine else None

    def options_words(self, options: dict[str, str]) -> str:
        return short_rules_in_play(self.check_options(options))

    def view(self, state: State, seat: int | None) -> State:
        """Only the Future and the Past lie face down; everything else is open.
        Built directly rather than through a deep copy: bots ask for it every move."""
        zones = {}
        for zone, pile in state.zones.items():
            if zone in ("future", "past"):
                zones[zone] = [PLACED[HIDDEN, p.face_up, p.reversed] for p in pile]
            else:
                zones[zone] = list(pile)
        data = dict(state.data)
        data["worn"] = dict(data["worn"])
        data["boost"] = dict(data["boost"])
        data["ended"] = list(data["ended"]) if data["ended"] else None
        return State(state.game, state.seed, dict(state.options), [Seat(s.name, s.bot) for s in state.seats],
                     zones, data, Rng(0), state.to_act, state.moves, list(state.story))



NOT_BY_CLICK = ("discard", "power")   # a click never throws a card away or spends a power
SPENDS_A_CARD = frozenset({"discard", "power", "chance", "banish"})   # a card out of play, or an Ace spent

# Each kind of move (but a power's) and the method that carries it out, looked up
# rather than found by name: every move of every game asks.
DOERS = {kind: getattr(FoolsJourney, "_do_" + kind) for kind in (
    "store", "equip", "befriend", "discard", "replenish", "helper", "chance", "banish",
    "overcome", "endure", "complete")}
