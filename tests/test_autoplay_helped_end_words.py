"""A win some of whose moves Autoplay made is headed the same in every game, without
praise, and says how much Autoplay played (play-test finding: after Autoplay made 108 of
111 moves Queens of Fate's end panel said "Well played" where The Fool's Journey, played
wholly by Autoplay, said "Autoplay won it"). Real clicks: the player passes the first
year by clicking Destiny, then presses Autoplay."""
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.scenes.table import TableScene
from tests.helpers.rules_text import record_drawn
from tests.helpers.table import click, play_until, settle, step, zone_centre

QUEENS = get_game("queens-of-fate")


def test_a_win_autoplay_finished_is_won_with_its_help_and_counts_its_moves(app, monkeypatch):
    scene = TableScene(app, Session.start(QUEENS, 3), saving=False)
    app.switch(scene)
    step(app)
    click(app, zone_centre(scene, "destiny"))   # the player's own first move
    assert len(scene.session.actions) == 1 and not scene.session.assisted
    click(app, next(b for b in scene.bar_buttons if b.label == "Autoplay").rect.center)
    play_until(app, lambda: QUEENS.outcome(scene.session.state) is not None)
    assert QUEENS.outcome(scene.session.state).won_by(0), "deal 3 is won by Autoplay's line"
    made, of = scene.session.autoplay_moves()
    assert of == made + 1 and made > 0
    drawn = record_drawn(monkeypatch)
    settle(app, scene)
    step(app, 3)
    words = [w for w, _ in drawn]
    assert "Won with Autoplay's help" in words and "Well played" not in words
    assert any(f"Autoplay made {made} of {of} moves, so this game is counted apart" in w for w in words), words
