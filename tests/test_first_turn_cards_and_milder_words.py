"""Play-test findings on the multi-seat games' words and room: Lucky You's first-turn
cards give their room to the account of the draws once everyone has drawn (findings 4
and 10); Tournament's rules page explains the milder words the table shows (finding 8)."""
from dataclasses import replace

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.games.lucky_you.layout import ACCOUNT_LEFT, first_turn_on_show
from tarot_table.rng import Rng
from tarot_table.table.scenes.rulebook import RulesScene
from tarot_table.table.scenes.table import TableScene
from tarot_table.session import Session
from tarot_table.table.geometry import Geometry
from tests.helpers.table import step, table_frame

LUCKY = get_game("lucky-you")
TOURNAMENT = get_game("tournament-of-queens")


def six_bots_round(seed=4):
    """A six-seat game played by bots until everyone has drawn once and Ann is to play."""
    state = LUCKY.new(seed, None, [Seat("Ann")] + [Seat(f"P{i}", "quick") for i in range(2, 7)])
    rng = Rng(seed)
    while first_turn_on_show(state) or LUCKY.current_seat(state) != 0:
        seat = LUCKY.current_seat(state)
        LUCKY.apply(state, LUCKY.bots["quick"](LUCKY, LUCKY.view(state, seat), rng))
    return state


def test_the_first_turn_cards_lie_on_show_until_everyone_has_drawn():
    """House decision 28."""
    state = LUCKY.new(4, None, [Seat("Ann")] + [Seat(f"P{i}", "quick") for i in range(2, 7)])
    assert "lots" in {s.zone for s in LUCKY.layout(state).spots}
    later = six_bots_round()
    assert "lots" not in {s.zone for s in LUCKY.layout(later).spots}


def test_the_account_of_five_draws_takes_the_first_turn_cards_room_and_tells_more():
    """Finding 4: with six players the note beside the board cut bot moves off with "…".
    Laid by the table at 1024x700, the account in the first-turn cards' room tells more
    than it would beside them."""
    state = six_bots_round()
    layout = LUCKY.layout(state)
    lots_x = LUCKY.layout(LUCKY.new(4, None, state.seats)).spot("lots").x
    assert abs(layout.recap.x - lots_x) < 1e-9
    beside = ACCOUNT_LEFT - 0.1   # where the account starts while the first-turn cards lie on show
    narrower = replace(layout, recap=replace(layout.recap, x=layout.recap.x + beside, width=layout.recap.width - beside))
    area = table_frame((1024, 700), game_id="lucky-you")["table"]
    told = " ".join(c.text for c in Geometry.fit(layout, area).layout.captions if c.step)
    beside_first_turn = " ".join(c.text for c in Geometry.fit(narrower, area).layout.captions if c.step)
    assert len(told) > 1.3 * len(beside_first_turn), (told, beside_first_turn)


def test_the_card_table_draws_without_the_first_turn_spot(app):
    scene = TableScene(app, Session.start(LUCKY, 4, {}, [Seat("Ann")] + [Seat(f"P{i}", "quick") for i in range(2, 7)]))
    scene.session.state = six_bots_round()
    app.switch(scene)
    step(app, 2)
    assert all(zone != "lots" for zone, *_ in scene.visible_cards())


def test_the_rules_page_explains_the_milder_words_the_table_shows(app):
    """Finding 8: the table said "Shade", the page "Bitchiness", and nothing linked them."""
    milder = TOURNAMENT.rules_text({"words": "milder"})
    assert "**Shade** stands for the page's **Bitchiness**" in milder.split("## ")[0]
    assert "Shade** stands" not in TOURNAMENT.rules_text({"words": "as-written"})
    session = Session.start(TOURNAMENT, 2, {"words": "milder"}, [Seat("Ann"), Seat("Bob", "quick")])
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    scene.open_rules()
    step(app)
    page = app.scenes[-1]
    assert isinstance(page, RulesScene)
    assert any("stands for the page's" in block.text for block in page.blocks)
