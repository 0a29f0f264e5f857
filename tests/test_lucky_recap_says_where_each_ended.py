"""Play-test finding P14 (29 November, round 4): in a six-player Lucky You! the recap under
the board told the first players' draws by their card alone ("Player 4 draws Temperance."),
so a newcomer watching five bots could not tell why Player 4 stood on Space 5; the Story
had it all. With five draws to tell in the recap's nine lines, a draw given one line now
says how it ended, with the player's name ("Player 2 moves 3 back, to Space 2."), before
the card alone, which is said only where the ending does not fit. Read from the table's
words as drawn under the board at 1024x700; the bots' moves are played through the rules."""
from __future__ import annotations

import textwrap

import pytest

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.games.lucky_you import layout as lucky_layout
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.app import picture_app
from tests.helpers.rules_text import record_drawn
from tests.helpers.table import draw_whole, open_position

LUCKY = get_game("lucky-you")
SEATS = [Seat("Alice", None)] + [Seat(f"Player {n}", "quick") for n in range(2, 7)]


def after_the_bots(rounds: int):
    """Six players, Alice and five bots, played through the rules until Alice is to draw
    for the ``rounds``-th time with everyone having drawn since her last."""
    session = Session.start(LUCKY, 11, LUCKY.check_options({}), SEATS)
    bot, seen = LUCKY.bots["quick"], 0
    while LUCKY.outcome(session.state) is None:
        state = session.state
        session.play(bot(LUCKY, LUCKY.view(state, LUCKY.current_seat(state)), Rng(3)))
        drawn_at = session.state.data.get("drawn_at")
        if LUCKY.current_seat(session.state) == 0 and drawn_at and None not in drawn_at:
            seen += 1
            if seen == rounds:
                return session.state
    raise AssertionError("the game ended first")


def endings(state) -> list[tuple[str, str]]:
    """Each draw the recap tells: how it ended, as the story says it and with the name left out."""
    starts = lucky_layout._draws_to_tell(state)
    ends = [*starts[1:], len(state.story)]
    told = []
    for start, end in zip(starts, ends):
        last = state.story[end - 1]
        name = lucky_layout._drawer(state, state.story[start:end])
        bare = last[len(name) + 1:] if name and last.startswith(name + " ") else last
        told.append((last, bare[:1].upper() + bare[1:]))
    return told


def told_by_the_card_alone(state, room: float) -> list[int]:
    """The draws (by their place in the recap) told by the card drawn alone."""
    firsts = [state.story[start] for start in lucky_layout._draws_to_tell(state)]
    return [n for n, (words, _, _) in enumerate(lucky_layout._account(state, room)) if words == firsts[n]]


@pytest.mark.parametrize("rounds", [2, 5])
def test_each_players_recap_line_says_how_their_draw_ended(rounds, monkeypatch):
    """Drawn at 1024x700 (100% text, the Story open, as the play-tester's): each draw tells
    how it ended; the card alone is said only for a draw whose ending would not fit the
    lines it was given (counted at the narrowest window's letters), at most one of five
    (three of five had said the card alone)."""
    state = after_the_bots(rounds)
    told = endings(state)
    assert len(told) == 5   # the five bots' draws since Alice's own
    app = picture_app((1024, 700), 100)
    scene = open_position(app, LUCKY, state, SEATS)
    room = next(c for c in scene.geometry.layout.captions if c.lead or not c.tail).width
    drawn = record_drawn(monkeypatch)
    draw_whole(app)
    monkeypatch.undo()
    said = " ".join(words for words, _ in drawn)
    card_alone = told_by_the_card_alone(state, room)
    assert len(card_alone) <= 1, card_alone
    width = max(12, int(room / lucky_layout.CHAR_WIDTH))
    account = lucky_layout._account(state, room)
    for n, (last, bare) in enumerate(told):
        if n in card_alone:   # its ending would not fit its lines
            assert len(textwrap.wrap(last, width)) > account[n][1], (last, account[n])
            continue
        assert last in said or bare in said, (last, said)
    scene.leave()
