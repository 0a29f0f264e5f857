"""One click on a card whose one move gives something up plays nothing, and the status bar
says how to make it (drag the card, or double-click it); a click whose move gives nothing
up still makes it. Each game declares what its moves give up (``Handling.stake``): Queens
of Fate's house decision 21, Tournament of Queens' 24, Tempting Fate's 16, The Fool's
Journey's 29. The play-test finding: in a Queens of Fate battle one click on a King whose
only move was his loss lost him. Real mouse events throughout; every move is the rules' own."""
from __future__ import annotations

from tarot_table.games.capabilities import Stake
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers import fools, queens
from tests.helpers.queens import C, S, W, m, t
from tests.helpers.refusals import grab
from tests.helpers.table import click, open_position
from tests.helpers.tournament_positions import GAME as TOURNAMENT, table as tournament_table


def only_move(scene, card):
    """The card's one legal move, as the rules list it."""
    [move] = scene.card_actions(card)
    return move


def click_on(app, scene, card) -> None:
    click(app, grab(scene, card))


def double_click_on(app, scene, card) -> None:
    where = grab(scene, card)
    click(app, where)
    click(app, where)


def said_how(scene, place: str, stake: Stake) -> bool:
    return status_line(scene)[0].endswith(f"Drag the card onto {place}, or double-click it: "
                                          f"this move {stake.value}, so one click does not make it.")


def test_a_king_whose_one_move_is_his_loss_is_not_lost_by_one_click(app):
    """The Tower (16) in battle, the King of Cups the one court card and no Arcana to fight
    with: enduring, his loss, is his only move."""
    king = m(C, "king")
    state = queens.table(court_cups=[king], challenge=[t(16)], phase="battle", destiny=[m(C, "two")])
    scene = open_position(app, queens.GAME, state)
    endure = only_move(scene, king)
    assert endure.kind == "endure" and endure.to == "portents"
    click_on(app, scene, king)
    assert not scene.session.actions and queens.cards(scene.session.state, "court_cups") == [king]
    assert status_line(scene)[0].startswith("Endure: lose King of Cups? ")
    assert said_how(scene, "Portents", Stake.A_CARD)
    double_click_on(app, scene, king)   # the deliberate gesture makes it: a King is not asked about
    assert scene.session.actions == [endure] and king in queens.cards(scene.session.state, "portents")


def test_an_arcana_committed_to_a_battle_for_good_waits_for_a_drag(app):
    """House decision 12: Arcana committed cannot be taken back; the Nine of Wands' one
    move is to be committed against the Hermit (9)."""
    nine = m(W, "nine")
    state = queens.table(arcana_wands=[nine], challenge=[t(9)], phase="battle", destiny=[m(C, "two")])
    scene = open_position(app, queens.GAME, state)
    assert only_move(scene, nine).kind == "commit"
    click_on(app, scene, nine)
    assert not scene.session.actions and queens.cards(scene.session.state, "arcana_wands") == [nine]
    assert said_how(scene, "Challenge", Stake.FOR_GOOD)


def test_under_reisers_rules_an_ace_is_not_spent_by_one_click(app):
    """An Ace in the Sources out of battle: its one use now is the harvest of four."""
    ace = m(S, "ace")
    state = queens.table({"rules": "reiser"}, sources=[ace], portents=[m(C, "two"), m(W, "three")],
                         destiny=[m(C, "four")])
    scene = open_position(app, queens.GAME, state)
    assert only_move(scene, ace).kind == "ace-harvest"
    click_on(app, scene, ace)
    assert not scene.session.actions and queens.cards(scene.session.state, "sources") == [ace]
    assert said_how(scene, "Portents", Stake.A_CARD)


def test_destiny_still_draws_at_one_click(app):
    """A draw gives nothing up: the status line's "Click Destiny" stays true."""
    state = queens.table(destiny=[m(C, "two"), m(C, "three")])
    scene = open_position(app, queens.GAME, state)
    top = state.zones["destiny"][-1].card
    assert queens.GAME.handling.stake(scene.session.state, only_move(scene, top)) is None
    click_on(app, scene, top)
    assert [a.kind for a in scene.session.actions] == ["draw"]


def test_tournament_a_card_whose_one_move_is_a_discard_is_not_thrown_away_by_one_click(app):
    """The Fool with every judge's bribe above it and no rival to aim at: discarding is
    its one move."""
    fool = t(0)
    state = tournament_table(3, hands={0: [fool, m(C, "two")]},
                             judges={j: [t(13 + j if 13 + j < 22 else 1)] for j in range(1, 10)})
    scene = open_position(app, TOURNAMENT, state)
    discard = only_move(scene, fool)
    assert discard.kind == "discard"
    click_on(app, scene, fool)
    assert not scene.session.actions and fool in [p.card for p in scene.session.state.zones["hand0"]]
    assert said_how(scene, "Discards", Stake.A_CARD)
    double_click_on(app, scene, fool)
    assert scene.session.actions[:1] == [discard]


def test_fools_journey_a_challenge_paid_in_vitality_waits_for_a_drag(app):
    """Justice (11) alone in the Present, nothing equipped: its one move is to be completed
    directly, for 11 of the Fool's 25 Vitality."""
    justice = fools.t(11)
    state = fools.arrange(present_1=[justice], vitality=25)
    scene = open_position(app, fools.GAME, state)
    assert only_move(scene, justice).kind == "complete"
    click_on(app, scene, justice)
    assert not scene.session.actions and scene.session.state.data["vitality"] == 25
    assert said_how(scene, "The Fool", Stake.A_PRICE)
    double_click_on(app, scene, justice)
    assert scene.session.state.data["vitality"] == 14


def test_fools_journey_a_strength_card_that_endures_without_cost_is_still_played_by_one_click(app):
    """The Ten of Wands equipped as Strength, Strength (8) in the Present among three other
    cards: the Strength card is the greater, the Fool pays nothing and no card is dealt,
    so one click endures the Challenge."""
    ten = fools.m(fools.W, "ten")
    strength = fools.arrange(strength=[ten], present_1=[fools.t(8)], present_2=[fools.m(fools.C, "two")],
                             present_3=[fools.m(fools.C, "three")], present_4=[fools.m(fools.C, "four")],
                             vitality=25)
    scene = open_position(app, fools.GAME, strength)
    move = only_move(scene, ten)
    assert move.kind == "endure" and fools.GAME.handling.stake(scene.session.state, move) is None
    click_on(app, scene, ten)
    assert scene.session.actions == [move] and scene.session.state.data["vitality"] == 25


def test_fools_journey_a_move_after_which_cards_are_dealt_waits_for_a_drag(app):
    """The Ten of Swords equipped as Volition, Strength (8) and the Two of Cups in the
    Present: overcoming it leaves one card there, so three are dealt, which Undo cannot
    take back."""
    ten = fools.m(fools.S, "ten")
    state = fools.arrange(volition=[ten], present_1=[fools.t(8)], present_2=[fools.m(fools.C, "two")],
                          vitality=25)
    scene = open_position(app, fools.GAME, state)
    overcome = only_move(scene, ten)
    after = scene.session.state.clone()
    fools.GAME.apply(after, overcome)
    assert overcome.kind == "overcome" and not fools.GAME.undoable(after, overcome)   # three dealt
    click_on(app, scene, ten)
    assert not scene.session.actions and fools.cards(scene.session.state, "volition") == [ten]
    assert said_how(scene, "Present", Stake.FOR_GOOD)
