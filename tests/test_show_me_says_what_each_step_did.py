"""The fifth real-window round (27 November): stepping through Show me on The Fool's
Journey, the status line said only "The solver's line from before your move 6: move 6 of
94.", and one step moved the King of Swords to the Satchel and dealt three cards with no
word of what moved. Each step now says where it is and what the move did, in the words
the table gives the same move when a player makes it."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests.helpers.solver import greedy_line
from tests.helpers.table import click, solver_line_shown, step

FOOLS = get_game("fools-journey")
STEPS = 6


def said_by_a_player_making(app, moves) -> list[str]:
    """The status words a table gives after each of ``moves``, made by a player."""
    scene = TableScene(app, Session.start(FOOLS, 1, {}), saving=False)
    app.switch(scene)
    step(app)
    said = []
    for move in moves:
        hinted = FOOLS.hint(scene.session.state, move).removeprefix("Hint: ")
        scene.message = ("", scene.message[1], 0.0)
        scene.perform(move)
        said.append(scene.message[0] or hinted)   # a move the table makes silently: its hint's words (finding 3, 28 November)
    scene.leave()
    return said


def test_each_step_of_the_solvers_line_says_what_the_move_did(app):
    line = greedy_line(FOOLS, Session.start(FOOLS, 1, {}).state)[:STEPS]
    expected = said_by_a_player_making(app, line)
    assert any(expected), "the journey tells what its moves do"
    shown = solver_line_shown(app, FOOLS, 1, line)
    for done, words in enumerate(expected, start=1):
        click(app, next(b for b in shown.choice_buttons if b.label == "Forward").rect.center)
        step(app)
        assert shown.message[0] == f"The solver's line: move {done} of {STEPS}. {words}"
