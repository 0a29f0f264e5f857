"""Setting up a new game: options, seats and an optional deal number."""
from __future__ import annotations

import time

import pygame

from tarot_table.games.base import BadOptions, Game, Seat
from tarot_table.session import Session
from tarot_table.settings import with_preferences
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import TextField, row_of_buttons


class NewGameScene(PageScene):
    def __init__(self, app, game: Game) -> None:
        super().__init__(app)
        self.game = game
        self.options = with_preferences({o.key: o.default for o in game.options}, game.options, app.settings)
        self.players = game.min_players
        self.seats = game.default_seats(game.max_players)
        self.name_fields = [TextField(pygame.Rect(0, 0, 10, 10), s.name) for s in self.seats]
        self.deal_field = TextField(pygame.Rect(0, 0, 10, 10), digits_only=True, placeholder="random",
                                    max_length=12)
        self.error = ""

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.ui_scale((w, h))
        y = self.heading(surface, f"New game: {self.game.title}", self.game.tagline)
        old = self.buttons
        self.buttons = []
        left = int(50 * s)
        width = min(int(900 * s), w - 2 * left)
        for spec in self.game.options:
            if spec.hidden:
                continue
            theme.text(surface, spec.label, (left, y), int(20 * s), theme.ACCENT, "Semibold")
            y += int(30 * s)
            used = theme.text_block(surface, spec.help, pygame.Rect(left, y, width, int(60 * s)),
                                    int(15 * s), theme.TEXT_DIM)
            y += used + int(6 * s)
            row = row_of_buttons([(c.replace("-", " ").capitalize(),
                                   lambda k=spec.key, c=c: self.options.__setitem__(k, c))
                                  for c in spec.choices], left, y, int(36 * s), int(16 * s))
            for button, choice in zip(row, spec.choices):
                button.selected = self.options[spec.key] == choice
            self.buttons += row
            y += int(52 * s)
        if self.game.max_players > 1:
            y = self._seat_rows(surface, left, y, s)
        theme.text(surface, "Deal number", (left, y), int(20 * s), theme.ACCENT, "Semibold")
        theme.text(surface, "Leave empty for a fresh shuffle; type a number to replay a deal.",
                   (left, y + int(30 * s)), int(15 * s), theme.TEXT_DIM)
        self.deal_field.rect = pygame.Rect(left, y + int(56 * s), int(200 * s), int(38 * s))
        self.deal_field.draw(surface, int(17 * s))
        self.fields = [self.deal_field] + self.name_fields[: self.players]
        y += int(120 * s)
        if self.error:
            theme.text(surface, self.error, (left, y - int(16 * s)), int(16 * s), theme.WARN)
        self.buttons += row_of_buttons([("Start", self.start), ("Rules", self.rules), ("Back", self.back)],
                                       left, y + int(8 * s), int(44 * s), int(18 * s), min_width=int(120 * s))
        self.keep_focus(old)
        for b in self.buttons:
            b.draw(surface)

    def _seat_rows(self, surface: pygame.Surface, left: int, y: int, s: float) -> int:
        game = self.game
        theme.text(surface, "Players", (left, y), int(20 * s), theme.ACCENT, "Semibold")
        counts = row_of_buttons([(str(n), lambda n=n: setattr(self, "players", n))
                                 for n in range(game.min_players, game.max_players + 1)],
                                left + int(120 * s), y - int(4 * s), int(32 * s), int(16 * s))
        for button in counts:
            button.selected = button.label == str(self.players)
        self.buttons += counts
        y += int(40 * s)
        for i in range(self.players):
            seat, field = self.seats[i], self.name_fields[i]
            field.rect = pygame.Rect(left, y, int(200 * s), int(36 * s))
            field.draw(surface, int(16 * s))
            kinds = [("Human", None)] + [(f"Bot: {name}", name) for name in game.bots]
            row = row_of_buttons([(label, lambda i=i, b=bot: setattr(self.seats[i], "bot", b))
                                  for label, bot in kinds], left + int(214 * s), y, int(36 * s), int(15 * s))
            for button, (_, bot) in zip(row, kinds):
                button.selected = seat.bot == bot
            self.buttons += row
            y += int(46 * s)
        return y + int(10 * s)

    def start(self) -> None:
        from tarot_table.table.scenes.table import TableScene
        seed = int(self.deal_field.value) if self.deal_field.value else int(time.time() * 1000) % 1_000_000_000
        seats = [Seat(self.name_fields[i].value.strip() or self.seats[i].name, self.seats[i].bot)
                 for i in range(self.players)]
        try:
            session = Session.start(self.game, seed, self.options, seats)
        except BadOptions as err:
            self.error = str(err)
            return
        self.app.switch(TableScene(self.app, session))

    def rules(self) -> None:
        from tarot_table.table.scenes.rulebook import RulesScene
        self.app.push(RulesScene(self.app, self.game))
