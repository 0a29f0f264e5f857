"""Issue 32, layout round item 7: a player put out by Death reversed ("If reversed, YOU'RE
TOTALLY DEAD!", the seed's Death) vanished from the board with no word at the table: the
status line names who is out and why until each other player has drawn since, the
account under the board keeps that sentence however short its room, and the seat reads
as out."""
import pytest

from tarot_table.cards import copy_id, major_id
from tarot_table.games.base import Action, Seat
from tarot_table.games.lucky_you.layout import lucky_layout
from tarot_table.table.app import App
from tarot_table.table.geometry import Geometry
from tests.helpers.lucky import GAME, m, ready, stack
from tests.helpers.table import click, draw_whole, open_position, record_text, settle, table_frame, zone_centre


def bob_put_out(players: int):
    """Ann, Bob and the rest; Bob to draw, his wild pack topped with Death reversed."""
    state = ready(players, pos=[10, 40] + [5] * (players - 2), to_act=1)
    state.seats = [Seat("Ann"), Seat("Bob", "quick")] + [Seat(f"Bot {n}", "quick") for n in range(3, players + 1)]
    stack(state, copy_id(major_id(13), 2), reversed_=True)
    GAME.apply(state, Action("draw-wild", src="wild1", to="drawn"))
    assert state.data["out"][1]
    return state


def draw_plain(state):
    seat = state.to_act
    stack(state, m("two", seat))
    GAME.apply(state, Action("draw", src=f"pack{seat}", to="drawn"))


def test_the_status_names_who_death_reversed_put_out_until_each_other_player_has_drawn():
    state = bob_put_out(3)
    assert state.to_act == 2
    assert "Bob is out of the game (Death reversed)." in GAME.status(state)
    draw_plain(state)   # the third player draws: now Ann's turn, who has not drawn since
    assert state.to_act == 0 and "Bob is out of the game (Death reversed)." in GAME.status(state)
    draw_plain(state)   # Ann draws
    assert state.to_act == 2 and "Bob" not in GAME.status(state)


def test_the_account_under_the_board_keeps_who_was_put_out_with_six_players():
    """Six players share the account's nine lines: the draw that put Bob out is told, as
    the table lays the account at 1024x700, by its ending sentence at least, which names
    the card and the player, not cut mid-way."""
    state = bob_put_out(6)
    while state.to_act != 0:
        draw_plain(state)
    area = table_frame((1024, 700), game_id="lucky-you")["table"]
    shown = " ".join(c.text for c in Geometry.fit(lucky_layout(GAME, state), area).layout.captions)
    assert "Death reversed: Bob is out of the game." in shown


def test_the_put_out_seat_reads_as_out_and_its_token_leaves_the_board():
    state = bob_put_out(3)
    bob = next(c for c in lucky_layout(GAME, state).captions if c.text == "Bob")
    assert bob.tail == " · out (Death reversed)"   # why, as the status line says it (fourth real-window round)
    assert "seat1" not in {token.id for token in GAME.board.tokens(state)}


def test_a_save_with_a_broken_record_of_who_is_out_says_nothing_rather_than_failing():
    state = bob_put_out(3)
    state.data["out_at"] = ["x", None]   # hostile bytes from a file: too short, not a number
    assert "out of the game" not in GAME.status(state)


SMALL = (1024, 700)


@pytest.mark.parametrize("size", [SMALL, (1920, 1080), (2560, 1440)])
def test_a_long_name_put_out_at_six_seats_and_200_percent_is_never_cut(size, monkeypatch):
    """The fifth real-window round, finding 6: Lucky You! with six seats at 200% read
    "Bartholomew · out (Death…": where the name and the reason do not fit the seat's row,
    the seat reads "Bartholomew · out" (the whole line under the pointer, and the reason in
    the status and the story); where they fit, the reason stays. Bartholomew draws Death
    reversed with a click."""
    from tarot_table.cards import copy_id, major_id
    from tarot_table.table.board_draw import cut_caption_under, placed_caption
    from tests.helpers import lucky
    from tests.helpers.table import click, settle
    from tests.helpers.table import zone_centre as centre
    app = App(headless=True, size=size)
    app.settings.animation = "instant"
    app.settings.text_size = 200
    app.apply_look()
    try:
        state = lucky.ready(6, pos=[10, 40, 5, 5, 5, 5], to_act=0)
        lucky.stack(state, copy_id(major_id(13), 1), reversed_=True)
        seats = [Seat("Bartholomew")] + [Seat(name, "quick") for name in ("Bea", "Cat", "Dot", "Eve", "Fay")]
        scene = open_position(app, lucky.GAME, state, seats)
        click(app, centre(scene, "wild0"))
        settle(app, scene)
        assert scene.session.state.data["out"][0], scene.message
        geometry = scene.geometry
        seat = next(c for c in geometry.layout.captions if c.text == "Bartholomew")
        shown = " ".join(line for line, _ in placed_caption(geometry, seat)[1])
        assert shown.split() in (["Bartholomew", "·", "out", "(Death", "reversed)"], ["Bartholomew", "·", "out"]), shown
        if "Death" not in shown:
            _, placed = placed_caption(geometry, seat)
            assert cut_caption_under(geometry, placed[0][1]) == "Bartholomew · out (Death reversed)"
    finally:
        for s in app.scenes:
            s.leave()


def test_a_player_put_out_reads_why_on_their_seat(app, monkeypatch):
    """The fourth real-window round, finding 6: Lucky You!'s "Player 1 · out" gave no
    reason. Only Death reversed puts a player out (the seed's Death: "If reversed, YOU'RE
    TOTALLY DEAD!"): Ann, who draws it from her wild pack with a click, reads "Ann · out
    (Death reversed)" on her seat."""
    from tarot_table.cards import copy_id, major_id
    from tarot_table.games.base import Seat
    from tests.helpers import lucky
    state = lucky.ready(3, pos=[10, 40, 5], to_act=0)
    lucky.stack(state, copy_id(major_id(13), 1), reversed_=True)
    scene = open_position(app, lucky.GAME, state, [Seat("Ann"), Seat("Bob", "quick"), Seat("Cat", "quick")])
    click(app, zone_centre(scene, "wild0"))
    settle(app, scene)
    assert scene.session.state.data["out"][0], scene.message
    written = record_text(monkeypatch)
    draw_whole(app)
    assert any("Ann · out (Death reversed)" in words for words in written), [w for w in written if "Ann" in w]
