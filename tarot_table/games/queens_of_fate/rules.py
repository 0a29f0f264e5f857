"""Queens of Fate: find the four Queens before Destiny runs out.

The rules as the project plays them, with every house decision, are in rules.md
beside this file; the functions below follow its sections in order.
"""
from __future__ import annotations

from operator import itemgetter
from pathlib import Path

from tarot_table.wording import listed, plural
from tarot_table.cards import TAROT_DECK, english_name
from tarot_table.games.base import PLACED, Action, Event, Game, Outcome, OptionSpec, Placed, MadeOnce, Seat, State
from tarot_table.games.capabilities import Capabilities, Handling, Shortcuts, Sight, Stake
from tarot_table.games.queens_of_fate import cards as qc
from tarot_table.games.queens_of_fate import presentation
from tarot_table.games.queens_of_fate.bots import BOTS, awakening_proof_order, greedy, patient, promise, reiser_proof_order
from tarot_table.games.queens_of_fate.layout import queens_layout
from tarot_table.games.queens_of_fate.out_of_reach import never_leave_from, opens_with_no_trump_left, queen_out_of_reach

SUITS = qc.domains()
PILES = ("destiny", "challenge", "fate", "signs", "portents", "sources", "revealed", "battle", "removed")
HARVEST_SIZE = 3
AWAKEN_SIZE = 4
REISER_FINDING_SHARE = 0.75   # of a solver's budget, the probe's and the search for a win's before the proof (Reiser's rules)
REISER_PROBING_SHARE = 0.45   # of a solver's budget, an unguided proof's before the search for a win (Reiser's rules)
# The rollouts' last restart there, then no level 2: their wins in deals 0-199 came by the 4th restart (deal 23)
# and the probe resumes about a second sooner (deal 85 lost at 3.14 s, 4.13 s to the 32nd and level 2)
REISER_LAST_RESTART = 8
# each rule set's one name, wherever a player reads it: the new-game page, the rules page,
# the top bar, Continue, Statistics (play-test round 7: "Reiser rules" in the top bar,
# "Reiser's variant" in Continue, "Rule set: Reiser" in Statistics)
RULE_SETS = {"original": "Original rules", "reiser": "Reiser's rules"}
ORIGINAL_FINDING_SHARE = 0.85   # the same under the original rules with Artifacts
EARLY_PROOF_FINDING_SHARE = 1.0   # and with Artifacts off, where the proof before the beam carries on after it
ORIGINAL_ROLLOUT_BOTS = (patient,)   # the solver's rollouts' bots, in turn (QueensShortcuts.rollout_bots)
REISER_ROLLOUT_BOTS = (greedy, patient)
ORIGINAL_EARLY_PROOF = 8_000   # positions of the proof before the beam a year at a time (original rules)
ORIGINAL_TURN_BEAMS = ((120, 20),)   # the solver's beams a year at a time there: width, positions a year from each


def queen_zone(suit: str) -> str:
    return f"queen_{suit}"


def court_zone(suit: str) -> str:
    return f"court_{suit}"


def arcana_zone(suit: str) -> str:
    return f"arcana_{suit}"


def plain(arcana: list[Placed], forged: dict[str, str]) -> list[Placed]:
    """The plain Arcana lying in a domain's Arcana pile: neither forged into an Artifact
    nor an Artifact's Source, which lies there beside its card. With nothing forged the
    whole pile is plain, and the hot paths skip the call."""
    kind_of = qc.KIND_OF
    return [p for p in arcana if kind_of[p.card] == "arcana" and p.card not in forged]


def home_zone(card: str) -> str:
    """Where a card goes when it is secured."""
    what = qc.kind(card)
    if what == "source":
        return "sources"
    if what == "court":
        return queen_zone(qc.suit(card)) if qc.rank(card) == "queen" else court_zone(qc.suit(card))
    return arcana_zone(qc.suit(card))


BLIND_ZONES = frozenset({"destiny", "portents"})   # all else on the table lies face up


class QueensHandling(Handling):
    def lift(self, state: State, card: str) -> list[str]:
        """An Artifact is "treated effectively as a single card while in play" (the seed):
        a grab on its Ace, the card that shows, or on the strip of its Arcana beneath
        picks up both, the Arcana first, the card its moves (wield, endure) name."""
        forged = state.data["artifacts"]
        if card in forged:
            return [card, forged[card]]
        arcana = next((art for art, ace in forged.items() if ace == card), None) if forged else None
        return [card] if arcana is None else [arcana, card]

    def asked_for(self, state: State) -> frozenset[str]:
        return presentation.asked_for(self.game, state)

    def stake(self, state: State, action: Action) -> Stake | None:
        """House decision 21: a move that puts a card of yours out of play (lost to a trump,
        discarded, an Ace spent) or commits it to a battle for good is never one click's."""
        if action.kind == "commit":
            return Stake.A_PRICE if self.game.artifact_price(state, action.card) else Stake.FOR_GOOD
        if action.kind == "wield" and state.zones["battle"]:   # the Arcana laid are used with it
            if self.game.battle_price(state, action.card):
                return Stake.A_PRICE
            return Stake.FOR_GOOD if self.game.wield_fells(state, action.card) else None
        return Stake.A_CARD if action.kind in GIVES_A_CARD else None

    def lay_words(self, state: State, action: Action) -> str:
        """The old Fate secured into a full row says so before the press: the row is then
        trimmed (play-test round 9: by keys, Enter, Enter secured it and the next Enter
        picked up one of the row's Arcana to discard)."""
        if action.kind == "keep-fate":
            suit = qc.suit(action.card)
            if self.game.held(state, suit) >= self.game.capacity(state, suit):
                return f"{action.label}, then discard one ({qc.DOMAIN_NAMES[suit]} is full)"
        return action.label

    def caution(self, state: State, action: Action) -> tuple[str, str, str] | None:
        """House decision 19: losing a Queen asks first, by enduring or by letting her go.
        House decision 22: an Arcana that pays the wielded Artifact's price asks first."""
        if action.kind == "commit":
            return presentation.price_asked(self.game, state, action.card)
        if action.kind == "wield":
            return presentation.wield_price_asked(self.game, state, action.card)
        if not (action.card and qc.kind(action.card) == "court" and action.card.endswith(".queen")):
            return None
        why = "The Queens are what you are seeking: she goes to the Portents, face down."
        if action.kind == "endure":
            return f"Lose the {english_name(action.card)}?", why, "Lose her"
        if action.kind == "let-go":
            return f"Let the {english_name(action.card)} go?", why, "Let her go"
        return None


class QueensShortcuts(Shortcuts):
    knows_forced = True
    tallies = frozenset({"years", "courts_fallen", "harvests"})   # for the story and the statistics
    # A battle's Arcana leave it only together: overcome, for the top of the Portents in the
    # order committed; endured or struck down by an Ace, back to their domains, whose order
    # no rule reads. Its sum, the moves and the bound read no order. So where a card of the
    # Portents never leaves them (``lasting``, Reiser's rules), the order committed bears
    # on nothing: the cards go on top of that card, where which lies where bears on nothing.
    poured_onto = {"battle": "portents"}

    @staticmethod
    def data_copy(data: dict) -> dict:
        """The solver's copies share every value of ``data`` but the Artifacts, the one
        value a move changes in place (forging one, discarding one): the rest are text,
        numbers, None, or lists each replaced whole (the conditions met, by ``_judge``;
        the ending, set once by ``_end``)."""
        copied = data.copy()
        copied["artifacts"] = dict(data["artifacts"])
        return copied

    def forced(self, state: State) -> Action | None:
        """A year's draw when there is no Source to spend (and no domain to trim)."""
        data = state.data
        if data["phase"] == "draw" and not data["trim"] and not data["ended"] and not state.zones["sources"]:
            return DRAW if state.zones["destiny"] else LAST_DRAW
        return None

    def finding_share(self, state: State) -> float | None:
        """Under Reiser's rules the count of the cards that leave the Portents in order
        (removal_counts.py) proves deals lost, and lets the proof reach wins, within a few
        seconds of proof: the probe gets 45% of a deal's budget there, the rollouts 30%,
        and the probe carries on after them with the rest (docs/solver.md). Under the original rules
        the rollouts get more than the solver's share: they find wins late (deals 98
        and 99, Artifacts on or off, at 3.2-3.4 s of 5), every lost deal's rollouts run
        out of lines to try within a second, and the proofs of the deals left unknown
        do not end in minutes. With Artifacts off the search for a win may use the
        whole budget: the proof before the beam a year at a time
        (``proof_before_turn_beams``) takes its positions out of the beam's time, and
        carries on where the beam ends (in place of the second level of rollouts), so
        deal 13's beam still wins after it, at 2.9-3.2 s of processor time of 5
        (docs/solver.md)."""
        if state.options["rules"] == "reiser":
            return REISER_FINDING_SHARE
        return EARLY_PROOF_FINDING_SHARE if self.proof_before_turn_beams(state) is not None else ORIGINAL_FINDING_SHARE

    def probing_share(self, state: State) -> float | None:
        """Under Reiser's rules a proof first, following the quick bot's moves and cut
        where the count says no Queen comes back: it finds wins a few moves off the
        bot's line that the proof after the rollouts, led along their best line, does
        not reach in time (deals 22 and 8), and proves losses before the rollouts
        (deal 45 at 0.4 s against 1.9-2.5 s after them). Since the Portents above what
        leaves in order are keyed by their number (``lasting``) it is the proof that
        answers most, and has more than a third of the budget (docs/solver.md)."""
        return REISER_PROBING_SHARE if state.options["rules"] == "reiser" else None

    def last_restart(self, state: State) -> int | None:
        """Under Reiser's rules the eighth: in deals 0-199 the rollouts won in their
        first pass or first restart but deal 23 (the patient bot's, in the fourth), and
        without restarts 9 to 32 and level 2 every verdict there stands, while the probe
        resumed after them has a second more (deal 85 lost at 3.14 s against 4.13 s of
        5; docs/solver.md). The
        original rules keep the solver's restarts: their rollouts find wins late."""
        return REISER_LAST_RESTART if state.options["rules"] == "reiser" else None

    def rollout_bots(self, state: State) -> tuple:
        """Under the original rules the quick bot that keeps its Sources until Destiny is
        empty (``bots.patient``): the wins the quick bot's rollouts missed or found late
        hold an Ace back for an Awakening at Destiny's end (deals 25, 98 and 99,
        docs/solver.md). Reiser's Aces also beat trumps, and his deals' wins go both
        ways: the quick bot's rollouts win deals 35 and 84, which the patient bot's
        miss (and led the proof to deal 71's win, before a battle's Arcana kept their
        domain's room); the patient bot's, an Ace kept for a harvest of four at
        Destiny's end, win deals 7, 23 and 93, which the quick bot's never do: both, in
        turn."""
        return REISER_ROLLOUT_BOTS if state.options["rules"] == "reiser" else ORIGINAL_ROLLOUT_BOTS

    def proves_once_stalled(self, state: State) -> bool:
        """Under the original rules (Artifacts on or off), where the restarts since the
        halfway found no better line by three quarters of them, the proof comes next, led
        by ``order_once_stalled``: deal 84's win leaves the bots' way at year 20 (an
        Awakening in mid-battle), which
        the proof led by the quick bot reaches in 38,000 positions and the proof led by
        the rollouts' best line in 485,000; the beam a year at a time, which wins deal 13
        (whose restarts found better lines until the 23rd), spent the budget first there
        (docs/solver.md). Reiser's rules have their probe first."""
        return state.options["rules"] != "reiser"

    def order_once_stalled(self, state: State):
        """Under the original rules ``bots.awakening_proof_order``, the quick bot's but an
        Awakening before Recover the Fallen while Destiny is long: with Artifacts on deal
        43's restarts stall, and the plainer options' proof led by it wins in 7,169
        positions (led by the quick bot, none in 67,000 within 5 s); deal 84's is the
        quick bot's, 38,462 positions, either way (docs/solver.md)."""
        return None if self.game.reiser(state) else awakening_proof_order

    def plainer(self, state: State) -> State | None:
        """With Artifacts on (original rules) and none forged: the same position with
        Artifacts off. While none is forged no Artifact is wielded or endured and a
        domain's Arcana are all plain, so the moves there are those with Artifacts off
        and forging, each doing the same (tests/test_solver_plainer.py): a line of the
        position with Artifacts off is one of this position, and a win found there (deal
        84's, the proof with Artifacts off finds in 38,000 positions) is one here, where
        the proof, forging at every Source held and its bound counting one more harvest
        of three Arcana a domain, does not reach it in 400,000 (docs/solver.md)."""
        if state.options.get("artifacts") != "on" or self.game.reiser(state) or state.data["artifacts"]:
            return None
        plain = state.clone(story=False)
        plain.options["artifacts"] = "off"
        return plain

    def proof_order(self, state: State):
        """Under Reiser's rules ``bots.reiser_proof_order``: the quick bot's move with
        Arcana dearer, and a Source's harvest of four after the other moves while it
        would bring fewer than two cards into play. Led by it the probe wins deal 25 in
        254 positions (459,026 led by the quick bot) and deals 17, 65, 67, 71, 79 and 83,
        which the rollouts or the proof after them won before (docs/solver.md). The
        original rules keep the quick bot's order."""
        return reiser_proof_order if state.options["rules"] == "reiser" else None

    def proof_before_turn_beams(self, state: State) -> tuple | None:
        """Under the original rules with Artifacts off a proof led by
        ``bots.awakening_proof_order`` (an Awakening that brings two cards or more into
        play before Recover the Fallen, while Destiny is long), ORIGINAL_EARLY_PROOF
        positions at most: deal 43's win, which no bot's rollouts and no beam met and the
        proof led by the quick bot does not reach in 2,000,000 positions, it finds in
        5,377; deal 13, which the beam wins and this proof does not, pays those positions
        before its beam. With Artifacts on deal 43's restarts stall, and the proof once
        stalled has that order (``order_once_stalled``); Reiser's rules have their probe
        (docs/solver.md)."""
        if state.options["rules"] == "reiser" or state.options.get("artifacts") == "on":
            return None
        return awakening_proof_order, ORIGINAL_EARLY_PROOF

    def turn_beams(self, state: State) -> tuple[tuple[int, int], ...]:
        """Under the original rules (Artifacts on or off) one beam a year at a time,
        120 wide, 20 positions a year from each: deal 13's win lets the Queen of
        Pentacles go at once and spends its Aces to Awaken with 8, 1 and 3 cards left in
        Destiny, which no bot's rollouts play (docs/solver.md). Reiser's rules run none."""
        return () if state.options["rules"] == "reiser" else ORIGINAL_TURN_BEAMS

    def turn(self, state: State) -> int:
        """The years passed: a draw from Destiny is the only move that counts one."""
        return state.data["years"]

    def promise(self, state: State) -> float:
        return promise(state)

    def unordered(self, state: State) -> frozenset[str]:
        """The domains' piles, the Sources, the Signs and the cards out of the game: no
        rule reads the order of their cards (each is looked up by name, counted, or
        listed as a choice), so a position with an Arcana sent back from a battle to the
        end of its domain is the one it came from. The Portents, Destiny, a battle and
        the Awakened row keep their order: cards leave them oldest or top first."""
        return UNORDERED_PILES

    def lasting(self, state: State):
        """Under Reiser's rules the Portents from the place the count of the cards that
        leave in order never reaches (out_of_reach.py, "the Portents above the count's
        reach last", ``never_leave_from``): no rule reads the cards there but to take
        the oldest, so which of those cards lies where above bears on nothing. Under the
        original rules (where Recover takes the oldest court card wherever it lies) the
        Portents above their one Queen once no trump is left and the other three are
        secured (``above_the_last_queen``)."""
        return lasting_portents if self.game.reiser(state) else above_the_last_queen

    def hopeful_lasting(self, state: State):
        """Under the original rules, ``above_any_last_queen``: the merge deal 84's win
        (Artifacts off and on) was found under, within 5 s; it is no proof of a loss."""
        return None if self.game.reiser(state) else above_any_last_queen

    def hopeful_unasked(self, state: State) -> frozenset[str]:
        """Under the original rules, a draw and a card secured from the Awakened row: in
        the proofs of deals 84, 43 and 10 (60,000 positions each, 29 November) the bound,
        asked 1,617, 224 and 0 times after a draw and 2,247, 3,642 and 0 times after such a
        card, never cut, at some 130 us an ask. And an Arcana kept in Fate and a card
        secured as drawn: in deal 84's proof (Artifacts off, or the plainer options') asked
        1,703 and 805 times, cutting 3 and none, at about 190 us an ask; left out there,
        the proof searches the same 38,462 positions to the same line, a tenth quicker
        (deal 43's with Artifacts, led by ``order_once_stalled``: 7,188 positions against
        7,169; docs/solver.md)."""
        return frozenset() if self.game.reiser(state) else HOPEFUL_UNASKED

    def undone_first(self, after: State, action: Action) -> frozenset[str]:
        """An Arcana committed to a battle that goes on: enduring it, or striking the
        trump down with an Ace (Reiser's rules), first sends every committed Arcana back
        to its domain (rules.md, "Battling the Opposition"), whose order no rule reads,
        and judges the conditions afresh, so each leads where it leads from before the
        commitment."""
        if action.kind == "commit" and after.zones["battle"]:
            return ENDING_A_BATTLE_GIVES_BACK
        return frozenset()

    def keeps_hope(self, after: State, action: Action) -> bool:
        """An Arcana committed to a battle that goes on: the count of out_of_reach.py
        reads the same Portents, Destiny, Fate and Challenge, the same cards outside the
        Portents and the Signs (a battle's are as usable as a domain's, and in play), and
        a record of the conditions met that only lost some (a commitment takes an Arcana
        out of its domain, and no condition counts the battle's): each step of the count
        allows as much as before or more, so a position the count let through stays let
        through."""
        return action.kind == "commit" and bool(after.zones["battle"])

    def hopeless(self, state: State) -> bool:
        """A Queen lies in the Portents and nothing can ever bring a card out of them
        (the theorem in out_of_reach.py, proved in tests/test_solver_bounds.py)."""
        return queen_out_of_reach(state)


def lasting_portents(state: State) -> dict[str, int]:
    """``QueensShortcuts.lasting`` under Reiser's rules."""
    return {"portents": never_leave_from(state)}


QUEEN_CARDS = frozenset(c for c in TAROT_DECK if qc.KIND_OF[c] == "court" and qc.RANK_OF[c] == "queen")


def above_the_last_queen(state: State) -> dict[str, int]:
    """``QueensShortcuts.lasting`` under the original rules: the Portents above their
    only Queen ``Q``, where no trump lies in Destiny or the Challenge and every other
    Queen is secured in her place.

    Proof that two such positions that differ only in the order of those cards are won or
    lost alike. No trump is left to come (a trump met goes to the Signs, never to the
    Portents or back into Destiny), so no card is sacrificed and no court card leaves play
    (a court card leaves play only enduring a trump): the three secured Queens stay, and no
    Queen can go onto the Portents above ``Q`` (none lies in Destiny, the Challenge or the
    Awakened row to be let go or put back, and none lies below her to be brought up and put
    back). A card leaves the Portents from the bottom (a harvest's three, an Awakening's
    four) or as the oldest court card (Recover), which is ``Q`` or one below her while she
    lies there; so no card above her leaves before she does. No rule reads the Portents but
    their oldest cards, their oldest court card and whether they hold any, and a discard
    goes on top: until she leaves, each move legal in one position is legal in the other
    and does the same, and the move that takes her out is legal in both. From then on she
    is the one Queen not secured and none can be lost: the player secures her as she comes
    (from the Awakened row at once, or as she is drawn) and draws Destiny to its end (the
    world ends only when a year must pass with Destiny empty), so a line wins from both.
    A position whose ``Q`` never leaves is lost in both. The search keeps its cut of
    repetitions sound: along a winning line that takes ``Q`` out in the fewest moves,
    positions the key merges are as many moves from that as each other, so none repeats
    an earlier one of the line.

    An earlier version keyed the order wherever no trump could come once the Portents
    opened, with other Queens in play or below ``Q``: a Queen in play could then pay for a
    trump before the opening and lie above the merged cards, and a won position shared its
    key with a lost one (tests/test_solver_last_queen.py holds the pair)."""
    zones = state.zones
    portents = zones["portents"]
    queens = [place for place, placed in enumerate(portents) if placed.card in QUEEN_CARDS]
    if len(queens) != 1 or sum(1 for zone in SECURED_QUEEN_PLACES if zones[zone]) != 3:
        return {}
    return {} if trump_to_come(state) else {"portents": queens[0] + 1}


SECURED_QUEEN_PLACES = tuple(f"queen_{suit}" for suit in qc.domains())
HOPEFUL_UNASKED = frozenset({"draw", "awaken-secure", "keep-fate", "secure"})   # ``QueensShortcuts.hopeful_unasked``


def above_any_last_queen(state: State) -> dict[str, int]:
    """The Portents above their highest Queen wherever no trump can come once they open
    (``out_of_reach.opens_with_no_trump_left``), with other Queens in play or below her:
    the merge ``above_the_last_queen`` makes, widened to positions where a Queen may yet go
    onto the Portents above the merged cards (paying for a trump before the opening, say),
    so that their order can decide the game (tests/test_solver_last_queen.py holds such a
    pair). Only for a proof that looks for wins (``QueensShortcuts.hopeful_lasting``)."""
    portents = state.zones["portents"]
    last = next((place for place in range(len(portents) - 1, -1, -1) if portents[place].card in QUEEN_CARDS), None)
    if last is None:
        return {}
    if trump_to_come(state) and not opens_with_no_trump_left(state):
        return {}
    return {"portents": last + 1}


def trump_to_come(state: State) -> bool:
    """A trump lies in Destiny or the Challenge (met trumps go to the Signs for good)."""
    kind_of = qc.KIND_OF
    return any(kind_of[p.card] == "opposition" for zone in ("destiny", "challenge") for p in state.zones[zone])


class QueensOfFate(Game):
    seat_names = ("Champion",)
    bots = BOTS
    strong_bot = "lookahead"
    folder = Path(__file__).parent
    sight = Sight(blind=BLIND_ZONES)
    capabilities = Capabilities(handling=QueensHandling, shortcuts=QueensShortcuts)
    lists_from_view = True   # every action names a face-up card, or Destiny by its place
    options = (
        OptionSpec("rules", "Rule set",
                   f"Which rules to play. {RULE_SETS['original']}: the game as its author wrote it, the one "
                   f"to learn first. {RULE_SETS['reiser']}: Todd Reiser's harder, quicker version of it: the "
                   "Knights are left out, an Ace either beats a trump at once or brings back four discarded "
                   "cards, and the table is laid out like his mat.",
                   tuple(RULE_SETS), "original", labels=tuple(RULE_SETS.values())),
        OptionSpec("artifacts", "Artifacts",
                   "An extra for the original rules: an Ace from your Sources may be joined to an "
                   "Arcana card of its suit as an Artifact, which weakens a trump in a battle, at a "
                   "price. The game's author suggests leaving them off for your first games.",
                   ("off", "on"), "off", only_with=("rules", "original")),
    )

    # ---- set-up ---------------------------------------------------------------------
    def zones(self, options, players):
        per_domain = [z for s in SUITS for z in (queen_zone(s), court_zone(s), arcana_zone(s))]
        return list(PILES) + per_domain

    def setup(self, state: State) -> None:
        no_knights = self.reiser(state)
        deck = [c for c in TAROT_DECK if not (no_knights and qc.kind(c) == "court" and qc.rank(c) == "knight")]
        destiny = [FACE_DOWN[c] for c in deck]   # each card's shared record, found by its name alone
        state.rng.shuffle(destiny)
        state.zones["destiny"] = destiny
        state.data.update({"phase": "draw", "artifacts": {}, "artifact_used": None, "trim": None,
                           "resume": None, "awakener": None, "met": [], "harvest_due": False, "years": 0, "courts_fallen": 0,
                           "harvests": 0, "ended": None})
        state.story.append(f"Destiny holds {len(deck)} cards. The search for the Queens begins.")

    def current_seat(self, state: State) -> int | None:
        return None if state.data["ended"] else state.to_act   # outcome() asked without a call

    @staticmethod
    def reiser(state: State) -> bool:
        return state.options["rules"] == "reiser"

    def artifacts_allowed(self, state: State) -> bool:
        return state.options["artifacts"] == "on" and not self.reiser(state)

    # ---- what is in play --------------------------------------------------------------
    def plain_arcana(self, state: State, suit: str) -> list[str]:
        """Arcana cards in a domain that are not part of an Artifact."""
        return [p.card for p in plain(state.zones[ARCANA_ZONES[suit]], state.data["artifacts"])]

    def plain_arcana_worth(self, state: State) -> list[tuple[str, int]]:
        """Every plain Arcana card in play with its worth in battle, domain by domain
        (each domain's court looked at once, for the bots' and battles' lists)."""
        zones, forged = state.zones, state.data["artifacts"]
        worths = []
        for arcana_pile, court_pile, queen_pile in DOMAIN_PILES:
            arcana = zones[arcana_pile]
            if arcana:   # ``full_court``, inline: every battle list asks for each domain
                worth_of = WORTH_BY_A_FULL_COURT if len(zones[court_pile]) == 3 and zones[queen_pile] else WORTH
                if forged:   # else the pile holds only plain Arcana
                    arcana = plain(arcana, forged)
                worths += [worth_of[p.card] for p in arcana]
        return worths

    def artifacts(self, state: State, suit: str | None = None) -> list[str]:
        """Artifacts, named by their Arcana card."""
        return [a for a in state.data["artifacts"] if suit is None or qc.suit(a) == suit]

    def courts_in_play(self, state: State) -> list[str]:
        zones = state.zones
        return [p.card for zone in ALL_COURT_ZONES for p in zones[zone]]

    def full_court(self, state: State, suit: str) -> bool:
        """Queen, Knight, King and Page together. Under Reiser, with no Knights, no court
        is ever full (house decision 14). A court zone only ever holds its own domain's
        King, Knight and Page, so three cards there mean all three."""
        zones = state.zones
        return len(zones[COURT_ZONE_OF[suit]]) == 3 and bool(zones[QUEEN_ZONE_OF[suit]])

    def capacity(self, state: State, suit: str) -> int:
        """One slot, one more for the Knight and one for the Page (a court pile holds only
        its domain's King, Knight and Page)."""
        court = state.zones[COURT_ZONE_OF[suit]]
        return 1 + len(court) - self.king_guards(state, suit) if court else 1

    def held(self, state: State, suit: str) -> int:
        """Arcana slots used in a domain: each Artifact counts as one (its Source lies
        there beside its Arcana card), and so does each of its Arcana committed to the
        battle, which keeps its place until the trump falls (rules.md, "Domains")."""
        zones = state.zones
        arcana = zones[ARCANA_ZONES[suit]]
        battle = zones["battle"]
        committed = sum(1 for p in battle if qc.SUIT_OF[p.card] == suit) if battle else 0
        if not state.data["artifacts"]:
            return len(arcana) + committed
        kind_of = qc.KIND_OF
        return sum(1 for p in arcana if kind_of[p.card] == "arcana") + committed

    def value(self, state: State, card: str) -> int:
        """An Arcana card's worth in battle: its number, one more with a full court."""
        return qc.face_value(card) + (1 if self.full_court(state, qc.suit(card)) else 0)

    def king_guards(self, state: State, suit: str) -> bool:
        """The domain's King is in play (it lies only in its domain's court pile)."""
        return KING_OF[suit] in [p.card for p in state.zones[COURT_ZONE_OF[suit]]]

    # ---- battles ------------------------------------------------------------------------
    def opposition(self, state: State) -> str:
        return state.zones["challenge"][-1].card

    def reduction(self, state: State) -> int:
        used = state.data["artifact_used"]
        return qc.face_value(used) // 2 if used else 0

    def needed(self, state: State) -> int:
        strength = qc.VALUE_OF[state.zones["challenge"][-1].card]   # the Opposition's (``opposition``)
        return strength - self.reduction(state) if state.data["artifact_used"] else strength

    def committed(self, state: State) -> int:
        battle = state.zones["battle"]
        return sum(self.value(state, p.card) for p in battle) if battle else 0

    def can_still_overcome(self, state: State, worths: list[tuple[str, int]] | None = None) -> bool:
        """``worths``: ``plain_arcana_worth(state)``, when the caller has it."""
        available = sum(map(itemgetter(1), self.plain_arcana_worth(state) if worths is None else worths))
        return self.committed(state) + available >= self.needed(state)

    def artifact_price(self, state: State, arcana: str, artifact: str | None = None) -> int:
        """The cards of Destiny ``arcana``, committed to this battle, costs when the trump
        falls: the seed, "For each Arcana card you use with an equal or lower value than
        the Artifact, you must 'make a Sacrifice' of half the value of the artifact"
        (rounded down); 0 with no Artifact wielded or for an Arcana worth more.
        ``artifact``: the Artifact to price by, where it is not yet wielded."""
        used = artifact or state.data["artifact_used"]
        if not used:
            return 0
        worth = qc.face_value(used)
        return worth // 2 if self.value(state, arcana) <= worth else 0

    def battle_price(self, state: State, artifact: str | None = None) -> int:
        """What the Arcana committed to this battle cost when the trump falls: each its
        ``artifact_price`` (an Arcana laid before the Artifact is wielded is used with it
        as much as one laid after)."""
        return sum(self.artifact_price(state, p.card, artifact) for p in state.zones["battle"])

    def wield_fells(self, state: State, artifact: str) -> bool:
        """Whether wielding ``artifact`` now fells the trump: the Arcana already committed
        reach the strength it leaves (``_do_wield``)."""
        strength = qc.VALUE_OF[state.zones["challenge"][-1].card] - qc.face_value(artifact) // 2
        return bool(state.zones["battle"]) and self.committed(state) >= strength

    def fallen(self, state: State) -> bool:
        """The Opposition falls once the committed Arcana reach its strength; with an
        Artifact in use at least one Arcana card must still be committed."""
        if state.data["artifact_used"] and not state.zones["battle"]:
            return False
        return self.committed(state) >= self.needed(state)

    # ---- legal actions ------------------------------------------------------------------
    def legal_actions(self, state: State) -> list[Action]:
        """Each move is made once and shared (see the tables at the end of this file)."""
        data = state.data
        if data["ended"]:
            return []
        if data["trim"]:
            return self._trim_actions(state)
        phase = data["phase"]
        if phase == "awaken":
            return self._awaken_actions(state)
        if phase == "draw":
            actions = [DRAW if state.zones["destiny"] else LAST_DRAW]
        elif phase == "resolve":
            actions = self._resolve_actions(state)
        else:
            actions = self._battle_actions(state)
        if state.zones["sources"]:
            actions += self._source_actions(state)
        return actions

    unlabelled_actions = legal_actions   # labelled once and shared: ``apply`` (an undo's replay) spares a call

    def _trim_actions(self, state: State) -> list[Action]:
        """Any Arcana of the over-full domain, those it has committed to the battle too."""
        suit, kind_of, suit_of = state.data["trim"], qc.KIND_OF, qc.SUIT_OF
        zones = state.zones
        return ([TRIM[p.card, suit] for p in zones[ARCANA_ZONES[suit]] if kind_of[p.card] == "arcana"]
                + [TRIM[p.card, suit] for p in zones["battle"] if suit_of[p.card] == suit])

    def _resolve_actions(self, state: State) -> list[Action]:
        card = state.zones["challenge"][-1].card
        if qc.KIND_OF[card] in ("court", "source"):
            return [SECURE[card], LET_GO[card]]
        old = state.zones["fate"][-1].card   # an Arcana challenge in harmony with Fate
        return [KEEP_FATE[old], DROP_FATE[old]]

    # (position, its plain_arcana_worth) of the last battle list made, for the bots
    _listed_worths: tuple[State, list[tuple[str, int]]] | None = None

    def listed_worths(self, state: State) -> list[tuple[str, int]]:
        """``plain_arcana_worth(state)``: read from the battle list just made for this very
        position (a bot lists its moves, then weighs them, from a view it only reads),
        else worked out."""
        last = self._listed_worths
        if last is not None and last[0] is state:
            return last[1]
        return self.plain_arcana_worth(state)

    def _battle_actions(self, state: State) -> list[Action]:
        worths = self.plain_arcana_worth(state)
        self._listed_worths = (state, worths)
        actions = [COMMIT[card_and_worth] for card_and_worth in worths] if self.can_still_overcome(state, worths) else []
        data = state.data
        if data["artifacts"] and not data["artifact_used"] and self.artifacts_allowed(state):
            actions += [WIELD[art] for art in self.artifacts(state)]
        if self.reiser(state):
            foe = self.opposition(state)
            actions += [ACE_DEFEAT[foe, p.card] for p in state.zones["sources"]]
        actions += self._endure_actions(state)
        return actions

    def _endure_actions(self, state: State) -> list[Action]:
        zones = state.zones
        courts = [ENDURE[p.card] for zone in ALL_COURT_ZONES for p in zones[zone]]
        if courts:
            return courts
        if self.artifacts(state):
            return [ENDURE_ARTIFACT[a] for a in self.artifacts(state)]
        if state.zones["sources"]:
            return [ENDURE[p.card] for p in state.zones["sources"]]
        return [SACRIFICE[qc.face_value(self.opposition(state))]]

    def _source_actions(self, state: State) -> list[Action]:
        actions = []
        has_portents = bool(state.zones["portents"])
        reiser, artifacts_allowed = self.reiser(state), self.artifacts_allowed(state)
        for p in state.zones["sources"]:
            ace = p.card
            if reiser:
                if has_portents:
                    actions.append(ACE_HARVEST[ace])
                continue
            if has_portents:
                actions += (RECOVER[ace], AWAKEN[ace])
            if artifacts_allowed:
                actions += [FORGE[ace, target] for target in self.plain_arcana(state, qc.suit(ace))]
        return actions

    def _awaken_actions(self, state: State) -> list[Action]:
        awakener = state.data["awakener"]
        actions = [AWAKEN_SECURE[p.card] for p in state.zones["revealed"] if p.card != awakener]
        actions.append(DISCARD_THE_REST if actions else FINISH_THE_AWAKENING)
        return actions

    # ---- performing -------------------------------------------------------------------------
    def perform(self, state: State, action: Action) -> list[Event]:
        kind = action.kind
        met_before = state.data["met"]   # replaced, never changed, by _judge
        events = HANDLERS[kind](self, state, action)
        if kind not in LEAVES_CONDITIONS:   # else nothing was secured: no harvest is due
            self._judge(state, met_before, kind, events)
        ended = state.data["ended"]
        if not ended and not state.zones["destiny"] and self.world_ends(state):   # Destiny is seldom empty
            self._end(state, "lost", WORLD_ENDS)
            ended = state.data["ended"]
        if ended:
            events.append(Event("announce", text=ended[1]))
        return events

    # What happens is told in the story only: the table does not put this game's moves
    # on the status line (``tells_moves``), so no "message" event is made for them.

    def _discard(self, state: State, card: str, src: str | None = None) -> Event:
        """A card leaves play: trumps to the Signs face up, the rest to the Portents face
        down. ``src``, the zone it lies in, spares looking for it."""
        what = qc.KIND_OF[card]
        if what == "opposition":
            return state.move(card, "signs", face_up=True, src=src)
        if what == "court":
            state.data["courts_fallen"] += 1
        return state.move(card, "portents", face_up=False, src=src)

    def _do_draw(self, state: State, action: Action) -> list[Event]:
        destiny, data = state.zones["destiny"], state.data   # every other move is a year's draw
        if not destiny:
            self._end(state, "lost", WORLD_ENDS)
            return []
        card = destiny[-1].card
        years = data["years"] = data["years"] + 1
        events = [state.move(card, "challenge", True, "destiny")]
        state.story.append(YEAR_STARTS[years] + NAMED_ENDS[card])   # "Year 12: The Tower."
        what = qc.KIND_OF[card]
        if what == "opposition":
            if qc.face_value(card) == 0:
                state.story.append("The Fool has no strength; it passes into the Signs.")
                events.append(state.move(card, "signs", face_up=True, src="challenge"))
                return events
            state.data["phase"] = "battle"
            state.data["artifact_used"] = None
            state.story.append(f"{english_name(card)} opposes you with strength {qc.face_value(card)}.")
            return events
        if what in ("court", "source"):
            state.data["phase"] = "resolve"
            return events
        return events + self._meet_fate(state, card)

    def _meet_fate(self, state: State, card: str) -> list[Event]:
        fate = state.zones["fate"]
        if not fate:
            state.data["phase"] = "draw"
            return [state.move(card, "fate", face_up=True, src="challenge")]
        old = fate[-1].card
        conflict = qc.in_conflict(card, old)
        if conflict and not self.king_guards(state, qc.suit(card)):
            state.data["phase"] = "draw"
            a, b = qc.face_value(card), qc.face_value(old)
            if a == b:
                state.story.append(f"{english_name(card)} clashes with {english_name(old)}: equal, both are lost.")
                return [self._discard(state, card, "challenge"), self._discard(state, old, "fate")]
            loser, winner = (card, old) if a < b else (old, card)
            state.story.append(f"{english_name(card)} clashes with {english_name(old)}; {english_name(loser)} is lost.")
            events = [self._discard(state, loser, "challenge" if loser == card else "fate")]
            if winner == card:
                events.append(state.move(card, "fate", face_up=True, src="challenge"))
            return events
        state.data["phase"] = "resolve"
        guard = " (its King keeps the peace)" if conflict else ""
        state.story.append(f"{english_name(card)} is in harmony with {english_name(old)}{guard}.")
        return []

    def _do_secure(self, state: State, action: Action) -> list[Event]:
        state.data["phase"] = "draw"
        events = [state.move(action.card, action.to, face_up=True, src="challenge")]
        words = self._secured_words(action.card)
        state.story.append(words)
        if qc.rank(action.card) == "queen":
            events.append(Event("announce", text=words))
        return events

    def _secured_words(self, card: str) -> str:
        return SECURED_LINES[card]

    def _do_let_go(self, state: State, action: Action) -> list[Event]:
        state.data["phase"] = "draw"
        state.story.append(f"{english_name(action.card)} is let go.")
        return [self._discard(state, action.card, "challenge")]

    def _do_keep_fate(self, state: State, action: Action) -> list[Event]:
        challenge = state.zones["challenge"][-1].card
        events = [state.move(action.card, action.to, face_up=True, src="fate"),
                  state.move(challenge, "fate", face_up=True, src="challenge")]
        state.story.append(f"{english_name(action.card)} is secured; {english_name(challenge)} becomes your Fate.")
        state.data["phase"] = "draw"
        self._check_capacity(state, qc.suit(action.card))
        return events

    def _do_drop_fate(self, state: State, action: Action) -> list[Event]:
        challenge = state.zones["challenge"][-1].card
        events = [self._discard(state, action.card, "fate"), state.move(challenge, "fate", face_up=True, src="challenge")]
        state.data["phase"] = "draw"
        state.story.append(f"{english_name(action.card)} is discarded; {english_name(challenge)} becomes your Fate.")
        return events

    def _check_capacity(self, state: State, suit: str) -> None:
        zones = state.zones
        if len(zones[ARCANA_ZONES[suit]]) + len(zones["battle"]) <= max(1, len(zones[COURT_ZONE_OF[suit]])):
            return   # no more than ``held`` can count, no fewer than ``capacity`` gives: it fits
        if self.held(state, suit) > self.capacity(state, suit):
            state.data["trim"] = suit

    def _do_trim(self, state: State, action: Action) -> list[Event]:
        suit = state.data["trim"]
        if any(p.card == action.card for p in state.zones["battle"]):
            events = [self._discard(state, action.card, "battle")]
        else:
            events = self._lose_arcana(state, action.card)
        state.story.append(f"{english_name(action.card)} is discarded to make room.")
        state.data["trim"] = None
        self._check_capacity(state, suit)
        return events

    def _lose_arcana(self, state: State, card: str) -> list[Event]:
        """Discard an Arcana card, taking its Source with it when it is an Artifact."""
        domain = ARCANA_ZONES[qc.suit(card)]   # an Artifact's Source lies there too
        events = [self._discard(state, card, domain)]
        ace = state.data["artifacts"].pop(card, None)
        if ace:
            events.append(self._discard(state, ace, domain))
        return events

    # ---- battle ----------------------------------------------------------------------------
    def _do_commit(self, state: State, action: Action) -> list[Event]:
        events = [state.move(action.card, "battle", face_up=True, src=ARCANA_ZONES[qc.suit(action.card)])]
        if self.fallen(state):
            events += self._overcome(state)
        return events

    def _do_wield(self, state: State, action: Action) -> list[Event]:
        """The Arcana already committed are used with the Artifact (the seed: "you will
        still need to use Arcana, even if the strength of the Opposition is reduced to 0
        or less"): where they reach the weakened strength the trump falls now, as it
        would at a commit, each of them worth no more than the Artifact paying its price
        (play-test round 9, Q4: the battle stood at "0 to go", not won)."""
        state.data["artifact_used"] = action.card
        state.story.append(f"The Artifact of {english_name(action.card)} weakens "
                           f"{english_name(self.opposition(state))} by {self.reduction(state)}.")
        return self._overcome(state) if self.fallen(state) else []

    def _overcome(self, state: State) -> list[Event]:
        foe = self.opposition(state)
        committed = [p.card for p in state.zones["battle"]]
        price = self.battle_price(state) if state.data["artifact_used"] else 0
        state.story.append(f"{english_name(foe)} is overcome.")
        events = [self._discard(state, card, "battle") for card in committed]
        events.append(state.move(foe, "signs", face_up=True, src="challenge"))
        state.data["phase"] = "draw"
        state.data["artifact_used"] = None
        if price:
            told = len(state.story)
            sacrificed = self._sacrifice(state, price)
            events += sacrificed
            state.story[told:told] = [f"The Artifact's price: {plural(price, 'card')} of Destiny"
                                      f"{_where_they_went(sacrificed)}."] + _fallen_named(sacrificed)
        return events

    def _return_committed(self, state: State) -> list[Event]:
        return [state.move(p.card, ARCANA_ZONES[qc.suit(p.card)], face_up=True, src="battle")
                for p in list(state.zones["battle"])]

    def _do_endure(self, state: State, action: Action) -> list[Event]:
        foe = self.opposition(state)
        events = self._return_committed(state)
        if action.choice == "sacrifice":
            strength = qc.face_value(foe)
            told = len(state.story)
            sacrificed = self._sacrifice(state, strength)
            events += sacrificed
            state.story[told:told] = [f"You endure {english_name(foe)} by sacrificing {plural(strength, 'card')} "
                                      f"of Destiny{_where_they_went(sacrificed)}."] + _fallen_named(sacrificed)
        else:
            card = action.card
            if qc.kind(card) == "arcana":
                events += self._lose_arcana(state, card)
                lost = f"the Artifact of {english_name(card)}"
            else:
                lost = english_name(card)
                events.append(self._discard(state, card, home_zone(card)))
            state.story.append(f"You endure {english_name(foe)}; {lost} is lost.")
            if qc.kind(card) == "court":
                self._check_capacity(state, qc.suit(card))
        if state.zones["challenge"]:
            events.append(state.move(foe, "signs", face_up=True, src="challenge"))
        state.data["phase"] = "draw"
        state.data["artifact_used"] = None
        return events

    def _sacrifice(self, state: State, count: int) -> list[Event]:
        """Discard cards from the top of Destiny, looking at each."""
        events = []
        short = count > len(state.zones["destiny"])
        for _ in range(min(count, len(state.zones["destiny"]))):
            card = state.zones["destiny"][-1].card
            events.append(self._discard(state, card, "destiny"))
        if short:
            self._end(state, "lost", "The sacrifice asked for more than Destiny held: the End of the World.")
        return events

    def _do_ace_defeat(self, state: State, action: Action) -> list[Event]:
        foe = self.opposition(state)
        events = self._return_committed(state)
        events.append(self._discard(state, action.card, "sources"))
        events.append(state.move(foe, "signs", face_up=True, src="challenge"))
        state.data["phase"] = "draw"
        state.story.append(f"{english_name(action.card)} strikes down {english_name(foe)}.")
        return events

    # ---- sources ----------------------------------------------------------------------------
    def _do_recover(self, state: State, action: Action) -> list[Event]:
        events = []
        found = next((p.card for p in state.zones["portents"] if qc.kind(p.card) == "court"), None)
        if found:
            state.data["courts_fallen"] -= 1
            events.append(state.move(found, home_zone(found), face_up=True, src="portents"))
            state.story.append(f"{english_name(action.card)} recovers the fallen {english_name(found)}.")
        else:
            state.story.append(f"{english_name(action.card)} searches the Portents, "
                               "but no one is there to recover.")
        events.append(self._discard(state, action.card, "sources"))
        return events

    def _do_awaken(self, state: State, action: Action) -> list[Event]:
        """The Source waits first in the revealed row and is discarded when the
        Awakening ends, so it can never wake itself."""
        state.data["resume"] = state.data["phase"]
        state.data["phase"] = "awaken"
        state.data["awakener"] = action.card
        events = [state.move(action.card, "revealed", face_up=True, src="sources")]
        for p in list(state.zones["portents"][:AWAKEN_SIZE]):
            events.append(state.move(p.card, "revealed", face_up=True, src="portents"))
        state.story.append(f"{english_name(action.card)} awakens the oldest "
                           f"{plural(len(state.zones['revealed']) - 1, 'discard')}.")
        return events

    def _do_awaken_secure(self, state: State, action: Action) -> list[Event]:
        if qc.kind(action.card) == "court":
            state.data["courts_fallen"] -= 1
        events = [state.move(action.card, action.to, face_up=True, src="revealed")]
        state.story.append(self._secured_words(action.card))
        if qc.kind(action.card) == "arcana":
            self._check_capacity(state, qc.suit(action.card))
        return events

    def _do_awaken_done(self, state: State, action: Action) -> list[Event]:
        awakener, state.data["awakener"] = state.data["awakener"], None
        events = [state.move(p.card, "portents", face_up=False, src="revealed")
                  for p in list(state.zones["revealed"]) if p.card != awakener]
        events.append(self._discard(state, awakener, "revealed"))
        state.data["phase"] = state.data["resume"]
        state.data["resume"] = None
        return events

    def _do_forge(self, state: State, action: Action) -> list[Event]:
        zone = state.zones[arcana_zone(qc.suit(action.card))]
        _, ace_index = state.find(action.card)
        ace = state.zones["sources"].pop(ace_index)
        target_index = next(i for i, p in enumerate(zone) if p.card == action.choice)
        zone.insert(target_index + 1, ace)
        state.data["artifacts"][action.choice] = action.card
        state.story.append(f"{english_name(action.card)} is forged with {english_name(action.choice)} "
                           "into an Artifact.")
        return [Event("move", action.card, "sources", arcana_zone(qc.suit(action.card)), True)]

    def _do_ace_harvest(self, state: State, action: Action) -> list[Event]:
        """The four oldest discards are taken before the Ace itself is discarded, so it
        can never find itself (house decision 8)."""
        bottom = [p.card for p in state.zones["portents"][:AWAKEN_SIZE]]
        events = [self._discard(state, action.card, "sources")]
        state.story.append(f"{english_name(action.card)} is spent to bring back {plural(len(bottom), 'discard')}.")
        returned = []
        for card in bottom:
            what = qc.kind(card)
            if what == "source":
                events.append(state.move(card, "removed", face_up=True, src="portents"))
                state.story.append(f"{english_name(card)} is found and leaves the game for good.")
            elif what == "court" or (what == "arcana" and self.held(state, qc.suit(card)) < self.capacity(state, qc.suit(card))):
                if what == "court":
                    state.data["courts_fallen"] -= 1
                events.append(state.move(card, home_zone(card), face_up=True, src="portents"))
                state.story.append(self._secured_words(card))
            else:
                returned.append(card)
        for card in returned:  # no room: back onto the discards, face down
            events.append(state.move(card, "portents", face_up=False, src="portents"))
        return events

    # ---- after every action ---------------------------------------------------------------
    def harvest_conditions(self, state: State) -> frozenset[tuple]:
        """The conditions the position meets. Four court cards of one rank lie in four
        domains (a court zone holds only its own King, Knight and Page), and so do four
        Arcana of one value (one card of each value a suit, and an Arcana lies only in
        its own domain): those two are looked for only when every domain holds one."""
        met: list[tuple] = []   # each condition found once
        zones, forged = state.zones, state.data["artifacts"]   # run after most actions
        every_court = every_arcana = True
        for court_zone, arcana_zone, full_court, three_arcana in DOMAIN_CONDITIONS:
            # Queens lie in their own zone and count in none of the conditions.
            court = len(zones[court_zone])
            if court == 3:   # King, Knight and Page: nothing else lies there
                met.append(full_court)
            elif not court:
                every_court = False
            arcana = zones[arcana_zone]
            if len(arcana) >= 3:
                if not forged or len(plain(arcana, forged)) >= 3:
                    met.append(three_arcana)
            elif not arcana:
                every_arcana = False
        if every_court:
            rank_of = qc.RANK_OF
            ranks_in_play = [rank_of[p.card] for zone in COURT_ONLY_ZONES for p in zones[zone]]
            for rank_name in KING_KNIGHT_PAGE:
                if ranks_in_play.count(rank_name) == 4:
                    met.append(("four-of-a-court", rank_name))
        if every_arcana:
            value_of = qc.VALUE_OF
            values = [value_of[p.card] for zone in ARCANA_ZONE_LIST
                      for p in (plain(zones[zone], forged) if forged else zones[zone])]
            for number in set(values):
                if values.count(number) == 4:
                    met.append(("four-of-a-value", str(number)))
        if len(zones["sources"]) == 4:
            met.append(("four-sources", ""))
        return frozenset(met)

    def _judge(self, state: State, met_before: list[list], kind: str, events: list[Event]) -> None:
        """After an action that may have changed the domains or the Sources: the harvests
        it brings (added to ``events``) and the Ascension."""
        data, zones = state.data, state.zones
        secured = kind in SECURING
        if data["trim"]:
            # An over-full domain is judged only once it fits again (house decision 15):
            # remember that a card was secured and leave the conditions as they were.
            data["harvest_due"] = data.get("harvest_due", False) or secured
        else:
            secured = secured or data.get("harvest_due", False)
            data["harvest_due"] = False
            # Outside a trim "met" holds the conditions of the position; an action that
            # only takes cards out of the domains and Sources cannot meet any when none
            # was met before.
            if met_before or secured or kind not in ONLY_REMOVES:
                met = self.harvest_conditions(state)
                before = self._met_as_set(met_before)
                if met != before:
                    if secured:
                        for condition in sorted(met - before):
                            events += self._harvest(state, condition)
                    data["met"] = [list(c) for c in sorted(met)]
                    self._met_known = (data["met"], met)
        if kind in SECURING and all(map(zones.__getitem__, QUEEN_ZONES)):   # a Queen is only ever secured
            self._end(state, "won", "All four Queens are in play: the Ascension!")

    _met_known: tuple[list, frozenset] = ([], frozenset())   # the last "met" stored, as a set

    def _met_as_set(self, met: list[list]) -> frozenset:
        """A state's record of the conditions met (a list, replaced and never changed),
        as a set: the one stored last is known without building it again."""
        known, as_set = self._met_known
        if met is known:
            return as_set
        return frozenset(map(tuple, met))

    def world_ends(self, state: State) -> bool:
        """A year must pass, Destiny is empty and no Source can still be spent
        (house decision 3). With a Source to spend, the player decides when it ends."""
        return (state.data["phase"] == "draw" and not state.zones["destiny"] and not state.data["trim"]
                and not self._source_actions(state))

    def _harvest(self, state: State, condition: tuple) -> list[Event]:
        state.data["harvests"] += 1
        moving = state.zones["portents"][:HARVEST_SIZE]
        del state.zones["portents"][:len(moving)]
        state.zones["destiny"][:0] = moving
        words = HARVEST_WORDS[condition[0]].format(qc.DOMAIN_NAMES.get(condition[1], condition[1]))
        text = f"Harvest! {words} {plural(len(moving), 'discard')} {'returns' if len(moving) == 1 else 'return'} beneath Destiny."
        state.story.append(text)
        return ([Event("announce", text="Harvest!")]
                + [Event("move", p.card, "portents", "destiny", False) for p in moving])

    def _end(self, state: State, result: str, words: str) -> None:
        if not state.data["ended"]:
            state.data["ended"] = [result, words]
            state.story.append(words)

    def outcome(self, state: State) -> Outcome | None:
        ended = state.data["ended"]
        if not ended:
            return None
        won = ended[0] == "won"
        return Outcome((0,) if won else (), (1.0 if won else 0.0,), ended[1])

    def progress(self, state: State) -> float:
        """The Queens in play, and a little for every court card in play (a tie-break)."""
        zones = state.zones
        return sum(len(zones[z]) for z in QUEEN_ZONES) + sum(len(zones[z]) for z in ALL_COURT_ZONES) / 10

    # ---- presentation ---------------------------------------------------------------------
    def layout(self, state: State):
        return queens_layout(self, state)

    def buttons(self, state: State) -> list[tuple[str, list[Action]]]:
        """Endure, each Source's powers, and the choices a drag would also make."""
        actions = self.legal_actions(state)
        out = []
        endure = [a for a in actions if a.kind == "endure"]
        if endure:
            out.append((endure[0].label if len(endure) == 1 else "Endure…", endure))
        for kind, label in (("let-go", "Let it go"), ("drop-fate", "Discard the old Fate"),
                            ("awaken-done", None)):
            out += [(label or a.label, [a]) for a in actions if a.kind == kind]
        if not state.zones["destiny"]:
            out += [("Let the world end", [a]) for a in actions if a.kind == "draw"]
        for p in state.zones["sources"]:
            powers = [a for a in actions if a.card == p.card and a.kind not in ("endure", "secure")]
            if powers:
                out.append((f"{english_name(p.card)}…", powers))
        return out

    def undoable(self, state: State, action: Action) -> bool:
        """``state``: the position after ``action``."""
        if action.kind == "endure":
            return action.choice != "sacrifice"
        if action.kind == "wield":   # one that felled the trump ended the battle, its price seen
            return state.data["phase"] == "battle" and not state.data["ended"]
        return action.kind not in REVEALING

    def why_not_undoable(self, action: Action) -> str:
        """House decision 12 in words, for the move that stops Undo."""
        return NOT_UNDONE.get("sacrifice" if action.choice == "sacrifice" else action.kind, self.no_undo_reason)

    def options_words(self, options: dict[str, str]) -> str:
        """House decision 17: Artifacts belong to the original rules, so Reiser's rules name none."""
        if options.get("rules") == "reiser":
            return RULE_SETS["reiser"]
        return f"{RULE_SETS['original']}, Artifacts " + ("on" if options.get("artifacts") == "on" else "off")

    def default_action(self, state: State, card: str) -> Action | None:
        preferred = ("draw", "secure", "keep-fate", "awaken-secure", "commit", "trim")
        mine = self.actions_for_card(state, card)
        for kind in preferred:
            for action in mine:
                if action.kind == kind:
                    return action
        return mine[0] if mine else None

    def status(self, state: State) -> str:
        return presentation.status(self, state)

    def describe(self, state: State, card: str) -> str:
        return presentation.describe(self, state, card)

    def why_not(self, state: State, card: str | None, zone: str | None) -> str:
        return presentation.why_not(self, state, card, zone)


KING_KNIGHT_PAGE = {"king", "knight", "page"}
COURT_ZONES = {s: (queen_zone(s), court_zone(s)) for s in SUITS}   # named once: looked up every move
ARCANA_ZONES = {s: arcana_zone(s) for s in SUITS}
QUEEN_ZONES = tuple(queen_zone(s) for s in SUITS)
COURT_ONLY_ZONES = tuple(court_zone(s) for s in SUITS)   # each domain's King, Knight and Page
ARCANA_ZONE_LIST = tuple(arcana_zone(s) for s in SUITS)
# Each domain's King-Knight-Page pile and Arcana pile, with the conditions they may meet.
DOMAIN_CONDITIONS = tuple((court_zone(s), arcana_zone(s), ("king-knight-page", s), ("three-arcana", s)) for s in SUITS)
ALL_COURT_ZONES = tuple(zone for s in SUITS for zone in COURT_ZONES[s])   # each domain's Queen, then its court
ENDING_A_BATTLE_GIVES_BACK = frozenset({"endure", "ace-defeat"})   # the committed Arcana go home first
UNORDERED_PILES = frozenset(ALL_COURT_ZONES + ARCANA_ZONE_LIST + ("sources", "signs", "removed"))
WORLD_ENDS = "Destiny is spent: the End of the World."
# The moves that put a card of the player's out of play by their choice (house decision 21;
# an Arcana committed to a battle is held for good): a draw, a card secured, an Artifact
# forged or wielded, the Awakening done give up none.
GIVES_A_CARD = frozenset({"endure", "trim", "let-go", "drop-fate", "ace-defeat", "ace-harvest", "recover", "awaken"})
SECURING = {"secure", "keep-fate", "recover", "awaken-secure", "ace-harvest"}
# Actions that move no card into or out of a domain or the Sources and forge nothing,
# so the harvest conditions and the Queens in play stay as they were (a test checks it).
LEAVES_CONDITIONS = {"draw", "let-go", "drop-fate", "wield"}
# Actions that only take cards out of the domains and Sources (an Arcana committed or
# trimmed, and what an overcome Opposition costs): they can meet no condition and
# bring no Queen (a test checks it).
ONLY_REMOVES = {"commit", "trim"}
ACTION_KINDS = ("draw", "secure", "let-go", "keep-fate", "drop-fate", "trim", "commit", "wield", "endure",
                "ace-defeat", "recover", "awaken", "awaken-secure", "awaken-done", "forge", "ace-harvest")
# The method for each kind, looked up once.
HANDLERS = {kind: getattr(QueensOfFate, "_do_" + kind.replace("-", "_")) for kind in ACTION_KINDS}

# Every move, made once and shared by each list that offers it (an Action is never
# changed once made), looked up by what it depends on.
DRAW = Action("draw", src="destiny", to="challenge", label="Pass a year: draw from Destiny")
LAST_DRAW = Action("draw", src="destiny", to="challenge", label="Pass a year: Destiny is empty and the world ends")
TRIM = MadeOnce(lambda key: Action("trim", card=key[0], to="portents", label=(
    f"Discard {english_name(key[0])} (too many Arcana in {qc.DOMAIN_NAMES[key[1]]})")))
SECURE = MadeOnce(lambda card: Action("secure", card=card, to=home_zone(card),
                                      label=f"Secure {english_name(card)}"))
LET_GO = MadeOnce(lambda card: Action("let-go", card=card, to="portents", label=f"Let {english_name(card)} go"))
KEEP_FATE = MadeOnce(lambda card: Action("keep-fate", card=card, to=arcana_zone(qc.suit(card)),
                                         label=f"Secure {english_name(card)} to its domain"))
DROP_FATE = MadeOnce(lambda card: Action("drop-fate", card=card, to="portents",
                                         label=f"Discard {english_name(card)}"))
COMMIT = MadeOnce(lambda key: Action("commit", card=key[0], to="challenge",
                                     label=f"Battle with {english_name(key[0])} ({key[1]})"))
WIELD = MadeOnce(lambda art: Action("wield", card=art, to="challenge", label=(
    f"Wield the Artifact of {english_name(art)} (-{qc.face_value(art) // 2} strength)")))
ACE_DEFEAT = MadeOnce(lambda key: Action("ace-defeat", card=key[1], to="challenge",
                                         label=f"Defeat {english_name(key[0])} with {english_name(key[1])}"))
ENDURE = MadeOnce(lambda card: Action("endure", card=card, to="portents",
                                      label=f"Endure: lose {english_name(card)}"))
ENDURE_ARTIFACT = MadeOnce(lambda art: Action("endure", card=art, to="portents",
                                              label=f"Endure: lose the Artifact of {english_name(art)}"))
SACRIFICE = MadeOnce(lambda strength: Action("endure", choice="sacrifice", to="destiny",
                                             label=f"Endure: sacrifice {plural(strength, 'card')} of Destiny"))
ACE_HARVEST = MadeOnce(lambda ace: Action("ace-harvest", card=ace, to="portents",
                                          label=f"Spend {english_name(ace)}: bring back four discards"))
RECOVER = MadeOnce(lambda ace: Action("recover", card=ace, to="portents",
                                      label=f"{english_name(ace)}: Recover the Fallen"))
AWAKEN = MadeOnce(lambda ace: Action("awaken", card=ace, to="portents", choice="awaken",
                                     label=f"{english_name(ace)}: Awaken the Arcana"))
FORGE = MadeOnce(lambda key: Action("forge", card=key[0], to=arcana_zone(qc.suit(key[0])), choice=key[1],
                                    label=f"{english_name(key[0])}: forge an Artifact with {english_name(key[1])}"))
AWAKEN_SECURE = MadeOnce(lambda card: Action("awaken-secure", card=card, to=home_zone(card),
                                             label=f"Secure {english_name(card)}"))
DISCARD_THE_REST = Action("awaken-done", choice="done", label="Discard the rest")
FINISH_THE_AWAKENING = Action("awaken-done", choice="done", label="Finish the Awakening")
COURT_ZONE_OF = {s: court_zone(s) for s in SUITS}


def _secured_line(card: str) -> str:
    if qc.kind(card) == "court" and qc.rank(card) == "queen":
        return f"The {english_name(card)} is found!"
    if qc.kind(card) == "source":
        return f"{english_name(card)} joins your Sources."
    return f"{english_name(card)} joins the {qc.DOMAIN_NAMES[qc.suit(card)]} domain."


# A card secured, its story line written once and shared (78 at most). A year's draw is
# told from two small tables, its start by the year and its end by the card; a Challenge in
# harmony with Fate is written afresh. Whole lines kept by (year, card) and (card, card,
# King) grew to thousands over many deals, each looked up far in memory: the greedy bot's
# games spent 6.0-7.6% of their time in those lookups against 3.7-4.0% without them (the
# same count of lookups; docs/performance.md, 29 November, engineer "bots").
SECURED_LINES = MadeOnce(_secured_line)
YEAR_STARTS = MadeOnce(lambda years: f"Year {years}: ")
NAMED_ENDS = {card: f"{english_name(card)}." for card in TAROT_DECK}
FACE_DOWN = {c: PLACED[c, False, False] for c in TAROT_DECK}   # each card's record lying face down, for the deal
# Each domain's Arcana, King-Knight-Page and Queen piles (``plain_arcana_worth``).
DOMAIN_PILES = tuple((arcana_zone(s), court_zone(s), queen_zone(s)) for s in SUITS)
# A card with its worth in battle, made once: alone, and with its domain's court full.
WORTH = {c: (c, qc.VALUE_OF[c]) for c in TAROT_DECK}
WORTH_BY_A_FULL_COURT = {c: (c, qc.VALUE_OF[c] + 1) for c in TAROT_DECK}
KING_OF = {qc.SUIT_OF[c]: c for c in TAROT_DECK if qc.KIND_OF[c] == "court" and qc.RANK_OF[c] == "king"}
QUEEN_ZONE_OF = {s: queen_zone(s) for s in SUITS}
# Moves that show cards the player had not seen (or, for a committed Arcana, may set
# off an Artifact's price): they cannot be taken back.
REVEALING = {"draw", "recover", "awaken", "ace-harvest", "commit"}
NOT_UNDONE = {   # why Undo is greyed after each move it cannot take back (rules.md, house decision 12)
    "draw": "A year passed cannot be undone: the card drawn from Destiny has been seen.",
    "recover": "Recovering the Fallen cannot be undone: it showed cards from the Portents.",
    "awaken": "Awakening the Arcana cannot be undone: it showed cards from the Portents.",
    "ace-harvest": "An Ace's harvest cannot be undone: it showed cards from the Portents.",
    "commit": "An Arcana committed to a battle stays committed: Undo cannot take it back.",
    "wield": "The Artifact felled the trump with the Arcana committed: a battle won cannot be undone.",
    "sacrifice": "A Sacrifice cannot be undone: it showed cards from the top of Destiny.",
}
HARVEST_WORDS = {
    "king-knight-page": "King, Knight and Page stand together in {}.",
    "three-arcana": "Three Arcana fill the {} domain.",
    "four-of-a-court": "All four of the {}s are in play.",
    "four-of-a-value": "Four Arcana of value {} are in play.",
    "four-sources": "All four Sources are gathered.",
}


def _where_they_went(sacrificed: list[Event]) -> str:
    """Where cards sacrificed from Destiny went, after the story's count of them: the
    trumps among them to the Signs, the court cards fallen ("sacrificing 8 cards" alone
    left out the 3 trumps the Signs gained, play-test finding of 29 November)."""
    trumps = sum(1 for e in sacrificed if e.dst == "signs")
    courts = sum(1 for e in sacrificed if e.dst == "portents" and qc.kind(e.card) == "court")
    parts = ([f"{plural(trumps, 'trump')} among them to the Signs"] if trumps else []) + \
            ([f"{plural(courts, 'court card')} among them fallen"] if courts else [])
    return ": " + " and ".join(parts) if parts else ""


def _fallen_named(sacrificed: list[Event]) -> list[str]:
    """The Story's line naming the court cards a sacrifice took, the Queens first (the
    seed: "You may look at the cards as you discard them"; play-test finding Q3 of round
    5: "7 court cards among them fallen" left the player unable to tell whether a Queen
    was among them). No line when none fell."""
    fallen = [e.card for e in sacrificed if e.dst == "portents" and qc.kind(e.card) == "court"]
    if not fallen:
        return []
    queens = [english_name(card) for card in fallen if qc.rank(card) == "queen"]
    others = [english_name(card) for card in fallen if qc.rank(card) != "queen"]
    if not queens:
        return [f"Fallen among them: {listed(others)} (no Queen)."]
    if not others:
        return [f"Fallen among them: {listed(queens)}."]
    return [f"Fallen among them: {listed(queens)}; with them {listed(others)}."]

