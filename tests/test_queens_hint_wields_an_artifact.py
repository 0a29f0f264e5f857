"""Play-test round 7, A2: with Artifacts on, the Hint never offered to wield an Artifact,
so a newcomer never learned how. The seed: "When engaging in Opposition, you may use the
Artifact to reduce the strength of an Opposition card you are attempting to overcome."
Why it never came out: the hint is the next move of the solver's line, and the solver's
lines are played out by the quick bot, whose battle choice never wielded (it committed
Arcana or endured); the strong bot's rollouts were the quick bot's too. The quick bot
now wields the Artifact whose wielding makes overcoming cheapest (the Arcana spent and the
Destiny its price sacrifices) when that beats overcoming without it and enduring.
Asked with the Hint button, as a person asks."""
from __future__ import annotations

from tarot_table.cards import TAROT_DECK
from tarot_table.games.base import Seat
from tarot_table.solver import Budget
from tarot_table.table.scenes import solver_hint
from tarot_table.table.scenes.table_cards import hint_cards
from tests.helpers import queens
from tests.helpers.queens import C, P, S, W
from tests.helpers.table import click, open_position, play_until, settle, zone_centre

THREE, ACE = queens.m(W, "three"), queens.m(W, "ace")
HANGED_MAN, QUEEN_OF_CUPS = queens.t(12), queens.m(C, "queen")


def last_battle():
    """Three Queens and the King of Pentacles in play; Destiny holds the Hanged Man (12)
    and then the Queen of Cups, nothing more; the Arcana are a Six of Cups and a Five of
    Swords (11) and the Artifact of the Three of Wands (value 3: the Hanged Man falls to 11,
    and no Arcana worth 3 or less is committed, so its price is nothing). Either way wins
    (the Queen of Cups comes next): enduring loses the King, wielding loses nothing but
    the Arcana spent. The quick bot endured, so the solver's first line did, and the hint
    said "Endure: lose King of Pentacles"."""
    state = queens.table({"artifacts": "on"}, destiny=[HANGED_MAN, QUEEN_OF_CUPS],
                         queen_wands=[queens.m(W, "queen")], queen_swords=[queens.m(S, "queen")],
                         queen_pentacles=[queens.m(P, "queen")], court_pentacles=[queens.m(P, "king")],
                         arcana_wands=[THREE, ACE], arcana_cups=[queens.m(C, "six")],
                         arcana_swords=[queens.m(S, "five")])
    state.data["artifacts"] = {THREE: ACE}
    for card in TAROT_DECK:   # every other card out of Destiny: trumps to the Signs, the rest to the Portents
        if card not in (HANGED_MAN, QUEEN_OF_CUPS) and any(p.card == card for p in state.zones["destiny"]):
            state.move(card, "signs" if card.startswith("major_arcana") else "portents",
                       face_up=card.startswith("major_arcana"))
    return state


def test_the_hint_wields_the_artifact_that_wins_the_battle(app, monkeypatch):
    monkeypatch.setattr(solver_hint, "budget", lambda: Budget(nodes=2_000))
    scene = open_position(app, queens.GAME, last_battle(), [Seat("Ann")])
    click(app, zone_centre(scene, "destiny"))   # the Hanged Man turns up
    settle(app, scene)
    state = scene.session.state
    assert queens.GAME.opposition(state) == HANGED_MAN and [p.card for p in state.zones["destiny"]] == [QUEEN_OF_CUPS]
    assert not any(a.kind == "commit" for a in queens.GAME.legal_actions(state))   # 11 cannot reach 12
    click(app, next(b for b in scene.bar_buttons if b.label == "Hint").rect.center)
    assert play_until(app, lambda: scene.hint is not None)
    assert scene.hint[0].kind == "wield" and scene.hint[0].card == THREE
    assert scene.message[0].startswith("Hint: Wield the Artifact of Three of Wands")
    assert hint_cards(scene) == {THREE}   # the card the move names (the Ace lies over it)
    # the hint's move, then the Arcana, then the Queen: the Ascension
    scene.perform(scene.hint[0])
    settle(app, scene)
    for _ in range(4):
        if queens.GAME.outcome(scene.session.state) is not None:
            break
        click(app, next(b for b in scene.bar_buttons if b.label == "Hint").rect.center)
        assert play_until(app, lambda: scene.hint is not None)
        scene.perform(scene.hint[0])
        settle(app, scene)
    assert queens.GAME.outcome(scene.session.state).won_by(0)
