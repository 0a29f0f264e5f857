"""Painting the table scene as a whole: the kept table (kept_table.py) with what is drawn
over it (over_table.py), then the bars (table_bars.py) and whatever covers the table
(table_overlays.py, the panels, the preview); and a game's position as a thumbnail."""
from __future__ import annotations

from dataclasses import replace

import pygame

from tarot_table.layout import Layout
from tarot_table.table import theme
from tarot_table.table.board_draw import draw_board_layer
from tarot_table.table.geometry import Geometry
from tarot_table.table.scenes.kept_table import (
    draw_cards_at_rest, draw_still_table, draw_zones, highlighted_zones, keep_table,
)
from tarot_table.table.scenes.focus_ring import draw_focus, settle_focus
from tarot_table.table.scenes.over_table import draw_dragged, draw_over_kept, draw_travelling
from tarot_table.table.scenes.panels import draw_panel
from tarot_table.table.scenes.preview import draw_preview
from tarot_table.table.scenes.table_bars import (
    draw_choices, draw_status_bar, draw_status_whole, draw_story, draw_telling_caption, draw_top_bar, lay_out_choices,
)
from tarot_table.table.scenes.table_cards import lifted_cards, moving_cards
from tarot_table.table.scenes.table_overlays import draw_banner, draw_handoff, draw_naming, draw_zoom
from tarot_table.table.scenes.text_beside import draw_beside
from tarot_table.table.scenes.zone_tips import draw_zone_tip, keep_under_tip, tip_box

THUMBNAIL_SMALLEST_CARD = 6.0   # pixels: a table's picture shows it whole down to cards this narrow
BARS = ("choices", "top", "status", "log")   # the frame's parts round the table, in the order they are drawn


def draw_afresh(scene, surface: pygame.Surface) -> None:
    """This moment drawn with nothing kept, though with the cards the kept table leaves
    out still set apart: what the screen must show (the tests and the UI fuzz compare)."""
    kept, spare, ahead = scene.still_table, scene.spare_surface, scene.ahead_table
    scene.still_table = scene.spare_surface = scene.ahead_table = None
    try:
        draw_table(scene, surface, set_apart=kept.apart if kept is not None else frozenset())
        scene.draw_layers_above(surface)
    finally:
        scene.still_table, scene.spare_surface, scene.ahead_table = kept, spare, ahead


def draw_thumbnail(scene, surface: pygame.Surface, labels: bool = False) -> None:
    """The position alone, fitted to ``surface``: no bars, no marks, nothing lit. The
    whole table, down to cards ``THUMBNAIL_SMALLEST_CARD`` wide (a picture of a table cut
    by its edges looked broken: the menu's tiles at 200% text in 1024x700), and no card's
    index (at the smallest type it stood far larger than cards this small, over the
    picture's foot: Tournament of Queens' hand)."""
    size = surface.get_size()
    theme.felt(surface)
    area = surface.get_rect().inflate(-size[0] // 20, -size[1] // 20)
    layout = scene.game.layout(scene.session.state)
    layout = replace(_without_indexes(layout), alternatives=tuple(map(_without_indexes, layout.alternatives)))
    scene.geometry = Geometry.fit(layout, area, smallest=THUMBNAIL_SMALLEST_CARD)
    draw_zones(scene, surface, set(), labels=labels)
    draw_board_layer(scene, surface, captions=labels, small_words=False)   # a thumbnail's captions would only blur over it
    draw_cards_at_rest(scene, surface, interactive=False)


def _without_indexes(layout: Layout) -> Layout:
    """The layout with no card's index: a picture's cards are too small for one."""
    return replace(layout, spots=tuple(replace(spot, index=False) if spot.index else spot for spot in layout.spots))


def draw_table(scene, surface: pygame.Surface, set_apart: frozenset[str] = frozenset()) -> None:
    size = surface.get_size()
    scene.game.terms()   # the places' words read (once a game) with a whole frame, not in a frame setting a tip ahead
    frame = scene.frame(size)
    scene.fit(size)
    settle_frame(scene, frame, size)
    _table_layer(scene, surface, highlighted_zones(scene), set_apart)
    draw_over_table(scene, surface, frame)


def settle_frame(scene, frame: dict[str, pygame.Rect], size: tuple[int, int]) -> None:
    """Fix before anything is drawn what the drawing depends on: the buttons under the
    table, then the keyboard's focus on what is there now."""
    lay_out_choices(scene, frame["choices"], scene.view.bar_scale(size))
    coaching = getattr(scene, "coaching", None)   # a table with notes: their buttons take the focus too
    if coaching is not None:
        coaching.lay_out(scene, size)
    settle_focus(scene)


def draw_over_table(scene, surface: pygame.Surface, frame: dict[str, pygame.Rect]) -> None:
    """Everything over the table: the buttons under it, the bars, the story, and any
    banner, dialog, panel or preview."""
    s = theme.ui_scale(surface.get_size())
    draw_bars(scene, surface, frame)
    scene.draw_own_bars(surface, frame)   # under any dialog, panel or large card that covers the table
    view = scene.view   # its own state, written straight each frame
    view.summary_buttons = []
    view.panel_rect = None
    view.tip_shown = view.under_tip = None
    panel = scene.panel_open() or scene.confirming is not None
    if not panel and scene.telling is None:   # a panel, or the count told, says who won itself
        draw_banner(scene, surface, frame["table"], s)
    if scene.handoff_to is not None:
        draw_handoff(scene, surface, s)
    elif scene.naming is not None:
        draw_naming(scene, surface, s)
    elif scene.zoomed:
        draw_zoom(scene, surface, s)
    elif panel:
        if scene.confirming is None and scene.game_panel.has_end_panel():
            scene.game_panel.draw_end_panel(surface, s)
        else:
            draw_panel(scene, surface, s)
    else:
        draw_preview(scene, surface, s)
        draw_status_whole(scene, surface, s)
        tip = tip_box(scene, surface.get_size(), s)
        view.under_tip = keep_under_tip(surface, tip, view.tip_spare)
        view.tip_shown = draw_zone_tip(scene, surface, s, tip)
    draw_focus(scene, surface, s)


def draw_bars(scene, surface: pygame.Surface, frame: dict[str, pygame.Rect], bars=BARS) -> None:
    """The bars named (``BARS``: the buttons under the table, the top bar, the status
    bar, the story), each as a whole frame draws it. A frame drawn in parts draws only
    those its parts touch (partial_frame.py); the buttons of the bars it leaves alone
    stay as the last frame drew them, in the same order (the top bar's, then the story's)."""
    s = scene.view.bar_scale(surface.get_size())
    view = scene.view   # its own state, written straight
    if "choices" in bars:
        draw_choices(scene, surface, frame["choices"], s)
        draw_telling_caption(scene, surface, frame["choices"], s)
        scene.game_panel.draw_below(surface, frame["choices"], s)
    story_buttons = view.bar_buttons[len(view.top_buttons):]
    if "top" in bars:
        draw_top_bar(scene, surface, frame["top"], s)
    else:
        view.bar_buttons = list(view.top_buttons)
    if "status" in bars:
        draw_status_bar(scene, surface, frame["status"], s)
    if "log" not in bars:
        view.bar_buttons += story_buttons
    elif scene.rules_beside is not None:
        draw_beside(scene, surface, frame["log"], s)
    else:
        draw_story(scene, surface, frame["log"], s)


def _table_layer(scene, surface: pygame.Surface, lit: set[str], set_apart: frozenset[str]) -> None:
    """The felt, the places and the cards, then the card being dragged. While cards move
    or one is dragged, the rest of the table is drawn once, kept (still_layer.py) and
    copied back each frame under the cards set apart, which are drawn where they are now."""
    apart = moving_cards(scene) | lifted_cards(scene) | set_apart
    if not apart:
        if scene.still_table is not None:   # its surface waits for the next cards to move
            scene.spare_surface, scene.still_table = scene.still_table.surface, None
        draw_still_table(scene, surface, lit, frozenset())
        draw_dragged(scene, surface)
        draw_travelling(scene, surface)
    else:
        keep_table(scene, surface, lit, apart)
        surface.blit(scene.still_table.surface, (0, 0))
        draw_over_kept(scene, surface)
