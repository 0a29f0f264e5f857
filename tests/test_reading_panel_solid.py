"""Issue 32, layout round item 4: the "Your reading" panel hides the table under it."""

from tarot_table.table import theme
from tests.conftest import headless_app
from tests.helpers.table import click, deck_top, drag, draw_whole, open_table, settle, step, zone_centre


def test_the_your_reading_panel_is_solid_at_2560_by_1440(monkeypatch):
    """At 2560x1440 the table's cards showed through the finished reading's panel: every
    bare pixel of the panel over the laid card is the panel's own colour."""
    for app in headless_app((2560, 1440)):
        scene = open_table(app, options={"spread": "one-card"})
        drag(app, deck_top(scene), zone_centre(scene, "pos1"))
        settle(app, scene)
        card = scene.card_rect(scene.session.state.zones["pos1"][-1].card)
        click(app, card.center)
        settle(app, scene)
        step(app)
        words = []
        text = theme.text

        def recorded(surface, said, pos, px, *args, **kwargs):
            rect = text(surface, said, pos, px, *args, **kwargs)
            words.append(rect.inflate(4, 4))
            return rect
        monkeypatch.setattr(theme, "text", recorded)
        surface = draw_whole(app)
        panel = scene.panel_rect.inflate(-40, -40)
        under = card.clip(panel)
        assert under.width > 50 and under.height > 50, "the laid card lies under the panel"
        bare = [(x, y) for x in range(under.left, under.right, 7) for y in range(under.top, under.bottom, 7)
                if not any(r.collidepoint(x, y) for r in words)
                and not any(b.rect.inflate(4, 4).collidepoint(x, y) for b in scene.summary_buttons)
                and not scene.game_panel.note_field.rect.inflate(4, 4).collidepoint(x, y)]
        assert len(bare) > 100
        assert {tuple(surface.get_at(p))[:3] for p in bare} == {theme.PANEL}
