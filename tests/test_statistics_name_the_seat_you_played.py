"""Play-test round 5: with a seat's name left as the game's own ("Anemone" in Tournament of
Queens), the table, its story and its end panel said "Anemone" and Statistics listed the
person only as "You"; the line under the rows named the game's first seat, whatever seat
the person had. The person who typed no name is still kept as one "You" (one row whatever
each game calls its seats: docs/games.md, "Names at the table"), and the name their seat
had at the table is kept with the result and said beside it: "You (Player 2)". Played to
its end on a real table (the bot as Fate, the person resigning by the button), then
Statistics opened from the menu."""
from __future__ import annotations

from tarot_table.games import get_game
from tarot_table.games.base import Seat
from tarot_table.session import Session
from tarot_table.statistics import load_stats, split_key
from tarot_table.table.scenes import stats
from tarot_table.table.scenes.menu import MenuScene
from tarot_table.table.scenes.table import TableScene
from tests.helpers.table import click, step
from tests.helpers.tempting import KEPT_OPTIONS
from tests.helpers.words import drawn_words

TEMPTING = get_game("tempting-fate")


def test_the_row_and_its_line_name_the_seat_the_person_had_at_the_table(app):
    seats = [Seat("Player 1", "basic"), Seat("Player 2")]   # the person at the second seat, its own name kept
    assert TEMPTING.default_name(1, "Player 2")
    scene = TableScene(app, Session.start(TEMPTING, 5, KEPT_OPTIONS, seats))
    app.switch(scene)
    step(app)
    scene.finish_bot_turns()
    step(app)
    click(app, next(b for b in scene.choice_buttons if b.label == "Resign this game").rect.center)
    click(app, scene.summary_buttons[0].rect.center)   # Resign's question: Resign
    step(app, 2)
    assert scene.session.finished
    records, _ = load_stats()
    [(key, record)] = records.items()
    assert split_key(key)[1] == "" and record.called == "Player 2"   # kept as "You", with the seat's name
    menu = MenuScene(app)
    app.switch(menu)
    step(app, 2)
    click(app, next(b for b in menu.buttons if b.label == "Statistics").rect.center)
    page = app.scene
    assert isinstance(page, stats.StatsScene)
    drawn = " ".join(words for words, _, _ in drawn_words(lambda: (app.request_redraw(), step(app))))
    assert "You (Player 2)" in drawn
    assert "played by you, with no name given (\u201cPlayer 2\u201d at its table)" in drawn, drawn
