"""Issue 32, solo's real-window round, finding 8: Continue rows left out the time played,
and a replay at its deal said "Click Destiny to pass a year" (an instruction to play, in
a replay) beside the game's final clock as though it were the time at that move."""
from __future__ import annotations

import pytest

from tarot_table import records, saves
from tarot_table.games import get_game
from tarot_table.games.base import Action
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.scenes.continue_list import row_detail
from tarot_table.table.scenes.replay import open_replay
from tarot_table.table.scenes.table_bars import clock_words, status_line
from tests.helpers.table import click, step

QUEENS = get_game("queens-of-fate")


def saved_info(session) -> saves.SaveInfo:
    saves.save(session)
    return next(info for info in saves.list_saves() if info.slot == session.slot)


def test_a_continue_row_says_how_long_the_game_has_been_played(app):
    session = Session.start(QUEENS, 4021, {})
    session.play(session.game.legal_actions(session.state)[0])
    session.elapsed = 185.4
    info = saved_info(session)
    whole = row_detail(info)
    assert whole.endswith("3m 05s played  ·  1 move") and whole.startswith("Deal 4021")
    px = 11
    narrower = row_detail(info, px, theme.font(px).size(whole)[0] - 10)   # the deal goes first
    assert "Deal" not in narrower and narrower.endswith("3m 05s played  ·  1 move")
    least = row_detail(info, px, 20)
    assert least == "1 move"   # how far it got is the last to go


def test_a_reading_in_continue_shows_no_time_and_a_damaged_time_is_left_out():
    reading = Session.start(get_game("reading"), 4, {"spread": "three-cards"})
    reading.play(Action("place", src="deck", to="pos1"))
    reading.elapsed = 90
    assert "played" not in row_detail(saved_info(reading))   # a reading is not timed
    info = saves.SaveInfo(saves.save_path("x"), "x")
    info.progress, info.elapsed, info.updated = "2 moves", None, "2026-11-22T07:02:00"
    assert "played" not in row_detail(info) and row_detail(info).endswith("07:02  ·  2 moves")


def test_a_replay_says_where_it_is_and_never_asks_for_a_move(app):
    session = Session.start(QUEENS, 9, QUEENS.check_options({}))
    while QUEENS.outcome(session.state) is None:
        session.play(next(a for a in QUEENS.legal_actions(session.state)))
    session.elapsed = 754.0
    table = open_replay(app, records.keep(session))
    app.switch(table)
    table.message = ("", theme.TEXT, 0.0)
    step(app)
    total = len(session.actions)
    words, _ = status_line(table)
    assert words == f"Replay: move 0 of {total}. Forward plays move 1; Play plays it on."
    assert "Click" not in words and "Destiny" not in words
    assert clock_words(table) == f"Move 0 of {total}   game took 12:34"
    click(app, next(b for b in table.choice_buttons if b.label == "Forward").rect.center)
    step(app)
    table.message = ("", theme.TEXT, 0.0)
    assert status_line(table)[0].startswith(f"Replay: move 1 of {total}.")
    assert clock_words(table) == f"Move 1 of {total}   game took 12:34"


def test_a_continue_row_without_a_date_starts_with_its_words_not_a_separator():
    """A save that kept no date is listed as "2 moves", not "  ·  2 moves" (found by solo)."""
    info = saves.SaveInfo(saves.save_path("x"), "x")
    info.progress, info.elapsed, info.updated = "2 moves", None, ""
    assert row_detail(info) == "2 moves"
    info.seed = 7
    assert row_detail(info) == "Deal 7  ·  2 moves"


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("text_size", [150, 200])
@pytest.mark.parametrize("network", ["joined", "hosted"])
def test_a_network_tables_row_keeps_its_date_time_and_title_size(network, text_size, size, monkeypatch):
    """Third real-window round of 27 November: "Joined table UXLGAV, seat 2 · 27 Nov,…"
    and "Hosted here: table DU2CTT · 27…" lost their date and time at 150-200%, and the
    hosted row's title was set smaller than its other lines. Where the table's note and
    the date do not fit one line, the note takes a line of its own; the title leaves out
    "(network table)" before it would be set smaller than the detail."""
    from tarot_table.net.held_seats import HeldSeat
    from tarot_table.table.app import picture_app
    from tarot_table.table.scenes import continue_list, menu
    from tarot_table.table.scenes.continue_list import when
    session = Session.start(get_game("tempting-fate"), 77, {})
    session.elapsed = 185.4
    info = saved_info(session)
    seat = HeldSeat("127.0.0.1:9", "UXLGAV", 1, "t" * 20, "tempting-fate", hosted=network == "hosted")
    setattr(info, network, seat)
    app = picture_app(size, text_size)
    scene = menu.MenuScene(app)
    app.switch(scene)
    scene.continue_list.saves = [info]
    lines = []
    real = theme.text
    monkeypatch.setattr(continue_list.theme, "text", lambda surface, words, pos, px, *a, **k:
                        lines.append((str(words), px, real(surface, words, pos, px, *a, **k))) or lines[-1][2])
    app.request_redraw()
    step(app)
    monkeypatch.undo()
    row = next(b for b in scene.buttons if b.label == info.slot)
    mine = [(w, px) for w, px, r in lines if row.rect.contains(r)]
    notes = ("Joined table UXLGAV, seat 2", "Joined UXLGAV, seat 2") if network == "joined" else \
        ("Hosted here: table UXLGAV", "Hosted: UXLGAV")
    assert any(when(info.updated) in w for w, _ in mine), mine
    assert any(note in w for w, _ in mine for note in notes), mine   # whole, in fewer words where narrow
    title_px = next(px for w, px in mine if w.startswith("Tempting Fate"))
    assert title_px >= max(px for w, px in mine if not w.startswith("Tempting Fate")), mine
    scene.leave()
