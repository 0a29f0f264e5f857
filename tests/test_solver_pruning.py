"""Proofs for the solver's reductions (issue 34): each way the solver counts two positions
as one, or cuts a search short, is checked here on many positions reached by random
play through ``legal_actions`` and ``apply``, so "lost" never rests on a reduction that
does not hold. A reduction holds when the positions it merges have the same outcome and,
move for move, lead to positions it merges again (a bisimulation, checked one step at a
time on every position sampled, which by induction covers whole lines)."""
from __future__ import annotations

import random

import pytest

from tarot_table.games import GAMES
from tarot_table.games.queens_of_fate import rules
from tarot_table.games.base import PLACED, Game, Placed, State
from tarot_table.solver import LOST, WINNABLE, Budget, OutOfBudget, replay_wins, solve
from tarot_table.cards import TAROT_DECK
from tarot_table.solver import keys
from tarot_table.solver.keys import position_key, state_key
from tarot_table.solver.search import Solver
from tests.helpers.solver import TooBig, brute_force_wins, key_written_in_full, position_before_end

QUEENS, FOOLS = GAMES["queens-of-fate"], GAMES["fools-journey"]

OPTION_SETS = [
    (QUEENS, {}), (QUEENS, {"rules": "reiser"}), (QUEENS, {"artifacts": "on"}),
    (FOOLS, {}), (FOOLS, {"reversals": "on"}), (FOOLS, {"difficulty": "easy"}),
    (FOOLS, {"difficulty": "hard"}), (FOOLS, {"order": "random"}), (FOOLS, {"ace_up": "satchel"}),
    (FOOLS, {"ace_up": "on-fool"}), (FOOLS, {"friend": "on"}),
]
IDS = [f"{game.id}-{'-'.join(f'{k}={v}' for k, v in options.items()) or 'base'}" for game, options in OPTION_SETS]


def sampled_positions(game: Game, options: dict, deals: int = 6, every: int = 3):
    """Positions along random games of a few deals (every ``every``-th move's)."""
    for seed in range(deals):
        chance = random.Random(seed)
        state = game.new(seed, options)
        step = 0
        while game.outcome(state) is None and step < 400:
            if step % every == 0:
                yield state.clone()
            game.apply(state, chance.choice(game.legal_actions(state)))
            step += 1
        yield state


def children_keys(game: Game, state: State, key) -> list[bytes]:
    keys = []
    for action in game.legal_actions(state):
        after = state.clone()
        game.apply(after, action)
        keys.append(key(after))
    return sorted(keys)


def same_position(game: Game, one: State, other: State, key) -> None:
    """``one`` and ``other`` share ``key``, end the same way, and each move of one has a
    move of the other to a position sharing ``key`` (the same multiset of next keys)."""
    assert key(one) == key(other)
    assert (game.outcome(one) is None) == (game.outcome(other) is None)
    if game.outcome(one) is not None:
        assert game.outcome(one).won_by(0) == game.outcome(other).won_by(0)
        return
    assert children_keys(game, one, key) == children_keys(game, other, key)


def without(state: State, names) -> dict:
    raw = state.to_json()
    raw["data"] = {k: v for k, v in raw["data"].items() if k not in names}
    del raw["story"], raw["moves"]
    return raw


@pytest.mark.parametrize("game, options", OPTION_SETS, ids=IDS)
def test_rule_tallies_bear_on_nothing(game, options):
    """Rule "tallies": the data a game lists as tallies (the years, the adventures, the
    Challenges completed...) is never read by a rule. A position with every tally
    changed has the same moves, and each move leads to the same position but for the
    tallies, with the same outcome."""
    tallies = game.shortcuts.tallies
    assert tallies, "each solitaire names its tallies"
    checked = 0
    for state in sampled_positions(game, options, deals=4, every=5):
        if game.outcome(state) is not None:
            continue
        changed = state.clone()
        for name in tallies:
            value = changed.data[name]
            changed.data[name] = (not value) if isinstance(value, bool) else \
                value + 7 if isinstance(value, int) else "something else"
        changed.story.clear()
        moves = game.legal_actions(state)
        assert game.legal_actions(changed) == moves
        for action in moves:
            one, other = state.clone(), changed.clone()
            game.apply(one, action)
            game.apply(other, action)
            assert without(one, tallies) == without(other, tallies)
            assert (game.outcome(one) is None) == (game.outcome(other) is None)
            if game.outcome(one) is not None:
                assert game.outcome(one).won_by(0) == game.outcome(other).won_by(0)
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("game, options", OPTION_SETS, ids=IDS)
def test_rule_interchangeable_places_and_unordered_piles(game, options):
    """Rules "interchangeable places" and "unordered piles" (the Satchel's and the Wisdom
    places without reversals; the Past in the standard order without reversals): the
    position with the piles of a group of places exchanged, or an unordered pile
    shuffled, is the same position to the solver's key and is a bisimilar position: the
    same outcome and, move for move, next positions with the same keys."""
    probe = game.new(0, options)
    key = position_key(game, probe)
    groups = game.shortcuts.interchangeable(probe)
    unordered = game.shortcuts.unordered(probe)
    chance = random.Random(34)
    changed_any = 0
    for state in sampled_positions(game, options):
        other = state.clone()
        for group in groups:
            piles = [other.zones[zone] for zone in group]
            chance.shuffle(piles)
            for zone, pile in zip(group, piles):
                other.zones[zone] = pile
        for zone in unordered:
            chance.shuffle(other.zones[zone])
        changed_any += other.to_json()["zones"] != state.to_json()["zones"]
        same_position(game, state, other, key)
    if groups or unordered:
        assert changed_any >= 10, "the check met positions the reduction changes"


ACES = sorted(FOOLS.shortcuts.alike(FOOLS.new(0, {})))


def with_aces_exchanged(state: State, chance: random.Random) -> State:
    """``state`` with the four Aces' names dealt out again among themselves, wherever
    each lies."""
    other = state.clone()
    renamed = dict(zip(ACES, chance.sample(ACES, len(ACES))))
    for zone, pile in other.zones.items():
        other.zones[zone] = [Placed(renamed.get(p.card, p.card), p.face_up, p.reversed) for p in pile]
    return other


@pytest.mark.parametrize("game, options", [(g, o) for g, o in OPTION_SETS if g is FOOLS],
                         ids=[i for (g, _), i in zip(OPTION_SETS, IDS) if g is FOOLS])
def test_rule_alike_cards_the_aces(game, options):
    """Rule "alike cards" (the journey's four Aces: a Chance, or on the Fool a banishing,
    whatever the suit): the position with the Aces' names exchanged among themselves is
    the same position to the solver's key and a bisimilar one (the same outcome and,
    move for move, next positions with the same keys); and the search's moves, which
    keep one of the moves that differ only by which Ace moves from a place, reach a
    position of every key that all the legal moves reach."""
    key = position_key(game, game.new(0, options))
    solver = Solver(game, Budget(), key=key)
    solver.alike = game.shortcuts.alike(game.new(0, options))
    chance = random.Random(34)
    exchanged = fewer = 0
    for state in sampled_positions(game, options):
        other = with_aces_exchanged(state, chance)
        exchanged += other.to_json()["zones"] != state.to_json()["zones"]
        same_position(game, state, other, key)
        if game.outcome(state) is not None or solver.forced(state) is not None:
            continue
        kept = solver.ordered_moves(state)
        fewer += len(kept) < len(game.bot_moves(state))
        reached = set()
        for action in kept:
            after = state.clone()
            game.apply(after, action)
            reached.add(key(after))
        assert reached == set(children_keys(game, state, key))
    assert exchanged >= 10, "the check met positions with Aces to exchange"
    if options.get("ace_up") == "on-fool":
        assert fewer >= 3, "the Aces on the Fool banish one way a Challenge, not four"


@pytest.mark.parametrize("game, options", OPTION_SETS, ids=IDS)
def test_rule_undone_first_ending_a_battle_gives_back_what_was_committed(game, options):
    """Rule "undone first" (Queens of Fate: "Arcana committed before you chose to endure
    go back to their domains", and an Ace striking the trump down sends them back too):
    after an Arcana is committed to a battle that goes on, each move the game says
    undoes the commitment first is legal before it too and leads to a position with the
    same key and outcome as from there, so the proof tries it only there. The journey
    names no such move. A commitment that ends the battle names none either (the
    Arcana go to the Portents)."""
    key = position_key(game, game.new(0, options))
    undone_first = game.shortcuts.undone_first
    compared = ended = 0
    for state in sampled_positions(game, options, deals=8, every=1):
        if game.outcome(state) is not None:
            continue
        before = children_by_move(game, state)
        for action, after in before.items():
            kinds = undone_first(after, action)
            if action.kind == "commit" and not after.zones["battle"]:
                ended += 1
                assert not kinds, "a battle won takes the Arcana away: nothing gives them back"
            for undoing in game.legal_actions(after):
                if undoing.kind not in kinds:
                    continue
                assert undoing in before, f"{undoing} is legal after {action} but not before it"
                again = after.clone()
                game.apply(again, undoing)
                assert key(again) == key(before[undoing])
                assert (game.outcome(again) is None) == (game.outcome(before[undoing]) is None)
                compared += 1
    if game is QUEENS:
        assert compared >= 30 and ended >= 3, "the check met battles going on and battles won"
    else:
        assert compared == 0


def children_by_move(game: Game, state: State) -> dict:
    children = {}
    for action in game.legal_actions(state):
        after = state.clone()
        game.apply(after, action)
        children[action] = after
    return children


def test_straying_rollouts_keep_the_ace_the_proof_keeps():
    """With every Ace on the Fool, a rollout that leaves the bot's way plays only moves
    the proof's search keeps (``ordered_moves``, one Ace for each way of banishing), so
    the proof can follow the best line the rollouts found to its end. Before, a straying
    rollout banished with any of the Aces, and the proof, which keeps one, lost the line
    there (deals 7 and 12 were no longer found)."""
    options = FOOLS.check_options({"ace_up": "on-fool"})
    banished_with_several_left = 0
    for seed in range(4):
        state = FOOLS.new(seed, options)
        solver = Solver(FOOLS, Budget(), key=position_key(FOOLS, state))
        solver.alike = FOOLS.shortcuts.alike(state)
        solver.straying = 1.0      # every move chosen at random
        for trial in range(3):
            solver.chance = random.Random(trial)
            line_state = state.clone()
            while FOOLS.outcome(line_state) is None:
                kept = solver.ordered_moves(line_state)
                move = solver.favourite(line_state)
                assert move in kept, "a rollout played a move the proof does not keep"
                if move.kind == "banish" and len(line_state.zones["sleeve"]) > 1:
                    banished_with_several_left += 1
                solver.play(line_state, move)
    assert banished_with_several_left >= 5


def test_the_search_with_the_aces_alike_agrees_with_the_plain_search():
    """With every Ace on the Fool (four ways to banish each Challenge, one kept), the
    search with every reduction and the search keyed by the whole position, trying every
    move, give the same verdict on positions near a deal's end whenever both answer;
    each winnable line replays to a win through ``apply``."""
    options = {"ace_up": "on-fool"}
    compared = lost = 0
    for seed in range(0, 12):
        for moves_left in (6, 10):
            state = position_before_end(FOOLS, seed, options, moves_left)
            if state is None:
                continue
            verdict = verdict_both_give(FOOLS, state, 8_000, 20_000)
            if verdict is not None:
                compared += 1
                lost += verdict == LOST
    assert compared >= 5 and lost >= 1


def verdict_both_give(game, state, reduced_nodes: int, plain_nodes: int):
    """The search's verdict where the plain search (keyed by the whole position, every
    move tried) answers too, checked to be the same; None where either runs out. A
    winnable line replays to a win through ``apply``."""
    reduced = solve(game, state, Budget(nodes=reduced_nodes))
    if reduced.verdict == WINNABLE:
        assert replay_wins(game, state, reduced.line)
    plain = Solver(game, Budget(nodes=plain_nodes))
    plain.budget.begin()
    try:
        line, _ = plain.prove(state, 0, {})
    except OutOfBudget:
        return None
    if reduced.verdict not in (WINNABLE, LOST):
        return None
    assert reduced.verdict == (WINNABLE if line is not None else LOST)
    return reduced.verdict


@pytest.mark.parametrize("options", [{}, {"rules": "reiser"}, {"artifacts": "on"}],
                         ids=["original", "reiser", "artifacts"])
def test_queens_of_fate_search_with_its_reductions_agrees_with_the_plain_search(options):
    """Queens of Fate's unordered piles, and the moves that end a battle tried only
    before its Arcana are committed (rule "undone first"): the search with them and the
    search keyed by the whole position, trying every move, give the same verdict on
    positions near the end of the quick bot's lost games and on whole deals whenever
    both answer; each
    winnable line replays to a win through ``apply``."""
    compared = lost = won = 0
    for seed in range(16):
        for moves_left in (8, 14, 24, None):
            state = QUEENS.new(seed, options) if moves_left is None else \
                position_before_end(QUEENS, seed, options, moves_left)
            if state is None:
                continue
            verdict = verdict_both_give(QUEENS, state, 6_000, 12_000)
            if verdict is not None:
                compared += 1
                lost += verdict == LOST
                won += verdict == WINNABLE
    assert compared >= 10 and lost >= 5 and won >= 5


REISER = {"rules": "reiser"}
LEAVING = {"ace-harvest", "secure", "keep-fate"}   # the moves that make cards leave the Portents sooner


def lasting_positions(seeds: range):
    """Positions of random Reiser games (favouring securing and Aces' harvests, which take
    cards out of the Portents) where the Portents hold cards that never leave them, with
    the place they start at and a generator for the lines played on."""
    never_leave_from = QUEENS.shortcuts.lasting(QUEENS.new(0, REISER))
    for seed in seeds:
        chance, state = random.Random(seed), QUEENS.new(seed, REISER)
        while QUEENS.outcome(state) is None:
            start = never_leave_from(state)["portents"]
            if start < len(state.zones["portents"]):
                yield state.clone(), start, chance
            moves = QUEENS.legal_actions(state)
            kept = [a for a in moves if a.kind in LEAVING]
            QUEENS.apply(state, chance.choice(kept if kept and chance.random() < 0.7 else moves))


def test_rule_lasting_the_portents_above_the_count_never_leave():
    """Rule "lasting" (Reiser's rules: the Portents from the place the count of the cards
    that leave in order never reaches): on random lines played on from such positions,
    favouring the moves that take cards out of the Portents, none of the cards lying
    there then ever leaves them; and cards just below that place do leave, so the check
    can fail."""
    checked = below_left = 0
    for state, start, chance in lasting_positions(range(40)):
        above = [p.card for p in state.zones["portents"][start:]]
        below = {p.card for p in state.zones["portents"][max(0, start - 3):start]}
        line = state.clone()
        while QUEENS.outcome(line) is None:
            moves = QUEENS.legal_actions(line)
            kept = [a for a in moves if a.kind in LEAVING]
            QUEENS.apply(line, chance.choice(kept if kept and chance.random() < 0.9 else moves))
            portents = [p.card for p in line.zones["portents"]]
            assert all(card in portents for card in above), "a card the count kept in the Portents left them"
            below -= set(portents)
            below_left += len(below) > 0
            below = set() if below else below
        checked += 1
    assert checked >= 200 and below_left >= 5


def test_rule_lasting_the_cards_above_bear_on_nothing():
    """Rule "lasting": the position with the cards above that place shuffled among
    themselves has the same key, and the same random line played from both, move for
    move, is legal in both and ends the same way, the two positions differing only in
    that shuffle all along."""
    key = position_key(QUEENS, QUEENS.new(0, REISER))
    checked = 0
    for state, start, chance in lasting_positions(range(30)):
        if len(state.zones["portents"]) - start < 2:
            continue
        other = state.clone()
        cards = other.zones["portents"][start:]
        chance.shuffle(cards)
        other.zones["portents"][start:] = cards
        assert key(other) == key(state)
        one = state.clone()
        while QUEENS.outcome(one) is None:
            moves = QUEENS.legal_actions(one)
            assert QUEENS.legal_actions(other) == moves
            action = chance.choice(moves)
            QUEENS.apply(one, action)
            QUEENS.apply(other, action)
            mine, theirs = one.to_json()["zones"], other.to_json()["zones"]
            for zone in mine:
                if zone != "portents":
                    assert mine[zone] == theirs[zone]
            assert sorted(map(str, mine["portents"])) == sorted(map(str, theirs["portents"]))
        assert QUEENS.outcome(one).won_by(0) == QUEENS.outcome(other).won_by(0)
        checked += 1
    assert checked >= 100


def battles_over_lasting_portents(seeds: range):
    """Positions of random Reiser games (favouring commitments to battles and the moves
    that take cards out of the Portents) in a battle with two cards committed or more,
    where the Portents hold a card that never leaves them, with a generator for the
    lines played on."""
    never_leave_from = QUEENS.shortcuts.lasting(QUEENS.new(0, REISER))
    for seed in seeds:
        chance, state = random.Random(seed), QUEENS.new(seed, REISER)
        while QUEENS.outcome(state) is None:
            if len(state.zones["battle"]) >= 2 and never_leave_from(state)["portents"] < len(state.zones["portents"]):
                yield state.clone(), chance
            moves = QUEENS.legal_actions(state)
            kept = [a for a in moves if a.kind in LEAVING or a.kind == "commit"]
            QUEENS.apply(state, chance.choice(kept if kept and chance.random() < 0.8 else moves))


def test_rule_poured_onto_a_battle_over_lasting_portents_is_unordered():
    """Rule "poured onto" (Reiser's rules: a battle's order, while a card of the Portents
    never leaves them): the position with the committed Arcana in another order has the
    same key, and the same random line played from both, move for move, is legal in both
    and ends the same way, the two positions differing only in the order of the battle,
    or of the cards above that card of the Portents, all along. Where no card of the
    Portents lasts the order is kept (the key differs)."""
    key = position_key(QUEENS, QUEENS.new(0, REISER))
    never_leave_from = QUEENS.shortcuts.lasting(QUEENS.new(0, REISER))
    checked = 0
    for state, chance in battles_over_lasting_portents(range(80)):
        other = state.clone()
        other.zones["battle"].reverse()
        assert key(other) == key(state)
        start = never_leave_from(state)["portents"]
        one = state.clone()
        while QUEENS.outcome(one) is None:
            moves = sorted(QUEENS.legal_actions(one), key=repr)   # a domain's moves come in its order
            assert sorted(QUEENS.legal_actions(other), key=repr) == moves
            action = chance.choice(moves)
            QUEENS.apply(one, action)
            QUEENS.apply(other, action)
            mine, theirs = one.to_json()["zones"], other.to_json()["zones"]
            for zone in mine:   # the same cards in each place (the domains' and the Sources' order bear on nothing)
                assert sorted(map(str, mine[zone])) == sorted(map(str, theirs[zone]))
            for zone in ("destiny", "challenge", "fate"):
                assert mine[zone] == theirs[zone]
            # below the card that never leaves, the Portents are the same card for card
            assert mine["portents"][:start] == theirs["portents"][:start]
        assert QUEENS.outcome(one).won_by(0) == QUEENS.outcome(other).won_by(0)
        checked += 1
    assert checked >= 50
    state = QUEENS.new(0, REISER)   # nothing in the Portents: a battle's order is kept
    state.zones["battle"] = [PLACED[c, True, False] for c in ("minor_arcana.cups.two", "minor_arcana.wands.three")]
    other = state.clone()
    other.zones["battle"].reverse()
    assert never_leave_from(state)["portents"] == len(state.zones["portents"]) == 0
    assert key(other) != key(state)


def key_variants(game: Game, state: State, chance: random.Random) -> list[State]:
    """``state`` and positions near it that a key must count as the same or tell apart:
    an unordered pile shuffled, the Portents that last shuffled above where they last, a
    battle reversed, a group's piles exchanged, two alike cards exchanged (each the same
    position to the key's declarations); a card turned over, two cards of Destiny (or the
    deck) exchanged, the top card of a pile moved to an empty place (each another)."""
    variants = [state]
    zones = state.zones

    def changed(change) -> None:
        other = state.clone()
        change(other)
        variants.append(other)

    shortcuts = game.shortcuts
    for zone in shortcuts.unordered(state):
        if len(zones.get(zone, ())) >= 2:
            changed(lambda other, zone=zone: chance.shuffle(other.zones[zone]))
    lasting = shortcuts.lasting(state)
    if lasting:
        for zone, start in lasting(state).items():
            changed(lambda other, zone=zone, start=start: other.zones[zone].__setitem__(
                slice(start, None), chance.sample(other.zones[zone][start:], len(other.zones[zone][start:]))))
    for zone in shortcuts.poured_onto:
        if len(zones.get(zone, ())) >= 2:
            changed(lambda other, zone=zone: other.zones[zone].reverse())
    for group in shortcuts.interchangeable(state):
        changed(lambda other, group=group: other.zones.update(
            {zone: other.zones[theirs] for zone, theirs in zip(group, group[1:] + group[:1])}))
    alike = shortcuts.alike(state)
    lying = [(zone, n) for zone, pile in zones.items() for n, p in enumerate(pile) if p.card in alike]
    if len(lying) >= 2:
        (one, i), (two, j) = chance.sample(lying, 2)
        changed(lambda other: _exchange(other, one, i, two, j))
    filled = [zone for zone, pile in zones.items() if pile]
    empty = [zone for zone, pile in zones.items() if not pile]
    if filled:
        zone = chance.choice(filled)
        changed(lambda other: other.zones[zone].__setitem__(-1, other.zones[zone][-1].over))
        if empty:
            target = chance.choice(empty)
            changed(lambda other: other.zones[target].append(other.zones[zone].pop()))
    deck = max(zones, key=lambda zone: len(zones[zone]))
    if len(zones[deck]) >= 2:
        i, j = chance.sample(range(len(zones[deck])), 2)
        changed(lambda other: _exchange(other, deck, i, deck, j))
    return variants


def _exchange(state: State, one: str, i: int, two: str, j: int) -> None:
    state.zones[one][i], state.zones[two][j] = state.zones[two][j], state.zones[one][i]


@pytest.mark.parametrize("game, options", OPTION_SETS, ids=IDS)
def test_the_key_counts_as_one_what_the_key_written_in_full_counts_as_one(game, options):
    """The quicker key (``keys.position_key``: an empty place told by its name's absence,
    each card by a short name) counts as the same position exactly the positions the key
    written in full did (``key_written_in_full``), on positions of random games and, near
    each, positions either key must count as the same or tell apart (``key_variants``):
    two positions share one key if and only if they share the other."""
    key, full = position_key(game, game.new(0, options)), key_written_in_full(game, game.new(0, options))
    by_key, by_full = {}, {}
    same = told_apart = 0
    for number, state in enumerate(sampled_positions(game, options, deals=12, every=2)):
        variants = key_variants(game, state, random.Random(number))
        for variant in variants:
            mine, theirs = key(variant), full(variant)
            assert by_key.setdefault(mine, theirs) == theirs, "the quicker key merges what the key in full tells apart"
            assert by_full.setdefault(theirs, mine) == mine, "the quicker key tells apart what the key in full merges"
        own = full(state)
        same += sum(full(variant) == own for variant in variants[1:])
        told_apart += sum(full(variant) != own for variant in variants[1:])
    assert same >= 100 and told_apart >= 200, (same, told_apart)


def test_the_keys_short_names_name_one_card_each():
    """The key's short names (``keys._short``): one for each of the tarot's cards and the
    alike cards' one name, given once for all; a name outside them (a copy of a card, a
    Zener card) is written whole and is no short name."""
    names = list(TAROT_DECK) + [keys.ALIKE, "major_arcana.13~2", "zener.star.1"]
    shorts = [keys._short(name) for name in names]
    assert len(set(shorts)) == len(names)
    assert keys._short("zener.star.1") == "=zener.star.1" and keys._short(TAROT_DECK[0]) == "0"


def test_a_records_kept_token_is_the_token_the_keys_tables_write():
    """``Placed.keyed``, the token a key with no alike cards keeps on each shared record
    (``keys._keyed``), is the token the key's tables write for that card lying that way,
    for every card of the deck and each way of lying; and a key that names cards alike
    (every Ace on the Fool) writes its own tokens whatever the records keep: with every
    record's token kept, two Aces exchanged still share its key, and an Ace and a
    numbered card exchanged do not."""
    tables = keys._Tokens(str)
    lies = {(True, False): tables.up, (False, False): tables.down, (True, True): tables.up_turned,
            (False, True): tables.down_turned}
    for card in TAROT_DECK:
        for (face_up, turned), table in lies.items():
            placed = PLACED[card, face_up, turned]
            assert keys._keyed(placed) == placed.keyed == table[card]
    state = FOOLS.new(4, {"ace_up": "on-fool"})
    key = position_key(FOOLS, state)
    aces = [(zone, n) for zone, pile in state.zones.items() for n, p in enumerate(pile) if p.card in ACES]
    numbered = next((zone, n) for zone, pile in state.zones.items() for n, p in enumerate(pile)
                    if p.card.startswith("minor_arcana.") and p.card not in ACES)
    exchanged, mixed = state.clone(), state.clone()
    _exchange(exchanged, *aces[0], *aces[1])
    _exchange(mixed, *aces[0], *numbered)
    assert key(exchanged) == key(state) != key(mixed)


def test_the_reductions_each_game_declares():
    """What is claimed, per option set: without reversals the journey's Satchel and
    Wisdom places are interchangeable; with them nothing is (the Wheel and the Empress
    read the places' order); Queens of Fate claims its tallies and its domains', Sources'
    and Signs' piles unordered, a battle poured onto the Portents, no Aces alike
    (keeping one Ace's move changed which lines the rollouts found: docs/solver.md)."""
    assert FOOLS.shortcuts.interchangeable(FOOLS.new(0, {"difficulty": "hard"})) == (
        ("satchel_1", "satchel_2", "satchel_3"), ("wisdom_1", "wisdom_2", "wisdom_3"))
    assert FOOLS.shortcuts.interchangeable(FOOLS.new(0, {"reversals": "on"})) == ()
    assert FOOLS.shortcuts.unordered(FOOLS.new(0, {"order": "random"})) == frozenset()
    assert QUEENS.shortcuts.interchangeable(QUEENS.new(0, {})) == ()
    assert QUEENS.shortcuts.alike(QUEENS.new(0, {})) == frozenset()
    assert QUEENS.shortcuts.alike(QUEENS.new(0, {"rules": "reiser"})) == frozenset()
    # Recover takes a court card from anywhere: only the Portents above the last Queen once
    # no trump can come first (tests/test_solver_last_queen.py)
    assert QUEENS.shortcuts.lasting(QUEENS.new(0, {})) is rules.above_the_last_queen
    assert QUEENS.shortcuts.lasting(QUEENS.new(0, {"artifacts": "on"})) is rules.above_the_last_queen
    assert "portents" not in QUEENS.shortcuts.unordered(QUEENS.new(0, {}))
    assert "arcana_cups" in QUEENS.shortcuts.unordered(QUEENS.new(0, {}))
    assert QUEENS.shortcuts.poured_onto == {"battle": "portents"} and FOOLS.shortcuts.poured_onto == {}
    assert len(ACES) == 4 and all(".ace" in card for card in ACES)
    assert position_key(QUEENS, QUEENS.new(0, {})) is not state_key


def test_positions_differing_only_by_places_share_one_key_and_others_do_not():
    state = FOOLS.new(3, {})
    key = position_key(FOOLS, state)
    moved = state.clone()
    moved.zones["satchel_2"], moved.zones["satchel_1"] = moved.zones["satchel_1"], moved.zones["satchel_2"]
    moved.zones["satchel_1"].append(moved.zones["present_1"].pop())
    other = state.clone()
    other.zones["satchel_2"].append(other.zones["present_1"].pop())
    assert key(moved) == key(other), "the same card in another Satchel place"
    assert key(moved) != key(state)
    worse = other.clone()
    worse.data["vitality"] -= 1
    assert key(worse) != key(other), "what the rules read stays in the key"
    counted = other.clone()
    counted.data["adventures"] += 3
    assert key(counted) == key(other)


@pytest.mark.parametrize("game, options, seeds, moves_left", [
    (QUEENS, {}, range(6, 10), 15),
    (QUEENS, {"rules": "reiser"}, range(0, 4), 14),
    (FOOLS, {}, range(0, 2), 6),
    pytest.param(FOOLS, {"difficulty": "hard"}, range(0, 6), 6, marks=pytest.mark.slow),
])
def test_reduced_search_agrees_with_the_plain_search_and_brute_force(game, options, seeds, moves_left):
    """The search with every reduction and the search keyed by the whole position give
    the same verdict on positions near a deal's end, and each "lost" is checked by
    trying every line through ``legal_actions`` and ``apply``."""
    lost = 0
    for seed in seeds:
        state = position_before_end(game, seed, options, moves_left)
        if state is None:
            continue
        reduced = solve(game, state, Budget(nodes=8_000))
        plain = Solver(game, Budget(nodes=8_000))   # keyed by the whole position
        plain.budget.begin()
        try:
            line, _ = plain.prove(state, 0, {})
            plain_verdict = WINNABLE if line is not None else LOST
        except OutOfBudget:
            plain_verdict = None
        if plain_verdict is not None and reduced.verdict in (WINNABLE, LOST):
            assert reduced.verdict == plain_verdict
        if reduced.verdict == LOST:
            try:
                assert not brute_force_wins(game, state)
            except TooBig:   # proved by an early bound: tests/test_solver_bounds.py checks those
                continue
            lost += 1
        elif reduced.verdict == WINNABLE:
            assert replay_wins(game, state, reduced.line)
    assert lost >= 1


@pytest.mark.slow   # about a minute and a half: the plain search beside every hit
def test_rule_hopeless_helpers_counted_for_what_they_can_double():
    """Rule "hopeless" (The Fool's Journey without reversals): the rules' tally counts
    each Helper at ten; the solver's closer count gives each only what it can still
    double (the card it works on, or the best free card of its suit, one a Wisdom card).
    Wherever that count says lost and the rules' tally does not, on positions of random
    games of five option sets, the search without the rule never finds a win, and
    proves several lost outright."""
    from tarot_table.games.fools_journey import no_way_through
    proved = tried = 0
    for options in ({"difficulty": "hard"}, {}, {"ace_up": "on-fool"}, {"difficulty": "easy"}, {"friend": "on"}):
        for seed in range(8):
            chance, state, hits = random.Random(seed), FOOLS.new(seed, options), []
            while FOOLS.outcome(state) is None:
                if no_way_through.hopeless(state):
                    assert no_way_through.helpers_most(state) <= 10 * no_way_through._helpers_counted(state)
                    if no_way_through.verdict(state) is None:
                        hits.append(state.clone())
                FOOLS.apply(state, chance.choice(FOOLS.legal_actions(state)))
            for position in hits[-12::3]:
                plain = Solver(FOOLS, Budget(nodes=4_000))
                plain.hopeless = lambda _: False
                plain.budget.begin()
                tried += 1
                try:
                    line, _ = plain.prove(position, 0, {})
                except OutOfBudget:
                    continue
                assert line is None, "a position called hopeless was won"
                proved += 1
    assert tried >= 20 and proved >= 2


def test_rule_hopeless_is_kept_only_without_reversals_and_in_the_standard_order():
    from tarot_table.games.fools_journey import no_way_through
    for options in ({"reversals": "on"}, {"order": "random"}):
        state = FOOLS.new(1, options)
        state.data["vitality"] = -50   # far below any tally
        assert not no_way_through.hopeless(state)
    low = FOOLS.new(1, {"difficulty": "hard"})
    assert not no_way_through.hopeless(low)
    low.data["vitality"] -= no_way_through.margin(low)   # the rules' tally at nought: the Helpers' ten each no longer hides the loss
    assert no_way_through.hopeless(low) and no_way_through.verdict(low) is None
