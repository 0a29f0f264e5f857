"""The Join page at 200% text in 1024x700 (the fifth real-window round, 27 November): the
Join/Look again/Back row covered the "Your name" box, the Seat row fell below the window,
and the address's help was cut after "(its whole line may be pasted". The page's words
now grow only as far as keeps the typed boxes and the seats whole above its buttons."""
from __future__ import annotations

import pygame
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


@pytest.mark.parametrize("seats", [3, 6])
def test_the_join_page_s_seats_at_150_percent_lie_clear_of_its_buttons(seats):
    """The third real-window round, finding 4: at 150% in 1024x700, after picking
    "Tournament of Queens DU2CTT (1 open)" from Tables on this network, a second row of seat
    buttons was drawn behind Join, Look again and Back. Every seat button now lies clear of
    those buttons (the three seats of the finding in one row, inside the window). Six seats
    still wrap to a third row whose foot passes the window's (not met yet: noted in
    docs/playtest-32.md), but none lies under the buttons."""
    from tarot_table.net.client import SeatSeen
    from tarot_table.table.scenes.join import JoinScene
    app = new_app((1024, 700))
    app.settings.text_size = 150
    app.apply_look()
    page = JoinScene(app)
    page.found = [{"address": "192.0.2.2:8765", "code": code, "title": title, "game": game, "open": n}
                  for code, title, game, n in (("SXS5ZV", "Tempting Fate", "tempting-fate", 0),
                                               ("UXLGAV", "Tempting Fate", "tempting-fate", 0),
                                               ("DU2CTT", "Tournament of Queens", "tournament-of-queens", 1))]
    page.held = []
    app.switch(page)
    page.address.value, page.code.value = "192.0.2.2:8765", "DU2CTT"
    page.seats_seen = [SeatSeen(0, "Anemone", "person", True)] + \
        [SeatSeen(i, f"Seat {i + 1}", "open" if i == 1 else "bot", i != 1) for i in range(1, seats)]
    page.seats_of = page._typed()
    step(app)
    footer = [b for b in page.buttons if b.label in ("Join", "Look again", "Back")]
    seat_buttons = [b for b in page.buttons if b.label == "Any open seat" or b.label.startswith(("Anemone:", "Seat "))]
    assert len(footer) == 3 and len(seat_buttons) == seats + 1
    window = pygame.Rect(0, 0, 1024, 700)
    for button in seat_buttons:
        assert window.contains(button.rect) or seats > 3, button.label
        assert not any(button.rect.colliderect(f.rect) for f in footer), f"{button.label} under the buttons"
    for button in footer:
        assert window.contains(button.rect), button.label
        assert not any(button.rect.colliderect(other.rect) for other in page.buttons if other is not button
                       and other not in footer), f"{button.label} over another button"
