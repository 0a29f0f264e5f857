"""The last session's note on Lucky You!: in the first round (the first-turn cards still on
show beside the account) with six long names at 1024x700, the account cut a draw to its
drawer's name and "…" (2 draws of 246), saying nothing of it. Where even the shortest
words of every draw would not fit, the oldest draws are now left out whole (rule 27);
every draw told is told whole. The bots' moves are played through the rules; the words
are read from the table's layout as a whole frame lays them."""
from __future__ import annotations

import pytest

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.games.lucky_you import layout as lucky_layout
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.app import picture_app
from tests.helpers.table import draw_whole, open_position

LUCKY = get_game("lucky-you")
NAMES = ["Maximiliana Worthington", "Bartholomew Fitzgerald", "Anastasia Montgomery", "Christopherson Blake",
         "Evangeline Hawthorne", "Theodora Wolstenholme"]   # each within the name box's 24 letters
SEATS = [Seat(NAMES[0], None)] + [Seat(name, "quick") for name in NAMES[1:]]
CUT_BEFORE = 3   # a deal whose first round the account cut at 1024x700 (at move 12, "Bartholomew Fitzgerald …")


def first_round_at(seed: int, moves: int):
    session = Session.start(LUCKY, seed, LUCKY.check_options({}), SEATS)
    bot = LUCKY.bots["quick"]
    while session.state.moves < moves:
        state = session.state
        session.play(bot(LUCKY, LUCKY.view(state, LUCKY.current_seat(state)), Rng(3)))
    assert lucky_layout.first_turn_on_show(session.state)
    return session.state


@pytest.mark.parametrize("text_size", [100, 200])
def test_every_draw_told_beside_the_first_turn_cards_is_whole_and_the_latest_are_told(text_size):
    state = first_round_at(CUT_BEFORE, 12)
    app = picture_app((1024, 700), text_size)
    scene = open_position(app, LUCKY, state.clone(), SEATS)
    draw_whole(app)
    told = [caption.text for caption in scene.geometry.layout.captions if caption.step]
    things, served = lucky_layout._account(state)
    tellings = [{telling.words for telling in thing} for thing in things]
    which = [next(number for number, ways in enumerate(tellings) if words in ways) for words in told]
    assert told and not any(words.endswith("…") for words in told), told   # each a whole telling, none cut
    assert sorted(which) == sorted(served[:len(which)]), (which, served)   # those left out are served last
    assert len(which) < len(things), "six long names: not every draw fits this room whole"
    scene.leave()
