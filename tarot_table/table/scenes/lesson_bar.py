"""Drawing the lesson's bar (lesson_table.py): the step's words in the strip above the
table, its buttons at the right, and a ring round the places and cards a step points
at besides its move (which is lit as a hint is)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from tarot_table.table import theme
from tarot_table.table.input_words import for_player, keyed
from tarot_table.table.widgets import row_of_buttons

SAY_LINES = 4   # beside the buttons the words take up to this many lines, else the buttons go under them
MOVE_LINES = 2  # and its move (in bold below) up to this many


@dataclass(frozen=True)
class GuideShape:
    """How the bar is laid out at a size: the same for every step of the lesson."""
    text_width: int       # the words' width
    buttons_under: bool   # the buttons in a row under the words (the longest step did not fit beside them)
    height: int           # the room kept: the longest step's, so the table does not move from step to step


def guide_shape(lesson, s: float, width: int, session_word: str = "game") -> GuideShape:
    """The bar's shape at scale ``s`` in ``width``: the words beside the buttons where
    every step's words fit there in SAY_LINES, else the buttons under the words, which
    then take the bar's whole width and as many lines as the longest step needs (play-test
    round of 27 November: at 200% in 1024x700 a step's words were cut mid-sentence). The
    bar itself is drawn as tall as its step's words need (``draw_guide``)."""
    texts = tuple(step.say for step in lesson.steps) + (lesson.ending,)
    texts += tuple(keyed(text) for text in texts)   # said the key way, they may take more lines
    moves = tuple(keyed(step.do) for step in lesson.steps if step.do)   # the longer way of each
    return _guide_shape(texts, moves, s, width, guide_text_width(s, width, session_word))


def draw_guide(scene, surface: pygame.Surface) -> None:
    """The bar in the room kept for it, as tall as this step's words need (a short
    step leaves the felt under it, not an empty panel), its buttons beside them at its
    top; where they stand under the words, the bar takes the whole room kept, so they
    stay at its foot. Either way no button moves from step to step."""
    size = surface.get_size()
    s = scene.view.bar_scale(size)
    rect = scene.frame(size)["guide"]
    if scene.panel_rect is not None and scene.panel_rect.colliderect(rect):
        scene.guide_buttons = []   # a panel over the table (a finished reading) has the say, and its own buttons
        return
    pad, px = int(12 * s), max(theme.MIN_TEXT_PX, int(16 * s))
    shape = guide_shape(scene.lesson, s, rect.width, scene.game.session_word)
    left, width = rect.left + int(16 * s), shape.text_width
    step, count = scene.step, len(scene.lesson.steps)
    said = theme.wrap(for_player(scene, step.say if step else scene.lesson.ending), px, width)
    last = for_player(scene, scene.guide_note or (step.do if step else ""))
    moves_top = rect.top + pad + int(18 * s) + len(said) * (px + 3) + 2
    under = _button_row_height(s) if shape.buttons_under else 0
    move, move_px = theme.fit_lines(last, px, width, rect.bottom - int(12 * s) - under - moves_top,
                                    most=MOVE_LINES) if last else ([], px)
    words_end = moves_top + len(move) * (move_px + 2)
    if not shape.buttons_under:   # the buttons at the top right stand still; under the words they keep the room's foot
        rect = pygame.Rect(rect.left, rect.top, rect.width,
                           min(rect.height, max(words_end + pad - rect.top, int(34 * s) + 2 * pad)))
    theme.panel(surface, rect, alpha=255, radius=int(10 * s))   # solid: no card shows through its words
    heading = f"{scene.lesson.title}: step {scene.step_index + 1} of {count}" if step else \
        f"{scene.lesson.title}: done"
    theme.text(surface, heading, (left, rect.top + pad), max(theme.MIN_TEXT_PX, int(14 * s)), theme.TEXT_DIM,
               "Semibold")
    y = rect.top + pad + int(18 * s)
    for line in said:
        theme.text(surface, line, (left, y), px, theme.TEXT)
        y += px + 3
    for line in move:
        theme.text(surface, line, (left, y + 2), move_px, theme.WARN if scene.guide_note else theme.ACCENT,
                   "Semibold")
        y += move_px + 2
    # where they stand is the same at every step: centred on a bar as tall as the step's words,
    # Skip moved up and down from step to step, and a click where it had been met nothing
    buttons_y = rect.bottom - pad - int(34 * s) // 2 if shape.buttons_under else rect.top + pad + int(34 * s) // 2
    scene.guide_buttons = _buttons(scene, rect, s, buttons_y)
    for button in scene.guide_buttons:   # drawn over the table's frame: each wears its own focus ring
        button.focused = scene.keyboard and scene.focus == ("button", button.label)
        button.draw(surface)
    _ring_points(scene, surface, s)


def _buttons(scene, rect: pygame.Rect, s: float, centre_y: int) -> list:
    if scene.finished_lesson:   # a game the lesson finished (a reading) is not played on
        over = scene.outcome() is not None
        specs = [("Play on", scene.play_on)] * (not over) + [(f"New {scene.game.session_word}", scene.new_game),
                                                          ("Leave", scene.to_menu)]
    else:
        moves = bool(scene.step.move)
        specs = [("Back", scene.back), ("Skip" if moves else "Next", scene.skip), ("Leave", scene.to_menu)]
    buttons = _row(specs, s, centre_y)
    shift = rect.right - int(14 * s) - buttons[-1].rect.right
    for button in buttons:
        button.rect.x += shift
    buttons[0].enabled = scene.finished_lesson or scene.step_index > 0
    if not scene.finished_lesson:
        buttons[1].tip = "Make this step's move for me" if scene.step.move else "On to the next step"
    return buttons


def _ring_points(scene, surface: pygame.Surface, s: float) -> None:
    """A ring round each place or card the step points at: round it, never over it."""
    step = scene.step
    if step is None or not step.point or scene.geometry is None:
        return
    state, spots = scene.session.state, {spot.zone: spot for spot in scene.geometry.layout.spots}
    width = max(2, int(3 * s))
    for name in step.point:
        if name in spots:
            area = scene.geometry.zone_rect(spots[name], len(state.zones.get(name, [])))
        else:
            try:
                area = scene.card_rect(name)
            except (KeyError, ValueError):
                continue
        pygame.draw.rect(surface, theme.HIGHLIGHT, area.inflate(3 * width, 3 * width), width=width,
                         border_radius=int(8 * s))


def _row(specs, s: float, centre_y: int = 0) -> list:
    height, px = int(34 * s), max(theme.MIN_TEXT_PX, int(16 * s))
    return row_of_buttons(specs, 0, centre_y - height // 2, height, px, gap=int(8 * s), min_width=int(76 * s))


def guide_text_width(s: float, width: int, session_word: str = "game") -> int:
    """The words' width: the bar's, less the widest row of its buttons (a step's, or
    the end's) and a gap, so no line runs under a button."""
    rows = (("Back", "Skip", "Leave"), ("Play on", f"New {session_word}", "Leave"))
    buttons = max(_row([(label, None) for label in labels], s)[-1].rect.right for labels in rows)
    return max(120, width - buttons - int(14 * s) - int(16 * s) - int(20 * s))


def _button_row_height(s: float) -> int:
    """The room a row of buttons under the words takes: a gap and the buttons."""
    return int(8 * s) + int(34 * s)


@lru_cache(maxsize=32)
def _guide_shape(texts: tuple[str, ...], moves: tuple[str, ...], s: float, width: int,
                 beside_width: int) -> GuideShape:
    px = max(theme.MIN_TEXT_PX, int(16 * s))
    lines = max(len(theme.wrap(t, px, beside_width)) for t in texts)
    if lines <= SAY_LINES:
        return GuideShape(beside_width, False, _words_height(lines, moves, s, px, beside_width))
    under_width = width - 2 * int(16 * s)
    lines = max(len(theme.wrap(t, px, under_width)) for t in texts)
    return GuideShape(under_width, True, _words_height(lines, moves, s, px, under_width) + _button_row_height(s))


def _words_height(lines: int, moves: tuple[str, ...], s: float, px: int, text_width: int) -> int:
    # a move said the key way may need a second line rather than shrink or be cut short
    move_lines = max([min(MOVE_LINES, len(theme.wrap(m, px, text_width))) for m in moves] + [1])
    return int(12 * s) * 2 + int(18 * s) + lines * (px + 3) + int(22 * s) + (move_lines - 1) * (px + 2)
