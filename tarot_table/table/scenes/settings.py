"""Settings: which deck and back, the text and card size, high contrast, how cards move,
sound, fullscreen."""
from __future__ import annotations

import pygame

from tarot_table.decks.art import DRAWN_ID
from tarot_table.decks.discovery import deck_choices, read_deck, shared_ids
from tarot_table.settings import ANIMATION_SPEEDS, TEXT_SIZES, VOLUMES, save_settings
from tarot_table.table import theme
from tarot_table.table.scenes.common import PageScene, two_columns
from tarot_table.table.widgets import Button, button_width, in_sight, row_of_buttons, wrapped_buttons

ROW_GAP = 24         # between one setting and the next, at the 1280x800 design size
TIGHT_ROW_GAP = 14   # where the window's shape leaves less height than that needs (1920x1080 has 800 of it; 1024x700 875)


class SettingsScene(PageScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.decks, self.claimed_twice = self._offered()
        self.refused = ""
        self.max_scroll = 0
        self.choices: dict[tuple[str, object], Button] = {}   # each choice's button, as last drawn
        self.every_button: list[Button] = []   # scrolled out of sight too: the keyboard goes through them all
        self.footer_buttons: list[Button] = []
        self.rows_view = pygame.Rect(0, 0, 0, 0)   # where the settings scroll, as last drawn
        self.tight_sizes: set[tuple[int, int]] = set()   # window sizes whose settings fit only drawn closer together
        self.scales: dict[tuple[tuple[int, int], float, bool], float] = {}   # the page's scale, as ``scale`` decides

    def focusable(self) -> list:
        return self.every_button

    def bring_into_view(self, item) -> None:
        if item not in self.footer_buttons:
            self.scroll_to_show(item.rect, self.rows_view)

    def _offered(self):
        """The decks to choose from, read from deck.toml alone (a deck is checked when
        chosen), and the words for the ids more than one deck claims: those decks are
        told apart and picked on the Decks page, and only the one in use is offered here."""
        in_use = self.app.art.deck.path if self.app.art.deck else None
        listed = deck_choices()
        shared = shared_ids(listed)
        offered = [deck for deck in listed if deck.id not in shared or deck.path == in_use]
        unoffered = sorted(shared - {deck.id for deck in offered})
        if not unoffered:
            return offered, ""
        ids = f"the id {unoffered[0]}" if len(unoffered) == 1 else f"each of the ids {', '.join(unoffered)}"
        return offered, f"More than one deck has {ids}: pick one on the Decks page."

    def _set(self, key: str, value) -> None:
        settings = self.app.settings
        kept = (settings.deck, settings.deck_folder, settings.card_back)
        setattr(settings, key, value)
        if key in ("deck", "card_back"):
            if key == "deck":
                settings.card_back = ""
                settings.deck_folder = next((str(d.path) for d in self.decks if d.id == value), "")
            self.app.load_deck()
            if key == "deck" and self._say_if_refused(value):
                settings.deck, settings.deck_folder, settings.card_back = kept   # the deck in use stays
                self.app.load_deck()
        if key in ("sound", "volume"):
            self.app.sounds.play("lay")   # a sample of how loud the cards will be
        if key in ("text_size", "high_contrast"):
            self.app.apply_look()
        if key == "speech":
            self.app.speech.say("Speech on." if value else "")
        if key == "fullscreen" and value != self.app.fullscreen:
            self.app.toggle_fullscreen()
        try:
            save_settings(self.app.settings)
        except OSError:
            pass

    def _say_if_refused(self, chosen: str) -> bool:
        """A deck offered from its deck.toml alone may fail its check when chosen: it
        leaves the choices, and the page says why (and whether it did)."""
        in_use = self.app.art.deck.id if self.app.art.deck else DRAWN_ID
        self.refused = ""
        for deck in [d for d in self.decks if d.id == chosen and chosen != in_use]:
            self.decks.remove(deck)
            self.refused = f"{deck.name} cannot be used: {read_deck(deck.path).problem}. Decks lists every deck."
        return bool(self.refused)

    def open_about(self) -> None:
        self.app.go("about", back_to="settings")

    def handle(self, event: pygame.event.Event) -> None:
        super().handle(event)
        self.scroll = min(self.scroll, self.max_scroll)

    def _rows(self) -> list[tuple[str, list[tuple[str, str, object]], object]]:
        """Each setting: its title, its choices (label, key, value) and what is chosen."""
        settings = self.app.settings
        current = self.app.art.deck.id if self.app.art.deck else ""
        # the row stays when the deck has no back to choose, so nothing below it moves
        # from under the pointer (a choice of deck would otherwise shift Back up)
        backs = self.app.art.deck.backs if self.app.art.deck else []
        return [
            ("Cards", [(d.name, "deck", d.id) for d in self.decks] + [("Drawn deck", "deck", DRAWN_ID)],
             current or DRAWN_ID),
            ("Card back", [(b.capitalize(), "card_back", b) for b in backs], self.app.art.back_name),
            ("Text and card size", [(f"{size}%", "text_size", size) for size in TEXT_SIZES], settings.text_size),
            ("High contrast", [("Off", "high_contrast", False), ("On", "high_contrast", True)],
             settings.high_contrast),
            ("Animation", [(a.capitalize(), "animation", a) for a in ANIMATION_SPEEDS], settings.animation),
            ("Reduced motion: moves shown at once, nothing fades or slides",
             [("Off", "reduced_motion", False), ("On", "reduced_motion", True)], settings.reduced_motion),
            ("Reversed cards in readings", [("Off", "reversals", False), ("On", "reversals", True)],
             settings.reversals),
            ("Card preview when the pointer rests on a card",
             [("Off", "hover_preview", False), ("On", "hover_preview", True)], settings.hover_preview),
            ("Sound (M at the table)", [("Off", "sound", False), ("On", "sound", True)], settings.sound),
            ("Volume of the sounds", [(v.capitalize(), "volume", v) for v in VOLUMES], settings.volume),
            ("Speech: the focus, each move and the status line read aloud (F2 anywhere)",
             [("Off", "speech", False), ("On", "speech", True)], settings.speech),
            ("Still winnable? A solitaire's status bar says whether the game can still be won",
             [("Off", "still_winnable", False), ("On", "still_winnable", True)], settings.still_winnable),
            ("Coaching notes in your first games of each table",
             [("Off", "coaching", False), ("On", "coaching", True)], settings.coaching),
            ("Fullscreen (F11)", [("Off", "fullscreen", False), ("On", "fullscreen", True)], self.app.fullscreen),
        ]

    def draw(self, surface: pygame.Surface) -> None:
        """The settings scroll under the heading, in two columns where the window is wide
        enough; Back and About stay in a footer always in sight."""
        w, h = surface.get_size()
        speech_problem = self.app.speech.problem if self.app.settings.speech else ""
        warning = " ".join(filter(None, (self.app.settings.problem, self.refused, self.claimed_twice, speech_problem)))
        s = self.scale(surface, bool(warning))
        top = self.heading(surface, "Settings", body_scale=s)
        left = int(50 * s)
        old = self.every_button
        self.buttons, self.choices = [], {}
        footer = self._footer_top(h, s, bool(warning))
        view = self.rows_view = pygame.Rect(0, top, w, footer - top)
        surface.set_clip(view)
        gap = int((TIGHT_ROW_GAP if (w, h) in self.tight_sizes else ROW_GAP) * s)
        bottom = self._draw_rows(surface, left, top - self.scroll, w - left, s, gap)
        surface.set_clip(None)
        if bottom + self.scroll > footer and (w, h) not in self.tight_sizes:
            self.tight_sizes.add((w, h))   # drawn again, once for this size, closer together
            self.buttons, self.choices = [], {}
            return self.draw(surface)
        self.max_scroll = max(0, bottom + self.scroll - footer)
        if self.scroll > self.max_scroll:   # less to scroll than before (a smaller text size): drawn from
            self.scroll = self.max_scroll   # where it may be scrolled to, not past its top (play-test P13)
            self.buttons, self.choices = [], {}
            return self.draw(surface)
        every_choice = self.buttons
        self.buttons = in_sight(self.buttons, view)
        pygame.draw.line(surface, theme.PANEL_EDGE, (0, footer), (w, footer))
        if warning:
            theme.text_block(surface, warning, pygame.Rect(left, footer + int(6 * s), w - 2 * left, int(54 * s)),
                             int(15 * s), theme.WARN)
        footer_buttons = row_of_buttons([("Back", self.back), ("About", self.open_about)], left,
                                        h - int(58 * s), int(44 * s), int(18 * s), min_width=int(120 * s))
        if self.scroll < self.max_scroll:
            theme.text(surface, "Scroll for more settings.", (footer_buttons[-1].rect.right + int(24 * s),
                       footer_buttons[-1].rect.centery), int(16 * s), theme.TEXT_DIM, anchor="midleft")
        self.buttons += footer_buttons
        self.footer_buttons, self.every_button = footer_buttons, every_choice + footer_buttons
        self.keep_focus(old, self.every_button)   # before drawing: the focused one wears its ring
        surface.set_clip(view)
        for b in every_choice:
            if b.focused or b.rect.colliderect(view):   # 300 decks are some 300 choices, most out of sight
                b.draw(surface)
        surface.set_clip(None)
        for b in footer_buttons:
            b.draw(surface)

    def scale(self, surface: pygame.Surface, warning: bool) -> float:
        """The page's scale: the text size asked, set a little smaller where that shows
        every setting at once (``theme.ui_scale_to_fit``); decided once for a window, a
        text size and a warning under the settings or none."""
        size = surface.get_size()
        key = (size, theme.text_size(), warning)
        if key not in self.scales:
            self.scales[key] = theme.ui_scale_to_fit(size, lambda s: self._fits(surface, s, warning))
        return self.scales[key]

    def _fits(self, surface: pygame.Surface, s: float, warning: bool) -> bool:
        """Whether every setting shows between the heading and the footer at scale ``s``,
        drawn as close together as the page draws them (``TIGHT_ROW_GAP``)."""
        w, h = surface.get_size()
        top = self.heading(surface, "Settings", body_scale=s)
        kept = self.buttons, self.choices
        self.buttons, self.choices = [], {}
        bottom = self._draw_rows(None, int(50 * s), top, w - int(50 * s), s, int(TIGHT_ROW_GAP * s))
        self.buttons, self.choices = kept
        return bottom <= self._footer_top(h, s, warning)

    @staticmethod
    def _footer_top(h: int, s: float, warning: bool) -> int:
        return h - int(72 * s) - (int(60 * s) if warning else 0)

    def _draw_rows(self, surface: pygame.Surface | None, left: int, y: int, right: int, s: float, after: int) -> int:
        """The settings from ``y``, down one column or two, ``after`` pixels between one
        and the next; says where the longer column ends. Two columns wherever each of
        their buttons fits one (a row of choices going on to a second line, as at 200%
        text in 1920x1080), cut where the longer of them is shortest."""
        rows = self._rows()
        gap = int(40 * s)
        two = (right - left - gap) // 2
        if all(button_width(label, int(16 * s)) <= two for row in rows for label, _, _ in row[1]):
            cut = two_columns([self._row_height(row, two, s, after) for row in rows])
            ends = [self._column(surface, rows[:cut], left, y, two, s, after),
                    self._column(surface, rows[cut:], left + two + gap, y, two, s, after)]
            return max(ends)
        return self._column(surface, rows, left, y, right - left, s, after)

    def _row_height(self, row, width: int, s: float, after: int) -> int:
        """How tall a setting is drawn in a column ``width`` wide, the gap after it included."""
        kept = self.buttons, self.choices
        self.buttons, self.choices = [], {}
        height = self._column(None, [row], 0, 0, width, s, after)
        self.buttons, self.choices = kept
        return height

    def _column(self, surface: pygame.Surface | None, rows, left: int, y: int, width: int, s: float, after: int) -> int:
        for title, choices, chosen in rows:
            px = int(20 * s)   # every title at one size: a long one wraps, never set smaller
            lines = theme.wrap(title, px, width, "Semibold")
            for line in lines:
                if surface is not None:   # None: only measured
                    theme.text(surface, line, (left, y), px, theme.ACCENT, "Semibold")
                y += px + int(6 * s)
            y += int(6 * s)
            if not choices:
                only = "The drawn deck has one back." if not self.app.art.deck else "This deck has no backs to choose."
                if surface is not None:
                    theme.text(surface, only, (left, y + int(19 * s)), int(16 * s), theme.TEXT_DIM, anchor="midleft")
                y += int(38 * s)
            row = wrapped_buttons([(label, lambda k=key, v=value: self._set(k, v)) for label, key, value in choices],
                                  left, y, width, int(38 * s), int(16 * s), gap=int(8 * s))
            for button, (_, key, value) in zip(row, choices):
                button.selected = chosen == value
                self.choices[key, value] = button
            self.buttons += row
            if row:
                y = max(b.rect.bottom for b in row)
            y += after
        return y
