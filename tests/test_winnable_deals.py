"""Winnable deals only (issue 34): the new-game page of each solitaire offers deals the
solver has found a winning line for; the line found replays to a win through the rules.
The search runs in a background thread; tests give it position budgets and wait for
the thread, never for the wall clock."""
from __future__ import annotations

import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.solver import Budget, replay_wins
from tarot_table.solver.winnable import WinnableDealer, find_winnable_deal
from tarot_table.table.scenes import newgame
from tarot_table.table.scenes.table import TableScene
from tests.helpers.new_game import button, open_page
from tests.helpers.table import click, step


@pytest.mark.parametrize("game_id, options", [
    ("queens-of-fate", {}), ("queens-of-fate", {"rules": "reiser"}), ("fools-journey", {"reversals": "on"}),
    ("fools-journey", {"difficulty": "easy"}),
])
def test_the_deal_found_is_won_by_the_line_found(game_id, options):
    game = get_game(game_id)
    found = find_winnable_deal(game, options, 500, Budget(nodes=200_000), deal_nodes=3_000)
    assert found.seed is not None and found.seed >= 500 and found.tried == found.seed - 500 + 1
    assert replay_wins(game, game.new(found.seed, options), found.verdict.line)


def test_the_search_gives_up_when_its_budget_is_spent():
    game = get_game("fools-journey")
    found = find_winnable_deal(game, {"difficulty": "hard"}, 0, Budget(nodes=50), deal_nodes=20)
    assert found.seed is None and found.verdict is None and found.tried >= 1


def test_the_dealer_keeps_looking_round_after_round_until_it_finds_one():
    game = get_game("queens-of-fate")
    rounds = []

    def small_round():
        rounds.append(1)
        return Budget(nodes=150)   # too few for most deals: several rounds are needed

    dealer = WinnableDealer(game, game.check_options({}), 7, budget_for_round=small_round).start()
    found = dealer.wait(timeout=120)
    assert found is not None and len(rounds) >= 1
    assert replay_wins(game, game.new(found.seed, {}), found.verdict.line)


def wait_for_dealer(app, page) -> None:
    page.dealer.wait(timeout=120)
    step(app, 2)


def deal_row_in_view(app, page) -> None:
    """Scroll the page (with the mouse wheel, as a player would) until the Deals row shows."""
    for _ in range(40):
        if any(b.label == "Winnable only" for b in page.buttons):
            return
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
        step(app)
    raise AssertionError("the Deals row never came into view")


@pytest.mark.parametrize("game_id", ["queens-of-fate", "fools-journey"])
def test_each_solitaire_page_deals_a_winnable_deal_when_asked(app, game_id, monkeypatch):
    """Real clicks: choose Winnable only and Start; the table opens on a deal whose line
    found by the solver wins it; the choice is offered again next time."""
    monkeypatch.setattr(newgame, "fresh_seed", lambda clock: 40)
    page = open_page(app, game_id)
    if game_id == "fools-journey":   # the easy journey: winnable deals are common there
        click(app, button(page, "Easy").rect.center)
    deal_row_in_view(app, page)
    assert button(page, "Any deal").selected and page.dealer is None
    click(app, button(page, "Winnable only").rect.center)
    assert button(page, "Winnable only").selected and page.dealer is not None
    wait_for_dealer(app, page)
    deal_row_in_view(app, page)
    click(app, button(page, "Start").rect.center)
    step(app)
    table = app.scene
    assert isinstance(table, TableScene)
    found = page.dealer.found
    state = table.session.state
    assert state.seed == found.seed >= 40
    assert replay_wins(table.game, table.game.new(state.seed, state.options), found.verdict.line)
    again = open_page(app, game_id)
    assert again.winnable_only


def test_start_waits_for_the_search_and_says_so(app, monkeypatch):
    monkeypatch.setattr(newgame, "fresh_seed", lambda clock: 3)
    page = open_page(app, "queens-of-fate")
    deal_row_in_view(app, page)
    release = __import__("threading").Event()
    real = find_winnable_deal

    def held(*args, **kwargs):
        release.wait(60)
        return real(*args, **kwargs)

    monkeypatch.setattr("tarot_table.solver.winnable.find_winnable_deal", held)
    click(app, button(page, "Winnable only").rect.center)
    click(app, button(page, "Start").rect.center)
    assert page.waiting and "Looking for a winnable deal" in page.looking()
    assert app.scene is page
    release.set()
    wait_for_dealer(app, page)
    assert isinstance(app.scene, TableScene) and app.scene.session.state.seed == page.dealer.found.seed


def test_a_typed_deal_number_is_dealt_as_it_is(app):
    page = open_page(app, "queens-of-fate")
    deal_row_in_view(app, page)
    click(app, button(page, "Winnable only").rect.center)
    page.deal_field.value = "123"
    step(app)
    assert page.dealer is None   # nothing to look for
    click(app, button(page, "Start").rect.center)
    assert isinstance(app.scene, TableScene) and app.scene.session.state.seed == 123
