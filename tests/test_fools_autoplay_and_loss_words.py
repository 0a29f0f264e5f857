"""The Fool's Journey play-test finding 5: Autoplay lost deals the solver proves
winnable (it now plays the solver's winning line when one is found within a hint's
budget, the strong bot's moves otherwise), and a loss message named a card that was not
on the table. Budgets are counts of positions; the bots' thread is waited for, never the
wall clock."""
from __future__ import annotations

import pytest

from tarot_table.games import get_game
from tarot_table.solver import Budget
from tarot_table.table.scenes import solver_hint
from tests.helpers.table import autoplay_wins_what_the_bot_loses, autoplayed

FOOLS = get_game("fools-journey")
LOST_BY_THE_BOT = 19   # the strong bot's Autoplay loses this deal; a short search wins it
SEARCH = 20_000        # positions



def test_autoplay_plays_the_solvers_winning_line_on_a_deal_the_bot_loses(app, monkeypatch):
    """Finding 5: Autoplay lost deals that `tarot-table solve fools-journey --seed S`
    proves winnable. The solver wins this deal within the budget; Autoplay, on from the
    first move, wins it too, and the game is counted as helped by Autoplay."""
    autoplay_wins_what_the_bot_loses(app, monkeypatch, FOOLS, LOST_BY_THE_BOT, SEARCH)


@pytest.mark.slow   # a whole deal played by the rollouts bot
def test_without_a_line_found_autoplay_falls_back_to_the_bot_and_searches_seldom(app, monkeypatch):
    """With no line found in the budget, Autoplay plays the strong bot's moves to the end,
    looking for a line again only every AUTOPLAY_SEARCH_EVERY moves."""
    searched_at = []
    monkeypatch.setattr(solver_hint, "budget", lambda: Budget(nodes=1))

    def watched(scene, seat, search=True):
        if search:
            searched_at.append(scene.session.state.moves)
        return real(scene, seat, search)

    real = solver_hint.work
    monkeypatch.setattr(solver_hint, "work", watched)
    scene = autoplayed(app, FOOLS, LOST_BY_THE_BOT)
    assert FOOLS.outcome(scene.session.state) is not None
    assert searched_at[0] == 0
    assert all(b - a >= solver_hint.AUTOPLAY_SEARCH_EVERY for a, b in zip(searched_at, searched_at[1:]))
    assert len(searched_at) <= scene.session.state.moves // solver_hint.AUTOPLAY_SEARCH_EVERY + 1


def test_a_loss_message_names_only_a_card_the_player_sees_or_says_where_it_is():
    """Finding 5: the loss message named the Star, which had gone face down to the Past
    (seed: "Completed cards are placed in the Past (Discard Pile)"): a card named at the end is face
    up on the table, or the message says where it lies."""
    from tests.helpers.fools import C, arrange, do, m, t
    for options in ({}, {"reversals": "on"}, {"order": "random"}):
        state = arrange(options, present_1=[t(17)], present_2=[m(C, "two")], present_3=[t(3)], vitality=5)
        do(state, "complete", t(17), "fool")
        words = FOOLS.outcome(state).summary
        assert "the Star" in words
        zone, index = state.find(t(17))
        seen = state.zones[zone][index].face_up and zone not in ("past", "future")
        assert seen or f"now face down in the {zone.capitalize()}" in words, (options, words)
