"""Statistics per game and option set, with a chart of results over time."""
from __future__ import annotations

import pygame

from tarot_table.statistics import load_stats
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import Button, row_of_buttons

COLUMNS = ("Game and options", "Played", "Won", "Lost", "Win %", "Streak", "Best", "Time", "Assisted")


class StatsScene(PageScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.records, self.problem = load_stats()
        if self.problem:
            self.problem += (" It is kept as it is; the next game you finish moves it aside"
                             + (" and carries on from this copy." if self.records else " and starts a new file."))
        self.selected = next(iter(self.records), "")

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        y = self.heading(surface, "Statistics")
        left = int(50 * s)
        old = self.buttons
        self.buttons = []
        if self.problem:
            theme.text_block(surface, self.problem, pygame.Rect(left, y, w - 2 * left, int(60 * s)),
                             int(16 * s), theme.WARN)
            y += int(60 * s)
        if not self.records:
            theme.text(surface, "No finished games yet. Results appear here when a game ends.",
                       (left, y), int(18 * s), theme.TEXT_DIM)
        xs = [left, left + int(430 * s)] + [left + int(430 * s) + int(i * 84 * s) for i in range(1, 8)]
        for x, title in zip(xs, COLUMNS if self.records else ()):   # no table: its heads would cross the note
            theme.text(surface, title, (x, y), int(15 * s), theme.ACCENT, "Semibold")
        y += int(30 * s)
        for key, record in self.records.items():
            rect = pygame.Rect(left - int(8 * s), y - int(4 * s), xs[-1] + int(110 * s) - left, int(32 * s))
            button = Button(rect, key, lambda k=key: setattr(self, "selected", k),
                            paint=lambda surface, b, k=key: self._row_back(surface, b, k))
            self.buttons.append(button)
            button.draw(surface)
            rate = f"{100 * record.won / record.played:.0f}" if record.played else "-"
            minutes = int(record.seconds // 60)
            values = (theme.ellipsize(_title(key), int(15 * s), xs[1] - xs[0] - int(12 * s)), record.played, record.won, record.lost, rate, record.streak, record.best_streak,
                      f"{minutes // 60}h {minutes % 60:02d}m", _assisted(record))
            for x, value in zip(xs, values):
                theme.text(surface, str(value), (x, y), int(15 * s))
            y += int(34 * s)
            if y > h * 0.55:
                break
        if self.selected in self.records:
            self._chart(surface, pygame.Rect(left, int(h * 0.6), w - 2 * left, int(h * 0.25)), s)
        bottom_row = row_of_buttons([("Back", self.back),
                                     ("Finished games", lambda: self.app.go("finished-games", "statistics"))],
                                    left, h - int(64 * s), int(44 * s), int(18 * s), min_width=int(120 * s))
        self.buttons += bottom_row
        self.keep_focus(old)
        for b in bottom_row:
            b.draw(surface)

    def _row_back(self, surface: pygame.Surface, button: Button, key: str) -> None:
        if key == self.selected or button.hovered:
            pygame.draw.rect(surface, theme.BUTTON_HOVER if key == self.selected else theme.BUTTON,
                             button.rect, border_radius=6)

    def _chart(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        """One bar per game (up for a win, down for a loss) and the running win rate."""
        record = self.records[self.selected]
        theme.panel(surface, area, alpha=200)
        title = theme.ellipsize(f"Results over time: {_title(self.selected)}", int(16 * s),
                                area.width - int(180 * s), "Semibold")   # clear of the rate's label at the right
        theme.text(surface, title, (area.x + int(12 * s), area.y + int(8 * s)), int(16 * s), theme.ACCENT, "Semibold")
        history = record.history[-120:]
        if not history:
            return
        inner = area.inflate(-int(30 * s), -int(60 * s)).move(0, int(14 * s))
        mid = inner.centery
        step = inner.width / max(30, len(history))   # a few games stay a few narrow bars
        wins = 0
        points = []
        for i, (_, won) in enumerate(history):
            x = inner.x + i * step
            bar = pygame.Rect(int(x), mid - (inner.height // 3 if won else 0), max(2, int(step * 0.7)), inner.height // 3)
            pygame.draw.rect(surface, theme.GOOD if won else theme.WARN, bar, border_radius=2)
            wins += won
            points.append((int(x + step / 2), inner.bottom - int(inner.height * wins / (i + 1))))
        if len(points) > 1:
            pygame.draw.lines(surface, theme.ACCENT, False, points, 2)
        theme.text(surface, "running win rate", (inner.right, inner.top - int(4 * s)), int(13 * s),
                   theme.ACCENT, anchor="bottomright")


def _assisted(record) -> str:
    """Games Autoplay helped to finish, kept out of the player's counts: "3 (2 won)"."""
    return f"{record.assisted} ({record.assisted_won} won)" if record.assisted else "-"


def _title(key: str) -> str:
    """"queens-of-fate (rules=reiser)" as "Queens of Fate (Rule set: Reiser)", each option
    and choice named as the new-game page names it; one the game no longer offers as written."""
    from tarot_table.games import GAMES, GameLoadError
    game_id, _, rest = key.partition(" ")
    if game_id not in GAMES:
        return key
    try:
        game = GAMES[game_id]
    except GameLoadError:   # its options cannot be named: as written
        return key
    specs = {spec.key: spec for spec in game.options}
    shown = []
    for pair in filter(None, rest.strip("()").split(", ")):
        option, _, value = pair.partition("=")
        spec = specs.get(option)
        shown.append(f"{spec.label}: {spec.label_of(value)}" if spec else pair)
    return f"{game.title} ({', '.join(shown)})" if shown else game.title
