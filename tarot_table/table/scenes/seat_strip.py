"""The strip over a network table: the table's code, each seat with its player's name,
whether they are connected (a filled dot) or away (a ring), who is a bot, whose turn it
is (outlined and marked "to play"), the last line of chat and the chat box, and Leave
(or Join again once the connection has ended). Once the connection has ended every dot
is a ring (nobody is known to be there), and a host gone is said beside the code."""
from __future__ import annotations

import pygame

from tarot_table.table import theme
from tarot_table.table.widgets import Button, row_of_buttons


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
    return name if seat.get("connected") else f"{name} (away)"


def seat_present(remote, index: int) -> bool:
    """Whether the seat's dot is filled: someone (or a bot) is there, as far as the host
    last said; nobody is known to be there once the connection has ended."""
    seat = remote.seats[index] if index < len(remote.seats) else {}
    return remote.connected and (index == remote.seat or bool(seat.get("connected")) or bool(seat.get("bot")))


def draw_seat_strip(scene, surface: pygame.Surface, rect: pygame.Rect) -> None:
    remote = scene.remote
    s = theme.ui_scale(surface.get_size())
    px = max(theme.MIN_TEXT_PX, int(15 * s))
    theme.panel(surface, rect, alpha=215, radius=8)
    x = rect.left + int(10 * s)
    gone = remote.host_gone
    code = theme.text(surface, f"Table {remote.code}" + (": host gone" if gone else ""), (x, rect.centery), px,
                      theme.WARN if gone else theme.ACCENT, "Semibold", "midleft")
    x = code.right + int(16 * s)
    to_act = remote.seat_to_act()
    chat_width = max(int(110 * s), min(int(260 * s), rect.width // 5))
    right_room = chat_width + int(110 * s)
    for index in range(len(remote.state.seats)):
        here = seat_present(remote, index)
        words = seat_words(remote, index) + ("  to play" if index == to_act else "")
        words = theme.ellipsize(words, px, max(40, rect.right - right_room - x - int(24 * s)))
        dot = (x + px // 2, rect.centery)
        pygame.draw.circle(surface, theme.GOOD if here else theme.TEXT_DIM, dot, px // 3,
                           width=0 if here else max(2, px // 8))
        colour = theme.HIGHLIGHT if index == to_act else (theme.TEXT if here else theme.TEXT_DIM)
        written = theme.text(surface, words, (x + px + int(4 * s), rect.centery), px, colour,
                             "Semibold" if index == to_act else "Regular", "midleft")
        if index == to_act:
            pygame.draw.rect(surface, theme.HIGHLIGHT, pygame.Rect(x - int(4 * s), rect.top + int(5 * s),
                             written.right - x + int(10 * s), rect.height - int(10 * s)), width=2, border_radius=6)
        x = written.right + int(20 * s)
        if x > rect.right - right_room:
            break
    _chat_and_buttons(scene, surface, rect, x, chat_width, s, px)


def _chat_and_buttons(scene, surface: pygame.Surface, rect: pygame.Rect, left: int, chat_width: int, s: float,
                      px: int) -> None:
    remote = scene.remote
    high = rect.height - int(10 * s)
    label, act = ("Leave", scene.ask_leave) if remote.connected else ("Join again", scene.join_again)
    button = row_of_buttons([(label, act)], 0, rect.top + int(5 * s), high, px)[0]
    button.rect.right = rect.right - int(6 * s)
    field = scene.chat_field
    width = max(int(110 * s), min(chat_width, button.rect.left - left - int(16 * s)))
    field.rect = pygame.Rect(button.rect.left - int(8 * s) - width, rect.top + int(5 * s), width, high)
    if remote.connected:
        field.draw(surface, px)
    if remote.chat and field.rect.left - left > 6 * px:
        name, words = remote.chat[-1]
        line = theme.ellipsize(f"{name}: {words}", px, field.rect.left - left - int(10 * s))
        theme.text(surface, line, (field.rect.left - int(10 * s), rect.centery), px, theme.TEXT_DIM,
                   anchor="midright")
    button.draw(surface)
    scene.strip_buttons: list[Button] = [button]
