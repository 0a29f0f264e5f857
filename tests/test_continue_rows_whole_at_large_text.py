"""Play-test round 7 (30 November): at 1024x700 with 200% text every Continue row took the
height of the tallest (a network table's five lines), so the solitaire rows had an empty
band at their foot and the fourth row's x was cut by the panel's edge; at 1920x1080 a
lone "…" sat under the panel, outside it (the x of a row scrolled half out of sight, cut
to nothing, its label shortened to "…"). Each row is now as tall as its own words, a x
is offered whole or not at all, and "Scroll for more" is said inside the panel, on a line
of its own under the rows, while more lie below."""
from __future__ import annotations

import json
import shutil

import pygame
import pytest

from tarot_table import paths, saves
from tarot_table.games import get_game
from tarot_table.rng import Rng
from tarot_table.session import Session
from tarot_table.table.app import picture_app
from tarot_table.table.widgets import MORE_BELOW
from tests.helpers.rules_text import record_drawn
from tests.helpers.table import post, step

LUCKY = get_game("lucky-you")
QUEENS = get_game("queens-of-fate")
FOOLS = get_game("fools-journey")
CODE = "U8DS5T"


def a_hosted_table_and_six_solitaires() -> None:
    """A network table's row (hosted here, read from its backup: its detail on most
    lines) and six solitaires, each one move in."""
    session = Session.start(LUCKY, 5, LUCKY.check_options({}))
    for _ in range(16):
        seat = LUCKY.current_seat(session.state)
        session.play(LUCKY.bots["careful"](LUCKY, LUCKY.view(session.state, seat), Rng(1)))
    saved = saves.save(session)
    tables = paths.data_dir() / "tables"
    tables.mkdir(parents=True)
    shutil.copy(saved, tables / f"{CODE}.json.bak")
    (tables / f"{CODE}.json").write_text(saved.read_text()[:4000])   # cut short: read from its backup
    saved.unlink()
    seat = {"address": "127.0.0.1:5000", "code": CODE, "seat": 0, "token": "t" * 20, "game": LUCKY.id,
            "name": "Alice", "hosted": True, "kept": "2026-11-29T16:00:00"}
    (paths.data_dir() / "network-seats.json").write_text(json.dumps({"seats": [seat]}))
    for game, seed, options in [(QUEENS, 46, {"rules": "reiser"}), (FOOLS, 3, {}), (QUEENS, 7, {}),
                                (FOOLS, 9, {}), (FOOLS, 11, {}), (QUEENS, 12, {})]:
        solitaire = Session.start(game, seed, game.check_options(options))
        solitaire.play(game.legal_actions(solitaire.state)[0])
        saves.save(solitaire)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_rows_as_tall_as_their_words_their_x_whole_and_more_below_said_inside(private_home, monkeypatch, size):
    a_hosted_table_and_six_solitaires()
    app = picture_app(size, 200)
    app.go("menu")
    step(app, 2)
    menu = app.scene
    listing = menu.continue_list
    drawn = record_drawn(monkeypatch)
    step(app)
    panel = listing.area
    heights = whole_rows(menu)
    crosses = [b.rect for b in menu.buttons if b.label == "\u00d7"]
    assert crosses and all(panel.contains(cross) and cross.size == crosses[0].size for cross in crosses)
    more = [rect for words, rect in drawn if words == MORE_BELOW]
    assert len(more) == 1 and panel.contains(more[0]), "said once, inside the panel"
    assert all(not row.colliderect(more[0]) for row in rows(menu).values()), "on a line of its own"
    for _ in range(30):   # the wheel to the list's end: each row's x whole or none, nothing more is said
        post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
        step(app)
        crosses = [b.rect for b in menu.buttons if b.label == "\u00d7"]
        assert all(panel.contains(cross) and cross.size == crosses[0].size for cross in crosses)
        heights.update(whole_rows(menu))
    drawn.clear()
    step(app)
    assert MORE_BELOW not in [words for words, _ in drawn]
    network = next(i.slot for i in listing.saves if i.hosted is not None)
    solitaires = [height for slot, height in heights.items() if slot != network]
    assert network in heights and len(solitaires) == 6
    assert heights[network] > max(solitaires), "the network row's lines make it, and only it, taller"


def rows(menu) -> dict[str, pygame.Rect]:
    """The rows' buttons in sight (each clipped to the list), by save."""
    slots = {info.slot for info in menu.continue_list.saves}
    return {b.label: b.rect for b in menu.buttons if b.label in slots}


def whole_rows(menu) -> dict[str, int]:
    """The heights of the rows in sight whole (not cut by the list's edge)."""
    view = menu.continue_list.view
    return {slot: rect.height for slot, rect in rows(menu).items() if rect.top >= view.top and rect.bottom < view.bottom}
