"""Play-test finding (29 November): the end panel's buttons jumped when the solver's
answer arrived. The words above them grew (and a Show me button came in among them), so
a click meant for Play again landed on Show me, or on nothing. The panel now keeps its
buttons where its first frame put them, Show me greyed there until the answer gives it a
line, and the answer's words under them in room kept for the longest answer: tested with
real clicks at each window size and at the largest text size. The answer is held back by
the test, never waited for on the wall clock."""
from __future__ import annotations

import threading

import pytest

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.solver import LOST, WINNABLE, Verdict
from tarot_table.solver.post_mortem import PostMortem
from tarot_table.table.scenes import post_mortem
from tarot_table.table.scenes.table import TableScene
from tests.conftest import headless_app
from tests.helpers.solver import greedy_line
from tests.helpers.table import click, step

QUEENS = get_game("queens-of-fate")
LOST_BY_THE_QUICK_BOT = 0   # a Queens of Fate deal the quick bot loses
HELD_S = 60.0               # the most the held-back search waits for the test


def answers(played: list) -> dict[str, PostMortem]:
    """The longest answer the panel gives (a turning point, on a move Autoplay made) and
    the shortest (no line wins), with lines of the deal's own moves."""
    return {"turning point": PostMortem(Verdict(WINNABLE, played), turning=12, line_before_turning=played[11:]),
            "lost": PostMortem(Verdict(LOST))}


@pytest.fixture(params=[(1024, 700), (1920, 1080), (2560, 1440)], ids=lambda size: f"{size[0]}x{size[1]}")
def sized_app(request):
    yield from headless_app(request.param)


@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("kind", ["turning point", "lost"])
def test_the_end_panel_s_buttons_do_not_move_when_the_solver_answers(sized_app, monkeypatch, text_size, kind):
    app = sized_app
    app.settings.text_size = text_size
    app.apply_look()
    session = Session.start(QUEENS, LOST_BY_THE_QUICK_BOT, {})
    played = greedy_line(QUEENS, session.state)
    for action in played:
        session.play(action)
    session.autoplayed = {11}   # the answer names "move 12 (Autoplay's)": the longest words
    answer = answers(played)[kind]
    release = threading.Event()

    def held_back(*_args):
        release.wait(HELD_S)
        return answer

    monkeypatch.setattr("tarot_table.solver.post_mortem.examine", held_back)
    scene = TableScene(app, session)
    app.switch(scene)
    try:
        step(app)
        assert scene.examination is not None and scene.examination.result is None
        first = {b.label: b.rect.copy() for b in scene.summary_buttons}
        first_box = scene.panel_rect.copy()
        greyed_at_first = [b.label for b in scene.summary_buttons if not b.enabled]
    finally:
        release.set()
    scene.examination.wait(timeout=HELD_S)
    step(app, 2)
    lines, _ = post_mortem.end_words(scene)
    assert lines and lines[0] != post_mortem.LOOKING
    assert {b.label: b.rect for b in scene.summary_buttons} == first, "a button moved when the answer came"
    assert scene.panel_rect == first_box
    assert greyed_at_first == ["Show me"], "Show me is there, greyed, until the answer comes"
    show_me = next(b for b in scene.summary_buttons if b.label == "Show me")
    assert show_me.enabled == (kind != "lost")
    w, h = app.screen.get_size()
    assert scene.panel_rect.top >= 0 and scene.panel_rect.bottom <= h and all(
        scene.panel_rect.contains(rect) for rect in first.values())
    chosen: list[bool] = []
    scene.play_again = chosen.append   # the panel's New deal (once Play again) calls play_again(False)
    click(app, first["New deal"].center)   # where it stood on the panel's first frame
    assert chosen == [False] and app.scene is scene
