"""Play-test round 7, L3: with six players, once packs ran out, Lucky You!'s account under
the board read "Alice draws The Hermit. … Player 2's game pack is spent: its discards are
shuffled back with fresh reversals.": the refill, told at the end of a turn, was taken for
how Alice's draw ended, and where she stood went unsaid. A pack made again is now the
Story's alone: each draw in the account ends with how the draw ended. Played through the
rules by the quick bots; the words read from the table's layout as a frame lays them."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.games.lucky_you.deck import PACK_SPENT
from tarot_table.games.lucky_you import layout as lucky_layout
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.app import picture_app
from tests.helpers.table import draw_whole, open_position

LUCKY = get_game("lucky-you")
SEATS = [Seat("Alice", None)] + [Seat(f"Player {n}", "quick") for n in range(2, 7)]


def with_a_refill_among_the_draws():
    """Alice to draw, a pack made again during the draws the account tells."""
    for seed in range(1, 30):
        session = Session.start(LUCKY, seed, LUCKY.check_options({}), SEATS)
        while LUCKY.outcome(session.state) is None:
            state = session.state
            told = lucky_layout._draws_to_tell(state)
            if state.to_act == 0 and len(told) > 1 and any(line.endswith(PACK_SPENT)
                                                           for line in state.story[told[0]:]):
                return state
            session.play(LUCKY.bots["quick"](LUCKY, LUCKY.view(state, LUCKY.current_seat(state)), Rng(seed)))
    raise AssertionError("no deal refilled a pack among the draws told")


def test_each_draw_told_ends_with_how_it_ended_never_with_a_refill():
    state = with_a_refill_among_the_draws()
    app = picture_app((1920, 1080), 100)
    scene = open_position(app, LUCKY, state.clone(), SEATS)
    draw_whole(app)
    told = [caption.text for caption in scene.geometry.layout.captions if caption.step]
    assert told and not any("pack is spent" in words for words in told), told
    things, _ = lucky_layout._account(state)
    assert len(told) == len(things), (told, things)   # every draw told, none crowded out by a refill
    scene.leave()
