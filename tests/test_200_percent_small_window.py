"""Issue 32, layout round item 1: text at 200% (the Settings text size) in a 1024x700
window. The top bar wrapped its buttons onto two rows, one beside the title; Queens of
Fate's labels under Reiser's rules ran into each other and into the piles' counts."""
import pytest

from tarot_table.games import GAMES, get_game
from tarot_table.table.app import picture_app
from tarot_table.table.scenes.table_bars import SHORT_WORDS
from tests.helpers.played import played_table
from tests.helpers.table import draw_whole
from tests.helpers.tournament import Drawn

SMALL = (1024, 700)
LABEL_GAP = 6   # two labels on a row keep this many pixels apart: touching, they read as one word ("QueenSwords")


def table_at(size, text_size, game_id, options=None, moves=0, players=None):
    app = picture_app(size, text_size)
    game = get_game(game_id)
    scene = played_table(app, game, 3, game.check_options(options or {}), moves, players)
    app.switch(scene)
    return app, scene


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_top_bar_s_buttons_keep_one_row_at_200_percent(game_id):
    """At 200% in 1024x700 the buttons lie on one row of their own under the title (in
    short words where the full ones leave no room, the full words in their tips), right
    of the window's edge, none over another; Autoplay and Undo still light as before."""
    app, scene = table_at(SMALL, 200, game_id)
    try:
        draw_whole(app)
        buttons = scene.bar_buttons
        rows = {b.rect.y for b in buttons if b.label != "‹" and b.rect.width > b.rect.height}
        assert len(rows) == 1, [(b.label, b.rect) for b in buttons]
        window = app.screen.get_rect()
        for i, button in enumerate(buttons):
            assert window.contains(button.rect), button.label
            assert not any(button.rect.colliderect(other.rect) for other in buttons[i + 1:]), button.label
            if button.label in SHORT_WORDS.values():
                assert SHORT_WORDS.get(button.tip) == button.label
        bar = scene.frame(SMALL)["top"]
        assert all(bar.contains(b.rect) for b in buttons if b.rect.y in rows)
    finally:
        scene.leave()


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)])
def test_at_100_percent_the_bar_keeps_its_full_words_on_the_title_s_row(size):
    app, scene = table_at(size, 100, "queens-of-fate")
    try:
        draw_whole(app)
        labels = [b.label for b in scene.bar_buttons]
        assert "Rules (R)" in labels and "Save as" in labels and "New game" in labels
        assert len({b.rect.y for b in scene.bar_buttons if b.label in labels[:9]}) == 1
    finally:
        scene.leave()


def overlaps(scene, drawn: Drawn) -> list[str]:
    frame = scene.frame(scene.app.screen.get_size())
    items = [item for item in drawn.items if frame["table"].colliderect(item[2])]
    found = []
    for i, (kind, words, rect) in enumerate(items):
        found += [f"{kind} {words!r} runs into {other} {theirs!r}"
                  for other, theirs, their_rect in items[i + 1:] if rect.inflate(LABEL_GAP, 0).colliderect(their_rect)]
    return found


@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("size", [SMALL, (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("rules", ["reiser", "original"])
def test_queens_of_fate_s_labels_and_counts_keep_apart(rules, size, text_size, monkeypatch):
    """"Swords court" ran into "Pentacles court", and Destiny's name into the Signs'
    count: under either rule set, early and later in a game, the story open or put
    away, no label or count covers another or comes within LABEL_GAP of it on its row
    ("QueenSwords", "PentaclesAwakened" in the round of 27 November)."""
    drawn = Drawn(monkeypatch)
    for moves in (0, 30):
        app, scene = table_at(size, text_size, "queens-of-fate", {"rules": rules}, moves)
        try:
            for log_open in (False, True):   # the story put away, then opened, as the player does
                scene.log_open = log_open
                drawn.items.clear()
                draw_whole(app)
                assert overlaps(scene, drawn) == [], (moves, rules, log_open)
        finally:
            scene.leave()


@pytest.mark.parametrize("text_size", [100, 150, 200])
@pytest.mark.parametrize("size", [SMALL, (1280, 800), (1366, 768), (1920, 1080)])
def test_pressing_autoplay_moves_no_button_and_keeps_the_bar_s_rows(size, text_size):
    """At 200% in 1024x700 the bar went from two rows to one as Autoplay started ("Stop
    autoplay" said short is narrower), and the whole table jumped: the bar is laid out
    for the wider of a button's two words, so pressing it moves nothing."""
    from tests.helpers.table import click
    app, scene = table_at(size, text_size, "queens-of-fate")
    try:
        draw_whole(app)
        before = {b.tip or b.label: tuple(b.rect) for b in scene.bar_buttons}
        frame = {part: tuple(rect) for part, rect in scene.frame(size).items()}
        autoplay = next(b for b in scene.bar_buttons if (b.tip or b.label) == "Autoplay")
        click(app, autoplay.rect.center)
        assert scene.autoplay
        draw_whole(app)
        after = {b.tip or b.label: tuple(b.rect) for b in scene.bar_buttons}
        assert after.pop("Stop autoplay") == before.pop("Autoplay")
        assert after == before
        assert {part: tuple(rect) for part, rect in scene.frame(size).items()} == frame
    finally:
        scene.leave()


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("text_size", [100, 200])
def test_the_new_game_page_s_foot_note_is_whole_inside_the_window(game_id, text_size, monkeypatch):
    """At 200% in 1024x700 the foot's "Scroll for more choices." ran off the window
    ("Scroll for m"): beside the buttons, on two lines if need be, every word in the window
    and none under a button; a refusal's longer words too."""
    from tarot_table.table.scenes import newgame
    drawn = []
    real = newgame.theme.text

    def recorded(surface, words, pos, px, *args, **kwargs):
        rect = real(surface, words, pos, px, *args, **kwargs)
        if surface.get_clip() == surface.get_rect():   # not the options scrolled under the foot
            drawn.append((words, rect))
        return rect
    monkeypatch.setattr(newgame.theme, "text", recorded)
    app = picture_app(SMALL, text_size)
    scene = app.make("new-game", get_game(game_id))
    app.switch(scene)
    try:
        for error in ("", "That name is taken by another seat: give each seat its own name, then Start."):
            scene.error = error
            draw_whole(app)
            drawn.clear()
            draw_whole(app)
            foot = [(words, rect) for words, rect in drawn if rect.top >= scene.form_view.bottom
                    and words not in {b.label for b in scene.footer_buttons}]
            note = error or ("Scroll for more choices." if scene.max_scroll else
                             "Click an underlined word to read it in the rules." if scene.term_links else "")
            assert " ".join(words for words, _ in foot) == note
            for words, rect in foot:
                assert app.screen.get_rect().contains(rect), words
                assert not any(rect.colliderect(b.rect) for b in scene.footer_buttons), words
    finally:
        scene.leave()
