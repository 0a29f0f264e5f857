"""Play-test round 7: on a lost Queens of Fate whose deal the solver could not decide, the
end panel's Show me was greyed with nothing under the pointer saying why. A greyed Show me
says why in the status bar, as the top bar's greyed buttons do: the solver is still
looking, or its answer has no winning line. The pointer moved onto it by real mouse
motion; the solver's answer is given at once by the test."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.solver import UNKNOWN, Verdict
from tarot_table.solver.post_mortem import PostMortem
from tarot_table.table.scenes import post_mortem
from tarot_table.table.scenes.table import TableScene
from tarot_table.table.scenes.table_bars import status_line
from tests.helpers.frames import move_to
from tests.helpers.solver import greedy_line
from tests.helpers.table import step

QUEENS = get_game("queens-of-fate")


def test_a_greyed_show_me_says_the_solver_found_no_line(app, monkeypatch):
    monkeypatch.setattr("tarot_table.solver.post_mortem.examine", lambda *_a, **_k: PostMortem(Verdict(UNKNOWN)))
    session = Session.start(QUEENS, 0, {})
    for action in greedy_line(QUEENS, session.state):   # the quick bot's moves lose deal 0
        session.play(action)
    scene = TableScene(app, session)
    app.switch(scene)
    step(app)
    scene.examination.wait(timeout=60)
    step(app, 2)
    show_me = next(b for b in scene.summary_buttons if b.label == post_mortem.SHOW_ME)
    assert not show_me.enabled
    app.clock.advance(10.0)   # the move's own message has had its time
    move_to(app, show_me.rect.center, pressed=False)
    step(app)
    assert status_line(scene)[0] == ("Show me has no line to play: the solver found no winning line "
                                     "(the words above say why).")
    assert post_mortem.end_words(scene)[0] == ["The solver could not tell in time whether this deal could be won."]
