"""A sixth game is one new folder and one registry line (issue 29): Stepping Stones, kept
in tests/sixth_game/ and out of the shipped menu, uses a board and hidden hands, and is
played through the real table: a new game from its page, a card dragged with real mouse
events, a bot's move, a save resumed, and the other seat's hand never shown."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tarot_table import saves
from tarot_table.games import GAMES, get_game
from tarot_table.games.base import Action, Placed, Seat
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests import sixth_game
from tests.sixth_game.rules import BRIDGES, DECK, FAR_BANK, SteppingStones
from tests.helpers.table import click, drag, play_until, step

FOLDER = Path(sixth_game.__file__).parent


@pytest.fixture(autouse=True)
def registered():
    sixth_game.register()
    yield
    sixth_game.unregister()


def game() -> SteppingStones:
    return get_game("stepping-stones")


def dealt(hands: tuple[list[str], list[str]], pos=(0, 0), stock=None):
    """A position with these hands (the rest of the deck in the stock), North to play."""
    stones = game()
    state = stones.new(1)
    held = set(hands[0]) | set(hands[1])
    state.zones["hand0"] = [Placed(c) for c in hands[0]]
    state.zones["hand1"] = [Placed(c) for c in hands[1]]
    state.zones["stock"] = [Placed(c) for c in (stock if stock is not None else [c for c in DECK if c not in held])]
    state.data["pos"] = list(pos)
    state.to_act = 0
    return state


def pip(suit: str, rank: str) -> str:
    return f"minor_arcana.{suit}.{rank}"


# ---- one folder, one line ---------------------------------------------------------------------
def test_the_game_is_one_folder_and_one_registry_line_and_loads_only_when_asked():
    assert sorted(p.name for p in FOLDER.iterdir() if p.suffix in (".py", ".md")) == [
        "__init__.py", "bots.py", "layout.py", "rules.md", "rules.py"]
    sixth_game.unregister()
    GAMES.add(sixth_game.ENTRY)   # the registry line: nothing else tells the app of the game
    assert "stepping-stones" in GAMES and not GAMES.loaded("stepping-stones")
    assert isinstance(get_game("stepping-stones"), SteppingStones)
    assert game().capabilities.names() == {"hidden_hands", "board"}


def test_the_shipped_menu_does_not_offer_it():
    code = "from tarot_table.games import GAMES; assert 'stepping-stones' not in GAMES"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True).returncode == 0


def test_its_rules_import_no_pygame():
    code = "import sys, tests.sixth_game.rules, tests.sixth_game.layout; assert 'pygame' not in sys.modules"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, cwd=FOLDER.parent.parent).returncode == 0


# ---- its rules, as rules.md words them ------------------------------------------------------------
def test_each_player_is_dealt_three_hidden_cards_from_the_twenty_pips():
    """"The twenty pip cards from Ace to Five ... Each player is dealt three cards, which only they see"."""
    stones = game()
    state = stones.new(5)
    assert len(DECK) == 20 and sorted(stones.all_cards({}, 2)) == sorted(DECK)
    assert [len(state.zones[z]) for z in ("hand0", "hand1", "stock")] == [3, 3, 14]
    peek = stones.peek(state, 0)
    assert all(p.card != "hidden" for p in peek.zones["hand0"]) and all(p.card == "hidden" for p in peek.zones["hand1"])


def test_a_card_played_steps_the_token_and_its_player_draws():
    """"Your token steps forward as many stones as the card shows" and "Draw the top card of the stock"."""
    stones = game()
    state = dealt(([pip("cups", "three")], [pip("cups", "two")]))
    top = state.zones["stock"][-1].card
    stones.apply(state, Action("play", card=pip("cups", "three"), to="river"))
    assert state.data["pos"] == [3, 0] and [p.card for p in state.zones["hand0"]] == [top]
    assert state.zones["river"][-1].face_up and state.to_act == 1


def test_a_step_ending_at_a_bridges_foot_crosses_it():
    """"A token that ends its step at the foot of a bridge (Stone 4, or Stone 9) crosses it"."""
    stones = game()
    state = dealt(([pip("cups", "four")], [pip("cups", "two")]))
    events = stones.apply(state, Action("play", card=pip("cups", "four"), to="river"))
    assert BRIDGES[4] == 8 and state.data["pos"][0] == 8
    assert [e.kind for e in events if e.token] == ["walk", "slide"]


def test_a_step_past_the_far_bank_stops_on_it_and_wins():
    """"A step that would pass the far bank stops on it" and "The first token on the far bank wins"."""
    stones = game()
    state = dealt(([pip("cups", "five")], [pip("cups", "two")]), pos=(12, 0))
    stones.apply(state, Action("play", card=pip("cups", "five"), to="river"))
    assert state.data["pos"][0] == FAR_BANK
    assert stones.outcome(state).winners == (0,) and stones.legal_actions(state) == []


def test_hands_spent_first_the_token_further_across_wins_and_level_tokens_draw():
    """"When both hands are empty first, the token further across wins; level tokens draw"."""
    stones = game()
    state = dealt(([pip("cups", "ace")], [pip("wands", "ace")]), pos=(2, 3), stock=[])
    stones.apply(state, Action("play", card=pip("cups", "ace"), to="river"))
    assert stones.outcome(state) is None
    stones.apply(state, Action("play", card=pip("wands", "ace"), to="river"))
    assert stones.outcome(state).winners == (1,)
    level = dealt(([pip("cups", "ace")], [pip("wands", "ace")]), pos=(2, 2), stock=[])
    for card in (pip("cups", "ace"), pip("wands", "ace")):
        stones.apply(level, Action("play", card=card, to="river"))
    assert stones.outcome(level).winners == () and stones.outcome(level).scores == (0.5, 0.5)


def test_only_the_players_own_cards_are_played():
    stones = game()
    state = dealt(([pip("cups", "ace")], [pip("wands", "ace")]))
    with pytest.raises(Exception, match="your own hand"):
        stones.apply(state, Action("play", card=pip("wands", "ace"), to="river"))


# ---- through the real table ------------------------------------------------------------------------
def card_centre(scene, card: str):
    return scene.card_rect(card).center


def river_centre(scene):
    return scene.geometry.spot_rect(scene.geometry.layout.spot("river")).center


def others_hand_hidden(scene, seat: int) -> bool:
    return not any(scene._seen(f"hand{seat}", p) for p in scene.session.state.zones[f"hand{seat}"])


def until(app, done) -> None:
    play_until(app, done)


def test_a_new_game_is_played_on_the_real_table_then_saved_and_resumed(app):
    page = app.go("new-game", game())
    step(app)
    click(app, next(b for b in page.buttons if b.label == "Start").rect.center)
    scene = app.scenes[-1]
    assert isinstance(scene, TableScene) and scene.game is game()
    step(app)
    state = scene.session.state
    assert [s.is_human for s in state.seats] == [True, False] and state.to_act == 0
    assert others_hand_hidden(scene, 1)
    card = state.zones["hand0"][0].card
    drag(app, card_centre(scene, card), river_centre(scene))
    step(app)
    assert state.zones["river"][0].card == card and state.data["pos"][0] >= 1
    until(app, lambda: state.moves >= 2)   # the bot's move, from its own thread
    assert state.moves == 2 and len(state.zones["river"]) == 2 and state.to_act == 0
    assert others_hand_hidden(scene, 1)
    tokens = game().board.tokens(state)
    assert [t.space for t in tokens] == state.data["pos"]
    app.render(app.screen)   # the board and its tokens draw from the game's own data
    kept = state.to_json()
    path = saves.save(scene.session)
    app.go("menu")
    resumed = app.go("table", saves.load(path))
    step(app)
    assert resumed.session.state.to_json() == kept and resumed.game is game()
    assert others_hand_hidden(resumed, 1)
    card = resumed.session.state.zones["hand0"][0].card
    drag(app, card_centre(resumed, card), river_centre(resumed))
    step(app)
    assert resumed.session.state.moves >= 3 and resumed.session.state.zones["river"][2].card == card


def test_an_illegal_drop_snaps_back_and_says_why(app):
    scene = app.go("table", Session.start(game(), 4, {}, [Seat("Ann"), Seat("Bot", "first")]))
    step(app)
    state = scene.session.state
    before = state.to_json()
    card = state.zones["hand0"][0].card
    drag(app, card_centre(scene, card), scene.geometry.spot_rect(scene.geometry.layout.spot("stock")).center)
    step(app)
    assert state.to_json() == before and "river pile" in scene.message[0]


def test_two_people_at_one_screen_never_see_each_others_hand(app):
    scene = app.go("table", Session.start(game(), 6, {}, [Seat("Ann"), Seat("Bob")]))
    step(app)
    for _ in range(4):
        seat = scene.session.state.to_act
        if scene.handing_over is not None:   # the last mover still looks: the next hand stays hidden
            assert scene.viewer == 1 - seat and others_hand_hidden(scene, seat)
            step(app)
            click(app, next(b for b in scene.choice_buttons if b.label.startswith("Pass the screen to")).rect.center)
        assert scene.handoff_to == seat and others_hand_hidden(scene, seat)   # not until they say who they are
        step(app)
        click(app, scene.summary_buttons[0].rect.center)   # "I am ...: show my cards"
        assert scene.viewer == seat and others_hand_hidden(scene, 1 - seat)
        card = scene.session.state.zones[f"hand{seat}"][0].card
        drag(app, card_centre(scene, card), river_centre(scene))
        step(app, 2)
        if game().outcome(scene.session.state) is not None:
            break
        assert scene.session.state.to_act == 1 - seat
