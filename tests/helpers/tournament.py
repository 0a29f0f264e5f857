"""Tournament of Queens at every size: seats, the table's area, labels that collide."""
import pygame
from tests.helpers.tournament_positions import GAME, m, table
from tarot_table.games.base import Seat
from tarot_table.rng import Rng
from tarot_table.table import theme
from tarot_table.table.scenes import kept_table, over_table
from tarot_table.table.scenes.table_cards import badge_rect, draw_badge
from tests.helpers.table import draw_whole, table_frame


SPARE = [m("cups", rank) for rank in ("two", "three", "four", "five", "six", "seven", "eight", "nine",
                                      "ten", "page", "knight")]


def holding(players: int, count: int):
    """A position with the first seat holding ``count`` known cards."""
    return table(players, hands={0: SPARE[:count]}, seats=seats(players))


SIZES = [(1024, 700), (1920, 1080), (2560, 1440)]


NAMES = ["Anemone", "Bartholomew", "Coco", "Dolly", "Esmeralda", "Fifi"]   # two past the cut


def seats(players: int) -> list[Seat]:
    return [Seat(name, None if i == 0 else "quick") for i, name in enumerate(NAMES[:players])]


def bot_position(players: int, moves: int, seed: int = 5):
    """A position the quick bots reach from a deal of ``seed`` in ``moves`` moves."""
    state = GAME.new(seed, seats=seats(players))
    rng = Rng(seed)
    for _ in range(moves):
        seat = GAME.current_seat(state)
        if seat is None:
            break
        GAME.apply(state, GAME.bots["quick"](GAME, GAME.view(state, seat), rng))
    return state


def table_area(size, log_open=True) -> pygame.Rect:
    return table_frame(size, log_open)["table"]


class Drawn:
    """The labels and marks one frame draws, with their rectangles."""

    def __init__(self, monkeypatch):
        self.items: list[tuple[str, str, pygame.Rect]] = []
        self._in_mark = False
        text, badge = theme.text, draw_badge

        def recorded_text(surface, words, pos, px, *args, **kwargs):
            rect = text(surface, words, pos, px, *args, **kwargs)
            if not self._in_mark and words:
                self.items.append(("label", words, rect))
            return rect

        def recorded_badge(surface, words, centre, px, *args, **kwargs):
            self.items.append(("mark", words, badge_rect(words, centre, px)))
            self._in_mark = True
            try:
                badge(surface, words, centre, px, *args, **kwargs)
            finally:
                self._in_mark = False

        monkeypatch.setattr(theme, "text", recorded_text)
        for module in (kept_table, over_table):   # the marks of the table at rest and of cards over it
            monkeypatch.setattr(module, "draw_badge", recorded_badge)


def collisions(scene, drawn: Drawn, size) -> list[str]:
    frame = scene.frame(size)
    on_table = frame["table"].union(frame["choices"])
    room = pygame.Rect(0, frame["top"].bottom, frame["log"].left, frame["status"].top - frame["top"].bottom)
    items = [item for item in drawn.items if on_table.colliderect(item[2])]
    cards = [(placed.card, scene.card_rect(placed.card)) for _, _, placed, _ in scene.visible_cards()]
    shown = {words for kind, words, _ in items if kind == "label"}
    # a spot's short form (a name cut as far as keeps it apart, "Anem.") is said, not cut
    found = [f"label {spot.label!r} cut short" for spot in scene.geometry.layout.spots
             if spot.label and spot.label not in shown
             and (not spot.short_label or spot.short_label not in shown)]
    for i, (kind, words, rect) in enumerate(items):
        found += [f"{kind} {words!r} covers {other} {theirs!r}"
                  for other, theirs, their_rect in items[i + 1:] if rect.colliderect(their_rect)]
        if kind == "label":
            found += [f"label {words!r} under {card}" for card, card_rect in cards if card_rect.colliderect(rect)]
        if not room.contains(rect):
            found.append(f"{kind} {words!r} off the table")
    return found


def drawn_marks(app, monkeypatch) -> list[str]:
    """The marks a whole frame draws (a judge's, a card's), in the order drawn."""
    drawn = Drawn(monkeypatch)
    draw_whole(app)
    return [words for kind, words, _ in drawn.items if kind == "mark"]
