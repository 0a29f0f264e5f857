"""Fate's side across the top, the five paths running down toward the querent,
the querent's side along the bottom. Each side's deck and discards flank its hand."""
from __future__ import annotations

from tarot_table.layout import CARD_RATIO, Layout, Spot, own_hand

H = CARD_RATIO
PATH_STEP = 0.32
QUERENT_FAN = 1.05   # the tarot hand side by side: a card's name runs across its whole foot
PATHS = tuple(f"path{i}" for i in range(1, 6))   # the five paths' zones, left to right


def tempting_layout(game, state) -> Layout:
    roles = state.data["roles"]
    fate, querent = hand_label(state, roles["fate"]), hand_label(state, roles["querent"])
    tokens_out = sum(state.data["tokens"].values())
    top, bottom = 0.3, 0.3 + H + 0.55 + H + 5 * PATH_STEP + 0.55
    paths_y = top + H + 0.55
    spots = [
        Spot("fate_deck", "Zener deck", 0.3, top, count=True),
        Spot("fate_hand", f"{fate} · Fate", 1.9, top, fan=(0.75, 0)),
        Spot("fate_discard", "Discards", 6.9, top, count=True),
        # a card's width and more from the Discards: their labels ran together ("DiscardsBank · 0 out")
        Spot("bank", f"Bank · {tokens_out} out", 8.8, top,
             help="Drag a card holding tokens here to take one off."),
    ]
    for i, path in enumerate(PATHS):
        spots.append(Spot(path, f"Path {i + 1}", 1.4 + i * 1.5, paths_y, fan=(0, PATH_STEP)))
    spots += [
        Spot("tarot_deck", "Tarot deck", 0.3, bottom, count=True),
        Spot("querent_hand", f"{querent} · querent", 1.9, bottom, fan=(QUERENT_FAN, 0)),
        Spot("tarot_discard", "Discards", 1.9 + 4 * QUERENT_FAN + 1.3, bottom, count=True),
    ]
    return Layout(10.1, bottom + H + 0.2, tuple(spots))


def hand_label(state, seat: int) -> str:
    """"Your hand" for the one person at this screen (a network table's seat, or a person
    with a bot); the player's name when two share the screen."""
    return "Your hand" if own_hand(state, seat) else state.seats[seat].name
