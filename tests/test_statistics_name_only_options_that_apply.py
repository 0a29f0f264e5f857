"""Statistics names only the options that apply to the rule set played: Queens of Fate's
Artifacts belong to the original rules (house decision 17; the new-game page says "Not
used with Rule set: Reiser's rules"), yet a Reiser's rules row's detail line read
"Queens of Fate (Artifacts: Off, Rule set: Reiser's rules)" (play-test round 8: the
option's ``only_with`` was not read). A Reiser's game played with Artifacts left on the
page is counted with the other Reiser's games, in one row. Given up and read by real
clicks and pointer moves."""
from __future__ import annotations

import pygame

from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.solver import Budget
from tarot_table.statistics import load_stats, record_result
from tarot_table.table.scenes import post_mortem
from tarot_table.table.scenes.stats import StatsScene
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import click, post, step
from tests.helpers.words import frame_said

QUEENS = get_game("queens-of-fate")


def detail_of(app, screen, row_key: str) -> str:
    """The detail line drawn while the pointer rests on the row of ``row_key``."""
    row = next(b for b in screen.buttons if b.label == row_key)
    post(pygame.MOUSEMOTION, pos=row.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    return next(said.words for said in frame_said(app) if said.words.endswith("played by Ann"))


def test_a_reiser_row_names_no_artifacts_and_an_original_row_still_does(app):
    record_result("queens-of-fate", {"artifacts": "off", "rules": "reiser"}, True, 60.0, player="Ann")
    record_result("queens-of-fate", {"artifacts": "on", "rules": "original"}, False, 60.0, player="Ann")
    screen = StatsScene(app)
    app.switch(screen)
    step(app)
    reiser, original = (next(k for k in screen.records if f"rules={rules}" in k) for rules in ("reiser", "original"))
    assert detail_of(app, screen, reiser) == "Queens of Fate (Rule set: Reiser's rules), played by Ann"
    assert detail_of(app, screen, original) == "Queens of Fate (Artifacts: On, Rule set: Original rules), played by Ann"


def test_a_reiser_game_with_artifacts_left_on_is_counted_in_the_one_reiser_row(app, monkeypatch):
    monkeypatch.setattr(post_mortem, "budget", lambda: Budget(nodes=2_000))
    record_result("queens-of-fate", {"artifacts": "off", "rules": "reiser"}, True, 60.0)
    scene = TableScene(app, Session.start(QUEENS, 46, {"rules": "reiser", "artifacts": "on"}))
    app.switch(scene)
    step(app)
    click(app, next(b for b in scene.bar_buttons if b.label == "Give up").rect.center)
    step(app)
    click(app, next(b for b in scene.summary_buttons if b.label == "Give up").rect.center)
    step(app)
    records = load_stats()[0]
    assert [(key, r.played, r.won, r.lost) for key, r in records.items()] == [
        ("queens-of-fate (artifacts=off, rules=reiser)", 2, 1, 1)]
