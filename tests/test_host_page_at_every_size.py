"""Issue 32, the fresh round of 27 November, item 5: the page that shows a hosted
table's code, at 200% text in 1024x700, drew its buttons over the explanation, cut Copy
at the window's right edge and left the drop-out choice off the page. Everything on it
is inside the window, no button lies over words, and what does not fit scrolls."""
import pygame
import pytest

from tarot_table.games import get_game
from tarot_table.net import app_host
from tarot_table.table.app import picture_app
from tarot_table.table.scenes import host_panel
from tarot_table.table.scenes.host_panel import STAND_IN_CHOICES, HostPanelScene
from tests.helpers.table import draw_whole

SIZES = [(1024, 700), (1920, 1080), (2560, 1440)]


class OneTable:
    def seats(self, code):
        """The host's own seat, one joined under a long name, and one open: every line the page has."""
        return [{"name": "Ann", "kind": "person", "connected": False},
                {"name": "Bernadette-Josephine", "kind": "person", "connected": True},
                {"name": "", "kind": "open", "connected": False}]


def seen_words(drawn, window):
    """The words drawn and the part of each in sight (a scrolled page clips its words)."""
    return [(words, rect.clip(clip)) for words, rect, clip in drawn if rect.clip(clip).width and window.contains(clip)]


@pytest.mark.parametrize("text_size", [100, 200])
@pytest.mark.parametrize("size", SIZES)
def test_the_host_page_keeps_everything_in_the_window_and_no_button_over_words(size, text_size, monkeypatch):
    drawn = []
    real = host_panel.theme.text

    def recorded(surface, words, pos, px, *args, **kwargs):
        rect = real(surface, words, pos, px, *args, **kwargs)
        drawn.append((words, rect, surface.get_clip()))
        return rect
    monkeypatch.setattr(host_panel.theme, "text", recorded)
    app = picture_app(size, text_size)
    scene = HostPanelScene(app, get_game("tournament-of-queens"), "ABC234", 0, "Ann", "t" * 20)
    monkeypatch.setattr(app_host, "host", OneTable)
    app.switch(scene)
    window = app.screen.get_rect()
    choices = {label for label, _ in STAND_IN_CHOICES} | {"Copy"}
    reached = set()
    try:
        scene.update(0.0)
        for _ in range(40):   # scrolled a wheel's turn at a time to the end
            drawn.clear()
            draw_whole(app)
            draw_whole(app)
            labels = {b.label for b in scene.buttons}
            for button in scene.buttons:   # the part of it in sight, where the scrolled view cuts it
                shown = button.rect if button.reach is None else button.reach
                assert window.contains(shown), (button.label, shown)
                over = [words for words, rect in seen_words(drawn, window)
                        if words != button.label and rect.colliderect(shown)]
                assert over == [], (button.label, over)
            reached |= labels & choices
            if scene.scroll >= (scene.max_scroll or 0):
                break
            scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        assert reached == choices, "Copy and the drop-out choice can be reached"
    finally:
        scene.leave()
