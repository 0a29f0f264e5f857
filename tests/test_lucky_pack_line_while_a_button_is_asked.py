"""Play-test round 7, L2: in Lucky You!, with Temperance's direction to choose (two buttons
under the board), the pointer resting on the player's game pack made the status line say
"click it (or drag its top card to the middle) to draw", and five clicks on the pack
seemed to do nothing. While a button is to be pressed first, the pack's line says what is
asked. Played through the rules by the quick bot; the line read from the status bar with
the pointer resting on the pack by real mouse motion."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.frames import move_and_rest
from tests.helpers.table import open_position, zone_centre

LUCKY = get_game("lucky-you")
SEATS = [Seat("Alice"), Seat("Player 2", "quick")]


def at_alices_temperance():
    """The first deal, played by the quick bot for both, where Alice has drawn Temperance."""
    for seed in range(1, 40):
        session = Session.start(LUCKY, seed, LUCKY.check_options({}), SEATS)
        while LUCKY.outcome(session.state) is None and session.state.moves < 400:
            state = session.state
            if state.data["phase"] == "temperance" and state.to_act == 0:
                return state
            session.play(LUCKY.bots["quick"](LUCKY, LUCKY.view(state, LUCKY.current_seat(state)), Rng(seed)))
    raise AssertionError("no deal brought Alice Temperance")


def test_the_pack_says_to_choose_temperances_direction_first(app):
    scene = open_position(app, LUCKY, at_alices_temperance(), SEATS)
    assert "draw" not in {action.kind for action in scene.legal()}
    move_and_rest(app, zone_centre(scene, "pack0"))
    assert status_line(scene)[0] == "Alice's game pack: choose Temperance's direction with the buttons below."
