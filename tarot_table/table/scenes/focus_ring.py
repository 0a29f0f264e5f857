"""The keyboard's focus drawn on the table (keyboard.py): a ring, light inside a dark
edge so it shows on the felt, on a card's face and on a button alike, round whatever
the focus is on; while a card is held, a thinner ring on it and a tag on the place the
focus offers it to."""
from __future__ import annotations

import pygame

from tarot_table.table import keyboard, theme
from tarot_table.table.meanings import draw_refusal_mark
from tarot_table.table.scenes.kept_table import drawn_pile_counts
from tarot_table.table.scenes.table_cards import draw_badge, pile_count_places, placed_labels
from tarot_table.table.widgets import FOCUS_EDGE, draw_focus_ring


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    draw_focus_ring(surface, rect, max(3, int(3 * s)))


def focus_rect(scene) -> pygame.Rect | None:
    """Where the focus is on the window now, or None when it is on nothing shown."""
    focus = scene.focus
    kind = focus[0]
    if kind == "dialog":
        buttons = scene.summary_buttons
        if focus[1] == len(buttons) and scene.panel_open() and scene.game_panel.text_field() is not None:
            return scene.game_panel.text_field().rect   # a panel's own text box
        return buttons[focus[1]].rect if focus[1] < len(buttons) else None
    if scene.summary_buttons or scene.zoomed or scene.handoff_to is not None or scene.naming is not None:
        return None   # a dialog covers the table: its own buttons take the focus
    if kind == "card":
        pile = scene.session.state.zones.get(focus[1], [])
        return scene.placed_rect(focus[1], focus[2], pile[focus[2]].card) if focus[2] < len(pile) else None
    if kind == "zone" and focus[1] in scene.session.state.zones:
        spot = scene.geometry.layout.spot(focus[1])
        return scene.geometry.zone_rect(spot, len(scene.session.state.zones[focus[1]]))
    if kind == "button":
        return next((b.rect for b in keyboard.buttons(scene) if b.label == focus[1]), None)
    if kind == "choice":
        return scene.choice_buttons[focus[1]].rect if focus[1] < len(scene.choice_buttons) else None
    if kind == "question" and scene.game_panel.text_field() is not None:
        return scene.game_panel.text_field().rect
    return None


def draw_focus(scene, surface: pygame.Surface, s: float) -> None:
    """The focus ring, once a key has shown it (a mouse press hides it again)."""
    for kind, rect, words in _focus_marks(scene, surface, s):
        if kind == "held":
            pygame.draw.rect(surface, theme.ACCENT, rect, width=max(2, int(2 * s)), border_radius=8)
        elif kind == "tag":
            theme.panel(surface, rect, alpha=255, radius=6)
            theme.text(surface, theme.ellipsize(words, _tag_px(s), rect.width - int(12 * s), "Semibold"),
                       rect.center, _tag_px(s), theme.HIGHLIGHT, "Semibold", "center")
        elif kind == "refused tag":
            _refused_tag(surface, rect, words, s)
        elif kind == "refused":
            draw_refused_ring(surface, rect, s)
            _counts_over_the_ring(scene, surface, rect, s)
        else:
            draw_ring(surface, rect, s)
            _counts_over_the_ring(scene, surface, rect, s)


def _counts_over_the_ring(scene, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The piles' counts the ring crosses, drawn again over it: a pile's count stands on
    its top edge, where the ring runs (in high contrast the white ring hid the top of the
    reading deck's "78": play-test round 9)."""
    outer = _ring_outer(rect, s)
    px = theme.table_words_px(scene.geometry.unit, 0.15)
    for count, where in drawn_pile_counts(scene):
        if where.colliderect(outer):
            draw_badge(surface, count, where.center, px)


def draw_refused_ring(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The focus on a place the held card may not go: the ring in the warning colour
    (a place it may go is gold, with a white ring), and a crossed circle in the middle,
    so it is told apart by shape too (in high contrast as well)."""
    draw_focus_ring(surface, rect, max(3, int(3 * s)), ink=theme.WARN)
    px = max(16, min(rect.width, rect.height) // 3)
    back = pygame.Rect(0, 0, px + 8, px + 8)
    back.center = rect.center
    pygame.draw.ellipse(surface, FOCUS_EDGE, back)
    draw_refusal_mark(surface, rect.center, px, theme.WARN)


def _refused_tag(surface: pygame.Surface, rect: pygame.Rect, words: str, s: float) -> None:
    """The tag over a place the held card may not go: a crossed circle, then its words, in
    the warning colour, on a panel edged in it."""
    px = _tag_px(s)
    theme.panel(surface, rect, alpha=255, radius=6)
    pygame.draw.rect(surface, theme.WARN, rect, width=max(1, int(2 * s)), border_radius=6)
    mark = draw_refusal_mark(surface, (rect.x + int(8 * s) + px // 2, rect.centery), px, theme.WARN)
    room = rect.right - int(6 * s) - (mark.right + int(6 * s))
    theme.text(surface, theme.ellipsize(words, px, room, "Semibold"), (mark.right + int(6 * s), rect.centery),
               px, theme.WARN, "Semibold", "midleft")


def focus_footprint(scene, surface: pygame.Surface, s: float) -> pygame.Rect | None:
    """All the window the focus's marks cover (a frame drawn in parts repaints it)."""
    rects = [_ring_outer(rect, s) if kind in ("ring", "refused") else rect for kind, rect, _ in _focus_marks(scene, surface, s)]
    return rects[0].unionall(rects[1:]).inflate(2, 2) if rects else None


def settle_focus(scene) -> None:
    """Move the focus off a card a move took away, before anything is drawn: the kept
    table outlines the focused card and is keyed by the focus, so it must not change
    halfway through a frame."""
    if scene.keyboard and scene.focus and scene.geometry is not None:
        if scene.focus_awaits_layout:
            # after a move the buttons under the table are those of the position before it
            # until this frame lays them out: the focus is put down again among the new ones
            # (play-test round 8, K1: a trump answered only by the Endure button left the
            # ring on Destiny, where Enter is refused)
            scene.focus = keyboard.focus_after_a_move(scene)
            scene.focus_awaits_layout = False
        scene.focus = keyboard.valid(scene, scene.focus)


def _focus_marks(scene, surface: pygame.Surface, s: float) -> list[tuple[str, pygame.Rect, str]]:
    """What marks the focus now, in drawing order: the held card's outline and the tag
    on the place offered, while a card is held; the ring."""
    if not scene.keyboard or scene.geometry is None:
        return []
    if scene.summary_buttons and scene.focus[:1] != ("dialog",) and scene.naming is None and not scene.zoomed:
        scene.focus = ("dialog", keyboard.safe_button(scene))   # a dialog opens with its safe button ringed
    if not scene.focus:
        return []
    scene.focus = keyboard.valid(scene, scene.focus)   # a move may have taken its card away
    rect = focus_rect(scene) if scene.focus else None
    if rect is None:
        return []
    marks = []
    top = scene.frame(surface.get_size())["table"].top
    if scene.carrying and scene.carrying in {p.card for pile in scene.session.state.zones.values() for p in pile}:
        held = ("held", scene.card_rect(scene.carrying).inflate(8, 8), "")
        if scene.focus[0] != "button" and not keyboard.may_go(scene, scene.focus[1]):
            # not lit as a place it may go: a warning ring and a crossed circle
            words = f"{keyboard.card_words(scene, scene.carrying)}: not a place for it"
            return [held, ("refused tag", _tag_box(scene, surface, rect, words, s, mark=True, top=top), words),
                    ("refused", rect, "")]
        words = keyboard.enter_words(scene)
        marks += [held, ("tag", _tag_box(scene, surface, rect, words, s, top=top), words)]
    return marks + [("ring", rect, "")]


def _ring_outer(rect: pygame.Rect, s: float) -> pygame.Rect:
    width = max(3, int(3 * s))
    return rect.inflate(4 * width, 4 * width)


def _tag_px(s: float) -> int:
    return max(theme.MIN_TEXT_PX, int(14 * s))


def _tag_box(scene, surface: pygame.Surface, rect: pygame.Rect, words: str, s: float, mark: bool = False,
             top: int = 0) -> pygame.Rect:
    """A short line's box beside the focused place, with room for a crossed circle before
    the words if ``mark``: above it, else below its name, else to its right or left, the
    first that hides none of the words a player reads on the table (the places' names and
    the piles' counts) nor any card, else the one that hides the fewest words, then cards;
    never over the top bar (``top``, the table's top: a tag there hid the title). A held
    trump's tag on Tournament of Queens' first judge, at 1024x700 and text 200%, went
    below the judges, over their numbers."""
    px = _tag_px(s)
    room = px + int(6 * s) if mark else 0
    width = min(theme.font(px, "Semibold").size(words)[0] + int(16 * s) + room, surface.get_width() - 8)
    height = px + int(12 * s)
    gap = int(10 * s)
    area = pygame.Rect(0, top, surface.get_width(), surface.get_height() - top)
    label = scene.zone_labels.get(scene.focus[1]) if scene.focus[0] == "zone" else None
    below = max(rect.bottom, label.bottom if label is not None and label.colliderect(rect.inflate(0, 4 * gap)) else 0)
    places = [pygame.Rect(rect.centerx - width // 2, rect.top - gap - height, width, height),
              pygame.Rect(rect.centerx - width // 2, below + gap, width, height),
              pygame.Rect(rect.right + gap, rect.centery - height // 2, width, height),
              pygame.Rect(rect.left - gap - width, rect.centery - height // 2, width, height)]
    read = placed_labels(scene) + pile_count_places(scene, px)
    cards = [scene.placed_rect(zone, index, placed.card) for zone, index, placed, _ in scene.visible_cards()]
    best, least = None, None
    for box in places:
        box.clamp_ip(area)
        if box.colliderect(rect):
            continue   # pushed back over the place it names
        hidden = (len(box.collidelistall(read)), len(box.collidelistall(cards)))
        if least is None or hidden < least:
            best, least = box, hidden
        if hidden == (0, 0):
            break
    return best if best is not None else places[0]
