"""Settings: which deck and back, how fast cards move, fullscreen."""
from __future__ import annotations

import pygame

from tarot_table.decks.art import DRAWN_ID
from tarot_table.decks.discovery import deck_choices, read_deck
from tarot_table.settings import ANIMATION_SPEEDS, VOLUMES, save_settings
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene
from tarot_table.table.widgets import row_of_buttons


class SettingsScene(PageScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.decks = deck_choices()   # read from deck.toml alone: a deck is checked when chosen
        self.refused = ""

    def _set(self, key: str, value) -> None:
        setattr(self.app.settings, key, value)
        if key in ("deck", "card_back"):
            if key == "deck":
                self.app.settings.card_back = ""
            self.app.load_deck()
            if key == "deck":
                self._say_if_refused(value)
        if key in ("sound", "volume"):
            self.app.sounds.play("lay")   # a sample of how loud the cards will be
        if key == "fullscreen" and value != self.app.fullscreen:
            self.app.toggle_fullscreen()
        try:
            save_settings(self.app.settings)
        except OSError:
            pass

    def _say_if_refused(self, chosen: str) -> None:
        """A deck offered from its deck.toml alone may fail its check when chosen: it
        leaves the choices, and the page says why."""
        in_use = self.app.art.deck.id if self.app.art.deck else DRAWN_ID
        self.refused = ""
        for deck in [d for d in self.decks if d.id == chosen and chosen != in_use]:
            self.decks.remove(deck)
            self.refused = f"{deck.name} cannot be used: {read_deck(deck.path).problem}. Decks lists every deck."

    def open_about(self) -> None:
        self.app.go("about", back_to="settings")

    def draw(self, surface: pygame.Surface) -> None:
        s = theme.ui_scale(surface.get_size())
        y = self.heading(surface, "Settings")
        left = int(50 * s)
        old = self.buttons
        self.buttons = []
        current = self.app.art.deck.id if self.app.art.deck else ""
        rows = [
            ("Cards", [(d.name, "deck", d.id) for d in self.decks] + [("Drawn deck", "deck", DRAWN_ID)],
             current or DRAWN_ID),
        ]
        # the row stays when the deck has no back to choose, so nothing below it moves
        # from under the pointer (a choice of deck would otherwise shift Back up)
        backs = self.app.art.deck.backs if self.app.art.deck else []
        rows.append(("Card back", [(b.capitalize(), "card_back", b) for b in backs], self.app.art.back_name))
        rows.append(("Animation", [(a.capitalize(), "animation", a) for a in ANIMATION_SPEEDS],
                     self.app.settings.animation))
        rows.append(("Reversed cards in readings", [("Off", "reversals", False), ("On", "reversals", True)],
                     self.app.settings.reversals))
        rows.append(("Card preview when the pointer rests on a card",
                     [("Off", "hover_preview", False), ("On", "hover_preview", True)],
                     self.app.settings.hover_preview))
        rows.append(("Sound (M at the table)", [("Off", "sound", False), ("On", "sound", True)]
                     + [(v.capitalize(), "volume", v) for v in VOLUMES],
                     {"sound": self.app.settings.sound, "volume": self.app.settings.volume}))
        rows.append(("Still winnable? A solitaire's status bar says whether the game can still be won",
                     [("Off", "still_winnable", False), ("On", "still_winnable", True)],
                     self.app.settings.still_winnable))
        rows.append(("Fullscreen (F11)", [("Off", "fullscreen", False), ("On", "fullscreen", True)],
                     self.app.fullscreen))
        # rows close up (to a title and its buttons) when the window is too short for them all
        room = surface.get_height() - y - int(70 * s)
        spacing = max(int(76 * s), min(int(92 * s), room // len(rows)))
        for title, choices, chosen in rows:
            theme.text(surface, title, (left, y), int(20 * s), theme.ACCENT, "Semibold")
            if not choices:
                only = "The drawn deck has one back." if not self.app.art.deck else "This deck has no backs to choose."
                theme.text(surface, only, (left, y + int(32 * s) + int(19 * s)),
                           int(16 * s), theme.TEXT_DIM, anchor="midleft")
            row = row_of_buttons([(label, lambda k=key, v=value: self._set(k, v)) for label, key, value in choices],
                                 left, y + int(32 * s), int(38 * s), int(16 * s))
            for button, (_, key, value) in zip(row, choices):
                button.selected = (chosen.get(key) if isinstance(chosen, dict) else chosen) == value
            self.buttons += row
            y += spacing
        warning = " ".join(filter(None, (self.app.settings.problem, self.refused)))
        if warning:
            theme.text_block(surface, warning,
                             pygame.Rect(left, y, surface.get_width() - 2 * left, int(60 * s)), int(15 * s), theme.WARN)
            y += int(60 * s)
        self.buttons += row_of_buttons([("Back", self.back), ("About", self.open_about)], left, y + int(10 * s),
                                       int(44 * s), int(18 * s), min_width=int(120 * s))
        self.keep_focus(old)
        for b in self.buttons:
            b.draw(surface)
