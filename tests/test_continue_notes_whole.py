"""Play-test finding P6 (29 November, round 4): at 1024x700 with 150% text the Continue card
of a hosted table resumed from its backup read "Hosted: U8DS5T · From its b…". A row's
notes that do not fit one line together now take a line each (the row grows as a row with
a long detail makes them), so each is read whole. The table this app hosted has its file
cut short and its backup whole, as the play-tester left it."""
from __future__ import annotations

import json
import shutil

import pytest

from tarot_table import paths, saves
from tarot_table.games import get_game
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.app import picture_app
from tests.helpers.rules_text import record_drawn
from tests.helpers.table import step

LUCKY = get_game("lucky-you")
CODE = "U8DS5T"


def a_hosted_table_from_its_backup() -> None:
    session = Session.start(LUCKY, 5, LUCKY.check_options({}))
    for _ in range(16):
        seat = LUCKY.current_seat(session.state)
        session.play(LUCKY.bots[next(iter(LUCKY.bots))](LUCKY, LUCKY.view(session.state, seat), Rng(1)))
    saved = saves.save(session)
    tables = paths.data_dir() / "tables"
    tables.mkdir(parents=True)
    shutil.copy(saved, tables / f"{CODE}.json.bak")
    (tables / f"{CODE}.json").write_text(saved.read_text()[:4000])   # cut short
    saved.unlink()
    seat = {"address": "127.0.0.1:5000", "code": CODE, "seat": 0, "token": "t" * 20, "game": LUCKY.id,
            "name": "Alice", "hosted": True, "kept": "2026-11-29T16:00:00"}
    (paths.data_dir() / "network-seats.json").write_text(json.dumps({"seats": [seat]}))


@pytest.mark.parametrize("size, text_size", [((1024, 700), 150), ((1024, 700), 200), ((2560, 1440), 200)])
def test_a_rows_notes_are_each_read_whole(private_home, monkeypatch, size, text_size):
    a_hosted_table_from_its_backup()
    app = picture_app(size, text_size)
    app.go("menu")
    step(app, 2)
    menu = app.scene
    [info] = menu.continue_list.saves
    assert info.hosted is not None and info.read_from.name == f"{CODE}.json.bak"
    drawn = record_drawn(monkeypatch)
    step(app)
    row = next(b for b in menu.buttons if b.label == info.slot).rect
    said = [words for words, rect in drawn if row.contains(rect)]
    assert any("From its backup" in line for line in said) and any(CODE in line for line in said), said
    assert not any("\u2026" in line for line in said), said
