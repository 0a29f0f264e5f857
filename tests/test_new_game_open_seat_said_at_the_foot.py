"""The new-game page remembers a hosted table's Open seats, so its next opening showed
Host where a newcomer looked for Start, the seat that made it so below the fold
(Tempting Fate at 1920x1080, text 150%). The foot now says which seat is Open and offers
the game at this computer in one click, "Start with a bot", beside Host; the page then
opens as that game was started, Player 2 the bot that played it, Start at the foot (a
table hosted keeps its Open seats: test_host_and_join.py). Real clicks, settings read
back by a new app."""
from __future__ import annotations

import pytest

from tarot_table.table.app import App
from tarot_table.table.scenes.newgame import OPEN
from tarot_table.table.scenes.table import TableScene
from tests.helpers.new_game import button, open_page
from tests.helpers.table import at_text_size, click, record_text, step

WHOLE = ("Player 2 is Open, for someone on another computer: Host opens the table for them. "
         "Start with a bot plays it here.")


def remembered_open(bot_before: str | None = None) -> None:
    """Tempting Fate's page left with Player 2 Open, as hosting a table leaves it (its
    bot first set to ``bot_before``, when given, as a person might have chosen it)."""
    app = App(headless=True, size=(1280, 800))
    page = open_page(app, "tempting-fate")
    if bot_before:
        page.choose_player(1, bot_before)
    page.choose_player(1, OPEN)
    page.remember(page.chosen_seats(), hosted=True)


def page_at(size, percent, monkeypatch):
    app = App(headless=True, size=size)
    app.settings.animation = "instant"
    at_text_size(app, percent)
    written = record_text(monkeypatch)
    return app, open_page(app, "tempting-fate"), written


def foot_said(written: list[str]) -> str:
    """The foot's note as last drawn, its lines joined: drawn just before the foot's
    buttons, Host first."""
    start = max((n for n, words in enumerate(written) if words.startswith("Player 2 is")), default=None)
    if start is None:
        return ""
    return " ".join(written[start:written.index("Host", start)])


def foot_labels(page) -> list[str]:
    return [b.label for b in page.footer_buttons]


def test_the_foot_says_player_2_is_open_and_a_click_plays_the_bot_here_and_the_page_next_opens_on_start(
        monkeypatch):
    remembered_open()
    app, page, written = page_at((1920, 1080), 150, monkeypatch)
    assert foot_labels(page)[:2] == ["Host", "Start with a bot"]
    assert page.open_seats == {1} and button(page, "Open") not in page.buttons[-5:]
    assert foot_said(written) == WHOLE, "said whole in the foot, beside its buttons"
    click(app, button(page, "Start with a bot").rect.center)
    table = app.scene
    assert isinstance(table, TableScene)
    seats = table.session.state.seats
    assert seats[0].bot is None and seats[1].bot == "searching", "the game's bot for Player 2 plays it"
    table.leave()
    again = App(headless=True, size=(1920, 1080))
    at_text_size(again, 150)
    assert again.settings.last_choices["tempting-fate"]["seat2"] == "searching", "the game last started is kept"
    page = open_page(again, "tempting-fate")
    assert foot_labels(page)[0] == "Start" and not page.hosting()
    assert page.seats[1].bot == "searching"


def test_a_bot_chosen_before_open_plays_the_seat_here(monkeypatch):
    app = App(headless=True, size=(1280, 800))
    app.settings.animation = "instant"
    page = open_page(app, "tempting-fate")
    page.choose_player(1, "basic")
    page.choose_player(1, OPEN)
    step(app)
    assert page.hosting() and foot_labels(page)[:2] == ["Host", "Start with a bot"]
    click(app, button(page, "Start with a bot").rect.center)
    assert [seat.bot for seat in app.scene.session.state.seats] == [None, "basic"]
    app.scene.leave()


@pytest.mark.parametrize("size, percent", [((1024, 700), 200), ((1024, 700), 100), ((2560, 1440), 200)])
def test_the_foot_shows_whole_at_every_size(size, percent, monkeypatch):
    remembered_open()
    app, page, written = page_at(size, percent, monkeypatch)
    said = foot_said(written)
    assert said in (WHOLE, "Player 2 is Open, for someone on another computer.", "Player 2 is Open."), said
    for b in page.footer_buttons:
        assert app.screen.get_rect().contains(b.rect), b.label
    assert foot_labels(page)[:2] == ["Host", "Start with a bot"]


def test_no_open_seat_no_word_of_it(monkeypatch):
    app, page, written = page_at((1920, 1080), 150, monkeypatch)
    assert foot_labels(page)[0] == "Start" and "Start with a bot" not in foot_labels(page)
    assert foot_said(written) == "" and not [words for words in written if "Open," in words]
