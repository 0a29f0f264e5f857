"""Play-test round 7 (30 November): Lucky You! at 1024x700 with large text opens with the
Story folded, and at the start nothing on screen said who drew what for the first turn or
who plays first: the status line said only "Alice to play. Pick a token with the buttons
below." While the tokens are picked it now says who drew the highest card, which card,
and that they play first, as the rules decided it (the Story's own line)."""
from __future__ import annotations

from tarot_table.cards import english_name
from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.table import at_text_size, play_until, seated_table, step

LUCKY = get_game("lucky-you")


def test_the_status_line_says_who_plays_first_and_why_with_the_story_folded(app):
    at_text_size(app, 200)
    seats = [Seat("Alice")] + [Seat(f"Bot {i}", bot="careful") for i in range(1, 6)]
    scene = seated_table(app, LUCKY, seats, seed=5)
    assert not scene.log_open, "1024x700 at 200%: the Story folded"
    state = scene.session.state
    starter = state.data["starter"]
    assert starter != 0, "a bot draws highest: Alice picks her token after it"
    assert play_until(app, lambda: LUCKY.current_seat(scene.session.state) == 0)
    state = scene.session.state
    assert state.data["phase"] == "tokens" and state.data["tokens"][starter] is not None
    winner = english_name(state.zones["lots"][-1].card)
    told = f"{seats[starter].name} drew highest and plays first."
    assert told in state.story and f"{seats[starter].name} draws {winner} for the first turn." in state.story
    said = status_line(scene)[0]
    assert f"{seats[starter].name} drew the highest card for the first turn ({winner}) and plays first." in said, said
    assert said.endswith("Pick a token with the buttons below."), said
    LUCKY.apply(state, LUCKY.legal_actions(state)[0])   # every token picked: the turns' own words
    while state.data["phase"] == "tokens":
        LUCKY.apply(state, LUCKY.legal_actions(state)[0])
    step(app)
    assert "first turn" not in status_line(scene)[0]
