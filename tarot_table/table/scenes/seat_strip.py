"""The strip over a network table (or beside it, where the window is wide, each on a row
of its own; or beside the buttons under it, where a small window leaves it no other room
that keeps the cards' size: strips.py): the table's code (and where the others join it, at
a table this app hosts, where there is room), each seat with its player's name,
whether they are connected (a filled dot) or away (a ring), who is a bot, whose turn it
is (outlined and marked "to play"), the last line of chat and the chat box, and Leave
(or Join again once the connection has ended; Menu once the host has deleted the table).
Once the connection has ended every dot is a ring (nobody is known to be there), and a
host gone, or the table deleted by its host, is said beside the code."""
from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from tarot_table.table import theme
from tarot_table.table.scenes.strips import Strip
from tarot_table.table.widgets import Button, button_width, row_of_buttons


def seat_words(remote, index: int) -> str:
    """A seat as the strip names it: its player, and what kind of player sits there."""
    seat = remote.seats[index] if index < len(remote.seats) else {}
    name = seat.get("name") or remote.state.seats[index].name
    if index == remote.seat:
        return f"{name} (you)"
    if not remote.connected:   # what the host last said of the others is no longer known
        return name
    if seat.get("kind") == "open":
        return f"{name} (open)"
    if seat.get("kind") == "person" and seat.get("bot"):
        return f"{name} (away: a bot plays)"
    if seat.get("bot"):
        return f"{name} (bot)"
    if seat.get("connected"):
        return name
    return f"{name} (left)" if remote.finished else f"{name} (away)"   # nobody waits at a finished table


def seat_present(remote, index: int) -> bool:
    """Whether the seat's dot is filled: someone (or a bot) is there, as far as the host
    last said; nobody is known to be there once the connection has ended."""
    seat = remote.seats[index] if index < len(remote.seats) else {}
    return remote.connected and (index == remote.seat or bool(seat.get("connected")) or bool(seat.get("bot")))


TO_PLAY = "  to play"
STRIP_HIGH = 40   # the strip laid across above the table (at the bars' scale)
ROW_HIGH = 30     # a row of the strip in a column beside the table: the code, a seat, the last chat line
BOX_HIGH = 30     # the chat box and Leave
SMALLEST_NAMES = 0.7   # of the strip's type size: the pills' names are set no smaller before being cut
CHAT_WORDS = "Say something"   # the chat box's words while empty
GONE_SHORT, DELETED_SHORT = "Host gone", "Deleted"   # the code's shortest words once the connection has ended
LEAVE, JOIN_AGAIN, MENU = "Leave", "Join again", "Menu"   # the strip's button, connected, and after


def seat_strip(scene, s: float) -> Strip:
    """The strip as strips.py lays it (at the bars' scale ``s``): one line across above the
    table or beside the buttons under it, or in a column a row for the code, each seat and the last chat line, and the
    chat box with Leave under them."""
    tall = column_height(len(scene.remote.state.seats), s)
    return Strip("seats", int(STRIP_HIGH * s), lambda width: tall, tall, beside_buttons=one_line_least(scene, s))


def one_line_least(scene, s: float) -> int:
    """How wide the strip on one line must be to show every seat's pill whole (its names
    set as small as SMALLEST_NAMES allows, "to play" dropped: the outline stays) and its
    end in each of its forms: the chat box at its least and Leave while connected; once
    the connection has ended, the code's shortest words ("Host gone", "Deleted") and the
    button after them (the title over the table names the code otherwise)."""
    remote, px = scene.remote, max(theme.MIN_TEXT_PX, int(15 * s))
    names_px = max(theme.MIN_TEXT_PX, int(px * SMALLEST_NAMES))
    words = [seat_words(remote, index) for index in range(len(remote.state.seats))]
    code = theme.font(px, "Semibold").size
    ends = [int(80 * s) + int(8 * s) + button_width(LEAVE, px),
            code(GONE_SHORT)[0] + int(16 * s) + button_width(JOIN_AGAIN, px),
            code(DELETED_SHORT)[0] + int(16 * s) + button_width(MENU, px)]
    return int(10 * s) + _pills_width(words, int(10 * s), names_px, s) + max(ends) + int(6 * s)


def _pills_width(words: list[str], gap: int, px: int, s: float) -> int:
    """How wide the pills with ``words`` are set at ``px``, each followed by ``gap``."""
    return sum(px + int(4 * s) + theme.font(px, "Semibold").size(w)[0] + gap for w in words)


def column_height(seats: int, s: float) -> int:
    return 2 * int(10 * s) + (seats + 2) * int(ROW_HIGH * s) + int(BOX_HIGH * s)


def draw_seat_strip(scene, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The strip where strips.py laid it: on one line (``_draw_across``) or in a column
    (``_draw_column``), at the bars' scale."""
    s = scene.view.bar_scale(surface.get_size())
    px = max(theme.MIN_TEXT_PX, int(15 * s))
    theme.panel(surface, rect, alpha=215, radius=8)
    if rect.height > int(STRIP_HIGH * s):   # in a column, not on one line (across the table or beside its buttons)
        _draw_column(scene, surface, rect, s, px)
    else:
        _draw_across(scene, surface, rect, s, px)


def _draw_column(scene, surface: pygame.Surface, rect: pygame.Rect, s: float, px: int) -> None:
    """A row each for the code (the longest of its words that fits), each seat's pill (its
    name cut where too long for the column, "to play" after it where it fits) and the last
    line said; the chat box and Leave at the foot."""
    remote = scene.remote
    pad, row = int(10 * s), int(ROW_HIGH * s)
    left, width = rect.left + pad, rect.width - 2 * pad
    gone = remote.host_gone or remote.table_deleted
    choices = _code_words(scene, gone)
    code = next((words for words in choices if theme.font(px, "Semibold").size(words)[0] <= width), None)
    code = code or theme.ellipsize(choices[-1], px, width, "Semibold")
    y = rect.top + pad + row // 2
    theme.text(surface, code, (left, y), px, theme.WARN if gone else theme.ACCENT, "Semibold", "midleft")
    to_act = remote.seat_to_act()
    names_room = width - px - int(4 * s) - int(6 * s)
    for index in range(len(remote.state.seats)):
        y += row
        here, acting = seat_present(remote, index), index == to_act
        words = seat_words(remote, index)
        whole = words + TO_PLAY if acting else words
        weight = "Semibold" if acting else "Regular"
        shown = whole if theme.font(px, weight).size(whole)[0] <= names_room else \
            theme.ellipsize(words, px, names_room, weight)
        written = _pill(surface, shown, left + int(4 * s), y, here, acting, px, s)
        if acting:
            pygame.draw.rect(surface, theme.HIGHLIGHT, pygame.Rect(left, y - row // 2 + int(2 * s),
                             written.right - left + int(6 * s), row - int(4 * s)), width=2, border_radius=6)
    y += row
    box_top = rect.bottom - pad - int(BOX_HIGH * s)
    button = _leave_button(scene, box_top, int(BOX_HIGH * s), rect.right - pad, px)
    field = scene.chat_field
    field.rect = pygame.Rect(left, box_top, max(int(40 * s), button.rect.left - int(8 * s) - left), int(BOX_HIGH * s))
    field.placeholder = CHAT_WORDS if theme.font(px).size(CHAT_WORDS)[0] + int(20 * s) <= field.rect.width else "Say…"
    if remote.connected:
        field.draw(surface, px)
    if remote.chat:
        name, said = remote.chat[-1]
        theme.text(surface, theme.ellipsize(f"{name}: {said}", px, width), (left, y), px, theme.TEXT_DIM,
                   anchor="midleft")
    button.draw(surface)
    scene.strip_buttons: list[Button] = [button]


def _pill(surface: pygame.Surface, words: str, x: int, y: int, here: bool, acting: bool, px: int,
          s: float) -> pygame.Rect:
    """A seat's dot (filled where someone is there, a ring where not) and its words, from
    ``x`` on the line through ``y``; where the words were written."""
    pygame.draw.circle(surface, theme.GOOD if here else theme.TEXT_DIM, (x + px // 2, y), px // 3,
                       width=0 if here else max(2, px // 8))
    colour = theme.HIGHLIGHT if acting else (theme.TEXT if here else theme.TEXT_DIM)
    return theme.text(surface, words, (x + px + int(4 * s), y), px, colour, "Semibold" if acting else "Regular",
                      "midleft")


def _draw_across(scene, surface: pygame.Surface, rect: pygame.Rect, s: float, px: int) -> None:
    """The code, every seat's pill, the chat and Leave on one line. Where they do not fit
    (large text in a small window) the chat box narrows first, then the pill of the seat
    to play drops its "to play" (its outline stays), then the code gives way (the title
    over the table names it) and the pills close up, then the names are set smaller (to
    SMALLEST_NAMES of the strip's size), then cut alike: every seat keeps its pill in
    sight, none under the chat box."""
    remote = scene.remote
    button = _leave_button(scene, rect.top + int(5 * s), rect.height - int(10 * s), rect.right - int(6 * s), px)
    to_act = remote.seat_to_act()
    seats = [(seat_words(remote, i), seat_present(remote, i), i == to_act) for i in range(len(remote.state.seats))]
    gone = remote.host_gone or remote.table_deleted   # said beside the code (``_code_words``)
    start = rect.left + int(10 * s)
    whole = [w + (TO_PLAY if acting else "") for w, _, acting in seats]
    for code_words in _code_words(scene, gone):   # with where the others join, where it fits whole
        code_w = theme.font(px, "Semibold").size(code_words)[0] + int(16 * s)
        fit = _fitted(seats, start, code_w, button.rect.left - int(8 * s), rect.width, px, s, keep_code=gone,
                      chat_box=remote.connected)
        if fit.code and fit.words == whole and fit.px == px:
            break
    x = start
    if fit.code:
        theme.text(surface, code_words, (start, rect.centery), px, theme.WARN if gone else theme.ACCENT,
                   "Semibold", "midleft")
        x += code_w
    names_px = fit.px
    for (_, here, acting), shown in zip(seats, fit.words):
        written = _pill(surface, shown, x, rect.centery, here, acting, names_px, s)
        if acting:
            pygame.draw.rect(surface, theme.HIGHLIGHT, pygame.Rect(x - int(4 * s), rect.top + int(5 * s),
                             written.right - x + int(10 * s), rect.height - int(10 * s)), width=2, border_radius=6)
        x = written.right + fit.gap
    _chat(scene, surface, rect, x, button, fit.chat, s, px)
    button.draw(surface)
    scene.strip_buttons: list[Button] = [button]


def _code_words(scene, gone: bool) -> list[str]:
    """The strip's first words, longest first: at a table this app hosts, where the
    others join it ("Table ABC123 at 192.168.1.20:8765"), then the code alone; with the
    host gone, that it has gone (or that it deleted the table), with the code where there
    is room."""
    code = f"Table {scene.remote.code}"
    if gone and scene.remote.table_deleted:
        return [code + ": deleted by its host", code + ": deleted", DELETED_SHORT]
    if gone:
        return [code + ": host gone", GONE_SHORT]
    return [f"{code} at {scene.others_join_at}", code] if scene.others_join_at else [code]


@dataclass
class StripFit:
    code: bool        # the table's code shown at the strip's start
    words: list[str]  # each pill's words
    gap: int          # after each pill
    chat: int         # the chat box's width
    px: int           # the pills' type size


def _fitted(seats, start: int, code_w: int, end: int, strip_w: int, px: int, s: float,
            keep_code: bool, chat_box: bool = True) -> StripFit:
    """The strip's parts fitted between ``start`` and ``end`` (Leave), giving way in
    the order ``draw_seat_strip`` tells. With no ``chat_box`` (the connection has
    ended: nothing can be said) its room goes to the names."""
    def widths(words: list[str], gap: int, size: int = px) -> int:
        return _pills_width(words, gap, size, s)

    most = max(int(110 * s), min(int(260 * s), strip_w // 5)) if chat_box else 0
    least = min(most, int(80 * s))   # "Say…": typing still shows what is typed
    stages = [(True, True, int(20 * s)), (True, False, int(20 * s)), (keep_code, False, int(10 * s))]
    for code, to_play, gap in stages:
        words = [w + (TO_PLAY if acting and to_play else "") for w, _, acting in seats]
        room = end - start - (code_w if code else 0)
        chat = max(least, min(most, room - widths(words, gap)))
        if widths(words, gap) <= room - chat:
            return StripFit(code, words, gap, chat, px)
    smaller = _smaller_fitting(lambda size: widths(words, gap, size) <= room - chat, px)
    if smaller is not None:
        return StripFit(code, words, gap, chat, smaller)
    px = max(theme.MIN_TEXT_PX, int(px * SMALLEST_NAMES))
    words = _told_apart(words)
    overflow = widths(words, gap, px) - (room - chat)
    if overflow <= 0:
        return StripFit(code, words, gap, chat, px)
    names_room = sum(theme.font(px, "Semibold").size(w)[0] for w in words) - overflow
    shares = _shared(words, max(0, names_room), px)
    least = _telling_widths(words, px)   # a pill is never cut so short as to read like another
    chat -= sum(max(0, need - each) for need, each in zip(least, shares))
    cut = [theme.ellipsize(w, px, max(each, need), "Semibold") for w, each, need in zip(words, shares, least)]
    return StripFit(code, cut, gap, max(int(40 * s), chat) if chat_box else 0, px)


def _smaller_fitting(fits, px: int) -> int | None:
    """The largest type size under ``px``, down to SMALLEST_NAMES of it, at which ``fits``."""
    least = max(theme.MIN_TEXT_PX, int(px * SMALLEST_NAMES))
    return next((size for size in range(px - 1, least - 1, -1) if fits(size)), None)


def _telling_widths(words: list[str], px: int) -> list[int]:
    """How wide each of ``words`` must stay, cut, to read unlike every other: its
    beginning up to the first letter no other shares there, and "…"."""
    def alike(a: str, b: str) -> int:
        return next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    f = theme.font(px, "Semibold")
    return [f.size(w[:1 + max((alike(w, o) for j, o in enumerate(words) if j != i), default=0)] + "…")[0]
            for i, w in enumerate(words)]


def _told_apart(words: list[str]) -> list[str]:
    """Names about to be cut keep what tells them apart: a first word that several pills
    begin with, before a number, shrinks to its initial ("Player 3 (bot)" becomes
    "P3 (bot)"), so a cut end leaves "P3 (b…", not "Pla…" on every pill alike."""
    firsts = [w.split(" ", 1)[0] for w in words]
    shared = {first for first in firsts if firsts.count(first) > 1}
    return [re.sub(r"^(\w)\w* (\d+)", r"\1\2", w) if first in shared else w for w, first in zip(words, firsts)]


def _shared(words: list[str], room: int, px: int) -> list[int]:
    """``room`` shared among ``words``: the short ones keep their width, the long ones
    are cut alike (as water finds its level)."""
    widths = sorted((theme.font(px, "Semibold").size(w)[0], i) for i, w in enumerate(words))
    given = [0] * len(words)
    left, count = room, len(words)
    for width, i in widths:
        share = left // count
        given[i] = min(width, share)
        left -= given[i]
        count -= 1
    return given


def _leave_button(scene, top: int, height: int, right: int, px: int) -> Button:
    remote = scene.remote
    label, act = (LEAVE, scene.ask_leave) if remote.connected else \
        (MENU, scene.to_menu) if remote.table_deleted else (JOIN_AGAIN, scene.join_again)
    button = row_of_buttons([(label, act)], 0, top, height, px)[0]
    button.rect.right = right
    return button


def _chat(scene, surface: pygame.Surface, rect: pygame.Rect, left: int, button: Button, width: int, s: float,
          px: int) -> None:
    """The chat box left of Leave, and the last line said left of it where there is room."""
    remote = scene.remote
    field = scene.chat_field
    field.rect = pygame.Rect(button.rect.left - int(8 * s) - width, rect.top + int(5 * s), width,
                             rect.height - int(10 * s))
    field.placeholder = CHAT_WORDS if theme.font(px).size(CHAT_WORDS)[0] + int(20 * s) <= width else "Say…"
    if remote.connected:
        field.draw(surface, px)
    if remote.chat and field.rect.left - left > 6 * px:
        name, words = remote.chat[-1]
        line = theme.ellipsize(f"{name}: {words}", px, field.rect.left - left - int(10 * s))
        theme.text(surface, line, (field.rect.left - int(10 * s), rect.centery), px, theme.TEXT_DIM,
                   anchor="midright")
