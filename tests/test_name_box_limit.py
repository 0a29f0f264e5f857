"""Issue 32, layout round item 6: a name box full at settings.MAX_PLAYER_NAME letters
refused more without a word. The limit stays; the box now says it is met."""
import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.settings import MAX_PLAYER_NAME
from tarot_table.table.app import picture_app
from tarot_table.table.scenes.newgame import NewGameScene
from tests.helpers.table import click, draw_whole, post, record_text, step

SIZES = [(1024, 700), (1920, 1080), (2560, 1440)]


def typed(app, field, letters: str) -> None:
    for _ in range(30):   # at 200% in a small window the page scrolls: the wheel brings the box up
        if app.scene.form_view.contains(field.rect):
            break
        post(pygame.MOUSEWHEEL, x=0, y=-3)
        step(app)
    click(app, field.rect.center)
    for letter in letters:
        post(pygame.TEXTINPUT, text=letter)
    step(app)


@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id,seat", [("queens-of-fate", 0), ("tempting-fate", 1)])
def test_a_full_name_box_says_so_inside_it_and_keeps_the_names_end_in_view(game_id, seat, size, text_size,
                                                                           monkeypatch):
    """Typing past the limit keeps 24 letters (the limit is kept); while the box is full
    and typed in, "24 max" stands inside its right end and the end of the name typed
    stays in view left of it; one letter under the limit, nothing is said."""
    app = picture_app(size, text_size)
    page = NewGameScene(app, get_game(game_id))
    app.switch(page)
    step(app)
    field = page.name_fields[seat]
    field.value = ""
    typed(app, field, "W" * (MAX_PLAYER_NAME - 2) + "xy")
    assert field.value.endswith("xy") and len(field.value) == MAX_PLAYER_NAME
    spoken = record_text(monkeypatch)
    draw_whole(app)
    note = f"{MAX_PLAYER_NAME} max"
    assert note in spoken
    shown = next(words for words in spoken if words.endswith("xy|"))
    assert shown.startswith("…") or shown == field.value + "|"
    typed(app, field, "z")   # refused
    assert field.value.endswith("xy")
    post(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
    step(app)
    spoken.clear()
    draw_whole(app)
    assert note not in spoken
    page.leave()


def test_the_note_and_the_name_lie_inside_the_box_apart(monkeypatch):
    """At 200% in 1024x700, the smallest seat box: the note and the words shown fit in
    the box and do not run into each other."""
    from tarot_table.table import theme
    app = picture_app((1024, 700), 200)
    page = NewGameScene(app, get_game("tempting-fate"))
    app.switch(page)
    step(app)
    field = page.name_fields[1]
    field.value = ""
    typed(app, field, "M" * MAX_PLAYER_NAME)
    drawn = {}
    real = theme.text

    def text(surface, words, *a, **k):
        rect = real(surface, words, *a, **k)
        drawn[words] = rect
        return rect
    monkeypatch.setattr(theme, "text", text)
    draw_whole(app)
    note = drawn[f"{MAX_PLAYER_NAME} max"]
    name = next(rect for words, rect in drawn.items() if words.endswith("M|"))
    assert field.rect.contains(note) and field.rect.contains(name)
    assert not note.colliderect(name)
    page.leave()
