"""Play-test leftover (29 November): a damaged save's row on Continue said why on one line
cut short, at 1024x700 "Damaged…" alone for a save larger than 32 MiB (its reason, "...
is larger than 32 MiB, far larger than it would be", begins with the file's long name)
and "Damaged: KK55JN.json is damaged: it looks cut…" for a hosted table's file. The
reason now wraps onto the lines its row has room for (the rows grow as a row with a long
detail makes them), so it is read whole in every window size and text size; a click on
the row still says it whole beside the buttons (tests/test_hostile_files.py, H5)."""
from __future__ import annotations

import json

import pytest

from tarot_table import paths, saves
from tarot_table.games import get_game
from tarot_table.session import Session
from tarot_table.table.app import picture_app
from tests.helpers.rules_text import record_drawn
from tests.helpers.table import step

READING = get_game("reading")
CODE = "KK55JN"


def a_save_too_large() -> str:
    """A reading's save grown past the largest a save may be (a sparse file: no 33 MiB written)."""
    session = Session.start(READING, 5, {"spread": "three-cards"})
    session.play(READING.bots["in-order"](READING, READING.view(session.state, 0), None))
    path = saves.save(session)
    with open(path, "r+b") as file:
        file.truncate(saves.MAX_SAVE_BYTES + (1 << 20))
    return session.slot


def a_hosted_table_cut_short() -> None:
    """A table this app hosted, its seat held, its file cut short (as a full disk leaves it)."""
    tables = paths.data_dir() / "tables"
    tables.mkdir(parents=True)
    (tables / f"{CODE}.json").write_text('{"format": "tarot-table-table", "game": "lucky-you", "seats": [')
    seat = {"address": "127.0.0.1:5000", "code": CODE, "seat": 0, "token": "t" * 20, "game": "lucky-you",
            "name": "Alice", "hosted": True, "kept": "2026-11-29T16:00:00"}
    (paths.data_dir() / "network-seats.json").write_text(json.dumps({"seats": [seat]}))


@pytest.mark.parametrize("size, text_size", [((1024, 700), 100), ((1024, 700), 200), ((1920, 1080), 150),
                                             ((2560, 1440), 100)])
def test_a_damaged_rows_reason_is_drawn_whole_inside_its_row(private_home, monkeypatch, size, text_size):
    too_large = a_save_too_large()
    a_hosted_table_cut_short()
    app = picture_app(size, text_size)
    app.go("menu")
    step(app, 3)
    menu = app.scene
    drawn = record_drawn(monkeypatch)
    menu.painted = False
    step(app)
    damaged = {info.slot: info for info in menu.continue_list.saves}
    assert set(damaged) == {too_large, CODE} and all(info.problem for info in damaged.values())
    for slot, info in damaged.items():
        row = next(b for b in menu.buttons if b.label == slot).rect
        inside = [words for words, rect in drawn if row.contains(rect)]
        said = " ".join(inside)
        assert f"Damaged: {info.problem}".split() == said.split()[-len(f"Damaged: {info.problem}".split()):], said
        assert "\u2026" not in said
    assert "far larger than it would be" in damaged[too_large].problem
