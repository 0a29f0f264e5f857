"""Playing a table with key events alone, as a player who reads the focus would: the
move to make is chosen by a bot, and then made only by KEYDOWN events posted to
pygame's queue and handled by the app's own loop (no mouse, no call into the scene).
The driver looks only at where the focus is (``scene.focus``) and what the table
offers, as a player looks at the ring and listens to the speech."""
from __future__ import annotations

import pygame

from tarot_table.games.capabilities import pause_of
from tarot_table.table import keyboard
from tests.helpers.table import key, step

STEPS_PER_MOVE = 200   # keys one move may take before the driver gives up (a stuck focus)


class KeyPlayer:
    """Makes one chosen move at a time with keys, counting the keys it pressed."""

    def __init__(self, app) -> None:
        self.app = app
        self.keys = 0
        self.moves = 0

    @property
    def scene(self):
        return self.app.scene

    def press(self, which: int, mod: int = 0) -> None:
        self.keys += 1
        assert self.keys < 100_000, "the game never ended"
        key(self.app, which, mod)

    def press_until(self, which: int, reached, mod: int = 0) -> None:
        for _ in range(STEPS_PER_MOVE):
            if reached():
                return
            self.press(which, mod)
        raise AssertionError(f"the focus never reached its goal (it is on {self.scene.focus})")

    def make(self, action) -> None:
        """Make ``action`` with keys: its button, or its card picked up and laid down."""
        scene = self.scene
        self.moves += 1
        label = self._button_for(action)
        if label is not None:
            self.press_until(pygame.K_TAB, lambda: self.scene.keyboard and self.scene.focus == ("button", label))
            self.press(pygame.K_RETURN)
        elif action.card is not None or action.src is not None:
            card = action.card or scene.session.state.zones[action.src][-1].card
            self._focus_card(card)
            self.press(pygame.K_RETURN)
            if action.to is not None and self.scene.carrying:
                self.press_until(pygame.K_TAB, lambda: self.scene.focus == ("zone", action.to))
                self.press(pygame.K_RETURN)
        else:   # a choice about a place, made there
            self.press_until(pygame.K_RIGHT, lambda: keyboard.focused_zone(self.scene) == action.to)
            self.press(pygame.K_RETURN)
        self._choose_from_list(action)
        self._answer_caution()

    def _button_for(self, action) -> str | None:
        state = self.scene.session.state
        return next((label for label, group in self.scene.game.buttons(state) if action in group), None)

    def _focus_card(self, card: str) -> None:
        """Right to the card's place, then Down or Up along a fan to the card."""
        zone, index = self.scene.session.state.find(card)
        self.press_until(pygame.K_RIGHT, lambda: self.scene.keyboard and keyboard.focused_zone(self.scene) == zone)
        at = self.scene.focus[2] if self.scene.focus[0] == "card" else index
        arrow = pygame.K_DOWN if index > at else pygame.K_UP
        self.press_until(arrow, lambda: keyboard.focused_card(self.scene) == card)

    def _choose_from_list(self, action) -> None:
        if not self.scene.pending_choice:
            return
        wanted = self.scene.pending_choice.index(action)
        self.press_until(pygame.K_DOWN, lambda: self.scene.focus == ("choice", wanted))
        self.press(pygame.K_RETURN)

    def _answer_caution(self) -> None:
        if self.scene.confirming is not None:
            yes = self.scene.confirming.yes
            self.press_until(pygame.K_TAB, lambda: self._dialog_focus() == yes)
            self.press(pygame.K_RETURN)

    def _dialog_focus(self) -> str | None:
        focus, buttons = self.scene.focus, self.scene.summary_buttons
        if focus and focus[0] == "dialog" and focus[1] < len(buttons):
            return buttons[focus[1]].label
        return None


def wait_for_bots(app, limit: int = 5_000) -> None:
    """Frames until a person is to act or the game is over; a bot's move worked out in
    the background is waited for on its future (no sleep)."""
    for _ in range(limit):
        scene = app.scene
        if scene.human_turn() or scene.game.outcome(scene.session.state) is not None:
            return
        scene.bots.finish(timeout=60)
        if pause_of(scene.game, scene.session.state) is not None and scene.panel_open():
            return
        step(app)
    raise AssertionError("the bots never finished their turns")


class BlindPlayer(KeyPlayer):
    """A player who hears the table and does not see it: after each key it knows only
    what the speech said (``recorder``), and finds a card, a place or a button by the
    words spoken as the focus reaches it."""

    def __init__(self, app, recorder) -> None:
        super().__init__(app)
        self.recorder = recorder
        self.heard: list[str] = []

    def press(self, which: int, mod: int = 0) -> None:
        said = len(self.recorder.said)
        super().press(which, mod)
        self.heard = [words for words, _ in self.recorder.said[said:]]

    def focus_said(self) -> str:
        """The focus as last said aloud (focus words cut short what was being said)."""
        said = [words for words, interrupt in self.recorder.said if interrupt]
        return said[-1] if said else ""

    def tab_until(self, hears, mod: int = 0) -> None:
        for _ in range(STEPS_PER_MOVE):
            self.press(pygame.K_TAB, mod)
            if hears(self.focus_said()):
                return
        raise AssertionError(f"the speech never said what was looked for (last: {self.focus_said()!r})")

    def make(self, action) -> None:
        scene = self.scene
        self.moves += 1
        state = scene.session.state
        label = self._button_for(action)
        if label is not None:
            self.tab_until(lambda words: words == f"{label}, button")
            self.press(pygame.K_RETURN)
        else:
            card = action.card or state.zones[action.src][-1].card
            name = keyboard.card_words(scene, card)
            place = keyboard.place_words(scene, state.find(card)[0])
            self.tab_until(lambda words: words.startswith(name + ",") and place in words)
            self.press(pygame.K_RETURN)
            if action.to is not None and any("picked up" in words for words in self.heard):
                target = keyboard.place_words(scene, action.to)
                if not self.focus_said().startswith(target):
                    self.tab_until(lambda words: words.startswith(target) and "it may go here" in words)
                self.press(pygame.K_RETURN)
        self._choose_by_ear(action)
        self._answer_by_ear()

    def _choose_by_ear(self, action) -> None:
        """A list of choices is read out ("Choose one. 1: ...; 2: ..."): press the digit
        said before the move's words."""
        listing = next((words for words in reversed(self.heard) if words.startswith("Choose one.")), None)
        if listing is None:
            return
        options = self.scene.pending_choice
        number = options.index(action) + 1
        words = options[number - 1].label or options[number - 1].kind
        assert f"{number}: {words}" in listing, listing
        self.press(getattr(pygame, f"K_{number}"))

    def _answer_by_ear(self) -> None:
        if self.scene.confirming is not None:
            yes = self.scene.confirming.yes
            for _ in range(10):
                self.press(pygame.K_TAB)
                if self.focus_said() == f"{yes}, button":
                    self.press(pygame.K_RETURN)
                    return
            raise AssertionError("the caution's answer was never said")
