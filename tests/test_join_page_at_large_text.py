"""The Join page at 200% text in 1024x700 (the fifth real-window round, 27 November): the
Join/Look again/Back row covered the "Your name" box, the Seat row fell below the window,
and the address's help was cut after "(its whole line may be pasted". The page's words
now grow only as far as keeps the typed boxes and the seats whole above its buttons."""
from __future__ import annotations

import pytest

from tarot_table.table import theme
from tarot_table.table.app import picture_app
from tarot_table.table.scenes.join import JoinScene
from tests.helpers.network import hosting, new_app, page_waits, press, type_into
from tests.helpers.table import step

SIX_SEATS = ["open", "open", "open", "bot", "bot", "bot"]


@pytest.mark.parametrize("size, text_size", [((1024, 700), 200), ((1024, 700), 150), ((1920, 1080), 200)])
def test_the_boxes_and_six_seats_stand_whole_above_join_and_in_the_window(tmp_path, size, text_size):
    app = picture_app(size, text_size)
    with hosting(tmp_path / "tables") as (host, address):
        code = host.open_table("tournament-of-queens", SIX_SEATS, seed=3)
        page = JoinScene(app)
        app.switch(page)
        step(app)
        type_into(app, page.address, address)
        type_into(app, page.code, code)
        type_into(app, page.name, "Bea")
        press(app, page, "See the seats")
        for _ in range(50):
            page_waits(page)
            step(app)
            if any(b.label.startswith("Seat 6") or ": a bot" in b.label for b in page.buttons):
                break
        step(app)
    footer_top = min(b.rect.top for b in page.buttons if b.label in ("Join", "Look again", "Back"))
    seats = [b for b in page.buttons if b.label == "Any open seat" or ": " in b.label]
    assert len(seats) == 7, [b.label for b in page.buttons]
    for box in (page.address, page.code, page.name):
        assert box.rect.bottom <= footer_top or box.rect.left >= min(
            b.rect.left for b in page.buttons if b.label == "Join"), box.rect
    width, height = size
    for seat in seats:
        assert seat.rect.bottom <= height and seat.rect.right <= width, (seat.label, seat.rect)
        covered = [b.label for b in page.buttons if b.label in ("Join", "Look again", "Back")
                   and b.rect.colliderect(seat.rect)]
        assert covered == [], (seat.label, covered)
    for b in page.buttons:
        if b.label in ("Join", "Look again", "Back"):
            assert not b.rect.colliderect(page.name.rect), (b.label, b.rect, page.name.rect)


def test_the_address_help_is_drawn_whole(tmp_path, monkeypatch):
    drawn = []
    real = theme.text

    def recording(surface, words, *args, **kwargs):
        drawn.append(words)
        return real(surface, words, *args, **kwargs)
    monkeypatch.setattr(theme, "text", recording)
    app = picture_app((1024, 700), 200)
    page = JoinScene(app)
    app.switch(page)
    step(app)
    assert any(line.endswith("here).") for line in drawn), drawn


@pytest.mark.parametrize("size, text_size", [((1024, 700), 100), ((1024, 700), 200), ((1920, 1080), 150),
                                             ((2560, 1440), 200)])
def test_the_join_pages_not_answering_note_shows_whole_above_the_windows_edge(monkeypatch, size, text_size):
    """The eighth real-window round, finding 6, its message: a seat clicked on the Join page
    whose host had gone said "The host of this table is not answering…" cut at the window's
    bottom edge at "…then try". The note takes the room down to the window's edge and a
    smaller size where it needs it: its last words are drawn inside the window."""
    from tarot_table.table import theme
    from tarot_table.table.scenes.join import JoinScene, not_answering_words
    app = new_app(size)
    app.settings.text_size = text_size
    app.apply_look()
    page = JoinScene(app)
    app.switch(page)
    step(app)
    drawn, real = [], theme.text
    monkeypatch.setattr(theme, "text", lambda surface, words, *a, **k: drawn.append(
        (str(words), real(surface, words, *a, **k))) or drawn[-1][1])
    page.note = not_answering_words("192.168.1.20:8765", "KBZJ3T")
    app.request_redraw()
    step(app)
    monkeypatch.undo()
    window = app.screen.get_rect()
    ending = [(words, at) for words, at in drawn if words.endswith("try again.")]
    assert ending and window.contains(ending[0][1]), drawn[-6:]
