"""Repainting and presenting only the parts of the window that changed while cards
move over the kept table (still_layer.py).

While a card is dragged or cards fly, the window is mostly what the last frame showed:
the kept table, the bars round it, the story and the buttons under it. A frame then
repaints only the rectangles where something moved (where the moving cards were drawn
last frame and where they are drawn now) and the bars wherever what they say changed,
and hands only those rectangles to the display. Each rectangle is painted as a whole
frame would be, in the same order: the kept table, the cards over it, then everything
over the table, clipped to it. A card pressed and moved less than a drag needs changes
nothing on the table: such a frame repaints the status bar if what it says changed, and
otherwise nothing. A place's tip (zone_tips.py) that comes as a deal lands, or goes as
cards fly again, is repainted in its box like a card over the kept table; over a still
table drawn whole, a tip that comes, goes or moves with the pointer is repainted in its
boxes alone, what it covered put back from a copy kept as it was drawn.

A frame is drawn and presented whole instead when the last one may not be on the
window any more (another scene drew since, anything but a pointer move happened, the
window changed), when the kept table was drawn again, when something that covers the
table is up (a dialog, a panel, a banner, the preview, an ending being told), or when
the parts would cover most of the window anyway.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from operator import attrgetter

import pygame

from tarot_table.table import theme
from tarot_table.table.scenes.focus_ring import draw_focus, focus_footprint
from tarot_table.table.scenes.still_layer import LIT, beside_the_lit, hover_region, hovered_card, same, still_key
from tarot_table.table.scenes.kept_table import draw_kept, highlighted_zones, keep_table, put_ahead_away
from tarot_table.table.scenes.kept_moves import joined_apart, place_area
from tarot_table.table.scenes.over_table import draw_over_kept, over_kept
from tarot_table.table.scenes.table_bars import (
    draw_status_only, shown_in_top_bar, shown_under_table, status_line, status_right, status_set_ahead,
)
from tarot_table.table.scenes.table_cards import card_footprint, lifted_cards, marked_cards, moving_cards
from tarot_table.table.scenes.table_draw import BARS, draw_bars, draw_over_table, draw_table, settle_frame
from tarot_table.table.scenes.zone_tips import TipBox, draw_zone_tip, keep_under_tip, tip_box, tips_set_ahead

MOST_OF_THE_WINDOW = 0.7   # parts covering more than this share are drawn as a whole frame
MOST_PARTS = 6             # more separate parts than this are joined, two at a time
_DONE = object()           # what a finished run of steps set ahead gives
_HOVERED = attrgetter("hovered")   # a button's, read in C: a generator's every step is a call, each frame


@dataclass
class Presented:
    """What the last frame put on the window, as far as the next one needs to know."""

    surface: tuple                 # same(the surface drawn on)
    size: tuple[int, int]
    frame_no: int                  # the app's frame count when it was drawn
    inputs: int                    # the app's input count when it was drawn
    kept: tuple                    # same(the kept table it was drawn over)
    builds: int
    over: dict[tuple, pygame.Rect]   # what was drawn over the kept table (OverItem keys), and where
    bars: dict[str, tuple]         # what each bar and the buttons under the table said (``bars_key``)
    table: tuple = field(default=())   # a table drawn whole with nothing kept: what it showed (``_table_shown``)
    # over a kept table shown whole (``_shown_whole``): the frame's parts it was drawn with, which
    # hold while only the pointer moves and the bars say the same (``_tip_only``)
    parts: dict | None = None

    def next_frame(self, frame_no: int, bars: dict[str, tuple],
                   over: dict[tuple, pygame.Rect] | None = None) -> Presented:
        """The window as this frame left it, shown again as frame ``frame_no`` with the bars
        saying ``bars`` (and ``over`` laid over the kept table, if given): made field by
        field, where ``dataclasses.replace`` took some 3 µs of a frame with only the
        pointer moving (it looks its fields up each time)."""
        return Presented(self.surface, self.size, frame_no, self.inputs, self.kept, self.builds,
                         self.over if over is None else over, bars, self.table, self.parts)


def draw_frame(scene, surface: pygame.Surface) -> list[pygame.Rect] | None:
    """Draw the table scene's frame; the rectangles repainted, or None when it was drawn
    whole (and is to be presented whole)."""
    view = scene.view   # the view's own state, written straight (not through the scene's names)
    last, view.presented = view.presented, None
    if not _may_keep(scene, surface):
        draw_table(scene, surface)
        return None
    size = surface.get_size()
    if scene.drag is None:
        put_ahead_away(scene)
    pressed = scene.drag is not None and not scene.drag.moving   # its kept table is drawn ahead
    still, follows = not (moving_cards(scene) or lifted_cards(scene)), _follows(last, scene, surface)
    tip_now = tip_box(scene, size, theme.ui_scale(size))   # a place's tip to be drawn this frame, if any (zone_tips.py)
    tip = tip_now and tip_now.box
    no_tip = tip is None and view.tip_shown is None   # a tip over a still table: drawn whole, as the pointer moves
    if pressed and follows and last.kept == same(None) and not moving_cards(scene) and no_tip:
        return _still_pressed(scene, surface, last)
    # the window shows the table whole as it would be drawn now: drawn whole last frame, or over a
    # kept table with nothing set apart or laid over it (``_shown_whole``)
    unchanged = still and not pressed and follows and last.table != () and last.table == _table_shown(scene)
    if unchanged and no_tip:   # the table drawn whole last frame shows what it would show now
        parts = _bars_only(scene, surface, last)   # e.g. the "Still winnable?" verdict come from its search
        if parts == []:
            _set_a_tip_ahead(scene, size)
        if parts is not None:
            return parts
    elif unchanged:   # and a tip was shown or is to be: the pointer on or off a place's name
        parts = _tip_only(scene, surface, last, tip_now)
        if parts is not None:
            return parts
    if unchanged and last.kept == same(None) or still and (pressed or not follows):
        draw_table(scene, surface)   # the pointer moving on over a still table keeps it from the next frame
        view.presented = Presented(same(surface), size, scene.app.frames, scene.app.inputs, same(None), 0, {},
                                   bars_key(scene), _table_shown(scene))
        return None
    frame = scene.frame(size)
    scene.fit(size)
    settle_frame(scene, frame, size)
    redrawn = keep_table(scene, surface, highlighted_zones(scene), moving_cards(scene) | lifted_cards(scene))
    items = over_kept(scene)
    kept = scene.still_table
    over = {item.key: item.footprint for item in items}
    ring = focus_footprint(scene, surface, theme.ui_scale(size))
    if ring is not None:   # the keyboard's focus, over it all: where it was and is are repainted if it moves
        over[("focus", tuple(ring))] = ring
    if tip is not None:   # a place's tip, come as the cards land or gone as they fly again: swapped or repainted
        over[("tip", tuple(tip))] = tip
    now = Presented(same(surface), size, scene.app.frames, scene.app.inputs, same(kept), kept.builds,
                    over, bars_key(scene))
    parts = _tip_swapped_apart(scene, surface, Painting(frame, items, redrawn, ring), last, now, tip_now)
    swapped = parts is not None   # what moved repainted, the tip swapped over the window as it is
    if not swapped:
        parts = _parts(surface, frame, last, now, redrawn)
        if parts is None and follows:
            parts = _after_a_whole_frame(scene, surface, frame, last, now, ring)
    if parts is None:
        surface.blit(kept.surface, (0, 0))
        draw_over_kept(scene, surface, items)
        draw_over_table(scene, surface, frame)
    elif not swapped:
        under_tip = _repaint(scene, surface, frame, items, parts, ring, tip_now)
        if parts:   # the frame the tip goes in puts back what it covers, if it was kept
            view.tip_shown, view.under_tip = tip, under_tip
    if not swapped and _met_a_bar(frame, parts):   # (a tip swapped worked it out if it drew a bar)
        now.bars = bars_key(scene)   # as drawn: drawing the bars sets the buttons whose tips the status bar shows
    view.presented = now   # (no bar drawn, the key of before the drawing holds)
    if still and not pressed and not items and ring is None:
        now.table, now.parts = _shown_whole(kept), frame
    if parts == []:   # nothing moved over the kept table: as over a table drawn whole
        _set_a_tip_ahead(scene, size)
    elif parts and not swapped and not redrawn and now.bars == last.bars:   # a card dragged or flying, and nothing else
        _set_a_status_line_ahead(scene, size)
    return parts


def _shown_whole(kept) -> tuple:
    """What the window shows after a frame over the kept table with nothing set apart
    from it and nothing laid over it but the bars and a place's tip: the table as a frame
    drawn whole would show it (``_table_shown``: ``keep_table`` has just made the kept
    table's key and raised card this moment's), so the next frames, while only the pointer
    moves, take the way of a table drawn whole (``_bars_only``, ``_tip_only``: the frames
    with the pointer moving over a still table after the cards landed had asked the kept
    table, the cards over it and every bar what changed, half as long again); () when
    cards are set apart from it."""
    return () if kept.apart else (kept.key, kept.hovered)


def _still_pressed(scene, surface: pygame.Surface, last: Presented) -> list[pygame.Rect] | None:
    """A press not yet a drag, the pointer moved a little since the last frame: the table
    shows what it showed (the pressed card is not raised while pressed), so only the
    status bar is repainted, if what it says changed; anything else, and it is drawn whole."""
    now = bars_key(scene)
    if _round_the_table_changed(now, last.bars):
        draw_table(scene, surface)
        parts = None
    else:
        parts = [draw_status_only(scene, surface)] if now["status"] != last.bars["status"] else []
    scene.presented = last.next_frame(scene.app.frames, now)
    return parts


def _table_shown(scene) -> tuple:
    """What a table drawn whole with nothing set apart shows: the kept table's key
    (still_layer.py) and the card raised under the pointer."""
    size = scene.app.screen.get_size()
    return still_key(scene, size, highlighted_zones(scene)), hovered_card(scene)


def _bars_only(scene, surface: pygame.Surface, last: Presented) -> list[pygame.Rect] | None:
    """The table as the last frame showed it: only the status bar is repainted, if what
    it says changed; None when anything else round the table changed (drawn whole)."""
    now = bars_key(scene)
    if _round_the_table_changed(now, last.bars):
        return None
    parts = []
    if now["status"] != last.bars["status"]:
        parts.append(draw_status_only(scene, surface))
        ring = focus_footprint(scene, surface, theme.ui_scale(surface.get_size()))
        if ring is not None and ring.colliderect(parts[0]):   # the keyboard's focus lies over it all
            surface.set_clip(parts[0])
            draw_focus(scene, surface, theme.ui_scale(surface.get_size()))
            surface.set_clip(None)
    scene.presented = last.next_frame(scene.app.frames, now)
    return parts


def _tip_only(scene, surface: pygame.Surface, last: Presented, tip: TipBox | None) -> list[pygame.Rect] | None:
    """Over a still table drawn whole, nothing but a place's tip changed (the pointer came
    onto a place's name, left it or went to another): ``_swap_tip``. None, to draw the
    frame whole, when anything round the table changed too or the tip cannot be swapped."""
    view = scene.view
    now = bars_key(scene)
    if _round_the_table_changed(now, last.bars) or now["status"] != last.bars["status"]:
        return None
    drawn = tip and tip.box   # no kept table: all of its box kept
    if tip is not None and scene.still_table is not None and last.kept == same(scene.still_table):
        # over a kept table shown whole (``_shown_whole``): only where the bars show more than it
        drawn = _drawn_over_kept_under(scene, surface, tip, last.parts or scene.frame(surface.get_size()), {})
    parts = _swap_tip(scene, surface, tip, drawn, _tip_boxes(scene, surface, tip))
    if parts is not None:   # (what lies over a kept table, for the frame over it that may come next)
        over = {key: rect for key, rect in last.over.items() if key[0] != "tip"}
        if tip is not None:
            over[("tip", tuple(tip.box))] = tip.box
        view.presented = last.next_frame(scene.app.frames, now, over)
    return parts


def _swap_tip(scene, surface: pygame.Surface, tip: TipBox | None, drawn: pygame.Rect | None,
              boxes: list[pygame.Rect] | None) -> list[pygame.Rect] | None:
    """The window showing the last frame, in which nothing but a place's tip changed: what
    the shown tip covered is put back (kept as it was drawn) and the new tip drawn over it,
    keeping what it covers in turn; the boxes repainted. ``drawn``: the part of the new
    tip's box to keep, where the window shows more than the kept table (the rest of the box
    is put back from the kept table in the frame the tip goes in); None when it shows the
    kept table alone there, so nothing is copied (a copy of the window under the box was
    35-80 µs of the frame a tip comes in, its pixels out of the processor's caches).
    ``boxes``: the tips' boxes (``_tip_boxes``), None when they cannot be swapped, and then
    None."""
    if boxes is None:
        return None
    view = scene.view
    under = view.under_tip
    if under is not None and tip == under[0]:
        return []
    if under is not None:
        _put_back_under_tip(scene, surface, under)
    if tip is not None and drawn is None:
        view.under_tip = (tip, tip.box.clip(surface.get_rect()), None, None)
    else:
        view.under_tip = keep_under_tip(surface, tip, view.tip_spare, drawn)
    view.tip_shown = draw_zone_tip(scene, surface, theme.ui_scale(surface.get_size()), tip) if tip is not None else None
    return _separate(boxes, surface.get_rect())


def _tip_boxes(scene, surface: pygame.Surface, tip: TipBox | None) -> list[pygame.Rect] | None:
    """The boxes of the tip shown and of ``tip`` in the window, for ``_swap_tip``; None
    when they cannot be swapped: the tip shown kept nothing (it was repainted with the
    parts round it), or kept only a part with no kept table to put back the rest, or the
    focus's marks (drawn over a tip) meet a box."""
    view = scene.view
    under = view.under_tip
    window = surface.get_rect()
    if view.tip_shown is not None and (under is None or under[1] != view.tip_shown.clip(window)):
        return None
    if under is not None and under[3] != under[1] and scene.still_table is None:   # no kept table to put back
        return None
    boxes = [box for box in (under and under[1], tip and tip.box.clip(window)) if box]
    ring = focus_footprint(scene, surface, theme.ui_scale(surface.get_size()))
    if ring is not None and ring.collidelist(boxes) >= 0:
        return None
    return boxes


@dataclass(frozen=True)
class Painting:
    """What a frame over the kept table paints where it repaints: the frame's rectangles,
    the cards and marks over the kept table, where the kept table was drawn again (None:
    all of it) and the keyboard's focus ring, if shown."""

    frame: dict
    items: list
    redrawn: list[pygame.Rect] | None
    ring: pygame.Rect | None


def _tip_swapped_apart(scene, surface: pygame.Surface, painting: Painting, last: Presented | None,
                       now: Presented, tip: TipBox | None) -> list[pygame.Rect] | None:
    """A frame over the kept table in which a place's tip is shown or was: the parts
    where anything else changed repainted (``_repaint``) and the tip swapped over the
    window as it is (``_swap_tip``), when none of those parts meets the tips' boxes; the
    rectangles repainted. None to paint the frame with the tip in its parts, as any other.
    Repainted in the parts, the tip's box was painted again from the kept table with the
    bars under it: the frame a tip came in as the last card landed (the slowest of Queens
    of Fate's "animating" way, its tip reaching over the row under the table and the
    status bar)."""
    if tip is None and scene.view.tip_shown is None:
        return None
    boxes = _tip_boxes(scene, surface, tip)
    if not boxes:
        return None
    frame, ring = painting.frame, painting.ring
    parts = _parts(surface, frame, last, now, painting.redrawn, tips=False)
    if parts is None and _follows(last, scene, surface):
        parts = _after_a_whole_frame(scene, surface, frame, last, now, ring, tips=False)
    if parts is None or any(part.collidelist(boxes) >= 0 for part in parts):
        return None
    if parts:
        _repaint(scene, surface, frame, painting.items, parts, ring, None)
        if _met_a_bar(frame, parts):
            now.bars = bars_key(scene)   # as drawn (``draw_frame``)
    drawn = _drawn_over_kept_under(scene, surface, tip, frame, now.over) if tip is not None else None
    return parts + _swap_tip(scene, surface, tip, drawn, boxes)


def _put_back_under_tip(scene, surface: pygame.Surface, under: tuple) -> None:
    """What a tip's box covered, put back: the part kept from the window, the rest from
    the kept table (``keep_under_tip``)."""
    _, box, kept, part = under
    if part != box:
        for band in _bands_beside(box, part):
            surface.blit(scene.still_table.surface, band, band)
    if kept is not None:
        surface.blits(kept, False)


def _bands_beside(box: pygame.Rect, part: pygame.Rect | None) -> list[pygame.Rect]:
    """The box less ``part`` when ``part`` spans its width (the bands above and below
    it), else the whole box (``part`` is put back over it after)."""
    if part is None or (part.left, part.width) != (box.left, box.width):
        return [box]
    bands = [pygame.Rect(box.left, box.top, box.width, part.top - box.top),
             pygame.Rect(box.left, part.bottom, box.width, box.bottom - part.bottom)]
    return [band for band in bands if band.height > 0]


def _drawn_over_kept_under(scene, surface: pygame.Surface, tip: TipBox, frame: dict,
                           over: dict[tuple, pygame.Rect]) -> pygame.Rect | None:
    """The part of the tip's box where the window shows more than the kept table: where
    it meets a card, count or mark over the kept table (``over``: their footprints, the
    focus's marks too) or a bar (of the row under the table, only its buttons and the
    game's own part there, if it shows one); None where it meets none of them."""
    others = [rect for key, rect in over.items() if key[0] != "tip"]
    others += [rect for name, rect in frame.items() if name not in ("table", "choices")]
    others += _drawn_under_table(scene, frame["choices"])
    box = tip.box.clip(surface.get_rect())
    met = [box.clip(rect) for rect in others if box.colliderect(rect)]
    return met[0].unionall(met[1:]) if met else None


def _drawn_under_table(scene, row: pygame.Rect) -> list[pygame.Rect]:
    """Where the row under the table draws over the kept table (``table_draw.draw_bars``):
    its buttons in the plain look (each within its own rectangle), or all of the row when
    the game's own part is shown there or a button has a look of its own."""
    buttons = scene.view.choice_buttons
    if scene.game_panel.shown() != () or any(button.paint is not None for button in buttons):
        return [row]
    return [button.rect for button in buttons]


def _set_a_tip_ahead(scene, size: tuple[int, int]) -> None:
    """A frame with nothing to repaint takes one step of setting the places' tips ahead
    (zone_tips.tips_set_ahead), the steps made anew when the places named change; once
    they are all set, a step of the status bar's long lines (``_set_a_status_line_ahead``)."""
    if not _tip_step(scene, size):
        _status_line_step(scene, size)


def _set_a_status_line_ahead(scene, size: tuple[int, int]) -> None:
    """A frame that only moved a card dragged or flying (its slack: a drag has no frame
    with nothing to repaint) takes one step of loading ahead the letters of the places'
    help lines too long for the status bar, shown as the card passes over their places
    (table_bars.status_set_ahead, made anew for each position); once they are all
    loaded, a step of setting the places' tips ahead, for when the card is let go."""
    if not _status_line_step(scene, size):
        _tip_step(scene, size)


def _tip_step(scene, size: tuple[int, int]) -> bool:
    """One step of the places' tips set ahead; False when none was left."""
    view = scene.view
    key = (size, tuple(scene.zone_labels))
    if view.tips_ahead is None or view.tips_ahead[0] != key:
        view.tips_ahead = (key, tips_set_ahead(scene, size, theme.ui_scale(size)))
    return next(view.tips_ahead[1], _DONE) is not _DONE


def _status_line_step(scene, size: tuple[int, int]) -> bool:
    """One step of the status bar's long lines set ahead; False when none was left."""
    view = scene.view
    key = (size, same(scene.geometry))
    if view.status_ahead is None or view.status_ahead[0] != key:
        view.status_ahead = (key, status_set_ahead(scene, size))
    return next(view.status_ahead[1], _DONE) is not _DONE


def keep_table_for_drag(scene, surface: pygame.Surface) -> None:
    """A card pressed and not yet moved: draw the kept table its drag will show (the card
    lifted out, the places it may go lit) now, once the press's frame is on the window
    and before the pointer has moved far enough to start the drag, so that the drag's
    first frame takes it (``keep_table``) instead of drawing the whole table (a few
    milliseconds at 1920x1080, the slowest frame of a drag). Only while no kept table
    is in use (nothing flies): it is drawn on the spare surface."""
    drag = scene.drag
    if (drag is None or drag.moving or scene.still_table is not None or scene.ahead_table is not None
            or not _may_keep(scene, surface)):
        return
    drag.moving = True   # what the table will show once it moves
    try:
        lit, apart = highlighted_zones(scene), moving_cards(scene) | lifted_cards(scene)
        scene.ahead_table = draw_kept(scene, surface, lit, apart)
    finally:
        drag.moving = False


def _may_keep(scene, surface: pygame.Surface) -> bool:
    """Nothing covers the table, so the kept table may be shown under what moves."""
    if surface is not scene.app.screen or scene.geometry is None or scene.telling is not None:
        return False
    if scene.app.key_list_open:   # the app's list of keys lies over it, veiled again each frame
        return False
    if scene.status_cut:   # the status line cut short may be shown whole over the table
        return False
    if scene.rules_beside is not None:   # its buttons light under a pointer the parts do not follow
        return False
    if (scene.panel_open() or scene.confirming is not None or scene.naming is not None or scene.zoomed
            or scene.handoff_to is not None or scene.pending_choice):
        return False
    words, until = scene.banner
    if words and scene.app.clock.now() < until:
        return False
    return scene.preview_card() is None


def _follows(last: Presented | None, scene, surface: pygame.Surface) -> bool:
    """The last frame on the window was this scene's, and only the pointer moved since."""
    return (last is not None and last.surface == same(surface) and last.size == surface.get_size()
            and last.frame_no + 1 == scene.app.frames and last.inputs == scene.app.inputs)


def bars_key(scene) -> dict[str, tuple]:
    """What each bar round the table shows (``BARS``: the buttons under it, the top bar,
    the status bar, the story), as far as it can change with nothing but the pointer
    moving and time passing (any other input draws the next frame whole): a frame drawn
    in parts repaints a bar only when its own key changed (or a part it repaints for the
    table reaches under it)."""
    state = scene.session.state
    view = scene.view
    return {"status": status_key(scene),
            "top": (shown_in_top_bar(scene), tuple(map(_HOVERED, view.top_buttons))),
            "log": (tuple(state.story), scene.log_open, scene.log_scroll, scene.rules_beside is not None,
                    tuple(map(_HOVERED, view.bar_buttons[len(view.top_buttons):]))),
            "choices": (shown_under_table(scene), same(scene.hint), tuple(map(_HOVERED, scene.choice_buttons)))}


def status_key(scene) -> tuple:
    """What the status bar shows (``bars_key``'s part for it)."""
    words = status_line(scene)
    return words, status_right(scene, words[0])


def status_repainted(scene) -> None:
    """The status bar alone was repainted (the clock's next second): the last frame's
    record says what it shows now, so the next frame need not repaint it again (a tip due
    just after a tick was drawn with the frame's every part)."""
    last = scene.view.presented
    if last is not None:
        last.bars = {**last.bars, "status": status_key(scene)}


def _met_a_bar(frame: dict, parts: list[pygame.Rect] | None) -> bool:
    """The window drawn whole (``parts`` None), or a part repainted meets a bar."""
    return parts is None or any(part.collidelist([frame[bar] for bar in BARS]) >= 0 for part in parts)


def _round_the_table_changed(now: dict[str, tuple], last: dict[str, tuple]) -> bool:
    """Anything but the status bar changed round the table."""
    return any(now[bar] != last[bar] for bar in BARS if bar != "status")


def _parts(surface: pygame.Surface, frame: dict, last: Presented | None, now: Presented,
           redrawn: list[pygame.Rect] | None, tips: bool = True) -> list[pygame.Rect] | None:
    """The rectangles to repaint, or None for the whole window; ``tips``: with the boxes
    of a place's tip that came, went or moved."""
    if (redrawn is None or last is None or last.surface != now.surface or last.size != now.size
            or last.frame_no + 1 != now.frame_no or last.inputs != now.inputs or last.kept != now.kept
            or last.builds != now.builds):
        return None
    changed = redrawn + [rect for key, rect in now.over.items() if key not in last.over and (tips or key[0] != "tip")]
    changed += [rect for key, rect in last.over.items() if key not in now.over and (tips or key[0] != "tip")]
    return _with_bars_changed(surface, frame, last, now, changed)


def _with_bars_changed(surface: pygame.Surface, frame: dict, last: Presented, now: Presented,
                       changed: list[pygame.Rect]) -> list[pygame.Rect] | None:
    """``changed`` and the bars whose words changed, as separate parts to repaint, or None
    when they would cover most of the window (drawing it whole is then as quick)."""
    changed = changed + [frame[bar] for bar in BARS if last.bars[bar] != now.bars[bar]]
    parts = _separate(changed, surface.get_rect())
    window = surface.get_width() * surface.get_height()
    if sum([part.width * part.height for part in parts]) > MOST_OF_THE_WINDOW * window:
        return None
    return parts


def _after_a_whole_frame(scene, surface: pygame.Surface, frame: dict, last: Presented | None, now: Presented,
                         ring: pygame.Rect | None, tips: bool = True) -> list[pygame.Rect] | None:
    """The first frame over a kept table after one drawn whole, with only the pointer
    moved since (the frame a drag starts in, after its press's frame): the parts where
    the window differs from the whole frame before, or None to draw it whole. The two
    differ round the cards now set apart, the places lit in one and not the other (a
    drag's targets), the card raised under the pointer, what lies over the kept table
    (the card dragged, a place's tip), the tip shown before (the tips left out without
    ``tips``), and the bars whose words changed; when anything else in the kept table's
    key changed, a card set apart bears a mark (one gone may move another) or the
    keyboard's focus is shown, it is drawn whole. The
    drag's first frame was the slowest of a drag (drawn whole: the window copied from
    the kept table and every bar drawn; docs/performance.md)."""
    kept = scene.still_table
    if last is None or last.kept != same(None) or not last.table or ring is not None:
        return None
    key, hovered = last.table
    if beside_the_lit(key) != beside_the_lit(kept.key) or not kept.apart.isdisjoint(marked_cards(scene)):
        return None
    state = scene.session.state
    changed = [card_footprint(scene.home_rect(*state.find(card)), 3) for card in kept.apart]
    lit = key[LIT] ^ kept.key[LIT]
    for zone in (spot.zone for spot in scene.geometry.layout.spots if spot.zone in lit):   # a target not laid out shows nothing
        count = len(state.zones.get(zone, ()))
        changed.append(place_area(scene, zone, count, count))
        if zone in scene.zone_labels:   # drawn lit or not
            changed.append(scene.zone_labels[zone])
    if hovered != kept.hovered:
        changed += [r for r in [hover_region(scene, (hovered, kept.hovered))] if r is not None]
    changed += [rect for key, rect in now.over.items() if tips or key[0] != "tip"]
    if tips and scene.view.tip_shown is not None:
        changed.append(scene.view.tip_shown)
    return _with_bars_changed(surface, frame, last, now, changed)


def _repaint(scene, surface: pygame.Surface, frame: dict, items: list, parts: list[pygame.Rect],
             ring: pygame.Rect | None, tip: TipBox | None) -> tuple | None:
    """Each part painted as the whole frame would paint it: the kept table, the cards
    over it, the bars it reaches under (only those: the bars are see-through), a place's
    tip, and the focus ring last, as ever (the tips and the ring in a second pass over
    the parts, which lie apart: each pixel is painted in the same order). When the parts
    cover the tip's box, what it covers is kept before it is drawn (``keep_under_tip``),
    so that the frame it goes in only puts that back (``_swap_tip``) instead of painting
    its box again with the bars under it; None otherwise."""
    for part in parts:
        surface.set_clip(part)
        surface.blit(scene.still_table.surface, part, part)
        draw_over_kept(scene, surface, items, part)
        under = [bar for bar in BARS if part.colliderect(frame[bar])]
        if under:
            draw_bars(scene, surface, frame, under)
    surface.set_clip(None)
    under_tip = keep_under_tip(surface, tip, scene.view.tip_spare) if _covered(tip, parts, surface) else None
    s = theme.ui_scale(surface.get_size())
    for part in parts:
        surface.set_clip(part)
        if tip is not None and part.colliderect(tip.box):
            draw_zone_tip(scene, surface, s, tip)
        if ring is not None and part.colliderect(ring):
            draw_focus(scene, surface, s)
    surface.set_clip(None)
    return under_tip


def _covered(tip: TipBox | None, parts: list[pygame.Rect], surface: pygame.Surface) -> bool:
    """The tip's box, inside the window, lies wholly in the parts repainted (which do not
    overlap), so the window under it is this frame's."""
    if tip is None:
        return False
    box = tip.box.clip(surface.get_rect())
    inside = [part.clip(box) for part in parts]
    return sum(rect.width * rect.height for rect in inside) == box.width * box.height


def _separate(rects: list[pygame.Rect], window: pygame.Rect) -> list[pygame.Rect]:
    """Rectangles covering ``rects`` inside the window, none overlapping another (each
    pixel must be painted once: the bars are see-through), at most MOST_PARTS: more are
    joined two at a time where joining adds least (joined all at once, four places changed
    with the top bar, the story and the status bar came to the whole window)."""
    return joined_apart(rects, window, MOST_PARTS)
