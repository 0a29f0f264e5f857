"""Issue 32, second real-window round of 27 November, finding 13: at 150-200% text in a
1024x700 window the menu tiles' words were cut with no way to read them whole that a
person found, Continue rows lost their date and time, and the Rules page's footer ran
off the window."""
from __future__ import annotations

import pygame
import pytest

from tarot_table import saves
from tarot_table.games import get_game
from tarot_table.net.held_seats import HeldSeat
from tarot_table.session import Session
from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes import continue_list, menu, rulebook
from tarot_table.table.scenes.continue_list import when
from tarot_table.wording import played_time
from tests.helpers.table import post, step
from tests.helpers.words import a_caption_too_long_for_its_tile, cut_after_a_word, drawn_words
from tests.helpers.table import at_text_size, draw_whole, record_text

SMALL = (1024, 700)



def drawn(monkeypatch, module) -> list[tuple[str, pygame.Rect]]:
    """Every line ``module`` writes with ``theme.text``, with where it went."""
    lines = []
    real = theme.text

    def recorded(surface, words, *args, **kwargs):
        rect = real(surface, words, *args, **kwargs)
        lines.append((str(words), rect))
        return rect
    monkeypatch.setattr(module.theme, "text", recorded)
    return lines


def point_at(app, pos) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app)


@pytest.mark.parametrize("text_size", [150, 200])
def test_a_tiles_cut_words_show_whole_above_its_title(text_size, monkeypatch):
    """Pointing at a tile whose words end in "…" shows them whole on a solid box over its
    picture, its title (and the cut line) still in sight; pointing at its Learn shows Learn."""
    a_caption_too_long_for_its_tile(monkeypatch)
    app = picture_app(SMALL, text_size)
    scene = menu.MenuScene(app)
    app.switch(scene)
    step(app)
    assert scene.cut_words, "at this size some tile's words are cut"
    for title, whole in scene.cut_words.items():
        tile = next(b for b in scene.buttons if b.label == title)
        boxes = []
        real_panel = theme.panel
        monkeypatch.setattr(menu.theme, "panel", lambda surface, rect, *a, **k:
                            boxes.append((pygame.Rect(rect), k.get("alpha"))) or real_panel(surface, rect, *a, **k))
        lines = drawn(monkeypatch, menu)
        point_at(app, (tile.rect.x + 12, tile.rect.bottom - 12))
        monkeypatch.undo()
        a_caption_too_long_for_its_tile(monkeypatch)
        written = [words for words, _ in lines]
        assert title in written and " ".join(written).endswith(whole), (title, written)   # over all, whole
        box, alpha = boxes[-1]
        assert box.bottom <= scene.title_tops[title] and alpha == 255, (title, box)
        assert app.screen.get_rect().contains(box)
        learn = next((b for b in scene.buttons if b.label == "Learn" and tile.rect.contains(b.rect)), None)
        if learn is not None:
            lines = drawn(monkeypatch, menu)
            point_at(app, learn.rect.center)
            monkeypatch.undo()
            a_caption_too_long_for_its_tile(monkeypatch)
            assert whole not in " ".join(w for w, _ in lines)   # the words never cover Learn under the pointer
    scene.leave()


@pytest.mark.parametrize("text_size", [100, 150, 200])
def test_a_continue_row_keeps_its_date_and_time_in_a_small_window(text_size, monkeypatch):
    """A row too narrow for its one line of detail takes two (every row a line taller):
    the deal and the date above, the time played and the moves below; nothing runs past
    the row's words' room."""
    queens = get_game("queens-of-fate")
    session = Session.start(queens, 4021, {})
    session.play(queens.legal_actions(session.state)[0])
    session.elapsed = 185.4
    saves.save(session)
    info = next(i for i in saves.list_saves() if i.slot == session.slot)
    app = picture_app(SMALL, text_size)
    lines = drawn(monkeypatch, continue_list)
    scene = menu.MenuScene(app)
    app.switch(scene)
    step(app)
    written = [words for words, _ in lines]
    assert f"Deal 4021  ·  {when(info.updated)}" in written, written
    assert f"{played_time(185.4)} played  ·  1 move" in written, written
    row = next(b for b in scene.buttons if b.label == info.slot)
    for words, rect in lines:
        if words.startswith(("Deal", played_time(185.4))):
            assert rect.right <= row.rect.right and rect.bottom <= row.rect.bottom + 2, (words, rect, row.rect)
    scene.leave()


@pytest.mark.parametrize("text_size", [150, 200])
def test_the_rules_pages_footer_stays_in_the_window(text_size, monkeypatch):
    """"Scroll with the wheel, ..." ran past the window's right edge beside Back."""
    app = picture_app(SMALL, text_size)
    lines = drawn(monkeypatch, rulebook)
    scene = app.make("rules", get_game("queens-of-fate"))
    app.switch(scene)
    step(app)
    footer = [(w, r) for w, r in lines if w != "Back" and r.top >= scene.buttons[0].rect.top
              and r.bottom <= scene.buttons[0].rect.bottom]   # the page's own words are drawn on a page of their own
    assert " ".join(w for w, _ in footer) == rulebook.SCROLL_WORDS
    assert all(app.screen.get_rect().contains(r) for _, r in footer), footer
    scene.leave()


def test_a_hosted_tables_continue_row_at_100_in_1024x700_names_its_game_whole():
    """The sixth real-window round: "Tournament of Queens (network…" at 100%: the title's
    size had hit the smallest readable one, which was still over the least the row allows,
    so the cut title was kept. It leaves out "(network table)" (its detail line says "Hosted
    here: table ...") and shows the game's whole name; the rules line under it is cut only
    after a word."""
    session = Session.start(get_game("tournament-of-queens"), 77, {})
    saves.save(session)
    info = next(i for i in saves.list_saves() if i.slot == session.slot)
    info.hosted = HeldSeat("127.0.0.1:9", "UXLGAV", 1, "t" * 20, "tournament-of-queens", hosted=True)
    other = Session.start(get_game("tempting-fate"), 5, {})
    saves.save(other)
    long_rules = next(i for i in saves.list_saves() if i.slot == other.slot)
    app = picture_app((1024, 700), 100)
    scene = menu.MenuScene(app)
    app.switch(scene)
    scene.continue_list.saves = [info, long_rules]
    drawn = drawn_words(lambda: (app.request_redraw(), step(app)))
    titles = {w for w, _, _ in drawn if w.startswith("Tournament of Queens")}
    assert titles == {"Tournament of Queens"}, titles
    assert any("Hosted here: table UXLGAV" in w or "Hosted: UXLGAV" in w for w, _, _ in drawn)
    rules = next(w for w, _, _ in drawn if w.startswith("Two games"))
    assert cut_after_a_word(rules, other.options_words), rules
    scene.leave()


def test_a_continue_row_keeps_its_moves_whole_at_200_percent(tester_app, monkeypatch):
    """The fourth real-window round, finding 1: At 200% text in 1024x700 a Continue row read
    "50m 12s played · 447 m…": where the time played and the moves do not share a line, each
    takes its own, whole."""
    from tarot_table import saves
    from tarot_table.games import get_game
    from tarot_table.session import Session
    from tarot_table.table.scenes import menu
    at_text_size(tester_app, 200)
    session = Session.start(get_game("tournament-of-queens"), 5, {})
    session.elapsed = 3012.0
    saves.save(session)
    info, = saves.list_saves()
    info.progress = "447 moves"   # as kept by a long game
    scene = menu.MenuScene(tester_app)
    tester_app.switch(scene)
    scene.continue_list.saves = [info]
    written = record_text(monkeypatch)
    draw_whole(tester_app)
    row = [words for words in written if "played" in words or "moves" in words]
    assert "447 moves" in " ".join(row) and "50m 12s played" in " ".join(row), row
    assert not [words for words in row if "…" in words], row


@pytest.mark.parametrize("text_size", [150, 200])
def test_a_lucky_you_continue_row_keeps_its_deal_at_large_text_in_1024_by_700(monkeypatch, text_size):
    """The seventh real-window round, finding 8: at 150% and 200% the Lucky You! row on
    Continue dropped its "Deal 813550633" line (the deal and the date did not fit on one
    line, and the deal gave way). The deal takes a line of its own instead; every line
    within the row, measured as drawn."""
    from tarot_table import saves
    from tarot_table.table.app import picture_app
    from tarot_table.table.scenes import continue_list, menu
    lucky = get_game("lucky-you")
    session = Session.start(lucky, 813550633, {}, lucky.default_seats(2))
    saves.save(session)
    info = next(i for i in saves.list_saves() if i.slot == session.slot)
    app = picture_app((1024, 700), text_size)
    lines = []
    real = continue_list.theme.text
    monkeypatch.setattr(continue_list.theme, "text",
                        lambda surface, words, *a, **k: lines.append((str(words), real(surface, words, *a, **k))) or lines[-1][1])
    scene = menu.MenuScene(app)
    app.switch(scene)
    step(app)
    written = [words for words, _ in lines]
    assert any(words.startswith("Deal 813550633") for words in written), written
    assert any(continue_list.when(info.updated) in words for words in written), written
    row = next(b for b in scene.buttons if b.label == info.slot)
    for words, rect in lines:
        if words.startswith("Deal") or continue_list.when(info.updated) in words:
            assert rect.right <= row.rect.right and rect.bottom <= row.rect.bottom + 2, (words, rect, row.rect)
    scene.leave()
