"""The small picture of a card that appears beside the pointer when it rests on a
face-up card, with the card's name and, where they fit, its keywords. It only shows:
every click, drag and key works through it as if it were not there. Right-click
opens the full view; Settings can turn the preview off.
It keeps clear of what matters: the card under the pointer, a hinted move and the
places the card could be dropped on."""
from __future__ import annotations

from functools import lru_cache

import pygame

from tarot_table import esoterica
from tarot_table.table import theme
from tarot_table.table.sprites import card_size

PREVIEW_WIDTH = 190     # at ui scale 1
MIN_PREVIEW_WIDTH = 80
POINTER_GAP = 18
KEYWORD_LINES = 4   # at most: fewer where the picture would grow too small for them
SMALLEST_PICTURE = 0.7  # of the preview's width: below this the keywords give way to the picture
# the places next to the card: on each side, level with the pointer, then slid along that
# side by these shares of the preview's own size, nearest first; the rest lie out at the
# table's edges (a Tournament of Queens judge's preview went to the window's right edge,
# each place level with the pointer covering a rival's face-down hand or another judge,
# where a place slid along under the judges was free)
SLIDES = tuple(sorted((step / 4 for step in range(-10, 11)), key=lambda slide: (abs(slide), -slide)))
SIDES = 4
NEAR_PLACES = SIDES * len(SLIDES)


def preview_width(size: tuple[int, int]) -> int:
    return max(MIN_PREVIEW_WIDTH, int(PREVIEW_WIDTH * theme.ui_scale(size)))


def preview_rect(size: tuple[int, int], pointer: tuple[int, int], card_size: tuple[int, int],
                 caption_h: int, gap: int, keep_clear: list[pygame.Rect] = (),
                 beside: pygame.Rect | None = None, within: pygame.Rect | None = None,
                 rather_clear: list[pygame.Rect] = (), pad: int = 0, labels: list[pygame.Rect] = ()) -> pygame.Rect:
    """Beside the pointer (or beside ``beside``, the card it rests on), inside the
    window (and between the top and bottom of ``within``, the table's area, clear of
    the bars), where it covers
    the least of ``keep_clear``, and then of ``rather_clear`` (other cards in sight, the
    Story), and then of ``labels`` (the places' names) among places as near:
    to the right first, then to the left, above and below, each slid along its side the
    less the better, then out at the edges.
    ``pad``: how far the panel drawn round it reaches past it, which stays inside too."""
    return preview_place(size, pointer, card_size, caption_h, gap, keep_clear, beside, within, rather_clear, pad,
                         labels)[0]


def preview_place(size: tuple[int, int], pointer: tuple[int, int], card_size: tuple[int, int],
                  caption_h: int, gap: int, keep_clear: list[pygame.Rect] = (),
                  beside: pygame.Rect | None = None, within: pygame.Rect | None = None,
                  rather_clear: list[pygame.Rect] = (), pad: int = 0,
                  labels: list[pygame.Rect] = ()) -> tuple[pygame.Rect, tuple[int, int, int]]:
    """``preview_rect``'s place, and how much it covers of ``keep_clear``, ``rather_clear``
    and ``labels`` ((0, 0, 0): nothing). A place beside the card that covers only labels
    is taken before one far from it."""
    w, h = size
    edge = 4 + pad
    window = pygame.Rect(edge, edge, w - 2 * edge, h - 2 * edge)
    if within is not None:   # between the table's bars (it may spill over the margin beside the table)
        window = pygame.Rect(edge, within.top + edge, w - 2 * edge, within.height - 2 * edge).clip(window)
    box_size = (card_size[0], card_size[1] + caption_h)
    best, least = None, None
    table_right = within.right - pad if within is not None else window.right
    for order, box in enumerate(_places(pointer, beside or pygame.Rect(pointer, (1, 1)), box_size, gap, window,
                                        table_right)):
        box.clamp_ip(window)
        if box.collidepoint(pointer):
            continue   # clamped back over the pointer
        panel = box.inflate(2 * pad, 2 * pad)   # what it covers, the panel round it too
        covered = (_covered(panel, keep_clear), _covered(panel, rather_clear), _covered(panel, labels))
        if order >= NEAR_PLACES and (covered[0] or (least is not None and not any(least[:2]))):
            continue   # far from the card only to hide nothing that must stay clear, and no card
        if least is None or covered < least:
            best, least = box, covered
        if not any(covered):
            break
    if best is None:   # a window too small to keep the pointer clear: the old place
        best = pygame.Rect((pointer[0] + gap, pointer[1] - box_size[1] // 3), box_size)
        if best.right > w - edge:
            best.right = pointer[0] - gap
        best.clamp_ip(window)
        panel = best.inflate(2 * pad, 2 * pad)
        least = (_covered(panel, keep_clear), _covered(panel, rather_clear), _covered(panel, labels))
    return best, least


def _places(pointer: tuple[int, int], beside: pygame.Rect, size: tuple[int, int], gap: int,
            window: pygame.Rect, table_right: int) -> list[pygame.Rect]:
    """Next to the card on each side, level with the pointer, then slid along each side
    (``SLIDES``), then, when those would cover something, out at the window's right and
    left edges and at the table's right edge (short of a Story beside it), level with
    the pointer, then slid up and down."""
    x, y = pointer
    w, h = size
    near = []
    for slide in SLIDES:
        across, down = int(slide * w), int(slide * h)
        near += [pygame.Rect(beside.right + gap, y - h // 3 + down, w, h),
                 pygame.Rect(beside.left - gap - w, y - h // 3 + down, w, h),
                 pygame.Rect(x - w // 2 + across, beside.top - gap - h, w, h),
                 pygame.Rect(x - w // 2 + across, beside.bottom + gap, w, h)]
    far = []
    for slide in SLIDES:
        down = y - h // 3 + int(slide * h)
        far += [pygame.Rect(window.right - w, down, w, h), pygame.Rect(window.left, down, w, h),
                pygame.Rect(table_right - w, down, w, h)]
    return near + far


def _covered(box: pygame.Rect, rects) -> int:
    """How much of ``rects`` the box covers (the rects it meets found at once: mostly none)."""
    return sum(_overlap(box, rects[i]) for i in box.collidelistall(rects)) if rects else 0


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    both = a.clip(b)
    return both.width * both.height


def keep_clear(scene, card: str) -> list[pygame.Rect]:
    """What the preview must not hide: the card itself, the hinted card and its
    target, and the places the card could be dropped on."""
    g = scene.geometry
    rects = [scene.card_rect(card)]
    zones = {a.to for a in scene.card_actions(card) if a.to}
    if scene.hint:
        action = scene.hint[0]
        if action.card:
            rects.append(scene.card_rect(action.card))
        zones |= {z for z in (action.to, action.src) if z}
    state = scene.session.state
    for spot in g.layout.spots:
        if spot.zone in zones:
            rects.append(g.zone_rect(spot, len(state.zones.get(spot.zone, []))))
    return rects


def note_shown(scene, size: tuple[int, int]) -> list[pygame.Rect]:
    """The coaching note shown, which the preview must not go under: in a wide window it
    lies in the column beside the table, where the preview's place at the window's right
    edge is (Tempting Fate at 2560x1440, play-test round 5)."""
    coaching = getattr(scene, "coaching", None)
    return [scene.frame(size)["coach"]] if coaching is not None and coaching.buttons else []


def story_shown(scene, size: tuple[int, int]) -> list[pygame.Rect]:
    """The Story panel, read as the cards are: a place over it is no free place (a
    Tournament of Queens judge's preview at 1920x1080 and 200% went to the window's right
    edge, over the Stage's edge and the Story's first lines, play-test round 7)."""
    return [scene.frame(size)["log"]] if scene.log_open else []


def cards_in_sight(scene, card: str) -> list[pygame.Rect]:
    """The other cards in sight, face up (the player may be comparing them with this
    one) or face down (the decks and hands the player is about to use): a place over
    the face-down piles is no free place (play-test round 5, T2)."""
    return [scene.placed_rect(zone, index, placed.card) for zone, index, placed, _ in scene.visible_cards()
            if placed.card != card]


def keyword_lines(card: str, px: int, width: int, reversed_: bool = False, most: int = KEYWORD_LINES) -> list[str]:
    """The card's keywords from the meanings layer (they read the card upright), or for
    a reversed card the start of its reversed meaning, marked so, wrapped to ``width`` in
    at most ``most`` lines; where they need more, as many whole keywords (or words) as
    those lines hold, and "…" (a word cut, "fair judgem…", read as a slip: play-test
    round 8); none for a card no layer describes (a zener card)."""
    own = esoterica.meaning(card)
    if own is None:
        return []
    if reversed_ and own.reversed:
        parts, joint = ("Reversed: " + own.reversed).split(), " "
    elif own.keywords:
        parts, joint = list(own.keywords), ", "
    else:
        return []
    return list(_whole_parts(tuple(parts), joint, px, width, most))


@lru_cache(maxsize=256)
def _whole_parts(parts: tuple[str, ...], joint: str, px: int, width: int, most: int) -> tuple[str, ...]:
    """The most of ``parts`` from the first, joined, that ``most`` lines of ``width`` hold
    (with "…" after them where some are left out); kept: a preview asks every frame."""
    for count in range(len(parts), 0, -1):
        words = joint.join(parts[:count]) + ("" if count == len(parts) else " …")
        lines = theme.wrap(words, px, width)
        if len(lines) <= most:
            return tuple(lines)
    return (theme.ellipsize(parts[0] + " …", px, width),)


def draw_preview(scene, surface: pygame.Surface, s: float) -> None:
    card = scene.preview_card()
    if card is None:
        return
    zone, index = scene.session.state.find(card)
    placed = scene.session.state.zones[zone][index]
    name = scene.app.art.name(card) + (" (reversed)" if placed.reversed else "")
    px, words_px = max(13, int(15 * s)), max(13, int(13 * s))
    border = int(12 * s)   # the panel's, round the picture and its words
    pad = border - border // 2
    room = scene.geometry.area.height - 2 * (4 + pad)   # preview_rect's edge, top and bottom
    width = preview_width(surface.get_size())
    while True:   # narrower until picture and name stand between the bars (large text, a low window)
        full, caption, caption_h = _sized(scene, card, placed.reversed, name, width, px, s)
        spare = room - caption_h
        if full.get_height() <= spare or width <= MIN_PREVIEW_WIDTH:
            break
        width = max(MIN_PREVIEW_WIDTH, min(width - 1, int(width * spare / full.get_height())))
    size = surface.get_size()
    clear, rather = keep_clear(scene, card) + note_shown(scene, size), cards_in_sight(scene, card) + story_shown(scene, size)
    labels = list(scene.zone_labels.values())
    place = (scene.pointer, int(POINTER_GAP * s), clear, scene.card_rect(card), scene.geometry.area, rather)
    width = _clear_width(scene, card, name, width, px, s, pad, place, labels)
    full, caption, caption_h = _sized(scene, card, placed.reversed, name, width, px, s)
    box = preview_rect(size, place[0], full.get_size(), caption_h, *place[1:], pad=pad, labels=labels)
    image, words = _picture_and_words(scene, card, placed.reversed, full, words_px, width)
    theme.panel(surface, box.inflate(border, border), alpha=255, radius=10)   # solid: no label shows through its words
    picture = image.get_rect(midtop=(box.centerx, box.top))
    theme.shadow(surface, picture, 4)
    surface.blit(image, picture)
    y = picture.bottom + int(5 * s)
    for line in caption:
        theme.text(surface, line, (box.centerx, y), px, theme.ACCENT, "Semibold", "midtop")
        y += theme.font(px, "Semibold").get_linesize()
    for line in words:
        theme.text(surface, line, (box.centerx, y), words_px, theme.TEXT_DIM, anchor="midtop")
        y += theme.font(words_px).get_linesize()


def _sized(scene, card: str, reversed_: bool, name: str, width: int, px: int,
           s: float) -> tuple[pygame.Surface, list[str], int]:
    """The preview's picture ``width`` wide, its caption's lines and their height."""
    caption = caption_lines(name, px, width)
    return scene.app.sprites.face(card, width, reversed_), caption, caption_height(caption, px, s)


def caption_height(caption: list[str], px: int, s: float) -> int:
    """The height the caption's lines take under the picture, with their margin."""
    return len(caption) * theme.font(px, "Semibold").get_linesize() + int(10 * s)


def _clear_width(scene, card: str, name: str, width: int, px: int, s: float, pad: int, place: tuple,
                 labels: list[pygame.Rect]) -> int:
    """The preview's width: ``width`` where a place covers nothing to keep clear, no card
    and no Story; else, trying narrower down to half as wide again as the card on the
    table, the widest with such a place, or the one that covers least (a Tournament of
    Queens judge's preview at 1920x1080 and 200%, 449 px wide, had no free place, and lay
    over the Stage and the Story). Worked out once for a pointer's place, and kept by the
    table's view (``TableView.preview_width``) with what it was worked out from."""
    size = scene.app.screen.get_size()
    key = (card, name, width, px, pad, size, place[0], tuple(tuple(rect) for rect in place[2] + place[5] + labels))
    kept = scene.view.preview_width
    if kept[0] == key:
        return kept[1]
    least = max(MIN_PREVIEW_WIDTH, int(scene.card_rect(card).width * 1.5))
    best, tried = None, width
    while True:
        caption_h = caption_height(caption_lines(name, px, tried), px, s)
        covered = preview_place(size, place[0], card_size(tried), caption_h, *place[1:], pad=pad, labels=labels)[1]
        if best is None or covered[:2] < best[0][:2]:
            best = (covered, tried)
        if not any(covered[:2]) or tried <= least:
            break
        tried = max(least, int(tried * 0.85))
    scene.view.preview_width = (key, best[1])
    return best[1]


def caption_lines(name: str, px: int, width: int) -> list[str]:
    """The card's name under its picture, on a second line when it is too long for one
    ("The Hanged Man (reversed)" in a small window); cut short only past two lines."""
    lines = theme.wrap(name, px, width, "Semibold")
    if len(lines) > 2:
        lines = [lines[0], theme.ellipsize(" ".join(lines[1:]), px, width, "Semibold")]
    return [theme.ellipsize(line, px, width, "Semibold") for line in lines]


def _picture_and_words(scene, card: str, reversed_: bool, full: pygame.Surface, px: int,
                       width: int) -> tuple[pygame.Surface, list[str]]:
    """The keywords take their room from the picture, never from the table: the picture
    shrinks by their height, or, where it would grow too small, they are left out."""
    for most in range(KEYWORD_LINES, 0, -1):   # fewer whole keywords, rather than a picture too small
        words = keyword_lines(card, px, width, reversed_, most)
        if not words:
            return full, []
        room = len(words) * theme.font(px).get_linesize()
        smaller = int(width * (full.get_height() - room) / full.get_height())
        if smaller >= width * SMALLEST_PICTURE:
            return scene.app.sprites.face(card, smaller, reversed_), words
    return full, []
